""""Ok then chamomile", "jasmine please": a thing we lack named alone and chosen, said back as one we
don't have (`chosen_unknown.thing_alone`), not read as the order's end or "didn't catch"."""

from __future__ import annotations

from ordering.chosen_unknown import chosen_not_sold, thing_alone
from ordering.edits import AddLine, Finish
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

KNOWN = load_menu().words


def test_a_thing_named_alone_and_chosen():
    assert thing_alone("okay then chamomile".split(), KNOWN) == "chamomile"
    assert thing_alone("hmm , yerba mate then".split(), KNOWN) == "yerba mate"
    assert chosen_not_sold([Finish()], "jasmine please".split(), KNOWN) == [AddLine(item="jasmine")]


def test_answers_menu_words_and_mistyped_ones_are_not_things():
    assert thing_alone(["chamomile"], KNOWN) is None  # not said to be chosen
    assert thing_alone("awesome then".split(), KNOWN) is None
    assert thing_alone("yes please".split(), KNOWN) is None
    assert thing_alone("moca then".split(), KNOWN) is None  # a mocha mistyped
    assert thing_alone("rooibos then".split(), KNOWN) is None  # a word of our tangerine rooibos
    assert thing_alone("okay then three pastries".split(), KNOWN) is None


def test_the_shipped_engine_says_it_has_no_chamomile(engine):
    cart, replies = converse(engine, "a latte", "ok then chamomile")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[1] == "Sorry, we don't have chamomile."
    cart, replies = converse(engine, "what teas do you have", "jasmine please")
    assert not cart.lines and replies[1] == "Sorry, we don't have jasmine."


def test_a_size_chosen_by_its_place_is_no_thing():
    from ordering.chosen_unknown import thing_chosen

    assert thing_chosen("i'll take the smallest".split(), KNOWN) is None
    assert thing_chosen("the biggest one please".split(), KNOWN) is None
    assert thing_chosen("i'll take the jasmine".split(), KNOWN) == "jasmine"


def test_the_shipped_engine_lacks_no_smallest(engine):
    _, replies = converse(engine, "what sizes do you have for the latte", "i'll take the smallest")
    assert "smallest" not in replies[1]
