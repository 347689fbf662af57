"""Generate the synthetic corpus from the menu: multi-turn conversations with gold edits.

    python -m preprocessing.corpus.generate --out data/corpus --train 60000 --heldout 3000 --seed 7

Deterministic for a seed and a menu; a menu change regenerates it (the menu version is recorded in
``manifest.json``). The held-out file is drawn from phrase banks the training file never uses.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterator
from pathlib import Path

from ordering.cart import Cart
from ordering.dsl import format_edits
from ordering.edits import apply_edits
from ordering.menu import Menu, load_menu
from preprocessing.corpus.dialogue import Banks, Turn, TurnSampler


def conversation(sampler: TurnSampler, menu: Menu) -> Iterator[tuple[Cart, Turn]]:
    """Yield (cart before, turn) for one conversation of one to five turns."""
    r = sampler.rng
    cart = Cart()
    first = r.random()
    if first < 0.78:
        turns = [sampler.order_turn()]
    elif first < 0.88:
        turns = [sampler.offtopic_turn()]
    elif first < 0.96:
        turns = [sampler.question_turn()]
    else:
        turns = [sampler.finish_turn() if r.random() < 0.5 else sampler.cancel_turn()]
    n_more = r.choices([0, 1, 2, 3, 4], [30, 30, 20, 12, 8])[0]
    for i in range(n_more + 1):
        turn = turns[-1]
        yield cart, turn
        cart = apply_edits(cart, turn.edits, menu).cart
        if i == n_more:
            break
        nxt = None
        while nxt is None:
            nxt = follow_up(sampler, cart)
        turns.append(nxt)


def follow_up(sampler: TurnSampler, cart: Cart) -> Turn | None:
    """Draw the next turn given the cart."""
    r = sampler.rng
    if not cart.lines:
        kind = r.choices(["order", "add", "offtopic", "question"], [60, 15, 15, 10])[0]
    else:
        kind = r.choices(["add", "change", "both", "remove", "togo", "finish", "question", "offtopic",
                          "cancel", "order", "replace"], [14, 34, 4, 14, 5, 9, 5, 8, 2, 5, 5])[0]
    return {
        "order": lambda: sampler.order_turn(),
        "add": lambda: sampler.add_more_turn(),
        "change": lambda: sampler.change_turn(cart),
        "both": lambda: sampler.both_turn(cart),
        "remove": lambda: sampler.remove_turn(cart),
        "replace": lambda: sampler.replace_turn(cart),
        "togo": lambda: sampler.to_go_turn(),
        "finish": lambda: sampler.finish_turn(),
        "question": lambda: sampler.question_turn(),
        "offtopic": lambda: sampler.offtopic_turn(),
        "cancel": lambda: sampler.cancel_turn(),
    }[kind]()


def records(menu: Menu, n: int, seed: int, heldout: bool) -> Iterator[dict]:
    """Yield n turn records: context, cart before, text, target edits, intent."""
    sampler = TurnSampler(menu, Banks(heldout), random.Random(seed))
    count = 0
    dialog = 0
    while count < n:
        dialog += 1
        context: list[str] = []
        for cart, turn in conversation(sampler, menu):
            yield {
                "id": f"{'heldout' if heldout else 'train'}/{dialog}/{len(context)}",
                "context": list(context),
                "cart_before": cart.model_dump(mode="json"),
                "text": turn.text,
                "target": " ".join(format_edits(turn.edits, menu)),
                "intent": turn.intent,
            }
            context.append(turn.text)
            count += 1
            if count >= n:
                return


def write(path: Path, rows: Iterator[dict]) -> int:
    """Write rows as JSONL; return how many."""
    path.parent.mkdir(parents=True, exist_ok=True)
    n = 0
    with path.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
            n += 1
    return n


def main(argv: list[str] | None = None) -> None:
    """Command line: write train.jsonl, heldout.jsonl and manifest.json."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="data/corpus")
    ap.add_argument("--train", type=int, default=60000)
    ap.add_argument("--heldout", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--menu", default=None)
    args = ap.parse_args(argv)
    menu = load_menu(args.menu)
    out = Path(args.out)
    n_train = write(out / "train.jsonl", records(menu, args.train, args.seed, heldout=False))
    n_held = write(out / "heldout.jsonl", records(menu, args.heldout, args.seed + 1, heldout=True))
    manifest = {"menu_version": menu.version, "seed": args.seed, "train": n_train, "heldout": n_held}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    print(json.dumps(manifest))


if __name__ == "__main__":
    main()
