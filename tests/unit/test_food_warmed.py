"""A warming word belongs to the item it stands before, else to the one said before it
(`ordering.food_warmed`): "a bagel please heated" warms the bagel; "a muffin and a warm cortado" is a warm
cortado."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.food_warmed import food_warmed
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_warming_word_after_a_food_warms_it():
    said = "n1 item:bagel please temp:hot and n1 more thing , n1 item:cappuccino".split()
    model = [AddLine(item="bagel"), AddLine(item="cappuccino")]
    assert food_warmed(model, said, MENU) == [AddLine(item="bagel", preps=["warmed"]),
                                              AddLine(item="cappuccino")]
    said = "n5 item:apple_bran_muffin , temp:hot add n4 addon:jam".split()
    model = [AddLine(item="apple bran muffin", qty=5, addons={"jam": 4})]
    assert food_warmed(model, said, MENU) == [
        AddLine(item="apple bran muffin", qty=5, addons={"jam": 4}, preps=["warmed"])]


def test_a_foods_warming_word_put_on_a_drink_leaves_it():
    said = "n1 item:butter_croissant temp:hot and a size:large addon:caramel_syrup item:macchiato".split()
    model = [AddLine(item="butter croissant"),
             AddLine(item="macchiato", size="large", addons={"caramel syrup": 1}, preps=["warmed"])]
    assert food_warmed(model, said, MENU) == [
        AddLine(item="butter croissant", preps=["warmed"]),
        AddLine(item="macchiato", size="large", addons={"caramel syrup": 1})]


def test_the_shipped_engine_keeps_the_drink_said_after_a_warmed_food(engine):
    cart, _ = converse(engine, "one croissant heated and a large caramel macchiato")
    assert [(line.item, line.preps) for line in cart.lines] == [("butter croissant", ["warmed"]),
                                                                ("macchiato", [])]


def test_a_warming_word_before_a_drink_is_the_drinks():
    said = ("n2 item:lemon_poppyseed_muffin prep:cut_in_half , a milk:half_and_half temp:warm "
            "item:cortado").split()
    model = [AddLine(item="lemon poppyseed muffin", qty=2, preps=["cut in half", "warmed"]),
             AddLine(item="cortado", milk="half and half")]
    assert food_warmed(model, said, MENU) == [
        AddLine(item="lemon poppyseed muffin", qty=2, preps=["cut in half"]),
        AddLine(item="cortado", milk="half and half", temp="warm")]


def test_negated_shared_and_unclear_words():
    said = "a item:apple_bran_muffin , not temp:hot , and a item:latte".split()
    model = [AddLine(item="apple bran muffin"), AddLine(item="latte")]
    assert food_warmed(model, said, MENU) == model  # "not heated"
    said = "a item:bagel and a item:apple_bran_muffin , both temp:warm".split()
    assert food_warmed([AddLine(item="bagel"), AddLine(item="apple bran muffin")], said, MENU) == [
        AddLine(item="bagel", preps=["warmed"]), AddLine(item="apple bran muffin", preps=["warmed"])]
    said = "a item:americano with a lot of temp:hot water".split()
    assert food_warmed([AddLine(item="americano")], said, MENU) == [AddLine(item="americano")]
    said = "a item:bagel temp:warm and a item:bagel".split()  # an item said twice: whose is unclear
    two = [AddLine(item="bagel"), AddLine(item="bagel")]
    assert food_warmed(two, said, MENU) == two


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "one bagel please heated and one more thing, one cappuccino")
    assert lines(cart) == [{"item": "bagel", "qty": 1, "preps": ["warmed"]}, {"item": "cappuccino", "qty": 1}]
    assert "warmed" in replies[0]
    cart, _ = converse(engine, "a lemon poppyseed muffin and heated, and a latte")
    assert {"item": "lemon poppyseed muffin", "qty": 1, "preps": ["warmed"]} in lines(cart)


def test_an_item_added_twice_leaves_the_others_warmed():
    said = "n2 item:flat_white , n1 regular n1 caffeine:decaf , and a item:butter_croissant temp:warm".split()
    model = [AddLine(item="flat white", caffeine="decaf"), AddLine(item="butter croissant"),
             AddLine(item="flat white")]
    assert food_warmed(model, said, MENU) == [model[0], AddLine(item="butter croissant", preps=["warmed"]),
                                               model[2]]


def test_the_shipped_engine_warms_the_croissant_beside_two_flat_whites(engine):
    cart, replies = converse(engine, "hi, two flat whites, one regular one decaf, and a croissant warmed")
    assert [(line.item, line.preps) for line in cart.lines] == [
        ("flat white", []), ("flat white", []), ("butter croissant", ["warmed"])]  # the flat whites together
    assert "would you like it warmed" not in replies[0]
