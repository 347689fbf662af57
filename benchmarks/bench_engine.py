"""Benchmark the GLM engine: batch-1 latency per turn (pipeline included) and throughput by batch size.

    python benchmarks/bench_engine.py [--model-dir models/glm] [--threads 1] [--dtype bfloat16] [--json]
                                      [--compare-generate]

Turns come from <corpus>/heldout.jsonl (text, cart before, target edits) when present, else a built-in
list. Uses the trained checkpoint when the folder holds one, else a random-init model of the same size
saved to a temporary folder; a random model's own outputs have no realistic length, so then (or with
--forced) decoding is forced along the corpus targets: the real model runs every step, only the choice
of token is fixed. Writes a PNG plot and the JSON summary to benchmarks/out/.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TEXTS = ["can i get a large oat milk latte", "two medium cappuccinos please, one decaf", "make it iced",
         "a blueberry muffin warmed and a small mocha", "remove the muffin", "what teas do you have?"]
CASES: list[tuple[str, object, list[str] | None]] = []  # (text, cart, target tokens or None)
TARGETS: dict[int, list[str] | None] = {}  # id(cart of a request) -> its target, for forced decoding


def load_cases(corpus: Path, limit: int = 512) -> None:
    """Fill CASES from a held-out corpus file (text, cart_before, target) or the built-in texts."""
    from ordering.cart import Cart, Line

    if corpus.exists():
        with corpus.open(encoding="utf-8") as fh:
            for line, _ in zip(fh, range(limit), strict=False):
                row = json.loads(line)
                CASES.append((row["text"], Cart.model_validate(row["cart_before"]), row["target"].split()))
        return
    one = [Line(id=1, item="latte", size="large", milk="oat milk")]
    carts = [Cart(), Cart(lines=one, next_line_id=2), Cart(lines=one + [Line(id=2, item="blueberry muffin")])]
    CASES.extend((t, carts[i % len(carts)], None) for i, t in enumerate(TEXTS))


def requests(n: int, offset: int = 0):
    """Return n ParseRequests cycling through CASES (each with its own cart object)."""
    from workers.engine import ParseRequest

    picked = [CASES[(offset + i) % len(CASES)] for i in range(n)]
    out = [ParseRequest(text, cart.model_copy(deep=True)) for text, cart, _ in picked]
    for req, (_, _, target) in zip(out, picked, strict=True):
        TARGETS[id(req.cart)] = target
    return out


class ForcedGrammar:
    """Wrap the real grammar so each row continues its corpus target; parse and masking stay real."""

    def __init__(self, inner):
        self.inner, self.parse = inner, inner.parse

    def start(self, cart):
        """Start a real state plus the cart's target."""
        return _ForcedState(self.inner.start(cart), TARGETS.get(id(cart)) or ["none"])


class _ForcedState:
    """The real grammar state; allowed() also carries the forced next token as `<force>TOKEN`."""

    def __init__(self, real, target: list[str]):
        self.real, self.target = real, [*target, "<eos>"]

    def allowed(self) -> frozenset[str]:
        return frozenset(self.real.allowed()) | {"<force>" + self.target[0]}

    def advance(self, token: str) -> None:
        self.real.advance(self.target.pop(0))


class _Forced(tuple):
    """Allowed ids of the real grammar, plus the id the row is forced to take (attribute `forced`)."""


class ForcedMasker:
    """Do the real masking work (for honest timing), then return the forced tokens."""

    def __init__(self, masker, vocab: dict[str, int]):
        self.masker, self.vocab = masker, vocab

    def allowed_ids(self, allowed):
        """Real ids of the grammar's set, tagged with the forced id."""
        forced = next(t for t in allowed if t.startswith("<force>"))
        out = _Forced(self.masker.allowed_ids(allowed - {forced}))
        out.forced = self.vocab.get(forced[len("<force>"):], self.vocab["<unk>"])
        return out

    def choose(self, logits, allowed):
        """Mask and pick as usual, then override with the forced ids."""
        self.masker.choose(logits, allowed)
        return [a.forced for a in allowed]

    def bias(self, ids):
        """Return the real mask row."""
        return self.masker.bias(ids)


