// Thin fetch wrapper for the CoffeeGLM JSON API: one error type per failure the pages must show
// differently (no connection, busy service, refused request).

/** The server answered with an error body {"error": {code, message, details}}. */
export class ApiError extends Error {
  constructor(status, code, message, details = {}, retryAfter = null) {
    super(message || `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code || `http_${status}`;
    this.details = details || {};
    this.retryAfter = retryAfter; // seconds, for 503/429
  }

  /** True when the service asked us to come back later (503 / 429). */
  get busy() {
    return this.status === 503 || this.status === 429;
  }
}

/** The request never got an answer (offline, server down, proxy error, timeout). */
export class NetworkError extends Error {
  constructor(message = "No connection to the server") {
    super(message);
    this.name = "NetworkError";
  }
}

/** Parse a Retry-After header (delta seconds or HTTP date) into seconds, or null. */
export function parseRetryAfter(value) {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const when = Date.parse(value);
  return Number.isNaN(when) ? null : Math.max(0, Math.round((when - Date.now()) / 1000));
}

/**
 * Call the API. Returns {status, data, etag, date}; status 304 returns data null.
 * Throws NetworkError when no HTTP answer came, ApiError for any other non-2xx.
 */
export async function api(path, { method = "GET", token, body, etag, headers = {}, timeoutMs = 15000, signal } = {}) {
  const init = { method, headers: { Accept: "application/json", ...headers }, cache: "no-store" };
  if (token) init.headers.Authorization = `Bearer ${token}`;
  if (etag) init.headers["If-None-Match"] = etag;
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  signal?.addEventListener("abort", () => controller.abort(), { once: true });
  init.signal = controller.signal;
  let response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new NetworkError(controller.signal.aborted ? "The server took too long to answer" : undefined);
  } finally {
    clearTimeout(timer);
  }
  const meta = { status: response.status, etag: response.headers.get("ETag"), date: response.headers.get("Date") };
  if (response.status === 304) return { ...meta, data: null };
  let data = null;
  const text = await response.text().catch(() => "");
  if (text) {
    try { data = JSON.parse(text); } catch { data = null; }
  }
  if (response.ok) return { ...meta, data };
  // A gateway answering with HTML (502/504 from a proxy) is an outage, not a refusal.
  if (!data && [502, 504].includes(response.status)) throw new NetworkError(`The server is unreachable (${response.status})`);
  const err = data?.error ?? {};
  throw new ApiError(response.status, err.code, err.message, err.details,
    parseRetryAfter(response.headers.get("Retry-After")));
}
