"""Wording withdrawn, struck, replaced or turned down, in Czech, Slovak and Romanian, as regex
fragments.

Minutes and e-mails in both languages quote the wording they take back before the one that
stands, as the other languages of `withdrawn_quotes` do: Czech "původní znění «…» se ruší a
nahrazuje se zněním «…»", "návrh (stažen z programu jednání): «…»", "je chybně uvedeno «…»";
Romanian "formularea („…") se retrage", "propunerea („…") a fost respinsă", "a propus
formularea „…", pe care și-a retras-o". The classes:

* the verbs of withdrawing, cancelling, replacing and rejecting, as participles, passives and
  reflexives in every gender and number (Czech "stažen", "stažena", "staženo", "zrušen", "se
  ruší", "nahrazen", "zamítnut", "neschválen", "odložen", "vzat zpět"; Romanian "retras",
  "retrasă", "se retrage", "respins", "respinsă", "înlocuit", "anulat", "revocat", "amânat");
* a wording said to be wrong, which a correction takes back ("chybně uvedeno", "nesprávně
  uvedený", "mylně", "greșit", "eronat");
* the agent that brings the new wording in: the Romanian prepositions "cu" and "prin"
  ("înlocuită cu „…""), and in Czech, which has no preposition for it, a verb of replacing
  followed by a noun in the instrumental ("nahrazuje se zněním «…»", "nahradit textem «…»").

The verbs of withdrawing, putting off and turning down are the one class per language that
`polarity_cs` and `polarity_ro` read too (`refusals_cs_sk_ro`); the cancelling, replacing and
erring words are this reader's own. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_cs_sk_ro import CZECH, ROMANIAN, SLOVAK

#: Romanian "ș" in its three spellings
_SH: Final = r"[șşs]"

WITHDRAWN: Final = (
    # Czech: withdrawn, put off, turned down (the class `polarity_cs` reads, `refusals_cs_sk_ro`)
    rf"{CZECH}|"
    # ... cancelled, replaced, struck, revoked, or said to be wrong
    r"(?:z)?ruš(?:í|ej[íi]|uje|ují|en\w*|il\w*|eno)|nahrazen\w*|nahrazuje|vypuštěn\w*|"
    r"škrtnut\w*|přeškrtnut\w*|odvolán\w*|pozbývá\s+platnosti|"
    r"(?:chybně|nesprávně|mylně|omylem)\s+[^\W\d_]+|"
    # Slovak: withdrawn, put off, turned down (the same class, `refusals_cs_sk_ro`)
    rf"{SLOVAK}|"
    # ... replaced, struck, revoked, said to be wrong ("nahrádza sa", "nahradený", "vypustený",
    # "preškrtnutý", "odvolaný", "pozbúda platnosti", "chybne uvedené", "omylom"), or a wording
    # said to apply no more ("to neplatí", "už neplatí")
    r"nahrádza\w*|nahraden\w*|vypusten\w*|preškrtnut\w*|odvolan\w*|pozbúda\s+platnosti|neplatí|"
    r"(?:chybne|nesprávne|mylne|omylom)\s+[^\W\d_]+|"
    # Romanian: withdrawn, put off, turned down (the class `polarity_ro` reads)
    rf"{ROMANIAN}|"
    # ... a wording a minute takes back in the reflexive present ("formularea se retrage"),
    # replaced, cancelled, revoked, deleted, or said to be wrong
    r"se\s+retrage|retrag\w*|[îi]nlocuit\w*|se\s+[îi]nlocuie[șşs]te|"
    rf"anulat\w*|se\s+anuleaz[ăa]|revocat\w*|eliminat\w*|{_SH}ters\w*|"
    r"gre[șşs]it\w*|eronat\w*"
)
#: the act of replacing right before the old wording: "nahradit «…» zněním «…»", "înlocuind
#: „…" cu „…""; an erratum's "where it reads": "kde je uvedeno", "unde scrie"
REPLACING_BEFORE: Final = (
    r"nahradit|nahrazení|nahrazuj[íi]c\w*|[îi]nlocuind|[îi]nlocuirea|a\s+[îi]nlocui|"
    r"kde\s+je\s+uvedeno|unde\s+scrie|"
    # the old wording as the object of "instead of": Czech "místo", "namísto", Slovak
    # "namiesto", Romanian "în loc de"
    r"(?:na)?místo|namiesto|[îi]n\s+loc\s+de"
)
#: the words that bring the replacement in, ending the withdrawn part: "místo toho", "namísto
#: toho", "în schimb", "în locul acesteia"
PART_END: Final = r"(?:na)?místo\s+toho|[îi]n\s+schimb|[îi]n\s+locul\s+\w+"
#: the agent of a replacement right before the new wording
AGENT_BEFORE: Final = (
    r"cu|prin|"
    # (Slovak: "nahrádza sa textom", "nahradiť znením", instrumental in "-om")
    r"(?:nahr[aá][zd]\w*|zaměn\w*|zamen\w*)(?:\s+s[ea])?(?:\s+[^\W\d_]+(?:em|ím|ou|ami|y|om))?"
)

__all__ = ["AGENT_BEFORE", "PART_END", "REPLACING_BEFORE", "WITHDRAWN"]
