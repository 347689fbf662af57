"""Lines said for someone ("a mocha for me and a latte for my son") keep whom they are for, and later turns
name them by it ("make mine iced", "jen wants oat milk"); the person stays out of the benchmark's format."""

from __future__ import annotations

from ordering.cart import Cart, Line, cart_to_benchmark
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine, SetOrder
from ordering.for_whom import people_given
from ordering.menu import load_menu
from ordering.whose_line import lines_of_people, people_as_lines, person_changes_mind
from tests.unit.shipped import converse, lines, ordered
from web.schemas import OrderLineOut

PAIR = Cart(lines=[Line(id=1, item="mocha", who="me"), Line(id=2, item="latte", who="my son")],
            next_line_id=3)


def test_the_person_said_after_or_before_an_item_is_kept_on_its_line():
    said = "a item:mocha for me and a item:latte for my son".split()
    got = people_given([AddLine(item="mocha"), AddLine(item="latte")], said)
    assert [e.who for e in got] == ["me", "my son"]
    said = "for me a item:mocha and for jen , a item:cortado".split()
    got = people_given([AddLine(item="mocha"), AddLine(item="cortado")], said)
    assert [e.who for e in got] == ["me", "jen"]
    # "for here", "for two", "for my commute" name no one
    for said in ("a item:latte for here", "a item:latte for n2", "a item:latte for my commute please",
                 "a item:latte for breakfast"):
        assert people_given([AddLine(item="latte")], said.split())[0].who is None


def test_the_one_line_a_turn_adds_without_naming_an_item_is_the_person_s():
    said = "and a size:small n1 for my son".split()
    got = people_given([AddLine(item="hot chocolate", size="small")], said)
    assert [e.who for e in got] == ["my son"]
    two = [AddLine(item="latte"), AddLine(item="mocha")]  # which one is not said
    assert [e.who for e in people_given(two, "two more for my son".split())] == [None, None]


def test_a_person_said_wanting_an_item_is_kept_on_its_line():
    said = "my son wants a item:apple_bran_muffin".split()
    assert people_given([AddLine(item="apple bran muffin")], said)[0].who == "my son"
    said = "a item:mocha for me , and jen would like a size:large item:latte".split()
    got = people_given([AddLine(item="mocha"), AddLine(item="latte", size="large")], said)
    assert [e.who for e in got] == ["me", "jen"]
    for said in ("i would like a item:latte", "everyone wants a item:latte", "it is a item:latte",
                 "the item:mocha is great and a item:latte"):
        assert all(e.who is None for e in people_given([AddLine(item="latte")], said.split())), said


def test_a_counted_line_for_as_many_people_is_one_each():
    said = "n2 item:latte for me and jen".split()
    got = people_given([AddLine(item="latte", qty=2)], said)
    assert [(e.qty, e.who) for e in got] == [(1, "me"), (1, "jen")]
    said = "n3 item:mocha for jen , mark and me".split()
    got = people_given([AddLine(item="mocha", qty=3, milk="oat milk")], said)
    assert [(e.qty, e.who, e.milk) for e in got] == [(1, "jen", "oat milk"), (1, "mark", "oat milk"),
                                                     (1, "me", "oat milk")]
    said = "a item:latte for me and jen".split()  # one latte, two people: shared, not split
    assert [(e.qty, e.who) for e in people_given([AddLine(item="latte")], said)] == [(1, "me")]


def test_names_said_for_lines_are_not_the_customers_name():
    said = "a item:latte for jen and a item:cappuccino for mark".split()
    adds = [AddLine(item="latte"), AddLine(item="cappuccino"), SetOrder(customer_name="Mark")]
    got = people_given(adds, said)
    assert got == [AddLine(item="latte", who="jen"), AddLine(item="cappuccino", who="mark")]
    # one person named: still the order's name
    said = "a item:latte for sam".split()
    kept = people_given([AddLine(item="latte"), SetOrder(customer_name="Sam")], said)
    assert kept[1] == SetOrder(customer_name="Sam")


def test_the_same_for_another_person_is_a_second_line_with_its_own_values():
    said = "a item:flat_white for me , and for my friend the same but with milk:oat_milk".split()
    got = people_given([AddLine(item="flat white", milk="oat milk")], said)
    assert got == [AddLine(item="flat white", who="me"),
                   AddLine(item="flat white", milk="oat milk", who="my friend")]
    said = "a item:latte for me and the same for my wife".split()
    assert people_given([AddLine(item="latte")], said) == [AddLine(item="latte", who="me"),
                                                           AddLine(item="latte", who="my wife")]


