""""A latte and a mocha, both iced": values said after "both" go to every line added (`ordering.both`)."""

from __future__ import annotations

from ordering.both import (
    both_alike,
    both_and_one_given,
    both_given,
    both_noted,
    both_of_one_line,
    kinds_removed,
)
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, ClearCart, RemoveLine
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
TWO = [AddLine(item="latte"), AddLine(item="mocha", size="large")]


def test_values_said_after_both_go_to_every_line_added():
    said = "a item:latte and a item:mocha , both size:large".split()
    assert both_given(TWO, said, MENU) == [AddLine(item="latte", size="large"), TWO[1]]
    said = "a item:latte and a item:mocha each with addon:espresso_shot".split()
    assert both_given(TWO, said, MENU) == [AddLine(item="latte", addons={"espresso shot": 1}),
                                           AddLine(item="mocha", size="large", addons={"espresso shot": 1})]


def test_both_said_between_items_goes_to_the_lines_said_before_it():
    said = ("n1 caffeine:decaf item:americano , n1 regular item:americano , both size:large , and n1 "
            "item:earl_grey_tea").split()
    model = [AddLine(item="americano", caffeine="decaf", size="large"), AddLine(item="earl grey tea"),
             AddLine(item="americano")]
    assert both_given(model, said, MENU) == [model[0], model[1], AddLine(item="americano", size="large")]
    said = "a item:latte , both size:large , and a item:mocha".split()  # one latte: no "both" of it
    one = [AddLine(item="latte", size="large"), AddLine(item="mocha")]
    assert both_given(one, said, MENU) == one


def test_the_shipped_engine_makes_both_americanos_large(engine):
    said = "one decaf americano, one regular americano, both large, and one earl grey tea"
    cart, _ = converse(engine, said)
    assert [(line.item, line.size, line.caffeine) for line in cart.lines] == [
        ("americano", "large", "decaf"), ("americano", "large", None), ("earl grey tea", None, None)]


def test_a_preparation_of_both_goes_on_every_food_added():
    model = [AddLine(item="blueberry muffin"), AddLine(item="chocolate croissant", preps=["warmed"])]
    said = "a item:blueberry_muffin and a item:chocolate_croissant , heat them both up".split()
    assert both_given(model, said, MENU) == [AddLine(item="blueberry muffin", preps=["warmed"]),
                                             AddLine(item="chocolate croissant", preps=["warmed"])]
    model = [AddLine(item="bagel"), AddLine(item="butter croissant", preps=["toasted"])]
    said = "a item:bagel and a item:butter_croissant , both prep:toasted".split()
    assert both_given(model, said, MENU) == [AddLine(item="bagel", preps=["toasted"]),
                                             AddLine(item="butter croissant", preps=["toasted"])]
    drink = [AddLine(item="latte"), AddLine(item="butter croissant", preps=["warmed"])]  # no latte warmed
    said = "a item:latte and a item:butter_croissant , warm them both".split()
    assert both_given(drink, said, MENU) == drink


def test_a_line_named_after_both_takes_what_follows_it():
    said = "a item:latte and a item:mocha , both with milk:oat_milk , the item:mocha temp:iced".split()
    model = [AddLine(item="latte"), AddLine(item="mocha", milk="oat milk", temp="iced")]
    assert both_given(model, said, MENU) == [AddLine(item="latte", milk="oat milk"), model[1]]


def test_the_shipped_engine_ices_only_the_mocha(engine):
    cart, _ = converse(engine, "can i get a latte and a mocha, both with oat, the mocha iced")
    assert [(line.item, line.temp, line.milk) for line in cart.lines] == [
        ("latte", None, "oat milk"), ("mocha", "iced", "oat milk")]


def test_a_count_after_both_starts_what_some_lines_get():
    said = "n2 item:latte , both with milk:oat_milk , n1 caffeine:decaf".split()
    edits = [AddLine(item="latte", milk="oat milk", caffeine="decaf"), AddLine(item="latte")]
    assert both_given(edits, said, MENU) == [edits[0], AddLine(item="latte", milk="oat milk")]
    said = "a item:latte and a item:mocha , both with n2 pumps of addon:vanilla_syrup".split()
    assert both_given(TWO, said, MENU) == [AddLine(item="latte", addons={"vanilla syrup": 1}),
                                           AddLine(item="mocha", size="large", addons={"vanilla syrup": 1})]


