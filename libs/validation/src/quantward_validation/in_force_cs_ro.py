"""The words that put a figure in force, or name it a peer group's or a model's, in Czech and
Romanian.

A Czech penzijní společnost's and a Romanian pension administrator's letters set the figure that
holds against one only proposed, drafted or quoted for comparison with the same roles the
English ones have (`rival_figures`, `standing_values`, `peer_statistics`):

* it *persists*: cs "nadále platí", "zůstává", "představenstvo ponechalo"; ro "rămâne", "se
  aplică în continuare", "CS a menținut";
* it *binds*: cs "platí", "platný limit", "v platnosti", "účinný"; ro "în vigoare", "se aplică",
  "aplicabil(ă)";
* it is in the *document in force* or the writer's *own*: cs "schválené znění", "náš statut";
  ro "prospectul aprobat/avizat", "prospectul nostru", "limita noastră";
* it is followed by a verb that keeps it: cs "… a to dodržujeme", ro "… și pe aceea o aplicăm /
  o respectăm";
* a peer group's statistic: an average or a median ("průměr", "medián"; "media", "mediana") of
  the other funds ("dynamických účastnických fondů", "fondurilor de pensii"), the system or the
  market ("sistemului Pilon II", "trhu", "pieței").

A model's portfolio built without the limits ("optimální portfolio bez omezení", "portofoliul
optim fără restricții") only supposes its figures (`decision_lexicon_es.MODEL_PORTFOLIO`).

A negation ("ne", "nikoli", "bez"; "nu", "fără") takes a role back. Both languages inflect every
word, so words are read in all their forms, with and without their diacritics. The fragments
are regular expressions read case-insensitively. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.negation_cs_ro import PARTICLES

_S: Final = r"(?:ș|ş|s)"
_T: Final = r"(?:ț|ţ|t)"
_A: Final = r"(?:ă|â|a)"
_I: Final = r"(?:î|â|i)"

#: a verb of persisting before its figure: the value it governs held before and holds now
PERSISTS: Final = (
    # cs: "nadále (platí)", "zůstává", "zůstal(a/o)", "ponechal(o)", "trvá", "beze změny"
    r"nad(?:á|a)le|z(?:ů|u)st(?:á|a)v(?:á|a)\w*|z(?:ů|u)stal\w*|ponechal\w*|ponech(?:á|a)v\w*|"
    r"beze\s+zm(?:ě|e)ny|"
    # ro: "rămâne", "rămân", "a rămas", "se aplică în continuare", "a menținut", "se menține",
    # "neschimbat(ă)"
    r"r" + _A + r"m" + _A + r"n(?:e|ea)?|r" + _A + r"mas\w*|" + _I + r"n\s+continuare|"
    r"(?:a|au|se)\s+men" + _T + r"in(?:ut|e)|men" + _T + r"inut\w*|neschimbat\w*"
)
#: a word that puts the figures of its clause in force now
BINDS: Final = (
    # cs: "platí", "platný", "platné", "platném", "v platnosti", "závazný" ("účinný od 1. 4."
    # dates a change: `takes_effect_later` reads it)
    r"plat(?:í|i)|platn\w*|v\s+platnosti|z(?:á|a)vazn\w*|"
    # ro: "în vigoare", "se aplică", "obligatoriu" ("aplicabilă de la 01.03." dates a change)
    + _I
    + r"n\s+vigoare|se\s+aplic"
    + _A
    + r"|obligatori\w*"
)
#: a document in force or the writer's own, before the figures it puts in force up to the
#: sentence's end: cs "schválené znění", "náš statut", "naše pravidla"; ro "prospectul
#: aprobat/avizat", "prospectul nostru", "limita noastră"
SOURCE: Final = (
    r"schv(?:á|a)len(?:é|e|ý|y|á|a|ém|em)\s+\w+|n(?:á|a)(?:š|s)(?:eho|emu|em|ím|im)?|"
    r"na(?:š|s)(?:e|i|í|ich|imi)|"
    r"\w+\s+avizat\w*|\w+\s+nostr(?:u|ul)|\w+\s+noastr" + _A
)
#: a verb of keeping right after its figure: cs "a to dodržujeme", "platí"; ro "și pe aceea o
#: aplicăm", "o respectăm", "se aplică"
AFTER: Final = (
    r"(?:a\s+)?(?:to|ten|ta)\s+dodr(?:ž|z)ujeme|dodr(?:ž|z)ujeme|plat(?:í|i)|"
    + _S
    + r"i\s+pe\s+(?:aceea|acela|aceasta|acesta)\s+o\s+(?:aplic"
    + _A
    + r"m|respect"
    + _A
    + r"m)|o\s+(?:aplic"
    + _A
    + r"m|respect"
    + _A
    + r"m)|se\s+aplic"
    + _A
)
#: a negation that takes a role back: the plain particles of `negation_cs_ro`
NEGATION: Final = PARTICLES
#: a group of others a statistic is taken over: the other funds ("účastnických fondů",
#: "penzijních fondů", "fondurilor de pensii"), the market or the sector ("trhu", "odvětví",
#: "pieței", "sectorului", "sistemului"), the comparison group ("srovnávací skupiny")
PEER_GROUPS: Final = (
    r"\w+\s+fond(?:ů|u)|fond(?:ů|u)\s+\w+|penzijn(?:í|i)ch\s+\w+|trhu|odv(?:ě|e)tv(?:í|i)|"
    r"srovn(?:á|a)vac(?:í|i)\s+skupin\w*|"
    r"fondurilor|sistemului|pie" + _T + r"ei|sectorului|pilon(?:ul|ului)?\s+\w+|"
    r"administrator(?:ilor|i)"
)
#: a statistic over a group: an average, a median, a quartile
PEER_STATISTICS: Final = (
    r"pr(?:ů|u)m(?:ě|e)r\w*|medi(?:á|a)n\w*|kvartil\w*|"
    r"media|medie|mediei|mediana|medianei|cuartil\w*|quartil\w*"
)
#: the writer's own figure after the statistic: cs "náš", "naše", "našem"; ro "nostru",
#: "noastră", "nostră"
PEER_OWN: Final = (
    r"n(?:á|a)(?:š|s)(?:eho|emu|em|ím|im)?|na(?:š|s)(?:e|i|í|ich|imi)|nostr(?:u|ul)|noastr" + _A
)
#: a portfolio or an optimum a model finds, named beside a word of its being built without the
#: limits ("optimální portfolio bez omezení", "portofoliul optim fără restricții")
MODEL_NOUN: Final = r"portfoli\w*|optim(?:á|a)ln\w*|portofoli\w*|optim(?:ul|al|ă|a)?"
#: built without the limits: cs "bez omezení", "bez limitů", "neomezený"; ro "fără restricții",
#: "fără limite", "fără constrângeri", "nerestricționat"
UNCONSTRAINED: Final = (
    r"bez\s+(?:omezen(?:í|i)|limit(?:ů|u)|restrikc(?:í|i))|neomezen\w*|"
    r"f" + _A + r"r" + _A + r"\s+(?:restric" + _T + r"ii|limite|constr" + _A + r"ngeri)|"
    r"nerestric" + _T + r"ionat\w*"
)

__all__ = [
    "AFTER",
    "BINDS",
    "MODEL_NOUN",
    "NEGATION",
    "PEER_GROUPS",
    "PEER_OWN",
    "PEER_STATISTICS",
    "PERSISTS",
    "SOURCE",
    "UNCONSTRAINED",
]
