"""The day of a date written with its month's name is no quantity.

"On 30 September", "by September 30", "the 1st of March", "15-Jan": the number is the day of a
date, not a count, a share or a period. Read as a bare number it would state any limit counted
in units without a sign (30 months, 30 days, a count of 30), so `quantities` leaves it out. A
number with a unit ("30 % in September") or one glued to no month's name stays a quantity.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAME

#: the month's name after the day: "30 September", "30th Sept", "1st of March", "15-Jan"
_MONTH_AFTER: Final = re.compile(
    rf"(?:st|nd|rd|th)?(?:\s+of\s+|[\s-]+)?{MONTH_NAME}\b\.?(?!\s*(?:%|‰|x\b|bps?\b|per\s*cent))",
    re.IGNORECASE,
)
#: ... or before it: "September 30", "Sept. 30th"
_MONTH_BEFORE: Final = re.compile(rf"\b{MONTH_NAME}\b\.?\s*$", re.IGNORECASE)
#: a day of a month: one or two digits, 1 to 31
_DAY: Final = re.compile(r"(?:0?[1-9]|[12]\d|3[01])")


def day_of_date(text: str, start: int, end: int, written: str) -> bool:
    """Whether the bare number `written` from `start` to `end` is the day of a date named by
    its month ("30 September", "September 30th"), no quantity."""
    if _DAY.fullmatch(written) is None:
        return False
    if _MONTH_AFTER.match(text, end) is not None:
        return True
    return (
        _MONTH_BEFORE.search(text, max(0, start - 12), start) is not None
        and re.match(r"(?:st|nd|rd|th)?(?![\w%‰])", text[end:]) is not None
        and re.match(r"\s*(?:%|‰|x\b|bps?\b|per\s*cent)", text[end:], re.IGNORECASE) is None
    )


__all__ = ["day_of_date"]
