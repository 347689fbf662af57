""""Does the peppermint tea have caffeine?" answered from the menu (`ordering.caffeine_asked`)."""

from __future__ import annotations

from ordering.caffeine_asked import caffeine_asked, coffee_in_asked
from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.item_described import caffeine_free_listed, caffeine_said, coffee_said
from ordering.menu import load_menu
from ordering.replies import CAFFEINE, COFFEE_IN, TEAS, UNSURE, answer_question
from tests.unit.shipped import converse

MENU = load_menu()
EMPTY = Cart()


def test_a_question_of_one_items_caffeine_is_answered_from_the_menu():
    words = "is the item:tangerine_rooibos_tea caffeine free".split()
    model = [AddLine(item="tangerine rooibos tea", caffeine="decaf")]  # read as an order made decaf
    assert caffeine_asked(model, "is the rooibos caffeine free", words, EMPTY, MENU) == [
        AskMenu(about=["tangerine rooibos tea", CAFFEINE])]
    words = "is there caffeine in the item:earl_grey_tea ?".split()
    assert caffeine_asked([], "is there caffeine in the earl grey?", words, EMPTY, MENU) == [
        AskMenu(about=["earl grey tea", CAFFEINE])]
    asked = [AskMenu(about=["peppermint rose tea", UNSURE])]
    words = "does the item:peppermint_rose_tea have caffeine ?".split()
    assert caffeine_asked(asked, "does the peppermint tea have caffeine?", words, EMPTY, MENU) == [
        AskMenu(about=["peppermint rose tea", CAFFEINE])]


def test_a_line_made_decaf_for_a_question_of_another_item_is_that_question():
    latte = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    words = "is the item:tangerine_rooibos_tea caffeine:decaf".split()
    for model in ([ChangeLine(ref=2, unset=["caffeine"])], [AskMenu(about=["blueberry muffin"])]):
        assert caffeine_asked(model, "is the rooibos caffeine free", words, latte, MENU) == [
            AskMenu(about=["tangerine rooibos tea", CAFFEINE])]


def test_what_has_no_caffeine_lists_it():
    said = "what have you got that's caffeine free?"
    assert caffeine_asked([AskMenu(about=["caffeine:decaf"])], said, said.split(), EMPTY, MENU) == [
        AskMenu(about=[CAFFEINE])]
    said = "which teas are caffeine free?"  # of the teas
    assert caffeine_asked([AskMenu(about=["caffeine:decaf"])], said, said.split(), EMPTY, MENU) == [
        AskMenu(about=[TEAS, CAFFEINE])]


def test_the_caffeine_free_teas_are_the_teas_alone():
    assert answer_question([TEAS, CAFFEINE], MENU) == (
        "Our caffeine-free teas: peppermint rose tea and tangerine rooibos tea. The other teas can be made "
        "decaf.")
    assert "steamer" in answer_question([CAFFEINE], MENU)


def test_the_shipped_engine_names_the_teas_without_caffeine(engine):
    _, replies = converse(engine, "got any teas without caffeine?")
    assert replies[0].startswith("Our caffeine-free teas: peppermint rose tea and tangerine rooibos tea.")


def test_orders_and_the_orders_own_lines_are_left_as_they_are():
    order = [AddLine(item="latte", caffeine="decaf")]
    words = "a caffeine:decaf item:latte please".split()
    assert caffeine_asked(order, "a decaf latte please", words, EMPTY, MENU) == order
    decaf = Cart(lines=[Line(id=1, item="latte", caffeine="decaf")], next_line_id=2)
    asked = [AskMenu(about=["what caffeine"], ref=1)]
    words = "is the item:latte decaf ?".split()
    assert caffeine_asked(asked, "is the latte decaf?", words, decaf, MENU) == asked
    said = "do you have decaf?"
    assert caffeine_asked([AskMenu(about=["caffeine:decaf"])], said, said.split(), EMPTY, MENU) == [
        AskMenu(about=["caffeine:decaf"])]


def test_the_answers_come_from_the_menu():
    assert caffeine_said(MENU, "peppermint rose tea") == "The peppermint rose tea is caffeine free."
    assert caffeine_said(MENU, "earl grey tea") == "The earl grey tea has caffeine; we can make it decaf."
    assert caffeine_said(MENU, "hot chocolate") == "The hot chocolate has no coffee or tea in it."
    listed = caffeine_free_listed(MENU)
    assert listed.startswith("Caffeine free: steamer, peppermint rose tea and tangerine rooibos tea.")


def test_no_item_marked_caffeine_free_is_named_a_tea_or_coffee_that_has_caffeine():
    caffeinated = {"green", "black", "oolong", "coffee", "espresso", "chai", "matcha", "mocha", "latte"}
    for item in MENU.items.values():
        if item.caffeine_free:
            assert not caffeinated & {w for alias in item.aliases for w in alias.split()}, item.name


