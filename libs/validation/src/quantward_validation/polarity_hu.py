"""Values given as past, only supposed, or proposed and put off or turned down, in Hungarian.

A Hungarian önkéntes nyugdíjpénztár's papers (the igazgatótanács's határozat, a befektetési
bizottság's jegyzőkönyv, a risk memo) tell a limit's history as the other continental ones do
(`polarity_europe`, `polarity_fi`), in a language that builds its words from a stem and
suffixes and splits a verb's prefix off after it ("visszavonták" and "vonták vissza"), so its
words are read by stem, with the prefix on either side:

* a value that held before is said in the past of "van" ("a limit 45,5% volt", "voltak"), with
  an adverb of before ("korábban", "eredetileg") or as the old one ("a korábbi limit", "a régi
  korlát"), or as in force no more ("már nem hatályos");
* a value only supposed is in the conditional, "lenne", "volna" ("26 lett volna"), "lehetne",
  "kellene", or a verb's conditional plural ("emelnénk", "engednék");
* a value put forward is a proposal's ("javaslat", "javasolt", "javasolta"), a motion's
  ("előterjesztés", "indítvány") or a draft's ("tervezet", "tervezetben"), a recommendation's
  ("ajánlás");
* a proposal put off or turned down has not been adopted: withdrawn ("visszavonták", "vonták
  vissza"), rejected ("elutasította", "utasította el", "elvetette"), taken off the agenda
  ("levette a napirendről", "lekerült a napirendről"), adjourned ("elnapolta", "elhalasztotta"),
  or its adoption denied ("nem fogadta el", "nem hagyta jóvá", "nem támogatta"): the one class
  of refusals `withdrawal_hu` reads too (`refusals_hu`);
* a proposal adopted ("elfogadta", "jóváhagyta", "hagyta jóvá") states the values in force, as
  the English "the proposal was adopted" does.

The fragments are regular expressions over lower-cased text that `polarity` and
`polarity_europe` join to their own. Each is typed with or without its accents. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_hu import HUNGARIAN

_A: Final = r"(?:á|a)"
_E: Final = r"(?:é|e)"
_O: Final = r"(?:ó|o)"
_OE: Final = r"(?:ő|ö|o)"
_I: Final = r"(?:í|i)"

#: words of a value that held before: the past of "van" after its figure or before it, an
#: adverb of before, the former one, one in force no more ("régi" only with its accent: the
#: bare "regi" is the Swedish "i egen regi")
PAST: Final = (
    r"\b(?:volt|voltak|kor" + _A + r"bban|kor" + _A + r"bbi\w*|eredetileg|régi|"
    r"m" + _A + r"r\s+nem\s+(?:hat" + _A + r"lyos|" + _E + r"rv" + _E + r"nyes)|"
    r"hat" + _A + r"lyos\s+volt)\b"
)
#: a value only supposed: the conditional of "van", "lesz", "lehet", "kell", and a verb's
#: conditional plural ("emelnénk", "engednék": the "-né-"/"-ná-" of the mood before a plural
#: person's ending; its singular "-na"/"-ne" is left alone, the ending of many a word elsewhere)
_CONDITIONAL: Final = (
    r"\b(?:lenne|lenn" + _E + r"nek|volna|voln" + _A + r"nak|lehetne|kellene|"
    r"[^\W\d_]{3,}(?:n" + _E + r"|n" + _A + r")(?:nk|tok|tek|nak|nek))\b"
)
#: a proposal withdrawn, rejected, taken off the agenda, adjourned or not adopted: the one
#: Hungarian class `withdrawal_hu` reads too (`refusals_hu`)
_PUT_OFF: Final = rf"\b(?:{HUNGARIAN})"
#: a proposal turned down, put off or withdrawn: what readers of every language's refusals take
#: (`polarity_europe`)
REFUSAL: Final = _PUT_OFF
#: words of a value only supposed, or proposed and put off or turned down
HYPOTHETICAL: Final = rf"{_CONDITIONAL}|{_PUT_OFF}"
#: words that name a value as proposed: a proposal, a motion, a draft, a recommendation, alone
#: or as a compound's head ("módosítási javaslat"), and the verbs ("javasolta", "javasolt")
PROPOSED: Final = (
    r"\b(?:\w*javasla\w*|javasol\w*|\w*el"
    + _OE
    + r"terjeszt\w*|ind"
    + _I
    + r"tv"
    + _A
    + r"ny\w*|\w*tervezet\w*|aj"
    + _A
    + r"nl"
    + _A
    + r"s\w*)"
)
#: a proposal said to be adopted: "elfogadta", "jóváhagyta", "hagyta jóvá" (a negation before it
#: is turned down: `HYPOTHETICAL`, which `polarity` reads first)
ADOPTED: Final = (
    r"\b(?:elfogadt(?:a|"
    + _A
    + r"k)|elfogadt"
    + _A
    + r"k|j"
    + _O
    + r"v"
    + _A
    + r"hagyt(?:a|"
    + _A
    + r"k)|hagyt(?:a|"
    + _A
    + r"k)?\s+j"
    + _O
    + r"v"
    + _A
    + r")\b"
)
#: the words that turn a Hungarian sentence to what holds: "azonban", "viszont", "ezért",
#: "ellenben" (never the bare "de", which is the Romance "of" as often)
CLAUSE_TURN: Final = r"azonban|viszont|ez" + _E + r"rt|ellenben"

__all__ = ["ADOPTED", "CLAUSE_TURN", "HYPOTHETICAL", "PAST", "PROPOSED", "REFUSAL"]
