"""A line replaced by another item keeps the choices made for it (`ordering.replacements`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.replacements import carried_over, choices_kept

MENU = load_menu()
LATTE = Line(id=1, item="latte", size="large", milk="oat milk", temp="iced", addons={"vanilla syrup": 2},
             notes="extra cold")


def test_the_new_item_takes_the_choices_it_does_not_say_and_allows():
    assert carried_over(LATTE, AddLine(item="mocha"), MENU) == AddLine(
        item="mocha", size="large", milk="oat milk", temp="iced", addons={"vanilla syrup": 2},
        notes="extra cold")
    # said values win; add-ons said replace the old ones
    said = AddLine(item="mocha", size="small", addons={"caramel syrup": 1})
    assert carried_over(LATTE, said, MENU) == AddLine(
        item="mocha", size="small", milk="oat milk", temp="iced", addons={"caramel syrup": 1},
        notes="extra cold")


def test_choices_the_new_item_lacks_stay_behind_and_food_does_not_stand_in_for_a_drink():
    chocolate = Line(id=1, item="hot chocolate", milk="almond milk", size="large")
    assert carried_over(chocolate, AddLine(item="espresso"), MENU) == AddLine(
        item="espresso", milk="almond milk")  # no size
    assert carried_over(LATTE, AddLine(item="hot chocolate"), MENU).milk is None  # whole, nonfat or almond
    assert carried_over(LATTE, AddLine(item="blueberry muffin"), MENU) == AddLine(item="blueberry muffin")
    warmed = Line(id=1, item="butter croissant", preps=["warmed"])
    assert carried_over(warmed, AddLine(item="blueberry muffin"), MENU) == AddLine(
        item="blueberry muffin", preps=["warmed"])


def test_a_replacement_keeps_the_choices_and_an_added_line_does_not():
    cart = Cart(lines=[LATTE], next_line_id=2)
    replaced = choices_kept([RemoveLine(ref=1), AddLine(item="mocha")], "make it a item:mocha".split(), cart,
                            MENU)
    assert replaced[0] == RemoveLine(ref=1) and replaced[1].size == "large" and replaced[1].milk == "oat milk"
    said = "remove the item:latte and add a item:mocha".split()
    assert choices_kept([RemoveLine(ref=1), AddLine(item="mocha")], said, cart, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha")]
    said = "actually scrap the item:latte , i'll get a item:chai_latte".split()
    assert choices_kept([AddLine(item="chai latte"), RemoveLine(ref=1)], said, cart, MENU) == [
        AddLine(item="chai latte"), RemoveLine(ref=1)]
    said = "cancel the item:latte , i'll have a item:chai_latte instead".split()  # instead: in its place
    assert choices_kept([AddLine(item="chai latte"), RemoveLine(ref=1)], said, cart, MENU)[0].size == "large"
    said = "scratch the item:latte , make it like n1 item:chai_latte".split()  # made into one: in its place
    assert choices_kept([AddLine(item="chai latte"), RemoveLine(ref=1)], said, cart, MENU)[0].size == "large"
    same = [RemoveLine(ref=1), AddLine(item="latte")]
    assert choices_kept(same, "a item:latte instead".split(), cart, MENU) == same
    changed = [ChangeLine(ref=1, size="small")]
    assert choices_kept(changed, "make it size:small".split(), cart, MENU) == changed


def test_the_new_item_is_for_the_person_the_old_line_was_for():
    kims = Line(id=1, item="latte", who="Kim")
    assert carried_over(kims, AddLine(item="mocha"), MENU) == AddLine(item="mocha", who="Kim")
    assert carried_over(kims, AddLine(item="mocha", who="Ben"), MENU) == AddLine(item="mocha", who="Ben")


def test_the_shipped_engine_keeps_kims_mocha_for_kim(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte for kim", "kim changed her mind, she wants a mocha instead")
    assert [(line.item, line.who) for line in cart.lines] == [("mocha", "kim")]  # said "Kim"


def test_the_shipped_engine_orders_a_plain_chai_after_the_latte_is_scrapped(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte extra foamy", "also decaf it",
                       "actually scrap the latte, i'll get a chai")
    assert [(line.item, line.caffeine, line.addons) for line in cart.lines] == [("chai latte", None, {})]


def test_a_replacement_keeps_the_lines_count_where_the_turn_says_none():
    two = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)
    replaced = choices_kept([RemoveLine(ref=1), AddLine(item="mocha")], "change them to item:mocha".split(),
                            two, MENU)
    assert replaced == [RemoveLine(ref=1), AddLine(item="mocha", qty=2)]
    one = [RemoveLine(ref=1), AddLine(item="mocha")]
    assert choices_kept(one, "change them to a item:mocha".split(), two, MENU) == one  # "a": one
    assert choices_kept(one, "make it n1 item:mocha".split(), two, MENU) == one


def test_the_shipped_engine_changes_two_lattes_to_two_mochas(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "two lattes", "change them to mochas")
    assert [(line.item, line.qty) for line in cart.lines] == [("mocha", 2)]
    assert replies[1] == "Changed the 2 lattes to 2 mochas ($10.50). Anything else?"
