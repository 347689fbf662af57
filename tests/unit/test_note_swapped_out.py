""""With sweet cream", then "swap the sweet cream for oat milk": no note of the cream left
(`ordering.notes_taken_back.note_swapped_out`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.notes_taken_back import note_swapped_out
from tests.unit.shipped import converse

COLD_BREW = Cart(lines=[Line(id=1, item="cold brew", notes="with sweet cream, light ice")], next_line_id=2)
AMERICANO = Cart(lines=[Line(id=1, item="americano", milk="half and half", notes="a little cream")],
                 next_line_id=2)


def test_the_note_part_naming_what_is_swapped_out_comes_off():
    model = [ChangeLine(ref=1, milk="oat milk")]
    assert note_swapped_out(model, "swap the sweet cream for oat milk", COLD_BREW) == [
        ChangeLine(ref=1, milk="oat milk", notes="light ice")]
    model = [ChangeLine(ref=1, milk="almond milk")]
    assert note_swapped_out(model, "replace the cream with almond milk", AMERICANO) == [
        ChangeLine(ref=1, milk="almond milk", unset=["notes"])]
    assert note_swapped_out(model, "almond milk instead of the cream", AMERICANO) == [
        ChangeLine(ref=1, milk="almond milk", unset=["notes"])]


def test_other_swaps_and_notes_stay():
    model = [ChangeLine(ref=1, size="large")]
    assert note_swapped_out(model, "change it to a large", AMERICANO) == model
    assert note_swapped_out(model, "change the size to large", AMERICANO) == model
    assert note_swapped_out(model, "swap the ice for less ice", AMERICANO) == model  # the note names no ice
    noted = [ChangeLine(ref=1, milk="oat milk", notes="a splash of oat")]
    assert note_swapped_out(noted, "swap the cream for a splash of oat", AMERICANO) == noted


def test_the_shipped_engine_takes_the_sweet_cream_off(engine):
    cart, _ = converse(engine, "a large cold brew with sweet cream", "swap the sweet cream for oat milk")
    assert [(line.milk, line.notes) for line in cart.lines] == [("oat milk", None)]


def test_a_thing_not_wanted_with_another_instead_takes_its_note_part_off():
    cocoa = Cart(lines=[Line(id=1, item="hot chocolate", qty=2, notes="with marshmallows")], next_line_id=2)
    model = [ChangeLine(ref=1, add_addons={"whipped cream": 1})]
    for text in ("we don't need marshmallows actually, whipped cream instead",
                 "no marshmallows, whipped cream instead"):
        assert note_swapped_out(model, text, cocoa) == [
            ChangeLine(ref=1, add_addons={"whipped cream": 1}, unset=["notes"])]
    for text in ("no marshmallows instead of whipped cream", "add whipped cream, no rush"):
        assert note_swapped_out(model, text, cocoa) == model


def test_a_thing_the_menu_lacks_said_in_the_old_ones_place_is_noted():
    tea = Cart(lines=[Line(id=1, item="english breakfast tea", notes="with milk")], next_line_id=2)
    model = [ChangeLine(ref=1, unset=["milk"])]
    assert note_swapped_out(model, "actually no milk, lemon instead", tea) == [
        ChangeLine(ref=1, unset=["milk"], notes="with lemon")]
    honey = [ChangeLine(ref=1, add_addons={"honey": 1})]  # read by the model: no note of it
    assert note_swapped_out(honey, "no milk, honey instead", tea) == [
        ChangeLine(ref=1, add_addons={"honey": 1}, unset=["notes"])]


def test_the_shipped_engine_notes_the_lemon(engine):
    cart, replies = converse(engine, "an english breakfast tea with milk", "actually no milk, lemon instead")
    assert [line.notes for line in cart.lines] == ["with lemon"]
    assert replies[-1] == 'Changed the english breakfast tea: note "with lemon". Anything else?'
