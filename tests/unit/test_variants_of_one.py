""""And a lemon loaf": a kind of a one-item thing, said with another item's word, is a thing we lack
(`ordering.variants_of_one`)."""

from __future__ import annotations

from ordering.menu import load_menu
from ordering.unknown_things import unknown_things
from ordering.variants_of_one import variant_of_one_lacked
from tests.unit.shipped import converse

MENU = load_menu()


def _lacked(text: str) -> list[tuple[int, int]]:
    tokens = text.split()
    return unknown_things(tokens, (), MENU.words, lambda phrase: variant_of_one_lacked(phrase, MENU))


def test_a_kind_of_the_one_loaf_we_have_is_lacked():
    assert _lacked("and a lemon loaf") == [(1, 4)]
    assert _lacked("and a zucchini bread please") == [(1, 4)]


def test_our_own_things_and_kinds_still_to_choose_are_not():
    assert _lacked("and a banana loaf") == []  # ours
    assert _lacked("and a loaf") == []  # one word: the banana loaf
    assert _lacked("a green tea please") == []  # many teas: which one (the families' question)
    assert _lacked("and a ham sandwich") == [(1, 4)]  # `unknown_things`' own find, kept
    assert _lacked("and a tea with lemon") == []  # a tea, with lemon: not a lemon thing we lack
    assert _lacked("three teas , two with lemon") == []  # two of them with lemon
    assert _lacked("and remove n1 of the item:earl_grey_tea") == []  # no "remove" we lack
    assert _lacked("and swap it for a item:mocha") == []


def test_the_shipped_engine_says_the_lemon_loaf_back(engine):
    cart, replies = converse(engine, "a latte", "and a lemon loaf")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[1] == "Sorry, we don't have a lemon loaf."


def test_a_portion_said_first_is_no_part_of_the_kind():
    assert _lacked("and a piece of lemon loaf") == [(1, 6)]
    assert _lacked("and a prep:cut_in_half of lemon loaf") == [(1, 6)]  # the tagger's "slice"
    assert _lacked("a piece of banana bread") == []  # ours


def test_the_shipped_engine_says_a_slice_of_lemon_loaf_is_lacked(engine):
    cart, replies = converse(engine, "can i get an oat milk cortado", "and a slice of lemon loaf")
    assert [line.item for line in cart.lines] == ["cortado"]
    assert replies[1] == "Sorry, we don't have a slice of lemon loaf."


def test_the_shipped_engine_takes_one_earl_grey_off_and_lacks_nothing(engine):
    cart, replies = converse(engine, "three teas, two earl grey and one oolong",
                             "and remove one of the earl greys")
    assert [(line.item, line.qty) for line in cart.lines] == [("earl grey tea", 1), ("oolong tea", 1)]
    assert replies[1] == "You now have an earl grey tea ($3.25). Anything else?"


def test_the_shipped_engine_lacks_a_slice_of_the_lemon_loaf(engine):
    cart, replies = converse(engine, "a cappuccino please", "and a slice of the lemon loaf")
    assert [line.item for line in cart.lines] == ["cappuccino"]
    assert replies[1] == "Sorry, we don't have a slice of lemon loaf."


def test_a_word_of_the_one_item_of_its_kind_said_alone_is_lacked():
    assert _lacked("and a banana") == [(1, 3)]
    assert _lacked("and a lemon") == []  # the kind of a muffin
    assert _lacked("and a bread") == []  # the banana bread's own noun
    assert _lacked("and a chai") == []  # an item's own word


def test_the_shipped_engine_says_a_banana_is_lacked(engine):
    cart, replies = converse(engine, "coffee please", "and a banana")
    assert [line.item for line in cart.lines] == ["coffee"]
    assert replies[1] == "Sorry, we don't have a banana."
