"""Database models (SQLAlchemy 2.0, typed) and the engine/session factory shared by web and workers.

Conversations hold the live cart as JSON; turns are the customer's messages and their replies; orders
hold a priced snapshot of the cart at confirmation, line by line, so a later menu change never
re-prices an order. ``Counter`` gives the barista board a gap-free, commit-ordered cursor.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship, sessionmaker

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

TURN_STATUSES = ("pending", "done")
ORDER_STATUSES = ("placed", "preparing", "ready", "collected", "cancelled")


def utcnow() -> datetime:
    """Return the current time, timezone-aware, in UTC."""
    return datetime.now(UTC)


def new_id() -> str:
    """Return a fresh random conversation id."""
    return uuid.uuid4().hex


class Base(DeclarativeBase):
    """Declarative base whose constraint names follow one convention (stable migrations)."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class Conversation(Base):
    """A customer's conversation: the live cart, guarded by a secret token (stored hashed)."""

    __tablename__ = "conversations"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    token_hash: Mapped[str] = mapped_column(String(64))
    cart: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    # Bumped on every cart change: writers update "WHERE version = seen" so a redelivered task or a
    # racing worker can never apply a turn twice.
    version: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    turns: Mapped[list[Turn]] = relationship(back_populates="conversation", order_by="Turn.id")
    order: Mapped[Order | None] = relationship(back_populates="conversation")


class Turn(Base):
    """One customer message and, once processed, its reply."""

    __tablename__ = "turns"
    __table_args__ = (
        UniqueConstraint("conversation_id", "idempotency_key", name="uq_turns_conversation_idempotency"),
        Index("ix_turns_status_enqueued_at", "status", "enqueued_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    conversation_id: Mapped[str] = mapped_column(ForeignKey("conversations.id", ondelete="CASCADE"))
    text: Mapped[str] = mapped_column(Text)
    idempotency_key: Mapped[str | None] = mapped_column(String(128))
    status: Mapped[str] = mapped_column(String(16), default="pending")
    reply: Mapped[str | None] = mapped_column(Text)
    intent: Mapped[str | None] = mapped_column(String(32))
    understood: Mapped[bool | None] = mapped_column(Boolean)
    output: Mapped[str | None] = mapped_column(Text)  # the model's edit language, for audit
    source: Mapped[str | None] = mapped_column(String(16))  # model | cache | fallback | direct (a button)
    request_id: Mapped[str | None] = mapped_column(String(64))
    attempts: Mapped[int] = mapped_column(Integer, default=0)  # times handed to the broker
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    enqueued_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    done_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))

    conversation: Mapped[Conversation] = relationship(back_populates="turns")


class Order(Base):
    """A placed order: a priced snapshot of the cart, moving through the barista lifecycle."""

    __tablename__ = "orders"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    conversation_id: Mapped[str] = mapped_column(ForeignKey("conversations.id"), unique=True)
    status: Mapped[str] = mapped_column(String(16), default="placed")
    # The status before the last change (None until the first move): a barista's recall may undo only
    # that last move, and only while it is recent (ordering/orders.py).
    previous_status: Mapped[str | None] = mapped_column(String(16))
    customer_name: Mapped[str | None] = mapped_column(String(80))
    to_go: Mapped[bool | None] = mapped_column(Boolean)
    total_cents: Mapped[int] = mapped_column(Integer)
    customer_words: Mapped[list[str]] = mapped_column(JSON, default=list)
    menu_version: Mapped[str | None] = mapped_column(String(64))
    revision: Mapped[int] = mapped_column(Integer, index=True)
    placed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    conversation: Mapped[Conversation] = relationship(back_populates="order")
    lines: Mapped[list[OrderLine]] = relationship(
        back_populates="order", order_by="OrderLine.position", cascade="all, delete-orphan"
    )


class OrderLine(Base):
    """One line of an order with its price and modifiers frozen at placement."""

    __tablename__ = "order_lines"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    item: Mapped[str] = mapped_column(String(80))
    qty: Mapped[int] = mapped_column(Integer)
    description: Mapped[str] = mapped_column(Text)
    modifiers: Mapped[list[str]] = mapped_column(JSON, default=list)
    unit_cents: Mapped[int] = mapped_column(Integer)
    total_cents: Mapped[int] = mapped_column(Integer)
    snapshot: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)  # the cart line as placed

    order: Mapped[Order] = relationship(back_populates="lines")


class Counter(Base):
    """A named counter; incrementing it row-locks, so values follow commit order."""

    __tablename__ = "counters"

    name: Mapped[str] = mapped_column(String(32), primary_key=True)
    value: Mapped[int] = mapped_column(Integer, default=0)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """Make SQLite safe for a web process and a worker sharing one file."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def make_engine(url: str, **kwargs: Any) -> Engine:
    """Create an Engine for ``url``, with SQLite tuned for concurrent processes."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 10}, **kwargs)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    kwargs.setdefault("pool_size", 10)
    kwargs.setdefault("max_overflow", 20)
    if url.startswith("postgresql"):
        kwargs.setdefault("connect_args", {"connect_timeout": 3})
    return create_engine(url, **kwargs)


def make_sessionmaker(engine: Engine) -> sessionmaker:
    """Return the session factory used by web requests and worker tasks alike."""
    return sessionmaker(bind=engine, expire_on_commit=False)
