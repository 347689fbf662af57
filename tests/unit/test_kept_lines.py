"""A line a turn changes is not also removed unless the turn says a removal (`ordering.kept_lines`)."""

from __future__ import annotations

from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.kept_lines import changed_not_removed, kept_as_said


def test_a_changed_line_is_not_removed_without_a_word_that_removes():
    model = [ChangeLine(ref=4, temp="warm"), RemoveLine(ref=4)]
    said = "no i wanted a item:cortado , temp:warm".split()
    assert changed_not_removed(model, said) == [ChangeLine(ref=4, temp="warm")]


def test_removals_said_or_of_other_lines_stay():
    model = [ChangeLine(ref=1, temp="iced"), RemoveLine(ref=1)]
    said = "make it temp:iced , actually remove it".split()
    assert changed_not_removed(model, said) == model
    other = [ChangeLine(ref=1, temp="iced"), RemoveLine(ref=2), AddLine(item="mocha")]
    assert changed_not_removed(other, "make it temp:iced and a item:mocha".split()) == other


def test_a_line_said_to_stay_as_a_value_is_changed_not_removed():
    said = "actually the item:macchiato should stay size:small".split()
    assert kept_as_said([RemoveLine(ref=2)], said) == [ChangeLine(ref=2, size="small")]
    said = "no the item:macchiato stays temp:hot with milk:oat_milk".split()
    assert kept_as_said([RemoveLine(ref=1)], said) == [ChangeLine(ref=1, temp="hot", milk="oat milk")]


def test_a_removal_said_or_no_value_to_stay_keeps_the_model_s():
    for said in ("remove the item:macchiato , the item:latte stays size:small", "the item:macchiato can stay",
                 "stay size:small and drop the item:latte", "the item:latte stays , a item:mocha size:small"):
        assert kept_as_said([RemoveLine(ref=2)], said.split()) == [RemoveLine(ref=2)], said
    both = [RemoveLine(ref=2), AddLine(item="mocha")]
    assert kept_as_said(both, "the item:latte stays size:small".split()) == both


def test_the_shipped_engine_keeps_the_macchiato_said_to_stay_small(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a latte and a macchiato", "make both large",
                             "actually the macchiato should stay small")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "large"},
                           {"item": "macchiato", "qty": 1, "size": "small"}]
    assert replies[2] == "Changed the macchiato to small. Anything else?"
