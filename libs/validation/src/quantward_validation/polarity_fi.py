"""Values given as past, only proposed, or proposed and put off or turned down, in Finnish.

A Finnish työeläkeyhtiö's board minutes and memos tell a limit's history as the other continental
ones do (`polarity_europe`, `polarity_de_da`), in a language that builds its words from a stem
and suffixes, so its words are read by stem, not form by form:

* a value that held before is said in the past of "olla" ("yläraja oli 58,5 %", "rajat olivat"),
  with an adverb of before ("aiemmin", "aikaisemmin", "alun perin") or as the old one ("entinen
  raja", "vanhan rajan"), or as held until a date ("31.12.2024 asti", "saakka");
* a value only supposed is in the conditional, whose mark "-isi-" sits between a verb's stem and
  its personal ending ("olisi ollut", "olisi edellyttänyt", "sallisi", "nostaisivat");
* a value put forward is a proposal's ("ehdotus", "ehdotuksen", "muutosehdotus", "ehdotti",
  "ehdotettu"), a motion's ("esitys", "esityksessä", "esitti", "esitetty") or a draft's
  ("luonnos", "luonnoksessa", "sijoitussuunnitelmaluonnos"), a recommendation's ("suositus");
* a proposal put off or turned down has not been adopted: withdrawn ("vedettiin pois", "veti
  pois", "peruttiin"), rejected ("hylättiin", "hylkäsi"), tabled ("jätettiin pöydälle"), sent
  back ("palautti valmisteluun"), postponed ("lykättiin"), lapsed ("raukesi"), or its adoption
  denied with the negative verb conjugated by person ("ei hyväksytty", "eivät hyväksyneet", "ei
  vahvistanut") or by an abessive ("hyväksymättä");
* a proposal adopted ("hyväksyttiin", "hallitus hyväksyi", "vahvistettiin") states the values
  in force, as the English "the proposal was adopted" does.

The fragments are regular expressions over lower-cased text that `polarity` joins to its own,
as it joins `polarity_europe`'s. Pure data.
"""

from __future__ import annotations

from typing import Final

#: the negative verb in every person: "en", "et", "ei", "emme", "ette", "eivät", and "eikä"
NEGATIVE_VERB: Final = r"(?:en|et|ei|emme|ette|eiv(?:ä|a)t|eik(?:ä|a))"
#: the stems of adopting, confirming and deciding ("hyväksyä", "vahvistaa", "päättää",
#: "kannattaa", "hyväksyä"), in any of their forms
_ADOPTING_STEM: Final = r"(?:hyv(?:ä|a)ksy|vahvist|p(?:ä|a)(?:ä|a)tt|p(?:ä|a)(?:ä|a)t|kannat)"

