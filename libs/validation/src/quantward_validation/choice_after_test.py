"""A choice made after a test over a period, on that test: "I backtested 2010–2023 and picked
the best lookback", "ran the backtest over 2012–2021, then kept the best-performing band",
"simulated 2010–2019 and went with whichever came out on top".

A test followed, in the same sentence, by a choice with nothing between them but a conjunction
of sequence ("and", "then", ", then", "and then", "after which") and choosing by merit ("the
best", "the winner", "came out on top") chose on what the test showed:
the tested period is the selection's period, and it is no out-of-sample test of that choice.
`leakage` reads the tested period as the choice's when `chosen_after` holds and the choice
states no period of its own.
"""

from __future__ import annotations

import re
from typing import Final

#: what may stand between the test's period and the choice: a conjunction of sequence, the
#: subject again, an adverb ("and simply", "then I", ", after which we")
_SEQUENCE: Final = re.compile(
    r"[\s,;–—-]*(?:(?:and|then|so|after\s+(?:which|that)|afterwards|thereafter|finally|just|"
    r"simply|I|we|they|he|she)[\s,]+)*",
    re.IGNORECASE,
)


#: what makes the step a choice on the test's results: a word of merit after the verb ("the
#: best lookback", "the winner", "whichever came out on top"); "kept the trade log" is none
_MERIT: Final = re.compile(
    r"[^.;:]{0,60}?\b(?:best|better|top|winn\w*|optimal|optimum|highest|strongest|greatest|"
    r"lowest|smallest|most|least|worked|performed|did\s+(?:best|well)|strongest|favou?rite)\b",
    re.IGNORECASE,
)


def chosen_after(sentence: str, tested_end: int, choice_start: int) -> bool:
    """Whether the choice at `choice_start` follows the tested period ending at `tested_end`
    as the next step of the same sentence, and chooses by merit."""
    return (
        choice_start >= tested_end
        and bool(_SEQUENCE.fullmatch(sentence, tested_end, choice_start))
        and _MERIT.match(sentence, choice_start) is not None
    )


__all__ = ["chosen_after"]
