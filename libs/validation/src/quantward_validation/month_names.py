"""A month's name as people write it, read one way by every date reader.

Dates reach the validator in many shapes ("30 Sept 2021", "Mar-22", "the June quarter",
"end-Dec"), and a dozen readers each need the months. Each kept its own alternation until they
drifted ("sept" read by some, a typo by another); one pattern, one list of names and one lookup
keep every reader on the same months.
"""

from __future__ import annotations

from typing import Final

#: a month's name, full or abbreviated: "January", "Jan", "Sept", "june" (no trailing dot: a
#: reader adds `\.?` where "Sept." may be written)
MONTH_NAME: Final = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
#: the months' full names, January first: how a reader writes a month it has read
MONTH_NAMES: Final = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
_BY_ABBREVIATION: Final = {name[:3].lower(): i + 1 for i, name in enumerate(MONTH_NAMES)}


def month_number(word: str) -> int | None:
    """A month's number (1-12) from its name in any common form ("Sept.", "june", "DEC"), else
    None."""
    key = word.strip().rstrip(".").lower()
    number = _BY_ABBREVIATION.get(key[:3])
    if number is None or not MONTH_NAMES[number - 1].lower().startswith(key):
        return None  # "Janx" or "Septembre" is no month's name
    return number


def full_month_name(word: str) -> str:
    """A month's full name from a name the month pattern read ("Sept." → "September")."""
    number = month_number(word)
    if number is None:
        raise ValueError(f"not a month's name: {word!r}")
    return MONTH_NAMES[number - 1]


__all__ = ["MONTH_NAME", "MONTH_NAMES", "full_month_name", "month_number"]
