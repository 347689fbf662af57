"""IntentClassifier: tagged tokens → order|change|remove|question|finish|cancel|offtopic.

TF-IDF over word 1–2 grams of the tagged tokens with every symbol collapsed to its kind
(``item:latte`` → ``<item>``) and every number to ``<num>``, so one item generalises to all, then a
multinomial logistic regression. Input with no known feature at all is ``offtopic``.
"""

from __future__ import annotations

import numpy as np
from sklearn.base import BaseEstimator, ClassifierMixin
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression

from preprocessing.features.types import INTENTS, Tagged, is_number_token, is_symbol

FALLBACK = "offtopic"


def collapse(tokens: list[str]) -> str:
    """Join tokens for the vectorizer, symbols as ``<kind>`` and numbers as ``<num>``."""
    out = []
    for t in tokens:
        if is_symbol(t):
            out.append(f"<{t.split(':', 1)[0]}>")
        elif is_number_token(t):
            out.append("<num>")
        else:
            out.append(t)
    return " ".join(out)


def _docs(X) -> list[str]:
    """Accept Tagged objects, token lists or already-joined strings."""
    docs = []
    for x in X:
        if isinstance(x, Tagged):
            docs.append(collapse(x.tokens))
        elif isinstance(x, str):
            docs.append(collapse(x.split()))
        else:
            docs.append(collapse(list(x)))
    return docs


class IntentClassifier(BaseEstimator, ClassifierMixin):
    """TF-IDF (1–2 grams over collapsed tokens) + logistic regression over the fixed intent labels."""

    def __init__(self, C: float = 4.0, ngram_max: int = 2, min_df: int = 2, max_iter: int = 2000):
        self.C = C
        self.ngram_max = ngram_max
        self.min_df = min_df
        self.max_iter = max_iter

    def fit(self, X, y):
        """Fit on tagged texts X and intent labels y (every label must be one of INTENTS)."""
        y = [str(v) for v in y]
        bad = sorted(set(y) - set(INTENTS))
        if bad:
            raise ValueError(f"unknown intent labels: {bad}; expected {INTENTS}")
        docs = _docs(X)
        self.vectorizer_ = TfidfVectorizer(
            token_pattern=r"\S+", lowercase=False, ngram_range=(1, self.ngram_max),
            min_df=self.min_df, sublinear_tf=True, dtype=np.float32,
        )
        feats = self.vectorizer_.fit_transform(docs)
        self.vectorizer_.__dict__.pop("stop_words_", None)  # pruned n-grams (older sklearn): large
        self.model_ = LogisticRegression(C=self.C, max_iter=self.max_iter)
        self.model_.fit(feats, y)
        self.classes_ = self.model_.classes_
        return self

    def _weights(self):
        """(vocabulary, idf, coef, intercept) for the fast path, cached on the instance."""
        cached = self.__dict__.get("_rt_weights")
        if cached is None:
            coef, icpt = self.model_.coef_, self.model_.intercept_
            if coef.shape[0] == 1:  # binary LR has one row: score of classes_[1]
                coef, icpt = np.vstack([-coef, coef]) / 2, np.hstack([-icpt, icpt]) / 2
            cached = (self.vectorizer_.vocabulary_, self.vectorizer_.idf_.astype(np.float64),
                      np.ascontiguousarray(coef.T, dtype=np.float64), icpt.astype(np.float64))
            self._rt_weights = cached
        return cached

    def _scores(self, doc: str) -> np.ndarray | None:
        """Class scores of one document, the same TF-IDF arithmetic as the vectorizer (None: no feature)."""
        vocab, idf, coef_t, icpt = self._weights()
        toks = doc.split()
        counts: dict[int, int] = {}
        for n in range(1, self.ngram_max + 1):
            for i in range(len(toks) - n + 1):
                j = vocab.get(toks[i] if n == 1 else " ".join(toks[i:i + n]))
                if j is not None:
                    counts[j] = counts.get(j, 0) + 1
        if not counts:
            return None
        idx = np.fromiter(counts.keys(), dtype=np.int64, count=len(counts))
        w = (1.0 + np.log(np.fromiter(counts.values(), dtype=np.float64, count=len(counts)))) * idf[idx]
        w /= np.sqrt(w @ w)
        return w @ coef_t[idx] + icpt

    def predict(self, X) -> list[str]:
        """Predict one intent per tagged text; ``offtopic`` where no feature is known."""
        out = []
        for doc in _docs(X):
            scores = self._scores(doc)
            out.append(FALLBACK if scores is None else str(self.classes_[int(scores.argmax())]))
        return out

    def __getstate__(self):
        """Serialise without the fast-path cache."""
        return {k: v for k, v in super().__getstate__().items() if not k.startswith("_rt_")}

    def predict_proba(self, X) -> np.ndarray:
        """Class probabilities per tagged text (columns in ``classes_`` order)."""
        return self.model_.predict_proba(self.vectorizer_.transform(_docs(X)))
