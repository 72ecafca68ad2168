"""A trend claim in Swedish, or in English with Swedish names for its figures and periods, read
as the English `trends` reads.

A Swedish desk says which way a figure went in Swedish ("nettoomsättningen ökade med 8 % de
senaste fem kvartalen", "rörelsemarginalen har inte förbättrats sedan 2021", "nettoskulden
minskade inte under helåret"), or writes English around its own reporting words ("the
rörelsemarginal narrowed by 1,5 procentenheter over räkenskapsåret 2023", "was below
motsvarande kvartal 2023 in each quarter of 2024"). The period and unit names are read in
either ("fjärde kvartalet 2024" is "Q4 2024", "första halvåret" "H1", "helåret 2024"
"FY2024"); the rest only in a sentence whose direction is said in Swedish. Verbs are given in
every form a report uses: past, supine with "har", present, passive in -s, and the negation
that follows a main verb ("ökade inte") or precedes a supine ("har aldrig minskat").
"""

from __future__ import annotations

from typing import Final

from quantward_validation.trend_lexicon_parts import Table, lexicon_of

#: verbs of a rise and of a fall: (past, supine, present)
_UP_VERBS: Final = (
    ("ökade", "ökat", "ökar"), ("steg", "stigit", "stiger"), ("växte", "vuxit", "växer"),
    ("förbättrades|förbättrade", "förbättrats|förbättrat", "förbättras"),
    ("stärktes|förstärktes", "stärkts|förstärkts", "stärks|förstärks"),
    ("expanderade", "expanderat", "expanderar"), ("vidgades", "vidgats", "vidgas"),
    ("klättrade", "klättrat", "klättrar"), ("höjdes", "höjts", "höjs"),
    ("tilltog", "tilltagit", "tilltar"), ("gick\\s+upp", "gått\\s+upp", "går\\s+upp"),
    ("lyfte", "lyft", "lyfter"),
)  # fmt: skip
_DOWN_VERBS: Final = (
    ("minskade", "minskat", "minskar"), ("sjönk", "sjunkit", "sjunker"),
    ("föll", "fallit", "faller"), ("backade", "backat", "backar"),
    ("försämrades|försämrade", "försämrats|försämrat", "försämras"),
    ("försvagades", "försvagats", "försvagas"), ("krympte", "krympt", "krymper"),
    ("sänktes", "sänkts", "sänks"), ("pressades", "pressats", "pressas"),
    ("reducerades", "reducerats", "reduceras"), ("avtog", "avtagit", "avtar"),
    ("rasade", "rasat", "rasar"), ("dalade", "dalat", "dalar"),
    ("smalnade\\s+av", "smalnat\\s+av", "smalnar\\s+av"),
    ("gick\\s+(?:ned|ner)", "gått\\s+(?:ned|ner)", "går\\s+(?:ned|ner)"),
)  # fmt: skip


def _tense(verbs: tuple[tuple[str, str, str], ...], tense: int) -> str:
    return "(?:" + "|".join(forms[tense] for forms in verbs) + ")"


_UP_PAST: Final = _tense(_UP_VERBS, 0)
_UP_SUPINE: Final = _tense(_UP_VERBS, 1)
_UP_PRESENT: Final = _tense(_UP_VERBS, 2)
_DOWN_PAST: Final = _tense(_DOWN_VERBS, 0)
_DOWN_SUPINE: Final = _tense(_DOWN_VERBS, 1)
_DOWN_PRESENT: Final = _tense(_DOWN_VERBS, 2)
_HAVE: Final = r"(?:har|hade)\s+"
_NOT: Final = r"(?:inte|ej|icke)"
_UP_NOUNS: Final = r"(?:ökning|uppgång|tillväxt|förbättring|höjning|lyft)(?:en)?"
_DOWN_NOUNS: Final = r"(?:minskning|nedgång|försämring|tapp|sänkning|ras|fall)(?:et|en)?"
_REPORTS: Final = (
    r"(?:redovisade|redovisar|visade|visar|hade|har|noterade|noterar|uppvisade|uppvisar|"
    r"rapporterade|rapporterar)\s+(?:en\s+)?"
)
#: a position against an earlier level: "låg under", "var högre än", "har legat över"
_BE: Final = r"(?:låg|ligger|var|är|har\s+legat|hade\s+legat|har\s+varit|hade\s+varit)\s+"

