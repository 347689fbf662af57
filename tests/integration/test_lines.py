"""Direct line edits (the customer page's Remove button): DELETE / PATCH a cart line by its id, without
the model, idempotent, recorded in the history as a turn, every error in the one JSON shape."""

from __future__ import annotations

import concurrent.futures

from sqlalchemy import select

from ordering.db import Turn, utcnow
from ordering.menu import load_menu
from tests.integration.support import scrape, seed_cart


def price(item: str) -> int:
    """The menu price of ``item`` in its default size."""
    it = load_menu().item(item)
    return it.prices[it.size_key(None)]


def error_code(resp, status: int) -> str:
    """Check the status and the one error shape; return the code."""
    assert resp.status == status, (resp.status, resp.raw)
    assert set(resp.json) == {"error"} and set(resp.json["error"]) == {"code", "message", "details"}
    return resp.json["error"]["code"]


def test_remove_a_line_the_model_added_without_the_model(api, stack):
    cid, token = api.conversation()
    api.say(cid, token, "one latte please")
    api.say(cid, token, "and a blueberry muffin")
    state = api.settle(cid, token)
    assert [pl["line"]["item"] for pl in state["cart"]["lines"]] == ["latte", "blueberry muffin"]
    muffin = state["cart"]["lines"][1]["line"]["id"]
    model_calls = scrape(stack.worker_metrics_port, "coffeeglm_model_requests_total")

    resp = api.request("DELETE", f"/api/conversations/{cid}/lines/{muffin}", token=token)
    assert resp.status == 200, resp.raw
    assert resp.json["changed"] is True
    turn = resp.json["turn"]
    assert turn["kind"] == "edit" and turn["status"] == "done"
    assert turn["text"] == "remove the blueberry muffin"
    assert turn["reply"].startswith("Removed the blueberry muffin.")
    assert [pl["line"]["item"] for pl in resp.json["cart"]["lines"]] == ["latte"]
    assert resp.json["cart"]["total_cents"] == price("latte")
    # The history shows it like a turn; the model was never asked.
    after = api.get(f"/api/conversations/{cid}", token=token).json
    assert after["pending"] is False and after["cart"] == resp.json["cart"]
    assert [t["kind"] for t in after["turns"]] == ["words", "words", "edit"]
    assert after["turns"][-1] == turn
    assert scrape(stack.worker_metrics_port, "coffeeglm_model_requests_total") == model_calls
    # Idempotent: the line is gone already, nothing changes and nothing is recorded.
    again = api.request("DELETE", f"/api/conversations/{cid}/lines/{muffin}", token=token)
    assert again.status == 200 and again.json["changed"] is False and again.json["turn"] is None
    assert again.json["cart"] == resp.json["cart"]
    assert len(api.get(f"/api/conversations/{cid}", token=token).json["turns"]) == 3
    # Later words apply to the edited cart; the ticket shows only what the customer typed.
    api.say(cid, token, "and a blueberry muffin")
    assert [pl["line"]["item"] for pl in api.settle(cid, token)["cart"]["lines"]] == ["latte",
                                                                                      "blueberry muffin"]
    order = api.post(f"/api/conversations/{cid}/confirm", token=token).json["order"]
    assert order["customer_words"] == ["one latte please", "and a blueberry muffin", "and a blueberry muffin"]


def test_change_a_lines_quantity(api, stack):
    cid, token = api.conversation()
    latte, muffin = seed_cart(stack.app, cid, "latte", "blueberry muffin")
    path = f"/api/conversations/{cid}/lines/{latte}"
    resp = api.request("PATCH", path, json_body={"qty": 3}, token=token)
    assert resp.status == 200, resp.raw
    assert resp.json["changed"] is True and resp.json["turn"]["kind"] == "edit"
    assert "3" in resp.json["turn"]["reply"] and resp.json["turn"]["text"] == "change the latte to 3"
    [first, second] = resp.json["cart"]["lines"]
    assert first["line"]["id"] == latte and first["line"]["qty"] == 3 and second["line"]["id"] == muffin
    assert resp.json["cart"]["total_cents"] == 3 * price("latte") + price("blueberry muffin")
    same = api.request("PATCH", path, json_body={"qty": 3}, token=token)  # idempotent
    assert same.status == 200 and same.json["changed"] is False and same.json["turn"] is None
    # The menu's limits hold (20 a line), with the customer-facing reason.
    refused = api.request("PATCH", path, json_body={"qty": 21}, token=token)
    assert error_code(refused, 409) == "edit_refused" and "20" in refused.json["error"]["message"]
    for body in ({"qty": 0}, {"qty": "2"}, {"qty": 2.5}, {"qty": True}, {}, {"qty": 2, "price": 0}):
        assert error_code(api.request("PATCH", path, json_body=body, token=token), 422) == "validation_error"
    assert error_code(api.request("PATCH", path, data=b"qty=2", token=token,
                                  headers={"Content-Type": "application/x-www-form-urlencoded"}),
                      415) == "unsupported_media_type"
    assert error_code(api.request("PATCH", path, token=token), 400) == "malformed_json"
    assert api.get(f"/api/conversations/{cid}", token=token).json["cart"]["lines"][0]["line"]["qty"] == 3


