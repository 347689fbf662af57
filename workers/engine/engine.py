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

import hashlib
import importlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import torch

from ordering.already_so import already_so
from ordering.amounts_said import amounts_said
from ordering.asked_not_ordered import asked_not_ordered
from ordering.both import both_given, both_of_one_line, both_removed, every_line_given
from ordering.changed_as_named import changed_as_named
from ordering.chosen_unknown import chosen_not_sold
from ordering.corrections import (
    changed_in_turn,
    count_corrected,
    item_corrected,
    only_kept,
    replaced_in_turn,
    value_replaced_in_turn,
)
from ordering.count_asked import count_asked
from ordering.counted_words import more_counted, party_not_counted, shot_word_alone
from ordering.counts_bound import counts_bound, extra_bound, named_again, placed_by_name
from ordering.counts_not_shared import count_of_drinks, extra_not_shared
from ordering.customer_described import described_not_ordered
from ordering.declined_more import declined_more
from ordering.edits import AddLine, Finish
from ordering.fewer_units import recounted_lines
from ordering.flavour_named import flavour_named
from ordering.for_whom import people_given
from ordering.free_of import free_of
from ordering.greetings import greeted
from ordering.grounding import grounding_tokens
from ordering.it_meant import it_meant
from ordering.items_asked import property_unsure, what_it_is
from ordering.kind_corrected import kind_corrected
from ordering.kinds_taken_off import kinds_taken_off
from ordering.last_change import last_change_moved
from ordering.line_changes import added_to_counts, counted_lines, prep_taken_off, restated_then_unset
from ordering.made_into import made_into
from ordering.milk_counted import milk_counted
from ordering.milk_taken_off import milk_taken_off
from ordering.more_measured import more_measured
from ordering.moved import add_on_moved, added_to_a_line_named
from ordering.named_by_values import named_by_values
from ordering.named_lines import (
    made_but_unwritten,
    made_not_added,
    named_by_kind,
    named_not_ordered,
    one_made_another,
    removed_as_named,
    warmed_not_warm,
)
from ordering.names import named
from ordering.notes import ground_notes
from ordering.notes_overlapping import notes_not_repeated
from ordering.notes_taken_back import notes_taken_back
from ordering.offer_taken import offer_taken
from ordering.one_and_the_other_added import one_and_the_other_added
from ordering.order_review import (
    asked_not_changed,
    finished,
    kinds_beside,
    kinds_counted,
    kinds_listed,
    price_asked,
    reviewed,
    subjects_filled,
)
from ordering.payment import payment_answered
from ordering.per_line import (
    counted_units_split,
    kind_named_one,
    listed_values_split,
    units_named_by_kind,
    values_per_line,
)
from ordering.plural_named import plural_named
from ordering.polarity_placed import polarity_placed
from ordering.preps_said import cut_in_half, prep_instead, preps_qualified
from ordering.recounted import add_on_recounted
from ordering.removed_restored import removed_restored
from ordering.repeats import Repeat, extra_counted, more_added, repeat_asked, repeated
from ordering.replacements import choices_kept
from ordering.replies import kind_words
from ordering.special_requests import special_requests
from ordering.steamed_milk_said import steamer_not_ordered
from ordering.swapped_as_named import swapped_as_named
from ordering.swaps import swapped
from ordering.taken_back import chosen_instead, count_restated, disliked_not_added
from ordering.units_said import (
    one_and_the_other_changed,
    one_of_them_changed,
    one_unit_removed,
    split_units_share,
    the_other_retargeted,
)
from ordering.unknown_things import unknown_things, unknown_things_said
from ordering.unlisted import unlisted_requests
from ordering.values_accepted import values_accepted
from ordering.values_placed import kind_valued, made_in_turn
from ordering.which_answered import which_answered
from ordering.which_line import which_asked
from ordering.which_of_two import which_of_two
from ordering.whose_line import lines_of_people
from workers.engine.constrained import GrammarMasker, grammar_for_menu
from workers.engine.fast_glm import FastGlm
from workers.engine.model import configure_threads, load_model, resolve_model_dir, weights_digest
from workers.engine.prompt import build_prompt
from workers.engine.tokenizer import load_tokenizer

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
            self.forward, self.new_cache = model, partial(_dynamic_cache, model.config)
        self.device = next(model.parameters()).device
        self.vocab = tokenizer.get_vocab()
        self.id_to_token = {i: t for t, i in self.vocab.items()}
        self.unk_id, self.pad_id = self.vocab[tokenizer.unk_token], self.vocab[tokenizer.pad_token]
        self.eos_id = self.vocab[tokenizer.eos_token]
        self.max_positions = int(getattr(model.config, "max_position_embeddings", 256))
        self.masker = GrammarMasker(self.vocab, model.config.vocab_size, self.eos_id, self.device)
        self.menu = getattr(grammar, "menu", None)  # notes are checked against it
        # the words of the menu's things and kinds: no part of an order ending in one names a thing we lack
        self.menu_words = self.menu.words | kind_words() if self.menu is not None else frozenset()

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
            lacking = unknown_things(feat.tokens, spans, self.menu_words)  # "and a ham sandwich"
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
        """After the model: readings of the words that a model of menu words cannot write or never saw in
        training (each in its module, with its reasons and measurements in docs/MODEL.md)."""
        text, words, cart, menu = req.text, row.words, req.cart, self.menu
        edits = added_to_counts(edits, text, cart)
        edits = restated_then_unset(counted_lines(edits, text, cart), text, cart)
        edits = one_of_them_changed(edits, text, cart, menu, words)  # "make one of them decaf"
        edits = one_and_the_other_changed(edits, words, cart, menu)  # "... and the other hot"
        edits = one_and_the_other_added(edits, words, menu)  # "a latte and a mocha, one iced, the other hot"
        edits = the_other_retargeted(edits, words, cart)  # "one with almond milk", then "the other ..."
        edits = split_units_share(edits, words)  # "two large oat lattes, one of them decaf"
        edits = both_given(edits, words, menu)  # "a latte and a mocha, both iced"
        edits = counts_bound(edits, words)  # "a latte with one shot and a mocha with two"
        edits = extra_bound(edits, words)  # "a latte with extra vanilla and a mocha with vanilla"
        edits = extra_not_shared(edits, words)  # "extra caramel and vanilla": one vanilla
        edits = count_of_drinks(edits, words)  # "two vanilla lattes, one with soy ...": one vanilla each
        edits = party_not_counted(edits, words)  # "for two please, a flat white and a cortado"
        edits = shot_word_alone(edits, words, cart)  # "one doppio please": an espresso of two shots
        edits = flavour_named(edits, words, text, menu)  # "an earl grey and a peppermint": a peppermint tea
        edits = polarity_placed(edits, words, menu)  # "a latte with no foam and a cappuccino extra foamy"
        edits = placed_by_name(edits, words)  # "a latte and a mocha, extra vanilla in the latte"
        edits = named_again(edits, words, cart)  # "a mocha and put whipped cream on the mocha"
        edits = made_in_turn(edits, words, cart)  # "a mocha and a latte, make the mocha iced"
        edits = kind_valued(edits, words, menu)  # "an iced tea and a latte": the latte is not iced
        edits = one_unit_removed(edits, words, cart)  # "remove one espresso"
        edits = recounted_lines(edits, words, cart)  # "one less latte", "drop one", "double the muffins"
        edits = prep_taken_off(edits, words, cart, menu)  # "actually no room", "not toasted"
        edits = free_of(edits, words, cart)  # "make that sugar free": no sugar, and a note
        edits = milk_taken_off(edits, words, text, cart, menu)  # "no cream", "take the oat off the latte"
        edits = kinds_taken_off(edits, words, cart, menu)  # "no syrup please": the vanilla comes off
        edits = swapped(edits, words, cart, menu)  # "caramel instead"
        edits = added_to_a_line_named(edits, words, cart)  # "add vanilla to the latte instead"
        edits = add_on_moved(edits, words, cart)  # "put the vanilla in my latte instead"
        edits = more_counted(edits, words, cart)  # "add 2 more of those" of one: three
        edits = repeated(edits, row.repeat, cart)  # "the same again", "another one"
        edits = more_added(edits, words, cart)  # "another shot": one more than the line has
        edits = extra_counted(edits, words, cart)  # "extra vanilla" of a line with vanilla: one more
        edits = add_on_recounted(edits, words, cart, menu)  # "make it 3 pumps": not three drinks
        edits = more_measured(edits, words, cart, menu)  # "one more pump": of the line's syrup
        edits = made_into(edits, words, cart, menu)  # "make the latte a mocha"
        edits = already_so(edits, words, text, cart)  # "make it a dark roast" of a coffee: it is already
        edits = count_corrected(item_corrected(edits, words, cart, menu), words, cart)  # "I meant a mocha"
        edits = choices_kept(edits, words, cart, menu)  # the large oat latte made a mocha: a large oat mocha
        edits = only_kept(edits, words, cart)  # "actually just the latte": the other lines go
        edits = changed_in_turn(edits, words, menu)  # "a small latte. actually, make it a medium"
        edits = replaced_in_turn(edits, words, menu)  # "a flat white, actually no, a cortado"
        edits = value_replaced_in_turn(edits, words, menu)  # "a latte with soy, no wait, almond"
        edits = count_restated(edits, words)  # "two iced lattes, actually three, with oat milk"
        edits = chosen_instead(edits, words, menu)  # "a muffin, do you have bagels? a bagel instead"
        edits = disliked_not_added(edits, words)  # "a steamer, he doesn't like chocolate"
        edits = described_not_ordered(edits, words)  # "i'm not a big coffee drinker, so a chai"
        edits = values_per_line(edits, words, cart, menu)  # "make the mocha large and the latte small"
        edits = listed_values_split(edits, words, menu)  # "three lattes: oat, soy and almond"
        edits = units_named_by_kind(edits, words, menu)  # "two muffins, one blueberry and one lemon"
        edits = counted_units_split(edits, words, menu)  # "three lattes, two with oat milk"
        edits = kind_named_one(edits, words, menu, cart)  # "a blueberry muffin and a lemon one"
        edits = kind_corrected(edits, words, text, cart, menu)  # "a muffin", then "actually a blueberry one"
        edits = made_not_added(edits, words, cart)  # "add a croissant and make the latte large"
        edits = removed_as_named(edits, words, cart)  # "cancel the muffin": not the latte
        edits = swapped_as_named(edits, words, cart)  # "swap the tea for …": the tea goes, not the croissant
        edits = made_but_unwritten(edits, words, cart)  # "remove the muffin and make the latte iced"
        edits = named_not_ordered(edits, words, cart)  # "remove the latte" of a chai latte: not a latte
        edits = named_by_values(edits, words, cart)  # "the one with almond milk should be large"
        edits = named_by_kind(edits, words, cart)  # "the muffin" of the cart's blueberry muffin
        edits = changed_as_named(edits, words, cart)  # "double the honey in the tea": not the bagel
        edits = which_asked(edits, words, cart)  # "remove the muffin" of two muffins: which one?
        edits = which_of_two(edits, words, text, cart, menu)  # "make the latte decaf" of two lattes
        edits = lines_of_people(edits, words, cart)  # "make mine iced", "jen wants oat milk"
        edits = warmed_not_warm(edits, cart, menu)  # "make the muffin warmed": warmed, not warm
        edits = cut_in_half(edits, words, cart, menu)  # "cut the croissant in half": its preparation
        edits = prep_instead(edits, words, cart, menu)  # "warm it instead" of a toasted bagel: not toasted
        edits = preps_qualified(edits, words, cart)  # "lightly toasted": a note of the degree
        edits = one_made_another(edits, words, cart)  # "two lattes" then "make one of them a mocha"
        edits = both_removed(edits, words, cart)  # "remove both"
        edits = both_of_one_line(edits, words, cart)  # "make both cappuccinos iced" of one line of two
        edits = every_line_given(edits, words, cart, menu)  # "add vanilla to all of them": the chai too
        edits = plural_named(edits, words, text, cart)  # "make the lattes decaf" of two latte lines
        edits = it_meant(edits, text, words, cart, menu)  # "make it iced" of a latte ordered before a muffin
        edits = steamer_not_ordered(edits, words, menu)  # "a tea with steamed milk": no steamer
        edits = unlisted_requests(edits, words, cart)  # "a tea with lemon": a note, not dropped
        edits = special_requests(edits, text, cart, menu, row.lacking)  # "a long cappuccino", "no lid"
        edits = milk_counted(edits, text, cart, menu)  # "a coffee with 2 milks": a note of the portions
        edits = amounts_said(edits, text, words, menu)  # "a splash of cream", "vanilla, two pumps"
        edits = notes_not_repeated(edits)  # "with sweet, with sweet cream": once
        edits = notes_taken_back(edits, text, cart, menu)  # "light whip", then "no whip at all"
        edits = named(edits, text, menu)  # a name is no menu word: the model never writes one
        edits = people_given(edits, words)  # "a mocha for me and a latte for my son": whom each is for
        edits = reviewed(edits, text)  # "what's my total?" reads the order back
        edits = asked_not_changed(edits, text, cart, words)  # "is the croissant warm?" changes nothing
        edits = asked_not_ordered(edits, text, cart, words, menu)  # "do the muffins come warm": not added
        edits = what_it_is(edits, text, words)  # "what's a cortado?": what it is, not added
        edits = subjects_filled(edits, text, words)  # "what milks do you have?", "do you have decaf?"
        edits = property_unsure(edits, text, words)  # "is the chai sweet?": not "yes, we have"
        edits = price_asked(edits, text, words)  # "how much is a latte?": its price, not "yes, we have"
        edits = declined_more(edits, text, cart)  # "no thanks" after "anything else?": not a removal
        edits = finished(edits, text)  # "that's it, to go": read back to confirm
        edits = kinds_listed(edits, text)  # "a tea please": the teas to choose from
        edits = kinds_counted(edits, text, words)  # "two teas please": which two teas
        edits = kinds_beside(edits, text, words, menu)  # "a latte and two teas": which two teas too
        edits = count_asked(edits, words, cart, menu)  # "which two teas?" answered "earl grey": two
        edits = removed_restored(edits, words, text, cart)  # "bring the cold brew back", "undo that"
        edits = which_answered(edits, words, cart)  # "which latte?" answered "the oat one": its change made
        edits = last_change_moved(edits, words, cart, menu)  # "make it oat", then "no, the other one"
        edits = offer_taken(edits, words, text, cart)  # "how much is a mocha?", then "I'll have that"
        edits = values_accepted(edits, words, cart, menu)  # "whole milk is fine": set, not the order's end
        edits = greeted(edits, text)  # "hi there": hello back, not the menu's sections
        edits = payment_answered(edits, text, words, menu)  # "can I pay by card?": at the counter
        edits = chosen_not_sold(edits, words, self.menu_words)  # "i'll try the jasmine": we don't have it
        # a thing the menu lacks is said back, not dropped: the menu refuses the line with its reason;
        # a turn that orders one does not finish the order ("add marshmallows" was read as "done")
        if row.lacking:
            edits = [e for e in edits if not isinstance(e, Finish)]
        return edits + [AddLine(item=thing) for thing in row.lacking]

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


