"""Values the model gave to the wrong line added in a turn go to the line the words give them to."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine
from ordering.menu import load_menu
from ordering.values_placed import kind_valued, made_in_turn
from tests.unit.shipped import converse

MENU = load_menu()
EMPTY = Cart()


def test_a_value_made_of_an_item_ordered_in_the_turn_moves_to_it():
    said = "a item:mocha and a item:latte , make the item:mocha temp:iced".split()
    edits = [AddLine(item="mocha"), AddLine(item="latte", temp="iced")]
    assert made_in_turn(edits, said, EMPTY) == [AddLine(item="mocha", temp="iced"), AddLine(item="latte")]
    said = "a item:mocha and a item:latte , make the item:mocha size:large and addon:vanilla_syrup".split()
    edits = [AddLine(item="mocha"), AddLine(item="latte", size="large", addons={"vanilla syrup": 1})]
    assert made_in_turn(edits, said, EMPTY) == [
        AddLine(item="mocha", size="large", addons={"vanilla syrup": 1}), AddLine(item="latte")]


def test_a_value_said_twice_or_of_a_line_in_the_cart_stays():
    said = "a temp:iced item:latte and a item:mocha , make the item:mocha temp:iced".split()
    edits = [AddLine(item="latte", temp="iced"), AddLine(item="mocha")]
    assert made_in_turn(edits, said, EMPTY) == edits  # "iced" said twice: the model's placing stays
    cart = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    said = "a item:latte and make the item:mocha temp:iced".split()
    edits = [AddLine(item="latte", temp="iced")]
    assert made_in_turn(edits, said, cart) == edits  # the cart's mocha: `made_but_unwritten` reads it


def test_a_value_said_of_a_kind_is_not_given_to_an_item():
    said = "an temp:iced tea and a item:latte".split()
    assert kind_valued([AddLine(item="latte", temp="iced")], said, MENU) == [AddLine(item="latte")]
    said = "n2 size:large teas and a item:mocha".split()
    assert kind_valued([AddLine(item="mocha", size="large")], said, MENU) == [AddLine(item="mocha")]


def test_a_value_said_twice_or_of_the_items_of_the_kind_stays():
    said = "an temp:iced tea and an temp:iced item:latte".split()
    iced = [AddLine(item="latte", temp="iced")]
    assert kind_valued(iced, said, MENU) == iced
    said = "n2 temp:iced drinks : a item:latte and a item:mocha".split()
    both = [AddLine(item="latte", temp="iced"), AddLine(item="mocha", temp="iced")]
    assert kind_valued(both, said, MENU) == both
    said = "a item:latte and temp:iced tea".split()  # no article: not read as a tea ordered
    assert kind_valued(iced, said, MENU) == iced


def test_a_value_made_of_an_item_ordered_in_the_turn_that_no_line_has_is_given_to_it():
    said = "a size:medium item:latte and a item:banana_bread . actually make the item:latte temp:iced"
    edits = [AddLine(item="latte", size="medium"), AddLine(item="banana bread")]
    assert made_in_turn(edits, said.split(), EMPTY, MENU) == [
        AddLine(item="latte", size="medium", temp="iced"), AddLine(item="banana bread")]
    said = "a item:latte and a item:apple_bran_muffin . make the item:latte with milk:oat_milk"
    edits = [AddLine(item="latte"), AddLine(item="apple bran muffin")]
    assert made_in_turn(edits, said.split(), EMPTY, MENU)[0] == AddLine(item="latte", milk="oat milk")
    said = "a item:apple_bran_muffin , make the item:apple_bran_muffin temp:iced"  # the menu's no
    edits = [AddLine(item="apple bran muffin")]
    assert made_in_turn(edits, said.split(), EMPTY, MENU) == edits


def test_the_shipped_engine_ices_the_latte_said_in_the_same_turn(engine):
    from tests.unit.shipped import converse

    said = "i'll take a medium latte and a banana bread. actually make the latte iced. thanks"
    cart, _ = converse(engine, said)
    assert [(line.item, line.size, line.temp) for line in cart.lines] == [
        ("latte", "medium", "iced"), ("banana bread", None, None)]


def test_a_value_said_after_the_item_named_again_in_the_turn_moves_to_it():
    said = "can i get a item:mocha and a item:latte , both size:large , the item:mocha temp:iced".split()
    edits = [AddLine(item="mocha", size="large"), AddLine(item="latte", size="large", temp="iced")]
    assert made_in_turn(edits, said, EMPTY) == [AddLine(item="mocha", size="large", temp="iced"),
                                                AddLine(item="latte", size="large")]
    first = "the item:mocha temp:iced and a item:latte".split()  # named first: no part of its own
    assert made_in_turn([AddLine(item="mocha", temp="iced"), AddLine(item="latte")], first, EMPTY) == [
        AddLine(item="mocha", temp="iced"), AddLine(item="latte")]


def test_the_shipped_engine_ices_the_mocha_said_iced_after_both(engine):
    cart, _ = converse(engine, "can i get a mocha and a latte, both large, the mocha iced")
    assert [(line.item, line.size, line.temp) for line in cart.lines] == [
        ("mocha", "large", "iced"), ("latte", "large", None)]


def test_a_value_said_after_the_one_named_by_its_values_moves_to_it():
    said = "a size:large item:coffee and a size:medium item:coffee , the size:large n1 caffeine:decaf".split()
    edits = [AddLine(item="coffee", size="large"), AddLine(item="coffee", size="medium", caffeine="decaf")]
    assert made_in_turn(edits, said, EMPTY) == [AddLine(item="coffee", size="large", caffeine="decaf"),
                                                AddLine(item="coffee", size="medium")]
    said = "a size:small item:latte and a size:large item:latte , the size:small n1 with milk:oat_milk"
    said = said.split()
    edits = [AddLine(item="latte", size="small"), AddLine(item="latte", size="large", milk="oat milk")]
    assert made_in_turn(edits, said, EMPTY) == [AddLine(item="latte", size="small", milk="oat milk"),
                                                AddLine(item="latte", size="large")]
    both = "a size:large item:coffee and a size:large item:mocha , the size:large n1 caffeine:decaf".split()
    edits = [AddLine(item="coffee", size="large"), AddLine(item="mocha", size="large", caffeine="decaf")]
    assert made_in_turn(edits, both, EMPTY) == edits  # two large ones: which is unsaid


def test_the_shipped_engine_makes_the_large_coffee_decaf(engine):
    cart, _ = converse(engine, "i would like a large coffee and a medium coffee, the large one decaf")
    assert [(line.size, line.caffeine) for line in cart.lines] == [("large", "decaf"), ("medium", None)]


def test_a_value_put_on_the_one_named_by_its_values_moves_to_it():
    said = "an temp:iced item:latte and a temp:hot item:latte , add addon:vanilla_syrup to the temp:iced n1"
    vanilla = {"vanilla syrup": 1}
    edits = [AddLine(item="latte", temp="iced"), AddLine(item="latte", temp="hot", addons=vanilla)]
    assert made_in_turn(edits, said.split(), EMPTY) == [
        AddLine(item="latte", temp="iced", addons=vanilla), AddLine(item="latte", temp="hot")]
    said = "a size:small item:latte and a size:large item:latte , put an added addon:espresso_shot in the"
    shot = {"espresso shot": 1}
    edits = [AddLine(item="latte", size="small"), AddLine(item="latte", size="large", addons=shot)]
    assert made_in_turn(edits, f"{said} size:small n1".split(), EMPTY)[0] == AddLine(
        item="latte", size="small", addons=shot)
    said = "an temp:iced item:latte and a temp:hot item:latte with addon:vanilla_syrup , the temp:iced n1"
    kept = [AddLine(item="latte", temp="iced"), AddLine(item="latte", temp="hot", addons=vanilla)]
    assert made_in_turn(kept, said.split(), EMPTY) == kept  # no value said of the iced one
