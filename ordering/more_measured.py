"""'One more pump', 'an extra pump please', 'an extra pump of chai': more of an add-on said by its measure
alone, with no add-on named.

The corpus says a measure only beside the add-on it measures ("two pumps of vanilla"), so the model read
these turns as anything but: "one more pump" finished the order, "another pump please" ordered the drink
again, "an extra pump of mocha" added a second mocha. The measure says which add-ons it counts (pumps:
syrups and sauces; packets: sweeteners): the line is the one the model changed, else the last line that
has exactly one add-on of that measure, whose count goes up by the number said. Where no line has one,
the turn asks which: the reply lists the syrups. "An extra pump of chai" names a drink of the cart, not an
add-on of the menu: it becomes that line's note, for the barista. Said at the end of the one drink ordered
("an iced caramel macchiato with an extra pump"), it is one more of that drink's only syrup.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart, Line
from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import MAX_NOTE_CHARS, AddLine, AskMenu, ChangeLine, Edit, ReviewOrder, SetOrder
from ordering.menu import Menu

MEASURED = {
    "pump": frozenset({"syrup", "sauce"}),
    "pumps": frozenset({"syrup", "sauce"}),
    "packet": frozenset({"sweetener"}),
    "packets": frozenset({"sweetener"}),
    "sachet": frozenset({"sweetener"}),
    "sachets": frozenset({"sweetener"}),
}
_ONE = frozenset({"a", "an", "n1"})
_BETWEEN = frozenset({"of", "the", "that", "my", "in"})


def measured_add_ons(line: Line | AddLine, categories: frozenset[str], menu: Menu) -> list[str]:
    """The line's add-ons of those categories (the ones a measure counts: pumps of syrups and sauces)."""
    return [n for n in line.addons if (o := menu.options.get(("addon", n))) and o.category in categories]


def more_measured_said(tokens: Sequence[str]) -> tuple[int, int] | None:
    """(how many more, the index of the measure word) for "one more pump", "another pump", "an extra
    pump", "two extra pumps", "a pump more"; None when the turn says none."""
    for j, tok in enumerate(tokens):
        if tok not in MEASURED:
            continue
        before = tokens[j - 1] if j else ""
        before2 = tokens[j - 2] if j > 1 else ""
        after = tokens[j + 1] if j + 1 < len(tokens) else ""
        if before == "another":
            return 1, j
        if before in ("more", "extra"):
            return (number_value(before2) if is_count(before2) else 1), j
        if after == "more" and (before in _ONE or is_count(before)):
            return (1 if before in _ONE else number_value(before)), j
    return None


_SHOTS = "addon:espresso_shot"
_SAYING = frozenset({"sorry", "no", "i", "meant", "mean", "said", ",", ".", "!", "oh", "oops", "actually"})


def measure_corrected(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None
                      ) -> list[Edit]:
    """``edits``, or the order read back where the turn only says which measure was meant ("sorry, pumps
    not shots" after "two shots of vanilla", which the line holds as two pumps): the model added an
    espresso shot. Only where a line holds an add-on that measure counts."""
    said = [t for t in tokens if t not in _SAYING]
    if menu is None or not said or said[0] not in MEASURED or said[1:] not in (["not", _SHOTS],
                                                                                ["instead", "of", _SHOTS]):
        return list(edits)
    kinds = MEASURED[said[0]]
    if not any(menu.addon_kind(name) in kinds for line in cart.lines for name in line.addons):
        return list(edits)
    return [ReviewOrder()]


def one_described_with(tokens: Sequence[str]) -> str | None:
    """The add-on of "a <values> one" said before the measure ("and a caramel one with ..."), or None."""
    for k in range(len(tokens) - 2):
        if tokens[k] in ("a", "an"):
            end = k + 1
            while end < len(tokens) and ":" in tokens[end]:
                end += 1
            named = [t for t in tokens[k + 1 : end] if t.startswith("addon:")]
            if named and end < len(tokens) and tokens[end] in _ONE:
                return named[-1]
    return None


def more_measured(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits`` with "one more pump" read as one more of the line's only syrup, "an extra pump of chai" as
    a note on the chai latte, and with what the model wrote for the measure instead (the drink again,
    finishing) left out."""
    said = more_measured_said(tokens)
    if said is None or menu is None:
        return list(edits)
    count, at = said
    if one_described_with(tokens[:at]):
        return list(edits)  # "and a caramel one with two extra pumps": `one_described_measured`
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    ordered = any(t.startswith("item:") for t in tokens)  # not "and one more pump": no drink said again
    if len(added) == 1 and ordered and (not tokens[at + 1 :] or tokens[at + 1 : at + 2] in (
            ["please"], [","], ["."])):
        return _more_in_the_order(edits, added[0], count, MEASURED[tokens[at]], menu)
    if not cart.lines:
        return list(edits)
    named = next((t for t in tokens[at + 1 :] if t not in _BETWEEN), "")
    if named.startswith("addon:"):
        return list(edits)  # "another pump of vanilla": more_added's, the add-on named
    kept = [e for e in edits if isinstance(e, SetOrder)]
    if named.startswith("item:"):
        item = unsymbol(named)[1]
        ref = next((r for r in range(len(cart.lines), 0, -1) if cart.lines[r - 1].item == item), None)
        if ref is None:
            return list(edits)  # "and a pump of ... latte" with no such drink: the model's to read
        said_words = " ".join(["extra" if count == 1 else f"{count} extra", tokens[at], "of",
                               menu.item(item).display])
        had = cart.lines[ref - 1].notes
        return [*kept, ChangeLine(ref=ref, notes=", ".join(filter(None, [had, said_words]))[:MAX_NOTE_CHARS])]
    categories = MEASURED[tokens[at]]

    def measured(ref: int) -> list[str]:
        return measured_add_ons(cart.lines[ref - 1], categories, menu)

    changed = [e.ref for e in edits if isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)]
    refs = [r for r in changed[:1] if len(measured(r)) == 1] or [
        r for r in range(len(cart.lines), 0, -1) if len(measured(r)) == 1][:1]
    if not refs:
        kind = "syrups" if "syrup" in categories else "sweeteners"
        return [*kept, AskMenu(about=[kind])]  # which one: the reply lists them
    ref = refs[0]
    name = measured(ref)[0]
    return [*kept, ChangeLine(ref=ref, add_addons={name: cart.lines[ref - 1].addons[name] + count})]



def _more_in_the_order(edits: Sequence[Edit], added: int, count: int, categories: frozenset[str],
                       menu: Menu) -> list[Edit]:
    """"An iced caramel macchiato with an extra pump": the one line ordered, with its only syrup one pump
    more, and no note of the pump (the model kept one pump and noted "extra pump")."""
    line = edits[added]
    names = measured_add_ons(line, categories, menu)
    if len(names) != 1:
        return list(edits)
    notes = line.notes if line.notes and "pump" not in line.notes and "packet" not in line.notes else None
    out = list(edits)
    addons = {**line.addons, names[0]: line.addons[names[0]] + count}
    out[added] = line.model_copy(update={"addons": addons, "notes": notes})
    return out
