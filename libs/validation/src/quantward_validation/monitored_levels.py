"""Levels a monitoring report or a table measures, and limits a table marks as replaced.

A compliance-monitoring table ("| Limit | Observed | Status |") and a monitoring report
("gross leverage observed at 1.2x against a limit of 1.5x") print two figures of the same
subject: the limit and the level the book was measured at. Only the limit is a limit. A
change table ("| Item | Prior limit | Revised limit | Status |") prints the old limit beside the
one in force, and a cell may mark its own figure as out of force ("48 % (superseded)"). This
module says, for a figure of a limit's subject, whether the column it stands in (or its verb,
or its line's label: "Before change: 32 %" in a change notice) makes it a measured level or a
replaced limit. A column headed by the book itself ("| Metric | Portfolio | Limit |") beside a
limit column holds the book's level too. Read by `provenance`; it never finds limits.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.money_scales import AMOUNT_TAIL, CURRENCY_BEFORE
from quantward_validation.month_names import MONTH_NAME
from quantward_validation.quantities import WORD_VALUES
from quantward_validation.text_lines import line_at

#: a table row's cell separators: Markdown pipes or a spreadsheet's tabs
_SEPARATOR: Final = re.compile(r"[|\t]")
#: a Markdown table's rule line: "|---|:---:|"
_RULE: Final = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
#: a column header that names what a limit is
_LIMIT: Final = re.compile(
    r"\b(?:limits?|thresholds?|caps?|ceilings?|floors?|max(?:imum)?|min(?:imum)?|bounds?|"
    r"restrictions?|guidelines?|tolerances?|hard)\b",
    re.IGNORECASE,
)
#: a column header that names a level measured, not set: "Observed", "Actual", "Current
#: exposure", "Measured", "As at 31 Dec", "Utilisation", "Headroom"
_MEASURED: Final = re.compile(
    # ("Level", "Position" and "Holding" are left out: "| Restriction | Level |" gives limits)
    r"\b(?:observed|actual|measured|realis\w*|realiz\w*|reported|recorded|current|exposure|"
    r"reading|result|outcome|usage|used|utili[sz]\w*|headroom|as\s+(?:at|of)|"
    r"month[\s-]end|quarter[\s-]end|year[\s-]end|today|"
    # ... and the Finnish outcome ("Toteuma 31.3.2025") and utilisation ("Käyttöaste"), the
    # Swedish "Utfall"
    r"toteum\w*|toteutun\w*|k(?:ä|a)ytt(?:ö|o)aste\w*|utfall\w*)\b",
    re.IGNORECASE,
)
#: a column header or a cell's own mark that puts a limit out of force: "Prior limit", "Old",
#: "Previous", "(superseded)", "(withdrawn)"
_REPLACED: Final = re.compile(
    r"\b(?:prior|previous|old|former|original|superseded|replaced|earlier|legacy|initial|"
    r"withdrawn|rescinded|revoked|lapsed|expired|retired|pre[\s-]?change|declined|rejected)\b",
    re.IGNORECASE,
)
#: a verb that reports a level measured right before its figure: "observed at 1.2x",
#: "measured 4.1 %", "was recorded at 11 %", "stood at 18 %"
_MEASURING: Final = re.compile(
    r"\b(?:observed|measured|recorded|monitored|calculated|estimated|stood|peaked|closed|"
    r"came\s+in|ran|"
    # ... and in the other languages of a fund's reports: fr "constaté à", "observé",
    # "s'établit à", "ressort à"; es/pt "observado", "registrado", "medido", "apurado", "se
    # situó en"; it "rilevato", "osservato"; de "gemessen", "beobachtet", "lag bei", "betrug";
    # nl "gemeten", "waargenomen", "bedroeg"
    r"constat(?:é|e)e?s?|observ(?:é|e)e?s?|mesur(?:é|e)e?s?|"
    r"s['’](?:é|e)tabli(?:t|ssait)|ressort(?:ait)?|"
    r"observad[oa]s?|registrad[oa]s?|medid[oa]s?|apurad[oa]s?|se\s+situ(?:ó|o|a|aba)|"
    r"rilevat[oaie]|osservat[oaie]|gemessen|beobachtet|lag\s+bei|betrug|gemeten|waargenomen|bedroeg)"
    r"\s+(?:at\s+|of\s+|to\s+|(?:à|a|en|de|em|al|bei|op)\s+)?"
    r"(?:about\s+|around\s+|approximately\s+|~\s*)?$",
    re.IGNORECASE,
)

#: ... or a level said of a period's end in the past ("the ratio at the end of the month was
#: 3.2 %", "as of quarter-end it stood at 18 %")
_PERIOD_END_WAS: Final = re.compile(
    r"\b(?:at|as\s+(?:at|of))\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+|this\s+|last\s+)?"
    r"(?:month|quarter|year|period|day)|(?:month|quarter|year)[\s-]end)\b[^.;:\n]{0,30}?"
    r"\b(?:was|were|stood\s+at|came\s+to)\s+(?:about\s+|around\s+)?$",
    re.IGNORECASE,
)
#: a figure marked right after it as the actual one: "104 % (actual)", "3.2 % in actual result",
#: "3.2 % in actual terms", "1.1x actual"
_ACTUAL_AFTER: Final = re.compile(
    r"^\s*(?:of\s+(?:the\s+)?(?:net\s+assets?|nav)\s*)?,?\s*(?:\(\s*actual\s*\)|"
    r"in\s+(?:the\s+)?actual\s+(?:results?|terms|figures?|values?|numbers?)|actual\b(?!\s+limit))",
    re.IGNORECASE,
)

#: a line's label that names its figure the replaced one of a change notice: "Before change:
#: 32 %", "Before revision: 8 %", "Old value: 6 %", "Previous limit = 1.5x", "Pre-change: 3 %"
_REPLACED_LABEL: Final = re.compile(
    r"^[\s*•·-]*(?:before(?:[\s-]+(?:the\s+)?(?:change|revision|amendment|update))|"
    r"(?:old|previous|prior|former)(?:[\s-]+(?:limit|value|level|cap|floor|setting|rule))?|"
    r"pre[\s-]?(?:change|revision|amendment))\s*[:：=]\s*$",
    re.IGNORECASE,
)


def _cells(line: str) -> list[str]:
    """A table line's cells, without the outer pipes of a Markdown row."""
    stripped = line.strip()
    if stripped.startswith("|"):
        stripped = stripped[1:]
    if stripped.endswith("|"):
        stripped = stripped[:-1]
    return [cell.strip() for cell in _SEPARATOR.split(stripped)]


