"""Argument pieces the shipped capabilities share."""

from __future__ import annotations

from datetime import UTC, date, datetime, time

from pydantic import BaseModel, ConfigDict


class Args(BaseModel):
    """Capability arguments: strict about unknown names, so a typo is named, not ignored."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def end_of(day: date) -> datetime:
    """The last moment of `day`, UTC: a day as-of sees everything published that day."""
    return datetime.combine(day, time.max, tzinfo=UTC)
