"""One provision under two labels, the old and the amended: only the amended one stands.

An amendment notice, an addendum or a committee's minutes set a provision's wording beside the
wording that replaces it, each under a label at the start of its line that names the same
provision and says which version it is:

    Existing clause: «…»                       Clause 7 (as adopted in 2023): …
    Modified clause: «…»                       Clause 7 (as amended on 4 May; operative): …

The label of the new side says the provision was changed ("revised", "modified", "amended",
"substituted", "new"), or that it alone is in force ("this alone stands", "in force"); a label
naming the same provision without that mark ("existing", "present", "as recorded", or nothing)
is then the wording it replaced. Read alone, "Existing clause:" or "Para 3:" withdraws nothing:
only the pair decides, and only for labels that name a part of a document (a clause, a
paragraph, an article, a numbered item, the objective) — "Existing clients:" beside "New
clients:" are two groups, both in force.

`replaced_by_label` gives the spans of the replaced sides: from the label to the next label of
its pair, or to the end of its paragraph. Pure.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

#: a label at a line's start: a short name, an optional note in brackets, and a colon
_LABEL: Final = re.compile(
    r"(?m)^[ \t>*_-]*(?P<name>[^\W_][^\n:()«»\"“”]{0,48}?)[ \t]*"
    r"(?:\((?P<note>[^()\n]{1,100})\))?[ \t*_]*:"
)
#: the mark of the side that replaced: changed, or said to be the one in force
_NEW: Final = re.compile(
    r"\b(?:revised|modified|amended|substituted|replacement|new|corrected|updated|restated|"
    r"as\s+(?:now\s+)?(?:amended|modified|revised|substituted|changed|corrected|restated)|"
    r"(?:alone|now|only)\s+(?:stands|applies|governs|holds)|in\s+force|operative)\b",
    re.IGNORECASE,
)
#: the mark of the side it replaced: the wording as it was, or before the change
_OLD: Final = re.compile(
    r"\b(?:existing|present|current|original|old|earlier|previous|prior|former|"
    r"as\s+(?:originally\s+)?(?:recorded|adopted|approved|passed|issued|worded|drafted|"
    r"written|minuted|filed|circulated|agreed))\b",
    re.IGNORECASE,
)
#: a label that names a part of a document: a numbered item, or a part by its noun
_PART: Final = re.compile(
    r"\d|§|\b(?:provisions?|clauses?|sub-?clauses?|para(?:graph)?s?|articles?|art|sections?|"
    r"rules?|regulations?|items?|points?|terms?|wording|text|objectives?|statements?|"
    r"schedules?|annex(?:ure)?s?|chapters?|conditions?|covenants?|policy|policies)\b",
    re.IGNORECASE,
)
_MARKS: Final = re.compile(rf"{_NEW.pattern}|{_OLD.pattern}", re.IGNORECASE)
_PARAGRAPH_END: Final = re.compile(r"\n[ \t]*\n")


class _Label(NamedTuple):
    start: int
    end: int
    key: str
    new: bool


def _key(name: str) -> str:
    """The provision a label names, its version marks left out: "Existing provision" and
    "Revised provision" are one provision, "Para 3" and "Para 3" one paragraph."""
    return " ".join(_MARKS.sub(" ", name).lower().split())


def _labels(text: str) -> list[_Label]:
    found = []
    for m in _LABEL.finditer(text):
        name, note = m.group("name"), m.group("note") or ""
        key = _key(name)
        if not key or _PART.search(name) is None:
            continue
        new = _NEW.search(name) is not None or _NEW.search(note) is not None
        old = _OLD.search(name) is not None or _OLD.search(note) is not None
        found.append(_Label(m.start("name"), m.end(), key, new and not old))
    return found


def replaced_by_label(text: str) -> list[tuple[int, int]]:
    """The spans of the provisions `text` labels as replaced by a newer label of the same
    provision ("Existing provision: …" beside "Revised provision: …"): each from its label to
    the next label of its provision, or to the end of its paragraph."""
    labels = _labels(text)
    amended = {label.key for label in labels if label.new}
    spans: list[tuple[int, int]] = []
    for i, label in enumerate(labels):
        if label.new or label.key not in amended:
            continue
        paragraph = _PARAGRAPH_END.search(text, label.end)
        end = paragraph.start() if paragraph else len(text)
        following = next((k.start for k in labels[i + 1 :] if k.key == label.key), None)
        if following is not None:
            end = min(end, following)
        spans.append((label.start, end))
    return spans


__all__ = ["replaced_by_label"]
