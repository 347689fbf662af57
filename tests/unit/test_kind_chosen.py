"""A turn naming only another kind of a food or tea the cart has (`ordering.kind_chosen`): "blueberry"
after "a muffin", "chocolate one please" of a croissant, "make it lavender" of an earl grey."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Changed, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine
from ordering.kind_chosen import (
    kind_chosen,
    kind_chosen_beside_answer,
    kinds_split,
    more_of_a_kind_named,
    the_other_kind_chosen,
)
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
MUFFIN = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin", qty=2,
                                                     preps=["warmed"])], next_line_id=3)
CROISSANT = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
TEA = Cart(lines=[Line(id=1, item="earl grey tea", size="large")], next_line_id=2)


@pytest.mark.parametrize("text", ["blueberry", "the blueberry one please", "make the muffin blueberry",
                                  "not that one, the blueberry",
                                  "actually, blueberry muffins", "change it to blueberry",
                                  "actualy make the muffin blueberry"])  # "actually", as typed
def test_a_kind_word_alone_makes_the_line_that_kind(text):
    assert kind_chosen([], text, MUFFIN, MENU) == [
        RemoveLine(ref=2), AddLine(item="blueberry muffin", qty=2, preps=["warmed"])]


def test_the_model_s_change_of_that_line_is_read_again():
    sauced = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    assert kind_chosen(sauced, "chocolate one please", CROISSANT, MENU) == [
        RemoveLine(ref=1), AddLine(item="chocolate croissant")]
    assert kind_chosen([], "the lemon one", MUFFIN, MENU)[1] == AddLine(item="lemon poppyseed muffin", qty=2,
                                                                        preps=["warmed"])
    said = "never mind the croissant, give me a chocolate one"
    assert kind_chosen(sauced, said, CROISSANT, MENU) == [
        RemoveLine(ref=1), AddLine(item="chocolate croissant")]


def test_a_count_said_of_a_line_of_several_is_split_off_it():
    three = Cart(lines=[Line(id=1, item="butter croissant", qty=3)], next_line_id=2)
    assert kind_chosen([], "make one of them chocolate", three, MENU) == [
        ChangeLine(ref=1, qty=2), AddLine(item="chocolate croissant")]
    assert kind_chosen([], "make them all chocolate", three, MENU) == [
        RemoveLine(ref=1), AddLine(item="chocolate croissant", qty=3)]


def test_a_line_named_by_its_number_as_the_change_button_writes_it():
    two = Cart(lines=[Line(id=1, item="apple bran muffin"), Line(id=2, item="butter croissant")],
               next_line_id=3)
    assert kind_chosen([], "change line 2 to chocolate", two, MENU) == [
        RemoveLine(ref=2), AddLine(item="chocolate croissant")]
    assert kind_chosen([], "change line 1 to chocolate", two, MENU) == []  # no chocolate muffin


def test_a_tea_named_by_its_own_name_only_when_the_turn_changes():
    assert kind_chosen([], "make it lavender", TEA, MENU) == [
        RemoveLine(ref=1), AddLine(item="lavender earl grey tea", size="large")]
    assert kind_chosen([], "lavender", TEA, MENU) == []  # said bare, a tea may be one more


def test_the_lines_own_name_said_with_a_word_that_changes_is_no_kind_said():
    peppermint = [ChangeLine(ref=1, add_addons={"peppermint syrup": 1})]
    assert kind_chosen(peppermint, "swap the earl grey for the peppermint one", TEA, MENU) == [
        RemoveLine(ref=1), AddLine(item="peppermint rose tea", size="large")]
    assert kind_chosen([], "the earl grey and the peppermint", TEA, MENU) == []  # no word that changes


def test_the_shipped_engine_switches_the_earl_grey_for_the_peppermint_tea(engine):
    cart, replies = converse(engine, "a blueberry muffin and an earl grey",
                             "switch the earl grey for peppermint")
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 1},
                                   {"item": "peppermint rose tea", "qty": 1}])
    assert replies[1] == "Changed the earl grey tea to a peppermint rose tea ($3.25). Anything else?"


@pytest.mark.parametrize("edits, text, cart", [
    ([], "and a blueberry one", MUFFIN),  # one more, not this one
    ([], "another blueberry", MUFFIN),
    ([], "make it iced", TEA),  # a value, no kind
    ([], "make it a large", TEA),
    ([ChangeLine(ref=2, add_addons={"peppermint syrup": 1})], "make it peppermint", Cart(
        lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="latte")], next_line_id=3)),  # the latte's
    ([AddLine(item="blueberry muffin")], "a blueberry muffin", MUFFIN),  # the model ordered one
    ([], "plain please", Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)),  # already so
    ([], "blueberry", Cart(lines=[Line(id=1, item="latte")], next_line_id=2)),  # no muffin
    ([], "the lemon one", Cart(lines=[Line(id=1, item="blueberry muffin"),
                                      Line(id=2, item="lemon poppyseed muffin")], next_line_id=3)),  # a line
    ([], "blueberry", Cart(lines=[Line(id=1, item="apple bran muffin"), Line(id=2, item="apple bran muffin",
                                                                            temp=None)], next_line_id=3)),
])
def test_turns_that_add_name_values_or_another_line_are_left_alone(edits, text, cart):
    assert kind_chosen(edits, text, cart, MENU) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a croissant", "chocolate one please")
    assert lines(cart) == [{"item": "chocolate croissant", "qty": 1}]
    assert replies[1] == "Changed the butter croissant to a chocolate croissant ($3.95). Anything else?"
    cart, _ = converse(engine, "a latte and a muffin", "make the muffin blueberry")
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 1}, {"item": "latte", "qty": 1}])
    cart, _ = converse(engine, "3 croissants", "make one of them chocolate")
    assert lines(cart) == ordered([{"item": "butter croissant", "qty": 2},
                                   {"item": "chocolate croissant", "qty": 1}])
    cart, _ = converse(engine, "an earl grey", "make it lavender")
    assert lines(cart) == [{"item": "lavender earl grey tea", "qty": 1}]
    cart, _ = converse(engine, "a butter croissant", "never mind the croissant, give me a chocolate one")
    assert lines(cart) == [{"item": "chocolate croissant", "qty": 1}]


def test_the_kind_read_as_another_lines_add_on_just_after_the_food_was_ordered():
    after = Cart(lines=[Line(id=1, item="latte", qty=3), Line(id=2, item="butter croissant")], next_line_id=3)
    sauced = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    assert kind_chosen(sauced, "chocolate one please", after, MENU) == [
        RemoveLine(ref=2), AddLine(item="chocolate croissant")]
    before = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="latte")], next_line_id=3)
    latte = [ChangeLine(ref=2, add_addons={"chocolate sauce": 1})]
    assert kind_chosen(latte, "chocolate please", before, MENU) == latte  # the latte just ordered


def test_the_kind_read_as_another_lines_add_on_just_after_the_food_was_swapped_in():
    swapped = Cart(lines=[Line(id=3, item="butter croissant"), Line(id=2, item="coffee")], next_line_id=4,
                   added=[3], removed=[Line(id=1, item="blueberry muffin")])
    sauced = [ChangeLine(ref=2, add_addons={"chocolate sauce": 1})]
    assert kind_chosen(sauced, "make it chocolate", swapped, MENU) == [
        RemoveLine(ref=1), AddLine(item="chocolate croissant")]
    both = swapped.model_copy(update={"added": [3, 2]})  # the coffee ordered with it: the model's
    assert kind_chosen(sauced, "make it chocolate", both, MENU) == sauced


def test_the_shipped_engine_makes_the_croissant_swapped_in_chocolate(engine):
    cart, _ = converse(engine, "a lemon poppyseed muffin and an americano",
                       "could you change the muffin to a croissant", "make it chocolate please")
    assert sorted(line.item for line in cart.lines) == ["americano", "chocolate croissant"]


def test_a_count_said_with_the_kind_is_the_lines_new_count():
    one = Cart(lines=[Line(id=1, item="apple bran muffin")], next_line_id=2)
    assert kind_chosen([], "actually two blueberry", one, MENU) == [
        RemoveLine(ref=1), AddLine(item="blueberry muffin", qty=2)]
    blueberry = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    assert kind_chosen([], "actually two blueberry", blueberry, MENU) == [ChangeLine(ref=1, qty=2)]
    assert kind_chosen([], "two blueberry", blueberry, MENU) == []  # nothing changing said: maybe more


def test_the_shipped_engine_counts_the_kind(engine):
    cart, replies = converse(engine, "one lemon muffin", "oh actually three lemon")
    assert lines(cart) == [{"item": "lemon poppyseed muffin", "qty": 3}]
    assert replies[1] == "You now have 3 lemon poppyseed muffins ($9.75). Anything else?"


def test_some_of_a_line_said_after_and_are_split_off_as_the_kind():
    six = Cart(lines=[Line(id=1, item="butter croissant", qty=6)], next_line_id=2)
    sauced = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    assert kind_chosen(sauced, "and 3 of the croissants chocolate", six, MENU) == [
        ChangeLine(ref=1, qty=3), AddLine(item="chocolate croissant", qty=3)]
    assert kind_chosen([], "and a chocolate one", six, MENU) == []  # one more: the model's


def test_the_shipped_engine_splits_some_of_the_croissants(engine):
    cart, _ = converse(engine, "five croissants for the team", "and 2 of the croissants chocolate")
    assert lines(cart) == [{"item": "butter croissant", "qty": 3}, {"item": "chocolate croissant", "qty": 2}]


def test_kinds_named_for_the_units_of_the_last_line_make_one_line_of_each():
    two = Cart(lines=[Line(id=1, item="apple bran muffin", qty=2, preps=["warmed"])], next_line_id=2)
    assert kinds_split([], "blueberry and lemon", two, MENU) == [
        RemoveLine(ref=1), AddLine(item="blueberry muffin", preps=["warmed"]),
        AddLine(item="lemon poppyseed muffin", preps=["warmed"])]
    three = Cart(lines=[Line(id=1, item="apple bran muffin", qty=3)], next_line_id=2)
    assert kinds_split([], "two blueberry and one apple bran", three, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="blueberry muffin", qty=2)]
    sauced = [ChangeLine(ref=1, add_addons={"butter": 1, "chocolate sauce": 1})]  # the kinds as add-ons
    croissants = Cart(lines=[Line(id=1, item="butter croissant", qty=2)], next_line_id=2)
    assert kinds_split(sauced, "one butter one chocolate", croissants, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="chocolate croissant")]


def test_kinds_the_model_added_again_split_the_last_line():
    croissants = Cart(lines=[Line(id=1, item="espresso", qty=2),
                             Line(id=2, item="butter croissant", qty=2)], next_line_id=3)
    added = [AddLine(item="butter croissant", addons={"butter": 1, "chocolate sauce": 1})]
    assert kinds_split(added, "one croissant chocolate, one butter", croissants, MENU) == [
        ChangeLine(ref=2, qty=1), AddLine(item="chocolate croissant")]
    more = [AddLine(item="chocolate croissant"), AddLine(item="butter croissant")]  # more said: ordered
    assert kinds_split(more, "and one more chocolate, one more butter", croissants, MENU) == more


def test_the_shipped_engine_splits_the_two_croissants_the_model_added_again(engine):
    cart, _ = converse(engine, "can i have 2 espressos and 2 croissants",
                       "one croissant chocolate, one butter")
    assert lines(cart) == ordered([{"item": "espresso", "qty": 2}, {"item": "butter croissant", "qty": 1},
                                   {"item": "chocolate croissant", "qty": 1}])


def test_kinds_counted_after_a_frame_are_no_recount():
    four = Cart(lines=[Line(id=1, item="blueberry muffin", qty=4)], next_line_id=2)
    split = [ChangeLine(ref=1, qty=2), AddLine(item="lemon poppyseed muffin", qty=2)]
    noted = [ChangeLine(ref=1, notes="weak")]
    for said in ("actually, two blueberry and two lemon", "actually make it two blueberry and two lemon"):
        assert kinds_split(noted, said, four, MENU) == split, said
    assert kinds_split(noted, "actually, two blueberry and one lemon", four, MENU) == noted  # three of four


def test_the_shipped_engine_makes_two_of_the_four_muffins_lemon(engine):
    cart, _ = converse(engine, "four blueberry muffins", "actually, two blueberry and two lemon")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 2},
                           {"item": "lemon poppyseed muffin", "qty": 2}]


def test_two_kinds_each_said_after_half_share_the_line_out():
    dozen = Cart(lines=[Line(id=1, item="butter croissant", qty=12)], next_line_id=2)
    sauced = [ChangeLine(ref=1, add_addons={"butter": 1, "chocolate sauce": 1})]
    assert kinds_split(sauced, "half chocolate half butter", dozen, MENU) == [
        ChangeLine(ref=1, qty=6), AddLine(item="chocolate croissant", qty=6)]
    four = Cart(lines=[Line(id=1, item="apple bran muffin", qty=4)], next_line_id=2)
    assert kinds_split([], "half of them blueberry and half lemon", four, MENU) == [
        RemoveLine(ref=1), AddLine(item="blueberry muffin", qty=2),
        AddLine(item="lemon poppyseed muffin", qty=2)]
    three = Cart(lines=[Line(id=1, item="apple bran muffin", qty=3)], next_line_id=2)
    assert kinds_split([], "half blueberry half lemon", three, MENU) == []  # no half of three


def test_the_shipped_engine_makes_half_the_dozen_chocolate(engine):
    cart, _ = converse(engine, "i'd like to order a dozen croissants", "half chocolate half butter")
    assert lines(cart) == ordered([{"item": "butter croissant", "qty": 6},
                                   {"item": "chocolate croissant", "qty": 6}])


def test_a_recount_said_with_its_kinds_makes_one_line_of_each():
    blueberry = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    recount = [ChangeLine(ref=1, qty=2)]
    assert kinds_split(recount, "make that two, one blueberry and one lemon", blueberry, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="lemon poppyseed muffin")]
    assert kinds_split([ChangeLine(ref=1, qty=3)], "make it three, two blueberry and one lemon", blueberry,
                       MENU) == [ChangeLine(ref=1, qty=2), AddLine(item="lemon poppyseed muffin")]
    tea = Cart(lines=[Line(id=1, item="peppermint rose tea")], next_line_id=2)
    minted = [ChangeLine(ref=1, add_addons={"peppermint syrup": 1})]  # the kind read as the syrup
    assert kinds_split(minted, "actually make that two, one peppermint and one earl grey", tea, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="earl grey tea")]
    assert kinds_split(recount, "make that two, one blueberry", blueberry, MENU) == recount  # one kind
    assert kinds_split(recount, "make that two", blueberry, MENU) == recount


def test_the_shipped_engine_makes_one_more_of_another_kind(engine):
    cart, replies = converse(engine, "a blueberry muffin", "make that two, one blueberry and one lemon")
    assert [(line.item, line.qty) for line in cart.lines] == [("blueberry muffin", 1),
                                                               ("lemon poppyseed muffin", 1)]
    assert replies[-1] == "Added a lemon poppyseed muffin ($3.25). Anything else?"


def test_kinds_that_do_not_count_the_units_are_left_alone():
    three = Cart(lines=[Line(id=1, item="apple bran muffin", qty=3)], next_line_id=2)
    assert kinds_split([], "blueberry and lemon", three, MENU) == []  # which two of the three?
    assert kinds_split([], "blueberry and blueberry", MUFFIN, MENU) == []
    assert kinds_split([], "a latte and a mocha", MUFFIN, MENU) == []


def test_the_shipped_engine_makes_two_muffins_one_of_each(engine):
    cart, _ = converse(engine, "i'd like two muffins", "blueberry and lemon")
    assert [(line.item, line.qty) for line in cart.lines] == [("blueberry muffin", 1),
                                                               ("lemon poppyseed muffin", 1)]


BLUEBERRY = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)


@pytest.mark.parametrize("text", ["actually make it a banana nut one", "swap it for a chocolate chip one",
                                  "change it to a banana nut muffin"])
def test_a_kind_the_family_lacks_is_said_back_and_the_line_kept(text):
    kind = " ".join(text.split()[-3:-1])
    assert kind_chosen([ChangeLine(ref=1, notes="weak")], text, BLUEBERRY, MENU) == [
        AddLine(item=f"{kind} muffin")]


@pytest.mark.parametrize("text, edits", [
    ("make it a warm one", [ChangeLine(ref=1, preps=["warmed"])]),  # a value of the line, not a kind
    ("make it a different one", []),  # no kind
    ("can you make it a little stronger", []),  # no "a <kind> one"
    ("and a banana nut one", []),  # adds: `kind_named_one`
])
def test_other_words_name_no_kind_lacked(text, edits):
    assert kind_chosen(edits, text, BLUEBERRY, MENU) == edits


@pytest.mark.parametrize("text", ["make it a scone", "no croissant, make it a danish instead",
                                  "swap it for a cookie"])
def test_a_thing_said_bare_after_a_in_place_of_a_food_is_no_kind_of_it(text):
    # "a scone croissant" was said back; the thing is left to `unknown_things`, which says we lack it
    assert kind_chosen([ChangeLine(ref=1, notes="weak")], text, CROISSANT, MENU) == [
        ChangeLine(ref=1, notes="weak")]


def test_a_kind_said_bare_after_for_is_still_a_kind_of_the_food():
    assert kind_chosen([], "swap it for banana nut", BLUEBERRY, MENU) == [AddLine(item="banana nut muffin")]


def test_the_shipped_engine_says_it_lacks_a_thing_made_of_a_croissant(engine):
    cart, replies = converse(engine, "one croissant please", "hmm no croissant, make it a scone")
    assert lines(cart) == [{"item": "butter croissant", "qty": 1}]
    assert replies[1] == "Sorry, we don't have a scone."


def test_a_kind_lacked_of_a_line_not_the_last_needs_its_kind_named():
    cart = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="latte")], next_line_id=3)
    assert kind_chosen([], "make it a banana one", cart, MENU) == []  # "it": the latte
    assert kind_chosen([], "make the muffin a banana one", cart, MENU) == [AddLine(item="banana muffin")]


def test_the_shipped_engine_says_back_a_kind_lacked(engine):
    cart, replies = converse(engine, "a blueberry muffin please", "actually make it a banana nut one")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}]
    assert replies[1].startswith("Sorry, we don't have banana nut muffin. Our muffins:")
    cart, replies = converse(engine, "a blueberry muffin please", "make it a lemon one")
    assert lines(cart) == [{"item": "lemon poppyseed muffin", "qty": 1}]
    assert replies[1] == "Changed the blueberry muffin to a lemon poppyseed muffin ($3.25). Anything else?"


def test_one_said_before_the_kind_is_a_count():
    two = Cart(lines=[Line(id=1, item="apple bran muffin", qty=2)], next_line_id=2)
    assert kind_chosen([], "make one blueberry", two, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="blueberry muffin")]
    assert kind_chosen([], "the blueberry one", two, MENU) == [
        RemoveLine(ref=1), AddLine(item="blueberry muffin", qty=2)]  # "one" after the kind: no count


SPLIT = Cart(lines=[Line(id=1, item="apple bran muffin"), Line(id=2, item="blueberry muffin")],
             next_line_id=3, added=[2],
             changed=[Changed(line=Line(id=1, item="apple bran muffin", qty=2),
                              change={"op": "set", "qty": 1})])


def test_the_other_unit_of_a_split_line_is_made_the_kind_said():
    assert the_other_kind_chosen([], "and the other lemon", SPLIT, MENU) == [
        RemoveLine(ref=1), AddLine(item="lemon poppyseed muffin")]
    assert the_other_kind_chosen([], "the other one should be apple bran", SPLIT, MENU) == [
        AskMenu(ref=1, about=["item:apple bran muffin"])]  # so already
    unsplit = SPLIT.model_copy(update={"changed": [], "added": []})
    assert the_other_kind_chosen([], "and the other lemon", unsplit, MENU) == []


def test_the_shipped_engine_makes_one_blueberry_and_the_other_lemon(engine):
    cart, _ = converse(engine, "two muffins", "make one blueberry", "and the other lemon")
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 1},
                                   {"item": "lemon poppyseed muffin", "qty": 1}])


BLUEBERRY_LATTE = Cart(lines=[Line(id=1, item="blueberry muffin", preps=["warmed"]),
                              Line(id=2, item="latte")], next_line_id=3)


@pytest.mark.parametrize(("text", "model", "count"), [
    ("another blueberry", [], 1),
    ("two more blueberry", [Finish()], 2),
    ("and one more blueberry please", [AddLine(item="latte")], 1),  # the model repeated the last line
    ("add 3 more blueberry", [ChangeLine(ref=1, notes="weak")], 3),
])
def test_more_of_a_food_named_by_its_own_word_is_more_of_it(text, model, count):
    words = text.split()  # no item word: "blueberry" alone names none
    assert more_of_a_kind_named(model, text, words, BLUEBERRY_LATTE, MENU) == [
        AddLine(item="blueberry muffin", preps=["warmed"], qty=count)]


def test_more_of_another_kind_of_a_family_the_cart_has_is_one_of_that_kind():
    model = [AddLine(item="latte")]  # "another lemon" of a blueberry muffin: a lemon poppyseed muffin
    assert more_of_a_kind_named(model, "another lemon", ["another", "lemon"], BLUEBERRY_LATTE, MENU) == [
        AddLine(item="lemon poppyseed muffin")]
    two = Cart(lines=[Line(id=1, item="apple bran muffin", qty=2)], next_line_id=2)
    said = "and n1 more blueberry".split()
    assert more_of_a_kind_named([AddLine(item="apple bran muffin")], "and one more blueberry", said, two,
                                MENU) == [AddLine(item="blueberry muffin")]


def test_the_shipped_engine_adds_one_more_blueberry_muffin_beside_the_house_ones(engine):
    cart, replies = converse(engine, "two muffins", "and one more blueberry")
    assert replies[1] == "Added a blueberry muffin ($3.25). Anything else?"  # no "we don't have blueberry"
    assert lines(cart) == ordered([{"item": "apple bran muffin", "qty": 2},
                                   {"item": "blueberry muffin", "qty": 1}])


def test_more_of_a_kind_no_family_has_or_said_with_an_item_is_the_models():
    model = [AddLine(item="latte")]
    said = ["another", "banana"]
    assert more_of_a_kind_named(model, "another banana", said, BLUEBERRY_LATTE, MENU) == model
    said = ["another", "item:blueberry_muffin"]
    assert more_of_a_kind_named([AddLine(item="blueberry muffin")], "another blueberry muffin", said,
                                BLUEBERRY, MENU) == [AddLine(item="blueberry muffin")]
    assert more_of_a_kind_named([], "blueberry", ["blueberry"], BLUEBERRY_LATTE, MENU) == []  # no more said
    removed = [RemoveLine(ref=2)]
    assert more_of_a_kind_named(removed, "another blueberry", ["another", "blueberry"], BLUEBERRY_LATTE,
                                MENU) == removed


def test_the_shipped_engine_adds_another_blueberry_muffin_not_a_latte(engine):
    cart, replies = converse(engine, "a blueberry muffin and a latte", "another blueberry")
    assert replies[-1] == "Added a blueberry muffin ($3.25). Anything else?"
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 1},
                                   {"item": "blueberry muffin", "qty": 1}, {"item": "latte", "qty": 1}])
    cart, replies = converse(engine, "a blueberry muffin", "and add two more blueberry")
    assert replies[-1] == "You now have 3 blueberry muffins ($9.75). Anything else?"  # no "we don't have"


def test_and_the_line_then_its_kind_is_a_change_of_that_line():
    muffin, croissant = Line(id=1, item="blueberry muffin"), Line(id=2, item="butter croissant")
    two = Cart(lines=[muffin, croissant], next_line_id=3)
    sauce = [ChangeLine(ref=2, add_addons={"chocolate sauce": 1})]
    assert kind_chosen(sauce, "and the croissant chocolate", two, MENU) == [
        RemoveLine(ref=2), AddLine(item="chocolate croissant")]


def test_the_shipped_engine_makes_the_croissant_chocolate_after_and(engine):
    cart, _ = converse(engine, "a muffin and a croissant", "the muffin blueberry",
                       "and the croissant chocolate")
    assert [line.item for line in cart.lines] == ["blueberry muffin", "chocolate croissant"]


def test_a_kind_named_after_one_lacked_is_one_beside_the_line():
    from ordering.cart import Asked

    cart = Cart(lines=[Line(id=1, item="chocolate croissant")], next_line_id=2, added=[1],
                asked=Asked(kind="croissants"))
    model = [ChangeLine(ref=1, add_addons={"butter": 1})]
    assert kind_chosen(model, "the butter one then", cart, MENU) == [AddLine(item="butter croissant")]
    said = "make it a butter one"  # a change said: the line changed
    assert kind_chosen(model, said, cart, MENU) == [RemoveLine(ref=1), AddLine(item="butter croissant")]


def test_the_shipped_engine_keeps_the_chocolate_croissant_beside_the_butter_one(engine):
    ordered_one = "i'd like a chocolate croissant and an almond croissant"
    cart, replies = converse(engine, ordered_one, "the butter one then")
    assert [line.item for line in cart.lines] == ["chocolate croissant", "butter croissant"]
    cart, replies = converse(engine, ordered_one, "ok just the chocolate one then")
    assert [line.item for line in cart.lines] == ["chocolate croissant"]
    assert replies[1] == "No problem — nothing has changed. What else can I get you?"


@pytest.mark.parametrize("text", ["blueberry is fine", "the blueberry one will do",
                                  "blueberry would be great", "blueberry sounds good"])
def test_a_kind_accepted_in_words_of_its_own_makes_the_line_that_kind(text):
    assert kind_chosen([], text, MUFFIN, MENU) == [
        RemoveLine(ref=2), AddLine(item="blueberry muffin", qty=2, preps=["warmed"])]


def test_the_shipped_engine_makes_the_house_muffin_the_one_said_fine(engine):
    cart, replies = converse(engine, "a latte and a muffin", "lemon would be great")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("lemon poppyseed muffin", 1)]
    assert replies[-1] == "Changed the apple bran muffin to a lemon poppyseed muffin ($3.25). Anything else?"


def test_half_of_an_even_line_is_made_the_kind_and_half_of_an_odd_one_is_left_to_ask():
    six = Cart(lines=[Line(id=1, item="butter croissant", qty=6)], next_line_id=2)
    sauced = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    assert kind_chosen(sauced, "make half of them chocolate", six, MENU) == [
        ChangeLine(ref=1, qty=3), AddLine(item="chocolate croissant", qty=3)]
    three = Cart(lines=[Line(id=1, item="butter croissant", qty=3)], next_line_id=2)
    assert kind_chosen(sauced, "make half of them chocolate", three, MENU) == sauced


def test_the_shipped_engine_makes_half_the_croissants_chocolate(engine):
    cart, _ = converse(engine, "half a dozen croissants", "make half of them chocolate")
    assert [(line.item, line.qty) for line in cart.lines] == [("butter croissant", 3),
                                                               ("chocolate croissant", 3)]


@pytest.mark.parametrize("text", ["the croissant chocolate, the muffin blueberry",
                                  "make the croissant chocolate and the muffin blueberry"])
def test_a_kind_chosen_in_each_part_changes_each_line(text):
    from ordering.kind_chosen import kinds_chosen_apart

    cart = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="apple bran muffin")],
                next_line_id=3)
    sauce = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    assert kinds_chosen_apart(sauce, text, cart, MENU) == [
        RemoveLine(ref=1), AddLine(item="chocolate croissant"),
        RemoveLine(ref=2), AddLine(item="blueberry muffin")]


def test_parts_that_do_not_each_choose_a_kind_are_the_models():
    from ordering.kind_chosen import kinds_chosen_apart

    cart = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="latte")], next_line_id=3)
    sauce = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    for text in ("the croissant chocolate, and a latte", "the croissant chocolate, the latte iced"):
        assert kinds_chosen_apart(sauce, text, cart, MENU) == sauce, text


def test_the_shipped_engine_chooses_the_croissant_and_the_muffin(engine):
    cart, _ = converse(engine, "can i get a croissant and a muffin",
                       "the croissant chocolate, the muffin blueberry")
    assert [line.item for line in cart.lines] == ["chocolate croissant", "blueberry muffin"]


def test_of_two_lines_of_the_kind_the_one_just_added_is_made_the_kind_named():
    teas = Cart(lines=[Line(id=1, item="earl grey tea", who="me"),
                       Line(id=2, item="earl grey tea", who="my husband")], added=[2], next_line_id=3)
    model = [ChangeLine(ref=2, add_addons={"peppermint syrup": 1})]
    assert kind_chosen(model, "peppermint", teas, MENU) == [
        RemoveLine(ref=2), AddLine(item="peppermint rose tea", who="my husband")]
    neither = teas.model_copy(update={"added": []})  # which of the two: the model's
    assert kind_chosen(model, "peppermint", neither, MENU) == model


def test_the_shipped_engine_makes_the_husbands_tea_peppermint(engine):
    cart, _ = converse(engine, "a tea for me", "earl grey", "and one for my husband", "peppermint")
    assert [(line.item, line.who) for line in cart.lines] == [("earl grey tea", "me"),
                                                              ("peppermint rose tea", "my husband")]


def test_a_kind_said_of_both_units_makes_the_line_that_kind():
    two = Cart(lines=[Line(id=1, item="apple bran muffin", qty=2)], next_line_id=2)
    for text in ("both blueberry", "make them both blueberry", "blueberry for both", "all blueberry please"):
        assert kind_chosen([], text, two, MENU) == [
            RemoveLine(ref=1), AddLine(item="blueberry muffin", qty=2)], text
    again = [AddLine(item="apple bran muffin")]  # the model ordered one more of them
    assert kind_chosen(again, "blueberry for both muffins", two, MENU) == [
        RemoveLine(ref=1), AddLine(item="blueberry muffin", qty=2)]
    assert kind_chosen(again, "and another blueberry", two, MENU) == again  # one more


def test_the_shipped_engine_makes_both_muffins_blueberry(engine):
    cart, _ = converse(engine, "a medium latte and 2 muffins", "blueberry for both muffins")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 2},
                           {"item": "latte", "qty": 1, "size": "medium"}]


@pytest.mark.parametrize("edits, text", [([Finish()], "swap it for jasmine"),
                                         ([ChangeLine(ref=1, notes="weak")], "change it to chamomile please"),
                                         ([], "actually make that a chamomile")])
def test_a_tea_the_menu_lacks_said_bare_as_the_new_one_is_refused_and_the_teas_listed(edits, text):
    name = text.split()[-2] if text.endswith("please") else text.split()[-1]
    assert kind_chosen(edits, text, TEA, MENU) == [AddLine(item=f"{name} tea"),
                                                   AskMenu(about=["tea", "count:1"], lines=[1])]


@pytest.mark.parametrize("text", ["change it to something else", "swap it for a large",
                                  "swap it for the oolong", "swap it for jasmine and a latte"])
def test_words_said_bare_that_name_no_kind_are_left_alone(text):
    assert kind_chosen([Finish()], text, TEA, MENU) == [Finish()]


def test_the_shipped_engine_refuses_jasmine_and_the_tea_named_next_takes_the_oolongs_place(engine):
    cart, replies = converse(engine, "an oolong tea", "swap it for jasmine", "ok the earl grey then")
    assert replies[1].startswith("Sorry, we don't have jasmine tea. Which tea would you like? Our teas: ")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1}]
    cart, replies = converse(engine, "a blueberry muffin", "swap it for banana nut")
    assert replies[1].startswith("Sorry, we don't have banana nut muffin. Our muffins: ")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}]


def test_a_kind_said_of_two_lines_of_the_house_muffin_just_added_is_each_ones():
    two = Cart(lines=[Line(id=1, item="apple bran muffin"),
                      Line(id=2, item="apple bran muffin", preps=["warmed"])], next_line_id=3, added=[1, 2])
    assert kind_chosen([], "blueberry", two, MENU) == [
        RemoveLine(ref=1), AddLine(item="blueberry muffin"),
        RemoveLine(ref=2), AddLine(item="blueberry muffin", preps=["warmed"])]
    earlier = two.model_copy(update={"added": [2]})  # one added before: which one is not said
    assert kind_chosen([], "blueberry", earlier, MENU) == [
        RemoveLine(ref=2), AddLine(item="blueberry muffin", preps=["warmed"])]


def test_the_shipped_engine_makes_both_muffins_blueberry_one_of_them_warmed(engine):
    cart, replies = converse(engine, "two muffins please, one of them heated", "blueberry")
    assert sorted((line.item, tuple(line.preps)) for line in cart.lines) == [
        ("blueberry muffin", ()), ("blueberry muffin", ("warmed",))]
    assert replies[1].startswith("Changed the apple bran muffin to a blueberry muffin")


def test_a_kind_chosen_beside_the_answer_to_a_kind_asked_changes_its_line():
    from ordering.cart import Asked

    muffin = Cart(lines=[Line(id=1, item="apple bran muffin")], next_line_id=2, added=[1],
                  asked=Asked(kind="tea"))
    tea = [AddLine(item="earl grey tea")]
    assert kind_chosen_beside_answer(tea, "lemon poppyseed and earl grey", muffin, MENU) == [
        RemoveLine(ref=1), AddLine(item="lemon poppyseed muffin"), *tea]
    assert kind_chosen_beside_answer(tea, "earl grey please", muffin, MENU) == tea  # the answer alone
    said = "earl grey and a scone"  # no kind of a line: the model's
    assert kind_chosen_beside_answer(tea, said, muffin, MENU) == tea


def test_the_shipped_engine_makes_the_muffin_the_kind_said_beside_the_tea(engine):
    cart, replies = converse(engine, "a muffin and a tea please", "blueberry and oolong")
    assert ordered(lines(cart)) == ordered([{"item": "blueberry muffin", "qty": 1},
                                            {"item": "oolong tea", "qty": 1}])
    assert replies[1].startswith(
        "Changed the apple bran muffin to a blueberry muffin ($3.25). Added an oolong")
