"""The café menu: loading and validating ordering/menu.toml, and questions about what goes with what."""

from __future__ import annotations

import functools
import hashlib
import os
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

GROUPS = ("size", "temp", "milk", "caffeine", "shots", "addon", "removal", "prep")
SINGLE_GROUPS = ("size", "temp", "milk", "caffeine", "shots")
NO_SIZE = "one"  # price key of items without sizes
ANY_SIZE = "*"  # option price key that applies to every size
KIND_CATEGORIES = frozenset({"bakery", "tea"})  # the categories whose items are kinds of one thing
FLAVOUR_KINDS = frozenset({"syrup", "sauce"})  # the add-on categories that flavour a drink
DEFAULT_PATH = Path(__file__).with_name("menu.toml")
LIMIT_KEYS = ("max_qty_per_line", "max_units_per_order", "max_lines", "max_shots", "max_addon_count")
_TOP = {"menu", "limits", "sizes", "categories", "items", "options", "to_go", "note_words"}
_ITEM_KEYS = {
    "display",
    "plural",
    "description",
    "caffeine_free",
    "favourite",
    "category",
    "aliases",
    "prices",
    "sizes",
    "default_size",
    "default_shots",
    "default_milk",
    "groups",
    "exclude",
    "only",
}
_OPTION_KEYS = {"display", "aliases", "price", "category", "categories"}


class MenuError(ValueError):
    """The menu file is broken; the message names the entry and the problem."""


@dataclass(frozen=True)
class Option:
    """One choosable value of an option group (a size, a milk, an add-on ...)."""

    group: str
    name: str
    display: str
    aliases: tuple[str, ...]
    price: dict[str, int]  # size key -> cents; "*" = any size
    category: str = ""  # add-ons: syrup, sauce, sweetener, topping, extra, spread

    def price_for(self, size_key: str) -> int | None:
        """Return the price for a size key ("one" for sizeless items), or None when unpriced."""
        return self.price.get(size_key, self.price.get(ANY_SIZE))


@dataclass(frozen=True)
class Item:
    """A thing one can order."""

    name: str
    display: str
    category: str
    aliases: tuple[str, ...]
    prices: dict[str, int]
    sizes: tuple[str, ...]
    default_size: str | None
    default_shots: dict[str, int]
    groups: frozenset[str]
    excluded: frozenset[str]
    default_milk: str | None
    plural: str = ""
    description: str = ""  # what it is, in a sentence, for "what's a cortado?" and the menu page
    caffeine_free: bool = False  # made with no caffeine at all (a herbal tea, a steamer)
    favourite: bool = False  # the café's own pick of its section, named for "what do you recommend?"

    def size_key(self, size: str | None) -> str:
        """Return the price key for a chosen size (None = the default size; "one" without sizes)."""
        return (size or self.default_size or NO_SIZE) if self.sizes else NO_SIZE


@dataclass(frozen=True)
class Limits:
    """Order limits."""

    max_qty_per_line: int
    max_units_per_order: int
    max_lines: int
    max_shots: int
    max_addon_count: int


@dataclass(frozen=True)
class LexEntry:
    """A way of saying a menu value: alias (lower case), kind (item, a group, to_go, note_word), name."""

    alias: str
    kind: str
    name: str


@dataclass(frozen=True)
class Category:
    """A menu section and the option groups its items take by default."""

    name: str
    display: str
    groups: tuple[str, ...]


