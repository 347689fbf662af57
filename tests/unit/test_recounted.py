"""'Make it 3 pumps': a count said with an add-on's measure recounts the add-on (`ordering.recounted`)."""

from __future__ import annotations

from ordering.cart import Cart, Changed, Line
from ordering.edits import AddLine, ChangeLine, Finish, ReviewOrder
from ordering.menu import load_menu
from ordering.recounted import (
    add_on_count_corrected,
    add_on_counted_after,
    add_on_doubled,
    add_on_enough,
    add_on_recounted,
)
from tests.unit.shipped import converse, lines

MENU = load_menu()


def cart_of(*lines: Line) -> Cart:
    return Cart(lines=list(lines), next_line_id=len(lines) + 1)


def test_pumps_said_alone_recount_the_lines_syrup_not_the_drinks():
    cart = cart_of(Line(id=1, item="mocha", addons={"peppermint syrup": 2}))
    said = "make it n3 pumps".split()
    assert add_on_recounted([ChangeLine(ref=1, qty=3)], said, cart, MENU) == [
        ChangeLine(ref=1, add_addons={"peppermint syrup": 3})]
    # the model wrote nothing: the last line with a syrup is the one meant
    assert add_on_recounted([], "actually just n1 uh pump".split(), cart, MENU) == [
        ChangeLine(ref=1, add_addons={"peppermint syrup": 1})]
    # the recount written already by an earlier reading: not twice
    written = [ChangeLine(ref=1, add_addons={"peppermint syrup": 3})]
    assert add_on_recounted(written, said, cart, MENU) == written


def test_the_shipped_engine_recounts_the_pumps_twice_over(engine):
    cart, replies = converse(engine, "a large latte with 3 pumps of vanilla", "too sweet, make it 2 pumps",
                             "actually just 1")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}]
    assert replies[-1] == "Changed the latte: with vanilla syrup. Anything else?"


def test_the_count_said_as_replaced_is_no_count_of_the_drink():
    cart = cart_of(Line(id=1, item="latte", temp="iced", addons={"vanilla syrup": 1}))
    said = "can you make that with n2 pumps instead of n3".split()  # the model: three lattes
    assert add_on_recounted([ChangeLine(ref=1, qty=3)], said, cart, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]


def test_the_shipped_engine_recounts_the_pumps_not_the_lattes(engine):
    cart, replies = converse(engine, "i'd like an iced vanilla latte",
                             "can you make that with 2 pumps instead of 3")
    assert lines(cart) == [{"item": "latte", "qty": 1, "temp": "iced", "addons": {"vanilla syrup": 2}}]
    assert replies[-1] == "Changed the latte: with vanilla syrup ×2. Anything else?"


def test_packets_count_sweeteners_and_pumps_count_no_sweetener():
    cart = cart_of(Line(id=1, item="coffee", addons={"splenda": 2}))
    assert add_on_recounted([ChangeLine(ref=1, qty=3)], "make that n3 packets".split(), cart, MENU) == [
        ChangeLine(ref=1, add_addons={"splenda": 3})]
    assert add_on_recounted([ChangeLine(ref=1, qty=3)], "make that n3 pumps".split(), cart, MENU) == []


def test_two_syrups_leave_the_count_unsaid_but_never_multiply_the_drink():
    cart = cart_of(Line(id=1, item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1}))
    assert add_on_recounted([ChangeLine(ref=1, qty=3)], "make it n3 pumps".split(), cart, MENU) == []


def test_a_named_add_on_a_new_line_or_a_plain_count_are_left_to_the_model():
    cart = cart_of(Line(id=1, item="mocha", addons={"peppermint syrup": 2}))
    named = [ChangeLine(ref=1, add_addons={"vanilla syrup": 3})]
    assert add_on_recounted(named, "n3 pumps of addon:vanilla_syrup".split(), cart, MENU) == named
    added = [AddLine(item="latte", addons={"vanilla syrup": 3})]
    assert add_on_recounted(added, "a item:latte with n3 pumps".split(), cart, MENU) == added
    assert add_on_recounted([ChangeLine(ref=1, qty=3)], "make it n3".split(), cart, MENU) == [
        ChangeLine(ref=1, qty=3)]


def _splendas(count: int, last_turn: dict) -> Cart:
    before = Line(id=1, item="coffee", size="large")
    return Cart(lines=[before.model_copy(update={"addons": {"splenda": count}})], next_line_id=2,
                changed=[Changed(line=before, change={"op": "set", **last_turn})])