def test_the_shipped_engine_answers_caffeine_questions(engine):
    cart, replies = converse(engine, "is the rooibos caffeine free")
    assert not cart.lines and replies == ["The tangerine rooibos tea is caffeine free."]
    cart, replies = converse(engine, "a rooibos tea please", "does it have caffeine?")
    assert len(cart.lines) == 1 and replies[1].startswith("The tangerine rooibos tea is caffeine free")
    _, replies = converse(engine, "is there caffeine in the earl grey?")
    assert replies == ["The earl grey tea has caffeine; we can make it decaf."]
    cart, replies = converse(engine, "a large oat latte and a blueberry muffin",
                             "is the rooibos caffeine free")
    assert cart.lines[0].caffeine is None  # was: the latte made decaf
    assert replies[1] == "The tangerine rooibos tea is caffeine free."


MOCHA = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)


def test_whether_coffee_is_in_an_item_is_asked_of_it_not_ordered():
    both = [AddLine(item="mocha"), AddLine(item="coffee")]  # the model ordered a mocha and a coffee
    words = "does the item:mocha have item:coffee in it".split()
    assert coffee_in_asked(both, "does the mocha have coffee in it", words, EMPTY, MENU) == [
        AskMenu(about=["mocha", COFFEE_IN])]
    asked = [AskMenu(about=["coffee"])]  # "it": the order's last line
    words = "does it have item:coffee".split()
    assert coffee_in_asked(asked, "does it have coffee", words, MOCHA, MENU) == [
        AskMenu(about=["mocha", COFFEE_IN])]


def test_an_order_or_another_question_is_the_models():
    added = [AddLine(item="coffee", notes="with milk")]
    words = "a item:coffee with milk".split()
    assert coffee_in_asked(added, "a coffee with milk", words, EMPTY, MENU) == added
    assert coffee_in_asked([], "does it have coffee", ["item:coffee"], EMPTY, MENU) == []  # no line
    removed = [ChangeLine(ref=1, notes="no coffee")]
    assert coffee_in_asked(removed, "does it have coffee", ["item:coffee"], MOCHA, MENU) == removed


def test_coffee_in_an_item_is_said_from_the_menu():
    assert coffee_said(MENU, "mocha") == "Yes, the mocha is made with espresso."
    assert coffee_said(MENU, "cold brew") == "Yes, the cold brew is coffee."
    assert coffee_said(MENU, "hot chocolate") == "No, the hot chocolate has no coffee in it."
    assert coffee_said(MENU, "banana bread").startswith("Sorry, I can't tell you")


def test_the_shipped_engine_answers_whether_coffee_is_in_it(engine):
    cart, replies = converse(engine, "a hot chocolate", "is there coffee in that",
                             "does the mocha have coffee in it")
    assert [line.item for line in cart.lines] == ["hot chocolate"]
    assert replies[1:] == ["No, the hot chocolate has no coffee in it.",
                           "Yes, the mocha is made with espresso."]


def test_an_item_asked_of_with_no_article_is_the_menus_question():
    said = "is item:matcha_latte caffeinated"
    ordered = Cart(lines=[Line(id=1, item="matcha latte")], next_line_id=2)
    for cart, edits in ((EMPTY, [AddLine(item="matcha latte")]),
                        (ordered, [ChangeLine(ref=1, unset=["caffeine"])])):
        assert caffeine_asked(edits, "is matcha caffeinated", said.split(), cart, MENU) == [
            AskMenu(about=["matcha latte", CAFFEINE])]
    line = [ChangeLine(ref=1, unset=["caffeine"])]  # "the matcha latte" of the one ordered: the line's own
    said = "is the item:matcha_latte caffeinated".split()
    assert caffeine_asked(line, "is the matcha latte caffeinated", said, ordered, MENU) == line


def test_the_shipped_engine_orders_no_matcha_when_asked_if_it_has_caffeine(engine):
    cart, replies = converse(engine, "is matcha caffeinated")
    assert not cart.lines and "has caffeine" in replies[0]


def test_a_caffeine_question_is_no_property_we_cannot_tell():
    from ordering.items_asked import property_unsure

    asked = [AskMenu(about=["chai latte", CAFFEINE])]
    said = "does the item:chai_latte have caffeine".split()
    assert property_unsure(asked, "does the chai have caffeine", said) == asked


def test_the_shipped_engine_says_the_chai_has_caffeine(engine):
    cart, replies = converse(engine, "does the chai have caffeine")
    assert not cart.lines and replies == ["The chai latte has caffeine; we can make it decaf."]
