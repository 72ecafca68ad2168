"""A figure a later message gives as the error it corrects.

"Kindly note the revised figure — 20 % (earlier 30 % was sent by mistake)", "the 9 % quoted
before was an error", "9 % was sent wrongly in my trailing message", "the earlier 9 % was given
inadvertently": the message names the old figure itself as wrong, beside the one that holds.
`erroneous` reads the words around a figure; `provenance.corrected_later` takes the earlier
message's value back when a later one says it was the error. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: the figure named as the earlier one right before it: "the earlier 9 %", "(earlier 30 %",
#: "the previously sent 9 %", "wrongly quoted 9 %"
_BEFORE: Final = re.compile(
    r"\b(?:earlier|previous(?:ly)?|originally|before|wrongly|erroneously|inadvertently|"
    r"mistakenly|incorrectly)(?:\s+(?:sent|mentioned|quoted|given|stated|shared|typed|"
    r"communicated|written|conveyed))?\s*$",
    re.IGNORECASE,
)
#: what is said of it after: "was sent by mistake", "quoted before was an error", "earlier
#: mentioned was wrong", "was given inadvertently", "is incorrect"
_ERROR: Final = (
    r"(?:by\s+mistake|in\s+error|by\s+error|an?\s+(?:error|mistake|typo|slip)|wrong(?:ly)?|"
    r"incorrect(?:ly)?|erroneous(?:ly)?|inadvertent(?:ly)?|mistaken(?:ly)?|not\s+correct)"
)
_AFTER: Final = re.compile(
    rf"^\s*(?:[\w'’-]+\s+){{0,3}}?(?:was|were|is|has\s+been|had\s+been)\s+"
    rf"(?:(?:sent|mentioned|quoted|given|stated|shared|typed|communicated|written|conveyed)\s+)?"
    rf"{_ERROR}\b",
    re.IGNORECASE,
)


#: the figure named as what the writer put earlier: "In my previous message I wrote 40 %", "we
#: had typed 9 %", "I gave 9 %"
_WROTE_BEFORE: Final = re.compile(
    r"\b(?:i|we)\s+(?:had\s+|have\s+)?(?:wrote|written|typed|said|stated|gave|given|put|"
    r"quoted|sent)\s*$",
    re.IGNORECASE,
)
#: the correct figure given right after it: "; the correct bound is 20 %", ", the right figure
#: being 20 %", "— it should be 20 %"
_CORRECT_AFTER: Final = re.compile(
    r"^(?:\s+[\w’']+){0,2}?[\s;,.:)—–-]*(?:but\s+|whereas\s+)?(?:the\s+)?"
    r"(?:correct|right|actual|intended|true)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:is|was|being|should\s+be|reads?)\b|"
    r"^[\s;,.:)—–-]*(?:but\s+)?(?:it|this|that)\s+should\s+(?:be|read|have\s+been)\b",
    re.IGNORECASE,
)


def erroneous(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is named as an earlier one sent in error: said
    before as the earlier figure and after as wrong, or said after to have been wrong."""
    after = _AFTER.match(text[end : end + 60]) is not None
    written = _WROTE_BEFORE.search(text[max(0, start - 40) : start]) is not None
    if written and _CORRECT_AFTER.match(text[end : end + 60]) is not None:
        return True  # "I wrote 40 %; the correct bound is 20 %"
    return after or (
        _BEFORE.search(text[max(0, start - 30) : start]) is not None
        and re.search(_ERROR, text[end : end + 60], re.IGNORECASE) is not None
    )


__all__ = ["erroneous"]
