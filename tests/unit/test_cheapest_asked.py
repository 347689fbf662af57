"""`cheapest_asked`: "what's the cheapest drink?" is answered from the menu's prices."""

from __future__ import annotations

from ordering.cart import Cart
from ordering.cheapest_asked import CHEAPEST, DEAREST, cheapest_asked
from ordering.edits import AddLine, AskMenu, Finish, apply_edits
from ordering.menu import load_menu
from ordering.replies import answer_question
from tests.unit.shipped import converse

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


def test_the_item_said_cheapest_is_offered_for_the_answer():
    asked = apply_edits(Cart(), [AskMenu(about=["cheapest", "drink"])], MENU).cart.asked
    assert asked is not None and asked.offer == {"item": MENU.by_price("drink")} == {"item": "coffee"}
    dearest = apply_edits(Cart(), [AskMenu(about=["dearest", "food"])], MENU).cart.asked
    assert dearest.offer == {"item": "chocolate croissant"}


def test_the_shipped_engine_adds_the_cheapest_drink_taken(engine):
    cart, replies = converse(engine, "what's the cheapest drink", "i'll have that")
    assert [line.item for line in cart.lines] == ["coffee"]
    assert replies[-1] == "Added a coffee ($2.75). Anything else?"
