"""Browser test fixtures: headless Debian Chromium through Playwright, live servers, failure artefacts.

Every test here is marked ``browser`` (by tests/conftest.py). When a test fails, a screenshot of every
open page and the pages' console log are written to ``test-artifacts/``.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Any:
    """Keep each phase's report on the item so fixtures can tell whether the test failed."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    """One headless Chromium for the session (the system's; nothing is downloaded)."""
    if not CHROMIUM.exists():
        # Locally a missing browser skips; in CI it must not silently turn the browser tests off.
        reason = "needs /usr/bin/chromium (apt-get install -y chromium)"
        (pytest.fail if os.environ.get("CI") else pytest.skip)(reason)
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class LiveServer:
    """A WSGI app served from a background thread on a free local port."""

    def __init__(self, app: Any) -> None:
        from werkzeug.serving import make_server

        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> LiveServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.thread.join(5)


@pytest.fixture(scope="session")
def pages_server() -> Iterator[LiveServer]:
    """The pages blueprint alone on a live server (its API calls are answered by ``fake_api``)."""
    from flask import Flask

    from web.pages import bp

    app = Flask("pages_only")
    app.register_blueprint(bp)
    with LiveServer(app) as server:
        yield server


def _save_artifacts(request: pytest.FixtureRequest, context: Any, console: list[str]) -> None:
    """Screenshot every page of ``context`` (and its console log) into test-artifacts/."""
    ARTIFACTS.mkdir(exist_ok=True)
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.nodeid)[-150:]
    for index, page in enumerate(context.pages):
        try:
            page.screenshot(path=str(ARTIFACTS / f"{stem}-page{index}.png"), full_page=True)
        except Exception as exc:  # noqa: BLE001 — a crashed page must not hide the real failure
            console.append(f"screenshot of page {index} failed: {exc}")
    (ARTIFACTS / f"{stem}-console.log").write_text("\n".join(console), encoding="utf-8")


def open_context(
    chromium: Any, request: pytest.FixtureRequest, base_url: str, **options: Any
) -> Iterator[Any]:
    """A fresh browser context (own storage) whose page errors fail the test; artefacts on failure."""
    context = chromium.new_context(base_url=base_url, **options)
    context.set_default_timeout(10_000)
    console: list[str] = []
    errors: list[str] = []

    def watch(page: Any) -> None:
        page.on("console", lambda msg: console.append(f"{msg.type}: {msg.text}"))
        page.on("pageerror", lambda exc: errors.append(str(exc)))

    context.on("page", watch)
    yield context
    failed = any(
        getattr(request.node, f"rep_{when}", None) and getattr(request.node, f"rep_{when}").failed
        for when in ("setup", "call")
    )
    if failed:
        _save_artifacts(request, context, console + [f"pageerror: {e}" for e in errors])
    context.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


@pytest.fixture
def fake_api() -> Any:
    """The in-memory API the UI tests route /api/ requests to."""
    from tests.browser.fake_api import FakeApi  # noqa: PLC0415

    return FakeApi()


@pytest.fixture
def ui_context(
    chromium: Any, pages_server: LiveServer, fake_api: Any, request: pytest.FixtureRequest
) -> Iterator[Any]:
    """A browser context on the pages-only server with /api/ answered by ``fake_api``."""
    for context in open_context(chromium, request, pages_server.url):
        context.route(re.compile(r".*/api/.*"), fake_api.handle)
        yield context


@pytest.fixture
def ui_page(ui_context: Any) -> Any:
    """A page in ``ui_context``."""
    return ui_context.new_page()


@pytest.fixture
def stack_context(chromium: Any, stack: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A browser context on the real stack's web server (the session's one ``stack``, tests/conftest.py)."""
    yield from open_context(chromium, request, stack.url)


@pytest.fixture
def barista_token(stack: Any) -> str:
    """The barista token the stack was started with."""
    return stack.config["BARISTA_TOKEN"]
