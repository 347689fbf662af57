"""Plain result types of the feature pipeline (no scikit-learn import)."""

from __future__ import annotations

from dataclasses import dataclass, field

INTENTS: tuple[str, ...] = ("order", "change", "remove", "question", "finish", "cancel", "offtopic")
MAX_TOKENS = 64
MAX_NUMBER = 50


@dataclass(frozen=True)
class Span:
    """A menu mention or a number in the normalised text.

    start/end: indices into ``text.split()`` (end exclusive; fillers inside a phrase included);
    kind: a lexicon kind ("item", "milk", ...) or "number"; name: the canonical name (the value for
    numbers, e.g. "12"); surface: the normalised words as written.
    """

    start: int
    end: int
    kind: str
    name: str
    surface: str


@dataclass(frozen=True)
class Tagged:
    """Output of the tagger for one text: normalised text, model input tokens, spans."""

    text: str
    tokens: list[str] = field(default_factory=list)
    spans: list[Span] = field(default_factory=list)


@dataclass(frozen=True)
class Features:
    """What the model and the engine get for one customer turn."""

    text: str
    tokens: list[str]
    intent: str
    spans: list[Span]


def symbol(kind: str, name: str | int) -> str:
    """Return the one-token symbol of a menu value, e.g. ``milk:oat_milk`` (same rule as ordering.dsl)."""
    return f"{kind}:{str(name).replace(' ', '_')}"


def number_token(n: int) -> str:
    """Return the model token of a number: ``n1`` … ``n50``, ``nbig`` above (and for 0)."""
    return f"n{n}" if 1 <= n <= MAX_NUMBER else "nbig"


def is_symbol(token: str) -> bool:
    """Tell whether a model input token is a menu symbol (``kind:name``)."""
    return ":" in token and not token.startswith(":")


def is_number_token(token: str) -> bool:
    """Tell whether a model input token is a number token (``n7``, ``nbig``)."""
    return token == "nbig" or (len(token) > 1 and token[0] == "n" and token[1:].isdigit())
