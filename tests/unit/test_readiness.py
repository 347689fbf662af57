"""Readiness: a worker serves turns only once its engine is loaded (what /readyz reports)."""

from __future__ import annotations

import pytest

from web.health import workers_check
from workers import runtime


@pytest.fixture
def fresh_runtime(monkeypatch):
    """The runtime module as in a process that has not loaded the engine yet."""
    monkeypatch.setattr(runtime, "_runtime", None)
    monkeypatch.setattr(runtime, "_load_failure", None)
    monkeypatch.setattr(runtime, "_loads_lazily", False)
    return runtime


def test_the_engine_is_loading_until_a_load_works_or_fails(fresh_runtime, monkeypatch):
    assert fresh_runtime.engine_state() == "loading"

    def broken(config):
        raise FileNotFoundError("no model in /nowhere")

    monkeypatch.setattr(fresh_runtime, "load_runtime", broken)
    with pytest.raises(FileNotFoundError):
        fresh_runtime.get_runtime({})
    assert fresh_runtime.engine_state() == "failed: FileNotFoundError: no model in /nowhere"

    loaded = object()
    monkeypatch.setattr(fresh_runtime, "load_runtime", lambda config: loaded)
    assert fresh_runtime.get_runtime({}) is loaded  # the next task retries the load
    assert fresh_runtime.engine_state() == "loaded"


def test_a_prefork_parent_says_its_children_load_lazily(fresh_runtime):
    fresh_runtime.mark_lazy()
    assert fresh_runtime.engine_state() == "lazy"


@pytest.mark.parametrize(("states", "check"), [
    ([], "none"),
    (["loading"], "loading"),
    (["loading", "loaded"], "ok"),
    (["failed: OSError: gone", "loading"], "loading"),
    (["failed: OSError: gone"], "failed: OSError: gone"),
    (["lazy"], "ok"),
    (["unknown"], "ok"),
])
def test_the_workers_check_is_ok_only_when_a_worker_serves_turns(states, check):
    assert workers_check(states) == check


def test_a_taken_metrics_port_is_logged_and_the_worker_goes_on(caplog):
    import socket

    from workers import metrics

    with socket.socket() as taken:
        taken.bind(("", 0))
        taken.listen()
        with caplog.at_level("ERROR", logger="workers.metrics"):
            metrics.serve(taken.getsockname()[1])  # raised OSError before, so the engine never warmed up
    assert "worker metrics not exported" in caplog.text