def test_a_person_said_wanting_the_same_after_one_item_gets_one_more():
    said = "i'll have a item:latte and my friend will have the same".split()
    assert people_given([AddLine(item="latte", size="large")], said) == [
        AddLine(item="latte", size="large"), AddLine(item="latte", size="large", who="my friend")]
    two = [AddLine(item="latte"), AddLine(item="apple bran muffin")]  # "the same" of both, or the muffin?
    said = "a item:latte and a item:apple_bran_muffin , and my son wants the same".split()
    assert people_given(two, said) == two
    repeated = [AddLine(item="latte"), AddLine(item="latte")]  # the model wrote the friend's line
    said = "a item:latte and my friend will have the same".split()
    assert people_given(repeated, said) == repeated


def test_a_person_said_after_a_thing_we_lack_is_no_ones_line():
    said = "a shots:2 item:espresso and a glass of milk for my son".split()
    assert people_given([AddLine(item="espresso", shots=2)], said) == [AddLine(item="espresso", shots=2)]
    said = "an item:espresso , and then a glass of milk for my son".split()  # "then" on the way
    assert people_given([AddLine(item="espresso")], said) == [AddLine(item="espresso")]
    said = "a item:latte and a size:large n1 for my son".split()  # "one": the latte's kind, his
    assert people_given([AddLine(item="latte"), AddLine(item="latte", size="large")], said)[1].who == "my son"


def test_the_shipped_engine_gives_the_espresso_to_no_son(engine):
    cart, replies = converse(engine, "i'll have a double espresso and a glass of milk for my son")
    assert [(line.item, line.who) for line in cart.lines] == [("espresso", None)]
    assert "Sorry, we don't have a glass of milk." in replies[0]
    cart, _ = converse(engine, "can i get an espresso, and then a glass of milk for my son")
    assert [(line.item, line.who) for line in cart.lines] == [("espresso", None)]


def test_the_shipped_engine_adds_the_friends_latte(engine):
    cart, replies = converse(engine, "i'll have a latte and my friend will have the same")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", None), ("latte", "my friend")]
    assert replies[0].startswith("Added a latte ($4.75) and a latte for your friend ($4.75).")


def test_a_change_goes_to_the_line_of_the_person_named():
    for said, ref in (("make mine temp:iced", 1), ("make my son's n1 size:small", 2), ("remove my drink", 1),
                      ("jen wants milk:oat_milk", None), ("make his size:large", 2),
                      ("he wants it size:large", 2)):
        got = lines_of_people([ChangeLine(ref=3 - (ref or 1), size="large")], said.split(), PAIR)
        assert got == [ChangeLine(ref=ref or 2, size="large")], said
    # the person's line answers "which latte?"
    two = Cart(lines=[Line(id=1, item="latte", who="me"), Line(id=2, item="latte", who="jen")],
               next_line_id=3)
    asked = AskMenu(about=["which:latte"], lines=[1, 2], then=ChangeLine(ref=1, temp="iced"))
    assert lines_of_people([asked], "make jen's item:latte temp:iced".split(), two) == [ChangeLine(ref=2,
                                                                                                    temp="iced")]
    # an item named that is not the person's: left as the model wrote it
    assert lines_of_people([RemoveLine(ref=2)], "remove my item:latte".split(), PAIR) == [RemoveLine(ref=2)]


def test_a_change_said_of_the_kids_drinks_goes_on_each_line_for_a_child():
    from ordering.whose_line import childrens_lines

    family = Cart(lines=[Line(id=1, item="chai latte"), Line(id=2, item="hot chocolate", who="my daughter"),
                         Line(id=3, item="steamer", who="my son")], next_line_id=4)
    model = [ChangeLine(ref=3, temp="warm"), ChangeLine(ref=2, unset=["temp"])]
    said = "make the kids drinks temp:warm , not temp:hot".split()
    assert childrens_lines(model, said, family) == [
        ChangeLine(ref=2, temp="warm"), ChangeLine(ref=3, temp="warm")]
    assert childrens_lines(model, "make the drinks temp:warm".split(), family) == model  # no kids said
    mine = [ChangeLine(ref=1, temp="warm")]  # the model changed another line: its own reading
    assert childrens_lines(mine, said, family) == mine


def test_the_shipped_engine_warms_both_kids_drinks(engine):
    cart, _ = converse(engine, "i'll have a chai, my daughter will have a hot chocolate, and my son wants a "
                       "steamer", "make the kids drinks warm, not hot")
    assert [line.temp for line in cart.lines] == [None, "warm", "warm"]