def test_a_count_right_after_a_value_of_both_starts_what_one_gets():
    said = "n2 item:latte both size:large n1 with milk:oat_milk".split()
    edits = [AddLine(item="latte", size="large", milk="oat milk"), AddLine(item="latte")]
    assert both_given(edits, said, MENU) == [edits[0], AddLine(item="latte", size="large")]


def test_the_shipped_engine_gives_oat_to_one_of_two_large_lattes(engine):
    cart, _ = converse(engine, "two lattes both large one with oat")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "size": "large", "milk": "oat milk"},
                                   {"item": "latte", "qty": 1, "size": "large"}])


def test_the_shipped_engine_leaves_one_decaf(engine):
    cart, _ = converse(engine, "two lattes, both with oat, one decaf")
    assert lines(cart) == [{"caffeine": "decaf", "item": "latte", "milk": "oat milk", "qty": 1},
                           {"item": "latte", "milk": "oat milk", "qty": 1}]


def test_only_what_a_line_lacks_and_its_item_may_have():
    said = "a item:latte with milk:soy_milk and a item:blueberry_muffin , both milk:oat_milk".split()
    edits = [AddLine(item="latte", milk="soy milk"), AddLine(item="blueberry muffin")]
    assert both_given(edits, said, MENU) == edits  # the latte has its milk; a muffin takes none


def test_other_turns_keep_the_models_edits():
    assert both_given(TWO, "a item:latte and a item:mocha size:large".split(), MENU) == TWO  # no "both"
    said = "both item:latte and item:mocha size:large".split()  # "both" before the last item
    assert both_given(TWO, said, MENU) == TWO
    change = [ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="large")]
    assert both_given(change, "make them both size:large".split(), MENU) == change
    said = "a item:latte and a item:mocha , both size:large and a temp:iced n1".split()  # "and a" ends it
    assert both_given(TWO, said, MENU) == [AddLine(item="latte", size="large"), TWO[1]]
    said = "a item:latte and a item:mocha , both size:large and temp:iced".split()
    assert both_given(TWO, said, MENU) == [AddLine(item="latte", size="large", temp="iced"),
                                           AddLine(item="mocha", size="large", temp="iced")]


def test_remove_both_of_two_lines_removes_both():
    from ordering.both import both_removed
    from ordering.cart import Cart, Line
    from ordering.edits import RemoveLine

    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    assert both_removed([RemoveLine(ref=2)], "remove both".split(), two) == [
        RemoveLine(ref=1), RemoveLine(ref=2)]
    three = Cart(lines=[*two.lines, Line(id=3, item="bagel")], next_line_id=4)  # which two: not told
    assert both_removed([RemoveLine(ref=2)], "remove both".split(), three) == [RemoveLine(ref=2)]
    said = "remove both item:latte".split()  # an item named: the model's to read
    assert both_removed([RemoveLine(ref=1)], said, two) == [RemoveLine(ref=1)]
    assert both_removed([RemoveLine(ref=1)], "get rid of both".split(), two) == [
        RemoveLine(ref=1), RemoveLine(ref=2)]


def test_the_shipped_engine_gets_rid_of_both(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a cortado and an espresso", "get rid of both")
    assert cart.lines == [] and replies[1].startswith("Removed the cortado and the espresso")


def test_both_said_of_one_line_of_two_units_changes_that_line_only():
    cart = Cart(lines=[Line(id=1, item="cappuccino", qty=2), Line(id=2, item="latte")], next_line_id=3)
    edits = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]
    tokens = "make both item:cappuccino temp:iced".split()
    assert both_of_one_line(edits, tokens, cart) == [ChangeLine(ref=1, temp="iced")]
    # two lines of the item: "both" may mean both lines, so nothing is dropped
    two = Cart(lines=[Line(id=1, item="cappuccino"), Line(id=2, item="cappuccino")], next_line_id=3)
    assert both_of_one_line(edits, tokens, two) == edits
    # a line the words name stays changed ("both cappuccinos and the latte iced")
    named = "make both item:cappuccino and the item:latte temp:iced".split()
    assert both_of_one_line(edits, named, cart) == edits
    # "both" said after the item: "and the cappuccinos both iced"
    after = "and the item:cappuccino both temp:iced".split()
    assert both_of_one_line(edits, after, cart) == [ChangeLine(ref=1, temp="iced")]


