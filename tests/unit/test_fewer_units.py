"""Counts said against a line's count ("one less latte", "drop one", "just one croissant", "double the
muffins": `fewer_units`), one change said of every line ("add vanilla to all of them": `both`), and
changes said of some units of a line ("make two of them iced", "one toasted and one plain": `units_said`)."""

from __future__ import annotations

import pytest

from ordering.both import every_line_given
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, Finish, RemoveLine
from ordering.fewer_units import Recount, count_instead_of, fewer_and_more, recount_said, recounted_lines
from ordering.menu import load_menu
from ordering.units_said import one_and_the_other_changed, one_of_them_changed
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
LATTES = Cart(lines=[Line(id=1, item="latte", qty=3), Line(id=2, item="butter croissant", qty=2)])


@pytest.mark.parametrize("said, recount", [
    ("n2 fewer item:latte", Recount(2, "latte", (), fewer=True)),
    ("scratch n1 of the item:latte please", Recount(1, "latte", (), fewer=True)),
    ("could you knock n1 off", Recount(1, None, (), fewer=True)),
    ("minus n1", Recount(1, None, (), fewer=True)),
    ("n1 item:latte less thanks", Recount(1, "latte", (), fewer=True)),
    ("i really only want n1 item:butter_croissant now", Recount(1, "butter croissant", ())),
    ("just n2 of those", Recount(2, None, ())),
    ("shots:3 my item:butter_croissant order", Recount(1, "butter croissant", (), times=3)),
    ("actually remove another n1", Recount(1, None, (), fewer=True)),  # one more taken off
    ("remove n1 more item:latte", Recount(1, "latte", (), fewer=True)),
    ("take another off", Recount(1, None, (), fewer=True)),
    ("drop it to n2", Recount(2, None, ())),  # that many left
    ("can you drop the item:latte down to n1", Recount(1, "latte", ())),
])
def test_a_count_said_with_a_word_of_fewer_is_a_recount(said, recount):
    assert recount_said(said.split()) == recount


@pytest.mark.parametrize("said", [
    "n1 less addon:vanilla_syrup",  # of the add-on
    "drop n1 shot", "n1 fewer pump please",
    "n1 more item:latte", "just n1 more",  # more, not fewer
    "remove n1 and add another",  # adds too
    "n1 less item:latte and n1 item:mocha",  # a second item
    "take n1 item:latte",  # an order
    "just n1 of them temp:iced",  # a unit changed
    "shots:2 that",  # a double shot
    "remove n1 and change the other to n2",  # a count before
    "change it to n2",  # no word of taking
])
def test_other_counts_are_no_recount(said):
    assert recount_said(said.split()) is None


def test_the_line_named_loses_that_many_units_and_goes_only_when_none_is_left():
    said = "n1 less item:latte".split()
    assert recounted_lines([AddLine(item="latte")], said, LATTES) == [ChangeLine(ref=1, qty=2)]
    assert recounted_lines([Finish()], "take n1 away".split(), LATTES) == [Finish()]  # which line?
    assert recounted_lines([RemoveLine(ref=1)], "drop n2".split(), LATTES) == [ChangeLine(ref=1, qty=1)]
    assert recounted_lines([], "minus n3 item:latte".split(), LATTES) == [RemoveLine(ref=1)]
    assert recounted_lines([RemoveLine(ref=2)], "just n1 item:butter_croissant".split(), LATTES) == [
        ChangeLine(ref=2, qty=1)]
    doubled = recounted_lines([], "shots:2 the item:butter_croissant".split(), LATTES)
    assert doubled == [ChangeLine(ref=2, qty=4)]
    one = Cart(lines=[Line(id=1, item="latte", qty=1)])
    assert recounted_lines([RemoveLine(ref=1)], "drop n1".split(), one) == [RemoveLine(ref=1)]
    assert recounted_lines([AddLine(item="mocha")], "just n1 item:mocha".split(), one) == [
        AddLine(item="mocha")]  # no mocha to have fewer of


