""""Wait, how much is a mocha?" of a latte ordered is a question (`order_review.price_asked`), not the latte
corrected to a mocha (`corrections.item_corrected`); "I'll have that instead" then puts the mocha in the
latte's place (`offer_taken`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.corrections import item_corrected
from ordering.count_asked import kind_answered
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine, apply_edits
from ordering.kind_chosen import kind_chosen
from ordering.menu import load_menu
from ordering.offer_taken import offer_taken
from ordering.order_review import price_asked
from ordering.replies import PRICE
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


def test_a_price_asked_after_wait_is_no_correction():
    said = "wait , how much is a item:mocha".split()
    assert item_corrected([], said, LATTE, MENU) == []
    assert item_corrected([], "wait , what's the price of a item:mocha".split(), LATTE, MENU) == []
    assert item_corrected([], "wait , a item:mocha".split(), LATTE, MENU) == [RemoveLine(ref=1),
                                                                             AddLine(item="mocha")]


def test_a_price_asked_the_model_read_nothing_in_is_asked():
    said = "wait , how much is a item:mocha".split()
    assert price_asked([], "wait, how much is a mocha", said) == [AskMenu(about=["mocha", PRICE])]
    large = "how much is a size:large item:mocha".split()
    assert price_asked([], "how much is a large mocha", large) == [
        AskMenu(about=["mocha", "size:large", PRICE])]
    assert price_asked([], "a mocha", "a item:mocha".split()) == []
    two = "how much is a item:mocha and a item:latte".split()
    assert price_asked([], "how much is a mocha and a latte", two) == []


def test_the_offer_taken_instead_takes_the_place_of_the_line_of_its_kind():
    offered = LATTE.model_copy(update={"asked": Asked(kind="mocha", offer={"item": "mocha"})})
    said = "i'll have that instead".split()
    assert offer_taken([], said, "i'll have that instead", offered, MENU) == [RemoveLine(ref=1),
                                                                              AddLine(item="mocha")]
    assert offer_taken([], "i'll have that too".split(), "i'll have that too", offered, MENU) == [
        AddLine(item="mocha")]
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2,
                  asked=Asked(kind="mocha", offer={"item": "mocha"}))
    assert offer_taken([], said, "i'll have that instead", muffin, MENU) == [AddLine(item="mocha")]


def test_the_shipped_engine_answers_the_price_and_swaps_the_latte_for_the_mocha(engine):
    cart, replies = converse(engine, "i'll start with a latte", "wait, how much is a mocha",
                             "i'll have that instead")
    assert replies[1].startswith("A mocha is ") and "$" in replies[1]
    assert lines(cart) == [{"item": "mocha", "qty": 1}]


def test_a_family_priced_is_kept_for_the_answer():
    listed = apply_edits(LATTE, [AskMenu(about=["croissants", PRICE])], MENU).cart
    assert listed.asked == Asked(kind="croissants")
    assert apply_edits(LATTE, [AskMenu(about=["lattes", PRICE])], MENU).cart.asked is None  # no family


def test_the_answer_taken_instead_takes_the_place_of_the_line_of_its_kind():
    muffin = Cart(lines=[Line(id=1, item="apple bran muffin")], next_line_id=2,
                  asked=Asked(kind="croissants"))
    sauce = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    assert kind_chosen(sauce, "a chocolate one", muffin, MENU) == sauce  # no chocolate muffin: the answer's
    assert kind_answered([], "i'll get a chocolate one instead", muffin, MENU) == [
        RemoveLine(ref=1), AddLine(item="chocolate croissant")]
    assert kind_answered([], "a chocolate one please", muffin, MENU) == [AddLine(item="chocolate croissant")]


def test_the_shipped_engine_swaps_the_muffin_for_the_croissant_priced(engine):
    cart, replies = converse(engine, "a muffin please", "how much are croissants",
                             "i'll get a chocolate one instead")
    assert replies[1].startswith("Our croissants: ")
    assert lines(cart) == [{"item": "chocolate croissant", "qty": 1}]
    cart, _ = converse(engine, "a latte please", "how much are croissants", "a chocolate one please")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1}, {"item": "chocolate croissant", "qty": 1}])
