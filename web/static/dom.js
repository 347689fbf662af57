// DOM helpers. Data only ever reaches the page through textContent / attributes, never innerHTML,
// so whatever a customer types (<script>…) is shown as text.

/** Create an element: h("li", {class: "x", "aria-label": "y", onclick: fn}, "text", child). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Look an element up by id, failing loudly when a template and its script disagree. */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node;
}

/** Format integer cents as dollars ("$4.50"). */
export function money(cents) {
  const value = Number.isFinite(cents) ? cents : 0;
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Capitalise the first letter of a label ("oat latte" -> "Oat latte"). */
export function capitalise(text) {
  const s = String(text ?? "");
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** Return a random hex id (works on plain http, where crypto.randomUUID is unavailable). */
export function randomId() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Resolve after ms milliseconds, or early when signal aborts. */
export function sleep(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

let audio = null;

/** Create (or resume) the shared AudioContext; call from a click so later chimes may play. */
export function primeAudio() {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") audio.resume();
  } catch {
    audio = null;
  }
  return audio;
}

/** Play a short two-tone chime with Web Audio (no media files; does nothing if audio is blocked). */
export function chime() {
  const ctx = primeAudio();
  if (!ctx) return;
  const now = ctx.currentTime;
  for (const [freq, at] of [[880, 0], [1318.5, 0.18]]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + at);
    gain.gain.exponentialRampToValueAtTime(0.3, now + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + at);
    osc.stop(now + at + 0.4);
  }
}
