"""Fit the feature pipeline offline and save it with skops + manifest.

    python -m preprocessing.fit_pipeline --corpus data/corpus/train.jsonl --out models/pipeline

The corpus is JSONL with at least ``{"text", "intent"}`` per line (a directory means its
``train.jsonl``). A held-out slice (whole dialogs, chosen by a hash of the record id) measures the
intent accuracy; the pipeline that is saved is the one fitted on the rest. Prints the accuracy per
intent, the fit time and the transform latency for one text.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path


def read_corpus(path: str | Path, limit: int | None = None) -> list[dict]:
    """Rows with text and intent from a JSONL file (or a directory's train.jsonl)."""
    p = Path(path)
    if p.is_dir():
        p = p / "train.jsonl"
    rows = []
    with p.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            if not isinstance(row.get("text"), str) or not isinstance(row.get("intent"), str):
                raise ValueError(f"{p}:{n}: a row needs a string 'text' and 'intent'")
            rows.append(row)
            if limit and len(rows) >= limit:
                break
    return rows


def is_heldout(row: dict, fraction: float, index: int) -> bool:
    """Deterministic held-out choice by dialog: the id without its turn number (or the row index)."""
    rid = str(row.get("id", index))
    group = rid.rsplit("/", 1)[0] if "/" in rid else rid
    return int(hashlib.sha256(group.encode()).hexdigest()[:8], 16) / 2**32 < fraction


def accuracy_report(gold: list[str], pred: list[str]) -> str:
    """Overall and per-intent accuracy, and the most frequent confusions, as text."""
    ok = sum(g == p for g, p in zip(gold, pred, strict=True))
    lines = [f"intent accuracy {ok / max(len(gold), 1):.2%} on {len(gold)} held-out rows"]
    per = Counter(gold)
    hit = Counter(g for g, p in zip(gold, pred, strict=True) if g == p)
    lines += [f"  {k:9} {hit[k] / n:7.2%}  n={n}" for k, n in sorted(per.items())]
    conf = Counter((g, p) for g, p in zip(gold, pred, strict=True) if g != p)
    if conf:
        lines.append("  confusions: " + ", ".join(f"{g}->{p} {c}" for (g, p), c in conf.most_common(8)))
    return "\n".join(lines)


def latency(pipe, texts: list[str], repeat: int = 300) -> dict:
    """Milliseconds per single-text transform (median, p95) and texts/s for one batch of all texts."""
    sample = (texts * (repeat // max(len(texts), 1) + 1))[:repeat]
    pipe.transform(sample[:20])  # warm caches
    times = []
    for t in sample:
        t0 = time.perf_counter()
        pipe.transform([t])
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    t0 = time.perf_counter()
    pipe.transform(texts)
    batch_s = time.perf_counter() - t0
    return {"median_ms": statistics.median(times), "p95_ms": times[int(0.95 * (len(times) - 1))],
            "max_ms": times[-1], "batch_texts_per_s": len(texts) / max(batch_s, 1e-9)}


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description="fit and save the feature pipeline")
    ap.add_argument("--corpus", required=True, help="JSONL with text + intent (or a corpus directory)")
    ap.add_argument("--out", default="models/pipeline", help="output directory")
    ap.add_argument("--menu", default=None, help="menu file (default ordering/menu.toml)")
    ap.add_argument("--heldout-fraction", type=float, default=0.1)
    ap.add_argument("--limit", type=int, default=None, help="use only the first N rows (quick runs)")
    ap.add_argument("--C", type=float, default=4.0, help="inverse regularisation of the intent model")
    ap.add_argument("--min-accuracy", type=float, default=0.0, help="exit 1 below this held-out accuracy")
    args = ap.parse_args(argv)

    from ordering.menu import load_menu
    from preprocessing.features.io import load_pipeline_uncached, save_pipeline
    from preprocessing.features.pipeline import FeaturePipeline

    t0 = time.perf_counter()
    rows = read_corpus(args.corpus, args.limit)
    held = [is_heldout(r, args.heldout_fraction, i) for i, r in enumerate(rows)]
    train = [r for r, h in zip(rows, held, strict=True) if not h]
    test = [r for r, h in zip(rows, held, strict=True) if h]
    print(f"corpus {args.corpus}: {len(rows)} rows, {len(train)} train / {len(test)} held out; "
          f"intents {dict(Counter(r['intent'] for r in rows))}")
    menu = load_menu(args.menu)
    pipe = FeaturePipeline.from_menu(menu, C=args.C)
    pipe.fit([r["text"] for r in train], [r["intent"] for r in train])
    fit_s = time.perf_counter() - t0
    print(f"fitted in {fit_s:.1f} s (menu {menu.version})")

    acc = 1.0
    if test:
        pred = [f.intent for f in pipe.transform([r["text"] for r in test])]
        gold = [r["intent"] for r in test]
        acc = sum(g == p for g, p in zip(gold, pred, strict=True)) / len(gold)
        print(accuracy_report(gold, pred))

    manifest = save_pipeline(pipe, args.out)
    size = (Path(args.out) / "pipeline.skops").stat().st_size
    print(f"saved {args.out}: version {manifest['version']}, {size / 1024:.0f} KiB")
    t1 = time.perf_counter()
    loaded = load_pipeline_uncached(args.out)
    print(f"reloaded (sha256 verified, trusted types only) in {(time.perf_counter() - t1) * 1000:.0f} ms")
    lat = latency(loaded, [r["text"] for r in (test or train)[:2000]])
    print(f"transform latency per single text: median {lat['median_ms']:.3f} ms, p95 {lat['p95_ms']:.3f} ms, "
          f"max {lat['max_ms']:.3f} ms; batch {lat['batch_texts_per_s']:.0f} texts/s")
    print(f"total {time.perf_counter() - t0:.1f} s")
    return 0 if acc >= args.min_accuracy else 1


if __name__ == "__main__":
    sys.exit(main())