def column_of(text: str, start: int, end: int) -> tuple[str, str] | None:
    """The header and the own cell of the table column the figure at `start`–`end` stands in,
    else None: the header is the first line of the block of table lines above it."""
    found = _table_row(text, start)
    return None if found is None else (found[0][found[2]], found[1][found[2]])


def _table_row(text: str, start: int) -> tuple[list[str], list[str], int] | None:
    """The header cells, the row's cells and the column index of the table cell holding
    `start`, else None."""
    first, last = line_at(text, start)
    line = text[first:last]
    if len(_SEPARATOR.findall(line)) < 2:
        return None
    lead = line[: start - first].lstrip()
    index = len(_SEPARATOR.findall(lead.removeprefix("|")))
    top = first
    while top > 0:
        above, _ = line_at(text, top - 1)
        above_line = text[above : top - 1]
        if len(_SEPARATOR.findall(above_line)) < 2:
            break
        top = above
    if top == first:
        return None
    header = _cells(text[top : line_at(text, top)[1]])
    own = _cells(line)
    if _RULE.match(text[top : line_at(text, top)[1]]) or index >= min(len(header), len(own)):
        return None
    return header, own, index


#: a column header that is only a date, the day a level was read on: "30 June", "Dec 31, 2026",
#: "31/12/2026", "2026-06-30", "Q2 2027", "June 2027", "FY26", "EOD 12-Mar"
_DATE_HEADER: Final = re.compile(
    # (a risk table's short forms too: "31-Dec", "31-Dec-24", "Dec-24")
    # (... after the moment of the day it was read at: "EOD 12-Mar", "COB 31/12", "Close 30 June")
    r"^\s*(?:(?:on|at|eod|cob|sod|bod|eom|close|open|end\s+of\s+day|close\s+of\s+business|"
    r"start\s+of\s+day|t\s*-\s*1)\s*[,:]?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?[\s-]+"
    + MONTH_NAME
    + r"\.?"
    + r"(?:[\s-]+\d{2,4})?|"
    + MONTH_NAME
    + r"\.?"
    + r"\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|"
    + MONTH_NAME
    + r"\.?"
    + r"(?:\s+\d{4}|-\d{2}(?:\d{2})?)|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{4}-\d{2}(?:-\d{2})?|"
    r"Q[1-4](?:\s*['’]?\d{2,4})?|[1-4]Q\s*['’]?\d{2,4}|H[12](?:\s*['’]?\d{2,4})?|FY\s*['’]?\d{2,4})\s*$",
    re.IGNORECASE,
)
#: a column header that names the day a level was read on by its place among trading days or
#: the week rather than by its date: "T-1", "T", "D-1", "Friday close", "Fri EOD", "Close Mon",
#: "Prior close", "Last close", "Yesterday", "Today", "Latest", "Week-end close"
_MOMENT: Final = r"(?:close|open|eod|cob|snapshot|level|reading|print|mark)"
_RELATIVE_DAY_HEADER: Final = re.compile(
    r"^\s*(?:T|[TD]\s*[-−–]\s*\d{1,2}|T\s*\+\s*0|"
    r"(?:(?:on|at|eod|cob|close|open|snapshot)\s+)?"
    r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
    rf"(?:\s+{_MOMENT})?|"
    rf"(?:prior|previous|last|latest)\s+{_MOMENT}|"
    r"(?:yesterday|today|week[\s-]?end)(?:['’]s)?"
    rf"(?:\s+{_MOMENT})?)\s*$",
    re.IGNORECASE,
)
#: a column header that names the rule a level is held to: "Policy", "Limit", "Guideline"
_RULE_HEADER: Final = re.compile(
    _LIMIT.pattern + r"|\b(?:policy|rules?|mandate|ips|pol(?:í|i)tica|politique)\b",
    re.IGNORECASE,
)


