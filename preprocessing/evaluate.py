"""Replay benchmark conversations through the real pipeline, model and cart; score synthetic held-out.

``predict`` writes, for every gold record, the cart after its turn in the benchmark format. Records of
one conversation share their context, so every distinct prefix of turns is parsed once, and all
prefixes of the same depth go through the engine as one batch.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from ordering.cart import Cart, cart_to_benchmark
from ordering.dsl import parse
from ordering.edits import apply_edits
from ordering.menu import Menu, load_menu


def read_jsonl(path: str | Path) -> list[dict]:
    """Read a JSONL file (or every *.jsonl in a folder)."""
    p = Path(path)
    files = sorted(p.glob("*.jsonl")) if p.is_dir() else [p]
    return [json.loads(line) for f in files for line in f.open(encoding="utf-8") if line.strip()]


def replay(engine, conversations: Sequence[Sequence[str]], menu: Menu, batch_size: int = 64) -> dict:
    """Return {prefix tuple: cart after its last turn} for every prefix of every conversation."""
    carts: dict[tuple[str, ...], Cart] = {(): Cart()}
    depth = 1
    while True:
        todo = sorted({tuple(c[:depth]) for c in conversations if len(c) >= depth} - carts.keys())
        if not todo:
            break
        for start in range(0, len(todo), batch_size):
            chunk = todo[start : start + batch_size]
            requests = [_request(prefix[-1], carts[prefix[:-1]]) for prefix in chunk]
            for prefix, result in zip(chunk, engine.parse_batch(requests), strict=True):
                before = carts[prefix[:-1]]
                carts[prefix] = apply_edits(before, result.edits, menu).cart if result.understood else before
        depth += 1
    return carts


def predict(gold_path: str | Path, pred_path: str | Path, engine=None, batch_size: int = 64) -> int:
    """Write predictions for a benchmark gold file; return how many records."""
    engine = engine or _load_engine()
    menu = load_menu()
    gold = read_jsonl(gold_path)
    carts = replay(engine, [r["context"] + [r["text"]] for r in gold], menu, batch_size)
    Path(pred_path).parent.mkdir(parents=True, exist_ok=True)
    with open(pred_path, "w", encoding="utf-8") as fh:
        for r in gold:
            cart = carts[tuple(r["context"] + [r["text"]])]
            fh.write(json.dumps({"id": r["id"], "cart": cart_to_benchmark(cart)}) + "\n")
    return len(gold)


def heldout_exact(path: str | Path, engine=None, batch_size: int = 64, show: int = 0) -> dict:
    """Exact cart match on synthetic records: the model's edits against the gold edits give the same cart
    (the same units, as the benchmark's scorer compares them: notes by presence, a line of two is two
    units). ``strict_exact`` also asks for the same lines and the same note wording."""
    engine = engine or _load_engine()
    menu = load_menu()
    rows = read_jsonl(path)
    right, strict, malformed, misses = 0, 0, 0, []
    for start in range(0, len(rows), batch_size):
        chunk = rows[start : start + batch_size]
        carts = [Cart.model_validate(r["cart_before"]) for r in chunk]
        results = engine.parse_batch([_request(r["text"], c) for r, c in zip(chunk, carts, strict=True)])
        for row, cart, result in zip(chunk, carts, results, strict=True):
            gold = apply_edits(cart, parse(row["target"].split(), menu, cart), menu).cart
            got = apply_edits(cart, result.edits, menu).cart if result.understood else cart
            malformed += not _parses(result.output, menu, cart)
            gold_cart, got_cart = cart_to_benchmark(gold), cart_to_benchmark(got)
            strict += gold_cart == got_cart
            if same_units(gold_cart, got_cart):
                right += 1
            elif len(misses) < show:
                misses.append({"text": row["text"], "gold": row["target"], "got": result.output})
    return {
        "records": len(rows),
        "exact": right / max(1, len(rows)),
        "strict_exact": strict / max(1, len(rows)),
        "malformed": malformed,
        "misses": misses,
    }


def same_units(a: dict, b: dict) -> bool:
    """Exact cart match as the benchmark's scorer counts it: the same units (a line of two mochas is two
    mocha units, as two lines of one are) and the same to-go choice."""
    return _units(a) == _units(b) and a.get("to_go") == b.get("to_go")


def _units(cart: dict) -> list[str]:
    """Each unit of the cart as a key; like the scorer, notes count by presence and "hot" is no choice."""

    def unit(line: dict) -> str:
        fields = {k: v for k, v in line.items() if k != "qty"}
        fields["notes"] = bool(fields.get("notes"))
        fields["temp"] = None if fields.get("temp") == "hot" else fields.get("temp")
        return json.dumps(fields, sort_keys=True)

    return sorted(unit(line) for line in cart.get("lines", []) for _ in range(line.get("qty") or 1))


def _parses(output: str, menu: Menu, cart: Cart) -> bool:
    try:
        parse(output.split(), menu, cart)
    except (ValueError, IndexError, KeyError):
        return False
    return True


def _request(text: str, cart: Cart):
    from workers.engine.engine import ParseRequest

    return ParseRequest(text=text, cart=cart)


def _load_engine():
    from workers.engine.engine import Engine

    return Engine.load()
