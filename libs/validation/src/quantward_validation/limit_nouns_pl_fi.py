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
    r"minim(?:á|a)ln\w*|minim(?:ă|a|e|i|ul|ului)?"
)
#: the upper side: pl "maksymalny/a/e", "najwyższy", "górny", "pułap"; pt "máximo/a", "teto",
#: "limite(s)"; fi "yläraja", "enimmäis-", "raja"
CEILING_NOUNS: Final = (
    r"maksymaln\w*|najwy(?:ż|z)sz\w*|g(?:ó|o)rn\w*|pu(?:ł|l)ap\w*|m(?:á|a)xim[oa]s?|teto|"
    r"limites?|yl(?:ä|a)raj\w*|enimm(?:ä|a)is\w*|"
    # cs "maximální", "horní", "strop"; ro "maxim", "maximă", "plafon", "plafonul"
    r"maxim(?:á|a)ln\w*|horn(?:í|i)\w*|strop\w*|maxim(?:ă|a|e|i|ul|ului)?|plafon\w*"
)
#: a copula between the subject and its figure: pl "wynosi", "wynosić", "wynosił(a)", "jest",
#: "będzie"; pt "é", "será", "fica", "passa a ser"; fi "on"
COPULAS: Final = (
    r"wynosi(?:ć|c|(?:ł|l)[aoy]?)?|jest|b(?:ę|e)dzie|"
    r"(?:é|e|ser(?:á|a)|fica|passa\s+a\s+ser)|on|"
    # cs "činí", "je", "bude"; ro "este", "va fi", "se stabilește la"
    r"(?:č|c)in(?:í|i)|je|bude|(?:este|va\s+fi)(?:\s+de)?"
)
#: the preposition a figure follows: pl "na poziomie", "w wysokości", "do"; pt "em", "de",
#: "nos", "nas"
PREPOSITIONS: Final = (
    r"na\s+poziomie|w\s+wysoko(?:ś|s)ci|em|n[oa]s?|"
    # cs "ve výši", "na úrovni", "v hodnotě"; ro "la nivelul de", "în valoare de" (a bare "de"
    # only after a copula, "este de": alone it is every Romance language's "of")
    r"ve\s+v(?:ý|y)(?:š|s)i|na\s+(?:ú|u)rovni|v\s+hodnot(?:ě|e)|"
    r"(?:la\s+nivelul|(?:î|i)n\s+(?:valoare|cuantum))\s+de"
)

#: what may stand between such a noun and its figure: the subject's words, however many a
#: genitive chain takes ("limit maksymalny dla tracking error ex ante części akcyjnej"), and a
#: gloss in brackets ("(private equity, infrastruktura)"), up to a copula or a preposition of
#: level, which says the figure is the limit's value ("… na poziomie 240 pb", "… em 40 %")
LONG_TAIL: Final = (
    r"(?:(?:[\s-]+|\s*/\s*)[\w'’-]+|\s*\([^()]{1,80}\)){0,10}?"
    rf"(?:\s*(?:{COPULAS})(?![\w'’])(?:\s*(?:{PREPOSITIONS})(?![\w'’]))?"
    rf"|\s*(?:{PREPOSITIONS})(?![\w'’]))\s*$"
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
