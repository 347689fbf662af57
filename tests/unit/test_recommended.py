""""What do you recommend?" names the café's favourites from the menu (`ordering.recommended`)."""

from __future__ import annotations

import pytest

from ordering.cart import Asked, Cart
from ordering.edits import AddLine, AskMenu, ClearCart, Finish, apply_edits
from ordering.menu import load_menu
from ordering.recommended import favourites_of, recommendation_asked
from ordering.replies import RECOMMEND, answer_question
from tests.unit.shipped import converse, lines
from web.menu_view import menu_json

MENU = load_menu()


@pytest.mark.parametrize("text, edits, want", [
    ("hmm what do you recommend?", [AskMenu()], [RECOMMEND]),
    ("any suggestions", [], [RECOMMEND]),
    ("which of the pastries is your favorite", [AskMenu(about=["pastries"])], [RECOMMEND, "pastries"]),
    ("what's the best selling tea", [Finish()], [RECOMMEND, "tea"]),
    ("what's your most popular muffin", [AskMenu(about=["most popular muffin"])], [RECOMMEND, "muffin"]),
    ("any coffee you'd suggest?", [AskMenu(about=["coffee"])], [RECOMMEND, "coffee"]),
    ("which is the best tea", [AskMenu(about=["tea"])], [RECOMMEND, "tea"]),
    ("a muffin, whatever kind you recommend", [AddLine(item="apple bran muffin")], [RECOMMEND, "muffin"]),
    ("which muffin do you recommend", [AskMenu(about=["apple bran muffin"])], [RECOMMEND, "muffin"]),
])
def test_a_question_of_what_we_recommend_asks_the_favourites_of_the_kind_said(text, edits, want):
    assert recommendation_asked(edits, text, Cart(), MENU) == [AskMenu(about=want)]


def test_the_kind_the_last_reply_asked_which_of_is_the_kind():
    asked = Cart(asked=Asked(kind="tea"))  # "Which tea would you like?"
    said = [AskMenu(about=["family:tea", "count:1"])]  # the model's: the kind asked again
    assert recommendation_asked(said, "whichever you'd recommend", asked, MENU) == [
        AskMenu(about=[RECOMMEND, "tea"])]


@pytest.mark.parametrize("text, edits", [
    ("my favourite is the mocha", [AddLine(item="mocha")]),  # an order
    ("my favorite drink is a latte", []),  # the customer's own
    ("is the latte popular", [AskMenu(about=["latte"])]),  # of an item: the model's
    ("a latte, surprise me", [AddLine(item="latte")]),
    ("what's in a mocha", [AskMenu(about=["mocha"])]),  # no word of recommending
    ("and whatever syrup you recommend", [AskMenu(about=["syrup"])]),  # no favourite syrup: the syrups
    ("what milk would you suggest", [AskMenu(about=["milk"])]),
])
def test_other_turns_are_the_models(text, edits):
    assert recommendation_asked(edits, text, Cart(), MENU) == edits


def test_the_favourites_of_a_kind_are_those_of_its_section_or_family():
    assert favourites_of("", MENU) == MENU.favourites()
    assert favourites_of("teas", MENU) == ["earl grey tea"]
    assert favourites_of("muffins", MENU) == ["blueberry muffin"]
    assert favourites_of("lattes", MENU) == ["latte", "chai latte"]
    assert favourites_of("drinks", MENU) == ["latte", "chai latte", "cold brew", "hot chocolate",
                                             "earl grey tea"]
    assert favourites_of("coffee", MENU) == ["latte", "cold brew"]
    assert favourites_of("croissant", MENU) == []  # none marked


def test_one_favourite_is_offered_with_its_prices_and_several_are_listed():
    assert answer_question([RECOMMEND, "tea"], MENU) == (
        "We recommend the earl grey tea: short $2.75, small $3.00, medium $3.25 or large $3.75 — would you "
        "like one?")
    assert answer_question([RECOMMEND, "muffins"], MENU) == (
        "We recommend the blueberry muffin: $3.25 — would you like it?")
    assert answer_question([RECOMMEND, "coffee"], MENU) == (
        "Our favourites are the latte and cold brew — what would you like?")
    assert answer_question([RECOMMEND, "croissants"], MENU) == answer_question(["croissants"], MENU)
    result = apply_edits(Cart(), [AskMenu(about=[RECOMMEND, "tea"])], MENU)
    assert result.cart.asked == Asked(kind="earl grey tea", offer={"item": "earl grey tea"},
                                      subject=RECOMMEND)


def test_the_menu_json_marks_the_favourites():
    items = {i["name"]: i for c in menu_json(MENU)["categories"] for i in c["items"]}
    assert [n for n, i in items.items() if i["favourite"]] == MENU.favourites()


