"""French trend verbs and horizons in every form a report uses, read first by `trend_lexicon_eu`.

The five-language table knew French only by its singular compound past ("a progressé", "n'a
pas baissé"), so a claim said with a plural subject ("les ventes ont reculé"), with a pronominal
verb ("la marge s'est améliorée", "s'est contractée", "ne s'est pas améliorée"), with a level
against another ("a été inférieure à celle du trimestre correspondant", "sont restées sous le
niveau de", "ont dépassé le niveau de") or with its horizon in the forms Québec, France,
Belgium and Switzerland write ("d'un trimestre à l'autre", "à chacun des trimestres de 2024",
"à chaque fin de trimestre", "depuis le début de l'année", "DDA", "sur dix ans", "depuis son
PAPE en 1997") was left unread. These rows give each verb by its participle stem with every
agreement (-é, -ée, -és, -ées), under every auxiliary and pronoun, and are read before the
shared table's rows, which they only extend.
"""

from __future__ import annotations

import re
from typing import Final

#: participles of a rise and of a fall, agreed in gender and number
_AGREE: Final = r"(?:é|ée|és|ées)"
_UP: Final = (
    rf"(?:(?:progress|augment|grimp|mont|amélior|redress|envol|hauss|renforc|apprécié)"
    rf"{_AGREE}|(?:accru|bondi|élargi|raffermi|crû|cru|grossi)(?:e|s|es)?)"
)
_DOWN: Final = (
    rf"(?:(?:baiss|recul|diminu|chut|régress|contract|détérior|dégrad|repli|effrit|érod|"
    rf"compress|tass|contract|replié)"
    rf"{_AGREE}|(?:fléchi|réduit|décru|affaibli|amoindri|rétréci|fondu)(?:e|s|es)?)"
)
_UP_PRESENT: Final = (
    r"progressent|augmentent|croissent|grimpent|s['’]améliorent?|s['’]accroissent|"
    r"s['’]accroît|croît"
)
_DOWN_PRESENT: Final = (
    r"reculent|baissent|diminuent|chutent|régressent|se\s+contractent|se\s+contracte|"
    r"se\s+détériorent|se\s+détériore|se\s+dégradent?|fléchissent|fléchit"
)
#: the auxiliary of a compound past, with a pronominal verb's pronoun
_HAS: Final = r"(?:a|ont|avait|avaient|aura|auront)"
_SELF: Final = r"(?:s['’](?:est|était|étaient)|se\s+sont|se\s+seront)"
_NEG_HAS: Final = r"n['’](?:a|ont|avait|avaient)"
_NEG_SELF: Final = r"ne\s+(?:s['’](?:est|était|étaient)|se\s+sont)"
#: a level said against another ("a été inférieure à", "sont restées sous", "était plus élevé
#: que", "ont dépassé")
_BEEN: Final = (
    r"(?:(?:a|ont|avait|avaient)\s+été|était|étaient|est|sont|"
    r"(?:est|sont|était|étaient)\s+rest(?:é|ée|és|ées)|(?:a|ont)\s+été\s+rest(?:é|ée|és|ées))"
    r"(?:\s+(?:constamment|toujours|systématiquement))?"
)
_HIGHER: Final = (
    r"(?:supérieur(?:e|s|es)?|plus\s+(?:élev|fort|haut)(?:é|ée|és|ées|e|s|es)?|"
    r"au-dessus|meilleur(?:e|s|es)?)"
)
#: (a result is "moins bon", worse, as a level is lower)
_LOWER: Final = (
    r"(?:inférieur(?:e|s|es)?|plus\s+(?:bas|basse|bass?es|faibles?)|sous|en\s+(?:deçà|dessous)|"
    r"moins\s+bon(?:ne)?s?|pire|pires)"
)
#: what a level is compared with: "à celle du", "qu'", "que", "le niveau du"
_THAN: Final = (
    r"(?:\s+(?:à\s+(?:celui|celle|ceux|celles)|au\s+niveau|que|qu['’]|"
    # (its own level: "en dessous de son niveau du trimestre correspondant")
    r"(?:de|à)\s+(?:son|sa|leur)\s+niveau|du|de\s+la|de\s+l['’]|"
    # (not the horizon a level is said in: "inférieure à chacun des quatre trimestres")
    r"le\s+niveau|à(?!\s+(?:chacun|chaque|tous|toutes)\b))"
    r"(?:\s+(?:du|de\s+la|de\s+l['’]|des))?(?=[\s\w]))?"
)

