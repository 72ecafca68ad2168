"""Values said of a time that is over: an exception that has expired, a phase that has ended.

Limits carry their history with them: "max. 1,5x* … * Only in the launch phase (first six months
after 01.07.2016) the limit was 3x; this exception is expired since long time", "During the
ramp-up period the cash floor was 1 %, which no longer applies", "Transitional limit of 12 %
(lapsed on 31.12.2019)". The value of the ended time is not in force, and the note that tells
of it narrows nothing: it says *when* another value held, not *which part* of the subject the
marked value is the limit of.

* `lapsed` reads whether the value at a place is said of a time that is over: its sentence says
  something has expired, lapsed, ended or no longer applies, and the value's own clause is that
  ended time's (said in the past, of an exception, a phase or a transitional period, or in the
  clause that says it ended) rather than what holds now ("remains", "is", "now"); the next
  sentence may say it, pointing back ("… was relaxed to 180 bp. That lapsed on 30 April").
* `source_lapsed` reads whether the value's sentence gives it as what a source said that the
  sentence marks out of force before the value: a tag on the source ("Rulebook v1.4 (now
  superseded) set it at 12 %", "The 2019 guidelines, since withdrawn, capped it at 6 %") or a
  word before its name ("the repealed policy set …"). A version, draft or policy that no longer
  holds states no limit in force, however present its verb.
* `of_another_time` reads whether a note's "only" restricts a time ("only in the launch phase",
  "only during the first year", "only until 30.06.2025") or an ended time, rather than a part
  of the subject ("only government issuers").
"""

from __future__ import annotations

import itertools
import re
from typing import Final

from quantward_validation.abbreviations import NOT_AFTER_ABBREVIATION
from quantward_validation.quantities import quantities

#: something said to be over: "is expired (since long time)", "has lapsed", "ended in 2019", "no
#: longer applies", "is not more valid" (a non-native "no longer"), "does not apply any more",
#: "ran out", "was abolished", "is obsolete"
_OVER: Final = re.compile(
    r"\b(?:(?:is|are|was|were|has|have|had)\s+(?:been\s+)?(?:now\s+|already\s+|long\s+|"
    r"since\s+\w+\s+)?(?:expired|lapsed|elapsed|ended|over(?!\s*[\d(~≈])|terminated|ceased|finished|"
    r"abolished|repealed|revoked|withdrawn|cancell?ed|discontinued|phased\s+out|run\s+out|"
    r"superseded|obsolete|outdated)|expired|lapsed|ran\s+out|"
    r"no\s+(?:longer|more)\s+(?:valid|applies|applicable|apply|in\s+(?:force|effect|place)|"
    r"relevant|binding)|"
    r"not\s+(?:more|longer|any\s*more)\s+(?:valid|applicable|in\s+(?:force|effect)|binding)|"
    r"not\s+valid\s+any\s*(?:more|longer)|(?:does|do)\s+not\s+apply\s+any\s*(?:more|longer)|"
    r"out\s+of\s+force)\b",
    re.IGNORECASE,
)
#: a clause said of the ended time: in the past tense, or naming an exception, a phase or a
#: transitional period ("the limit was 3x", "launch-phase exception of 3x", "initially 12 %")
_OF_THEN: Final = re.compile(
    r"\b(?:was|were|had\s+been|used\s+to|initially|originally|formerly|previously|at\s+launch|"
    r"(?:at|since|after)\s+inception|"
    r"exceptions?|derogations?|waivers?|phases?|transitional|transition|temporary|temporarily|"
    r"ramp[\s-]?up|start[\s-]?up|launch|build[\s-]?up|initial\s+period)\b",
    re.IGNORECASE,
)
#: a clause said of what holds now: "remains", "stays", "is now", "applies", "currently"
_OF_NOW: Final = re.compile(
    r"\b(?:remains?|stays?|now|currently|actually\s+(?:is|the)|applies|in\s+force|valid\s+is|"
    r"is\s+valid|going\s+forward|from\s+now\s+on)\b",
    re.IGNORECASE,
)
#: where a sentence ends: a full stop that is no decimal point nor an abbreviation's before a
#: lower-case word, a line
_SENTENCE_END: Final = re.compile(r"(?<!\d)" + NOT_AFTER_ABBREVIATION + r"\.(?!\d|\s*[a-z(])|\n")
#: where a clause of it ends: a semicolon, a parenthesis, a dash between spaces, "but", "while",
#: "whereas" ("max. 5 % (the 10 % exception is over)" says nothing over of the 5 %), a comma
#: before "and" ("the old limit of 6 % was abolished, and the new limit of 4 % applies")
_CLAUSE_END: Final = re.compile(r";|[()]|\s[—–-]\s|,?\s\b(?:but|while|whereas|however)\b|,\s+and\b")


