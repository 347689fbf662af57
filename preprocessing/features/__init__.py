"""The feature pipeline: customer text → normalised text, model input tokens, intent, spans.

``load_pipeline()`` gives the fitted, verified pipeline (cached per process);
``FeaturePipeline.transform(texts)`` gives one ``Features`` per text. See docs/INTERFACES.md.
Names are imported lazily, so ``preprocessing.features.types`` alone pulls in no scikit-learn.
"""

from __future__ import annotations

import importlib

_EXPORTS = {
    "INTENTS": "types", "Features": "types", "Span": "types", "Tagged": "types",
    "FeaturePipeline": "pipeline", "load_pipeline": "io", "save_pipeline": "io",
    "PipelineIntegrityError": "io",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    """Import an exported name from its module on first use."""
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_EXPORTS[name]}"), name)