FIGURES: Final[Table] = (
    (r"(?:netto)?omsättning(?:en)?|intäkter(?:na)?|försäljning(?:en)?", "revenue"),
    (r"EBITDA-marginal(?:en)?", "EBITDA margin"),
    (r"rörelsemarginal(?:en)?|EBIT-marginal(?:en)?", "operating margin"),
    (r"bruttomarginal(?:en)?", "gross margin"),
    (r"rörelseresultat(?:et)?", "operating profit"),
    (r"nettoresultat(?:et)?|resultat(?:et)?\s+efter\s+skatt|periodens\s+resultat|"
     r"årets\s+resultat|nettovinst(?:en)?", "net income"),
    (r"(?:vinst|resultat)(?:en|et)?\s+per\s+aktie", "EPS"),
    (r"nettoskuld(?:en)?\s*/\s*EBITDA|nettoskuldsättning(?:en)?\s*/\s*EBITDA|"
     r"nettoskuld(?:en)?\s+i\s+förhållande\s+till\s+EBITDA", "net debt/EBITDA"),
    (r"nettoskuld(?:en)?|nettoskuldsättning(?:en)?|nettolåneskuld(?:en)?", "net debt"),
    (r"eget\s+kapital|egna\s+kapitalet", "equity"),
    (r"orderingång(?:en)?", "order intake"),
    (r"kassaflöde(?:t)?", "cash flow"),
)  # fmt: skip
#: names of a period or a unit, read even in a sentence said in English
PERIODS: Final[Table] = (
    (r"första\s+kvartalet|kvartal\s+1|1:a\s+kvartalet", "Q1"),
    (r"andra\s+kvartalet|kvartal\s+2|2:a\s+kvartalet", "Q2"),
    (r"tredje\s+kvartalet|kvartal\s+3|3:e\s+kvartalet", "Q3"),
    (r"fjärde\s+kvartalet|kvartal\s+4|4:e\s+kvartalet", "Q4"),
    (r"första\s+halvåret|1:a\s+halvåret", "H1"),
    (r"andra\s+halvåret|2:a\s+halvåret", "H2"),
    (r"(?:räkenskapsåret|helåret|verksamhetsåret|bokslutsåret)\s+((?:19|20)\d{2})", r"FY\1"),
    (r"räkenskapsåren|räkenskapsår|verksamhetsåren|verksamhetsår", "fiscal years"),
    (r"räkenskapsåret|verksamhetsåret|helåret", "the full year"),
    (r"(?:motsvarande|samma)\s+kvartal(?:et)?\s+(?:föregående\s+år|året\s+innan|i\s+fjol|"
     r"förra\s+året)", "the same quarter a year earlier"),
    (r"(?:motsvarande|samma)\s+kvartal(?:et)?(?=\s+(?:19|20)\d{2})", "the same quarter of"),
    (r"procentenheter|procentenhet", "percentage points"),
    (r"procent", "percent"),
    (r"gånger", "times"),
    (r"mkr|msek|miljoner\s+kronor|mnkr", "million"),
    (r"mdkr|mdsek|miljarder\s+kronor", "billion"),
    # an event named by a definite noun and its year ("finanskrisen 2008", "börsnoteringen
    # 1999"): the year as the one the event is dated by
    (r"(\w+(?:krisen|pandemin|kriget|noteringen|introduktionen|förvärvet|fusionen|"
     r"avknoppningen|affären|reformen))\s+((?:19|20)\d{2})", r"\1 of \2"),
)  # fmt: skip
DIRECTIONS: Final[Table] = (
    # a negation: after the main verb ("ökade inte", "minskade aldrig"), before a supine
    # ("har inte ökat", "har aldrig minskat"), or first in a subordinate clause
    (rf"{_HAVE}aldrig\s+{_UP_SUPINE}|(?:{_UP_PAST}|{_UP_PRESENT})\s+aldrig|"
     rf"aldrig\s+(?:har\s+)?(?:{_UP_PAST}|{_UP_SUPINE}|{_UP_PRESENT})", "never rose"),
    (rf"{_HAVE}aldrig\s+{_DOWN_SUPINE}|(?:{_DOWN_PAST}|{_DOWN_PRESENT})\s+aldrig|"
     rf"aldrig\s+(?:har\s+)?(?:{_DOWN_PAST}|{_DOWN_SUPINE}|{_DOWN_PRESENT})", "never fell"),
    (rf"{_HAVE}{_NOT}\s+{_UP_SUPINE}|(?:{_UP_PAST}|{_UP_PRESENT})\s+{_NOT}|"
     rf"{_NOT}\s+(?:har\s+)?(?:{_UP_PAST}|{_UP_SUPINE}|{_UP_PRESENT})", "did not rise"),
    (rf"{_HAVE}{_NOT}\s+{_DOWN_SUPINE}|(?:{_DOWN_PAST}|{_DOWN_PRESENT})\s+{_NOT}|"
     rf"{_NOT}\s+(?:har\s+)?(?:{_DOWN_PAST}|{_DOWN_SUPINE}|{_DOWN_PRESENT})", "did not fall"),
    # a position against a level: "låg under", "var lägre än", "har legat över"
    (rf"{_BE}(?:under|lägre\s+än|sämre\s+än|mindre\s+än|svagare\s+än)", "was below"),
    (rf"{_BE}(?:över|högre\s+än|bättre\s+än|större\s+än|starkare\s+än)", "was above"),
    # a noun of change a verb reports: "redovisade en ökning med 4 %"
    (rf"{_REPORTS}{_UP_NOUNS}(?:\s+(?:med|på))?", "rose by"),
    (rf"{_REPORTS}{_DOWN_NOUNS}(?:\s+(?:med|på))?", "fell by"),
    (rf"{_HAVE}{_UP_SUPINE}", "has risen"),
    (rf"{_HAVE}{_DOWN_SUPINE}", "has fallen"),
    (_UP_PAST, "rose"),
    (_DOWN_PAST, "fell"),
    (_UP_PRESENT, "rises"),
    (_DOWN_PRESENT, "falls"),
)  # fmt: skip
_COUNT: Final = r"(?:två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|\d{1,2})"
HORIZONS: Final[Table] = (
    (r"i\s+inget\s+(?:enda\s+)?kvartal|inget\s+(?:enda\s+)?kvartal", "in no quarter"),
    (r"i\s+(?:varje|vart\s+och\s+ett\s+av\s+(?:de\s+)?)kvartal(?:en)?|varje\s+kvartal|"
     r"i\s+(?:samtliga|alla)\s+kvartal(?:en)?|kvartal\s+efter\s+kvartal", "in every quarter"),
    (r"från\s+ett\s+kvartal\s+till\s+(?:nästa|ett\s+annat|det\s+följande)|"
     r"kvartal\s+för\s+kvartal|från\s+kvartal\s+till\s+kvartal|"
     r"jämfört\s+med\s+(?:föregående|närmast\s+föregående|förra)\s+kvartal(?:et)?",
     "from one quarter to the next"),
    (r"(?:jämfört\s+med|mot)\s+(?:samma|motsvarande)\s+(?:kvartal|period)(?:et|en)?\s+"
     r"(?:föregående\s+år|i\s+fjol|året\s+innan|förra\s+året)|på\s+årsbasis|år\s+över\s+år|"
     r"i\s+årstakt", "year on year"),
    (r"nivån\s+(?:ett\s+år\s+tidigare|året\s+innan|ett\s+år\s+innan)",
     "the level of a year earlier"),
    (r"ett\s+år\s+tidigare|året\s+innan|föregående\s+år", "a year earlier"),
    (r"jämfört\s+med|jmf\.?\s+med|gentemot|i\s+förhållande\s+till|mot", "versus"),
    (r"hittills\s+i\s+år|sedan\s+årsskiftet|sedan\s+årets\s+början", "year to date"),
    (r"(?:under\s+)?de\s+(?:senaste|sista)\s+(?:tolv|12)\s+månaderna|rullande\s+tolv\s+månader",
     "over the last twelve months"),
    (r"(?:under\s+)?(?:det\s+senaste\s+decenniet|de\s+senaste\s+tio\s+åren)",
     "over the last decade"),
    (rf"(?:under\s+)?de\s+(?:senaste|sista)(?=\s+{_COUNT}\b)", "over the last"),
    (r"(?:under\s+)?det\s+(?:senaste|sista)(?=\s+(?:året|kvartalet))", "over the last"),
    (r"(?:genomsnittlig\s+)?årlig(?:\s+genomsnittlig)?\s+tillväxt(?:takt)?|CAGR",
     "compound annual rate"),
    (r"tvåsiffrig", "double-digit"),
    (r"med(?=\s+(?:cirka|ca\.?|drygt|knappt|ungefär|omkring|runt|nästan|över|mer\s+än|"
     r"[-−+]?\d))", "by"),
    (r"cirka|ca\.?|ungefär|omkring|runt", "about"),
    (r"drygt", "just over"),
    (r"knappt", "just under"),
    (r"nästan", "almost"),
    (r"mer\s+än|över(?=\s+\d)", "more than"),
    (r"mer(?=\s+(?:under|i)\s+(?:19|20)\d\d\s+än)", "faster"),
    (r"mindre(?=\s+(?:under|i)\s+(?:19|20)\d\d\s+än)", "slower"),
    (r"än", "than"),
    (r"sedan", "since"),
    (r"mellan", "between"),
    (r"från", "from"),
    (r"till", "to"),
    (r"och", "and"),
    (r"under|över", "over"),
    (r"kvartalen", "quarters"),
    (r"kvartalet|kvartal", "quarter"),
    (r"åren", "years"),
    (r"året", "the year"),
    (r"månaderna|månader", "months"),
    (r"två", "two"),
    (r"tre", "three"),
    (r"fyra", "four"),
    (r"fem", "five"),
    (r"sex", "six"),
    (r"åtta", "eight"),
    (r"tio", "ten"),
    (r"tolv", "twelve"),
    (r"inte|ej", "not"),
    (r"aldrig", "never"),
    (r"i", "in"),
)  # fmt: skip

LEXICON: Final = lexicon_of(figures=FIGURES, periods=PERIODS, directions=DIRECTIONS, rest=HORIZONS)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "PERIODS"]
