""""How much is a medium mocha?", then "I'll have that": the mocha is ordered (`ordering.offer_taken`)."""

from __future__ import annotations

import pytest

from ordering.cart import Asked, Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, apply_edits
from ordering.menu import load_menu
from ordering.offer_taken import offer_priced, offer_taken
from ordering.replies import PRICE
from tests.unit.shipped import converse, lines

MENU = load_menu()
OFFERED = Cart(asked=Asked(kind="mocha", offer={"item": "mocha", "size": "medium"}))


def test_a_question_of_one_item_keeps_the_line_it_names():
    cart = apply_edits(Cart(), [AskMenu(about=["mocha", "medium", "oat milk"])], MENU).cart
    assert cart.asked.offer == {"item": "mocha", "size": "medium", "milk": "oat milk"}
    oat = apply_edits(Cart(), [AskMenu(about=["oat milk"])], MENU).cart.asked  # an option: no line offered
    assert oat.offer is None and oat.option == {"group": "milk", "name": "oat milk"}
    assert apply_edits(Cart(), [AskMenu(about=["mocha", "latte"])], MENU).cart.asked is None
    # what we cannot tell of an item the cart has offers no second one ("is it strong?" of the cortado)
    cortado = Cart(lines=[Line(id=1, item="cortado")], next_line_id=2)
    assert apply_edits(cortado, [AskMenu(about=["cortado", "unsure"])], MENU).cart.asked is None
    assert apply_edits(Cart(), [AskMenu(about=["cortado", "unsure"])], MENU).cart.asked.offer == {
        "item": "cortado"}


@pytest.mark.parametrize(("text", "said", "qty", "size"), [
    ("ok i'll have that", "ok i'll have that", 1, "medium"),
    ("I'll take one", "i'll take n1", 1, "medium"),
    ("can I get two of those", "can i get n2 of those", 2, "medium"),
    ("a large one then", "a size:large n1 then", 1, "large"),
    ("yes please", "yes please", 1, "medium"),
    ("I will take a small please", "i will take a size:small please", 1, "small"),
    ("ok one of those", "ok n1 of those", 1, "medium"),
    ("large please", "size:large please", 1, "large"),
    ("ok add it", "ok add it", 1, "medium"),
    ("fine, add one please", "fine , add n1 please", 1, "medium"),
    ("ok a large one", "ok a size:large n1", 1, "large"),  # the size alone, nothing after it
    ("two small ones", "n2 size:small ones", 2, "small"),
    ("sure, large", "sure , size:large", 1, "large"),  # a yes, then the value alone
    ("yes small", "yes size:small", 1, "small"),
    ("ok that one", "ok that n1", 1, "medium"),  # of the one recommended
    ("that one then please", "that n1 then please", 1, "medium"),
])
def test_taking_the_offer_orders_it(text, said, qty, size):
    assert offer_taken([Finish()], said.split(), text, OFFERED) == [
        AddLine(item="mocha", qty=qty, size=size)]


@pytest.mark.parametrize("text", ["that's it", "yes, that is all", "no thanks", "I don't want that",
                                  "what milks do you have",
                                  "napkins please", "the other one", "the same one", "no, a large one"])
def test_other_turns_leave_it(text):
    assert offer_taken([Finish()], text.split(), text, OFFERED) == [Finish()]


@pytest.mark.parametrize(("text", "said"), [
    ("do you guys have soy milk, when you get a chance",
     "do you guys have milk:soy_milk , when you get a chance"),
    ("that's to go, when you get a chance", "that's to_go:true , when you get a chance"),
    ("got any sugar packets?", "got any addon:sugar packets ?"),
])
def test_questions_and_errands_take_nothing(text, said):
    asked = [AskMenu(about=["soy milk"])]
    assert offer_taken(asked, said.split(), text, OFFERED) == asked


def test_a_turn_that_orders_for_itself_is_the_models():
    own = [AddLine(item="latte")]
    assert offer_taken(own, "i'll take a item:latte".split(), "i'll take a latte", OFFERED) == own
    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert offer_taken([], "i'll have that".split(), "i'll have that", cart) == []


