"""A caveat about the future beside a claim about the past.

"Revenue decreased 4 % in Q4 versus the prior quarter, though past trends may not persist"
states the fall; the modal governs only the concessive clause that hedges what comes next.
So does a leading one ("While the pattern could reverse, revenue fell …"). Such a clause,
joined by a concessive conjunction and holding a word about the future, is set aside before
a sentence is judged forward-looking; a modal on the claim itself ("revenue may have fallen,
though the data are preliminary") still makes it no claim.

A trailing remark on what the fact bears on ("…, could be relevant for the budget",
"…, which may matter to the hedge book", "…; might be worth flagging to the desk") has no
subject of its own: its modal weighs the fact's relevance, not whether it happened, so it is
set aside too. Pure.
"""

from __future__ import annotations

import re
from typing import Final

_CONCESSIVE: Final = r"(?:though|although|even\s+though|but|while|whilst|however|yet|albeit)"
#: a concessive clause closing the sentence: ", though past trends may not persist"
_TRAILING: Final = re.compile(rf"\s*[,;—–]\s*{_CONCESSIVE}\b(?P<clause>[^.;]*)[.!]?\s*$", re.I)
#: a remark closing the sentence on what the fact bears on, subjectless or with a relative
#: pronoun for the fact: ", might matter for the hedge", ", which could be relevant to X"
_RELEVANCE: Final = re.compile(
    r"\s*[,;—–]\s*(?:(?:which|that|this|and\s+(?:this|that|it))\s+)?"
    r"(?:might|may|could|would|should|can)\s+(?:well\s+|also\s+|still\s+|just\s+)?"
    r"(?:matter|count|be\s+(?:relevant|worth|useful|important|material|significant|"
    r"of\s+(?:interest|note|use))|bear\s+on|weigh\s+on|feed\s+(?:into|through)|"
    r"affect|impact|inform|interest)\b[^.;!?]*[.!]?\s*$",
    re.IGNORECASE,
)
#: a concessive clause opening it: "While the pattern could reverse, …"
_LEADING: Final = re.compile(
    r"^(?P<lead>\W*(?:while|whilst|although|though|even\s+though)\b(?P<clause>[^,;]*)[,;]\s*)",
    re.IGNORECASE,
)


def without_caveats(sentence: str, forward: re.Pattern[str]) -> str:
    """The sentence without a concessive clause that looks ahead (one `forward` finds), at its
    end or its start, and without a closing remark on what the fact bears on; the claim they
    hedge is left whole."""
    m = _RELEVANCE.search(sentence)
    if m is not None:
        sentence = sentence[: m.start()]
    m = _TRAILING.search(sentence)
    if m is not None and forward.search(m.group("clause")):
        sentence = sentence[: m.start()]
    m = _LEADING.match(sentence)
    if m is not None and forward.search(m.group("clause")):
        sentence = sentence[m.end() :]
    return sentence


__all__ = ["without_caveats"]
