"""Orders remember the status before their last change, so a barista can recall (undo) that move.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add orders.previous_status (NULL: no move yet, or made before this column existed)."""
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("previous_status", sa.String(16), nullable=True))


def downgrade() -> None:
    """Drop orders.previous_status."""
    with op.batch_alter_table("orders") as batch:
        batch.drop_column("previous_status")
