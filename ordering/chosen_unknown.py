"""A thing the menu lacks chosen by name with "the" ("i'll try the jasmine", "can I get the pumpkin
one"), or alone with "then" or "please" ("ok then, chamomile", "jasmine please"), most often after the
menu was listed or a kind was asked which: said back as one we don't have.

`unknown_things` finds a thing ordered with "a", "an", "some" or a count; "the" mostly points at a thing
already named ("make the latte large"), so it is left out there. A turn whose words choose "the" plain
word(s) at its end, none of them a menu word, names a thing of its own. The model, which knows only menu
words, reads such a turn as nothing or as the order's end ("your order is empty"); the line is given to
the menu, which refuses it with its reason ("Sorry, we don't have jasmine."), as for "a ham sandwich".
"""

from __future__ import annotations

from collections.abc import Sequence
from difflib import get_close_matches

from ordering.edits import AddLine, AskMenu, Edit, Finish, SetOrder
from ordering.unknown_things import plain_thing_word

# the verbs that choose what follows them ("try the …", "go with the …", "i'd like the …")
_CHOOSING = frozenset({"try", "have", "take", "get", "with", "like", "want", "order", "grab", "do"})
# words at the turn's end that say nothing of the thing ("the jasmine one please")
_TRAILING = frozenset({"one", "n1", "please", "thanks", "then", "instead", "?", ".", "!", ","})
# what "the" may choose that is no thing to sell
# the words of a kind of ours said after what kind ("the jasmine green tea", "the jasmine green")
_KINDS = frozenset({"tea", "muffin", "croissant", "bagel", "latte", "coffee", "green", "black", "herbal"})
_NO_THING = frozenset({"usual", "bill", "check", "rest", "works", "lot", "same", "cheapest", "best", "next",
                       # "i'll take the smallest" (after the sizes were listed): a size, no thing we lack
                       "smallest", "biggest", "largest", "tallest", "shortest", "strongest", "sweetest",
                       "mildest", "lightest", "first", "second", "third", "last", "former", "latter"})


# what a turn that only names a thing may say around it; one of _CHOSEN says it is chosen ("ok then
# chamomile", "jasmine please"), not an answer of its own ("awesome", "nope")
_AROUND = frozenset({"okay", "ok", "then", "fine", "alright", "well", "so", "oh", "hmm", "um", "uh", "just",
                     "yes", "yeah", "sure", "actually", "maybe", "please", "instead", ",", ".", "!"})
_CHOSEN = frozenset({"then", "please", "instead"})
_ANSWERS = frozenset({
    "perfect", "great", "awesome", "lovely", "cool", "good", "nice", "brilliant", "excellent", "sweet",
    "wonderful", "fantastic", "amazing", "super", "right", "yep", "yup", "nope", "nah", "done", "cheers",
    "sorted", "bye", "goodbye", "hello", "hey", "whatever", "correct", "exactly", "thanks", "thank", "sorry",
    "wait", "what", "pardon", "nevermind", "never", "mind", "cancel", "stop", "help", "menu", "dunno", "idk",
    "continue", "proceed", "confirm", "checkout", "pay", "finish", "finished", "order", "ready", "agreed"})


def thing_alone(words: Sequence[str], known: frozenset[str]) -> str | None:
    """The one or two plain words a turn names alone with "then", "please" or "instead" (``words`` as the
    grounding reads them), when none is a menu word (``known``), a word like one ("moca": a mocha
    mistyped) or an answer: "ok then chamomile" and "jasmine please" -> the thing."""
    start, end = 0, len(words)
    while start < end and words[start] in _AROUND:
        start += 1
    while end > start and words[end - 1] in _AROUND:
        end -= 1
    thing = words[start:end]
    if not 1 <= len(thing) <= 2 or not _CHOSEN.intersection([*words[:start], *words[end:]]):
        return None
    if all(plain_thing_word(w) and w not in known | _NO_THING | _ANSWERS
           and not get_close_matches(w, known, n=1, cutoff=0.8) for w in thing):
        return " ".join(thing)
    return None


def thing_chosen(words: Sequence[str], known: frozenset[str]) -> str | None:
    """The plain words chosen after "<verb> the" at the turn's end, or by a turn that is only "the …"
    (``words`` as the grounding reads them), when none is a menu word (``known``) or a menu value:
    "i'll try the jasmine" and "the jasmine one" -> "jasmine"; else `thing_alone`'s."""
    end = len(words)
    while end and words[end - 1] in _TRAILING:
        end -= 1
    for at in range(end - 2, -1, -1):
        if words[at] == "the" and (at == 0 or words[at - 1] in _CHOOSING):  # "the jasmine one" alone too
            thing = list(words[at + 1:end])
            if 1 <= len(thing) <= 2 and all(
                    plain_thing_word(w) and w not in known and w not in _NO_THING for w in thing):
                return " ".join(thing)
            # "the jasmine green tea": a word we lack before the words of a kind of ours
            if 2 <= len(thing) <= 3 and plain_thing_word(thing[0]) and thing[0] not in known | _NO_THING and (
                    thing[-1] in _KINDS and all(w in known for w in thing[1:])):
                return " ".join(thing)
            return None
    return thing_alone(words, known)


def chosen_not_sold(edits: Sequence[Edit], words: Sequence[str], known: frozenset[str]) -> list[Edit]:
    """``edits``, or, when the model changed no line and the turn chooses a thing we lack by name ("i'll
    try the jasmine"), a line of it (which the menu refuses), in place of the order's end or a
    subject-less question."""
    thing = thing_chosen(words, known)
    if thing is None or any(not isinstance(e, Finish | SetOrder | AskMenu) or isinstance(
            e, AskMenu) and e.about and e.about[0] not in thing.split() for e in edits):
        return list(edits)  # "the jasmine green tea" asked which tea: no tea of ours was chosen
    return [*(e for e in edits if isinstance(e, SetOrder)), AddLine(item=thing)]
