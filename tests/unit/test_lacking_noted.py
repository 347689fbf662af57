""""And a cinnamon roll if you have one": a thing the menu lacks is no request on a line
(`ordering.lacking_noted`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.lacking_noted import lacking_not_noted
from tests.unit.shipped import converse


def test_a_note_that_is_a_thing_ordered_we_lack_goes():
    assert lacking_not_noted([ChangeLine(ref=1, notes="a cinnamon roll")], ["a cinnamon roll"]) == []
    recounted = [ChangeLine(ref=1, qty=2, notes="A cinnamon roll")]
    assert lacking_not_noted(recounted, ["a cinnamon roll"]) == [ChangeLine(ref=1, qty=2)]
    added = [AddLine(item="latte", notes="a cinnamon roll")]
    assert lacking_not_noted(added, ["a cinnamon roll"]) == [AddLine(item="latte")]


def test_a_request_or_another_thing_stays():
    water = [ChangeLine(ref=1, notes="some hot water")]
    assert lacking_not_noted(water, ["hot water"]) == water  # no article: a request
    assert lacking_not_noted(water, ["a cinnamon roll"]) == water
    rolled = [ChangeLine(ref=1, notes="a cinnamon roll on the side")]
    assert lacking_not_noted(rolled, ["a cinnamon roll"]) == rolled


def test_the_shipped_engine_says_the_roll_back_and_notes_nothing(engine):
    whites = Cart(lines=[Line(id=1, item="flat white", qty=2, size="small", addons={"espresso shot": 1})],
                  next_line_id=2)
    cart, replies = converse(engine, "and a cinnamon roll if you have one", cart=whites)
    assert cart.lines == whites.lines
    assert replies == ["Sorry, we don't have a cinnamon roll."]
