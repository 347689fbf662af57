"""Request and response schemas: the views validate with these; the OpenAPI document is built from them."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ordering.cart import PricedCart

TURN_MAX_CHARS = 500
NAME_MAX_CHARS = 40
OrderStatus = Literal["placed", "preparing", "ready", "collected", "cancelled"]


class Strict(BaseModel):
    """Base for request bodies: unknown fields are refused, types are not coerced."""

    model_config = ConfigDict(extra="forbid", strict=True)


class TurnIn(Strict):
    """What the customer said."""

    text: str = Field(min_length=1, max_length=TURN_MAX_CHARS, description="the customer's words")

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        """Refuse text that is only whitespace; keep the words as typed otherwise."""
        if not value.strip():
            raise ValueError("text must not be blank")
        return value.strip()


class ConfirmIn(Strict):
    """Optional details given when confirming the order."""

    customer_name: str | None = Field(default=None, max_length=NAME_MAX_CHARS)


class LineQtyIn(Strict):
    """A cart line's new quantity (the menu's per-line and per-order limits apply too: 409)."""

    qty: int = Field(ge=1, le=99, description="how many of this line's item; remove a line with DELETE")


class StatusIn(Strict):
    """The status a barista moves an order to."""

    status: Literal["preparing", "ready", "collected", "cancelled"]


class RecallIn(Strict):
    """Optional guard for a recall: the status the barista last saw the order in."""

    expected_status: OrderStatus | None = Field(
        default=None, description="the status the move being undone led to; 409 if the order has moved on "
                                  "since (a retry of a recall that already happened answers 200)")


class ErrorBody(BaseModel):
    """The body of every error."""

    code: str
    message: str
    details: dict[str, Any] = {}


class ErrorOut(BaseModel):
    """Every error response: ``{"error": {...}}``."""

    error: ErrorBody


class ConversationCreated(BaseModel):
    """A new conversation and the secret that guards it."""

    id: str
    token: str = Field(description="send as 'Authorization: Bearer <token>' on every later call")


class TurnAccepted(BaseModel):
    """A turn was accepted: pending in the queue, or done (from the cache, or within ``wait``)."""

    turn_id: int
    status: Literal["pending", "done"]
    conversation: ConversationOut | None = Field(
        default=None, description="when done: the conversation from this turn on, with the priced cart, "
                                  "so no GET is needed")


class TurnOut(BaseModel):
    """One customer turn and its reply (None while pending)."""

    id: int
    text: str
    reply: str | None
    status: Literal["pending", "done"]
    kind: Literal["words", "edit"] = Field(
        default="words", description="words: typed and parsed by the model; edit: a direct line edit "
                                     "(the page's Remove button), text describes it")


class LineEditOut(BaseModel):
    """A direct line edit: the turn it was recorded as (None when it changed nothing) and the cart."""

    changed: bool
    turn: TurnOut | None
    cart: PricedCart


class OrderRef(BaseModel):
    """A short reference to a conversation's order."""

    id: int
    status: OrderStatus


class ConversationOut(BaseModel):
    """The state of a conversation."""

    id: str
    turns: list[TurnOut]
    pending: bool
    cart: PricedCart
    order: OrderRef | None


class OrderLineOut(BaseModel):
    """A ticket line: item, quantity, modifiers and the price frozen at placement."""

    position: int
    item: str
    qty: int
    description: str
    modifiers: list[str]
    who: str | None = Field(default=None, description="whom the line is for, as the customer said it: "
                                                      "'me', 'my son', 'jen' (none when not said)")
    unit_cents: int
    total_cents: int


class OrderOut(BaseModel):
    """An order as the customer and the barista see it."""

    id: int
    status: OrderStatus
    customer_name: str | None
    to_go: bool | None
    total_cents: int
    lines: list[OrderLineOut]
    customer_words: list[str]
    placed_at: datetime
    updated_at: datetime
    revision: int


class OrderEnvelope(BaseModel):
    """An order, wrapped."""

    order: OrderOut


class OrderList(BaseModel):
    """The barista board's view: orders in the asked statuses and the cursor for the next poll."""

    orders: list[OrderOut]
    removed: list[int] = Field(description="orders changed since the cursor that left the asked statuses")
    cursor: int


def _aware(moment: datetime) -> datetime:
    """Timestamps are stored in UTC; SQLite hands them back naive."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def order_out(order: Any) -> dict[str, Any]:
    """Serialise an ``ordering.db.Order`` as ``OrderOut`` JSON."""
    return OrderOut(
        id=order.id,
        status=order.status,
        customer_name=order.customer_name,
        to_go=order.to_go,
        total_cents=order.total_cents,
        lines=[
            OrderLineOut(position=ln.position, item=ln.item, qty=ln.qty, description=ln.description,
                         modifiers=ln.modifiers, who=(ln.snapshot or {}).get("who"), unit_cents=ln.unit_cents,
                         total_cents=ln.total_cents)
            for ln in order.lines
        ],
        customer_words=order.customer_words,
        placed_at=_aware(order.placed_at),
        updated_at=_aware(order.updated_at),
        revision=order.revision,
    ).model_dump(mode="json")


TurnAccepted.model_rebuild()
