"""Values only proposed, or proposed and put off or turned down, in Polish and Finnish.

A Polish OFE's and a Finnish pension insurer's minutes tell a limit's history as the other
continental ones do (`polarity_europe`, `polarity_de_da`): a motion, a recommendation or a
request to a body ("wniosek zarządu o przedział …", "Departament Ryzyka rekomendował …",
"esitys vaihteluvälistä …", "riskienhallinta suositteli …") names its figures as proposed; a body
that turns it down ("odrzucony", "odrzuciła", "hylättiin", "hylkäsi"), puts it off ("odroczono",
"jätettiin pöydälle", "lykättiin"), takes it off the agenda or sends it back ("zdjęto z porządku
obrad", "palautti valmisteluun") or whose mover withdraws it ("wycofano", "vedettiin pois") has
not adopted it, and the level the text keeps beside it is what holds. One adopted
("przyjęto", "zatwierdzony", "hyväksyttiin", "vahvisti") is in force.

Both languages inflect: a verb is read by its stem with every ending of its participles and
preterites (Polish gender and number, "-ono"/"-to" impersonals; Finnish passive "-ttiin",
participles "-ttu"/"-tty", active preterite), never by the forms seen in one text.

The fragments are regular expressions over lower-cased text that `polarity` joins to its own, as
it joins `polarity_europe`'s and `polarity_de_da`'s.
"""

from __future__ import annotations

from typing import Final

