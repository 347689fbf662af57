""""Oat for the cappuccino and almond for the latte": each line its own values
(`ordering.values_for_lines`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.values_for_lines import values_for_lines
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte", milk="oat milk"),
                   Line(id=2, item="cappuccino", milk="almond milk")], next_line_id=3)


def test_each_run_of_values_goes_to_the_line_it_is_for():
    model = [ChangeLine(ref=2, milk="almond milk")]
    said = "switch them , milk:oat_milk for the item:cappuccino and milk:almond_milk for the item:latte"
    said = said.split()
    assert values_for_lines(model, said, CART) == [ChangeLine(ref=2, milk="oat milk"),
                                                   ChangeLine(ref=1, milk="almond milk")]
    said = ("put addon:vanilla_syrup size:large in the item:latte and addon:whipped_cream on the "
            "item:cappuccino")
    assert values_for_lines([], said.split(), CART) == [
        ChangeLine(ref=1, size="large", add_addons={"vanilla syrup": 1}),
        ChangeLine(ref=2, add_addons={"whipped cream": 1})]


def test_other_turns_are_the_models():
    model = [ChangeLine(ref=1, milk="soy milk")]
    for said in ("milk:soy_milk for the item:latte",  # one line named: the model's
                 "no addon:whipped_cream on the item:cappuccino and milk:soy_milk in the item:latte",
                 "extra addon:vanilla_syrup in the item:latte and milk:soy_milk in the item:cappuccino",
                 "milk:soy_milk for the item:latte and milk:oat_milk for the item:mocha"):  # no mocha line
        assert values_for_lines(model, said.split(), CART) == model, said
    added = [AddLine(item="mocha"), ChangeLine(ref=1, milk="soy milk")]
    said = "milk:soy_milk for the item:latte and milk:oat_milk for the item:cappuccino".split()
    assert values_for_lines(added, said, CART) == added
    lattes = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    said = "milk:soy_milk for the item:latte and milk:oat_milk for the item:latte".split()
    assert values_for_lines(model, said, lattes) == model


def test_the_shipped_engine_swaps_the_milks_as_said(engine):
    cart, _ = converse(engine, "an oat milk latte and an almond milk cappuccino",
                       "actually switch them, oat for the cappuccino and almond for the latte")
    assert [(line.item, line.milk) for line in cart.lines] == [("latte", "almond milk"),
                                                               ("cappuccino", "oat milk")]