def test_the_values_said_of_the_offer_are_its_not_a_cart_line_s():
    chai = OFFERED.model_copy(update={"lines": [Line(id=1, item="chai latte")], "next_line_id": 2})
    iced = [ChangeLine(ref=1, temp="iced")]  # the model iced the chai
    said = "i'll try that too , temp:iced".split()
    assert offer_taken(iced, said, "i'll try that too, iced", chai) == [
        AddLine(item="mocha", size="medium", temp="iced")]
    made = "make the item:chai_latte temp:iced".split()  # the chai named: its change
    assert offer_taken(iced, made, "make the chai iced", chai) == iced
    fourth = "i want the fourth n1 milk:nonfat_milk instead".split()  # a line named: its change
    skim = [ChangeLine(ref=1, milk="nonfat milk")]
    assert offer_taken(skim, fourth, "i want the fourth one non fat milk instead", chai) == skim
    steamer = Cart(lines=[Line(id=1, item="steamer")], next_line_id=2,
                   asked=Asked(kind="steamer", offer={"item": "steamer"}))  # "what flavors can it have"
    vanilla = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    assert offer_taken(vanilla, "addon:vanilla_syrup please".split(), "vanilla please", steamer) == vanilla
    with_it = "ok i'll take n1 with addon:vanilla_syrup".split()  # an add-on said goes on the offer
    assert offer_taken(vanilla, with_it, "ok i'll take one with vanilla", chai) == [
        AddLine(item="mocha", size="medium", addons={"vanilla syrup": 1})]
    other = [ChangeLine(ref=1, size="large")]  # a value not said: the model's change of its own
    assert offer_taken(other, said, "i'll try that too, iced", chai) == other


def test_the_shipped_engine_orders_what_was_asked_of(engine):
    cart, replies = converse(engine, "how much is a medium mocha", "ok i'll have that")
    assert [(line.item, line.size) for line in cart.lines] == [("mocha", "medium")]
    cart, _ = converse(engine, "do you have oolong?", "I will take a large one then")
    assert [(line.item, line.size) for line in cart.lines] == [("oolong tea", "large")]
    cart, _ = converse(engine, "how much for a large vanilla latte with oat?", "ok i'll take that")
    assert [(line.item, line.size, line.milk, line.addons) for line in cart.lines] == [
        ("latte", "large", "oat milk", {"vanilla syrup": 1})]
    cart, _ = converse(engine, "how much is a latte", "that's it")
    assert cart.lines == []
    cart, _ = converse(engine, "a dirty chai", "and what's in the lavender earl grey",
                       "i'll try that too, iced")
    assert [(line.item, line.temp) for line in cart.lines] == [
        ("chai latte", None), ("lavender earl grey tea", "iced")]
    cart, _ = converse(engine, "what sizes does the cold brew come in", "medium please")
    assert [(line.item, line.size) for line in cart.lines] == [("cold brew", "medium")]


def test_a_price_asked_of_the_line_offered_is_its_price_with_the_values_said():
    said = "how much is a size:large n1".split()
    assert offer_priced([AskMenu(about=["size:large"])], said, "how much is a large one", OFFERED) == [
        AskMenu(about=["mocha", "size:large", PRICE])]
    said = "how much is it with milk:oat_milk".split()
    assert offer_priced([], said, "how much is it with oat", OFFERED) == [
        AskMenu(about=["mocha", "size:medium", "milk:oat milk", PRICE])]


def test_a_value_asked_of_the_line_offered_is_its_price_with_it():
    said = "and with milk:oat_milk ?".split()
    assert offer_priced([AskMenu(about=["milk:oat milk"])], said, "and with oat milk?", OFFERED) == [
        AskMenu(about=["mocha", "size:medium", "milk:oat milk", PRICE])]
    asked = [AskMenu(about=["milk:oat milk"])]
    assert offer_priced(asked, "with milk:oat_milk".split(), "with oat milk", OFFERED) == asked  # no question


def test_the_shipped_engine_orders_the_mocha_priced_with_oat(engine):
    cart, replies = converse(engine, "how much is a large mocha", "and with oat milk?", "ok i'll take it")
    assert replies[1] == "A large oat milk mocha is $6.45."
    assert [(line.item, line.size, line.milk) for line in cart.lines] == [("mocha", "large", "oat milk")]


def test_other_price_questions_are_the_models():
    asked = [AskMenu(about=["latte", PRICE])]
    said = "how much is a item:latte".split()
    assert offer_priced(asked, said, "how much is a latte", OFFERED) == asked  # an item of its own
    said = "how much is a size:small or a size:large".split()
    assert offer_priced([], said, "how much is a small or a large", OFFERED) == []  # which?
    assert offer_priced([], ["how", "much", "is", "it"], "how much is it", Cart()) == []  # nothing offered


