"""Menu loading, validation errors, lookups, and coverage of the benchmark's canonical values."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from ordering.menu import DEFAULT_PATH, GROUPS, LexEntry, MenuError, load_menu

ROOT = Path(__file__).resolve().parents[2]
BENCH_CANDIDATES = [
    Path(os.environ.get("COFFEE_BENCH_DIR", "/nonexistent")),
    ROOT / "shared" / "benchmarks",
    ROOT.parent / "shared" / "benchmarks",
]
BENCH = next((p for p in BENCH_CANDIDATES if (p / "vocabulary.json").is_file()), None)
KIND = {
    "item": "item",
    "size": "size",
    "temp": "temp",
    "milk": "milk",
    "caffeine": "caffeine",
    "shots": "shots",
    "addons": "addon",
    "removals": "removal",
    "preps": "prep",
    "to_go": "to_go",
}


def test_default_menu_loads_with_content_hash_version():
    menu = load_menu()
    assert menu.version == hashlib.sha256(DEFAULT_PATH.read_bytes()).hexdigest()[:16]
    assert menu.version_label
    assert menu.limits.max_shots == 6 and menu.limits.max_qty_per_line == 20
    assert menu.limits.max_units_per_order == 50 and menu.limits.max_lines == 20
    assert menu.limits.max_addon_count == 6
    assert set(menu.sizes) == {"short", "small", "medium", "large"}


def test_load_menu_is_cached_per_path(tmp_path):
    assert load_menu() is load_menu(DEFAULT_PATH)
    copy = tmp_path / "menu.toml"
    copy.write_bytes(DEFAULT_PATH.read_bytes())
    other = load_menu(copy)
    assert other is not load_menu() and other.version == load_menu().version
    copy.write_text(DEFAULT_PATH.read_text() + "\n# edited\n")
    os.utime(copy, ns=(1, 1))
    assert load_menu(copy).version != other.version


def test_lookups():
    menu = load_menu()
    assert menu.options_for("hot chocolate", "milk") == ["whole milk", "nonfat milk", "almond milk"]
    assert not menu.allows("hot chocolate", "milk", "oat milk")
    assert menu.allows("latte", "milk", "oat milk")
    assert menu.options_for("espresso", "size") == []
    assert menu.allows("espresso", "shots", 2) and menu.allows("latte", "shots", "4")
    assert not menu.allows("latte", "shots", 7)
    assert not menu.allows("cold brew", "temp", "hot") and menu.allows("cold brew", "temp", "iced")
    assert menu.allows("apple bran muffin", "prep", "cut in half")
    assert not menu.allows("latte", "prep", "cut in half")
    assert not menu.allows("apple bran muffin", "milk", "whole milk")
    assert not menu.allows("earl grey tea", "addon", "espresso shot")
    assert not menu.allows("no such item", "milk", "oat milk")
    assert menu.item("latte").default_milk == "whole milk"
    assert menu.item("latte").default_shots == {"short": 1, "small": 1, "medium": 2, "large": 2}
    assert menu.option("shots", 2).display == "double"
    with pytest.raises(KeyError):
        menu.item("unicorn frappe")
    with pytest.raises(KeyError):
        menu.option("milk", "camel milk")


def test_lexicon_has_names_aliases_and_ambiguous_words():
    lex = load_menu().lexicon()
    assert all(e.alias == e.alias.lower() and e.kind in ("item", *GROUPS, "to_go", "note_word") for e in lex)
    for entry in [
        ("latte", "item", "latte"),
        ("oat", "milk", "oat milk"),
        ("tall", "size", "small"),
        ("grande", "size", "medium"),
        ("venti", "size", "large"),
        ("skim", "milk", "nonfat milk"),
        ("skinny", "milk", "nonfat milk"),
        ("2%", "milk", "2% milk"),
        ("doppio", "shots", "2"),
        ("chai tea latte", "item", "chai latte"),
        ("drip coffee", "item", "coffee"),
        ("whip", "addon", "whipped cream"),
        ("to go", "to_go", "true"),
        ("for here", "to_go", "false"),
        ("upside down", "note_word", "upside down"),
    ]:
        assert LexEntry(*entry) in lex, entry
    for word in ("foam", "ice", "sugar", "nutmeg"):
        assert LexEntry(word, "addon", word) in lex and LexEntry(word, "removal", word) in lex
    assert not any(e.alias in ("cortana", "here", "cap") for e in lex)


def test_resolve_aliases():
    menu = load_menu()
    assert menu.resolve("item", "Cappucino") == "cappuccino"
    assert menu.resolve("milk", "oat_milk") == "oat milk"
    assert menu.resolve("addon", "vanilla") == "vanilla syrup"
    assert menu.resolve("milk", "vanilla") is None


@pytest.mark.skipif(BENCH is None, reason="benchmark vocabulary not available")
def test_every_vocabulary_value_is_on_the_menu():
    menu = load_menu()
    fields = json.loads((BENCH / "vocabulary.json").read_text())["fields"]
    assert set(fields) == set(KIND)
    for field, values in fields.items():
        for name in values:
            kind = KIND[field]
            if kind == "to_go":
                assert any(e.kind == "to_go" and e.name == name for e in menu.lexicon())
                continue
            if kind == "item":
                assert name in menu.items, name
            else:
                assert (kind, name) in menu.options, (field, name)
            assert menu.resolve(kind, name) == name, (field, name)


@pytest.mark.skipif(BENCH is None, reason="benchmark dev split not available")
def test_every_benchmark_dev_line_is_legal_on_the_menu():
    menu = load_menu()
    files = sorted((BENCH / "dev").glob("*.jsonl")) + [BENCH / "examples.jsonl"]
    checked = 0
    for path in files:
        for raw in path.read_text().splitlines():
            for line in json.loads(raw)["cart"]["lines"]:
                item = line["item"]
                for group in ("size", "temp", "milk", "caffeine", "shots"):
                    if line[group] is not None:
                        assert menu.allows(item, group, line[group]), (item, group, line[group])
                for name, count in line["addons"].items():
                    assert menu.allows(item, "addon", name) and count <= menu.limits.max_addon_count, (
                        item,
                        name,
                    )
                for group, key in (("removal", "removals"), ("prep", "preps")):
                    for name in line[key]:
                        assert menu.allows(item, group, name), (item, group, name)
                checked += 1
    assert checked > 100


# ----------------------------------------------------------------------------------------------------------
MINIMAL = """
[menu]
version_label = "test"
[limits]
max_qty_per_line = 20
max_units_per_order = 50
max_lines = 20
max_shots = 6
max_addon_count = 6
[sizes.small]
aliases = ["tall"]
[sizes.large]
aliases = ["venti"]
[categories.espresso]
groups = ["size", "milk", "shots", "addon"]
[categories.bakery]
groups = ["addon"]
[items.latte]
category = "espresso"
aliases = ["lattes"]
prices = { small = 400, large = 500 }
default_size = "small"
default_shots = { small = 1, large = 2 }
default_milk = "whole milk"
[items.muffin]
category = "bakery"
prices = { one = 300 }
[options.milk."whole milk"]
price = 0
[options.milk."oat milk"]
aliases = ["oat"]
price = 70
[options.shots.2]
aliases = ["double"]
price = 0
[options.addon."espresso shot"]
price = 100
[options.addon."chocolate sauce"]
price = { small = 50, large = 70, one = 50 }
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "menu.toml"
    path.write_text(text)
    return path


