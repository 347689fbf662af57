"""Two orders of one item said apart are two lines: "i want a vanilla latte, my wife wants a caramel latte"
is a vanilla latte and a caramel latte, "i'll have an oat latte and my son will have a regular latte" an
oat latte and a latte.

The model, which reads menu words and little else, merged such a turn into one line of the item with
both phrases' values (a latte with vanilla and caramel) or kept the first phrase alone (the son's latte
was lost) when a person's words stood between the phrases ("my wife wants"), or nothing but their counts
did ("one caramel latte one vanilla latte"). Where the turn says an
item in two or more phrases of its own, each begun with "a", "an" or "one", and the model added the item
once, that line is made again as one line per phrase, each with the values its own phrase says, when
the model's line holds every value the phrases say and nothing else. Never where the turn takes
something back ("a latte, actually a vanilla latte") or weighs ("a latte or a mocha").
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.corrections import _OR, _REPLACING
from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit

_ARTICLES = frozenset({"a", "an", "n1", "one"})
_PLAIN = frozenset({"regular", "normal", "plain", "standard", "usual"})
_ONE = frozenset({"one", "n1"})  # each phrase counted one: units apart, with nothing between
_FIELDS = ("size", "temp", "milk", "caffeine")  # the one-valued groups a phrase's token sets
# words between two phrases that make the second another line: "and", or whom it is for
_APART = frozenset({"and", "plus", "also", "too", "for", "my", "his", "her", "he", "she", "they", "we",
                    "wants", "want", "will", "would", "gets", "takes", "needs", "likes", "having"})
_PHRASE_END = frozenset({",", ".", "!", "?", "and", "plus", "for", "my", "his", "her", "their"})


def phrases_apart(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the model's one line of an item said in several phrases made one line per phrase
    (see the module)."""
    if _REPLACING.intersection(words) or _OR.intersection(words):
        return list(edits)
    out: list[Edit] = []
    for edit in edits:
        phrases = _phrases(words, edit.item) if isinstance(edit, AddLine) and edit.qty == 1 and sum(
            isinstance(e, AddLine) and e.item == edit.item for e in edits) == 1 else None
        if phrases is None or len(phrases) < 2 or not _holds_exactly(edit, phrases):
            out.append(edit)
            continue
        out.extend(_line(edit, phrase, edit.who if n == 0 else None) for n, phrase in enumerate(phrases))
    return out


def _line(add: AddLine, phrase: list[tuple[str, str]], who: str | None) -> AddLine:
    """A line of the model's item with a phrase's values."""
    return phrase_line(add.item, phrase).model_copy(update={"who": who})


def phrase_line(item: str, phrase: Sequence[tuple[str, str]]) -> AddLine:
    """One unit of ``item`` with a phrase's values."""
    return AddLine(item=item, **{g: v for g, v in phrase if g in _FIELDS},
                   addons={v: 1 for g, v in phrase if g == "addon"},
                   preps=[v for g, v in phrase if g == "prep"])


def _phrases(words: Sequence[str], item: str) -> list[list[tuple[str, str]]] | None:
    """The values of each phrase that orders one ``item`` ("a vanilla latte": [("addon", "vanilla syrup")]);
    None where a phrase says a value no line field holds (a shot count) or a count of several, or where a
    phrase follows another with no word that makes it another line ("a latte, a large latte"; "one
    latte, one large latte" counts two)."""
    found = phrase_values(words, item)
    if found is None:
        return None
    counted = all(words[start - 1] in _ONE for start, _, _ in found)  # "one caramel latte one vanilla latte"
    for (_, end, _), (start, _, _) in zip(found, found[1:], strict=False):
        if not _APART.intersection(words[end:start - 1]) and not counted:
            return None  # "a latte, a large latte": said again, not another
    return [values for _, _, values in found]


def phrase_values(words: Sequence[str], item: str) -> list[tuple[int, int, list[tuple[str, str]]]] | None:
    """(start, end, values) of each phrase that orders one ``item``, begun with "a", "an" or "one" (the
    article is at start - 1); None where a phrase says a value no line field holds or a count of several."""
    out = []
    for at, word in enumerate(words):
        if not word.startswith("item:") or unsymbol(word)[1] != item:
            continue
        start = at
        while start > 0 and (":" in words[start - 1] and not words[start - 1].startswith(("item:", "n"))
                             or words[start - 1] in _PLAIN):  # "a regular latte": a latte
            start -= 1
        if start == 0 or words[start - 1] not in _ARTICLES:
            if start > 0 and words[start - 1][:1] == "n" and words[start - 1][1:].isdigit():
                return None  # "two lattes": counted, not one phrase
            continue
        end = at + 1
        while end < len(words) and words[end] not in _PHRASE_END and not words[end].startswith("item:") and (
                words[end] not in _ARTICLES):
            end += 1
        said = [unsymbol(w) for w in (*words[start:at], *words[at + 1:end]) if ":" in w]
        if any(g not in (*_FIELDS, "addon", "prep") for g, _ in said):
            return None
        out.append((start, end, said))
    return out


def _holds_exactly(add: AddLine, phrases: list[list[tuple[str, str]]]) -> bool:
    """Whether the model's line holds every value the phrases say, and no other value."""
    said = {pair for p in phrases for pair in p}
    return line_values(add) == said and not add.removals and add.shots is None


def line_values(add: AddLine) -> set[tuple[str, str]]:
    """The values a line holds that a phrase can say, as (group, name)."""
    held = {(g, getattr(add, g)) for g in _FIELDS if getattr(add, g) is not None}
    return held | {("addon", name) for name in add.addons} | {("prep", name) for name in add.preps}
