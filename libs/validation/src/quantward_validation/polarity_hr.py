"""Values only proposed, proposed and put off, withdrawn or turned down, or held before, in
Croatian, Serbian, Bosnian and Slovenian.

A Croatian mirovinsko društvo's papers (the Uprava's odluka, the Investicijski odbor's
zapisnik, the risk function's bilješka, a portfolio manager's e-mail) tell a limit's history as
the other continental ones do (`polarity_europe`, `polarity_cs`): a figure a unit "predložila
je", a "prijedlog" or a draft ("nacrt izmjena statuta predviđao je 13 %") names as proposed; a
body that takes the item off the agenda ("točka je povučena s dnevnog reda"), puts it off
("odgođen je za sljedeću sjednicu"), turns it down ("Uprava je odbila prijedlog", "prijedlog
nije usvojen") or leaves it short of its vote ("nije dobio potrebnu većinu") has adopted it no
more (`refusals_hr`). What the sentence says after a proposal closed so ("…, ali je točka
povučena s dnevnog reda: i dalje vrijedi limit od 48 %") is what holds. A text the statut had
before ("statut u tekstu od 2019. propisivao je 6,5 %") says its figure with the imperfective
past of a verb of setting or holding, which no limit in force is said with.

The languages inflect every word: a verb is read in every person, gender and aspect
("predložio", "predložila", "predlaže", "predložen"), a noun in every case ("prijedlog",
"prijedloga", "prijedlogom", "prijedlozi"), with and without its diacritics. The fragments are
regular expressions over lower-cased text that `polarity` and `polarity_europe` join to their
own. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_hr import ADOPTING, SOUTH_SLAVIC

_C: Final = r"(?:č|c)"
_Z: Final = r"(?:ž|z)"
_DJ: Final = r"(?:đ|dj|d)"

#: the noun of a proposal in every case and its compounds ("prijedlog", "prijedloga",
#: "protuprijedlog", "prijedlozi"; sr, bs and sl "predlog"), a draft ("nacrt", "nacrta"; sl
#: "osnutek", "osnutka"), a recommendation ("preporuka", "preporuke"; sl "priporočilo")
_REQUEST_NOUN: Final = (
    r"(?:\w*prijedl(?:og|oz)\w*|\w*predlog\w*|nacrt\w*|osnut(?:e|k)\w*|preporuk\w*|"
    r"prepore" + _C + r"\w*|priporo" + _C + r"il\w*)"
)
#: an item of an agenda ("točka", "točke", "točku"), which a body takes off or puts off as it
#: does a proposal
_ITEM_NOUN: Final = r"(?:to" + _C + r"k(?:a|e|i|u|om))"
#: a proposal put off, withdrawn or turned down (`refusals_hr`)
_PUT_OFF: Final = rf"(?:{SOUTH_SLAVIC})"
#: a proposal turned down, put off or withdrawn: what readers of every language's refusals take
#: (`polarity_europe`)
REFUSAL: Final = rf"\b{_PUT_OFF}(?!\w)"
#: words of a value proposed and put off or turned down
HYPOTHETICAL: Final = REFUSAL
#: words that name a value as proposed: the proposal's noun, its verb in every person, gender
#: and aspect ("predložio", "predložila", "predlaže", "predložen", sl "predlagal"), a
#: recommendation ("preporučila", "preporučuje"), a draft that provides for a figure
PROPOSED: Final = (
    rf"\b(?:{_REQUEST_NOUN}|predlo" + _Z + r"\w*|predla" + _Z + r"\w*|predlaga\w*|"
    r"prepor(?:u|o)" + _C + r"\w*)(?!\w)"
)
#: a proposal or an item closed where it is named, put off or turned down: what the rest of its
#: sentence says holds ("prijedlog je odbijen. Važeći limit …", "točka je povučena s dnevnog
#: reda: i dalje vrijedi limit od 48 %")
REFUSED_PROPOSAL: Final = (
    rf"\b(?:{_REQUEST_NOUN}|{_ITEM_NOUN})\s+(?:[^\d\s.;,:]+\s+){{0,3}}?{_PUT_OFF}"
    # ... closed there: where it was taken off or put off, and a vote count, may follow, then a
    # clause's end or a turn to what follows from it
    r"(?=(?:\s+(?:s|sa|na|za|do|u|od|iz)\s+(?:[\w.-]+\s+){0,2}?[\w.-]+)?"
    r"\s*(?:\([^()]{0,60}\))?\s*(?:[,;:.–—-]|\s(?:i|a|ali|no|pa|stoga|dakle|zato)\b))"
)
#: a proposal or a version said to be adopted, in every gender and case: "usvojeni tekst",
#: "Uprava je usvojila", "prihvaćen", "odobren" (a negation before it is turned down:
#: `HYPOTHETICAL`, read first)
ADOPTED: Final = (
    r"(?<!\bnije\s)(?<!\bnisu\s)(?<!\bne\s)(?<!\bni\s)(?<!\bbio\s)(?<!\bbila\s)"
    rf"\b{ADOPTING}(?!\w)"
)
#: words of a value that held before: the imperfective past of a verb of setting, providing or
#: holding, which says what a text said before a change ("propisivao je", "predviđala je",
#: "iznosio je", "vrijedio je", "glasila je"; sl "je določal", "je znašal"), an earlier
#: version ("raniji", "prethodni", "dosadašnji", "nekadašnji" limit; "ranije", "prvotno"), one in
#: force no more ("više ne vrijedi", "prestao je važiti")
PAST: Final = (
    r"\b(?:propisiva(?:o|la|lo|li|le)|predvi" + _DJ + r"a(?:o|la|lo|li|le)|"
    r"utvr" + _DJ + r"iva(?:o|la|lo|li|le)|odre" + _DJ + r"iva(?:o|la|lo|li|le)|"
    r"iznosi(?:o|la|lo|li|le)|vrijedi(?:o|la|lo|li|le)|"
    # ("važio" only with its caron: the bare "vazio" is the Portuguese "empty")
    r"važi(?:o|la|lo|li|le)|"
    r"glasi(?:o|la|lo|li|le)|dolo" + _C + r"al(?:a|o|i)?|zna" + r"(?:š|s)al(?:a|o|i)?|"
    r"ranij\w*|prethodn\w*|dosada" + r"(?:š|s)nj\w*|nekada" + r"(?:š|s)nj\w*|prvotn\w*|"
    r"izvorn(?:o|i|a)|prej" + r"(?:š|s)nj\w*|"
    r"vi" + r"(?:š|s)e\s+ne\s+(?:vrijedi|va" + _Z + r"i|primjenjuje|velja)|"
    r"presta(?:o|la|lo|li|le)\s+(?:je\s+|su\s+)?(?:va"
    + _Z
    + r"iti|vrijediti|se\s+primjenjivati))\b"
)
#: the words that turn a South Slavic sentence to what holds: "ali", "međutim", "stoga",
#: "dakle", "ipak", "zato"; sl "vendar", "torej" (never the "no" of "…, no": the Spanish,
#: Italian and Portuguese negation after a comma as often)
CLAUSE_TURN: Final = r"ali|me(?:đ|dj|d)utim|stoga|dakle|ipak|zato|vendar|torej"

__all__ = [
    "ADOPTED",
    "CLAUSE_TURN",
    "HYPOTHETICAL",
    "PAST",
    "PROPOSED",
    "REFUSAL",
    "REFUSED_PROPOSAL",
]
