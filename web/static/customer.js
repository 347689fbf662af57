// Customer page: a chat that turns typed words into cart edits, a live cart beside it, and
// confirmation. Every failure keeps the typed turn and offers a retry (same Idempotency-Key,
// so a retried turn is never applied twice). A line's Remove button edits the cart directly
// (DELETE /api/conversations/<id>/lines/<line id>, no model; idempotent, so safe to retry).
import { api, ApiError, NetworkError } from "./api.js";
import { orderMeta, renderLines } from "./cart.js";
import { byId, h, money, primeAudio, randomId, sleep } from "./dom.js";
import { renderMenu } from "./menu.js";
import { RetryNotice } from "./notice.js";
import { showOrder } from "./order-status.js";

const STORE_KEY = "coffeeglm.conversation";
const MAX_CHARS = Number(byId("ordering").dataset.maxChars) || 500;
const REPLY_TIMEOUT_MS = 90_000;

const el = Object.fromEntries(["ordering", "log", "thinking", "turn-form", "turn-input", "send", "turn-count", "turn-error", "menu-panel", "menu", "cart-empty", "cart-lines", "cart-meta",
  "cart-total", "customer-name", "confirm", "cart-error"].map((id) => [id, byId(id)]));

const state = {
  conv: readStore(), // {id, token, orderId?}
  entries: new Map(), // turn id -> {node, replied}
  job: null, // the turn in flight: {key, text, turnId, node}
  editing: false, // a direct line edit is in flight
  lines: 0,
  orderShown: false,
};
const notice = new RetryNotice(byId("notice"), byId("notice-text"), byId("notice-countdown"), byId("notice-retry"));

function readStore() {
  try { return JSON.parse(sessionStorage.getItem(STORE_KEY)) ?? null; } catch { return null; }
}

function writeStore() {
  if (state.conv) sessionStorage.setItem(STORE_KEY, JSON.stringify(state.conv));
  else sessionStorage.removeItem(STORE_KEY);
}

/** Append one chat bubble; `who` is "me" or "bot". */
function bubble(who, text, extra = "") {
  const node = h("div", { class: `msg ${who} ${extra}`.trim() },
    h("span", { class: "visually-hidden" }, who === "me" ? "You said: " : "CoffeeGLM: "),
    h("span", { class: "msg-text" }, text));
  el.log.append(node);
  node.scrollIntoView({ block: "nearest" });
  return node;
}

function setThinking(on) {
  el.thinking.textContent = on ? "Thinking…" : "";
  el.thinking.classList.toggle("active", on);
  el.send.setAttribute("aria-disabled", on ? "true" : "false");
  updateConfirm();
}

function updateConfirm() {
  el.confirm.disabled = state.lines === 0 || state.job !== null || state.editing;
}

async function ensureConversation() {
  if (state.conv) return state.conv;
  const { data } = await api("/api/conversations", { method: "POST" });
  state.conv = { id: data.id, token: data.token };
  writeStore();
  return state.conv;
}

function forgetConversation() {
  state.conv = null;
  writeStore();
}

/** Fetch the conversation (long-polling up to `wait` s) and render turns, cart and order. */
async function refresh(wait = 0) {
  const params = new URLSearchParams();
  if (wait) params.set("wait", String(wait));
  if (state.job?.turnId) params.set("after", String(state.job.turnId - 1));
  const { data } = await api(`/api/conversations/${encodeURIComponent(state.conv.id)}?${params}`,
    { token: state.conv.token, timeoutMs: (wait + 15) * 1000 });
  applyConversation(data);
  return data;
}

