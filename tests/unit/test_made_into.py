"""'Make the latte a mocha': a line made into another item (`ordering.made_into`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine, SetOrder
from ordering.made_into import made_into, made_into_said
from ordering.menu import load_menu

MENU = load_menu()


def cart_of(*lines: Line) -> Cart:
    return Cart(lines=list(lines), next_line_id=len(lines) + 1)


def test_what_the_words_say_is_made_into_what():
    assert made_into_said("make the item:latte a item:mocha".split()) == (
        ["the", "item:latte"], "mocha", [], None)
    said = "could you make my item:latte a size:large temp:iced item:mocha please".split()
    assert made_into_said(said) == (["my", "item:latte"], "mocha", ["size:large", "temp:iced"], None)
    assert made_into_said("make it n2 item:mocha".split()) == (["it"], "mocha", [], 2)
    assert made_into_said("make it a item:mocha with milk:oat_milk".split()) == (
        ["it"], "mocha", ["milk:oat_milk"], None)
    assert made_into_said("make it a size:large".split()) is None  # no item: a change of values
    assert made_into_said("make the item:latte caffeine:decaf".split()) is None
    assert made_into_said("make it a item:mocha and add a item:bagel".split()) is None  # two items
    said = "on second thought make it a item:cappuccino , same size".split()  # what stays, said
    assert made_into_said(said) == (["it"], "cappuccino", [], None)
    said = "make it a long size:large item:cappuccino".split()  # "long": the note `special_requests` puts
    assert made_into_said(said) == (["it"], "cappuccino", ["size:large"], None)
    said = "make that a item:cappuccino but keep the milk:oat_milk".split()  # what stays, said with "but"
    assert made_into_said(said) == (["that"], "cappuccino", ["milk:oat_milk"], None)
    said = "make it a item:mocha but no addon:whipped_cream".split()  # denied: no value of the mocha's
    assert made_into_said(said) == (["it"], "mocha", [], None)


def test_a_line_named_plain_or_by_its_values_is_made_into_the_item():
    coffee, creamed = Line(id=2, item="coffee"), Line(id=1, item="coffee", milk="half and half")
    cart = cart_of(creamed, coffee)
    said = "actually make the black n1 an item:americano".split()
    assert made_into_said(said) == (["the", "black", "n1"], "americano", [], None)
    assert made_into([ChangeLine(ref=2, qty=1)], said, cart, MENU) == [RemoveLine(ref=2),
                                                                        AddLine(item="americano")]
    said = "make the n1 with milk:half_and_half a item:latte".split()
    assert made_into([], said, cart, MENU) == [RemoveLine(ref=1), AddLine(item="latte")]
    plain_both = cart_of(coffee, Line(id=3, item="coffee"))  # two plain coffees: which is not said
    assert made_into([], "make the plain n1 an item:americano".split(), plain_both, MENU) == []


def test_the_shipped_engine_makes_the_black_coffee_an_americano(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "two coffees, one with cream", "make the black one an americano")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1, "milk": "half and half"},
                                   {"item": "americano", "qty": 1}])


def test_the_shipped_engine_keeps_the_size_said_to_stay(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a small latte", "on second thought make it a cappuccino, same size")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "size": "small"}]


def test_the_line_named_goes_and_the_new_item_comes_with_the_values_said():
    cart = cart_of(Line(id=1, item="latte", size="large"), Line(id=2, item="butter croissant"))
    assert made_into([ChangeLine(ref=1, notes="weak")], "make the item:latte a temp:iced item:mocha".split(),
                     cart, MENU) == [RemoveLine(ref=1), AddLine(item="mocha", temp="iced")]
    # "it": the last line of the new item's kind (a muffin stands in for the croissant, not the latte)
    assert made_into([ChangeLine(ref=1, notes="weak")], "make it a item:blueberry_muffin".split(), cart,
                     MENU) == [RemoveLine(ref=2), AddLine(item="blueberry muffin")]
    toasted = AddLine(item="bagel", preps=["toasted"])
    assert made_into([SetOrder(to_go=True)], "make the second n1 a item:bagel prep:toasted".split(), cart,
                     MENU) == [SetOrder(to_go=True), RemoveLine(ref=2), toasted]


def test_an_add_on_said_after_no_is_the_new_lines_removal():
    cart = cart_of(Line(id=1, item="latte"))
    said = "make it a item:mocha without the addon:whipped_cream please".split()
    assert made_into([ChangeLine(ref=1, drop=["whipped cream"])], said, cart, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha", removals=["whipped cream"])]


def test_the_shipped_engine_makes_the_latte_a_cappuccino_keeping_the_oat_milk(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte", "oh wait, can you make that a cappuccino but keep the oat milk")
    assert [(line.item, line.milk) for line in cart.lines] == [("cappuccino", "oat milk")]
    cart, replies = converse(engine, "a latte", "make it a mocha but no whip")
    assert [(line.item, line.removals) for line in cart.lines] == [("mocha", ["whipped cream"])]
    assert replies[1] == "Changed the latte to a mocha, no whipped cream ($5.25). Anything else?"


def test_the_count_stays_the_lines_unless_one_is_said():
    cart = cart_of(Line(id=1, item="latte", qty=2))
    assert made_into([], "make them item:mocha".split(), cart, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha", qty=2)]
    assert made_into([], "make that a item:mocha".split(), cart, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha", qty=2)]
    assert made_into([], "make it n3 item:mocha".split(), cart, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha", qty=3)]


def test_the_same_item_a_replacement_the_model_wrote_or_no_such_line_are_left_as_they_were():
    cart = cart_of(Line(id=1, item="latte"))
    sized = [ChangeLine(ref=1, size="large")]
    assert made_into(sized, "make it a size:large item:latte".split(), cart, MENU) == sized
    read = [RemoveLine(ref=1), AddLine(item="mocha")]
    assert made_into(read, "make the item:latte a item:mocha".split(), cart, MENU) == read
    assert made_into([], "make the item:cappuccino a item:mocha".split(), cart, MENU) == []
    assert made_into([], "make it a item:mocha".split(), Cart(), MENU) == []


def test_the_item_made_into_with_an_add_on_after_a_or_read_as_ordered_is_still_made_into():
    cart = cart_of(Line(id=1, item="latte"))
    said = "actually make it a item:coffee with a addon:espresso_shot".split()  # "a red eye", said so
    assert made_into([ChangeLine(ref=1, add_addons={"espresso shot": 1})], said, cart, MENU) == [
        RemoveLine(ref=1), AddLine(item="coffee", addons={"espresso shot": 1})]
    said = "make it a item:mocha with an added addon:espresso_shot".split()
    ordered = [AddLine(item="mocha", addons={"espresso shot": 1})]  # the model read an order
    assert made_into(ordered, said, cart, MENU) == [RemoveLine(ref=1), *ordered]
    two = [AddLine(item="mocha"), AddLine(item="apple bran muffin")]
    said = "make it a item:mocha and a item:apple_bran_muffin".split()
    assert made_into(two, said, cart, MENU) == two


def test_the_shipped_engine_makes_the_latte_a_red_eye(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a medium latte", "hmm, actually make it a red eye")
    assert [(line.item, line.addons) for line in cart.lines] == [("coffee", {"espresso shot": 1})]
    cart, _ = converse(engine, "one cappuccino", "make it a mocha with an extra shot")
    assert [(line.item, line.addons) for line in cart.lines] == [("mocha", {"espresso shot": 1})]


def test_them_makes_each_drink_of_the_cart_the_new_item_with_its_choices():
    cart = cart_of(Line(id=1, item="latte", size="large"), Line(id=2, item="butter croissant"),
                   Line(id=3, item="mocha"), Line(id=4, item="americano", qty=2))
    assert made_into([], "make them both item:mocha".split(), cart, MENU) == [
        RemoveLine(ref=1), RemoveLine(ref=4),
        AddLine(item="mocha", size="large"), AddLine(item="mocha", qty=2)]
    assert made_into([], "make them n2 item:mocha".split(), cart, MENU) == []  # a count: which, unsaid
    assert made_into_said("make both item:cappuccino temp:iced".split()) is None  # the lines named
    cappuccinos = cart_of(Line(id=1, item="cappuccino", qty=2), Line(id=2, item="latte"))
    assert made_into([], "make both item:cappuccino".split(), cappuccinos, MENU) == []


HOT_AND_ICED = Cart(lines=[Line(id=1, item="latte", temp="hot"),
                           Line(id=2, item="latte", temp="iced", size="large")], next_line_id=3)


def test_the_line_named_by_its_values_is_made_into_the_item():
    said = "okay make the temp:hot n1 a item:flat_white".split()
    assert made_into_said(said) == (["the", "temp:hot", "n1"], "flat white", [], None)
    assert made_into([ChangeLine(ref=1, unset=["temp"])], said, HOT_AND_ICED, MENU) == [
        RemoveLine(ref=1), AddLine(item="flat white")]
    large = "make the size:large temp:iced n1 a item:mocha".split()
    assert made_into([], large, HOT_AND_ICED, MENU) == [RemoveLine(ref=2), AddLine(item="mocha")]
    assert made_into([], "make the milk:oat_milk n1 a item:mocha".split(), HOT_AND_ICED, MENU) == []  # none
    assert made_into_said("make the temp:hot a item:flat_white".split()) is None  # no "one": not a name


def test_too_said_after_the_new_item_makes_the_line_into_it():
    said = "actually make the item:latte a item:cappuccino too".split()
    assert made_into_said(said) == (["the", "item:latte"], "cappuccino", [], None)


def test_the_shipped_engine_makes_the_hot_one_a_flat_white(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "can i get two lattes, one hot one iced",
                             "ok make the hot one a flat white")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "temp": "hot"},
                           {"item": "latte", "qty": 1, "temp": "iced"}]
    assert replies[1] == "Changed the latte to a hot flat white ($4.50). Anything else?"


def test_the_shipped_engine_makes_the_latte_a_long_cappuccino(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte", "make it a long cappuccino")
    assert [(line.item, line.notes) for line in cart.lines] == [("cappuccino", "long")]


def test_that_of_an_item_the_turn_orders_first_is_that_item_not_a_line():
    white = Cart(lines=[Line(id=1, item="flat white")], next_line_id=2)
    said = "and for my partner a item:chai_latte , no wait make that a item:matcha_latte".split()
    assert made_into([ChangeLine(ref=1, notes="no sleeve")], said, white, MENU) == [
        AddLine(item="matcha latte", who="my partner")]
    said = "and a item:chai_latte , make that a size:large item:matcha_latte".split()
    assert made_into([], said, white, MENU) == [AddLine(item="matcha latte", size="large")]
    said = "make that a item:matcha_latte".split()  # the cart's line
    assert made_into([], said, white, MENU) == [RemoveLine(ref=1), AddLine(item="matcha latte")]


def test_the_shipped_engine_orders_the_matcha_said_in_place_of_the_chai(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a flat white", "and for my partner a chai, no wait make that a matcha")
    assert [(line.item, line.who) for line in cart.lines] == [("flat white", None),
                                                              ("matcha latte", "my partner")]
    assert replies[1] == "Added a matcha latte for your partner ($5.25). Anything else?"
