""""Make it stronger": one more espresso shot, or a note of a tea (`ordering.strength_said`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.strength_said import (
    shots_recounted,
    stronger_said,
    sweetened_with,
    sweeter_said,
    texture_said,
    weaker_said,
)
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="mocha", addons={"espresso shot": 1}), Line(id=2, item="cappuccino"),
                   Line(id=3, item="bagel")], next_line_id=4)


@pytest.mark.parametrize("text, words, want", [
    ("stronger please", "stronger please", ChangeLine(ref=2, add_addons={"espresso shot": 1})),
    ("make the mocha a bit stronger", "make the item:mocha a bit stronger",
     ChangeLine(ref=1, add_addons={"espresso shot": 2})),  # one more than it has
])
def test_the_drink_asked_stronger_gets_one_more_shot(text, words, want):
    assert stronger_said([], text, words.split(), CART, MENU) == [want]


def test_a_tea_asked_stronger_is_noted_for_the_barista():
    tea = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="oolong tea")], next_line_id=3)
    assert stronger_said([], "stronger please", ["stronger", "please"], tea, MENU) == [
        ChangeLine(ref=2, notes="stronger")]


@pytest.mark.parametrize("text, words, edits", [
    ("is it stronger?", "is it stronger ?", []),  # a question
    ("stronger and iced", "stronger and temp:iced", [ChangeLine(ref=2, temp="iced")]),  # more said
    ("a stronger latte", "a stronger item:latte", [AddLine(item="latte")]),  # an order: the model's
])
def test_other_turns_are_the_models(text, words, edits):
    assert stronger_said(edits, text, words.split(), CART, MENU) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "one cortado and a lemon muffin", "can you make it a little stronger")
    assert lines(cart) == [{"addons": {"espresso shot": 1}, "item": "cortado", "qty": 1},
                           {"item": "lemon poppyseed muffin", "qty": 1}]
    assert replies[1] == "Changed the cortado: with espresso shot. Anything else?"


def test_too_strong_make_it_n_sets_the_shots():
    triple = Cart(lines=[Line(id=1, item="latte", shots=3), Line(id=2, item="blueberry muffin")],
                  next_line_id=3)
    assert shots_recounted([ChangeLine(ref=1, notes="extra strong")], "too strong, make it 2",
                           "too strong , make it n2".split(), triple) == [ChangeLine(ref=1, shots=2)]
    assert shots_recounted([ChangeLine(ref=1, qty=3)], "that's too many, make it 3",
                           "that's too many , make it n3".split(),
                           Cart(lines=[Line(id=1, item="americano", shots=4)], next_line_id=2)) == [
        ChangeLine(ref=1, shots=3)]
    counted = [ChangeLine(ref=1, qty=2)]
    assert shots_recounted(counted, "make it 2", "make it n2".split(), triple) == counted  # two lattes
    assert shots_recounted(counted, "too strong, make it 4", "too strong , make it n4".split(),
                           triple) == counted  # not fewer shots
    assert shots_recounted(counted, "is it too strong? make it 2", "is it too strong ? make it n2".split(),
                           triple) == counted


def test_the_shipped_engine_takes_a_shot_off(engine):
    cart, _ = converse(engine, "large iced americano, 4 shots", "that's too many, make it 3")
    assert lines(cart) == [{"item": "americano", "qty": 1, "shots": 3, "size": "large", "temp": "iced"}]


def test_sweeter_is_one_more_of_the_one_syrup_else_a_note():
    vanilla = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1})], next_line_id=2)
    said = "make it sweeter please"
    assert sweeter_said([], said, said.split(), vanilla, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]
    two = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1, "sugar": 1})], next_line_id=2)
    assert sweeter_said([], "sweeter", ["sweeter"], two, MENU) == [ChangeLine(ref=1, notes="sweeter")]
    assert sweeter_said([], "is it sweeter?", "is it sweeter ?".split(), vanilla, MENU) == []  # a question
    matcha = Cart(lines=[Line(id=1, item="matcha latte")], next_line_id=2)
    assert sweeter_said([], "sweetened please", ["sweetened", "please"], matcha, MENU) == [
        ChangeLine(ref=1, notes="sweetened")]
    assert sweeter_said([], "not sweetened", ["not", "sweetened"], matcha, MENU) == []  # `said`'s to note


def test_the_shipped_engine_notes_sweeter(engine):
    cart, replies = converse(engine, "a cortado", "can you make it a bit sweeter")
    assert cart.lines[0].notes == "a bit sweeter"
    assert replies[1] == 'Changed the cortado: note "a bit sweeter". Anything else?'


def test_weaker_takes_an_extra_shot_off_or_is_noted():
    assert weaker_said([], "make the mocha a bit weaker", "make the item:mocha a bit weaker".split(), CART,
                       MENU) == [ChangeLine(ref=1, drop=["espresso shot"])]
    assert weaker_said([], "can you make it weaker", "can you make it weaker".split(), CART, MENU) == [
        ChangeLine(ref=2, notes="weaker")]  # the cappuccino, the latest drink: no extra shot to take off
    assert weaker_said([], "is it weaker?", "is it weaker ?".split(), CART, MENU) == []


def test_the_shipped_engine_makes_it_weaker(engine):
    cart, replies = converse(engine, "a latte with two extra shots", "actually a little weaker")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"espresso shot": 1}}]
    assert "we don't have" not in replies[1]


def test_make_it_sweet_is_sweeter_and_the_difference_cannot_be_told(engine):
    from ordering.edits import AskMenu
    from ordering.items_asked import difference_asked
    from ordering.replies import UNSURE

    cart, _ = converse(engine, "a cold brew with cream", "make it sweet then")
    assert cart.lines[0].notes == "sweeter"
    said = "what's the difference between black and green"
    assert difference_asked([AskMenu(about=["difference between tea"])], said, said.split()) == [
        AskMenu(about=[UNSURE])]
    assert difference_asked([AddLine(item="latte")], "a latte, whatever the difference", ["item:latte"]) == [
        AddLine(item="latte")]


def test_what_sweetens_the_drink_is_added_without_the_plain_sweetener():
    written = [ChangeLine(ref=1, add_addons={"sweetener": 1, "vanilla syrup": 1})]
    assert sweetened_with(written, "sweetened with vanilla") == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    added = [AddLine(item="earl grey tea", temp="iced", addons={"sweetener": 1, "honey": 1})]
    assert sweetened_with(added, "an iced tea, earl grey, sweetened with honey") == [
        AddLine(item="earl grey tea", temp="iced", addons={"honey": 1})]
    alone = [AddLine(item="coffee", addons={"sweetener": 1})]
    assert sweetened_with(alone, "an iced coffee, sweetened") == alone
    both = [ChangeLine(ref=1, add_addons={"sweetener": 1, "vanilla syrup": 1})]
    assert sweetened_with(both, "vanilla and a sweetener") == both
    honey = [ChangeLine(ref=1, add_addons={"sweetener": 1, "honey": 1})]
    for said in ("could you sweeten it with honey", "sweeten the black tea up with honey",
                 "sweeten mine with honey"):
        assert sweetened_with(honey, said) == [ChangeLine(ref=1, add_addons={"honey": 1})], said
    assert sweetened_with(honey, "sweeten it, and with honey") == honey


def test_the_shipped_engine_sweetens_the_tea_with_honey_alone(engine):
    cart, _ = converse(engine, "one oolong tea", "can you sweeten it with honey")
    assert [line.addons for line in cart.lines] == [{"honey": 1}]


def test_the_shipped_engine_sweetens_with_the_syrup_said(engine):
    cart, replies = converse(engine, "an iced coffee please", "sweetened with vanilla")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}]
    assert replies[-1] == "Changed the coffee: with vanilla syrup. Anything else?"


def test_how_much_sweeter_is_kept_in_the_note():
    plain = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    said = "make it a little sweeter"
    assert sweeter_said([], said, said.split(), plain, MENU) == [ChangeLine(ref=1, notes="a little sweeter")]


@pytest.mark.parametrize("text, note", [("make it a bit less milky", "a bit less milky"),
                                        ("could it be foamier please", "foamier"),
                                        ("slightly creamier", "slightly creamier")])
def test_a_drink_asked_less_milky_or_foamier_is_noted_so(text, note):
    flat = Cart(lines=[Line(id=1, item="flat white")], next_line_id=2)
    assert texture_said([], text, text.split(), flat, MENU) == [ChangeLine(ref=1, notes=note)]


def test_a_question_of_how_milky_is_no_change():
    flat = Cart(lines=[Line(id=1, item="flat white")], next_line_id=2)
    said = "is it less milky than a latte?"
    assert texture_said([], said, said.split(), flat, MENU) == []


def test_the_shipped_engine_notes_a_flat_white_less_milky(engine):
    cart, replies = converse(engine, "one flat white please", "make it a tad less milky")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "notes": "a tad less milky"}]
    assert replies[1] == 'Changed the flat white: note "a tad less milky". Anything else?'
