"""Units ordered one by one, each said with its own values: "one americano black and one with a little milk",
"one bagel with butter and one toasted", "one coffee with cream and one with a splash of oat milk".

The model wrote the right values but on the wrong line (the black americano got the milk, the plain latte
the vanilla), or one line for the two (both bagels buttered and toasted; one coffee, its oat milk in a
note). Where "one <item>" is followed by parts that each begin "and one" / "the other", and the model's
lines of the item hold only values those parts say, each part gets a line with its own values and with the
note the model wrote of its words. Values said before the item ("one large latte with oat …") stay as the
model placed them; a part with a count or a "not"/"for" ("one with two", "one for my son") is left alone, and
so is a turn that changes lines (it splits lines of the order, not the ones it adds).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine
from ordering.said import said_words
from ordering.split_values_placed import line_values
from ordering.turn_words import kind_of

_KINDS = (*SINGLE_GROUPS, "addon", "prep")
_BOUNDS = frozenset({",", "and"})
_NOT_OWN = frozenset({"not", "no", "without", "non", "for", "instead", "but", "same", "more", "another"})
_COUNTS = frozenset(NUMBERS)
_COUNTED = frozenset({"extra", "added", "pump", "pumps", "shot", "shots", "scoop", "scoops", "packet",
                      "packets"})
_GLUE = frozenset({"a", "an", "the", "with", "of", "on", "in", "and", "some", "please", "just", "it"})


def ones_placed(edits: Sequence[Any], tokens: Sequence[str]) -> list[Any]:
    """``edits`` with each "one" of an item said unit by unit on its own line (see the module)."""
    out = list(edits)
    if any(isinstance(e, ChangeLine) for e in out):
        return out  # "two lattes", then "one latte with oat, the other with almond": the order's lines
    for i, tok in enumerate(tokens):
        c = i - 1
        while c >= 0 and kind_of(tokens[c]) in _KINDS:
            c -= 1
        if not tok.startswith("item:") or c < 0 or tokens[c] != "n1":
            continue
        parts = _parts(tokens, i)
        item = unsymbol(tok)[1]
        lines = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(parts) < 2 or not lines:
            continue
        before = set(tokens[c + 1 : i])
        placed = _placed([out[k] for k in lines], parts, before)
        if placed is not None:
            rest = [e for k, e in enumerate(out) if k > lines[0] and k not in lines]
            out = [*out[: lines[0]], *placed, *rest]
    return out


def _parts(tokens: Sequence[str], i: int) -> list[list[str]]:
    """The item's own part (after it) and the parts begun by "and one" / "the other" after it, up to the next
    item; none where a part has a count, a "not" or a "for", or is empty."""
    end = next((k for k in range(i + 1, len(tokens)) if tokens[k].startswith("item:")), len(tokens))
    starts = [k for k in range(i + 2, end) if tokens[k - 1] in _BOUNDS and tokens[k] == "n1"
              or tokens[k - 2 : k + 1] in (["and", "the", "other"], [",", "the", "other"])]
    if starts and end < len(tokens) and not _BOUNDS.intersection(tokens[starts[-1] + 1 : end]):
        starts.pop()  # "and one decaf flat white": the next item's own "one"
    if not starts:
        return []
    bounds = [i, *starts, end]
    parts = [list(tokens[a + 1 : b]) for a, b in zip(bounds, bounds[1:], strict=False)]
    parts = [part[1:] if part[:1] == ["n1"] else part for part in parts]  # "the other one with milk"
    parts[:-1] = [part[:-1] if part[-1:] == ["and"] or part[-1:] == [","] else part for part in parts[:-1]]
    parts[:-1] = [part[:-2] if part[-2:] in (["and", "the"], [",", "the"]) else part for part in parts[:-1]]
    if any(not part or _counts_an_add_on(part) or _NOT_OWN.intersection(part) or _COUNTS.intersection(part)
           for part in parts[1:]):
        return []
    return parts if not _NOT_OWN.intersection(parts[0]) and not _COUNTS.intersection(parts[0]) else []


def _counts_an_add_on(part: list[str]) -> bool:
    """Whether the part's "one" counts an add-on: "and one buttered rum syrup", "and one extra shot"."""
    return part[0] in _COUNTED or kind_of(part[0]) == "addon"


def _placed(lines: list[AddLine], parts: list[list[str]], before: set[str]) -> list[AddLine] | None:
    """The lines, one per part with the part's values and its note; None where the model's lines say other
    values than the parts, or a note of no one part, or are placed so already."""
    said = [{t for t in part if kind_of(t) in _KINDS} for part in parts]
    wrote = [_values(line) - before for line in lines]
    one_for_all = len(lines) == 1 and lines[0].qty in (1, len(parts))
    if not (one_for_all or len(lines) == len(parts) and all(line.qty == 1 for line in lines)):
        return None
    if one_for_all and not all(said):  # "one earl grey tea, one chamomile tea": another thing, no unit
        return None
    wrote_all, said_all = set().union(*wrote), set().union(*said)
    if not wrote_all <= said_all or not one_for_all and wrote_all != said_all:
        return None
    notes: dict[int, str] = {}
    for line in lines:
        if line.notes:
            home = _home(line.notes, parts)
            if home is None or home in notes:
                return None
            notes[home] = line.notes
    counts = {name: n for line in lines for name, n in line.addons.items()}
    templates = lines * len(parts) if one_for_all else lines
    placed = [_given(line, values | (_values(line) & before), counts, notes.get(k))
              for k, (line, values) in enumerate(zip(templates, said, strict=False))]
    return None if placed == lines else placed


def _home(note: str, parts: list[list[str]]) -> int | None:
    """The one part that says most of the note's words ("a splash of oat milk": the part with the oat)."""
    words = set(said_words(note)) - _GLUE
    scores = [len(words & {w for t in part for w in (unsymbol(t)[1] if ":" in t else t).split()})
              for part in parts]
    best = max(scores)
    return scores.index(best) if best and scores.count(best) == 1 else None


def _values(line: AddLine) -> set[str]:
    """The line's values as tokens, its preparations too ("milk:half_and_half", "prep:toasted")."""
    return line_values(line) | {f"prep:{name.replace(' ', '_')}" for name in line.preps}


def _given(line: AddLine, values: set[str], counts: dict[str, int], note: str | None) -> AddLine:
    """``line``, one unit, with exactly ``values`` (each add-on with the count the model wrote it with)."""
    update: dict[str, Any] = {g: None for g in SINGLE_GROUPS}
    addons, preps = {}, []
    for value in sorted(values):
        group, name = unsymbol(value)
        if group == "addon":
            addons[name] = counts.get(name, 1)
        elif group == "prep":
            preps.append(name)
        else:
            update[group] = int(name) if group == "shots" else name
    return line.model_copy(update={**update, "qty": 1, "addons": addons, "preps": preps, "notes": note})
