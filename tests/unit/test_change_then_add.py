""""A latte", then "change that to decaf please and add a muffin": a decaf latte and a muffin, no swap
(`ordering.change_then_add`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.change_then_add import change_then_add
from ordering.edits import AddLine, ChangeLine, RemoveLine
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="latte")], next_line_id=3)
MUFFIN = AddLine(item="apple bran muffin")


def test_the_line_changed_to_values_stays_beside_the_item_added():
    said = "change that to caffeine:decaf please and add a item:apple_bran_muffin".split()
    assert change_then_add([MUFFIN, RemoveLine(ref=2)], said, CART) == [ChangeLine(ref=2, caffeine="decaf"),
                                                                        MUFFIN]
    said = "make it temp:iced , and can i also get a item:apple_bran_muffin".split()
    assert change_then_add([MUFFIN], said, CART) == [ChangeLine(ref=2, temp="iced"), MUFFIN]


def test_a_value_kept_goes_back_on_the_line_beside_the_item_added():
    cortado = AddLine(item="cortado", shots=2)
    said = "actually keep it a shots:2 and add a item:cortado".split()
    assert change_then_add([cortado], said, CART) == [ChangeLine(ref=2, shots=2), AddLine(item="cortado")]


def test_the_shipped_engine_keeps_the_espresso_double_and_adds_a_cortado(engine):
    cart, replies = converse(engine, "one double espresso", "make it a single",
                             "actually keep it a double and add a cortado")
    assert [(line.item, line.shots) for line in cart.lines] == [("espresso", 2), ("cortado", None)]
    assert replies[-1] == "Changed the espresso to double shot. Added a cortado ($3.50). Anything else?"


def test_other_turns_are_the_models():
    swap = [AddLine(item="latte"), RemoveLine(ref=1), MUFFIN]
    said = "change that to a item:latte and add a item:apple_bran_muffin".split()
    assert change_then_add(swap, said, CART) == swap
    for said in ("change that to caffeine:decaf", "a item:apple_bran_muffin",
                 "change that to caffeine:decaf and a item:latte"):
        assert change_then_add([MUFFIN], said.split(), CART) == [MUFFIN], said


def test_the_shipped_engine_keeps_the_latte_decaf_and_adds_the_muffin(engine):
    cart, _ = converse(engine, "a latte", "change that to decaf please and add a muffin")
    assert [(line.item, line.caffeine) for line in cart.lines] == [("latte", "decaf"),
                                                                   ("apple bran muffin", None)]


def test_the_item_added_has_its_own_values_and_not_the_lines():
    said = "make it temp:extra_hot and add a item:blueberry_muffin temp:warm".split()
    warmed = AddLine(item="blueberry muffin", preps=["warmed"])
    assert change_then_add([warmed], said, CART) == [ChangeLine(ref=2, temp="extra hot"), warmed]
    said = "make it temp:iced and add a size:large item:mocha".split()
    iced = AddLine(item="mocha", size="large", temp="iced")  # the model iced the mocha too
    assert change_then_add([iced], said, CART) == [ChangeLine(ref=2, temp="iced"),
                                                   AddLine(item="mocha", size="large")]


def test_the_shipped_engine_makes_the_mocha_extra_hot_and_adds_the_muffin_warmed(engine):
    cart, replies = converse(engine, "a mocha",
                             "also can you make it extra hot and add a blueberry muffin warmed")
    assert [(line.item, line.temp, line.preps) for line in cart.lines] == [
        ("mocha", "extra hot", []), ("blueberry muffin", None, ["warmed"])]
    assert replies[1] == ("Changed the mocha to extra hot. Added a blueberry muffin, warmed ($3.25). "
                          "Anything else?")
