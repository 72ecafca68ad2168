"""A limit's history told source by source: what an earlier text had, then what holds now.

Boards and their advisers tell a limit's history by its documents before its present: "The
policy before the 2024 revision had 31 % for domestic equity. Since 1 April 2024 the upper
limit is 23 %.", "The draft plan of November had 27 % for the hedge. The board set 45 % on 20
March, and that is the version in force." Neither sentence has a verb of changing ("raised it
to") nor names the limit's subject in words a vocabulary knows (the subject may be written in
the client's own language); what marks the change is that the earlier sentence gives its figure
as what a source held, in the past ("had", "carried", "showed"), and the later one gives its
own as holding now (since a date, in force), about the limit just spoken of: its subject a
bare limit noun ("the upper limit is", "the floor remains") or the sentence declaring itself the
version in force.

`provenance` reads these beside its own words of the past and of the present
(`polarity.said_as_past`, `back_references.refers_back`). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.supersession import DOCUMENT_NOUN

#: what a source held, said in the past: "the 2021 policy had 31 %", "the SID carried 7 %",
#: "the draft showed 2x", "the old rules allowed 40 %"
_HELD: Final = re.compile(
    r"\b(?:had|carried|showed|contained|stated|specified|listed|gave|allowed|permitted|"
    r"provided\s+for|put\s+(?:it|them)\s+at)\b",
    re.IGNORECASE,
)
_MONTH: Final = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|"
    # (the months in the continental languages of the suite's clients)
    r"(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|"
    r"januari|februari|maart|mei|juni|juli|augustus|oktober|januar|februar|märz|oktober|"
    r"dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|"
    r"noviembre|diciembre)"
)
#: a sentence that gives its value as holding now: since a date ("since 1 April 2024", "since
#: 2024/04/01", "sinds 1 maart"), or in force ("the version in force", "is in force", not
#: "was in force")
_HOLDS_NOW: Final = re.compile(
    rf"\b(?:since|sinds|seit|depuis|desde)\s+(?:the\s+)?(?:\d|{_MONTH})|"
    r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bhad\s)(?<!\bbeen\s)\bin\s+force\b",
    re.IGNORECASE,
)
#: a sentence whose subject is the limit spoken of, named by a bare limit noun (a side's word in
#: another language or a bracketed gloss may stand beside it: "the 上限 (upper limit) is 23 %",
#: "the floor remains 45 %"), or that declares itself the version in force ("…, and that is the
#: version in force")
_THE_LIMIT: Final = re.compile(
    r"\bthe\s+(?:[^\s()]+\s+)?(?:\(\s*)?(?:upper\s+|lower\s+)?(?:limit|cap|ceiling|floor|maximum|"
    r"minimum|bound)(?:\s*\))?\s+(?:\([^)]*\)\s+)?(?:is|are|remains|stays|stands\s+at)\b|"
    rf"\b(?:that|this|which|it)\s+(?:is|['’]s)\s+the\s+(?:{DOCUMENT_NOUN}|text|one)\s+"
    r"(?:now\s+|currently\s+)?in\s+force\b",
    re.IGNORECASE,
)


def held_by_source(part: str) -> bool:
    """Whether `part` (a figure's clause) gives its figure as what a source held, in the past."""
    return _HELD.search(part) is not None


def holds_now(sentence: str) -> bool:
    """Whether `sentence` gives its value as the one holding now (since a date, in force)."""
    return _HOLDS_NOW.search(sentence) is not None


def of_the_limit_spoken_of(sentence: str) -> bool:
    """Whether `sentence`, naming no subject of its own, is about the limit spoken of before:
    its subject is a bare limit noun, or it declares itself the version in force."""
    return _THE_LIMIT.search(sentence) is not None


__all__ = ["held_by_source", "holds_now", "of_the_limit_spoken_of"]
