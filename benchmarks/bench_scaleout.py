"""Scale-out: two worker processes against one, on this machine, under the same customer load.

    python benchmarks/bench_scaleout.py [--customers 8,32] [--seconds 15] [--json]

One stack; first one worker (batching on, one torch thread), then two workers (each with the same
settings, both consuming the turns queue), at the same customer levels. On a GPU machine the rule is
one worker per GPU; here the question is whether a second process buys anything on 2 shared cores
that also run the web, PostgreSQL, Redis and the customers.
"""

from __future__ import annotations

import argparse
from dataclasses import replace

import report
from customers import measure
from stack import Options, Stack, checkpoint

COLUMNS = [
    ("workers", "d"),
    ("customers", "d"),
    ("p50_ms", ".0f"),
    ("p95_ms", ".0f"),
    ("p99_ms", ".0f"),
    ("turns_per_s", ".1f"),
    ("orders_per_s", ".2f"),
    ("mean_batch", ".1f"),
    ("errors", "d"),
]


def main(argv: list[str] | None = None) -> dict:
    """One worker, then two; print both and the ratio; plot."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--customers", default="8,32")
    ap.add_argument("--seconds", type=float, default=15.0)
    ap.add_argument("--threads", type=int, default=1, help="torch threads per worker")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    customers = [int(c) for c in args.customers.split(",")]
    model, kind = checkpoint()
    one = Options(torch_threads=args.threads)
    with Stack(one, model) as stack:
        rows = measure(stack, customers, args.seconds, workers=1)
        stack.stop_workers()
        stack.start_workers(replace(one, workers=2))
        rows += measure(stack, customers, args.seconds, workers=2)
    ratios = [
        {
            "customers": n,
            "orders_ratio": b["orders_per_s"] / max(a["orders_per_s"], 1e-9),
            "p95_ratio": b["p95_ms"] / a["p95_ms"],
        }
        for n in customers
        for a, b in [[next(r for r in rows if r["workers"] == w and r["customers"] == n) for w in (1, 2)]]
    ]
    plt = report.pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    width = 0.35
    for i, w in enumerate((1, 2)):
        mine = [r for r in rows if r["workers"] == w]
        ax.bar(
            [j + i * width for j in range(len(mine))],
            [r["orders_per_s"] for r in mine],
            width,
            label=f"{w} worker{'s' * (w > 1)}",
        )
    ax.set_xticks([j + width / 2 for j in range(len(customers))], [f"{n} customers" for n in customers])
    ax.set(ylabel="orders / s", title=f"scale-out on {report.machine()['cores']} cores ({kind} model)")
    ax.legend()
    report.save(fig, "bench_scaleout")
    text = "\n".join(
        [
            report.table(rows, COLUMNS),
            "",
            "two workers / one:",
            report.table(ratios, [("customers", "d"), ("orders_ratio", ".2f"), ("p95_ratio", ".2f")]),
        ]
    )
    summary = {"model": kind, "options": vars(args), "rows": rows, "ratios": ratios}
    return report.finish("bench_scaleout", summary, text, args.json)


if __name__ == "__main__":
    main()
