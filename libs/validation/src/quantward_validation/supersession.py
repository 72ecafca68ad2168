"""A later sentence that declares its own value the one in force now, replacing an earlier one.

Policies and governance posts give a limit's history before its present: "The 2023 policy set
the single-counterparty limit at 15 %. The Board approved 10 % at its June meeting, effective
immediately, and that is the limit now."; "AIP-12 set the equity sleeve at most 60 %. AIP-19,
which supersedes AIP-12 in full, sets it to 40 %." The earlier sentence has no word of the past
in it ("set" is as much present as past), and the later one no verb of changing ("approved",
"sets it to"): what marks the change is that the later sentence declares itself in force now
(effective immediately, the limit now, superseding the earlier text, an aside saying it is
in force: "Version 2.0, in force from the close of 16 December, sets it at 8 %") or gives its
value as the one a body approved or an instrument sets.
"""

from __future__ import annotations

import re
from typing import Final

#: a sentence that says its value holds now, over what came before it
_IN_FORCE_NOW: Final = re.compile(
    r"\b(?:effective\s+(?:immediately|now|today)|"
    r"with\s+immediate\s+effect|"
    r"(?:that|this|which|it)\s+(?:is|['’]s)\s+(?:the\s+)?(?:(?:binding|operative|current|"
    r"applicable|live|only)\s+)?(?:limit|cap|ceiling|floor|level|rule|figure|number|value)\s+"
    r"(?:now|today|in\s+force)|"
    r"(?:is|are)\s+(?:now\s+)?(?:live|in\s+force)|now\s+(?:applies|apply|holds|governs)|"
    # ... or in an aside on the instrument: "Version 2.0, in force from the close of 16
    # December, sets it at 8 %", "the rulebook now in force", "in force with effect from …"
    r",\s*(?:now\s+|currently\s+)?in\s+force\b|(?:now|currently)\s+in\s+force|"
    r"in\s+force\s+(?:from|since|as\s+(?:of|from)|with\s+effect\s+from)|"
    r"supersed(?:es|ing)|overrid(?:es|ing)|replac(?:es|ing)\s+(?:it|that|the\s+\w+)|"
    r"in\s+(?:full|its\s+place)|as\s+amended)\b",
    re.IGNORECASE,
)
#: the value a body approved or an instrument sets, said right before it: "the Board approved
#: 10 %", "the council ratified 12 %", "AIP-19 … sets it to 40 %", "now stands at"
_GIVEN_NOW: Final = re.compile(
    r"\b(?:approved|adopted|ratified|passed|enacted|agreed|voted\s+(?:for|through)|"
    r"sets?\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:to|at)|"
    r"(?:now\s+)?stands?\s+at|(?:is|are)(?:\s+now)?|:)\s*(?:an?\s+|the\s+)?(?:new\s+)?(?:level\s+of\s+|"
    r"limit\s+of\s+|cap\s+of\s+|value\s+of\s+)?$",
    re.IGNORECASE,
)


def declares_in_force(sentence: str, at: int) -> bool:
    """Whether `sentence`, holding a value at `at`, gives that value as the one in force now:
    it says so ("effective immediately", "that is the limit now", "supersedes …") or gives it
    as what a body approved or an instrument sets ("the Board approved 10 %", "sets it to
    40 %")."""
    before = sentence[max(0, at - 60) : at]
    return _IN_FORCE_NOW.search(sentence) is not None and _GIVEN_NOW.search(before) is not None


__all__ = ["declares_in_force"]
