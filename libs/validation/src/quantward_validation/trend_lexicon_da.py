"""A trend claim in Danish, or in English with Danish names for its periods, read as the English
`trends` reads.

A Danish desk, pension fund or investment committee says which way a figure went in Danish
("omsætningen steg med knap 9 pct. siden 1. kvt. 2021", "overskudsgraden blev ikke forbedret i
2. halvår", "nettogælden gik aldrig tilbage fra et kvartal til det næste", "resultatet lå under
samme kvartal året før i hvert kvartal af 2023"). As `trend_lexicon_sv` does for Swedish, each
table maps the language's words to English longhand, and the one trend grammar reads the
result. Verbs are given in every form a report uses: past, perfect participle with "er"/"har",
present, the passive in -es/-edes and with "blev"/"er blevet", the separable particle verbs
("gik tilbage", "gik ikke tilbage"), the comparative with "blev" ("blev højere") and the
negation after a finite verb or before a participle ("steg ikke", "er aldrig steget").
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.trend_lexicon_parts import (
    NordicAuxiliaries,
    Table,
    Way,
    lexicon_of,
    quarter_finish,
)

#: verbs of a rise and of a fall: (past, participle, present), a particle verb's particle apart
_UP_VERBS: Final = (
    ("steg", "steget", "stiger"), ("voksede", "vokset", "vokser"),
    ("øgedes|øgede\\s+sig", "øget", "øges|øger\\s+sig"),
    ("forbedredes|forbedrede\\s+sig", "forbedret", "forbedres|forbedrer\\s+sig"),
    ("styrkedes|styrkede\\s+sig", "styrket", "styrkes|styrker\\s+sig"),
    ("udvidedes|udvidede\\s+sig", "udvidet", "udvides|udvider\\s+sig"),
    ("forøgedes", "forøget", "forøges"), ("hævedes", "hævet", "hæves"),
    ("klatrede", "klatret", "klatrer"), ("tiltog", "tiltaget", "tiltager"),
    ("ekspanderede", "ekspanderet", "ekspanderer"), ("løftedes", "løftet", "løftes"),
)  # fmt: skip
_DOWN_VERBS: Final = (
    ("faldt", "faldet", "falder"), ("sunkede", "sunket", "synker"),
    ("dykkede", "dykket", "dykker"), ("skrumpede", "skrumpet", "skrumper"),
    ("mindskedes|mindskede\\s+sig", "mindsket", "mindskes"),
    ("formindskedes", "formindsket", "formindskes"),
    ("reduceredes", "reduceret", "reduceres"),
    ("forringedes|forringede\\s+sig", "forringet", "forringes"),
    ("forværredes|forværrede\\s+sig", "forværret", "forværres"),
    ("svækkedes|svækkede\\s+sig", "svækket", "svækkes"),
    ("aftog", "aftaget", "aftager"), ("dalede", "dalet", "daler"),
    ("indsnævredes", "indsnævret", "indsnævres"), ("sænkedes", "sænket", "sænkes"),
)  # fmt: skip
#: particle verbs: (past, participle, present) of the verb, and the particle of a rise and a fall
_PARTICLE_VERBS: Final = ("gik", "gået", "går")
_UP_PARTICLE: Final = r"(?:op|frem)"
_DOWN_PARTICLE: Final = r"(?:tilbage|ned)"
_BECOME: Final = r"(?:blev|bliver|er\s+blevet|var\s+blevet|har\s+været)"
_HIGHER: Final = r"(?:højere|større|bedre|stærkere|bredere)"
_LOWER: Final = r"(?:lavere|mindre|dårligere|svagere|smallere)"

_NOT: Final = r"(?:ikke|ej)"
_NEVER: Final = r"aldrig"
_HAVE: Final = r"(?:er|var|har|havde)\s+"


_NORDIC: Final = NordicAuxiliaries(
    have=_HAVE,
    going=_PARTICLE_VERBS,
    become="blev|bliver",
    become_participle="blevet",
    becoming=_BECOME,
)
_UP: Final = Way(_UP_VERBS, _UP_PARTICLE, _HIGHER)
_DOWN: Final = Way(_DOWN_VERBS, _DOWN_PARTICLE, _LOWER)


_UP_NOUNS: Final = r"(?:stigning|fremgang|vækst|forbedring|forøgelse|øgning|løft)(?:en)?"
_DOWN_NOUNS: Final = r"(?:fald|tilbagegang|nedgang|forringelse|reduktion|forværring)(?:et|en)?"
_REPORTS: Final = (
    r"(?:viste|viser|havde|har|noterede|noterer|oplevede|oplever|realiserede|realiserer|"
    r"rapporterede|rapporterer)\s+(?:en\s+|et\s+)?"
)
#: a position against an earlier level: "lå under", "var højere end", "har ligget over"
_BE: Final = r"(?:lå|ligger|var|er|har\s+ligget|havde\s+ligget|har\s+været|havde\s+været)\s+"

FIGURES: Final[Table] = (
    (r"(?:netto)?omsætning(?:en)?|indtægter(?:ne)?|salg(?:et)?", "revenue"),
    (r"EBITDA-margin(?:en)?", "EBITDA margin"),
    (r"EBIT-margin(?:en)?|overskudsgrad(?:en)?|resultatgrad(?:en)?", "EBIT margin"),
    (r"bruttomargin(?:en)?|dækningsgrad(?:en)?", "gross margin"),
    (r"driftsresultat(?:et)?|primært\s+resultat", "operating profit"),
    (r"nettoresultat(?:et)?|resultat(?:et)?\s+efter\s+skat|årets\s+resultat|"
     r"periodens\s+resultat|bundlinje(?:n)?", "net income"),
    (r"resultat\s+pr\.?\s+aktie|indtjening\s+pr\.?\s+aktie", "EPS"),
    (r"NIBD\s*/\s*EBITDA|nettogæld(?:en)?\s*/\s*EBITDA|"
     r"(?:nettorentebærende\s+gæld|nettogæld(?:en)?)\s+i\s+forhold\s+til\s+EBITDA",
     "net debt/EBITDA"),
    (r"nettorentebærende\s+gæld|nettogæld(?:en)?|NIBD", "net debt"),
    (r"egenkapital(?:en)?", "equity"),
    (r"ordreindgang(?:en)?|ordretilgang(?:en)?", "order intake"),
    (r"pengestrøm(?:men|me)?|frie\s+pengestrømme?", "cash flow"),
)  # fmt: skip
_YEAR: Final = r"((?:19|20)\d{2})"
#: names of a period or a unit, read even in a sentence said in English
PERIODS: Final[Table] = (
    *(
        (rf"(?:{n}\.|{word})\s+(?:kvt\.?|kvartal(?:et)?)(?:\s+(?:af\s+)?|\s*/\s*){_YEAR}",
         rf"Q{n} \1")
        for n, word in ((1, "første"), (2, "andet|anden"), (3, "tredje"), (4, "fjerde"))
    ),
    *(
        (rf"(?:{n}\.|{word})\s+halvår(?:et)?(?:\s+(?:af\s+)?|\s*/\s*){_YEAR}", rf"H{n} \1")
        for n, word in ((1, "første"), (2, "andet|anden"))
    ),
    # a quarter named without its year ("i forhold til 3. kvt."): the year of the claim
    *(
        (rf"(?:{n}\.|{word})\s+(?:kvt\.?|kvartal(?:et)?)(?!\s*(?:af\s+)?(?:19|20)\d\d)",
         f"Q{n}")
        for n, word in ((1, "første"), (2, "andet|anden"), (3, "tredje"), (4, "fjerde"))
    ),
    (rf"(?:regnskabsåret|regnskabsår|helåret|hele\s+året|kalenderåret)\s+{_YEAR}", r"FY\1"),
    # two fiscal years named together ("i regnskabsårene 2022 og 2023"): the span of both
    (r"(?:i\s+|over\s+|gennem\s+)?regnskabsårene\s+((?:19|20)\d{2})\s*(?:og|til|[-–])\s*"
     r"((?:19|20)\d{2})", r"over FY\1-FY\2"),
    (r"regnskabsårene|regnskabsår", "fiscal years"),
    (r"regnskabsåret|helåret", "the full year"),
    (r"(?:i\s+)?samme\s+kvartal\s+(?:året\s+før|sidste\s+år|foregående\s+år|året\s+inden)",
     "the same quarter a year earlier"),
    (r"(?:i\s+)?samme\s+kvartal(?:\s+(?:af|i))?(?=\s+(?:19|20)\d{2})", "the same quarter of"),
    (r"pct\.?-point|procentpoint", "percentage points"),
    (r"pct\.?|procent", "percent"),
    (r"gange", "times"),
    (r"mio\.?\s+kr\.?|mio\.?\s+DKK|millioner\s+kroner", "million"),
    (r"mia\.?\s+kr\.?|mia\.?\s+DKK|milliarder\s+kroner", "billion"),
    # an event named by a definite noun and its year ("finanskrisen i 2008", "børsnoteringen
    # 1998"): the year as the one the event is dated by
    (r"(\w+(?:krisen|pandemien|krigen|noteringen|introduktionen|opkøbet|fusionen|"
     r"udskillelsen|nedlukningen|reformen|renteforhøjelserne|renteændringen))"
     r"\s+(?:i\s+)?((?:19|20)\d{2})", r"\1 of \2"),
)  # fmt: skip
DIRECTIONS: Final[Table] = (
    # a negation: after the finite verb, before a participle, or of a comparative with "blev"
    (_NORDIC.negated(_UP, _NEVER), "never rose"),
    (_NORDIC.negated(_DOWN, _NEVER), "never fell"),
    (_NORDIC.negated(_UP, _NOT), "did not rise"),
    (_NORDIC.negated(_DOWN, _NOT), "did not fall"),
    # a position against a level: "lå under", "var lavere end", "har ligget over"
    (rf"{_BE}(?:under|lavere\s+end|dårligere\s+end|mindre\s+end|svagere\s+end)", "was below"),
    (rf"{_BE}(?:over|højere\s+end|bedre\s+end|større\s+end|stærkere\s+end)", "was above"),
    # a noun of change a verb reports: "viste en stigning på 4 pct."
    (rf"{_REPORTS}{_UP_NOUNS}(?:\s+(?:på|med))?", "rose by"),
    (rf"{_REPORTS}{_DOWN_NOUNS}(?:\s+(?:på|med))?", "fell by"),
    # the passive with "blev" and the comparative it makes: "blev forbedret", "blev højere"
    *_NORDIC.moves(_UP, _DOWN),
)  # fmt: skip
_COUNT: Final = r"(?:to|tre|fire|fem|seks|syv|otte|ni|ti|elleve|tolv|\d{1,2})"
HORIZONS: Final[Table] = (
    (r"i\s+intet\s+(?:eneste\s+)?kvartal|ikke\s+i\s+noget\s+kvartal", "in no quarter"),
    (r"(?:i|ved)\s+(?:hvert|ethvert)\s+(?:enkelt\s+)?(?:kvartal|kvartalsskifte)|"
     r"(?:i|ved)\s+alle\s+(?:fire\s+)?(?:kvartaler(?:ne)?|kvartalsskifter)|"
     r"kvartal\s+efter\s+kvartal", "in every quarter"),
    (r"fra\s+(?:et|ét)\s+kvartal\s+til\s+(?:det\s+)?(?:næste|følgende|efterfølgende)|"
     r"kvartal\s+for\s+kvartal|fra\s+kvartal\s+til\s+kvartal|"
     r"(?:i\s+forhold\s+til|sammenlignet\s+med)\s+(?:det\s+)?(?:foregående|forrige)\s+kvartal",
     "from one quarter to the next"),
    (r"(?:i\s+forhold\s+til|sammenlignet\s+med)\s+samme\s+(?:kvartal|periode)\s+"
     r"(?:året\s+før|sidste\s+år|foregående\s+år)|år\s+over\s+år|på\s+årsbasis",
     "year on year"),
    (r"niveauet\s+(?:et\s+år\s+(?:tidligere|før)|året\s+før)", "the level of a year earlier"),
    (r"et\s+år\s+(?:tidligere|før)|året\s+før|foregående\s+år", "a year earlier"),
    (r"i\s+forhold\s+til|sammenlignet\s+med|mod|end\s+i", "versus"),
    (r"år\s+til\s+dato|siden\s+årets\s+begyndelse|siden\s+nytår", "year to date"),
    (r"(?:over\s+|i\s+)?de\s+(?:seneste|sidste)\s+(?:tolv|12)\s+måneder|løbende\s+tolv\s+måneder",
     "over the last twelve months"),
    (r"(?:over\s+|i\s+)?(?:det\s+seneste\s+årti|de\s+(?:seneste|sidste)\s+ti\s+år)",
     "over the last decade"),
    (rf"(?:over\s+|i\s+|gennem\s+)?de\s+(?:seneste|sidste)(?=\s+{_COUNT}\b)", "over the last"),
    (r"(?:over\s+|i\s+)?det\s+(?:seneste|sidste)(?=\s+(?:år|kvartal))", "over the last"),
    (r"(?:gennemsnitlig\s+)?årlig(?:\s+gennemsnitlig)?\s+(?:vækst(?:rate)?|rate)|CAGR",
     "compound annual rate"),
    (r"tocifret|tocifrede", "double-digit"),
    (r"med(?=\s+(?:ca\.?|cirka|godt|knap|omkring|næsten|over|mere\s+end|en|[-−+]?\d))", "by"),
    (r"ca\.?|cirka|omkring|omtrent", "about"),
    (r"godt", "just over"),
    (r"knap", "just under"),
    (r"næsten", "almost"),
    (r"mere\s+end|(?<!just\s)over(?=\s+\d)", "more than"),
    (r"hurtigere", "faster"),
    (r"langsommere", "slower"),
    (r"end", "than"),
    (r"siden", "since"),
    (r"mellem", "between"),
    (r"fra", "from"),
    (r"til", "to"),
    (r"og", "and"),
    (r"over|gennem|i\s+løbet\s+af", "over"),
    (r"kvartalerne|kvartaler", "quarters"),
    (r"kvartalet|kvartal", "quarter"),
    (r"årene", "years"),
    (r"året", "the year"),
    (r"månederne|måneder", "months"),
    (r"to(?=\s+(?:år|kvartaler|måneder|regnskabsår|halvår))", "two"),
    (r"tre", "three"),
    (r"fire", "four"),
    (r"fem", "five"),
    (r"seks", "six"),
    (r"otte", "eight"),
    (r"ti", "ten"),
    (r"tolv", "twelve"),
    (r"år", "years"),
    (r"ikke", "not"),
    (r"aldrig", "never"),
    (r"af", "of"),
    (r"en|et", "a"),
    (r"i", "in"),
)  # fmt: skip

#: "percent" is the English reader's word only after its figure: "8 percent" as "8 %"
_PERCENT: Final = re.compile(r"(?<=\d) percent\b")


def _word_order(sentence: str) -> str:
    """A share written with its sign."""
    return _PERCENT.sub(" %", sentence)


#: words only Danish has among the languages whose verbs it shares ("steg" is Swedish too)
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:og|ikke|af|siden|pct|kvt|lå|ligger|hvert|seneste|sidste|mellem|gik|går|"
    r"næste|bliver|niveauet|tidligere|gange|knap|godt|fra\s+et)(?![\w-])",
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
