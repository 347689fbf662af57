"""Requests about milk, and requests said of a line by its kind, land on the right line in the customer's
words; a note about an add-on taken off goes with it."""

from __future__ import annotations

from ordering.amounts_said import add_on_halved, milk_measured, milks_halved
from ordering.cart import Cart, Line
from ordering.changed_as_named import changed_as_named
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.notes_taken_back import notes_taken_back
from ordering.said import said_requests
from ordering.steamed_milk_said import steamed_milk_made_with, steamer_added_to_a_line, steamer_not_ordered
from ordering.unlisted import said_unlisted
from tests.unit.shipped import converse, lines

MENU = load_menu()


def _cart(*items: str, **notes: str) -> Cart:
    said = [Line(id=k, item=item, notes=notes.get(f"l{k}")) for k, item in enumerate(items, start=1)]
    return Cart(lines=said, next_line_id=len(items) + 1)


def test_plain_milk_said_with_how_and_where_it_goes():
    assert said_requests("an americano with a little steamed milk on top") == [
        "with a little steamed milk on top"]
    assert said_requests("a drip with cold milk on the side") == ["with cold milk on the side"]
    assert said_requests("could you add some milk to it") == ["add some milk"]
    assert said_requests("a latte with milk foam") == []  # the foam


def test_plain_milk_after_an_add_on_said_with_is_asked_with_it():
    assert said_requests("a drip with raw sugar and milk please") == ["with milk"]
    assert said_requests("a black tea with two honeys and some milk") == ["with some milk"]
    assert said_requests("a drip with raw sugar and milk on the side") == ["milk on the side"]  # its own
    assert said_requests("a drip and milk") == []  # no "with" before it
    assert said_requests("a mocha with whip and milk foam") == []  # the foam


def test_the_shipped_engine_notes_the_milk_said_after_the_sugar(engine):
    cart, _ = converse(engine, "one drip coffee with raw sugar and milk")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "addons": {"raw sugar": 1}, "notes": "with milk"}]
    cart, _ = converse(engine, "an english breakfast", "with honey and milk please")
    assert lines(cart) == [{"item": "english breakfast tea", "qty": 1, "addons": {"honey": 1},
                            "notes": "with milk"}]


def test_an_amount_ends_before_the_line_it_is_for_and_keeps_half_and_half_whole():
    assert said_requests("double the honey in the tea") == ["double the honey"]
    assert said_requests("put a splash of half and half in") == ["a splash of half and half"]


def test_a_change_goes_to_the_line_named_by_its_kind():
    cart = _cart("earl grey tea", "bagel")
    change = ChangeLine(ref=2, notes="double the honey")
    assert changed_as_named([change], ["shots:2", "the", "addon:honey", "in", "the", "tea"], cart) == [
        ChangeLine(ref=1, notes="double the honey")]
    two_teas = _cart("earl grey tea", "oolong tea", "bagel")  # which tea is not known: left alone
    assert changed_as_named([change.model_copy(update={"ref": 3})], ["in", "the", "tea"], two_teas) == [
        change.model_copy(update={"ref": 3})]


def test_steamed_milk_said_with_a_drink_orders_no_steamer():
    tokens = ["a", "tea", "with", "item:steamer"]
    assert steamer_not_ordered([AddLine(item="steamer", notes="with steamed milk")], tokens, MENU) == [
        AskMenu(about=["tea", "count:1"])]
    tokens = ["an", "item:americano", "with", "some", "item:steamer"]
    steamer = AddLine(item="steamer", notes="with some steamed milk")
    got = steamer_not_ordered([AddLine(item="americano"), steamer], tokens, MENU)
    assert got == [AddLine(item="americano", notes="with some steamed milk")]
    ordered = [AddLine(item="latte"), AddLine(item="steamer")]
    assert steamer_not_ordered(ordered, ["a", "item:latte", "and", "a", "item:steamer"], MENU) == ordered
    tokens = "an item:americano please , size:medium , with some item:steamer on top".split()  # its values
    got = steamer_not_ordered([AddLine(item="americano", size="medium"), steamer], tokens, MENU)
    assert got == [AddLine(item="americano", size="medium", notes="with some steamed milk")]
    tokens = "a item:latte , a item:butter_croissant , with item:steamer".split()  # of a food: ordered
    listed = [AddLine(item="latte"), steamer]
    assert steamer_not_ordered(listed, tokens, MENU) == listed