def test_a_change_said_of_all_of_them_goes_on_every_line_that_may_take_it():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"), Line(id=3, item="chai latte"),
                       Line(id=4, item="butter croissant")])
    written = [ChangeLine(ref=r, add_addons={"caramel syrup": 1}) for r in (1, 2)]
    said = "put addon:caramel_syrup on each of them".split()
    assert every_line_given(written, said, cart, MENU) == [
        *written, ChangeLine(ref=3, add_addons={"caramel syrup": 1})]
    for other in ("addon:caramel_syrup in the item:latte", "addon:caramel_syrup that's all"):
        assert every_line_given(written, other.split(), cart, MENU) == written


def test_a_count_of_them_splits_that_many_units_off():
    cart = Cart(lines=[Line(id=1, item="mocha", qty=4, size="small")])
    written = [ChangeLine(ref=1, milk="soy milk")]
    three = [ChangeLine(ref=1, qty=1), AddLine(item="mocha", qty=3, size="small", milk="soy milk")]
    said = "n3 of the item:mocha with milk:soy_milk".split()
    assert one_of_them_changed(written, "", cart, MENU, said) == three
    assert one_of_them_changed(written, "", cart, MENU, "n3 of them".split()) == three
    assert one_of_them_changed(written, "", cart, MENU, "n4 of them milk:soy_milk".split()) == written  # all
    count = [ChangeLine(ref=1, qty=2)]
    assert one_of_them_changed(count, "", cart, MENU, "make it n2 of those".split()) == count


def test_one_and_one_of_a_line_of_two_are_its_two_units():
    cart = Cart(lines=[Line(id=1, item="bagel", qty=2)])
    said = "n1 plain and n1 prep:toasted with addon:cream_cheese".split()
    assert one_and_the_other_changed([ChangeLine(ref=1, preps=["toasted"])], said, cart, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="bagel", preps=["toasted"], addons={"cream cheese": 1})]


def test_values_said_of_both_after_one_and_the_other_go_on_each():
    cart = Cart(lines=[Line(id=1, item="mocha", qty=2)])
    said = "n1 with addon:whipped_cream , n1 without , both temp:iced".split()
    got = one_and_the_other_changed([ChangeLine(ref=1, temp="iced", add_addons={"whipped cream": 1})], said,
                                    cart, MENU)
    assert sorted((e.temp, tuple(getattr(e, "addons", None) or e.add_addons)) for e in got) == [
        ("iced", ()), ("iced", ("whipped cream",))]


def test_the_shipped_engine_ices_both_mochas_and_whips_one(engine):
    cart, _ = converse(engine, "two mochas for my friends", "one with whip, one without, both iced")
    assert sorted((line.temp, tuple(line.addons)) for line in cart.lines) == [
        ("iced", ()), ("iced", ("whipped cream",))]