#: the word for the book's level a dated column header adds to its date: "30 Sep position",
#: "Position at 31-Dec", "Q3 level", "Holdings as of 30/06" (the date says when it was read)
_LEVEL_WORD: Final = re.compile(
    r"^\s*(?:the\s+)?(?:positions?|holdings?|levels?|weights?|figures?|values?|portfolio|fund|"
    r"book|pod|account|sleeve)(?:\s+as\s+(?:at|of))?(?=\s+(?:at|as\s+(?:at|of)|on)?\s*\d|\s+(?:at|as\s+(?:at|of)|on|"
    r"q[1-4]|fy|[a-z]{3,9}\s+\d))|(?<=\S)\s+(?:positions?|holdings?|levels?|weights?|"
    # (a valuation's own words after its date: "Q2 marks", "30 June valuation", "Dec readings")
    r"figures?|values?|marks?|valuations?|readings?|prints?|snapshots?|actuals?)\s*$",
    re.IGNORECASE,
)


def _dated_beside_rule(text: str, start: int) -> str | None:
    """The header of the figure's column when it is only a date, or a date with the word for the
    book's level ("| Measure | 30 June | Policy |", "| Restriction | 30 Sep position | Limit
    |") and another column of the same row, headed by the rule ("Policy", "Limit"), holds a
    figure of its own: the dated column is the level read that day, the other the limit. A
    table of dates alone ("| Limit | 2026 | 2027 |", a schedule) has no such column and keeps
    its figures."""
    found = _table_row(text, start)
    if found is None:
        return None
    header, own, index = found
    day = _LEVEL_WORD.sub(" ", header[index])
    if not (_DATE_HEADER.match(day) or _RELATIVE_DAY_HEADER.match(day)):
        return None
    for k, (name, cell) in enumerate(zip(header, own, strict=False)):
        if k != index and _RULE_HEADER.search(name) and re.search(r"\d", cell):
            return header[index]
    return None


