"""Discretion granted to the manager, or refused, in Lithuanian.

A Lithuanian pensijų fondas's investavimo strategija, a valdyba's nutarimas or an investicinis
komitetas's protokolas leaves a level to whoever manages it in a few classes of words:

* discretion named: "valdytojo nuožiūra", "savo nuožiūra" (at one's discretion), in every case
  of the noun ("nuožiūra", "nuožiūrai", "nuožiūros");
* a verb of deciding, choosing or setting with a manager as its subject, on either side of it
  ("sprendžia portfelio valdytojas", "investicijų direktorius parenka", "lygį pasirenka
  investicijų valdymo skyrius"; present, future or infinitive after "gali");
* the level set by someone inside a range the sentence names ("šiose ribose lygį nustato",
  "lygį ribose parenka", "intervalo ribose sprendžia");
* a level that may sit anywhere in its range ("gali nustatyti … bet kur nuo … iki …", "bet
  kuriame lygyje"), or may float in it ("leisti … svyruoti nuo … iki …");
* no one else's approval needed ("be atskiro valdybos nutarimo", "be papildomo pritarimo").

It takes the room away as plainly: "laisvės čia nėra", "jokios laisvės", "be jokios nuožiūros",
"nuokrypiai neleidžiami", "ne portfelio valdytojo nuožiūra". `GRANTS` and `REFUSALS` are
regular-expression fragments (read with IGNORECASE) that `discretion_europe` joins to the other
continental languages', so the mandate's grammar of discretion and the no-room reading of fixed
levels read them as theirs. Every pattern reads the letters with and without their marks.
"""

from __future__ import annotations

from typing import Final

_E: Final = r"(?:ė|e)"
_I: Final = r"(?:į|i)"
_S: Final = r"(?:š|s)"
_U: Final = r"(?:ū|ų|u)"
_Z: Final = r"(?:ž|z)"

#: who manages: the portfolio manager, the investment director, the investment management
#: department, the management company, in every case ("valdytojas", "valdytojo", "direktorius",
#: "skyrius", "skyriaus")
_AGENT: Final = (
    r"(?:portfelio\s+|fondo\s+|turto\s+)?valdytoj\w*|"
    rf"investicij{_U}\s+(?:direktori\w*|valdymo\s+skyri\w*|valdytoj\w*)|"
    r"valdymo\s+(?:skyri\w*|įmon\w*|imon\w*)"
)
#: a verb of deciding, choosing or setting, in the present, future or infinitive: "sprendžia",
#: "nusprendžia", "spręs", "parenka", "pasirenka", "parinks", "nustato", "nustatys", "keičia"
_CHOOSE: Final = (
    rf"(?:nu)?spr(?:e|ę)nd{_Z}ia|(?:nu)?spr(?:ę|e)s\w*|par(?:e|i)nk\w*|pasi(?:r(?:e|i)nk)\w*|"
    r"nustato|nustatys|nustatyti|kei(?:č|c)ia|keis\w*"
)
#: the range a level is set inside: "šiose ribose", "tose ribose", "nustatytose ribose", "ribose",
#: "intervalo ribose", "šiame intervale"
_INSIDE: Final = rf"(?:(?:{_S}iose|tose|nustatytose|intervalo)\s+)?ribose|{_S}iame\s+intervale"

GRANTS: Final = (
    # discretion named
    rf"\b(?:(?:{_AGENT})|savo)\s+nuo{_Z}i{_U}r\w*|"
    # a manager deciding, either side of the verb
    rf"\b(?:{_CHOOSE})\s+(?:\w+\s+){{0,2}}?(?:{_AGENT})|"
    rf"\b(?:{_AGENT})\s+(?:\w+\s+){{0,2}}?(?:gali\s+)?(?:{_CHOOSE})\b|"
    # the level set inside the range said
    rf"\b(?:{_INSIDE})\s+(?:\w+\s+){{0,3}}?(?:{_CHOOSE})\b|"
    # anywhere in its range, or free to float in it
    rf"\bgali\s+(?:\w+\s+){{0,6}}?bet\s+kur\w*\b|"
    rf"\b(?:leid|leis)\w*\s+(?:\w+\s+){{0,6}}?svyruoti\b|"
    # no one else's approval needed
    rf"\bbe\s+(?:atskiro|papildomo|kito)\s+(?:\w+\s+)?(?:nutarimo|pritarimo|sprendimo|leidimo)\b"
)

#: a refusal of any room: no freedom, no discretion, no deviation allowed
REFUSALS: Final = (
    rf"\blaisv{_E}s\s+(?:\w+\s+)?n{_E}ra\b|\bn{_E}ra\s+(?:jokios\s+)?laisv{_E}s\b|"
    rf"\b(?:be\s+)?jokios\s+(?:laisv{_E}s|nuo{_Z}i{_U}ros)\b|"
    rf"\bnuokryp\w*\s+(?:yra\s+)?neleid{_Z}iam\w*|"
    rf"\bne\s+(?:(?:{_AGENT})\s+)?nuo{_Z}i{_U}r\w*"
)

__all__ = ["GRANTS", "REFUSALS"]
