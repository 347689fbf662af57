"""A food said with a milk it cannot take is a variant the menu lacks (`ordering.variants_lacking`): "an
almond croissant" is refused, not served as a butter croissant; "a lavender latte" is no tea beside a
latte."""

from __future__ import annotations

from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.variants_lacking import tea_drink_lacking, tea_flavour_lacking, variant_lacking
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_milk_said_before_a_food_names_a_variant_we_lack():
    said = "and add an milk:almond_milk item:butter_croissant too".split()
    assert variant_lacking([AddLine(item="butter croissant")], said, MENU) == [
        AddLine(item="almond croissant")]
    said = "n2 milk:coconut_milk item:apple_bran_muffin".split()
    assert variant_lacking([AddLine(item="apple bran muffin", qty=2)], said, MENU) == [
        AddLine(item="coconut muffin", qty=2)]


def test_the_value_of_a_kind_we_lack_put_on_another_line_is_taken_off_it():
    said = "a item:coffee , and a addon:chocolate_sauce chip item:apple_bran_muffin".split()
    model = [AddLine(item="coffee", addons={"chocolate sauce": 1}), AddLine(item="apple bran muffin")]
    assert variant_lacking(model, said, MENU) == [AddLine(item="coffee"),
                                                  AddLine(item="chocolate chip muffin")]
    said = "a item:coffee with addon:chocolate_sauce , a addon:chocolate_sauce item:apple_bran_muffin".split()
    model[1] = AddLine(item="apple bran muffin")  # said of the coffee too: it keeps it
    assert variant_lacking(model, said, MENU)[0] == AddLine(item="coffee", addons={"chocolate sauce": 1})


def test_the_value_of_a_kind_we_lack_changes_no_line_of_the_cart():
    said = "the milk:almond_milk item:butter_croissant".split()
    model = [AddLine(item="butter croissant"), ChangeLine(ref=1, milk="almond milk")]
    assert variant_lacking(model, said, MENU) == [AddLine(item="almond croissant")]
    model = [AddLine(item="butter croissant"), ChangeLine(ref=1, milk="almond milk", size="large")]
    assert variant_lacking(model, said, MENU) == [AddLine(item="almond croissant"),
                                                  ChangeLine(ref=1, size="large")]
    said = "and a addon:caramel_syrup item:apple_bran_muffin".split()
    model = [AddLine(item="apple bran muffin"), ChangeLine(ref=1, add_addons={"caramel syrup": 1}, notes="x")]
    assert variant_lacking(model, said, MENU) == [AddLine(item="caramel muffin")]


def test_the_shipped_engine_keeps_the_milk_of_the_drink_beside_an_almond_croissant(engine):
    cart, replies = converse(engine, "a dry cappuccino", "which pastries do you have", "the almond croissant")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "preps": ["dry"]}]
    assert replies[2].startswith("Sorry, we don't have almond croissant."), replies


def test_the_shipped_engine_puts_no_chocolate_on_the_coffee_beside_a_chocolate_chip_muffin(engine):
    cart, replies = converse(engine, "i'm going to need a medium caramel latte with skim milk, a small black "
                             "coffee, and a chocolate chip muffin if you have it")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("latte", {"caramel syrup": 1}), ("coffee", {})], replies
    assert "Sorry, we don't have chocolate chip muffin." in replies[0]


def test_drinks_and_milks_said_elsewhere_are_kept():
    said = "an milk:oat_milk item:latte".split()
    assert variant_lacking([AddLine(item="latte", milk="oat milk")], said, MENU) == [
        AddLine(item="latte", milk="oat milk")]
    said = "a item:butter_croissant and a milk:almond_milk item:latte".split()
    model = [AddLine(item="butter croissant"), AddLine(item="latte", milk="almond milk")]
    assert variant_lacking(model, said, MENU) == model


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "two lattes", "and add an almond croissant too")
    assert lines(cart) == [{"item": "latte", "qty": 2}]
    assert "don't have almond croissant" in replies[-1]