def test_steamed_milk_on_the_side_after_the_drinks_with_is_the_drinks():
    tokens = "an item:americano with an extra addon:espresso_shot and some item:steamer on the side".split()
    text = "an americano with an extra shot and some steamed milk on the side"
    steamer = AddLine(item="steamer", notes="steamed milk on the side")
    made = [AddLine(item="americano", addons={"espresso shot": 1}), steamer]
    assert steamer_not_ordered(made, tokens, MENU, text) == [
        AddLine(item="americano", addons={"espresso shot": 1}, notes="steamed milk on the side")]
    said = text.replace("steamed milk", "steamer")  # a steamer ordered so, beside the drink
    assert steamer_not_ordered(made, tokens, MENU, said) == made
    listed = "an item:americano with an extra addon:espresso_shot and some item:steamer too".split()
    assert steamer_not_ordered(made, listed, MENU, text) == made  # not on the side: ordered
    plain = "an item:americano and some item:steamer on the side".split()  # no "with" before: ordered
    assert steamer_not_ordered(made, plain, MENU, "an americano and some steamed milk on the side") == made


def test_the_shipped_engine_puts_the_steamed_milk_beside_the_americano(engine):
    cart, _ = converse(engine, "an americano with an extra shot and some steamed milk on the side")
    assert lines(cart) == [{"item": "americano", "qty": 1, "addons": {"espresso shot": 1},
                            "notes": "steamed milk on the side"}]


def test_a_splash_of_steamed_milk_added_goes_in_the_drink():
    from ordering.steamed_milk_said import steamer_added_to_a_line

    espresso = Cart(lines=[Line(id=1, item="espresso")], next_line_id=2)
    steamer = [AddLine(item="steamer", notes="a splash of steamed milk")]
    said = "add a splash of item:steamer".split()
    assert steamer_added_to_a_line(steamer, said, espresso) == [
        ChangeLine(ref=1, notes="a splash of steamed milk")]
    ordered = [AddLine(item="steamer")]
    assert steamer_added_to_a_line(ordered, "add a item:steamer please".split(), espresso) == ordered


def test_steamed_milk_added_with_no_article_goes_in_the_drink():
    americano = Cart(lines=[Line(id=1, item="americano", size="small")], next_line_id=2)
    steamer = [AddLine(item="steamer", notes="add steamed milk")]
    assert steamer_added_to_a_line(steamer, "add item:steamer".split(), americano, MENU) == [
        ChangeLine(ref=1, notes="with steamed milk")]
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)  # no drink to take it
    assert steamer_added_to_a_line(steamer, "add item:steamer".split(), muffin, MENU) == steamer


def test_a_drink_topped_off_with_steamed_milk_is_kept_with_it_noted():
    coffee = Cart(lines=[Line(id=1, item="coffee", size="small")], next_line_id=2)
    swapped = [AddLine(item="steamer"), RemoveLine(ref=1)]  # the model made the coffee a steamer
    said = "top it off with some item:steamer".split()
    assert steamer_added_to_a_line(swapped, said, coffee, MENU) == [
        ChangeLine(ref=1, notes="with steamed milk")]
    ordered = [AddLine(item="steamer")]
    assert steamer_added_to_a_line(ordered, "and a item:steamer with addon:vanilla_syrup".split(), coffee,
                                   MENU) == ordered


def test_the_shipped_engine_keeps_the_coffee_topped_off_with_steamed_milk(engine):
    cart, _ = converse(engine, "a small coffee", "top it off with some steamed milk")
    assert [(line.item, line.notes) for line in cart.lines] == [("coffee", "with steamed milk")]


def test_the_shipped_engine_adds_steamed_milk_to_the_americano(engine):
    cart, replies = converse(engine, "a small americano", "add steamed milk")
    assert [(line.item, line.notes) for line in cart.lines] == [("americano", "with steamed milk")]
    assert replies[-1] == 'Changed the americano: note "with steamed milk". Anything else?'


def test_the_shipped_engine_puts_the_splash_in_the_espresso(engine):
    cart, _ = converse(engine, "an espresso", "add a splash of steamed milk")
    assert [(line.item, line.notes) for line in cart.lines] == [("espresso", "a splash of steamed milk")]


