"""A message's correction of its own words above, in German, French, Italian, Spanish and Dutch.

"Korrektur: das Obige gilt nicht mehr", "ce qui précède ne s'applique plus", "quanto sopra non
vale più", "lo anterior ya no aplica", "dit vervalt": a reference back to the words above (or a
demonstrative standing for them) and a verb that voids or faults them. `self_corrections` adds
these fragments to its English `_BACK` and `_DISOWN`, so the correction's own words are read
and the slip above is not.
"""

from __future__ import annotations

from typing import Final

#: the words above, or a demonstrative standing for them
BACK: Final = (
    r"(?:das\s+)?obige|oben|vorherige\w*|vorige\w*|das|dies(?:es)?|"
    r"ce\s+qui\s+précède|ci-dessus|précédent\w*|cela|ceci|"
    r"quanto\s+(?:sopra|scritto)|sopra|precedente|ciò|questo|"
    r"lo\s+anterior|(?:lo\s+)?(?:de\s+)?arriba|esto|eso|"
    r"(?:het\s+)?bovenstaande|hierboven|dit|dat|vorige"
)
#: what is said of them: no longer in force, void, or wrong
DISOWN: Final = (
    r"gilt\s+nicht\s+mehr|(?:ist\s+)?nicht\s+mehr\s+gültig|(?:ist\s+)?hinfällig|entfällt|"
    r"(?:ist|war)\s+falsch|"
    r"ne\s+s['’]applique\s+plus|n['’](?:est|était)\s+plus\s+valable|ne\s+vaut\s+plus|"
    r"(?:est\s+)?caduc|(?:est\s+)?annulé|(?:est|était)\s+erroné|"
    r"non\s+vale\s+più|non\s+è\s+più\s+valid[oa]|(?:è\s+)?annullat[oa]|(?:è|era)\s+(?:errat|sbagliat)[oa]|"
    r"ya\s+no\s+(?:aplica|vale|es\s+válid[oa])|queda\s+(?:sin\s+efecto|anulad[oa])|"
    r"(?:es|era)\s+(?:erróne[oa]|incorrect[oa])|"
    r"vervalt|geldt\s+niet\s+meer|is\s+niet\s+meer\s+(?:geldig|van\s+toepassing)|(?:is|was)\s+fout|"
    r"klopt\s+niet"
)


__all__ = ["BACK", "DISOWN"]
