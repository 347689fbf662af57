"""One person's lines read back from the order (`ordering.whose_asked`): "what's Sam having?"."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.replies import WHOSE_ASKED, build_reply
from ordering.whose_asked import whose_asked
from tests.unit.shipped import MENU, converse

PEOPLE = Cart(lines=[Line(id=1, item="latte", temp="iced", who="sam"), Line(id=2, item="mocha", who="my son"),
                     Line(id=3, item="cortado", who="me")], next_line_id=4)


@pytest.mark.parametrize("text, who", [
    ("what's sam having?", "sam"), ("so what did Sam order", "sam"), ("what is sam getting again", "sam"),
    ("what's in sam's order", "sam"), ("remind me what my son is having", None),
    ("what does my son have", "my son"), ("what am i having?", "me"), ("ok what did i get", "me"),
])
def test_a_person_of_the_order_asked_of_gets_their_lines(text, who):
    out = whose_asked([AskMenu(about=[])], text, PEOPLE)
    assert out == ([AskMenu(about=[f"{WHOSE_ASKED}{who}"])] if who else [AskMenu(about=[])])


def test_a_person_with_no_line_or_a_change_is_not_asked_of():
    assert whose_asked([], "what's jo having", PEOPLE) == []  # no line of Jo's
    iced = [ChangeLine(ref=1, temp="iced")]
    assert whose_asked(iced, "what's sam having", PEOPLE) == iced
    added = [AddLine(item="latte")]
    assert whose_asked(added, "what is sam having, a latte", PEOPLE) == added
    assert whose_asked([], "what's sam having", Cart(lines=[Line(id=1, item="latte")])) == []


def test_the_reply_names_their_lines_with_prices():
    from ordering.edits import apply_edits

    for who, said in (("sam", "Sam is having an iced latte ($4.75)."),
                      ("my son", "Your son is having a mocha ($5.25)."),
                      ("me", "You are having a cortado ($3.50).")):
        result = apply_edits(PEOPLE, [AskMenu(about=[f"{WHOSE_ASKED}{who}"])], MENU)
        assert build_reply(result, PEOPLE, MENU, intent="ask", understood=True) == said
        assert result.cart.lines == PEOPLE.lines


def test_the_shipped_engine_says_what_one_person_is_having(engine):
    cart, replies = converse(engine, "an oat latte for rosa and a scone for me", "and a cappuccino for dev",
                             "what's rosa having?")
    assert replies[2] == "Rosa is having an oat milk latte ($5.45)."
    assert len(cart.lines) == 2