def test_the_shipped_engine_prices_and_orders_the_size_asked_of(engine):
    cart, replies = converse(engine, "what sizes does the latte come in", "how much is a large one",
                             "ok one of those with oat")
    assert replies[1] == "A large latte is $5.25."
    assert [(line.item, line.size, line.milk) for line in cart.lines] == [("latte", "large", "oat milk")]
    cart, replies = converse(engine, "is the chocolate croissant vegan", "ok one anyway")
    assert [line.item for line in cart.lines] == ["chocolate croissant"]


def test_another_of_the_family_named_is_ordered_in_place_of_the_one_offered():
    lemon = Cart(asked=Asked(kind="lemon poppyseed muffin", offer={"item": "lemon poppyseed muffin"}))
    assert offer_taken([], [], "ok a blueberry one then", lemon, MENU) == [AddLine(item="blueberry muffin")]
    assert offer_taken([], [], "ok a blueberry one then", lemon) == [AddLine(item="lemon poppyseed muffin")]
    assert offer_taken([], [], "ok i'll take one", lemon, MENU) == [AddLine(item="lemon poppyseed muffin")]


def test_one_with_values_of_its_own_takes_the_line_offered():
    latte = Cart(asked=Asked(kind="latte", offer={"item": "latte"}))
    said = "okay a size:medium n1 with milk:soy_milk".split()
    assert offer_taken([], said, "ok a medium one with soy", latte) == [
        AddLine(item="latte", size="medium", milk="soy milk")]
    assert offer_taken([], ["a", "n1", "with", "what"], "a one with what", latte) == []  # no value said
    said = "a size:large n1 then , with addon:hazelnut_syrup".split()  # "then" before the values
    assert offer_taken([], said, "a large one then, with hazelnut", latte) == [
        AddLine(item="latte", size="large", addons={"hazelnut syrup": 1})]


def test_a_count_with_values_takes_the_line_offered():
    bagel = Cart(asked=Asked(kind="bagel", offer={"item": "bagel"}))
    said = "n2 with addon:cream_cheese".split()
    assert offer_taken([], said, "two with cream cheese", bagel) == [
        AddLine(item="bagel", qty=2, addons={"cream cheese": 1})]
    assert offer_taken([], ["n1", "with", "what"], "one with what", bagel) == []  # no value said


def test_the_shipped_engine_orders_the_bagel_priced_with_the_spread_said(engine):
    cart, _ = converse(engine, "what does a bagel cost", "ok, one with jam")
    assert [(line.item, line.qty, line.addons) for line in cart.lines] == [("bagel", 1, {"jam": 1})]


def test_the_shipped_engine_orders_a_large_hazelnut_latte_after_the_sizes(engine):
    cart, _ = converse(engine, "which sizes does the latte come in", "a large one then, with hazelnut")
    assert [(line.item, line.size, line.addons) for line in cart.lines] == [
        ("latte", "large", {"hazelnut syrup": 1})]


def test_the_shipped_engine_orders_a_medium_soy_latte_after_the_sizes(engine):
    cart, _ = converse(engine, "what sizes do you have for the latte", "ok a medium one with soy")
    assert [(line.item, line.size, line.milk) for line in cart.lines] == [("latte", "medium", "soy milk")]


def test_one_with_another_value_asked_of_the_line_offered_is_its_price():
    said = "and a size:large n1 ?".split()
    assert offer_priced([], said, "and a large one?", OFFERED) == [
        AskMenu(about=["mocha", "size:large", PRICE])]
    assert offer_priced([], "what about an temp:iced n1 ?".split(), "what about an iced one?", OFFERED) == [
        AskMenu(about=["mocha", "size:medium", "temp:iced", PRICE])]
    assert offer_priced([], "and a big n1 ?".split(), "and a big one?", OFFERED) == []  # no value said


def test_the_biggest_one_taken_is_the_largest_size():
    sizes = Cart(asked=Asked(kind="latte", offer={"item": "latte"}))
    said = "i'll take the biggest n1".split()
    assert offer_taken([], said, "i'll take the biggest one", sizes, MENU) == [
        AddLine(item="latte", size="large")]
    assert offer_taken([], "the smallest".split(), "the smallest", sizes, MENU) == [
        AddLine(item="latte", size="short")]
    assert offer_taken([Finish()], "ok largest n1".split(), "ok largest one", sizes, MENU) == [
        AddLine(item="latte", size="large")]


def test_the_shipped_engine_orders_a_large_latte_said_alone_after_the_sizes(engine):
    cart, replies = converse(engine, "which sizes is the cappuccino in", "ok the biggest one")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "size": "large"}], replies


