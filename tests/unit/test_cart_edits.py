"""Cart model and apply_edits: legal and illegal edits, limits, stable ids and refs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ordering.cart import Cart, Line, cart_from_benchmark, cart_to_benchmark
from ordering.edits import (
    EDITS,
    AddLine,
    AskMenu,
    ChangeLine,
    ClearCart,
    Finish,
    RemoveLine,
    SetOrder,
    apply_edits,
)
from ordering.menu import load_menu

MENU = load_menu()


def _cart(*edits):
    result = apply_edits(Cart(), list(edits), MENU)
    assert not result.refused, result.refused
    return result.cart


def test_add_line_assigns_ids_and_canonical_names():
    result = apply_edits(
        Cart(),
        [
            AddLine(item="lattes", size="venti", milk="oat", addons={"vanilla": 2}),
            AddLine(item="muffin", preps=["sliced in half"]),
        ],
        MENU,
    )
    assert not result.refused and len(result.applied) == 2
    latte, muffin = result.cart.lines
    assert (latte.id, latte.item, latte.size, latte.milk, latte.addons) == (
        1,
        "latte",
        "large",
        "oat milk",
        {"vanilla syrup": 2},
    )
    assert (muffin.id, muffin.item, muffin.preps) == (2, "apple bran muffin", ["cut in half"])
    assert result.cart.next_line_id == 3 and result.line_ids == [1, 2]


def test_input_cart_is_not_mutated():
    cart = _cart(AddLine(item="latte"))
    digest = cart.digest()
    result = apply_edits(
        cart, [ChangeLine(ref=1, temp="iced"), AddLine(item="mocha"), SetOrder(to_go=True)], MENU
    )
    assert cart.digest() == digest and len(cart.lines) == 1 and cart.lines[0].temp is None
    assert result.cart.lines[0].temp == "iced" and len(result.cart.lines) == 2


def test_option_not_allowed_is_refused_with_alternatives_and_others_apply():
    result = apply_edits(
        Cart(), [AddLine(item="hot chocolate", milk="oat milk"), AddLine(item="latte")], MENU
    )
    assert [r.reason for r in result.refused] == [
        "oat milk isn't available for the hot chocolate — whole milk, nonfat milk or almond milk?"
    ]
    assert [line.item for line in result.cart.lines] == ["latte"]
    assert result.applied == [AddLine(item="latte")]


def test_illegal_groups_and_unknown_values_are_refused():
    cases = [
        (AddLine(item="espresso", size="large"), "doesn't come in sizes"),
        (AddLine(item="apple bran muffin", temp="iced"), "would you like it warmed"),
        (AddLine(item="apple bran muffin", milk="oat milk"), "doesn't take milk"),
        (AddLine(item="strawberry frappe"), "we don't have strawberry frappe"),
        (AddLine(item="latte", milk="camel milk"), "we don't have camel milk"),
        (AddLine(item="latte", addons={"butter": 1}), "butter isn't available for the latte"),
        (AddLine(item="cold brew", temp="hot"), "hot isn't available for the cold brew — iced?"),
        (AddLine(item="earl grey tea", shots=2), "doesn't take a shot count"),
        (AddLine(item="latte", preps=["cut in half"]), "cut in half isn't available for the latte"),
        (AddLine(item="latte", addons={"foam": 1}, removals=["foam"]), "both added and left out"),
    ]
    for edit, fragment in cases:
        result = apply_edits(Cart(), [edit], MENU)
        assert result.cart.lines == [] and len(result.refused) == 1, edit
        assert fragment in result.refused[0].reason, (edit, result.refused[0].reason)


def test_limits_are_enforced():
    assert (
        "at most 20 of the same item"
        in apply_edits(Cart(), [AddLine(item="latte", qty=21)], MENU).refused[0].reason
    )
    assert "at least 1" in apply_edits(Cart(), [AddLine(item="latte", qty=0)], MENU).refused[0].reason
    result = apply_edits(
        Cart(),
        [
            AddLine(item="latte", qty=20),
            AddLine(item="mocha", qty=20),
            AddLine(item="coffee", qty=11),
            AddLine(item="coffee", qty=10),
        ],
        MENU,
    )
    assert [r.reason for r in result.refused] == ["that would make 51 items — an order can have at most 50"]
    assert result.cart.units() == 50
    assert "1 to 6 shots" in apply_edits(Cart(), [AddLine(item="latte", shots=7)], MENU).refused[0].reason
    assert (
        "1 to 6 portions of vanilla syrup"
        in apply_edits(Cart(), [AddLine(item="latte", addons={"vanilla syrup": 7})], MENU).refused[0].reason
    )
    many = apply_edits(Cart(), [AddLine(item="coffee") for _ in range(21)], MENU)
    assert len(many.cart.lines) == 20 and many.refused[0].reason == "an order can have at most 20 lines"
    big = _cart(AddLine(item="latte", qty=20), AddLine(item="mocha", qty=20), AddLine(item="coffee", qty=10))
    assert "51 items" in apply_edits(big, [ChangeLine(ref=3, qty=11)], MENU).refused[0].reason
    assert apply_edits(big, [ChangeLine(ref=3, qty=9)], MENU).cart.units() == 49


def test_ref_out_of_range():
    cart = _cart(AddLine(item="latte"), AddLine(item="mocha"))
    result = apply_edits(cart, [ChangeLine(ref=3, temp="iced"), RemoveLine(ref=0)], MENU)
    assert [r.reason for r in result.refused] == [
        "there is no line 3 — your order has 2 lines",
        "there is no line 0 — your order has 2 lines",
    ]
    assert apply_edits(Cart(), [RemoveLine(ref=1)], MENU).refused[0].reason == (
        "there is no line 1 — your order is empty"
    )


def test_change_line_fields():
    cart = _cart(AddLine(item="latte", addons={"vanilla syrup": 1}, preps=["lid"]))
    result = apply_edits(
        cart,
        [
            ChangeLine(
                ref=1,
                qty=3,
                size="large",
                temp="iced",
                milk="almond",
                add_addons={"caramel": 2, "vanilla syrup": 3},
                drop=["foam"],
                preps=["with room"],
                notes="upside  down",
            )
        ],
        MENU,
    )
    line = result.cart.lines[0]
    assert not result.refused
    assert (line.qty, line.size, line.temp, line.milk) == (3, "large", "iced", "almond milk")
    assert line.addons == {"vanilla syrup": 3, "caramel syrup": 2}
    assert line.removals == ["foam"] and line.preps == ["lid", "with room"] and line.notes == "upside down"
    again = apply_edits(
        result.cart,
        [
            ChangeLine(
                ref=1,
                drop=["caramel syrup", "hazelnut syrup"],
                add_addons={"foam": 2},
                unset=["size", "milk", "notes"],
            )
        ],
        MENU,
    )
    line = again.cart.lines[0]
    assert not again.refused
    assert line.addons == {"vanilla syrup": 3, "foam": 2} and line.removals == []
    assert (line.size, line.milk, line.notes, line.temp) == (None, None, None, "iced")
    assert (
        "I can't reset item" == apply_edits(cart, [ChangeLine(ref=1, unset=["item"])], MENU).refused[0].reason
    )


def test_illegal_change_leaves_line_untouched():
    cart = _cart(AddLine(item="hot chocolate"))
    result = apply_edits(cart, [ChangeLine(ref=1, size="large", milk="oat milk")], MENU)
    assert result.cart.lines == cart.lines
    assert "whole milk, nonfat milk or almond milk" in result.refused[0].reason


def test_line_ids_stable_and_never_reused():
    cart = _cart(AddLine(item="latte"), AddLine(item="mocha"))
    cart = apply_edits(cart, [RemoveLine(ref=2)], MENU).cart
    cart = apply_edits(cart, [AddLine(item="coffee")], MENU).cart
    assert [(line.id, line.item) for line in cart.lines] == [(1, "latte"), (3, "coffee")]
    cleared = apply_edits(cart, [ClearCart(), AddLine(item="mocha")], MENU).cart
    assert [(line.id, line.item) for line in cleared.lines] == [(4, "mocha")]


def test_refs_are_positions_before_the_turn():
    cart = _cart(AddLine(item="latte"), AddLine(item="mocha"), AddLine(item="coffee"))
    result = apply_edits(
        cart,
        [
            RemoveLine(ref=1),
            ChangeLine(ref=2, temp="iced"),
            AddLine(item="cortado"),
            ChangeLine(ref=4, milk="oat milk"),
            RemoveLine(ref=1),
        ],
        MENU,
    )
    assert [(line.item, line.temp, line.milk) for line in result.cart.lines] == [
        ("mocha", "iced", None),
        ("coffee", None, None),
        ("cortado", None, "oat milk"),
    ]
    assert [r.reason for r in result.refused] == ["line 1 was already removed"]


def test_identical_add_is_a_separate_line():
    cart = _cart(AddLine(item="latte"), AddLine(item="latte"))
    assert len(cart.lines) == 2 and cart.lines[0].same_order(cart.lines[1])


def test_finish_order_and_questions():
    assert apply_edits(Cart(), [Finish()], MENU).refused[0].reason.startswith("your order is empty")
    result = apply_edits(
        Cart(),
        [
            AddLine(item="latte"),
            SetOrder(to_go=True, customer_name=" Laura "),
            AskMenu(about=["oat milk"]),
            Finish(),
        ],
        MENU,
    )
    assert result.finished and result.cart.status == "finished"
    assert result.cart.to_go is True and result.cart.customer_name == "Laura"
    assert result.asked == ["oat milk"] and result.line_ids == [1, None, None, None]
    reopened = apply_edits(result.cart, [AddLine(item="mocha")], MENU)
    assert reopened.cart.status == "open" and not reopened.finished
    assert (
        "at most 40 characters"
        in apply_edits(Cart(), [SetOrder(customer_name="x" * 41)], MENU).refused[0].reason
    )


def test_never_raises_on_odd_input():
    result = apply_edits(Cart(), [AddLine(item="latte", shots=0), ChangeLine(ref=-1), AddLine(item="")], MENU)
    assert len(result.refused) == 3 and result.cart.model_copy(update={"asked": None}) == Cart()
    assert result.cart.asked.refused == "count:shots"  # "how many would you like?" of the latte's shots


def test_edits_parse_from_dicts_by_op():
    edits = EDITS.validate_python(
        [
            {"op": "add", "item": "latte", "qty": 2},
            {"op": "set", "ref": 1, "temp": "iced"},
            {"op": "del", "ref": 2},
            {"op": "clear"},
            {"op": "order", "to_go": False},
            {"op": "done"},
            {"op": "ask", "about": ["milk"]},
        ]
    )
    assert [type(e).__name__ for e in edits] == [
        "AddLine",
        "ChangeLine",
        "RemoveLine",
        "ClearCart",
        "SetOrder",
        "Finish",
        "AskMenu",
    ]
    assert EDITS.validate_python(EDITS.dump_python(edits)) == edits


def test_digest_is_canonical():
    a = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1, "caramel syrup": 2})])
    b = Cart(lines=[Line(id=1, item="latte", addons={"caramel syrup": 2, "vanilla syrup": 1})])
    assert a.digest() == b.digest() and len(a.digest()) == 64
    assert a.digest() != Cart(lines=[Line(id=1, item="latte", qty=2)]).digest()
    assert Cart().digest() != Cart(to_go=True).digest()


def test_cart_to_benchmark_format():
    cart = _cart(AddLine(item="macchiato", milk="2%", shots=1), SetOrder(to_go=True))
    assert cart_to_benchmark(cart) == {
        "lines": [
            {
                "item": "macchiato",
                "qty": 1,
                "size": None,
                "temp": None,
                "milk": "2% milk",
                "caffeine": None,
                "shots": 1,
                "addons": {},
                "removals": [],
                "preps": [],
                "notes": None,
            }
        ],
        "to_go": True,
    }
    assert cart_to_benchmark(cart_from_benchmark(cart_to_benchmark(cart))) == cart_to_benchmark(cart)


def test_every_benchmark_dev_cart_rebuilds_through_apply_edits():
    """Each dev gold cart, added line by line, is accepted as-is and comes back in the benchmark format."""
    root = Path(__file__).resolve().parents[2]
    bench = next(
        (
            p
            for p in (root / "shared" / "benchmarks", root.parent / "shared" / "benchmarks")
            if (p / "dev").is_dir()
        ),
        None,
    )
    if bench is None:
        pytest.skip("benchmark dev split not available")
    count = 0
    for path in sorted((bench / "dev").glob("*.jsonl")):
        for raw in path.read_text().splitlines():
            gold = json.loads(raw)["cart"]
            edits = [AddLine(**line) for line in gold["lines"]] + [SetOrder(to_go=gold["to_go"])]
            result = apply_edits(Cart(), edits, MENU)
            assert not result.refused, (gold, result.refused)
            assert cart_to_benchmark(result.cart) == gold
            count += 1
    assert count > 1000


def test_drop_takes_a_preparation_off():
    from ordering.cart import Line as CartLine

    cart = Cart(lines=[CartLine(id=1, item="americano", preps=["with room"])], next_line_id=2)
    result = apply_edits(cart, [ChangeLine(ref=1, drop=["with room"])], MENU)
    assert result.refused == [] and result.cart.lines[0].preps == []


def test_what_a_drink_is_made_with_cannot_be_left_out():
    result = apply_edits(Cart(), [AddLine(item="mocha", removals=["chocolate sauce"])], MENU)
    assert result.cart.lines == []
    assert [r.reason for r in result.refused] == [
        "the mocha is made with chocolate sauce, so it can't be left out"]
    cocoa = apply_edits(Cart(), [AddLine(item="hot chocolate", removals=["chocolate sauce"])], MENU)
    assert [r.reason for r in cocoa.refused] == [
        "the hot chocolate is made with chocolate, so it can't be left out"]
    plain = apply_edits(Cart(), [AddLine(item="latte", removals=["vanilla syrup"])], MENU)
    assert plain.refused == [] and [line.item for line in plain.cart.lines] == ["latte"]


def test_the_shipped_engine_says_the_mocha_cannot_be_made_without_chocolate(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "can i order a mocha without chocolate", "ok a latte then")
    assert replies[0] == "The mocha is made with chocolate sauce, so it can't be left out."
    assert [line.item for line in cart.lines] == ["latte"]


def test_a_line_added_right_after_a_removal_takes_the_removed_lines_place():
    cart = _cart(AddLine(item="latte"), AddLine(item="mocha"), AddLine(item="coffee"))
    swap = [RemoveLine(ref=1), AddLine(item="cortado"), AddLine(item="bagel")]
    swapped = apply_edits(cart, swap, MENU).cart
    assert [line.item for line in swapped.lines] == ["cortado", "mocha", "coffee", "bagel"]
    assert [line.id for line in swapped.lines] == [4, 2, 3, 5]  # new ids; the others keep theirs
    apart = apply_edits(cart, [RemoveLine(ref=2), ChangeLine(ref=1, temp="iced"), AddLine(item="cortado")],
                        MENU).cart
    assert [line.item for line in apart.lines] == ["latte", "coffee", "cortado"]  # not right after: the end
    refused = apply_edits(cart, [RemoveLine(ref=9), AddLine(item="cortado")], MENU).cart
    assert [line.item for line in refused.lines] == ["latte", "mocha", "coffee", "cortado"]


def test_an_iced_line_made_hot_loses_its_ice():
    cart = _cart(AddLine(item="mocha", temp="iced", addons={"ice": 1, "caramel syrup": 1}, removals=[],
                         notes="light ice"),
                 AddLine(item="latte", temp="iced", removals=["ice"]))
    hot = apply_edits(cart, [ChangeLine(ref=1, temp="hot"), ChangeLine(ref=2, temp="warm")], MENU).cart
    assert [(line.temp, dict(line.addons), line.removals, line.notes) for line in hot.lines] == [
        ("hot", {"caramel syrup": 1}, [], None), ("warm", {}, [], None)]
    bigger = apply_edits(cart, [ChangeLine(ref=1, size="large")], MENU).cart  # not made hot: as it was
    assert bigger.lines[0].addons == {"ice": 1, "caramel syrup": 1} and bigger.lines[0].notes == "light ice"
