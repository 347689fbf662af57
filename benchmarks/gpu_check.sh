#!/usr/bin/env bash
# The one prepared GPU check (a few minutes on one NVIDIA GPU): environment, bf16 correctness against
# CPU fp32, the engine's latency and throughput on CUDA (and by attention backend), and one decode step
# eager vs StaticCache vs torch.compile(mode="reduce-overhead") (CUDA graphs). Results:
# benchmarks/out/gpu_check.json (and $OUT/ when the runner sets it). Extra arguments go to gpu_check.py,
# e.g. --batches 1,64 --no-compile.
# Needs a Python with torch (CUDA build), transformers, scikit-learn, skops and pydantic: it installs
# nothing, because the GPU machines here reach no package index. On the H200 image of 2026-12 (torch 2.11,
# transformers 5.17) the missing ones travelled as cp312 wheels (pydantic, pydantic_core, annotated-types,
# typing-inspection, typing_extensions, skops, prettytable, wcwidth, rapidfuzz, scikit-learn 1.7.2, the
# versions of .venv) installed with `pip install --no-index --no-deps --target /tmp/site .whl/*.whl` and
# PYTHONPATH=/tmp/site; the corpus folder data/corpus travelled beside them (RESULTS.md, stop 34).
set -uo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-}
for candidate in .venv/bin/python python3 python; do
  [ -n "$python" ] && break
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c "import torch" 2>/dev/null; then
    python=$candidate
  fi
done
[ -n "$python" ] || { echo "gpu_check: no Python with torch found" >&2; exit 2; }

nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null || echo "no nvidia-smi"
"$python" - <<'PY' || exit 2
import importlib.util, sys
missing = [m for m in ("torch", "transformers", "sklearn", "skops", "pydantic")
           if importlib.util.find_spec(m) is None]
if importlib.util.find_spec("matplotlib") is None:
    print("no matplotlib: the JSON summary only, no plot")
import torch
print(f"python {sys.version.split()[0]}, torch {torch.__version__} (CUDA {torch.version.cuda}), "
      f"cuda available: {torch.cuda.is_available()}, missing: {missing or 'none'}")
sys.exit(1 if missing or not torch.cuda.is_available() else 0)
PY

export COFFEEGLM_TORCH_THREADS=${COFFEEGLM_TORCH_THREADS:-4}
timeout "${GPU_CHECK_TIMEOUT_S:-480}" "$python" benchmarks/gpu_check.py --device cuda "$@"
code=$?
if [ -n "${OUT:-}" ] && [ -d "${OUT}" ]; then
  cp benchmarks/out/gpu_check.json benchmarks/out/gpu_check.png "$OUT"/ 2>/dev/null || true
fi
exit $code
