"""A line a turn changes is not also removed unless the turn says a removal (`ordering.kept_lines`)."""

from __future__ import annotations

from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.kept_lines import changed_not_removed


def test_a_changed_line_is_not_removed_without_a_word_that_removes():
    model = [ChangeLine(ref=4, temp="warm"), RemoveLine(ref=4)]
    said = "no i wanted a item:cortado , temp:warm".split()
    assert changed_not_removed(model, said) == [ChangeLine(ref=4, temp="warm")]


def test_removals_said_or_of_other_lines_stay():
    model = [ChangeLine(ref=1, temp="iced"), RemoveLine(ref=1)]
    said = "make it temp:iced , actually remove it".split()
    assert changed_not_removed(model, said) == model
    other = [ChangeLine(ref=1, temp="iced"), RemoveLine(ref=2), AddLine(item="mocha")]
    assert changed_not_removed(other, "make it temp:iced and a item:mocha".split()) == other
