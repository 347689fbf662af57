"""How much of a thing the customer wants, said in barista shorthand: a milk poured by the splash or the
little bit, a syrup's pumps counted after its name.

- "a small drip with a little bit of skim", "cold brew, splash of cream": the milk is the line's, and how
  much of it a barista pours has no slot, so it is a note in the customer's words (the benchmark's "just a
  splash of milk" is the milk and a note). The model set the milk and wrote no note, or one that strays and
  is dropped.
- Not read here: "easy on the foam", "not too much sweetener" stay the note the model writes (the
  project's own data has them as a note only; an add-on added for them changed 16 held-out records
  for the worse, and refused the whole change on a muffin).
- "a latte with half oat half almond": two milks by the half, which one milk value cannot hold, are noted
  as said (``milks_halved``).
- "a vanilla latte two pumps", "hazelnut latte, 3 pumps": the pumps count the one syrup said before them
  (the model has no word for "pumps", and gave one pump).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value
from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, note_after, notes_had
from ordering.more_measured import MEASURED
from ordering.said import FILLERS

# an amount said before a milk: "a little bit of", "just a splash of", "splash of", "a touch of", "a little"
_MILK_AMOUNT = re.compile(
    r"\b(?P<said>(?:just\s+|only\s+)?(?:a\s+)?(?:(?:tiny\s+|little\s+)?bit\s+of|little(?:\s+bit)?(?:\s+of)?|"
    r"(?:splash|touch|drop|dash|hint)\s+of)\s+(?P<rest>[a-z0-9%&\-]+(?:\s+[a-z0-9%&\-]+){0,3}))",
    re.I,
)
_MEASURE_WORDS = ("splash", "little", "bit", "touch", "drop", "dash", "hint")  # a note that says it already


def amounts_said(edits: Sequence[Edit], text: str, tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the amounts of the module read: a milk's measure as a note, pumps said after a
    syrup as its count."""
    if menu is None or not text or len(text) > 2000:
        return list(edits)
    out = milks_halved(milk_measured(list(edits), text, menu), text, menu)
    return pumps_after(out, tokens, menu, text)


def _line_edits(edits: Sequence[Edit]) -> list[int]:
    """The positions of the edits that add or change a line."""
    return [k for k, e in enumerate(edits) if isinstance(e, AddLine | ChangeLine)]


def _with_note(edit: Edit, request: str) -> Edit:
    """``edit`` with ``request`` on its note (once)."""
    had = edit.notes or ""
    if request.lower() in had.lower():
        return edit
    return edit.model_copy(update={"notes": ", ".join(filter(None, [had, request]))[:MAX_NOTE_CHARS]})


