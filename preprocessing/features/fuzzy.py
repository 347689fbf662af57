"""Conservative typo correction of unknown words against the menu's alias words (rapidfuzz).

Distances count a swap of two neighbouring letters as one edit ("mocah" of "mocha", "latet" of "latte"),
the commonest typo after a letter left out: optimal string alignment, not plain Levenshtein, which counted
two and left a five-letter word uncorrected."""

from __future__ import annotations

from rapidfuzz import process
from rapidfuzz.distance import OSA, Levenshtein

MIN_LEN = 5
CACHE_SIZE = 20_000
_MISS = object()


def max_distance(word: str) -> int:
    """Edits allowed for a word: 0 under 5 letters, 1 for 5–7 letters, 2 for 8 or more."""
    n = len(word)
    return 0 if n < MIN_LEN else 1 if n <= 7 else 2


def _dropped_letters(word: str, cand: str) -> bool:
    """Whether word is cand with letters left out ("macha" of "matcha"), the commonest typo."""
    it = iter(cand)
    return len(word) < len(cand) and all(ch in it for ch in word)


class FuzzyMatcher:
    """Find the alias word an unknown word is a typo of, or a split of a glued pair ("oatmilk")."""

    def __init__(self, pool: list[str], anchors: list[str], protected: list[str],
                 targets: dict[str, object] | None = None):
        self.targets = targets or {}  # one-word alias → what it names, to settle ties
        self.pool = list(pool)
        self.anchors = list(anchors)
        self.anchor_set = frozenset(anchors)
        self.protected = frozenset(protected)
        self._cache: dict[str, str | None] = {}  # word → correction; bounded, cleared when full

    def correct(self, word: str, known: frozenset[str]) -> str | None:
        """Return the lookup form for a word ("cappnccino" → "cappuccino") or None.

        A word of the lexicon is corrected only towards anchor words (words of canonical names or of
        two or more aliases), so a typo alias ("lavendar") still joins a longer phrase.
        """
        cached = self._cache.get(word, _MISS)  # .get: another thread may clear the cache meanwhile
        if cached is not _MISS:
            return cached
        out = None
        if word in known:
            if word not in self.anchor_set and len(word) >= MIN_LEN and word not in self.protected:
                out = self._closest(word, self.anchors)
        elif len(word) >= MIN_LEN and word not in self.protected:
            out = self._split(word, known) or self._closest(word, self.pool)
            if out is None and word.endswith("s") and word[:-1] not in self.protected:
                out = self._closest(word[:-1], self.pool)
        if len(self._cache) >= CACHE_SIZE:
            self._cache.clear()
        self._cache[word] = out
        return out

    @staticmethod
    def _split(word: str, known: frozenset[str]) -> str | None:
        """Split a glued pair of alias words ("oatmilk" → "oat milk"), parts of 3+ letters."""
        for k in range(3, len(word) - 2):
            if word[:k] in known and word[k:] in known:
                return f"{word[:k]} {word[k:]}"
        return None

    def _closest(self, word: str, pool: list[str]) -> str | None:
        """The unique closest pool word within max_distance(word), or None."""
        limit = max_distance(word)
        if limit == 0:
            return None
        hits = process.extract(word, pool, scorer=OSA.distance, score_cutoff=limit, limit=None)
        if not hits:
            return self._letters_dropped(word, pool, limit + 1)
        best = min(h[1] for h in hits)
        cands = [h[0] for h in hits if h[1] == best]
        if len(cands) > 1:
            same = {self.targets.get(c) for c in cands}
            if len(same) == 1 and None not in same:
                return min(cands)  # equally close, but all name the same menu value

            def key(c: str) -> tuple:
                """Prefer the same first letter, a dropped-letter typo, an anchor word, a close length."""
                return (c[0] != word[0], not _dropped_letters(word, c), c not in self.anchor_set,
                        abs(len(c) - len(word)))

            cands.sort(key=key)
            if key(cands[0]) == key(cands[1]):
                return None  # ambiguous: two equally good corrections
        return cands[0]

    @staticmethod
    def _letters_dropped(word: str, pool: list[str], limit: int) -> str | None:
        """The one pool word ``word`` is with letters left out ("blubery" of "blueberry"), one edit more
        than a word of its length is allowed otherwise, and the same first letter; else None."""
        hits = process.extract(word, pool, scorer=Levenshtein.distance, score_cutoff=limit, limit=None)
        cands = {c for c, _, _ in hits if c[0] == word[0] and _dropped_letters(word, c)}
        return cands.pop() if len(cands) == 1 else None
