""""No almond? ok just the cortado then" after the almond croissant was refused: no almond milk
(`lacked_echoed.lacked_echoed`); "no pumpkin? fine, a blueberry one" after the pumpkin muffin was refused:
the blueberry muffin (`lacked_echoed.lacked_kind_named`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine
from ordering.lacked_echoed import lacked_echoed, lacked_kind_named
from ordering.replies import NEVER_MIND
from tests.unit.shipped import MENU, converse, lines

CORTADO = Cart(lines=[Line(id=1, item="cortado")], next_line_id=2, lacked=["almond croissant"])


def test_a_word_of_the_thing_lacked_read_as_a_value_is_no_change():
    almond = [ChangeLine(ref=1, milk="almond milk")]
    unchanged = [AskMenu(about=[NEVER_MIND])]
    assert lacked_echoed(almond, "no almond? ok just the cortado then", CORTADO) == unchanged
    iced = [ChangeLine(ref=1, milk="almond milk", temp="iced")]
    assert lacked_echoed(iced, "no almond? make it iced then", CORTADO) == [ChangeLine(ref=1, temp="iced")]


def test_the_value_said_in_full_or_no_thing_lacked_is_the_models():
    almond = [ChangeLine(ref=1, milk="almond milk")]
    assert lacked_echoed(almond, "ok then almond milk in the cortado", CORTADO) == almond
    plain = Cart(lines=[Line(id=1, item="cortado")], next_line_id=2)
    assert lacked_echoed(almond, "no almond? ok", plain) == almond


def test_a_kind_of_the_thing_lacked_named_by_a_plain_word_is_ordered():
    cart = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2, lacked=["pumpkin muffin"])
    said = "no pumpkin ? fine , a blueberry n1".split()
    assert lacked_kind_named([RemoveLine(ref=1)], said, cart, MENU) == [AddLine(item="blueberry muffin")]
    assert lacked_kind_named([Finish()], "the lemon poppyseed n1".split(), cart, MENU) == [
        Finish(), AddLine(item="lemon poppyseed muffin")]
    blueberry = [AddLine(item="blueberry muffin")]
    assert lacked_kind_named([], "no sorry blueberry".split(), cart, MENU) == blueberry
    assert lacked_kind_named([], "how about blueberry".split(), cart, MENU) == blueberry
    assert lacked_kind_named([], "not blueberry".split(), cart, MENU) == []
    added = [AddLine(item="latte")]
    assert lacked_kind_named(added, "a item:latte".split(), cart, MENU) == added
    assert lacked_kind_named([RemoveLine(ref=1)], said, Cart(lines=cart.lines, next_line_id=2), MENU) == [
        RemoveLine(ref=1)]


def test_the_kind_named_that_the_last_turn_added_already_is_no_second_one():
    bagel = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="bagel")], next_line_id=3,
                 lacked=["everything bagel"], added=[2])
    assert lacked_kind_named([ChangeLine(ref=2, unset=["temp"])], "plain then".split(), bagel, MENU) == [
        AskMenu(about=[NEVER_MIND])]
    earlier = bagel.model_copy(update={"added": []})  # the bagel was ordered before: one more
    assert lacked_kind_named([], "plain then".split(), earlier, MENU) == [AddLine(item="bagel")]


def test_the_shipped_engine_adds_no_second_plain_bagel(engine):
    cart, _ = converse(engine, "could i get an everything bagel", "ok plain then")
    assert [(line.item, line.qty) for line in cart.lines] == [("bagel", 1)]


def test_the_shipped_engine_keeps_the_cortado_and_orders_the_blueberry_muffin(engine):
    cart, replies = converse(engine, "a cortado and an almond croissant",
                             "no almond? ok just the cortado then")
    assert lines(cart) == [{"item": "cortado", "qty": 1}], replies
    cart, _ = converse(engine, "a flat white and a pumpkin muffin", "no pumpkin? fine, a blueberry one")
    assert [line.item for line in cart.lines] == ["flat white", "blueberry muffin"]
    cart, _ = converse(engine, "a cappuccino and a carrot muffin", "oh sorry, lemon poppyseed please")
    assert [line.item for line in cart.lines] == ["cappuccino", "lemon poppyseed muffin"]


def test_a_word_of_the_thing_lacked_said_as_a_choice_is_the_models():
    almond = [ChangeLine(ref=1, milk="almond milk")]
    assert lacked_echoed(almond, "ok then make my cortado almond", CORTADO) == almond
