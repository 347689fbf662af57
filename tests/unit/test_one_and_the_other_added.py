"""'A latte and a cappuccino, one with oat and the other with soy' (`ordering.one_and_the_other_added`)."""

from __future__ import annotations

from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.one_and_the_other_added import one_and_the_other_added, one_and_the_other_said

MENU = load_menu()
LATTE_AND_CAPPUCCINO = ("a item:latte and a item:cappuccino , n1 with milk:oat_milk and the other with "
                        "milk:soy_milk")


def test_what_is_said_of_one_and_of_the_other():
    assert one_and_the_other_said(LATTE_AND_CAPPUCCINO.split()) == (["milk:oat_milk"], ["milk:soy_milk"])
    assert one_and_the_other_said("a item:latte and a item:mocha , n1 temp:iced and n1 temp:hot".split()) == (
        ["temp:iced"], ["temp:hot"])
    said = "an item:americano and a item:flat_white , the first caffeine:decaf , the second with an added " \
           "addon:espresso_shot"
    assert one_and_the_other_said(said.split()) == (["caffeine:decaf"], ["addon:espresso_shot"])
    assert one_and_the_other_said("a item:latte with milk:oat_milk".split()) is None
    assert one_and_the_other_said("n1 with milk:oat_milk and the other with extra foam".split()) is None
    assert one_and_the_other_said("a item:latte , n1 with milk:oat_milk".split()) is None  # no other


def test_the_first_line_takes_ones_values_and_the_second_the_others():
    model = [AddLine(item="latte"), AddLine(item="cappuccino", milk="oat milk")]
    assert one_and_the_other_added(model, LATTE_AND_CAPPUCCINO.split(), MENU) == [
        AddLine(item="latte", milk="oat milk"), AddLine(item="cappuccino", milk="soy milk")]
    # warm: a drink's temperature, a bakery item's preparation
    said = "a item:latte and a item:butter_croissant , n1 with milk:oat_milk and the other temp:warm".split()
    model = [AddLine(item="latte"), AddLine(item="butter croissant", preps=["warmed"])]
    assert one_and_the_other_added(model, said, MENU) == [
        AddLine(item="latte", milk="oat milk"), AddLine(item="butter croissant", preps=["warmed"])]


def test_one_lines_units_a_value_an_item_lacks_or_other_edits_are_left_as_they_were():
    units = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk")]
    said = "n2 item:latte , n1 with milk:oat_milk and the other with milk:soy_milk".split()
    assert one_and_the_other_added(units, said, MENU) == units
    said = "a item:hot_chocolate and a item:latte , n1 with milk:oat_milk and the other with milk:soy_milk"
    lacking = [AddLine(item="hot chocolate"), AddLine(item="latte", milk="oat milk")]
    assert one_and_the_other_added(lacking, said.split(), MENU) == lacking
    changed = [ChangeLine(ref=1, milk="oat milk")]
    assert one_and_the_other_added(changed, LATTE_AND_CAPPUCCINO.split(), MENU) == changed
