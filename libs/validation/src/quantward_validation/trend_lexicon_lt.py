"""A trend claim in Lithuanian read as the English `trends` reads.

A Lithuanian pension company (pensijų kaupimo bendrovė), its investicinis komitetas or a broker
says which way a figure went in Lithuanian ("pardavimo pajamos išaugo maždaug 9 proc.",
"grynoji skola sumažėjo daugiau kaip 35 proc. nuo 2019 m. I ketvirčio", "EBITDA marža
nepablogėjo", "nė viename ketvirtyje nesumažėjo, palyginti su ankstesniu", "kiekvieną 2024 m.
ketvirtį viršijo praėjusių metų to paties ketvirčio lygį"). As `trend_lexicon_hr` does for the
South Slavic languages, each table maps the language's words to English longhand and the one
trend grammar reads the result.

The grammar, read by class rather than by phrase:

- a verb of change is built from its root and a conjugation class: the "-ėti" verbs of a
  quality (didėti, mažėti, gerėti, blogėti, stiprėti, silpnėti, brangti's "brangėti") take
  "-ėjo" in the past, "-ėja" in the present, "-ės" in the future and "-ėjęs/-ėjusi" as the
  active participle; the strong roots (augti, kilti, kristi, smukti, menkti) have their own
  stems in each tense ("augo"/"auga", "kilo"/"kyla", "krito"/"krenta"); the reflexive ones put
  "-si-" after a prefix ("išsiplėtė", "susitraukė") or "-si" at the end ("plėtėsi"). Each takes
  any of the perfective prefixes ("pa-", "su-", "iš-", "nu-", "pa-") and every person and
  number (the Lithuanian third person is one form for all);
- negation is the prefix "ne-" on the verb itself ("nesumažėjo", "nepadidėjo", "neaugo"),
  before any other prefix and before the reflexive "-si-" ("nesiplėtė"); "nė karto",
  "niekada" before it say never, and "nė viename ketvirtyje" with a negated verb is the
  negative concord for "not in any quarter";
- a level against another is "viršijo" (exceeded) or "buvo žemiau / aukščiau … lygio" (was
  below / above the level of) or a comparative in "-esnis/-esnė" with "nei"/"negu";
- a size needs no preposition ("išaugo 9 proc."), so it is given the English "by"
  (`sized_by`); numbers decline after their count ("1,4 procentinio punkto", "200 bazinių
  punktų"), so units are read by stem;
- horizons and periods in their cases (`period_lexicon_lt.dates_in_english`): "nuo" (since),
  "iki" (to), "per" (over), "per pastaruosius penkis ketvirčius" with the count in the
  accusative or a collective numeral ("per trejus metus"), "nuo metų pradžios" (year to date),
  "nuo … (2006 m.)" an event dated by its year.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.period_lexicon_lt import dates_in_english
from quantward_validation.trend_lexicon_parts import (
    ENGLISH_COUNT,
    Table,
    grouped_thousands,
    lexicon_of,
    negated_level_in_any_quarter,
    no_quarter_as_negation,
    pace_and_rate_in_english_order,
    sized_by,
)

#: the perfective prefixes a verb of change takes ("padidėjo", "sumažėjo", "išaugo", "nukrito")
_PREFIX: Final = r"(?:pa|su|iš|nu|pra|už|per|ap|at)?"

#: the "-ėti" verbs of a quality, by their stem before "-ė-": the past, the present and the
#: participles ("didėjo", "didėja", "didėdavo", "didėjęs", "didėjusi", "didėję", "didėjusios");
#: the future ("didės") is `_FUTURE`'s
_E_ENDINGS: Final = r"ėj(?:o|a|ęs|usi|ę|usios|usį|usią|usio|usių)|ėdavo|ėjant\w*"
_UP_E: Final = ("did", "daug", "stipr", "brang", "plat", "aukšt")
_DOWN_E: Final = ("maž", "silpn", "pig", "siaur", "menk", "žem")
_BETTER_E: Final = ("ger",)
_WORSE_E: Final = ("blog", "prast")
#: the strong roots, each tense's stem ending as it is written: past, present, participle
#: ("augo"/"auga"/"augęs"; the future "augs" is `_FUTURE`'s)
_UP_STRONG: Final = (
    r"aug(?:o|a|davo|ęs|usi|ę|usios|usį|usią|usio)",
    r"kil(?:o|davo|ęs|usi|ę|usios)|kyla",
    r"šoktelėj(?:o|ęs|usi|ę)",
    r"ūgtelėj(?:o|ęs|usi|ę)",
)
_DOWN_STRONG: Final = (
    r"krit(?:o|ęs|usi|ę|usios)|krenta|krisdavo",
    r"smuk(?:o|ęs|usi|ę|usios)|smunka",
    r"menk(?:o|ęs|usi|ę)|menksta",
)
#: the reflexive verbs of a width, "-si-" after a prefix ("išsiplėtė", "susitraukė") or "-si"
#: after an unprefixed form ("plėtėsi", "traukėsi", "plečiasi")
_UP_REFLEXIVE: Final = (r"(?:iš|pra)siplėt(?:ė|ęs|usi|ę)", r"plėtėsi|plečiasi")
_DOWN_REFLEXIVE: Final = (r"(?:su|at)sitrauk(?:ė|ęs|usi|ę)", r"traukėsi|traukiasi")
#: the future, a forecast and no claim of what the series did: the "-ėti" verbs' "-ės", the
#: strong roots' "-s" ("augs", "kils", "kris", "smuks"), the reflexives' "-sis" ("plėsis") or
#: "-s" after "-si-" ("išsiplės", "susitrauks"); read as the English "will", which the trend
#: reader leaves alone
_UP_FUTURE: Final = (
    rf"{_PREFIX}(?:{'|'.join(_UP_E)})ės|{_PREFIX}(?:augs|kils)|(?:iš|pra)siplės|plėsis"
)
_DOWN_FUTURE: Final = (
    rf"{_PREFIX}(?:{'|'.join(_DOWN_E)})ės|{_PREFIX}(?:kris|smuks|menks)|(?:su|at)sitrauks|"
    r"trauksis"
)
_FUTURE: Final = (
    (_UP_FUTURE, "rise"),
    (_DOWN_FUTURE, "fall"),
    (rf"{_PREFIX}gerės", "improve"),
    (rf"{_PREFIX}(?:blog|prast)ės", "deteriorate"),
)


def _verbs(e_stems: tuple[str, ...], strong: tuple[str, ...] = ()) -> str:
    """The forms of a way's verbs, any prefix on the weak and strong ones."""
    weak = "|".join(e_stems)
    return rf"(?:{_PREFIX}(?:{weak})(?:{_E_ENDINGS})|{_PREFIX}(?:{'|'.join(strong) or '(?!)'}))"


