"""'A kids hot chocolate': the short size (ordering.kids_size)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.kids_size import kids_size
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()


def test_kids_before_a_drink_makes_the_added_line_short():
    added = [AddLine(item="hot chocolate")]
    assert kids_size(added, "a kids item:hot_chocolate".split(), MENU) == [
        AddLine(item="hot chocolate", size="short")]
    warm = [AddLine(item="hot chocolate", temp="warm")]
    assert kids_size(warm, "a kid's temp:warm item:hot_chocolate".split(), MENU) == [
        AddLine(item="hot chocolate", temp="warm", size="short")]


def test_only_the_drink_said_kids_is_short():
    two = [AddLine(item="steamer"), AddLine(item="steamer")]
    assert kids_size(two, "a item:steamer and a kids item:steamer".split(), MENU) == [
        AddLine(item="steamer"), AddLine(item="steamer", size="short")]


def test_kids_said_of_whom_a_size_said_or_a_thing_with_no_short_changes_nothing():
    added = [AddLine(item="hot chocolate", qty=2)]
    assert kids_size(added, "n2 item:hot_chocolate for the kids".split(), MENU) == added
    large = [AddLine(item="hot chocolate", size="large")]
    assert kids_size(large, "a kids size:large item:hot_chocolate".split(), MENU) == large
    muffin = [AddLine(item="blueberry muffin")]
    assert kids_size(muffin, "a kids item:blueberry_muffin".split(), MENU) == muffin
    far = [AddLine(item="hot chocolate")]
    assert kids_size(far, "for the kids a item:hot_chocolate".split(), MENU) == far


def test_the_shipped_engine_makes_a_kids_hot_chocolate_short(engine):
    cart, replies = converse(engine, "a kids hot chocolate and a large latte")
    assert lines(cart) == ordered([{"item": "hot chocolate", "size": "short", "qty": 1},
                                   {"item": "latte", "size": "large", "qty": 1}])
    assert replies[0].startswith("Added a short hot chocolate ($3.25)")


def test_kids_said_of_the_carts_drink_makes_it_short():
    from ordering.cart import Cart, Line
    from ordering.edits import ChangeLine

    cart = Cart(lines=[Line(id=1, item="cappuccino", qty=2), Line(id=2, item="hot chocolate", who="my kids")],
                next_line_id=3)
    assert kids_size([], "kids item:hot_chocolate".split(), MENU, cart) == [ChangeLine(ref=2, size="short")]
    assert kids_size([], "make it a kids n1".split(), MENU, cart) == [ChangeLine(ref=2, size="short")]
    assert kids_size([], "and a kids item:hot_chocolate".split(), MENU, cart) == []  # one more: the model's
    assert kids_size([], "kids item:latte".split(), MENU, cart) == []  # no latte in the cart


def test_the_shipped_engine_makes_the_kids_hot_chocolate_short(engine):
    cart, _ = converse(engine, "2 cappuccinos and a hot chocolate for the kids", "kids hot chocolate")
    assert [(line.item, line.size) for line in cart.lines] == [
        ("cappuccino", None), ("hot chocolate", "short")]


def test_kids_said_beside_a_change_of_the_drink_makes_it_short_too():
    from ordering.cart import Cart, Line
    from ordering.edits import ChangeLine

    cart = Cart(lines=[Line(id=1, item="hot chocolate")], next_line_id=2)
    said = "with addon:cinnamon on top , and make it a kids n1".split()
    assert kids_size([ChangeLine(ref=1, add_addons={"cinnamon": 1})], said, MENU, cart) == [
        ChangeLine(ref=1, size="short", add_addons={"cinnamon": 1})]


def test_the_kids_one_of_a_drink_for_the_kid_names_whose_it_is():
    from ordering.cart import Cart, Line
    from ordering.edits import ChangeLine

    cart = Cart(lines=[Line(id=1, item="mocha", who="me"), Line(id=2, item="hot chocolate", who="my kid")],
                next_line_id=3)
    whip = [ChangeLine(ref=2, add_addons={"whipped cream": 2})]
    assert kids_size(whip, "the kid's n1 with extra addon:whipped_cream".split(), MENU, cart) == whip
    nobody = cart.model_copy(update={"lines": [Line(id=1, item="hot chocolate")]})  # no kid: a size
    assert kids_size([], "make it a kids n1".split(), MENU, nobody) == [ChangeLine(ref=1, size="short")]


def test_the_shipped_engine_leaves_the_kids_hot_chocolate_its_size(engine):
    cart, _ = converse(engine, "a mocha for me and a hot chocolate for the kid",
                       "the kid's one with extra whip")
    assert [(line.item, line.size, line.addons) for line in cart.lines] == [
        ("mocha", None, {}), ("hot chocolate", None, {"whipped cream": 2})]


def test_a_kids_one_said_as_one_more_adds_a_short_one():
    from ordering.cart import Cart, Line
    from ordering.edits import ChangeLine

    cart = Cart(lines=[Line(id=1, item="hot chocolate", size="large", addons={"whipped cream": 2})],
                next_line_id=2)
    for said in ("and a kids n1 too", "plus a kids n1"):
        assert kids_size([], said.split(), MENU, cart) == [
            AddLine(item="hot chocolate", size="short", addons={"whipped cream": 2})], said
    assert kids_size([], "make it a kids n1 too".split(), MENU, cart) == [ChangeLine(ref=1, size="short")]


def test_the_shipped_engine_adds_a_kids_hot_chocolate_too(engine):
    cart, _ = converse(engine, "a large hot chocolate with extra whipped cream", "and a kids one too")
    assert [(line.item, line.size) for line in cart.lines] == [
        ("hot chocolate", "large"), ("hot chocolate", "short")]
