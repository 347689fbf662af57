"""The database bound to the Flask app: one engine per app, a session per request or task.

A pooled PostgreSQL connection is checked for life at checkout without a round trip: an idle connection
has nothing to read, so one whose socket is readable (the server's "terminating connection" and EOF
after a restart, pg_terminate_backend or an idle timeout) or that psycopg marked broken is swapped for a
fresh one. The pool's pre-ping (a SELECT 1 before every request and task step) cost a round trip each.
"""

from __future__ import annotations

import select
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from flask import Flask, current_app, g
from sqlalchemy import event
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.orm import Session

from ordering.db import make_engine, make_sessionmaker
from web.turn_store import TurnStore


def init_app(app: Flask) -> None:
    """Create the engine for DATABASE_URL and close the request's session at teardown."""
    url = app.config["DATABASE_URL"]
    if url.startswith("sqlite:///") and not url.startswith("sqlite:////"):
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    engine = make_engine(url, pool_pre_ping=False)
    if engine.dialect.name == "postgresql":
        event.listen(engine, "checkout", drop_if_closed)
    app.extensions["db_engine"] = engine
    app.extensions["db_sessionmaker"] = make_sessionmaker(engine)
    app.extensions["turn_store"] = TurnStore(engine)
    app.teardown_appcontext(_close_session)


def drop_if_closed(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
    """Make the pool replace a checked-out psycopg connection that the server has already closed."""
    if dbapi_connection.closed or dbapi_connection.broken:
        raise DisconnectionError("connection closed")
    try:
        fd = dbapi_connection.pgconn.socket
    except Exception as exc:  # noqa: BLE001 — psycopg raises when the connection has no socket left
        raise DisconnectionError("connection has no socket") from exc
    poller = select.poll()
    poller.register(fd, select.POLLIN | select.POLLPRI)
    if poller.poll(0):  # idle in the pool, yet something to read: the server said goodbye
        raise DisconnectionError("the server closed the connection")


def get_session() -> Session:
    """The current request's session (opened on first use)."""
    if "db_session" not in g:
        g.db_session = current_app.extensions["db_sessionmaker"]()
    return g.db_session


def _close_session(_exc: BaseException | None = None) -> None:
    """Close the request's session, rolling back anything uncommitted."""
    session = g.pop("db_session", None)
    if session is not None:
        session.close()


@contextmanager
def session_scope() -> Iterator[Session]:
    """A fresh session for a task or a background job, closed (and rolled back if uncommitted) after."""
    session = current_app.extensions["db_sessionmaker"]()
    try:
        yield session
    finally:
        session.close()
