"""More ways a document says a limit's level is decided for the manager (`fixed_levels`).

`fixed_levels.held_exactly` reads a level as a point when it is said fixed and the clause takes
every room from it. Term sheets, side letters and key-terms boxes say both halves in words of
their own:

* **who decided the level**, after the value ("7.5 %, set by the client's investment
  committee", "2x NAV, as determined by the board") or with a finite verb before it ("the final
  IMA sets the limit at 2.5 times NAV", "the trustees peg it at 20 %");
* **that the manager has no choice of level**: "the manager may not choose another level",
  "is not free to pick a different figure", "the level is not the manager's to set", or the
  band that gave room taken away ("the final IMA removes the band", "the corridor has been
  abolished").

A level only said to be set by someone is still a cap (a board sets ceilings); the point needs
both halves, as in `fixed_levels`. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a finite verb that sets the level, right before the value: "sets the limit at", "pegs it
#: at", "putting the ceiling at" (the participles "set at", "fixed at" are `fixed_levels`')
_DECIDED_BEFORE: Final = re.compile(
    r"\b(?:sets|setting|fixes|fixing|puts|putting|pegs|pegged|pegging|pins|pinning)\s+"
    r"(?:[\w'’-]+\s+){0,4}?(?:at|to)\s*$"
)
#: who decided the value, right after it: ", set by the client's committee", "(as fixed by
#: the board)", "— determined by the trustees"
_DECIDED_AFTER: Final = re.compile(
    r"^[\s,;(—–-]*(?:as\s+)?(?:set|fixed|decided|determined|chosen|prescribed|imposed|"
    r"mandated|specified|stipulated|agreed|approved|sanctioned|ratified|laid\s+down)\s+"
    r"(?:upon\s+)?by\b"
)
_LEVEL: Final = r"(?:level|value|limit|figure|number|cap|ceiling|floor)"
_CHOOSE: Final = r"(?:choose|pick|select|set|decide|determine|fix|substitute|apply|use)"
_OTHER: Final = r"(?:an?other|a\s+different|any\s+other|its\s+own|a\s+new|their\s+own|a\s+lower)"
_BAND: Final = r"(?:band|bandwidth|range|corridor|tolerance|leeway)"
_REMOVED: Final = (
    r"(?:remov\w*|eliminat\w*|abolish\w*|scrap\w*|drop\w*|delet\w*|withdr[ae]w\w*|cancel\w*|"
    r"strikes?|struck)"
)
#: the manager has no choice of level, or the room is taken away
_NO_CHOICE: Final = re.compile(
    # "the manager may not choose another level", "is not free to pick a different figure"
    r"\b(?:may|must|shall|can|could|will|is|are)\s*(?:not|n['’]t)\s+"
    r"(?:(?:be\s+)?(?:free|allowed|permitted|able|entitled)\s+to\s+)?"
    rf"{_CHOOSE}\s+{_OTHER}\s+(?:[\w'’-]+\s+)?{_LEVEL}\b|"
    rf"\bcannot\s+{_CHOOSE}\s+{_OTHER}\s+(?:[\w'’-]+\s+)?{_LEVEL}\b|"
    # "the level is not the manager's to set", "not for the manager to choose"
    rf"\bnot\s+(?:the\s+manager['’]s|ours|yours|for\s+(?:the\s+manager|us|you))\s+to\s+{_CHOOSE}\b|"
    # "removes the band", "does away with the corridor", "the band has been removed"
    rf"\b{_REMOVED}\s+(?:the\s+|its\s+|any\s+|that\s+|this\s+)?{_BAND}\b|"
    rf"\b(?:does|did|do)\s+away\s+with\s+(?:the\s+|its\s+|any\s+)?{_BAND}\b|"
    rf"\b{_BAND}\s+(?:is|was|has\s+been|have\s+been)\s+{_REMOVED}|\b{_BAND}\s+falls?\s+away\b",
    re.IGNORECASE,
)


def decided_around(before: str, after: str) -> bool:
    """Whether the words right around a value say someone set it ("sets the limit at …",
    "…, set by the board"): half of a level held for the manager (lower-cased texts)."""
    return bool(_DECIDED_BEFORE.search(before) or _DECIDED_AFTER.match(after))


def no_choice(clause: str) -> bool:
    """Whether the clause denies the manager a choice of level or removes the band that gave
    one: the other half."""
    return _NO_CHOICE.search(clause) is not None
