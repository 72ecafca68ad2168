"""A market-risk measure named as a risk desk names it.

A bank files its value at risk as `average_var_99_1d`, `var_95_10d` or `average_stressed_var`:
the confidence level and the holding period in the name calibrate the measure, and a risk
report leaves them to the table it quotes ("average daily VaR", "average trading VaR",
"average regulatory VaR (99%, 1-day)"). So a field of a risk measure (value at risk, expected
shortfall, potential future exposure) is named by the measure, its own qualifiers and, when
said, its statistic, without its calibration; a sentence that says another calibration ("the
10-day VaR" of a one-day field, "95% VaR" of a 99 % one), another qualifier ("stressed VaR" of
plain VaR) or another statistic ("peak VaR" of the average) names another figure. A qualified
measure is also written as a blend of the qualifier's initial and the measure's abbreviation
("SVaR", "sVaR" for stressed VaR, "CVaR" for conditional VaR). Desk words between the
statistic and the measure ("regulatory", "trading", "management", "daily") name no other
figure. Pure: `trends` asks `measure_mention` before its generic readings of a field's words.

It is also the one vocabulary of a tail-risk measure's calibration as prose writes it — the
measure's name (`TAIL_MEASURE`), its confidence level (`CONFIDENCE_LEVEL`) and its holding
period (`HOLDING_PERIOD`) — which the validator's figure check (`measure_parameters`) and the
limit vocabulary of VaR (`limit_lexicon_hedging`) read with it.
"""

from __future__ import annotations

import re
from typing import Final

#: a risk measure in a field's name → how prose writes it (abbreviation, case kept, or words)
_MEASURES: Final[dict[str, str]] = {
    "var": r"(?-i:V[aA]R)|value[- ]at[- ]risk",
    "es": r"(?-i:ES)|expected[- ]shortfall",
    "etl": r"(?-i:ETL)|expected[- ]tail[- ]loss",
    "pfe": r"(?-i:PFE)|potential[- ]future[- ]exposure",
}
#: a measure written as one part with its qualifier's initial: `svar` is stressed VaR
_BLENDED_PARTS: Final[dict[str, tuple[str, str]]] = {
    "svar": ("stressed", "var"),
    "cvar": ("conditional", "var"),
    "mvar": ("marginal", "var"),
    "ivar": ("incremental", "var"),
    "ses": ("stressed", "es"),
}
#: the qualifiers that make a measure another one
_QUALIFIERS: Final = frozenset({"stressed", "conditional", "marginal", "incremental", "component"})
#: the statistic of a measure over a period, by its words in a name and in prose
_STATISTICS: Final[dict[str, str]] = {
    "average": "average",
    "avg": "average",
    "mean": "average",
    "max": "high",
    "maximum": "high",
    "peak": "high",
    "high": "high",
    "min": "low",
    "minimum": "low",
    "low": "low",
    "spot": "end",
    "end": "end",
    "closing": "end",
}
#: a confidence level in a name: `99`, `975` (97.5 %), `99p5`
_CONFIDENCE_PART: Final = re.compile(r"(?P<int>9\d)(?:p?(?P<frac>\d))?")
#: a holding period in a name: `1d`, `10d`, `10day`
_HORIZON_PART: Final = re.compile(r"(?P<n>\d{1,3})(?:d|day|days)")
#: a tail-risk measure by its name or acronym, with what may qualify it: "VaR", "sVaR",
#: "stressed VaR", "CVaR", "ES", "ETL", "expected shortfall", "value-at-risk", "conditional
#: value at risk" (lower-cased text)
TAIL_MEASURE: Final = (
    r"\b(?:(?:stressed|regulatory|historical|parametric|conditional|incremental)\s+)?"
    r"(?:s?c?var|es|etl|expected\s+(?:shortfall|tail\s+loss)|value[\s-]+at[\s-]+risk)\b"
)
#: a holding period as a desk writes it beside its measure: "1-day", "10 day", "one-day",
#: "1d", "ten-day", "2 weeks"
HOLDING_PERIOD: Final = r"(?:\d{1,3}|one|ten|twenty)[\s_-]*(?:days?|d|dy|weeks?|wk)\b"
_LEVEL_NUMBER: Final = r"9\d(?:\.\d{1,3})?"
_PER_CENT: Final = r"\s*(?:%|per\s*cent|percent|pct)"
#: a confidence level: "99%", "97.5 %", "99 per cent", "99pct" (lower-cased text)
CONFIDENCE: Final = rf"\b{_LEVEL_NUMBER}{_PER_CENT}"
#: ... compiled, the level in group `level`
CONFIDENCE_LEVEL: Final = re.compile(rf"\b(?P<level>{_LEVEL_NUMBER}){_PER_CENT}", re.IGNORECASE)
#: a holding period in prose, with its length: "1-day", "ten-day", "daily", "overnight"
_HORIZON_SAID: Final = re.compile(
    r"\b(?:(?P<n>\d{1,3}|one|ten|twenty)[\s-]?days?\b|(?P<daily>daily|overnight)\b)",
    re.IGNORECASE,
)
_HORIZON_WORDS: Final = {"one": 1, "ten": 10, "twenty": 20}
#: a calibration said after the measure: "VaR at 95%", "at the 99% confidence level", "over
#: a 10-day horizon"
_LEVEL_AFTER: Final = re.compile(
    r"\s+(?:at\s+(?:the\s+|a\s+)?9\d(?:\.\d+)?\s*(?:%|per\s*cent)|"
    r"(?:over|for|on)\s+(?:a\s+|the\s+)?(?:\d{1,3}|one|ten|twenty)[\s-]?days?)",
    re.IGNORECASE,
)
#: the words a desk puts between a statistic and its measure ("average regulatory VaR"): how
#: many may stand there
_PHRASE_WORDS: Final = 3


