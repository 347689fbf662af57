""""Make it oat" went to the cappuccino, then "no, the other one": the change is undone and made to the latte;
"make the cappuccino decaf", then "the other one too" or "and the other one with oat" (`Cart.changed`,
`ordering.last_change`)."""

from __future__ import annotations

from ordering.cart import Cart, Changed, Line
from ordering.edits import WHICH, AddLine, AskMenu, ChangeLine, RemoveLine, apply_edits
from ordering.last_change import changed_lines_continued, last_change_moved, other_removed
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
LATTE, CAPPUCCINO = Line(id=1, item="latte"), Line(id=2, item="cappuccino")
OAT = ChangeLine(ref=2, milk="oat milk")


def _after(*edits, cart: Cart | None = None) -> Cart:
    return apply_edits(cart or Cart(lines=[LATTE, CAPPUCCINO], next_line_id=3), list(edits), MENU).cart


def test_the_changes_a_turn_makes_are_kept_for_the_next_only():
    after = _after(OAT)
    change = OAT.model_dump(mode="json", exclude={"ref"})
    assert after.changed == [Changed(line=CAPPUCCINO, change=change)]
    assert _after(AddLine(item="mocha"), cart=after).changed == []
    assert _after(RemoveLine(ref=1)).changed == []


def test_carts_stored_before_still_load_and_digests_stay_the_same():
    stored = {"lines": [{"id": 1, "item": "latte"}], "next_line_id": 2, "status": "open"}
    cart = Cart.model_validate(stored)
    assert cart.changed == []
    after = _after(OAT)
    again = Cart.model_validate(after.model_dump(mode="json"))
    assert again == after and again.digest() == after.digest()


def _words(text: str) -> list[str]:
    return text.split()


def test_a_correction_undoes_the_change_and_makes_it_to_the_line_meant():
    cart = _after(OAT)
    undo = ChangeLine(ref=2, unset=["milk"])
    moved = ChangeLine(ref=1, milk="oat milk")
    for said in ("no , the other n1", "no , i meant the item:latte", "not that n1 , the item:latte",
                 "wrong n1 , the first n1", "the other n1"):
        stray = [ChangeLine(ref=2, notes="no sleeve")]
        assert last_change_moved(stray, _words(said), cart, MENU) == [undo, moved], said


def test_the_models_removal_of_the_line_a_correction_names_is_no_removal():
    cart = _after(OAT)
    undo, moved = ChangeLine(ref=2, unset=["milk"]), ChangeLine(ref=1, milk="oat milk")
    assert last_change_moved([RemoveLine(ref=1)], _words("no the first n1"), cart, MENU) == [undo, moved]
    said = _words("remove the first n1")  # a removal said
    assert last_change_moved([RemoveLine(ref=1)], said, cart, MENU) == [RemoveLine(ref=1)]


def test_the_shipped_engine_ices_the_second_one_corrected(engine):
    cart, replies = converse(engine, "a latte and a cappuccino", "make the first one iced",
                             "no the second one")
    assert [(line.item, line.temp) for line in cart.lines] == [("latte", None), ("cappuccino", "iced")]
    assert replies[2] == ("Changed the latte to the usual temperature. Changed the cappuccino to iced. "
                          "Anything else?")


def test_a_change_shared_or_said_of_the_other_line_goes_to_it():
    cart = _after(ChangeLine(ref=2, caffeine="decaf"))
    decaf = ChangeLine(ref=1, caffeine="decaf")
    for said in ("the other n1 too", "same for the other n1", "and the item:latte too"):
        assert last_change_moved([ChangeLine(ref=2, notes="weak")], _words(said), cart, MENU) == [decaf]
    said = _words("and the other n1 with milk:oat_milk")
    assert last_change_moved([OAT], said, cart, MENU) == [ChangeLine(ref=1, milk="oat milk")]


