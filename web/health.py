"""Liveness, readiness and metrics endpoints."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import redis
from flask import Blueprint, current_app, jsonify
from sqlalchemy import text

from web.metrics import metrics_response

bp = Blueprint("health", __name__)


def broker_client(url: str, timeout: float = 1.0) -> redis.Redis:
    """A plain Redis client for the broker URL (``redis://`` or kombu's ``redis+socket://``)."""
    if url.startswith("redis+socket://"):
        parts = urlsplit(url)
        db = parse_qs(parts.query).get("virtual_host", ["0"])[0]
        return redis.Redis(unix_socket_path=parts.path, db=int(db or 0), socket_timeout=timeout,
                           socket_connect_timeout=timeout)
    return redis.Redis.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout)


def check_database() -> str | None:
    """None if the database answers, else why not."""
    try:
        with current_app.extensions["db_engine"].connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as exc:  # noqa: BLE001 — reported, not raised
        return exc.__class__.__name__
    return None


def check_broker() -> str | None:
    """None if the broker answers a PING, else why not."""
    try:
        broker_client(current_app.config["BROKER_URL"]).ping()
    except Exception as exc:  # noqa: BLE001
        return exc.__class__.__name__
    return None


# A worker serves turns once its engine is loaded; "lazy": a prefork pool's children load on their first
# turn, and a worker too old to know the question (a rolling upgrade) is taken to be serving.
SERVING = frozenset({"loaded", "lazy", "unknown"})


def worker_engines(timeout: float = 1.0) -> list[str]:
    """The engine state of every Celery worker that answers within ``timeout`` seconds (one broadcast):
    "loaded", "loading", "lazy", "failed: <why>" or "unknown"."""
    try:
        replies = current_app.extensions["celery"].control.broadcast(
            "engine_state", reply=True, timeout=timeout)
    except Exception:  # noqa: BLE001
        return []
    states = []
    for reply in replies or []:
        for answer in reply.values():
            state = answer.get("engine") if isinstance(answer, dict) else None
            states.append(state if isinstance(state, str) else "unknown")
    return states


def workers_check(states: list[str]) -> str:
    """"ok" when a worker serves turns, else what the workers are doing ("none" when none answers)."""
    if any(state in SERVING for state in states):
        return "ok"
    if "loading" in states:
        return "loading"
    return next((state for state in states if state.startswith("failed")), "none")


@bp.get("/healthz")
def healthz():
    """The process is alive."""
    return jsonify({"status": "ok"})


@bp.get("/readyz")
def readyz():
    """Ready when the database and broker answer and a worker has its engine loaded; 503 otherwise.

    A worker still loading its model is not ready: a turn sent then would wait for the load.
    """
    checks: dict[str, str] = {}
    database, broker = check_database(), check_broker()
    checks["database"] = database or "ok"
    checks["broker"] = broker or "ok"
    engines = worker_engines() if broker is None else []
    checks["workers"] = workers_check(engines)
    ready = database is None and broker is None and checks["workers"] == "ok"
    body = {"status": "ready" if ready else "not_ready", "checks": checks, "workers": len(engines),
            "engines": engines}
    response = jsonify(body)
    response.status_code = 200 if ready else 503
    if not ready:
        response.headers["Retry-After"] = str(current_app.config["RETRY_AFTER_S"])
    return response


@bp.get("/metrics")
def metrics():
    """Prometheus metrics."""
    return metrics_response()
