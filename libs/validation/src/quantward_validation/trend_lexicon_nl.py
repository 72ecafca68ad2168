"""A trend claim said whole in Dutch (Belgian or Netherlands), read as the English `trends` reads.

`trend_lexicon_eu` reads a few Dutch verbs and horizons among four other languages' (from the
tables `*_AMONG_OTHERS` at the end here; its shared tables hold no Dutch); a Flemish pension
fund (OFP), a Dutch pensioenfonds or a beleggingscomité says its claim whole in Dutch ("de
omzet steeg met ruim 10% sinds het eerste kwartaal van 2020", "het orderboek nam elk kwartaal
toe", "de marge ging er niet op achteruit", "de hefboom is de voorbije vijf jaar niet
gestegen", "het resultaat lag in elk kwartaal van 2025 hoger dan een jaar eerder"). As
`trend_lexicon_de` does for German, each table maps the language's words to English longhand
and the one trend grammar reads the result. Dutch puts what German puts last last too: a verb is
given in every form a report uses (strong and weak past in both numbers, present, participle
with "is"/"heeft"/"werd"), a separable verb's particle closes its clause or stands before an
extraposed adjunct ("nam elk kwartaal toe sinds …"), and "niet"/"nooit" stand anywhere in the
middle of the clause. Read only in a sentence whose direction is said this way, so its small
words ("van", "met", "tot", "en") are never read in another language's sentence (but for the
few `*_AMONG_OTHERS` rows `trend_lexicon_eu` has always read there).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.trend_lexicon_parts import Table, lexicon_of, quarter_finish

#: verbs of a rise and of a fall: (past, present, participle), singular and plural
_UP_VERBS: Final = (
    ("steeg|stegen", "stijgt|stijgen", "gestegen"),
    ("groeide|groeiden", "groeit|groeien", "gegroeid"),
    ("verbeterde|verbeterden", "verbetert|verbeteren", "verbeterd"),
    ("klom|klommen", "klimt|klimmen", "geklommen"),
    ("verhoogde|verhoogden", "verhoogt|verhogen", "verhoogd"),
    ("versterkte|versterkten", "versterkt|versterken", "versterkt"),
    ("herstelde|herstelden", "herstelt|herstellen", "hersteld"),
    ("vermeerderde|vermeerderden", "vermeerdert|vermeerderen", "vermeerderd"),
    ("verdubbelde|verdubbelden", "verdubbelt|verdubbelen", "verdubbeld"),
)
_DOWN_VERBS: Final = (
    ("daalde|daalden", "daalt|dalen", "gedaald"),
    ("zakte|zakten", "zakt|zakken", "gezakt"),
    ("kromp|krompen", "krimpt|krimpen", "gekrompen"),
    ("slonk|slonken", "slinkt|slinken", "geslonken"),
    ("verslechterde|verslechterden", "verslechtert|verslechteren", "verslechterd"),
    ("verzwakte|verzwakten", "verzwakt|verzwakken", "verzwakt"),
    ("verminderde|verminderden", "vermindert|verminderen", "verminderd"),
    ("verkleinde|verkleinden", "verkleint|verkleinen", "verkleind"),
    ("halveerde|halveerden", "halveert|halveren", "gehalveerd"),
)
#: separable verbs: (finite forms, the particle that closes the clause, the joined participle);
#: "ging er (niet) op achteruit" keeps "er … op" around its middle
_UP_SEPARABLE: Final = (
    ("nam|namen|neemt|nemen", "toe", "toegenomen"),
    ("liep|liepen|loopt|lopen", "op", "opgelopen"),
    (
        "ging|gingen|gaat|gaan",
        "(?:op\\s+)?(?:vooruit|omhoog)",
        "(?:erop\\s+)?(?:vooruit|omhoog)gegaan",
    ),
    ("trok|trokken|trekt|trekken", "aan", "aangetrokken"),
    ("veerde|veerden|veert|veren", "op", "opgeveerd"),
    ("breidde|breidden|breidt|breiden", "uit", "uitgebreid"),
)
_DOWN_SEPARABLE: Final = (
    ("nam|namen|neemt|nemen", "af", "afgenomen"),
    ("liep|liepen|loopt|lopen", "terug", "teruggelopen"),
    ("viel|vielen|valt|vallen", "terug", "teruggevallen"),
    (
        "ging|gingen|gaat|gaan",
        "(?:op\\s+)?(?:achteruit|omlaag)",
        "(?:erop\\s+)?(?:achteruit|omlaag)gegaan",
    ),
    ("zwakte|zwakten|zwakt|zwakken", "af", "afgezwakt"),
)


def _finite(verbs: tuple[tuple[str, str, str], ...]) -> str:
    return "(?:" + "|".join(f"{past}|{now}" for past, now, _ in verbs) + ")"


def _participle(
    verbs: tuple[tuple[str, str, str], ...], separable: tuple[tuple[str, str, str], ...]
) -> str:
    return "(?:" + "|".join([p for _, _, p in verbs] + [p for _, _, p in separable]) + ")"


_UP_FINITE: Final = _finite(_UP_VERBS)
_DOWN_FINITE: Final = _finite(_DOWN_VERBS)
_UP_PARTICIPLE: Final = _participle(_UP_VERBS, _UP_SEPARABLE)
_DOWN_PARTICIPLE: Final = _participle(_DOWN_VERBS, _DOWN_SEPARABLE)
#: the perfect's and the passive's auxiliaries ("is gestegen", "heeft … verbeterd", "werd
#: verhoogd")
_AUX: Final = r"(?:is|zijn|was|waren|heeft|hebben|had|hadden|werd|werden|wordt|worden)"
#: the middle of a clause between its finite verb and what closes it: words, never a
#: conjunction that opens another clause nor a stop
_MIDDLE: Final = r"(?:\s+(?!(?:en|maar|terwijl|want|omdat|dat|die|doch|of)\b)[^\s.;:|\[–]+){0,10}?"
#: what follows a particle that closes its clause: the clause's end, or an adjunct put after
#: it ("nam toe sinds 2020", "liep terug in 2025"); never the noun of a preposition ("liep op
#: jaarbasis … terug": that "op" is the preposition of "op jaarbasis")
_CLOSES: Final = (
    r"(?![\w-])(?=\s*(?:$|[.;,:!?|\[–—()])|\s+(?:sinds|in|tussen|van|vanaf|tot|met|tegenover|"
    r"ten|vergeleken|dankzij|door|na|voor|en|maar|terwijl|want|elk|ieder|over|gedurende|"
    r"op\s+jaarbasis|tijdens|sedert|\d|[-−+]\d)\b)"
)
_NOT: Final = r"(?:niet)"
_NEVER: Final = r"(?:nooit)"


def _negated(
    finite: str,
    participle: str,
    separable: tuple[tuple[str, str, str], ...],
    neg: str,
    english: str,
) -> Table:
    """The rows of a verb negated by `neg`, each keeping the middle of its clause: after the
    finite verb ("steeg niet"), anywhere before a participle ("is sinds 2020 niet gestegen"),
    inside a separable verb ("nam in 2024 niet toe", "liep niet terug")."""
    middle = rf"(?P<a>{_MIDDLE})\s+{neg}(?P<b>{_MIDDLE})"
    kept = rf"{english}\g<a>\g<b>"
    return (
        (rf"(?:{finite})\s+{neg}", english),
        (rf"{_AUX}{middle}\s+{participle}", kept),
        *(
            (rf"(?:{verb})(?:\s+er(?=\s))?{middle}\s+{particle}{_CLOSES}", kept)
            for verb, particle, _ in separable
        ),
    )


_BE: Final = r"(?:lag|lagen|ligt|liggen|was|waren|is|zijn|bleef|bleven|blijft|blijven)"
_ABOVE: Final = (
    r"(?:hoger|groter|beter|sterker)\s+dan|boven(?!\s+verwachting)(?:\s+(?:die|dat)\s+van)?"
)
#: ("onder druk" is under pressure, no level; "boven verwachting" beat a forecast)
_BELOW: Final = (
    r"(?:lager|kleiner|slechter|zwakker)\s+dan|"
    r"onder(?!\s+(?:druk|controle))(?:\s+(?:die|dat)\s+van)?"
)

FIGURES: Final[Table] = (
    # ("geconsolideerde omzet" keeps its adjective, "consolidated" in a Dutch sentence)
    (
        r"(?:netto-?)?omzet(?:cijfer)?|geconsolideerde\s+omzetcijfer|opbrengsten|inkomsten",
        "revenue",
    ),
    (r"(\w*EBITDA|EBIT)-?marge", r"\1 margin"),
    (r"brutomarge", "gross margin"),
    (r"nettomarge", "net margin"),
    (r"operationele\s+marge|bedrijfsmarge", "operating margin"),
    (r"orderboek|orderportefeuille|orderstock", "order book"),
    (r"nettoresultaat|nettowinst|netto\s+resultaat", "net income"),
    (r"bedrijfsresultaat|bedrijfswinst", "operating profit"),
    (r"bedrijfskasstroom-?marge", "operating cash flow margin"),
    (r"bedrijfskasstroom", "operating cash flow"),
    (r"vrije\s+kasstroom", "free cash flow"),
    (r"nettoschuld|netto\s+(?:financiële\s+)?schuld", "net debt"),
    (r"orderinstroom|orderintake", "order intake"),
    (r"winst\s+per\s+aandeel", "EPS"),
    (r"schuldgraad|hefboom(?:werking)?|schuldratio", "leverage"),
    (r"gedeeld\s+door", "divided by"),
    (r"eigen\s+vermogen", "equity"),
)
_YEAR: Final = r"((?:19|20)\d{2})"
#: names of a period or a unit, read even in a sentence said in English
PERIODS: Final[Table] = (
    (r"procentpunten|procentpunt|%-punten|%-punt", "percentage points"),
    (r"miljoen\s+euro|mio\.?\s+(?:EUR|euro)|mln\.?\s+(?:EUR|euro)?|miljoen", "million"),
    (r"miljard\s+euro|mld\.?\s+(?:EUR|euro)?|miljard", "billion"),
    (rf"(?:het\s+)?boekjaar\s+{_YEAR}", r"FY\1"),
)
DIRECTIONS: Final[Table] = (
    *_negated(_UP_FINITE, _UP_PARTICIPLE, _UP_SEPARABLE, _NEVER, "never rose"),
    *_negated(_DOWN_FINITE, _DOWN_PARTICIPLE, _DOWN_SEPARABLE, _NEVER, "never fell"),
    *_negated(_UP_FINITE, _UP_PARTICIPLE, _UP_SEPARABLE, _NOT, "did not rise"),
    *_negated(_DOWN_FINITE, _DOWN_PARTICIPLE, _DOWN_SEPARABLE, _NOT, "did not fall"),
    # a position against another level: "lag hoger dan", "lag in elk kwartaal boven die van"
    (rf"{_BE}(?P<mid>{_MIDDLE})\s+(?:{_BELOW})", r"was\g<mid> below"),
    (rf"{_BE}(?P<mid>{_MIDDLE})\s+(?:{_ABOVE})", r"was\g<mid> above"),
    # a separable verb: its particle, wherever the clause closes, read with the verb
    *(
        (rf"(?:{verb})(?:\s+er(?=\s))?(?P<mid>{_MIDDLE})\s+{particle}{_CLOSES}",
         rf"{english}\g<mid>")
        for verbs, english in ((_UP_SEPARABLE, "rose"), (_DOWN_SEPARABLE, "fell"))
        for verb, particle, _ in verbs
    ),
    (rf"{_AUX}(?P<mid>{_MIDDLE})\s+{_UP_PARTICIPLE}", r"has risen\g<mid>"),
    (rf"{_AUX}(?P<mid>{_MIDDLE})\s+{_DOWN_PARTICIPLE}", r"has fallen\g<mid>"),
    (_UP_FINITE, "rose"),
    (_DOWN_FINITE, "fell"),
)  # fmt: skip
_COUNT: Final = r"(?:twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|\d{1,2})"
_ORDINALS: Final = (("eerste", 1), ("tweede", 2), ("derde", 3), ("vierde", 4))
HORIZONS: Final[Table] = (
    (r"(?:in\s+)?geen\s+enkel\s+kwartaal", "in no quarter"),
    (r"(?:in\s+|aan\s+het\s+)?eind(?:e)?\s+(?:van\s+)?(?:elk|ieder)\s+kwartaal(?:\s+van)?"
     r"(?=\s+(?:19|20)\d\d)", "at the end of every quarter of"),
    (r"(?:in\s+)?(?:elk|ieder)\s+(?:afzonderlijk\s+)?kwartaal(?:\s+van)?(?=\s+(?:19|20)\d\d)|"
     r"in\s+alle\s+kwartalen\s+van(?=\s+(?:19|20)\d\d)", "in every quarter of"),
    (r"(?:in\s+)?(?:elk|ieder)\s+(?:afzonderlijk\s+)?kwartaal|in\s+alle\s+kwartalen|"
     r"kwartaal\s+na\s+kwartaal", "in every quarter"),
    (r"van\s+(?:het\s+ene\s+)?kwartaal\s+(?:tot|op)\s+(?:het\s+)?(?:volgende|andere)|"
     r"kwartaal\s+op\s+kwartaal", "from one quarter to the next"),
    (r"(?:ten\s+opzichte\s+van|tegenover|vergeleken\s+met)\s+het\s+vorige\s+kwartaal",
     "versus the prior quarter"),
    *(
        (rf"(?:ten\s+opzichte\s+van|tegenover|vergeleken\s+met)\s+het\s+{word}(?:\s+kwartaal)?"
         r"(?!\s+(?:van\s+)?(?:19|20)\d\d)", f"versus Q{n}")
        for word, n in _ORDINALS
    ),
    (r"(?:hetzelfde|dezelfde)\s+(?:kwartaal|periode)\s+(?:van\s+)?(?:het\s+)?"
     r"(?:vorig(?:e)?\s+jaar|jaar\s+(?:voordien|ervoor|daarvoor))",
     "the same quarter a year earlier"),
    (r"(?:hetzelfde|dezelfde)\s+(?:kwartaal|periode)(?:\s+van)?(?=\s+(?:19|20)\d\d)",
     "the same quarter of"),
    (r"op\s+jaarbasis|jaar\s+op\s+jaar", "year on year"),
    (r"een\s+jaar\s+(?:eerder|voordien|daarvoor|geleden)|het\s+jaar\s+(?:ervoor|voordien)|"
     r"vorig(?:e)?\s+jaar", "a year earlier"),
    (r"sinds\s+(?:het\s+)?begin\s+(?:van\s+)?(?:dit|het|dit\s+boek)\s*jaar|"
     r"sinds\s+(?:1\s+)?januari|sinds\s+de\s+jaarwisseling|year-to-date", "year to date"),
    (r"(?:in\s+|over\s+|gedurende\s+)?de\s+(?:voorbije|afgelopen|laatste|jongste)\s+"
     r"(?:twaalf|12)\s+maanden", "over the last twelve months"),
    (r"(?:in\s+|over\s+|gedurende\s+)?(?:het\s+(?:voorbije|afgelopen|laatste)\s+decennium|"
     r"de\s+(?:voorbije|afgelopen|laatste|jongste)\s+tien\s+jaar)", "over the last decade"),
    (rf"(?:in\s+|over\s+|gedurende\s+)?de\s+(?:voorbije|afgelopen|laatste|jongste)"
     rf"(?=\s+{_COUNT}\b)", "over the last"),
    # "krimpt al drie kwartalen": for the last three quarters
    (rf"al(?=\s+{_COUNT}\s+(?:jaar|jaren|kwartalen|maanden)\b)", "over the last"),
    (r"(?:in\s+|over\s+|gedurende\s+)?het\s+(?:voorbije|afgelopen|laatste)(?=\s+(?:jaar|kwartaal))",
     "over the last"),
    # a compound rate: "met een dubbelcijferig samengesteld percentage per jaar", "een
    # samengestelde jaarlijkse groei van 8%", "CAGR"
    (r"met\s+een(?=\s+(?:dubbelcijferig\w*\s+)?(?:gemiddeld\w*\s+)?(?:samengesteld|jaarlijks))",
     "at a"),
    (r"(?:gemiddeld\w*\s+)?(?:samengestelde?\s+(?:jaarlijkse?\s+)?(?:groei(?:voet|percentage)?|"
     r"percentage)(?:\s+per\s+jaar)?|jaarlijks\s+samengestelde?\s+groei(?:voet)?)|CAGR",
     "compound annual rate"),
    (r"dubbelcijferig(?:e)?", "double-digit"),
    (r"geconsolideerde?", "consolidated"),
    (r"recurrente?", "recurrent"),
    # the bare "marge" only in a Dutch sentence (French says it too)
    (r"marge", "margin"),
    # a dated event ("sinds de beursgang, in 1997"): the English reader dates it by its year
    (r"beursgang|beursintroductie", "IPO"),
    (r"beursnotering|notering", "listing"),
    (r"opname", "inclusion"),
    (r"overname", "acquisition"),
    (r"dieptepunt", "trough"),
    (r"met(?=\s+(?:ruim|bijna|ongeveer|circa|ca\.|zo['’]n|meer\s+dan|minder\s+dan|"
     r"[-−+]?\d))", "by"),
    (r"ongeveer|circa|ca\.|zo['’]n|om\s+en\s+bij", "about"),
    (r"ruim", "just over"),
    (r"bijna|nagenoeg", "almost"),
    (r"meer\s+dan", "more than"),
    (r"minder\s+dan", "less than"),
    (r"sneller|harder", "faster"),
    (r"trager|langzamer|minder\s+snel", "slower"),
    (r"dan", "than"),
    (r"(?:aan\s+het\s+)?eind(?:e)?(?:\s+van)?(?=\s+(?:19|20)\d\d)", "the end of"),
    (r"sinds\s+(?:de|het)", "since the"),
    (r"sinds", "since"),
    # the reflexive pronoun of "heeft zich hersteld" is no word of the claim
    (r"zich", ""),
    (r"tussen", "between"),
    # "van Q3 2022 tot Q2 2024": a span's start; any other "van" is "of"
    (r"van(?=\s+(?:Q[1-4]|H[12]|FY|eind(?:e)?\s|[-−+]?\d)[^.;|\[]*?\btot\b)|vanaf", "from"),
    (r"tot(?:\s+(?:en\s+met|het|de))?", "to"),
    (r"tegenover|ten\s+opzichte\s+van|vergeleken\s+met|in\s+vergelijking\s+met", "versus"),
    (r"en", "and"),
    (r"gedurende|in\s+de\s+loop\s+van|doorheen", "over"),
    (r"kwartalen", "quarters"),
    (r"kwartaal", "quarter"),
    (r"maanden", "months"),
    (r"jaren|jaar", "years"),
    (r"twee", "two"),
    (r"drie", "three"),
    (r"vier", "four"),
    (r"vijf", "five"),
    (r"zes", "six"),
    (r"acht", "eight"),
    (r"tien", "ten"),
    (r"twaalf", "twelve"),
    (r"niet", "not"),
    (r"nooit", "never"),
    (r"van", "of"),
    (r"in", "in"),
    (r"een", "a"),
    (r"de|het", "the"),
)  # fmt: skip

#: a position whose horizon Dutch puts before its comparison: "lag in elk kwartaal van 2025
#: hoger dan een jaar eerder" is "was above a year earlier in every quarter of 2025"
_POSITION_LATE: Final = re.compile(
    r"\bwas\s+([^.;\[|]*?)\s+(above|below)\s+([^.;\[|]*?)(?=\s*(?:\[|[.;|]|$))"
)


#: a pace said after its horizon: "groeide in 2025 sneller dan in 2024" is "rose faster in
#: 2025 than in 2024"
_PACE_LATE: Final = re.compile(
    r"\b(rose|fell)\s+((?:in|over|since)\s+[^.;\[|]*?)\s+(faster|slower)\s+than\b"
)
#: "in every quarter of H1 2022" (`quarter_finish`) as "in every quarter in H1 2022", the form
#: in which the English reader takes a half's own quarters
_EVERY_QUARTER_OF_HALF: Final = re.compile(r"\bin every quarter of (?=H[12]\s+(?:19|20)\d\d)")


#: a perfect said with "in geen enkel kwartaal": "is in geen enkel kwartaal gedaald"
_PERFECT_IN_NO_QUARTER: Final = re.compile(
    r"\bhas (risen|fallen)\b([^.;\[|]*?)\s*\bin no quarter\b"
)


def _word_order(sentence: str) -> str:
    """English order for a position (its comparison, then its horizon) and for a pace; a
    perfect in no quarter as its negation in any quarter."""
    sentence = _PERFECT_IN_NO_QUARTER.sub(r"has not \1\2 in any quarter", sentence)
    sentence = _PACE_LATE.sub(r"\1 \3 \2 than", sentence)
    return _POSITION_LATE.sub(r"was \2 \3 \1", sentence)


_QUARTER_FINISH: Final = quarter_finish(_word_order)


def _finish(sentence: str) -> str:
    """The shared quarter finish, with a half's quarters kept in it."""
    return _EVERY_QUARTER_OF_HALF.sub("in every quarter in ", _QUARTER_FINISH(sentence))