def test_she_or_he_names_the_one_other_person_said_of_no_sex_but_not_of_the_other():
    friend = Cart(lines=[Line(id=1, item="cappuccino", who="me"),
                         Line(id=2, item="hot chocolate", who="my friend")], next_line_id=3)
    assert lines_of_people([ChangeLine(ref=1, temp="iced")], "she wants it temp:iced".split(), friend) == [
        ChangeLine(ref=2, temp="iced")]
    son = friend.model_copy(update={"lines": [friend.lines[0],
                                              Line(id=2, item="hot chocolate", who="my son")]})
    assert lines_of_people([ChangeLine(ref=1, temp="iced")], "she wants it temp:iced".split(), son) == [
        ChangeLine(ref=1, temp="iced")]  # a son is no "she": the model's


def test_the_shipped_engine_asks_the_friends_hot_chocolate_for_oat_milk(engine):
    cart, replies = converse(engine, "a cappuccino for me, and my friend wants a hot chocolate",
                             "oh she wants it with oat milk")
    assert [line.milk for line in cart.lines] == [None, None]
    assert replies[1].startswith("Oat milk isn't available for the hot chocolate")


def test_the_shipped_engine_takes_the_whip_off_the_hot_chocolate_he_does_not_want_it_on(engine):
    cart, _ = converse(engine, "a hot chocolate for my son and a latte for me",
                       "he doesnt want whipped cream")
    assert [(line.item, line.removals) for line in cart.lines] == [("hot chocolate", ["whipped cream"]),
                                                                   ("latte", [])]


def test_the_person_is_no_part_of_the_benchmark_format_and_two_people_are_two_orders():
    assert "who" not in cart_to_benchmark(PAIR)["lines"][0]
    assert not Line(id=1, item="latte", who="me").same_order(Line(id=2, item="latte", who="jen"))
    assert OrderLineOut.model_json_schema()["properties"]["who"]["anyOf"][0] == {"type": "string"}


def test_lines_named_by_whom_they_are_for(engine):
    cart, replies = converse(engine, "a mocha for me and a latte for my son", "make mine iced")
    assert lines(cart) == ordered([{"item": "mocha", "qty": 1, "temp": "iced"}, {"item": "latte", "qty": 1}])
    assert replies[0] == "Added a mocha for you ($5.25) and a latte for your son ($4.75). Anything else?"
    cart, _ = converse(engine, "make my son's one small", cart=cart)
    assert cart.lines[1].size == "small" and cart.lines[0].size is None
    cart, replies = converse(engine, "a cappuccino for me and an iced latte for my sister",
                             "and a cortado for my brother", "change my sister's drink to almond milk",
                             "make my drink a large")
    assert [(ln.item, ln.milk, ln.size) for ln in cart.lines] == [
        ("cappuccino", None, "large"), ("latte", "almond milk", None), ("cortado", None, None)]
    cart, replies = converse(engine, "a latte for jen and a cappuccino for mark", "jen wants oat milk")
    assert cart.customer_name is None and "Mark." not in replies[0]
    assert [ln.milk for ln in cart.lines] == ["oat milk", None]
    cart, _ = converse(engine, "a flat white for me, and for my friend the same but with oat")
    assert [(ln.item, ln.milk, ln.who) for ln in cart.lines] == [("flat white", None, "me"),
                                                                  ("flat white", "oat milk", "my friend")]


def test_a_person_wanting_an_item_on_the_shipped_engine(engine):
    cart, replies = converse(engine, "a latte", "my son wants a muffin and a cookie")
    assert [(line.item, line.who) for line in cart.lines] == [
        ("latte", None), ("apple bran muffin", "my son")]
    assert "don't have a cookie" in replies[-1]


def test_people_said_in_the_possessive_name_their_lines_for_values_per_line():
    menu = load_menu()
    cart = Cart(lines=[Line(id=1, item="cappuccino", who="me"), Line(id=2, item="latte", who="jen")],
                next_line_id=3)
    said = "make the item:cappuccino size:large and jen's size:small".split()
    assert people_as_lines([ChangeLine(ref=1, size="small")], said, cart, menu) == [
        ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="small")]
    said = "make mine size:large and jen's size:small".split()
    assert people_as_lines([ChangeLine(ref=2, size="small")], said, cart, menu) == [
        ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="small")]
    said = "make jen's temp:iced".split()  # one line: `lines_of_people` moves it
    iced = [ChangeLine(ref=1, temp="iced")]
    assert people_as_lines(iced, said, cart, menu) == iced



def test_the_order_read_back_says_whom_each_line_is_for(engine):
    _, replies = converse(engine, "two lattes for me and jen", "that's all")
    assert "a latte for you ($4.75) and a latte for Jen ($4.75)" in replies[-1]


def test_a_person_among_others_on_the_cart_names_no_order():
    cart = Cart(lines=[Line(id=1, item="latte", who="anna"), Line(id=2, item="mocha", who="ben")],
                next_line_id=3)
    said = "item:earl_grey_tea for chris".split()
    edits = [AddLine(item="earl grey tea"), SetOrder(customer_name="Chris")]
    assert people_given(edits, said, cart) == [AddLine(item="earl grey tea", who="chris")]
    alone = [AddLine(item="earl grey tea"), SetOrder(customer_name="Chris")]  # the only person: the order's
    assert people_given(alone, said, Cart()) == [AddLine(item="earl grey tea", who="chris"),
                                                 SetOrder(customer_name="Chris")]


