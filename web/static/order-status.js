// The customer's order after confirmation: progress that updates by itself (placed → preparing →
// ready) and a "ready" state that is impossible to miss (banner, title, chime, vibration).
import { api, ApiError, NetworkError } from "./api.js";
import { renderLines } from "./cart.js";
import { byId, chime, money, sleep } from "./dom.js";

const STEPS = ["placed", "preparing", "ready"];
const MESSAGES = {
  placed: "Order placed — the barista will start it shortly.",
  preparing: "Your order is being prepared.",
  ready: "Your order is READY — pick it up at the counter!",
  collected: "Collected — enjoy!",
  cancelled: "This order was cancelled.",
};
const FINAL = new Set(["cancelled"]);
// A barista can recall a mistaken "collected" for a few minutes (RECALL_WINDOW_S): keep watching that long.
const COLLECTED_WATCH_MS = 5 * 60 * 1000;
const POLL_MS = 2500;

let current = null;

/** Switch the page to the order status view for `order` and keep it up to date. */
export function showOrder(order, token, onStartOver) {
  const view = byId("order-view");
  view.hidden = false;
  byId("new-order").onclick = onStartOver;
  byId("cancel-order").onclick = () => cancel(token);
  const first = current === null;
  render(order);
  if (first) {
    view.focus();
    poll(token);
  }
}

function render(order) {
  const previous = current?.status;
  current = order;
  const status = order.status ?? "placed";
  const name = order.customer_name ? `, ${order.customer_name}` : "";
  byId("order-title").textContent = `Order #${order.number ?? order.id}`;
  if (status !== previous) byId("order-status").textContent = MESSAGES[status] ?? status;
  const reached = STEPS.indexOf(status);
  for (const li of byId("order-steps").children) {
    const index = STEPS.indexOf(li.dataset.step);
    li.classList.toggle("done", reached >= 0 && index < reached);
    li.classList.toggle("current", index === reached);
    if (index === reached) li.setAttribute("aria-current", "step");
    else li.removeAttribute("aria-current");
  }
  if (Array.isArray(order.lines)) renderLines(byId("order-lines"), order.lines);
  if (Number.isInteger(order.total_cents)) byId("order-total").textContent = money(order.total_cents);
  byId("cancel-order").hidden = status !== "placed";
  const ready = status === "ready";
  byId("ready-banner").hidden = !ready;
  byId("ready-text").textContent = `Your order is ready${name} — pick it up at the counter.`;
  document.body.classList.toggle("order-ready", ready);
  document.body.dataset.orderStatus = status;
  if (ready && previous !== "ready") announceReady();
  if (!ready && previous === "ready") document.title = "Order — CoffeeGLM";
}

function announceReady() {
  document.title = "✅ READY — CoffeeGLM";
  byId("ready-banner").focus();
  navigator.vibrate?.([300, 120, 300]);
  chime();
}

async function poll(token) {
  let failures = 0;
  let wait = Array.isArray(current.lines) ? POLL_MS : 0; // a bare {id, status} reference: load it now
  let collectedAt = null;
  while (current && !FINAL.has(current.status)) {
    if (current.status !== "collected") collectedAt = null;
    else if ((collectedAt ??= Date.now()) < Date.now() - COLLECTED_WATCH_MS) break;
    await sleep(wait);
    wait = failures ? Math.min(15000, POLL_MS * 2 ** failures) : POLL_MS;
    try {
      const { data } = await api(`/api/orders/${encodeURIComponent(current.id)}`, { token });
      failures = 0;
      byId("order-note").textContent = "";
      render(data.order ?? data);
    } catch (err) {
      failures += 1;
      const busy = err instanceof ApiError && err.busy;
      if (err instanceof NetworkError || busy) {
        byId("order-note").textContent = busy ? "The service is busy — still checking…" : "Reconnecting…";
      } else {
        byId("order-note").textContent = `Couldn't update the status: ${err.message}`;
      }
    }
  }
}

async function cancel(token) {
  const button = byId("cancel-order");
  button.disabled = true;
  try {
    const { data } = await api(`/api/orders/${encodeURIComponent(current.id)}/cancel`, { method: "POST", token });
    render(data.order ?? data);
  } catch (err) {
    byId("order-note").textContent = `Couldn't cancel: ${err.message}`;
  } finally {
    button.disabled = false;
  }
}
