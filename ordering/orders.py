"""The order lifecycle: place an order from a priced cart, move it along, list it for the board.

placed → preparing → ready → collected, and placed|preparing → cancelled. A barista may *recall* an
order's last move, one step back (preparing → placed, ready → preparing, collected → ready), while that
move is recent (``recall``); nothing else goes backwards, and a cancellation is final. Every change
takes the next value of the ``orders`` counter under a row lock, so the barista board's ``since`` cursor
follows commit order and never skips a change.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from ordering.db import Conversation, Counter, Order, OrderLine, utcnow

TRANSITIONS: dict[str, frozenset[str]] = {
    "placed": frozenset({"preparing", "cancelled"}),
    "preparing": frozenset({"ready", "cancelled"}),
    "ready": frozenset({"collected"}),
    "collected": frozenset(),
    "cancelled": frozenset(),
}
# The one step back a recall takes from each status (the reverse of a forward move).
RECALLS: dict[str, str] = {"preparing": "placed", "ready": "preparing", "collected": "ready"}
RECALL_WINDOW_S = 300  # default: a move can be recalled for 5 minutes (config RECALL_WINDOW_S)
OPEN_STATUSES = ("placed", "preparing", "ready")


class InvalidTransition(ValueError):
    """Raised when an order cannot move from its status to the one asked for."""

    def __init__(self, current: str, wanted: str) -> None:
        super().__init__(f"an order that is {current} cannot become {wanted}")
        self.current = current
        self.wanted = wanted


class RecallRefused(InvalidTransition):
    """Raised when an order's last move cannot be recalled; ``reason`` says why in one word."""

    def __init__(self, current: str, wanted: str | None, reason: str, message: str) -> None:
        ValueError.__init__(self, message)
        self.current = current
        self.wanted = wanted
        self.reason = reason  # no_step_back | not_last_move | expired | moved_on


def next_revision(session: Session) -> int:
    """Increment and return the orders counter (row-locked until the transaction ends)."""
    stmt = update(Counter).where(Counter.name == "orders").values(value=Counter.value + 1)
    value = session.execute(stmt.returning(Counter.value)).scalar_one_or_none()
    if value is None:  # first order ever: create the row, then lock it like everyone else
        try:
            with session.begin_nested():
                session.add(Counter(name="orders", value=0))
        except IntegrityError:
            pass
        value = session.execute(stmt.returning(Counter.value)).scalar_one()
    return value


def line_modifiers(line: Any) -> list[str]:
    """Describe a cart line's options as short ticket words ("large", "oat milk", "no foam")."""
    words: list[str] = [w for w in (line.size, line.temp, line.milk, line.caffeine) if w]
    if line.shots is not None:
        words.append(f"{line.shots} shot" + ("s" if line.shots != 1 else ""))
    for name, count in sorted(line.addons.items()):
        words.append(name if count == 1 else f"{name} x{count}")
    words.extend(f"no {name}" for name in line.removals)
    words.extend(line.preps)
    if line.notes:
        words.append(f"note: {line.notes}")
    return words


def place_order(
    session: Session,
    conversation: Conversation,
    priced: Any,
    words: Sequence[str],
    *,
    customer_name: str | None = None,
    menu_version: str | None = None,
) -> tuple[Order, bool]:
    """Place the conversation's order from its priced cart; return (order, created).

    Idempotent: a conversation has at most one order (a unique constraint), and a second call, or a
    racing one, returns the existing order with ``created=False``.
    """
    existing = session.scalar(select(Order).where(Order.conversation_id == conversation.id))
    if existing is not None:
        return existing, False
    order = Order(
        conversation_id=conversation.id,
        status="placed",
        customer_name=customer_name or priced.customer_name,
        to_go=priced.to_go,
        total_cents=priced.total_cents,
        customer_words=list(words),
        menu_version=menu_version,
        revision=next_revision(session),
    )
    for position, pl in enumerate(priced.lines, start=1):
        order.lines.append(
            OrderLine(
                position=position,
                item=pl.line.item,
                qty=pl.line.qty,
                description=pl.description,
                modifiers=line_modifiers(pl.line),
                unit_cents=pl.unit_cents,
                total_cents=pl.total_cents,
                snapshot=pl.line.model_dump(mode="json"),
            )
        )
    try:
        with session.begin_nested():
            session.add(order)
    except IntegrityError:
        existing = session.scalar(select(Order).where(Order.conversation_id == conversation.id))
        if existing is None:
            raise
        return existing, False
    return order, True


