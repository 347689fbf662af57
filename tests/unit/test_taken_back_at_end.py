""""And light ice... oh wait it's hot, never mind": what the turn asked is taken back, nothing changes."""

from __future__ import annotations

from ordering.change_asked import taken_back_at_end
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine
from ordering.replies import NEVER_MIND

NOTHING = [AskMenu(about=[NEVER_MIND])]


def test_a_request_taken_back_at_its_end_changes_nothing():
    iced = [ChangeLine(ref=1, temp="iced")]
    assert taken_back_at_end(iced, "make it iced, actually forget it") == NOTHING
    assert taken_back_at_end([ChangeLine(ref=1, notes="light ice")],
                             "and light ice... oh wait it's hot, never mind") == NOTHING
    assert taken_back_at_end([AddLine(item="blueberry muffin"), RemoveLine(ref=1)],
                             "add a muffin, never mind") == NOTHING


def test_other_turns_are_the_models():
    iced = [ChangeLine(ref=1, temp="iced", add_addons={"whipped cream": 1})]
    assert taken_back_at_end(iced, "make it iced, never mind the whip") == iced  # not at the end
    assert taken_back_at_end([RemoveLine(ref=1)], "never mind") == [RemoveLine(ref=1)]  # `never_minded`'s
    assert taken_back_at_end([Finish()], "that's all, never mind") == [Finish()]
    assert taken_back_at_end([], "make it iced, never mind") == []


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a medium latte", "and light ice... oh wait it's hot, never mind")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "medium"}]
    assert replies[1] == "No problem — nothing has changed. What else can I get you?"
