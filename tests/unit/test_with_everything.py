""""A bagel", then "with everything": the bagel's note, not the order's end (`ordering.with_everything`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, Finish
from ordering.with_everything import with_everything
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="bagel", preps=["toasted"])], next_line_id=3)


def test_with_everything_alone_is_the_last_lines_note():
    for said in ("with everything", "can i get it with everything on it please"):
        assert with_everything([Finish()], said.split(), CART) == [ChangeLine(ref=2, notes="with everything")]


def test_other_turns_are_the_models():
    for said in ("that's everything", "is that with everything", "with everything else on the side"):
        assert with_everything([Finish()], said.split(), CART) == [Finish()], said
    added = [AddLine(item="bagel")]
    assert with_everything(added, "with everything".split(), CART) == added
    assert with_everything([Finish()], "with everything".split(), Cart()) == [Finish()]


def test_the_shipped_engine_notes_the_bagel_with_everything(engine):
    cart, _ = converse(engine, "i'll take a bagel", "with everything")
    assert [(line.item, line.notes) for line in cart.lines] == [("bagel", "with everything")]
