"""Advice given and not taken: a figure an adviser recommended that the decision-maker did not
adopt ("The consultant recommended 60 %. The Trustee did not accept that recommendation: …
remains at most 40 %").

Trustees, committees and retail investors alike report advice they turned down: "the actuary
advised 3 %; the board declined to follow that advice", "my planner suggested 10 %, which I
didn't go along with", "the investment consultant proposed 1.8x, and the Committee did not
adopt it". The recommended figure is set aside (`set_against`: refused); the figure the
decision keeps holds. Two lexicons of the kind: the verbs that report advice given (beside the
request verbs `set_against` already reads), and the decision-maker's refusal to take it.
"""

from __future__ import annotations

from typing import Final

#: advice given, the figure its object: "recommended", "advised", "suggested", "counselled",
#: "put forward", "tabled", "pencilled in"
ADVICE_GIVEN: Final = (
    r"\b(?:recommend(?:s|ed)?|advis(?:es|ed)|counsel(?:l?ed|s)?|urg(?:es|ed)|"
    r"put\s+forward|tabled|pencil(?:l?ed)\s+in|mooted)\b"
)
#: the advice not taken: "did not accept that recommendation", "declined to follow the advice",
#: "did not adopt it", "didn't go along with", "was not taken up", "rejected the proposal"
ADVICE_NOT_TAKEN: Final = (
    r"\b(?:did|does|would|will)\s*(?:n['’]?t|not)\s+(?:accept|adopt|follow|take\s+up|endorse|"
    r"go\s+along\s+with|act\s+on|implement|ratify)\b|"
    r"\b(?:declined|refused)\s+to\s+(?:accept|adopt|follow|take\s+up|endorse|act\s+on)\b|"
    r"\b(?:was|were)\s*(?:n['’]?t|not)\s+(?:accepted|adopted|followed|taken\s+up|endorsed|"
    r"implemented|ratified)\b|\boverrul(?:ed|es)\b"
)

__all__ = ["ADVICE_GIVEN", "ADVICE_NOT_TAKEN"]
