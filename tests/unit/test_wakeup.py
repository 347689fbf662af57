"""Long-poll wake-ups: a worker's publish wakes exactly the waiters of that conversation; without
Redis the waiter only times out (the long-poll falls back to polling the database)."""

from __future__ import annotations

import time

import pytest

from tests.integration.support import RedisServer
from web.wakeup import Wakeup


@pytest.fixture(scope="module")
def redis_url():
    server = RedisServer(policy="noeviction").start()
    yield server.url
    server.stop()


def wait_live(wakeup: Wakeup, timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not wakeup.live and time.monotonic() < deadline:
        time.sleep(0.01)
    assert wakeup.live


def test_publish_wakes_the_waiters_of_that_conversation_only(redis_url):
    web, worker = Wakeup.from_url(redis_url), Wakeup.from_url(redis_url)
    try:
        with web.waiter("c1") as mine, web.waiter("c2") as other:
            wait_live(web)
            time.sleep(0.1)  # the SUBSCRIBE reaches the server
            worker.publish("c1")
            assert mine.wait(2.0)
            assert not other.wait(0.2)
    finally:
        web.close()


def test_without_redis_waiting_just_times_out():
    wakeup = Wakeup.from_url("amqp://guest@localhost//")
    wakeup.publish("c1")  # a no-op, never raises
    with wakeup.waiter("c1") as answered:
        assert not answered.wait(0.05)
    assert not wakeup.live


def test_an_unreachable_redis_never_raises_to_the_caller():
    wakeup = Wakeup.from_url("redis://127.0.0.1:1/0")
    wakeup.publish("c1")
    with wakeup.waiter("c1") as answered:
        assert not answered.wait(0.05)
    wakeup.close()
