"""Say a cart line, a value or a line reference in many customer-like ways."""

from __future__ import annotations

import random
from collections import defaultdict

from ordering.cart import Cart
from ordering.edits import AddLine
from ordering.menu import Menu

NUMBER_WORDS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
]
ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]
# a note that says how much of a line's one add-on there is ("light caramel") is said in the add-on's place
AMOUNT_NOTES = ("light ", "a little ", "just a bit")
SHOT_WORDS = {
    1: ["single", "single shot", "one shot", "solo", "1 shot"],
    2: ["double", "double shot", "doppio", "two shot", "2 shot", "double-shot"],
    3: ["triple", "triple shot", "three shot", "3 shot"],
    4: ["quad", "quadruple", "quad shot", "four shot"],
    5: ["five shot"],
    6: ["six shot"],
}


class Surface:
    """Aliases of every menu value, grouped for sampling."""

    def __init__(self, menu: Menu):
        self.menu = menu
        self.aliases: dict[tuple[str, str], list[str]] = defaultdict(list)
        for e in menu.lexicon():
            self.aliases[(e.kind, e.name)].append(e.alias)

    def say(self, rng: random.Random, kind: str, name: str, canonical_bias: float = 0.45) -> str:
        """Return one way to say a value (the canonical name more often than any one alias)."""
        forms = [a for a in self.aliases.get((kind, name), []) if not a[:1].isdigit() or kind != "item"]
        if not forms or rng.random() < canonical_bias:
            return name
        return rng.choice(forms)

    def item_noun(self, rng: random.Random, name: str, plural: bool) -> str:
        """Return the item's name, singular or plural."""
        item = self.menu.item(name)
        if plural:
            if item.plural and rng.random() < 0.7:
                return item.plural
            base = self.say(rng, "item", name, 0.6)
            if base.endswith("s"):
                return base
            return base + ("es" if base.endswith(("ch", "sh")) else rng.choice(["s", "s", "s", "'s"]))
        forms = [a for a in self.aliases[("item", name)] if a != item.plural and not a.endswith("s")]
        return rng.choice(forms) if forms and rng.random() > 0.6 else name


def count_phrase(rng: random.Random, n: int, noun_starts_vowel: bool) -> str:
    """Say a quantity before a noun: 'a', 'an', 'one', '2', 'two' ..."""
    if n == 1:
        return rng.choice(["an" if noun_starts_vowel else "a"] * 5 + ["one", "one", "1"])
    if n < len(NUMBER_WORDS) and rng.random() < 0.6:
        return NUMBER_WORDS[n]
    return str(n)


def number_phrase(rng: random.Random, n: int) -> str:
    """Say a bare number as a word or in digits."""
    return NUMBER_WORDS[n] if n < len(NUMBER_WORDS) and rng.random() < 0.6 else str(n)


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def addon_phrase(rng: random.Random, s: Surface, name: str, count: int) -> str:
    """Say an add-on with its count: 'vanilla', 'two pumps of vanilla', 'extra caramel' ..."""
    word = s.say(rng, "addon", name)
    if name == "espresso shot":
        if count == 1:
            return rng.choice(
                [
                    "an extra shot",
                    "an added shot",
                    "an extra shot of espresso",
                    "a shot of espresso",
                    "one extra shot",
                    "an additional shot",
                ]
            )
        return f"{number_phrase(rng, count)} " + rng.choice(
            ["extra shots", "added shots", "extra shots of espresso"]
        )
    if count == 1:
        return rng.choice([word, word, f"some {word}", f"a pump of {word}", f"one {word}", word])
    if count == 2 and rng.random() < 0.35:
        return rng.choice([f"extra {word}", f"double {word}", f"more {word}"])
    unit = rng.choice(
        [
            "pumps of ",
            "pumps of ",
            "shots of ",
            "",
            "",
            "packets of " if "sugar" in name or name in ("splenda", "equal", "sweetener") else "scoops of ",
        ]
    )
    return f"{number_phrase(rng, count)} {unit}{word}".strip()


