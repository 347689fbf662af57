"""Offline tooling for CoffeeGLM: the feature pipeline (``preprocessing.features``), corpus, training.

Importing this package is cheap: sub-packages pull in scikit-learn or torch only when imported.
"""
