"""Alembic environment: migrates the database named by ``-x url=``, the config, or COFFEEGLM_DATABASE_URL."""

from __future__ import annotations

import os
from logging.config import fileConfig

from alembic import context

from ordering.db import Base, make_engine
from web.config import DEFAULTS

config = context.config
if config.config_file_name is not None and config.attributes.get("configure_logger", True):
    fileConfig(config.config_file_name, disable_existing_loggers=False)

target_metadata = Base.metadata


def database_url() -> str:
    """The URL to migrate: ``-x url=...`` → sqlalchemy.url option → environment → default."""
    return (context.get_x_argument(as_dictionary=True).get("url")
            or config.get_main_option("sqlalchemy.url")
            or os.environ.get("COFFEEGLM_DATABASE_URL")
            or DEFAULTS["DATABASE_URL"])


def run_offline() -> None:
    """Emit SQL without a connection (``alembic upgrade head --sql``)."""
    context.configure(url=database_url(), target_metadata=target_metadata, literal_binds=True,
                      render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    """Migrate over a connection; SQLite gets batch mode so ALTERs work."""
    url = database_url()
    engine = make_engine(url)
    with engine.connect() as connection:
        context.configure(connection=connection, target_metadata=target_metadata,
                          render_as_batch=url.startswith("sqlite"), compare_type=True)
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
