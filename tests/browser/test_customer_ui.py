"""The customer page in headless Chromium against the in-memory API: replies, cart, failures, safety."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.fake_api import Reply, cart, priced_line

LATTE = priced_line("latte", 2, 525, size="large", milk="oat milk", addons={"vanilla syrup": 1})
MUFFIN = priced_line("blueberry muffin", 1, 325)
MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'


def send(page, text: str) -> None:
    """Type a turn and press Enter."""
    page.get_by_label("Your message").fill(text)
    page.get_by_label("Your message").press("Enter")


def test_reply_and_cart_are_shown(ui_page, fake_api):
    fake_api.replies.append(
        Reply("Two large oat lattes with vanilla and a muffin.", cart(LATTE, MUFFIN, to_go=True), polls=2)
    )
    ui_page.goto("/")
    send(ui_page, "two large oat vanilla lattes and a blueberry muffin to go")
    expect(ui_page.locator("#thinking")).to_have_text("Thinking…")
    expect(ui_page.locator(".msg.bot")).to_have_text(re.compile("Two large oat lattes"))
    expect(ui_page.locator("#thinking")).to_have_text("")
    lines = ui_page.locator("#cart-lines > li")
    expect(lines).to_have_count(2)
    expect(lines.nth(0)).to_contain_text("2 × Latte")
    expect(lines.nth(0).locator(".modifiers li")).to_have_text(["large", "oat milk", "+ vanilla syrup"])
    expect(lines.nth(0)).to_contain_text("2 × $5.25 = $10.50")
    expect(ui_page.locator("#cart-total")).to_have_text("$13.75")
    expect(ui_page.locator("#cart-meta")).to_have_text("to go")
    expect(ui_page.locator("#log")).to_have_attribute("aria-live", "polite")
    expect(ui_page.get_by_role("button", name="Confirm order")).to_be_enabled()
    # The same Idempotency-Key travels with the turn; conversation token on every call.
    ((_, _, headers, body),) = fake_api.calls("POST", "/api/conversations/c1/turns")
    assert body == {"text": "two large oat vanilla lattes and a blueberry muffin to go"}
    assert len(headers["idempotency-key"]) == 32
    assert headers["authorization"] == "Bearer conv-token"


def test_remove_button_deletes_the_line_directly_and_retries(ui_page, fake_api):
    fake_api.replies.append(Reply("Added.", cart(LATTE, MUFFIN)))
    ui_page.goto("/")
    send(ui_page, "a latte and a muffin")
    lines = ui_page.locator("#cart-lines > li")
    expect(lines).to_have_count(2)
    ui_page.get_by_role("button", name=re.compile("Remove line 2")).click()
    expect(lines).to_have_count(1)
    expect(lines.first).to_contain_text("Latte")
    assert [c[1] for c in fake_api.calls("DELETE", r"/api/conversations/c1/lines/\d+")] == [
        "/api/conversations/c1/lines/2"]  # by the line's id, straight to the cart
    assert len(fake_api.calls("POST", "/api/conversations/c1/turns")) == 1  # nothing for the model
    expect(ui_page.locator(".msg.me.edit .msg-text")).to_have_text("remove the blueberry muffin")
    expect(ui_page.locator(".msg.bot").last).to_contain_text("Removed the blueberry muffin.")
    expect(ui_page.get_by_label("Your message")).to_be_focused()
    # A dropped connection is shown and retried by itself (removing is idempotent).
    fake_api.fail("DELETE", r"/api/conversations/c1/lines/\d+", "connectionrefused")
    ui_page.get_by_role("button", name=re.compile("Remove line 1")).click()
    expect(ui_page.locator("#notice-text")).to_contain_text("Connection lost")
    expect(lines).to_have_count(0, timeout=10_000)
    expect(ui_page.locator("#cart-empty")).to_be_visible()
    assert len(fake_api.calls("DELETE", r"/api/conversations/c1/lines/1")) == 2
    # Change still starts a sentence for the model.
    fake_api.current_cart = cart(LATTE)
    ui_page.reload()
    ui_page.get_by_role("button", name=re.compile("Change line 1")).click()
    expect(ui_page.get_by_label("Your message")).to_be_focused()
    expect(ui_page.get_by_label("Your message")).to_have_value("change line 1 to ")

def test_markup_is_shown_as_text(ui_page, fake_api):
    fake_api.replies.append(Reply(f"Sorry, I didn't catch {MARKUP}", cart(LATTE, customer_name=MARKUP)))
    ui_page.goto("/")
    send(ui_page, MARKUP)
    expect(ui_page.locator(".msg.me .msg-text")).to_have_text(MARKUP)
    expect(ui_page.locator(".msg.bot .msg-text")).to_have_text(f"Sorry, I didn't catch {MARKUP}")
    expect(ui_page.locator("#cart-meta")).to_have_text(f"For {MARKUP}")
    assert ui_page.locator("main img, main script").count() == 0
    assert ui_page.evaluate("window.__pwned") is None


def test_empty_and_too_long_input_are_refused_before_sending(ui_page, fake_api):
    ui_page.goto("/")
    send(ui_page, "   ")
    expect(ui_page.locator("#turn-error")).to_have_text("Type what you'd like first.")
    expect(ui_page.get_by_label("Your message")).to_have_attribute("aria-invalid", "true")
    send(ui_page, "latte " * 100)
    expect(ui_page.locator("#turn-count")).to_have_text("600 / 500 characters")
    expect(ui_page.locator("#turn-error")).to_contain_text("under 500 characters")
    assert fake_api.calls("POST", "/api/conversations/c1/turns") == []
    assert ui_page.locator(".msg").count() == 0
    ui_page.get_by_label("Your message").fill("a latte")
    expect(ui_page.locator("#turn-error")).to_be_hidden()


def test_busy_service_is_retried_after_retry_after(ui_page, fake_api):
    fake_api.fail("POST", "/api/conversations/c1/turns", 503, {"Retry-After": "2"})
    fake_api.replies.append(Reply("One latte.", cart(LATTE)))
    ui_page.goto("/")
    send(ui_page, "a latte")
    expect(ui_page.locator("#notice-text")).to_contain_text("busy")
    expect(ui_page.locator("#notice-countdown")).to_contain_text("Retrying in")
    expect(ui_page.locator(".msg.bot")).to_have_text(re.compile("One latte"), timeout=8000)
    expect(ui_page.locator("#notice")).to_be_hidden()
    first, retried = fake_api.calls("POST", "/api/conversations/c1/turns")  # the 503, then the retry
    assert first[2]["idempotency-key"] == retried[2]["idempotency-key"]
    expect(ui_page.locator(".msg.me")).to_have_count(1)


def test_lost_connection_shows_a_retry_button(ui_page, fake_api):
    fake_api.replies.append(Reply("One muffin.", cart(MUFFIN)))
    fake_api.fail("GET", "/api/conversations/c1", "internetdisconnected")
    ui_page.goto("/")
    send(ui_page, "a muffin")
    expect(ui_page.locator("#notice-text")).to_contain_text("Connection lost")
    ui_page.get_by_role("button", name="Retry now").click()
    expect(ui_page.locator(".msg.bot")).to_have_text(re.compile("One muffin"))
    expect(ui_page.locator("#notice")).to_be_hidden()
    expect(ui_page.locator(".msg.me")).to_have_count(1)


def test_confirmed_order_follows_its_status_to_ready(ui_page, fake_api):
    fake_api.replies.append(Reply("One latte.", cart(LATTE)))
    ui_page.goto("/")
    send(ui_page, "a latte")
    expect(ui_page.locator("#cart-lines > li")).to_have_count(1)
    ui_page.get_by_label("Name for the order").fill("Ana")
    ui_page.get_by_role("button", name="Confirm order").click()
    view = ui_page.locator("#order-view")
    expect(view).to_be_visible()
    expect(ui_page.locator("#ordering")).to_be_hidden()
    assert fake_api.calls("POST", "/api/conversations/c1/confirm")[0][3] == {"customer_name": "Ana"}
    expect(ui_page.locator("#order-steps [aria-current=step]")).to_have_text("Placed")
    fake_api.orders[101]["status"] = "preparing"
    expect(ui_page.locator("#order-steps [aria-current=step]")).to_have_text("Preparing")
    expect(ui_page.get_by_role("button", name="Cancel order")).to_be_hidden()
    fake_api.orders[101]["status"] = "ready"
    expect(ui_page.locator("#ready-banner")).to_be_visible()
    expect(ui_page.locator("#ready-text")).to_have_text(
        "Your order is ready, Ana — pick it up at the counter."
    )
    expect(ui_page).to_have_title(re.compile("READY"))
    expect(ui_page.locator("body")).to_have_class(re.compile("order-ready"))
    # A reload comes back to the same order, not to an empty chat.
    ui_page.reload()
    expect(ui_page.locator("#ready-banner")).to_be_visible()


def test_menu_lists_prices(ui_page):
    ui_page.goto("/menu")
    items = ui_page.locator(".menu-item")
    expect(items.filter(has_text="Latte")).to_contain_text("small $4.25 · large $5.25")
    latte = items.filter(has_text="Latte")
    expect(latte.locator(".menu-description")).to_have_text("Espresso with steamed milk.")
    expect(items.filter(has_text="Blueberry muffin")).to_contain_text("$3.25")
    expect(items.filter(has_text="Blueberry muffin").locator(".menu-description")).to_have_count(0)
    expect(latte.locator(".menu-favourite")).to_have_text("House favourite")  # the café's pick
    expect(items.filter(has_text="Blueberry muffin").locator(".menu-favourite")).to_have_count(0)
    expect(items.filter(has_text="Oat milk")).to_contain_text("+ $0.70")
    ui_page.goto("/")
    ui_page.get_by_text("Menu and prices").click()
    expect(ui_page.locator("#menu .menu-item")).to_have_count(3)


def test_phone_layout_has_no_sideways_scroll(chromium, pages_server, fake_api, request):
    from tests.browser.conftest import open_context

    for context in open_context(
        chromium,
        request,
        pages_server.url,
        viewport={"width": 360, "height": 740},
        is_mobile=True,
        has_touch=True,
    ):
        context.route(re.compile(r".*/api/.*"), fake_api.handle)
        fake_api.replies.append(Reply("x" * 300, cart(LATTE, MUFFIN)))
        page = context.new_page()
        page.goto("/")
        send(page, "w" * 400)
        expect(page.locator("#cart-lines > li")).to_have_count(2)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        box = page.get_by_role("button", name="Send").bounding_box()
        assert box and box["height"] >= 44


def test_refused_turn_keeps_the_words_for_editing(ui_page, fake_api):
    fake_api.fail("POST", "/api/conversations/c1/turns", 422)
    ui_page.goto("/")
    send(ui_page, "a latte")
    expect(ui_page.locator(".msg.me.failed")).to_contain_text("Not sent")
    expect(ui_page.locator("#turn-error")).to_contain_text("can't be sent")
    expect(ui_page.get_by_label("Your message")).to_have_value("a latte")
    expect(ui_page.locator("#notice")).to_be_hidden()
