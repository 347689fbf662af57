"""Bad input, auth and unknown ids over real HTTP: every error in the one JSON shape, never a 500."""

from __future__ import annotations

import pytest

from tests.stack import BARISTA


def assert_error(resp, status: int, code: str) -> dict:
    """Check the status and the one error shape; return the error object."""
    assert resp.status == status, (resp.status, resp.raw)
    assert resp.headers["content-type"].startswith("application/json")
    body = resp.json
    assert set(body) == {"error"}
    assert set(body["error"]) == {"code", "message", "details"}
    assert body["error"]["code"] == code
    assert body["error"]["message"]
    return body["error"]


@pytest.fixture()
def conv(api):
    """A fresh conversation (id, token)."""
    return api.conversation()


def test_malformed_json_is_400(api, conv):
    cid, token = conv
    resp = api.request("POST", f"/api/conversations/{cid}/turns", data=b'{"text": "a latte"',
                       headers={"Content-Type": "application/json"}, token=token)
    assert_error(resp, 400, "malformed_json")


@pytest.mark.parametrize("body, field", [
    ({"text": 5}, "text"),                       # wrong type
    ({"text": ["a latte"]}, "text"),              # wrong type
    ({}, "text"),                                 # missing
    ({"text": "   "}, "text"),                    # blank
    ({"text": "a latte", "price": 0}, "price"),  # unknown field
    (["a latte"], ""),                            # not an object
])
def test_invalid_bodies_are_422_with_details(api, conv, body, field):
    cid, token = conv
    error = assert_error(api.post(f"/api/conversations/{cid}/turns", body, token=token), 422,
                         "validation_error")
    locations = [".".join(e["loc"]) for e in error["details"]["errors"]]
    assert any(loc == field or not field for loc in locations), locations


def test_text_over_the_limit_is_422(api, conv):
    cid, token = conv
    assert_error(api.say(cid, token, "latte " * 100), 422, "validation_error")


def test_oversize_body_is_413(api, conv):
    cid, token = conv
    resp = api.post(f"/api/conversations/{cid}/turns", {"text": "x" * 40_000}, token=token)
    assert_error(resp, 413, "payload_too_large")


def test_not_json_is_415(api, conv):
    cid, token = conv
    resp = api.request("POST", f"/api/conversations/{cid}/turns", data=b"text=latte",
                       headers={"Content-Type": "application/x-www-form-urlencoded"}, token=token)
    assert_error(resp, 415, "unsupported_media_type")


def test_customer_auth_matrix(api, conv):
    cid, token = conv
    other_cid, other_token = api.conversation()
    path = f"/api/conversations/{cid}"
    assert_error(api.get(path), 401, "unauthorized")
    assert api.get(path).headers.get("www-authenticate", "").startswith("Bearer")
    assert_error(api.get(path, headers={"Authorization": "Basic abc"}), 401, "unauthorized")
    assert_error(api.get(path, token="not-the-token"), 403, "forbidden")
    assert_error(api.get(path, token=other_token), 403, "forbidden")
    assert_error(api.say(cid, other_token, "a latte"), 403, "forbidden")
    assert api.get(path, token=token).status == 200
    assert api.get(f"/api/conversations/{other_cid}", token=other_token).status == 200


def test_barista_auth_matrix(api):
    assert_error(api.get("/api/orders"), 401, "unauthorized")
    assert_error(api.get("/api/orders", token="wrong"), 403, "forbidden")
    assert_error(api.get("/api/orders", token="x" * 200), 403, "forbidden")
    assert api.get("/api/orders", token=BARISTA).status == 200
    assert_error(api.post("/api/orders/1/status", {"status": "ready"}), 401, "unauthorized")
    assert_error(api.post("/api/orders/1/status", {"status": "ready"}, token="wrong"), 403, "forbidden")


def test_customer_token_does_not_open_the_board(api, conv):
    _, token = conv
    assert_error(api.get("/api/orders", token=token), 403, "forbidden")


def test_unknown_ids_are_404(api, conv):
    _, token = conv
    assert_error(api.get("/api/conversations/" + "0" * 32, token=token), 404, "not_found")
    assert_error(api.say("f" * 32, token, "a latte"), 404, "not_found")
    assert_error(api.get("/api/orders/999999", token=token), 404, "not_found")
    assert_error(api.post("/api/orders/999999/status", {"status": "ready"}, token=BARISTA), 404, "not_found")
    assert_error(api.get("/api/nowhere"), 404, "not_found")


def test_bad_status_values(api):
    error = assert_error(api.post("/api/orders/1/status", {"status": "eaten"}, token=BARISTA), 422,
                         "validation_error")
    assert error["details"]["errors"][0]["loc"] == ["status"]
    assert_error(api.get("/api/orders?status=eaten", token=BARISTA), 400, "bad_request")
    assert_error(api.get("/api/orders?since=abc", token=BARISTA), 400, "bad_request")


def test_wrong_method_is_405(api):
    resp = api.request("DELETE", "/api/conversations")
    assert_error(resp, 405, "method_not_allowed")
    assert "POST" in resp.headers["allow"]


def test_confirm_an_empty_cart_is_409(api, conv):
    cid, token = conv
    assert_error(api.post(f"/api/conversations/{cid}/confirm", token=token), 409, "empty_cart")


def test_wait_is_validated(api, conv):
    cid, token = conv
    assert_error(api.get(f"/api/conversations/{cid}?wait=-1", token=token), 400, "bad_request")
    assert_error(api.get(f"/api/conversations/{cid}?wait=soon", token=token), 400, "bad_request")


def test_a_turn_with_a_bad_wait_is_refused_before_it_is_stored(api, conv):
    """400 for the query, and no turn kept behind the customer's back: the same words sent again right
    are the conversation's only turn."""
    cid, token = conv
    for wait in ("soon", "-2"):
        sent = api.post(f"/api/conversations/{cid}/turns?wait={wait}", {"text": "a latte"}, token=token)
        assert_error(sent, 400, "bad_request")
    assert api.get(f"/api/conversations/{cid}", token=token).json["turns"] == []
    sent = api.post(f"/api/conversations/{cid}/turns?wait=10", {"text": "a latte"}, token=token)
    assert sent.status == 202 and sent.json["status"] == "done"
    assert [t["text"] for t in sent.json["conversation"]["turns"]] == ["a latte"]
