"""Preparations said around the item or with a degree (`preps_said`), and yes-or-no questions said
without a question mark answered, not ordered (`asked_not_ordered`, `order_review.asks_of_a_line`)."""

from __future__ import annotations

from ordering.asked_not_ordered import asked_not_ordered
from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.menu import load_menu
from ordering.preps_said import cut_in_half, prep_instead, preps_qualified
from ordering.replies import answer_of_line
from tests.unit.shipped import converse, lines

MENU = load_menu()
BAKED = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="latte")], next_line_id=3)
TOASTED = Cart(lines=[Line(id=1, item="bagel", preps=["toasted", "cut in half"])], next_line_id=2)


def test_cut_in_half_around_the_item_goes_to_its_line():
    words = ["please", "slice", "the", "item:butter_croissant", "in", "two"]
    stray = ChangeLine(ref=1, notes="in a cup")
    assert cut_in_half([stray], words, BAKED, MENU) == [ChangeLine(ref=1, preps=["cut in half"])]
    cut = [ChangeLine(ref=1, preps=["cut in half"])]
    assert cut_in_half([], ["cut", "it", "in", "half"], BAKED, MENU) == cut
    assert cut_in_half([], ["cut", "the", "item:latte", "in", "half"], BAKED, MENU) == []  # no drink is cut
    added = [AddLine(item="bagel")]
    assert cut_in_half(added, ["a", "item:bagel", "cut", "it", "in", "half"], Cart(), MENU) == [
        AddLine(item="bagel", preps=["cut in half"])]


MUFFINS = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="lemon poppyseed muffin")],
               next_line_id=3)


def test_cut_in_half_of_the_one_named_by_a_word_of_its_name():
    recount = [ChangeLine(ref=2, qty=1)]  # the model read "one" as the last line's count
    words = "and cut the lemon n1 in half".split()
    assert cut_in_half(recount, words, MUFFINS, MENU) == [ChangeLine(ref=2, preps=["cut in half"])]
    words = "cut the blueberry n1 in half".split()
    assert cut_in_half(recount, words, MUFFINS, MENU) == [ChangeLine(ref=1, preps=["cut in half"])]
    assert cut_in_half([], "cut the chocolate n1 in half".split(), MUFFINS, MENU) == []  # no such line


CROISSANTS = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="chocolate croissant")],
                  next_line_id=3)


def test_a_word_read_as_an_add_on_names_the_line_cut():
    sauced = [ChangeLine(ref=2, add_addons={"chocolate sauce": 1})]  # "chocolate" read as the sauce
    words = "cut the addon:chocolate_sauce n1 in half".split()
    assert cut_in_half(sauced, words, CROISSANTS, MENU) == [ChangeLine(ref=2, preps=["cut in half"])]
    buttered = [ChangeLine(ref=2, add_addons={"butter": 1})]
    words = "cut the addon:butter n1 in half".split()
    assert cut_in_half(buttered, words, CROISSANTS, MENU) == [ChangeLine(ref=1, preps=["cut in half"])]


def test_the_shipped_engine_cuts_the_chocolate_one(engine):
    cart, _ = converse(engine, "a butter croissant and a chocolate croissant",
                       "cut the chocolate one in half")
    assert [line.preps for line in cart.lines] == [[], ["cut in half"]]


def test_the_shipped_engine_cuts_the_lemon_one(engine):
    cart, replies = converse(engine, "a blueberry muffin and a lemon poppyseed muffin",
                             "and cut the lemon one in half")
    assert [line.preps for line in cart.lines] == [[], ["cut in half"]]
    assert replies[-1] == "Changed the lemon poppyseed muffin: cut in half. Anything else?"


def test_instead_replaces_the_way_of_heating_or_the_one_named():
    warmed = ChangeLine(ref=1, preps=["warmed"])
    assert prep_instead([warmed], ["temp:warm", "it", "instead"], TOASTED, MENU) == [
        ChangeLine(ref=1, preps=["warmed"], drop=["toasted"])]
    words = ["temp:warm", "it", "instead", "of", "toasting", "it"]
    assert prep_instead([warmed], words, TOASTED, MENU)[0].drop == ["toasted"]
    assert prep_instead([warmed], ["temp:warm", "it", "too"], TOASTED, MENU) == [warmed]
    words = "and the item:butter_croissant temp:warm not prep:toasted".split()  # "warmed not toasted"
    assert prep_instead([warmed], words, TOASTED, MENU) == [
        ChangeLine(ref=1, preps=["warmed"], drop=["toasted"])]