def milk_measured(edits: list[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits`` with a milk said by its measure ("a little bit of skim") noted on the line the edits
    give that milk; only where the words after the measure name a menu milk (not "a little room")."""
    out = list(edits)
    for said in _MILK_AMOUNT.finditer(text):
        words = said.group("rest").lower().split()
        # the longest run of words after the measure that names a milk ("2% milk", "oat milk", "cream")
        milk, length = next(((m, n) for n in range(len(words), 0, -1)
                             if (m := menu.resolve("milk", " ".join(words[:n]))) is not None), (None, 0))
        if milk is None or (length < len(words) and menu.resolve("addon", " ".join(words[:length + 1]))):
            continue  # "a little whipped cream" is no milk
        measure = said.group("said").split()
        request = " ".join(measure[: len(measure) - len(words) + length])
        mine = [k for k in _line_edits(out) if out[k].milk == milk]
        noted = set(re.findall(r"[a-z0-9%]+", (out[mine[0]].notes or "").lower())) if mine else set()
        # a note that already tells it ("extra oat milk on the side"), or more of it ("an extra bit of oat")
        if len(mine) == 1 and not noted & (set(_MEASURE_WORDS) | set(words[:length]) | {"milk", "cream"}) \
                and not re.search(r"\b(?:extra|more)\s+$", text[: said.start()], re.I):
            out[mine[0]] = _with_note(out[mine[0]], request)
            out = [_unnoted(e, request) if k != mine[0] and k in _line_edits(out) and e.milk is None else e
                   for k, e in enumerate(out)]
    return out


def _unnoted(edit: Edit, request: str) -> Edit:
    """``edit`` without a note that is only the milk's measure, now on the line with the milk: "two iced
    americanos, one with a splash of cream" notes the one with cream, not the other."""
    if (edit.notes or "").strip().lower() != request.lower():
        return edit
    return edit.model_copy(update={"notes": None})


# two milks by the half: "half oat half almond", "half soy and half oat milk" ("half and half" is one milk)
_HALVES = re.compile(r"\bhalf\s+(?P<one>[a-z0-9%\-]+(?:\s+milk)?)\s+(?:and\s+|&\s+)?half\s+"
                     r"(?P<other>[a-z0-9%\-]+(?:\s+milk)?)\b", re.I)


def milks_halved(edits: list[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits`` with two milks said by the half noted in the customer's words on the one line given
    either of them. A line has one milk: the dearer of the two (half soy is charged as soy: no drink is
    sold under its price), and the note tells the barista the split."""
    out = list(edits)
    for said in _HALVES.finditer(text):
        milks = {menu.resolve("milk", said.group(name).lower()) or menu.resolve(  # "half oat half whole"
            "milk", f"{said.group(name).lower()} milk") for name in ("one", "other")}
        mine = [k for k in _line_edits(out) if out[k].milk in milks]
        if None in milks or len(milks) != 2 or len(mine) != 1:
            continue
        line = _with_note(out[mine[0]], " ".join(said.group(0).split()))
        dearer = max(sorted(milks), key=lambda m: _charge(menu, m))  # half soy is charged as soy
        if _charge(menu, dearer) > _charge(menu, line.milk):
            line = line.model_copy(update={"milk": dearer})
        out[mine[0]] = line
    return out


def _charge(menu: Any, milk: str) -> int:
    """What a milk adds to a drink's price, in cents (its price for any item)."""
    option = menu.options.get(("milk", milk))
    if option is None or not isinstance(option.price, dict):
        return 0
    return int(option.price.get("*", 0))


def pumps_after(edits: list[Edit], tokens: Sequence[str], menu: Any, text: str = "") -> list[Edit]:
    """``edits`` with "<n> pumps" said after the one syrup of a drink added, and before no add-on, as that
    syrup's count ("a vanilla latte two pumps"; not "two pumps of caramel"): of the one drink added, or of
    the drink the phrase names where the turn adds several ("a mocha and a hazelnut latte with 2 pumps").
    Said of a drink with no syrup ("a mocha with 2 pumps instead of 3": its own sauce), they are noted."""
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if not adds or len(_line_edits(edits)) != len(adds):
        return list(edits)
    for i, tok in enumerate(tokens):
        if tok not in NUMBERS or tok == "nbig" or i + 1 >= len(tokens) or tokens[i + 1] not in MEASURED:
            continue
        after = [t for t in tokens[i + 2 :] if t not in FILLERS][:1]
        if after and (after[0] == "of" or after[0].startswith("addon:")):
            return list(edits)  # "two pumps of caramel", "3 pumps caramel": the model counts those
        start = _phrase_start(tokens, i) if len(adds) > 1 else 0
        said = [t.partition(":")[2].replace("_", " ") for t in tokens[start:i] if t.startswith("addon:")]
        items = {t.partition(":")[2].replace("_", " ") for t in tokens[start:i] if t.startswith("item:")}
        mine = [k for k in adds if len(adds) == 1 or edits[k].item in items]
        if len(mine) != 1:
            return list(edits)
        edit = edits[mine[0]]
        measured = [n for n in edit.addons if (o := menu.options.get(("addon", n)))
                    and o.category in MEASURED[tokens[i + 1]]]
        if not said and not measured and (phrase := _PUMPS.search(text)):  # "a mocha with 2 pumps instead
            out = list(edits)  # of 3": of the drink's own sauce, which no add-on counts: in the words said
            out[mine[0]] = _with_note(edit, re.sub(r"\s+", " ", phrase[0].lower()))
            return out
        if len(said) != 1 or measured != said or edit.addons[said[0]] != 1:
            return list(edits)
        out = list(edits)
        out[mine[0]] = edit.model_copy(update={"addons": {**edit.addons, said[0]: number_value(tok)}})
        return out
    return list(edits)


_PUMPS = re.compile(r"\b(?:\d+|one|two|three|four|five|six)\s+pumps?"
                    r"(?:\s+instead\s+of\s+(?:\d+|one|two|three|four|five|six))?", re.I)


def _phrase_start(tokens: Sequence[str], at: int) -> int:
    """Where the phrase that says the pumps at ``at`` begins: after the last join before its item."""
    item = max((k for k in range(at) if tokens[k].startswith("item:")), default=None)
    if item is None:
        return at
    return max((k + 1 for k in range(item) if tokens[k] in (",", "and", "plus")), default=0)


_HALF_OF = re.compile(r"\bhalf\s+(?:(?:of\s+)?the\s+)?[a-z][a-z\-]*(?:\s+(?:sauce|syrup|drizzle|powder))?",
                      re.I)


def add_on_halved(edits: Sequence[Edit], text: str, tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with an add-on said by the half ("can it be half chocolate" of a mocha, "half the vanilla")
    as a note of the line, not a portion of it added: the model put chocolate sauce on the mocha, which
    charged for more chocolate where the customer asked for less. Of a turn the model wrote nothing for,
    the one line with that add-on is noted. One add-on halved only ("half vanilla half caramel" splits the
    pumps between two syrups, as the model reads it)."""
    at = [k for k in range(len(tokens) - 1) if tokens[k] == "half" and (
        tokens[k + 1].startswith("addon:") or tokens[k + 1] == "the" and tokens[k + 2 : k + 3] and tokens[
            k + 2].startswith("addon:"))]
    said = _HALF_OF.search(text or "")
    if len(at) != 1 or said is None:
        return list(edits)
    k = at[0] + 1 + (tokens[at[0] + 1] == "the")
    name = tokens[k].partition(":")[2].replace("_", " ")
    note = said.group(0).lower()
    out, noted = [], False
    for e in edits:
        addons = e.addons if isinstance(e, AddLine) else e.add_addons if isinstance(e, ChangeLine) else {}
        if addons.get(name) == 1:
            kept = {n: c for n, c in addons.items() if n != name}
            field = "addons" if isinstance(e, AddLine) else "add_addons"
            had = notes_had(e, cart)
            notes = had if had and note in had.lower() else note_after(had, note)
            e, noted = e.model_copy(update={field: kept, "notes": notes[:MAX_NOTE_CHARS]}), True
        out.append(e)
    if not noted and not edits:
        having = [r for r, line in enumerate(cart.lines, start=1) if name in line.addons]
        if len(having) == 1:
            notes = note_after(cart.lines[having[0] - 1].notes, note)
            out.append(ChangeLine(ref=having[0], notes=notes[:MAX_NOTE_CHARS]))
    return out
