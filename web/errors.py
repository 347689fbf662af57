"""One JSON error shape for the whole API: ``{"error": {"code", "message", "details"}}``.

Infrastructure faults are answered, never leaked: a database or broker that cannot be reached is a 503
with ``Retry-After``; anything unforeseen is a logged 500 with the same shape.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, current_app, jsonify
from kombu.exceptions import OperationalError as KombuOperationalError
from pydantic import ValidationError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError
from sqlalchemy.exc import InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError
from werkzeug.exceptions import HTTPException

log = logging.getLogger(__name__)


class ApiError(Exception):
    """An error the API reports to the client as-is."""

    def __init__(self, status: int, code: str, message: str, details: dict[str, Any] | None = None):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details or {}
        self.headers: dict[str, str] = {}


class Unavailable(ApiError):
    """A dependency is down: 503 with Retry-After."""

    def __init__(self, code: str, message: str, details: dict[str, Any] | None = None):
        super().__init__(503, code, message, details)


def error_response(status: int, code: str, message: str, details: dict[str, Any] | None = None,
                   headers: dict[str, str] | None = None):
    """Build the JSON error response."""
    response = jsonify({"error": {"code": code, "message": message, "details": details or {}}})
    response.status_code = status
    for key, value in (headers or {}).items():
        response.headers[key] = value
    return response


def _retry_after() -> dict[str, str]:
    """The Retry-After header for 503s."""
    return {"Retry-After": str(current_app.config["RETRY_AFTER_S"])}


def validation_details(exc: ValidationError) -> dict[str, Any]:
    """Turn a pydantic ValidationError into JSON-safe details."""
    errors = [
        {"loc": [str(p) for p in err["loc"]], "msg": err["msg"], "type": err["type"]}
        for err in exc.errors(include_url=False, include_context=False, include_input=False)
    ]
    return {"errors": errors}


def _http_code(exc: HTTPException) -> str:
    """A snake_case code from an HTTP exception's name ("Not Found" → "not_found")."""
    return (exc.name or "error").lower().replace(" ", "_").replace("-", "_")


def register_error_handlers(app: Flask) -> None:
    """Answer every error from the app in the one JSON shape."""

    @app.errorhandler(ApiError)
    def _api_error(exc: ApiError):
        headers = dict(exc.headers)
        if exc.status == 503:
            headers.update(_retry_after())
        return error_response(exc.status, exc.code, exc.message, exc.details, headers)

    @app.errorhandler(ValidationError)
    def _validation(exc: ValidationError):
        return error_response(422, "validation_error", "the request body is not valid",
                              validation_details(exc))

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException):
        code = _http_code(exc)
        if exc.code == 413:
            code = "payload_too_large"
        headers = {}
        if exc.code == 405 and getattr(exc, "valid_methods", None):
            headers["Allow"] = ", ".join(exc.valid_methods)
        return error_response(exc.code or 500, code, exc.description or exc.name, None, headers)

    @app.errorhandler(OperationalError)
    @app.errorhandler(PoolTimeoutError)
    @app.errorhandler(InterfaceError)
    def _database(exc: Exception):
        log.warning("database unavailable: %s", exc.__class__.__name__, exc_info=exc)
        return error_response(503, "database_unavailable", "the database cannot be reached; try again",
                              None, _retry_after())

    @app.errorhandler(RedisConnectionError)
    @app.errorhandler(RedisTimeoutError)
    @app.errorhandler(KombuOperationalError)
    def _broker(exc: Exception):
        log.warning("broker unavailable: %s", exc.__class__.__name__, exc_info=exc)
        return error_response(503, "broker_unavailable", "the order queue cannot be reached; try again",
                              None, _retry_after())

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception):
        log.exception("unhandled error")
        return error_response(500, "internal_error", "something went wrong on our side")
