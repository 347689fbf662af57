""""Can I get a latte, and what pastries do you have?": the latte added and the pastries listed
(`ordering.ordered_and_asked`)."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.menu import load_menu
from ordering.ordered_and_asked import ordered_and_asked
from tests.unit.shipped import converse

MENU = load_menu()


@pytest.mark.parametrize("edits", [[], [AddLine(item="latte")], [AskMenu()], [AskMenu(about=["latte"])]])
def test_the_item_is_added_and_the_kind_asked(edits):
    text = "can i get a latte and also what pastries do you have"
    said = "can i get a item:latte and also what pastries do you have".split()
    assert ordered_and_asked(edits, text, said, MENU) == [AddLine(item="latte"), AskMenu(about=["pastries"])]


def test_the_count_and_values_said_go_with_the_items():
    text = "two large iced lattes, and which syrups do you have"
    said = "n2 size:large temp:iced item:latte , and which syrups do you have".split()
    assert ordered_and_asked([], text, said, MENU) == [
        AddLine(item="latte", qty=2, size="large", temp="iced"), AskMenu(about=["syrups"])]
    text = "two large lattes and a mocha, and which syrups do you have"
    said = "n2 size:large item:latte and a item:mocha , and which syrups do you have".split()
    model = [AddLine(item="latte", size="large")]  # one latte written for two
    assert ordered_and_asked(model, text, said, MENU) == [
        AddLine(item="latte", qty=2, size="large"), AddLine(item="mocha"), AskMenu(about=["syrups"])]


@pytest.mark.parametrize("text, said, edits", [
    ("what pastries do you have", "what pastries do you have", [AskMenu(about=["pastries"])]),  # asked only
    ("a latte", "a item:latte", [AddLine(item="latte")]),  # nothing asked
    ("make the latte iced, and what syrups do you have", "make the item:latte temp:iced , and what syrups do "
     "you have", [ChangeLine(ref=1, temp="iced")]),  # a change: the model's
    ("a latte and what mochas do you have", "a item:latte and what item:mocha do you have please and a "
     "item:mocha", []),  # an item said after the question
])
def test_other_turns_are_the_models(text, said, edits):
    assert ordered_and_asked(edits, text, said.split(), MENU) == edits


def test_the_shipped_engine_adds_the_latte_and_lists_the_bakery(engine):
    cart, replies = converse(engine, "can i get a latte and also what pastries do you have")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[0].startswith("Added a latte ($4.75). Our bakery: ")
