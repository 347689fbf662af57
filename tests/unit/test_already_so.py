"""A line made into what it is already ("make it a latte" of a latte), or said fine as it is ("ok americano
is fine"): nothing changes (`ordering.already_so`)."""

from __future__ import annotations

from ordering.already_so import already_so, item_said_fine, plain_one_said
from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine
from ordering.replies import NEVER_MIND
from tests.unit.shipped import converse, lines

AMERICANO = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)


def test_the_last_lines_item_said_fine_changes_nothing():
    again = [AddLine(item="americano")]
    for said in ("hmm okay item:americano is fine", "the item:americano fine then", "item:americano works"):
        assert item_said_fine(again, said.split(), AMERICANO) == [AskMenu(about=[NEVER_MIND])], said
    asked = [AskMenu(about=["americano"])]  # the model's question of the americano
    assert item_said_fine(asked, "ok the item:americano is fine then".split(), AMERICANO) == [
        AskMenu(about=[NEVER_MIND])]
    assert item_said_fine(asked, "is the item:americano fine ?".split(), AMERICANO) == asked


def test_another_item_or_more_words_is_the_models():
    mocha = [AddLine(item="mocha")]
    assert item_said_fine(mocha, "a item:mocha is fine too".split(), AMERICANO) == mocha
    again = [AddLine(item="americano", size="large")]
    assert item_said_fine(again, "a size:large item:americano is fine".split(), AMERICANO) == again
    change = [ChangeLine(ref=1, size="large")]
    assert item_said_fine(change, "item:americano is fine".split(), AMERICANO) == change


def test_made_into_its_own_item_is_asked_of_the_line():
    said = "make it a item:americano".split()
    assert already_so([ChangeLine(ref=1, notes="weak")], said, "make it an americano", AMERICANO) == [
        AskMenu(ref=1, about=["item:americano", "said:americano"])]


def test_the_shipped_engine_orders_no_second_americano(engine):
    cart, replies = converse(engine, "i'd like an americano... actually no, a long black",
                             "hmm ok americano is fine")
    assert lines(cart) == [{"item": "americano", "qty": 1}]
    assert "nothing has changed" in replies[1]


def test_just_the_item_of_an_order_of_it_alone_reads_the_order_back():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    again = [AddLine(item="latte")]
    fine = [AskMenu(about=[NEVER_MIND])]
    assert item_said_fine(again, "ok just the item:latte then".split(), latte) == [Finish()]
    assert item_said_fine([], "only the item:latte please".split(), latte) == [Finish()]
    assert item_said_fine(again, "just a item:latte".split(), latte) == again  # no "the": one more
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    assert item_said_fine(again, "just the item:latte then".split(), two) == again  # the muffin's to go
    assert item_said_fine(again, "no sorry , just a item:latte".split(), latte) == fine  # corrected to it
    large = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)
    assert item_said_fine(again, "no sorry , just a item:latte".split(), large) == again  # not as it is
    assert item_said_fine(again, "no sorry , just a item:latte".split(), two) == again  # not the last


def test_the_shipped_engine_keeps_one_latte_after_the_cookies_we_lack(engine):
    cart, replies = converse(engine, "two cookies and a latte", "ok just the latte then")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[1].startswith("Here's your order: a latte ($4.75).")
    cart, replies = converse(engine, "two espressos and a glass of water", "just the espressos then")
    assert lines(cart) == [{"item": "espresso", "qty": 2}] and replies[1].startswith("Here's your order")


def test_a_correction_to_the_lines_item_by_another_name_is_asked_of_the_line():
    from ordering.already_so import SAID

    americano = AMERICANO
    for text in ("actually a long black", "no, i meant a long black"):
        words = [*text.replace(",", " ,").replace("long black", "item:americano").split()]
        assert already_so([ChangeLine(ref=1, notes="x")], words, text, americano) == [
            AskMenu(ref=1, about=["item:americano", f"{SAID}long black"])], text
    said = "actually a item:americano".split()
    assert already_so([], said, "actually an americano", americano) == []  # its own name: the model's


def test_the_shipped_engine_says_the_americano_is_the_long_black(engine):
    _, replies = converse(engine, "a large americano", "oh actually a long black")
    assert replies[1] == "The americano is our long black already.", replies


