"""Wording withdrawn, struck, replaced or turned down, in Czech and Romanian, as regex fragments.

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

Pure data.
"""

from __future__ import annotations

from typing import Final

#: Romanian "ș" in its three spellings
_SH: Final = r"[șşs]"

WITHDRAWN: Final = (
    # Czech
    r"stažen\w*|stáhl\w*|stahuje\s+se|(?:z)?ruš(?:í|ej[íi]|uje|ují|en\w*|il\w*|eno)|"
    r"nahrazen\w*|nahrazuje|"
    r"zamítnut\w*|zamítl\w*|odmítnut\w*|neschválen\w*|odložen\w*|vypuštěn\w*|škrtnut\w*|"
    r"přeškrtnut\w*|odvolán\w*|(?:vzat\w*|vzal\w*|bere|berou)\s+zpět|pozbývá\s+platnosti|"
    r"(?:chybně|nesprávně|mylně|omylem)\s+[^\W\d_]+|"
    # Slovak: "stiahnutý", "sťahuje sa", "nahrádza sa", "nahradený", "zamietnutý", "odmietnutý",
    # "vypustený", "preškrtnutý", "odvolaný", "pozbúda platnosti", "chybne uvedené", "omylom";
    # a wording said to apply no more ("to neplatí", "už neplatí") is taken back as well
    r"stiahnut\w*|stiahol\w*|sťahuje\s+sa|nahrádza\w*|nahraden\w*|zamietnut\w*|zamietol\w*|"
    r"odmietnut\w*|vypusten\w*|preškrtnut\w*|odvolan\w*|pozbúda\s+platnosti|neplatí|"
    r"(?:chybne|nesprávne|mylne|omylom)\s+[^\W\d_]+|"
    # Romanian
    r"retras\w*|se\s+retrage|retrag\w*|respins\w*|[îi]nlocuit\w*|se\s+[îi]nlocuie[șşs]te|"
    rf"anulat\w*|se\s+anuleaz[ăa]|revocat\w*|am[âa]nat\w*|eliminat\w*|{_SH}ters\w*|"
    r"nu\s+(?:a|au)\s+fost\s+aprobat\w*|gre[șşs]it\w*|eronat\w*"
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
