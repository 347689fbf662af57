""""A tea, the peppermint one": that tea, not a question (`ordering.kind_named_after`)."""

from __future__ import annotations

from ordering.edits import AddLine, AskMenu
from ordering.kind_named_after import count_of_kind_named, kind_named_after, kinds_named_after_each
from tests.unit.shipped import MENU, converse


def test_the_kind_said_after_the_noun_answers_the_question():
    asked = [AskMenu(about=["tea", "count:1"])]
    said = "a tea , the addon:peppermint_syrup n1".split()
    assert kind_named_after(asked, said, MENU) == [AddLine(item="peppermint rose tea")]
    said = "a temp:iced tea , the wild strawberry n1".split()
    assert kind_named_after(asked, said, MENU) == [AddLine(item="wild strawberry tea", temp="iced")]
    assert kind_named_after(asked, "a tea please".split(), MENU) == asked  # which tea: still asked
    said = "a tea and a item:apple_bran_muffin".split()
    assert kind_named_after(asked, said, MENU) == asked
    hot = [AskMenu(about=["tea", "count:1", "temp:hot"])]  # the value said with the kind, asked with it
    said = "a temp:hot tea , the addon:peppermint_syrup n1".split()
    assert kind_named_after(hot, said, MENU) == [AddLine(item="peppermint rose tea", temp="hot")]


def test_the_add_ons_and_requests_said_with_the_noun_go_on_the_kind_named_after_it():
    asked = [AskMenu(about=["tea", "count:1", "temp:hot", "addon:honey"])]
    said = "a temp:hot tea with lemon and addon:honey please , the addon:peppermint_syrup n1".split()
    assert kind_named_after(asked, said, MENU) == [
        AddLine(item="peppermint rose tea", temp="hot", addons={"honey": 1}, notes="with lemon")]
    said = "a tea and a item:apple_bran_muffin , the addon:peppermint_syrup n1".split()  # a thing of its own
    assert kind_named_after(asked, said, MENU) == asked


def test_the_shipped_engine_orders_the_peppermint_tea_with_lemon_and_honey(engine):
    cart, _ = converse(engine, "a hot tea with lemon and honey please, the peppermint one")
    assert [(line.item, line.addons, line.notes) for line in cart.lines] == [
        ("peppermint rose tea", {"honey": 1}, "with lemon")]


def test_a_kind_said_after_the_noun_that_we_lack_is_said_back_before_the_question():
    asked = [AskMenu(about=["tea", "count:1"])]
    said = "n1 size:small temp:hot tea , chamomile if you have it".split()
    assert kind_named_after(asked, said, MENU) == [AddLine(item="chamomile tea"), *asked]
    for words in ("a tea , temp:hot", "a tea , something fruity", "a tea , green", "a tea please"):
        assert kind_named_after(asked, words.split(), MENU) == asked, words


def test_the_shipped_engine_says_it_lacks_chamomile_and_asks_which_tea(engine):
    cart, replies = converse(engine, "one small hot tea, chamomile if you have it", "ok peppermint then")
    assert replies[0].startswith("Sorry, we don't have chamomile tea. Which tea would you like?")
    assert [(line.item, line.size, line.temp) for line in cart.lines] == [
        ("peppermint rose tea", "small", "hot")]


def test_the_shipped_engine_orders_the_iced_peppermint_tea(engine):
    cart, _ = converse(engine, "could i get an iced tea, the peppermint one, unsweetened")
    assert [(line.item, line.temp) for line in cart.lines] == [("peppermint rose tea", "iced")]


def test_the_count_of_the_noun_is_the_named_items():
    said = "n2 teas , item:oolong_tea".split()
    assert count_of_kind_named([AddLine(item="oolong tea")], said, MENU) == [
        AddLine(item="oolong tea", qty=2)]
    said = "n2 teas , an item:oolong_tea and an item:earl_grey_tea".split()
    two = [AddLine(item="oolong tea"), AddLine(item="earl grey tea")]
    assert count_of_kind_named(two, said, MENU) == two
    both = "n2 teas , both item:english_breakfast_tea".split()  # "both" said of the one named
    assert count_of_kind_named([AddLine(item="english breakfast tea")], both, MENU) == [
        AddLine(item="english breakfast tea", qty=2)]


def test_the_shipped_engine_orders_two_teas_both_of_one_kind(engine):
    from tests.unit.shipped import converse

    for said, item, qty in (("two teas, both english breakfast", "english breakfast tea", 2),
                            ("three teas, all peppermint", "peppermint rose tea", 3)):
        cart, _ = converse(engine, said)
        assert [(line.item, line.qty) for line in cart.lines] == [(item, qty)], said


def test_the_shipped_engine_orders_the_peppermint_tea(engine):
    cart, _ = converse(engine, "a tea, the peppermint one", "and some honey with it")
    assert [(line.item, line.addons) for line in cart.lines] == [("peppermint rose tea", {"honey": 1})]
    cart, _ = converse(engine, "two teas, oolong")
    assert [(line.item, line.qty) for line in cart.lines] == [("oolong tea", 2)]


def test_each_part_said_as_the_noun_and_then_which_is_a_line_of_its_own():
    said = "n1 temp:hot tea , addon:peppermint_syrup , and n1 temp:iced tea , item:earl_grey_tea".split()
    model = [AddLine(item="earl grey tea", temp="hot", addons={"peppermint syrup": 1}),
             AddLine(item="earl grey tea", temp="iced")]
    assert kinds_named_after_each(model, said, MENU) == [
        AddLine(item="peppermint rose tea", temp="hot"), AddLine(item="earl grey tea", temp="iced")]
    plain = "n1 temp:hot tea , addon:peppermint_syrup , and a item:latte".split()  # a part said otherwise
    assert kinds_named_after_each(model, plain, MENU) == model
    latte = [AddLine(item="latte")]  # the model wrote a line of another family
    assert kinds_named_after_each(latte, said, MENU) == latte


def test_the_shipped_engine_orders_a_hot_peppermint_and_an_iced_earl_grey(engine):
    cart, _ = converse(engine, "one hot tea, peppermint, and one iced tea, earl grey")
    assert [(line.item, line.temp) for line in cart.lines] == [("peppermint rose tea", "hot"),
                                                               ("earl grey tea", "iced")]
