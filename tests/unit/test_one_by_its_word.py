""""Heat up the chocolate one" of a chocolate and a butter croissant is the chocolate croissant
(`ordering.one_by_its_word`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.one_by_its_word import one_by_its_word
from tests.unit.shipped import converse, lines, ordered

CART = Cart(lines=[Line(id=1, item="chocolate croissant"), Line(id=2, item="butter croissant"),
                   Line(id=3, item="hot chocolate")], next_line_id=4)


def test_the_line_with_the_word_in_its_name_takes_the_change_without_the_words_add_on():
    model = [ChangeLine(ref=2, add_addons={"chocolate sauce": 1}, preps=["warmed"])]
    # "chocolate" is in two names here (the croissant and the hot chocolate): which one is not told
    assert one_by_its_word(model, "heat up the chocolate one", CART) == model
    two = CART.model_copy(update={"lines": CART.lines[:2]})
    assert one_by_its_word(model, "heat up the chocolate one", two) == [ChangeLine(ref=1, preps=["warmed"])]
    assert one_by_its_word([ChangeLine(ref=1, preps=["warmed"])], "warm the butter one", CART) == [
        ChangeLine(ref=2, preps=["warmed"])]


def test_a_removal_of_the_line_named_so_removes_that_line():
    from ordering.edits import RemoveLine

    assert one_by_its_word([RemoveLine(ref=1)], "remove the butter one", CART) == [RemoveLine(ref=2)]


@pytest.mark.parametrize("text, edits", [
    ("make the hot one large", [ChangeLine(ref=1, size="large")]),  # a temperature, not a name
    ("warm the almond one", [ChangeLine(ref=1, preps=["warmed"])]),  # no line of that name
    ("and a butter one too", [AddLine(item="butter croissant")]),  # an order, not a change
    ("warm the butter croissant", [ChangeLine(ref=2, preps=["warmed"])]),  # no "one"
])
def test_other_turns_are_the_models(text, edits):
    assert one_by_its_word(edits, text, CART) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "i want a chocolate croissant and a butter croissant",
                             "heat up the chocolate one")
    assert lines(cart) == ordered([{"item": "chocolate croissant", "qty": 1, "preps": ["warmed"]},
                                   {"item": "butter croissant", "qty": 1}])
    cart, _ = converse(engine, "a blueberry muffin and a lemon muffin", "remove the lemon one")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}]
    cart, _ = converse(engine, "a blueberry muffin and a lemon muffin", "warm the blueberry one")
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 1, "preps": ["warmed"]},
                                   {"item": "lemon poppyseed muffin", "qty": 1}])


def test_the_shipped_engine_warms_the_chocolate_ones(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "three croissants", "one butter and two chocolate", "warm the chocolate ones")
    assert [(line.item, line.qty, line.preps, dict(line.addons)) for line in cart.lines] == [
        ("butter croissant", 1, [], {}), ("chocolate croissant", 2, ["warmed"], {})]


def test_a_line_named_first_by_the_word_read_as_an_add_on_is_that_line():
    grey, mint = Line(id=1, item="earl grey tea"), Line(id=2, item="peppermint rose tea")
    teas = Cart(lines=[grey, mint], next_line_id=3)
    model = [ChangeLine(ref=2, temp="iced", add_addons={"peppermint syrup": 1})]
    for text in ("the peppermint iced", "and make the peppermint iced"):
        assert one_by_its_word(model, text, teas) == [ChangeLine(ref=2, temp="iced")], text
    latte = Cart(lines=[Line(id=1, item="peppermint rose tea"), Line(id=2, item="latte")], next_line_id=3)
    syrup = [ChangeLine(ref=2, add_addons={"peppermint syrup": 1})]
    assert one_by_its_word(syrup, "add the peppermint to the latte", latte) == syrup  # the syrup meant


def test_the_shipped_engine_ices_the_peppermint_tea_without_syrup(engine):
    cart, _ = converse(engine, "can i get two teas", "one earl grey and one peppermint",
                       "the peppermint iced")
    assert lines(cart) == ordered([{"item": "earl grey tea", "qty": 1},
                                   {"item": "peppermint rose tea", "qty": 1, "temp": "iced"}])


@pytest.mark.parametrize("text", ["could you put honey in the peppermint", "honey in the peppermint please",
                                  "add honey to the peppermint too"])
def test_a_line_named_as_where_an_add_on_goes_by_the_word_read_as_an_add_on_is_that_line(text):
    teas = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="peppermint rose tea")],
                next_line_id=3)
    model = [ChangeLine(ref=2, add_addons={"honey": 1, "peppermint syrup": 1})]
    assert one_by_its_word(model, text, teas) == [ChangeLine(ref=2, add_addons={"honey": 1})]


def test_a_word_said_where_an_add_on_goes_that_names_no_line_is_the_models():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    model = [ChangeLine(ref=1, add_addons={"peppermint syrup": 1})]
    assert one_by_its_word(model, "put some in the peppermint", latte) == model
    teas = Cart(lines=[Line(id=1, item="peppermint rose tea"), Line(id=2, item="latte")], next_line_id=3)
    syrup = [ChangeLine(ref=2, add_addons={"peppermint syrup": 1})]
    assert one_by_its_word(syrup, "add peppermint to the latte", teas) == syrup  # the latte named


def test_the_shipped_engine_puts_honey_alone_in_the_peppermint_tea(engine):
    cart, _ = converse(engine, "an earl grey and a peppermint tea", "could you put honey in the peppermint")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("earl grey tea", {}), ("peppermint rose tea", {"honey": 1})]
