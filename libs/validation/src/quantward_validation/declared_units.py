"""A bare figure read in the unit its text declares for every figure ("in per cent throughout").

Papers and their appendices state a unit once for all their numbers: "All figures are in per
cent throughout (cf. Table II); the weight of a single sector is at most 30", "Numbers below are
given in basis points", "values in % unless stated otherwise". A bare "30" in such a text is 30
%, never 30 as a fraction or a multiple, and "3" of tracking error is 3 %, never 3 bp. The
provenance check reads each bare figure of a cited message through `in_declared_unit`, so a plan
that records the bare figure as it stands ("30" as a fraction of 30) is caught, and one that
records what it means (0.30) passes.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from quantward_validation.quantities import Form, Quantity

#: the unit words a declaration names
_UNIT: Final = (
    r"(?P<unit>per[\s-]*cent(?:age\s+points)?|percent(?:age\s+points)?|%|basis\s+points?|bps?)"
)
#: a declaration for every figure of the text: "all figures are in per cent (throughout)",
#: "numbers below are given in basis points", "values in % unless stated otherwise", "(in per
#: cent throughout)"
_DECLARED: Final = re.compile(
    r"\b(?:all\s+)?(?:the\s+)?(?:figures|numbers|values|bounds|limits|weights|entries|"
    r"quantities|amounts)\s+(?:(?:here|below|above|that\s+follow)\s+)?(?:(?:are|is)\s+)?"
    r"(?:(?:stated|given|expressed|reported|quoted|written|shown)\s+)?in\s+" + _UNIT + r"(?!\w)|"
    r"\bin\s+" + _UNIT.replace("unit", "alone") + r"\s+throughout\b",
    re.IGNORECASE,
)


def declared_form(text: str) -> Form | None:
    """The form every bare figure of `text` is in by its own declaration, else None."""
    found = _DECLARED.search(text)
    if found is None:
        return None
    unit = (found.group("unit") or found.group("alone")).lower()
    return "bps" if unit.startswith("b") else "percent"


def in_declared_unit(text: str, quantity: Quantity) -> Quantity:
    """`quantity` of `text` read in the unit `text` declares for its figures when it is bare."""
    if quantity.form != "plain":
        return quantity
    form = declared_form(text)
    return quantity if form is None else replace(quantity, form=form)


__all__ = ["declared_form", "in_declared_unit"]
