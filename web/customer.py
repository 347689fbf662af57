"""The customer API: conversations, turns, confirmation, the customer's order, the menu."""

from __future__ import annotations

import threading
import time
from contextlib import ExitStack

from flask import Blueprint, current_app, jsonify, request
from sqlalchemy import Row, bindparam, or_, select
from sqlalchemy.orm import Session

from ordering.db import Conversation, Order, Turn
from ordering.menu import load_menu
from ordering.orders import InvalidTransition, get_order, place_order, transition
from ordering.pricing import price_cart
from web import auth
from web.db import get_session
from web.errors import ApiError
from web.intake import accept_turn, conversation_cart, load_for_turn, store
from web.lines import SOURCE as DIRECT
from web.lines import edit_line
from web.requests import parse_body, query_int
from web.schemas import (
    ConfirmIn,
    ConversationOut,
    LineEditOut,
    LineQtyIn,
    OrderRef,
    TurnIn,
    TurnOut,
    order_out,
)
from web.wakeup import SAFETY_POLL_S
from workers.turns import has_pending, priced

bp = Blueprint("customer", __name__, url_prefix="/api")


def load_conversation(session: Session, conversation_id: str) -> Conversation:
    """The conversation, if the bearer holds its token: 401 / 404 / 403 otherwise."""
    token = auth.bearer_token()
    conversation = session.get(Conversation, conversation_id) if len(conversation_id) <= 64 else None
    return opened(token, conversation)


def opened(token: str, conversation: Conversation | None) -> Conversation:
    """``conversation`` if it exists and ``token`` opens it: 404 / 403 otherwise."""
    if conversation is None:
        raise ApiError(404, "not_found", "no such conversation")
    auth.check_conversation_token(token, conversation)
    return conversation


@bp.post("/conversations")
def create_conversation():
    """Start a conversation; the token in the answer is the only key to it."""
    token, token_hash = auth.new_token()
    return jsonify({"id": store().open(token_hash), "token": token}), 201


@bp.post("/conversations/<conversation_id>/turns")
def post_turn(conversation_id: str):
    """Accept a turn: 202 with its id, pending (queued) or done (from the cache, or within ``wait`` s).

    A done turn comes back with the conversation from this turn on (reply, priced cart), so a client
    that passes ``wait`` needs one request per turn.
    """
    token = auth.bearer_token()
    key = request.headers.get("Idempotency-Key") or None
    found = load_for_turn(conversation_id, key) if len(conversation_id) <= 64 else None
    conversation = opened(token, found[0] if found else None)
    body = parse_body(TurnIn)
    if key is not None and len(key) > 128:
        raise ApiError(400, "bad_request", "Idempotency-Key is longer than 128 characters")
    wait = query_int("wait", 0, 0, int(current_app.config["MAX_WAIT_S"]))  # refused before anything is stored
    # listening before the turn reaches a worker: its answer cannot slip past, so the first look at the
    # state waits for the answer instead of reading a turn that is certainly still pending
    with current_app.extensions["wakeup"].waiter(conversation.id) as answered_event:
        turn, answered = accept_turn(conversation, found[1], body.text, key)
        if answered is not None:  # answered in this request: the state is all in hand, no read back
            menu = load_menu(current_app.config.get("MENU_PATH"))
            state = ConversationOut(
                id=answered.id, turns=[turn_out(turn)], pending=False, cart=priced(answered, menu),
                order=None).model_dump(mode="json")
            return jsonify({"turn_id": turn.id, "status": turn.status, "conversation": state}), 202
        if turn.status == "pending" and not wait:
            return jsonify({"turn_id": turn.id, "status": turn.status}), 202
        # the reply and the cart in this response: one round trip per turn
        pending = turn.status == "pending"
        state = wait_for_state(get_session(autocommit=True), conversation.id, turn.id - 1,
                               wait if pending else 0, answered_event if pending else None)
    status = next((t["status"] for t in state["turns"] if t["id"] == turn.id), turn.status)
    out: dict = {"turn_id": turn.id, "status": status}
    if status == "done":
        out["conversation"] = state
    return jsonify(out), 202


