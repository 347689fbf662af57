"""Constrained batched decoding: masks, left-padded batch == one-by-one, every output parses, row failures."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
import torch

from ordering.cart import Cart, Line
from workers.engine.constrained import EOS_TOKEN, NOTE_WORD, GrammarMasker, PrefixGrammar
from workers.engine.engine import Engine, ParseRequest
from workers.engine.model import load_model, save_random_checkpoint
from workers.engine.tokenizer import build_tokenizer, load_tokenizer

ITEMS = ("item:latte", "item:mocha", "item:espresso")
SIZES = ("size:small", "size:large")
WORDS = ("i", "want", "a", "please", "and", "hot", "extra", "with", "the", "milk")
SMALL = {"hidden": 64, "layers": 2, "heads": 2, "kv_heads": 1, "head_dim": 32, "intermediate": 128,
         "max_pos": 128}


class TinyState:
    """A small edit grammar: none | add ITEM [SIZE] [note w.. /note] (; add ...)* | del LK."""

    def __init__(self, lines: int):
        self.lines, self.stage, self.edits, self.words, self.sized, self.noted = lines, "start", 0, 0, 0, 0

    def allowed(self) -> frozenset[str]:
        """Return the legal next tokens."""
        s = self.stage
        if s == "start":
            return frozenset({"none", "add"} | ({"del"} if self.lines else set()))
        if s in ("none", "end"):
            return frozenset({EOS_TOKEN})
        if s == "add":
            return frozenset(ITEMS)
        if s == "del":
            return frozenset(f"L{i}" for i in range(1, self.lines + 1))
        if s == "note":
            return frozenset({NOTE_WORD} | ({"/note"} if self.words else set()))
        opts = {EOS_TOKEN} | ({";"} if self.edits < 3 else set())
        return frozenset(opts | (set() if self.sized else set(SIZES)) | (set() if self.noted else {"note"}))

    def advance(self, tok: str) -> None:
        """Consume one token."""
        allowed = self.allowed()
        assert tok in allowed or (NOTE_WORD in allowed and tok != EOS_TOKEN), (tok, self.stage)
        s = self.stage
        if s == "start":
            self.stage, self.edits = {"none": "none", "add": "add", "del": "del"}[tok], 1
        elif s == "del":
            self.stage = "end"
        elif s == "add":
            self.stage, self.sized, self.noted = "opts", 0, 0
        elif s == "note":
            self.words += 1
            if tok == "/note" or self.words > 3:
                self.stage = "opts"
        elif tok == ";":
            self.stage, self.edits = "add", self.edits + 1
        elif tok == "note":
            self.stage, self.noted, self.words = "note", 1, 0
        else:
            self.sized = 1


class TinyGrammar:
    """Grammar protocol used by the engine: start(cart) and parse(tokens, cart)."""

    def start(self, cart: Cart, turn_tokens=None, intent=None) -> TinyState:
        """Start a state; carts with unknown items are refused (to test row failures)."""
        if any(line.item == "poison" for line in cart.lines):
            raise ValueError("poisoned cart")
        return TinyState(len(cart.lines))

    def parse(self, tokens: list[str], cart: Cart) -> list[tuple[str, ...]]:
        """Validate then split into edits (tuples)."""
        state = self.start(cart)
        for tok in [*tokens, EOS_TOKEN]:
            state.advance(tok)
        if tokens == ["none"]:
            return []
        edits, cur = [], []
        for tok in tokens:
            if tok == ";":
                edits.append(tuple(cur))
                cur = []
            else:
                cur.append(tok)
        return [*edits, tuple(cur)]


@dataclass(frozen=True)
class Feats:
    """Features as the pipeline returns them (the parts the engine uses)."""

    text: str
    tokens: list[str]
    intent: str


class WordPipeline:
    """Stand-in feature pipeline: whitespace words; the text 'boom' breaks it."""

    def transform(self, texts: list[str]) -> list[Feats]:
        """Return one Feats per text."""
        if "boom" in texts:
            raise RuntimeError("pipeline failure")
        return [Feats(t, t.split(), "order") for t in texts]


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """Decode on one torch thread: on a shared 2-core machine two threads thrash (100x slower)."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    """An engine over a small random GLM with the tiny grammar."""
    folder = tmp_path_factory.mktemp("glm")
    tok = build_tokenizer([*WORDS, *ITEMS, *SIZES])
    save_random_checkpoint(folder, tok, seed=5, **SMALL)  # seed 5: varied, long outputs
    return Engine(load_model(folder, device="cpu"), load_tokenizer(folder), WordPipeline(), TinyGrammar(),
                  max_new_tokens=40, readings=False)  # decoding alone: no readings of menu words after it


def random_cart(rng: random.Random) -> Cart:
    """A cart of 0..4 lines with random items and sizes."""
    lines = [Line(id=i + 1, item=rng.choice(["latte", "mocha", "espresso"]), qty=rng.randint(1, 3),
                  size=rng.choice([None, "small", "large"])) for i in range(rng.randint(0, 4))]
    return Cart(lines=lines, next_line_id=len(lines) + 1)


def random_requests(n: int, seed: int) -> list[ParseRequest]:
    """n requests with random texts (1..12 words) and carts, so prompt lengths differ."""
    rng = random.Random(seed)
    return [ParseRequest(" ".join(rng.choices(WORDS + ITEMS, k=rng.randint(1, 12))), random_cart(rng))
            for _ in range(n)]


def test_masker_picks_best_allowed_and_caches():
    words = ["<pad>", "<unk>", "<bos>", "<eos>", "<sep>", "add", "a", "b", "x:y"]
    vocab = {t: i for i, t in enumerate(words)}
    masker = GrammarMasker(vocab, vocab_size=10, eos_id=3)
    logits = torch.arange(10, dtype=torch.float).repeat(3, 1)
    rows = [masker.allowed_ids({"add", "a"}), masker.allowed_ids({EOS_TOKEN}), masker.allowed_ids({"zzz"})]
    assert masker.choose(logits, rows) == [6, 3, None]
    assert masker.allowed_ids({NOTE_WORD}) == (6, 7)  # plain words only: no symbols, specials, verbs
    assert masker.bias((5, 6)) is masker.bias((5, 6))
    assert torch.isinf(masker.bias((5, 6))).sum() == 8


def test_constrained_output_always_parses(engine):
    requests = random_requests(60, seed=1)
    results = engine.parse_batch(requests)
    grammar = TinyGrammar()
    outputs = set()
    for req, res in zip(requests, results, strict=True):
        assert res.understood == bool(res.edits)
        assert grammar.parse(res.output.split(), req.cart) == res.edits  # grammatical, same edits
        for edit in res.edits:
            if edit[0] == "del":
                assert 1 <= int(edit[1][1:]) <= len(req.cart.lines)  # only lines that exist
        outputs.add(res.output)
    assert len(outputs) > 10 and any(";" in o and "note" in o for o in outputs)  # varied, long


@pytest.mark.parametrize("prefill_chunk", [8, 3])  # 3: prefill in 4 length-sorted chunks, caches joined
def test_batched_equals_one_by_one(engine, prefill_chunk, monkeypatch):
    monkeypatch.setattr(engine, "prefill_chunk", prefill_chunk)
    requests = random_requests(12, seed=2)
    assert len({len(r.text.split()) for r in requests}) > 3  # left padding really happens
    batched = engine.parse_batch(requests)
    single = [engine.parse_batch([r])[0] for r in requests]
    assert [r.output for r in batched] == [r.output for r in single]
    assert batched == single


class PhraseState(TinyState):
    """TinyState where every item is followed by the forced words "with milk" (as the menu's grammar
    forces tokens after a choice): runs of forced tokens to jump over."""

    def __init__(self, lines: int):
        super().__init__(lines)
        self.phrase: list[str] = []

    def allowed(self) -> frozenset[str]:
        """The next forced word, else TinyState's choices."""
        return frozenset(self.phrase[:1]) or super().allowed()

    def advance(self, tok: str) -> None:
        """Consume a forced word, or one token of TinyState (an item starts the phrase)."""
        if self.phrase:
            assert tok == self.phrase.pop(0)
            return
        super().advance(tok)
        if tok in ITEMS:
            self.phrase = ["with", "milk"]


