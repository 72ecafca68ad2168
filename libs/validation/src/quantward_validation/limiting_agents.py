"""A verb of limiting whose subject is the limits themselves: how risk is held, not an aim.

A request often says, beside its objective, what keeps the risk in check: "the highest expected
return; the limits contain the risk", "das Risiko begrenzen die Limite", "rammerne begrænser
risikoen", "risk is capped by the mandate's limits". The verb ("contain", "begrenzen",
"begrænse") is a direction word, but its subject is the constraint set, not the client asking
for less risk: the clause describes the constraints, which the plan honours anyway, and asks
for no minimum-risk objective. Read by structure, whatever the language: a limiting verb with
a noun of the limits as its subject (before or after the verb, as German and the Romance
languages put it either way) or as its passive agent ("by", "durch", "por", "par", "af"). A
noun of the limits after another preposition ("limit volatility within the mandate limits",
"innerhalb der Limite") is where the limiting happens, and the verb keeps its direction.

Pure: a clause and a word's offsets in, a yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

#: verbs of limiting, every inflection: "limit", "cap", "contain", "constrain", "bound",
#: "restrict"; "begrenzen", "beschränken"; "limiter", "borner", "plafonner"; "limitare",
#: "vincolare"; "limitar", "acotar", "restringir"; "beperken"; "begränsa"; "begrænse", "begrense"
_LIMITING: Final = re.compile(
    r"(?:limit\w*|cap(?:s|ped|ping)?|contain\w*|constrain\w*|bound(?:s|ed|ing)?|restrict\w*|"
    r"curb\w*|begrenz\w*|beschränk\w*|born\w*|plafonn\w*|vincol\w*|acot\w*|restring\w*|"
    r"beperk\w*|begräns\w*|begræns\w*|begrens\w*)",
    re.IGNORECASE,
)
#: the limits as a noun phrase: the plural of limit, constraint, bound, restriction, framework
#: and guideline in the languages of the suite, with the definite article fused (Nordic) or
#: not: "the limits", "die Limite", "die Grenzen", "les limites", "les contraintes", "i
#: limiti", "i vincoli", "los límites", "las restricciones", "de limieten", "gränserna",
#: "rammerne", "grænserne", "os limites"
_LIMITS: Final = (
    r"(?:limits|constraints|bounds|restrictions|guardrails|limite|limiten|grenzen|"
    r"nebenbedingungen|schranken|limites|contraintes|bornes|limiti|vincoli|l[ií]mites|"
    r"restricciones|restri[çc][õo]es|limieten|grenzen|beperkingen|gränserna|gränser|ramarna|"
    r"rammerne|rammer|grænserne|grænser|rammene|grensene)"
)
#: what may stand before that noun in its phrase: an article and up to two modifiers ("the
#: mandate's risk limits", "die Limite des Risikohandbuchs" has its modifier after)
_PHRASE_BEFORE: Final = r"(?:[\w'’-]+\s+){0,3}"
#: a preposition before the phrase makes it no subject, unless it is the passive's agent
_PREPOSITION: Final = re.compile(
    r"\b(?:within|inside|under|in|into|to|of|at|on|with|against|innerhalb|unter|in|im|an|mit|"
    r"dans|sous|avec|entro|dentro|nei|nel|con|en|dentro\s+de|binnen|onder|met|inom|under|"
    r"med|inden\s+for|indenfor|inden|i|dentro\s+dos|nos)\s+" + _PHRASE_BEFORE + r"$",
    re.IGNORECASE,
)
_AGENT: Final = re.compile(
    r"\b(?:by|durch|von|par|da|dai|dagli|por|door|av|af|pelos|pelas)\s+" + _PHRASE_BEFORE + r"$",
    re.IGNORECASE,
)
#: (German, Dutch and the Nordic languages head a compound with it: "die Veranlagungsgrenzen",
#: "die Risikolimite", "de beleggingslimieten", "investeringsgrænserne")
_LIMITS_NOUN: Final = re.compile(rf"\b[\w-]*?{_LIMITS}\b", re.IGNORECASE)


def limits_do_it(clause: str, start: int, end: int) -> bool:
    """Whether the word at [start, end) of `clause` is a verb of limiting whose subject (or
    passive agent) is the limits: "the limits contain the risk", "das Risiko begrenzen die
    Limite", "risk is capped by the limits"."""
    if not _LIMITING.fullmatch(clause, start, end):
        return False
    for noun in _LIMITS_NOUN.finditer(clause):
        if start <= noun.start() < end:
            continue  # the verb's own word ("limits" as a verb is no subject of itself)
        before = clause[: noun.start()]
        if _AGENT.search(before):
            return True
        if not _PREPOSITION.search(before):
            return True
    return False
