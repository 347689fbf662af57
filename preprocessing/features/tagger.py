"""MenuTagger: normalised text → model input tokens with menu mentions as one symbol each.

Longest match of menu alias phrases (plural last word allowed) becomes ``kind:name_with_underscores``;
unknown words get a conservative typo correction against alias words (see ``fuzzy.py``); numbers
become ``n1`` … ``n50`` / ``nbig``. The fitted state is plain data (dict / list / str / int) so that
skops can save it without trusting anything beyond this class.
"""

from __future__ import annotations

from sklearn.base import BaseEstimator, TransformerMixin

from preprocessing.features.fuzzy import FuzzyMatcher
from preprocessing.features.normalize import normalize_text
from preprocessing.features.numbers import NUMBER_WORDS, parse_number
from preprocessing.features.protected import OTHER_CAFES_DRINKS, REAL_WORD_TYPOS, protected_candidates
from preprocessing.features.types import MAX_TOKENS, Span, Tagged, number_token, symbol

# When one alias names several things, the earlier kind wins ("foam" → addon, not removal).
KIND_PRIORITY = ("item", "size", "temp", "milk", "caffeine", "shots", "addon", "prep", "removal",
                 "to_go")
PLAIN_KINDS = ("note_word",)  # kept as plain words, only protected from typo correction
MAX_PHRASE_WORDS = 6


# Disfluencies skipped inside a phrase ("a cloud uh and mist tea"), never at its start or end.
FILLERS: tuple[tuple[str, ...], ...] = (("uh",), ("um",), ("umm",), ("uhm",), ("er",), ("erm",), ("ah",),
                                        ("like",), ("right",), ("i", "think"), ("you", "know"), ("i", "mean"))


def _skip_fillers(words: list[str], j: int, most: int = 2) -> int:
    """Index of the first word at or after j that is not part of up to `most` fillers."""
    for _ in range(most):
        for f in FILLERS:
            if tuple(words[j:j + len(f)]) == f:
                j += len(f)
                break
        else:
            return j
    return j


# Phrases that are something else in some contexts: (kind, phrase) → (words before, words after)
# that block the match. "i'm going to go for a latte" is no take-away; "room please" asks for room in the
# cup, but "a room temperature latte" is the note's temperature, and "light on the room" / "very little room"
# are special requests (notes), as "light on the milk" is.
BLOCKED_CONTEXTS: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]] = {
    ("to_go", "to go"): (("going", "want", "have", "need", "like", "got", "ready"),
                         ("for", "with", "ahead", "back", "over", "through", "now")),
    ("prep", "room"): (("the", "little", "on"), ("temperature", "temp", "temperatures")),
    # "sweet cream" is no half and half (the menu has none)
    ("milk", "cream"): (("sweet",), ()),
}


# Café short names of an item made with an add-on, read as their full words: "a white mocha" is a mocha with
# the white chocolate sauce (the menu's "white mocha sauce"), as "a white chocolate mocha" already reads.
# The last word may be plural ("two white mochas"); not where the first word ends a menu phrase ("a flat
# white mocha" is a flat white and a mocha, as before).
SHORT_NAMES: dict[tuple[str, ...], tuple[str, ...]] = {
    ("white", "mocha"): ("white", "chocolate", "mocha"),
}
# Café names of a drink the menu makes of its own items, read as their recipe: a london fog is an earl grey
# made as a latte with vanilla (`ordering.tea_latte`), a red eye a coffee with a shot of espresso, a black eye
# one with two, an espresso con panna one with whipped cream; and words whose sense the words before settle.
RECIPES: dict[tuple[str, ...], tuple[str, ...]] = {
    ("london", "fog"): ("vanilla", "earl", "grey", "latte"),
    ("red", "eye"): ("coffee", "with", "a", "shot"),
    ("black", "eye"): ("coffee", "with", "two", "shots"),
    ("con", "panna"): ("with", "whipped", "cream"),  # "an espresso con panna"
    # "a cappuccino with cocoa" is dusted with it, not a hot chocolate beside it ("a cup of cocoa" is one)
    ("with", "cocoa"): ("with", "cocoa", "powder"),
    ("extra", "cocoa"): ("extra", "cocoa", "powder"),
    **{(amount, "of", "cocoa"): (amount, "of", "cocoa", "powder")  # "a sprinkle of cocoa" on a cappuccino
       for amount in ("sprinkle", "sprinkling", "dusting", "dash", "pinch", "touch", "bit")},
    # "sprinkle some cocoa on it", "and cocoa on top": put on a drink, the powder
    **{(*verb, "cocoa"): (*verb, "cocoa", "powder") for verb in (("sprinkle",), ("sprinkle", "some"))},
    **{("cocoa", "on", line): ("cocoa", "powder", "on", line)
       for line in ("top", "it", "that", "this", "them", "both", "mine")},
}
_RECIPE_STARTS = frozenset(short[0] for short in RECIPES)  # a word no name starts with is passed at once
# Said of a drink, "skinny" with a flavour is nonfat milk and the flavour's sugar-free syrup, where the menu
# has one: "a skinny vanilla latte" (but "a pump of skinny vanilla" is the syrup alone, the menu's alias).
SHORT_NAMES_BEFORE_ITEM: dict[tuple[str, ...], tuple[str, ...]] = {
    ("skinny", "vanilla"): ("skinny", "sugar", "free", "vanilla"),
}

