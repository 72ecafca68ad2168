"""A limit's operators in Croatian and its South Slavic kin (Serbian and Bosnian in Latin script,
Slovenian), as `operators` reads them (its tables, by side).

Croatian writes a bound's side in a superlative adverb ("najviše", "maksimalno"; "najmanje",
"minimalno", "barem") that a copula may stand before or after ("iznosi najviše", "može biti
najmanje"), or in a verb of exceeding or of falling, negated by the particle "ne" before its
modal or the verb itself in any aspect, tense and person ("ne smije prijeći", "ne smiju
premašiti", "neće prelaziti", "ne može pasti ispod", "ne prelazi"), or in a comparative with
"od" for "than" ("ne više od", "nije veći od", "manje od"); the limit itself may be said ("gornji
limit od", "donja granica je"), and "do" bounds from above ("ulaganja do 35 %"). Serbian and
Bosnian share the stems with their own spelling of the modal ("ne sme preći", "ne sme da
pređe"); Slovenian has its own adverbs and "kot" for "than" ("največ", "kvečjemu", "ne več kot",
"ne sme preseči"; "najmanj", "vsaj", "ne manj kot", "ne sme pasti pod"). Every pattern reads
the letters with and without their marks ("najvise", "presci"), as code and a hurried e-mail
type them. The tables are kept apart from `operators` so the languages read as one block;
`operators` merges them into its own.
"""

from __future__ import annotations

from typing import Final, Literal

Side = Literal["ceiling", "floor"]

#: the letters with a mark, and their plain spelling
_C: Final = r"(?:č|ć|c)"
_S: Final = r"(?:š|s)"
_Z: Final = r"(?:ž|z)"
_DJ: Final = r"(?:đ|dj|d)"

#: a verb of exceeding in its aspects, tenses and persons: hr "prijeći", "prijeđe", "prelaziti",
#: "prelazi", "premašiti", "premašuje", "prekoračiti", "nadmašiti"; sr "preći", "pređe"; sl
#: "preseči", "presegati", "presega", "prekoračiti"
_EXCEED: Final = (
    rf"(?:prije{_C}i|prije{_DJ}\w*|pre{_C}i|pre{_DJ}e\w*|prelaz\w*|prema{_S}\w*|"
    rf"prekora{_C}\w*|nadma{_S}\w*|prese{_C}i|preseg\w*|prese{_Z}\w*)"
)
#: a verb of falling below: hr, sr, bs "pasti", "padne", "padati", "spustiti se", "smanjiti se";
#: sl "pasti", "pade", "znižati se" (its preposition, "ispod" or "pod", follows)
_FALL: Final = (
    rf"(?:pasti|pad\w*|spust\w*(?:\s+se)?|smanj\w*(?:\s+se)?|sni{_Z}\w*(?:\s+se)?|"
    rf"zni{_Z}\w*(?:\s+se)?)"
)
#: the negation with its modal before the verb: hr "ne smije", "ne smiju", "ne može", "ne mogu",
#: "neće", "ne bi smio", "ne treba", "ne bude" (the copula of a bidding clause: "nalaže se da …
#: ne bude niži od"), "nije dopušteno"; sr "ne sme (da)"; sl "ne sme", "ne smejo",
#: "ne more", "ne bo"; or "ne" glued to nothing before the verb ("ne prelazi")
_NOT: Final = (
    rf"(?:ne\s+(?:(?:bi\s+)?(?:smij\w*|sm(?:e|i)\w*|mo{_Z}\w*|mog\w*|treba\w*|bud(?:e|u)|bi|bo|bodo)\s+)?|"
    rf"ne{_C}e\w*\s+|nij(?:e|esu)\s+(?:dopu{_S}t\w*|dozvolj\w*)\s+|"
    rf"ne\s+sme\s+da\s+)(?:se\s+)?(?:da\s+)?"
)
#: a copula or verb of amounting an adverb of side may follow ("iznosi najviše", "može iznositi
#: najviše", "je najmanje", "smije biti najviše", sl "znaša največ", "je lahko največ")
_COPULA: Final = (
    r"(?:\s+(?:iznos\w*|je|su|bude|biti|mo(?:ž|z)e(?:\s+(?:biti|iznositi))?|"
    r"smij\w*(?:\s+(?:biti|iznositi))?|zna(?:š|s)a\w*|lahko))?"
)
#: "than" after a comparative: hr, sr, bs "od"; sl "kot", "od"
_THAN: Final = r"(?:od|kot)"
#: a comparative of being higher or of being lower in every gender: hr "viši", "veći", "više";
#: "niži", "manji", "manje"; sl "višji", "večji", "več"; "nižji", "manjši", "manj"
_HIGHER: Final = rf"(?:vi{_S}(?:i|a|e|eg?a|j\w*)|ve{_C}(?:i|a|e|eg?a|j\w*)?)"
_LOWER: Final = rf"(?:ni{_Z}(?:i|a|e|eg?a|j\w*)|manj(?:i|a|e|eg?a|{_S}\w*)?)"