def test_a_second_one_said_without_and_or_after_another():
    cart = Cart(lines=[Line(id=1, item="cappuccino", qty=2)])
    said = "n1 prep:dry n1 wet".split()
    assert one_and_the_other_changed([ChangeLine(ref=1, preps=["dry"])], said, cart, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="cappuccino", preps=["dry"])]
    three = Cart(lines=[Line(id=1, item="latte", qty=3)])
    said = "make n1 of them caffeine:decaf and another n1 temp:iced".split()
    written = [ChangeLine(ref=1, temp="iced", caffeine="decaf")]
    assert one_and_the_other_changed(written, said, three, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", caffeine="decaf"), AddLine(item="latte", temp="iced")]


def test_the_shipped_engine_splits_one_and_another_one(engine):
    cart, _ = converse(engine, "three lattes", "make one of them decaf and another one iced")
    assert sorted((line.caffeine or "", line.temp or "", line.qty) for line in cart.lines) == [
        ("", "", 1), ("", "iced", 1), ("decaf", "", 1)]


def test_the_count_said_instead_of_another_is_the_lines():
    four = [ChangeLine(ref=1, qty=4)]
    for said in ("make it n2 instead of n4", "n2 , not n4", "n2 item:latte instead of n4 please"):
        assert count_instead_of(four, said.split()) == [ChangeLine(ref=1, qty=2)], said
    assert count_instead_of(four, "n2 instead of n4 item:mocha".split()) == four  # more said after it
    assert count_instead_of(four, "make it n2 instead of".split()) == four  # cut short
    assert count_instead_of(four, "n1 milk:oat_milk instead of n4".split()) == four  # a unit changed
    sized = [ChangeLine(ref=1, qty=4, size="large")]
    assert count_instead_of(sized, "make it n2 instead of n4".split()) == sized  # the model's reading


@pytest.mark.parametrize("turns, expected", [
    (("four mochas", "take two off"), [("mocha", 2, None)]),
    (("three americanos and a muffin", "one fewer americano please"), [("americano", 2, None),
                                                                        ("apple bran muffin", 1, None)]),
    (("three flat whites", "scratch one"), [("flat white", 2, None)]),
    (("two lattes", "one less"), [("latte", 1, None)]),
    (("three cappuccinos and a croissant", "oh only two cappuccinos then"),
     [("butter croissant", 1, None), ("cappuccino", 2, None)]),
    (("three lattes", "drop it to two"), [("latte", 2, None)]),
    (("a mocha and four cortados", "could you drop that down to three"), [("cortado", 3, None),
                                                                         ("mocha", 1, None)]),
    (("four lattes", "make it two instead of four"), [("latte", 2, None)]),
    (("three teas of earl grey", "two, not three"), [("earl grey tea", 2, None)]),
    (("two mochas and a latte", "double the lattes"), [("latte", 2, None), ("mocha", 2, None)]),
    (("a flat white, a cappuccino and a chai", "add caramel to all of them"),
     [(item, 1, "caramel syrup") for item in ("cappuccino", "chai latte", "flat white")]),
    (("four small mochas", "make three of them with soy"), [("mocha", 1, None), ("mocha", 3, None)]),
    (("two cappuccinos", "one with almond milk and one with oat milk"), [("cappuccino", 1, None),
                                                                         ("cappuccino", 1, None)]),
])
def test_the_shipped_engine_recounts_and_splits(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert sorted((line.item, line.qty, next(iter(line.addons), None)) for line in cart.lines) == expected


def test_the_shipped_engine_keeps_the_values_of_the_units_split_off(engine):
    cart, _ = converse(engine, "four small mochas", "make three of them with soy")
    assert sorted((line.qty, line.size, line.milk) for line in cart.lines) == [
        (1, "small", None), (3, "small", "soy milk")]
    cart, _ = converse(engine, "two cappuccinos", "one with almond milk and one with oat milk")
    assert sorted(line.milk for line in cart.lines) == ["almond milk", "oat milk"]


def test_one_of_the_valued_ones_is_split_off_the_line_with_those_values():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2, temp="iced"), Line(id=2, item="latte", qty=2)],
                next_line_id=3)
    said = "make n1 of the temp:iced ones milk:oat_milk".split()
    written = [ChangeLine(ref=2, milk="oat milk", temp="iced")]  # the model changed the hot ones
    assert one_of_them_changed(written, "", cart, MENU, said) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", temp="iced", milk="oat milk")]


def test_one_of_the_ones_named_by_an_add_on_black_or_with_values_is_split_off_that_line():
    lattes = Cart(lines=[Line(id=1, item="latte", qty=2, addons={"vanilla syrup": 1}),
                         Line(id=2, item="latte", qty=2, addons={"caramel syrup": 1})], next_line_id=3)
    said = "make n1 of the addon:vanilla_syrup ones temp:iced".split()
    assert one_of_them_changed([ChangeLine(ref=2, temp="iced")], "", lattes, MENU, said) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", temp="iced", addons={"vanilla syrup": 1})]
    coffees = Cart(lines=[Line(id=1, item="coffee", qty=2, milk="half and half"),
                          Line(id=2, item="coffee", qty=2)], next_line_id=3)
    said = "make n1 of the black ones caffeine:decaf".split()
    assert one_of_them_changed([ChangeLine(ref=1, caffeine="decaf")], "", coffees, MENU, said) == [
        ChangeLine(ref=2, qty=1), AddLine(item="coffee", caffeine="decaf")]
    said = "make n1 of the ones with milk:half_and_half caffeine:decaf".split()  # "cream", then the change
    assert one_of_them_changed([ChangeLine(ref=2, caffeine="decaf")], "", coffees, MENU, said) == [
        ChangeLine(ref=1, qty=1), AddLine(item="coffee", milk="half and half", caffeine="decaf")]


