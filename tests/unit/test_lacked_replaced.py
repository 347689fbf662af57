""""A smoothie" we lack, then "ok a mocha instead": the mocha takes the smoothie's place
(`ordering.lacked_replaced`, `Cart.lacked`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine, apply_edits
from ordering.lacked_replaced import lacked_replaced
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
FLAT_WHITES = Cart(lines=[Line(id=1, item="flat white", qty=2)], next_line_id=2, lacked=["a smoothie"])


def test_the_things_a_turn_ordered_that_the_menu_lacks_are_kept_for_the_next_turn_only():
    cart = apply_edits(Cart(), [AddLine(item="latte"), AddLine(item="a scone")], MENU).cart
    assert cart.lacked == ["a scone"]
    assert apply_edits(cart, [ChangeLine(ref=1, size="large")], MENU).cart.lacked == []
    assert apply_edits(Cart(), [AddLine(item="lattes")], MENU).cart.lacked == []  # an alias: no lack


def test_the_item_chosen_instead_is_added_and_no_line_is_taken():
    said = "okay a item:mocha instead".split()
    assert lacked_replaced([RemoveLine(ref=1), AddLine(item="mocha")], said, FLAT_WHITES, MENU) == [
        AddLine(item="mocha")]
    scone = FLAT_WHITES.model_copy(update={"lacked": ["a scone"]})
    said = "no scone , make it a item:blueberry_muffin".split()
    assert lacked_replaced([ChangeLine(ref=1, notes="no sleeve")], said, scone, MENU) == [
        AddLine(item="blueberry muffin")]


def test_a_line_named_or_nothing_lacked_is_the_models():
    model = [RemoveLine(ref=1), AddLine(item="mocha")]
    said = "a item:mocha instead of the item:flat_white".split()
    assert lacked_replaced(model, said, FLAT_WHITES, MENU) == model
    plain = FLAT_WHITES.model_copy(update={"lacked": []})
    assert lacked_replaced(model, "okay a item:mocha instead".split(), plain, MENU) == model
    assert lacked_replaced([ChangeLine(ref=1, temp="iced")], "make it temp:iced".split(), FLAT_WHITES,
                           MENU) == [ChangeLine(ref=1, temp="iced")]  # no item named


def test_the_shipped_engine_keeps_the_flat_whites(engine):
    cart, _ = converse(engine, "two flat whites and a smoothie", "ok a mocha instead")
    assert lines(cart) == ordered([{"item": "flat white", "qty": 2}, {"item": "mocha", "qty": 1}])
    cart, _ = converse(engine, "a latte and a cinnamon roll", "can i get a muffin instead")
    assert [line.item for line in cart.lines] == ["latte", "apple bran muffin"]


def test_the_shipped_engine_gives_the_latte_added_beside_a_lacked_flavour_its_values(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "can I get a pumpkin spice latte", "ok then a regular latte with cinnamon")
    assert [(line.item, dict(line.addons)) for line in cart.lines] == [("latte", {"cinnamon": 1})]
    cart, _ = converse(engine, "a latte and a smoothie", "a mocha then, with oat milk")
    assert [(line.item, line.milk) for line in cart.lines] == [("latte", None), ("mocha", "oat milk")]


def test_just_the_item_the_cart_has_is_kept_not_ordered_in_place_of_the_thing_lacked():
    chai = Cart(lines=[Line(id=1, item="chai latte"), Line(id=2, item="latte")], next_line_id=3,
                lacked=["pumpkin spice"])
    said = "okay just the item:chai_latte then".split()
    assert lacked_replaced([], said, chai, MENU) == []  # `only_kept` takes the latte off
    mocha = "okay just a item:mocha then".split()  # an item the cart lacks: in place of the thing lacked
    assert lacked_replaced([], mocha, chai, MENU) == [AddLine(item="mocha")]


def test_the_shipped_engine_keeps_just_the_chai(engine):
    cart, _ = converse(engine, "i'd like a chai tea latte with an extra pump of chai",
                       "and a pumpkin spice latte", "ok just the chai then")
    assert [line.item for line in cart.lines] == ["chai latte"]


PUMPKIN = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2, added=[1],
               lacked=["pumpkin spice"])


def test_an_item_chosen_again_after_its_flavour_was_lacked_is_the_line_added_made_so():
    said = "oh ok then a addon:cinnamon item:latte".split()
    assert lacked_replaced([AddLine(item="latte", addons={"cinnamon": 1})], said, PUMPKIN, MENU) == [
        ChangeLine(ref=1, add_addons={"cinnamon": 1})]
    said = "a addon:vanilla_syrup item:latte instead".split()
    assert lacked_replaced([AddLine(item="latte", addons={"vanilla syrup": 1})], said, PUMPKIN, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]


def test_another_line_beside_a_thing_lacked_is_added():
    cookie = PUMPKIN.model_copy(update={"lacked": ["a cookie"]})  # a thing of its own, not the latte's
    said = "ok then a addon:vanilla_syrup item:latte".split()
    added = [AddLine(item="latte", addons={"vanilla syrup": 1})]
    assert lacked_replaced(added, said, cookie, MENU) == added
    said = "and a addon:vanilla_syrup item:latte".split()  # no "then", "instead"
    assert lacked_replaced(added, said, PUMPKIN, MENU) == added
    two = [AddLine(item="latte", qty=2, addons={"vanilla syrup": 1})]
    assert lacked_replaced(two, "then n2 addon:vanilla_syrup item:latte".split(), PUMPKIN, MENU) == two


def test_the_shipped_engine_makes_the_latte_cinnamon_not_a_second_latte(engine):
    cart, replies = converse(engine, "hello! i'd love a pumpkin spice latte", "oh ok then a cinnamon latte")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"cinnamon": 1}}], replies
    assert replies[-1] == "Changed the latte: with cinnamon. Anything else?"
