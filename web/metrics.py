"""Web metrics: request latency, plus gauges read at scrape time (queue depth, orders by status).

The cache hit ratio is ``coffeeglm_cache_lookups_total{result="hit"}`` over all lookups; worker-side
metrics (parse latency, batch sizes) are exported by each worker on its own port.
"""

from __future__ import annotations

import time

from flask import Flask, Response, current_app, g, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Gauge,
    Histogram,
    generate_latest,
)

from workers.metrics import CACHE_LOOKUPS

REQUEST_SECONDS = Histogram(
    "coffeeglm_http_request_seconds", "HTTP request latency", ["method", "endpoint", "status"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15))


def init_app(app: Flask) -> None:
    """Time every request."""

    @app.before_request
    def _start_timer() -> None:
        g.request_started = time.perf_counter()

    @app.after_request
    def _observe(response: Response) -> Response:
        started = g.pop("request_started", None)
        if started is not None:
            endpoint = request.url_rule.rule if request.url_rule is not None else "unmatched"
            REQUEST_SECONDS.labels(request.method, endpoint, str(response.status_code)).observe(
                time.perf_counter() - started)
        return response


def _scrape_registry() -> CollectorRegistry:
    """Gauges computed now, from the broker and the database (each skipped if it is down)."""
    from ordering.orders import order_counts
    from web.db import session_scope
    from web.health import broker_client
    from workers.celery_app import MAINTENANCE_QUEUE, TURNS_QUEUE

    registry = CollectorRegistry()
    depth = Gauge("coffeeglm_queue_depth", "Tasks waiting in the broker", ["queue"], registry=registry)
    orders = Gauge("coffeeglm_orders", "Orders by status", ["status"], registry=registry)
    up = Gauge("coffeeglm_dependency_up", "Whether a dependency answered the scrape", ["dependency"],
               registry=registry)
    hits = CACHE_LOOKUPS.labels("web", "hit")._value.get()
    misses = CACHE_LOOKUPS.labels("web", "miss")._value.get()
    Gauge("coffeeglm_cache_hit_ratio", "Share of the web's cache lookups that hit (this process)",
          registry=registry).set(hits / (hits + misses) if hits + misses else 0.0)
    try:
        client = broker_client(current_app.config["BROKER_URL"])
        for queue in (TURNS_QUEUE, MAINTENANCE_QUEUE):
            depth.labels(queue).set(client.llen(queue))
        up.labels("broker").set(1)
    except Exception:  # noqa: BLE001 — a scrape reports what it can
        up.labels("broker").set(0)
    try:
        with session_scope() as session:
            for status, count in order_counts(session).items():
                orders.labels(status).set(count)
        up.labels("database").set(1)
    except Exception:  # noqa: BLE001
        up.labels("database").set(0)
    return registry


def metrics_response() -> Response:
    """The Prometheus exposition of this process's metrics and the scrape-time gauges."""
    body = generate_latest(REGISTRY) + generate_latest(_scrape_registry())
    return Response(body, mimetype=CONTENT_TYPE_LATEST)
