"""A food said with a milk it cannot take is a variant the menu lacks (`ordering.variants_lacking`): "an
almond croissant" is refused, not served as a butter croissant."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.menu import load_menu
from ordering.variants_lacking import variant_lacking
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_milk_said_before_a_food_names_a_variant_we_lack():
    said = "and add an milk:almond_milk item:butter_croissant too".split()
    assert variant_lacking([AddLine(item="butter croissant")], said, MENU) == [
        AddLine(item="almond croissant")]
    said = "n2 milk:coconut_milk item:apple_bran_muffin".split()
    assert variant_lacking([AddLine(item="apple bran muffin", qty=2)], said, MENU) == [
        AddLine(item="coconut muffin", qty=2)]


def test_drinks_and_milks_said_elsewhere_are_kept():
    said = "an milk:oat_milk item:latte".split()
    assert variant_lacking([AddLine(item="latte", milk="oat milk")], said, MENU) == [
        AddLine(item="latte", milk="oat milk")]
    said = "a item:butter_croissant and a milk:almond_milk item:latte".split()
    model = [AddLine(item="butter croissant"), AddLine(item="latte", milk="almond milk")]
    assert variant_lacking(model, said, MENU) == model


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "two lattes", "and add an almond croissant too")
    assert lines(cart) == [{"item": "latte", "qty": 2}]
    assert "don't have almond croissant" in replies[-1]
