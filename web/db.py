"""The database bound to the Flask app: one engine per app, a session per request or task."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from flask import Flask, current_app, g
from sqlalchemy.orm import Session

from ordering.db import make_engine, make_sessionmaker


def init_app(app: Flask) -> None:
    """Create the engine for DATABASE_URL and close the request's session at teardown."""
    url = app.config["DATABASE_URL"]
    if url.startswith("sqlite:///") and not url.startswith("sqlite:////"):
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    engine = make_engine(url)
    app.extensions["db_engine"] = engine
    app.extensions["db_sessionmaker"] = make_sessionmaker(engine)
    app.teardown_appcontext(_close_session)


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
