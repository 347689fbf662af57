"""Grounding: what a customer's own words allow the decoder to write, beyond the grammar and the menu.

The feature pipeline turns the turn into tokens (menu words become symbols such as ``item:latte`` or
``milk:oat_milk``, numbers become ``n2``); ``Grounding.of`` reads them once and ``Grounding.filter`` then
removes, token by token, every grammatical choice the words do not support.

The class is built in layers, one module each: `GroundingOwed` (ordering/grounding_owed.py) holds the fields
and what the output still owes, `GroundingLines` (ordering/grounding_lines.py) the verbs and cart lines the
words allow, and `Grounding` here reads a turn (`turn_fields`, ordering/grounding_read.py) and filters.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ordering.dsl import EOS, NUMBERS, number_token, number_value, symbol
from ordering.grounding_lines import GroundingLines
from ordering.grounding_read import turn_fields
from ordering.turn_words import kind_of
from ordering.unknown_things import unknown_things, unknown_things_demoted

if TYPE_CHECKING:
    from ordering.dsl import GrammarState


class Grounding(GroundingLines):
    """What the customer's words allow the decoder to write, beyond grammar and menu.

    - ``add`` names an item the turn mentions; an item is added a second time only once every mentioned
      item has been added, and only where the words allow it: a count to split ("two lattes, one decaf,
      one regular") or words asking for more ("another one"). A small model cannot drop one named item
      for a repeat of another, nor stutter.
    - Option values (size, temperature, milk, caffeine, add-ons, preparations) must be mentioned; a shot
      count may also come from a number ("2 shots").
    - ``togo true``/``togo false`` need a to-go / for-here mention; ``ask`` names mentioned things only.
    Nothing the customer did not say can reach the cart.
    """

    @classmethod
    def of(
        cls,
        turn_tokens: Sequence[str],
        cart_items: Sequence[str],
        intent: str | None = None,
        line_values: Sequence[frozenset[str]] = (),
    ) -> Grounding:
        """Build the grounding of one turn from its feature tokens and the cart's items (and options)."""
        return cls(**turn_fields(turn_tokens, cart_items, intent, line_values))

    def filter(self, state: GrammarState, allowed: frozenset[str]) -> frozenset[str]:
        """Drop the grammatical tokens the turn's words do not support."""
        stage = state.stage
        every_left = self._every_line_left(state)  # "everything decaf": lines still to set
        if stage == "start":
            # an order naming an item is answered with edits: not "none", and not a question back
            if self.to_go_only and "togo" in allowed:
                return frozenset({"togo"})
            if self.requantify and "set" in allowed:
                return frozenset({"set"})
            if self.inquiring and "ask" in allowed:
                allowed = allowed - {"add"}
            if self.clearing and "clear" in allowed:
                return frozenset({"clear"})
            if self.replacing and {"add", "del"} <= allowed - self._unsupported_verbs():
                return frozenset({"add", "del"})
            if every_left and "set" in allowed:
                return frozenset({"set"})
            if self.fresh_order and "add" in allowed:
                return frozenset({"add"})
            return (
                allowed
                - self._unsupported_verbs()
                - ({"none", "ask"} if self.must_act else set())
                - ({"done"} if self.must_act and not self.ends or self.values_alone else set())
                - ({"ask"} if self.tells else set())
                - ({"none", "ask"} if self.requesting else set())
                - ({"set", "none", "ask", "done"} if self.removing and {"del", "clear"} & allowed else set())
                - ({"add"} if self.removing_only and {"del", "clear"} & allowed else set())
            )
        if stage == "verb" and every_left and "set" in allowed:
            return frozenset({"set"})
        if stage == "set" and every_left:
            return frozenset(every_left) & allowed or allowed
        if stage == "verb":  # after a first edit, only more of the same kinds of work can follow
            owed = self._replace_owed(state)
            follow = allowed & self._follow_verbs(state)
            return follow & {owed} or follow if owed else follow
        if ";" in allowed and not self._follow_verbs(state):
            allowed = allowed - {";"}
        if stage == "add":
            return allowed & self.addable()
        if stage in ("set", "del"):  # a line is changed once per turn: "make both oat" is two lines
            return self._lines_meant(state, allowed - state.changed if stage == "set" else allowed)
        if EOS in allowed and ";" in allowed and self.forcing and self._replace_owed(state):
            allowed = allowed - {EOS}  # a replacement both adds and deletes
        if EOS in allowed and ";" in allowed and every_left:
            allowed = allowed - {EOS}  # "everything decaf": every line that takes it
        if (
            EOS in allowed
            and self.forcing
            and self.added
            and (
                any(n > 0 for t, n in self.unconsumed.items())
                or (";" in allowed and self._units_missing())
            )
        ):
            # every item the customer named must be added, changed or removed before the output ends,
            # as many units of it as the words ask for
            allowed = allowed - {EOS}
        item_token = symbol("item", state.item) if state.item else ""
        rest = self._rest_of_split(state, item_token)
        if stage == "qty" and rest:  # "three lattes, one with oat milk and the others with almond"
            return allowed & {number_token(rest)} or allowed
        if stage == "qty":  # "two cappuccinos and a muffin": each said number makes one quantity
            near = self.quantities.get(item_token) if state.stage_kind == "add" else None
            room = self._room(item_token)
            said = frozenset(
                t
                for t in allowed
                if self.numbers.get(t, 0) > 0 and (near is None or (t in near and number_value(t) <= room))
            )
            # "ten half caf espressos, and three espressos with no sugar": each mention its own count
            own = self.mention_counts.get(self.describing) if state.stage_kind == "add" else None
            return said & {own} or said if own else said
        if stage == "togo":
            return frozenset(v for v in allowed if f"to_go:{v}" in self.mentioned)
        if stage in ("options", "count", "plus", "minus", "ask"):
            kept = frozenset(
                t
                for t in allowed
                if ":" not in t
                or t in self.mentioned
                or (t.startswith("unset:") and t[6:] in self.unsettable)
            )
            if stage == "count" and state.last_plus not in set(self.addon_counts) | self.intensified:
                kept -= set(NUMBERS)  # "add splenda": one portion; no number and no "more" asks for another
            if stage == "count" and self.numbers:
                # "five pumps of caramel": where numbers were said, an add-on's count is one of them
                # ("extra foam" says none: the model's count stands)
                kept = frozenset(t for t in kept if t not in NUMBERS or self.numbers.get(t, 0) > 0)
                said = [
                    t for t in self.addon_counts.get(state.last_plus or "", ()) if self.numbers.get(t, 0) > 0
                ]
                others = {t for a, ns in self.addon_counts.items() if a != state.last_plus for t in ns}
                # "two steamers with 4 pumps of toffee and ice": the 4 is the toffee's
                kept -= others - set(said)
                if said and self.forcing:  # the count said with the add-on is its count ("one" is no count)
                    kept = frozenset({said[0]}) & kept if said[0] != "n1" else kept - set(NUMBERS)
            if (
                stage == "count"
                and self.forcing
                and state.last_plus in self.doubled
                and state.last_plus not in self.addon_counts
                and "n2" in allowed
            ):
                kept = frozenset({"n2"})  # "more caramel", "double honey": two portions
            if (
                stage == "options"
                and state.stage_kind == "set"
                and self.requantify
                and self.forcing
                and "qty" not in state.used
                and "x" in kept
            ):
                kept = frozenset({"x"})  # "actually two": the line's quantity
            if stage == "options" and state.stage_kind == "set" and state.line is not None:
                # "make the 16 ounce macchiato the usual milk": the line's own values pick it, they change
                # nothing; something else is the change
                i = int(state.line[1:]) - 1
                has = (self.line_values[i] if i < len(self.line_values) else frozenset()) & kept & self.naming
                has |= {f"unset:{kind_of(t)}" for t in has} & kept  # nor is the default of their kind
                if has and kept - has - {EOS, ";"}:
                    kept -= has
            if stage in ("options", "count") and state.stage_kind == "add":  # options follow a count too
                kept = self._values_ok(kept, item_token)
            if stage == "options" and state.stage_kind == "add":
                room = self._room(item_token)
                if not any(
                    self.numbers.get(t, 0) > 0 and number_value(t) <= room
                    for t in self.quantities.get(item_token, ())
                ):
                    kept -= {"x"}  # a quantity is a count said next to the item, once
                if "x" in kept and self._count_is_anothers(item_token):
                    kept -= {"x"}
                mine = {
                    t
                    for t, n in self.owed.items()
                    if n > 0
                    and self.describing is not None
                    and self.describing in self.owners.get(t, frozenset())
                } & kept
                if "x" in kept and (
                    self.units.get(item_token) == 1 or self.describing in self.mention_counts
                ):
                    mine = {"x"}  # "two medium mochas": the count said with the item is its line's quantity
                if not mine:  # "an espresso with no sugar and foam, and a bagel": the espresso's add-ons
                    mine = {"+" if t not in self.taken_off else "-" for t in self._own_addons(state)} & kept
                if mine and self.forcing:  # "a short latte macchiato": said of this item, so written on it
                    kept = frozenset(mine)
            if stage == "count" and state.stage_kind == "add" and self.forcing and self._own_addons(state):
                kept -= {";", EOS}  # more add-ons of this item are owed: not the end of its line
            if (
                stage in ("options", "count")
                and EOS in kept
                and self.forcing
                and self._owed_here(state, kept)
            ):
                # "a cortado with oat milk and vanilla. make it decaf": the last edit takes what is left,
                # and nothing else, so a model that wanted to stop cannot wander instead
                addons = state._groups().get("addon", frozenset())
                owed = {t for t, n in self.owed.items() if n > 0 and not self._said_of_another(t, state)}
                addons -= state.used | state.taken
                kept = frozenset(
                    (owed & kept)
                    | ({"+"} if "+" in kept and (owed - self.taken_off) & addons else set())
                    | ({"-"} if "-" in kept and owed & self.taken_off & addons else set())
                )
            if stage in ("plus", "minus"):
                kept -= state.used | state.taken
                kept = frozenset(t for t in kept if not self._said_of_another(t, state))
                if stage == "plus":
                    kept -= self.taken_off
                if self.forcing:
                    owed = {t for t, n in self.owed.items() if n > 0} & kept
                    if stage == "minus":
                        owed &= self.taken_off
                    kept = frozenset(owed) or kept
            if not any(n > 0 for n in self.numbers.values()):
                kept -= {"x"}
            if stage in ("options", "count"):
                groups = state._groups()
                addons = {
                    t
                    for t in (groups.get("addon", frozenset()) - state.used - state.taken) & self.mentioned
                    if not self._said_of_another(t, state)
                }
                if not addons - self.taken_off:
                    kept -= {"+"}
                if not {
                    t
                    for t in (
                        (groups.get("addon", frozenset()) | groups.get("removal", frozenset()))
                        - state.used
                        - state.taken
                    )
                    & self.mentioned
                    if not self._said_of_another(t, state)
                }:
                    kept -= {"-"}
            if stage == "options" and state.stage_kind == "set" and not state.used and not state.taken:
                rest_of = kept - {";", EOS}  # a change changes something
                kept = rest_of or kept
            if stage == "options" and state.item:
                # a preparation said once goes on one line ("a latte macchiato, lid, and a flat white"),
                # and "warm" is a muffin's preparation, a drink's temperature
                kept -= {
                    t
                    for t in kept
                    if t.startswith("prep:")
                    and (
                        (self.owed.get(t, 0) <= 0 and not self.said_of_all)
                        or not state.menu.allows(state.item, "prep", t.partition(":")[2].replace("_", " "))
                    )
                }
            if stage == "options" and rest and "x" in allowed:
                kept = frozenset({"x"})  # the rest of a split is one line of all the units left
            return kept
        return allowed


_ADDED_SHOT_WORDS = frozenset({"extra", "added", "additional", "more"})
_SLICED = "prep:cut_in_half"
_CUT = ("prep", "cut in half")


def grounding_tokens(tokens: Sequence[str], spans: Sequence[Any] = (),
                     lacking: Sequence[tuple[int, int]] | None = None) -> list[str]:
    """The turn's tokens as the grounding reads them: the words the tagger folded into an add-on's name
    that say how it is meant are put back ("one extra shot" is tagged ``n1 addon:espresso_shot``, and is
    an added shot, not a one-shot drink), and the menu values that describe a thing the menu lacks are
    plain words (``lacking``: the phrases `unknown_things` found, found here when not given); "slice" said
    "a slice of lemon" or "a banana bread slice" is a plain word too, no cutting in half; "less hot" is
    warm, "with whole" whole milk, and so is "one whole" among milks listed ("one skim, one whole")."""
    shot = ("addon", "espresso shot")
    shots = [s for s in spans if (getattr(s, "kind", None), getattr(s, "name", None)) == shot]
    cuts = [str(getattr(s, "surface", "")) for s in spans if (getattr(s, "kind", None),
                                                               getattr(s, "name", None)) == _CUT]
    out: list[str] = []
    if lacking is None:
        lacking = unknown_things(tokens, spans)
    demoted = unknown_things_demoted(tokens, lacking)  # "a chocolate chip cookie" lends nothing
    for at, tok in enumerate(demoted):
        if tok == _SLICED and demoted[at + 1 : at + 2] == ["of"]:
            out.append("slice")  # "with a slice of lemon": a thing asked for, not the food cut in half
            continue
        if tok == _SLICED and out[-1:] and out[-1].startswith("item:") and _cut_said(cuts, demoted, at) in (
                "slice", "slices"):
            out.append("slice")  # "a banana bread slice": the piece the item comes in, not cut in half
            continue
        if tok == "temp:hot" and out[-1:] == ["less"]:  # "make it a little less hot": warm
            out[-1] = "temp:warm"
            continue
        if tok == "whole" and _whole_milk_said(out, demoted, at):
            out.append("milk:whole_milk")  # "a cappuccino with whole", "one skim, one whole": the milk
            continue
        if tok == "addon:espresso_shot" and shots:
            surface = str(getattr(shots.pop(0), "surface", "")).split()
            if surface and surface[0] in _ADDED_SHOT_WORDS:
                out.append("added")  # not "extra", which asks for two portions of other add-ons
            elif surface == ["dirty"]:
                out.append("dirty")  # "two chais, one dirty": a shot added to one, not a one-shot chai
        out.append(tok)
    return out


def _cut_said(cuts: Sequence[str], tokens: Sequence[str], at: int) -> str:
    """The words said for the cutting token at ``at``: the surface of its span, the spans of cutting
    being in the order of their tokens; "" where they do not pair one to one."""
    if tokens.count(_SLICED) != len(cuts):
        return ""
    return cuts[tokens[:at].count(_SLICED)]


def _whole_milk_said(out: Sequence[str], tokens: Sequence[str], at: int) -> bool:
    """Whether "whole" at ``at`` is the milk: said at the end of a phrase after "with" ("a cappuccino with
    whole"), after "to" in a change ("change it to whole", "switch it back to whole"), or after "one"
    where the turn names another milk ("three lattes, one skim, one whole")."""
    if tokens[at + 1 : at + 2] not in ([], [","], ["and"], ["please"], ["instead"], ["then"]):
        return False
    if out[-1:] == ["to"] and _CHANGE_VERBS.intersection(out):
        return True
    return out[-1:] == ["with"] or (out[-1:] == ["n1"] and any(t.startswith("milk:") for t in tokens))


_CHANGE_VERBS = frozenset({"change", "switch", "swap", "make", "back", "changed", "switched", "go"})
