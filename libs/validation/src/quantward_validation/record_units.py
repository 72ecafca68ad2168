"""A unit a system's record gives its value in another field of the same record.

An ETRM's or a risk engine's limit export writes one limit a line, the number in one field and
its unit in another::

    LIM-0417 EQ-PRODUCERS max_single_name UNIT=PCT_NAV VALUE=5 HARD
    limit_id=VAR-02 | uom=bp_of_nav | threshold=120
    Units: percent of NAV; Level: 12.5

A bare number in such a record is in the unit the record names (5 there is 5 % of NAV, never
5 as a fraction), whichever side of it the unit field stands. The unit field's words are read
with the base they are measured on (`PCT_NAV`, `BP_OF_NAV`, `PERCENT_AUM`); a record that names
a fraction or a decimal leaves the number as written. Only the record's own line is read: a
unit named on another line is another record's.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from quantward_validation.quantities import Form, Quantity

#: a record's unit field and the unit it names: `UNIT=PCT_NAV`, `uom: bp`, "Units: percent of
#: NAV", `UOM=X` (the base after the unit is part of it)
_UNIT_FIELD: Final = re.compile(
    r"\b(?:units?|uom|unit[\s_]of[\s_]measure|measure[\s_]unit)\s*[:=]\s*[\"'`]?"
    r"(?P<unit>pct|percent(?:age)?|per[\s_]?cent|%|bps?|bips|basis[\s_]points?|"
    r"x|times|multiple|fraction|decimal|ratio)"
    r"(?:[\s_-]*(?:of[\s_-]*)?(?:nav|aum|na|mv|gmv|notional|capital|equity|book))?"
    r"(?![A-Za-z])",
    re.IGNORECASE,
)
#: what stands right before a field's value: `VALUE=`, `level: `, a pipe between fields (an id's
#: digits, "LIM-0417", are no field's value)
_FIELD_VALUE_BEFORE: Final = re.compile(r"(?:[=:]|\|)\s*[\"'`]?\s*$")
#: the forms a record's unit names (a fraction, a decimal or a ratio: the number as written)
_FORMS: Final[dict[str, Form | None]] = {
    "pct": "percent",
    "percent": "percent",
    "percentage": "percent",
    "per cent": "percent",
    "per_cent": "percent",
    "%": "percent",
    "bp": "bps",
    "bps": "bps",
    "bips": "bps",
    "x": "multiple",
    "times": "multiple",
    "multiple": "multiple",
}


def record_unit(text: str, at: int) -> Form | None:
    """The form the unit field of the record (the line) holding offset `at` names, else None
    (no unit field on that line, or one naming a fraction)."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    found = _UNIT_FIELD.search(text, start, len(text) if end < 0 else end)
    if found is None:
        return None
    unit = re.sub(r"[\s_]+", " ", found.group("unit").lower())
    if unit.startswith("basis"):
        return "bps"
    return _FORMS.get(unit)


def in_record_unit(text: str, quantity: Quantity, offset: int = 0) -> Quantity:
    """`quantity` (found at `offset` + its span in `text`) read in the unit its record's unit
    field names: a bare 5 in "UNIT=PCT_NAV VALUE=5" is 5 %. A number written with its own unit,
    the unit field's own characters, or a number in a record naming no unit is left as written."""
    if quantity.form != "plain":
        return quantity
    at = offset + quantity.start
    if _FIELD_VALUE_BEFORE.search(text, max(0, at - 8), at) is None:
        return quantity
    form = record_unit(text, at)
    if form is None:
        return quantity
    # the number may not be part of the unit field itself ("UNIT=PCT_NAV" holds no value)
    for field in _UNIT_FIELD.finditer(text, text.rfind("\n", 0, at) + 1, at + 1):
        if field.start() <= at < field.end():
            return quantity
    return replace(quantity, form=form)


__all__ = ["in_record_unit", "record_unit"]