_UP: Final = f"(?:{_verbs(_UP_E, _UP_STRONG)}|{'|'.join(_UP_REFLEXIVE)})"
_DOWN: Final = f"(?:{_verbs(_DOWN_E, _DOWN_STRONG)}|{'|'.join(_DOWN_REFLEXIVE)})"
_BETTER: Final = _verbs(_BETTER_E)
_WORSE: Final = _verbs(_WORSE_E)
#: the negated reflexive without a prefix puts "ne-" before "si": "nesiplėtė", "nesitraukė"
_UP_NOT_REFLEXIVE: Final = r"nesiplėt(?:ė|ė|ęs|usi)"
_DOWN_NOT_REFLEXIVE: Final = r"nesitrauk(?:ė|ęs|usi)"
#: "never": "nė karto", "nė sykio", "niekada", "niekuomet"
_NEVER: Final = r"(?:nė\s+(?:karto|sykio|vieno\s+karto)|niekada|niekuomet)"
_WAYS: Final = (
    (_UP, "rose", "rise"),
    (_DOWN, "fell", "fall"),
    (_BETTER, "improved", "improve"),
    (_WORSE, "deteriorated", "deteriorate"),
)

#: a level against another: "viršijo" (exceeded), "buvo žemiau / aukščiau … lygio", a
#: comparative ("didesnis", "mažesnė", "aukštesni", "žemesnės") with "nei"/"negu"/"kaip"
_HIGHER_ADJ: Final = r"(?:didesn|aukštesn|geresn)(?:is|ė|i|ės|io|į|ę)"
_LOWER_ADJ: Final = r"(?:mažesn|žemesn|prastesn|blogesn)(?:is|ė|i|ės|io|į|ę)"
_WAS: Final = r"(?:buvo|išliko|liko)"
_LEVELS: Final[Table] = (
    (r"neviršijo", "was not higher than"),
    (rf"ne{_WAS}\s+(?:žemiau|{_LOWER_ADJ})(?:\s+(?:nei|negu|kaip))?", "was not lower than"),
    (rf"ne{_WAS}\s+(?:aukščiau|{_HIGHER_ADJ})(?:\s+(?:nei|negu|kaip))?", "was not higher than"),
    (r"viršijo", "was higher than"),
    (rf"{_WAS}\s+(?:žemiau|{_LOWER_ADJ})(?:\s+(?:nei|negu|kaip))?", "was lower than"),
    (rf"{_WAS}\s+(?:aukščiau|{_HIGHER_ADJ})(?:\s+(?:nei|negu|kaip))?", "was higher than"),
)

