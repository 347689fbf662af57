""""Sorry, I meant cinnamon powder, not the syrup": the one meant in the other's place
(`ordering.add_on_meant`)."""

from __future__ import annotations

from ordering.add_on_meant import add_on_meant
from ordering.cart import Cart, Changed, Line
from ordering.edits import ChangeLine
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
DOLCE = Line(id=1, item="cappuccino", addons={"cinnamon syrup": 1})
CART = Cart(lines=[DOLCE], next_line_id=2, changed=[Changed(
    line=Line(id=1, item="cappuccino"), change={"op": "set", "add_addons": {"cinnamon syrup": 1}})])
POWDER = [ChangeLine(ref=1, add_addons={"cinnamon": 1})]


def test_the_add_on_meant_takes_the_place_of_the_one_put_on_last():
    for said in ("sorry i meant addon:cinnamon on top , not the syrup", "no , addon:cinnamon please"):
        assert add_on_meant(POWDER, said.split(), CART, MENU) == [
            ChangeLine(ref=1, add_addons={"cinnamon": 1}, drop=["cinnamon syrup"])], said
    vanilla = CART.model_copy(update={"lines": [DOLCE.model_copy(update={"addons": {"vanilla syrup": 1}})],
                                      "changed": [], "added": [1]})
    said = "sorry i meant addon:cinnamon , not the syrup".split()
    assert add_on_meant(POWDER, said, vanilla, MENU) == [
        ChangeLine(ref=1, add_addons={"cinnamon": 1}, drop=["vanilla syrup"])]


def test_no_correction_an_older_add_on_or_an_unrelated_one_are_the_models():
    assert add_on_meant(POWDER, "and addon:cinnamon on top".split(), CART, MENU) == POWDER
    older = CART.model_copy(update={"changed": []})  # put on before the last turn
    assert add_on_meant(POWDER, "sorry i meant addon:cinnamon".split(), older, MENU) == POWDER
    vanilla = CART.model_copy(update={"lines": [DOLCE.model_copy(update={"addons": {"vanilla syrup": 1}})],
                                      "changed": [], "added": [1]})
    assert add_on_meant(POWDER, "sorry , addon:cinnamon too".split(), vanilla, MENU) == POWDER


def test_the_shipped_engine_puts_the_cinnamon_powder_in_the_syrups_place(engine):
    cart, _ = converse(engine, "one decaf cappuccino", "oh and could I add cinnamon dolce",
                       "sorry I meant cinnamon powder on top, not the syrup")
    assert [line.addons for line in cart.lines] == [{"cinnamon": 1}]
