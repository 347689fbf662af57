""""A hot chocolate with cream": whipped cream, not half and half refused (`ordering.cream_on_top`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.cream_on_top import cream_on_top
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import MENU, converse, lines, ordered

COCOA = Cart(lines=[Line(id=1, item="hot chocolate")], next_line_id=2)


def test_cream_said_of_an_item_without_half_and_half_is_whipped_cream():
    added = [AddLine(item="hot chocolate", size="small", milk="half and half")]
    assert cream_on_top(added, "a small hot chocolate with cream", Cart(), MENU) == [
        AddLine(item="hot chocolate", size="small", addons={"whipped cream": 1})]
    changed = [ChangeLine(ref=1, milk="half and half")]
    assert cream_on_top(changed, "add cream please", COCOA, MENU) == [
        ChangeLine(ref=1, add_addons={"whipped cream": 1})]


def test_half_and_half_said_or_taken_is_the_models():
    added = [AddLine(item="hot chocolate", milk="half and half")]
    assert cream_on_top(added, "a hot chocolate with half and half", Cart(), MENU) == added  # refused
    mocha = [AddLine(item="mocha", milk="half and half")]
    assert cream_on_top(mocha, "a mocha with cream", Cart(), MENU) == mocha  # a mocha takes it
    assert cream_on_top(added, "a hot chocolate with breve", Cart(), MENU) == added


def test_the_shipped_engine_tops_the_hot_chocolate_with_cream(engine):
    cart, replies = converse(engine, "a large hot chocolate with cream please")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1, "size": "large",
                            "addons": {"whipped cream": 1}}], replies
    cart, _ = converse(engine, "a kids hot chocolate", "could you add cream")
    assert cart.lines[0].addons == {"whipped cream": 1} and cart.lines[0].milk is None


def test_no_cream_noted_of_a_hot_chocolate_is_no_whipped_cream():
    from ordering.cream_on_top import no_cream_on_top

    cart = Cart(lines=[Line(id=1, item="hot chocolate")], next_line_id=2)
    noted = [ChangeLine(ref=1, notes="no cream")]
    assert no_cream_on_top(noted, "no cream on top please", cart, MENU) == [
        ChangeLine(ref=1, drop=["whipped cream"])]
    coffee = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)  # takes cream: the model's note
    assert no_cream_on_top(noted, "no cream please", coffee, MENU) == noted
    assert no_cream_on_top(noted, "no cream cheese", cart, MENU) == noted


def test_the_shipped_engine_takes_the_whipped_cream_off(engine):
    cart, replies = converse(engine, "a hot chocolate", "no cream on top please")
    assert [line.removals for line in cart.lines] == [["whipped cream"]]
    assert replies[1] == "Changed the hot chocolate: no whipped cream. Anything else?"


def test_the_shipped_engine_whips_one_of_two_hot_chocolates(engine):
    cart, replies = converse(engine, "two hot chocolates", "one with cream and one without")
    assert lines(cart) == ordered([{"item": "hot chocolate", "qty": 1},
                                   {"addons": {"whipped cream": 1}, "item": "hot chocolate", "qty": 1}])
    assert replies[1] == ("The 2 hot chocolates are now a hot chocolate ($4.00) and a hot chocolate with "
                          "whipped cream ($4.50). Anything else?")


def test_cream_said_only_as_no_cream_is_no_topping():
    changed = [ChangeLine(ref=1, milk="half and half")]
    for text in ("no cream", "without the cream on that one", "hold the cream"):
        assert cream_on_top(changed, text, COCOA, MENU) == changed, text
    assert cream_on_top(changed, "no sugar but cream", COCOA, MENU) == [
        ChangeLine(ref=1, add_addons={"whipped cream": 1})]


def test_the_shipped_engine_leaves_the_cream_off_when_told_no_cream(engine):
    cart, replies = converse(engine, "one small hot chocolate", "no cream")
    assert [(line.addons, line.removals) for line in cart.lines] == [({}, ["whipped cream"])]
    assert replies[1] == "Changed the hot chocolate: no whipped cream. Anything else?"
