// Barista board (kitchen display): polls the order API with ETags, keeps its last tickets through an
// outage, moves a ticket one state on with one tap, and can recall (undo on the server) the last move
// for a few minutes (POST /api/orders/<id>/recall; the server says when it is too late).
import { api, ApiError, NetworkError } from "./api.js";
import { byId, chime, primeAudio, sleep } from "./dom.js";
import { renderAllDay, ticketElement, updateAges } from "./tickets.js";

const TOKEN_KEY = "coffeeglm.baristaToken";
const SOUND_KEY = "coffeeglm.boardSound";
const COLUMNS = ["placed", "preparing", "ready"];
const NEXT = { placed: "preparing", preparing: "ready", ready: "collected" };
const LABEL = { placed: "New", preparing: "Preparing", ready: "Ready", collected: "Collected" };
const POLL_MS = 2000;
const MAX_BACKOFF_MS = 10000;

const state = {
  token: sessionStorage.getItem(TOKEN_KEY),
  orders: new Map(), // id -> order, as last seen from the server (or moved here optimistically)
  nodes: new Map(), // id -> {node, signature}
  seen: null, // ids already shown (null before the first successful poll: nothing is "new" then)
  moves: [], // [{id, from, to, sent}] most recent last; sent: the move's request (a promise)
  etag: null,
  clockOffsetMs: 0,
  failures: 0,
  generation: 0,
  wake: null,
};

function showLogin(message = "") {
  byId("board").hidden = true;
  byId("login").hidden = false;
  byId("login-error").textContent = message;
  byId("token-input").value = "";
  byId("token-input").focus();
}

function start() {
  byId("login").hidden = true;
  byId("board").hidden = false;
  byId("sound").checked = localStorage.getItem(SOUND_KEY) === "on";
  poll();
}

function logout(message = "") {
  state.generation += 1;
  state.token = null;
  state.etag = null;
  state.seen = null;
  state.orders.clear();
  state.moves = [];
  for (const { node } of state.nodes.values()) node.remove();
  state.nodes.clear();
  sessionStorage.removeItem(TOKEN_KEY);
  showLogin(message);
}

function setConnection(ok, text = "") {
  const node = byId("connection");
  node.textContent = ok ? "" : text;
  node.classList.toggle("offline", !ok);
  document.body.classList.toggle("reconnecting", !ok);
}

function syncClock(dateHeader) {
  const server = Date.parse(dateHeader ?? "");
  if (!Number.isNaN(server)) state.clockOffsetMs = server - Date.now();
}

/** Poll the open orders until logged out; backs off and shows "reconnecting…" through outages. */
async function poll() {
  const generation = ++state.generation;
  while (state.token && generation === state.generation) {
    try {
      const res = await api("/api/orders?status=placed,preparing,ready", { token: state.token, etag: state.etag, timeoutMs: 10000 });
      if (generation !== state.generation) return;
      syncClock(res.date);
      if (res.status !== 304) {
        state.etag = res.etag;
        applyOrders(res.data?.orders ?? []);
      }
      state.failures = 0;
      setConnection(true);
    } catch (err) {
      if (generation !== state.generation) return;
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        logout("That token was not accepted — check it and try again.");
        return;
      }
      state.failures += 1;
      setConnection(false, err instanceof ApiError && err.busy ? "Service busy — reconnecting…" : "Reconnecting…");
    }
    state.wake = new AbortController();
    const delay = state.failures ? Math.min(MAX_BACKOFF_MS, POLL_MS * 2 ** (state.failures - 1)) : POLL_MS;
    await sleep(delay, state.wake.signal);
  }
}

function pollNow() {
  state.wake?.abort();
}

function applyOrders(list) {
  const fresh = [];
  state.orders = new Map(list.map((order) => [order.id, order]));
  for (const order of list) {
    if (state.seen && !state.seen.has(order.id)) fresh.push(order);
  }
  state.seen = new Set([...(state.seen ?? []), ...list.map((o) => o.id)]);
  render(new Set(fresh.map((o) => o.id)));
  if (fresh.length) signalNew(fresh);
}

function signalNew(orders) {
  const names = orders.map((o) => `#${o.id}${o.customer_name ? ` for ${o.customer_name}` : ""}`).join(", ");
  byId("announce").textContent = `New order${orders.length > 1 ? "s" : ""}: ${names}`;
  if (byId("sound").checked) chime();
}

function visibleOrders() {
  return [...state.orders.values()].filter((o) => COLUMNS.includes(o.status)).sort((a, b) => Date.parse(a.placed_at) - Date.parse(b.placed_at) || a.id - b.id);
}

