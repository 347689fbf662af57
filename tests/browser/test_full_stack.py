"""End to end in headless Chromium through the whole stack: Flask, PostgreSQL, Redis, a Celery worker and
the shipped model. A customer orders, changes and removes, confirms; a barista works the ticket, and
recalls a mistaken "collected"; the customer sees it ready."""

from __future__ import annotations

import re

from playwright.sync_api import expect

MODEL_TIMEOUT = 60_000  # the first parse loads caches; later ones take well under a second on CPU
MARKUP = "<img src=x onerror=window.__pwned=1>"


def say(page, text: str) -> None:
    """Type a turn, send it with Enter, and wait for its reply."""
    replies = page.locator(".msg.bot").count()
    page.get_by_label("Your message").fill(text)
    page.get_by_label("Your message").press("Enter")
    expect(page.locator(".msg.bot")).to_have_count(replies + 1, timeout=MODEL_TIMEOUT)
    expect(page.locator("#thinking")).to_have_text("")


def open_board(context, token: str):
    """Open the barista board in its own tab and log in."""
    board = context.new_page()
    board.statuses = []  # statuses of the board's GET /api/orders polls
    board.on("response", lambda r: "/api/orders?" in r.url and board.statuses.append(r.status))
    board.goto("/board")
    board.get_by_label("Barista token").fill(token)
    board.get_by_role("button", name="Open the board").click()
    expect(board.locator("#board")).to_be_visible()
    return board


def test_customer_orders_barista_makes_it_customer_sees_ready(stack_context, barista_token):
    customer = stack_context.new_page()
    customer.goto("/")
    lines = customer.locator("#cart-lines > li")

    say(customer, "a large latte and a small cappuccino")
    expect(lines).to_have_count(2)
    expect(lines.nth(0)).to_contain_text("Latte")
    expect(lines.nth(1)).to_contain_text("Cappuccino")
    expect(lines.nth(0).locator(".modifiers")).to_contain_text("large")

    # Change the first line with its button, which starts the sentence for the customer.
    lines.nth(0).get_by_role("button", name=re.compile("Change")).click()
    expect(customer.get_by_label("Your message")).to_have_value("change line 1 to ")
    customer.get_by_label("Your message").press_sequentially("oat milk")
    customer.get_by_label("Your message").press("Enter")
    expect(lines.nth(0).locator(".modifiers")).to_contain_text("oat milk", timeout=MODEL_TIMEOUT)
    expect(lines).to_have_count(2)

    # Remove the second line with its button: straight to the cart (no model), shown in the history.
    lines.nth(1).get_by_role("button", name=re.compile("Remove")).click()
    expect(lines).to_have_count(1)
    expect(lines.nth(0)).to_contain_text("Latte")
    expect(customer.locator(".msg.me.edit .msg-text")).to_have_text(re.compile(r"^remove the .*cappuccino$"))
    expect(customer.locator(".msg.bot").last).to_contain_text("Removed the")
    total = customer.locator("#cart-total").inner_text()
    assert re.fullmatch(r"\$\d+\.\d\d", total) and total != "$0.00"

    customer.get_by_label("Name for the order").fill("Sam")
    customer.get_by_role("button", name="Confirm order").click()
    expect(customer.locator("#order-view")).to_be_visible()
    expect(customer.locator("#order-steps [aria-current=step]")).to_have_text("Placed")
    expect(customer.locator("#order-total")).to_have_text(total)
    order_id = re.search(r"#(\d+)", customer.locator("#order-title").inner_text()).group(1)

    board = open_board(stack_context, barista_token)
    ticket = board.locator(f'.ticket[data-order-id="{order_id}"]')
    expect(board.locator("#tickets-placed").locator(ticket)).to_have_count(1)
    expect(ticket.locator(".ticket-name")).to_have_text("Sam")
    expect(ticket.locator(".ticket-lines")).to_contain_text("Latte")
    expect(ticket.locator(".ticket-mods")).to_contain_text("oat milk")
    ticket.locator("summary").click()
    expect(ticket.locator("details.words li").first).to_have_text("“a large latte and a small cappuccino”")
    expect(board.locator("#all-day")).to_contain_text("Latte")
    for _ in range(20):  # an unchanged board is answered 304 (If-None-Match) and the tickets stay
        if 304 in board.statuses:
            break
        board.wait_for_timeout(500)
    assert 304 in board.statuses, board.statuses
    expect(ticket).to_be_visible()

    ticket.get_by_role("button", name=re.compile("to Preparing")).click()
    expect(board.locator("#tickets-preparing").locator(ticket)).to_have_count(1)
    expect(customer.locator("#order-steps [aria-current=step]")).to_have_text("Preparing", timeout=15_000)

    ticket.get_by_role("button", name=re.compile("to Ready")).click()
    expect(board.locator("#tickets-ready").locator(ticket)).to_have_count(1)
    expect(customer.locator("#ready-banner")).to_be_visible(timeout=15_000)
    expect(customer.locator("#ready-text")).to_contain_text("Sam")
    expect(customer).to_have_title(re.compile("READY"))

    ticket.get_by_role("button", name=re.compile("to Collected")).click()
    expect(ticket).to_have_count(0)
    expect(customer.locator("#order-status")).to_have_text(re.compile("Collected"), timeout=15_000)

    # Collected by mistake: the barista recalls it; it is back in Ready, for the customer too.
    board.get_by_role("button", name=re.compile(f"Recall order {order_id} back to Ready")).click()
    expect(board.locator("#tickets-ready").locator(ticket)).to_have_count(1)
    expect(board.locator("#announce")).to_have_text(f"Recalled #{order_id} to Ready")
    expect(customer.locator("#ready-banner")).to_be_visible(timeout=15_000)
    board.reload()  # the server has it, not just this screen
    expect(board.locator("#tickets-ready").locator(ticket)).to_have_count(1)


