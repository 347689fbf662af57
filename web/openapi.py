"""The OpenAPI document, built from the same pydantic schemas the views validate with, and a docs page."""

from __future__ import annotations

import html
import json
from typing import Any

from flask import Blueprint, Response, jsonify
from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from web import schemas as s

bp = Blueprint("openapi", __name__, url_prefix="/api")

CUSTOMER, BARISTA = [{"conversationToken": []}], [{"baristaToken": []}]
ERRORS = {"400": "malformed JSON or a bad parameter", "401": "no bearer token", "403": "wrong token",
          "404": "unknown id", "409": "not allowed in the current state", "413": "body too large",
          "415": "body is not JSON", "422": "body fails validation",
          "503": "database or broker unavailable (see Retry-After)"}

# (method, path, summary, request model, {status: response model}, security, parameters)
Route = tuple[str, str, str, type[BaseModel] | None, dict[str, type[BaseModel] | None], list, list]
ROUTES: list[Route] = [
    ("post", "/api/conversations", "Start a conversation", None, {"201": s.ConversationCreated}, [], []),
    ("post", "/api/conversations/{id}/turns",
     "Say something (202; done at once on a cache hit, or within wait seconds, with the reply and cart)",
     s.TurnIn, {"202": s.TurnAccepted}, CUSTOMER, ["id", "Idempotency-Key", "wait"]),
    ("get", "/api/conversations/{id}", "Read the conversation; long-poll with wait", None,
     {"200": s.ConversationOut}, CUSTOMER, ["id", "wait", "after"]),
    ("post", "/api/conversations/{id}/confirm", "Place the order (idempotent)", s.ConfirmIn,
     {"201": s.OrderEnvelope, "200": s.OrderEnvelope}, CUSTOMER, ["id"]),
    ("delete", "/api/conversations/{id}/lines/{line_id}",
     "Remove a cart line without the model (idempotent; recorded in the history as a turn)", None,
     {"200": s.LineEditOut}, CUSTOMER, ["id", "line_id"]),
    ("patch", "/api/conversations/{id}/lines/{line_id}",
     "Set a cart line's quantity without the model (idempotent; recorded in the history as a turn)",
     s.LineQtyIn, {"200": s.LineEditOut}, CUSTOMER, ["id", "line_id"]),
    ("get", "/api/orders/{order_id}", "Read an order", None, {"200": s.OrderEnvelope}, CUSTOMER,
     ["order_id"]),
    ("post", "/api/orders/{order_id}/cancel", "Cancel an order still placed", None, {"200": s.OrderEnvelope},
     CUSTOMER, ["order_id"]),
    ("get", "/api/orders", "The barista board (ETag / If-None-Match, since-cursor)", None,
     {"200": s.OrderList, "304": None}, BARISTA, ["status", "since", "If-None-Match"]),
    ("post", "/api/orders/{order_id}/status", "Move an order along its lifecycle", s.StatusIn,
     {"200": s.OrderEnvelope}, BARISTA, ["order_id"]),
    ("post", "/api/orders/{order_id}/recall",
     "Recall (undo) the order's last move, one step back, within RECALL_WINDOW_S (default 5 min)",
     s.RecallIn, {"200": s.OrderEnvelope}, BARISTA, ["order_id"]),
    ("get", "/api/menu", "The priced menu", None, {"200": None}, [], []),
]

OPTIONAL_BODIES = (s.ConfirmIn, s.RecallIn)  # these calls may be sent without a body

