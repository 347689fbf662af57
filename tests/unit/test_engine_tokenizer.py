"""Word-level tokenizer and prompt format of the engine."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.menu import load_menu
from workers.engine import prompt as prompt_mod
from workers.engine.prompt import build_example, build_prompt, serialize_cart
from workers.engine.tokenizer import (
    SPECIAL_TOKENS,
    build_tokenizer,
    intent_tokens,
    load_tokenizer,
    menu_tokens,
    output_tokens,
    token_ids,
    vocabulary,
)


@pytest.fixture(scope="module")
def menu():
    """The shipped menu."""
    return load_menu()


def test_vocabulary_order_and_min_count(menu):
    counts = {"want": 9, "please": 3, "rare": 1, "i": 9}
    vocab = vocabulary(counts, menu=menu, min_count=2)
    assert vocab[: len(SPECIAL_TOKENS)] == list(SPECIAL_TOKENS)
    assert "rare" not in vocab
    assert vocab.index("i") < vocab.index("want") < vocab.index("please")  # by count, then name
    assert len(vocab) == len(set(vocab))
    for tok in output_tokens() + intent_tokens():
        assert tok in vocab


def test_every_menu_symbol_is_in_vocab(menu):
    vocab = set(vocabulary([], menu=menu))
    for entry in menu.lexicon():
        if entry.kind != "note_word":
            assert f"{entry.kind}:{entry.name.replace(' ', '_')}" in vocab
    assert {"item:latte", "milk:oat_milk", "size:large", "shots:6", "to_go:true"} <= vocab
    assert menu_tokens(menu) == menu_tokens(menu)  # deterministic


def test_dsl_output_tokens_are_in_vocab(menu):
    dsl = pytest.importorskip("ordering.dsl", exc_type=ImportError)
    vocab = set(vocabulary([], menu=menu))
    assert set(dsl.output_tokens(menu)) - vocab == set()


def test_tokenizer_roundtrip_through_save(tmp_path, menu):
    tok = build_tokenizer({"want": 5, "a": 7}, menu=menu)
    assert (tok.pad_token_id, tok.unk_token_id, tok.bos_token_id, tok.eos_token_id, tok.sep_token_id) == (
        0, 1, 2, 3, 4)
    words = "i want n2 item:latte , x n1 caffeine:decaf".split()
    ids = tok(" ".join(words), add_special_tokens=False)["input_ids"]
    assert ids == token_ids(tok, words)
    assert tok.convert_ids_to_tokens(ids)[3] == "item:latte"
    assert tok.convert_ids_to_tokens(ids)[0] == "<unk>"  # "i" was not in the counts
    tok.save_pretrained(tmp_path)
    again = load_tokenizer(tmp_path)
    assert again.get_vocab() == tok.get_vocab()
    assert again.padding_side == "left" and again.sep_token == "<sep>"


def test_prompt_empty_cart():
    assert build_prompt(["i", "want", "item:latte"], "order", Cart()) == [
        "<bos>", "intent:order", "<sep>", "empty", "<sep>", "i", "want", "item:latte", "<sep>"]


def test_prompt_cart_lines():
    cart = Cart(lines=[
        Line(id=1, item="latte", qty=2, size="large", milk="oat milk", shots=2,
             addons={"vanilla syrup": 2, "caramel syrup": 1}),
        Line(id=3, item="blueberry muffin"),
    ])
    assert serialize_cart(cart) == [
        "L1", "item:latte", "x", "n2", "size:large", "milk:oat_milk", "shots:2",
        "addon:caramel_syrup", "addon:vanilla_syrup", "n2", ";",
        "L2", "item:blueberry_muffin", ";"]
    prompt, target = build_example(["no", "make", "it", "iced"], "change", cart, ["set", "L1", "temp:iced"])
    assert prompt[:3] == ["<bos>", "intent:change", "<sep>"] and prompt[-1] == "<sep>"
    assert target == ["set", "L1", "temp:iced", "<eos>"]


def test_prompt_trims_turn_and_is_pure():
    assert build_prompt(list("abcdef"), "order", None, max_turn_tokens=2)[-3:] == ["a", "b", "<sep>"]
    assert "torch" not in prompt_mod.__dict__