def test_the_shipped_engine_orders_no_steamer_after_the_drinks_values(engine):
    cart, _ = converse(engine, "I'd like an americano please, medium, with some steamed milk on top")
    assert [(line.item, line.notes) for line in cart.lines] == [
        ("americano", "with some steamed milk on top")]


def test_a_note_of_an_add_on_taken_off_goes_with_it():
    cart = _cart("mocha", l1="light whip, extra hot")
    got = notes_taken_back([ChangeLine(ref=1, drop=["whipped cream"])], "no whip at all", cart, MENU)
    assert got == [ChangeLine(ref=1, drop=["whipped cream"], notes="extra hot")]
    cart = _cart("mocha", l1="light whip")
    got = notes_taken_back([ChangeLine(ref=1, drop=["whipped cream"])], "actually no whip", cart, MENU)
    assert got == [ChangeLine(ref=1, drop=["whipped cream"], unset=["notes"])]
    kept = [ChangeLine(ref=1, drop=["whipped cream"])]  # the held-out data's convention for a removal
    whipped = Cart(lines=[Line(id=1, item="mocha", addons={"whipped cream": 1}, notes="light whip")],
                   next_line_id=2)
    assert notes_taken_back(kept, "remove the whip from the mocha", whipped, MENU) == kept


def test_two_milks_by_the_half_are_noted_and_one_kept():
    got = milks_halved([AddLine(item="latte", milk="oat milk")], "a latte with half oat half almond", MENU)
    assert got == [AddLine(item="latte", milk="oat milk", notes="half oat half almond")]
    kept = [AddLine(item="latte", milk="half and half")]
    assert milks_halved(kept, "a latte with half and half", MENU) == kept


def test_a_thing_listed_after_values_is_a_request():
    tokens = ["a", "item:mocha", "with", "addon:whipped_cream", "and", "sprinkles"]
    assert said_unlisted(tokens) == [(5, "with sprinkles")]
    assert said_unlisted(["a", "item:latte", "with", "milk:oat_milk", "and", "a", "item:bagel"]) == []
    bit = "a item:english_breakfast_tea with a bit of addon:honey and lemon".split()  # an amount first
    assert said_unlisted(bit) == [(8, "with lemon")]


def test_the_shipped_engine_notes_the_lemon_after_a_bit_of_honey(engine):
    cart, _ = converse(engine, "could i please have an english breakfast with a bit of honey and lemon")
    assert lines(cart) == [{"item": "english breakfast tea", "qty": 1, "addons": {"honey": 1},
                            "notes": "with lemon"}]


def test_milk_requests_through_the_engine(engine):
    cart, replies = converse(engine, "just a black coffee", "actually can you add some milk to that")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "notes": "with some milk"}]
    cart, _ = converse(engine, "an americano", "and another with cold milk on the side")
    assert {"item": "americano", "qty": 1, "notes": "with cold milk on the side"} in lines(cart)
    cart, _ = converse(engine, "a coffee with steamed milk on top")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "notes": "with steamed milk on top"}]
    cart, replies = converse(engine, "a tea with steamed milk")
    assert lines(cart) == [] and replies[0].startswith("Which tea")


def test_kind_and_taken_off_through_the_engine(engine):
    cart, _ = converse(engine, "an earl grey and a bagel", "double the honey in the tea")
    assert {"item": "earl grey tea", "qty": 1, "notes": "double the honey"} in lines(cart)
    assert {"item": "bagel", "qty": 1} in lines(cart)
    cart, _ = converse(engine, "a mocha with an extra pump of chocolate", "and light whip",
                       "actually no whip at all")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "addons": {"chocolate sauce": 2}}]
    cart, _ = converse(engine, "a coffee", "add a splash of half and half")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "milk": "half and half",
                            "notes": "a splash of half and half"}]


def test_less_of_a_taste_or_a_topping_is_a_request_and_one_less_of_an_item_is_not():
    assert said_requests("ok make it with oat milk and less sweet") == ["less sweet"]
    assert said_requests("less foam please") == ["less foam"]
    assert said_requests("one less latte") == []  # a count
    assert said_requests("less latte") == []  # no taste or topping


