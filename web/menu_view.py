"""The priced menu as JSON for ``GET /api/menu``."""

from __future__ import annotations

from typing import Any

from ordering.menu import Menu


def menu_json(menu: Menu) -> dict[str, Any]:
    """Items by category with their description and prices per size, and every option with its price."""
    categories = [
        {
            "name": cat.name,
            "display": cat.display,
            "items": [
                {"name": item.name, "display": item.display, "description": item.description,
                 "favourite": item.favourite,
                 "sizes": list(item.sizes),
                 "default_size": item.default_size, "prices": dict(item.prices),
                 "options": {group: menu.options_for(item.name, group)
                             for group in sorted(item.groups) if group != "size"}}
                for item in menu.items.values() if item.category == cat.name
            ],
        }
        for cat in menu.categories.values()
    ]
    options: dict[str, list[dict[str, Any]]] = {}
    for (group, name), option in menu.options.items():
        options.setdefault(group, []).append(
            {"name": name, "display": option.display, "price": dict(option.price)})
    return {"version": menu.version, "label": menu.version_label, "currency": "USD",
            "categories": [c for c in categories if c["items"]], "options": options}
