// Ticket rendering for the barista board: big legible items and modifiers, an age that turns yellow
// after 5 minutes and red after 8, and the customer's own words on demand.
import { capitalise, h } from "./dom.js";

export const WARN_AFTER_S = 5 * 60;
export const LATE_AFTER_S = 8 * 60;

function lineItem(line) {
  const modifiers = (line.modifiers ?? []).map(String);
  // whom the line is for, where the customer said so: "for Jen", "for their son" (their own: nothing)
  if (line.who && line.who !== "me") {
    modifiers.push(line.who.startsWith("my ") ? `for their ${line.who.slice(3)}` : `for ${capitalise(line.who)}`);
  }
  return h("li", { class: "ticket-line" },
    h("span", { class: "ticket-qty" }, `${line.qty ?? 1}×`), " ",
    h("span", { class: "ticket-item" }, capitalise(line.item ?? line.description ?? "")),
    modifiers.length ? h("ul", { class: "ticket-mods" }, modifiers.map((m) => h("li", {}, m))) : null);
}

/** Build one ticket; `next` names the state a tap moves it to, `onBump` does the move. */
export function ticketElement(order, { next, onBump }) {
  const titleId = `ticket-${order.id}-title`;
  const who = order.customer_name || "Guest";
  const words = order.customer_words ?? [];
  return h("article", {
    class: `ticket status-${order.status}`,
    "aria-labelledby": titleId,
    dataset: { orderId: order.id, placedAt: order.placed_at },
  },
  h("header", { class: "ticket-head" },
    h("h3", { id: titleId, class: "ticket-title" },
      h("span", { class: "ticket-no" }, `#${order.id}`), " ",
      h("span", { class: "ticket-name" }, who)),
    order.to_go === true ? h("span", { class: "badge" }, "To go") : null,
    h("time", { class: "age", datetime: order.placed_at }, "0:00")),
  h("ul", { class: "ticket-lines" }, (order.lines ?? []).map(lineItem)),
  words.length ? h("details", { class: "words" },
    h("summary", {}, "Customer's words"),
    h("ol", {}, words.map((w) => h("li", {}, `“${w}”`)))) : null,
  h("button", {
    type: "button", class: "button bump",
    "aria-label": `Move order ${order.id} for ${who} to ${next}`,
    onclick: onBump,
  }, `${next} ▸`));
}

function formatAge(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const m = Math.floor(s / 60);
  return m >= 60 ? `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}` : `${m}:${String(s % 60).padStart(2, "0")}`;
}

/** Refresh every ticket's age and its colour band; `offsetMs` corrects for the server's clock. */
export function updateAges(offsetMs = 0) {
  const now = Date.now() + offsetMs;
  for (const ticket of document.querySelectorAll(".ticket[data-placed-at]")) {
    const seconds = (now - Date.parse(ticket.dataset.placedAt)) / 1000;
    if (Number.isNaN(seconds)) continue;
    const age = ticket.querySelector("time.age");
    const text = formatAge(seconds);
    if (age.textContent !== text) {
      age.textContent = text;
      age.setAttribute("aria-label", `waiting ${Math.floor(Math.max(0, seconds) / 60)} min`);
    }
    ticket.classList.toggle("age-warn", seconds >= WARN_AFTER_S && seconds < LATE_AFTER_S);
    ticket.classList.toggle("age-late", seconds >= LATE_AFTER_S);
  }
}

/** Show how many of each item are waiting across `orders` (the "all day" counts). */
export function renderAllDay(list, orders) {
  const counts = new Map();
  for (const order of orders) {
    for (const line of order.lines ?? []) {
      const name = capitalise(line.item ?? line.description ?? "");
      counts.set(name, (counts.get(name) ?? 0) + (line.qty ?? 1));
    }
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  list.replaceChildren(...(sorted.length ? sorted.map(([name, n]) =>
    h("li", { dataset: { item: name } }, h("span", { class: "all-day-n" }, String(n)), " ", name))
    : [h("li", { class: "muted" }, "Nothing waiting")]));
}
