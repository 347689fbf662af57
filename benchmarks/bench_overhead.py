"""Overhead: end-to-end p50 at one customer against the engine's own p50 on the very same turns.

    python benchmarks/bench_overhead.py [--seconds 20] [--json]

1. The stack (one worker, batching on, cache off) and one customer replaying held-out dialogues: each
   turn timed from its POST to the reply read back (long-poll).
2. The same with a worker whose engine answers instantly (benchmarks/null_engine.py): what the web,
   broker, worker and database cost per turn by themselves.
3. The worker stops; this process loads the same checkpoint with the same torch threads and times
   ``Engine.parse_batch`` on each turn of step 1 alone (its text and the cart it was said against).
The ratio of the medians of 1 and 3 is the target. The worker's own metrics split step 1 further:
model call (coffeeglm_batch_seconds) and submit-to-parse (coffeeglm_parse_seconds: + scheduler wait).
Those are means: compare them with the engine alone's mean, not its median (the per-turn times are
skewed by the long turns; the mean is 1.3-1.9x the median on the held-out dialogues).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from dataclasses import replace

import report
from customers import Customer, dialogues, summarize
from stack import NULL_ENGINE, Options, Stack, checkpoint


def end_to_end(stack: Stack, seconds: float) -> tuple[list[float], list[tuple[str, dict]]]:
    """One customer replays dialogues for ``seconds``; return turn latencies and (text, cart) said."""
    customer, latencies, scripts = Customer(stack.port), [], dialogues()
    for texts in scripts[:3]:  # warm-up: first requests compile caches in every process
        customer.session(texts, [])
    customer.said.clear()
    deadline = time.monotonic() + seconds
    for texts in scripts:
        if time.monotonic() > deadline:
            break
        customer.session(texts, latencies)
    return latencies, customer.said


def engine_alone(model_dir, said: list[tuple[str, dict]], threads: int) -> list[float]:
    """Time Engine.parse_batch on each (text, cart) alone, in this process; seconds per turn."""
    os.environ["COFFEEGLM_TORCH_THREADS"] = str(threads)
    from ordering.cart import Cart
    from workers.engine import Engine, ParseRequest

    engine = Engine.load(model_dir)
    requests = [
        ParseRequest(
            text,
            Cart(
                lines=[pl["line"] for pl in (priced or {}).get("lines", [])],
                to_go=(priced or {}).get("to_go"),
            ),
        )
        for text, priced in said
    ]
    for req in requests[:5]:
        engine.parse_batch([req])
    times = []
    for req in requests:
        started = time.perf_counter()
        engine.parse_batch([req])
        times.append(time.perf_counter() - started)
    return times


def main(argv: list[str] | None = None) -> dict:
    """Measure both, print the ratio, plot both distributions."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--threads", type=int, default=1, help="torch threads (worker and engine alike)")
    ap.add_argument("--wait-ms", type=int, default=10, help="the worker's BATCH_MAX_WAIT_MS")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    model, kind = checkpoint()
    options = Options(torch_threads=args.threads, batch_wait_ms=args.wait_ms)
    with Stack(options, model) as stack:
        e2e, said = end_to_end(stack, args.seconds)
        model_s = stack.worker_metric("coffeeglm_batch_seconds_sum")
        calls = stack.worker_metric("coffeeglm_batch_seconds_count")
        parse_s = stack.worker_metric("coffeeglm_parse_seconds_sum")
        parses = stack.worker_metric("coffeeglm_parse_seconds_count")
        stack.stop_workers()
        stack.start_workers(replace(options, extra=NULL_ENGINE))
        bare = end_to_end(stack, args.seconds / 2)[0]
        stack.stop_workers()
        engine = engine_alone(model, said, args.threads)
    rows = [
        {"path": "end to end (1 customer)", **summarize(e2e)},
        {"path": "stack alone (null engine)", **summarize(bare)},
        {"path": "engine alone", **summarize(engine)},
    ]
    ratio = rows[0]["p50_ms"] / rows[2]["p50_ms"]
    split = {
        "worker_model_call_mean_ms": model_s / max(calls, 1) * 1e3,
        "worker_submit_to_parse_mean_ms": parse_s / max(parses, 1) * 1e3,
        "engine_alone_mean_ms": statistics.mean(engine) * 1e3,  # like with like: the worker's are means
        "end_to_end_mean_ms": statistics.mean(e2e) * 1e3,
    }
    plt = report.pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    top = max(r["p99_ms"] for r in rows) * 1.2
    ax.hist([s * 1e3 for s in engine], bins=40, range=(0, top), alpha=0.6, label="engine alone")
    ax.hist([s * 1e3 for s in bare], bins=40, range=(0, top), alpha=0.6, label="stack alone (null engine)")
    ax.hist([s * 1e3 for s in e2e], bins=40, range=(0, top), alpha=0.6, label="end to end")
    ax.set(
        xlabel="ms per turn", ylabel="turns", title=f"one customer: p50 {ratio:.2f}x the engine's ({kind})"
    )
    ax.legend()
    report.save(fig, "bench_overhead")
    text = "\n".join(
        [
            report.table(
                rows, [("path", ""), ("n", "d"), ("p50_ms", ".1f"), ("p95_ms", ".1f"), ("p99_ms", ".1f")]
            ),
            f"end-to-end p50 / engine p50 = {ratio:.2f}x (target <= 1.5x)",
            "worker split (means): " + ", ".join(f"{k} {v:.1f}" for k, v in split.items()),
        ]
    )
    summary = {"model": kind, "options": vars(args), "rows": rows, "ratio": ratio, "split": split}
    return report.finish("bench_overhead", summary, text, args.json)


if __name__ == "__main__":
    main()
