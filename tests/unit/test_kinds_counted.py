"""A count said of a kind of the menu is kept in the question that lists the kind ("two teas please")."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, SetOrder, apply_edits
from ordering.menu import load_menu
from ordering.order_review import kinds_counted, kinds_listed
from ordering.replies import answer_question, build_reply
from tests.unit.shipped import converse

MENU = load_menu()


def _read(text: str, words: list[str], edits: list | None = None) -> list:
    """The two readings in the engine's order."""
    return kinds_counted(kinds_listed(edits or [], text), text, words)


def test_the_count_goes_with_the_kind():
    assert _read("two teas please", ["n2", "teas", "please"]) == [AskMenu(about=["teas", "count:2"])]
    assert _read("a couple of teas", ["a", "couple", "of", "teas"]) == [AskMenu(about=["teas", "count:2"])]
    assert _read("two large teas", ["n2", "size:large", "teas"]) == [AskMenu(about=["teas", "count:2"])]
    assert _read("three pastries", ["n3", "pastries"]) == [AskMenu(about=["pastries", "count:3"])]
    to_go = SetOrder(to_go=True)
    assert _read("two teas to go", ["n2", "teas", "to_go:true"], [to_go]) == [
        to_go, AskMenu(about=["teas", "count:2"])]


def test_one_or_no_count_asks_as_before():
    # one of a kind ordered asks which too (the reply: "Which tea would you like? Our teas: …")
    assert _read("a tea please", ["a", "tea", "please"]) == [AskMenu(about=["tea", "count:1"])]
    assert _read("teas?", ["teas", "?"]) == [AskMenu(about=["teas"])]
    assert _read("a cup of tea", "a cup of tea".split()) == [AskMenu(about=["tea", "count:1"])]  # by the cup
    assert _read("two cups of tea", "n2 cups of tea".split()) == [AskMenu(about=["tea", "count:2"])]
    assert _read("hello", ["hello"]) == []


def test_an_end_the_model_read_into_an_order_of_a_kind_asks_of_the_kind():
    assert _read("two teas please", ["n2", "teas", "please"], [Finish()]) == [
        AskMenu(about=["teas", "count:2"])]
    assert _read("a tea please", ["a", "tea", "please"], [Finish()]) == [AskMenu(about=["tea", "count:1"])]
    # closing words said, no count or article, or a kind of option: the end stays
    assert _read("that's all, two teas", ["that's", "all", ",", "n2", "teas"], [Finish()]) == [Finish()]
    assert _read("teas", ["teas"], [Finish()]) == [Finish()]
    assert _read("with two milks please", ["with", "n2", "milks", "please"], [Finish()]) == [Finish()]


def test_a_change_the_model_read_into_an_order_of_a_kind_asks_of_the_kind():
    assert _read("a tea with milk", ["a", "tea", "with", "milk"], [ChangeLine(ref=3, unset=["milk"])]) == [
        AskMenu(about=["tea", "count:1"])]
    honey = [ChangeLine(ref=1, add_addons={"honey": 1})]
    assert _read("and a tea with honey", "and a tea with addon:honey".split(), honey) == [
        AskMenu(about=["tea", "count:1"])]
    large = [ChangeLine(ref=1, size="large")]  # a change the words ask: the model's
    assert _read("make it a large tea", "make it a size:large tea".split(), large) == large


def test_the_reply_asks_which_with_the_count():
    assert answer_question(["teas", "count:2"], MENU).startswith(
        "Which two teas would you like? Our teas: cloud and mist tea, earl grey tea")
    assert answer_question(["tea", "count:3"], MENU).startswith("Which three teas would you like? Our teas:")
    assert answer_question(["pastries", "count:2"], MENU).startswith(
        "Which two pastries would you like? Our bakery:")
    assert answer_question(["bakery", "count:12"], MENU).startswith("Which 12 would you like? Our bakery:")
    # one of a kind ("a mocha and a tea") asks which, without a number, then lists the kind as before
    assert answer_question(["tea", "count:1"], MENU) == "Which tea would you like? " + answer_question(
        ["tea"], MENU)


