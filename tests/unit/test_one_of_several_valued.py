""""Two mochas, one extra shot": the shot on one mocha only (`ordering.one_of_several_valued`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.one_of_several_valued import one_of_several_valued
from tests.unit.shipped import converse, lines

SHOT = {"espresso shot": 1}


def test_the_values_said_of_one_go_on_one_unit():
    said = "n2 item:mocha , n1 added addon:espresso_shot".split()
    both = [AddLine(item="mocha", addons=SHOT), AddLine(item="mocha", addons=SHOT)]
    assert one_of_several_valued(both, said) == [AddLine(item="mocha", addons=SHOT), AddLine(item="mocha")]
    joined = [AddLine(item="mocha", qty=2, addons=SHOT)]
    assert one_of_several_valued(joined, said) == [AddLine(item="mocha", addons=SHOT), AddLine(item="mocha")]
    said = "n3 temp:iced item:latte , n1 with milk:oat_milk please".split()  # iced all, oat one
    three = [AddLine(item="latte", qty=3, temp="iced", milk="oat milk")]
    assert one_of_several_valued(three, said) == [AddLine(item="latte", temp="iced", milk="oat milk"),
                                                   AddLine(item="latte", qty=2, temp="iced")]


def test_lines_already_apart_or_other_parts_are_the_models():
    said = "n2 item:mocha , n1 added addon:espresso_shot".split()
    apart = [AddLine(item="mocha", addons=SHOT), AddLine(item="mocha")]
    assert one_of_several_valued(apart, said) == apart
    both = [AddLine(item="mocha", qty=2, addons=SHOT)]
    two_parts = "n2 item:mocha , n1 added addon:espresso_shot , n1 temp:iced".split()
    assert one_of_several_valued(both, two_parts) == both
    each = "n2 item:mocha , n1 added addon:espresso_shot each".split()  # a word of its own
    assert one_of_several_valued(both, each) == both
    one = "n1 item:mocha , n1 added addon:espresso_shot".split()  # no count of several
    assert one_of_several_valued([AddLine(item="mocha", addons=SHOT)], one) == [
        AddLine(item="mocha", addons=SHOT)]


def test_the_shipped_engine_puts_the_extra_shot_on_one_mocha(engine):
    cart, replies = converse(engine, "two mochas, one extra shot")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "addons": SHOT}, {"item": "mocha", "qty": 1}], replies