#: a horizon of every quarter, said between a level's verb and its comparison ("a été
#: inférieure à chacun des quatre trimestres de 2025 à celle du trimestre correspondant de
#: 2024", "est resté pour chaque trimestre en dessous de son niveau de 2024")
_EVERY_QUARTER: Final = (
    r"(?:à|pour|dans|en)\s+(?:chacun\s+des\s+(?:(?:deux|trois|quatre|\d)\s+)?trimestres|"
    r"chaque\s+trimestre|tous\s+les\s+trimestres)(?:\s+(?:de|d['’])\s*(?:19|20)\d\d)?"
)
#: ... the rest of the comparison, up to the clause's end or the citation mark
_REST_OF_CLAUSE: Final = r"[^.;,\[\n]*?(?=\s*(?:\[|[.;,\n]|$))"
#: "(a été) [à chacun des trimestres] (inférieure à celle du …)"
_LEVEL_BETWEEN: Final = re.compile(
    rf"(?<![\w-])({_BEEN})\s+({_EVERY_QUARTER})\s*,?\s+((?:{_HIGHER}|{_LOWER})\b{_REST_OF_CLAUSE})",
    re.IGNORECASE,
)
#: "(inférieure) [à chacun des trimestres de 2025] (à celle du trimestre correspondant …)",
#: "(moins bon) [à chacun …] (qu'un an auparavant)"
_THAN_AFTER: Final = re.compile(
    rf"(?<![\w-])((?:{_HIGHER}|{_LOWER}))\s+({_EVERY_QUARTER})\s*,?\s+"
    r"((?:à\s+(?:celui|celle|ceux|celles)|que|qu['’]|(?:de|à)\s+(?:son|sa|leur)\s+niveau|"
    rf"au\s+niveau){_REST_OF_CLAUSE})",
    re.IGNORECASE,
)


def level_order(sentence: str) -> str:
    """The sentence with a horizon of every quarter said between a level's verb and its
    comparison moved after the comparison, where the table reads it ("a été inférieure à
    celle du trimestre correspondant de 2024 à chacun des quatre trimestres de 2025"): French
    may put it either place, and read in place it hides the comparison's "than"."""
    return _THAN_AFTER.sub(r"\1 \3 \2", _LEVEL_BETWEEN.sub(r"\1 \3 \2", sentence))


DIRECTIONS: Final[tuple[tuple[str, str], ...]] = (
    (rf"{_NEG_HAS}\s+jamais\s+(?:été\s+)?{_UP}|{_NEG_SELF}\s+jamais\s+{_UP}", "never rose"),
    (rf"{_NEG_HAS}\s+jamais\s+(?:été\s+)?{_DOWN}|{_NEG_SELF}\s+jamais\s+{_DOWN}", "never fell"),
    (rf"{_NEG_HAS}\s+(?:pas|point|aucunement)\s+{_UP}|{_NEG_SELF}\s+pas\s+{_UP}|"
     rf"ne\s+(?:{_UP_PRESENT})\s+pas", "did not rise"),
    (rf"{_NEG_HAS}\s+(?:pas|point|aucunement)\s+{_DOWN}|{_NEG_SELF}\s+pas\s+{_DOWN}|"
     rf"ne\s+(?:{_DOWN_PRESENT})\s+pas", "did not fall"),
    # a pace: "ont crû moins rapidement en 2024 qu'en 2023"
    (rf"(?:{_HAS}|{_SELF})\s+{_UP}\s+(?:moins\s+(?:vite|rapidement)|plus\s+lentement)",
     "grew more slowly"),
    (rf"(?:{_HAS}|{_SELF})\s+{_UP}\s+(?:plus\s+(?:vite|rapidement))", "grew faster"),
    # a level against another
    (rf"{_BEEN}\s+{_HIGHER}{_THAN}|(?:{_HAS})\s+dépassé(?:\s+(?:le\s+niveau|celui|celle)"
     rf"(?:\s+(?:du|de\s+la|de\s+l['’]))?)?", "was higher than"),
    (rf"{_BEEN}\s+{_LOWER}{_THAN}", "was lower than"),
    # a reported change: "ont affiché une hausse de", "a enregistré un recul de"
    (r"(?:a|ont)\s+(?:affiché|enregistré|connu|inscrit|dégagé|publié)\s+(?:une?\s+)?"
     r"(?:hausse|croissance|progression|augmentation|amélioration)(?:\s+de)?(?=\s+\d)",
     "rose by"),
    (r"(?:a|ont)\s+(?:affiché|enregistré|connu|inscrit|subi)\s+(?:une?\s+)?"
     r"(?:baisse|recul|diminution|contraction|repli|détérioration|chute)(?:\s+de)?(?=\s+\d)",
     "fell by"),
    (r"(?:a|ont)\s+(?:affiché|enregistré|connu|inscrit|dégagé|publié)", "showed"),
    (rf"(?:{_HAS}|{_SELF})\s+{_UP}|{_UP_PRESENT}", "rose"),
    (rf"(?:{_HAS}|{_SELF})\s+{_DOWN}|{_DOWN_PRESENT}", "fell"),
)  # fmt: skip