def test_the_shipped_engine_puts_vanilla_on_the_lattes_said_both_only(engine):
    cart, replies = converse(engine, "2 lattes and 2 muffins", "one blueberry one lemon",
                             "and the lattes both with vanilla")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("latte", {"vanilla syrup": 1}), ("blueberry muffin", {}), ("lemon poppyseed muffin", {})]
    assert replies[-1] == "Changed the 2 lattes: with vanilla syrup. Anything else?"


SPLIT = Cart(lines=[Line(id=1, item="americano"), Line(id=2, item="americano", addons={"espresso shot": 1})],
             next_line_id=3)


def test_both_said_alone_gives_the_other_unit_what_the_split_one_has():
    for said in ("actually make that both", "both of them please", "both"):
        assert both_alike([], said.split(), SPLIT) == [ChangeLine(ref=1, add_addons={"espresso shot": 1})]
    oat = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte", milk="oat milk")], next_line_id=3)
    assert both_alike([], ["both"], oat) == [ChangeLine(ref=1, milk="oat milk")]


def test_both_of_lines_not_split_or_said_with_more_is_left_alone():
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    assert both_alike([], "both please".split(), two) == []
    own = Cart(lines=[Line(id=1, item="latte", milk="soy milk"), Line(id=2, item="latte", milk="oat milk")],
               next_line_id=3)
    assert both_alike([], ["both"], own) == []  # each has its own milk
    assert both_alike([], "both temp:iced".split(), SPLIT) == []  # a value of its own: the model's
    said = [ChangeLine(ref=2, size="large")]
    assert both_alike(said, "make both size:large".split(), SPLIT) == said


def test_the_shipped_engine_gives_both_the_shot(engine):
    cart, _ = converse(engine, "two americanos", "one of them with an extra shot", "actually make that both")
    assert lines(cart) == [{"item": "americano", "qty": 1, "addons": {"espresso shot": 1}}] * 2


THREE = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant"),
                    Line(id=3, item="apple bran muffin")], next_line_id=4)


def test_the_lines_of_a_kind_named_are_removed_not_the_order():
    assert kinds_removed([ClearCart()], "remove both pastries".split(), THREE, MENU) == [
        RemoveLine(ref=2), RemoveLine(ref=3)]
    assert kinds_removed([RemoveLine(ref=2)], "cancel the drinks".split(), THREE, MENU) == [RemoveLine(ref=1)]


def test_a_kind_that_is_the_whole_order_or_not_two_is_left_alone():
    pastries = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="bagel")], next_line_id=3)
    assert kinds_removed([ClearCart()], "remove the pastries".split(), pastries, MENU) == [ClearCart()]
    one = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="bagel")], next_line_id=3)
    assert kinds_removed([ClearCart()], "remove both pastries".split(), one, MENU) == [ClearCart()]
    said = "remove the item:latte and the pastries".split()  # an item named: the model's
    assert kinds_removed([RemoveLine(ref=1)], said, THREE, MENU) == [RemoveLine(ref=1)]


def test_the_shipped_engine_keeps_the_latte(engine):
    cart, _ = converse(engine, "a latte", "add a croissant and a muffin", "remove both pastries")
    assert lines(cart) == [{"item": "latte", "qty": 1}]


def test_both_said_with_a_doing_word_changes_both_lines():
    from ordering.both import every_line_said

    assert every_line_said("heat both up".split(), 2)
    assert every_line_said("toast both please".split(), 2)
    assert every_line_said("prep:toasted both please".split(), 2)  # the tagger's reading of "toast both"
    assert not every_line_said("heat both up".split(), 3)  # "both" of three lines
    assert not every_line_said("i want both".split(), 2)
    assert every_line_said("both with milk".split(), 2)  # said first: both lines get it
    assert not every_line_said("i like both with milk".split(), 2)
    assert every_line_said("actually both with milk".split(), 2)  # a correction said first