def test_the_shipped_engine_keeps_the_order_unnamed_for_a_party(engine):
    cart, replies = converse(engine, "a cortado for maya and a mocha for leo", "and an oolong for sam")
    assert cart.customer_name is None and "Thanks" not in replies[1]
    assert [line.who for line in cart.lines] == ["maya", "leo", "sam"]


def test_one_for_each_person_said_after_a_line_already_given():
    said = "n2 item:mocha , n1 for me and n1 for my husband".split()
    two = [AddLine(item="mocha"), AddLine(item="mocha")]
    assert people_given(two, said, Cart()) == [AddLine(item="mocha", who="me"),
                                               AddLine(item="mocha", who="my husband")]
    one_of_two = [AddLine(item="mocha", qty=2)]
    assert people_given(one_of_two, said, Cart()) == [AddLine(item="mocha", who="me"),
                                                      AddLine(item="mocha", who="my husband")]
    said = "a size:large item:latte for me and n1 for my wife".split()  # one more of it
    assert people_given([AddLine(item="latte", size="large")], said, Cart()) == [
        AddLine(item="latte", size="large", who="me"), AddLine(item="latte", size="large", who="my wife")]


def test_one_more_for_another_person_on_the_shipped_engine(engine):
    cart, replies = converse(engine, "a latte for me and one for my husband")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", "me"), ("latte", "my husband")]
    assert replies[0] == "Added a latte for you ($4.75) and a latte for your husband ($4.75). Anything else?"


def test_a_person_said_wanting_the_same_is_given_the_line_repeated():
    repeat = [AddLine(item="mocha")]
    for said, who in (("my wife will have the same", "my wife"), ("jen wants the same please", "jen"),
                      ("and my son 's having the same", "my son")):
        assert people_given(repeat, said.split(), Cart()) == [AddLine(item="mocha", who=who)]
    for said in ("i 'll have the same", "the same for the latte", "my wife will have the same item:latte"):
        assert people_given(repeat, said.split(), Cart()) == repeat


def test_the_shipped_engine_gives_the_same_to_the_person_said(engine):
    cart, replies = converse(engine, "a mocha for me", "my wife will have the same")
    assert [(line.item, line.who) for line in cart.lines] == [("mocha", "me"), ("mocha", "my wife")]
    assert replies[1] == "Added a mocha for your wife ($5.25). Anything else?"


def test_a_counted_item_split_into_lines_is_every_lines_person():
    split = [AddLine(item="hot chocolate"), AddLine(item="hot chocolate")]
    said = "n2 item:hot_chocolate for the kids , n1 with marshmallows".split()
    assert people_given(split, said, Cart()) == [AddLine(item="hot chocolate", who="my kids"),
                                                AddLine(item="hot chocolate", who="my kids")]
    three = [*split, AddLine(item="hot chocolate")]  # three lines of a count of two: not the split
    assert [e.who for e in people_given(three, said, Cart())] == ["my kids", None, None]


def test_the_shipped_engine_gives_both_hot_chocolates_to_the_kids(engine):
    cart, _ = converse(engine, "two hot chocolates for the kids, one with marshmallows")
    assert sorted((line.item, line.qty, line.who, line.notes or "") for line in cart.lines) == [
        ("hot chocolate", 1, "my kids", ""), ("hot chocolate", 1, "my kids", "with marshmallows")]


def test_values_said_of_hers_his_or_mine_go_on_that_persons_line_of_a_split():
    oat = [AddLine(item="latte", qty=2, milk="oat milk")]
    said = "n2 item:latte for me and my wife , hers with milk:oat_milk".split()
    assert people_given(oat, said, Cart()) == [AddLine(item="latte", who="me"),
                                              AddLine(item="latte", milk="oat milk", who="my wife")]
    decaf = [AddLine(item="cappuccino", qty=2, caffeine="decaf")]
    said = "n2 item:cappuccino for my husband and me , mine caffeine:decaf".split()
    assert people_given(decaf, said, Cart()) == [AddLine(item="cappuccino", who="my husband"),
                                                AddLine(item="cappuccino", caffeine="decaf", who="me")]
    said = "n2 item:latte for me and jen , hers with milk:oat_milk".split()  # no kin word says hers
    assert [e.milk for e in people_given(oat, said, Cart())] == ["oat milk", "oat milk"]


