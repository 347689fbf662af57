"""What an item is, from the menu alone (`ordering.item_described`), in replies and on the menu page."""

from __future__ import annotations

from pathlib import Path

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu
from ordering.item_described import item_described
from ordering.items_asked import difference_asked, value_of_item_asked
from ordering.menu import load_menu
from ordering.replies import DESCRIBE
from tests.unit.shipped import converse, lines
from tests.unit.test_menu import MINIMAL
from web.menu_view import menu_json

MENU = load_menu()


def test_an_item_is_its_description_its_milk_its_shots_and_its_prices():
    assert item_described(MENU, "cortado") == (
        "A cortado is espresso cut with about as much warm milk, with little foam. Made with whole milk; "
        "2 shots in a short, small or medium, 3 in a large. Short $3.50, small $3.75, medium $4.25 or "
        "large $4.75.")
    muffin = item_described(MENU, "blueberry muffin")
    assert muffin == "A blueberry muffin is a muffin full of blueberries. It costs $3.25."


def test_an_item_without_a_description_is_said_by_its_section(tmp_path: Path):
    path = tmp_path / "menu.toml"
    path.write_text(MINIMAL)
    assert item_described(load_menu(path), "muffin") == "A muffin is on our menu under bakery: $3.00."


def test_a_difference_asked_of_items_describes_each():
    words = "what's the difference between a item:cortado and a item:flat_white".split()
    asked = [AskMenu(about=["cortado", "flat white", DESCRIBE])]
    text = "what's the difference between a cortado and a flat white"
    assert difference_asked(asked, text, words) == asked
    assert difference_asked([AskMenu(about=["cortado"])], text, words) == asked


def test_a_difference_asked_between_that_and_an_item_describes_the_last_line_too():
    from ordering.cart import Cart, Line

    cart = Cart(lines=[Line(id=1, item="flat white")], next_line_id=2)
    text = "what's the difference between that and a latte"
    words = "what's the difference between that and a item:latte".split()
    assert difference_asked([AskMenu(about=["latte"])], text, words, cart) == [
        AskMenu(about=["flat white", "latte", DESCRIBE])]
    text = "how is that different from a latte"
    assert difference_asked([AskMenu(about=["latte"])], text, words, cart) == [
        AskMenu(about=["flat white", "latte", DESCRIBE])]
    text = "what's the difference between a cortado and a latte"
    assert difference_asked([AskMenu(about=["latte"])], text, words, cart) == [
        AskMenu(about=["latte", DESCRIBE])]


def test_the_shipped_engine_compares_the_flat_white_ordered_with_a_latte(engine):
    _, replies = converse(engine, "a flat white", "what's the difference between that and a latte")
    assert replies[1].startswith("A flat white is extra espresso") and "A latte is espresso" in replies[1]


def test_the_menu_json_carries_each_description():
    items = {i["name"]: i for c in menu_json(MENU)["categories"] for i in c["items"]}
    assert items["earl grey tea"]["description"] == "Black tea scented with bergamot."


def test_the_shipped_engine_says_what_a_cortado_is_and_adds_nothing(engine):
    cart, replies = converse(engine, "what's the difference between a cortado and a flat white?")
    assert not cart.lines
    assert replies[0].startswith("A cortado is espresso cut with about as much warm milk")
    assert "A flat white is extra espresso" in replies[0]
    cart, replies = converse(engine, "hi, what's the difference between a cappuccino and a flat white")
    assert not cart.lines and replies[0].startswith("A cappuccino is espresso with less steamed milk")
    cart, replies = converse(engine, "a latte", "what's in a mocha")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[1].startswith("A mocha is espresso with chocolate sauce and steamed milk.")


def test_a_value_asked_of_an_item_is_answered_from_the_menu():
    words = "is the item:cold_brew available temp:hot".split()
    assert value_of_item_asked([AskMenu(about=["cold brew"])], "is the cold brew available hot", words) == [
        AskMenu(about=["cold brew", "temp:hot"])]
    words = "is the item:latte available today".split()  # no value: whether we have it
    assert value_of_item_asked([AskMenu(about=["latte"])], "is the latte available today", words) == [
        AskMenu(about=["latte"])]
    words = "can i get the item:cold_brew temp:hot".split()  # an order, the model's
    assert value_of_item_asked([AddLine(item="cold brew")], "can i get the cold brew hot", words) == [
        AddLine(item="cold brew")]


def test_the_shipped_engine_says_the_cold_brew_is_not_served_hot(engine):
    cart, replies = converse(engine, "is the cold brew available hot")
    assert not cart.lines and replies[0].startswith("Hot isn't available for the cold brew")
    _, replies = converse(engine, "does the chai come iced?")
    assert replies[0] == "Yes, the chai latte can be iced."