def test_the_shipped_engine_notes_milk_on_both_teas(engine):
    cart, _ = converse(engine, "one earl grey and one english breakfast", "both with milk")
    assert [line.notes for line in cart.lines] == ["with milk", "with milk"]



def test_the_shipped_engine_gives_milk_to_the_tea_said_without_it_on_second_thought(engine):
    cart, replies = converse(engine, "one english breakfast with milk", "one earl grey no milk",
                             "actually both with milk")
    assert [line.notes for line in cart.lines] == ["with milk", "with milk"]
    assert replies[-1] == 'Changed the earl grey tea: note "with milk". Anything else?'


def test_the_shipped_engine_warms_both(engine):
    cart, _ = converse(engine, "a blueberry muffin and a plain bagel", "could you heat both up")
    assert [line.preps for line in cart.lines] == [["warmed"], ["warmed"]]


def test_the_shipped_engine_toasts_both_bagels(engine):
    cart, _ = converse(engine, "a bagel with butter and a bagel with cream cheese", "toast both please")
    assert [line.preps for line in cart.lines] == [["toasted"], ["toasted"]]


def test_values_said_of_every_line_go_on_every_line_the_model_skipped_some_of():
    from ordering.both import every_line_given

    two = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="latte")], next_line_id=3)
    model = [ChangeLine(ref=1, size="large", temp="iced"), ChangeLine(ref=2, size="large")]
    got = every_line_given(model, "both temp:iced and size:large".split(), two, MENU)
    assert got == [ChangeLine(ref=1, size="large", temp="iced"), ChangeLine(ref=2, size="large", temp="iced")]
    apart = [ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="small")]  # two sizes: the model's
    assert every_line_given(apart, "both size:large".split(), two, MENU) == apart


def test_an_add_on_said_of_both_that_one_has_goes_on_the_other():
    from ordering.both import every_line_given

    two = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1}), Line(id=2, item="mocha")],
               next_line_id=3)
    model = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]  # the latte has it: no change of its own
    assert every_line_given(model, "addon:vanilla_syrup in both".split(), two, MENU) == [
        model[0], ChangeLine(ref=2, add_addons={"vanilla syrup": 1})]


def test_the_shipped_engine_puts_vanilla_in_the_mocha_too(engine):
    cart, replies = converse(engine, "a latte with vanilla and a mocha", "vanilla in both")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}, {"vanilla syrup": 1}]
    assert replies[1] == "Changed the mocha: with vanilla syrup. Anything else?"


def test_an_add_on_swapped_on_every_line_takes_the_place_of_each_lines_own():
    from ordering.both import every_line_given

    two = Cart(lines=[Line(id=1, item="latte", addons={"caramel syrup": 1}),
                      Line(id=2, item="latte", addons={"vanilla syrup": 1, "whipped cream": 1})],
               next_line_id=3)
    model = [ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["caramel syrup"])]  # `swapped`'s
    said = "make them both addon:hazelnut_syrup".split()
    assert every_line_given(model, said, two, MENU) == [
        model[0], ChangeLine(ref=2, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])]  # cream stays


def test_the_shipped_engine_makes_both_lattes_hazelnut(engine):
    for said in ("actually make both of them hazelnut", "make them both hazelnut"):
        cart, _ = converse(engine, "a caramel latte and a vanilla latte", said)
        assert [line.addons for line in cart.lines] == [{"hazelnut syrup": 1}, {"hazelnut syrup": 1}], said
    cart, _ = converse(engine, "a caramel latte and a vanilla latte", "add hazelnut to both")
    assert [line.addons for line in cart.lines] == [{"caramel syrup": 1, "hazelnut syrup": 1},
                                                    {"vanilla syrup": 1, "hazelnut syrup": 1}]


def test_a_change_of_a_line_that_takes_none_of_the_values_does_not_stop_the_others():
    from ordering.both import every_line_given

    three = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="latte"),
                        Line(id=3, item="blueberry muffin")], next_line_id=4)
    model = [ChangeLine(ref=1, size="large", temp="iced"), ChangeLine(ref=2, temp="iced"),
             ChangeLine(ref=3, unset=["temp"])]  # "make them all large and iced": the muffin's is no change
    got = every_line_given(model, "make them all size:large and temp:iced".split(), three, MENU)
    assert got[:2] == [ChangeLine(ref=1, size="large", temp="iced"),
                       ChangeLine(ref=2, size="large", temp="iced")]


