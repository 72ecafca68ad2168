"""A trend claim in Slovak read as the English `trends` reads.

A Slovak pension company (d.s.s. and its dôchodkové fondy), an investičný výbor or a broker
says which way a figure went in Slovak ("tržby vzrástli približne o 12 % od 1. štvrťroka 2019",
"úrokové krytie sa nezhoršilo", "pomer čistého dlhu k EBITDA ani raz medzištvrťročne
nestúpol", "bol na konci každého štvrťroka 2024 nižší ako o rok skôr"). Slovak has Czech's
grammar of a direction (`trend_lexicon_parts.SlavicVerbs`) but its own words, so it keeps its
own tables: its l-participle puts a vowel before a final "l" after a consonant ("klesol",
"vzrástol", "stúpol") that the other forms drop ("klesla", "vzrástli"), its plural is "-li"
only, and its comparatives agree in gender ("vyšší", "vyššia", "vyššie") and take "ako" where
Czech says "než". Its own words (`MARKERS`) make it the reader of a sentence Czech's verbs read
too ("zvýšil", "klesal" are both languages').
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.numbers_cs_ro import COUNTS_SK
from quantward_validation.trend_lexicon_parts import (
    ENGLISH_COUNT,
    SlavicVerbs,
    Table,
    horizon_first_finish,
    lexicon_of,
    negated_level_in_any_quarter,
)

#: past participles of a rise, perfective and imperfective, by their masculine singular
_UP: Final = (
    "vzrástol", "narástol", "rástol", "narastal", "zvýšil", "zvyšoval", "posilnil",
    "posilňoval", "stúpol", "stúpal", "vystúpil", "vystúpal", "vyšplhal", "zväčšil",
    "zväčšoval", "rozšíril", "rozširoval", "pribudol", "pribúdal", "vyskočil", "spevnil",
    "spevňoval", "navýšil", "navyšoval", "zdvihol",
)  # fmt: skip
_DOWN: Final = (
    "klesol", "klesal", "poklesol", "znížil", "znižoval", "oslabil", "oslaboval", "zmenšil",
    "zmenšoval", "zúžil", "zužoval", "ubudol", "ubúdal", "prepadol", "prepadával", "padol",
    "padal", "spadol", "scvrkol", "zlacnel",
)  # fmt: skip
#: verbs of getting better or worse: a fall of a figure where lower is better when it improves
_BETTER: Final = ("zlepšil", "zlepšoval", "polepšil")
_WORSE: Final = ("zhoršil", "zhoršoval")
_UP_NOW: Final = r"rastie|rastú|stúpa|stúpajú|zvyšuje|zvyšujú|posilňuje|posilňujú|narastá|narastajú"
_DOWN_NOW: Final = r"klesá|klesajú|znižuje|znižujú|oslabuje|oslabujú|ubúda|ubúdajú"
#: a consonant before the masculine's "-ol", which the other forms drop ("klesol", "klesla")
_FLEETING_O: Final = re.compile(r"(?<=[^aeiouyáéíóúýäô])ol$")


def _past(masculines: tuple[str, ...]) -> str:
    """Every gender and number of each l-participle: "klesol", "klesla", "kleslo", "klesli";
    "zvýšil", "zvýšila", "zvýšilo", "zvýšili"."""
    forms = [
        f"{m[:-2]}(?:ol|la|lo|li)" if _FLEETING_O.search(m) else f"{m}(?:a|o|i)?"
        for m in masculines
    ]
    return f"(?:{'|'.join(forms)})"


_SE: Final = r"(?:sa\s+|si\s+)?"
_SE_AFTER: Final = r"(?:\s+sa)?"
#: "ani raz", "ani jeden raz", "ani raz za štvrťrok", "nikdy": never, with the adverbs said
#: between it and its verb ("ani raz medzištvrťročne neklesli") kept after the verb
_NEVER: Final = (
    r"(?:ani\s+(?:raz|jeden\s+raz|jedenkrát|jediný\s+raz|raz\s+za\s+\w+)|nikdy)\s+"
    r"((?:[^\W\d]+\s+){0,2}?)"
)
#: comparative adjectives in every gender and number of the nominative ("vyšší", "vyššia",
#: "vyššie")
_MORE: Final = r"(?:vyšš|väčš|lepš|silnejš)(?:í|ia|ie)"
_LESS: Final = r"(?:nižš|menš|horš|slabš)(?:í|ia|ie)"
#: "bol", "bola", "bolo", "boli", the imperfective "býval" and "zostal": a level against another
_WAS: Final = r"(?:bol|býval|zostal|zostával|ostal)(?:a|o|i)?"
#: the comparative's end: its "ako"/"než", or the clause's end when its horizon said what it is
#: compared with ("bol v každom štvrťroku 2024 medziročne vyšší [1]")
_THAN: Final = r"(?=\s+(?:ako|než|nežli)(?![\w-])|\s*(?:[\[.;,)|]|$))"
_SPAN: Final = r"\s+((?:[^\s.;\[]+\s+){0,8}?)"
#: the adverb of the comparison's base said just before the comparative ("medziročne vyšší"):
#: English says it straight after it ("higher year on year in every quarter of 2024")
_BASE: Final = r"(?:(medziročne|medzištvrťročne)\s+)?"
#: a level against another, the comparative after the horizon it holds in: the comparative first
_LEVELS: Final[Table] = (
    (rf"ne{_WAS}{_SPAN}{_BASE}{_MORE}{_THAN}", r"was not higher \2 \1"),
    (rf"ne{_WAS}{_SPAN}{_BASE}{_LESS}{_THAN}", r"was not lower \2 \1"),
    (rf"{_WAS}{_SPAN}{_BASE}{_MORE}{_THAN}", r"was higher \2 \1"),
    (rf"{_WAS}{_SPAN}{_BASE}{_LESS}{_THAN}", r"was lower \2 \1"),
)

FIGURES: Final[Table] = (
    (r"pomer(?:u|om)?\s+čistého\s+dlhu\s+(?:k|ku|voči)\s+EBITDA", "net debt to EBITDA"),
    (r"čist(?:ý|ého|ému|om)\s+dlh(?:u)?\s*/\s*EBITDA", "net debt/EBITDA"),
    (r"čist(?:ý|ého|ému|om)\s+dlh(?:u)?\s+(?:k|ku|voči)\s+EBITDA", "net debt to EBITDA"),
    (r"ukazovate(?:ľ|ľa|ľom)\s+zadlženosti|finančn(?:á|ej|ou)\s+pák(?:a|y|u|ou)|zadlženosť",
     "leverage"),
    (r"čist(?:ý|ého|ému|om)\s+dlh(?:u)?", "net debt"),
    (r"(?:EBITDA\s+marž(?:a|e|i|ou)|marž(?:a|e|i|ou)\s+EBITDA)", "EBITDA margin"),
    (r"hrub(?:á|ej|ou)\s+marž(?:a|e|i|ou)", "gross margin"),
    (r"prevádzkov(?:á|ej|ou)\s+marž(?:a|e|i|ou)", "operating margin"),
    (r"čist(?:ý|ého|om)\s+zisk(?:u)?", "net income"),
    (r"prevádzkov(?:ý|ého|om)\s+zisk(?:u)?", "operating profit"),
    (r"vlastn(?:é|ého|ým|om)\s+imani(?:e|a|u|ím)", "equity"),
    (r"voľn(?:ý|ého|om)\s+peňažn(?:ý|ého|om)\s+tok(?:u)?", "free cash flow"),
)  # fmt: skip
_YEAR: Final = r"((?:19|20)\d{2})"
_ORD: Final = (
    (1, r"1\.|I\.|prv(?:ý|om|ého|ému|ým)"), (2, r"2\.|II\.|druh(?:ý|om|ého|ému|ým)"),
    (3, r"3\.|III\.|tret(?:í|ej|om|ieho|iemu|ím)"), (4, r"4\.|IV\.|štvrt(?:ý|om|ého|ému|ým)"),
)  # fmt: skip
#: "štvrťrok" in its cases: "štvrťroku", "štvrťroka", "štvrťrokom"
_QUARTER: Final = r"štvrťrok(?:u|a|om)?|kvartál(?:u|i|a|om)?"
_HALF: Final = r"polrok(?:u|a|om)?"
PERIODS: Final[Table] = (
    *((rf"(?<!\w)(?:{w})\s*(?:{_QUARTER})\s+(?:roka\s+|roku\s+)?{_YEAR}", rf"Q{n} \1")
      for n, w in _ORD),
    *((rf"(?<!\w)(?:{w})\s*(?:{_HALF})\s+(?:roka\s+|roku\s+)?{_YEAR}", rf"H{n} \1")
      for n, w in _ORD[:2]),
    # a quarter said without its year, against the one the sentence dates ("oproti 3. štvrťroku")
    *((rf"(?<!\w)(?:{w})\s*(?:{_QUARTER})(?!\s+(?:roka\s+|roku\s+)?(?:19|20)\d\d)", rf"Q{n}")
      for n, w in _ORD),
    # a date with spaced stops ("30. 6. 2021"): the date as one writes it without them
    (r"(\d{1,2})\.\s(\d{1,2})\.\s((?:19|20)\d\d)", r"\1.\2.\3"),
    (r"p\.\s*b\.|percentuáln(?:y|eho|e|ych|ymi)\s+bod(?:y|ov|u|och|mi)?", "percentage points"),
    (r"mld\.\s*(?:EUR|eur|€)|miliard(?:y|a|u)?\s+(?:EUR|eur|€)", "billion"),
    (r"mil\.\s*(?:EUR|eur|€)|milión(?:y|ov|a|u)?\s+(?:EUR|eur|€)", "million"),
    (r"tis\.\s*(?:EUR|eur|€)", "thousand"),
)  # fmt: skip
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
_EVERY: Final = r"(?:každ(?:om|ého|ý|é|ú|ému)|všetk(?:ých|ými))"
_OF_YEAR: Final = r"(?=\s+(?:19|20)\d\d)"
HORIZONS: Final[Table] = (
    (rf"v\s+žiadnom\s+(?:z\s+\w+\s+)?štvrťroku(?:\s+roka|\s+roku)?{_OF_YEAR}", "in no quarter of"),
    (r"v\s+žiadnom\s+(?:z\s+\w+\s+)?štvrťroku", "in no quarter"),
    # the quarters of a year named after them ("v každom štvrťroku 2024")
    (rf"na\s+konci\s+{_EVERY}\s+štvrťroka(?:\s+roka|\s+roku)?{_OF_YEAR}",
     "at the end of every quarter of"),
    (rf"na\s+konci\s+{_EVERY}\s+štvrťroka", "at the end of every quarter"),
    (rf"v\s+{_EVERY}\s+(?:jednotlivom\s+)?štvrťroku(?:\s+roka|\s+roku)?{_OF_YEAR}",
     "in every quarter of"),
    (rf"v\s+{_EVERY}\s+(?:jednotlivom\s+)?štvrťroku|štvrťrok\s+po\s+štvrťroku",
     "in every quarter"),
    (r"medzištvrťročne|medzikvartálne|q/q", "from one quarter to the next"),
    (r"medziročne|r/r|rok\s+na\s+rok", "year on year"),
    (r"v\s+rovnakom\s+(?:štvrťroku|období)(?:\s+roka|\s+roku)?", "in the same quarter of"),
    (r"(?:o\s+)?rok\s+(?:skôr|predtým)|pred\s+rokom|v\s+minulom\s+roku", "a year earlier"),
    (rf"od\s+začiatku\s+roka{_OF_YEAR}", "since the start of"),
    (r"od\s+začiatku\s+(?:tohto\s+)?roka|YTD", "year to date"),
    (rf"od\s+konca\s+roka{_OF_YEAR}|od\s+konca(?=\s+(?:Q[1-4]|H[12]|[1-4]Q))",
     "since the end of"),
    (rf"(?:na|ku)\s+konci\s+roka{_OF_YEAR}", "at the end of"),
    (rf"do\s+konca\s+roka{_OF_YEAR}", "to the end of"),
    # "od … do …" is a span when "do" names its end ("od Q3 2022 do Q2 2024"), never the
    # "do" of an event ("od vstupu Slovenska do eurozóny v roku 2009")
    (r"od(?=\s+[^.;]{1,40}?\s+do\s+(?:Q[1-4]|H[12]|[1-4]Q|(?:19|20)\d\d|\d{1,2}\.\d|"
     r"konca|začiatku|dneška|súčasnosti))", "from"),
    # an event dated by its year or quarter ("od privatizácie v roku 2002", "od pandemického
    # minima v Q2 2020"): the horizon opens at the date the event is given
    (r"od\s+(?:[^\W\d]+\s+){1,5}?(?:v\s+)?(?:roku\s+)?"
     r"((?:19|20)\d\d|[1-4]Q\d\d|Q[1-4]\s+(?:19|20)\d\d)", r"since \1"),
    (r"od\s+roku", "since"),
    (r"(?:za|počas|v\s+priebehu|v)\s+(?:posledných|posledné|uplynulých|uplynulé)",
     "over the last"),
    (r"(?:za|počas)\s+posledné\s+desaťročie|v\s+poslednom\s+desaťročí", "over the last decade"),
    (r"v\s+roku", "in"),
    (rf"roka|roku{_OF_YEAR}", "of"),
    (r"dvojciferným\s+(?:priemerným\s+)?(?:ročným\s+)?(?:priemerným\s+)?tempom",
     "at a double-digit compound annual rate"),
    (r"jednociferným\s+(?:priemerným\s+)?(?:ročným\s+)?(?:priemerným\s+)?tempom",
     "at a single-digit compound annual rate"),
    (r"(?:priemern(?:ým|é)\s+)?(?:ročn(?:ým|é)\s+)?(?:priemern(?:ým|é)\s+)?temp(?:om|o)\s+rastu|"
     r"CAGR", "compound annual growth"),
    (r"pomalšie|pomalším\s+tempom", "more slowly"),
    (r"rýchlejšie|rýchlejším\s+tempom", "faster"),
    (_MORE, "higher"),
    (_LESS, "lower"),
    (r"oproti|proti|v\s+porovnaní\s+s(?:o)?|voči|vzhľadom\s+na", "versus"),
    (r"(?:približne|zhruba|asi|cca\.?|okolo)\s+o(?=\s+[-−+]?\d)|o\s+približne", "by about"),
    (r"o\s+(?:viac|viacej)\s+(?:ako|než)|o\s+vyše|o\s+cez", "by more than"),
    (r"(?:takmer|skoro|bezmála)\s+o(?=\s+[-−+]?\d)|o\s+(?:takmer|skoro|bezmála)", "by almost"),
    (r"o\s+(?:necelých|necelé|menej\s+(?:ako|než))", "by less than"),
    (r"o(?=\s+[-−+]?\d)", "by"),
    (r"približne|zhruba|cca\.?|okolo", "about"),
    (r"takmer|skoro|bezmála", "almost"),
    (r"(?:viac|viacej)\s+(?:ako|než)|vyše", "more than"),
    (r"ako|než|nežli", "than"),
    (r"medzi", "between"),
    (r"(?<=\d\s)a(?=\s)|(?<=Q[1-4]\s(?:19|20)\d\d\s)a(?=\s)", "and"),
    (r"od", "since"),
    (r"do", "to"),
    *((rf"{forms}", english) for forms, english in COUNTS_SK),
    (rf"{ENGLISH_COUNT}\s+(?:štvrťrokov|štvrťroky|kvartálov)", r"\1 quarters"),
    (rf"{ENGLISH_COUNT}\s+(?:rokov|roky|rokoch|rokmi)", r"\1 years"),
    (rf"{ENGLISH_COUNT}\s+(?:mesiacov|mesiace)", r"\1 months"),
    (r"rokov", "years"),
    (r"štvrťrok(?:u|a|om)?", "quarter"),
    (r"polrok(?:u|a|om)?", "half"),
    (r"percent(?:o|a|á|ách)?", "%"),
    (r"v", "in"),
    # the reflexive left where adverbs parted it from its verb ("sa v 1. polroku 2024
    # nezlepšil"): English has no word for it
    (r"sa", ""),
)  # fmt: skip


#: words only Slovak writes among the languages read here: its small words ("sa", "ako",
#: "medzi"), its year, quarter and half in the cases Czech says otherwise ("v roku", "roka",
#: "rokov", "štvrťroku", "polroku"), its adjectives' "-ej" ("kreditnej", "vodovodnej"), any word
#: with a letter only it has (ä, ô, ľ, ĺ, ŕ: "päť", "voľný"), and its verbs where Czech's differ:
#: the masculine's fleeting "o" ("klesol", "stúpol"; Czech "klesl"), "rásť" ("rástli",
#: "rastie"; Czech "rostly") and "stúpať" (Czech "stoupat"). Czech's markers leave them out.
OWN_WORDS: Final = (
    r"sa|ako|medzi\w*|v\s+roku|roka|rokov|štvrťrok\w*|polrok\w*|\w+(?:sk|ck|n|ov)ej|\w*[äôľĺŕ]\w*|"
    + "|".join(m for m in _UP + _DOWN if _FLEETING_O.search(m))
    + r"|(?:ne)?(?:vz|na)?r[áa]st(?:ol|la|lo|li|ie|ú)|\w*stúp\w*"
)
#: Slovak's words: its own, and, as Czech's markers count them, the words the two languages
#: share ("roku", "oproti", "zhruba") and any word with a letter both write (č, š, ž, ý, ť, ď,
#: ň). So a Slovak sentence has at least as many of these as of Czech's (more with any word of
#: its own) and is read here, and a Czech one, which has none of Slovak's own, never has more
#: and is read by Czech (the earlier on a tie).
MARKERS: Final = re.compile(
    rf"(?<![\w-])(?:{OWN_WORDS}|roku|oproti|zhruba|\w*[čšžýťďň]\w*)(?![\w-])",
    re.IGNORECASE,
)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=horizon_first_finish(negated_level_in_any_quarter),
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "OWN_WORDS", "PERIODS"]
