"""A stand-in engine that answers instantly (no model): measures what the stack itself costs per turn.

Select it with ENGINE_MODULE=null_engine (benchmarks/ on PYTHONPATH), e.g. ``bench_overhead.py --null``.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.engine import ParseRequest, ParseResult  # the real request/result types

__all__ = ["Engine", "ParseRequest", "ParseResult"]


class Engine:
    """Parses nothing, instantly."""

    versions = {"model": "null", "menu": "", "pipeline": "null"}

    @classmethod
    def load(cls, model_dir=None, pipeline_path=None, device=None, dtype=None) -> Engine:
        """No model to load."""
        return cls()

    def parse_batch(self, requests: Sequence[ParseRequest]) -> list[ParseResult]:
        """One empty parse per request."""
        return [ParseResult([], "question", True, "none") for _ in requests]
