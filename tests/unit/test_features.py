"""Feature pipeline: normaliser, numbers, menu tagger (real menu), intent classifier, pipeline."""

from __future__ import annotations

import random
import statistics
import time

import pytest

from ordering.menu import load_menu
from preprocessing.features.intent import IntentClassifier, collapse
from preprocessing.features.normalize import normalize_text
from preprocessing.features.numbers import parse_number
from preprocessing.features.pipeline import FeaturePipeline
from preprocessing.features.tagger import MenuTagger
from preprocessing.features.types import INTENTS, Span

# Typo aliases of the menu: removed from the lexicon in the fuzzy tests, so that the typo must be
# found by the matcher, not by an alias someone added for it.
TYPO_WORDS = {"cappnccino", "cappucino", "cappuccion", "machiatto", "machiato", "hazlenut", "sweetner",
              "breatfast", "lavendar", "decaffinated", "decalf", "decafe", "cortada", "cortando"}


def synthetic_corpus(menu, n: int = 700, seed: int = 3) -> list[tuple[str, str]]:
    """A small labelled (text, intent) corpus from the menu, for tests only."""
    rng = random.Random(seed)
    items = [i.display for i in menu.items.values()]
    milks = [name for (g, name) in menu.options if g == "milk"]
    addons = [name for (g, name) in menu.options if g == "addon"]
    sizes = ["small", "medium", "large", "tall", "grande", "venti"]
    tpl = {
        "order": ["can i get a {size} {item}", "i'd like {num} {item} with {milk}", "a {item} please",
                  "let me have a {item} with {addon} and a {item2}", "hi, {num} {size} {item} to go"],
        "change": ["make that {milk} instead", "actually change the {item} to {size}",
                   "can you make it {size}", "switch the first one to {milk}", "make it iced"],
        "remove": ["remove the {item}", "take off the {item}", "never mind the {item2}, drop it",
                   "delete the second one", "no {item} after all, remove it"],
        "question": ["what {kind} do you have?", "how much is a {item}?", "do you have {milk}?",
                     "is the {item} sweet?", "what comes in a {item}?"],
        "finish": ["that's all", "that's it, thanks", "yes, that's everything", "done, i'm ready to pay",
                   "nothing else, thank you"],
        "cancel": ["cancel my order", "forget everything, cancel it", "start over please",
                   "cancel the whole thing", "scrap the order"],
        "offtopic": ["what's the weather like", "tell me a joke", "roses are red", "who won the game?",
                     "i like turtles", "asdf qwerty", "bonjour, un petit café"],
    }
    out = []
    for k in range(n):
        intent = INTENTS[k % len(INTENTS)]
        text = rng.choice(tpl[intent]).format(
            size=rng.choice(sizes), item=rng.choice(items), item2=rng.choice(items), milk=rng.choice(milks),
            addon=rng.choice(addons), num=rng.choice(["two", "3", "one", "a"]),
            kind=rng.choice(["milks", "syrups", "teas"]))
        out.append((text, intent))
    return out


@pytest.fixture(scope="module")
def menu():
    return load_menu()


@pytest.fixture(scope="module")
def tagger(menu):
    return MenuTagger.from_menu(menu).fit()


@pytest.fixture(scope="module")
def clean_tagger(menu):
    """A tagger without the menu's typo aliases: typos must come from fuzzy matching."""
    lex = [(e.alias, e.kind, e.name) for e in menu.lexicon() if not set(e.alias.split()) & TYPO_WORDS]
    assert len(lex) < len(menu.lexicon())
    return MenuTagger(lexicon=lex, menu_version=menu.version).fit()


@pytest.fixture(scope="module")
def pipe(menu):
    texts, intents = zip(*synthetic_corpus(menu), strict=True)
    return FeaturePipeline.from_menu(menu, min_df=1).fit(list(texts), list(intents))


def toks(tagger, text: str) -> list[str]:
    return tagger.tag(normalize_text(text)).tokens


