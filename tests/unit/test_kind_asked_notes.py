""""A tea with lemon", "which tea?", "earl grey": an earl grey with lemon (`ordering.kind_asked_notes`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart
from ordering.count_asked import kind_values_kept
from ordering.edits import COUNT, AddLine, AskMenu, apply_edits
from ordering.kind_asked_notes import NOTES, kind_asked_notes
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()


def test_a_request_said_with_a_kind_asked_of_rides_on_the_question():
    ask = [AskMenu(about=["tea", f"{COUNT}1"])]
    said = "a temp:hot tea with lemon please".split()
    assert kind_asked_notes(ask, "a hot tea with lemon please", said) == [
        AskMenu(about=["tea", f"{COUNT}1", f"{NOTES}with lemon"])]
    assert kind_asked_notes(ask, "a tea please", "a tea please".split()) == ask  # nothing asked of it
    both = [AddLine(item="latte"), *ask]  # a line added: the requests after the kind's word are the kind's
    noted = [AddLine(item="latte"), AskMenu(about=["tea", f"{COUNT}1", f"{NOTES}with lemon"])]
    assert kind_asked_notes(both, "a latte and a tea with lemon", "a item:latte and a tea with lemon".split()
                            ) == noted
    assert kind_asked_notes(both, "a tea with lemon and a latte", "a tea with lemon and a item:latte".split()
                            ) == noted  # up to the next item
    assert kind_asked_notes(both, "a latte with lemon and a tea", "a item:latte with lemon and a tea".split()
                            ) == both  # said before the kind: the latte's


def test_the_answer_s_line_takes_the_request():
    cart = apply_edits(Cart(), [AskMenu(about=["tea", f"{COUNT}2", f"{NOTES}with lemon"])], MENU).cart
    assert cart.asked == Asked(kind="tea", count=2, values={"notes": "with lemon"})
    assert kind_values_kept([AddLine(item="earl grey tea", qty=2)], cart, MENU) == [
        AddLine(item="earl grey tea", qty=2, notes="with lemon")]


def test_the_shipped_engine_keeps_the_lemon(engine):
    cart, _ = converse(engine, "a hot tea with lemon please", "the peppermint one")
    assert [(line.item, line.temp, line.notes) for line in cart.lines] == [
        ("peppermint rose tea", "hot", "with lemon")]


def test_the_shipped_engine_keeps_a_request_said_with_a_kind_beside_a_line(engine):
    cart, _ = converse(engine, "a latte and a tea with lemon", "the peppermint one")
    assert [(line.item, line.notes) for line in cart.lines] == [
        ("latte", None), ("peppermint rose tea", "with lemon")]
    cart, _ = converse(engine, "a tea with milk please", "earl grey")  # the milk no kind asked of
    assert [(line.item, line.notes) for line in cart.lines] == [("earl grey tea", "with milk")]