#: the English verb "do" after its subject, auxiliary or "to" ("we'll do 60 %", "let's do 5 %",
#: "I'd rather do 10 %"), which the merged tables would read as the Croatian "do" (up to): each
#: is a fixed-width look-behind, so the Croatian "ulaganja do 35 %" stays a ceiling
_NOT_ENGLISH_DO: Final = "".join(
    rf"(?<!\b{word}\s)"
    for word in (
        "to", "ll", "d", "s", "will", "would", "can", "could", "shall", "should", "must", "may",
        "might", "we", "i", "you", "they", "he", "she", "it", "not", "rather", "then", "and",
        "or", "how", "why", "what", "just", "also", "did", "does", "do",
    )
)  # fmt: skip

BEFORE_HR: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "hr": {
        "ceiling": (
            rf"najvi{_S}e{_COPULA}", rf"maksimalno{_COPULA}", r"maks\.",
            rf"najve{_C}{_COPULA}", rf"kve{_C}jemu{_COPULA}",
            rf"{_NOT}{_EXCEED}",
            rf"ne\s+{_HIGHER}\s+{_THAN}",
            rf"(?:{_NOT}|nije\s+|nisu\s+)(?:bi(?:ti|t|o|la|lo|li)\s+)?{_HIGHER}\s+{_THAN}",
            rf"{_NOT}(?:rasti|porasti|pora{_S}\w*|biti)\s+(?:iznad|preko)",
            rf"{_LOWER}\s+{_THAN}", r"ispod",
            rf"{_NOT_ENGLISH_DO}(?:sve\s+)?do(?:\s+(?:visine|razine|iznosa)(?:\s+od)?)?",
            r"(?:ograni(?:č|c)en\w*|limitiran\w*)\s+na",
            # the limit said with its side ("gornji limit od", "gornja granica je", sl "zgornja
            # meja znaša"), or a bare "limit od": a bare "limit je" is Czech's too, and its
            # "dolní limit je" is a floor
            r"z?gornj\w+\s+(?:limit\w*|granic\w*|prag\w*|mej[aei])\s+(?:od|je|iznosi|na|zna(?:š|s)a)",
            r"limit(?:om)?\s+od",
        ),
        "floor": (
            rf"najmanje{_COPULA}", rf"najmanj{_COPULA}", rf"minimalno{_COPULA}", r"min\.",
            rf"barem{_COPULA}", rf"vsaj{_COPULA}",
            rf"{_NOT}{_FALL}\s+(?:ispod|pod)",
            rf"ne\s+{_LOWER}\s+{_THAN}",
            rf"(?:{_NOT}|nije\s+|nisu\s+)(?:bi(?:ti|t|o|la|lo|li)\s+)?{_LOWER}\s+{_THAN}",
            rf"vi{_S}e\s+{_THAN}", rf"ve{_C}\s+kot", r"iznad",
            r"(?:donj|spodnj)\w+\s+(?:limit\w*|granic\w*|prag\w*|mej[aei])\s+"
            r"(?:od|je|iznosi|na|zna(?:š|s)a)",
        ),
    },
}  # fmt: skip

