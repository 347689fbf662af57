"""The order lifecycle: place an order from a priced cart, move it along, list it for the board.

placed → preparing → ready → collected, and placed|preparing → cancelled. Every change takes the next
value of the ``orders`` counter under a row lock, so the barista board's ``since`` cursor follows
commit order and never skips a change.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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
OPEN_STATUSES = ("placed", "preparing", "ready")


class InvalidTransition(ValueError):
    """Raised when an order cannot move from its status to the one asked for."""

    def __init__(self, current: str, wanted: str) -> None:
        super().__init__(f"an order that is {current} cannot become {wanted}")
        self.current = current
        self.wanted = wanted


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
    revision = next_revision(session)
    # Compare-and-set on the status: a racing barista cannot move the same order twice.
    result = session.execute(
        update(Order)
        .where(Order.id == order.id, Order.status == order.status)
        .values(status=wanted, revision=revision, updated_at=utcnow())
        .execution_options(synchronize_session=False)
    )
    if result.rowcount != 1:
        session.refresh(order)
        raise InvalidTransition(order.status, wanted)
    session.refresh(order)
    return True


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
