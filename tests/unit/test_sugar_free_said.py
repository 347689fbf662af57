""""Sugar free vanilla" of a vanilla latte takes the vanilla's place (`ordering.sugar_free_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.sugar_free_said import sugar_free_swapped, sugar_freed
from tests.unit.shipped import converse

MENU = load_menu()
VANILLA = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 2})], next_line_id=2)
FREE = Cart(lines=[Line(id=1, item="latte", addons={"sugar-free vanilla syrup": 1})], next_line_id=2)


def test_a_syrup_added_beside_its_other_kind_takes_its_place():
    added = [ChangeLine(ref=1, add_addons={"sugar-free vanilla syrup": 1})]
    said = "oh and addon:sugar-free_vanilla_syrup please".split()
    assert sugar_free_swapped(added, said, VANILLA) == [
        ChangeLine(ref=1, add_addons={"sugar-free vanilla syrup": 1}, drop=["vanilla syrup"])]
    back = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    assert sugar_free_swapped(back, "actually regular addon:vanilla_syrup".split(), FREE) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1}, drop=["sugar-free vanilla syrup"])]


def test_both_said_or_another_syrup_keeps_the_models_edits():
    added = [ChangeLine(ref=1, add_addons={"sugar-free vanilla syrup": 1})]
    assert sugar_free_swapped(added, "add addon:sugar-free_vanilla_syrup too".split(), VANILLA) == added
    caramel = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    assert sugar_free_swapped(caramel, "and addon:caramel_syrup".split(), VANILLA) == caramel


def test_a_syrup_said_sugar_free_is_the_menus_sugar_free_one():
    said = "make the addon:vanilla_syrup addon:sugar free".split()
    noted = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1}, notes="sugar free")]
    assert sugar_freed(noted, said, VANILLA, MENU) == [
        ChangeLine(ref=1, add_addons={"sugar-free vanilla syrup": 2}, drop=["vanilla syrup"])]
    new = [AddLine(item="latte", addons={"vanilla syrup": 1}, notes="sugar free")]
    assert sugar_freed(new, "a addon:vanilla_syrup item:latte addon:sugar free".split(), Cart(), MENU) == [
        AddLine(item="latte", addons={"sugar-free vanilla syrup": 1})]
    caramel = Cart(lines=[Line(id=1, item="latte", addons={"caramel syrup": 1})], next_line_id=2)
    kept = [ChangeLine(ref=1, notes="sugar free")]  # no sugar-free caramel on the menu: the note stays
    assert sugar_freed(kept, "make it addon:sugar free".split(), caramel, MENU) == kept


def test_the_shipped_engine_makes_the_vanilla_sugar_free(engine):
    cart, replies = converse(engine, "a medium latte with vanilla", "oh and sugar free vanilla please")
    assert cart.lines[0].addons == {"sugar-free vanilla syrup": 1}
    cart, _ = converse(engine, "a vanilla latte", "make the vanilla sugar free")
    assert cart.lines[0].addons == {"sugar-free vanilla syrup": 1} and cart.lines[0].notes is None
