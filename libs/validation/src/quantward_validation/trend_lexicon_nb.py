"""A trend claim in Norwegian (bokmål), or in English with Norwegian names for its periods, read
as the English `trends` reads.

A Norwegian pension fund, kommune or investment committee says which way a figure went in
bokmål ("driftsinntektene økte med 12 prosent siden 1. kvartal 2021", "resultatet ble ikke
bedre i 2. halvår", "gjelden gikk aldri ned fra ett kvartal til det neste", "volumet lå over
samme kvartal året før i alle fire kvartalene"). Norwegian shares much of its spelling with
Danish ("steg", "ikke", "siden") but not its verbs' past ("økte", "falt", "sank", "ble"), so it
keeps its own tables, and its `MARKERS` (the shared words and its own) let a Danish sentence
keep the Danish reader and a Norwegian one this. Verbs are given in every form a report uses:
past, participle with "har"/"er", present, the passive with "ble"/"har blitt", the particle
verbs ("gikk opp", "gikk ned"), the comparative with "ble" ("ble bedre", "ble svakere") and the
negation after a finite verb or before a participle ("falt ikke", "har aldri steget").
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.trend_lexicon_parts import (
    NordicAuxiliaries,
    Table,
    Way,
    grouped_thousands,
    lexicon_of,
    quarter_finish,
)

#: verbs of a rise and of a fall: (past, participle, present)
_UP_VERBS: Final = (
    ("steg", "steget", "stiger"), ("økte|økte\\s+seg", "økt", "øker"),
    ("vokste", "vokst", "vokser"),
    ("forbedret\\s+seg|forbedredes", "forbedret", "forbedres|forbedrer\\s+seg"),
    ("bedret\\s+seg", "bedret", "bedres|bedrer\\s+seg"),
    ("styrket\\s+seg|styrkedes", "styrket", "styrkes|styrker\\s+seg"),
    ("utvidet\\s+seg", "utvidet", "utvides"), ("klatret", "klatret", "klatrer"),
    ("tiltok", "tiltatt", "tiltar"), ("løftet\\s+seg", "løftet", "løftes"),
    ("ekspanderte", "ekspandert", "ekspanderer"), ("hevet\\s+seg", "hevet", "heves"),
)  # fmt: skip
_DOWN_VERBS: Final = (
    ("falt", "falt", "faller"), ("sank", "sunket", "synker"), ("minket", "minket", "minker"),
    ("krympet", "krympet", "krymper"), ("avtok", "avtatt", "avtar"),
    ("reduserte\\s+seg|reduseres", "redusert", "reduseres"),
    ("svekket\\s+seg|svekkedes", "svekket", "svekkes|svekker\\s+seg"),
    ("forverret\\s+seg|forverredes", "forverret", "forverres|forverrer\\s+seg"),
    ("dalte", "dalt", "daler"), ("stupte", "stupt", "stuper"), ("senket\\s+seg", "senket",
    "senkes"), ("smalnet", "smalnet", "smalner"),
)  # fmt: skip
_PARTICLE_VERBS: Final = ("gikk", "gått", "går")
_UP_PARTICLE: Final = r"(?:opp|fram|frem)"
_DOWN_PARTICLE: Final = r"(?:ned|tilbake)"
_BECOME: Final = r"(?:ble|blir|har\s+blitt|hadde\s+blitt|er\s+blitt)"
_HIGHER: Final = r"(?:høyere|større|bedre|sterkere|bredere)"
_LOWER: Final = r"(?:lavere|mindre|dårligere|svakere|smalere)"
_NOT: Final = r"(?:ikke|ikkje)"
_NEVER: Final = r"aldri"
_HAVE: Final = r"(?:er|var|har|hadde)\s+"


_NORDIC: Final = NordicAuxiliaries(
    have=_HAVE,
    going=_PARTICLE_VERBS,
    become="ble|blir",
    become_participle="blitt",
    becoming=_BECOME,
)
_UP: Final = Way(_UP_VERBS, _UP_PARTICLE, _HIGHER)
_DOWN: Final = Way(_DOWN_VERBS, _DOWN_PARTICLE, _LOWER)


_UP_NOUNS: Final = r"(?:økning|oppgang|vekst|forbedring|stigning)(?:en)?"
_DOWN_NOUNS: Final = r"(?:fall|nedgang|tilbakegang|reduksjon|forverring|svekkelse)(?:et|en)?"
_REPORTS: Final = (
    r"(?:viste|viser|hadde|har|fikk|noterte|rapporterte|opplevde)\s+(?:en\s+|et\s+|ei\s+)?"
)
_BE: Final = r"(?:lå|ligger|var|er|har\s+ligget|hadde\s+ligget|har\s+vært|hadde\s+vært)\s+"

FIGURES: Final[Table] = (
    (r"(?:drifts|salgs)?inntekt(?:er|ene)|omsetning(?:en)?|salg(?:et)?", "revenue"),
    (r"slaktevolum(?:et)?|(?:volumet|mengden)\s+som\s+ble\s+slaktet|slaktet\s+volum",
     "harvest volume"),
    (r"EBITDA-margin(?:en)?", "EBITDA margin"),
    (r"EBIT-margin(?:en)?|driftsmargin(?:en)?", "EBIT margin"),
    (r"bruttomargin(?:en)?", "gross margin"),
    (r"driftsresultat(?:et)?", "operating profit"),
    (r"resultat(?:et)?\s+etter\s+skatt|nettoresultat(?:et)?|årsresultat(?:et)?|"
     r"periodens\s+resultat", "net income"),
    (r"resultat\s+per\s+aksje", "EPS"),
    (r"(?:netto\s+rentebærende\s+gjeld|nettogjeld(?:en)?)\s*/\s*EBITDA", "net debt/EBITDA"),
    (r"netto\s+rentebærende\s+gjeld|nettogjeld(?:en)?", "net debt"),
    (r"egenkapital(?:en)?", "equity"),
    (r"ordreinngang(?:en)?", "order intake"),
    (r"ordrereserve(?:n)?|ordrebeholdning(?:en)?", "order backlog"),
    (r"kontantstrøm(?:men)?", "cash flow"),
)  # fmt: skip
_YEAR: Final = r"((?:19|20)\d{2})"
_COUNT: Final = r"(?:to|tre|fire|fem|seks|sju|syv|åtte|ni|ti|elleve|tolv|\d{1,2})"
PERIODS: Final[Table] = (
    *(
        (rf"(?:{n}\.|{word})\s+(?:kv\.?|kvartal(?:et)?)(?:\s+(?:i\s+)?|\s*/\s*){_YEAR}",
         rf"Q{n} \1")
        for n, word in ((1, "første"), (2, "andre"), (3, "tredje"), (4, "fjerde"))
    ),
    *(
        (rf"(?:{n}\.|{word})\s+halvår(?:et)?(?:\s+(?:i\s+)?|\s*/\s*){_YEAR}", rf"H{n} \1")
        for n, word in ((1, "første"), (2, "andre"))
    ),
    *(
        (rf"(?:{n}\.|{word})\s+(?:kv\.?|kvartal(?:et)?)(?!\s*(?:i\s+)?(?:19|20)\d\d)", f"Q{n}")
        for n, word in ((1, "første"), (2, "andre"), (3, "tredje"), (4, "fjerde"))
    ),
    (rf"(?:regnskapsåret|regnskapsår|helåret|hele\s+året|kalenderåret)\s+{_YEAR}", r"FY\1"),
    (r"(?:i\s+)?samme\s+kvartal\s+(?:året\s+før|i\s+fjor|foregående\s+år)",
     "the same quarter a year earlier"),
    (r"(?:i\s+)?samme\s+kvartal(?:\s+(?:i|av))?(?=\s+(?:19|20)\d{2})", "the same quarter of"),
    (r"prosentpoeng|prosentenheter", "percentage points"),
    (r"prosent", "percent"),
    (r"ganger", "times"),
    (r"mill\.?\s+kr(?:oner)?\.?|mill\.?\s+NOK|millioner\s+kroner|MNOK", "million"),
    (r"mrd\.?\s+kr(?:oner)?\.?|mrd\.?\s+NOK|milliarder\s+kroner", "billion"),
    # an event dated by its year ("siden børsnoteringen i 2007", "siden nedstengningen i 2.
    # kvartal 2020"): the horizon opens at the date the event is given
    (r"siden\s+\w+(?:en|et|a)\s+(?:i\s+)?(?=Q[1-4]\s+(?:19|20)\d\d|(?:19|20)\d\d)", "since "),
)  # fmt: skip
DIRECTIONS: Final[Table] = (
    (_NORDIC.negated(_UP, _NEVER), "never rose"),
    (_NORDIC.negated(_DOWN, _NEVER), "never fell"),
    (_NORDIC.negated(_UP, _NOT), "did not rise"),
    (_NORDIC.negated(_DOWN, _NOT), "did not fall"),
    (rf"{_BE}(?:under|lavere\s+enn|dårligere\s+enn|mindre\s+enn|svakere\s+enn)", "was below"),
    (rf"{_BE}(?:over|høyere\s+enn|bedre\s+enn|større\s+enn|sterkere\s+enn)", "was above"),
    (rf"{_REPORTS}{_UP_NOUNS}(?:\s+(?:på|med))?", "rose by"),
    (rf"{_REPORTS}{_DOWN_NOUNS}(?:\s+(?:på|med))?", "fell by"),
    *_NORDIC.moves(_UP, _DOWN),
)  # fmt: skip
HORIZONS: Final[Table] = (
    (r"i\s+ingen\s+(?:av\s+)?kvartal(?:ene)?|ikke\s+i\s+noe\s+kvartal", "in no quarter"),
    (r"ved\s+(?:hvert|ethvert|alle)\s+(?:eneste\s+)?kvartalsskift(?:e|ene)?|"
     r"ved\s+utgangen\s+av\s+(?:hvert|alle)\s+(?:eneste\s+)?kvartal(?:ene)?",
     "at the end of every quarter"),
    (r"(?:i|ved)\s+(?:hvert|ethvert)\s+(?:eneste\s+|enkelt\s+)?kvartal|"
     rf"(?:i|ved)\s+alle\s+(?:{_COUNT}\s+)?kvartal(?:ene|er)|kvartal\s+etter\s+kvartal",
     "in every quarter"),
    (r"fra\s+(?:ett|et|hvert)\s+kvartal\s+til\s+(?:det\s+)?(?:neste|påfølgende)|"
     r"kvartal\s+for\s+kvartal|fra\s+kvartal\s+til\s+kvartal|"
     r"(?:sammenlignet\s+med|mot)\s+(?:det\s+)?(?:foregående|forrige)\s+kvartal",
     "from one quarter to the next"),
    (r"(?:sammenlignet\s+med|mot)\s+samme\s+(?:kvartal|periode)\s+(?:året\s+før|i\s+fjor)|"
     r"år\s+over\s+år|på\s+årsbasis", "year on year"),
    (r"nivået\s+(?:ett\s+år\s+(?:tidligere|før)|året\s+før)", "the level of a year earlier"),
    (r"(?:ett|et)\s+år\s+(?:tidligere|før)|året\s+før|for\s+ett\s+år\s+siden|i\s+fjor",
     "a year earlier"),
    (r"sammenlignet\s+med|i\s+forhold\s+til|mot|enn\s+i", "versus"),
    (r"hittil\s+i\s+år|så\s+langt\s+i\s+år|siden\s+årsskiftet|siden\s+nyttår", "year to date"),
    (r"(?:over\s+|i\s+)?de\s+(?:siste|seneste)\s+(?:tolv|12)\s+månedene?|"
     r"siste\s+tolv\s+måneder", "over the last twelve months"),
    (r"(?:over\s+|i\s+)?(?:det\s+siste\s+tiåret|de\s+(?:siste|seneste)\s+ti\s+årene?)",
     "over the last decade"),
    (rf"(?:over\s+|i\s+|gjennom\s+)?de\s+(?:siste|seneste)(?=\s+{_COUNT}\b)", "over the last"),
    (r"(?:over\s+|i\s+)?det\s+(?:siste|seneste)(?=\s+(?:år|kvartal))", "over the last"),
    (r"utgangen\s+av", "the end of"),
    (r"(?:gjennomsnittlig\s+)?årlig(?:\s+gjennomsnittlig)?\s+(?:vekst(?:rate)?|rate)|CAGR",
     "compound annual rate"),
    (r"tosifret|tosifrede", "double-digit"),
    (r"med(?=\s+(?:ca\.?|cirka|om\s+lag|rundt|omkring|drøyt|godt|snaut|knapt|nesten|"
     r"nærmere|over|mer\s+enn|en|ei|et|[-−+]?\d))", "by"),
    (r"ca\.?|cirka|omkring|om\s+lag|rundt", "about"),
    (r"drøyt|godt", "just over"),
    (r"snaut|knapt", "just under"),
    (r"nesten|nærmere", "almost"),
    (r"mer\s+enn|(?<!just\s)over(?=\s+\d)", "more than"),
    (r"raskere", "faster"),
    (r"saktere|langsommere", "slower"),
    (r"enn", "than"),
    (r"siden", "since"),
    (r"mellom", "between"),
    (r"fra", "from"),
    (r"til", "to"),
    (r"og", "and"),
    (r"over|gjennom|i\s+løpet\s+av", "over"),
    (r"kvartalene|kvartaler", "quarters"),
    (r"kvartalet|kvartal", "quarter"),
    (r"årene", "years"),
    (r"året", "the year"),
    (r"månedene|måneder", "months"),
    (r"to(?=\s+(?:år|kvartaler|måneder|regnskapsår|halvår))", "two"),
    (r"tre", "three"),
    (r"fire", "four"),
    (r"fem", "five"),
    (r"seks", "six"),
    (r"åtte", "eight"),
    (r"ti", "ten"),
    (r"tolv", "twelve"),
    (r"år", "years"),
    (r"ikke|ikkje", "not"),
    (r"aldri", "never"),
    (r"av", "of"),
    (r"en|et|ei|ett", "a"),
    (r"i", "in"),
)  # fmt: skip

_PERCENT: Final = re.compile(r"(?<=\d) percent\b")


def _word_order(sentence: str) -> str:
    """A share written with its sign, and thousands grouped with a space as one number."""
    return grouped_thousands(_PERCENT.sub(" %", sentence))


#: the words a Norwegian sentence has: its own (no Danish or Swedish sentence has them) and
#: those it shares with Danish, so a Danish sentence (which has no word of its own less) keeps
#: the Danish reader, which comes first on a tie
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:ble|blir|blitt|enn|mellom|etter|utgangen|hittil|kvartalene|ett|økte|økt|"
    r"falt|gikk|gått|ikkje|mill|mrd|prosent|prosentpoeng|siste|drøyt|snaut|vokste|vokst|"
    r"minket|krympet|avtok|avtatt|dalte|stupte|tosifret|tosifrede|forverret|redusert|"
    r"og|ikke|siden|hvert|tidligere|aldri|lå|ligger)(?![\w-])",
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
