""""I'm getting coffee for the office, could I get three lattes": no coffee ordered
(`ordering.coffee_run`)."""

from __future__ import annotations

from ordering.coffee_run import coffee_run
from ordering.edits import AddLine
from tests.unit.shipped import converse, lines, ordered

LATTES = AddLine(item="latte", qty=3, size="large")


def test_coffee_said_of_the_errand_is_not_ordered():
    edits = [AddLine(item="coffee"), LATTES]
    for said in ("so i'm getting item:coffee for the office , could i get n3 size:large item:latte",
                 "we're picking up item:coffee for my team : n3 size:large item:latte",
                 "i'm on a item:coffee run , n3 size:large item:latte",
                 "i need item:coffee for the whole team , n3 size:large item:latte"):
        assert coffee_run(edits, said.split()) == [LATTES], said


def test_coffee_said_of_the_order_is_not_ordered():
    coffees = AddLine(item="coffee", qty=4, milk="oat milk")
    said = "can i put in a item:coffee order for my team , n4 milk:oat_milk item:coffee".split()
    assert coffee_run([AddLine(item="coffee"), coffees], said) == [coffees]
    assert coffee_run([AddLine(item="coffee"), LATTES], "our item:coffee orders : n3 size:large item:latte"
                      .split()) == [LATTES]
    alone = [AddLine(item="coffee")]
    assert coffee_run(alone, "a item:coffee order please".split()) == alone  # nothing else ordered


def test_the_shipped_engine_orders_the_coffees_said_after_a_coffee_order(engine):
    cart, _ = converse(engine, "hi, i have a coffee order for my office: three coffees and one cappuccino")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 3}, {"item": "cappuccino", "qty": 1}])


def test_a_coffee_ordered_is_kept():
    edits = [AddLine(item="coffee"), AddLine(item="apple bran muffin")]
    assert coffee_run(edits, "i'm getting a item:coffee and a item:apple_bran_muffin".split()) == edits
    alone = [AddLine(item="coffee", who="my wife")]
    assert coffee_run(alone, "i'm getting item:coffee for my wife".split()) == alone  # nothing else ordered
    large = [AddLine(item="coffee", size="large"), LATTES]
    said = "getting size:large item:coffee for me and n3 size:large item:latte".split()
    assert coffee_run(large, said) == large


def test_the_shipped_engine_orders_no_coffee_for_the_errand(engine):
    cart, _ = converse(engine, "hey good morning! so i'm getting coffee for the office today, could i get "
                               "three large lattes and a couple of americanos")
    assert lines(cart) == ordered([{"item": "latte", "qty": 3, "size": "large"},
                                   {"item": "americano", "qty": 2}])


def test_a_coffee_run_announced_alone_asks_what_to_add():
    from ordering.coffee_run import run_announced
    from ordering.edits import AskMenu
    from ordering.replies import ADDING

    for said in ("i'm getting item:coffee for n4 people", "i'm grabbing item:coffee for the office",
                 "getting item:coffee for all of us", "hey there , i need item:coffee for the office"):
        for model in ([], [AddLine(item="coffee")], [AddLine(item="coffee", qty=4)]):
            assert run_announced(model, said.split()) == [AskMenu(about=[ADDING])], said
    for said in ("i'm getting item:coffee for my wife", "a item:coffee for the office",
                 "i need item:coffee for my wife",
                 "i'm getting item:coffee for n4 people and a item:latte"):
        assert run_announced([AddLine(item="coffee")], said.split()) == [AddLine(item="coffee")], said


def test_the_shipped_engine_asks_what_the_group_would_like(engine):
    from ordering.replies import ADD

    cart, replies = converse(engine, "i'm getting coffee for four people")
    assert cart.lines == [] and replies[0] == ADD


def test_the_shipped_engine_asks_what_the_office_would_like(engine):
    from ordering.replies import ADD

    cart, replies = converse(engine, "morning, i need coffee for the whole office")
    assert cart.lines == [] and replies[0] == ADD
