"""Accept a customer's turn: store it, answer from the cache when possible, else hand it to the broker.

The turn is committed before anything else happens (the outbox): if the broker is down the customer
gets a 503 with Retry-After, and the sweeper hands the stored turn to the broker once it is back.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from flask import current_app, g
from sqlalchemy import Select, bindparam, func, select, true
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from ordering.cart import Cart
from ordering.db import Conversation, Order, Turn, utcnow
from ordering.menu import load_menu
from web.errors import ApiError, Unavailable
from workers import metrics, turns
from workers.cache import ParseCache

log = logging.getLogger(__name__)


def find_by_key(session: Session, conversation_id: str, key: str) -> Turn | None:
    """The turn posted earlier with this Idempotency-Key, if any."""
    return session.scalar(
        select(Turn).where(Turn.conversation_id == conversation_id, Turn.idempotency_key == key)
    )


@dataclass(frozen=True)
class Tally:
    """What accepting a turn needs to know besides the conversation itself."""

    total: int  # turns so far
    pending: int  # of them still waiting for the model
    earlier_id: int | None  # the turn posted before with this Idempotency-Key
    order_id: int | None  # the placed order, once confirmed


def _load_for_turn_statement() -> Select:
    """The conversation and its tally (built once: only the parameters change between requests)."""
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
        select(Conversation, tally.c.total, tally.c.pending, tally.c.earlier_id, placed)
        .join(tally, true())  # an aggregate without GROUP BY: always exactly one row
        .where(Conversation.id == conversation_id)
    )


_LOAD_FOR_TURN = _load_for_turn_statement()


def load_for_turn(
    session: Session, conversation_id: str, key: str | None
) -> tuple[Conversation, Tally] | None:
    """The conversation and its tally in one round trip; None if there is no such conversation."""
    row = session.execute(_LOAD_FOR_TURN, {"conversation_id": conversation_id, "key": key}).first()
    return None if row is None else (row[0], Tally(*row[1:]))


def accept_turn(
    session: Session, conversation: Conversation, tally: Tally, text: str, key: str | None
) -> tuple[Turn, bool]:
    """Store (or find, for a retried key) the turn and get it answered; return it and whether the cache
    answered it in this request.

    ``tally`` is the conversation's, read with it (``load_for_turn``). A cache hit is stored already
    answered, with the new cart, in one transaction: no queue, no model, no second write.
    """
    total, pending, earlier_id, order_id = tally.total, tally.pending, tally.earlier_id, tally.order_id
    if earlier_id is not None:
        earlier = session.get(Turn, earlier_id)
        if earlier.status == "pending" and earlier.enqueued_at is None:
            enqueue(session, earlier)  # the first try never reached the broker
        return earlier, False
    if order_id is not None:
        raise ApiError(409, "conversation_closed", "this conversation's order is already placed")
    if total >= current_app.config["MAX_TURNS_PER_CONVERSATION"]:
        raise ApiError(409, "too_many_turns", "this conversation has reached its turn limit")
    turn = Turn(
        conversation_id=conversation.id, text=text, idempotency_key=key, request_id=g.get("request_id")
    )
    # with an earlier turn pending, the cart these words apply to is not known yet: the queue keeps order
    answered = None if pending else answer_from_cache(session, conversation, turn)
    if answered is None:  # stored as handed to the broker already: no second write once it is
        turn.enqueued_at, turn.attempts = utcnow(), 1
    session.add(turn)
    try:
        session.commit()
    except IntegrityError:  # the same key, posted twice at once: the other request won
        session.rollback()
        earlier = find_by_key(session, conversation.id, key) if key else None
        if earlier is None:
            raise
        return earlier, False
    if answered is not None:
        set_committed_value(conversation, "cart", answered.model_dump(mode="json"))
        set_committed_value(conversation, "version", conversation.version + 1)
        metrics.TURNS_DONE.labels("cache").inc()
        return turn, True
    enqueue(session, turn, marked=True)
    return turn, False


def answer_from_cache(session: Session, conversation: Conversation, turn: Turn) -> Cart | None:
    """Fill in ``turn`` as answered from the parse cache and move the cart (uncommitted); return the new
    cart, or None on a miss (the turn stays pending for the queue).
    """
    cache: ParseCache = current_app.extensions["parse_cache"]
    versions = cache.versions()
    if versions is None:  # the workers have not published theirs yet
        return None
    cart = conversation_cart(conversation)
    hit = cache.get(versions, turn.text, cart.digest())
    metrics.CACHE_LOOKUPS.labels("web", "hit" if hit else "miss").inc()
    if hit is None:
        return None
    try:
        outcome = turns.apply_parse(hit, cart, load_menu(current_app.config.get("MENU_PATH")))
    except Exception:  # noqa: BLE001 — a bad entry is a miss; the worker will parse it afresh
        log.exception("cached parse could not be applied")
        return None
    now = utcnow()
    if not turns.move_cart(session, conversation.id, conversation.version, outcome.cart, now):
        return None  # the cart moved since it was read: let the queue answer, in order
    turn.status, turn.reply, turn.source, turn.done_at = "done", outcome.reply, "cache", now
    turn.intent = getattr(hit, "intent", None)
    turn.understood = getattr(hit, "understood", None)
    turn.output = getattr(hit, "output", None)
    return outcome.cart


def enqueue(session: Session, turn: Turn, *, marked: bool = False) -> None:
    """Hand ``turn`` to the broker and record that it did; 503 (turn kept) if the broker cannot be reached.

    ``marked``: the turn was committed as handed over already (a new turn: one commit instead of two). If
    the broker is down it is unmarked, so that the sweeper and a retried request hand it over at once;
    should this process die between its commit and the send, the sweeper takes it after SWEEP_AFTER_S.
    """
    celery = current_app.extensions["celery"]
    try:
        celery.send_task(
            "workers.tasks.parse_turn", args=[turn.id], kwargs={"request_id": g.get("request_id")}
        )
    except Exception as exc:  # noqa: BLE001 — kombu/redis raise several types for "down"
        log.warning("broker unavailable, turn %s kept for the sweeper: %s", turn.id, exc)
        if marked:
            unmark(session, turn)
        raise Unavailable(
            "broker_unavailable",
            "your words are saved and will be answered shortly; the queue is down",
            {"turn_id": turn.id},
        ) from exc
    if not marked:
        turn.enqueued_at = utcnow()
        turn.attempts = (turn.attempts or 0) + 1
        session.commit()


def unmark(session: Session, turn: Turn) -> None:
    """Record that ``turn`` never reached the broker (best effort: else the sweeper takes it later)."""
    try:
        turn.enqueued_at, turn.attempts = None, 0
        session.commit()
    except SQLAlchemyError as exc:
        session.rollback()
        log.warning("turn %s left marked as enqueued (the sweeper retries it later): %s", turn.id, exc)


def conversation_cart(conversation: Conversation) -> Cart:
    """The conversation's current cart."""
    return Cart.model_validate(conversation.cart or {})
