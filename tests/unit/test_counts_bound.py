"""'A latte with an extra shot and a mocha with two extra shots': counts bound to the drink named before
them (`ordering.counts_bound`)."""

from __future__ import annotations

from ordering.cart import Cart
from ordering.counts_bound import counts_bound, kind_named_again
from ordering.edits import AddLine, ChangeLine

SHOTS = "a item:latte with an added addon:espresso_shot and a item:mocha with n2 added addon:espresso_shot"
VANILLA = "n2 item:latte with addon:vanilla_syrup and a item:mocha with n2 pumps of addon:vanilla_syrup"


def lines(*pairs: tuple[str, dict]) -> list[AddLine]:
    return [AddLine(item=item, addons=addons) for item, addons in pairs]


def test_swapped_counts_of_one_add_on_are_put_in_the_order_said():
    swapped = lines(("latte", {"espresso shot": 2}), ("mocha", {"espresso shot": 1}))
    assert counts_bound(swapped, SHOTS.split()) == lines(
        ("latte", {"espresso shot": 1}), ("mocha", {"espresso shot": 2}))
    model = lines(("latte", {"vanilla syrup": 2}), ("mocha", {"vanilla syrup": 1}))
    assert [e.addons for e in counts_bound(model, VANILLA.split())] == [
        {"vanilla syrup": 1}, {"vanilla syrup": 2}]


def test_lines_written_in_another_order_and_plain_portions():
    said = ("n1 item:cappuccino but a little addon:splenda , and n1 more thing , a shots:1 item:cortado "
            "add n4 pumps of addon:splenda").split()
    model = lines(("cortado", {"splenda": 1}), ("cappuccino", {"splenda": 4}))
    assert counts_bound(model, said) == lines(("cortado", {"splenda": 4}), ("cappuccino", {"splenda": 1}))
    said = ("n4 item:cold_brew plus n3 pumps of addon:white_chocolate_sauce , and n3 "
            "item:english_breakfast_tea and also n2 addon:white_chocolate_sauce , n1 "
            "item:lavender_earl_grey_tea").split()
    model = lines(("english breakfast tea", {"white chocolate sauce": 3}), ("lavender earl grey tea", {}),
                  ("cold brew", {"white chocolate sauce": 2}))
    assert [e.addons for e in counts_bound(model, said)] == [
        {"white chocolate sauce": 2}, {}, {"white chocolate sauce": 3}]
    twice = "a item:latte with addon:honey and a item:latte with n2 addon:honey".split()
    model = lines(("latte", {"honey": 2}), ("latte", {"honey": 1}))
    assert counts_bound(model, twice) == model  # an item said twice: which line is whose is unclear


def test_counts_not_plainly_said_other_counts_or_other_items_are_left_as_the_model_wrote_them():
    right = lines(("latte", {"espresso shot": 1}), ("mocha", {"espresso shot": 2}))
    assert counts_bound(right, SHOTS.split()) == right
    extra = "a item:latte with extra addon:vanilla_syrup and a item:mocha with addon:vanilla_syrup".split()
    model = lines(("latte", {"vanilla syrup": 2}), ("mocha", {"vanilla syrup": 2}))
    assert counts_bound(model, extra) == model  # how much "extra" is, the words do not say
    both_two = lines(("latte", {"espresso shot": 2}), ("mocha", {"espresso shot": 2}))
    assert counts_bound(both_two, SHOTS.split()) == both_two  # not the counts said, in another order
    other_items = lines(("cappuccino", {"espresso shot": 2}), ("mocha", {}))
    assert counts_bound(other_items, SHOTS.split()) == other_items
    assert counts_bound([ChangeLine(ref=1)], SHOTS.split()) == [ChangeLine(ref=1)]


def test_a_counted_item_named_again_takes_the_values_said_of_it():
    from ordering.cart import Cart
    from ordering.counts_bound import named_again
    from ordering.edits import AddLine

    said = "could i get n2 item:americano and n2 item:latte , the item:latte with milk:oat_milk".split()
    model = [AddLine(item="americano", qty=2), AddLine(item="latte", qty=2),
             AddLine(item="latte", milk="oat milk")]
    assert named_again(model, said, Cart()) == [AddLine(item="americano", qty=2),
                                                AddLine(item="latte", qty=2, milk="oat milk")]
    other = [AddLine(item="latte", qty=3), AddLine(item="latte", milk="oat milk")]  # not the count said
    assert named_again(other, said, Cart()) == other


