"""Apply a parse to a conversation and persist the outcome exactly once (torch-free: the web uses it too).

The write is a compare-and-set on the conversation's version and the turn's status, in one
transaction: a redelivered task, a sweeper's duplicate or a racing worker finds the turn already done
(or the cart moved on) and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, func, select, update
from sqlalchemy.orm import Session

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
    conversation_id: str = ""


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


def next_pending(session: Session, turn_id: int) -> Snapshot | None:
    """The earliest pending turn of ``turn_id``'s conversation, if ``turn_id`` is still pending.

    Turns of one conversation are applied in order: the words of turn N refer to the cart that turn
    N-1 left, so a task for turn N first processes any earlier turn still pending.
    """
    turn = session.get(Turn, turn_id)
    if turn is None or turn.status != "pending":
        return None
    first = session.scalar(
        select(Turn).where(Turn.conversation_id == turn.conversation_id, Turn.status == "pending")
        .order_by(Turn.id).limit(1))
    conversation = session.get(Conversation, turn.conversation_id)
    if first is None or conversation is None:
        return None
    return Snapshot(turn_id=first.id, text=first.text, cart=Cart.model_validate(conversation.cart or {}),
                    version=conversation.version, conversation_id=conversation.id)


# Built once: constructing and cache-keying a statement per call cost more CPU than running it.
_MOVE_CART = (
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
    return session.execute(_MOVE_CART, params).rowcount == 1


def record(session: Session, snapshot: Snapshot, outcome: Outcome, parse: Any, source: str) -> bool:
    """Persist a turn's outcome if nothing moved since ``snapshot``; commit and return whether it did."""
    turn = session.get(Turn, snapshot.turn_id)
    if turn is None:
        return False
    now = utcnow()
    moved = move_cart(session, turn.conversation_id, snapshot.version, outcome.cart, now)
    done = session.execute(
        update(Turn)
        .where(Turn.id == snapshot.turn_id, Turn.status == "pending")
        .values(status="done", reply=outcome.reply, intent=getattr(parse, "intent", None),
                understood=getattr(parse, "understood", None), output=getattr(parse, "output", None),
                source=source, done_at=now)
        .execution_options(synchronize_session=False)
    ).rowcount
    if not moved or done != 1:
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