#: a column header that names the book itself, whose cells give what the book holds: "Portfolio",
#: "Fund", "Pod", "Book", "Account", "Sleeve", "Strategy" (a level, when another column of the
#: same table names the limit: "| Metric | Portfolio | Limit |")
_BOOK: Final = re.compile(
    r"^\s*(?:the\s+)?(?:portfolio|fund|pod|book|account|sleeve|strategy|mandate|vehicle|"
    r"holdings?|positions?)(?:\s+(?:weight|level|value|figure|exposure)s?)?\s*$",
    re.IGNORECASE,
)


def _beside_a_limit_column(text: str, start: int, header: str) -> bool:
    """Whether the figure at `start` stands in a column headed by the book itself ("Portfolio")
    of a table another column of which is headed by a limit ("Limit", "Max", "Threshold")."""
    if not _BOOK.match(header) or _LIMIT.search(header):
        return False
    top, _ = line_at(text, start)
    while top > 0:
        above, _ = line_at(text, top - 1)
        if len(_SEPARATOR.findall(text[above : top - 1])) < 2:
            break
        top = above
    # (the first column labels the rows: "| Limit | Fund | Regulatory |" gives the fund's limits)
    return any(
        _LIMIT.search(cell) and not _BOOK.match(cell)
        for cell in _cells(text[top : line_at(text, top)[1]])[1:]
    )


#: a cell that writes its figure as a bound: an operator or a bound's word before it ("< 25 %",
#: "at most 60 %", "max. 20 %", "≥ 1.2x", "not above 5 %", "floor 3 %")
_BOUND_CELL: Final = re.compile(
    r"^[^\d]*(?:[<>≤≥⩽⩾]|\b(?:at\s+(?:most|least)|max(?:imum)?|min(?:imum)?|up\s+to|"
    # (... as the Romance languages write them: "máx. 25 %", "mín. 4,8 por ciento", "mínimo")
    r"m(?:á|a)x(?:im[oa])?|m(?:í|i)n(?:im[oa])?|"
    r"no\s+(?:more|less)\s+than|not\s+(?:more|less|above|below|over|under)(?:\s+than)?|"
    r"caps?|ceiling|floor|limit|below|under|above|over|within|"
    # (... as the Germanic languages write them: "höchstens 25 %", "Obergrenze 4 %", "ten
    # hoogste 25 %", "maximaal 2x", "bovengrens", "ondergrens"; and the French "plafond",
    # "plancher", "au plus", "au moins")
    r"h(?:ö|oe)chstens|mindestens|obergrenze|untergrenze|unter|ten\s+(?:hoogste|minste)|"
    r"maximaal|minimaal|bovengrens|ondergrens|boven|onder|plafond|plancher|au\s+(?:plus|moins)|"
    # (... and the Danish and Norwegian "maks.", "højst", "mindst", "høyst")
    r"maks|h(?:ø|o)jst|h(?:ø|o)yst|mindst|"
    # (... and the Finnish "enint.", "enintään", "korkeintaan", "väh.", "vähintään")
    r"enint(?:(?:ä|a)(?:ä|a)n)?|korkeintaan|v(?:ä|a)h(?:int(?:ä|a)(?:ä|a)n)?)"
    r"\b|"
    # (... and as Japanese and Chinese write them, no space needed: "上限 4.0%", "下限2.25%",
    # "最大 30%", "最低 10%")
    r"上限|下限|最大|最小|最高|最低)",
    re.IGNORECASE,
)
#: a column header that names what a cell is aimed at rather than measured: "Target",
#: "Neutral", "Benchmark", "Strategic" (its bare figure is no level of the book)
_AIM_HEADER: Final = re.compile(
    r"\b(?:targets?|neutral|benchmark|strategic|policy\s+weight|saa|midpoint|range)\b",
    re.IGNORECASE,
)


