"""A crossing said by its comparative alone, fronted before the correction it sets off: "below
1x it is rebalanced back into that range", "above 7 % we trim", "under 3 %, they are topped up".

`triggers.crossing_trigger` reads a crossing opened by a condition ("when it falls below 3 %").
Pension and endowment policies often drop the condition's verb and front the comparative:
"… anywhere from 1x to 1.25x; below 1x it is rebalanced back into that range". The value is the
edge a correction keeps to (below 1x sets off a rebalance: 1x is a floor), not a ceiling. The
construction needs the comparative at the start of its clause (after a semicolon, a full stop,
a comma or "and"/"but"; a label's colon introduces a limit instead: "Cash: below 5 %") and a
subject with a corrective verb right after the value in the same clause.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.triggers import CORRECTIVE

#: the start of a clause right before the comparative
_CLAUSE_START: Final = re.compile(r"(?:^|[;.(]|,|\b(?:and|but|then|otherwise))\s*$")
#: what follows the value: a subject and the correction set off ("it is rebalanced back", "we
#: trim", "they get topped up")
_CORRECTION_AFTER: Final = re.compile(
    r"\s*,?\s*(?:it|they|this|that|we|i|the\s+[\w-]+(?:\s+[\w-]+)?|positions?|exposures?|"
    r"weights?)\s+(?:(?:is|are|will\s+be|gets?|must\s+be|shall\s+be|should\s+be|is\s+to\s+be)\s+)?"
    r"(?:(?:automatically|immediately|promptly|then)\s+)?" + CORRECTIVE.pattern,
    re.IGNORECASE,
)


def fronted_trigger(lowered: str, comparative_at: int, value_end: int) -> bool:
    """Whether the comparative at `comparative_at`, fronted in its clause, is the level of a
    crossing whose correction the words after the value (from `value_end`) say."""
    return (
        _CLAUSE_START.search(lowered, 0, comparative_at) is not None
        and _CORRECTION_AFTER.match(lowered, value_end) is not None
    )


__all__ = ["fronted_trigger"]
