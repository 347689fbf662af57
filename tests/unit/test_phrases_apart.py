"""`phrases_apart`: two orders of one item said apart are two lines, each with its own values."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.phrases_apart import phrases_apart


def test_a_person_between_two_phrases_makes_two_lines():
    words = "i want a addon:vanilla_syrup item:latte , my wife wants a addon:caramel_syrup item:latte".split()
    merged = [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})]
    assert phrases_apart(merged, words) == [AddLine(item="latte", addons={"vanilla syrup": 1}),
                                            AddLine(item="latte", addons={"caramel syrup": 1})]
    son = "i'll have an milk:oat_milk item:latte and my son will have a regular item:latte".split()
    assert phrases_apart([AddLine(item="latte", milk="oat milk")], son) == [
        AddLine(item="latte", milk="oat milk"), AddLine(item="latte")]


def test_phrases_each_counted_one_are_lines_apart_with_nothing_between():
    words = "n1 addon:caramel_syrup item:latte n1 addon:vanilla_syrup item:latte".split()
    merged = [AddLine(item="latte", addons={"caramel syrup": 1, "vanilla syrup": 1})]
    assert phrases_apart(merged, words) == [AddLine(item="latte", addons={"caramel syrup": 1}),
                                            AddLine(item="latte", addons={"vanilla syrup": 1})]
    mixed = "n1 addon:caramel_syrup item:latte , a addon:vanilla_syrup item:latte".split()  # "a": said again
    assert phrases_apart(merged, mixed) == merged


def test_the_shipped_engine_makes_three_large_lattes(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "one caramel latte one vanilla latte one plain latte all large")
    assert sorted((line.size, tuple(line.addons)) for line in cart.lines) == [
        ("large", ()), ("large", ("caramel syrup",)), ("large", ("vanilla syrup",))]


def test_said_again_taken_back_weighed_or_counted_is_left_as_read():
    one = [AddLine(item="latte", size="large")]
    assert phrases_apart(one, "a item:latte , a size:large item:latte".split()) == one  # said again
    assert phrases_apart(one, "a item:latte , actually a size:large item:latte".split()) == one
    assert phrases_apart(one, "a item:latte or a size:large item:latte".split()) == one
    assert phrases_apart(one, "n2 item:latte and a size:large item:latte".split()) == one
    # the model's line holds a value no phrase says: not a merge of the phrases
    odd = [AddLine(item="latte", milk="oat milk")]
    assert phrases_apart(odd, "a item:latte and my son wants a item:latte".split()) == odd
    # the model wrote both lines already
    two = [AddLine(item="latte"), AddLine(item="latte", size="large")]
    assert phrases_apart(two, "a item:latte and my son wants a size:large item:latte".split()) == two


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "i want a vanilla latte, my wife wants a caramel latte")
    assert lines(cart) == [{"addons": {"caramel syrup": 1}, "item": "latte", "qty": 1},
                           {"addons": {"vanilla syrup": 1}, "item": "latte", "qty": 1}]
    cart, _ = converse(engine, "i'd like a cappuccino, and my husband wants a decaf cappuccino")
    assert lines(cart) == [{"caffeine": "decaf", "item": "cappuccino", "qty": 1},
                           {"item": "cappuccino", "qty": 1}]
