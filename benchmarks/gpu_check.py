"""GPU check of the engine: bf16 on CUDA is right, and what static cache, torch.compile and CUDA graphs buy.

    benchmarks/gpu_check.sh          (the one command for a GPU machine: a few minutes)
    python benchmarks/gpu_check.py [--device cuda] [--batches 1,8,32,64] [--json]

1. environment: torch, transformers, CUDA, the GPU, bf16 support
2. correctness: the engine on the device (bf16 on CUDA, as shipped) against the engine on the CPU in
   fp32, same turns: share of identical outputs; and batched against one-at-a-time on the device
3. the engine as shipped (on CUDA: the transformers forward, eager, DynamicCache, with jump-forward and
   rows dropped as they finish; `FastGlm` serves only float32 on the CPU): batch-1 p50 per turn and
   turns/s by batch size; then where a batch of 8 spends its host time (cProfile)
4. the engine's turns/s under each attention backend set (cuDNN on, as torch picks it on Hopper; without
   cuDNN, as the engine runs on CUDA; memory-efficient; math) and with eager attention
5. one decode step alone (no grammar), by batch size: DynamicCache eager (what the engine runs),
   StaticCache eager, StaticCache + torch.compile(mode="reduce-overhead") (CUDA graphs on CUDA); the
   largest logit difference against eager; and the host share of a turn (grammar, masking, Python),
   which bounds what any faster step can give.
Every section is guarded: a failure is recorded and the next one runs. The partial summary is
rewritten after each section (out/gpu_check.json), so a timeout still leaves numbers.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
import traceback

import report
from stack import OUT, checkpoint, corpus_dir


def sync(device) -> None:
    """Wait for the device (CUDA work is asynchronous)."""
    import torch

    if device.type == "cuda":
        torch.cuda.synchronize()


def environment(device) -> dict:
    """Versions and the device."""
    import torch
    import transformers

    env = {
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "cuda": torch.version.cuda,
        "device": str(device),
    }
    if device.type == "cuda":
        env.update(
            gpu=torch.cuda.get_device_name(device),
            bf16=torch.cuda.is_bf16_supported(),
            capability=".".join(map(str, torch.cuda.get_device_capability(device))),
        )
    return env


def correctness(engine, cpu_engine, requests) -> dict:
    """Identical outputs: device vs CPU fp32 (one at a time), device batched vs one at a time."""
    one = [engine.parse_batch([r])[0].output for r in requests]
    cpu = [cpu_engine.parse_batch([r])[0].output for r in requests]
    batched = [r.output for r in engine.parse_batch(requests)]
    return {
        "turns": len(requests),
        "dtype": str(next(engine.model.parameters()).dtype),
        "same_as_cpu_fp32": sum(a == b for a, b in zip(one, cpu, strict=True)) / len(one),
        "batched_same_as_single": sum(a == b for a, b in zip(one, batched, strict=True)) / len(one),
    }


def engine_timing(engine, requests, batches: list[int]) -> dict:
    """Batch-1 p50 per turn and turns/s per batch size, eager, as shipped."""
    for r in requests[:5]:
        engine.parse_batch([r])
    single, tokens = [], []
    for r in requests[:100]:
        started = time.perf_counter()
        tokens.append(len(engine.parse_batch([r])[0].output.split()))
        single.append(time.perf_counter() - started)
    return {
        "batch1_p50_ms": statistics.median(single) * 1e3,
        "mean_output_tokens": statistics.mean(tokens),
        "throughput": throughput(engine, requests, batches),
    }


def throughput(engine, requests, batches: list[int]) -> list[dict]:
    """ms per batch and turns/s per batch size: a different group of turns (new shapes) each time."""
    rows = []
    for b in batches:
        cycle = requests * (b // len(requests) + 2)
        engine.parse_batch(cycle[:b])
        started, n = time.perf_counter(), 0
        while n < 5 or time.perf_counter() - started < 1.0:
            offset = (n * b) % len(requests)
            engine.parse_batch(cycle[offset : offset + b])
            n += 1
        elapsed = time.perf_counter() - started
        rows.append({"batch": b, "ms_per_batch": elapsed / n * 1e3, "turns_per_s": b * n / elapsed})
    return rows


def host_profile(engine, requests, batch: int = 8, passes: int = 3) -> list[str]:
    """Where a batch's time goes (cProfile, the top functions by own time over a few new batches)."""
    import cProfile
    import io
    import pstats

    profile = cProfile.Profile()
    profile.enable()
    for n in range(passes):
        engine.parse_batch(requests[(n + 3) * batch : (n + 4) * batch])
    profile.disable()
    text = io.StringIO()
    pstats.Stats(profile, stream=text).sort_stats("tottime").print_stats(18)
    return [line for line in text.getvalue().splitlines() if line.strip()][-20:]