def test_a_tea_said_before_a_drink_is_one_drink_we_lack():
    said = "a size:large item:lavender_earl_grey_tea item:latte".split()
    model = [AddLine(item="lavender earl grey tea", size="large"), AddLine(item="latte")]
    assert tea_drink_lacking(model, said, "a large lavender latte", MENU) == [
        AddLine(item="lavender latte"), AddLine(item="latte", size="large")]
    said = "n2 item:earl_grey_tea item:latte with milk:oat_milk".split()
    model = [AddLine(item="latte", milk="oat milk"), AddLine(item="earl grey tea", qty=2)]
    assert tea_drink_lacking(model, said, "two earl grey lattes with oat milk", MENU) == [
        AddLine(item="latte", qty=2, milk="oat milk"), AddLine(item="earl grey latte")]


def test_a_tea_and_a_drink_said_apart_are_both_kept():
    for said, text in (("an item:earl_grey_tea , a item:latte", "an earl grey, a latte"),
                       ("an item:earl_grey_tea and a item:latte", "an earl grey and a latte")):
        model = [AddLine(item="earl grey tea"), AddLine(item="latte")]
        assert tea_drink_lacking(model, said.split(), text, MENU) == model
    said = "a item:earl_grey_tea item:butter_croissant".split()  # a food is no drink made with tea
    model = [AddLine(item="earl grey tea"), AddLine(item="butter croissant")]
    assert tea_drink_lacking(model, said, "an earl grey croissant", MENU) == model


def test_the_shipped_engine_with_a_tea_latte(engine):
    cart, replies = converse(engine, "a large lavender latte")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "large"}]
    assert replies[0] == "Added a large latte ($5.25). Sorry, we don't have lavender latte. Anything else?"


def test_an_add_on_said_before_a_food_that_cannot_take_it_names_a_variant_we_lack():
    said = "a addon:chocolate_sauce item:apple_bran_muffin".split()
    model = [AddLine(item="apple bran muffin", addons={"chocolate sauce": 1})]
    assert variant_lacking(model, said, MENU) == [AddLine(item="chocolate muffin")]  # no muffin of ours
    said = "a addon:cinnamon item:bagel".split()  # the one bagel: it, and the kind refused
    assert variant_lacking([AddLine(item="bagel", addons={"cinnamon": 1})], said, MENU) == [
        AddLine(item="bagel"), AddLine(item="cinnamon bagel")]
    said = "a addon:butter item:bagel".split()  # a bagel takes butter
    assert variant_lacking([AddLine(item="bagel", addons={"butter": 1})], said, MENU) == [
        AddLine(item="bagel", addons={"butter": 1})]


def test_the_shipped_engine_says_which_food_we_lack(engine):
    cart, replies = converse(engine, "a caramel muffin and an everything bagel", "the blueberry one then")
    assert lines(cart) == [{"item": "bagel", "qty": 1}, {"item": "blueberry muffin", "qty": 1}]
    assert "don't have caramel muffin" in replies[0] and "everything bagel" in replies[0]
    assert "Our muffins: apple bran muffin $3.25, lemon poppyseed muffin $3.25" in replies[0]
    cart, replies = converse(engine, "a banana muffin please")  # banana bread's word: still no muffin of ours
    assert lines(cart) == [] and replies[0].startswith("Sorry, we don't have banana muffin. Our muffins: ")


