"""Which verbs and which cart lines a turn's words allow the next edit: `GroundingLines`, a layer of
`Grounding` (over `GroundingOwed`'s fields) that `Grounding.filter` asks at the verb and line-reference steps.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ordering.dsl import SINGLE_GROUPS, symbol
from ordering.grounding_owed import GroundingOwed
from ordering.turn_words import NOT_THAT, THAT, WARMED, WARMING, kind_of

if TYPE_CHECKING:
    from ordering.dsl import GrammarState

# one word, two readings: a drink's temperature, a pastry's preparation (`turn_words.WARMING`)
_SAME_WORD = {WARMED: frozenset(WARMING), **{t: frozenset({WARMED}) for t in WARMING}}


class GroundingLines(GroundingOwed):
    """The verbs that may follow the edits written, and the lines the words can mean."""

    def _every_line_left(self, state: GrammarState) -> set[str]:
        """For "everything decaf": the lines that take the value and no edit has changed yet."""
        if self.every_line_group is None or not self.forcing or state.deleted:
            return set()
        return {
            f"L{i + 1}"
            for i, name in enumerate(state.cart_items)
            if f"L{i + 1}" not in state.changed and self.every_line_group in state.menu.item(name).groups
        }

    def _unsupported_verbs(self) -> set[str]:
        """The verbs the words give no ground for: no item left to add, no line to go, no to-go said."""
        drop = set()
        if not self.addable():
            drop.add("add")
        if not self.undoing:  # no line goes, and the cart is not emptied, on words that only order
            drop |= {"del", "clear"}
        if "to_go:true" not in self.mentioned and "to_go:false" not in self.mentioned:
            drop.add("togo")
        return drop

    def _replace_owed(self, state: GrammarState) -> str | None:
        """The verb a replacement still owes ("add" or "del"), if any."""
        if not self.replacing:
            return None
        if "del" not in state.verbs and len(state.cart_items) > len(state.deleted):
            return "del"
        return "add" if "add" not in state.verbs and self.addable() else None

    def _follow_verbs(self, state: GrammarState) -> frozenset[str]:
        """The verbs that may begin the next edit, after the ones written so far."""
        verbs = {"add"} | ({"set", "del"} if len(state.cart_items) > len(state.deleted) else set())
        if len(state.cart_items) <= len(state.deleted | state.changed):
            verbs.discard("set")  # every line was changed already
        if self.every_line_group is not None and self.forcing and not self._every_line_left(state):
            verbs.discard("set")  # "everything decaf": the lines that take it are set, not the muffin
        if "add" in state.verbs and not any(n > 0 for n in self.owed.values()) and not self._numbers_left():
            verbs.discard("set")  # every option said is written: nothing is left to change a line with
        if state.deleted and not self.several_lines:  # "remove the second one": one line goes
            verbs.discard("del")
        if self.removing_only:
            verbs.discard("add")
        if "togo" not in state.verbs:  # said once is enough
            verbs.add("togo")
        return frozenset(verbs - self._unsupported_verbs())

    def _numbers_left(self) -> bool:
        """Whether a number said (other than one) is still unused: not as a quantity, not as a count, and not
        as the units of a split the output has written out in full ("two flat whites, the first short and
        the second medium": the two is the two lines)."""
        split = Counter(
            self.mention_counts[m]
            for t, n in self.units_said.items()
            if t not in self.quantities and self.units.get(t, 0) >= n
            for m in self.mentions.get(t, ())
            if m in self.mention_counts
        )
        return any(n > split[t] for t, n in self.numbers.items() if t not in ("n1", "nbig"))

    def _lines_meant(self, state: GrammarState, allowed: frozenset[str]) -> frozenset[str]:
        """The line references the words can mean.

        "remove the latte macchiato": the lines holding a named item; to remove, a line whose options
        were said counts too ("remove the short latte": the short one). With no item named, "it" /
        "that" is the last line.
        """
        named_lines = frozenset(f"L{t[5:]}" for t in self.mentioned if t.startswith("line_")) & allowed
        if named_lines:  # "skip line 3"
            return named_lines
        placed = frozenset(f"L{p}" for p in self.placed) & allowed
        if placed:  # "remove the fifth one", "swap the last drink for a mocha"
            return placed
        said = set(self.value_positions) if state.stage == "del" and not self.replacing else set()
        in_cart = {symbol("item", name) for name in state.cart_items}
        scores = {}
        named = self.mentioned - self.incoming if state.stage == "del" else self.mentioned
        for ref in allowed:
            i = int(ref[1:]) - 1
            item = symbol("item", state.cart_items[i])
            partial = any(t.startswith("item:") and _names_part_of(t, item, in_cart) for t in named)
            values = self.line_values[i] if i < len(self.line_values) else frozenset()
            taken = self.taken_off if state.stage != "del" else frozenset()  # "remove the vanilla": its line
            # "some mocha sauce in the medium flat white": the values naming a line pick it
            scores[ref] = 2 * (item in named) + partial + 2 * len(
                values & (said | self.described | taken | self.naming))
        best = max(scores.values(), default=0)
        if best > 0:
            return frozenset(ref for ref, score in scores.items() if score == best)
        if (
            (self.mentioned & THAT or self.values_alone)
            and not self.mentioned & NOT_THAT
            and not any(
                t.startswith("item:") and t not in self.incoming and (t in in_cart or not self.replacing)
                for t in self.mentioned
            )
            and allowed
        ):
            told = self.values_alone and not self.mentioned & THAT  # "it warmed": it is the last line
            fitting = [r for r in allowed if self._takes_the_values(state, r)] if told else []
            return frozenset({max(fitting or allowed, key=lambda ref: int(ref[1:]))})
        return allowed

    def _takes_the_values(self, state: GrammarState, ref: str) -> bool:
        """Whether the item of line ``ref`` takes every value the turn says ("iced" is no muffin's)."""
        groups = state.tables.per_item[state.cart_items[int(ref[1:]) - 1]]
        offered = frozenset().union(*groups.values())
        offered = offered.union(*(_SAME_WORD[t] for t in offered if t in _SAME_WORD))  # "warmed", "heated"
        return all(t in offered for t in self.mentioned if kind_of(t) in ("prep", *SINGLE_GROUPS))


def _names_part_of(named: str, item: str, in_cart: set[str]) -> bool:
    """Whether the item ``named`` may mean a line of ``item``: its words are some of the item's ("the latte"
    for a chai latte), or, with no line of it in the cart, it is the same kind of thing ("no muffin" for
    the blueberry muffin: the menu reads a bare "muffin" as its house muffin)."""
    words, its_words = named[5:].split("_"), item[5:].split("_")
    return set(words) < set(its_words) or (named not in in_cart and words[-1] == its_words[-1])
