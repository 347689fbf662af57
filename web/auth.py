"""Bearer tokens: a conversation's secret for its customer, one shared token for baristas.

No header (or not a bearer) is 401; a token that does not match is 403. Conversation tokens are stored
only as their SHA-256, and compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Any, TypeVar

from flask import current_app, request

from web.errors import ApiError

T = TypeVar("T")


def new_token() -> tuple[str, str]:
    """A fresh conversation token and its stored hash."""
    token = secrets.token_urlsafe(32)
    return token, hash_token(token)


def hash_token(token: str) -> str:
    """The SHA-256 hex digest stored in place of a token."""
    return hashlib.sha256(token.encode()).hexdigest()


def bearer_token() -> str:
    """The request's bearer token; 401 if there is none."""
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        error = ApiError(401, "unauthorized", "send 'Authorization: Bearer <token>'")
        error.headers["WWW-Authenticate"] = 'Bearer realm="coffeeglm"'
        raise error
    return token.strip()


def is_barista(token: str) -> bool:
    """Whether ``token`` is the barista token (never true when none is configured)."""
    expected = current_app.config.get("BARISTA_TOKEN") or ""
    return bool(expected) and hmac.compare_digest(token.encode(), expected.encode())


def require_barista() -> None:
    """Let only baristas through: 401 without a token, 403 with a wrong one."""
    if not is_barista(bearer_token()):
        raise ApiError(403, "forbidden", "this needs the barista token")


def check_conversation_token(token: str, conversation: Any) -> None:
    """403 unless ``token`` is the conversation's secret."""
    if not hmac.compare_digest(hash_token(token), conversation.token_hash):
        raise ApiError(403, "forbidden", "this token does not open this conversation")