#: said after the figure: hr "5 % ili manje", "5 % najviše", "60 % (donja granica)"; sl "5 % ali
#: manj", "5 % ali več"
AFTER_HR: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "hr": {
        "ceiling": (
            r"(?:ili|ali)\s+(?:manje|manj|ni(?:ž|z)e)", rf"najvi{_S}e", r"maksimalno",
            r"gornj\w+\s+(?:granic\w*|limit\w*|meja)",
        ),
        "floor": (
            rf"(?:ili|ali)\s+(?:vi{_S}e|ve{_C})", r"najmanje", r"minimalno",
            r"donj\w+\s+(?:granic\w*|limit\w*|meja)",
        ),
    },
}  # fmt: skip

#: the upper and the lower limit and the strategic level as these languages name them: hr, sr,
#: bs "gornja granica", "gornji limit", "donja granica", "donji limit", "strateška alokacija",
#: "ciljni udio"; sl "zgornja meja", "spodnja meja", "strateška alokacija", "ciljni delež"; a
#: table's column heads (`mandate`), one list of the words
UPPER_LIMIT_HR: Final = r"(?:z?gornj\w*)\s+(?:granic\w*|limit\w*|mej[aei])"
LOWER_LIMIT_HR: Final = r"(?:donj\w*|spodnj\w*)\s+(?:granic\w*|limit\w*|mej[aei])"
TARGET_HR: Final = (
    rf"strate{_S}k\w*\s+(?:alokacij\w*|udio|udjel|dele{_Z}|ponder\w*)|"
    rf"ciljn\w*\s+(?:udio|udjel|dele{_Z}|vrijednost|vrednost|razin\w*)"
)

#: a limit table's column heads as these languages write them (`mandate`): the limit itself, read
#: as a cap the way an English "Limit" column is (hr, sr, bs "Limit", "Granica"; sl "Meja"), and
#: the level the book stands at beside it, which bounds nothing (hr "Stanje", "Iskorištenost",
#: "Trenutna vrijednost"; sl "Stanje", "Izkoriščenost", "Trenutna vrednost"); the first column,
#: the limit's name ("Omejitev", "Ograničenje"), is the row's subject, no kind
LIMIT_COLUMN_HR: Final = r"granic[ae]|mej[ae]"
LEVEL_COLUMN_HR: Final = (
    rf"stanje|iskori{_S}tenost|izkori{_S}{_C}enost|trenutn\w*(?:\s+vr(?:ij)?ednost)?"
)

#: Slovenian's own range words, kept apart from the Croatian ones: "med" (between) opens a range
#: ("raven med 4,8 % in 8,0 %", "katero koli raven med 30 % in 40 %"), as its Croatian kin
#: "između" does; the preposition stands right before the first end, so "med letom" (during the
#: year) or "med izdajatelji" (among issuers) open nothing. Its "in" (and) joins the two ends.
RANGE_OPEN_SL: Final = r"med"
RANGE_JOIN_SL: Final = r"in"

#: what opens a range: hr, sr, bs "između 24 % i 30 %" ("izmedju" typed without the mark), "u
#: rasponu (od) 4 do 7", "raspon od", "u intervalu", "u pojasu"; sl "v razponu (od)", "v
#: intervalu"; "od 4 do 7" is already read (`operators.RANGE_OPEN`)
RANGE_OPEN_HR: Final = (
    rf"izme{_DJ}u|(?:u\s+|v\s+)?raspon(?:u|a)?(?:\s+(?:od|je|iznosi(?:\s+od)?))?|"
    r"(?:u\s+|v\s+)?razpon(?:u|a)?(?:\s+(?:od|med))?|(?:u\s+|v\s+)?pojas(?:u)?(?:\s+od)?|"
    + RANGE_OPEN_SL
)
#: what joins a range's two ends: hr, sr, bs "i" ("između 24 % i 30 %"); sl "in" ("med 4,8 % in
#: 8,0 %"); "do" is already a join
RANGE_JOIN_HR: Final = r"i|" + RANGE_JOIN_SL

__all__ = [
    "AFTER_HR",
    "BEFORE_HR",
    "LEVEL_COLUMN_HR",
    "LIMIT_COLUMN_HR",
    "LOWER_LIMIT_HR",
    "RANGE_JOIN_HR",
    "RANGE_OPEN_HR",
    "TARGET_HR",
    "UPPER_LIMIT_HR",
]