function render(fresh = new Set()) {
  const orders = visibleOrders();
  const keep = new Set(orders.map((o) => o.id));
  for (const [id, { node }] of state.nodes) {
    if (!keep.has(id)) { node.remove(); state.nodes.delete(id); }
  }
  for (const status of COLUMNS) {
    const container = byId(`tickets-${status}`);
    const inColumn = orders.filter((o) => o.status === status);
    inColumn.forEach((order, index) => {
      const signature = JSON.stringify([order.status, order.revision, order.lines, order.customer_name]);
      let entry = state.nodes.get(order.id);
      if (!entry || entry.signature !== signature) {
        const node = ticketElement(order, { next: LABEL[NEXT[order.status]], onBump: () => bump(order.id) });
        if (entry) node.classList.toggle("is-new", entry.node.classList.contains("is-new"));
        entry?.node.replaceWith(node);
        entry = { node, signature };
        state.nodes.set(order.id, entry);
      }
      if (fresh.has(order.id)) flash(entry.node);
      if (container.children[index] !== entry.node) container.insertBefore(entry.node, container.children[index] ?? null);
    });
    byId(`count-${status}`).textContent = String(inColumn.length);
  }
  renderAllDay(byId("all-day"), orders.filter((o) => o.status === "placed" || o.status === "preparing"));
  updateAges(state.clockOffsetMs);
  const last = state.moves.at(-1);
  byId("recall").disabled = !last;
  byId("recall").textContent = last ? `Recall #${last.id}` : "Recall";
  byId("recall").setAttribute("aria-label", last ? `Recall order ${last.id} back to ${LABEL[last.from]}` : "Recall (nothing moved yet)");
}

function flash(node) {
  node.classList.add("is-new");
  setTimeout(() => node.classList.remove("is-new"), 8000);
}

function message(text) {
  byId("board-message").textContent = text;
}

/** Move a ticket to its next state (one tap). */
async function bump(id) {
  const order = state.orders.get(id);
  if (!order) return;
  const to = NEXT[order.status];
  message("");
  const focusColumn = byId(`tickets-${order.status}`);
  state.orders.set(id, { ...order, status: to });
  const move = { id, from: order.status, to };
  move.sent = api(`/api/orders/${id}/status`, { method: "POST", token: state.token, body: { status: to } });
  state.moves.push(move);
  state.moves = state.moves.slice(-20);
  render();
  // Keep the keyboard where the work is: the next ticket in this column, else the ticket just moved.
  (focusColumn.querySelector("button.bump") ?? byId("board").querySelector(`[data-order-id="${id}"] button.bump`))?.focus();
  try {
    await move.sent;
  } catch (err) {
    move.failed = true;
    state.moves = state.moves.filter((m) => m !== move);
    message(`#${id} could not move to ${LABEL[to]}: ${err.message}`);
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) logout("Your token is no longer accepted.");
    else if (err instanceof NetworkError) state.orders.set(id, order);
  }
  state.etag = null;
  render();
  pollNow();
}

/** Undo the last move on the server (one step back); the server refuses once it is too late. */
async function recall() {
  const move = state.moves.pop();
  if (!move) return;
  message("");
  render();
  await move.sent?.catch(() => {}); // never overtake the move being undone
  if (move.failed) return; // it never happened: nothing to undo
  try {
    const { data } = await api(`/api/orders/${move.id}/recall`, {
      method: "POST", token: state.token, body: { expected_status: move.to },
    });
    if (data?.order) state.orders.set(move.id, data.order);
    byId("announce").textContent = `Recalled #${move.id} to ${LABEL[move.from]}`;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) { logout("Your token is no longer accepted."); return; }
    if (err instanceof NetworkError) state.moves.push(move); // not sent: it can be tried again
    message(`Couldn't recall #${move.id}: ${err.message}`);
  }
  state.etag = null;
  render();
  const node = state.nodes.get(move.id)?.node;
  if (node) { flash(node); node.querySelector("button.bump")?.focus(); }
  pollNow();
}

byId("login").addEventListener("submit", (event) => {
  event.preventDefault();
  const token = byId("token-input").value.trim();
  if (!token) { byId("login-error").textContent = "Enter the barista token."; return; }
  state.token = token;
  sessionStorage.setItem(TOKEN_KEY, token);
  primeAudio();
  start();
});
byId("logout").addEventListener("click", () => logout());
byId("recall").addEventListener("click", recall);
byId("sound").addEventListener("change", (event) => {
  localStorage.setItem(SOUND_KEY, event.target.checked ? "on" : "off");
  if (event.target.checked) { primeAudio(); chime(); }
});
setInterval(() => updateAges(state.clockOffsetMs), 1000);
if (state.token) start();
else showLogin();