# Built once, on the tables (Core rows, no ORM objects: a long-poll reads these at every wake-up).
_TURNS_TABLE, _CONVERSATIONS, _ORDERS = Turn.__table__, Conversation.__table__, Order.__table__
_CONVERSATION = (
    select(_CONVERSATIONS.c.id, _CONVERSATIONS.c.cart, _ORDERS.c.id.label("order_id"),
           _ORDERS.c.status.label("order_status"))
    .outerjoin(_ORDERS, _ORDERS.c.conversation_id == _CONVERSATIONS.c.id)
    .where(_CONVERSATIONS.c.id == bindparam("conversation_id"))
)
_TURNS = (  # the turns to show, and every pending one (it decides ``pending``)
    select(_TURNS_TABLE.c.id, _TURNS_TABLE.c.text, _TURNS_TABLE.c.reply, _TURNS_TABLE.c.status,
           _TURNS_TABLE.c.source)
    .where(_TURNS_TABLE.c.conversation_id == bindparam("conversation_id"),
           or_(_TURNS_TABLE.c.id > bindparam("after"), _TURNS_TABLE.c.status == "pending"))
    .order_by(_TURNS_TABLE.c.id)
)


def conversation_state(session: Session, conversation_id: str, after: int | None) -> dict:
    """The conversation as ``ConversationOut`` JSON (turns after ``after`` when given); two statements.

    The turns are read first: each statement sees what was committed before it began (READ COMMITTED),
    and a worker commits a turn's answer with its cart, so a turn read as done is always shown with its
    cart (read the other way round, a commit between the two could show it done beside the old cart)."""
    params = {"conversation_id": conversation_id}
    conn = session.connection()
    turns = conn.execute(_TURNS, {**params, "after": -1 if after is None else after}).all()
    conversation = conn.execute(_CONVERSATION, params).one()
    menu = load_menu(current_app.config.get("MENU_PATH"))
    return ConversationOut(
        id=conversation.id,
        turns=[turn_out(t) for t in turns if after is None or t.id > after],
        pending=any(t.status == "pending" for t in turns),
        cart=priced(conversation, menu),
        order=(OrderRef(id=conversation.order_id, status=conversation.order_status)
               if conversation.order_id is not None else None),
    ).model_dump(mode="json")


def turn_out(turn: Turn | Row) -> TurnOut:
    """A turn as the customer sees it."""
    return TurnOut(id=turn.id, text=turn.text, reply=turn.reply, status=turn.status,
                   kind="edit" if turn.source == DIRECT else "words")


@bp.get("/conversations/<conversation_id>")
def get_conversation(conversation_id: str):
    """The conversation; with ``wait`` (seconds, at most MAX_WAIT_S), long-poll until nothing is pending."""
    session = get_session(autocommit=True)  # reads only: no BEGIN or ROLLBACK round trips
    conversation = load_conversation(session, conversation_id)
    wait = query_int("wait", 0, 0, int(current_app.config["MAX_WAIT_S"]))
    after = query_int("after", None, 0, 2**62)
    return jsonify(wait_for_state(session, conversation.id, after, wait))


def wait_for_state(session: Session, conversation_id: str, after: int | None, wait: float,
                   answered: threading.Event | None = None) -> dict:
    """Long-poll: the conversation's state (``conversation_state``) once no turn of it is pending, or
    after ``wait`` seconds.

    ``answered``: a wake-up event the caller registered before handing a turn over (so the turn is known
    to be pending): then the first read waits for it rather than reading at once.
    """
    deadline = time.monotonic() + wait
    wakeup = current_app.extensions["wakeup"]
    with ExitStack() as stack:
        if answered is None:  # registered before the first read: no wake-up is missed
            answered = stack.enter_context(wakeup.waiter(conversation_id))
        else:
            _wait_for_wakeup(answered, wakeup.live, deadline)
        while True:
            state = conversation_state(session, conversation_id, after)
            if not state["pending"] or time.monotonic() >= deadline:
                return state
            session.rollback()  # end the read transaction so the next poll sees the worker's commit
            _wait_for_wakeup(answered, wakeup.live, deadline)


