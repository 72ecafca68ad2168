"""Values only proposed, or proposed and put off, withdrawn or turned down, in Romanian.

A Romanian pension fund administrator's papers (a Consiliul de Supraveghere's hotărâre, a
comitetul de investiții's proces-verbal, a risk function's notă) tell a limit's history as the
other Romance ones do (`polarity_europe`): a figure a unit "a propus", "propunea", "a
recomandat", a "propunere" or a draft ("draftul v3", "proiectul de prospect") names as proposed;
a body that withdraws it ("propunerea a fost retrasă de pe ordinea de zi"), puts it off ("a fost
amânată"), sends it back ("a returnat spre reanalizare") or turns it down ("a fost respinsă",
"nu a fost aprobată", "a respins") has adopted it no more. What the sentence says after a
request closed so ("…; rămâne 40 de societăți") is what holds.

Romanian inflects its participles by gender and number ("retras", "retrasă", "retrase",
"retrași") and its nouns with an enclitic article ("propunere", "propunerea", "propunerii"); the
words are read in all those forms, with and without their diacritics (ă/a, â/a, ș/s, ț/t; the
old cedilla ş, ţ too). The fragments are regular expressions over lower-cased text that
`polarity` and `polarity_europe` join to their own. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_cs_sk_ro import ROMANIAN_BODY, ROMANIAN_PARTICIPLE

#: ș and ț, in the comma and the cedilla forms, or dropped
_S: Final = r"(?:ș|ş|s)"
_T: Final = r"(?:ț|ţ|t)"
_A: Final = r"(?:ă|â|a)"
#: the noun of a request or a draft, with its article and case: "propunere", "propunerea",
#: "propunerii", "propunerile"; "recomandarea"; "proiectul" of a rule (a bare "proiect" is any
#: project); a draft with its Romanian article ("draftul", "draftului": the bare English "draft"
#: is the English reader's, whose settled drafts state a value)
_REQUEST_NOUN: Final = (
    r"(?:propuner(?:e|ea|ii|i|ile|ilor)|recomand(?:are|area|ării|arii|ări|ari)|"
    r"proiect(?:ul|ului)?\s+de\s+(?:prospect|hot" + _A + r"r" + _A + r"re|norm\w*|politic\w*|"
    r"regulament\w*|modificare\w*)|draft(?:ul|ului))"
)
#: the passive auxiliary: "a fost", "au fost", "fusese", "este", "e", "va fi"
_BEEN: Final = r"(?:a|au)\s+fost|fusese|fuseser" + _A + r"|este|e|va\s+fi|vor\s+fi"
#: a request put off, withdrawn or turned down: the participle in every gender and number
#: ("retras(ă)", "respins(ă)", "amânat(ă)"), the body's present ("respinge", "amână"), taken off
#: the agenda, sent back, or its adoption denied ("nu a fost aprobată"); and the body's own verb
#: in the perfect ("a respins", "a amânat"): the one Romanian class `withdrawal_cs_ro` reads
#: too (`refusals_cs_sk_ro`)
_PARTICIPLE: Final = ROMANIAN_PARTICIPLE
_BODY_PUT_OFF: Final = ROMANIAN_BODY
#: a request turned down, put off or withdrawn: what readers of every language's refusals take
#: (`polarity_europe`)
REFUSAL: Final = rf"\b(?:{_PARTICIPLE}|{_BODY_PUT_OFF})(?!\w)"
#: words of a value proposed and put off or turned down
HYPOTHETICAL: Final = REFUSAL
#: words that name a value as proposed: the noun, the verb in its perfect and imperfect ("a
#: propus", "propunea", "propuneau", "propune"), its participle ("propus", "propusă"), a
#: recommendation or a suggestion, a draft
PROPOSED: Final = (
    rf"\b(?:{_REQUEST_NOUN}|propus\w*|propune(?:a|au|m|ți|ti)?|recomand\w*|suger\w*|"
    r"draft(?:ul|ului|uri|urile)|proiect(?:ul|ului)?\s+de\s+\w+)(?!\w)"
)
#: a request closed where it is named, put off or turned down: what the rest of its sentence
#: says holds ("Propunerea a fost respinsă (3 voturi pentru, 4 împotrivă); rămâne …")
REFUSED_PROPOSAL: Final = (
    rf"\b(?:{_REQUEST_NOUN}\s+(?:(?:{_BEEN})\s+)?{_PARTICIPLE}|{_BODY_PUT_OFF}\s+(?:\w+\s+){{0,2}}?"
    rf"{_REQUEST_NOUN})"
    r"(?=(?:\s+(?:de\s+pe|de\s+la|din|la|în|in|pe|spre)\s+(?:[\w.-]+\s+){0,2}?[\w.-]+)?"
    r"\s*(?:\([^()]{0,40}\))?\s*(?:[,;:.–—-]|\s(?:" + _S + r"i|dar|deci|a" + _S + r"adar)\b))"
)
#: a proposal or a version said to be adopted: "aprobat(ă)", "a aprobat", "adoptat", "avizat",
#: "s-a stabilit" (a negation before it is turned down: `HYPOTHETICAL`, read first)
ADOPTED: Final = (
    r"(?<!\bnu\sa\s)(?<!\bnu\sau\s)(?<!\bnu\sa\sfost\s)(?<!\bne)\b(?:aproba"
    + _T
    + r"\w*|adopta"
    + _T
    + r"\w*|avizat\w*|s-a\s+stabilit|(?:a|au)\s+(?:aprobat|adoptat|hot"
    + _A
    + r"r"
    + _A
    + r"t))(?!\w)"
)
#: the words that turn a Romanian sentence to what holds: "dar", "însă", "totuși", "deci" ("dar"
#: after its comma: bare, it is the Spanish and Portuguese "to give", "la propuesta de dar a la
#: gestora un margen", which turns nothing)
CLAUSE_TURN: Final = (
    r"(?<=,\s)dar|(?:î|i)ns" + _A + r"|totu" + _S + r"i|deci|a" + _S + r"adar|prin\s+urmare"
)

__all__ = ["ADOPTED", "CLAUSE_TURN", "HYPOTHETICAL", "PROPOSED", "REFUSAL", "REFUSED_PROPOSAL"]