def test_an_item_said_after_both_changes_its_lines_not_adds_one():
    from ordering.both import every_unit_not_added

    cart = Cart(lines=[Line(id=1, item="cappuccino", qty=2), Line(id=2, item="peppermint rose tea")],
                next_line_id=3)
    said = "and both item:cappuccino with milk:nonfat_milk".split()
    assert every_unit_not_added([AddLine(item="cappuccino", milk="nonfat milk")], said, cart) == [
        ChangeLine(ref=1, milk="nonfat milk")]
    more = [AddLine(item="cappuccino", qty=2, milk="nonfat milk")]  # "and two cappuccinos, both with skim"
    added = "and n2 item:cappuccino both with milk:nonfat_milk".split()
    assert every_unit_not_added(more, added, cart) == more
    one = Cart(lines=[Line(id=1, item="cappuccino")], next_line_id=2)  # no two of them to be both
    assert every_unit_not_added(more[:1], said, one) == more[:1]


def test_the_shipped_engine_changes_both_cappuccinos(engine):
    cart, _ = converse(engine, "two cappuccinos and a peppermint tea", "and both cappuccinos with skim")
    assert [(line.item, line.qty, line.milk) for line in cart.lines] == [
        ("cappuccino", 2, "nonfat milk"), ("peppermint rose tea", 1, None)]


def test_both_said_before_items_only_named_again_is_of_every_line(engine):
    said = ("a item:latte and a item:mocha please . make both of them size:large . and the item:mocha with "
            "addon:whipped_cream .").split()
    model = [AddLine(item="latte"), AddLine(item="mocha", size="large"),
             AddLine(item="mocha", addons={"whipped cream": 1})]
    assert both_given(model, said, MENU)[0] == AddLine(item="latte", size="large")
    new_item = "a item:latte , both size:large , and a item:mocha".split()  # the mocha is new: not both's
    assert both_given(model[:2], new_item, MENU) == model[:2]
    text = "a latte and a mocha please. make both of them large. and the mocha with whip."
    cart, _ = converse(engine, text)
    assert lines(cart) == [{"addons": {"whipped cream": 1}, "item": "mocha", "qty": 1, "size": "large"},
                           {"item": "latte", "qty": 1, "size": "large"}]


def test_a_request_said_after_both_is_noted_on_every_line_added():
    words = "n2 teas , an item:earl_grey_tea and an item:english_breakfast_tea , both with milk".split()
    model = [AddLine(item="earl grey tea"), AddLine(item="english breakfast tea", notes="with milk")]
    assert both_noted(model, words) == [AddLine(item="earl grey tea", notes="with milk"),
                                        AddLine(item="english breakfast tea", notes="with milk")]


def test_a_request_of_one_line_stays_its_own():
    words = "an item:earl_grey_tea with milk and an item:english_breakfast_tea".split()
    model = [AddLine(item="earl grey tea", notes="with milk"), AddLine(item="english breakfast tea")]
    assert both_noted(model, words) == model
    words = "both an item:earl_grey_tea and an item:english_breakfast_tea with milk".split()  # "both" first
    assert both_noted(model, words) == model


def test_the_shipped_engine_notes_milk_in_both_teas(engine):
    cart, _ = converse(engine, "two teas, an earl grey and an english breakfast, both with milk")
    assert [line.notes for line in cart.lines] == ["with milk", "with milk"]
    cart, _ = converse(engine, "a latte and a cappuccino, both in ceramic mugs please")
    assert [line.notes for line in cart.lines] == ["in ceramic mugs", "in ceramic mugs"]


def test_both_said_after_and_first_is_every_line():
    from ordering.both import every_line_said

    assert every_line_said("and both with an addon:espresso_shot".split(), 2)
    assert every_line_said("both with milk:oat_milk".split(), 2)
    assert not every_line_said("a item:latte and both with addon:espresso_shot".split(), 2)


def test_the_shipped_engine_gives_both_drinks_the_shot(engine):
    cart, _ = converse(engine, "could i get a medium latte and a small cappuccino",
                       "and both with an extra shot")
    assert [line.addons for line in cart.lines] == [{"espresso shot": 1}, {"espresso shot": 1}]


