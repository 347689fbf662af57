"""Feature pipeline: fitted per request (the classic mistake) against fitted offline and loaded once.

    python benchmarks/bench_features.py [--fit-rows 2000] [--json]

Three ways to get one turn's features (normalised text, menu-tagged tokens, intent):
  pre-fitted        the shipped pipeline, loaded once per process: ``transform([text])``
  loaded/request    load (sha256 check + skops) and transform on every request
  fitted/request    ``FeaturePipeline.from_menu(menu).fit(corpus)`` and transform on every request
The per-request fit uses only --fit-rows rows of the training corpus (the shipped pipeline was fitted
on ~72k), so its cost here is a lower bound.
"""

from __future__ import annotations

import argparse
import statistics
import time

import report
from customers import dialogues, summarize
from stack import corpus_dir


def timed(fn, texts: list[str]) -> list[float]:
    """Seconds per call of ``fn(text)`` over ``texts``."""
    out = []
    for text in texts:
        started = time.perf_counter()
        fn(text)
        out.append(time.perf_counter() - started)
    return out


def main(argv: list[str] | None = None) -> dict:
    """Time the three ways, print ratios to pre-fitted, plot."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=500, help="turns for the pre-fitted path")
    ap.add_argument("--loads", type=int, default=20, help="turns for load-per-request")
    ap.add_argument("--fits", type=int, default=3, help="turns for fit-per-request")
    ap.add_argument("--fit-rows", type=int, default=2000)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    from ordering.menu import load_menu
    from preprocessing.corpus.generate import records
    from preprocessing.features.io import load_pipeline, load_pipeline_uncached
    from preprocessing.features.pipeline import FeaturePipeline
    from preprocessing.fit_pipeline import read_corpus

    texts = [t for d in dialogues() for t in d]
    corpus = corpus_dir() / "train.jsonl"
    menu, pipeline = load_menu(), load_pipeline()
    # a fresh checkout has no corpus on disk: generate the rows from the menu (deterministic, a second)
    rows = (
        read_corpus(corpus, args.fit_rows)
        if corpus.exists()
        else list(records(menu, args.fit_rows, seed=11, heldout=False))
    )
    pipeline.transform(texts[:20])  # warm

    def fit_and_transform(text: str) -> None:
        fitted = FeaturePipeline.from_menu(menu).fit([r["text"] for r in rows], [r["intent"] for r in rows])
        fitted.transform([text])

    results = {
        "pre-fitted": timed(lambda t: pipeline.transform([t]), texts[: args.turns]),
        "loaded/request": timed(lambda t: load_pipeline_uncached().transform([t]), texts[: args.loads]),
        "fitted/request": timed(fit_and_transform, texts[: args.fits]),
    }
    base = statistics.median(results["pre-fitted"])
    rows_out = [
        {"way": k, **summarize(v), "x_prefitted": statistics.median(v) / base} for k, v in results.items()
    ]
    plt = report.pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.bar([r["way"] for r in rows_out], [r["p50_ms"] for r in rows_out], color="#6f4e37")
    for i, r in enumerate(rows_out):
        ax.annotate(
            f"{r['p50_ms']:.2f} ms\n{r['x_prefitted']:,.0f}x",
            (i, r["p50_ms"]),
            ha="center",
            xytext=(0, 4),
            textcoords="offset points",
            fontsize=8,
        )
    ax.set(yscale="log", ylabel="ms per turn (p50)", title="features for one turn")
    report.save(fig, "bench_features")
    text = report.table(
        rows_out, [("way", ""), ("n", "d"), ("p50_ms", ".2f"), ("p95_ms", ".2f"), ("x_prefitted", ",.0f")]
    )
    summary = {
        "options": vars(args),
        "rows": rows_out,
        "fit_per_request_ratio": rows_out[2]["x_prefitted"],
        "load_per_request_ratio": rows_out[1]["x_prefitted"],
    }
    return report.finish("bench_features", summary, text, args.json)


if __name__ == "__main__":
    main()
