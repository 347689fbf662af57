"""GLM config building, checkpoint loading, device and dtype choice."""

from __future__ import annotations

import pytest
import torch

from workers.engine import model as model_mod
from workers.engine.model import (
    build_config,
    cache_forward,
    configure_threads,
    load_model,
    pick_device,
    pick_dtype,
    resolve_model_dir,
    save_random_checkpoint,
    weights_digest,
)
from workers.engine.tokenizer import build_tokenizer, load_tokenizer

TINY = {"hidden": 32, "layers": 2, "heads": 2, "kv_heads": 1, "head_dim": 16, "intermediate": 64,
        "max_pos": 64}


@pytest.fixture(scope="module")
def tiny_dir(tmp_path_factory):
    """A tiny random GLM checkpoint folder with its word tokenizer."""
    folder = tmp_path_factory.mktemp("glm")
    save_random_checkpoint(folder, build_tokenizer(["i", "want", "item:latte"]), **TINY)
    return folder


def test_build_config_sets_small_sizes_and_ids():
    cfg = build_config(500, 0, 2, 3)
    assert (cfg.vocab_size, cfg.hidden_size, cfg.num_hidden_layers, cfg.head_dim) == (500, 256, 4, 64)
    assert (cfg.num_attention_heads, cfg.num_key_value_heads, cfg.max_position_embeddings) == (4, 2, 256)
    assert (cfg.pad_token_id, cfg.bos_token_id, cfg.eos_token_id) == (0, 2, 3)
    assert cfg.rope_parameters["partial_rotary_factor"] == 0.5
    assert cfg.model_type == "glm"


def test_load_tiny_checkpoint_from_folder(tiny_dir):
    model = load_model(tiny_dir, device="cpu")
    tok = load_tokenizer(tiny_dir)
    assert type(model).__name__ == "GlmForCausalLM"
    assert not model.training
    assert all(not p.requires_grad for p in model.parameters())
    assert next(model.parameters()).dtype == torch.float32
    assert model.config.vocab_size == len(tok.get_vocab())
    ids = torch.tensor([[tok.bos_token_id, 5, 6]])
    assert model(input_ids=ids).logits.shape == (1, 3, model.config.vocab_size)


def test_load_respects_dtype_and_env(tiny_dir, monkeypatch):
    monkeypatch.setenv("COFFEEGLM_MODEL_DIR", str(tiny_dir))
    assert resolve_model_dir() == tiny_dir
    model = load_model(device="cpu", dtype="bfloat16")
    assert next(model.parameters()).dtype == torch.bfloat16


def test_missing_checkpoint_is_a_clear_error(tmp_path):
    with pytest.raises(FileNotFoundError, match="config.json"):
        load_model(tmp_path / "nowhere")


def test_default_model_dir_is_repo_models_glm(monkeypatch):
    monkeypatch.delenv("COFFEEGLM_MODEL_DIR", raising=False)
    assert resolve_model_dir() == model_mod.REPO_ROOT / "models" / "glm"


def test_device_and_dtype_choice(monkeypatch):
    assert pick_device("cpu") == torch.device("cpu")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert pick_device() == torch.device("cpu")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert pick_device() == torch.device("cuda")
    assert pick_dtype(torch.device("cuda")) == torch.bfloat16  # GLM-4 overflows in fp16
    assert pick_dtype(torch.device("cpu")) == torch.float32
    assert pick_dtype(torch.device("cpu"), "float16") == torch.float16
    assert pick_dtype(torch.device("cpu"), "auto") == pick_dtype(torch.device("cpu"), "") == torch.float32
    assert pick_dtype(torch.device("cpu"), "bfloat16") == torch.bfloat16
    with pytest.raises(ValueError, match="unknown dtype 'bf17'"):
        pick_dtype(torch.device("cpu"), "bf17")
    with pytest.raises(ValueError, match="unknown dtype"):
        pick_dtype(torch.device("cpu"), "Tensor")  # a torch attribute, not a dtype


def test_threads_from_env(monkeypatch):
    before = torch.get_num_threads()
    try:
        monkeypatch.setenv("COFFEEGLM_TORCH_THREADS", "1")
        assert configure_threads() == 1
        monkeypatch.setenv("COFFEEGLM_TORCH_THREADS", "")
        assert configure_threads() == 1  # unset keeps whatever torch has
    finally:
        torch.set_num_threads(before)


def test_weights_digest_is_stable(tiny_dir):
    digest = weights_digest(tiny_dir)
    assert len(digest) == 16 and digest == weights_digest(tiny_dir)
    assert weights_digest(tiny_dir.parent / "empty-nothing") == "unknown"


class _OlderGlm(torch.nn.Module):
    """The same GLM behind the signature of transformers releases before 5.2x (``past_key_values``)."""

    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def forward(self, input_ids=None, attention_mask=None, position_ids=None, past_key_values=None,
                use_cache=None, **kwargs):
        return self.inner(input_ids=input_ids, attention_mask=attention_mask, position_ids=position_ids,
                          cache=past_key_values, use_cache=use_cache, **kwargs)


@pytest.mark.parametrize("older", [False, True])
def test_cache_forward_fills_and_reads_the_cache_either_way(tiny_dir, older):
    from transformers import DynamicCache

    model = load_model(tiny_dir, device="cpu")
    forward = cache_forward(_OlderGlm(model) if older else model)
    assert (forward is model) is not older
    ids = torch.tensor([[2, 5, 6, 7]])
    whole = model(input_ids=ids).logits[:, -1]
    cache = DynamicCache(config=model.config)
    forward(input_ids=ids[:, :3], cache=cache, use_cache=True)
    assert cache.get_seq_length() == 3
    step = forward(input_ids=ids[:, 3:], position_ids=torch.tensor([[3]]), cache=cache, use_cache=True)
    assert torch.allclose(step.logits[:, -1], whole, atol=1e-5)
