"""Apply a parse to a conversation and persist the outcome exactly once (torch-free: the web uses it too).

The write is a compare-and-set on the conversation's version and the turn's status, in one
transaction: a redelivered task, a sweeper's duplicate or a racing worker finds the turn already done
(or the cart moved on) and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Select, Update, bindparam, exists, func, select, update
from sqlalchemy.orm import Session, aliased

from ordering.cart import Cart, PricedCart
from ordering.db import Conversation, Turn, utcnow
from ordering.edits import apply_edits
from ordering.menu import Menu
from ordering.pricing import price_cart
from ordering.replies import build_reply

FALLBACK_REPLY = "Sorry, I couldn't work that one out — could you say it another way?"


@dataclass(frozen=True)
class Outcome:
    """The cart after a turn and the reply to show."""

    cart: Cart
    reply: str


@dataclass(frozen=True)
class Snapshot:
    """What a turn applies to: the conversation's cart and its version when read."""

    turn_id: int
    text: str
    cart: Cart
    version: int
    conversation_id: str


def apply_parse(parse: Any, cart: Cart, menu: Menu) -> Outcome:
    """Apply a parse (edits, intent, understood) to ``cart``: the new cart and the customer's reply."""
    result = apply_edits(cart, list(parse.edits), menu)
    reply = build_reply(result, cart, menu, intent=parse.intent, understood=parse.understood)
    return Outcome(cart=result.cart, reply=reply)


def priced(conversation: Conversation, menu: Menu) -> PricedCart:
    """The conversation's cart, priced from the menu."""
    return price_cart(Cart.model_validate(conversation.cart or {}), menu)


_PENDING = select(func.count()).select_from(Turn).where(
    Turn.conversation_id == bindparam("conversation_id"), Turn.status == "pending")
_PENDING_BEFORE = _PENDING.where(Turn.id < bindparam("before"))


def has_pending(session: Session, conversation_id: str, before: int | None = None) -> bool:
    """Whether the conversation has a pending turn (with a smaller id than ``before`` when given)."""
    if before is None:
        return bool(session.scalar(_PENDING, {"conversation_id": conversation_id}))
    return bool(session.scalar(_PENDING_BEFORE, {"conversation_id": conversation_id, "before": before}))


def _next_pending_statement() -> Select:
    """The earliest pending turn of the conversation of turn :turn_id (if that one is pending) and the
    conversation's cart and version."""
    mine = aliased(Turn)
    conversation_of_mine = (
        select(mine.conversation_id)
        .where(mine.id == bindparam("turn_id"), mine.status == "pending")
        .scalar_subquery()
    )
    return (
        select(Turn.id, Turn.text, Conversation.id, Conversation.cart, Conversation.version)
        .join(Conversation, Conversation.id == Turn.conversation_id)
        .where(Turn.conversation_id == conversation_of_mine, Turn.status == "pending")
        .order_by(Turn.id)
        .limit(1)
    )


_NEXT_PENDING = _next_pending_statement()


def next_pending(session: Session, turn_id: int) -> Snapshot | None:
    """The earliest pending turn of ``turn_id``'s conversation, if ``turn_id`` is still pending.

    Turns of one conversation are applied in order: the words of turn N refer to the cart that turn
    N-1 left, so a task for turn N first processes any earlier turn still pending. One round trip.
    """
    row = session.connection().execute(_NEXT_PENDING, {"turn_id": turn_id}).first()
    if row is None:
        return None
    first_id, text, conversation_id, cart, version = row
    return Snapshot(turn_id=first_id, text=text, cart=Cart.model_validate(cart or {}), version=version,
                    conversation_id=conversation_id)