def _bare_beside_bound(text: str, start: int) -> str | None:
    """The header of the figure's column when its cell gives the figure bare and another cell
    of the same row writes a figure as a bound ("| Debt screen | 15 % | < 25 % |", "| … | at
    most 60 % | 42 % |"): a row that bounds one of its figures and not the other reports the
    other as the level the bound is held against, whatever the columns are called ("30 Jun",
    "6/30 appraisal", "Portfolio (Q2)"). A column headed by a limit or an aim ("Min", "Target")
    keeps its bare figures."""
    found = _table_row(text, start)
    if found is None:
        return None
    header, own, index = found
    if _BOUND_CELL.match(own[index]) or _RULE_HEADER.search(header[index]):
        return None
    if _AIM_HEADER.search(header[index]):
        return None
    for k, cell in enumerate(own):
        if k != index and _BOUND_CELL.match(cell) and re.search(r"\d", cell):
            return header[index]
    return None


def not_a_limit_column(text: str, start: int, end: int) -> str | None:
    """Why the figure at `start`–`end` is no limit in force by its table column, else None: a
    column of levels measured ("Observed"), of limits replaced ("Prior limit"), or a cell that
    marks its own figure out of force ("48 % (superseded)")."""
    found = column_of(text, start, end)
    if found is None:
        label = text[text.rfind("\n", 0, start) + 1 : start]
        if _REPLACED_LABEL.match(label):
            return f"is labelled “{label.strip()}”, the value a change replaced"
        return None
    header, cell = found
    if _MEASURED.search(header) and not _LIMIT.search(header):
        return f"stands in the column “{header}”, a level measured, not the limit"
    if _beside_a_limit_column(text, start, header):
        return f"stands in the column “{header}”, the book's own level beside its limit"
    dated = _dated_beside_rule(text, start)
    if dated is not None:
        return f"stands in the column “{dated}”, the level read on that day beside the limit"
    bare = _bare_beside_bound(text, start)
    if bare is not None:
        return f"stands bare in the column “{bare}”, beside a cell of its row that bounds it"
    if _REPLACED.search(header):
        return f"stands in the column “{header}”, a limit since replaced"
    if _REPLACED.search(cell):
        return f"is marked out of force in its own cell (“{cell}”)"
    return None


