"""'Can you split it into two cups': one drink, the request noted (`ordering.split_into_cups`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.split_into_cups import split_into_cups
from tests.unit.shipped import converse

LATTE = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)


def test_a_line_split_into_cups_keeps_its_count_and_takes_the_request():
    kids = [ChangeLine(ref=1, qty=2, size="short")]  # "for the kids" read as a kids' size, two of them
    for text, model, note in (("can you split it into two cups", [ChangeLine(ref=1, qty=2)],
                               "split it into two cups"),
                              ("could you divide that into 2 cups for the kids", kids,
                               "divide that into 2 cups"),
                              ("pour it in two glasses please", [], "pour it in two glasses")):
        assert split_into_cups(model, text, LATTE) == [ChangeLine(ref=1, notes=note)], text


def test_other_turns_are_the_models():
    recount = [ChangeLine(ref=1, qty=2)]
    assert split_into_cups(recount, "two cups please", LATTE) == recount  # no split said: two lattes
    added = [AddLine(item="mocha")]
    assert split_into_cups(added, "a mocha split into two cups", LATTE) == added  # an order
    assert split_into_cups(recount, "split it into two cups", Cart()) == recount


def test_the_shipped_engine_splits_the_latte_without_a_second_one(engine):
    cart, replies = converse(engine, "a large latte", "can you split it into two cups")
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, "split it into two cups")]
    assert replies[1] == 'Changed the latte: note "split it into two cups". Anything else?'
