""""Two teas please" asks which two; the answer "earl grey" adds two (`Cart.asked`, `count_asked`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.count_asked import (
    count_asked,
    kind_answered,
    kind_asked_again,
    kind_asked_with_values,
    kind_described,
    kinds_answered_apart,
)
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine, apply_edits
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
ASKED = Cart(asked=Asked(kind="teas", count=2))


def test_the_question_of_a_counted_kind_is_kept_for_the_next_turn_only():
    asked = apply_edits(Cart(), [AskMenu(about=["teas", "count:2"])], MENU).cart
    assert asked.asked == Asked(kind="teas", count=2)
    assert apply_edits(asked, [AddLine(item="latte")], MENU).cart.asked is None
    assert apply_edits(Cart(), [AskMenu(about=["milks"])], MENU).cart.asked is None


def test_one_unit_of_the_kind_asked_takes_the_count_said_before():
    assert count_asked([AddLine(item="earl grey tea")], "earl grey".split(), ASKED, MENU) == [
        AddLine(item="earl grey tea", qty=2)]


def test_the_one_of_the_kind_chosen_is_no_count():
    for said in ("ok then the strawberry n1", "the item:earl_grey_tea n1 please"):
        item = "wild strawberry tea" if "strawberry" in said else "earl grey tea"
        want = [AddLine(item=item, qty=2)]
        assert count_asked([AddLine(item=item)], said.split(), ASKED, MENU) == want, said
    for said in ("just n1 earl grey", "the n1 earl grey", "n1 item:earl_grey_tea"):  # one said: one
        assert count_asked([AddLine(item="earl grey tea")], said.split(), ASKED, MENU) == [
            AddLine(item="earl grey tea")], said


def test_the_shipped_engine_adds_three_strawberry_teas_after_the_peach_refused(engine):
    cart, _ = converse(engine, "three iced teas for the kids", "peach if you have it",
                       "ok then the strawberry one")
    assert lines(cart) == [{"item": "wild strawberry tea", "qty": 3, "temp": "iced"}]


def test_a_line_of_the_cart_named_bare_beside_the_answer_is_no_new_one():
    coffees = Cart(lines=[Line(id=1, item="coffee", qty=2)], asked=Asked(kind="teas", count=2),
                   next_line_id=2)
    model = [AddLine(item="coffee", notes="weak"), AddLine(item="earl grey tea")]
    said = "item:coffee black , teas item:earl_grey_tea".split()
    assert count_asked(model, said, coffees, MENU) == [AddLine(item="earl grey tea", qty=2)]
    more = [AddLine(item="latte"), AddLine(item="earl grey tea")]  # a new item beside it: ordered
    assert count_asked(more, "item:earl_grey_tea and a item:latte".split(), coffees, MENU) == [
        AddLine(item="latte"), AddLine(item="earl grey tea", qty=2)]
    another = [AddLine(item="coffee"), AddLine(item="earl grey tea")]  # "and a coffee": one more
    said = "item:earl_grey_tea and a item:coffee".split()
    assert count_asked(another, said, coffees, MENU) == [AddLine(item="coffee"),
                                                         AddLine(item="earl grey tea", qty=2)]


def test_an_answer_of_one_of_each_thing_counts_each_once():
    drinks = Cart(asked=Asked(kind="drinks", count=3))
    model = [AddLine(item="latte"), AddLine(item="hot chocolate"), AskMenu(about=["tea", "count:1"])]
    said = "a item:latte , a tea and a item:hot_chocolate".split()
    assert count_asked(model, said, drinks, MENU) == model
    teas = Cart(asked=Asked(kind="teas", count=2))
    both = [AddLine(item="earl grey tea"), AddLine(item="latte")]
    assert count_asked(both, "an item:earl_grey_tea and a item:latte".split(), teas, MENU) == both
    assert count_asked([AddLine(item="earl grey tea")], "an item:earl_grey_tea".split(), teas, MENU) == [
        AddLine(item="earl grey tea", qty=2)]  # the one thing asked for, said alone: the count asked


def test_the_shipped_engine_adds_one_of_each_of_three_drinks(engine):
    cart, replies = converse(engine, "hi, i would like to order three drinks", "a latte, a tea and a cocoa")
    assert lines(cart) == ordered([{"item": "hot chocolate", "qty": 1}, {"item": "latte", "qty": 1}])
    assert replies[1].startswith(
        "Added a latte ($4.75) and a hot chocolate ($4.00). Which tea would you like?")


def test_the_shipped_engine_adds_two_teas_beside_the_coffees_named_black(engine):
    cart, _ = converse(engine, "two coffees and two teas", "coffees black, teas earl grey")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 2}, {"item": "earl grey tea", "qty": 2}])


def test_other_answers_are_the_models():
    two = [AddLine(item="earl grey tea"), AddLine(item="oolong tea")]
    assert count_asked(two, "earl grey and oolong".split(), ASKED, MENU) == two
    counted = [AddLine(item="earl grey tea")]
    assert count_asked(counted, "just n1 earl grey".split(), ASKED, MENU) == counted
    other = [AddLine(item="latte")]
    assert count_asked(other, "item:latte".split(), ASKED, MENU) == other  # not a tea
    assert count_asked(counted, "earl grey".split(), Cart(lines=[Line(id=1, item="latte")]), MENU) == counted


def test_the_shipped_engine_adds_two_of_the_tea_named(engine):
    cart, replies = converse(engine, "two teas please", "earl grey")
    assert replies[0].startswith("Which two teas")
    assert [(line.item, line.qty) for line in cart.lines] == [("earl grey tea", 2)]
    assert cart.asked is None


def test_a_tea_named_by_a_word_a_syrup_shares_is_the_tea_asked_for():
    asked = [AskMenu(about=["peppermint syrup"])]
    assert kind_answered(asked, "peppermint", ASKED, MENU) == [AddLine(item="peppermint rose tea", qty=2)]
    one = Cart(lines=[Line(id=1, item="latte")], asked=Asked(kind="tea"), next_line_id=2)
    syrup = [ChangeLine(ref=1, add_addons={"peppermint syrup": 1})]
    assert kind_answered(syrup, "the peppermint one please", one, MENU) == [
        AddLine(item="peppermint rose tea")]
    assert kind_answered([], "actually a peppermint", one, MENU) == [AddLine(item="peppermint rose tea")]
    assert kind_answered([], "hmm maybe the oolong", one, MENU) == [AddLine(item="oolong tea")]


def test_the_tea_named_after_a_question_or_an_echo_is_the_answer():
    one = Cart(lines=[Line(id=1, item="latte")], asked=Asked(kind="tea"), next_line_id=2)
    syrup = [ChangeLine(ref=1, add_addons={"peppermint syrup": 1})]
    assert kind_answered(syrup, "no chamomile? ok peppermint", one, MENU) == [
        AddLine(item="peppermint rose tea")]
    asked = [AskMenu(about=["oolong tea"])]
    assert kind_answered(asked, "is oolong good? ok oolong", one, MENU) == [AddLine(item="oolong tea")]
    assert kind_answered(asked, "is oolong good?", one, MENU) == asked  # the question alone


def test_the_shipped_engine_adds_the_peppermint_tea_after_the_chamomile_we_lack(engine):
    cart, replies = converse(engine, "a mocha and a tea", "you don't have chamomile? then peppermint")
    assert [line.item for line in cart.lines] == ["mocha", "peppermint rose tea"], replies
    assert cart.lines[0].addons == {}


def test_the_tea_said_to_be_one_is_that_one():
    one = Cart(lines=[Line(id=1, item="latte", qty=2)], asked=Asked(kind="tea"), next_line_id=2)
    asked = [AskMenu(about=["earl grey tea"])]  # the model asked of it: "Yes, we have the earl grey tea"
    assert kind_answered(asked, "the tea is earl grey", one, MENU) == [AddLine(item="earl grey tea")]
    assert kind_answered(asked, "is the tea earl grey?", one, MENU) == asked  # a question
    for text in ("oh the tea should be the english breakfast", "well, english breakfast i guess",
                 "i think english breakfast"):  # words that fill or hedge: no part of the tea's name
        assert kind_answered([], text, one, MENU) == [AddLine(item="english breakfast tea")], text


def test_the_shipped_engine_adds_the_tea_said_to_be_english_breakfast(engine):
    cart, _ = converse(engine, "a tea for me and a coffee for my husband",
                       "oh the tea should be the english breakfast")
    assert sorted(line.item for line in cart.lines) == ["coffee", "english breakfast tea"]


def test_the_tea_made_one_is_that_one():
    coffees = Cart(lines=[Line(id=1, item="coffee", qty=3)], asked=Asked(kind="tea"), next_line_id=2)
    for text in ("make the tea earl grey", "make it earl grey", "oh make the tea an earl grey please"):
        assert kind_answered([], text, coffees, MENU) == [AddLine(item="earl grey tea")], text


def test_the_shipped_engine_adds_the_tea_made_earl_grey(engine):
    cart, replies = converse(engine, "three coffees and a tea", "make the tea earl grey")
    assert [(line.item, line.qty) for line in cart.lines] == [("coffee", 3), ("earl grey tea", 1)], replies


def test_one_of_a_family_listed_is_named_by_its_own_words():
    listed = Cart(lines=[Line(id=1, item="latte")], asked=Asked(kind="muffins"), next_line_id=2)
    assert kind_answered([], "and a blueberry one", listed, MENU) == [AddLine(item="blueberry muffin")]
    sauce = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    assert kind_answered(sauce, "lemon please", listed, MENU) == [AddLine(item="lemon poppyseed muffin")]
    iced = [ChangeLine(ref=1, temp="iced")]
    assert kind_answered(iced, "make the latte iced", listed, MENU) == iced
    added = [AddLine(item="mocha")]
    assert kind_answered(added, "a mocha", listed, MENU) == added


def test_a_count_said_with_the_one_of_a_family_listed_is_its_count():
    listed = Cart(asked=Asked(kind="muffins"))
    for text, qty in (("i will take two of the lemon ones", 2), ("3 lemon", 3), ("can i get 2 lemon", 2),
                      ("the lemon one", 1), ("the lemon, two please", 2),
                      ("the lemon sounds good, two of those", 2), ("the lemon sounds good", 1)):
        assert kind_answered([], text, listed, MENU) == [
            AddLine(item="lemon poppyseed muffin", qty=qty)], text


def test_the_one_of_a_family_said_to_be_one_is_that_one():
    green = Cart(lines=[Line(id=1, item="earl grey tea")], asked=Asked(kind="green tea"), next_line_id=2)
    assert kind_answered([], "the green one should be the cloud and mist", green, MENU) == [
        AddLine(item="cloud and mist tea")]


def test_the_shipped_engine_adds_the_green_tea_said_to_be_cloud_and_mist(engine):
    cart, _ = converse(engine, "one earl grey, one green tea", "the green one should be the cloud and mist")
    assert [line.item for line in cart.lines] == ["earl grey tea", "cloud and mist tea"]


def test_the_shipped_engine_adds_two_lemon_muffins_after_the_list(engine):
    cart, _ = converse(engine, "what muffins do you have", "i'll take two of the lemon ones")
    assert [(line.item, line.qty) for line in cart.lines] == [("lemon poppyseed muffin", 2)]
    cart, replies = converse(engine, "what muffins have you got", "the lemon sounds good, two of those")
    assert [(line.item, line.qty) for line in cart.lines] == [("lemon poppyseed muffin", 2)]
    assert replies[1] == "Added 2 lemon poppyseed muffins ($6.50). Anything else?"


def test_several_of_a_family_listed_are_each_named_by_their_own_words():
    listed = Cart(asked=Asked(kind="muffins"))
    assert kind_answered([], "i'll take the lemon one and a blueberry", listed, MENU) == [
        AddLine(item="lemon poppyseed muffin"), AddLine(item="blueberry muffin")]
    assert kind_answered([], "two lemon, and 3 blueberry", listed, MENU) == [
        AddLine(item="lemon poppyseed muffin", qty=2), AddLine(item="blueberry muffin", qty=3)]
    # one part names none we have: not read part by part (the kind we lack is said back)
    assert AddLine(item="lemon poppyseed muffin") not in kind_answered([], "lemon and banana", listed, MENU)
    assert kind_answered([], "lemon and blueberry", Cart(), MENU) == []  # no family listed


def test_the_shipped_engine_adds_both_muffins_named_after_the_list(engine):
    cart, _ = converse(engine, "what kind of muffins", "i'll take the lemon one and a blueberry")
    assert lines(cart) == ordered([{"item": "lemon poppyseed muffin", "qty": 1},
                                   {"item": "blueberry muffin", "qty": 1}])


def test_a_tea_added_a_removal_or_no_question_is_left_alone():
    added = [AddLine(item="earl grey tea")]
    assert kind_answered(added, "earl grey", ASKED, MENU) == added
    assert kind_answered([RemoveLine(ref=1)], "peppermint", ASKED, MENU) == [RemoveLine(ref=1)]
    asked = [AskMenu(about=["peppermint syrup"])]
    assert kind_answered(asked, "peppermint", Cart(), MENU) == asked
    assert kind_answered(asked, "make it iced", ASKED, MENU) == asked


def test_a_kind_we_lack_named_in_answer_is_said_back_and_asked_again():
    asked = Cart(asked=Asked(kind="tea", count=2))
    assert kind_answered([], "rooibos mint", asked, MENU) == [
        AddLine(item="rooibos mint tea"), AskMenu(about=["tea", "count:2"])]
    listed = [AskMenu(about=["tea"])]
    assert kind_answered(listed, "a white tea", asked, MENU) == [
        AddLine(item="white tea"), AskMenu(about=["tea", "count:2"])]
    for text in ("nothing", "decaf", "no thanks", "a large oat latte instead"):  # no kind of tea named
        assert kind_answered([], text, asked, MENU) == []


def test_a_condition_said_after_the_kind_is_no_part_of_its_name():
    asked = Cart(asked=Asked(kind="tea", count=1))
    assert kind_answered([], "chamomile if you have it", asked, MENU) == [
        AddLine(item="chamomile tea"), AskMenu(about=["tea", "count:1"])]
    assert kind_answered([], "oolong if possible", asked, MENU) == [AddLine(item="oolong tea")]


def test_a_kind_we_lack_asks_again_with_the_values_said_of_the_kind():
    asked = Cart(asked=Asked(kind="tea", count=1, values={"size": "large", "temp": "iced"}))
    assert kind_answered([], "the peach one", asked, MENU) == [
        AddLine(item="peach tea"), AskMenu(about=["tea", "count:1", "size:large", "temp:iced"])]


def test_the_shipped_engine_keeps_the_large_iced_tea_after_one_we_lack(engine):
    cart, _ = converse(engine, "a latte", "and a large iced tea", "the peach one",
                       "ok the wild strawberry then")
    assert [(line.item, line.size, line.temp) for line in cart.lines] == [
        ("latte", None, None), ("wild strawberry tea", "large", "iced")]


def test_the_shipped_engine_says_the_green_tea_we_lack(engine):
    _, replies = converse(engine, "can i get a green tea", "jasmine if you have it")
    assert replies[1].startswith("Sorry, we don't have jasmine green tea.")


def test_the_shipped_engine_asks_again_after_a_tea_we_lack(engine):
    cart, replies = converse(engine, "could I get a tea", "hibiscus please", "the oolong")
    assert replies[1].startswith("Sorry, we don't have hibiscus tea. Which tea would you like? Our teas: ")
    assert [line.item for line in cart.lines] == ["oolong tea"]


def test_which_two_answered_with_one_of_each():
    model = [AddLine(item="english breakfast tea"), AddLine(item="english breakfast tea")]
    assert kinds_answered_apart(model, "one chamomile one english breakfast", ASKED, MENU) == [
        AddLine(item="chamomile tea"), AddLine(item="english breakfast tea")]  # said back as lacking
    assert kinds_answered_apart(model, "one green one english breakfast", ASKED, MENU) == [
        AddLine(item="english breakfast tea"), AskMenu(about=["family:green tea", "count:1"])]  # which green
    assert kinds_answered_apart([], "an oolong and a mint please", ASKED, MENU) == [
        AddLine(item="oolong tea"), AddLine(item="peppermint rose tea")]


def test_other_answers_of_which_two_are_the_models():
    model = [AddLine(item="earl grey tea"), AddLine(item="latte")]
    assert kinds_answered_apart(model, "an earl grey and a latte", ASKED, MENU) == model  # a latte: no tea
    assert kinds_answered_apart([], "earl grey, oolong and mint", ASKED, MENU) == []  # three of two
    assert kinds_answered_apart([], "is the oolong and the mint hot?", ASKED, MENU) == []
    assert kinds_answered_apart([], "an oolong and a mint", Cart(), MENU) == []  # nothing asked


def test_none_we_have_are_said_back_and_the_kind_asked_again():
    lacked = [AddLine(item="jasmine tea"), AddLine(item="chamomile tea"), AskMenu(about=["teas", "count:2"])]
    for model in ([], [Finish()], [AskMenu(about=["peppermint syrup"])]):  # the model's misreadings
        assert kinds_answered_apart(model, "a jasmine and a chamomile", ASKED, MENU) == lacked
    passion = [AddLine(item="peach tea"), AddLine(item="passion fruit tea"),
               AskMenu(about=["teas", "count:2"])]
    assert kinds_answered_apart([Finish()], "peach and passion fruit", ASKED, MENU) == passion


def test_the_shipped_engine_says_the_teas_we_lack_together(engine):
    _, replies = converse(engine, "two iced teas", "peach and passion fruit")
    assert replies[1].startswith("Sorry, we don't have peach tea or passion fruit tea. Which two teas would")
    cart, _ = converse(engine, "two teas", "chamomile and peppermint")
    assert [line.item for line in cart.lines] == ["peppermint rose tea"]  # not a question of the syrup


def test_the_shipped_engine_says_the_tea_we_lack_once(engine):
    cart, replies = converse(engine, "two teas please", "an earl grey and a jasmine")
    assert [(line.item, line.qty) for line in cart.lines] == [("earl grey tea", 1)]
    assert replies[1] == "Added an earl grey tea ($3.25). Sorry, we don't have jasmine tea. Anything else?"


def test_the_values_said_with_a_kind_go_to_the_answer():
    from ordering.count_asked import kind_values_kept

    iced = Cart(asked=Asked(kind="tea", values={"temp": "iced", "size": "large"}))
    assert kind_values_kept([AddLine(item="earl grey tea")], iced, MENU) == [
        AddLine(item="earl grey tea", temp="iced", size="large")]
    said = [AddLine(item="earl grey tea", size="small")]  # said again: the answer's own
    assert kind_values_kept(said, iced, MENU) == [AddLine(item="earl grey tea", size="small", temp="iced")]
    latte = [AddLine(item="latte")]  # not of the kind asked
    assert kind_values_kept(latte, iced, MENU) == latte


def test_the_question_of_a_kind_keeps_the_values_said_with_it():
    asked = AskMenu(about=["teas", "count:2", "size:large", "temp:iced"])
    cart = apply_edits(Cart(), [asked], MENU).cart
    assert (cart.asked.kind, cart.asked.count) == ("teas", 2)
    assert cart.asked.values == {"size": "large", "temp": "iced"}


def test_the_shipped_engine_makes_the_tea_chosen_iced(engine):
    cart, replies = converse(engine, "an iced tea please", "earl grey")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1, "temp": "iced"}]
    assert replies[1] == "Added an iced earl grey tea ($3.25). Anything else?"
    cart, _ = converse(engine, "a large iced green tea", "the cloud and mist one")
    assert lines(cart) == [{"item": "cloud and mist tea", "qty": 1, "size": "large", "temp": "iced"}]


def test_another_kind_of_the_same_family_answered_asks_of_that_kind():
    from ordering.edits import FAMILY

    green = Cart(asked=Asked(kind="green tea"))
    assert kind_answered([], "actually black", green, MENU) == [
        AskMenu(about=[f"{FAMILY}black tea", "count:1"])]
    assert kind_answered([], "hmm, herbal", green, MENU) == [AddLine(item="peppermint rose tea")]  # the one


def test_the_shipped_engine_asks_which_black_tea(engine):
    _, replies = converse(engine, "one tea", "green", "actually black")
    assert replies[2].startswith("Which black tea would you like?")


def test_the_add_ons_said_with_a_kind_go_to_the_answer():
    from ordering.count_asked import kind_values_kept

    asked = AskMenu(about=["tea", "count:1", "temp:hot", "addon:honey", "addon:sugar"])
    cart = apply_edits(Cart(), [asked], MENU).cart
    assert cart.asked.values == {"temp": "hot", "addon": "honey,sugar"}
    assert kind_values_kept([AddLine(item="earl grey tea")], cart, MENU) == [
        AddLine(item="earl grey tea", temp="hot", addons={"honey": 1, "sugar": 1})]


def test_the_shipped_engine_keeps_the_honey_said_with_the_tea(engine):
    cart, _ = converse(engine, "a hot tea with honey and lemon", "earl grey")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1, "temp": "hot", "addons": {"honey": 1},
                            "notes": "with lemon"}]  # the lemon rides on the question (`kind_asked_notes`)
    cart, _ = converse(engine, "a green tea with honey", "cloud and mist")
    assert lines(cart) == [{"item": "cloud and mist tea", "qty": 1, "addons": {"honey": 1}}]


def test_the_answer_to_a_section_listed_names_one_of_it_by_its_own_word():
    listed = apply_edits(Cart(), [AskMenu(about=["pastries"])], MENU).cart
    assert listed.asked == Asked(kind="pastries")
    assert kind_answered([AskMenu(about=["chocolate sauce"])], "the chocolate one", listed, MENU) == [
        AddLine(item="chocolate croissant")]


def test_a_pastry_named_in_full_in_the_plural_answers_the_pastries_counted():
    counted = Cart(asked=Asked(kind="pastries", count=2))
    assert kind_answered([AskMenu(about=["how many", "blueberry muffin"])], "blueberry muffins", counted,
                         MENU) == [AddLine(item="blueberry muffin", qty=2)]


def test_a_thing_lacked_in_answer_to_the_pastries_is_said_as_named():
    counted = Cart(asked=Asked(kind="pastries", count=2))
    assert kind_answered([], "scones", counted, MENU) == [AddLine(item="scones"),
                                                          AskMenu(about=["pastries", "count:2"])]


def test_the_shipped_engine_orders_the_pastry_named(engine):
    cart, _ = converse(engine, "what pastries do you have", "the chocolate one")
    assert lines(cart) == [{"item": "chocolate croissant", "qty": 1}]


def test_closing_words_after_a_kind_asked_are_no_kind():
    from ordering.edits import Finish

    teas = Cart(asked=Asked(kind="tea"))
    green = Cart(asked=Asked(kind="green tea"))
    for cart in (teas, green):
        for text in ("done", "ok that's it for now", "finished, thanks"):
            assert kind_answered([Finish()], text, cart, MENU) == [Finish()], text
    assert kind_answered([], "earl grey", teas, MENU) == [AddLine(item="earl grey tea")]


def test_the_shipped_engine_adds_no_done_tea(engine):
    cart, replies = converse(engine, "a tea", "the green one", "done")
    assert cart.lines == [] and "done" not in replies[2]


def test_a_counted_kind_then_its_parts_is_read_as_the_answer_of_which():
    from ordering.count_asked import kind_parts_said

    earl = [AddLine(item="earl grey tea")]
    assert kind_parts_said(earl, "two teas: earl grey and chamomile", MENU) == [
        AddLine(item="earl grey tea"), AddLine(item="chamomile tea")]
    got = kind_parts_said([AddLine(item="latte"), *earl], "a latte and two teas, one green and one earl grey",
                          MENU)
    assert got[:2] == [AddLine(item="latte"), AddLine(item="earl grey tea")]  # the latte kept
    assert any(isinstance(e, AskMenu) for e in got)  # which green tea
    both = [AddLine(item="earl grey tea"), AddLine(item="english breakfast tea")]  # as said already
    assert kind_parts_said(both, "two teas, an earl grey and an english breakfast", MENU) == both
    assert kind_parts_said(earl, "two teas please", MENU) == earl


def test_the_shipped_engine_keeps_both_teas(engine):
    cart, replies = converse(engine, "two teas: earl grey and chamomile")
    assert [line.item for line in cart.lines] == ["earl grey tea"]
    assert replies[0] == "Added an earl grey tea ($3.25). Sorry, we don't have chamomile tea. Anything else?"


def test_an_answer_naming_nothing_asks_the_kind_again():
    large = Cart(asked=Asked(kind="teas", count=2, values={"size": "large"}))
    assert kind_asked_again([], "hmm let me think", "hmm let me think".split(), large) == [
        AskMenu(about=["teas", "count:2", "size:large"])]
    assert kind_asked_again([ChangeLine(ref=1, notes="weak")], "something fruity", ["something", "fruity"],
                            ASKED) == [AskMenu(about=["teas", "count:2"])]
    for said in ("no thanks", "that's all", "never mind"):
        assert kind_asked_again([], said, said.split(), ASKED) == [], said
    assert kind_asked_again([], "a latte", ["a", "item:latte"], ASKED) == []  # a menu word: the model's
    assert kind_asked_again([], "something fruity", ["something", "fruity"], Cart()) == []  # nothing asked


def test_the_shipped_engine_asks_which_tea_again(engine):
    cart, replies = converse(engine, "a tea", "something fruity", "ok strawberry")
    assert replies[1].startswith("Which tea would you like?")
    assert lines(cart) == [{"item": "wild strawberry tea", "qty": 1}]


def test_a_family_asked_is_asked_again_as_the_family():
    green = Cart(asked=Asked(kind="green teas"))
    assert kind_asked_again([], "hmm let me think", "hmm let me think".split(), green, MENU) == [
        AskMenu(about=["family:green tea", "count:1"])]  # not "green teas", a thing we lack


def test_the_kind_asked_said_with_values_is_asked_again_with_them():
    cocoa = Cart(lines=[Line(id=1, item="hot chocolate")], next_line_id=2, asked=Asked(kind="green teas"))
    said = "the green tea should be temp:iced".split()
    model = [ChangeLine(ref=1, temp="iced")]  # the model made the hot chocolate iced
    assert kind_asked_with_values(model, "the green tea should be iced", said, cocoa, MENU) == [
        AskMenu(about=["family:green tea", "count:1", "temp:iced"])]
    large = cocoa.model_copy(update={"asked": Asked(kind="teas", count=2, values={"size": "large"})})
    assert kind_asked_with_values(model, "make the teas iced", said, large, MENU) == [
        AskMenu(about=["family:tea", "count:2", "size:large", "temp:iced"])]


def test_values_said_of_a_line_or_of_no_kind_asked_are_the_models():
    cocoa = Cart(lines=[Line(id=1, item="hot chocolate")], next_line_id=2, asked=Asked(kind="green teas"))
    model = [ChangeLine(ref=1, temp="iced")]
    said = "make it temp:iced".split()
    assert kind_asked_with_values(model, "make it iced", said, cocoa, MENU) == model  # the tea unnamed
    named = "the item:hot_chocolate and the tea temp:iced".split()
    assert kind_asked_with_values(model, "the hot chocolate and the tea iced", named, cocoa, MENU) == model
    noted = [ChangeLine(ref=1, temp="iced", notes="weak")]
    assert kind_asked_with_values(noted, "the tea iced and weak", said, cocoa, MENU) == noted
    plain = cocoa.model_copy(update={"asked": None})
    assert kind_asked_with_values(model, "the tea iced", said, plain, MENU) == model
    has_tea = Cart(lines=[Line(id=1, item="oolong tea")], next_line_id=2, asked=Asked(kind="teas"))
    assert kind_asked_with_values(model, "the tea iced", said, has_tea, MENU) == model


def test_the_shipped_engine_keeps_the_iced_for_the_green_tea_chosen(engine):
    cart, replies = converse(engine, "a hot chocolate and a green tea", "the green tea should be iced",
                             "cloud and mist")
    assert replies[1].startswith("Which green tea would you like?")
    assert lines(cart) == ordered([{"item": "hot chocolate", "qty": 1},
                                   {"item": "cloud and mist tea", "qty": 1, "temp": "iced"}])


def test_a_no_before_the_choice_of_a_family_listed_is_no_part_of_it():
    listed = Cart(asked=Asked(kind="croissants"))  # "an almond croissant": we lack it, ours listed
    for text in ("no, a plain one", "no. the chocolate one"):
        assert kind_answered([], text, listed, MENU) in (
            [AddLine(item="butter croissant")], [AddLine(item="chocolate croissant")])
    assert kind_answered([], "no, a plain one", listed, MENU) == [AddLine(item="butter croissant")]
    assert kind_answered([], "no plain one", listed, MENU) == []  # no choice after a "no" of its own


def test_the_shipped_engine_adds_the_plain_croissant_after_no(engine):
    cart, replies = converse(engine, "an almond croissant", "no, a plain one")
    assert lines(cart) == [{"item": "butter croissant", "qty": 1}]


def test_a_word_of_one_item_of_the_family_asked_names_it():
    green = Cart(asked=Asked(kind="green teas"))
    assert kind_answered([], "the cloud one", green, MENU) == [AddLine(item="cloud and mist tea")]
    teas = Cart(asked=Asked(kind="teas"))
    assert kind_answered([], "the grey one", teas, MENU) != [AddLine(item="earl grey tea")]  # two: unsure


def test_the_shipped_engine_adds_the_cloud_and_mist_tea(engine):
    cart, _ = converse(engine, "a green tea please", "the cloud one", "large")
    assert lines(cart) == [{"item": "cloud and mist tea", "qty": 1, "size": "large"}]


def test_a_word_an_items_name_begins_with_describes_it_as_a_kind():
    assert kind_described(["tangerine"], "teas", MENU) == ["tangerine rooibos tea"]
    assert kind_described(["green"], "tea", MENU) == [  # an alias calls them so: as before
        "cloud and mist tea", "ginger green cold steep tea", "wild strawberry tea"]
    assert kind_described(["chamomile"], "tea", MENU) == []


def test_the_shipped_engine_makes_the_tangerine_one_iced(engine):
    cart, replies = converse(engine, "i want an iced tea", "the tangerine one")
    assert [(line.item, line.temp) for line in cart.lines] == [("tangerine rooibos tea", "iced")]
    assert replies[1] == "Added an iced tangerine rooibos tea ($3.25). Anything else?"


def test_two_teas_with_a_request_each_ask_which_teas_once():
    from ordering.count_asked import kind_parts_said

    asked = [AskMenu(about=["teas", "count:2", "notes:with milk, with lemon"])]
    for text in ("two teas, one with milk and one with lemon", "two teas, one with milk one with lemon"):
        assert kind_parts_said(asked, text, MENU) == asked, text


def test_the_shipped_engine_asks_which_two_teas_once(engine):
    _, replies = converse(engine, "can we have two teas, one with lemon and one with milk")
    assert replies[0].count("Which tea would you like") == 1 and "don't have" not in replies[0], replies
    assert "for the one with lemon, and which for the one with milk?" in replies[0]  # `kind_parts`


def test_values_said_alone_wait_with_the_kind_asked_again():
    from ordering.count_asked import kind_asked_with_values

    green = Cart(asked=Asked(kind="green teas"))
    assert kind_asked_with_values([], "make it iced", "make it temp:iced".split(), green, MENU) == [
        AskMenu(about=["family:green tea", "count:1", "temp:iced"])]
    two = Cart(asked=Asked(kind="teas", count=2, values={"size": "large"}))
    assert kind_asked_with_values([], "oat please", "milk:oat_milk please".split(), two, MENU) == [
        AskMenu(about=["family:tea", "count:2", "size:large", "milk:oat milk"])]
    parts = Cart(asked=Asked(kind="tea", count=2, parts=[{"temp": "hot"}, {"temp": "iced"}]))
    assert kind_asked_with_values([], "large please", "size:large please".split(), parts, MENU) == []
    said = "make it temp:iced with addon:honey".split()  # more than values: the model's
    assert kind_asked_with_values([], "make it iced with honey", said, green, MENU) == []


def test_the_shipped_engine_keeps_iced_said_before_the_tea_is_chosen(engine):
    cart, replies = converse(engine, "a green tea please", "make it iced", "wild strawberry")
    assert replies[1].startswith("Which green tea would you like?")
    assert lines(cart) == [{"item": "wild strawberry tea", "qty": 1, "temp": "iced"}]


def test_warm_said_of_a_pastry_asked_warms_the_one_chosen():
    from ordering.count_asked import kind_values_kept

    warm = Cart(asked=Asked(kind="pastry", values={"temp": "warm"}))
    assert kind_values_kept([AddLine(item="butter croissant")], warm, MENU) == [
        AddLine(item="butter croissant", preps=["warmed"])]


def test_the_shipped_engine_warms_the_croissant_chosen_for_a_warm_pastry(engine):
    cart, _ = converse(engine, "a warm pastry please", "chocolate croissant")
    assert lines(cart) == [{"item": "chocolate croissant", "qty": 1, "preps": ["warmed"]}]


def test_the_tea_named_first_is_the_answer_not_a_syrup_on_the_line_changed_after():
    from ordering.count_asked import kind_answered_first

    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2, asked=Asked(kind="tea"))
    model = [ChangeLine(ref=1, milk="oat milk", add_addons={"peppermint syrup": 1})]
    assert kind_answered_first(model, "peppermint, and make the latte oat", latte, MENU) == [
        AddLine(item="peppermint rose tea"), ChangeLine(ref=1, milk="oat milk")]
    said = "peppermint in the latte please"  # one part: the syrup, as the model read it
    assert kind_answered_first(model, said, latte, MENU) == model
    plain = latte.model_copy(update={"asked": None})
    assert kind_answered_first(model, "peppermint, and make the latte oat", plain, MENU) == model


def test_the_shipped_engine_orders_the_tea_answered_before_a_change(engine):
    cart, _ = converse(engine, "a small latte and a tea", "oolong, and make the latte iced")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "size": "small", "temp": "iced"},
                                   {"item": "oolong tea", "qty": 1}])


def test_the_kinds_plain_words_said_after_a_comma_ask_which_of_them():
    from ordering.order_review import kinds_counted

    said = "n1 size:small tea , green".split()
    assert kinds_counted([AskMenu(about=["tea"])], "one small tea, green", said, MENU) == [
        AskMenu(about=["family:green tea", "count:1", "size:small"])]
    said = "a tea , thanks".split()  # no kind of tea: which tea
    assert kinds_counted([AskMenu(about=["tea"])], "a tea, thanks", said, MENU) == [
        AskMenu(about=["tea", "count:1"])]


def test_the_shipped_engine_asks_which_green_tea_of_a_tea_said_green_after(engine):
    cart, replies = converse(engine, "one small tea, green", "the ginger one")
    assert replies[0].startswith("Which green tea would you like? Our green teas: cloud and mist tea, ginger")
    assert lines(cart) == [{"item": "ginger green cold steep tea", "qty": 1, "size": "small"}]
