"""FastGlm computes what the transformers GLM computes: padded prefill, cached steps, dropped rows."""

from __future__ import annotations

import pytest
import torch
from transformers import DynamicCache

from workers.engine.fast_glm import FastGlm
from workers.engine.model import load_model, save_random_checkpoint
from workers.engine.tokenizer import build_tokenizer


def _cpu_packs_bfloat16() -> bool:
    """Whether oneDNN packs bf16 weights on this CPU (it needs AVX-512 BW/VL/DQ or AVX-NE-CONVERT)."""
    try:
        torch.ops.mkldnn._reorder_linear_weight(torch.ones(4, 4, dtype=torch.bfloat16), None)
    except (AttributeError, RuntimeError):
        return False
    return True


PACKS_BF16 = _cpu_packs_bfloat16()

SMALL = {"hidden": 64, "layers": 2, "heads": 4, "kv_heads": 2, "head_dim": 32, "intermediate": 96,
         "max_pos": 64}


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """A random GLM checkpoint (grouped-query attention, partial rotary, q/k/v biases)."""
    path = tmp_path_factory.mktemp("glm")
    save_random_checkpoint(path, build_tokenizer([f"w{i}" for i in range(40)]), seed=3, **SMALL)
    return path


@pytest.fixture(scope="module")
def model(folder):
    """The checkpoint on the CPU in float32 (what FastGlm supports)."""
    return load_model(folder, device="cpu")


def both(model, ids, mask, positions, caches, keep=0):
    """Logits of the transformers model and of FastGlm for the same step, each on its own cache."""
    with torch.inference_mode():
        ref = model(input_ids=ids, attention_mask=mask, position_ids=positions, cache=caches[0],
                    use_cache=True, logits_to_keep=keep).logits
        fast = caches[2](input_ids=ids, attention_mask=mask, position_ids=positions, cache=caches[1],
                         logits_to_keep=keep).logits
    return ref, fast


def test_supports_only_what_it_reproduces(folder, model):
    assert FastGlm.supports(model)
    assert FastGlm.supports(load_model(folder, device="cpu", dtype="bfloat16"))
    assert not FastGlm.supports(load_model(folder, device="cpu", dtype="float16"))
    assert not FastGlm.supports(torch.nn.Linear(2, 2))


def test_padded_prefill_and_cached_steps_match_transformers(model):
    fast = FastGlm(model)
    caches = [DynamicCache(config=model.config), fast.new_cache(), fast]
    gen = torch.Generator().manual_seed(0)
    ids = torch.randint(4, 40, (4, 12), generator=gen)
    mask = torch.ones(4, 12, dtype=torch.long)
    mask[1, :3], mask[2, :7] = 0, 0  # left padding, as the engine's prefill
    ref, out = both(model, ids, mask, (mask.cumsum(-1) - 1).clamp(min=0), caches)
    assert torch.allclose(ref[mask.bool()], out[mask.bool()], atol=1e-4)
    position = mask.sum(-1, keepdim=True) - 1
    for width, pads in ((1, 0), (3, 2), (2, 0)):  # steps of one and of several tokens, some padded
        step = torch.ones(4, width, dtype=torch.long)
        step[3, :pads] = 0
        mask = torch.cat([mask, step], dim=1)
        positions = position + step.cumsum(-1)
        position = positions[:, -1:]
        ref, out = both(model, torch.randint(4, 40, (4, width), generator=gen), mask, positions, caches)
        assert torch.allclose(ref[step.bool()], out[step.bool()], atol=1e-4)
    index = torch.tensor([0, 2])
    for cache in caches[:2]:
        cache.batch_select_indices(index)
    mask = torch.cat([mask[index], torch.ones(2, 1, dtype=torch.long)], 1)
    ref, out = both(model, torch.randint(4, 40, (2, 1), generator=gen), mask, position[index] + 1, caches,
                    keep=1)
    assert out.shape == (2, 1, model.config.vocab_size) and torch.allclose(ref, out, atol=1e-4)


