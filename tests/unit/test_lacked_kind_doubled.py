""""One earl grey tea, one chamomile tea": the earl grey once, the chamomile said back
(`ordering.lacked_kind_doubled`)."""

from __future__ import annotations

from ordering.edits import AddLine, AskMenu
from ordering.lacked_kind_doubled import lacked_kind_doubled
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
TWICE = [AddLine(item="earl grey tea"), AddLine(item="earl grey tea")]


def test_the_unit_more_is_the_kind_the_menu_lacks():
    said = "n1 item:earl_grey_tea , n1 chamomile tea".split()
    assert lacked_kind_doubled(TWICE, said, MENU) == [AddLine(item="earl grey tea"),
                                                      AddLine(item="chamomile tea")]
    assert lacked_kind_doubled([AddLine(item="earl grey tea", qty=2)], said, MENU) == [
        AddLine(item="earl grey tea"), AddLine(item="chamomile tea")]
    said = "n1 item:earl_grey_tea and a green tea".split()  # a family of ours: which one
    assert lacked_kind_doubled(TWICE, said, MENU) == [AddLine(item="earl grey tea"),
                                                      AskMenu(about=["family:green tea", "count:1"])]


def test_two_said_or_no_kind_lacked_is_the_models():
    assert lacked_kind_doubled(TWICE, "n2 item:earl_grey_tea".split(), MENU) == TWICE
    assert lacked_kind_doubled(TWICE, "n1 item:earl_grey_tea and n1 more tea".split(), MENU) == TWICE
    one = [AddLine(item="earl grey tea")]
    assert lacked_kind_doubled(one, "n1 item:earl_grey_tea , n1 chamomile tea".split(), MENU) == one


def test_the_shipped_engine_says_back_the_chamomile(engine):
    cart, replies = converse(engine, "one earl grey tea, one chamomile tea")
    assert [(line.item, line.qty) for line in cart.lines] == [("earl grey tea", 1)]
    assert replies == ["Added an earl grey tea ($3.25). Sorry, we don't have chamomile tea. Anything else?"]
