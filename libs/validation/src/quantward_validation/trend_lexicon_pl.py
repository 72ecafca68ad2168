"""A trend claim in Polish, or in English with Polish names for its periods, read as the English
`trends` reads.

A Polish pension fund (PTE managing an OFE or a PPK), a dom maklerski or an investment committee
says which way a figure went in Polish ("przychody wzrosły o ok. 13 proc. od III kw. 2022 r.",
"marża EBITDA nie spadła w II półroczu", "dług netto ani razu nie wzrósł kwartał do kwartału",
"wynik netto był niższy r/r w każdym kwartale 2024 r."). As `trend_lexicon_da` does for Danish,
each table maps the language's words to English longhand and the one trend grammar reads the
result. A Polish past-tense verb agrees with its subject in gender and number, so every verb is
given by its stem and the five past endings (-ł, -ła, -ło, -ły, -li), with its reflexive "się"
on either side; the negation "nie" (and "ani razu nie", "nigdy nie": never) stands before it.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.trend_lexicon_parts import (
    Table,
    grouped_thousands,
    lexicon_of,
    no_quarter_as_negation,
)

#: the past endings of a verb's stem, for every gender and number
_PAST: Final = r"(?:ł|ła|ło|ły|li)"
#: verbs of a rise and of a fall by their past stems (perfective and imperfective)
_UP_STEMS: Final = (
    "zwiększy", "zwiększa", "powiększy", "powiększa", "poprawi", "poprawia",
    "podnosi", "wzmocni", "wzmacnia", "zwyżkowa", "wzrasta", "rozszerzy", "polepszy",
    "polepsza", "skoczy", "uros", "wzros", "ros", "przyros", "podnios",
)  # fmt: skip
_DOWN_STEMS: Final = (
    "zmniejszy", "zmniejsza", "pomniejszy", "obniży", "obniża", "pogorszy", "pogarsza",
    "spad", "spada", "zmala", "mala", "skurczy", "kurczy", "osłabi", "osłabia", "osłab",
    "zniżkowa", "topnia", "stopnia", "zawęzi", "zawęża", "ubywa", "uby",
)  # fmt: skip
#: masculine singular forms whose vowel alternates ("wzrósł" beside "wzrosła", "podniósł")
_UP_MASCULINE: Final = r"wzrósł|urósł|rósł|przyrósł|podniósł"
_UP_PRESENT: Final = (
    r"rośnie|rosną|wzrasta|wzrastają|zwiększa|zwiększają|poprawia|poprawiają|podnosi|podnoszą|"
    r"polepsza|polepszają"
)
_DOWN_PRESENT: Final = (
    r"spada|spadają|maleje|maleją|zmniejsza|zmniejszają|obniża|obniżają|pogarsza|pogarszają|"
    r"kurczy|kurczą|słabnie|słabną"
)
_UP_VERB: Final = rf"(?:(?:{'|'.join(_UP_STEMS)}){_PAST}|{_UP_MASCULINE})"
_DOWN_VERB: Final = rf"(?:(?:{'|'.join(_DOWN_STEMS)}){_PAST})"
#: "się" on either side of the verb (its place moves with emphasis and with a negation)
_SIE_BEFORE: Final = r"(?:się\s+)?"
_SIE_AFTER: Final = r"(?:\s+się)?"
_NEVER: Final = r"(?:ani\s+razu|nigdy|ani\s+jednego\s+razu)\s+(?:się\s+)?nie\s+"
_NOT: Final = r"(?:się\s+)?nie\s+"
#: "był wyższy", "była niższa", "były wyższe", "pozostawał poniżej": a level against another
_WAS: Final = (
    r"(?:by(?:ł|ła|ło|ły|li)|pozostawa(?:ł|ła|ło|ły|li)|kształtowa(?:ł|ła|ło|ły|li)\s+się)"
)
_HIGHER: Final = r"(?:wyższ|większ|lepsz|mocniejsz)(?:y|a|e|i)"
_LOWER: Final = r"(?:niższ|mniejsz|gorsz|słabsz)(?:y|a|e|i)"
#: nouns of a change in every case ("wzrost", "wzrostu", "spadkiem", "spadki")
_UP_NOUN: Final = r"(?:wzrost|przyrost|zwiększeni|popraw|zwyżk)(?:u|em|y|ów|e|a|ie|i)?"
_DOWN_NOUN: Final = (
    r"(?:spad(?:ek|ku|kiem|ki|ków)|zmniejszeni(?:e|a|em)|obniżk(?:a|i|ą)|"
    r"pogorszeni(?:e|a|em)|zniżk(?:a|i|ą))"
)

FIGURES: Final[Table] = (
    (r"rentownoś(?:ć|ci)\s+EBITDA|marż(?:a|y|ą|ę)\s+EBITDA", "EBITDA margin"),
    (r"rentownoś(?:ć|ci)\s+EBIT|marż(?:a|y|ą|ę)\s+EBIT|marż(?:a|y|ą|ę)\s+operacyjn(?:a|ej|ą)",
     "EBIT margin"),
    (r"marż(?:a|y|ą|ę)\s+brutto(?:\s+na\s+sprzedaży)?", "gross margin"),
    (r"(?:dług(?:u|iem)?|zadłużeni(?:e|a|em))\s+netto\s*/\s*EBITDA", "net debt/EBITDA"),
    (r"(?:dług(?:u|iem)?|zadłużeni(?:e|a|em))\s+netto", "net debt"),
    (r"(?:skonsolidowan(?:y|ego|ym)\s+)?(?:wynik(?:u|iem)?|zysk(?:u|iem)?)\s+netto",
     "net income"),
    (r"(?:wynik(?:u|iem)?|zysk(?:u|iem)?)\s+operacyjn(?:y|ego|ym)", "operating profit"),
    (r"zysk(?:u)?\s+na\s+akcj(?:ę|e)", "EPS"),
    (r"portfel(?:a|em)?\s+(?:zleceń|zamówień)", "order backlog"),
    (r"(?:skonsolidowan(?:e|ych|ymi)\s+)?przychod(?:y|ów|ami)(?:\s+(?:ze|z)\s+sprzedaży)?|"
     r"(?:skonsolidowan(?:a|ej|ą)\s+)?sprzedaż(?:y|ą)?", "revenue"),
    (r"kapita(?:ł|łu)\s+własn(?:y|ego)", "equity"),
    (r"przepływ(?:y|ów)\s+pieniężn(?:e|ych)(?:\s+z\s+działalności\s+operacyjnej)?",
     "cash flow"),
)  # fmt: skip
_YEAR: Final = r"((?:19|20)\d{2})"
#: a year's "r." or "roku" after it ("2024 r.", "w 2024 roku"), never "r/r"
_R: Final = r"(?:\s*(?:r\.(?!/)|roku|rok(?=\s)))?"
_ROMAN: Final = ((1, "I"), (2, "II"), (3, "III"), (4, "IV"))
_ORDINAL: Final = (
    (1, r"pierwsz\w*"), (2, r"drugi\w*|drug(?:im|iego|a|ą)"), (3, r"trzeci\w*"),
    (4, r"czwart\w*"),
)  # fmt: skip
_QUARTER: Final = r"(?:kw\.|kw(?=\s)|kwarta(?:ł|łu|le|łem))"
_HALF: Final = r"(?:półrocz(?:e|u|a|em))"
PERIODS: Final[Table] = (
    *((rf"{roman}\s+{_QUARTER}\s*{_YEAR}{_R}", rf"Q{n} \1") for n, roman in _ROMAN),
    *((rf"(?:{word})\s+{_QUARTER}\s*{_YEAR}{_R}", rf"Q{n} \1") for n, word in _ORDINAL),
    *((rf"{n}\.?\s+{_QUARTER}\s*{_YEAR}{_R}", rf"Q{n} \1") for n, _ in _ROMAN),
    *((rf"{roman}\s+{_HALF}\s*{_YEAR}{_R}", rf"H{n} \1") for n, roman in _ROMAN[:2]),
    *((rf"(?:{word})\s+{_HALF}\s*{_YEAR}{_R}", rf"H{n} \1") for n, word in _ORDINAL[:2]),
    # a quarter named without its year ("w porównaniu z III kw."): the year of the claim
    *((rf"{roman}\s+{_QUARTER}(?!\s*(?:19|20)\d\d)", f"Q{n}") for n, roman in _ROMAN),
    (rf"rok(?:u)?\s+obrotow(?:y|ego|ym)\s+{_YEAR}{_R}", r"FY\1"),
    (r"pkt\.?\s+proc\.?|p\.\s*p\.|punkt(?:u|y|ów)?\s+procentow(?:y|e|ych)", "percentage points"),
    (r"proc\.|procent(?:a|y|ów)?", "percent"),
    (r"mln\s+(?:zł|PLN)|milion(?:a|y|ów)?\s+(?:zł(?:otych)?|PLN)", "million"),
    (r"mld\s+(?:zł|PLN)|miliard(?:a|y|ów)?\s+(?:zł(?:otych)?|PLN)", "billion"),
    (r"tys\.\s+(?:zł|PLN)", "thousand"),
    # a year with its "r." ("2024 r."): the year
    (rf"{_YEAR}\s*(?:r\.(?!/)|roku)", r"\1"),
)  # fmt: skip
DIRECTIONS: Final[Table] = (
    # a negation before the verb: "ani razu nie wzrósł", "nie obniżyła się", "się nie poprawił"
    (rf"{_NEVER}{_UP_VERB}{_SIE_AFTER}", "never rose"),
    (rf"{_NEVER}{_DOWN_VERB}{_SIE_AFTER}", "never fell"),
    (rf"{_NOT}{_UP_VERB}{_SIE_AFTER}", "did not rise"),
    (rf"{_NOT}{_DOWN_VERB}{_SIE_AFTER}", "did not fall"),
    (rf"{_NOT}(?:{_UP_PRESENT}){_SIE_AFTER}", "does not rise"),
    (rf"{_NOT}(?:{_DOWN_PRESENT}){_SIE_AFTER}", "does not fall"),
    (rf"nie\s+{_WAS}\s+{_HIGHER}", "was not higher"),
    (rf"nie\s+{_WAS}\s+{_LOWER}", "was not lower"),
    # a level against another: "był niższy niż", "była wyższa od", "pozostawał poniżej"
    (rf"{_WAS}\s+(?:{_HIGHER}|powyżej)", "was higher"),
    (rf"{_WAS}\s+(?:{_LOWER}|poniżej)", "was lower"),
    # a noun of change a verb reports: "odnotował wzrost o 4 proc."
    (rf"(?:odnotowa|zanotowa|zaraportowa|wykaza|osiągną){_PAST}\s+{_UP_NOUN}(?:\s+o)?",
     "rose by"),
    (rf"(?:odnotowa|zanotowa|zaraportowa|wykaza|osiągną){_PAST}\s+{_DOWN_NOUN}(?:\s+o)?",
     "fell by"),
    (rf"{_SIE_BEFORE}{_UP_VERB}{_SIE_AFTER}", "rose"),
    (rf"{_SIE_BEFORE}{_DOWN_VERB}{_SIE_AFTER}", "fell"),
    (rf"{_SIE_BEFORE}(?:{_UP_PRESENT}){_SIE_AFTER}", "rises"),
    (rf"{_SIE_BEFORE}(?:{_DOWN_PRESENT}){_SIE_AFTER}", "falls"),
    # a change said by its noun alone ("dwucyfrowy średnioroczny spadek", "tempo wzrostu")
    (rf"(?:dynamik(?:a|i|ą)|temp(?:o|a|em))\s+{_UP_NOUN}", "growth"),
    (_DOWN_NOUN, "decline"),
    (_UP_NOUN, "growth"),
)  # fmt: skip
_COUNTS: Final = (
    ("dwóch|dwa|dwie|dwu", "two"), ("trzech|trzy", "three"), ("czterech|cztery", "four"),
    ("pięciu|pięć", "five"), ("sześciu|sześć", "six"), ("siedmiu|siedem", "seven"),
    ("ośmiu|osiem", "eight"), ("dziewięciu|dziewięć", "nine"), ("dziesięciu|dziesięć", "ten"),
    ("dwunastu|dwanaście", "twelve"),
)  # fmt: skip
_EVERY: Final = r"(?:każd(?:ym|ego|y|ej|ą)|wszystki(?:ch|mi|e))"
HORIZONS: Final[Table] = (
    (r"w\s+żadnym\s+(?:z\s+\w+\s+)?kwartale", "in no quarter"),
    (rf"na\s+koniec\s+{_EVERY}\s+(?:z\s+\w+\s+)?kwarta(?:łu|łów)", "at the end of every quarter"),
    (rf"w\s+{_EVERY}\s+(?:kolejnym\s+|kolejnych\s+)?kwarta(?:le|łach)|"
     rf"w\s+{_EVERY}\s+z\s+(?:\w+\s+)?kwartałów|kwartał\s+po\s+kwartale",
     "in every quarter"),
    (r"kwartał\s+do\s+kwartału|z\s+kwartału\s+na\s+kwartał|kw\.?\s*/\s*kw\.?|kdk|q/q",
     "from one quarter to the next"),
    (r"r\s*/\s*r|rdr|rok\s+do\s+roku|w\s+skali\s+roku|w\s+ujęciu\s+rocznym", "year on year"),
    (r"(?:w\s+)?(?:tym\s+samym|analogicznym)\s+kwartale\s+(?:poprzedniego|ubiegłego|"
     r"zeszłego)\s+roku", "the same quarter a year earlier"),
    (r"(?:rok|12\s+miesięcy)\s+(?:wcześniej|temu)|przed\s+rokiem|poprzedniego\s+roku|"
     r"ubiegłego\s+roku", "a year earlier"),
    (r"od\s+początku\s+(?:bieżącego\s+)?roku|w\s+ujęciu\s+narastającym|YTD", "year to date"),
    (r"od\s+początku(?=\s+(?:19|20)\d\d)", "since the start of"),
    (r"od\s+końca(?=\s+(?:19|20)\d\d)", "since the end of"),
    # an event dated by its year ("od debiutu na GPW w 2007 r.", "od kryzysu finansowego
    # 2008 r."): the horizon opens at the date the event is given
    (r"(?<!higher\s)(?<!lower\s)od\s+(?:[^\W\d]+\s+){0,3}?[^\W\d]+(?:\s+(?:w|z))?"
     r"(?=\s+(?:Q[1-4]\s+)?(?:19|20)\d\d\b)", "since"),
    (r"na\s+koniec(?=\s+(?:19|20)\d\d)", "at the end of"),
    (r"(?:w\s+ciągu|przez|na\s+przestrzeni)\s+(?:ostatniej\s+dekady|ostatnich\s+dziesięciu\s+lat)|"
     r"w\s+ostatniej\s+dekadzie", "over the last decade"),
    (r"(?:w\s+ciągu|przez|na\s+przestrzeni|w)\s+(?:ostatnich|ostatnie|ostatnim|ostatni)|"
     r"(?:ostatnich|ostatnie)(?=\s+\w+\s+(?:lat|kwarta|miesię))", "over the last"),
    (r"(?:skumulowan\w+\s+)?średnioroczn\w*(?:\s+skumulowan\w*)?|CAGR", "compound annual"),
    (r"dwucyfrow\w*", "double-digit"),
    (r"jednocyfrow\w*", "single-digit"),
    (r"w\s+porównaniu\s+(?:z|do)|w\s+stosunku\s+do|względem|wobec", "versus"),
    (r"o(?=\s+(?:ok\.|około|blisko|ponad|prawie|niemal|niespełna|przeszło|[-−+]?\d))", "by"),
    (r"ok\.|około", "about"),
    (r"blisko|prawie|niemal(?:\s+że)?", "almost"),
    (r"ponad|przeszło|więcej\s+niż", "more than"),
    (r"niespełna|nieco\s+poniżej", "just under"),
    # a comparative said of a noun of change without its verb ("dynamika wzrostu w 2024 r.
    # niższa niż w 2023 r."): the growth was lower
    (r"(?:niższ|mniejsz|słabsz|wolniejsz)(?:y|a|e|i)", "was lower"),
    (r"(?:wyższ|większ|szybsz|mocniejsz)(?:y|a|e|i)", "was higher"),
    (r"szybciej", "faster"),
    (r"wolniej", "slower"),
    (r"niż|(?<=higher\s)od|(?<=lower\s)od", "than"),
    # "od … do …" is a span; "od" alone opens a horizon
    (r"od(?=\s+[^.;]{1,40}?\s+do\s)", "from"),
    (r"od", "since"),
    (r"do", "to"),
    (r"między|pomiędzy", "between"),
    (r"(?<=\d)\s+a(?=\s)", " and"),
    (r"kwartałów|kwartały|kwartałach|kwartałami", "quarters"),
    (r"kwartał(?:u|e|em)?", "quarter"),
    (r"półrocz(?:e|u|a|em)", "half"),
    (r"lat|lata|latach", "years"),
    (r"miesięcy|miesiące", "months"),
    *((rf"{p}", e) for p, e in _COUNTS),
    (r"latach", "years"),
    (r"skonsolidowan\w*", "consolidated"),
    (r"nie", "not"),
    (r"i|oraz", "and"),
    (r"w|we", "in"),
)  # fmt: skip

#: "percent" is the English reader's word only after its figure: "8 percent" as "8 %"
_PERCENT: Final = re.compile(r"(?<=\d) percent\b")
#: "in every quarter 2024", "in every quarter in 2024": the quarters of that year (only of a
#: year: "in every quarter in H2 2024" is read as said, each quarter of the half)
_OF_YEAR: Final = re.compile(r"\b(every quarter|the start|the end)\s+(?:in\s+)?(?=(?:19|20)\d\d\b)")


#: a pace said by the noun of growth and a comparative ("growth in 2024 was lower than in
#: 2023", the order Polish puts it in) as the English verb of pace
_PACE: Final = re.compile(
    r"\bgrowth\s+((?:in|over)\s+[^.;\[]{1,30}?)\s+was\s+(lower|higher)\s+than\b"
)


def _finish(sentence: str) -> str:
    """A share written with its sign, thousands grouped with a space as one number, a year
    after "every quarter" as the quarters' year, a pace as the verb of pace, "in no quarter"
    as the English negation, then single spaces."""
    read = _OF_YEAR.sub(r"\1 of ", _PERCENT.sub(" %", grouped_thousands(sentence)))
    read = _PACE.sub(
        lambda m: f"grew {'more slowly' if m.group(2) == 'lower' else 'faster'} {m.group(1)} than",
        read,
    )
    read = no_quarter_as_negation(read)
    return re.sub(r"[ \t]{2,}", " ", read)


#: words only Polish has among the languages read here: its small words, and any word
#: written with a letter no other of them has (ą, ę, ł, ń, ś, ź, ż: "spadał", "wzrósł",
#: "kwartałów"), so a sentence whose only Polish is its verb and its period is still read
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:się|nie|proc|kw|r/r|niż|ok|ponad|blisko|przez|każdym|ani|razu|od|"
    r"w\s+porównaniu|\w*[ąęłńśźż]\w*)(?![\w-])",
    re.IGNORECASE,
)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=_finish,
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "PERIODS"]
