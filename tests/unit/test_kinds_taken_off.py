"""'No syrup please': a kind of add-on said off takes the line's add-ons of that kind off
(`ordering.kinds_taken_off`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, RemoveLine
from ordering.kinds_taken_off import kinds_taken_off
from ordering.menu import load_menu

MENU = load_menu()
LATTE = Line(id=1, item="latte", addons={"vanilla syrup": 1, "whipped cream": 1})
MOCHA = Line(id=2, item="mocha", addons={"caramel syrup": 1})
CART = Cart(lines=[LATTE, MOCHA], next_line_id=3)


def test_a_kind_said_off_takes_its_add_ons_off_the_line_meant():
    # the model removed the mocha "no syrup" was said of: the syrup goes, the mocha stays
    said = "no syrup on the item:mocha".split()
    assert kinds_taken_off([RemoveLine(ref=2)], said, CART, MENU) == [
        ChangeLine(ref=2, drop=["caramel syrup"])]
    # nothing written: the last line with a syrup; only the syrups come off, the cream stays
    one = Cart(lines=[LATTE], next_line_id=2)
    assert kinds_taken_off([], "no syrup please".split(), one, MENU) == [
        ChangeLine(ref=1, drop=["vanilla syrup"])]


def test_a_sweetener_said_off_takes_off_the_lines_sweeteners():
    coffee = Cart(lines=[Line(id=1, item="coffee", addons={"equal": 2})], next_line_id=2)
    model = [ChangeLine(ref=1, drop=["sweetener"])]  # the generic sweetener, which the line lacks
    assert kinds_taken_off(model, "make that without addon:sweetener".split(), coffee, MENU) == [
        ChangeLine(ref=1, drop=["equal"])]


def test_a_kind_not_said_off_or_not_on_the_line_changes_nothing():
    model = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    assert kinds_taken_off(model, "what syrups do you have".split(), CART, MENU) == model
    plain = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert kinds_taken_off([RemoveLine(ref=1)], "no syrup".split(), plain, MENU) == [RemoveLine(ref=1)]
    removing = "remove the item:latte and no syrup on the item:mocha".split()
    assert kinds_taken_off([RemoveLine(ref=1)], removing, CART, MENU) == [
        RemoveLine(ref=1), ChangeLine(ref=2, drop=["caramel syrup"])]


def test_drizzle_said_off_is_the_lines_syrup_or_sauce():
    mocha = Cart(lines=[Line(id=1, item="mocha", addons={"chocolate sauce": 1, "whipped cream": 1})],
                 next_line_id=2)
    assert kinds_taken_off([RemoveLine(ref=1)], "actually no drizzle".split(), mocha, MENU) == [
        ChangeLine(ref=1, drop=["chocolate sauce"])]
    assert kinds_taken_off([], "hold the drizzle".split(), CART, MENU) == [
        ChangeLine(ref=2, drop=["caramel syrup"])]


def test_an_add_on_of_the_kind_named_after_it_is_the_one_wanted():
    model = [ChangeLine(ref=2, add_addons={"caramel syrup": 1})]
    said = "no drizzle sorry , addon:caramel_syrup".split()
    assert kinds_taken_off(model, said, CART, MENU) == model  # the mocha's caramel: the one wanted
    both = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})],
                next_line_id=2)
    model = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    assert kinds_taken_off(model, said, both, MENU) == [*model, ChangeLine(ref=1, drop=["vanilla syrup"])]
