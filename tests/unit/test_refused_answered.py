""""Oat milk isn't available for the hot chocolate — …?", then "almond please": the hot chocolate is
ordered with almond milk (`Cart.asked.refused`, `ordering.refused_answered`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine, apply_edits
from ordering.menu import load_menu
from ordering.refused_answered import refused_answered
from tests.unit.shipped import converse

MENU = load_menu()


def test_a_line_refused_for_one_value_waits_for_the_answer():
    result = apply_edits(Cart(), [AddLine(item="hot chocolate", qty=2, size="large", milk="oat milk",
                                          addons={"whipped cream": 1})], MENU)
    assert not result.cart.lines
    assert result.cart.asked == Asked(kind="hot chocolate", refused="milk", offer={
        "item": "hot chocolate", "size": "large", "addons": {"whipped cream": 1}, "qty": 2})


def test_the_value_named_orders_the_line_refused():
    asked = Cart(lines=[Line(id=1, item="latte")], next_line_id=2,
                 asked=Asked(kind="hot chocolate", refused="milk", offer={"item": "hot chocolate"}))
    line = [AddLine(item="hot chocolate", milk="almond milk")]
    assert refused_answered([AskMenu(about=["milk:almond milk"])], "milk:almond_milk please".split(),
                            asked) == line
    assert refused_answered([ChangeLine(ref=1, milk="almond milk")], ["milk:almond_milk"], asked) == line


def test_the_value_refused_said_again_beside_the_answer_is_passed_over():
    asked = Cart(asked=Asked(kind="hot chocolate", refused="milk", offer={"item": "hot chocolate"}))
    said = "no milk:oat_milk ? ok milk:nonfat_milk then".split()
    assert refused_answered([AskMenu(about=["milk:nonfat milk"])], said, asked, MENU) == [
        AddLine(item="hot chocolate", milk="nonfat milk")]
    both = "milk:whole_milk or milk:nonfat_milk".split()  # two it takes: which, the words do not say
    assert refused_answered([AskMenu(about=["milk:whole milk"])], both, asked, MENU) == [
        AskMenu(about=["milk:whole milk"])]


def test_the_shipped_engine_orders_the_hot_chocolate_with_the_milk_it_takes(engine):
    cart, replies = converse(engine, "a small hot chocolate with soy milk please",
                             "oh no soy? nonfat then")
    assert [(line.item, line.size, line.milk) for line in cart.lines] == [
        ("hot chocolate", "small", "nonfat milk")]
    assert replies[1].startswith("Added a small nonfat milk hot chocolate"), replies[1]


def test_other_answers_are_the_models():
    asked = Cart(asked=Asked(kind="hot chocolate", refused="milk", offer={"item": "hot chocolate"}))
    latte = [AddLine(item="latte")]
    assert refused_answered(latte, "a item:latte instead".split(), asked) == latte  # an item named
    assert refused_answered([RemoveLine(ref=1)], "never mind".split(), asked) == [RemoveLine(ref=1)]
    offered = Cart(asked=Asked(kind="mocha", offer={"item": "mocha"}))  # a question's offer: `offer_taken`
    assert refused_answered([], ["milk:oat_milk"], offered) == []


def test_the_shipped_engine_orders_the_hot_chocolate_with_the_milk_answered(engine):
    cart, replies = converse(engine, "large hot chocolate with oat milk and whipped cream", "almond please")
    assert replies[0].startswith("Oat milk isn't available for the hot chocolate")
    assert [(line.item, line.size, line.milk) for line in cart.lines] == [
        ("hot chocolate", "large", "almond milk")]
    _, replies = converse(engine, "a hot chocolate with oat milk", "coconut then")
    assert replies[1].startswith("Coconut milk isn't available for the hot chocolate")


def test_a_count_past_a_limit_is_asked_and_the_line_waits_without_it():
    result = apply_edits(Cart(), [AddLine(item="latte", qty=50, size="large")], MENU)
    assert result.refused[0].reason.endswith("how many would you like?")
    assert result.cart.asked == Asked(kind="latte", offer={"item": "latte", "size": "large"},
                                      refused="count:qty")
    ten = AddLine(item="latte", addons={"espresso shot": 10, "vanilla syrup": 1})
    shots = apply_edits(Cart(), [ten], MENU)
    assert shots.cart.asked == Asked(kind="latte", offer={"item": "latte", "addons": {"vanilla syrup": 1}},
                                     refused="count:espresso shot")


def test_the_count_said_next_orders_the_line_waiting():
    waiting = Cart(asked=Asked(kind="latte", offer={"item": "latte", "size": "large"}, refused="count:qty"))
    assert refused_answered([], ["okay", "n5", "then"], waiting) == [
        AddLine(item="latte", size="large", qty=5)]
    assert refused_answered([], ["okay", "item:mocha", "n5"], waiting) == []  # an item of its own
    assert refused_answered([], ["n5", "and", "n2"], waiting) == []  # which?
    shots = Cart(asked=Asked(kind="latte", offer={"item": "latte"}, refused="count:espresso shot"))
    assert refused_answered([], ["okay", "shots:4", "then"], shots) == [
        AddLine(item="latte", addons={"espresso shot": 4})]


def test_the_shipped_engine_orders_five_after_fifty_were_refused(engine):
    cart, replies = converse(engine, "50 lattes", "ok 5 then")
    assert replies[0] == "I can put at most 20 of the same item on one line — how many would you like?"
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 5)]


def test_a_recount_refused_past_the_limit_waits_on_its_line():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    after = apply_edits(cart, [ChangeLine(ref=1, qty=50)], MENU).cart  # "50 lattes", read as that line
    assert after.asked is not None and after.asked.lines == [1] and after.asked.refused == "count:qty"
    said = "ok n5 then".split()
    assert refused_answered([ChangeLine(ref=2, qty=5)], said, after) == [ChangeLine(ref=1, qty=5)]
    assert refused_answered([ChangeLine(ref=2, qty=5)], "ok n5 item:mocha then".split(), after) == [
        ChangeLine(ref=2, qty=5)]  # another thing named: the model's


def test_the_shipped_engine_recounts_the_lattes_not_the_muffin(engine):
    cart, _ = converse(engine, "a large oat latte", "and a blueberry muffin", "50 lattes", "ok 5 then")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 5), ("blueberry muffin", 1)]
