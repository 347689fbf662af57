"""Turn writes on both databases: a turn answered and its cart move together or not at all."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from ordering.cart import Cart, Line
from ordering.db import Conversation, Turn, make_engine
from tests.integration.support import PostgresDatabase
from web.turn_store import NewTurn, TurnStore

EARLIER = datetime(2026, 1, 1, tzinfo=UTC)
LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


@pytest.fixture(params=["postgresql", "sqlite"])
def store(request, tmp_path):
    from web.cli import upgrade

    database = PostgresDatabase() if request.param == "postgresql" else None
    url = database.url if database else f"sqlite:///{tmp_path / 'turns.db'}"
    upgrade(url)
    engine = make_engine(url)
    try:
        yield TurnStore(engine)
    finally:
        engine.dispose()
        if database:
            database.drop()


def conversation(store: TurnStore) -> str:
    with store.engine.begin() as conn:
        conn.execute(Conversation.__table__.insert().values(
            id="c1", token_hash="h", cart={}, version=3, created_at=EARLIER, updated_at=EARLIER))
    return "c1"


def answered(key: str | None = None) -> NewTurn:
    now = EARLIER + timedelta(days=1)
    return NewTurn(conversation_id="c1", text="a latte", idempotency_key=key, request_id="r", created_at=now,
                   status="done", reply="One latte.", source="cache", done_at=now, intent="order",
                   understood=True, output="add latte")


def rows(store: TurnStore):
    with store.engine.connect() as conn:
        moved = conn.execute(select(Conversation.cart, Conversation.version, Conversation.created_at,
                                    Conversation.updated_at)).one()
        return moved, conn.execute(select(Turn.text, Turn.status, Turn.reply, Turn.source)).all()


def test_an_answered_turn_moves_the_cart_with_it(store):
    conversation(store)
    turn_id = store.add_answered(answered(), 3, LATTE)
    (cart, version, created, updated), turns = rows(store)
    assert turn_id is not None and version == 4 and Cart.model_validate(cart) == LATTE
    assert turns == [("a latte", "done", "One latte.", "cache")]
    assert created.replace(tzinfo=UTC) == EARLIER  # only the cart, its version and updated_at change
    assert updated.replace(tzinfo=UTC) == EARLIER + timedelta(days=1)
    conv, tally = store.load("c1", None)
    assert (conv.version, tally.total, tally.pending, tally.earlier_id) == (4, 1, 0, None)


def test_a_cart_that_moved_meanwhile_stores_nothing(store):
    conversation(store)
    assert store.add_answered(answered(), 2, LATTE) is None
    (cart, version, _, _), turns = rows(store)
    assert (cart, version, turns) == ({}, 3, [])


def test_a_taken_idempotency_key_moves_no_cart(store):
    conversation(store)
    first = store.add(NewTurn(conversation_id="c1", text="a latte", idempotency_key="k", request_id=None,
                              created_at=EARLIER, enqueued_at=EARLIER, attempts=1))
    with pytest.raises(IntegrityError):
        store.add_answered(answered("k"), 3, LATTE)
    (cart, version, _, _), turns = rows(store)
    assert (cart, version) == ({}, 3) and len(turns) == 1
    _, tally = store.load("c1", "k")
    assert (tally.total, tally.pending, tally.earlier_id) == (1, 1, first)
    store.unmark(first)
    with store.engine.connect() as conn:
        assert conn.execute(select(Turn.enqueued_at, Turn.attempts)).one() == (None, 0)
    assert store.load("nope", None) is None


def worker_answers(store: TurnStore, version: int) -> bool:
    """What a worker does once the model answered the pending turn: ``turns.record``."""
    from sqlalchemy.orm import Session

    from workers.turns import Outcome, Snapshot, record

    parse = type("Parse", (), {"intent": "order", "understood": True, "output": "add latte"})()
    with Session(store.engine) as session:
        turn_id = session.scalar(select(Turn.id))
        snapshot = Snapshot(turn_id=turn_id, text="a latte", cart=Cart(), version=version,
                            conversation_id="c1")
        return record(session, snapshot, Outcome(cart=LATTE, reply="One latte."), parse, "model")


def pending(store: TurnStore) -> None:
    conversation(store)
    store.add(NewTurn(conversation_id="c1", text="a latte", idempotency_key=None, request_id=None,
                      created_at=EARLIER, enqueued_at=EARLIER, attempts=1))


def test_a_worker_answers_the_turn_and_moves_the_cart_together(store):
    pending(store)
    assert worker_answers(store, 3)
    (cart, version, _, _), turns = rows(store)
    assert version == 4 and Cart.model_validate(cart) == LATTE
    assert turns == [("a latte", "done", "One latte.", "model")]
    assert not worker_answers(store, 4)  # a redelivered task: the turn is done, nothing moves
    assert rows(store)[0][1] == 4


def test_a_worker_moves_nothing_when_the_cart_or_the_turn_moved_meanwhile(store):
    from sqlalchemy import update

    pending(store)
    assert not worker_answers(store, 2)  # the cart is no longer at the version read
    (cart, version, _, _), turns = rows(store)
    assert (cart, version, turns) == ({}, 3, [("a latte", "pending", None, None)])
    with store.engine.begin() as conn:  # the sweeper answered it with an apology: the cart stays
        conn.execute(update(Turn).values(status="done", reply="Sorry", source="fallback"))
    assert not worker_answers(store, 3)
    (cart, version, _, _), turns = rows(store)
    assert (cart, version, turns) == ({}, 3, [("a latte", "done", "Sorry", "fallback")])


def test_a_conversation_opens_empty_with_its_token_hash(store):
    first, second = store.open("hash-1"), store.open("hash-2")
    assert first != second and len(first) == 32
    loaded, tally = store.load(first, None)
    assert (loaded.token_hash, loaded.cart, loaded.version) == ("hash-1", {}, 0)
    assert (tally.total, tally.pending, tally.order_id) == (0, 0, None)
    with store.engine.connect() as conn:
        created, updated = conn.execute(select(Conversation.created_at, Conversation.updated_at)
                                        .where(Conversation.id == first)).one()
    assert created == updated and created is not None
