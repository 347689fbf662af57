"""A lean forward pass over a loaded `GlmForCausalLM`'s own weights, for inference on the CPU.

The transformers forward of this small model spends most of its time in Python around the arithmetic
(mask building, config look-ups, per-module calls, cache bookkeeping): 5 ms for one decode step of the
shipped 3-layer GLM on the 2-core CPU, of which the matrix products are under 1 ms. This module computes
the same function with a handful of tensor operations per layer: q, k and v projected by one fused
matrix, rotary embedding from a precomputed table, grouped-query attention in one
`scaled_dot_product_attention` call, and a key/value cache that is a plain list of tensors.

It reads the weights of the transformers model (no copy but the fused q/k/v matrix), so the checkpoint is
still loaded, saved and trained by transformers. `FastGlm.supports` accepts only what it reproduces: a
float32 or bfloat16 GLM (`model_type` "glm", SiLU, default RoPE) on the CPU; anything else runs the
transformers forward. It computes in the weights' dtype, the norms in float32 as transformers does: on a
CPU with AMX, bfloat16 matrix products are several times faster than float32 ones at a batch's sizes
(benchmarks/RESULTS.md). The tests compare both on a random GLM, padded rows and cached steps included.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import torch
import torch.nn.functional as F


@dataclass
class FastOutput:
    """The part of a transformers model output the engine reads."""

    logits: torch.Tensor


class FastCache:
    """Keys and values per layer, [batch, kv heads, positions, head dim]; grows by concatenation."""

    def __init__(self, layers: Sequence[tuple[torch.Tensor, torch.Tensor]] | None = None, n_layers: int = 0):
        self.layers: list[tuple[torch.Tensor, torch.Tensor] | None] = (
            [tuple(kv) for kv in layers] if layers is not None else [None] * n_layers)

    def __iter__(self) -> Iterator[tuple[torch.Tensor, torch.Tensor]]:
        """(keys, values) of each layer, like a transformers cache."""
        return iter(self.layers)

    def batch_select_indices(self, index: torch.Tensor) -> None:
        """Keep only the rows in ``index`` (the rows still decoding)."""
        self.layers = [(k[index], v[index]) for k, v in self.layers]


class FastGlm:
    """Callable like the transformers model for the engine's use (ids, mask, positions, cache)."""

    @staticmethod
    def supports(model: Any) -> bool:
        """Whether this forward reproduces ``model``'s: a float32 or bfloat16 GLM with SiLU and default
        RoPE, on the CPU."""
        config = getattr(model, "config", None)
        rope = getattr(config, "rope_parameters", None) or {}
        try:
            weight = model.lm_head.weight
        except AttributeError:
            return False
        return (getattr(config, "model_type", None) == "glm" and config.hidden_act == "silu"
                and rope.get("rope_type", "default") == "default"
                and weight.dtype in (torch.float32, torch.bfloat16) and weight.device.type == "cpu")

    def __init__(self, model: Any):
        """Take ``model``'s weights (GlmForCausalLM) and precompute the rotary table."""
        config = model.config
        self.heads, self.kv_heads = config.num_attention_heads, config.num_key_value_heads
        self.head_dim = getattr(config, "head_dim", None) or config.hidden_size // self.heads
        self.eps, self.scale = config.rms_norm_eps, self.head_dim ** -0.5
        rope = config.rope_parameters
        self.rotary = int(self.head_dim * rope.get("partial_rotary_factor", 1.0))
        inv_freq = 1.0 / (rope["rope_theta"] ** (
            torch.arange(0, self.rotary, 2, dtype=torch.float) / self.rotary))
        angles = torch.arange(config.max_position_embeddings, dtype=torch.float)[:, None] * inv_freq[None]
        dtype = model.lm_head.weight.dtype  # computed in the weights' dtype (rotary table rounded to it)
        self.cos, self.sin = angles.cos().to(dtype), angles.sin().to(dtype)  # [positions, rotary / 2]
        base = model.model
        self.embed = base.embed_tokens.weight
        self.layers = []
        for layer in base.layers:
            attn, mlp = layer.self_attn, layer.mlp
            qkv = torch.cat([attn.q_proj.weight, attn.k_proj.weight, attn.v_proj.weight])
            bias = (torch.cat([attn.q_proj.bias, attn.k_proj.bias, attn.v_proj.bias])
                    if attn.q_proj.bias is not None else None)
            self.layers.append((layer.input_layernorm.weight, qkv, bias, attn.o_proj.weight,
                                layer.post_attention_layernorm.weight, mlp.gate_up_proj.weight,
                                mlp.down_proj.weight))
        self.linear = F.linear
        if dtype == torch.bfloat16:  # oneDNN's prepacked layout: half the per-call cost of a small product
            self.layers, self.linear = _prepacked(self.layers)
        self.norm, self.head = base.norm.weight, model.lm_head.weight
        # the logits in float32 whatever the compute dtype: bf16 logits (8-bit mantissa) tie the greedy
        # choice between near-equal tokens; the head is one small product per pass
        self.head = self.head.float()

    def new_cache(self, layers: Sequence[tuple[torch.Tensor, torch.Tensor]] | None = None) -> FastCache:
        """An empty cache, or one holding ``layers`` (caches of prefill chunks joined)."""
        return FastCache(layers, n_layers=len(self.layers))

    def _rms(self, x: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
        """RMS norm, in float32 whatever the compute dtype (as transformers' GlmRMSNorm)."""
        if x.dtype == torch.float32:
            return weight * (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps))
        wide = x.float()
        return weight * (wide * torch.rsqrt(wide.pow(2).mean(-1, keepdim=True) + self.eps)).to(x.dtype)

    def _rope(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        """GLM's rotary embedding on the first ``rotary`` dims of each head, pairs interleaved."""
        cos, sin = self.cos[positions][:, :, None, :], self.sin[positions][:, :, None, :]
        even, odd = x[..., 0:self.rotary:2], x[..., 1:self.rotary:2]
        turned = torch.stack((even * cos - odd * sin, odd * cos + even * sin), dim=-1).flatten(-2)
        return torch.cat([turned, x[..., self.rotary:]], dim=-1)

    def _mask(self, attention_mask: torch.Tensor | None, length: int, past: int) -> torch.Tensor | None:
        """Boolean [batch or 1, 1, length, past + length]: causal, padded keys hidden; None for one
        position with every key valid (it sees them all)."""
        if attention_mask is None and length == 1:
            return None
        keys, queries = torch.arange(past + length), torch.arange(past, past + length)[:, None]
        allowed = (keys <= queries)[None, None]
        if attention_mask is not None:  # a left-padding query has no key left: sdpa gives it zeros
            allowed = allowed & attention_mask.bool()[:, None, None, :]
        return allowed

    def __call__(self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None,
                 position_ids: torch.Tensor | None = None, cache: FastCache | None = None,
                 use_cache: bool = True, logits_to_keep: int = 0) -> FastOutput:
        """Logits [batch, length or logits_to_keep, vocab]; ``cache`` is extended in place."""
        batch, length = input_ids.shape
        cache = cache if cache is not None else self.new_cache()
        past = 0 if cache.layers[0] is None else cache.layers[0][0].shape[2]
        if position_ids is None:
            position_ids = torch.arange(past, past + length)[None].expand(batch, length)
        mask = self._mask(attention_mask, length, past)
        heads, kv_heads = self.heads, self.kv_heads
        x = F.embedding(input_ids, self.embed)
        for i, (norm1, qkv_w, qkv_b, out_w, norm2, gate_up_w, down_w) in enumerate(self.layers):
            qkv = self.linear(self._rms(x, norm1), qkv_w, qkv_b).view(batch, length, -1, self.head_dim)
            qk = self._rope(qkv[:, :, :heads + kv_heads], position_ids)
            q, k = qk[:, :, :heads].transpose(1, 2), qk[:, :, heads:].transpose(1, 2)
            v = qkv[:, :, heads + kv_heads:].transpose(1, 2)
            if cache.layers[i] is not None:
                k, v = torch.cat([cache.layers[i][0], k], dim=2), torch.cat([cache.layers[i][1], v], dim=2)
            cache.layers[i] = (k, v)
            attended = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=self.scale,
                                                      enable_gqa=True)
            x = x + self.linear(attended.transpose(1, 2).reshape(batch, length, -1), out_w)
            gate, up = self.linear(self._rms(x, norm2), gate_up_w).chunk(2, dim=-1)
            x = x + self.linear(up * F.silu(gate), down_w)
        if logits_to_keep:
            x = x[:, -logits_to_keep:]
        return FastOutput(F.linear(self._rms(x, self.norm).float(), self.head))


def _packed_linear(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
    """``F.linear`` with a weight in oneDNN's prepacked layout (the same result, bit for bit)."""
    return torch.ops.mkldnn._linear_pointwise(x, weight, bias, "none", [], "")


def _prepacked(layers: list[tuple]) -> tuple[list[tuple], Any]:
    """The layers with their bf16 product weights prepacked for oneDNN, and the product to use with them.

    A bf16 product re-lays its weight out at every call: 38 us for one row of the shipped model's fused
    q/k/v, 20 us prepacked (fp32: 13 us). Where this torch build cannot pack (no oneDNN), the layers are
    returned as they are, with ``F.linear``.
    """
    try:
        if not torch.backends.mkldnn.is_available():
            return layers, F.linear
        pack = torch.ops.mkldnn._reorder_linear_weight
        packed = [(norm1, pack(qkv, None), qkv_b, pack(out, None), norm2, pack(gate_up, None),
                   pack(down, None)) for norm1, qkv, qkv_b, out, norm2, gate_up, down in layers]
    except (AttributeError, RuntimeError):
        return layers, F.linear
    return packed, _packed_linear
