""""All decaf", then "except one": one unit stays as it was before (`ordering.change_excepted`)."""

from __future__ import annotations

from ordering.cart import Cart, Changed, Line
from ordering.change_excepted import change_excepted
from ordering.edits import AddLine, ChangeLine, Finish
from tests.unit.shipped import converse, lines, ordered

BEFORE = Line(id=1, item="espresso", qty=3)
CART = Cart(lines=[BEFORE.model_copy(update={"caffeine": "decaf"})], next_line_id=2,
            changed=[Changed(line=BEFORE, change={"op": "set", "caffeine": "decaf"})])


def test_the_units_excepted_go_back_to_the_line_as_it_was():
    assert change_excepted([Finish()], "except one", CART) == [ChangeLine(ref=1, qty=2),
                                                               AddLine(item="espresso")]
    assert change_excepted([ChangeLine(ref=1, qty=2)], "but not two of them", CART) == [
        ChangeLine(ref=1, qty=1), AddLine(item="espresso", qty=2)]


def test_other_turns_are_the_models():
    assert change_excepted([Finish()], "except one", CART.model_copy(update={"changed": []})) == [Finish()]
    assert change_excepted([Finish()], "except three", CART) == [Finish()]  # all of them: no change left
    oat = [ChangeLine(ref=1, milk="oat milk")]
    assert change_excepted(oat, "not one of them", CART) == oat


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "three espressos", "all decaf", "except one")
    assert lines(cart) == ordered([{"item": "espresso", "qty": 2, "caffeine": "decaf"},
                                   {"item": "espresso", "qty": 1}])


def test_a_line_named_after_a_change_of_several_goes_back_as_it_was():
    from ordering.change_excepted import line_excepted
    from ordering.edits import apply_edits
    from ordering.menu import load_menu

    menu = load_menu()
    bagels = Cart(lines=[Line(id=1, item="bagel", addons={"cream cheese": 1}),
                         Line(id=2, item="bagel", addons={"butter": 1})], next_line_id=3)
    both = [ChangeLine(ref=1, preps=["toasted"]), ChangeLine(ref=2, preps=["toasted"])]
    toasted = apply_edits(bagels, both, menu).cart
    said = "actually not the addon:butter n1".split()
    model = [ChangeLine(ref=2, drop=["butter"])]  # the model took the butter off
    assert line_excepted(model, "actually not the butter one", said, toasted, menu) == [
        ChangeLine(ref=2, unset=["preps"], preps=[])]
    one = apply_edits(bagels, [ChangeLine(ref=2, preps=["toasted"])], menu).cart  # one line changed: left
    assert line_excepted(model, "actually not the butter one", said, one, menu) == model


def test_the_shipped_engine_untoasts_the_butter_bagel(engine):
    cart, _ = converse(engine, "two bagels, one with cream cheese and one with butter", "toast both",
                       "actually not the butter one")
    assert [(line.addons, line.preps) for line in cart.lines] == [
        ({"cream cheese": 1}, ["toasted"]), ({"butter": 1}, [])]


def test_a_line_named_by_a_word_of_its_name_after_a_change_of_several_goes_back():
    from ordering.change_excepted import line_excepted
    from ordering.edits import apply_edits
    from ordering.menu import load_menu

    menu = load_menu()
    muffins = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="lemon poppyseed muffin")],
                   next_line_id=3)
    warmed = apply_edits(muffins, [ChangeLine(ref=r, preps=["warmed"]) for r in (1, 2)], menu).cart
    assert line_excepted([], "except the lemon", "except the lemon".split(), warmed, menu) == [
        ChangeLine(ref=2, unset=["preps"], preps=[])]
    assert line_excepted([], "except the scone", "except the scone".split(), warmed, menu) == []


def test_the_shipped_engine_warms_all_the_muffins_but_the_lemon(engine):
    cart, _ = converse(engine, "can i have three muffins, one blueberry, one apple bran and one lemon",
                       "warm them all", "except the lemon")
    assert [line.preps for line in cart.lines] == [["warmed"], ["warmed"], []]