def test_a_difference_asked_between_them_describes_the_items_of_the_order():
    from ordering.cart import Cart, Line
    from ordering.replies import UNSURE

    two = Cart(lines=[Line(id=1, item="espresso"), Line(id=2, item="macchiato")], next_line_id=3,
               added=[1, 2])
    text = "what's the difference between them"
    assert difference_asked([AskMenu()], text, text.split(), two) == [
        AskMenu(about=["espresso", "macchiato", DESCRIBE])]
    one = Cart(lines=[Line(id=1, item="latte")], next_line_id=2, added=[1])
    assert difference_asked([AskMenu()], text, text.split(), one) == [AskMenu(about=[UNSURE])]
    for text in ("whats the difference?", "hmm, what is the difference again"):  # said of nothing else
        assert difference_asked([AskMenu()], text, text.split(), two) == [
            AskMenu(about=["espresso", "macchiato", DESCRIBE])], text


def test_the_shipped_engine_describes_the_espresso_and_the_macchiato_ordered(engine):
    _, replies = converse(engine, "an espresso and a macchiato", "what's the difference between them")
    assert replies[-1].startswith("An espresso is") and "A macchiato is" in replies[-1]
    _, replies = converse(engine, "a cortado and a flat white", "ok what's the difference")
    assert replies[-1].startswith("A cortado is") and "A flat white is" in replies[-1], replies


def test_a_comparison_asked_describes_the_things_compared_and_orders_nothing():
    from ordering.cart import Cart, Line

    ordered = [AddLine(item="cortado"), AddLine(item="cappuccino")]  # the model ordered both
    words = "which is stronger , a item:cortado or a item:cappuccino".split()
    assert difference_asked(ordered, "which is stronger, a cortado or a cappuccino", words) == [
        AskMenu(about=["cortado", "cappuccino", DESCRIBE])]
    two = Cart(lines=[Line(id=1, item="cappuccino"), Line(id=2, item="cortado")], next_line_id=3)
    assert difference_asked([], "which one has more caffeine", "which n1 has more caffeine".split(), two) == [
        AskMenu(about=["cappuccino", "cortado", DESCRIBE])]
    said = "which is better for a cold day"  # no two things compared: the model's
    assert difference_asked([], said, said.split()) == []
    assert difference_asked([], "what's the biggest size", "what's the biggest size".split(), two) == []


def test_one_thing_asked_stronger_than_another_is_a_comparison_too():
    ordered = [AddLine(item="macchiato"), AddLine(item="latte")]
    for text in ("is a macchiato stronger than a latte", "so is the macchiato less milky than a latte?"):
        words = text.replace("macchiato", "item:macchiato").replace("latte", "item:latte ").split()
        assert difference_asked(ordered, text, words) == [AskMenu(about=["macchiato", "latte", DESCRIBE])]
    said = "is a large more than a medium"  # no comparison of a taste: the model's
    assert difference_asked([], said, said.split()) == []


def test_one_thing_asked_the_same_as_another_is_a_comparison_too():
    ordered = [AddLine(item="cortado"), AddLine(item="latte")]
    for text in ("is a cortado the same as a latte?", "oh is the cortado different from a latte",
                 "are a cortado and a latte the same", "is a cortado different than a latte"):
        words = text.replace("cortado", "item:cortado").replace("latte", "item:latte ").split()
        assert difference_asked(ordered, text, words) == [AskMenu(about=["cortado", "latte", DESCRIBE])], text
    macchiato = Cart(lines=[Line(id=1, item="macchiato")], next_line_id=2)
    said = "is that the same as a latte"  # "that": the order's last line
    assert difference_asked([AskMenu(about=["latte"])], said, said.replace("latte", "item:latte").split(),
                            macchiato) == [AskMenu(about=["macchiato", "latte", DESCRIBE])]
    said = "a latte , the same as yesterday"  # an order: the model's
    assert difference_asked([AddLine(item="latte")], said, said.split()) == [AddLine(item="latte")]


def test_the_shipped_engine_orders_nothing_asked_the_same_as_another(engine):
    cart, replies = converse(engine, "a short macchiato", "is that the same as a cortado")
    assert lines(cart) == [{"item": "macchiato", "qty": 1, "size": "short"}]
    assert replies[1].startswith("A macchiato is espresso") and "A cortado is espresso" in replies[1]
    cart, replies = converse(engine, "is a flat white different from a latte")
    assert cart.lines == [] and replies[0].startswith("A flat white is")


def test_the_shipped_engine_orders_nothing_asked_stronger_than_another(engine):
    cart, replies = converse(engine, "is a cortado stronger than a cappuccino?")
    assert cart.lines == [] and replies[0].startswith("A cortado is espresso")
    assert "A cappuccino is espresso" in replies[0]


def test_the_shipped_engine_compares_and_orders_nothing(engine):
    cart, replies = converse(engine, "which is stronger, a cortado or a cappuccino")
    assert cart.lines == [] and replies[0].startswith("A cortado is espresso")
