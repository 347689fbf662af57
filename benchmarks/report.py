"""Output shared by the benchmarks: a printed table, a JSON summary in benchmarks/out/, a PNG plot."""

from __future__ import annotations

import json
import math
import os
import platform
import time
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "out"


def machine() -> dict[str, Any]:
    """Where and when the numbers were taken (CPU model, cores, 1-minute load average at the end)."""
    cpu = platform.processor() or "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "load_1m_at_end": round(os.getloadavg()[0], 2),  # the busier the machine, the less the numbers say
    }


def table(rows: list[dict[str, Any]], columns: list[tuple[str, str]]) -> str:
    """Format rows as an aligned text table; ``columns`` = [(key, format spec)]."""

    def cell(row: dict[str, Any], key: str, spec: str) -> str:
        value = row.get(key, "")
        if isinstance(value, float) and math.isnan(value):
            return "-"
        return format(value, spec) if value != "" else ""

    cells = [[cell(r, k, f) for k, f in columns] for r in rows]
    widths = [max([len(k)] + [len(c[i]) for c in cells]) for i, (k, _) in enumerate(columns)]
    lines = ["  ".join(k.rjust(w) for (k, _), w in zip(columns, widths, strict=True))]
    lines += ["  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)) for row in cells]
    return "\n".join(lines)


def finish(name: str, summary: dict[str, Any], text: str, as_json: bool) -> dict[str, Any]:
    """Write out/<name>.json; print the JSON summary (``--json``) or the human-readable text."""
    OUT.mkdir(parents=True, exist_ok=True)
    summary = {"benchmark": name, "machine": machine(), **summary}
    (OUT / f"{name}.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary) if as_json else text + f"\nplot: {OUT / (name + '.png')}")
    return summary


def pyplot():
    """matplotlib.pyplot on the file-only backend."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save(fig, name: str) -> None:
    """Save a figure to out/<name>.png."""
    OUT.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(OUT / f"{name}.png", dpi=110)