DIRECTIONS: Final[Table] = (
    *((rf"ne(?:{verb})", f"will not {bare}") for verb, bare in _FUTURE),
    *((f"(?:{verb})", f"will {bare}") for verb, bare in _FUTURE),
    *((rf"{_NEVER}\s+ne{verb}", f"never {did}") for verb, did, _ in _WAYS),
    (rf"{_NEVER}\s+{_UP_NOT_REFLEXIVE}", "never rose"),
    (rf"{_NEVER}\s+{_DOWN_NOT_REFLEXIVE}", "never fell"),
    *((rf"ne{verb}", f"did not {bare}") for verb, _, bare in _WAYS),
    (_UP_NOT_REFLEXIVE, "did not rise"),
    (_DOWN_NOT_REFLEXIVE, "did not fall"),
    *_LEVELS,
    *((verb, did) for verb, did, _ in _WAYS),
)  # fmt: skip

#: the adjectives of a line item in any case ("grynoji", "grynosios", "grynąją", "grynasis",
#: "grynojo", "grynąjį")
_NET: Final = r"gryn(?:oji|osios|ajai|ąją|ąja|ojoje|asis|ojo|ajam|ąjį|uoju|ajame|ieji|ųjų)"
FIGURES: Final[Table] = (
    # the ratio before the debt it divides: "grynoji skola / EBITDA", "grynosios skolos ir
    # EBITDA santykis", "finansinės skolos rodiklis (grynoji skola / EBITDA)"
    (r"(?:finansin(?:ės|ė)\s+skolos\s+rodikl(?:is|io|į|iu|yje)\s*\(\s*)?"
     rf"{_NET}\s+(?:finansin\w+\s+)?skol(?:a|os|ą|ai|a)\s*/\s*EBITDA\)?", "net debt to EBITDA"),
    (rf"{_NET}\s+(?:finansin\w+\s+)?skolos\s+(?:ir|bei)\s+EBITDA\s+santyk(?:is|io|į|iu|yje)|"
     r"skolos\s+(?:ir|bei)\s+EBITDA\s+santyk(?:is|io|į|iu|yje)", "net debt to EBITDA"),
    (rf"{_NET}\s+(?:finansin\w+\s+)?skol(?:a|os|ą|ai|oje)", "net debt"),
    (r"EBITDA\s+marž(?:a|os|ą|ai|oje|a)|EBITDA\s+pelningum(?:as|o|ą|u)", "EBITDA margin"),
    (r"EBIT\s+marž(?:a|os|ą|ai|oje)", "EBIT margin"),
    (r"bendr(?:oji|osios|ąją)\s+marž(?:a|os|ą)|bendrojo\s+pelno\s+marž(?:a|os|ą)",
     "gross margin"),
    (rf"{_NET}\s+(?:pelnas|pelno|pelną|pelnu|rezultatas|rezultato|rezultatą|rezultatu)",
     "net profit"),
    # revenue in its cases, with the words that name whose ("grupės", "pardavimo")
    (r"(?:(?:grupės|konsoliduot(?:os|osios|ųjų)|pardavimo|veiklos)\s+)?"
     r"pajam(?:os|ų|oms|as|omis|ose)", "revenue"),
    (r"nuosav(?:as|o|ą|u)\s+kapital(?:as|o|ą|u)", "equity"),
)  # fmt: skip