def test_the_other_of_several_lines_is_asked():
    three = Cart(lines=[LATTE, CAPPUCCINO, Line(id=3, item="mocha")], next_line_id=4)
    cart = _after(OAT, cart=three)
    out = last_change_moved([], _words("no , the other n1"), cart, MENU)
    assert out[0] == ChangeLine(ref=2, unset=["milk"])
    assert out[1] == AskMenu(about=[f"{WHICH}one", "latte", "mocha"], lines=[1, 3],
                             then=ChangeLine(ref=1, milk="oat milk"))
    with_food = Cart(lines=[LATTE, CAPPUCCINO, Line(id=3, item="butter croissant")], next_line_id=4)
    cart = _after(OAT, cart=with_food)  # the croissant takes no milk: the latte is the other one
    out = last_change_moved([], _words("no , the other n1"), cart, MENU)
    assert out[1] == ChangeLine(ref=1, milk="oat milk")
    chai = Cart(lines=[LATTE, Line(id=2, item="matcha latte"), Line(id=3, item="chai latte")], next_line_id=4)
    cart = _after(RemoveLine(ref=3), cart=chai)
    iced = ChangeLine(ref=2, temp="iced")
    out = last_change_moved([iced], _words("and the other drink temp:iced"), cart, MENU)
    assert out == [AskMenu(about=[f"{WHICH}latte", "latte", "matcha latte"], lines=[1, 2],
                           then=ChangeLine(ref=1, temp="iced"))]


def test_other_turns_are_the_models():
    cart = _after(OAT)
    for said, model in (("no addon:foam on the other n1", [ChangeLine(ref=1, drop=["foam"])]),
                        ("the other n1 with lemon", [ChangeLine(ref=2, notes="with lemon")]),
                        ("no , make it size:medium", [ChangeLine(ref=2, size="medium")]),
                        ("a item:mocha too", [AddLine(item="mocha")]),
                        ("remove the other n1", [RemoveLine(ref=1)]),
                        ("the first n1", [ChangeLine(ref=1, notes="first")])):
        assert last_change_moved(model, _words(said), cart, MENU) == model, said
    split = _after(ChangeLine(ref=1, qty=1), AddLine(item="latte", milk="almond milk"),
                   cart=Cart(lines=[LATTE.model_copy(update={"qty": 2})], next_line_id=2))
    soy = [ChangeLine(ref=1, milk="soy milk")]  # "the other with soy" of a split: not of the last change
    assert last_change_moved(soy, _words("the other with milk:soy_milk"), split, MENU) == soy
    fresh = Cart(lines=[LATTE, CAPPUCCINO], next_line_id=3)  # nothing changed last
    assert last_change_moved([], _words("no , the other n1"), fresh, MENU) == []


def test_the_shipped_model_moves_the_last_change(engine):
    cart, _ = converse(engine, "a latte and a cappuccino", "make it oat", "no, the other one")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1}, {"item": "latte", "milk": "oat milk", "qty": 1}]
    cart, _ = converse(engine, "a latte and a cappuccino", "make the cappuccino decaf",
                       "and the other one with oat")
    assert lines(cart) == [{"caffeine": "decaf", "item": "cappuccino", "qty": 1},
                           {"item": "latte", "milk": "oat milk", "qty": 1}]
    cart, replies = converse(engine, "a latte, a matcha and a chai", "remove the chai",
                             "and the other drink iced")
    assert replies[-1].startswith("Which latte") and all(line.temp is None for line in cart.lines)


def _changed(cart: Cart, edits: list) -> Cart:
    return apply_edits(cart, edits, MENU).cart


TWO = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="cappuccino")], next_line_id=3)


def test_values_said_to_go_on_go_to_the_lines_the_last_turn_changed():
    both = _changed(TWO, [ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="large")])
    said = "and temp:iced".split()
    assert changed_lines_continued([ChangeLine(ref=2, temp="iced")], said, both) == [
        ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]
    latte = _changed(TWO, [ChangeLine(ref=1, size="large")])
    assert changed_lines_continued([ChangeLine(ref=2, temp="iced")], said, latte) == [
        ChangeLine(ref=1, temp="iced")]
    shot = [ChangeLine(ref=1, add_addons={"espresso shot": 1})]
    said = "and both with an added addon:espresso_shot".split()  # "and both with an extra shot"
    assert changed_lines_continued(shot, said, both) == [ChangeLine(ref=1, add_addons={"espresso shot": 1}),
                                                         ChangeLine(ref=2, add_addons={"espresso shot": 1})]


def test_a_change_of_its_own_or_after_a_split_is_the_models():
    latte = _changed(TWO, [ChangeLine(ref=1, size="large")])
    for said in ("temp:iced", "and the item:cappuccino temp:iced", "and a item:mocha"):
        model = [ChangeLine(ref=2, temp="iced")]
        assert changed_lines_continued(model, said.split(), latte) == model
    split = _changed(Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2),
                     [ChangeLine(ref=1, qty=1), AddLine(item="latte", milk="oat milk")])
    model = [ChangeLine(ref=2, temp="iced")]
    assert changed_lines_continued(model, "and temp:iced".split(), split) == model