def test_an_order_then_what_we_recommend_asked_keeps_the_order_and_asks_it():
    from ordering.recommended import recommendation_asked
    from ordering.replies import RECOMMEND

    latte = [AddLine(item="latte")]
    for text in ("a latte and, um, what's good here?", "a latte please. any recommendations?",
                 "one latte, also what do you recommend"):
        assert recommendation_asked(latte, text, Cart(), MENU) == [*latte, AskMenu(about=[RECOMMEND])], text
    said = "a latte, whichever you recommend"  # no part of its own: the model's
    assert recommendation_asked(latte, said, Cart(), MENU) == latte


def test_the_shipped_engine_orders_and_names_the_favourites(engine):
    cart, replies = converse(engine, "could i get a cappuccino and, uh, what's good here?")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1}]
    assert replies[0].startswith("Added a cappuccino ($4.75). Our favourites are the latte")


def test_the_shipped_engine_recommends_a_tea_and_orders_it(engine):
    cart, replies = converse(engine, "which tea would you recommend?", "sure, a large one")
    assert replies[0].startswith("We recommend the earl grey tea: "), replies
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1, "size": "large"}]


def test_the_shipped_engine_recommends_the_best_muffin_and_that_one_orders_it(engine):
    cart, replies = converse(engine, "a muffin", "what's your best muffin", "that one then")
    assert replies[1] == "We recommend the blueberry muffin: $3.25 — would you like it?"
    assert {"item": "blueberry muffin", "qty": 1} in lines(cart)
    cart, replies = converse(engine, "a tea please", "what's the most popular one", "ok that one")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1}], replies


def test_the_shipped_engine_names_the_favourites_of_a_tea_asked_which(engine):
    cart, replies = converse(engine, "a hot tea please", "hmm whichever you recommend", "ok yes please")
    assert replies[1].startswith("We recommend the earl grey tea: "), replies
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1}], replies


def test_the_shipped_engine_lists_the_favourites(engine):
    cart, replies = converse(engine, "hi, what would you suggest?")
    assert replies[0] == ("Our favourites are the latte, chai latte, cold brew, hot chocolate, earl grey tea "
                          "and blueberry muffin — what would you like?")
    assert not cart.lines



@pytest.mark.parametrize("text, taste", [("i want something chocolatey", "chocolatey"),
                                         ("anything fruity?", "fruity"), ("a drink that's minty", "minty"),
                                         ("what do you have that's sweet", "sweet"),
                                         ("i have a sweet tooth, what do you suggest", "sweet")])
def test_a_taste_asked_names_the_items_that_say_it(text, taste):
    from ordering.recommended import taste_asked
    from ordering.replies import TASTE

    assert taste_asked([], text, MENU) == [AskMenu(about=[f"{TASTE}{taste}"])]


def test_other_tastes_or_orders_are_the_models():
    from ordering.recommended import taste_asked

    latte = [AddLine(item="latte", notes="something strong")]
    assert taste_asked(latte, "a latte, something strong", MENU) == latte
    assert taste_asked([], "something salty", MENU) == []  # no word of ours says it
    assert taste_asked([], "i have a sweet", MENU) == []  # "have" asks of a taste only as a sweet tooth


def test_the_items_of_a_taste_are_those_their_names_or_descriptions_say():
    from ordering.recommended import tasting
    from ordering.replies import TASTE

    assert tasting("chocolatey", MENU) == ["mocha", "hot chocolate", "chocolate croissant"]
    assert tasting("herbal", MENU) == ["peppermint rose tea", "tangerine rooibos tea"]
    assert tasting("sweet", MENU) == ["mocha", "hot chocolate", "apple bran muffin", "lemon poppyseed muffin",
                                      "blueberry muffin", "chocolate croissant", "banana bread"]
    assert answer_question([f"{TASTE}spicy"], MENU) == (
        "For something spicy we have the chai latte — what would you like?")


@pytest.mark.parametrize("text, edits", [("could i have something cold", []), ("anything refreshing?", []),
                                         ("what would be nice on a hot day", [AskMenu(about=["hot"])]),
                                         ("it's so hot out, what should i get", [AskMenu(about=["hot"])])])
def test_something_cold_or_a_hot_day_asks_for_the_cold_ones(text, edits):
    from ordering.recommended import taste_asked
    from ordering.replies import TASTE

    assert taste_asked(edits, text, MENU) == [AskMenu(about=[f"{TASTE}cold"])]


def test_a_drink_asked_hot_is_no_hot_day():
    from ordering.recommended import taste_asked

    asked = [AskMenu(about=["hot"])]
    assert taste_asked(asked, "is the mocha hot", MENU) == asked
    assert taste_asked(asked, "do you have hot drinks", MENU) == asked


