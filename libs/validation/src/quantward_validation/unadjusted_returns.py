"""A return said to be *not* adjusted for risk: "expected return, unadjusted for risk", "the
raw, non-risk-adjusted return", "return before any risk adjustment", "not scaled by
volatility".

The qualifier names a risk measure only to say the return is taken without it. Read word by
word, its "risk" is a target of its own (and "Maximise it." after it points back at that risk
instead of the return), and "non-risk-adjusted" even contains "risk-adjusted", a Sharpe
objective. The qualifier is one construction: a negated participle of adjusting (un-, non-,
not, without, before, no, free of) with the risk measure it would have adjusted for, before
or after the participle. `risk_unadjusted_blanked` blanks it (offsets kept), so the return it
qualifies is read alone, like a risk penalty set to zero.

Pure: text in, text out.
"""

from __future__ import annotations

import re
from typing import Final

#: a measure of risk a return can be adjusted for
_RISK: Final = r"(?:risk|vol(?:atility)?|variance|downside|drawdown|beta|sigma|std|deviation)"
#: a participle or noun of adjusting a return for risk
_ADJUSTING: Final = (
    r"(?:adjust(?:ed|ment|ing)?|correct(?:ed|ion|ing)?|scal(?:ed|ing)|weight(?:ed|ing)|"
    r"normali[sz](?:ed|ation|ing)|penali[sz](?:ed|ation|ing))"
)
_UNADJUSTED: Final = re.compile(
    # "unadjusted for risk", "non-risk-adjusted", "un-risk-adjusted", "not vol-adjusted",
    # "not adjusted for volatility", "uncorrected for beta"
    rf"\b(?:un-?|non-?|not\s+)(?:{_RISK}[- ])?{_ADJUSTING}"
    rf"(?:\s+(?:for|to|by)\s+(?:the\s+|any\s+|its\s+)?{_RISK}\w*)?|"
    # "risk-unadjusted"
    rf"\b{_RISK}[- ]un-?{_ADJUSTING}\b|"
    # "before (any) risk adjustment", "with no volatility scaling", "free of risk weighting",
    # "without adjusting for risk", "no adjustment for drawdown"
    rf"\b(?:before|without|with\s+no|free\s+of|no)\s+(?:any\s+)?(?:{_RISK}[- ]{_ADJUSTING}|"
    rf"{_ADJUSTING}\s+(?:for|to|by)\s+(?:the\s+|any\s+|its\s+)?{_RISK}\w*)",
    re.IGNORECASE,
)


def risk_unadjusted_blanked(text: str) -> str:
    """`text` with each "not adjusted for risk" qualifier blanked (offsets kept): the return it
    qualifies is wanted without a risk term, so its risk words are no target."""
    return _UNADJUSTED.sub(lambda m: " " * len(m.group(0)), text)


__all__ = ["risk_unadjusted_blanked"]
