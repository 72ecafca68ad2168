"""Values only proposed, proposed and put off, withdrawn or turned down, in Lithuanian.

A Lithuanian pensijų kaupimo bendrovė's papers (the investicinis komitetas's protokolas, the
valdyba's nutarimai, the stebėtojų taryba's decisions) tell a limit's history as the other
continental ones do (`polarity_europe`, `polarity_hr`): a figure a "siūlymas" (proposal) or a
"pasiūlymas" names, or that someone "siūlo" / "pasiūlė", is proposed; a body that turns it down
("siūlymas atmestas"), takes it off the agenda ("išbrauktas iš darbotvarkės"), puts it off
("atidėtas kitam posėdžiui") or does not adopt it ("stebėtojų taryba nepritarė") has adopted it
no more (`refusals_lt`); one that adopts it ("valdyba pritarė siūlymui", "siūlymui pritarta
vienbalsiai", "siūlymas priimtas") makes its figure the value in force.

Every word is read in its cases and persons ("siūlymas", "siūlymo", "siūlymui", "siūlymą";
"pritarė", "pritarta", "pritaria"), with and without its diacritics. The fragments are regular
expressions over lower-cased text that `polarity_europe` joins to its own. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_lt import ADOPTING, LITHUANIAN

_U: Final = r"(?:ū|u)"

#: the noun of a proposal in every case ("siūlymas", "siūlymo", "siūlymui", "siūlymą",
#: "pasiūlymai"), a recommendation ("rekomendacija")
_REQUEST_NOUN: Final = rf"(?:(?:pa)?si{_U}lym\w*|rekomendacij\w*)"
#: a proposal turned down, withdrawn, put off or not adopted (`refusals_lt`)
REFUSAL: Final = rf"\b(?:{LITHUANIAN})(?!\w)"
#: words that name a value as proposed: the proposal's noun, the verb of proposing in every
#: person and tense ("siūlo", "siūlė", "pasiūlė", "siūloma", "siūlomas"), a recommendation
PROPOSED: Final = (
    rf"\b(?:{_REQUEST_NOUN}|(?:pa)?si{_U}l(?:o|ė|e|om\w*|yt\w*)|rekomend(?:uoja|avo)\w*)(?!\w)"
)
#: a proposal said to be adopted: "pritarė", "pritarta", "patvirtino", "priimtas" (its
#: negation, glued as "ne-", is a refusal: `REFUSAL`, and no word boundary stands inside it)
ADOPTED: Final = rf"\b{ADOPTING}(?!\w)"

__all__ = ["ADOPTED", "PROPOSED", "REFUSAL"]