def _parts(metric: str) -> list[str]:
    """A field name's words, a blended measure part split in its qualifier and measure."""
    found: list[str] = []
    for part in (p for p in re.split(r"[_\W]+", metric.lower()) if p):
        found.extend(_BLENDED_PARTS.get(part, (part,)))
    return found


def _calibration(parts: list[str]) -> tuple[float | None, int | None]:
    """The confidence level (in %) and holding period (in days) a field's name states."""
    confidence: float | None = None
    horizon: int | None = None
    for part in parts:
        if (c := _CONFIDENCE_PART.fullmatch(part)) is not None:
            confidence = float(c.group("int") + ("." + c.group("frac") if c.group("frac") else ""))
        elif (h := _HORIZON_PART.fullmatch(part)) is not None:
            horizon = int(h.group("n"))
    return confidence, horizon


def _said_horizon(m: re.Match[str]) -> int:
    if m.group("daily"):
        return 1
    n = m.group("n").lower()
    return int(n) if n.isdigit() else _HORIZON_WORDS[n]


def measure_mention(sentence: str, metric: str) -> tuple[int, int] | None:
    """Where `sentence` names the risk-measure field `metric` (see the module), from its
    statistic or qualifier to the measure, with a bracket of calibration or statistic right
    after it ("VaR (99%, 1-day)", "SVaR (quarterly average)"); None when the field is no risk
    measure or the sentence names another calibration, qualifier or statistic of it."""
    parts = _parts(metric)
    measures = [p for p in parts if p in _MEASURES]
    if len(measures) != 1:
        return None
    measure = measures[0]
    own_qualifiers = [p for p in parts if p in _QUALIFIERS]
    own_statistic = next((_STATISTICS[p] for p in parts if p in _STATISTICS), None)
    confidence, horizon = _calibration(parts)
    initials = "".join(q[0] for q in own_qualifiers)
    said = re.compile(
        rf"(?<![\w-])(?P<blend>[A-Za-z]{{0,2}}?)(?P<measure>{_MEASURES[measure]})(?![\w-])",
        re.IGNORECASE,
    )
    for m in said.finditer(sentence):
        blend = m.group("blend")
        if blend and blend.lower() != initials:
            continue  # another measure's blend ("CVaR" of stressed VaR), or a longer word
        lead = sentence[: m.start()]
        words = list(re.finditer(r"[\w][\w'’.%-]*", lead))[-_PHRASE_WORDS - len(own_qualifiers) :]
        # the phrase before the measure: no further back than a clause's punctuation
        cut = words[0].start() if words else m.start()
        for stop in (lead.rfind(c) for c in ",;:()|"):
            cut = max(cut, stop + 1)
        phrase = sentence[cut : m.start()]
        phrase_words = [w.lower() for w in re.findall(r"[A-Za-z]+", phrase)]
        end = m.end()
        bracket = re.match(r"\s*\(([^()]{1,40})\)", sentence[end:])
        level = _LEVEL_AFTER.match(sentence, end)
        around = phrase + (bracket.group(1) if bracket else "") + (level.group(0) if level else "")
        if not _same_measure(phrase_words, own_qualifiers, bool(blend)):
            continue
        if own_statistic is not None:
            stats = {
                _STATISTICS[w] for w in re.findall(r"[a-z]+", around.lower()) if w in _STATISTICS
            }
            if stats and own_statistic not in stats:
                continue  # "peak VaR" is not the average
        elif any(w in _STATISTICS for w in phrase_words):
            continue  # a statistic of a field that is no statistic
        if confidence is not None and any(
            abs(float(c.group("level")) - confidence) > 1e-9
            for c in CONFIDENCE_LEVEL.finditer(around)
        ):
            continue
        if horizon is not None and any(
            _said_horizon(h) != horizon for h in _HORIZON_SAID.finditer(around)
        ):
            continue
        if bracket is not None and (
            CONFIDENCE_LEVEL.search(bracket.group(1))
            or _HORIZON_SAID.search(bracket.group(1))
            or any(w in _STATISTICS for w in re.findall(r"[a-z]+", bracket.group(1).lower()))
        ):
            end += bracket.end()
        start = _phrase_start(sentence, cut, m.start(), own_qualifiers, own_statistic)
        return start, end
    return None


def _same_measure(phrase_words: list[str], own: list[str], blended: bool) -> bool:
    """Whether the qualifiers said before a measure are the field's: each of its own said (or
    blended into the abbreviation), none of another."""
    said = [w for w in phrase_words if w in _QUALIFIERS]
    if blended:
        return not said or said == own
    return said == own


def _phrase_start(
    sentence: str, cut: int, at: int, qualifiers: list[str], statistic: str | None
) -> int:
    """Where the name begins: its statistic or first qualifier before the measure, else the
    measure itself."""
    keys = set(qualifiers) | {w for w, s in _STATISTICS.items() if s == statistic}
    for w in re.finditer(r"[A-Za-z]+", sentence[cut:at]):
        if w.group(0).lower() in keys:
            return cut + w.start()
    return at


__all__ = ["CONFIDENCE", "CONFIDENCE_LEVEL", "HOLDING_PERIOD", "TAIL_MEASURE", "measure_mention"]
