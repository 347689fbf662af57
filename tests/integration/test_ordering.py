"""A customer orders through the real stack (HTTP → broker → worker with the shipped model → database),
and baristas work the order: replies, cart, prices, idempotency, the cache, the lifecycle."""

from __future__ import annotations

import concurrent.futures
import time

from ordering.menu import load_menu
from tests.integration.support import metric_value, scrape
from tests.stack import BARISTA

LATTE = "one latte please"


def default_price(item: str) -> int:
    """The menu price of ``item`` in its default size."""
    it = load_menu().item(item)
    return it.prices[it.size_key(None)]


def order_latte(api, text: str = LATTE) -> tuple[str, str, dict]:
    """A conversation whose cart holds what ``text`` asked for."""
    cid, token = api.conversation()
    resp = api.say(cid, token, text)
    assert resp.status == 202, resp.raw
    assert resp.json["status"] in ("pending", "done")
    return cid, token, api.settle(cid, token)


def test_a_turn_gets_a_reply_and_a_priced_cart(api):
    cid, token, state = order_latte(api)
    assert state["pending"] is False
    [turn] = state["turns"]
    assert turn["text"] == LATTE and turn["status"] == "done"
    assert "latte" in turn["reply"].lower()
    [line] = state["cart"]["lines"]
    assert line["line"]["item"] == "latte" and line["line"]["qty"] == 1
    assert line["unit_cents"] == default_price("latte")
    assert state["cart"]["total_cents"] == line["total_cents"] == line["unit_cents"]
    assert state["order"] is None


def test_turns_build_on_each_other_in_order(api):
    cid, token = api.conversation()
    first = api.say(cid, token, LATTE).json["turn_id"]
    second = api.say(cid, token, "and a blueberry muffin").json["turn_id"]
    assert second > first
    state = api.settle(cid, token)
    assert [t["id"] for t in state["turns"]] == [first, second]
    assert all(t["reply"] for t in state["turns"])
    items = [pl["line"]["item"] for pl in state["cart"]["lines"]]
    assert items == ["latte", "blueberry muffin"]
    assert state["cart"]["total_cents"] == default_price("latte") + default_price("blueberry muffin")
    # `after` returns only the newer turns.
    newer = api.get(f"/api/conversations/{cid}?after={first}", token=token).json
    assert [t["id"] for t in newer["turns"]] == [second]


def test_unparseable_words_get_a_say_it_another_way_reply(api):
    cid, token = api.conversation()
    api.say(cid, token, "asdf qwer")
    state = api.settle(cid, token)
    assert "another way" in state["turns"][0]["reply"]
    assert state["cart"]["lines"] == []


def test_a_thing_the_menu_lacks_is_said_back(api):
    cid, token = api.conversation()
    api.say(cid, token, "i would like to order a flurble please")
    state = api.settle(cid, token)
    assert state["turns"][0]["reply"] == "Sorry, we don't have a flurble."
    assert state["cart"]["lines"] == []


def test_idempotency_key_returns_the_first_turn(api):
    cid, token = api.conversation()
    headers = {"Idempotency-Key": "retry-me-1"}
    first = api.say(cid, token, LATTE, headers=headers)
    again = api.say(cid, token, LATTE, headers=headers)
    assert first.status == again.status == 202
    assert again.json["turn_id"] == first.json["turn_id"]
    state = api.settle(cid, token)
    assert len(state["turns"]) == 1
    assert len(state["cart"]["lines"]) == 1 and state["cart"]["lines"][0]["line"]["qty"] == 1
    # ... even after it was answered, and with different words.
    late = api.say(cid, token, "two muffins", headers=headers)
    assert (late.json["turn_id"], late.json["status"]) == (first.json["turn_id"], "done")
    assert late.json["conversation"]["turns"][0]["text"] == LATTE
    assert len(api.settle(cid, token)["turns"]) == 1


def test_a_redelivered_task_changes_nothing(api, stack):
    cid, token, state = order_latte(api)
    turn_id = state["turns"][0]["id"]
    celery = stack.app.extensions["celery"]
    for _ in range(3):  # as if the broker redelivered it after a lost ack
        celery.send_task("workers.tasks.parse_turn", args=[turn_id])
    time.sleep(2)
    after = api.get(f"/api/conversations/{cid}", token=token).json
    assert after["cart"] == state["cart"]
    assert after["turns"] == state["turns"]


def test_a_cache_hit_skips_the_model_and_the_queue(api, stack):
    text = "a large latte please"
    order_latte(api, text)  # the model answers once and fills the cache
    model_calls = scrape(stack.worker_metrics_port, "coffeeglm_model_requests_total")
    assert model_calls >= 1
    cid, token = api.conversation()
    resp = api.say(cid, token, "A  LARGE latte please")  # normalised to the same key, same empty cart
    assert resp.status == 202
    assert resp.json["status"] == "done"  # answered by the web at once: no queue, no worker
    state = api.get(f"/api/conversations/{cid}", token=token).json
    assert state["pending"] is False and state["turns"][0]["reply"]
    assert state["cart"]["lines"][0]["line"]["item"] == "latte"
    assert resp.json["conversation"] == state  # the POST brought back what a read shows
    assert scrape(stack.worker_metrics_port, "coffeeglm_model_requests_total") == model_calls
    web_metrics = api.get("/metrics").raw.decode()
    assert 'coffeeglm_cache_lookups_total{result="hit",where="web"}' in web_metrics
    assert metric_value(web_metrics, "coffeeglm_cache_hit_ratio") > 0


