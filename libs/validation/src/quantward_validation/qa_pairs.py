"""Questions and their answers as a questionnaire writes them.

A due-diligence questionnaire (DDQ), an RFP response or an FAQ pairs each answer with the
question above it by labels, not by speakers: "Q 7.3: What is the maximum net exposure?" then
"A: 40 % of NAV."; "Question 12: …" then "Answer: …"; "Q: … A: …" on one line. The answer's bare
figure is said of what its own question asks about, never of the question before or after it in
the same block. `question_of` finds that question for a place in an answer, so that `provenance`
reads the answer's subject (and side) from it. The numbers in the labels ("7.3", "12") are
references, not values; this module never reads them as figures.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from quantward_validation.transcripts import question_answered, turns

#: a label's reference number: "7", "7.3", "7.3.1", "12(b)"
_REF: Final = r"(?:\s*\d+(?:\.\d+)*(?:\([a-z]\))?)?"
#: where a label may stand: at the start of a line, or after a sentence's end on the same line
#: ("Q: cash? A: at least 2 %. Q: leverage? A: 1.5x.")
_AT: Final = r"(?:(?<=\n)|(?<=\A)|(?<=[?.!]\s))[ \t]*"
#: a question's label: "Q 7.3:", "Q7.3.", "Question 12:", "Q:", "Q)"
_QUESTION: Final = re.compile(rf"{_AT}(?:Q|Question|Qn)\.?{_REF}\s*[:.)–-](?=\s)")
#: an answer's label: "A:", "A 7.3:", "Answer:", "Ans.:", "Response:", "Reply:"
_ANSWER: Final = re.compile(rf"{_AT}(?:A|Ans|Answer|Response|Reply)\.?{_REF}\s*[:.)–-](?=\s)")
#: an answer ends at a blank line (a new block) or at the next question's label
_BLANK: Final = re.compile(r"\n[ \t]*\n")


@dataclass(frozen=True)
class _Label:
    """One question or answer label: where it stands and where its words begin."""

    kind: str
    start: int
    body: int


def _labels(text: str) -> list[_Label]:
    """Every question and answer label of `text`, in order."""
    found = [_Label("q", m.start(), m.end()) for m in _QUESTION.finditer(text)]
    found += [_Label("a", m.start(), m.end()) for m in _ANSWER.finditer(text)]
    return sorted(found, key=lambda label: label.start)


def _answer_at(text: str, at: int) -> tuple[_Label, _Label] | None:
    """The question's and the answer's labels of the labelled answer holding `at` (its label
    included), else None. The answer runs from its label to the next label or blank line; its
    question is the question label right before it, with no other answer between."""
    labels = _labels(text)
    for i, label in enumerate(labels):
        if label.kind != "a" or label.start > at:
            continue
        following = labels[i + 1].start if i + 1 < len(labels) else len(text)
        blank = _BLANK.search(text, label.body)
        end = min(following, blank.start() if blank is not None else len(text))
        if label.start <= at < end and i > 0 and labels[i - 1].kind == "q":
            return labels[i - 1], label
    return None


def question_of(text: str, at: int) -> tuple[int, int] | None:
    """The span of the question whose labelled answer holds the place `at`, else None. A place
    outside any answer (a question's own words, a lead-in) has no question."""
    found = _answer_at(text, at)
    return (found[0].body, found[1].start) if found is not None else None


#: a question that asks for a value of what it names: "What is the maximum for gross leverage?",
#: "What's the minimum cash buffer?", "Which limit applies to single-issuer exposure?"
_ASKS_VALUE: Final = re.compile(
    r"^\s*(?:what|which)(?:\s+(?:is|are|was)|['’]s)\s+(?P<named>[^?]+?)\s*\?\s*$",
    re.IGNORECASE,
)


def answer_as_statement(text: str, at: int, written: str) -> tuple[str, str] | None:
    """The words of an answer's first sentence `written` (at `at` of `text`, from its label) as
    the statement it makes, else None: the value its question asks for said of it, the answer's
    label blanked ("Q 7.3: What is the maximum gross leverage?" "A: 1.3x." reads "the maximum
    gross leverage is    1.3x."). Returns the prefix to put before the sentence and the sentence
    with its label blanked, so every offset past the prefix is still the text's."""
    lead = len(written) - len(written.lstrip())
    found = _answer_at(text, at + lead)
    if found is None or found[1].start != at + lead:
        return None
    asked = _ASKS_VALUE.match(text[found[0].body : found[1].start])
    if asked is None:
        return None
    label_end = lead + found[1].body - found[1].start
    blanked = written[:lead] + " " * (label_end - lead) + written[label_end:]
    return f"the {asked.group('named').removeprefix('the ')} is ", blanked


#: a question whether the manager may move a level: "May the manager vary issuer concentration?",
#: "Can the PM deviate from it?", "Is there any discretion over gross leverage?"
_MAY_MOVE: Final = re.compile(
    r"^\s*(?:(?:may|can|could|does|do|will|is|are)\s+(?:the\s+)?(?:portfolio\s+|investment\s+)?"
    r"(?:manager|pm|adviser|advisor|team|desk|strategy|fund|you|we|they)\s+(?:be\s+(?:allowed|"
    r"permitted|able)\s+to\s+|(?:allowed|permitted|able)\s+to\s+)?(?:vary|change|move|adjust|set|"
    r"choose|deviate|flex|alter|operate|run|pick|decide|let)\b|"
    r"(?:is|are)\s+there\s+(?:any\s+)?(?:discretion|flexibility|latitude|leeway|room|tolerance))",
    re.IGNORECASE,
)
#: a question whether a level is fixed: "Is gross leverage fixed?", "Is the cap set by the IC?"
_IS_FIXED: Final = re.compile(
    r"^\s*(?:is|are)\s+[^?]*\b(?:fixed|locked|set\s+by|hard[\s-]coded|non[\s-]negotiable)\b",
    re.IGNORECASE,
)
_NO: Final = re.compile(r"^\s*(?:no|not|none|negative)\b", re.IGNORECASE)
_YES: Final = re.compile(r"^\s*(?:yes|yep|correct|confirmed|affirmative)\b", re.IGNORECASE)


def _asked_and_replied(text: str, at: int) -> tuple[str, str] | None:
    """The question and the reply of the labelled answer holding `at`, or of the transcript's
    turn holding it that answers the question another speaker's turn ended with ("Client
    (chat): Can you move it around between 4 % and 8 %?" "Adviser: No, it stays at 8 %.",
    `transcripts`); else None."""
    found = _answer_at(text, at)
    if found is not None:
        asked, answer = found
        return text[asked.body : answer.start], text[answer.body :]
    question = question_answered(text, at)
    turn = next((t for t in turns(text) if t.start <= at < t.end), None)
    if question is None or turn is None:
        return None
    return text[question[0] : question[1]], text[turn.body : turn.end]


def refuses_latitude(text: str, at: int) -> bool:
    """Whether the labelled answer holding `at` takes every say over its level from the manager:
    "No" to whether the manager may vary it ("May the manager vary issuer concentration?" "A:
    No. It is set at 5 %"), or "Yes" to whether it is fixed. ("Is it fixed?" "No. The manager
    may operate from 2 % to 4 %" grants the band, which the answer's own words say.)"""
    pair = _asked_and_replied(text, at)
    if pair is None:
        return False
    question, reply = pair
    return bool(
        (_MAY_MOVE.match(question) and _NO.match(reply))
        or (_IS_FIXED.match(question) and _YES.match(reply))
    )


__all__ = ["answer_as_statement", "question_of", "refuses_latitude"]