def _wait_for_wakeup(answered: threading.Event, live: bool, deadline: float) -> None:
    """Wait for a wake-up, at most until the next database poll or the deadline, then re-arm."""
    poll = float(current_app.config["POLL_INTERVAL_S"])
    answered.wait(min(max(poll, SAFETY_POLL_S) if live else poll, max(0.0, deadline - time.monotonic())))
    answered.clear()


@bp.post("/conversations/<conversation_id>/confirm")
def confirm(conversation_id: str):
    """Place the order from the cart: 201 the first time, 200 with the same order after."""
    session = get_session()
    conversation = load_conversation(session, conversation_id)
    body = parse_body(ConfirmIn, allow_empty=True)
    if conversation.order is not None:
        return jsonify({"order": order_out(conversation.order)}), 200
    if has_pending(session, conversation.id):
        raise ApiError(409, "turn_pending", "wait for the last reply before confirming")
    if not conversation_cart(conversation).lines:
        raise ApiError(409, "empty_cart", "there is nothing in the cart to order")
    menu = load_menu(current_app.config.get("MENU_PATH"))
    words = list(session.scalars(  # what the customer typed: not the button edits
        select(Turn.text).where(Turn.conversation_id == conversation.id,
                                or_(Turn.source.is_(None), Turn.source != DIRECT)).order_by(Turn.id)))
    order, created = place_order(session, conversation, priced(conversation, menu), words,
                                 customer_name=body.customer_name if body else None,
                                 menu_version=menu.version)
    session.commit()
    return jsonify({"order": order_out(order)}), 201 if created else 200


@bp.delete("/conversations/<conversation_id>/lines/<int:line_id>")
def remove_line(conversation_id: str, line_id: int):
    """Remove a cart line by its id, without the model (idempotent: a line already gone is a no-op)."""
    return _line_edit(conversation_id, line_id, change_qty=False)


@bp.patch("/conversations/<conversation_id>/lines/<int:line_id>")
def change_line_qty(conversation_id: str, line_id: int):
    """Set a cart line's quantity, without the model (idempotent: the same quantity is a no-op)."""
    return _line_edit(conversation_id, line_id, change_qty=True)


def _line_edit(conversation_id: str, line_id: int, *, change_qty: bool):
    """Apply a direct line edit (the token is checked before the body) and answer ``LineEditOut``."""
    session = get_session()
    conversation = load_conversation(session, conversation_id)
    qty = parse_body(LineQtyIn).qty if change_qty else None
    menu = load_menu(current_app.config.get("MENU_PATH"))
    done = edit_line(session, conversation, line_id, qty, menu)
    return jsonify(LineEditOut(changed=done.turn is not None,
                               turn=turn_out(done.turn) if done.turn is not None else None,
                               cart=price_cart(done.cart, menu)).model_dump(mode="json"))


def customer_order(session: Session, order_id: int):
    """The order, if the bearer holds its conversation's token (or is a barista)."""
    token = auth.bearer_token()
    order = get_order(session, order_id)
    if order is None:
        raise ApiError(404, "not_found", "no such order")
    if not auth.is_barista(token):
        auth.check_conversation_token(token, order.conversation)
    return order


@bp.get("/orders/<int:order_id>")
def read_order(order_id: int):
    """The order and its status."""
    order = customer_order(get_session(), order_id)
    return jsonify({"order": order_out(order)})


@bp.post("/orders/<int:order_id>/cancel")
def cancel_order(order_id: int):
    """Cancel the order while it is still only placed (409 once preparation started)."""
    session = get_session()
    order = customer_order(session, order_id)
    if order.status not in ("placed", "cancelled"):
        raise ApiError(409, "invalid_transition", f"the order is already {order.status}",
                       {"status": order.status})
    try:
        transition(session, order, "cancelled")
    except InvalidTransition as exc:
        raise ApiError(409, "invalid_transition", str(exc), {"status": exc.current}) from exc
    session.commit()
    return jsonify({"order": order_out(order)})


@bp.get("/menu")
def menu():
    """The menu with its prices (public)."""
    from web.menu_view import menu_json

    return jsonify(menu_json(load_menu(current_app.config.get("MENU_PATH"))))
