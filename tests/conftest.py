"""Shared test set-up: the repository root is importable (``tests.integration.support``), the
integration/browser markers are applied by folder, and the full stack is one session fixture (``stack``)
shared by tests/integration and tests/browser, so a run of all of tests/ starts it once."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from tests.integration.support import Api  # noqa: E402
from tests.stack import Stack, start_stack  # noqa: E402


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark tests under tests/integration and tests/browser so ``-m 'not integration'`` works."""
    for item in items:
        parts = Path(str(item.fspath)).parts
        if "integration" in parts:
            item.add_marker(pytest.mark.integration)
        if "browser" in parts:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    """The whole stack (PostgreSQL, broker and cache Redis, a Celery worker with the shipped model, the
    web over HTTP), started on first use and torn down at the end of the session."""
    with start_stack(tmp_path_factory.mktemp("stack")) as started:
        yield started


@pytest.fixture()
def api(stack: Stack) -> Api:
    """The HTTP client of the running stack."""
    return stack.api
