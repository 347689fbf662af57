"""'Heat up the chocolate one', 'warm the blueberry one': a line named by a word of its item's name and
"one" is that line.

Of "a chocolate croissant and a butter croissant", "heat up the chocolate one" warmed the butter croissant
and put chocolate sauce on it (refused: "Chocolate sauce isn't available for the butter croissant"); of a
blueberry and a lemon poppyseed muffin, "warm the blueberry one" warmed the lemon one. The model reads
"the <word> one" as the last line, and "chocolate" as the sauce. Where the turn says "the <word> one" and
exactly one line of the cart has that word in its item's name, the turn's change or removal (of the
model's one line) is that line's, and an add-on the model read from that word (the chocolate sauce) is
dropped: "remove the lemon one" removed the blueberry muffin. "The peppermint iced" of an earl grey and a
peppermint rose tea names the tea too, by the word the model read as an add-on (the peppermint syrup), and
so does "put honey in the peppermint" (the tea had honey and peppermint syrup put in it).
A word that says a size or a temperature ("the hot one", "the large one") is the value's
(`named_by_values`), not a name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit, RemoveLine

_ONE = re.compile(r"\bthe\s+([a-z]+)\s+ones?\b", re.I)  # "the chocolate ones" of a line of two
# the line named first ("the peppermint iced", "and make the peppermint iced"; not "add the peppermint to …")
_THE_WORD = re.compile(r"^\W*(?:and\s+|also\s+|actually\s+|oh\s+)?(?:make\s+)?the\s+([a-z]+)\b", re.I)
# or said as where a thing goes ("put honey in the peppermint", "warm up the chocolate please")
_INTO_THE = re.compile(
    r"\b(?:in|into|on|to|for|up)\s+the\s+([a-z]+)\s*(?:$|[,.!?]|please\b|too\b|as\s+well\b)", re.I)
_NOT_NAMES = frozenset({
    "hot", "iced", "cold", "warm", "large", "small", "medium", "big", "short", "tall", "other", "first",
    "second", "third", "last", "same", "new", "old", "plain", "regular", "decaf", "right", "left", "only",
})


def one_by_its_word(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits`` with the change made to the line "the <word> one" names (see the module)."""
    said = [m.lower() for m in _ONE.findall(text or "")] if text and len(text) <= 200 else []
    changes = [e for e in edits if isinstance(e, ChangeLine | RemoveLine)]
    if not said and text and len(text) <= 200:  # "the peppermint iced": the word read as an add-on
        read = {w for e in changes if isinstance(e, ChangeLine) for name in e.add_addons
                for w in name.split()}
        said = [m.lower() for m in [*_THE_WORD.findall(text), *_INTO_THE.findall(text)] if m.lower() in read]
    said = [w for w in said if w not in _NOT_NAMES]
    if len(said) != 1 or not changes or len(changes) != len(edits) or len({e.ref for e in changes}) != 1:
        return list(edits)
    word = said[0]
    lines = [k for k, line in enumerate(cart.lines, 1) if word in line.item.split()]
    if len(lines) != 1:
        return list(edits)
    out = []
    for edit in changes:
        if isinstance(edit, RemoveLine):  # "remove the lemon one" of a blueberry and a lemon muffin
            out.append(RemoveLine(ref=lines[0]))
            continue
        addons = {name: n for name, n in edit.add_addons.items() if word not in name.split()}
        out.append(edit.model_copy(update={"ref": lines[0], "add_addons": addons}))
    return out
