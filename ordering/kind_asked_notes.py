""""A tea with lemon" ("Which tea would you like?"), then "earl grey": an earl grey with lemon.

The question of a kind keeps the menu values said with it for the answer ("a tea with honey": the honey,
`count_asked.kind_values_kept`), but a request in words the menu lacks ("with lemon", "with milk") went on
no line (no line was added) and was lost. Where the turn asks of a kind and adds no line, the requests said
after the kind's noun ride on the question as "notes:<request>", and the answer's line is noted with them.
Beside lines added ("a latte and a tea with lemon"), only the requests said after the kind's word and
before the next item are the kind's. Whom one of the kind is for rides as "who:<person>" ("a latte for me
and a tea for sam": the answer's tea is Sam's).
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.edits import COUNT, FAMILY, AddLine, AskMenu, ChangeLine, Edit
from ordering.for_whom import person_at
from ordering.said import said_requests_at
from ordering.unlisted import said_unlisted

NOTES = "notes:"  # in an ``ask`` of a kind: a request said with it, for the line the answer adds
WHO = "who:"  # in an ``ask`` of one of a kind: whom it is for ("a tea for sam"), for the answer's line


def kind_asked_notes(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits`` with the requests said with a kind asked of kept on the question (see the module)."""
    asks = [k for k, e in enumerate(edits) if isinstance(e, AskMenu) and e.about and any(
        a.startswith((COUNT, FAMILY)) for a in e.about)]
    if len(asks) != 1 or any(isinstance(e, ChangeLine) for e in edits) or not text:
        return list(edits)
    ask = edits[asks[0]]
    if any(isinstance(e, AddLine) for e in edits):
        said = _said_after_kind(ask, words)
    else:
        said = [r for _, r in said_requests_at(text)] + [r for _, r in said_unlisted(words)]
    requests = list(dict.fromkeys(said))
    whom = _for_whom(ask, words)
    if not requests and whom is None or any(a.startswith((NOTES, WHO)) for a in ask.about):
        return list(edits)
    out = list(edits)
    about = [*ask.about, *([NOTES + ", ".join(requests)] if requests else [])]
    about += [WHO + whom] if whom else []
    out[asks[0]] = ask.model_copy(update={"about": about})
    return out


def _for_whom(ask: AskMenu, words: Sequence[str]) -> str | None:
    """Whom one of the kind is for, said right after its word ("a tea for sam"); None for several."""
    at = _kind_word_at(ask, words) if f"{COUNT}1" in ask.about else None
    if at is None or at + 2 > len(words) or words[at + 1] != "for":
        return None
    found = person_at(words, at + 2)
    return found[0] if found else None


def _said_after_kind(ask: AskMenu, words: Sequence[str]) -> list[str]:
    """The requests said after the last word naming the kind ``ask`` is of, up to the next item said."""
    at = _kind_word_at(ask, words)
    if at is None:
        return []
    end = next((k for k in range(at + 1, len(words)) if words[k].startswith("item:")), len(words))
    return [r for i, r in said_unlisted(words) if at < i < end]


def _kind_word_at(ask: AskMenu, words: Sequence[str]) -> int | None:
    """Where the words last name the kind ``ask`` is of ("tea" or "teas"), or None."""
    kind = next((a for a in ask.about if ":" not in a), "").split()
    if not kind:
        return None
    return max((k for k, w in enumerate(words) if w in (kind[-1], kind[-1] + "s")), default=None)