#: Dutch words that let the Dutch tables read a sentence at all (its directions are Dutch
#: only, so a marker shared with another language, "de" or "is", admits no other language's
#: verb); among lexicons that all read a direction, the one with most of its own words wins
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:het|van|niet|nooit|geen|sinds|tussen|elk|ieder|kwartaal|kwartalen|jaar|"
    r"voorbije|afgelopen|dan|een|enkel|eind|tot|hoger|lager|jaarhelft|procentpunt(?:en)?|"
    r"tegenover|ongeveer|bijna|ruim|met|lag|lagen|de|is|was|werd|werden|heeft|hebben|zich|er|"
    r"toe|terug|achteruit|vooruit|onder|boven)(?![\w-])",
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

#: the Dutch words `trend_lexicon_eu` reads beside its other languages' when the tables above
#: do not read the sentence whole (a Dutch verb in a sentence without Dutch markers, a Dutch
#: horizon beside a German or French verb), each after the other languages' rows of its kind:
#: directions, horizons, and ordinals and counts (the figure names are `FIGURES`, read in any
#: sentence)
DIRECTIONS_AMONG_OTHERS: Final[Table] = (
    (r"(?:is|zijn)\s+(?:gestegen|gegroeid)|steeg", "rose"),
    (r"(?:is|zijn)\s+(?:gedaald|gezakt|afgenomen)|daalde", "fell"),
    # a participle apart from its auxiliary ("is … gestegen"): "has … risen"
    (r"gegroeid|gestegen", "risen"),
    (r"gedaald|gezakt", "fallen"),
)
HORIZONS_AMONG_OTHERS: Final[Table] = (
    (r"in\s+geen\s+enkel\s+kwartaal", "in no quarter"),
    (r"ten\s+opzichte\s+van\s+het\s+vorige\s+kwartaal", "versus the prior quarter"),
    (r"op\s+jaarbasis", "year on year"),
    (r"procentpunten|procentpunt", "percentage points"),
    # (the other languages' "rund", "environ", "circa" are "about" by now)
    (r"met(?=\s+(?:about|ca\.|ongeveer)?\s*\d)", "by"),
    (r"ongeveer", "about"),
    (r"sinds(?:\s+het)?", "since the"),
    (r"tussen(?:\s+het)?", "between the"),
    (r"in\s+het(?=\s+\w+\s+kwartaal)", "in the"),
    (r"tot", "to"),
    (r"(?<=\d)\s+en(?:\s+het)?", " and the"),
    (r"kwartaal(?=\s+(?:19|20)\d\d)", "quarter of"),
    (r"kwartalen|kwartaal", "quarter"),
    (r"jaren|jaar", "years"),
    (r"niet", "not"),
    (r"van", "of"),
    (r"het", "the"),
)
NUMBERS_AMONG_OTHERS: Final[Table] = (
    (r"eerste", "first"),
    (r"tweede", "second"),
    (r"derde", "third"),
    (r"vierde", "fourth"),
    (r"twee", "two"),
    (r"drie", "three"),
    (r"vijf", "five"),
    (r"tien", "ten"),
)

__all__ = [
    "DIRECTIONS",
    "DIRECTIONS_AMONG_OTHERS",
    "FIGURES",
    "HORIZONS",
    "HORIZONS_AMONG_OTHERS",
    "LEXICON",
    "NUMBERS_AMONG_OTHERS",
    "PERIODS",
]
