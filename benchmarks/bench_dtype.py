"""The engine in float32 against bfloat16 (COFFEEGLM_DTYPE), side by side in one run, by batch size.

    python benchmarks/bench_dtype.py [--corpus data/corpus] [--batches 1,8,32,64] [--rounds 3] [--json]

Loads the shipped model twice in this process, float32 and bfloat16, and times ``parse_batch`` on the same
held-out turns (<corpus>/heldout.jsonl, else the built-in ones) at each batch size, both dtypes and every
size interleaved in each round, so drift on a shared machine hits both alike. Prints turns/s of each, the
bf16 / fp32 ratio per size (median of the rounds' ratios) and how many of the timed turns decode to other
edits in bf16. bfloat16 pays where the CPU multiplies bf16 matrices natively (AMX: `amx_bf16` in
/proc/cpuinfo); elsewhere it is slower. One torch thread unless --threads.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

import bench_engine
import report

ROOT = Path(__file__).resolve().parents[1]
DTYPES = ("float32", "bfloat16")


def amx() -> bool:
    """Whether this CPU has AMX bf16 tiles (Linux /proc/cpuinfo)."""
    try:
        return "amx_bf16" in Path("/proc/cpuinfo").read_text()
    except OSError:
        return False


def timed(engines: dict, batches: list[int], turns: int, rounds: int) -> dict[str, dict[int, list[float]]]:
    """Seconds for ``turns`` turns, per dtype and batch size, one entry per round (after a warm-up)."""
    for engine in engines.values():
        for b in batches:
            engine.parse_batch(bench_engine.requests(b))
    elapsed = {d: {b: [] for b in batches} for d in engines}
    for _ in range(rounds):
        for b in batches:
            for dtype, engine in engines.items():
                started = time.perf_counter()
                for start in range(0, turns, b):
                    engine.parse_batch(bench_engine.requests(min(b, turns - start), start))
                elapsed[dtype][b].append(time.perf_counter() - started)
    return elapsed


def main(argv: list[str] | None = None) -> dict:
    """Time both dtypes, print the table (or JSON), plot turns/s by batch size."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", default="data/corpus", help="folder with heldout.jsonl: the turns timed")
    ap.add_argument("--threads", type=int, default=1, help="torch threads")
    ap.add_argument("--batches", default="1,8,32,64")
    ap.add_argument("--turns", type=int, default=128, help="turns timed at each batch size per round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    os.environ["COFFEEGLM_TORCH_THREADS"] = str(args.threads)
    from workers.engine import Engine

    bench_engine.load_cases(ROOT / args.corpus / "heldout.jsonl")
    engines = {d: Engine.load(dtype=d) for d in DTYPES}
    checked = bench_engine.requests(min(len(bench_engine.CASES), 256))
    outputs = {d: [r.output for r in e.parse_batch(checked)] for d, e in engines.items()}
    differing = sum(a != b for a, b in zip(*outputs.values(), strict=True))
    batches = [int(b) for b in args.batches.split(",")]
    elapsed = timed(engines, batches, args.turns, args.rounds)
    rows = []
    for b in batches:
        wide, half = (args.turns * args.rounds / sum(elapsed[d][b]) for d in DTYPES)
        ratios = [w / h for w, h in zip(elapsed["float32"][b], elapsed["bfloat16"][b], strict=True)]
        rows.append({"batch": b, "fp32_turns_per_s": wide, "bf16_turns_per_s": half,
                     "bf16_over_fp32": statistics.median(ratios), "rounds": ratios})
    plt = report.pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    for d, key in zip(DTYPES, ("fp32_turns_per_s", "bf16_turns_per_s"), strict=True):
        ax.plot(batches, [r[key] for r in rows], marker="o", label=d)
    ax.set(xscale="log", xlabel="batch size", ylabel="turns/s",
           title=f"engine float32 vs bfloat16 ({'AMX' if amx() else 'no AMX'}, {args.threads} thread)")
    ax.set_xticks(batches, [str(b) for b in batches])
    ax.legend()
    report.save(fig, "bench_dtype")
    text = "\n".join([
        report.table(rows, [("batch", "d"), ("fp32_turns_per_s", ".1f"), ("bf16_turns_per_s", ".1f"),
                            ("bf16_over_fp32", ".2f")]),
        f"bf16 / fp32 at batch 1: {rows[0]['bf16_over_fp32']:.2f}x, at batch {rows[-1]['batch']}: "
        f"{rows[-1]['bf16_over_fp32']:.2f}x; {differing} of {len(checked)} turns decode otherwise in bf16; "
        f"AMX: {'yes' if amx() else 'no'}",
    ])
    summary = {"options": vars(args), "amx": amx(), "rows": rows, "outputs_differing": differing,
               "outputs_checked": len(checked)}
    return report.finish("bench_dtype", summary, text, args.json)


if __name__ == "__main__":
    main()
