"""A band kept only to raise an alert, and a band named with its ends written in.

Engineers' runbooks and risk configs keep a band around a fixed level for monitoring, not for
positioning: "The 15 %–30 % band is the drift alert only", "the corridor just pages on-call",
"the range in Annex B is only an escalation trigger for the committee" (a trigger that sends a
breach up to someone is an alert too),
"[0.9x, 1.8x] is an alarm threshold, nothing more", "the range is for alerting only"; a
trustee's appendix keeps one only to say when the adviser must report back ("the band only tells
the adviser when to come back to us"). Like a
rebalancing band (`mandate._REBALANCING_ONLY`) it gives the manager no room: the level the
clause holds ("Gross leverage: 1.8x, hardcoded"), or the one the book is reset to ("rebalance
back to 1.8x when it fires"), is the point.

Such a sentence often names the band by its ends instead of its subject — "The 0.9x–1.8x band
is …", "this 100–200 bp corridor …", "the 5pc–10pc range", "the 6.0 % of NAV–12.0 % of NAV
range", "the 125 basis points–250 basis points band" — so a definite band with its ends written in
(`BAND_WITH_ENDS`) refers back to the subject of the sentence before, as "the band" does.

Regular-expression fragments (lower-case text), joined into `mandate`'s readings.
"""

from __future__ import annotations

from typing import Final

#: what an alert is called in a runbook or a monitoring config
_ALERT: Final = (
    r"(?:alerts?|alerting|alarms?|warnings?|notifications?|pages?|paging|tripwires?|"
    # ... or what sends the breach up to a committee: "only an escalation trigger for the CRC"
    r"monitors?|monitoring|triggers?)"
)
#: a band or range, as the subject of what it is for
_BAND: Final = r"(?:band|bands|range|ranges|corridor|corridors|bounds|envelope|window)"
#: a band said to be (only) an alert: "the band is the drift alert only", "the range only
#: pages on-call", "the corridor serves as an alarm threshold", "the range is for alerting
#: only", "band … just fires a warning", "used only to raise an alert"; the alert's qualifier
#: may be hyphenated to it ("only the early-warning level", "a soft-alert line")
ALERT_ONLY: Final = (
    rf"\b{_BAND}\b[^.;\n]{{0,40}}?\b(?:is|are|serves?\s+as|acts?\s+as|works?\s+as|exists?\s+as|"
    r"is\s+there\s+as)\s+(?:only\s+|just\s+|merely\s+|purely\s+|solely\s+|simply\s+)?"
    rf"(?:the\s+|an?\s+)?(?:\w+[\s-]+){{0,2}}?{_ALERT}\b|"
    rf"\b{_BAND}\b[^.;\n]{{0,40}}?\b(?:only|just|merely|purely|solely|simply)\s+"
    rf"(?:fires?|raises?|sends?|triggers?|pages?|alerts?|warns?|notifies|opens?)\b|"
    r"\b(?:only|just|merely|purely|solely)\s+(?:used\s+|there\s+|meant\s+)?(?:to|for)\s+"
    r"(?:raise\s+|fire\s+|send\s+|trigger\s+|open\s+)?(?:an?\s+|the\s+)?(?:[\w-]+\s+)?"
    rf"{_ALERT}\b|"
    rf"\bfor\s+(?:[\w-]+\s+)?{_ALERT}\s+(?:only|purposes\s+only)\b|"
    # ... or only when someone must report or come back: "the band only tells the adviser when
    # they must report back to us", "the corridor merely signals when to escalate to the IC"
    rf"\b{_BAND}\b[^.;\n]{{0,40}}?\b(?:only|just|merely|purely|solely|simply)\s+"
    r"(?:tells?|signals?|flags?|shows?|marks?|prompts?|indicates?|says?|determines?|sets?\s+out)\s+"
    r"(?:[\w'’-]+\s+){0,4}?(?:when|whether|if|that|to)\b[^.;\n]{0,40}?"
    r"\b(?:report\w*|escalat\w*|consult\w*|notif\w*|inform\w*|revert\w*|refer\w*|"
    r"come\s+back|check\s+in)\b|"
    rf"\b{_ALERT}\s+(?:threshold|level|line|trigger)s?\s+only\b"
)
#: a band named by the alert it raises: "the early-warning band", "a watch range", "the alarm
#: corridor", "an alert zone"
ALERT_NAMED_BAND: Final = (
    r"\b(?:alert|alarm|(?:early[\s-]?)?warning|watch)[\s-]+(?:ranges?|bands?|corridors?|zones?)\b"
)
#: a number with its unit, as a band's end is written in its name ("15pct", "0.9x", "1.00%",
#: "17.5 per cent", "10pc", "125 basis points"), and the base a share is of ("6.0% of NAV")
_END: Final = (
    r"[-+]?\d[\d.,]*\s*(?:%|pct|pc|per\s*cent|percent|x|×|bps?|bp|basis\s+points?)?"
    r"(?:\s+of\s+(?:nav|aum|net\s+assets|the\s+fund))?"
)
#: a definite band with its two ends written in: "the 15pct–30pct band", "this 0.9x..1.8x
#: corridor", "the [1 %, 2 %] range"
BAND_WITH_ENDS: Final = (
    rf"\b(?:the|that|this|its|said)\s+\[?\s*{_END}\s*(?:[-–—]|\.\.\.?|to|,)\s*{_END}\s*\]?\s+"
    rf"(?:[\w-]+\s+)?{_BAND}\b"
)

__all__ = ["ALERT_NAMED_BAND", "ALERT_ONLY", "BAND_WITH_ENDS"]
