""""One americano black and one with a little milk": each unit said one by one gets its own values and note
(`ordering.ones_placed`)."""

from __future__ import annotations

from ordering.edits import AddLine, ChangeLine
from ordering.ones_placed import ones_placed
from tests.unit.shipped import converse


def test_the_values_and_note_of_each_one_go_on_its_own_line():
    said = "n1 item:americano black and n1 with a little milk".split()
    model = [AddLine(item="americano", notes="with a little milk"), AddLine(item="americano")]
    assert ones_placed(model, said) == [AddLine(item="americano"),
                                        AddLine(item="americano", notes="with a little milk")]
    said = "n1 item:americano with prep:with_room and n1 with a little addon:honey".split()
    model = [AddLine(item="americano", preps=["with room"], addons={"honey": 1}), AddLine(item="americano")]
    assert ones_placed(model, said) == [AddLine(item="americano", preps=["with room"]),
                                        AddLine(item="americano", addons={"honey": 1})]
    said = "n1 item:latte with milk:oat_milk and the other n1 with milk:almond_milk".split()
    model = [AddLine(item="latte", milk="almond milk"), AddLine(item="latte", milk="oat milk")]
    assert ones_placed(model, said) == [AddLine(item="latte", milk="oat milk"),
                                        AddLine(item="latte", milk="almond milk")]


def test_one_line_written_for_the_ones_is_split_into_them():
    said = "n1 item:bagel with addon:butter and n1 prep:toasted".split()
    model = [AddLine(item="bagel", qty=2, addons={"butter": 1}, preps=["toasted"])]
    assert ones_placed(model, said) == [AddLine(item="bagel", addons={"butter": 1}),
                                        AddLine(item="bagel", preps=["toasted"])]
    said = "n1 item:coffee with milk:half_and_half and n1 with a splash of milk:oat_milk".split()
    model = [AddLine(item="coffee", milk="half and half", notes="a splash of oat milk")]
    assert ones_placed(model, said) == [
        AddLine(item="coffee", milk="half and half"),
        AddLine(item="coffee", milk="oat milk", notes="a splash of oat milk")]


def test_values_said_before_the_item_stay_where_the_model_put_them():
    said = "n1 size:large item:latte with milk:oat_milk and n1 with milk:almond_milk".split()
    for model in ([AddLine(item="latte", size="large", milk="oat milk"),
                   AddLine(item="latte", milk="almond milk")],
                  [AddLine(item="latte", size="large", milk="almond milk"),
                   AddLine(item="latte", size="large", milk="oat milk")]):
        placed = ones_placed(model, said)
        assert [(line.size, line.milk) for line in placed] == [
            (model[0].size, "oat milk"), (model[1].size, "almond milk")]


def test_other_turns_are_the_models():
    model = [AddLine(item="latte", addons={"sugar": 1}), AddLine(item="latte", addons={"sugar": 2})]
    assert ones_placed(model, "a item:latte with n1 addon:sugar and n1 with n2".split()) == model
    model = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte")]
    for said in ("n1 item:latte with milk:oat_milk and n1 for my son",
                 "n1 item:latte with milk:oat_milk and n1 without",
                 "n1 item:latte with milk:oat_milk and n1 item:mocha"):
        assert ones_placed(model, said.split()) == model, said
    split = [ChangeLine(ref=1, qty=1, milk="oat milk"), AddLine(item="latte", milk="almond milk")]
    said = "n1 item:latte with milk:oat_milk , the other with milk:almond_milk".split()
    assert ones_placed(split, said) == split
    model = [AddLine(item="latte", addons={"peppermint syrup": 1})]  # "one" counts an add-on
    for said in ("n1 item:latte and n1 addon:peppermint_syrup",
                 "n1 item:latte and n1 added addon:espresso_shot"):
        assert ones_placed(model, said.split()) == model, said
    model = [AddLine(item="espresso", milk="coconut milk"), AddLine(item="flat white", caffeine="decaf")]
    said = "n1 item:espresso with milk:coconut_milk , and n1 caffeine:decaf item:flat_white".split()
    assert ones_placed(model, said) == model  # the next item's own "one"
    said = "n1 item:espresso with milk:coconut_milk , and n1 uh temp:iced item:flat_white".split()
    assert ones_placed(model, said) == model
    model = [AddLine(item="earl grey tea")]  # a part of no value: another thing named, not a unit
    assert ones_placed(model, "n1 item:earl_grey_tea , n1 chamomile tea".split()) == model
    model = [AddLine(item="latte", milk="soy milk"), AddLine(item="latte")]  # a value no part says
    assert ones_placed(model, "n1 item:latte plain and n1 with milk:oat_milk".split()) == model


def test_the_shipped_engine_places_each_ones_values(engine):
    cart, _ = converse(engine, "one americano black and one with a little milk please")
    assert [line.notes for line in cart.lines] == [None, "with a little milk"]
    cart, _ = converse(engine, "could i have one bagel with butter and one toasted")
    assert [(line.qty, dict(line.addons), line.preps) for line in cart.lines] == [
        (1, {"butter": 1}, []), (1, {}, ["toasted"])]