def test_values_a_line_changed_last_cannot_take_are_not_moved_to_it():
    pair = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3)
    warmed = _changed(pair, [ChangeLine(ref=2, preps=["warmed"])])  # "warm it up" of the muffin
    large = [ChangeLine(ref=1, size="large")]  # "and make it a large": the latte's, as read before
    assert changed_lines_continued(large, "and make it a size:large".split(), warmed, MENU) == large


def test_the_shipped_engine_goes_on_with_the_line_changed(engine):
    cart, _ = converse(engine, "a latte and a cappuccino", "make the latte large", "and iced")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "size": "large", "temp": "iced"},
                                   {"item": "cappuccino", "qty": 1}])
    cart, _ = converse(engine, "a latte and a cappuccino", "make them both large", "and iced")
    assert all(line.temp == "iced" for line in cart.lines)


def test_values_of_another_group_after_actually_are_a_change_of_their_own(engine):
    cart, replies = converse(engine, "a large cold brew", "and a bagel", "toasted with butter",
                             "actually make the cold brew a medium")
    assert lines(cart) == ordered([{"item": "cold brew", "qty": 1, "size": "medium"},
                                   {"item": "bagel", "qty": 1, "addons": {"butter": 1},
                                    "preps": ["toasted"]}])
    assert replies[-1] == "Changed the cold brew to medium. Anything else?"
    cart, _ = converse(engine, "a latte and a cappuccino", "make it oat", "sorry, the latte with oat")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "milk": "oat milk"},
                                   {"item": "cappuccino", "qty": 1}])


def test_remove_the_other_one_removes_the_line_of_the_item_not_changed():
    cortados = Cart(lines=[Line(id=1, item="cortado"), Line(id=2, item="cortado", caffeine="decaf")],
                    next_line_id=3)
    after = _after(ChangeLine(ref=2, milk="oat milk"), cart=cortados)
    said = "remove the other n1".split()
    assert other_removed([RemoveLine(ref=2)], said, after) == [RemoveLine(ref=1)]
    assert other_removed([RemoveLine(ref=2)], said, _after(OAT)) == [RemoveLine(ref=2)]  # a latte: no kin
    assert other_removed([RemoveLine(ref=2)], "remove the decaf n1".split(), after) == [RemoveLine(ref=2)]


def test_the_shipped_engine_removes_the_other_cortado(engine):
    cart, replies = converse(engine, "i want two cortados", "one should be decaf", "the decaf one with oat",
                             "remove the other one")
    assert [(line.item, line.caffeine, line.milk) for line in cart.lines] == [
        ("cortado", "decaf", "oat milk")]
    assert replies[1] == ("The 2 cortados are now a cortado ($3.50) and a decaf cortado ($3.50). "
                          "Anything else?")
    assert replies[3] == "Removed the cortado. Anything else?"


def test_a_line_named_by_its_values_is_the_line_meant():
    two = Cart(lines=[Line(id=1, item="americano", size="small"), Line(id=2, item="americano", size="large")],
               next_line_id=3)
    cart = apply_edits(two, [ChangeLine(ref=1, temp="iced")], MENU).cart
    undo, moved = ChangeLine(ref=1, unset=["temp"]), ChangeLine(ref=2, temp="iced")
    for said in ("no wait the size:large n1", "no , the size:large n1"):
        assert last_change_moved([], _words(said), cart, MENU) == [undo, moved], said
    # the value names the line changed: no other line meant
    assert last_change_moved([], _words("no wait the size:small n1"), cart, MENU) == []


def test_the_shipped_engine_ices_the_large_americano_after_all(engine):
    cart, _ = converse(engine, "a small americano and a large americano", "make the small one iced",
                       "no wait the large one")
    assert lines(cart) == ordered([{"item": "americano", "qty": 1, "size": "small"},
                                   {"item": "americano", "qty": 1, "size": "large", "temp": "iced"}])


def test_the_remaining_one_is_the_line_units_were_taken_off():
    from ordering.last_change import remaining_one_changed

    two = Cart(lines=[Line(id=1, item="cappuccino", qty=2), Line(id=2, item="mocha")], next_line_id=3)
    cart = apply_edits(two, [ChangeLine(ref=1, qty=1)], MENU).cart
    large = [ChangeLine(ref=2, size="large")]
    for said in ("and make the remaining n1 size:large", "make the n1 left size:large"):
        assert remaining_one_changed(large, said.split(), cart) == [ChangeLine(ref=1, size="large")], said
    assert remaining_one_changed(large, "make the item:mocha size:large".split(), cart) == large
    assert remaining_one_changed(large, "and make the remaining n1 size:large".split(), two) == large


