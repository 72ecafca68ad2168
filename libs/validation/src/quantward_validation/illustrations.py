"""A figure given only as an illustration of a limit, never as the limit.

Assistants explain a limit with a worked example: "For illustration only: a book at 30 % would
breach it and need trimming", "As an example, a portfolio running 260 bp would be over the
budget", "e.g. with gross at 4x the sleeve would have to be cut back". The figure is a level a
book might be at, and the sentence says what would follow; it bounds nothing. A threshold whose
crossing would have that consequence ("anything above 5 % would breach the mandate") is the
limit itself and no illustration.
"""

from __future__ import annotations

import re
from typing import Final

#: an opening that says the sentence is an example: "for illustration (only)", "e.g.", "as an
#: example", "to illustrate", "by way of example", "illustratively", "hypothetically"
_OPENING: Final = re.compile(
    r"^[\s>*#\-–—•\d.)]*(?:\*\*)?(?:(?:purely|only|just)\s+)?(?:"
    r"for\s+(?:illustration|example|instance)|as\s+an?\s+(?:example|illustration)|"
    r"by\s+way\s+of\s+(?:example|illustration)|to\s+illustrate|illustrative(?:ly)?|"
    r"e\.\s?g\.|example|worked\s+example|hypothetically|imagine|say)(?!\w)",
    re.IGNORECASE,
)
#: what would follow from the level: "would breach", "would be over", "would need trimming"
_CONSEQUENCE: Final = re.compile(
    r"\b(?:would|'d|’d|will)\s+(?:(?:then|also|clearly|immediately|therefore)\s+)?"
    r"(?:breach|exceed|violate|break|bust|fail|trigger|need|require|have\s+to|"
    r"be\s+(?:in\s+breach|over|above|beyond|outside|below|under|too|trimmed|cut|flagged|"
    r"rejected|non-?compliant|out\s+of))",
    re.IGNORECASE,
)
#: a word that makes the sentence a supposition: "would", "could", "if", "were"
_CONDITIONAL: Final = re.compile(r"\b(?:would|could|might|if|were|'d|’d)\b", re.IGNORECASE)
#: a comparative right before a figure makes it a threshold: "above 5 %", "more than 7 %"
_THRESHOLD: Final = re.compile(
    r"(?:\b(?:above|over|beyond|exceeding|exceeds?|past|under|below|beneath|"
    r"(?:more|greater|higher|less|lower|fewer)\s+than|in\s+excess\s+of|up\s+to|"
    r"at\s+(?:most|least)|max(?:imum)?|min(?:imum)?|limit|cap|ceiling|floor|budget)|"
    r"[<>≤≥])\W{0,3}(?:of\s+)?$",
    re.IGNORECASE,
)
#: where a sentence, a bullet or a clause joined by a semicolon ends
_SENTENCE_END: Final = re.compile(r"(?<!\d)(?<!\be\.g)(?<!\be)\.(?!\d)|[;!?]|\n")


def illustrative(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` of `text` is an illustration: not written as a
    threshold, in a sentence that opens as an example and supposes, or in which the figure is
    followed by what would happen to a book at that level."""
    if _THRESHOLD.search(text[max(0, start - 30) : start]):
        return False
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _SENTENCE_END.finditer(text, end)), len(text))
    sentence, after = text[first:last], text[end:last]
    opened = _OPENING.match(sentence) is not None and _CONDITIONAL.search(sentence) is not None
    return opened or _CONSEQUENCE.match(after.lstrip()) is not None


__all__ = ["illustrative"]