PAIR = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="cappuccino")], next_line_id=3)


def test_values_said_with_both_go_to_both_and_those_of_one_line_to_it():
    said = "make them both caffeine:decaf and add addon:whipped_cream to the item:latte".split()
    model = [ChangeLine(ref=1, caffeine="decaf", add_addons={"whipped cream": 1}),
             ChangeLine(ref=2, add_addons={"whipped cream": 1})]  # the whip on both, the decaf on one
    assert both_and_one_given(model, said, PAIR) == [
        ChangeLine(ref=1, caffeine="decaf", add_addons={"whipped cream": 1}),
        ChangeLine(ref=2, caffeine="decaf")]
    said = "make the item:cappuccino size:large and both temp:iced".split()
    assert both_and_one_given([ChangeLine(ref=2, size="large", temp="iced")], said, PAIR) == [
        ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, size="large", temp="iced")]


def test_a_part_that_takes_off_or_more_lines_than_two_are_the_models():
    model = [ChangeLine(ref=1, caffeine="decaf")]
    said = "make both caffeine:decaf and no addon:whipped_cream on the item:latte".split()
    assert both_and_one_given(model, said, PAIR) == model
    three = Cart(lines=[*PAIR.lines, Line(id=3, item="mocha")], next_line_id=4)
    said = "make both caffeine:decaf and add addon:whipped_cream to the item:latte".split()
    assert both_and_one_given(model, said, three) == model
    assert both_and_one_given(model, "make them caffeine:decaf".split(), PAIR) == model


def test_the_shipped_engine_puts_the_whip_on_the_latte_alone(engine):
    cart, _ = converse(engine, "a latte and a cappuccino", "make them both decaf and add whip to the latte")
    assert [(line.item, line.caffeine, line.addons) for line in cart.lines] == [
        ("latte", "decaf", {"whipped cream": 1}), ("cappuccino", "decaf", {})]


def test_either_said_after_a_preposition_is_every_line_of_two():
    from ordering.both import every_line_said

    assert every_line_said("and no addon:whipped_cream on either".split(), 2)
    assert every_line_said("no addon:ice in either of them".split(), 2)
    assert not every_line_said("no addon:whipped_cream on either".split(), 3)  # "either" of three lines
    assert not every_line_said("either is fine".split(), 2)


def test_the_shipped_engine_takes_the_whip_off_either_mocha(engine):
    cart, _ = converse(engine, "one mocha and one white mocha", "make the white mocha iced",
                       "and no whip on either")
    assert [line.removals for line in cart.lines] == [["whipped cream"], ["whipped cream"]]


def test_the_values_said_of_one_after_both_go_on_one_line():
    from ordering.both import one_of_both_only

    both = [AddLine(item="americano", size="large", preps=["with room"]),
            AddLine(item="americano", size="large", preps=["with room"])]
    said = "can i have n2 item:americano , both size:large , n1 prep:with_room".split()
    assert one_of_both_only(both, said) == [both[0], AddLine(item="americano", size="large")]
    two = "n2 item:latte , both temp:iced , n1 with milk:oat_milk n1 with milk:soy_milk".split()
    apart = [AddLine(item="latte", temp="iced", milk="oat milk"), AddLine(item="latte", temp="iced",
                                                                          milk="soy milk")]
    assert one_of_both_only(apart, two) == apart  # one and another: the model's


def test_the_shipped_engine_leaves_room_in_one_of_two_large_americanos(engine):
    cart, _ = converse(engine, "can i have 2 americanos, both large, one with room")
    assert sorted((line.size, tuple(line.preps)) for line in cart.lines) == [
        ("large", ()), ("large", ("with room",))]


def test_warm_said_of_both_warms_the_food():
    from ordering.both import every_line_given

    pair = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3)
    assert every_line_given([ChangeLine(ref=1, temp="warm")], "both temp:warm".split(), pair, MENU) == [
        ChangeLine(ref=1, temp="warm"), ChangeLine(ref=2, preps=["warmed"])]


def test_the_shipped_engine_warms_the_muffin_too(engine):
    cart, _ = converse(engine, "a latte and a muffin", "both warm")
    assert [(line.temp, line.preps) for line in cart.lines] == [("warm", []), (None, ["warmed"])]
