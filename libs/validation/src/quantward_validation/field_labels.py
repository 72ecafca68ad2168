"""The unit a form field's label gives the bare number filled in after it.

Web forms, ticket fields and intake sheets name a field's unit once, in its label, and the
value is then typed bare: "Max sector weight (%): 30" is 30 %, "Tracking-error budget (bps) =
120" is 120 bps, "Cash floor, in % of NAV: 4" is 4 %. A reader that takes the bare number at its
face reads 30 (3 000 %) and finds no 30 % anywhere. The unit is read from the label's end, right
before the value's separator: a parenthesis or a bracket holding the unit ("(%)", "[bps]", "(in
%)", "(% of NAV)", "(basis points)"), or "in %" / "in bps" said after the label's words.

A list of labelled lines ("• Bond allocation: 40 %" over "• Cash allocation (minimum): 5 %")
gives each value to its own label: `line_label` and `sibling_labels` read a value's label and the
other settings of its block, so a reader can tell a value of another setting from the one a
limit names.

Pure: text and a quantity in, the quantity in its label's form out.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final, Literal

from quantward_validation.quantities import Quantity

#: a percent or basis-point unit as a label writes it
_PERCENT: Final = r"%|percent|per\s*cent|pct|percentage(?:\s+points)?"
_BPS: Final = r"bps?|bips|basis\s+points?"
#: what a share is of, after its unit: "% of NAV", "% NAV", "% of net assets"
_OF_WHAT: Final = (
    r"(?:\s+(?:of\s+)?(?:the\s+)?(?:NAV|net\s+assets|AUM|assets|portfolio|fund|book))?"
)
#: a label's end that names its unit, then the separator before the value ("(%): ", "[bps] = ",
#: ", in %: ", " in bps | ")
_LABEL_UNIT: Final = re.compile(
    rf"(?:[(\[]\s*(?:in\s+)?(?P<unit>{_PERCENT}|{_BPS}){_OF_WHAT}\s*[)\]]|"
    rf"[\s,]\s*in\s+(?P<said>{_PERCENT}|{_BPS}){_OF_WHAT})"
    r"\s*(?:[:=|]|\t|\s{2,}|\.{3,})\s*$",
    re.IGNORECASE,
)


def label_unit(text: str, at: int) -> Literal["percent", "bps"] | None:
    """The form ("percent" or "bps") the label right before offset `at`, on its line, gives a
    bare value written there; None when no such label stands before it."""
    line_start = text.rfind("\n", 0, at) + 1
    found = _LABEL_UNIT.search(text, line_start, at)
    if found is None:
        return None
    unit = (found.group("unit") or found.group("said")).lower()
    return "bps" if unit.startswith("b") else "percent"


def in_label_unit(text: str, quantity: Quantity, offset: int = 0) -> Quantity:
    """`quantity` (found at `offset` + its span in `text`) read in the unit its field's label
    names: a bare 30 after "Max sector weight (%): " is 30 %. A number written with its own
    unit, or with no such label, is left as written."""
    if quantity.form != "plain":
        return quantity
    form = label_unit(text, offset + quantity.start)
    return quantity if form is None else replace(quantity, form=form)


#: where one field of a system's line ends and the next begins: a pipe, a semicolon, a comma, a
#: dash or slash between fields, a bracket, or two spaces of a fixed-width row
_FIELD_BREAK: Final = re.compile(r"[|;,(\[/\n\t]|\s[—–-]\s|\s{2,}|[.!?]\s")


def label_before(text: str, at: int, reach: int = 48) -> str:
    """The label of the field whose value starts at offset `at`: the words after the last field
    break before it on its line ("Exposure " in "… | Exposure 7.6% | Limit 8.0%", "soft " in
    "soft 1.8% / hard 2.0%", "WARN=" in "THRESHOLD=300bp; WARN=270bp")."""
    since = max(0, at - reach, text.rfind("\n", 0, at) + 1)
    breaks = [m.end() for m in _FIELD_BREAK.finditer(text, since, at)]
    return text[max([since, *breaks]) : at]


#: the reference a document gives a clause: a dotted number with an optional lettered part
#: ("5.5", "7.2(a)", "4(c)"), a letter-coded item ("I-3", "G-2", "L11", "A.4"), or a clause word
#: and its number, perhaps after the body's name ("Rule 12", "IC guideline 7", "Credit rule 3",
#: "§ 4.1", "Art. 9", "para 3(b)")
_CLAUSE_REF: Final = (
    r"(?:(?:[A-Z][\w-]{0,14}\s+)?(?i:guidelines?|rules?|clauses?|para(?:graph)?s?|sections?|sec\.|"
    r"art(?:icle)?s?\.?|items?|restrictions?|limits?|schedules?|§)\s*\d{1,2}(?:\.\d{1,2}){0,2}|"
    r"\d{1,2}(?:\.\d{1,2}){1,2}|\d{1,2}(?=\()|[A-Z]{1,3}[-.]?\d{1,2}(?:\.\d{1,2})?)"
    r"(?:\([a-z0-9]{1,3}\))?"
)
#: a labelled line of a list: a bullet or a number perhaps, the label, a colon, the value
#: ("• Bond allocation: 40 %", "- Cash (minimum): 5 %", "3) Turnover per year: 50 %")
_LABELLED_LINE: Final = re.compile(
    # (... or a schedule's item number: "B.2", "3.4.1", "A1", "§ 7.2")
    r"^[ \t]*(?P<bullet>[•·▪◦*+-]|\d{1,2}[.)]|\([a-z0-9]{1,2}\)|"
    r"(?:§\s?|[A-Z]{1,2}\.?)?\d{1,2}(?:\.\d{1,2}){1,2}\.?(?=[ \t])|"
    r"(?:§\s?|[A-Z]\.?)\d{1,2}\.?(?=[ \t]))?[ \t]*"
    # (... then the reference of the clause its source numbers it by, before the heading:
    # "- 5.5 Greenfield lenders: 4 %", "* I-3 Credits …", "- IC guideline 7 Maximum fee …",
    # "  7.2(a) Any one group …", "• Rule 12 Cash …")
    rf"(?:(?P<ref>{_CLAUSE_REF})[ \t]+(?=[A-Z]))?"
    # (a label may carry its measure's horizon, "10-day stress loss", "1-day VaR", or name the
    # year it is of, "Average gross leverage in 2024: 2.2x")
    # ... or define its measure in an aside that holds a figure of its own, "Gamma limit (NAV
    # impact of a 1 % move)")
    # ... or name a numbered stage or class of what it bounds, "deals in Phase 2 (maximum)",
    # "Tier 1 capital"), or a range of them or a step and those under it on a scale of credit
    # quality steps, "assets at CQS 0–1", "credit quality step 3+", "notches 1-2")
    # ... or of its instrument's tenor, "coupons in the 30y stack", "any one 10-year bond")
    r"(?P<label>(?:[^:\d\n]|\d{1,3}(?=[\s-]*(?:days?|d|weeks?|months?|y|yrs?|years?)\b)|(?<=\s)(?:19|20)\d\d\b|"
    r"(?i:phase|tier|level|stage|class|pillar|category|grade|bucket|cqs|steps?|notch(?:es)?)\s"
    r"\d{1,2}(?:\s*[–-]\s*\d{1,2})?(?:\+|\b)(?![.,]?\d)|"
    r"(?<=\w\s)\([^():\n]{0,90}\)|"
    # ... or its measure's parameters: a return period, "1-in-100 PML", "1-in-250 AEP"; a
    # share it is measured at, "days to exit at 25% of ADV", "liquidated at 20 % of volume"
    r"\d{1,4}(?=-in-\d)|(?<=-in-)\d{1,4}|"
    # ... or a number that is part of a word or a per-unit: "Tier-1 capital", "PAR30", "CET1",
    # "per €1/t"
    r"(?<=[A-Za-z][-/])\d{1,3}(?![.,]?\d)|(?<=[A-Z])\d{1,3}\b(?![.,]?\d)|(?<=[€$£¥])\d{1,3}(?=/)|(?<=\s)\d{1,3}(?:\.\d{1,2})?\s?%(?=\s+of\s)|"
    # ... or cite the clause of its source it comes from, between the document's name and the
    # clause's heading: "Credit Policy 4.1 Advance rate", "Facility 2.4(b) Headroom", "Deed
    # 12.3.1 Single charterer"
    r"(?<=[A-Za-z]\s)\d{1,2}(?:\.\d{1,2}){1,2}(?:\([a-z0-9]{1,3}\))?(?=\s+[A-Z]))"
    r"{2,120}?)[ \t]*:[ \t]*(?P<value>\S[^\n]*)$"
)


#: a bulleted item whose label holds figures of its own ("- 4.7 Managers with under $50m AUM:
#: 3 %", "- R-3 IRR give-up under a 10 % rate cut: 90 bps", "- 6.4 Tracking error against the
#: S&P 500 (cap): 500 bps"): a list item's label runs to its colon whatever it holds, when the
#: value after the colon holds a figure
_FIGURED_LIST_LINE: Final = re.compile(
    r"^[ \t]*(?P<bullet>[•·▪◦*+-])[ \t]+"
    rf"(?:(?P<ref>{_CLAUSE_REF})[ \t]+(?=[A-Z]))?"
    r"(?P<label>[^:\n]{2,120}?)[ \t]*:[ \t]*(?P<value>[^\n]*\d[^\n]*)$"
)


def _labelled_line(line: str) -> re.Match[str] | None:
    """The match of a labelled line of a list (`_LABELLED_LINE`), or of a bulleted item whose
    label holds figures (`_FIGURED_LIST_LINE`)."""
    return _LABELLED_LINE.match(line) or _FIGURED_LIST_LINE.match(line)


#: a row of a two-column table that pairs a label with its value, a list written as a table:
#: "| Any one issuer (maximum) | 5 % |" (the header and rule rows give no figure)
_LABELLED_ROW: Final = re.compile(
    r"^[ \t]*\|[ \t]*(?P<label>[^|\n]*?[A-Za-z][^|\n]*?)[ \t]*\|[ \t]*"
    r"(?P<value>[^|\s][^|\n]*?)[ \t]*\|?[ \t]*$"
)


def _setting_line(line: str) -> re.Match[str] | None:
    """The match of a line that gives a setting its value: a bulleted item, or a label of two
    words or more ("Bond allocation: 40 %"); a one-word marker ("Update: …", "upd: 30 %",
    "Note: …") introduces an edit or a remark, not a setting of the list. A two-column table's
    row is a labelled line too ("| Cash (minimum) | 5 % |")."""
    row = _LABELLED_ROW.match(line)
    if row is not None:
        return row
    found = _labelled_line(line)
    if found is None:
        return None
    if found.group("bullet") is None and len(found.group("label").split()) < 2:
        return None
    return found


def line_label(text: str, at: int) -> str | None:
    """The label of the labelled line of a list that holds offset `at` in its value ("Bond
    allocation" for the 40 % of "• Bond allocation: 40 %"), else None."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    found = _setting_line(text[start : len(text) if end < 0 else end])
    if found is None or start + found.start("value") > at:
        return None
    return found.group("label").strip()


def sibling_labels(text: str, at: int) -> list[tuple[str, str]]:
    """The (label, value) of the other labelled lines of the block (the lines up to a blank
    one) whose labelled line holds offset `at`: the other settings a list gives beside it."""
    if line_label(text, at) is None:
        return []
    first = text.rfind("\n\n", 0, at)
    last = text.find("\n\n", at)
    block_start = 0 if first < 0 else first + 2
    block_end = len(text) if last < 0 else last
    own = text.rfind("\n", 0, at) + 1
    siblings: list[tuple[str, str]] = []
    offset = block_start
    for line in text[block_start:block_end].split("\n"):
        found = _setting_line(line)
        if offset != own and found is not None:
            siblings.append((found.group("label").strip(), found.group("value")))
        offset += len(line) + 1
    return siblings


def cites_clauses(text: str, at: int) -> bool:
    """Whether a labelled line of the block holding offset `at` opens with its clause's
    reference ("- 5.5 Greenfield lenders: 4 %"): an extract that numbers some provisions by
    their source's clauses sets them beside the one the reader asked about."""
    first = text.rfind("\n\n", 0, at)
    last = text.find("\n\n", at)
    block = text[0 if first < 0 else first + 2 : len(text) if last < 0 else last]
    for line in block.split("\n"):
        found = _labelled_line(line)
        if found is not None and found.group("ref"):
            return True
    return False


__all__ = [
    "cites_clauses",
    "in_label_unit",
    "label_before",
    "label_unit",
    "line_label",
    "sibling_labels",
]
