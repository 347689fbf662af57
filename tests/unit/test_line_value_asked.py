"""`line_value_asked`: "what milk is in the latte?" is answered from the line, which is not changed."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import WHAT, AskMenu, ChangeLine
from ordering.line_value_asked import line_value_asked
from ordering.menu import load_menu
from ordering.replies import answer_of_line

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha", caffeine="decaf"),
                   Line(id=3, item="americano", size="large")], next_line_id=4)


def test_the_line_named_or_pointed_at_is_asked_of():
    unset = [ChangeLine(ref=1, unset=["milk"])]
    said = "what milk is in the item:latte".split()
    assert line_value_asked(unset, "what milk is in the latte", said, CART) == [
        AskMenu(about=[WHAT + "milk"], ref=1)]
    assert line_value_asked([], "what size is it?", [], CART) == [AskMenu(about=[WHAT + "size"], ref=3)]
    assert line_value_asked([], "is there caffeine in that", [], CART) == [
        AskMenu(about=[WHAT + "caffeine"], ref=3)]
    unset = [ChangeLine(ref=3, unset=["caffeine"])]  # the model made the line regular
    for said in ("how much caffeine is in that", "how much caffeine does it have"):
        assert line_value_asked(unset, said, [], CART) == [AskMenu(about=[WHAT + "caffeine"], ref=3)]


def test_a_question_after_wait_or_sorry_is_asked_too():
    added = [ChangeLine(ref=3, add_addons={"espresso shot": 1})]
    for said in ("wait, how many shots are in that?", "ok so how many shots in it",
                 "hmm, oh, how many shots are in it"):
        assert line_value_asked(added, said, [], CART) == [AskMenu(about=[WHAT + "shots"], ref=3)], said
    unset = [ChangeLine(ref=1, unset=["milk"])]
    said = "sorry , what milk is in the item:latte".split()
    assert line_value_asked(unset, "sorry, what milk is in the latte", said, CART) == [
        AskMenu(about=[WHAT + "milk"], ref=1)]


def test_what_i_ordered_is_asked_of_an_order_of_one_line():
    one = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)
    for said in ("what size did i order again", "what size is my drink", "which size did we get"):
        assert line_value_asked([], said, [], one) == [AskMenu(about=[WHAT + "size"], ref=1)], said
    assert line_value_asked([], "what size did i order", [], CART) == []  # which of three lines


def test_the_shipped_engine_answers_what_milk_did_i_say(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a large oat latte", "what milk did i say again")
    assert replies[1] == "The latte has oat milk." and cart.lines[0].milk == "oat milk"


def test_the_shipped_engine_answers_wait_how_many_shots_in_a_latte(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "i'll have a latte", "wait, how many shots are in a latte?")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[1] == "A latte has short 1, small 1, medium 2 or large 2 espresso shots."


def test_the_answer_comes_from_the_line():
    assert answer_of_line([WHAT + "milk"], CART.lines[0], MENU) == "The latte has whole milk."
    assert answer_of_line([WHAT + "caffeine"], CART.lines[1], MENU) == "The mocha is decaf."
    assert answer_of_line([WHAT + "size"], CART.lines[2], MENU) == "The americano is large."
    assert answer_of_line([WHAT + "milk"], CART.lines[2], MENU) == "The americano comes with no milk."
    chocolate = Line(id=1, item="hot chocolate")
    assert answer_of_line([WHAT + "caffeine"], chocolate, MENU) == (
        "The hot chocolate has no coffee or tea in it.")


def test_questions_of_the_menu_or_with_a_change_are_the_models():
    for text in ("what milk do you have", "what size is a large", "what sizes are available"):
        assert line_value_asked([], text, [], CART) == [], text
    oat = [ChangeLine(ref=3, milk="oat milk")]
    assert line_value_asked(oat, "what milk is in it? make it oat", [], CART) == oat
    assert line_value_asked([], "what milk is in the latte", [], Cart()) == []
    assert line_value_asked([], "what milk is in there", [], CART) == []  # which line?


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte and a cappuccino", "what milk is in the latte")
    assert replies[1] == "The latte has whole milk." and [line.milk for line in cart.lines] == [None, None]


def test_the_shots_a_line_has_are_answered_not_added(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a flat white", "how many shots are in it?")
    assert lines(cart) == [{"item": "flat white", "qty": 1}]
    assert replies[1] == "The flat white has 2 espresso shots."
    cart, replies = converse(engine, "a large latte with an extra shot", "how many shots in the latte?")
    assert replies[1] == "The latte has 3 espresso shots."
    assert lines(cart)[0]["addons"] == {"espresso shot": 1}
    cart, replies = converse(engine, "a chai latte", "how many shots are in that?")
    assert lines(cart) == [{"item": "chai latte", "qty": 1}]
    assert replies[1] == "The chai latte has no espresso in it."


def test_the_shots_of_an_item_of_the_menu_are_answered_not_ordered(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "how many shots in a large latte?")
    assert cart.lines == [] and replies[0] == "A large latte has 2 espresso shots."
    cart, replies = converse(engine, "how many shots does a flat white have")
    assert cart.lines == []
    assert replies[0] == "A flat white has short 2, small 2, medium 3 or large 3 espresso shots."
    cart, replies = converse(engine, "how many shots in a hot chocolate?")
    assert cart.lines == [] and replies[0] == "A hot chocolate has no espresso in it."


def test_how_big_a_line_is_asks_its_size_the_model_read_large():
    large = [ChangeLine(ref=3, size="large")]  # "big" is an alias of large
    assert line_value_asked(large, "wait how big is that", [], CART) == [
        AskMenu(about=[WHAT + "size"], ref=3)]
    said = "how big is the item:mocha".split()
    assert line_value_asked([], "how big is the mocha?", said, CART) == [
        AskMenu(about=[WHAT + "size"], ref=2)]
    assert line_value_asked(large, "how big is a large", [], CART) == large  # of the menu's sizes
    milk = [ChangeLine(ref=3, size="large", milk="oat milk")]
    assert line_value_asked(milk, "how big is that", [], CART) == milk  # more than the size: the model's


def test_the_shipped_engine_answers_how_big_without_changing_it(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "can i have a cortado", "wait how big is that")
    assert replies[1] == "The cortado is short." and cart.lines[0].size is None


def test_the_price_of_the_one_line_named_is_its_own():
    from ordering.edits import PRICE
    from ordering.line_value_asked import line_price_asked

    asked = [AskMenu(about=["mocha", PRICE])]
    said = "how much is the item:mocha".split()
    assert line_price_asked(asked, "how much is the mocha", said, CART) == [AskMenu(about=[PRICE], ref=2)]
    said = "how much is a item:mocha".split()  # of the menu
    assert line_price_asked(asked, "how much is a mocha", said, CART) == asked
    large = [AskMenu(about=["americano", "size:small", PRICE])]  # the americano ordered is large
    said = "how much is the size:small item:americano".split()
    assert line_price_asked(large, "how much is the small americano", said, CART) == large
    muffin = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    said = "how much is the item:apple_bran_muffin".split()  # "the muffin": the blueberry one ordered
    house = [AskMenu(about=["apple bran muffin", PRICE])]
    assert line_price_asked(house, "how much is the muffin", said, muffin) == [AskMenu(about=[PRICE], ref=2)]
    two = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="mocha", size="small")], next_line_id=3)
    said = "how much is the item:mocha".split()  # which of two
    assert line_price_asked(asked, "how much is the mocha", said, two) == asked


def test_the_answer_is_the_lines_price():
    from ordering.edits import PRICE

    mocha = Line(id=1, item="mocha", size="large", milk="oat milk")
    assert answer_of_line([PRICE], mocha, MENU) == "Your large oat milk mocha is $6.45."
    assert answer_of_line([PRICE], Line(id=1, item="latte", qty=2), MENU) == (
        "Your 2 lattes are $9.50 ($4.75 each).")


def test_the_shipped_engine_prices_the_mocha_ordered(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "a large oat mocha and a small latte", "how much is the mocha",
                          "how much is a mocha")
    assert replies[1] == "Your large oat milk mocha is $6.45."
    assert replies[2] == "A mocha is short $4.25, small $4.75, medium $5.25 or large $5.75."


def test_the_shipped_engine_says_whether_the_latte_is_hot_or_iced(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "is that hot or iced")
    assert replies[1] == "The latte is hot." and cart.lines[0].temp is None


def test_whether_a_line_comes_with_milk_is_its_milk_asked():
    tea = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="earl grey tea")], next_line_id=3)
    noted = [AskMenu(about=["milk"]), ChangeLine(ref=2, notes="with milk")]  # the model's reading
    assert line_value_asked(noted, "does it come with milk", "does it come with milk".split(), tea) == [
        AskMenu(about=[WHAT + "milk"], ref=2)]
    said = "is the item:latte made with milk".split()
    assert line_value_asked([], "is the latte made with milk", said, tea) == [
        AskMenu(about=[WHAT + "milk"], ref=1)]
    assert answer_of_line([WHAT + "milk"], tea.lines[1], MENU, tea) == "The earl grey tea comes with no milk."
    oat = [ChangeLine(ref=1, milk="oat milk")]  # "does it come with oat milk": a value, not this question
    assert line_value_asked(oat, "does it come with oat milk", "does it come with milk:oat_milk".split(),
                            tea) == oat


def test_the_shipped_engine_says_the_earl_grey_comes_with_no_milk(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "an earl grey", "does it come with milk")
    assert replies[-1] == "The earl grey tea comes with no milk."
    assert [line.notes for line in cart.lines] == [None]


def test_the_kind_said_of_one_line_names_it():
    two = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="apple bran muffin")], next_line_id=3)
    said = "does the tea come with milk".split()
    assert line_value_asked([], "does the tea come with milk", said, two) == [
        AskMenu(about=[WHAT + "milk"], ref=1)]
    teas = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="oolong tea")], next_line_id=3)
    assert line_value_asked([], "does the tea come with milk", said, teas) == []  # which tea?


def test_the_shipped_engine_keeps_the_americano_decaf_asked_how_much_caffeine(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a decaf americano", "how much caffeine is in that")
    assert [line.caffeine for line in cart.lines] == ["decaf"]
    assert replies[-1] == "The americano is decaf."
