"""A trend claim in Spanish (of Spain or of Latin America), read as the English `trends` reads.

A Spanish-speaking desk, pension fund or credit committee says which way a figure went in its
own language ("las ventas netas crecieron 8% en los últimos tres ejercicios", "el margen EBITDA
no se redujo en ningún trimestre", "la utilidad neta quedó por debajo del mismo trimestre de
2022 en cada trimestre de 2023", "registró una caída de 3% frente al 4T23"). As
`trend_lexicon_pt` does for Portuguese, verbs are given by stem and conjugation, so every
person, tense and agreement a report uses is read (preterite, present, participle with "ha" or
"fue", gerund, the reflexive "se amplió"), with the irregular ones ("cayó", "redujo",
"disminuyó") beside them.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.trend_lexicon_parts import (
    Table,
    lexicon_of,
    quarter_finish,
    tenses,
)

#: (stem, conjugation) of the verbs that say a figure rose or fell; irregular forms below
_UP_VERBS: Final = (
    ("aument", "ar"), ("mejor", "ar"), ("ampli", "ar"), ("elev", "ar"), ("avanz", "ar"),
    ("increment", "ar"), ("repunt", "ar"), ("recuper", "ar"), ("sub", "ir"),
    ("expand", "ir"), ("fortalec", "er"), ("cre", "cer"), ("aceler", "ar"),
    ("dispar", "ar"), ("escal", "ar"),
)  # fmt: skip
_DOWN_VERBS: Final = (
    ("baj", "ar"), ("empeor", "ar"), ("deterior", "ar"), ("estrech", "ar"), ("debilit", "ar"),
    ("desplom", "ar"), ("recort", "ar"), ("declin", "ar"), ("retroced", "er"),
    ("descend", "er"), ("comprim", "ir"), ("contra", "er_irr"), ("reduc", "ir_irr"),
)  # fmt: skip
#: tense by tense: (preterite, present, participle, gerund) endings of each conjugation
_ENDINGS: Final = {
    "ar": (r"ó|aron", r"a|an", r"ad[oa]s?", r"ando"),
    "er": (r"ió|ieron", r"e|en", r"id[oa]s?", r"iendo"),
    "ir": (r"ió|ieron", r"e|en", r"id[oa]s?", r"iendo"),
    # "creció", "crece", "crecido", "creciendo"
    "cer": (r"ció|cieron", r"ce|cen", r"cid[oa]s?", r"ciendo"),
    # "contrajo", "contrae", "contraído"; "redujo", "reduce", "reducido"
    "er_irr": (r"jo|jeron", r"e|en", r"íd[oa]s?", r"yendo"),
    "ir_irr": (r"jo|jeron", r"e|en", r"id[oa]s?", r"iendo"),
}
#: verbs whose forms the endings do not give: (preterite, present, participle, gerund)
_DOWN_IRREGULAR: Final = (
    ("cayó|cayeron", "cae|caen", "caíd[oa]s?", "cayendo"),
    ("disminuyó|disminuyeron", "disminuye|disminuyen", "disminuid[oa]s?", "disminuyendo"),
    ("contrajo|contrajeron", "contrae|contraen", "contraíd[oa]s?", "contrayendo"),
    ("redujo|redujeron", "reduce|reducen", "reducid[oa]s?", "reduciendo"),
)


def _forms(
    regular: tuple[tuple[str, str], ...], irregular: tuple[tuple[str, ...], ...]
) -> tuple[str, str, str, str]:
    """Each tense's forms of the verbs, as one alternation per tense, the reflexive "se"
    allowed before a finite verb ("se amplió", "se redujo")."""
    joined = tenses(_ENDINGS, regular, irregular)
    return (rf"(?:se\s+)?{joined[0]}", rf"(?:se\s+)?{joined[1]}", joined[2], joined[3])


_UP: Final = _forms(_UP_VERBS, ())
_DOWN: Final = _forms(tuple(v for v in _DOWN_VERBS if not v[1].endswith("_irr")), _DOWN_IRREGULAR)
#: an auxiliary that makes a participle a perfect or a passive ("ha crecido", "fue reducido")
_AUX: Final = r"(?:se\s+)?(?:ha|han|había|habían|habría|fue|fueron)\s+(?:sido\s+)?"
#: a progressive ("viene creciendo", "está cayendo", "siguió bajando")
_PROGRESSIVE: Final = r"(?:viene|vienen|venía|está|están|estaba|siguió|sigue|continúa|continuó)\s+"
_UP_NOUNS: Final = (
    r"alza|crecimiento|aumento|expansión|avance|mejora|mejoría|incremento|subida|repunte|"
    r"recuperación|ampliación"
)
_DOWN_NOUNS: Final = (
    r"caída|baja|reducción|disminución|retroceso|contracción|deterioro|descenso|declive|"
    r"merma|retracción|compresión|empeoramiento"
)
_REPORTS: Final = (
    r"(?:registró|registraron|registra|registran|tuvo|tuvieron|tiene|presentó|presentaron|"
    r"presenta|mostró|mostraron|muestra|acumuló|acumularon|acumula|sufrió|sufrieron|"
    r"reportó|reportaron|(?:ha|han)\s+(?:registrado|presentado|mostrado|acumulado))\s+"
    r"(?:una?\s+)?"
)
#: a position against an earlier level: "quedó por debajo del", "estuvo por arriba de su"
_BE: Final = (
    r"(?:estuvo|estuvieron|está|están|quedó|quedaron|queda|quedan|se\s+ubicó|se\s+ubicaron|"
    r"se\s+ubica|se\s+situó|se\s+situaron|se\s+mantuvo|se\s+mantuvieron|permaneció|"
    r"permanecieron|fue|fueron|es|son|ha\s+estado|han\s+estado)\s+(?:siempre\s+)?"
)
_BELOW: Final = r"(?:por\s+debajo|debajo|inferior(?:es)?|menor(?:es)?|más\s+baj[oa]s?)"
_ABOVE: Final = (
    r"(?:por\s+(?:arriba|encima)|arriba|encima|superior(?:es)?|mayor(?:es)?|más\s+alt[oa]s?)"
)
_OF_THE: Final = r"(?:\s+(?:del?|al?|que))?(?:\s+(?:el|la|los|las|su|sus))?"
#: what may stand between a verb of position and its comparison: a horizon Spanish puts first
#: ("se situó al cierre de cada trimestre de 2025 por encima de …", "fue en cada trimestre
#: de 2025 peor que …"), never across a clause's comma or a conjunction
_MIDDLE: Final = r"(?:(?!(?:y|pero|aunque|mientras|que)\b)[^\s.,;:|\[]+\s+){0,10}?"
#: a judgement of the figure against an earlier one: "peor que", "mejores que en"
_WORSE: Final = r"peor(?:es)?"
_ARTICLE: Final = r"(?:\s+(?:el|la|los|las|su|sus))?"
#: a horizon said between a comparative and its "que": a preposition of time and a few words
#: that name a period ("en cada trimestre de 2024", "durante el primer semestre"), never a
#: clause's punctuation, a citation or another "que" (a relative "en el fondo que más creció"
#: names no time)
_WORD: Final = r"(?!que\b)[^\s.,;:|\[]+"
_TIME: Final = (
    r"(?:(?:19|20)\d\d|[1-4]T|T[1-4]|trimestr|semestr|año|mes|ejercicio|periodo|período|"
    r"cierre|corte)[^\s.,;:|\[]*"
)
_SPLIT: Final = (
    r"(?:en|durante|a\s+lo\s+largo\s+de|al\s+cierre\s+de|a\s+corte\s+de)\s+"
    rf"(?:{_WORD}\s+){{0,6}}?{_TIME}(?:\s+{_WORD}){{0,4}}?"
)
_BETTER: Final = r"mejor(?:es)?"

FIGURES: Final[Table] = (
    (r"margen\s+(?:EBITDA|de\s+EBITDA|de\s+flujo(?:\s+operativo)?)", "EBITDA margin"),
    (r"margen\s+(?:EBIT|operativo|de\s+operación)", "EBIT margin"),
    (r"margen\s+bruto", "gross margin"),
    (r"margen\s+neto", "net margin"),
    # Spain abbreviates the net financial debt DFN ("DFN/EBITDA")
    (r"(?:deuda\s+(?:financiera\s+)?neta|DFN)\s*/\s*EBITDA|"
     r"deuda\s+(?:financiera\s+)?neta\s+(?:entre|sobre|a)\s+EBITDA|"
     r"apalancamiento(?:\s+neto)?", "net debt/EBITDA"),
    (r"deuda\s+(?:financiera\s+)?neta|DFN", "net debt"),
    # the adjectives after their noun, as Spanish places them ("deuda financiera bruta")
    (r"deuda\s+financiera\s+(?:bruta|total)", "gross financial debt"),
    (r"deuda\s+(?:bruta|total)", "gross debt"),
    (r"ventas\s+netas|ingresos\s+(?:netos|totales)|facturación", "revenue"),
    (r"utilidad\s+neta(?:\s+(?:mayoritaria|controladora|consolidada))?|resultado\s+neto|"
     r"beneficio\s+neto|utilidad\s+del\s+ejercicio", "net income"),
    (r"utilidad\s+por\s+acción|beneficio\s+por\s+acción", "EPS"),
    (r"capital\s+contable|patrimonio\s+neto", "equity"),
    (r"flujo\s+de\s+(?:caja|efectivo)\s+libre", "free cash flow"),
)  # fmt: skip
_NEG: Final = r"(?:no|nunca|jamás)"
DIRECTIONS: Final[Table] = (
    # a negation with its verb: "no creció", "no se redujo", "nunca cayó", "no ha subido"
    (rf"(?:nunca|jamás)\s+(?:{_AUX})?(?:{_UP[0]}|{_UP[1]}|{_UP[2]})", "never rose"),
    (rf"(?:nunca|jamás)\s+(?:{_AUX})?(?:{_DOWN[0]}|{_DOWN[1]}|{_DOWN[2]})", "never fell"),
    (rf"no\s+(?:{_AUX})?(?:{_UP[0]}|{_UP[1]}|{_UP[2]})", "did not rise"),
    (rf"no\s+(?:{_AUX})?(?:{_DOWN[0]}|{_DOWN[1]}|{_DOWN[2]})", "did not fall"),
    (rf"{_NEG}\s+{_REPORTS}(?:{_UP_NOUNS})", "did not rise"),
    (rf"{_NEG}\s+{_REPORTS}(?:{_DOWN_NOUNS})", "did not fall"),
    (rf"{_NEG}\s+(?:superó|superaron|rebasó|rebasaron)", "was not above"),
    # the horizon between the comparative and its "que" ("fue mayor en cada trimestre de
    # 2024 que en el mismo trimestre de 2023", "fueron peores durante 2024 que un año antes"):
    # put before the comparison, where the horizon reader takes it
    (rf"{_BE}(?P<mid>{_MIDDLE}){_BELOW}\s+(?P<h>{_SPLIT})\s+que(?:\s+en)?{_ARTICLE}",
     r"was \g<mid>\g<h> below the"),
    (rf"{_BE}(?P<mid>{_MIDDLE}){_ABOVE}\s+(?P<h>{_SPLIT})\s+que(?:\s+en)?{_ARTICLE}",
     r"was \g<mid>\g<h> above the"),
    (rf"{_BE}(?P<mid>{_MIDDLE}){_WORSE}\s+(?P<h>{_SPLIT})\s+que(?:\s+en)?",
     r"was \g<mid>\g<h> worse than"),
    (rf"{_BE}(?P<mid>{_MIDDLE}){_BETTER}\s+(?P<h>{_SPLIT})\s+que(?:\s+en)?",
     r"was \g<mid>\g<h> better than"),
    # a position against a level: "quedó por debajo del", "superó al", "se ubicó por encima"
    (rf"{_BE}(?P<mid>{_MIDDLE}){_BELOW}{_OF_THE}", r"was \g<mid>below the"),
    (rf"{_BE}(?P<mid>{_MIDDLE}){_ABOVE}{_OF_THE}", r"was \g<mid>above the"),
    (rf"{_BE}(?P<mid>{_MIDDLE}){_WORSE}\s+que(?:\s+en)?", r"was \g<mid>worse than"),
    (rf"{_BE}(?P<mid>{_MIDDLE}){_BETTER}\s+que(?:\s+en)?", r"was \g<mid>better than"),
    (r"(?:superó|superaron|supera|superan|rebasó|rebasaron)(?:\s+(?:a|al|a\s+la|a\s+su))?",
     "was above the"),
    (r"(?:quedó|quedaron)\s+(?:por\s+)?(?:debajo|abajo)(?:\s+(?:de|del|de\s+la))?",
     "was below the"),
    # a noun of change a verb reports: "registró un alza de 4%", "presentó una caída"
    (rf"{_REPORTS}(?:{_UP_NOUNS})(?:\s+de)?", "rose by"),
    (rf"{_REPORTS}(?:{_DOWN_NOUNS})(?:\s+de)?", "fell by"),
    (r"a\s+la\s+(?:alza)|en\s+(?:ascenso|aumento|crecimiento|expansión)", "rising"),
    (r"a\s+la\s+baja|en\s+(?:descenso|caída|retroceso|contracción)", "falling"),
    (rf"{_AUX}{_UP[2]}", "has risen"),
    (rf"{_AUX}{_DOWN[2]}", "has fallen"),
    (rf"{_PROGRESSIVE}{_UP[3]}", "has been rising"),
    (rf"{_PROGRESSIVE}{_DOWN[3]}", "has been falling"),
    (_UP[0], "rose"),
    (_DOWN[0], "fell"),
    (_UP[1], "rises"),
    (_DOWN[1], "falls"),
)  # fmt: skip
#: the article Spain writes before a share, after a hedge or a bound ("más de un 10 %")
_ART: Final = r"(?:\s+un[oa]?)?"
#: a share or a size in points or times, as the article before it announces it
#: ("puntos porcentuales" is already read as English points when the rest is read)
_SHARE: Final = (
    r"[-−+]?\d[\d.,]*(?:\s?%|\s+por\s+ciento|\s+puntos?|\s+percentage\s+points?|\s+pb|"
    r"\s+veces)"
)
_COUNT: Final = r"(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|\d{1,2})"
PERIODS: Final[Table] = (
    # two fiscal years named together ("en los ejercicios 2022 y 2023", "durante los
    # ejercicios fiscales 2021 a 2023"): the span of both
    (r"(?:en\s+|durante\s+|a\s+lo\s+largo\s+de\s+)?los\s+ejercicios(?:\s+fiscales)?\s+"
     r"((?:19|20)\d{2})\s*(?:y|a|al|[-–])\s*((?:19|20)\d{2})", r"over FY\1-FY\2"),
    (r"puntos?\s+porcentuales|p\.\s?p\.?|pp", "percentage points"),
    (r"(?<=\d)\s+por\s+ciento", " %"),
)  # fmt: skip
HORIZONS: Final[Table] = (
    (r"en\s+ningún\s+(?:cierre\s+)?trimestr(?:e|al)", "in no quarter"),
    (r"en\s+(?:todos\s+los|cada\s+uno\s+de\s+los)\s+(?:cierres\s+)?trimestr(?:es|ales)|"
     r"en\s+cada\s+(?:cierre\s+)?trimestr(?:e|al)|trimestre\s+(?:tras|a)\s+trimestre|"
     # a quarter's figure is its close's ("al cierre de cada trimestre", "a final de cada
     # trimestre")
     r"(?:al|a)\s+(?:cierre|final|fin)\s+de\s+(?:cada|todos\s+los)\s+trimestres?",
     "in every quarter"),
    # the quarter said once and left out after it ("en ningún trimestre respecto del
    # anterior", "en cada trimestre frente al previo"): the prior quarter
    (r"(?:(?<=trimestre\s)|(?<=quarter\s))(?:frente|respecto|con\s+respecto|en\s+comparación\s+con)\s+"
     r"(?:al|del|a\s+el|con\s+el)\s+(?:anterior|previo|precedente)",
     "versus the prior quarter"),
    (r"de\s+un\s+trimestre\s+(?:a|al)\s+(?:otro|siguiente)|"
     r"(?:frente|respecto|contra|en\s+comparación\s+con|comparad[oa]\s+con)\s+(?:a\s+|al\s+|el\s+)?"
     r"trimestre\s+(?:anterior|previo|inmediato\s+anterior)", "from one quarter to the next"),
    (r"(?:frente|respecto|contra|en\s+comparación\s+con|comparad[oa]\s+con)\s+(?:a\s+|al\s+|el\s+)?"
     r"mismo\s+(?:trimestre|periodo|período)\s+del\s+año\s+anterior|a\s+tasa\s+anual|"
     r"año\s+contra\s+año|anual(?:izad[oa])?\s+comparad[oa]", "year on year"),
    (r"mismo\s+(?:trimestre|periodo|período)\s+del\s+año\s+anterior",
     "same quarter a year earlier"),
    (r"(?:el\s+|su\s+)?nivel\s+del\s+mismo\s+trimestre\s+de", "same quarter of"),
    (r"mismo\s+trimestre(?:\s+de(?:l)?)?", "same quarter of"),
    (r"(?:su\s+|el\s+)?nivel\s+(?:de\s+)?(?:un\s+año\s+(?:antes|atrás)|del\s+año\s+anterior)",
     "level of a year earlier"),
    # the base said by its distance alone ("peor que un año antes", "que el año anterior")
    (r"(?:un\s+año\s+(?:antes|atrás)|el\s+año\s+anterior)(?!\s+(?:de|del)\b)",
     "a year earlier"),
    (r"frente\s+(?:a|al|a\s+la)|respecto\s+(?:a|al|a\s+la|de)|contra(?:\s+(?:el|la))?|"
     r"en\s+comparación\s+con(?:\s+(?:el|la))?|comparad[oa]\s+con(?:\s+(?:el|la))?|vs\.?",
     "versus"),
    (r"en\s+lo\s+que\s+va\s+del\s+año|desde\s+(?:el\s+)?inicio\s+del\s+año|acumulado\s+del\s+año",
     "year to date"),
    (r"(?:en\s+)?(?:los\s+)?últimos\s+(?:12|doce)\s+meses", "over the last twelve months"),
    (r"en\s+la\s+última\s+década|en\s+los\s+últimos\s+diez\s+años", "over the last decade"),
    (rf"(?:en|durante)\s+l[oa]s\s+últim[oa]s(?=\s+{_COUNT}\b)", "over the last"),
    (r"(?:en|durante)\s+(?:el|la)\s+últim[oa](?=\s+(?:trimestre|ejercicio|año|mes))",
     "over the last"),
    (r"(?:TCAC|CAGR|tasa\s+(?:de\s+crecimiento\s+)?(?:anual\s+)?(?:compuesta|promedio)"
     r"(?:\s+anual)?|tasa\s+anual)", "compound annual rate"),
    (r"de\s+dos\s+dígitos", "double-digit"),
    (r"que\s+en(?=\s+(?:19|20)\d\d\b)", "than in"),
    (r"en(?=\s+(?:19|20)\d\d\b)", "in"),
    (r"en(?=\s+(?:poco\s+más\s+de|poco\s+menos\s+de|casi|cerca\s+de|alrededor\s+de|"
     r"aproximadamente|más\s+de|menos\s+de|\$|US\$|[-−+]?\d))", "by"),
    # Spain puts an article before a share ("creció un 12 %", "cerca del 30 %", "más de un 10
    # %", "en torno al 34 %"): a hedge or a bound takes its article with it, and a bare one
    # before a figure is dropped, so the figure follows its verb as in "rose 12 %"
    (rf"(?:aproximadamente|alrededor\s+de|cerca\s+de|del\s+orden\s+de|en\s+torno\s+a){_ART}|"
     r"(?:alrededor|cerca|del\s+orden)\s+del?|en\s+torno\s+al", "about"),
    (rf"(?:poco\s+más\s+de|ligeramente\s+por\s+encima\s+de){_ART}|poco\s+más\s+del",
     "just over"),
    (rf"poco\s+menos\s+de{_ART}|poco\s+menos\s+del", "just under"),
    (rf"más\s+de{_ART}|más\s+del", "more than"),
    (rf"menos\s+de{_ART}|menos\s+del", "less than"),
    (rf"casi{_ART}|casi\s+el", "almost"),
    (rf"un[oa]?\s+({_SHARE})", r"\1"),
    (r"más\s+(?:rápido|rápidamente|deprisa)", "faster"),
    (r"más\s+(?:lento|lentamente|despacio)", "slower"),
    (r"que\s+en|que", "than"),
    # a year's close as its end point ("desde el cierre de 2023", "a finales de 2022")
    (r"(?:(?:el\s+)?(?:cierre|final|fin)|finales)\s+del?(?:\s+(?:año|ejercicio))?"
     r"(?=\s+(?:FY\s?)?(?:19|20)\d\d\b)", "the end of"),
    (r"desde\s+(?:el|la|los|las)(?=\s)", "since the"),
    (r"desde", "since"),
    (r"entre\s+(?:el|la)", "between the"),
    (r"entre", "between"),
    (r"(?<=\d\s)y(?:\s+(?:el|la))?", "and the"),
    (r"hasta\s+(?:el|la)|hasta", "to"),
    (r"durante\s+(?:el|la)|a\s+lo\s+largo\s+del?", "over the"),
    (r"en\s+el(?=\s+(?:Q[1-4]|H[12]|FY\d))|en(?=\s+(?:19|20)\d\d\b)", "in"),
    (r"de\s+(?=(?:19|20)\d\d\b)", "of "),
    (r"trimestres", "quarters"),
    (r"trimestre", "quarter"),
    (r"ejercicios", "fiscal years"),
    (r"ejercicio", "fiscal year"),
    (r"semestres?", "half"),
    (r"años", "years"),
    (r"año", "year"),
    (r"meses", "months"),
    (r"millones(?:\s+de\s+pesos)?|mdp|mdd|mdp", "million"),
    (r"miles\s+de\s+millones|mmdp", "billion"),
    (r"veces", "times"),
    (r"primer(?:o|a)?", "first"),
    (r"segund[oa]", "second"),
    (r"tercer(?:o|a)?", "third"),
    (r"cuart[oa]", "fourth"),
    (r"dos", "two"),
    (r"tres", "three"),
    (r"cuatro", "four"),
    (r"cinco", "five"),
    (r"seis", "six"),
    (r"ocho", "eight"),
    (r"diez", "ten"),
    (r"doce", "twelve"),
    (r"(?<!\bin\s)no", "not"),
    (r"de|del", "of"),
    (r"el|la|los|las", "the"),
    (r"su|sus", "its"),
)  # fmt: skip

#: an event named with its year ("la crisis de 2008", "su colocación en la BMV en 1997"):
#: "… of 2008", the form in which the event reader takes the year an event is dated by
_DATED: Final = re.compile(r"\b(crisis|colocación|salida\s+a\s+bolsa|listado|pandemia|"
                           r"fusión|adquisición|escisión|reforma)\b([^.;\[|\d]{0,40}?)\s+"
                           r"(?:of|in|en|de)\s+((?:19|20)\d{2})\b")  # fmt: skip


#: a horizon Spanish puts between a position and the base it compares with ("superó en cada
#: trimestre de 2025 su nivel del mismo trimestre de 2024"): before the position, as the
#: horizon reader takes it
_HORIZON_INSIDE: Final = re.compile(
    r"\bwas (above|below) the\s+((?:in|at|over)\s+[^.;\[|]*?(?:19|20)\d\d)\s+(?:the\s+|its\s+)?"
    r"(?=(?:same quarter|level)\b)"
)


def _word_order(sentence: str) -> str:
    """An event's year written as "of"; a horizon inside a position put before it."""
    return _HORIZON_INSIDE.sub(r"was \2 \1 the ", _DATED.sub(r"\1\2 of \3", sentence))


#: words only Spanish has among the languages whose verbs it shares (Portuguese and Italian
#: "aumenta")
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:el|los|las|y|en\s+el|desde\s+el|por\s+ciento|ejercicios?|años?|"
    r"entre\s+el|ningún)(?![\w-])",
    re.IGNORECASE,
)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=quarter_finish(_word_order),
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "PERIODS"]