def random_checkpoint(pipeline_path: str | None) -> Path:
    """Save a random-init GLM of the training size (vocab from menu + pipeline tokens) to a temp folder."""
    from ordering.menu import load_menu
    from preprocessing.features import load_pipeline
    from workers.engine.model import save_random_checkpoint
    from workers.engine.tokenizer import build_tokenizer

    words = [t for f in load_pipeline(pipeline_path).transform([c[0] for c in CASES]) for t in f.tokens]
    words += [t for c in CASES for t in c[2] or []]
    folder = Path(tempfile.mkdtemp(prefix="coffeeglm-random-"))
    save_random_checkpoint(folder, build_tokenizer(words, menu=load_menu()), seed=0)
    return folder


def latency(engine, runs: int) -> dict:
    """Time single turns (pipeline + decode) at batch 1: median and p95 in ms, plus pipeline-only median."""
    totals, pipes, lengths = [], [], []
    for i in range(runs):
        req, t0 = requests(1, offset=i), time.perf_counter()
        engine.pipeline.transform([req[0].text])
        t1, result = time.perf_counter(), engine.parse_batch(req)[0]
        pipes.append((t1 - t0) * 1e3)
        totals.append((time.perf_counter() - t1) * 1e3)  # parse_batch runs the pipeline itself: whole turn
        lengths.append(len(result.output.split()))
    return {"runs": runs,
            "median_ms": statistics.median(totals), "p95_ms": statistics.quantiles(totals, n=20)[18],
            "pipeline_median_ms": statistics.median(pipes), "mean_output_tokens": statistics.mean(lengths),
            "samples_ms": totals}


