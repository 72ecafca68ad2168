"""A plan field named only for a threshold, which names no side of its own.

A threshold is a level a limit sits at, a floor or a cap alike: "prag minim" and "prag maxim"
in a Romanian prospect, "dolní práh" and "horní práh" in a Czech statut, "soglia minima" and
"soglia massima", "seuil plancher", a "Schwelle", a "drempel", an "umbral", a "kynnys". A field
such as `pragTitluriStat` or `thresholdGovBonds` is a limit (its words say so) but not a cap: a
source that states it as a floor ("min. 35 %") states it on the side it has, and reading the
name as a cap by default would take a sourced floor for a misquoted one.

`side_unnamed` says a name is such a threshold with no word of either side beside it.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.limits import subject_of, words

#: a threshold in the languages of the suite, in the cases a field name takes
_THRESHOLD: Final = re.compile(
    r"\b(?:thresholds?|seuils?|sogli[ae]|schwellen?(?:wert\w*)?|drempel(?:waarde\w*)?|"
    r"umbral(?:es)?|limiar(?:es)?|kynnys\w*|tröskel\w*|t[æe]rskel\w*|"
    r"pr[oó]g(?:u|i|iem)?|pr[áa]h(?:u|em|y)?|prah(?:u|em|y)|prag(?:ul|uri|urile|ului)?)\b"
)
#: a word of a side beside it: a floor's or a cap's, in those languages
_SIDE: Final = re.compile(
    r"\b(?:min|max|minimum|maximum|minimal|maximal|floor|cap|ceiling|lower|upper|least|most|"
    r"m[ií]nim\w*|m[áa]xim\w*|inferior\w*|superior\w*|massim\w*|plancher|plafond?\w*|"
    r"unter\w*|ober\w*|mindest\w*|höchst\w*|onder\w*|boven\w*|ala\w*|yl[äa]\w*|"
    r"doln\w*|horn\w*|spodn\w*|strop\w*|dolny|g[óo]rn\w*|cel)\b"
)


def side_unnamed(name: str) -> bool:
    """Whether a plan field is named for a threshold and for no side, nor for a subject whose
    limits have one: its source's own words say which side it is."""
    named = words(name)
    return (
        subject_of(name) is None
        and _THRESHOLD.search(named) is not None
        and _SIDE.search(named) is None
    )


__all__ = ["side_unnamed"]