#: words of a value that held before
PAST: Final = (
    r"\b(?:oli|olivat|aiemmin|aikaisemmin|alun\s+perin|alkujaan|entinen|entise\w*|"
    r"vanha(?:n|ssa|lla)?\s+\w*raj\w*|"
    r"ei\s+(?:ole\s+)?en(?:ä|a)(?:ä|a)\s+voimassa|"
    # ... or held until a date: "31.12.2024 asti", "kesäkuuhun saakka"
    r"\d{1,2}\.\d{1,2}\.\d{2,4}\s+(?:asti|saakka))\b"
)
#: a value only supposed: the conditional mood, "-isi-" between a verb's stem and its personal
#: ending: after a stem's own vowel ("edellyttäisi", "nostaisivat", "muuttaisi", "kasvaisi"),
#: or on the short stems that drop it ("olisi", "voisi", "saisi", "vaatisi", "sallisi",
#: "laskisi", "tekisi", "tulisi"); not a noun's "-isi" in another language ("analisi", "crisi",
#: "choisi")
_CONDITIONAL: Final = (
    r"\b(?:[^\W\d_]{2,}(?:ä|a|e)|ol|vo|sa|vaat|sall|lask|tek|tul|men|n(?:ä|a)k|pysy)"
    r"isi(?:vat|v(?:ä|a)t|mme|tte)?\b"
)
#: a proposal turned down, withdrawn, tabled, sent back or put off
_PUT_OFF: Final = (
    r"\bve(?:t|d)(?:i|iv(?:ä|a)t|ettiin|etty|etyt|(?:ä|a)nyt|(?:ä|a)neet)\s+(?:\w+\s+)?pois\b|"
    r"\bperu(?:ttiin|ttu|i|ivat|ivat|utettiin|utettu)\b|"
    r"\bhyl(?:k(?:ä|a)|(?:ä|a)t)\w*|"
    r"\b(?:j(?:ä|a)t\w*|pan\w*|pant\w*)\s+(?:\w+\s+)?p(?:ö|o)yd(?:ä|a)lle\b|"
    r"\b(?:palaut\w*|takaisin)\s+(?:\w+\s+){0,2}?valmisteluun\b|"
    r"\blyk(?:k(?:ä|a)|(?:ä|a)t)\w*|\braukes?\w*|\brauennut\b|\bkaatui\b|\bp(?:ö|o)yd(?:ä|a)tt\w*|"
    # ... withdrawn with its object, figures and all, between the verb and its particle ("veti
    # ehdotuksen 2–4 %:n liikkumavarasta pois", "vedettiin takaisin"), sent back to be prepared
    # again ("palautettiin uudelleen valmisteltavaksi"), moved to a later meeting
    r"\b(?:vedettiin|veti|vetiv(?:ä|a)t|vedetty)\s+(?:[^\s.;]+\s+){0,4}?(?:pois|takaisin)\b|"
    r"\bpalaut(?:ettiin|ti|tivat|ettu)\s+(?:[^\s.;]+\s+){0,4}?"
    r"(?:valmisteluun|uudelleen\s+valmisteltavaksi)\b|"
    r"\bsiirrettiin\s+(?:\w+\s+)?(?:my(?:ö|o)hemm(?:ä|a)ksi|my(?:ö|o)hemp(?:ä|a)(?:ä|a)n|seuraavaan)\b|"
    # ... or its adoption denied: "ei hyväksytty", "hallitus ei vahvistanut", "eivät
    # hyväksyneet", or left without it: "hyväksymättä", "vahvistamaton"
    rf"\b{NEGATIVE_VERB}\s+(?:\w+\s+){{0,2}}?{_ADOPTING_STEM}\w*|"
    rf"\b{_ADOPTING_STEM}\w*m(?:ä|a)tt(?:ä|a)\b|\b{_ADOPTING_STEM}\w*m(?:ä|a)t(?:o|ö)n\w*"
)
#: words of a value only supposed, or proposed and put off or turned down
#: a proposal turned down, put off or withdrawn: what readers of every language's refusals take
#: (`polarity_europe`)
REFUSAL: Final = _PUT_OFF
#: words of a value only supposed, or proposed and put off or turned down
HYPOTHETICAL: Final = rf"{_CONDITIONAL}|{_PUT_OFF}"
#: words that name a value as proposed: a proposal, a motion, a draft, a recommendation, alone
#: or as the head of a compound ("muutosehdotus"), and their verbs ("ehdotti", "esitti");
#: not "ehdoton" (absolute) nor "ehdot" (conditions)
PROPOSED: Final = (
    r"\b\w*ehdot(?!on\b|toma?\w*|\b)\w*|"
    r"\b\w*esity(?:s|ks)\w*|"
    r"\besit(?:ti|tiv(?:ä|a)t|t(?:ä|a)(?:ä|a)|t(?:ä|a)v(?:ä|a)t|t(?:ä|a)nyt|t(?:ä|a)neet|"
    r"t(?:ä|a)m(?:ä|a)\w*|etty\w*|ettiin|et(?:ä|a)(?:ä|a)n)\b|"
    r"\b\w*luonno(?:s|ks)\w*|"
    r"\b\w*suosit(?:us|uks|teli|telee|eltu|tel)\w*|"
    # ... and a request ("pyysi", "pyysivät")
    r"\bpyysi(?:v(?:ä|a)t)?\b"
)
#: a proposal said to be adopted: "hyväksyttiin", "hallitus hyväksyi", "vahvistettiin" (a
#: negation before it is turned down: `HYPOTHETICAL`, which `polarity` reads first)
ADOPTED: Final = (
    r"\b(?:hyv(?:ä|a)ksyttiin|hyv(?:ä|a)ksyi|hyv(?:ä|a)ksyiv(?:ä|a)t|vahvistettiin|vahvisti|"
    r"vahvistiv(?:a|ä)t|hyv(?:ä|a)ksytty|vahvistettu|suostui(?:vat)?)\b"
)
#: the words that turn a Finnish sentence to what holds: "mutta", "vaan", "joten", "kun taas"
CLAUSE_TURN: Final = r"mutta|vaan|joten|kun\s+taas|kuitenkin"

__all__ = ["ADOPTED", "CLAUSE_TURN", "HYPOTHETICAL", "NEGATIVE_VERB", "PAST", "PROPOSED", "REFUSAL"]
