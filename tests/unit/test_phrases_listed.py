""""An oat latte, an almond latte and a soy latte": three lattes (`ordering.phrases_listed`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.phrases_listed import phrases_listed
from tests.unit.shipped import converse

SAID = "an milk:oat_milk item:latte , an milk:almond_milk item:latte and a milk:soy_milk item:latte".split()
THREE = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="almond milk"),
         AddLine(item="latte", milk="soy milk")]


def test_a_list_of_phrases_of_one_item_is_a_line_per_phrase():
    lost = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk")]
    assert phrases_listed(lost, SAID) == THREE
    plain = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk"),
             AddLine(item="latte")]
    assert phrases_listed(plain, SAID) == THREE
    assert phrases_listed(THREE, SAID) == THREE  # one line per phrase already


def test_other_turns_are_the_models():
    other = [AddLine(item="latte", milk="oat milk", size="large"), AddLine(item="latte", milk="soy milk")]
    assert phrases_listed(other, SAID) == other  # a value no phrase says
    said = "a item:latte , a size:large item:latte and a item:blueberry_muffin".split()
    model = [AddLine(item="latte", size="large"), AddLine(item="blueberry muffin")]
    assert phrases_listed(model, said) == model  # two phrases: said again, maybe
    said = ("an milk:oat_milk item:latte , no wait an milk:almond_milk item:latte and a milk:soy_milk "
            "item:latte")
    assert phrases_listed([AddLine(item="latte", milk="oat milk")], said.split()) == [
        AddLine(item="latte", milk="oat milk")]  # taken back


def test_the_shipped_engine_keeps_every_latte(engine):
    cart, _ = converse(engine, "an oat latte, an almond latte and a soy latte")
    assert [(line.item, line.milk) for line in cart.lines] == [
        ("latte", "oat milk"), ("latte", "almond milk"), ("latte", "soy milk")]


def test_a_list_said_without_articles_or_without_and_is_a_line_per_phrase():
    sizes = [AddLine(item="latte", size="small"), AddLine(item="latte", size="medium"),
             AddLine(item="latte", size="large")]
    bare = "size:small item:latte , size:medium item:latte , size:large item:latte".split()
    assert phrases_listed(sizes[:1], bare) == sizes
    bare_and = "size:small item:latte , size:medium item:latte and size:large item:latte".split()
    assert phrases_listed([sizes[0], sizes[2]], bare_and) == sizes
    commas = "a size:small item:latte , a size:medium item:latte , a size:large item:latte please".split()
    assert phrases_listed(sizes[:1], commas) == sizes
    going_on = "a size:small item:latte , a size:medium item:latte , a size:large item:latte for".split()
    assert phrases_listed(sizes[:1], going_on) == sizes[:1]  # the list goes on: not ended
    two = "size:small item:latte , size:large item:latte".split()  # two: the second may take the first back
    assert phrases_listed(sizes[:1], two) == sizes[:1]


def test_the_shipped_engine_keeps_the_three_lattes_of_a_bare_list(engine):
    cart, replies = converse(engine, "small latte, medium latte, large latte")
    assert [(line.item, line.size) for line in cart.lines] == [
        ("latte", "small"), ("latte", "medium"), ("latte", "large")]
    assert replies[0] == ("Added a small latte ($4.25), a medium latte ($4.75) and a large latte ($5.25). "
                          "Anything else?")

def test_two_phrases_alike_in_a_list_are_two_units():
    said = "a item:cappuccino , a item:cappuccino and a item:latte".split()
    model = [AddLine(item="cappuccino"), AddLine(item="latte")]
    assert phrases_listed(model, said) == [AddLine(item="cappuccino"), AddLine(item="cappuccino"),
                                           AddLine(item="latte")]
    assert phrases_listed(model, "a item:cappuccino , a item:cappuccino".split()) == model  # no list
    said = "a item:cappuccino , a size:large item:cappuccino and a item:latte".split()
    model = [AddLine(item="cappuccino", size="large"), AddLine(item="latte")]
    assert phrases_listed(model, said) == model  # not alike: the second may take the first back


def test_the_shipped_engine_keeps_both_cappuccinos(engine):
    cart, _ = converse(engine, "a cappuccino, a cappuccino and a latte please")
    assert sorted((line.item, line.qty) for line in cart.lines) == [("cappuccino", 2), ("latte", 1)]


def test_a_regular_one_ending_the_list_is_a_phrase_of_the_item():
    said = "an milk:oat_milk item:latte , a milk:soy_milk item:latte and a regular n1".split()
    assert phrases_listed([AddLine(item="latte", milk="oat milk")], said) == [
        AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk"), AddLine(item="latte")]


def test_the_shipped_engine_keeps_the_regular_one(engine):
    cart, _ = converse(engine, "an oat milk latte, a soy milk latte and a regular one")
    assert [(line.item, line.milk) for line in cart.lines] == [
        ("latte", "oat milk"), ("latte", "soy milk"), ("latte", None)]


def test_phrases_of_an_item_with_other_parts_of_the_list_between_are_its_lines():
    said = ("an item:espresso , a item:mocha , a item:matcha_latte , an item:espresso , an item:espresso and "
            "a item:cappuccino").split()
    model = [AddLine(item="espresso"), AddLine(item="matcha latte"), AddLine(item="mocha"),
             AddLine(item="cappuccino")]
    assert phrases_listed(model, said) == [AddLine(item="espresso")] * 3 + model[1:]
    said = ("an milk:oat_milk item:latte , a item:mocha , a milk:soy_milk item:latte and a "
            "item:apple_bran_muffin").split()
    model = [AddLine(item="latte", milk="oat milk"), AddLine(item="mocha", milk="soy milk")]
    assert phrases_listed(model, said) == [AddLine(item="latte", milk="oat milk"),  # the soy is the latte's
                                           AddLine(item="latte", milk="soy milk"), AddLine(item="mocha")]
    said = "a item:latte , a item:mocha , a size:large item:latte".split()  # no "and": no list said
    model = [AddLine(item="latte", size="large"), AddLine(item="mocha")]
    assert phrases_listed(model, said) == model


def test_the_shipped_engine_keeps_the_three_espressos(engine):
    said = "an espresso, a mocha, a matcha latte, an espresso, an espresso and a cappuccino"
    cart, _ = converse(engine, said)
    assert sorted((line.item, line.qty) for line in cart.lines) == [
        ("cappuccino", 1), ("espresso", 3), ("matcha latte", 1), ("mocha", 1)]
    cart, _ = converse(engine, "an oat latte, a mocha, a soy latte and a muffin")
    assert [(line.item, line.milk) for line in cart.lines] == [
        ("latte", "oat milk"), ("latte", "soy milk"), ("mocha", None), ("apple bran muffin", None)]