function applyConversation(data) {
  for (const turn of data.turns ?? []) {
    let entry = state.entries.get(turn.id);
    if (!entry) {
      const node = state.job?.turnId === turn.id ? state.job.node
        : bubble("me", turn.text, turn.kind === "edit" ? "edit" : "");
      entry = { node, replied: false };
      state.entries.set(turn.id, entry);
    }
    if (turn.status === "done" && !entry.replied) {
      entry.replied = true;
      bubble("bot", turn.reply ?? "");
      if (state.job?.turnId === turn.id) finishJob();
    }
  }
  if (data.cart) renderCart(data.cart);
  if (data.order) enterOrderView(data.order);
}

function renderCart(cart) {
  state.lines = renderLines(el["cart-lines"], cart.lines, lineActions);
  el["cart-empty"].hidden = state.lines > 0;
  el["cart-meta"].textContent = orderMeta(cart);
  if (cart.customer_name && !el["customer-name"].value) el["customer-name"].value = cart.customer_name;
  el["cart-total"].textContent = money(cart.total_cents ?? 0);
  updateConfirm();
}

function lineActions(view) {
  const label = `line ${view.position}: ${view.qty} ${view.name}`;
  return [
    h("button", { type: "button", class: "button small secondary", "aria-label": `Change ${label}`,
      onclick: () => prefill(`change line ${view.position} to `) }, "Change"),
    h("button", { type: "button", class: "button small danger", "aria-label": `Remove ${label}`,
      onclick: () => removeLine(view.id) }, "Remove"),
  ];
}

/** Remove one cart line directly (no model); the reply joins the conversation like a turn's. */
async function removeLine(lineId, attempt = 0) {
  const problem = state.job ? "Just a moment — still answering your last message."
    : state.conv?.orderId ? "This order is already confirmed." : state.editing ? "Just a moment…" : "";
  setFieldError(problem);
  el["turn-input"].focus(); // a line button hands focus back to the input
  if (problem || !state.conv) return;
  state.editing = true;
  updateConfirm();
  try {
    const { data } = await api(`/api/conversations/${encodeURIComponent(state.conv.id)}/lines/${lineId}`,
      { method: "DELETE", token: state.conv.token });
    notice.hide();
    applyConversation({ turns: data.turn ? [data.turn] : [], cart: data.cart });
  } catch (err) {
    if (notice.report(err, () => removeLine(lineId, attempt + 1), attempt)) return;
    setFieldError(`Couldn't remove that: ${err.message}`);
    await refresh(0).catch(() => {}); // show the cart as it really is
  } finally {
    state.editing = false;
    updateConfirm();
  }
}

function prefill(text) {
  el["turn-input"].value = text;
  el["turn-input"].focus();
  el["turn-input"].setSelectionRange(text.length, text.length);
  updateCounter();
}

function validate(text) {
  if (!text) return "Type what you'd like first.";
  if (text.length > MAX_CHARS) return `That's too long — please keep it under ${MAX_CHARS} characters.`;
  if (state.job) return "Just a moment — still answering your last message.";
  if (state.editing) return "Just a moment…";
  if (state.conv?.orderId) return "This order is already confirmed.";
  return "";
}

function setFieldError(message) {
  el["turn-error"].textContent = message;
  if (message) el["turn-input"].setAttribute("aria-invalid", "true");
  else el["turn-input"].removeAttribute("aria-invalid");
}

function updateCounter() {
  const length = el["turn-input"].value.length;
  el["turn-count"].textContent = length > MAX_CHARS * 0.8 ? `${length} / ${MAX_CHARS} characters` : "";
  el["turn-count"].classList.toggle("over", length > MAX_CHARS);
}

/** Send one customer turn and wait for its reply. */
function submitTurn(raw) {
  const text = raw.trim();
  const problem = validate(text);
  setFieldError(problem);
  if (problem) { el["turn-input"].focus(); return; }
  el["turn-input"].value = "";
  updateCounter();
  state.job = { key: randomId(), text, turnId: null, node: bubble("me", text, "pending"), attempt: 0 };
  el["turn-input"].focus();
  runJob();
}

