""""A coffee", "make that a tea", "earl grey": the earl grey takes the coffee's place
(`ordering.kind_swapped_in`, `Cart.asked.replacing`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.edits import AddLine, AskMenu, RemoveLine, apply_edits
from ordering.kind_swapped_in import kind_asked_in_place, kind_replaces
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
TWO = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
ASK = AskMenu(about=["tea", "count:1"])


def test_a_kind_asked_for_in_a_swap_keeps_the_line_it_replaces():
    assert kind_asked_in_place([ASK], "actually make that a tea".split(), TWO) == [
        ASK.model_copy(update={"lines": [2]})]  # the last line
    assert kind_asked_in_place([ASK], "switch the item:latte to a tea".split(), TWO) == [
        ASK.model_copy(update={"lines": [1]})]  # the line named
    assert kind_asked_in_place([ASK], "and a tea".split(), TWO) == [ASK]  # no swap
    assert apply_edits(TWO, [ASK.model_copy(update={"lines": [1]})], MENU).cart.asked == Asked(
        kind="tea", replacing=1)


def test_the_answer_takes_the_place_of_the_line():
    asked = TWO.model_copy(update={"asked": Asked(kind="tea", replacing=1)})
    assert kind_replaces([AddLine(item="earl grey tea")], asked) == [RemoveLine(ref=1),
                                                                    AddLine(item="earl grey tea")]
    assert kind_replaces([AddLine(item="earl grey tea")], TWO) == [AddLine(item="earl grey tea")]


def test_the_shipped_engine_swaps_the_coffee_for_the_tea_chosen(engine):
    cart, replies = converse(engine, "a coffee", "actually make that a tea", "earl grey")
    assert [line.item for line in cart.lines] == ["earl grey tea"]
    assert replies[2] == "Changed the coffee to an earl grey tea ($3.25). Anything else?"


def test_a_kind_meant_in_place_of_a_line_said_not_keeps_that_line():
    assert kind_asked_in_place([ASK], "oops i meant a tea , not a item:latte".split(), TWO) == [
        ASK.model_copy(update={"lines": [1]})]
    assert kind_asked_in_place([ASK], "not the item:latte , a tea".split(), TWO) == [
        ASK.model_copy(update={"lines": [1]})]
    assert kind_asked_in_place([ASK], "i meant a tea".split(), TWO) == [
        ASK.model_copy(update={"lines": [2]})]  # the last line
    assert kind_asked_in_place([ASK], "not now , a tea".split(), TWO) == [ASK]


def test_the_shipped_engine_swaps_the_chai_for_the_tea_meant(engine):
    cart, _ = converse(engine, "a latte, a mocha and a chai", "oops i meant a tea, not a chai",
                       "english breakfast")
    assert [line.item for line in cart.lines] == ["latte", "mocha", "english breakfast tea"]


def test_a_kind_added_as_an_item_the_menu_lacks_is_the_questions_alone():
    from ordering.order_review import kinds_beside

    asked = AskMenu(about=["family:green tea", "count:1"])
    said = "actually can i swap that for a green tea"
    assert kinds_beside([AddLine(item="green tea")], said, said.split(), MENU) == [asked]
    said = "an earl grey and a green tea"
    words = "an item:earl_grey_tea and a green tea".split()
    assert kinds_beside([AddLine(item="earl grey tea")], said, words, MENU) == [AddLine(item="earl grey tea"),
                                                                                asked]


def test_the_shipped_engine_swaps_the_earl_grey_for_the_green_tea_chosen(engine):
    cart, replies = converse(engine, "a small earl grey", "actually could i swap that for a green tea",
                             "the wild strawberry one")
    assert replies[1].startswith("Which green tea would you like?"), replies
    assert [(line.item, line.size) for line in cart.lines] == [("wild strawberry tea", "small")], replies


def test_a_kind_said_after_no_or_sorry_takes_the_place_of_the_last_line():
    for said in ("no sorry , a tea", "oops , a tea", "no , a tea", "actually no , a tea"):
        assert kind_asked_in_place([ASK], said.split(), TWO) == [ASK.model_copy(update={"lines": [2]})], said
    for said in ("and no sugar , a tea", "a tea , no sugar", "no item:latte , a tea please"):
        assert kind_asked_in_place([ASK], said.split(), TWO) != [ASK.model_copy(update={"lines": [2]})], said


def test_the_shipped_engine_swaps_the_coffee_said_no_to_for_the_tea_chosen(engine):
    cart, replies = converse(engine, "i'll have a coffee please", "no sorry, a tea", "earl grey")
    assert [line.item for line in cart.lines] == ["earl grey tea"]
    assert replies[2] == "Changed the coffee to an earl grey tea ($3.25). Anything else?"
