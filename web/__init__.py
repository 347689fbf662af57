"""The CoffeeGLM web app: ``create_app`` builds it; ``flask --app web run`` or gunicorn
``web:create_app()`` serves it.

Never imports torch or transformers: the web stays a small process; the model lives in the workers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, g, request

from web.config import load_config


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app: configuration (defaults → environment → ``test_config``), extensions, blueprints."""
    app = Flask(__name__, static_folder=None)
    app.config.from_mapping(load_config(test_config))
    app.json.sort_keys = False  # type: ignore[attr-defined]

    from web import cli, db, metrics
    from web.errors import register_error_handlers
    from web.logs import new_request_id, request_id_var, setup_logging
    from workers.cache import ParseCache
    from workers.celery_app import celery_init_app

    setup_logging(app.config["LOG_LEVEL"], app.config["LOG_JSON"])
    db.init_app(app)
    celery_init_app(app)
    app.extensions["parse_cache"] = ParseCache.from_url(
        app.config["CACHE_URL"] if app.config["CACHE_ENABLED"] else None, int(app.config["CACHE_TTL_S"]))
    from web.wakeup import Wakeup

    app.extensions["wakeup"] = Wakeup.from_url(app.config["BROKER_URL"])
    metrics.init_app(app)
    cli.init_app(app)
    register_error_handlers(app)

    @app.before_request
    def _request_id() -> None:
        rid = (request.headers.get("X-Request-ID") or "")[:64] or new_request_id()
        g.request_id = rid
        request_id_var.set(rid)

    @app.after_request
    def _echo_request_id(response: Response) -> Response:
        response.headers["X-Request-ID"] = g.get("request_id", "")
        return response

    from web import barista, customer, health, openapi, pages

    app.register_blueprint(customer.bp)
    app.register_blueprint(barista.bp)
    app.register_blueprint(openapi.bp)
    app.register_blueprint(health.bp)
    app.register_blueprint(pages.bp)
    return app
