"""What a turn takes back of itself besides an item or a value: a count said again ("two iced lattes,
actually three, with oat milk"), an item asked about and then chosen instead of the one ordered ("a
blueberry muffin, oh wait, do you have banana bread? yes, banana bread instead"), and an add-on said
to be disliked ("a steamer, he doesn't like chocolate").

The model learned corrections said in a turn of their own; said mid-sentence it kept the first count,
answered the question and dropped the order, or added the add-on the customer said no one wants. The
items and values taken back in the turn are read in ``ordering/corrections.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.corrections import _BETWEEN, _REPLACING, _VALUE_GROUPS, _as_line
from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit
from ordering.menu import Menu
from ordering.replacements import carried_over
from ordering.turn_words import value_fields

_PAUSES = frozenset({",", ".", "!", "?"})
# what may follow a count said again, up to the next pause: "actually three please", "no, two of them"
_AFTER_COUNT = frozenset({"please", "instead", "then", "total", "in", "altogether", "of", "them", "those",
                          "thanks", "actually"})


def count_restated(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the count of the one line the turn adds of an item set to a count said after it
    with words of taking back and nothing else ("two mochas, actually make it three please"; "three
    cappuccinos, sorry, two"; "one latte. actually two. actually make it three": the last). Not a count
    that goes on to say what it is ("two lattes, actually one with oat" is one of the two)."""
    out = list(edits)
    for i, token in enumerate(tokens):
        if not is_count(token):
            continue
        end = next((k for k in range(i + 1, len(tokens)) if tokens[k] in _PAUSES), len(tokens))
        if not set(tokens[i + 1 : end]) <= _AFTER_COUNT:
            continue
        j, back = i - 1, False
        while j >= 0 and not tokens[j].startswith("item:") and (  # past a count restated before it too
                tokens[j] in _BETWEEN or tokens[j].partition(":")[0] in _VALUE_GROUPS or is_count(tokens[j])):
            back = back or tokens[j] in _REPLACING
            j -= 1
        if j < 0 or not back or not tokens[j].startswith("item:"):
            continue
        item = unsymbol(tokens[j])[1]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(mine) == 1:
            out[mine[0]] = out[mine[0]].model_copy(update={"qty": number_value(token)})
    return out


_CHOSEN_AFTER = frozenset({"instead", "then", "please", "thanks", ",", ".", "!"})


def chosen_instead(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` with the item the turn ends on with "instead" ordered in place of the other item of its
    kind the turn named first: "a blueberry muffin, oh wait, do you have banana bread? yes, banana bread
    instead" is a slice of banana bread (the model answered the question and ordered nothing). The
    question about the item chosen goes; the first item's line, if written, goes, its choices kept."""
    items = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    if menu is None or len(items) < 2 or "instead" not in tokens[items[-1] + 1 :]:
        return list(edits)
    if not set(tokens[items[-1] + 1 :]) <= _CHOSEN_AFTER:
        return list(edits)
    chosen = unsymbol(tokens[items[-1]])[1]
    firsts = {unsymbol(tokens[i])[1] for i in items} - {chosen}
    if chosen not in menu.items or len(firsts) != 1:
        return list(edits)
    first = firsts.pop()
    if first not in menu.items or menu.kind(first) != menu.kind(chosen):
        return list(edits)
    theirs = [e for e in edits if isinstance(e, AddLine) and e.item == first]
    if len(theirs) > 1 or any(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    out = [e for e in edits if not ((isinstance(e, AddLine) and e.item == first)
                                    or (isinstance(e, AskMenu) and set(e.about) == {chosen}))]
    if not any(isinstance(e, AddLine) and e.item == chosen for e in out):
        start = items[-1]
        while start > 0 and tokens[start - 1].partition(":")[0] in _VALUE_GROUPS:
            start -= 1  # "yes, a large banana bread instead"
        fields, addons = value_fields(tokens[start : items[-1]])
        new = AddLine(item=chosen, addons=addons, **fields)
        out.append(carried_over(_as_line(theirs[0]), new, menu) if theirs else new)
    return out


# what says an add-on is not wanted though no "no" is said: "he doesn't like chocolate"
_DISLIKING = (("doesn't", "like"), ("don't", "like"), ("dont", "like"), ("not", "like"), ("hates",),
              ("hate",), ("allergic", "to"), ("fan", "of"), ("can't", "have"), ("cannot", "have"))
_THE = frozenset({"the", "any", "a", "an"})


def disliked_not_added(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` without an add-on said only as disliked ("a steamer, he doesn't like chocolate"; "she's
    allergic to hazelnut"), on the lines the turn adds or changes (the model added it). An add-on also
    said as wanted stays ("vanilla in mine, he doesn't like vanilla" is the model's to place)."""
    said = [(unsymbol(t)[1], _disliked_at(tokens, i)) for i, t in enumerate(tokens) if t.startswith("addon:")]
    disliked = {name for name, off in said if off} - {name for name, off in said if not off}
    if not disliked:
        return list(edits)
    out: list[Edit] = []
    for e in edits:
        field = "addons" if isinstance(e, AddLine) else "add_addons" if isinstance(e, ChangeLine) else ""
        if field and disliked.intersection(getattr(e, field)):
            kept = {n: c for n, c in getattr(e, field).items() if n not in disliked}
            e = e.model_copy(update={field: kept})
        out.append(e)
    return out


def _disliked_at(tokens: Sequence[str], i: int) -> bool:
    """Whether the add-on at ``i`` is said as disliked: "doesn't like (the) chocolate"."""
    j = i
    while j > 0 and tokens[j - 1] in _THE:
        j -= 1
    return any(tuple(tokens[j - len(p) : j]) == p for p in _DISLIKING)
