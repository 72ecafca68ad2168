"""Values only proposed, or proposed and put off, withdrawn or turned down, in Czech.

A Czech penzijní společnost's papers (the představenstvo's usnesení, an investiční výbor's
zápis, a risk department's memo) tell a limit's history as the other continental ones do
(`polarity_europe`, `polarity_pl`): a figure a unit "navrhoval", "navrhla", "doporučil", a
"návrh" or a draft ("návrh změny statutu … počítal s 14 %") names as proposed; a body that
takes the item off the agenda ("bod byl stažen z programu jednání"), puts it off ("byl odložen",
"odročen"), sends it back ("vrácen k přepracování") or turns it down ("zamítlo", "návrh nebyl
schválen", "neschválilo", "odmítlo") has adopted it no more. What the sentence says after a
request closed so ("…, bod byl ale stažen – nadále tedy platí limit 3 %") is what holds.

Czech inflects every word and marks negation by the prefix "ne-" on the verb ("neschválilo",
"nepřijal"), or on the auxiliary of a passive ("nebyl schválen"); verbs are read in every
person, gender and aspect ("navrhoval", "navrhl", "navrhla", "navrhuje"), participles and nouns
in every case ("návrh", "návrhu", "návrhem"; "zamítnutý", "zamítnuta"), with and without their
diacritics (a chat drops them). A Slovak d.s.s.'s papers say the same in the same order, their
stems apart ("návrh bol zamietnutý", "bod bol stiahnutý z programu", "nebol schválený"): the
refusals are read in both (`refusals_cs_sk_ro`). The fragments are regular expressions over
lower-cased text that `polarity` and `polarity_europe` join to their own. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_cs_sk_ro import CS_ADOPTING, CZECH, SK_ADOPTING, SLOVAK

#: the noun of a request or a draft in every case ("návrh", "návrhu", "návrhem", "návrhy"), a
#: recommendation ("doporučení"), a motion ("podnět"); the compounds of "návrh" ("protinávrh")
_REQUEST_NOUN: Final = (
    r"(?:\w*n(?:á|a)vrh(?:u|em|y|ů|u|ům|ích)?|doporu(?:č|c)en(?:í|i)\w*|podn(?:ě|e)t(?:u|em|y)?|"
    r"koncept(?:u|em)?)"
)
#: an item of an agenda ("bod", "bodu"), which a body takes off or puts off as it does a request
_ITEM_NOUN: Final = r"(?:bod(?:u|em|y)?|z(?:á|a)le(?:ž|z)itost\w*)"
#: the stems of adopting: approving, accepting, passing ("schválit", "přijmout", "odsouhlasit")
_ADOPTING: Final = rf"(?:{CS_ADOPTING}|{SK_ADOPTING})"
#: a request put off, withdrawn or turned down, as a participle (every gender and case) or a
#: body's preterite (every gender and number): "zamítnut(a/o/y)", "zamítl(a/o/i)", "stažen z
#: programu", "odložen", "vrácen k přepracování", "neschválilo", "nebyl schválen"; the one
#: Czech class `withdrawal_cs_ro` reads too (`refusals_cs_sk_ro`); and the Slovak one, whose
#: papers (a d.s.s.'s "návrh bol zamietnutý", "bod bol stiahnutý z programu") tell a limit's
#: history in the same words and order, their stems apart ("zamiet-", "stiahn-", "bol")
_PUT_OFF: Final = rf"(?:{CZECH}|{SLOVAK})"
#: a request turned down, put off or withdrawn: what readers of every language's refusals take
#: (`polarity_europe`)
REFUSAL: Final = rf"\b{_PUT_OFF}(?!\w)"
#: words of a value proposed and put off or turned down
HYPOTHETICAL: Final = REFUSAL
#: words that name a value as proposed: the request's noun, its verb in every person, gender
#: and aspect ("navrhoval", "navrhl", "navrhla", "navrhuje", "navržený"), a recommendation
#: ("doporučil", "doporučuje"), a draft that counts with a figure ("počítal s")
PROPOSED: Final = (
    rf"\b(?:{_REQUEST_NOUN}|navrh\w*|navr(?:ž|z)en\w*|doporu(?:č|c)\w*|"
    r"(?:po)?(?:ž|z)(?:á|a)dal\w*\s+o|po(?:č|c)(?:í|i)tal\w*\s+s)(?!\w)"
)
#: a request or an item closed where it is named, put off or turned down: what the rest of its
#: sentence says holds ("návrh představenstvo zamítlo. Platný limit …", "bod byl ale stažen z
#: programu jednání – nadále tedy platí …")
REFUSED_PROPOSAL: Final = (
    rf"\b(?:{_REQUEST_NOUN}|{_ITEM_NOUN})\s+(?:[^\d\s.;,]+\s+){{0,3}}?{_PUT_OFF}"
    # ... closed there: where it was taken off or put off, and a vote count, may follow, then a
    # clause's end or a turn to what follows from it
    r"(?=(?:\s+(?:z|na|do|v|ve|p(?:ř|r)ed|od)\s+(?:[\w.-]+\s+){0,2}?[\w.-]+)?"
    r"\s*(?:\([^()]{0,40}\))?\s*(?:[,;:.–—-]|\s(?:a|ale|tedy|proto|tak(?:že)?)\b))"
)
#: a proposal or a version said to be adopted, in every gender and case: "schválené znění",
#: "představenstvo schválilo", "přijato", "odsouhlaseno" (a negation before it is turned down:
#: `HYPOTHETICAL`, read first)
ADOPTED: Final = (
    r"(?<!\bnebyl\s)(?<!\bnebyla\s)(?<!\bnebylo\s)(?<!\bnebol\s)(?<!\bnebola\s)"
    rf"(?<!\bnebolo\s)\b{_ADOPTING}(?!\w)"
)
#: the words that turn a Czech sentence to what holds: "ale", "avšak", "však", "tedy", "proto"
#: (and the Slovak "teda", "preto")
CLAUSE_TURN: Final = (
    r"ale|av(?:š|s)ak|v(?:š|s)ak|nicm(?:é|e)n(?:ě|e)|tedy|proto|tak(?:ž|z)e|teda|preto"
)

__all__ = ["ADOPTED", "CLAUSE_TURN", "HYPOTHETICAL", "PROPOSED", "REFUSAL", "REFUSED_PROPOSAL"]
