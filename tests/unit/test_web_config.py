"""Configuration layers: code defaults, then COFFEEGLM_* environment, then the test mapping."""

from __future__ import annotations

from web.config import DEFAULTS, load_config


def test_layers_override_in_order(monkeypatch):
    monkeypatch.setenv("COFFEEGLM_MAX_WAIT_S", "3.5")
    monkeypatch.setenv("COFFEEGLM_BATCH_MAX_SIZE", "32")
    monkeypatch.setenv("COFFEEGLM_CACHE_ENABLED", "false")
    monkeypatch.setenv("COFFEEGLM_BARISTA_TOKEN", "from-env")
    monkeypatch.setenv("COFFEEGLM_MODEL_DIR", "/models/glm")
    config = load_config({"BARISTA_TOKEN": "from-test"})
    assert config["MAX_WAIT_S"] == 3.5 and config["BATCH_MAX_SIZE"] == 32  # typed like the default
    assert config["CACHE_ENABLED"] is False
    assert config["BARISTA_TOKEN"] == "from-test"  # the test mapping wins
    assert config["MODEL_DIR"] == "/models/glm"
    assert config["RETRY_AFTER_S"] == DEFAULTS["RETRY_AFTER_S"]


def test_empty_environment_values_are_ignored(monkeypatch):
    monkeypatch.setenv("COFFEEGLM_DATABASE_URL", "")
    assert load_config()["DATABASE_URL"] == DEFAULTS["DATABASE_URL"]


def test_the_app_factory_uses_the_layers(monkeypatch, tmp_path):
    from web import create_app

    monkeypatch.setenv("COFFEEGLM_RETRY_AFTER_S", "9")
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'c.db'}", "TESTING": True})
    assert app.config["RETRY_AFTER_S"] == 9 and app.config["TESTING"] is True
    assert {"customer", "barista", "openapi", "health", "pages"} <= set(app.blueprints)
    app.extensions["db_engine"].dispose()


def test_celery_task_events_are_off_unless_asked_for():
    from web.config import load_config
    from workers.celery_app import celery_config

    off = celery_config(load_config())
    assert not off["worker_send_task_events"] and not off["task_send_sent_event"]
    on = celery_config(load_config({"TASK_EVENTS": True}))
    assert on["worker_send_task_events"] and on["task_send_sent_event"]
