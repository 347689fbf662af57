"""Replies are deterministic sentences built from the structured apply result."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import (
    AddLine,
    AskMenu,
    ChangeLine,
    ClearCart,
    Finish,
    RemoveLine,
    ReviewOrder,
    SetOrder,
    apply_edits,
)
from ordering.menu import load_menu
from ordering.replies import CONFIRM, NOT_UNDERSTOOD, answer_question, build_reply

MENU = load_menu()


def _reply(cart: Cart, edits: list, intent: str = "order", understood: bool = True) -> tuple[str, Cart]:
    result = apply_edits(cart, edits, MENU)
    return build_reply(result, cart, MENU, intent=intent, understood=understood), result.cart


def test_not_understood():
    assert _reply(Cart(), [AddLine(item="latte")], understood=False)[0] == NOT_UNDERSTOOD
    assert NOT_UNDERSTOOD == "Sorry, I didn't catch an order in that — could you say it another way?"


def test_added_lines_with_prices():
    text, _ = _reply(
        Cart(),
        [AddLine(item="latte", size="large", milk="oat milk"), AddLine(item="blueberry muffin", qty=2)],
    )
    assert text == "Added a large oat milk latte ($5.95) and 2 blueberry muffins ($6.50). Anything else?"


def test_things_we_lack_are_said_in_one_sentence():
    lacked = [AddLine(item="latte"), AddLine(item="a cinnamon roll"), AddLine(item="a cookie")]
    text, _ = _reply(Cart(), lacked)
    assert text == "Added a latte ($4.75). Sorry, we don't have a cinnamon roll or a cookie. Anything else?"
    text, _ = _reply(Cart(), [AddLine(item="chocolate muffin"), AddLine(item="a cookie")])
    assert text.startswith("Sorry, we don't have chocolate muffin. Our muffins: apple bran muffin $3.25")
    assert text.endswith("Sorry, we don't have a cookie.")  # the family listed after its own


def test_changed_and_removed_lines():
    _, cart = _reply(Cart(), [AddLine(item="latte"), AddLine(item="mocha"), AddLine(item="blueberry muffin")])
    text, after = _reply(cart, [ChangeLine(ref=2, temp="iced"), RemoveLine(ref=3)])
    assert text == "Changed the mocha to iced. Removed the blueberry muffin. Anything else?"
    text, _ = _reply(after, [ChangeLine(ref=1, size="large", add_addons={"vanilla syrup": 2}, drop=["foam"])])
    assert text == "Changed the latte: large, with vanilla syrup ×2, no foam. Anything else?"
    text, _ = _reply(after, [ChangeLine(ref=1, temp=None)])
    assert text == "Sorry, I couldn't find anything to change in that — could you say it another way?"


def test_a_note_taken_off_is_said_with_its_words():
    noted = Cart(lines=[Line(id=1, item="hot chocolate", notes="with marshmallows")], next_line_id=2)
    text, _ = _reply(noted, [ChangeLine(ref=1, unset=["notes"])])
    assert text == 'Changed the hot chocolate: note "with marshmallows" taken off. Anything else?'


def test_a_changed_line_is_named_by_its_item_and_by_its_place_when_another_line_holds_it():
    _, cart = _reply(Cart(), [AddLine(item="latte", size="large"), AddLine(item="mocha", qty=2),
                              AddLine(item="latte")])
    text, _ = _reply(cart, [ChangeLine(ref=3, temp="iced")])
    assert text == "Changed the latte on line 3 to iced. Anything else?"
    text, _ = _reply(cart, [ChangeLine(ref=2, temp="iced")])
    assert text == "Changed the 2 mochas to iced. Anything else?"
    text, _ = _reply(cart, [ChangeLine(ref=1, temp="iced")])  # its values tell it from the other latte
    assert text == "Changed the large latte to iced. Anything else?"
    _, two = _reply(Cart(), [AddLine(item="latte", size="large"), AddLine(item="latte", size="large")])
    text, _ = _reply(two, [ChangeLine(ref=2, temp="iced")])  # nothing tells them apart: the place
    assert text == "Changed the latte on line 2 to iced. Anything else?"


def test_lines_changed_alike_are_said_in_one_sentence():
    _, cart = _reply(Cart(), [AddLine(item="coffee"), AddLine(item="coffee", qty=2, milk="half and half")])
    text, _ = _reply(cart, [ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="large")])
    assert text == "Changed all 3 coffees to large. Anything else?"
    _, cart = _reply(Cart(), [AddLine(item="latte", milk="oat milk"), AddLine(item="latte")])
    text, _ = _reply(cart, [ChangeLine(ref=1, caffeine="decaf"), ChangeLine(ref=2, caffeine="decaf")])
    assert text == "Changed both lattes to decaf. Anything else?"
    _, cart = _reply(Cart(), [AddLine(item="latte"), AddLine(item="mocha"), AddLine(item="latte")])
    text, _ = _reply(cart, [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")])
    assert text == ("Changed the latte on line 1 to iced. Changed the mocha to iced. Anything else?")
    text, _ = _reply(cart, [ChangeLine(ref=k, temp="iced") for k in (1, 2, 3)])
    assert text == "Changed all 3 drinks to iced. Anything else?"
    text, _ = _reply(cart, [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, size="large")])
    assert text == "Changed the latte on line 1 to iced. Changed the mocha to large. Anything else?"
    _, cart = _reply(Cart(), [AddLine(item="latte"), AddLine(item="mocha")])
    text, _ = _reply(cart, [ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="large")])
    assert text == "Changed the latte and the mocha to large. Anything else?"


def test_refusals_are_explained():
    text, cart = _reply(Cart(), [AddLine(item="hot chocolate", milk="oat milk")])
    assert text == "Oat milk isn't available for the hot chocolate — whole milk, nonfat milk or almond milk?"
    assert cart.lines == []
    text, _ = _reply(Cart(), [AddLine(item="mocha"), ChangeLine(ref=3, temp="iced")])
    assert text == "Added a mocha ($5.25). There is no line 3 — your order has 1 line. Anything else?"


def test_never_claims_what_the_cart_lacks():
    text, cart = _reply(Cart(), [AddLine(item="latte"), RemoveLine(ref=1)])
    assert cart.lines == [] and "Added" not in text and "Removed" not in text


def test_order_level_and_clear():
    _, cart = _reply(Cart(), [AddLine(item="latte")])
    text, _ = _reply(cart, [SetOrder(to_go=True, customer_name="Laura")])
    assert text == "Got it, to go. Thanks, Laura. Anything else?"
    text, _ = _reply(Cart(), [SetOrder(to_go=True)])
    assert text == "Got it, to go."  # nothing ordered yet: nothing else to ask of
    text, cleared = _reply(cart, [ClearCart()])
    assert text == "I've cleared your order." and cleared.lines == []


def test_menu_answers():
    assert answer_question(["oat milk"], MENU) == "Yes, we have oat milk (+$0.70)."
    assert answer_question(["whole milk"], MENU) == "Yes, we have whole milk."
    assert answer_question(["strawberry syrup"], MENU) == "Sorry, we don't have strawberry syrup."
    assert answer_question(["<<??>>"], MENU) == "We don't have that."
    assert answer_question(["hot chocolate", "oat milk"], MENU) == (
        "Oat milk isn't available for the hot chocolate — whole milk, nonfat milk or almond milk?"
    )
    assert answer_question(["latte", "oat milk"], MENU) == "Yes, the latte can have oat milk (+$0.70)."
    assert answer_question(["latte"], MENU) == (
        "Yes, we have the latte: short $3.75, small $4.25, medium $4.75 or large $5.25."
    )
    assert answer_question(["apple bran muffin"], MENU) == "Yes, we have the apple bran muffin: $3.25."
    assert answer_question(["latte", "medium"], MENU) == "A medium latte is $4.75."  # its price, asked
    syrups = answer_question(["syrups"], MENU)
    assert syrups.startswith("We have vanilla syrup, ") and syrups.endswith(" (+$0.50 each).")
    assert "oat milk (+$0.70)" in answer_question(["milk"], MENU)
    assert answer_question([], MENU).startswith("We have espresso drinks")
    text, cart = _reply(Cart(), [AskMenu(about=["oat milk"])], intent="question")
    assert text == "Yes, we have oat milk (+$0.70)." and cart.lines == []


def test_finish_summarises_and_asks_to_confirm():
    _, cart = _reply(
        Cart(),
        [AddLine(item="latte", size="large"), AddLine(item="blueberry muffin", qty=2), SetOrder(to_go=True)],
    )
    text, done = _reply(cart, [Finish()], intent="finish")
    assert done.status == "finished"
    assert text == (
        "Here's your order: a large latte ($5.25) and 2 blueberry muffins ($6.50). "
        "Total $11.75, to go. Press \"Confirm order\" to place it, or tell me what to change."
    )
    text, _ = _reply(Cart(), [Finish()], intent="finish")
    assert text == "Your order is empty — what can I get you?"


def test_fallbacks_by_intent():
    assert (
        _reply(Cart(), [], intent="offtopic")[0]
        == "Sorry, I didn't catch an order in that — could you say it another way? "
        "I can help with anything on our menu."
    )
    assert _reply(Cart(), [], intent="question")[0].startswith("We have espresso drinks")
    assert _reply(Cart(), [], intent="finish")[0] == "Your order is empty — what can I get you?"
    assert _reply(Cart(), [], intent="order")[0].startswith("Sorry, I couldn't find anything to change")


def test_replies_are_deterministic():
    edits = [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 2}), AskMenu(about=["teas"])]
    assert _reply(Cart(), edits)[0] == _reply(Cart(), edits)[0]


def test_a_question_about_the_order_reads_it_back():
    _, cart = _reply(Cart(), [AddLine(item="latte", size="large"), AddLine(item="blueberry muffin")])
    text, after = _reply(cart, [ReviewOrder()], intent="question")
    assert text == (
        "Here's your order: a large latte ($5.25) and a blueberry muffin ($3.25). Total $8.50. Anything else?"
    )
    assert after.lines == cart.lines
    empty, _ = _reply(Cart(), [ReviewOrder()], intent="question")
    assert empty == "Your order is empty — what can I get you?"
    text, _ = _reply(cart, [Finish(), ReviewOrder()], intent="finish")  # read back once, by the finish
    assert text.count("Here's your order") == 1 and text.endswith(CONFIRM)


def test_an_option_of_an_item_is_answered_in_its_own_group_and_words():
    assert answer_question(["chocolate croissant", "prep:warmed"], MENU) == (
        "Yes, the chocolate croissant can be warmed.")
    assert answer_question(["latte", "caffeine:decaf"], MENU) == "Yes, the latte can be decaf."
    assert answer_question(["americano", "prep:with room"], MENU) == "Yes, the americano can come with room."
    assert answer_question(["latte", "oat milk"], MENU) == "Yes, the latte can have oat milk (+$0.70)."


def test_a_question_of_a_line_is_answered_from_the_line():
    cart = Cart(lines=[Line(id=1, item="americano", caffeine="decaf", preps=["with room"]),
                       Line(id=2, item="hot chocolate", addons={"whipped cream": 1})], next_line_id=3)

    def answer(ref: int, *about: str) -> str:
        edits = [AskMenu(about=list(about), ref=ref)]
        return _reply(cart, edits, intent="question")[0]

    assert answer(1, "caffeine:decaf") == "Yes, the americano is decaf."
    assert answer(1, "temp:iced") == "No, the americano isn't iced; it can be iced."
    assert answer(1, "prep:with room") == "Yes, the americano comes with room."
    assert answer(2, "addon:whipped cream") == "Yes, the hot chocolate has whipped cream."
    assert answer(2, "milk:oat milk").startswith("No, oat milk isn't available for the hot chocolate")
    assert answer(9, "temp:iced") == answer_question(["temp:iced"], MENU)  # no such line: the menu's answer


def test_an_item_swapped_for_another_of_its_kind_reads_as_a_change():
    cart = Cart(lines=[Line(id=1, item="cortado"), Line(id=2, item="macchiato")], next_line_id=3)
    reply, _ = _reply(cart, [RemoveLine(ref=2), AddLine(item="flat white")], intent="change")
    assert reply == "Changed the macchiato to a flat white ($4.50). Anything else?"
    noted = Cart(lines=[Line(id=1, item="english breakfast tea", notes="with lemon")], next_line_id=2)
    reply, _ = _reply(noted, [RemoveLine(ref=1), AddLine(item="earl grey tea")], intent="change")
    assert reply == "Changed the english breakfast tea to an earl grey tea ($3.25). Anything else?"
    reply, _ = _reply(cart, [RemoveLine(ref=2), AddLine(item="blueberry muffin")], intent="change")
    assert "Removed the macchiato." in reply  # a drink for a bite: no swap
    reply, _ = _reply(cart, [RemoveLine(ref=1), RemoveLine(ref=2), AddLine(item="flat white")])
    assert "Removed the cortado and the macchiato." in reply  # removals said together


def test_the_price_of_an_item_is_said_as_a_price():
    assert answer_question(["latte", "price"], MENU) == (
        "A latte is short $3.75, small $4.25, medium $4.75 or large $5.25.")
    assert answer_question(["latte", "size:large", "price"], MENU) == "A large latte is $5.25."
    assert answer_question(["butter croissant", "price"], MENU) == "A butter croissant is $3.50."
    assert answer_question(["oat milk", "price"], MENU) == "Oat milk is $0.70 extra."
    assert answer_question(["milk:whole milk", "price"], MENU) == "Whole milk is free."
    assert answer_question(["smoothies", "price"], MENU) == answer_question(["smoothies"], MENU)


def test_a_line_asked_of_beside_another_of_its_item_is_said_with_its_place():
    cart = Cart(lines=[Line(id=1, item="latte", temp="iced"), Line(id=2, item="latte")], next_line_id=3)
    reply, _ = _reply(cart, [AskMenu(about=["temp:iced"], ref=1), AskMenu(about=["temp:iced"], ref=2)],
                      intent="question")
    assert reply == "Yes, the latte on line 1 is iced. No, the latte on line 2 isn't iced; it can be iced."


def test_lines_added_together_are_one_sentence():
    before = Cart()
    edits = [AddLine(item="americano", size="small"), AddLine(item="mocha", removals=[]),
             AddLine(item="chocolate croissant", preps=["warmed"])]
    result = apply_edits(before, edits, MENU)
    assert build_reply(result, before, MENU, intent="order", understood=True) == (
        "Added a small americano ($3.25); a mocha ($5.25); and a chocolate croissant, warmed ($3.95). "
        "Anything else?")
    result = apply_edits(before, edits[:2], MENU)
    assert build_reply(result, before, MENU, intent="order", understood=True) == (
        "Added a small americano ($3.25) and a mocha ($5.25). Anything else?")


def test_a_new_quantity_is_said_as_the_line_now_is():
    before = Cart(lines=[Line(id=1, item="cappuccino", qty=2, temp="iced")], next_line_id=2)
    result = apply_edits(before, [ChangeLine(ref=1, qty=1)], MENU)
    assert build_reply(result, before, MENU, intent="change", understood=True) == (
        "You now have an iced cappuccino ($4.75). Anything else?")


def test_a_line_split_in_a_turn_is_said_as_its_parts():
    before = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)
    edits = [ChangeLine(ref=1, qty=2), AddLine(item="latte", temp="iced")]  # "make one of them iced"
    result = apply_edits(before, edits, MENU)
    assert build_reply(result, before, MENU, intent="change", understood=True) == (
        "The 3 lattes are now 2 lattes ($9.50) and an iced latte ($4.75). Anything else?")
    # a line of another item added beside: the count said as it is, the line added on its own
    edits = [ChangeLine(ref=1, qty=2), AddLine(item="mocha")]
    result = apply_edits(before, edits, MENU)
    assert build_reply(result, before, MENU, intent="change", understood=True) == (
        "You now have 2 lattes ($9.50). Added a mocha ($5.25). Anything else?")


def test_what_we_lack_is_said_before_a_question_that_asks_to_choose():
    edits = [AddLine(item="latte"), AskMenu(about=["tea", "count:1"]), AddLine(item="scone")]
    text, _ = _reply(Cart(), edits)
    assert text.startswith("Added a latte ($4.75). Sorry, we don't have scone. Which tea would you like?")
    assert not text.endswith("Anything else?")
    plain, _ = _reply(Cart(), [AddLine(item="latte"), AddLine(item="scone")])  # no question: said last
    assert plain == "Added a latte ($4.75). Sorry, we don't have scone. Anything else?"


def test_the_order_read_back_says_lines_of_the_same_thing_once_with_their_count():
    cart = Cart(lines=[Line(id=1, item="flat white", caffeine="decaf"), Line(id=2, item="mocha"),
                       Line(id=3, item="flat white", caffeine="decaf", qty=2)], next_line_id=4)
    text, _ = _reply(cart, [ReviewOrder()])
    assert text.startswith("Here's your order: 3 decaf flat whites ($13.50) and a mocha ($5.25). "
                           "Total $18.75.")
    jens = [cart.lines[0].model_copy(update={"who": "jen"}), *cart.lines[1:]]  # for someone: another order
    text, _ = _reply(cart.model_copy(update={"lines": jens}), [ReviewOrder()])
    assert text.startswith(
        "Here's your order: a decaf flat white for Jen ($4.50), a mocha ($5.25) and 2 decaf")


def test_the_shipped_engine_says_the_marshmallows_taken_off(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a hot chocolate with marshmallows and whipped cream",
                             "hold the marshmallows")
    assert [line.notes for line in cart.lines] == [None]
    assert replies[-1] == 'Changed the hot chocolate: note "with marshmallows" taken off. Anything else?'
