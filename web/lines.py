"""Direct line edits from the customer page's buttons: remove a cart line, or set its quantity, without the
model.

The edit is applied by the same domain code as a parsed turn (``ordering.edits.apply_edits``, so every
menu limit holds), its reply is built the same way (``build_reply``), and it is stored as a turn that is
already done (``source = "direct"``), so the conversation's history shows it ("Removed the blueberry
muffin."). Lines are addressed by their stable id, never by position, which makes the calls idempotent:
removing a line that is already gone, or setting the quantity it already has, changes nothing and
records nothing. The cart write is the same compare-and-set on the conversation's version the workers
use, so a direct edit and a parsed turn can never overwrite each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import current_app, g
from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from ordering.cart import Cart
from ordering.db import Conversation, Turn, utcnow
from ordering.edits import ChangeLine, RemoveLine, apply_edits
from ordering.menu import Menu
from ordering.pricing import describe_line
from ordering.replies import build_reply
from web.errors import ApiError
from workers import metrics, turns

SOURCE = "direct"  # Turn.source of a direct line edit
ATTEMPTS = 3  # compare-and-set retries when a worker's write lands at the same moment


@dataclass(frozen=True)
class LineEdit:
    """The outcome: the turn recorded (None when nothing changed) and the cart after it."""

    turn: Turn | None
    cart: Cart


def edit_line(session: Session, conversation: Conversation, line_id: int, qty: int | None,
              menu: Menu) -> LineEdit:
    """Remove line ``line_id`` (``qty`` None) or set its quantity; record it as a done turn.

    404 for a line this cart never had (or a removed one, when setting a quantity); 409 while a turn is
    pending, once the order is placed, at the turn limit, or when the menu's limits refuse the change.
    """
    for _ in range(ATTEMPTS):
        session.refresh(conversation)
        _check_open(session, conversation)
        cart = Cart.model_validate(conversation.cart or {})
        line = cart.line_by_id(line_id)
        if line is None:
            if qty is None and 1 <= line_id < cart.next_line_id:
                return LineEdit(None, cart)  # already removed (by this call's retry, or by words)
            raise ApiError(404, "not_found", "no such line in this cart", {"line_id": line_id})
        if qty is not None and line.qty == qty:
            return LineEdit(None, cart)
        position = cart.lines.index(line) + 1
        edit = RemoveLine(ref=position) if qty is None else ChangeLine(ref=position, qty=qty)
        result = apply_edits(cart, [edit], menu)
        if result.refused:
            reason = result.refused[0].reason
            raise ApiError(409, "edit_refused", reason[:1].upper() + reason[1:], {"line_id": line_id})
        intent = "remove" if qty is None else "change"
        reply = build_reply(result, cart, menu, intent=intent, understood=True)
        said = describe_line(line, menu)
        text = f"remove the {said}" if qty is None else f"change the {said} to {qty}"
        output = f"del L{position}" if qty is None else f"set L{position} x n{qty}"  # the edit language
        turn = _record(session, conversation, result.cart, text, reply, intent, output)
        if turn is not None:
            metrics.TURNS_DONE.labels(SOURCE).inc()
            return LineEdit(turn, result.cart)
    raise ApiError(409, "conflict", "the order changed at the same moment; try again")


def _check_open(session: Session, conversation: Conversation) -> None:
    """409 unless the cart may be edited now: no order yet, no pending turn, under the turn limit."""
    if conversation.order is not None:
        raise ApiError(409, "conversation_closed", "this conversation's order is already placed")
    if turns.has_pending(session, conversation.id):
        # The pending words were said about the cart as it is; changing it first would change their sense.
        raise ApiError(409, "turn_pending", "wait for the last reply before changing the order")
    count = session.scalar(
        select(func.count()).select_from(Turn).where(Turn.conversation_id == conversation.id))
    if count >= current_app.config["MAX_TURNS_PER_CONVERSATION"]:
        raise ApiError(409, "too_many_turns", "this conversation has reached its turn limit")


def _record(session: Session, conversation: Conversation, cart: Cart, text: str, reply: str, intent: str,
            output: str) -> Turn | None:
    """Write the cart if it did not move since it was read, with the done turn; None if it moved."""
    now = utcnow()
    moved = session.execute(
        update(Conversation)
        .where(Conversation.id == conversation.id, Conversation.version == conversation.version)
        .values(cart=cart.model_dump(mode="json"), version=Conversation.version + 1, updated_at=now)
        .execution_options(synchronize_session=False)
    ).rowcount
    if moved != 1:
        session.rollback()
        return None
    turn = Turn(conversation_id=conversation.id, text=text, status="done", reply=reply, intent=intent,
                understood=True, output=output, source=SOURCE, request_id=g.get("request_id"),
                done_at=now)
    session.add(turn)
    session.commit()
    return turn
