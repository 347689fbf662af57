""""Make that sugar free": an add-on said with "free" after it is not put on (`ordering.free_of`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.free_of import free_of

LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
HONEY = Cart(lines=[Line(id=1, item="latte", addons={"honey": 1}, notes="extra hot")], next_line_id=2)


def test_an_add_on_said_free_comes_off_the_line_and_is_its_note():
    said = "a item:latte , addon:sugar free".split()
    assert free_of([AddLine(item="latte", addons={"sugar": 1, "honey": 1})], said, Cart()) == [
        AddLine(item="latte", addons={"honey": 1}, notes="sugar free")]
    change = [ChangeLine(ref=1, add_addons={"sugar": 1}, notes="extra hot")]
    assert free_of(change, "make it addon:sugar free".split(), LATTE) == [
        ChangeLine(ref=1, notes="extra hot, sugar free")]


def test_with_nothing_written_the_last_line_takes_it_and_loses_an_add_on_it_has():
    assert free_of([], "make it addon:sugar free".split(), LATTE) == [ChangeLine(ref=1, notes="sugar free")]
    assert free_of([], "make it addon:honey free".split(), HONEY) == [ChangeLine(ref=1, drop=["honey"])]
    assert free_of([], "addon:sugar free".split(), Cart()) == []


def test_an_add_on_said_after_free_goes_on_the_last_line_too():
    from ordering.menu import load_menu

    said = "and add a pump of addon:sugar free addon:caramel_syrup too".split()
    assert free_of([], said, LATTE, load_menu()) == [
        ChangeLine(ref=1, notes="sugar free", add_addons={"caramel syrup": 1})]
    caramel = Cart(lines=[Line(id=1, item="latte", addons={"caramel syrup": 1})], next_line_id=2)
    assert free_of([], "make it addon:sugar free addon:caramel_syrup".split(), caramel, load_menu()) == [
        ChangeLine(ref=1, notes="sugar free")]  # it has it: noted only


def test_the_shipped_engine_adds_the_caramel_noted_sugar_free(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a latte", "and add a pump of sugar free caramel too")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"caramel syrup": 1}, "notes": "sugar free"}]


def test_a_sugar_free_syrup_is_the_menus_one():
    from ordering.menu import load_menu

    said = "a size:small item:latte with addon:sugar free syrup".split()
    model = [AddLine(item="latte", size="small", addons={"sugar": 1})]
    assert free_of(model, said, Cart(), load_menu()) == [
        AddLine(item="latte", size="small", addons={"sugar-free vanilla syrup": 1})]
    assert free_of([], "add a addon:sugar free syrup".split(), LATTE, load_menu()) == [
        ChangeLine(ref=1, add_addons={"sugar-free vanilla syrup": 1})]
    asked = "do you have any addon:sugar free syrups ?".split()  # asked: answered, nothing put in
    assert free_of([AskMenu()], asked, LATTE, load_menu()) == [AskMenu(about=["sugar-free vanilla syrup"])]


def test_a_sugar_free_syrup_said_of_a_flavoured_drink_takes_the_flavours_place_where_we_have_it():
    from ordering.menu import load_menu

    said = "a addon:vanilla_syrup item:latte with addon:sugar free syrup".split()
    model = [AddLine(item="latte", addons={"vanilla syrup": 1, "sugar": 1})]
    assert free_of(model, said, Cart(), load_menu()) == [
        AddLine(item="latte", addons={"sugar-free vanilla syrup": 1})]
    said = "a addon:caramel_syrup item:latte with addon:sugar free syrup".split()  # no sugar-free caramel
    model = [AddLine(item="latte", addons={"caramel syrup": 1, "sugar": 1})]
    assert free_of(model, said, Cart(), load_menu()) == [
        AddLine(item="latte", addons={"caramel syrup": 1}, notes="sugar free")]


def test_the_shipped_engine_makes_the_vanilla_latte_sugar_free(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a vanilla latte with sugar free syrup")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"sugar-free vanilla syrup": 1}}]
    assert replies[0] == "Added a latte with sugar-free vanilla syrup ($5.25). Anything else?"


def test_the_shipped_engine_puts_the_sugar_free_vanilla_in(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a small latte with sugar free syrup")
    assert lines(cart) == [
        {"item": "latte", "qty": 1, "size": "small", "addons": {"sugar-free vanilla syrup": 1}}]
    assert replies[0] == "Added a small latte with sugar-free vanilla syrup ($4.75). Anything else?"


def test_an_add_on_not_said_free_stays():
    edits = [AddLine(item="latte", addons={"sugar": 1})]
    assert free_of(edits, "a item:latte with addon:sugar".split(), Cart()) == edits
    syrup = [AddLine(item="latte", addons={"sugar-free vanilla syrup": 1})]  # one value, "free" in its name
    assert free_of(syrup, "a addon:sugar-free_vanilla_syrup item:latte".split(), Cart()) == syrup


def test_a_question_of_free_add_ons_notes_nothing(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "one cappuccino", "do you have any sugar free syrups?",
                             "is there a sugar free option", "and is there any sugar free syrup")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1}]
    assert replies[1] == replies[3] == "Yes, we have sugar-free vanilla syrup (+$0.50)."
    assert replies[2].startswith("Without sugar, we have sugar-free vanilla syrup (+$0.50), and ")


def test_a_thing_said_free_that_the_menu_has_no_add_on_for_is_the_lines_note():
    said = "nut free please".split()
    assert free_of([], said, LATTE) == [ChangeLine(ref=1, notes="nut free")]  # it was "didn't catch"
    said = "a item:latte , dairy free".split()
    assert free_of([AddLine(item="latte")], said, Cart()) == [AddLine(item="latte", notes="dairy free")]
    said = "is it gluten free ?".split()
    assert free_of([], said, LATTE) == []  # asked: the nutrition reading answers it


def test_the_shipped_engine_notes_a_nut_free_request_and_sells_no_nut_free_muffin(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a cappuccino please", "nut free please")
    assert cart.lines[0].notes == "nut free"
    assert replies[1] == 'Changed the cappuccino: note "nut free". Anything else?'
    cart, replies = converse(engine, "a nut free muffin please")  # no muffin of ours is: the menu says so
    assert not cart.lines and replies[0].startswith("Sorry, we don't have nut free muffin.")


def test_unsweetened_takes_the_sweeteners_off():
    from ordering.free_of import unsweetened
    from ordering.menu import load_menu

    menu = load_menu()
    sweet = Line(id=1, item="cold brew", addons={"sweetener": 1, "vanilla syrup": 1})
    brew = Cart(lines=[sweet], next_line_id=2)
    noted = [ChangeLine(ref=1, notes="unsweetened")]
    assert unsweetened(noted, "actually unsweetened".split(), brew, menu) == [
        ChangeLine(ref=1, notes="unsweetened", drop=["sweetener"])]
    assert unsweetened([], "unsweetened please".split(), brew, menu) == [
        ChangeLine(ref=1, notes="unsweetened", drop=["sweetener"])]
    plain = Cart(lines=[Line(id=1, item="cold brew")], next_line_id=2)
    assert unsweetened(noted, "actually unsweetened".split(), plain, menu) == noted  # none to take off
    assert unsweetened([], "is it unsweetened ?".split(), brew, menu) == []  # asked
    copy = [AddLine(item="cold brew", addons={"sweetener": 1, "vanilla syrup": 1}, notes="unsweetened")]
    assert unsweetened(copy, "and another one unsweetened".split(), brew, menu) == [
        AddLine(item="cold brew", addons={"vanilla syrup": 1}, notes="unsweetened")]


def test_the_shipped_engine_takes_the_sweetener_off_the_cold_brew(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a small cold brew", "sweetened", "actually unsweetened")
    assert cart.lines[0].addons == {}


def test_the_shipped_engine_makes_the_second_matcha_unsweetened(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "an iced matcha latte, sweetened with honey", "and a second one unsweetened")
    assert [line.addons for line in cart.lines] == [{"honey": 1}, {}]
