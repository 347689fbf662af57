""""Make it 2 and iced": the count said beside a change of the same line (`ordering.count_made`)."""

from __future__ import annotations

import pytest

from ordering.count_made import count_made
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse, lines


@pytest.mark.parametrize("words, edits, want", [
    ("make it n2 and temp:iced", [ChangeLine(ref=1, temp="iced")], [ChangeLine(ref=1, qty=2, temp="iced")]),
    ("make it n2 and add addon:whipped_cream", [ChangeLine(ref=2, add_addons={"whipped cream": 1})],
     [ChangeLine(ref=2, qty=2, add_addons={"whipped cream": 1})]),
    ("actually make that n3 size:large", [ChangeLine(ref=1, size="large")],
     [ChangeLine(ref=1, qty=3, size="large")]),
    ("can you split it into n2 size:small", [ChangeLine(ref=1, size="small")],
     [ChangeLine(ref=1, qty=2, size="small")]),
])
def test_the_count_goes_on_the_models_one_change(words, edits, want):
    assert count_made(edits, words.split()) == want


@pytest.mark.parametrize("words, edits", [
    ("make that n1 size:large", [ChangeLine(ref=1, size="large")]),  # which one, not how many
    ("make it n2 addon:vanilla_syrup", [ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]),  # pumps
    ("make it n12 oz", [ChangeLine(ref=1, notes="12 oz")]),
    ("make it n2 and temp:iced", [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]),
    ("make it n2 and a item:muffin", [AddLine(item="blueberry muffin")]),
    ("make it n2", [ChangeLine(ref=1, qty=2)]),
    ("split it into n2 item:muffin", [AddLine(item="apple bran muffin")]),
])
def test_other_turns_are_the_models(words, edits):
    assert count_made(edits, words.split()) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a mocha", "make it two and add whip")
    assert lines(cart) == [{"item": "mocha", "qty": 2, "addons": {"whipped cream": 1}}]
    assert replies[1] == ("You now have 2 mochas with whipped cream ($11.50) in place of the mocha. "
                          "Anything else?")


def test_a_count_said_after_an_item_named_in_the_plural_is_its_count():
    from ordering.count_made import count_said_after
    from ordering.edits import AddLine

    said = "item:latte for the whole team , n6 of them".split()
    text = "lattes for the whole team, six of them"
    assert count_said_after([AddLine(item="latte")], said, text) == [AddLine(item="latte", qty=6)]
    said = "a item:latte , n2 of them with milk:oat_milk".split()  # "a latte": one, said so
    assert count_said_after([AddLine(item="latte")], said, "a latte, two of them with oat") == [
        AddLine(item="latte")]
    said = "item:hot_chocolate for the kids , n3 of them".split()  # bare at the start: counted
    text = "hot chocolate for the kids, three of them"
    assert count_said_after([AddLine(item="hot chocolate")], said, text) == [
        AddLine(item="hot chocolate", qty=3)]
    said = "item:latte for everyone , that's n5".split()
    assert count_said_after([AddLine(item="latte")], said, "lattes for everyone, that's five") == [
        AddLine(item="latte", qty=5)]
    said = "a item:hot_chocolate for each of my n3 kids".split()  # "a", then how many it is for
    assert count_said_after([AddLine(item="hot chocolate")], said, "") == [
        AddLine(item="hot chocolate", qty=3)]
    said = "and item:hot_chocolate for the kids , n3 of them".split()  # not at the start: not plural
    assert count_said_after([AddLine(item="hot chocolate")], said, "and " + text) == [
        AddLine(item="hot chocolate")]


def test_one_said_after_the_count_with_values_the_line_has_is_one_of_them():
    from ordering.count_made import count_said_after
    from ordering.edits import AddLine

    said = "item:americano , n2 of them , n1 caffeine:decaf".split()
    decaf = AddLine(item="americano", caffeine="decaf")
    assert count_said_after([decaf], said, "americano, two of them, one decaf") == [
        decaf, AddLine(item="americano")]
    said = "item:latte , n3 of them , n1 with milk:oat_milk".split()
    oat = AddLine(item="latte", milk="oat milk")
    assert count_said_after([oat], said, "latte, three of them, one with oat") == [
        oat, AddLine(item="latte", qty=2)]
    said = "item:espresso , n3 of them , n1 a shots:2".split()
    double = AddLine(item="espresso", shots=2)
    assert count_said_after([double], said, "espresso, three of them, one a double") == [
        double, AddLine(item="espresso", qty=2)]
    said = "item:latte , n2 of them , n1 for my friend".split()  # no value of one: both counted
    assert count_said_after([AddLine(item="latte")], said, "latte, two of them, one for my friend") == [
        AddLine(item="latte", qty=2)]


def test_the_shipped_engine_makes_one_of_two_americanos_decaf(engine):
    cart, replies = converse(engine, "americano, two of them, one decaf")
    assert lines(cart) == [{"caffeine": "decaf", "item": "americano", "qty": 1},
                           {"item": "americano", "qty": 1}]
    assert replies[0] == "Added a decaf americano ($3.75) and an americano ($3.75). Anything else?"

