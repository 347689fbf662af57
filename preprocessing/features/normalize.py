"""TextNormalizer: raw customer text (str or bytes, any garbage) → one line of space-separated tokens.

Steps: decode bytes (invalid UTF-8 replaced), NFKC, accents off Latin letters, control / zero-width /
private-use characters removed, emoji and symbols to spaces, lower-case, chat abbreviations expanded,
punctuation split into tokens (only ``, . ? !`` kept), ``%`` kept on numbers ("2%"), apostrophes kept
inside words ("i'd"), hyphens split words ("non-fat" → "non fat"), length capped.
"""

from __future__ import annotations

import re
import unicodedata

from sklearn.base import BaseEstimator, TransformerMixin

MAX_CHARS = 600

# Chat abbreviations and spellings, one token in → words out (after lower-casing and splitting).
ABBREVIATIONS: dict[str, str] = {
    "pls": "please", "plz": "please", "plse": "please", "pleeze": "please", "pleez": "please",
    "pleas": "please", "plese": "please", "pleae": "please", "pleaes": "please", "pleaese": "please",
    "pleease": "please", "pleasee": "please", "thankyou": "thank you", "thanku": "thank you",
    "thx": "thanks", "thnx": "thanks", "thanx": "thanks", "tks": "thanks", "ty": "thank you",
    "u": "you", "ur": "your", "r": "are", "n": "and",
    "lg": "large", "lrg": "large", "lge": "large", "sm": "small", "sml": "small", "med": "medium",
    "larg": "large", "lrge": "large", "smal": "small", "smll": "small", "mdm": "medium",  # too short to fix
    "lat": "latte", "lats": "lattes", "latt": "latte", "capp": "cappuccino", "capps": "cappuccinos",
    "reg": "regular", "dbl": "double", "xtra": "extra", "xtr": "extra", "xl": "extra large", "ea": "each",
    "w": "with", "wit": "with", "bc": "because", "cuz": "because", "coz": "because",
    "gimme": "give me", "lemme": "let me", "gotta": "got to", "wanna": "want to", "gonna": "going to",
    "im": "i'm", "ive": "i've", "id": "i'd", "ill": "i'll", "dont": "don't", "didnt": "didn't",
    "doesnt": "doesn't", "cant": "can't", "wont": "won't", "isnt": "isn't", "thats": "that's",
    "whats": "what's", "theres": "there's", "youre": "you're", "hows": "how's", "lets": "let's",
    "ok": "okay", "k": "okay", "kk": "okay", "okey": "okay", "oky": "okay",
    "yep": "yes", "yup": "yes", "yeah": "yes", "yea": "yes",
    "nope": "no", "nah": "no", "nvm": "never mind", "idk": "i don't know", "btw": "by the way",
    "asap": "as soon as possible", "abt": "about", "tho": "though", "thru": "through",
    "togo": "to go", "em": "them",  # "one of 'em with vanilla": one of them
    "skimmed": "skim",  # British: "a flat white with skimmed milk" (the milk was lost); "semi skimmed" below
    "sweetened": "sweetener",  # "an iced coffee, sweetened": the menu's sweetener (the word was lost)
}

_QUOTES = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201b": "'", "\u02bc": "'", "\u00b4": "'", "`": "'", "\u2032": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": " - ", "\u2014": " - ", "\u2212": "-",
    "\u2044": "/", "\u2215": "/",
})
_DROP_CATEGORIES = frozenset({"Cf", "Cs", "Co", "Cn", "Me"})  # invisible, surrogate, private, unassigned
_SPACE_CATEGORIES = frozenset({"Cc", "Zs", "Zl", "Zp", "So", "Sk", "Sm", "Sc", "Pd", "Ps", "Pe",
                               "Pi", "Pf", "Pc"})
_NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "ten": "10"}

_RE_ASCII_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_RE_HALF = re.compile(r"(?<![\d/])1/2(?![\d/])")
_RE_WITHOUT = re.compile(r"(?<![a-z0-9])w/o(?![a-z0-9])")
_RE_WITH = re.compile(r"(?<![a-z0-9])w/")
_RE_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_RE_PERCENT_WORD = re.compile(r"\b(\d+|one|two|three|four|five|ten)\s*(?:%|percent|per cent|pct)(?![a-z])")
_RE_DIGIT_LETTER = re.compile(r"(?<=\d)(?=[^\W\d_])(?!(?:st|nd|rd|th)\b)")
_RE_LETTER_DIGIT = re.compile(r"(?<=[^\W\d_])(?=\d)")
_RE_TOKEN = re.compile(r"\d+(?:\.\d+)?%?|[^\W_]+(?:'[^\W_]+)*|[,.?!;:]")
_PUNCT_MAP = {";": ",", ":": ","}
# "that it" typed for "that's it" (ending the order), where nothing but thanks or the end follows
_RE_THAT_IT = re.compile(
    r"^(\W*(?:ok(?:ay)?\W+)?)that\s+it\b(?=\W*(?:$|thanks?\b|thank\s+you\b|for\s+now\b))")


