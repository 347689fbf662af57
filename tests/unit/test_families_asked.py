"""`families_asked`: "what muffins do you have?" lists the muffins, not the house muffin alone."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import FAMILY, AddLine, AskMenu
from ordering.families_asked import families_asked, family_items, kinds_asked_with_order
from ordering.menu import load_menu
from ordering.replies import answer_question
from tests.unit.shipped import converse

MENU = load_menu()
HOUSE = [AskMenu(about=["apple bran muffin"])]


def test_a_family_said_by_its_plain_noun_is_asked_whole():
    for text in ("what kinds of muffins do you have", "do you have muffins?", "any muffin?"):
        assert families_asked(HOUSE, text, MENU) == [AskMenu(about=[FAMILY + "muffin"])], text
    croissant = [AskMenu(about=["butter croissant"])]
    family = [AskMenu(about=[FAMILY + "croissant"])]
    assert families_asked(croissant, "which croissants are there", MENU) == family


def test_the_flavors_of_a_family_asked_by_its_noun_are_the_family():
    family = [AskMenu(about=[FAMILY + "muffin"])]
    described = [AskMenu(about=["apple bran muffin", "describe"])]  # the house muffin described
    assert families_asked(described, "which muffin flavours are there", MENU) == family
    flavors = [AskMenu(about=["apple bran muffin", "flavors"])]  # its syrups: none
    assert families_asked(flavors, "what types of muffin do you do", MENU) == family
    assert families_asked(described, "what's a muffin", MENU) == described  # no kinds asked


def test_the_shipped_engine_lists_the_muffins_and_takes_the_one_that_sounds_good(engine):
    from tests.unit.shipped import lines

    cart, replies = converse(engine, "what are your muffin flavours?", "ooh the blueberry sounds good")
    assert replies[0].startswith("Our muffins: apple bran muffin $3.25, "), replies
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}]


def test_the_reply_lists_the_family_with_prices():
    assert family_items(MENU, "croissant") == ["butter croissant", "chocolate croissant"]
    assert answer_question([FAMILY + "croissant"], MENU) == (
        "Our croissants: butter croissant $3.50 and chocolate croissant $3.95.")


def test_other_questions_are_the_models():
    assert families_asked(HOUSE, "do you have apple bran muffins?", MENU) == HOUSE  # that one named
    priced = [AskMenu(about=["apple bran muffin", "price"])]
    assert families_asked(priced, "how much is a muffin", MENU) == priced
    add = [AddLine(item="apple bran muffin")]
    assert families_asked(add, "a muffin", MENU) == add
    bagel = [AskMenu(about=["bagel"])]
    assert families_asked(bagel, "do you have bagels", MENU) == bagel  # one bagel: no family
    line = [AskMenu(about=["apple bran muffin"], ref=1)]
    assert families_asked(line, "is the muffin warm?", MENU) == line


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "what kinds of muffins do you have")
    assert replies == ["Our muffins: apple bran muffin $3.25, lemon poppyseed muffin $3.25 and "
                       "blueberry muffin $3.25."]


def test_the_answer_after_the_list_names_one_of_the_family(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "which croissants do you have", "the chocolate one please")
    assert [(line.item, line.addons) for line in cart.lines] == [("latte", {}), ("chocolate croissant", {})]
    assert cart.asked is None


def test_kinds_asked_of_nothing_named_are_of_the_last_lines_family():
    from ordering.cart import Cart, Line
    from ordering.families_asked import kinds_of_the_last_asked

    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    for text in ("what kinds", "which types do you have?", "ok what other kinds are there"):
        assert kinds_of_the_last_asked([AskMenu()], text, croissant, MENU) == [
            AskMenu(about=[FAMILY + "croissant"])], text
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    assert kinds_of_the_last_asked([AskMenu()], "what flavors do you have?", muffin, MENU) == [
        AskMenu(about=[FAMILY + "muffin"])]
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)  # a drink's flavours: the syrups
    assert kinds_of_the_last_asked([AskMenu()], "what flavors do you have?", latte, MENU) == [AskMenu()]
    assert kinds_of_the_last_asked([AskMenu()], "what kinds of tea", croissant, MENU) == [AskMenu()]
    assert kinds_of_the_last_asked([AskMenu()], "what kinds", Cart(), MENU) == [AskMenu()]


def test_a_kind_the_family_lacks_is_said_back_and_the_family_listed_again(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "can i get a croissant", "what kinds", "the almond one",
                             "ok chocolate then")
    assert replies[1] == "Our croissants: butter croissant $3.50 and chocolate croissant $3.95."
    assert replies[2] == ("Sorry, we don't have almond croissant. Our croissants: butter croissant $3.50 "
                          "and chocolate croissant $3.95.")
    assert lines(cart) == [{"item": "chocolate croissant", "qty": 1}]
    _, replies = converse(engine, "what kinds do you have")
    assert "kinds" not in replies[0]  # not "Sorry, we don't have kinds."


def test_an_order_by_the_familys_noun_that_asks_its_kinds_is_the_question():
    menu = MENU
    added = [AddLine(item="apple bran muffin")]
    assert kinds_asked_with_order(added, "can i get a muffin, what kinds are there", menu) == [
        AskMenu(about=[FAMILY + "muffin"])]
    assert kinds_asked_with_order(added, "a muffin please", menu) == added
    assert kinds_asked_with_order(added, "an apple bran muffin, what kinds are there", menu) == added
    latte = [AddLine(item="latte")]
    assert kinds_asked_with_order(latte, "a latte, what flavors do you have", menu) == latte


def test_the_shipped_engine_lists_the_muffins_then_adds_the_one_chosen(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "can i get a muffin, what kinds are there", "blueberry")
    assert replies[0].startswith("Our muffins: apple bran muffin $3.25")
    assert [line.item for line in cart.lines] == ["blueberry muffin"]


def test_what_kinds_after_which_tea_asks_which_tea_again_with_its_values():
    from ordering.cart import Asked, Cart
    from ordering.families_asked import kinds_of_the_last_asked

    teas = Cart(asked=Asked(kind="tea", values={"size": "medium", "temp": "hot"}))
    assert kinds_of_the_last_asked([AskMenu()], "what kinds do you have", teas, MENU) == [
        AskMenu(about=["tea", "count:1", "size:medium", "temp:hot"])]
    green = Cart(asked=Asked(kind="green teas", count=2))
    assert kinds_of_the_last_asked([], "which ones do you have", green, MENU) == [
        AskMenu(about=[FAMILY + "green tea", "count:2"])]
    assert kinds_of_the_last_asked([AskMenu()], "what kinds do you have", Cart(), MENU) == [AskMenu()]


def test_the_shipped_engine_keeps_the_medium_hot_tea_through_the_question(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a medium hot tea", "what kinds do you have",
                             "ok then english breakfast")
    assert replies[1].startswith("Which tea would you like?")
    assert [(line.item, line.size, line.temp) for line in cart.lines] == [
        ("english breakfast tea", "medium", "hot")]


def test_the_sizes_asked_after_an_item_are_its_own():
    from ordering.families_asked import sizes_of_the_last_asked

    coffee = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)
    asked = [AskMenu(about=["sizes"])]
    assert sizes_of_the_last_asked(asked, "what sizes", ["what", "sizes"], coffee, MENU) == [
        AskMenu(about=["sizes", "coffee"])]
    assert sizes_of_the_last_asked(asked, "what sizes", ["what", "sizes"], Cart(), MENU) == asked
    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)  # one size only
    assert sizes_of_the_last_asked(asked, "what sizes", ["what", "sizes"], croissant, MENU) == asked


def test_the_shipped_engine_gives_the_coffees_sizes(engine):
    _, replies = converse(engine, "just a plain black coffee please", "what sizes")
    assert replies[1] == "The coffee comes in short $2.25, small $2.50, medium $2.75 or large $3.25."
