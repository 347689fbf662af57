""""Caramel instead", "swap the sugar for honey": the new add-on takes the old one's place."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Changed, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.swaps import add_on_swapped_for_unlisted, instead_of_said, swapped, value_instead_of_said
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", size="small",
                        addons={"vanilla syrup": 1, "whipped cream": 1, "espresso shot": 1})], next_line_id=2)


def test_the_new_add_on_takes_the_place_of_its_kind():
    said = "actually addon:hazelnut_syrup instead".split()
    assert swapped([ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})], said, CART, MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])]  # the cream stays


def test_the_one_named_as_swapped_out_goes_and_the_others_of_its_kind_stay():
    two = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1, "hazelnut syrup": 1})],
               next_line_id=2)
    said = "swap the addon:hazelnut_syrup for addon:caramel_syrup".split()
    model = [ChangeLine(ref=1, add_addons={"hazelnut syrup": 1, "caramel syrup": 1})]
    assert swapped(model, said, two, MENU) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 1}, drop=["hazelnut syrup"])]  # the vanilla stays
    said = "addon:caramel_syrup instead".split()  # none named: every syrup gives way
    assert swapped([ChangeLine(ref=1, add_addons={"caramel syrup": 1})], said, two, MENU) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 1}, drop=["vanilla syrup", "hazelnut syrup"])]


def test_changing_an_add_on_to_another_takes_it_off():
    vanilla = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1, "sugar": 1})], next_line_id=2)
    both = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1, "caramel syrup": 1})]  # the model kept it
    assert swapped(both, "change the addon:vanilla_syrup to addon:caramel_syrup".split(), vanilla, MENU) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 1}, drop=["vanilla syrup"])]
    honey = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1, "honey": 1})]  # another kind: named, so off
    assert swapped(honey, "change addon:vanilla_syrup to addon:honey".split(), vanilla, MENU) == [
        ChangeLine(ref=1, add_addons={"honey": 1}, drop=["vanilla syrup"])]


def test_the_shipped_engine_changes_the_vanilla_to_caramel(engine):
    cart, replies = converse(engine, "a latte with vanilla", "change the vanilla to caramel")
    assert [line.addons for line in cart.lines] == [{"caramel syrup": 1}]
    assert replies[-1] == "Changed the latte: with caramel syrup, without vanilla syrup. Anything else?"


def test_instead_of_the_one_the_last_turn_took_off_leaves_the_others():
    kept = Line(id=1, item="latte", addons={"vanilla syrup": 1})
    taken = Cart(lines=[kept], next_line_id=2, changed=[Changed(
        line=Line(id=1, item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1}),
        change={"drop": ["caramel syrup"]})])  # "take out the caramel"
    said = "add addon:hazelnut_syrup instead".split()
    added = [ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})]
    assert swapped(added, said, taken, MENU) == added  # the vanilla stays
    assert swapped(added, said, Cart(lines=[kept], next_line_id=2), MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])]


def test_the_shipped_engine_adds_in_place_of_the_one_taken_out(engine):
    cart, replies = converse(engine, "a latte with vanilla and caramel", "take out the caramel",
                             "add hazelnut instead")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1, "hazelnut syrup": 1}]
    assert replies[-1] == "Changed the latte: with hazelnut syrup. Anything else?"


def test_the_swap_goes_to_the_one_line_with_the_add_on_named():
    two = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1}),
                      Line(id=2, item="macchiato", addons={"caramel syrup": 1})], next_line_id=3)
    said = "swap the addon:vanilla_syrup for addon:hazelnut_syrup".split()
    model = [ChangeLine(ref=2, add_addons={"vanilla syrup": 1, "hazelnut syrup": 1})]
    assert swapped(model, said, two, MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])]  # the caramel stays
    both = two.model_copy(update={"lines": [two.lines[0], two.lines[1].model_copy(
        update={"addons": {"vanilla syrup": 1}})]})  # two lines with vanilla: which one is not said
    assert swapped(model, said, both, MENU) == [
        ChangeLine(ref=2, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])]


def test_the_shipped_engine_swaps_the_add_on_on_its_line(engine):
    cart, _ = converse(engine, "one vanilla latte and one caramel macchiato", "swap the vanilla for hazelnut")
    assert [line.addons for line in cart.lines] == [{"hazelnut syrup": 1}, {"caramel syrup": 1}]


def test_a_correction_that_says_an_add_on_alone_takes_the_place_of_its_kind():
    for said in ("no sorry , addon:hazelnut_syrup", "i meant addon:hazelnut_syrup",
                 "actually addon:hazelnut_syrup"):
        assert swapped([ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})], said.split(), CART, MENU) == [
            ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])], said
    for said in ("actually add addon:hazelnut_syrup too", "no , addon:hazelnut_syrup and iced"):
        add = ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})
        assert swapped([add], said.split(), CART, MENU) == [add], said


def test_the_shipped_engine_swaps_the_syrup_said_as_a_correction(engine):
    cart, _ = converse(engine, "can i get a vanilla latte", "no sorry, hazelnut")
    assert cart.lines[0].addons == {"hazelnut syrup": 1}


def test_changed_to_an_add_on_takes_the_place_of_its_kind():
    for said in ("change it to addon:hazelnut_syrup", "change the syrup to addon:hazelnut_syrup",
                 "switch that to addon:hazelnut_syrup", "turn the item:latte into a addon:hazelnut_syrup"):
        assert swapped([ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})], said.split(), CART, MENU) == [
            ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])], said
    for said in ("change it to iced and add addon:hazelnut_syrup", "add addon:hazelnut_syrup to it"):
        add = ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})
        assert swapped([add], said.split(), CART, MENU) == [add], said


def test_a_swap_that_names_the_old_one_takes_it_off():
    said = "swap the addon:vanilla_syrup for addon:caramel_syrup".split()
    written = ChangeLine(ref=1, add_addons={"caramel syrup": 1, "vanilla syrup": 1})
    assert swapped([written], said, CART, MENU) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 1}, drop=["vanilla syrup"])]


def test_without_a_swap_word_or_with_a_drop_written_nothing_changes():
    add = ChangeLine(ref=1, add_addons={"caramel syrup": 1})
    assert swapped([add], "add addon:caramel_syrup too".split(), CART, MENU) == [add]
    dropped = ChangeLine(ref=1, add_addons={"caramel syrup": 1}, drop=["vanilla syrup"])
    assert swapped([dropped], "addon:caramel_syrup instead".split(), CART, MENU) == [dropped]
    shot = ChangeLine(ref=1, add_addons={"espresso shot": 2})  # an extra joins, it replaces nothing
    assert swapped([shot], "a double shot instead".split(), CART, MENU) == [shot]


def test_an_add_on_named_as_swapped_out_comes_off_whatever_its_kind():
    cart = Cart(lines=[Line(id=1, item="matcha latte", addons={"honey": 1})], next_line_id=2)
    said = "can i swap the addon:honey for addon:vanilla_syrup".split()
    model = [ChangeLine(ref=1, add_addons={"honey": 1, "vanilla syrup": 1})]
    assert swapped(model, said, cart, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1}, drop=["honey"])]
    kept = "addon:vanilla_syrup instead , and keep the addon:honey".split()  # honey named, not swapped
    assert swapped([ChangeLine(ref=1, add_addons={"vanilla syrup": 1})], kept, cart, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]


def test_the_add_on_swapped_in_takes_the_count_said_or_the_old_one():
    two = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 2})], next_line_id=2)
    change = [ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})]
    assert swapped(change, "change it to addon:hazelnut_syrup".split(), two, MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 2}, drop=["vanilla syrup"])]
    assert swapped(change, "addon:hazelnut_syrup instead , n3 pumps".split(), two, MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 3}, drop=["vanilla syrup"])]
    assert swapped(change, "addon:hazelnut_syrup instead and n2 item:latte".split(), two, MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])]  # a count of another



BAGEL = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="bagel", addons={"cream cheese": 2})],
             next_line_id=3)


def test_an_add_on_said_instead_of_another_takes_its_place_with_its_count():
    said = "no actually addon:butter instead of addon:cream_cheese".split()
    for model in ([ChangeLine(ref=2, drop=["butter"])], []):
        assert instead_of_said(model, said, BAGEL) == [ChangeLine(ref=2, add_addons={"butter": 2},
                                                                  drop=["cream cheese"])]
    said = "addon:jam rather than addon:cream_cheese please".split()
    assert instead_of_said([], said, BAGEL) == [
        ChangeLine(ref=2, add_addons={"jam": 2}, drop=["cream cheese"])]


def test_an_add_on_no_line_has_or_a_turn_that_does_more_is_left_alone():
    said = "addon:butter instead of addon:honey".split()
    assert instead_of_said([], said, BAGEL) == []
    said = "addon:butter instead of addon:cream_cheese and make the latte size:large".split()
    model = [ChangeLine(ref=2, add_addons={"butter": 1}), ChangeLine(ref=1, size="large")]
    assert instead_of_said(model, said, BAGEL) == model


def test_an_add_on_said_not_another_takes_its_place_even_put_on_another_line():
    caramel = Cart(lines=[Line(id=1, item="latte", addons={"caramel syrup": 1}), Line(id=2, item="coffee")],
                   next_line_id=3)
    said = "actually my wife wants addon:hazelnut_syrup not addon:caramel_syrup".split()
    for model in ([ChangeLine(ref=2, add_addons={"hazelnut syrup": 1})],
                  [ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})]):
        assert instead_of_said(model, said, caramel) == [
            ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["caramel syrup"])]
    sized = [ChangeLine(ref=2, add_addons={"hazelnut syrup": 1}, size="large")]  # more than the add-on
    assert instead_of_said(sized, said, caramel) == sized


def test_the_shipped_engine_gives_the_wife_hazelnut_not_caramel(engine):
    cart, replies = converse(engine, "a caramel latte for my wife and a black coffee for me",
                             "actually my wife wants hazelnut not caramel")
    assert [(line.item, line.addons) for line in cart.lines] == [("latte", {"hazelnut syrup": 1}),
                                                                ("coffee", {})]
    assert replies[1] == ("Changed your wife's latte: with hazelnut syrup, without caramel syrup. "
                          "Anything else?")


def test_a_value_said_instead_of_another_of_its_group_is_the_one_set():
    said = "make it a size:small instead of a size:medium".split()
    assert value_instead_of_said([ChangeLine(ref=1, size="medium")], said) == [
        ChangeLine(ref=1, size="small")]
    said = "milk:almond_milk rather than milk:oat_milk".split()
    assert value_instead_of_said([ChangeLine(ref=1, milk="almond milk")], said) == [
        ChangeLine(ref=1, milk="almond milk")]  # the model's right already
    said = "size:small instead of temp:iced".split()  # two groups: not this reading's
    assert value_instead_of_said([ChangeLine(ref=1, temp="iced")], said) == [ChangeLine(ref=1, temp="iced")]


def test_the_word_milk_said_instead_of_a_milk_puts_that_milk_in_nothing():
    said = "and a splash of milk instead of milk:half_and_half".split()
    model = [ChangeLine(ref=1, milk="half and half", notes="a splash of milk")]
    assert value_instead_of_said(model, said) == [ChangeLine(ref=1, notes="a splash of milk")]
    said = "milk:oat_milk instead of milk:half_and_half".split()  # a milk named: the model's
    oat = [ChangeLine(ref=1, milk="oat milk")]
    assert value_instead_of_said(oat, said) == oat


def test_the_shipped_engine_notes_the_milk_said_instead_of_cream(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a small americano with room for cream",
                             "and a splash of milk instead of cream")
    assert cart.lines[0].milk is None and cart.lines[0].notes == "a splash of milk"
    assert replies[1] == 'Changed the americano: note "a splash of milk". Anything else?'


def test_a_line_ordered_instead_of_another_value_is_the_one_line():
    said = "a size:small item:latte instead of a size:large one".split()
    both = [AddLine(item="latte", size="small"), AddLine(item="latte", size="large")]
    assert value_instead_of_said(both, said) == both[:1]
    assert value_instead_of_said([ChangeLine(ref=1, size="large")], said) == [ChangeLine(ref=1, size="small")]
    apart = [AddLine(item="latte", size="small"), AddLine(item="mocha", size="large")]
    assert value_instead_of_said(apart, said) == apart  # another item: not this reading's


def test_the_shipped_engine_orders_one_line_said_instead_of_another(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a small latte instead of a large one")
    assert [(line.item, line.size) for line in cart.lines] == [("latte", "small")]
    cart, _ = converse(engine, "an iced mocha instead of a hot one please")
    assert [(line.item, line.temp) for line in cart.lines] == [("mocha", "iced")]


def test_the_shipped_engine_sets_the_size_said_instead(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "make it a tall instead of a grande")
    assert cart.lines[0].size == "small" and replies[1] == "Changed the latte to small. Anything else?"


WHIPPED = Cart(lines=[Line(id=1, item="hot chocolate", addons={"whipped cream": 1}),
                      Line(id=2, item="latte")], next_line_id=3)


def test_an_add_on_swapped_for_a_thing_off_the_menu_comes_off_and_the_thing_is_noted():
    words = "swap the addon:whipped_cream for marshmallows".split()
    for model in ([ChangeLine(ref=1, add_addons={"whipped cream": 1})],
                  [ChangeLine(ref=2, add_addons={"whipped cream": 1})]):  # put on again, here or beside
        assert add_on_swapped_for_unlisted(model, words, WHIPPED) == [
            ChangeLine(ref=1, drop=["whipped cream"], notes="with marshmallows")]


@pytest.mark.parametrize("said", ["no wait lemon instead of addon:honey",
                                  "lemon instead of the addon:honey please",
                                  "can i have lemon rather than addon:honey"])
def test_words_said_instead_of_an_add_on_take_it_off_and_are_noted(said):
    honeyed = Cart(lines=[Line(id=1, item="earl grey tea", addons={"honey": 1})], next_line_id=2)
    for model in ([ChangeLine(ref=1, drop=["honey"])], [ChangeLine(ref=1, add_addons={"honey": 1})]):
        assert add_on_swapped_for_unlisted(model, said.split(), honeyed) == [
            ChangeLine(ref=1, drop=["honey"], notes="with lemon")]


def test_an_add_on_said_instead_of_an_add_on_or_more_said_after_is_the_models():
    honeyed = Cart(lines=[Line(id=1, item="earl grey tea", addons={"honey": 1})], next_line_id=2)
    model = [ChangeLine(ref=1, drop=["honey"], add_addons={"sugar": 1})]
    for said in ("addon:sugar instead of addon:honey", "lemon instead of addon:honey and a item:latte",
                 "a item:latte instead of addon:honey"):
        assert add_on_swapped_for_unlisted(model, said.split(), honeyed) == model


def test_the_shipped_engine_notes_the_lemon_said_instead_of_honey(engine):
    cart, _ = converse(engine, "an earl grey with honey", "no wait lemon instead of honey")
    assert [(line.addons, line.notes) for line in cart.lines] == [({}, "with lemon")]


def test_a_swap_for_a_menu_value_or_of_an_add_on_the_order_lacks_is_the_models():
    model = [ChangeLine(ref=1, add_addons={"caramel sauce": 1}, drop=["whipped cream"])]
    words = "swap the addon:whipped_cream for addon:caramel_sauce".split()
    assert add_on_swapped_for_unlisted(model, words, WHIPPED) == model
    words = "swap the addon:vanilla_syrup for marshmallows".split()
    assert add_on_swapped_for_unlisted([ChangeLine(ref=2, add_addons={"vanilla syrup": 1})], words,
                                       WHIPPED) == [ChangeLine(ref=2, add_addons={"vanilla syrup": 1})]


def test_the_shipped_engine_swaps_the_whipped_cream_for_marshmallows(engine):
    cart, replies = converse(engine, "a hot chocolate with whipped cream",
                             "swap the whipped cream for marshmallows")
    assert [(line.addons, line.notes) for line in cart.lines] == [({}, "with marshmallows")]
    assert cart.customer_name is None and "Marshmallows" not in replies[1]


def test_make_both_of_them_an_add_on_is_made_of_it():
    from ordering.swaps import made_of_add_on

    for said in ("make both of them addon:hazelnut_syrup", "make them both addon:hazelnut_syrup",
                 "make both addon:hazelnut_syrup", "make all of them addon:hazelnut_syrup"):
        assert made_of_add_on(said.split()), said
    for said in ("add addon:hazelnut_syrup to both", "make both addon:hazelnut_syrup too"):
        assert not made_of_add_on(said.split()), said


def test_an_add_on_made_another_gives_way_to_it_with_its_count():
    sweet = Cart(lines=[Line(id=1, item="coffee", addons={"sugar": 2, "honey": 1})], next_line_id=2)
    said = "make the addon:sugar addon:splenda".split()
    model = [ChangeLine(ref=1, add_addons={"sugar": 1, "splenda": 1})]
    assert swapped(model, said, sweet, MENU) == [
        ChangeLine(ref=1, add_addons={"splenda": 2}, drop=["sugar"])]  # the honey stays
    said = "make the addon:sugar please".split()  # no add-on it is made
    assert swapped(model, said, sweet, MENU) == model


def test_the_shipped_engine_makes_the_vanilla_caramel(engine):
    cart, replies = converse(engine, "a small latte with two pumps of vanilla", "make the vanilla caramel")
    assert cart.lines[0].addons == {"caramel syrup": 2}
    assert replies[1] == "Changed the latte: with caramel syrup ×2, without vanilla syrup. Anything else?"


def test_a_sauce_said_instead_takes_the_place_of_a_syrup_where_the_line_has_no_sauce():
    peppermint = Cart(lines=[Line(id=1, item="latte", addons={"peppermint syrup": 1, "sugar": 1})],
                      next_line_id=2)
    said = "with addon:white_chocolate_sauce instead".split()
    assert swapped([ChangeLine(ref=1, add_addons={"white chocolate sauce": 1})], said, peppermint, MENU) == [
        ChangeLine(ref=1, add_addons={"white chocolate sauce": 1}, drop=["peppermint syrup"])]  # sugar stays
    both = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1, "chocolate sauce": 1})],
                next_line_id=2)  # a sauce of its own: only the sauce gives way
    assert swapped([ChangeLine(ref=1, add_addons={"white chocolate sauce": 1})], said, both, MENU) == [
        ChangeLine(ref=1, add_addons={"white chocolate sauce": 1}, drop=["chocolate sauce"])]


def test_the_shipped_engine_swaps_the_peppermint_for_white_chocolate(engine):
    cart, replies = converse(engine, "a medium latte with peppermint", "with white chocolate instead")
    assert [line.addons for line in cart.lines] == [{"white chocolate sauce": 1}]


def test_an_add_on_said_instead_on_a_unit_split_off_takes_the_place_of_its_kind():
    two = Cart(lines=[Line(id=1, item="latte", qty=2, addons={"vanilla syrup": 1, "whipped cream": 1})],
               next_line_id=2)
    split = [ChangeLine(ref=1, qty=1),
             AddLine(item="latte", addons={"vanilla syrup": 1, "whipped cream": 1, "caramel syrup": 1})]
    said = "make n1 of them addon:caramel_syrup instead".split()
    assert swapped(split, said, two, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", addons={"whipped cream": 1, "caramel syrup": 1})]
    assert swapped(split, "make n1 of them addon:caramel_syrup".split(), two, MENU) == split  # no swap said


def test_the_shipped_engine_makes_one_of_two_vanilla_lattes_caramel(engine):
    cart, _ = converse(engine, "two vanilla lattes", "make one of them caramel instead")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}, {"caramel syrup": 1}]


def test_a_value_said_instead_of_an_add_on_takes_it_off():
    from ordering.swaps import value_instead_of_add_on

    mocha = Cart(lines=[Line(id=1, item="mocha", addons={"whipped cream": 1})], next_line_id=2)
    said = "no actually with milk:half_and_half instead of addon:whipped_cream".split()
    assert value_instead_of_add_on([ChangeLine(ref=1, milk="half and half")], said, mocha) == [
        ChangeLine(ref=1, milk="half and half", drop=["whipped cream"])]
    said = "with milk:half_and_half instead of addon:vanilla_syrup".split()  # no line has it: the model's
    assert value_instead_of_add_on([ChangeLine(ref=1, milk="half and half")], said, mocha) == [
        ChangeLine(ref=1, milk="half and half")]


def test_a_value_said_instead_of_an_add_on_moves_the_models_change_of_another_line():
    from ordering.swaps import value_instead_of_add_on

    cart = Cart(lines=[Line(id=1, item="mocha", addons={"whipped cream": 1}),
                       Line(id=2, item="blueberry muffin")], next_line_id=3)
    said = "no actually with milk:half_and_half instead of addon:whipped_cream".split()
    assert value_instead_of_add_on([ChangeLine(ref=2, add_addons={"whipped cream": 1})], said, cart) == [
        ChangeLine(ref=1, milk="half and half", drop=["whipped cream"])]


def test_the_shipped_engine_takes_the_whip_off_for_cream(engine):
    cart, _ = converse(engine, "a mocha with whip", "no actually with cream instead of whip")
    assert [(line.milk, line.addons) for line in cart.lines] == [("half and half", {})]


def test_a_double_instead_takes_the_extra_shot_off():
    from ordering.swaps import shots_instead_of_extra

    cart = Cart(lines=[Line(id=1, item="cortado", milk="oat milk", addons={"espresso shot": 1})],
                next_line_id=2)
    for said in ("can you make it a shots:2 instead",
                 "actually a shots:2 instead of the added addon:espresso_shot"):
        assert shots_instead_of_extra([ChangeLine(ref=1, shots=2)], said.split(), cart) == [
            ChangeLine(ref=1, shots=2, drop=["espresso shot"])], said
    for said in ("make it a shots:3", "a shots:2 instead and an added addon:espresso_shot"):
        assert shots_instead_of_extra([ChangeLine(ref=1, shots=2)], said.split(), cart) == [
            ChangeLine(ref=1, shots=2)], said
    plain = Cart(lines=[Line(id=1, item="cortado")], next_line_id=2)
    assert shots_instead_of_extra([ChangeLine(ref=1, shots=2)], "a shots:2 instead".split(), plain) == [
        ChangeLine(ref=1, shots=2)]


def test_the_shipped_engine_makes_the_cortado_a_double_in_place_of_its_extra_shot(engine):
    cart, _ = converse(engine, "i'd like a cortado with oat", "and an extra shot in it",
                       "can you make it a double instead")
    assert [(line.shots, dict(line.addons)) for line in cart.lines] == [(2, {})]
