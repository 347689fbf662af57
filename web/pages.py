"""Pages: the customer ordering page, the barista board and the menu, with their static assets."""

from __future__ import annotations

from flask import Blueprint, Response, render_template

from web.schemas import TURN_MAX_CHARS

# Assets under /assets (not /static) so the blueprint never collides with an app-level static route.
bp = Blueprint(
    "pages",
    __name__,
    template_folder="templates",
    static_folder="static",
    static_url_path="/assets",
)

# Scripts and styles come only from our own origin and nothing is inline, so injected markup cannot run.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)


@bp.get("/")
def customer() -> str:
    """Render the customer's chat ordering page."""
    return render_template("customer.html", active="order", max_turn_chars=TURN_MAX_CHARS)


@bp.get("/board")
def board() -> str:
    """Render the barista board (kitchen display)."""
    return render_template("board.html", active="board")


@bp.get("/menu")
def menu() -> str:
    """Render the menu with prices."""
    return render_template("menu.html", active="menu")


@bp.after_request
def secure_headers(response: Response) -> Response:
    """Add a strict content security policy and related headers to every page and asset."""
    response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "same-origin")
    return response