def test_minimal_menu_is_valid(tmp_path):
    menu = load_menu(_write(tmp_path, MINIMAL))
    assert set(menu.items) == {"latte", "muffin"}
    assert menu.options_for("muffin", "addon") == ["espresso shot", "chocolate sauce"]


def test_same_alias_for_different_kinds_is_allowed(tmp_path):
    text = MINIMAL.replace('aliases = ["lattes"]', 'aliases = ["lattes", "oat"]')
    assert load_menu(_write(tmp_path, text)).resolve("item", "oat") == "latte"


BROKEN = [
    (
        "unknown group",
        'groups = ["addon"]',
        'groups = ["addon", "flavour"]',
        ["categories.bakery", "flavour"],
    ),
    (
        "size price missing",
        "prices = { small = 400, large = 500 }",
        "prices = { small = 400 }",
        ["items.latte", "price missing for size 'large'"],
    ),
    (
        "default size",
        'default_size = "small"',
        'default_size = "medium"',
        ["items.latte", "default size 'medium'"],
    ),
    ("duplicate alias", 'aliases = ["venti"]', 'aliases = ["venti", "tall"]', ["'tall'", "already means"]),
    (
        "negative price",
        "prices = { one = 300 }",
        "prices = { one = -300 }",
        ["items.muffin", "negative price"],
    ),
    ("unknown category", 'category = "bakery"', 'category = "pastry"', ["items.muffin", "unknown category"]),
    (
        "shots missing",
        "default_shots = { small = 1, large = 2 }",
        "default_shots = { small = 1 }",
        ["items.latte", "default_shots"],
    ),
    (
        "default milk",
        'default_milk = "whole milk"',
        'default_milk = "camel milk"',
        ["items.latte", "camel milk"],
    ),
    (
        "option unpriced size",
        "price = { small = 50, large = 70, one = 50 }",
        "price = { small = 50, large = 70 }",
        ["options.addon.chocolate sauce", "'one'", "muffin"],
    ),
    (
        "unknown key",
        "[items.muffin]\n",
        "[items.muffin]\nprise = 3\n",
        ["items.muffin", "unknown key 'prise'"],
    ),
    (
        "option group",
        '[options.milk."oat milk"]',
        '[options.milks."oat milk"]',
        ["options.milks", "unknown option group"],
    ),
    ("shot count", "[options.shots.2]", "[options.shots.9]", ["options.shots.9", "1..6"]),
    ("limit", "max_lines = 20", "max_lines = 0", ["limits.max_lines"]),
    ("label", 'version_label = "test"', 'version_label = ""', ["[menu]", "version_label"]),
    ("extra shot addon", '[options.addon."espresso shot"]\nprice = 100', "", ["espresso shot"]),
    ("food sizes", "prices = { one = 300 }", "prices = { small = 300 }", ["items.muffin", "one price"]),
    ("price type", "price = 70", 'price = "70"', ["options.milk.oat milk", "whole number"]),
    ("bad toml", "[items.muffin]", "[items.muffin", ["not valid TOML"]),
    (
        "not a table",
        "[items.muffin]\ncategory",
        "[items]\nmuffin = 3\n[items.cake]\ncategory",
        ["items.muffin", "must be a table"],
    ),
    (
        "description not text",
        "[items.muffin]\n",
        "[items.muffin]\ndescription = 3\n",
        ["items.muffin", "description must be one line of text"],
    ),
    (
        "description too long",
        "[items.muffin]\n",
        "[items.muffin]\ndescription = \"" + "very " * 40 + "good\"\n",
        ["items.muffin", "at most 160 characters"],
    ),
    (
        "caffeine flag",
        "[items.muffin]\n",
        "[items.muffin]\ncaffeine_free = \"yes\"\n",
        ["items.muffin", "caffeine_free must be true or false"],
    ),
    (
        "favourite flag",
        "[items.muffin]\n",
        "[items.muffin]\nfavourite = 1\n",
        ["items.muffin", "favourite must be true or false"],
    ),
    (
        "two favourites",
        "[items.muffin]\n",
        "[items.cake]\ncategory = \"bakery\"\nprices = { one = 300 }\nfavourite = true\n"
        "[items.muffin]\nfavourite = true\n",
        ["items.muffin", "a second favourite of category 'bakery' (after 'cake')"],
    ),
    (
        "malformed only",
        'default_milk = "whole milk"',
        'default_milk = "whole milk"\nonly = { milk = 3 }',
        ["malformed entry"],
    ),
]


