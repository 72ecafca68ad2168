"""The objective's words in Hungarian, for `objective_lexicon_eu` and so for `intent`.

Hungarian is agglutinative: a noun carries its case, number and possessor as suffixes on its
stem, in the vowel harmony of the stem ("hozam", "hozamot", "hozama", "hozamok", "hozamoktól";
"kockázat", "kockázatot", "kockázatra"; "varianciáját"), and it compounds its nouns with the head
last ("többlethozam" is a return, "hozamcél" a return's target). So a class is a stem with any
suffixes, never a form. The comparative is the suffix "-bb" and the superlative wraps it in
"leg-" ("kisebb", "legkisebb", "legkisebbet"; "nagyobb", "legnagyobb"; "közelebb",
"legközelebb"), and "a lehető leg…" is "as … as possible". Its adpositions follow their noun
("a hozamoktól függetlenül", regardless of the returns; "hozamcél nélkül", without a return
target): each sets aside the noun right before it, as Finnish "riippumatta" does. It negates
with the particles "nem", "ne", "sem" and the verb "nincs" (there is no). Each class below is
the class `objective_lexicon_eu` has for the other languages, as regex fragments.
"""

from __future__ import annotations

from typing import Final

#: more of the target: maximising, and the comparatives and superlatives of size, height and good
UP: Final = (
    r"maximaliz\w*|maximális\w*|maximum\w*|"
    r"(?:leg)?(?:nagyobb|magasabb)\w*|legjobb\w*|növel\w*"
)
#: less of the target: minimising, reducing, the comparatives and superlatives of small and low
DOWN: Final = (
    r"minimaliz\w*|minimális\w*|"
    r"(?:leg)?(?:kisebb|alacsonyabb)\w*|"
    # the transitive "csökkent" (reduce) in its infinitive, noun and object forms, not the
    # intransitive past "csökkent" (it fell) a report says of a figure
    r"csökkent(?:eni|ése\w*|jük|i|ik|sük|se|sék|endő\w*)\b|mérsékel\w*|mérsékl\w*"
)
#: the risk of the book: variance, volatility, standard deviation, fluctuation, risk (not the
#: compounds naming an activity: "kockázatkezelés" is risk management)
RISK: Final = (
    r"varianci\w*|volatilitás\w*|szórás\w*|\w*ingadozás\w*|ingadoz(?:ó|ik|nak)\w*|"
    r"kockázat(?:ot|a|át|ai|ok|okat|ra|nak|tól|ból|ban|ként|i)?\b"
)
#: stability, which is risk kept down
STABLE: Final = r"stabilitás\w*|stabilabb\w*|kiegyensúlyozott\w*"
#: the return of the book, expected or not, the head of its compound too ("többlethozam")
RETURN: Final = r"\w*hozam(?!\s*cél)\w*"
#: the distance from the benchmark: "követési eltérés", "követési hiba", a deviation
#: ("eltérés", "eltéréssel"), "aktív kockázat"
TRACKING: Final = r"követési\s+(?:eltérés|hib)\w*|\w*eltérés\w*|aktív\s+kockázat\w*"
#: nearness to a reference and following it: "a lehető legközelebb a referenciaindexhez",
#: "kövesse a referenciaindexet" (not "követelmény", a requirement)
CLOSE: Final = (
    r"\b(?:(?:leg)?közelebb\w*|közel(?:ében|ről|ébe)?|"
    r"követ(?:i|ik|ni|ve|jük|né|nék)|kövess(?:e|ék|ük|en)?)"
)
#: a reference the book is kept near, with its case suffixes ("referenciaindexhez",
#: "a benchmarkhoz", "a referenciaindextől")
INDEX: Final = (
    r"\w*index(?:hez|et|től|nek|ben|re|e|ét|ével|szel|hoz)\b|"
    r"benchmark(?:hoz|ot|tól|nak|ra|ban|kal)\b|referenciaportfólió\w*"
)
#: a return adjusted for its risk, or per unit of it
RISK_ADJUSTED: Final = (
    r"kockázattal\s+(?:korrigált|kiigazított)\w*|kockázatkorrigált\w*|"
    r"egységnyi\s+(?:kockázat|volatilitás|szórás)\w*"
)
#: "without" before its noun: none in Hungarian, whose "nélkül" follows it (`REGARDLESS_AFTER`)
WITHOUT: Final[tuple[str, ...]] = ()
#: words that negate a target or set it aside: "nem", "sem", "nincs", "nincsen", "nincsenek",
#: "soha", "semmi", "másodlagos" (secondary); the prohibitive "ne" ("ne a hozamot hajszoljuk")
#: is spelt as the Czech particle, and `intent` reads it as that particle in a Hungarian
#: sentence (`sentence_language.HUNGARIAN`): it negates what follows it
NEGATION: Final = r"nem|sem|nincs\w*|soha|semmi\w*|másodlagos\w*"
#: postpositions that set aside only the noun right before them: "függetlenül" (regardless
#: of), "nélkül" (without)
REGARDLESS_AFTER: Final = r"függetlenül|nélkül"

__all__ = [
    "CLOSE",
    "DOWN",
    "INDEX",
    "NEGATION",
    "REGARDLESS_AFTER",
    "RETURN",
    "RISK",
    "RISK_ADJUSTED",
    "STABLE",
    "TRACKING",
    "UP",
    "WITHOUT",
]
