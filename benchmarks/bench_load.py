"""End-to-end load: simulated customers over HTTP -> Celery -> model -> PostgreSQL, batching on vs off.

    python benchmarks/bench_load.py [--customers 1,8,32,64] [--seconds 12] [--rounds 2] [--json]

One stack (gunicorn web, PostgreSQL, broker Redis; the cache off so every turn reaches the model). Its
worker runs with dynamic batching (max batch --batch-max), then is swapped for one with max batch 1,
and again, --rounds times, so that whatever else the machine does lands on both alike; every worker
start gets a few seconds of warm-up traffic first. Each customer replays held-out dialogues (turn,
long-poll for the reply, next turn, confirm) with no think time. Reports, per mode and level, the
median over rounds of p50/p95/p99 turn latency, turns/s, orders/s and the mean batch the workers ran
(their coffeeglm_batch_size metric), and the on/off ratios (median of the per-round ratios). A last
run on a worker whose engine answers instantly (benchmarks/null_engine.py; skip with --no-ceiling)
shows the most the stack itself carries on this machine, model aside.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import replace

import report
from customers import load, measure
from stack import NULL_ENGINE, Options, Stack, checkpoint

COLUMNS = [("batching", ""), ("customers", "d"), ("p50_ms", ".0f"), ("p95_ms", ".0f"), ("p99_ms", ".0f"),
           ("turns_per_s", ".1f"), ("orders_per_s", ".2f"), ("mean_batch", ".1f"), ("errors", "d")]
RATIO_COLUMNS = [("customers", "d"), ("orders_ratio", ".2f"), ("orders_min", ".2f"), ("orders_max", ".2f"),
                 ("turns_ratio", ".2f"), ("p95_ratio", ".2f")]
METRICS = ("p50_ms", "p95_ms", "p99_ms", "turns_per_s", "orders_per_s", "mean_batch")


def run(stack: Stack, options: Options, customers: list[int], seconds: float, **tags) -> list[dict]:
    """Swap in workers with ``options``, warm them up, measure every level."""
    stack.stop_workers()
    stack.start_workers(options)
    load(stack.port, 8, 3.0, warmup_s=1.0)  # first turns pay for lazy imports and cold caches
    return measure(stack, customers, seconds, **tags)


def median_rows(rows: list[dict], customers: list[int]) -> list[dict]:
    """One row per (mode, level): the median of each metric over the rounds; errors summed."""
    out = []
    for mode in dict.fromkeys(r["batching"] for r in rows):
        for n in customers:
            mine = [r for r in rows if r["batching"] == mode and r["customers"] == n]
            out.append({"batching": mode, "customers": n, "rounds": len(mine),
                        **{k: statistics.median(r[k] for r in mine) for k in METRICS},
                        "errors": sum(r["errors"] for r in mine)})
    return out


def ratios(rows: list[dict], customers: list[int], rounds: int) -> list[dict]:
    """On/off ratios per level: the median (and range) of the per-round ratios."""
    out = []
    for n in customers:
        per = []
        for r in range(1, rounds + 1):
            on, off = (next(x for x in rows if x["batching"] == m and x["customers"] == n and x["round"] == r)
                       for m in ("on", "off"))
            per.append((on["orders_per_s"] / max(off["orders_per_s"], 1e-9),
                        on["turns_per_s"] / max(off["turns_per_s"], 1e-9), on["p95_ms"] / off["p95_ms"]))
        orders, turns, p95 = zip(*per, strict=True)
        out.append({"customers": n, "orders_ratio": statistics.median(orders), "orders_min": min(orders),
                    "orders_max": max(orders), "turns_ratio": statistics.median(turns),
                    "p95_ratio": statistics.median(p95)})
    return out


def plot(rows: list[dict], title: str) -> None:
    """Turns/s and p95 latency against customers, one line per mode."""
    plt = report.pyplot()
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    for label, style in (("on", "o-"), ("off", "s--"), ("null engine", ":")):
        mine = [r for r in rows if r["batching"] == label]
        if mine:
            xs, name = [r["customers"] for r in mine], label if "null" in label else f"batching {label}"
            left.plot(xs, [r["turns_per_s"] for r in mine], style, label=name)  # null engine: no orders
            right.plot(xs, [r["p95_ms"] for r in mine], style, label=name)
    left.set(xscale="log", xlabel="concurrent customers", ylabel="turns / s", title="throughput")
    right.set(xscale="log", yscale="log", xlabel="concurrent customers", ylabel="ms",
              title="p95 turn latency (POST to reply)")
    for ax in (left, right):
        ax.set_xticks(xs, [str(x) for x in xs])
        ax.legend()
    fig.suptitle(title)
    report.save(fig, "bench_load")


def main(argv: list[str] | None = None) -> dict:
    """Alternate batching on and off for --rounds rounds at every level; print medians and ratios; plot."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--customers", default="1,8,32,64")
    ap.add_argument("--seconds", type=float, default=12.0, help="measured seconds per level")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--batch-max", type=int, default=32)
    ap.add_argument("--wait-ms", type=int, default=10)
    ap.add_argument("--concurrency", type=int, default=64, help="task threads per worker (>= batch max)")
    ap.add_argument("--threads", type=int, default=1, help="torch threads per worker")
    ap.add_argument("--no-ceiling", dest="ceiling", action="store_false", help="skip the null-engine run")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    customers = [int(c) for c in args.customers.split(",")]
    model, kind = checkpoint()
    on = Options(batch_max=args.batch_max, batch_wait_ms=args.wait_ms, torch_threads=args.threads,
                 concurrency=args.concurrency)
    rows = []
    with Stack(replace(on, workers=0), model) as stack:  # run() starts the workers
        for r in range(1, args.rounds + 1):
            rows += run(stack, on, customers, args.seconds, batching="on", round=r)
            rows += run(stack, replace(on, batch_max=1), customers, args.seconds, batching="off", round=r)
        if args.ceiling:
            null = replace(on, extra=NULL_ENGINE)
            rows += run(stack, null, customers, args.seconds, batching="null engine", round=1)
    table, ratio = median_rows(rows, customers), ratios(rows, customers, args.rounds)
    title = f"CoffeeGLM end to end — {kind} model, max batch {args.batch_max} vs 1"
    plot(table, title)
    text = "\n".join([title + f" (medians of {args.rounds} rounds)", report.table(table, COLUMNS), "",
                      "batching on / off (median of the per-round ratios, orders range):",
                      report.table(ratio, RATIO_COLUMNS)])
    summary = {"model": kind, "options": vars(args), "rows": table, "ratios": ratio, "runs": rows}
    return report.finish("bench_load", summary, text, args.json)


if __name__ == "__main__":
    main()
