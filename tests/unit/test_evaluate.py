"""The held-out comparison counts carts as the benchmark's scorer does."""

from preprocessing.evaluate import same_units


def line(item, qty=1, **fields):
    base = {
        "item": item,
        "qty": qty,
        "size": None,
        "temp": None,
        "milk": None,
        "caffeine": None,
        "shots": None,
        "addons": {},
        "removals": [],
        "preps": [],
        "notes": None,
    }
    return base | fields


def test_a_line_of_two_is_two_units_and_notes_count_by_presence():
    assert same_units(
        {"lines": [line("mocha", 2)], "to_go": None}, {"lines": [line("mocha"), line("mocha")], "to_go": None}
    )
    assert same_units(
        {"lines": [line("latte", notes="a little milk")], "to_go": None},
        {"lines": [line("latte", notes="a little milks")], "to_go": None},
    )
    assert not same_units(
        {"lines": [line("latte", notes="a little milk")], "to_go": None},
        {"lines": [line("latte")], "to_go": None},
    )
    assert not same_units(
        {"lines": [line("mocha", 2)], "to_go": None}, {"lines": [line("mocha")], "to_go": None}
    )
    assert not same_units({"lines": [], "to_go": True}, {"lines": [], "to_go": None})