def test_the_shipped_engine_splits_one_of_the_black_ones(engine):
    cart, _ = converse(engine, "i need four coffees, two black and two with cream",
                       "actually make one of the black ones decaf")
    assert sorted((line.qty, line.milk or "", line.caffeine or "") for line in cart.lines) == [
        (1, "", ""), (1, "", "decaf"), (2, "half and half", "")]


def test_the_shipped_engine_splits_one_of_the_decaf_ones(engine):
    cart, _ = converse(engine, "three americanos", "make two of them decaf",
                       "and one of the decaf ones large")
    assert [(line.qty, line.caffeine, line.size) for line in cart.lines] == [
        (1, None, None), (1, "decaf", None), (1, "decaf", "large")]


def test_one_with_no_add_on_and_the_other_with_it_takes_it_off_the_one():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)
    said = "n1 with no addon:foam and the other with extra addon:foam".split()
    got = one_and_the_other_changed([ChangeLine(ref=1, drop=["foam"])], said, cart, MENU)
    assert got == [ChangeLine(ref=1, qty=1, add_addons={"foam": 1}), AddLine(item="latte", removals=["foam"])]


@pytest.mark.parametrize("said", ["one without whip", "one no whip please"])
def test_the_shipped_engine_takes_the_whip_off_one_of_two(engine, said):
    cart, _ = converse(engine, "two small mochas", said)
    assert sorted((line.qty, tuple(line.removals)) for line in cart.lines) == [
        (1, ()), (1, ("whipped cream",))]


def test_one_less_of_an_item_on_two_lines_of_one_takes_the_last_off():
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    said = ["n1", "less", "actually"]
    assert recounted_lines([], said, two) == [RemoveLine(ref=2)]
    assert recounted_lines([ChangeLine(ref=2, notes="less sweet")], said, two) == [RemoveLine(ref=2)]
    mixed = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    assert recounted_lines([], said, mixed) == []  # which one?


def test_the_shipped_engine_takes_the_latte_added_again_off(engine):
    cart, _ = converse(engine, "a latte", "add another", "one less actually")
    assert sum(line.qty for line in cart.lines if line.item == "latte") == 1


def test_just_as_many_as_before_the_line_just_added_takes_that_line_off():
    again = Cart(lines=[Line(id=1, item="cold brew", notes="with sweet cream"), Line(id=2, item="cold brew")],
                 next_line_id=3, added=[2])
    for said in ("actually just n1", "actually just the n1 item:cold_brew", "only n1 please"):
        assert recounted_lines([ChangeLine(ref=2, qty=1)], said.split(), again) == [RemoveLine(ref=2)]
    assert recounted_lines([], "just n2".split(), again) == []  # as many as there are: the model's
    before = again.model_copy(update={"added": []})  # added before the last turn: which one?
    assert recounted_lines([], "actually just n1".split(), before) == []
    mocha = again.model_copy(update={"lines": [again.lines[0], Line(id=2, item="mocha")]})
    assert recounted_lines([], "actually just n1".split(), mocha) == []


def test_just_the_one_said_of_a_line_of_two_leaves_one():
    assert recount_said("actually just the n1 item:cold_brew".split()) == Recount(1, "cold brew", ())


@pytest.mark.parametrize("turns", [("two cold brews", "actually just the one cold brew"),
                                   ("a cold brew", "and another cold brew", "actually just one")])