def test_the_shipped_engine_makes_the_remaining_cappuccino_large(engine):
    cart, _ = converse(engine, "two cappuccinos and a mocha", "remove one cappuccino",
                       "and make the remaining one large")
    assert lines(cart) == ordered([{"item": "cappuccino", "qty": 1, "size": "large"},
                                   {"item": "mocha", "qty": 1}])


def test_the_shipped_engine_makes_the_latte_large_after_the_muffin_was_warmed(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte and a muffin", "warm it up", "and make it a large")
    assert [(line.item, line.size, line.preps) for line in cart.lines] == [
        ("latte", "large", []), ("apple bran muffin", None, ["warmed"])]
    assert replies[2] == "Changed the latte to large. Anything else?"



def test_the_last_change_said_of_them_all_goes_to_each_line_that_takes_it():
    cart = _after(ChangeLine(ref=2, caffeine="decaf"))
    for said in ("actually both of them", "both", "all of them please"):
        decaf = [ChangeLine(ref=1, caffeine="decaf")]
        assert last_change_moved([], _words(said), cart, MENU) == decaf, said
    three = Cart(lines=[LATTE, CAPPUCCINO, Line(id=3, item="blueberry muffin")], next_line_id=4)
    iced = _after(ChangeLine(ref=1, temp="iced"), cart=three)
    assert last_change_moved([], _words("all of them"), iced, MENU) == [ChangeLine(ref=2, temp="iced")]
    assert last_change_moved([], _words("both of them"), iced, MENU) == []  # both of three: which?


def test_mine_said_after_a_change_of_anothers_line_is_the_customers_line():
    cart = Cart(lines=[Line(id=1, item="latte", who="me"), Line(id=2, item="mocha", who="jo")],
                next_line_id=3)
    skim = _after(ChangeLine(ref=2, milk="nonfat milk"), cart=cart)
    assert last_change_moved([], _words("actually mine too"), skim, MENU) == [
        ChangeLine(ref=1, milk="nonfat milk")]


def test_the_shipped_engine_makes_both_decaf_and_mine_soy_too(engine):
    cart, _ = converse(engine, "a flat white and a cortado", "make the cortado decaf",
                       "actually both of them")
    assert lines(cart) == ordered([{"item": "flat white", "qty": 1, "caffeine": "decaf"},
                                   {"item": "cortado", "qty": 1, "caffeine": "decaf"}])
    cart, _ = converse(engine, "a mocha for me and a chai for my dad", "my dad's with soy please",
                       "actually mine too")
    assert [(line.item, line.milk) for line in cart.lines] == [("mocha", "soy milk"),
                                                               ("chai latte", "soy milk")]


def test_a_change_of_a_part_the_last_turn_split_off_is_a_change_of_its_own():
    three = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)
    split = apply_edits(three, [ChangeLine(ref=1, qty=2, milk="nonfat milk"),
                                AddLine(item="latte", milk="almond milk")], MENU).cart
    soy = [ChangeLine(ref=2, milk="soy milk")]
    words = ["actually", "make", "the", "milk:almond_milk", "n1", "milk:soy_milk"]
    assert last_change_moved(soy, words, split, MENU) == soy


def test_the_shipped_engine_changes_the_part_split_off_alone(engine):
    cart, replies = converse(engine, "three lattes", "two with skim and one with almond",
                             "actually make the almond one soy")
    assert lines(cart) == ordered([{"item": "latte", "milk": "nonfat milk", "qty": 2},
                                   {"item": "latte", "milk": "soy milk", "qty": 1}])
    assert replies[2] == "Changed the almond milk latte to soy milk. Anything else?"


def test_a_turn_of_no_words_after_a_change_is_read_without_a_fault(engine, caplog):
    before, _ = converse(engine, "a latte and a muffin", "make the latte large")
    for text in (",", ", , ,"):
        with caplog.at_level("ERROR"):
            cart, _ = converse(engine, "a latte and a muffin", "make the latte large", text)
        assert [r for r in caplog.records if r.levelname == "ERROR"] == [], text
        assert lines(cart) == lines(before)
