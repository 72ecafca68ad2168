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

from quantward_validation import (
    trend_lexicon_cs,
    trend_lexicon_da,
    trend_lexicon_de,
    trend_lexicon_es,
    trend_lexicon_fi,
    trend_lexicon_fr,
    trend_lexicon_hr,
    trend_lexicon_hu,
    trend_lexicon_lt,
    trend_lexicon_nb,
    trend_lexicon_nl,
    trend_lexicon_pl,
    trend_lexicon_pt,
    trend_lexicon_ro,
    trend_lexicon_sk,
    trend_lexicon_sv,
)
from quantward_validation.month_lexicon_eu import MONTHS
from quantward_validation.period_lexicon_eu import periods_in_english
from quantward_validation.trend_lexicon_parts import (
    grouped_thousands,
    marked,
    read_directed,
    substituted,
)

_ENGLISH_MONTHS: Final = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip

#: figures by their names in four of the languages (longest first within a figure); Dutch
#: names are `trend_lexicon_nl.FIGURES`, read with the other own tables'
FIGURES: Final[tuple[tuple[str, str], ...]] = (
    (r"EBIT[- ]?Marge|marge\s+d['’]EBIT|marge\s+EBIT|margine\s+EBIT|margen\s+EBIT", "EBIT margin"),
    (r"EBITDA[- ]?Marge|marge\s+d['’]EBITDA|margine\s+EBITDA|margen\s+EBITDA", "EBITDA margin"),
    (r"Bruttomarge|marge\s+brute|margine\s+lordo|margen\s+bruto", "gross margin"),
    (r"Nettofinanzverschuldung|Nettoverschuldung|Nettofinanzschulden|"
     r"endettement\s+(?:financier\s+)?net|dette\s+(?:financière\s+)?nette|"
     r"indebitamento\s+(?:finanziario\s+)?netto|debito\s+netto|"
     r"deuda\s+(?:financiera\s+)?neta", "net debt"),
    (r"Auftragseing[aä]nge?s?|prises?\s+de\s+commandes?|entrée\s+de\s+commandes|"
     r"ordini\s+acquisiti|raccolta\s+ordini|entrada\s+de\s+pedidos|pedidos\s+recibidos",
     "order intake"),
    (r"Umsatzerl[öo]se|Umsatz(?:es)?|chiffre\s+d['’]affaires|fatturato|ricavi|"
     r"cifra\s+de\s+negocios|ingresos|ventas", "revenue"),
    (r"Jahresüberschuss|Nettogewinn|Konzernergebnis|résultat\s+net|bénéfice\s+net|"
     r"utile\s+netto|beneficio\s+neto", "net income"),
    (r"Gewinn\s+je\s+Aktie|bénéfice\s+par\s+action|utile\s+per\s+azione|"
     r"beneficio\s+por\s+acción", "EPS"),
    (r"Eigenkapital|capitaux\s+propres|patrimonio\s+netto|patrimonio\s+neto", "equity"),
)  # fmt: skip
#: Italian participles of a rise and of a fall, in each gender and number, and the past
#: historic ("crebbe", "calò") a report may use
_IT_UP: Final = (
    r"(?:cresciut|aumentat|salit|migliorat|avanzat|progredit|incrementat|ampliat|espans|"
    r"rafforzat|rialzat|risalit)[oaie]"
)
_IT_DOWN: Final = (
    r"(?:scès|sces|calat|diminuit|peggiorat|ridott|contratt|arretrat|indebolit|deteriorat|"
    r"ristrett|compress|flession|ripiegat|crollat)[oaie]"
)
_IT_UP_PAST: Final = r"crebbe|crebbero|aumentò|aumentarono|salì|salirono|migliorò|migliorarono"
_IT_DOWN_PAST: Final = (
    r"scese|scesero|calò|calarono|diminuì|diminuirono|peggiorò|peggiorarono|si\s+ridusse"
)
#: what a position compares with: "allo", "al", "a quello del", "che nello"
_IT_TO: Final = (
    r"(?:\s+(?:a(?:llo|lla|l|i|gli|lle|ll['’])?|che(?:\s+nel(?:lo|la|l['’])?)?|rispetto\s+al(?:lo)?)"
    r"(?=\s))?"
)
#: a German negation right after its finite verb ("stieg nicht", "sinkt nie")
_DE_NOT_AFTER: Final = r"(?!\s+(?:nicht|nie|niemals)\b)"
_UP: Final = "risen"
_DOWN: Final = "fallen"
#: direction verbs with their negations first ("n'a pas progressé" is one English "did not rise")
DIRECTIONS: Final[tuple[tuple[str, str], ...]] = (
    (r"n['’](?:a|ont)\s+(?:pas|jamais)\s+(?:progressé|augmenté|crû|grimpé|monté)", "did not rise"),
    (r"n['’](?:a|ont)\s+(?:pas|jamais)\s+(?:baissé|reculé|diminué|chuté|régressé)", "did not fall"),
    (rf"non\s+(?:è|sono)\s+mai\s+(?:stat[oaie]\s+)?{_IT_UP}", "never rose"),
    (rf"non\s+(?:è|sono)\s+mai\s+(?:stat[oaie]\s+)?{_IT_DOWN}", "never fell"),
    (rf"non\s+(?:è|sono)\s+(?:stat[oaie]\s+)?{_IT_UP}|non\s+(?:{_IT_UP_PAST})", "did not rise"),
    (rf"non\s+(?:è|sono)\s+(?:stat[oaie]\s+)?{_IT_DOWN}|non\s+(?:{_IT_DOWN_PAST})",
     "did not fall"),
    # a position against an earlier level: "è stato inferiore allo", "sono stati sopra il"
    (rf"(?:è|sono)\s+(?:stat[oaie]|rimast[oaie])\s+(?:sempre\s+)?(?:inferior[ei]|sotto|"
     rf"più\s+bass[oaie]|minor[ei]){_IT_TO}", "was below the"),
    (rf"(?:è|sono)\s+(?:stat[oaie]|rimast[oaie])\s+(?:sempre\s+)?(?:superior[ei]|sopra|"
     rf"più\s+alt[oaie]|maggior[ei]){_IT_TO}", "was above the"),
    (r"ha(?:nno)?\s+(?:registrato|segnato|messo\s+a\s+segno|evidenziato)\s+(?:un[oa]?\s+|un['’])?"
     r"(?:aumento|incremento|crescita|miglioramento|rialzo|progresso)(?:\s+di)?", "rose by"),
    (r"ha(?:nno)?\s+(?:registrato|segnato|evidenziato|subito)\s+(?:un[oa]?\s+|un['’])?"
     r"(?:calo|diminuzione|flessione|riduzione|peggioramento|contrazione|ribasso|"
     r"arretramento)(?:\s+di)?", "fell by"),
    (r"in\s+(?:crescita|aumento|rialzo|miglioramento|espansione)", "rising"),
    (r"in\s+(?:calo|diminuzione|flessione|ribasso|peggioramento|contrazione)", "falling"),
    (r"no\s+ha(?:n)?\s+(?:crecido|aumentado|subido)", "did not rise"),
    (r"no\s+ha(?:n)?\s+(?:caído|bajado|disminuido|retrocedido)", "did not fall"),
    (r"(?:ist|sind|hat|haben)\s+nicht\s+", "has not "),
    # a finite verb with its auxiliary is the English past: "a progressé" is "rose"
    # (a German verb negated after it, "stieg nicht", is German's own to read:
    # `trend_lexicon_de`)
    (r"a\s+(?:progressé|augmenté|crû|grimpé)|progresse|augmente|"
     rf"(?:è|sono)\s+{_IT_UP}|{_IT_UP_PAST}|"
     rf"ha(?:n)?\s+(?:crecido|aumentado|subido)|(?:stieg|steigt|wuchs){_DE_NOT_AFTER}", "rose"),
    (r"a\s+(?:baissé|reculé|diminué|chuté|régressé)|baisse|recule|diminue|"
     rf"(?:è|sono)\s+{_IT_DOWN}|{_IT_DOWN_PAST}|"
     rf"ha(?:n)?\s+(?:caído|bajado|disminuido|retrocedido)|sinkt{_DE_NOT_AFTER}", "fell"),
    # a German participle keeps its auxiliary apart ("ist … gesunken"): "has … fallen"
    (r"gestiegen|zugenommen|gewachsen|angestiegen", _UP),
    (r"gesunken|gefallen|zurückgegangen|abgenommen", _DOWN),
)  # fmt: skip
#: horizons, comparisons and the size of a change
HORIZONS: Final[tuple[tuple[str, str], ...]] = (
    # Italian halves and quarters by Roman numeral or ordinal ("nel II semestre 2024", "III
    # trimestre 2022"), and the Italian horizons and comparisons
    # (the preposition, when there is one, puts the claim in the period: "in H2 2024")
    *(
        (rf"{prep}(?:{roman}|{word})\s+{noun}(?:\s+del)?(?=\s+(?:19|20)\d\d)",
         f"{english}{letter}{n}")
        for prep, english in ((r"nel(?:l['’])?\s+", "in "), ("", ""))
        for noun, letter, last in (("semestre", "H", 2), ("trimestre", "Q", 4))
        for n, roman, word in (
            (1, "I", "primo"), (2, "II", "secondo"), (3, "III", "terzo"), (4, "IV", "quarto")
        )[:last]
    ),
    # two dates or periods joined by "e" ("tra il 30/06/2021 e il 30/09/2023")
    (r"(?<=\d\s)e(?:\s+il)?(?=\s)", "and the"),
    (r"in\s+(?:ogni|ciascun|ognuno\s+dei|ciascuno\s+dei|tutti\s+i)\s+trimestr[ei]",
     "in every quarter"),
    (r"in\s+nessun\s+trimestre", "in no quarter"),
    (r"da\s+un\s+trimestre\s+all['’]altro|trimestre\s+su\s+trimestre",
     "from one quarter to the next"),
    (r"su\s+base\s+annua|anno\s+su\s+anno", "year on year"),
    (r"(?:da\s+inizio|dall['’]inizio\s+dell['’])\s*anno", "year to date"),
    (r"nell['’]ultimo\s+decennio|negli\s+ultimi\s+dieci\s+anni", "over the last decade"),
    (r"negli\s+ultimi|nell['’]ultimo", "over the last"),
    (r"(?:il\s+|al\s+)?livello\s+di\s+un\s+anno\s+(?:prima|fa)", "level of a year earlier"),
    (r"stesso\s+trimestre\s+del(?:l['’]anno)?", "same quarter of"),
    (r"rispetto\s+a(?:llo|lla|l|i|gli|ll['’])?|in\s+confronto\s+a(?:llo|l|lla)?", "versus"),
    (r"CAGR|tasso\s+(?:di\s+crescita\s+)?(?:medio\s+)?annuo\s+composto", "compound annual rate"),
    (r"di(?=\s+(?:circa\s+|oltre\s+|quasi\s+|poco\s+più\s+di\s+)?(?:il\s+|l['’])?(?:€|\$|[-−+]?\d))",
     "by"),
    # ("circa il 5 %": the article of a share is no word of the claim)
    (r"circa\s+(?:il\s+|l['’])(\d)", r"about \1"),
    (r"oltre\s+(?:il\s+|l['’])(\d)", r"more than \1"),
    (r"quasi\s+(?:il\s+|l['’])(\d)", r"almost \1"),
    (r"nel(?=\s+(?:19|20)\d\d)", "in"),
    (r"dalla|dai|dagli|dalle", "since the"),
    (r"trimestri", "quarters"),
    (r"esercizi", "fiscal years"),
    (r"in\s+keinem\s+(?:einzigen\s+)?Quartal|dans\s+aucun\s+trimestre|à\s+aucun\s+trimestre|"
     r"en\s+aucun\s+trimestre|in\s+nessun\s+trimestre|en\s+ningún\s+trimestre",
     "in no quarter"),
    (r"gegenüber\s+dem\s+Vorquartal|im\s+Vergleich\s+zum\s+Vorquartal|"
     r"par\s+rapport\s+au\s+trimestre\s+précédent|rispetto\s+al\s+trimestre\s+precedente|"
     r"(?:frente|respecto)\s+al\s+trimestre\s+anterior", "versus the prior quarter"),
    (r"gegenüber\s+dem\s+Vorjahr(?:esquartal)?|par\s+rapport\s+à\s+l['’]année\s+précédente|"
     r"sur\s+un\s+an|rispetto\s+all['’]anno\s+precedente|interanual", "year on year"),
    (r"Prozentpunkte?n?|points?\s+de\s+pourcentage|punti\s+percentuali|"
     r"puntos\s+porcentuales", "percentage points"),
    (r"(?:um|de|di|un)(?=\s+(?:rund|etwa|ca\.|circa|knapp|environ|alrededor\s+de)?\s*\d)",
     "by"),
    (r"rund|etwa|knapp|environ|alrededor\s+de|circa", "about"),
    # (German's own "seit" rows first: "seit der Fusion 2015", "seit Ende 2021",
    # `trend_lexicon_de.SINCE`)
    *trend_lexicon_de.SINCE,
    (r"seit(?:\s+(?:dem|der))?|depuis(?:\s+(?:le|la|l['’]))?|dal(?:l['’])?|desde(?:\s+el)?",
     "since the"),
    (r"zwischen(?:\s+(?:dem|der))?|entre(?:\s+(?:le|la|el))?|tra(?:\s+il)?", "between the"),
    (r"über|sur|nel\s+corso\s+di", "over"),
    (r"(?:im|au|nel|en\s+el|al)(?=\s+\w+\s+(?:Quartal|trimestre))", "in the"),
    (r"von(?=\s+[A-ZÄÖÜ]\w+\s+bis)", "from"),
    (r"bis|au|à|al|hasta", "to"),
    (r"und(?:\s+(?:dem|der))?|et(?:\s+(?:le|la))?|(?<=\d)\s+e(?:\s+il)?|(?<=\d)\s+y(?:\s+el)?",
     " and the"),
    (r"(?:Quartals?|trimestre)(?=\s+(?:19|20)\d\d)", "quarter of"),
    (r"Quartals?|Quartalen|Quartale|trimestres?", "quarter"),
    (r"Jahren?|années|ans|anni|años", "years"),
    (r"nicht|pas", "not"),
    (r"ist|sind|hat|haben", "has"),
    (r"von|de|du|des|del|della", "of"),
    (r"die|der|dem|den|das|le|la|les|il|el", "the"),
)  # fmt: skip
ORDINALS: Final[tuple[tuple[str, str], ...]] = (
    (r"ersten?|erstes|premier|première|primo|primer(?:o)?", "first"),
    (r"zweiten?|deuxième|second(?:o)?|segundo", "second"),
    (r"dritten?|troisième|terzo|tercer(?:o)?", "third"),
    (r"vierten?|quatrième|quarto|cuarto", "fourth"),
)
COUNTS: Final[tuple[tuple[str, str], ...]] = (
    (r"zwei|deux|due|dos", "two"),
    (r"drei|trois|tre|tres", "three"),
    (r"vier|quatre|quattro|cuatro", "four"),
    (r"fünf|cinq|cinque|cinco", "five"),
    (r"zehn|dix|dieci|diez", "ten"),
)