def test_the_shipped_engine_leaves_just_the_one_cold_brew(engine, turns):
    cart, _ = converse(engine, *turns)
    assert [(line.item, line.qty) for line in cart.lines] == [("cold brew", 1)]


@pytest.mark.parametrize("said", ["n1 with milk:half_and_half and n1 with milk",
                                  "n1 with milk and n1 with milk:half_and_half",
                                  "n1 of them with milk:half_and_half and the other with milk"])
def test_the_note_of_one_and_the_other_goes_to_the_side_that_says_it(said):
    two = Cart(lines=[Line(id=1, item="americano", qty=2)], next_line_id=2)
    model = [ChangeLine(ref=1, milk="half and half", notes="with milk")]
    assert one_and_the_other_changed(model, said.split(), two, MENU) == [
        ChangeLine(ref=1, qty=1, notes="with milk"), AddLine(item="americano", milk="half and half")]


def test_the_shipped_engine_keeps_the_milk_of_the_other_americano(engine):
    cart, _ = converse(engine, "two americanos", "one with cream and one with milk")
    assert sorted((line.milk or "", line.notes or "") for line in cart.lines) == [
        ("", "with milk"), ("half and half", "")]


def test_the_first_and_the_second_of_a_line_of_two_are_its_units():
    americanos = Cart(lines=[Line(id=1, item="americano", qty=2)], next_line_id=2)
    said = "the first with prep:with_room and the second black".split()
    got = one_and_the_other_changed([ChangeLine(ref=1, preps=["with room"])], said, americanos, MENU)
    assert got == [ChangeLine(ref=1, qty=1), AddLine(item="americano", preps=["with room"])]


def test_the_shipped_engine_leaves_room_in_the_first_americano(engine):
    cart, _ = converse(engine, "i'll have two americanos", "the first with room and the second black")
    assert sorted((line.qty, tuple(line.preps)) for line in cart.lines) == [(1, ()), (1, ("with room",))]


LATTES_AND_CROISSANTS = Cart(lines=[Line(id=1, item="latte", qty=2),
                                   Line(id=2, item="butter croissant", qty=2)])


def test_one_and_the_other_of_the_line_of_several_whose_item_takes_the_values():
    said = "n1 with milk:oat_milk , the other with milk:almond_milk".split()
    split = [ChangeLine(ref=1, qty=1, milk="almond milk"), AddLine(item="latte", milk="oat milk")]
    noted = [ChangeLine(ref=2, notes="with a straw")]  # the model's note on the croissants
    assert one_and_the_other_changed(noted, said, LATTES_AND_CROISSANTS, MENU) == split
    named = "n1 item:latte with milk:oat_milk , the other with milk:almond_milk".split()
    ordered = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="almond milk")]
    assert one_and_the_other_changed(ordered, named, LATTES_AND_CROISSANTS, MENU) == split
    of_the = "n1 of the item:latte with milk:oat_milk , the other with milk:almond_milk".split()
    assert one_and_the_other_changed([], of_the, LATTES_AND_CROISSANTS, MENU) == split
    mochas = [AddLine(item="mocha", milk="oat milk"), AddLine(item="latte", milk="almond milk")]
    assert one_and_the_other_changed(mochas, named, LATTES_AND_CROISSANTS, MENU) == mochas


def test_a_change_of_nothing_splits_no_unit_off():
    said = "n1 prep:toasted and n1 plain".split()
    bagels = Cart(lines=[Line(id=1, item="bagel", qty=2), Line(id=2, item="latte", qty=2)])
    assert one_of_them_changed([ChangeLine(ref=2)], "one toasted and one plain", bagels, MENU, said) == [
        ChangeLine(ref=2)]
    assert one_and_the_other_changed([ChangeLine(ref=2)], said, bagels, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="bagel", preps=["toasted"])]


