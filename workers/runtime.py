"""The heavy, per-process part of a worker: engine, menu, batch scheduler, cache — loaded once.

Loaded lazily in the process that runs the tasks (never in a prefork parent, so CUDA is never touched
before a fork); with the threads pool all task threads share one engine and batch together.
"""

from __future__ import annotations

import importlib
import logging
import threading
import time
from collections.abc import Mapping
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any

from ordering.cart import Cart
from ordering.menu import Menu, load_menu
from workers import metrics
from workers.cache import CachedParse, ParseCache
from workers.scheduler import BatchScheduler

log = logging.getLogger(__name__)

_lock = threading.Lock()
_runtime: Runtime | None = None
_load_failure: str | None = None  # why the last load failed; cleared by a load that works
_loads_lazily = False  # a prefork parent: its children load the engine on their first turn


def engine_state() -> str:
    """This process's engine: "loaded", "loading", "lazy" (loaded by a pool's children on their first
    turn) or "failed: <why>" (the next task retries the load)."""
    if _runtime is not None:
        return "loaded"
    if _load_failure is not None:
        return f"failed: {_load_failure}"
    return "lazy" if _loads_lazily else "loading"


def mark_lazy() -> None:
    """Say that this process never loads the engine itself (a prefork parent)."""
    global _loads_lazily
    _loads_lazily = True


class ParseTimeout(RuntimeError):
    """The model did not answer within PARSE_TIMEOUT_S."""


@dataclass
class Runtime:
    """Everything a task needs besides the database."""

    engine: Any
    request_type: Any
    menu: Menu
    scheduler: BatchScheduler
    cache: ParseCache
    versions: dict[str, str]
    parse_timeout_s: float

    def parse(self, text: str, cart: Cart) -> tuple[CachedParse, str]:
        """Parse ``text`` against ``cart``: from the cache when it can, else the batched model.

        Returns the parse and its source ("cache" or "model").
        """
        digest = cart.digest()
        hit = self.cache.get(self.versions, text, digest)
        metrics.CACHE_LOOKUPS.labels("worker", "hit" if hit else "miss").inc()
        if hit is not None:
            return hit, "cache"
        started = time.monotonic()
        metrics.MODEL_REQUESTS.inc()
        future = self.scheduler.submit(self.request_type(text=text, cart=cart))
        try:
            result = future.result(timeout=self.parse_timeout_s)
        except FutureTimeout as exc:
            future.cancel()
            raise ParseTimeout(f"no parse after {self.parse_timeout_s}s") from exc
        metrics.PARSE_SECONDS.observe(time.monotonic() - started)
        parse = CachedParse.from_result(result)
        # Stored before the answer is (the next customer to say it is a hit), and the versions
        # republished with every entry, in the same round trip: a restarted (or evicted) cache must not
        # blind the web for good.
        self.cache.put(self.versions, text, digest, parse, publish_versions=True)
        return parse, "model"


def load_runtime(config: Mapping[str, Any]) -> Runtime:
    """Load the engine named by ENGINE_MODULE and start a scheduler in front of it."""
    module = importlib.import_module(config.get("ENGINE_MODULE") or "workers.engine.engine")
    started = time.monotonic()
    engine = module.Engine.load(model_dir=config.get("MODEL_DIR"), pipeline_path=config.get("PIPELINE_PATH"),
                                device=config.get("DEVICE"), dtype=config.get("DTYPE"))
    menu = load_menu(config.get("MENU_PATH"))
    versions = dict(engine.versions)
    versions.setdefault("menu", menu.version)
    scheduler = BatchScheduler(engine.parse_batch, max_batch=int(config["BATCH_MAX_SIZE"]),
                               max_wait_s=float(config["BATCH_MAX_WAIT_MS"]) / 1000.0,
                               on_batch=metrics.observe_batch)
    cache = ParseCache.from_url(config["CACHE_URL"] if config.get("CACHE_ENABLED") else None,
                                int(config["CACHE_TTL_S"]))
    cache.publish_versions(versions)
    log.info("engine loaded in %.1fs, versions %s", time.monotonic() - started, versions)
    return Runtime(engine=engine, request_type=module.ParseRequest, menu=menu, scheduler=scheduler,
                   cache=cache, versions=versions, parse_timeout_s=float(config["PARSE_TIMEOUT_S"]))


def get_runtime(config: Mapping[str, Any]) -> Runtime:
    """The process's runtime, loaded on first use (thread-safe)."""
    global _runtime, _load_failure
    if _runtime is None:
        with _lock:
            if _runtime is None:
                try:
                    _runtime = load_runtime(config)
                except Exception as exc:
                    _load_failure = f"{exc.__class__.__name__}: {exc}"[:300]
                    raise
                _load_failure = None
    return _runtime


def close_runtime() -> None:
    """Drain the scheduler (finish queued parses) before the process exits."""
    global _runtime
    with _lock:
        if _runtime is not None:
            _runtime.scheduler.close()
            _runtime = None
