"""Prometheus metrics recorded by workers (and the cache lookups the web makes too).

Each process exports its own: the web on ``/metrics``, a worker on ``WORKER_METRICS_PORT``.
"""

from __future__ import annotations

import logging

from prometheus_client import Counter, Histogram, start_http_server

log = logging.getLogger(__name__)

CACHE_LOOKUPS = Counter("coffeeglm_cache_lookups_total", "Parse cache lookups", ["where", "result"])
MODEL_REQUESTS = Counter("coffeeglm_model_requests_total", "Turns sent to the model")
PARSE_SECONDS = Histogram(
    "coffeeglm_parse_seconds", "Time from submitting a turn to the scheduler to its parse",
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30))
BATCH_SIZE = Histogram("coffeeglm_batch_size", "Requests per model call",
                       buckets=(1, 2, 4, 8, 16, 32, 64, 128))
BATCH_SECONDS = Histogram("coffeeglm_batch_seconds", "Time of one batched model call",
                          buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10))
TURNS_DONE = Counter("coffeeglm_turns_total", "Turns answered", ["source"])


def observe_batch(size: int, seconds: float) -> None:
    """Record one model call of ``size`` requests."""
    BATCH_SIZE.observe(size)
    BATCH_SECONDS.observe(seconds)


def serve(port: int) -> None:
    """Export this worker's metrics over HTTP on ``port`` (0: don't).

    A port already taken (a second worker on this host with the same setting) is logged, not raised:
    the worker still loads its engine and serves turns, only without its own metrics endpoint.
    """
    if not port:
        return
    try:
        start_http_server(port)
    except OSError as exc:
        log.error("worker metrics not exported: port %d: %s (set COFFEEGLM_WORKER_METRICS_PORT)", port, exc)
        return
    log.info("worker metrics on :%d/metrics", port)
