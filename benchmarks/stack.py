"""Start the real stack for a benchmark, as production runs it, each part its own process.

Private broker and cache Redis servers, a fresh PostgreSQL database migrated to head, Celery worker
processes (threads pool) with the model, and the web under gunicorn (gthread), so that CPU and RSS
belong to the right process. ``with Stack(Options(...), model_dir) as stack:``; workers can be swapped
in place (batching on, then off) without restarting the rest. Also: which model and corpus to use.
"""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "benchmarks" / "out"

from tests.integration.support import (  # noqa: E402 — the integration tests' real servers
    PostgresDatabase,
    RedisServer,
    app_env,
    free_port,
    metric_value,
)

NULL_ENGINE = {"ENGINE_MODULE": "benchmarks.null_engine"}  # Options.extra for a worker without a model


def checkpoint() -> tuple[Path, str]:
    """The model the workers load: (folder, "trained" | "random-init").

    $COFFEEGLM_MODEL_DIR, else models/glm (when it holds weights); else a random-init GLM of the training
    shape, saved once under benchmarks/out/random-glm.
    """
    for name in (os.environ.get("COFFEEGLM_MODEL_DIR"), "models/glm"):
        if name and (ROOT / name / "model.safetensors").exists():
            return (ROOT / name).resolve(), "trained"
    folder = OUT / "random-glm"
    if not (folder / "model.safetensors").exists():
        code = f"import stack; stack.save_random({str(folder)!r})"
        subprocess.run([sys.executable, "-c", code], cwd=ROOT / "benchmarks", check=True, env=app_env({}))
    return folder, "random-init"


def save_random(folder: str) -> None:
    """Save a random-init GLM of the training run's shape (3 layers, MLP 512) with the corpus vocabulary."""
    import bench_engine

    from ordering.menu import load_menu
    from preprocessing.features import load_pipeline
    from workers.engine.model import save_random_checkpoint
    from workers.engine.tokenizer import build_tokenizer

    bench_engine.load_cases(corpus_dir() / "heldout.jsonl", limit=3000)
    cases = bench_engine.CASES
    words = [t for f in load_pipeline().transform([c[0] for c in cases]) for t in f.tokens]
    words += [t for c in cases for t in c[2] or []]
    tokenizer = build_tokenizer(words, menu=load_menu())
    save_random_checkpoint(folder, tokenizer, seed=0, layers=3, intermediate=512)


def corpus_dir() -> Path:
    """The generated corpus of the current menu: the data/corpus*/ whose manifest names its version."""
    from ordering.menu import load_menu

    version = load_menu().version
    for folder in sorted((ROOT / "data").glob("corpus*")):
        try:
            if json.loads((folder / "manifest.json").read_text())["menu_version"] == version:
                return folder
        except (OSError, ValueError, KeyError):
            continue
    return ROOT / "data" / "corpus"


@dataclass
class Options:
    """How to run the stack (the knobs the benchmarks compare)."""

    workers: int = 1
    batch_max: int = 32
    batch_wait_ms: int = 10
    concurrency: int = 64  # task threads per worker: the most turns one worker can batch together
    torch_threads: int = 1
    cache: bool = False  # off unless measured: a hit would skip the model being measured
    web_threads: int = 128  # every waiting long-poll holds a gthread thread
    extra: dict[str, Any] = field(default_factory=dict)  # more COFFEEGLM_* settings


