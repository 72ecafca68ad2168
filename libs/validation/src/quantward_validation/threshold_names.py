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

from quantward_validation.limit_sides_asia import CAP_WORD as ASIAN_CAP_WORD
from quantward_validation.limit_sides_asia import FLOOR_WORD as ASIAN_FLOOR_WORD
from quantward_validation.limit_sides_europe import CAP_WORD as EUROPEAN_CAP_WORD
from quantward_validation.limit_sides_europe import FLOOR_WORD as EUROPEAN_FLOOR_WORD
from quantward_validation.limit_sides_finnish import CAP_WORD as FINNISH_CAP_WORD
from quantward_validation.limit_sides_finnish import FLOOR_WORD as FINNISH_FLOOR_WORD
from quantward_validation.limits import subject_of, words

#: a threshold in the languages of the suite, in the cases a field name takes
_THRESHOLD: Final = re.compile(
    r"\b(?:thresholds?|seuils?|sogli[ae]|schwellen?(?:wert\w*)?|drempel(?:waarde\w*)?|"
    r"umbral(?:es)?|limiar(?:es)?|kynnys\w*|tröskel\w*|t[æe]rskel\w*|"
    r"pr[oó]g(?:u|i|iem)?|pr[áa]h(?:u|em|y)?|prah(?:u|em|y)|prag(?:ul|uri|urile|ului)?)\b"
)
#: a word of a side beside it: a floor's or a cap's. English, then the continental, Finnish
#: and East Asian side words the limit readers hold (`limit_sides_*`), then the stems only a
#: field name's side needs: open-ended forms ("minimize" is no side, but no threshold field is
#: named for it), German and Dutch prefixes ("Unter-", "Ober-", "onder-", "boven-"), Finnish
#: "ala-"/"ylä-" compounds, Czech "horní"/"spodní"/"strop" in any form, and the Romanian "cel"
#: of "cel puțin"/"cel mult" as a field name splits it
_ENGLISH_SIDE: Final = (
    r"min|max|minimum|maximum|minimal|maximal|floor|cap|ceiling|lower|upper|least|most"
)
_NAME_SIDE_STEMS: Final = (
    r"m[ií]nim\w*|m[áa]xim\w*|inferior\w*|superior\w*|massim\w*|plafond?\w*|"
    r"unter\w*|ober\w*|höchst\w*|onder\w*|boven\w*|ala\w*|yl[äa]\w*|"
    r"horn\w*|spodn\w*|strop\w*|cel"
)
_SIDE: Final = re.compile(
    rf"\b(?:{_ENGLISH_SIDE}|{EUROPEAN_FLOOR_WORD}|{EUROPEAN_CAP_WORD}|{FINNISH_FLOOR_WORD}|"
    rf"{FINNISH_CAP_WORD}|{ASIAN_FLOOR_WORD}|{ASIAN_CAP_WORD}|{_NAME_SIDE_STEMS})\b"
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