PARAMETERS: dict[str, dict[str, Any]] = {
    "id": {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
    "order_id": {"name": "order_id", "in": "path", "required": True, "schema": {"type": "integer"}},
    "line_id": {"name": "line_id", "in": "path", "required": True, "schema": {"type": "integer"},
                "description": "the line's stable id (cart.lines[].line.id), not its position"},
    "Idempotency-Key": {"name": "Idempotency-Key", "in": "header",
                        "schema": {"type": "string", "maxLength": 128},
                        "description": "a retried POST with the same key returns the first turn"},
    "wait": {"name": "wait", "in": "query", "schema": {"type": "number", "minimum": 0, "maximum": 10},
             "description": "seconds to wait while a turn is pending"},
    "after": {"name": "after", "in": "query", "schema": {"type": "integer"},
              "description": "only turns with a larger id"},
    "status": {"name": "status", "in": "query", "schema": {"type": "string"},
               "description": "comma-separated statuses (default placed,preparing,ready)"},
    "since": {"name": "since", "in": "query", "schema": {"type": "integer"},
              "description": "the cursor of the previous answer: only orders changed after it"},
    "If-None-Match": {"name": "If-None-Match", "in": "header", "schema": {"type": "string"}},
}


def _models() -> list[type[BaseModel]]:
    """Every model the document names."""
    found = {s.ErrorOut}
    for _, _, _, body, responses, _, _ in ROUTES:
        found |= {m for m in (body, *responses.values()) if m is not None}
    return sorted(found, key=lambda m: m.__name__)


def build_openapi() -> dict[str, Any]:
    """The OpenAPI 3.1 document."""
    models = _models()
    refs, defs = models_json_schema([(m, "validation") for m in models],
                                    ref_template="#/components/schemas/{model}")
    ref = {m: refs[(m, "validation")] for m in models}
    paths: dict[str, dict[str, Any]] = {}
    for method, path, summary, body, responses, security, params in ROUTES:
        op: dict[str, Any] = {"summary": summary, "security": security,
                              "parameters": [PARAMETERS[p] for p in params], "responses": {}}
        if body is not None:
            op["requestBody"] = {"required": body not in OPTIONAL_BODIES,
                                 "content": {"application/json": {"schema": ref[body]}}}
        for status, model in responses.items():
            op["responses"][status] = {"description": summary if status < "300" else "not modified"}
            if model is not None:
                op["responses"][status]["content"] = {"application/json": {"schema": ref[model]}}
        for status, why in ERRORS.items():
            op["responses"].setdefault(status, {"description": why, "content": {
                "application/json": {"schema": ref[s.ErrorOut]}}})
        paths.setdefault(path, {})[method] = op
    return {
        "openapi": "3.1.0",
        "info": {"title": "CoffeeGLM API", "version": "1",
                 "description": "Order coffee in plain words; baristas work the orders."},
        "paths": paths,
        "components": {
            "schemas": defs.get("$defs", {}),
            "securitySchemes": {
                "conversationToken": {"type": "http", "scheme": "bearer",
                                      "description": "the token returned when the conversation was created"},
                "baristaToken": {"type": "http", "scheme": "bearer", "description": "BARISTA_TOKEN"},
            },
        },
    }


@bp.get("/openapi.json")
def openapi_json():
    """The OpenAPI document."""
    return jsonify(build_openapi())


@bp.get("/docs")
def docs():
    """A self-contained page listing every operation and its schemas (no external assets)."""
    spec = build_openapi()
    parts = ["<!doctype html><html><head><meta charset='utf-8'><title>CoffeeGLM API</title>",
             "<style>body{font:15px system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}"
             "code,pre{background:#f4f1ec;padding:.1rem .3rem}pre{padding:.6rem;overflow:auto}"
             "h2{border-top:1px solid #ddd;padding-top:1rem}</style></head><body>",
             "<h1>CoffeeGLM API</h1><p>Machine-readable: <a href='/api/openapi.json'>/api/openapi.json</a>."
             " Every error is <code>{\"error\": {\"code\", \"message\", \"details\"}}</code>.</p>"]
    for path, ops in spec["paths"].items():
        for method, op in ops.items():
            parts.append(f"<h2><code>{method.upper()} {html.escape(path)}</code></h2>"
                         f"<p>{html.escape(op['summary'])}</p>")
            if op["security"]:
                parts.append(f"<p>Auth: bearer <em>{next(iter(op['security'][0]))}</em></p>")
            if "requestBody" in op:
                schema = op["requestBody"]["content"]["application/json"]["schema"]
                parts.append(f"<p>Body: <code>{html.escape(schema['$ref'].rsplit('/', 1)[-1])}</code></p>")
            codes = ", ".join(sorted(op["responses"]))
            parts.append(f"<p>Responses: {codes}</p>")
    parts.append("<h2>Schemas</h2>")
    for name, schema in spec["components"]["schemas"].items():
        parts.append(f"<h3 id='{html.escape(name)}'>{html.escape(name)}</h3>"
                     f"<pre>{html.escape(json.dumps(schema, indent=2))}</pre>")
    parts.append("</body></html>")
    return Response("".join(parts), mimetype="text/html")
