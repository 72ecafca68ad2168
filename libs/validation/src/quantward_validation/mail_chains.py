"""What a mail of a chain says about the writer's own earlier mails.

People who correct a figure by mail rarely repeat the wrong one: "sorry, in my last mail there
was an error. Correct for the sector limit is: 20 %", "Please disregard my previous e-mail, the
right figure is 3x", "Correction to my mail of yesterday: …", "the number I sent you this
morning was wrong". Such a mail takes back what the earlier mail said of the limit it restates,
though the earlier mail still writes its value: it is a notice of error about an earlier mail,
and the value it gives in its place is the one in force.

`corrects_earlier_mail` reads the notice: an error named (an error, a mistake, a typo, a wrong
or incorrect figure, a mix-up) in the same sentence as a reference to an earlier mail (my last
or previous mail, the mail below, my e-mail of yesterday, what I sent you this morning), a
request to disregard such a mail, or a correction said of one. Whether the notice restates the
constraint's limit is `provenance`'s to decide, with its reading of subjects and values.
"""

from __future__ import annotations

import itertools
import re
from typing import Final

#: a mail, message or note of the writer's, or of the thread (in the trade's words and e-mail's)
_MAIL: Final = (
    r"(?:e-?mails?|mails?|messages?|notes?|repl(?:y|ies)|answers?|writings?|communications?|"
    r"letters?|figures?|numbers?|values?|information|info)"
)
#: an earlier mail: "my last mail", "the previous e-mail", "our message of yesterday", "the mail
#: below", "what I sent you this morning", "my former answer"
_EARLIER_MAIL: Final = re.compile(
    r"\b(?:(?:my|our|the|this|that)\s+(?:own\s+)?(?:last|previous|earlier|former|prior|"
    r"preceding|first|initial|other|yesterday['’]?s?|original)\s+(?:\w+\s+)?" + _MAIL + r"|"
    r"(?:my|our|the)\s+" + _MAIL + r"\s+(?:below|above|before|of\s+(?:yesterday|this\s+morning|"
    r"today|last\s+\w+|\d{1,2}[./]\d{1,2}\.?(?:\d{2,4})?)|(?:I|we)\s+(?:sent|wrote|gave|"
    r"passed|forwarded))|"
    r"(?:what|the\s+\w+)\s+(?:I|we)\s+(?:sent|wrote|gave|told|passed\s+on|indicated|"
    r"communicated)(?:\s+(?:to\s+)?you)?\s+(?:before|earlier|yesterday|this\s+morning|"
    r"last\s+\w+|on\s+\w+))\b",
    re.IGNORECASE,
)
#: an error named: "an error", "a mistake", "a typo", "wrong", "incorrect", "not correct", "a
#: mix-up", "mixed up", "inexact", "erroneous"
_ERROR: Final = re.compile(
    r"\b(?:errors?|mistakes?|typos?|typing\s+errors?|slips?|wrong(?:ly)?|incorrect(?:ly)?|"
    r"erroneous(?:ly)?|inexact|inaccurate|mix[\s-]?up|mixed\s+up|confus(?:ed|ion)|"
    r"not\s+(?:correct|right|exact|accurate)|false|mistaken(?:ly)?|misprint)\b",
    re.IGNORECASE,
)
#: a request to set an earlier mail aside: "please disregard", "ignore", "forget", "do not use",
#: "do not consider", "discard", "delete", "replace"
_SET_ASIDE: Final = re.compile(
    r"\b(?:disregard|ignore|forget|discard|delete|cancel|withdraw|replace|"
    r"(?:do\s+not|don['’]t|please\s+don['’]t)\s+(?:use|consider|take\s+into\s+account|"
    r"rely\s+on))\b",
    re.IGNORECASE,
)
#: a correction said of something: "correction to", "correction of", "to correct", "I correct"
_CORRECTION_OF: Final = re.compile(
    r"\b(?:correction\s+(?:to|of|on)|(?:I|we)\s+(?:must|have\s+to|need\s+to|would\s+like\s+to|"
    r"want\s+to)?\s*correct|to\s+correct|erratum\s+(?:to|of))\b",
    re.IGNORECASE,
)
#: where a sentence ends (a full stop before a capital, a line, "!", "?", ";")
_SENTENCE_END: Final = re.compile(r"(?<!\d)\.(?=\s+[A-Z\n]|\s*$)|[!?;]|\n")


def _sentences(text: str) -> list[str]:
    cuts = [0, *(m.end() for m in _SENTENCE_END.finditer(text)), len(text)]
    return [text[a:b] for a, b in itertools.pairwise(cuts) if text[a:b].strip()]


def corrects_earlier_mail(text: str) -> bool:
    """Whether `text` is a notice that an earlier mail of the chain was wrong ("sorry, in my
    last mail there was an error", "please disregard my previous e-mail", "correction to my
    mail of yesterday"): what it then states of a limit replaces what that mail said of it."""
    for sentence in _sentences(text):
        if _EARLIER_MAIL.search(sentence) is None:
            continue
        if (
            _ERROR.search(sentence) is not None
            or _SET_ASIDE.search(sentence) is not None
            or _CORRECTION_OF.search(sentence) is not None
        ):
            return True
    return False


__all__ = ["corrects_earlier_mail"]