def _clean_chars(text: str) -> str:
    """NFKC, drop invisible and private characters, turn symbols/emoji/control into spaces."""
    if text.isascii():
        return _RE_ASCII_CONTROL.sub(" ", text.translate(_QUOTES))
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    out: list[str] = []
    prev_latin = False
    for ch in unicodedata.normalize("NFKD", text):
        if ch.isascii():
            if ch.isprintable():
                out.append(ch)
            else:
                out.append(" ")
            prev_latin = ch.isalpha()
            continue
        cat = unicodedata.category(ch)
        if cat == "Mn" and prev_latin:
            continue  # accent on a Latin letter: "latté" → "latte"
        if cat in _SPACE_CATEGORIES:
            out.append(" ")
        elif cat in _DROP_CATEGORIES:
            continue
        else:
            out.append(ch)
        prev_latin = False
    return unicodedata.normalize("NFKC", "".join(out))


def normalize_text(raw: object, max_chars: int = MAX_CHARS) -> str:
    """Normalise one customer text (str, bytes or anything) into space-separated lower-case tokens."""
    if raw is None:
        return ""
    if isinstance(raw, (bytes, bytearray, memoryview)):
        text = bytes(raw)[: max_chars * 8].decode("utf-8", errors="replace")
    else:
        text = raw if isinstance(raw, str) else str(raw)
    text = _clean_chars(text[: max_chars * 4]).lower()
    text = _RE_THAT_IT.sub(r"\1that's it", text)
    text = _RE_HALF.sub(" half ", text).replace("&", " and ").replace("+", " and ")
    text = _RE_WITHOUT.sub(" without ", text)
    text = _RE_WITH.sub(" with ", text)
    text = _RE_THOUSANDS.sub("", text)
    text = _RE_PERCENT_WORD.sub(lambda m: _NUMBER_WORDS.get(m.group(1), m.group(1)) + "% ", text)
    text = _RE_LETTER_DIGIT.sub(" ", _RE_DIGIT_LETTER.sub(" ", text))
    tokens: list[str] = []
    for tok in _RE_TOKEN.findall(text):
        tok = _PUNCT_MAP.get(tok, tok)
        expanded = ABBREVIATIONS.get(tok)
        if expanded is not None:
            tokens.extend(expanded.split())
        elif tok in ",.?!" and tokens and tokens[-1] in ",.?!":
            if tokens[-1] == ",":
                tokens[-1] = tok  # ", ." → "."; repeated punctuation collapses to one token
        else:
            tokens.append(tok)
    while tokens and tokens[0] in ",.?!":
        tokens.pop(0)
    return _cap(_pairs_fixed(_kids_temp(_ounces_in_digits(_iced_chocolate_named(_portion_of_the(tokens))))),
                max_chars)


_PORTIONS = frozenset({"slice", "slices", "piece", "pieces"})


def _portion_of_the(tokens: list[str]) -> list[str]:
    """The tokens without the "the" of "a slice of the banana bread", which orders one as "a slice of banana
    bread" does (the menu's name for it); with "the", no name of the menu was found and the turn was lost."""
    return [t for i, t in enumerate(tokens)
            if not (t == "the" and i >= 2 and tokens[i - 1] == "of" and tokens[i - 2] in _PORTIONS)]


# what may follow "iced chocolate" when it names no drink of its own ("an iced chocolate croissant")
_CHOCOLATE_OF = frozenset({"croissant", "croissants", "sauce", "syrup", "chip", "chips", "milk", "muffin",
                           "muffins", "cake", "drizzle", "mocha", "mochas", "latte", "lattes", "bar", "bars"})


def _iced_chocolate_named(tokens: list[str]) -> list[str]:
    """"An iced chocolate" is the hot chocolate served iced: read as "an iced hot chocolate" (the menu's word
    "chocolate" alone is its chocolate sauce)."""
    out: list[str] = []
    for i, tok in enumerate(tokens):
        out.append(tok)
        if tok == "iced" and tokens[i + 1 : i + 2] == ["chocolate"] and (
                i + 2 == len(tokens) or tokens[i + 2] not in _CHOCOLATE_OF):
            out.append("hot")
    return out