def test_the_shipped_engine_makes_only_the_wifes_latte_oat(engine):
    cart, replies = converse(engine, "two lattes for me and my wife, hers with oat")
    assert [(line.milk, line.who) for line in cart.lines] == [(None, "me"), ("oat milk", "my wife")]


def test_a_toddler_is_someone_a_line_is_for(engine):
    cart, _ = converse(engine, "a hot chocolate, not too hot, for my toddler")
    assert [(line.temp, line.who) for line in cart.lines] == [("warm", "my toddler")]


def test_mine_is_the_line_no_one_else_has_where_none_is_said_mine():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="americano", who="my colleague")],
                next_line_id=3)
    assert lines_of_people([ChangeLine(ref=2, temp="extra hot")], "could you make mine extra hot".split(),
                           cart) == [ChangeLine(ref=1, temp="extra hot")]
    three = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"),
                        Line(id=3, item="earl grey tea", who="jen")], next_line_id=4)
    edits = [ChangeLine(ref=2, size="large")]
    assert lines_of_people(edits, "make mine large".split(), three) == edits  # two of no one's: the model's


def test_the_shipped_engine_tells_mine_from_my_colleagues(engine):
    ordered_for_two = "I'll have a small soy latte and my colleague would like a large black americano"
    cart, _ = converse(engine, ordered_for_two, "could you make mine extra hot", "and his with an extra shot")
    assert [(line.item, line.who, line.temp, dict(line.addons)) for line in cart.lines] == [
        ("latte", None, "extra hot", {}), ("americano", "my colleague", None, {"espresso shot": 1})]


def test_a_possessive_of_a_persons_item_changes_their_line_not_another():
    cart = Cart(lines=[Line(id=1, item="hot chocolate", size="small", who="my daughter"),
                       Line(id=2, item="coffee", size="large", who="me")], next_line_id=3)
    words = "her item:hot_chocolate not too temp:warm please".split()
    assert lines_of_people([AddLine(item="hot chocolate", temp="warm")], words, cart) == [
        ChangeLine(ref=1, temp="warm")]
    words = "and a item:hot_chocolate for my daughter too".split()  # one more, said with "a"
    assert lines_of_people([AddLine(item="hot chocolate", who="my daughter")], words, cart) == [
        AddLine(item="hot chocolate", who="my daughter")]


def test_the_shipped_engine_makes_her_hot_chocolate_warm(engine):
    cart, _ = converse(engine, "a small hot chocolate for my daughter and a large coffee for me",
                       "her hot chocolate not too hot please")
    assert [(line.item, line.temp) for line in cart.lines] == [("hot chocolate", "warm"), ("coffee", None)]


def test_another_for_someone_is_a_second_line_of_the_item_for_them():
    said = "n1 item:hot_chocolate for me and another for my wife".split()
    model = [AddLine(item="hot chocolate"), AddLine(item="hot chocolate")]
    assert people_given(model, said) == [AddLine(item="hot chocolate", who="me"),
                                         AddLine(item="hot chocolate", who="my wife")]
    said = "a item:latte for me and another for my son".split()
    assert people_given([AddLine(item="latte")], said) == [AddLine(item="latte", who="me"),
                                                           AddLine(item="latte", who="my son")]


def test_one_for_a_person_said_of_a_line_just_made_several_is_one_of_them():
    from ordering.for_whom import one_of_them_for

    two = Cart(lines=[Line(id=1, item="americano", qty=2)], next_line_id=2, added=[1])
    copy = [AddLine(item="americano", who="my coworker")]  # the model's repeat of the line, for them
    said = "n1 for my coworker".split()
    assert one_of_them_for(copy, said, two) == [ChangeLine(ref=1, qty=1), copy[0]]
    assert one_of_them_for(copy, "and n1 for my coworker".split(), two) == copy  # one more
    one = Cart(lines=[Line(id=1, item="americano")], next_line_id=2, added=[1])
    assert one_of_them_for(copy, said, one) == copy
    older = two.model_copy(update={"added": []})  # made two turns ago: the model's
    assert one_of_them_for(copy, said, older) == copy


def test_the_shipped_engine_gives_one_of_the_two_to_the_coworker(engine):
    cart, _ = converse(engine, "i'll grab an americano", "you know what, make it two", "one for my coworker")
    assert [(line.qty, line.who) for line in cart.lines] == [(1, None), (1, "my coworker")]


def test_a_pronoun_is_no_person_to_name():
    tea = [AddLine(item="earl grey tea")]
    assert people_given(tea, "she wants item:earl_grey_tea".split()) == tea
    assert people_given(tea, "they will have a item:earl_grey_tea".split()) == tea
    assert people_given(tea, "jen wants item:earl_grey_tea".split()) == [
        AddLine(item="earl grey tea", who="jen")]