def test_a_bare_count_after_an_add_on_was_counted_recounts_the_add_on():
    cart = _splendas(2, {"add_addons": {"splenda": 2}})
    said = "actually make that n3".split()
    assert add_on_count_corrected([ChangeLine(ref=1, qty=3)], said, cart) == [
        ChangeLine(ref=1, add_addons={"splenda": 3})]
    assert add_on_count_corrected([], "no wait , n1".split(), cart) == [
        ChangeLine(ref=1, add_addons={"splenda": 1})]
    assert add_on_count_corrected([ChangeLine(ref=1, qty=2)], "actually just n2".split(), _splendas(
        3, {"add_addons": {"splenda": 3}})) == [ChangeLine(ref=1, add_addons={"splenda": 2})]
    assert add_on_count_corrected([ChangeLine(ref=1, qty=1)], "hmm , actually n1".split(), cart) == [
        ChangeLine(ref=1, add_addons={"splenda": 1})]  # a hesitation first


def test_the_shipped_engine_sets_two_shots_after_a_hesitation(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "an americano with one extra shot", "make that three extra shots",
                       "hmm, actually two")
    assert [(line.qty, line.addons) for line in cart.lines] == [(1, {"espresso shot": 2})]


def test_a_count_with_more_words_or_after_another_turn_is_the_models():
    cart = _splendas(2, {"add_addons": {"splenda": 2}})
    model = [ChangeLine(ref=1, qty=3)]
    assert add_on_count_corrected(model, "make that n3 coffees".split(), cart) == model
    assert add_on_count_corrected(model, "make that n3".split(), _splendas(1, {"add_addons": {"splenda": 1}})
                                  ) == model  # one splenda given: the count was not what was said
    assert add_on_count_corrected(model, "make that n3".split(), _splendas(2, {"size": "large"})) == model
    assert add_on_count_corrected(model, "make that n3".split(), cart_of(Line(id=1, item="coffee"))) == model


def test_the_shipped_engine_recounts_the_splendas(engine):
    cart, _ = converse(engine, "a large iced coffee", "add two splendas", "actually make that three")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "large", "temp": "iced",
                            "addons": {"splenda": 3}}]


def test_pumps_said_of_a_named_add_on_recount_it():
    cart = cart_of(Line(id=1, item="latte", addons={"espresso shot": 1, "hazelnut syrup": 1}))
    said = "make the addon:hazelnut_syrup n2 pumps".split()
    for model in ([ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})], [ChangeLine(ref=1, qty=2)], []):
        assert add_on_recounted(model, said, cart, MENU) == [
            ChangeLine(ref=1, add_addons={"hazelnut syrup": 2})]
    caramel = [ChangeLine(ref=1, add_addons={"caramel syrup": 2})]  # not on the line: the model's
    assert add_on_recounted(caramel, "add n2 pumps of addon:caramel_syrup".split(), cart, MENU) == caramel
    iced = [ChangeLine(ref=1, temp="iced", add_addons={"hazelnut syrup": 2})]  # more changed: the model's
    assert add_on_recounted(iced, "make it temp:iced with n2 pumps of addon:hazelnut_syrup".split(), cart,
                            MENU) == iced


def test_the_shipped_engine_recounts_the_pumps_said_just(engine):
    cart, _ = converse(engine, "a latte", "and 3 pumps of vanilla", "actually just 2")
    assert [(line.qty, line.addons) for line in cart.lines] == [(1, {"vanilla syrup": 2})]


def test_a_count_said_to_be_enough_recounts_the_add_on():
    shots = cart_of(Line(id=1, item="latte", addons={"espresso shot": 2}))
    said = "n1 added addon:espresso_shot is enough".split()
    assert add_on_enough([ReviewOrder()], said, shots) == [ChangeLine(ref=1, add_addons={"espresso shot": 1})]
    pumps = "n2 pumps of addon:espresso_shot is plenty".split()
    assert add_on_enough([Finish()], pumps, shots) == [Finish()]  # two already: nothing to change
    plain = cart_of(Line(id=1, item="latte"))
    assert add_on_enough([ReviewOrder()], said, plain) == [ReviewOrder()]  # no line holds it
    assert add_on_enough([AddLine(item="latte")], said, shots) == [AddLine(item="latte")]


def test_the_shipped_engine_makes_one_extra_shot_enough(engine):
    cart, replies = converse(engine, "a latte with two extra shots", "one extra shot is enough")
    assert [line.addons for line in cart.lines] == [{"espresso shot": 1}]
    assert replies[-1] == "Changed the latte: with espresso shot. Anything else?"


def test_a_count_said_with_the_add_on_the_last_turn_gave_a_line_recounts_it_there():
    from ordering.recounted import add_on_named_recounted

    latte = Line(id=1, item="latte")
    cart = Cart(lines=[latte.model_copy(update={"addons": {"espresso shot": 1}}),
                       Line(id=2, item="lemon poppyseed muffin")], next_line_id=3,
                changed=[Changed(line=latte, change={"op": "set", "add_addons": {"espresso shot": 1}})])
    model = [ChangeLine(ref=2, add_addons={"espresso shot": 2})]  # on the muffin
    said = "make that n2 added addon:espresso_shot".split()
    assert add_on_named_recounted(model, said, cart) == [ChangeLine(ref=1, add_addons={"espresso shot": 2})]
    other = "make that n2 addon:vanilla_syrup".split()  # another add-on: the model's
    assert add_on_named_recounted(model, other, cart) == model
    lattes = "make that n2 item:latte".split()  # no add-on named: the line's count
    assert add_on_named_recounted([ChangeLine(ref=1, qty=2)], lattes, cart) == [ChangeLine(ref=1, qty=2)]


