"""`swapped_for_lacking`: a line swapped for another is named, not added; swapped for a thing the menu
lacks, it stays. `unknown_things` finds the thing after "swap it for" / "replace the muffin with"."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.swapped_for_lacking import swapped_for_a_kind_lacked, swapped_for_lacking
from ordering.unknown_things import unknown_things_said
from tests.unit.shipped import converse, lines

MUFFIN = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
HOUSE = AddLine(item="apple bran muffin")
LEMON = AddLine(item="lemon poppyseed muffin")


def test_a_swap_for_a_thing_we_lack_keeps_the_line():
    words = "instead of the item:apple_bran_muffin i'll have a danish".split()
    edits = [RemoveLine(ref=2), HOUSE]
    assert swapped_for_lacking(edits, words, MUFFIN, ["a danish"]) == []


def test_a_swap_for_another_line_drops_only_the_line_named():
    words = "swap the item:apple_bran_muffin for a lemon one".split()
    got = swapped_for_lacking([HOUSE, RemoveLine(ref=2), LEMON], words, MUFFIN, [])
    assert got == [RemoveLine(ref=2), LEMON]


def test_other_turns_are_left_as_read():
    said = "swap the item:apple_bran_muffin for a lemon one".split()
    # nothing takes the line's place: the model's line stays (a muffin for a muffin)
    assert swapped_for_lacking([RemoveLine(ref=2), HOUSE], said, MUFFIN, []) == [RemoveLine(ref=2), HOUSE]
    # the muffin said as one to add ("a muffin"), not as the line
    plain = "cancel the item:latte and a item:apple_bran_muffin".split()
    edits = [RemoveLine(ref=1), HOUSE]
    assert swapped_for_lacking(edits, plain, MUFFIN, ["a danish"]) == edits
    # the line removed is of another kind
    latte = [RemoveLine(ref=1), HOUSE]
    assert swapped_for_lacking(latte, "instead of the item:apple_bran_muffin".split(), MUFFIN, ["x"]) == latte
    assert swapped_for_lacking([ChangeLine(ref=1, size="large")], [], MUFFIN, ["x"]) == [
        ChangeLine(ref=1, size="large")]


def test_the_thing_wanted_instead_is_found():
    assert unknown_things_said("swap it for a scone".split()) == ["a scone"]
    assert unknown_things_said("replace the item:butter_croissant with a donut".split()) == ["a donut"]
    assert unknown_things_said("change the item:latte for a smoothie".split()) == ["a smoothie"]
    assert unknown_things_said("a item:latte for a friend".split()) == []
    assert unknown_things_said("a item:latte with a scone".split()) == []


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a blueberry muffin", "instead of the muffin i'll have a danish")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}]
    assert replies[1] == "Sorry, we don't have a danish."
    cart, replies = converse(engine, "a latte", "swap it for a scone")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[1] == "Sorry, we don't have a scone."
    cart, _ = converse(engine, "a blueberry muffin", "swap the muffin for a lemon one")
    assert lines(cart) == [{"item": "lemon poppyseed muffin", "qty": 1}]


def test_a_swap_for_a_kind_the_menu_lacks_keeps_the_line_swapped():
    menu = load_menu()
    said = "swap the item:apple_bran_muffin for a banana nut item:apple_bran_muffin".split()
    lacked = AddLine(item="banana nut muffin")
    assert swapped_for_a_kind_lacked([RemoveLine(ref=1), lacked], said, menu) == [lacked]
    ours = AddLine(item="lemon poppyseed muffin")  # a kind we have takes the line's place
    assert swapped_for_a_kind_lacked([RemoveLine(ref=1), ours], said, menu) == [RemoveLine(ref=1), ours]
    said = "remove the item:apple_bran_muffin and a banana nut item:apple_bran_muffin".split()  # no swap
    assert swapped_for_a_kind_lacked([RemoveLine(ref=1), lacked], said, menu) == [RemoveLine(ref=1), lacked]


def test_the_shipped_engine_says_we_lack_the_scone_said_instead_of_the_muffin(engine):
    from tests.unit.shipped import converse

    for said in ("a scone instead of the muffin", "i'd rather have a scone instead of the muffin"):
        cart, replies = converse(engine, "a latte and a muffin", said)
        assert [line.item for line in cart.lines] == ["latte", "apple bran muffin"], said
        assert replies[1] == "Sorry, we don't have a scone.", said


def test_a_line_made_into_a_thing_we_lack_is_found():
    assert unknown_things_said("make that a nitro".split()) == ["a nitro"]
    assert unknown_things_said("make n1 of them a piccolo please".split()) == ["a piccolo"]
    assert unknown_things_said("can you make the item:latte a frappe".split()) == ["a frappe"]
    for said in ("make it a size:large", "make that a shots:3", "make it a item:mocha",
                 "make it a bit stronger", "make n1 of them a caffeine:decaf", "i'll make it a quick one",
                 "can you make that n1 size:short uh pour"):
        assert unknown_things_said(said.split()) == [], said


def test_the_shipped_engine_says_we_lack_what_the_line_is_made_into(engine):
    cart, replies = converse(engine, "one large cold brew", "make that a nitro")
    assert replies[1] == "Sorry, we don't have a nitro." and lines(cart) == [
        {"item": "cold brew", "qty": 1, "size": "large"}]