class Menu:
    """A validated menu; build it with load_menu()."""

    def __init__(
        self,
        *,
        version: str,
        version_label: str,
        items: dict[str, Item],
        options: dict[tuple[str, str], Option],
        categories: dict[str, Category],
        limits: Limits,
        to_go: dict[bool, tuple[str, ...]],
        note_words: tuple[str, ...],
    ):
        self.version, self.version_label = version, version_label
        self.items, self.options, self.categories, self.limits = items, options, categories, limits
        self.sizes = {name: opt for (group, name), opt in options.items() if group == "size"}
        self.to_go, self.note_words = to_go, note_words  # to_go: {True: aliases, False: aliases}
        lex: dict[tuple[str, str, str], None] = {}
        for item in items.values():
            lex.update(((_norm(a), "item", item.name), None) for a in (item.name, *item.aliases))
        for (group, name), opt in options.items():
            lex.update(((_norm(a), group, name), None) for a in (name, *opt.aliases))
        for value, aliases in to_go.items():
            lex.update(((_norm(a), "to_go", "true" if value else "false"), None) for a in aliases)
        lex.update(((_norm(p), "note_word", _norm(p)), None) for p in note_words)
        self._lexicon = tuple(LexEntry(*key) for key in lex)
        self._resolve = {(e.kind, e.alias): e.name for e in self._lexicon}

    def item(self, name: str) -> Item:
        """Return the item with this canonical name (KeyError if unknown)."""
        return self.items[name]

    def kind(self, item_name: str) -> str:
        """"food" for a bakery item, else "drink": what one item may stand in for when a customer swaps
        or corrects (a drink for a drink, food for food)."""
        return "food" if self.item(item_name).category == "bakery" else "drink"

    def family(self, noun: str) -> list[str]:
        """The items whose name ends in ``noun`` ("muffin": apple bran, lemon poppyseed, blueberry); a noun
        of more words also names the items an alias of which ends in it ("green tea": the cloud and mist
        tea, also called "cloud and mist green tea", and the ginger green cold steep tea)."""
        def ends(name: str) -> bool:
            return name == noun or name.endswith(f" {noun}")

        return [name for name, item in self.items.items()
                if ends(name) or " " in noun and any(ends(a) for a in item.aliases)]

    def favourites(self, names: Sequence[str] | None = None) -> list[str]:
        """The items of ``names`` (all where None) the café marks its favourites, in menu order."""
        return [n for n, item in self.items.items() if item.favourite and (names is None or n in names)]

    def by_price(self, kind: str = "", dearest: bool = False) -> str:
        """The item of ``kind`` ("drink", "food", "" for any) whose lowest price is the lowest (the
        highest when ``dearest``): "what's your cheapest drink?" is the coffee."""
        names = [n for n in self.items if not kind or self.kind(n) == kind]
        return (max if dearest else min)(names, key=lambda n: min(self.items[n].prices.values()))

    def food_family_of(self, thing: str) -> list[str]:
        """The foods named by the last word of ``thing`` where they are two or more ("chocolate muffin":
        the three muffins; "sesame bagel": none, there is one bagel; "lavender latte": none, no food)."""
        words = thing.split()
        family = self.family(words[-1]) if words else []
        return family if len(family) >= 2 and all(self.kind(n) == "food" for n in family) else []

    def addon_kind(self, name: str) -> str:
        """The category of the add-on ``name`` ("syrup", "sweetener" …), or "" where the menu has none."""
        option = self.options.get(("addon", name))
        return option.category if option is not None else ""

    def option(self, group: str, name: str | int) -> Option:
        """Return the option of a group by canonical name (KeyError if unknown)."""
        return self.options[(group, str(name))]

    def allows(self, item_name: str, group: str, value: str | int) -> bool:
        """Say whether the item takes this value of the group."""
        item = self.items.get(item_name)
        if item is None or group not in item.groups or (group, str(value)) not in self.options:
            return False
        if group == "size":
            return str(value) in item.sizes
        return str(value) not in item.excluded

    def options_for(self, item_name: str, group: str) -> list[str]:
        """List the names of a group's options that the item takes, in menu order (KeyError if unknown)."""
        item = self.items[item_name]
        if group not in item.groups:
            return []
        if group == "size":
            return list(item.sizes)
        return [n for (g, n) in self.options if g == group and n not in item.excluded]

    def lexicon(self) -> list[LexEntry]:
        """Every alias of every menu value (canonical names included), lower-cased, in menu order."""
        return list(self._lexicon)

    @functools.cached_property
    def words(self) -> frozenset[str]:
        """Every word of every way of saying a menu value, and of the categories ("tea", "muffin",
        "sauce", "bakery"), lower-cased, singular and plural as written."""
        said = [e.alias for e in self._lexicon] + [f"{c} {v.display}" for c, v in self.categories.items()]
        return frozenset(w for text in said for w in text.lower().replace("_", " ").split())

    @functools.cached_property
    def option_words(self) -> frozenset[str]:
        """Every word of every way of saying a value of an option group (a size, a milk, an add-on …), not
        of an item nor of the order's way."""
        return frozenset(w for e in self._lexicon if e.kind not in ("item", "note_word", "to_go")
                         for w in e.alias.split())

    def resolve(self, kind: str, text: str | int) -> str | None:
        """Return the canonical name an alias of this kind stands for (None if unknown)."""
        return self._resolve.get((kind, _norm(str(text).replace("_", " "))))


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def load_menu(path: str | Path | None = None) -> Menu:
    """Load and validate a menu file (default ordering/menu.toml); cached per path and file version."""
    p = os.path.abspath(path if path is not None else DEFAULT_PATH)  # not resolve(): a syscall per part
    try:
        stat = os.stat(p)
    except OSError as exc:
        raise MenuError(f"menu file {p!r}: cannot read it ({exc})") from exc
    return _load_cached(p, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=16)
