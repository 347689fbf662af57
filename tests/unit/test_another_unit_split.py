"""`another_unit_split`: "three lattes", "make one oat", then "and one decaf" is another latte, not the
oat one."""

from __future__ import annotations

from ordering.another_unit_split import another_split_off, another_unit_split
from ordering.cart import Cart, Changed, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu

MENU = load_menu()
DECAF = ["and", "n1", "caffeine:decaf"]  # "and one decaf" as the grounding reads it


def _after_split(rest: int) -> Cart:
    """``rest`` + 1 lattes, then one of them made oat by the last turn."""
    before = Line(id=1, item="latte", qty=rest + 1)
    return Cart(lines=[Line(id=1, item="latte", qty=rest), Line(id=2, item="latte", milk="oat milk")],
                next_line_id=3, changed=[Changed(line=before, change={"op": "set", "qty": rest})])


def test_one_more_unit_is_split_off_the_rest():
    got = another_unit_split([ChangeLine(ref=2, caffeine="decaf")], DECAF, _after_split(2), MENU)
    assert got == [ChangeLine(ref=1, qty=1), AddLine(item="latte", caffeine="decaf")]


def test_the_last_unit_left_gets_the_change():
    got = another_unit_split([ChangeLine(ref=2, caffeine="decaf")], DECAF, _after_split(1), MENU)
    assert got == [ChangeLine(ref=1, caffeine="decaf")]


def test_left_as_read_without_a_split_before_or_a_turn_begun_with_one():
    edits = [ChangeLine(ref=2, caffeine="decaf")]
    assert another_unit_split(edits, ["make", "it", "caffeine:decaf"], _after_split(2), MENU) == edits
    plain = _after_split(2).model_copy(update={"changed": []})
    assert another_unit_split(edits, DECAF, plain, MENU) == edits
    changed = _after_split(2)
    changed.changed[0].change["milk"] = "soy milk"  # the last turn changed more than the count
    assert another_unit_split(edits, DECAF, changed, MENU) == edits
    counted = [ChangeLine(ref=2, qty=2)]
    assert another_unit_split(counted, DECAF, _after_split(2), MENU) == counted


def test_one_with_an_article_before_its_value_is_another_unit():
    double = ["and", "n1", "a", "shots:2"]  # "and one a double"
    got = another_unit_split([ChangeLine(ref=2, shots=2)], double, _after_split(2), MENU)
    assert got == [ChangeLine(ref=1, qty=1), AddLine(item="latte", shots=2)]


def test_the_shipped_engine_splits_one_a_double_off_the_espressos(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "can i get three espressos", "make one of them a decaf", "and one a double")
    assert lines(cart) == ordered([{"item": "espresso", "qty": 1},
                                   {"caffeine": "decaf", "item": "espresso", "qty": 1},
                                   {"item": "espresso", "qty": 1, "shots": 2}])


def test_another_with_values_is_one_more_unit_split_off_while_two_are_untold():
    said = "another with just addon:sugar".split()
    model = [ChangeLine(ref=2, add_addons={"sugar": 1})]  # the model changed the line split off
    assert another_split_off(model, said, _after_split(2), MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", addons={"sugar": 1})]
    assert another_split_off(model, ["and", *said], _after_split(3), MENU) == [
        ChangeLine(ref=1, qty=2), AddLine(item="latte", addons={"sugar": 1})]


def test_another_of_a_last_unit_or_without_a_split_or_naming_an_item_is_left():
    said = "another with addon:sugar".split()
    model = [ChangeLine(ref=2, add_addons={"sugar": 1})]
    assert another_split_off(model, said, _after_split(1), MENU) == model  # a third or the other: unsure
    plain = _after_split(2).model_copy(update={"changed": []})
    assert another_split_off(model, said, plain, MENU) == model
    named = "another item:latte with addon:sugar".split()
    assert another_split_off(model, named, _after_split(2), MENU) == model
    assert another_split_off(model, "one more with addon:sugar".split(), _after_split(2), MENU) == model


def test_the_shipped_engine_tells_the_third_black_coffee_apart(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "three black coffees", "one with cream and sugar", "another with just sugar")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1},
                                   {"item": "coffee", "qty": 1, "milk": "half and half",
                                    "addons": {"sugar": 1}},
                                   {"item": "coffee", "qty": 1, "addons": {"sugar": 1}}])


def test_another_one_added_with_values_is_one_more_unit_split_off():
    said = "and another n1 milk:nonfat_milk".split()  # "and another one skim"
    model = [AddLine(item="latte", milk="nonfat milk")]  # the model added a fourth latte
    assert another_split_off(model, said, _after_split(2), MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", milk="nonfat milk")]
    mocha = [AddLine(item="mocha", milk="nonfat milk")]
    assert another_split_off(mocha, said, _after_split(2), MENU) == mocha  # another item
    two = [AddLine(item="latte", qty=2, milk="nonfat milk")]
    assert another_split_off(two, said, _after_split(2), MENU) == two


def test_the_shipped_engine_makes_the_third_iced_latte_skim(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "i'd like three iced lattes", "make one of them oat", "and another one skim")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "temp": "iced"},
                                   {"item": "latte", "qty": 1, "temp": "iced", "milk": "oat milk"},
                                   {"item": "latte", "qty": 1, "temp": "iced", "milk": "nonfat milk"}])
