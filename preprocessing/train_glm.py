"""Train the CoffeeGLM model from scratch on the synthetic corpus (CPU friendly, resumable, seeded).

    python -m preprocessing.train_glm --corpus data/corpus --out models/glm --steps 6000

The model reads ``<bos> intent <sep> cart <sep> tagged turn <sep>`` and learns to write the turn's
edits; the loss covers the edit tokens only. Turn words the pipeline did not tag are replaced by
``<unk>`` at random during training, so unfamiliar wording around the menu words does not throw the
model. Saves fp16 safetensors, the tokenizer and a manifest with the checkpoint's sha256.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import time
from collections import Counter
from pathlib import Path

import torch
from tqdm import tqdm

from ordering.cart import Cart
from ordering.dsl import output_tokens
from ordering.menu import load_menu
from preprocessing.features.io import load_pipeline, read_manifest
from workers.engine.model import build_config
from workers.engine.prompt import build_example
from workers.engine.tokenizer import EOS, PAD, UNK, build_tokenizer, token_ids

MAX_LEN = 160


def featurize(rows: list[dict], pipeline, batch: int = 2000) -> list[tuple[list[str], list[str]]]:
    """Turn corpus rows into (prompt tokens, target tokens) through the real feature pipeline."""
    out = []
    for i in tqdm(range(0, len(rows), batch), desc="features", unit_scale=batch):
        chunk = rows[i : i + batch]
        feats = pipeline.transform([r["text"] for r in chunk])
        for row, f in zip(chunk, feats, strict=True):
            cart = Cart.model_validate(row["cart_before"])
            out.append(build_example(f.tokens, f.intent, cart, row["target"].split()))
    return out


def encode(examples, tokenizer) -> list[tuple[list[int], int]]:
    """Return (ids, prompt length) per example, dropping the few longer than MAX_LEN."""
    out = []
    for prompt, target in examples:
        ids = token_ids(tokenizer, prompt + target)
        if len(ids) <= MAX_LEN:
            out.append((ids, len(prompt)))
    return out


def batches(data, batch_size: int, rng: random.Random):
    """Yield endless length-bucketed batches (little padding), in a seeded random order."""
    while True:
        order = list(range(len(data)))
        rng.shuffle(order)
        for start in range(0, len(order), batch_size * 50):
            pool = sorted(order[start : start + batch_size * 50], key=lambda i: len(data[i][0]))
            chunks = [pool[j : j + batch_size] for j in range(0, len(pool), batch_size)]
            rng.shuffle(chunks)
            yield from chunks


def collate(
    data,
    idx,
    pad_id: int,
    unk_id: int,
    plain_ids: torch.Tensor,
    word_dropout: float,
    gen: torch.Generator,
    intent_ids: torch.Tensor | None = None,
    intent_noise: float = 0.0,
):
    """Right-pad a batch; labels only on the edit tokens; random <unk> for untagged prompt words.

    With intent_noise, the intent token (position 1) is swapped for a random intent now and then, so
    the model reads the words rather than trusting the classifier blindly.
    """
    width = max(len(data[i][0]) for i in idx)
    ids = torch.full((len(idx), width), pad_id, dtype=torch.long)
    labels = torch.full((len(idx), width), -100, dtype=torch.long)
    mask = torch.zeros((len(idx), width), dtype=torch.long)
    prompt_mask = torch.zeros((len(idx), width), dtype=torch.bool)
    for row, i in enumerate(idx):
        seq, plen = data[i]
        ids[row, : len(seq)] = torch.tensor(seq)
        labels[row, plen : len(seq)] = torch.tensor(seq[plen:])
        mask[row, : len(seq)] = 1
        prompt_mask[row, :plen] = True
    if word_dropout > 0:
        drop = (torch.rand(ids.shape, generator=gen) < word_dropout) & prompt_mask & plain_ids[ids]
        ids = ids.masked_fill(drop, unk_id)
    if intent_ids is not None and intent_noise > 0:
        swap = torch.rand(len(idx), generator=gen) < intent_noise
        pick = intent_ids[torch.randint(len(intent_ids), (len(idx),), generator=gen)]
        ids[:, 1] = torch.where(swap, pick, ids[:, 1])
    return ids, mask, labels


def lr_at(step: int, total: int, peak: float, warmup: int) -> float:
    """Linear warm-up, then cosine decay to a tenth of the peak."""
    if step < warmup:
        return peak * (step + 1) / warmup
    progress = min(1.0, (step - warmup) / max(1, total - warmup))
    return peak * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * progress)))


def save(model, tokenizer, out: Path, info: dict) -> dict:
    """Save the checkpoint in fp16 safetensors with a manifest; return the manifest."""
    out.mkdir(parents=True, exist_ok=True)
    model.to(torch.float16).save_pretrained(out, safe_serialization=True)
    model.to(torch.float32)
    tokenizer.save_pretrained(out)
    weights = out / "model.safetensors"
    manifest = {
        **info,
        "sha256": hashlib.sha256(weights.read_bytes()).hexdigest(),
        "bytes": weights.stat().st_size,
        "parameters": sum(p.numel() for p in model.parameters()),
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return manifest


def export_state(out: Path) -> dict:
    """Save the latest training state of <out> as a checkpoint in <out> (to evaluate a run midway)."""
    from transformers import GlmConfig, GlmForCausalLM, PreTrainedTokenizerFast

    state = torch.load(out.parent / f"{out.name}-train-state.pt", weights_only=False)
    model = GlmForCausalLM(GlmConfig.from_pretrained(out))
    model.load_state_dict(state["model"])
    model.eval()
    return save(
        model, PreTrainedTokenizerFast.from_pretrained(out), out, {"steps": state["step"], "partial": True}
    )


def main(argv: list[str] | None = None) -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description="train the CoffeeGLM model")
    ap.add_argument("--corpus", default="data/corpus")
    ap.add_argument("--pipeline", default=None, help="feature pipeline folder (default models/pipeline)")
    ap.add_argument("--out", default="models/glm")
    ap.add_argument("--steps", type=int, default=6000)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--warmup", type=int, default=200)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--kv-heads", type=int, default=2)
    ap.add_argument("--intermediate", type=int, default=768)
    ap.add_argument("--word-dropout", type=float, default=0.1)
    ap.add_argument("--tie", type=int, default=1, help="tie input and output embeddings (helps copying)")
    ap.add_argument("--intent-noise", type=float, default=0.1)
    ap.add_argument("--min-count", type=int, default=3)
    ap.add_argument("--limit", type=int, default=0, help="use only the first N corpus rows")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--resume", action="store_true", help="continue from <out>-train-state.pt")
    ap.add_argument("--export-state", action="store_true", help="only export <out>-train-state.pt to <out>")
    args = ap.parse_args(argv)
    if args.export_state:
        print(json.dumps(export_state(Path(args.out)), indent=2))
        return

    torch.manual_seed(args.seed)
    if args.threads:
        torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    menu = load_menu()
    pipeline = load_pipeline(args.pipeline)
    rows = [json.loads(line) for line in open(Path(args.corpus) / "train.jsonl", encoding="utf-8")]
    if args.limit:
        rows = rows[: args.limit]
    examples = featurize(rows, pipeline)
    empty = sum(1 for prompt, _ in examples if prompt[-2] == "<sep>")  # no turn tokens at all
    if empty > 0.05 * len(examples):
        raise SystemExit(
            f"{empty} of {len(examples)} turns have no features: is the pipeline artifact stale?"
        )

    counts = Counter(tok for prompt, target in examples for tok in prompt + target)
    tokenizer = build_tokenizer(counts, menu=menu, min_count=args.min_count, extra=output_tokens(menu))
    vocab = tokenizer.get_vocab()
    pad_id, unk_id = vocab[PAD], vocab[UNK]
    data = encode(examples, tokenizer)
    plain = torch.zeros(len(vocab), dtype=torch.bool)
    for tok, i in vocab.items():  # words that are not menu symbols, numbers, or structure
        plain[i] = ":" not in tok and not tok.startswith("<") and not (tok[:1] == "n" and tok[1:].isdigit())

    intent_ids = torch.tensor([i for tok, i in vocab.items() if tok.startswith("intent:")])

    from transformers import GlmForCausalLM

    config = build_config(
        len(vocab),
        pad_id,
        vocab["<bos>"],
        vocab[EOS],
        hidden=args.hidden,
        layers=args.layers,
        heads=args.heads,
        kv_heads=args.kv_heads,
        head_dim=args.hidden // args.heads,
        intermediate=args.intermediate,
        tie_word_embeddings=bool(args.tie),
    )
    model = GlmForCausalLM(config)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, betas=(0.9, 0.98), weight_decay=0.01)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer.save_pretrained(out)  # early, so a saved training state can be exported mid-run
    config.save_pretrained(out)
    state_path = out.parent / f"{out.name}-train-state.pt"
    start = 0
    if args.resume and state_path.exists():
        state = torch.load(state_path, weights_only=False)
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["opt"])
        start, rng = state["step"], state["rng"]
        torch.set_rng_state(state["torch_rng"])
        print(f"resumed at step {start}")
    gen = torch.Generator().manual_seed(args.seed)
    stream = batches(data, args.batch, rng)
    model.train()
    began, ema = time.time(), None
    bar = tqdm(range(start, args.steps), desc="train", initial=start, total=args.steps)
    for step in bar:
        ids, mask, labels = collate(
            data, next(stream), pad_id, unk_id, plain, args.word_dropout, gen, intent_ids, args.intent_noise
        )
        for group in opt.param_groups:
            group["lr"] = lr_at(step, args.steps, args.lr, args.warmup)
        loss = model(input_ids=ids, attention_mask=mask, labels=labels).loss
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        ema = loss.item() if ema is None else 0.98 * ema + 0.02 * loss.item()
        bar.set_postfix(loss=f"{ema:.4f}")
        if (step + 1) % 500 == 0 or step + 1 == args.steps:
            torch.save(
                {
                    "model": model.state_dict(),
                    "opt": opt.state_dict(),
                    "step": step + 1,
                    "rng": rng,
                    "torch_rng": torch.get_rng_state(),
                },
                state_path,
            )
    model.eval()
    info = {
        "steps": args.steps,
        "batch": args.batch,
        "final_loss_ema": ema,
        "seed": args.seed,
        "train_seconds": round(time.time() - began, 1),
        "examples": len(data),
        "menu_version": menu.version,
        "pipeline_version": read_manifest(args.pipeline).get("version"),
        "corpus": json.loads((Path(args.corpus) / "manifest.json").read_text()),
    }
    print(json.dumps(save(model, tokenizer, out, info), indent=2))


if __name__ == "__main__":
    main()
