"""A trend claim in Croatian (and in Serbian or Bosnian written in Latin script) read as the
English `trends` reads.

A Croatian pension company (mirovinsko društvo and its mirovinski fondovi), its Investicijski
odbor or a broker says which way a figure went in Croatian ("prihodi su porasli za oko 12 % od
kraja 2022.", "neto dug smanjio se za 36,1 mil. EUR", "EBITDA marža nije se pogoršala",
"nijednom nisu pali u odnosu na prethodno tromjesečje", "bili su veći nego u istom tromjesečju
prethodne godine u svakom tromjesečju 2025."). As `trend_lexicon_cs` does for Czech, each table
maps the language's words to English longhand and the one trend grammar reads the result.

The grammar these languages share, and Czech and Slovak do not: the past tense is the
l-participle with a clitic auxiliary ("je", "su") on either side of it ("porasli su", "su
porasli"), and the participle's masculine ends in "-o" where the other forms keep the "l"
("smanjio", "smanjila", "smanjilo", "smanjili", "smanjile"; "porastao", "porasla"); the
negation is the negated auxiliary ("nije", "nisu") before the participle, never a prefix on it,
and "never" ("nijednom", "nikada") stands before that. The reflexive "se" sits among the
clitics. A year is written with the ordinal's dot ("u 2025.", "od kraja 2022."), which is
dropped before reading, and a date names its month in the genitive ("30. lipnja 2021.",
`months_hr`).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.months_hr import AMBIGUOUS, MONTHS_HR, alternation
from quantward_validation.sentence_language import SOUTH_SLAVIC
from quantward_validation.trend_lexicon_parts import (
    ENGLISH_COUNT,
    Table,
    every_quarter_of,
    horizon_first_finish,
    lexicon_of,
    negated_level_in_any_quarter,
)

#: participles whose stem ends in a vowel: the masculine adds "-o" ("smanji" → "smanjio"), the
#: other genders and numbers "-la", "-lo", "-li", "-le"; both aspects ("smanjio", "smanjivao")
_UP_STEMS: Final = (
    "poveća", "povećava", "uveća", "uvećava", "skoči", "ojača", "jača", "pope", "penja",
    "narasta", "porasta",
)  # fmt: skip
_DOWN_STEMS: Final = (
    "smanji", "smanjiva", "umanji", "snizi", "pa", "pada", "opa", "opada", "spa",
    "oslabi", "slabi", "spusti", "suzi", "pojeftini", "potonu",
)  # fmt: skip
_BETTER_STEMS: Final = ("poboljša", "poboljšava", "popravi", "popravlja")
_WORSE_STEMS: Final = ("pogorša", "pogoršava")
#: participles of "rasti" and its prefixed forms, whose masculine inserts a "t" the others
#: drop ("porastao", "porasla"): (masculine, the stem the other forms end on)
_UP_GROWN: Final = (
    ("porastao", "porasl"), ("rastao", "rasl"), ("narastao", "narasl"),
    ("izrastao", "izrasl"), ("podigao", "podigl"),
)  # fmt: skip


def _past(stems: tuple[str, ...], grown: tuple[tuple[str, str], ...] = ()) -> str:
    """Every gender and number of each l-participle: "smanjio", "smanjila", "smanjilo",
    "smanjili", "smanjile"; "porastao", "porasla", … ."""
    forms = [f"{s}(?:o|l[aoie])" for s in stems]
    forms += [f"{m}|{s}[aoie]" for m, s in grown]
    return f"(?:{'|'.join(forms)})"


_UP: Final = _past(_UP_STEMS, _UP_GROWN)
_DOWN: Final = _past(_DOWN_STEMS)
_BETTER: Final = _past(_BETTER_STEMS)
_WORSE: Final = _past(_WORSE_STEMS)
#: the present, both numbers ("raste", "rastu", "povećava", "povećavaju")
_UP_NOW: Final = r"(?:raste|rastu|povećava|povećavaju|uvećava|uvećavaju|jača|jačaju)"
_DOWN_NOW: Final = r"(?:pada|padaju|opada|opadaju|smanjuje|smanjuju|slabi|slabe)"
#: the clitics the participle stands among: the auxiliary "je"/"su" and the reflexive "se", up
#: to two on either side ("su se smanjila", "smanjila su se")
_CLITIC: Final = r"(?:je|su|se|sam|smo|ste)"
_BEFORE: Final = rf"(?:{_CLITIC}\s+){{0,2}}"
_AFTER: Final = rf"(?:\s+{_CLITIC}){{0,2}}"
#: the negated auxiliary, with the reflexive before or after it ("se nije", "nisu se")
_NOT: Final = r"(?:se\s+)?(?:nije|nisu|nisam|nismo|niste)(?:\s+se)?"
#: "never": "nijednom", "ni jednom", "niti jednom", "nikada", "nikad"
_NEVER_WORD: Final = r"(?:nijednom|ni\s+jednom|niti\s+jednom|ni\s+jedanput|nikada|nikad)"
#: a comparative in each gender and number of the nominative ("viši", "viša", "više"; "lošiji")
_MORE: Final = r"(?:viš|već|bolj|jač|snažnij|brojnij)(?:i|a|e)"
_LESS: Final = r"(?:niž|manj|lošij|slabij|malobrojnij)(?:i|a|e)"
#: "bio", "bila", "bilo", "bili", "bile" and "ostao": a level against another
_WAS: Final = r"(?:bi|osta)(?:o|l[aoie])"
_SPAN: Final = r"\s+((?:[^\s.;\[]+\s+){0,8}?)"
#: the comparative's end: its "nego", or the clause's end
_THAN: Final = r"(?=\s+nego(?![\w-])|\s*(?:[\[.;,)|]|$))"

#: passive participles, an adjective but for the auxiliary they take ("je smanjen", "su
#: povećani", "bio je poboljšan"): without one ("smanjeni troškovi") they name no change
_PASSIVE_UP: Final = r"(?:povećan|uvećan|ojačan|podignut)(?:a|o|i|e)?"
_PASSIVE_DOWN: Final = r"(?:smanjen|umanjen|snižen|oslabljen)(?:a|o|i|e)?"
_PASSIVE_BETTER: Final = r"poboljšan(?:a|o|i|e)?"
_PASSIVE_WORSE: Final = r"pogoršan(?:a|o|i|e)?"
_PASSIVE_AUX: Final = r"(?:je|su|(?:bi|osta)(?:o|l[aoie]))"
_PAST: Final = (
    (_UP, "rose", "rise"),
    (_DOWN, "fell", "fall"),
    (_BETTER, "improved", "improve"),
    (_WORSE, "deteriorated", "deteriorate"),
)
_PASSIVES: Final = (
    (_PASSIVE_UP, "rose", "rise"),
    (_PASSIVE_DOWN, "fell", "fall"),
    (_PASSIVE_BETTER, "improved", "improve"),
    (_PASSIVE_WORSE, "deteriorated", "deteriorate"),
)
_NOW: Final = ((_UP_NOW, "rises", "rise"), (_DOWN_NOW, "falls", "fall"))
#: never, the negated past and present, a level against another, then the plain past and
#: present; the words said between "never" and its verb kept after the verb, as English has them
DIRECTIONS: Final[Table] = (
    *((rf"{_NEVER_WORD}\s+((?:[^\W\d]+\s+){{0,2}}?){_NOT}\s+{verb}{_AFTER}", rf"never {did} \1")
      for verb, did, _ in _PAST),
    *((rf"{_NOT}\s+{_NEVER_WORD}\s+{verb}{_AFTER}", f"never {did}") for verb, did, _ in _PAST),
    *((rf"{_NOT}\s+{verb}{_AFTER}", f"did not {bare}") for verb, _, bare in _PAST),
    *((rf"(?:se\s+)?ne\s+(?:se\s+)?{verb}(?:\s+se)?", f"does not {bare}")
      for verb, _, bare in _NOW),
    (rf"{_NOT}\s+{_WAS}{_SPAN}{_MORE}{_THAN}", r"was not higher \1"),
    (rf"{_NOT}\s+{_WAS}{_SPAN}{_LESS}{_THAN}", r"was not lower \1"),
    (rf"{_BEFORE}{_WAS}{_AFTER}{_SPAN}{_MORE}{_THAN}", r"was higher \1"),
    (rf"{_BEFORE}{_WAS}{_AFTER}{_SPAN}{_LESS}{_THAN}", r"was lower \1"),
    *((rf"{_NOT}\s+(?:bi(?:o|l[aoie])\s+)?{verb}", f"did not {bare}")
      for verb, _, bare in _PASSIVES),
    *((rf"{_BEFORE}{verb}{_AFTER}", did) for verb, did, _ in _PAST),
    *((rf"(?:{_PASSIVE_AUX}\s+){{1,2}}{verb}|{verb}(?:\s+{_PASSIVE_AUX}){{1,2}}", did)
      for verb, did, _ in _PASSIVES),
    *((rf"(?:se\s+)?{verb}(?:\s+se)?", does) for verb, does, _ in _NOW),
)  # fmt: skip

FIGURES: Final[Table] = (
    (r"(?:ukupn|poslovn|konsolidiran)(?:i|ih|im|e)\s+prihod(?:i|a|e|ima)?|"
     r"prihod(?:i|a|e|ima)?\s+od\s+prodaje|prihod(?:i|a|e|ima)", "revenue"),
    (r"EBITDA\s+marž(?:a|e|i|u|om)|marž(?:a|e|i|u|om)\s+EBITDA", "EBITDA margin"),
    (r"EBIT\s+marž(?:a|e|i|u|om)|marž(?:a|e|i|u|om)\s+EBIT", "EBIT margin"),
    (r"bruto\s+marž(?:a|e|i|u|om)", "gross margin"),
    (r"neto\s+(?:financijsk|finansijsk)(?:i|og|om|oga)\s+dug(?:a|u|om)?|"
     r"neto\s+dug(?:a|u|om)?|neto\s+zaduženost(?:i)?", "net debt"),
    (r"neto\s+rezultat(?:a|u|om)?|rezultat(?:a|u|om)?\s+razdoblja|neto\s+dobit(?:i)?",
     "net income"),
    (r"(?:ostvaren(?:a|ih|im)\s+)?noćenj(?:a|e|ima)|noćenj(?:a|e|ima)\s+gostiju",
     "overnight stays"),
    (r"kapital(?:a|u|om)?\s+i\s+rezerv(?:e|i|ama)|vlastit(?:i|og|om)\s+kapital(?:a|u|om)?",
     "equity"),
)  # fmt: skip

_YEAR: Final = r"((?:19|20)\d{2})"
_ORD: Final = (
    (1, r"1\.|I\.|prv(?:o|i|a|og|oga|om|ome|em)"),
    (2, r"2\.|II\.|drug(?:o|i|a|og|oga|om|ome)"),
    (3, r"3\.|III\.|treć(?:e|i|a|eg|ega|em|emu)"),
    (4, r"4\.|IV\.|četvrt(?:o|i|a|og|oga|om|ome)"),
)
#: "tromjesečje" in its cases, the ekavian "tromesečje" and the loan "kvartal"
_QUARTER: Final = r"tromj?esečj(?:e|a|u|em)|kvartal(?:a|u|om)?"
_HALF: Final = r"polugodišt(?:e|a|u|em)|polugodi(?:je|ja|ju)"
PERIODS: Final[Table] = (
    *((rf"(?<!\w)(?:{w})\s*(?:{_QUARTER})\s+{_YEAR}", rf"Q{n} \1") for n, w in _ORD),
    *((rf"(?<!\w)(?:{w})\s*(?:{_HALF})\s+{_YEAR}", rf"H{n} \1") for n, w in _ORD[:2]),
    # a quarter said without its year, against the one the sentence dates ("u odnosu na III.
    # tromjesečje")
    *((rf"(?<!\w)(?:{w})\s*(?:{_QUARTER})(?!\s+(?:19|20)\d\d)", rf"Q{n}") for n, w in _ORD),
    (r"p\.\s*b\.|postotn(?:i|a|ih|e|im)\s+bod(?:a|ova|om|ovi|ovima)?", "percentage points"),
    (r"b\.\s*b\.|bazn(?:i|a|ih|e|im)\s+bod(?:a|ova|om|ovi|ovima)?", "basis points"),
    (r"mlrd\.\s*(?:EUR|eura|kn|kuna|HRK)|milijard(?:a|e|i)\s+(?:EUR|eura|evra|kuna|kn)",
     "billion"),
    (r"mil\.\s*(?:EUR|eura|kn|kuna|HRK)|mln\.\s*(?:EUR|kn)|"
     r"(?:milijun|milion)(?:a|e|i)?\s+(?:EUR|eura|evra|kuna|kn|dinara|KM)", "million"),
    (r"tis\.\s*(?:EUR|eura|kn|kuna)", "thousand"),
)  # fmt: skip

#: a year with the ordinal's dot a Croatian date writes after it ("u 2025.", "do kraja 2024."),
#: and the "godine" that may follow it ("od 2018. godine")
_YEAR_DOT: Final = re.compile(
    r"(?<!\d)((?:19|20)\d\d)(?:\.(?:\s+godin(?:e|i|u|a))?|\s+godin(?:e|i|u|a))(?=[\s.),;:|]|$)"
)


#: a day and its month in the genitive ("30. lipnja 2021", "1. siječnja 2020"); Croatian October
#: ("listopada") apart, November in Czech and Polish, read only in a South Slavic sentence
def _day_month(months: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\w.])(0?[1-9]|[12]\d|3[01])\.?\s+({months})\s+((?:19|20)\d\d)(?!\d)",
        re.IGNORECASE,
    )


_DAY_MONTH: Final = _day_month(alternation(MONTHS_HR))
_DAY_OCTOBER: Final = _day_month(alternation(AMBIGUOUS))
_ENGLISH_MONTHS: Final = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip


def dates_in_english(sentence: str) -> str:
    """The sentence with a year's ordinal dot dropped ("u 2025." → "u 2025") and a day with its
    genitive month written in English ("30. lipnja 2021." → "30 June 2021"). Why: the horizon
    reader knows English dates, and the year's dot would end a sentence or a clause."""
    read = _YEAR_DOT.sub(r"\1", sentence)
    months = {**MONTHS_HR, **AMBIGUOUS}

    def english(m: re.Match[str]) -> str:
        return f"{int(m.group(1))} {_ENGLISH_MONTHS[months[m.group(2).lower()] - 1]} {m.group(3)}"

    read = _DAY_MONTH.sub(english, read)
    return _DAY_OCTOBER.sub(english, read) if SOUTH_SLAVIC.reads(sentence) else read