def test_line_edit_errors(api, stack):
    cid, token = api.conversation()
    [latte] = seed_cart(stack.app, cid, "latte")
    path = f"/api/conversations/{cid}/lines/{latte}"
    _, stranger = api.conversation()
    assert error_code(api.request("DELETE", path), 401) == "unauthorized"
    assert error_code(api.request("DELETE", path, token=stranger), 403) == "forbidden"
    assert error_code(api.request("PATCH", path, json_body={"qty": 2}, token=stranger), 403) == "forbidden"
    assert error_code(api.request("DELETE", f"/api/conversations/{'0' * 32}/lines/1", token=token),
                      404) == "not_found"
    assert error_code(api.request("DELETE", f"/api/conversations/{cid}/lines/7", token=token),
                      404) == "not_found"  # this cart never had a line 7
    assert error_code(api.request("DELETE", f"/api/conversations/{cid}/lines/abc", token=token),
                      404) == "not_found"
    # While words are waiting for the model, the cart they speak of must not change under them.
    with stack.app.extensions["db_sessionmaker"]() as session:
        session.add(Turn(conversation_id=cid, text="one latte please", enqueued_at=utcnow()))
        session.commit()
    assert error_code(api.request("DELETE", path, token=token), 409) == "turn_pending"
    api.settle(cid, token)
    assert api.request("DELETE", path, token=token).status == 200
    assert error_code(api.request("PATCH", path, json_body={"qty": 2}, token=token),
                      404) == "not_found"  # a removed line has no quantity
    # Once the order is placed the cart is closed.
    line = api.get(f"/api/conversations/{cid}", token=token).json["cart"]["lines"][0]["line"]["id"]
    assert api.post(f"/api/conversations/{cid}/confirm", token=token).status == 201
    closed = api.request("DELETE", f"/api/conversations/{cid}/lines/{line}", token=token)
    assert error_code(closed, 409) == "conversation_closed"


def test_a_line_edit_counts_towards_the_turn_limit(api, stack):
    cid, token = api.conversation()
    [latte] = seed_cart(stack.app, cid, "latte")
    with stack.app.extensions["db_sessionmaker"]() as session:
        session.add_all(Turn(conversation_id=cid, text="hm", status="done", reply="ok", source="model")
                        for _ in range(stack.app.config["MAX_TURNS_PER_CONVERSATION"]))
        session.commit()
    resp = api.request("DELETE", f"/api/conversations/{cid}/lines/{latte}", token=token)
    assert error_code(resp, 409) == "too_many_turns"


def test_concurrent_removals_of_one_line_change_the_cart_once(api, stack):
    cid, token = api.conversation()
    latte, _ = seed_cart(stack.app, cid, "latte", "cappuccino")
    path = f"/api/conversations/{cid}/lines/{latte}"
    with concurrent.futures.ThreadPoolExecutor(6) as pool:
        answers = list(pool.map(lambda _: api.request("DELETE", path, token=token), range(6)))
    assert all(a.status == 200 for a in answers), [a.raw for a in answers]
    assert sum(a.json["changed"] for a in answers) == 1
    with stack.app.extensions["db_sessionmaker"]() as session:
        recorded = session.scalars(select(Turn).where(Turn.conversation_id == cid)).all()
    assert [t.source for t in recorded] == ["direct"]
    assert [pl["line"]["item"] for pl in api.get(f"/api/conversations/{cid}", token=token).json["cart"][
        "lines"]] == ["cappuccino"]