def test_the_line_swapped_for_its_own_item_is_asked_of_the_line():
    swap = [AddLine(item="americano"), RemoveLine(ref=1)]
    said = "swap it for a item:americano".split()
    assert already_so(swap, said, "swap it for a long black", AMERICANO) == [
        AskMenu(ref=1, about=["item:americano", "said:long black"])]
    said = "switch it to a item:coffee please".split()  # the article after "to" is no part of the name
    coffee = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)
    assert already_so([ChangeLine(ref=1, notes="x")], said, "switch it to a drip coffee please", coffee) == [
        AskMenu(ref=1, about=["item:coffee", "said:drip coffee"])]
    mocha = [AddLine(item="mocha"), RemoveLine(ref=1)]  # another item: the model's swap
    assert already_so(mocha, "swap it for a item:mocha".split(), "swap it for a mocha", AMERICANO) == mocha
    iced = [AddLine(item="americano", temp="iced"), RemoveLine(ref=1)]  # more than the item
    said = "swap it for an temp:iced item:americano".split()
    assert already_so(iced, said, "swap it for an iced long black", AMERICANO) == iced


def test_the_shipped_engine_keeps_both_americanos_swapped_for_long_blacks(engine):
    cart, replies = converse(engine, "2 small americanos", "can you swap them for long blacks")
    assert lines(cart) == [{"item": "americano", "qty": 2, "size": "small"}]
    assert replies[1] == "The americanos are our long blacks already.", replies


def test_the_plain_kind_said_of_a_plain_line_changes_nothing():
    cortado = Cart(lines=[Line(id=1, item="cortado", size="small")], next_line_id=2)
    for edits in ([RemoveLine(ref=1)], [ChangeLine(ref=1, unset=["temp"])], []):
        assert plain_one_said(edits, "nope, just the classic one", cortado) == [AskMenu(about=[NEVER_MIND])]
    vanilla = Cart(lines=[Line(id=1, item="cortado", addons={"vanilla syrup": 1})], next_line_id=2)
    taken = [RemoveLine(ref=1)]  # of a line with more in it: which part, the words do not say
    assert plain_one_said(taken, "the classic one", vanilla) == taken
    iced = [ChangeLine(ref=1, temp="iced")]  # a change of its own
    assert plain_one_said(iced, "the classic one", cortado) == iced
    assert plain_one_said(taken, "the classic one is too strong", cortado) == taken  # more said


def test_the_shipped_engine_keeps_the_macchiato_said_traditional(engine):
    cart, replies = converse(engine, "one macchiato please", "is that the caramel one?",
                             "oh no, the traditional one")
    assert lines(cart) == [{"item": "macchiato", "qty": 1}]
    assert replies[2] == "No problem — nothing has changed. What else can I get you?"


def test_the_shipped_engine_keeps_one_americano_corrected_to_itself(engine):
    cart, replies = converse(engine, "the usual americano", "oops, sorry, just an americano")
    assert lines(cart) == [{"item": "americano", "qty": 1}]
    assert replies[1] == "No problem — nothing has changed. What else can I get you?"


def test_the_shipped_engine_keeps_the_flat_white_said_fine_after_a_piccolo(engine):
    cart, replies = converse(engine, "a flat white", "do you have a piccolo", "ok the flat white is fine")
    assert lines(cart) == [{"item": "flat white", "qty": 1}]
    assert replies[2] == "No problem — nothing has changed. What else can I get you?"


def test_the_last_line_said_to_be_what_it_is_is_answered_not_ordered_again():
    from ordering.already_so import line_confirmed
    from ordering.replies import CONFIRMING

    coffee = Cart(lines=[Line(id=1, item="coffee", size="medium", addons={"espresso shot": 1})],
                  next_line_id=2)
    again = [AddLine(item="coffee", addons={"espresso shot": 1})]
    assert line_confirmed(again, "that's a red eye right", coffee) == [
        AskMenu(ref=1, about=["item:coffee", "said:red eye", CONFIRMING])]
    assert line_confirmed(again, "and a red eye", coffee) == again  # an order
    assert line_confirmed(again, "is that the same as a red eye", coffee) == [
        AskMenu(ref=1, about=["item:coffee", "said:red eye", CONFIRMING])]
    other = [AddLine(item="coffee", addons={"vanilla syrup": 1})]  # not what the line holds
    assert line_confirmed(other, "that's a vanilla coffee right", coffee) == other


def test_the_shipped_engine_says_the_coffee_with_a_shot_is_a_red_eye(engine):
    cart, replies = converse(engine, "can i get a medium coffee with an extra shot", "that's a red eye right")
    assert len(cart.lines) == 1 and cart.lines[0].qty == 1
    assert replies[-1] == "Yes, the medium coffee with espresso shot is a red eye."


def test_the_shipped_engine_says_the_macchiato_is_the_same_as_a_macchiato(engine):
    cart, replies = converse(engine, "an espresso macchiato", "is that the same as a macchiato")
    assert len(cart.lines) == 1 and cart.lines[0].qty == 1
    assert replies[-1] == "Yes, that's our macchiato."
