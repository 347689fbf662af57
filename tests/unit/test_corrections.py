""""Sorry, I meant a mocha", "just one actually": corrections of the last line (`ordering.corrections`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Changed, Line
from ordering.corrections import (
    all_but_kept,
    changed_in_turn,
    count_corrected,
    item_corrected,
    only_kept,
    replaced_in_turn,
    said_no_more,
    value_replaced_in_turn,
)
from ordering.edits import AddLine, ChangeLine, ClearCart, RemoveLine, ReviewOrder
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", size="small"), Line(id=2, item="blueberry muffin")],
            next_line_id=3)


def test_the_item_meant_replaces_the_last_line_of_its_kind():
    said = "sorry , i meant a item:mocha".split()
    assert item_corrected([], said, CART, MENU) == [RemoveLine(ref=1), AddLine(item="mocha")]
    large = "no i said a size:large item:mocha".split()
    assert item_corrected([ChangeLine(ref=1, size="large")], large, CART, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha", size="large")]
    croissant = "sorry , i meant a item:butter_croissant".split()
    assert item_corrected([], croissant, CART, MENU) == [RemoveLine(ref=2), AddLine(item="butter croissant")]
    mean = "i mean a item:cortado".split()  # the model added it beside
    assert item_corrected([AddLine(item="cortado")], mean, CART, MENU) == [
        RemoveLine(ref=1), AddLine(item="cortado")]


def test_the_shipped_engine_puts_the_cortado_meant_in_the_cappuccinos_place(engine):
    cart, replies = converse(engine, "a cappuccino", "i mean a cortado")
    assert lines(cart) == [{"item": "cortado", "qty": 1}]
    assert replies[1] == "Changed the cappuccino to a cortado ($3.50). Anything else?"


def test_one_said_too_is_added_beside_and_a_wait_corrects():
    assert item_corrected([], "actually , a item:mocha too".split(), CART, MENU) == [AddLine(item="mocha")]
    assert item_corrected([], "no wait , a item:mocha".split(), CART, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha")]


def test_a_correcting_word_then_one_item_alone_takes_the_last_lines_place():
    added = [AddLine(item="mocha")]
    for said in ("actually a item:mocha", "hmm , or rather a item:mocha please", "wait , a item:mocha"):
        assert item_corrected(added, said.split(), CART, MENU) == [RemoveLine(ref=1), AddLine(item="mocha")]
    two = [AddLine(item="mocha", qty=2, size="large")]
    assert item_corrected(two, "oh actually n2 size:large item:mocha".split(), CART, MENU) == [
        RemoveLine(ref=1), *two]
    for said in ("actually can i also get a item:mocha", "actually a item:mocha too",
                 "actually a item:mocha for my wife", "a item:mocha actually"):
        assert item_corrected(added, said.split(), CART, MENU) == added


def test_i_said_an_item_the_model_added_takes_the_last_lines_place():
    added = [AddLine(item="mocha")]
    said = "no that's wrong , i said a item:mocha".split()
    assert item_corrected(added, said, CART, MENU) == [RemoveLine(ref=1), AddLine(item="mocha")]
    assert item_corrected(added, "i said a item:mocha too".split(), CART, MENU) == added
    assert item_corrected(added, "she said a item:mocha".split(), CART, MENU) == added


def test_the_shipped_engine_puts_a_drink_said_after_actually_in_the_last_drinks_place(engine):
    cart, replies = converse(engine, "a large oat latte and a blueberry muffin", "actually a cappuccino")
    assert lines(cart) == lines(Cart(lines=[
        Line(id=2, item="blueberry muffin"), Line(id=3, item="cappuccino", size="large", milk="oat milk")]))
    assert replies[1] == "Changed the latte to a large oat milk cappuccino ($5.95). Anything else?"


def test_the_shipped_engine_adds_one_said_too(engine):
    cart, replies = converse(engine, "a mocha", "actually, a cappuccino too")
    assert [line.item for line in cart.lines] == ["mocha", "cappuccino"]
    cart, _ = converse(engine, "a latte", "no wait, a cappuccino")
    assert [line.item for line in cart.lines] == ["cappuccino"]


def test_the_shipped_engine_recounts_after_scratch_that(engine):
    cart, replies = converse(engine, "a cortado", "two of those", "scratch that, just one")
    assert lines(cart) == [{"item": "cortado", "qty": 1}]
    assert replies[-1] == "You now have a cortado ($3.50). Anything else?"
    cart, _ = converse(engine, "a latte", "make it two", "no wait, just the one")
    assert lines(cart) == [{"item": "latte", "qty": 1}]


def test_other_turns_keep_the_models_edits():
    written = [AddLine(item="mocha")]
    assert item_corrected(written, "and a item:mocha".split(), CART, MENU) == written
    assert item_corrected([], "a item:mocha please".split(), CART, MENU) == []  # no correction said
    change = [ChangeLine(ref=1, size="large")]
    assert item_corrected(change, "actually a size:large item:mocha".split(), CART, MENU) == change
    assert item_corrected([], "sorry i meant a item:latte".split(), CART, MENU) == []  # already there
    assert item_corrected([], "sorry i meant a item:mocha".split(), Cart(), MENU) == []


def test_a_count_said_alone_sets_the_last_lines_count():
    assert count_corrected([], "just n1 actually".split(), CART) == [ChangeLine(ref=2, qty=1)]
    assert count_corrected([], "oh , n3".split(), CART) == [ChangeLine(ref=2, qty=3)]
    assert count_corrected([], "n2 item:latte".split(), CART) == []
    assert count_corrected([], "n2 for here".split(), CART) == []
    written = [ChangeLine(ref=1, qty=2)]
    assert count_corrected(written, "make it n2".split(), CART) == written


def test_a_count_said_after_scratch_that_or_just_the_sets_the_last_lines_count():
    guessed = [ChangeLine(ref=2, notes="no sleeve")]  # the model's note for words that hold none
    assert count_corrected(guessed, "no wait , just the n1".split(), CART) == [ChangeLine(ref=2, qty=1)]
    removed = [RemoveLine(ref=2)]
    assert count_corrected(removed, "scratch that , just n1".split(), CART) == [ChangeLine(ref=2, qty=1)]
    assert count_corrected(removed, "cancel that , make it n1".split(), CART) == [ChangeLine(ref=2, qty=1)]
    assert count_corrected(removed, "just n1".split(), CART) == removed  # no "scratch that": kept
    assert count_corrected([RemoveLine(ref=1)], "scratch that , n1".split(), CART) == [RemoveLine(ref=1)]
    assert count_corrected(guessed, "just the n1 with oat".split(), CART) == guessed


TWO_DRINKS = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"),
                         Line(id=3, item="blueberry muffin")], next_line_id=4)


def test_just_the_items_named_keeps_them_and_removes_the_other_lines():
    assert only_kept([], "actually just the item:latte".split(), TWO_DRINKS) == [RemoveLine(ref=2),
                                                                                  RemoveLine(ref=3)]
    both = "just the item:latte and the item:blueberry_muffin".split()
    assert only_kept([], both, TWO_DRINKS) == [RemoveLine(ref=2)]
    assert only_kept([], "i'll just have the item:mocha".split(), TWO_DRINKS) == [RemoveLine(ref=1),
                                                                                 RemoveLine(ref=3)]
    iced = [ChangeLine(ref=1, temp="iced")]  # "just the latte, iced": the model's change stays
    assert only_kept(iced, "just the item:latte , temp:iced".split(), TWO_DRINKS) == [
        *iced, RemoveLine(ref=2), RemoveLine(ref=3)]


def test_just_the_item_said_as_a_kind_the_menu_lacks_keeps_every_line():
    cart = Cart(lines=[Line(id=1, item="cold brew"), Line(id=2, item="butter croissant")], next_line_id=3)
    almond = "actually just the milk:almond_milk item:butter_croissant".split()  # no almond croissant
    assert only_kept([], almond, cart, MENU) == []
    assert only_kept([], "actually just the item:butter_croissant".split(), cart, MENU) == [RemoveLine(ref=1)]


def test_just_the_item_named_after_a_change_of_several_lines_keeps_the_change_there_only():
    vanilla = {"vanilla syrup": 1}
    cart = Cart(lines=[Line(id=1, item="cappuccino", addons=vanilla),
                       Line(id=2, item="latte", addons=vanilla)],
                changed=[Changed(line=Line(id=1, item="cappuccino"), change={"add_addons": vanilla}),
                         Changed(line=Line(id=2, item="latte"), change={"add_addons": vanilla})],
                next_line_id=3)
    assert only_kept([], "actually just the item:latte".split(), cart) == [  # the vanilla, not the line
        ChangeLine(ref=1, add_addons={}, unset=["addons"])]
    unchanged = cart.model_copy(update={"changed": []})  # no change of both before: the cappuccino goes
    assert only_kept([], "actually just the item:latte".split(), unchanged) == [RemoveLine(ref=1)]
    iced = Cart(lines=[Line(id=1, item="latte", temp="iced"), Line(id=2, item="mocha", temp="iced")])
    said = "actually just the item:mocha temp:iced".split()  # "both iced" before: the latte's iced goes
    assert only_kept([ChangeLine(ref=2, temp="iced")], said, iced) == [ChangeLine(ref=1, unset=["temp"])]
    oat = Cart(lines=[Line(id=1, item="latte", milk="oat milk"),
                      Line(id=2, item="cappuccino", milk="oat milk")])
    said = "actually just the item:latte with milk:oat_milk".split()  # the oat, not the line
    assert only_kept([], said, oat) == [ChangeLine(ref=2, unset=["milk"])]
    warmed = Cart(lines=[Line(id=1, item="apple bran muffin", qty=2, preps=["warmed"]),
                         Line(id=2, item="butter croissant", preps=["warmed"])])
    said = "just the item:butter_croissant temp:warm".split()  # "warm" of foods warmed: the warming
    assert only_kept([RemoveLine(ref=1)], said, warmed) == [ChangeLine(ref=1, drop=["warmed"])]


def test_only_in_the_item_keeps_the_change_of_several_lines_there_and_removes_no_line():
    shot = {"espresso shot": 1}
    cart = Cart(lines=[Line(id=1, item="americano", addons=shot), Line(id=2, item="latte", addons=shot)],
                changed=[Changed(line=Line(id=1, item="americano"), change={"add_addons": shot}),
                         Changed(line=Line(id=2, item="latte"), change={"add_addons": shot})],
                next_line_id=3)
    for said in ("actually only in the item:americano", "just on the item:americano please"):
        assert only_kept([ChangeLine(ref=1, notes="in a mug")], said.split(), cart) == [
            ChangeLine(ref=2, add_addons={}, unset=["addons"])], said
    unchanged = cart.model_copy(update={"changed": []})  # nothing of both to keep: no line comes off
    model = [ChangeLine(ref=1, notes="in a mug")]
    assert only_kept(model, "actually only in the item:americano".split(), unchanged) == model


def test_the_shipped_engine_keeps_the_extra_shot_in_the_americano_only(engine):
    cart, _ = converse(engine, "an americano and a latte", "put an extra shot in both",
                       "actually only in the americano")
    assert [(line.item, dict(line.addons)) for line in cart.lines] == [
        ("americano", {"espresso shot": 1}), ("latte", {})]


def test_the_shipped_engine_keeps_the_oat_on_the_latte_only(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte and a cappuccino, both with oat", "actually just the latte with oat")
    assert [(line.item, line.milk) for line in cart.lines] == [("latte", "oat milk"), ("cappuccino", None)]


def test_just_the_keeps_the_models_edits_when_it_names_no_choice_among_the_lines():
    one = CART.model_copy(update={"lines": CART.lines[:1]})
    assert only_kept([], "just the item:latte".split(), one) == [ReviewOrder()]  # all there is: read back
    assert only_kept([], "just the item:cappuccino".split(), TWO_DRINKS) == []  # not in the cart
    assert only_kept([], "just a item:latte".split(), TWO_DRINKS) == []  # an order, not a choice
    assert only_kept([], "item:latte , just the item:mocha".split(), TWO_DRINKS) == []  # said before
    assert only_kept([], "just the item:latte and the item:mocha and the item:blueberry_muffin".split(),
                     TWO_DRINKS) == [ReviewOrder()]  # every line kept: read back
    added = [AddLine(item="latte")]
    assert only_kept(added, "just the item:latte".split(), TWO_DRINKS) == added
    iced = [ChangeLine(ref=1, temp="iced")]  # a change of the latte alone, said with "just"
    assert only_kept(iced, "i just want the item:latte to be temp:iced".split(), TWO_DRINKS) == iced


def test_a_value_said_again_later_in_the_turn_is_the_one_meant():
    said = "a size:small item:latte . actually , make it a size:medium .".split()
    assert changed_in_turn([AddLine(item="latte", size="small")], said, MENU) == [
        AddLine(item="latte", size="medium")]
    said = "a item:latte and a milk:oat_milk item:mocha , change it to milk:soy_milk".split()
    two = [AddLine(item="latte"), AddLine(item="mocha", milk="oat milk")]
    assert changed_in_turn(two, said, MENU) == [two[0], AddLine(item="mocha", milk="soy milk")]  # the last
    said = "a size:small item:latte , make it extra size:large".split()  # "extra large": the large
    assert changed_in_turn([AddLine(item="latte", size="small")], said, MENU) == [
        AddLine(item="latte", size="large")]


def test_make_it_keeps_the_models_edits_when_it_names_no_line_of_the_turn():
    change = [ChangeLine(ref=1, size="medium")]
    assert changed_in_turn(change, "make it a size:medium".split(), MENU) == change  # no item before it
    same = [AddLine(item="latte", temp="iced")]
    assert changed_in_turn(same, "a item:latte , make it temp:iced".split(), MENU) == same
    hot = [AddLine(item="americano", temp="extra hot"), AddLine(item="flat white", size="small")]
    said = "a item:americano , make it temp:extra_hot , and a size:small item:flat_white".split()
    assert changed_in_turn(hot, said, MENU) == hot  # the flat white's size is not the americano's
    lacking = [AddLine(item="latte")]  # the model's reading stands where it set no value to correct
    assert changed_in_turn(lacking, "a item:latte , make it temp:iced".split(), MENU) == lacking


@pytest.mark.parametrize("said", [
    "a item:flat_white , actually no , a item:cortado",
    "a item:flat_white , no wait , make it a item:cortado",
    "a item:flat_white , sorry , i mean a size:large item:cortado",
    "a item:flat_white . no , wait . cortado . item:cortado .",  # the kind said, then the item
    "a item:flat_white but make it a item:cortado",  # made into it: no cue word of taking back
    "a item:flat_white , change that to a item:cortado",
    "hmm , a item:flat_white ? no , make it a item:cortado",  # asked, then taken back
])
def test_an_item_taken_back_in_the_same_turn_for_another_is_not_added(said):
    edits = [AddLine(item="flat white"), AddLine(item="cortado")]
    assert replaced_in_turn(edits, said.split(), MENU) == [AddLine(item="cortado")]


def test_an_item_asked_of_then_another_ordered_is_not_taken_back():
    edits = [AddLine(item="flat white"), AddLine(item="cortado")]
    said = "can i get a item:flat_white ? and a item:cortado".split()
    assert replaced_in_turn(edits, said, MENU) == edits


def test_the_shipped_engine_orders_the_latte_said_after_the_cappuccino_asked(engine):
    cart, replies = converse(engine, "hmm, a cappuccino? no, make it a latte")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies == ["Added a latte ($4.75). Anything else?"]


def test_an_item_beside_another_made_so_is_not_taken_back():
    edits = [AddLine(item="flat white"), AddLine(item="cortado", temp="iced")]
    said = "a item:flat_white and a item:cortado , make it temp:iced".split()
    assert replaced_in_turn(edits, said, MENU) == edits


def test_the_shipped_engine_makes_the_hot_chocolate_a_mocha(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "can i get a hot chocolate but make it a mocha")
    assert lines(cart) == [{"item": "mocha", "qty": 1}], replies


def test_the_shipped_engine_takes_the_coffee_back_for_the_tea_named_by_its_kind(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "i'd like a coffee. no, wait. tea. earl grey.")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1}]


def test_an_item_taken_back_then_chosen_again_is_ordered():
    said = "a item:latte . no . a item:mocha . no wait . a item:latte .".split()
    edits = [AddLine(item="latte"), AddLine(item="mocha")]  # the model wrote the latte once
    assert replaced_in_turn(edits, said, MENU) == [AddLine(item="latte")]
    said = "a item:latte , no a item:mocha , no a item:latte , no a item:mocha".split()
    assert replaced_in_turn(edits, said, MENU) == [AddLine(item="mocha")]


def test_the_line_of_the_item_said_again_with_the_values_said_again_is_kept():
    said = "n1 item:latte , actually n1 size:large item:latte".split()
    reversed_lines = [AddLine(item="latte", size="large"), AddLine(item="latte")]  # the model's order
    assert replaced_in_turn(reversed_lines, said, MENU) == [AddLine(item="latte", size="large")]
    in_order = [AddLine(item="latte"), AddLine(item="latte", size="large")]
    assert replaced_in_turn(in_order, said, MENU) == [AddLine(item="latte", size="large")]
    plain = "n1 item:latte , actually n1 item:latte".split()  # nothing said again: the later
    assert replaced_in_turn([AddLine(item="latte"), AddLine(item="latte", size="large")], plain, MENU) == [
        AddLine(item="latte", size="large")]


def test_the_shipped_engine_keeps_the_large_latte_said_again(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "one latte, actually one large latte")
    assert [(line.item, line.size, line.qty) for line in cart.lines] == [("latte", "large", 1)]


def test_the_family_noun_said_after_one_of_the_family_is_that_one_again():
    said = "a item:blueberry_muffin , actually n2 item:apple_bran_muffin".split()
    edits = [AddLine(item="blueberry muffin"), AddLine(item="apple bran muffin", qty=2)]
    text = "a blueberry muffin, actually two muffins"
    assert replaced_in_turn(edits, said, MENU, text) == [AddLine(item="blueberry muffin", qty=2)]
    named = "a blueberry muffin, actually two apple bran muffins"  # the other one, named
    assert replaced_in_turn(edits, said, MENU, named) == [AddLine(item="apple bran muffin", qty=2)]


def test_the_shipped_engine_counts_the_blueberry_muffins(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a large latte, and a blueberry muffin, actually two muffins")
    assert {"item": "blueberry muffin", "qty": 2} in lines(cart)


@pytest.mark.parametrize("said", [
    "a item:flat_white and actually a item:cortado too",  # both
    "a item:latte , no addon:foam , a item:cortado",  # a value said between is the latte's
    "a item:latte , actually no , a item:apple_bran_muffin",  # a drink and a bite: both
])
def test_two_items_said_otherwise_are_both_added(said):
    first = "latte" if "latte" in said else "flat white"
    second = "apple bran muffin" if "muffin" in said else "cortado"
    edits = [AddLine(item=first), AddLine(item=second)]
    assert replaced_in_turn(edits, said.split(), MENU) == edits


def test_a_value_taken_back_in_the_turn_gives_way_to_the_one_after_it():
    menu = MENU
    said = "a item:latte with milk:soy_milk , no wait , milk:almond_milk".split()
    assert value_replaced_in_turn([AddLine(item="latte", milk="soy milk")], said, menu) == [
        AddLine(item="latte", milk="almond milk")]
    said = "an temp:iced item:latte , no actually temp:hot".split()
    assert value_replaced_in_turn([AddLine(item="latte", temp="iced")], said, menu) == [
        AddLine(item="latte", temp="hot")]
    said = "a item:mocha with addon:vanilla_syrup , sorry , addon:caramel_syrup".split()
    model = [AddLine(item="mocha", addons={"vanilla syrup": 1, "caramel syrup": 1})]
    assert value_replaced_in_turn(model, said, menu) == [AddLine(item="mocha", addons={"caramel syrup": 1})]


def test_a_value_said_alone_after_a_take_back_corrects_the_item_before():
    small = [AddLine(item="latte", size="small")]
    said = "a size:small item:latte please , actually a size:medium".split()
    assert value_replaced_in_turn(small, said, MENU) == [AddLine(item="latte", size="medium")]
    said = "a size:small item:latte please . actually a size:medium . no , a size:large".split()
    assert value_replaced_in_turn(small, said, MENU) == [AddLine(item="latte", size="large")]
    said = "a size:small item:latte , no , a size:large item:mocha".split()  # another item: the model's
    assert value_replaced_in_turn(small, said, MENU) == small


def test_the_shipped_engine_makes_the_latte_large(engine):
    cart, _ = converse(engine, "a small latte please. actually a medium. no, a large")
    assert [(line.item, line.size) for line in cart.lines] == [("latte", "large")]


def test_a_value_said_instead_after_it_takes_back_the_one_said_before():
    both = [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})]
    said = "can i get a addon:vanilla_syrup item:latte but with addon:caramel_syrup instead".split()
    assert value_replaced_in_turn(both, said, MENU) == [AddLine(item="latte", addons={"caramel syrup": 1})]
    said = "a addon:vanilla_syrup item:latte and addon:caramel_syrup too".split()
    assert value_replaced_in_turn(both, said, MENU) == both
    oat = [AddLine(item="latte", milk="oat milk")]
    said = "a item:latte with milk:oat_milk but milk:soy_milk instead".split()
    assert value_replaced_in_turn(oat, said, MENU) == [AddLine(item="latte", milk="soy milk")]


def test_a_value_said_off_or_of_another_line_takes_nothing_back():
    menu = MENU
    said = "an item:espresso with addon:caramel_syrup no addon:nutmeg".split()
    model = [AddLine(item="espresso", addons={"caramel syrup": 1}, removals=["nutmeg"])]
    assert value_replaced_in_turn(model, said, menu) == model
    said = "an temp:extra_hot extra addon:foam no addon:sugar addon:vanilla_syrup item:latte".split()
    model = [AddLine(item="latte", temp="extra hot", addons={"vanilla syrup": 1, "foam": 2},
                     removals=["sugar"])]
    assert value_replaced_in_turn(model, said, menu) == model  # "no" says the sugar off: the foam stays
    said = "a size:small item:latte and a size:large item:mocha".split()
    model = [AddLine(item="latte", size="small"), AddLine(item="mocha", size="large")]
    assert value_replaced_in_turn(model, said, menu) == model


def test_an_item_said_after_not_is_the_one_replaced_or_left_out():
    from ordering.corrections import not_ordered, said_not

    latte = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)
    words = ["sorry", "i", "meant", "a", "item:flat_white", "not", "a", "item:latte"]
    assert said_not(words) == {"latte"}
    assert item_corrected([], words, latte, MENU) == [RemoveLine(ref=1), AddLine(item="flat white")]
    removed = [RemoveLine(ref=1)]  # "no, a flat white": the model took the latte off and lost the rest
    assert item_corrected(removed, ["no", ",", "a", "item:flat_white"], latte, MENU) == [
        RemoveLine(ref=1), AddLine(item="flat white")]
    assert item_corrected(removed, ["remove", "it", ",", "a", "item:flat_white"], latte, MENU) == removed
    both = [AddLine(item="flat white"), AddLine(item="latte")]
    said = ["a", "item:flat_white", "not", "a", "item:latte"]
    assert not_ordered(both, said) == [AddLine(item="flat white")]
    assert not_ordered(both, ["a", "item:flat_white", "instead", "of", "a", "item:latte"]) == [
        AddLine(item="flat white")]
    assert not_ordered(both, ["a", "item:flat_white", "and", "a", "item:latte", "not", "iced"]) == both


def test_a_kind_ordered_but_not_an_item_of_it_asks_which_and_without_goes_on_the_last_line_named():
    from ordering.corrections import not_ordered
    from ordering.edits import AskMenu

    said = "i want a tea but not item:earl_grey_tea , something fruity".split()
    assert not_ordered([AddLine(item="earl grey tea")], said) == [AskMenu(about=["tea", "count:1"])]
    said = "a item:earl_grey_tea , not a item:chai_latte".split()  # an item ordered before "not"
    assert not_ordered([AddLine(item="earl grey tea")], said) == [AddLine(item="earl grey tea")]
    said = "a size:large item:mocha and a size:small item:mocha , the size:small n1 without item:coffee"
    model = [AddLine(item="mocha", size="large"), AddLine(item="mocha", size="small"), AddLine(item="coffee")]
    assert not_ordered(model, said.split()) == [
        AddLine(item="mocha", size="large"), AddLine(item="mocha", size="small", notes="without coffee")]


def test_the_shipped_engine_asks_which_tea_and_orders_no_earl_grey(engine):
    cart, replies = converse(engine, "i want a tea but not earl grey, something fruity")
    assert cart.lines == []
    assert replies[0].startswith("Which tea would you like? Our teas:")


def test_an_item_ordered_beside_a_removal_is_added():
    from ordering.corrections import added_beside_removal

    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    removed = [RemoveLine(ref=1)]
    said = ["no", "cancel", "the", "item:latte", ",", "a", "size:large", "item:mocha"]
    mocha = AddLine(item="mocha", size="large")
    assert added_beside_removal(removed, said, latte) == [RemoveLine(ref=1), mocha]
    kept = ["remove", "the", "item:mocha", ",", "i", "have", "a", "item:latte", "already"]
    both = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    assert added_beside_removal([RemoveLine(ref=2)], kept, both) == [RemoveLine(ref=2)]
    assert added_beside_removal([], ["a", "item:mocha"], latte) == []


def test_an_item_got_after_the_beside_a_removal_is_added_and_a_line_named_with_values_changed():
    from ordering.corrections import added_beside_removal, changed_beside_removal

    bread = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="banana bread")], next_line_id=3)
    said = "never mind the item:banana_bread , i'll get the item:chocolate_croissant".split()
    assert added_beside_removal([RemoveLine(ref=2)], said, bread) == [
        RemoveLine(ref=2), AddLine(item="chocolate croissant")]
    kept = "never mind the item:banana_bread , i'll get the item:latte".split()  # the cart's latte
    assert added_beside_removal([RemoveLine(ref=2)], kept, bread) == [RemoveLine(ref=2)]
    iced = "no item:banana_bread , and the item:latte temp:iced please".split()
    assert changed_beside_removal([RemoveLine(ref=2)], iced, bread) == [
        RemoveLine(ref=2), ChangeLine(ref=1, temp="iced")]
    for words in ("remove the item:banana_bread prep:warmed",  # the line removed
                  "remove the item:latte temp:iced",  # the line removed named by its values
                  "no item:banana_bread , and the size:large item:latte",  # values before: a name
                  "no temp:iced item:banana_bread , the item:latte temp:iced"):  # said twice
        assert changed_beside_removal([RemoveLine(ref=2)], words.split(), bread) == [RemoveLine(ref=2)]


def test_the_shipped_engine_swaps_the_bread_and_ices_the_latte(engine):
    cart, _ = converse(engine, "a latte and a slice of banana bread",
                       "never mind the banana bread, i'll get the chocolate croissant")
    assert [line.item for line in cart.lines] == ["latte", "chocolate croissant"]
    cart, _ = converse(engine, "a latte and a muffin", "no muffin, and the latte iced please")
    assert [(line.item, line.temp) for line in cart.lines] == [("latte", "iced")]


def test_the_shipped_engine_orders_the_white_mocha_said_after_scratch_that(engine):
    cart, _ = converse(engine, "i'll take a mocha", "actually, no, scratch that, a white mocha")
    assert [(line.item, line.addons) for line in cart.lines] == [("mocha", {"white chocolate sauce": 1})]


def test_the_same_item_ordered_again_after_taking_it_back_is_added():
    from ordering.corrections import added_beside_removal

    mocha = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    said = "scratch that , an temp:iced item:mocha please".split()
    assert added_beside_removal([RemoveLine(ref=1)], said, mocha) == [
        RemoveLine(ref=1), AddLine(item="mocha", temp="iced")]
    said = "cancel that , n2 temp:iced item:mocha".split()
    assert added_beside_removal([RemoveLine(ref=1)], said, mocha) == [
        RemoveLine(ref=1), AddLine(item="mocha", qty=2, temp="iced")]
    said = "actually , no , scratch that , a addon:white_chocolate_sauce item:mocha".split()  # an add-on
    assert added_beside_removal([RemoveLine(ref=1)], said, mocha) == [
        RemoveLine(ref=1), AddLine(item="mocha", addons={"white chocolate sauce": 1})]
    said = "forget it , remove a item:mocha".split()  # a removal said after: no order
    assert added_beside_removal([RemoveLine(ref=1)], said, mocha) == [RemoveLine(ref=1)]
    said = "cancel the item:latte , a item:mocha".split()  # nothing taken back first: the cart's mocha
    assert added_beside_removal([RemoveLine(ref=1)], said, mocha) == [RemoveLine(ref=1)]


def test_the_shipped_engine_makes_the_mocha_again_iced(engine):
    cart, replies = converse(engine, "i'll have a mocha", "actually scratch that, an iced mocha")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "temp": "iced"}]
    assert replies[1] == "Changed the mocha to an iced mocha ($5.25). Anything else?"


def test_an_item_said_after_without_is_a_note_of_the_line_before_it():
    from ordering.corrections import not_ordered

    model = [AddLine(item="latte"), AddLine(item="espresso"), AddLine(item="apple bran muffin")]
    said = ["a", "item:latte", "without", "item:espresso", "and", "a", "item:apple_bran_muffin"]
    assert not_ordered(model, said) == [AddLine(item="latte", notes="without espresso"),
                                        AddLine(item="apple bran muffin")]
    alone = [AddLine(item="espresso")]  # nothing before it to be said of
    assert not_ordered(alone, ["without", "item:espresso"]) == alone
    model = [AddLine(item="mocha", size="small"), AddLine(item="coffee")]  # "no coffee": what it is made with
    said = "a item:mocha for my son , size:small , no item:coffee".split()
    assert not_ordered(model, said) == [AddLine(item="mocha", size="small", notes="no coffee")]
    model = [AddLine(item="latte"), AddLine(item="blueberry muffin")]
    said = "a item:latte , no item:blueberry_muffin".split()  # no muffin: not a note of the latte
    assert not_ordered(model, said) == model


def test_the_shipped_engine_adds_no_coffee_beside_the_mocha_without_it(engine):
    cart, replies = converse(engine, "a mocha for my son, small, no coffee")
    assert [(line.item, line.notes, line.who) for line in cart.lines] == [("mocha", "no coffee", "my son")]
    assert replies[0] == 'Added a small mocha, note: "no coffee" for your son ($4.75). Anything else?'


THREE = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"), Line(id=3, item="blueberry muffin")],
             next_line_id=4)


def test_everything_but_the_items_named_is_removed():
    said = "remove everything except the item:latte".split()
    assert all_but_kept([ClearCart()], said, THREE) == [RemoveLine(ref=2), RemoveLine(ref=3)]
    said = "cancel all but the item:latte and the item:blueberry_muffin".split()
    assert all_but_kept([RemoveLine(ref=3)], said, THREE) == [RemoveLine(ref=2)]
    said = "get rid of everything except the item:latte".split()  # the model removed the latte
    assert all_but_kept([RemoveLine(ref=1)], said, THREE) == [RemoveLine(ref=2), RemoveLine(ref=3)]


def test_the_shipped_engine_keeps_the_chai_said_kept(engine):
    cart, _ = converse(engine, "a latte, a mocha, a chai", "get rid of everything except the chai")
    assert [line.item for line in cart.lines] == ["chai latte"]


@pytest.mark.parametrize("said, model", [
    ("remove everything", [ClearCart()]),
    ("remove everything except the item:cappuccino", [ClearCart()]),  # not in the cart
    ("remove everything but make the item:latte size:large", [ClearCart(), ChangeLine(ref=1, size="large")]),
    ("i'd like everything except the item:latte iced", [ChangeLine(ref=2, temp="iced")]),
])
def test_other_removals_are_the_models(said, model):
    assert all_but_kept(model, said.split(), THREE) == model


def test_just_the_item_the_cart_holds_alone_reads_the_order_back():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    said = "just the item:latte then".split()
    assert only_kept([ChangeLine(ref=1, notes="weak")], said, latte) == [ReviewOrder()]
    assert only_kept([], said, latte) == [ReviewOrder()]
    iced = [ChangeLine(ref=1, temp="iced")]
    assert only_kept(iced, "just the item:latte temp:iced please".split(), latte) == iced


def test_an_order_said_after_clearing_it_all_is_the_new_order():
    from ordering.corrections import cleared_then_ordered

    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3)
    mocha = [AddLine(item="mocha")]
    assert cleared_then_ordered(mocha, "clear it all and get me a mocha", cart) == [ClearCart(), *mocha]
    assert cleared_then_ordered(mocha, "let's start over, a mocha", cart) == [ClearCart(), *mocha]
    assert cleared_then_ordered(mocha, "cancel everything but the muffin, and a mocha", cart) == mocha
    assert cleared_then_ordered(mocha, "add a mocha to it all", cart) == mocha
    assert cleared_then_ordered(mocha, "clear it all and get me a mocha", Cart()) == mocha


def test_the_shipped_engine_starts_over(engine):
    cart, replies = converse(engine, "two lattes and a scone", "start over, a chai latte please")
    assert lines(cart) == [{"item": "chai latte", "qty": 1}]
    assert replies[1].startswith("I've cleared your order. Added a chai latte")


def test_the_shipped_engine_asks_which_tea_after_clearing(engine):
    cart, replies = converse(engine, "one mocha", "forget everything i said, a tea please", "oolong")
    assert replies[1].startswith("I've cleared your order. Which tea would you like?")
    assert lines(cart) == [{"item": "oolong tea", "qty": 1}]


def test_just_the_item_kept_after_scratch_that_removes_the_others_not_it():
    from ordering.cart import Cart, Line
    from ordering.corrections import only_kept

    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant")], next_line_id=3)
    said = "scratch that , just the item:butter_croissant".split()
    assert only_kept([RemoveLine(ref=2)], said, cart) == [RemoveLine(ref=1)]


def test_the_shipped_engine_keeps_just_the_croissant(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte and a croissant", "scratch that, just the croissant")
    assert [line.item for line in cart.lines] == ["butter croissant"]


def test_everything_but_an_item_keeps_the_line_of_its_kind():
    cart = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="blueberry muffin"),
                       Line(id=3, item="chai latte")], next_line_id=4)
    said = "remove everything but the item:apple_bran_muffin".split()  # "the muffin": the house muffin's name
    assert all_but_kept([ClearCart()], said, cart) == [RemoveLine(ref=1), RemoveLine(ref=3)]


def test_an_item_said_no_to_is_not_added_back_beside_its_removal():
    cart = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    said = "actually i changed my mind , no item:apple_bran_muffin , just a item:chai_latte".split()
    model = [AddLine(item="apple bran muffin"), RemoveLine(ref=1), AddLine(item="chai latte")]
    assert said_no_more(model, said, cart) == [RemoveLine(ref=1), AddLine(item="chai latte")]
    kept = [AddLine(item="apple bran muffin"), AddLine(item="chai latte")]  # no line removed: the model's
    assert said_no_more(kept, said, cart) == kept


def test_the_shipped_engine_keeps_the_muffin_of_everything_but_the_muffin(engine):
    cart, replies = converse(engine, "a mocha and a blueberry muffin and a chai",
                             "remove everything but the muffin",
                             "actually I changed my mind, no muffin, just a chai tea latte")
    assert replies[1] == "Removed the mocha and the chai latte. Anything else?"
    assert lines(cart) == [{"item": "chai latte", "qty": 1}]


def test_an_item_said_after_not_my_or_not_that_is_the_one_replaced(engine):
    from ordering.corrections import said_not

    assert said_not("actually a item:mocha , not my item:latte".split()) == {"latte"}
    assert said_not("a item:chai_latte instead , not that item:cappuccino".split()) == {"cappuccino"}
    cart, replies = converse(engine, "a flat white and a latte", "actually a mocha, not my latte")
    assert [line.item for line in cart.lines] == ["flat white", "mocha"]
    assert replies[1] == "Changed the latte to a mocha ($5.25). Anything else?"


def test_an_item_said_instead_of_the_one_just_ordered_takes_its_place():
    cart = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2, added=[1])
    said = "no not a item:latte , a item:cappuccino".split()
    model = [AddLine(item="latte"), AddLine(item="cappuccino", size="large")]  # the latte again beside it
    assert item_corrected(model, said, cart, MENU) == [RemoveLine(ref=1),
                                                       AddLine(item="cappuccino", size="large")]
    assert item_corrected(model[1:], said, cart, MENU) == [RemoveLine(ref=1), model[1]]


def test_an_item_said_instead_of_an_older_line_or_of_another_persons_is_the_models():
    older = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3,
                 added=[2])
    said = "not a item:latte , a item:cappuccino".split()
    model = [AddLine(item="latte"), AddLine(item="cappuccino")]
    assert item_corrected(model, said, older, MENU) == model
    friends = Cart(lines=[Line(id=1, item="latte", who="your friend")], next_line_id=2, added=[1])
    mine = [AddLine(item="flat white", who="you"), AddLine(item="latte")]
    said = "a item:flat_white for me , not a item:latte".split()
    assert item_corrected(mine, said, friends, MENU) == mine
    also = "and a item:cappuccino too , not a item:latte".split()
    fresh = Cart(lines=[Line(id=1, item="latte")], next_line_id=2, added=[1])
    assert item_corrected(model, also, fresh, MENU) == model


def test_the_shipped_engine_takes_the_latte_off_for_the_cappuccino(engine):
    cart, replies = converse(engine, "i want a latte", "no not a latte, a cappuccino")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1}]
    assert replies[-1] == "Changed the latte to a cappuccino ($4.75). Anything else?"


def test_values_of_the_item_said_again_with_i_mean_after_change_its_line():
    from ordering.corrections import values_meant_after

    two = Cart(lines=[Line(id=1, item="macchiato", qty=2)], next_line_id=2)
    said = "addon:caramel_syrup item:macchiato i mean".split()
    model = [AddLine(item="macchiato", addons={"caramel syrup": 1})]
    assert values_meant_after(model, said, two) == [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    assert values_meant_after(model, "addon:caramel_syrup item:macchiato please".split(), two) == model
    plain = [AddLine(item="macchiato")]  # nothing said of it: the model's
    assert values_meant_after(plain, "item:macchiato i mean".split(), two) == plain


def test_the_shipped_engine_makes_both_macchiatos_caramel(engine):
    cart, _ = converse(engine, "two macchiatos", "caramel macchiatos i mean")
    assert lines(cart) == [{"item": "macchiato", "qty": 2, "addons": {"caramel syrup": 1}}]


def test_a_tea_latte_said_again_by_another_name_with_i_mean_after_changes_its_line():
    from ordering.corrections import values_meant_after

    tea = Cart(lines=[Line(id=1, item="earl grey tea", notes="as a latte")], next_line_id=2)
    said = "addon:vanilla_syrup item:earl_grey_tea item:latte i mean".split()  # "london fog i mean"
    model = [AddLine(item="earl grey tea", addons={"vanilla syrup": 1}, notes="as a latte")]
    assert values_meant_after(model, said, tea) == [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    plain = [AddLine(item="earl grey tea", addons={"vanilla syrup": 1})]  # no latte noted: a latte beside
    assert values_meant_after(plain, said, tea) == plain


def test_the_shipped_engine_makes_the_earl_grey_latte_a_london_fog(engine):
    cart, _ = converse(engine, "i want an earl grey latte", "london fog i mean")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1, "addons": {"vanilla syrup": 1},
                            "notes": "as a latte"}]


def test_the_kind_of_the_orders_one_line_of_it_is_kept_as_that_line():
    from ordering.edits import AskMenu

    tea = Cart(lines=[Line(id=1, item="peppermint rose tea", temp="iced")], next_line_id=2)
    said = "no lemonade ? fine , just the tea".split()
    assert only_kept([AskMenu()], said, tea) == [ReviewOrder()]  # all there is: read back, no list of teas
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    assert only_kept([], "actually just the muffin".split(), two) == [RemoveLine(ref=1)]
    teas = Cart(lines=[Line(id=1, item="oolong tea"), Line(id=2, item="earl grey tea")], next_line_id=3)
    assert only_kept([], "just the tea".split(), teas) == []  # which tea: not told


def test_the_shipped_engine_reads_back_the_tea_kept(engine):
    cart, replies = converse(engine, "an iced tea, the peppermint rose", "no lemonade? fine, just the tea")
    assert len(cart.lines) == 1 and replies[1].startswith("Here's your order: an iced peppermint rose tea")


def test_the_one_line_kept_that_the_model_removed_reads_the_order_back():
    coffee = Cart(lines=[Line(id=1, item="coffee", size="medium")], next_line_id=2)
    said = "okay no scone , just the item:coffee then".split()
    assert only_kept([RemoveLine(ref=1)], said, coffee) == [ReviewOrder()]


def test_the_shipped_engine_keeps_the_coffee_when_the_scone_is_given_up(engine):
    cart, replies = converse(engine, "a medium drip with room and a raisin scone",
                             "ok no scone, just the coffee then")
    assert [line.item for line in cart.lines] == ["coffee"]
    assert replies[1].startswith("Here's your order: a medium coffee with room ($2.75).")
