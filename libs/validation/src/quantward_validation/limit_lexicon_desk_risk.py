"""The words a bank trading desk names its market-risk limits with, each a subject of its own.

A desk's limit schedule, its charter and the market risk committee's minutes bound amounts of
money rather than shares of NAV (their scale read by `money_scales`):

* the interest-rate sensitivity per tenor bucket ("net DV01 in any single tenor bucket", "DV01
  per tenor bucket (2y, 5y, 10y, 30y)", "bucketed interest-rate DV01", "key-rate PV01",
  `max_bucket_dv01_usd_k`, `pv01PerTenorUsdK`): one bucket's sensitivity, a limit apart from the
  total; neither a sector's share (its "bucket") nor the net exposure (its "net");
* the total interest-rate sensitivity ("the desk's DV01", "PV01", "BPV", "basis point value",
  "IR01", "the dollar value of a basis point", `dv01LimitUsdK`);
* the VaR of a stressed period ("stressed VaR", "SVaR", `svarLimitUsdM`) and the expected
  shortfall ("expected shortfall", "ES 97.5", "CVaR", "conditional VaR", "expected tail loss"),
  each a limit apart from the VaR (`limit_lexicon_hedging`), never read as it;
* the loss under the desk's stress scenarios ("stress loss", "stress-loss limit", "stressed
  loss", "scenario loss", "loss under the stress scenarios", `stressLossLimitUsdM`): a limit on
  a loss, no drawdown from a peak.

A credit-spread sensitivity (CS01) is no rate sensitivity and is not read here.

Why: read through the other subjects, "Net DV01, any single tenor bucket: ≤ $300k per bp"
bounds the net exposure and one position, so a plan citing it for its bucketed DV01 limit is
called false, and a limit above it passes unread. The patterns read lower-cased words (field
names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.limit_lexicon_hedging import VAR_NAME

#: the canonical subjects and their default units (an amount: no unit of the contract's, the
#: name gives its scale, `money_scales`)
STRESSED_VAR_NAME: Final = "max_stressed_var"
SHORTFALL_NAME: Final = "max_expected_shortfall"
BUCKET_DV01_NAME: Final = "max_bucket_dv01"
DV01_NAME: Final = "max_dv01"
STRESS_LOSS_NAME: Final = "max_stress_loss"

#: an interest-rate sensitivity to a one basis point move, by its acronyms and its words
_SENSITIVITY: Final = (
    r"(?:dv\s?01|pv\s?01|ir\s?01|bpv|pvbp|"
    r"(?:price|present|dollar)?[\s_-]*(?:value[\s_-]+of[\s_-]+(?:a|one|1)[\s_-]*)"
    r"(?:basis[\s_-]+point|bp)|basis[\s_-]+point[\s_-]+values?)"
)
#: a bucket of the curve: "tenor bucket", "maturity bucket", "key rate", "curve pillar"
_BUCKET: Final = (
    r"(?:(?:tenor|maturity|curve|time)[\s_-]+)?(?:buckets?|pillars?)|tenors?|"
    r"key[\s_-]*rates?|curve[\s_-]+points?"
)
BUCKET_DV01_PATTERN: Final = re.compile(
    # the bucket before: "bucketed interest-rate DV01", "key-rate PV01", "per-tenor DV01",
    # "bucket DV01", `max_bucket_dv01`
    rf"\b(?:bucketed|(?:per|each|every)[\s_-]+(?:tenor|bucket)|{_BUCKET})"
    rf"(?:[\s_-]+[a-z]+(?:-[a-z]+)?){{0,2}}?[\s_-]+(?:net[\s_-]+)?{_SENSITIVITY}\b|"
    # ... or after: "DV01 per tenor bucket", "DV01, any single tenor bucket", "net DV01 in any
    # one bucket", "PV01 by tenor", "DV01 (per bucket)"
    rf"\b{_SENSITIVITY}\b[\s,(_-]+(?:(?:in|per|by|for|of|across|at)[\s_-]+)?"
    r"(?:(?:any|each|every|a|one|single|individual|the|a\s+given)[\s_-]+)*"
    rf"(?:{_BUCKET})\b"
)
DV01_PATTERN: Final = re.compile(rf"\b{_SENSITIVITY}\b")
STRESS_LOSS_PATTERN: Final = re.compile(
    r"\bstress(?:ed)?[\s_-]*(?:test(?:ing)?[\s_-]+)?loss(?:es)?\b|"
    r"\bscenario[\s_-]+loss(?:es)?\b|"
    r"\bloss(?:es)?\s+(?:under|in)\s+(?:the\s+|a\s+|its\s+|our\s+)?(?:[\w'’-]+\s+){0,2}?"
    r"(?:stress(?:ed)?|scenarios?)\b"
)

#: the VaR of a stressed period: "stressed VaR", "stressed value at risk", "SVaR" (split from a
#: name, "sva r")
STRESSED_VAR_PATTERN: Final = re.compile(
    r"\bstress(?:ed)?[\s_-]+(?:va\s?r|value[\s_-]+at[\s_-]+risk)\b|"
    # (an "s" of its own: a possessive's "the book's VaR" is the VaR)
    r"(?<![\w'’])s\s?va\s?r(?:\d{2,3})?\b"
)
#: the expected shortfall: "expected shortfall", "expected tail loss", "ES 97.5", "CVaR"
#: ("cva r" split from a name), "conditional VaR", "ETL"
SHORTFALL_PATTERN: Final = re.compile(
    r"\bexpected[\s_-]+(?:shortfall|tail[\s_-]+loss)\b|(?<![\w'’])c\s?va\s?r(?:\d{2,3})?\b|"
    r"\bconditional[\s_-]+(?:va\s?r|value[\s_-]+at[\s_-]+risk)\b|\betl\b|"
    r"\bes[\s_-]*(?:\(\s*)?(?:97\.?5|99|95)\b"
)

#: most specific first: the stressed VaR and the shortfall before the VaR (`limits` places them
#: so), one bucket's sensitivity before the total
DESK_RISK_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (STRESSED_VAR_NAME, STRESSED_VAR_PATTERN),
    (SHORTFALL_NAME, SHORTFALL_PATTERN),
    (BUCKET_DV01_NAME, BUCKET_DV01_PATTERN),
    (DV01_NAME, DV01_PATTERN),
    (STRESS_LOSS_NAME, STRESS_LOSS_PATTERN),
)

#: the subjects a limit may bound as an amount of money (a VaR in USD as much as in bps of NAV)
MONEY_SUBJECTS: Final = frozenset(
    {
        BUCKET_DV01_NAME,
        DV01_NAME,
        STRESS_LOSS_NAME,
        VAR_NAME,
        STRESSED_VAR_NAME,
        SHORTFALL_NAME,
    }
)

__all__ = [
    "BUCKET_DV01_NAME",
    "BUCKET_DV01_PATTERN",
    "DESK_RISK_SUBJECTS",
    "DV01_NAME",
    "DV01_PATTERN",
    "MONEY_SUBJECTS",
    "SHORTFALL_NAME",
    "SHORTFALL_PATTERN",
    "STRESSED_VAR_NAME",
    "STRESSED_VAR_PATTERN",
    "STRESS_LOSS_NAME",
    "STRESS_LOSS_PATTERN",
]
