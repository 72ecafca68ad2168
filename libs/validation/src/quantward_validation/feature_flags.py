"""A value that holds only behind a feature flag that is off: what the live system does not run.

Engineers give the value a limit would take under a flag, an experiment or a toggle, and say
the flag is off: "Behind `FF_NEW_CAPS` (OFF in prod) the sector cap would be 45 %; prod runs
30 %", "If `use_v2_limits` were enabled (it isn't), the cap would be 6 %", "`ff.te_v2` is
disabled in prod; when on, it sets the budget to 250bp", "With the `wide_band` experiment
switched on — it's dark for now — gross could go to 2x". The value in the clause the flag
gates is not in force; the value the same text gives the live system is.

`flag_gated` gives the spans of such gated clauses with the reason, for `record_marks`. A flag
said to be on ("ON in prod", "enabled since March", "rolled out") gates nothing. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

#: a flag: an identifier in backticks or in capitals with underscores, or named as a flag
_FLAG: Final = (
    r"(?:`[^`\n]{2,60}`|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|"
    r"\b(?:feature[\s-]?flags?|flags?|toggles?|experiments?|kill[\s-]?switch(?:es)?|"
    r"dark[\s-]launch(?:es)?|rollouts?)\b)"
)
#: a clause opened by a gate that assumes the flag on: "behind `X`", "under the new-caps
#: flag", "if `X` were on", "when enabled", "with the experiment switched on" (not "with `X`
#: disabled", which describes the flag off, the live state)
_TURNED_ON: Final = (
    r"(?:(?:is|are|were|was|gets|got|be|being)\s+)?(?:turned\s+|switched\s+|flipped\s+)?"
    r"(?:on|enabled|live)\b"
)
_GATE: Final = re.compile(
    rf"\b(?:behind|under)\s+(?:(?:the|a|its|that|this)\s+)?(?:[\w.-]+\s+){{0,2}}?{_FLAG}|"
    rf"\b(?:when|whenever|if|once|with)\s+(?:(?:the|a|its|that|this)\s+)?(?:[\w.-]+\s+){{0,2}}?"
    rf"(?:{_FLAG}|it|that|this)\s+(?:[\w.-]+\s+)?{_TURNED_ON}|"
    r"\b(?:when|whenever|if|once)\s+(?:turned\s+|switched\s+|flipped\s+)?(?:on|enabled)\b",
    re.IGNORECASE,
)
#: a gate said as a counterfactual, which says the flag is off: "if `X` were enabled"
_COUNTERFACTUAL: Final = re.compile(
    r"\b(?:were|was)\s+(?:ever\s+)?(?:turned\s+|switched\s+|"
    r"flipped\s+)?(?:on|enabled|live)\b",
    re.IGNORECASE,
)
#: the flag said to be off: "(OFF in prod)", "disabled", "isn't enabled", "=false", "default
#: off", "dark", or a counterfactual "were enabled"
_OFF: Final = re.compile(
    r"(?-i:\bOFF\b)|\b(?:off\s+(?:in|on|for)\s+(?:prod\w*|live|main|production)|"
    r"(?:is|are|stays?|remains?|kept|left|currently|still|it['’]?s)\s+off|default(?:s|ed)?\s+"
    r"(?:to\s+)?off|disabled|switched\s+off|turned\s+off|not\s+(?:yet\s+)?(?:enabled|on|live|"
    r"rolled\s+out|switched\s+on|turned\s+on)|isn['’]t\s+(?:yet\s+)?(?:on|enabled|live)?|"
    r"aren['’]t\s+(?:on|enabled|live)|never\s+(?:enabled|turned\s+on|switched\s+on)|dark)\b|"
    r"=\s*(?:false|0|off|no)\b",
    re.IGNORECASE,
)
#: a flag said to be on, which gates nothing out
_ON: Final = re.compile(
    r"(?-i:\bON\b)|\b(?:on\s+in\s+(?:prod\w*|live|production)|enabled\s+(?:in|on|since|for)|"
    r"(?:is|are|it['’]?s)\s+(?:now\s+)?(?:on|enabled|live)\b|rolled\s+out\b)",
    re.IGNORECASE,
)
_SENTENCE: Final = re.compile(r"[^.!?\n]+(?:[.!?](?!\s)[^.!?\n]*)*")
#: where a gated clause ends: a semicolon, or a turn to the live system ("…, but prod runs …")
_CLAUSE_END: Final = re.compile(
    r";|\s[—–]\s|,\s*(?:but|while|whereas|and)\s+(?:in\s+)?(?:prod|live|main|production)\b|"
    r",\s*(?:but|while|whereas)\b",
    re.IGNORECASE,
)


def flag_gated(text: str) -> Iterator[tuple[int, int, str]]:
    """The clauses whose values hold only behind a flag the text says is off: (start, end,
    reason)."""
    earlier_off = False
    for sentence in _SENTENCE.finditer(text):
        said = sentence.group(0)
        off = bool(_OFF.search(said)) and not _ON.search(said)
        for gate in _GATE.finditer(said):
            if not (off or earlier_off or _COUNTERFACTUAL.search(gate.group(0))):
                continue
            stop = _CLAUSE_END.search(said, gate.end())
            end = stop.start() if stop else len(said)
            why = "holds only behind a feature flag the text says is off; the live value differs"
            yield sentence.start() + gate.start(), sentence.start() + end, why
        earlier_off = off and bool(re.search(_FLAG, said, re.IGNORECASE))


__all__ = ["flag_gated"]
