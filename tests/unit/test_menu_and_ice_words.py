"""A turn asking for the menu itself (`menu_asked`) and "ice" said of a drink (`ice_said_iced`)."""

from __future__ import annotations

import pytest

from ordering.chosen_unknown import thing_chosen
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine
from ordering.ice_said_iced import ice_as_adjective, ice_said_iced
from ordering.menu import load_menu
from ordering.menu_asked import menu_asked
from ordering.order_review import thing_asked

MENU = load_menu()


@pytest.mark.parametrize("text", ["can I see the menu?", "menu please", "show me your menu",
                                  "what's on the menu today", "could i get a menu"])
def test_a_turn_asking_for_the_menu_gets_its_sections(text):
    assert menu_asked([], text, []) == [AskMenu()]
    assert menu_asked([Finish()], text, []) == [AskMenu()]


def test_a_menu_turn_that_changes_denies_or_asks_of_a_thing_is_left_as_read():
    add = [AddLine(item="latte")]
    assert menu_asked(add, "a latte, and can I see the menu", ["item:latte"]) == add
    assert menu_asked([], "that's not on the menu", []) == []
    asked = [AskMenu(about=["latte"])]
    assert menu_asked(asked, "is the latte on the menu", ["item:latte"]) == asked
    assert menu_asked([RemoveLine(ref=1)], "take the latte off, where's the menu", []) == [RemoveLine(ref=1)]
    assert menu_asked([], "one latte please", ["item:latte"]) == []  # no menu named


def test_a_thing_asked_to_be_on_the_menu_is_asked_of():
    assert menu_asked([], "are scones on the menu today?", ["scones"]) == [AskMenu(about=["scones"])]
    assert thing_asked("is pumpkin spice on the menu") == ["pumpkin spice"]
    assert thing_asked("is there a fig tart on your menu?") == ["fig tart"]
    assert thing_asked("do you have smoothies on the menu") == ["smoothies"]
    assert thing_asked("is the latte on the menu", ["item:latte"]) == []
    assert thing_asked("is it on the menu") == []


def test_the_thing_alone_chosen_with_the():
    known = MENU.words
    assert thing_chosen(["the", "jasmine", "n1"], known) == "jasmine"
    assert thing_chosen(["the", "jasmine"], known) == "jasmine"
    assert thing_chosen(["the", "oolong", "n1"], known) is None  # a menu word: the model's to read
    assert thing_chosen(["the", "same"], known) is None


@pytest.mark.parametrize("text", ["an ice latte", "ice oat mochas please", "a large ice americano",
                                  "the ice chai latte and a muffin"])
def test_ice_before_a_drink_describes_it(text):
    assert ice_as_adjective(text, MENU.words)


@pytest.mark.parametrize("text", ["a latte with ice", "a latte extra ice", "a latte, ice", "ice cubes please",
                                  "an ice latte with light ice", "a cup of ice water", "no ice",
                                  "one ice macchiato", "add one ice, short", "a cafe au lait, an ice, short"])
def test_ice_asked_for_as_such(text):
    assert not ice_as_adjective(text, MENU.words)


def test_an_ice_latte_is_iced_without_the_add_on():
    edits = [AddLine(item="latte", addons={"ice": 1, "vanilla syrup": 1}), AddLine(item="butter croissant")]
    got = ice_said_iced(edits, "an ice vanilla latte and a croissant", MENU, MENU.words)
    assert got[0] == AddLine(item="latte", temp="iced", addons={"vanilla syrup": 1}) and got[1] == edits[1]
    change = [ChangeLine(ref=1, add_addons={"ice": 1})]
    assert ice_said_iced(change, "make it an ice latte", MENU, MENU.words) == [ChangeLine(ref=1, temp="iced")]


def test_ice_stays_an_add_on_where_asked_for_or_the_drink_is_never_iced():
    with_ice = [AddLine(item="latte", addons={"ice": 1})]
    assert ice_said_iced(with_ice, "a latte with ice", MENU, MENU.words) == with_ice
    extra = [AddLine(item="latte", addons={"ice": 2})]
    assert ice_said_iced(extra, "an ice latte", MENU, MENU.words) == extra  # two portions: ice asked for
    muffin = [AddLine(item="blueberry muffin", addons={"ice": 1})]  # never iced: the menu refuses the ice
    assert ice_said_iced(muffin, "an ice blueberry muffin", MENU, MENU.words) == muffin


def test_a_kind_of_drink_the_menu_lacks_is_said_to_be_lacking():
    from ordering.variants_lacking import drink_variant_lacking

    words = ["a", "pumpkin", "item:latte", "please"]
    assert drink_variant_lacking([AddLine(item="latte")], words, MENU, MENU.words) == [
        AddLine(item="latte"), AddLine(item="pumpkin")]
    asked = ["do", "you", "have", "a", "pumpkin", "item:latte"]
    assert drink_variant_lacking([AskMenu(about=["latte"])], asked, MENU, MENU.words) == [
        AskMenu(about=["pumpkin latte"])]
    two = ["n2", "pumpkin", "spice", "item:latte"]
    assert drink_variant_lacking([AddLine(item="latte", qty=2)], two, MENU, MENU.words) == [
        AddLine(item="latte", qty=2), AddLine(item="pumpkin spice")]
    croissant = "a item:latte and a ham and cheese item:butter_croissant".split()  # two words: one kind
    model = [AddLine(item="latte"), AddLine(item="butter croissant")]
    assert drink_variant_lacking(model, croissant, MENU, MENU.words) == [
        AddLine(item="latte"), AddLine(item="ham and cheese croissant")]
    muffin = ["do", "you", "have", "a", "pumpkin", "item:apple_bran_muffin"]
    assert drink_variant_lacking([AskMenu(about=["apple bran muffin"])], muffin, MENU, MENU.words) == [
        AskMenu(about=["pumpkin muffin"])]


def test_words_that_praise_or_are_menu_words_name_no_kind():
    from ordering.variants_lacking import drink_variant_lacking

    latte = [AddLine(item="latte")]
    for words in (["a", "nice", "item:latte"], ["a", "quick", "item:latte"], ["a", "temp:iced", "item:latte"],
                  ["i", "want", "pumpkin", "item:latte"], ["the", "item:latte"]):
        assert drink_variant_lacking(latte, words, MENU, MENU.words) == latte