# the code that turns words into edits: decoding, grounding, and the readings after the model
_PARSING_MODULES = (
    "ordering.already_so", "ordering.amounts_said", "ordering.asked_not_ordered", "ordering.both",
    "ordering.changed_as_named", "ordering.chosen_unknown", "ordering.corrections", "ordering.count_asked",
    "ordering.counted_words", "ordering.counts_bound", "ordering.counts_not_shared",
    "ordering.customer_described", "ordering.declined_more", "ordering.dsl", "ordering.edits",
    "ordering.fewer_units", "ordering.flavour_named", "ordering.for_whom", "ordering.free_of",
    "ordering.greetings", "ordering.grounding", "ordering.grounding_lines", "ordering.grounding_owed",
    "ordering.grounding_read", "ordering.it_meant", "ordering.items_asked", "ordering.kind_corrected",
    "ordering.kinds_taken_off", "ordering.last_change", "ordering.line_changes", "ordering.made_into",
    "ordering.mentions_demoted", "ordering.mentions_said", "ordering.milk_counted", "ordering.milk_taken_off",
    "ordering.more_measured", "ordering.moved", "ordering.named_by_values", "ordering.named_lines",
    "ordering.names", "ordering.notes", "ordering.notes_overlapping", "ordering.notes_taken_back",
    "ordering.offer_taken", "ordering.one_and_the_other_added", "ordering.options_said",
    "ordering.order_review", "ordering.payment", "ordering.per_line", "ordering.plural_named",
    "ordering.polarity_placed", "ordering.preps_said", "ordering.recounted", "ordering.removed_restored",
    "ordering.repeats", "ordering.replacements", "ordering.replies", "ordering.said",
    "ordering.special_requests", "ordering.steamed_milk_said", "ordering.swapped_as_named", "ordering.swaps",
    "ordering.taken_back", "ordering.turn_words", "ordering.unit_splits", "ordering.units_said",
    "ordering.unknown_things", "ordering.unlisted", "ordering.values_accepted", "ordering.values_placed",
    "ordering.which_answered", "ordering.which_line", "ordering.which_of_two", "ordering.whose_line",
    "preprocessing.features.fuzzy", "preprocessing.features.normalize", "preprocessing.features.protected",
    "preprocessing.features.tagger", "workers.engine.constrained", "workers.engine.prompt", __name__,
)


def parse_code_version() -> str:
    """A digest of the parsing code's source: part of the cache key, so that a parse cached by other code
    is never served after an upgrade."""
    digest = hashlib.sha256()
    for name in _PARSING_MODULES:
        digest.update(Path(importlib.import_module(name).__file__).read_bytes())
    return digest.hexdigest()[:16]


def pipeline_version(pipeline: Any) -> str:
    """Return the feature pipeline's manifest version (attribute `version` or `manifest['version']`)."""
    version = getattr(pipeline, "version", None)
    if version is None:
        manifest = getattr(pipeline, "manifest", None) or {}
        version = (manifest.get("version") if isinstance(manifest, dict)
                   else getattr(manifest, "version", None))
    return str(version) if version is not None else "unknown"
