"""A rule's setting changed in the light of data: "the trigger thresholds were tightened after
the Committee reviewed the 2015–2020 results", "we widened the rebalance bands on the 2012–2019
experience", "the lookback was shortened using the last five years".

Adjusting a setting of a rule (a threshold, a band, a trigger, a cut-off, a lookback) to data is
tuning it, said with a verb of changing its size rather than with "tuned" or "calibrated". The
verbs are a closed family — tighten, loosen, widen, narrow, raise, lower, lengthen, shorten,
adjust, revise, reset, recalibrate, nudge, trim — and they tune only when the sentence names a
setting of a rule: "the Committee raised capital in 2016" adjusts nothing a model uses.
`leakage` reads `adjusting_words` as fitting triggers, so the period the sentence states (the
results reviewed) is the fit's.

Pure: sentence in, spans out.
"""

from __future__ import annotations

import re
from typing import Final

#: a verb of changing a setting's size or value, in its forms
_ADJUST: Final = re.compile(
    r"\b(?:tighten(?:s|ed|ing)?|loosen(?:s|ed|ing)?|widen(?:s|ed|ing)?|narrow(?:s|ed|ing)?|"
    r"rais(?:e|es|ed|ing)|lower(?:s|ed|ing)?|lengthen(?:s|ed|ing)?|shorten(?:s|ed|ing)?|"
    r"adjust(?:s|ed|ing)?|revis(?:e|es|ed|ing)|reset(?:s|ting)?|nudg(?:e|es|ed|ing)|"
    r"trimm?(?:s|ed|ing)?|relax(?:es|ed|ing)?|recalibrat\w*|re-?set|moved|shift(?:s|ed|ing)?)\b",
    re.IGNORECASE,
)
#: a setting of a rule or a model
_SETTING: Final = re.compile(
    r"\b(?:thresholds?|triggers?|bands?|cut-?offs?|parameters?|params?|lookbacks?|"
    r"look-backs?|windows?\s+lengths?|half-lives|half-life|trigger\s+levels?|hurdles?|"
    r"tolerances?|multipliers?|buffers?|stop(?:-loss)?\s+levels?|tilts?|brakes?|"
    r"volatility\s+targets?|vol\s+targets?|rebalanc\w*\s+(?:rules?|bands?|thresholds?))\b",
    re.IGNORECASE,
)


def adjusting_words(sentence: str) -> list[tuple[int, int]]:
    """The spans of the verbs that adjust a rule's setting, when the sentence names one."""
    if not _SETTING.search(sentence):
        return []
    return [(m.start(), m.end()) for m in _ADJUST.finditer(sentence)]


__all__ = ["adjusting_words"]
