""""The same again", "another one": the cart's last line once more (`ordering.repeats`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, Finish, SetOrder
from ordering.repeats import Repeat, more_added, more_of_add_ons, repeat_asked, repeated
from tests.unit.shipped import MENU, converse, lines, ordered


@pytest.mark.parametrize(
    ("tokens", "repeat"),
    [
        ("the same for my friend", Repeat(None, alike=True)),
        ("same again", Repeat(None, alike=True)),
        ("i'll have the same", Repeat(None, alike=True)),
        ("another n1 please", Repeat(1)),
        ("can i get another n1 ?", Repeat(1)),
        ("and another n2", Repeat(2)),
        ("another n3 of those please", Repeat(3)),
        ("n1 more of those", Repeat(1)),
        ("n2 more", Repeat(2)),
        ("and n1 for my wife", Repeat(1)),
        ("the same but temp:iced", Repeat(None, ("temp:iced",), alike=True)),
        ("and n1 more like the first", Repeat(1, source=0)),  # the line by its place, not the last
        ("the same as the second n1", Repeat(None, alike=True, source=1)),
        ("same thing but temp:hot for my mom", Repeat(None, ("temp:hot",), alike=True)),
        ("the same drink for my friend", Repeat(None, alike=True)),
        ("another n1 but with milk:oat_milk", Repeat(1, ("milk:oat_milk",))),
        ("i'll have what she's having", Repeat(None, alike=True)),
        ("what he is having please", Repeat(None, alike=True)),
        ("a second n1 for my friend", Repeat(1)),
        ("can we get a second n1 but with milk:soy_milk", Repeat(1, ("milk:soy_milk",))),
        ("a couple more", Repeat(2)),
        ("another couple please", Repeat(2)),
        ("and a couple more of those", Repeat(2)),
        ("and n1 more exactly like it", Repeat(1, alike=True)),
        ("another n1 just like that please", Repeat(1, alike=True)),
        ("and again", Repeat(None, alike=True)),  # after "same again": once more
        ("again please", Repeat(None, alike=True)),
        ("can i also get n1 for my friend , but caffeine:decaf", Repeat(1, ("caffeine:decaf",))),
        ("and a third with milk:almond_milk for my boss", Repeat(1, ("milk:almond_milk",))),
        ("another n1 but with addon:hazelnut_syrup instead", Repeat(1, ("addon:hazelnut_syrup",))),
        ("and n1 with extra addon:foam", Repeat(1, ("addon:foam",), of_one=True)),  # of a line of one
    ],
)
def test_repeats_asked(tokens, repeat):
    assert repeat_asked(tokens.split()) == repeat


@pytest.mark.parametrize(
    "tokens",
    ["n1 more thing , make it temp:iced", "is that the same price ?", "another item:latte",
     "n1 for here", "what is she having", "make it n2", "a item:latte please", "",
     "make line n1 more syrup", "n1 more shot", "wait a second", "make the second n1 temp:iced",
     "another pump please", "n1 more pump", "say that again", "the item:latte again",
     "can i get n1 to go", "can i get n1 for here", "a third of the way",
     "make it addon:hazelnut_syrup instead", "and n1 with the bag out", "n1 with milk:oat_milk",
     "make them the same size", "can you make those the same", "make both the same milk please",
     "make it the same as my usual"],
)
def test_other_turns_ask_no_repeat(tokens):
    assert repeat_asked(tokens.split()) is None


LATTES = Line(id=2, item="latte", qty=2, size="large", milk="oat milk", addons={"vanilla syrup": 1})
CART = Cart(lines=[Line(id=1, item="mocha", size="small"), LATTES], next_line_id=3)


def test_the_last_line_is_ordered_again_with_the_values_said():
    same = repeated([Finish()], Repeat(None), CART)
    assert same == [AddLine(item="latte", qty=2, size="large", milk="oat milk", addons={"vanilla syrup": 1})]
    iced = repeated([], Repeat(1, ("temp:iced", "addon:vanilla_syrup")), CART)
    assert iced == [AddLine(item="latte", qty=1, size="large", temp="iced", milk="oat milk",
                            addons={"vanilla syrup": 1})]  # the line's own portion, not one more
    to_go = SetOrder(to_go=True)
    assert repeated([ChangeLine(ref=2, qty=1), to_go], Repeat(1), CART)[1:] == [to_go]


def test_one_more_said_black_has_no_milk_and_no_room():
    roomy = Cart(lines=[Line(id=1, item="americano", size="large", milk="half and half", preps=["with room"],
                             addons={"sugar": 3})], next_line_id=2)
    asked = repeat_asked("and a size:small n1 black".split())
    assert asked is not None and "milk" in asked.usual
    assert repeated([ChangeLine(ref=1, size="small")], asked, roomy) == [
        AddLine(item="americano", size="small", addons={"sugar": 3})]


def test_one_more_said_just_black_has_nothing_in_it():
    sugared = Cart(lines=[Line(id=1, item="coffee", milk="oat milk", addons={"sugar": 2})], next_line_id=2)
    asked = repeat_asked("and another n1 just black".split())
    assert asked is not None
    assert repeated([], asked, sugared) == [AddLine(item="coffee")]


def test_one_more_said_black_leaves_a_note_of_milk_or_sweetness_off():
    for note in ("sweet cream", "a dash of milk", "light on the sugar"):
        noted = Cart(lines=[Line(id=1, item="cold brew", notes=note)], next_line_id=2)
        assert repeated([], repeat_asked("another n1 black".split()), noted) == [AddLine(item="cold brew")]
    kept = Cart(lines=[Line(id=1, item="cold brew", notes="in a tall cup")], next_line_id=2)
    assert repeated([], repeat_asked("another n1 black".split()), kept) == [
        AddLine(item="cold brew", notes="in a tall cup")]


def test_the_shipped_engine_makes_the_second_cold_brew_black_without_the_cream_note(engine):
    cart, replies = converse(engine, "one cold brew with vanilla sweet cream", "and another one just black")
    assert [(line.addons, line.notes) for line in cart.lines][1] == ({}, None)
    assert replies[1] == "Added a cold brew ($4.25). Anything else?"


def test_a_smaller_or_bigger_one_is_one_more_a_size_down_or_up():
    asked = repeat_asked("and a smaller n1 for my wife , black".split())
    assert asked is not None and asked.step == -1 and asked.values == () and "milk" in asked.usual
    large = Cart(lines=[Line(id=1, item="coffee", size="large", notes="a little milk")], next_line_id=2)
    assert repeated([], asked, large, MENU) == [AddLine(item="coffee", size="medium")]
    bigger = repeat_asked("can i get a bigger n1 too".split())
    assert bigger is not None and bigger.step == 1
    assert repeated([], bigger, large, MENU) == [AddLine(item="coffee", size="large", notes="a little milk")]
    for said in ("make it smaller", "a smaller item:latte", "a smaller size:small n1"):
        assert repeat_asked(said.split()) is None or repeat_asked(said.split()).step == 0, said


def test_the_shipped_engine_adds_a_smaller_coffee_for_my_wife(engine):
    cart, replies = converse(engine, "a big coffee with a little milk",
                             "and a smaller one for my wife, black")
    assert [(line.size, line.notes, line.who) for line in cart.lines] == [
        ("large", "with a little milk", None), ("medium", None, "my wife")]
    assert replies[1] == "Added a medium coffee for your wife ($2.75). Anything else?"


def test_the_shipped_engine_makes_the_other_coffee_just_black(engine):
    cart, _ = converse(engine, "let me get a coffee with oat milk and two sugars",
                       "and another one just black")
    assert lines(cart) == ordered([{"addons": {"sugar": 2}, "item": "coffee", "milk": "oat milk", "qty": 1},
                                   {"item": "coffee", "qty": 1}])


def test_the_shipped_engine_makes_the_small_one_black(engine):
    cart, _ = converse(engine, "a large americano with room for cream and 3 sugars", "and a small one black")
    assert [(line.size, line.preps, line.milk) for line in cart.lines] == [
        ("large", ["with room"], None), ("small", [], None)]


@pytest.mark.parametrize("said", ["and a size:small n1 plain", "and a size:small n1 with nothing in it",
                                  "can i get a size:small n1 with nothing please"])
def test_one_more_said_plain_has_no_milk_add_on_or_room(said):
    roomy = Cart(lines=[Line(id=1, item="coffee", size="large", milk="half and half", preps=["with room"],
                             addons={"sugar": 2})], next_line_id=2)
    asked = repeat_asked(said.split())
    assert asked is not None
    assert repeated([ChangeLine(ref=1, size="small")], asked, roomy) == [AddLine(item="coffee", size="small")]


def test_another_plain_one_or_a_third_plain_has_no_add_on():
    bagels = Cart(lines=[Line(id=1, item="bagel", addons={"cream cheese": 1}),
                         Line(id=2, item="bagel", addons={"butter": 1})], next_line_id=3)
    for said in ("and another plain n1", "and a third plain"):
        asked = repeat_asked(said.split())
        assert asked is not None and "addons" in asked.usual, said
        assert repeated([], asked, bagels) == [AddLine(item="bagel")], said


def test_the_shipped_engine_adds_a_third_bagel_plain(engine):
    cart, _ = converse(engine, "a bagel with cream cheese", "and another with butter", "and a third plain")
    assert [dict(line.addons) for line in cart.lines] == [{"cream cheese": 1}, {"butter": 1}, {}]


def test_a_plain_word_before_one_is_not_nothing_in_it():
    asked = repeat_asked("and a plain n1 with addon:honey".split())
    assert asked is None or "addons" not in asked.usual


def test_the_shipped_engine_makes_the_medium_one_with_nothing_in_it(engine):
    cart, _ = converse(engine, "a large drip with two sugars and some cream",
                       "and a medium one with nothing in it")
    assert [(line.size, line.milk, line.addons) for line in cart.lines] == [
        ("large", "half and half", {"sugar": 2}), ("medium", None, {})]


def test_one_more_said_with_a_preparation_has_it():
    cart = Cart(lines=[Line(id=1, item="cappuccino", size="small", milk="oat milk")], next_line_id=2)
    asked = repeat_asked("and an prep:dry n1 for my colleague , size:medium".split())
    assert asked is not None
    assert repeated([ChangeLine(ref=1, size="medium", preps=["dry"])], asked, cart) == [
        AddLine(item="cappuccino", size="medium", milk="oat milk", preps=["dry"])]


def test_the_shipped_engine_adds_the_extra_dry_one_for_my_colleague(engine):
    cart, _ = converse(engine, "could you do me an oat cappuccino, small",
                       "and an extra dry one for my colleague, medium")
    assert [(line.size, line.milk, line.preps, line.who) for line in cart.lines] == [
        ("small", "oat milk", [], None), ("medium", "oat milk", ["dry"], "my colleague")]


def test_regular_said_apart_after_a_second_one_makes_the_copy_plain():
    asked = repeat_asked("and a second n1 , regular , no addon:vanilla_syrup".split())
    assert asked is not None and "plain" in asked.usual


def test_the_shipped_engine_makes_the_second_americano_regular(engine):
    cart, _ = converse(engine, "can i get an americano with room and a shot of vanilla", "decaf it please",
                       "and a second one, regular, no vanilla")
    assert [(line.caffeine, line.addons, line.preps) for line in cart.lines] == [
        ("decaf", {"vanilla syrup": 1}, ["with room"]), (None, {}, ["with room"])]


def test_the_same_with_an_add_on_the_line_has_off_puts_it_on_the_copy():
    unwhipped = Cart(lines=[Line(id=1, item="mocha", size="small", removals=["whipped cream"])],
                     next_line_id=2)
    asked = repeat_asked("and a size:medium n1 the same but with addon:whipped_cream".split())
    assert asked is not None
    assert repeated([], asked, unwhipped) == [
        AddLine(item="mocha", size="medium", addons={"whipped cream": 1})]


def test_the_shipped_engine_makes_the_medium_one_the_same_but_with_whip(engine):
    cart, replies = converse(engine, "small mocha, nonfat, no whip, extra hot",
                             "and a medium one the same but with whip")
    assert [(line.size, line.addons, line.removals) for line in cart.lines] == [
        ("small", {}, ["whipped cream"]), ("medium", {"whipped cream": 1}, [])]


def test_one_more_with_just_a_value_has_no_other_milk_or_add_on():
    sweet = Cart(lines=[Line(id=1, item="coffee", size="small", milk="half and half", addons={"sugar": 2})],
                 next_line_id=2)
    asked = repeat_asked("and a size:large n1 with just milk:half_and_half".split())
    assert repeated([ChangeLine(ref=1, size="large", milk="half and half")], asked, sweet) == [
        AddLine(item="coffee", size="large", milk="half and half")]
    asked = repeat_asked("and another with only addon:sugar".split())
    assert repeated([], asked, sweet) == [AddLine(item="coffee", size="small", addons={"sugar": 1})]
    asked = repeat_asked("and another with addon:sugar".split())  # no "just": the rest is kept
    assert repeated([], asked, sweet) == [AddLine(item="coffee", size="small", milk="half and half",
                                                  addons={"sugar": 2})]


def test_the_shipped_engine_pours_the_large_one_with_just_cream(engine):
    cart, _ = converse(engine, "a small coffee with cream and two sugars", "and a large one with just cream")
    assert [(line.size, line.milk, line.addons) for line in cart.lines] == [
        ("small", "half and half", {"sugar": 2}), ("large", "half and half", {})]


def test_a_copy_with_just_a_thing_we_note_keeps_none_of_the_lines_add_ons():
    tea = Cart(lines=[Line(id=1, item="earl grey tea", addons={"honey": 1}, notes="with lemon")],
               next_line_id=2)
    asked = repeat_asked("and another with just milk".split())
    noted = [ChangeLine(ref=1, notes="with just milk", unset=["milk"])]
    assert repeated(noted, asked, tea) == [AddLine(item="earl grey tea", notes="with just milk")]


def test_the_shipped_engine_pours_another_tea_with_just_milk_and_no_honey(engine):
    cart, replies = converse(engine, "an earl grey with lemon and honey", "and another with just milk")
    assert [(line.addons, line.notes) for line in cart.lines] == [
        ({"honey": 1}, "with lemon"), ({}, "with just milk")]


def test_one_exactly_like_it_is_the_copy_where_the_model_added_the_plain_item():
    dry = Cart(lines=[Line(id=1, item="cappuccino", preps=["dry"])], next_line_id=2)
    plain = [AddLine(item="cappuccino")]
    assert repeated(plain, Repeat(1, alike=True), dry) == [AddLine(item="cappuccino", preps=["dry"])]
    # "and one more for me": no item said, so the model's plain cappuccino is the last line again
    assert repeated(plain, Repeat(1), dry) == [AddLine(item="cappuccino", preps=["dry"])]
    assert repeated([AddLine(item="latte")], Repeat(1), dry) == [AddLine(item="latte")]  # another item
    decaf = [AddLine(item="cappuccino", caffeine="decaf")]  # "one more like it but decaf": dry too
    assert repeated(decaf, Repeat(1, ("caffeine:decaf",), alike=True), dry) == [
        AddLine(item="cappuccino", caffeine="decaf", preps=["dry"])]
    double = Cart(lines=[Line(id=1, item="espresso", shots=2)], next_line_id=2)
    decaf = [AddLine(item="espresso", caffeine="decaf")]  # "and another one but decaf": a decaf double
    assert repeated(decaf, Repeat(1, ("caffeine:decaf",)), double) == [
        AddLine(item="espresso", caffeine="decaf", shots=2)]
    large = [AddLine(item="espresso", caffeine="decaf", size="large")]  # more than said: the model's
    assert repeated(large, Repeat(1, ("caffeine:decaf",)), double) == large


def test_the_shipped_engine_makes_another_double_decaf(engine):
    cart, replies = converse(engine, "can i get a double shot espresso", "and another one but decaf")
    assert [(line.caffeine, line.shots) for line in cart.lines] == [(None, 2), ("decaf", 2)]
    assert replies[1].startswith("Added a decaf double espresso")


def test_what_the_model_ordered_more_of_is_kept():
    more = [ChangeLine(ref=2, qty=3)]
    assert repeated(more, Repeat(1), CART) == more
    added = [AddLine(item="mocha")]
    assert repeated(added, Repeat(1), CART) == added
    assert repeated([Finish()], Repeat(1), Cart()) == [Finish()]
    assert repeated([Finish()], None, CART) == [Finish()]


@pytest.mark.parametrize(
    ("tokens", "more"),
    [
        ("and another addon:espresso_shot", {"espresso shot": 1}),
        ("another pump of addon:vanilla_syrup", {"vanilla syrup": 1}),
        ("n2 more pumps of addon:vanilla_syrup", {"vanilla syrup": 2}),
        ("n1 more addon:espresso_shot please", {"espresso shot": 1}),
        ("another n1 with an added addon:espresso_shot", {}),  # another drink
        ("another item:latte", {}),
    ],
)
def test_more_of_an_add_on_is_no_repeat_of_the_line(tokens, more):
    assert more_of_add_ons(tokens.split()) == more
    if more:
        assert repeat_asked(tokens.split()) is None


def test_another_shot_counts_up_from_what_the_line_has():
    cart = Cart(lines=[Line(id=1, item="latte", addons={"espresso shot": 1}), Line(id=2, item="muffin")],
                next_line_id=3)
    said = "and another addon:espresso_shot".split()
    # the model wrote the shot once, which would change nothing: the line with a shot gets a second
    assert more_added([ChangeLine(ref=1, add_addons={"espresso shot": 1})], said, cart) == [
        ChangeLine(ref=1, add_addons={"espresso shot": 2})]
    assert more_added([], said, cart) == [ChangeLine(ref=1, add_addons={"espresso shot": 2})]
    two_more = "n2 more pumps of addon:vanilla_syrup".split()  # no line has it: the last line
    assert more_added([], two_more, cart) == [ChangeLine(ref=2, add_addons={"vanilla syrup": 2})]
    adds = [AddLine(item="latte", addons={"espresso shot": 1})]  # a turn that adds a line is the model's
    assert more_added(adds, said, cart) == adds


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("and an milk:oat_milk n1 for my friend", True),
        ("can i get a caffeine:decaf n1 as well", True),
        ("i'd like an temp:iced n1 too", True),
        ("make it a size:large n1", False),  # a change of the line
        ("actually a size:large n1", False),
        ("i'd like number n1 a size:short n1", False),  # line 1 named
        ("and a size:large", True),  # a size alone after "and a": one more, as "and a large one"
        ("also a size:small too", True),
        ("a size:large", False),  # no "and": the line's size said again
        ("and a size:large item:mocha", False),  # an item named: the model's
        ("and a size:large with addon:vanilla_syrup", False),
    ],
)
def test_a_described_one_orders_another_of_the_last_line(said, asked):
    repeat = repeat_asked(said.split())
    assert (repeat is not None) == asked
    if asked:
        assert repeat.count == 1 and len(repeat.values) == 1


@pytest.mark.parametrize(("last", "plain"), [
    (Line(id=1, item="americano", caffeine="decaf", size="large"), AddLine(item="americano", size="large")),
    (Line(id=1, item="latte", milk="oat milk"), AddLine(item="latte")),
    (Line(id=1, item="mocha", size="small", temp="iced"), AddLine(item="mocha", temp="iced")),
])
def test_a_regular_one_is_another_without_the_first_value_off_the_usual(last, plain):
    repeat = repeat_asked("and a regular n1".split())
    assert repeat is not None and repeat.count == 1
    assert repeated([], repeat, Cart(lines=[last], next_line_id=2)) == [plain]
    assert repeat_asked("make it a regular n1".split()) is None  # a change of the line


def test_another_but_regular_or_not_a_choice_is_a_copy_with_the_usual():
    decaf = Cart(lines=[Line(id=1, item="latte", caffeine="decaf", size="large")], next_line_id=2)
    for said in ("and another n1 but regular", "another but make it regular please",
                 "another n1 , not caffeine:decaf", "the same without caffeine:decaf"):
        repeat = repeat_asked(said.split())
        assert repeat is not None, said
        assert repeated([ChangeLine(ref=1, unset=["caffeine"])], repeat, decaf) == [
            AddLine(item="latte", size="large")], said



def test_an_add_on_said_off_a_repeat_is_off_the_copy():
    vanilla = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1})], next_line_id=2)
    repeat = repeat_asked("the same without any addon:vanilla_syrup".split())
    assert repeat is not None and repeat.without == ("addon:vanilla_syrup",)
    assert repeated([ChangeLine(ref=1, drop=["vanilla syrup"])], repeat, vanilla) == [AddLine(item="latte")]
    mocha = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)  # whipped cream is the mocha's own
    assert repeat_asked("the same but no addon:whipped_cream".split()).without == ("addon:whipped_cream",)
    repeat = repeat_asked("the same but temp:iced and hold the addon:whipped_cream".split())
    assert repeated([], repeat, mocha) == [AddLine(item="mocha", temp="iced"),
                                           ChangeLine(ref=2, drop=["whipped cream"])]


def test_a_regular_one_of_a_line_with_a_preparation_and_no_add_on_is_without_it():
    dry = Cart(lines=[Line(id=1, item="cappuccino", preps=["dry"])], next_line_id=2)
    repeat = repeat_asked("and a regular n1 for my friend".split())
    assert repeated([ChangeLine(ref=1, unset=["caffeine"])], repeat, dry) == [AddLine(item="cappuccino")]
    toasted = Cart(lines=[Line(id=1, item="bagel", preps=["toasted"], addons={"cream cheese": 1})],
                   next_line_id=2)  # its add-ons come off: the toasting stays
    repeat = repeat_asked("and a plain n1".split())
    assert repeated([], repeat, toasted) == [AddLine(item="bagel", preps=["toasted"])]


def test_the_shipped_engine_orders_a_regular_one(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "one decaf cortado", "and a regular one")
    assert lines(cart) == [{"caffeine": "decaf", "item": "cortado", "qty": 1}, {"item": "cortado", "qty": 1}]
    assert replies[1] == "Added a cortado ($3.50). Anything else?"
    cart, _ = converse(engine, "a decaf americano with room", "and another one but regular")
    assert lines(cart) == [{"caffeine": "decaf", "item": "americano", "preps": ["with room"], "qty": 1},
                           {"item": "americano", "preps": ["with room"], "qty": 1}]
    cart, replies = converse(engine, "a dry cappuccino", "and a regular one for my friend")
    assert [(line.preps, line.who) for line in cart.lines] == [(["dry"], None), ([], "my friend")]
    cart, _ = converse(engine, "a mocha", "another one but no whip")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "removals": ["whipped cream"]},
                           {"item": "mocha", "qty": 1}]


def test_another_item_named_is_one_more_of_it_where_the_model_wrote_a_note():
    from ordering.repeats import another_named

    cart = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)
    said = "another temp:iced item:latte for my sister".split()
    noted = [ChangeLine(ref=1, notes="weak")]
    assert another_named(noted, said, cart) == [AddLine(item="latte", temp="iced")]
    said = "a second item:mocha for jen".split()
    assert another_named([], said, cart) == [AddLine(item="mocha")]
    for said, edits in (("another addon:espresso_shot please".split(), []),  # no item: the repeat's
                        ("another item:latte".split(), [AddLine(item="latte")]),  # the model's order
                        ("another item:latte and a item:mocha".split(), [])):  # two items: the model's
        assert another_named(edits, said, cart) == edits


def test_the_shipped_engine_adds_another_for_a_person(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "one small flat white", "another flat white for my sister")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "size": "small"},
                           {"item": "flat white", "qty": 1}]
    assert cart.lines[1].who == "my sister"
    assert replies[1] == "Added a flat white for your sister ($4.50). Anything else?"


def test_the_shipped_engine_gets_one_for_a_friend(engine):
    cart, replies = converse(engine, "i want a latte", "can i also get one for my friend, but decaf")
    assert [(line.item, line.caffeine, line.who) for line in cart.lines] == [
        ("latte", None, None), ("latte", "decaf", "my friend")]
    assert replies[-1] == "Added a decaf latte for your friend ($4.75). Anything else?"


def test_a_raised_count_short_of_the_units_asked_is_the_repeat():
    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    short = [ChangeLine(ref=1, qty=2)]  # "another two of those": the model made one latte two
    assert repeated(short, Repeat(2), cart) == [AddLine(item="latte", qty=2)]
    enough = [ChangeLine(ref=1, qty=3)]
    assert repeated(enough, Repeat(2), cart) == enough


def test_the_shipped_engine_adds_another_two(engine):
    from tests.unit.shipped import converse

    for said in ("and another two", "another two of those please", "a couple more", "another couple",
                 "and a couple more of those"):
        cart, _ = converse(engine, "a latte", said)
        assert cart.units() == 3, said


def test_the_shipped_engine_counts_a_couple_said_without_of(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a couple lattes and a muffin")
    assert [(line["item"], line["qty"]) for line in lines(cart)] == [("apple bran muffin", 1), ("latte", 2)]
    cart, replies = converse(engine, "lemme get a coupla mochas")  # "couple of", as it is said
    assert lines(cart) == [{"item": "mocha", "qty": 2}] and "Sorry" not in replies[0]


def test_a_repeat_of_a_line_named_by_its_place_copies_that_line():
    cart = Cart(lines=[Line(id=1, item="mocha", size="large"), Line(id=2, item="mocha", size="small")],
                next_line_id=3)
    assert repeated([ChangeLine(ref=1, notes="weak")], Repeat(1, source=0), cart) == [
        AddLine(item="mocha", size="large")]
    assert repeated([], Repeat(1, source=5), cart) == [AddLine(item="mocha", size="small")]  # no such line


def test_and_another_after_an_add_on_is_one_more_of_it():
    from ordering.cart import Changed
    from ordering.repeats import another_add_on

    before = Line(id=1, item="mocha")
    shot = Cart(lines=[before.model_copy(update={"addons": {"espresso shot": 1}})], next_line_id=2,
                changed=[Changed(line=before, change={"op": "set", "add_addons": {"espresso shot": 1}})])
    model = [AddLine(item="mocha", addons={"espresso shot": 1})]
    assert another_add_on(model, "and another".split(), shot) == [
        ChangeLine(ref=1, add_addons={"espresso shot": 2})]
    assert another_add_on(model, "and another n1".split(), shot) == model  # "another one": the drink


def test_the_shipped_engine_adds_another_shot(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a mocha", "add another shot to the mocha", "and another")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "addons": {"espresso shot": 2}}]


def test_the_shipped_engine_adds_one_more_of_the_last_line(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "i'll have what my friend is having, a caramel latte", "and one more for me")
    assert [(line.item, dict(line.addons)) for line in cart.lines] == [("latte", {"caramel syrup": 1})] * 2


def test_the_shipped_engine_adds_a_large_after_a_small(engine):
    cart, replies = converse(engine, "a small drip coffee", "and a large", "make the small one iced")
    assert [(line.size, line.temp) for line in cart.lines] == [("small", "iced"), ("large", None)]
    assert replies[1] == "Added a large coffee ($3.25). Anything else?"


def test_a_flavour_said_of_the_repeat_takes_the_place_of_the_lines_own():
    from ordering.menu import load_menu

    menu = load_menu()
    caramel = repeated([], Repeat(1, ("size:medium", "addon:caramel_syrup")), CART, menu)
    assert caramel == [AddLine(item="latte", qty=1, size="medium", milk="oat milk",
                               addons={"caramel syrup": 1})]
    shot = repeated([], Repeat(1, ("addon:espresso_shot",)), CART, menu)  # no flavour: the vanilla kept
    assert shot[0].addons == {"vanilla syrup": 1, "espresso shot": 1}
    vanilla = repeated([], Repeat(1, ("addon:vanilla_syrup",)), CART, menu)  # the line's own portion
    assert vanilla[0].addons == {"vanilla syrup": 1}


def test_the_shipped_engine_orders_a_caramel_one_after_a_hazelnut_one(engine):
    cart, _ = converse(engine, "a small latte with vanilla", "wait, make that hazelnut",
                       "and also a medium one with caramel")
    assert [(line.size, line.addons) for line in cart.lines] == [
        ("small", {"hazelnut syrup": 1}), ("medium", {"caramel syrup": 1})]


def test_a_powder_said_of_a_copy_takes_the_place_of_the_lines_own_and_whipped_cream_stays():
    from ordering.menu import load_menu

    menu = load_menu()
    dusted = Cart(lines=[Line(id=1, item="cappuccino", addons={"cinnamon": 1, "whipped cream": 1})],
                  next_line_id=2)
    nutmeg = repeated([], Repeat(1, ("addon:nutmeg",)), dusted, menu)
    assert nutmeg[0].addons == {"whipped cream": 1, "nutmeg": 1}
    whipped = Cart(lines=[Line(id=1, item="mocha", addons={"whipped cream": 1})], next_line_id=2)
    cocoa = repeated([], Repeat(1, ("addon:cocoa_powder",)), whipped, menu)
    assert cocoa[0].addons == {"whipped cream": 1, "cocoa powder": 1}


def test_the_shipped_engine_dusts_the_second_cappuccino_with_nutmeg_only(engine):
    cart, _ = converse(engine, "a small cappuccino with cinnamon on top", "and another with nutmeg")
    assert [(line.size, line.addons) for line in cart.lines] == [("small", {"cinnamon": 1}),
                                                                  ("small", {"nutmeg": 1})]


def test_one_more_exactly_the_same_written_as_two_plain_lines_is_one_copy():
    large = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)
    asked = repeat_asked("and n1 more exactly the same".split())
    assert asked is not None and asked.alike
    two = [AddLine(item="latte"), AddLine(item="latte")]
    assert repeated(two, asked, large) == [AddLine(item="latte", size="large")]


def test_the_shipped_engine_adds_one_more_large_latte(engine):
    cart, _ = converse(engine, "a small latte please", "make it a large", "and one more exactly the same")
    assert [(line.size, line.qty) for line in cart.lines] == [("large", 1), ("large", 1)]


def test_a_sized_regular_one_is_the_copy_plain():
    decaf = Cart(lines=[Line(id=1, item="americano", size="small", caffeine="decaf")], next_line_id=2)
    repeat = repeat_asked("and for my husband a size:large regular n1".split())
    assert repeat is not None and "plain" in repeat.usual
    got = repeated([ChangeLine(ref=1, size="large")], repeat, decaf)
    assert got == [AddLine(item="americano", size="large")]


def test_the_shipped_engine_orders_a_large_regular_one(engine):
    cart, _ = converse(engine, "a small decaf americano", "and for my husband a large regular one")
    assert [(line.size, line.caffeine, line.who) for line in cart.lines] == [
        ("small", "decaf", None), ("large", None, "my husband")]


def test_a_plain_one_of_a_line_with_no_usual_to_restore_has_no_add_ons():
    bagel = Cart(lines=[Line(id=1, item="bagel", addons={"cream cheese": 1}, preps=["toasted"])],
                 next_line_id=2)
    repeat = repeat_asked("and a plain n1".split())
    assert repeated([ChangeLine(ref=1, unset=["caffeine"])], repeat, bagel) == [
        AddLine(item="bagel", preps=["toasted"])]


def test_the_shipped_engine_orders_another_with_the_flavour_said_instead(engine):
    cart, _ = converse(engine, "a latte with vanilla", "another one but with hazelnut instead")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("latte", {"vanilla syrup": 1}), ("latte", {"hazelnut syrup": 1})]


def test_the_item_named_the_same_again_is_a_copy_of_its_last_line():
    from ordering.repeats import same_named_again

    coffee = Cart(lines=[Line(id=1, item="coffee", size="large", milk="half and half", addons={"sugar": 3})],
                  next_line_id=2)
    copy = AddLine(item="coffee", size="large", milk="half and half", addons={"sugar": 3})
    said = "and n1 more item:coffee the same".split()
    assert same_named_again([AddLine(item="coffee"), AddLine(item="coffee")], said, coffee) == [copy]
    two = "n2 more item:coffee the same please".split()
    assert same_named_again([AddLine(item="coffee", qty=2)], two, coffee) == [
        copy.model_copy(update={"qty": 2})]
    mocha = [AddLine(item="mocha")]  # no line of the item named
    assert same_named_again(mocha, "and a item:mocha the same".split(), coffee) == mocha
    plain = [AddLine(item="coffee")]
    for words in ("n1 more item:coffee the same but temp:iced", "and n1 more item:coffee"):
        assert same_named_again(plain, words.split(), coffee) == plain, words


def test_the_shipped_engine_copies_the_coffee_named_the_same(engine):
    cart, _ = converse(engine, "can i get a large coffee with 2 creams and 2 sugars",
                       "and one more coffee the same")
    assert len(cart.lines) == 2 and cart.lines[0].model_dump(exclude={"id"}) == cart.lines[1].model_dump(
        exclude={"id"})


def test_a_spread_said_of_another_takes_the_place_of_the_lines_own():
    from ordering.menu import load_menu

    jam = Cart(lines=[Line(id=1, item="bagel", addons={"jam": 1}, preps=["toasted"])], next_line_id=2)
    model = [ChangeLine(ref=1, add_addons={"cream cheese": 1})]  # the model put it on the bagel ordered
    assert repeated(model, Repeat(1, ("addon:cream_cheese",)), jam, load_menu()) == [
        AddLine(item="bagel", addons={"cream cheese": 1}, preps=["toasted"])]


def test_the_shipped_engine_spreads_the_second_bagel_with_cream_cheese_alone(engine):
    cart, _ = converse(engine, "one bagel with jam please", "and another with cream cheese")
    assert [line.addons for line in cart.lines] == [{"jam": 1}, {"cream cheese": 1}]


def test_an_add_on_said_with_a_count_of_a_repeat_has_that_count():
    said = "and another with n2 added addon:espresso_shot".split()
    assert repeat_asked(said).counts == (("espresso shot", 2),)
    assert repeat_asked("another n1 with n3 pumps of addon:caramel_syrup".split()).counts == (
        ("caramel syrup", 3),)
    asked = repeat_asked("and another n1 with shots:2 of addon:caramel_syrup".split())  # pumps, said as shots
    assert asked.counts == (("caramel syrup", 2),) and asked.values == ("addon:caramel_syrup",)
    shot = Cart(lines=[Line(id=1, item="cappuccino", addons={"espresso shot": 1})], next_line_id=2)
    asked = Repeat(1, ("addon:espresso_shot",), counts=(("espresso shot", 2),))
    assert repeated([ChangeLine(ref=1, add_addons={"espresso shot": 3})], asked, shot) == [
        AddLine(item="cappuccino", addons={"espresso shot": 2})]


def test_the_shipped_engine_gives_the_second_cappuccino_two_shots(engine):
    cart, _ = converse(engine, "one cappuccino with an extra shot", "and another with two extra shots")
    assert [line.addons for line in cart.lines] == [{"espresso shot": 1}, {"espresso shot": 2}]


def test_a_bare_without_at_the_end_is_the_copy_without_the_lines_add_ons():
    asked = repeat_asked("and a size:large n1 without".split())
    assert asked is not None and "addons" in asked.usual and asked.values == ("size:large",)
    whipped = Cart(lines=[Line(id=1, item="hot chocolate", size="small", addons={"whipped cream": 1})],
                   next_line_id=2)
    assert repeated([ChangeLine(ref=1, size="large")], asked, whipped) == [
        AddLine(item="hot chocolate", size="large")]
    assert repeat_asked("and n1 more without please".split()).usual == ("addons",)
    assert repeat_asked("without".split()) is None  # nothing asked again


def test_the_shipped_engine_adds_a_large_hot_chocolate_without_the_cream(engine):
    cart, _ = converse(engine, "a small hot chocolate with whipped cream", "and a large one without")
    assert [(line.size, line.addons) for line in cart.lines] == [("small", {"whipped cream": 1}),
                                                                  ("large", {})]


def test_no_whip_said_of_a_copy_of_a_line_with_extra_whip_is_no_whip():
    from ordering.menu import load_menu

    extra = Cart(lines=[Line(id=1, item="mocha", size="large", addons={"whipped cream": 2})], next_line_id=2)
    asked = repeat_asked("and a size:small n1 for me , no addon:whipped_cream".split())
    assert asked is not None and asked.without == ("addon:whipped_cream",)
    copy = repeated([ChangeLine(ref=1, size="small")], asked, extra, load_menu())
    assert copy[0].addons == {} and ChangeLine(ref=2, drop=["whipped cream"]) in copy, copy


def test_the_shipped_engine_makes_the_small_mocha_without_whip(engine):
    cart, _ = converse(engine, "a large mocha with extra whip", "and a small one, no whip")
    assert [(line.size, line.addons, line.removals) for line in cart.lines] == [
        ("large", {"whipped cream": 2}, []), ("small", {}, ["whipped cream"])]


def test_another_with_values_after_one_of_two_was_split_off_is_the_other_one():
    from ordering.cart import Changed

    before = Line(id=1, item="latte", qty=2)
    split = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte", addons={"vanilla syrup": 1})],
                 next_line_id=3, added=[2], changed=[Changed(line=before, change={"op": "set", "qty": 1})])
    said = "another with addon:caramel_syrup".split()
    asked = repeat_asked(said)
    caramel = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    assert repeated([ChangeLine(ref=2, add_addons={"caramel syrup": 1})], asked, split, None, said) == caramel
    friend = "and another with addon:caramel_syrup for my friend".split()  # one more, for the friend
    assert isinstance(repeated([], repeat_asked(friend), split, None, friend)[0], AddLine)
    three = split.model_copy(update={"changed": [Changed(line=before.model_copy(update={"qty": 3}),
                                                         change={"op": "set", "qty": 2})]})
    assert isinstance(repeated([], asked, three, None, said)[0], AddLine)  # of three: not the other one


def test_the_shipped_engine_gives_the_other_latte_the_caramel(engine):
    cart, _ = converse(engine, "two small lattes", "one with vanilla", "another with caramel")
    assert sorted(tuple(line.addons) for line in cart.lines) == [("caramel syrup",), ("vanilla syrup",)]


def test_a_copy_takes_the_milk_the_model_read_of_a_word_the_words_did_not_value():
    white = Cart(lines=[Line(id=1, item="flat white", size="medium", milk="2% milk")], next_line_id=2)
    said = "and a size:small n1 with whole".split()  # "whole": no value to the words
    model = [ChangeLine(ref=1, size="small", milk="whole milk")]
    grounded = "and a size:small n1 with milk:whole_milk".split()  # the grounding's reading of it
    assert repeated(model, repeat_asked(said), white, None, grounded) == [
        AddLine(item="flat white", size="small", milk="whole milk")]
    assert repeated(model, repeat_asked(said), white, None, said) == [
        AddLine(item="flat white", size="small", milk="2% milk")]  # not said: the line's


def test_the_shipped_engine_pours_the_small_one_with_whole_milk(engine):
    cart, _ = converse(engine, "can i get a medium flat white with 2% milk", "and a small one with whole")
    assert [(line.size, line.milk) for line in cart.lines] == [("medium", "2% milk"), ("small", "whole milk")]


@pytest.mark.parametrize("said", ["and n1 without anything", "and n1 with nothing", "and n1 without",
                                  "another with nothing in it", "and n1 without anything at all please"])
def test_one_more_with_nothing_in_it_is_a_plain_copy(said):
    asked = repeat_asked(said.split())
    assert asked is not None and asked.count == 1 and "addons" in asked.usual, asked


def test_the_shipped_engine_adds_a_plain_cappuccino(engine):
    cart, replies = converse(engine, "a cappuccino with an extra shot and cinnamon",
                             "and one without anything")
    assert [line.addons for line in cart.lines] == [{"espresso shot": 1, "cinnamon": 1}, {}]
    assert replies[1] == "Added a cappuccino ($4.75). Anything else?"


def test_a_hot_one_of_an_iced_line_leaves_its_ice_off():
    iced = Cart(lines=[Line(id=1, item="mocha", temp="iced", addons={"ice": 1, "caramel syrup": 1},
                            notes="light ice, extra drizzle")], next_line_id=2)
    assert repeated([ChangeLine(ref=1, temp="hot")], Repeat(1, ("temp:hot",)), iced) == [
        AddLine(item="mocha", temp="hot", addons={"caramel syrup": 1}, notes="extra drizzle")]
    assert repeated([], Repeat(1, ("size:small",)), iced)[0].addons == {"ice": 1, "caramel syrup": 1}


def test_the_shipped_engine_pours_the_small_hot_one_without_ice(engine):
    cart, _ = converse(engine, "a large iced americano with extra ice", "and a small hot one too")
    assert [(line.size, line.temp, dict(line.addons)) for line in cart.lines] == [
        ("large", "iced", {"ice": 1}), ("small", "hot", {})]


def test_pumps_said_of_a_copy_count_the_lines_one_flavour():
    from ordering.menu import load_menu

    menu = load_menu()
    vanilla = Cart(lines=[Line(id=1, item="latte", temp="iced",
                               addons={"vanilla syrup": 2, "whipped cream": 1})], next_line_id=2)
    said = "and a temp:hot n1 with n3 pumps".split()
    assert repeated([ChangeLine(ref=1, temp="hot")], Repeat(1, ("temp:hot",)), vanilla, menu, said) == [
        AddLine(item="latte", temp="hot", addons={"vanilla syrup": 3, "whipped cream": 1})]
    two = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})],
               next_line_id=2)
    said = "and another with n3 pumps".split()  # which flavour's: not told
    assert repeated([], Repeat(1), two, menu, said)[0].addons == {"vanilla syrup": 1, "caramel syrup": 1}


def test_the_shipped_engine_pumps_three_into_the_hot_one(engine):
    cart, _ = converse(engine, "one iced vanilla latte, 2 pumps", "and a hot one with 3 pumps")
    assert [(line.temp, dict(line.addons)) for line in cart.lines] == [
        ("iced", {"vanilla syrup": 2}), ("hot", {"vanilla syrup": 3})]


def test_one_with_a_value_of_a_line_of_one_is_one_more_and_of_several_one_of_them():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    said = "and n1 with extra addon:foam".split()
    foamed = [ChangeLine(ref=1, add_addons={"foam": 2})]  # the model's: the latte made extra foamy
    assert repeated(foamed, repeat_asked(said), latte, None, said) == [
        AddLine(item="latte", addons={"foam": 2})]
    two = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)
    oat = [ChangeLine(ref=1, milk="oat milk")]
    said = "and n1 with milk:oat_milk".split()
    assert repeated(oat, repeat_asked(said), two, None, said) == oat


def test_the_shipped_engine_adds_a_second_latte_with_extra_foam(engine):
    cart, replies = converse(engine, "a small latte", "and one with extra foam")
    assert [(line.item, line.size, line.addons) for line in cart.lines] == [
        ("latte", "small", {}), ("latte", "small", {"foam": 2})], replies


def test_a_preparation_said_off_is_not_on_the_copy():
    said = "another with addon:jam , not prep:toasted".split()
    off = ("prep:toasted",)
    assert repeat_asked(said) == Repeat(1, ("addon:jam",), dropped=off, without=off)
    bagel = Cart(lines=[Line(id=1, item="bagel", preps=["toasted", "cut in half"])], next_line_id=2)
    jam = [ChangeLine(ref=1, add_addons={"jam": 1})]  # the model's: jam on the toasted one
    assert repeated(jam, repeat_asked(said), bagel, None, said) == [
        AddLine(item="bagel", addons={"jam": 1}, preps=["cut in half"])]


def test_the_shipped_engine_adds_a_second_bagel_not_toasted(engine):
    cart, replies = converse(engine, "one everything bagel toasted with butter",
                             "and another one with jam but not toasted")
    assert [(line.item, line.addons, line.preps) for line in cart.lines] == [
        ("bagel", {"butter": 1}, ["toasted"]), ("bagel", {"jam": 1}, [])], replies


def test_a_turn_that_removes_asks_for_no_repeat():
    assert repeat_asked("actually remove another n1".split()) is None
    assert repeat_asked("take another n1 off".split()) is None
    assert repeat_asked("another n1".split()) == Repeat(1)


def test_an_add_on_said_after_skip_or_minus_is_not_copied():
    cart = Cart(lines=[Line(id=1, item="mocha", addons={"whipped cream": 1})], next_line_id=2)
    asked = repeat_asked("another n1 but skip the addon:whipped_cream".split())
    assert repeated([], asked, cart)[0] == AddLine(item="mocha")
    asked = repeat_asked("another minus the addon:whipped_cream".split())
    assert repeated([], asked, cart)[0] == AddLine(item="mocha")


def test_the_shipped_engine_copies_the_mocha_without_the_whip_skipped(engine):
    cart, replies = converse(engine, "a mocha with whip", "another one but skip the whip")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("mocha", {"whipped cream": 1}), ("mocha", {})]
    assert replies[1] == "Added a mocha, no whipped cream ($5.25). Anything else?"


def test_the_shipped_engine_adds_nothing_for_the_same_size(engine):
    cart, replies = converse(engine, "a small mocha and a large latte", "can you make them the same size")
    assert len(cart.lines) == 2 and "Added" not in replies[1]


@pytest.mark.parametrize("said", ["put them in the same bag", "can they all go in the same carrier",
                                  "at the same time please"])
def test_where_or_when_the_same_asks_no_repeat(said):
    assert repeat_asked(said.split()) is None


def test_the_shipped_engine_notes_the_same_bag_and_adds_no_lattes(engine):
    cart, replies = converse(engine, "two lattes", "put them in the same bag")
    assert [(line.qty, line.notes) for line in cart.lines] == [(2, "in the same bag")], replies