def test_the_shipped_engine_splits_the_lattes_beside_croissants(engine):
    for said in ("one latte with oat, the other with almond", "one with oat, the other with almond"):
        cart, _ = converse(engine, "two lattes and two croissants", said)
        assert sorted((line.item, line.milk or "", line.qty) for line in cart.lines) == [
            ("butter croissant", "", 2), ("latte", "almond milk", 1), ("latte", "oat milk", 1)]


def test_only_as_many_as_the_named_line_has_keeps_it_as_it_is():
    muffin = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    said = "actually only n1 item:apple_bran_muffin".split()  # "muffin": the house muffin's word
    assert recounted_lines([AddLine(item="apple bran muffin")], said, muffin) == [ChangeLine(ref=2, qty=1)]
    assert recounted_lines([], "just n2 item:latte".split(), muffin) == []  # more than the line has
    assert recounted_lines([ChangeLine(ref=1, qty=2)], "n1 less item:latte".split(), muffin) == [
        RemoveLine(ref=1)]
    lattes = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    assert recounted_lines([], "just n1 item:latte".split(), lattes) == []  # which of the two?


def test_the_shipped_engine_keeps_the_one_muffin_said_again(engine):
    cart, replies = converse(engine, "a blueberry muffin", "actually only one muffin")
    assert [(line.item, line.qty) for line in cart.lines] == [("blueberry muffin", 1)]
    assert "already" in replies[-1]


def test_values_said_of_all_of_them_go_on_every_unit_beside_the_ones_counted():
    coffees = Cart(lines=[Line(id=1, item="coffee", qty=12)], next_line_id=2)
    said = "all size:medium , half of them caffeine:decaf".split()
    model = [ChangeLine(ref=1, size="medium", caffeine="decaf")]
    assert one_of_them_changed(model, "all medium, half of them decaf", coffees, MENU, said) == [
        ChangeLine(ref=1, qty=6, size="medium"),
        AddLine(item="coffee", qty=6, size="medium", caffeine="decaf")]
    every = "all size:medium and caffeine:decaf".split()  # no count: every unit
    assert one_of_them_changed(model, "all medium and decaf", coffees, MENU, every) == model


def test_the_shipped_engine_makes_all_large_and_half_iced(engine):
    cart, _ = converse(engine, "six lattes", "make them all large and half of them iced")
    assert sorted((line.qty, line.size, line.temp or "") for line in cart.lines) == [
        (3, "large", ""), (3, "large", "iced")]


def test_the_last_one_said_with_an_add_on_is_the_one_with_none():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte", addons={"vanilla syrup": 1}),
                       Line(id=3, item="latte", addons={"caramel syrup": 1})], next_line_id=4, added=[3])
    said = "and the last with addon:hazelnut_syrup"
    assert one_of_them_changed([ChangeLine(ref=3, add_addons={"hazelnut syrup": 1})], said, cart, MENU,
                               said.split()) == [ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})]


def test_the_shipped_engine_gives_the_last_latte_hazelnut(engine):
    cart, _ = converse(engine, "three lattes", "one with vanilla", "another with caramel",
                       "and the last with hazelnut")
    assert sorted(tuple(line.addons) for line in cart.lines) == [
        ("caramel syrup",), ("hazelnut syrup",), ("vanilla syrup",)]


def test_one_item_said_with_its_values_alone_is_one_unit_of_the_line_of_several():
    croissants = Cart(lines=[Line(id=1, item="espresso", qty=2), Line(id=2, item="butter croissant", qty=2)],
                      next_line_id=3)
    warmed = [AddLine(item="butter croissant", preps=["warmed"])]
    for said in ("n1 item:butter_croissant prep:warmed", "n1 item:butter_croissant prep:warmed please"):
        assert one_of_them_changed(warmed, "one croissant warmed", croissants, MENU, said.split()) == [
            ChangeLine(ref=2, qty=1), AddLine(item="butter croissant", preps=["warmed"])], said
    for said in ("and n1 item:butter_croissant prep:warmed", "actually n1 item:butter_croissant prep:warmed",
                 "n1 item:butter_croissant", "n1 item:butter_croissant for my son prep:warmed"):
        assert one_of_them_changed(warmed, said, croissants, MENU, said.split()) == warmed, said