# Menu words said in chat as a shorter real word, read as the menu word only where an item is ordered:
# after an article, a count or a value of the drink ("a late", "two lrg lates", "an oat late"), never "i'm
# running late" nor "too late to change it".
# Barista shorthand reads the same way: "2 esp", "a sm cap w/ oat" (never "a cap on the cup": a lid's).
ITEM_TYPOS: dict[str, str] = {"late": "latte", "lates": "lattes", "esp": "espresso", "esps": "espressos",
                              "cap": "cappuccino", "caps": "cappuccinos"}
ORDERING_WORDS = frozenset({"a", "an", "one", "another", "two", "three", "four", "five", "six", "more"})
_NOT_AFTER_ITEM = frozenset({"on", "off", "of", "onto"})  # "a cap on it" is a lid
# Short words of a value said where an item is ordered and right before the item: "a med van latte" is
# vanilla. ("an ice latte" stays the ice add-on: the corpus says the add-on so, as the held-out gold does.)
VALUE_TYPOS: dict[str, str] = {"van": "vanilla"}
VALUE_KINDS = ("size", "temp", "milk", "caffeine", "shots", "addon")


# Words that may follow a kind said after its item ("a muffin, blueberry please").
_KIND_CLOSERS = frozenset({",", ".", "?", "!", "please", "thanks", "thank", "too", "then", "for", "to"})


def _word_before(words: list[str], start: int, most: int = 2) -> str:
    """The word before words[start], past up to `most` fillers ("light on the i think room": "the")."""
    j = start
    for _ in range(most):
        filler = next((f for f in FILLERS if j >= len(f) and tuple(words[j - len(f):j]) == f), None)
        if filler is None:
            break
        j -= len(filler)
    return words[j - 1] if j > 0 else ""


def _blocked(kind: str, phrase: str, words: list[str], start: int, end: int) -> bool:
    """Whether the words around words[start:end] make this phrase mean something else."""
    ctx = BLOCKED_CONTEXTS.get((kind, phrase))
    if ctx is None:
        return False
    before = {words[start - 1] if start > 0 else "", _word_before(words, start)}  # "want to go", "like to go"
    after = words[end] if end < len(words) else ""
    return bool(before & set(ctx[0])) or after in ctx[1]