def test_the_cold_ones_are_said_with_every_drink_iced():
    from ordering.replies import TASTE

    assert answer_question([f"{TASTE}cold"], MENU) == (
        "For something cold we have the cold brew and the ginger green cold steep tea, and any of our drinks "
        "can be made iced — what would you like?")


def test_the_shipped_engine_names_the_cold_drinks_for_a_hot_day(engine):
    cart, replies = converse(engine, "what's good on a hot day like this", "an iced latte then")
    assert replies[0].startswith("For something cold we have the cold brew")
    assert lines(cart) == [{"item": "latte", "qty": 1, "temp": "iced"}]


def test_the_shipped_engine_names_the_chocolate_things(engine):
    cart, replies = converse(engine, "hmm i want something chocolatey", "ok the hot chocolate then")
    assert replies[0] == ("For something chocolatey we have the mocha, the hot chocolate and the chocolate "
                          "croissant — what would you like?")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1}]


def test_the_shipped_engine_names_sweet_things_for_a_sweet_tooth(engine):
    cart, replies = converse(engine, "i have a sweet tooth, what do you suggest")
    assert replies[0].startswith("For something sweet we have the mocha, the hot chocolate, the apple bran")
    assert "tooth" not in replies[0] and cart.lines == []


def test_a_member_named_or_given_values_is_the_models():
    for text, edits in (("a blueberry muffin, you recommend it?", [AddLine(item="blueberry muffin")]),
                        ("an apple bran muffin, which you recommend", [AddLine(item="apple bran muffin")]),
                        ("a muffin warmed, whatever you recommend",
                         [AddLine(item="apple bran muffin", preps=["warmed"])])):
        assert recommendation_asked(edits, text, Cart(), MENU) == edits, text


def test_the_shipped_engine_offers_the_favourite_muffin_and_orders_it(engine):
    cart, replies = converse(engine, "a muffin, whatever kind you recommend", "yes please")
    assert replies[0] == "We recommend the blueberry muffin: $3.25 — would you like it?"
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}]


@pytest.mark.parametrize("text", ["doesnt matter", "it doesn't matter", "any kind is fine", "i dont mind",
                                  "any of them", "whatever"])
def test_the_choice_left_to_us_after_which_tea_is_the_favourite_asked(text):
    asked = Cart(asked=Asked(kind="tea"))
    for said in ([AskMenu(about=["family:tea", "count:1"])], [ClearCart()]):
        assert recommendation_asked(said, text, asked, MENU) == [AskMenu(about=[RECOMMEND, "tea"])], text


def test_clearing_said_with_no_mind_is_the_models():
    cleared = [ClearCart()]
    assert recommendation_asked(cleared, "i dont care, cancel everything", Cart(), MENU) == cleared


def test_the_shipped_engine_offers_the_favourite_tea_when_the_choice_is_ours(engine):
    cart, replies = converse(engine, "a tea please", "doesnt matter", "ok yes please")
    assert replies[1].startswith("We recommend the earl grey tea: "), replies
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1}], replies
    cart, replies = converse(engine, "a latte", "i dont mind")
    assert lines(cart) == [{"item": "latte", "qty": 1}], replies


def test_the_shipped_engine_lists_the_syrups_when_asked_to_choose_one(engine):
    cart, replies = converse(engine, "a large hot chocolate", "and whatever syrup you recommend")
    assert replies[1].startswith("We have vanilla syrup, sugar-free vanilla syrup, caramel syrup")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1, "size": "large"}]


@pytest.mark.parametrize("text", ["what's good for kids", "something for my little one please",
                                  "do you have anything kid-friendly?",
                                  "what would you recommend for the kids"])
def test_something_for_kids_asks_for_the_drinks_without_coffee_or_tea(text):
    from ordering.recommended import KIDS, taste_asked
    from ordering.replies import RECOMMEND, TASTE

    for edits in ([], [AskMenu(about=[RECOMMEND])]):
        assert taste_asked(edits, text, MENU) == [AskMenu(about=[f"{TASTE}{KIDS}"])], text


def test_an_order_for_a_kid_is_the_models():
    from ordering.recommended import taste_asked

    cocoa = [AddLine(item="hot chocolate")]
    assert taste_asked(cocoa, "a hot chocolate for my kid", MENU) == cocoa


def test_the_shipped_engine_names_the_drinks_for_kids(engine):
    cart, replies = converse(engine, "what have you got for the kids?", "two small hot chocolates then")
    assert replies[0] == ("For kids we have the hot chocolate and the steamer — they can be made warm rather "
                          "than hot. What would you like?")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 2, "size": "small"}]