#: the start of a sentence that points back at the one before: "That", "This", "It", "The
#: relaxation", "This temporary exception"
_POINTS_BACK: Final = re.compile(
    r"[.\s]*(?:that|this|it|which|the|such)(?:\s+(?:[\w-]+\s+){0,2}?(?:relaxation|"
    r"exception|waiver|measure|increase|extension|dispensation|derogation|change|arrangement|"
    r"allowance|uplift|override|level|figure|limit))?\s+",
    re.IGNORECASE,
)


#: ... and its verb of ending, bare as a sentence's own verb: "That ended in June"
_ENDED: Final = re.compile(r"(?:ended|ceased|stopped|terminated|finished)\b", re.IGNORECASE)


def _clauses(text: str, first: int, last: int) -> list[tuple[int, int]]:
    cuts = [first, *(m.start() for m in _CLAUSE_END.finditer(text, first, last)), last]
    return [(a, b) for a, b in itertools.pairwise(cuts) if b > a]


def _valued(part: str) -> bool:
    """Whether `part` writes a value in a unit (a date's bare numbers are none)."""
    return any(q.form != "plain" for q in quantities(part))


def lapsed(text: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` of `text` is said of a time that is over ("only in the
    launch phase the limit was 3x; this exception is expired"): not a value in force."""
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _SENTENCE_END.finditer(text, end)), len(text))
    parts = _clauses(text, first, last)
    at = next((i for i, (a, b) in enumerate(parts) if a <= start < b), None)
    if at is None:
        return False
    clause = text[parts[at][0] : parts[at][1]]
    if _OF_NOW.search(_OVER.sub(" ", clause)):  # "no longer applies" says nothing holds now
        return False
    if _OVER.search(clause):
        return True  # "the exception of 3x has expired"
    following = parts[at + 1 :]
    # a parenthesis right after the value is said of it: "3x (lapsed in 2019)"
    if following and text[end : following[0][0]].strip() == "":
        aside = text[following[0][0] : following[0][1]]
        if aside.startswith("(") and _OVER.search(aside) and not _valued(aside):
            return True
    # the clause that says it is over follows the value's, which is said of that time
    if not _OF_THEN.search(clause):
        return False
    if any(_OVER.search(text[a:b]) and not _valued(text[a:b]) for a, b in following):
        return True
    # ... or opens the next sentence, pointing back at it: "… was relaxed to 180 bp as an
    # emergency measure. That lapsed on 30 April and 120 bp applies from then on."
    then = _POINTS_BACK.match(text, last)
    return then is not None and (
        _OVER.match(text, then.end()) is not None or _ENDED.match(text, then.end()) is not None
    )


#: the words of a source out of force: superseded, withdrawn, repealed, …
_OUT_OF_FORCE: Final = (
    r"(?:superseded|withdrawn|repealed|rescinded|revoked|lapsed|expired|obsolete|retired|"
    r"abandoned|rejected|replaced|overridden|no\s+longer\s+(?:in\s+force|valid|applicable|"
    r"current|applies))"
)
#: a source tagged out of force before its value: "(now superseded)", "(withdrawn in 2024)",
#: ", since superseded,", "(superseded by v2.0)"; or named with the word before it: "the
#: superseded rulebook", "the now-withdrawn draft"
_SOURCE_OUT: Final = re.compile(
    rf"\(\s*(?:(?:now|since|long|already|subsequently|later)\s+)?{_OUT_OF_FORCE}"
    r"(?:\s+(?:by|on|in|at|with|from|since)\b[^()]{0,60})?\s*\)|"
    rf",\s*(?:(?:now|since|long|already|subsequently|later)\s+)?{_OUT_OF_FORCE}"
    r"(?:\s+(?:by|on|in|at|with|from|since)\b[^(),]{0,60})?\s*,|"
    rf"\b(?:the|its|our|their|this|that)\s+(?:now[- ])?{_OUT_OF_FORCE}\s+"
    r"(?:[\w.'’-]+\s+){0,3}?(?:rule\s*book|rules?|versions?|v\d[\w.]*|editions?|drafts?|"
    r"polic(?:y|ies)|guidelines?|methodolog(?:y|ies)|documents?|texts?|terms|specifications?|"
    r"mandates?|prospectus|circulars?|notices?|papers?|proposals?|schedules?|annex(?:es)?|"
    r"sections?|clauses?|paragraphs?|limits?|regimes?|framework)\b",
    re.IGNORECASE,
)
#: what turns from that source to another before the value: a contrast, a present
_TURNS: Final = re.compile(
    r"\b(?:but|whereas|while|however|now|currently|today|instead|in\s+force|applies|"
    r"remains?)\b|;",
    re.IGNORECASE,
)


#: words before an attributive mark that put it inside another phrase than the source's own
_INSIDE: Final = re.compile(
    r"\(|\b(?:which|that|who|replac\w*|supersed\w*|than|unlike|instead\s+of|from|of|over)\b",
    re.IGNORECASE,
)


def source_lapsed(text: str, start: int, end: int) -> bool:
    """Whether the sentence of the value at `start`–`end` gives it as what a source said that
    it marks out of force before the value ("Rulebook v1.4 (now superseded) set it at 12 %"),
    with no turn to what holds and no other figure between the mark and the value."""
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    for mark in _SOURCE_OUT.finditer(text, first, start):
        attributive = mark.group(0)[0] not in "(,"
        if attributive and _INSIDE.search(text, first, mark.start()) is not None:
            continue  # "Version 2.0 (which replaces the superseded v1.4) sets …": not its source
        between = text[mark.end() : start]
        if "|" in between or "\t" in between:
            continue  # another cell of a table row: "| 48 % (superseded) | 30 % |"
        if _valued(text[max(first, mark.start() - 20) : mark.start()]):
            continue  # the mark tags a figure ("48 % (superseded)"), not a source
        if _TURNS.search(between) is None and not _valued(between):
            return True
    return False


#: a time an "only" may restrict: a phase or period, the first months or years, a date, a
#: stretch of time ("only in the launch phase", "only during 2016", "only until 30.06.2025",
#: "only for the first six months")
_TIME_AFTER_ONLY: Final = re.compile(
    r"^\W*(?:(?:in|during|within|for|until|till|up\s+to|before|after|from|since|between|at)\s+)"
    r"(?:the\s+|its\s+|a\s+|an\s+)?(?:(?:first|last|initial|final|next|\w+)\s+)?"
    r"(?:(?:[\w-]+\s+){0,4}?(?:phase|period|months?|years?|weeks?|days?|quarters?|launch|"
    r"ramp[\s-]?up|start[\s-]?up|wind[\s-]?down|transition|beginning|start|end)\b|\d{1,2}[./]\d{1,2}[./]\d{2,4}|"
    r"(?:19|20)\d{2}\b)",
    re.IGNORECASE,
)


def of_another_time(note: str, start: int, end: int) -> bool:
    """Whether the restricting word at `start`–`end` of `note` (an "only", an "except")
    restricts a time rather than a part of a subject: a time follows it ("only in the launch
    phase", "only until 30.06.2025"), or its clause is said of a time that is over ("… was 3x;
    this exception is expired"). Such a note tells *when* a value held, not *which part* of the
    subject the marked value is the limit of."""
    return _TIME_AFTER_ONLY.match(note[end:]) is not None or lapsed(note, start, end)


__all__ = ["lapsed", "of_another_time", "source_lapsed"]