def test_the_shipped_engine_prices_then_orders_two_large_mochas(engine):
    cart, replies = converse(engine, "how much is a mocha", "and a large one?", "ok two large ones please")
    assert replies[1] == "A large mocha is $5.75."
    assert [(line.item, line.qty, line.size) for line in cart.lines] == [("mocha", 2, "large")]
    cart, _ = converse(engine, "what sizes do you have for lattes", "i'll take the biggest one")
    assert [(line.item, line.size) for line in cart.lines] == [("latte", "large")]


def test_the_shipped_engine_adds_the_oat_latte_asked_of(engine):
    cart, replies = converse(engine, "how much is an oat latte", "ok add it")
    assert [(line.item, line.milk) for line in cart.lines] == [("latte", "oat milk")]


def test_a_line_said_to_be_missing_is_no_offer():
    from ordering.replies import NOT_ORDERED

    skipped = apply_edits(Cart(), [AskMenu(about=[NOT_ORDERED, "apple bran muffin"])], MENU).cart
    assert skipped.asked is None


def test_the_shipped_engine_adds_no_muffin_on_thanks_after_skipping_it(engine):
    cart, replies = converse(engine, "is the muffin gluten free", "ok skip the muffin then", "thanks")
    assert cart.lines == [], replies


def test_a_food_offered_taken_warmed_is_warmed_not_given_a_temperature():
    muffin = Cart(asked=Asked(kind="blueberry muffin", offer={"item": "blueberry muffin"}))
    said = "great , i'll have that temp:warm".split()
    assert offer_taken([], said, "great, i'll have that warmed", muffin, MENU) == [
        AddLine(item="blueberry muffin", preps=["warmed"])]
    said = "ok i'll have that temp:hot".split()  # a drink takes the temperature
    assert offer_taken([], said, "ok i'll have that hot", OFFERED, MENU) == [
        AddLine(item="mocha", size="medium", temp="hot")]


def test_the_shipped_engine_warms_the_muffin_recommended(engine):
    cart, _ = converse(engine, "what pastry would you recommend?", "perfect, i'll have that heated")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1, "preps": ["warmed"]}]


def test_the_shipped_engine_orders_the_item_priced_in_the_size_said_after_yes(engine):
    cart, _ = converse(engine, "how much is a flat white?", "sure, small")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "size": "small"}]


RECOMMENDED = Cart(asked=Asked(kind="blueberry muffin", offer={"item": "blueberry muffin"},
                               subject="recommend"))


@pytest.mark.parametrize("text", ["yes", "perfect!", "sounds good", "ok sure", "yeah, lovely"])
def test_a_yes_alone_takes_what_we_recommended(text):
    assert offer_taken([Finish()], [text], text, RECOMMENDED, MENU) == [AddLine(item="blueberry muffin")]


def test_a_yes_alone_to_a_price_said_orders_nothing():
    assert offer_taken([Finish()], ["yes"], "yes", OFFERED, MENU) == [Finish()]  # nothing was asked


def test_the_recommendation_keeps_its_question_for_the_answer():
    from ordering.replies import RECOMMEND

    cart = apply_edits(Cart(), [AskMenu(about=[RECOMMEND, "muffin"])], MENU).cart
    assert cart.asked.offer == {"item": "blueberry muffin"} and cart.asked.subject == RECOMMEND


def test_the_shipped_engine_orders_the_muffin_recommended_on_a_yes(engine):
    cart, replies = converse(engine, "a small latte", "and a muffin, whichever you recommend", "perfect")
    assert replies[1] == "We recommend the blueberry muffin: $3.25 — would you like it?"
    assert replies[2] == "Added a blueberry muffin ($3.25). Anything else?"
    assert {"item": "blueberry muffin", "qty": 1} in lines(cart)


def test_a_value_alone_after_an_item_asked_of_takes_it_in_that_value():
    brew = Cart(asked=Asked(kind="cold brew", offer={"item": "cold brew"}))
    assert offer_taken([], ["size:medium"], "medium", brew, MENU) == [
        AddLine(item="cold brew", size="medium")]
    assert offer_taken([], ["size:large", "temp:iced"], "large iced", brew, MENU) == [
        AddLine(item="cold brew", size="large", temp="iced")]
    assert offer_taken([], ["size:medium"], "medium", Cart(), MENU) == []  # nothing asked of


def test_the_shipped_engine_orders_the_size_said_after_the_sizes(engine):
    cart, replies = converse(engine, "what sizes does the cold brew come in", "small")
    assert lines(cart) == [{"item": "cold brew", "qty": 1, "size": "small"}]
