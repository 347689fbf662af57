// Rendering of a priced cart (PricedCart JSON) and of a placed order's lines, shared by the
// customer's live cart and the order status view.
import { capitalise, h, money } from "./dom.js";

const GROUP_ORDER = ["size", "temp", "milk", "caffeine"];

/** Return the modifier labels of one cart line ({item, size, milk, addons, ...}). */
export function modifierLabels(line) {
  const labels = [];
  for (const group of GROUP_ORDER) if (line[group]) labels.push(String(line[group]));
  if (Number.isInteger(line.shots)) labels.push(`${line.shots} shot${line.shots === 1 ? "" : "s"}`);
  for (const [addon, count] of Object.entries(line.addons ?? {})) {
    labels.push(count > 1 ? `+ ${addon} ×${count}` : `+ ${addon}`);
  }
  for (const removal of line.removals ?? []) labels.push(`no ${removal}`);
  for (const prep of line.preps ?? []) labels.push(String(prep));
  if (line.notes) labels.push(`“${line.notes}”`);
  if (line.who) labels.push(forWhom(line.who));
  return labels;
}

/** Say whom a line is for to the customer: "me" is "for you", "my son" "for your son", "jen" "for Jen". */
export function forWhom(who) {
  if (who === "me") return "for you";
  return who.startsWith("my ") ? `for your ${who.slice(3)}` : `for ${capitalise(who)}`;
}

/** Normalise a priced line or an order line into {position, qty, name, modifiers, unit, total}. */
export function viewLine(raw, index) {
  const line = raw.line ?? raw.snapshot ?? raw;
  const modifiers = Array.isArray(raw.modifiers) && raw.modifiers.length ? raw.modifiers.map(String)
    : modifierLabels(line);
  const name = line.display ?? raw.display ?? line.item ?? raw.item ?? raw.description ?? "item";
  return {
    id: Number.isInteger(line.id) ? line.id : null, // a cart line's stable id (what the lines API takes)
    position: raw.position ?? index + 1,
    qty: line.qty ?? raw.qty ?? 1,
    name: capitalise(name),
    description: raw.description ?? "",
    modifiers,
    unit: raw.unit_cents,
    total: raw.total_cents,
  };
}

/** Build the <li> for one line; `actions` returns extra buttons (or null). */
export function lineElement(view, actions = null) {
  const price = view.qty > 1 && Number.isInteger(view.unit)
    ? `${view.qty} × ${money(view.unit)} = ${money(view.total)}` : money(view.total);
  return h("li", { class: "cart-line", dataset: { position: view.position } },
    h("div", { class: "line-head" },
      h("span", { class: "line-name" }, h("span", { class: "qty" }, `${view.qty} ×`), " ", view.name),
      h("span", { class: "line-price" }, price)),
    view.modifiers.length
      ? h("ul", { class: "modifiers", "aria-label": "Modifiers" }, view.modifiers.map((m) => h("li", {}, m)))
      : null,
    actions ? h("div", { class: "line-actions" }, actions(view)) : null);
}

/** Render the lines of a cart or order into `list`; returns how many there were. */
export function renderLines(list, lines, actions = null) {
  list.replaceChildren(...(lines ?? []).map((raw, i) => lineElement(viewLine(raw, i), actions)));
  return (lines ?? []).length;
}

/** Return "for Sam · to go" style order details, or "". */
export function orderMeta(cart) {
  const parts = [];
  if (cart?.customer_name) parts.push(`For ${cart.customer_name}`);
  if (cart?.to_go === true) parts.push("to go");
  if (cart?.to_go === false) parts.push("for here");
  return parts.join(" · ");
}