def test_the_cart_is_unchanged():
    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    result = apply_edits(cart, [AskMenu(about=["teas", "count:2"])], MENU)
    assert result.cart.lines == cart.lines  # nothing ordered yet; the question is kept for the answer
    assert result.cart.asked is not None and result.cart.asked.count == 2
    assert build_reply(result, cart, MENU, intent="order", understood=True).startswith("Which two teas")


def test_the_kind_asked_waits_through_a_question_of_the_menu():
    asked = apply_edits(Cart(), [AskMenu(about=["teas", "count:2", "size:large"])], MENU).cart
    still = apply_edits(asked, [AskMenu(about=["temp:iced"])], MENU).cart  # "what iced teas do you have?"
    assert still.asked == asked.asked
    ordered = apply_edits(asked, [AddLine(item="latte")], MENU).cart  # an order: the question is over
    assert ordered.asked is None


def test_the_shipped_engine_orders_two_large_iced_teas_after_asking_which(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "i need 2 large iced teas", "what iced teas do you have",
                             "the wild strawberry")
    assert [(line.item, line.qty, line.size, line.temp) for line in cart.lines] == [
        ("wild strawberry tea", 2, "large", "iced")]
    assert replies[2] == "Added 2 large iced wild strawberry teas ($7.50). Anything else?"


def test_a_kind_ordered_in_place_of_a_line_removed_is_asked_of():
    from ordering.edits import RemoveLine

    removed = [RemoveLine(ref=1)]
    assert kinds_listed(removed, "cancel that, a tea instead") == [*removed, AskMenu(about=["tea"])]
    assert kinds_listed(removed, "actually, can you cancel that and get me a tea instead") == [
        *removed, AskMenu(about=["tea"])]
    assert kinds_listed(removed, "remove the tea") == removed  # the tea removed: no tea asked of


def test_the_shipped_engine_asks_which_tea_in_place_of_the_latte(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "cancel that, a tea instead", "english breakfast")
    assert replies[1].startswith("Removed the latte. Which tea would you like?")
    assert [line.item for line in cart.lines] == ["english breakfast tea"]


def test_the_shipped_engine_asks_which_tea_for_a_cup_of_tea_and_takes_the_answer(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a cup of tea", "green please", "the ginger one")
    assert replies[0].startswith("Which tea would you like?"), replies
    assert lines(cart) == [{"item": "ginger green cold steep tea", "qty": 1}], replies


def _read_with_menu(text: str, words: list[str]) -> list:
    return kinds_counted(kinds_listed([], text), text, words, MENU)


def test_two_kinds_ordered_ask_of_each():
    assert _read_with_menu("a tea and a pastry", ["a", "tea", "and", "a", "pastry"]) == [
        AskMenu(about=["tea", "count:1"]), AskMenu(about=["pastry", "count:1"])]
    said = "n2 temp:hot teas and a pastry please".split()
    assert _read_with_menu("two hot teas and a pastry please", said) == [
        AskMenu(about=["teas", "count:2", "temp:hot"]), AskMenu(about=["pastry", "count:1"])]


def test_two_kinds_asked_of_are_listed():
    listed = [AskMenu(about=["teas", "pastries"])]
    assert _read_with_menu("what teas and pastries do you have", "what teas and pastries do you have".split(
    )) == listed
    assert _read_with_menu("teas and pastries?", "teas and pastries ?".split()) == listed


def test_the_shipped_engine_asks_which_tea_and_which_pastry(engine):
    cart, replies = converse(engine, "could i get a tea and a pastry")
    assert replies[0].startswith("Which tea would you like? Our teas: ")
    assert "Which pastry would you like? Our bakery: " in replies[0] and not cart.lines
    cart, _ = converse(engine, "could i get a tea and a pastry", "english breakfast and a lemon muffin")
    assert [line.item for line in cart.lines] == ["english breakfast tea", "lemon poppyseed muffin"]
