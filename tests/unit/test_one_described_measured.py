""""And a caramel one with two extra pumps" of a vanilla latte: a caramel latte with three pumps
(`ordering.one_described_measured`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.more_measured import more_measured
from ordering.one_described_measured import one_described_measured
from tests.unit.shipped import converse

MENU = load_menu()
VANILLA = Cart(lines=[Line(id=1, item="latte", size="large", addons={"vanilla syrup": 2})], next_line_id=2)


def test_a_copy_described_by_an_add_on_takes_the_extra_portions_of_it():
    said = "and a addon:caramel_syrup n1 with n2 extra pumps".split()
    model = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    assert one_described_measured(model, said, VANILLA, MENU) == [
        AddLine(item="latte", size="large", addons={"caramel syrup": 3})]
    assert more_measured(model, said, VANILLA, MENU) == model  # not more of the vanilla


def test_other_turns_are_the_models():
    model = [ChangeLine(ref=1, add_addons={"vanilla syrup": 3})]
    for said in ("and n1 more pump", "a item:mocha with an extra pump", "and a addon:caramel_syrup n1"):
        assert one_described_measured(model, said.split(), VANILLA, MENU) == model, said


def test_the_shipped_engine_adds_the_caramel_latte(engine):
    cart, _ = converse(engine, "one vanilla latte with an extra pump",
                       "and a caramel one with two extra pumps")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 2}, {"caramel syrup": 3}]
