""""Two vanilla lattes and one plain one": the counted line and one plain unit
(`ordering.plain_one_beside`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.plain_one_beside import plain_one_beside
from tests.unit.shipped import converse, lines, ordered


def test_the_counted_line_gets_its_count_and_one_plain_unit_is_added():
    said = "can i get n2 addon:vanilla_syrup item:latte and n1 plain n1".split()
    model = [AddLine(item="latte", addons={"vanilla syrup": 2}),
             AddLine(item="latte", addons={"vanilla syrup": 1})]  # the syrup shared with the plain one
    assert plain_one_beside(model, said) == [AddLine(item="latte", qty=2, addons={"vanilla syrup": 1}),
                                             AddLine(item="latte")]
    joined = [AddLine(item="latte", qty=3, milk="oat milk")]
    said = "n3 milk:oat_milk item:latte and a regular one".split()
    assert plain_one_beside(joined, said) == [*joined, AddLine(item="latte")]


def test_other_turns_are_the_models():
    model = [AddLine(item="latte", qty=2), AddLine(item="latte")]
    for said in ("n2 item:latte and n1 plain n1", "n2 addon:vanilla_syrup item:latte , n1 of them plain",
                 "n1 addon:vanilla_syrup item:latte and a plain one", "and a plain one"):
        assert plain_one_beside(model, said.split()) == model, said


def test_the_shipped_engine_adds_three_lattes(engine):
    cart, _ = converse(engine, "could i have 2 caramel lattes and 1 plain one")
    assert lines(cart) == ordered([{"addons": {"caramel syrup": 1}, "item": "latte", "qty": 2},
                                   {"item": "latte", "qty": 1}])
