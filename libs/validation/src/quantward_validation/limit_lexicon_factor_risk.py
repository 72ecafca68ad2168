"""The words a quant equity book names the limit on its risk model's factor exposures with.

A market-neutral or stat-arb book's optimiser spec, risk policy and exposure report bound the
book's exposure to each factor of its risk model (size, value, momentum, ...): "the net tilt on
any single style factor", "each style-factor exposure in absolute terms", "the loading on any
Barra factor", `styleFactorCapSigma`, `max_style_exposure_sd`. Such an exposure is counted in
the factor's standard deviations ("0.2 sd", "≤ 0.3σ", "0.25 std"), a plain number: it is neither
a volatility (a σ after the figure is the factor's unit, not a volatility target), nor the
book's net exposure ("net tilt"), nor one position ("any single style factor"), so it is a
subject of its own, read before those.

The patterns read lower-cased words (field names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: the canonical name of the factor-exposure limit (a plain number in the factor's σ: no
#: default unit)
FACTOR_EXPOSURE_NAME: Final = "max_factor_exposure"

#: what names a factor of a risk model: its family ("style", "common", "systematic"), the model
#: itself ("risk-model factor", a vendor's: Barra, Axioma, Northfield) or one of the usual styles
_FACTOR_KIND: Final = (
    r"(?:style|common|systematic|rewarded|risk[\s_-]*model|barra|axioma|northfield|"
    r"size|value|momentum|quality|growth|low[\s_-]*vol(?:atility)?|dividend[\s_-]*yield|"
    r"earnings[\s_-]*yield|short[\s_-]*interest|crowding)"
)
#: how an exposure to it is said
_EXPOSURE: Final = r"(?:exposures?|tilts?|loadings?|bets?|betas?|z[\s_-]*scores?)"
#: a quantifier between the exposure and its factor: "to any single", "on each", "in every"
_QUANTIFIED: Final = r"(?:(?:any|each|every|a|an|one|single|individual|the|given)[\s_-]+){0,3}"

#: what may follow the factor and belongs to it: how the exposure is measured ("in absolute
#: terms") and an aside listing the factors meant ("(size, value, momentum and the rest)"), whose
#: words name factors, not a position's size or a book's value
_MEMBERS: Final = (
    r"(?:[\s_-]+in\s+(?:absolute|gross|net|sigma|z[\s-]*score)\s+terms)?"
    r"(?:\s*\([^()\d%]{0,100}\))?"
)

FACTOR_EXPOSURE_PATTERN: Final = re.compile(
    # the exposure said before its factor, with its side ("the net tilt on any single style
    # factor", "absolute loading to each Barra factor", "exposure to any one risk-model factor")
    rf"\b(?:(?:(?:net|absolute|abs|gross|active)[\s_-]+)?{_EXPOSURE}[\s_-]+(?:on|to|in|against)"
    rf"[\s_-]+{_QUANTIFIED}{_FACTOR_KIND}[\s_-]*factors?\b|"
    # the factor said first ("style-factor exposure", "style factor cap", "common-factor tilt")
    rf"\b{_FACTOR_KIND}[\s_-]*factors?(?:[\s_-]+{_EXPOSURE})?\b|"
    # ... or with the exposure and no "factor" ("style exposure", "style tilt"), or a factor
    # named by no kind but its exposure ("factor exposure", "factor loadings")
    rf"\bstyle[\s_-]*{_EXPOSURE}\b|\bfactors?[\s_-]*{_EXPOSURE}\b){_MEMBERS}"
)

#: the factor's standard deviations a figure is counted in, written after it: "0.2 sd", "0.3 std",
#: "0.25 standard deviations", "0.1 sigma", "0.5 st. dev." (a bare "σ" is a sign, read as such)
SIGMA_UNIT: Final = re.compile(
    r"\s*(?:s\.?\s?d\.?|std\.?|stdev|st\.?\s?devs?\.?|std\.?\s?devs?\.?|sigmas?|σ|"
    r"standard[\s-]+deviations?|(?:cross[\s-]+sectional[\s-]+)?z(?:[\s-]*scores?)?)(?![a-z])"
)


def in_sigma(lowered: str, end: int) -> bool:
    """Whether the figure ending at `end` is counted in standard deviations ("0.3 sd"): a
    measure, not a count of things the word after it names."""
    return SIGMA_UNIT.match(lowered, end) is not None


__all__ = ["FACTOR_EXPOSURE_NAME", "FACTOR_EXPOSURE_PATTERN", "SIGMA_UNIT", "in_sigma"]
