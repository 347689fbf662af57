""""And marshmallows on all of them if you have them": marshmallows we lack, said back
(`unknown_things.unknown_things`: the thing ends before what it goes on)."""

from __future__ import annotations

from ordering.unknown_things import unknown_things, unknown_things_said
from tests.unit.shipped import converse, lines


def test_a_bare_thing_said_on_or_for_lines_is_the_thing_alone():
    said = "and marshmallows on all of them if you have them".split()
    assert unknown_things_said(said) == ["marshmallows"]
    assert unknown_things_said("add sprinkles for the kids".split()) == ["sprinkles"]
    assert unknown_things("and milk:oat_milk in it".split()) == []  # a value of ours


def test_the_shipped_engine_says_it_has_no_marshmallows_for_the_kids(engine):
    cart, replies = converse(engine, "two hot chocolates for the kids", "and marshmallows on both please")
    assert replies[1] == "Sorry, we don't have marshmallows.", replies
    assert lines(cart) == [{"item": "hot chocolate", "qty": 2}]


def test_a_thing_said_with_where_it_goes_is_the_thing():
    from ordering.edits import ChangeLine
    from ordering.lacking_noted import lacking_not_noted

    said = "and a couple of marshmallows on top if you have them".split()
    assert unknown_things_said(said) == ["marshmallows"]
    assert unknown_things_said("and a cookie on top".split()) == ["a cookie"]
    noted = [ChangeLine(ref=1, qty=2, notes="of marshmallows on top")]
    assert lacking_not_noted(noted, ["marshmallows"]) == [ChangeLine(ref=1, qty=2)]
    water = [ChangeLine(ref=1, notes="some hot water")]
    assert lacking_not_noted(water, ["hot water"]) == water  # a request


def test_the_shipped_engine_keeps_one_hot_chocolate_without_marshmallows_on_top(engine):
    cart, replies = converse(engine, "a small hot chocolate",
                             "and a couple of marshmallows on top if you have them")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1, "size": "small"}], replies
    assert replies[1] == "Sorry, we don't have marshmallows.", replies


def test_a_thing_said_with_or_something_is_the_thing():
    assert unknown_things_said("and a scone or something".split()) == ["a scone"]
    assert unknown_things("a item:latte or something".split()) == []  # ours


def test_the_shipped_engine_says_it_has_no_scone(engine):
    cart, replies = converse(engine, "a small cortado", "and a scone or something")
    assert len(cart.lines) == 1 and replies[1] == "Sorry, we don't have a scone."


def test_a_thing_said_after_id_like_is_one_we_lack():
    assert unknown_things_said("i'd like an affogato".split()) == ["an affogato"]
    assert unknown_things_said("we would like a cronut please".split()) == ["a cronut"]
    assert unknown_things("i'd like a item:latte".split()) == []  # ours


def test_the_shipped_engine_says_it_has_no_affogato(engine):
    cart, replies = converse(engine, "i'd like an affogato")
    assert not cart.lines and replies == ["Sorry, we don't have an affogato."]


def test_a_verb_of_making_said_first_is_no_thing():
    assert unknown_things_said("and heat n1 of them".split()) == []
    assert unknown_things_said("and reheat it please".split()) == []


def test_the_shipped_engine_warms_one_croissant_and_lacks_nothing(engine):
    cart, replies = converse(engine, "two of the chocolate croissants", "and heat one of them")
    assert [(line.qty, line.preps) for line in cart.lines] == [(1, []), (1, ["warmed"])]
    assert "don't have" not in replies[1]


def test_a_pronoun_of_whose_is_no_thing():
    for said in ("and hers temp:iced", "and theirs with addon:whipped_cream", "ours too"):
        assert unknown_things_said(said.split()) == [], said


def test_the_shipped_engine_makes_hers_iced_and_lacks_nothing(engine):
    cart, replies = converse(engine, "a vanilla latte for me and a caramel latte for my wife",
                             "and hers iced")
    assert [line.temp for line in cart.lines] == [None, "iced"]
    assert replies[1] == "Changed your wife's latte to iced. Anything else?"


def test_a_choice_said_fine_or_great_is_no_thing():
    assert unknown_things("actually a size:medium is fine".split()) == []
    assert unknown_things("a size:large would be great".split()) == []
    assert unknown_things_said("and a scone would be great".split()) == ["a scone"]  # a thing, still


def test_the_shipped_engine_makes_the_latte_medium_when_a_medium_is_fine(engine):
    cart, replies = converse(engine, "a latte", "actually a medium is fine")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "medium"}], replies


def test_one_taken_off_or_out_is_no_thing():
    assert unknown_things("take n1 off".split()) == [] and unknown_things("take one out please".split()) == []
    assert unknown_things_said("take n1 off and a donut".split()) == ["a donut"]  # a thing, still


def test_the_shipped_engine_takes_one_latte_off_and_lacks_nothing(engine):
    cart, replies = converse(engine, "three lattes", "take one off")
    assert lines(cart) == [{"item": "latte", "qty": 2}]
    assert replies[1] == "You now have 2 lattes ($9.50). Anything else?"


def test_a_thing_thrown_in_is_the_thing_not_the_verb():
    assert unknown_things("and throw in a item:chocolate_croissant".split()) == []  # no "throw" we lack
    assert unknown_things_said("can you throw in a cookie".split()) == ["a cookie"]
    assert unknown_things_said("could you also toss in a brownie please".split()) == ["a brownie"]
    assert unknown_things_said("and tack on n2 scones".split()) == ["scones"]
    assert unknown_things_said("and marshmallows in it".split()) == ["marshmallows"]  # no verb: the thing


def test_the_shipped_engine_throws_in_the_croissant_and_has_no_cookie(engine):
    cart, replies = converse(engine, "a latte", "and throw in a chocolate croissant",
                             "can you throw in a cookie")
    assert replies[1] == "Added a chocolate croissant ($3.95). Anything else?", replies
    assert replies[2] == "Sorry, we don't have a cookie.", replies
    assert [line.item for line in cart.lines] == ["latte", "chocolate croissant"]


def test_money_said_is_no_thing_we_lack():
    assert unknown_things("i have n5 dollars , what can i get".split()) == []
    assert unknown_things("what can i get for n5 bucks".split()) == []


def test_the_shipped_engine_offers_the_menu_for_five_dollars(engine):
    _, replies = converse(engine, "i have five dollars, what can i get")
    assert "dollars" not in replies[0] and replies[0].startswith("We have espresso drinks")
