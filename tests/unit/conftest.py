"""Unit-test fixtures: the shipped model and pipeline, loaded once for the whole session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import torch

from tests.unit.shipped import ROOT
from workers.engine.engine import Engine


@pytest.fixture(scope="session")
def engine() -> Iterator[Engine]:
    """The shipped model, loaded once, on one thread (two thrash on a shared 2-core machine); a module
    that needs another engine (a random GLM) defines its own ``engine``."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield Engine.load(ROOT / "models" / "glm", ROOT / "models" / "pipeline")
    torch.set_num_threads(before)
