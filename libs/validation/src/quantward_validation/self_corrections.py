"""A message that corrects itself further down: what it disowns above no longer stands.

A writer who notices a slip before sending often does not edit the text: they add a line ("P.S.:
Sorry, above I copied the objective of the other mandate. For this one it is: …", "Correction to
the above: I typed the wrong target, we want …", "Apologies, the first line was pasted from
another client's brief. The right objective is …"). The sentence that disowns what stands above
refers back to it (above, earlier, the first line, what I wrote) and says it is wrong or not this
account's (copied, pasted, a mistake, wrong, of another mandate or client). What the message
asks is then read in the words after that sentence; the words above are its slip.

`corrected` gives the message with everything up to the end of the disowning sentence blanked
(offsets and line breaks kept), or None when the message disowns nothing of its own.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation import correction_lexicon_eu as eu

#: a reference back to the words above in the same message
_BACK: Final = (
    r"(?:above|earlier|previously|"
    r"(?:the|my)\s+(?:first|last|previous|preceding|earlier|above)\s+(?:line|lines|sentence|"
    r"paragraph|point|part|text)|"
    # a line pointed at from the correction under it: "disregard that line", "this entry is
    # void", "the row above", "the setting before this one"
    r"(?:that|this|those|these)\s+(?:(?:last|first|previous|earlier|old)\s+)?(?:lines?|"
    r"entry|entries|rows?|settings?|instructions?|sentence)|"
    r"(?:the\s+)?(?:lines?|entry|entries|rows?|settings?|instructions?)\s+(?:above|before\s+"
    r"(?:this|it)|preceding)|"
    r"what\s+i\s+(?:wrote|have\s+written|put|typed|said)|in\s+(?:this|my)\s+(?:mail|e-?mail|"
    r"message|note)|"
    # the same in German, French, Italian, Spanish and Dutch: "lo anterior", "quanto sopra"
    rf"{eu.BACK})"
)
#: what the writer says of those words: slipped in from elsewhere, or simply wrong
_DISOWN: Final = (
    r"(?:copied|copy[\s-]?pasted|pasted|(?:mixed|muddled)\s+up|"
    r"(?:of|from|for|belongs?\s+to)\s+(?:an?\s+|the\s+)?(?:other|another|different|wrong|old|"
    r"previous|former)\s+"
    r"(?:mandate|client|fund|sub-?fund|portfolio|account|customer|brief|mail|mandates|clients)|"
    r"another\s+(?:mandate|client|fund|portfolio|account|customer)(?:'s|’s)?|"
    # a slip said with its article ("an error", "my mistake"): "tracking error" is none
    r"(?:an?|my|the|one|some)\s+(?:small\s+|little\s+|stupid\s+)?(?:mistake|error|typo|slip)|"
    # ... or set aside: "please ignore the objective above"
    r"ignore|disregard|forget|"
    # ... or withdrawn as a system's log or an amendment says it: "line above withdrawn"
    r"withdrawn|superseded|void|voided|retracted|rescinded|revoked|cancell?ed|struck|"
    r"wrong|incorrect|not\s+(?:correct|right|valid|true|"
    r"applicable)|(?:is|was)\s+not\s+(?:for|about)\s+(?:this|your|our)|"
    # void or wrong, in the client's own language: "gilt nicht mehr", "ya no aplica"
    rf"{eu.DISOWN})"
)
#: a sentence that disowns words above it, with both parts in either order ("above I copied …",
#: "the objective I put above belongs to a different client", "there was an error above");
#: a sentence ends at a full stop, a question or exclamation mark or a line break; the
#: disowning part ends at a colon, a semicolon or a comma after both its parts too ("… it is
#: wrong: we want …", "I made an error above, the goal is …")
_DISOWNING: Final = re.compile(
    rf"[^.!?:;\n]*?(?:\b{_BACK}\b[^.!?:;\n]*?\b{_DISOWN}|\b{_DISOWN}\b[^.!?:;\n]*?\b{_BACK}\b)"
    r"[^.!?:;,\n]*[.!?:;,]?",
    re.IGNORECASE,
)
#: a disowning sentence needs words above it to disown
_WORDS: Final = re.compile(r"\w")


def corrected(text: str) -> str | None:
    """`text` with the words a later sentence of its own disowns blanked (everything up to the
    end of the last such sentence), or None when it disowns nothing, so a reader takes the
    writer's correction, not their slip."""
    end: int | None = None
    for m in _DISOWNING.finditer(text):
        if _WORDS.search(text, 0, m.start()) and _WORDS.search(text, m.end()):
            end = m.end()
    if end is None:
        return None
    return "".join(c if c == "\n" else " " for c in text[:end]) + text[end:]


__all__ = ["corrected"]