def test_the_shipped_engine_warms_the_croissant_not_toasted(engine):
    cart, _ = converse(engine, "a croissant, toasted", "and the croissant warmed not toasted")
    assert lines(cart) == [{"item": "butter croissant", "qty": 1, "preps": ["warmed"]}]


def test_a_degree_or_a_side_is_kept_as_a_note():
    added = [AddLine(item="bagel", preps=["toasted"], addons={"butter": 1})]
    words = ["a", "item:bagel", ",", "lightly", "prep:toasted", ",", "addon:butter", "on", "the", "side"]
    assert preps_qualified(added, words, Cart())[0].notes == "lightly toasted, butter on the side"
    assert preps_qualified(added, ["a", "item:bagel", "prep:toasted"], Cart()) == added
    noted = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1}, notes="vanilla on the side")]  # the model's
    said = "actually can i get the addon:vanilla_syrup on the side".split()
    assert preps_qualified(noted, said, Cart(lines=[Line(id=1, item="latte")], next_line_id=2)) == noted
    sugars = [ChangeLine(ref=1, add_addons={"sugar": 2}, notes="sugars on the side")]  # noted as said
    said = "and n2 addon:sugar on the side".split()
    assert preps_qualified(sugars, said, Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)) == sugars


def test_a_question_without_its_mark_is_answered_not_ordered():
    muffin = [AddLine(item="apple bran muffin", preps=["warmed"])]
    words = ["do", "the", "item:apple_bran_muffin", "come", "temp:warm"]
    assert asked_not_ordered(muffin, "do the muffins come warm", Cart(), words, MENU) == [
        AskMenu(about=["apple bran muffin", "prep:warmed"])]
    assert asked_not_ordered(muffin, "a warm muffin", Cart(), words, MENU) == muffin
    asked = [AskMenu(about=["matcha latte"])]  # asked of the item alone, the value said with it
    words = ["is", "the", "item:matcha_latte", "addon:sweetener"]
    assert asked_not_ordered(asked, "is the matcha sweetened", Cart(), words, MENU) == [
        AskMenu(about=["matcha latte", "addon:sweetener"])]
    assert asked_not_ordered(asked, "is the matcha good", Cart(), words[:3] + ["good"], MENU) == asked


def test_an_item_asked_by_its_kind_or_not_in_the_cart_is_asked_of_its_own_line_or_the_menu():
    chocolate = Cart(lines=[Line(id=1, item="cortado"), Line(id=2, item="chocolate croissant")],
                     next_line_id=3)
    words = ["is", "the", "item:butter_croissant", "temp:warm"]
    added = [AddLine(item="butter croissant", preps=["warmed"])]  # "croissant" read as the butter one
    assert asked_not_ordered(added, "is the croissant warm", chocolate, words, MENU) == [
        AskMenu(about=["prep:warmed"], ref=2)]
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    of_the_latte = [AskMenu(about=["temp:warm"], ref=1)]  # the model asked it of the latte
    assert asked_not_ordered(of_the_latte, "is the croissant warm", latte, words, MENU) == [
        AskMenu(about=["butter croissant", "prep:warmed"])]
    words = ["is", "the", "item:latte", "temp:hot"]
    hot = [AskMenu(about=["temp:hot"], ref=1)]
    assert asked_not_ordered(hot, "is the latte hot", latte, words, MENU) == hot


def test_the_shipped_engine_answers_of_the_croissant(engine):
    _, replies = converse(engine, "an oat cortado and a chocolate croissant", "is the croissant warm")
    assert replies[-1] == "No, the chocolate croissant isn't warmed; it can be warmed."
    _, replies = converse(engine, "a latte", "does the mocha have whipped cream", "is the mocha sweet")
    assert replies[1] == "Yes, the mocha can have whipped cream (+$0.50)."
    assert replies[2].startswith("Sorry, I can't tell you that about the mocha.")


