"""A figure a workbook keeps as a what-if, a sensitivity or a stress case, never as the limit.

Workbooks hold more than the live limits: a tab of scenarios, a column of sensitivities, a
stress case run beside the real figure. People who paste from them say so, either in the lead-in
of the line ("Tab 'Scenario' (what-if only, NOT the limit): single-name cap 15 %", "Stress case:
TE 8 %") or of the figure itself ("The 0.4 in col F is a sensitivity case, ignore it for the
run", "8 % is only the downside scenario"). Such a figure is a level the sheet tries out; it
bounds nothing, and citing it as the limit is citing the wrong cell. A line led in as the live
one ("Live: …", "Live limit in B7: …") keeps its figures. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: the words of a case a sheet tries out: "what-if", "scenario", "sensitivity", "stress case",
#: "pro forma", "simulation", "sandbox", "backtest variant"
_CASE: Final = (
    r"(?:what[\s-]?ifs?|scenarios?|sensitivit(?:y|ies)|"
    r"stress(?:ed)?[\s-]+(?:case|scenario|tab|sheet|run)s?|pro[\s-]?forma|simulat(?:ion|ed)s?|"
    r"sandbox|(?:up|down)side\s+cases?|(?:bear|bull)\s+cases?)"
)
#: a limit noun after the case word makes the lead-in a limit of a case's measure ("Scenario
#: loss limit: 10 %", "Stress case VaR cap: 8 %"), which is a limit
_LIMIT_AFTER: Final = re.compile(
    r"\b(?:limits?|caps?|ceilings?|floors?|max(?:imum)?|min(?:imum)?|budgets?|thresholds?)\b",
    re.IGNORECASE,
)
#: a lead-in that says its line is not the limit: a case word or "not the limit"
_NOT_LIMIT: Final = r"(?:not|never)\s+(?:the|a|our)\s+(?:live\s+|actual\s+|real\s+)?limits?"
_LEAD_IN_CASE: Final = re.compile(rf"\b{_CASE}\b", re.IGNORECASE)
#: "sensitivity" as the name of a measured risk, not a case: named by what moves before it
#: ("credit-spread sensitivity", "interest-rate sensitivity", "the book's equity sensitivity")
#: or after it ("sensitivity to spreads", "sensitivity per bp", "sensitivity (CS01, …)")
_MEASURE_BEFORE: Final = re.compile(
    r"\b(?:credit|spreads?|rates?|interest|yields?|curve|price|equity|stock|fx|currency|"
    r"inflation|duration|vol(?:atility)?|delta|gamma|vega|basis|beta|factor|nav|dv01|cs01)"
    r"[\s-]+$",
    re.IGNORECASE,
)
_MEASURE_AFTER: Final = re.compile(
    r"^\s*(?:to\b|per\b|of\s+(?:the\s+)?(?:nav|book|portfolio|fund)\b|\(\s*[a-z]*\d{2}\b|"
    r"\(\s*(?:[a-z]+\s+)?(?:bps?|basis\s+points?)\b)",
    re.IGNORECASE,
)


def _case_in(lead: str) -> re.Match[str] | None:
    """The first case word of a lead-in, leaving a sensitivity that names a measured risk."""
    for case in _LEAD_IN_CASE.finditer(lead):
        if case.group().lower().startswith("sensitivit") and (
            _MEASURE_BEFORE.search(lead, 0, case.start()) or _MEASURE_AFTER.match(lead, case.end())
        ):
            continue
        return case
    return None


_LEAD_IN_NOT_LIMIT: Final = re.compile(rf"\b{_NOT_LIMIT}\b", re.IGNORECASE)
#: a lead-in that says its line is the one in force: "Live:", "Live limit in …", "actual",
#: "current", "in force"
_LEAD_IN_LIVE: Final = re.compile(
    r"\b(?:live|actual|current|in\s+force|binding|real|official)\b", re.IGNORECASE
)
#: the figure itself called a case, or set aside: "is a sensitivity case", "is only the stress
#: scenario", "is just a what-if", "(what-if)", ", ignore it", "— disregard"
_CALLED_A_CASE: Final = re.compile(
    r"^[^.;\n\d]{0,40}?(?:\b(?:is|are|was|were)\s+(?:only\s+|just\s+|merely\s+|purely\s+)?"
    r"(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
    rf"{_CASE}\b|\(\s*{_CASE}\b|[,;—–-]\s*(?:please\s+|pls\s+)?(?:ignore|disregard|skip)\s+"
    r"(?:it|this|that|them|those)\b)",
    re.IGNORECASE,
)
_STOP: Final = re.compile(r"(?<!\d)\.(?!\d)|[;!?\n]")
#: the most words a lead-in label has outside its brackets and quotes ("Stress tab", "Tab
#: 'Scenario' (what-if only)", "Downside case for the committee")
_LABEL_WORDS: Final = 6


def _lead_in(text: str, start: int) -> str:
    """The label the figure's line or sentence opens with: its words before the last colon
    ahead of the figure ("Tab 'Scenario' (what-if only, NOT the limit)"), or "" when none. A
    label is short (a few words outside its brackets and quotes); a clause before a colon ("That
    is their scenario, not our mandate, which reads:") is prose, no label."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    colon = before.rfind(":")
    # a colon inside a cell reference ("C12:D12") or a time leads nothing in
    while colon > 0 and re.match(r"[A-Z$]*\d|\$?[A-Z]{1,3}\d", before[colon + 1 : colon + 6]):
        colon = before.rfind(":", 0, colon)
    if colon <= 0:
        return ""
    lead = before[:colon]
    stops = list(_STOP.finditer(lead))
    lead = lead[stops[-1].end() :] if stops else lead
    outside = re.sub(r"\([^()]*\)|'[^']*'|\"[^\"]*\"", " ", lead)
    return lead if len(outside.split()) <= _LABEL_WORDS else ""


#: a sentence's end after a lead-in's colon: a full stop (no decimal point) before a capital
_NEXT_SENTENCE: Final = re.compile(r"(?<!\d)\.+\s+(?=[A-Z])")
#: a sentence that still speaks of the case: conditional ("would be", "if the client had")
_STILL_A_CASE: Final = re.compile(rf"\b(?:would|could|if|{_CASE})\b", re.IGNORECASE)


def _own_sentence_escapes(text: str, start: int) -> bool:
    """Whether the figure's own sentence is a later one than the sentence the lead-in heads and
    turns back to what holds: it says so ("Scenario only: had the client …, the cap would be
    30 %. Under the current mandate it is 20 %."), or it speaks in its own frame with no
    conditional and no case word ("Stress scenario only: the cap would be 12 %. In business as
    usual it is 8 %."). A later sentence still in the case ("… The loss would be 8 %.") stays
    in it."""
    line_start = text.rfind("\n", 0, start) + 1
    colon = text.rfind(":", line_start, start)
    if colon < 0:
        return False
    breaks = list(_NEXT_SENTENCE.finditer(text, colon + 1, start))
    if not breaks:
        return False
    own = text[breaks[-1].end() : start]
    return _LEAD_IN_LIVE.search(own) is not None or _STILL_A_CASE.search(own) is None


def tried_out(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` of `text` is a case the sheet tries out (a what-if,
    a sensitivity, a stress case), by its line's lead-in (in the sentence the lead-in heads) or
    by what its own sentence calls it, rather than the limit."""
    lead = "" if _own_sentence_escapes(text, start) else _lead_in(text, start)
    case = _case_in(lead) if lead else None
    if lead and (
        _LEAD_IN_NOT_LIMIT.search(lead)  # "(not the live limit)" says it outright
        or (
            case is not None
            and not _LEAD_IN_LIVE.search(lead)
            and not _LIMIT_AFTER.search(lead, case.end())
        )
    ):
        return True
    # "... is a sensitivity case, ignore it": the figure's own predicate, in its sentence
    stop = _STOP.search(text, end)
    return _CALLED_A_CASE.match(text[end : stop.end() if stop else len(text)]) is not None


__all__ = ["tried_out"]
