""""A dozen muffins, half blueberry half lemon": a count ordered in halves is two lines of half each
(`ordering.halves_said`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.halves_said import halves_said
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()


def test_two_kinds_of_the_family_are_half_each():
    model = [AddLine(item="apple bran muffin", qty=12, preps=["warmed"])]
    for said in ("a n12 item:apple_bran_muffin , half blueberry half lemon",
                 "n12 item:apple_bran_muffin half blueberry and half lemon"):
        assert halves_said(model, said.split(), MENU) == [
            AddLine(item="blueberry muffin", qty=6, preps=["warmed"]),
            AddLine(item="lemon poppyseed muffin", qty=6, preps=["warmed"])], said


def test_values_said_of_a_half_are_that_halfs():
    model = [AddLine(item="latte", qty=4, milk="oat milk")]
    assert halves_said(model, "n4 item:latte , half with milk:oat_milk".split(), MENU) == [
        AddLine(item="latte", qty=2, milk="oat milk"), AddLine(item="latte", qty=2)]
    model = [AddLine(item="latte", qty=4, size="large", temp="iced")]
    said = "n4 size:large item:latte , half temp:iced half temp:hot".split()
    assert halves_said(model, said, MENU) == [AddLine(item="latte", qty=2, size="large", temp="iced"),
                                              AddLine(item="latte", qty=2, size="large", temp="hot")]
    model = [AddLine(item="bagel", qty=6, preps=["toasted"])]
    assert halves_said(model, "n6 item:bagel half of them prep:toasted".split(), MENU) == [
        AddLine(item="bagel", qty=3, preps=["toasted"]), AddLine(item="bagel", qty=3)]


def test_words_of_the_lines_note_said_of_a_half_are_that_halfs():
    noted = [AddLine(item="coffee", qty=8, notes="with milk")]
    assert halves_said(noted, "n8 item:coffee , half with milk".split(), MENU) == [
        AddLine(item="coffee", qty=4, notes="with milk"), AddLine(item="coffee", qty=4)]
    assert halves_said(noted, "n8 item:coffee , half with honey".split(), MENU) == noted  # not the note's
    plain = [AddLine(item="coffee", qty=8)]  # the note a coffee with milk is given, not written yet
    assert halves_said(plain, "n8 item:coffee , half with milk".split(), MENU) == [
        AddLine(item="coffee", qty=4, notes="with milk"), AddLine(item="coffee", qty=4)]
    lattes = [AddLine(item="latte", qty=8)]  # made with milk: no note
    assert halves_said(lattes, "n8 item:latte , half with milk".split(), MENU) == lattes


def test_other_turns_are_the_models():
    model = [AddLine(item="latte", qty=3, milk="oat milk")]  # an odd count: how many is half?
    assert halves_said(model, "n3 item:latte , half with milk:oat_milk".split(), MENU) == model
    model = [AddLine(item="butter croissant", qty=2)]
    for said in ("n2 item:butter_croissant , half price",
                 "n2 item:butter_croissant and a item:latte half temp:iced",
                 "n2 item:butter_croissant , half chocolate half tuna"):
        assert halves_said(model, said.split(), MENU) == model, said


def test_the_shipped_engine_orders_six_of_each_muffin(engine):
    cart, _ = converse(engine, "and add a dozen muffins, half blueberry half lemon")
    assert [(line.item, line.qty) for line in cart.lines] == [("blueberry muffin", 6),
                                                              ("lemon poppyseed muffin", 6)]
    cart, _ = converse(engine, "four lattes, half with oat please")
    assert [(line.qty, line.milk) for line in cart.lines] == [(2, "oat milk"), (2, None)]


def test_the_shipped_engine_notes_milk_in_half_the_coffees(engine):
    cart, _ = converse(engine, "ten drip coffees, half with milk")
    assert sorted((line.qty, line.notes or "") for line in cart.lines) == [(5, ""), (5, "with milk")]
