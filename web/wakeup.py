"""Wake long-polls the moment a worker answers a turn, instead of at their next database poll.

A worker publishes the conversation id on ``CHANNEL`` of the broker Redis after it commits a turn's
answer; each web process keeps one subscriber thread (started on first use) that wakes the long-polls
waiting on that conversation. Best effort: without Redis pub/sub, or if a message is lost, a long-poll
still notices at its next database poll — every POLL_INTERVAL_S, or every SAFETY_POLL_S while the
subscription is up.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import redis

log = logging.getLogger(__name__)

CHANNEL = "coffeeglm:turn-done"
SAFETY_POLL_S = 1.0  # database poll while wake-ups work: only catches a lost message


class Wakeup:
    """Publish "turn answered" (workers) and wait for it (web long-polls)."""

    def __init__(self, client: redis.Redis | None):
        """Use ``client`` (None: no wake-ups, long-polls just poll)."""
        self.client = client
        self._waiters: dict[str, set[threading.Event]] = {}
        self._lock = threading.Lock()
        self._listening = threading.Event()
        self._closed = threading.Event()
        self._thread: threading.Thread | None = None

    @classmethod
    def from_url(cls, broker_url: str) -> Wakeup:
        """Wake-ups over the broker Redis (``redis://`` or ``redis+socket://``); none for other brokers."""
        from web.health import broker_client

        if not broker_url.startswith(("redis://", "rediss://", "redis+socket://")):
            return cls(None)
        return cls(broker_client(broker_url, timeout=5.0))

    @property
    def live(self) -> bool:
        """Whether this process is subscribed right now."""
        return self._listening.is_set()

    def publish(self, conversation_id: str) -> None:
        """Tell every web process that a turn of ``conversation_id`` was answered (never raises)."""
        if self.client is None:
            return
        try:
            self.client.publish(CHANNEL, conversation_id)
        except redis.RedisError as exc:
            log.warning("wake-up not published: %s", exc)

    @contextmanager
    def waiter(self, conversation_id: str) -> Iterator[threading.Event]:
        """An event set whenever a turn of ``conversation_id`` is answered, while the block runs."""
        self._start()
        event = threading.Event()
        with self._lock:
            self._waiters.setdefault(conversation_id, set()).add(event)
        try:
            yield event
        finally:
            with self._lock:
                waiting = self._waiters.get(conversation_id, set())
                waiting.discard(event)
                if not waiting:
                    self._waiters.pop(conversation_id, None)

    def close(self) -> None:
        """Stop the subscriber thread (within about a second)."""
        self._closed.set()

    def _start(self) -> None:
        """Start the subscriber thread in this process, once."""
        if self.client is None or self._thread is not None:
            return
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._listen, name="wakeup", daemon=True)
                self._thread.start()

    def _listen(self) -> None:
        """Subscribe and dispatch forever; resubscribe after a Redis error."""
        lost = False  # said once per outage, not every second while Redis is away
        while not self._closed.is_set():
            pubsub = self.client.pubsub(ignore_subscribe_messages=True)
            try:
                pubsub.subscribe(CHANNEL)
                self._listening.set()
                if lost:
                    log.info("wake-up subscription restored")
                    lost = False
                while not self._closed.is_set():
                    message = pubsub.get_message(timeout=1.0)
                    if message is not None:
                        self._wake(message["data"])
            except Exception as exc:  # noqa: BLE001 — keep waking; the long-polls poll meanwhile
                self._listening.clear()
                if not self._closed.is_set() and not lost:
                    log.warning("wake-up subscription lost (long-polls poll until it is back): %s", exc)
                    lost = True
                self._closed.wait(1.0)
            finally:
                pubsub.close()
        self._listening.clear()

    def _wake(self, data: bytes | str) -> None:
        """Set the events of the long-polls waiting on this conversation."""
        conversation_id = data.decode() if isinstance(data, bytes) else str(data)
        with self._lock:
            for event in self._waiters.get(conversation_id, ()):
                event.set()
