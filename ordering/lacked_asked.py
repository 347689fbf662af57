""""Do you have macadamia milk?": "Sorry, we don't have macadamia milk. Our milk options: …".

A "do you have …?" of a thing the menu lacks, named by a plain word and the word of a group of ours, was
answered with the group alone: the milks listed as if asked which milks we have, no word of the one asked
of. And where the plain word is a word of one of our teas, the model asked of that tea: "do you have
lavender syrup?" got "Yes, we have the lavender earl grey tea". The thing asked of is said back as one we
lack, before the group's list where the question was of a group.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, Edit
from ordering.order_review import have_you_asked
from ordering.unknown_things import plain_thing_word

# a tea's word said with one of these names a flavour, not the tea ("lavender syrup")
_FLAVOUR_NOUNS = frozenset({"syrup", "syrups", "sauce", "flavor", "flavour", "flavoring", "flavouring",
                            "drizzle", "extract"})
# plain words that say what kind of the group is wanted, not a thing of its own ("plant milk")
DESCRIBING = frozenset({"plant", "vegan", "nut", "alternative", "different", "fresh", "steamed", "frothed",
                         "real", "flavored", "flavoured", "good", "nice", "organic", "other", "smaller",
                         "bigger", "larger", "cheaper", "lighter", "sweeter", "stronger", "weaker", "hotter",
                         "colder", "warmer"})  # "smaller sizes": ours, smaller


def lacked_asked(edits: Sequence[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits``, or the thing a "do you have …?" asks of said back as one we lack (see the module)."""
    thing = have_you_asked(text or "")
    if (menu is None or thing is None or len(thing.split()) != 2 or len(edits) != 1
            or not isinstance(edits[0], AskMenu) or edits[0].ref is not None or edits[0].lines
            or len(edits[0].about) != 1):
        return list(edits)
    plain, noun = thing.split()
    about = edits[0].about[0]
    tea = menu.items.get(about)
    if tea is not None:  # "lavender syrup": a flavour named by a word of our tea's
        tea_words = {w for said in (about, *tea.aliases) for w in said.split()}
        if tea.category == "tea" and noun in _FLAVOUR_NOUNS and plain in tea_words:
            return [AskMenu(about=[thing])]
        return list(edits)
    if (about.removesuffix("s") == noun.removesuffix("s") and plain not in menu.words
            and plain not in DESCRIBING and plain_thing_word(plain)):
        return [AskMenu(about=[thing, about])]  # "macadamia milk": we lack it; our milks
    return list(edits)