def test_the_shipped_engine_says_no_she_for_a_name(engine):
    cart, replies = converse(engine, "she wants earl grey with lemon")
    assert [line.who for line in cart.lines] == [None]
    assert "She" not in replies[0]


def test_values_said_after_hers_go_on_her_line_alone():
    from ordering.whose_line import values_of_whose_line

    both = [AddLine(item="hot chocolate", removals=["whipped cream"], who="my son"),
            AddLine(item="hot chocolate", removals=["whipped cream"], who="my daughter")]
    said = ("a item:hot_chocolate for my son and n1 for my daughter , "
            "hers with no addon:whipped_cream").split()
    assert values_of_whose_line(both, said) == [
        AddLine(item="hot chocolate", who="my son"),
        AddLine(item="hot chocolate", removals=["whipped cream"], who="my daughter")]
    lattes = [AddLine(item="latte", who="me"), AddLine(item="latte", who="my husband")]
    said = "a item:latte for me and a item:latte for my husband , his with milk:oat_milk".split()
    assert values_of_whose_line(lattes, said)[1] == AddLine(item="latte", milk="oat milk", who="my husband")
    said = "a item:latte for me and a item:latte for my husband , hers with milk:oat_milk".split()
    assert values_of_whose_line(lattes, said) == lattes  # no her among them


def test_the_shipped_engine_leaves_the_whipped_cream_off_hers_only(engine):
    cart, _ = converse(engine, "a hot chocolate for my son and one for my daughter, "
                               "hers with no whipped cream")
    assert [(line.who, line.removals) for line in cart.lines] == [
        ("my son", []), ("my daughter", ["whipped cream"])]


def test_a_one_said_before_whom_is_that_ones_line():
    adds = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte")]
    said = "an milk:oat_milk item:latte and a regular n1 for my son".split()
    assert people_given(adds, said) == [AddLine(item="latte", milk="oat milk"),
                                        AddLine(item="latte", who="my son")]


def test_the_shipped_engine_gives_the_regular_one_to_the_son(engine):
    cart, _ = converse(engine, "an oat latte and a regular one for my son")
    assert [(line.milk, line.who) for line in cart.lines] == [("oat milk", None), (None, "my son")]


def test_an_order_said_for_each_person_first_is_theirs():
    said = "order for tom , a item:mocha . order for jess , a item:chai_latte".split()
    model = [AddLine(item="mocha"), AddLine(item="chai latte")]
    assert people_given(model, said) == [AddLine(item="mocha", who="tom"),
                                         AddLine(item="chai latte", who="jess")]


def test_the_shipped_engine_gives_tom_and_jess_their_drinks(engine):
    cart, _ = converse(engine, "order for Tom: a mocha. order for Jess: a chai", "Tom's with oat",
                       "and Jess's iced")
    assert [(line.item, line.who, line.milk, line.temp) for line in cart.lines] == [
        ("mocha", "tom", "oat milk", None), ("chai latte", "jess", None, "iced")]


def test_a_person_wanting_one_after_the_items_gets_the_line_of_one():
    said = "a size:small item:coffee and my husband wants a size:large n1".split()
    got = people_given([AddLine(item="coffee", size="small"), AddLine(item="coffee", size="large")], said)
    assert [e.who for e in got] == [None, "my husband"]
    said = "my husband wants a size:large n1 and a size:small item:coffee".split()  # before the items
    got = people_given([AddLine(item="coffee", size="small"), AddLine(item="coffee", size="large")], said)
    assert [e.who for e in got] == [None, None]


COCOAS = Cart(lines=[Line(id=1, item="hot chocolate", size="medium", who="me"),
                     Line(id=2, item="hot chocolate", size="small", who="my son")], next_line_id=3)


def test_each_part_begun_with_a_person_gives_its_values_to_their_line():
    from ordering.whose_line import values_by_person

    model = [ChangeLine(ref=2, add_addons={"whipped cream": 1})]  # the model's: the son's
    said = "mine with addon:whipped_cream , his without".split()
    assert values_by_person(model, said, COCOAS) == [ChangeLine(ref=1, add_addons={"whipped cream": 1})]
    said = "mine temp:iced and my son's temp:hot".split()
    assert values_by_person([ChangeLine(ref=2, temp="hot")], said, COCOAS) == [
        ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="hot")]
    for words in ("mine temp:iced", "mine temp:iced , and make it large", "mine temp:iced , mine size:large"):
        assert values_by_person(model, words.split(), COCOAS) == model, words  # one part, words, twice


def test_the_shipped_engine_whips_mine_not_his(engine):
    cart, _ = converse(engine, "a medium hot chocolate for me and a small one for my son",
                       "mine with whip, his without")
    assert [(line.who, line.addons) for line in cart.lines] == [("me", {"whipped cream": 1}), ("my son", {})]


