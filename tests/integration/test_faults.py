"""Faults: the broker or the database down. A 503 with Retry-After, never a 500, and no turn lost."""

from __future__ import annotations

import time

from sqlalchemy import select

from ordering.db import Turn
from tests.integration.support import Api, WebServer, free_port


def test_database_down_is_503_with_retry_after(stack):
    from web import create_app

    dead = dict(stack.config, DATABASE_URL=f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/none")
    app = create_app(dead)
    server = WebServer(app)
    try:
        api = Api(server.port)
        for resp in (api.post("/api/conversations"),
                     api.say("a" * 32, "token", "a latte"),
                     api.get("/api/orders", token=stack.config["BARISTA_TOKEN"])):
            assert resp.status == 503, resp.raw
            assert resp.json["error"]["code"] == "database_unavailable"
            assert int(resp.headers["retry-after"]) > 0
        ready = api.get("/readyz")
        assert ready.status == 503 and ready.json["checks"]["database"] != "ok"
        assert api.get("/healthz").status == 200  # alive, just not ready
    finally:
        server.stop()


def test_broker_down_keeps_the_turn_and_answers_it_when_back(stack):
    api = stack.api
    cid, token = api.conversation()
    stack.broker.stop()
    try:
        started = time.monotonic()
        resp = api.say(cid, token, "one cappuccino please", headers={"Idempotency-Key": "outage-1"})
        assert time.monotonic() - started < 10  # fails fast, no hanging request
        assert resp.status == 503, resp.raw
        assert resp.json["error"]["code"] == "broker_unavailable"
        assert int(resp.headers["retry-after"]) > 0
        turn_id = resp.json["error"]["details"]["turn_id"]
        with stack.app.extensions["db_sessionmaker"]() as session:
            turn = session.scalar(select(Turn).where(Turn.id == turn_id))
            assert turn.status == "pending" and turn.enqueued_at is None  # kept for the sweeper
        assert api.get("/readyz").status == 503
        # The customer sees the turn pending meanwhile.
        state = api.get(f"/api/conversations/{cid}", token=token).json
        assert state["pending"] is True and state["turns"][0]["id"] == turn_id
    finally:
        stack.broker.start()
    # Back: the worker reconnects and the sweeper hands the stored turn to the broker.
    state = api.settle(cid, token, timeout=120)
    assert state["pending"] is False, "the turn was never answered after the broker came back"
    assert state["turns"][0]["reply"]
    assert [pl["line"]["item"] for pl in state["cart"]["lines"]] == ["cappuccino"]
    # A retry with the same key now returns the same, answered turn.
    again = api.say(cid, token, "one cappuccino please", headers={"Idempotency-Key": "outage-1"})
    assert again.status == 202 and (again.json["turn_id"], again.json["status"]) == (turn_id, "done")
    stack.wait_ready()


def test_cache_down_is_only_a_miss(stack):
    api = stack.api
    stack.cache.stop()
    try:
        cid, token = api.conversation()
        resp = api.say(cid, token, "one latte please")
        assert resp.status == 202 and resp.json["status"] == "pending"
        state = api.settle(cid, token)
        assert state["turns"][0]["reply"] and state["cart"]["lines"]
    finally:
        stack.cache.start()


def test_a_turn_that_keeps_failing_gets_an_apology_not_an_endless_wait(stack):
    from datetime import timedelta

    from ordering.db import utcnow
    from workers.turns import FALLBACK_REPLY

    api = stack.api
    cid, token = api.conversation()
    with stack.app.extensions["db_sessionmaker"]() as session:
        # As if it had been handed to the broker SWEEP_MAX_ATTEMPTS times and never answered.
        turn = Turn(conversation_id=cid, text="one latte please", attempts=5,
                    enqueued_at=utcnow() - timedelta(minutes=5))
        session.add(turn)
        session.commit()
        turn_id = turn.id
    state = api.settle(cid, token, timeout=60)  # the worker's sweeper (beat, every second) answers it
    [answered] = state["turns"]
    assert answered["id"] == turn_id and answered["status"] == "done"
    assert answered["reply"] == FALLBACK_REPLY and "another way" in FALLBACK_REPLY
    assert state["cart"]["lines"] == []


def test_a_connection_the_database_closed_is_replaced_not_an_error(stack):
    from sqlalchemy import create_engine, text

    from tests.integration.support import PG_ADMIN_URL
    from web import create_app
    from web.db import session_scope

    app = create_app(stack.config)  # its own pool: one connection, which the server then terminates
    client = app.test_client()
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    try:
        for _ in range(2):
            with app.app_context(), session_scope() as session:
                pid = session.execute(text("select pg_backend_pid()")).scalar_one()
            with admin.connect() as conn:
                assert conn.execute(text("select pg_terminate_backend(:pid)"), {"pid": pid}).scalar_one()
                gone = text("select count(*) = 0 from pg_stat_activity where pid = :pid")
                while not conn.execute(gone, {"pid": pid}).scalar_one():  # the backend has exited
                    time.sleep(0.01)
            resp = client.post("/api/conversations")
            assert resp.status_code == 201, resp.json
            with app.app_context(), session_scope() as session:
                assert session.execute(text("select pg_backend_pid()")).scalar_one() != pid
    finally:
        admin.dispose()
        app.extensions["db_engine"].dispose()
