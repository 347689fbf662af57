#!/usr/bin/env bash
# Run the whole CPU benchmark suite, one after another (about 15 minutes on 2 cores); each writes its
# table to out/<name>.txt, its JSON summary to out/<name>.json and its plot to out/<name>.png.
# Run it on a quiet machine: every number is measured against whatever else is running.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p out
python=${PYTHON:-../.venv/bin/python}
corpus=$("$python" -c "import stack; print(stack.corpus_dir().relative_to(stack.ROOT))")
for bench in "bench_engine --threads 1 --corpus $corpus" bench_prefix bench_features bench_overhead bench_cache bench_load \
             bench_scaleout bench_memory; do
  name=${bench%% *}
  echo "== $bench"
  # shellcheck disable=SC2086  # the entry carries its arguments
  "$python" $name.py ${bench#"$name"} 2>"out/$name.log" | tee "out/$name.txt"
done