def test_a_plain_latte_is_hot():
    assert answer_of_line(["temp:hot"], Line(id=1, item="latte"), MENU) == "Yes, the latte is hot."
    assert answer_of_line(["size:medium"], Line(id=1, item="latte"), MENU) == "Yes, the latte is medium."


def test_preparations_in_conversation(engine):
    cart, _ = converse(engine, "a croissant and a latte", "can you cut the croissant in half")
    assert lines(cart) == [{"item": "butter croissant", "qty": 1, "preps": ["cut in half"]},
                           {"item": "latte", "qty": 1}]
    cart, _ = converse(engine, "a bagel toasted", "warm it instead")
    assert lines(cart) == [{"item": "bagel", "qty": 1, "preps": ["warmed"]}]


def test_unmarked_questions_change_nothing(engine):
    cart, replies = converse(engine, "a latte", "is the latte hot", "is the latte strong")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[1] == "Yes, the latte is hot."
    assert replies[2].startswith("Sorry, I can't tell you that")
    cart, replies = converse(engine, "does the mocha have whipped cream", "do the muffins come warm")
    assert lines(cart) == []
    assert replies == ["Yes, the mocha can have whipped cream (+$0.50).",
                       "Yes, the apple bran muffin can be warmed."]


def test_a_question_of_what_a_drink_is_made_with_orders_no_espresso(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a decaf americano", "is that made with decaf espresso")
    assert [line.item for line in cart.lines] == ["americano"]
    assert replies[1] == "Yes, the americano is decaf."
    cart, replies = converse(engine, "a latte", "is it made with espresso")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[1] == "The latte has 2 espresso shots."


def test_extra_room_is_noted_without_its_with():
    cart = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)
    said = "with extra prep:with_room".split()
    assert preps_qualified([ChangeLine(ref=1, preps=["with room"])], said, cart) == [
        ChangeLine(ref=1, preps=["with room"], notes="extra room")]


def test_the_shipped_engine_leaves_extra_room(engine):
    cart, _ = converse(engine, "an americano", "with extra room")
    assert cart.lines[0].preps == ["with room"] and cart.lines[0].notes == "extra room"


def test_an_add_on_asked_to_be_on_the_side_is_noted_by_its_name():
    cart = Cart(lines=[Line(id=1, item="bagel", addons={"butter": 1})], next_line_id=2)
    said = "can the addon:butter come on the side".split()
    model = [ChangeLine(ref=1, add_addons={"butter": 1}, notes="come on the side")]
    assert preps_qualified(model, said, cart) == [
        ChangeLine(ref=1, add_addons={"butter": 1}, notes="butter on the side")]


def test_the_shipped_engine_notes_the_whipped_cream_on_the_side(engine):
    cart, _ = converse(engine, "a hot chocolate with whipped cream", "could the whipped cream be on the side")
    assert [line.notes for line in cart.lines] == ["whipped cream on the side"]


def test_the_shipped_engine_answers_whether_the_matcha_is_sweetened_and_orders_it_unsweetened(engine):
    cart, replies = converse(engine, "is the matcha sweetened", "can i get it unsweetened")
    assert replies[0] == "Yes, the matcha latte can have sweetener.", replies
    assert lines(cart) == [{"item": "matcha latte", "qty": 1, "notes": "unsweetened"}], replies


def test_whether_an_item_no_line_holds_can_be_made_so_is_asked_of_the_menu():
    iced = [AddLine(item="mocha", temp="iced")]
    words = "can the item:mocha be temp:iced".split()
    assert asked_not_ordered(iced, "can the mocha be iced", Cart(), words, MENU) == [
        AskMenu(about=["mocha", "temp:iced"])]
    ordered = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    changed = [ChangeLine(ref=1, temp="iced")]  # of the mocha ordered: a request, the model's
    assert asked_not_ordered(changed, "can the mocha be iced", ordered, words, MENU) == changed
    words = "can i get the item:mocha temp:iced".split()
    assert asked_not_ordered(iced, "can i get the mocha iced", Cart(), words, MENU) == iced


def test_the_shipped_engine_says_the_chai_can_have_oat_milk_and_adds_nothing(engine):
    cart, replies = converse(engine, "could a chai latte be made with oat milk?")
    assert cart.lines == [] and replies[0] == "Yes, the chai latte can have oat milk (+$0.70).", replies
