"""Prefix reuse: compute the fixed prompt head once per worker and reuse its KV cache — does it pay?

    python benchmarks/bench_prefix.py [--batches 1,8,32] [--json]

The prompt is ``<bos> intent:X <sep> CART <sep> TURN <sep>``; the only part fixed across requests is
``<bos> intent:X <sep>`` (3 tokens, one per intent; the cart and the turn vary). This times the
prefill — the one forward pass over the prompt — both ways on held-out turns, side by side:
  full     the engine's own prefill (length-sorted chunks, left padding); one pass: no chunks
  reuse    the intent's 3-token KV, computed once, stacked per row; only the rest is run, padded
           between head and rest (attention mask 0 there), positions continuing after the head
It checks the first decoded token agrees, and puts the prefill in proportion to a whole turn
(``Engine.parse_batch``: pipeline + prefill + every decode step).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import report
from customers import heldout_rows
from stack import checkpoint


def prompts_for(engine, n: int) -> list[tuple[list[int], str, object]]:
    """(prompt ids, intent, request) for n held-out turns."""
    from ordering.cart import Cart
    from workers.engine import ParseRequest

    rows = heldout_rows()[:n]  # data/corpus*/heldout.jsonl, else generated from the menu
    feats = engine.pipeline.transform([r["text"] for r in rows])
    out = []
    for row, f in zip(rows, feats, strict=True):
        cart = Cart.model_validate(row["cart_before"])
        out.append((engine._prompt_ids(f.tokens, f.intent, cart), f.intent, ParseRequest(row["text"], cart)))
    return out


class PrefixReuse:
    """Per-intent KV of ``<bos> intent:X <sep>``, computed once; a prefill that runs only the rest."""

    HEAD = 3

    def __init__(self, engine):
        import torch

        self.engine, self.kv = engine, {}
        for intent in ("order", "change", "remove", "question", "finish", "cancel", "offtopic"):
            ids = engine._prompt_ids([], intent, None)[: self.HEAD]
            cache = engine.new_cache()
            engine.forward(input_ids=torch.tensor([ids]), cache=cache, use_cache=True)
            self.kv[ids[1]] = [(k, v) for k, v, *_ in cache]

    def prefill(self, prompts: list[list[int]]):
        """Last-position logits [n, V] and the cache, running only the tokens after the head."""
        import torch

        engine, head = self.engine, self.HEAD
        rest = [p[head:] for p in prompts]
        ids, attn = engine._left_pad(rest, max(map(len, rest)))
        layers = [
            (
                torch.cat([self.kv[p[1]][i][0] for p in prompts]),
                torch.cat([self.kv[p[1]][i][1] for p in prompts]),
            )
            for i in range(len(self.kv[prompts[0][1]]))
        ]
        cache = engine.new_cache(layers)
        mask = torch.cat([attn.new_ones((len(prompts), head)), attn], dim=1)
        position = head + (attn.cumsum(-1) - 1).clamp(min=0)
        out = engine.forward(
            input_ids=ids,
            attention_mask=mask,
            position_ids=position,
            cache=cache,
            use_cache=True,
            logits_to_keep=1,
        )
        return out.logits[:, -1, :], cache


def prefill_one_pass(engine, prompts: list[list[int]]):
    """The whole prompts in one left-padded forward pass (no chunks): the like-for-like baseline."""
    ids, attn = engine._left_pad(prompts, max(map(len, prompts)))
    cache = engine.new_cache()
    out = engine.forward(
        input_ids=ids,
        attention_mask=attn,
        position_ids=(attn.cumsum(-1) - 1).clamp(min=0),
        cache=cache,
        use_cache=True,
        logits_to_keep=1,
    )
    return out.logits[:, -1, :], cache


def clock(fn, reps: int) -> float:
    """Median seconds of ``fn()`` over ``reps`` runs (after one warm-up)."""
    import torch

    with torch.inference_mode():
        fn()
        times = []
        for _ in range(reps):
            started = time.perf_counter()
            fn()
            times.append(time.perf_counter() - started)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> dict:
    """Time full and reused prefill at each batch size against a whole turn; print, plot."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batches", default="1,8,32")
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    os.environ["COFFEEGLM_TORCH_THREADS"] = str(args.threads)
    import torch

    from workers.engine import Engine

    model, kind = checkpoint()
    engine = Engine.load(model)
    reuse = PrefixReuse(engine)
    cases = prompts_for(engine, 256)
    rows, agree, total = [], 0, 0
    for b in [int(x) for x in args.batches.split(",")]:
        groups = [cases[i : i + b] for i in range(0, len(cases) - b + 1, b)][
            : max(1, args.reps // max(1, b // 4))
        ]
        full, one, mine, turn = [], [], [], []
        for group in groups:
            prompts = sorted((p for p, _, _ in group), key=len)
            width = max(map(len, prompts))
            full.append(clock(lambda prompts=prompts, width=width: engine._prefill(prompts, width), 3))
            one.append(clock(lambda prompts=prompts: prefill_one_pass(engine, prompts), 3))
            mine.append(clock(lambda prompts=prompts: reuse.prefill(prompts), 3))
            turn.append(clock(lambda group=group: engine.parse_batch([r for _, _, r in group]), 1))
            with torch.inference_mode():
                a = engine._prefill(prompts, width)[0].argmax(-1)
                c = reuse.prefill(prompts)[0].argmax(-1)
            agree, total = agree + int((a == c).sum()), total + len(prompts)
        f, o, m, t = (statistics.median(x) * 1e3 for x in (full, one, mine, turn))
        rows.append({"batch": b, "prefill_full_ms": f, "one_pass_ms": o, "prefill_reuse_ms": m,
                     "reuse_vs_one_pass": o / m, "reuse_vs_shipped": f / m, "turn_ms": t,
                     "prefill_share": f / t, "turn_saving": (min(f, o) - m) / t})
    mean_len = statistics.mean(len(p) for p, _, _ in cases)
    plt = report.pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    xs = range(len(rows))
    for shift, key, label in ((-0.27, "prefill_full_ms", "shipped prefill (chunks)"),
                              (0.0, "one_pass_ms", "one pass"), (0.27, "prefill_reuse_ms", "prefix reused")):
        ax.bar([x + shift for x in xs], [r[key] for r in rows], 0.27, label=label)
    ax.set_xticks(list(xs), [f"batch {r['batch']}" for r in rows])
    ax.set(ylabel="ms (median)", title=f"prefill, 3-token head of {mean_len:.0f}-token prompts ({kind})")
    ax.legend()
    report.save(fig, "bench_prefix")
    columns = [("batch", "d"), ("prefill_full_ms", ".2f"), ("one_pass_ms", ".2f"),
               ("prefill_reuse_ms", ".2f"), ("reuse_vs_one_pass", ".2f"), ("reuse_vs_shipped", ".2f"),
               ("turn_ms", ".1f"), ("prefill_share", ".1%"), ("turn_saving", ".1%")]
    text = "\n".join([report.table(rows, columns),
                      f"mean prompt {mean_len:.1f} tokens, head 3; first token agrees {agree}/{total}; "
                      "ratios > 1: reuse is faster; turn_saving: (best plain prefill - reuse) / turn"])
    summary = {"model": kind, "options": vars(args), "rows": rows, "mean_prompt_tokens": mean_len,
               "first_token_agree": [agree, total], "threads": torch.get_num_threads()}
    return report.finish("bench_prefix", summary, text, args.json)


if __name__ == "__main__":
    main()
