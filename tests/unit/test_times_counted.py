"""`times_counted`: "latte x2", "cappuccino 2x", "2x vanilla" are counts; the split of units said with a
value of another size is another line (`units_said.split_units_share`)."""

from __future__ import annotations

from ordering.edits import AddLine, ChangeLine
from ordering.times_counted import times_counted
from ordering.units_said import split_units_share


def test_a_count_joined_by_x_to_an_item_is_its_count():
    assert times_counted([AddLine(item="latte")], "item:latte x n2".split()) == [AddLine(item="latte", qty=2)]
    assert times_counted([AddLine(item="latte")], "item:latte n3 x".split()) == [AddLine(item="latte", qty=3)]
    both = [AddLine(item="blueberry muffin"), AddLine(item="latte")]
    assert times_counted(both, "n2 x item:blueberry_muffin and a item:latte".split()) == [
        AddLine(item="blueberry muffin", qty=2), AddLine(item="latte")]


def test_a_count_joined_by_x_to_an_add_on_is_its_count():
    said = "a item:latte with n2 x addon:vanilla_syrup".split()
    got = times_counted([AddLine(item="latte", addons={"vanilla syrup": 1})], said)
    assert got == [AddLine(item="latte", addons={"vanilla syrup": 2})]
    change = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    assert times_counted(change, "addon:vanilla_syrup x n2".split()) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]


def test_other_turns_are_the_models():
    two = [AddLine(item="latte", qty=2)]
    assert times_counted(two, "item:latte x n3".split()) == two  # the model wrote a count
    one = [AddLine(item="latte")]
    assert times_counted(one, "n2 item:latte".split()) == one
    assert times_counted(one, "item:latte x".split()) == one


def test_another_size_said_of_one_is_another_line_not_a_split():
    said = "n2 size:large item:hot_chocolate with addon:whipped_cream and n1 size:small n1 without".split()
    model = [AddLine(item="hot chocolate", size="large", addons={"whipped cream": 1}),
             AddLine(item="hot chocolate", size="small")]
    assert split_units_share(model, said) == [
        AddLine(item="hot chocolate", qty=2, size="large", addons={"whipped cream": 1}),
        AddLine(item="hot chocolate", size="small")]


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "latte x2", "cappuccino 2x")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 2), ("cappuccino", 2)]
    cart, _ = converse(engine, "i need 2 large hot chocolates with whipped cream and 1 small one without")
    assert [(line.qty, line.size, line.addons) for line in cart.lines] == [
        (2, "large", {"whipped cream": 1}), (1, "small", {})]
