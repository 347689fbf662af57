"""The batching scheduler: batches form, every request gets its own answer, failures stay isolated,
and closing drains what was queued."""

from __future__ import annotations

import threading
import time

import pytest

from workers.scheduler import BatchScheduler, SchedulerClosed


class Recorder:
    """A batch function that doubles numbers, records batch sizes, and fails on -1."""

    def __init__(self, delay: float = 0.0) -> None:
        self.sizes: list[int] = []
        self.delay = delay
        self.lock = threading.Lock()

    def __call__(self, requests):
        with self.lock:
            self.sizes.append(len(requests))
        time.sleep(self.delay)
        if -1 in requests:
            raise ValueError("unlucky")
        return [r * 2 for r in requests]


def test_concurrent_requests_share_batches_and_get_their_own_results():
    fn = Recorder(delay=0.05)
    observed: list[int] = []
    scheduler = BatchScheduler(fn, max_batch=8, max_wait_s=0.05, on_batch=lambda n, s: observed.append(n))
    try:
        futures = [scheduler.submit(i) for i in range(20)]
        assert [f.result(5) for f in futures] == [i * 2 for i in range(20)]
    finally:
        scheduler.close()
    assert max(fn.sizes) > 1 and max(fn.sizes) <= 8
    assert sum(fn.sizes) == 20 and observed == fn.sizes


def test_a_failing_request_fails_alone():
    fn = Recorder()
    scheduler = BatchScheduler(fn, max_batch=8, max_wait_s=0.05)
    try:
        futures = {i: scheduler.submit(i) for i in (1, -1, 2)}
        assert futures[1].result(5) == 2 and futures[2].result(5) == 4
        with pytest.raises(ValueError, match="unlucky"):
            futures[-1].result(5)
    finally:
        scheduler.close()


def test_wrong_result_count_is_an_error_for_each_request():
    scheduler = BatchScheduler(lambda reqs: [], max_batch=4, max_wait_s=0.0)
    try:
        with pytest.raises(RuntimeError, match="returned 0 results"):
            scheduler.submit(1).result(5)
    finally:
        scheduler.close()


def test_close_drains_queued_requests_then_refuses_new_ones():
    fn = Recorder(delay=0.02)
    scheduler = BatchScheduler(fn, max_batch=2, max_wait_s=0.0)
    futures = [scheduler.submit(i) for i in range(10)]
    scheduler.close(timeout=10)
    assert all(f.done() for f in futures)
    assert [f.result() for f in futures] == [i * 2 for i in range(10)]
    with pytest.raises(SchedulerClosed):
        scheduler.submit(1)


def test_max_wait_bounds_the_latency_of_a_lone_request():
    scheduler = BatchScheduler(lambda reqs: reqs, max_batch=64, max_wait_s=0.05)
    try:
        started = time.monotonic()
        assert scheduler.submit("x").result(5) == "x"
        assert time.monotonic() - started < 1.0
    finally:
        scheduler.close()


def test_invalid_max_batch():
    with pytest.raises(ValueError):
        BatchScheduler(lambda reqs: reqs, max_batch=0)


def test_a_lone_request_on_an_idle_scheduler_does_not_wait_for_company():
    scheduler = BatchScheduler(lambda reqs: reqs, max_batch=64, max_wait_s=2.0)
    try:
        started = time.monotonic()
        assert scheduler.submit("x").result(5) == "x"
        assert time.monotonic() - started < 1.0
    finally:
        scheduler.close()


def test_once_requests_arrive_together_the_scheduler_waits_to_batch_them():
    fn = Recorder(delay=0.05)
    scheduler = BatchScheduler(fn, max_batch=8, max_wait_s=0.2)
    try:
        first = [scheduler.submit(i) for i in range(3)]  # queued together: one batch, no waiting
        [f.result(5) for f in first]
        late = [scheduler.submit(10)]
        time.sleep(0.05)  # arrives within max_wait of the first: joins its batch
        late.append(scheduler.submit(11))
        assert [f.result(5) for f in late] == [20, 22]
    finally:
        scheduler.close()
    assert fn.sizes[-1] == 2
