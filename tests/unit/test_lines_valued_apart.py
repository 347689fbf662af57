""""The decaf should be large and the regular small": each line named by its values gets its own
(`ordering.lines_valued_apart`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.lines_valued_apart import lines_valued_apart
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="flat white", caffeine="decaf"), Line(id=2, item="flat white")],
            next_line_id=3)


def test_each_line_named_by_values_gets_the_values_said_of_it():
    model = [ChangeLine(ref=2, size="small", caffeine="decaf")]
    said = "the caffeine:decaf should be size:large and the regular size:small".split()
    assert lines_valued_apart(model, said, CART) == [ChangeLine(ref=1, size="large"),
                                                     ChangeLine(ref=2, size="small")]
    said = "make the caffeine:decaf n1 size:large and the regular n1 size:small".split()
    assert lines_valued_apart(model, said, CART) == [ChangeLine(ref=1, size="large"),
                                                     ChangeLine(ref=2, size="small")]


def test_other_turns_are_the_models():
    model = [ChangeLine(ref=1, size="large")]
    for said in ("the caffeine:decaf should be size:large",
                 "the caffeine:decaf size:large and the size:small",
                 "the milk:oat_milk n1 size:large and the regular n1 size:small",  # no oat line
                 "the caffeine:decaf size:large and the regular n1 with extra room"):
        assert lines_valued_apart(model, said.split(), CART) == model, said
    added = [AddLine(item="latte")]
    said = "the caffeine:decaf should be size:large and the regular size:small".split()
    assert lines_valued_apart(added, said, CART) == added


def test_the_shipped_engine_sizes_the_decaf_and_the_regular_apart(engine):
    cart, _ = converse(engine, "a decaf flat white and a regular flat white",
                       "switch them, the decaf should be large and the regular small")
    assert [(line.caffeine, line.size) for line in cart.lines] == [("decaf", "large"), (None, "small")]