#: the count words in their cases ("pet", "petnaest", "dvije", "dvaju"), two to twenty
COUNTS: Final[Table] = (
    (r"dva|dvije|dvaju|dvama", "two"), (r"tri|triju|trima", "three"),
    (r"četiri|četiriju", "four"), (r"petnaest", "fifteen"), (r"šesnaest", "sixteen"),
    (r"sedamnaest", "seventeen"), (r"osamnaest", "eighteen"), (r"devetnaest", "nineteen"),
    (r"četrnaest", "fourteen"), (r"trinaest", "thirteen"), (r"dvanaest", "twelve"),
    (r"jedanaest", "eleven"), (r"dvadeset", "twenty"), (r"pet", "five"), (r"šest", "six"),
    (r"sedam", "seven"), (r"osam", "eight"), (r"devet", "nine"), (r"deset", "ten"),
)  # fmt: skip
_EVERY: Final = r"(?:svak(?:om|og|oga|i|o|e|u)|svih)"
_OF_YEAR: Final = r"(?=\s+(?:19|20)\d\d)"
_PREVIOUS_YEAR: Final = r"(?:prethodne|prošle|protekle)\s+godine"
_PERIODS_BEFORE: Final = r"(?:Q[1-4]|H[12]|(?:19|20)\d\d|\d{1,2}\s+[A-Z][a-z]+\s+(?:19|20)\d\d)"
#: the nouns of a record a date after "od" dates, not opens a horizon ("Zapisnik Investicijskog
#: odbora od 12. ožujka 2026.", "izvješće od 30. rujna", "odluka Uprave od …")
_RECORD: Final = (
    r"(?:zapisni|izvješ|izvješć|izvještaj|odluk|sjednic|dopis|pism|bilješk|ugovor|obavijest|"
    r"poruk|mišljenj|zaključ)\w*"
)
HORIZONS: Final[Table] = (
    (rf"({_RECORD}(?:\s+[^\W\d]+){{0,3}})\s+od(?=\s+\d{{1,2}}\s+[A-Z][a-z]+\s+(?:19|20)\d\d)",
     r"\1 dated"),
    (r"(?:ni|niti)\s+u\s+(?:jednom|kojem)\s+(?:od\s+\w+\s+)?(?:tromj?esečju|kvartalu)"
     r"(?=\s+(?:19|20)\d\d)", "in no quarter of"),
    (r"(?:ni|niti)\s+u\s+(?:jednom|kojem)\s+(?:od\s+\w+\s+)?(?:tromj?esečju|kvartalu)",
     "in no quarter"),
    (rf"na\s+kraju\s+{_EVERY}\s+(?:tromj?esečja|kvartala){_OF_YEAR}",
     "at the end of every quarter of"),
    (rf"na\s+kraju\s+{_EVERY}\s+(?:tromj?esečja|kvartala)", "at the end of every quarter"),
    (rf"u\s+{_EVERY}\s+(?:pojedinom\s+)?(?:tromj?esečju|kvartalu){_OF_YEAR}",
     "in every quarter of"),
    (rf"u\s+{_EVERY}\s+(?:pojedinom\s+)?(?:tromj?esečju|kvartalu)", "in every quarter"),
    # against the quarter before: "u odnosu na prethodno tromjesečje", "iz tromjesečja u
    # tromjesečje", "tromjesečno"
    (r"u\s+(?:odnosu\s+na|usporedbi\s+s)\s+(?:prethodn|prošl)(?:o|i)\s+(?:tromj?esečje|kvartal)|"
     r"iz\s+tromj?esečja\s+u\s+tromj?esečje|kvartal\s+na\s+kvartal|q/q",
     "from one quarter to the next"),
    (rf"u\s+(?:odnosu\s+na|usporedbi\s+s)\s+(?:isto|istim)\s+(?:tromj?esečj\w*|razdobl\w*)\s+"
     rf"{_PREVIOUS_YEAR}|međugodišnje|na\s+godišnjoj\s+razini|g/g|y/y", "year on year"),
    (rf"(?:u\s+)?ist(?:om|o)\s+(?:tromj?esečju|kvartalu|tromj?esečje|kvartal)\s+{_PREVIOUS_YEAR}",
     "in the same quarter of the previous year"),
    (rf"(?:u\s+)?ist(?:om|o)\s+razdoblj(?:u|e)\s+{_PREVIOUS_YEAR}",
     "in the same period of the previous year"),
    (r"(?:godinu\s+dana|godinu)\s+(?:ranije|prije|prije\s+toga)|prije\s+godinu\s+dana",
     "a year earlier"),
    (rf"od\s+početka\s+godine{_OF_YEAR}", "since the start of"),
    (r"od\s+početka\s+(?:ove\s+|tekuće\s+)?godine|YTD", "year to date"),
    # "od kraja 2021 do kraja 2024" is a span from one end to the other
    (rf"od\s+kraja(?:\s+godine)?(?=\s+{_PERIODS_BEFORE}\s+do\s)", "from the end of"),
    (rf"od\s+kraja(?:\s+godine)?(?=\s+{_PERIODS_BEFORE})", "since the end of"),
    (rf"na\s+kraju(?:\s+godine)?(?=\s+{_PERIODS_BEFORE})", "at the end of"),
    (rf"do\s+kraja(?:\s+godine)?(?=\s+{_PERIODS_BEFORE})", "to the end of"),
    # "od … do …" is a span when "do" names its end ("od kraja 2021 do kraja 2024")
    (rf"od(?=\s+[^.;]{{1,40}}?\s+(?:do|to the end of)\s+(?:{_PERIODS_BEFORE}|kraja|početka|danas))",
     "from"),
    # an event dated by its year ("od uvrštenja na burzu 2007", "od ulaska Hrvatske u EU
    # 2013"): the horizon opens at the date the event is given
    (r"od\s+(?:[^\W\d]+\s+){1,6}?(?:u\s+)?(?:godini\s+)?((?:19|20)\d\d|Q[1-4]\s+(?:19|20)\d\d)",
     r"since \1"),
    # a span named by its years as an adjective ("u posljednjem trogodišnjem razdoblju",
    # "tijekom petogodišnjeg razdoblja"): the last so many years
    *((rf"(?:u|tijekom|tokom|za|kroz)\s+(?:(?:posljednj|zadnj|protekl)(?:em|eg|ega)\s+)?"
       rf"{prefix}godišnj(?:em|eg|ega)\s+razdoblj(?:u|a)", f"over the last {count} years")
      for prefix, count in (("dvo", "two"), ("tro", "three"), ("četvero", "four"),
                            ("peto", "five"), ("deseto", "ten"))),
    (r"(?:u|tijekom|tokom|za|kroz)\s+(?:posljednje|zadnje|proteklo)\s+desetljeće|"
     r"u\s+(?:posljednjem|zadnjem|proteklom)\s+desetljeću", "over the last decade"),
    (r"(?:u|tijekom|tokom|za|kroz)\s+(?:posljednjih|zadnjih|proteklih|posljednje|zadnje|protekle)",
     "over the last"),
    (r"(?:u|tijekom|tokom)\s+(?:posljednjem|zadnjem|proteklom)", "over the last"),
    (r"(?:po\s+)?dvoznamenkast(?:oj|om|a)\s+(?:prosječn(?:oj|om|a)\s+)?(?:godišnj(?:oj|om|a)\s+)?"
     r"(?:stop(?:i|om|a)|tempom)(?:\s+rasta)?", "at a double-digit compound annual rate"),
    (r"(?:po\s+)?jednoznamenkast(?:oj|om|a)\s+(?:prosječn(?:oj|om|a)\s+)?"
     r"(?:godišnj(?:oj|om|a)\s+)?(?:stop(?:i|om|a)|tempom)(?:\s+rasta)?",
     "at a single-digit compound annual rate"),
    (r"(?:prosječn(?:a|om|oj)\s+)?godišnj(?:a|om|oj)\s+stop(?:a|om|i)\s+rasta|CAGR",
     "compound annual growth"),
    (r"sporije|sporijim\s+tempom", "more slowly"),
    (r"brže|bržim\s+tempom", "faster"),
    (r"u\s+(?:odnosu\s+na|usporedbi\s+s(?:a)?)|naspram|prema", "versus"),
    (r"za\s+(?:oko|otprilike|približno|cca\.?)(?=\s+[-−+]?\d)", "by about"),
    (r"za\s+(?:više\s+od|preko)", "by more than"),
    (r"za\s+(?:gotovo|skoro|blizu|nešto\s+manje\s+od)", "by almost"),
    (r"za\s+manje\s+od", "by less than"),
    (r"za(?=\s+[-−+]?\d)", "by"),
    (r"više\s+od|preko", "more than"),
    (r"manje\s+od", "less than"),
    (_MORE, "higher"),
    (_LESS, "lower"),
    (r"oko|otprilike|približno|cca\.?", "about"),
    (r"gotovo|skoro", "almost"),
    (r"nego|negoli", "than"),
    (r"između", "between"),
    (r"(?<=\d\s)i(?=\s)|(?<=Q[1-4]\s(?:19|20)\d\d\s)i(?=\s)", "and"),
    (r"od", "since"),
    (r"do", "to"),
    *COUNTS,
    (rf"{ENGLISH_COUNT}\s+(?:tromj?esečja|kvartala)", r"\1 quarters"),
    (rf"{ENGLISH_COUNT}\s+(?:godina|godine|godinama|ljeta)", r"\1 years"),
    (rf"{ENGLISH_COUNT}\s+(?:mjeseci|meseci|mjeseca|meseca)", r"\1 months"),
    (r"tromj?esečj(?:e|a|u|em)|kvartal(?:a|u|om)?", "quarter"),
    (r"polugodišt(?:e|a|u|em)", "half"),
    (r"posto|postotak|postotaka", "%"),
    (r"u(?=\s+(?:19|20)\d\d)", "in"),
    (r"u|tijekom|tokom", "in"),
    # the clitics left where adverbs parted them from their participle: English has no word
    (r"je|su|se", ""),
)  # fmt: skip


