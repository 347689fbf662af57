""""Also a bit less milk": a note on the drink, not the milks listed (ordering.amount_noted)."""

from __future__ import annotations

from ordering.amount_noted import amount_noted, amount_said
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.order_review import kinds_listed
from tests.unit.shipped import converse, lines

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)


def test_an_amount_said_alone_is_noted_on_the_latest_drink():
    assert amount_noted([], "also a bit less milk", LATTE, MENU) == [
        ChangeLine(ref=1, notes="a bit less milk")]
    assert amount_noted([], "light on the foam please", LATTE, MENU) == [
        ChangeLine(ref=1, notes="light on the foam")]


def test_an_amount_with_more_said_or_read_is_left():
    read = [ChangeLine(ref=1, notes="with a little less milk")]
    assert amount_noted(read, "less milk please", LATTE, MENU) == read
    assert amount_noted([], "a tea with a splash of milk", LATTE, MENU) == []
    assert amount_noted([], "a bit less milk", Cart(), MENU) == []
    assert amount_said("what milk do you have") is None


def test_a_kind_said_as_an_amount_is_no_kind_asked():
    assert kinds_listed([], "also a bit less milk") == []
    assert kinds_listed([], "what milks do you have")[0].about == ["milks"]


def test_the_shipped_engine_notes_the_amounts(engine):
    cart, replies = converse(engine, "a latte", "also a bit less milk")
    assert lines(cart) == [{"item": "latte", "qty": 1, "notes": "a bit less milk"}]
    assert replies[-1] == 'Changed the latte: note "a bit less milk". Anything else?'
    cart, _ = converse(engine, "is the cold brew strong", "i'll take one, large, with a splash of milk")
    assert lines(cart) == [{"item": "cold brew", "qty": 1, "size": "large", "notes": "a splash of milk"}]


def test_added_lines_are_no_amount_of_the_latest_drink():
    assert amount_noted([AddLine(item="latte")], "a latte, a bit less milk", LATTE, MENU) == [
        AddLine(item="latte")]


def test_fewer_pumps_said_alone_are_noted_on_the_latest_drink():
    chai = Cart(lines=[Line(id=1, item="chai latte")], next_line_id=2)
    assert amount_noted([], "with two pumps less", chai, MENU) == [ChangeLine(ref=1, notes="two pumps less")]
    assert amount_noted([], "one less pump please", chai, MENU) == [ChangeLine(ref=1, notes="one less pump")]
    assert amount_noted([], "half the pumps", chai, MENU) == [ChangeLine(ref=1, notes="half the pumps")]
    assert amount_said("make it two pumps") is None  # a count of pumps: `recounted`, no note


def test_the_shipped_engine_notes_fewer_pumps_in_the_chai(engine):
    cart, replies = converse(engine, "a large iced chai", "with two pumps less")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "size": "large", "temp": "iced",
                            "notes": "two pumps less"}]
    assert replies[-1] == 'Changed the chai latte: note "two pumps less". Anything else?'


def test_and_one_with_an_amount_is_one_more_of_the_last_drink_so_noted():
    brew = Cart(lines=[Line(id=1, item="cold brew", size="large")], next_line_id=2)
    noted = [ChangeLine(ref=1, notes="a splash of milk", unset=["milk"])]  # the model's: the line noted
    assert amount_noted(noted, "and one with a splash of milk", brew, MENU) == [
        AddLine(item="cold brew", size="large", notes="a splash of milk")]
    assert amount_noted([], "and one with less foam", LATTE, MENU) == []  # the latte is not the last line
    assert amount_noted(noted, "with a splash of milk", brew, MENU) == noted  # no "one": the line's own


def test_the_shipped_engine_adds_a_second_cold_brew_with_a_splash_of_milk(engine):
    cart, replies = converse(engine, "one cold brew, black", "and one with a splash of milk")
    assert [(line.item, line.notes) for line in cart.lines] == [("cold brew", None),
                                                                ("cold brew", "a splash of milk")]
    assert replies[1] == 'Added a cold brew, note: "a splash of milk" ($4.25). Anything else?'

