"""A line the answer gives the reader to say, read as the answer's own claim.

An answer written for a call hands its reader the words to say: "If Tom asks on the call, the
line is: capex was cut by a third", "Here's how I'd put it to the client: "margins widened"",
"When the PM pushes on it, I'd say interest cover got thinner", "My line for the board: …".
The frame is no condition on the claim and the quotation marks no one else's words: the claim
is asserted, by the answer, whatever the asker does. `said_as_own` drops such a frame and the
quotation marks around the line it introduces, so the claim readers read the line as they read
any sentence of the answer. A quotation of someone else ("The CFO said: "…"") and a condition on
the claim ("If rates fall, margins would widen") are left as they are.
"""

from __future__ import annotations

import re
from typing import Final

#: the answer's own voice: "I'd", "we'll", "I would", "you can", "you could"
_OWN_VOICE: Final = (
    r"(?:(?:I|we)(?:['’]d|['’]ll|\s+would|\s+will|\s+can|\s+could)?|you\s+(?:can|could|should|"
    r"might|may)|(?:just\s+)?let['’]?s)"
)
#: saying verbs that introduce a line: "say", "put it", "tell them", "answer", "pitch it"
_SAY: Final = (
    r"(?:say|put\s+it|phrase\s+it|word\s+it|frame\s+it|pitch\s+it|tell\s+(?:them|him|her|the\s+"
    r"\w+)|answer|reply|respond|go\s+with)"
)
#: the line itself, named: "the line is", "my answer is", "our talking point:", "the soundbite"
_LINE_NOUN: Final = (
    r"(?:line|answer|reply|response|message|talking\s+point|soundbite|script|take|summary|"
    r"one-liner)"
)
#: a condition on someone asking, not on the claim: "If Tom asks on the call", "When the client
#: pushes on it", "In case anyone raises it", "Should the PM want to know"
_ASKER: Final = (
    r"(?:if|when|whenever|in\s+case|should|once)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:asks?|asked|push(?:es)?|press(?:es)?|brings?\s+(?:it|this|that)\s+up|raises?\s+(?:it|"
    r"this|that)|quer(?:y|ies)|wants?\s+to\s+know|wonders?|probes?|challenges?|comes?\s+up)\b"
    r"[^:;.?!]{0,60}?"
)
#: the frame before the line, from the sentence's start
_FRAME: Final = re.compile(
    r"^(?P<lead>\W*)(?:"
    # "If Tom asks on the call, the line is:", "When the client pushes, I'd say"
    rf"{_ASKER}[,—–-]\s*(?:(?:the|my|our)\s+{_LINE_NOUN}\s+(?:is|would\s+be|will\s+be)|"
    rf"(?:{_OWN_VOICE}\s+)?(?:(?:just|simply|then)\s+)?{_SAY})\s*(?::|—|–|,)?"
    # "Here's how I'd put it on the call:", "This is what we'd tell the client:"
    rf"|(?:here['’]s|here\s+is|this\s+is|that['’]s)\s+(?:how|what)\s+{_OWN_VOICE}\s+{_SAY}"
    r"[^:;.?!\"“]{0,40}?\s*(?::|—|–)"
    # "My line for the call:", "Our talking point for the board is:", "Here's the line:"
    rf"|(?:(?:here['’]s|here\s+is)\s+)?(?:the|my|our)\s+(?:suggested\s+|proposed\s+)?"
    rf"{_LINE_NOUN}(?:\s+(?:for|on|to)\s+[^:;.?!\"“]{{1,40}}?)?(?:\s+(?:is|would\s+be))?"
    r"\s*(?::|—|–)"
    r")\s*",
    re.IGNORECASE,
)
#: the line in quotation marks, up to a reference mark or the sentence's end
_QUOTED_LINE: Final = re.compile(r"^(?:\"(?P<straight>[^\"]+)\"|“(?P<curly>[^”]+)”)")


def said_as_own(sentence: str) -> str:
    """`sentence` with a frame that hands the reader a line to say dropped, and the quotation
    marks around that line removed: "If Tom asks, the line is: capex fell" reads "capex fell"
    and "Here's how I'd put it: "margins widened" [1]" reads "margins widened [1]". A sentence
    with no such frame is returned unchanged."""
    frame = _FRAME.match(sentence)
    if frame is None or frame.end() == len(frame.group("lead")):
        return sentence
    line = sentence[frame.end() :]
    quoted = _QUOTED_LINE.match(line)
    if quoted is not None:
        line = (quoted.group("straight") or quoted.group("curly")) + line[quoted.end() :]
    return frame.group("lead") + line[:1].upper() + line[1:]


__all__ = ["said_as_own"]
