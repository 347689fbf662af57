"""Prices (integer cents) and human descriptions of cart lines."""

from __future__ import annotations

from ordering.cart import Cart, Line, PricedCart, PricedLine
from ordering.menu import Item, Menu

EXTRA_SHOT = "espresso shot"  # the add-on whose price each shot over the recipe costs


def format_cents(cents: int) -> str:
    """Format cents as dollars, e.g. 595 -> "$5.95"."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) // 100}.{abs(cents) % 100:02d}"


def _size_key(item: Item, line: Line) -> str:
    if line.size is not None and line.size not in item.sizes:
        raise KeyError(f"{item.name!r} does not come in size {line.size!r}")
    return item.size_key(line.size)


def _option_price(menu: Menu, group: str, name: str | int, key: str) -> int:
    price = menu.option(group, name).price_for(key)
    if price is None:
        raise KeyError(f"{group} {name!r} has no price for size {key!r}")
    return price


def price_line(line: Line, menu: Menu) -> int:
    """Return the unit price in cents: base for the size (default when None) plus priced options.

    Shots over the recipe's default for the size cost the "espresso shot" add-on price each. Raises
    KeyError when the line names something the menu lacks.
    """
    item = menu.item(line.item)
    key = _size_key(item, line)
    cents = item.prices[key]
    for group in ("temp", "milk", "caffeine"):
        value = getattr(line, group)
        if value is not None:
            cents += _option_price(menu, group, value, key)
    if line.shots is not None and item.default_shots:
        extra = max(0, line.shots - item.default_shots[key])
        cents += extra * _option_price(menu, "addon", EXTRA_SHOT, key)
    for name, count in line.addons.items():
        cents += count * _option_price(menu, "addon", name, key)
    for group, names in (("removal", line.removals), ("prep", line.preps)):
        for name in names:
            cents += _option_price(menu, group, name, key)
    return cents


def price_cart(cart: Cart, menu: Menu) -> PricedCart:
    """Price every line and the total."""
    lines = []
    for line in cart.lines:
        unit = price_line(line, menu)
        lines.append(
            PricedLine(
                line=line, unit_cents=unit, total_cents=unit * line.qty, description=describe_line(line, menu)
            )
        )
    return PricedCart(
        lines=lines,
        total_cents=sum(p.total_cents for p in lines),
        to_go=cart.to_go,
        customer_name=cart.customer_name,
    )


def plural(item: Item) -> str:
    """The item's name for more than one ("lattes", "teas")."""
    if item.plural:
        return item.plural
    return item.display + ("es" if item.display.endswith(("ch", "sh", "s", "x")) else "s")


def _display(menu: Menu, group: str, name: str | int) -> str:
    option = menu.options.get((group, str(name)))
    return option.display if option is not None else str(name)


def describe_line(line: Line, menu: Menu, *, counted: bool = False) -> str:
    """Describe a line, e.g. "large iced oat milk latte with vanilla syrup ×2, no foam".

    counted=True prefixes "a"/"an" or the quantity and uses the plural ("2 large lattes").
    """
    item = menu.items.get(line.item)
    noun = line.item if item is None else (plural(item) if counted and line.qty > 1 else item.display)
    words = [
        _display(menu, g, getattr(line, g))
        for g in ("size", "temp", "caffeine", "shots", "milk")
        if getattr(line, g) is not None
    ]
    text = " ".join(words + [noun])
    extras = []
    if line.addons:
        addons = [_display(menu, "addon", n) + (f" ×{c}" if c != 1 else "") for n, c in line.addons.items()]
        extras.append("with " + join_words(addons))
    extras += [f"no {_display(menu, 'removal', r)}" for r in line.removals]
    extras += [_display(menu, "prep", p) for p in line.preps]
    if line.notes:
        extras.append(f'note: "{line.notes}"')
    if extras:
        text += (" " if extras[0].startswith("with ") else ", ") + ", ".join(extras)
    if not counted:
        return text
    if line.qty > 1:
        return f"{line.qty} {text}"
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def article(words: str) -> str:
    """ "an" before a vowel ("an americano"), else "a"."""
    return "an" if words[:1] in "aeiou" else "a"


def join_words(words: list[str], conj: str = "and") -> str:
    """Join words as English: "a", "a and b", "a, b and c"."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {conj} " + words[-1]
