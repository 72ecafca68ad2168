"""Spoken fillers between a limit's operator and its value, blanked so the operator reads.

A transcribed voice note or a chat message says a limit the way people talk: "keep it under,
like, uh, you know, 5 %", "no more than, I'd say, 4 percent", "at least — um — 2 %". The words
between the operator and its number are hesitations ("uh", "um", "erm"), discourse markers
("like", "you know", "I mean", "basically") and hedges of the speaker ("I'd say", "let's say",
"call it", "maybe"), with the commas, dashes and ellipses around them. `blank_fillers` replaces
such a run right before a number with spaces, so every offset into the text stays the same and
the readings that look for an operator just before a value find it.
"""

from __future__ import annotations

import re
from typing import Final

#: one filler: a hesitation, a discourse marker, or a hedge of the speaker
_FILLER: Final = (
    r"(?:u+h+|u+m+|e+r+m*|a+h+|h+m+|m{2,}|eh|"
    r"like|you\s+know|y['’]?know|i\s+mean|basically|literally|actually|honestly|frankly|"
    r"well|so|ok(?:ay)?|right|sort\s+of|sorta|kind\s+of|kinda|"
    r"i['’]d\s+say|i\s+would\s+say|i\s+guess|i\s+think|i\s+suppose|i\s+reckon|let['’]?s\s+say|"
    r"say|shall\s+we\s+say|call\s+it|if\s+you\s+(?:will|like)|maybe|perhaps|probably|"
    # a speaker searching their memory: "what did we say", "what was it", "where was I", "let
    # me think", "let me see", "how do I put it"
    r"what\s+(?:did|do|had|have)\s+(?:we|i|you|they)\s+(?:say|said|agree|agreed|decide|decided|"
    r"settle\s+on|call\s+it)|what\s+was\s+it|where\s+was\s+i|let\s+me\s+(?:think|see|check)|"
    r"how\s+do\s+i\s+put\s+it|what)"
)
#: a separator around fillers: a comma, a dash, an ellipsis, or just a space
_SEP: Final = r"(?:\s*(?:,|…|\.{2,}|—|–|\s-\s)\s*|\s+)"
#: a run of fillers right before a number (in figures or in words)
_RUN: Final = re.compile(
    rf"(?<=[a-z])(?:{_SEP}{_FILLER}\b)+{_SEP}"
    r"(?=[−-]?\d|[.,]\d|(?:zero|nought|naught|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|"
    r"sixty|seventy|eighty|ninety|hundred|half|an?\s+(?:half|third|quarter|fifth|tenth|hundred|thousand))\b)",
    re.IGNORECASE,
)


#: a word after which "like", "say" or "think" is a verb of the sentence, no filler: "we'd
#: like 5 %", "I would say 5 %" (the speaker's own figure, said as such)
_SPEAKER_BEFORE: Final = re.compile(
    r"\b(?:i|we|you|they|he|she|would|should|could|might|['’]d)\s*$", re.IGNORECASE
)


def blank_fillers(text: str) -> str:
    """`text` with every run of spoken fillers before a number replaced by spaces (same length):
    "no more than, I'd say, 4 %" reads as "no more than           4 %"."""

    def blank(run: re.Match[str]) -> str:
        if _SPEAKER_BEFORE.search(text, 0, run.start()):
            return run.group(0)
        return " " * len(run.group(0))

    return _RUN.sub(blank, text)


__all__ = ["blank_fillers"]