def test_an_amount_before_an_item_is_no_kind_of_it(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a couple of lattes", "and a few croissants", "three")
    assert "don't have" not in replies[1] and replies[1] == "How many butter croissants would you like?"
    assert cart.lines[-1].item == "butter croissant" and cart.lines[-1].qty == 3  # `vague_count_asked`


def test_a_kind_we_lack_asked_of_with_a_value_of_ours_is_said_back():
    from ordering.edits import AskMenu
    from ordering.variants_lacking import variant_asked

    asked = [AskMenu(about=["butter croissant", "almond milk"])]
    said = "do you have milk:almond_milk item:butter_croissant".split()
    assert variant_asked(asked, "do you have almond croissants", said, MENU) == [
        AskMenu(about=["almond croissants"])]
    free = "do you have anything addon:sugar free".split()  # the sugar-free syrup: ours
    asked = [AskMenu(about=["sugar-free vanilla syrup"])]
    assert variant_asked(asked, "do you have anything sugar free", free, MENU) == asked
    cookies = "do you have addon:sugar free cookies".split()
    assert variant_asked(asked, "do you have sugar free cookies", cookies, MENU) == [
        AskMenu(about=["sugar free cookies"])]
    rolls = "do you have addon:cinnamon rolls".split()
    assert variant_asked([AskMenu(about=["cinnamon"])], "do you have cinnamon rolls", rolls, MENU) == [
        AskMenu(about=["cinnamon rolls"])]
    beans = "do you have any addon:vanilla_syrup bean scones ?".split()  # two words, asked
    assert variant_asked([AskMenu(about=["vanilla syrup"])], "do you have any vanilla bean scones?", beans,
                         MENU) == [AskMenu(about=["vanilla bean scones"])]
    for text, said in (("do you have oat milk", "do you have milk:oat_milk"),
                       ("any sugar free syrups?", "any addon:sugar free syrups ?"),  # the menu's words
                       ("do you have almond milk lattes", "do you have milk:almond_milk item:latte"),
                       ("do you have caramel please", "do you have addon:caramel_syrup please")):
        kept = [AskMenu(about=["x"])]
        assert variant_asked(kept, text, said.split(), MENU) == kept, text


def test_the_shipped_engine_says_back_a_kind_we_lack(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "do you have cinnamon rolls")
    assert replies == ["Sorry, we don't have cinnamon rolls."]
    cart, replies = converse(engine, "do you have almond croissants", "ok a chocolate one then")
    assert replies[0] == ("Sorry, we don't have almond croissants. Our croissants: butter croissant $3.50 "
                          "and chocolate croissant $3.95.")  # the ones we have, for the answer that follows
    assert [line.item for line in cart.lines] == ["chocolate croissant"]


def test_a_tea_said_by_its_flavour_after_with_is_a_flavour_we_lack():
    model = [AddLine(item="latte"), AddLine(item="lavender earl grey tea")]
    said = "a item:latte with item:lavender_earl_grey_tea syrup".split()
    assert tea_flavour_lacking(model, said, "a latte with lavender syrup", MENU) == [
        AddLine(item="latte"), AddLine(item="lavender syrup")]
    said = "a item:latte with some item:lavender_earl_grey_tea please".split()
    assert tea_flavour_lacking(model, said, "a latte with some lavender please", MENU) == [
        AddLine(item="latte"), AddLine(item="lavender syrup")]


def test_a_tea_ordered_beside_a_drink_stays_ordered():
    model = [AddLine(item="latte"), AddLine(item="lavender earl grey tea")]
    said = "a item:latte and a item:lavender_earl_grey_tea".split()
    assert tea_flavour_lacking(model, said, "a latte and a lavender earl grey", MENU) == model
    iced = [AddLine(item="latte"), AddLine(item="lavender earl grey tea", temp="iced")]
    said = "a item:latte with an temp:iced item:lavender_earl_grey_tea".split()
    assert tea_flavour_lacking(iced, said, "a latte with an iced lavender", MENU) == iced
    muffin = [AddLine(item="blueberry muffin"), AddLine(item="lavender earl grey tea")]
    said = "a item:blueberry_muffin with item:lavender_earl_grey_tea".split()
    assert tea_flavour_lacking(muffin, said, "a blueberry muffin with lavender tea", MENU) == muffin


def test_the_shipped_engine_adds_no_tea_for_lavender_syrup(engine):
    cart, replies = converse(engine, "a latte with lavender syrup")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[0] == "Added a latte ($4.75). Sorry, we don't have lavender syrup. Anything else?"


def test_a_line_made_a_kind_the_menu_lacks_is_said_back_and_nothing_changes():
    from ordering.cart import Cart, Line
    from ordering.edits import ChangeLine
    from ordering.variants_lacking import variant_made_lacking

    bagel = Cart(lines=[Line(id=1, item="bagel")], next_line_id=2)
    said = "make it an everything item:bagel".split()
    assert variant_made_lacking([ChangeLine(ref=1, notes="weak")], said, bagel, MENU, MENU.words) == [
        AddLine(item="everything bagel")]
    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    said = "make it an milk:almond_milk item:butter_croissant".split()
    assert variant_made_lacking([ChangeLine(ref=1, unset=["milk"])], said, croissant, MENU, MENU.words) == [
        AddLine(item="almond croissant")]
    large = [ChangeLine(ref=1, size="large")]
    said = "make it a size:large item:bagel".split()
    assert variant_made_lacking(large, said, bagel, MENU, MENU.words) == large  # a value it takes
    said = "actually just the milk:almond_milk item:butter_croissant".split()  # the almond one was refused
    assert variant_made_lacking([ChangeLine(ref=1, unset=["milk"])], said, croissant, MENU, MENU.words) == [
        AddLine(item="almond croissant")]
    said = "actually the milk:almond_milk item:butter_croissant".split()  # no "just the": not a kind asked
    assert variant_made_lacking([ChangeLine(ref=1, unset=["milk"])], said, croissant, MENU, MENU.words) == [
        ChangeLine(ref=1, unset=["milk"])]


def test_the_shipped_engine_says_we_lack_the_everything_bagel(engine):
    cart, replies = converse(engine, "a bagel", "make it an everything bagel")
    assert [line.item for line in cart.lines] == ["bagel"]
    assert replies[1].startswith("Sorry, we don't have everything bagel.")


def test_just_the_refused_kind_takes_nothing_off_the_order(engine):
    cart, replies = converse(engine, "can i have a cold brew", "and two croissants, one almond and one plain",
                             "actually just the almond croissant")
    assert [line.item for line in cart.lines] == ["cold brew", "butter croissant"]
    assert replies[2].startswith("Sorry, we don't have almond croissant.")


def test_a_kind_said_after_a_preparation_is_said_back_too(engine):
    _, replies = converse(engine, "and a toasted everything bagel with cream cheese")
    assert replies[0] == ("Added a plain bagel with cream cheese, toasted ($3.70). Sorry, we don't have "
                          "everything bagel. Anything else?")


def test_a_kind_we_lack_said_instead_of_a_line_is_said_back(engine):
    cart, replies = converse(engine, "i'd like a cold brew", "actually a nitro cold brew instead")
    assert [line.item for line in cart.lines] == ["cold brew"]
    assert replies[1] == "Sorry, we don't have nitro cold brew."


def test_a_kind_we_lack_said_after_taking_the_plain_one_back_is_said_back():
    from ordering.variants_lacking import drink_variant_lacking

    said = "a item:cold_brew ? no wait , a nitro item:cold_brew".split()
    assert drink_variant_lacking([AddLine(item="cold brew")], said, MENU, MENU.words) == [
        AddLine(item="cold brew"), AddLine(item="nitro")]
    twice = "a item:cold_brew and a nitro item:cold_brew".split()  # two ordered: not read
    assert drink_variant_lacking([AddLine(item="cold brew", qty=2)], twice, MENU, MENU.words) == [
        AddLine(item="cold brew", qty=2)]


def test_a_line_made_a_kind_we_lack_after_wait_is_said_back():
    from ordering.cart import Cart, Line
    from ordering.variants_lacking import variant_made_lacking

    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    said = "oh wait a pumpkin spice item:latte".split()
    assert variant_made_lacking([], said, latte, MENU, MENU.words) == [AddLine(item="pumpkin spice latte")]


def test_the_shipped_engine_says_back_a_kind_we_lack_said_after_wait(engine):
    cart, replies = converse(engine, "can i get a latte", "sorry, i mean a gingerbread latte")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[1] == "Sorry, we don't have gingerbread latte."


def test_a_kind_said_of_a_value_and_a_plain_word_is_a_variant_we_lack():
    said = "also a addon:chocolate_sauce chip item:apple_bran_muffin".split()
    model = [AddLine(item="apple bran muffin", addons={"chocolate sauce": 1})]
    assert variant_lacking(model, said, MENU) == [AddLine(item="chocolate chip muffin")]
    said = "n2 addon:jam like item:lemon_poppyseed_muffin".split()  # a filler, no kind
    model = [AddLine(item="lemon poppyseed muffin", qty=2, addons={"jam": 1})]
    assert variant_lacking(model, said, MENU) == model
    said = "a addon:cream_cheese plain item:bagel".split()  # how it is said, no kind
    model = [AddLine(item="bagel", addons={"cream cheese": 1})]
    assert variant_lacking(model, said, MENU) == model


def test_the_shipped_engine_refuses_the_chocolate_chip_muffin(engine):
    cart, replies = converse(engine, "a latte", "also a chocolate chip muffin")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[1].startswith("Sorry, we don't have chocolate chip muffin. Our muffins:")


def test_the_shipped_engine_offers_the_sugar_free_syrup_for_anything_sugar_free(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "hi, do you have anything sugar free?")
    assert replies[0] == ("Without sugar, we have sugar-free vanilla syrup (+$0.50), and equal, splenda and "
                          "stevia to sweeten.")
