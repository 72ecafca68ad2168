"""A limit's noun, its side and the copula that joins it to its figure, in Polish, Finnish and
European Portuguese, for the mandate reader's noun of limiting (`mandate._CEILING_NOUN`,
`_FLOOR_NOUN`).

English puts the side before the noun and a copula after the subject: "the maximum limit for
tracking error is 1.6 %", "the board sets the cap on unlisted assets at 4 %". Polish puts the
adjective after its noun in legal drafting ("limit maksymalny", "limit minimalny", "pułap
górny") and joins the figure with a verb or a phrase of level ("wynosi", "na poziomie", "w
wysokości"); Portuguese says "limite máximo" / "mínimo" and "é", "fica", "em", "de"; Finnish
says "yläraja" / "alaraja", "enimmäis-" / "vähimmäis-" and "on". A side word that follows its
noun names the side as one before it does, in every gender and case the adjective takes.

Slovak says "horný limit" / "dolný limit" and joins the figure with "vo výške" or "na úrovni"
as Czech does; Dutch compounds the side with its noun ("maximumlimiet", "minimumlimiet",
"bovengrens", "ondergrens") and sets the figure with a verb of fixing a level and "op" or "tot"
("de maximumlimiet voor de aandelencomponent vast te leggen op 35 %", "verlaagd tot 30 %"):
the bare "op" is every Dutch "on" and says no level alone.

Croatian, Serbian and Bosnian put the side before the noun as Slovak does ("gornji limit",
"donja granica"; Slovenian "zgornja meja", "spodnja meja") and join the figure with "iznosi"
or a verb of fixing and its "na" ("Uprava je gornji limit … utvrdila na 8,0 %").

German, French, Italian and Spanish name the bound by a noun of its own ("Obergrenze",
"Untergrenze", "plafond", "plancher", "tetto", "tope") and give it its figure through a verb of
standing or fixing with the preposition of level its language takes ("die Obergrenze für
Fremdwährungen mit 30 Prozent festzulegen", "die Obergrenze bleibt bei 18 Prozent", "le plafond
des actions est fixé à 35 %", "il tetto per l'azionario resta al 35 %", "el tope de renta
variable queda en el 35 %"). The figure is the bound's value on the bound's side, not a level the
book is set at: the point words of `operators.POINT` ("beträgt", "liegt bei") read after a
subject alone.
"""

from __future__ import annotations

import re
from typing import Final, Literal