def test_the_shipped_engine_keeps_less_sweet_said_with_a_milk(engine):
    cart, replies = converse(engine, "a chai latte", "could you do it with soy and less sweet")
    assert lines(cart) == [{"item": "chai latte", "milk": "soy milk", "notes": "less sweet", "qty": 1}]
    assert replies[1] == 'Changed the chai latte: soy milk, note "less sweet". Anything else?'


def test_units_counted_by_kind_split_the_line_and_regular_is_the_item_said():
    from ordering.per_line import units_named_by_kind

    said = "n3 item:butter_croissant , n2 addon:chocolate_sauce and n1 regular".split()
    model = [AddLine(item="butter croissant", addons={"chocolate sauce": 2}),
             AddLine(item="butter croissant"), AddLine(item="butter croissant")]
    assert units_named_by_kind(model, said, MENU) == [AddLine(item="chocolate croissant", qty=2),
                                                      AddLine(item="butter croissant")]
    read = [AddLine(item="butter croissant", qty=3), AddLine(item="chocolate croissant")]  # a kind read apart
    said = "n3 item:butter_croissant , n1 addon:chocolate_sauce and n2 plain".split()
    assert units_named_by_kind(read, said, MENU) == [AddLine(item="chocolate croissant"),
                                                     AddLine(item="butter croissant", qty=2)]
    short = "n3 item:butter_croissant , n1 addon:chocolate_sauce and n1 plain".split()  # two of three named
    assert units_named_by_kind(read, short, MENU) == read


def test_the_shipped_engine_splits_counted_kinds(engine):
    cart, _ = converse(engine, "four croissants please, three chocolate and one plain")
    assert lines(cart) == [{"item": "butter croissant", "qty": 1}, {"item": "chocolate croissant", "qty": 3}]


def test_a_thing_asked_on_the_side_is_a_request():
    assert said_requests("can you put the almond milk on the side") == ["almond milk on the side"]
    assert said_requests("jam on the side please") == ["jam on the side"]
    assert said_requests("a cup of soy milk on the side") == ["soy milk on the side"]
    assert said_requests("on the side") == []


def test_the_shipped_engine_notes_the_milk_on_the_side(engine):
    cart, replies = converse(engine, "one soy flat white", "could you put the soy milk on the side")
    assert lines(cart) == [{"item": "flat white", "milk": "soy milk", "notes": "soy milk on the side",
                            "qty": 1}]
    assert replies[1] == 'Changed the flat white: note "soy milk on the side". Anything else?'


def test_half_of_a_milk_named_without_milk_is_noted_and_charged_as_the_dearer():
    got = milks_halved([AddLine(item="latte", milk="nonfat milk")], "a latte, half skim half soy", MENU)
    assert got == [AddLine(item="latte", milk="soy milk", notes="half skim half soy")]
    got = milks_halved([AddLine(item="latte", milk="oat milk")], "a latte, half oat half whole", MENU)
    assert got == [AddLine(item="latte", milk="oat milk", notes="half oat half whole")]


def test_a_thing_only_the_note_holds_comes_off_the_note():
    from ordering.edits import RemoveLine
    from ordering.notes_taken_back import note_part_unsaid

    cocoa = Cart(lines=[Line(id=1, item="hot chocolate", notes="with marshmallows, extra hot"),
                        Line(id=2, item="latte")], next_line_id=3)
    from ordering.edits import Finish

    # the model removed the hot chocolate, or the latte beside it, wrote a stray note or the order's end
    for edits in ([RemoveLine(ref=1)], [RemoveLine(ref=2)], [ChangeLine(ref=1, notes="no sleeve")], [],
                  [Finish()]):
        assert note_part_unsaid(edits, "no marshmallows after all".split(), cocoa) == [
            ChangeLine(ref=1, notes="extra hot")]
    hold = note_part_unsaid([], "hold the marshmallow".split(), cocoa)
    assert hold == [ChangeLine(ref=1, notes="extra hot")]
    alone = Cart(lines=[Line(id=1, item="hot chocolate", notes="with marshmallows")], next_line_id=2)
    assert note_part_unsaid([RemoveLine(ref=1)], ["no", "marshmallows"], alone) == [
        ChangeLine(ref=1, unset=["notes"])]


