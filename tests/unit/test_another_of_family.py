""""Two lemon poppyseed muffins", then "and one blueberry": a blueberry muffin
(`ordering.another_of_family`)."""

from __future__ import annotations

from ordering.another_of_family import another_of_family, family_recounted
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
LEMON = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="lemon poppyseed muffin", qty=2)],
             next_line_id=3)


def test_the_kind_said_names_one_item_of_the_last_lines_family():
    blueberry = [AddLine(item="blueberry muffin")]
    assert another_of_family([], "and n1 blueberry".split(), LEMON, MENU) == blueberry
    assert another_of_family([], "and a blueberry n1 please".split(), LEMON, MENU) == blueberry
    noted = [ChangeLine(ref=2, notes="weak")]
    assert another_of_family(noted, "and n2 apple please".split(), LEMON, MENU) == [
        AddLine(item="apple bran muffin", qty=2)]
    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    said = "and a addon:chocolate_sauce n1".split()  # a value of the menu: the model's to read
    assert another_of_family([], said, croissant, MENU) == []


def test_words_naming_no_one_item_of_the_family_are_the_models():
    assert another_of_family([], "and n1 banana".split(), LEMON, MENU) == []  # no banana muffin
    assert another_of_family([], "and n1 for me".split(), LEMON, MENU) == []
    assert another_of_family([], "blueberry".split(), LEMON, MENU) == []  # no count: the answer's reading
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert another_of_family([], "and n1 blueberry".split(), latte, MENU) == []  # no blueberry latte
    added = [AddLine(item="mocha")]
    assert another_of_family(added, "and n1 blueberry".split(), LEMON, MENU) == added


def test_values_said_after_one_are_the_new_lines_not_the_last_lines():
    warmed = [ChangeLine(ref=2, preps=["warmed"])]
    assert another_of_family(warmed, "a blueberry n1 too , temp:warm".split(), LEMON, MENU) == [
        AddLine(item="blueberry muffin", preps=["warmed"])]
    not_warmed = [ChangeLine(ref=2, drop=["warmed"])]
    assert another_of_family(not_warmed, "and n2 blueberry n1 not temp:warm".split(), LEMON, MENU) == [
        AddLine(item="blueberry muffin", qty=2)]
    assert another_of_family(warmed, "a blueberry n1".split(), LEMON, MENU) == warmed  # said no value
    of_the_latte = [ChangeLine(ref=1, preps=["warmed"])]
    said = "a blueberry n1 , temp:warm".split()
    assert another_of_family(of_the_latte, said, LEMON, MENU) == of_the_latte  # not the last line


def test_the_shipped_engine_adds_the_blueberry_muffin_said_after_a_warmed_lemon_one(engine):
    cart, _ = converse(engine, "one lemon poppyseed muffin, heated", "plus a blueberry one, warm it too")
    assert [(line.item, line.preps) for line in cart.lines] == [("lemon poppyseed muffin", ["warmed"]),
                                                                ("blueberry muffin", ["warmed"])]


def test_one_of_the_kind_ones_is_one_of_the_family_not_a_recount():
    recount = [ChangeLine(ref=2, qty=1)]
    blueberry = [AddLine(item="blueberry muffin")]
    assert another_of_family(recount, "and n1 of the blueberry ones".split(), LEMON, MENU) == blueberry
    assert another_of_family([ChangeLine(ref=2, qty=2)], "n2 of the blueberry ones too".split(), LEMON,
                             MENU) == [AddLine(item="blueberry muffin", qty=2)]
    assert another_of_family(recount, "just n1 of the lemon ones".split(), LEMON, MENU) == recount
    assert another_of_family(recount, "and n1 blueberry".split(), LEMON, MENU) == recount  # no "of the"


def test_the_shipped_engine_keeps_both_blueberry_muffins_and_adds_a_lemon_one(engine):
    cart, _ = converse(engine, "can i get 2 blueberry muffins", "plus one of the lemon ones")
    assert [(line.item, line.qty) for line in cart.lines] == [("blueberry muffin", 2),
                                                              ("lemon poppyseed muffin", 1)]


def test_the_shipped_engine_adds_one_blueberry_muffin(engine):
    cart, replies = converse(engine, "two lemon poppyseed muffins", "and one blueberry")
    assert [(line.item, line.qty) for line in cart.lines] == [("lemon poppyseed muffin", 2),
                                                              ("blueberry muffin", 1)]
    assert replies[1] == "Added a blueberry muffin ($3.25). Anything else?"


ASSORTED = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin", qty=4),
                       Line(id=3, item="lemon poppyseed muffin", qty=4),
                       Line(id=4, item="blueberry muffin", qty=4)], next_line_id=5, added=[2, 3, 4])


def test_the_family_added_is_counted_again_by_kind():
    said = "n6 blueberry , n6 lemon".split()
    assert family_recounted([ChangeLine(ref=4, notes="weak")], said, ASSORTED, MENU) == [
        RemoveLine(ref=2), ChangeLine(ref=3, qty=6), ChangeLine(ref=4, qty=6)]
    assert family_recounted([], "n6 blueberry , n5 lemon".split(), ASSORTED, MENU) == []  # eleven of twelve
    assert family_recounted([], "n12 blueberry".split(), ASSORTED, MENU) == []  # one kind: another reading's
    unadded = ASSORTED.model_copy(update={"added": []})
    assert family_recounted([], said, unadded, MENU) == []


def test_the_shipped_engine_counts_the_dozen_muffins_again(engine):
    cart, _ = converse(engine, "a dozen muffins, assorted", "6 blueberry, 6 lemon")
    assert sorted((line.item, line.qty) for line in cart.lines) == [
        ("blueberry muffin", 6), ("lemon poppyseed muffin", 6)]



def test_a_kind_said_of_the_house_item_just_added_is_left_to_be_that_one():
    from ordering.per_line import kind_named_one

    house = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3,
                 added=[2])
    said = "a blueberry n1".split()
    assert another_of_family([], said, house, MENU) == []
    assert kind_named_one([], said, MENU, house) == []
    said = "and a blueberry n1".split()  # one more
    assert kind_named_one([], said, MENU, house) == [AddLine(item="blueberry muffin")]
    earlier = house.model_copy(update={"added": []})  # ordered before: one more
    assert kind_named_one([], "a blueberry n1".split(), MENU, earlier) == [AddLine(item="blueberry muffin")]


def test_the_shipped_engine_makes_the_muffin_just_added_blueberry(engine):
    cart, replies = converse(engine, "a latte", "is it too late to add a muffin", "a blueberry one")
    assert [line.item for line in cart.lines] == ["latte", "blueberry muffin"], replies
