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
    app.extensions["turn_store"] = store = TurnStore(engine)
    app.extensions["db_autocommit_sessionmaker"] = make_sessionmaker(store.autocommit)
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


def get_session(*, autocommit: bool = False) -> Session:
    """The current request's session (opened on first use).

    ``autocommit``: a second session of the request whose every statement is its own transaction on
    PostgreSQL (see ``session_scope``): for reads, such as a long-poll's.
    """
    name = "db_autocommit_session" if autocommit else "db_session"
    if name not in g:
        maker = "db_autocommit_sessionmaker" if autocommit else "db_sessionmaker"
        setattr(g, name, current_app.extensions[maker]())
    return g.get(name)


def _close_session(_exc: BaseException | None = None) -> None:
    """Close the request's sessions, rolling back anything uncommitted."""
    for name in ("db_session", "db_autocommit_session"):
        session = g.pop(name, None)
        if session is not None:
            session.close()


@contextmanager
def session_scope(*, autocommit: bool = False) -> Iterator[Session]:
    """A fresh session for a task or a background job, closed (and rolled back if uncommitted) after.

    ``autocommit``: on PostgreSQL every statement is its own transaction (no BEGIN, COMMIT or ROLLBACK
    round trips); only for reads and for writes made by one statement. SQLite keeps a plain session.
    """
    maker = "db_autocommit_sessionmaker" if autocommit else "db_sessionmaker"
    session = current_app.extensions[maker]()
    try:
        yield session
    finally:
        session.close()
