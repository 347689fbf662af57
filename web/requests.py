"""Reading request bodies and query parameters, with the API's errors for each way they go wrong."""

from __future__ import annotations

import json
from typing import TypeVar

from flask import request
from pydantic import BaseModel

from web.errors import ApiError

M = TypeVar("M", bound=BaseModel)


def parse_body(model: type[M], *, allow_empty: bool = False) -> M | None:
    """Validate the JSON body with ``model``: 415 not JSON, 400 malformed, 422 invalid (wrong types too)."""
    raw = request.get_data(cache=True)
    if not raw.strip():
        if allow_empty:
            return None
        raise ApiError(400, "malformed_json", "the request body must be a JSON object")
    if not request.is_json:
        raise ApiError(415, "unsupported_media_type", "send the body as application/json")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise ApiError(400, "malformed_json", f"the request body is not valid JSON: {exc}") from exc
    return model.model_validate(data)  # ValidationError → 422 in one shape (web.errors)


def query_int(name: str, default: int | None, low: int, high: int) -> int | None:
    """An integer query parameter within [low, high] (clamped above), else 400."""
    raw = request.args.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(float(raw)) if name == "wait" else int(raw)
    except ValueError as exc:
        raise ApiError(400, "bad_request", f"'{name}' must be a number") from exc
    if value < low:
        raise ApiError(400, "bad_request", f"'{name}' must be at least {low}")
    return min(value, high)