# ------------------------------------------------------------------------------------- normaliser
@pytest.mark.parametrize(("raw", "expected"), [
    ("Hi, I'd like a LATTE w/ oat milk pls!!!", "hi , i'd like a latte with oat milk please !"),
    ("2 % milk and two percent milk", "2% milk and 2% milk"),
    ("Caffè Latté", "caffe latte"),
    ("lat\u200bte\u200d", "latte"),
    ("Ｌａｔｔｅ\tplease\n\n", "latte please"),
    ("don’t   want   it", "don't want it"),
    ("w/o foam, u know", "without foam , you know"),
    ("18,000 lattes", "18000 lattes"),
    ("a 12oz coffee x2", "a 12 oz coffee x 2"),
    ("half & half", "half and half"),
    ("non-fat milk", "non fat milk"),
    ("Latte... ok?!", "latte . okay ?"),
    ("an iced chocolate please", "an iced hot chocolate please"),  # the hot chocolate, iced
    ("an iced chocolate croissant", "an iced chocolate croissant"),
    ("a twelve ounce latte", "a 12 ounce latte"),  # the cup size, not twelve lattes
    ("two sixteen ounces mochas", "two 16 ounce mochas"),
    ("twelve lattes", "twelve lattes"),
    ("kid temperature", "kids temp"),
    ("an iced coffee, sweetened", "an iced coffee , sweetener"),
    ("unsweetened", "unsweetened"),
    ("at children's temp", "at kids temp"),
    ("a venti chia tea latte", "a venti chai tea latte"),  # chai misspelt as a real word
    ("two chia lattes and chia seeds", "two chai lattes and chia seeds"),
    ("a hot coco", "a hot cocoa"),
    ("can you double-check my order", "can you check my order"),  # no double shot
    ("a double espresso", "a double espresso"),
    ("nevermind the muffin", "never mind the muffin"),
    ("actually take out the caramel", "actually remove the caramel"),  # not the order's take-out
    ("a slice of the banana bread", "a slice of banana bread"),  # the menu's name for it
    ("a piece of the pie", "a piece of pie"),
    ("one of the lattes", "one of the lattes"),
    ("a latte, take out please", "a latte , take out please"),
    ("a flat white with skimmed milk", "a flat white with skim milk"),  # British
    ("a semi-skimmed cortado", "a 2% cortado"),
    ("Semi skimmed milk", "2% milk"),
    ("one of 'em with vanilla", "one of them with vanilla"),
    ("a latt with oat", "a latte with oat"),  # too short for the spelling fix
    ("that it", "that's it"),  # the order's end, typed without "'s"
    ("ok that it, thanks", "okay that's it , thanks"),
    ("is that it?", "is that it ?"),  # asked
    ("make that it", "make that it"),
    ("😀😀 🎉", ""),
    ("", ""),
])
def test_normalize(raw, expected):
    assert normalize_text(raw) == expected


def test_normalize_bytes_and_garbage():
    assert normalize_text(b"\xff\xfelatte \xc3\xa9") == "latte e"
    assert normalize_text("\ud800oops\x00\x07") == "oops"
    assert normalize_text(None) == ""
    long = normalize_text("latte " * 500)
    assert len(long) <= 600 and long.endswith("latte")


# ------------------------------------------------------------------------------------- numbers
@pytest.mark.parametrize(("words", "value", "used"), [
    ("two lattes", 2, 1), ("twenty one mochas", 21, 2), ("a dozen", None, 0), ("dozen", 12, 1),
    ("eighteen thousand", 18000, 2), ("one hundred and five", 105, 4), ("18000", 18000, 1),
    ("forty", 40, 1), ("two hundred and", 200, 2),
])
def test_parse_number(words, value, used):
    got = parse_number(words.split(), 0)
    assert (got is None and value is None) or got == (value, used)


# ------------------------------------------------------------------------------------- tagger
@pytest.mark.parametrize(("text", "expected"), [
    ("a chai tea latte", ["a", "item:chai_latte"]),
    ("with 2% lactose free", ["with", "milk:2%_lactose-free_milk"]),
    ("venti iced decaf", ["size:large", "temp:iced", "caffeine:decaf"]),
    ("a double, a doppio", ["a", "shots:2", ",", "a", "shots:2"]),
    ("vanilla and room for cream to go", ["addon:vanilla_syrup", "and", "prep:with_room", "to_go:true"]),
    ("for here", ["to_go:false"]),
    ("two cortados and 3 mochas", ["n2", "item:cortado", "and", "n3", "item:mocha"]),
    ("2 flat whites", ["n2", "item:flat_white"]),  # a bare "2" is a number, never shots:2
    ("eighteen thousand lattes", ["nbig", "item:latte"]),
    ("no foam, no ice", ["no", "addon:foam", ",", "no", "addon:ice"]),
    ("an english uh breakfast tea", ["an", "item:english_breakfast_tea"]),
    ("two Latte's", ["n2", "item:latte"]),
    ("oatmilk latte", ["milk:oat_milk", "item:latte"]),
    ("a mocha to go, pls", ["a", "item:mocha", "to_go:true", ",", "please"]),
    ("i'm going to go for a mocha", ["i'm", "going", "to", "go", "for", "a", "item:mocha"]),
    ("i'm james", ["i'm", "james"]),  # not "jam" + "es"
])
def test_tagger_symbols(tagger, text, expected):
    assert toks(tagger, text) == expected