def test_the_shipped_engine_puts_the_two_shots_on_the_latte(engine):
    cart, _ = converse(engine, "a latte and a muffin", "the muffin should be lemon",
                       "and the latte with an extra shot", "make that two extra shots")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("latte", {"espresso shot": 2}), ("lemon poppyseed muffin", {})]


def test_a_count_said_after_the_add_on_counts_it():
    one = [ChangeLine(ref=1, add_addons={"sugar": 1})]
    assert add_on_counted_after(one, "oh and addon:sugar please , n2".split()) == [
        ChangeLine(ref=1, add_addons={"sugar": 2})]
    assert add_on_counted_after(one, "addon:sugar n2".split()) == one  # no comma between: not said after
    assert add_on_counted_after(one, "n2 item:latte with addon:sugar , n2".split()) == one  # two counts
    assert add_on_counted_after(one, "addon:sugar , n1".split()) == one
    added = [AddLine(item="latte", addons={"sugar": 1})]
    assert add_on_counted_after(added, "a item:latte with addon:sugar , n2".split()) == added  # an item named


def test_the_shipped_engine_puts_two_sugars_in_the_americano(engine):
    cart, replies = converse(engine, "a large americano", "oh and sugar please, two")
    assert [line.addons for line in cart.lines] == [{"sugar": 2}]
    assert replies[1] == "Changed the americano: with sugar ×2. Anything else?"


def test_an_add_on_doubled_is_twice_its_count():
    caramel = cart_of(Line(id=1, item="latte", addons={"caramel syrup": 2}))
    noted = [ChangeLine(ref=1, notes="light caramel syrup")]
    assert add_on_doubled(noted, "and shots:2 the addon:caramel_syrup".split(), caramel) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 4})]
    shots = [ChangeLine(ref=1, shots=2, add_addons={"caramel syrup": 1})]  # "double" read as two shots
    assert add_on_doubled(shots, "can you shots:2 up on the addon:caramel_syrup".split(), caramel) == [
        ChangeLine(ref=1, add_addons={"caramel syrup": 4})]
    plain = cart_of(Line(id=1, item="latte"))  # none holds it: two, on the line the model changed
    assert add_on_doubled(noted, "shots:2 the addon:vanilla_syrup please".split(), plain) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]
    both = [ChangeLine(ref=1, shots=2, add_addons={"vanilla syrup": 1})]  # a double shot, and vanilla
    assert add_on_doubled(both, "shots:2 and addon:vanilla_syrup".split(), plain) == both


def test_the_shipped_engine_doubles_the_caramel(engine):
    cart, replies = converse(engine, "a caramel latte", "can you double up on the caramel")
    assert [(line.shots, line.addons) for line in cart.lines] == [(None, {"caramel syrup": 2})]
    assert replies[1] == "Changed the latte: with caramel syrup ×2. Anything else?"



def test_a_bare_count_after_one_unit_ordered_with_an_add_on_counted_recounts_the_add_on():
    sugared = Cart(lines=[Line(id=1, item="latte", size="medium", addons={"sugar": 2})], next_line_id=2,
                   added=[1])
    assert add_on_count_corrected([ChangeLine(ref=1, qty=3)], "make it n3".split(), sugared) == [
        ChangeLine(ref=1, add_addons={"sugar": 3})]
    two = sugared.model_copy(update={"lines": [sugared.lines[0].model_copy(update={"qty": 2})]})
    assert add_on_count_corrected([ChangeLine(ref=1, qty=3)], "make it n3".split(), two) == [
        ChangeLine(ref=1, qty=3)]
    one_sugar = sugared.lines[0].model_copy(update={"addons": {"sugar": 1}})
    once = sugared.model_copy(update={"lines": [one_sugar]})
    assert add_on_count_corrected([ChangeLine(ref=1, qty=3)], "make it n3".split(), once) == [
        ChangeLine(ref=1, qty=3)]


def test_the_shipped_engine_puts_three_sugars_in_the_latte(engine):
    cart, replies = converse(engine, "a medium latte with 2 sugars", "make it 3")
    assert lines(cart) == [{"addons": {"sugar": 3}, "item": "latte", "qty": 1, "size": "medium"}]
    assert replies[1] == "Changed the latte: with sugar ×3. Anything else?"
