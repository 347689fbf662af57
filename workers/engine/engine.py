"""The GLM parse engine: customer turns + carts -> features -> prompts -> constrained greedy edits.

Decoding is a lean custom greedy loop, not `model.generate()`: left padding with pad-aware position ids,
prefill in length-sorted chunks whose caches are joined (less padding compute), rows dropped from the
batch (and cache) as they finish, and jump-forward: tokens the grammar forces are taken without asking
the model and fed with the next choice (see `Engine.decode`). The passes run `FastGlm` (the same GLM
function over the model's weights with far less Python) where it supports the model, else the
transformers forward with a DynamicCache. Measured before jump-forward and FastGlm with
`benchmarks/bench_engine.py --compare-generate` on the shared 2-core CPU, one torch thread, same outputs
both ways: trained 2.2M GLM 47 vs 53 ms per turn at batch 1 and 74 vs 39 turns/s at batch 32; random
3.4M GLM forced along corpus targets 25 vs 37 ms and 118 vs 52 turns/s (custom loop vs generate() + a
grammar LogitsProcessor, which keeps finished rows in the batch and masks every row at every step).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import torch

from ordering.edits import AddLine, AskMenu, Finish
from ordering.grounding import grounding_tokens
from ordering.lacking_counted import ordered_by_its_own_words
from ordering.notes import ground_notes
from ordering.repeats import Repeat, repeat_asked
from ordering.replies import COUNTER, NOT_ORDERED, kind_words
from ordering.unknown_things import unknown_things, unknown_things_said
from ordering.variants_of_one import variant_of_one_lacked
from workers.engine.constrained import GrammarMasker, grammar_for_menu
from workers.engine.fast_glm import FastGlm
from workers.engine.model import (
    cache_forward,
    configure_threads,
    load_model,
    resolve_model_dir,
    weights_digest,
)
from workers.engine.prompt import build_prompt
from workers.engine.readings import read_words
from workers.engine.tokenizer import load_tokenizer
from workers.engine.versions import parse_code_version, pipeline_version

log = logging.getLogger(__name__)

EDIT_INTENTS = frozenset({"order", "change", "remove"})  # intents where "no edit" means "not understood"


@dataclass(frozen=True)
class ParseRequest:
    """One customer turn and the cart it applies to."""

    text: str
    cart: Any


@dataclass(frozen=True)
class ParseResult:
    """Edits decoded for one turn; `output` is the raw edit-language text the model wrote."""

    edits: list
    intent: str
    understood: bool
    output: str


@dataclass
class _Row:
    """Decoding state of one request."""

    state: Any
    tokens: list[str]
    allowed: tuple[int, ...] = ()
    ok: bool | None = None  # None while decoding; True at <eos>; False at a dead end / budget overrun
    lacking: tuple[str, ...] = ()  # things the turn orders that the menu lacks ("a ham sandwich")
    repeat: Repeat | None = None  # "the same again", "another one": the last line once more
    words: list[str] = field(default_factory=list)  # the turn's tokens as the grounding reads them


class Engine:
    """Batched, grammar-constrained GLM decoder behind `parse_batch`."""

    def __init__(self, model: Any, tokenizer: Any, pipeline: Any, grammar: Any, *,
                 versions: dict[str, str] | None = None, max_new_tokens: int = 96, prefill_chunk: int = 8,
                 jump_forward: bool = True, fast_forward: bool = True, readings: bool = True):
        """Wire a loaded model/tokenizer to a feature pipeline and a grammar (see `Engine.load`).

        ``jump_forward=False`` asks the model for every token, forced or not (same outputs, more passes).
        ``fast_forward=False`` runs the transformers forward even where `FastGlm` supports the model.
        ``readings=False`` gives the model's edits as written (notes kept only in the customer's words),
        without the readings of the words after the model (`_read`): for tests of decoding alone.
        """
        self.model, self.tokenizer, self.pipeline, self.grammar = model, tokenizer, pipeline, grammar
        self.versions = dict(versions or {})
        self.max_new_tokens, self.prefill_chunk = max_new_tokens, prefill_chunk
        self.jump_forward, self.readings = jump_forward, readings
        if fast_forward and FastGlm.supports(model):  # the same function, a fraction of the Python
            fast = FastGlm(model)
            self.forward, self.new_cache = fast, fast.new_cache
        else:
            self.forward, self.new_cache = cache_forward(model), partial(_dynamic_cache, model.config)
        self.device = next(model.parameters()).device
        if self.device.type == "cuda":  # cuDNN attention builds a plan per new shape, and every pass is one:
            torch.backends.cuda.enable_cudnn_sdp(False)  # 12 turns/s at batch 8 with it, 146 without (H200)
        self.vocab = tokenizer.get_vocab()
        self.id_to_token = {i: t for t, i in self.vocab.items()}
        self.unk_id, self.pad_id = self.vocab[tokenizer.unk_token], self.vocab[tokenizer.pad_token]
        self.eos_id = self.vocab[tokenizer.eos_token]
        self.max_positions = int(getattr(model.config, "max_position_embeddings", 256))
        self.masker = GrammarMasker(self.vocab, model.config.vocab_size, self.eos_id, self.device)
        self.menu = getattr(grammar, "menu", None)  # notes are checked against it
        # the words of the menu's things and kinds: no part of an order ending in one names a thing we lack
        self.menu_words = self.menu.words | kind_words() if self.menu is not None else frozenset()
        self.lacked_anyway = partial(variant_of_one_lacked, menu=self.menu)

    @classmethod
    def load(cls, model_dir: str | Path | None = None, pipeline_path: str | Path | None = None,
             device: str | torch.device | None = None, dtype: str | torch.dtype | None = None,
             **options: Any) -> Engine:
        """Load model (+ its tokenizer), menu grammar and feature pipeline; apply $COFFEEGLM_TORCH_THREADS.

        ``dtype``: None or "auto" picks bf16 on CUDA and fp32 on the CPU (`pick_dtype`).
        `options` go to the constructor (max_new_tokens, prefill_chunk, jump_forward, fast_forward).
        """
        from ordering.menu import load_menu
        from preprocessing.features import load_pipeline

        configure_threads()
        folder = resolve_model_dir(model_dir)
        model = load_model(folder, device=device, dtype=dtype)
        menu = load_menu()
        pipeline = load_pipeline(pipeline_path)
        versions = {"model": weights_digest(folder), "menu": str(menu.version),
                    "pipeline": pipeline_version(pipeline), "code": parse_code_version()}
        return cls(model, load_tokenizer(folder), pipeline, grammar_for_menu(menu), versions=versions,
                   **options)

    def parse_batch(self, requests: Sequence[ParseRequest]) -> list[ParseResult]:
        """Parse requests in one batched decode; a failing row gives understood=False, not an exception."""
        if not requests:
            return []
        features = self._features([r.text for r in requests])
        intents = [getattr(f, "intent", None) or "offtopic" for f in features]
        prepared = [self._prepare(req, feat, intent) for req, feat, intent in zip(
            requests, features, intents, strict=True)]
        live = [(prompt, row) for prompt, row in prepared if prompt is not None]
        if live:
            self.decode([prompt for prompt, _ in live], [row for _, row in live])
        return [self._result(req, row, intent)
                for req, (_, row), intent in zip(requests, prepared, intents, strict=True)]

    def _prepare(self, req: ParseRequest, feat: Any, intent: str) -> tuple[list[int] | None, _Row]:
        """Return (prompt ids, fresh row), or (None, failed row) when this request cannot be decoded."""
        if isinstance(feat, _NoFeatures):
            return None, _Row(None, [], ok=False)
        try:
            spans = getattr(feat, "spans", ())
            # "and a ham sandwich"; "and a lemon loaf", though "loaf" is a word of the banana loaf
            lacking = unknown_things(feat.tokens, spans, self.menu_words, self.lacked_anyway)
            words = grounding_tokens(feat.tokens, spans, lacking)  # the grounding's reading
            return self._prompt_ids(feat.tokens, intent, req.cart), _Row(
                self.grammar.start(req.cart, words, intent), [],
                lacking=tuple(unknown_things_said(feat.tokens, spans, lacking)),
                repeat=repeat_asked(feat.tokens), words=words)
        except Exception:  # a cart the grammar or the prompt cannot handle fails its row only
            log.exception("cannot prepare a row")
            return None, _Row(None, [], ok=False)

    def _features(self, texts: list[str]) -> list[Any]:
        """Run the feature pipeline; on a batch failure retry one by one so only bad texts fail."""
        try:
            return list(self.pipeline.transform(texts))
        except Exception:
            log.exception("feature pipeline failed on a batch; retrying one by one")
        out = []
        for text in texts:
            try:
                out.append(self.pipeline.transform([text])[0])
            except Exception:
                log.exception("feature pipeline failed on one text")
                out.append(_NoFeatures())
        return out

    def _prompt_ids(self, tokens: Sequence[str], intent: str, cart: Any) -> list[int]:
        """Build the prompt ids, trimming turn tokens so prompt + output fit the position limit."""
        fixed = len(build_prompt([], intent, cart))
        budget = self.max_positions - self.max_new_tokens - fixed
        if budget < 0:
            raise ValueError("cart too long for the model's position limit")
        prompt = build_prompt(tokens, intent, cart, max_turn_tokens=budget)
        return [self.vocab.get(t, self.unk_id) for t in prompt]

    def _result(self, req: ParseRequest, row: _Row, intent: str) -> ParseResult:
        """Turn a finished row into a ParseResult (parse errors -> understood=False)."""
        output = " ".join(row.tokens)
        if not row.ok:
            return ParseResult([], intent, False, output)
        try:
            edits = ground_notes(self.grammar.parse(row.tokens, req.cart), req.text, self.menu)
            if self.readings:
                edits = self._read(edits, req, row)
        except Exception:
            log.exception("could not parse model output %r", output)
            return ParseResult([], intent, False, output)
        understood = bool(edits) or intent not in EDIT_INTENTS
        return ParseResult(edits, intent, understood, output)

    def _read(self, edits: list, req: ParseRequest, row: _Row) -> list:
        """After the model: the readings of the words (`readings.read_words`), then a thing the menu lacks
        said back (the menu refuses its line with the reason): a turn that orders one does not finish the
        order ("add marshmallows" was read as "done") nor ask for the menu's sections."""
        edits = read_words(edits, req.text, row.words, req.cart, self.menu, row.repeat, row.lacking,
                           self.menu_words)
        if any(isinstance(e, AskMenu) and COUNTER in e.about for e in edits):
            return edits  # "can I get a refund?": asked of the café, no thing ordered
        if any(isinstance(e, AskMenu) and e.about[:1] == [NOT_ORDERED] for e in edits):
            return edits  # "remove the cookies": the order has none, no "we don't have" beside it
        if row.lacking:  # nor is it a question of the menu's sections ("a cinnamon roll please"), nor of
            # the menu's word inside the thing ("a glass of milk please" asks for no list of the milks)
            lacked = {w.removesuffix("s") for thing in row.lacking for w in thing.split()}
            edits = [e for e in edits if not isinstance(e, Finish) and not (
                isinstance(e, AskMenu) and e.ref is None and not e.lines and {
                    a.removesuffix("s") for a in e.about} <= lacked)]
        # a thing we lack is said back once: "jasmine tea" (`kinds_answered_apart`), not "a jasmine" too;
        # nor where a reading put it on a line's note ("add some hot water": `water_asked`)
        said = {w for e in edits if isinstance(e, AddLine) and e.item not in self.menu.items
                for w in e.item.split()}
        noted = {w for e in edits for w in re.findall(r"[a-z']+", (getattr(e, "notes", None) or "").lower())}
        # nor where it is the own words of an item ordered ("another blueberry": the blueberry muffin)
        return edits + [AddLine(item=thing) for thing in row.lacking
                        if not set(thing.split()) - {"a", "an", "the", "some"} <= said | noted
                        and not ordered_by_its_own_words(thing, edits, req.cart)]

    def _left_pad(self, prompts: list[list[int]], width: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Return left-padded input ids and attention mask [n, width] on the model's device."""
        ids = torch.full((len(prompts), width), self.pad_id, dtype=torch.long)
        attn = torch.zeros((len(prompts), width), dtype=torch.long)
        for i, p in enumerate(prompts):
            ids[i, width - len(p):] = torch.tensor(p)
            attn[i, width - len(p):] = 1
        return ids.to(self.device), attn.to(self.device)

    def _prefill(self, prompts: list[list[int]], width: int):
        """Run length-sorted prompts in chunks (less padding compute); join caches left-padded to width.

        Returns (last-position logits [n, V], a cache holding all rows).
        """
        n = len(prompts)  # chunks of prefill_chunk rows (at most 4 chunks); one chunk for small batches
        size = n if n < 2 * self.prefill_chunk else max(self.prefill_chunk, -(-n // 4))
        logits, keys, values = [], [], []
        for start in range(0, len(prompts), size):
            chunk = prompts[start:start + size]
            ids, attn = self._left_pad(chunk, max(map(len, chunk)))
            padded = bool((attn == 0).any())
            cache = self.new_cache()
            out = self.forward(input_ids=ids, attention_mask=attn if padded else None,
                               position_ids=(attn.cumsum(-1) - 1).clamp(min=0), cache=cache, use_cache=True,
                               logits_to_keep=1)
            logits.append(out.logits[:, -1, :])
            shift = (0, 0, width - ids.shape[1], 0)  # pad the sequence axis on the left
            keys.append([torch.nn.functional.pad(k, shift) for k, *_ in cache])
            values.append([torch.nn.functional.pad(v, shift) for _, v, *_ in cache])
        if len(logits) == 1:
            return logits[0], cache
        joined = [(torch.cat([k[i] for k in keys]), torch.cat([v[i] for v in values]))
                  for i in range(len(keys[0]))]
        return torch.cat(logits), self.new_cache(joined)

    @torch.inference_mode()
    def decode(self, prompts: list[list[int]], rows: list[_Row]) -> None:
        """Greedy-decode all rows together under the grammar; fills each row's tokens and ok flag.

        Jump-forward: where the grammar allows one token only, the row takes it without asking the model.
        The tokens forced before the first choice join the prompt; the ones forced after a choice are fed
        with it, several positions in one forward pass (rows with shorter runs padded on the left). Over
        half the tokens of a turn are forced, so a turn costs about half the passes.
        """
        for row in rows:
            row.allowed = self.masker.allowed_ids(row.state.allowed())
        runs = [self._forced_run(row) for row in rows]
        live_rows = [i for i, row in enumerate(rows) if row.ok is None]
        if not live_rows:
            return
        prompts = [prompts[i] + runs[i] for i in live_rows]
        order = sorted(range(len(prompts)), key=lambda i: len(prompts[i]))  # for the chunked prefill
        prompts, rows = [prompts[i] for i in order], [rows[live_rows[i]] for i in order]
        width = max(len(p) for p in prompts)
        logits, cache = self._prefill(prompts, width)
        attn = self._left_pad(prompts, width)[1]
        padded = bool((attn == 0).any())
        position = attn.sum(-1, keepdim=True) - 1
        live = list(range(len(rows)))  # batch slot -> index into rows
        while True:
            picks = self.masker.choose(logits, [rows[r].allowed for r in live])
            keep, feed = [], []
            for slot, (r, tok) in enumerate(zip(live, picks, strict=True)):
                row = rows[r]
                if tok is None or tok == self.eos_id:
                    row.ok = tok is not None
                    continue
                run = [tok, *self._forced_run(row, tok)]
                if row.ok is None:
                    keep.append(slot)
                    feed.append(run)
            if not keep:
                break
            if len(keep) < len(live):  # drop finished rows from the batch and the cache
                index = torch.tensor(keep, device=self.device)
                cache.batch_select_indices(index)
                attn, position = attn[index], position[index]
                live = [live[s] for s in keep]
            ids, fed = self._left_pad(feed, max(map(len, feed)))
            padded = padded or bool((fed == 0).any())
            attn = torch.cat([attn, fed], dim=1)
            positions = position + fed.cumsum(-1)  # a pad repeats the position before it (masked anyway)
            position = positions[:, -1:]
            logits = self.forward(input_ids=ids, attention_mask=attn if padded else None,
                                  position_ids=positions, cache=cache, use_cache=True,
                                  logits_to_keep=1).logits[:, -1, :]

    def _forced_run(self, row: _Row, chosen: int | None = None) -> list[int]:
        """Take ``chosen`` (if given), then every token the grammar forces after it; return the forced ids.

        Ends the row (``ok`` set) at a forced end, a dead end, a grammar error or the token budget.
        """
        forced: list[int] = []
        tok = chosen
        while True:
            if tok is not None:
                word = self.id_to_token.get(tok, self.tokenizer.unk_token)  # (only NaN logits pick outside)
                row.tokens.append(word)
                try:
                    row.state.advance(word)
                    row.allowed = self.masker.allowed_ids(row.state.allowed())
                except Exception:  # a grammar bug fails this row only
                    log.exception("grammar refused %r after %r", word, row.tokens[:-1])
                    row.allowed = ()
            if row.allowed == (self.eos_id,) or not row.allowed:
                row.ok = bool(row.allowed)  # forced end: no forward pass needed for it
                return forced
            if len(row.tokens) >= self.max_new_tokens:  # out of budget: accept only if it may end here
                row.ok = self.eos_id in row.allowed
                return forced
            if len(row.allowed) > 1 or not self.jump_forward:
                return forced
            tok = row.allowed[0]
            forced.append(tok)


def _dynamic_cache(config: Any, layers: Sequence[tuple[torch.Tensor, torch.Tensor]] | None = None):
    """A transformers DynamicCache, empty or holding ``layers`` (for the transformers forward)."""
    from transformers import DynamicCache

    if layers is None:
        return DynamicCache(config=config)
    return DynamicCache(ddp_cache_data=layers, config=config)


class _NoFeatures:
    """Stand-in features for a text the pipeline could not process (decodes to nothing useful)."""

    tokens: list[str] = []
    intent = "offtopic"
