""""An iced latte", then "not too much ice please": still iced (`ordering.ice_amount_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.ice_amount_said import ice_amount_said
from tests.unit.shipped import converse

ICED = Cart(lines=[Line(id=1, item="latte", temp="iced")], next_line_id=2)


def test_the_amount_of_ice_keeps_the_line_iced_and_is_noted():
    model = [ChangeLine(ref=1, unset=["temp"], notes="not too much ice")]
    assert ice_amount_said(model, "not too much ice please", ICED) == [
        ChangeLine(ref=1, notes="not too much ice")]
    assert ice_amount_said([ChangeLine(ref=1, add_addons={"ice": 1})], "not much ice", ICED) == [
        ChangeLine(ref=1, add_addons={"ice": 1}, notes="not much ice")]


def test_other_turns_are_the_models():
    hot = [ChangeLine(ref=1, temp="hot")]
    assert ice_amount_said(hot, "actually make it hot", ICED) == hot
    plain = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    noted = [ChangeLine(ref=1, notes="less ice")]
    assert ice_amount_said(noted, "less ice", plain) == noted


def test_the_shipped_engine_keeps_the_latte_iced(engine):
    cart, _ = converse(engine, "an iced latte", "not too much ice please")
    assert [(line.temp, line.notes) for line in cart.lines] == [("iced", "not too much ice")]
