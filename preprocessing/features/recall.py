"""Measure the tagger on the benchmark dev set: does every gold value appear as a symbol?

``python -m preprocessing.features.recall [DEV_DIR] [--pipeline DIR] [--show N]``

For each record, the context turns and the text are tagged; every gold cart value (item, size,
temp, milk, caffeine, shots, add-ons, removals, preps, to_go) must appear as its symbol among the
tokens. Prints recall per field (all records and the ``verified`` subset), the worst misses, the
symbols tagged that no gold line uses, and every typo correction the tagger made (to review the
protected-word list). Reads the dev files only; nothing here feeds training.
"""

from __future__ import annotations

import argparse
import json
import os
from collections import Counter, defaultdict
from pathlib import Path

from preprocessing.features.normalize import normalize_text
from preprocessing.features.tagger import MenuTagger
from preprocessing.features.types import symbol

DEV_DIR = Path(os.environ.get("COFFEE_BENCH_DEV")
               or Path(__file__).resolve().parents[3] / "shared" / "benchmarks" / "dev")
FIELDS = ("item", "size", "temp", "milk", "caffeine", "shots", "addon", "removal", "prep", "to_go")
# A gold value is also found through its designed stand-in: the tagger says addon:foam for "foam" in
# "no foam" (the model decides), and temp:warm for "warmed" (prep on bakery).
EQUIVALENT = {"removal": "addon", "prep:warmed": "temp:warm"}


def gold_values(cart: dict) -> set[tuple[str, str]]:
    """The (kind, name) pairs a gold cart uses."""
    out: set[tuple[str, str]] = set()
    for line in cart.get("lines", []):
        out.add(("item", line["item"]))
        for f in ("size", "temp", "milk", "caffeine", "shots"):
            if line.get(f) is not None and not (f == "temp" and line[f] == "hot"):
                out.add((f, str(line[f])))
        out.update(("addon", a) for a in line.get("addons", {}))
        out.update(("removal", r) for r in line.get("removals", []))
        out.update(("prep", p) for p in line.get("preps", []))
    if cart.get("to_go") is not None:
        out.add(("to_go", "true" if cart["to_go"] else "false"))
    return out


def found(kind: str, name: str, tokens: set[str]) -> bool:
    """Whether the symbol of (kind, name), or its designed stand-in, is among tokens."""
    sym = symbol(kind, name)
    if sym in tokens:
        return True
    alt = EQUIVALENT.get(sym) or (symbol(EQUIVALENT[kind], name) if kind in EQUIVALENT else None)
    return alt is not None and alt in tokens


def measure(tagger: MenuTagger, records: list[dict]) -> dict:
    """Recall counters, misses, unexpected symbols and typo corrections over records."""
    hit: Counter = Counter()
    total: Counter = Counter()
    hit_v: Counter = Counter()
    total_v: Counter = Counter()
    misses: dict[tuple[str, str], list[str]] = defaultdict(list)
    extra: Counter = Counter()
    fixes: Counter = Counter()
    for rec in records:
        tokens: set[str] = set()
        for turn in [*rec.get("context", []), rec["text"]]:
            tagger._rt_trace = []
            tokens.update(tagger.tag(normalize_text(turn)).tokens)
            fixes.update(tagger._rt_trace)
            del tagger._rt_trace
        gold = gold_values(rec["cart"])
        verified = "verified" in rec.get("tags", [])
        for kind, name in gold:
            ok = found(kind, name, tokens)
            total[kind] += 1
            hit[kind] += ok
            if verified:
                total_v[kind] += 1
                hit_v[kind] += ok
                if not ok:
                    misses[(kind, name)].append(rec["text"])
        gold_syms = {symbol(k, n) for k, n in gold}
        gold_syms |= {symbol("addon", n) for k, n in gold if k == "removal"}
        for t in tokens:
            if ":" in t and t not in gold_syms:
                extra[t] += 1
    return {"hit": hit, "total": total, "hit_v": hit_v, "total_v": total_v, "misses": misses,
            "extra": extra, "fixes": fixes}


def load_records(path: Path) -> list[dict]:
    """Records of a .jsonl file or of every .jsonl file in a directory."""
    files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    return [json.loads(line) for f in files for line in f.read_text(encoding="utf-8").splitlines() if line]


def report(res: dict, show: int = 25) -> None:
    """Print the recall table and the worst misses."""
    print(f"{'field':10} {'recall':>8} {'n':>6}   {'verified':>8} {'n':>6}")
    for f in FIELDS:
        if res["total"][f]:
            r = res["hit"][f] / res["total"][f]
            rv = res["hit_v"][f] / res["total_v"][f] if res["total_v"][f] else float("nan")
            print(f"{f:10} {r:8.1%} {res['total'][f]:6d}   {rv:8.1%} {res['total_v'][f]:6d}")
    h, t = sum(res["hit"].values()), sum(res["total"].values())
    hv, tv = sum(res["hit_v"].values()), sum(res["total_v"].values())
    print(f"{'ALL':10} {h / t:8.1%} {t:6d}   {hv / tv:8.1%} {tv:6d}")
    print("\nworst misses (verified records):")
    for (kind, name), texts in sorted(res["misses"].items(), key=lambda kv: -len(kv[1]))[:show]:
        print(f"  {len(texts):4d}  {kind}:{name}   e.g. {texts[0][:100]!r}")
    print("\nsymbols tagged that no gold line uses (top):")
    print("  " + ", ".join(f"{s} {c}" for s, c in res["extra"].most_common(show)))
    print("\ntypo corrections used in symbols:")
    print("  " + ", ".join(f"{w}->{f} {c}" for (w, f), c in res["fixes"].most_common(200)))


def main(argv: list[str] | None = None) -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dev", nargs="?", type=Path, default=DEV_DIR)
    ap.add_argument("--pipeline", help="a saved pipeline directory (default: fit the tagger on the menu)")
    ap.add_argument("--show", type=int, default=25)
    args = ap.parse_args(argv)
    if args.pipeline:
        from preprocessing.features.io import load_pipeline

        tagger = load_pipeline(args.pipeline).tagging.named_steps["tag"]
    else:
        tagger = MenuTagger().fit()
    report(measure(tagger, load_records(args.dev)), args.show)


if __name__ == "__main__":
    main()
