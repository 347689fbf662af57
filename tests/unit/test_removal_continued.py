""""Take off one latte", then "and one muffin": one muffin comes off too (`ordering.removal_continued`)."""

from __future__ import annotations

from ordering.cart import Cart, Changed, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.removal_continued import add_on_removal_continued, removal_continued
from tests.unit.shipped import converse, lines, ordered

LATTES = Line(id=1, item="latte", qty=2)
CART = Cart(lines=[LATTES, Line(id=2, item="apple bran muffin", qty=2)], next_line_id=3,
            changed=[Changed(line=LATTES.model_copy(update={"qty": 3}),
                             change={"op": "set", "ref": 1, "qty": 2})])


def test_the_removal_goes_on_with_the_item_named():
    muffin = [AddLine(item="apple bran muffin")]
    said = "and n1 item:apple_bran_muffin".split()
    assert removal_continued(muffin, said, CART) == [ChangeLine(ref=2, qty=1)]
    assert removal_continued([], "and the item:apple_bran_muffin".split(), CART) == [RemoveLine(ref=2)]


def test_one_of_those_said_goes_on_and_the_models_recount_gives_way():
    recount = [ChangeLine(ref=2, qty=1)]  # "one of the muffins" read as the muffins' count
    said = "and n1 of the item:apple_bran_muffin".split()
    assert removal_continued(recount, said, CART) == [ChangeLine(ref=2, qty=1)]
    said = "and n2 of those item:apple_bran_muffin too".split()
    assert removal_continued([ChangeLine(ref=2, qty=2)], said, CART) == [RemoveLine(ref=2)]
    warmed = [ChangeLine(ref=2, qty=1, preps=["warmed"])]
    assert removal_continued(warmed, said, CART) == warmed


def test_the_shipped_engine_takes_one_of_the_lattes_off(engine):
    cart, _ = converse(engine, "3 lattes and 2 muffins", "remove a muffin", "and one of the lattes")
    assert lines(cart) == ordered([{"item": "latte", "qty": 2}, {"item": "apple bran muffin", "qty": 1}])


def test_an_order_after_anything_but_a_removal_is_the_models():
    muffin = [AddLine(item="apple bran muffin")]
    added = CART.model_copy(update={"added": [2]})
    assert removal_continued(muffin, "and n1 item:apple_bran_muffin".split(), added) == muffin
    large = Changed(line=LATTES, change={"op": "set", "size": "large"})
    changed = CART.model_copy(update={"changed": [large]})
    assert removal_continued(muffin, "and n1 item:apple_bran_muffin".split(), changed) == muffin
    croissant = [AddLine(item="butter croissant")]  # not in the cart
    assert removal_continued(croissant, "and a item:butter_croissant".split(), CART) == croissant


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "three lattes and two muffins", "take off one latte", "and one muffin")
    assert lines(cart) == ordered([{"item": "latte", "qty": 2}, {"item": "apple bran muffin", "qty": 1}])


def test_an_add_on_removal_goes_on_to_the_next_add_on_said():
    mocha = Line(id=1, item="mocha", addons={"caramel syrup": 1})
    cart = Cart(lines=[mocha], next_line_id=2, changed=[Changed(
        line=mocha.model_copy(update={"addons": {"whipped cream": 1, "caramel syrup": 1}}),
        change={"drop": ["whipped cream"]})])
    asked_again = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    for said in ("and the addon:caramel_syrup", "and no addon:caramel_syrup either",
                 "and the addon:caramel_syrup too"):
        assert add_on_removal_continued(asked_again, said.split(), cart) == [
            ChangeLine(ref=1, drop=["caramel syrup"])]
    assert add_on_removal_continued(asked_again, "and the addon:vanilla_syrup".split(), cart) == asked_again
    plain = cart.model_copy(update={"changed": []})
    assert add_on_removal_continued(asked_again, "and the addon:caramel_syrup".split(), plain) == asked_again


def test_the_shipped_engine_takes_the_caramel_off_too(engine):
    cart, replies = converse(engine, "a mocha with whipped cream and caramel", "remove the whipped cream",
                             "and the caramel")
    assert [dict(line.addons) for line in cart.lines] == [{}]
    assert replies[2] == "Changed the mocha: without caramel syrup. Anything else?"
