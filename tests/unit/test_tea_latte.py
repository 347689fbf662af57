""""An earl grey latte" is the earl grey made as a latte (`ordering.tea_latte`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.tea_latte import tea_latte, tea_made_latte
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_tea_named_before_latte_is_one_line_of_the_tea_as_a_latte():
    model = [AddLine(item="latte", milk="soy milk"), AddLine(item="english breakfast tea", size="large")]
    said = "a size:large item:english_breakfast_tea item:latte with milk:soy_milk".split()
    assert tea_latte(model, said, "a large english breakfast latte with soy", MENU) == [
        AddLine(item="english breakfast tea", size="large", milk="soy milk", notes="as a latte")]
    oolong = [AddLine(item="oolong tea"), AddLine(item="latte")]
    assert tea_latte(oolong, "an item:oolong_tea item:latte".split(), "an oolong latte", MENU) == [
        AddLine(item="oolong tea", notes="as a latte")]


def test_a_flavour_word_or_a_tea_beside_a_latte_keeps_the_models_edits():
    model = [AddLine(item="lavender earl grey tea"), AddLine(item="latte")]
    said = "a item:lavender_earl_grey_tea item:latte".split()
    assert tea_latte(model, said, "a lavender latte", MENU) == model  # flavoured so: `tea_drink_lacking`
    apart = [AddLine(item="earl grey tea"), AddLine(item="latte")]
    said = "an item:earl_grey_tea and a item:latte".split()
    assert tea_latte(apart, said, "an earl grey and a latte", MENU) == apart


def test_it_as_a_latte_of_the_tea_just_ordered_notes_it_so():
    cart = Cart(lines=[Line(id=1, item="earl grey tea")], next_line_id=2)
    latte = [AddLine(item="latte")]
    assert tea_made_latte(latte, "can i get it as a item:latte".split(), cart, MENU) == [
        ChangeLine(ref=1, notes="as a latte")]
    assert tea_made_latte(latte, "and a item:latte".split(), cart, MENU) == latte
    mocha = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    assert tea_made_latte(latte, "can i get it as a item:latte".split(), mocha, MENU) == latte
    assert tea_made_latte(latte, "as a item:latte please".split(), cart, MENU) == [
        ChangeLine(ref=1, notes="as a latte")]


def test_the_shipped_engine_makes_the_earl_grey_just_ordered_a_latte(engine):
    cart, replies = converse(engine, "an earl grey", "as a latte please")
    assert lines(cart) == [{"item": "earl grey tea", "notes": "as a latte", "qty": 1}]
    assert replies[1] == 'Changed the earl grey tea: note "as a latte". Anything else?'


def test_the_shipped_engine_makes_the_earl_grey_a_latte(engine):
    cart, replies = converse(engine, "an oat earl grey latte please")
    assert lines(cart) == [{"item": "earl grey tea", "milk": "oat milk", "notes": "as a latte", "qty": 1}]
    assert replies[0] == 'Added an oat milk earl grey tea, note: "as a latte" ($3.95). Anything else?'
    cart, _ = converse(engine, "an earl grey", "can i get it as a latte")
    assert lines(cart) == [{"item": "earl grey tea", "notes": "as a latte", "qty": 1}]


def test_the_shipped_engine_makes_a_london_fog_of_the_earl_grey(engine):
    cart, replies = converse(engine, "a large london fog with oat milk")
    assert lines(cart) == [{"addons": {"vanilla syrup": 1}, "item": "earl grey tea", "milk": "oat milk",
                            "notes": "as a latte", "qty": 1, "size": "large"}]


def test_a_tea_named_with_tea_before_latte_is_that_tea_as_a_latte():
    said = "an item:earl_grey_tea item:latte".split()
    model = [AddLine(item="earl grey tea"), AddLine(item="latte")]
    assert tea_latte(model, said, "an earl grey tea latte", MENU) == [
        AddLine(item="earl grey tea", notes="as a latte")]
