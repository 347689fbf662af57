""""Make the extra shot decaf": the shot added is decaf, not the drink (`ordering.decaf_shot`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.decaf_shot import decaf_shot
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse, lines

SHOT = {"espresso shot": 1}
LATTE = Cart(lines=[Line(id=1, item="latte", addons=SHOT)], next_line_id=2)


def test_an_added_line_keeps_its_caffeine_and_notes_the_shot():
    model = [AddLine(item="latte", caffeine="decaf", addons=SHOT)]
    assert decaf_shot(model, "a latte with a decaf shot added", Cart()) == [
        AddLine(item="latte", addons=SHOT, notes="decaf extra shot")]


def test_a_change_of_the_line_with_the_shot_is_a_note():
    model = [ChangeLine(ref=1, caffeine="decaf", add_addons=SHOT)]
    assert decaf_shot(model, "um can you make the extra shot decaf", LATTE) == [
        ChangeLine(ref=1, notes="decaf extra shot")]
    noted = Cart(lines=[Line(id=1, item="latte", notes="extra hot")], next_line_id=2)  # the shot said now
    assert decaf_shot(model, "add a shot and make the shot decaf", noted) == [
        ChangeLine(ref=1, add_addons=SHOT, notes="extra hot, decaf extra shot")]


@pytest.mark.parametrize("text, edits, cart", [
    ("a decaf latte with an extra shot", [AddLine(item="latte", caffeine="decaf", addons=SHOT)], Cart()),
    ("make it decaf", [ChangeLine(ref=1, caffeine="decaf")], LATTE),  # the drink
    ("a decaf shot", [AddLine(item="espresso", caffeine="decaf")], Cart()),  # an espresso: decaf itself
    ("a decaf latte with a decaf shot", [AddLine(item="latte", caffeine="decaf", addons=SHOT)], Cart()),
    ("make the shot decaf", [ChangeLine(ref=1, caffeine="decaf")],
     Cart(lines=[Line(id=1, item="latte")], next_line_id=2)),  # no extra shot: the drink's own
])
def test_other_turns_are_the_models(text, edits, cart):
    assert decaf_shot(edits, text, cart) == edits


def test_the_shipped_engine_keeps_the_latte_caffeinated(engine):
    cart, replies = converse(engine, "a latte with an extra shot", "um can you make the extra shot decaf")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": SHOT, "notes": "decaf extra shot"}]
    assert replies[1] == 'Changed the latte: note "decaf extra shot". Anything else?'
