""""A tea, the peppermint one": that tea, not a question (`ordering.kind_named_after`)."""

from __future__ import annotations

from ordering.edits import AddLine, AskMenu
from ordering.kind_named_after import count_of_kind_named, kind_named_after
from tests.unit.shipped import MENU, converse


def test_the_kind_said_after_the_noun_answers_the_question():
    asked = [AskMenu(about=["tea", "count:1"])]
    said = "a tea , the addon:peppermint_syrup n1".split()
    assert kind_named_after(asked, said, MENU) == [AddLine(item="peppermint rose tea")]
    said = "a temp:iced tea , the wild strawberry n1".split()
    assert kind_named_after(asked, said, MENU) == [AddLine(item="wild strawberry tea", temp="iced")]
    assert kind_named_after(asked, "a tea please".split(), MENU) == asked  # which tea: still asked
    said = "a tea and a item:apple_bran_muffin".split()
    assert kind_named_after(asked, said, MENU) == asked


def test_the_count_of_the_noun_is_the_named_items():
    said = "n2 teas , item:oolong_tea".split()
    assert count_of_kind_named([AddLine(item="oolong tea")], said, MENU) == [
        AddLine(item="oolong tea", qty=2)]
    said = "n2 teas , an item:oolong_tea and an item:earl_grey_tea".split()
    two = [AddLine(item="oolong tea"), AddLine(item="earl grey tea")]
    assert count_of_kind_named(two, said, MENU) == two


def test_the_shipped_engine_orders_the_peppermint_tea(engine):
    cart, _ = converse(engine, "a tea, the peppermint one", "and some honey with it")
    assert [(line.item, line.addons) for line in cart.lines] == [("peppermint rose tea", {"honey": 1})]
    cart, _ = converse(engine, "two teas, oolong")
    assert [(line.item, line.qty) for line in cart.lines] == [("oolong tea", 2)]
