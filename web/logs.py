"""Structured (JSON line) logs that carry the request id from the web request to the worker's task."""

from __future__ import annotations

import contextvars
import json
import logging
import sys
import uuid
from datetime import UTC, datetime

request_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)
_RESERVED = frozenset(logging.LogRecord("", 0, "", 0, "", None, None).__dict__) | {"message", "asctime"}


def new_request_id() -> str:
    """A fresh request id."""
    return uuid.uuid4().hex


class RequestIdFilter(logging.Filter):
    """Stamp every record with the current request id."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Add ``request_id`` to the record; never drops it."""
        if not getattr(record, "request_id", None):
            record.request_id = request_id_var.get()
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request id, and any extras."""

    def format(self, record: logging.LogRecord) -> str:
        """Render ``record`` as JSON."""
        entry = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
            "request_id": getattr(record, "request_id", None),
        }
        for key, value in record.__dict__.items():
            if key not in _RESERVED and key not in entry and not key.startswith("_"):
                entry[key] = value if isinstance(value, str | int | float | bool | None) else repr(value)
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def setup_logging(level: str = "INFO", as_json: bool = True) -> None:
    """Configure the root logger once per process (idempotent)."""
    root = logging.getLogger()
    for handler in root.handlers:
        if getattr(handler, "_coffeeglm", False):
            root.setLevel(level)
            return
    handler = logging.StreamHandler(sys.stderr)
    handler._coffeeglm = True  # type: ignore[attr-defined]
    handler.addFilter(RequestIdFilter())
    fmt = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"
    handler.setFormatter(JsonFormatter() if as_json else logging.Formatter(fmt))
    root.addHandler(handler)
    root.setLevel(level)
