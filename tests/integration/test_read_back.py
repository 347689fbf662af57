"""Reading a conversation back while a worker answers it: a turn shown as done always comes with its cart."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import event, select, update

from ordering.db import Conversation, Turn


def test_a_turn_answered_between_the_two_reads_is_never_shown_done_beside_the_old_cart(stack):
    from web import create_app
    from web.customer import conversation_state
    from web.db import session_scope

    app = create_app(stack.config)
    engine = app.extensions["db_engine"]
    answered_cid, token = stack.api.conversation()
    assert stack.api.say(answered_cid, token, "one latte please").status == 202
    assert stack.api.settle(answered_cid, token)["cart"]["lines"]
    cid, _ = stack.api.conversation()
    try:
        with app.app_context():
            with session_scope() as session:
                new_cart = session.scalar(select(Conversation.cart).where(Conversation.id == answered_cid))
                turn = Turn(conversation_id=cid, text="one latte please", enqueued_at=datetime.now(UTC),
                            attempts=1)  # as handed to the broker: the sweeper leaves it alone
                session.add(turn)
                session.commit()
                turn_id = turn.id

            def worker_answers(*_args) -> None:
                """What the worker commits: the turn's answer and its cart, in one transaction."""
                with engine.begin() as conn:
                    conn.execute(update(Turn).where(Turn.id == turn_id).values(status="done", reply="ok"))
                    conn.execute(update(Conversation).where(Conversation.id == cid)
                                 .values(cart=new_cart, version=Conversation.version + 1))

            with session_scope() as session:
                # the worker's commit lands right after the first of conversation_state's two statements
                event.listen(engine, "after_cursor_execute", worker_answers, once=True)
                first = conversation_state(session, cid, None)
                session.rollback()
                second = conversation_state(session, cid, None)
        for state in (first, second):
            [shown] = state["turns"]
            assert shown["status"] == "pending" or state["cart"]["lines"], state
        assert second["turns"][0]["status"] == "done" and not second["pending"]
        assert [pl["line"]["item"] for pl in second["cart"]["lines"]] == ["latte"]
    finally:
        engine.dispose()
