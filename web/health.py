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


def count_workers(timeout: float = 1.0) -> int:
    """How many Celery workers answer a ping within ``timeout`` seconds."""
    try:
        replies = current_app.extensions["celery"].control.ping(timeout=timeout)
    except Exception:  # noqa: BLE001
        return 0
    return len(replies or [])


@bp.get("/healthz")
def healthz():
    """The process is alive."""
    return jsonify({"status": "ok"})


@bp.get("/readyz")
def readyz():
    """Ready when the database and broker answer and at least one worker is up; 503 otherwise."""
    checks: dict[str, str] = {}
    database, broker = check_database(), check_broker()
    checks["database"] = database or "ok"
    checks["broker"] = broker or "ok"
    workers = count_workers() if broker is None else 0
    checks["workers"] = "ok" if workers else "none"
    ready = database is None and broker is None and workers > 0
    body = {"status": "ready" if ready else "not_ready", "checks": checks, "workers": workers}
    response = jsonify(body)
    response.status_code = 200 if ready else 503
    if not ready:
        response.headers["Retry-After"] = str(current_app.config["RETRY_AFTER_S"])
    return response


@bp.get("/metrics")
def metrics():
    """Prometheus metrics."""
    return metrics_response()
