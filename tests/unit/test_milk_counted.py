"""Milk or cream portions said with a count go on the line's note; a milk drink's milk is the drink."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, Finish
from ordering.menu import load_menu
from ordering.milk_counted import milk_counted

MENU = load_menu()
EMPTY = Cart()


def test_portions_of_milk_go_on_the_added_line():
    got = milk_counted([AddLine(item="coffee")], "a coffee with 2 milks", EMPTY, MENU)
    assert got == [AddLine(item="coffee", notes="2 milks")]
    cream = AddLine(item="americano", milk="half and half")  # the model's milk stays; the count is a note
    got = milk_counted([cream], "an americano with two creams", EMPTY, MENU)
    assert got == [cream.model_copy(update={"notes": "two creams"})]
    sugared = AddLine(item="earl grey tea", addons={"sugar": 2})
    got = milk_counted([sugared], "an earl grey tea with one milk and 2 sugars", EMPTY, MENU)
    assert got == [sugared.model_copy(update={"notes": "one milk"})]


def test_a_note_already_there_is_kept_and_not_repeated():
    noted = AddLine(item="coffee", notes="in a mug")
    got = milk_counted([noted], "a coffee in a mug with 2 milks", EMPTY, MENU)
    assert got == [AddLine(item="coffee", notes="in a mug, 2 milks")]
    said = AddLine(item="coffee", notes="2 milks")
    assert milk_counted([said], "a coffee with 2 milks", EMPTY, MENU) == [said]


def test_a_follow_up_goes_on_the_last_line():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="coffee", notes="in a mug")], next_line_id=3)
    assert milk_counted([], "and with two milks please", cart, MENU) == [
        ChangeLine(ref=2, notes="in a mug, two milks")]
    assert milk_counted([Finish()], "with two milks please", cart, MENU) == [
        ChangeLine(ref=2, notes="in a mug, two milks")]
    # closing words said beside the portions: the note goes on, and the order still ends
    assert milk_counted([Finish()], "that's all, with two milks", cart, MENU) == [
        ChangeLine(ref=2, notes="in a mug, two milks"), Finish()]
    assert milk_counted([], "that's all, with two milks", cart, MENU) == [
        ChangeLine(ref=2, notes="in a mug, two milks"), Finish()]
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)  # a latte's milk is the drink
    assert milk_counted([Finish()], "that's all, with two milks", latte, MENU) == [Finish()]


def test_milk_drinks_several_lines_and_other_words_are_left():
    latte = [AddLine(item="latte")]
    assert milk_counted(latte, "a latte with 2 milks", EMPTY, MENU) == latte
    two = [AddLine(item="coffee"), AddLine(item="americano")]
    assert milk_counted(two, "a coffee and an americano with 2 milks", EMPTY, MENU) == two
    teas = [AddLine(item="earl grey tea", qty=2)]
    assert milk_counted(teas, "two milk teas", EMPTY, MENU) == teas
    assert milk_counted(teas, "an earl grey with two sugars", EMPTY, MENU) == teas
    assert milk_counted([], "with 2 milks", EMPTY, MENU) == []
    espresso = [AddLine(item="espresso", milk="half and half")]  # a drink with cream, said before it
    assert milk_counted(espresso, "oh, and one cream espresso please", EMPTY, MENU) == espresso
    coffee = [AddLine(item="coffee")]
    assert milk_counted(coffee, "a coffee, and two cream scones", EMPTY, MENU) == coffee


def test_an_amount_of_milk_said_goes_on_the_line_as_its_count_does():
    coffee = Cart(lines=[Line(id=1, item="coffee", size="medium")], next_line_id=2)
    assert milk_counted([], "and some milk", coffee, MENU) == [ChangeLine(ref=1, notes="some milk")]
    got = milk_counted([AddLine(item="americano")], "an americano with a little cream", EMPTY, MENU)
    assert got == [AddLine(item="americano", notes="a little cream")]
    got = milk_counted([AddLine(item="coffee")], "a coffee with a splash of milk", EMPTY, MENU)
    assert got == [AddLine(item="coffee", notes="a splash of milk")]
    oat = [AddLine(item="coffee", milk="oat milk")]  # a milk of the menu named: the model's
    assert milk_counted(oat, "a coffee with some oat milk", EMPTY, MENU) == oat


def test_the_shipped_engine_notes_some_milk_for_the_coffee(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "can i get a medium coffee", "and some milk")
    assert cart.lines[0].notes == "some milk"
    assert replies[1] == 'Changed the coffee: note "some milk". Anything else?'


def test_portions_counted_again_change_the_note_not_the_count():
    from ordering.milk_counted import portions_recounted

    cart = Cart(lines=[Line(id=1, item="coffee", milk="half and half", notes="4 creams, extra hot")],
                next_line_id=2)
    for text in ("make that 3 creams", "actually just three creams please", "sorry, 3 creams"):
        said = "three creams" if "three" in text else "3 creams"
        assert portions_recounted([ChangeLine(ref=1, qty=3)], text, cart) == [
            ChangeLine(ref=1, notes=f"{said}, extra hot")], text
    recount = [ChangeLine(ref=1, qty=3)]
    assert portions_recounted(recount, "make that 3 lattes", cart) == recount
    plain = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)
    assert portions_recounted(recount, "make that 3 creams", plain) == recount  # no portions noted


def test_the_shipped_engine_pours_three_creams_in_one_coffee(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a medium drip coffee with 2 creams", "actually make that 3 creams")
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, "3 creams")]


def test_portions_said_after_add_or_get_go_on_the_last_line_too():
    cart = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)
    assert milk_counted([], "and can you add two creams", cart, MENU) == [
        ChangeLine(ref=1, notes="two creams")]
    cream = [ChangeLine(ref=1, milk="half and half")]
    assert milk_counted(cream, "can i get two creams in it", cart, MENU) == [
        ChangeLine(ref=1, milk="half and half", notes="two creams")]
    assert milk_counted([], "add two shots", cart, MENU) == []  # no milk


def test_the_shipped_engine_adds_two_creams_to_the_coffee(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a coffee", "and can you add two creams")
    assert cart.lines[0].notes == "two creams"
    assert replies[1] == 'Changed the coffee: note "two creams". Anything else?'


def test_portions_said_first_or_before_another_count_are_noted():
    coffee = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)
    sugared = [ChangeLine(ref=1, add_addons={"sugar": 2})]
    for text in ("with 2 milk 2 sugar", "2 milk 2 sugar"):
        assert milk_counted(sugared, text, coffee, MENU) == [
            ChangeLine(ref=1, add_addons={"sugar": 2}, notes="2 milk")], text
    assert milk_counted(sugared, "with 2 milkshakes", coffee, MENU) == sugared
