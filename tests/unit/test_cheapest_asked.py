"""`cheapest_asked`: "what's the cheapest drink?" is answered from the menu's prices."""

from __future__ import annotations

from ordering.cheapest_asked import CHEAPEST, DEAREST, cheapest_asked
from ordering.edits import AddLine, AskMenu, Finish
from ordering.menu import load_menu
from ordering.replies import answer_question

MENU = load_menu()


def test_the_cheapest_or_dearest_of_a_kind_is_asked_and_answered():
    assert cheapest_asked([AskMenu()], "whats the cheapest drink") == [AskMenu(about=[CHEAPEST, "drink"])]
    assert cheapest_asked([AskMenu(about=["pastries"])], "what is your most expensive pastry") == [
        AskMenu(about=[DEAREST, "food"])]
    assert cheapest_asked([Finish()], "what's the cheapest thing here") == [AskMenu(about=[CHEAPEST])]
    drinks = [n for n in MENU.items if MENU.kind(n) == "drink"]
    cheapest = min(drinks, key=lambda n: min(MENU.item(n).prices.values()))
    reply = answer_question([CHEAPEST, "drink"], MENU)
    assert reply.startswith(f"Our cheapest drink is the {MENU.item(cheapest).display}: ")
    assert answer_question([DEAREST, "food"], MENU).startswith("Our most expensive pastry is the ")


def test_an_order_or_a_question_of_an_item_is_left_as_read():
    added = [AddLine(item="coffee")]
    assert cheapest_asked(added, "the cheapest coffee please") == added
    latte = [AskMenu(about=["latte"])]
    assert cheapest_asked(latte, "what is the cheapest latte") == latte
    assert cheapest_asked([AskMenu()], "what do you have") == [AskMenu()]
