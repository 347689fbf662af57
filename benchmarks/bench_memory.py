"""Memory: resident set size of the web process and of a worker, idle and under load.

    python benchmarks/bench_memory.py [--customers 16] [--seconds 15] [--json]

Starts the stack (gunicorn web: one gthread process; one Celery worker with the model), samples RSS
every 0.2 s while --customers customers order, and reports idle and peak RSS per process. Also
checks that the web never loads torch, transformers or scikit-learn: the live web process must map
no libtorch, and a fresh interpreter that builds the app must not have imported them.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import threading
import time

import psutil
import report
from customers import load
from stack import ROOT, Options, Stack, checkpoint

HEAVY = ("torch", "transformers", "sklearn")
CHECK = (
    "import sys; from web import create_app; create_app({'DATABASE_URL': 'sqlite://'}); "
    f"print(sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r})))"
)


def web_imports() -> list[str]:
    """Heavy packages a fresh interpreter has imported after building the web app."""
    out = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True, text=True, check=True)
    return eval(out.stdout.strip().splitlines()[-1])  # noqa: S307 — our own printed list literal


def maps_torch(pid: int) -> bool:
    """Whether process ``pid`` has a libtorch mapped."""
    try:
        return "libtorch" in open(f"/proc/{pid}/maps").read()
    except OSError:
        return False


def main(argv: list[str] | None = None) -> dict:
    """Measure idle and peak RSS, print the table, plot RSS over time."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--customers", type=int, default=16)
    ap.add_argument("--seconds", type=float, default=15.0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    model, kind = checkpoint()
    samples: list[tuple[float, dict]] = []
    with Stack(Options(cache=True), model) as stack:
        time.sleep(2)
        idle = stack.rss_mb()
        stop = threading.Event()

        def sample() -> None:
            started = time.monotonic()
            while not stop.is_set():
                samples.append((time.monotonic() - started, stack.rss_mb()))
                time.sleep(0.2)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        result = load(stack.port, args.customers, args.seconds, warmup_s=1.0)
        stop.set()
        sampler.join()
        pids = [stack.web.pid] + [c.pid for c in psutil.Process(stack.web.pid).children()]
        torch_in_web = any(maps_torch(pid) for pid in pids)
    peak = {
        "web": max(s["web"] for _, s in samples),
        "web_master": max(s["web_master"] for _, s in samples),
        "worker": max(s["workers"][0] for _, s in samples),
    }
    rows = [
        {"process": "web (gunicorn serving process)", "idle_mb": idle["web"], "peak_mb": peak["web"]},
        {"process": "web (gunicorn master)", "idle_mb": idle["web_master"], "peak_mb": peak["web_master"]},
        {"process": "worker (Celery + model)", "idle_mb": idle["workers"][0], "peak_mb": peak["worker"]},
    ]
    heavy = web_imports()
    plt = report.pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    ts = [t for t, _ in samples]
    ax.plot(ts, [s["web"] for _, s in samples], label="web serving process")
    ax.plot(ts, [s["workers"][0] for _, s in samples], label="worker")
    ax.axhline(150, color="r", ls=":", label="web target 150 MB")
    ax.set(xlabel="s", ylabel="RSS MB", title=f"RSS under {args.customers} customers ({kind} model)")
    ax.legend()
    report.save(fig, "bench_memory")
    text = "\n".join(
        [
            report.table(rows, [("process", ""), ("idle_mb", ".0f"), ("peak_mb", ".0f")]),
            f"web peak {peak['web']:.0f} MB (target <= 150); libtorch mapped in the web: "
            f"{torch_in_web}; heavy modules imported by create_app: {heavy or 'none'}; "
            f"{result['turns_per_s']:.1f} turns/s during sampling",
        ]
    )
    summary = {
        "model": kind,
        "options": vars(args),
        "rows": rows,
        "web_maps_libtorch": torch_in_web,
        "web_heavy_imports": heavy,
        "load": result,
    }
    return report.finish("bench_memory", summary, text, args.json)


if __name__ == "__main__":
    main()