@pytest.mark.parametrize(("text", "symbol"), [
    ("a cappnccino", "item:cappuccino"), ("two machiattos", "item:macchiato"),
    ("hazlenut syrup", "addon:hazelnut_syrup"), ("a sweetner", "addon:sweetener"),
    ("english breatfast tea", "item:english_breakfast_tea"),
    ("lavendar earl grey", "item:lavender_earl_grey_tea"), ("decaffinated", "caffeine:decaf"),
    ("a capuccinno", "item:cappuccino"), ("carmel", "addon:caramel_syrup"),
    ("an iced latter", "item:latte"), ("macha lattes", "item:matcha_latte"),
    ("a blubery mufin", "item:blueberry_muffin"),  # letters left out: one edit more than its length allows
])
def test_fuzzy_typos(clean_tagger, text, symbol):
    assert symbol in toks(clean_tagger, text)


@pytest.mark.parametrize("text", [
    "my name is marge", "what shows are on", "the speakers are loud", "did you notice", "see you later",
    "i'll take the latter", "it doesn't matter", "could you hurry", "right there", "i was thinking",
])
def test_real_words_are_not_corrected(tagger, text):
    assert not [t for t in toks(tagger, text) if ":" in t], toks(tagger, text)


def test_the_shipped_tagger_protects_the_words_a_fit_of_todays_menu_protects(tagger):
    from preprocessing.features import load_pipeline

    shipped = load_pipeline().tagging.named_steps["tag"]
    assert shipped.protected_ == tagger.protected_  # else `coffeeglm refit-tagger`
    for text, word in (("how does the mocha taste", "taste"), ("a piece of carrot cake", "carrot"),
                       ("i spend a lot here", "spend")):  # not toasted, carry-out, splenda
        assert word in shipped.tag(normalize_text(text)).tokens
    assert shipped.tag(normalize_text("a latte with wiped cream")).tokens[-1] == "addon:whipped_cream"


@pytest.mark.parametrize(("said", "expected"), [
    ("a mocah please", ["a", "item:mocha", "please"]), ("a latet", ["a", "item:latte"]),
    ("a capucicno", ["a", "item:cappuccino"]),
    ("back and forth", ["back", "and", "forth"]), ("i spilt it", ["i", "spilt", "it"]),  # real words kept
])
def test_two_neighbouring_letters_swapped_are_one_typo(tagger, said, expected):
    assert toks(tagger, said) == expected


def test_the_shipped_engine_orders_a_mocha_typed_mocah(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "1 mocah please")
    assert lines(cart) == [{"item": "mocha", "qty": 1}]


@pytest.mark.parametrize("word", ["frappuccino", "frappucino", "frapuccinos"])
def test_other_cafes_drinks_are_not_corrected_into_ours(tagger, word):
    assert toks(tagger, f"a {word} please") == ["a", word, "please"]  # not "item:cappuccino"


def test_spans(tagger):
    tagged = tagger.tag(normalize_text("Two large oat milk lattes to go"))
    assert tagged.tokens == ["n2", "size:large", "milk:oat_milk", "item:latte", "to_go:true"]
    words = tagged.text.split()
    assert tagged.spans[0] == Span(0, 1, "number", "2", "two")
    assert tagged.spans[2] == Span(2, 4, "milk", "oat milk", "oat milk")
    for s in tagged.spans:
        assert " ".join(words[s.start:s.end]) == s.surface


def test_token_cap(tagger):
    tagged = tagger.tag(normalize_text("latte and " * 60))
    assert len(tagged.tokens) == 64
    assert all(s.start < 64 for s in tagged.spans)


def test_tagger_symbols_are_dsl_symbols(menu, tagger):
    from ordering.dsl import output_tokens

    dsl = set(output_tokens(menu))
    made = {f"{k}:{n.replace(' ', '_')}" for k, n in tagger.phrases_.values()}
    assert {s for s in made if not s.startswith("to_go:")} <= dsl
    assert {s.split(":")[0] for s in made} >= {"item", "milk", "size", "temp", "caffeine", "shots", "addon"}


def test_fitted_state_is_plain_data(tagger):
    def plain(v):
        if isinstance(v, (str, int, float, bool, type(None))):
            return True
        if isinstance(v, (list, tuple)):
            return all(plain(x) for x in v)
        if isinstance(v, dict):
            return all(isinstance(k, str) and plain(x) for k, x in v.items())
        return False

    state = tagger.__getstate__()
    assert not [k for k in state if k.startswith("_rt_")]
    assert all(plain(v) for v in state.values())