def attention_backends(engine, requests, batches: list[int]) -> dict:
    """The engine's turns/s under each scaled-dot-product-attention backend set, and eager attention.

    A new shape each pass (the prompts' widths differ, the cache grows) is what the engine sees; a
    backend that plans per shape (cuDNN) pays that plan on every pass.
    """
    import torch
    from torch.nn.attention import SDPBackend, sdpa_kernel

    sets = {
        "all_with_cudnn": [SDPBackend.CUDNN_ATTENTION, SDPBackend.FLASH_ATTENTION,
                           SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH],  # torch's default on Hopper
        "no_cudnn": [SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH],
        "efficient_only": [SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH],
        "math_only": [SDPBackend.MATH],
    }
    out = {"cudnn_sdp_enabled": torch.backends.cuda.cudnn_sdp_enabled()}  # as the engine left it
    for name, backends in sets.items():
        try:
            with sdpa_kernel(backends):
                out[name] = throughput(engine, requests, batches)
        except Exception as exc:  # noqa: BLE001 — record it, keep measuring the rest
            out[name] = f"{type(exc).__name__}: {exc}"[:300]
    try:
        engine.model.set_attn_implementation("eager")
        out["eager_attention"] = throughput(engine, requests, batches)
    except Exception as exc:  # noqa: BLE001
        out["eager_attention"] = f"{type(exc).__name__}: {exc}"[:300]
    finally:
        try:
            engine.model.set_attn_implementation("sdpa")
        except Exception:  # noqa: BLE001, S110 — nothing left to restore
            pass
    return out


def model_share(summary: dict) -> list[dict]:
    """Per batch: the share of a batched turn spent in decode steps ((tokens + 1) x eager step time)."""
    steps = summary["engine"]["mean_output_tokens"] + 1
    out = []
    for eng, dec in zip(summary["engine"]["throughput"], summary["decode_step"], strict=True):
        if "dynamic_ms" in dec:
            out.append(
                {"batch": eng["batch"], "model_share": steps * dec["dynamic_ms"] / eng["ms_per_batch"]}
            )
    return out


STATIC: dict = {}  # (mode, batch) -> StaticCache


