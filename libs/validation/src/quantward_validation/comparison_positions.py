"""A figure placed above or below an earlier figure of its own, read as the comparison it is.

Tickets, review comments and form rows state a change as a position against a named earlier
figure rather than with a comparative: "net debt was above its year-earlier level in every
quarter of 2022", "margin sat below the prior-year figure", "DSO came in under its level a year
before", "cash flow ran ahead of the same quarter last year", "stock-out days stayed beneath
the previous quarter's reading". The trend reader takes "higher than a year earlier" and
"lower than the previous quarter"; this module writes the position and its base in those
words, so every form of the family is checked the same way.

Only a base that is the figure's own earlier value is rewritten: "above the sector median" or
"below its target" compares with something else and stays as written.
"""

from __future__ import annotations

import re
from typing import Final

#: a position above the base (the figure is higher)
_ABOVE: Final = r"above|over|ahead\s+of|higher\s+than|greater\s+than|more\s+than|in\s+excess\s+of"
#: a position below the base (the figure is lower)
_BELOW: Final = r"below|under(?:neath)?|beneath|short\s+of|behind|lower\s+than|less\s+than|shy\s+of"
#: the verbs a position is stated with; they become "was" so the reader sees a copula
_VERB: Final = (
    r"(?:is|was|were|are|has\s+been|had\s+been|stood|stayed|sat|remained|ran|came\s+in|"
    r"ended|finished|closed|held|printed|landed|settled|tracked|came\s+out)"
)
_SEP: Final = r"[\s\-‐‑–]+"
#: what the earlier figure is called: "level", "figure", "print", "reading", "mark", …
_NOUN: Final = (
    r"(?:level|figure|value|reading|print|mark|number|result|outturn|comparative|comparable|"
    r"equivalent|base|quarter|period|month|year)s?"
)
#: the possessive or article before the base ("its", "the", "that", "their", "Acme's" is
#: left to the caller: the base belongs to the sentence's own figure)
_DET: Final = r"(?:its|their|the|that|this|his|her)(?:\s+own)?"
#: an earlier period said as an adjective: "year-earlier", "year-ago", "prior-year",
#: "previous quarter's", "last year's", "twelve-months-earlier"
_YEAR_ADJ: Final = (
    rf"(?:year{_SEP}(?:earlier|ago|before|prior)|(?:prior|previous|preceding|last|"
    rf"year{_SEP}over)(?:{_SEP})year(?:['’]s)?|(?:twelve|12){_SEP}months?{_SEP}"
    rf"(?:earlier|ago|before|prior)|same{_SEP}(?:quarter|period|month){_SEP}(?:last|prior|"
    rf"previous){_SEP}year(?:['’]s)?|(?:prior|previous|preceding|last){_SEP}year(?:['’]s)?)"
)
_QUARTER_ADJ: Final = (
    rf"(?:quarter{_SEP}(?:earlier|ago|before|prior)|(?:prior|previous|preceding|last)"
    rf"{_SEP}quarter(?:['’]s)?)"
)
#: the base after a noun: "its level a year earlier", "the figure of a year before", "the
#: same quarter last year", "the same quarter of the prior year"
_YEAR_AFTER: Final = (
    r"(?:(?:of|from|in)\s+)?(?:a|one|twelve\s+months|12\s+months)\s+(?:year\s+)?"
    r"(?:earlier|before|ago|previously)|(?:(?:of|in)\s+the\s+)?(?:last|prior|previous|"
    r"preceding)\s+year|(?:of\s+)?a\s+year\s+(?:earlier|before|ago)"
)
_QUARTER_AFTER: Final = (
    r"(?:(?:of|from|in)\s+)?(?:a|one|three\s+months)\s+(?:quarter\s+)?(?:earlier|before|ago)|"
    r"(?:(?:of|in)\s+the\s+)?(?:last|prior|previous|preceding)\s+quarter"
)


def _base(adjective: str, after: str) -> str:
    """A base written as an adjective before its noun, or as a noun and a phrase after it
    ("the same quarter last year" has both: "same" before, "last year" after)."""
    return (
        rf"{_DET}\s+(?:{adjective})(?:\s+{_NOUN})?"
        rf"|{_DET}\s+(?:same\s+)?{_NOUN}\s+(?:{after})"
    )


_YEAR_BASE: Final = _base(_YEAR_ADJ, _YEAR_AFTER)
_QUARTER_BASE: Final = _base(_QUARTER_ADJ, _QUARTER_AFTER)
_POSITION: Final = re.compile(
    rf"\b(?:(?P<verb>{_VERB})\s+)?(?:(?P<above>{_ABOVE})|(?P<below>{_BELOW}))\s+"
    rf"(?:(?P<year>{_YEAR_BASE})|(?P<quarter>{_QUARTER_BASE}))"
    # the earlier period's extreme, average or plan is another figure than its value
    r"(?![\w\-'’])(?!\s+(?:high|low|peak|trough|average|mean|median|target|guidance|budget|"
    r"plan|forecast|estimate|consensus|record)s?\b)",
    re.IGNORECASE,
)


#: a verb that itself places the figure above or below its base: "revenue trailed the
#: year-ago quarter", "bookings beat the prior-year figure", "NII lagged its level a year
#: before" (not when negated: "did not beat" keeps its own reading)
_OUTRUN: Final = re.compile(
    r"(?<!\bnot\s)(?<!n['’]t\s)(?<!\bnever\s)\b(?:"
    r"(?P<above>beat|beats|topped|tops|exceed(?:s|ed)|outpac(?:es|ed)|outstrip(?:s|ped)|"
    r"surpass(?:es|ed)|better(?:s|ed)|outr(?:an|uns))|"
    r"(?P<below>trail(?:s|ed)|lag(?:s|ged)(?:\s+behind)?|undershot|undershoots|"
    r"f(?:ell|alls)\s+(?:short\s+of|behind)|r(?:an|uns)\s+behind))\s+"
    rf"(?:(?P<year>{_YEAR_BASE}|a\s+year\s+(?:earlier|before|ago))|(?P<quarter>{_QUARTER_BASE}))"
    r"(?![\w\-'’])(?!\s+(?:high|low|peak|trough|average|mean|median|target|guidance|budget|"
    r"plan|forecast|estimate|consensus|record)s?\b)",
    re.IGNORECASE,
)


def _written(match: re.Match[str]) -> str:
    side = "higher" if match.group("above") else "lower"
    base = "a year earlier" if match.group("year") else "the previous quarter"
    verb = "was " if match.group("verb") else ""
    return f"{verb}{side} than {base}"


def _outrun_written(match: re.Match[str]) -> str:
    side = "higher" if match.group("above") else "lower"
    base = "a year earlier" if match.group("year") else "the previous quarter"
    return f"was {side} than {base}"


def positions_as_comparisons(text: str) -> str:
    """`text` with each position against the figure's own earlier value ("above its
    year-earlier level", "below the prior-quarter print") written as the comparative the
    trend reader takes ("higher than a year earlier", "lower than the previous quarter"), so
    a claim stated as a position is checked like one stated as a change."""
    return outruns_as_comparisons(_POSITION.sub(_written, text))


def outruns_as_comparisons(text: str) -> str:
    """`text` with each verb that places the figure against its own earlier value ("trailed
    the year-ago quarter", "beat its level a year before") written as the comparative
    ("was lower than a year earlier"); the year-on-year base may itself be a rewrite
    (`comparison_bases`: "the same quarter of 2021" in a claim about 2022)."""
    return _OUTRUN.sub(_outrun_written, text)
