"""A message's correction of its own words above, in German, French, Italian, Spanish, Dutch,
Portuguese, Swedish, Danish, Norwegian, Polish and Finnish.

"Korrektur: das Obige gilt nicht mehr", "ce qui précède ne s'applique plus", "quanto sopra non
vale più", "lo anterior ya no aplica", "dit vervalt", "glem det over", "proszę zignorować mój
poranny mail", "unohtakaa aamun viestini": a reference back to the words above (or a
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
    r"(?:het\s+)?bovenstaande|hierboven|dit|dat|vorige|"
    # Portuguese: "o acima", "o que está acima", "o anterior"
    r"(?:o\s+(?:que\s+está\s+)?)?acima|o\s+anterior|isto|isso|"
    # Swedish, Danish and Norwegian: "det ovan", "ovanstående", "det ovenfor", "ovenstående",
    # "det over" (Norwegian: the words above)
    r"(?:det\s+)?ovan(?:stående)?|(?:det\s+)?ovenfor|(?:det\s+)?ovenstående|det\s+over|"
    r"det\s+foregående|"
    # Polish: "powyższe", "to, co powyżej", "mój poranny mail" is below, as a message of mine
    r"powyższ\w*|powyżej|"
    # Finnish: "yllä oleva", "edellä oleva", "edellinen", "yllä"
    r"yllä(?:\s+olev\w*)?|edellä(?:\s+olev\w*)?|edelli\w*|"
    # a message of the writer's own, earlier, in any of these languages: "mój poranny mail",
    # "aamun viestini", "a minha mensagem anterior", "min tidligere e-post"
    r"(?:mój|moj\w*)\s+(?:\w+\s+)?(?:mail\w*|e-mail\w*|wiadomoś\w*)|"
    r"\w*viestini|\w*sähköpostini|"
    r"(?:o\s+)?meu\s+(?:e-mail|email|correio)\s+anterior|a\s+minha\s+mensagem\s+anterior|"
    r"min(?:e)?\s+(?:tidligere|forrige)\s+(?:e-?post|mail|melding|besked)"
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
    r"klopt\s+niet|"
    # Portuguese: "já não se aplica", "deixa de se aplicar", "está errado", "esqueça",
    # "ignore", "não corresponde ao que foi aprovado"
    r"já\s+não\s+(?:se\s+aplica|vale|é\s+válid[oa])|deixa\s+de\s+(?:se\s+aplicar|valer)|"
    r"(?:está|estava)\s+(?:errad[oa]|incorret[oa])|esque[çc]a\w*|ignor(?:e|em|ar)\b|"
    r"não\s+corresponde|"
    # Swedish, Danish and Norwegian: "gäller inte längre", "gælder ikke længere", "gjelder ikke
    # lenger"; "glöm", "glem"; "bortse från", "se bort fra"; "är fel", "er forkert", "er feil"
    r"gäller\s+inte\s+längre|gælder\s+ikke\s+(?:længere|mere)|gjelder\s+ikke\s+(?:lenger|mer)|"
    r"glöm\w*|glem\w*|bortse\s+från|se\s+bort\s+fra|(?:är|var)\s+fel|"
    r"(?:er|var)\s+(?:forkert|feil|ugyldig)|"
    # Polish: "proszę zignorować", "zignorujcie", "nie obowiązuje", "jest błędne",
    # "nieaktualne"
    r"zignor\w*|ignoruj\w*|(?:już\s+)?nie\s+obowiązuje|(?:jest|był\w*)\s+błędn\w*|"
    r"nieaktualn\w*|nieważn\w*|"
    # Finnish: "unohtakaa", "unohda"; "ei ole enää voimassa", "ei päde"; "on väärä",
    # "väärä muotoilu"; "jättäkää huomiotta"
    r"unoh\w*|ei\s+(?:ole\s+)?enää\s+voimassa|ei\s+päde|(?:on|oli)\s+väärä\w*|väärä\w*|"
    r"jättäkää\s+huomiotta|älkää\s+huomioiko"
)


__all__ = ["BACK", "DISOWN"]