def decode_steps(engine, prompts, batch: int, steps: int, mode: str) -> tuple[float, list]:
    """Prefill, then time ``steps`` greedy decode steps (no grammar); return (ms per step, logits)."""
    import torch
    from transformers import DynamicCache, StaticCache

    from workers.engine.model import cache_forward

    model, device = engine.model, engine.device
    group = sorted((prompts * (batch // len(prompts) + 1))[:batch], key=len)
    width = max(map(len, group))
    ids, attn = engine._left_pad(group, width)
    pos = (attn.cumsum(-1) - 1).clamp(min=0)
    length = width + steps + 1
    full = torch.zeros((batch, length), dtype=torch.long, device=device)
    full[:, :width] = attn
    if mode == "dynamic":
        cache = DynamicCache(config=model.config)
    else:  # one static cache per (mode, batch), reset between runs: CUDA graphs replay fixed addresses
        cache = STATIC.get((mode, batch))
        if cache is None:
            cache = STATIC[(mode, batch)] = StaticCache(config=model.config, max_cache_len=length)
        else:
            cache.reset()
    eager = cache_forward(model)  # takes cache= whichever transformers 5.x is installed
    forward = engine.compiled if mode == "compiled" else eager
    with torch.no_grad():  # not inference_mode: a static cache is reset (written) between runs
        out = eager(
            input_ids=ids,
            attention_mask=attn,
            position_ids=pos,
            cache=cache,
            use_cache=True,
            cache_position=torch.arange(width, device=device),
            logits_to_keep=1,
        )
        tok, pos, logits = out.logits[:, -1].argmax(-1), pos[:, -1:], [out.logits[:, -1].float()]
        sync(device)
        started = time.perf_counter()
        for t in range(steps):
            full[:, width + t] = 1
            pos = pos + 1
            mask = full[:, : width + t + 1] if mode == "dynamic" else full
            step = forward(
                input_ids=tok[:, None],
                attention_mask=mask,
                position_ids=pos,
                cache=cache,
                use_cache=True,
                cache_position=torch.tensor([width + t], device=device),
            )
            last = step.logits[:, -1]
            tok = last.argmax(-1)
            logits.append(last.float().clone())
        sync(device)
    return (time.perf_counter() - started) / steps * 1e3, logits


def step_timing(engine, prompts, batches: list[int], steps: int, compile_too: bool) -> list[dict]:
    """ms per decode step by batch size and mode, and the largest logit difference against eager."""
    import torch

    from workers.engine.model import cache_forward

    if compile_too:
        engine.compiled = torch.compile(cache_forward(engine.model), mode="reduce-overhead",
                                        fullgraph=True)
    rows = []
    for b in batches:
        row = {"batch": b}
        base = None
        for mode in ("dynamic", "static", "compiled") if compile_too else ("dynamic", "static"):
            try:
                started = time.perf_counter()
                decode_steps(engine, prompts, b, steps, mode)  # warm-up (compile + graph capture)
                row[f"{mode}_warmup_s"] = time.perf_counter() - started
                ms, logits = decode_steps(engine, prompts, b, steps, mode)
                row[f"{mode}_ms"] = ms
                if base is None:
                    base = logits
                else:
                    diffs = [float((x - y).abs().max()) for x, y in zip(base, logits, strict=True)]
                    row[f"{mode}_max_diff"] = max(diffs)
            except Exception as exc:  # noqa: BLE001 — record it, keep measuring the rest
                row[f"{mode}_error"] = f"{type(exc).__name__}: {exc}"[:300]
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def main(argv: list[str] | None = None) -> dict:
    """Run the four sections, saving the summary after each."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--batches", default="1,8,32,64")
    ap.add_argument("--steps", type=int, default=16, help="decode steps timed per measurement")
    ap.add_argument("--turns", type=int, default=64)
    ap.add_argument("--no-compile", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    import bench_engine
    import torch

    from workers.engine import Engine

    device = torch.device(args.device)
    batches = [int(b) for b in args.batches.split(",")]
    folder, kind = checkpoint()
    summary: dict = {"model": kind, "options": vars(args), "machine": report.machine()}

    def save(section: str, fn) -> None:
        started = time.perf_counter()
        try:
            summary[section] = fn()
        except Exception:  # noqa: BLE001 — one broken section must not hide the others
            summary[section] = {"error": traceback.format_exc()[-1500:]}
        summary[section + "_s"] = round(time.perf_counter() - started, 1)
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / "gpu_check.json").write_text(json.dumps(summary, indent=2) + "\n")
        print(f"[{section}] {json.dumps(summary[section])[:1500]}", flush=True)

    save("environment", lambda: environment(device))
    engine = Engine.load(folder, device=device)
    bench_engine.load_cases(corpus_dir() / "heldout.jsonl", limit=args.turns)
    requests = bench_engine.requests(min(args.turns, len(bench_engine.CASES)))
    prompts = [
        engine._prompt_ids(f.tokens, f.intent, r.cart)
        for f, r in zip(engine.pipeline.transform([r.text for r in requests]), requests, strict=True)
    ]
    save("correctness", lambda: correctness(engine, Engine.load(folder, device="cpu"), requests))
    save("engine", lambda: engine_timing(engine, requests, batches))
    save("profile", lambda: host_profile(engine, requests))
    save("attention", lambda: attention_backends(engine, requests, batches))
    save("decode_step", lambda: step_timing(engine, prompts, batches, args.steps, not args.no_compile))
    save("model_share", lambda: model_share(summary))
    return report.finish("gpu_check", summary, render(summary), args.json)


def render(summary: dict) -> str:
    """The summary as tables; the plot too when matplotlib is there (turns/s; ms per decode step)."""
    lines = [json.dumps(summary.get("environment")), json.dumps(summary.get("correctness"))]
    engine, steps = summary.get("engine", {}), summary.get("decode_step", [])
    throughput = engine.get("throughput", []) if isinstance(engine, dict) else []
    steps = steps if isinstance(steps, list) else []
    if throughput:
        lines += [f"engine batch-1 p50 {engine['batch1_p50_ms']:.1f} ms",
                  report.table(throughput, [("batch", "d"), ("ms_per_batch", ".1f"), ("turns_per_s", ".1f")])]
    modes = [m for m in ("dynamic", "static", "compiled") if any(f"{m}_ms" in r for r in steps)]
    if steps:
        cols = [("batch", "d")] + [(f"{m}_ms", ".2f") for m in modes] + [("compiled_max_diff", ".2g")]
        lines.append(report.table(steps, cols))
    try:
        plt = report.pyplot()
    except ImportError:
        return "\n".join(lines)
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    left.plot([r["batch"] for r in throughput], [r["turns_per_s"] for r in throughput], "o-")
    left.set(xscale="log", xlabel="batch", ylabel="turns / s", title="engine as shipped (eager)")
    for mode in modes:
        mine = [r for r in steps if f"{mode}_ms" in r]
        right.plot([r["batch"] for r in mine], [r[f"{mode}_ms"] for r in mine], "o-", label=mode)
    right.set(xscale="log", xlabel="batch", ylabel="ms per decode step", title="one decode step")
    right.legend()
    report.save(fig, "gpu_check")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
