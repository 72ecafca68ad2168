"""The objective's words in Croatian, Serbian and Bosnian (Latin script) and Slovenian, for
`objective_lexicon_eu` and so for `intent`.

A Croatian pension company's papers state the objective in its own language, and `intent`
pairs a target with a direction as in the others. Each class below is the class
`objective_lexicon_eu` has for the western languages, read as stems, because these languages
decline nouns and adjectives in seven cases ("prinos", "prinosa", "prinosom"; "varijanca",
"varijancu", "varijancom"; "odstupanje", "odstupanjem"), grade adjectives with "naj-" for the
superlative and "što" for "as … as possible" ("najveći", "najmanjim mogućim", "što bliži", "što
stabilnijim") and build verbs and their nouns on one stem ("minimizirati", "minimiziraju",
"minimizacija"; Serbian "minimizovati"; Slovenian "zmanjšati", "največji", "tveganje").

A verb's past reports what happened ("volatilnost se smanjila"), so only the forms of an aim
are read (infinitive, present, imperative, verbal noun). Not every verb of bounding is a
direction: "rizik ograničavaju limiti" (the limits bound the
risk) states a constraint, so only the infinitive "ograničiti" (to keep down, as an aim) is read.
Nor is following a reference always an aim: "referentni prinos prati se" says it is watched, so
"pratiti" is no word of nearness here; "što bliži" and "najmanje odstupanje" are.

The negations: "ne" is `intent`'s particle, read in a South Slavic sentence
(`sentence_language.SOUTH_SLAVIC`); the rest are below. Pure.
"""

from __future__ import annotations

from typing import Final

