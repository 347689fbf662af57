// Renders the priced menu from GET /api/menu (items grouped by category, a price per size, and the
// extras with what they cost). Loaded once per page.
import { api } from "./api.js";
import { capitalise, h, money } from "./dom.js";

const SIZE_ORDER = ["short", "small", "medium", "large", "one"];
let loaded = null;

function asList(value) {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return Object.entries(value).map(([name, v]) => ({ name, ...v }));
  return [];
}

function sizeSort(a, b) {
  const ia = SIZE_ORDER.indexOf(a), ib = SIZE_ORDER.indexOf(b);
  return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
}

/** Render "small $4.25 · medium $4.75" (or one price for single-size items). */
function priceText(prices) {
  if (Number.isInteger(prices)) return money(prices);
  const entries = Object.entries(prices ?? {}).sort(([a], [b]) => sizeSort(a, b));
  if (entries.length === 1) return money(entries[0][1]);
  return entries.map(([size, cents]) => `${size === "*" ? "any" : size} ${money(cents)}`).join(" · ");
}

/** [{display, items}] from either {categories: [{display, items}]} or a flat {items: [...]} menu. */
function categoriesOf(menu) {
  const categories = asList(menu.categories).filter((c) => Array.isArray(c.items));
  if (categories.length) return categories;
  const groups = new Map();
  for (const item of asList(menu.items)) {
    const key = item.category ?? "menu";
    if (!groups.has(key)) groups.set(key, { display: key, items: [] });
    groups.get(key).items.push(item);
  }
  return [...groups.values()];
}

/** A section of [name, price, description?, favourite?] rows; the description (what the item is) goes under
 * its name, and the café's favourite of the section is marked beside it. */
function priceList(id, title, rows) {
  return h("section", { class: "menu-category", "aria-labelledby": id },
    h("h3", { id }, capitalise(title)),
    h("ul", { class: "menu-items" }, rows.map(([name, price, description, favourite]) => h("li", { class: "menu-item" },
      h("span", { class: "menu-name" }, capitalise(name),
        favourite ? h("span", { class: "menu-favourite" }, "House favourite") : null),
      h("span", { class: "menu-price" }, price),
      description ? h("p", { class: "menu-description" }, description) : null))));
}

function itemsSection(menu) {
  return categoriesOf(menu).map((cat, i) => priceList(`menu-cat-${i}`, cat.display ?? cat.name,
    cat.items.map((item) => [item.display ?? item.name, priceText(item.prices ?? item.price), item.description,
      item.favourite === true])));
}

function optionsSection(menu) {
  const options = Array.isArray(menu.options) ? menu.options : Object.values(menu.options ?? {}).flat();
  const priced = options.filter((o) => {
    const p = o.prices ?? o.price;
    return Number.isInteger(p) ? p > 0 : Object.values(p ?? {}).some((c) => c > 0);
  });
  if (!priced.length) return null;
  return priceList("menu-extras", "Extras", priced.map((o) => [o.display ?? o.name, `+ ${priceText(o.prices ?? o.price)}`]));
}

/** Fetch the menu once and render it into `container`; failures show a message and a retry. */
export async function renderMenu(container) {
  if (loaded) return loaded;
  loaded = (async () => {
    try {
      const { data } = await api("/api/menu");
      const menu = data.menu ?? data;
      container.replaceChildren(...itemsSection(menu), optionsSection(menu) ?? "");
    } catch (err) {
      loaded = null;
      container.replaceChildren(h("p", { class: "field-error" }, `Couldn't load the menu: ${err.message}`),
        h("button", { type: "button", class: "button secondary", onclick: () => renderMenu(container) }, "Try again"));
    }
  })();
  return loaded;
}
