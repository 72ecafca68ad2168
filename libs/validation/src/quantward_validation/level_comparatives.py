"""A figure's level in one period set against another with "more" or "less", read as higher or
lower: "return on equity averaged more in 2022 than in 2021", "margins ran less during 2020
than over 2019", "leverage stood greater in H2 than in H1".

The claim is a comparative of level between two periods, as "was higher in 2022 than in 2021"
is; only its comparative is a word of quantity. A verb of level (averaged, stood, ran, came in,
was, ended) with "more", "greater", "less" or "smaller" right before a period and a "than" is
that comparative; `levels_as_comparatives` rewrites it as "higher" or "lower" for `trends`.
"Less volatile in 2022" (an adjective after "less"), "more than 5 %" and an idiom of "in" ("is
more in line with the index than") are left. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a verb that states a figure's level over a period
_LEVEL_VERB: Final = (
    r"(?:averag(?:ed|es|ing)(?:\s+out)?|stood|stands?|standing|r[au]n(?:s|ning)?|came\s+in|"
    r"comes?\s+in|coming\s+in|was|were|is|are|been|ended|finished|closed|printed|sat|settled)"
)
#: the comparative of quantity, and the comparative of level it stands for
_LEVEL_OF: Final = {"more": "higher", "greater": "higher", "less": "lower", "smaller": "lower"}
_QUANTITY_COMPARATIVE: Final = re.compile(
    rf"\b(?P<verb>{_LEVEL_VERB})(?P<gap>\s+(?:on\s+average\s+)?)(?P<word>more|greater|less|smaller)"
    r"\b(?=\s+(?:on\s+average\s+)?(?:in|during|over|for|across|through(?:out)?|within)\s+"
    # an idiom of "in" is no period: "more in line with the index than", "less in favour"
    r"(?!(?:line|keeping|tune|step|favou?r|demand|focus|doubt|question|play|control|common)\b)"
    r"[^.;]{1,40}?\bthan\b)",
    re.IGNORECASE,
)


def levels_as_comparatives(text: str) -> str:
    """`text` with each level compared between periods by "more"/"less" written as
    "higher"/"lower" ("averaged more in 2022 than in 2021" → "averaged higher in 2022 …")."""
    return _QUANTITY_COMPARATIVE.sub(
        lambda m: m.group("verb") + m.group("gap") + _LEVEL_OF[m.group("word").lower()], text
    )


__all__ = ["levels_as_comparatives"]
