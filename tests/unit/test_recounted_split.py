"""`recounted_split`: "make that two, one with oat" recounts the line and splits the units said apart."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.recounted_split import recounted_split
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant")], next_line_id=3)


def _read(words: str, cart: Cart = LATTE, edits=()) -> list:
    return recounted_split(list(edits), words.split(), cart, MENU)


def test_one_unit_apart_is_a_line_of_its_own():
    model = [ChangeLine(ref=2, unset=["milk"])]  # of the croissant: the model's stray change
    assert _read("make that n2 , n1 with milk:oat_milk", edits=model) == [
        AddLine(item="latte", milk="oat milk")]
    assert _read("make the item:latte n3 , n1 of them caffeine:decaf") == [
        ChangeLine(ref=1, qty=2), AddLine(item="latte", caffeine="decaf")]
    assert _read("make it n2 and n1 with an added addon:espresso_shot") == [
        AddLine(item="latte", addons={"espresso shot": 1})]


def test_the_second_one_said_apart_is_one_unit():
    for said in ("make that n2 but the second n1 with milk:almond_milk", "make it n2 , the other one with "
                 "milk:almond_milk"):
        assert _read(said) == [AddLine(item="latte", milk="almond milk")], said
    assert _read("make that n2 but the second") == []  # no values: nothing said apart


def test_the_shipped_engine_adds_the_second_latte_with_almond(engine):
    cart, _ = converse(engine, "a small oat latte", "make that two but the second one with almond")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "size": "small", "milk": "oat milk"},
                                   {"item": "latte", "qty": 1, "size": "small", "milk": "almond milk"}])


def test_every_unit_said():
    assert _read("make that n2 , n1 with milk:oat_milk and n1 with milk:soy_milk") == [
        ChangeLine(ref=1, qty=1, milk="oat milk"), AddLine(item="latte", milk="soy milk")]
    assert _read("make it n2 , both with milk:oat_milk") == [
        ChangeLine(ref=1, qty=2, milk="oat milk")]


def test_other_turns_are_the_models():
    model = [ChangeLine(ref=1, qty=2)]
    assert _read("make it n2", edits=model) == model  # no units apart
    assert _read("make it n2 , n1 with milk:oat_milk and the other hot", edits=model) == model
    assert _read("make it n2 , n3 with milk:oat_milk", edits=model) == model  # more apart than the count
    assert _read("make it n2 , n1 with size:large", cart=Cart(lines=[Line(id=1, item="butter croissant")],
                                                             next_line_id=2), edits=model) == model
    added = [AddLine(item="mocha")]
    assert _read("make that n2 , n1 with milk:oat_milk and add a item:mocha", edits=added) == added
    assert _read("n2 item:latte , n1 with milk:oat_milk", cart=Cart()) == []


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a latte and a croissant", "actually can you make that two, one with oat")
    assert lines(cart) == [{"item": "butter croissant", "qty": 1},
                           {"item": "latte", "milk": "oat milk", "qty": 1}, {"item": "latte", "qty": 1}]
    cart, _ = converse(engine, "a latte", "make that two, one with oat and one with soy")
    assert lines(cart) == [{"item": "latte", "milk": "oat milk", "qty": 1},
                           {"item": "latte", "milk": "soy milk", "qty": 1}]
    cart, _ = converse(engine, "a plain bagel", "make it two, one toasted")
    assert lines(cart) == [{"item": "bagel", "preps": ["toasted"], "qty": 1}, {"item": "bagel", "qty": 1}]


SPLIT = Cart(lines=[Line(id=1, item="flat white", milk="soy milk"), Line(id=2, item="flat white", qty=2)],
             next_line_id=3, added=[1, 2])


def test_the_count_of_a_split_just_made_taken_back_moves_units_between_its_lines():
    from ordering.recounted_split import split_recounted

    said = "no wait , n2 with milk:soy_milk".split()
    assert split_recounted([ChangeLine(ref=2, milk="soy milk")], said, SPLIT, MENU) == [
        ChangeLine(ref=1, qty=2), ChangeLine(ref=2, qty=1)]
    said = "actually n3 with milk:soy_milk".split()  # all of them
    assert split_recounted([], said, SPLIT, MENU) == [ChangeLine(ref=2, milk="soy milk")]
    croissants = Cart(lines=[Line(id=1, item="butter croissant"),
                             Line(id=2, item="butter croissant", preps=["warmed"])],
                      next_line_id=3, added=[1, 2])
    assert split_recounted([], "actually n2 temp:warm".split(), croissants, MENU) == [
        ChangeLine(ref=1, preps=["warmed"])]


def test_other_counts_are_the_models():
    from ordering.recounted_split import split_recounted

    model = [ChangeLine(ref=2, milk="soy milk")]
    assert split_recounted(model, "and n2 with milk:soy_milk".split(), SPLIT, MENU) == model  # no taking back
    older = SPLIT.model_copy(update={"added": []})  # not the last turn's split
    assert split_recounted(model, "no wait , n2 with milk:soy_milk".split(), older, MENU) == model
    assert split_recounted(model, "no wait , n2 with milk:oat_milk".split(), SPLIT, MENU) == model  # no line


def test_the_shipped_engine_makes_two_of_the_three_flat_whites_soy(engine):
    cart, replies = converse(engine, "three flat whites, one with soy", "no wait, two with soy")
    assert sorted((line.qty, line.milk or "") for line in cart.lines) == [(1, ""), (2, "soy milk")], replies
