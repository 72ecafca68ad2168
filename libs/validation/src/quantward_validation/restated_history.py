"""A period in brackets after "the history before the first test …", which restates that
history: "chosen on the history before the first test year (2010–2015)", "tuned on the data
prior to the first out-of-sample window (2009 to 2015)".

The bracket dates what comes before the test, not the test: read as a test period, it makes
every choice on that history look like one made on the test. `history_restated` writes the
phrase as the bracketed dates themselves, the period the writer says the work used, so the
readers check those dates against the test windows like any other.
"""

from __future__ import annotations

import re
from typing import Final

_TEST_NOUN: Final = (
    r"(?:test(?:ing)?|out[- ]of[- ]sample|oos|hold-?out|evaluation|back-?test|walk[- ]forward|"
    r"live)"
)
_RESTATED_HISTORY: Final = re.compile(
    r"\b(?:before|prior\s+to|ahead\s+of|preceding|until|till|up\s+to)\s+(?:the\s+)?"
    r"(?:(?:start|beginning|opening)\s+of\s+(?:the\s+)?)?"
    r"(?:(?:first|earliest|opening|initial)\s+)?"
    # a span of the test (a test date's bracket restates that date, not the history)
    rf"{_TEST_NOUN}(?:\s+(?:years?|windows?|periods?|folds?|samples?|months?|quarters?|"
    r"splits?))?\s*"
    # the bracket is a range: two dates with a dash or a word of range between
    r"\((?P<dates>(?=[^()]*\d[^()]*(?:[–—-]|\bto\b|\bthrough\b|\buntil\b)[^()]*\d)[^()]{1,40})\)",
    re.IGNORECASE,
)


def history_restated(sentence: str) -> str:
    """The sentence with "before the first test year (2010–2015)" written as "2010–2015"."""
    return _RESTATED_HISTORY.sub(lambda m: m.group("dates"), sentence)


__all__ = ["history_restated"]
