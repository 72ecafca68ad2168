"""A proposal or a wording withdrawn, put off or turned down, in Lithuanian: one class, as a
regex fragment.

A Lithuanian investicinis komitetas's protokolas, a valdyba's nutarimas or a stebėtojų taryba's
decision tells what became of a siūlymas in a few classes of words, and every reader of a
figure a body did not adopt (`polarity_lt`) needs the same ones: they live here once, so that a
word added for one reader is read by all (as `refusals_hr` does for the South Slavic languages).

Lithuanian says what became of a proposal with a past passive participle that agrees with its
noun in gender, number and case ("siūlymas atmestas", "nuostata atmesta", "siūlymai atmesti",
"atmesto siūlymo"), with a body's past or present in the third person ("valdyba atmetė",
"komitetas atidėjo"), or with its adoption denied by the prefix "ne-" glued to the verb of
adopting in any form ("nepritarė", "nepritarta", "nepatvirtino", "nepriimtas", "nepritaria").
The classes, over lower-cased text, with and without their diacritics (a chat drops them):

* turning down: "atmestas", "atmetė", "atmeta", "atmetamas";
* withdrawing, cancelling or taking off the agenda: "išbrauktas (iš darbotvarkės)", "išbraukė",
  "atšauktas", "atšaukė", "atšaukiama", "panaikintas", "atsiimtas", "atsiėmė", "išimtas iš
  darbotvarkės";
* putting off and sending back: "atidėtas", "atidėjo", "atidedamas", "grąžintas tobulinti";
* adoption denied: "ne-" before a verb of adopting (`ADOPTING`), and "negavo (reikiamos) balsų
  daugumos".

The fragment is an alternation without its word boundaries: each reader sets its own. Pure data.
"""

from __future__ import annotations

from typing import Final

_E: Final = r"(?:ė|e)"
_S: Final = r"(?:š|s)"
_A: Final = r"(?:ą|a)"
_Z: Final = r"(?:ž|z)"
_U: Final = r"(?:ų|u)"

#: the endings of a past or present passive participle in its genders, numbers and cases
#: ("-as", "-a", "-i", "-os", "-o", "-ą", "-ų", "-ai", "-am", "-ame")
_AGREE: Final = rf"(?:as|a|i|os|o|{_A}|{_U}|ai|am|ame|ose|oje|iems|oms)?"

#: a verb of adopting in any form, its past or present in the third person, its passive
#: participle or its impersonal ("pritarė", "pritaria", "pritarta", "patvirtino", "patvirtintas",
#: "priimtas", "priėmė", "nutarta"): what "ne-" denies
ADOPTING: Final = (
    rf"(?:pritar(?:{_E}|ia|t{_AGREE}|s)|patvirtin(?:o|a|t{_AGREE}|s)|"
    rf"priim(?:a|t{_AGREE})|pri{_E}m{_E}|pritarim\w*)"
)

#: the class: turned down, withdrawn, cancelled, taken off the agenda, put off, sent back, not
#: adopted
LITHUANIAN: Final = (
    # turning down
    rf"atmest{_AGREE}|atmet(?:{_E}|a|am{_AGREE})|"
    # withdrawing, taking off the agenda
    rf"i{_S}braukt{_AGREE}|i{_S}brauk{_E}|i{_S}braukiam{_AGREE}|at{_S}aukt{_AGREE}|at{_S}auk{_E}|"
    rf"at{_S}aukiam{_AGREE}|"
    # cancelling
    rf"panaikint{_AGREE}|panaikin{_E}|panaikinam{_AGREE}|"
    rf"atsiimt{_AGREE}|atsi{_E}m{_E}|i{_S}imt{_AGREE}\s+i{_S}\s+darbotvark\w*|"
    # putting off, sending back
    rf"atid{_E}t{_AGREE}|atid{_E}jo|atidedam{_AGREE}|gr{_A}{_Z}int{_AGREE}\s+(?:tobulinti|taisyti)|"
    # adoption denied: the prefix "ne-" glued to the verb of adopting
    rf"ne{ADOPTING}|negavo\s+(?:reikiamos\s+|reikiamo\s+)?bals{_U}\s+daugumos"
)

__all__ = ["ADOPTING", "LITHUANIAN"]
