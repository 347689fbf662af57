""""An iced latte", then "not too much ice please": still iced (`ordering.ice_amount_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.ice_amount_said import ice_amount_said, plain_ice_said
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


LIGHT = Cart(lines=[Line(id=1, item="chai latte", addons={"ice": 1}, notes="light ice, extra hot"),
                    Line(id=2, item="muffin")], next_line_id=3)


def test_the_usual_ice_takes_the_ice_note_off():
    model = [ChangeLine(ref=1, add_addons={"ice": 1})]
    assert plain_ice_said(model, "no, regular ice", LIGHT) == [ChangeLine(ref=1, notes="extra hot")]
    assert plain_ice_said([], "actually normal ice is fine", LIGHT) == [ChangeLine(ref=1, notes="extra hot")]
    only_ice = Cart(lines=[Line(id=1, item="latte", temp="iced", notes="less ice")], next_line_id=2)
    assert plain_ice_said([ChangeLine(ref=1, size="large")], "large, regular ice", only_ice) == [
        ChangeLine(ref=1, size="large", unset=["notes"])]


def test_the_usual_ice_of_no_ice_note_is_the_models():
    model = [ChangeLine(ref=1, add_addons={"ice": 1})]
    assert plain_ice_said(model, "regular ice please", ICED) == model
    assert plain_ice_said(model, "less ice", LIGHT) == model


def test_the_shipped_engine_takes_light_ice_back(engine):
    cart, replies = converse(engine, "a chai latte with light ice", "no, regular ice")
    assert [(line.addons, line.notes) for line in cart.lines] == [({"ice": 1}, None)]
    assert "without ice" not in replies[-1]
