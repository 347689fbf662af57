""""One of each muffin": one line of each item of the family (`ordering.each_of_family`)."""

from __future__ import annotations

from ordering.each_of_family import each_of_family
from ordering.edits import AddLine
from tests.unit.shipped import MENU, converse

MUFFINS = ["apple bran muffin", "lemon poppyseed muffin", "blueberry muffin"]


def test_one_of_each_of_a_family_is_one_of_each_item():
    house = [AddLine(item="apple bran muffin")]
    for text in ("one of each muffin please", "one of each of the muffins", "one of every kind of muffin"):
        assert [e.item for e in each_of_family(house, text, MENU)] == MUFFINS, text
    warmed = [AddLine(item="latte"), AddLine(item="butter croissant", preps=["warmed"])]
    assert each_of_family(warmed, "a latte and one of each croissant, warmed", MENU) == [
        AddLine(item="latte"), AddLine(item="butter croissant", preps=["warmed"]),
        AddLine(item="chocolate croissant", preps=["warmed"])]


def test_one_of_each_of_no_family_or_of_several_is_left_as_the_model_wrote_it():
    house = [AddLine(item="apple bran muffin")]
    assert each_of_family(house, "one of each please", MENU) == house  # of each what: the model's
    assert each_of_family([AddLine(item="bagel")], "one of each bagel", MENU) == [AddLine(item="bagel")]
    two = [AddLine(item="apple bran muffin", qty=2)]  # "two of each": not one of each
    assert each_of_family(two, "two of each muffin", MENU) == two


def test_the_shipped_engine_orders_one_of_each_muffin(engine):
    cart, replies = converse(engine, "one of each muffin please", "and heat up the blueberry")
    assert [(line.item, line.preps) for line in cart.lines] == [
        ("apple bran muffin", []), ("lemon poppyseed muffin", []), ("blueberry muffin", ["warmed"])]


def test_one_of_each_said_after_the_familys_noun_is_one_of_each_item():
    three = [AddLine(item="apple bran muffin"), AddLine(item="apple bran muffin", preps=["warmed"]),
             AddLine(item="apple bran muffin")]
    assert each_of_family(three, "could i get three muffins, one of each, warmed", MENU) == [
        AddLine(item=name, preps=["warmed"]) for name in MUFFINS]
    for text in ("three muffins, one of each kind", "3 muffins one of each please"):
        assert [e.item for e in each_of_family([AddLine(item="apple bran muffin", qty=3)], text, MENU)] == (
            MUFFINS), text
    four = [AddLine(item="apple bran muffin", qty=4)]  # more than the family has: which, unsaid
    assert each_of_family(four, "four muffins, one of each", MENU) == four
    lattes = [AddLine(item="latte", qty=2)]
    assert each_of_family(lattes, "two lattes, one of each", MENU) == lattes


def test_the_shipped_engine_orders_three_muffins_one_of_each_kind(engine):
    cart, _ = converse(engine, "could i get three muffins, one of each kind")
    assert [(line.item, line.qty) for line in cart.lines] == [(name, 1) for name in MUFFINS]


def test_one_of_each_said_of_the_orders_line_of_the_family_is_one_of_each_item():
    from ordering.cart import Cart, Line
    from ordering.each_of_family import each_of_family_ordered
    from ordering.edits import ChangeLine

    muffins = Cart(lines=[Line(id=1, item="latte", qty=3),
                          Line(id=2, item="apple bran muffin", qty=3, preps=["warmed"])], next_line_id=3)
    for text in ("the muffins should be 1 of each", "one of each kind please"):
        assert each_of_family_ordered([ChangeLine(ref=2, qty=1)], text, muffins, MENU) == [
            ChangeLine(ref=2, qty=1), AddLine(item="lemon poppyseed muffin", preps=["warmed"]),
            AddLine(item="blueberry muffin", preps=["warmed"])], text
    two = muffins.model_copy(update={"lines": [Line(id=1, item="apple bran muffin", qty=2)]})
    lattes = muffins.model_copy(update={"lines": muffins.lines[:1]})  # "latte" is the family's own noun
    for cart in (two, lattes):
        assert each_of_family_ordered([ChangeLine(ref=1, qty=1)], "one of each", cart, MENU) == [
            ChangeLine(ref=1, qty=1)]
    model = [ChangeLine(ref=2, milk="oat milk")]
    assert each_of_family_ordered(model, "one of each", muffins, MENU) == model


def test_the_shipped_engine_makes_the_three_muffins_one_of_each(engine):
    cart, _ = converse(engine, "i want to order 2 lattes and 3 muffins", "the muffins should be 1 of each")
    assert [(line.item, line.qty) for line in cart.lines] == [
        ("latte", 2), ("apple bran muffin", 1), ("lemon poppyseed muffin", 1), ("blueberry muffin", 1)]
