"""Shared test set-up: the repository root is importable (``tests.integration.support``), and the
integration/browser markers are applied by folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark tests under tests/integration and tests/browser so ``-m 'not integration'`` works."""
    for item in items:
        parts = Path(str(item.fspath)).parts
        if "integration" in parts:
            item.add_marker(pytest.mark.integration)
        if "browser" in parts:
            item.add_marker(pytest.mark.browser)
