"""A barista recalls (undoes) an order's last move, one step back, for a few minutes; anything else is
409. POST /api/orders/<id>/recall over the real stack."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import update

from ordering.db import Order, utcnow
from tests.integration.support import place_seeded
from tests.stack import BARISTA


def move(api, order_id: int, status: str):
    """POST /status as the barista."""
    return api.post(f"/api/orders/{order_id}/status", {"status": status}, token=BARISTA)


def recall(api, order_id: int, expected: str | None = None, **kw):
    """POST /recall as the barista (with ``expected_status`` when given)."""
    body = {"expected_status": expected} if expected else None
    return api.post(f"/api/orders/{order_id}/recall", body, **{"token": BARISTA, **kw})


def refusal(resp) -> str:
    """Check a 409 in the one error shape; return its reason."""
    assert resp.status == 409, resp.raw
    error = resp.json["error"]
    assert error["code"] == "invalid_transition" and error["message"]
    return error["details"]["reason"]


def test_recall_undoes_the_last_move_one_step_back(api, stack):
    token, order_id = place_seeded(api, stack.app, "latte")
    assert refusal(recall(api, order_id)) == "no_step_back"  # placed: nothing to undo
    assert move(api, order_id, "preparing").status == 200
    back = recall(api, order_id, "preparing")
    assert back.status == 200 and back.json["order"]["status"] == "placed"
    assert refusal(recall(api, order_id)) == "no_step_back"

    assert move(api, order_id, "preparing").status == 200 and move(api, order_id, "ready").status == 200
    assert recall(api, order_id, "ready").json["order"]["status"] == "preparing"
    retried = recall(api, order_id, "ready")  # the same recall again (a retry): nothing more happens
    assert retried.status == 200 and retried.json["order"]["status"] == "preparing"
    assert refusal(recall(api, order_id)) == "not_last_move"  # only the last move, never a chain

    # A "collected" tapped by mistake comes back to the board and to the customer.
    assert move(api, order_id, "ready").status == 200
    backwards = move(api, order_id, "preparing")  # /status itself stays forward-only
    assert backwards.status == 409 and backwards.json["error"]["code"] == "invalid_transition"
    assert move(api, order_id, "collected").status == 200
    cursor = api.get("/api/orders", token=BARISTA).json["cursor"]
    assert recall(api, order_id, "collected").json["order"]["status"] == "ready"
    board = api.get(f"/api/orders?since={cursor}", token=BARISTA).json
    assert [o["id"] for o in board["orders"]] == [order_id] and board["orders"][0]["status"] == "ready"
    assert api.get(f"/api/orders/{order_id}", token=token).json["order"]["status"] == "ready"


def test_recall_refusals(api, stack):
    token, order_id = place_seeded(api, stack.app, "cappuccino")
    assert api.post(f"/api/orders/{order_id}/cancel", token=token).status == 200
    assert refusal(recall(api, order_id)) == "no_step_back"  # a cancellation is final

    _, order_id = place_seeded(api, stack.app, "mocha")
    assert move(api, order_id, "preparing").status == 200 and move(api, order_id, "ready").status == 200
    assert refusal(recall(api, order_id, "preparing")) == "moved_on"  # someone moved it on since
    with stack.app.extensions["db_sessionmaker"]() as session:  # as if the move was 10 minutes ago
        session.execute(update(Order).where(Order.id == order_id)
                        .values(updated_at=utcnow() - timedelta(minutes=10)))
        session.commit()
    resp = recall(api, order_id, "ready")
    assert refusal(resp) == "expired" and "5 min" in resp.json["error"]["message"]
    assert api.get(f"/api/orders/{order_id}", token=BARISTA).json["order"]["status"] == "ready"

    path = f"/api/orders/{order_id}/recall"
    assert api.post(path).status == 401
    assert api.post(path, token="wrong").status == 403
    assert api.post(path, token=token).status == 403  # a customer cannot recall
    assert api.post("/api/orders/999999/recall", token=BARISTA).json["error"]["code"] == "not_found"
    for body in ({"expected_status": "eaten"}, {"status": "ready"}):
        bad = api.post(path, body, token=BARISTA)
        assert bad.status == 422 and bad.json["error"]["code"] == "validation_error"