def test_concurrent_customers_are_all_answered(api, stack):
    texts = [
        "one latte please",
        "a cappuccino please",
        "a blueberry muffin please",
        "an americano please",
        "two lattes please",
        "a mocha please",
    ]
    with concurrent.futures.ThreadPoolExecutor(len(texts)) as pool:
        states = list(pool.map(lambda t: order_latte(api, t + " thanks")[2], texts))
    for state in states:
        assert state["pending"] is False and state["turns"][0]["reply"]
    batches = scrape(stack.worker_metrics_port, "coffeeglm_batch_size_count")
    assert batches >= 1


def test_confirm_places_the_order_once(api):
    cid, token, state = order_latte(api)
    first = api.post(f"/api/conversations/{cid}/confirm", {"customer_name": "Ana"}, token=token)
    assert first.status == 201, first.raw
    order = first.json["order"]
    assert order["status"] == "placed" and order["customer_name"] == "Ana"
    assert order["total_cents"] == state["cart"]["total_cents"]
    assert order["customer_words"] == [LATTE]
    assert order["lines"][0]["item"] == "latte" and order["lines"][0]["unit_cents"] == default_price("latte")
    again = api.post(f"/api/conversations/{cid}/confirm", token=token)
    assert again.status == 200 and again.json["order"]["id"] == order["id"]
    assert api.get(f"/api/conversations/{cid}", token=token).json["order"] == {
        "id": order["id"],
        "status": "placed",
    }
    closed = api.say(cid, token, "and a muffin")
    assert closed.status == 409 and closed.json["error"]["code"] == "conversation_closed"
    mine = api.get(f"/api/orders/{order['id']}", token=token)
    assert mine.status == 200 and mine.json["order"]["status"] == "placed"
    _, stranger = api.conversation()
    assert api.get(f"/api/orders/{order['id']}", token=stranger).status == 403


def place(api, name: str = "Bo", text: str = LATTE) -> tuple[str, int]:
    """Place an order; return (customer token, order id)."""
    cid, token, _ = order_latte(api, text)
    resp = api.post(f"/api/conversations/{cid}/confirm", {"customer_name": name}, token=token)
    assert resp.status == 201, resp.raw
    return token, resp.json["order"]["id"]


def test_barista_board_lifecycle_with_etag_and_cursor(api):
    board = api.get("/api/orders", token=BARISTA)
    assert board.status == 200
    etag, cursor = board.headers["etag"], board.json["cursor"]
    assert api.get("/api/orders", token=BARISTA, headers={"If-None-Match": etag}).status == 304

    _, order_id = place(api, "Cy", "a large oat milk latte please")
    changed = api.get("/api/orders", token=BARISTA, headers={"If-None-Match": etag})
    assert changed.status == 200 and changed.headers["etag"] != etag
    new = api.get(f"/api/orders?since={cursor}", token=BARISTA).json
    assert [o["id"] for o in new["orders"]] == [order_id]
    ticket = new["orders"][0]
    assert ticket["customer_name"] == "Cy" and ticket["placed_at"]
    assert ticket["customer_words"] == ["a large oat milk latte please"]
    assert ticket["lines"][0]["item"] == "latte"
    assert "large" in ticket["lines"][0]["modifiers"] and "oat milk" in ticket["lines"][0]["modifiers"]

    def move(status: str):
        return api.post(f"/api/orders/{order_id}/status", {"status": status}, token=BARISTA)

    assert move("ready").status == 409  # placed → ready skips preparing
    assert move("preparing").json["order"]["status"] == "preparing"
    cursor2 = new["cursor"]
    moved = api.get(f"/api/orders?status=placed&since={cursor2}", token=BARISTA).json
    assert moved["orders"] == [] and moved["removed"] == [order_id]
    assert move("ready").json["order"]["status"] == "ready"
    assert move("collected").json["order"]["status"] == "collected"
    conflict = move("preparing")
    assert conflict.status == 409 and conflict.json["error"]["code"] == "invalid_transition"
    assert conflict.json["error"]["details"]["status"] == "collected"
    assert order_id not in [o["id"] for o in api.get("/api/orders", token=BARISTA).json["orders"]]
    done = api.get("/api/orders?status=collected", token=BARISTA).json["orders"]
    assert order_id in [o["id"] for o in done]


def test_customer_cancels_only_before_preparation(api):
    token, order_id = place(api, "Di")
    cancelled = api.post(f"/api/orders/{order_id}/cancel", token=token)
    assert cancelled.status == 200 and cancelled.json["order"]["status"] == "cancelled"
    assert api.post(f"/api/orders/{order_id}/status", {"status": "preparing"}, token=BARISTA).status == 409

    token2, order2 = place(api, "Ed")
    assert api.post(f"/api/orders/{order2}/status", {"status": "preparing"}, token=BARISTA).status == 200
    late = api.post(f"/api/orders/{order2}/cancel", token=token2)
    assert late.status == 409 and late.json["error"]["code"] == "invalid_transition"
    assert api.post(f"/api/orders/{order2}/status", {"status": "cancelled"}, token=BARISTA).status == 200


def test_a_turn_posted_with_wait_comes_back_answered_with_the_cart(api):
    cid, token = api.conversation()
    resp = api.post(f"/api/conversations/{cid}/turns?wait=10", {"text": LATTE}, token=token)
    assert resp.status == 202 and resp.json["status"] == "done"
    conversation = resp.json["conversation"]
    assert conversation["pending"] is False
    assert [t["id"] for t in conversation["turns"]] == [resp.json["turn_id"]]
    assert conversation["turns"][0]["reply"]
    assert [pl["line"]["item"] for pl in conversation["cart"]["lines"]] == ["latte"]
    assert (
        conversation
        == api.get(f"/api/conversations/{cid}?after={resp.json['turn_id'] - 1}", token=token).json
    )
