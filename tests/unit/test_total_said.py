"""`total_said`: a count said as the total sets the one line's count."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, Finish, ReviewOrder
from ordering.total_said import total_said

FOUR = Cart(lines=[Line(id=1, item="latte", qty=4)], next_line_id=2)
TWO_LINES = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin", qty=2)],
                 next_line_id=3)


def test_a_count_said_as_the_total_sets_the_one_line():
    noted = [ChangeLine(ref=1, notes="just a sugar")]
    assert total_said(noted, "actually just three total", ["actually", "just", "n3", "total"], FOUR) == [
        ChangeLine(ref=1, qty=3)]
    said = "make it n3 item:apple_bran_muffin in total".split()
    assert total_said([Finish()], "make it 3 muffins in total", said, TWO_LINES) == [ChangeLine(ref=2, qty=3)]


def test_other_turns_are_the_models():
    assert total_said([], "what's the total", ["what's", "the", "total"], FOUR) == []
    assert total_said([Finish()], "two total", ["n2", "total"], TWO_LINES) == [Finish()]  # which line?
    add = [AddLine(item="mocha")]
    assert total_said(add, "and a mocha, 5 total", ["n5", "total"], FOUR) == add
    assert total_said([], "how many is that in total?", [], FOUR) == []
    assert total_said([], "three total", [], Cart()) == []


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "four lattes", "actually just three total")
    assert cart.units() == 3 and replies[1] == "You now have 3 lattes ($14.25). Anything else?"


def test_fewer_said_to_be_enough_recounts_the_line_of_its_noun():
    croissants = Cart(lines=[Line(id=1, item="cortado"), Line(id=2, item="chocolate croissant", qty=2)],
                      next_line_id=3)
    said = "n1 item:butter_croissant is enough".split()  # "croissant": the chocolate ones of the cart
    assert total_said([AddLine(item="butter croissant")], "one croissant is enough", said, croissants) == [
        ChangeLine(ref=2, qty=1)]
    assert total_said([], "actually two will do", "actually n2 will do".split(), FOUR) == [
        ChangeLine(ref=1, qty=2)]
    one = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert total_said([], "one is enough", "n1 is enough".split(), one) == [ReviewOrder()]  # so already


def test_enough_of_more_than_the_line_or_asked_is_the_models():
    assert total_said([], "five is enough", "n5 is enough".split(), FOUR) == []
    assert total_said([], "is one enough?", "is n1 enough ?".split(), FOUR) == []
    assert total_said([], "one is enough", "n1 is enough".split(), TWO_LINES) == []  # which line?