#: the units whose stem says them in any case: "procentinio punkto", "procentiniais punktais",
#: "bazinių punktų", "b. p.", "mln. Eur", "tūkst. Eur"
PERIODS: Final[Table] = (
    (r"procentin(?:is|io|iu|iai|ių|iais|ius)\s+punkt(?:as|o|u|ai|ų|ais|us)|p\.\s*p\.",
     "percentage points"),
    (r"bazin(?:is|io|iu|iai|ių|iais|ius)\s+punkt(?:as|o|u|ai|ų|ais|us)|b\.\s*p\.",
     "basis points"),
    (r"mlrd\.\s*(?:Eur|EUR|eurų)|milijard(?:as|ai|ų)\s+eurų", "billion"),
    (r"mln\.\s*(?:Eur|EUR|eurų)|milijon(?:as|ai|ų)\s+eurų", "million"),
    (r"tūkst\.\s*(?:Eur|EUR|eurų)", "thousand"),
    (r"proc\.|procent(?:as|ai|ų|o|u|ais|us)", "%"),
)  # fmt: skip

#: the counts in the cases a horizon puts them in: the accusative after "per" ("penkis",
#: "tris"), the genitive ("penkių"), the collective numerals of "metai" ("dvejus", "trejus",
#: "penkerius"), and the invariable tens ("dešimt", "dvylika")
COUNTS: Final[Table] = (
    (r"du|dvi|dviejų|dvejus|dveji|dvejų", "two"),
    (r"tris|trys|trijų|trejus|treji|trejų", "three"),
    (r"keturis|keturias|keturi|keturių|ketverius|ketveri|ketverių", "four"),
    (r"penkis|penkias|penki|penkių|penkerius|penkeri|penkerių", "five"),
    (r"šešis|šešias|šeši|šešių|šešerius|šešeri|šešerių", "six"),
    (r"septynis|septyni|septynių|septynerius", "seven"),
    (r"aštuonis|aštuoni|aštuonių|aštuonerius", "eight"),
    (r"devynis|devyni|devynių|devynerius", "nine"),
    (r"dešimt|dešimties", "ten"), (r"vienuolika|vienuolikos", "eleven"),
    (r"dvylika|dvylikos", "twelve"), (r"trylika|trylikos", "thirteen"),
    (r"keturiolika|keturiolikos", "fourteen"), (r"penkiolika|penkiolikos", "fifteen"),
    (r"šešiolika|šešiolikos", "sixteen"), (r"dvidešimt|dvidešimties", "twenty"),
)  # fmt: skip

