"""A clause that says a value stays in force: "… and the limit remains 120 %".

Minutes and board letters report a proposal and its fate in one sentence: "Management proposed
moving total gross exposure to 180 % of NAV; the Board did not approve the proposal, and the
limit remains not more than 120 % of NAV." The sentence speaks of a proposal, but the clause
that says what *remains*, *stays*, *continues to apply*, *is unchanged at*, *is kept at* or
*is left at* states what holds now, whatever the sentence proposed before it: a verb of
persisting is the opposite of a proposal's. The clause, not the sentence, is then read for
whether its value is only proposed ("the Board proposes that the cap remain 5 %" still
proposes it).

The verb may be said of the body that keeps the value ("The Committee did not accept the
proposal and kept 25 %", "the trustees retained 3x"): the clause after "and" is what holds.

The verbs are read in Portuguese, Italian and Swedish too ("e o limite continua em 12 %", "resta
il 30 %", "taket ligger kvar på 125 baspunkter").

One reading serves both registers that met it first: board minutes ("the limit remains not more
than 120 %") and committee and due-diligence records ("declined the proposal, and the limit
stays at 25 %", "still stands at").

A proposal the same sentence says was taken up begins a clause in force the same way: "Consultation
outcome: respondents supported the proposal, and the cap will be 25 % from the June review", "the
amendment was approved; cash is now at least 1 %". The proposal is named, but as adopted; the
clause after the adoption states the rule (`adopted_clause_start`). An adoption said with a
negation ("did not support the proposal") adopts nothing.

This module never decides what a clause's value is of; it only finds where a clause that keeps
its value in force begins.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.decision_lexicon_es import CLAUSE_BREAK as SPANISH_CLAUSE_BREAK
from quantward_validation.decision_lexicon_es import PERSISTS as SPANISH_PERSISTS
from quantward_validation.in_force_cs_ro import PERSISTS as CS_RO_PERSISTS
from quantward_validation.in_force_de_da import PERSISTS as DE_DA_PERSISTS
from quantward_validation.in_force_fi import PERSISTS as FINNISH_PERSISTS
from quantward_validation.in_force_hu import PERSISTS as HU_PERSISTS

#: a verb of persisting: the value it governs is in force now, and was before
_PERSISTS: Final = re.compile(
    r"\b(?:remains?|remained|stays?|stayed|"
    r"continues?\s+(?:to\s+(?:be|stand|apply|hold)\b|at\b)|"
    r"(?:is|are|was|were|will\s+be|shall\s+be)\s+(?:still\s+)?"
    r"(?:left|kept|maintained|retained|held|unchanged|unaltered|preserved)|"
    r"(?:is|are)\s+still|(?:unchanged|maintained|retained)\s+at|(?:still\s+)?stands?\s+at|"
    r"(?:holds?|held)\s+(?:steady|firm)\s+at|"
    # ... or said of the body that kept it: "the Committee … kept 25 %", "retained the 2x cap"
    r"kept|retained|maintained|"
    # ... in Portuguese: "continua em 12 %", "permanece", "mantém-se", "segue valendo", "fica
    # mantido em"
    r"continuam?\s+(?:em|a\s+ser|sendo|valendo|vigente)|"
    # ... and in European Portuguese, its "a" with the infinitive: "continua a aplicar-se",
    # "continua a vigorar", "continua a valer", "continua em vigor"
    r"continuam?\s+(?:a\s+(?:aplicar-se|vigorar|valer|ser\s+aplicad[ao]s?)|em\s+vigor)|permanecem?|mant(?:é|e)m-se|"
    r"segue(?:m)?\s+(?:em|valendo|vigente)|(?:fica|ficam)\s+mantid[ao]s?|mantid[ao]s?\s+em|"
    # ... in Italian: "resta al 30 %", "rimane", "resta fermo", "si applica il limite vigente",
    # "invariato al"
    r"rest(?:a|ano)|riman(?:e|gono)|invariat[oa]\s+(?:a|al|all['’])|"
    r"si\s+applica\s+(?:il|la|l['’])\s+(?:limite|soglia|valore)\s+(?:vigente|in\s+vigore)|"
    # ... in Swedish: "ligger kvar på", "kvarstår", "står kvar", "förblir", "gäller alltjämt"
    r"ligger\s+kvar|kvarstår|står\s+kvar|förblir|gäller\s+(?:alltjämt|fortsatt|tills\s+vidare)|"
    r"oförändrad|oförändrat|behålls|"
    # ... in Spanish: "sigue aplicando", "se queda en", "se mantiene en" (`decision_lexicon_es`)
    rf"{SPANISH_PERSISTS}|"
    # ... in German, Danish and Norwegian: "es bleibt bei", "gilt weiter", "fastholdt", "er
    # fortsat", "gælder stadig" (`in_force_de_da`)
    rf"{DE_DA_PERSISTS}|"
    # ... in Finnish: "on edelleen", "pysyy", "säilyy ennallaan", "piti" (`in_force_fi`)
    rf"{FINNISH_PERSISTS}|"
    # ... and in Hungarian: "továbbra is", "marad", "változatlanul" (`in_force_hu`)
    rf"{HU_PERSISTS}|"
    # ... in Czech and Romanian: "nadále", "zůstává", "ponechalo", "rămâne", "a menținut"
    # (`in_force_cs_ro`)
    rf"{CS_RO_PERSISTS})(?![\w-])",
    re.IGNORECASE,
)
#: where a clause begins: after a comma, a semicolon, a colon or a dash, or a coordinating word
_CLAUSE_BREAK: Final = re.compile(
    r"[,;:(]|\s[—–-]\s|\b(?:and|but|while|whereas|so|hence|therefore|thus|"
    # ... and the same words in Portuguese, Italian and Swedish
    r"e|ed|mas|por(?:é|e)m|ma|per(?:ò|o)|mentre|och|men|medan|"
    # ... and in Spanish (`decision_lexicon_es`)
    rf"{SPANISH_CLAUSE_BREAK}|"
    # ... and in German, Danish and Norwegian
    r"und|aber|sondern|og|så|mens|"
    # ... and in Finnish
    r"mutta|vaan|joten|kun)\b",
    re.IGNORECASE,
)


def standing_clause_start(sentence: str, here: int) -> int:
    """Where the clause holding a value at `here` begins when a verb of persisting governs it
    ("…, and the limit remains 120 %"), else 0: a reader of what the sentence proposes reads
    the clause from there, since what remains was never only proposed."""
    start = 0
    for m in _PERSISTS.finditer(sentence, 0, here):
        if _CLAUSE_BREAK.search(sentence, m.end(), here) is not None:
            continue  # the value is in a later clause than the verb
        begins = max((c.end() for c in _CLAUSE_BREAK.finditer(sentence, 0, m.start())), default=0)
        start = max(start, begins)
    return start


#: a proposal said to be taken up: "supported the proposal", "the amendment was approved",
#: "adopted the committee's recommendation"
_ADOPTED: Final = re.compile(
    r"\b(?:(?:broadly|fully|overwhelmingly|unanimously|largely|formally)\s+)?(?:supported|"
    r"adopted|approved|accepted|endorsed|ratified|backed|carried|passed|confirmed)\s+"
    r"(?:the|this|that|its|our|their)\s+(?:[\w'’-]+\s+){0,2}?(?:proposals?|motions?|"
    r"recommendations?|amendments?|changes?|draft)\b|"
    r"\b(?:proposals?|motions?|recommendations?|amendments?|changes?|draft)\s+(?:was|were|"
    r"has\s+been|have\s+been|is|are)\s+(?:(?:duly|formally|broadly|fully|unanimously)\s+)?"
    r"(?:adopted|approved|accepted|endorsed|ratified|carried|passed|confirmed|supported)\b",
    re.IGNORECASE,
)
#: a negation before the adoption: "did not support", "was not approved", "never adopted"
_NEGATED: Final = re.compile(
    r"\b(?:not|never|no|n['’]t|neither|nor|failed\s+to|declined\s+to|refused\s+to)\s+"
    r"(?:[\w'’-]+\s+){0,2}$",
    re.IGNORECASE,
)


def adopted_clause_start(sentence: str, here: int) -> int:
    """Where the clause after one saying a proposal was taken up begins, when the value at
    `here` is in a later clause ("…supported the proposal, and the cap will be 25 %"), else 0:
    what the adopted proposal gives is no longer only proposed."""
    start = 0
    for m in _ADOPTED.finditer(sentence, 0, here):
        said = sentence[max(0, m.start() - 30) : m.start()] + m.group(0)
        if _NEGATED.search(sentence[max(0, m.start() - 30) : m.start()]) or re.search(
            r"\b(?:not|never)\b", said
        ):
            continue
        after = _CLAUSE_BREAK.search(sentence, m.end(), here)
        if after is not None:
            start = max(start, after.end())
    return start


def persisting_verbs(text: str) -> list[re.Match[str]]:
    """Every verb of persisting in `text` ("remains", "stays at", "is kept at", "retained"): a
    reader of which of two figures holds (`rival_figures`) puts the figures they govern in
    force."""
    return list(_PERSISTS.finditer(text))


__all__ = ["adopted_clause_start", "persisting_verbs", "standing_clause_start"]
