""""Half caramel half vanilla" of one drink: both add-ons, noted in halves (`ordering.halves_of_one`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.halves_of_one import halves_of_one
from tests.unit.shipped import converse, lines

HALVES = "half caramel syrup, half vanilla syrup"
BOTH = {"caramel syrup": 1, "vanilla syrup": 1}
LATTE = Cart(lines=[Line(id=1, item="latte", addons=BOTH)], next_line_id=2)


def test_a_line_that_has_both_is_noted_and_given_neither_again():
    said = "half addon:caramel_syrup half addon:vanilla_syrup".split()
    assert halves_of_one([ChangeLine(ref=1, add_addons=BOTH)], said, LATTE) == [
        ChangeLine(ref=1, notes=HALVES)]
    plain = Cart(lines=[Line(id=1, item="latte", notes="extra hot")], next_line_id=2)
    said = "make it half addon:caramel_syrup and half addon:vanilla_syrup please".split()
    assert halves_of_one([ChangeLine(ref=1, add_addons=BOTH)], said, plain) == [
        ChangeLine(ref=1, add_addons=BOTH, notes=f"extra hot, {HALVES}")]


def test_an_added_line_of_one_is_noted():
    said = "a size:large item:latte half addon:caramel_syrup , half addon:vanilla_syrup".split()
    assert halves_of_one([AddLine(item="latte", size="large", addons=BOTH)], said, Cart()) == [
        AddLine(item="latte", size="large", addons=BOTH, notes=HALVES)]


@pytest.mark.parametrize("said, edits, cart", [
    ("n2 item:latte half addon:caramel_syrup half addon:vanilla_syrup",  # two units: `halves_said`'s
     [AddLine(item="latte", qty=2, addons=BOTH)], Cart()),
    ("half addon:caramel_syrup", [ChangeLine(ref=1, add_addons={"caramel syrup": 1})], LATTE),  # one half
    ("half addon:caramel_syrup half addon:caramel_syrup", [ChangeLine(ref=1, add_addons=BOTH)], LATTE),
    ("half addon:caramel_syrup half addon:vanilla_syrup", [ChangeLine(ref=1, size="large")],
     Cart(lines=[Line(id=1, item="latte")], next_line_id=2)),  # the line gets neither
])
def test_other_turns_are_the_models(said, edits, cart):
    assert halves_of_one(edits, said.split(), cart) == edits


def test_the_shipped_engine_notes_the_halves(engine):
    cart, replies = converse(engine, "a large latte with caramel and vanilla", "half caramel half vanilla")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "large", "addons": BOTH, "notes": HALVES}]
    assert replies[1] == f'Changed the latte: note "{HALVES}". Anything else?'
