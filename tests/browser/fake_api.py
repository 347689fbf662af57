"""An in-memory stand-in for the CoffeeGLM HTTP API, served to the browser through Playwright routing.

Used by the UI tests that need states the real stack cannot produce on demand (a 503 with
Retry-After, a dropped connection, a ticket that has waited nine minutes). It follows
docs/INTERFACES.md and web/schemas.py; the full-stack tests check the real API.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

BARISTA_TOKEN = "test-barista-token"
NEXT = {"placed": {"preparing", "cancelled"}, "preparing": {"ready", "cancelled"}, "ready": {"collected"}}
BACK = {"preparing": "placed", "ready": "preparing", "collected": "ready"}  # what a recall undoes


def iso_ago(seconds: float) -> str:
    """Return an ISO timestamp ``seconds`` in the past."""
    return (datetime.now(UTC) - timedelta(seconds=seconds)).isoformat()


def priced_line(item: str, qty: int = 1, unit: int = 450, **options: Any) -> dict[str, Any]:
    """Build a PricedLine JSON for a cart."""
    line = {
        "id": 0,
        "item": item,
        "qty": qty,
        "size": None,
        "temp": None,
        "milk": None,
        "caffeine": None,
        "shots": None,
        "addons": {},
        "removals": [],
        "preps": [],
        "notes": None,
        **options,
    }
    return {"line": line, "unit_cents": unit, "total_cents": unit * qty, "description": item}


def cart(
    *lines: dict[str, Any], customer_name: str | None = None, to_go: bool | None = None
) -> dict[str, Any]:
    """Build a PricedCart JSON."""
    for i, pl in enumerate(lines, start=1):
        pl["line"]["id"] = i
    return {
        "lines": list(lines),
        "total_cents": sum(pl["total_cents"] for pl in lines),
        "to_go": to_go,
        "customer_name": customer_name,
    }


def order(
    order_id: int,
    status: str = "placed",
    *,
    age_s: float = 10,
    name: str | None = "Sam",
    lines: list[tuple[int, str, list[str]]] | None = None,
    words: list[str] | None = None,
) -> dict[str, Any]:
    """Build an OrderOut JSON; ``lines`` are (qty, item, modifiers)."""
    lines = lines or [(1, "latte", ["large", "oat milk"])]
    return {
        "id": order_id,
        "status": status,
        "customer_name": name,
        "to_go": True,
        "total_cents": 525,
        "lines": [
            {
                "position": i,
                "item": item,
                "qty": qty,
                "description": item,
                "modifiers": mods,
                "unit_cents": 525,
                "total_cents": 525 * qty,
            }
            for i, (qty, item, mods) in enumerate(lines, 1)
        ],
        "customer_words": words if words is not None else ["a large oat latte"],
        "placed_at": iso_ago(age_s),
        "updated_at": iso_ago(age_s),
        "revision": order_id,
    }


MENU = {
    "version": "test",
    "label": "test",
    "currency": "USD",
    "categories": [
        {
            "name": "espresso",
            "display": "espresso drinks",
            "items": [
                {
                    "name": "latte",
                    "display": "latte",
                    "description": "Espresso with steamed milk.",
                    "favourite": True,
                    "sizes": ["small", "large"],
                    "default_size": "small",
                    "prices": {"small": 425, "large": 525},
                    "options": {},
                }
            ],
        },
        {
            "name": "bakery",
            "display": "bakery",
            "items": [
                {
                    "name": "blueberry muffin",
                    "display": "blueberry muffin",
                    "sizes": [],
                    "default_size": None,
                    "prices": {"one": 325},
                    "options": {},
                }
            ],
        },
    ],
    "options": {"milk": [{"name": "oat milk", "display": "oat milk", "price": {"*": 70}}]},
}


@dataclass
class Reply:
    """What the fake 'worker' answers to the next turn: a reply and the resulting cart."""

    text: str
    cart: dict[str, Any]
    polls: int = 1  # how many GETs see the turn pending before it is done


@dataclass
class FakeApi:
    """The API's state plus the faults to inject; ``handle`` is a Playwright route handler."""

    replies: list[Reply] = field(default_factory=list)
    orders: dict[int, dict[str, Any]] = field(default_factory=dict)
    faults: list[tuple[str, str, int | str, dict[str, str]]] = field(default_factory=list)
    requests: list[tuple[str, str, dict[str, str], Any]] = field(default_factory=list)
    turns: list[dict[str, Any]] = field(default_factory=list)
    pending_polls: int = 0
    current_cart: dict[str, Any] = field(default_factory=cart)
    keys: dict[str, int] = field(default_factory=dict)
    revision: int = 1
    board_statuses: list[int] = field(default_factory=list)
    recalls: list[int] = field(default_factory=list)  # order ids POSTed to /recall

    def fail(
        self, method: str, path_regex: str, status: int | str, headers: dict[str, str] | None = None
    ) -> None:
        """Answer the next matching request with ``status`` (an int) or abort it (a string reason)."""
        self.faults.append((method, path_regex, status, headers or {}))

    def add_order(self, data: dict[str, Any]) -> None:
        """Put an order on the board."""
        self.orders[data["id"]] = data
        self.revision += 1

    def calls(self, method: str, path_regex: str) -> list[tuple[str, str, dict[str, str], Any]]:
        """The recorded requests matching method and path."""
        return [r for r in self.requests if r[0] == method and re.fullmatch(path_regex, r[1])]

    def handle(self, route: Any, request: Any) -> None:
        """Answer one intercepted /api/ request."""
        path = request.url.split("://", 1)[1].split("/", 1)[1]
        path, _, query = ("/" + path).partition("?")
        body = json.loads(request.post_data) if request.post_data else None
        self.requests.append((request.method, path, dict(request.headers), body))
        for fault in self.faults:
            method, regex, status, headers = fault
            if method == request.method and re.fullmatch(regex, path):
                self.faults.remove(fault)
                if isinstance(status, str):
                    route.abort(status)
                else:
                    route.fulfill(
                        status=status,
                        headers=headers,
                        content_type="application/json",
                        body=json.dumps({"error": {"code": "unavailable", "message": "busy", "details": {}}}),
                    )
                return
        status, payload, headers = self.dispatch(request.method, path, query, dict(request.headers), body)
        if status == 304:
            route.fulfill(status=304, headers=headers)
        else:
            route.fulfill(
                status=status, headers=headers, content_type="application/json", body=json.dumps(payload)
            )

    def conversation(self) -> dict[str, Any]:
        """The GET conversation body."""
        if self.pending_polls > 0:
            self.pending_polls -= 1
        elif self.turns and self.turns[-1]["status"] == "pending":
            reply = self.replies.pop(0) if self.replies else Reply("OK.", self.current_cart)
            self.turns[-1].update(status="done", reply=reply.text)
            self.current_cart = reply.cart
        ref = next(
            ({"id": o["id"], "status": o["status"]} for o in self.orders.values() if o.get("_mine")), None
        )
        return {
            "id": "c1",
            "turns": [{"kind": "words", **{k: t[k] for k in ("id", "text", "reply", "status", "kind")
                                           if k in t}} for t in self.turns],
            "pending": any(t["status"] == "pending" for t in self.turns),
            "cart": self.current_cart,
            "order": ref,
        }

    def dispatch(self, method: str, path: str, query: str, headers: dict[str, str], body: Any):
        """Route a request to the fake behaviour; return (status, json, headers)."""
        auth = headers.get("authorization", "")
        if method == "GET" and path == "/api/menu":
            return 200, MENU, {}
        if method == "POST" and path == "/api/conversations":
            return 201, {"id": "c1", "token": "conv-token"}, {}
        if method == "POST" and path == "/api/conversations/c1/turns":
            key = headers.get("idempotency-key")
            if key in self.keys:
                return 202, {"turn_id": self.keys[key], "status": "pending"}, {}
            text = (body or {}).get("text", "").strip()
            if not text or len(text) > 500:
                return (
                    422,
                    {"error": {"code": "validation_error", "message": "the request body is not valid"}},
                    {},
                )
            turn = {"id": len(self.turns) + 1, "text": text, "reply": None, "status": "pending"}
            self.turns.append(turn)
            self.keys[key] = turn["id"]
            self.pending_polls = self.replies[0].polls if self.replies else 1
            return 202, {"turn_id": turn["id"], "status": "pending"}, {}
        match = re.fullmatch(r"/api/conversations/c1/lines/(\d+)", path)
        if match and method == "DELETE":
            return self.remove_line(int(match.group(1)))
        if method == "GET" and path == "/api/conversations/c1":
            return 200, self.conversation(), {}
        if method == "POST" and path == "/api/conversations/c1/confirm":
            data = order(
                101, name=(body or {}).get("customer_name") or self.current_cart.get("customer_name")
            )
            data["_mine"] = True
            self.add_order(data)
            return 201, {"order": data}, {}
        match = re.fullmatch(r"/api/orders/(\d+)(/status|/cancel|/recall)?", path)
        if match:
            found = self.orders.get(int(match.group(1)))
            if found is None:
                return 404, {"error": {"code": "not_found", "message": "no such order"}}, {}
            if match.group(2) == "/recall":
                return self.recall(found, auth, body)
            wanted = {"/status": (body or {}).get("status"), "/cancel": "cancelled"}.get(match.group(2) or "")
            if wanted:
                if match.group(2) == "/status" and auth != f"Bearer {BARISTA_TOKEN}":
                    return 403, {"error": {"code": "forbidden", "message": "barista token needed"}}, {}
                if wanted not in NEXT.get(found["status"], set()):
                    return (
                        409,
                        {
                            "error": {
                                "code": "invalid_transition",
                                "message": f"an order that is {found['status']} cannot become {wanted}",
                            }
                        },
                        {},
                    )
                found["_previous"], found["status"] = found["status"], wanted
                self.revision += 1
            return 200, {"order": found}, {}
        if method == "GET" and path == "/api/orders":
            if auth != f"Bearer {BARISTA_TOKEN}":
                return 403, {"error": {"code": "forbidden", "message": "this needs the barista token"}}, {}
            etag = '"' + hashlib.sha256(str(self.revision).encode()).hexdigest()[:16] + '"'
            if headers.get("if-none-match") == etag:
                self.board_statuses.append(304)
                return 304, None, {"ETag": etag}
            self.board_statuses.append(200)
            listed = [o for o in self.orders.values() if o["status"] in ("placed", "preparing", "ready")]
            return 200, {"orders": listed, "removed": [], "cursor": self.revision}, {"ETag": etag}
        return 404, {"error": {"code": "not_found", "message": f"fake has no {method} {path}"}}, {}

    def recall(self, found: dict[str, Any], auth: str, body: Any):
        """POST /api/orders/<id>/recall: undo the order's last move (no time window here)."""
        if auth != f"Bearer {BARISTA_TOKEN}":
            return 403, {"error": {"code": "forbidden", "message": "barista token needed"}}, {}
        self.recalls.append(found["id"])
        expected = (body or {}).get("expected_status")
        back = BACK.get(found["status"])
        if (expected not in (None, found["status"]) or back is None
                or found.get("_previous") != back):
            message = f"an order that is {found['status']} cannot be recalled"
            return 409, {"error": {"code": "invalid_transition", "message": message}}, {}
        found["_previous"], found["status"] = found["status"], back
        self.revision += 1
        return 200, {"order": found}, {}

    def remove_line(self, line_id: int):
        """DELETE /api/conversations/c1/lines/<id>: drop the line, record a done "edit" turn."""
        lines = self.current_cart["lines"]
        gone = next((pl for pl in lines if pl["line"]["id"] == line_id), None)
        if gone is None:
            return 200, {"changed": False, "turn": None, "cart": self.current_cart}, {}
        kept = [pl for pl in lines if pl is not gone]
        self.current_cart = {**self.current_cart, "lines": kept,
                             "total_cents": sum(pl["total_cents"] for pl in kept)}
        item = gone["line"]["item"]
        turn = {"id": len(self.turns) + 1, "text": f"remove the {item}", "reply": f"Removed the {item}.",
                "status": "done", "kind": "edit"}
        self.turns.append(turn)
        return 200, {"changed": True, "turn": turn, "cart": self.current_cart}, {}
