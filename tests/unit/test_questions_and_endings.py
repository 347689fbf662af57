"""Questions of what an item is, properties the menu cannot tell, things we lack chosen with "the",
non-dairy milks, and closing words followed by "to go" without a comma (`ordering.items_asked`,
`ordering.chosen_unknown`, `ordering.replies`, `ordering.order_review.finished`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.chosen_unknown import chosen_not_sold, thing_chosen
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine, SetOrder
from ordering.items_asked import (
    asks_what_it_is,
    other_item_property_asked,
    property_asked_after_order,
    property_of_line_unsure,
    property_unsure,
    value_asked_after_order,
    what_it_is,
)
from ordering.order_review import finished, kinds_listed, name_not_finished
from ordering.replies import DESCRIBE, UNSURE, answer_question, subjects_asked
from tests.unit.shipped import MENU, converse, lines


@pytest.mark.parametrize("text", ["that's it to go", "that's all for here thanks", "nothing else to stay",
                                  "that'll be everything take away"])
def test_closing_words_then_where_finish(text):
    assert finished([SetOrder(to_go=True)], text)[-1] == Finish()


@pytest.mark.parametrize("text", ["that's it for the latte", "is that all to go"])
def test_other_words_do_not_finish(text):
    assert not any(isinstance(e, Finish) for e in finished([], text))


@pytest.mark.parametrize("text", ["what's a flat white", "what is in the mocha?",
                                  "how is it different from a latte",
                                  "what's the difference between a cortado and a latte",
                                  "what does a chai latte taste like", "tell me about the cortado",
                                  "can you tell me what's in a flat white",
                                  "could you explain what a mocha is", "do you know what a cortado is?",
                                  "how does the mocha taste", "how does a cortado taste?",
                                  "hi! first time here. what's a cortado?",
                                  "i'm new here, what is a macchiato"])
def test_what_it_is_questions(text):
    assert asks_what_it_is(text)


@pytest.mark.parametrize("text", ["a flat white please", "what about a latte",
                                  "what's a latte, and a muffin please too", "can you make me a latte",
                                  "can you tell me what a latte is and add one",
                                  "how does the mocha taste so good, i'll have one",
                                  "first time here. a latte please"])
def test_orders_are_not_what_it_is_questions(text):
    assert not asks_what_it_is(text)


def test_the_shipped_engine_adds_nothing_when_asked_to_tell_what_an_item_is(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "could you tell me what's in a flat white?")
    assert cart.lines == [] and replies[0].startswith("A flat white is ")


def test_the_shipped_engine_describes_a_cortado_to_a_newcomer_and_orders_it_after(engine):
    cart, replies = converse(engine, "hi! first time here. what's a cortado?", "sounds good, i'll have one")
    assert replies[0].startswith("A cortado is ") and lines(cart) == [{"item": "cortado", "qty": 1}]


def test_the_shipped_engine_says_what_a_mocha_is_when_asked_how_it_tastes(engine):
    cart, replies = converse(engine, "how does the mocha taste")
    assert cart.lines == [] and replies[0].startswith("A mocha is espresso with chocolate sauce")


def test_what_it_is_adds_nothing():
    words = ["what's", "a", "item:flat_white"]
    assert what_it_is([AddLine(item="flat white")], "what's a flat white", words) == [
        AskMenu(about=["flat white", DESCRIBE])]
    assert what_it_is([AddLine(item="flat white")], "a flat white", words) == [AddLine(item="flat white")]
    total = ["what's", "the", "total"]
    assert what_it_is([AskMenu()], "what's the total", total) == [AskMenu()]
    priced = what_it_is([AddLine(item="latte")], "what's a latte cost", ["what's", "a", "item:latte", "cost"])
    assert priced == [AskMenu(about=["latte"])]


def test_property_we_cannot_tell():
    words = ["is", "the", "item:chai_latte", "sweet"]
    assert property_unsure([AskMenu(about=["chai latte"])], "is the chai sweet", words) == [
        AskMenu(about=["chai latte", UNSURE])]
    assert property_unsure([AddLine(item="chai latte")], "is the chai sweet", words) == [
        AskMenu(about=["chai latte", UNSURE])]
    available = ["is", "the", "item:chai_latte", "available"]
    assert property_unsure([AskMenu(about=["chai latte"])], "is the chai available", available) == [
        AskMenu(about=["chai latte"])]
    # asked of the cart's latte, the line the model read it of ("is the mocha sweet" of a latte)
    mocha = ["is", "the", "item:mocha", "sweet"]
    assert property_unsure([AskMenu(about=["mocha", "latte"])], "is the mocha sweet", mocha) == [
        AskMenu(about=["mocha", UNSURE])]
    assert property_unsure([AskMenu(about=["sizes"], ref=1)], "is the mocha sweet", mocha) == [
        AskMenu(about=["sizes"], ref=1)]
    # said after "wait", the model's note of it or nothing: a question all the same
    waited = ["wait", ",", *mocha]
    for model in ([ChangeLine(ref=1, notes="less sweet")], []):
        assert property_unsure(model, "wait, is the mocha sweet?", waited) == [
            AskMenu(about=["mocha", UNSURE])]


def test_the_shipped_engine_cannot_tell_if_the_mocha_is_sweet(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "one mocha", "wait, is the mocha sweet?")
    assert replies[1].startswith("Sorry, I can't tell you that about the mocha.")
    assert [(line.item, line.notes) for line in cart.lines] == [("mocha", None)]


def test_a_property_asked_of_it_after_a_question_of_an_item_is_asked_of_that_item(engine):
    from ordering.cart import Asked

    offered = Cart(asked=Asked(kind="chai latte", offer={"item": "chai latte"}))
    assert property_of_line_unsure([], "is it spicy?", ["is", "it", "spicy", "?"], offered) == [
        AskMenu(about=["chai latte", UNSURE])]
    cart, replies = converse(engine, "what's in the chai latte", "is it spicy", "ok one small one please")
    assert replies[1].startswith("Sorry, I can't tell you that about the chai latte.")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "size": "small"}]


def test_a_property_asked_of_it_is_asked_of_the_last_line():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="chai latte")], next_line_id=3)
    for text in ("is it sweet?", "is that strong?", "so is it very sweet?", "is that sweet"):  # said: no "?"
        assert property_of_line_unsure([AskMenu(about=[])], text, text.split(), cart) == [
            AskMenu(about=["chai latte", UNSURE])], text
    for text in ("is that all?", "is that extra?", "it is sweet?", "is it sweet and large"):
        assert property_of_line_unsure([AskMenu(about=[])], text, text.split(), cart) == [AskMenu(about=[])]
    said = "is it caffeine:decaf ?".split()
    asked = [AskMenu(about=["caffeine:decaf"], ref=2)]
    assert property_of_line_unsure(asked, "is it decaf?", said, cart) == asked
    assert property_of_line_unsure([], "is it sweet?", "is it sweet ?".split(), Cart()) == []


def test_how_a_property_is_asked_of_it_is_a_question_not_a_note():
    cart = Cart(lines=[Line(id=1, item="chai latte", temp="iced")], next_line_id=2)
    noted = [ChangeLine(ref=1, notes="how sweet")]  # the model's note of the question
    for text in ("how sweet is it", "so how strong is that?", "how creamy is this"):
        assert property_of_line_unsure(noted, text, text.split(), cart) == [
            AskMenu(about=["chai latte", UNSURE])], text
    made = [ChangeLine(ref=1, size="large")]
    assert property_of_line_unsure(made, "how sweet is it", "how sweet is it".split(), cart) == made
    assert property_of_line_unsure(noted, "make it less sweet", "make it less sweet".split(), cart) == noted


def test_how_hot_it_is_is_a_question_not_a_temperature():
    cart = Cart(lines=[Line(id=1, item="chai latte")], next_line_id=2)
    heated = [ChangeLine(ref=1, temp="hot")]  # the model's reading of the word "hot"
    assert property_of_line_unsure(heated, "how hot is it", "how temp:hot is it".split(), cart) == [
        AskMenu(about=["chai latte", UNSURE])]
    said = "make it temp:hot".split()
    assert property_of_line_unsure(heated, "make it hot", said, cart) == heated  # not asked
    said = "how temp:hot is it ? make it temp:extra_hot".split()
    extra = [ChangeLine(ref=1, temp="extra hot")]
    assert property_of_line_unsure(extra, "how hot is it? make it extra hot", said, cart) == extra


def test_the_shipped_engine_answers_how_sweet_the_chai_is(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "can i get an iced chai", "how sweet is it")
    assert cart.lines[0].notes is None
    assert replies[1].startswith("Sorry, I can't tell you that about the chai latte.")
    cart, replies = converse(engine, "a chai latte", "how hot is it")
    assert cart.lines[0].temp is None and replies[1].startswith("Sorry, I can't tell you that")


def test_described_and_unsure_replies():
    assert answer_question(["cortado", DESCRIBE], MENU).startswith("A cortado is espresso cut with")
    unsure = answer_question(["chai_latte", UNSURE], MENU)
    assert unsure.startswith("Sorry, I can't tell you that about the chai latte.") and "Yes" not in unsure


def test_non_dairy_milks_once_and_without_dairy():
    assert subjects_asked("do you have any non dairy milks") == ["non-dairy milks"]
    reply = answer_question(subjects_asked("any dairy-free milk?"), MENU)
    assert "oat milk" in reply and "whole milk" not in reply and "half and half" not in reply
    assert answer_question(["dairy", "milks"], MENU).count("Our milk options") == 1
    for asked in ("do you have anything without dairy?", "a milk with no dairy?", "which milk is not dairy"):
        assert subjects_asked(asked) == ["non-dairy milks"], asked


def test_a_dairy_allergy_hears_the_non_dairy_milks_and_to_tell_the_barista():
    for said in ("i'm allergic to dairy", "i have a milk allergy, what can i have", "i'm lactose intolerant"):
        assert subjects_asked(said) == ["non-dairy milks", "allergy"], said
    reply = answer_question(subjects_asked("i'm allergic to dairy"), MENU)
    assert "oat milk" in reply and "whole milk" not in reply and "tell the barista" in reply


def test_the_shipped_engine_answers_a_dairy_allergy(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "i'm allergic to dairy, what can i have")
    assert not cart.lines and "almond milk" in replies[0] and "whole milk" not in replies[0]


def test_thing_chosen_with_the():
    known = MENU.words
    assert thing_chosen(["i'll", "try", "the", "jasmine"], known) == "jasmine"
    assert thing_chosen(["can", "i", "get", "the", "pumpkin", "n1", "please"], known) == "pumpkin"
    assert thing_chosen(["i'll", "have", "the", "same"], known) is None
    assert thing_chosen(["i'll", "take", "the", "usual"], known) is None
    assert thing_chosen(["make", "the", "item:latte", "large"], known) is None
    assert chosen_not_sold([Finish()], ["i'll", "try", "the", "jasmine"], known) == [AddLine(item="jasmine")]
    # a word we lack before the words of a kind of ours: not the kind's list alone
    said = "i'll have the jasmine green tea".split()
    assert thing_chosen(said, known) == "jasmine green tea"
    assert chosen_not_sold([AskMenu(about=["tea"])], said, known) == [AddLine(item="jasmine green tea")]
    assert thing_chosen("i'll have the green tea".split(), known) is None
    assert thing_chosen("i'll have the earl grey tea".split(), known) is None


def test_the_shipped_engine_says_we_lack_the_jasmine_green_tea(engine):
    cart, replies = converse(engine, "I'll have the jasmine green tea")
    assert replies[-1] == "Sorry, we don't have jasmine green tea." and not cart.lines


def test_dialogues(engine):
    cart, replies = converse(engine, "a latte", "that's it to go")
    assert "Here's your order" in replies[-1] and cart.to_go is True
    cart, replies = converse(engine, "a flat white", "what's a cortado")
    assert lines(cart) == [{"item": "flat white", "qty": 1}] and "cortado is espresso cut" in replies[-1]
    cart, replies = converse(engine, "what's in the mocha")
    assert not cart.lines
    cart, replies = converse(engine, "what teas do you have", "i'll try the jasmine")
    assert replies[-1] == "Sorry, we don't have jasmine." and not cart.lines
    _, replies = converse(engine, "is the chai sweet")
    assert not replies[-1].startswith("Yes")


def test_what_is_in_it_describes_the_last_line(engine):
    from ordering.items_asked import what_the_line_is

    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="chai latte")], next_line_id=3)
    assert what_the_line_is([], "so what's in it?", ["so", "what's", "in", "it", "?"], cart) == [
        AskMenu(about=["chai latte", DESCRIBE])]
    said = ["what's", "in", "it", "and", "make", "it", "temp:iced"]  # a change too: the model's
    iced = [ChangeLine(ref=2, temp="iced")]
    assert what_the_line_is(iced, "what's in it and make it iced", said, cart) == iced
    _, replies = converse(engine, "one cortado please", "what is that made with?")
    assert replies[1].startswith("A cortado is espresso cut with")
    listed = [AskMenu(about=["syrups", "sauces"])]  # "what comes in it" read as the add-ons
    assert what_the_line_is(listed, "what comes in it", "what comes in it".split(), cart) == [
        AskMenu(about=["chai latte", DESCRIBE])]
    _, replies = converse(engine, "a latte", "what comes in it")
    assert replies[1].startswith("A latte is espresso with")


def test_what_kinds_of_coffee_lists_the_coffee_drinks(engine):
    from ordering.order_review import coffee_kinds_asked

    assert coffee_kinds_asked([AskMenu(about=["coffee"])], "what kinds of coffee do you have?") == [
        AskMenu(about=["coffee drinks", "brewed coffees"])]
    assert coffee_kinds_asked([AddLine(item="coffee")], "what kinds of coffee, a large one") == [
        AddLine(item="coffee")]  # an order: the model's
    _, replies = converse(engine, "which coffees do you have")
    assert replies[0].startswith("Our espresso drinks: latte,")
    assert "Our brewed coffee: coffee and cold brew" in replies[0]


@pytest.mark.parametrize("text, asked", [
    ("what's anna's drink?", True), ("what did my son order", True), ("what did jen get", True),
    ("what does it have in it", False), ("what did you say", False), ("what does the mocha cost", False),
])
def test_what_a_person_ordered_reads_the_order_back(text, asked):
    from ordering.order_review import asks_about_the_order

    assert asks_about_the_order(text) == asked


def test_the_shipped_engine_reads_back_a_persons_order(engine):
    _, replies = converse(engine, "a cortado for maya and a mocha for leo", "what's maya's drink?")
    assert replies[1] == "Maya is having a cortado ($3.50)."  # hers alone (`whose_asked`)


def test_a_turn_that_only_names_whose_it_is_does_not_close_the_order():
    named = [ChangeLine(ref=1, who="sam"), Finish()]
    assert name_not_finished(named, "it's for sam") == named[:1]
    renamed = [Finish(), SetOrder(customer_name="Alexander")]
    assert name_not_finished(renamed, "actually the name is alexander") == renamed[1:]
    for text in ("that's all, name is sam", "for jen, done", "sam. i'm all set"):  # closing words said
        assert name_not_finished(named, text) == named, text
    more = [ChangeLine(ref=1, who="sam", size="large"), Finish()]  # more than whose
    assert name_not_finished(more, "a large one for sam") == more
    assert name_not_finished([SetOrder(customer_name="Sam", to_go=True), Finish()], "sam, to go") == [
        SetOrder(customer_name="Sam", to_go=True), Finish()]


def test_the_shipped_engine_asks_for_more_after_the_latte_is_sams(engine):
    cart, replies = converse(engine, "a latte", "it's for sam")
    assert replies[1] == "Got it, the latte is for Sam. Anything else?" and cart.status != "finished"


def test_a_question_of_what_an_order_says_after_with_gives_way_to_the_kind_asked():
    honey = [AskMenu(about=["honey"])]
    assert kinds_listed(honey, "a tea for my mom, she likes it with honey") == [AskMenu(about=["tea"])]
    assert kinds_listed(honey, "do you have a tea with honey?") == honey  # asked: the model's answer
    assert kinds_listed(honey, "and honey with it") == honey  # no kind ordered: nothing to ask of
    milks = [AskMenu(about=["milks"])]
    assert kinds_listed(milks, "a tea with honey") == milks  # not said after "with"


def test_the_shipped_engine_asks_which_tea_for_mom(engine):
    cart, replies = converse(engine, "a tea for my mom, she likes it with honey", "peppermint")
    assert replies[0].startswith("Which tea would you like?")
    assert [(line.item, line.who) for line in cart.lines] == [("peppermint rose tea", "my mom")]


def test_a_property_asked_after_an_order_adds_it_and_asks_of_its_item():
    noted = [AddLine(item="americano", notes="extra strong")]
    assert property_asked_after_order(noted, "an americano. is it strong?") == [
        AddLine(item="americano"), AskMenu(about=["americano", UNSURE])]
    decaf = [AddLine(item="mocha", caffeine="decaf")]  # "is it decaf?": a value of the menu, the model's
    assert property_asked_after_order(decaf, "a mocha. is it decaf?") == decaf
    two = [AddLine(item="latte"), AddLine(item="mocha")]
    assert property_asked_after_order(two, "a latte and a mocha, is it sweet?") == two


def test_a_property_asked_after_an_order_read_as_a_question_alone_orders_it_too():
    said = "a size:large item:cold_brew . is that strong ?".split()
    asked = [AskMenu(about=["cold brew"])]  # the model's: nothing ordered
    assert property_asked_after_order(asked, "a large cold brew. is that strong?", said, MENU) == [
        AddLine(item="cold brew", size="large"), AskMenu(about=["cold brew", UNSURE])]
    what = "what is a item:cortado . is it strong ?".split()  # no order before the question
    cortado = [AskMenu(about=["cortado"])]
    assert property_asked_after_order(cortado, "what is a cortado. is it strong?", what, MENU) == cortado


def test_a_value_asked_after_an_order_is_asked_of_the_line_added():
    said = "a item:mocha . is it caffeine:decaf ?".split()
    decaf = [AddLine(item="mocha", caffeine="decaf")]  # the model's: the question's value on the line
    assert value_asked_after_order(decaf, "a mocha. is it decaf?", said, Cart(), MENU) == [
        AddLine(item="mocha"), AskMenu(ref=1, about=["caffeine:decaf"])]
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    said = "n2 item:mocha , do they come with addon:whipped_cream".split()
    whipped = [AddLine(item="mocha", qty=2, addons={"whipped cream": 1})]
    assert value_asked_after_order(whipped, "2 mochas, do they come with whip", said, latte, MENU) == [
        AddLine(item="mocha", qty=2), AskMenu(ref=2, about=["addon:whipped cream"])]
    asked = [AskMenu(about=["vanilla syrup"])]  # the model's: the question alone, nothing ordered
    said = "a item:latte , does it come with addon:vanilla_syrup ?".split()
    assert value_asked_after_order(asked, "a latte, does it come with vanilla?", said, Cart(), MENU) == [
        AddLine(item="latte"), AskMenu(ref=1, about=["addon:vanilla syrup"])]


DECAF_MOCHA = [AddLine(item="mocha", caffeine="decaf")]


@pytest.mark.parametrize("text, said, edits", [
    ("a decaf mocha. thanks", "a caffeine:decaf item:mocha . thanks", DECAF_MOCHA),
    ("a mocha, make it decaf", "a item:mocha , make it caffeine:decaf", DECAF_MOCHA),
    ("a latte. is the mocha decaf?", "a item:latte . is the item:mocha caffeine:decaf ?",
     [AskMenu(about=["mocha"])]),  # of another item, named
])
def test_an_order_with_a_value_said_not_asked_is_the_models(text, said, edits):
    assert value_asked_after_order(edits, text, said.split(), Cart(), MENU) == edits


def test_the_shipped_engine_adds_the_mocha_and_says_whether_it_is_decaf(engine):
    cart, replies = converse(engine, "one mocha please. is it decaf?", "ok make it decaf")
    assert replies[0] == "Added a mocha ($5.25). No, the mocha isn't decaf; it can be decaf. Anything else?"
    assert lines(cart) == [{"item": "mocha", "qty": 1, "caffeine": "decaf"}]


def test_the_shipped_engine_adds_the_chai_and_cannot_tell_if_it_is_sweet(engine):
    cart, replies = converse(engine, "a small chai latte, is it sweet?")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "size": "small"}], replies
    assert "Sorry, I can't tell you that about the chai latte." in replies[0], replies


def test_a_property_of_another_item_asked_after_an_order_is_answered_and_that_item_not_added():
    said = "can i get a item:latte , and is the item:banana_bread good".split()
    model = [AddLine(item="latte"), AddLine(item="banana bread")]
    assert other_item_property_asked(model, said, MENU) == [
        AddLine(item="latte"), AskMenu(about=["banana bread", UNSURE])]
    said = "a item:latte . is the item:banana_bread good ?".split()  # the model asked of the latte
    assert other_item_property_asked([AskMenu(about=["latte"])], said, MENU) == [
        AddLine(item="latte"), AskMenu(about=["banana bread", UNSURE])]
    said = "a item:latte , and is the item:banana_bread addon:whipped_cream".split()  # a value: not here
    assert other_item_property_asked(model, said, MENU) == model
    said = "a item:latte and is the item:latte good".split()  # the item ordered: `property_asked_after_order`
    assert other_item_property_asked(model, said, MENU) == model


def test_the_shipped_engine_adds_the_latte_and_answers_of_the_banana_bread(engine):
    cart, replies = converse(engine, "can i get a latte, and is the banana bread good")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[0].startswith("Added a latte ($4.75). Sorry, I can't tell you that about the slice")


def test_a_line_made_another_item_before_the_question_is_made_so():
    latte = Cart(lines=[Line(id=1, item="latte", size="medium")], next_line_id=2)
    said = "actually make it a item:mocha , and is the item:banana_bread good".split()
    model = [AddLine(item="mocha"), AddLine(item="banana bread")]
    assert other_item_property_asked(model, said, MENU, latte) == [
        RemoveLine(ref=1), AddLine(item="mocha", size="medium"), AskMenu(about=["banana bread", UNSURE])]


def test_the_shipped_engine_makes_the_latte_a_mocha_and_answers_of_the_banana_bread(engine):
    cart, replies = converse(engine, "a medium latte",
                             "actually make it a mocha, and is the banana bread good")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "medium"}]
    assert replies[1].startswith("Changed the latte to a medium mocha ($5.25). Sorry, I can't tell you")
