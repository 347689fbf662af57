""""Two small coffees and one large": three coffees, not two (`ordering.counts_not_shared`)."""

from __future__ import annotations

from ordering.counts_not_shared import counts_added_apart
from ordering.edits import AddLine
from tests.unit.shipped import converse, lines


def test_counts_said_with_values_that_differ_are_each_their_own_units():
    said = "n2 size:small item:coffee and n1 size:large".split()
    model = [AddLine(item="coffee", size="small"), AddLine(item="coffee", size="large")]
    assert counts_added_apart(model, said) == [AddLine(item="coffee", qty=2, size="small"),
                                               AddLine(item="coffee", size="large")]
    said = "n3 temp:iced item:latte and n1 temp:hot".split()  # the model's three lines: one of the three
    model = [AddLine(item="latte", temp="iced"), AddLine(item="latte", temp="hot"),
             AddLine(item="latte", temp="iced")]
    assert counts_added_apart(model, said) == [AddLine(item="latte", qty=3, temp="iced"),
                                               AddLine(item="latte", temp="hot")]


def test_ones_said_with_other_values_are_their_own_units():
    said = "a size:large item:coffee and n2 size:small ones".split()
    assert counts_added_apart([AddLine(item="coffee", size="large")], said) == [
        AddLine(item="coffee", size="large"), AddLine(item="coffee", qty=2, size="small")]
    said = "n2 size:large item:latte and a size:small n1".split()
    model = [AddLine(item="latte", size="large"), AddLine(item="latte", size="small")]
    assert counts_added_apart(model, said) == [AddLine(item="latte", qty=2, size="large"),
                                               AddLine(item="latte", size="small")]


def test_a_size_said_short_is_its_own_unit_and_a_shot_count_the_models():
    said = "a size:large item:latte and a size:small".split()
    assert counts_added_apart([AddLine(item="latte", size="large")], said) == [
        AddLine(item="latte", size="large"), AddLine(item="latte", size="small")]
    said = "n1 shots:3 item:espresso and a shots:1".split()
    model = [AddLine(item="espresso", shots=3)]
    assert counts_added_apart(model, said) == model


def test_the_shipped_engine_keeps_the_small_ones(engine):
    cart, _ = converse(engine, "a large coffee and two small ones")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "large"},
                           {"item": "coffee", "qty": 2, "size": "small"}]


def test_a_split_of_the_units_said_keeps_the_models_lines():
    model = [AddLine(item="latte", caffeine="decaf"), AddLine(item="latte")]
    assert counts_added_apart(model, "n2 item:latte , n1 caffeine:decaf".split()) == model  # one of the two
    oat = [AddLine(item="latte", qty=2, milk="oat milk"), AddLine(item="latte", caffeine="decaf")]
    said = "n2 milk:oat_milk item:latte and n1 caffeine:decaf".split()  # no value said otherwise
    assert counts_added_apart(oat, said) == oat


def test_the_shipped_engine_orders_three_coffees(engine):
    cart, replies = converse(engine, "hi can i get two small coffees and one large")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "large"},
                           {"item": "coffee", "qty": 2, "size": "small"}]
    assert replies[0] == "Added 2 small coffees ($5.00) and a large coffee ($3.25). Anything else?"
