""""A latte with a vanilla shot": a shot of the syrup, no espresso shot (`ordering.flavour_shot`)."""

from __future__ import annotations

from ordering.edits import AddLine, ChangeLine
from ordering.flavour_shot import flavour_shot
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()


def test_a_flavour_said_before_shot_takes_the_espresso_shot_off():
    words = "a item:latte with a addon:vanilla_syrup addon:espresso_shot".split()
    model = [AddLine(item="latte", addons={"vanilla syrup": 1, "espresso shot": 1})]
    assert flavour_shot(model, "a latte with a vanilla shot", words, MENU) == [
        AddLine(item="latte", addons={"vanilla syrup": 1})]
    words = "add a addon:caramel_syrup addon:espresso_shot".split()
    model = [ChangeLine(ref=1, add_addons={"espresso shot": 1, "caramel syrup": 1})]
    assert flavour_shot(model, "add a caramel shot", words, MENU) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 1})]


def test_a_shot_said_apart_from_the_flavour_or_of_espresso_is_the_models():
    model = [AddLine(item="latte", addons={"vanilla syrup": 1, "espresso shot": 1})]
    for text, words in (("a latte with vanilla and a shot", "a item:latte with addon:vanilla_syrup and a "
                         "addon:espresso_shot"),
                        ("a latte with vanilla, extra shot", "a item:latte with addon:vanilla_syrup , added "
                         "addon:espresso_shot"),
                        ("a latte with vanilla shot of espresso", "a item:latte with addon:vanilla_syrup "
                         "addon:espresso_shot"),
                        ("a latte, butter shot", "a item:latte , addon:butter addon:espresso_shot")):
        assert flavour_shot(model, text, words.split(), MENU) == model, text


def test_the_shipped_engine_makes_a_vanilla_shot_a_shot_of_vanilla(engine):
    cart, _ = converse(engine, "a large iced coffee with oat", "and a vanilla shot")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}]


def test_a_turn_of_no_words_left_is_read_without_fault(engine, caplog):
    assert flavour_shot([ChangeLine(ref=1, qty=5)], "he is 5", [], MENU) == [ChangeLine(ref=1, qty=5)]
    with caplog.at_level("ERROR", logger="workers.engine.engine"):
        converse(engine, "a hot chocolate for my kid", "he is 5")
        converse(engine, "a latte", ",")
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


def test_a_shot_of_a_milk_is_the_milk_and_no_espresso_shot(engine):
    from ordering.flavour_shot import milk_shot

    said = "an temp:iced item:coffee with a addon:espresso_shot of milk:half_and_half".split()
    model = [AddLine(item="coffee", temp="iced", milk="half and half", addons={"espresso shot": 1})]
    assert milk_shot(model, "an iced coffee with a shot of cream", said) == [
        AddLine(item="coffee", temp="iced", milk="half and half")]
    said = "a item:latte with a addon:espresso_shot of espresso and milk:oat_milk".split()
    model = [AddLine(item="latte", milk="oat milk", addons={"espresso shot": 1})]
    assert milk_shot(model, "a latte with a shot of espresso and oat", said) == model
    cart, _ = converse(engine, "an iced coffee with a shot of cream")
    assert [(line.milk, line.addons) for line in cart.lines] == [("half and half", {})]
