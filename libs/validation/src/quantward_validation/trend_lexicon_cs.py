"""A trend claim in Czech read as the English `trends` reads.

A Czech pension company (penzijní společnost and its účastnické fondy), an investiční výbor or a
broker says which way a figure went in Czech ("tržby vzrostly zhruba o 12 % od 1. čtvrtletí
2021", "marže EBITDA se nezhoršila", "čistý dluh ani jednou mezičtvrtletně nevzrostl",
"výsledek byl v každém čtvrtletí roku 2024 nižší než o rok dříve"). As `trend_lexicon_pl` does
for Polish, each table maps the language's words to English longhand and the one trend grammar
reads the result. A Czech past-tense verb is its l-participle, which agrees with its subject in
gender and number ("vzrostl", "vzrostla", "vzrostlo", "vzrostly", "vzrostli"), so every verb
is given by its masculine form and the endings are added here, in both aspects ("klesl" and
"klesal"); the negation is the prefix "ne-" on the verb itself ("neklesly", "nezvýšil"), and
the reflexive "se" stands on either side. A comparative sits after its horizon ("byl v každém
čtvrtletí vyšší než …") and is put before it by the finish (`horizon_first_finish`), as
English says it.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.numbers_cs_ro import COUNTS_CS
from quantward_validation.trend_lexicon_parts import (
    ENGLISH_COUNT,
    SlavicVerbs,
    Table,
    horizon_first_finish,
    lexicon_of,
)
from quantward_validation.trend_lexicon_sk import OWN_WORDS

#: the l-participle's endings after its masculine form: -a, -o, -y, -i
_END: Final = r"(?:a|o|y|i)?"
#: past participles of a rise, perfective and imperfective, by their masculine singular
_UP: Final = (
    "vzrostl", "narostl", "rostl", "zvýšil", "zvyšoval", "posílil", "posiloval", "stoupl",
    "stoupal", "vystoupal", "vystoupil", "zvětšil", "zvětšoval", "rozšířil", "rozšiřoval",
    "přibyl", "přibýval", "vyskočil", "zpevnil", "zpevňoval", "navýšil", "navyšoval",
)  # fmt: skip
_DOWN: Final = (
    "klesl", "klesal", "poklesl", "snížil", "snižoval", "oslabil", "oslaboval", "zmenšil",
    "zmenšoval", "zúžil", "zužoval", "ubyl", "ubýval", "propadl", "propadal", "smrštil",
    "scvrkl", "sklesl", "zlevnil",
)  # fmt: skip
#: verbs of getting better or worse: a fall of a figure where lower is better when it improves
_BETTER: Final = ("zlepšil", "zlepšoval", "polepšil")
_WORSE: Final = ("zhoršil", "zhoršoval")
_UP_NOW: Final = r"roste|rostou|stoupá|stoupají|zvyšuje|zvyšují|posiluje|posilují|narůstá|narůstají"
_DOWN_NOW: Final = r"klesá|klesají|snižuje|snižují|oslabuje|oslabují|ubývá|ubývají"


def _past(stems: tuple[str, ...]) -> str:
    return rf"(?:{'|'.join(stems)}){_END}"


_SE: Final = r"(?:se\s+|si\s+)?"
_SE_AFTER: Final = r"(?:\s+se)?"
#: "ani jednou", "ani jednou za čtvrtletí", "nikdy": never, with the adverbs said between it
#: and its verb ("ani jednou mezičtvrtletně neklesly") kept after the verb, as English says them
_NEVER: Final = r"(?:ani\s+(?:jednou|jedinkrát|jednou\s+za\s+\w+)|nikdy)\s+((?:[^\W\d]+\s+){0,2}?)"
#: a comparative adjective (the same in every gender in the nominative) before "než"
_MORE: Final = r"vyšší|větší|lepší|silnější"
_LESS: Final = r"nižší|menší|horší|slabší"
#: "byl", "byla", "bylo", "byly", "byli" and the imperfective "býval": a level against another
_WAS: Final = r"(?:byl|býval|zůstal|zůstával)(?:a|o|y|i)?"

FIGURES: Final[Table] = (
    (r"poměr(?:u|em)?\s+čistého\s+dluhu\s+(?:k|ku|vůči)\s+EBITDA", "net debt to EBITDA"),
    (r"čist(?:ý|ého|ému|ým|ém)\s+dluh(?:u|em)?\s*/\s*EBITDA", "net debt/EBITDA"),
    (r"ukazatel(?:e|em)?\s+zadluženosti|pákov(?:ý|ého|ým)\s+ukazatel(?:e|em)?|"
     r"finanční(?:ho|m)?\s+pák(?:a|y|ou)|zadluženost(?:i)?", "leverage"),
    (r"čist(?:ý|ého|ému|ým|ém)\s+dluh(?:u|em)?|čist(?:á|é|ou)\s+zadluženost(?:i)?", "net debt"),
    (r"(?:EBITDA\s+marž(?:e|i|í)|marž(?:e|i|í)\s+EBITDA)", "EBITDA margin"),
    (r"(?:EBIT\s+marž(?:e|i|í)|marž(?:e|i|í)\s+EBIT)", "EBIT margin"),
    (r"hrub(?:á|é|ou)\s+marž(?:e|i|í)", "gross margin"),
    (r"provozní(?:ho|m)?\s+marž(?:e|i|í)", "operating margin"),
    (r"(?:čist(?:ý|ého|ým|ém)\s+)?výsled(?:ek|ku|kem)\s+hospodaření(?:\s+po\s+zdanění)?|"
     r"čist(?:ý|ého|ým|ém)\s+zisk(?:u|em)?", "net income"),
    (r"provozní(?:ho|m)?\s+zisk(?:u|em)?", "operating profit"),
    (r"zisk(?:u)?\s+na\s+akcii", "EPS"),
    (r"(?:konsolidovan(?:é|ých|ými)\s+)?tržb(?:y|ám|ách|ami|a)|"
     r"(?:konsolidovan(?:é|ých|ými)\s+)?výnos(?:y|ů|ech|ům)\s+z\s+prodeje|obrat(?:u|em)?",
     "revenue"),
    (r"vlastní(?:ho|m)?\s+kapitál(?:u|em)?", "equity"),
    (r"(?:přím(?:é|ých|ými)\s+)?emis(?:e|í|ím|ích|emi)\s+(CO2|CO₂)", r"\1 emissions"),
    (r"(?:přím(?:é|ých|ými)\s+)?emis(?:e|í|ím|ích|emi)\s+skleníkových\s+plynů",
     "greenhouse gas emissions"),
    (r"přím(?:é|ých|ými)\s+emis(?:e|í|ím|ích|emi)", "direct emissions"),
)  # fmt: skip
_YEAR: Final = r"((?:19|20)\d{2})"
_ORD: Final = (
    (1, r"1\.|I\.|první(?:m|ho)?"), (2, r"2\.|II\.|druh(?:é|ém|ého)"),
    (3, r"3\.|III\.|třetí(?:m|ho)?"), (4, r"4\.|IV\.|čtvrt(?:é|ém|ého)"),
)  # fmt: skip
_QUARTER: Final = r"čtvrtletí(?:m)?|kvartál(?:u|e)?"
_HALF: Final = r"pololetí(?:m)?"
PERIODS: Final[Table] = (
    *((rf"(?<!\w)(?:{w})\s*(?:{_QUARTER})\s+(?:roku\s+)?{_YEAR}", rf"Q{n} \1") for n, w in _ORD),
    *((rf"(?<!\w)(?:{w})\s*(?:{_HALF})\s+(?:roku\s+)?{_YEAR}", rf"H{n} \1") for n, w in _ORD[:2]),
    # a date with spaced stops ("30. 6. 2021"): the date as one writes it without them
    (r"(\d{1,2})\.\s(\d{1,2})\.\s((?:19|20)\d\d)", r"\1.\2.\3"),
    (r"p\.\s*b\.|procentní(?:ch|ho|mi)?\s+bod(?:y|ů|u|ech)?|procentních\s+bodů",
     "percentage points"),
    (r"mld\.\s*(?:Kč|CZK)|miliard(?:y|a|u)?\s+(?:Kč|korun)", "billion"),
    (r"mil\.\s*(?:Kč|CZK)|milion(?:y|ů|u)?\s+(?:Kč|korun)", "million"),
    (r"tis\.\s*(?:Kč|CZK)", "thousand"),
)  # fmt: skip
#: a level against another, the comparative after the horizon it holds in ("byly v každém
#: čtvrtletí roku 2024 vyšší než"): the comparative first
_LEVELS: Final[Table] = (
    (rf"ne{_WAS}\s+((?:[^\s.;]+\s+){{0,8}}?)(?:{_MORE})(?=\s+(?:než|nežli))", r"was not higher \1"),
    (rf"ne{_WAS}\s+((?:[^\s.;]+\s+){{0,8}}?)(?:{_LESS})(?=\s+(?:než|nežli))", r"was not lower \1"),
    (rf"{_WAS}\s+((?:[^\s.;]+\s+){{0,8}}?)(?:{_MORE})(?=\s+(?:než|nežli))", r"was higher \1"),
    (rf"{_WAS}\s+((?:[^\s.;]+\s+){{0,8}}?)(?:{_LESS})(?=\s+(?:než|nežli))", r"was lower \1"),
)  # fmt: skip
#: "ani jednou mezičtvrtletně neklesly" (never, the adverb after the verb), "se nezhoršil",
#: "nevzrostla", then the levels, then "vzrostly", "klesá"
DIRECTIONS: Final[Table] = SlavicVerbs(
    up=_past(_UP),
    down=_past(_DOWN),
    better=_past(_BETTER),
    worse=_past(_WORSE),
    up_now=_UP_NOW,
    down_now=_DOWN_NOW,
    reflexive=_SE,
    reflexive_after=_SE_AFTER,
    never=_NEVER,
).directions(_LEVELS)
_EVERY: Final = r"(?:každ(?:ém|ého|ý|é|ou|ému)|všech)"
HORIZONS: Final[Table] = (
    (r"v\s+žádném\s+(?:z\s+\w+\s+)?čtvrtletí", "in no quarter"),
    (rf"na\s+konci\s+{_EVERY}\s+čtvrtletí", "at the end of every quarter"),
    (rf"ve?\s+{_EVERY}\s+(?:jednotlivém\s+)?čtvrtletí|čtvrtletí\s+po\s+čtvrtletí",
     "in every quarter"),
    (r"mezičtvrtletně|mezikvartálně|čtvrtletí\s+na\s+čtvrtletí|q/q",
     "from one quarter to the next"),
    (r"meziročně|r/r|rok\s+na\s+rok", "year on year"),
    (r"ve?\s+stejném\s+(?:čtvrtletí|období)", "in the same quarter"),
    (r"(?:o\s+)?rok\s+(?:dříve|dřív|předtím)|před\s+rokem|v\s+loňském\s+roce", "a year earlier"),
    (rf"od\s+začátku\s+roku(?=\s+{_YEAR})", "since the start of"),
    (r"od\s+začátku\s+(?:letošního\s+|tohoto\s+)?roku|YTD", "year to date"),
    (rf"od\s+konce\s+roku(?=\s+{_YEAR})|od\s+konce(?=\s+(?:Q[1-4]|H[12]|[1-4]Q))",
     "since the end of"),
    (rf"na\s+konci\s+roku(?=\s+{_YEAR})|ke\s+konci\s+roku(?=\s+{_YEAR})", "at the end of"),
    (rf"do\s+konce\s+roku(?=\s+{_YEAR})", "to the end of"),
    # "od … do …" is a span
    (r"od(?=\s+[^.;]{1,40}?\s+do\s)", "from"),
    # an event dated by its year or quarter ("od privatizace v roce 1994", "od vrcholu krize
    # ve 3Q22"): the horizon opens at the date the event is given
    (r"od\s+(?:[^\W\d]+\s+){1,5}?(?:ve?\s+)?(?:roce\s+)?"
     r"((?:19|20)\d\d|[1-4]Q\d\d|Q[1-4]\s+(?:19|20)\d\d)", r"since \1"),
    (r"od\s+roku", "since"),
    (r"(?:za|během|v\s+průběhu|ve?)\s+(?:posledních|poslední|uplynulých|uplynulé)",
     "over the last"),
    (r"(?:za|během)\s+poslední\s+dekád(?:u|y)|v\s+poslední\s+dekádě", "over the last decade"),
    (r"v\s+roce", "in"),
    (r"roku(?=\s+(?:19|20)\d\d)", "of"),
    (r"(?:dvouciferným|dvoumístným)\s+(?:průměrným\s+)?(?:ročním\s+)?(?:průměrným\s+)?tempem",
     "at a double-digit compound annual rate"),
    (r"(?:jednociferným|jednomístným)\s+(?:průměrným\s+)?(?:ročním\s+)?(?:průměrným\s+)?tempem",
     "at a single-digit compound annual rate"),
    (r"(?:průměrn(?:ým|é)\s+)?(?:ročn(?:ím|í)\s+)?(?:průměrn(?:ým|é)\s+)?temp(?:em|o)\s+růstu|CAGR",
     "compound annual growth"),
    (r"pomaleji|pomalejším\s+tempem", "more slowly"),
    (r"rychleji|rychlejším\s+tempem", "faster"),
    (rf"(?:{_MORE})", "higher"),
    (rf"(?:{_LESS})", "lower"),
    (r"oproti|proti|ve\s+srovnání\s+se?|v\s+porovnání\s+se?|vůči|vzhledem\s+k", "versus"),
    (r"(?:zhruba|přibližně|asi|cca\.?|kolem|okolo)\s+o(?=\s+[-−+]?\d)", "by about"),
    (r"o\s+(?:více|víc)\s+než|o\s+přes", "by more than"),
    (r"o\s+(?:téměř|skoro|bezmála|takřka)", "by almost"),
    (r"o\s+(?:necelých|necelé|méně\s+než)", "by less than"),
    (r"o(?=\s+[-−+]?\d)", "by"),
    (r"zhruba|přibližně|cca\.?|kolem|okolo", "about"),
    (r"téměř|skoro|bezmála", "almost"),
    (r"více\s+než|přes", "more than"),
    (r"než|nežli", "than"),
    (r"mezi", "between"),
    (r"(?<=\d\s)a(?=\s)", "and"),
    (r"od", "since"),
    (r"do", "to"),
    *((rf"{forms}", english) for forms, english in COUNTS_CS),
    (rf"{ENGLISH_COUNT}\s+(?:čtvrtletí|kvartálů|kvartály)", r"\1 quarters"),
    (rf"{ENGLISH_COUNT}\s+(?:let|roků|letech|roky)", r"\1 years"),
    (rf"{ENGLISH_COUNT}\s+(?:měsíců|měsíce)", r"\1 months"),
    (r"let|roků", "years"),
    (r"čtvrtletí|kvartál(?:u|e)?", "quarter"),
    (r"pololetí", "half"),
    (r"procent(?:a|o|ech)?", "%"),
    (r"ve?", "in"),
)  # fmt: skip


#: words only Czech has among the languages read here: its small words, and any word written
#: with a letter no other of them has (ě, ř, ů, ď, ť, ň, č, š, ž, ý: "výsledek", "čtvrtletí",
#: "než") but Slovak, never a word Slovak has and Czech has not (`trend_lexicon_sk.OWN_WORDS`:
#: "pätnásť", "štvrťroku", "kreditnej", "v roku" where Czech says "v roce"), so that a Slovak
#: sentence is Slovak's to read
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:se|než|oproti|roce|(?<!\bv\s)roku|čtvrtletí|pololetí|zhruba|"
    rf"(?!(?:{OWN_WORDS})(?![\w-]))\w*[ěřůďťňčšžý]\w*)(?![\w-])",
    re.IGNORECASE,
)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=horizon_first_finish(),
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "PERIODS"]
