"""GLM model construction (small config from scratch) and loading of any local GLM checkpoint folder."""

from __future__ import annotations

import hashlib
import inspect
import os
from pathlib import Path

import torch

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MODEL_DIR = "models/glm"
MODEL_DIR_ENV = "COFFEEGLM_MODEL_DIR"
THREADS_ENV = "COFFEEGLM_TORCH_THREADS"


def build_config(vocab_size: int, pad_id: int, bos_id: int, eos_id: int, *, hidden: int = 256,
                 layers: int = 4, heads: int = 4, kv_heads: int = 2, head_dim: int = 64,
                 intermediate: int = 768, max_pos: int = 256, rope_theta: float = 10000.0,
                 partial_rotary_factor: float = 0.5, tie_word_embeddings: bool = False):
    """Return a small `GlmConfig`; every size and special id is explicit (the defaults are full GLM-4)."""
    from transformers import GlmConfig

    return GlmConfig(
        vocab_size=vocab_size, hidden_size=hidden, intermediate_size=intermediate,
        num_hidden_layers=layers, num_attention_heads=heads, num_key_value_heads=kv_heads,
        head_dim=head_dim, max_position_embeddings=max_pos,
        rope_parameters={"rope_type": "default", "rope_theta": rope_theta,
                         "partial_rotary_factor": partial_rotary_factor},
        pad_token_id=pad_id, bos_token_id=bos_id, eos_token_id=eos_id,
        tie_word_embeddings=tie_word_embeddings, use_cache=True,
    )


def resolve_model_dir(model_dir: str | Path | None = None) -> Path:
    """Return the checkpoint folder: the argument, else $COFFEEGLM_MODEL_DIR, else <repo>/models/glm."""
    chosen = Path(model_dir or os.environ.get(MODEL_DIR_ENV) or DEFAULT_MODEL_DIR)
    if not chosen.is_absolute() and not chosen.exists():
        chosen = REPO_ROOT / chosen
    return chosen.resolve()


def pick_device(device: str | torch.device | None = None) -> torch.device:
    """Return the requested device, else CUDA when available, else CPU."""
    if device is not None:
        return torch.device(device)
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}


def pick_dtype(device: torch.device, dtype: torch.dtype | str | None = None) -> torch.dtype:
    """Return the requested dtype, else bf16 on CUDA (GLM-4 overflows in fp16) and fp32 on CPU.

    ``dtype`` may be a torch dtype, one of ``DTYPES``' names, or None / "" / "auto" for the default.
    """
    if isinstance(dtype, torch.dtype):
        return dtype
    if dtype not in (None, "", "auto"):
        if dtype not in DTYPES:
            raise ValueError(f"unknown dtype {dtype!r}: use auto, {', '.join(DTYPES)}")
        return DTYPES[dtype]
    return torch.bfloat16 if device.type == "cuda" else torch.float32


def configure_threads() -> int:
    """Apply $COFFEEGLM_TORCH_THREADS to torch (unset or empty keeps torch's default); return the count."""
    value = os.environ.get(THREADS_ENV, "").strip()
    if value:
        torch.set_num_threads(max(1, int(value)))
    return torch.get_num_threads()


def cache_forward(model):
    """The model's forward taking its KV cache as ``cache=``, whichever transformers 5.x runs it.

    transformers 5.2x names the argument ``cache``; earlier 5.x releases (5.17 on the GPU image here) name
    it ``past_key_values`` and take an unknown ``cache=`` as a silent extra, so every pass would start
    from an empty cache.
    """
    if "cache" in inspect.signature(model.forward).parameters:
        return model

    def forward(*args, cache=None, **kwargs):
        return model(*args, past_key_values=cache, **kwargs)

    return forward


def load_model(model_dir: str | Path | None = None, device: str | torch.device | None = None,
               dtype: torch.dtype | str | None = None, attn_implementation: str | None = None):
    """Load a GLM-family causal LM from a local folder onto the chosen device/dtype; eval mode, no grads."""
    from transformers import AutoModelForCausalLM

    folder = resolve_model_dir(model_dir)
    if not (folder / "config.json").exists():
        raise FileNotFoundError(f"no model checkpoint (config.json) in {folder}")
    dev = pick_device(device)
    kwargs = {"dtype": pick_dtype(dev, dtype), "local_files_only": True}
    if attn_implementation:
        kwargs["attn_implementation"] = attn_implementation
    model = AutoModelForCausalLM.from_pretrained(str(folder), **kwargs)
    model.to(dev).eval()
    model.requires_grad_(False)
    return model


def weights_digest(model_dir: str | Path, length: int = 16) -> str:
    """Return the sha256 prefix of model.safetensors (or of all *.safetensors shards, in name order)."""
    folder = Path(model_dir)
    files = [folder / "model.safetensors"] if (folder / "model.safetensors").exists() else sorted(
        folder.glob("*.safetensors"))
    digest = hashlib.sha256()
    for path in files:
        with path.open("rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                digest.update(chunk)
    return digest.hexdigest()[:length] if files else "unknown"


def save_random_checkpoint(folder: str | Path, tokenizer, *, seed: int = 0, **sizes):
    """Save a randomly initialised GLM (sized by `build_config` kwargs) and its tokenizer to `folder`.

    For tests and benchmarks before a trained checkpoint exists; returns the model.
    """
    from transformers import GlmForCausalLM

    torch.manual_seed(seed)
    vocab = tokenizer.get_vocab()
    ids = [vocab[t] for t in (tokenizer.pad_token, tokenizer.bos_token, tokenizer.eos_token)]
    model = GlmForCausalLM(build_config(len(vocab), *ids, **sizes))
    model.save_pretrained(str(folder))
    tokenizer.save_pretrained(str(folder))
    return model
