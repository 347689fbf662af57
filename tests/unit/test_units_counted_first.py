"""A turn begun with a count of two or more and what those are to be ("2 with oat milk" of three iced
coffees) splits that many units off the line (`units_said.units_of_them`, `one_of_them_changed`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, apply_edits
from ordering.menu import load_menu
from ordering.units_said import one_of_them_changed, units_of_them

MENU = load_menu()
THREE = Cart(lines=[Line(id=1, item="coffee", qty=3, temp="iced")], next_line_id=2)


def test_a_count_said_first_singles_out_that_many():
    assert units_of_them(["n2", "with", "milk:oat_milk"]) == (2, None)
    assert units_of_them(["and", "n2", "temp:iced", "please"]) == (2, None)
    said = ["n2", "with", "milk:oat_milk"]
    got = one_of_them_changed([ChangeLine(ref=1, milk="oat milk")], "2 with oat milk", THREE, MENU, said)
    assert got == [ChangeLine(ref=1, qty=1), AddLine(item="coffee", qty=2, temp="iced", milk="oat milk")]


def test_a_count_of_every_unit_or_of_the_others_is_no_split():
    assert units_of_them(["n2", "item:latte"]) is None  # an order of two lattes
    others = ["n2", "with", "milk:oat_milk", "and", "the", "other", "with", "milk:soy_milk"]
    assert units_of_them(others) is None
    two = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)  # "2" of two: every unit
    change, said = [ChangeLine(ref=1, milk="oat milk")], ["n2", "with", "milk:oat_milk"]
    assert one_of_them_changed(change, "2 with oat milk", two, MENU, said) == change


def test_a_count_and_values_alone_split_or_change_the_line_of_that_many():
    from ordering.edits import Finish
    from ordering.units_said import counted_values_alone

    lattes = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)
    assert counted_values_alone([Finish()], ["n2", "caffeine:decaf"], lattes, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", qty=2, caffeine="decaf")]
    assert counted_values_alone([], ["n3", "caffeine:decaf"], lattes, MENU) == [
        ChangeLine(ref=1, caffeine="decaf")]
    assert counted_values_alone([], ["n2"], lattes, MENU) == []  # a count alone: `count_corrected`
    assert counted_values_alone([], ["n2", "item:mocha"], lattes, MENU) == []
    written = [ChangeLine(ref=1, caffeine="decaf")]
    assert counted_values_alone(written, ["n2", "caffeine:decaf"], lattes, MENU) == written
    two_lines = Cart(lines=[Line(id=1, item="latte", qty=3), Line(id=2, item="mocha", qty=3)], next_line_id=3)
    assert counted_values_alone([], ["n2", "caffeine:decaf"], two_lines, MENU) == []


def test_make_one_item_said_after_and_changes_one_unit_not_a_new_line():
    two = Cart(lines=[Line(id=1, item="latte", qty=2, milk="oat milk"), Line(id=2, item="cappuccino")],
               next_line_id=3)
    said = ["and", "make", "n1", "item:latte", "caffeine:decaf"]
    decaf = [AddLine(item="latte", caffeine="decaf")]
    got = one_of_them_changed(decaf, "and make one latte decaf", two, MENU, said)
    assert got == [ChangeLine(ref=1, qty=1), AddLine(item="latte", milk="oat milk", caffeine="decaf")]
    # "and one latte with oat milk" orders one more; so does "make one latte" of a cart of one latte
    more = [AddLine(item="latte", milk="oat milk")]
    assert one_of_them_changed(more, "and one latte with oat milk", two, MENU,
                               ["and", "n1", "item:latte", "with", "milk:oat_milk"]) == more
    one = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert one_of_them_changed([AddLine(item="latte", caffeine="decaf")], "", one, MENU, said) == [
        AddLine(item="latte", caffeine="decaf")]


def test_units_said_one_turn_after_another_come_from_the_plain_ones():
    four = Cart(lines=[Line(id=1, item="cappuccino", qty=2), Line(id=2, item="cappuccino", qty=2,
                                                                  milk="nonfat milk")],
                next_line_id=3, added=[2])
    said = ["n1", "with", "milk:oat_milk"]
    got = one_of_them_changed([ChangeLine(ref=2, milk="oat milk")], "1 with oat", four, MENU, said)
    assert got == [ChangeLine(ref=1, qty=1), AddLine(item="cappuccino", milk="oat milk")]
    three = Cart(lines=[Line(id=1, item="cappuccino"),
                        Line(id=2, item="cappuccino", qty=2, milk="nonfat milk"),
                        Line(id=3, item="cappuccino", milk="oat milk")], next_line_id=4, added=[3])
    last = ["and", "the", "last", "n1", "with", "milk:soy_milk"]
    got = one_of_them_changed([ChangeLine(ref=3, milk="soy milk")], "and the last one with soy", three, MENU,
                              last)
    assert got == [ChangeLine(ref=1, milk="soy milk")]
    # the last line is one the turn before did not add: the model's
    settled = three.model_copy(update={"added": []})
    assert one_of_them_changed([ChangeLine(ref=3, milk="soy milk")], "", settled, MENU, last) == [
        ChangeLine(ref=3, milk="soy milk")]


def test_one_of_them_written_on_every_line_alike_is_of_the_lines_just_split_off():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="latte", qty=2, milk="oat milk")],
                next_line_id=3, added=[2])
    model = [ChangeLine(ref=1, caffeine="decaf"), ChangeLine(ref=2, caffeine="decaf")]
    said = "n1 of them caffeine:decaf".split()
    assert one_of_them_changed(model, "one of them decaf", cart, MENU, said) == [
        ChangeLine(ref=2, qty=1), AddLine(item="latte", milk="oat milk", caffeine="decaf")]


def test_the_shipped_engine_splits_one_more_off_the_plain_ones(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "can i get 3 coffees", "2 with cream", "one with sugar")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1, "addons": {"sugar": 1}},
                                   {"item": "coffee", "qty": 2, "milk": "half and half"}])
    cart, _ = converse(engine, "4 lattes", "2 with oat", "one of them decaf")
    assert lines(cart) == ordered([{"item": "latte", "qty": 2},
                                   {"item": "latte", "qty": 1, "milk": "oat milk"},
                                   {"item": "latte", "qty": 1, "milk": "oat milk", "caffeine": "decaf"}])


def test_one_with_a_value_and_one_without_splits_one_off():
    two = Cart(lines=[Line(id=1, item="coffee", qty=2)], next_line_id=2)
    noted = [ChangeLine(ref=1, notes="with milk")]
    said = "n1 with milk , n1 without".split()
    assert one_of_them_changed(noted, "one with milk, one without", two, MENU, said) == [
        ChangeLine(ref=1, qty=1), AddLine(item="coffee", notes="with milk")]
    black = "n1 with milk and n1 black please".split()
    assert one_of_them_changed(noted, "one with milk and one black please", two, MENU, black) == [
        ChangeLine(ref=1, qty=1), AddLine(item="coffee", notes="with milk")]
    soy = "n1 with milk and n1 with milk:soy_milk".split()  # the second says a value: not this reading's
    assert one_of_them_changed(noted, "one with milk and one with soy", two, MENU, soy) == noted


def test_the_shipped_engine_puts_milk_in_one_coffee_of_two(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "two coffees to go please", "one with milk, one without")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1},
                                   {"item": "coffee", "qty": 1, "notes": "with milk"}])


def test_a_value_said_in_one_at_the_end_is_of_one_unit():
    from ordering.units_said import said_one_of_them

    for text in ("and sugar in one", "vanilla in one please", "whip on just one", "add a shot to one"):
        assert said_one_of_them(text), text
    for text in ("put them all in one bag", "in one minute", "one latte"):
        assert not said_one_of_them(text), text
    cart = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)
    vanilla = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    got = one_of_them_changed(vanilla, "vanilla in one", cart, MENU)
    after = apply_edits(cart, got, MENU).cart
    assert [(line.item, line.qty, line.addons) for line in after.lines] == [
        ("latte", 1, {}), ("latte", 1, {"vanilla syrup": 1})]


def test_the_shipped_engine_puts_the_sugar_in_one_coffee(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "three coffees", "put cream in two of them", "and sugar in one")
    assert sorted((line.milk or "", tuple(line.addons), line.qty) for line in cart.lines) == [
        ("", (), 1), ("half and half", (), 1), ("half and half", ("sugar",), 1)]


def test_a_value_said_of_them_beside_one_said_of_one_goes_on_every_unit():
    cart = Cart(lines=[Line(id=1, item="mocha", qty=2)], next_line_id=2)
    model = [ChangeLine(ref=1, temp="iced", add_addons={"whipped cream": 1})]
    said = "can you make them temp:iced and add addon:whipped_cream to n1".split()
    got = one_of_them_changed(model, "can you make them iced and add whip to one", cart, MENU, said)
    assert got == [ChangeLine(ref=1, qty=1, temp="iced"),
                   AddLine(item="mocha", temp="iced", addons={"whipped cream": 1})]
    said = "add addon:whipped_cream and temp:iced to n1".split()  # both said of the one
    got = one_of_them_changed(model, "add whip and iced to one", cart, MENU, said)
    assert got[0] == ChangeLine(ref=1, qty=1)


def test_the_shipped_engine_ices_both_mochas_and_whips_one(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "two mochas", "can you make them iced and add whip to one")
    assert sorted((line.temp, tuple(line.addons), line.qty) for line in cart.lines) == [
        ("iced", (), 1), ("iced", ("whipped cream",), 1)]


def test_one_of_the_ones_said_by_their_value_is_one_unit_of_them():
    from ordering.units_said import said_one_of_them

    for text in ("one of the milk ones with sugar too", "make one of the oat ones decaf",
                 "one of the large iced ones with whip"):
        assert said_one_of_them(text), text
    for text in ("one of the lattes", "one of the oat ones and the other soy"):
        assert not said_one_of_them(text), text
    noted = Cart(lines=[Line(id=1, item="coffee", qty=2),
                        Line(id=2, item="coffee", qty=3, notes="with milk")], next_line_id=3)
    sugar = [ChangeLine(ref=2, add_addons={"sugar": 1})]
    after = apply_edits(noted, one_of_them_changed(sugar, "one of the milk ones with sugar", noted, MENU),
                        MENU).cart
    assert sorted((line.qty, line.notes or "", line.addons.get("sugar", 0)) for line in after.lines) == [
        (1, "with milk", 1), (2, "", 0), (2, "with milk", 0)]


def test_the_shipped_engine_sweetens_one_of_the_coffees_with_milk(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "six filter coffees please", "four with milk and two black",
                       "and one of the milk ones with sugar")
    assert sorted((line.qty, line.addons.get("sugar", 0)) for line in cart.lines) == [(1, 1), (2, 0), (3, 0)]


def test_could_one_be_said_of_a_line_of_two_is_one_of_them():
    from ordering.units_said import said_one_first

    assert said_one_first("could n1 be temp:extra_hot".split())
    assert said_one_first("can n1 be caffeine:decaf please".split())
    assert not said_one_first("could n1 be item:latte".split())  # an item named


def test_the_shipped_engine_makes_one_of_two_extra_hot(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "two medium cortados", "could one be extra hot")
    assert sorted((line.qty, line.temp or "") for line in cart.lines) == [(1, ""), (1, "extra hot")]


def test_after_all_says_nothing_of_every_unit():
    from ordering.units_said import said_one_of_them

    assert said_one_of_them("add whip to one of them after all")
    assert not said_one_of_them("one of them, or all of them")


def test_the_shipped_engine_whips_one_mocha_after_all(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "can i get two mochas with no whip", "add whip to one of them after all")
    assert sorted((line.qty, tuple(line.addons), tuple(line.removals)) for line in cart.lines) == [
        (1, (), ("whipped cream",)), (1, ("whipped cream",), ())]


def test_a_count_said_with_a_preparation_singles_out_that_many():
    assert units_of_them(["n2", "prep:with_room"]) == (2, None)
    four = Cart(lines=[Line(id=1, item="americano", qty=4)], next_line_id=2)
    got = one_of_them_changed([ChangeLine(ref=1, preps=["with room"])], "two with room", four, MENU,
                              ["n2", "prep:with_room"])
    assert got == [ChangeLine(ref=1, qty=2), AddLine(item="americano", qty=2, preps=["with room"])]


def test_the_shipped_engine_leaves_room_in_two_of_the_four_americanos(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "four americanos", "two with room")
    assert lines(cart) == ordered([{"item": "americano", "qty": 2},
                                   {"item": "americano", "preps": ["with room"], "qty": 2}])


def test_one_said_at_the_end_is_a_unit_not_a_count():
    two = Cart(lines=[Line(id=1, item="americano", qty=2)], next_line_id=2)
    model = [ChangeLine(ref=1, qty=1, notes="with milk")]  # the model read "one" as the line's count
    got = one_of_them_changed(model, "put milk in one", two, MENU, ["put", "milk", "in", "n1"])
    assert got == [ChangeLine(ref=1, qty=1), AddLine(item="americano", notes="with milk")]
    recount = [ChangeLine(ref=1, qty=1)]  # nothing but the count: "make it one"
    assert one_of_them_changed(recount, "make it one", two, MENU, ["make", "it", "n1"]) == recount


def test_the_shipped_engine_keeps_both_americanos_for_milk_in_one(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "two americanos", "put milk in one")
    assert sum(line.qty for line in cart.lines) == 2 and len(cart.lines) == 2


def test_values_put_in_a_count_split_that_many_and_those_of_all_go_to_every_unit():
    assert units_of_them(["addon:whipped_cream", "on", "n2"]) == (2, None)
    four = Cart(lines=[Line(id=1, item="coffee", qty=4)], next_line_id=2)
    said = "milk:half_and_half in n2 and addon:sugar in all of them".split()
    model = [ChangeLine(ref=1, milk="half and half", add_addons={"sugar": 1})]
    got = one_of_them_changed(model, "cream in two and sugar in all of them", four, MENU, said)
    assert got == [ChangeLine(ref=1, qty=2, add_addons={"sugar": 1}),
                   AddLine(item="coffee", qty=2, milk="half and half", addons={"sugar": 1})]


def test_the_shipped_engine_creams_two_of_four_coffees_and_sugars_all(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "four coffees", "cream in two and sugar in all of them")
    creamed = {"addons": {"sugar": 1}, "item": "coffee", "milk": "half and half", "qty": 2}
    assert lines(cart) == ordered([{"addons": {"sugar": 1}, "item": "coffee", "qty": 2}, creamed])
