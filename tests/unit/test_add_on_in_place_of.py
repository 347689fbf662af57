""""Use caramel in place of sugar", "honey as the sweetener", "swap the sugar for stevia" of a line without
sugar: the add-on named as replaced is not added (`ordering.add_on_in_place_of`)."""

from __future__ import annotations

from ordering.add_on_in_place_of import add_on_in_place_of
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse

EMPTY = Cart()
LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


def test_the_add_on_said_as_replaced_is_not_added_to_a_new_line():
    both = [AddLine(item="americano", addons={"caramel syrup": 1, "sugar": 1})]
    caramel = [AddLine(item="americano", addons={"caramel syrup": 1})]
    for said in ("an item:americano , use addon:caramel_syrup in place of addon:sugar",
                 "item:americano with addon:caramel_syrup instead of addon:sugar",
                 "item:americano , addon:caramel_syrup as my addon:sugar",
                 "item:americano , addon:caramel_syrup rather than addon:sugar"):
        assert add_on_in_place_of(both, said.split(), EMPTY) == caramel, said


def test_a_swap_of_an_add_on_the_line_lacks_gives_only_the_new_one():
    said = "swap the addon:sugar for addon:stevia".split()
    both = [ChangeLine(ref=1, add_addons={"stevia": 1, "sugar": 1})]
    assert add_on_in_place_of(both, said, LATTE) == [ChangeLine(ref=1, add_addons={"stevia": 1})]
    sweet = Cart(lines=[Line(id=1, item="latte", addons={"sugar": 1})], next_line_id=2)
    taken = [ChangeLine(ref=1, add_addons={"stevia": 1}, drop=["sugar"])]
    assert add_on_in_place_of(taken, said, sweet) == taken  # the line has it: it comes off


def test_other_turns_are_the_models():
    alone = [AddLine(item="coffee", addons={"sugar": 1})]
    assert add_on_in_place_of(alone, "item:coffee instead of addon:sugar".split(), EMPTY) == alone
    both = [AddLine(item="coffee", addons={"honey": 1, "sugar": 1})]
    assert add_on_in_place_of(both, "item:coffee with addon:honey and addon:sugar".split(), EMPTY) == both


def test_the_shipped_engine_adds_no_sweetener_beside_the_honey_said_as_it(engine):
    cart, _ = converse(engine, "a medium drip coffee with honey as the sweetener please")
    assert [(line.item, line.addons) for line in cart.lines] == [("coffee", {"honey": 1})]
    cart, _ = converse(engine, "a chai latte", "could you switch the sugar for stevia")
    assert [(line.item, line.addons) for line in cart.lines] == [("chai latte", {"stevia": 1})]


def test_a_thing_we_lack_said_in_the_place_of_an_add_on_the_line_lacks_adds_nothing():
    no_whip = Cart(lines=[Line(id=1, item="hot chocolate", removals=["whipped cream"])], next_line_id=2)
    said = "add marshmallows instead of addon:whipped_cream".split()
    assert add_on_in_place_of([ChangeLine(ref=1, add_addons={"whipped cream": 1})], said, no_whip) == []
    sized = [ChangeLine(ref=1, size="large", add_addons={"whipped cream": 1})]
    assert add_on_in_place_of(sized, said, no_whip) == [ChangeLine(ref=1, size="large")]
    said = "add addon:whipped_cream instead of addon:cinnamon".split()  # the add-on itself said first
    whip = [ChangeLine(ref=1, add_addons={"whipped cream": 1})]
    assert add_on_in_place_of(whip, said, no_whip) == whip


def test_the_shipped_engine_puts_no_whip_back_for_marshmallows_we_lack(engine):
    cart, replies = converse(engine, "large hot chocolate with almond milk and no whip",
                             "add marshmallows instead of whip")
    assert cart.lines[0].addons == {} and cart.lines[0].removals == ["whipped cream"]
    assert replies[1] == "Sorry, we don't have marshmallows."
