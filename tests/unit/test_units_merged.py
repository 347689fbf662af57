"""A counted item the model wrote as several lines is one line (`ordering.units_merged`); lines a turn adds
that are the same are one line of their units (`lines_joined`); values said after a counted item before
its split are every unit's (`ordering.units_said.split_units_share`)."""

from __future__ import annotations

from ordering.edits import AddLine, RemoveLine
from ordering.menu import load_menu
from ordering.units_merged import lines_joined, units_merged
from ordering.units_said import split_units_share
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_counted_item_written_as_lines_of_one_is_one_line():
    said = ("n6 item:hot_chocolate with milk:almond_milk and n1 more thing , n1 caffeine:half_caf n2 like "
            "addon:espresso_shot item:mocha").split()
    model = [AddLine(item="hot chocolate", milk="almond milk"), AddLine(item="mocha", shots=2),
             *[AddLine(item="hot chocolate") for _ in range(5)]]
    assert units_merged(model, said) == [AddLine(item="hot chocolate", qty=6, milk="almond milk"),
                                         AddLine(item="mocha", shots=2)]
    said = "n5 item:flat_white in a size:small with n1 added addon:espresso_shot".split()
    model = [AddLine(item="flat white", size="small", addons={"espresso shot": 1}),
             AddLine(item="flat white", qty=2, addons={"espresso shot": 1}),
             AddLine(item="flat white", qty=2)]
    assert units_merged(model, said) == [
        AddLine(item="flat white", qty=5, size="small", addons={"espresso shot": 1})]


def test_units_said_apart_stay_apart():
    model = [AddLine(item="flat white", shots=3), AddLine(item="flat white")]
    for said in ("n2 item:flat_white , n1 n3 , n1 regular", "n2 item:flat_white , n1 caffeine:decaf",
                 "n2 item:flat_white , n1 with milk:oat_milk", "n2 item:flat_white , the other hot",
                 "n2 item:flat_white , both temp:iced",
                 "n2 item:flat_white , n1 added addon:foam"):  # "one" begins a part: a unit
        assert units_merged(model, said.split()) == model, said
    model = [AddLine(item="mocha", preps=["with room"]), AddLine(item="mocha")]
    for said in ("n2 item:mocha , prep:with_room in n1", "n2 item:mocha with addon:whipped_cream on n1"):
        assert units_merged(model, said.split()) == model, said  # the turn ends in a unit: "… in one"
    merged = [AddLine(item="mocha", qty=2, preps=["with room"])]
    assert units_merged(model, "n2 item:mocha prep:with_room , make it n1".split()) == merged
    differ = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk")]
    assert units_merged(differ, "n2 item:latte".split()) == differ  # values the lines say differently
    three = [AddLine(item="latte"), AddLine(item="latte")]
    assert units_merged(three, "n3 item:latte".split()) == three  # not the count said


def test_lines_the_same_but_for_the_count_are_one_line():
    model = [AddLine(item="latte", caffeine="decaf"), AddLine(item="latte"), AddLine(item="mocha"),
             AddLine(item="latte", qty=2)]
    assert lines_joined(model, MENU) == [AddLine(item="latte", caffeine="decaf"),
                                         AddLine(item="latte", qty=3), AddLine(item="mocha")]
    for_two = [AddLine(item="latte", who="me"), AddLine(item="latte", who="jen")]
    assert lines_joined(for_two, MENU) == for_two
    most = MENU.limits.max_qty_per_line
    full = [AddLine(item="latte", qty=most), AddLine(item="latte")]
    assert lines_joined(full, MENU) == full  # one line holds no more than the menu allows
    removes = [RemoveLine(ref=1), RemoveLine(ref=1)]
    assert lines_joined(removes, MENU) == removes


def test_the_lines_of_an_item_are_kept_together():
    from ordering.cart import Cart, Line
    from ordering.edits import ChangeLine

    model = [AddLine(item="americano", caffeine="decaf"), AddLine(item="earl grey tea"),
             AddLine(item="americano", size="large")]
    assert lines_joined(model, MENU, Cart()) == [model[0], model[2], model[1]]
    changed = [ChangeLine(ref=1, size="large"), *model]  # a change of the cart keeps its place
    assert lines_joined(changed, MENU, Cart(lines=[Line(id=1, item="latte")], next_line_id=2)) == [
        changed[0], model[0], model[2], model[1]]
    placed = [*model, ChangeLine(ref=2, drop=["whipped cream"])]  # names the tea by its place: as it is
    assert lines_joined(placed, MENU, Cart()) == placed


def test_values_said_after_a_counted_item_before_its_split_are_every_units():
    said = "n3 item:latte with milk:oat_milk , n1 caffeine:decaf".split()
    model = [AddLine(item="latte", milk="oat milk", caffeine="decaf"), AddLine(item="latte"),
             AddLine(item="latte")]
    assert split_units_share(model, said) == [AddLine(item="latte", milk="oat milk", caffeine="decaf"),
                                              AddLine(item="latte", milk="oat milk"),
                                              AddLine(item="latte", milk="oat milk")]
    own = "n2 item:latte , n1 with milk:oat_milk".split()
    model = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte")]
    assert split_units_share(model, own) == model  # said of one unit only


def test_a_unit_said_without_a_shared_add_on_is_not_given_it():
    said = ("n2 size:large item:hot_chocolate with addon:whipped_cream , n1 with no "
            "addon:whipped_cream").split()
    model = [AddLine(item="hot chocolate", size="large", removals=["whipped cream"]),
             AddLine(item="hot chocolate")]
    assert split_units_share(model, said) == [
        AddLine(item="hot chocolate", size="large", removals=["whipped cream"]),
        AddLine(item="hot chocolate", size="large", addons={"whipped cream": 1})]
    said = "n2 item:latte with addon:vanilla_syrup , n1 without".split()  # "without" alone: the add-ons said
    model = [AddLine(item="latte", addons={"vanilla syrup": 1}), AddLine(item="latte")]
    assert split_units_share(model, said) == model
    said = "n2 size:large item:latte with addon:vanilla_syrup , n1 without addon:vanilla_syrup".split()
    model = [AddLine(item="latte"), AddLine(item="latte")]  # neither told apart: the last is without
    assert split_units_share(model, said) == [
        AddLine(item="latte", size="large", addons={"vanilla syrup": 1}), AddLine(item="latte", size="large")]


def test_the_shipped_engine_leaves_the_whip_off_the_one_said_without(engine):
    cart, _ = converse(engine, "could i get two small mochas with whip, one with no whip")
    assert sorted((line.qty, line.size, tuple(line.addons)) for line in cart.lines) == [
        (1, "small", ()), (1, "small", ("whipped cream",))]


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "three lattes with oat milk, one decaf")
    assert lines(cart) == [{"item": "latte", "qty": 1, "milk": "oat milk", "caffeine": "decaf"},
                           {"item": "latte", "qty": 2, "milk": "oat milk"}]
    assert "2 oat milk lattes" in replies[0]
    cart, _ = converse(engine, "and also 5 flat white's in a small with one extra shot")
    assert lines(cart) == [{"item": "flat white", "qty": 5, "size": "small", "addons": {"espresso shot": 1}}]


def test_the_shipped_engine_puts_what_is_said_in_one_in_one(engine):
    cart, _ = converse(engine, "two medium mochas, whipped cream on one")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "medium", "addons": {"whipped cream": 1}},
                           {"item": "mocha", "qty": 1, "size": "medium"}]
    cart, _ = converse(engine, "two americanos, leave room in one")
    assert sorted(tuple(line.preps) for line in cart.lines) == [(), ("with room",)]
