// The customer page's retry notice: what went wrong (announced once), a countdown to the automatic
// retry (not announced every second) and a "Retry now" button.
import { ApiError, NetworkError } from "./api.js";

export class RetryNotice {
  /** Bind to the notice box and its text, countdown and button elements. */
  constructor(box, text, countdown, button) {
    Object.assign(this, { box, text, countdown, timer: null, retry: null });
    button.addEventListener("click", () => this.retryNow());
    window.addEventListener("online", () => { if (this.retry) this.retryNow(); });
  }

  /** Show `message` and run `retry` after `delaySeconds` (or only on request when null). */
  show(message, retry, delaySeconds) {
    clearTimeout(this.timer);
    this.retry = retry;
    this.box.hidden = false;
    this.box.classList.toggle("busy", message.includes("busy"));
    this.text.textContent = message;
    let left = delaySeconds;
    const tick = () => {
      this.countdown.textContent = left === null ? "" : `Retrying in ${left} s…`;
      if (left === null) return;
      if (left <= 0) { this.retryNow(); return; }
      left -= 1;
      this.timer = setTimeout(tick, 1000);
    };
    tick();
  }

  /** Hide the notice and forget the pending retry. */
  hide() {
    clearTimeout(this.timer);
    this.retry = null;
    this.box.hidden = true;
    this.text.textContent = "";
    this.countdown.textContent = "";
  }

  /** Run the pending retry now. */
  retryNow() {
    const retry = this.retry;
    this.hide();
    retry?.();
  }

  /** Show a failure the customer can wait out; returns false when it is not one (a refusal). */
  report(err, retry, attempt = 0) {
    if (err instanceof NetworkError) {
      const message = err.slow ? "The reply is taking longer than usual." : "Connection lost — check your connection.";
      this.show(message, retry, Math.min(30, 2 ** (attempt + 1)));
      return true;
    }
    if (err instanceof ApiError && err.busy) {
      this.show("The coffee bar is busy right now.", retry, err.retryAfter ?? 5);
      return true;
    }
    return false;
  }
}
