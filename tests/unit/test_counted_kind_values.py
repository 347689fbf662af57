""""Two medium teas, one earl grey and one peppermint": both teas medium (`ordering.counted_kind_values`)."""

from __future__ import annotations

from ordering.counted_kind_values import counted_kind_values
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
TEAS = [AddLine(item="earl grey tea", size="large"), AddLine(item="oolong tea")]


def test_values_said_with_the_count_of_a_kind_are_every_line_s():
    said = "n2 size:large teas , n1 item:earl_grey_tea and n1 item:oolong_tea".split()
    assert counted_kind_values(TEAS, said, MENU) == [AddLine(item="earl grey tea", size="large"),
                                                    AddLine(item="oolong tea", size="large")]
    said = "n3 temp:iced milk:oat_milk ones : a item:latte , a item:mocha and a item:chai_latte".split()
    three = [AddLine(item="latte", temp="iced"), AddLine(item="mocha"), AddLine(item="chai latte", qty=1)]
    assert counted_kind_values(three, said, MENU) == [
        AddLine(item="latte", temp="iced", milk="oat milk"),
        AddLine(item="mocha", temp="iced", milk="oat milk"),
        AddLine(item="chai latte", temp="iced", milk="oat milk")]


def test_a_line_keeps_a_value_of_its_own_and_takes_none_it_cannot():
    said = "n2 size:large teas , n1 size:small item:earl_grey_tea and n1 item:oolong_tea".split()
    small = [AddLine(item="earl grey tea", size="small"), AddLine(item="oolong tea")]
    assert counted_kind_values(small, said, MENU) == [small[0], AddLine(item="oolong tea", size="large")]
    said = "n2 temp:iced ones , a item:latte and a item:blueberry_muffin".split()
    food = [AddLine(item="latte", temp="iced"), AddLine(item="blueberry muffin")]
    assert counted_kind_values(food, said, MENU) == food  # a muffin is not iced


def test_other_turns_are_the_models():
    said = "n2 caffeine:decaf item:coffee , a item:latte and an item:americano".split()  # the coffees'
    edits = [AddLine(item="coffee", qty=2, caffeine="decaf"), AddLine(item="latte"),
             AddLine(item="americano")]
    assert counted_kind_values(edits, said, MENU) == edits
    said = "n3 size:large teas , n1 item:earl_grey_tea and n1 item:oolong_tea".split()  # three said
    assert counted_kind_values(TEAS, said, MENU) == TEAS
    said = "n2 size:large teas please".split()  # no items named after it
    assert counted_kind_values(TEAS, said, MENU) == TEAS
    changed = [ChangeLine(ref=1, size="large"), AddLine(item="oolong tea")]
    said = "n2 size:large teas , n1 item:earl_grey_tea and n1 item:oolong_tea".split()
    assert counted_kind_values(changed, said, MENU) == changed


def test_the_shipped_engine_makes_both_teas_the_size_said_before_them(engine):
    cart, _ = converse(engine, "could i get 2 large teas - one oolong, one english breakfast")
    assert lines(cart) == ordered([{"item": "oolong tea", "qty": 1, "size": "large"},
                                   {"item": "english breakfast tea", "qty": 1, "size": "large"}])


def test_values_counted_after_with_are_no_counted_kind():
    said = ("a size:large item:coffee , black , and another size:large item:coffee with "
            "n2 milk:half_and_half and n2 addon:sugar").split()
    model = [AddLine(item="coffee", size="large"),
             AddLine(item="coffee", size="large", milk="half and half", addons={"sugar": 2})]
    assert counted_kind_values(model, said, MENU) == model


def test_the_shipped_engine_keeps_the_black_coffee_black(engine):
    cart, _ = converse(engine, "i need a large coffee, black, and another large coffee with two creams and "
                       "two sugars")
    assert [(line.milk, line.addons) for line in cart.lines] == [(None, {}), ("half and half", {"sugar": 2})]