def _recipe_at(words: list[str], i: int) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(the café name, its recipe's words) of a `RECIPES` name said at ``words[i]``, the last word maybe
    plural ("two red eyes"), or None."""
    for short, full in RECIPES.items():
        said = words[i:i + len(short)]
        after = words[i + len(short)] if i + len(short) < len(words) else ""
        if (len(said) == len(short) and tuple(said[:-1]) == short[:-1]
                and short[-1] in (said[-1], *singular_forms(said[-1])) and after != full[-1]):
            return short, full  # not "with cocoa powder", said in full already
    return None


def singular_forms(word: str) -> list[str]:
    """Return the possible singular forms of a plural ("lattes" → ["latte", "latt"], "latte's")."""
    if len(word) < 4 or not word.endswith("s") or word.endswith("ss"):
        return []
    if word.endswith("'s"):
        return [word[:-2]]
    out = [word[:-1]]
    if word.endswith("es") and word[:-2].endswith(("s", "x", "z", "ch", "sh", "o")):
        out.append(word[:-2])  # "peaches", but not "james" → "jam"
    if word.endswith("ies"):
        out.append(word[:-3] + "y")
    return out


class MenuTagger(BaseEstimator, TransformerMixin):
    """Tag menu mentions and numbers in normalised texts; fit() compiles the menu lexicon.

    lexicon: list of (alias, kind, name) tuples (``[tuple(e) for e in menu.lexicon()]``); None means
    the default menu (``ordering.menu.load_menu()``) at fit time. Never fitted at request time.
    """

    def __init__(self, lexicon=None, menu_version: str = "", max_tokens: int = MAX_TOKENS,
                 fuzzy: bool = True):
        self.lexicon = lexicon
        self.menu_version = menu_version
        self.max_tokens = max_tokens
        self.fuzzy = fuzzy

    @classmethod
    def from_menu(cls, menu, **kwargs) -> MenuTagger:
        """Build an unfitted tagger from an ``ordering.menu.Menu``."""
        lex = [(e.alias, e.kind, e.name) for e in menu.lexicon()]
        return cls(lexicon=lex, menu_version=menu.version, **kwargs)

    # ----------------------------------------------------------------- fitting (offline)
    def fit(self, X=None, y=None):
        """Compile the lexicon into phrase → [kind, name] tables (X and y are ignored)."""
        lexicon = self.lexicon
        if lexicon is None:
            from ordering.menu import load_menu

            menu = load_menu()
            lexicon = [(e.alias, e.kind, e.name) for e in menu.lexicon()]
            self.menu_version_ = menu.version
        else:
            self.menu_version_ = self.menu_version
        rank = {k: i for i, k in enumerate(KIND_PRIORITY)}
        phrases: dict[str, list[str]] = {}
        plain: set[str] = set()
        for alias, kind, name in lexicon:
            key = normalize_text(alias)
            if not key:
                continue
            if kind in PLAIN_KINDS:
                plain.update(key.split())
                continue
            if kind not in rank:
                raise ValueError(f"lexicon entry {alias!r}: unknown kind {kind!r}")
            if all(w.isdigit() or w in NUMBER_WORDS for w in key.split()):
                continue  # a bare number ("2" for shots:2) is a number token, never a symbol
            if len(key.split()) > MAX_PHRASE_WORDS:
                raise ValueError(f"lexicon entry {alias!r}: more than {MAX_PHRASE_WORDS} words")
            old = phrases.get(key)
            if old is None or rank[kind] < rank[old[0]]:
                phrases[key] = [kind, str(name)]
        if not phrases:
            raise ValueError("empty menu lexicon")
        counts: dict[str, int] = {}
        for p in phrases:
            for w in set(p.split()):
                counts[w] = counts.get(w, 0) + 1
        anchors = {w for kind, name in phrases.values() for w in normalize_text(name).split()}
        anchors |= {w for w, c in counts.items() if c >= 2}
        self.phrases_ = phrases
        self.max_phrase_words_ = max(len(p.split()) for p in phrases)
        self.fuzzy_pool_ = sorted(w for w in counts if len(w) >= 4 and w.isalpha())
        self.anchor_words_ = sorted(w for w in anchors if len(w) >= 4 and w.isalpha())
        self.real_word_typos_ = {w: list(before) for w, before in REAL_WORD_TYPOS.items()}
        self.protected_ = []
        self._build_runtime()  # unprotected matcher: find which protected words it would touch
        self.protected_ = sorted(w for w in protected_candidates(plain | NUMBER_WORDS)
                                 if self._rt_matcher.correct(w, self._rt_known) is not None)
        self._build_runtime()
        return self

    def _build_runtime(self) -> None:
        """Derive the fast lookup structures (not serialised) from the fitted plain data."""
        self._rt_known = frozenset(w for p in self.phrases_ for w in p.split())
        self._rt_prefixes = frozenset(" ".join(p.split()[:k]) for p in self.phrases_
                                      for k in range(1, len(p.split())))
        self._rt_item_starts = frozenset(w for p, (kind, _) in self.phrases_.items() if kind == "item"
                                         for w in (p.split()[0], p.split()[0] + "s"))
        self._rt_value_ends = frozenset(p.split()[-1] for p, (kind, _) in self.phrases_.items()
                                        if kind in VALUE_KINDS)
        targets = {p: tuple(v) for p, v in self.phrases_.items() if " " not in p}
        protected = sorted({*self.protected_, *OTHER_CAFES_DRINKS})  # the fitted list, and drinks of no menu
        self._rt_matcher = FuzzyMatcher(self.fuzzy_pool_, self.anchor_words_, protected, targets)

    def __getstate__(self):
        """Serialise only the plain fitted data, not the derived lookup structures."""
        state = super().__getstate__()
        return {k: v for k, v in state.items() if not k.startswith("_rt_")}

    def __setstate__(self, state):
        """Restore the plain data and rebuild the lookup structures."""
        super().__setstate__(state)
        if hasattr(self, "phrases_"):
            self._build_runtime()

    # ----------------------------------------------------------------- tagging (request time)
    def transform(self, X):
        """Tag every normalised text of X → list of ``Tagged``."""
        if not hasattr(self, "_rt_known"):
            raise RuntimeError("MenuTagger is not fitted")
        return [self.tag(x) for x in X]

    def _fixed_form(self, word: str) -> str | None:
        """A typo correction or split of a word for phrase lookup ("lavendar" → "lavender"), or None."""
        if not self.fuzzy or not word.isalpha():
            return None
        if word not in self._rt_known and any(s in self._rt_known for s in singular_forms(word)):
            return None
        return self._rt_matcher.correct(word, self._rt_known)

    def _match(self, words: list[str], fixed: list[str], i: int) -> tuple[list[str], int, bool] | None:
        """Longest alias phrase at words[i:], as written or corrected, fillers inside skipped.

        Returns ([kind, name], words used, corrected) or None. "earl uh grey" is earl grey tea.
        """
        best, best_len = None, 0
        for forms in (words, fixed):
            window = slice(i, i + 2 * self.max_phrase_words_)
            if forms is fixed and fixed[window] == words[window]:
                break
            head, j, count = "", i, 0
            while j < len(words) and count < self.max_phrase_words_:
                if count:
                    j = _skip_fillers(words, j)
                    if j >= len(words):
                        break
                last = forms[j]
                count += 1
                if count > best_len:
                    for cand in (last, *singular_forms(last)):
                        key = f"{head} {cand}" if head else cand
                        hit = self.phrases_.get(key)
                        if hit is not None and not _blocked(hit[0], key, words, i, j + 1):
                            best, best_len = (hit, j + 1 - i, forms is fixed), count
                            break
                head = f"{head} {last}" if head else last
                j += 1
                if head not in self._rt_prefixes:
                    break
        return best

    def _item_typo(self, words: list[str], fixed: list[str], i: int) -> bool:
        """Whether words[i] (an `ITEM_TYPOS` word) is said where an item is ordered: after an article, a
        count, or the last word of a value ("large", "iced", "oat milk"), fillers skipped."""
        j = i
        while j > 0 and words[j - 1] in ("uh", "um", "uhh", "umm", "er"):
            j -= 1
        if j == 0:
            return False
        before = fixed[j - 1].split()[-1]
        if i + 1 < len(words) and words[i + 1] in _NOT_AFTER_ITEM:
            return False
        return (before in ORDERING_WORDS or before.isdigit()
                or before in self._rt_value_ends or words[j - 1] in self._rt_value_ends)

    def _value_typo(self, words: list[str], fixed: list[str], i: int) -> bool:
        """Whether words[i] (a `VALUE_TYPOS` word) is said where an item is ordered, right before it."""
        return (i + 1 < len(words) and fixed[i + 1].split()[0] in self._rt_item_starts
                and self._item_typo(words, fixed, i))

    def _kind_said_after(self, words: list[str], i: int) -> tuple[list[str], int] | None:
        """(the words of a kind, the index after them) where the item word at i is followed by its kind: "a
        muffin, blueberry please" is a blueberry muffin, "a muffin? lemon poppyseed" a lemon poppyseed one.
        Only a kind that is no menu word of its own, said last or before a closing word."""
        head = words[i]
        j = i + 1
        if j < len(words) and words[j] in (",", "?", "."):
            j += 1
        for n in (2, 1):
            kind = words[j:j + n]
            end = j + n
            if len(kind) < n or not all(w.isalpha() for w in kind) or " ".join(kind) in self.phrases_:
                continue
            if end < len(words) and words[end] not in _KIND_CLOSERS:
                continue
            hit = self.phrases_.get(" ".join([*kind, head])) or next(
                (self.phrases_.get(" ".join([*kind, s])) for s in singular_forms(head)
                 if " ".join([*kind, s]) in self.phrases_), None)
            if hit is not None and hit[0] == "item":
                return kind, end
        return None

    def _kinds_before(self, words: list[str]) -> list[str]:
        """The words with each kind said after its item word put before it (`_kind_said_after`)."""
        out: list[str] = []
        i = 0
        while i < len(words):
            hit = self.phrases_.get(words[i]) or next(
                (self.phrases_.get(s) for s in singular_forms(words[i]) if s in self.phrases_), None)
            said = self._kind_said_after(words, i) if hit is not None and hit[0] == "item" else None
            if said is None:
                out.append(words[i])
                i += 1
                continue
            kind, end = said
            out += [*kind, words[i]]
            if words[i + 1] in ("?", "."):
                out.append(words[i + 1])
            i = end
        return out

    def _full_names(self, words: list[str]) -> list[str]:
        """The words with each café short name (`SHORT_NAMES`) said in full."""
        out: list[str] = []
        i = 0
        while i < len(words):
            recipe = _recipe_at(words, i) if words[i] in _RECIPE_STARTS else None
            if recipe is not None:  # "a london fog", "two red eyes"
                short, full = recipe
                out += full
                i += len(short)
                continue
            for short, full in (*SHORT_NAMES.items(), *SHORT_NAMES_BEFORE_ITEM.items()):
                said = words[i:i + len(short)]
                after = words[i + len(short)] if i + len(short) < len(words) else ""
                if (len(said) == len(short) and said[:-1] == list(short[:-1])
                        and short[-1] in (said[-1], *singular_forms(said[-1]))
                        and not (i and f"{words[i - 1]} {words[i]}" in self.phrases_)
                        and (short in SHORT_NAMES or after in self._rt_item_starts)):
                    out += [*full[:-1], said[-1]]
                    i += len(short)
                    break
            else:
                out.append(words[i])
                i += 1
        return out

    def tag(self, text: str) -> Tagged:
        """Tag one normalised text."""
        words = self._kinds_before(self._full_names(text.split()))
        text = " ".join(words)
        fixed = [self._fixed_form(w) or w for w in words]
        for i, word in enumerate(words):
            if word in ITEM_TYPOS and self._item_typo(words, fixed, i):
                fixed[i] = ITEM_TYPOS[word]
        for i, word in enumerate(words):
            if word in VALUE_TYPOS and self._value_typo(words, fixed, i):
                words[i] = fixed[i] = VALUE_TYPOS[word]
        text = " ".join(words)
        for i in range(1, len(words)):
            before = self.real_word_typos_.get(words[i])
            if before is not None and words[i - 1] in before:
                fixed[i] = words[i]  # "the latter" is the word, "an iced latter" a typo
        trace = getattr(self, "_rt_trace", None)
        tokens: list[str] = []
        spans: list[Span] = []
        i = 0
        while i < len(words) and len(tokens) < self.max_tokens:
            hit = self._match(words, fixed, i)
            if hit is not None:
                (kind, name), n, corrected = hit
                if corrected and trace is not None:
                    trace.append((" ".join(words[i:i + n]), " ".join(fixed[i:i + n])))
                tokens.append(symbol(kind, name))
                spans.append(Span(i, i + n, kind, name, " ".join(words[i:i + n])))
                i += n
                continue
            num = parse_number(words, i)
            if num is not None:
                value, n = num
                surface = " ".join(words[i:i + n])
                if value == 0:
                    tokens.append("zero")
                else:
                    tokens.append(number_token(value))
                    spans.append(Span(i, i + n, "number", str(value), surface))
                i += n
                continue
            tokens.append(words[i])
            i += 1
        return Tagged(text=text, tokens=tokens, spans=spans)

    def __sklearn_tags__(self):
        """Declare string input to scikit-learn."""
        tags = super().__sklearn_tags__()
        tags.input_tags.string = True
        return tags