def throughput(engine, batches: list[int], turns: int = 128, rounds: int = 3) -> list[dict]:
    """Turns/s by batch size: the same ``turns`` turns at every size, the sizes interleaved in each of
    ``rounds`` rounds (after one warm-up batch each), so drift on a shared machine hits every size alike.
    Each ratio to batch 1 is also given per round (its spread shows the noise)."""
    for b in batches:
        engine.parse_batch(requests(b))
    elapsed = {b: [] for b in batches}
    tokens = dict.fromkeys(batches, 0)
    for _ in range(rounds):
        for b in batches:
            t0 = time.perf_counter()
            for start in range(0, turns, b):
                results = engine.parse_batch(requests(min(b, turns - start), start))
                tokens[b] += sum(len(r.output.split()) for r in results)
            elapsed[b].append(time.perf_counter() - t0)
    rows = []
    for b in batches:
        total = sum(elapsed[b])
        rows.append({"batch": b, "turns_per_s": turns * rounds / total,
                     "ms_per_batch": total / (rounds * -(-turns // b)) * 1e3,
                     "mean_output_tokens": tokens[b] / (turns * rounds),
                     "round_ratios": [e1 / e for e1, e in zip(elapsed[batches[0]], elapsed[b], strict=True)]})
    return rows


def compare_generate(engine, runs: int, batch: int) -> dict:
    """Time the custom loop against model.generate() with a grammar LogitsProcessor; check equal outputs."""
    import torch
    from transformers import LogitsProcessor, LogitsProcessorList

    from workers.engine.engine import _Row

    class GrammarProcessor(LogitsProcessor):
        def __init__(self, rows, width):
            self.rows, self.width = rows, width

        def __call__(self, input_ids, scores):
            allowed = []
            for i, row in enumerate(self.rows):
                tok = int(input_ids[i, -1])
                if input_ids.shape[1] > self.width and row.ok is None:
                    row.ok = True if tok == engine.eos_id else None
                    if row.ok is None:
                        row.tokens.append(engine.id_to_token[tok])
                        row.state.advance(row.tokens[-1])
                allowed.append(engine.masker.allowed_ids(row.state.allowed()) if row.ok is None
                               else (engine.eos_id,))
            bias = torch.stack([engine.masker.bias(ids) for ids in allowed])
            if isinstance(engine.masker, ForcedMasker):  # real mask work above, forced pick here
                bias = torch.stack([engine.masker.bias((getattr(a, "forced", a[0]),)) for a in allowed])
            return scores + bias

    def run_generate(reqs):
        feats = engine.pipeline.transform([r.text for r in reqs])
        prompts = [engine._prompt_ids(f.tokens, f.intent, r.cart) for f, r in zip(feats, reqs, strict=True)]
        rows = [_Row(engine.grammar.start(r.cart), []) for r in reqs]
        width = max(map(len, prompts))
        ids = torch.tensor([[engine.pad_id] * (width - len(p)) + p for p in prompts])
        mask = (ids != engine.pad_id).long()  # prompts never contain <pad>
        engine.model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=engine.max_new_tokens,
                              do_sample=False,
                              logits_processor=LogitsProcessorList([GrammarProcessor(rows, width)]),
                              eos_token_id=engine.eos_id, pad_token_id=engine.pad_id)
        return [" ".join(r.tokens) for r in rows]

    out = {}
    def run_custom(reqs):
        return [r.output for r in engine.parse_batch(reqs)]

    for name, fn in (("custom", run_custom), ("generate", run_generate)):
        fn(requests(1))
        t0, single = time.perf_counter(), [fn(requests(1, offset=i))[0] for i in range(runs)]
        t1, batched = time.perf_counter(), fn(requests(batch))
        t2 = time.perf_counter()
        out[name] = {"batch1_ms_per_turn": (t1 - t0) / runs * 1e3,
                     f"batch{batch}_turns_per_s": batch / (t2 - t1),
                     "outputs": single + batched}
    out["same_outputs"] = out["custom"].pop("outputs") == out["generate"].pop("outputs")
    out["forced"] = isinstance(engine.grammar, ForcedGrammar)  # then equal outputs prove nothing
    return out


def plot(summary: dict, path: Path) -> None:
    """Draw the batch-1 latency histogram and throughput by batch size to a PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    lat = summary["latency"]
    left.hist(lat["samples_ms"], bins=30, color="#6f4e37")
    for key, style in (("median_ms", "k--"), ("p95_ms", "r:")):
        left.axvline(lat[key], color=style[0], ls=style[1:], label=f"{key[:-3]} {lat[key]:.1f} ms")
    left.set(title="single turn at batch 1 (pipeline + decode)", xlabel="ms", ylabel="turns")
    left.legend()
    rows = summary["throughput"]
    right.plot([r["batch"] for r in rows], [r["turns_per_s"] for r in rows], "o-", color="#6f4e37")
    for r in rows:
        right.annotate(f"{r['ratio']:.1f}x", (r["batch"], r["turns_per_s"]), textcoords="offset points",
                       xytext=(0, 6), ha="center", fontsize=8)
    right.set(xscale="log", xlabel="batch size", ylabel="turns / s", title="throughput (ratio to batch 1)")
    right.set_xticks([r["batch"] for r in rows], [str(r["batch"]) for r in rows])
    fig.suptitle(f"CoffeeGLM engine — model: {summary['model']}; torch threads: {summary['threads']}")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv: list[str] | None = None) -> dict:
    """Run the benchmark, print the table (or JSON), write the plot; return the summary."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model-dir", default=None, help="checkpoint (default $COFFEEGLM_MODEL_DIR, models/glm)")
    ap.add_argument("--pipeline", default=None, help="feature pipeline folder (default models/pipeline)")
    ap.add_argument("--corpus", default="data/corpus", help="folder with heldout.jsonl: the turns timed")
    ap.add_argument("--threads", type=int, default=None, help="sets COFFEEGLM_TORCH_THREADS")
    ap.add_argument("--dtype", default="auto", help="auto (fp32 on the CPU), float32 or bfloat16")
    ap.add_argument("--runs", type=int, default=100, help="single turns timed for latency")
    ap.add_argument("--batches", default="1,2,4,8,16,32,64", help="the first is the ratios' base")
    ap.add_argument("--turns", type=int, default=128, help="turns timed at each batch size per round")
    ap.add_argument("--rounds", type=int, default=3, help="rounds, batch sizes interleaved in each")
    ap.add_argument("--compare-generate", action="store_true")
    ap.add_argument("--forced", action="store_true", help="force corpus targets (default for a random model)")
    ap.add_argument("--json", action="store_true", help="print one JSON summary instead of the table")
    args = ap.parse_args(argv)
    if args.threads:
        os.environ["COFFEEGLM_TORCH_THREADS"] = str(args.threads)
    import torch

    from workers.engine import Engine
    from workers.engine.model import resolve_model_dir
    load_cases(ROOT / args.corpus / "heldout.jsonl")
    folder, kind = resolve_model_dir(args.model_dir), "trained"
    if not (folder / "config.json").exists():
        folder, kind = random_checkpoint(args.pipeline), "random-init"
    engine = Engine.load(folder, pipeline_path=args.pipeline, dtype=args.dtype)
    if kind == "random-init":  # loaded (and hashed): the temporary folder is no longer needed
        shutil.rmtree(folder, ignore_errors=True)
    if (args.forced or kind == "random-init") and CASES[0][2] is not None:
        engine.grammar, kind = ForcedGrammar(engine.grammar), kind + ", forced to corpus targets"
        engine.masker = ForcedMasker(engine.masker, engine.vocab)
    summary = {"model": kind, "model_dir": str(folder), "versions": engine.versions,
               "device": str(engine.device), "dtype": str(next(engine.model.parameters()).dtype),
               "threads": torch.get_num_threads(),
               "load_1m": os.getloadavg()[0], "parameters": engine.model.num_parameters()}
    summary["latency"] = latency(engine, args.runs)
    summary["throughput"] = rows = throughput(engine, [int(b) for b in args.batches.split(",")],
                                              args.turns, args.rounds)
    for r in rows:
        r["ratio"] = r["turns_per_s"] / rows[0]["turns_per_s"]
    if args.compare_generate:
        summary["compare_generate"] = compare_generate(engine, min(args.runs, 30), 32)
    summary["load_1m_after"] = os.getloadavg()[0]  # other work on the machine skews every number
    out = ROOT / "benchmarks" / "out"
    out.mkdir(parents=True, exist_ok=True)
    plot(summary, out / "bench_engine.png")
    lat = summary.pop("latency")
    compact = {**summary, "latency": {k: v for k, v in lat.items() if k != "samples_ms"}}
    (out / "bench_engine.json").write_text(json.dumps(compact, indent=2) + "\n")
    if args.json:
        print(json.dumps(compact))
        return compact
    print(f"model: {kind} ({compact['parameters']:,} params) {folder}  {compact['dtype']}  "
          f"threads={compact['threads']}  "
          f"load avg {compact['load_1m']:.1f} -> {compact['load_1m_after']:.1f}")
    print(f"batch-1 latency per turn: median {lat['median_ms']:.1f} ms  p95 {lat['p95_ms']:.1f} ms  "
          f"(pipeline {lat['pipeline_median_ms']:.2f} ms, {lat['mean_output_tokens']:.1f} output tokens)")
    print(f"{'batch':>5} {'turns/s':>9} {'ms/batch':>9} {'out tok':>8} {'vs b1':>6}  per round")
    for r in rows:
        spread = " ".join(f"{x:.2f}" for x in r["round_ratios"])
        print(f"{r['batch']:>5} {r['turns_per_s']:>9.1f} {r['ms_per_batch']:>9.1f} "
              f"{r['mean_output_tokens']:>8.1f} {r['ratio']:>5.2f}x  {spread}")
    if args.compare_generate:
        print("custom loop vs generate():", json.dumps(compact["compare_generate"]))
    print(f"plot: {out / 'bench_engine.png'}")
    return compact


if __name__ == "__main__":
    main()
