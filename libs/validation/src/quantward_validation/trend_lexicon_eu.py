"""A trend claim in German, French, Italian, Spanish or Dutch, read as the English `trends` reads.

A continental-European answer says which way a figure went in its own language ("die EBIT-Marge
ist seit dem ersten Quartal 2020 um rund 1,1 Prozentpunkte gesunken", "le chiffre d'affaires a
progressé de 34 % entre le troisième trimestre 2020 et …", "n'a pas baissé", "in keinem
Quartal"), or names a figure in it inside an English sentence ("the Auftragseingang did not
fall"). Like `trend_lexicon_lay`, this only rewrites a sentence for reading: each lexicon (figure
names, direction verbs and their negations, horizon words, ordinals, counts, months, units of a
change's size) maps a language's words to the English longhand, and the one trend grammar reads
the result, whatever the word order ("has since Q1 2020 in no quarter risen" reads as English).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_lexicon_eu import MONTHS
from quantward_validation.period_lexicon_eu import periods_in_english

_ENGLISH_MONTHS: Final = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip

#: figures by their names in the five languages (longest first within a figure)
FIGURES: Final[tuple[tuple[str, str], ...]] = (
    (r"EBIT[- ]?Marge|marge\s+d['’]EBIT|marge\s+EBIT|margine\s+EBIT|margen\s+EBIT", "EBIT margin"),
    (r"EBITDA[- ]?Marge|marge\s+d['’]EBITDA|margine\s+EBITDA|margen\s+EBITDA", "EBITDA margin"),
    (r"Bruttomarge|marge\s+brute|margine\s+lordo|margen\s+bruto|brutomarge", "gross margin"),
    (r"Nettofinanzverschuldung|Nettoverschuldung|Nettofinanzschulden|"
     r"endettement\s+(?:financier\s+)?net|dette\s+(?:financière\s+)?nette|"
     r"indebitamento\s+(?:finanziario\s+)?netto|debito\s+netto|"
     r"deuda\s+(?:financiera\s+)?neta|nettoschuld|netto\s+schuld", "net debt"),
    (r"Auftragseing[aä]nge?s?|prises?\s+de\s+commandes?|entrée\s+de\s+commandes|"
     r"ordini\s+acquisiti|raccolta\s+ordini|entrada\s+de\s+pedidos|pedidos\s+recibidos|"
     r"orderinstroom|orderintake", "order intake"),
    (r"Umsatzerl[öo]se|Umsatz(?:es)?|chiffre\s+d['’]affaires|fatturato|ricavi|"
     r"cifra\s+de\s+negocios|ingresos|ventas|omzet", "revenue"),
    (r"Jahresüberschuss|Nettogewinn|Konzernergebnis|résultat\s+net|bénéfice\s+net|"
     r"utile\s+netto|beneficio\s+neto|nettowinst", "net income"),
    (r"Gewinn\s+je\s+Aktie|bénéfice\s+par\s+action|utile\s+per\s+azione|"
     r"beneficio\s+por\s+acción|winst\s+per\s+aandeel", "EPS"),
    (r"Eigenkapital|capitaux\s+propres|patrimonio\s+netto|patrimonio\s+neto|eigen\s+vermogen",
     "equity"),
)  # fmt: skip
_UP: Final = "risen"
_DOWN: Final = "fallen"
#: direction verbs with their negations first ("n'a pas progressé" is one English "did not rise")
DIRECTIONS: Final[tuple[tuple[str, str], ...]] = (
    (r"n['’](?:a|ont)\s+(?:pas|jamais)\s+(?:progressé|augmenté|crû|grimpé|monté)", "did not rise"),
    (r"n['’](?:a|ont)\s+(?:pas|jamais)\s+(?:baissé|reculé|diminué|chuté|régressé)", "did not fall"),
    (r"non\s+(?:è|sono)\s+(?:cresciut|aumentat|salit)[oaie]", "did not rise"),
    (r"non\s+(?:è|sono)\s+(?:scès|sces|calat|diminuit)[oaie]", "did not fall"),
    (r"no\s+ha(?:n)?\s+(?:crecido|aumentado|subido)", "did not rise"),
    (r"no\s+ha(?:n)?\s+(?:caído|bajado|disminuido|retrocedido)", "did not fall"),
    (r"(?:ist|sind|hat|haben)\s+nicht\s+", "has not "),
    # a finite verb with its auxiliary is the English past: "a progressé" is "rose"
    (r"a\s+(?:progressé|augmenté|crû|grimpé)|progresse|augmente|"
     r"(?:è|sono)\s+(?:cresciut|aumentat|salit)[oaie]|"
     r"ha(?:n)?\s+(?:crecido|aumentado|subido)|"
     r"(?:is|zijn)\s+(?:gestegen|gegroeid)|steeg|stieg|steigt|wuchs", "rose"),
    (r"a\s+(?:baissé|reculé|diminué|chuté|régressé)|baisse|recule|diminue|"
     r"(?:è|sono)\s+(?:scès|sces|calat|diminuit)[oaie]|"
     r"ha(?:n)?\s+(?:caído|bajado|disminuido|retrocedido)|"
     r"(?:is|zijn)\s+(?:gedaald|gezakt|afgenomen)|daalde|sinkt", "fell"),
    # a German participle keeps its auxiliary apart ("ist … gesunken"): "has … fallen"
    (r"gestiegen|zugenommen|gewachsen|angestiegen|gegroeid|gestegen", _UP),
    (r"gesunken|gefallen|zurückgegangen|abgenommen|gedaald|gezakt", _DOWN),
)  # fmt: skip
#: horizons, comparisons and the size of a change
HORIZONS: Final[tuple[tuple[str, str], ...]] = (
    (r"in\s+keinem\s+(?:einzigen\s+)?Quartal|dans\s+aucun\s+trimestre|à\s+aucun\s+trimestre|"
     r"en\s+aucun\s+trimestre|in\s+nessun\s+trimestre|en\s+ningún\s+trimestre|"
     r"in\s+geen\s+enkel\s+kwartaal", "in no quarter"),
    (r"gegenüber\s+dem\s+Vorquartal|im\s+Vergleich\s+zum\s+Vorquartal|"
     r"par\s+rapport\s+au\s+trimestre\s+précédent|rispetto\s+al\s+trimestre\s+precedente|"
     r"(?:frente|respecto)\s+al\s+trimestre\s+anterior|"
     r"ten\s+opzichte\s+van\s+het\s+vorige\s+kwartaal", "versus the prior quarter"),
    (r"gegenüber\s+dem\s+Vorjahr(?:esquartal)?|par\s+rapport\s+à\s+l['’]année\s+précédente|"
     r"sur\s+un\s+an|rispetto\s+all['’]anno\s+precedente|interanual|op\s+jaarbasis",
     "year on year"),
    (r"Prozentpunkte?n?|points?\s+de\s+pourcentage|punti\s+percentuali|"
     r"puntos\s+porcentuales|procentpunten|procentpunt", "percentage points"),
    (r"(?:um|de|di|un|met)(?=\s+(?:rund|etwa|ca\.|circa|knapp|environ|alrededor\s+de|"
     r"ongeveer)?\s*\d)", "by"),
    (r"rund|etwa|knapp|environ|alrededor\s+de|ongeveer|circa", "about"),
    (r"seit(?:\s+(?:dem|der))?|depuis(?:\s+(?:le|la|l['’]))?|dal(?:l['’])?|desde(?:\s+el)?|"
     r"sinds(?:\s+het)?", "since the"),
    (r"zwischen(?:\s+(?:dem|der))?|entre(?:\s+(?:le|la|el))?|tra(?:\s+il)?|"
     r"tussen(?:\s+het)?", "between the"),
    (r"über|sur|nel\s+corso\s+di", "over"),
    (r"(?:im|au|nel|en\s+el|in\s+het|al)(?=\s+\w+\s+(?:Quartal|trimestre|kwartaal))", "in the"),
    (r"von(?=\s+[A-ZÄÖÜ]\w+\s+bis)", "from"),
    (r"bis|au|à|al|hasta|tot", "to"),
    (r"und(?:\s+(?:dem|der))?|et(?:\s+(?:le|la))?|(?<=\d)\s+e(?:\s+il)?|(?<=\d)\s+y(?:\s+el)?|"
     r"(?<=\d)\s+en(?:\s+het)?", " and the"),
    (r"(?:Quartals?|trimestre|kwartaal)(?=\s+(?:19|20)\d\d)", "quarter of"),
    (r"Quartals?|Quartalen|Quartale|trimestres?|kwartalen|kwartaal", "quarter"),
    (r"Jahren?|années|ans|anni|años|jaren|jaar", "years"),
    (r"nicht|pas|niet", "not"),
    (r"ist|sind|hat|haben", "has"),
    (r"von|de|du|des|del|della|van", "of"),
    (r"die|der|dem|den|das|le|la|les|il|el|het", "the"),
)  # fmt: skip
ORDINALS: Final[tuple[tuple[str, str], ...]] = (
    (r"ersten?|erstes|premier|première|primo|primer(?:o)?|eerste", "first"),
    (r"zweiten?|deuxième|second(?:o)?|segundo|tweede", "second"),
    (r"dritten?|troisième|terzo|tercer(?:o)?|derde", "third"),
    (r"vierten?|quatrième|quarto|cuarto|vierde", "fourth"),
)
COUNTS: Final[tuple[tuple[str, str], ...]] = (
    (r"zwei|deux|due|dos|twee", "two"),
    (r"drei|trois|tre|tres|drie", "three"),
    (r"vier|quatre|quattro|cuatro", "four"),
    (r"fünf|cinq|cinque|cinco|vijf", "five"),
    (r"zehn|dix|dieci|diez|tien", "ten"),
)


def _compiled(table: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(rf"(?<![\w-])(?:{p})(?![\w-])", re.IGNORECASE), e) for p, e in table)


_FIGURES: Final = _compiled(FIGURES)
_DIRECTIONS: Final = _compiled(DIRECTIONS)
_REST: Final = _compiled(HORIZONS + ORDINALS + COUNTS)
_MONTH: Final = re.compile(
    r"(?<![\w-])(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?(?![\w-])",
    re.IGNORECASE,
)


#: English word order for what the continental languages put last: a participle after its
#: auxiliary's complements ("has since Q1 2020 by 1.1 points fallen" → "has fallen since …"),
#: "in no quarter fallen" as "not fallen in any quarter", and a month range's first month with
#: the year its last one has ("from March to September 2021")
_FINAL_PARTICIPLE: Final = re.compile(
    r"\bhas\s+((?:(?!\b(?:has|risen|fallen)\b)[^.;\[])*?)\s*\b(not\s+)?(risen|fallen)\b"
)
_NO_QUARTER: Final = re.compile(r"\bhas (risen|fallen)\b([^.;\[]*?)\s*\bin no quarter\b")
_MONTH_RANGE: Final = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|October|November|"
    r"December)\s+to\s+((?:January|February|March|April|May|June|July|August|September|"
    r"October|November|December)\s+((?:19|20)\d{2}))\b"
)


def _english_order(sentence: str) -> str:
    sentence = _FINAL_PARTICIPLE.sub(
        lambda m: f"has {m.group(2) or ''}{m.group(3)} {m.group(1)}".rstrip(), sentence
    )
    sentence = _NO_QUARTER.sub(r"has not \1 in any quarter\2", sentence)
    return _MONTH_RANGE.sub(r"\1 \3 to \2", sentence)


def _sub(sentence: str, table: tuple[tuple[re.Pattern[str], str], ...]) -> str:
    for pattern, english in table:
        sentence = pattern.sub(english, sentence)
    return sentence


def english_reading(sentence: str) -> str:
    """The sentence with its continental-European figure names read as English ones, and, when
    it says a direction in one of the five languages, its direction verbs, horizons, ordinals,
    counts, months and units as English longhand; else only the fiscal years, halves and
    quarters it names in one of them (`period_lexicon_eu`). Only for reading a claim; an
    English sentence is unchanged."""
    read = _sub(sentence, _FIGURES)
    directed = _sub(read, _DIRECTIONS)
    if directed == read:
        # no direction said in another language: only the periods it names in one are read
        # ("rose over exercice 2023", "since 2T 2020"), the rest stays as written
        return periods_in_english(read)
    read = _sub(directed, _REST)
    read = _MONTH.sub(lambda m: _ENGLISH_MONTHS[MONTHS[m.group(1).lower()] - 1], read)
    read = _english_order(read)
    return re.sub(r"[ \t]{2,}", " ", read)


__all__ = ["COUNTS", "DIRECTIONS", "FIGURES", "HORIZONS", "ORDINALS", "english_reading"]
