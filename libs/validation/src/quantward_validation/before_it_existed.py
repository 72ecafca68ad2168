"""A rule or a figure applied to the periods before it existed: "every year of the test applies
the 2017 categorisation, including the years before it was introduced", "the discount rate of
the latest revision is used for all folds, even those before it was set".

A plan may name the rule or the figure by anything (a regulator's regime, a rate set in a
revision, a table, a method), by a date in any calendar or by none: what says the look-ahead
is the reach it states, back over periods that came before the thing was made, introduced or
known. The construction is one: a reach ("including", "even", "also", or a verb of applying)
over periods of the test ("the years", "those folds", "dates") placed before the thing came to
be ("before it was set", "prior to their introduction", "before they existed"). Periods placed
before something else ("the years before the test") are not its own, and a reach that is
denied ("not including the years before …") is read as none by `leakage`'s polarity. Pure:
regular-expression text for `leakage` to embed (no groups).
"""

from __future__ import annotations

from typing import Final

#: periods of a test, as a reach names them
_PERIODS: Final = (
    r"(?:the\s+|those\s+|any\s+|all\s+(?:the\s+)?|earlier\s+)?(?:[\w-]+\s+)?"
    r"(?:years?|months?|quarters?|periods?|dates?|folds?|windows?|days?|sessions?)"
)
#: a reach over periods: said as an inclusion, or by a verb of applying
_REACH: Final = (
    r"(?:including|incl\.|even|also|as\s+well\s+as|(?:appl(?:y|ies|ied|ying)|used|using|"
    r"carried|extended|imposed|enforced)(?:\s+(?:also|even|back))?)"
    r"\s+(?:(?:to|in|for|on|over|across|into)\s+)?"
)
#: the thing itself, named again: "it", "they", "the rule", "the new table", "its"
_THING: Final = r"(?:it|they|this|these|that|those|the\s+[\w'’-]+(?:\s+[\w'’-]+)?)"
#: the thing coming to be: made, introduced, set or known
_CAME_TO_BE: Final = (
    r"(?:(?:was|were|had\s+been|has\s+been|have\s+been|got|is|are)\s+)?(?:first\s+)?"
    r"(?:existed|exist|set|fixed|introduced|adopted|issued|published|enacted|approved|"
    r"announced|decided|made|created|launched|defined|agreed|written|revised|released|"
    r"known|available|in\s+force|effective|applicable|(?:came|come)\s+(?:into\s+(?:force|"
    r"effect|being|existence|use)|in|about|out)|took\s+effect|appeared)\b"
)
#: ... or said as a noun: "before its introduction", "prior to their adoption"
_COMING: Final = (
    r"(?:its|their|the\s+[\w'’-]+['’]s)\s+(?:introduction|adoption|publication|issue|"
    r"existence|enactment|approval|creation|launch|release|revision|entry\s+into\s+force)\b"
)
APPLIED_BEFORE_IT_EXISTED: Final = (
    rf"\b{_REACH}{_PERIODS}\s+(?:before|prior\s+to|preceding|ahead\s+of|predating)\s+"
    rf"(?:{_THING}\s+{_CAME_TO_BE}|{_COMING})"
)
#: how `leakage` names it
NAME: Final = "a rule or figure applied to periods before it existed"

__all__ = ["APPLIED_BEFORE_IT_EXISTED", "NAME"]