def test_the_line_swapped_for_the_person_named_takes_their_choices_and_them():
    menu = load_menu()
    people = Cart(lines=[Line(id=1, item="latte", size="large", who="john"),
                         Line(id=2, item="cappuccino", size="small", milk="oat milk", who="mary")],
                  next_line_id=3)
    model = [RemoveLine(ref=2), AddLine(item="mocha", size="small", milk="oat milk", who="mary")]  # mary's
    said = "actually john wants a item:mocha instead".split()
    assert lines_of_people(model, said, people, menu) == [
        RemoveLine(ref=1), AddLine(item="mocha", size="large", who="john")]
    own = [RemoveLine(ref=2), AddLine(item="mocha", size="medium", who="mary")]  # a size said: kept
    assert lines_of_people(own, "john wants a size:medium item:mocha instead".split(), people, menu) == [
        RemoveLine(ref=1), AddLine(item="mocha", size="medium", who="john")]


def test_the_shipped_engine_swaps_johns_latte_for_a_mocha(engine):
    cart, _ = converse(engine, "a large latte for john and a small cappuccino with oat milk for mary",
                       "actually john wants a mocha instead")
    assert [(line.item, line.size, line.milk, line.who) for line in cart.lines] == [
        ("mocha", "large", None, "john"), ("cappuccino", "small", "oat milk", "mary")]


def test_a_kind_for_a_person_named_after_the_comma_is_their_line():
    said = "a tea for my mother , item:earl_grey_tea , with milk".split()
    assert people_given([AddLine(item="earl grey tea", notes="with milk")], said) == [
        AddLine(item="earl grey tea", notes="with milk", who="my mother")]
    said = "a tea for jen , the item:oolong_tea".split()
    assert people_given([AddLine(item="oolong tea")], said) == [AddLine(item="oolong tea", who="jen")]
    said = "a tea for jen , and a item:oolong_tea".split()  # another part: not named after
    assert people_given([AddLine(item="oolong tea")], said) == [AddLine(item="oolong tea")]
    said = "a item:latte for me , and a tea for jen , the item:oolong_tea".split()  # a line said before
    assert [e.who for e in people_given([AddLine(item="latte"), AddLine(item="oolong tea")], said)] == [
        "me", "jen"]
    said = "a tea for my dad please , he prefers the item:oolong_tea".split()  # the person's choice
    assert people_given([AddLine(item="oolong tea")], said) == [AddLine(item="oolong tea", who="my dad")]
    said = "a tea for my dad , he hates item:oolong_tea".split()  # not a word of choosing
    assert people_given([AddLine(item="oolong tea")], said) == [AddLine(item="oolong tea")]


def test_the_shipped_engine_gives_the_tea_named_after_to_the_mother(engine):
    cart, _ = converse(engine, "one tea for my mother, earl grey")
    assert [(line.item, line.who) for line in cart.lines] == [("earl grey tea", "my mother")]
    cart, _ = converse(engine, "a tea for my grandma please, she likes oolong")
    assert [(line.item, line.who) for line in cart.lines] == [("oolong tea", "my grandma")]


def test_the_line_said_to_be_mine_is_the_customers():
    from ordering.for_whom import mine_said

    for said in ("mine is an item:oolong_tea", "and mine's a item:latte", "mine will be a item:mocha"):
        assert mine_said([AddLine(item="latte")], said.split()) == [AddLine(item="latte", who="me")], said
    theirs = [AddLine(item="latte", who="jen")]
    assert mine_said(theirs, "mine is a item:latte".split()) == theirs
    assert mine_said([AddLine(item="latte")], "a item:latte like mine".split()) == [AddLine(item="latte")]


def test_the_shipped_engine_gives_the_tea_chosen_as_mine_to_the_customer(engine):
    cart, _ = converse(engine, "a mocha for tom and a tea for me", "mine is an oolong")
    assert [(line.item, line.who) for line in cart.lines] == [("mocha", "tom"), ("oolong tea", "me")]


def test_she_or_he_wanting_an_item_is_the_one_other_person_of_the_order():
    wife = Cart(lines=[Line(id=1, item="mocha", who="my wife")], next_line_id=2)
    said = "she also wants a item:butter_croissant".split()
    assert people_given([AddLine(item="butter croissant")], said, wife) == [
        AddLine(item="butter croissant", who="my wife")]
    two = Cart(lines=[Line(id=1, item="mocha", who="my wife"), Line(id=2, item="latte", who="tom")],
               next_line_id=3)
    assert people_given([AddLine(item="butter croissant")], said, two) == [AddLine(item="butter croissant")]
    mine = Cart(lines=[Line(id=1, item="mocha", who="me")], next_line_id=2)
    assert people_given([AddLine(item="butter croissant")], said, mine) == [AddLine(item="butter croissant")]


