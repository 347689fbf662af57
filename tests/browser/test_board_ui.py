"""The barista board in headless Chromium against the in-memory API: login, tickets, ages, polling."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.fake_api import BARISTA_TOKEN, order

MARKUP = "<b onmouseover=alert(1)>Bo</b><script>window.__pwned=1</script>"


def login(page) -> None:
    """Open the board and log in with the barista token."""
    page.goto("/board")
    page.get_by_label("Barista token").fill(BARISTA_TOKEN)
    page.get_by_label("Barista token").press("Enter")
    expect(page.locator("#board")).to_be_visible()


def ticket(page, order_id: int):
    """The ticket of one order."""
    return page.locator(f'.ticket[data-order-id="{order_id}"]')


def test_wrong_token_is_refused_and_right_one_kept_for_the_session(ui_page, fake_api):
    ui_page.goto("/board")
    ui_page.get_by_label("Barista token").fill("nope")
    ui_page.get_by_role("button", name="Open the board").click()
    expect(ui_page.locator("#login-error")).to_contain_text("not accepted")
    expect(ui_page.locator("#login")).to_be_visible()
    login(ui_page)
    ui_page.reload()
    expect(ui_page.locator("#board")).to_be_visible()
    assert ui_page.evaluate("sessionStorage.getItem('coffeeglm.baristaToken')") == BARISTA_TOKEN
    ui_page.get_by_role("button", name="Log out").click()
    expect(ui_page.locator("#login")).to_be_visible()
    assert ui_page.evaluate("sessionStorage.getItem('coffeeglm.baristaToken')") is None


def test_tickets_by_status_with_ages_words_and_all_day(ui_page, fake_api):
    fake_api.add_order(
        order(
            1,
            "placed",
            age_s=9 * 60,
            name="Ana",
            lines=[(2, "latte", ["large", "oat milk"]), (1, "blueberry muffin", [])],
            words=["two large oat lattes", "and a muffin"],
        )
    )
    fake_api.add_order(
        order(2, "preparing", age_s=6 * 60, name=MARKUP, words=[MARKUP], lines=[(1, "latte", ["decaf"])])
    )
    fake_api.add_order(order(3, "ready", age_s=30, name=None, lines=[(1, "cappuccino", [])]))
    login(ui_page)
    expect(ui_page.locator("#tickets-placed .ticket")).to_have_count(1)
    expect(ui_page.locator("#tickets-preparing .ticket")).to_have_count(1)
    expect(ui_page.locator("#tickets-ready .ticket")).to_have_count(1)
    ana = ticket(ui_page, 1)
    expect(ana.locator(".ticket-name")).to_have_text("Ana")
    expect(ana.locator(".ticket-line").first).to_contain_text("2× Latte")
    expect(ana.locator(".ticket-mods").first.locator("li")).to_have_text(["large", "oat milk"])
    # Age colours: red after 8 minutes, yellow after 5, none before.
    expect(ana).to_have_class(re.compile("age-late"))
    expect(ana.locator("time.age")).to_have_text(re.compile(r"^9:0\d$"))
    expect(ticket(ui_page, 2)).to_have_class(re.compile("age-warn"))
    expect(ticket(ui_page, 3)).not_to_have_class(re.compile("age-(warn|late)"))
    expect(ticket(ui_page, 3).locator(".ticket-name")).to_have_text("Guest")
    # The customer's words on demand.
    words = ana.locator("details.words")
    expect(words.locator("li").first).to_be_hidden()
    words.locator("summary").click()
    expect(words.locator("li")).to_have_text(["“two large oat lattes”", "“and a muffin”"])
    # All-day counts: waiting (placed + preparing) items only.
    expect(ui_page.locator("#all-day li")).to_have_text(["3 Latte", "1 Blueberry muffin"])
    # Markup in names and words is text.
    expect(ticket(ui_page, 2).locator(".ticket-name")).to_have_text(MARKUP)
    assert ui_page.locator("#board b, #board script").count() == 0
    assert ui_page.evaluate("window.__pwned") is None


def test_one_tap_moves_recall_and_polling_with_etags(ui_page, fake_api):
    fake_api.add_order(order(7, "placed", name="Kim"))
    login(ui_page)
    expect(ticket(ui_page, 7)).to_have_count(1)
    ui_page.wait_for_timeout(4500)
    assert 304 in fake_api.board_statuses, fake_api.board_statuses  # unchanged board: 304, tickets kept
    expect(ticket(ui_page, 7)).to_be_visible()
    ticket(ui_page, 7).get_by_role("button", name=re.compile("to Preparing")).click()
    expect(ui_page.locator("#tickets-preparing .ticket")).to_have_count(1)
    assert fake_api.orders[7]["status"] == "preparing"
    ticket(ui_page, 7).get_by_role("button", name=re.compile("to Ready")).click()
    expect(ui_page.locator("#tickets-ready .ticket")).to_have_count(1)
    ticket(ui_page, 7).get_by_role("button", name=re.compile("to Collected")).click()
    expect(ticket(ui_page, 7)).to_have_count(0)
    assert fake_api.orders[7]["status"] == "collected"
    # Recall undoes the last move on the server: the ticket is back in Ready, and can go on again.
    ui_page.get_by_role("button", name=re.compile("Recall order 7 back to Ready")).click()
    expect(ui_page.locator("#tickets-ready .ticket")).to_have_count(1)
    assert fake_api.orders[7]["status"] == "ready" and fake_api.recalls == [7]
    expect(ui_page.locator("#announce")).to_have_text("Recalled #7 to Ready")
    expect(ticket(ui_page, 7).get_by_role("button", name=re.compile("to Collected"))).to_be_focused()
    # The next recall undoes the move before it (ready → preparing was this board's previous move)
    # only as far as the server allows: here it refuses, and the board says so.
    ui_page.get_by_role("button", name=re.compile("Recall order 7 back to Preparing")).click()
    expect(ui_page.locator("#board-message")).to_contain_text("Couldn't recall #7")
    expect(ui_page.locator("#tickets-ready .ticket")).to_have_count(1)


def test_new_ticket_flashes_and_outage_keeps_the_board(ui_page, fake_api):
    fake_api.add_order(order(1, "placed"))
    login(ui_page)
    expect(ticket(ui_page, 1)).not_to_have_class(re.compile("is-new"))  # the first load is not "new"
    fake_api.add_order(order(2, "placed", name="Lee"))
    expect(ticket(ui_page, 2)).to_have_class(re.compile("is-new"))
    expect(ui_page.locator("#announce")).to_have_text("New order: #2 for Lee")
    for _ in range(3):
        fake_api.fail("GET", "/api/orders", "connectionrefused")
    expect(ui_page.locator("#connection")).to_have_text("Reconnecting…")
    expect(ui_page.locator(".ticket")).to_have_count(2)
    expect(ui_page.locator("#connection")).to_have_text("", timeout=20_000)
    expect(ui_page.locator(".ticket")).to_have_count(2)


def test_keyboard_moves_a_ticket(ui_page, fake_api):
    fake_api.add_order(order(5, "placed", name="Jo"))
    login(ui_page)
    button = ticket(ui_page, 5).get_by_role("button", name=re.compile("to Preparing"))
    button.focus()
    ui_page.keyboard.press("Enter")
    expect(ui_page.locator("#tickets-preparing .ticket")).to_have_count(1)
    expect(ticket(ui_page, 5).get_by_role("button", name=re.compile("to Ready"))).to_be_focused()