def test_a_turn_that_names_an_item_or_no_noted_thing_is_left_as_read():
    from ordering.edits import RemoveLine
    from ordering.notes_taken_back import note_part_unsaid

    cocoa = Cart(lines=[Line(id=1, item="hot chocolate", notes="with marshmallows")], next_line_id=2)
    remove = [RemoveLine(ref=1)]
    assert note_part_unsaid(remove, "no item:hot_chocolate".split(), cocoa) == remove
    assert note_part_unsaid(remove, "no thanks".split(), cocoa) == remove
    assert note_part_unsaid(remove, "no sprinkles".split(), cocoa) == remove
    add = [AddLine(item="latte")]
    assert note_part_unsaid(add, "no marshmallows and a latte".split(), cocoa) == add


def test_a_thing_only_the_note_holds_comes_off_beside_the_models_change():
    from ordering.notes_taken_back import note_part_unsaid

    cocoa = Cart(lines=[Line(id=1, item="hot chocolate", notes="with marshmallows"),
                        Line(id=2, item="latte")], next_line_id=3)
    said = "okay no marshmallows then , addon:whipped_cream".split()
    whip = [ChangeLine(ref=1, add_addons={"whipped cream": 1})]
    assert note_part_unsaid(whip, said, cocoa) == [
        ChangeLine(ref=1, add_addons={"whipped cream": 1}, unset=["notes"])]
    iced = [ChangeLine(ref=2, temp="iced")]  # another line's change: the note's change beside it
    assert note_part_unsaid(iced, "no marshmallows and the latte temp:iced".split(), cocoa) == [
        ChangeLine(ref=2, temp="iced"), ChangeLine(ref=1, unset=["notes"])]


def test_the_shipped_engine_takes_the_marshmallows_off_for_whipped_cream(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a kids hot chocolate", "with marshmallows",
                       "ok no marshmallows then, whipped cream")
    assert [(line.addons, line.notes) for line in cart.lines] == [({"whipped cream": 1}, None)]


def test_a_noted_thing_taken_off_on_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    for said in ("no marshmallows", "actually no marshmallows after all", "hold the marshmallows please",
                 "ok no marshmallows then"):
        cart, replies = converse(engine, "a hot chocolate with marshmallows and a latte", said)
        assert lines(cart) == [{"item": "hot chocolate", "qty": 1}, {"item": "latte", "qty": 1}], said


def test_a_milk_taken_back_leaves_the_drink():
    from ordering.edits import RemoveLine
    from ordering.milk_taken_off import milk_taken_off

    cortado = Cart(lines=[Line(id=1, item="cortado", milk="oat milk")], next_line_id=2)
    said = "actually , never mind the milk:oat_milk".split()
    got = milk_taken_off([RemoveLine(ref=1)], said, "actually, never mind the oat", cortado, MENU)
    assert got == [ChangeLine(ref=1, unset=["milk"])]
    named = "never mind the item:cortado".split()  # the drink itself: the model's removal
    assert milk_taken_off([RemoveLine(ref=1)], named, "never mind the cortado", cortado, MENU) == [
        RemoveLine(ref=1)]


def test_a_request_said_once_is_noted_once():
    from ordering.notes import ground_notes

    got = ground_notes([ChangeLine(ref=1, add_addons={"sugar": 3})], "make that 3 sugars and less ice", MENU)
    assert got == [ChangeLine(ref=1, add_addons={"sugar": 3}, notes="less ice")]


def test_a_measure_of_milk_is_noted_on_the_line_with_the_milk_only():
    text = "two iced americanos please, one with a splash of cream"
    edits = [AddLine(item="americano", temp="iced", milk="half and half"),
             AddLine(item="americano", temp="iced", notes="a splash of cream")]
    assert milk_measured(edits, text, MENU) == [
        AddLine(item="americano", temp="iced", milk="half and half", notes="a splash of cream"),
        AddLine(item="americano", temp="iced")]
    other = [AddLine(item="coffee", milk="half and half"), AddLine(item="coffee", notes="extra hot")]
    assert milk_measured(other, "a coffee with a splash of cream and a coffee extra hot", MENU)[1] == other[1]


def test_the_shipped_engine_notes_the_splash_once(engine):
    cart, _ = converse(engine, "two iced americanos please, one with a splash of cream")
    assert [(line.milk, line.notes) for line in cart.lines] == [("half and half", "a splash of cream"),
                                                                 (None, None)]


