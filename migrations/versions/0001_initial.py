"""Initial schema: conversations, turns, orders, order lines, counters.

Written by hand from ordering/db.py (constraint names follow its naming convention) and checked by
tests/integration/test_migrations.py, which compares it with the models after upgrading.

Revision ID: 0001
Revises:
Create Date: 2025-11-30
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TZ = sa.DateTime(timezone=True)


def upgrade() -> None:
    """Create the tables and seed the orders counter."""
    op.create_table(
        "conversations",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("cart", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conversations")),
    )
    op.create_table(
        "turns",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("conversation_id", sa.String(32), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("idempotency_key", sa.String(128), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("reply", sa.Text(), nullable=True),
        sa.Column("intent", sa.String(32), nullable=True),
        sa.Column("understood", sa.Boolean(), nullable=True),
        sa.Column("output", sa.Text(), nullable=True),
        sa.Column("source", sa.String(16), nullable=True),
        sa.Column("request_id", sa.String(64), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("enqueued_at", TZ, nullable=True),
        sa.Column("done_at", TZ, nullable=True),
        sa.ForeignKeyConstraint(["conversation_id"], ["conversations.id"], ondelete="CASCADE",
                                name=op.f("fk_turns_conversation_id_conversations")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_turns")),
        sa.UniqueConstraint("conversation_id", "idempotency_key", name="uq_turns_conversation_idempotency"),
    )
    op.create_index("ix_turns_status_enqueued_at", "turns", ["status", "enqueued_at"])
    op.create_table(
        "orders",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("conversation_id", sa.String(32), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("customer_name", sa.String(80), nullable=True),
        sa.Column("to_go", sa.Boolean(), nullable=True),
        sa.Column("total_cents", sa.Integer(), nullable=False),
        sa.Column("customer_words", sa.JSON(), nullable=False),
        sa.Column("menu_version", sa.String(64), nullable=True),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("placed_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.ForeignKeyConstraint(["conversation_id"], ["conversations.id"],
                                name=op.f("fk_orders_conversation_id_conversations")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_orders")),
        sa.UniqueConstraint("conversation_id", name=op.f("uq_orders_conversation_id")),
    )
    op.create_index(op.f("ix_orders_revision"), "orders", ["revision"])
    op.create_table(
        "order_lines",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("item", sa.String(80), nullable=False),
        sa.Column("qty", sa.Integer(), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("modifiers", sa.JSON(), nullable=False),
        sa.Column("unit_cents", sa.Integer(), nullable=False),
        sa.Column("total_cents", sa.Integer(), nullable=False),
        sa.Column("snapshot", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["order_id"], ["orders.id"], ondelete="CASCADE",
                                name=op.f("fk_order_lines_order_id_orders")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_order_lines")),
    )
    op.create_index(op.f("ix_order_lines_order_id"), "order_lines", ["order_id"])
    counters = op.create_table(
        "counters",
        sa.Column("name", sa.String(32), nullable=False),
        sa.Column("value", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("name", name=op.f("pk_counters")),
    )
    # Seeded so the first order takes the row lock like every later one.
    op.bulk_insert(counters, [{"name": "orders", "value": 0}])


def downgrade() -> None:
    """Drop everything, children first."""
    op.drop_table("counters")
    op.drop_index(op.f("ix_order_lines_order_id"), table_name="order_lines")
    op.drop_table("order_lines")
    op.drop_index(op.f("ix_orders_revision"), table_name="orders")
    op.drop_table("orders")
    op.drop_index("ix_turns_status_enqueued_at", table_name="turns")
    op.drop_table("turns")
    op.drop_table("conversations")
