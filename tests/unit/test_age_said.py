""""For my son, he's 6": an age, not a count (`ordering.age_said`)."""

from __future__ import annotations

import pytest

from ordering.age_said import age_said, without_ages
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse


@pytest.mark.parametrize("said", ["for my son , he's n6", "for my son , he is only n6", "she's n6",
                                  "for my kid who is n6 years old", "my daughter , n6 years old"])
def test_a_count_set_to_an_age_is_no_count(said):
    assert age_said([ChangeLine(ref=1, qty=6)], said.split()) == []
    given = [ChangeLine(ref=1, qty=6, who="my son")]
    assert age_said(given, said.split()) == [ChangeLine(ref=1, who="my son")]
    assert age_said([AddLine(item="steamer", qty=6)], said.split()) == [AddLine(item="steamer")]


def test_a_count_said_before_the_item_or_no_age_is_the_models():
    said = "n6 item:hot_chocolate for the kids , they're n6".split()
    assert age_said([AddLine(item="hot chocolate", qty=6)], said) == [AddLine(item="hot chocolate", qty=6)]
    for said in ("make it n6", "he wants n6", "n6 item:latte please"):
        assert age_said([ChangeLine(ref=1, qty=6)], said.split()) == [ChangeLine(ref=1, qty=6)], said


def test_the_words_are_read_without_the_age():
    assert without_ages("for my son , he's n6".split()) == "for my son".split()
    assert without_ages("a item:steamer for my kid who is n4 years old please".split()) == (
        "a item:steamer for my kid please".split())
    assert without_ages("make it n2".split()) == "make it n2".split()


def test_the_shipped_engine_gives_the_hot_chocolate_to_the_son_of_six(engine):
    cart, replies = converse(engine, "one hot chocolate please", "it's for my son, he's 6")
    assert [(line.qty, line.who) for line in cart.lines] == [(1, "my son")]
