"""CoffeeGLM engine: word tokenizer, prompt format, GLM loading, constrained batched decoding.

`prompt` and `tokenizer` are importable without torch; `Engine`, `ParseRequest` and `ParseResult` are
imported lazily (they pull in torch and transformers).
"""

from __future__ import annotations

from typing import Any

__all__ = ["Engine", "ParseRequest", "ParseResult"]


def __getattr__(name: str) -> Any:
    """Import the torch-backed names on first use."""
    if name in __all__:
        from workers.engine import engine

        return getattr(engine, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
