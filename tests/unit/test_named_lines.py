""""Add a croissant and make the latte large", "make one of them a mocha": lines of the cart named in a
turn that also orders (`ordering.named_lines`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.named_lines import (
    lines_given_alike,
    made_but_unwritten,
    made_not_added,
    one_made_another,
    removed_as_named,
)
from tests.unit.shipped import converse

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
TWO_LATTES = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)


def test_make_the_item_of_a_line_changes_that_line():
    said = "add a item:butter_croissant and make the item:latte size:large".split()
    model = [AddLine(item="butter croissant"), AddLine(item="latte", size="large")]
    assert made_not_added(model, said, LATTE) == [AddLine(item="butter croissant"),
                                                  ChangeLine(ref=1, size="large")]


def test_an_item_ordered_is_a_line_added():
    for said in ("add a item:butter_croissant and another item:latte size:large",
                 "add a item:butter_croissant and a size:large item:latte",
                 "make the item:latte"):  # no value: nothing to change
        model = [AddLine(item="butter croissant"), AddLine(item="latte", size="large")]
        assert made_not_added(model, said.split(), LATTE) == model, said
    model = [AddLine(item="latte", size="large")]  # no latte in the cart: an order
    assert made_not_added(model, "make the item:latte size:large".split(), Cart()) == model


def test_one_of_them_made_another_item_takes_a_unit_off_the_line():
    said = "make n1 of them a item:mocha".split()
    assert one_made_another([AddLine(item="mocha")], said, TWO_LATTES) == [ChangeLine(ref=1, qty=1),
                                                                          AddLine(item="mocha")]
    assert one_made_another([AddLine(item="mocha")], said, LATTE) == [AddLine(item="mocha")]  # one unit
    assert one_made_another([AddLine(item="mocha")], "and a item:mocha".split(), TWO_LATTES) == [
        AddLine(item="mocha")]


def test_one_of_them_made_the_same_item_with_more_takes_a_unit_off_the_line():
    mochas = Cart(lines=[Line(id=1, item="mocha", qty=2, size="small")], next_line_id=2)
    said = "change n1 of them to a addon:white_chocolate_sauce item:mocha".split()
    white = AddLine(item="mocha", addons={"white chocolate sauce": 1})
    assert one_made_another([white, RemoveLine(ref=1)], said, mochas, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="mocha", size="small", addons={"white chocolate sauce": 1})]
    plain = [AddLine(item="mocha"), RemoveLine(ref=1)]  # nothing more said: the model's
    assert one_made_another(plain, "change n1 of them to a item:mocha".split(), mochas, MENU) == plain


def test_the_shipped_engine_makes_one_of_two_small_mochas_white(engine):
    cart, _ = converse(engine, "two small mochas", "change one of them to a white mocha")
    assert [(line.item, line.qty, line.size, line.addons) for line in cart.lines] == [
        ("mocha", 1, "small", {}), ("mocha", 1, "small", {"white chocolate sauce": 1})]


LATTE_AND_MUFFIN = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)


def test_a_change_said_of_a_named_line_that_the_model_left_unwritten_is_written():
    said = "remove the item:blueberry_muffin and make the item:latte temp:iced".split()
    assert made_but_unwritten([RemoveLine(ref=2)], said, LATTE_AND_MUFFIN) == [
        RemoveLine(ref=2), ChangeLine(ref=1, temp="iced")]
    said = "make the item:blueberry_muffin prep:warmed and the item:latte size:large".split()
    assert made_but_unwritten([ChangeLine(ref=2, preps=["warmed"])], said, LATTE_AND_MUFFIN) == [
        ChangeLine(ref=2, preps=["warmed"]), ChangeLine(ref=1, size="large")]
    said = "make my item:latte a size:large".split()
    assert made_but_unwritten([], said, LATTE_AND_MUFFIN) == [ChangeLine(ref=1, size="large")]


def test_a_line_the_model_changed_or_a_line_not_said_with_make_is_left_as_it_was():
    said = "make the item:latte temp:iced".split()
    assert made_but_unwritten([ChangeLine(ref=1, temp="iced")], said, LATTE_AND_MUFFIN) == [
        ChangeLine(ref=1, temp="iced")]
    assert made_but_unwritten([], "and the item:latte temp:iced".split(), LATTE_AND_MUFFIN) == []
    assert made_but_unwritten([], "make the item:mocha temp:iced".split(), LATTE_AND_MUFFIN) == []


def test_the_line_removed_is_the_one_named():
    said = "cancel the item:blueberry_muffin , and make my item:latte a size:large".split()
    assert removed_as_named([RemoveLine(ref=1)], said, LATTE_AND_MUFFIN) == [RemoveLine(ref=2)]
    assert removed_as_named([RemoveLine(ref=1)], "remove the item:latte".split(), LATTE_AND_MUFFIN) == [
        RemoveLine(ref=1)]
    assert removed_as_named([RemoveLine(ref=1)], "remove it".split(), LATTE_AND_MUFFIN) == [RemoveLine(ref=1)]
    chai = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="chai latte", temp="iced")], next_line_id=3)
    assert removed_as_named([RemoveLine(ref=2)], "remove the item:latte temp:iced".split(), chai) == [
        RemoveLine(ref=2)]
    assert removed_as_named([RemoveLine(ref=2)], "remove the item:latte".split(), chai) == [RemoveLine(ref=2)]


def test_make_one_a_drink_of_a_line_of_several_takes_a_unit_off():
    said = "make n1 a item:mocha".split()
    assert one_made_another([AddLine(item="mocha")], said, TWO_LATTES) == [ChangeLine(ref=1, qty=1),
                                                                         AddLine(item="mocha")]
    iced = "make n1 an temp:iced item:mocha please".split()
    assert one_made_another([AddLine(item="mocha", temp="iced")], iced, TWO_LATTES) == [
        ChangeLine(ref=1, qty=1), AddLine(item="mocha", temp="iced")]
    ordered = "get n1 a item:mocha".split()  # "get one": an order
    assert one_made_another([AddLine(item="mocha")], ordered, TWO_LATTES) == [AddLine(item="mocha")]


def test_another_one_made_a_drink_takes_one_more_unit_off_the_line_of_several():
    cart = Cart(lines=[Line(id=1, item="espresso", qty=2), Line(id=2, item="espresso", shots=2)],
                next_line_id=3)
    doubled = [AddLine(item="macchiato"), AddLine(item="macchiato")]
    for said in ("and another n1 a item:macchiato", "and make another n1 a item:macchiato please",
                 "another n1 as a item:macchiato"):
        assert one_made_another(doubled, said.split(), cart, MENU) == [ChangeLine(ref=1, qty=1),
                                                                      AddLine(item="macchiato")], said
    for said in ("and another n1 a little bigger", "i want another n1 a item:macchiato"):
        assert one_made_another(doubled, said.split(), cart, MENU) == doubled, said
    one = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)  # no line of several: an order
    assert one_made_another(doubled, "and another n1 a item:macchiato".split(), one, MENU) == doubled


def test_one_of_them_said_to_be_a_drink_takes_a_unit_off_the_line_of_several():
    swapped = [AddLine(item="mocha"), RemoveLine(ref=1)]
    for said, model in (("n1 of them should be a item:mocha instead", swapped),
                        ("actually n1 of those can be a item:mocha", [ChangeLine(ref=1, qty=1)])):
        assert one_made_another(model, said.split(), TWO_LATTES) == [ChangeLine(ref=1, qty=1),
                                                                     AddLine(item="mocha")], said
    model = [ChangeLine(ref=1, qty=1, caffeine="decaf")]
    assert one_made_another(model, "n1 of them should be caffeine:decaf".split(), TWO_LATTES) == model


def test_the_shipped_engine_makes_one_of_two_lattes_a_mocha_said_should_be(engine):
    cart, _ = converse(engine, "two lattes", "one of them should be a mocha instead")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("mocha", 1)]


def test_the_shipped_engine_makes_another_of_three_espressos_a_macchiato(engine):
    cart, _ = converse(engine, "3 espressos", "make one of them a doppio", "and another one a macchiato")
    assert [(line.item, line.qty, line.shots) for line in cart.lines] == [
        ("espresso", 1, None), ("espresso", 1, 2), ("macchiato", 1, None)]


def test_the_shipped_engine_makes_one_of_two_espressos_a_macchiato(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "two espressos", "make one a macchiato")
    assert [(line.item, line.qty) for line in cart.lines] == [("espresso", 1), ("macchiato", 1)]


def test_lines_listed_after_a_removal_all_come_off():
    three = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"), Line(id=3, item="cappuccino")],
                 next_line_id=4)
    said = "actually remove the item:mocha and the item:cappuccino".split()
    assert removed_as_named([RemoveLine(ref=3)], said, three) == [RemoveLine(ref=2), RemoveLine(ref=3)]
    said = "remove the item:mocha and the item:cortado".split()  # no cortado: the model's
    assert removed_as_named([RemoveLine(ref=2)], said, three) == [RemoveLine(ref=2)]


def test_the_shipped_engine_removes_both_lines_named(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte, a mocha and a cappuccino",
                             "actually remove the mocha and the cappuccino")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[1] == "Removed the mocha and the cappuccino. Anything else?"


def test_the_second_one_made_another_item_of_one_line_of_several_keeps_its_choices():
    from ordering.menu import load_menu

    menu = load_menu()
    iced = Cart(lines=[Line(id=1, item="latte", qty=2, temp="iced", milk="oat milk")], next_line_id=2)
    said = "make the second n1 a item:mocha".split()
    mocha = AddLine(item="mocha", temp="iced", milk="oat milk")
    assert one_made_another([ChangeLine(ref=1, notes="served cold")], said, iced, menu) == [
        ChangeLine(ref=1, qty=1), mocha]
    said = "change the other n1 to an temp:iced item:mocha".split()
    model = [AddLine(item="mocha", temp="iced"), RemoveLine(ref=1)]
    assert one_made_another(model, said, iced, menu) == [ChangeLine(ref=1, qty=1), mocha]
    assert one_made_another([AddLine(item="mocha")], "make n1 of them a item:mocha".split(), iced, menu) == [
        ChangeLine(ref=1, qty=1), mocha]
    two_lines = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="cappuccino")], next_line_id=3)
    model = [ChangeLine(ref=2, notes="x")]  # the second line of two is named by its place: not a unit
    assert one_made_another(model, "make the second n1 a item:mocha".split(), two_lines, menu) == model


def test_the_shipped_engine_makes_the_second_iced_oat_latte_an_iced_oat_mocha(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "can we do two iced lattes, both with oat", "make the second one a mocha")
    assert [(line.item, line.qty, line.temp, line.milk) for line in cart.lines] == [
        ("latte", 1, "iced", "oat milk"), ("mocha", 1, "iced", "oat milk")]


THREE = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"), Line(id=3, item="cappuccino")],
             next_line_id=4)


def test_values_said_after_lines_named_together_go_to_each():
    menu = load_menu()
    last = [ChangeLine(ref=3, milk="oat milk")]
    want = [ChangeLine(ref=2, milk="oat milk"), ChangeLine(ref=3, milk="oat milk")]
    for said in ("the item:mocha and the item:cappuccino with milk:oat_milk",
                 "the item:mocha and item:cappuccino both with milk:oat_milk please"):
        assert lines_given_alike(last, said.split(), THREE, menu) == want, said
    said = "can the item:latte , the item:mocha and the item:cappuccino be size:large".split()
    assert lines_given_alike([ChangeLine(ref=3, size="large")], said, THREE, menu) == [
        ChangeLine(ref=r, size="large") for r in (1, 2, 3)]


def test_one_line_named_or_other_words_are_the_models():
    menu = load_menu()
    last = [ChangeLine(ref=3, milk="oat milk")]
    assert lines_given_alike(last, "the item:cappuccino with milk:oat_milk".split(), THREE, menu) == last
    said = "the item:mocha and the item:cappuccino for my friend with milk:oat_milk".split()
    assert lines_given_alike(last, said, THREE, menu) == last
    added = [AddLine(item="mocha", milk="oat milk")]
    said = "the item:mocha and the item:cappuccino with milk:oat_milk".split()
    assert lines_given_alike(added, said, THREE, menu) == added


def test_the_shipped_engine_gives_both_lines_the_milk(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte, a mocha, and a cappuccino",
                       "the mocha and the cappuccino with oat milk")
    assert [line.milk for line in cart.lines] == [None, "oat milk", "oat milk"]


def test_the_item_the_words_make_one_unit_stands_where_the_model_lost_or_doubled_it():
    three = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)
    said = "make n1 item:latte a item:mocha".split()  # the model: a latte and a mocha, beside the three
    assert one_made_another([AddLine(item="latte"), AddLine(item="mocha")], said, three) == [
        ChangeLine(ref=1, qty=2), AddLine(item="mocha")]
    said = "make n1 of the item:latte a temp:iced item:mocha".split()  # the model: recounted to one
    assert one_made_another([ChangeLine(ref=1, qty=1)], said, three) == [
        ChangeLine(ref=1, qty=2), AddLine(item="mocha", temp="iced")]
    kept = [AddLine(item="latte"), AddLine(item="mocha"), RemoveLine(ref=1)]  # a removal: the model's
    assert one_made_another(kept, said, three) == kept
    assert one_made_another([AddLine(item="latte")], "get n1 item:latte".split(), three) == [
        AddLine(item="latte")]


def test_the_shipped_engine_makes_one_of_three_lattes_a_mocha(engine):
    for said in ("and make one latte a mocha", "and make one of the lattes a mocha"):
        cart, _ = converse(engine, "three lattes and a muffin", said)
        assert [(line.item, line.qty) for line in cart.lines] == [
            ("latte", 2), ("apple bran muffin", 1), ("mocha", 1)]


def test_a_preparation_a_verb_asks_of_a_named_line_is_written():
    croissant = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="latte")], next_line_id=3)
    said = "temp:warm up the item:butter_croissant and make the item:latte temp:iced".split()
    iced = [ChangeLine(ref=2, temp="iced")]
    assert made_but_unwritten(iced, said, croissant, MENU) == [*iced, ChangeLine(ref=1, preps=["warmed"])]
    bagel = Cart(lines=[Line(id=1, item="bagel"), Line(id=2, item="latte")], next_line_id=3)
    said = "prep:toasted the item:bagel and make the item:latte size:large".split()
    large = [ChangeLine(ref=2, size="large")]
    assert made_but_unwritten(large, said, bagel, MENU) == [*large, ChangeLine(ref=1, preps=["toasted"])]
    said = "temp:warm the item:latte".split()  # a drink: its temperature, the model's
    assert made_but_unwritten([ChangeLine(ref=2, temp="warm")], said, croissant, MENU) == [
        ChangeLine(ref=2, temp="warm")]
    said = "temp:warm the item:butter_croissant and make the item:latte temp:iced".split()
    assert made_but_unwritten(iced, said, croissant) == iced  # no menu: nothing prepared
    said = "could you heat up the item:butter_croissant and make the item:latte temp:iced".split()
    assert made_but_unwritten(iced, said, croissant, MENU) == [*iced, ChangeLine(ref=1, preps=["warmed"])]
    said = "i heat up the item:butter_croissant and make the item:latte temp:iced".split()  # not asked
    assert made_but_unwritten(iced, said, croissant, MENU) == iced


def test_the_shipped_engine_warms_the_croissant_and_ices_the_latte(engine):
    cart, _ = converse(engine, "a croissant and a latte", "warm up the croissant and make the latte iced")
    assert [(line.item, line.preps, line.temp) for line in cart.lines] == [
        ("butter croissant", ["warmed"], None), ("latte", [], "iced")]
    cart, _ = converse(engine, "a bagel and a cappuccino",
                       "can you toast the bagel and make the cappuccino dry")
    assert [(line.item, line.preps) for line in cart.lines] == [("bagel", ["toasted"]),
                                                                ("cappuccino", ["dry"])]


def test_a_removal_goes_to_the_one_line_of_the_kind_said_off():
    from ordering.named_lines import kind_removed

    cart = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    assert kind_removed([RemoveLine(ref=2)], "actually no tea".split(), cart) == [RemoveLine(ref=1)]
    assert kind_removed([RemoveLine(ref=2)], "remove the teas".split(), cart) == [RemoveLine(ref=1)]
    assert kind_removed([RemoveLine(ref=1)], "no tea".split(), cart) == [RemoveLine(ref=1)]
    assert kind_removed([RemoveLine(ref=2)], "no item:latte".split(), cart) == [RemoveLine(ref=2)]
    teas = Cart(lines=[Line(id=1, item="oolong tea"), Line(id=2, item="earl grey tea"),
                       Line(id=3, item="latte")], next_line_id=4)
    assert kind_removed([RemoveLine(ref=3)], "no tea".split(), teas) == [RemoveLine(ref=3)]  # which: not told


def test_the_shipped_engine_takes_off_the_tea_said_off(engine):
    cart, _ = converse(engine, "an earl grey tea and a blueberry muffin please", "actually no tea")
    assert [line.item for line in cart.lines] == ["blueberry muffin"]


MUFFINS = Cart(lines=[Line(id=1, item="apple bran muffin"), Line(id=2, item="lemon poppyseed muffin"),
                      Line(id=3, item="blueberry muffin")], next_line_id=4)


def test_the_line_its_items_words_name_after_no_is_the_one_removed():
    from ordering.named_lines import kind_removed

    assert kind_removed([RemoveLine(ref=3)], "actually no apple bran".split(), MUFFINS) == [RemoveLine(ref=1)]
    assert kind_removed([], "no lemon poppyseed please".split(), MUFFINS) == [RemoveLine(ref=2)]
    noted = [ChangeLine(ref=3, notes="no sleeve")]
    assert kind_removed(noted, "no lemon poppyseed".split(), MUFFINS) == [RemoveLine(ref=2)]
    assert kind_removed([], "no lemon".split(), MUFFINS) == []  # a part of the name, no removal asked
    assert kind_removed([], "no lemon poppyseed , just the blueberry".split(), MUFFINS) == []  # more said
    assert kind_removed([], "no muffin".split(), MUFFINS) == []  # three of them
    assert kind_removed([RemoveLine(ref=3)], "no bran".split(), MUFFINS) == [RemoveLine(ref=1)]


def test_the_shipped_engine_takes_off_the_apple_bran_muffin(engine):
    cart, replies = converse(engine, "i'll have one of each muffin", "actually no apple bran")
    assert [line.item for line in cart.lines] == ["lemon poppyseed muffin", "blueberry muffin"], replies
    cart, replies = converse(engine, "a lemon poppyseed muffin, a blueberry muffin and a latte",
                             "no lemon poppyseed please")
    assert [line.item for line in cart.lines] == ["blueberry muffin", "latte"], replies


def test_can_one_be_another_item_makes_one_unit_of_the_line_of_several():
    said = "actually , can n1 be a item:steamer instead".split()
    model = [AddLine(item="steamer"), RemoveLine(ref=1)]
    cocoas = Cart(lines=[Line(id=1, item="hot chocolate", qty=2, size="medium")], next_line_id=2)
    assert one_made_another(model, said, cocoas, MENU) == [ChangeLine(ref=1, qty=1),
                                                          AddLine(item="steamer", size="medium")]
    assert one_made_another([AddLine(item="mocha")], "can n1 be a item:mocha".split(), LATTE, MENU) == [
        AddLine(item="mocha")]  # of one unit: the model's


def test_the_shipped_engine_keeps_one_hot_chocolate_beside_the_steamer(engine):
    cart, replies = converse(engine, "2 medium hot chocolates", "actually, can one be a steamer instead")
    assert [(line.item, line.qty, line.size) for line in cart.lines] == [
        ("hot chocolate", 1, "medium"), ("steamer", 1, "medium")]
    assert replies[-1] == ("You now have a medium hot chocolate ($4.00). Added a medium steamer ($3.50). "
                           "Anything else?")
