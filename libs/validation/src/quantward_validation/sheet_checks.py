"""A workbook's checks read as the limits they enforce: formulas and alarms.

A compliance tab states its limits as the checks it runs, not as sentences:

* a formula that flags a breach, `=IF(LargestIssuerWt>0.05,"BREACH","OK")`, caps the issuer
  weight at 0.05: the side its condition flags is the side the limit forbids (`x > v` flagged
  is a ceiling of v, `x < v` a floor; a condition that passes, `=IF(x<=v,"OK","FAIL")`, is the
  side allowed); `AND(x>=a, x<=b)` passing or `OR(x<a, x>b)` failing is the range a to b; a
  count or an equality (`COUNT(C4:C15)<>12`) bounds no weight. The formula's subject is the
  note after it ("// Single-name cap, hard limit per IC"), else its name's words
  (`LargestIssuerWt` is "Largest Issuer Wt"). `formula_reading` writes the line as the prose a
  schedule would ("Single-name cap, hard limit per IC: at most 0.05"), with the place of each
  value in the line, so `limit_roles.read_rules` maps what the mandate grammar finds back to the
  formula's own characters.
* an alarm the sheet raises when a value crosses a level ("turns red when it goes above 7.5 %",
  "is highlighted if it falls below 2 %", "shows BREACH once it exceeds 4 %"): the crossing it
  flags is unwanted, as a crossing that sets off a correction is (`triggers.crossing_trigger`
  reads `ALARM` beside its `CORRECTIVE`).

Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: what a sheet does when a value crosses a level it watches: "turns red", "goes amber",
#: "is highlighted", "gets flagged", "shows BREACH", "raises an alert", conditional formatting
ALARM: Final = re.compile(
    r"\b(?:(?:turns?|turning|turned|goes|go|went|shows?|showing|shown|flips?|flipped|becomes?|"
    r"is\s+shaded|is\s+coloured|is\s+colored|gets?\s+shaded)\s+(?:bright\s+)?"
    r"(?:red|amber|orange|pink)|"
    r"(?:is|are|gets?|got|becomes?|will\s+be)\s+(?:auto-?)?(?:highlighted|flagged|shaded|"
    r"marked\s+red|greyed\s+out|struck\s+red)|"
    r"highlights?|flags?|(?:raises?|fires?|throws?|shows?|displays?|returns?|prints?)\s+"
    r"(?:an?\s+|the\s+)?[\"'“]?(?:breach|fail|alert|alarm|error|exception|violation|warning)\w*|"
    r"conditional\s+format\w*)\b",
    re.IGNORECASE,
)

#: a sheet's alarm said after the condition it fires on: "> 25 % → fill red", "above 7 % then
#: amber", "(flagged)", "shows BREACH"; a colour followed by a condition of its own names when
#: the colour shows, not that the side before it is unwanted: a risk-appetite statement's
#: "≤ 30 % (Red if breached, Amber near it)" is a cap with its RAG key
ALARM_AFTER: Final = (
    r"(?:→|then|:)?\s*(?:(?:fill|format|colou?r|shade|highlight)(?:ed|s)?\s+(?:it\s+|the\s+cell\s+)?)?"
    r"(?:red|amber|orange)\b(?!\s*(?:(?:if|when|whenever|once|on|upon|where|in\s+case)\b|[=:]))|"
    r"(?:is|are|gets?|get)\s+(?:flagged|highlighted)|"
    r"(?:shows?|returns?|prints?)\s+[\"'“]?(?:breach|fail|alert)\w*"
)
#: a check that refuses what follows, right before a comparative: "rejects anything greater
#: than", "won't accept values below", "blocks entries above", "disallows weights over"
REFUSED_BEFORE: Final = re.compile(
    r"\b(?:rejects?|rejecting|blocks?|blocking|disallows?|refuses?|prevents?|"
    r"(?:won['’]?t|will\s+not|does\s*n['’]?o?t|do\s*n['’]?o?t|cannot|can['’]?t)\s+"
    r"(?:accept|allow|take|let\s+(?:you|anyone)\s+enter))\s+"
    r"(?:(?:any|all)\s+)?(?:anything|entr(?:y|ies)|values?|inputs?|numbers?|figures?|weights?|"
    r"amounts?|levels?)?\s*(?:that\s+(?:is|are)\s+)?$",
    re.IGNORECASE,
)


#: a formula's verdict that flags a breach ("BREACH", "FAIL", "ALERT", "NOT OK", "X", "RED")
_BAD: Final = re.compile(
    r"^(?:breach\w*|fail\w*|alert|alarm|error|exception|violat\w*|exceed\w*|over|under|red|"
    r"not\s*ok|nok|ko|no|x|stop|check|reject\w*|out(?:\s+of\s+(?:limit|range|bounds))?|false)$",
    re.IGNORECASE,
)
#: ... and one that passes ("OK", "PASS", "GREEN", "TRUE", an empty string)
_GOOD: Final = re.compile(
    r"^(?:ok|okay|pass\w*|green|true|yes|y|within|fine|in\s+(?:limit|range|bounds)|compliant|)$",
    re.IGNORECASE,
)
#: a number as a formula writes it ("0.05", "7.5%", ".3", "1.6")
_NUMBER: Final = r"[-+]?(?:\d+(?:\.\d+)?|\.\d+)%?"
#: a name a formula compares: a defined name, a cell, a function call without commas in it
_OPERAND: Final = r"[A-Za-z_$'!][\w$.!:'()]*?"
#: one comparison of a name with a number, either way round
_COMPARISON: Final = re.compile(
    rf"^\s*(?:(?P<name>{_OPERAND})\s*(?P<op><=|>=|<>|=<|=>|<|>|=)\s*(?P<value>{_NUMBER})|"
    rf"(?P<value2>{_NUMBER})\s*(?P<op2><=|>=|<>|=<|=>|<|>|=)\s*(?P<name2>{_OPERAND}))\s*$"
)
#: the IF a check line holds, its condition and its two verdicts; the note after it
_IF: Final = re.compile(
    r"=\s*IF\s*\(\s*(?P<cond>(?:AND|OR)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)|[^,]+?)\s*,\s*"
    r"(?P<yes>\"[^\"]*\"|TRUE|FALSE|[\w.]+)\s*,\s*(?P<no>\"[^\"]*\"|TRUE|FALSE|[\w.]+)\s*\)",
    re.IGNORECASE,
)
#: where a formula's note begins: "// …", "' …", "# …", "-- …", "; …", "← …"
_NOTE: Final = re.compile(r"^\s*(?://|'|#|--|;|←|<-|→|->|:)?\s*(?P<note>.*?)\s*$")
_FLIPPED: Final = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "=<": ">=", "=>": "<="}

#: where a value written in the prose stands, and where the line wrote it:
#: (prose start, prose end, line start, line end), as `limit_roles.Place`
Place = tuple[int, int, int, int]


def _verdict(word: str) -> bool | None:
    """True for a verdict that flags a breach, False for one that passes, None for neither."""
    text = word.strip().strip('"').strip()
    if _BAD.match(text):
        return True
    if _GOOD.match(text):
        return False
    return None


def _comparison(text: str, at: int) -> tuple[str, str, tuple[int, int]] | None:
    """(name, operator with the name on the left, the value's place in the line) of one
    comparison written at `at` of the line; None for no comparison of a name with a number."""
    m = _COMPARISON.match(text)
    if m is None:
        return None
    if m.group("name") is not None:
        return m["name"], m["op"], (at + m.start("value"), at + m.end("value"))
    op = _FLIPPED.get(m["op2"], m["op2"])  # "0.05 < x" is "x > 0.05"
    return m["name2"], op, (at + m.start("value2"), at + m.end("value2"))


def _conditions(cond: str, at: int) -> tuple[str, list[tuple[str, str, tuple[int, int]]]] | None:
    """The joiner ("AND", "OR" or "") and the comparisons of a condition at `at` of the line."""
    joined = re.match(r"\s*(AND|OR)\s*\((.*)\)\s*$", cond, re.IGNORECASE | re.DOTALL)
    if joined is None:
        one = _comparison(cond, at)
        return ("", [one]) if one else None
    inner_at = at + joined.start(2)
    parts, found = joined.group(2).split(","), []
    for part in parts:
        one = _comparison(part, inner_at)
        if one is None:
            return None
        found.append(one)
        inner_at += len(part) + 1
    return joined.group(1).upper(), found


def _allowed_side(op: str, flags: bool) -> str | None:
    """The side of its value a comparison leaves allowed: "at most" or "at least"; None for an
    equality or an inequality, which bound no side (`COUNT(…)<>12`)."""
    if op in ("<>", "="):
        return None
    above = op in (">", ">=", "=>")
    # a flagged "x > v" allows at most v; a passing "x > v" allows at least v
    return "at most" if above == flags else "at least"


def _name_words(name: str) -> str:
    """A defined name as words: "LargestIssuerWt" → "Largest Issuer Wt", "cash_wt" → "cash wt"."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name.replace("_", " "))
    return re.sub(r"\s+", " ", spaced).strip()


#: the unit a defined name or its note gives the formula's bare numbers: "ExAnteTE_bp",
#: "teBps", "CashPct", "// TE (bp)", "// gross, in x"
_NAME_UNIT: Final = re.compile(
    r"(?:(?<=[a-z0-9_])|\b)(?P<u>bps?|Bps?|BPS?|pct|Pct|PCT|percent|Percent)(?![a-z])|"
    r"\(\s*(?P<b>bps?|%|pct|x)\s*\)|\bin\s+(?P<c>bps?|%|pct|percent|basis\s+points)\b"
)
_UNIT_WRITTEN: Final = {"bp": "bp", "bps": "bp", "basis points": "bp", "%": "%", "pct": "%",
                        "percent": "%", "x": "x"}  # fmt: skip


def _unit_named(*texts: str) -> str:
    """The unit a formula's name or note gives its bare numbers, as a value writes it ("bp",
    "%", "x"), or "" for none."""
    for text in texts:
        m = _NAME_UNIT.search(text)
        if m is not None:
            word = re.sub(r"\s+", " ", (m["u"] or m["b"] or m["c"]).lower())
            return _UNIT_WRITTEN.get(word, "")
    return ""


def _with_unit(value: str, unit: str) -> str:
    """A bare value written with the unit its formula's name gives it ("250" → "250bp")."""
    return value if not unit or value.endswith("%") else value + unit


def formula_reading(line: str) -> tuple[str, list[Place]] | None:
    """A check line (`=IF(cond,"BREACH","OK")  // note`) as the prose of the limit it enforces,
    with the place of each value in the line; "" for a check that bounds nothing (a count, an
    equality); None for a line that holds no such check."""
    m = _IF.search(line)
    if m is None:
        return None
    yes, no = _verdict(m["yes"]), _verdict(m["no"])
    if yes is None or no is None or yes == no:
        return None
    flags = yes  # the condition is what the check flags when its true verdict is the breach
    read = _conditions(m["cond"], m.start("cond"))
    if read is None:
        return "", []  # a check of something else (a text, a count of cells)
    joiner, comparisons = read
    sides = [(name, _allowed_side(op, flags), at) for name, op, at in comparisons]
    if any(side is None for _, side, _ in sides):
        return "", []
    note = _NOTE.match(line[m.end() :])
    label = note["note"].strip(" .") if note and note["note"] else _name_words(sides[0][0])
    unit = _unit_named(sides[0][0], label)
    prose, places = f"{label}: ", []
    # a range is two sides held together: AND passing, OR flagging
    together = (joiner == "AND" and not flags) or (joiner == "OR" and flags)
    if len(sides) == 2 and together and {s for _, s, _ in sides} == {"at most", "at least"}:
        low = next(at for _, s, at in sides if s == "at least")
        high = next(at for _, s, at in sides if s == "at most")
        prose += "between "
        for at, joiner_after in ((low, " and "), (high, "")):
            written = _with_unit(line[at[0] : at[1]], unit)
            places.append((len(prose), len(prose) + len(written), *at))
            prose += written + joiner_after
        return prose, places
    if len(sides) != 1:
        return "", []
    _, side, (a, b) = sides[0]
    prose += f"{side} "
    written = _with_unit(line[a:b], unit)
    places.append((len(prose), len(prose) + len(written), a, b))
    return prose + written, places


def has_formula(text: str) -> bool:
    """Whether `text` holds a check formula (`=IF(`) a reading may rewrite."""
    return _IF.search(text) is not None


__all__ = ["ALARM", "ALARM_AFTER", "REFUSED_BEFORE", "formula_reading", "has_formula"]
