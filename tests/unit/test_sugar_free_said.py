""""Sugar free vanilla" of a vanilla latte takes the vanilla's place (`ordering.sugar_free_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish
from ordering.menu import load_menu
from ordering.replies import NO_SUGAR, answer_question
from ordering.sugar_free_said import sugar_free_asked, sugar_free_swapped, sugar_freed
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


def test_what_the_menu_has_without_sugar_is_asked_of_it():
    for text in ("what do you have without sugar", "i'm diabetic", "do you have sugar free options?",
                 "anything with no sugar"):
        for model in ([], [AskMenu(about=["sugar"])], [Finish()], [AddLine(item="sugar free options")]):
            lacking = ("sugar free options",)
            assert sugar_free_asked(model, text, text.split(), lacking) == [AskMenu(about=[NO_SUGAR])], text
    no_sugar = [ChangeLine(ref=1, drop=["sugar"])]
    assert sugar_free_asked(no_sugar, "no sugar please", [], ()) == no_sugar  # a change
    said = "any item:latte without sugar".split()  # an item named
    assert sugar_free_asked([AskMenu()], "any latte without sugar", said, ()) == [AskMenu()]
    syrups = [AskMenu(about=["sugar-free vanilla syrup"])]
    assert sugar_free_asked(syrups, "any sugar free syrups?", [], ()) == syrups  # the syrup's answer
    assert answer_question([NO_SUGAR], MENU) == (
        "Without sugar, we have sugar-free vanilla syrup (+$0.50), and equal, splenda and stevia to sweeten.")


def test_the_shipped_engine_says_what_it_has_without_sugar(engine):
    cart, replies = converse(engine, "i'm diabetic, what do you have without sugar")
    assert cart.lines == [] and replies[0].startswith("Without sugar, we have sugar-free vanilla syrup")