_YEAR: Final = r"((?:19|20)\d\d)\s*(?:m\.|metų|metais)"
#: "the last" in any case ("pastaruosius", "pastarųjų", "paskutinius", "pastarąjį")
_LAST: Final = r"(?:pastar|paskutin)\w*"
#: a quarter's noun in every case and number
_QUARTER_NOUN: Final = r"ketvir(?:tis|čio|čiui|tį|čiu|tyje|čiai|čių|čiams|čius|čiais|čiuose)"
HORIZONS: Final[Table] = (
    # in no quarter / in every quarter, with a year between ("kiekvieną 2024 m. ketvirtį")
    (rf"(?:nė|nei)\s+(?:viename|vienam|vieno)\s+{_QUARTER_NOUN}|jokiame\s+{_QUARTER_NOUN}",
     "in no quarter"),
    (rf"kiekvien(?:ą|ame|o)\s+{_YEAR}\s+{_QUARTER_NOUN}", r"in every quarter of \1"),
    (rf"kiekvien(?:ą|ame)\s+{_QUARTER_NOUN}", "in every quarter"),
    # against the quarter before, against the year before
    (rf"(?:,\s*)?(?:palyginti|lyginant)\s+su\s+(?:ankstesni(?:u|uoju)|praėjusi(?:u|uoju))"
     rf"(?:\s+{_QUARTER_NOUN})?|iš\s+ketvirčio\s+į\s+ketvirtį", " from one quarter to the next"),
    (r"praėjusių\s+metų\s+to\s+paties\s+ketvirčio(?:\s+lyg(?:į|io|is))?|"
     r"to\s+paties\s+praėjusių\s+metų\s+ketvirčio(?:\s+lyg(?:į|io|is))?",
     "in the same quarter of the previous year"),
    (r"(?:,\s*)?(?:palyginti|lyginant)\s+su\s+(?:praėjusiais|ankstesniais)\s+metais|"
     r"per\s+metus(?=\s*[\[.;,)|]|$)|metų\s+bėgyje", " year on year"),
    (r"prieš\s+metus", "a year earlier"),
    # since the start of the year, the start or end of a year, an event dated by its year
    (r"nuo\s+(?:šių\s+|einamųjų\s+)?metų\s+pradžios", "year to date"),
    (rf"nuo\s+{_YEAR}\s+pradžios", r"since the start of \1"),
    (rf"nuo\s+{_YEAR}\s+pabaigos", r"since the end of \1"),
    (rf"iki\s+{_YEAR}\s+pabaigos", r"to the end of \1"),
    (rf"nuo\s+{_YEAR}", r"since \1"),
    (rf"iki\s+{_YEAR}", r"to \1"),
    (r"nuo\s+(?:[^\W\d]+\s+){1,7}?\(?((?:19|20)\d\d)\s*(?:m\.)?\)?", r"since \1"),
    # a pace against a year: "sparčiau nei 2023 m." is "faster than in 2023"
    (rf"(?:nei|negu|kaip)\s+{_YEAR}", r"than in \1"),
    (rf"(?:per|during)\s+{_YEAR}", r"in \1"),
    (_YEAR, r"in \1"),
    # a compound rate and its pace
    (r"(?:vidutiniškai\s+)?dviženkl(?:iu|iais)\s+(?:vidutiniu\s+)?(?:metiniu\s+)?"
     r"(?:augimo\s+)?temp(?:u|ais)", "at a double-digit compound annual rate"),
    (r"(?:vidutiniškai\s+)?vienaženkl(?:iu|iais)\s+(?:vidutiniu\s+)?(?:metiniu\s+)?"
     r"(?:augimo\s+)?temp(?:u|ais)", "at a single-digit compound annual rate"),
    (r"(?:vidutin(?:is|io|į)\s+)?metin(?:is|io|į)\s+sudėtin(?:is|io|į)\s+augimo\s+temp(?:as|o|ą)|"
     r"sudėtin(?:is|io|į)\s+metin(?:is|io|į)\s+augimo\s+temp(?:as|o|ą)|CAGR",
     "compound annual growth"),
    (r"vidutiniškai", ""),
    (r"sparčiau|greičiau", "faster"),
    (r"lėčiau", "more slowly"),
    # the last so many quarters, years, months; the last decade
    (rf"per\s+{_LAST}\s+dešimtmet(?:į|į)", "over the last decade"),
    (rf"per\s+{_LAST}", "over the last"),
    (rf"{_LAST}", "the last"),
    (r"(?:maždaug|apie|apytiksliai|apytikriai|beveik\s+apie)", "about"),
    (r"daugiau\s+(?:kaip|nei|negu)|virš", "more than"),
    (r"mažiau\s+(?:kaip|nei|negu)", "less than"),
    (r"beveik|vos\s+ne", "almost"),
    (r"nei|negu", "than"),
    (r"nuo", "since"),
    (r"iki", "to"),
    (r"per", "over"),
    (r"(?<=\d\s)ir(?=\s)", "and"),
    *COUNTS,
    (rf"{ENGLISH_COUNT}\s+{_QUARTER_NOUN}", r"\1 quarters"),
    (rf"{ENGLISH_COUNT}\s+(?:metus|metų|metai|metais)", r"\1 years"),
    (rf"{ENGLISH_COUNT}\s+(?:mėnesius|mėnesių|mėnesiai)", r"\1 months"),
    (_QUARTER_NOUN, "quarter"),
    # a ratio's move "0,4 punkto" is its size in the ratio's own terms
    (r"(?<=\d\s)punkt(?:o|u|ais|ų|us|as|ai)", ""),
    (r"lyg(?:į|io|is)", ""),
    # the perfect's auxiliary before its participle ("yra sumažėjusi", "buvo išaugusios"):
    # the participle says the change, English says it in the past
    (r"(?:yra|buvo)(?=\s+(?:rose|fell|improved|deteriorated|did not|never)\b)", ""),
)  # fmt: skip

