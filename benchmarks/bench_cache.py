"""Cache: a turn answered from the parse cache against the same turn parsed by the model, end to end.

    python benchmarks/bench_cache.py [--turns 150] [--json]

The stack with the cache on. One customer says --turns distinct first-turn texts of held-out
dialogues, each in a new conversation (empty cart): every one misses and goes web -> broker -> worker ->
model -> database. Then it says the same texts again in new conversations: the cache key (versions,
normalised text, cart digest) is the same, so the web answers in the POST itself, no queue, no model.
Both timed from the POST to the reply read back; misses and hits alternate in pairs after a first pass
that fills the cache, so drift on the machine hits both alike.
"""

from __future__ import annotations

import argparse

import report
from customers import Customer, dialogues, summarize
from stack import Options, Stack, checkpoint

from workers.cache import normalise


def main(argv: list[str] | None = None) -> dict:
    """Time misses and hits, print the ratio, plot both distributions."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=150)
    ap.add_argument("--threads", type=int, default=1, help="torch threads per worker")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    texts, seen = [], set()
    for dialogue in dialogues(seed=1):
        if normalise(dialogue[0]) not in seen:
            seen.add(normalise(dialogue[0]))
            texts.append(dialogue[0])
    warm, texts = texts[:5], texts[5 : 5 + args.turns]
    model, kind = checkpoint()
    misses, hits = [], []
    with Stack(Options(cache=True, torch_threads=args.threads), model) as stack:
        customer = Customer(stack.port)
        for text in warm + warm:  # warm-up: both paths once in every process
            customer.turn(customer.start(), text)
        for text in texts:  # miss, then at once the same words again: a hit
            misses.append(customer.turn(customer.start(), text))
            hits.append(customer.turn(customer.start(), text))
        counted = {
            r: stack.worker_metric("coffeeglm_cache_lookups_total", f'result="{r}",where="worker"')
            for r in ("hit", "miss")
        }
    rows = [{"path": "miss (model)", **summarize(misses)}, {"path": "hit (cache)", **summarize(hits)}]
    ratio = rows[1]["p50_ms"] / rows[0]["p50_ms"]
    plt = report.pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.hist([m * 1e3 for m in misses], bins=40, alpha=0.6, label=f"miss p50 {rows[0]['p50_ms']:.1f} ms")
    ax.hist([h * 1e3 for h in hits], bins=40, alpha=0.6, label=f"hit p50 {rows[1]['p50_ms']:.1f} ms")
    ax.set(
        xscale="log",
        xlabel="ms from POST to reply",
        ylabel="turns",
        title=f"parse cache end to end: hit p50 = {ratio:.3f} x miss p50 ({kind})",
    )
    ax.legend()
    report.save(fig, "bench_cache")
    text = "\n".join(
        [
            report.table(
                rows, [("path", ""), ("n", "d"), ("p50_ms", ".1f"), ("p95_ms", ".1f"), ("p99_ms", ".1f")]
            ),
            f"hit p50 / miss p50 = {ratio:.3f} (target <= 0.100); "
            f"worker cache lookups {counted} (hits are answered by the web, never reach it)",
        ]
    )
    summary = {"model": kind, "options": vars(args), "rows": rows, "ratio": ratio, "worker_lookups": counted}
    return report.finish("bench_cache", summary, text, args.json)


if __name__ == "__main__":
    main()
