"""The compact edit language the model writes, its grammar, and its translation to cart edits.

A turn's output is ``none`` or edits separated by ``;``::

    add item:latte x n2 size:large milk:oat_milk + addon:vanilla_syrup n2 - addon:foam
    set L1 temp:iced unset:milk        del L2        clear        togo true        done
    ask item:hot_chocolate milk:oat_milk

``L1`` … name lines by their position in the cart *before* the turn. The grammar is driven token by
token (``GrammarState``) so the decoder can mask every token the menu or the cart does not allow: an
output that follows it always parses, and only names things the menu has.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ordering.cart import Cart
from ordering.edits import (
    AddLine,
    AskMenu,
    ChangeLine,
    ClearCart,
    Edit,
    Finish,
    RemoveLine,
    SetOrder,
)
from ordering.menu import Menu

EOS = "<eos>"
NOTE_WORD = "<word>"  # stands for "any plain word" inside a note
SINGLE_GROUPS = ("size", "temp", "milk", "caffeine", "shots")
CHOICE_GROUPS = SINGLE_GROUPS[:4]  # size, temperature, milk, caffeine: said of a kind, a person's line, a tea
UNSETTABLE = ("size", "temp", "milk", "caffeine", "shots", "notes")
MAX_NOTE_WORDS = 8
MAX_EDITS = 8
MAX_REF = 20
MAX_NUMBER = 50
VERBS = ("add", "set", "del", "clear", "togo", "done", "ask")


def symbol(kind: str, name: str | int) -> str:
    """Return the one-token symbol for a menu value, e.g. ``milk:oat_milk``."""
    return f"{kind}:{str(name).replace(' ', '_')}"


def unsymbol(token: str) -> tuple[str, str]:
    """Split a symbol token into (kind, canonical name)."""
    kind, _, name = token.partition(":")
    return kind, name.replace("_", " ")


def number_token(n: int) -> str:
    """Return the number token for n (``n1`` … ``n50``, ``nbig`` above)."""
    return f"n{n}" if 1 <= n <= MAX_NUMBER else "nbig"


def number_value(token: str) -> int:
    """Return the integer a number token stands for (``nbig`` reads as one past the maximum)."""
    return MAX_NUMBER + 1 if token == "nbig" else int(token[1:])


NUMBERS = tuple(number_token(n) for n in range(1, MAX_NUMBER + 1)) + ("nbig",)


def is_count(token: str) -> bool:
    """Whether a turn token is a plain count (``n1`` … ``n50``; not ``nbig``)."""
    return token[:1] == "n" and token[1:].isdigit()


def count_said(token: str) -> int | None:
    """The count a turn token says: a plain count ("n2"), or one for "a", "an" and "one"; None otherwise."""
    if token in ("a", "an", "one"):
        return 1
    return number_value(token) if is_count(token) else None
REFS = tuple(f"L{i}" for i in range(1, MAX_REF + 1))


def output_tokens(menu: Menu) -> list[str]:
    """Every token the output language can use, but note words."""
    toks = ["none", ";", "x", "+", "-", "note", "/note", "true", "false", *VERBS]
    toks += [f"unset:{g}" for g in UNSETTABLE] + list(NUMBERS) + list(REFS)
    toks += sorted(_GrammarTables.of(menu).all_symbols)
    return toks


class _GrammarTables:
    """Per-menu lookup tables, built once: which symbols each item allows."""

    _cache: dict[str, _GrammarTables] = {}

    def __init__(self, menu: Menu):
        self.menu = menu
        self.items = {symbol("item", name): name for name in menu.items}
        self.per_item: dict[str, dict[str, frozenset[str]]] = {}
        every: set[str] = set(self.items)
        by_group: dict[str, list[str]] = {}
        for group, value in menu.options:
            by_group.setdefault(group, []).append(value)
        for name, item in menu.items.items():
            groups = {}
            # A group's values are all allowed when the item takes the group at all: a value the
            # item excludes (oat milk in a hot chocolate) still decodes, so the cart can refuse it
            # with a reason and a question instead of the model silently dropping it.
            for group in ("size", "temp", "milk", "caffeine", "shots", "addon", "removal", "prep"):
                kind = "addon" if group == "removal" else group
                values = item.sizes if group == "size" else by_group.get(group, [])
                allowed = values if group in item.groups else []
                groups[group] = frozenset(symbol(kind, v) for v in allowed)
            self.per_item[name] = groups
            for syms in groups.values():
                every |= syms
        self.all_symbols = frozenset(every)

    @classmethod
    def of(cls, menu: Menu) -> _GrammarTables:
        """Return the tables for a menu, cached by its version."""
        if menu.version not in cls._cache:
            cls._cache[menu.version] = cls(menu)
        return cls._cache[menu.version]


def _served_hot(line: Any, menu: Menu) -> frozenset[str]:
    """``temp:hot`` for a line said neither hot nor iced of an item served hot unless said otherwise."""
    if line.temp is None and line.item in menu.items and menu.allows(line.item, "temp", "hot"):
        return frozenset({symbol("temp", "hot")})
    return frozenset()


def _made_with(line: Any, menu: Menu) -> frozenset[str]:
    """The milk a line said with none is made with (its item's usual milk), as a value token."""
    item = menu.items.get(line.item)
    if line.milk is None and item is not None and item.default_milk:
        return frozenset({symbol("milk", item.default_milk)})
    return frozenset()


@dataclass
class GrammarState:
    """Where the decoder is in the edit language; ``allowed()`` lists the legal next tokens."""

    menu: Menu
    cart_items: tuple[str, ...]  # item name of each cart line, by position
    stage: str = "start"
    item: str | None = None
    used: set[str] = field(default_factory=set)
    edits: int = 0
    note_words: int = 0
    done: bool = False
    stage_kind: str = ""  # "add" or "set" while reading an edit's options
    deleted: set[str] = field(default_factory=set)  # lines removed earlier in this output
    taken: set[str] = field(default_factory=set)  # add-ons and removals after "-" in this edit
    verbs: set[str] = field(default_factory=set)  # the verbs this output has used
    changed: set[str] = field(default_factory=set)  # lines changed earlier in this output
    line: str | None = None  # the line the edit being read changes ("L2")
    last_plus: str | None = None  # the add-on just written after "+" (its count may follow)
    grounding: Any = None  # ordering.grounding.Grounding

    @classmethod
    def for_cart(
        cls, menu: Menu, cart: Cart, turn_tokens: Sequence[str] | None = None, intent: str | None = None
    ) -> GrammarState:
        """Start a state for one turn against the given cart.

        With ``turn_tokens`` (the feature pipeline's tokens for the turn), decoding is also grounded in
        what the customer said: see ``Grounding``.
        """
        from ordering.grounding import Grounding  # grounding reads this module's tables

        items = tuple(line.item for line in cart.lines)
        values = [  # each line's values and add-ons: the words may pick a line by them
            frozenset(symbol(g, getattr(line, g)) for g in SINGLE_GROUPS[:4] if getattr(line, g))
            | frozenset(symbol("addon", name) for name in (getattr(line, "addons", None) or {}))
            | _served_hot(line, menu)  # "the hot one" of a latte said neither way
            | _made_with(line, menu)  # "the whole milk one" of a latte said with no milk
            for line in cart.lines
        ]
        grounding = Grounding.of(turn_tokens, items, intent, values) if turn_tokens is not None else None
        return cls(menu=menu, cart_items=items, grounding=grounding)

    @property
    def tables(self) -> _GrammarTables:
        return _GrammarTables.of(self.menu)

    def allowed(self) -> frozenset[str]:
        """Return the tokens that may come next (``EOS`` when the output may end)."""
        allowed = self._grammatical()
        if self.grounding is None:
            return allowed
        grounded = self.grounding.filter(self, allowed)
        if grounded or not allowed:
            return grounded
        # rules that leave nothing to write end the output where they can ("none" at the start), never
        # at a dead end that would lose the turn
        return allowed & {EOS} or allowed & {"none"} or (allowed - {"del", "clear", "done"}) or allowed

    def _grammatical(self) -> frozenset[str]:
        s = self.stage
        if self.done or s == "none":
            return frozenset((EOS,))
        line_verbs = () if len(self.cart_items) > len(self.deleted) else ("set", "del")
        if s == "start":
            return frozenset(("none",) + VERBS) - set(line_verbs)
        if s == "verb":
            return frozenset(VERBS) - set(line_verbs)
        if s == "add":
            return frozenset(self.tables.items)
        if s in ("set", "del"):
            return frozenset(REFS[: len(self.cart_items)]) - self.deleted
        if s == "togo":
            return frozenset(("true", "false"))
        if s in ("qty", "count"):
            return frozenset(NUMBERS) | (self._option_tokens() if s == "count" else frozenset())
        if s == "plus":
            return self._groups()["addon"] - self.used
        if s == "minus":
            return self._groups()["addon"] | self._groups()["removal"]
        if s == "note":
            return frozenset((NOTE_WORD,))
        if s == "note_words":
            more = (NOTE_WORD,) if self.note_words < MAX_NOTE_WORDS else ()
            return frozenset(("/note",) + more)
        more = (";",) if self.edits < MAX_EDITS else ()
        if s == "ask":
            return self.tables.all_symbols | {EOS, *more}
        if s == "end_edit":
            return frozenset((EOS, *more))
        if s == "options":
            return self._option_tokens()
        raise AssertionError(f"unknown grammar stage {s}")

    def _groups(self) -> dict[str, frozenset[str]]:
        return self.tables.per_item[self.item] if self.item else {}

    def _option_tokens(self) -> frozenset[str]:
        groups = self._groups()
        toks: set[str] = {EOS} | ({";"} if self.edits < MAX_EDITS else set())
        for group in SINGLE_GROUPS:
            if group not in self.used:
                toks |= groups.get(group, frozenset())
        if "qty" not in self.used:
            toks.add("x")
        if groups.get("addon", frozenset()) - self.used:
            toks.add("+")
        if groups.get("addon") or groups.get("removal"):
            toks.add("-")
        toks |= groups.get("prep", frozenset()) - {t for t in self.used if t.startswith("prep:")}
        if "notes" not in self.used:
            toks.add("note")
        if self.stage_kind == "set":
            toks |= {f"unset:{g}" for g in UNSETTABLE if g not in self.used}
        return frozenset(toks)

    def advance(self, token: str) -> None:
        """Consume one token; raises ValueError when the grammar forbids it."""
        if token not in self.allowed() and not (token != EOS and NOTE_WORD in self.allowed()):
            raise ValueError(f"token {token!r} not allowed in stage {self.stage}")
        s = self.stage
        if token == EOS:
            self.done = True
        elif s in ("start", "verb"):
            self._begin(token)
        elif s == "add":
            self.item, self.stage, self.stage_kind = self.tables.items[token], "options", "add"
            if self.grounding is not None:
                self.grounding.consume(token)
        elif s == "set":
            self.changed.add(token)
            self.line = token
            self.item = self.cart_items[int(token[1:]) - 1]
            self.stage, self.stage_kind = "options", "set"
            if self.grounding is not None:
                self.grounding.consume(symbol("item", self.item), added=False)
        elif s in ("del", "togo"):
            self.stage = "end_edit"
            if s == "del":
                self.deleted.add(token)
            if s == "del" and self.grounding is not None:
                self.grounding.consume(symbol("item", self.cart_items[int(token[1:]) - 1]), added=False)
        elif s == "ask" and token == ";":
            self.stage = "verb"
        elif s == "ask":
            pass
        elif s == "end_edit":
            self.stage = "verb"
        elif s == "qty":
            self.stage = "options"
            if self.grounding is not None:
                self.grounding.use_number(token)
                if self.stage_kind == "add":
                    self.grounding.more_units(symbol("item", self.item), number_value(token) - 1)
        elif s == "plus":
            self.stage = "count"
            self.last_plus = token
            self.used.add(token)
            if self.grounding is not None:
                self.grounding.pay(token)
        elif s == "minus":
            self.stage = "options"
            self.taken.add(token)
            if self.grounding is not None:
                self.grounding.pay(token)
        elif s == "note":
            self.stage, self.note_words = "note_words", 1
        elif s == "note_words":
            if token == "/note":
                self.stage = "options"
            else:
                self.note_words += 1
        elif s in ("options", "count"):
            self._option(token)

    def _begin(self, verb: str) -> None:
        self.edits += 1
        self.verbs.add(verb)
        if self.grounding is not None and verb in ("none", "ask", "done", "clear"):
            self.grounding.forcing = False
        self.item, self.used, self.taken, self.stage_kind, self.line = None, set(), set(), "", None
        self.stage = {
            "none": "none",
            "add": "add",
            "set": "set",
            "del": "del",
            "togo": "togo",
            "clear": "end_edit",
            "done": "end_edit",
            "ask": "ask",
        }[verb]

    def _option(self, token: str) -> None:
        if token == ";":
            self.stage = "verb"
        elif token == "x":
            self.used.add("qty")
            self.stage = "qty"
        elif token == "+":
            self.stage = "plus"
        elif token == "-":
            self.stage = "minus"
        elif token == "note":
            self.used.add("notes")
            self.stage = "note"
        elif token.startswith("unset:"):
            self.used.add(token[6:])
            self.stage = "options"
        elif token.startswith("prep:"):
            self.used.add(token)
            self.stage = "options"
        elif token in NUMBERS:  # the count after "+ addon:X"
            self.stage = "options"
            if self.grounding is not None:
                self.grounding.use_count(token, self.last_plus)
        else:
            self.used.add(token.partition(":")[0])
            self.stage = "options"
            if self.grounding is not None and self.stage_kind == "add":
                self.grounding.use_value(token)
        if self.grounding is not None:
            self.grounding.pay(token)


def validate(tokens: Sequence[str], menu: Menu, cart: Cart) -> None:
    """Raise ValueError unless the tokens are a complete, grammatical output for this cart."""
    state = GrammarState.for_cart(menu, cart)
    for tok in list(tokens) + [EOS]:
        state.advance(tok)


def parse(tokens: Sequence[str], menu: Menu, cart: Cart) -> list[Edit]:
    """Translate an output token list into cart edits (validated by the grammar first).

    Line references stay positions in the cart before the turn: ``apply_edits`` resolves them so.
    """
    validate(tokens, menu, cart)
    edits: list[Edit] = []
    for chunk in _split(tokens):
        verb, args = chunk[0], chunk[1:]
        if verb == "none":
            continue
        if verb == "add":
            edits.append(AddLine(item=unsymbol(args[0])[1], **_options(args[1:], adding=True)))
        elif verb == "set":
            edits.append(ChangeLine(ref=int(args[0][1:]), **_options(args[1:], adding=False)))
        elif verb == "del":
            edits.append(RemoveLine(ref=int(args[0][1:])))
        elif verb == "clear":
            edits.append(ClearCart())
        elif verb == "togo":
            edits.append(SetOrder(to_go=args[0] == "true"))
        elif verb == "done":
            edits.append(Finish())
        elif verb == "ask":
            edits.append(AskMenu(about=[unsymbol(a)[1] for a in args]))
    return edits


def _split(tokens: Sequence[str]) -> Iterable[list[str]]:
    chunk: list[str] = []
    in_note = False
    for tok in tokens:
        if tok == ";" and not in_note:
            yield chunk
            chunk = []
            continue
        in_note = (in_note or tok == "note") and tok != "/note"
        chunk.append(tok)
    if chunk:
        yield chunk


def _options(args: Sequence[str], *, adding: bool) -> dict:
    out: dict = (
        {"addons": {}, "removals": [], "preps": []}
        if adding
        else {"add_addons": {}, "drop": [], "preps": [], "unset": []}
    )
    i = 0
    while i < len(args):
        tok = args[i]
        kind, name = unsymbol(tok)
        if tok == "x":
            out["qty"] = number_value(args[i + 1])
            i += 2
            continue
        if tok == "+":
            name = unsymbol(args[i + 1])[1]
            has_count = i + 2 < len(args) and args[i + 2] in NUMBERS
            out["addons" if adding else "add_addons"][name] = number_value(args[i + 2]) if has_count else 1
            i += 3 if has_count else 2
            continue
        if tok == "-":
            out["removals" if adding else "drop"].append(unsymbol(args[i + 1])[1])
            i += 2
            continue
        if tok == "note":
            end = list(args).index("/note", i)
            out["notes"] = " ".join(args[i + 1 : end])
            i = end + 1
            continue
        if kind == "unset":
            out["unset"].append(name)
        elif kind == "prep":
            out["preps"].append(name)
        elif kind == "shots":
            out["shots"] = int(name)
        elif kind in ("size", "temp", "milk", "caffeine"):
            out[kind] = name
        i += 1
    return out


def format_edits(edits: Sequence[Edit], menu: Menu) -> list[str]:
    """Write edits in the output language (the inverse of ``parse``; used to build training targets)."""
    out: list[str] = []
    for edit in edits:
        if out:
            out.append(";")
        out += _format_one(edit, menu)
    return out or ["none"]


def _format_one(edit: Edit, menu: Menu) -> list[str]:
    if isinstance(edit, AddLine):
        toks = ["add", symbol("item", edit.item)]
        if edit.qty != 1:
            toks += ["x", number_token(edit.qty)]
        toks += _format_fields(edit, edit.addons, edit.removals)
        return toks
    if isinstance(edit, ChangeLine):
        toks = ["set", f"L{edit.ref}"]
        if edit.qty is not None:
            toks += ["x", number_token(edit.qty)]
        toks += _format_fields(edit, edit.add_addons, edit.drop)
        toks += [f"unset:{g}" for g in edit.unset]
        return toks
    if isinstance(edit, RemoveLine):
        return ["del", f"L{edit.ref}"]
    if isinstance(edit, ClearCart):
        return ["clear"]
    if isinstance(edit, SetOrder):
        return ["togo", "true" if edit.to_go else "false"]
    if isinstance(edit, Finish):
        return ["done"]
    if isinstance(edit, AskMenu):
        return ["ask"] + [_symbol_for_name(a, menu) for a in edit.about]
    raise TypeError(f"cannot format {edit!r}")


def _format_fields(edit, addons: dict[str, int], minus: list[str]) -> list[str]:
    toks: list[str] = []
    for group in ("size", "temp", "milk", "caffeine"):
        value = getattr(edit, group)
        if value is not None:
            toks.append(symbol(group, value))
    if edit.shots is not None:
        toks.append(symbol("shots", edit.shots))
    for name, count in addons.items():
        toks += ["+", symbol("addon", name)] + ([number_token(count)] if count != 1 else [])
    for name in minus:
        toks += ["-", symbol("addon", name)]
    toks += [symbol("prep", p) for p in edit.preps]
    if edit.notes:
        toks += ["note", *edit.notes.split()[:MAX_NOTE_WORDS], "/note"]
    return toks


def _symbol_for_name(name: str, menu: Menu) -> str:
    """Return the symbol of a menu value known only by name (items first, then options)."""
    if name in menu.items:
        return symbol("item", name)
    for group in ("milk", "addon", "size", "temp", "caffeine", "prep"):
        try:
            menu.option(group, name)
        except KeyError:
            continue
        return symbol(group, name)
    raise KeyError(f"{name!r} is not on the menu")