def test_unpadded_steps_without_a_mask_stay_causal(model):
    """No mask at all: the prefill and a several-token step after the cache are still causal."""
    fast = FastGlm(model)
    caches = [DynamicCache(config=model.config), fast.new_cache(), fast]
    gen = torch.Generator().manual_seed(1)
    ref, out = both(model, torch.randint(4, 40, (3, 9), generator=gen), None,
                    torch.arange(9).expand(3, 9), caches)
    assert torch.allclose(ref, out, atol=1e-4)
    for width, start in ((1, 9), (4, 10)):
        positions = torch.arange(start, start + width).expand(3, width)
        ref, out = both(model, torch.randint(4, 40, (3, width), generator=gen), None, positions, caches)
        assert torch.allclose(ref, out, atol=1e-4)


def test_bfloat16_computes_the_float32_function_within_its_rounding(folder, model):
    """A bf16 GLM: the same logits as the float32 transformers model, to bf16's precision, in float32."""
    half = load_model(folder, device="cpu", dtype="bfloat16")
    fast = FastGlm(half)
    caches = [DynamicCache(config=model.config), fast.new_cache(), fast]
    gen = torch.Generator().manual_seed(2)
    ids = torch.randint(4, 40, (3, 10), generator=gen)
    mask = torch.ones(3, 10, dtype=torch.long)
    mask[1, :4] = 0
    ref, out = both(model, ids, mask, (mask.cumsum(-1) - 1).clamp(min=0), caches)
    assert out.dtype == torch.float32 and fast.cos.dtype == torch.bfloat16
    scale = ref[mask.bool()].abs().max()
    assert torch.allclose(ref[mask.bool()], out[mask.bool()], atol=0.03 * scale)
    assert not torch.allclose(ref[mask.bool()], out[mask.bool()], atol=1e-6)  # it did compute in bf16
    ref, out = both(model, torch.randint(4, 40, (3, 2), generator=gen),
                    torch.cat([mask, torch.ones(3, 2, dtype=torch.long)], 1),
                    mask.sum(-1, keepdim=True) + torch.arange(2), caches)
    assert torch.allclose(ref, out, atol=0.03 * scale)


@pytest.mark.skipif(PACKS_BF16, reason="this CPU packs bf16 weights (the test below)")
def test_bfloat16_weights_stay_plain_where_the_cpu_cannot_pack_them(folder):
    """On a CPU without oneDNN's bf16 packing (AVX2 only), the bf16 forward uses F.linear on plain weights."""
    packed = FastGlm(load_model(folder, device="cpu", dtype="bfloat16"))
    assert packed.linear is torch.nn.functional.linear and packed.layers[0][1].layout == torch.strided


@pytest.mark.skipif(not PACKS_BF16, reason="oneDNN cannot pack bf16 weights on this CPU")
def test_bfloat16_weights_are_prepacked_without_changing_a_bit(folder, monkeypatch):
    """oneDNN's prepacked bf16 products give F.linear's bf16 results exactly, prefill and steps alike."""
    from workers.engine import fast_glm

    half = load_model(folder, device="cpu", dtype="bfloat16")
    packed = FastGlm(half)
    assert packed.linear is fast_glm._packed_linear and packed.layers[0][1].layout == torch._mkldnn
    monkeypatch.setattr(fast_glm, "_prepacked", lambda layers: (layers, torch.nn.functional.linear))
    plain = FastGlm(half)
    assert plain.layers[0][1].layout == torch.strided
    gen = torch.Generator().manual_seed(4)
    ids = torch.randint(4, 40, (3, 9), generator=gen)
    mask = torch.ones(3, 9, dtype=torch.long)
    mask[2, :5] = 0
    positions = (mask.cumsum(-1) - 1).clamp(min=0)
    caches = packed.new_cache(), plain.new_cache()
    with torch.inference_mode():
        outs = [f(input_ids=ids, attention_mask=mask, position_ids=positions, cache=c).logits
                for f, c in zip((packed, plain), caches, strict=True)]
        assert torch.equal(*outs)
        step = torch.randint(4, 40, (3, 1), generator=gen)
        mask = torch.cat([mask, torch.ones(3, 1, dtype=torch.long)], 1)
        outs = [f(input_ids=step, attention_mask=mask, position_ids=positions[:, -1:] + 1, cache=c).logits
                for f, c in zip((packed, plain), caches, strict=True)]
        assert torch.equal(*outs)
