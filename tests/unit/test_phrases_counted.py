""""Two vanilla lattes and two caramel lattes" is two lines of two, one of each syrup
(`ordering.phrases_counted`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.phrases_counted import phrases_counted
from tests.unit.shipped import converse

SAID = "n2 addon:vanilla_syrup item:latte and n2 addon:caramel_syrup item:latte".split()


def test_each_counted_phrase_is_a_line_of_its_count():
    model = [AddLine(item="latte", qty=2, addons={"vanilla syrup": 2}),
             AddLine(item="latte", addons={"caramel syrup": 1}), AddLine(item="latte")]
    assert phrases_counted(model, SAID) == [AddLine(item="latte", qty=2, addons={"vanilla syrup": 1}),
                                            AddLine(item="latte", qty=2, addons={"caramel syrup": 1})]
    said = "n3 size:large item:latte , n1 size:small item:latte".split()
    assert phrases_counted([AddLine(item="latte", qty=4, size="large")], said) == [
        AddLine(item="latte", qty=3, size="large"), AddLine(item="latte", size="small")]


def test_lines_as_said_and_other_turns_are_the_models():
    right = [AddLine(item="latte", qty=2, addons={"vanilla syrup": 1}),
             AddLine(item="latte", qty=2, addons={"caramel syrup": 1})]
    assert phrases_counted(right, SAID) == right
    model = [AddLine(item="latte", qty=2, milk="oat milk"), AddLine(item="latte", qty=2)]
    for said in ("n2 item:latte with milk:oat_milk and n2 item:latte",  # values after the item
                 "n2 addon:vanilla_syrup item:latte or n2 addon:caramel_syrup item:latte",  # weighed
                 "a addon:vanilla_syrup item:latte and a addon:caramel_syrup item:latte"):  # no count of two
        assert phrases_counted(model, said.split()) == model, said
    other = [AddLine(item="latte", qty=2, addons={"vanilla syrup": 1}), AddLine(item="latte", qty=2,
                                                                              milk="oat milk")]
    assert phrases_counted(other, SAID) == other  # a value no phrase says: not this reading's


def test_the_shipped_engine_adds_two_of_each(engine):
    cart, replies = converse(engine, "two vanilla lattes and two caramel lattes")
    assert [(line.qty, line.addons) for line in cart.lines] == [
        (2, {"vanilla syrup": 1}), (2, {"caramel syrup": 1})]
    assert replies[0].startswith("Added 2 lattes with vanilla syrup ($10.50) and 2 lattes with caramel syrup")
