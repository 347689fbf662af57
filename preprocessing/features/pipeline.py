"""FeaturePipeline: sklearn Pipeline(TextNormalizer → MenuTagger) plus the intent classifier.

Fitted offline (``preprocessing.fit_pipeline``), saved with skops (``preprocessing.features.io``);
at request time only ``transform`` runs, and it never raises on any str / bytes input.
"""

from __future__ import annotations

import logging

from sklearn.base import BaseEstimator, TransformerMixin
from sklearn.exceptions import NotFittedError
from sklearn.pipeline import Pipeline

from preprocessing.features.intent import IntentClassifier
from preprocessing.features.normalize import TextNormalizer
from preprocessing.features.tagger import MenuTagger
from preprocessing.features.types import Features, Tagged

log = logging.getLogger(__name__)
FALLBACK_INTENT = "offtopic"


class FeaturePipeline(BaseEstimator, TransformerMixin):
    """Raw texts → ``Features`` (normalised text, model input tokens, intent, spans)."""

    def __init__(self, tagging: Pipeline | None = None, intent: IntentClassifier | None = None):
        self.tagging = tagging
        self.intent = intent

    @classmethod
    def from_menu(cls, menu, **intent_params) -> FeaturePipeline:
        """An unfitted pipeline for a menu (``ordering.menu.Menu``)."""
        tagging = Pipeline([("normalize", TextNormalizer()), ("tag", MenuTagger.from_menu(menu))])
        return cls(tagging=tagging, intent=IntentClassifier(**intent_params))

    @property
    def menu_version(self) -> str:
        """The version of the menu the tagger was fitted on."""
        return self.tagging.named_steps["tag"].menu_version_

    def fit(self, X, y):
        """Fit the tagger on the menu, then the intent classifier on texts X with intents y."""
        if self.tagging is None or self.intent is None:
            raise ValueError("FeaturePipeline needs a tagging pipeline and an intent classifier")
        self.tagging.fit(X)
        self.intent.fit(self.tagging.transform(X), y)
        return self

    def tag(self, texts) -> list[Tagged]:
        """Normalise and tag texts, without the intent (the steps called directly: no per-call overhead)."""
        out = list(texts)
        for _, step in self.tagging.steps:
            out = step.transform(out)
        return out

    def transform(self, texts) -> list[Features]:
        """Turn raw texts (str or bytes) into ``Features``; garbage gives no tokens and ``offtopic``."""
        if self.intent is None or not hasattr(self.intent, "model_"):
            raise NotFittedError("FeaturePipeline is not fitted: run preprocessing.fit_pipeline offline")
        texts = list(texts)
        try:
            tagged = self.tag(texts)
        except Exception:  # a bug must not take the turn down: tag one by one, fall back to empty
            log.exception("feature pipeline: batch tagging failed, tagging one by one")
            tagged = [self._safe_tag(t) for t in texts]
        try:
            intents = self.intent.predict(tagged)
        except Exception:
            log.exception("feature pipeline: intent prediction failed")
            intents = [FALLBACK_INTENT] * len(tagged)
        return [Features(text=t.text, tokens=list(t.tokens), intent=i if t.tokens else FALLBACK_INTENT,
                         spans=list(t.spans)) for t, i in zip(tagged, intents, strict=True)]

    def _safe_tag(self, text) -> Tagged:
        """Tag one text; an empty result if anything goes wrong."""
        try:
            return self.tag([text])[0]
        except Exception:
            log.exception("feature pipeline: tagging failed for one text")
            return Tagged(text="")

    def transform_one(self, text) -> Features:
        """Features of a single text."""
        return self.transform([text])[0]

    def __sklearn_tags__(self):
        """Declare string input to scikit-learn."""
        tags = super().__sklearn_tags__()
        tags.input_tags.string = True
        return tags