def measured_at(text: str, start: int, end: int | None = None) -> bool:
    """Whether a verb of measuring stands right before the figure at `start` ("observed at
    1.2x against a limit of 1.5x", "stood at 18 %"), or a period's end it was at ("at the end
    of the month was 3.2 %"), or the figure ending at `end` is marked the actual one ("3.2 % in
    actual result"), or the figure is reported beside a limit of its own figure
    (`_reported_beside_limit`): the figure is a level the book was at."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 90) : start]
    if _MEASURING.search(before[-60:]) is not None or _PERIOD_END_WAS.search(before):
        return True
    if end is not None and _reported_beside_limit(text, start, end):
        return True
    return end is not None and _ACTUAL_AFTER.match(text[end : end + 50]) is not None


#: a word that reports the figure right after it as a level, not as a bound: "actual 240bp",
#: "current 3.1 %", "reading 1.2x"; a weak one ("at 48bp", "is 7 %") reports it only when a
#: limit is set against it ("against a guideline of ≤ 60bp", "vs. the 8 % ceiling")
_REPORTED_BEFORE: Final = re.compile(
    r"\b(?:(?P<strong>actual|actually|current|currently|observed|measured|reported|realis\w*|"
    r"realiz\w*|stands?|stood|sits?|sat|reads?|reading|running|runs?|ran)|at|is|are|was|were)"
    r"\s*[:=]?\s*(?:about\s+|around\s+|approximately\s+|roughly\s+|~\s*)?$",
    re.IGNORECASE,
)
#: a word that makes a clause say a bound rather than report a level ("capped at 5 %", "the
#: limit is 5 %", "at most"): its figure is the limit, whatever follows it
_BOUND_SAID: Final = re.compile(
    r"\b(?:limit\w*|caps?|capped|ceilings?|floors?|floored|max\w*|min|minimum|minima|"
    r"budget\w*|thresholds?|guidelines?|toleran\w*|at\s+(?:most|least)|up\s+to|not\s+"
    r"(?:more|less|above|below|exceed\w*)|no\s+(?:more|less)|must|may|shall|should|allow\w*|"
    # ("target date", "target-date fund" name a fund's retirement year, no target level)
    r"permit\w*|restrict\w*|bound\w*|target\w*(?![\s-]+dat(?:e|ed)\b))\b|[≤≥<>]",
    re.IGNORECASE,
)
#: the name of a limit: the noun a report sets a level against
_LIMIT_NOUN: Final = (
    r"(?:limits?|caps?|ceilings?|floors?|maximum|minimum|max|min|thresholds?|budgets?|"
    r"guidelines?|tolerances?|policy|policy\s+limits?|triggers?)"
)
#: a limit named right after a reported level with its own figure, said before it ("(limit ≤
#: 300bp)", "against a guideline of ≤ 60bp", "vs. a cap of 10 %", "[max 20 %]") or after it
#: ("against the 5 % floor", "versus a 60 bp budget"); a level placed inside or past the limit
#: is set against it too ("back at 7m, inside the maximum of 10m", "well below its cap of 8 %")
#: a figure written in words: "five", "fifty-five", "twelve"
_NUMBER_WORD: Final = r"(?:" + "|".join(sorted(WORD_VALUES, key=len, reverse=True)) + r")(?![a-z])"
_LIMIT_BESIDE: Final = re.compile(
    r"^\s*(?:[(\[,;]|[—–]|\s-\s)?\s*(?:(?P<set>vs\.?|versus|against|compared\s+(?:with|to)|"
    r"(?:(?:well|comfortably|safely|just|still|now|back|slightly)\s+)?"
    r"(?:inside|within|below|under|beneath|above|over|beyond|outside|past|"
    r"(?:clear|short|shy|ahead|wide)\s+of))\s+)?"
    r"(?:an?\s+|the\s+|its\s+|our\s+|your\s+|their\s+)?"
    # (its owner and kind may name it: "the board's cap of 3 %", "the credit policy minimum")
    rf"(?:(?:[\w'’-]+\s+){{0,2}}?{_LIMIT_NOUN}\b(?:\s+(?:of|at|is|=))?\s*[:=]?\s*"
    r"(?:[≤≥<>]=?|=<|>=|at\s+(?:most|least)|up\s+to|of)?\s*"
    # (an amount's currency before its figure: "against a limit of USD 400k")
    # (... or in words, a document's style: "the maximum of fifty-five percent (55%)")
    r"(?:(?:usd|eur|gbp|jpy|chf|cad|aud|hkd|sgd)\s*|[$€£¥]\s*)?(?P<first>[\d.]|"
    + _NUMBER_WORD
    + r")|"
    rf"(?P<later>[\d.][^()\[\];,\n]{{0,14}}?\s(?:[\w-]+\s+)?{_LIMIT_NOUN}\b))",
    re.IGNORECASE,
)
_AMOUNT_TAIL: Final = re.compile(AMOUNT_TAIL, re.IGNORECASE)
#: a count's unit written after its figure that the figure's span may leave out: "7 yo", "12
#: yrs", "45 days", "3 turns" (a level's own words, read before the day it was read on)
_COUNT_TAIL: Final = re.compile(
    r"^\s*(?:y/?o|yrs?|years?(?:\s+old)?|days?|months?|mos?|weeks?|wks?|turns?|times)\b",
    re.IGNORECASE,
)
#: the day or moment a reported level was read on, said between its figure and the limit set
#: against it ("was 34 % at September 30, inside the maximum of 45 %", "ran 2.1x on Friday
#: against a cap of 3x", "stood at 6 % as of quarter-end, below the 8 % ceiling")
_READ_WHEN: Final = re.compile(
    r"^\s*(?:at|on|as\s+(?:at|of)|by)\s+(?!most\b|least\b|all\b|any\b)"
    r"[^,;:()\[\]\n]{1,24}?(?=\s*(?:[,;(\[]|[—–]|\s-\s))",
    re.IGNORECASE,
)
#: where the clause a reported figure belongs to begins
_CLAUSE_START: Final = re.compile(r"[,;:(\n]|(?<!\d)\.(?!\d)")


#: a mark that a sentence reports the book's levels as read at a time: a dated heading ("30
#: Sep:", "as at 31 March", "Q2", "H1 2026", "FY25") or a report's own name ("dashboard",
#: "monitoring report", "compliance certificate", "marks", "snapshot", "factsheet")
_REPORT_MARK: Final = re.compile(
    r"\b(?:\d{1,2}(?:st|nd|rd|th)?[\s-]+"
    + MONTH_NAME
    + r"|"
    + MONTH_NAME
    + r"\.?\s+\d{1,2}\b|(?:as\s+(?:at|of)|at)\s+(?:the\s+)?(?:month|quarter|year|period)[\s-]end|"
    r"q[1-4]|h[12]|fy\s*['’]?\d{2,4}|dashboards?|monitor\w*|reports?|reporting|certificates?|"
    r"marks|snapshots?|factsheets?|scorecards?|tear\s*sheets?|risk\s+packs?|"
    r"compliance\s+(?:run|check|print))\b",
    re.IGNORECASE,
)
#: a bracket opening right after a figure that gives a limit with a figure of its own: "38 %
#: (policy maximum 55 %)", "2.1x [limit 3x]", "9 % (cap: 12 %)"
_BRACKETED_LIMIT: Final = re.compile(
    rf"^\s*[(\[]\s*(?:[\w'’/-]+\s+){{0,3}}?{_LIMIT_NOUN}\b\s*(?:of|at|is|=|:)?\s*"
    r"(?:[≤≥<>]=?|at\s+(?:most|least)|up\s+to)?\s*(?:[$€£¥]\s*)?\d",
    re.IGNORECASE,
)


def _bracketed_limit_in_report(text: str, clause_start: int, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end`, in a clause that says no bound of its own, is followed
    by a bracket giving a limit with its own figure ("any one country's share of NAV 38.5 %
    (policy maximum 55 %)") in a sentence that reports levels read at a time (a dated heading,
    a dashboard, a monitoring report): the bracket is the limit, the figure the level measured
    against it. Without the report's mark a bare "5 % (regulatory maximum 10 %)" in a list of
    limits may be a house limit set beside a looser one, and is left alone."""
    tail = _AMOUNT_TAIL.match(text, end)
    end = tail.end() if tail is not None else end
    count = _COUNT_TAIL.match(text[end : end + 20])
    end += count.end() if count is not None else 0
    if _BRACKETED_LIMIT.match(text[end : end + 60]) is None:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    sentence_start = max(
        [line_start, *(m.end() for m in re.finditer(r"(?<!\d)[.!?](?!\d)\s", text[:start]))]
    )
    return _REPORT_MARK.search(text, sentence_start, start) is not None