#: the lower side, as a noun or the adjective of one: pl "minimalny/a/e" and its cases,
#: "najniższy", "dolny"; pt "mínimo/a", "piso"; fi "alaraja", "vähimmäis-"
FLOOR_NOUNS: Final = (
    r"minimaln\w*|najni(?:ż|z)sz\w*|doln\w*|m(?:í|i)nim[oa]s?|piso|"
    r"alaraj\w*|v(?:ä|a)himm(?:ä|a)is\w*|"
    # cs "minimální", "dolní" (above); ro "minim", "minimă", "minimul", "pragul minim"
    r"minim(?:á|a)ln\w*|minim(?:ă|a|e|i|ul|ului)?|"
    # sk "dolný" (above), "minimálny"; nl "minimumlimiet", "minimumgrens", "ondergrens"
    r"minimum(?:limiet|grens)\w*|ondergrens\w*|"
    # hr, sr, bs "donji limit", "donja granica" in every case, "minimalni"; sl "spodnja meja"
    r"donj\w*|spodnj\w*|"
    # de "Untergrenze" and its compounds ("Liquiditätsuntergrenze"), "Mindestgrenze",
    # "Mindestquote"; fr "plancher"
    r"\w*untergrenze\w*|mindest(?:grenze|quote)\w*|plancher"
)
#: the upper side: pl "maksymalny/a/e", "najwyższy", "górny", "pułap"; pt "máximo/a", "teto",
#: "limite(s)"; fi "yläraja", "enimmäis-", "raja"
CEILING_NOUNS: Final = (
    r"maksymaln\w*|najwy(?:ż|z)sz\w*|g(?:ó|o)rn\w*|pu(?:ł|l)ap\w*|m(?:á|a)xim[oa]s?|teto|"
    r"limites?|yl(?:ä|a)raj\w*|enimm(?:ä|a)is\w*|"
    # cs "maximální", "horní", "strop"; sk "horný", "maximálny"; ro "maxim", "maximă",
    # "plafon", "plafonul"
    r"maxim(?:á|a)ln\w*|horn(?:í|i|ý|y)\w*|strop\w*|maxim(?:ă|a|e|i|ul|ului)?|plafon\w*|"
    # nl "maximumlimiet", "maximumgrens", "bovengrens", "limiet"
    r"maximum(?:limiet|grens)\w*|bovengrens\w*|limiet(?:en)?|"
    # hr, sr, bs "gornji limit", "gornja granica" in every case, "maksimalni"; sl "zgornja meja"
    r"gornj\w*|zgornj\w*|maksimaln\w*|"
    # de "Obergrenze" and its compounds ("Aktienobergrenze"), "Höchstgrenze", "Höchstquote";
    # fr "plafond"; it "tetto"; es "tope" (never the Italian "massimo", which names a measure
    # after its noun: "il drawdown massimo", "la perdita massima"; "limite massimo" is read by
    # its "limite")
    r"\w*obergrenze\w*|h(?:ö|oe)chst(?:grenze|quote)\w*|plafond|tetto|tope"
)
#: a copula between the subject and its figure: pl "wynosi", "wynosić", "wynosił(a)", "jest",
#: "będzie"; pt "é", "será", "fica", "passa a ser" (with their "de": "é de oito por cento"); fi
#: "on"
COPULAS: Final = (
    r"wynosi(?:ć|c|(?:ł|l)[aoy]?)?|jest|b(?:ę|e)dzie|"
    r"(?:é|e|ser(?:á|a)|fica|passa\s+a\s+ser)(?:\s+de)?|on|"
    # cs "činí", "je", "bude"; sk "predstavuje" ("je", "bude" above); ro "este", "va fi", "se
    # stabilește la"; nl "bedraagt"
    r"(?:č|c)in(?:í|i)|je|bude|predstavuj\w*|(?:este|va\s+fi)(?:\s+de)?|bedraagt|"
    # hr, sr, bs "iznosi", "iznositi", "iznosio/la", "će iznositi", "bit će"; sl "znaša"
    r"iznos(?:i|iti|io|ila|ilo|e)|(?:(?:ć|c)e\s+)?biti|bit\s+(?:ć|c)e|zna(?:š|s)a|"
    # de "beträgt", "liegt bei", "bleibt (unverändert) bei", "ist", "wird", "wurde" (their
    # "auf" and "mit" below)
    r"betr(?:ä|ae)gt|(?:liegt|bleibt)(?:\s+(?:weiterhin|unver(?:ä|ae)ndert|vorerst))?\s+bei|"
    r"ist|wird|wurde|"
    # fr "est de", "est fixé à", "reste à", "demeure à", "est porté à", "est ramené à",
    # "s'établit à" (the preposition is the verb's: a bare "de" is every "of")
    r"(?:est|sera|reste|demeure)(?:\s+(?:fix|port|ramen|maintenu|arr(?:ê|e)t)(?:é|e)e?s?)?"
    r"\s+(?:à|de)|s['’]\s*(?:é|e)tablit\s+à|"
    # it "è pari al", "è fissato al", "resta al", "rimane al", "è del"
    r"(?:(?:è|sar(?:à|a)|resta|rimane)\s+)?(?:pari|fissat[oa]|portat[oa]|ridott[oa])\s+al?|"
    r"(?:è|sar(?:à|a)|resta|rimane)\s+(?:al|del)|"
    # es "es del", "queda en", "se mantiene en", "se fija en", "fijado en"
    r"(?:es|ser(?:á|a)|queda|se\s+(?:mantiene|fija|establece))\s+(?:en\s+el|en|del?)|"
    r"fijad[oa]\s+en(?:\s+el)?"
)
#: the preposition a figure follows: pl "na poziomie", "w wysokości", "do"; pt "em", "de",
#: "nos", "nas"
PREPOSITIONS: Final = (
    r"na\s+poziomie|w\s+wysoko(?:ś|s)ci|em|n[oa]s?|"
    # cs "ve výši", "na úrovni", "v hodnotě"; ro "la nivelul de", "în valoare de" (a bare "de"
    # only after a copula, "este de": alone it is every Romance language's "of")
    r"ve\s+v(?:ý|y)(?:š|s)i|na\s+(?:ú|u)rovni|v\s+hodnot(?:ě|e)|"
    r"(?:la\s+nivelul|(?:î|i)n\s+(?:valoare|cuantum))\s+de|"
    # sk "vo výške", "v hodnote" ("na úrovni" above)
    r"vo\s+v(?:ý|y)(?:š|s)ke|v\s+hodnote|"
    # nl a verb of fixing or bringing a level, then "op" or "tot": "vast te leggen op",
    # "vastgelegd op", "vastgesteld op", "bepaald op", "gebracht op", "verlaagd tot", "verhoogd
    # tot"
    r"(?:vast\s+te\s+(?:leggen|stellen)|vast(?:ge)?(?:legd|steld|legt|stelt)|bepaald|"
    r"(?:terug)?gebracht|verlaagd|verhoogd|opgetrokken)\s+(?:op|tot)|"
    # hr, sr, bs "na razini", "u visini (od)", "u iznosu od", and a verb of fixing a level
    # with its "na" ("utvrđen na", "utvrdila na", "određen na", "postavljen na"); sl "na ravni",
    # "v višini"
    r"na\s+razini|u\s+(?:visini|iznosu)(?:\s+od)?|na\s+ravni|v\s+vi(?:š|s)ini|"
    r"(?:utvr(?:đ|d)\w*|odre(?:đ|d)\w*|postavlj\w*|ustanovlj\w*|dolo(?:č|c)\w*)\s+na|"
    # de the figure of a bound being fixed: "auf 30 % festgelegt", "mit 150 BP festzulegen"
    # (the verb after the figure; "auf" and "mit" right before it, after the bound's noun and
    # its subject)
    r"auf|mit"
)