async function runJob() {
  const job = state.job;
  if (!job) return;
  setThinking(true);
  try {
    const conv = await ensureConversation();
    if (job.turnId === null) {
      // wait=10: the reply and the cart come back in this response (one request per turn)
      const { data } = await api(`/api/conversations/${encodeURIComponent(conv.id)}/turns?wait=10`, {
        method: "POST", token: conv.token, body: { text: job.text }, headers: { "Idempotency-Key": job.key },
        timeoutMs: 25000,
      });
      job.turnId = data.turn_id;
      job.node.classList.remove("pending");
      if (data.conversation) applyConversation(data.conversation);
    }
    const deadline = Date.now() + REPLY_TIMEOUT_MS;
    while (state.job === job) {
      if (Date.now() > deadline) throw Object.assign(new NetworkError("No reply yet"), { slow: true });
      const started = Date.now();
      await refresh(10);
      if (Date.now() - started < 500) await sleep(700);
    }
  } catch (err) {
    failJob(job, err);
  }
}

function finishJob() {
  state.job = null;
  notice.hide();
  setThinking(false);
}

function failJob(job, err) {
  setThinking(false);
  if (notice.report(err, runJob, job.attempt++)) {
    el.thinking.textContent = "Waiting to retry…";
    return;
  }
  state.job = null;
  updateConfirm();
  if (err instanceof ApiError && [401, 403, 404].includes(err.status) && job.turnId === null && !job.renewed) {
    job.renewed = true;
    forgetConversation(); // expired or unknown conversation: start a fresh one and send again
    state.job = job;
    runJob();
    return;
  }
  const message = err instanceof ApiError && [413, 422].includes(err.status)
    ? `That message can't be sent — keep it to ${MAX_CHARS} characters of plain words.` : err.message;
  job.node.classList.add("failed");
  job.node.append(h("span", { class: "msg-error" }, ` Not sent: ${message}`));
  el["turn-input"].value = job.text;
  setFieldError(message);
  updateCounter();
}

async function confirmOrder(attempt = 0) {
  el["cart-error"].textContent = "";
  el.confirm.disabled = true;
  try {
    const name = el["customer-name"].value.trim();
    const { data } = await api(`/api/conversations/${encodeURIComponent(state.conv.id)}/confirm`,
      { method: "POST", token: state.conv.token, body: name ? { customer_name: name } : {} });
    notice.hide();
    enterOrderView(data.order ?? data);
  } catch (err) {
    updateConfirm();
    if (!notice.report(err, () => confirmOrder(attempt + 1), attempt)) el["cart-error"].textContent = err.message;
  }
}

function enterOrderView(order) {
  if (!order?.id || state.orderShown) return;
  state.orderShown = true;
  state.conv.orderId = order.id;
  writeStore();
  notice.hide();
  el.ordering.hidden = true;
  showOrder(order, state.conv.token, startOver);
}

function startOver() {
  forgetConversation();
  window.location.reload();
}

async function restore(attempt = 0) {
  if (!state.conv) return;
  try {
    const data = await refresh(0);
    const pending = (data.turns ?? []).find((t) => t.status !== "done");
    if (pending && !data.order) {
      const node = state.entries.get(pending.id).node;
      state.job = { key: randomId(), text: pending.text, turnId: pending.id, node, attempt: 0 };
      runJob();
    }
  } catch (err) {
    if (err instanceof ApiError && [401, 403, 404].includes(err.status)) forgetConversation();
    else notice.report(err, () => restore(attempt + 1), attempt);
  }
}

el["turn-form"].addEventListener("submit", (event) => {
  event.preventDefault();
  submitTurn(el["turn-input"].value);
});
el["turn-input"].addEventListener("input", () => { updateCounter(); if (el["turn-error"].textContent) setFieldError(""); });
el.confirm.addEventListener("click", () => { primeAudio(); confirmOrder(); });
el["menu-panel"].addEventListener("toggle", () => { if (el["menu-panel"].open) renderMenu(el.menu); });
restore();
