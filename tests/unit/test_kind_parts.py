""""A hot tea and an iced tea" (which tea for each?), then "oolong": a hot oolong and an iced oolong
(`ordering.kind_parts`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, apply_edits, parts_said
from ordering.kind_parts import kind_parts_answered, kind_parts_asked, units_said
from ordering.menu import load_menu
from ordering.replies import answer_question
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()


def test_the_units_said_of_a_kind_in_parts():
    assert units_said("a temp:hot tea and an temp:iced tea".split(), "tea") == [{"temp": "hot"},
                                                                                 {"temp": "iced"}]
    assert units_said("n2 temp:hot teas and a size:large tea".split(), "tea") == [
        {"temp": "hot"}, {"temp": "hot"}, {"size": "large"}]
    assert units_said("n1 tea with milk and n1 with lemon".split(), "tea") == [
        {"notes": "with milk"}, {"notes": "with lemon"}]
    assert units_said("a tea with addon:honey and a temp:iced tea".split(), "tea") == [
        {"addon": "honey"}, {"temp": "iced"}]
    assert units_said("n2 teas , n1 temp:iced".split(), "tea") == [{"temp": "iced"}, {}]
    assert units_said("n2 teas , n1 of them temp:iced".split(), "tea") == [{"temp": "iced"}, {}]
    assert units_said("n2 teas , n1 with addon:honey and n1 with lemon".split(), "tea") == [
        {"addon": "honey"}, {"notes": "with lemon"}]
    assert units_said("n3 pastries , n2 temp:warm".split(), "pastries") == [{"temp": "warm"}] * 2 + [{}]
    assert units_said("n4 teas , n2 temp:iced and n1 with addon:honey".split(), "tea") == [
        {"temp": "iced"}, {"temp": "iced"}, {"addon": "honey"}, {}]


def test_units_not_read():
    assert units_said("tea and a temp:iced tea".split(), "tea") is None  # no count before the first
    assert units_said("n2 teas , n2 temp:iced".split(), "tea") is None
    assert units_said("a tea and n1 with a item:blueberry_muffin".split(), "tea") is None


def test_the_question_keeps_each_part():
    ask = [AskMenu(about=["tea", "count:1", "temp:hot"])]
    out = kind_parts_asked(ask, "a temp:hot tea and an temp:iced tea please".split())
    assert out == [AskMenu(about=["tea", "count:2", "part:temp=hot", "part:temp=iced"])]
    out = kind_parts_asked([AskMenu(about=["tea", "count:1", "size:large", "temp:iced"])],
                           "a size:large temp:iced tea and a size:small temp:iced tea".split())
    assert out == [AskMenu(about=["tea", "count:2", "temp:iced", "part:size=large", "part:size=small"])]
    notes = [AskMenu(about=["tea", "count:1", "notes:with milk, with lemon"])]
    assert kind_parts_asked(notes, "n1 tea with milk and n1 with lemon".split()) == [
        AskMenu(about=["tea", "count:2", "part:notes=with milk", "part:notes=with lemon"])]


def test_a_question_of_parts_alike_or_of_no_kind_said_is_kept():
    ask = [AskMenu(about=["tea", "count:2"])]
    assert kind_parts_asked(ask, "a tea and a tea".split()) == ask
    assert kind_parts_asked(ask, "n2 teas please".split()) == ask
    which = [AskMenu(about=["which:muffin", "count:2"])]
    assert kind_parts_asked(which, "a temp:hot muffin and a temp:warm muffin".split()) == which


def test_a_family_asked_of_in_parts_keeps_them():
    listed = [AskMenu(about=["family:green tea", "count:1", "temp:hot"])]
    assert kind_parts_asked(listed, "a temp:hot green tea and a temp:iced green tea".split()) == [
        AskMenu(about=["family:green tea", "count:2", "part:temp=hot", "part:temp=iced"])]
    question = answer_question(["family:green tea", "count:2", "part:temp=hot", "part:temp=iced"], MENU)
    assert question.startswith("Which green tea would you like for the hot one, and which for the iced one? "
                               "Our green teas: ")
    cart = apply_edits(Cart(), [AskMenu(about=["family:green tea", "count:2", "part:temp=hot",
                                               "part:temp=iced"])], MENU).cart
    assert cart.asked.parts == [{"temp": "hot"}, {"temp": "iced"}]
    assert kind_parts_answered([AddLine(item="cloud and mist tea", qty=2)], "cloud and mist", cart, MENU) == [
        AddLine(item="cloud and mist tea", temp="hot"), AddLine(item="cloud and mist tea", temp="iced")]


def test_the_question_names_each_part():
    question = answer_question(["tea", "count:2", "part:temp=hot", "part:temp=iced"], MENU)
    assert question.startswith("Which tea would you like for the hot one, and which for the iced one? ")
    question = answer_question(["teas", "count:3", "part:temp=hot", "part:temp=hot", "part:temp=iced"], MENU)
    assert question.startswith("Which tea would you like for the two hot ones, and which for the iced one?")
    question = answer_question(["tea", "count:2", "part:", "part:addon=honey"], MENU)
    assert question.startswith("Which tea would you like for the one with honey, and which for the other")
    question = answer_question(["pastries", "count:2", "part:temp=warm", "part:"], MENU)
    assert question.startswith("Which pastry would you like for the warm one, and which for the other one?")


def test_the_question_is_kept_for_the_answer():
    cart = apply_edits(Cart(), [AskMenu(about=["tea", "count:2", "size:large", "part:temp=hot",
                                               "part:temp=iced"])], MENU).cart
    assert cart.asked == Asked(kind="tea", count=2, values={"size": "large"},
                               parts=[{"temp": "hot"}, {"temp": "iced"}])
    assert parts_said(["tea", "part:temp=iced;addon=honey,lemon"]) == [{"temp": "iced",
                                                                        "addon": "honey,lemon"}]


ASKED = Cart(asked=Asked(kind="tea", count=2, parts=[{"temp": "hot"}, {"temp": "iced"}]))


def test_one_tea_named_is_each_parts():
    out = kind_parts_answered([AddLine(item="oolong tea", qty=2)], "oolong", ASKED, MENU)
    assert out == [AddLine(item="oolong tea", temp="hot"), AddLine(item="oolong tea", temp="iced")]
    out = kind_parts_answered([AddLine(item="oolong tea")], "oolong for both", ASKED, MENU)
    assert out == [AddLine(item="oolong tea", temp="hot"), AddLine(item="oolong tea", temp="iced")]


def test_as_many_teas_as_parts_are_one_each():
    said = [AddLine(item="earl grey tea"), AddLine(item="oolong tea")]
    assert kind_parts_answered(said, "earl grey and oolong", ASKED, MENU) == [
        AddLine(item="earl grey tea", temp="hot"), AddLine(item="oolong tea", temp="iced")]
    said = [AddLine(item="earl grey tea", temp="iced"), AddLine(item="oolong tea")]
    assert kind_parts_answered(said, "earl grey iced and oolong hot", ASKED, MENU) == [
        AddLine(item="earl grey tea", temp="iced"), AddLine(item="oolong tea", temp="hot")]


def test_one_tea_said_of_one_part_leaves_the_other_asked():
    out = kind_parts_answered([AddLine(item="oolong tea", qty=2)], "oolong for the iced one", ASKED, MENU)
    assert out == [AddLine(item="oolong tea", temp="iced"),
                   AskMenu(about=["tea", "count:1", "part:temp=hot"])]
    out = kind_parts_answered([AddLine(item="oolong tea", temp="hot")], "the hot one oolong", ASKED, MENU)
    assert out == [AddLine(item="oolong tea", temp="hot"),
                   AskMenu(about=["tea", "count:1", "part:temp=iced"])]


def test_other_answers_are_the_models():
    latte = [AddLine(item="latte")]
    assert kind_parts_answered(latte, "a latte", ASKED, MENU) == latte
    three = [AddLine(item="oolong tea"), AddLine(item="earl grey tea"), AddLine(item="jin xuan tea")]
    assert kind_parts_answered(three, "oolong, earl grey and jin xuan", ASKED, MENU) == three
    change = [ChangeLine(ref=1, temp="iced")]
    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=2, asked=ASKED.asked)
    assert kind_parts_answered(change, "make it iced", cart, MENU) == change
    plain = Cart(asked=Asked(kind="tea", count=2, values={"temp": "iced"}))
    assert kind_parts_answered([AddLine(item="oolong tea", qty=2)], "oolong", plain, MENU) == [
        AddLine(item="oolong tea", qty=2)]


def test_the_shipped_engine_orders_a_hot_and_an_iced_tea_of_one_answer(engine):
    cart, replies = converse(engine, "could i get a hot tea and an iced tea", "oolong please")
    assert replies[0].startswith("Which tea would you like for the hot one, and which for the iced one?")
    assert lines(cart) == [{"item": "oolong tea", "qty": 1, "temp": "hot"},
                           {"item": "oolong tea", "qty": 1, "temp": "iced"}]


def test_the_shipped_engine_asks_again_of_the_part_left(engine):
    cart, replies = converse(engine, "a hot tea and an iced tea please", "the hot one english breakfast",
                             "iced one peppermint")
    assert "Which tea would you like for the iced one?" in replies[1]
    assert lines(cart) == [{"item": "english breakfast tea", "qty": 1, "temp": "hot"},
                           {"item": "peppermint rose tea", "qty": 1, "temp": "iced"}]


def test_the_shipped_engine_keeps_both_sizes_and_both_requests(engine):
    cart, _ = converse(engine, "one large tea and one small tea", "earl grey for both")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1, "size": "large"},
                           {"item": "earl grey tea", "qty": 1, "size": "small"}]
    cart, _ = converse(engine, "a tea with milk and one with lemon", "english breakfast and jin xuan")
    assert [(line.item, line.notes) for line in cart.lines] == [("english breakfast tea", "with milk"),
                                                                ("jin xuan tea", "with lemon")]


def test_one_said_before_the_kind_is_its_count():
    assert units_said("n1 size:large tea and n1 size:small tea".split(), "tea") == [{"size": "large"},
                                                                                   {"size": "small"}]


def test_the_other_one_named_is_one():
    left = Cart(asked=Asked(kind="tea", count=1, parts=[{"temp": "iced"}]))
    assert kind_parts_answered([AddLine(item="oolong tea", qty=2)], "the other one oolong", left, MENU) == [
        AddLine(item="oolong tea", temp="iced")]
    assert kind_parts_answered([AddLine(item="oolong tea", qty=2)], "two oolong", left, MENU) == [
        AddLine(item="oolong tea", qty=2)]
    twice = [AddLine(item="oolong tea"), AddLine(item="oolong tea")]
    assert kind_parts_answered(twice, "the other one oolong", left, MENU) == [
        AddLine(item="oolong tea", temp="iced")]


def test_a_value_said_of_a_part_is_not_the_line_ordered_before():
    ask = AskMenu(about=["teas", "count:2"])
    said = "a item:latte and n2 teas , n1 of them temp:iced".split()
    assert kind_parts_asked([AddLine(item="latte", temp="iced"), ask], said) == [
        AddLine(item="latte"), AskMenu(about=["teas", "count:2", "part:temp=iced", "part:"])]
    said = "an temp:iced item:latte and n2 teas , n1 of them temp:iced".split()
    assert kind_parts_asked([AddLine(item="latte", temp="iced"), ask], said)[0] == AddLine(item="latte",
                                                                                          temp="iced")


def test_the_shipped_engine_leaves_the_latte_hot_of_one_iced_tea(engine):
    cart, _ = converse(engine, "a latte and two teas, one of them iced", "earl grey")
    assert lines(cart) == ordered([{"item": "earl grey tea", "qty": 1}, {"item": "latte", "qty": 1},
                                   {"item": "earl grey tea", "qty": 1, "temp": "iced"}])


def test_a_part_warmed_of_a_pastry_is_its_preparation():
    warm = Cart(asked=Asked(kind="pastries", count=3, parts=[{"temp": "warm"}, {"temp": "warm"}, {}]))
    muffins = [AddLine(item="blueberry muffin", qty=3)]
    assert kind_parts_answered(muffins, "blueberry muffins", warm, MENU) == [
        AddLine(item="blueberry muffin", qty=2, preps=["warmed"]), AddLine(item="blueberry muffin")]


def test_the_part_left_of_pastries_is_asked_of_one_pastry():
    warm = Cart(asked=Asked(kind="pastries", count=2, parts=[{"temp": "warm"}, {}]))
    out = kind_parts_answered([AddLine(item="banana bread")], "the warm one a banana bread", warm, MENU)
    assert out == [AddLine(item="banana bread", preps=["warmed"]),
                   AskMenu(about=["pastry", "count:1", "part:"])]
    assert answer_question(out[1].about, MENU).startswith("Which pastry would you like for the other one? ")


def test_the_shipped_engine_warms_two_of_three_pastries(engine):
    cart, replies = converse(engine, "three pastries, two warmed", "butter croissants")
    assert replies[0].startswith("Which pastry would you like for the two warm ones, and which for the other")
    assert lines(cart) == [{"item": "butter croissant", "qty": 2, "preps": ["warmed"]},
                           {"item": "butter croissant", "qty": 1}]
