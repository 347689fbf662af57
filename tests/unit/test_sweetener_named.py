""""Sweetened please", then "with honey": honey in place of the plain sweetener
(`ordering.sweetener_named`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.sweetener_named import sweetener_named
from tests.unit.shipped import MENU, converse, lines

SWEETENED = Cart(lines=[Line(id=1, item="matcha latte", addons={"sweetener": 1})], next_line_id=2, added=[1])


def test_a_sweetener_named_takes_the_place_of_the_plain_one():
    honey = [ChangeLine(ref=1, add_addons={"honey": 1})]
    assert sweetener_named(honey, ["with", "addon:honey"], SWEETENED, MENU) == [
        ChangeLine(ref=1, add_addons={"honey": 1}, drop=["sweetener"])]


def test_a_second_sweetener_or_another_add_on_is_left_as_it_is():
    honey = [ChangeLine(ref=1, add_addons={"honey": 1})]
    assert sweetener_named(honey, ["and", "addon:honey", "too"], SWEETENED, MENU) == honey
    vanilla = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    assert sweetener_named(vanilla, ["with", "addon:vanilla_syrup"], SWEETENED, MENU) == vanilla
    plain = Cart(lines=[Line(id=1, item="coffee", addons={"sugar": 1})], next_line_id=2)
    assert sweetener_named(honey, ["with", "addon:honey"], plain, MENU) == honey


def test_the_shipped_engine_sweetens_the_matcha_with_honey_alone(engine):
    cart, replies = converse(engine, "a matcha latte", "sweetened please", "with honey")
    assert lines(cart) == [{"addons": {"honey": 1}, "item": "matcha latte", "qty": 1}]
    assert replies[2] == "Changed the matcha latte: with honey, without sweetener. Anything else?"


def test_a_sweetener_asked_for_after_another_turn_goes_beside_the_plain_one():
    honey = [ChangeLine(ref=1, add_addons={"honey": 1})]
    before = Cart(lines=[Line(id=1, item="matcha latte", addons={"sweetener": 1})], next_line_id=2)
    assert sweetener_named(honey, ["with", "addon:honey"], before, MENU) == honey
