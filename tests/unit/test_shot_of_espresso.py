""""With an extra shot of espresso" of a latte: the latte's shot, no espresso
(`ordering.shot_of_espresso`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.shot_of_espresso import shot_of_espresso
from tests.unit.shipped import MENU, converse, lines

LATTE = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3)
MADE = [AddLine(item="espresso", addons={"espresso shot": 1, "hazelnut syrup": 2})]


def test_an_extra_shot_of_espresso_goes_on_the_drink():
    said = "with an added addon:espresso_shot of item:espresso and n2 pumps of addon:hazelnut_syrup".split()
    assert shot_of_espresso(MADE, said, LATTE, MENU) == [
        ChangeLine(ref=1, add_addons={"espresso shot": 1, "hazelnut syrup": 2})]


def test_an_espresso_ordered_is_kept():
    one = [AddLine(item="espresso", addons={"espresso shot": 1})]
    said = "can i get a addon:espresso_shot of item:espresso".split()  # no extra said, nothing going on
    assert shot_of_espresso(one, said, LATTE, MENU) == one
    said = "with an added addon:espresso_shot of item:espresso".split()
    assert shot_of_espresso(one, said, Cart(), MENU) == one  # nothing ordered yet
    double = [AddLine(item="espresso", shots=2, addons={"espresso shot": 1})]
    assert shot_of_espresso(double, said, LATTE, MENU) == double


def test_the_shipped_engine_puts_the_shot_and_syrup_in_the_latte(engine):
    cart, _ = converse(engine, "i'll have a latte", "make it a grande",
                       "with an extra shot of espresso and 2 pumps of hazelnut")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "medium",
                            "addons": {"espresso shot": 1, "hazelnut syrup": 2}}]
