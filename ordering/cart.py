"""The cart: order lines with canonical menu names, plus its priced view and the benchmark format."""

from __future__ import annotations

import hashlib
import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

LINE_FIELDS = (
    "item",
    "qty",
    "size",
    "temp",
    "milk",
    "caffeine",
    "shots",
    "addons",
    "removals",
    "preps",
    "notes",
)


class Line(BaseModel):
    """One cart line: qty identical units of an item with its options (None / empty = menu default)."""

    model_config = ConfigDict(extra="forbid")

    id: int = Field(ge=1)  # stable; never reused within a cart
    item: str
    qty: int = Field(default=1, ge=1)
    size: str | None = None
    temp: str | None = None
    milk: str | None = None
    caffeine: str | None = None
    shots: int | None = None
    addons: dict[str, int] = Field(default_factory=dict)
    removals: list[str] = Field(default_factory=list)
    preps: list[str] = Field(default_factory=list)
    notes: str | None = None
    # whom the line is for, as said ("me", "my son", "jen"): later turns name the line by it ("make mine
    # iced"); no part of the order's contents, so not in the benchmark's format (LINE_FIELDS) or the price
    who: str | None = Field(default=None, max_length=40, description="whom the line is for, as said: "
                            "'me', 'my son', 'jen' (none when not said)")

    def holds(self, group: str, name: str) -> bool:
        """Whether the line has this value of the group ("milk", "oat milk"; an add-on, a preparation)."""
        if group == "addon":
            return name in self.addons
        if group == "prep":
            return name in self.preps
        if group == "removal":
            return name in self.removals
        return str(getattr(self, group, None)) == name

    def same_order(self, other: Line) -> bool:
        """Say whether two lines order the same thing (ignoring id and qty): two lattes for different
        people are two orders."""
        return self.model_dump(exclude={"id", "qty"}) == other.model_dump(exclude={"id", "qty"})


class Asked(BaseModel):
    """What the last reply asked or offered, kept for the answer in the next turn, which the model reads
    alone: "Which two teas would you like?" ("earl grey" is two of it), "Which latte — the large oat milk
    latte or the latte?" ("the oat one" takes the change waiting), "A medium mocha is $5.25." ("I'll have
    that" orders it)."""

    model_config = ConfigDict(extra="forbid")

    kind: str = ""  # the kind asked of, as said ("teas") or as the question names it ("latte")
    count: int = Field(default=1, ge=1)  # how many of the kind the customer said
    lines: list[int] = Field(default_factory=list)  # ids of the lines a "which one?" is between
    change: dict[str, Any] | None = None  # the change or removal waiting for that answer (an edit, no ref)
    offer: dict[str, Any] | None = None  # the line a question named ("how much is a medium mocha?")
    # what that question asked of it: "price" or "describe" ("and a latte?" asks it of the latte); or
    # "recommend", where the reply recommended it and asked "would you like it?" ("yes" takes it)
    subject: str = ""
    values: dict[str, str] = Field(default_factory=dict)  # said with the kind ("two large iced teas")
    # of each unit asked of, where they differ ("a hot tea and an iced tea": [{"temp": "hot"}, {"temp":
    # "iced"}]), in order; ``values`` holds what they share
    parts: list[dict[str, str]] = Field(default_factory=list)
    option: dict[str, str] | None = None  # the milk or add-on a question named ("do you have vanilla?")
    # of the line ``offer`` holds, refused for a value its item does not take: that value's group ("milk"),
    # which the answer names ("Oat milk isn't available for the hot chocolate — whole milk, …?", "almond");
    # of a count past a limit, "count:" and which count ("count:qty", "count:shots", "count:<add-on>")
    refused: str | None = None
    replacing: int | None = None  # the id of the line a kind asked of takes the place of ("make that a tea")


class Changed(BaseModel):
    """A change the last turn made to a line, kept for the next turn only, which the model reads alone:
    "make it oat" went to the cappuccino, then "no, the other one" (the cappuccino goes back to the line as
    it was, the latte gets the change) or "and the other one with soy" (said of the line not changed)."""

    model_config = ConfigDict(extra="forbid")

    line: Line  # the line as it was before this change (its id kept)
    change: dict[str, Any] = Field(default_factory=dict)  # the change made to it (an edit, no ref)

    def fields_set(self) -> set[str]:
        """The fields the change set (its op and ref aside)."""
        return {k for k, v in self.change.items() if v not in (None, [], {}) and k not in ("op", "ref")}


class Cart(BaseModel):
    """A customer's cart for one conversation."""

    model_config = ConfigDict(extra="forbid")

    lines: list[Line] = Field(default_factory=list)
    to_go: bool | None = None
    customer_name: str | None = None
    next_line_id: int = Field(default=1, ge=1)
    status: Literal["open", "finished"] = "open"
    asked: Asked | None = None  # set by the turn whose reply asks it, cleared by the next
    removed: list[Line] = Field(default_factory=list)  # the lines the last turn removed ("bring it back")
    changed: list[Changed] = Field(default_factory=list)  # the changes the last turn made ("the other one")
    added: list[int] = Field(default_factory=list)  # the ids of the lines the last turn added ("undo that")
    # the things the last turn ordered that the menu lacks ("a cinnamon roll"): "a croissant instead" takes
    # their place, not a line's
    lacked: list[str] = Field(default_factory=list)

    def digest(self) -> str:
        """Return the sha256 hex digest of the cart's canonical JSON (for cache keys)."""
        data = json.dumps(
            self.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=True
        )
        return hashlib.sha256(data.encode("ascii")).hexdigest()

    def units(self) -> int:
        """Return the number of units (sum of line quantities)."""
        return sum(line.qty for line in self.lines)

    def line_by_id(self, line_id: int) -> Line | None:
        """Return the line with this id, or None."""
        return next((line for line in self.lines if line.id == line_id), None)


class PricedLine(BaseModel):
    """A cart line with its unit price, line total and a human description."""

    line: Line
    unit_cents: int
    total_cents: int
    description: str


class PricedCart(BaseModel):
    """The cart as the customer sees it: priced lines and the total."""

    lines: list[PricedLine] = Field(default_factory=list)
    total_cents: int = 0
    to_go: bool | None = None
    customer_name: str | None = None


def cart_to_benchmark(cart: Cart) -> dict:
    """Return the cart in the benchmark's format ({"lines": [...], "to_go": ...}; names already canonical)."""
    lines = []
    for line in cart.lines:
        data = line.model_dump(include=set(LINE_FIELDS))
        lines.append({key: data[key] for key in LINE_FIELDS})
    return {"lines": lines, "to_go": cart.to_go}


def cart_from_benchmark(data: dict) -> Cart:
    """Build a cart from the benchmark's format (line ids 1..n in order)."""
    lines = [
        Line(id=i, **{k: v for k, v in raw.items() if k in LINE_FIELDS})
        for i, raw in enumerate(data.get("lines", []), start=1)
    ]
    return Cart(lines=lines, to_go=data.get("to_go"), next_line_id=len(lines) + 1)