class Stack:
    """The running stack."""

    def __init__(self, options: Options, model_dir: Path):
        """Remember what to run; ``with`` starts it."""
        self.options, self.model_dir = options, model_dir
        self.workdir = Path(tempfile.mkdtemp(prefix="coffeeglm-bench-"))
        self.workers: list[tuple[subprocess.Popen, int, Path]] = []  # (process, metrics port, log)

    def __enter__(self) -> Stack:
        from web.cli import upgrade

        self.broker = RedisServer(policy="noeviction").start()
        self.cache = RedisServer(policy="allkeys-lru", maxmemory="64mb").start()
        self.database, self.web = None, None
        try:
            self.database = PostgresDatabase()
            upgrade(self.database.url)
            self.port = free_port()
            threads = self.options.web_threads
            argv = f"-m gunicorn -b 127.0.0.1:{self.port} -k gthread -w 1 --threads {threads}"
            self.web = self._spawn("web", [sys.executable, *argv.split(), "web:create_app()"], self.config())
            self.start_workers(self.options)
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *_: object) -> None:
        """Stop everything this stack started (also after a failed start)."""
        self.stop_workers()
        if self.web is not None:
            self.web.terminate()
            self.web.wait(20)
        if self.database is not None:
            self.database.drop()
        self.broker.stop()
        self.cache.stop()

    def config(self, options: Options | None = None) -> dict[str, Any]:
        """The COFFEEGLM_* settings web and workers share."""
        o = options or self.options
        return {"DATABASE_URL": self.database.url, "BROKER_URL": self.broker.url, "CACHE_URL": self.cache.url,
                "CACHE_ENABLED": o.cache, "BARISTA_TOKEN": "bench-barista", "MODEL_DIR": str(self.model_dir),
                "BATCH_MAX_SIZE": o.batch_max, "BATCH_MAX_WAIT_MS": o.batch_wait_ms,
                "WORKER_CONCURRENCY": o.concurrency, "TORCH_THREADS": o.torch_threads, **o.extra}

    def _spawn(self, name: str, argv: list[str], config: dict[str, Any]) -> subprocess.Popen:
        log = open(self.workdir / f"{name}.log", "ab")
        return subprocess.Popen(argv, env=app_env(config), cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)

    def start_workers(self, options: Options) -> None:
        """Start ``options.workers`` workers; wait until each loaded its engine and the web is ready."""
        self.options = options
        for _ in range(options.workers):
            port, name = free_port(), f"worker{time.monotonic_ns()}"
            argv = f"-m celery -A workers.celery_app worker -Q turns -c {options.concurrency} -n {name}@%h"
            process = self._spawn(name, [sys.executable, *argv.split(), "--loglevel", "INFO"],
                                  {**self.config(options), "WORKER_METRICS_PORT": port})
            self.workers.append((process, port, self.workdir / f"{name}.log"))
        deadline = time.monotonic() + 300
        for process, _, log in self.workers:
            while "engine loaded" not in log.read_text(errors="replace"):
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("no worker came up:\n" + log.read_text(errors="replace")[-3000:])
                time.sleep(0.2)
        while self.workers and self.get("/readyz")[0] != 200:
            if time.monotonic() > deadline:
                raise RuntimeError("the stack is not ready")
            time.sleep(0.2)

    def stop_workers(self) -> None:
        """Warm-stop every worker (SIGTERM: they finish what they hold)."""
        for process, _, _ in self.workers:
            process.terminate()
        for process, _, _ in self.workers:
            try:
                process.wait(60)
            except subprocess.TimeoutExpired:
                process.kill()
        self.workers = []

    def get(self, path: str) -> tuple[int, Any]:
        """One GET on the web: (status, JSON body or None); (0, None) if it does not answer."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.request("GET", path)
            resp = conn.getresponse()
            body = resp.read()
            return resp.status, json.loads(body) if body.startswith(b"{") else None
        except OSError:
            return 0, None
        finally:
            conn.close()

    def worker_metric(self, name: str, labels: str = "") -> float:
        """A sample summed over the workers' Prometheus endpoints."""
        total = 0.0
        for _, port, _ in self.workers:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            conn.request("GET", "/metrics")
            total += metric_value(conn.getresponse().read().decode(), name, labels)
            conn.close()
        return total

    def rss_mb(self) -> dict[str, Any]:
        """Resident memory in MB: the web (gunicorn master and its serving process) and each worker."""
        import psutil

        master = psutil.Process(self.web.pid)
        serving = max((c.memory_info().rss for c in master.children()), default=0)
        return {"web_master": master.memory_info().rss / 2**20, "web": serving / 2**20,
                "workers": [psutil.Process(p.pid).memory_info().rss / 2**20 for p, _, _ in self.workers]}
