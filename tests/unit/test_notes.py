"""Notes: a special request keeps the customer's own words (no model involved)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.noted_lines import noted_not_added
from ordering.notes import ground_notes, note_from_turn, note_supported
from ordering.said import light_add_ons_at, menu_words, said_requests
from tests.unit.shipped import converse


@pytest.fixture(scope="module")
def menu():
    return load_menu()


@pytest.fixture(scope="module")
def words(menu):
    return menu_words(menu)


def test_a_request_worded_otherwise_is_read_back_from_the_turn(menu, words):
    text = "can you make line 1 light on the froth please"
    assert note_from_turn("light on the milk", text, menu_words=words) == "light on the froth"
    assert note_from_turn("with a lot of milk", "oh and a lot of sweetener, thanks", menu_words=words) \
        == "a lot of sweetener"
    edits = [ChangeLine(ref=2, notes="with a lot of milk on top")]
    assert ground_notes(edits, "and make the mocha with a cherry on top too", menu) == [
        ChangeLine(ref=2, notes="with a cherry on top")
    ]


def test_a_note_in_other_words_gives_way_to_the_menus_note_word_said(menu):
    weak = [ChangeLine(ref=1, notes="weak")]  # the model's word for it
    assert ground_notes(weak, "make it a ristretto", menu) == [ChangeLine(ref=1, notes="ristretto")]
    assert ground_notes(weak, "make it a lungo", menu) == []  # no word of the menu's: dropped
    assert ground_notes(weak, "make it light", menu) == []  # "light" says nothing by itself
    two = [ChangeLine(ref=1, notes="ristretto"), ChangeLine(ref=2, notes="weak")]
    assert ground_notes(two, "make the latte a ristretto and the mocha stronger", menu) == two[:1]


def test_the_shipped_engine_notes_a_ristretto(engine):
    cart, replies = converse(engine, "two espressos", "one of them a doppio", "and the other one a ristretto")
    assert [(line.shots, line.notes) for line in cart.lines] == [(None, "ristretto"), (2, None)]
    assert replies[2] == 'Changed the espresso on line 1: note "ristretto". Anything else?'


def test_the_turn_words_only_stand_in_for_the_notes_own(menu, words):
    text = "could i get a cappuccino with almond milk and a dash of cinnamon"
    assert note_from_turn("a dash of milk", text, ["cinnamon"], menu_words=words) is None  # no padding
    assert note_from_turn("in a mug", "in a large cup please", menu_words=words) is None  # nothing shared
    text = "a mocha with extra caramel drizzle on top"
    assert note_from_turn("with a cherry on top", text, menu_words=words) is None  # three for the note's two
    assert note_from_turn("not too sweet", "and make it sweet please", menu_words=words) is None  # one word


def test_a_remark_is_no_request(menu, words):
    edits = [AddLine(item="cortado", temp="extra hot", notes="served cold")]
    assert ground_notes(edits, "a cortado, but make it extra hot, it's cold out today", menu) == [
        AddLine(item="cortado", temp="extra hot")
    ]
    assert note_from_turn("served cold", "a mocha served piping hot", menu_words=words) is None
    assert note_from_turn("very strong", "could i get 2 strong lattes", menu_words=words) is None  # a count
    edits = [AddLine(item="mocha", qty=2, notes="steamed milk")]
    assert ground_notes(edits, "could i order 2 steamed mochas", menu) == [AddLine(item="mocha", qty=2)]


def test_a_note_restating_the_lines_values_is_dropped(menu, words):
    edits = [AddLine(item="espresso", addons={"honey": 1}, preps=["dry"], notes="bone dry")]
    assert ground_notes(edits, "an espresso with honey please dry", menu)[0].notes is None
    edits = [AddLine(item="cold brew", addons={"raspberry syrup": 1}, notes="a little raspberry syrup")]
    assert ground_notes(edits, "a cold brew, lid and a pump of raspberry", menu)[0].notes is None
    edits = [AddLine(item="latte", milk="oat milk", notes="with oat milk froth on top")]
    assert ground_notes(edits, "a latte with oat milk please", menu)[0].notes is None


def test_one_request_is_one_lines(menu, words):
    text = "an espresso macchiato plus nutmeg and one cortado, light foam with some cream"
    edits = [AddLine(item="cortado", addons={"foam": 1}, notes="light foam"),
             AddLine(item="macchiato", addons={"nutmeg": 1}, notes="light nutmeg powder")]
    assert [e.notes for e in ground_notes(edits, text, menu)] == ["light foam", None]
    edits = [AddLine(item="cortado", notes="light on the foam"),
             AddLine(item="macchiato", notes="go light on the milk")]
    assert [e.notes for e in ground_notes(edits, "a macchiato and a cortado light on the foam", menu)] == [
        "light on the foam", None]


def test_a_note_naming_a_value_the_line_has_is_dropped(menu):
    edits = [AddLine(item="espresso", preps=["dry"], notes="bone dry"),
             AddLine(item="latte", temp="extra hot", notes="extra hot"),
             AddLine(item="latte", milk="oat milk", notes="extra milk")]
    text = "an espresso bone dry, a latte extra hot and a latte with oat milk and extra milk"
    assert [e.notes for e in ground_notes(edits, text, menu)] == [None, None, "extra milk"]


def test_an_add_on_said_with_an_unsaid_word_is_no_request():
    text = "a macchiato with four pumps of nutmeg, and one white chocolate sauce"
    assert not note_supported("light white chocolate sauce", text, ["nutmeg", "white chocolate sauce"])
    assert note_supported("light foam", "a chai latte, but with light foam please", ["foam"])


def test_requests_said_in_so_many_words():
    assert said_requests("make the fourth item double the foam, when you get a chance") == ["double the foam"]
    assert said_requests("a flat white and not uh too much milk foam") == ["not too much milk foam"]
    assert said_requests("a cappuccino in a ceramic cup please, and a jin xuan tea short pour") == [
        "in a ceramic cup", "short pour"]
    assert said_requests("a latte in a to go cup") == []  # to go is the order's, not a request
    assert said_requests("a latte and a cappuccino, both in ceramic mugs please") == ["in ceramic mugs"]
    assert said_requests("two mochas in to go cups") == [] and said_requests("in here please") == []
    assert said_requests("put the half and half on the side") == ["half and half on the side"]
    assert said_requests("put them in one carrier") == ["in one carrier"]  # how they are carried
    assert said_requests("can you put it in my own cup") == ["in my own cup"]  # the customer's cup
    assert said_requests("two teas in our travel mugs") == ["in our travel mugs"]
    assert said_requests("sugar in my latte please") == []  # no cup named
    assert said_requests("not that much sugar though") == ["not that much sugar"]  # less of it, said so
    assert said_requests("not so much vanilla please") == ["not so much vanilla"]
    assert said_requests("with oat milk on the side") == ["with oat milk on the side"]  # said alone
    assert said_requests("a large cup of coffee") == []
    assert said_requests("can you make it unsweetened") == ["unsweetened"]
    assert said_requests("an iced tea, not sweetened please") == ["not sweetened"]
    assert said_requests("a mocha double cupped and a latte, half full") == ["double cupped", "half full"]
    assert said_requests("make it three quarters full, and double cup the tea") == [
        "three quarters full", "double cup"]
    assert said_requests("a double shot latte with full fat milk") == []
    assert said_requests("a mocha, not too sweet, and not too much foam") == [
        "not too sweet", "not too much foam"]
    assert said_requests("i'd like it topped with a cookie crumble") == ["topped with a cookie crumble"]
    assert said_requests("ten steamers and with a cherry on top, and a cortado") == ["with a cherry on top"]
    assert said_requests("a chai latte with half the milk instead of the full amount") == ["half the milk"]
    assert said_requests("a cortado with just a pinch of oat milk") == ["a pinch of oat milk"]


def test_words_the_menu_reads_as_an_option_are_no_request(menu):
    from ordering.said import an_option

    assert an_option("with two cinnamon on top", menu) and an_option("topped with cinnamon", menu)
    assert not an_option("with a cherry on top", menu)
    assert an_option("a touch of caramel sauce added", menu)  # one portion of an add-on
    assert not an_option("a dash of nuts", menu) and not an_option("a touch of almond milk", menu)
    assert ground_notes([AddLine(item="mocha")], "a mocha not too sweet", menu)[0].notes == "not too sweet"
    warm = AddLine(item="cappuccino", temp="warm")
    assert ground_notes([warm], "a cappuccino not too hot please", menu) == [warm]  # warm, no note


def test_a_request_no_note_says_goes_on_the_one_line(menu):
    text = "could i have a matcha latte? i would like it in a tall cup please"
    assert ground_notes([AddLine(item="matcha latte")], text, menu) == [
        AddLine(item="matcha latte", notes="in a tall cup")]
    two = [AddLine(item="latte"), AddLine(item="mocha")]  # the cup is the mocha's, named before it
    assert ground_notes(two, "a latte and a mocha in a tall cup", menu) == [
        AddLine(item="latte"), AddLine(item="mocha", notes="in a tall cup")]
    assert ground_notes(two, "a latte and a mocha in a tall cup") == two  # without the menu: not known
    text = "a cortado, hardly any froth, and a mocha in a ceramic cup"
    assert [e.notes for e in ground_notes(two[::-1] + [AddLine(item="cortado")], text, menu)] == [
        "in a ceramic cup", None, "hardly any froth"]
    split = [AddLine(item="latte"), AddLine(item="latte", milk="oat milk")]  # which latte: not known
    assert ground_notes(split, "two lattes, one with oat milk, double the foam", menu) == split
    noted = [ChangeLine(ref=1, notes="light on the froth")]
    assert ground_notes(noted, "make it light on the froth please", menu) == noted


def test_a_note_in_other_words_gives_way_to_the_request_said(menu):
    said = "make line 1 a drop of cream please"  # nothing of "with a little less milk" tells: dropped...
    assert ground_notes([ChangeLine(ref=1, notes="with a little less milk")], said, menu) == [
        ChangeLine(ref=1, notes="a drop of cream")]  # ...but the request on line 1 is the one said
    text = "one americano, light on the room and one more thing, 3 cortados minus the sugars"
    edits = [AddLine(item="americano", notes="light on the milk"),
             AddLine(item="cortado", qty=3, removals=["sugar"], notes="room on the milk")]
    assert [e.notes for e in ground_notes(edits, text, menu)] == ["light on the room", None]  # said once


def test_many_requests_make_no_note_too_long_for_the_cart(menu):
    from ordering.edits import MAX_NOTE_CHARS

    text = ", ".join(["a latte hardly any foam", "in a ceramic cup", "double the water"] * 20)
    note = ground_notes([AddLine(item="latte")], text, menu)[0].notes
    assert note.startswith("hardly any foam, in a ceramic cup") and len(note) <= MAX_NOTE_CHARS


def test_a_request_about_an_add_on_keeps_the_name_the_customer_gave_it(menu):
    honey = AddLine(item="cortado", addons={"honey": 1}, notes="light honey")
    assert ground_notes([honey], "a cortado but light honeys, please", menu)[0].notes == "light honeys"
    stevia = AddLine(item="steamer", addons={"stevia": 1}, notes="light stevia")
    said = "2 steamers served warm with light uh truvia, call it jean"
    assert ground_notes([stevia], said, menu)[0].notes == "light truvia"  # fillers are not the request
    shots = AddLine(item="flat white", addons={"espresso shot": 1}, notes="light espresso shot")
    assert ground_notes([shots], "a flat white with light extra shots", menu)[0].notes == "light extra shots"
    # one portion ("a little") or two ("extra") say how much of the add-on: no request in other words
    little = AddLine(item="mocha", addons={"honey": 1}, notes="a little honey")
    assert ground_notes([little], "a mocha with a little honeys", menu)[0].notes is None
    foam = AddLine(item="latte", addons={"foam": 2}, notes="extra foamy")
    assert ground_notes([foam], "a latte with extra foam", menu)[0].notes is None


def test_a_request_worded_as_another_amount_goes_where_it_was_said(menu):
    text = "a cappuccino with sugar free vanilla, a chocolate croissant, very little cream, and nonfat milk"
    edits = [AddLine(item="cappuccino", notes="very little milk"), AddLine(item="chocolate croissant")]
    assert [e.notes for e in ground_notes(edits, text, menu)] == [None, "very little cream"]
    one = [ChangeLine(ref=1, notes="very little milk")]
    assert ground_notes(one, "make it very little water, with milk", menu) == [
        ChangeLine(ref=1, notes="very little water, with milk")]  # plain milk is a request too


def test_of_two_lines_of_one_item_a_request_goes_to_the_one_it_was_said_of(menu):
    text = "a small latte macchiato, a drop of cream, 4 nutmeg with coconut milk, and two latte macchiatos"
    small = AddLine(item="latte macchiato", size="small", milk="coconut milk", addons={"nutmeg": 4})
    two = AddLine(item="latte macchiato", qty=2)
    assert [e.notes for e in ground_notes([two, small], text, menu)] == [None, "a drop of cream"]
    text = "a latte macchiato with nutmeg, and two latte macchiatos, double cupped"
    with_nutmeg = AddLine(item="latte macchiato", addons={"nutmeg": 1})
    assert [e.notes for e in ground_notes([with_nutmeg, two], text, menu)] == [None, "double cupped"]
    # the words said nearest the mention tell first: "three whipped" is the first latte's
    text = "a latte with mocha sauce and three whipped and one more thing, one iced latte, not too sweet"
    whipped = AddLine(item="latte", addons={"whipped cream": 3})
    iced = AddLine(item="latte", temp="iced")
    assert [e.notes for e in ground_notes([whipped, iced], text, menu)] == [None, "not too sweet"]


def test_a_note_written_on_the_wrong_line_goes_to_the_item_it_was_said_with(menu):
    text = "an english breakfast tea with extra nutmeg and a lot of sweetener, and a cappuccino"
    edits = [AddLine(item="english breakfast tea", addons={"nutmeg": 2}),
             AddLine(item="cappuccino", notes="with a lot of milk")]  # other words, and the wrong line
    assert [e.notes for e in ground_notes(edits, text, menu)] == ["a lot of sweetener", None]
    text = "a cortado with a little white chocolate sauce, and a matcha latte and a drop of water"
    edits = [AddLine(item="cortado", addons={"white chocolate sauce": 1}),
             AddLine(item="matcha latte", notes="a little white chocolate sauce")]  # the cortado's, but
    assert [e.notes for e in ground_notes(edits, text, menu)] == [None, "a drop of water"]  # one portion
    text = "a cortado, and a matcha latte bone dry with sugar"
    edits = [AddLine(item="cortado", notes="bone dry"), AddLine(item="matcha latte", preps=["dry"])]
    assert [e.notes for e in ground_notes(edits, text, menu)] == [None, None]  # the latte is dry already


def test_an_add_on_asked_light_is_a_request_in_the_customers_words(menu):
    assert light_add_ons_at("a cortado light uh honeys, and 1 light cream cappuccino", menu) == [
        (10, "light honeys")]  # "light cream" is the half and half milk
    mocha = AddLine(item="mocha", addons={"sweetener": 1})
    assert ground_notes([mocha], "one decaf mocha with light sweetener", menu)[0].notes == "light sweetener"
    # said by a note of another line already ("light raspberry"): no line takes it twice
    text = "2 macchiatos with chocolate sauce, and a flat white but light raspberry syrup"
    edits = [AddLine(item="macchiato", qty=2, addons={"chocolate sauce": 1}, notes="light chocolate sauce"),
             AddLine(item="flat white", addons={"raspberry syrup": 1}, notes="light raspberry")]
    assert [e.notes for e in ground_notes(edits, text, menu)] == [None, "light raspberry"]


def test_more_of_something_the_menu_sells_no_portion_of_is_a_request(menu):
    from ordering.said import more_of_at

    said = "a latte, more steamed milk and one more thing, a cortado with more syrup"
    assert [r for _, r in more_of_at(said, menu)] == ["more steamed milk", "more syrup"]
    for counted in ("more vanilla", "one more latte", "no more whip", "and one more thing", "more ice"):
        assert more_of_at(counted, menu) == [], counted
    latte = AddLine(item="latte")
    assert ground_notes([latte], "a latte, more steamed milk", menu)[0].notes == "more steamed milk"


def test_the_one_line_takes_every_request_said(menu):
    said = "oh and a drop of water, half full please"
    assert ground_notes([ChangeLine(ref=2, notes="three quarters full")], said, menu) == [
        ChangeLine(ref=2, notes="a drop of water, half full")]
    kept = [ChangeLine(ref=1, notes="half full")]  # said already: the other request joins it
    assert ground_notes(kept, "make the latte half full and double cupped", menu) == [
        ChangeLine(ref=1, notes="half full, double cupped")]


def test_more_of_a_milk_is_the_milk_and_a_request(menu):
    from ordering.said import more_of_at

    said = "a flat white with extra oat milk, and the chai with almond milk, oh and more almond milk"
    assert [r for _, r in more_of_at(said, menu)] == ["extra oat milk", "more almond milk"]
    for other in ("an extra oat milk latte", "a bagel with more cream cheese", "a latte with extra milk"):
        assert more_of_at(other, menu) == [], other  # another drink; an add-on; a request the model writes
    cortado = AddLine(item="cortado", milk="oat milk")
    assert ground_notes([cortado], "one cortado, extra oat milk", menu)[0].notes == "extra oat milk"


def test_a_little_more_of_an_add_on_is_a_request(menu):
    from ordering.said import more_of_at

    said = "and a little extra caramel, and just a bit more vanilla please"
    assert [r for _, r in more_of_at(said, menu)] == ["a little extra caramel", "a bit more vanilla"]
    for other in ("extra caramel", "a little caramel", "more vanilla"):
        assert more_of_at(other, menu) == [], other
    model = [ChangeLine(ref=1, notes="a little caramel syrup")]
    assert ground_notes(model, "and a little extra caramel", menu) == [
        ChangeLine(ref=1, notes="a little extra caramel")]


def test_the_shipped_engine_notes_a_little_extra_caramel(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "can i have an iced latte with caramel", "and a little extra caramel")
    assert [(dict(line.addons), line.notes) for line in cart.lines] == [
        ({"caramel syrup": 1}, "a little extra caramel")]


def test_an_add_on_said_light_after_it_is_a_request(menu):
    for text, want in (("a mocha with whipped cream, light", "light whipped cream"),
                       ("with whip, but light", "light whip"), ("add some whip but light", "light whip"),
                       ("a latte with vanilla, just light please", "light vanilla")):
        assert [r for _, r in light_add_ons_at(text, menu)] == [want], text
    for text in ("a latte, light", "whip light", "with oat milk, light"):
        assert light_add_ons_at(text, menu) == [], text


def test_an_add_on_made_light_is_a_request(menu):
    for text, want in (("can i get a large caramel latte, but could you make the caramel light",
                        "light caramel"), ("make the whip light please", "light whip"),
                       ("keep the vanilla light", "light vanilla")):
        assert [r for _, r in light_add_ons_at(text, menu)] == [want], text
    for text in ("make it light", "make the latte light", "the caramel light roast one"):
        assert light_add_ons_at(text, menu) == [], text


def test_not_too_much_said_after_a_milk_or_an_add_on_is_a_request(menu):
    for text, want in (("a cold brew with oat milk, not too much", "not too much oat milk"),
                       ("a latte with vanilla, not too much please", "not too much vanilla")):
        assert [r for _, r in light_add_ons_at(text, menu)] == [want], text
    for text in ("a latte, not too much", "not too much", "with oat milk, not too much sugar"):
        assert light_add_ons_at(text, menu) == [], text


def test_the_shipped_engine_notes_not_too_much_oat_milk(engine):
    cart, _ = converse(engine, "a cold brew with oat milk, not too much")
    assert [(line.milk, line.notes) for line in cart.lines] == [("oat milk", "not too much oat milk")]


def test_the_shipped_engine_makes_the_caramel_light(engine):
    cart, _ = converse(engine, "can i get a large caramel latte, but could you make the caramel light")
    assert [(dict(line.addons), line.notes) for line in cart.lines] == [
        ({"caramel syrup": 1}, "light caramel")]


def test_the_shipped_engine_notes_the_whip_light(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a medium mocha, no whip", "actually i do want whip, light")
    assert [(dict(line.addons), line.notes) for line in cart.lines] == [({"whipped cream": 1}, "light whip")]


def test_half_of_what_goes_in_the_cup_is_a_request():
    assert said_requests("one flat white, half milk") == ["half milk"]
    assert said_requests("an americano for me, with half espresso") == ["half espresso"]
    for value in ("a half and half espresso", "a half & half latte", "a half-and-half mocha",
                  "a half caf latte"):
        assert said_requests(value) == [], value


def test_milk_asked_as_itself_is_a_request_not_a_milk_of_ours(menu):
    assert said_requests("an earl grey with milk please") == ["with milk"]
    assert said_requests("a coffee with just a little bit of milk") == ["with just a little bit of milk"]
    assert said_requests("a coffee with milk foam") == []  # an add-on's name
    assert said_requests("a mocha with oat milk") == []  # a milk of the menu
    assert ground_notes([AddLine(item="earl grey tea")], "an earl grey with milk", menu) == [
        AddLine(item="earl grey tea", notes="with milk")]


def test_a_note_turning_the_request_the_other_way_is_not_the_customers():
    text = "an espresso with a little milk"
    assert not note_supported("with a little less milk", text)  # "less" was never said
    assert not note_supported("extra foam please", "a latte, foam please")
    assert note_supported("with a little milk", text)
    assert note_supported("less ice", "an iced latte with less ice")


def test_a_note_that_runs_on_past_the_words_said_is_read_again_from_the_turn(menu):
    text = "one latte, extra foam, light on the milk"
    assert not note_supported("light on the milk on the milk on", text)  # "milk" said once
    assert note_supported("light on the milk", text)
    model = [AddLine(item="latte", addons={"foam": 2}, notes="light on the milk on the milk on")]
    assert ground_notes(model, text, menu) == [
        AddLine(item="latte", addons={"foam": 2}, notes="light on the milk")]


def test_the_shipped_engine_notes_light_on_the_milk_once(engine):
    cart, _ = converse(engine, "one latte, extra foam, light on the milk")
    assert [line.notes for line in cart.lines] == ["light on the milk"]


def test_a_request_said_of_one_of_two_lines_alike_goes_to_the_one_split_off(menu):
    two = [AddLine(item="coffee"), AddLine(item="coffee")]
    assert ground_notes(two, "two coffees, one with milk", menu) == [
        AddLine(item="coffee"), AddLine(item="coffee", notes="with milk")]
    assert ground_notes(two, "two coffees, one of them in a ceramic cup", menu) == [
        AddLine(item="coffee"), AddLine(item="coffee", notes="in a ceramic cup")]
    assert ground_notes(two, "two coffees in a ceramic cup", menu) == two  # of both: not known which
    # the model iced the first of "two iced americanos" only: the plain one is the one split off
    model = [AddLine(item="americano", temp="iced"), AddLine(item="americano")]
    assert ground_notes(model, "two iced americanos, one with milk", menu) == [
        model[0], AddLine(item="americano", notes="with milk")]
    # lines that differ both ways are not known apart
    model = [AddLine(item="americano", temp="iced"), AddLine(item="americano", size="large")]
    assert ground_notes(model, "two americanos, one with milk", menu) == model


def test_a_request_naming_a_value_of_one_of_the_lines_goes_to_that_line(menu):
    model = [AddLine(item="americano", temp="iced", milk="oat milk"), AddLine(item="americano")]
    assert ground_notes(model, "two iced americanos please, one with a splash of oat milk", menu) == [
        AddLine(item="americano", temp="iced", milk="oat milk", notes="a splash of oat milk"), model[1]]


def test_the_shipped_engine_notes_the_splash_on_its_own_line(engine):
    cart, _ = converse(engine, "two iced americanos please, one with a splash of oat milk")
    assert [(line.milk, line.notes) for line in cart.lines] == [("oat milk", "a splash of oat milk"),
                                                                (None, None)]


def test_a_word_turning_the_request_said_just_before_it_stays_in_the_note(menu, words):
    # the model wrote "less sweet": not "too sweet" out of the turn, but the request said, "not too sweet"
    assert note_from_turn("less sweet", "a latte, not too sweet", menu_words=words) is None
    assert ground_notes([AddLine(item="latte", notes="less sweet")], "a latte, not too sweet", menu) == [
        AddLine(item="latte", notes="not too sweet")]


def test_a_note_saying_only_an_add_on_the_line_has_is_dropped(menu):
    text = "a latte with cinnamon sprinkled on top"
    edits = [AddLine(item="latte", addons={"cinnamon": 1}, notes="with a cinnamon sprinkle on top")]
    assert ground_notes(edits, text, menu) == [AddLine(item="latte", addons={"cinnamon": 1})]
    more = [AddLine(item="latte", addons={"cinnamon": 1}, notes="extra cinnamon on top")]  # more: a request
    assert ground_notes(more, "a latte with extra cinnamon on top", menu)[0].notes == "extra cinnamon on top"


def test_a_note_whose_thing_was_not_said_is_reread_with_the_thing_said():
    text = "an espresso with a little extra sweetener"
    assert not note_supported("a little extra milk", text)  # "milk" was never said
    assert note_from_turn("a little extra milk", text) == "a little extra sweetener"
    assert note_from_turn("with a little less milk", "the latte with a little less foam please") == (
        "with a little less foam")
    # "just a bit of" a syrup asks for one portion, no request of its own
    assert note_from_turn("just a bit of ice", "a cortado, just a bit of vanilla flavoring") is None


def test_a_request_said_of_a_cart_line_is_its_note_not_another_line():
    cart = Cart(lines=[Line(id=1, item="wild strawberry tea")], next_line_id=2)
    said = "that item:wild_strawberry_tea more steamed milk please".split()
    added = [AddLine(item="wild strawberry tea", notes="more steamed milk")]
    assert noted_not_added(added, said, cart) == [ChangeLine(ref=1, notes="more steamed milk")]
    another = "and another item:wild_strawberry_tea with more steamed milk".split()
    assert noted_not_added(added, another, cart) == added
    valued = [AddLine(item="wild strawberry tea", size="large", notes="more steamed milk")]
    assert noted_not_added(valued, said, cart) == valued


def test_a_unit_split_off_with_a_request_stays_a_line_of_its_own():
    cart = Cart(lines=[Line(id=1, item="americano", qty=2), Line(id=2, item="latte")], next_line_id=3)
    said = "and n1 of the item:americano with milk".split()
    split = [ChangeLine(ref=1, qty=1), AddLine(item="americano", notes="with milk")]
    assert noted_not_added(split, said, cart) == split


def test_the_shipped_engine_keeps_both_americanos_one_with_milk(engine):
    cart, replies = converse(engine, "two americanos and a latte", "and one of the americanos with milk")
    assert [(line.item, line.qty, line.notes) for line in cart.lines] == [
        ("americano", 1, None), ("latte", 1, None), ("americano", 1, "with milk")]
    assert replies[1].startswith("The 2 americanos are now an americano ($3.75) and an americano")


def test_a_note_of_the_words_said_but_for_glue_is_written_once_as_said(menu):
    text = "with milk on the side please"
    edits = [ChangeLine(ref=1, notes="with the milk on the side")]
    assert ground_notes(edits, text, menu) == [ChangeLine(ref=1, notes="with milk on the side")]


def test_the_shipped_engine_writes_a_request_once(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "an oolong tea", "with milk on the side")
    assert cart.lines[0].notes == "with milk on the side"
    assert replies[1] == 'Changed the oolong tea: note "with milk on the side". Anything else?'


def test_two_things_put_on_the_side_together_are_one_request(menu):
    from ordering.said import said_requests_at

    assert said_requests_at("with milk and honey on the side") == [(0, "with milk and honey on the side")]
    assert said_requests_at("a tea with milk, and honey on the side") == [
        (6, "with milk"), (21, "honey on the side")]  # said apart: two
    model = [ChangeLine(ref=1, add_addons={"honey": 1}, notes="with the milk on the side")]
    assert ground_notes(model, "with milk and honey on the side", menu) == [
        ChangeLine(ref=1, add_addons={"honey": 1}, notes="with milk and honey on the side")]


def test_a_side_of_a_thing_is_a_request_and_a_note_cut_short_of_it_gives_way():
    from ordering.said import said_requests_at

    assert said_requests_at("with a side of milk") == [(5, "a side of milk")]
    assert said_requests_at("and a side of oat milk please") == [(4, "a side of oat milk")]
    menu = load_menu()
    assert ground_notes([ChangeLine(ref=1, notes="with a side")], "with a side of milk", menu) == [
        ChangeLine(ref=1, notes="a side of milk")]
    assert ground_notes([ChangeLine(ref=1, notes="with the milk on the side")], "with a side of milk",
                        menu) == [ChangeLine(ref=1, notes="a side of milk")]


def test_the_shipped_engine_notes_a_side_of_milk_once(engine):
    cart, _ = converse(engine, "an americano", "with a side of milk")
    assert cart.lines[0].notes == "a side of milk"


def test_a_bag_or_a_box_asked_for_is_a_request():
    assert said_requests("put the croissants in a bag") == ["in a bag"]
    assert said_requests("a muffin in a paper bag please") == ["in a paper bag"]
    assert said_requests("put them in separate boxes") == ["in separate boxes"]


def test_the_shipped_engine_notes_the_croissants_in_a_bag(engine):
    cart, _ = converse(engine, "2 croissants and 2 lattes", "put the croissants in a bag")
    assert [(line.item, line.notes) for line in cart.lines] == [
        ("butter croissant", "in a bag"), ("latte", None)]


def test_words_that_only_add_the_request_to_the_order_end_no_note(menu):
    assert ground_notes([ChangeLine(ref=1, notes="with milk on the side")], "the earl grey with milk too",
                        menu) == [ChangeLine(ref=1, notes="with milk")]
    assert ground_notes([ChangeLine(ref=1, notes="with milk on top")], "with milk as well", menu) == [
        ChangeLine(ref=1, notes="with milk")]


def test_the_shipped_engine_notes_the_milk_said_too(engine):
    cart, _ = converse(engine, "an earl grey", "the earl grey with milk too")
    assert [(line.item, line.notes) for line in cart.lines] == [("earl grey tea", "with milk")]


def test_an_amount_asked_ends_before_the_lines_it_is_for():
    assert said_requests("add a splash of cream to both") == ["a splash of cream"]
    assert said_requests("a dash of milk in each of them") == ["a dash of milk"]


def test_the_shipped_engine_notes_the_cream_without_to_both(engine):
    cart, _ = converse(engine, "two iced americanos", "add a splash of cream to both")
    assert [line.notes for line in cart.lines] == ["a splash of cream"]


def test_less_of_what_a_drink_is_made_of_is_a_request():
    assert said_requests("can i get a matcha latte but with less matcha") == ["less matcha"]
    assert said_requests("a chai latte, less chai please") == ["less chai"]


def test_the_shipped_engine_notes_less_matcha(engine):
    cart, _ = converse(engine, "can i get a matcha latte but with less matcha")
    assert [line.notes for line in cart.lines] == ["less matcha"]


def test_plain_milk_listed_after_its_drink_is_a_request():
    assert said_requests("an english breakfast tea, milk and one sugar") == ["with milk"]
    assert said_requests("a coffee, a little milk and two sugars") == ["with a little milk"]
    assert said_requests("milk please") == []  # alone: which milk is asked (`kinds_listed`)
    assert said_requests("a latte, oat milk") == []  # a milk of the menu


def test_the_shipped_engine_notes_the_milk_in_the_tea(engine):
    cart, _ = converse(engine, "an english breakfast tea, milk and one sugar")
    assert [(line.addons, line.notes) for line in cart.lines] == [({"sugar": 1}, "with milk")]


def test_one_shared_word_with_the_thing_it_asks_for_after_it_is_the_note(menu, words):
    assert note_from_turn("less sweet", "and sweet cream", menu_words=words) == "sweet cream"
    assert note_from_turn("less sweet", "ok and some hot water on the side", menu_words=words) is None
    assert note_from_turn("not too sweet", "and sweet please", menu_words=words) is None  # no thing after it


def test_the_lines_add_on_said_beside_the_note_bounds_it(menu, words):
    text = "a vanilla sweet cream cold brew"
    assert note_from_turn("less sweet", text, ["vanilla syrup"], menu_words=words) == "sweet cream"
    assert note_from_turn("less sweet", "a cold brew with vanilla sweet cream", ["vanilla syrup"],
                          menu_words=words) == "sweet cream"


def test_the_shipped_engine_notes_the_sweet_cream_beside_the_vanilla(engine):
    cart, _ = converse(engine, "a vanilla sweet cream cold brew")
    assert [(line.item, dict(line.addons), line.notes) for line in cart.lines] == [
        ("cold brew", {"vanilla syrup": 1}, "sweet cream")]


def test_the_shipped_engine_notes_sweet_cream_said_alone(engine):
    cart, replies = converse(engine, "i want a cold brew", "and sweet cream")
    assert [(line.item, line.notes) for line in cart.lines] == [("cold brew", "sweet cream")]
    assert replies[1] == 'Changed the cold brew: note "sweet cream". Anything else?'


def test_the_shipped_engine_notes_the_customers_own_cup(engine):
    cart, replies = converse(engine, "a large latte", "can you put it in my own cup")
    assert [line.notes for line in cart.lines] == ["in my own cup"], replies


def test_a_request_said_of_one_of_two_units_is_grounded_on_one_line():
    menu = load_menu()
    twice = [AddLine(item="cold brew", notes="less sweet"), AddLine(item="cold brew", notes="less sweet")]
    assert ground_notes(twice, "two cold brews, one with sweet cream", menu) == [
        AddLine(item="cold brew", notes="with sweet cream"), AddLine(item="cold brew")]
    noted = AddLine(item="cold brew", notes="with sweet cream")
    assert ground_notes(twice, "two cold brews, both with sweet cream", menu) == [noted, noted]


def test_the_shipped_engine_notes_the_sweet_cream_on_one_cold_brew(engine):
    cart, replies = converse(engine, "two cold brews, one with sweet cream")
    noted = sorted((line.qty, line.notes or "") for line in cart.lines)
    assert noted == [(1, ""), (1, "with sweet cream")], replies
