"""'Take away one flat white' of a line of two takes one off (`ordering.taken_away`); "a latte, take away"
is to go."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, Finish, RemoveLine, SetOrder
from ordering.taken_away import (
    for_here_said,
    line_had_here,
    one_more_the_other_way,
    taken_away,
    to_go_of_one_line,
    to_go_split,
    way_of_a_line,
    way_of_a_line_undone,
    way_of_a_new_line,
    way_of_every_line,
    way_of_some_units,
    way_said_last_of_a_new_line,
)
from tests.unit.shipped import converse, lines, ordered

CART = Cart(lines=[Line(id=1, item="flat white", qty=2), Line(id=2, item="apple bran muffin")])
TO_GO = [SetOrder(to_go=True)]


def test_take_away_a_line_of_the_cart_takes_it_off():
    said = "to_go:true n1 item:flat_white".split()
    assert taken_away(TO_GO, said, "take away one flat white", CART) == [ChangeLine(ref=1, qty=1)]
    said = "to_go:true the item:apple_bran_muffin".split()
    assert taken_away(TO_GO, said, "take away the muffin", CART) == [RemoveLine(ref=2)]
    said = "to_go:true n2 item:flat_white".split()
    assert taken_away(TO_GO, said, "take away 2 flat whites", CART) == [RemoveLine(ref=1)]


def test_to_go_stays_to_go():
    said = "a item:latte , to_go:true".split()
    ordered = [AddLine(item="latte"), SetOrder(to_go=True)]
    assert taken_away(ordered, said, "a latte, take away", CART) == ordered
    said = "to_go:true n3 item:flat_white".split()  # more than the cart has: not read
    assert taken_away(TO_GO, said, "take away three flat whites", CART) == TO_GO
    said = "to_go:true a item:latte".split()  # no line of it
    assert taken_away(TO_GO, said, "take away a latte", CART) == TO_GO
    said = "that's all , to_go:true".split()
    assert taken_away(TO_GO, said, "that's all, take away", CART) == TO_GO


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "two flat whites and a muffin", "take away one flat white")
    assert {"item": "flat white", "qty": 1} in lines(cart) and cart.to_go is not True
    cart, _ = converse(engine, "a latte, take away")
    assert cart.to_go is True and lines(cart) == [{"item": "latte", "qty": 1}]


def test_units_said_the_other_way_are_a_line_with_a_note():
    said = "n3 item:latte to_go:true and n1 to_go:false".split()
    model = [AddLine(item="latte"), SetOrder(to_go=True), AddLine(item="latte"), AddLine(item="latte")]
    assert to_go_split(model, said) == [AddLine(item="latte", qty=3), AddLine(item="latte", notes="for here"),
                                        SetOrder(to_go=True)]
    said = "n2 item:mocha to_go:false and n1 to_go:true".split()
    assert to_go_split([AddLine(item="mocha", qty=2)], said) == [
        AddLine(item="mocha", qty=2), AddLine(item="mocha", notes="to go"), SetOrder(to_go=False)]


def test_units_of_a_count_split_by_way_are_a_line_with_a_note():
    said = "n2 item:latte , n1 to_go:true and n1 to_go:false".split()
    model = [AddLine(item="latte"), AddLine(item="latte"), SetOrder(to_go=True)]
    assert to_go_split(model, said) == [AddLine(item="latte"), AddLine(item="latte", notes="for here"),
                                        SetOrder(to_go=True)]
    said = "n3 item:latte , n1 to_go:true and n1 to_go:false".split()  # the parts make two of the three
    assert to_go_split(model, said) == model
    said = "n2 item:cortado , n1 to_go:false n1 to_go:true".split()  # no "and" between the parts
    model = [AddLine(item="cortado"), SetOrder(to_go=True), AddLine(item="cortado")]
    assert to_go_split(model, said) == [AddLine(item="cortado"), AddLine(item="cortado", notes="to go"),
                                        SetOrder(to_go=False)]


def test_the_shipped_engine_notes_the_latte_for_here(engine):
    cart, _ = converse(engine, "two lattes, one to go and one for here")
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, None), (1, "for here")]
    assert cart.to_go is True
    cart, _ = converse(engine, "two cortados, one for here one to go")
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, None), (1, "to go")]
    assert cart.to_go is False


def test_part_of_a_count_said_one_way_is_the_orders_way_and_the_rest_a_line_noted_the_other():
    model = [AddLine(item="latte"), AddLine(item="latte"), SetOrder(to_go=True)]
    want = [AddLine(item="latte"), AddLine(item="latte", notes="for here"), SetOrder(to_go=True)]
    assert to_go_split(model, "n2 item:latte , n1 to_go:true".split()) == want
    assert to_go_split(model, "n2 item:latte , n1 in a to_go:true cup".split()) == want
    large = [AddLine(item="mocha", size="large"), SetOrder(to_go=False), AddLine(item="mocha"),
             AddLine(item="mocha")]  # the values said before the part's count are the first line's
    assert to_go_split(large, "n3 size:large item:mocha , n1 to_go:false".split()) == [
        AddLine(item="mocha", size="large"), AddLine(item="mocha", size="large", qty=2, notes="to go"),
        SetOrder(to_go=False)]


def test_a_part_said_with_values_of_its_own_or_as_many_as_the_count_is_the_models():
    model = [AddLine(item="latte", temp="iced"), SetOrder(to_go=True), AddLine(item="latte")]
    assert to_go_split(model, "n2 item:latte , n1 temp:iced to_go:true".split()) == model
    model = [AddLine(item="latte", qty=2), SetOrder(to_go=True)]
    assert to_go_split(model, "n2 item:latte , n2 to_go:true".split()) == model


def test_the_shipped_engine_notes_the_latte_said_in_no_to_go_cup(engine):
    cart, _ = converse(engine, "two oat lattes with vanilla, one in a to go cup")
    assert [(line.qty, line.milk, line.notes) for line in cart.lines] == [
        (1, "oat milk", None), (1, "oat milk", "for here")]
    assert cart.to_go is True


def test_one_way_or_more_said_after_is_the_models():
    model = [AddLine(item="latte", qty=3), SetOrder(to_go=True)]
    assert to_go_split(model, "n3 item:latte to_go:true".split()) == model
    said = "n3 item:latte to_go:true and n1 to_go:false and a item:muffin".split()
    assert to_go_split(model, said) == model


def test_the_shipped_engine_counts_every_latte(engine):
    cart, _ = converse(engine, "3 lattes to go and 1 for here")
    assert lines(cart) == ordered([{"item": "latte", "qty": 3},
                                   {"item": "latte", "qty": 1, "notes": "for here"}])
    assert cart.to_go is True


@pytest.mark.parametrize(("text", "edits", "want"), [
    ("actually i'll drink it here", [], [SetOrder(to_go=False)]),
    ("we're staying", [Finish()], [SetOrder(to_go=False)]),  # not the order's end
    ("thats all, we will have them here", [Finish()], [SetOrder(to_go=False), Finish()]),
    ("that's it, we'll sit in", [], [SetOrder(to_go=False)]),
    ("a latte, i'll be drinking it here", [AddLine(item="latte")],
     [AddLine(item="latte"), SetOrder(to_go=False)]),
])
def test_had_here_is_for_here(text, edits, want):
    assert for_here_said(edits, text) == want


@pytest.mark.parametrize(("text", "edits"), [
    ("a latte i'll drink here", [AddLine(item="latte")]),  # an order: the model's
    ("is it ok if i sit here", []),
    ("we'll have it to go", [SetOrder(to_go=True)]),
])
def test_other_turns_than_had_here_are_the_models(text, edits):
    assert for_here_said(edits, text) == edits


def test_the_shipped_engine_orders_the_latte_for_here(engine):
    cart, replies = converse(engine, "a latte, i will be drinking it here")
    assert [line.item for line in cart.lines] == ["latte"] and cart.to_go is False
    assert replies == ["Added a latte ($4.75). Got it, for here. Anything else?"]


def test_the_shipped_engine_sets_the_order_for_here(engine):
    cart, replies = converse(engine, "one mocha to go", "oh wait, we'll drink them here")
    assert cart.to_go is False and replies[1] == "Got it, for here. Anything else?"


def test_each_line_said_its_way_is_noted_and_the_order_takes_the_first():
    from ordering.taken_away import ways_per_line

    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    said = "the item:blueberry_muffin to_go:true and the item:latte to_go:false".split()
    assert ways_per_line(TO_GO, said, cart) == [SetOrder(to_go=True), ChangeLine(ref=1, notes="for here")]
    said = "the item:latte to_go:true".split()  # one way said: the model's
    assert ways_per_line(TO_GO, said, cart) == TO_GO
    said = "and the item:latte to_go:true , item:blueberry_muffin to_go:false".split()  # a comma joins
    assert ways_per_line(TO_GO, said, cart) == [SetOrder(to_go=True), ChangeLine(ref=2, notes="for here")]


def test_each_line_ordered_its_way_is_noted_too():
    from ordering.taken_away import ways_per_line

    said = "a item:cappuccino to_go:false and a item:latte to_go:true".split()
    model = [AddLine(item="cappuccino"), AddLine(item="latte"), SetOrder(to_go=True)]
    want = [AddLine(item="cappuccino"), AddLine(item="latte", notes="to go"), SetOrder(to_go=False)]
    assert ways_per_line(model, said, Cart()) == want
    said = "a item:cappuccino to_go:false and n2 item:latte to_go:true".split()  # a count before the second
    model = [AddLine(item="cappuccino"), SetOrder(to_go=True), AddLine(item="latte", qty=2)]
    assert ways_per_line(model, said, Cart()) == [
        AddLine(item="cappuccino"), AddLine(item="latte", qty=2, notes="to go"), SetOrder(to_go=False)]
    said = ("n1 item:cappuccino and n1 item:latte to_go:true and a item:apple_bran_muffin to to_go:false"
            .split())
    model = [AddLine(item="cappuccino"), AddLine(item="latte"), AddLine(item="apple bran muffin"),
             SetOrder(to_go=True)]  # the cappuccino said before goes the latte's way; "to eat here"
    assert ways_per_line(model, said, Cart()) == [
        *model[:2], AddLine(item="apple bran muffin", notes="for here"), SetOrder(to_go=True)]
    said = "n1 size:small item:cappuccino extra prep:dry to_go:false and a size:large item:coffee to_go:true"
    model = [AddLine(item="cappuccino", size="small", preps=["dry"]), AddLine(item="coffee", size="large"),
             SetOrder(to_go=True)]  # the values said with each stand between the item and its way
    assert ways_per_line(model, said.split(), Cart()) == [
        model[0], AddLine(item="coffee", size="large", notes="to go"), SetOrder(to_go=False)]


def test_the_shipped_engine_notes_the_line_for_here(engine):
    cart, _ = converse(engine, "a flat white and a lemon muffin",
                       "the muffin to go and the flat white for here")
    assert cart.to_go is True and [line.notes for line in cart.lines] == ["for here", None]
    cart, _ = converse(engine, "a cappuccino for here and a latte to go")
    assert cart.to_go is False and [line.notes for line in cart.lines] == [None, "to go"]
    cart, _ = converse(engine, "can i have one cappuccino and one latte to go and a muffin to eat here")
    assert cart.to_go is True and [line.notes for line in cart.lines] == [None, None, "for here"]
    cart, _ = converse(engine, "an oat flat white and a toasted bagel with butter",
                       "and the flat white to go, bagel for here")
    assert cart.to_go is True and [line.notes for line in cart.lines] == [None, "for here"]


def test_a_preparation_said_not_to_be_done_is_not_done():
    from ordering.line_changes import prep_said_not

    said = "also a item:bagel but don't prep:toasted it".split()
    got = prep_said_not([AddLine(item="bagel", preps=["toasted"])], said)
    assert got == [AddLine(item="bagel", notes="not toasted")]
    toasted = [AddLine(item="bagel", preps=["toasted"])]
    assert prep_said_not(toasted, "a item:bagel prep:toasted".split()) == toasted
    said = "n2 item:bagel , n1 prep:toasted with addon:butter and n1 with addon:cream_cheese not prep:toasted"
    both = [AddLine(item="bagel", preps=["toasted"], addons={"butter": 1}),
            AddLine(item="bagel", preps=["toasted"], addons={"cream_cheese": 1})]
    assert prep_said_not(both, said.split()) == [  # only the one said "not toasted"
        both[0], AddLine(item="bagel", addons={"cream_cheese": 1}, notes="not toasted")]


def test_a_change_said_not_to_be_done_is_noted_not_done():
    from ordering.line_changes import prep_said_not

    said = "the item:apple_bran_muffin for later , don't temp:warm it".split()  # "warm" of a food: warmed
    warm = [ChangeLine(ref=2, preps=["warmed"])]
    assert prep_said_not(warm, said) == [ChangeLine(ref=2, notes="not warmed")]
    assert prep_said_not(warm, "temp:warm it please".split()) == warm


def test_the_shipped_engine_does_not_toast_what_it_is_told_not_to(engine):
    cart, _ = converse(engine, "a latte", "also a bagel but don't toast it")
    assert cart.lines[1].preps == [] and cart.lines[1].notes == "not toasted"
    cart, _ = converse(engine, "two flat whites and a muffin", "the muffin's for later, don't warm it")
    assert cart.lines[1].preps == [] and cart.lines[1].notes == "not warmed"


def test_a_new_line_said_the_other_way_is_noted_not_the_whole_order():
    to_go = Cart(lines=[Line(id=1, item="flat white")], next_line_id=2, to_go=True)
    model = [AddLine(item="apple bran muffin"), SetOrder(to_go=False)]
    said = "and a item:apple_bran_muffin to_go:false".split()
    assert way_of_a_new_line(model, said, to_go) == [AddLine(item="apple bran muffin", notes="for here")]
    eaten = "and a item:apple_bran_muffin to to_go:false".split()  # "to eat here"
    assert way_of_a_new_line(model, eaten, to_go) == [AddLine(item="apple bran muffin", notes="for here")]
    whole = "and a item:apple_bran_muffin , make it all to_go:false".split()
    assert way_of_a_new_line(model, whole, to_go) == model  # the whole order's way
    assert way_of_a_new_line(model, said, Cart(to_go=True)) == model  # nothing else ordered yet
    assert way_of_a_new_line(model, said, to_go.model_copy(update={"to_go": None})) == model
    assert way_of_a_new_line([SetOrder(to_go=False)], "actually to_go:false".split(), to_go) == [
        SetOrder(to_go=False)]


def test_the_shipped_engine_keeps_the_order_to_go(engine):
    cart, replies = converse(engine, "a flat white to go", "and a muffin for here")
    assert cart.to_go is True and cart.lines[1].notes == "for here"


def test_units_said_the_other_way_are_split_off_with_a_note():
    to_go = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="apple bran muffin")],
                 next_line_id=3, to_go=True)
    said = "actually n1 of them to_go:false".split()
    assert way_of_some_units([SetOrder(to_go=False)], said, to_go) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", notes="for here")]
    said = "n1 of the item:latte to_go:false".split()  # the model wrote nothing
    assert way_of_some_units([], said, to_go) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", notes="for here")]
    assert way_of_some_units([SetOrder(to_go=False)], "to_go:false actually".split(), to_go) == [
        SetOrder(to_go=False)]  # the whole order
    said = "n2 of them to_go:false".split()  # no line of more than two
    assert way_of_some_units([SetOrder(to_go=False)], said, to_go) == [SetOrder(to_go=False)]


def test_units_said_to_go_of_an_order_said_neither_way_are_split_off_with_a_note():
    neither = Cart(lines=[Line(id=1, item="cappuccino", qty=2)], next_line_id=2)
    said = "n1 of them to_go:true".split()
    assert way_of_some_units([SetOrder(to_go=True)], said, neither) == [
        ChangeLine(ref=1, qty=1), AddLine(item="cappuccino", notes="to go")]
    assert way_of_some_units([SetOrder(to_go=True)], "to_go:true".split(), neither) == [SetOrder(to_go=True)]


def test_the_shipped_engine_puts_one_of_two_cappuccinos_to_go(engine):
    cart, _ = converse(engine, "two cappuccinos", "one of them to go")
    assert cart.to_go is None
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, None), (1, "to go")]


def test_one_of_them_for_here_on_the_shipped_engine(engine):
    cart, replies = converse(engine, "two lattes to go", "actually one of them for here")
    assert cart.to_go is True
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, None), (1, "for here")]


def test_the_other_way_said_of_one_line_of_the_order_is_its_note():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="cappuccino")], to_go=True, next_line_id=3)
    here = [SetOrder(to_go=False)]
    for said in ("sorry , the item:latte should be to_go:false", "actually the item:latte is to_go:false"):
        assert way_of_a_line(here, said.split(), cart) == [ChangeLine(ref=1, notes="for here")], said
    assert way_of_a_line(here, "make it all to_go:false".split(), cart) == here  # the whole order
    assert way_of_a_line(here, "the item:mocha is to_go:false".split(), cart) == here  # no mocha
    alone = Cart(lines=[Line(id=1, item="latte")], to_go=True, next_line_id=2)
    assert way_of_a_line(here, "the item:latte is to_go:false".split(), alone) == here  # the order's way


def test_the_shipped_engine_keeps_the_order_to_go_and_the_latte_for_here(engine):
    cart, replies = converse(engine, "a latte and a cappuccino to go", "sorry, the latte should be for here")
    assert cart.to_go is True and cart.lines[0].notes == "for here" and cart.lines[1].notes is None
    assert replies[1] == 'Changed the latte: note "for here". Anything else?'


def test_the_shipped_engine_notes_the_way_of_a_line_counted_one(engine):
    cart, _ = converse(engine, "two cappuccinos for here and one latte to go")
    assert cart.to_go is False
    assert [(line.item, line.qty, line.notes) for line in cart.lines] == [("cappuccino", 2, None),
                                                                          ("latte", 1, "to go")]


def test_to_go_said_of_one_line_of_several_is_noted_on_it():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="chai latte")], next_line_id=3)
    words = "put the item:chai_latte in a to_go:true cup".split()
    assert to_go_of_one_line([SetOrder(to_go=True)], words, cart) == [ChangeLine(ref=2, notes="to go")]
    words = "the item:chai_latte to_go:true please".split()
    assert to_go_of_one_line([SetOrder(to_go=True)], words, cart) == [ChangeLine(ref=2, notes="to go")]


def test_to_go_of_the_whole_order_or_of_its_one_line_stays():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="chai latte")], next_line_id=3)
    for said in ("to_go:true please", "all of it to_go:true",
                 "the item:latte and the item:chai_latte to_go:true"):
        assert to_go_of_one_line([SetOrder(to_go=True)], said.split(), cart) == [SetOrder(to_go=True)]
    one = Cart(lines=[Line(id=1, item="chai latte")], next_line_id=2)
    words = "the item:chai_latte to_go:true".split()
    assert to_go_of_one_line([SetOrder(to_go=True)], words, one) == [SetOrder(to_go=True)]
    decided = Cart(lines=cart.lines, next_line_id=3, to_go=False)  # `way_of_a_line` reads that one
    assert to_go_of_one_line([SetOrder(to_go=True)], words, decided) == [SetOrder(to_go=True)]


def test_the_shipped_engine_puts_only_the_chai_in_a_to_go_cup(engine):
    cart, _ = converse(engine, "two lattes and a chai", "put the chai in a to go cup")
    assert cart.to_go is None and [line.notes for line in cart.lines] == [None, "to go"]


def test_a_line_given_the_whole_order_s_way_loses_its_own_way_s_note():
    cart = Cart(lines=[Line(id=1, item="americano", qty=2), Line(id=2, item="apple bran muffin",
                                                                   notes="warm, for here")], to_go=True)
    for said in ("change the item:apple_bran_muffin to_go:true too",
                 "the item:apple_bran_muffin to_go:true as well"):
        assert way_of_a_line_undone([ChangeLine(ref=2, notes="weak")], said.split(), cart) == [
            ChangeLine(ref=2, notes="warm")], said
    plain = cart.model_copy(update={"lines": [cart.lines[0],
                                              Line(id=2, item="apple bran muffin", notes="for here")]})
    assert way_of_a_line_undone([], "the item:apple_bran_muffin to_go:true too".split(), plain) == [
        ChangeLine(ref=2, unset=["notes"])]
    said = "make it all to_go:true".split()  # the whole order: no line named
    assert way_of_a_line_undone(TO_GO, said, cart) == TO_GO


def test_the_shipped_engine_makes_the_muffin_to_go_too(engine):
    cart, _ = converse(engine, "can i get 2 americanos, one with an extra shot, both to go",
                       "and a muffin, for here", "change the muffin to go too")
    assert cart.to_go is True and [line.notes for line in cart.lines] == [None, None, None]


def test_one_more_said_the_other_way_is_a_line_noted_so():
    to_go = Cart(lines=[Line(id=1, item="latte", qty=2, size="large")], next_line_id=2, to_go=True)
    here = [SetOrder(to_go=False)]
    assert one_more_the_other_way(here, "and n1 to_go:false".split(), to_go) == [
        AddLine(item="latte", size="large", notes="for here")]
    assert one_more_the_other_way(here, "and another n1 to_go:false please".split(), to_go) == [
        AddLine(item="latte", size="large", notes="for here")]
    assert one_more_the_other_way(here, "to_go:false actually".split(), to_go) == here  # the whole order
    assert one_more_the_other_way(TO_GO, "and n1 to_go:true".split(), to_go) == TO_GO  # the same way
    assert one_more_the_other_way(here, "n1 item:mocha to_go:false".split(), to_go) == here


def test_the_shipped_engine_adds_one_for_here(engine):
    cart, replies = converse(engine, "two lattes to go", "and one for here")
    assert cart.to_go is True
    assert lines(cart) == ordered([{"item": "latte", "qty": 2},
                                   {"item": "latte", "qty": 1, "notes": "for here"}])
    assert replies[-1] == 'Added a latte, note: "for here" ($4.75). Anything else?'


def test_one_line_had_here_of_an_order_to_go_is_noted():
    to_go = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant")], next_line_id=3,
                 to_go=True)
    words = "actually i'll eat the item:butter_croissant here".split()
    said = "actually i'll eat the croissant here"
    assert line_had_here([Finish()], said, words, to_go) == [ChangeLine(ref=2, notes="for here")]
    here = to_go.model_copy(update={"to_go": None})  # the order said neither way: the model's
    assert line_had_here([Finish()], said, words, here) == [Finish()]
    words = ["i'll", "drink", "it", "here"]  # the whole order (`for_here_said`)
    assert line_had_here([Finish()], "i'll drink it here", words, to_go) == [Finish()]


def test_the_shipped_engine_eats_the_croissant_here(engine):
    cart, replies = converse(engine, "can i have a latte and a croissant please, to go",
                             "actually i'll eat the croissant here")
    assert cart.to_go is True and [line.notes for line in cart.lines] == [None, "for here"]
    assert replies[-1] == 'Changed the butter croissant: note "for here". Anything else?'


def test_the_whole_orders_way_takes_the_other_ways_notes_off():
    cart = Cart(lines=[Line(id=1, item="flat white", qty=2), Line(id=2, item="macchiato", notes="to go"),
                       Line(id=3, item="bagel", notes="toasted light, to go")], next_line_id=4, to_go=True)
    said = "actually all to_go:false".split()
    assert way_of_every_line([SetOrder(to_go=False)], said, cart) == [
        SetOrder(to_go=False), ChangeLine(ref=2, unset=["notes"]), ChangeLine(ref=3, notes="toasted light")]
    assert way_of_every_line([SetOrder(to_go=True)], "make everything to_go:true".split(), cart) == [
        SetOrder(to_go=True)]  # nothing noted "for here"
    one = [SetOrder(to_go=False)]
    assert way_of_every_line(one, "the item:macchiato to_go:false".split(), cart) == one  # one line's way


def test_the_shipped_engine_takes_a_lines_to_go_note_off_when_all_is_for_here(engine):
    cart, replies = converse(engine, "two flat whites for here and a macchiato to take away",
                             "actually all for here")
    assert lines(cart) == ordered([{"item": "flat white", "qty": 2}, {"item": "macchiato", "qty": 1}])


def test_both_said_of_the_lines_before_a_way_is_no_other_word():
    from ordering.taken_away import ways_per_line

    adds = [AddLine(item="latte"), AddLine(item="mocha"), AddLine(item="apple bran muffin"),
            SetOrder(to_go=True)]
    said = ("a item:latte and a item:mocha , both to_go:true , and a item:apple_bran_muffin "
            "to_go:false").split()
    assert ways_per_line(adds, said, Cart()) == [
        AddLine(item="latte"), AddLine(item="mocha"), AddLine(item="apple bran muffin", notes="for here"),
        SetOrder(to_go=True)]


def test_the_shipped_engine_notes_the_muffin_for_here_after_both_to_go(engine):
    cart, _ = converse(engine, "a latte and a mocha, both to go, and a muffin for here")
    assert cart.to_go is True and [line.notes for line in cart.lines] == [None, None, "for here"]


def test_a_preparation_said_not_of_a_line_that_has_it_is_taken_off():
    from ordering.line_changes import prep_said_not

    cart = Cart(lines=[Line(id=1, item="blueberry muffin", preps=["warmed"]),
                       Line(id=2, item="lemon poppyseed muffin", preps=["warmed"])], next_line_id=3)
    said = "actually don't temp:warm the lemon n1".split()
    assert prep_said_not([ChangeLine(ref=2, preps=["warmed"])], said, cart) == [
        ChangeLine(ref=2, drop=["warmed"])]


def test_the_shipped_engine_takes_the_warming_off_the_lemon_muffin(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a blueberry muffin and a lemon muffin, both warmed",
                       "actually don't warm the lemon one")
    assert [(line.item, line.preps, line.notes) for line in cart.lines] == [
        ("blueberry muffin", ["warmed"], None), ("lemon poppyseed muffin", [], None)]


def test_a_way_said_last_of_a_line_added_to_an_order_the_other_way_is_its_note():
    here = Cart(lines=[Line(id=1, item="flat white")], to_go=False, next_line_id=2)
    said = "and i will also get n1 for my coworker , to_go:true".split()
    model = [AddLine(item="flat white", who="my coworker"), SetOrder(to_go=True)]
    assert way_said_last_of_a_new_line(model, said, here) == [
        AddLine(item="flat white", who="my coworker", notes="to go")]
    whole = "and n1 for my coworker , make it all to_go:true".split()  # the whole order's way
    assert way_said_last_of_a_new_line(model, whole, here) == model
    first = "to_go:true and n1 for my coworker".split()  # not said last
    assert way_said_last_of_a_new_line(model, first, here) == model
    unset = here.model_copy(update={"to_go": None})
    assert way_said_last_of_a_new_line(model, said, unset) == model


def test_the_shipped_engine_notes_the_coworkers_flat_white_to_go(engine):
    cart, _ = converse(engine, "a medium flat white with whole milk for here",
                       "and i will also get one for my coworker, to go")
    assert cart.to_go is False
    assert [(line.who, line.notes) for line in cart.lines] == [(None, None), ("my coworker", "to go")]


def test_the_line_named_by_its_kind_or_eaten_here_takes_the_note():
    cart = Cart(lines=[Line(id=1, item="flat white"), Line(id=2, item="blueberry muffin")], to_go=True,
                next_line_id=3)
    misread = [AddLine(item="apple bran muffin"), RemoveLine(ref=2)]  # the house muffin, for "the muffin"
    for said in ("actually i'll eat the item:apple_bran_muffin here",
                 "the item:apple_bran_muffin is to_go:false"):
        assert way_of_a_line(misread, said.split(), cart) == [ChangeLine(ref=2, notes="for here")], said
    assert way_of_a_line([SetOrder(to_go=False)], "i'll drink the item:flat_white here".split(), cart) == [
        ChangeLine(ref=1, notes="for here")]
    added = [AddLine(item="flat white")]  # an item the order has: the model's
    assert way_of_a_line(added, "the item:flat_white is to_go:false".split(), cart) == added


def test_the_shipped_engine_notes_the_muffin_eaten_here(engine):
    cart, _ = converse(engine, "a flat white and a blueberry muffin please, to go",
                       "actually i'll eat the muffin here")
    assert [(line.item, line.notes) for line in cart.lines] == [("flat white", None),
                                                                ("blueberry muffin", "for here")]
    assert cart.to_go is True


def test_a_line_packed_to_go_of_an_order_for_here_is_noted():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant")], next_line_id=3,
                to_go=False)
    said = "pack the item:butter_croissant to_go:true".split()
    assert way_of_a_line([SetOrder(to_go=True)], said, cart) == [ChangeLine(ref=2, notes="to go")]
    said = "could you bag up the item:butter_croissant to_go:true please".split()
    assert way_of_a_line([SetOrder(to_go=True)], said, cart) == [ChangeLine(ref=2, notes="to go")]


def test_the_shipped_engine_packs_the_croissant_to_go(engine):
    cart, _ = converse(engine, "a latte for here please and a croissant", "pack the croissant to go")
    assert cart.to_go is False and [line.notes for line in cart.lines] == [None, "to go"]


def test_a_line_named_by_its_values_is_noted_its_way():
    from ordering.taken_away import to_go_of_one_line

    cart = Cart(lines=[Line(id=1, item="flat white", size="medium"),
                       Line(id=2, item="flat white", size="small")], next_line_id=3)
    said = "the size:small n1 to_go:true".split()
    assert to_go_of_one_line([SetOrder(to_go=True)], said, cart) == [ChangeLine(ref=2, notes="to go")]
    both = "the size:large n1 to_go:true".split()  # no large one: the order's way
    assert to_go_of_one_line([SetOrder(to_go=True)], both, cart) == [SetOrder(to_go=True)]


def test_the_shipped_engine_sends_the_small_flat_white_out(engine):
    cart, _ = converse(engine, "a medium flat white and a small flat white", "the small one to go")
    assert cart.to_go is None and [line.notes for line in cart.lines] == [None, "to go"]


def test_one_said_to_go_of_a_line_of_two_is_one_unit():
    from ordering.taken_away import way_of_some_units

    two = Cart(lines=[Line(id=1, item="flat white", qty=2)], next_line_id=2)
    for said in ("n1 to_go:true", "n1 in a to_go:true cup"):
        assert way_of_some_units([SetOrder(to_go=True)], said.split(), two) == [
            ChangeLine(ref=1, qty=1), AddLine(item="flat white", notes="to go")], said
    just = "just n1 to_go:true".split()  # maybe a count: the model's
    assert way_of_some_units([SetOrder(to_go=True)], just, two) == [SetOrder(to_go=True)]


def test_the_shipped_engine_sends_one_flat_white_out(engine):
    cart, _ = converse(engine, "two flat whites please", "one in a takeaway cup")
    assert cart.to_go is None and sorted(line.notes or "" for line in cart.lines) == ["", "to go"]