_OUNCE_WORDS = frozenset({"oz", "ounce", "ounces"})
_OUNCES = {"eight": "8", "twelve": "12", "sixteen": "16", "twenty": "20"}  # the menu's cup sizes


def _ounces_in_digits(tokens: list[str]) -> list[str]:
    """"A twelve ounce latte" names the 12 oz cup, as "a 12 oz latte" does (the number read alone was
    twelve lattes): a cup size in words, before "oz" / "ounce", is written in digits; "ounces" is "ounce"."""
    out = list(tokens)
    for i, tok in enumerate(tokens[:-1]):
        if tokens[i + 1] in _OUNCE_WORDS and (tok in _OUNCES or tok in _OUNCES.values()):
            out[i] = _OUNCES.get(tok, tok)
            out[i + 1] = "ounce" if tokens[i + 1] == "ounces" else tokens[i + 1]
    return out


_KID = frozenset({"kid", "kids", "kid's", "kids'", "child", "childs", "child's", "children's"})


def _kids_temp(tokens: list[str]) -> list[str]:
    """"Kid temperature", "children's temp": the menu's warm ("kids temp"; the words were lost)."""
    out: list[str] = []
    for tok in tokens:
        if tok in ("temperature", "temp") and out and out[-1] in _KID:
            out[-1:] = ["kids", "temp"]
        else:
            out.append(tok)
    return out


# two words said together that mean other words: a run-together word, a real word misspelt ("a chia tea
# latte" is a chai, "a hot coco" a hot cocoa; both real words, so the fuzzy matcher keeps them), or a shot
# word that is no shot
# ("can you double check my order" changed the flat white to a double)
_PAIRS = {
    ("chia", "tea"): ("chai", "tea"), ("chia", "teas"): ("chai", "teas"),
    ("chia", "latte"): ("chai", "latte"), ("chia", "lattes"): ("chai", "lattes"),
    ("hot", "coco"): ("hot", "cocoa"), ("hot", "cocoas"): ("hot", "cocoas"),
    ("semi", "skim"): ("2%",),  # "semi-skimmed milk": the British reduced-fat milk, not skim
    ("double", "check"): ("check",), ("double", "checking"): ("checking",),
    # "nevermind the muffin" takes the muffin off as "never mind the muffin" does ("nevermind" alone is
    # the model's: nothing changed)
    ("nevermind", "the"): ("never", "mind", "the"), ("nevermind", "my"): ("never", "mind", "my"),
    ("nevermind", "about"): ("never", "mind", "about"),
}


# "take out the caramel" takes it off; "take out" said otherwise is the order's way ("a latte, take out")
_TAKEN_OUT = frozenset({"the", "my", "that", "this", "those", "these", "all", "everything", "one", "both"})


def _pairs_fixed(tokens: list[str]) -> list[str]:
    """The tokens with each pair of `_PAIRS` said as it means, and "take out" of a thing named ("take out the
    caramel": the tagger read the order's take-out, and the caramel stayed) said "remove"."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        fixed = _PAIRS.get(tuple(tokens[i:i + 2]))
        if tokens[i:i + 2] == ["take", "out"] and tokens[i + 2:i + 3] and tokens[i + 2] in _TAKEN_OUT:
            fixed = ("remove",)
        out.extend(fixed if fixed else tokens[i:i + 1])
        i += 2 if fixed else 1
    return out


def _cap(tokens: list[str], max_chars: int) -> str:
    """Join tokens with spaces, dropping whole tokens past max_chars."""
    out: list[str] = []
    size = 0
    for tok in tokens:
        size += len(tok) + (1 if out else 0)
        if size > max_chars:
            break
        out.append(tok)
    return " ".join(out)


class TextNormalizer(BaseEstimator, TransformerMixin):
    """Stateless sklearn transformer: list of raw texts → list of normalised texts."""

    def __init__(self, max_chars: int = MAX_CHARS):
        self.max_chars = max_chars

    def fit(self, X=None, y=None):
        """Nothing to learn; returns self."""
        return self

    def transform(self, X):
        """Normalise every text of X (str, bytes or None items)."""
        return [normalize_text(x, self.max_chars) for x in X]

    def __sklearn_tags__(self):
        """Declare string input and statelessness to scikit-learn."""
        tags = super().__sklearn_tags__()
        tags.input_tags.string = True
        tags.requires_fit = False
        return tags