def test_a_count_said_last_after_a_comma_is_the_items_count():
    from ordering.count_made import count_said_after
    from ordering.edits import AddLine

    said = "item:latte , n2 please".split()
    assert count_said_after([AddLine(item="latte")], said, "latte, two please") == [
        AddLine(item="latte", qty=2)]
    said = "the item:oolong_tea , n2 of those please".split()  # after "the": that one, counted
    assert count_said_after([AddLine(item="oolong tea")], said, "the oolong, two of those please") == [
        AddLine(item="oolong tea", qty=2)]
    said = "a item:latte , n2 please".split()  # "a latte": one, said so
    assert count_said_after([AddLine(item="latte")], said, "a latte, two please") == [
        AddLine(item="latte")]
    said = "item:latte , n2 addon:sugar please".split()  # two of an add-on
    assert count_said_after([AddLine(item="latte")], said, "latte, two sugars please") == [
        AddLine(item="latte")]


def test_the_shipped_engine_adds_two_oolong_teas_counted_last(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "the oolong, two of those please")
    assert [(line.item, line.qty) for line in cart.lines] == [("oolong tea", 2)]
    assert replies == ["Added 2 oolong teas ($6.50). Anything else?"]


def test_the_shipped_engine_adds_six_lattes(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "lattes for the whole team, six of them")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 6)]
    cart, _ = converse(engine, "a hot chocolate for each of my three kids")
    assert [(line.item, line.qty) for line in cart.lines] == [("hot chocolate", 3)]
    cart, _ = converse(engine, "hot chocolate for the kids, three of them, small")
    assert [(line.item, line.qty, line.size) for line in cart.lines] == [("hot chocolate", 3, "small")]


def test_a_count_taken_back_in_the_turn_is_the_lines_count():
    from ordering.count_made import count_corrected_in_turn

    one = [AddLine(item="espresso")]
    assert count_corrected_in_turn(one, "an item:espresso , make that n2".split()) == [
        AddLine(item="espresso", qty=2)]
    split = [AddLine(item="mocha", caffeine="decaf"), AddLine(item="mocha")]
    said = "n2 item:mocha , sorry n3 , n1 of them caffeine:decaf".split()
    assert count_corrected_in_turn(split, said) == [AddLine(item="mocha", caffeine="decaf"),
                                                    AddLine(item="mocha", qty=2)]
    two = [AddLine(item="latte", qty=2, size="large")]
    assert count_corrected_in_turn(two, "n2 item:latte , make that n2 size:large".split()) == two
    assert count_corrected_in_turn(one, "an item:espresso and n2 item:latte".split()) == one


def test_the_shipped_engine_makes_that_two(engine):
    cart, _ = converse(engine, "an espresso, make that two")
    assert lines(cart) == [{"item": "espresso", "qty": 2}]


def test_the_shipped_engine_splits_the_large_latte_into_two_small_ones(engine):
    cart, _ = converse(engine, "a large latte", "can you split it into two smalls")
    assert [(line.size, line.qty) for line in cart.lines] == [("small", 2)]


@pytest.mark.parametrize("said, count", [
    ("a item:latte for every n1 of us , n5 of us", 5),
    ("a item:cappuccino for each of us , there are n4 of us", 4),
    ("a item:mocha for everyone , we're n3", 3),
])
def test_one_for_each_of_a_group_counted_after_is_that_many(said, count):
    from ordering.count_made import count_said_after

    assert count_said_after([AddLine(item=said.split()[1][5:])], said.split(), said) == [
        AddLine(item=said.split()[1][5:], qty=count)]


def test_the_shipped_engine_adds_a_latte_for_each_of_five(engine):
    cart, _ = converse(engine, "a latte for every one of us, five of us")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 5)]


def test_an_item_said_again_with_its_count_after_so_is_its_whole_count():
    from ordering.count_made import total_restated

    said = "and a item:butter_croissant for each of us , so n4 item:butter_croissant".split()
    model = [AddLine(item="butter croissant"), AddLine(item="butter croissant", qty=4)]
    assert total_restated(model, said) == [AddLine(item="butter croissant", qty=4)]
    said = "a item:latte for everyone , that's n3 item:latte".split()
    assert total_restated([AddLine(item="latte"), AddLine(item="latte", qty=3)], said) == [
        AddLine(item="latte", qty=3)]
    said = "a item:latte and n2 item:latte".split()  # no word that restates: one and two more
    assert total_restated([AddLine(item="latte"), AddLine(item="latte", qty=2)], said) == [
        AddLine(item="latte"), AddLine(item="latte", qty=2)]
    said = "a item:latte with oat , so n2 item:latte".split()  # lines that differ: the model's
    two = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", qty=2)]
    assert total_restated(two, said) == two


def test_the_shipped_engine_adds_four_croissants_for_four(engine):
    cart, _ = converse(engine, "let me get four espressos, two of them doubles",
                       "and a croissant for each of us, so four croissants")
    assert [(line.item, line.qty) for line in cart.lines][-1] == ("butter croissant", 4)


def test_a_count_of_ones_said_after_a_question_of_the_item_is_its_count():
    from ordering.count_made import count_of_ones

    said = "how much is a item:latte ? i'll have n2 size:large ones".split()
    assert count_of_ones([AddLine(item="latte", size="large")], said) == [
        AddLine(item="latte", qty=2, size="large")]
    said = "a item:latte and n2 temp:iced ones".split()  # one sentence: one latte and two more
    assert count_of_ones([AddLine(item="latte", temp="iced")], said) == [AddLine(item="latte", temp="iced")]


def test_the_shipped_engine_adds_two_large_lattes_after_their_price(engine):
    cart, _ = converse(engine, "how much is a latte? i'll have two large ones")
    assert [(line.item, line.qty, line.size) for line in cart.lines] == [("latte", 2, "large")]
