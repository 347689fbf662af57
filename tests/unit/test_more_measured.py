"""'One more pump', 'an extra pump of chai': more said by an add-on's measure alone
(`ordering.more_measured`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, SetOrder
from ordering.menu import load_menu
from ordering.more_measured import more_measured, more_measured_said

MENU = load_menu()


def cart_of(*lines: Line) -> Cart:
    return Cart(lines=list(lines), next_line_id=len(lines) + 1)


def test_the_ways_of_saying_more_by_a_measure():
    assert more_measured_said("one more pump".replace("one", "n1").split()) == (1, 2)
    assert more_measured_said("another pump please".split()) == (1, 1)
    assert more_measured_said("an extra pump".split()) == (1, 2)
    assert more_measured_said("n2 extra pumps".split()) == (2, 2)
    assert more_measured_said("n2 more packets".split()) == (2, 2)
    assert more_measured_said("a pump more".split()) == (1, 1)
    assert more_measured_said("n2 pumps".split()) is None  # a new count: recounted's
    assert more_measured_said("another item:latte".split()) is None


def test_one_more_pump_counts_up_the_lines_only_syrup_instead_of_finishing():
    cart = cart_of(Line(id=1, item="chai latte", addons={"vanilla syrup": 2}))
    assert more_measured([Finish()], "n1 more pump".split(), cart, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 3})]
    # "another pump" ordered the drink again: not that either; the order's to go is kept
    copy = AddLine(item="chai latte", addons={"vanilla syrup": 2})
    assert more_measured([copy, SetOrder(to_go=True)], "another pump to_go:true".split(), cart, MENU) == [
        SetOrder(to_go=True), ChangeLine(ref=1, add_addons={"vanilla syrup": 3})]


def test_the_line_is_the_one_changed_else_the_last_with_one_syrup_and_packets_count_sweeteners():
    cart = cart_of(Line(id=1, item="latte", addons={"caramel syrup": 1}),
                   Line(id=2, item="coffee", addons={"splenda": 2}),
                   Line(id=3, item="mocha", addons={"vanilla syrup": 1, "caramel syrup": 1}))
    assert more_measured([], "an extra pump".split(), cart, MENU) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 2})]
    assert more_measured([ChangeLine(ref=3, notes="weak")], "an extra pump".split(), cart, MENU) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 2})]  # the mocha's two syrups: which is unsaid
    assert more_measured([], "n1 more packet".split(), cart, MENU) == [
        ChangeLine(ref=2, add_addons={"splenda": 3})]


def test_no_line_with_a_syrup_asks_which_and_a_named_drink_becomes_its_note():
    cart = cart_of(Line(id=1, item="latte"), Line(id=2, item="chai latte", notes="extra hot"))
    assert more_measured([Finish()], "n1 more pump".split(), cart, MENU) == [AskMenu(about=["syrups"])]
    assert more_measured([AddLine(item="chai latte")], "an extra pump of item:chai_latte".split(), cart,
                         MENU) == [ChangeLine(ref=2, notes="extra hot, extra pump of chai latte")]


def test_a_named_add_on_a_drink_not_in_the_cart_or_an_empty_cart_are_left_as_they_were():
    cart = cart_of(Line(id=1, item="latte", addons={"vanilla syrup": 1}))
    named = [ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]
    assert more_measured(named, "an extra pump of addon:vanilla_syrup".split(), cart, MENU) == named
    added = [AddLine(item="mocha")]
    assert more_measured(added, "an extra pump of item:mocha".split(), cart, MENU) == added
    assert more_measured([Finish()], "n1 more pump".split(), Cart(), MENU) == [Finish()]


def test_an_extra_pump_at_the_end_of_the_one_drink_ordered_is_one_more_of_its_syrup():
    said = "an temp:iced addon:caramel_syrup item:macchiato with an extra pump".split()
    model = [AddLine(item="macchiato", temp="iced", addons={"caramel syrup": 1}, notes="extra pump")]
    assert more_measured(model, said, Cart(), MENU) == [
        AddLine(item="macchiato", temp="iced", addons={"caramel syrup": 2})]
    two = [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1}, notes="extra pump")]
    said = "a item:latte with addon:vanilla_syrup and addon:caramel_syrup with an extra pump".split()
    assert more_measured(two, said, Cart(), MENU) == two  # which syrup: the note stands


def test_one_more_pump_after_and_is_the_lines_syrup_not_the_drink_again():
    brew = Cart(lines=[Line(id=1, item="cold brew", addons={"hazelnut syrup": 2})], next_line_id=2)
    again = [AddLine(item="cold brew")]  # the model ordered the drink again
    assert more_measured(again, "and n1 more pump".split(), brew, MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 3})]


def test_the_shipped_engine_adds_a_pump_said_after_and(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a medium cold brew with 2 pumps of hazelnut", "and one more pump")
    assert [(line.item, line.addons) for line in cart.lines] == [("cold brew", {"hazelnut syrup": 3})]


def test_the_measure_meant_said_again_reads_the_order_back():
    from ordering.edits import ReviewOrder
    from ordering.more_measured import measure_corrected

    menu = MENU
    pumped = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 2})], next_line_id=2)
    model = [ChangeLine(ref=1, add_addons={"espresso shot": 1})]
    for said in ("sorry , pumps not addon:espresso_shot", "no i meant pumps , not addon:espresso_shot"):
        assert measure_corrected(model, said.split(), pumped, menu) == [ReviewOrder()], said
    plain = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)  # no syrup the pumps could count
    assert measure_corrected(model, "sorry , pumps not addon:espresso_shot".split(), plain, menu) == model
    assert measure_corrected(model, "add pumps not addon:espresso_shot".split(), pumped, menu) == model


def test_the_shipped_engine_adds_no_shot_when_pumps_were_meant(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "one iced latte with two shots of vanilla", "sorry, pumps not shots")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 2}]
