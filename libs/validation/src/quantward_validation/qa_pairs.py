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


def question_of(text: str, at: int) -> tuple[int, int] | None:
    """The span of the question whose labelled answer holds the place `at`, else None.

    The answer runs from its label to the next label or blank line; its question is the
    question label right before it (with no other answer between), up to the answer's label.
    A place outside any answer (a question's own words, a lead-in) has no question."""
    labels = _labels(text)
    for i, label in enumerate(labels):
        if label.kind != "a" or label.body > at:
            continue
        following = labels[i + 1].start if i + 1 < len(labels) else len(text)
        blank = _BLANK.search(text, label.body)
        end = min(following, blank.start() if blank is not None else len(text))
        if not label.body <= at < end or i == 0 or labels[i - 1].kind != "q":
            continue
        asked = labels[i - 1]
        return asked.body, label.start
    return None


__all__ = ["question_of"]
