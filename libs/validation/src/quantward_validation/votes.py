"""A proposal put to a vote and defeated: what it proposed was never adopted.

Investment clubs, trustee boards and forum polls decide by vote: "Poll closed: 'let the bot pick
cash between 3 % and 6 %' lost 2–7", "the motion to widen the band was defeated", "members voted
the proposal down", "the resolution failed 4 to 5". The defeated proposal gives no room; the
level the text keeps ("We keep cash at 6 %") is the one in force. `fixed_levels` reads a defeat
as taking all room from the level kept (`DEFEATED`).
"""

from __future__ import annotations

import re
from typing import Final

#: the thing voted on
_PROPOSAL: Final = r"(?:poll|vote|votes|ballot|motion|proposal|resolution|referendum|amendment)"
#: its defeat: "lost 3–6", "was defeated", "voted down", "failed (to pass)", "fell 4 to 5",
#: "rejected by the members", "did not pass", "went against it"
_DEFEAT: Final = (
    r"(?:lost|was\s+lost|(?:was\s+|were\s+)?defeated|voted\s+(?:it\s+|them\s+)?down|"
    r"failed|fell|(?:was\s+)?rejected|did\s*n[o']t\s+(?:pass|carry)|was\s+not\s+(?:carried|"
    r"passed|adopted)|went\s+against)"
)
DEFEATED: Final = re.compile(
    rf"\b{_PROPOSAL}\b[^\n]{{0,160}}?\b{_DEFEAT}\b|\bvoted\s+down\b|"
    rf"\b(?:members|trustees|committee|board|club)\s+(?:\w+\s+)?voted\s+(?:\w+\s+)?against\b",
    re.IGNORECASE,
)

#: a vote's tally: "won 6–3", "lost 3 to 6", "carried 7-2", "Club vote (7–2)", "passed 9–0":
#: counts of voters, never a level
_TALLY: Final = re.compile(
    r"\b(?:won|lost|passed|carried|failed|fell|defeated|approved|rejected|vote[sd]?|poll(?:ed)?|"
    r"ballot)\b[^\d\n.;]{0,20}?\(?(?P<tally>\d{1,3}\s*(?:[-–—:]|to)\s*\d{1,3})(?![\d%x]|[.,]\d)",
    re.IGNORECASE,
)


def tally_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` gives a vote's tally ("lost 3–6", "vote (7–2)"): its numbers count voters."""
    return [(m.start("tally"), m.end("tally")) for m in _TALLY.finditer(text)]


__all__ = ["DEFEATED", "tally_spans"]