#: Polish participle and preterite endings of a perfective verb's stem: "odrzuc-ony/-ona/-one/
#: -eni/-ono", "odrzuci-ł/-ła/-ło/-li/-ły"
_PL_PARTICIPLE: Final = r"(?:ony|ona|one|oni|eni|ono|ana|any|ane|ani|ano)"
_PL_PRETERITE: Final = r"(?:ł|ła|ło|li|ły)"
#: Polish: turned down (odrzucić, oddalić), put off (odroczyć, odłożyć, przełożyć), withdrawn
#: (wycofać), taken off the agenda (zdjąć z porządku obrad), sent back (odesłać, zwrócić do
#: ponownego rozpatrzenia), voted down (przepaść w głosowaniu), and an adoption denied ("nie
#: został przyjęty", "nie zatwierdzono", "nie uchwalono")
_PL_REFUSED: Final = (
    rf"odrzuc{_PL_PARTICIPLE}|odrzuci{_PL_PRETERITE}|odrzucenie|"
    rf"oddal{_PL_PARTICIPLE}|oddali{_PL_PRETERITE}|"
    rf"odrocz{_PL_PARTICIPLE}|odroczy{_PL_PRETERITE}|odroczenie|"
    rf"odłoż{_PL_PARTICIPLE}|odłoży{_PL_PRETERITE}|przełoż{_PL_PARTICIPLE}|przełoży{_PL_PRETERITE}|"
    rf"wycof{_PL_PARTICIPLE}|wycofa{_PL_PRETERITE}|"
    r"(?:zdjęt[oyaei]|zdjął|zdjęła|zdjęli|zdjęły|zdjęcie)\s+(?:\w+\s+){0,3}?z\s+porządku|"
    r"(?:odesła(?:no|ny|na|ne|ł|ła|li|ły)|zwróco(?:no|ny|na|ne)|zwrócił[aoy]?|skierowa(?:no|ny|na))"
    r"\s+(?:\w+\s+){0,2}?do\s+ponownego|"
    r"przepadł[aoy]?|"
    r"nie\s+(?:(?:został[aoy]?|zostały|zostali)\s+)?"
    r"(?:przyję(?:t[yaeoi]|to)|przyjął|przyjęła|przyjęli|przyjęły|"
    rf"zatwierdz{_PL_PARTICIPLE}|zatwierdzi{_PL_PRETERITE}|uchwal{_PL_PARTICIPLE}|"
    rf"uchwali{_PL_PRETERITE}|zaakceptowa(?:no|ny|na|ne|ł|ła|li|ły))"
)
#: Finnish: rejected (hylätä: "hylättiin", "hylätty", "hylkäsi", "hylkäävät"), tabled ("jätettiin
#: pöydälle", "pöydättiin"), withdrawn ("vedettiin pois", "veti takaisin", "peruttiin"), sent back
#: for more work ("palautettiin valmisteluun", "palautti … valmisteluun"), postponed
#: ("lykättiin", "siirrettiin myöhemmäksi"), lapsed ("raukesi"), and an adoption denied ("ei
#: hyväksytty", "eivät vahvistaneet")
_FI_REFUSED: Final = (
    r"hyl(?:ätt|ätä|ät|kä|kää)\w*|"
    r"(?:jätettiin|jätti|jättivät|jätetty|jätettävä|pantiin)\s+(?:\w+\s+)?pöydälle|pöydätt\w*|"
    # (the object, with its figures, may stand between the verb and its particle: "veti
    # ehdotuksen 2–4 %:n liikkumavarasta pois")
    r"(?:vedettiin|veti|vetivät|vedetty)\s+(?:[^\s.;]+\s+){0,4}?(?:pois|takaisin)|"
    r"peru(?:ttiin|ttu|i|ivat|utettiin|utettu)|"
    r"palaut(?:ettiin|ti|tivat|ettu)\s+(?:[^\s.;]+\s+){0,4}?"
    r"(?:valmisteluun|uudelleen\s+valmisteltavaksi)|"
    r"lyk(?:ättiin|käsi|käsivät|ätty)|siirrettiin\s+(?:\w+\s+)?(?:myöhemmäksi|myöhempään|"
    r"seuraavaan)|"
    r"raukes(?:i|ivat)|rauennut|"
    r"(?:ei|eivät)\s+(?:\w+\s+)?(?:hyväksy|vahvist)\w*"
)
#: words of a value proposed and put off or turned down
HYPOTHETICAL: Final = rf"\b(?:{_PL_REFUSED}|{_FI_REFUSED})\b"
#: words that name a value as proposed: pl a motion ("wniosek", "wnioskował"), a proposal
#: ("propozycja", "zaproponował"), a recommendation ("rekomendował", "rekomendacja"), a request
#: ("prosił o", "prosiła o"); fi a motion or proposal ("esitys", "esityksen", "ehdotus",
#: "ehdotti"), a recommendation ("suositteli", "suositus"), a draft ("luonnos"), a request ("pyysi")
PROPOSED: Final = (
    r"\b(?:wnios(?:ek|ku|kiem|ki|ków|kowa\w*)|propozycj[aięi]|zapropon\w*|proponowa\w*|proponuj\w*|"
    r"rekomend\w*|zarekomend\w*|sugerowa\w*|prosi(?:ł|ła|li|ły)\s+o|"
    r"esity(?:s|ks)\w*|ehdotu(?:s|ks)\w*|ehdot(?:ti|tivat|ettu|ettiin)\w*|"
    r"suosit(?:teli|telivat|us|uks)\w*|luonno(?:s|ks)\w*|pyysi|pyysivät)\b"
)
#: a proposal said to be adopted: pl "przyjęto", "przyjęty", "przyjęła", "zatwierdzono",
#: "zatwierdził", "uchwalono"; fi "hyväksyttiin", "hyväksyi", "vahvisti", "vahvistettiin" (a
#: negation before it is turned down: `HYPOTHETICAL`, which `polarity` reads first)
ADOPTED: Final = (
    r"\b(?:przyję(?:t[yaeoi]|to)|przyjął|przyjęła|przyjęli|przyjęły|"
    rf"zatwierdz{_PL_PARTICIPLE}|zatwierdzi{_PL_PRETERITE}|uchwal{_PL_PARTICIPLE}|"
    rf"uchwali{_PL_PRETERITE}|"
    # ... a resolution taken ("podjęto uchwałę", "uchwałę podjęto", "podjęła uchwałę"), a body
    # agreeing or consenting ("zgodziła się", "wyraził zgodę", "poparła wniosek")
    r"(?:podjęto|podjęła|podjął|podjęli|podjęły)\s+(?:\w+\s+)?uchwał\w*|"
    r"uchwał\w*\s+(?:\w+\s+)?(?:podjęto|podjęt[aey])|"
    r"zgodzi(?:ł|ła|li|ły)\s+się|wyrazi(?:ł|ła|li|ły)\s+zgodę|popar(?:ł|ła|li|ły)|"
    r"hyväksy(?:ttiin|tty|i|ivät)|vahvist(?:ettiin|ettu|i|ivat)|suostu(?:i|ivat))\b"
)

__all__ = ["ADOPTED", "HYPOTHETICAL", "PROPOSED"]
