"""The statements that open a conversation and take a customer's turn in: Core, built once, one round trip
each on PostgreSQL.

A turn is the hottest write of the service: every word a customer says is stored before anything else
happens. On PostgreSQL these statements run on an autocommit connection, so each is its own transaction
and costs one round trip (no BEGIN, no COMMIT), and a turn the cache answers is stored answered, with
its cart, by one statement (a data-modifying CTE: the cart's compare-and-set and the turn's INSERT
commit together or not at all). SQLite has no data-modifying CTE: there the two run in one transaction.

Nothing is lost by leaving the read outside the write's transaction: the cart moves only by a
compare-and-set on its version, and a retried Idempotency-Key is caught by the unique constraint.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    DateTime,
    Engine,
    Insert,
    Select,
    String,
    Text,
    bindparam,
    cast,
    func,
    insert,
    select,
    true,
    update,
)

from ordering.cart import Cart
from ordering.db import Conversation, Order, Turn, new_id, utcnow
from workers.turns import MOVE_CART as _MOVE_CART  # the cart's compare-and-set, the worker's too


@dataclass(frozen=True)
class ConversationRow:
    """What taking a turn needs of a conversation."""

    id: str
    token_hash: str
    cart: dict[str, Any]
    version: int


@dataclass(frozen=True)
class Tally:
    """What accepting a turn needs to know besides the conversation itself."""

    total: int  # turns so far
    pending: int  # of them still waiting for the model
    earlier_id: int | None  # the turn posted before with this Idempotency-Key
    order_id: int | None  # the placed order, once confirmed


@dataclass(frozen=True)
class NewTurn:
    """A turn to store: pending (for the queue) or already answered (by the cache)."""

    conversation_id: str
    text: str
    idempotency_key: str | None
    request_id: str | None
    created_at: datetime
    status: str = "pending"
    enqueued_at: datetime | None = None
    attempts: int = 0
    reply: str | None = None
    intent: str | None = None
    understood: bool | None = None
    output: str | None = None
    source: str | None = None
    done_at: datetime | None = None

    def values(self) -> dict[str, Any]:
        """The turn's columns and values."""
        return dict(self.__dict__)


def _load_statement() -> Select:
    """The conversation and its tally, in one statement."""
    conversation_id, key = bindparam("conversation_id"), bindparam("key")
    tally = (
        select(
            func.count(Turn.id).label("total"),
            func.count(Turn.id).filter(Turn.status == "pending").label("pending"),
            func.max(Turn.id).filter(Turn.idempotency_key == key).label("earlier_id"),  # NULL key: none
        )
        .where(Turn.conversation_id == conversation_id)
        .subquery()
    )
    placed = select(Order.id).where(Order.conversation_id == conversation_id).scalar_subquery()
    return (
        select(Conversation.id, Conversation.token_hash, Conversation.cart, Conversation.version,
               tally.c.total, tally.c.pending, tally.c.earlier_id, placed)
        .join(tally, true())  # an aggregate without GROUP BY: always exactly one row
        .where(Conversation.id == conversation_id)
    )


_TYPES = {"text": Text(), "idempotency_key": String(), "request_id": String(), "status": String(),
          "reply": Text(), "intent": String(), "understood": Boolean(), "output": Text(),
          "source": String(), "created_at": DateTime(timezone=True), "enqueued_at": DateTime(timezone=True),
          "done_at": DateTime(timezone=True), "attempts": Turn.attempts.type}


def _answered_statement() -> Insert:
    """PostgreSQL: the cart's compare-and-set and the answered turn's INSERT as one statement.

    The INSERT selects from the UPDATE's RETURNING: no row comes back when the cart moved meanwhile.
    The turn's parameters are prefixed: a parameter named like a column of the UPDATE's table would be
    set by it (Core adds such keys to an UPDATE's SET clause).
    """
    moved = _MOVE_CART.returning(Conversation.id).cte("moved")
    columns = {"conversation_id": moved.c.id}
    columns.update({name: cast(bindparam(f"turn_{name}"), kind) for name, kind in _TYPES.items()})
    return (insert(Turn).from_select(list(columns), select(*columns.values()), include_defaults=False)
            .returning(Turn.id))


_LOAD = _load_statement()
_INSERT = insert(Turn).returning(Turn.id)
_OPEN = insert(Conversation)
_ANSWERED = _answered_statement()
_UNMARK = update(Turn).where(Turn.id == bindparam("turn_id")).values(enqueued_at=None, attempts=0)


class TurnStore:
    """Read a conversation for a turn and store the turn (see the module's docstring)."""

    def __init__(self, engine: Engine):
        """Bind to ``engine``; on PostgreSQL its autocommit face (same pool) runs every statement."""
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        self.autocommit = engine.execution_options(isolation_level="AUTOCOMMIT") if self.postgres else engine

    def open(self, token_hash: str) -> str:
        """Store a new conversation with an empty cart, opened by the token of ``token_hash``; its id."""
        now = utcnow()
        values = {"id": new_id(), "token_hash": token_hash, "cart": {}, "version": 0, "created_at": now,
                  "updated_at": now}
        with self.autocommit.begin() as conn:
            conn.execute(_OPEN, values)
        return values["id"]

    def load(self, conversation_id: str, key: str | None) -> tuple[ConversationRow, Tally] | None:
        """The conversation and its tally (None if there is no such conversation)."""
        with self.autocommit.connect() as conn:
            row = conn.execute(_LOAD, {"conversation_id": conversation_id, "key": key}).first()
        if row is None:
            return None
        return ConversationRow(row[0], row[1], row[2] or {}, row[3]), Tally(*row[4:])

    def add(self, turn: NewTurn) -> int:
        """Store ``turn``; return its id (IntegrityError: this Idempotency-Key was taken meanwhile)."""
        with self.autocommit.begin() as conn:
            return conn.execute(_INSERT, turn.values()).scalar_one()

    def add_answered(self, turn: NewTurn, version: int, cart: Cart) -> int | None:
        """Store ``turn`` (answered) and move the conversation's cart from ``version`` to ``cart``, both or
        neither; return the turn's id, or None if the cart is no longer at ``version``."""
        move = {"conversation_id": turn.conversation_id, "expected": version, "now": turn.done_at,
                "new_cart": cart.model_dump(mode="json")}
        if self.postgres:
            params = {**move, **{f"turn_{name}": value for name, value in turn.values().items()}}
            with self.autocommit.connect() as conn:
                return conn.execute(_ANSWERED, params).scalar()
        with self.engine.begin() as conn:
            if conn.execute(_MOVE_CART, move).rowcount != 1:
                conn.rollback()
                return None
            return conn.execute(_INSERT, turn.values()).scalar_one()

    def unmark(self, turn_id: int) -> None:
        """Record that the turn never reached the broker (the sweeper and a retried request resend it)."""
        with self.autocommit.begin() as conn:
            conn.execute(_UNMARK, {"turn_id": turn_id})
