"""Helpers for tests on the shipped model: a conversation run as the worker runs it, carts compared."""

from __future__ import annotations

import json
from pathlib import Path

from ordering.cart import Cart, cart_to_benchmark
from ordering.menu import load_menu
from workers.engine.engine import Engine, ParseRequest
from workers.turns import apply_parse

ROOT = Path(__file__).resolve().parents[2]
MENU = load_menu()


def converse(engine: Engine, *turns: str, cart: Cart | None = None) -> tuple[Cart, list[str]]:
    """Run turns one after another from ``cart`` (empty by default); return the cart and the replies."""
    cart, replies = cart or Cart(), []
    for text in turns:
        outcome = apply_parse(engine.parse_batch([ParseRequest(text=text, cart=cart)])[0], cart, MENU)
        cart = outcome.cart
        replies.append(outcome.reply)
    return cart, replies


def lines(cart: Cart) -> list[dict]:
    """The cart's lines in benchmark form, without empty fields, sorted for comparison."""
    return ordered([{k: v for k, v in line.items() if v not in (None, {}, [])}
                    for line in cart_to_benchmark(cart)["lines"]])


def ordered(rows: list[dict]) -> list[dict]:
    """Rows in a canonical order, so carts compare as multisets of lines."""
    return sorted(rows, key=lambda d: json.dumps(d, sort_keys=True))