def test_keyboard_only_ordering(stack_context):
    page = stack_context.new_page()
    page.goto("/")
    keyboard = page.keyboard

    def tab_to(selector: str, limit: int = 30) -> None:
        """Press Tab until the element matching selector has focus."""
        for _ in range(limit):
            keyboard.press("Tab")
            if page.evaluate("(s) => document.activeElement?.matches(s) ?? false", selector):
                return
        raise AssertionError(f"{selector} cannot be reached with Tab")

    tab_to("#turn-input")
    keyboard.type("two medium mochas")
    keyboard.press("Enter")
    expect(page.locator("#cart-lines > li")).to_have_count(1, timeout=MODEL_TIMEOUT)
    expect(page.locator("#turn-input")).to_be_focused()
    keyboard.type("and a blueberry muffin")
    keyboard.press("Enter")
    expect(page.locator("#cart-lines > li")).to_have_count(2, timeout=MODEL_TIMEOUT)
    tab_to("#cart-lines > li:nth-child(2) button.danger")
    keyboard.press("Enter")
    expect(page.locator("#cart-lines > li")).to_have_count(1, timeout=MODEL_TIMEOUT)
    expect(page.locator("#cart-lines > li").first).to_contain_text("Mocha")
    expect(page.locator("#turn-input")).to_be_focused()  # a line button hands focus back to the input
    tab_to("#customer-name")
    keyboard.type("Kim")
    keyboard.press("Tab")
    expect(page.get_by_role("button", name="Confirm order")).to_be_focused()
    keyboard.press("Enter")
    expect(page.locator("#order-view")).to_be_visible()
    expect(page.locator("#order-view")).to_be_focused()


def test_the_menu_and_the_assistant_say_what_an_item_is(stack_context):
    page = stack_context.new_page()
    page.goto("/menu")
    cortado = page.locator(".menu-item").filter(has_text="Cortado")
    expect(cortado.locator(".menu-description")).to_have_text(
        "Espresso cut with about as much warm milk, with little foam.")
    page.goto("/")
    say(page, "what's the difference between a cortado and a flat white?")
    reply = page.locator(".msg.bot").last
    expect(reply).to_contain_text("A cortado is espresso cut with about as much warm milk")
    expect(reply).to_contain_text("A flat white is extra espresso")
    expect(page.locator("#cart-lines > li")).to_have_count(0)


def test_bad_input_is_handled_and_shown_as_text(stack_context, barista_token):
    page = stack_context.new_page()
    page.goto("/")
    field = page.get_by_label("Your message")
    field.fill("")
    field.press("Enter")
    expect(page.locator("#turn-error")).to_have_text("Type what you'd like first.")
    field.fill("latte " * 120)
    field.press("Enter")
    expect(page.locator("#turn-error")).to_contain_text("too long")
    expect(page.locator(".msg")).to_have_count(0)

    text = f"<script>window.__pwned=2</script>{MARKUP} a small latte"
    say(page, text)
    expect(page.locator(".msg.me .msg-text")).to_have_text(text)
    expect(page.locator("#cart-lines > li")).to_have_count(1)
    page.get_by_label("Name for the order").fill(MARKUP)
    page.get_by_role("button", name="Confirm order").click()
    expect(page.locator("#order-view")).to_be_visible()
    expect(page.locator("#ready-text")).to_have_text(re.compile(re.escape(MARKUP)))
    assert page.locator("main img, main script").count() == 0
    assert page.evaluate("window.__pwned") is None

    board = open_board(stack_context, barista_token)
    order_id = re.search(r"#(\d+)", page.locator("#order-title").inner_text()).group(1)
    ticket = board.locator(f'.ticket[data-order-id="{order_id}"]')
    expect(ticket.locator(".ticket-name")).to_have_text(MARKUP)
    ticket.locator("summary").click()
    expect(ticket.locator("details.words li").first).to_have_text(f"“{text}”")
    assert board.locator("#board img, #board script").count() == 0
    assert board.evaluate("window.__pwned") is None
