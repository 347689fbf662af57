"""Questions the menu cannot answer or answers by sizes, counted units said right after the item, and a
measure counted up (`nutrition_unsure`, sizes in `subjects_filled`, `counted_units_split`,
`unlisted_requests`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.items_asked import nutrition_unsure
from ordering.menu import load_menu
from ordering.order_review import subjects_filled
from ordering.per_line import counted_units_split
from ordering.replies import UNSURE, answer_question
from ordering.unlisted import unlisted_requests
from tests.unit.shipped import converse, lines

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


def test_what_the_menu_holds_nothing_of_is_not_answered_by_its_sections():
    assert nutrition_unsure([AskMenu()], "how many calories is that", [], LATTE) == [
        AskMenu(about=["latte", UNSURE])]
    assert nutrition_unsure([AskMenu()], "hmm how many calories is that", [], LATTE) == [
        AskMenu(about=["latte", UNSURE])]  # a filler first
    added = [AddLine(item="blueberry muffin")]  # the model ordered the muffin asked of
    assert nutrition_unsure(added, "any nuts in the blueberry muffin", ["any", "nuts", "in", "the",
                                                                        "item:blueberry_muffin"], Cart()) == [
        AskMenu(about=["blueberry muffin", UNSURE])]
    assert nutrition_unsure([], "is the banana bread gluten free?", ["item:banana_bread"], Cart()) == [
        AskMenu(about=["banana bread", UNSURE])]
    said = "i'm allergic to nuts , is the item:banana_bread ok".split()  # asked after a first clause
    assert nutrition_unsure([AddLine(item="banana bread")], "i'm allergic to nuts, is the banana bread ok",
                            said, Cart()) == [AskMenu(about=["banana bread", UNSURE])]


def test_vegan_or_dairy_free_asked_of_food_is_not_answered_by_the_milks():
    sections = [AskMenu(about=["non-dairy milks", "pastries"])]
    asked = "do you have any vegan pastries"
    assert nutrition_unsure(sections, asked, [], LATTE) == [AskMenu(about=[UNSURE])]
    muffins = [AskMenu(about=["family:muffin"])]  # of the muffins at large, not of one of them
    assert nutrition_unsure(muffins, "do you have vegan muffins", ["item:apple_bran_muffin"], Cart()) == [
        AskMenu(about=[UNSURE])]
    assert nutrition_unsure([AskMenu()], "is the banana bread dairy free", ["item:banana_bread"], Cart()) == [
        AskMenu(about=["banana bread", UNSURE])]
    milks = [AskMenu(about=["non-dairy milks"])]  # of drinks: the non-dairy milks answer it
    assert nutrition_unsure(milks, "what vegan options do you have", [], Cart()) == milks
    vegan_latte = [AddLine(item="latte")]
    assert nutrition_unsure(vegan_latte, "a vegan latte please", ["a", "vegan", "item:latte"], Cart()) == (
        vegan_latte)


def test_an_order_that_names_an_allergen_is_left_as_read():
    added = [AddLine(item="latte")]
    assert nutrition_unsure(added, "a latte with no nuts", ["a", "item:latte", "with", "no", "nuts"],
                            Cart()) == added
    # of nothing: we cannot tell (was the menu's sections)
    assert nutrition_unsure([AskMenu()], "how many calories", [], Cart()) == [AskMenu(about=["unsure"])]
    # of the menu at large, though a latte is in the cart
    assert nutrition_unsure([AskMenu()], "do you have anything gluten free", [], LATTE) == [
        AskMenu(about=["unsure"])]
    assert nutrition_unsure([AskMenu()], "is there anything without nuts", [], LATTE) == [
        AskMenu(about=["unsure"])]
    assert nutrition_unsure([AskMenu()], "does it have nuts", [], LATTE) == [
        AskMenu(about=["latte", "unsure"])]
    assert nutrition_unsure([AskMenu()], "what sizes do you have", [], LATTE) == [AskMenu()]


def test_the_sizes_of_an_item_asked():
    asked = subjects_filled([AskMenu(about=["latte"])], "what sizes does the latte come in", ["item:latte"])
    assert asked == [AskMenu(about=["latte", "sizes"])]
    assert answer_question(asked[0].about, MENU) == (
        "The latte comes in short $3.75, small $4.25, medium $4.75 or large $5.25.")
    muffin = answer_question(["blueberry muffin", "size"], MENU)
    assert muffin == "The blueberry muffin comes in one size: $3.25."
    assert subjects_filled([AskMenu(about=["latte"])], "do you have lattes", ["item:latte"]) == [
        AskMenu(about=["latte"])]


def test_an_add_on_asked_for_an_item_is_asked_of_that_item():
    said = "is there addon:caramel_syrup for the item:latte ?".split()
    asked = subjects_filled([AskMenu(about=["latte"])], "is there caramel for the latte?", said)
    assert asked == [AskMenu(about=["latte", "caramel syrup"])]
    assert answer_question(asked[0].about, MENU) == "Yes, the latte can have caramel syrup (+$0.50)."
    said = "how much is a item:latte with addon:caramel_syrup".split()  # a price asked: the model's
    priced = [AskMenu(about=["latte"])]
    assert subjects_filled(priced, "how much is a latte with caramel", said) == priced


def test_the_add_on_asked_for_a_line_ordered_is_put_on_it_when_taken():
    from ordering.edits import apply_edits

    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    asked = apply_edits(cart, [AskMenu(about=["latte", "caramel syrup"])], MENU).cart.asked
    assert asked.option == {"group": "addon", "name": "caramel syrup"} and asked.lines == [1]
    fresh = apply_edits(Cart(), [AskMenu(about=["latte", "caramel syrup"])], MENU).cart.asked
    assert fresh.option is None and fresh.offer == {"item": "latte", "addons": {"caramel syrup": 1}}


def test_the_shipped_engine_puts_the_caramel_asked_for_on_the_latte(engine):
    cart, replies = converse(engine, "a latte and a mocha please", "is there hazelnut for the latte?",
                             "ok add it")
    assert replies[1] == "Yes, the latte can have hazelnut syrup (+$0.50).", replies
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"hazelnut syrup": 1}},
                           {"item": "mocha", "qty": 1}]


def test_drinks_asked_by_their_temperature_are_the_drinks_that_come_so():
    said = "what temp:iced drinks do you have".split()
    assert subjects_filled([AskMenu()], "what iced drinks do you have", said) == [AskMenu(about=["iced"])]
    assert answer_question(["iced"], MENU) == "Yes, all our drinks come iced."
    assert subjects_filled([AskMenu()], "what drinks do you have", "what drinks do you have".split()) == [
        AskMenu(about=["drinks"])]


def test_the_drinks_asked_are_every_section_of_drinks():
    said = answer_question(["drinks"], MENU)
    assert said.startswith("Our espresso drinks: latte, cappuccino, ")
    assert "; chai and matcha: chai latte and matcha latte; brewed coffee: coffee and cold brew; " in said
    assert "teas: cloud and mist tea, " in said and "muffin" not in said  # no food


def test_units_counted_right_after_the_item():
    said = ["n3", "item:coffee", "n2", "with", "milk:half_and_half"]  # "three coffees two with cream"
    model = [AddLine(item="coffee", qty=3, milk="half and half")]
    assert counted_units_split(model, said, MENU) == [AddLine(item="coffee", qty=2, milk="half and half"),
                                                      AddLine(item="coffee", qty=1)]


def test_an_extra_pump_counted_up_is_no_note_as_well():
    vanilla = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1})], next_line_id=2)
    counted = [ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]
    assert unlisted_requests(counted, ["and", "an", "extra", "pump"], vanilla) == counted
    plain = [AddLine(item="mocha")]  # nothing counted up: the words go on the ticket
    assert unlisted_requests(plain, ["a", "item:mocha", "extra", "pumps", "please"], Cart()) == [
        AddLine(item="mocha", notes="extra pumps")]


def test_a_temperature_asked_says_which_drinks_come_so():
    assert answer_question(["iced"], MENU) == "Yes, all our drinks come iced."
    assert answer_question(["extra hot"], MENU) == "Yes, all our drinks come extra hot but the cold brew."
    assert answer_question(["decaf"], MENU) == "Yes, we have decaf."


def test_the_shipped_engine_orders_the_one_asked_of_anyway(engine):
    cart, replies = converse(engine, "is the banana bread gluten free", "ok, i'll get one anyway")
    assert lines(cart) == [{"item": "banana bread", "qty": 1}]
    assert replies[1] == "Added a slice of banana bread ($3.75). Anything else?"


def test_the_shipped_engine_says_it_lacks_what_she_wants_if_we_have_it(engine):
    cart, replies = converse(engine, "a small hot chocolate", "she wants marshmallows if you have them")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1, "size": "small"}]
    assert replies[1] == "Sorry, we don't have marshmallows."


def test_the_shipped_engine_says_it_lacks_what_she_would_like(engine):
    cart, replies = converse(engine, "a hot chocolate for my son",
                             "oh and he'd like marshmallows if you have them")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1}]
    assert replies[1] == "Sorry, we don't have marshmallows."


def test_the_roast_and_the_beans_are_asked_of_what_the_menu_cannot_tell():
    assert nutrition_unsure([AskMenu()], "what roast is it?", [], LATTE) == [AskMenu(about=["latte", UNSURE])]
    assert nutrition_unsure([AskMenu()], "what beans do you use", [], LATTE) == [AskMenu(about=[UNSURE])]


def test_the_shipped_engine_cannot_tell_the_roast_of_the_coffee(engine):
    _, replies = converse(engine, "a large drip coffee", "what roast is that")
    assert replies[1].startswith("Sorry, I can't tell you that about the coffee."), replies


def test_a_word_of_a_thing_ordered_that_we_lack_asks_nothing():
    text = "can i get a vanilla bean frappuccino"
    assert nutrition_unsure([], text, text.split(), Cart(), ["a vanilla bean frappuccino"]) == []
    asked = "what beans do you use"  # no thing ordered: we cannot tell
    assert nutrition_unsure([AskMenu()], asked, asked.split(), Cart(), []) == [AskMenu(about=[UNSURE])]


def test_the_shipped_engine_says_it_has_no_vanilla_bean_frappuccino(engine):
    cart, replies = converse(engine, "can i get a vanilla bean frappuccino")
    assert not cart.lines and replies == ["Sorry, we don't have a vanilla bean frappuccino."]


def test_the_shipped_engine_answers_which_drinks_come_iced_and_lists_every_drink(engine):
    _, replies = converse(engine, "what iced drinks do you have?", "and what drinks do you have")
    assert replies[0] == "Yes, all our drinks come iced."
    assert replies[1].startswith("Our espresso drinks: latte, ") and "; teas: " in replies[1], replies
