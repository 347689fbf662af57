"""Accept a customer's turn: store it, answer from the cache when possible, else hand it to the broker.

The turn is stored before anything else happens (the outbox): if the broker is down the customer gets
a 503 with Retry-After, and the sweeper hands the stored turn to the broker once it is back. The
statements are `web.turn_store`'s: one round trip each on PostgreSQL.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from flask import current_app, g
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from ordering.cart import Cart
from ordering.db import Conversation, Turn, utcnow
from ordering.menu import load_menu
from web.db import get_session
from web.errors import ApiError, Unavailable
from web.turn_store import ConversationRow, NewTurn, Tally, TurnStore
from workers import metrics, turns
from workers.cache import ParseCache

log = logging.getLogger(__name__)

def store() -> TurnStore:
    """The app's turn store."""
    return current_app.extensions["turn_store"]


def find_by_key(session: Session, conversation_id: str, key: str) -> Turn | None:
    """The turn posted earlier with this Idempotency-Key, if any."""
    return session.scalar(
        select(Turn).where(Turn.conversation_id == conversation_id, Turn.idempotency_key == key)
    )


def load_for_turn(conversation_id: str, key: str | None) -> tuple[ConversationRow, Tally] | None:
    """The conversation and its tally in one round trip; None if there is no such conversation."""
    return store().load(conversation_id, key)


def accept_turn(
    conversation: ConversationRow, tally: Tally, text: str, key: str | None
) -> tuple[Turn, ConversationRow | None]:
    """Store (or find, for a retried key) the turn and get it answered; return it and, when the cache
    answered it in this request, the conversation with its new cart.

    ``tally`` is the conversation's, read with it (``load_for_turn``). A cache hit is stored already
    answered, with the new cart, by one statement: no queue, no model, no second write. A miss is stored
    already marked as handed to the broker, then handed to it.
    """
    if tally.earlier_id is not None:
        return earlier_turn(tally.earlier_id), None
    if tally.order_id is not None:
        raise ApiError(409, "conversation_closed", "this conversation's order is already placed")
    if tally.total >= current_app.config["MAX_TURNS_PER_CONVERSATION"]:
        raise ApiError(409, "too_many_turns", "this conversation has reached its turn limit")
    new = NewTurn(conversation_id=conversation.id, text=text, idempotency_key=key,
                  request_id=g.get("request_id"), created_at=utcnow())
    try:
        # with an earlier turn pending, the cart these words apply to is not known yet: the queue keeps order
        answered = None if tally.pending else answer_from_cache(conversation, new)
        if answered is not None:
            return answered
        new = replace(new, enqueued_at=new.created_at, attempts=1)  # no second write once it is handed over
        turn = Turn(id=store().add(new), **new.values())
    except IntegrityError:  # the same key, posted twice at once: the other request won
        earlier = find_by_key(get_session(), conversation.id, key) if key else None
        if earlier is None:
            raise
        return earlier, None
    enqueue(turn, unmark=lambda: unmark(turn))
    return turn, None


def answer_from_cache(conversation: ConversationRow, new: NewTurn) -> tuple[Turn, ConversationRow] | None:
    """Store ``new`` answered from the parse cache, with the new cart; return the turn and the conversation
    as it is now, or None on a miss or when the cart moved meanwhile (then the queue answers, in order).
    """
    cache: ParseCache = current_app.extensions["parse_cache"]
    versions = cache.versions()
    if versions is None:  # the workers have not published theirs yet
        return None
    cart = conversation_cart(conversation)
    hit = cache.get(versions, new.text, cart.digest())
    metrics.CACHE_LOOKUPS.labels("web", "hit" if hit else "miss").inc()
    if hit is None:
        return None
    try:
        outcome = turns.apply_parse(hit, cart, load_menu(current_app.config.get("MENU_PATH")))
    except Exception:  # noqa: BLE001 — a bad entry is a miss; the worker will parse it afresh
        log.exception("cached parse could not be applied")
        return None
    new = replace(new, status="done", reply=outcome.reply, source="cache", done_at=new.created_at,
                  intent=getattr(hit, "intent", None), understood=getattr(hit, "understood", None),
                  output=getattr(hit, "output", None))
    turn_id = store().add_answered(new, conversation.version, outcome.cart)
    if turn_id is None:
        return None
    metrics.TURNS_DONE.labels("cache").inc()
    now = replace(conversation, cart=outcome.cart.model_dump(mode="json"), version=conversation.version + 1)
    return Turn(id=turn_id, **new.values()), now


def earlier_turn(turn_id: int) -> Turn:
    """The turn first posted with a retried Idempotency-Key, handed to the broker if it never was."""
    session = get_session()
    earlier = session.get(Turn, turn_id)
    if earlier.status == "pending" and earlier.enqueued_at is None:  # the first try never reached it
        enqueue(earlier)
        earlier.enqueued_at = utcnow()
        earlier.attempts = (earlier.attempts or 0) + 1
        session.commit()
    return earlier


def enqueue(turn: Turn, unmark=None) -> None:
    """Hand ``turn`` to the broker; 503 (turn kept) if the broker cannot be reached.

    ``unmark``: the turn was stored as handed over already (a new turn: one write instead of two); if the
    broker is down this undoes that, so that the sweeper and a retried request hand it over at once.
    Should this process die between the write and the send, the sweeper takes it after SWEEP_AFTER_S.
    """
    celery = current_app.extensions["celery"]
    try:
        celery.send_task(
            "workers.tasks.parse_turn", args=[turn.id], kwargs={"request_id": g.get("request_id")}
        )
    except Exception as exc:  # noqa: BLE001 — kombu/redis raise several types for "down"
        log.warning("broker unavailable, turn %s kept for the sweeper: %s", turn.id, exc)
        if unmark is not None:
            unmark()
        raise Unavailable(
            "broker_unavailable",
            "your words are saved and will be answered shortly; the queue is down",
            {"turn_id": turn.id},
        ) from exc


def unmark(turn: Turn) -> None:
    """Record that ``turn`` never reached the broker (best effort: else the sweeper takes it later)."""
    try:
        store().unmark(turn.id)
        turn.enqueued_at, turn.attempts = None, 0
    except SQLAlchemyError as exc:
        log.warning("turn %s left marked as enqueued (the sweeper retries it later): %s", turn.id, exc)


def conversation_cart(conversation: ConversationRow | Conversation) -> Cart:
    """The conversation's current cart."""
    return Cart.model_validate(conversation.cart or {})
