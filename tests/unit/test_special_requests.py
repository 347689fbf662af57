"""Requests about a drink that no menu value says ("an americano, super strong", "a long cappuccino", "no
lid") are notes on its line, and "super foamy" / "an extra shot of caramel" count two
(`ordering.special_requests`, with two fixes in `ordering.unlisted`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.special_requests import requests_said, special_requests
from ordering.unlisted import said_unlisted
from tests.unit.shipped import MENU, converse, lines, ordered


@pytest.mark.parametrize(("text", "requests"), [
    ("an americano, really bold please", ["really bold"]),
    ("a flat white super dark with soy milk", ["super dark"]),
    ("a long oat latte", ["long"]),
    ("a cappuccino, wet", ["wet"]),  # said after the drink, a clause of its own
    ("an americano, strong please", ["strong"]),
    ("a blueberry muffin, long", []),  # of no drink
    ("a milky cortado", ["milky"]),
    ("a tea without the lid", ["without the lid"]),
    ("one brewed coffee no room", ["no room"]),
    ("a bagel, not toasted", ["not toasted"]),
    ("hold the lid on the americano", ["hold the lid"]),
    ("a chai latte with extra chai", ["extra chai"]),
    ("a chai with an extra pump of chai", ["extra pump of chai"]),
    ("a matcha latte with an extra scoop of matcha", ["extra scoop of matcha"]),
    ("a cortado with a couple of cocoa nibs on top", ["with a couple of cocoa nibs on top"]),
    ("a mocha in one of your glass mugs", ["in one of your glass mugs"]),
    ("an americano in my own tumbler", ["in my own tumbler"]),
    ("a cappuccino, but can you make it a bit stronger", ["a bit stronger"]),
    ("could you make it a little milkier please", ["a little milkier"]),
    # menu values, or nothing asked
    ("a latte super hot", []),  # the extra hot temperature
    ("a cappuccino, extra dry", []),  # the dry preparation
    ("a dark roast coffee", []),  # the coffee
    ("a nice latte", []),
    ("a latte with extra espresso", []),  # another item than the line's
    ("a latte with a few pumps of vanilla", []),  # an add-on
    ("a latte with a couple of ice cubes", []),
    ("a latte with a few friends", []),
    ("an extra latte", []),
    ("a latte with an extra pump of vanilla", []),  # the add-on
    ("three espressos with an extra shot of espresso", []),  # the espresso shot add-on
    ("not too strong", []),  # read with the notes
    ("a latte in my to go cup", []),
    ("a coffee no with room", []),
    ("it was stronger last time", []),  # nothing asked of it
])
def test_requests_said_by_their_shape(text, requests):
    assert [r for _, r, _, _ in requests_said(text, MENU)] == requests


def test_a_request_goes_on_the_line_of_the_drink_it_describes():
    edits = [AddLine(item="latte"), AddLine(item="americano")]
    out = special_requests(edits, "a latte and a super strong americano", Cart(), MENU)
    assert [e.notes for e in out] == [None, "super strong"]
    out = special_requests(edits, "a long americano and a latte", Cart(), MENU)
    assert [e.notes for e in out] == [None, "long"]


def test_an_unwanted_preparation_is_a_note_and_not_put_on():
    out = special_requests([AddLine(item="cortado", preps=["lid"])], "a cortado with no lid", Cart(), MENU)
    assert out == [AddLine(item="cortado", notes="no lid")]


def test_a_comparative_said_as_a_clause_after_the_drink_is_its_note():
    for text, note in (("an americano, a bit weaker than usual", "a bit weaker"),
                       ("a cappuccino, stronger please", "stronger")):
        item = "americano" if "americano" in text else "cappuccino"
        assert special_requests([AddLine(item=item)], text, Cart(), MENU) == [AddLine(item=item, notes=note)]
    assert special_requests([AddLine(item="bagel")], "a bagel, a bit longer", Cart(), MENU) == [
        AddLine(item="bagel")]  # no drink to make so


def test_the_shipped_engine_notes_an_americano_a_bit_weaker_than_usual(engine):
    cart, _ = converse(engine, "an americano, a bit weaker than usual")
    assert lines(cart) == [{"item": "americano", "qty": 1, "notes": "a bit weaker"}]


def test_a_preparation_noted_unwanted_already_is_not_noted_twice():
    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    noted = [ChangeLine(ref=1, notes="not warmed")]
    assert special_requests(noted, "could you not warm the croissant", croissant, MENU) == noted


def test_the_shipped_engine_notes_the_croissant_not_warmed_once(engine):
    cart, _ = converse(engine, "a croissant", "could you not warm the croissant")
    assert cart.lines[0].notes == "not warmed" and cart.lines[0].preps == []


def test_no_lid_said_alone_goes_on_the_last_line_unless_it_has_one():
    cart = Cart(lines=[Line(id=1, item="latte", notes="strong")], next_line_id=2)
    assert special_requests([], "no lid please", cart, MENU) == [ChangeLine(ref=1, notes="strong, no lid")]
    lidded = Cart(lines=[Line(id=1, item="latte", preps=["lid"])], next_line_id=2)
    assert special_requests([], "no lid please", lidded, MENU) == []  # taken off by prep_taken_off


def test_a_line_made_so_by_its_item_named_gets_the_request():
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="cappuccino")], next_line_id=3)
    assert special_requests([], "make it a wet cappuccino", two, MENU) == [ChangeLine(ref=2, notes="wet")]
    assert special_requests([], "a wet cappuccino", two, MENU) == []  # no "make it": not a change
    lattes = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    assert special_requests([], "make it a wet latte", lattes, MENU) == []  # which one?
    assert special_requests([], "make the cappuccino a long one", two, MENU) == [
        ChangeLine(ref=2, notes="long")]
    chai = Cart(lines=[Line(id=1, item="chai latte")], next_line_id=2)
    assert special_requests([], "make it spicy", chai, MENU) == [ChangeLine(ref=1, notes="spicy")]


def test_the_shipped_engine_makes_the_cappuccino_wet(engine):
    cart, replies = converse(engine, "a cappuccino", "make it a wet cappuccino")
    assert [line.notes for line in cart.lines] == ["wet"]
    cart, replies = converse(engine, "a cappuccino and a latte", "make the cappuccino a long one")
    assert [line.notes for line in cart.lines] == ["long", None]


def test_a_note_that_says_the_request_already_is_kept_or_put_in_the_customers_words():
    out = special_requests([AddLine(item="latte", notes="a strong")], "a strong latte", Cart(), MENU)
    assert out[0].notes == "a strong"
    out = special_requests([AddLine(item="latte", notes="in a mug")], "a latte in my own mug", Cart(), MENU)
    assert out[0].notes == "in my own mug"


def test_a_thing_the_menu_is_asked_for_is_no_note():
    edits = [AddLine(item="latte")]
    assert special_requests(edits, "a latte with a few cookies", Cart(), MENU, ["cookies"]) == edits


@pytest.mark.parametrize(("text", "addons"), [
    ("a cappuccino super foamy", {"foam": 2}),
    ("a really foamy cappuccino", {"foam": 2}),
    ("a mocha, and throw in an extra shot of chocolate sauce", {"chocolate sauce": 2}),
    ("a latte with one extra pump of hazelnut", {"hazelnut syrup": 2}),
    ("a latte with two extra pumps of hazelnut", {"hazelnut syrup": 1}),  # a count: not one plus one
    ("a latte with an extra shot", {"espresso shot": 1}),
])
def test_counts_said_as_more_than_one_portion(text, addons):
    out = special_requests([AddLine(item="latte", addons={k: 1 for k in addons})], text, Cart(), MENU)
    assert out[0].addons == addons


def test_an_extra_shot_of_a_syrup_is_no_espresso_shot():
    edits = [AddLine(item="latte", addons={"caramel syrup": 1, "espresso shot": 1})]
    out = special_requests(edits, "a latte with an extra shot of caramel", Cart(), MENU)
    assert out[0].addons == {"caramel syrup": 2}
    edits = [AddLine(item="latte", addons={"espresso shot": 1, "vanilla syrup": 1})]  # the shot said too
    out = special_requests(edits, "a latte with an extra shot and an extra pump of vanilla", Cart(), MENU)
    assert out[0].addons == {"espresso shot": 1, "vanilla syrup": 2}


def test_the_shipped_engine_keeps_the_extra_shot_beside_the_pump(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "can i have a latte with an extra shot and an extra pump of vanilla")
    assert cart.lines[0].addons == {"espresso shot": 1, "vanilla syrup": 2}


@pytest.mark.parametrize(("said", "requests"), [
    ("a item:mocha extra smoky with milk:whole_milk", ["extra smoky"]),  # "with" ends the part
    ("a item:mocha with milk:whole_milk along with sprinkles", ["with sprinkles"]),
    ("i'll go along with a item:latte", []),  # a choice
])
def test_unlisted_requests_end_at_with_and_follow_along(said, requests):
    assert [r for _, r in said_unlisted(said.split())] == requests


@pytest.mark.parametrize(("turns", "expected"), [
    (["an espresso macchiato extra bold with soy milk please"],
     [{"item": "macchiato", "qty": 1, "milk": "soy milk", "notes": "extra bold"}]),
    (["could i have a long flat white please"], [{"item": "flat white", "qty": 1, "notes": "long"}]),
    (["one americano without a lid"], [{"item": "americano", "qty": 1, "notes": "without a lid"}]),
    (["a chai latte with extra chai"], [{"item": "chai latte", "qty": 1, "notes": "extra chai"}]),
    (["a cappuccino in one of your ceramic mugs"],
     [{"item": "cappuccino", "qty": 1, "notes": "in one of your ceramic mugs"}]),
    (["a cappuccino, really foamy"], [{"item": "cappuccino", "qty": 1, "addons": {"foam": 2}}]),
    (["a latte with an extra shot of caramel"],
     [{"item": "latte", "qty": 1, "addons": {"caramel syrup": 2}}]),
    # kept as menu values
    (["a latte extra hot"], [{"item": "latte", "qty": 1, "temp": "extra hot"}]),
    (["a latte, no foam"], [{"item": "latte", "qty": 1, "removals": ["foam"]}]),
    (["a coffee with room"], [{"item": "coffee", "qty": 1, "preps": ["with room"]}]),
])
def test_shipped_model_keeps_requests_the_menu_has_no_slot_for(engine, turns, expected):
    assert lines(converse(engine, *turns)[0]) == ordered(expected)


def test_a_drink_made_so_of_a_line_is_noted_on_it(engine):
    cart, replies = converse(engine, "a cappuccino", "can I get it wet")
    assert cart.lines[0].notes == "wet" and replies[1] == 'Changed the cappuccino: note "wet". Anything else?'
    cart, _ = converse(engine, "a latte", "make it strong please")
    assert cart.lines[0].notes == "strong"
    cart, _ = converse(engine, "a matcha latte please, and can you make it sweet")  # in the order's turn
    assert cart.lines[0].notes == "sweet"
    cart, _ = converse(engine, "a latte", "make it large")  # a value: no note
    assert (cart.lines[0].size, cart.lines[0].notes) == ("large", None)


def test_a_bare_request_said_of_it_is_found():
    assert [r for _, r, _, _ in requests_said("can I get it wet", MENU)] == ["wet"]
    assert [r for _, r, _, _ in requests_said("make it wet please", MENU)] == ["wet"]
    assert requests_said("is it wet?", MENU) == []  # asked, not made so


def test_a_request_the_note_says_already_is_not_said_twice(engine):
    cart, replies = converse(engine, "a cold brew", "make it sweet")
    assert cart.lines[0].notes == "sweeter"


def test_wet_takes_the_dry_off():
    dry = Cart(lines=[Line(id=1, item="cappuccino", preps=["dry"])], next_line_id=2)
    assert special_requests([], "make it wet", dry, MENU) == [ChangeLine(ref=1, drop=["dry"], notes="wet")]
    plain = Cart(lines=[Line(id=1, item="cappuccino")], next_line_id=2)
    assert special_requests([], "make it wet", plain, MENU) == [ChangeLine(ref=1, notes="wet")]


def test_the_shipped_engine_makes_the_dry_cappuccino_wet(engine):
    cart, replies = converse(engine, "a dry cappuccino", "make it wet")
    assert [(line.preps, line.notes) for line in cart.lines] == [([], "wet")]


def test_a_shot_more_the_model_wrote_for_stronger_is_the_request():
    shot = [ChangeLine(ref=1, add_addons={"espresso shot": 1})]
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert special_requests(shot, "make it stronger please", latte, MENU) == shot


def test_the_shipped_engine_notes_a_cappuccino_a_bit_stronger(engine):
    cart, _ = converse(engine, "a medium cappuccino, and could you make it a bit stronger")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "size": "medium", "notes": "a bit stronger"}]


def test_a_bare_request_said_alone_is_of_the_last_line():
    dry = Cart(lines=[Line(id=1, item="cappuccino", preps=["dry"])], next_line_id=2)
    for text in ("actually wet", "oh and wet please", "wet"):
        assert special_requests([], text, dry, MENU) == [ChangeLine(ref=1, drop=["dry"], notes="wet")], text
    assert special_requests([], "actually a latte", dry, MENU) == []  # an item: no request


def test_the_shipped_engine_makes_the_cappuccino_wet_after_all(engine):
    cart, replies = converse(engine, "a cappuccino, dry, with cinnamon", "actually wet")
    assert [(line.preps, line.notes) for line in cart.lines] == [([], "wet")]
    assert replies[1] == 'Changed the cappuccino: not dry, note "wet". Anything else?'