class PhraseGrammar(TinyGrammar):
    """TinyGrammar with PhraseState."""

    def start(self, cart: Cart, turn_tokens=None, intent=None) -> PhraseState:
        """A PhraseState for the cart."""
        return PhraseState(len(cart.lines))

    def parse(self, tokens: list[str], cart: Cart) -> list[tuple[str, ...]]:
        """Check the phrase follows each item, then parse the rest as TinyGrammar."""
        state = self.start(cart)
        for tok in [*tokens, EOS_TOKEN]:
            state.advance(tok)
        return super().parse([t for t in tokens if t not in ("with", "milk")], cart)


def test_jump_forward_takes_forced_tokens_without_the_model(engine):
    """Forced tokens are fed with the next choice (or in the prompt): same outputs, fewer passes."""
    made = {jump: Engine(engine.model, engine.tokenizer, WordPipeline(), PhraseGrammar(), max_new_tokens=40,
                         jump_forward=jump) for jump in (True, False)}
    requests = random_requests(24, seed=7)
    chosen_from: dict[bool, list[torch.Tensor]] = {True: [], False: []}  # the logits of each real choice
    outputs, counts = {}, {}
    for jump, eng in made.items():
        choose, forward, passes = eng.masker.choose, eng.forward, []

        def record(logits, allowed, jump=jump, choose=choose):
            chosen_from[jump].extend(logits[r].clone() for r, ids in enumerate(allowed) if len(ids) > 1)
            return choose(logits, allowed)

        def counted(*args, forward=forward, passes=passes, **kwargs):
            passes.append(1)
            return forward(*args, **kwargs)

        eng.masker.choose, eng.forward = record, counted
        outputs[jump] = [eng.parse_batch([r])[0] for r in requests]
        counts[jump] = len(passes)
        eng.masker.choose = choose
        outputs[jump] += eng.parse_batch(requests)
    assert outputs[True] == outputs[False]
    assert len(chosen_from[True]) == len(chosen_from[False])  # one by one: the same choices, same logits
    assert all(torch.allclose(a, b, atol=1e-4) for a, b in zip(*chosen_from.values(), strict=True))
    assert sum("with milk" in r.output for r in outputs[True]) > 10  # the forced phrase was decoded
    assert counts[True] < 0.8 * counts[False]
    grammar = PhraseGrammar()
    for req, res in zip(requests * 2, outputs[True], strict=True):
        assert res.edits == (grammar.parse(res.output.split(), req.cart) if res.understood else [])


