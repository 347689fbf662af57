""""Remove the whip and the extra shot": both off (`ordering.removed_together`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, RemoveLine
from ordering.removed_together import each_counted_removed, removed_together
from tests.unit.shipped import converse, lines

MOCHA = Cart(lines=[Line(id=1, item="mocha", addons={"espresso shot": 1, "whipped cream": 1})],
             next_line_id=2)
LATTES = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha")], next_line_id=3)


def test_an_add_on_named_after_and_in_a_removal_comes_off():
    said = "remove the addon:whipped_cream and the added addon:espresso_shot".split()
    model = [ChangeLine(ref=1, add_addons={"espresso shot": 1}, drop=["whipped cream"])]
    assert removed_together(model, said, MOCHA) == [
        ChangeLine(ref=1, drop=["whipped cream", "espresso shot"])]


def test_a_count_of_an_item_named_after_and_in_a_removal_is_taken_off_its_line():
    said = "remove the item:mocha and n1 item:latte".split()
    assert removed_together([RemoveLine(ref=2)], said, LATTES) == [
        RemoveLine(ref=2), ChangeLine(ref=1, qty=1)]
    said = "remove the item:mocha and n2 item:latte".split()
    assert removed_together([RemoveLine(ref=2)], said, LATTES) == [RemoveLine(ref=2), RemoveLine(ref=1)]


def test_an_order_or_a_change_beside_the_removal_keeps_the_models_edits():
    model = [ChangeLine(ref=1, add_addons={"espresso shot": 1}, drop=["whipped cream"])]
    said = "remove the addon:whipped_cream and add an addon:espresso_shot".split()
    assert removed_together(model, said, MOCHA) == model
    said = "make it size:large and the added addon:espresso_shot".split()  # no removal first
    assert removed_together(model, said, MOCHA) == model


def test_the_shipped_engine_takes_both_off(engine):
    cart, replies = converse(engine, "a large mocha with an extra shot and whip",
                             "remove the whip and the extra shot")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "large"}]
    cart, _ = converse(engine, "two lattes and a mocha", "remove the mocha and one latte")
    assert lines(cart) == [{"item": "latte", "qty": 1}]


def test_a_no_of_its_own_is_no_removal():
    said = "no , regular addon:ice".split()
    assert removed_together([ChangeLine(ref=1, add_addons={"ice": 1})], said, MOCHA) == [
        ChangeLine(ref=1, add_addons={"ice": 1})]


def test_a_no_then_wait_is_no_removal():
    chai = Cart(lines=[Line(id=1, item="chai latte", addons={"espresso shot": 1})], next_line_id=2)
    said = "no wait , make it a dirty chai".split()  # "dirty" reads as the extra shot's alias
    model = [ChangeLine(ref=1, add_addons={"espresso shot": 1})]
    assert removed_together(model, said, chai) == model
    assert removed_together(model, "sorry no , addon:espresso_shot".split(), chai) == model


def test_a_correction_after_the_no_is_no_removal_of_what_it_names():
    latte = Cart(lines=[Line(id=1, item="latte", addons={"caramel syrup": 1})], next_line_id=2)
    model = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    assert removed_together(model, "no drizzle sorry , addon:caramel_syrup".split(), latte) == model
    assert removed_together(model, "no drizzle , i mean addon:caramel_syrup".split(), latte) == model


def test_the_shipped_engine_keeps_the_caramel_syrup_said_for_the_drizzle(engine):
    cart, replies = converse(engine, "a small latte with caramel drizzle", "no drizzle sorry, caramel syrup")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "small", "addons": {"caramel syrup": 1}}]
    assert replies[1] == "The latte has caramel syrup already. Anything else?"


def test_the_shipped_engine_keeps_the_shot_of_a_dirty_chai(engine):
    cart, replies = converse(engine, "can i get a large chai latte with an extra shot",
                             "no wait, make it a dirty chai")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "size": "large", "addons": {"espresso shot": 1}}]


def test_each_item_counted_in_a_removal_takes_that_many_off_its_line():
    four = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="cappuccino", qty=2),
                       Line(id=3, item="mocha")], next_line_id=4)
    said = "remove a item:latte and a item:cappuccino".split()
    assert each_counted_removed([RemoveLine(ref=2)], said, four) == [ChangeLine(ref=1, qty=1),
                                                                    ChangeLine(ref=2, qty=1)]
    said = "remove a item:latte and the item:mocha".split()
    assert each_counted_removed([RemoveLine(ref=3)], said, four) == [ChangeLine(ref=1, qty=1),
                                                                    RemoveLine(ref=3)]
    said = "remove the item:latte and the item:mocha".split()  # no count: the lines, as the model reads it
    assert each_counted_removed([RemoveLine(ref=1), RemoveLine(ref=3)], said, four) == [
        RemoveLine(ref=1), RemoveLine(ref=3)]


def test_the_shipped_engine_takes_one_latte_and_one_cappuccino_off(engine):
    cart, _ = converse(engine, "2 lattes and 2 cappuccinos", "remove a latte and a cappuccino")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("cappuccino", 1)]
