""""A small mocha and a large with whip": two mochas (ordering.another_said_by_values)."""

from __future__ import annotations

from ordering.another_said_by_values import another_said_by_values
from ordering.edits import AddLine, ChangeLine, SetOrder
from tests.unit.shipped import converse, lines, ordered


def test_a_phrase_of_values_alone_is_another_line_of_the_item():
    merged = [AddLine(item="mocha", size="small", addons={"whipped cream": 1})]
    words = "a size:small item:mocha and a size:large with addon:whipped_cream".split()
    assert another_said_by_values(merged, words) == [
        AddLine(item="mocha", size="small"), AddLine(item="mocha", size="large", addons={"whipped cream": 1})]
    lost = [AddLine(item="coffee", size="small", milk="half and half")]
    words = "can i get n1 size:small item:coffee black and n1 size:medium n1 with milk:half_and_half".split()
    assert another_said_by_values(lost, words) == [
        AddLine(item="coffee", size="small"), AddLine(item="coffee", size="medium", milk="half and half")]


def test_the_to_go_choice_said_in_a_phrase_is_the_orders():
    said = "n1 size:small item:coffee to_go:false and n1 size:large to_go:true".split()
    model = [AddLine(item="coffee", size="small"), SetOrder(to_go=True)]
    assert another_said_by_values(model, said) == [AddLine(item="coffee", size="small"),
                                                   AddLine(item="coffee", size="large"), SetOrder(to_go=True)]
    said = "n2 item:latte to_go:true".split()
    two = [AddLine(item="latte", qty=2), SetOrder(to_go=True)]
    assert another_said_by_values(two, said) == two


def test_the_shipped_engine_orders_the_large_coffee_said_with_to_go(engine):
    cart, _ = converse(engine, "a small americano and a large to go please")
    assert lines(cart) == ordered([{"item": "americano", "qty": 1, "size": "small"},
                                   {"item": "americano", "qty": 1, "size": "large"}])
    assert cart.to_go is True


def test_a_count_shared_out_by_the_phrases_gives_each_the_counts_values():
    two = [AddLine(item="coffee", qty=2, size="small", temp="iced", milk="half and half")]
    words = "n2 temp:iced item:coffee , a size:small black and a size:medium with milk:half_and_half".split()
    assert another_said_by_values(two, words) == [
        AddLine(item="coffee", size="small", temp="iced"),
        AddLine(item="coffee", size="medium", temp="iced", milk="half and half")]


def test_an_add_on_alone_a_change_or_a_second_item_is_the_models():
    one = [AddLine(item="latte", milk="oat milk", addons={"vanilla syrup": 1})]
    words = "a item:latte with milk:oat_milk and a addon:vanilla_syrup".split()
    assert another_said_by_values(one, words) == one  # "… and a shot of vanilla": the same latte
    change = [ChangeLine(ref=1, size="large"), AddLine(item="latte", size="small")]
    words = "make it size:large and a size:small item:latte".split()
    assert another_said_by_values(change, words) == change
    weighed = [AddLine(item="latte", size="small")]
    assert another_said_by_values(weighed, "a size:small item:latte or a size:large".split()) == weighed
    listed = [AddLine(item="latte", size="large", temp="iced")]
    assert another_said_by_values(listed, "a item:latte , size:large , and temp:iced".split()) == listed


def test_the_shipped_engine_adds_a_second_unit_said_by_its_values(engine):
    cart, _ = converse(engine, "one small coffee black and one medium with cream")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1, "size": "small"},
                                   {"item": "coffee", "qty": 1, "size": "medium", "milk": "half and half"}])
    cart, _ = converse(engine, "one small latte and one large with oat milk")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "size": "small"},
                                   {"item": "latte", "qty": 1, "size": "large", "milk": "oat milk"}])


def test_one_with_add_ons_alone_is_another_unit():
    words = "a item:bagel with addon:cream_cheese and n1 with addon:butter".split()
    merged = [AddLine(item="bagel", addons={"cream cheese": 1, "butter": 1})]
    assert another_said_by_values(merged, words) == [AddLine(item="bagel", addons={"cream cheese": 1}),
                                                    AddLine(item="bagel", addons={"butter": 1})]
    words = "a item:latte with milk:oat_milk and a shot of addon:vanilla_syrup".split()  # one latte
    one = [AddLine(item="latte", milk="oat milk", addons={"vanilla syrup": 1})]
    assert another_said_by_values(one, words) == one


def test_the_shipped_engine_orders_the_butter_bagel_apart(engine):
    cart, _ = converse(engine, "one bagel with cream cheese and one with butter")
    assert [line.addons for line in cart.lines] == [{"cream cheese": 1}, {"butter": 1}]


def test_one_plain_is_another_unit_and_units_said_one_with_may_be_joined_by_commas():
    words = "n1 item:bagel with addon:cream_cheese , n1 with addon:butter and n1 plain".split()
    model = [AddLine(item="bagel", addons={"cream cheese": 1, "butter": 1}), AddLine(item="bagel"),
             AddLine(item="bagel")]
    assert another_said_by_values(model, words) == [
        AddLine(item="bagel", addons={"cream cheese": 1}), AddLine(item="bagel", addons={"butter": 1}),
        AddLine(item="bagel")]
    words = "a item:bagel with addon:cream_cheese , n1 with addon:butter".split()
    merged = [AddLine(item="bagel", addons={"cream cheese": 1, "butter": 1})]
    assert another_said_by_values(merged, words) == [AddLine(item="bagel", addons={"cream cheese": 1}),
                                                    AddLine(item="bagel", addons={"butter": 1})]
    listed = [AddLine(item="latte", size="large", temp="iced")]  # a comma before values: the same latte
    assert another_said_by_values(listed, "a item:latte , a size:large".split()) == listed
    plain = [AddLine(item="coffee", milk="half and half")]
    words = "a item:coffee with milk:half_and_half and n1 plain thing".split()
    assert another_said_by_values(plain, words) == plain


def test_the_shipped_engine_orders_three_bagels_one_plain(engine):
    cart, _ = converse(engine, "one bagel with cream cheese, one with butter and one plain")
    assert [line.addons for line in cart.lines] == [{"cream cheese": 1}, {"butter": 1}, {}]


def test_a_request_said_in_words_of_its_own_is_the_note_of_its_phrase():
    words = "n1 item:coffee with milk and n1 with milk:half_and_half please".split()
    model = [AddLine(item="coffee", milk="half and half", notes="with milk")]
    assert another_said_by_values(model, words) == [AddLine(item="coffee", notes="with milk"),
                                                   AddLine(item="coffee", milk="half and half")]
    words = "a item:coffee with milk:half_and_half and n1 with milk".split()
    assert another_said_by_values(model, words) == [AddLine(item="coffee", milk="half and half"),
                                                   AddLine(item="coffee", notes="with milk")]
    words = "a item:coffee with milk:half_and_half and n1 with milk and addon:sugar".split()
    sugared = [AddLine(item="coffee", milk="half and half", addons={"sugar": 1}, notes="with milk")]
    assert another_said_by_values(sugared, words) == sugared
    words = "a item:coffee with milk:half_and_half and n1 with addon:sugar".split()  # the note unsaid
    assert another_said_by_values(model, words) == model


def test_the_shipped_engine_orders_a_coffee_with_milk_beside_one_with_cream(engine):
    cart, _ = converse(engine, "one coffee with milk and one with cream please")
    assert [(line.milk, line.notes) for line in cart.lines] == [(None, "with milk"), ("half and half", None)]