def test_an_add_on_said_of_the_item_named_again_moves_onto_it(engine):
    from ordering.cart import Cart
    from ordering.counts_bound import named_again
    from ordering.edits import AddLine
    from tests.unit.shipped import converse, lines

    said = "a item:cappuccino and a item:latte , and put addon:cinnamon on the item:cappuccino".split()
    model = [AddLine(item="cappuccino"), AddLine(item="latte", addons={"cinnamon": 1}),
             AddLine(item="cappuccino")]
    assert named_again(model, said, Cart()) == [AddLine(item="cappuccino", addons={"cinnamon": 1}),
                                                AddLine(item="latte")]
    said = "a item:cappuccino and a item:latte with addon:cinnamon , and the item:cappuccino".split()
    assert named_again(model, said, Cart()) == model[:2]  # said of the latte: kept there
    cart, _ = converse(engine, "a cappuccino and a latte, and put cinnamon on the cappuccino")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "addons": {"cinnamon": 1}},
                           {"item": "latte", "qty": 1}]


def test_an_item_said_with_its_values_then_named_again_takes_the_values_said_of_it(engine):
    from ordering.cart import Cart
    from ordering.counts_bound import named_again
    from ordering.edits import AddLine
    from tests.unit.shipped import converse, lines

    said = ("i'd like a size:large item:latte . also a item:blueberry_muffin . oh and can the item:latte be "
            "caffeine:decaf ?").split()
    model = [AddLine(item="latte", size="large"), AddLine(item="blueberry muffin"),
             AddLine(item="latte", caffeine="decaf")]
    assert named_again(model, said, Cart()) == [AddLine(item="latte", size="large", caffeine="decaf"),
                                                AddLine(item="blueberry muffin")]
    cart, _ = converse(engine, "Hi! I'd like a large latte. Also a blueberry muffin. Oh and can the latte be "
                               "decaf?")
    assert lines(cart) == [{"caffeine": "decaf", "item": "latte", "qty": 1, "size": "large"},
                           {"item": "blueberry muffin", "qty": 1}]


def test_the_house_item_named_by_its_kind_after_another_of_the_kind_is_that_one():
    words = ("i'll have a item:flat_white and a item:blueberry_muffin , and could you temp:warm the "
             "item:apple_bran_muffin").split()
    text = "I'll have a flat white and a blueberry muffin, and could you warm the muffin"
    model = [AddLine(item="flat white"), AddLine(item="blueberry muffin", preps=["warmed"]),
             AddLine(item="apple bran muffin")]
    assert kind_named_again(model, words, text, Cart()) == model[:2]


def test_the_house_item_ordered_beside_another_of_its_kind_stays():
    words = "a item:lemon_poppyseed_muffin and a item:apple_bran_muffin".split()
    model = [AddLine(item="lemon poppyseed muffin"), AddLine(item="apple bran muffin")]
    assert kind_named_again(model, words, "a lemon poppyseed muffin and a muffin", Cart()) == model
    words = "a item:lemon_poppyseed_muffin and the item:apple_bran_muffin".split()
    text = "a lemon poppyseed muffin and the apple bran muffin"  # named in full: the house one too
    assert kind_named_again(model, words, text, Cart()) == model


def test_the_shipped_engine_warms_the_blueberry_muffin(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "I'll have a flat white and a blueberry muffin, and could you warm the muffin")
    assert [(line.item, line.preps) for line in cart.lines] == [
        ("flat white", []), ("blueberry muffin", ["warmed"])]


def test_a_bare_second_line_of_the_one_item_ordered_goes():
    from ordering.counts_bound import ordered_once

    warm = AddLine(item="hot chocolate", temp="warm")
    said = "n1 item:hot_chocolate for the little n1 , temp:warm , no milk:half_and_half".split()
    assert ordered_once([warm, AddLine(item="hot chocolate")], said) == [warm]
    mine = "a item:latte for me and n1 for my wife".split()  # one more, counted: two lattes
    two = [AddLine(item="latte", who="me"), AddLine(item="latte")]
    assert ordered_once(two, mine) == two
    another = "a item:latte and another".split()
    assert ordered_once(two, another) == two


def test_a_bare_second_line_of_one_of_several_items_ordered_once_goes():
    from ordering.counts_bound import ordered_once

    said = "can i have a item:latte with n2 addon:sugar and a item:butter_croissant".split()
    latte = AddLine(item="latte", addons={"sugar": 2})
    croissants = [latte, AddLine(item="butter croissant"), AddLine(item="butter croissant")]
    assert ordered_once(croissants, said) == croissants[:2]
    two = "a item:latte and n2 item:butter_croissant".split()  # counted: the model's
    assert ordered_once(croissants, two) == croissants
    stray = "a item:latte with n2 addon:sugar and a item:butter_croissant for me and n1 for her".split()
    assert ordered_once(croissants, stray) == croissants  # a count that orders no item said


def test_the_shipped_engine_makes_one_hot_chocolate_for_the_little_one(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "one hot choc for the little one, not too hot, no cream")
    assert [(line.item, line.temp, line.who) for line in cart.lines] == [
        ("hot chocolate", "warm", "my little one")]


def test_the_shipped_engine_adds_one_croissant_beside_a_latte_with_two_sugars(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "can i have a latte with two sugars and a croissant")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("butter croissant", 1)]