def test_the_shipped_engine_warms_one_of_two_croissants(engine):
    cart, _ = converse(engine, "two espressos and two croissants", "one croissant warmed")
    assert [(line.item, line.qty, line.preps) for line in cart.lines] == [
        ("espresso", 2, []), ("butter croissant", 1, []), ("butter croissant", 1, ["warmed"])]
    cart, _ = converse(engine, "two large lattes", "one latte with oat please")
    assert [(line.qty, line.size, line.milk) for line in cart.lines] == [(1, "large", None),
                                                                        (1, "large", "oat milk")]


def test_the_shipped_engine_takes_off_another_cappuccino(engine):
    cart, replies = converse(engine, "three cappuccinos", "remove one", "actually remove another one")
    assert [(line.item, line.qty) for line in cart.lines] == [("cappuccino", 1)]
    assert replies[2] == "You now have a cappuccino ($4.75). Anything else?"


def test_plain_milk_said_of_each_of_two_teas_is_noted_on_each():
    teas = Cart(lines=[Line(id=1, item="english breakfast tea", qty=2)], next_line_id=2)
    said = "n1 with milk and addon:sugar , the other just milk".split()
    got = one_and_the_other_changed([ChangeLine(ref=1, add_addons={"sugar": 1})], said, teas, MENU)
    assert got == [ChangeLine(ref=1, qty=1, notes="with milk"),
                   AddLine(item="english breakfast tea", addons={"sugar": 1}, notes="with milk")]
    said = "n1 with milk and addon:sugar , the other black".split()  # milk said of one side only
    got = one_and_the_other_changed([ChangeLine(ref=1, add_addons={"sugar": 1})], said, teas, MENU)
    assert got == [ChangeLine(ref=1, qty=1),
                   AddLine(item="english breakfast tea", addons={"sugar": 1}, notes="with milk")]


def test_the_shipped_engine_keeps_the_milk_of_both_teas(engine):
    cart, replies = converse(engine, "two english breakfast teas",
                             "one with milk and sugar, the other just milk")
    assert lines(cart) == ordered([{"item": "english breakfast tea", "qty": 1, "notes": "with milk"},
                                   {"item": "english breakfast tea", "qty": 1, "notes": "with milk",
                                    "addons": {"sugar": 1}}])


def test_a_line_recounted_and_another_added_in_one_turn_are_both_done():
    mocha = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha")], next_line_id=3)
    for said in ("actually remove n1 item:latte and add another item:mocha",
                 "take n1 item:latte off and add a item:mocha", "n1 less item:latte and n1 more item:mocha"):
        assert fewer_and_more([RemoveLine(ref=2)], said.split(), mocha) == [
            ChangeLine(ref=1, qty=1), AddLine(item="mocha")], said
    said = "add a size:large item:mocha and remove n2 item:latte".split()  # the other order; none left
    assert fewer_and_more([], said, mocha) == [RemoveLine(ref=1), AddLine(item="mocha", size="large")]
    for said in ("remove n1 item:latte and make it size:large",  # no line added
                 "remove n1 item:latte and add n1 item:mocha and a item:cortado",  # more than one added
                 "remove n3 item:cortado and add a item:mocha",  # no such line
                 "remove n1 item:latte and a item:mocha"):  # both taken off: nothing said added
        assert fewer_and_more([RemoveLine(ref=2)], said.split(), mocha) == [RemoveLine(ref=2)], said


def test_the_shipped_engine_takes_a_latte_off_and_adds_a_mocha(engine):
    cart, replies = converse(engine, "two lattes and a mocha",
                             "actually remove one latte and add another mocha")
    assert sorted((line.item, line.qty) for line in cart.lines) == [("latte", 1), ("mocha", 1), ("mocha", 1)]
    assert replies[1] == "You now have a latte ($4.75). Added a mocha ($5.25). Anything else?"