#: a word a reported level's own tail may hold: its base, count noun, measure or period ("of
#: loan book", "vessels", "tracking error", "p.a.") - letters, no figure, no clause mark
_OWN_WORD: Final = re.compile(r"\s+(?P<word>[A-Za-z][\w&'’.-]*)")
#: a word that ends a level's own tail: a limit's name, a word that sets a limit against it,
#: or the day it was read on (the words from there on are read as such)
_TAIL_STOP: Final = re.compile(
    rf"^(?:{_LIMIT_NOUN}|vs\.?|versus|against|compared|inside|within|below|under|beneath|"
    r"above|over|beyond|outside|past|clear|short|shy|ahead|wide|well|comfortably|safely|just|"
    r"still|now|back|slightly|at|on|as|by|and|or|but|which|that|while|whereas|so|the|an?)$",
    re.IGNORECASE,
)


def _own_words_after(text: str, end: int, most: int = 4) -> list[int]:
    """The lengths a reported level's own tail may run to after `end`: none, then one to `most`
    words of its base, count noun, measure or period ("6.2 % of loan book", "14 vessels",
    "2.1 % tracking error", "90 bps p.a."), up to a word that names or sets a limit or dates
    the level (`_TAIL_STOP`), never past a clause mark. A base's preposition and article
    ("of the sector") are its own words."""
    lengths, at = [0], end
    for _ in range(most):
        found = _OWN_WORD.match(text, at)
        if found is None:
            break
        word = found.group("word").lower().rstrip(".")
        base = word in ("of", "in") and len(lengths) == 1
        article = word in ("the", "a", "an", "its", "our") and text[end:at].strip() in ("of", "in")
        if _TAIL_STOP.match(word) and not (base or article):
            break
        at = found.end()
        lengths.append(at - end)
    return lengths


