"""`degrees_noted` ("a latte, 140 degrees": a note) and `room_filled` ("fill it all the way": no room)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.degrees_said import degrees_noted
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.preps_said import room_filled

MENU = load_menu()
LATTE_MUFFIN = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)


def test_degrees_go_on_the_drink_added_or_the_latest_drink():
    assert degrees_noted([AddLine(item="latte")], "a latte, 140 degrees", Cart(), MENU) == [
        AddLine(item="latte", notes="140 degrees")]
    assert degrees_noted([], "can you make the latte 180F", LATTE_MUFFIN, MENU) == [
        ChangeLine(ref=1, notes="180°F")]
    assert degrees_noted([ChangeLine(ref=1, size="large")], "make it large and 160 degrees fahrenheit",
                         LATTE_MUFFIN, MENU) == [ChangeLine(ref=1, size="large", notes="160°F")]
    assert degrees_noted([ChangeLine(ref=2, notes="heated")], "make it 150 degrees", LATTE_MUFFIN, MENU) == [
        ChangeLine(ref=1, notes="150 degrees")]  # the model's stray note on the muffin goes


def test_no_degrees_no_change():
    two = [AddLine(item="latte"), AddLine(item="mocha")]
    assert degrees_noted(two, "a latte and a mocha, 140 degrees", Cart(), MENU) == two  # which one?
    assert degrees_noted([], "my order number is 140", LATTE_MUFFIN, MENU) == []
    noted = Cart(lines=[Line(id=1, item="latte", notes="140 degrees")], next_line_id=2)
    assert degrees_noted([], "140 degrees", noted, MENU) == []  # already so


def test_filling_the_cup_takes_the_room_off():
    room = Cart(lines=[Line(id=1, item="coffee", preps=["with room"])], next_line_id=2)
    for said in ("actually fill it all the way", "fill it to the top please", "a full cup please",
                 "don't leave room"):
        assert room_filled([ChangeLine(ref=1, notes="stirred")], said, room) == [
            ChangeLine(ref=1, drop=["with room"])], said
    plain = Cart(lines=[Line(id=1, item="americano", size="small")], next_line_id=2)  # no room: a note
    assert room_filled([], "fill it up", plain) == [ChangeLine(ref=1, notes="fill it up")]
    stray = [ChangeLine(ref=1, notes="with milk on top")]
    said = "can you fill it to the top"
    assert room_filled(stray, said, plain) == [ChangeLine(ref=1, notes="fill it to the top")]
    assert room_filled([], "a full cup please", plain) == []  # asked, not of the line: the model's
    iced = [ChangeLine(ref=1, temp="iced")]
    assert room_filled(iced, "make it iced and fill it up", room) == iced


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "can i have a decaf soy latte, extra foam, 140 degrees")
    assert "don't have" not in replies[0] and lines(cart)[0]["notes"] == "140 degrees"
    cart, _ = converse(engine, "small drip coffee, leave room for cream", "actually fill it all the way")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "small"}]