def _compiled(table: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(rf"(?<![\w-])(?:{p})(?![\w-])", re.IGNORECASE), e) for p, e in table)


_FIGURES: Final = _compiled(FIGURES)
# French in all its persons and agreements (`trend_lexicon_fr`) before the shared rows, the
# few Dutch words read beside them (`trend_lexicon_nl`'s `*_AMONG_OTHERS`) after their kind
_DIRECTIONS: Final = _compiled(
    trend_lexicon_fr.DIRECTIONS + DIRECTIONS + trend_lexicon_nl.DIRECTIONS_AMONG_OTHERS
)
_REST: Final = _compiled(
    trend_lexicon_fr.HORIZONS
    + HORIZONS
    + trend_lexicon_nl.HORIZONS_AMONG_OTHERS
    + ORDINALS
    + COUNTS
    + trend_lexicon_nl.NUMBERS_AMONG_OTHERS
)
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


#: languages with tables of their own (`trend_lexicon_parts`), read after the five above
_OWN_TABLES: Final = (
    trend_lexicon_pt.LEXICON,
    trend_lexicon_sv.LEXICON,
    trend_lexicon_da.LEXICON,
    trend_lexicon_es.LEXICON,
    trend_lexicon_de.LEXICON,
    trend_lexicon_nb.LEXICON,
    trend_lexicon_pl.LEXICON,
    trend_lexicon_fi.LEXICON,
    trend_lexicon_cs.LEXICON,
    trend_lexicon_ro.LEXICON,
    trend_lexicon_nl.LEXICON,
    # after Czech, whose verbs it shares: a tie of markers is Czech's
    trend_lexicon_sk.LEXICON,
    trend_lexicon_hu.LEXICON,
    # Croatian (and Serbian, Bosnian): its participles are its own but for Slovak's "padal-"
    trend_lexicon_hr.LEXICON,
    # Lithuanian, whose verbs and letters ("ė", "į", "ų") no other language read shares
    trend_lexicon_lt.LEXICON,
)
#: languages whose sentences said whole in them are read by their own tables before the five
#: above (which know only some of their verbs): when the sentence has their own words
_WHOLE_FIRST: Final = (
    trend_lexicon_da.LEXICON,
    trend_lexicon_es.LEXICON,
    trend_lexicon_nb.LEXICON,
    trend_lexicon_pl.LEXICON,
    trend_lexicon_fi.LEXICON,
    trend_lexicon_cs.LEXICON,
    trend_lexicon_ro.LEXICON,
    trend_lexicon_nl.LEXICON,
    # after Czech, whose verbs it shares: a tie of markers is Czech's
    trend_lexicon_sk.LEXICON,
    trend_lexicon_hu.LEXICON,
    # Croatian (and Serbian, Bosnian): its participles are its own but for Slovak's "padal-"
    trend_lexicon_hr.LEXICON,
    # Lithuanian, whose verbs and letters ("ė", "į", "ų") no other language read shares
    trend_lexicon_lt.LEXICON,
)


