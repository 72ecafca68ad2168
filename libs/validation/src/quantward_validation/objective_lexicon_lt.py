"""The objective's words in Lithuanian, for `objective_lexicon_eu` and so for `intent`.

A Lithuanian pension company's papers (investavimo strategija, valdybos nutarimai, investicinio
komiteto protokolai) state the objective in their own language, and `intent` pairs a target
with a direction as in the others. Lithuanian declines nouns and adjectives in seven cases on
one stem ("grąža", "grąžos", "grąžą"; "dispersija", "dispersijos", "dispersiją"; "rizika",
"rizikos", "riziką"), builds its comparative on "-esn-" and its superlative on "-iaus-" in every
case ("didesnė", "mažesne", "didžiausios", "mažiausią"), says "as … as possible" with "kuo" and
the comparative ("kuo mažesni svyravimai", "kuo arčiau indekso"), and conjugates the Latin verbs
on "-uoti" / "-uoja" / "-uojama" / "-avimas" ("maksimizuoti", "minimizuojama", "optimizavimas").

A verb of growing or shrinking in its intransitive form reports what happened ("grąža
padidėjo", "rizika sumažėjo": the "-ėj-" stem), so only the transitive "did-in-" / "maž-in-"
(to raise, to lower: "mažinti svyravimus", "sumažinkite riziką") is read as an aim. Nor is
bounding an aim: "riziką riboja apribojimai" (the limits bound the risk) states a constraint.

The negations: the particle "ne" and the preposition "be" (without) are `intent`'s, read only in
a Lithuanian sentence (`sentence_language.LITHUANIAN`, since "be" is an English word and "ne"
a French one); the verbs negated by their prefix that deny a target ("nenaudojamos", "nesiekiama",
"nėra") and the words that rank it low ("nesvarbu", "antraeilis") are below. Pure.
"""

from __future__ import annotations

from typing import Final

#: the endings of an adjective's comparative and superlative in every case, gender and number
#: ("didesnis", "didesnė", "didesnę", "didesne", "didesnio", "didesnių"; "didžiausias",
#: "didžiausia", "didžiausią", "didžiausios")
_GRADED_END: Final = r"\w{0,5}"
#: more of the target: "maksimizuoti" and its forms ("maksimizuojama", "maksimizavimas"),
#: "maksimalus", the comparatives and superlatives of size, height and good ("didesnė",
#: "didžiausia", "aukštesnė", "aukščiausia", "geresnė", "geriausią"), and the transitive
#: "didinti" / "padidinti" in the forms of an aim, never the intransitive past "padidėjo"
UP: Final = (
    r"maksimiz\w*|maksimal\w*|"
    rf"didesn{_GRADED_END}|didžiaus{_GRADED_END}|aukštesn{_GRADED_END}|"
    rf"aukščiaus{_GRADED_END}|geresn{_GRADED_END}|geriaus{_GRADED_END}|"
    r"(?:pa)?didin(?:ti|ame|ama|amas|ami|amos|kite|kime|a|s|sime|imas|imo|imą)\b"
)
#: less of the target: "minimizuoti" and its forms, "minimalus" ("minimalios dispersijos"), the
#: comparatives and superlatives of size and height ("mažesnis", "mažiausia", "žemesnė",
#: "žemiausia"), and the transitive "mažinti" / "sumažinti" as an aim, never the intransitive
#: "sumažėjo"
DOWN: Final = (
    r"minimiz\w*|minimal(?:us|i|ios|ią|iu|aus|ų|ioji|iosios|iąją|ūs)\b|"
    rf"mažesn{_GRADED_END}|mažiaus{_GRADED_END}|žemesn{_GRADED_END}|žemiaus{_GRADED_END}|"
    r"(?:su)?mažin(?:ti|ame|ama|amas|ami|amos|kite|kime|a|s|sime|imas|imo|imą)\b"
)
#: the risk of the book: variance ("dispersija"), variability ("kintamumas"), fluctuations
#: ("svyravimai"), volatility, the standard deviation, and risk itself in every case
RISK: Final = (
    r"dispersij\w*|kintamum\w*|svyravim\w*|volatilum\w*|"
    r"standartin\w*\s+nuokryp\w*|rizik(?:a|os|ai|ą|a|oje|ų|as|omis)\b"
)
#: the return of the book: "grąža" in every case ("grąžos", "grąžą", "grąžų"), "pelningumas",
#: "pelnas"
RETURN: Final = r"grąž\w*|pelning\w*|peln(?:as|o|ą|u)\b"
#: the distance from the benchmark: "sekimo paklaida", "santykinė rizika" (relative risk), a
#: deviation ("nuokrypis", never the standard one), "atotrūkis"
TRACKING: Final = (
    r"sekimo\s+paklaid\w*|santykin\w*\s+rizik\w*|"
    r"(?<!standartinis\s)(?<!standartinio\s)(?<!standartinį\s)\bnuokryp\w*|atotrūk\w*"
)
#: nearness to a reference: "kuo arčiau", "arčiausiai", "artimas"; following it as an aim
#: ("seka lyginamąjį indeksą", "sekti indeksą")
CLOSE: Final = r"\b(?:arčiau\w*|artim\w*|sek(?:ti|a|ame|ama|antis|anti)\b)"
#: a reference the book is kept near: "lyginamasis indeksas" in every case ("lyginamojo
#: indekso", "lyginamąjį indeksą"), "indeksas" by its own endings, "lyginamasis portfelis"
INDEX: Final = r"lyginam\w*\s+(?:indeks|portfel)\w*|indeks(?:as|o|ą|ui|u|e|ai|ų|us)\b"
#: a return adjusted for its risk, or per unit of it: "rizika pakoreguota grąža", "grąža
#: rizikos vienetui", "kintamumo vienetui", "pakoreguota pagal riziką"
RISK_ADJUSTED: Final = (
    r"rizik\w*\s+(?:pa)?koreguot\w*|(?:pa)?koreguot\w*\s+(?:pagal\s+)?rizik\w*|"
    r"(?:rizikos|kintamumo|svyravimų|volatilumo)\s+vienet\w*"
)
#: stability, which is risk kept down: "stabilus", "stabilumas", "kuo stabilesnė"
STABLE: Final = r"stabil(?:us|i|ų|ią|umas|umo|umą|umui|esn\w*|iaus\w*)"
#: the words that negate a target or rank it low: "nėra" (there is no), "nebus", the verbs of
#: using, seeking and aiming negated by their prefix ("nenaudojamos", "nesiekiama",
#: "neoptimizuojama"), "jokios" (no), "nesvarbu", "antraeilis"
NEGATION: Final = (
    r"nėra|nebus|nebėra|nenaudoj\w*|nesiek\w*|neoptimiz\w*|nemaksimiz\w*|neminimiz\w*|"
    r"netaikom\w*|jok(?:s|ia|io|ios|ių|į|ią)\b|nesvarb\w*|antraeil\w*"
)
#: "regardless of", setting aside only the noun after it: "nepaisant", "neatsižvelgiant į",
#: "nepriklausomai nuo"
REGARDLESS_BEFORE: Final = r"nepaisant|neatsižvelgiant(?:\s+į)?|nepriklausomai(?:\s+nuo)?"

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
]
