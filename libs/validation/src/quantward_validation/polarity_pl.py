"""Values only proposed, or proposed and put off or turned down, in Polish.

A Polish OFE's or PPK manager's papers (a rada nadzorcza's uchwała, a komitet inwestycyjny's
protokół, a risk department's notatka) tell a limit's history as the other continental ones do
(`polarity_europe`, `polarity_de_da`), in words those modules do not read: a figure a unit
"proponował", "zaproponowała", "wnioskował o" or "rekomendował", a "wniosek", "propozycja" or
"projekt uchwały" names its figure as proposed; a body that puts the request off ("odroczono",
"odłożono", "przełożono", "zdjęto z porządku obrad", "wycofano") has adopted it no more than one
that turns it down ("odrzucono", "uchwała została odrzucona", "nie przyjęto", "nie
zatwierdziła"). What the sentence says after a request closed so ("wniosek wycofano przed
posiedzeniem, więc nadal obowiązuje 1,5x") is what holds.

Polish inflects every word: the verbs are read in every person, gender, tense and aspect
(imperfective "proponował", perfective "zaproponowała", impersonal "odrzucono"), the nouns and
participles in every case ("wniosek", "wniosku", "wnioskiem"; "odrzucony", "odrzuconej",
"odrzuconą"), with and without their diacritics (a chat drops them). The fragments are regular
expressions over lower-cased text that `polarity` joins to its own. Pure data.
"""

from __future__ import annotations

from typing import Final

#: the nouns of a request to a body, in every case: "wniosek", "wniosku", "wnioskiem";
#: "propozycja", "propozycji", "propozycję"; "rekomendacja"; a draft of a resolution or a
#: policy ("projekt uchwały", "projekt polityki"; a "projekt" alone is any project)
_REQUEST_NOUN: Final = (
    r"(?:wnios(?:ek|ku|kiem|ki|k(?:ó|o)w)|propozycj(?:a|i|ę|e|ą|om|ami)|"
    r"rekomendacj(?:a|i|ę|e|ą)|projekt(?:u|em|y|cie)?\s+(?:uchwa(?:ł|l)\w*|polityk\w*|"
    r"regulamin\w*|zmian\w*|statut\w*))"
)
#: ... and the resolution itself, which a vote may turn down ("uchwała została odrzucona"); named
#: alone it is a decision, no proposal
_CLOSED_NOUN: Final = rf"(?:{_REQUEST_NOUN}|uchwa(?:ł|l)(?:a|y|ę|e|ą))"
#: a request put off or turned down, as a participle (every gender and case) or an impersonal
#: "-no"/"-to" form: "odrzucony/-a/-e/-ą", "odrzucono", "odroczono", "odłożono", "przełożono",
#: "wycofany", "wycofano", "zdjęto z porządku obrad", "nie przyjęto", "nie zatwierdzono"
_PUT_OFF: Final = (
    r"(?:odrzucon\w*|odrzucono|odrocz(?:on\w*|ono)|od(?:ł|l)o(?:ż|z)on\w*|od(?:ł|l)o(?:ż|z)ono|"
    r"prze(?:ł|l)o(?:ż|z)on\w*|prze(?:ł|l)o(?:ż|z)ono|wycofan\w*|wycofano|"
    r"zdj(?:ę|e)t\w*\s+z\s+porz(?:ą|a)dku|zdj(?:ę|e)to\s+z\s+porz(?:ą|a)dku|"
    r"nie\s+(?:zosta(?:ł|l)\w*\s+)?(?:przyj(?:ę|e)t\w*|zatwierdzon\w*|uchwalon\w*)|"
    r"nie\s+(?:przyj(?:ę|e)to|zatwierdzono|uchwalono)|"
    # ... dismissed ("oddalony", "oddalono"), the noun of a refusal or a putting off
    # ("odrzucenie", "odroczenie"), sent back for another reading ("odesłano … do ponownego
    # rozpatrzenia", "zwrócono do ponownego"), lapsed in a vote ("przepadł"), not accepted
    r"oddalon\w*|oddalono|odrzucenie|odroczenie|przepad(?:ł|l)[aoy]?|"
    r"(?:odes(?:ł|l)a(?:no|ny|na|ne|(?:ł|l)\w*)|zwr(?:ó|o)co(?:no|ny|na|ne)|zwr(?:ó|o)ci(?:ł|l)\w*|"
    r"skierowa(?:no|ny|na))\s+(?:\w+\s+){0,2}?do\s+ponownego|"
    r"nie\s+(?:zosta(?:ł|l)\w*\s+)?zaakceptowan\w*|nie\s+zaakceptowano)"
)
#: a body's preterite of turning down, putting off, withdrawing or taking off the agenda, read
#: alone ("zarząd odrzucił", "komitet wycofał", "zdjęła … z porządku obrad", "nie przyjęła")
_BODY_REFUSED: Final = (
    r"(?:odrzuci(?:ł|l)\w*|oddali(?:ł|l)\w*|odroczy(?:ł|l)\w*|od(?:ł|l)o(?:ż|z)y(?:ł|l)\w*|"
    r"prze(?:ł|l)o(?:ż|z)y(?:ł|l)\w*|wycofa(?:ł|l)\w*|"
    r"(?:zdj(?:ę|e)(?:ł|l)\w*|zdj(?:ę|e)t\w*|zdj(?:ę|e)cie)\s+(?:\w+\s+){0,3}?z\s+porz(?:ą|a)dku|"
    r"nie\s+(?:przyj(?:ę|e)(?:ł|l)|przyj(?:ą|a)(?:ł|l)|zatwierdzi(?:ł|l)|uchwali(?:ł|l)|"
    r"zaakceptowa(?:ł|l))\w*)"
)
#: a body's active verb of turning down, putting off or withdrawing, in every person, gender and
#: aspect: "odrzucił(a)", "odrzuciła", "odroczył", "odłożyła", "wycofał", "nie przyjęła", "nie
#: zatwierdził"
_BODY_PUT_OFF: Final = (
    r"(?:odrzuci(?:ł|l)\w*|odroczy(?:ł|l)\w*|od(?:ł|l)o(?:ż|z)y(?:ł|l)\w*|"
    r"prze(?:ł|l)o(?:ż|z)y(?:ł|l)\w*|wycofa(?:ł|l)\w*|zdj(?:ę|e)(?:ł|l)\w*|"
    r"nie\s+(?:przyj(?:ę|e)(?:ł|l)\w*|zatwierdzi(?:ł|l)\w*|uchwali(?:ł|l)\w*))"
)
#: words of a value proposed and put off or turned down
#: a request turned down, put off or withdrawn, said by its participle or its body's verb: what
#: readers of every language's refusals take (`polarity_europe`)
REFUSAL: Final = rf"\b(?:{_PUT_OFF}|{_BODY_REFUSED})(?!\w)"
#: words of a value proposed and put off or turned down (and a body's verb before the request
#: it closes: "zdjęła wniosek")
HYPOTHETICAL: Final = rf"{REFUSAL}|\b{_BODY_PUT_OFF}\s+(?:\w+\s+)?{_CLOSED_NOUN}(?!\w)"
#: words that name a value as proposed: the request's noun, its verb in every person, gender
#: and aspect ("proponował", "zaproponowała", "proponuje", "wnioskował o", "sugerował",
#: "rekomendowała") and its participle ("proponowany", "proponowanego")
PROPOSED: Final = (
    rf"\b(?:{_REQUEST_NOUN}|(?:za)?propon(?:owa(?:ł|l)|uj|owan)\w*|"
    r"(?:za)?wnioskowa(?:ł|l)\w*|wnioskuj\w*|(?:za)?sugerowa(?:ł|l)\w*|sugeruj\w*|"
    r"(?:za)?rekomend\w*|(?:za)?sugerow\w*|proponowa\w*|wnioskowa\w*|"
    # ... and a request to a body ("prosił o", "prosiła o")
    r"prosi(?:ł|l)(?:a|i|y)?\s+o)(?!\w)"
)
#: a request closed where it is named, put off or turned down: what the rest of its sentence
#: says holds ("wniosek wycofano przed posiedzeniem, więc nadal obowiązuje …", "uchwała
#: została odrzucona (3 głosy za, 4 przeciw); limit to nadal …")
REFUSED_PROPOSAL: Final = (
    rf"\b(?:{_CLOSED_NOUN}\s+(?:(?:zosta(?:ł|l)(?:a|o|y)?|by(?:ł|l)(?:a|o|y)?|jest)\s+)?"
    rf"{_PUT_OFF}|{_PUT_OFF}\s+{_CLOSED_NOUN}|{_BODY_PUT_OFF}\s+{_CLOSED_NOUN})"
    # ... closed there: a place or time of the putting off and a vote count may follow, then a
    # clause's end or a turn to what follows from it
    r"(?=(?:\s+(?:przed|na|w|do|po|podczas)\s+(?:[\w-]+\s+){0,2}?[\w.-]+)?"
    r"\s*(?:\([^()]{0,40}\))?\s*(?:[,;:.]|\s(?:i|a|ale|wi(?:ę|e)c|zatem|dlatego|tote(?:ż|z))\b))"
)