# Built once: constructing and cache-keying a statement per call cost more CPU than running it. The hot
# statements run on the session's Connection (Core): the ORM's execution layer cost more than they do.
MOVE_CART = (
    update(Conversation)
    .where(Conversation.id == bindparam("conversation_id"), Conversation.version == bindparam("expected"))
    .values(cart=bindparam("new_cart", type_=Conversation.cart.type), version=Conversation.version + 1,
            updated_at=bindparam("now", type_=Conversation.updated_at.type))
    .execution_options(synchronize_session=False)
)


def move_cart(session: Session, conversation_id: str, version: int, cart: Cart, now: Any) -> bool:
    """Store ``cart`` as the conversation's if it is still at ``version`` (compare-and-set, uncommitted)."""
    params = {"conversation_id": conversation_id, "expected": version,
              "new_cart": cart.model_dump(mode="json"), "now": now}
    return session.connection().execute(MOVE_CART, params).rowcount == 1


_ANSWER = (
    update(Turn)
    .where(Turn.id == bindparam("turn_id"), Turn.status == "pending")
    .values(status="done", reply=bindparam("the_reply"), intent=bindparam("the_intent"),
            understood=bindparam("the_understood", type_=Turn.understood.type),
            output=bindparam("the_output"), source=bindparam("the_source"),
            done_at=bindparam("now", type_=Turn.done_at.type))
    .execution_options(synchronize_session=False)
)


def _answer_in_one_statement() -> Update:
    """PostgreSQL: the turn's answer and the cart's compare-and-set as one statement, both or neither.

    The turn is locked first (still pending, or nothing happens); the cart moves only from the version
    read; the turn is answered only if the cart moved. No parameter is named like a column of the tables
    updated (Core would add it to their SET clause).
    """
    mine = (select(Turn.id).where(Turn.id == bindparam("turn_id"), Turn.status == "pending")
            .with_for_update().cte("mine"))
    moved = (
        update(Conversation)
        .where(Conversation.id == bindparam("the_conversation_id"),
               Conversation.version == bindparam("expected"), exists(select(mine.c.id)))
        .values(cart=bindparam("new_cart", type_=Conversation.cart.type), version=Conversation.version + 1,
                updated_at=bindparam("now", type_=Conversation.updated_at.type))
        .returning(Conversation.id)
        .cte("moved")
    )
    return _ANSWER.where(Turn.conversation_id == moved.c.id).returning(Turn.id)


_ANSWER_WITH_CART = _answer_in_one_statement()


def record(session: Session, snapshot: Snapshot, outcome: Outcome, parse: Any, source: str) -> bool:
    """Persist a turn's outcome if nothing moved since ``snapshot``; commit and return whether it did.

    On PostgreSQL one statement (one round trip in an autocommit session); elsewhere two in a transaction.
    """
    now = utcnow()
    answer = {
        "turn_id": snapshot.turn_id, "the_reply": outcome.reply, "the_intent": getattr(parse, "intent", None),
        "the_understood": getattr(parse, "understood", None), "the_output": getattr(parse, "output", None),
        "the_source": source, "now": now}
    if session.get_bind().dialect.name == "postgresql":
        cart = {"the_conversation_id": snapshot.conversation_id, "expected": snapshot.version,
                "new_cart": outcome.cart.model_dump(mode="json")}
        done = session.connection().execute(_ANSWER_WITH_CART, {**answer, **cart}).first() is not None
        session.commit()
        return done
    moved = move_cart(session, snapshot.conversation_id, snapshot.version, outcome.cart, now)
    if not moved or session.connection().execute(_ANSWER, answer).rowcount != 1:
        session.rollback()
        return False
    session.commit()
    return True


def record_fallback(session: Session, turn_id: int, reply: str = FALLBACK_REPLY) -> bool:
    """Answer a turn that could not be parsed with an apology, leaving the cart as it was."""
    now = utcnow()
    done = session.execute(
        update(Turn).where(Turn.id == turn_id, Turn.status == "pending")
        .values(status="done", reply=reply, understood=False, source="fallback", done_at=now)
        .execution_options(synchronize_session=False)
    ).rowcount
    session.commit()
    return done == 1
