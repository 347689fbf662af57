""""Extra vanilla" is two portions, one regular and one more: of a line that has vanilla, one more than it
has (`ordering.repeats.extra_counted`); said of one of two drinks ordered together, that drink's two only
(`ordering.counts_bound.extra_bound`); said "in the latte" after it, the latte's (`placed_by_name`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.counts_bound import extra_bound, placed_by_name
from ordering.edits import AddLine, ChangeLine
from ordering.repeats import extra_counted

VANILLA = "vanilla syrup"


def cart(*addons: dict) -> Cart:
    """A cart of one latte and one mocha with these add-ons."""
    return Cart(lines=[Line(id=k, item=item, addons=a) for k, (item, a) in enumerate(
        zip(("latte", "mocha"), addons, strict=False), start=1)], next_line_id=len(addons) + 1)


def test_extra_of_a_line_that_has_the_add_on_is_one_more_than_it_has():
    said = "extra addon:vanilla_syrup in the item:latte".split()
    summed = [ChangeLine(ref=1, add_addons={VANILLA: 3})]  # the model's two added to the line's one
    assert extra_counted(summed, said, cart({VANILLA: 1})) == [ChangeLine(ref=1, add_addons={VANILLA: 2})]
    assert extra_counted([ChangeLine(ref=1, add_addons={VANILLA: 4})], said, cart({VANILLA: 2})) == [
        ChangeLine(ref=1, add_addons={VANILLA: 3})]


def test_extra_of_a_line_without_it_or_other_counts_are_left_as_written():
    said = "extra addon:vanilla_syrup in the item:latte".split()
    model = [ChangeLine(ref=1, add_addons={VANILLA: 2})]
    assert extra_counted(model, said, cart({}, {VANILLA: 1})) == model  # the latte has none: two
    for words in ("n2 extra pumps of addon:vanilla_syrup", "add n2 addon:vanilla_syrup",
                  "extra addon:vanilla_syrup n3 pumps", "another pump of addon:vanilla_syrup"):
        model = [ChangeLine(ref=1, add_addons={VANILLA: 3})]
        assert extra_counted(model, words.split(), cart({VANILLA: 1})) == model, words
    shots = [ChangeLine(ref=1, add_addons={"espresso shot": 2})]
    assert extra_counted(shots, "extra addon:espresso_shot".split(),
                         cart({"espresso shot": 1})) == shots  # `more_added`'s


def lines(*pairs: tuple[str, dict]) -> list[AddLine]:
    return [AddLine(item=item, addons=addons) for item, addons in pairs]


def test_extra_said_of_one_of_two_drinks_ordered_together_is_that_drinks_two():
    said = "a item:latte with extra addon:vanilla_syrup and a item:mocha with addon:vanilla_syrup".split()
    model = lines(("latte", {VANILLA: 2}), ("mocha", {VANILLA: 2}))
    assert extra_bound(model, said) == lines(("latte", {VANILLA: 2}), ("mocha", {VANILLA: 1}))
    said = "a item:latte with extra addon:vanilla_syrup and a addon:vanilla_syrup item:mocha".split()
    assert extra_bound(model, said) == lines(("latte", {VANILLA: 2}), ("mocha", {VANILLA: 1}))
    said = "a item:latte with n2 pumps of addon:vanilla_syrup and a item:mocha with extra addon:vanilla_syrup"
    model = lines(("latte", {VANILLA: 2}), ("mocha", {VANILLA: 1}))
    assert extra_bound(model, said.split()) == lines(("latte", {VANILLA: 2}), ("mocha", {VANILLA: 2}))


def test_a_drink_said_without_the_add_on_or_a_count_not_plain_is_left_as_written():
    model = lines(("latte", {VANILLA: 2}), ("mocha", {}))
    assert extra_bound(model, "a item:latte with extra addon:vanilla_syrup and a item:mocha".split()) == model
    said = "a item:latte with extra addon:vanilla_syrup and a item:mocha with addon:vanilla_syrup , n3 pumps"
    model = lines(("latte", {VANILLA: 2}), ("mocha", {VANILLA: 3}))
    assert extra_bound(model, said.split()) == model
    said = "a item:latte with addon:vanilla_syrup and a item:mocha with addon:vanilla_syrup".split()
    model = lines(("latte", {VANILLA: 2}), ("mocha", {VANILLA: 2}))
    assert extra_bound(model, said) == model  # no "extra": `counts_bound`'s
    assert extra_bound([ChangeLine(ref=1)], said) == [ChangeLine(ref=1)]


def test_an_add_on_said_in_the_drink_named_after_it_goes_on_that_drink():
    said = "a item:latte and a item:mocha , extra addon:vanilla_syrup in the item:latte".split()
    model = lines(("latte", {}), ("mocha", {VANILLA: 2}))
    assert placed_by_name(model, said) == lines(("latte", {VANILLA: 2}), ("mocha", {}))
    right = lines(("latte", {VANILLA: 2}), ("mocha", {}))
    assert placed_by_name(right, said) == right
    said = "a item:latte with addon:vanilla_syrup and a item:mocha , addon:vanilla_syrup in the item:mocha"
    model = lines(("latte", {VANILLA: 1}), ("mocha", {}))
    assert placed_by_name(model, said.split()) == model  # said twice: whose is which, not this reading's
    assert placed_by_name([ChangeLine(ref=1, add_addons={VANILLA: 2})], said.split()) == [
        ChangeLine(ref=1, add_addons={VANILLA: 2})]
