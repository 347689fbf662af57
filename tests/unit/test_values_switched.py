"""`values_switched`: "switch the sizes" trades two lines' values of the kind said."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, SetOrder
from ordering.values_switched import values_switched

SIZED = Cart(lines=[Line(id=1, item="latte", size="small"), Line(id=2, item="mocha", size="large"),
                    Line(id=3, item="apple bran muffin")], next_line_id=4)
NOTED = [ChangeLine(ref=2, notes="weak")]


def test_the_two_lines_with_a_size_trade_sizes():
    assert values_switched(NOTED, "switch the sizes", ["switch", "the", "sizes"], SIZED) == [
        ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="small")]
    said = "swap the sizes of the item:latte and item:mocha".split()
    assert values_switched([], "swap the sizes of the latte and mocha", said, SIZED) == [
        ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="small")]


def test_milks_said_backwards():
    cart = Cart(lines=[Line(id=1, item="latte", milk="oat milk"),
                       Line(id=2, item="cappuccino", milk="soy milk")], next_line_id=3)
    assert values_switched([], "oops i got the milks backwards", [], cart) == [
        ChangeLine(ref=1, milk="soy milk"), ChangeLine(ref=2, milk="oat milk")]


def test_other_turns_are_the_models():
    assert values_switched(NOTED, "what sizes do you have", [], SIZED) == NOTED  # no trade said
    assert values_switched(NOTED, "switch the milk to oat", [], SIZED) == NOTED  # one milk, not a trade
    added = [AddLine(item="latte")]
    assert values_switched(added, "switch the sizes and add a latte", [], SIZED) == added
    same = Cart(lines=[Line(id=1, item="latte", size="small"), Line(id=2, item="mocha", size="small")],
                next_line_id=3)
    assert values_switched(NOTED, "switch the sizes", [], same) == NOTED  # nothing to trade
    assert values_switched(NOTED, "swap the milks", [], SIZED) == NOTED  # no line has a milk
    three = Cart(lines=[*SIZED.lines[:2], Line(id=4, item="cortado", size="medium")], next_line_id=5)
    assert values_switched(NOTED, "switch the sizes", [], three) == NOTED  # which two?
    assert values_switched([SetOrder(to_go=True)], "flip the sizes", [], Cart()) == [SetOrder(to_go=True)]


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a small latte and a large mocha", "swap the sizes around")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "large"},
                           {"item": "mocha", "qty": 1, "size": "small"}]
    assert replies[1] == "Changed the latte to large. Changed the mocha to small. Anything else?"


def test_lines_said_mixed_up_trade_the_value_the_turn_sets():
    cart = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="cortado")], next_line_id=3)
    both = [ChangeLine(ref=2, milk="oat milk"), ChangeLine(ref=1, milk="oat milk")]  # the model's
    said = "swap them around, the cortado should be oat"
    assert values_switched(both, said, said.split(), cart) == [
        ChangeLine(ref=2, milk="oat milk"), ChangeLine(ref=1, unset=["milk"])]
    one = [ChangeLine(ref=2, milk="oat milk")]
    said = "switch the cortado to oat"  # a change of one line: the latte keeps its oat
    assert values_switched(one, said, said.split(), cart) == one
    soy = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="cortado", milk="soy milk")])
    said = "sorry i mixed them up, the cortado is oat"
    assert values_switched(one, said, said.split(), soy) == [
        ChangeLine(ref=2, milk="oat milk"), ChangeLine(ref=1, milk="soy milk")]


def test_the_other_way_around_trades_the_one_value_the_two_lines_differ_in():
    small, large = Line(id=1, item="cappuccino", size="small"), Line(id=2, item="americano", size="large")
    two = Cart(lines=[small, large], next_line_id=3, added=[1, 2])
    said = "oops , i meant the other way around"
    assert values_switched([], said, said.split(), two) == [ChangeLine(ref=1, size="large"),
                                                             ChangeLine(ref=2, size="small")]
    apart = Cart(lines=[Line(id=1, item="latte", size="small"),
                        Line(id=2, item="mocha", size="large", temp="iced")], next_line_id=3)
    assert values_switched([], said, said.split(), apart) == []  # two kinds apart: which is not said
    three = Cart(lines=[Line(id=1, item="latte"), small.model_copy(update={"id": 2}),
                        large.model_copy(update={"id": 3})], next_line_id=4, added=[2, 3])
    assert values_switched([], said, said.split(), three) == [ChangeLine(ref=2, size="large"),
                                                               ChangeLine(ref=3, size="small")]


def test_the_shipped_engine_trades_the_sizes_the_other_way_around(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "one small cappuccino and one large americano",
                       "oops, i meant the other way around")
    assert [(line.item, line.size) for line in cart.lines] == [
        ("cappuccino", "large"), ("americano", "small")]


def test_the_syrups_of_two_lines_are_traded():
    cart = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1}),
                       Line(id=2, item="mocha", addons={"caramel syrup": 2, "whipped cream": 1})],
                next_line_id=3)
    assert values_switched([], "swap the syrups", [], cart) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 2}, drop=["vanilla syrup"]),
        ChangeLine(ref=2, add_addons={"vanilla syrup": 1}, drop=["caramel syrup"])]
    plain = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1}), Line(id=2, item="mocha")],
                 next_line_id=3)
    assert values_switched(NOTED, "switch the flavors", [], plain) == NOTED  # one flavour: nothing to trade


def test_the_shipped_engine_swaps_the_syrups(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "can i get a vanilla latte and a caramel latte", "swap the syrups")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"caramel syrup": 1}},
                           {"item": "latte", "qty": 1, "addons": {"vanilla syrup": 1}}]


def test_two_values_named_are_traded_by_the_lines_holding_them():
    three = Cart(lines=[Line(id=1, item="cappuccino", milk="soy milk"),
                        Line(id=2, item="latte", milk="almond milk"),
                        Line(id=3, item="mocha", milk="oat milk")], next_line_id=4)
    said = "switch the milk:soy_milk and the milk:almond_milk".split()
    model = [ChangeLine(ref=1, milk="almond milk")]
    assert values_switched(model, "switch the soy and the almond", said, three) == [
        ChangeLine(ref=1, milk="almond milk"), ChangeLine(ref=2, milk="soy milk")]
    said = "switch the milk:oat_milk to milk:almond_milk".split()  # of one line: a change, the model's
    one = Cart(lines=[Line(id=1, item="latte", milk="oat milk")], next_line_id=2)
    assert values_switched(model, "switch the oat to almond", said, one) == model


def test_the_shipped_engine_switches_the_soy_and_the_almond(engine):
    from tests.unit.shipped import converse

    # "swap the soy for oat" makes the soy line oat (test_shipped_model); "and" trades the two
    cart, _ = converse(engine, "can i get a cappuccino with soy, a latte with almond, and a mocha with oat",
                       "switch the soy and the almond")
    assert [line.milk for line in cart.lines] == ["almond milk", "soy milk", "oat milk"]


def test_swap_them_of_two_lines_one_for_someone_trades_the_person():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha", who="my partner")], next_line_id=3,
                added=[1, 2])
    said = "actually swap them , i want the item:mocha".split()
    assert values_switched([], "actually swap them, i want the mocha", said, cart) == [
        ChangeLine(ref=1, who="my partner"), ChangeLine(ref=2, who="me")]
    both = cart.model_copy(update={"lines": [Line(id=1, item="latte", who="jo"), cart.lines[1]]})
    assert values_switched([], "actually swap them, i want the mocha", said, both) == []


def test_the_shipped_engine_trades_the_drinks_with_the_partner(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte and a mocha for my partner", "actually swap them, i want the mocha")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", "my partner"), ("mocha", "me")]


def test_a_value_traded_with_a_line_made_as_it_comes():
    from ordering.menu import load_menu

    menu = load_menu()
    oat = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="latte")], next_line_id=3)
    assert values_switched(NOTED, "swap the milks", [], oat, menu) == [ChangeLine(ref=1, unset=["milk"]),
                                                                       ChangeLine(ref=2, milk="oat milk")]
    plain_first = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte", milk="soy milk")],
                       next_line_id=3)
    assert values_switched([], "can you switch the milks", [], plain_first, menu) == [
        ChangeLine(ref=2, unset=["milk"]), ChangeLine(ref=1, milk="soy milk")]
    sized = Cart(lines=[Line(id=1, item="latte", size="large"), Line(id=2, item="mocha")], next_line_id=3)
    assert values_switched([], "switch the sizes", [], sized, menu) == [ChangeLine(ref=1, unset=["size"]),
                                                                        ChangeLine(ref=2, size="large")]
    assert values_switched(NOTED, "swap the milks", [], oat) == NOTED  # no menu: the model's
    whole = Cart(lines=[Line(id=1, item="latte", milk="whole milk"), Line(id=2, item="latte")],
                 next_line_id=3)
    assert values_switched(NOTED, "swap the milks", [], whole, menu) == NOTED  # the same milk: no trade
    tea = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="earl grey tea")],
               next_line_id=3)
    assert values_switched(NOTED, "swap the milks", [], tea, menu) == NOTED  # the tea has no usual milk


def test_the_shipped_engine_trades_the_oat_milk_to_the_plain_latte(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "one oat latte and one regular latte for my brother", "swap the milks")
    assert sorted((line.who or "", line.milk or "") for line in cart.lines) == [("", ""),
                                                                               ("my brother", "oat milk")]
