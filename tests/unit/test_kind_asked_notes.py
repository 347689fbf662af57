""""A tea with lemon", "which tea?", "earl grey": an earl grey with lemon (`ordering.kind_asked_notes`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart
from ordering.count_asked import kind_values_kept
from ordering.edits import COUNT, AddLine, AskMenu, apply_edits
from ordering.kind_asked_notes import NOTES, WHO, kind_asked_notes
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


def test_whom_one_of_a_kind_is_for_rides_on_the_question_too():
    latte = [AddLine(item="latte", who="me"), AskMenu(about=["tea", f"{COUNT}1"])]
    said = "a item:latte for me and a tea for sam".split()
    assert kind_asked_notes(latte, "a latte for me and a tea for sam", said) == [
        latte[0], AskMenu(about=["tea", f"{COUNT}1", f"{WHO}sam"])]
    two = [AskMenu(about=["teas", f"{COUNT}2"])]  # two of them: whose is which is not said
    assert kind_asked_notes(two, "two teas for my kids", "n2 teas for my kids".split()) == two
    cart = apply_edits(Cart(), [AskMenu(about=["tea", f"{COUNT}1", f"{WHO}sam"])], MENU).cart
    assert kind_values_kept([AddLine(item="earl grey tea")], cart, MENU) == [
        AddLine(item="earl grey tea", who="sam")]


def test_the_shipped_engine_gives_the_tea_to_sam(engine):
    cart, replies = converse(engine, "a latte for me and a tea for sam", "earl grey")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", "me"), ("earl grey tea", "sam")]
    assert replies[1] == "Added an earl grey tea for Sam ($3.25). Anything else?"


def test_the_shipped_engine_leaves_the_latte_alone(engine):
    cart, _ = converse(engine, "a soy latte", "a tea with milk", "earl grey")
    assert [(line.item, line.milk, line.notes) for line in cart.lines] == [
        ("latte", "soy milk", None), ("earl grey tea", None, "with milk")]
    cart, _ = converse(engine, "a latte", "and a tea with honey", "earl grey")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("latte", {}), ("earl grey tea", {"honey": 1})]
