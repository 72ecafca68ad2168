"""A proposal or a wording withdrawn, put off or turned down, in Croatian, Serbian, Bosnian and
Slovenian: one class, as a regex fragment.

A Croatian mirovinsko društvo's zapisnik, odluka or e-mail tells what became of a prijedlog in
the words `polarity_hr` reads (a figure a body did not adopt is no limit in force), and any
later reader of a withdrawn wording needs the same verbs: they live here once, so that a word
added for one reader is read by all (as `refusals_cs_sk_ro` does for Czech and Slovak, its
West Slavic cousins).

The South Slavic languages say what became of a proposal with a passive participle that agrees
with its noun in gender, number and case ("prijedlog je odbijen", "točka je povučena", "izmjene
su odgođene", "odbijenog prijedloga"), with a body's past, the l-participle in every gender and
number ("Uprava je odbila", "Odbor je odgodio", "povukli su"), or with its adoption denied by
"ne" before the verb or the auxiliary ("nije usvojen", "nisu prihvaćeni", "neće biti
odobren", "Uprava nije usvojila", "nije dobio potrebnu većinu", "nije prošao"). The classes, over
lower-cased text, with and without their diacritics (a chat drops them):

* turning down: hr/sr/bs "odbijen", "odbio", "odbila", "odbačen", "odbacio"; sl "zavrnjen",
  "zavrnil(a)";
* withdrawing: "povučen", "povukao", "povukla", "skinut s dnevnog reda"; sl "umaknjen",
  "umaknil(a)";
* putting off and sending back: "odgođen", "odgodio", sr "odložen", "odložio", sl "preložen",
  "preložil(a)", "vraćen na doradu";
* adoption denied: "ne" / "nije" / "nisu" / "neće (biti)" / sl "ni bil", "ni" before a verb of
  adopting in any form (`ADOPTING`), and "nije dobio (potrebnu) većinu", "nije prošao".

The fragment is an alternation without its word boundaries: each reader sets its own. Pure data.
"""

from __future__ import annotations

from typing import Final

_C: Final = r"(?:č|c)"
_CC: Final = r"(?:ć|c)"
_DJ: Final = r"(?:đ|dj|d)"
_S: Final = r"(?:š|s)"
_Z: Final = r"(?:ž|z)"

#: the endings of a participle or an adjective in every gender, number and case
_AGREE: Final = r"(?:a|o|i|e|u|og|oga|oj|om|im|ima|ih)?"
#: the l-participle of a body's past in every gender and number: "-o"/"-ao", "-la", "-lo",
#: "-li", "-le" (the Slovenian "-l", "-la", "-li")
_PAST: Final = r"(?:o|l|la|lo|li|le)"

#: the stems of adopting, in every form: hr/sr/bs "usvojen", "usvojila", "usvaja",
#: "prihvaćen", "prihvatio", "odobren", "odobrila", "izglasan", "potvrđen", a
#: decision passed ("donesena", "donijela"); sl "sprejet",
#: "sprejel", "potrjen", "potrdil" (never "prihvatljiv", acceptable)
ADOPTING: Final = (
    r"(?:usvojen" + _AGREE + r"|usvoji" + _PAST + r"|usvaja(?:ju)?\b|"
    r"prihva" + _CC + r"en" + _AGREE + r"|prihvati" + _PAST + r"|prihva" + _CC + r"a(?:ju)?\b|"
    r"odobren" + _AGREE + r"|odobri" + _PAST + r"|odobrava(?:ju)?\b|"
    r"izglasan" + _AGREE + r"|izglasa" + _PAST + r"|potvr" + _DJ + r"en" + _AGREE + r"|"
    # a decision passed ("donesena je odluka", "Uprava je donijela odluku")
    r"donesen" + _AGREE + r"|donije(?:la|lo|li|le)|"
    r"sprejet" + _AGREE + r"|sprejel" + _AGREE + r"|potrjen" + _AGREE + r"|potrdil" + _AGREE + r")"
)
#: the negation before a verb or its auxiliary: "ne", "nije", "nisu", "nismo", "neće (biti)",
#: "nije bio / bila", sl "ni", "niso", "ni bil(a)"
_NOT: Final = (
    r"(?:nije|nisu|nismo|niste|nisam|ne" + _CC + r"e|ne|niso|ni)"
    r"(?:\s+(?:bi(?:o|la|lo|li|le|ti)|bil(?:a|o|i|e)?))?"
)

#: a proposal or a wording withdrawn, turned down, put off or not adopted
SOUTH_SLAVIC: Final = (
    # turned down: "odbijen(a/o/i/e)", "odbio", "odbila", "odbijaju"; "odbačen", "odbacio"
    r"odbijen" + _AGREE + r"|odbi" + _PAST + r"|odbija\w*|"
    r"odba" + _C + r"en" + _AGREE + r"|odbaci" + _PAST + r"|"
    r"zavrnjen" + _AGREE + r"|zavrnil" + _AGREE + r"|"
    # withdrawn: "povučen(a/o)", "povukao", "povukla", "povlači se"; taken off the agenda
    r"povu" + _C + r"en" + _AGREE + r"|povuk(?:ao|la|lo|li|le)|povla" + _C + r"i\s+se|"
    r"skinut" + _AGREE + r"\s+(?:je\s+|su\s+)?s(?:a)?\s+dnevnog\s+reda|"
    r"umaknjen" + _AGREE + r"|umaknil" + _AGREE + r"|"
    # put off: "odgođen(a/o)", "odgodio", "odgodila"; sr "odložen", "odložio"; sl "preložen"
    r"odgo" + _DJ + r"en" + _AGREE + r"|odgodi" + _PAST + r"|"
    r"odlo" + _Z + r"en" + _AGREE + r"|odlo" + _Z + r"i" + _PAST + r"|"
    r"prelo" + _Z + r"en" + _AGREE + r"|prelo" + _Z + r"il" + _AGREE + r"|"
    # sent back: "vraćen (predlagatelju) na doradu"
    r"vra" + _CC + r"en" + _AGREE + r"\s+(?:\w+\s+)?na\s+(?:doradu|dopunu|ponovno\s+razmatranje)|"
    # its adoption denied: "nije usvojen", "Uprava nije usvojila", "neće biti odobren"
    rf"{_NOT}\s+(?:\w+\s+)?{ADOPTING}|"
    # ... or its vote lost: "nije dobio (potrebnu) većinu", "nije prošao", sl "ni dobil večine"
    r"(?:nije|nisu|ni|niso)\s+dobi(?:o|la|lo|li|le|l)\s+(?:\w+\s+){0,2}?"
    r"ve(?:ć|č|c)in\w*|"
    r"(?:nije|nisu)\s+pro" + _S + r"(?:ao|la|lo|li|le)\b"
)

__all__ = ["ADOPTING", "SOUTH_SLAVIC"]