def test_fast_forward_decodes_as_transformers_does(engine):
    slow = Engine(engine.model, engine.tokenizer, WordPipeline(), TinyGrammar(), max_new_tokens=40,
                  fast_forward=False)
    assert type(engine.forward).__name__ == "FastGlm" and slow.forward is engine.model
    requests = random_requests(30, seed=8)
    assert engine.parse_batch(requests) == slow.parse_batch(requests)
    one_by_one = [(engine.parse_batch([r])[0], slow.parse_batch([r])[0]) for r in requests[:10]]
    assert all(fast == transformers for fast, transformers in one_by_one)


def test_one_bad_row_does_not_fail_the_batch(engine):
    good = random_requests(3, seed=4)
    poisoned = ParseRequest("i want a latte", Cart(lines=[Line(id=1, item="poison")]))
    results = engine.parse_batch([good[0], poisoned, good[1], ParseRequest("boom", Cart()), good[2]])
    assert [r.understood for r in results][1] is False and results[3].understood is False
    alone = [engine.parse_batch([g])[0] for g in good]
    assert [results[0], results[2], results[4]] == alone
    assert engine.parse_batch([]) == []


def test_grammar_error_mid_decode_fails_only_its_row(engine, monkeypatch):
    class Fragile(TinyState):
        def advance(self, tok):
            if self.lines == 4:
                raise RuntimeError("grammar bug")
            super().advance(tok)

    requests = random_requests(8, seed=6)
    assert {len(r.cart.lines) for r in requests} >= {4} and len({len(r.cart.lines) for r in requests}) > 1
    expected = engine.parse_batch(requests)
    monkeypatch.setattr(TinyGrammar, "start", lambda self, cart, *grounding: Fragile(len(cart.lines)))
    got = engine.parse_batch(requests)
    for req, before, after in zip(requests, expected, got, strict=True):
        assert after == before if len(req.cart.lines) != 4 else not after.understood


def test_budget_overrun_is_not_understood(engine):
    engine_short = Engine(engine.model, engine.tokenizer, WordPipeline(), TinyGrammar(), max_new_tokens=1)
    res = engine_short.parse_batch([ParseRequest("i want a latte", Cart())])[0]
    # one token: "none" may end (parses to no edits) while "add" cannot end without an item
    assert res.output in ("none", "add") and res.understood is False


def test_prefix_grammar_adapter():
    class Prefix:
        def allowed_next(self, prefix, cart):
            return {"done"} if not prefix else {EOS_TOKEN}

        def parse(self, tokens):
            return [tuple(tokens)]

    grammar = PrefixGrammar(Prefix())
    state = grammar.start(Cart())
    assert state.allowed() == {"done"}
    state.advance("done")
    assert state.allowed() == {EOS_TOKEN}
    assert grammar.parse(["done"], Cart()) == [("done",)]
