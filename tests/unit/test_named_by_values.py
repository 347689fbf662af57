""""The one with almond milk should be large" changes the almond milk line (`ordering.named_by_values`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine, SetOrder
from ordering.menu import load_menu
from ordering.named_by_values import line_removed_by_values, named_by_values, plain_one_named
from tests.unit.shipped import converse

MENU = load_menu()

CART = Cart(lines=[Line(id=1, item="latte", milk="almond milk"), Line(id=2, item="mocha")], next_line_id=3)


def test_the_line_the_values_name_takes_the_change_less_those_values():
    said = "the n1 with milk:almond_milk should be size:large".split()
    assert named_by_values([ChangeLine(ref=2, milk="almond milk", size="large")], said, CART) == [
        ChangeLine(ref=1, size="large")]
    said = "make the n1 with milk:almond_milk size:large".split()  # the values a line holds name it
    assert named_by_values([ChangeLine(ref=2, milk="almond milk", size="large")], said, CART) == [
        ChangeLine(ref=1, size="large")]
    said = "the milk:almond_milk n1 iced please".split()
    assert named_by_values([ChangeLine(ref=2, milk="almond milk", temp="iced")], said, CART) == [
        ChangeLine(ref=1, temp="iced")]
    said = "the milk:almond_milk should be temp:iced".split()  # the values said as the line's name
    assert named_by_values([ChangeLine(ref=2, milk="almond milk", temp="iced")], said, CART) == [
        ChangeLine(ref=1, temp="iced")]


def test_other_turns_are_the_models():
    right = [ChangeLine(ref=1, size="large")]
    said = "the n1 with milk:almond_milk should be size:large".split()
    assert named_by_values(right, said, CART) == right
    nothing_held = [ChangeLine(ref=2, milk="oat milk", size="large")]
    said = "the n1 with milk:oat_milk should be size:large".split()
    assert named_by_values(nothing_held, said, CART) == nothing_held
    added = [AddLine(item="latte", milk="almond milk")]
    assert named_by_values(added, "another n1 with milk:almond_milk".split(), CART) == added
    only = [ChangeLine(ref=2, milk="almond milk")]  # the values were the change
    assert named_by_values(only, "the n1 with milk:almond_milk".split(), CART) == only


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "a latte with almond milk and a mocha",
                       "the one with almond milk should be large")
    assert [(line.item, line.size, line.milk) for line in cart.lines] == [
        ("latte", "large", "almond milk"), ("mocha", None, None)]


def test_the_shipped_engine_reads_the_decaf_should_be_iced(engine):
    cart, _ = converse(engine, "i'd like a decaf latte and a regular latte", "the decaf should be iced")
    assert [(line.caffeine, line.temp) for line in cart.lines] == [("decaf", "iced"), (None, None)]


LATTES = Cart(lines=[Line(id=1, item="latte", qty=2, milk="oat milk"),
                     Line(id=2, item="latte", milk="almond milk")], next_line_id=3)


def test_one_of_them_named_by_its_values_takes_the_change_the_model_made_of_several():
    said = "and n1 of them should be caffeine:decaf , the milk:almond_milk n1".split()
    both = [ChangeLine(ref=2, caffeine="decaf"), ChangeLine(ref=1, caffeine="decaf")]
    assert named_by_values(both, said, LATTES) == [ChangeLine(ref=2, caffeine="decaf")]
    said = "just the milk:oat_milk n1 temp:iced".split()
    both = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]
    assert named_by_values(both, said, LATTES) == [ChangeLine(ref=1, temp="iced")]
    said = "make n1 of them caffeine:decaf , the n1 with milk:almond_milk".split()  # the name written on both
    named = [ChangeLine(ref=1, milk="almond milk"), ChangeLine(ref=2, milk="almond milk", caffeine="decaf")]
    assert named_by_values(named, said, LATTES) == [ChangeLine(ref=2, milk="almond milk", caffeine="decaf")]


def test_changes_of_several_lines_stay_where_the_turn_says_more_than_one_of_them():
    both = [ChangeLine(ref=2, caffeine="decaf"), ChangeLine(ref=1, caffeine="decaf")]
    said = "make both caffeine:decaf , the milk:almond_milk n1 too".split()
    assert named_by_values(both, said, LATTES) == both
    said = "make them caffeine:decaf , the milk:almond_milk n1 too".split()  # no "one of them"
    assert named_by_values(both, said, LATTES) == both
    other = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, caffeine="decaf")]  # a change of each
    said = "make n1 of them temp:iced and the milk:almond_milk n1 caffeine:decaf".split()
    assert named_by_values(other, said, LATTES) == other


def test_the_shipped_engine_makes_only_the_almond_latte_decaf(engine):
    cart, replies = converse(engine, "three lattes, all oat", "actually make one of them almond",
                             "and one of them should be decaf, the almond one")
    assert [(line.qty, line.milk, line.caffeine) for line in cart.lines] == [
        (2, "oat milk", None), (1, "almond milk", "decaf")]
    assert replies[-1] == "Changed the almond milk latte to decaf. Anything else?"


def test_a_line_of_no_size_holds_its_items_usual_size():
    from ordering.menu import load_menu

    coffees = Cart(lines=[Line(id=1, item="coffee", size="small"), Line(id=2, item="coffee", size="large"),
                          Line(id=3, item="coffee")], next_line_id=4)
    said = "add milk:half_and_half to the size:medium n1".split()
    model = [ChangeLine(ref=1, milk="half and half")]
    assert named_by_values(model, said, coffees, load_menu()) == [ChangeLine(ref=3, milk="half and half")]
    assert named_by_values(model, said, coffees) == model  # without the menu no line holds medium


def test_the_shipped_engine_adds_cream_to_the_medium_coffee(engine):
    cart, _ = converse(engine, "one small coffee, one medium coffee and one large coffee",
                       "add cream to the medium one")
    assert [(line.size, line.milk) for line in cart.lines] == [("small", None), ("medium", "half and half"),
                                                                ("large", None)]  # in the order said


WHIP = Cart(lines=[Line(id=1, item="mocha", addons={"whipped cream": 1}), Line(id=2, item="mocha")],
            next_line_id=3)


def test_the_one_without_a_value_names_the_line_that_lacks_it():
    model = [ChangeLine(ref=1, drop=["whipped cream"], temp="iced")]  # the model took the whip off line 1
    said = "make the n1 without addon:whipped_cream temp:iced".split()
    assert named_by_values(model, said, WHIP) == [ChangeLine(ref=2, temp="iced")]
    said = "the n1 with no addon:whipped_cream should be temp:iced".split()
    assert named_by_values(model, said, WHIP) == [ChangeLine(ref=2, temp="iced")]
    said = "make the n1 with addon:whipped_cream temp:iced".split()  # with it: the first, as the model said
    assert named_by_values([ChangeLine(ref=1, temp="iced")], said, WHIP) == [ChangeLine(ref=1, temp="iced")]


def test_the_shipped_engine_ices_the_mocha_without_whip(engine):
    cart, _ = converse(engine, "can i get two small mochas one with whip and one without",
                       "make the one without whip iced")
    assert [(line.addons, line.temp) for line in cart.lines] == [({"whipped cream": 1}, None), ({}, "iced")]
    cart, _ = converse(engine, "two lattes one with oat", "the one with no oat should be decaf")
    assert [(line.milk, line.caffeine) for line in cart.lines] == [("oat milk", None), (None, "decaf")]


SYRUPS = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1}),
                     Line(id=2, item="latte", addons={"caramel syrup": 1})], next_line_id=3)


def test_remove_the_one_its_values_name_removes_that_line():
    model = [ChangeLine(ref=1, drop=["vanilla syrup"])]  # the model took the syrup off
    assert line_removed_by_values(model, "remove the addon:vanilla_syrup n1".split(), SYRUPS) == [
        RemoveLine(ref=1)]
    said = "remove the n1 with addon:caramel_syrup".split()
    assert line_removed_by_values([ChangeLine(ref=2, drop=["caramel syrup"])], said, SYRUPS) == [
        RemoveLine(ref=2)]
    said = "remove the addon:vanilla_syrup".split()  # no line named: the syrup comes off
    assert line_removed_by_values(model, said, SYRUPS) == model
    said = "make the addon:vanilla_syrup n1 without it".split()  # not removed
    assert line_removed_by_values(model, said, SYRUPS) == model


def test_get_rid_of_the_one_its_values_name_removes_it_where_the_model_added_them_again():
    said = "get rid of the addon:caramel_syrup n1".split()
    assert line_removed_by_values([ChangeLine(ref=2)], said, SYRUPS) == [RemoveLine(ref=2)]  # named: stripped
    assert line_removed_by_values([ChangeLine(ref=2)], "make the addon:caramel_syrup n1".split(), SYRUPS) == [
        ChangeLine(ref=2)]


def test_never_mind_the_one_its_values_name_removes_it_too():
    model = [ChangeLine(ref=2, drop=["caramel syrup"])]
    for text in ("nevermind the addon:caramel_syrup n1", "never mind the addon:caramel_syrup n1 please",
                 "ditch the addon:caramel_syrup n1"):
        assert line_removed_by_values(model, text.split(), SYRUPS) == [RemoveLine(ref=2)], text
    said = "mind the addon:caramel_syrup n1".split()  # no "never": no removal
    assert line_removed_by_values(model, said, SYRUPS) == model


def test_the_shipped_engine_drops_the_buttered_bagel_never_minded(engine):
    cart, replies = converse(engine, "two bagels, one with cream cheese and one with butter",
                             "nevermind the butter one")
    assert [line.addons for line in cart.lines] == [{"cream cheese": 1}]
    assert replies[1] == "Removed the plain bagel with butter. Anything else?"


def test_the_shipped_engine_gets_rid_of_the_caramel_latte(engine):
    cart, replies = converse(engine, "a latte with vanilla and a latte with caramel",
                             "get rid of the caramel one")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}]
    assert replies[1] == "Removed the latte with caramel syrup. Anything else?"


ROOM = Cart(lines=[Line(id=1, item="latte", preps=["with room"]), Line(id=2, item="latte")], next_line_id=3)
UNWHIPPED = Cart(lines=[Line(id=1, item="mocha", removals=["whipped cream"]), Line(id=2, item="mocha")],
                 next_line_id=3)


def test_a_removal_of_another_line_moves_to_the_line_the_values_name():
    said = "remove the n1 prep:with_room".split()  # "with" is a word of "with room"
    assert line_removed_by_values([RemoveLine(ref=2)], said, ROOM) == [RemoveLine(ref=1)]
    said = "cancel the n1 without addon:whipped_cream".split()  # lacking it: the line it was taken off
    assert line_removed_by_values([RemoveLine(ref=2)], said, UNWHIPPED) == [RemoveLine(ref=1)]
    said = "remove the item:mocha prep:with_room".split()  # an item the named line is not: the model's
    assert line_removed_by_values([RemoveLine(ref=2)], said, ROOM) == [RemoveLine(ref=2)]
    said = "remove the n1 prep:with_room".split()
    assert line_removed_by_values([RemoveLine(ref=1)], said, ROOM) == [RemoveLine(ref=1)]


def test_the_one_with_room_names_the_line_changed():
    said = "the n1 prep:with_room , add a splash of milk:half_and_half".split()
    model = [ChangeLine(ref=2, preps=["with room"], milk="half and half")]
    assert named_by_values(model, said, ROOM) == [ChangeLine(ref=1, milk="half and half")]


def test_the_shipped_engine_reads_the_one_with_room_and_the_one_without_whip(engine):
    cart, _ = converse(engine, "two small americanos, one with room", "put oat milk in the one with room")
    assert [(line.preps, line.milk) for line in cart.lines] == [(["with room"], "oat milk"), ([], None)]
    cart, _ = converse(engine, "two lattes, one with room", "remove the one with room")
    assert [line.preps for line in cart.lines] == [[]]
    cart, _ = converse(engine, "two mochas, one without whip", "cancel the one without whip")
    assert [line.removals for line in cart.lines] == [[]]


def test_the_shipped_engine_removes_the_vanilla_latte(engine):
    cart, replies = converse(engine, "a vanilla latte and a caramel latte", "remove the vanilla one")
    assert [line.addons for line in cart.lines] == [{"caramel syrup": 1}]
    assert replies[1] == "Removed the latte with vanilla syrup. Anything else?"


def test_the_regular_one_is_the_line_of_an_item_with_no_choices():
    cart = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="latte", caffeine="decaf"),
                       Line(id=3, item="latte"), Line(id=4, item="mocha")], next_line_id=5)
    assert plain_one_named([RemoveLine(ref=1)], "remove the regular n1".split(), cart) == [RemoveLine(ref=3)]
    said = "make the plain n1 size:large".split()
    assert plain_one_named([ChangeLine(ref=4, size="large")], said, cart) == [ChangeLine(ref=3, size="large")]
    assert plain_one_named([RemoveLine(ref=1)], "remove the n1 with milk:oat_milk".split(), cart) == [
        RemoveLine(ref=1)]  # not said
    two_plain = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    assert plain_one_named([RemoveLine(ref=1)], "remove the regular n1".split(), two_plain) == [
        RemoveLine(ref=1)]  # which of two?


def test_the_shipped_engine_removes_the_regular_one(engine):
    cart, _ = converse(engine, "i'd like three lattes, one with oat, one with soy and one regular",
                       "actually remove the regular one")
    assert [line.milk for line in cart.lines] == ["oat milk", "soy milk"]


def test_the_black_one_is_the_coffee_with_no_milk():
    cart = Cart(lines=[Line(id=1, item="coffee"), Line(id=2, item="coffee", milk="half and half")],
                next_line_id=3)
    said = "make the black n1 a size:large".split()
    assert plain_one_named([ChangeLine(ref=2, size="large")], said, cart) == [ChangeLine(ref=1, size="large")]


def test_the_ones_named_by_values_are_the_line_of_several_with_them():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2, addons={"vanilla syrup": 1}),
                       Line(id=2, item="latte", qty=2, addons={"caramel syrup": 1})], next_line_id=3)
    said = "make the addon:vanilla_syrup ones temp:iced".split()
    assert named_by_values([ChangeLine(ref=2, temp="iced")], said, cart) == [ChangeLine(ref=1, temp="iced")]
    coffees = Cart(lines=[Line(id=1, item="coffee", qty=2), Line(id=2, item="coffee", qty=2,
                                                                   milk="half and half")], next_line_id=3)
    said = "make the black ones size:large".split()
    assert plain_one_named([ChangeLine(ref=2, size="large")], said, coffees) == [
        ChangeLine(ref=1, size="large")]


def test_the_values_said_last_after_in_the_name_the_line():
    cart = Cart(lines=[Line(id=1, item="coffee", size="large"), Line(id=2, item="coffee", size="small")],
                next_line_id=3)
    said = "leave prep:with_room in the size:large".split()
    model = [ChangeLine(ref=2, preps=["with room"], size="large")]
    assert named_by_values(model, said, cart) == [ChangeLine(ref=1, preps=["with room"])]
    said = "add addon:vanilla_syrup to the size:large please".split()
    model = [ChangeLine(ref=2, add_addons={"vanilla syrup": 1}, size="large")]
    assert named_by_values(model, said, cart) == [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    said = "make it the size:large".split()  # no "in"/"to" before "the": a value said, not a line named
    assert named_by_values([ChangeLine(ref=2, size="large")], said, cart) == [ChangeLine(ref=2, size="large")]


def test_the_shipped_engine_leaves_room_in_the_large(engine):
    cart, _ = converse(engine, "one large drip and one small drip", "leave room in the large")
    assert [(line.size, line.preps) for line in cart.lines] == [("large", ["with room"]), ("small", [])]


def test_the_line_named_by_its_syrup_takes_the_other_syrup_in_its_place():
    from ordering.menu import load_menu
    from ordering.named_by_values import named_add_on_swapped

    menu = load_menu()
    two = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 2}),
                      Line(id=2, item="latte", addons={"caramel syrup": 1})], next_line_id=3)
    model = [ChangeLine(ref=2, add_addons={"vanilla syrup": 1, "hazelnut syrup": 1})]
    for said in ("make the addon:vanilla_syrup n1 addon:hazelnut_syrup instead",
                 "make the addon:vanilla_syrup n1 addon:hazelnut_syrup"):
        assert named_add_on_swapped(model, said.split(), two, menu) == [
            ChangeLine(ref=1, add_addons={"hazelnut syrup": 2}, drop=["vanilla syrup"])]
    for said in ("the addon:caramel_syrup n1 should have addon:vanilla_syrup too",  # beside it
                 "make the addon:caramel_syrup n1 with addon:vanilla_syrup",
                 "make the addon:vanilla_syrup n1 addon:whipped_cream"):  # a topping is no syrup's swap
        assert named_add_on_swapped(model, said.split(), two, menu) == model, said


def test_the_shipped_engine_swaps_the_vanilla_lattes_syrup(engine):
    cart, _ = converse(engine, "a vanilla latte and a caramel latte", "make the vanilla one hazelnut instead")
    assert [line.addons for line in cart.lines] == [{"hazelnut syrup": 1}, {"caramel syrup": 1}]


def test_an_add_on_that_only_names_the_line_changed_is_not_added_again():
    iced = Cart(lines=[Line(id=1, item="latte", temp="iced", addons={"vanilla syrup": 1}),
                       Line(id=2, item="latte", temp="iced", addons={"caramel syrup": 1})], next_line_id=3)
    said = "add a extra addon:espresso_shot to the addon:caramel_syrup n1".split()
    model = [ChangeLine(ref=2, add_addons={"espresso shot": 1, "caramel syrup": 2})]
    assert named_by_values(model, said, iced) == [ChangeLine(ref=2, add_addons={"espresso shot": 1})]
    more = "the addon:caramel_syrup n1 with more addon:caramel_syrup".split()  # said twice: added
    assert named_by_values(model, more, iced) == model
    pump = "add another pump to the addon:caramel_syrup n1".split()  # a portion of it: more of it
    assert named_by_values([ChangeLine(ref=2, add_addons={"caramel syrup": 2})], pump, iced) == [
        ChangeLine(ref=2, add_addons={"caramel syrup": 2})]


def test_the_shipped_engine_adds_the_shot_and_no_caramel(engine):
    cart, _ = converse(engine, "two iced lattes, one with vanilla and one with caramel",
                       "add an extra shot to the caramel one")
    assert [line.addons for line in cart.lines] == [
        {"vanilla syrup": 1}, {"caramel syrup": 1, "espresso shot": 1}]


SMALLS = Cart(lines=[Line(id=1, item="latte", qty=2, size="small"), Line(id=2, item="latte", size="large")],
              next_line_id=3)


def test_both_values_ones_are_the_lines_that_hold_the_values():
    from ordering.named_by_values import lines_named_by_values_together

    spread = [ChangeLine(ref=1, size="small", temp="iced"), ChangeLine(ref=2, temp="iced")]
    said = "make both size:small ones temp:iced".split()
    assert lines_named_by_values_together(spread, said, SMALLS, MENU) == [ChangeLine(ref=1, temp="iced")]
    said = "both size:small ones to_go:true".split()
    for model in ([ChangeLine(ref=1, size="small"), ChangeLine(ref=2, size="small")], [SetOrder(to_go=True)]):
        assert lines_named_by_values_together(model, said, SMALLS, MENU) == [ChangeLine(ref=1, notes="to go")]


def test_both_said_of_every_line_or_of_no_values_is_the_models():
    from ordering.named_by_values import lines_named_by_values_together

    spread = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]
    for said in ("make both of them temp:iced", "make all the size:medium ones temp:iced"):
        assert lines_named_by_values_together(spread, said.split(), SMALLS, MENU) == spread, said


def test_the_shipped_engine_ices_both_small_lattes_alone(engine):
    cart, _ = converse(engine, "two small lattes and one large latte", "make both small ones iced")
    assert [(line.qty, line.size, line.temp) for line in cart.lines] == [
        (2, "small", "iced"), (1, "large", None)]


def test_the_value_said_before_with_names_the_line_given_what_follows():
    coffees = Cart(lines=[Line(id=1, item="coffee", size="small"), Line(id=2, item="coffee", size="medium"),
                          Line(id=3, item="coffee", size="large")], next_line_id=4)
    said = "the size:medium with milk:half_and_half".split()
    model = [ChangeLine(ref=3, size="medium", milk="half and half")]  # the model changed the large one
    assert named_by_values(model, said, coffees, MENU) == [ChangeLine(ref=2, milk="half and half")]
    said = "the size:medium with extra care".split()  # no value after "with": the model's
    assert named_by_values(model, said, coffees, MENU) == model


def test_the_shipped_engine_gives_the_medium_coffee_its_cream(engine):
    cart, _ = converse(engine, "i'll take a small coffee, a medium coffee and a large coffee",
                       "the medium with cream")
    assert [(line.size, line.milk) for line in cart.lines] == [
        ("small", None), ("medium", "half and half"), ("large", None)]


SIZES = Cart(lines=[Line(id=1, item="latte", size="small"), Line(id=2, item="latte", size="medium"),
                    Line(id=3, item="latte", size="large")], next_line_id=4)


def test_each_line_named_by_its_values_takes_the_values_said_of_it():
    from ordering.named_by_values import values_per_valued_line

    said = "the size:small n1 with milk:oat_milk , the size:medium with milk:soy_milk".split()
    model = [ChangeLine(ref=1, size="medium", milk="soy milk")]
    assert values_per_valued_line(model, said, SIZES, MENU) == [
        ChangeLine(ref=1, milk="oat milk"), ChangeLine(ref=2, milk="soy milk")]
    said = "the size:small n1 with milk:oat_milk , and a size:medium item:latte".split()  # an order
    assert values_per_valued_line(model, said, SIZES, MENU) == model
    said = "the size:small n1 with milk:oat_milk , the size:small with milk:soy_milk".split()  # one line
    assert values_per_valued_line(model, said, SIZES, MENU) == model


def test_the_shipped_engine_gives_the_small_latte_oat_and_the_medium_soy(engine):
    cart, _ = converse(engine, "a small latte, a medium latte and a large latte",
                       "the small one with oat, the medium with soy")
    assert [(line.size, line.milk) for line in cart.lines] == [
        ("small", "oat milk"), ("medium", "soy milk"), ("large", None)]
