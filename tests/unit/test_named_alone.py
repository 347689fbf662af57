"""`named_alone`: a turn that only names an item not in the cart ("ok the blueberry muffin") orders it."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.named_alone import named_alone

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


def test_an_item_only_named_is_ordered():
    assert named_alone([], ["okay", "the", "item:blueberry_muffin"], LATTE, MENU) == [
        AddLine(item="blueberry muffin")]
    wrong = [ChangeLine(ref=1, size="large")]  # the model gave "large" to the latte
    assert named_alone(wrong, ["okay", "the", "item:mocha", "then", ",", "size:large"], LATTE, MENU) == [
        AddLine(item="mocha", size="large")]
    assert named_alone([ChangeLine(ref=1, add_addons={"cream cheese": 1})],
                       ["yes", "the", "item:bagel", "with", "addon:cream_cheese", "please"], LATTE, MENU) == [
        AddLine(item="bagel", addons={"cream cheese": 1})]


def test_a_line_of_the_cart_or_a_turn_saying_more_is_left_as_read():
    change = [ChangeLine(ref=1, temp="iced")]
    assert named_alone(change, ["the", "item:latte", "temp:iced"], LATTE, MENU) == change
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    warmed = [ChangeLine(ref=1, preps=["warmed"])]  # "the muffin warmed": the cart's muffin
    assert named_alone(warmed, ["the", "item:apple_bran_muffin", "prep:warmed"], muffin, MENU) == warmed
    assert named_alone([], ["not", "the", "item:blueberry_muffin"], LATTE, MENU) == []
    assert named_alone([], ["make", "it", "a", "item:mocha"], LATTE, MENU) == []
    assert named_alone([RemoveLine(ref=1)], ["the", "item:mocha"], LATTE, MENU) == [RemoveLine(ref=1)]
    assert named_alone([], ["the", "item:mocha", "and", "the", "item:latte"], LATTE, MENU) == []


def test_an_item_named_after_and_is_ordered():
    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    assert named_alone([], "and the item:blueberry_muffin".split(), croissant, MENU) == [
        AddLine(item="blueberry muffin")]


def test_an_item_asked_for_with_can_i_get_the_is_ordered():
    for said in ("can i get the item:lemon_poppyseed_muffin",
                 "i'd like the item:lemon_poppyseed_muffin please",
                 "could we grab the item:lemon_poppyseed_muffin"):
        assert named_alone([ChangeLine(ref=1, notes="weak")], said.split(), LATTE, MENU) == [
            AddLine(item="lemon poppyseed muffin")], said


def test_the_shipped_engine_adds_the_lemon_muffin_asked_for_by_the(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "can i get the lemon muffin")
    assert [line.item for line in cart.lines] == ["latte", "lemon poppyseed muffin"]
    assert replies[1] == "Added a lemon poppyseed muffin ($3.25). Anything else?"


def test_the_shipped_engine_adds_the_blueberry_muffin_named_after_and(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a croissant", "and the blueberry muffin")
    assert [line.item for line in cart.lines] == ["butter croissant", "blueberry muffin"]


def test_an_item_said_right_after_with_is_no_choice():
    noted = [ChangeLine(ref=1, notes="with steamed milk")]
    assert named_alone(noted, ["with", "item:steamer"], LATTE, MENU) == noted
    assert named_alone([], ["i'll", "go", "with", "the", "item:blueberry_muffin"], LATTE, MENU) == [
        AddLine(item="blueberry muffin")]
    assert named_alone([], ["go", "with", "item:mocha"], LATTE, MENU) == [AddLine(item="mocha")]


def test_an_add_on_on_the_side_and_a_preparation_go_with_the_item_named():
    coffee = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)
    words = "oh and a prep:toasted item:bagel with addon:butter on the side".split()
    change = [ChangeLine(ref=1, add_addons={"butter": 1}, preps=["toasted"], notes="butter on the side")]
    assert named_alone(change, words, coffee, MENU) == [
        AddLine(item="bagel", addons={"butter": 1}, preps=["toasted"], notes="butter on the side")]
    # "on the side" said of no add-on is not a choice's word
    assert named_alone([], "a item:bagel on the side".split(), coffee, MENU) == []


def test_the_shipped_engine_adds_the_toasted_bagel_said_after_a_coffee(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a coffee", "oh and a toasted bagel with butter on the side")
    assert [(line.item, line.addons, line.preps) for line in cart.lines] == [
        ("coffee", {}, []), ("bagel", {"butter": 1}, ["toasted"])]
    assert "on the side" in cart.lines[1].notes
