""""Does that have vanilla?" of the latte ordered, then "yes please add it" or "then a vanilla latte": the
latte asked of takes it (`Cart.asked.option` of a question of a line, `ordering.asked_value_ordered`)."""

from __future__ import annotations

from ordering.asked_value_ordered import asked_value_ordered
from ordering.cart import Asked, Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, apply_edits
from tests.unit.shipped import MENU, converse, lines

LATTE = Line(id=1, item="latte")


def _asked_of(line: Line, about: str) -> Asked | None:
    cart = Cart(lines=[line], next_line_id=2)
    return apply_edits(cart, [AskMenu(ref=1, about=[about])], MENU).cart.asked


def test_a_question_of_a_value_the_line_lacks_keeps_that_value_for_the_answer():
    assert _asked_of(LATTE, "addon:vanilla syrup") == Asked(
        lines=[1], option={"group": "addon", "name": "vanilla syrup"})
    assert _asked_of(LATTE, "temp:iced").option == {"group": "temp", "name": "iced"}
    vanilla_latte = LATTE.model_copy(update={"addons": {"vanilla syrup": 1}})
    assert _asked_of(vanilla_latte, "addon:vanilla syrup") == Asked(lines=[1])
    assert _asked_of(Line(id=1, item="butter croissant"), "temp:iced") == Asked(lines=[1])


def test_the_line_asked_of_ordered_anew_with_that_value_is_that_line_changed():
    cart = Cart(lines=[LATTE], next_line_id=2, asked=Asked(lines=[1], option={"group": "addon",
                                                                             "name": "vanilla syrup"}))
    vanilla = [AddLine(item="latte", addons={"vanilla syrup": 1})]
    words = ["oh", ",", "then", "a", "addon:vanilla_syrup", "item:latte", "please"]
    assert asked_value_ordered(vanilla, words, cart) == [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    for said in (["and", "a", "addon:vanilla_syrup", "item:latte", "too"],
                 ["another", "addon:vanilla_syrup", "item:latte"]):
        assert asked_value_ordered(vanilla, said, cart) == vanilla
    large = [AddLine(item="latte", size="large", addons={"vanilla syrup": 1})]
    assert asked_value_ordered(large, words, cart) == large
    mocha = [AddLine(item="mocha", addons={"vanilla syrup": 1})]
    assert asked_value_ordered(mocha, words, cart) == mocha


def test_the_shipped_engine_gives_the_value_asked_of_to_the_line(engine):
    cart, replies = converse(engine, "a macchiato please", "is that the one with caramel",
                             "yes please add it")
    assert lines(cart) == [{"addons": {"caramel syrup": 1}, "item": "macchiato", "qty": 1}]
    assert replies[2] == "Changed the macchiato: with caramel syrup. Anything else?"
    cart, _ = converse(engine, "a large latte", "is it iced", "ok an iced latte then")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "large", "temp": "iced"}]
    cart, _ = converse(engine, "a latte", "does that have vanilla", "and a vanilla latte too")
    assert len(cart.lines) == 2