def test_steamed_milk_added_to_a_line_orders_no_steamer():
    americano = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)
    said = "could you add item:steamer to it".split()
    noted = [ChangeLine(ref=1, notes="add steamed milk"), AddLine(item="steamer")]
    assert steamer_added_to_a_line(noted, said, americano) == noted[:1]
    assert steamer_added_to_a_line([AddLine(item="steamer")], said, americano) == [
        ChangeLine(ref=1, notes="with steamed milk")]
    ordered = "and a item:steamer for my son".split()
    assert steamer_added_to_a_line([AddLine(item="steamer")], ordered, americano) == [AddLine(item="steamer")]


def test_the_shipped_engine_puts_the_steamed_milk_in_the_americano(engine):
    cart, _ = converse(engine, "an americano please", "actually could you add steamed milk to it")
    assert [(line.item, line.notes) for line in cart.lines] == [("americano", "add steamed milk")]


def test_the_shipped_engine_notes_one_unit_of_two(engine):
    cart, _ = converse(engine, "two small hot chocolates for the kids", "one with marshmallows")
    assert sorted((line.qty, line.notes or "") for line in cart.lines) == [(1, ""), (1, "with marshmallows")]
    cart, _ = converse(engine, "an earl grey tea", "with lemon")
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, "with lemon")]


def test_an_add_on_said_by_the_half_is_a_note_not_a_portion_added():
    mocha = Cart(lines=[Line(id=1, item="mocha", size="medium")], next_line_id=2)
    said = "and can it be half addon:chocolate_sauce".split()
    model = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    assert add_on_halved(model, "and can it be half chocolate", said, mocha) == [
        ChangeLine(ref=1, notes="half chocolate")]
    vanilla = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1}, notes="no lid")],
                   next_line_id=2)
    assert add_on_halved([], "half the vanilla please", "half the addon:vanilla_syrup please".split(),
                         vanilla) == [ChangeLine(ref=1, notes="no lid, half the vanilla")]
    split = [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})]  # two halves: pumps
    said = "a item:latte with half addon:vanilla_syrup half addon:caramel_syrup".split()
    assert add_on_halved(split, "a latte with half vanilla half caramel", said, Cart()) == split


def test_the_shipped_engine_notes_half_the_chocolate(engine):
    cart, replies = converse(engine, "i'd like a medium mocha", "and can it be half chocolate")
    assert cart.lines[0].addons == {} and cart.lines[0].notes == "half chocolate"


def test_steamed_milk_said_of_the_carts_drink_is_its_note():
    americano = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)
    swapped = [RemoveLine(ref=1), AddLine(item="steamer")]
    said = "nope, make it with steamed milk instead"
    words = ["no", ",", "make", "it", "with", "item:steamer", "instead"]
    assert steamed_milk_made_with(swapped, words, said, americano) == [
        ChangeLine(ref=1, notes="with steamed milk")]
    assert steamed_milk_made_with([AddLine(item="steamer")], ["with", "item:steamer"], "with steamed milk",
                                  americano) == [ChangeLine(ref=1, notes="with steamed milk")]
    ordered = ["and", "a", "item:steamer"]
    assert steamed_milk_made_with([AddLine(item="steamer")], ordered, "and a steamed milk", americano) == [
        AddLine(item="steamer")]
    both = ["an", "item:americano", "with", "item:steamer"]
    assert steamed_milk_made_with([AddLine(item="steamer")], both, "an americano with steamed milk",
                                  americano) == [AddLine(item="steamer")]  # `steamer_not_ordered`'s
    words = ["with", "a", "bit", "of", "item:steamer"]  # an amount between: the same
    assert steamed_milk_made_with([AddLine(item="steamer", notes="well mixed")], words,
                                  "with a bit of steamed milk", americano) == [
        ChangeLine(ref=1, notes="with a bit of steamed milk")]


def test_the_shipped_engine_keeps_the_americano_with_steamed_milk(engine):
    for said in ("nope, make it with steamed milk instead", "with steamed milk"):
        cart, _ = converse(engine, "an americano", said)
        assert [(line.item, line.notes) for line in cart.lines] == [("americano", "with steamed milk")]
    cart, _ = converse(engine, "can you do a half caf americano", "with a bit of steamed milk")
    assert [(line.item, line.notes) for line in cart.lines] == [("americano", "with a bit of steamed milk")]
