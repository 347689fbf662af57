""""Remove the cold brew", then "bring the cold brew back": the line comes back as it was (`Cart.removed`,
`ordering.removed_restored`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, ClearCart, Finish, RemoveLine, apply_edits
from ordering.menu import load_menu
from ordering.removed_restored import removed_restored
from tests.unit.shipped import converse

MENU = load_menu()
BREW = Line(id=1, item="cold brew", size="large")
CART = Cart(lines=[Line(id=2, item="americano"), Line(id=3, item="coffee", size="small")], next_line_id=4,
            removed=[BREW])
BACK = AddLine(item="cold brew", size="large")


def test_the_lines_a_turn_removes_are_kept_for_the_next_only():
    cart = Cart(lines=[BREW, Line(id=2, item="americano")], next_line_id=3)
    after = apply_edits(cart, [RemoveLine(ref=1)], MENU).cart
    assert after.removed == [BREW]
    assert apply_edits(after, [AddLine(item="latte")], MENU).cart.removed == []
    assert apply_edits(cart, [ClearCart()], MENU).cart.removed == cart.lines


def test_a_line_asked_back_is_added_as_it_was():
    said = "actually bring the item:cold_brew back".split()
    model = [RemoveLine(ref=2), AddLine(item="cold brew", size="small")]
    assert removed_restored(model, said, "actually bring the cold brew back", CART) == [BACK]
    assert removed_restored([], "undo that".split(), "undo that", CART) == [BACK]
    assert removed_restored([], "put it back".split(), "put it back", CART) == [BACK]
    matcha = Cart(lines=[Line(id=2, item="matcha latte")], next_line_id=3,
                  removed=[Line(id=1, item="chai latte")])
    said = "keep the item:chai_latte and cancel the item:matcha_latte".split()
    assert removed_restored([RemoveLine(ref=1)], said, "keep the chai and cancel the matcha", matcha) == [
        RemoveLine(ref=1), AddLine(item="chai latte")]


def test_some_of_the_units_removed_are_brought_back():
    mochas = Cart(lines=[Line(id=2, item="latte")], next_line_id=3, removed=[Line(id=1, item="mocha", qty=2)])
    model = [RemoveLine(ref=1), AddLine(item="mocha")]  # the latte made a mocha
    said = "never mind keep n1 item:mocha".split()
    assert removed_restored(model, said, "never mind keep one mocha", mochas) == [AddLine(item="mocha")]
    assert removed_restored([], "bring n1 back".split(), "bring one back", mochas) == [AddLine(item="mocha")]
    assert removed_restored([], "put them back".split(), "put them back", mochas) == [
        AddLine(item="mocha", qty=2)]


def test_the_shipped_engine_brings_one_mocha_back(engine):
    cart, replies = converse(engine, "two mochas and a latte", "remove the mochas",
                             "never mind keep one mocha")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("mocha", 1)]
    assert replies[-1] == "Added a mocha ($5.25). Anything else?"
    _, replies = converse(engine, "two mochas and a latte", "remove the mochas", "bring one back")
    assert replies[-1] == "Added a mocha ($5.25). Anything else?"


def test_a_line_wanted_after_all_comes_back_and_the_order_goes_on():
    said = "actually i will have it after all"
    assert removed_restored([Finish()], said.split(), said, CART) == [BACK]  # no end of the order
    said = "changed my mind, i want it"
    assert removed_restored([], said.split(), said, CART) == [BACK]


def test_other_turns_are_the_models():
    change = [ChangeLine(ref=1, size="large")]
    assert removed_restored(change, "make the item:americano size:large".split(), "make the americano large",
                            CART) == change
    said = "keep the item:americano size:large".split()
    assert removed_restored(change, said, "keep the americano large", CART) == change  # not removed
    nothing = CART.model_copy(update={"removed": []})
    assert removed_restored([], "undo that".split(), "undo that", nothing) == []


def test_the_shipped_engine_brings_a_line_back(engine):
    cart, _ = converse(engine, "a large cold brew, a medium americano, and a small drip coffee",
                       "remove the cold brew", "actually bring the cold brew back")
    assert sorted((line.item, line.size) for line in cart.lines) == [
        ("americano", "medium"), ("coffee", "small"), ("cold brew", "large")]


def test_the_shipped_engine_brings_back_a_line_wanted_after_all(engine):
    cart, replies = converse(engine, "a latte", "cancel that", "actually i will have it after all")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[2] == "Added a latte ($4.75). Anything else?"


def test_the_line_put_in_place_goes_when_the_replacement_is_taken_back():
    replaced = Cart(lines=[Line(id=2, item="flat white")], next_line_id=3,
                    removed=[Line(id=1, item="latte")], added=[2])
    said = "no sorry i do want the item:latte".split()
    assert removed_restored([AddLine(item="latte")], said, "no sorry i do want the latte", replaced) == [
        RemoveLine(ref=1), AddLine(item="latte")]
    # not begun by taking the last turn back: the flat white stays
    said = "actually i do want the item:latte".split()
    assert removed_restored([AddLine(item="latte")], said, "actually i do want the latte", replaced) == [
        AddLine(item="latte")]


def test_the_shipped_engine_takes_the_replacement_back(engine):
    cart, _ = converse(engine, "i'd like a latte", "no actually a flat white", "no sorry i do want the latte")
    assert [line.item for line in cart.lines] == ["latte"]


def test_keep_it_brings_the_line_back_and_a_line_named_by_its_values_may_go():
    assert removed_restored([], "actually keep it".split(), "actually keep it", CART) == [BACK]
    assert removed_restored([], "keep it please".split(), "keep it please", CART) == [BACK]
    assert removed_restored([ChangeLine(ref=1, temp="hot")], "keep it temp:hot".split(), "keep it hot",
                            CART) == [ChangeLine(ref=1, temp="hot")]  # how it is kept: no line back
    caramel = Cart(lines=[Line(id=2, item="latte", addons={"caramel syrup": 1})], next_line_id=3,
                   removed=[Line(id=1, item="latte", addons={"vanilla syrup": 1})])
    said = "actually keep it and remove the addon:caramel_syrup n1".split()
    text = "actually keep it and remove the caramel one"
    assert removed_restored([RemoveLine(ref=1)], said, text, caramel) == [
        RemoveLine(ref=1), AddLine(item="latte", addons={"vanilla syrup": 1})]


def test_i_still_want_it_of_a_cleared_order_brings_it_back_and_ends_nothing():
    cleared = Cart(lines=[], next_line_id=2, removed=[Line(id=1, item="latte")])
    text = "actually no, i still want it"
    said = "actually no , i still want it".split()
    assert removed_restored([Finish()], said, text, cleared) == [AddLine(item="latte")]


def test_the_shipped_engine_undoes_the_cleared_order(engine):
    cart, replies = converse(engine, "a latte", "cancel the whole order", "actually no, i still want it")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[2] == "Added a latte ($4.75). Anything else?"