def test_the_shipped_engine_gives_the_croissant_she_wants_to_the_wife(engine):
    cart, _ = converse(engine, "one mocha for my wife", "she also wants a croissant")
    assert [(line.item, line.who) for line in cart.lines] == [("mocha", "my wife"),
                                                             ("butter croissant", "my wife")]


def test_the_little_one_is_a_person():
    from ordering.for_whom import person_at

    assert person_at("for the little n1".split(), 1) == ("my little one", 4)
    assert person_at("for my little ones please".split(), 1) == ("my little ones", 4)
    assert person_at("for the little n1 item:latte".split(), 1) == ("my little one", 4)
    assert person_at("the n1".split(), 0) is None


def test_the_shipped_engine_sizes_the_little_ones_hot_chocolate(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a small latte for me, a large mocha for my husband, and a hot chocolate for "
                               "the little one", "the little one's should be kids size")
    assert sorted((line.item, line.size, line.who) for line in cart.lines) == [
        ("hot chocolate", "short", "my little one"), ("latte", "small", "me"),
        ("mocha", "large", "my husband")]


def test_our_daughter_is_a_person_and_our_table_no_one():
    from ordering.for_whom import person_at

    assert person_at("for our daughter".split(), 1) == ("my daughter", 3)
    assert person_at("for our little n1".split(), 1) == ("my little one", 4)
    assert person_at("for our table".split(), 1) is None


def test_the_shipped_engine_keeps_our_daughters_hot_chocolate_hers(engine):
    cart, replies = converse(engine, "a medium latte for me and a small hot chocolate for our daughter",
                             "our daughter's should be warm")
    assert [(line.item, line.temp, line.who) for line in cart.lines] == [
        ("latte", None, "me"), ("hot chocolate", "warm", "my daughter")]


def test_one_of_a_line_recounted_in_the_turn_is_the_persons():
    said = "i'll have a item:coffee . actually make it n2 . n1 for my mate".split()
    assert people_given([AddLine(item="coffee", qty=2)], said) == [
        AddLine(item="coffee"), AddLine(item="coffee", who="my mate")]


def test_the_shipped_engine_pours_one_coffee_for_the_mate(engine):
    cart, _ = converse(engine, "i'll have a coffee. actually make it two. one for my mate")
    assert [(line.qty, line.who) for line in cart.lines] == [(1, None), (1, "my mate")]


def test_a_person_said_right_before_an_item_without_a_verb_is_its():
    said = "and my son a item:hot_chocolate".split()
    assert people_given([AddLine(item="hot chocolate")], said) == [
        AddLine(item="hot chocolate", who="my son")]
    said = "and our son a size:small item:hot_chocolate please".split()
    assert people_given([AddLine(item="hot chocolate", size="small")], said) == [
        AddLine(item="hot chocolate", size="small", who="my son")]
    said = "make my item:latte a size:large".split()  # no person: a line of mine
    assert people_given([AddLine(item="latte", size="large")], said) == [AddLine(item="latte", size="large")]


def test_the_shipped_engine_pours_our_sons_hot_chocolate(engine):
    cart, _ = converse(engine, "a large latte for me", "and our son a hot chocolate")
    assert [line.who for line in cart.lines] == ["me", "my son"]


def test_a_person_who_changes_their_mind_has_the_new_item_in_place_of_theirs():
    menu = load_menu()
    sams = Cart(lines=[Line(id=1, item="latte", size="large", who="sam"), Line(id=2, item="cappuccino",
                                                                               who="kim")], next_line_id=3)
    said = "actually sam wants a item:mocha".split()
    assert person_changes_mind([AddLine(item="mocha")], said, sams, menu) == [
        RemoveLine(ref=1), AddLine(item="mocha", size="large", who="sam")]
    also = "actually sam wants a item:mocha too".split()  # one more
    assert person_changes_mind([AddLine(item="mocha")], also, sams, menu) == [AddLine(item="mocha")]
    food = "actually sam wants a item:blueberry_muffin".split()  # food beside a drink: one more
    muffin = [AddLine(item="blueberry muffin")]
    assert person_changes_mind(muffin, food, sams, menu) == muffin
    plain = "sam wants a item:mocha".split()  # nothing taken back
    assert person_changes_mind([AddLine(item="mocha")], plain, sams, menu) == [AddLine(item="mocha")]


def test_the_shipped_engine_gives_sam_a_mocha_for_the_latte(engine):
    cart, replies = converse(engine, "a latte for sam and a cappuccino for kim",
                             "actually sam would like a mocha")
    assert [(line.item, line.who) for line in cart.lines] == [("mocha", "sam"), ("cappuccino", "kim")]
    assert replies[1] == "Changed the latte to a mocha ($5.25). Anything else?"
