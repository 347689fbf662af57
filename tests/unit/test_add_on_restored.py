"""`add_on_restored`: "a mocha with no whip", then "add the whip back"; and the reply says it once."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, apply_edits
from ordering.menu import load_menu
from ordering.removed_restored import add_on_restored
from ordering.replies import build_reply

MENU = load_menu()
NO_WHIP = Cart(lines=[Line(id=1, item="mocha", removals=["whipped cream"])], next_line_id=2)


def test_an_add_on_taken_off_is_put_back():
    got = add_on_restored([], ["add", "the", "addon:whipped_cream", "back"], NO_WHIP)
    assert got == [ChangeLine(ref=1, add_addons={"whipped cream": 1})]
    result = apply_edits(NO_WHIP, got, MENU)
    assert result.cart.lines[0].removals == [] and result.cart.lines[0].addons == {"whipped cream": 1}
    assert build_reply(result, NO_WHIP, MENU, intent="change", understood=True) == (
        "Changed the mocha: with whipped cream. Anything else?")


def test_left_as_read_without_back_or_a_line_that_took_it_off():
    assert add_on_restored([], ["add", "the", "addon:whipped_cream"], NO_WHIP) == []
    plain = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    assert add_on_restored([], ["add", "the", "addon:whipped_cream", "back"], plain) == []
    written = [ChangeLine(ref=1, add_addons={"whipped cream": 1})]
    assert add_on_restored(written, ["put", "addon:whipped_cream", "back"], NO_WHIP) == written