def line_phrase(rng: random.Random, s: Surface, line: AddLine, qty_override: int | None = None) -> str:
    """Say a whole line: '2 large iced oat lattes with extra vanilla, no foam'."""
    qty = line.qty if qty_override is None else qty_override
    pre: list[str] = []
    post: list[str] = []

    def place(text: str, pre_ok: bool = True, with_word: bool = True) -> None:
        if pre_ok and rng.random() < 0.55:
            pre.append(text)
        else:
            post.append((rng.choice(["with ", "with ", "made with ", ""]) if with_word else "") + text)

    if line.size:
        word = s.say(rng, "size", line.size)
        if rng.random() < 0.7:
            pre.append(word)
        else:
            post.append(
                rng.choice([f", {word}", f" in {_article(word)} {word}", f" {word} size", f", size {word}"])
            )
    if line.temp:
        word = s.say(rng, "temp", line.temp)
        if rng.random() < 0.6 and " " not in word:
            pre.append(word)
        else:
            post.append(
                rng.choice(
                    [
                        f", {word}",
                        f" {word}",
                        f", make it {word}",
                        f" served {word}" if line.temp != "iced" else f" {word} please",
                    ]
                )
            )
    if line.caffeine:
        word = s.say(rng, "caffeine", line.caffeine)
        if rng.random() < 0.6:
            pre.append(word)
        else:
            post.append(rng.choice([f", {word}", f" made {word}", f" that's {word}", f" but {word}"]))
    if line.shots:
        word = rng.choice(SHOT_WORDS.get(line.shots, [f"{line.shots} shot"]))
        if rng.random() < 0.6:
            pre.append(word)
        else:
            post.append(
                rng.choice(
                    [
                        f" with {_article(word)} {word}",
                        f", {word}",
                        f" with {line.shots} shots",
                        f" with {number_phrase(rng, line.shots)} shots",
                    ]
                )
            )
    if line.milk:
        word = s.say(rng, "milk", line.milk)
        if rng.random() < 0.3:
            pre.append(word)
        else:
            post.append(
                rng.choice([" with ", " with ", " made with ", ", ", " with some ", " but with "]) + word
            )
    addon_posts = []
    light_note = (
        bool(line.notes)
        and len(line.addons) == 1
        and line.notes.startswith(AMOUNT_NOTES)
    )
    for name, count in ({} if light_note else line.addons).items():
        text = addon_phrase(rng, s, name, count)
        if count == 1 and name != "espresso shot" and rng.random() < 0.35 and " " not in text:
            pre.append(text)
        else:
            addon_posts.append(text)
    if addon_posts:
        post.append(
            rng.choice([" with ", " with ", " and ", " add ", " plus "]) + _join_words(rng, addon_posts)
        )
    for name in line.removals:
        word = s.say(rng, "removal", name)
        post.append(
            rng.choice([" no ", " without ", " hold the ", " with no ", ", no ", " minus the "]) + word
        )
    for name in line.preps:
        word = s.say(rng, "prep", name)
        post.append(rng.choice([" ", ", ", " and ", " please "]) + word)
    if line.notes:
        post.append(" " + rng.choice(["", "but ", "with ", "and ", ", "]) + line.notes)
    rng.shuffle(pre)
    noun = s.item_noun(rng, line.item, qty > 1)
    head = " ".join(pre + [noun])
    count = count_phrase(rng, qty, head[:1] in "aeiou")
    rng.shuffle(post)
    return (f"{count} {head}" + "".join(p if p.startswith((" ", ",")) else " " + p for p in post)).strip()


def _join_words(rng: random.Random, parts: list[str]) -> str:
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + rng.choice([" and ", ", and ", " and also ", " plus "]) + parts[-1]


def ref_phrase(rng: random.Random, s: Surface, cart: Cart, pos: int) -> str | None:
    """Say a reference to the line at 1-based position pos, unambiguously for this cart, or None."""
    line = cart.lines[pos - 1]
    n = len(cart.lines)
    options: list[str] = []
    if pos == n:
        options += [
            "it",
            "that",
            "that one",
            "it",
            "the last one",
            "this",
            "the last drink" if not s.menu.item(line.item).category == "bakery" else "the last item",
        ]
    same_item = [x for x in cart.lines if x.item == line.item]
    if len(same_item) == 1:
        noun = s.item_noun(rng, line.item, False)
        options += [f"the {noun}", f"my {noun}", f"the {noun}", f"that {noun}"]
    # of one item's lines, one of several units, "the first one" is the first unit (`ordering.ordinal_unit`)
    units_of_one_item = len({x.item for x in cart.lines}) == 1 and any(x.qty > 1 for x in cart.lines)
    if pos <= len(ORDINALS):
        options += [
            *([] if units_of_one_item else [f"the {ORDINALS[pos - 1]} one"]),
            f"the {ORDINALS[pos - 1]} drink",
            f"the {ORDINALS[pos - 1]} item",
        ]
        if len(same_item) > 1 and all(x.qty == 1 for x in same_item):
            noun = s.item_noun(rng, line.item, False)
            options += [f"the {ORDINALS[pos - 1]} {noun}"]
    options += [f"line {pos}", f"item {pos}", f"number {pos}"]
    for field in ("temp", "caffeine", "size"):
        value = getattr(line, field)
        if value and sum(1 for x in cart.lines if getattr(x, field) == value) == 1:
            word = s.say(rng, field, value)
            options += [
                f"the {word} one",
                f"the {word} {s.item_noun(rng, line.item, False)}",
                f"the {s.item_noun(rng, line.item, False)} {word}",
            ]
    if n == 1:
        options += ["it", "that", "it", "the drink", "my drink", "my order"]
    return rng.choice(options) if options else None