#: what may stand between such a noun and its figure: the subject's words, however many a
#: genitive chain takes ("limit maksymalny dla tracking error ex ante części akcyjnej"), and a
#: gloss in brackets ("(private equity, infrastruktura)"), up to a copula or a preposition of
#: level, which says the figure is the limit's value ("… na poziomie 240 pb", "… em 40 %")
LONG_TAIL: Final = (
    # (a label quoted as Czech, Slovak and German quote it: „koncentrácia na jedného emitenta“)
    r"(?:(?:[\s-]+|\s*/\s*)[„‚\"]?[\w'’-]+[“‘\"]?|\s*\([^()]{1,80}\)){0,10}?"
    # (each a whole word: the "on" of Finnish is no tail of the German "von")
    rf"(?:\s*(?<![\w'’])(?:{COPULAS})(?![\w'’])(?:\s*(?<![\w'’])(?:{PREPOSITIONS})(?![\w'’]))?"
    rf"|\s*(?<![\w'’])(?:{PREPOSITIONS})(?![\w'’]))\s*$"
)

_LONG: Final = re.compile(
    rf"(?<![\w'’])(?:(?P<floor>{FLOOR_NOUNS})|{CEILING_NOUNS})(?![\w'’]){LONG_TAIL}"
)


def long_noun_side(before: str) -> Literal["ceiling", "floor"] | None:
    """The side a limit's noun names when a long subject stands between it and the copula or
    preposition right before a figure (`before` is the lower-cased text up to the figure), else
    None."""
    found = _LONG.search(before)
    if found is None:
        return None
    return "floor" if found.group("floor") is not None else "ceiling"


__all__ = ["CEILING_NOUNS", "COPULAS", "FLOOR_NOUNS", "LONG_TAIL", "PREPOSITIONS", "long_noun_side"]
