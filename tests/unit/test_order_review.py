"""A question about the customer's own order is read back (`ordering.order_review`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, Finish, ReviewOrder, SetOrder
from ordering.order_review import (
    asked_not_changed,
    asks_about_the_order,
    asks_of_a_line,
    finished,
    kinds_listed,
    reviewed,
    subjects_filled,
    thing_asked,
)


@pytest.mark.parametrize(
    "text",
    ["what's the total?", "whats my total", "how much is that altogether", "how much will it be", "total?",
     "what do i owe you", "what have I got so far", "what's in my order", "what's on my order",
     "can you read it back",
     "what does that come to", "what did i order", "how much is the bill", "what's that come to",
     "whats it costing me", "what's the damage", "how much?", "so how much altogether", "how much then",
     "how much for everything", "how much for the lot?", "how much are they", "how much for all of that",
     "how much is that one", "how much is this one?", "is that the same price?", "does that change the price",
     "will it cost the same", "what's left", "so what is left on my order now?", "how much more is that",
     "how much extra will it be", "is that it?", "is that everything?", "so is that all i ordered?",
     "is this everything on my order?", "what do i have", "what have we got now?", "ok what do i have",
     "what does that cost", "what will those all cost me altogether?", "how much is each",
     "how much are they each?", "how much does each one cost"],
)
def test_questions_about_the_order(text):
    assert asks_about_the_order(text)


@pytest.mark.parametrize(
    "text",
    ["how much is a large latte?", "how much is it for a latte", "how much does it cost to add oat milk",
     "a latte please", "what teas do you have", "", "total" * 1000, "what's it cost to add oat milk",
     "how much milk is in a latte", "how much more", "how much for a mocha", "how much are the muffins",
     "how much for everything on the menu", "how much is that one with oat milk",
     "is the latte the same price as the mocha", "is that it", "is that everything you have?",
     "is that iced?", "what do i have to pay", "what do you have", "what does a latte cost",
     "what does it cost to add oat milk"],
)
def test_other_turns_are_not(text):
    assert not asks_about_the_order(text)


def test_reviewed_replaces_a_bare_question_and_keeps_edits():
    assert reviewed([AskMenu()], "what's my total?") == [ReviewOrder()]
    add = AddLine(item="latte")
    assert reviewed([add], "and a latte, how much is that?") == [add, ReviewOrder()]
    assert reviewed([add], "a latte please") == [add]


def test_reviewed_leaves_menu_questions_and_finishing_alone():
    ask = AskMenu(about=["latte", "large"])
    assert reviewed([ask], "what's the total price of a large latte?") == [ask]
    assert reviewed([Finish()], "that's all, what's the total?") == [Finish()]


def test_nothing_changed_said_of_an_item_is_no_question_of_it():
    from ordering.replies import NEVER_MIND

    unchanged = AskMenu(about=[NEVER_MIND])
    assert subjects_filled([unchanged], "just the latte", "just the item:latte".split()) == [unchanged]


def test_the_shipped_engine_orders_no_second_latte_after_just_the_latte(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte with oat milk and a chocolate croissant",
                             "actually no croissant", "just the latte", "thanks")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[-1].startswith("Here's your order: an oat milk latte")


def test_a_question_naming_a_group_of_the_menu_gets_it_as_its_subject():
    assert subjects_filled([AskMenu()], "what milks do you have?") == [AskMenu(about=["milks"])]
    both = AskMenu(about=["baked goods", "syrups"])
    assert subjects_filled([AskMenu()], "any baked goods, or syrups?") == [both]
    oat = AskMenu(about=["oat milk"])
    assert subjects_filled([oat], "do you have oat milk?") == [oat]
    assert subjects_filled([AskMenu()], "what do you have?") == [AskMenu()]

    caramel = "is there addon:caramel_syrup for the item:latte".split()
    asked = subjects_filled([AskMenu(about=["caramel syrup"])], "is there caramel for the latte", caramel)
    assert asked == [AskMenu(about=["latte", "caramel syrup"])]
    decaf = "do you have caffeine:decaf ?".split()
    assert subjects_filled([AskMenu()], "do you have decaf?", decaf) == [AskMenu(about=["decaf"])]


@pytest.mark.parametrize(
    "text", ["that's it, to go", "that's all I need", "nothing else, thanks", "I'm good thanks",
             "that's all for now.", "that will do it", "that is everything", "that should be everything",
             "that would be all, thanks", "and thats it, to go please", "thatll be all", "that's the lot",
             "that covers it, thanks"])
def test_words_that_close_the_order_finish_it(text):
    to_go = SetOrder(to_go=True)
    assert finished([to_go], text) == [to_go, Finish()]
    assert finished([Finish()], text) == [Finish()]


@pytest.mark.parametrize(
    "text", ["thatll do it", "ok that oughta do it thanks", "that does it", "that'd do it", "that will do",
             "yeah i think that's all for now, cheers", "nope, nothing else", "no that is everything"])
def test_closing_words_alone_finish_whatever_else_the_model_wrote(text):
    to_go = SetOrder(to_go=True)
    for model in ([AskMenu()], [ChangeLine(ref=1, notes="weak")], [], [ClearCart()]):  # never a clearing
        assert finished([to_go, *model], text) == [to_go, Finish()], model
    latte = AddLine(item="latte")
    assert finished([latte], text)[0] == latte  # an order the model wrote stays


def test_the_shipped_engine_reads_back_on_closing_words_typed_without_the_apostrophe(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "thatll do it")
    assert replies[1].startswith("Here's your order: a latte ($4.75).") and len(cart.lines) == 1


def test_the_shipped_engine_keeps_the_order_when_no_is_said_before_the_closing_words(engine):
    from tests.unit.shipped import converse

    for closing in ("no that is everything", "no, that is everything thanks", "thats the lot"):
        cart, replies = converse(engine, "a small iced latte", closing)
        assert replies[1].startswith("Here's your order: a small iced latte"), closing
        assert len(cart.lines) == 1, closing
        assert cart.lines[0].notes is None, closing


@pytest.mark.parametrize(
    "text", ["is that it?", "that's it for the latte, and a muffin", "i'm good with the latte, and a muffin",
             "a latte please", "", "thats a lot"])
def test_other_words_do_not(text):
    assert finished([AddLine(item="latte")], text) == [AddLine(item="latte")]


def test_an_order_naming_only_a_kind_lists_that_kind():
    assert kinds_listed([], "a tea please") == [AskMenu(about=["tea"])]
    assert kinds_listed([], "hello") == []
    add = AddLine(item="earl grey tea")
    assert kinds_listed([add], "an earl grey tea") == [add]
    to_go = SetOrder(to_go=True)  # said beside the order's to go: both
    assert kinds_listed([to_go], "a tea to go") == [to_go, AskMenu(about=["tea"])]
    assert kinds_listed([to_go], "to go please") == [to_go]
    # in an order, a kind said after "with" is a request for the kind ordered, not a kind asked of
    assert kinds_listed([], "a tea with milk please") == [AskMenu(about=["tea"])]
    assert kinds_listed([], "do you have tea with milk") == [AskMenu(about=["tea", "milk"])]
    assert kinds_listed([], "one tea, no milk") == [AskMenu(about=["tea"])]  # "no" too: not the milks


@pytest.mark.parametrize("text", ["is the croissant warm?", "Is it decaf?", "are they iced?",
                                  "does it come with foam?", "is that a large one?", "is the croissant warm",
                                  "does the mocha have whipped cream", "are they both iced.",
                                  "is there honey in that", "are there any sprinkles on the mocha?"])
def test_yes_or_no_questions_of_what_is_ordered(text):
    assert asks_of_a_line(text)


@pytest.mark.parametrize("text", ["is it possible to make it decaf?", "is it ok if it's iced?",
                                  "does it come in large?",
                                  "make it decaf?", "do you have oat milk?", "do the latte iced",
                                  "is the latte hot and add a muffin", "is it ok to make it iced",
                                  "can you warm the croissant?", "would you make it iced?",
                                  "is there a way to make it iced", "is there soy milk?",
                                  "is there cinnamon in it and a scone"])
def test_requests_and_other_questions_are_not(text):
    assert not asks_of_a_line(text)


def test_a_question_between_two_values_asks_which_the_line_has():
    from ordering.edits import WHAT
    from ordering.menu import load_menu
    from ordering.replies import answer_of_line

    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    said = "is that temp:hot or temp:iced".split()
    assert asked_not_changed([ChangeLine(ref=1, temp="iced")], "is that hot or iced", cart, said) == [
        AskMenu(about=[WHAT + "temp"], ref=1)]
    said = "is it caffeine:decaf or regular".split()
    assert asked_not_changed([ChangeLine(ref=1, caffeine="decaf")], "is it decaf or regular", cart, said) == [
        AskMenu(about=[WHAT + "caffeine"], ref=1)]
    assert answer_of_line([WHAT + "temp"], cart.lines[0], load_menu()) == "The latte is hot."


def test_an_add_on_asked_free_of_is_answered_from_the_line():
    from ordering.edits import FREE_OF
    from ordering.menu import load_menu
    from ordering.replies import answer_of_line

    menu = load_menu()
    free = Cart(lines=[Line(id=1, item="latte", addons={"sugar-free vanilla syrup": 1})], next_line_id=2)
    said = "is that addon:sugar free ?".split()
    assert asked_not_changed([], "is that sugar free?", free, said) == [
        AskMenu(about=[FREE_OF + "addon:sugar"], ref=1)]
    assert answer_of_line([FREE_OF + "addon:sugar"], free.lines[0], menu) == "Yes, the latte has no sugar."
    sweet = Line(id=1, item="latte", addons={"vanilla syrup": 1})
    assert answer_of_line([FREE_OF + "addon:sugar"], sweet, menu) == "No, the latte has vanilla syrup."
    sugared = Line(id=1, item="latte", addons={"sugar": 1})
    assert answer_of_line([FREE_OF + "addon:sugar"], sugared, menu) == "No, the latte has sugar."
    assert answer_of_line([FREE_OF + "addon:sugar"], Line(id=1, item="mocha"), menu) == (
        "Sorry, I can't tell you whether the mocha has sugar in it.")


def test_the_shipped_engine_says_the_sugar_free_latte_has_no_sugar(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "an iced latte with sugar free vanilla", "is that sugar free?")
    assert replies[1] == "Yes, the latte has no sugar."
    assert cart.lines[0].addons == {"sugar-free vanilla syrup": 1}
    _, replies = converse(engine, "a latte with sugar", "is it sugar free")
    assert replies[1] == "No, the latte has sugar."


def test_a_question_of_a_line_changes_nothing_and_asks_the_line():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="chocolate croissant")], next_line_id=3)
    warmed = [ChangeLine(ref=2, preps=["warmed"])]
    assert asked_not_changed(warmed, "is the croissant warm?", cart) == [
        AskMenu(about=["prep:warmed"], ref=2)]
    # the model wrote nothing, or asked the menu: of the one line named (or the cart's only line)
    said = ["does", "the", "item:chocolate_croissant", "have", "addon:butter", "?"]
    assert asked_not_changed([], "does the croissant have butter?", cart, said) == [
        AskMenu(about=["addon:butter"], ref=2)]
    asked = [AskMenu(about=["addon:butter"])]
    said = ["does", "it", "have", "addon:butter", "?"]  # two lines, none named: the menu's question
    assert asked_not_changed(asked, "does it have butter?", cart, said) == asked
    both = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, preps=["warmed"])]  # of two lines: each
    assert asked_not_changed(both, "are they iced?", cart) == [
        AskMenu(about=["temp:iced"], ref=1), AskMenu(about=["prep:warmed"], ref=2)]
    assert asked_not_changed([], "are they iced?", cart, ["are", "they", "temp:iced", "?"]) == [
        AskMenu(about=["temp:iced"], ref=1), AskMenu(about=["temp:iced"], ref=2)]
    gone = [ChangeLine(ref=7, temp="iced")]  # no such line: the menu's question
    assert asked_not_changed(gone, "is it iced?", cart) == [AskMenu(about=["temp:iced"])]
    assert asked_not_changed(warmed, "can you warm the croissant?", cart) == warmed
    added = [AddLine(item="latte", temp="iced")]
    assert asked_not_changed(added, "is it iced?", cart) == added  # only a change is read back as asked


def test_a_thing_asked_as_there_in_a_line_changes_nothing_and_asks_the_line():
    cart = Cart(lines=[Line(id=1, item="chai latte"), Line(id=2, item="bagel")], next_line_id=3)
    honeyed = [AskMenu(about=["chai latte"]), ChangeLine(ref=1, add_addons={"honey": 1})]
    assert asked_not_changed(honeyed, "is there honey in the chai?", cart) == [
        AskMenu(about=["addon:honey"], ref=1)]
    other = [AskMenu(about=["mocha"]), ChangeLine(ref=1, add_addons={"honey": 1})]  # asked of no line
    assert asked_not_changed(other, "is there honey in the mocha?", cart) == other


def test_the_shipped_engine_answers_is_there_a_thing_in_it_from_the_line(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a small chai latte with soy", "is there cinnamon syrup in that")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "size": "small", "milk": "soy milk"}], replies
    assert replies[-1].startswith("No, the chai latte doesn't have cinnamon"), replies


def test_a_thing_asked_that_is_no_menu_word_is_the_questions_subject():
    assert subjects_filled([AskMenu()], "do you sell smoothies?") == [AskMenu(about=["smoothies"])]
    assert subjects_filled([AskMenu()], "Do you have any lemonade?") == [AskMenu(about=["lemonade"])]
    assert subjects_filled([AskMenu()], "do you have anything sweet?") == [AskMenu()]
    assert subjects_filled([AskMenu()], "do you have it in large?") == [AskMenu()]
    said = ["do", "you", "have", "item:latte", "lattes", "?"]  # a menu word: the menu answers of it
    assert thing_asked("do you have latte lattes?", said) == []
    assert thing_asked("do you have latte lattes?") == ["latte lattes"]


def test_a_question_of_an_items_price_is_marked_so_with_the_size_said():
    from ordering.order_review import price_asked

    asked = [AskMenu(about=["latte"])]
    said = ["price", "of", "a", "size:large", "item:latte", "?"]
    assert price_asked(asked, "price of a large latte?", said) == [
        AskMenu(about=["latte", "size:large", "price"])]
    assert price_asked(asked, "how much is a latte", ["how", "much", "is", "a", "item:latte"]) == [
        AskMenu(about=["latte", "price"])]
    assert price_asked(asked, "do you have lattes?") == asked  # no price asked
    oat = [AskMenu(about=["oat milk"])]  # marked too: the answer gives a price only of an item
    assert price_asked(oat, "how much is oat milk?") == [AskMenu(about=["oat milk", "price"])]
    assert price_asked([ReviewOrder()], "how much is that") == [ReviewOrder()]


def test_a_price_asked_of_an_item_with_values_prices_the_line_said():
    from ordering.menu import load_menu
    from ordering.order_review import price_asked
    from ordering.replies import answer_question

    said = "how much is a size:large milk:oat_milk item:latte ?".split()
    asked = price_asked([AskMenu(about=["oat milk"])], "how much is a large oat latte?", said)
    assert asked == [AskMenu(about=["latte", "size:large", "milk:oat milk", "price"])]
    menu = load_menu()
    assert answer_question(asked[0].about, menu) == "A large oat milk latte is $5.95."
    about = ["latte", "addon:vanilla syrup", "price"]
    assert answer_question(about, menu) == (
        "A latte with vanilla syrup is short $4.25, small $4.75, medium $5.25 or large $5.75.")
    assert answer_question(["bagel", "addon:cream cheese", "price"], menu) == (
        "A plain bagel with cream cheese is $3.70.")
    said = "how much is a item:latte ? i'll have n1 with milk:oat_milk".split()  # ordered: the model's
    ordered = [AskMenu(about=["latte"]), AddLine(item="latte", milk="oat milk")]
    assert price_asked(ordered, "how much is a latte? i'll have one with oat", said) == ordered


def test_a_yes_no_question_of_an_options_cost_gives_its_price_and_changes_nothing():
    from ordering.order_review import extra_cost_asked

    made_oat = [ChangeLine(ref=1, milk="oat milk")]
    said = "does milk:oat_milk cost extra ?".split()
    assert extra_cost_asked(made_oat, "does oat milk cost extra?", said) == [
        AskMenu(about=["milk:oat milk", "price"])]
    said = "is the addon:vanilla_syrup extra ?".split()
    assert extra_cost_asked([ChangeLine(ref=1, add_addons={"vanilla syrup": 1})], "is the vanilla extra?",
                            said) == [AskMenu(about=["addon:vanilla syrup", "price"])]
    hot = [ChangeLine(ref=1, temp="extra hot")]
    assert extra_cost_asked(hot, "is it extra hot?", "is it temp:extra_hot ?".split()) == hot
    assert extra_cost_asked(made_oat, "make it oat", "make it milk:oat_milk".split()) == made_oat
    two = [ChangeLine(ref=1, milk="oat milk", size="large")]
    said = "does a size:large milk:oat_milk cost more".split()
    assert extra_cost_asked(two, "does a large oat cost more", said) == two
    said = "wait , do you charge extra for milk:oat_milk".split()  # a few words first
    assert extra_cost_asked(made_oat, "wait, do you charge extra for oat", said) == [
        AskMenu(about=["milk:oat milk", "price"])]
    said = "milk:oat_milk is extra right ?".split()  # said first, asked after: the order's end not read
    assert extra_cost_asked([Finish()], "oat milk is extra right?", said) == [
        AskMenu(about=["milk:oat milk", "price"])]
    said = "milk:oat_milk is extra hot".split()
    assert extra_cost_asked(made_oat, "oat milk is extra hot", said) == made_oat


def test_the_shipped_engine_keeps_the_latte_when_asked_if_oat_costs_extra(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "does oat milk cost extra?")
    assert replies[1] == "Oat milk is $0.70 extra." and cart.lines[0].milk is None


@pytest.mark.parametrize("text", ["confirm", "place my order please", "checkout", "ok, submit it",
                                  "yes that's correct", "ok no cookie then, just confirm",
                                  "go ahead and place my order"])
def test_a_turn_that_asks_to_place_the_order_reads_it_back(text):
    assert finished([], text) == [Finish()]
    assert finished([ChangeLine(ref=1, notes="weak")], text) == [Finish()]


@pytest.mark.parametrize("text", ["confirm the latte is decaf", "place a latte on my order", "a latte"])
def test_other_turns_do_not_place_it(text):
    assert finished([], text) == []


def test_the_shipped_engine_reads_back_on_confirm(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "a mocha", "confirm")
    assert replies[1].startswith("Here's your order: a mocha ($5.25). Total $5.25. Press")


@pytest.mark.parametrize("text", ["how many lattes do i have", "so how many drinks did we order?",
                                  "how many muffins are in my order", "how many do i have now",
                                  "how many are in my order"])
def test_how_many_the_order_holds_reads_it_back(text):
    from ordering.order_review import count_of_order_asked

    assert count_of_order_asked([AddLine(item="latte")], text) == [ReviewOrder()]


@pytest.mark.parametrize("text", ["what is on line 2", "what's the second item", "what is line 3",
                                  "so what's on line #1 now?", "whats the last thing on my order"])
def test_what_a_line_holds_reads_the_order_back(text):
    from ordering.order_review import count_of_order_asked

    assert count_of_order_asked([ChangeLine(ref=2, qty=2)], text) == [ReviewOrder()]


@pytest.mark.parametrize("text", ["which one costs more?", "so which of them is cheaper",
                                  "which drink is more expensive"])
def test_which_line_costs_more_reads_the_order_back_with_its_prices(text):
    from ordering.order_review import count_of_order_asked

    assert count_of_order_asked([], text) == [ReviewOrder()]


def test_the_shipped_engine_prices_the_lines_asked_which_costs_more(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "one flat white and one cortado", "make the cortado oat",
                          "which one costs more")
    assert replies[2] == ("Here's your order: a flat white ($4.50) and an oat milk cortado ($4.20). "
                          "Total $8.70. Anything else?")


@pytest.mark.parametrize("text", ["make line 2 large", "what is the second cheapest drink",
                                  "what is a flat white", "what's on the menu", "which tea is cheaper"])
def test_other_turns_name_no_line_asked(text):
    from ordering.order_review import count_of_order_asked

    assert count_of_order_asked([ChangeLine(ref=2, size="large")], text) == [ChangeLine(ref=2, size="large")]


def test_the_shipped_engine_reads_back_how_many_are_left(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "three coffees, all black", "remove one", "how many do i have now")
    assert replies[2] == "Here's your order: 2 coffees ($5.50). Total $5.50. Anything else?"


def test_the_shipped_engine_reads_back_what_is_on_a_line(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte, a mocha and a muffin", "what is on line 2")
    assert [line.qty for line in cart.lines] == [1, 1, 1]
    assert replies[-1].startswith("Here's your order: a latte ($4.75), a mocha ($5.25)")


def test_how_many_of_the_menu_is_no_question_of_the_order():
    from ordering.order_review import count_of_order_asked

    assert count_of_order_asked([], "how many shots are in the latte") == []


def test_the_shipped_engine_counts_without_adding(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "two lattes and a mocha", "how many lattes do i have")
    assert [line.qty for line in cart.lines] == [2, 1]
    assert replies[1].startswith("Here's your order: 2 lattes")


def test_the_shipped_engine_prices_that_one(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "can I get a matcha", "how much is that one")
    assert replies[1] == "Here's your order: a matcha latte ($5.25). Total $5.25. Anything else?"
    assert [(line.item, line.qty) for line in cart.lines] == [("matcha latte", 1)]


def test_the_shipped_engine_reads_back_whats_on_the_order(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "a latte", "what's on my order")
    assert replies[1] == "Here's your order: a latte ($4.75). Total $4.75. Anything else?"


def test_the_shipped_engine_reads_the_order_back_for_is_that_it(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a small latte", "is that it?")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[1] == "Here's your order: a small latte ($4.25). Total $4.25. Anything else?"


def test_the_shipped_engine_finishes_on_that_should_be_everything(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "a latte", "that should be everything")
    assert replies[1].startswith("Here's your order: a latte ($4.75). Total $4.75. Press")


def test_the_shipped_engine_finishes_on_thats_it_typed_without_the_apostrophe(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "a latte", "and thats it, to go please")
    assert replies[-1].startswith("Got it, to go. Here's your order: a latte ($4.75). Total $4.75, to go.")


def test_the_shipped_engine_reads_the_order_back_for_what_does_that_cost(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a small iced americano", "what does that cost")
    assert lines(cart) == [{"item": "americano", "qty": 1, "size": "small", "temp": "iced"}]
    assert replies[1].startswith("Here's your order: a small iced americano"), replies


@pytest.mark.parametrize("text, want", [
    ("a mocha, is whip extra?", {"order": "a mocha", "asked": "is whip extra?"}),
    ("one latte. two scones, and is it hot", {"order": "one latte. two scones", "asked": "and is it hot"}),
    ("a latte, ", {"order": "a latte", "asked": " "}),  # nothing after the comma but a space
    ("a latte,", None),  # nothing after it
    ("1, 2", None),  # no letter before it
    ("is it decaf?", None),  # no pause
])
def test_the_order_then_the_question_are_split_at_the_last_pause(text, want):
    import re

    from ordering.order_review import order_then_asked

    assert order_then_asked(text) == want
    said = re.match(r"^(?P<order>.*?[a-z].*?)[.,;!]\s*(?P<asked>[^.,;!]+)$", text, re.I)  # the regex's
    assert (said.groupdict() if said else None) == want


def test_the_shipped_engine_reads_back_the_price_of_each_line(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "a latte and a croissant", "how much is each")
    assert replies[1] == ("Here's your order: a latte ($4.75) and a butter croissant ($3.50). Total $8.25. "
                          "Anything else?")
