"""The pre-fitted-pipeline benchmark runs as documented on a fresh checkout (no corpus on disk)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_features_runs_without_a_corpus_on_disk(tmp_path):
    out = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "bench_features.py"), "--turns", "20", "--loads", "1",
         "--fits", "1", "--fit-rows", "300", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    rows = {row["way"]: row for row in summary["rows"]}
    assert set(rows) == {"pre-fitted", "loaded/request", "fitted/request"}
    assert rows["fitted/request"]["x_prefitted"] > 1  # fitting per request costs more than not
