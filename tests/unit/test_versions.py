"""The parsing code's digest (part of the parse cache key) covers every module that turns words into edits."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from workers.engine.versions import PARSING_MODULES, parse_code_version

ROOT = Path(__file__).resolve().parents[2]


def _imported(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}


def test_the_readings_and_the_engine_are_in_the_digest():
    for name in ("engine", "readings"):
        used = {m for m in _imported(ROOT / "workers" / "engine" / f"{name}.py") if m.startswith("ordering.")}
        missing = used - set(PARSING_MODULES) - {"ordering.menu"}  # the menu has its own version
        assert not missing, f"workers/engine/{name}.py uses {sorted(missing)}, not in PARSING_MODULES"


def test_every_listed_module_exists_once_and_in_order():
    assert list(PARSING_MODULES) == sorted(set(PARSING_MODULES))
    for name in PARSING_MODULES:
        importlib.import_module(name)


def test_the_digest_is_stable_and_short():
    assert parse_code_version() == parse_code_version()
    assert len(parse_code_version()) == 16 and int(parse_code_version(), 16) >= 0
