"""Simulated customers: replay held-out dialogues over keep-alive HTTP against a running stack.

A customer opens a conversation, says each turn of a dialogue (POST, then long-polls until the reply),
and confirms. ``load`` runs N of them at once in a closed loop (no think time) and counts what finishes
inside the measured window; ``measure`` adds the mean batch size the workers ran.
"""

from __future__ import annotations

import http.client
import json
import random
import statistics
import threading
import time
from typing import Any

from stack import Stack, corpus_dir

HELDOUT_TURNS = 3000  # generated in memory when data/corpus* (not in git) is absent
HELDOUT_SEED = 12  # the seed `coffeeglm corpus --seed 11` gives its held-out split


def heldout_rows() -> list[dict]:
    """The held-out turns: data/corpus*/heldout.jsonl, else generated from the menu (a few seconds)."""
    corpus = corpus_dir() / "heldout.jsonl"
    if corpus.exists():
        with corpus.open(encoding="utf-8") as fh:
            return [json.loads(line) for line in fh]
    from ordering.menu import load_menu
    from preprocessing.corpus.generate import records

    return list(records(load_menu(), HELDOUT_TURNS, HELDOUT_SEED, heldout=True))


def dialogues(seed: int = 0) -> list[list[str]]:
    """The held-out corpus as dialogues (lists of turn texts), shuffled with ``seed``."""
    by_id: dict[str, list[str]] = {}
    for row in heldout_rows():
        by_id.setdefault(row["id"].rsplit("/", 1)[0], []).append(row["text"])
    out = list(by_id.values())
    random.Random(seed).shuffle(out)
    return out


class Customer:
    """One simulated customer on a keep-alive connection; remembers what it said against which cart."""

    def __init__(self, port: int):
        """Connect lazily to the web on ``port``."""
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.token, self.cart = "", None
        self.said: list[tuple[str, Any]] = []  # (text, priced cart JSON it was said against)

    def call(self, method: str, path: str, body: Any = None, key: str | None = None) -> tuple[int, Any]:
        """Send one request (again once, on a fresh connection, if the server closed an idle one)."""
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        if key:
            headers["Idempotency-Key"] = key  # makes the one retry safe for a turn
        data = None if body is None else json.dumps(body).encode()
        if data is not None:
            headers["Content-Type"] = "application/json"
        for attempt in (1, 2):
            try:
                self.conn.request(method, path, body=data, headers=headers)
                resp = self.conn.getresponse()
                return resp.status, json.loads(resp.read() or b"null")
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self.conn.close()
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def start(self) -> str:
        """Open a conversation; return its id."""
        self.token, self.cart = "", None
        _, body = self.call("POST", "/api/conversations")
        self.token = body["token"]
        return body["id"]

    def turn(self, cid: str, text: str) -> float:
        """Say ``text`` and read the reply (long-poll); return the seconds from the POST to the reply.

        The POST waits for the reply (``wait``) and brings it back with the cart: one request per turn;
        the GET long-poll only picks up a turn still pending when the wait ran out.
        """
        self.said.append((text, self.cart))
        started = time.perf_counter()
        status, body = self.call("POST", f"/api/conversations/{cid}/turns?wait=10", {"text": text},
                                 key=f"{cid[:16]}-{len(self.said)}")
        if status != 202:
            raise RuntimeError(f"turn refused: {status} {body}")
        after = body["turn_id"] - 1
        body = body.get("conversation") or {"pending": True}
        while body["pending"]:
            _, body = self.call("GET", f"/api/conversations/{cid}?wait=10&after={after}")
        elapsed = time.perf_counter() - started
        self.cart = body["cart"]
        return elapsed

    def session(self, texts: list[str], latencies: list[float]) -> bool:
        """Open a conversation, say every text, confirm; return whether an order was placed."""
        cid = self.start()
        for text in texts:
            latencies.append(self.turn(cid, text))
        status, _ = self.call("POST", f"/api/conversations/{cid}/confirm", {})
        return status in (200, 201)


def load(port: int, customers: int, seconds: float, warmup_s: float = 2.0, seed: int = 0) -> dict[str, Any]:
    """Run ``customers`` concurrent customers (closed loop) for ``seconds`` after a warm-up.

    Returns turn latency percentiles (ms), turns/s and orders/s counted inside the measured window.
    """
    scripts = dialogues(seed)
    lock, stop = threading.Lock(), threading.Event()
    start = time.perf_counter() + warmup_s
    stats = {"latencies": [], "orders": 0, "sessions": 0, "errors": 0}

    def run(index: int) -> None:
        customer, n = Customer(port), index
        while not stop.is_set():
            latencies: list[float] = []
            try:
                placed = customer.session(scripts[n % len(scripts)], latencies)
            except Exception:  # noqa: BLE001 — counted; a benchmark keeps going
                customer, placed = Customer(port), False
                with lock:
                    stats["errors"] += 1
            if start <= time.perf_counter() and not stop.is_set():
                with lock:
                    stats["latencies"] += latencies
                    stats["sessions"] += 1
                    stats["orders"] += placed
            n += customers

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(customers)]
    for t in threads:
        t.start()
    time.sleep(warmup_s + seconds)
    stop.set()
    elapsed = time.perf_counter() - start
    for t in threads:
        t.join(60)
    return {"customers": customers, "seconds": elapsed, **summarize(stats["latencies"]),
            "turns_per_s": len(stats["latencies"]) / elapsed, "orders_per_s": stats["orders"] / elapsed,
            "sessions": stats["sessions"], "orders": stats["orders"], "errors": stats["errors"]}


def measure(stack: Stack, customers: list[int], seconds: float, **tags: Any) -> list[dict[str, Any]]:
    """``load`` at each level plus the workers' mean batch (coffeeglm_batch_size); rows carry ``tags``."""
    rows = []
    for n in customers:
        size, calls = (stack.worker_metric(f"coffeeglm_batch_size_{k}") for k in ("sum", "count"))
        row = {**tags, **load(stack.port, n, seconds)}
        calls = stack.worker_metric("coffeeglm_batch_size_count") - calls
        row["mean_batch"] = (stack.worker_metric("coffeeglm_batch_size_sum") - size) / max(calls, 1)
        rows.append(row)
        print(f"  {tags} customers={n}: p50 {row['p50_ms']:.0f} ms, p95 {row['p95_ms']:.0f} ms, "
              f"{row['orders_per_s']:.2f} orders/s, mean batch {row['mean_batch']:.1f}", flush=True)
    return rows


def summarize(seconds: list[float]) -> dict[str, float]:
    """n, p50/p95/p99 and mean in ms of durations in seconds."""
    if len(seconds) < 2:
        return {"n": len(seconds), "p50_ms": float("nan"), "p95_ms": float("nan"), "p99_ms": float("nan")}
    q = statistics.quantiles([s * 1e3 for s in seconds], n=100)
    return {"n": len(seconds), "p50_ms": statistics.median(seconds) * 1e3, "p95_ms": q[94], "p99_ms": q[98],
            "mean_ms": statistics.mean(seconds) * 1e3}
