"""Dynamic batching inside one worker process: many task threads, one model call per batch.

Task threads ``submit`` a request and wait on its future; one scheduler thread drains the queue up to
``max_batch`` requests or ``max_wait_s`` after the first one, calls ``parse_batch`` once, and hands
each request its own result. It waits for company only while turns arrive together (the last batch
had more than one): a lone turn on an idle worker runs at once rather than paying ``max_wait_s``
(see benchmarks/RESULTS.md). A batch that fails is retried one request at a time, so one bad request
fails alone. ``close`` stops taking work, finishes everything already queued, then returns.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

BatchFn = Callable[[Sequence[Any]], list[Any]]


class SchedulerClosed(RuntimeError):
    """Raised by ``submit`` after ``close``."""


@dataclass
class _Work:
    request: Any
    future: Future = field(default_factory=Future)
    queued_at: float = field(default_factory=time.monotonic)


class BatchScheduler:
    """Collect requests from many threads into batches for one batched function."""

    def __init__(self, batch_fn: BatchFn, *, max_batch: int = 16, max_wait_s: float = 0.01,
                 on_batch: Callable[[int, float], None] | None = None, name: str = "batch-scheduler"):
        """Start the scheduler thread; ``on_batch(size, seconds)`` is called after every model call."""
        if max_batch < 1:
            raise ValueError("max_batch must be at least 1")
        self._batch_fn = batch_fn
        self.max_batch = max_batch
        self.max_wait_s = max(0.0, max_wait_s)
        self._on_batch = on_batch
        self._queue: queue.Queue[_Work | None] = queue.Queue()
        self._closed = threading.Event()
        self._lock = threading.Lock()
        self._last_size = 1  # size of the last batch: > 1 means turns arrive together, worth waiting for
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()

    def submit(self, request: Any) -> Future:
        """Queue one request; the future gets its result or its exception."""
        with self._lock:  # no submit can slip in between close() and the drain
            if self._closed.is_set():
                raise SchedulerClosed("the scheduler is shutting down")
            work = _Work(request)
            self._queue.put(work)
        return work.future

    def close(self, timeout: float | None = 30.0) -> None:
        """Stop taking requests, finish the queued ones, and join the thread."""
        with self._lock:
            if not self._closed.is_set():
                self._closed.set()
                self._queue.put(None)  # wake the loop
        self._thread.join(timeout)

    @property
    def pending(self) -> int:
        """Requests waiting for a batch."""
        return self._queue.qsize()

    def _collect(self, first: _Work) -> tuple[list[_Work], bool]:
        """Gather up to max_batch requests until max_wait_s after the first; return (batch, stop).

        Without company last time, only what is queued already joins: no waiting.
        """
        batch = [first]
        deadline = time.monotonic() + (self.max_wait_s if self._last_size > 1 else 0.0)
        while len(batch) < self.max_batch:
            remaining = deadline - time.monotonic()
            try:
                item = self._queue.get(timeout=remaining) if remaining > 0 else self._queue.get_nowait()
            except queue.Empty:
                break
            if item is None:
                return batch, True
            batch.append(item)
        return batch, False

    def _loop(self) -> None:
        """Schedule → execute → deliver, until closed and drained."""
        stop = False
        while True:
            try:
                first = self._queue.get(timeout=0.5)
            except queue.Empty:
                if stop or self._closed.is_set() and self._queue.empty():
                    return
                continue
            if first is None:
                stop = True
                if self._queue.empty():
                    return
                continue
            batch, saw_stop = self._collect(first)
            self._last_size = len(batch)
            stop = stop or saw_stop
            self._run([w for w in batch if w.future.set_running_or_notify_cancel()])

    def _run(self, batch: list[_Work]) -> None:
        """Execute one batch; on failure, retry its requests one by one."""
        if not batch:
            return
        started = time.monotonic()
        try:
            results = self._batch_fn([w.request for w in batch])
            if len(results) != len(batch):
                raise RuntimeError(f"batch function returned {len(results)} results for {len(batch)}")
        except Exception as exc:  # noqa: BLE001 — isolate the failing request below
            if len(batch) == 1:
                log.warning("batch of 1 failed: %s", exc)
                batch[0].future.set_exception(exc)
                self._report(1, started)
                return
            log.warning("batch of %d failed (%s); retrying one by one", len(batch), exc)
            for work in batch:
                self._run_one(work)
            return
        self._report(len(batch), started)
        for work, result in zip(batch, results, strict=True):
            work.future.set_result(result)

    def _run_one(self, work: _Work) -> None:
        """Execute a single request (after its batch failed)."""
        started = time.monotonic()
        try:
            result = self._batch_fn([work.request])[0]
        except Exception as exc:  # noqa: BLE001 — handed to the waiting task
            work.future.set_exception(exc)
        else:
            work.future.set_result(result)
        self._report(1, started)

    def _report(self, size: int, started: float) -> None:
        """Tell the metrics hook about one model call."""
        if self._on_batch is not None:
            try:
                self._on_batch(size, time.monotonic() - started)
            except Exception:  # noqa: BLE001 — metrics never break scheduling
                log.exception("on_batch hook failed")