def _finish_quarters(sentence: str) -> str:
    """ "in every quarter in 2025" (Croatian's "u svakom tromjesečju u 2025.") as "in every
    quarter of 2025", and a negated level "in no quarter" (the negative concord of "nije bila
    niža … ni u jednom tromjesečju") as "in any quarter"."""
    return negated_level_in_any_quarter(every_quarter_of(sentence))


#: words these languages write among those read here: the auxiliary "je" (never "su" or
#: "se", Italian's and Spanish's words too), the negated auxiliary, the prepositions "u",
#: "za", "od", "nego", "između", "tijekom"/"tokom", the quarter's and the half's nouns, the
#: year's cases, "u odnosu na", a word with "đ" or a "ć" before its last letter ("povećao",
#: "veći"; Polish writes its "ć" last), and the masculine participle's "-ao" ("porastao",
#: "pao"). Never a participle of the other forms alone: "pala", "pali" are words of other
#: languages too, and a sentence with none of these small words is no Croatian one.
OWN_WORDS: Final = (
    r"je|u|za|od|nije|nisu|nego|između|tijekom|tokom|posljednjih|prethodn\w+|"
    r"tromj?esečj\w*|polugodišt\w*|godin(?:a|e|i|u)|odnosu|kraja|početka|\w*đ\w*|\w*ć\w+|\w+ao"
)
MARKERS: Final = re.compile(rf"(?<![\w-])(?:{OWN_WORDS})(?![\w-])", re.IGNORECASE)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=horizon_first_finish(_finish_quarters),
    read_periods=dates_in_english,
)

__all__ = [
    "COUNTS",
    "DIRECTIONS",
    "FIGURES",
    "HORIZONS",
    "LEXICON",
    "MARKERS",
    "PERIODS",
    "dates_in_english",
]
