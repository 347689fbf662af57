"""Alembic: an empty database goes up to head and back down, on PostgreSQL and SQLite, and head matches
the models."""

from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text

from ordering.db import Base
from tests.integration.support import PostgresDatabase
from web.cli import downgrade, upgrade

TABLES = {"conversations", "turns", "orders", "order_lines", "counters"}


@pytest.fixture(params=["postgresql", "sqlite"])
def empty_database(request, tmp_path):
    """An empty database URL of each kind."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'migrate.db'}"
        return
    database = PostgresDatabase()
    try:
        yield database.url
    finally:
        database.drop()


def test_upgrade_to_head_matches_the_models_and_downgrades_to_empty(empty_database):
    upgrade(empty_database)
    engine = create_engine(empty_database)
    try:
        assert TABLES <= set(inspect(engine).get_table_names())
        with engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            diff = compare_metadata(context, Base.metadata)
            assert diff == [], diff
            assert conn.execute(text("SELECT value FROM counters WHERE name = 'orders'")).scalar() == 0
        downgrade(empty_database, "base")
        assert set(inspect(engine).get_table_names()) - {"alembic_version"} == set()
        upgrade(empty_database)  # and up again
        assert TABLES <= set(inspect(engine).get_table_names())
    finally:
        engine.dispose()
