"""The grain of a geographic limit: one country, or a region of several.

`limits` reads every geographic word ("country", "region", "regional", "geographic",
"domicile") as one subject, so a mandate's "any one region may hold two fifths" still bounds a
plan's geographic cap. A sheet that writes both grains side by side ("Max single region 0.6",
"Max country weight 0.2") gives each its own row, though: a figure its row says of a region is
not the figure of a limit named for one country, nor the other way round. `other_grain` tells
`provenance` when the words around a cited figure name the other grain than the constraint's
name and never its own. Pure.
"""

from __future__ import annotations

import re
from typing import Final, Literal

Grain = Literal["country", "region"]

#: the words of each grain: one country ("country", "countries", "ctry", "nation"), a region
#: of several ("region", "regional", "continent")
_GRAINS: Final[dict[Grain, re.Pattern[str]]] = {
    "country": re.compile(r"\b(?:country|countries|ctry|cntry|nations?|sovereign)\b", re.I),
    "region": re.compile(r"\b(?:regions?|regional|continents?|continental)\b", re.I),
}


def grains(text: str) -> set[Grain]:
    """The grains `text` names ("Max single region" names "region")."""
    return {grain for grain, pattern in _GRAINS.items() if pattern.search(text)}


def other_grain(name_words: str, said: str) -> Grain | None:
    """The grain `said` (the words a figure is stated with) names when it is not the one the
    constraint's name (`name_words`, its words) names: "region" for a country cap cited from a
    region's row; None when either names no grain or both name the same one."""
    named, stated = grains(name_words), grains(said)
    if len(named) != 1 or not stated or named & stated:
        return None
    return next(iter(stated))


__all__ = ["Grain", "grains", "other_grain"]
