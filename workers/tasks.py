"""Thin Celery tasks: take ids, load from the database, delegate, persist exactly once.

``parse_turn`` answers a customer's turn (from the cache or the batched model); ``sweep_pending`` is
the outbox sweeper that hands turns the broker never got (or lost) back to it, and answers with an
apology any turn that keeps failing, so no customer waits forever.
"""

from __future__ import annotations

import logging
from datetime import timedelta

import redis
from celery import shared_task
from flask import current_app
from sqlalchemy import or_, select, update
from sqlalchemy.exc import InterfaceError, OperationalError

from ordering.db import Turn, utcnow
from web.db import session_scope
from web.logs import request_id_var
from workers import metrics, turns
from workers.runtime import ParseTimeout, get_runtime
from workers.scheduler import SchedulerClosed

log = logging.getLogger(__name__)

TRANSIENT = (OperationalError, InterfaceError, redis.ConnectionError, redis.TimeoutError)
MAX_TURNS_PER_TASK = 20


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, autoretry_for=TRANSIENT,
             retry_backoff=True, retry_backoff_max=30, retry_jitter=True, max_retries=6,
             ignore_result=True)
def parse_turn(self, turn_id: int, request_id: str | None = None) -> None:
    """Answer turn ``turn_id`` (and any earlier pending turn of its conversation, first)."""
    request_id_var.set(request_id)
    runtime = get_runtime(current_app.config)
    for _ in range(MAX_TURNS_PER_TASK):
        with session_scope(autocommit=True) as session:  # one round trip per statement
            snapshot = turns.next_pending(session, turn_id)
            if snapshot is None:
                return  # already answered: a redelivery or a duplicate changes nothing
            session.rollback()  # hand the connection back while the model works (record() re-checks)
            try:
                parse, source = runtime.parse(snapshot.text, snapshot.cart)
                outcome = turns.apply_parse(parse, snapshot.cart, runtime.menu)
            except (ParseTimeout, *TRANSIENT):
                raise  # transient: retried with backoff; a timeout is left to the sweeper
            except SchedulerClosed as exc:  # this process is shutting down: let another take it
                raise self.retry(exc=exc, countdown=2) from exc
            except Exception:  # noqa: BLE001 — an unparseable turn gets an answer, not a crash loop
                log.exception("turn %s could not be parsed", snapshot.turn_id)
                if turns.record_fallback(session, snapshot.turn_id):
                    metrics.TURNS_DONE.labels("fallback").inc()
                continue
            if turns.record(session, snapshot, outcome, parse, source):
                # logged before the wake-up: whoever the wake-up reaches finds the turn in the log too
                log.info("turn answered", extra={"turn_id": snapshot.turn_id, "source": source})
                metrics.TURNS_DONE.labels(source).inc()
                current_app.extensions["wakeup"].publish(snapshot.conversation_id)
                if snapshot.turn_id == turn_id:
                    return  # our own turn is answered: no need to look again
    log.warning("turn %s: gave up after %d turns in one task", turn_id, MAX_TURNS_PER_TASK)


@shared_task(acks_late=True, ignore_result=True)
def sweep_pending() -> int:
    """Re-enqueue turns pending too long; answer with an apology those that failed too often."""
    config = current_app.config
    now = utcnow()
    stale = now - timedelta(seconds=float(config["SWEEP_AFTER_S"]))
    max_attempts = int(config["SWEEP_MAX_ATTEMPTS"])
    handed = 0
    with session_scope() as session:
        rows = session.execute(
            select(Turn.id, Turn.attempts, Turn.request_id)
            .where(Turn.status == "pending", or_(Turn.enqueued_at.is_(None), Turn.enqueued_at < stale))
            .order_by(Turn.id).limit(500)
        ).all()
        for turn_id, attempts, request_id in rows:
            if attempts >= max_attempts:
                log.error("turn %s still pending after %d attempts: answering with an apology", turn_id,
                          attempts)
                if turns.record_fallback(session, turn_id):
                    metrics.TURNS_DONE.labels("fallback").inc()
                continue
            parse_turn.apply_async(args=[turn_id], kwargs={"request_id": request_id})
            session.execute(update(Turn).where(Turn.id == turn_id)
                            .values(enqueued_at=now, attempts=Turn.attempts + 1))
            session.commit()
            handed += 1
    if handed:
        log.info("sweeper re-enqueued %d pending turns", handed)
    return handed
