"""Configuration in one place, layered: code defaults → environment (``COFFEEGLM_*``) → a test mapping."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

DEFAULTS: dict[str, Any] = {
    # Storage
    "DATABASE_URL": "sqlite:///var/coffeeglm.db",
    "BROKER_URL": "redis://127.0.0.1:6379/0",
    # The cache lives in its own Redis (or at least its own db) so it can never evict broker keys.
    "CACHE_URL": "redis://127.0.0.1:6379/1",
    "CACHE_TTL_S": 7 * 24 * 3600,
    "CACHE_ENABLED": True,
    # Auth
    "BARISTA_TOKEN": "",  # empty: the barista API refuses everyone (403) rather than being open
    # API limits
    "MAX_CONTENT_LENGTH": 16 * 1024,
    "MAX_TURNS_PER_CONVERSATION": 50,
    "MAX_WAIT_S": 10.0,
    "POLL_INTERVAL_S": 0.2,
    "RETRY_AFTER_S": 5,
    # Orders
    "RECALL_WINDOW_S": 300.0,  # how long a barista can recall (undo) an order's last move
    # Workers
    "ENGINE_MODULE": "workers.engine.engine",  # a module with Engine and ParseRequest
    "MENU_PATH": None,  # None: ordering/menu.toml
    "MODEL_DIR": None,  # None: the engine's default (the shipped model under models/)
    "PIPELINE_PATH": None,
    "DEVICE": None,  # None: cuda when available, else cpu
    # None / auto: bfloat16 on CUDA, float32 on the CPU. "bfloat16" on a CPU with AMX (amx_bf16) serves
    # batches of 16+ 10-25 % faster, single turns 15 % slower, at the same scores (benchmarks/RESULTS.md)
    "DTYPE": None,
    "BATCH_MAX_SIZE": 16,
    "BATCH_MAX_WAIT_MS": 10,
    "PARSE_TIMEOUT_S": 60,
    "VISIBILITY_TIMEOUT_S": 600,  # longer than the longest task (parse timeout + retries)
    "WORKER_CONCURRENCY": 32,  # >= BATCH_MAX_SIZE: each waiting turn holds a task thread
    "WORKER_METRICS_PORT": 0,  # 0: no metrics server in the worker
    "SWEEP_INTERVAL_S": 15.0,
    "SWEEP_AFTER_S": 30.0,  # a pending turn not picked up for this long is handed to the broker again
    "SWEEP_MAX_ATTEMPTS": 5,  # then it is answered with an apology rather than left waiting forever
    "PUBLISH_TIMEOUT_S": 2.0,
    # Celery task events (task-sent from the web, received/started/succeeded from workers) for Flower or
    # `celery events`: off, four broker messages a turn less; Flower turns the workers' on when it runs.
    "TASK_EVENTS": False,
    # Logging
    "LOG_LEVEL": "INFO",
    "LOG_JSON": True,
}

ENV_PREFIX = "COFFEEGLM_"


def _coerce(raw: str, default: Any) -> Any:
    """Convert an environment string to the type of its default."""
    if isinstance(default, bool):
        return raw.strip().lower() in ("1", "true", "yes", "on")
    if isinstance(default, int):
        return int(raw)
    if isinstance(default, float):
        return float(raw)
    return raw


def from_environment(environ: Mapping[str, str] | None = None) -> dict[str, Any]:
    """Read every known setting from ``COFFEEGLM_<NAME>`` (plus SECRET_KEY) in ``environ``."""
    environ = os.environ if environ is None else environ
    found: dict[str, Any] = {}
    for name, default in DEFAULTS.items():
        raw = environ.get(ENV_PREFIX + name)
        if raw is not None and raw != "":
            found[name] = _coerce(raw, default)
    return found


def load_config(test_config: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Return the merged configuration: defaults, then environment, then ``test_config``."""
    config = dict(DEFAULTS)
    config.update(from_environment())
    if test_config:
        config.update(test_config)
    return config