def english_reading(sentence: str) -> str:
    """The sentence with its continental-European figure names read as English ones, and, when
    it says a direction in one of the five languages (or in Portuguese or Swedish, whose tables
    are their own), its direction verbs, horizons, ordinals, counts, months and units as
    English longhand; else only the fiscal years, halves and quarters it names in one of them
    (`period_lexicon_eu`). Only for reading a claim; an English sentence is unchanged."""
    read = _sub(sentence, _FIGURES)
    for lexicon in _OWN_TABLES:
        read = substituted(read, lexicon.figures)
    whole = read_directed(tuple(lx for lx in _WHOLE_FIRST if marked(lx, read)), read)
    if whole is not None:
        return whole
    # (French may say a horizon between a level's verb and its comparison: read it after)
    directed = _sub(trend_lexicon_fr.level_order(read), _DIRECTIONS)
    if directed == read:
        # (German, whose "sank" is English too, only with its own words)
        whole = read_directed(
            _OWN_TABLES[:4] + tuple(lx for lx in _OWN_TABLES[4:] if marked(lx, read)), read
        )
        if whole is not None:
            return whole
        # no direction said in another language: only the periods it names in one are read
        # ("rose over exercice 2023", "since 2T 2020", "over helåret 2024"), the rest stays
        # as written
        for lexicon in _OWN_TABLES:
            read = substituted(read, lexicon.periods)
        return periods_in_english(read)
    # the periods named in any of the languages first ("au T2 2020", "2T 2020"), as a sentence
    # without a direction has them read, so the horizon words around them read them as periods
    read = _sub(periods_in_english(directed), _REST)
    read = _MONTH.sub(lambda m: _ENGLISH_MONTHS[MONTHS[m.group(1).lower()] - 1], read)
    read = _english_order(read)
    # thousands grouped with a space ("29 850 k$") as one number
    return grouped_thousands(re.sub(r"[ \t]{2,}", " ", read))


__all__ = ["COUNTS", "DIRECTIONS", "FIGURES", "HORIZONS", "ORDINALS", "english_reading"]
