"""Word-level vocabulary for the CoffeeGLM model: specials, output language, intents, menu symbols, words.

The feature pipeline already turns text into word tokens (`i want n2 item:latte`), so the tokenizer is a
`tokenizers` WordLevel model over whitespace, wrapped as a transformers `PreTrainedTokenizerFast` so that
`save_pretrained` / `from_pretrained` of the checkpoint folder carries it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ordering.dsl import symbol

PAD, UNK, BOS, EOS, SEP = "<pad>", "<unk>", "<bos>", "<eos>", "<sep>"
SPECIAL_TOKENS = (PAD, UNK, BOS, EOS, SEP)  # ids 0..4, in this order

INTENTS = ("order", "change", "remove", "question", "finish", "cancel", "offtopic")
SYMBOL_KINDS = ("item", "size", "temp", "milk", "caffeine", "shots", "addon", "removal", "prep", "to_go")
UNSET_GROUPS = ("size", "temp", "milk", "caffeine", "shots", "notes")
MAX_LINES = 20
MAX_NUMBER = 50


def output_tokens() -> list[str]:
    """Return the tokens of the edit language that are not menu symbols, in a fixed order."""
    words = ["add", "set", "del", "clear", "togo", "true", "false", "done", "ask", "none",
             ";", "x", "+", "-", "note", "/note", "empty"]
    words += [f"unset:{g}" for g in UNSET_GROUPS]
    words += [f"L{i}" for i in range(1, MAX_LINES + 1)]
    words += [f"n{i}" for i in range(1, MAX_NUMBER + 1)] + ["nbig"]
    return words


def intent_tokens() -> list[str]:
    """Return the intent marker tokens (`intent:order`, ...)."""
    return [f"intent:{name}" for name in INTENTS]


def menu_tokens(menu: Any) -> list[str]:
    """Return every menu symbol (`kind:name`) plus note words from `menu.lexicon()`, sorted, no duplicates."""
    symbols: set[str] = set()
    words: set[str] = set()
    for entry in menu.lexicon():
        if entry.kind in SYMBOL_KINDS:
            symbols.add(symbol(entry.kind, entry.name))
        if entry.kind == "removal":  # the edit language writes removals as `- addon:X`
            symbols.add(symbol("addon", entry.name))
        elif entry.kind == "note_word":
            words.update(str(entry.name).lower().split())
    max_shots = getattr(getattr(menu, "limits", None), "max_shots", 0) or 0
    symbols.update(f"shots:{k}" for k in range(1, int(max_shots) + 1))
    return sorted(symbols) + sorted(words - symbols)


def vocabulary(word_counts: Mapping[str, int] | Iterable[str] = (), *, menu: Any = None,
               min_count: int = 1, extra: Iterable[str] = ()) -> list[str]:
    """Return the ordered token list: specials, output language, intents, menu, extra, then frequent words.

    `word_counts` is a token -> count mapping (or a plain iterable of tokens, each counted once); words
    seen fewer than `min_count` times are left out. Frequent words come by descending count, then name.
    """
    if not isinstance(word_counts, Mapping):
        counts: dict[str, int] = {}
        for tok in word_counts:
            counts[tok] = counts.get(tok, 0) + 1
        word_counts = counts
    ordered: list[str] = []
    seen: set[str] = set()

    def push(tokens: Iterable[str]) -> None:
        for tok in tokens:
            if tok and tok not in seen and not any(c.isspace() for c in tok):
                seen.add(tok)
                ordered.append(tok)

    push(SPECIAL_TOKENS)
    push(output_tokens())
    push(intent_tokens())
    if menu is not None:
        push(menu_tokens(menu))
    push(extra)
    kept = (w for w, c in word_counts.items() if c >= min_count)
    frequent = sorted(kept, key=lambda w: (-word_counts[w], w))
    push(frequent)
    return ordered


def build_tokenizer(word_counts: Mapping[str, int] | Iterable[str] = (), *, menu: Any = None,
                    min_count: int = 1, extra: Iterable[str] = (), model_max_length: int = 256):
    """Build a WordLevel `PreTrainedTokenizerFast` (pad/unk/bos/eos/sep) from token counts and the menu."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    tokens = vocabulary(word_counts, menu=menu, min_count=min_count, extra=extra)
    backend = Tokenizer(models.WordLevel(vocab={t: i for i, t in enumerate(tokens)}, unk_token=UNK))
    backend.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    return PreTrainedTokenizerFast(
        tokenizer_object=backend, pad_token=PAD, unk_token=UNK, bos_token=BOS, eos_token=EOS,
        sep_token=SEP, padding_side="left", model_max_length=model_max_length,
    )


def load_tokenizer(model_dir: str | Path):
    """Load the tokenizer saved next to a checkpoint (left padding, as the engine decodes)."""
    from transformers import PreTrainedTokenizerFast

    tok = PreTrainedTokenizerFast.from_pretrained(str(model_dir))
    tok.padding_side = "left"
    return tok


def token_ids(tokenizer: Any, tokens: list[str]) -> list[int]:
    """Map word tokens to ids (unknown words -> <unk>) without re-splitting them."""
    return tokenizer.convert_tokens_to_ids(list(tokens))