def _load_cached(path: str, _mtime_ns: int, _size: int) -> Menu:
    data = Path(path).read_bytes()
    try:
        doc = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise MenuError(f"menu file {path!r}: not valid TOML ({exc})") from exc
    try:
        return _build(doc, hashlib.sha256(data).hexdigest()[:16])
    except (TypeError, AttributeError, KeyError, ValueError) as exc:
        if isinstance(exc, MenuError):
            raise
        raise MenuError(f"menu file {path!r}: malformed entry ({exc!r})") from exc


def _fail(entry: str, problem: str) -> MenuError:
    return MenuError(f"{entry}: {problem}")


def _table(doc: dict, key: str, entry: str) -> dict:
    value = doc.get(key)
    if not isinstance(value, dict) or not value:
        raise _fail(entry, f"missing or empty table [{key}]")
    return value


def _check_keys(table: object, allowed: set[str], entry: str) -> None:
    if not isinstance(table, dict):
        raise _fail(entry, f"must be a table, got {table!r}")
    for key in table:
        if key not in allowed:
            raise _fail(entry, f"unknown key {key!r} (allowed: {', '.join(sorted(allowed))})")


def _cents(value: object, entry: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(entry, f"price {value!r} is not a whole number of cents")
    if value < 0:
        raise _fail(entry, f"negative price {value}")
    return value


def _aliases(table: dict, entry: str) -> tuple[str, ...]:
    aliases = table.get("aliases", [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip() for a in aliases):
        raise _fail(entry, "aliases must be a list of non-empty strings")
    return tuple(_norm(a) for a in aliases)


def _build(doc: dict, version: str) -> Menu:
    _check_keys(doc, _TOP, "menu file")
    head = _table(doc, "menu", "[menu]")
    label = head.get("version_label")
    if not isinstance(label, str) or not label.strip():
        raise _fail("[menu]", "version_label must be a non-empty string")
    raw_limits = _table(doc, "limits", "[limits]")
    _check_keys(raw_limits, set(LIMIT_KEYS), "[limits]")
    for key in LIMIT_KEYS:
        v = raw_limits.get(key)
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise _fail(f"limits.{key}", f"must be a positive whole number, got {v!r}")
    limits = Limits(**{k: raw_limits[k] for k in LIMIT_KEYS})

    options: dict[tuple[str, str], Option] = {}
    for name, table in _table(doc, "sizes", "[sizes]").items():
        entry = f"sizes.{name}"
        _check_keys(table, {"display", "aliases"}, entry)
        if name in (NO_SIZE, ANY_SIZE):
            raise _fail(entry, f"{name!r} is reserved")
        options[("size", name)] = Option(
            "size", name, table.get("display", name), _aliases(table, entry), {ANY_SIZE: 0}
        )
    sizes = tuple(n for (_, n) in options)

    categories: dict[str, Category] = {}
    for name, table in _table(doc, "categories", "[categories]").items():
        entry = f"categories.{name}"
        _check_keys(table, {"display", "groups"}, entry)
        groups = _groups(table.get("groups"), entry)
        categories[name] = Category(name, table.get("display", name), groups)

    restricted: dict[tuple[str, str], frozenset[str]] = {}
    for group, table in _table(doc, "options", "[options]").items():
        if group not in GROUPS or group == "size":
            raise _fail(f"options.{group}", f"unknown option group (known: {', '.join(GROUPS[1:])})")
        for name, spec in table.items():
            entry = f"options.{group}.{name}"
            _check_keys(spec, _OPTION_KEYS, entry)
            if group == "shots" and not (name.isdigit() and 1 <= int(name) <= limits.max_shots):
                raise _fail(entry, f"shot counts must be 1..{limits.max_shots}")
            if "price" not in spec:
                raise _fail(entry, "price missing")
            raw = spec["price"]
            price = (
                {k: _cents(v, entry) for k, v in raw.items()}
                if isinstance(raw, dict)
                else {ANY_SIZE: _cents(raw, entry)}
            )
            for key in price:
                if key not in (*sizes, NO_SIZE, ANY_SIZE):
                    raise _fail(entry, f"price for unknown size {key!r}")
            cats = spec.get("categories")
            if cats is not None:
                for cat in cats:
                    if cat not in categories:
                        raise _fail(entry, f"unknown category {cat!r}")
                restricted[(group, name)] = frozenset(cats)
            options[(group, name)] = Option(
                group, name, spec.get("display", name), _aliases(spec, entry), price, spec.get("category", "")
            )

    items = {
        name: _item(name, spec, categories, options, restricted, sizes, limits)
        for name, spec in _table(doc, "items", "[items]").items()
    }
    if any("shots" in i.groups for i in items.values()) and ("addon", "espresso shot") not in options:
        raise _fail("options.addon", "the 'espresso shot' add-on is needed to price extra shots")
    for category in categories:
        picked = [n for n, i in items.items() if i.category == category and i.favourite]
        if len(picked) > 1:  # "which tea do you recommend?" names one
            raise _fail(f"items.{picked[1]}",
                        f"a second favourite of category {category!r} (after {picked[0]!r})")

    raw_to_go = doc.get("to_go", {})
    _check_keys(raw_to_go, {"true", "false"}, "[to_go]")
    to_go = {
        value: _aliases({"aliases": raw_to_go.get(key, [])}, f"to_go.{key}")
        for value, key in ((True, "true"), (False, "false"))
    }
    raw_notes = doc.get("note_words", {})
    _check_keys(raw_notes, {"phrases"}, "[note_words]")
    notes = _aliases({"aliases": raw_notes.get("phrases", [])}, "note_words.phrases")
    menu = Menu(
        version=version,
        version_label=label,
        items=items,
        options=options,
        categories=categories,
        limits=limits,
        to_go=to_go,
        note_words=notes,
    )
    _check_aliases(menu)
    return menu


def _groups(raw: object, entry: str) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise _fail(entry, "groups must be a list")
    for group in raw:
        if group not in GROUPS:
            raise _fail(entry, f"unknown group {group!r} (known: {', '.join(GROUPS)})")
    return tuple(raw)


def _item(
    name: str,
    spec: dict,
    categories: dict[str, Category],
    options: dict[tuple[str, str], Option],
    restricted: dict[tuple[str, str], frozenset[str]],
    all_sizes: tuple[str, ...],
    limits: Limits,
) -> Item:
    entry = f"items.{name}"
    _check_keys(spec, _ITEM_KEYS, entry)
    category = spec.get("category")
    if category not in categories:
        raise _fail(entry, f"unknown category {category!r}")
    groups = frozenset(_groups(spec["groups"], entry) if "groups" in spec else categories[category].groups)
    prices = spec.get("prices")
    if not isinstance(prices, dict) or not prices:
        raise _fail(entry, "prices missing")
    prices = {k: _cents(v, entry) for k, v in prices.items()}
    if "size" in groups:
        sizes = tuple(spec.get("sizes", all_sizes))
        for size in sizes:
            if size not in all_sizes:
                raise _fail(entry, f"unknown size {size!r}")
            if size not in prices:
                raise _fail(entry, f"price missing for size {size!r}")
        extra = set(prices) - set(sizes)
        if extra:
            raise _fail(entry, f"price for a size it does not come in: {sorted(extra)}")
        default_size = spec.get("default_size")
        if default_size not in sizes:
            raise _fail(entry, f"default size {default_size!r} is not one of its sizes {list(sizes)}")
    else:
        sizes, default_size = (), None
        if set(prices) != {NO_SIZE} or "default_size" in spec or "sizes" in spec:
            raise _fail(entry, f"an item without sizes has one price: prices = {{ {NO_SIZE} = ... }}")
    keys = sizes or (NO_SIZE,)
    default_shots = dict(spec.get("default_shots", {}))
    if "shots" in groups:
        if set(default_shots) != set(keys):
            raise _fail(entry, f"default_shots must give the shots for each of {list(keys)}")
        for key, shots in default_shots.items():
            if isinstance(shots, bool) or not isinstance(shots, int) or not 1 <= shots <= limits.max_shots:
                raise _fail(entry, f"default shots for {key!r} must be 1..{limits.max_shots}")
    elif default_shots:
        raise _fail(entry, "default_shots given but the item does not take the shots group")

    excluded: set[str] = set()
    for ex in spec.get("exclude", []):
        if not any((g, ex) in options for g in groups):
            raise _fail(entry, f"excluded option {ex!r} is not an option of its groups")
        excluded.add(ex)
    for group, names in spec.get("only", {}).items():
        if group not in groups or group == "size":
            raise _fail(entry, f"'only' names group {group!r} that the item does not take")
        for n in names:
            if (group, n) not in options:
                raise _fail(entry, f"'only' names unknown {group} option {n!r}")
        excluded |= {n for (g, n) in options if g == group and n not in names}
    for (group, opt), cats in restricted.items():
        if group in groups and category not in cats:
            sibling = [
                g
                for g in groups
                if g != group
                and (g, opt) in options
                and category in restricted.get((g, opt), frozenset(categories))
            ]
            if sibling:
                raise _fail(entry, f"option {opt!r} is restricted in {group} but not in {sibling[0]}")
            excluded.add(opt)
    default_milk = spec.get("default_milk")
    if default_milk is not None and (
        "milk" not in groups or ("milk", default_milk) not in options or default_milk in excluded
    ):
        raise _fail(entry, f"default milk {default_milk!r} is not a milk the item takes")
    for (group, opt), option in options.items():
        if group in groups and group != "size" and opt not in excluded:
            for key in keys:
                if option.price_for(key) is None:
                    raise _fail(
                        f"options.{group}.{opt}", f"no price for size {key!r} (needed by item {name!r})"
                    )
    return Item(
        name=name,
        display=spec.get("display", name),
        category=category,
        aliases=_aliases(spec, entry),
        prices=prices,
        sizes=sizes,
        default_size=default_size,
        default_shots=default_shots,
        groups=groups,
        excluded=frozenset(excluded),
        default_milk=default_milk,
        plural=spec.get("plural", ""),
        description=_description(spec, entry),
        caffeine_free=_flag(spec, entry, "caffeine_free"),
        favourite=_flag(spec, entry, "favourite"),
    )


MAX_DESCRIPTION_CHARS = 160


def _flag(spec: dict, entry: str, key: str) -> bool:
    """An item's flag, false where not given: ``caffeine_free`` (no caffeine at all: a herbal tea, a
    steamer), ``favourite`` (the café's pick)."""
    flag = spec.get(key, False)
    if not isinstance(flag, bool):
        raise _fail(entry, f"{key} must be true or false")
    return flag


def _description(spec: dict, entry: str) -> str:
    """The item's description: one line of plain text, at most `MAX_DESCRIPTION_CHARS` ("" if none)."""
    text = spec.get("description", "")
    if not isinstance(text, str) or "\n" in text or len(text.strip()) > MAX_DESCRIPTION_CHARS:
        raise _fail(entry, f"description must be one line of text of at most {MAX_DESCRIPTION_CHARS} "
                           "characters")
    return text.strip()


def _check_aliases(menu: Menu) -> None:
    seen: dict[tuple[str, str], str] = {}
    for e in menu.lexicon():
        other = seen.setdefault((e.kind, e.alias), e.name)
        if other != e.name:
            raise _fail(f"{e.kind} {e.name!r}", f"alias {e.alias!r} already means {e.kind} {other!r}")
