""""Make both oat", then "just one of them oat": the others lose the oat (`ordering.only_some_of_them`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.only_some_of_them import only_some_kept
from tests.unit.shipped import converse, lines

OAT = Cart(lines=[Line(id=1, item="latte", qty=2, milk="oat milk", size="large")], next_line_id=2)
VANILLA = Cart(lines=[Line(id=1, item="latte", qty=3, addons={"vanilla syrup": 1})], next_line_id=2)


def test_the_units_said_just_keep_the_values_and_the_others_lose_them():
    said = "actually just n1 of them milk:oat_milk".split()
    assert only_some_kept([ChangeLine(ref=1, milk="oat milk")], said, OAT) == [
        ChangeLine(ref=1, qty=1, unset=["milk"]), AddLine(item="latte", milk="oat milk", size="large")]
    said = "only n2 of them with addon:vanilla_syrup".split()
    assert only_some_kept([], said, VANILLA) == [
        ChangeLine(ref=1, qty=1, drop=["vanilla syrup"]),
        AddLine(item="latte", qty=2, addons={"vanilla syrup": 1})]


def test_just_a_count_and_a_value_without_of_them_counts_units_too():
    said = "actually just n1 milk:oat_milk".split()
    assert only_some_kept([ChangeLine(ref=1, milk="oat milk")], said, OAT) == [
        ChangeLine(ref=1, qty=1, unset=["milk"]), AddLine(item="latte", milk="oat milk", size="large")]
    said = "only n1 with addon:vanilla_syrup".split()
    assert only_some_kept([], said, VANILLA) == [
        ChangeLine(ref=1, qty=2, drop=["vanilla syrup"]), AddLine(item="latte", addons={"vanilla syrup": 1})]
    said = "actually only the first n1 milk:oat_milk".split()
    assert only_some_kept([ChangeLine(ref=1, milk="oat milk")], said, OAT) == [
        ChangeLine(ref=1, qty=1, unset=["milk"]), AddLine(item="latte", milk="oat milk", size="large")]
    oat = [ChangeLine(ref=1, milk="oat milk")]  # an item named: one latte in all, maybe; the model's
    assert only_some_kept(oat, "just n1 milk:oat_milk item:latte".split(), OAT) == oat


def test_a_value_the_line_lacks_or_no_just_keeps_the_models_edits():
    change = [ChangeLine(ref=1, milk="soy milk")]
    assert only_some_kept(change, "just n1 of them milk:soy_milk".split(), OAT) == change  # not the line's
    oat = [ChangeLine(ref=1, milk="oat milk")]
    assert only_some_kept(oat, "make n1 of them milk:oat_milk".split(), OAT) == oat  # no "just"
    assert only_some_kept(oat, "just n2 of them milk:oat_milk".split(), OAT) == oat  # all of them


def test_the_shipped_engine_keeps_one_oat_latte(engine):
    cart, replies = converse(engine, "two lattes", "make both oat", "actually just one of them oat")
    assert lines(cart) == [{"item": "latte", "milk": "oat milk", "qty": 1}, {"item": "latte", "qty": 1}]
    assert replies[2] == ("The 2 oat milk lattes are now a latte ($4.75) and an oat milk latte ($5.45). "
                          "Anything else?")


def test_a_preparation_kept_on_some_units_comes_off_the_others():
    warmed = Cart(lines=[Line(id=1, item="chocolate croissant", qty=2, preps=["warmed"])], next_line_id=2)
    said = "actually only temp:warm n1 of them".split()  # "warm" said of a food: its warming
    assert only_some_kept([ChangeLine(ref=1, preps=["warmed"])], said, warmed) == [
        ChangeLine(ref=1, qty=1, drop=["warmed"]), AddLine(item="chocolate croissant", preps=["warmed"])]


def test_the_shipped_engine_warms_only_one_croissant(engine):
    cart, _ = converse(engine, "two chocolate croissants warmed", "actually only warm one of them")
    assert lines(cart) == [{"item": "chocolate croissant", "preps": ["warmed"], "qty": 1},
                           {"item": "chocolate croissant", "qty": 1}]


def test_the_shipped_engine_keeps_one_decaf_latte(engine):
    cart, _ = converse(engine, "two lattes", "make them both decaf", "actually just one decaf")
    assert lines(cart) == [{"caffeine": "decaf", "item": "latte", "qty": 1}, {"item": "latte", "qty": 1}]


def test_the_shipped_engine_keeps_the_first_one_oat(engine):
    cart, _ = converse(engine, "two medium lattes", "make them both oat", "actually only the first one oat")
    assert lines(cart) == [{"item": "latte", "milk": "oat milk", "qty": 1, "size": "medium"},
                           {"item": "latte", "qty": 1, "size": "medium"}]


def test_the_change_of_the_last_turn_is_kept_on_the_units_said_just():
    from ordering.cart import Changed
    from ordering.only_some_of_them import change_kept_to_some

    before = Line(id=1, item="latte", qty=2, size="small")
    cart = Cart(lines=[Line(id=1, item="latte", qty=2, size="medium")], next_line_id=2,
                changed=[Changed(line=before, change={"op": "set", "size": "medium"})])
    assert change_kept_to_some([], "actually just the first n1".split(), cart) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", size="small")]
    recount = [ChangeLine(ref=1, qty=1)]  # the model's: one latte off
    assert change_kept_to_some(recount, "actually only n1 of them".split(), cart) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", size="small")]
    assert change_kept_to_some(recount, "actually just n1 item:latte".split(), cart) == recount  # a count
    older = cart.model_copy(update={"changed": []})
    assert change_kept_to_some(recount, "actually only n1 of them".split(), older) == recount


def test_the_shipped_engine_keeps_one_latte_medium_and_one_small(engine):
    cart, _ = converse(engine, "two small lattes", "make them both medium", "actually just the first one")
    assert [(line.qty, line.size) for line in cart.lines] == [(1, "medium"), (1, "small")]
