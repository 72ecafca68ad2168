"""Holdings kept as a minimum: a "limit" on a buffer or a reserve is its floor.

"Limit" names no side. Of most subjects a bare limit is a cap ("the issuer limit of 5 %"), but
of a holding that exists to be kept at a level or above — a liquidity buffer, a cash reserve, a
redemption cushion, "minimum cash" — it is the floor: "the liquidity buffer limit of 2.5 %", "a
hard limit in the IMA (minimum cash reserve)", "runs a hard limit of 3 %" said of a buffer. Only
an operator of the other side ("at most", "may not exceed", "capped at", "≤") makes such a limit
a cap ("the cash reserve may not exceed 10 %"). A subject that is a minimum by its name (the
share of sustainable investments a fund commits to) is read so too ("the limit stays at 50 %").
`mandate` reads a ceiling it took from a neutral word as a floor when `kept_as_floor` or
`floor_by_name` says so; this module never decides a side on its own.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.held_minimums import HELD_NOUNS

#: the nouns of a holding kept at a level or above, and a minimum named outright
_KEPT: Final = re.compile(
    rf"\b(?:{HELD_NOUNS}|minimum|min|floors?|(?:cash|liquidity)\s+(?:holding|requirement)s?)\b"
)
#: an operator or noun that makes a limit a cap whatever its subject
_CEILING: Final = re.compile(
    r"\b(?:at\s+(?:the\s+)?most|max(?:imum|ima)?|caps?|capped|ceilings?|up\s+to|no\s+more\s+than|"
    r"not\s+more\s+than|(?:not|never)\s+(?:to\s+)?exceed\w*|exceed\w*|limited\s+to|"
    r"upper\s+(?:bound|limit)|or\s+(?:less|lower|below)|"
    # an upper-side comparative, negated or forbidden: "may never be above 90 %", "a ratio over
    # 90 % is not allowed" (the clause's own operator stands)
    r"above|over|beyond|(?:more|higher|greater)\s+than|in\s+excess\s+of)\b|[≤<]"
)
#: where the words said of the value begin: its clause (after a semicolon) for an operator, its
#: sentence for the subject ("the buffer's peer median is 1.5 %; this manager runs a hard limit
#: of 3 %")
_CLAUSE_EDGE: Final = re.compile(r"[.;!?]\s|\n")
_SENTENCE_EDGE: Final = re.compile(r"[.!?]\s|\n")
#: how far after the value its own note may name the subject ("3 %, a hard limit (minimum cash
#: reserve)")
_AFTER: Final = 80


def kept_as_floor(lowered: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` of the lower-cased `lowered` is a limit of a holding
    kept as a minimum (a buffer, a reserve, "minimum cash") with no operator of a cap said of it
    in its clause before it or in its note after it."""
    clause = max((m.end() for m in _CLAUSE_EDGE.finditer(lowered, 0, start)), default=0)
    sentence = max((m.end() for m in _SENTENCE_EDGE.finditer(lowered, 0, start)), default=0)
    stop = _CLAUSE_EDGE.search(lowered, end)
    last = min(stop.start() if stop is not None else len(lowered), end + _AFTER)
    note = lowered[end:last]
    kept = _KEPT.search(lowered[sentence:start] + " " + note) is not None
    return kept and _CEILING.search(lowered[clause:start] + " " + note) is None


def floor_by_name(subject: str, lowered: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` is a limit of a subject that is a minimum by its very
    name (`min_sustainable_investment_share`: the share a fund commits to hold at least), with
    no operator of a cap said of it in its clause or its note: "the limit stays at 50 %" said
    of it is its floor."""
    if not subject.startswith("min_"):
        return False
    clause = max((m.end() for m in _CLAUSE_EDGE.finditer(lowered, 0, start)), default=0)
    stop = _CLAUSE_EDGE.search(lowered, end)
    note = lowered[end : min(stop.start() if stop is not None else len(lowered), end + _AFTER)]
    return _CEILING.search(lowered[clause:start] + " " + note) is None


#: a plan constraint's name that caps its subject ("max_hedge_ratio", "hedgeRatioCap")
_CAPPED_NAME: Final = re.compile(r"\b(?:max|maximum|cap|caps|capped|ceiling|upper|most)\b")


def floor_subject_named(subject: str | None, name_words: str) -> bool:
    """Whether a plan constraint, its name read as words (`fx hedge ratio`), is on a subject
    that is a minimum by its very name (`min_hedge_ratio`, `min_sustainable_investment_share`)
    and its own name does not cap it.

    Why: a plan names such a limit by its subject alone ("hedgeRatio", "sustainable_share") as
    often as with "min"; read as a cap, a plan floor of 40 % against the mandate's floor of 50 %
    would sit inside it."""
    return (
        subject is not None
        and subject.startswith("min_")
        and _CAPPED_NAME.search(name_words) is None
    )


#: a hedge ratio named as one, of any hedge: "hedge ratio", "hedging ratio", "hedge cover ratio"
_HEDGE_RATIO_WORDS: Final = re.compile(r"\bhedg(?:e|ing)\s+(?:cover\s+)?ratios?\b")


def hedge_ratio_named(name_words: str) -> bool:
    """Whether a plan constraint, its name read as words (`ir hedge ratio`), names a hedge ratio
    that its own name does not cap.

    Why: a hedge ratio is kept at a level or above whatever it hedges; a liability hedge
    (`irHedgeRatio`, `inflHedgeRatio`) is no vocabulary's subject (`limit_lexicon_hedging`), so
    `floor_subject_named` does not see it, and read as a cap a plan's 70 % would sit inside a
    mandate's floor of 80 %."""
    return (
        _HEDGE_RATIO_WORDS.search(name_words) is not None
        and _CAPPED_NAME.search(name_words) is None
    )


__all__ = ["floor_by_name", "floor_subject_named", "hedge_ratio_named", "kept_as_floor"]