def transition(session: Session, order: Order, wanted: str) -> bool:
    """Move ``order`` to ``wanted``; return False if it already was there (idempotent).

    Raises InvalidTransition when the lifecycle does not allow the move.
    """
    if order.status == wanted:
        return False
    if wanted not in TRANSITIONS.get(order.status, frozenset()):
        raise InvalidTransition(order.status, wanted)
    _move(session, order, wanted)
    return True


def recall(
    session: Session,
    order: Order,
    *,
    window_s: float = RECALL_WINDOW_S,
    expected: str | None = None,
    now: datetime | None = None,
) -> bool:
    """Undo ``order``'s last move, one step back, if it was a forward move made at most ``window_s`` ago.

    ``expected`` is the status the caller saw the order in (the move it means to undo): if the order
    moved on since, nothing changes (``moved_on``); if that very move was already recalled, return
    False (a retried recall is idempotent). Return True when the order went back a step; raise
    RecallRefused otherwise.
    """
    current, back = order.status, RECALLS.get(order.status)
    if expected is not None and expected != current:
        if RECALLS.get(expected) == current and order.previous_status == expected:
            return False  # this recall already happened
        raise RecallRefused(
            current, RECALLS.get(expected), "moved_on", f"the order is {current} now, not {expected}"
        )
    if back is None:
        raise RecallRefused(current, None, "no_step_back", f"an order that is {current} cannot be recalled")
    if order.previous_status != back:
        raise RecallRefused(
            current,
            back,
            "not_last_move",
            f"only the last move can be recalled, and it was not {back} → {current}",
        )
    age = ((now or utcnow()) - _aware(order.updated_at)).total_seconds()
    if age > window_s:
        raise RecallRefused(
            current,
            back,
            "expired",
            f"the move to {current} was {int(age // 60)} min ago; a move can be recalled "
            f"for {window_s / 60:g} min",
        )
    _move(session, order, back)
    return True


def _aware(moment: datetime) -> datetime:
    """Timestamps are stored in UTC; SQLite hands them back naive."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _move(session: Session, order: Order, wanted: str) -> None:
    """Set the status (remembering the one before) with a new revision; InvalidTransition on a race."""
    revision = next_revision(session)
    # Compare-and-set on the status: a racing barista cannot move the same order twice.
    result = session.execute(
        update(Order)
        .where(Order.id == order.id, Order.status == order.status)
        .values(status=wanted, previous_status=order.status, revision=revision, updated_at=utcnow())
        .execution_options(synchronize_session=False)
    )
    if result.rowcount != 1:
        session.refresh(order)
        raise InvalidTransition(order.status, wanted)
    session.refresh(order)


def get_order(session: Session, order_id: int) -> Order | None:
    """Load one order with its lines, or None."""
    return session.scalar(select(Order).where(Order.id == order_id).options(selectinload(Order.lines)))


def list_orders(session: Session, statuses: Iterable[str], since: int | None = None) -> list[Order]:
    """Orders whose status is in ``statuses`` (changed after ``since`` when given), oldest first."""
    stmt = select(Order).where(Order.status.in_(list(statuses))).options(selectinload(Order.lines))
    if since is not None:
        stmt = stmt.where(Order.revision > since)
    return list(session.scalars(stmt.order_by(Order.placed_at, Order.id)))


def left_since(session: Session, statuses: Iterable[str], since: int) -> list[int]:
    """Ids of orders changed after ``since`` whose status is now outside ``statuses``."""
    stmt = select(Order.id).where(Order.revision > since, Order.status.not_in(list(statuses)))
    return list(session.scalars(stmt.order_by(Order.id)))


def current_revision(session: Session) -> int:
    """The orders counter's value (0 before the first order)."""
    return session.scalar(select(Counter.value).where(Counter.name == "orders")) or 0


def order_counts(session: Session) -> dict[str, int]:
    """Number of orders in each status (for metrics)."""
    from sqlalchemy import func

    rows = session.execute(select(Order.status, func.count()).group_by(Order.status))
    counts = dict.fromkeys(TRANSITIONS, 0)
    counts.update({status: n for status, n in rows})
    return counts
