"""The full stack the integration and browser tests share: a fresh PostgreSQL database, a broker and a cache
Redis, a Celery worker with the shipped model, and the Flask app over real HTTP.

``start_stack`` is used once per session by the ``stack`` fixture in tests/conftest.py, so running all of
tests/ starts one stack, whichever folders the selected tests live in.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.integration.support import (
    Api,
    PostgresDatabase,
    RedisServer,
    WebServer,
    WorkerProcess,
    free_port,
)

BARISTA = "barista-secret-for-tests"
# The real engine and shipped model; COFFEEGLM_TEST_ENGINE_MODULE swaps it only for local debugging.
ENGINE_MODULE = os.environ.get("COFFEEGLM_TEST_ENGINE_MODULE", "workers.engine.engine")


@dataclass
class Stack:
    """Everything a test talks to."""

    config: dict[str, Any]
    app: Any
    api: Api
    broker: RedisServer
    cache: RedisServer
    database: PostgresDatabase
    worker: WorkerProcess
    worker_metrics_port: int

    @property
    def url(self) -> str:
        """The web's base URL."""
        return f"http://127.0.0.1:{self.api.port}"

    def wait_ready(self, timeout: float = 120) -> None:
        """Wait until /readyz says ready (database, broker, a worker)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.api.get("/readyz").status == 200:
                return
            time.sleep(0.5)
        raise TimeoutError("stack not ready:\n" + self.worker.log()[-3000:])


def stack_config(database_url: str, broker: RedisServer, cache: RedisServer,
                 metrics_port: int) -> dict[str, Any]:
    """The configuration shared by the in-test web app and the worker process."""
    return {
        "DATABASE_URL": database_url,
        "BROKER_URL": broker.url,
        "CACHE_URL": cache.url,
        "BARISTA_TOKEN": BARISTA,
        "ENGINE_MODULE": ENGINE_MODULE,
        "WORKER_METRICS_PORT": metrics_port,
        "SWEEP_INTERVAL_S": 1.0,
        "SWEEP_AFTER_S": 3.0,
        "PUBLISH_TIMEOUT_S": 1.0,
        "LOG_JSON": True,
        "LOG_LEVEL": "INFO",
    }


@contextmanager
def start_stack(workdir: Path) -> Iterator[Stack]:
    """Start the whole stack, wait until it is ready, and tear down whatever was started on the way out."""
    from web import create_app
    from web.cli import upgrade

    broker = RedisServer(policy="noeviction").start()
    cache = database = worker = web = app = None
    try:
        cache = RedisServer(policy="allkeys-lru", maxmemory="32mb").start()
        database = PostgresDatabase()
        upgrade(database.url)
        metrics_port = free_port()
        config = stack_config(database.url, broker, cache, metrics_port)
        worker = WorkerProcess(config, workdir)
        app = create_app(config)
        web = WebServer(app)
        stack = Stack(config, app, Api(web.port), broker, cache, database, worker, metrics_port)
        worker.wait_for("engine loaded", timeout=240)
        stack.wait_ready()
        yield stack
    finally:
        if web is not None:
            web.stop()
        if worker is not None:
            worker.stop()
        if app is not None:
            app.extensions["db_engine"].dispose()
        if database is not None:
            database.drop()
        if cache is not None:
            cache.stop()
        broker.stop()