def test_unfitted_tagger_refuses():
    with pytest.raises(RuntimeError):
        MenuTagger(lexicon=[("latte", "item", "latte")]).transform(["latte"])
    with pytest.raises(ValueError):
        MenuTagger(lexicon=[("latte", "drink", "latte")]).fit()


# ------------------------------------------------------------------------------------- intent
def test_collapse():
    assert collapse(["n2", "item:latte", "with", "milk:oat_milk", "nbig"]) == "<num> <item> with <milk> <num>"


def test_intent_classifier_fast_path_matches_sklearn(menu, pipe):
    texts = [t for t, _ in synthetic_corpus(menu, n=120, seed=9)]
    tagged = pipe.tag(texts)
    clf = pipe.intent
    proba = clf.predict_proba(tagged)
    fast = clf.predict(tagged)
    assert fast == [str(clf.classes_[i]) for i in proba.argmax(axis=1)]


def test_intent_rejects_unknown_label():
    with pytest.raises(ValueError, match="unknown intent"):
        IntentClassifier().fit(["a latte"], ["buy"])


# ------------------------------------------------------------------------------------- pipeline
def test_pipeline_features(pipe):
    f = pipe.transform(["Can I get two large oat milk lattes to go, pls?"])[0]
    assert f.text == "can i get two large oat milk lattes to go , please ?"
    assert f.tokens == ["can", "i", "get", "n2", "size:large", "milk:oat_milk", "item:latte", "to_go:true",
                        ",", "please", "?"]
    assert f.intent == "order"
    assert [s.kind for s in f.spans] == ["number", "size", "milk", "item", "to_go"]
    assert pipe.transform(["cancel my order please"])[0].intent == "cancel"
    assert pipe.transform(["what syrups do you have?"])[0].intent == "question"


@pytest.mark.parametrize("raw", ["", "   ", "😀🎉", "\x00\x01", b"\xff\xfe\xfa", "zzzz qqqq", "???", "¿¡"])
def test_pipeline_garbage_is_offtopic(pipe, raw):
    f = pipe.transform([raw])[0]
    assert f.intent == "offtopic"
    assert not [t for t in f.tokens if ":" in t]


def test_pipeline_never_raises(pipe):
    rng = random.Random(5)
    alphabet = "latte mocha 2% oat , . ? ! \u200b\u202e😀éß\x00\t\n'\"-/&"
    alphabet += "".join(map(chr, range(0x370, 0x3FF)))
    texts: list = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 300))) for _ in range(150)]
    texts += [bytes(rng.randrange(256) for _ in range(rng.randint(0, 200))) for _ in range(50)]
    texts += ["x" * 100_000, "latte " * 10_000, "\ud83d", "1" * 5000, "nine " * 200]
    out = pipe.transform(texts)
    assert len(out) == len(texts)
    assert all(len(f.tokens) <= 64 and f.intent in INTENTS and len(f.text) <= 600 for f in out)


def test_unfitted_pipeline_raises(menu):
    from sklearn.exceptions import NotFittedError

    with pytest.raises(NotFittedError):
        FeaturePipeline.from_menu(menu).transform(["a latte"])


def test_transform_latency(pipe, menu):
    texts = [t for t, _ in synthetic_corpus(menu, n=300, seed=11)]
    pipe.transform(texts[:20])
    times = []
    for t in texts:
        t0 = time.perf_counter()
        pipe.transform([t])
        times.append((time.perf_counter() - t0) * 1000)
    median = statistics.median(times)
    print(f"\nfeature pipeline: median {median:.3f} ms, max {max(times):.3f} ms per single text")
    assert median < 5.0


def test_the_shipped_engine_takes_out_the_caramel(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "can I get a latte with vanilla and caramel",
                             "actually take out the caramel")
    assert cart.to_go is None and cart.lines[0].addons == {"vanilla syrup": 1}
    assert replies[1] == "Changed the latte: without caramel syrup. Anything else?"


def test_the_shipped_engine_orders_a_slice_of_the_banana_bread(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "can i get a slice of the banana bread")
    assert [line.item for line in cart.lines] == ["latte", "banana bread"]
    assert replies[1] == "Added a slice of banana bread ($3.75). Anything else?"



def test_the_shipped_engine_ends_the_order_at_that_it(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "a latte", "that it")
    assert replies[1].startswith("Here's your order: a latte ($4.75).")
