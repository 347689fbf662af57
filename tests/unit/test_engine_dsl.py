"""The engine under the real edit grammar (ordering.dsl) and menu: outputs parse and name menu things."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
import torch

from ordering.cart import Cart, Line
from ordering.menu import load_menu
from ordering.notes import ground_notes
from workers.engine.constrained import grammar_for_menu
from workers.engine.engine import Engine, ParseRequest
from workers.engine.model import load_model, save_random_checkpoint
from workers.engine.tokenizer import build_tokenizer, load_tokenizer

dsl = pytest.importorskip("ordering.dsl")
edits_mod = pytest.importorskip("ordering.edits")
SMALL = {"hidden": 64, "layers": 2, "heads": 2, "kv_heads": 1, "head_dim": 32, "intermediate": 128}


@dataclass(frozen=True)
class Feats:
    """The parts of preprocessing Features the engine reads."""

    text: str
    tokens: list[str]
    intent: str


class SplitPipeline:
    """Stand-in pipeline: the text is already model tokens; intent rotates so every kind is seen."""

    def transform(self, texts: list[str]) -> list[Feats]:
        """Return Feats with whitespace tokens."""
        intents = ("order", "change", "remove", "question", "finish")
        return [Feats(t, t.split(), intents[len(t) % len(intents)]) for t in texts]


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """Decode on one torch thread: on a shared 2-core machine two threads thrash (100x slower)."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def menu():
    """The shipped menu."""
    return load_menu()


def _engine(tmp_path_factory, menu, seed: int) -> Engine:
    folder = tmp_path_factory.mktemp(f"glm{seed}")
    tokenizer = build_tokenizer(["i", "want", "a", "please"], menu=menu)
    save_random_checkpoint(folder, tokenizer, seed=seed, **SMALL)
    return Engine(  # decoding alone: the readings after the model are the shipped model's tests'
        load_model(folder, device="cpu"), load_tokenizer(folder), SplitPipeline(), grammar_for_menu(menu),
        readings=False,
    )


def _requests(menu, n: int, seed: int) -> list[ParseRequest]:
    rng = random.Random(seed)
    items, words = sorted(menu.items), ["i", "want", "a", "please", "item:latte", "milk:oat_milk", "n2"]
    out = []
    for _ in range(n):
        lines = [
            Line(id=i + 1, item=rng.choice(items), qty=rng.randint(1, 3)) for i in range(rng.randint(0, 5))
        ]
        out.append(
            ParseRequest(
                " ".join(rng.choices(words, k=rng.randint(1, 12))),
                Cart(lines=lines, next_line_id=len(lines) + 1),
            )
        )
    return out


def _takes(menu, item: str, group: str, value) -> bool:
    """Whether the value is on the menu in a group the item takes.

    By the grammar's design a value the item excludes (oat milk in a hot chocolate) still decodes, so
    apply_edits can refuse it with a reason; values of groups the item does not take never decode.
    """
    spec = menu.items[item]
    if group == "size":
        return str(value) in spec.sizes
    return group in spec.groups and (group, str(value)) in menu.options


def _check_on_menu(menu, edit, cart: Cart) -> None:
    """Assert an edit names only menu values in groups its item takes, and only lines the cart has."""
    if isinstance(edit, edits_mod.AddLine):
        item, fields, extra, minus = edit.item, edit, edit.addons, edit.removals
    elif isinstance(edit, edits_mod.ChangeLine):
        assert 1 <= edit.ref <= len(cart.lines)
        item, fields, extra, minus = cart.lines[edit.ref - 1].item, edit, edit.add_addons, edit.drop
    else:
        if isinstance(edit, edits_mod.RemoveLine):
            assert 1 <= edit.ref <= len(cart.lines)
        return
    assert item in menu.items
    for group in ("size", "temp", "milk", "caffeine", "shots"):
        value = getattr(fields, group)
        assert value is None or _takes(menu, item, group, value), (item, group, value)
    assert all(_takes(menu, item, "addon", a) for a in extra), (item, extra)
    assert all(_takes(menu, item, "addon", r) or _takes(menu, item, "removal", r) for r in minus), minus
    assert all(_takes(menu, item, "prep", p) for p in fields.preps), (item, fields.preps)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_model_outputs_parse_and_stay_on_menu(tmp_path_factory, menu, seed):
    engine = _engine(tmp_path_factory, menu, seed)
    requests = _requests(menu, 40, seed)
    results = engine.parse_batch(requests)
    understood = 0
    for req, res in zip(requests, results, strict=True):
        if not res.understood:
            assert res.edits == []
            continue
        understood += 1
        # the edits are the output's, each note in the turn's words or dropped
        parsed = dsl.parse(res.output.split(), menu, req.cart)
        assert ground_notes(parsed, req.text, menu) == res.edits
        for edit in res.edits:
            _check_on_menu(menu, edit, req.cart)
    assert understood >= len(requests) // 2  # random weights: some outputs overrun the 48-token budget


def test_engine_load_wires_checkpoint_menu_pipeline(tmp_path, menu, monkeypatch):
    import preprocessing.features as features

    pipeline = SplitPipeline()
    pipeline.version = "pipe-v1"
    monkeypatch.setattr(features, "load_pipeline", lambda path=None: pipeline)
    monkeypatch.setenv("COFFEEGLM_TORCH_THREADS", "1")
    save_random_checkpoint(tmp_path, build_tokenizer(["i", "want"], menu=menu), **SMALL)
    engine = Engine.load(tmp_path, device="cpu", max_new_tokens=8)
    assert engine.versions["menu"] == menu.version and engine.versions["pipeline"] == "pipe-v1"
    assert len(engine.versions["model"]) == 16 and engine.max_new_tokens == 8
    assert len(engine.versions["code"]) == 16  # the parsing code's digest, part of the cache key
    assert torch.get_num_threads() == 1
    result = engine.parse_batch([ParseRequest("i want item:latte", Cart())])[0]
    assert result.intent in ("order", "change", "remove", "question", "finish")
    assert len(result.output.split()) <= 8