_COUNT: Final = r"(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|\d{1,2})"
HORIZONS: Final[tuple[tuple[str, str], ...]] = (
    (r"d['’]un\s+trimestre\s+à\s+l['’]autre|de\s+trimestre\s+en\s+trimestre|"
     r"trimestre\s+après\s+trimestre|d['’]un\s+trimestre\s+sur\s+l['’]autre",
     "from one quarter to the next"),
    (r"à\s+(?:chaque\s+fin\s+de\s+trimestre|la\s+fin\s+de\s+chaque\s+trimestre|"
     r"chacune\s+des\s+fins\s+de\s+trimestre)", "at the end of every quarter"),
    (rf"(?:à|pour|dans|en)\s+chacun\s+des\s+(?:{_COUNT}\s+)?trimestres|"
     r"(?:à|pour|dans|en)\s+chaque\s+trimestre|à\s+tous\s+les\s+trimestres",
     "in every quarter"),
    (r"(?:(?:celui|celle|ceux|celles|le\s+niveau)\s+)?(?:du\s+)?(?:même\s+)?trimestre\s+"
     r"correspondant(?:\s+de)?(?=\s+(?:19|20)\d\d)|"
     r"(?:du\s+)?même\s+trimestre\s+de(?=\s+(?:19|20)\d\d)", "the same quarter of"),
    (r"(?:du\s+)?(?:même\s+trimestre|trimestre\s+correspondant)\s+de\s+l['’](?:année|exercice)"
     r"\s+précédent(?:e)?", "the same quarter a year earlier"),
    (r"(?:(?:qu['’]|que)\s*)?(?:un\s+an|douze\s+mois)\s+(?:plus\s+tôt|auparavant)|"
     r"l['’]année\s+précédente|l['’]an\s+dernier", "a year earlier"),
    # the end of a year named ("depuis la fin de 2022", "depuis fin 2022", "depuis la fin de
    # l'exercice 2022"): the horizon opens at that end, not at the year's first quarter
    (r"depuis\s+(?:la\s+)?fin(?:\s+(?:de\s+l['’](?:année|exercice)|de))?"
     r"(?=\s+(?:19|20)\d\d\b)", "since the end of"),
    (r"depuis\s+le\s+début\s+de\s+l['’](?:année|exercice)|DDA|en\s+cumul\s+annuel|"
     r"cumul\s+annuel", "year to date"),
    (rf"(?:au\s+cours\s+des|sur\s+les|pendant\s+les|durant\s+les)\s+({_COUNT})\s+"
     r"dernier(?:e)?s\s+(années|ans|trimestres|mois)", r"over the last \1 \2"),
    (rf"sur\s+({_COUNT})\s+(ans|années)", r"over the last \1 \2"),
    (r"(?:au\s+cours\s+de\s+la|sur\s+la|pendant\s+la)\s+dernière\s+décennie",
     "over the last decade"),
    # an event dated by its year ("depuis son PAPE en 1997", "depuis la crise financière de
    # 2008", "depuis le creux de la pandémie, au T2 2020"): the horizon opens at that date
    (r"depuis\s+(?:son|sa|ses|leur|notre|le|la|les|l['’])\s*(?:[^\W\d]+[\s,]+){0,5}?"
     r"(?:en|de|du|au|à|d['’])(?=\s*(?:[TQ][1-4]\s+)?(?:19|20)\d\d\b)", "since"),
    (r"(?:un\s+)?taux\s+de\s+croissance\s+annu(?:el|elle|al)\s+(?:moyen\s+)?composé"
     r"(?:\s+\((?:TCAC|CAGR)\))?\s+à\s+deux\s+chiffres",
     "a double-digit compound annual growth rate"),
    (r"(?:un\s+)?(?:recul|repli|déclin|taux\s+de\s+décroissance)\s+annu(?:el|elle|al)\s+"
     r"(?:moyen\s+)?(?:composé\s+)?(?:\((?:TCAC|CAGR)\)\s+)?à\s+deux\s+chiffres",
     "a double-digit compound annual decline"),
    # a verb at a rate ("ont reculé à un taux annuel composé à deux chiffres"); "annual" too,
    # as the answer's reader may have anglicised the adjective
    (r"à\s+un\s+(?:taux|rythme)\s+annu(?:el|elle|al)\s+(?:moyen\s+)?(?:composé\s+)?"
     r"(?:\((?:TCAC|CAGR)\)\s+)?à\s+deux\s+chiffres", "by a double-digit compound annual rate"),
    (r"TCAC|taux\s+de\s+croissance\s+annu(?:el|elle|al)\s+(?:moyen\s+)?composé",
     "compound annual growth rate"),
    (r"à\s+deux\s+chiffres", "double-digit"),
    # the size of a change with its hedge ("d'environ 57 %", "de plus de 15 %"): "d'" is
    # read with the word it is elided onto
    (r"(?:de\s+|d['’])environ(?=\s+\d)", "by about"),
    (r"(?:de\s+|d['’])(?:plus\s+de)(?=\s+\d)", "by more than"),
    (r"(?:de\s+|d['’])(?:moins\s+de)(?=\s+\d)", "by less than"),
    (r"(?:de\s+|d['’])(?:près\s+de|quelque)(?=\s+\d)", "by almost"),
    # "depuis le T1 2019", "depuis le premier trimestre de 2019": since that period
    (r"depuis(?:\s+(?:le|la|l['’]))?(?=\s*(?:[QH][1-4]\s+)?(?:19|20)\d\d\b)", "since"),
    (r"plus\s+de(?=\s+\d)", "more than"),
    (r"moins\s+de(?=\s+\d)", "less than"),
    (r"près\s+de(?=\s+\d)", "almost"),
    (r"M\s?\$|millions?\s+de\s+dollars", "million"),
    (r"G\s?\$|milliards?\s+de\s+dollars|Md\s?\$", "billion"),
    (r"k\s?\$", "thousand"),
    (r"qu['’]en(?=\s+(?:19|20)\d\d)", "than in"),
    # a span between two periods ("du T3 2022 au T2 2024", "de 2021 à 2024")
    (r"(?:du|de)\s+((?:[QH][1-4]\s+)?(?:19|20)\d\d)\s+(?:au|à)(?=\s+(?:[QH][1-4]\s+)?(?:19|20)\d\d)",
     r"from \1 to"),
    # a year a period belongs to ("des trimestres de 2024"), never the size of a change
    (r"(?:de|d['’])(?=\s+(?:19|20)\d\d\b(?![.,]\d|\s*(?:%|M|G|k|\$|millions?|points?)))", "of"),
    (r"(?:en|au|à)(?=\s+(?:(?:19|20)\d\d|[QH][1-4]\s+(?:19|20)\d\d)\b)", "in"),
)  # fmt: skip

__all__ = ["DIRECTIONS", "HORIZONS", "level_order"]
