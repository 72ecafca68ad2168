"""Words of the forward lexicon that name a thing instead of looking ahead.

`trends` takes a sentence holding "expect", "target", "forecast", … as looking ahead, so it
claims nothing of the past and is never checked. Some of those words only name something that
is measured today. In a deal memo or an event-driven letter "the target" is the company being
bought ("the target's EBITDA margin", "target fundamentals", "the takeover target"); in risk
and insurance writing "expected loss", "expected shortfall" and "expected credit losses" are a
model's figures, reported every quarter like any other (a cat bond's spread over its expected
loss). A sentence naming them made a false claim about the past unchecked. A forward word
inside the name of a figure the answer carries (`spread_to_expected_loss_multiple`,
`forecast_error_pct`) is such a name too. These names are set aside before a sentence is judged
forward-looking; "we target 10 %", "our target is", "expected to rise", "an expected
recovery" still look ahead. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Final

#: "the target" as the company a deal buys: owned ("the target's", "targets'"), qualified by
#: the deal ("the takeover target", "an acquisition target"), or naming what belongs to the
#: company ("target fundamentals", "target shareholders", "the target company")
_TARGET_COMPANY: Final = re.compile(
    r"\btargets?['’]s?(?=\s)|\btarget['’]s\b|"
    r"\b(?:takeover|acquisition|merger|buyout|lbo|deal|bid|tender(?:\s+offer)?)\s+targets?\b|"
    r"\btargets?(?=\s+(?:company|companies|firm|firms|fundamentals|financials|shareholders?|"
    r"stockholders?|holders|board|boards|management|business|businesses|group|stock|shares|"
    r"balance\s+sheet|name|names)\b)",
    re.IGNORECASE,
)
_TARGET_WORD: Final = re.compile(r"target", re.IGNORECASE)
#: a risk model's figures named with "expected": "expected loss", "expected shortfall",
#: "expected credit losses", "expected default frequency", "expected tail loss"
_EXPECTED_FIGURE: Final = re.compile(
    r"\bexpected[\s-]+(?:(?:credit|annual|annuali[sz]ed|modell?ed|tail|lifetime)[\s-]+)?"
    r"(?:loss(?:es)?|shortfall|default\s+(?:frequenc(?:y|ies)|rates?))\b",
    re.IGNORECASE,
)
#: the words of the forward lexicon a figure's name may hold
_FORWARD_WORDS: Final = frozenset(
    {
        "expected",
        "expectation",
        "target",
        "targeted",
        "forecast",
        "projected",
        "projection",
        "guidance",
        "guided",
        "outlook",
        "planned",
        "anticipated",
    }
)


@lru_cache(maxsize=1024)
def _field_phrase(metric: str) -> re.Pattern[str] | None:
    """The run of a field's words around its forward word, as a sentence writes it
    (`spread_to_expected_loss_multiple` → "expected loss", "to expected loss", …)."""
    words = [w for w in metric.lower().split("_") if w.isalpha()]
    at = [i for i, w in enumerate(words) if w in _FORWARD_WORDS]
    if not at or len(words) < 2:
        return None
    runs: list[str] = []
    for i in at:
        before = words[i - 1] if i > 0 else None
        after = words[i + 1] if i + 1 < len(words) else None
        for other, first in ((after, False), (before, True)):
            if other is None or other in _FORWARD_WORDS:
                continue
            pair = (other, words[i]) if first else (words[i], other)
            runs.append(rf"{re.escape(pair[0])}\w*[\s-]+{re.escape(pair[1])}\w*")
    if not runs:
        return None
    return re.compile(rf"\b(?:{'|'.join(runs)})\b", re.IGNORECASE)


def forward_names_set_aside(sentence: str, metrics: Iterable[str] = ()) -> str:
    """`sentence` with the forward words that only name something written as plain names:
    the deal's target as "the company", a model's expected figure and a forward word inside
    one of `metrics` (the carried figures' field names) without it."""
    sentence = _TARGET_COMPANY.sub(lambda m: _TARGET_WORD.sub("company", m.group(0)), sentence)
    sentence = _EXPECTED_FIGURE.sub(lambda m: m.group(0)[len("expected") :].lstrip(" -"), sentence)
    for metric in metrics:
        phrase = _field_phrase(metric)
        if phrase is not None:
            sentence = phrase.sub("figure", sentence)
    return sentence


__all__ = ["forward_names_set_aside"]
