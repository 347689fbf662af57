"""Accept a customer's turn: store it, answer from the cache when possible, else hand it to the broker.

The turn is committed before anything else happens (the outbox): if the broker is down the customer
gets a 503 with Retry-After, and the sweeper hands the stored turn to the broker once it is back.
"""

from __future__ import annotations

import logging

from flask import current_app, g
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ordering.cart import Cart
from ordering.db import Conversation, Turn, utcnow
from ordering.menu import load_menu
from web.errors import ApiError, Unavailable
from workers import metrics, turns
from workers.cache import ParseCache

log = logging.getLogger(__name__)


def find_by_key(session: Session, conversation_id: str, key: str) -> Turn | None:
    """The turn posted earlier with this Idempotency-Key, if any."""
    return session.scalar(select(Turn).where(Turn.conversation_id == conversation_id,
                                             Turn.idempotency_key == key))


def accept_turn(session: Session, conversation: Conversation, text: str, key: str | None) -> Turn:
    """Store (or find, for a retried key) the turn and get it answered; return it."""
    if key:
        earlier = find_by_key(session, conversation.id, key)
        if earlier is not None:
            if earlier.status == "pending" and earlier.enqueued_at is None:
                enqueue(session, earlier)  # the first try never reached the broker
            return earlier
    if conversation.order is not None:
        raise ApiError(409, "conversation_closed", "this conversation's order is already placed")
    count = session.scalar(
        select(func.count()).select_from(Turn).where(Turn.conversation_id == conversation.id))
    if count >= current_app.config["MAX_TURNS_PER_CONVERSATION"]:
        raise ApiError(409, "too_many_turns", "this conversation has reached its turn limit")
    turn = Turn(conversation_id=conversation.id, text=text, idempotency_key=key,
                request_id=g.get("request_id"))
    session.add(turn)
    try:
        session.commit()
    except IntegrityError:  # the same key, posted twice at once: the other request won
        session.rollback()
        earlier = find_by_key(session, conversation.id, key) if key else None
        if earlier is None:
            raise
        return earlier
    if not answer_from_cache(session, turn):
        enqueue(session, turn)
    return turn


def answer_from_cache(session: Session, turn: Turn) -> bool:
    """Answer ``turn`` at once from the cache, without the queue or the model; return whether it did.

    Only when the web can tell: the workers published their versions and no earlier turn is pending
    (otherwise the cart these words apply to is not known yet).
    """
    cache: ParseCache = current_app.extensions["parse_cache"]
    versions = cache.versions()
    if versions is None or turns.has_pending(session, turn.conversation_id, before=turn.id):
        return False
    snapshot = turns.next_pending(session, turn.id)
    if snapshot is None or snapshot.turn_id != turn.id:
        return False
    hit = cache.get(versions, snapshot.text, snapshot.cart.digest())
    metrics.CACHE_LOOKUPS.labels("web", "hit" if hit else "miss").inc()
    if hit is None:
        return False
    try:
        outcome = turns.apply_parse(hit, snapshot.cart, load_menu(current_app.config.get("MENU_PATH")))
    except Exception:  # noqa: BLE001 — a bad entry is a miss; the worker will parse it afresh
        log.exception("cached parse could not be applied")
        return False
    if turns.record(session, snapshot, outcome, hit, "cache"):
        metrics.TURNS_DONE.labels("cache").inc()
        session.refresh(turn)
        return True
    return False


def enqueue(session: Session, turn: Turn) -> None:
    """Hand ``turn`` to the broker; 503 (turn kept) if the broker cannot be reached."""
    celery = current_app.extensions["celery"]
    try:
        celery.send_task("workers.tasks.parse_turn", args=[turn.id],
                         kwargs={"request_id": g.get("request_id")})
    except Exception as exc:  # noqa: BLE001 — kombu/redis raise several types for "down"
        log.warning("broker unavailable, turn %s kept for the sweeper: %s", turn.id, exc)
        raise Unavailable("broker_unavailable",
                          "your words are saved and will be answered shortly; the queue is down",
                          {"turn_id": turn.id}) from exc
    turn.enqueued_at = utcnow()
    turn.attempts = (turn.attempts or 0) + 1
    session.commit()


def conversation_cart(conversation: Conversation) -> Cart:
    """The conversation's current cart."""
    return Cart.model_validate(conversation.cart or {})
