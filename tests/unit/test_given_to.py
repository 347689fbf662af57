"""A line of the cart said to be for someone is theirs: "actually the latte is for jen", "the second one is
for my son" (`ordering.given_to`); the reply says so."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine, SetOrder, apply_edits
from ordering.given_to import given_to, taken_by, whose_swapped
from ordering.menu import load_menu
from ordering.replies import build_reply
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)


def test_a_line_named_then_a_person_is_given_to_them():
    said = "actually the item:latte is for jen".split()
    model = [AskMenu(about=["item:latte"]), SetOrder(customer_name="Jen")]
    assert given_to(model, said, CART) == [ChangeLine(ref=1, who="jen")]
    assert given_to([RemoveLine(ref=1)], said, CART) == [ChangeLine(ref=1, who="jen")]  # not removed
    said = "and the second n1 is for my son".split()
    assert given_to([], said, CART) == [ChangeLine(ref=2, who="my son")]
    said = "the item:mocha is for me".split()
    assert given_to([], said, CART) == [ChangeLine(ref=2, who="me")]


def test_orders_places_and_lines_the_cart_lacks_are_not_given():
    said = "a item:latte for my son".split()  # an order: no "the"
    ordered = [AddLine(item="latte", who="my son")]
    assert given_to(ordered, said, CART) == ordered
    said = "the item:latte for my son".split()
    assert given_to([AddLine(item="latte")], said, CART) == [AddLine(item="latte")]  # ordered again
    assert given_to([], "the item:cortado is for jen".split(), CART) == []
    assert given_to([], "the item:latte is for here".split(), CART) == []
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    assert given_to([], "the item:latte is for jen".split(), two) == []  # which latte: unsaid


def test_the_reply_says_whose_the_line_is():
    result = apply_edits(CART, [ChangeLine(ref=1, who="jen")], MENU)
    assert result.cart.lines[0].who == "jen"
    reply = build_reply(result, CART, MENU, intent="change", understood=True)
    assert reply.startswith("Got it, the latte is for Jen.")


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a vanilla latte, two pumps", "change it to hazelnut",
                             "actually the latte is for jen")
    assert [line.who for line in cart.lines] == ["jen"] and replies[-1].startswith("Got it, the latte is")
    cart, replies = converse(engine, "a latte and a mocha", "actually the latte is for jen")
    assert [line.who for line in cart.lines] == ["jen", None] and cart.customer_name is None
    assert replies[-1].startswith("Got it, the latte is for Jen.")


def test_the_one_line_is_given_to_a_person_said_alone():
    one = Cart(lines=[Line(id=1, item="hot chocolate")], next_line_id=2)
    assert given_to([ChangeLine(ref=1, notes="weak")], "for my daughter".split(), one) == [
        ChangeLine(ref=1, who="my daughter")]
    assert given_to([], "it's for jen".split(), CART) == []  # which line, or the order's name?
    muffin = [AddLine(item="blueberry muffin")]
    assert given_to(muffin, "for my daughter , a item:blueberry_muffin".split(), one) == muffin


def test_the_shipped_engine_gives_the_one_line(engine):
    cart, replies = converse(engine, "a hot chocolate", "for my daughter")
    assert cart.lines[0].who == "my daughter"
    assert replies[1] == "Got it, the hot chocolate is for your daughter. Anything else?"


def test_the_line_changed_in_the_turn_is_given_to_the_person_said_after_it():
    said = "make it a size:large , and for my son".split()
    assert given_to([ChangeLine(ref=2, size="large")], said, CART) == [
        ChangeLine(ref=2, size="large", who="my son")]
    said = "make the item:latte size:large , it is for my wife".split()
    assert given_to([ChangeLine(ref=1, size="large")], said, CART) == [
        ChangeLine(ref=1, size="large", who="my wife")]
    said = "make it temp:iced for a party".split()  # no person, and no clause of its own
    assert given_to([ChangeLine(ref=2, temp="iced")], said, CART) == [ChangeLine(ref=2, temp="iced")]
    two = [ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="large")]
    assert given_to(two, "make them size:large , and for my son".split(), CART) == two  # whose?


def test_a_person_said_to_have_a_line_of_the_cart_is_given_it():
    noted = [ChangeLine(ref=2, notes="weak")]  # the model's reading: a note
    assert taken_by(noted, "jen'll have the item:mocha".split(), CART) == [ChangeLine(ref=2, who="jen")]
    assert taken_by([], "my wife wants the item:latte".split(), CART) == [ChangeLine(ref=1, who="my wife")]
    assert taken_by([], "i'll have the item:latte".split(), CART) == [ChangeLine(ref=1, who="me")]
    named = [SetOrder(customer_name="Sam")]
    assert taken_by(named, "sam will have the item:latte".split(), CART) == [ChangeLine(ref=1, who="sam")]


def test_the_line_is_named_by_its_values_and_the_models_reading_of_them_is_dropped():
    cart = Cart(lines=[Line(id=1, item="latte", temp="iced"), Line(id=2, item="mocha", temp="hot")])
    unset = [ChangeLine(ref=1, unset=["temp"])]  # the model's reading of "the iced one"
    said = "my son wants the temp:iced n1".split()
    assert taken_by(unset, said, cart) == [ChangeLine(ref=1, who="my son")]
    caramel = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="latte",
                                                                   addons={"caramel syrup": 1})])
    put = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    said = "jen'll have the addon:caramel_syrup n1".split()
    assert taken_by(put, said, caramel) == [ChangeLine(ref=2, who="jen")]
    large = [ChangeLine(ref=1, size="large")]
    assert taken_by(large, said, caramel) == large  # a change of its own


def test_another_line_said_too_is_one_more_for_them_and_one_the_cart_lacks_is_the_models():
    assert taken_by([], "my wife will have the item:latte too".split(), CART) == [  # another latte, hers
        AddLine(item="latte", who="my wife")]
    said = "jen wants the item:mocha as well".split()
    assert taken_by([], said, CART) == [AddLine(item="mocha", who="jen")]
    assert taken_by([], "i'll also have the item:mocha".split(), CART) == []  # "also" before: the model's
    assert taken_by([], "jen'll have the item:cortado".split(), CART) == []
    added = [AddLine(item="latte")]
    assert taken_by(added, "we'll have the item:latte".split(), CART) == added


def test_the_shipped_engine_gives_jen_the_mocha(engine):
    cart, replies = converse(engine, "a latte and a mocha", "jen'll have the mocha")
    assert [line.who for line in cart.lines] == [None, "jen"]
    assert replies[1] == "Got it, the mocha is for Jen. Anything else?"
    cart, _ = converse(engine, "a latte and a mocha", "my wife will have the latte too")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", None), ("mocha", None),
                                                               ("latte", "my wife")]


def test_a_line_said_to_be_a_persons_is_given_to_them():
    said = "actually the item:mocha is kim's".split()
    assert given_to([RemoveLine(ref=2)], said, CART) == [ChangeLine(ref=2, who="kim")]  # not removed
    assert given_to([], "the item:latte is my wife's".split(), CART) == [ChangeLine(ref=1, who="my wife")]
    assert given_to([AskMenu(about=["mocha"])], "the item:mocha is mine".split(), CART) == [
        ChangeLine(ref=2, who="me")]
    both = [RemoveLine(ref=1), RemoveLine(ref=2)]  # "remove the latte, the mocha is kim's": the latte goes
    assert given_to(both, "remove the item:latte , the item:mocha is kim's".split(), CART) == [
        ChangeLine(ref=2, who="kim"), RemoveLine(ref=1)]


def test_a_trade_said_gives_the_persons_other_line_to_the_first():
    theirs = Cart(lines=[Line(id=1, item="latte", who="kim"), Line(id=2, item="mocha", who="joe")],
                  next_line_id=3)
    said = "swap them , the item:latte is joe's".split()
    assert given_to([ChangeLine(ref=1, notes="weak")], said, theirs) == [
        ChangeLine(ref=1, who="joe"), ChangeLine(ref=2, who="kim")]
    assert given_to([], "the item:latte is joe's".split(), theirs) == [ChangeLine(ref=1, who="joe")]
    said = "we mixed them up , the item:latte is for joe".split()
    assert given_to([], said, theirs) == [ChangeLine(ref=1, who="joe"), ChangeLine(ref=2, who="kim")]


def test_a_swap_said_alone_trades_the_lines_of_the_two_people():
    theirs = Cart(lines=[Line(id=1, item="latte", who="kim"), Line(id=2, item="bagel"),
                         Line(id=3, item="mocha", who="joe")], next_line_id=4)
    traded = [ChangeLine(ref=1, who="joe"), ChangeLine(ref=3, who="kim")]
    for said in ("swap those , i want the item:mocha", "the other way round", "oh you mixed them up",
                 "switch them please"):
        assert whose_swapped([ChangeLine(ref=1, notes="weak")], said.split(), theirs) == traded, said
    for said in ("swap the item:latte for a item:cappuccino", "switch them to size:large",
                 "swap them , and a item:apple_bran_muffin", "make it the other way"):
        assert whose_swapped([], said.split(), theirs) == [], said  # a change, a thing added, no swap
    assert whose_swapped([], "swap them".split(), CART) == []  # nobody's lines
    kims = theirs.model_copy(update={"lines": [line.model_copy(update={"who": "kim"})
                                               for line in theirs.lines]})
    assert whose_swapped([], "swap them".split(), kims) == []  # one person's
    large = [ChangeLine(ref=1, size="large")]
    assert whose_swapped(large, "swap them".split(), theirs) == large  # the model placed it


def test_the_shipped_engine_trades_the_drinks_said_the_other_way_round(engine):
    cart, replies = converse(engine, "an iced chai for me and an iced matcha for my friend",
                             "swap those, i want the matcha")
    assert [(line.item, line.who) for line in cart.lines] == [("chai latte", "my friend"),
                                                              ("matcha latte", "me")]
    assert replies[1] == ("Got it, the chai latte is for your friend. Got it, the matcha latte is for you. "
                          "Anything else?")
    cart, _ = converse(engine, "a mocha for sam and a cortado for lee", "other way round")
    assert [(line.item, line.who) for line in cart.lines] == [("mocha", "lee"), ("cortado", "sam")]


def test_a_value_said_or_no_line_named_is_the_models():
    large = [ChangeLine(ref=2, size="large")]
    assert given_to(large, "the item:mocha is size:large".split(), CART) == large
    assert given_to([], "it is kim's".split(), CART) == []
    assert given_to([], "the item:cortado is kim's".split(), CART) == []


def test_the_shipped_engine_gives_the_mocha_to_kim_and_keeps_it(engine):
    cart, replies = converse(engine, "a latte for kim and a mocha for joe", "actually the mocha is kim's")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", "kim"), ("mocha", "kim")]
    assert replies[-1] == "Got it, the mocha is for Kim. Anything else?"


def test_the_shipped_engine_swaps_the_drinks_of_kim_and_joe(engine):
    cart, _ = converse(engine, "a latte for kim and a mocha for joe", "swap them, the latte is joe's")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", "joe"), ("mocha", "kim")]


def test_one_of_them_for_a_person_gives_them_one_unit():
    two = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)
    said = "n1 of them for my brother".split()
    assert given_to([ChangeLine(ref=1, qty=1)], said, two) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", who="my brother")]
    muffin = Cart(lines=[*two.lines, Line(id=2, item="blueberry muffin")], next_line_id=3)
    said = "n1 of the item:latte is for jen".split()
    assert given_to([SetOrder(customer_name="Jen")], said, muffin) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", who="jen")]
    one = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)  # one latte: no unit to give
    assert given_to([], said, one) == []


def test_the_shipped_engine_keeps_both_lattes_one_for_the_brother(engine):
    cart, replies = converse(engine, "two lattes", "one of them for my brother", "and his with an extra shot")
    assert [(line.who, line.addons) for line in cart.lines] == [
        (None, {}), ("my brother", {"espresso shot": 1})]
    assert replies[1] == ("The 2 lattes are now a latte ($4.75) and a latte for your brother ($4.75). "
                          "Anything else?")


def test_a_change_said_after_the_person_is_kept_on_their_line():
    words = ["the", "item:latte", "is", "for", "my", "son", ",", "make", "it", "temp:warm"]
    warm = [ChangeLine(ref=1, temp="warm")]
    assert given_to(warm, words, CART) == [ChangeLine(ref=1, temp="warm", who="my son")]
    said_alone = ["the", "item:latte", "is", "for", "my", "son"]
    assert given_to(warm, said_alone, CART) == [ChangeLine(ref=1, who="my son")]  # the model's misreading
    noted = [ChangeLine(ref=1, notes="for my son")]
    assert given_to(noted, words, CART) == [ChangeLine(ref=1, who="my son")]


def test_the_shipped_engine_warms_the_sons_hot_chocolate(engine):
    cart, replies = converse(engine, "a hot chocolate and a latte",
                             "the hot chocolate is for my son so make it warm not hot")
    assert [(line.item, line.temp, line.who) for line in cart.lines] == [
        ("hot chocolate", "warm", "my son"), ("latte", None, None)]


def test_a_line_named_by_its_values_and_one_is_given_to_the_person():
    cocoas = Cart(lines=[Line(id=1, item="hot chocolate", size="small"),
                         Line(id=2, item="hot chocolate", size="medium")], next_line_id=3)
    said = "the size:small n1 for my daughter".split()
    assert given_to([ChangeLine(ref=1, notes="weak")], said, cocoas) == [
        ChangeLine(ref=1, who="my daughter")]
    both = Cart(lines=[Line(id=1, item="hot chocolate", size="small"),
                       Line(id=2, item="latte", size="small")], next_line_id=3)  # which small one: not said
    assert given_to([ChangeLine(ref=1, notes="weak")], said, both) == [ChangeLine(ref=1, notes="weak")]


def test_the_shipped_engine_gives_the_small_one_to_the_daughter(engine):
    cart, _ = converse(engine, "a small hot chocolate and a medium hot chocolate",
                       "the small one for my daughter")
    assert [(line.size, line.who) for line in cart.lines] == [("small", "my daughter"), ("medium", None)]
