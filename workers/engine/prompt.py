"""Prompt format shared by training and inference (pure Python, no torch).

    <bos> intent:X <sep> CART <sep> TURN-TOKENS <sep> EDIT-TOKENS <eos>

CART is `empty`, or for each line i (1-based position):
`L{i} item:N [x nQ] [size:S] [temp:T] [milk:M] [caffeine:C] [shots:K] [addon:A [nC]]... ;`
(`x nQ` only when qty > 1, `nC` only when an addon count > 1; absent fields are left out.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ordering.dsl import number_token, symbol
from workers.engine.tokenizer import BOS, EOS, MAX_LINES, SEP

_FIELDS = ("size", "temp", "milk", "caffeine")


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """Read a field from a pydantic model / object or a mapping."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def serialize_line(position: int, line: Any) -> list[str]:
    """Return the tokens describing one cart line at 1-based `position`, ending with `;`."""
    out = [f"L{position}", symbol("item", _get(line, "item"))]
    qty = _get(line, "qty", 1) or 1
    if qty > 1:
        out += ["x", number_token(qty)]
    for field in _FIELDS:
        value = _get(line, field)
        if value:
            out.append(symbol(field, value))
    shots = _get(line, "shots")
    if shots:
        out.append(f"shots:{int(shots)}")
    for name, count in sorted((_get(line, "addons") or {}).items()):
        out.append(symbol("addon", name))
        if count and count > 1:
            out.append(number_token(count))
    out.append(";")
    return out


def serialize_cart(cart: Any) -> list[str]:
    """Return the CART tokens (`empty` when the cart has no lines; at most MAX_LINES lines)."""
    lines = list(_get(cart, "lines", None) or []) if cart is not None else []
    if not lines:
        return ["empty"]
    out: list[str] = []
    for i, line in enumerate(lines[:MAX_LINES], start=1):
        out += serialize_line(i, line)
    return out


def build_prompt(features_tokens: Sequence[str], intent: str, cart: Any,
                 max_turn_tokens: int | None = None) -> list[str]:
    """Return the prompt tokens `<bos> intent:X <sep> CART <sep> TURN <sep>` (the model continues after it).

    `max_turn_tokens` keeps only the first N turn tokens (so prompt + output fit the position limit).
    """
    turn = list(features_tokens)
    if max_turn_tokens is not None:
        turn = turn[:max_turn_tokens]
    return [BOS, f"intent:{intent}", SEP, *serialize_cart(cart), SEP, *turn, SEP]


def build_example(features_tokens: Sequence[str], intent: str, cart: Any,
                  target_tokens: Iterable[str]) -> tuple[list[str], list[str]]:
    """Return (prompt, target) for training: target is the edit tokens followed by `<eos>`."""
    return build_prompt(features_tokens, intent, cart), [*target_tokens, EOS]
