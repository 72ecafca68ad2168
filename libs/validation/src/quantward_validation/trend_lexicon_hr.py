"""A trend claim in Croatian (and in Serbian or Bosnian written in Latin script) and in
Slovenian read as the English `trends` reads: one South Slavic reader, the module's name
notwithstanding.

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
`months_hr`; read by `period_lexicon_hr.dates_in_english`, the leakage reader's patterns).

Slovenian shares that grammar with its own morphology: the masculine participle keeps its "-l"
("se je zmanjšal", "povečal"; "padel", "padla"), the auxiliary is "je"/"so", the negation
"ni"/"niso" beside the reflexive ("se ni poslabšala", "ni se poslabšala"), the comparative ends
in "-ji" and takes "kot" ("višja kot leto prej"), the year is named by its noun ("v letu 2024",
"od konca leta 2022"), counts decline ("v zadnjih petih četrtletjih") and the quarter is
"četrtletje". Its stems sit beside Croatian's in each table, in blocks of their own.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.period_lexicon_hr import dates_in_english
from quantward_validation.sentence_language import SOUTH_SLAVIC_LETTERS, SOUTH_SLAVIC_WORDS
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


# --- Slovenian participles -------------------------------------------------------------------
#: Slovenian keeps the "-l" in the masculine ("povečal", "zmanjšal", "okrepil", "zoževal") and
#: adds "-a", "-o", "-i", "-e" for the other genders and numbers ("se je zmanjšala", "so se
#: povečali"), both aspects ("zmanjšal", "zmanjševal"); its stems are its own ("-š-" where
#: Croatian writes "-j-" or "-ć-": "zmanjša", "poveča", "izboljša")
_SL_UP_STEMS: Final = (
    "poveča", "povečeva", "zviša", "zviševa", "narašča", "okrepi", "krepi", "razširi", "širi",
    "dvigni", "skoči", "pospeši",
)  # fmt: skip
_SL_DOWN_STEMS: Final = (
    "zmanjša", "zmanjševa", "zniža", "zniževa", "upada", "pada", "oslabe", "slabe", "zoži",
    "zoževa", "skrči", "poceni", "upočasni",
)  # fmt: skip
_SL_BETTER_STEMS: Final = ("izboljša", "izboljševa")
_SL_WORSE_STEMS: Final = ("poslabša", "poslabševa")
#: participles whose masculine has a fleeting "e" the others drop ("padel", "padla"; "rasel",
#: "rasla"): (masculine, the stem the other forms end on)
_SL_UP_GROWN: Final = (
    ("rasel", "rasl"), ("zrasel", "zrasl"), ("porasel", "porasl"), ("narasel", "narasl"),
)  # fmt: skip
_SL_DOWN_GROWN: Final = (("padel", "padl"), ("upadel", "upadl"), ("spadel", "spadl"))


def _past_sl(stems: tuple[str, ...], grown: tuple[tuple[str, str], ...] = ()) -> str:
    """Every gender and number of each Slovenian l-participle: "zmanjšal", "zmanjšala",
    "zmanjšalo", "zmanjšali", "zmanjšale"; "padel", "padla", … ."""
    forms = [f"{s}l[aoie]?" for s in stems]
    forms += [f"{m}|{s}[aoie]" for m, s in grown]
    return f"(?:{'|'.join(forms)})"


_UP: Final = f"(?:{_past(_UP_STEMS, _UP_GROWN)}|{_past_sl(_SL_UP_STEMS, _SL_UP_GROWN)})"
_DOWN: Final = f"(?:{_past(_DOWN_STEMS)}|{_past_sl(_SL_DOWN_STEMS, _SL_DOWN_GROWN)})"
_BETTER: Final = f"(?:{_past(_BETTER_STEMS)}|{_past_sl(_SL_BETTER_STEMS)})"
_WORSE: Final = f"(?:{_past(_WORSE_STEMS)}|{_past_sl(_SL_WORSE_STEMS)})"
#: the present, both numbers ("raste", "rastu", "povećava", "povećavaju"; Slovenian "rastejo",
#: "narašča", "se povečuje", "upadajo", "se zmanjšujejo")
_UP_NOW: Final = (
    r"(?:raste|rastu|povećava|povećavaju|uvećava|uvećavaju|jača|jačaju|"
    r"rastejo|narašča|naraščajo|povečuje|povečujejo|zvišuje|zvišujejo)"
)
_DOWN_NOW: Final = (
    r"(?:pada|padaju|opada|opadaju|smanjuje|smanjuju|slabi|slabe|"
    r"padajo|upada|upadajo|zmanjšuje|zmanjšujejo|znižuje|znižujejo)"
)
#: the clitics the participle stands among: the auxiliary "je"/"su" (Slovenian "so", "sem")
#: and the reflexive "se", up to two on either side ("su se smanjila", "smanjila su se", "so se
#: povečali")
_CLITIC: Final = r"(?:je|su|so|se|sam|sem|smo|ste)"
_BEFORE: Final = rf"(?:{_CLITIC}\s+){{0,2}}"
_AFTER: Final = rf"(?:\s+{_CLITIC}){{0,2}}"
#: the negated auxiliary, with the reflexive before or after it ("se nije", "nisu se";
#: Slovenian "se ni", "ni se", "se niso")
_NOT: Final = r"(?:se\s+)?(?:nije|nisu|nisam|nismo|niste|ni|niso|nisem)(?:\s+se)?"
#: "never": "nijednom", "ni jednom", "niti jednom", "nikada", "nikad"; Slovenian "nikoli",
#: "niti enkrat"
_NEVER_WORD: Final = (
    r"(?:nijednom|ni\s+jednom|niti\s+jednom|ni\s+jedanput|nikada|nikad|nikoli|niti\s+enkrat)"
)
#: a comparative in each gender and number of the nominative ("viši", "viša", "više"; "lošiji";
#: Slovenian "višji", "višja", "večje", "boljši", "nižji", "manjša", "slabši")
_MORE: Final = r"(?:viš|već|bolj|jač|snažnij|brojnij|višj|večj|boljš|močnejš)(?:i|a|e)"
_LESS: Final = r"(?:niž|manj|lošij|slabij|malobrojnij|nižj|manjš|slabš|šibkejš)(?:i|a|e)"
#: "bio", "bila", "bilo", "bili", "bile" and "ostao" (Slovenian "bil", "ostal"): a level
#: against another
_WAS: Final = r"(?:bi|osta)(?:o|l[aoie]?)"
_SPAN: Final = r"\s+((?:[^\s.;\[]+\s+){0,8}?)"
#: the comparative's end: its "nego" (Slovenian "kot"), or the clause's end
_THAN: Final = r"(?=\s+(?:nego|kot)(?![\w-])|\s*(?:[\[.;,)|]|$))"

#: passive participles, an adjective but for the auxiliary they take ("je smanjen", "su
#: povećani", "bio je poboljšan"): without one ("smanjeni troškovi") they name no change
_PASSIVE_UP: Final = r"(?:povećan|uvećan|ojačan|podignut|povečan|zvišan|okrepljen)(?:a|o|i|e)?"
_PASSIVE_DOWN: Final = r"(?:smanjen|umanjen|snižen|oslabljen|zmanjšan|znižan)(?:a|o|i|e)?"
_PASSIVE_BETTER: Final = r"(?:poboljšan|izboljšan)(?:a|o|i|e)?"
_PASSIVE_WORSE: Final = r"(?:pogoršan|poslabšan)(?:a|o|i|e)?"
_PASSIVE_AUX: Final = r"(?:je|su|so|(?:bi|osta)(?:o|l[aoie]?))"
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
    *((rf"{_NOT}\s+(?:bi(?:o|l[aoie]?)\s+)?{verb}", f"did not {bare}")
      for verb, _, bare in _PASSIVES),
    *((rf"{_BEFORE}{verb}{_AFTER}", did) for verb, did, _ in _PAST),
    *((rf"(?:{_PASSIVE_AUX}\s+){{1,2}}{verb}|{verb}(?:\s+{_PASSIVE_AUX}){{1,2}}", did)
      for verb, did, _ in _PASSIVES),
    *((rf"(?:se\s+)?{verb}(?:\s+se)?", does) for verb, does, _ in _NOW),
)  # fmt: skip

#: Slovenian line items in their cases: "prihodki" (Croatian "prihodi") with their adjectives
#: ("čisti", "konsolidirani"), "čisti dobiček" and "čisti poslovni izid", "neto (finančni)
#: dolg" and its ratio to EBITDA, "stanje (neizpolnjenih) naročil", "lastniški kapital"
_SL_ADJ: Final = r"(?:i|ega|em|im|ih|e|a|o)"
_SL_FIGURES: Final[Table] = (
    (rf"(?:(?:čist|konsolidiran|poslovn|skupn){_SL_ADJ}\s+)?prihodk(?:i|ov|e|ih|om|ov)"
     r"(?:\s+od\s+prodaje)?|prihod(?:ek|ka|ku|kom)(?:\s+od\s+prodaje)?", "revenue"),
    (r"razmerj(?:e|a|u|em)\s+(?:med\s+)?neto\s+(?:finančn\w+\s+)?dolg\w*\s*(?:/|in|do|proti)\s*"
     r"EBITDA", "net debt to EBITDA"),
    (rf"neto\s+finančn{_SL_ADJ}\s+dolg(?:a|u|om)?|neto\s+dolg(?:a|u|om)?", "net debt"),
    (rf"čist{_SL_ADJ}\s+dobič(?:ek|ka|ku|kom)|čist{_SL_ADJ}\s+poslovn{_SL_ADJ}\s+izid(?:a|u|om)?",
     "net income"),
    (r"stanj(?:e|a|u|em)\s+(?:neizpolnjenih\s+)?naročil", "order backlog"),
    (rf"lastnišk{_SL_ADJ}\s+kapital(?:a|u|om)?", "equity"),
)  # fmt: skip

FIGURES: Final[Table] = (
    (r"(?:ukupn|poslovn|konsolidiran)(?:i|ih|im|e)\s+prihod(?:i|a|e|ima)?|"
     r"prihod(?:i|a|e|ima)?\s+od\s+prodaje|prihod(?:i|a|e|ima)", "revenue"),
    (r"EBITDA\s+marž(?:a|e|i|u|o|om)|marž(?:a|e|i|u|o|om)\s+EBITDA", "EBITDA margin"),
    (r"EBIT\s+marž(?:a|e|i|u|o|om)|marž(?:a|e|i|u|o|om)\s+EBIT", "EBIT margin"),
    (r"bruto\s+marž(?:a|e|i|u|o|om)", "gross margin"),
    (r"neto\s+(?:financijsk|finansijsk)(?:i|og|om|oga)\s+dug(?:a|u|om)?|"
     r"neto\s+dug(?:a|u|om)?|neto\s+zaduženost(?:i)?", "net debt"),
    (r"neto\s+rezultat(?:a|u|om)?|rezultat(?:a|u|om)?\s+razdoblja|neto\s+dobit(?:i)?",
     "net income"),
    (r"(?:ostvaren(?:a|ih|im)\s+)?noćenj(?:a|e|ima)|noćenj(?:a|e|ima)\s+gostiju",
     "overnight stays"),
    (r"kapital(?:a|u|om)?\s+i\s+rezerv(?:e|i|ama)|vlastit(?:i|og|om)\s+kapital(?:a|u|om)?",
     "equity"),
    *_SL_FIGURES,
)  # fmt: skip

_YEAR: Final = r"((?:19|20)\d{2})"
_ORD: Final = (
    (1, r"1\.|I\.|prv(?:o|i|a|e|og|oga|om|ome|em|ega)"),
    (2, r"2\.|II\.|drug(?:o|i|a|e|og|oga|om|ome|em|ega)"),
    (3, r"3\.|III\.|treć(?:e|i|a|eg|ega|em|emu)|tretj(?:e|i|a|ega|em)"),
    (4, r"4\.|IV\.|četvrt(?:o|i|a|og|oga|om|ome)|četrt(?:o|i|a|e|ega|em)"),
)
#: "tromjesečje" in its cases, the ekavian "tromesečje", the loan "kvartal" and Slovenian
#: "četrtletje"
_QUARTER: Final = r"tromj?esečj(?:e|a|u|em)|kvartal(?:a|u|om)?|četrtletj(?:e|a|u|em)"
#: "polugodište", Slovenian "polletje" and "polovica" (of a year: "v drugi polovici leta 2022")
_HALF: Final = (
    r"polugodišt(?:e|a|u|em)|polugodi(?:je|ja|ju)|polletj(?:e|a|u|em)|polovic(?:a|e|i|o|om)"
)
#: the year's noun in the genitive between a period and its year ("polovici leta 2022",
#: "tromjesečju godine 2024")
_OF: Final = r"(?:(?:leta|godine)\s+)?"
PERIODS: Final[Table] = (
    *((rf"(?<!\w)(?:{w})\s*(?:{_QUARTER})\s+{_OF}{_YEAR}", rf"Q{n} \1") for n, w in _ORD),
    *((rf"(?<!\w)(?:{w})\s*(?:{_HALF})\s+{_OF}{_YEAR}", rf"H{n} \1") for n, w in _ORD[:2]),
    # a quarter said without its year, against the one the sentence dates ("u odnosu na III.
    # tromjesečje")
    *((rf"(?<!\w)(?:{w})\s*(?:{_QUARTER})(?!\s+(?:19|20)\d\d)", rf"Q{n}") for n, w in _ORD),
    (r"p\.\s*b\.|postotn(?:i|a|ih|e|im)\s+bod(?:a|ova|om|ovi|ovima)?", "percentage points"),
    (r"b\.\s*b\.|bazn(?:i|a|ih|e|im)\s+bod(?:a|ova|om|ovi|ovima)?", "basis points"),
    # Slovenian "odstotna točka" and "bazna točka" in their cases and numbers, the dual too
    # ("1,5 odstotne točke", "dve odstotni točki", "150 baznih točk")
    (r"o\.\s*t\.|odstotn(?:a|e|i|ih|o|ima)\s+točk(?:a|e|i|o|ama|ah)?", "percentage points"),
    (r"b\.\s*t\.|bazn(?:a|e|i|ih|o|ima)\s+točk(?:a|e|i|o|ama|ah)?", "basis points"),
    (r"(?:mrd\.?|milijard(?:a|e|i|o)?)\s+(?:EUR|evrov|evra)", "billion"),
    (r"(?:mio\.?|milijon(?:a|ov|i|e)?)\s+(?:EUR|evrov|evra)", "million"),
    (r"mlrd\.\s*(?:EUR|eura|kn|kuna|HRK)|milijard(?:a|e|i)\s+(?:EUR|eura|evra|kuna|kn)",
     "billion"),
    (r"mil\.\s*(?:EUR|eura|kn|kuna|HRK)|mln\.\s*(?:EUR|kn)|"
     r"(?:milijun|milion)(?:a|e|i)?\s+(?:EUR|eura|evra|kuna|kn|dinara|KM)", "million"),
    (r"tis\.\s*(?:EUR|eura|kn|kuna)", "thousand"),
)  # fmt: skip

#: the count words in their cases ("pet", "petnaest", "dvije", "dvaju"), two to twenty
COUNTS: Final[Table] = (
    (r"dva|dvije|dvaju|dvama", "two"), (r"tri|triju|trima", "three"),
    (r"četiri|četiriju", "four"), (r"petnaest", "fifteen"), (r"šesnaest", "sixteen"),
    (r"sedamnaest", "seventeen"), (r"osamnaest", "eighteen"), (r"devetnaest", "nineteen"),
    (r"četrnaest", "fourteen"), (r"trinaest", "thirteen"), (r"dvanaest", "twelve"),
    (r"jedanaest", "eleven"), (r"dvadeset", "twenty"), (r"pet", "five"), (r"šest", "six"),
    (r"sedam", "seven"), (r"osam", "eight"), (r"devet", "nine"), (r"deset", "ten"),
    # Slovenian, whose counts from five up decline ("v zadnjih petih četrtletjih"), and the
    # dual "dve", "dveh", "dvema"
    (r"dve|dveh|dvema", "two"), (r"treh|trem|tremi", "three"),
    (r"štiri|štirih|štirim|štirimi", "four"), (r"petnajst(?:ih|im)?", "fifteen"),
    (r"dvanajst(?:ih|im)?", "twelve"), (r"enajst(?:ih|im)?", "eleven"),
    (r"dvajset(?:ih|im)?", "twenty"), (r"pet(?:ih|im|imi)", "five"), (r"šest(?:ih|im|imi)", "six"),
    (r"sedem|sedmih|sedmim", "seven"), (r"osem|osmih|osmim", "eight"),
    (r"devet(?:ih|im)", "nine"), (r"deset(?:ih|im)", "ten"),
)  # fmt: skip
#: "every" in its cases (Slovenian "vsakem", "vsakega")
_EVERY: Final = r"(?:svak(?:om|og|oga|i|o|e|u)|svih|vsak(?:em|ega|o|i|e|a)|vseh)"
#: a quarter's noun in the genitive and in the locative (Slovenian "četrtletja", "četrtletju")
_Q_OF: Final = r"(?:tromj?esečja|kvartala|četrtletja)"
_Q_IN: Final = r"(?:tromj?esečju|kvartalu|četrtletju)"
#: "at the end of": Croatian "na kraju", Slovenian "ob koncu", "na koncu"
_AT_END: Final = r"(?:na\s+kraju|ob\s+koncu|na\s+koncu)"
#: Slovenian "lani" (last year) and "prejšnjega leta" beside the Croatian forms
_SL_PREVIOUS_YEAR: Final = r"(?:lani|(?:prejšnjega|preteklega|predhodnega)\s+leta)"
_OF_YEAR: Final = r"(?=\s+(?:19|20)\d\d)"
_PREVIOUS_YEAR: Final = rf"(?:(?:prethodne|prošle|protekle)\s+godine|{_SL_PREVIOUS_YEAR})"
_PERIODS_BEFORE: Final = r"(?:Q[1-4]|H[12]|(?:19|20)\d\d|\d{1,2}\s+[A-Z][a-z]+\s+(?:19|20)\d\d)"
#: the nouns of a record a date after "od" dates, not opens a horizon ("Zapisnik Investicijskog
#: odbora od 12. ožujka 2026.", "izvješće od 30. rujna", "odluka Uprave od …")
_RECORD: Final = (
    r"(?:zapisni|izvješ|izvješć|izvještaj|odluk|sjednic|dopis|pism|bilješk|ugovor|obavijest|"
    r"poruk|mišljenj|zaključ)\w*"
)
HORIZONS: Final[Table] = (
    # Slovenian names a year by its noun: "v letu 2024" (in), "leta 2024" (of: "v vsakem
    # četrtletju leta 2024", "od konca leta 2022", "od finančne krize leta 2008")
    (r"v\s+letu(?=\s+(?:19|20)\d\d)", "in"),
    (r"leta(?=\s+(?:19|20)\d\d)", ""),
    (rf"({_RECORD}(?:\s+[^\W\d]+){{0,3}})\s+od(?=\s+\d{{1,2}}\s+[A-Z][a-z]+\s+(?:19|20)\d\d)",
     r"\1 dated"),
    (r"(?:ni|niti)\s+u\s+(?:jednom|kojem)\s+(?:od\s+\w+\s+)?(?:tromj?esečju|kvartalu)"
     r"(?=\s+(?:19|20)\d\d)", "in no quarter of"),
    (r"(?:ni|niti)\s+u\s+(?:jednom|kojem)\s+(?:od\s+\w+\s+)?(?:tromj?esečju|kvartalu)",
     "in no quarter"),
    (r"v\s+nobenem\s+(?:od\s+\w+\s+)?četrtletj(?:u|ih)(?=\s+(?:19|20)\d\d)", "in no quarter of"),
    (r"v\s+nobenem\s+(?:od\s+\w+\s+)?četrtletj(?:u|ih)", "in no quarter"),
    (rf"{_AT_END}\s+{_EVERY}\s+{_Q_OF}{_OF_YEAR}", "at the end of every quarter of"),
    (rf"{_AT_END}\s+{_EVERY}\s+{_Q_OF}", "at the end of every quarter"),
    (rf"(?:u|v)\s+{_EVERY}\s+(?:pojedinom\s+)?{_Q_IN}{_OF_YEAR}", "in every quarter of"),
    (rf"(?:u|v)\s+{_EVERY}\s+(?:pojedinom\s+)?{_Q_IN}", "in every quarter"),
    # Slovenian against the year before first, "glede na" (against) taking either noun:
    # "glede na prejšnje leto", "v primerjavi z istim četrtletjem lani", "medletno"
    (rf"(?:glede\s+na\s+(?:prejšnje\s+leto|isto\s+(?:četrtletje|obdobje)\s+{_SL_PREVIOUS_YEAR})|"
     rf"v\s+primerjavi\s+(?:s|z)\s+(?:lanskim\s+letom|prejšnjim\s+letom|istim\s+"
     rf"(?:četrtletjem|obdobjem)\s+{_SL_PREVIOUS_YEAR})|medletno|na\s+letni\s+ravni)",
     "year on year"),
    # ... then against the quarter before, its noun said or understood from the clause ("se ni
    # znižala v nobenem četrtletju glede na prejšnje")
    (r"glede\s+na\s+prejšnj(?:e|i)\s+(?:četrtletje|kvartal)|"
     r"glede\s+na\s+prejšnje(?=\s+(?:v|od|med|do|in|za)\s|\s*[\[.,;)|]|$)|"
     r"v\s+primerjavi\s+(?:s|z)\s+prejšnjim\s+(?:četrtletjem|kvartalom)|"
     r"iz\s+četrtletja\s+v\s+četrtletje|medčetrtletno", "from one quarter to the next"),
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
    (rf"(?:v\s+)?ist(?:em|o)\s+četrtletj(?:u|e)\s+{_PREVIOUS_YEAR}",
     "in the same quarter of the previous year"),
    (rf"(?:v\s+)?ist(?:em|o)\s+obdobj(?:u|e)\s+{_PREVIOUS_YEAR}",
     "in the same period of the previous year"),
    (rf"(?:v\s+)?ist(?:em|o)\s+četrtletj(?:u|e){_OF_YEAR}", "in the same quarter of"),
    (r"leto\s+(?:prej|poprej|pred\s+tem)|pred\s+letom\s+dni|lani", "a year earlier"),
    (r"(?:godinu\s+dana|godinu)\s+(?:ranije|prije|prije\s+toga)|prije\s+godinu\s+dana",
     "a year earlier"),
    (rf"od\s+(?:početka|začetka)(?:\s+godine)?{_OF_YEAR}", "since the start of"),
    (r"od\s+početka\s+(?:ove\s+|tekuće\s+)?godine|"
     r"od\s+začetka\s+(?:(?:letošnjega|tekočega|tega)\s+)?leta|od\s+začetka\s+letos|YTD",
     "year to date"),
    # "od kraja 2021 do kraja 2024" is a span from one end to the other (Slovenian "od konca")
    (rf"od\s+(?:kraja|konca)(?:\s+godine)?(?=\s+{_PERIODS_BEFORE}\s+do\s)", "from the end of"),
    (rf"od\s+(?:kraja|konca)(?:\s+godine)?(?=\s+{_PERIODS_BEFORE})", "since the end of"),
    (rf"{_AT_END}(?:\s+godine)?(?=\s+{_PERIODS_BEFORE})", "at the end of"),
    (rf"do\s+(?:kraja|konca)(?:\s+godine)?(?=\s+{_PERIODS_BEFORE})", "to the end of"),
    # "od … do …" is a span when "do" names its end ("od kraja 2021 do kraja 2024")
    (rf"od(?=\s+[^.;]{{1,40}}?\s+(?:do|to the end of)\s+"
     rf"(?:{_PERIODS_BEFORE}|kraja|konca|početka|začetka|danas|danes))", "from"),
    # Slovenian "med … in …" (between): "med 30. junijem 2021 in 30. septembrom 2023"
    (rf"med(?=\s+{_PERIODS_BEFORE}\s+in\s+{_PERIODS_BEFORE})", "between"),
    (rf"(?<=(?:19|20)\d\d\s)in(?=\s+{_PERIODS_BEFORE})", "and"),
    # an event dated by its year ("od uvrštenja na burzu 2007", "od ulaska Hrvatske u EU
    # 2013", "od vstopa na borzo (2007)"): the horizon opens at the date the event is given
    (r"od\s+(?:[^\W\d]+\s+){1,6}?(?:u\s+|v\s+)?(?:godini\s+|letu\s+)?\(?"
     r"((?:19|20)\d\d|Q[1-4]\s+(?:19|20)\d\d)\)?", r"since \1"),
    # a span named by its years as an adjective ("u posljednjem trogodišnjem razdoblju",
    # "tijekom petogodišnjeg razdoblja"): the last so many years
    *((rf"(?:u|tijekom|tokom|za|kroz)\s+(?:(?:posljednj|zadnj|protekl)(?:em|eg|ega)\s+)?"
       rf"{prefix}godišnj(?:em|eg|ega)\s+razdoblj(?:u|a)", f"over the last {count} years")
      for prefix, count in (("dvo", "two"), ("tro", "three"), ("četvero", "four"),
                            ("peto", "five"), ("deseto", "ten"))),
    # Slovenian "v zadnjem triletnem obdobju", "v petletnem obdobju"
    *((rf"(?:v|med|za)\s+(?:(?:zadnj|pretekl)(?:em|ega)\s+)?{prefix}letn(?:em|ega)\s+"
       rf"obdobj(?:u|a)", f"over the last {count} years")
      for prefix, count in (("dvo", "two"), ("tri", "three"), ("štiri", "four"),
                            ("pet", "five"), ("deset", "ten"))),
    (r"(?:u|tijekom|tokom|za|kroz)\s+(?:posljednje|zadnje|proteklo)\s+desetljeće|"
     r"(?:u|v)\s+(?:posljednjem|zadnjem|proteklom|preteklem)\s+desetlje(?:ću|tju)",
     "over the last decade"),
    (r"(?:u|v|tijekom|tokom|za|kroz|med)\s+"
     r"(?:posljednjih|zadnjih|proteklih|preteklih|posljednje|zadnje|protekle)", "over the last"),
    (r"(?:u|v|tijekom|tokom)\s+(?:posljednjem|zadnjem|proteklom|preteklem)", "over the last"),
    (r"(?:po\s+)?dvoznamenkast(?:oj|om|a)\s+(?:prosječn(?:oj|om|a)\s+)?(?:godišnj(?:oj|om|a)\s+)?"
     r"(?:stop(?:i|om|a)|tempom)(?:\s+rasta)?", "at a double-digit compound annual rate"),
    (r"(?:po\s+)?jednoznamenkast(?:oj|om|a)\s+(?:prosječn(?:oj|om|a)\s+)?"
     r"(?:godišnj(?:oj|om|a)\s+)?(?:stop(?:i|om|a)|tempom)(?:\s+rasta)?",
     "at a single-digit compound annual rate"),
    # Slovenian "po dvomestni povprečni letni stopnji (rasti)"
    (r"(?:po\s+)?dvomestn(?:i|o|a)\s+(?:povprečn(?:i|o|a)\s+)?(?:letn(?:i|o|a)\s+)?"
     r"stopnj(?:i|o|a)(?:\s+rasti)?", "at a double-digit compound annual rate"),
    (r"(?:po\s+)?enomestn(?:i|o|a)\s+(?:povprečn(?:i|o|a)\s+)?(?:letn(?:i|o|a)\s+)?"
     r"stopnj(?:i|o|a)(?:\s+rasti)?", "at a single-digit compound annual rate"),
    (r"(?:povprečn(?:a|i|o)\s+)?letn(?:a|i|o)\s+stopnj(?:a|i|o)\s+rasti",
     "compound annual growth"),
    (r"(?:prosječn(?:a|om|oj)\s+)?godišnj(?:a|om|oj)\s+stop(?:a|om|i)\s+rasta|CAGR",
     "compound annual growth"),
    (r"sporije|sporijim\s+tempom|počasneje|počasnejš\w+\s+tempom", "more slowly"),
    (r"brže|bržim\s+tempom|hitreje|hitrejš\w+\s+tempom", "faster"),
    (r"u\s+(?:odnosu\s+na|usporedbi\s+s(?:a)?)|naspram|prema|glede\s+na|"
     r"v\s+primerjavi\s+(?:s|z)", "versus"),
    (r"za\s+(?:oko|otprilike|približno|cca\.?|okoli|okrog)(?=\s+[-−+]?\d)", "by about"),
    (r"za\s+(?:više\s+od|preko|več\s+kot)", "by more than"),
    (r"za\s+(?:gotovo|skoro|blizu|nešto\s+manje\s+od|skoraj)", "by almost"),
    (r"za\s+(?:manje\s+od|manj\s+kot)", "by less than"),
    (r"za(?=\s+[-−+]?\d)", "by"),
    (r"više\s+od|preko|več\s+kot", "more than"),
    (r"manje\s+od|manj\s+kot", "less than"),
    (_MORE, "higher"),
    (_LESS, "lower"),
    (r"oko|otprilike|približno|cca\.?|okoli|okrog", "about"),
    (r"gotovo|skoro|skoraj", "almost"),
    (r"nego|negoli|kot", "than"),
    (r"između", "between"),
    (r"(?<=\d\s)i(?=\s)|(?<=Q[1-4]\s(?:19|20)\d\d\s)i(?=\s)", "and"),
    (r"od", "since"),
    (r"do", "to"),
    *COUNTS,
    (rf"{ENGLISH_COUNT}\s+(?:tromj?esečja|kvartala|četrtletij|četrtletjih|četrtletja|četrtletji)",
     r"\1 quarters"),
    (rf"{ENGLISH_COUNT}\s+(?:godina|godine|godinama|ljeta|let|leti|leta|letih)", r"\1 years"),
    (rf"{ENGLISH_COUNT}\s+(?:mjeseci|meseci|mjeseca|meseca|mesecev|mesecih)", r"\1 months"),
    (r"tromj?esečj(?:e|a|u|em)|kvartal(?:a|u|om)?|četrtletj(?:e|a|u|em)", "quarter"),
    (r"polugodišt(?:e|a|u|em)|polletj(?:e|a|u|em)", "half"),
    (r"posto|postotak|postotaka|odstot(?:ek|ka|ke|kov|kih|kom)", "%"),
    (r"(?:u|v)(?=\s+(?:19|20)\d\d)", "in"),
    (r"u|v|tijekom|tokom", "in"),
    # the clitics left where adverbs parted them from their participle: English has no word
    (r"je|su|so|se", ""),
)  # fmt: skip


#: a span between two dates said before its verb, where these languages put their adverbials
#: ("se je med 30. junijem 2022 in 30. septembrom 2024 zmanjšal za 9 mio EUR", "se između 2021.
#: i 2024. smanjio"): the verb, its size and the rest of the clause, up to its end
_SPAN_BEFORE_VERB: Final = re.compile(
    r"\b(between\s+[^.;\[|]{1,40}?\s+and\s+[^.;\[|]{0,40}?(?:19|20)\d\d)\s+"
    r"((?:did not |never )?(?:rose|fell|improved|deteriorated|rise|fall|improve|deteriorate)\b"
    r"(?:[^.;\[|]|\.(?=\d))*?)(?=\s*(?:\[|[.;|]|$))"
)


def _finish_quarters(sentence: str) -> str:
    """ "in every quarter in 2025" (Croatian's "u svakom tromjesečju u 2025.") as "in every
    quarter of 2025", a negated level "in no quarter" (the negative concord of "nije bila
    niža … ni u jednom tromjesečju") as "in any quarter", and a span between two dates said
    before its verb put after the verb and its size, where English says it and the horizon
    reader looks for it."""
    read = _SPAN_BEFORE_VERB.sub(r"\2 \1", sentence)
    return negated_level_in_any_quarter(every_quarter_of(read))


#: words these languages write among those read here: the sentence's own (`SOUTH_SLAVIC`:
#: the copula and its negation, "koji", "nego", the year's and the quarter's nouns, a word with
#: "ć" or "đ", the participle's "-ao", the adjective's "-ih"), and the trend's small words: the
#: prepositions "u", "za", "od", "prethodni", "kraja", "početka"; Slovenian "četrtletje" in its
#: cases, "konca", "začetka", "glede", "prejšnji", "letu", "lani" and the negated "ni". Never
#: a participle alone: "pala", "pali" are words of other languages too, and a sentence with
#: none of these small words is no South Slavic one.
_TREND_WORDS: Final = (
    r"u|za|od|prethodn\w+|kraja|početka|ni|četrtletj\w*|konca|začetka|glede|prejšnj\w*|letu|"
    r"lani"
)
OWN_WORDS: Final = rf"{SOUTH_SLAVIC_WORDS}|{_TREND_WORDS}|{SOUTH_SLAVIC_LETTERS}"
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
