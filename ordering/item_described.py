"""What an item is, said from the menu alone: its description, its milk and shots, and its prices ("A
cortado is espresso cut with about as much warm milk, with little foam. Made with whole milk; 2 shots in a
short or small, 3 in a medium or large. Short $3.50, …").

Every fact comes from the menu file, so the answer to "what's a cortado?" cannot promise what the café
does not make. An item without a description is said by its section instead ("… is on our menu under
espresso drinks").
"""

from __future__ import annotations

from ordering.menu import NO_SIZE, Menu
from ordering.pricing import article, format_cents, join_words


def item_described(menu: Menu, name: str) -> str:
    """What the menu's item ``name`` is, in sentences (see the module)."""
    item = menu.item(name)
    a = article(item.display)
    if not item.description:
        return f"{a.capitalize()} {item.display} is on our menu under " \
               f"{menu.categories[item.category].display}: {prices_said(menu, name)}."
    said = [f"{a.capitalize()} {item.display} is {item.description[:1].lower()}{item.description[1:]}"]
    recipe = [f"made with {item.default_milk}"] if item.default_milk else []
    if item.default_shots and set(item.default_shots) != {NO_SIZE}:
        recipe.append(_shots_by_size(menu, item.default_shots))
    if item.caffeine_free:
        recipe.append("caffeine free")
    if recipe:
        said.append("; ".join(recipe).capitalize() + ".")
    prices = prices_said(menu, name)
    said.append(f"{prices.capitalize()}." if item.sizes else f"It costs {prices}.")
    return " ".join(s if s.endswith((".", "!", "?")) else s + "." for s in said)


def prices_said(menu: Menu, name: str) -> str:
    """The item's prices: "short $3.50, small $3.75 or large $4.75", or its one price."""
    item = menu.item(name)
    if not item.sizes:
        return format_cents(item.prices[NO_SIZE])
    return join_words([f"{menu.sizes[s].display} {format_cents(item.prices[s])}" for s in item.sizes], "or")


def _shots_by_size(menu: Menu, shots: dict[str, int]) -> str:
    """ "1 shot in a short or small, 2 in a medium or large": the sizes grouped by their shot count."""
    counts: dict[int, list[str]] = {}
    for size, n in shots.items():
        counts.setdefault(n, []).append(menu.sizes[size].display)
    parts = [f"{n} in a {join_words(sizes, 'or')}" for n, sizes in counts.items()]
    first = next(iter(counts))
    parts[0] = parts[0].replace(f"{first} in", f"{first} shot{'s' if first > 1 else ''} in", 1)
    return ", ".join(parts)



def caffeine_said(menu: Menu, name: str) -> str:
    """Whether the item has caffeine, from the menu: "The peppermint rose tea is caffeine free.", "The
    earl grey tea has caffeine; we can make it decaf.", "The hot chocolate has no coffee or tea in it.", or
    that we cannot tell."""
    item = menu.item(name)
    if item.caffeine_free:
        return f"The {item.display} is caffeine free."
    if menu.allows(name, "caffeine", "decaf"):
        return f"The {item.display} has caffeine; we can make it decaf."
    if "caffeine" not in item.groups:
        return f"The {item.display} has no coffee or tea in it."
    return f"Sorry, I can't tell you how much caffeine the {item.display} has — please ask at the counter."


def coffee_said(menu: Menu, name: str) -> str:
    """Whether coffee is in the item, from the menu: made with espresso, a coffee brewed or espresso, or
    a drink of none ("No, the hot chocolate has no coffee in it."); of food, that we cannot tell."""
    item = menu.item(name)
    if item.category == "brewed" or name == "espresso":
        return f"Yes, the {item.display} is coffee."
    if item.default_shots or item.category == "espresso":
        return f"Yes, the {item.display} is made with espresso."
    if menu.kind(name) == "drink":
        return f"No, the {item.display} has no coffee in it."
    return f"Sorry, I can't tell you what's in the {item.display} — please ask at the counter."


def caffeine_free_listed(menu: Menu, section: str | None = None) -> str:
    """The items made without caffeine, and the sections whose drinks can be made decaf; of one section
    (``section``: "tea"), its items without caffeine, and whether its others can be made decaf."""
    if section is not None:
        items = [item for item in menu.items.values() if item.category == section]
        free = [item.display for item in items if item.caffeine_free]
        decaf = any(not item.caffeine_free and menu.allows(item.name, "caffeine", "decaf") for item in items)
        noun = menu.categories[section].display
        said = [f"Our caffeine-free {noun}: {join_words(free)}." if free else
                f"None of our {noun} is caffeine free."]
        if decaf:
            said.append(f"The other {noun} can be made decaf." if free else "They can be made decaf.")
        return " ".join(said)
    free = [item.display for item in menu.items.values() if item.caffeine_free]
    decaf = list(dict.fromkeys(menu.categories[item.category].display for item in menu.items.values()
                               if not item.caffeine_free and menu.allows(item.name, "caffeine", "decaf")))
    said = [f"Caffeine free: {join_words(free)}."] if free else []
    if decaf:
        said.append(f"Our {join_words(decaf)} can also be made decaf.")
    return " ".join(said) or "Sorry, I can't tell you that from our menu — please ask at the counter."
