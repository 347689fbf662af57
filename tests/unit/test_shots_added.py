""""A coffee with two shots" is two espresso shots on the coffee (`ordering.shots_added`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.shots_added import espresso_by_its_shots, shots_added_to, shots_as_add_on, shots_in_all
from tests.unit.shipped import converse, lines

MENU = load_menu()
CHAI = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="chai latte")], next_line_id=3)
TWO = {"espresso shot": 2}


def read(edits, text, words, cart=None):
    return shots_as_add_on(edits, text, words.split(), cart or Cart(), MENU)


def test_shots_said_of_a_drink_without_shots_are_its_espresso_shot_add_on():
    assert read([AddLine(item="coffee")], "a coffee with two shots", "a item:coffee with shots:2") == [
        AddLine(item="coffee", addons=TWO)]
    assert read([ChangeLine(ref=2, shots=2)], "add two shots to it", "add shots:2 to it", CHAI) == [
        ChangeLine(ref=2, add_addons=TWO)]
    said = "add a shots:2 to the item:chai_latte"  # the model wrote nothing
    assert read([], "add a double shot to the chai", said, CHAI) == [ChangeLine(ref=2, add_addons=TWO)]
    said = "oh and shots:2 of item:espresso in it"  # of the last line, said "of espresso"
    assert read([], "oh and two shots of espresso in it", said, CHAI) == [ChangeLine(ref=2, add_addons=TWO)]


def test_shots_of_an_espresso_drink_or_of_another_item_are_the_models():
    latte = [AddLine(item="coffee"), AddLine(item="latte", shots=2)]
    said = "a item:coffee and a item:latte with shots:2"
    assert read(latte, "a coffee and a latte with two shots", said) == latte  # the latte's two shots
    americano = [AddLine(item="americano", shots=3)]
    assert read(americano, "an americano with 3 shots", "an item:americano with shots:3") == americano
    plain = [AddLine(item="coffee")]
    assert read(plain, "a coffee please", "a item:coffee please") == plain


def test_a_count_said_of_something_else_or_without_the_word_shot_is_no_shot():
    caramel = [AddLine(item="cold brew", addons={"caramel syrup": 3})]
    said = "a item:cold_brew with shots:3 of addon:caramel_syrup"
    assert read(caramel, "a cold brew with three shots of caramel", said) == caramel
    cupped = [ChangeLine(ref=2, notes="double cupped")]
    assert read(cupped, "this double cupped please", "this shots:2 cupped please", CHAI) == cupped
    sugar = [AddLine(item="steamer", notes="double the sugar")]
    assert read(sugar, "a steamer and double", "a item:steamer and shots:2") == sugar  # no "shot" said


def test_the_shipped_engine_puts_two_shots_in_the_coffee(engine):
    cart, replies = converse(engine, "a coffee with two shots")
    assert lines(cart) == [{"addons": TWO, "item": "coffee", "qty": 1}]
    assert replies[0] == "Added a coffee with espresso shot ×2 ($4.75). Anything else?"
    cart, _ = converse(engine, "a chai latte", "add two shots to it")
    assert lines(cart) == [{"addons": TWO, "item": "chai latte", "qty": 1}]
    cart, _ = converse(engine, "a chai latte", "add a double shot to it")  # not a double espresso
    assert lines(cart) == [{"addons": TWO, "item": "chai latte", "qty": 1}]


def test_the_tagger_reads_cafe_names_as_their_recipe():
    from preprocessing.features.tagger import _recipe_at

    assert _recipe_at("two red eyes please".split(), 1) == (("red", "eye"), ("coffee", "with", "a", "shot"))
    assert _recipe_at("a london fog".split(), 1)[1] == ("vanilla", "earl", "grey", "latte")
    assert _recipe_at("a red latte".split(), 1) is None
    assert _recipe_at("a sprinkle of cocoa".split(), 1)[1] == ("sprinkle", "of", "cocoa", "powder")
    assert _recipe_at("a cup of cocoa".split(), 1) is None  # a hot chocolate
    assert _recipe_at("just sprinkle cocoa".split(), 1)[1] == ("sprinkle", "cocoa", "powder")
    assert _recipe_at("and cocoa on both".split(), 1)[1] == ("cocoa", "powder", "on", "both")
    assert _recipe_at("a cocoa on the side".split(), 1) is None  # a hot chocolate beside


def test_the_shipped_engine_makes_red_and_black_eyes(engine):
    cart, _ = converse(engine, "two red eyes")
    assert lines(cart) == [{"addons": {"espresso shot": 1}, "item": "coffee", "qty": 2}]
    cart, _ = converse(engine, "a black eye please")
    assert lines(cart) == [{"addons": TWO, "item": "coffee", "qty": 1}]


def test_the_shipped_engine_dusts_the_cappuccino_with_cocoa(engine):
    cart, _ = converse(engine, "a cappuccino with cocoa")  # dusted with it: no hot chocolate beside
    assert lines(cart) == [{"addons": {"cocoa powder": 1}, "item": "cappuccino", "qty": 1}]
    cart, _ = converse(engine, "a cup of cocoa")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1}]
    cart, _ = converse(engine, "a latte with cocoa powder")
    assert lines(cart) == [{"addons": {"cocoa powder": 1}, "item": "latte", "qty": 1}]
    cart, _ = converse(engine, "a cappuccino with a dusting of cocoa")  # an amount of it: dusted too
    assert lines(cart) == [{"addons": {"cocoa powder": 1}, "item": "cappuccino", "qty": 1}]


def test_the_shipped_engine_puts_the_cocoa_said_on_it_on_the_drink(engine):
    for said in ("could you sprinkle some cocoa on that", "oh and cocoa on top"):
        cart, _ = converse(engine, "one small cappuccino", said)  # no hot chocolate added, no "didn't catch"
        assert lines(cart) == [{"addons": {"cocoa powder": 1}, "item": "cappuccino", "qty": 1,
                                "size": "small"}]


def test_shots_of_espresso_said_with_alone_are_the_last_lines():
    chai = Cart(lines=[Line(id=1, item="chai latte", temp="iced")], next_line_id=2)
    espresso = [AddLine(item="espresso", shots=2)]
    said = "with shots:2 of item:espresso".split()
    text = "with two shots of espresso"
    assert shots_as_add_on(espresso, text, said, chai, MENU) == [
        ChangeLine(ref=1, add_addons={"espresso shot": 2})]
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert shots_as_add_on(espresso, text, said, latte, MENU) == [ChangeLine(ref=1, shots=2)]
    ordered = "and shots:2 of item:espresso please".split()  # may order a double espresso: the model's
    assert shots_as_add_on(espresso, "and two shots of espresso please", ordered, chai, MENU) == espresso


def test_shots_said_alone_are_the_last_lines_count_of_them():
    chai = Cart(lines=[Line(id=1, item="chai latte", addons={"espresso shot": 1})], next_line_id=2)
    assert shots_as_add_on([], "no, 3 shots", "no , shots:3".split(), chai, MENU) == [
        ChangeLine(ref=1, add_addons={"espresso shot": 3})]  # corrected: three in all
    assert shots_as_add_on([], "add 2 shots too", "add shots:2 too".split(), chai, MENU) == [
        ChangeLine(ref=1, add_addons={"espresso shot": 3})]  # added to the one it has
    assert shots_as_add_on([], "2 shots in the latte", "shots:2 in the item:latte".split(), chai, MENU) == []
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)  # its own shots: the model's
    assert shots_as_add_on([], "no, 3 shots", "no , shots:3".split(), latte, MENU) == []
    said = "shots:2 for my friend".split()  # more said than the shots
    assert shots_as_add_on([], "2 shots for my friend", said, chai, MENU) == []


def test_the_shipped_engine_puts_the_shots_said_alone_on_the_chai(engine):
    cart, replies = converse(engine, "one large chai tea latte", "oh and 2 shots")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "size": "large", "addons": {"espresso shot": 2}}]
    cart, _ = converse(engine, "a drip coffee with one shot in it", "sorry, i meant three shots")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "addons": {"espresso shot": 3}}]


def test_the_shipped_engine_puts_the_shots_said_with_on_the_chai(engine):
    cart, _ = converse(engine, "i'll have an iced chai", "with two shots of espresso")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "temp": "iced", "addons": {"espresso shot": 2}}]


def test_the_shipped_engine_tops_an_espresso_con_panna_with_whipped_cream(engine):
    from preprocessing.features.tagger import _recipe_at

    assert _recipe_at("an espresso con panna".split(), 2)[1] == ("with", "whipped", "cream")
    cart, _ = converse(engine, "two espressos con panna please")
    assert lines(cart) == [{"addons": {"whipped cream": 1}, "item": "espresso", "qty": 2}]


def test_an_espresso_ordered_by_its_shots_is_an_espresso():
    said = "a shots:2 of item:espresso and a size:small item:steamer".split()
    steamer = AddLine(item="steamer", size="small")
    model = [steamer.model_copy(update={"addons": {"espresso shot": 2}})]
    assert espresso_by_its_shots(model, said, MENU) == [AddLine(item="espresso", shots=2), steamer]
    said = "a item:blueberry_muffin and a shots:2 of item:espresso".split()
    model = [AddLine(item="blueberry muffin", addons={"espresso shot": 2})]
    assert espresso_by_its_shots(model, said, MENU) == [
        AddLine(item="blueberry muffin"), AddLine(item="espresso", shots=2)]
    said = "a addon:espresso_shot and a item:apple_bran_muffin".split()
    muffin = AddLine(item="apple bran muffin")
    model = [muffin.model_copy(update={"addons": {"espresso shot": 1}})]
    assert espresso_by_its_shots(model, said, MENU) == [AddLine(item="espresso"), muffin]
    said = "and a shots:1 of item:espresso".split()  # after a latte: an espresso, not the latte's shot
    model = [ChangeLine(ref=1, add_addons={"espresso shot": 1})]
    assert espresso_by_its_shots(model, said, MENU) == [AddLine(item="espresso")]


def test_an_espresso_ordered_by_its_shot_after_just_is_an_espresso():
    assert espresso_by_its_shots([], "just a addon:espresso_shot".split(), MENU) == [AddLine(item="espresso")]
    said = "i'll only have a shots:2 of item:espresso , thanks".split()
    assert espresso_by_its_shots([], said, MENU) == [AddLine(item="espresso", shots=2)]


def test_the_shipped_engine_orders_an_espresso_after_a_latte(engine):
    cart, replies = converse(engine, "a latte", "and a shot of espresso")
    assert [(line.item, line.addons) for line in cart.lines] == [("latte", {}), ("espresso", {})]
    assert replies[1] == "Added an espresso ($2.50). Anything else?"
    cart, _ = converse(engine, "hmm, just a shot of espresso")
    assert [(line.item, line.shots) for line in cart.lines] == [("espresso", None)]


def test_shots_said_of_a_drink_stay_its_own():
    for said, edits in [
            ("a item:latte with a shots:2 of item:espresso", [AddLine(item="latte", shots=2)]),
            ("a item:latte and a shots:3 of item:espresso", [AddLine(item="latte", shots=3)]),
            ("a item:latte and a addon:espresso_shot", [AddLine(item="latte", addons={"espresso shot": 1})]),
            ("a shots:2 of item:espresso", [AddLine(item="espresso", shots=2)]),  # the model's already
            ("a shots:2 of item:espresso in it", [ChangeLine(ref=1, add_addons={"espresso shot": 2})])]:
        assert espresso_by_its_shots(edits, said.split(), MENU) == edits, said


def test_the_shipped_engine_orders_a_double_espresso_beside_a_steamer(engine):
    cart, replies = converse(engine, "a double shot of espresso and a small steamer for my kid")
    assert replies[0] == (
        "Added a double espresso ($3.50) and a small steamer for your kid ($3.00). Anything else?")
    assert [(line.item, line.shots, line.addons) for line in cart.lines] == [
        ("espresso", 2, {}), ("steamer", None, {})]


def test_a_shot_of_espresso_said_after_add_is_a_drinks_add_on():
    model = [ChangeLine(ref=1, add_addons={"espresso shot": 1, "vanilla syrup": 1})]
    said = "add a addon:espresso_shot of addon:vanilla_syrup and a addon:espresso_shot".split()
    assert espresso_by_its_shots(model, said, MENU) == model


def test_the_shipped_engine_adds_the_shot_to_the_latte_not_an_espresso(engine):
    cart, _ = converse(engine, "a latte", "add a shot of vanilla and a shot of espresso")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("latte", {"espresso shot": 1, "vanilla syrup": 1})]


def test_shots_added_to_a_drink_with_shots_of_its_own_are_shots_more():
    americano = Cart(lines=[Line(id=1, item="americano", size="large")], next_line_id=2)
    set_two = [ChangeLine(ref=1, shots=2)]
    assert shots_added_to(set_two, "add shots:2".split(), americano, MENU) == [
        ChangeLine(ref=1, add_addons=TWO)]
    extra = Cart(lines=[Line(id=1, item="latte", addons={"espresso shot": 1})], next_line_id=2)
    assert shots_added_to(set_two, "can you add shots:2 to it".split(), extra, MENU) == [
        ChangeLine(ref=1, add_addons={"espresso shot": 3})]
    assert shots_added_to(set_two, "with shots:2".split(), americano, MENU) == set_two  # two in all
    assert shots_added_to(set_two, "make it shots:2".split(), americano, MENU) == set_two


def test_the_shipped_engine_adds_two_shots_to_a_large_americano(engine):
    cart, replies = converse(engine, "a large americano", "add two shots")
    assert lines(cart) == [{"item": "americano", "qty": 1, "size": "large", "addons": TWO}]
    assert replies[1] == "Changed the americano: with espresso shot ×2. Anything else?"


def test_shots_counted_in_all_take_the_added_shot_off():
    added = Cart(lines=[Line(id=1, item="flat white", addons={"espresso shot": 1})], next_line_id=2)
    two = [ChangeLine(ref=1, shots=2)]
    assert shots_in_all(two, "no actually shots:2 total".split(), added) == [
        ChangeLine(ref=1, shots=2, drop=["espresso shot"])]
    assert shots_in_all(two, "make it shots:2 in all".split(), added) == [
        ChangeLine(ref=1, shots=2, drop=["espresso shot"])]
    assert shots_in_all(two, "make it shots:2".split(), added) == two  # not said in all
    plain = Cart(lines=[Line(id=1, item="flat white")], next_line_id=2)
    assert shots_in_all(two, "shots:2 total".split(), plain) == two  # no shot added


def test_the_shipped_engine_makes_the_americano_three_shots_in_all(engine):
    cart, _ = converse(engine, "an americano with an extra shot", "actually make it 3 shots total")
    assert [(line.item, line.shots, line.addons) for line in cart.lines] == [("americano", 3, {})]
