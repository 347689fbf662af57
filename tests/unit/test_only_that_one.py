""""Toast both of them", then "only toast the butter one": the others as they were
(`ordering.only_that_one`)."""

from __future__ import annotations

from ordering.cart import Cart, Changed, Line
from ordering.edits import ChangeLine
from ordering.only_that_one import only_that_one
from tests.unit.shipped import converse, lines

PLAIN = (Line(id=1, item="bagel", addons={"cream cheese": 1}), Line(id=2, item="bagel", addons={"butter": 1}))
TOASTED = Cart(lines=[ln.model_copy(update={"preps": ["toasted"]}) for ln in PLAIN], next_line_id=3,
               changed=[Changed(line=ln, change={"op": "set", "preps": ["toasted"]}) for ln in PLAIN])


def test_only_the_one_keeps_the_last_turns_change_and_the_others_lose_it():
    said = "actually only prep:toasted the addon:butter n1".split()
    assert only_that_one([ChangeLine(ref=2, preps=["toasted"])], said, TOASTED) == [
        ChangeLine(ref=1, drop=["toasted"])]
    iced = Cart(lines=[Line(id=1, item="latte", size="small", temp="iced"),
                       Line(id=2, item="latte", size="large", temp="iced")], next_line_id=3,
                changed=[Changed(line=Line(id=r, item="latte", size=s), change={"op": "set", "temp": "iced"})
                         for r, s in ((1, "small"), (2, "large"))])
    said = "just the size:small n1 temp:iced".split()
    assert only_that_one([ChangeLine(ref=1, temp="iced")], said, iced) == [ChangeLine(ref=2, unset=["temp"])]


def test_a_new_change_no_only_or_no_change_last_turn_is_the_models():
    said = "actually only prep:toasted the addon:butter n1".split()
    new = [ChangeLine(ref=2, preps=["warmed"])]
    assert only_that_one(new, said, TOASTED) == new
    same = [ChangeLine(ref=2, preps=["toasted"])]
    assert only_that_one(same, "prep:toasted the addon:butter n1".split(), TOASTED) == same
    settled = TOASTED.model_copy(update={"changed": []})
    assert only_that_one(same, said, settled) == same


def test_the_shipped_engine_toasts_the_butter_bagel_alone(engine):
    cart, _ = converse(engine, "a bagel with cream cheese and one with butter", "toast both of them",
                       "actually only toast the butter one")
    assert [(line.addons, line.preps) for line in cart.lines] == [
        ({"cream cheese": 1}, []), ({"butter": 1}, ["toasted"])]


def test_only_the_one_of_lines_the_last_turn_added_with_it_keeps_it():
    added = Cart(lines=[Line(id=1, item="latte", size="small", caffeine="decaf"),
                        Line(id=2, item="latte", size="large", caffeine="decaf")],
                 next_line_id=3, added=[1, 2])
    said = "actually just the size:small n1 caffeine:decaf".split()
    assert only_that_one([ChangeLine(ref=1, caffeine="decaf")], said, added) == [
        ChangeLine(ref=2, unset=["caffeine"])]
    earlier = added.model_copy(update={"added": []})  # added before the last turn: the model's
    assert only_that_one([ChangeLine(ref=1, caffeine="decaf")], said, earlier) == [
        ChangeLine(ref=1, caffeine="decaf")]


def test_the_shipped_engine_makes_only_the_small_latte_decaf(engine):
    cart, replies = converse(engine, "a small latte and a large latte, both decaf",
                             "actually just the small one decaf")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "small", "caffeine": "decaf"},
                           {"item": "latte", "qty": 1, "size": "large"}], replies
