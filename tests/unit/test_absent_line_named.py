""""Remove the latte" of an order with no latte: nothing changes (`ordering.absent_line_named`)."""

from __future__ import annotations

from ordering.absent_line_named import absent_line_named
from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine
from ordering.replies import NOT_ORDERED
from tests.unit.shipped import converse

MOCHA = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)


def test_a_line_changed_or_removed_by_an_item_the_order_lacks_is_asked_of():
    asked = [AskMenu(about=[NOT_ORDERED, "latte"])]
    assert absent_line_named([RemoveLine(ref=1)], "remove the item:latte".split(), MOCHA) == asked
    swap = [RemoveLine(ref=1), AddLine(item="cappuccino")]
    assert absent_line_named(swap, "change the item:latte to a item:cappuccino".split(), MOCHA) == asked
    both = [AddLine(item="latte"), AddLine(item="cappuccino")]
    said = "can i change my item:latte to a item:cappuccino".split()
    assert absent_line_named(both, said, Cart()) == asked
    whip = [AddLine(item="latte", removals=["whipped cream"])]  # the line the whip comes off, named after
    said = "could you remove the addon:whipped_cream from the item:latte".split()
    assert absent_line_named(whip, said, MOCHA) == asked
    said = "i want the addon:whipped_cream from the item:latte".split()  # nothing taken off: the model's
    assert absent_line_named(whip, said, MOCHA) == whip


def test_the_shipped_engine_adds_no_mocha_to_take_the_whip_off(engine):
    cart, replies = converse(engine, "could you remove the whip from the mocha")
    assert cart.lines == []
    assert replies[0] == "Your order has no mocha — nothing has changed. Anything else?"


def test_a_line_of_the_item_or_its_kind_or_an_item_ordered_is_the_models():
    removed = [RemoveLine(ref=1)]
    chai = Cart(lines=[Line(id=1, item="chai latte")], next_line_id=2)
    assert absent_line_named(removed, "remove the item:latte".split(), chai) == removed  # a latte too
    americano = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)
    large = [ChangeLine(ref=1, size="large")]
    assert absent_line_named(large, "make the item:coffee size:large".split(), americano) == large
    said = "add a item:latte and make the item:latte temp:iced".split()
    added = [AddLine(item="latte", temp="iced")]
    assert absent_line_named(added, said, MOCHA) == added  # ordered in the turn
    said = "a size:medium item:latte . actually make the item:latte temp:iced".split()
    assert absent_line_named(added, said, MOCHA) == added  # ordered with a value between


def test_the_shipped_engine_keeps_the_mocha(engine):
    cart, replies = converse(engine, "a mocha", "remove the latte")
    assert [line.item for line in cart.lines] == ["mocha"]
    assert replies[1] == "Your order has no latte — nothing has changed. Anything else?"
    cart, _ = converse(engine, "a mocha", "change the latte to a cappuccino")
    assert [line.item for line in cart.lines] == ["mocha"]


def test_an_item_ordered_apart_after_the_line_the_order_lacks_is_added():
    edits = [AddLine(item="latte"), RemoveLine(ref=1), AddLine(item="cortado")]
    said = "remove the item:latte and add a item:cortado".split()
    assert absent_line_named(edits, said, MOCHA) == [AddLine(item="cortado")]
    said = "take off the item:latte please".split()
    assert absent_line_named([RemoveLine(ref=1)], said, MOCHA) == [AskMenu(about=[NOT_ORDERED, "latte"])]
    said = "swap the item:latte for a item:cortado".split()  # what it becomes: no line to swap
    assert absent_line_named(edits, said, MOCHA) == [AskMenu(about=[NOT_ORDERED, "latte"])]


def test_the_shipped_engine_adds_the_cortado_said_after_the_latte_it_lacks(engine):
    cart, replies = converse(engine, "a small americano", "take off the latte and also a cortado please")
    assert [line.item for line in cart.lines] == ["americano", "cortado"], replies


def test_the_tea_names_the_one_line_of_a_tea_a_chai_or_a_matcha():
    from ordering.absent_line_named import tea_line_named
    from ordering.cart import Asked
    from ordering.replies import NEVER_MIND

    chai = Cart(lines=[Line(id=1, item="chai latte"), Line(id=2, item="mocha")], next_line_id=3)
    said = "remove the tea".split()
    assert tea_line_named([RemoveLine(ref=2)], said, chai) == [RemoveLine(ref=1)]
    assert tea_line_named([RemoveLine(ref=1)], said, MOCHA) == [AskMenu(about=[NOT_ORDERED, "tea"])]
    asked = MOCHA.model_copy(update={"asked": Asked(kind="tea", count=1)})  # "which tea?" still asked
    assert tea_line_named([RemoveLine(ref=1)], "forget the tea".split(), asked) == [
        AskMenu(about=[NEVER_MIND])]
    two = Cart(lines=[Line(id=1, item="chai latte"), Line(id=2, item="earl grey tea")], next_line_id=3)
    assert tea_line_named([RemoveLine(ref=2)], said, two) == [RemoveLine(ref=2)]  # of two: the model's
    assert tea_line_named([ChangeLine(ref=2, temp="iced")], "make the tea temp:iced".split(), chai) == [
        ChangeLine(ref=2, temp="iced")]  # no removal: `named_lines`' to read


def test_the_shipped_engine_removes_the_chai_for_the_tea_and_keeps_the_mocha(engine):
    cart, _ = converse(engine, "a chai latte and a mocha", "remove the tea")
    assert [line.item for line in cart.lines] == ["mocha"]
    cart, replies = converse(engine, "a latte and a mocha and a tea", "remove the tea")
    assert [line.item for line in cart.lines] == ["latte", "mocha"]
    assert replies[-1].startswith("No problem — nothing has changed.")
