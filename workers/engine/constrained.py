"""Grammar-constrained greedy choice: grammar states -> cached logits masks -> next token per row.

A grammar here is anything with `start(cart) -> state` and `parse(tokens, cart) -> list[Edit]`; a state
has `allowed() -> set[str]` (the string "<eos>" when the output may end, "<word>" for any plain word)
and `advance(token)`. `DslGrammar` adapts the lead's `ordering.dsl` (GrammarState); `PrefixGrammar`
adapts a grammar object exposing `allowed_next(prefix, cart)` / `parse(tokens)`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import torch

from workers.engine.tokenizer import SPECIAL_TOKENS, intent_tokens, output_tokens

EOS_TOKEN = "<eos>"
NOTE_WORD = "<word>"


class DslGrammar:
    """Adapter over `ordering.dsl`: incremental `GrammarState` per row, `dsl.parse` for the result."""

    def __init__(self, menu: Any):
        from ordering import dsl

        self.menu, self._dsl = menu, dsl

    def start(self, cart: Any, turn_tokens: Sequence[str] | None = None, intent: str | None = None) -> Any:
        """Return a fresh grammar state for one turn against `cart`, grounded in its tokens if given."""
        return self._dsl.GrammarState.for_cart(self.menu, cart, turn_tokens, intent)

    def parse(self, tokens: Sequence[str], cart: Any) -> list:
        """Translate output tokens into edits (raises ValueError when they are not grammatical)."""
        return self._dsl.parse(list(tokens), self.menu, cart)


class _PrefixState:
    """State over a prefix-based grammar: `allowed()` asks `allowed_next(prefix, cart)`."""

    def __init__(self, grammar: Any, cart: Any):
        self.grammar, self.cart, self.prefix = grammar, cart, []

    def allowed(self) -> frozenset[str]:
        """Return the legal next tokens for the current prefix."""
        return frozenset(self.grammar.allowed_next(self.prefix, self.cart))

    def advance(self, token: str) -> None:
        """Append a token to the prefix."""
        self.prefix.append(token)


class PrefixGrammar:
    """Adapter for a grammar object with `allowed_next(prefix, cart)` and `parse(tokens)`."""

    def __init__(self, grammar: Any):
        self.grammar = grammar

    def start(
        self, cart: Any, turn_tokens: Sequence[str] | None = None, intent: str | None = None
    ) -> _PrefixState:
        """Return a fresh prefix state for `cart`."""
        return _PrefixState(self.grammar, cart)

    def parse(self, tokens: Sequence[str], cart: Any) -> list:
        """Parse with the wrapped grammar (passing the cart when its parse accepts it)."""
        try:
            return self.grammar.parse(list(tokens), cart)
        except TypeError:
            return self.grammar.parse(list(tokens))


def grammar_for_menu(menu: Any) -> Any:
    """Return the project's grammar for a menu: `ordering.dsl` GrammarState, else `EditGrammar`."""
    from ordering import dsl

    if hasattr(dsl, "GrammarState"):
        return DslGrammar(menu)
    return PrefixGrammar(dsl.EditGrammar(menu))


def plain_word_tokens(vocab: Mapping[str, int]) -> list[str]:
    """Return vocabulary words usable inside a note: no specials, symbols, numbers or edit-language tokens."""
    reserved = set(SPECIAL_TOKENS) | set(output_tokens()) | set(intent_tokens())
    return [t for t in vocab if t not in reserved and ":" not in t]


class GrammarMasker:
    """Pick the best allowed token per row; masks are cached per allowed-token set (LRU, byte-capped)."""

    def __init__(
        self,
        vocab: Mapping[str, int],
        vocab_size: int,
        eos_id: int,
        device: torch.device | str = "cpu",
        cache_bytes: int = 256 << 20,
    ):
        self.vocab, self.vocab_size, self.eos_id = dict(vocab), int(vocab_size), int(eos_id)
        self.device = torch.device(device)
        self.word_ids = [self.vocab[t] for t in plain_word_tokens(self.vocab) if self.vocab[t] < vocab_size]
        self._ids: dict[frozenset[str], tuple[int, ...]] = {}
        self._bias: OrderedDict[tuple[int, ...], torch.Tensor] = OrderedDict()
        self._max_rows = max(64, cache_bytes // (4 * self.vocab_size))

    def allowed_ids(self, allowed: Iterable[str]) -> tuple[int, ...]:
        """Map allowed token strings to sorted vocabulary ids (unknown strings are dropped)."""
        key = allowed if isinstance(allowed, frozenset) else frozenset(allowed)
        ids = self._ids.get(key)
        if ids is None:
            found: set[int] = set()
            for tok in key:
                if tok == EOS_TOKEN:
                    found.add(self.eos_id)
                elif tok == NOTE_WORD:
                    found.update(self.word_ids)
                elif tok in self.vocab and self.vocab[tok] < self.vocab_size:
                    found.add(self.vocab[tok])
            ids = tuple(sorted(found))
            if len(self._ids) > 4 * self._max_rows:
                self._ids.clear()
            self._ids[key] = ids
        return ids

    def bias(self, ids: tuple[int, ...]) -> torch.Tensor:
        """Return the additive mask row for `ids` (0 where allowed, -inf elsewhere), cached."""
        row = self._bias.get(ids)
        if row is None:
            row = torch.full((self.vocab_size,), float("-inf"), device=self.device)
            row[torch.tensor(ids, dtype=torch.long, device=self.device)] = 0.0
            self._bias[ids] = row
            if len(self._bias) > self._max_rows:
                self._bias.popitem(last=False)
        else:
            self._bias.move_to_end(ids)
        return row

    def choose(self, logits: torch.Tensor, allowed: Sequence[tuple[int, ...]]) -> list[int | None]:
        """Return, per row of `logits` [B, V], the best allowed id (None where nothing is allowed).

        Rows with exactly one allowed id skip the tensor work; the others are masked together.
        """
        picks: list[int | None] = [None] * len(allowed)
        open_rows: list[int] = []
        for r, ids in enumerate(allowed):
            if len(ids) == 1:
                picks[r] = ids[0]
            elif ids:
                open_rows.append(r)
        if open_rows:
            bias = torch.stack([self.bias(allowed[r]) for r in open_rows])
            rows = logits[open_rows] if len(open_rows) < logits.shape[0] else logits
            best = (rows[:, : self.vocab_size].float() + bias).argmax(dim=-1).tolist()
            for r, tok in zip(open_rows, best, strict=True):
                picks[r] = tok
        return picks