#: a proposal or a version said to be adopted, in every gender and case: "w wersji przyjętej
#: przez radę", "rada przyjęła", "zatwierdzony", "uchwalona" (a negation before it is turned down:
#: `HYPOTHETICAL`, read first)
ADOPTED: Final = (
    r"(?<!\bnie\s)(?<!\bnie\szosta(?:ł|l)\s)(?<!\bnie\szosta(?:ł|l)a\s)"
    r"\b(?:przyj(?:ę|e)t\w*|przyj(?:ą|a)(?:ł|l)\w*|przyj(?:ę|e)(?:ł|l)\w*|zatwierdzon\w*|"
    r"zatwierdzi(?:ł|l)\w*|uchwalon\w*|uchwali(?:ł|l)\w*|"
    # ... a resolution taken ("podjęto uchwałę", "uchwałę podjęto"), a body agreeing or
    # consenting ("zgodziła się", "wyraził zgodę", "poparła wniosek")
    r"(?:podj(?:ę|e)to|podj(?:ę|e)(?:ł|l)\w*|podj(?:ą|a)(?:ł|l))\s+(?:\w+\s+)?uchwa(?:ł|l)\w*|"
    r"uchwa(?:ł|l)\w*\s+(?:\w+\s+)?(?:podj(?:ę|e)to|podj(?:ę|e)t[aey])|"
    r"zgodzi(?:ł|l)\w*\s+si(?:ę|e)|wyrazi(?:ł|l)\w*\s+zgod(?:ę|e)|popar(?:ł|l)\w*)(?!\w)"
)

__all__ = ["ADOPTED", "HYPOTHETICAL", "PROPOSED", "REFUSAL", "REFUSED_PROPOSAL"]
