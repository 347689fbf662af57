"""The order lifecycle on SQLite: forward moves, and recall (undo the last move, one step back, while it
is recent) with each way it is refused."""

from __future__ import annotations

from datetime import timedelta

import pytest

from ordering.db import Base, Conversation, Counter, Order, make_engine, make_sessionmaker, utcnow
from ordering.orders import InvalidTransition, RecallRefused, recall, transition


@pytest.fixture()
def session(tmp_path):
    """A session on a fresh SQLite database with the orders counter."""
    engine = make_engine(f"sqlite:///{tmp_path / 'orders.db'}")
    Base.metadata.create_all(engine)
    with make_sessionmaker(engine)() as session:
        session.add(Counter(name="orders", value=0))
        session.commit()
        yield session
    engine.dispose()


def new_order(session) -> Order:
    """A placed order."""
    conversation = Conversation(token_hash="x" * 64, cart={})
    session.add(conversation)
    session.flush()
    order = Order(conversation_id=conversation.id, total_cents=450, revision=1)
    session.add(order)
    session.commit()
    return order


def refused(session, order, **kw) -> str:
    """The reason a recall is refused."""
    with pytest.raises(RecallRefused) as caught:
        recall(session, order, **kw)
    return caught.value.reason


def test_each_forward_move_can_be_recalled_once(session):
    order = new_order(session)
    assert refused(session, order) == "no_step_back"
    for forward, back in (("preparing", "placed"), ("ready", "preparing"), ("collected", "ready")):
        while order.status != back:
            transition(session, order, {"placed": "preparing", "preparing": "ready", "ready": "collected"}[
                order.status])
        transition(session, order, forward)
        revision = order.revision
        assert recall(session, order, expected=forward) is True
        assert order.status == back and order.previous_status == forward and order.revision > revision
        assert recall(session, order, expected=forward) is False  # a retry: already done
        assert refused(session, order) in ("not_last_move", "no_step_back")  # never a chain of recalls
        transition(session, order, forward)


def test_recall_refusals(session):
    order = new_order(session)
    transition(session, order, "cancelled")
    assert refused(session, order) == "no_step_back"
    order = new_order(session)
    transition(session, order, "preparing")
    transition(session, order, "ready")
    assert refused(session, order, expected="preparing") == "moved_on"
    later = utcnow() + timedelta(seconds=301)
    assert refused(session, order, now=later) == "expired"
    assert recall(session, order, window_s=600, now=later) is True
    with pytest.raises(InvalidTransition):  # forward-only moves stay forward-only
        transition(session, order, "placed")