#: a horizon said before its verb (Lithuanian puts adverbials there: "per dvejus metus iki …
#: vidutiniškai augo …", "kiekvieną 2024 m. ketvirtį viršijo …"): the verb and the rest of its
#: clause put first, where the horizon reader looks for the span after the verb
_HORIZON_BEFORE_VERB: Final = re.compile(
    r"\b((?:over|in every quarter of|in|since)\s+[^.;:,()\[|]{1,60}?)\s+"
    r"((?:(?:did not|never) (?:rise|fall|improve|deteriorate|rose|fell|improved|deteriorated)|"
    r"rose|fell|improved|deteriorated|was (?:not )?(?:higher|lower) than)"
    r"\b(?:[^.;\[|]|\.(?=\d))*?)(?=\s*(?:\[|[.;|]|$))"
)
#: "in no quarter did not fall" (negative concord before the verb) as "did not fall in any
#: quarter"
#: a size straight after "improved" or "deteriorated" (`sized_by` gives "rose" and "fell"
#: theirs): "pagerėjo 1,1 procentinio punkto" is "improved by 1.1 percentage points"
_BARE_QUALITY_SIZE: Final = re.compile(
    r"\b(improved|deteriorated)\s+(?=(?:more than|almost|about|less than)?\s*[-−+]?\d)"
)
_NO_QUARTER_FIRST: Final = re.compile(
    r"\bin no quarter\s+((?:did not|never) (?:rise|fall|rose|fell|improve|deteriorate|improved|"
    r"deteriorated))\b"
)


def _finish(sentence: str) -> str:
    """Lithuanian word order read in English order: "in no quarter did not fall" as "did not
    fall in any quarter", a horizon said before its verb put after the verb's clause, a pace and
    a rate in English order, a bare size given "by", thousands grouped. Why: the horizon reader
    takes the span after the verb and a bare number after a verb as a level."""
    read = _NO_QUARTER_FIRST.sub(r"\1 in any quarter", grouped_thousands(sentence))
    # a pace's two periods first ("in 2024 rose more slowly than in 2023"), so the horizon
    # put after its verb below is never the pace's own
    read = _HORIZON_BEFORE_VERB.sub(r"\2 \1", pace_and_rate_in_english_order(read))
    read = _BARE_QUALITY_SIZE.sub(r"\1 by ", sized_by(read))
    read = negated_level_in_any_quarter(no_quarter_as_negation(read))
    return re.sub(r"[ \t]{2,}", " ", read)


#: words only Lithuanian has among those read here: its letters "ė", "į", "ų" (no other
#: language read has them) and the trend's small words "nuo", "iki", "negu", a quarter's or a
#: half's noun, "kiekvieną", "palyginti", "maždaug", a pace's "sparčiau", a year's "m."
OWN_WORDS: Final = (
    r"nuo|iki|negu|ketvir\w+|pusme\w+|kiekvien\w+|palyginti|maždaug|beveik|proc|sparčiau|"
    r"greičiau|(?:19|20)\d\d\s+m(?=\.)|\w*[ėįųĖĮŲ]\w*"
)
MARKERS: Final = re.compile(rf"(?<![\w-])(?:{OWN_WORDS})(?![\w-])", re.IGNORECASE)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=_finish,
    read_periods=dates_in_english,
)

__all__ = ["COUNTS", "DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "MARKERS", "PERIODS"]