@pytest.mark.parametrize("case,old,new,expected", BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_menu_raises_menu_error_naming_entry_and_problem(tmp_path, case, old, new, expected):
    assert old in MINIMAL, case
    with pytest.raises(MenuError) as info:
        load_menu(_write(tmp_path, MINIMAL.replace(old, new, 1)))
    for fragment in expected:
        assert fragment in str(info.value), (case, str(info.value))


def test_missing_menu_file_raises_menu_error(tmp_path):
    with pytest.raises(MenuError, match="cannot read"):
        load_menu(tmp_path / "nope.toml")


def test_a_food_family_is_named_by_its_last_word():
    menu = load_menu()
    assert menu.food_family_of("chocolate muffin") == ["apple bran muffin", "lemon poppyseed muffin",
                                                       "blueberry muffin"]
    assert menu.food_family_of("almond croissant") == ["butter croissant", "chocolate croissant"]
    assert menu.food_family_of("sesame bagel") == []  # one bagel
    assert menu.food_family_of("lavender latte") == []  # lattes are drinks
    assert menu.food_family_of("") == []


def test_every_item_of_the_shipped_menu_says_what_it_is(tmp_path):
    menu = load_menu()
    assert all(item.description and len(item.description) <= 160 for item in menu.items.values())
    assert load_menu(_write(tmp_path, MINIMAL)).items["latte"].description == ""  # a description is optional


def test_the_favourites_are_the_items_marked_in_menu_order():
    menu = load_menu()
    assert menu.favourites() == ["latte", "chai latte", "cold brew", "hot chocolate", "earl grey tea",
                                 "blueberry muffin"]
    assert menu.favourites(menu.family("muffin")) == ["blueberry muffin"]
    assert menu.favourites(["mocha"]) == []