#: more of the target: "maksimizirati" (Serbian "maksimizovati"), "maksimalan", the
#: superlatives and comparatives of size, height and good ("najveći", "najviši", "najbolji",
#: "veći", "viši", "bolji"; Slovenian "največji", "najvišji", "boljši"), "povećati"
#: the endings of a comparative in every case, gender and number: Croatian "veći", "većeg",
#: "većom", "većoj", "većima"; Slovenian, after its comparative's "-j-" or "-š-": "večja",
#: "višjo", "boljšega", "manjšo", "nižjimi"
_COMPARATIVE_END: Final = r"(?:i|a|e|o|u|eg|ega|em|emu|om|oj|ih|im|ima|imi)\b"
UP: Final = (
    r"maksimiz\w*|maksimal\w*|maksimir\w*|najve(?:ć|c)\w*|največ\w*|najvi(?:š|s)\w*|"
    r"najbolj\w*|ve(?:ć|č)(?:i|a|e|eg|ega|em|emu|u|ih|im|ji|ja|je)\b|"
    r"vi(?:š|s)(?:i|a|e|eg|em|u|ih|im|ji|ja|je)\b|bolj(?:i|a|e|eg|em|u|ih|im|ši|ša|še)\b|"
    rf"(?:već|večj|višj|boljš|viš|bolj){_COMPARATIVE_END}|"
    # the verb as an aim (infinitive, present, imperative, noun), never its past: "prinos se
    # povećao" reports a rise
    r"pove(?:ć|č|c)(?:ati|avati|anj\w*|amo|ajmo|ajte|ava\w*|a|aj)\b"
)
#: less of the target: "minimizirati" (the English stem reads "minimiz-"), "minimalan", the
#: superlatives and comparatives of size and height ("najmanji", "najniži", "manji", "niži";
#: Slovenian "najmanjši", "najnižji"), "smanjiti" (Slovenian "zmanjšati"), "sniziti", and the
#: infinitive "ograničiti"
DOWN: Final = (
    r"minimiz\w*|minimal(?:an|na|no|ni|nog|nom|nu|nih|nim|ne)\b|najmanj\w*|najni(?:ž|z)\w*|"
    r"manj(?:i|a|e|eg|em|u|ih|im|ši|ša|še)\b|ni(?:ž|z)(?:i|a|e|eg|em|u|ih|im|ji|ja|je)\b|"
    # (every case of the comparative: "s čim manjšo sledilno napako", "nižjo volatilnostjo";
    # the plain "niz-" left out, Croatian "nizom" being "with a series")
    rf"(?:manjš|nižj|manj|niž){_COMPARATIVE_END}|"
    # (the verb as an aim, never its past: "volatilnost se smanjila" reports a fall)
    r"smanj(?:iti|ivati|enj\w*|ujemo|uje|uju|imo|ite|i)\b|"
    r"zmanj(?:š|s)(?:ati|evati|anj\w*|amo|ajmo|a|uje)\b|"
    r"sni(?:ž|z)(?:iti|avati|avamo|enj\w*|imo|ite|i)\b|ograni(?:č|c)iti"
)
#: the risk of the book: variance, volatility, fluctuation, standard deviation; Slovenian
#: "tveganje" (Croatian "rizik" is read by the Czech stem)
RISK: Final = (
    r"varijanc\w*|varianc\w*|volatilnost\w*|kolebljivost\w*|kolebanj\w*|nihanj\w*|"
    r"standardn\w*\s+(?:devijacij|odstupanj|odklon)\w*|tveganj\w*"
)
#: the return of the book: "prinos" in every case, Slovenian "donos", "dobit", "alfa"
RETURN: Final = r"prinos\w*|donos\w*|dobit(?:i|ak|kom)?\b|alf(?:e|om)\b"
#: the distance from the benchmark: "odstupanje" (not the standard deviation), "pogreška
#: praćenja", Slovenian "odstopanje", "napaka sledenja", "sledilna napaka" ("aktivni rizik" by
#: the Czech stem)
TRACKING: Final = (
    r"(?<!standardno\s)(?<!standardnog\s)(?<!standardnim\s)(?<!standardna\s)"
    r"\bodstupanj\w*|\bodstopanj\w*|(?:pogreš|greš|napak)\w*\s+(?:praćenja|pracenja|sledenja)|"
    # Slovenian, the error named by its adjective in any case: "sledilna napaka", "s čim manjšo
    # sledilno napako", "sledilno odstopanje"
    r"\bsledil(?:n|en)\w*\s+(?:napak|odstopanj|odklon|razlik|tveganj)\w*"
)
#: nearness to a reference: "što bliži", "najbliže", "približiti", Slovenian "čim bližje"
CLOSE: Final = r"\b(?:bli(?:ž|z)\w*|najbli(?:ž|z)\w*|pribli(?:ž|z)\w*|replicir\w*)"
#: a reference the book is kept near: "referentni portfelj", "referentni prinos", "referentni
#: indeks", "strateška alokacija"
INDEX: Final = (
    r"referentn\w*\s+(?:portfelj|prinos|indeks|alokacij|porfelj)\w*|"
    r"strate(?:š|s)k\w*\s+alokacij\w*"
)
#: a return adjusted for its risk, or per unit of it: "prilagođen riziku", "prilagođen za
#: rizik", "po jedinici rizika", Slovenian "prilagojen tveganju", "na enoto tveganja"
RISK_ADJUSTED: Final = (
    r"prilago(?:đ|d|j)\w*\s+(?:za\s+)?(?:rizik|tveganj)\w*|"
    r"(?:po|na)\s+(?:jedinic|enot)\w*\s+(?:rizik|volatilnost|tveganj|kolebljivost)\w*"
)
#: stability, which is risk kept down: "stabilan", "što stabilnijim", "stabilnost"
STABLE: Final = r"stabiln\w*|stabilan"
#: "without", which both negates and turns the clause
WITHOUT: Final = ("bez",)
#: the words that negate a target or rank it low: "nije", "nisu", "neće", "nikakav", "ništa",
#: "nitko" (Serbian "niko"), "nijedan"; Slovenian "ni" (is not, there is no: "ni
#: prilagoditve za tveganje"), "niso", "nismo", "noben", "nič"; ranking low ("sporedan",
#: "nebitan", Slovenian "nepomemben")
NEGATION: Final = (
    r"nije|nisu|neće|nece|nikakv\w*|nikakav|ni(?:š|s)ta|nitko|niko|nijedn\w*|nijedan|"
    r"niso|ni|nismo|noben\w*|nič|sporedn\w*|sporedan|nebitn\w*|nebitan|nepomembn\w*"
)
#: "regardless of", setting aside only the noun after it: "bez obzira na", "neovisno o",
#: "nezavisno od", Slovenian "ne glede na"
REGARDLESS_BEFORE: Final = r"bez\s+obzira|neovisno|nezavisno|ne\s+glede"

__all__ = [
    "CLOSE",
    "DOWN",
    "INDEX",
    "NEGATION",
    "REGARDLESS_BEFORE",
    "RETURN",
    "RISK",
    "RISK_ADJUSTED",
    "STABLE",
    "TRACKING",
    "UP",
    "WITHOUT",
]
