"""The barista API: the order board (since-cursor + ETag), moving orders along their lifecycle, and
recalling (undoing) an order's last move."""

from __future__ import annotations

import hashlib

from flask import Blueprint, current_app, jsonify, make_response, request

from ordering.db import ORDER_STATUSES
from ordering.orders import (
    OPEN_STATUSES,
    InvalidTransition,
    current_revision,
    get_order,
    left_since,
    list_orders,
    recall,
    transition,
)
from web.auth import require_barista
from web.db import get_session
from web.errors import ApiError
from web.requests import parse_body, query_int
from web.schemas import RecallIn, StatusIn, order_out

bp = Blueprint("barista", __name__, url_prefix="/api")


def _statuses() -> list[str]:
    """The ``status`` filter (comma-separated); defaults to the open statuses."""
    raw = request.args.get("status", "")
    wanted = [s.strip() for s in raw.split(",") if s.strip()] or list(OPEN_STATUSES)
    unknown = sorted(set(wanted) - set(ORDER_STATUSES))
    if unknown:
        raise ApiError(400, "bad_request", f"unknown status: {', '.join(unknown)}",
                       {"allowed": list(ORDER_STATUSES)})
    return sorted(set(wanted), key=ORDER_STATUSES.index)


@bp.get("/orders")
def list_board():
    """Orders in the asked statuses (changed after ``since`` when given); 304 if nothing changed."""
    require_barista()
    statuses = _statuses()
    since = query_int("since", None, 0, 2**62)
    session = get_session()
    # Read the counter first: every change up to it is committed (changes take it under a row lock),
    # so the cursor handed back never skips one; at worst a change is sent twice.
    cursor = current_revision(session)
    etag = hashlib.sha256(f"{cursor}|{','.join(statuses)}|{since}".encode()).hexdigest()[:32]
    if request.if_none_match.contains(etag):
        response = make_response("", 304)
        response.set_etag(etag)
        return response
    orders = list_orders(session, statuses, since)
    removed = left_since(session, statuses, since) if since is not None else []
    response = jsonify({"orders": [order_out(o) for o in orders], "removed": removed,
                        "cursor": cursor})
    response.set_etag(etag)
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.post("/orders/<int:order_id>/status")
def move_order(order_id: int):
    """Move an order to the next status; 409 if the lifecycle does not allow it."""
    require_barista()
    body = parse_body(StatusIn)
    session = get_session()
    order = get_order(session, order_id)
    if order is None:
        raise ApiError(404, "not_found", "no such order")
    try:
        transition(session, order, body.status)
    except InvalidTransition as exc:
        session.rollback()
        raise ApiError(409, "invalid_transition", str(exc),
                       {"status": exc.current, "wanted": exc.wanted}) from exc
    session.commit()
    return jsonify({"order": order_out(order)})


@bp.post("/orders/<int:order_id>/recall")
def recall_order(order_id: int):
    """Undo the order's last move, one step back, within RECALL_WINDOW_S; 409 for anything else."""
    require_barista()
    body = parse_body(RecallIn, allow_empty=True)
    session = get_session()
    order = get_order(session, order_id)
    if order is None:
        raise ApiError(404, "not_found", "no such order")
    try:
        recall(session, order, window_s=float(current_app.config["RECALL_WINDOW_S"]),
               expected=body.expected_status if body else None)
    except InvalidTransition as exc:
        session.rollback()
        raise ApiError(409, "invalid_transition", str(exc),
                       {"status": exc.current, "wanted": exc.wanted,
                        "reason": getattr(exc, "reason", "moved_on")}) from exc
    session.commit()
    return jsonify({"order": order_out(order)})
