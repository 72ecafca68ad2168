"""The horizon of a claim about every step: "never rose quarter on quarter over 2022", "did not
fall sequentially at any point since June 2020".

"Quarter on quarter", "sequentially", "q/q" and "month on month" name a horizon of one step
when a change is claimed once ("revenue rose quarter on quarter": the last quarter against the
one before). With a claim about every step ("never", "in every quarter", "at any point") they
name the step, and the horizon is the one the sentence gives besides ("over 2022", "since
the covenant review of June 2020"): every step inside it is checked. `stepwise_horizon`
re-reads the horizon with the step's words blanked; with no other horizon the one-step
reading stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Final, TypeAlias

#: a step between consecutive periods, as a horizon reader takes it for one step
_STEP: Final = re.compile(
    r"\b(?:quarter[- ](?:on|over|to)[- ]quarter|q(?:/o/|o|/)q|sequential(?:ly)?|"
    r"month[- ](?:on|over|to)[- ]month|m(?:/o/|/)m|(?:from|than|versus|vs\.?|over|against|on|"
    r"compared\s+(?:with|to))\s+(?:the\s+)?(?:prior|previous|preceding|sequential)\s+"
    r"(?:quarter|month)|(?:at\s+)?any\s+(?:point|time|stage))\b",
    re.IGNORECASE,
)

#: what the horizon reader returns: (start, words, end), a misstatement, or None
Horizon: TypeAlias = tuple[date, str, date | None] | str | None


def stepwise_horizon(sentence: str, read: Callable[[str], Horizon], one_step: Horizon) -> Horizon:
    """The horizon of an every-step claim: `read` (the horizon reader) of the sentence without
    its step words when the sentence has them and names another horizon, else `one_step`
    (the horizon read with them)."""
    if not _STEP.search(sentence):
        return one_step
    other = read(_STEP.sub(lambda m: " " * len(m.group(0)), sentence))
    return other if other is not None else one_step


__all__ = ["stepwise_horizon"]
