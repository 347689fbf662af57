"""The Celery app, derived from the Flask app (``celery_init_app``) so both read one configuration.

Run a worker with ``celery -A workers.celery_app worker``: the module builds the Flask app lazily
when Celery asks for ``app``. Settings that keep turns from being lost on a Redis broker: late acks,
reject on worker loss, prefetch 1, and a visibility timeout longer than the longest task.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from celery import Celery, Task, signals
from celery.worker.control import inspect_command
from flask import Flask

log = logging.getLogger(__name__)

TURNS_QUEUE = "turns"
MAINTENANCE_QUEUE = "maintenance"


def celery_config(config: dict[str, Any]) -> dict[str, Any]:
    """Celery settings from the Flask configuration."""
    publish_timeout = float(config["PUBLISH_TIMEOUT_S"])
    transport = {
        "visibility_timeout": int(config["VISIBILITY_TIMEOUT_S"]),
        "socket_timeout": max(publish_timeout, 5.0),
        "socket_connect_timeout": publish_timeout,
    }
    return {
        "broker_url": config["BROKER_URL"],
        "broker_transport_options": transport,
        "broker_connection_retry_on_startup": True,
        "broker_connection_timeout": publish_timeout,
        "task_ignore_result": True,
        "result_backend": None,
        "task_acks_late": True,
        "task_reject_on_worker_lost": True,
        "worker_prefetch_multiplier": 1,
        "worker_pool": "threads",
        "worker_concurrency": int(config["WORKER_CONCURRENCY"]),
        "worker_hijack_root_logger": False,
        "worker_send_task_events": bool(config["TASK_EVENTS"]),
        "task_send_sent_event": bool(config["TASK_EVENTS"]),
        "task_default_queue": TURNS_QUEUE,
        "task_routes": {"workers.tasks.sweep_pending": {"queue": MAINTENANCE_QUEUE}},
        # A dead broker must answer the web quickly (503), not hang the request.
        "task_publish_retry_policy": {"max_retries": 2, "interval_start": 0, "interval_step": 0.2,
                                      "interval_max": 0.5},
        "beat_schedule": {
            "sweep-pending-turns": {"task": "workers.tasks.sweep_pending",
                                    "schedule": float(config["SWEEP_INTERVAL_S"])},
        },
    }


def celery_init_app(app: Flask) -> Celery:
    """Create the Celery app for ``app``; every task runs inside the Flask app context."""

    class FlaskTask(Task):
        def __call__(self, *args: object, **kwargs: object) -> object:
            with app.app_context():
                return self.run(*args, **kwargs)

    celery = Celery(app.name, task_cls=FlaskTask)
    celery.config_from_object(celery_config(app.config))
    celery.set_default()
    celery.conf.update(imports=("workers.tasks",))
    app.extensions["celery"] = celery
    return celery


@signals.setup_logging.connect
def _setup_logging(**_: Any) -> None:
    """Use the project's structured logs in the worker instead of Celery's."""
    from web.logs import setup_logging

    flask_app = _flask_app()
    setup_logging(flask_app.config["LOG_LEVEL"], flask_app.config["LOG_JSON"])


@signals.worker_ready.connect
def _worker_ready(sender: Any = None, **_: Any) -> None:
    """Export metrics and, with a threads or solo pool, load the engine now rather than on the first turn."""
    from workers import metrics

    flask_app = _flask_app()
    metrics.serve(int(flask_app.config["WORKER_METRICS_PORT"]))
    pool = type(getattr(sender, "pool", None)).__module__ if sender is not None else ""
    from workers.runtime import get_runtime, mark_lazy

    if "prefork" in pool:  # never touch CUDA in a prefork parent: children load lazily
        mark_lazy()
        return

    def warm() -> None:
        with flask_app.app_context():
            try:
                get_runtime(flask_app.config)
            except Exception:  # noqa: BLE001 — the first task retries the load and reports it
                log.exception("engine warm-up failed")

    threading.Thread(target=warm, name="engine-warmup", daemon=True).start()


@inspect_command()
def engine_state(state: Any, **_: Any) -> dict[str, str]:
    """``celery inspect engine_state``: whether this worker's engine is loaded (the web's /readyz asks)."""
    from workers.runtime import engine_state as state_of_engine

    return {"engine": state_of_engine()}


@signals.worker_shutdown.connect
def _worker_shutdown(**_: Any) -> None:
    """Finish queued parses before the process exits."""
    from workers.runtime import close_runtime

    close_runtime()


_app_lock = threading.Lock()


def _flask_app() -> Flask:
    """The Flask app behind the current Celery app (built on first use)."""
    __getattr__("app")
    return _built["flask"]


_built: dict[str, Any] = {}


def __getattr__(name: str) -> Any:
    """Build the Flask app and its Celery app when ``celery -A workers.celery_app`` asks for them."""
    if name not in ("app", "celery"):
        raise AttributeError(name)
    with _app_lock:
        if "celery" not in _built:
            from web import create_app

            flask_app = create_app()
            _built["flask"] = flask_app
            _built["celery"] = flask_app.extensions["celery"]
    return _built["celery"]
