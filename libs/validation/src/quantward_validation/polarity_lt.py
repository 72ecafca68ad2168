"""Values only proposed, proposed and put off, withdrawn or turned down, in Lithuanian.

A Lithuanian pensijų kaupimo bendrovė's papers (the investicinis komitetas's protokolas, the
valdyba's nutarimai, the stebėtojų taryba's decisions) tell a limit's history as the other
continental ones do (`polarity_europe`, `polarity_hr`): a figure a "siūlymas" (proposal) or a
"pasiūlymas" names, or that someone "siūlo" / "pasiūlė", is proposed; a body that turns it down
("siūlymas atmestas"), takes it off the agenda ("išbrauktas iš darbotvarkės"), puts it off
("atidėtas kitam posėdžiui") or does not adopt it ("stebėtojų taryba nepritarė") has adopted it
no more (`refusals_lt`); one that adopts it ("valdyba pritarė siūlymui", "siūlymui pritarta
vienbalsiai", "siūlymas priimtas") makes its figure the value in force. A document's draft
("strategijos projekte") proposes; a limit that "buvo" (was), "galiojo" (held) or was the
"ankstesnė" (earlier) one held before; a model's portfolio "be apribojimų" (without limits)
only supposes its figures.

Every word is read in its cases and persons ("siūlymas", "siūlymo", "siūlymui", "siūlymą";
"pritarė", "pritarta", "pritaria"), with and without its diacritics. The fragments are regular
expressions over lower-cased text that `polarity_europe` joins to its own. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_lt import ADOPTING, LITHUANIAN

_U: Final = r"(?:ū|u)"
_NASAL_U: Final = r"(?:ų|u)"

#: the noun of a proposal in every case ("siūlymas", "siūlymo", "siūlymui", "siūlymą",
#: "pasiūlymai"), a recommendation ("rekomendacija")
_REQUEST_NOUN: Final = rf"(?:(?:pa)?si{_U}lym\w*|rekomendacij\w*)"
#: a proposal turned down, withdrawn, put off or not adopted (`refusals_lt`)
REFUSAL: Final = rf"\b(?:{LITHUANIAN})(?!\w)"
#: a document's draft, named by the document in the genitive before it ("strategijos projekte",
#: "taisyklių projekto", "nutarimo projektas"): the bare "projekt-" is a German or Czech project
_DRAFT: Final = (
    rf"(?:strategijos|taisykli{_NASAL_U}|nutarimo|sprendimo|dokumento|politikos|tvarkos)\s+"
    r"projekt(?:as|o|ui|ą|a|u|e|ai|ų|uose)"
)
#: words that name a value as proposed: the proposal's noun, the verb of proposing in every
#: person and tense ("siūlo", "siūlė", "pasiūlė", "siūloma", "siūlomas"), a recommendation, a
#: document's draft
PROPOSED: Final = (
    rf"\b(?:{_REQUEST_NOUN}|(?:pa)?si{_U}l(?:o|ė|e|om\w*|yt\w*)|rekomend(?:uoja|avo)\w*|"
    rf"{_DRAFT})(?!\w)"
)
#: words of a value that held before: the past of the copula or of a verb of holding ("riba
#: buvo 97,5 proc.", "galiojo", "galiojusi"; never "buvo" before a participle, the passive of a
#: limit set: "buvo patvirtinta 75 proc."), an earlier or former one ("ankstesnė riba",
#: "anksčiau", "buvusi"), one in force no more ("nebegalioja")
PAST: Final = (
    r"\b(?:buvo(?!\s+[^\W\d_]+(?:tas|ta|ti|tos|tą|tų|mas|ma|mi|mos))|galiojo|galiojus\w*|"
    r"ankstesn\w*|ank(?:s|š)(?:c|č)iau|buvus\w*|nebegalioj\w*|pirmin\w*)\b"
)
#: a model's portfolio built without the limits: "optimizuojant be apribojimų", "neribotas
#: portfelis" (`decision_lexicon_es.MODEL_PORTFOLIO` joins these to the other languages')
UNCONSTRAINED: Final = (
    rf"be\s+(?:joki{_NASAL_U}\s+)?(?:apribojim{_NASAL_U}|rib{_NASAL_U}|limit{_NASAL_U})|neribot\w*"
)
#: a proposal said to be adopted: "pritarė", "pritarta", "patvirtino", "priimtas" (its
#: negation, glued as "ne-", is a refusal: `REFUSAL`, and no word boundary stands inside it)
ADOPTED: Final = rf"\b{ADOPTING}(?!\w)"

__all__ = ["ADOPTED", "PAST", "PROPOSED", "REFUSAL", "UNCONSTRAINED"]
