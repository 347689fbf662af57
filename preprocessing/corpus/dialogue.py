"""Sample one customer turn at a time: its words, the edits it means, and its intent."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ordering.cart import Cart
from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, Edit, Finish, RemoveLine, SetOrder
from ordering.menu import Menu
from ordering.replacements import carried_over
from preprocessing.corpus import phrases as P
from preprocessing.corpus.realize import (
    AMOUNT_NOTES,
    NUMBER_WORDS,
    Surface,
    addon_phrase,
    count_phrase,
    line_phrase,
    number_phrase,
    ref_phrase,
)


def _naming(frames: list[str], ref: str, pos: int, cart: Cart) -> list[str]:
    """The frames that say which line is meant: a frame without the reference ``ref`` ("actually two",
    "no sugar please") speaks of the line in focus, the last one, and of no other."""
    return frames if pos == len(cart.lines) else [f for f in frames if ref in f]


@dataclass
class Turn:
    """A generated customer turn."""

    text: str
    edits: list[Edit]
    intent: str

    def __post_init__(self) -> None:
        # "a latte with a little vanilla", "just a bit of caramel": one portion of the add-on says it, no
        # note (the benchmark's convention); "light caramel" is a request of its own and stays a note
        self.edits = [
            e.model_copy(update={"notes": None})
            if isinstance(e, AddLine) and len(e.addons) == 1 and (e.notes or "").startswith(_AMOUNT_SAID)
            else e
            for e in self.edits
        ]


_AMOUNT_SAID = ("a little ", "just a bit of ")


class Banks:
    """The phrase banks of one split (training or held-out)."""

    def __init__(self, heldout: bool):
        for name in dir(P):
            if name.isupper() and isinstance(getattr(P, name), list):
                setattr(self, name.lower(), P.split_bank(getattr(P, name), heldout))


class TurnSampler:
    """Draws random lines and turns from the menu."""

    def __init__(self, menu: Menu, banks: Banks, rng: random.Random):
        self.menu, self.b, self.rng = menu, banks, rng
        self.s = Surface(menu)
        items = list(menu.items)
        weight = {"espresso": 6, "tea_latte": 3, "brewed": 2, "milk_drink": 2, "tea": 1.2, "bakery": 1.5}
        self.items = items
        self.item_weights = [weight.get(menu.item(i).category, 1) for i in items]
        self.menu_words = {w for e in menu.lexicon() for w in e.alias.split()}
        # off-menu words must really be off the menu, whatever the menu says today
        known = {e.alias for e in menu.lexicon()} | self.menu_words
        banks.off_menu_flavours = [f for f in banks.off_menu_flavours if f not in known] or ["mango"]
        banks.off_menu_things = [t for t in banks.off_menu_things if t not in known] or ["pizza"]

    # ------------------------------------------------------------------ lines
    def random_line(self, richness: float = 0.3) -> AddLine:
        """Draw a line: an item with a few menu-valid options."""
        r, m = self.rng, self.menu
        item = r.choices(self.items, self.item_weights)[0]
        kw: dict = {"item": item}
        if r.random() < 0.18:
            kw["qty"] = r.choice([2, 2, 2, 3, 3, 4, 5, 6, 10])
        for group in ("size", "temp", "milk", "caffeine", "shots"):
            values = m.options_for(item, group)
            if values and r.random() < richness * (0.6 if group == "shots" else 1):
                value = r.choice(values)
                if group == "shots":
                    value = int(value) if int(value) <= 4 or r.random() < 0.2 else 2
                if group == "temp" and value == "hot" and r.random() < 0.8:
                    continue
                kw[group] = value
        addons = m.options_for(item, "addon")
        if addons and r.random() < richness * 1.2:
            kw["addons"] = {}
            for name in r.sample(addons, k=1 if r.random() < 0.8 else min(2, len(addons))):
                kw["addons"][name] = r.choice([1, 1, 1, 1, 2, 2, 3, 4])
        if kw.get("addons") and len(kw["addons"]) == 1 and r.random() < 0.1:
            # "light caramel": one portion, and the lightness as a note
            name = next(iter(kw["addons"]))
            kw["addons"][name] = 1
            kw["notes"] = f"{r.choice(['light', 'a little', 'just a bit of'])} {self.s.say(r, 'addon', name)}"
        # never the add-on just put on ("no whipped cream with two pumps of whipped cream" asks nothing)
        removals = [x for x in m.options_for(item, "removal") if x not in kw.get("addons", {})]
        if removals and r.random() < richness * 0.25:
            kw["removals"] = [r.choice(removals)]
        preps = m.options_for(item, "prep")
        if preps and r.random() < richness * (0.8 if m.item(item).category == "bakery" else 0.25):
            kw["preps"] = [r.choice(preps)]
        if r.random() < richness * 0.15 and "notes" not in kw:
            # with one add-on, a request worded like an amount of it ("a little extra sweetener") would be
            # read as that add-on's amount, said in its place (``line_phrase``): such a line says another
            said_for = bool(kw.get("addons"))
            phrases = [p for p in self.b.note_phrases if not (said_for and p.startswith(AMOUNT_NOTES))]
            kw["notes"] = r.choice(phrases)
        return AddLine(**kw)

    def say_lines(self, lines: list[AddLine]) -> str:
        """Join several lines into one phrase."""
        r = self.rng
        parts = [line_phrase(r, self.s, line) for line in lines]
        out = parts[0]
        for part in parts[1:]:
            out += r.choice(self.b.joiners) + part
        return out

    def split_lines(self) -> tuple[str, list[AddLine]]:
        """'two lattes, one decaf and the other regular' and its cousins."""
        r, m = self.rng, self.menu
        for _ in range(20):
            item = r.choices(self.items, self.item_weights)[0]
            group = r.choice(["milk", "caffeine", "temp", "size", "addon", "shots"])
            values = [v for v in m.options_for(item, group) if v != "hot"]
            if len(values) >= 2:
                break
        else:
            line = self.random_line()
            return line_phrase(r, self.s, line), [line]
        a, b = r.sample(values, 2)
        noun = self.s.item_noun(r, item, True)
        n = r.choice([2, 2, 2, 3])
        say = (
            (lambda v: addon_phrase(r, self.s, v, 1))
            if group == "addon"
            else (lambda v: self.s.say(r, "shots" if group == "shots" else group, v))
        )

        def line(value: object, qty: int) -> AddLine:
            if value is None:
                return AddLine(item=item, qty=qty)
            if group == "addon":
                return AddLine(item=item, qty=qty, addons={value: 1})
            return AddLine(item=item, qty=qty, **{group: int(value) if group == "shots" else value})

        style = r.random()
        head = f"{number_phrase(r, n)} {noun}"
        w = "with " if group in ("milk", "addon") else ""
        if style < 0.35:
            rest = "the other" if n == 2 else r.choice(["the others", "the rest", "the other ones"])
            plain = r.random() < 0.4
            tail = r.choice(["regular", "plain", "normal", "just regular"]) if plain else f"{w}{say(b)}"
            if plain and group in ("caffeine", "temp") and r.random() < 0.4:
                tail = f"not {say(a)}"
            one = r.choice(["one", "one of them", "1"])
            text = f"{head}, {one} {w}{say(a)} and {rest} {tail}"
            return text, [line(a, 1), line(None if plain else b, n - 1)]
        if style < 0.55:
            text = f"{head}, " + r.choice(["both ", "all ", "each "]) + f"{w}{say(a)}"
            return text, [line(a, n)]
        if style < 0.7:
            text = f"{head} {w}{say(a)}" + r.choice([" each", " for both", " for all of them", " in each"])
            return text, [line(a, n)]
        if style < 0.85:
            text = f"{head}, the first {w}{say(a)} and the second {w}{say(b)}"
            return text, [line(a, 1), line(b, 1)] + ([line(None, n - 2)] if n > 2 else [])
        text = f"{head}, one {w}{say(a)}, " + r.choice(
            ["one without", "the other plain", "one plain", "one regular"]
        )
        return text, [line(a, 1), line(None, n - 1)]

    # ------------------------------------------------------------------ turns
    def order_turn(self) -> Turn:
        """A first or additional order, with greetings, frames and trailers."""
        r, b = self.rng, self.b
        n = r.choices([1, 2, 3, 4], [60, 25, 11, 4])[0]
        if r.random() < 0.12:
            text, lines = self.split_lines()
            if r.random() < 0.3:
                extra = self.random_line()
                text += r.choice(b.joiners) + line_phrase(r, self.s, extra)
                lines.append(extra)
        else:
            lines = [self.random_line(r.choice([0.1, 0.25, 0.4])) for _ in range(n)]
            text = self.say_lines(lines)
        edits: list[Edit] = list(lines)
        text = r.choice(b.order_frames).format(x=text)
        if r.random() < 0.1:
            junk = r.choice(b.off_menu_things)
            text += (
                r.choice(b.joiners) + f"{count_phrase(r, r.choice([1, 2, 5]), junk[:1] in 'aeiou')} {junk}"
            )
        if r.random() < 0.12:
            to_go = r.random() < 0.8
            text += r.choice([" ", ", ", " and "]) + r.choice(b.to_go if to_go else b.for_here)
            edits.append(SetOrder(to_go=to_go))
        if r.random() < 0.08:
            text += r.choice([" ", ", "]) + r.choice(b.name_tails).format(n=r.choice(P.NAMES))
        return Turn(self._dress(text), edits, "order")

    def add_more_turn(self) -> Turn:
        """'and a blueberry muffin' after an order."""
        r = self.rng
        lines = [self.random_line(0.2) for _ in range(r.choice([1, 1, 1, 2]))]
        text = r.choice(self.b.add_more_frames).format(x=self.say_lines(lines))
        return Turn(self._dress(text), list(lines), "order")

    def change_turn(self, cart: Cart) -> Turn | None:
        """Change one line (or every line) of a non-empty cart."""
        r, m = self.rng, self.menu
        pos = r.randint(1, len(cart.lines)) if r.random() < 0.5 else len(cart.lines)
        line = cart.lines[pos - 1]
        ref = ref_phrase(r, self.s, cart, pos)
        if ref is None:
            return None
        kind = r.choice(["value", "value", "value", "addon", "unset", "qty", "removal", "note", "prep"])
        change: dict = {"ref": pos}
        if kind == "value":
            group = r.choice(["size", "temp", "milk", "caffeine", "shots", "milk", "temp", "caffeine"])
            values = [v for v in m.options_for(line.item, group) if str(v) != str(getattr(line, group))]
            if not values:
                return None
            value = r.choice(values)
            if group == "shots":
                value = int(value) if int(value) <= 4 else 2
                phrase = r.choice(["a ", ""]) + r.choice(
                    ["single", "double", "triple", "quad"][value - 1 : value]
                )
            else:
                phrase = self.s.say(r, group, value)
                if group == "size":
                    phrase = r.choice([phrase, f"a {phrase}", f"{phrase} size", f"a {phrase} one"])
                if group == "milk":
                    phrase = r.choice(
                        [phrase, f"with {phrase}", f"{phrase} instead", f"with {phrase} instead"]
                    )
            change[group] = value
            frames = self.b.set_frames + (self.b.correction_frames if pos == len(cart.lines) else [])
            text = r.choice(frames).format(ref=ref, v=phrase)
            if pos == len(cart.lines) and group != "shots" and r.random() < 0.25:
                restated = line_phrase(r, self.s, AddLine(item=line.item, **{group: value}))
                text = r.choice(self.b.restate_frames).format(x=restated)
        elif kind == "addon":
            # an add-on the line lacks: "add three equal" to a line with two means five (the engine sums)
            values = [v for v in m.options_for(line.item, "addon") if v not in line.addons]
            if not values:
                return None
            name, count = r.choice(values), r.choice([1, 1, 1, 2, 3])
            change["add_addons"] = {name: count}
            frames = self.b.add_to_frames
            if pos == len(cart.lines) and r.random() < 0.4:
                frames = self.b.bare_addon_frames
                change["ref"] = len(cart.lines)
            text = r.choice(frames).format(ref=ref, v=addon_phrase(r, self.s, name, count))
        elif kind == "unset":
            candidates = [g for g in ("temp", "caffeine", "milk") if getattr(line, g)]
            if not candidates:
                return None
            group = r.choice(candidates)
            phrase = {
                "temp": ["not iced", "hot", "not iced anymore", "hot instead"],
                "caffeine": ["regular", "caffeinated", "not decaf", "full caf", "with caffeine"],
                "milk": ["with normal milk", "the usual milk"],  # "regular milk" is whole milk on the menu
            }[group]
            if group == "temp" and line.temp != "iced":
                phrase = ["normal temperature", "regular temperature", "just hot"]
            change["unset"] = [group]
            text = r.choice(self.b.set_frames).format(ref=ref, v=r.choice(phrase))
        elif kind == "qty":
            q = r.choice([2, 2, 3, 4]) if line.qty == 1 else r.choice([1, line.qty + 1])
            change["qty"] = q
            frames = _naming(self.b.qty_frames, "{ref}", pos, cart)
            text = r.choice(frames).format(ref=ref, q=number_phrase(r, q))
        elif kind == "removal":
            values = [v for v in m.options_for(line.item, "removal") if v not in line.removals]
            present = list(line.addons)
            if present and r.random() < 0.5:
                name = r.choice(present)
                word = self.s.say(r, "addon", name)
            elif values:
                name = r.choice(values)
                word = self.s.say(r, "removal", name)
            else:
                return None
            change["drop"] = [name]
            text = r.choice(
                _naming(
                    [
                        f"no {word} in {ref}",
                        f"{ref} without {word}",
                        f"hold the {word} on {ref}",
                        f"actually no {word}",
                        f"take the {word} out of {ref}",
                        f"make {ref} without {word}",
                        f"remove the {word} from {ref}",
                        f"no {word} please",
                    ],
                    ref,
                    pos,
                    cart,
                )
            )
        elif kind == "prep":
            values = m.options_for(line.item, "prep")
            if not values:
                return None
            name = r.choice(values)
            change["preps"] = [name]
            verbs = P.PREP_VERBS.get(name)
            if (
                verbs
                and r.random() < 0.5
                and not ref.startswith(("it", "that", "this", "line", "item", "number"))
            ):
                text = f"{r.choice(['', 'can you ', 'please ', 'could you '])}{r.choice(verbs)} {ref}"
                return Turn(self._dress(text), [ChangeLine(**change)], "change")
            text = r.choice(
                _naming(
                    [
                        f"can you make {ref} {{v}}",
                        f"{ref} {{v}} please",
                        f"i'd like {ref} {{v}}",
                        "{v} please",
                        f"and {ref} {{v}}",
                    ],
                    ref,
                    pos,
                    cart,
                )
            ).format(v=self.s.say(r, "prep", name))
        else:
            note = r.choice(self.b.note_phrases)
            change["notes"] = note
            text = r.choice(
                _naming(
                    [
                        f"can you make {ref} {note}",
                        f"{ref} {note} please",
                        f"i'd like {ref} {note}",
                        f"oh and {note}",
                        f"make {ref} {note}",
                    ],
                    ref,
                    pos,
                    cart,
                )
            )
        return Turn(self._dress(text), [ChangeLine(**change)], "change")

    def both_turn(self, cart: Cart) -> Turn | None:
        """'make them both iced': the same change on every line."""
        r, m = self.rng, self.menu
        if len(cart.lines) < 2:
            return None
        group = r.choice(["temp", "caffeine", "size", "milk"])
        common = set.intersection(*(set(m.options_for(x.item, group)) for x in cart.lines)) - {"hot"}
        if not common:
            return None
        value = r.choice(sorted(common))
        word = self.s.say(r, group, value)
        who = r.choice(["both", "them both", "all of them", "them all", "everything", "all the drinks"])
        text = r.choice(
            [
                f"make {who} {word}",
                f"can you make {who} {word}",
                f"{who} {word} please",
                f"actually make {who} {word}",
            ]
        )
        return Turn(
            self._dress(text),
            [ChangeLine(ref=i + 1, **{group: value}) for i in range(len(cart.lines))],
            "change",
        )

    def remove_turn(self, cart: Cart) -> Turn | None:
        """Remove one line."""
        r = self.rng
        pos = r.randint(1, len(cart.lines))
        ref = ref_phrase(r, self.s, cart, pos)
        if ref is None:
            return None
        line = cart.lines[pos - 1]
        if ref in ("it", "that", "this") and r.random() < 0.5:
            ref = (
                f"the {self.s.item_noun(r, line.item, False)}"
                if sum(x.item == line.item for x in cart.lines) == 1
                else ref
            )
        text = r.choice(self.b.remove_frames).format(ref=ref)
        edits: list[Edit] = [RemoveLine(ref=pos)]
        if r.random() < 0.2:
            extra = self.random_line(0.2)
            text = r.choice(
                [
                    f"{text} and add {line_phrase(r, self.s, extra)}",
                    f"add {line_phrase(r, self.s, extra)} and {text}",
                ]
            )
            edits = [extra, RemoveLine(ref=pos)]
        return Turn(self._dress(text), edits, "remove")

    def replace_turn(self, cart: Cart) -> Turn | None:
        """'change that to a tall iced latte': one line out, a line of another item in, with the old line's
        choices that the words do not change (``ordering.replacements``)."""
        r = self.rng
        pos = r.randint(1, len(cart.lines)) if r.random() < 0.4 else len(cart.lines)
        ref = ref_phrase(r, self.s, cart, pos)
        if ref is None:
            return None
        new = self.random_line(r.choice([0.0, 0.2, 0.4]))
        if new.item == cart.lines[pos - 1].item or new.qty > 1:
            return None
        text = r.choice(self.b.replace_frames).format(ref=ref, x=line_phrase(r, self.s, new))
        kept = carried_over(cart.lines[pos - 1], new, self.menu)  # the choices the words do not change
        return Turn(self._dress(text), [kept, RemoveLine(ref=pos)], "change")

    def to_go_turn(self) -> Turn:
        """'that's to go' / 'for here'."""
        to_go = self.rng.random() < 0.75
        text = self.rng.choice(self.b.to_go if to_go else self.b.for_here)
        return Turn(self._dress(text), [SetOrder(to_go=to_go)], "order")

    def finish_turn(self) -> Turn:
        """'that's all'."""
        return Turn(self._dress(self.rng.choice(self.b.finish)), [Finish()], "finish")

    def cancel_turn(self) -> Turn:
        """'cancel my order'."""
        return Turn(self._dress(self.rng.choice(self.b.cancel)), [ClearCart()], "cancel")

    def question_turn(self) -> Turn:
        """'do you have oat milk?' — answered from the menu, the cart unchanged."""
        r = self.rng
        if r.random() < 0.3:
            return Turn(
                self._dress(r.choice(self.b.open_questions) + r.choice(["?", "", "?"])),
                [AskMenu(about=[])],
                "question",
            )
        kind = r.choice(["item", "milk", "addon", "item"])
        if kind == "item":
            name = r.choices(self.items, self.item_weights)[0]
            word = f"{r.choice(['a ', 'the ', ''])}{self.s.item_noun(r, name, False)}"
        else:
            name = r.choice([n for (g, n) in self.menu.options if g == kind])
            word = self.s.say(r, kind, name)
        text = r.choice(self.b.question_frames).format(v=word)
        if "?" not in text:
            text += r.choice(["?", "?", ""])
        return Turn(self._dress(text), [AskMenu(about=[name])], "question")

    def offtopic_turn(self) -> Turn:
        """Chit-chat, other languages, injections and things not on the menu: no edits (a drink with a flavour
        the menu lacks is the plain drink)."""
        r = self.rng
        kind = r.random()
        if kind < 0.45:
            text = r.choice(self.b.off_topic)
        elif kind < 0.6:
            text = r.choice(self.b.foreign)
        elif kind < 0.8:
            text = r.choice(self.b.injection)
        elif kind < 0.9:
            junk = r.choice(self.b.off_menu_things)
            text = r.choice(self.b.order_frames).format(
                x=f"{r.choice(['a', 'two', '18000', 'some', '3'])} {junk}"
            )
        else:
            # "a strawberry latte": the flavour is not on the menu and is left out, the latte stays (the
            # convention of the benchmark's README: only the legitimate part of the order stays)
            flavour = r.choice(self.b.off_menu_flavours)
            item = r.choice(["latte", "mocha", "cappuccino", "coffee", "cold brew"])
            noun = self.s.item_noun(r, item, False)
            text = r.choice(self.b.order_frames).format(x=f"a {flavour} {noun}")
            return Turn(self._dress(text), [AddLine(item=item)], "order")
        return Turn(self._dress(text), [], "offtopic")

    # ------------------------------------------------------------------ surface noise
    def _dress(self, text: str) -> str:
        """Add greetings, fillers, trailers, casing and punctuation noise."""
        r, b = self.rng, self.b
        greet = r.choice(b.greetings)
        if greet:
            text = f"{greet}{r.choice([', ', ' ', '. ', '! '])}{text}"
        if r.random() < 0.03:
            text = text.replace(" a ", f" {r.choice(P.DISFLUENCIES)} a ", 1)
        filler = r.choice(b.fillers)
        if filler and r.random() < 0.3:
            words = text.split()
            words.insert(r.randint(0, len(words)), filler)
            text = " ".join(words)
        trailer = r.choice(b.trailers)
        if trailer:
            text += r.choice([", ", " ", ". "]) + trailer
        text += r.choice(["", "", ".", "!", "?" if text.startswith(("can", "could", "may")) else "."])
        style = r.random()
        if style < 0.45:
            text = text[:1].upper() + text[1:]
        elif style < 0.6:
            text = " ".join(w.capitalize() if r.random() < 0.4 else w for w in text.split())
        elif style < 0.63:
            text = text.upper()
        if r.random() < 0.05:
            text = _typo(r, text, self.menu_words)
        return text


def _typo(r: random.Random, text: str, protected: set[str]) -> str:
    """Swap two letters of a filler word (menu words keep their spelling: their typos are aliases)."""
    words = text.split()
    i = r.randrange(len(words))
    w = words[i]
    if len(w) > 4 and w.isalpha() and w.lower() not in protected:
        j = r.randrange(len(w) - 1)
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)


__all__ = ["Banks", "Turn", "TurnSampler", "NUMBER_WORDS"]
