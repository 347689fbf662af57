"""Flask CLI commands: ``flask --app web db upgrade|downgrade|current``, ``flask --app web sweep``."""

from __future__ import annotations

from pathlib import Path

import click
from alembic import command
from alembic.config import Config as AlembicConfig
from flask import Flask, current_app
from flask.cli import AppGroup, with_appcontext

REPO_ROOT = Path(__file__).resolve().parents[1]
db_cli = AppGroup("db", help="Database migrations (Alembic).")


def alembic_config(url: str) -> AlembicConfig:
    """Alembic's configuration for this repository, pointed at ``url``."""
    config = AlembicConfig(str(REPO_ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(REPO_ROOT / "migrations"))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    config.attributes["configure_logger"] = False
    return config


def upgrade(url: str, revision: str = "head") -> None:
    """Migrate the database at ``url`` up to ``revision``."""
    command.upgrade(alembic_config(url), revision)


def downgrade(url: str, revision: str = "base") -> None:
    """Migrate the database at ``url`` down to ``revision``."""
    command.downgrade(alembic_config(url), revision)


@db_cli.command("upgrade")
@click.argument("revision", default="head")
def upgrade_command(revision: str) -> None:
    """Upgrade the database to REVISION (default: head)."""
    upgrade(current_app.config["DATABASE_URL"], revision)
    click.echo(f"database at {revision}")


@db_cli.command("downgrade")
@click.argument("revision", default="-1")
def downgrade_command(revision: str) -> None:
    """Downgrade the database to REVISION (default: one step)."""
    downgrade(current_app.config["DATABASE_URL"], revision)
    click.echo(f"database at {revision}")


@db_cli.command("current")
def current_command() -> None:
    """Show the database's current revision."""
    command.current(alembic_config(current_app.config["DATABASE_URL"]))


@click.command("sweep")
@with_appcontext
def sweep_command() -> None:
    """Hand pending turns that the broker never got (or lost) back to it, once, now."""
    from workers.tasks import sweep_pending

    click.echo(f"re-enqueued {sweep_pending.run()} turns")


def init_app(app: Flask) -> None:
    """Register the commands."""
    app.cli.add_command(db_cli)
    app.cli.add_command(sweep_command)