def _limit_beside_after(text: str, end: int) -> re.Match[str] | None:
    """The limit set against a reported level whose words end at `end`, past the day it was
    read on ("on Friday", "as of quarter-end"), else None (`_LIMIT_BESIDE`)."""
    when = _READ_WHEN.match(text[end : end + 40])
    end += when.end() if when is not None else 0
    return _LIMIT_BESIDE.match(text[end : end + 60])


def _reported_beside_limit(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is a level a monitoring line reports beside the limit
    it is measured against: a word of reporting right before it ("actual 240bp", "at 48bp",
    "is 7 %") and a limit with its own figure right after it ("(limit ≤ 300bp)", "against a
    guideline of ≤ 60bp", "vs. the 5 % floor"), in a clause that says no bound of its own
    ("capped at 5 % (hard limit 7 %)" gives the cap). Two figures of one subject, one the
    level and one the limit: only the limit bounds the book."""
    clause_start = max((m.end() for m in _CLAUSE_START.finditer(text, 0, start)), default=0)
    # an amount is reported with its currency before it and its scale after it ("at USD
    # 280k/bp against a limit of USD 400k/bp", `money_scales`)
    before = CURRENCY_BEFORE.sub("", text[clause_start:start])
    reported = _REPORTED_BEFORE.search(before)
    if _BOUND_SAID.search(before) is not None:
        return False
    if reported is None:
        return _bracketed_limit_in_report(text, clause_start, start, end)
    tail = _AMOUNT_TAIL.match(text, end)
    end = tail.end() if tail is not None else end
    count = _COUNT_TAIL.match(text[end : end + 20])
    end += count.end() if count is not None else 0
    beside = next(
        (
            found
            for own in _own_words_after(text, end)
            if (found := _limit_beside_after(text, end + own)) is not None
        ),
        None,
    )
    if beside is None:
        return False
    # set against the level ("vs", "against"), or named after a word that reports it
    set_against = bool(beside.group("set"))
    strong = reported.group("strong") is not None
    return set_against or (strong and beside.group("first") is not None)


__all__ = ["column_of", "measured_at", "not_a_limit_column"]
