""""With sweet cream", then "swap the sweet cream for oat milk": no note of the cream left
(`ordering.notes_taken_back.note_swapped_out`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.notes_taken_back import note_swapped_out
from tests.unit.shipped import converse, lines

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


def test_a_note_of_a_thing_we_lack_goes_when_a_value_is_given_in_its_place():
    from ordering.notes_taken_back import note_given_up

    noted = Cart(lines=[Line(id=1, item="cappuccino", notes="with macadamia")], next_line_id=2, added=[1])
    said = "oh ok , milk:soy_milk then".split()
    assert note_given_up([ChangeLine(ref=1, milk="soy milk")], said, noted) == [
        ChangeLine(ref=1, milk="soy milk", unset=["notes"])]
    two = noted.model_copy(update={"lines": [Line(id=1, item="cappuccino",
                                                  notes="extra hot, with macadamia")]})
    assert note_given_up([ChangeLine(ref=1, milk="soy milk")], said, two) == [
        ChangeLine(ref=1, milk="soy milk", notes="extra hot")]


def test_a_note_stays_beside_a_value_added_or_on_a_line_of_an_earlier_turn():
    from ordering.notes_taken_back import note_given_up

    noted = Cart(lines=[Line(id=1, item="cappuccino", notes="with macadamia")], next_line_id=2, added=[1])
    change = [ChangeLine(ref=1, milk="soy milk")]
    assert note_given_up(change, "and milk:soy_milk".split(), noted) == change  # no "then", "instead"
    older = noted.model_copy(update={"added": []})
    assert note_given_up(change, "milk:soy_milk then".split(), older) == change
    light = noted.model_copy(update={"lines": [Line(id=1, item="latte", notes="light ice")]})
    assert note_given_up(change, "milk:soy_milk then".split(), light) == change  # no thing noted


def test_the_shipped_engine_takes_the_macadamia_note_off_for_soy(engine):
    cart, replies = converse(engine, "i'll do a cappuccino with macadamia", "oh ok, soy then")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "milk": "soy milk"}], replies
