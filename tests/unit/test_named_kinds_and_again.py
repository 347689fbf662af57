"""Kinds ordered beside items ("a latte and two teas"), food warmed ("the muffin warmed"), lines named by
their kind and not ordered ("remove the latte" of a chai latte), an item ordered then named ("a mocha and
put whipped cream on the mocha"): the readings, without the model."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.counts_bound import named_again
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.named_lines import lines_of_kind, named_by_kind, named_not_ordered, warm_for, warmed_not_warm
from ordering.order_review import kinds_beside
from ordering.per_line import values_per_line
from tests.unit.shipped import converse, lines

MENU = load_menu()
LATTE_AND_MUFFIN = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
CHAI_AND_MUFFIN = Cart(lines=[Line(id=1, item="chai latte"), Line(id=2, item="blueberry muffin")],
                       next_line_id=3)


def test_a_kind_ordered_beside_items_is_asked_with_its_count():
    latte = [AddLine(item="latte")]
    assert kinds_beside(latte, "a latte and two teas", "a item:latte and n2 teas".split(), MENU) == [
        *latte, AskMenu(about=["teas", "count:2"])]
    assert kinds_beside(latte, "a latte and a tea", "a item:latte and a tea".split(), MENU) == [
        *latte, AskMenu(about=["tea", "count:1"])]
    assert kinds_beside(latte, "a latte, a pastry", "a item:latte , a pastry".split(), MENU) == [
        *latte, AskMenu(about=["pastry", "count:1"])]


def test_a_kind_said_bare_after_and_is_one_asked():
    coffee = [AddLine(item="coffee")]
    said = "item:coffee for me and tea for my wife".split()
    assert kinds_beside(coffee, "coffee for me and tea for my wife", said, MENU) == [
        *coffee, AskMenu(about=["tea", "count:1"])]
    said = "item:coffee and teas for the kids".split()  # how many: not said
    assert kinds_beside(coffee, "coffee and teas for the kids", said, MENU) == coffee


def test_the_shipped_engine_asks_which_tea_for_the_wife_and_adds_the_one_she_has(engine):
    cart, replies = converse(engine, "coffee for me and tea for my wife", "she'll have the jin xuan")
    assert replies[0].startswith("Added a coffee ($2.75). Which tea would you like?"), replies
    assert [(line.item, line.who) for line in cart.lines] == [("coffee", "me"), ("jin xuan tea", "my wife")]


def test_hot_said_of_the_kind_asked_leaves_the_food_beside_it_unwarmed():
    warmed = [AddLine(item="apple bran muffin", preps=["warmed"])]  # the model's "hot" on the muffin
    asked = AskMenu(about=["tea", "count:1", "temp:hot"])
    said = "a item:apple_bran_muffin and a temp:hot tea".split()
    assert kinds_beside(warmed, "a muffin and a hot tea", said, MENU) == [
        AddLine(item="apple bran muffin"), asked]
    said = "a temp:warm item:apple_bran_muffin and a temp:hot tea".split()  # warmed as said
    assert kinds_beside(warmed, "a warm muffin and a hot tea", said, MENU) == [*warmed, asked]


def test_values_said_of_both_stay_on_the_item_and_go_with_the_kind_asked():
    decaf = [AddLine(item="coffee", caffeine="decaf")]
    said = "a item:coffee and a tea , both caffeine:decaf".split()
    assert kinds_beside(decaf, "a coffee and a tea, both decaf", said, MENU) == [
        *decaf, AskMenu(about=["tea", "count:1", "caffeine:decaf"])]
    said = "a item:coffee and a caffeine:decaf tea".split()  # said of the tea alone: the tea's
    assert kinds_beside(decaf, "a coffee and a decaf tea", said, MENU)[0] == AddLine(item="coffee")


def test_the_shipped_engine_keeps_the_coffee_decaf_beside_the_tea_asked(engine):
    cart, _ = converse(engine, "a coffee and a tea, both decaf", "earl grey")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "caffeine": "decaf"},
                           {"item": "earl grey tea", "qty": 1, "caffeine": "decaf"}]


def test_the_shipped_engine_asks_the_hot_tea_and_warms_no_bagel(engine):
    cart, replies = converse(engine, "a bagel toasted with cream cheese and a small hot tea", "earl grey")
    assert [(line.item, line.preps, line.size) for line in cart.lines] == [
        ("bagel", ["toasted"], None), ("earl grey tea", [], "small")]
    assert replies[0].startswith("Added a plain bagel with cream cheese, toasted ($3.70). Which tea")


def test_a_described_kind_beside_another_item_of_its_section_is_asked():
    said = "n1 green tea and n1 item:english_breakfast_tea".split()
    text = "one green tea and one english breakfast"
    made_up = [AddLine(item="english breakfast tea"), AddLine(item="english breakfast tea")]
    asked = AskMenu(about=["family:green tea", "count:1"])
    assert kinds_beside(made_up, text, said, MENU) == [AddLine(item="english breakfast tea"), asked]
    assert kinds_beside(made_up[:1], text, said, MENU) == [AddLine(item="english breakfast tea"), asked]
    said = "n1 green tea and n2 item:english_breakfast_tea".split()  # as many as said: none made up
    two = [AddLine(item="english breakfast tea"), AddLine(item="english breakfast tea")]
    assert kinds_beside(two, "one green tea and two english breakfast", said, MENU) == [*two, asked]
    cloud = [AddLine(item="cloud and mist tea")]  # a green tea ordered: no question
    said = "a green tea , the item:cloud_and_mist_tea".split()
    assert kinds_beside(cloud, "a green tea, the cloud and mist", said, MENU) == cloud


def test_a_plain_kind_made_up_as_another_item_is_asked():
    said = "n1 item:hot_chocolate and n1 temp:hot tea for the kids".split()
    text = "one hot chocolate and one hot tea for the kids"
    made_up = [AddLine(item="hot chocolate", who="my kids"), AddLine(item="hot chocolate")]
    assert kinds_beside(made_up, text, said, MENU) == [
        AddLine(item="hot chocolate", who="my kids"), AskMenu(about=["tea", "count:1", "temp:hot"])]
    said = "n2 item:hot_chocolate and n1 tea".split()  # as many as said: none made up
    two = [AddLine(item="hot chocolate", qty=2)]
    assert kinds_beside(two, "two hot chocolates and one tea", said, MENU) == [
        *two, AskMenu(about=["tea", "count:1"])]


def test_the_shipped_engine_adds_one_hot_chocolate_and_asks_the_tea(engine):
    cart, replies = converse(engine, "one hot chocolate and one hot tea for the kids")
    assert [(line.item, line.qty) for line in cart.lines] == [("hot chocolate", 1)]
    assert "Which tea would you like?" in replies[0]


def test_the_shipped_engine_asks_which_green_tea_beside_an_english_breakfast(engine):
    cart, replies = converse(engine, "one green tea and one english breakfast")
    assert [(line.item, line.qty) for line in cart.lines] == [("english breakfast tea", 1)]
    assert replies[0].startswith("Added an english breakfast tea ($3.25). Which green tea would you like?")


def test_the_values_said_with_a_kind_come_off_the_line_said_before():
    mocha = [AddLine(item="mocha", addons={"whipped cream": 1, "honey": 1})]
    said = "a item:mocha with addon:whipped_cream and a tea with addon:honey".split()
    assert kinds_beside(mocha, "a mocha with whip and a tea with honey", said, MENU) == [
        AddLine(item="mocha", addons={"whipped cream": 1}), AskMenu(about=["tea", "count:1", "addon:honey"])]
    mocha = [AddLine(item="mocha", size="large", temp="iced")]
    said = "a item:mocha and a size:large temp:iced tea".split()
    assert kinds_beside(mocha, "a mocha and a large iced tea", said, MENU) == [
        AddLine(item="mocha"), AskMenu(about=["tea", "count:1", "size:large", "temp:iced"])]
    latte = [AddLine(item="latte", addons={"honey": 1})]  # said with the latte: the latte's
    said = "a item:latte with addon:honey and a tea".split()
    assert kinds_beside(latte, "a latte with honey and a tea", said, MENU) == [
        *latte, AskMenu(about=["tea", "count:1"])]


def test_choices_said_after_a_comma_go_with_the_kind():
    latte = [AddLine(item="latte", size="large", temp="iced")]
    said = "a item:latte and a tea , size:large , temp:iced".split()
    assert kinds_beside(latte, "a latte and a tea, large, iced", said, MENU) == [
        AddLine(item="latte"), AskMenu(about=["tea", "count:1", "size:large", "temp:iced"])]
    said = "a item:latte and a tea , a size:large item:mocha".split()  # the mocha's, not the tea's
    mocha = [AddLine(item="latte"), AddLine(item="mocha", size="large")]
    assert kinds_beside(mocha, "a latte and a tea, a large mocha", said, MENU) == [
        *mocha, AskMenu(about=["tea", "count:1"])]


def test_a_kind_we_lack_ordered_beside_items_is_said_back_before_the_question():
    latte = [AddLine(item="latte")]
    said = "a item:latte and a chamomile tea".split()
    assert kinds_beside(latte, "a latte and a chamomile tea", said, MENU) == [
        *latte, AddLine(item="chamomile tea"), AskMenu(about=["tea", "count:1"])]
    said = "a item:latte and a nice herbal tea".split()  # words any tea may be: no tea we lack
    assert kinds_beside(latte, "a latte and a nice herbal tea", said, MENU) == [
        *latte, AskMenu(about=["tea", "count:1"])]


def test_a_kind_the_menu_has_several_of_asks_which_of_them_and_one_is_ordered():
    latte = [AddLine(item="latte")]
    said = "a item:latte and a green tea".split()  # three teas an alias of which calls them green tea
    assert kinds_beside(latte, "a latte and a green tea", said, MENU) == [
        *latte, AskMenu(about=["family:green tea", "count:1"])]
    said = "a item:latte and n2 rooibos teas".split()  # one: the tangerine rooibos tea
    assert kinds_beside(latte, "a latte and two rooibos teas", said, MENU) == [
        *latte, AddLine(item="tangerine rooibos tea", qty=2)]


def test_the_shipped_engine_lists_the_green_teas_and_takes_the_one_chosen(engine):
    cart, replies = converse(engine, "a latte and a green tea", "the cloud and mist one")
    assert replies[0] == ("Added a latte ($4.75). Which green tea would you like? Our green teas: cloud and "
                          "mist tea, ginger green cold steep tea and wild strawberry tea.")
    assert lines(cart) == [{"item": "cloud and mist tea", "qty": 1}, {"item": "latte", "qty": 1}]
    _, replies = converse(engine, "do you have green tea?")
    assert replies[0] == ("Our green teas: cloud and mist tea, ginger green cold steep tea and wild "
                          "strawberry tea.")


def test_the_shipped_engine_says_which_tea_of_one_we_lack(engine):
    cart, replies = converse(engine, "a chai, a jasmine tea and a mocha")
    assert lines(cart) == [{"item": "chai latte", "qty": 1}, {"item": "mocha", "qty": 1}]
    assert replies[0].startswith("Added a chai latte ($4.75) and a mocha ($5.25). Sorry, we don't have "
                                 "jasmine tea. Which tea would you like? Our teas: ")
    cart, replies = converse(engine, "a chamomile tea please")
    assert not cart.lines and replies[0].startswith("Sorry, we don't have chamomile tea. Which tea would you")


def test_a_kind_the_turn_adds_or_does_not_order_is_not_asked():
    two = [AddLine(item="latte"), AddLine(item="mocha")]
    assert kinds_beside(two, "two drinks: a latte and a mocha", "n2 drinks : a item:latte and a item:mocha"
                        .split(), MENU) == two  # the drinks are the ones added
    teas = [AddLine(item="earl grey tea"), AddLine(item="oolong tea")]
    said = "n2 teas , an item:earl_grey_tea and an item:oolong_tea".split()
    assert kinds_beside(teas, "two teas, an earl grey and an oolong", said, MENU) == teas
    latte = [AddLine(item="latte")]
    assert kinds_beside(latte, "a latte, no tea", "a item:latte , no tea".split(), MENU) == latte
    assert kinds_beside(latte, "a latte with two milks", "a item:latte with n2 milks".split(), MENU) == latte
    assert kinds_beside([], "two teas", "n2 teas".split(), MENU) == []  # `kinds_counted` asks
    asked = [*latte, AskMenu(about=["teas"])]
    assert kinds_beside(asked, "a latte, and what teas?", "a item:latte , and what teas ?".split(),
                        MENU) == asked


def test_warm_said_of_food_is_its_preparation():
    assert warm_for(MENU, "blueberry muffin", "temp:warm") == "prep:warmed"
    assert warm_for(MENU, "latte", "temp:warm") == "temp:warm"
    assert warm_for(MENU, "blueberry muffin", "size:large") == "size:large"
    model = [ChangeLine(ref=2, temp="warm"), ChangeLine(ref=1, temp="warm")]
    assert warmed_not_warm(model, LATTE_AND_MUFFIN, MENU) == [
        ChangeLine(ref=2, preps=["warmed"]), ChangeLine(ref=1, temp="warm")]


def test_values_said_of_a_line_named_by_its_kind_go_on_it():
    said = "make the item:latte temp:iced and the item:apple_bran_muffin temp:warm".split()
    assert values_per_line([ChangeLine(ref=1, temp="warm")], said, LATTE_AND_MUFFIN, MENU) == [
        ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, preps=["warmed"])]
    house = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3)
    assert values_per_line([ChangeLine(ref=2, preps=["warmed"])], said, house, MENU) == [
        ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, preps=["warmed"])]
    two = Cart(lines=[*LATTE_AND_MUFFIN.lines, Line(id=3, item="lemon poppyseed muffin")], next_line_id=4)
    assert values_per_line([ChangeLine(ref=1, temp="warm")], said, two, MENU) == [
        ChangeLine(ref=1, temp="warm")]  # which muffin: not said


def test_a_preparation_said_of_a_line_named_goes_on_it():
    both = Cart(lines=[Line(id=1, item="cappuccino"), Line(id=2, item="mocha")], next_line_id=3)
    said = "the item:mocha with no addon:whipped_cream and the item:cappuccino prep:dry".split()
    model = [ChangeLine(ref=2, drop=["whipped cream"], preps=["dry"])]  # both on the mocha
    assert values_per_line(model, said, both, MENU) == [
        ChangeLine(ref=2, drop=["whipped cream"]), ChangeLine(ref=1, preps=["dry"])]


def test_the_shipped_engine_makes_the_cappuccino_dry_and_the_mocha_without_whip(engine):
    cart, _ = converse(engine, "a cappuccino and a mocha",
                       "the mocha with no whip and the cappuccino extra dry")
    assert [(line.item, line.preps, line.removals) for line in cart.lines] == [
        ("cappuccino", ["dry"], []), ("mocha", [], ["whipped cream"])]


def test_an_add_on_said_of_a_line_named_goes_on_it():
    said = ("could i get the item:apple_bran_muffin temp:hot and the item:latte with an added "
            "addon:espresso_shot").split()
    model = [ChangeLine(ref=2, add_addons={"espresso shot": 1}, preps=["warmed"])]  # both on the muffin
    house = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3)
    assert values_per_line(model, said, house, MENU) == [
        ChangeLine(ref=2, preps=["warmed"]), ChangeLine(ref=1, add_addons={"espresso shot": 1})]


def test_the_shipped_engine_warms_the_muffin_and_gives_the_latte_a_shot(engine):
    cart, _ = converse(engine, "a latte and a muffin",
                       "could i get the muffin heated and the latte with an extra shot")
    assert [(line.addons, line.preps) for line in cart.lines] == [
        ({"espresso shot": 1}, []), ({}, ["warmed"])]


def test_the_one_line_of_a_kind():
    assert lines_of_kind("apple bran muffin", LATTE_AND_MUFFIN) == [2]
    assert lines_of_kind("latte", CHAI_AND_MUFFIN) == [1]
    assert lines_of_kind("latte", LATTE_AND_MUFFIN) == []  # the cart has a latte: that one
    assert lines_of_kind("mocha", LATTE_AND_MUFFIN) == []


def test_a_line_named_by_its_kind_is_not_ordered():
    said = "remove the item:latte and make the item:apple_bran_muffin temp:warm".split()
    model = [RemoveLine(ref=2), AddLine(item="apple bran muffin"), AddLine(item="latte")]
    assert named_not_ordered(model, said, CHAI_AND_MUFFIN) == [RemoveLine(ref=2)]
    read = named_by_kind(named_not_ordered(model, said, CHAI_AND_MUFFIN), said, CHAI_AND_MUFFIN)
    assert warmed_not_warm(read, CHAI_AND_MUFFIN, MENU) == [
        RemoveLine(ref=1), ChangeLine(ref=2, preps=["warmed"])]


def test_an_item_ordered_or_got_is_left_to_the_model():
    model = [AddLine(item="latte")]
    assert named_not_ordered(model, "a item:latte and make the item:latte temp:iced".split(),
                             CHAI_AND_MUFFIN) == model  # "a latte" orders one
    assert named_not_ordered(model, "get the item:latte temp:iced".split(), CHAI_AND_MUFFIN) == model
    assert named_not_ordered(model, "remove the item:latte".split(), CHAI_AND_MUFFIN) == model  # no removal
    assert named_not_ordered(model, "make the item:latte".split(), CHAI_AND_MUFFIN) == model  # no value


def test_an_item_ordered_then_named_is_one_line():
    said = "a item:latte and a item:mocha and put addon:whipped_cream on the item:mocha".split()
    model = [AddLine(item="latte"), AddLine(item="mocha", addons={"whipped cream": 1}), AddLine(item="mocha")]
    assert named_again(model, said, Cart()) == [AddLine(item="latte"),
                                                 AddLine(item="mocha", addons={"whipped cream": 1})]
    iced = [AddLine(item="mocha"), AddLine(item="mocha", temp="iced")]
    assert named_again(iced, "a item:mocha , make the item:mocha temp:iced".split(), Cart()) == [
        AddLine(item="mocha", temp="iced")]


def test_two_of_an_item_ordered_or_one_in_the_cart_stay_two_lines():
    model = [AddLine(item="mocha"), AddLine(item="mocha", addons={"whipped cream": 1})]
    assert named_again(model, "a item:mocha and another item:mocha with addon:whipped_cream".split(),
                       Cart()) == model
    said = "a item:mocha and put addon:whipped_cream on the item:mocha".split()
    in_cart = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    assert named_again(model, said, in_cart) == model  # "the mocha" may be the cart's
    sizes = [AddLine(item="mocha", size="small"), AddLine(item="mocha", size="large")]
    assert named_again(sizes, "a item:mocha and the item:mocha size:large".split(), Cart()) == sizes


def test_what_kinds_of_a_thing_we_lack_is_said_back_as_lacking():
    from ordering.order_review import lacking_kinds_asked

    assert lacking_kinds_asked([AskMenu()], "what cookies do you have?", MENU.words) == [
        AskMenu(about=["cookies"])]
    assert lacking_kinds_asked([AskMenu()], "what kinds of scones do you guys have", MENU.words) == [
        AskMenu(about=["scones"])]
    for asked in ("what muffins do you have", "what teas do you have", "what do you have"):
        assert lacking_kinds_asked([AskMenu()], asked, MENU.words) == [AskMenu()], asked
    listed = [AskMenu(about=["syrups"])]
    assert lacking_kinds_asked(listed, "what syrups do you have", MENU.words) == listed


def test_the_shipped_engine_says_we_lack_the_kind_asked_of(engine):
    _, replies = converse(engine, "what kind of sandwiches do you have")
    assert replies == ["Sorry, we don't have sandwiches."]


def test_values_said_after_each_place_go_on_the_line_there():
    from ordering.per_line import values_per_place

    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    said = "make the first n1 temp:iced and the second n1 size:large".split()
    model = [ChangeLine(ref=1, size="large", temp="iced")]
    assert values_per_place(model, said, two, MENU) == [ChangeLine(ref=1, temp="iced"),
                                                        ChangeLine(ref=2, size="large")]
    said = "make the first n1 temp:iced and the last n1 size:large".split()
    assert values_per_place(model, said, two, MENU) == [ChangeLine(ref=1, temp="iced"),
                                                        ChangeLine(ref=2, size="large")]
    said = "make the first n1 temp:iced and the third n1 size:large".split()  # no third line
    assert values_per_place(model, said, two, MENU) == model


def test_the_shipped_engine_ices_the_first_and_makes_the_second_large(engine):
    cart, _ = converse(engine, "a latte and a mocha", "make the first one iced and the second one large")
    assert [(line.temp, line.size) for line in cart.lines] == [("iced", None), (None, "large")]
