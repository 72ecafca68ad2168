"""Verbs of change in market slang: "revenue ramped", "FCF exploded", "margins tanked", "the
share count imploded".

Forums, Discord and chat say a figure rose or fell with the trading floor's verbs rather than
the analyst's: a figure "ramps", "explodes", "booms", "moons" or "rips" when it rises, "tanks",
"implodes", "craters", "dumps", "pukes" or "cools" when it falls. They are verbs of change like
"rise" and "fall", so `trends` adds them to its stem lexicons by polarity: the direction check,
the size after the verb ("ramped like 42 %") and the negation ("didn't tank") all read them as
they read "rose". A particle after the verb ("ramped down") is read by the same rules as
after any verb of change.
"""

from __future__ import annotations

import re
from typing import Final

#: slang verbs of a rise
SLANG_UP: Final = ("ramp", "explode", "boom", "moon", "rip", "skyrocket", "zoom", "balloon")
#: slang verbs of a fall
SLANG_DOWN: Final = ("tank", "implode", "crater", "dump", "puke", "nuke", "cool", "fizzle")


#: a directional particle right after a verb of change: "ramped down", "scaled up" (not the
#: bound of "fell up to 10 %")
_PARTICLE: Final = re.compile(r"\s+(up(?!\s+(?:to|until)\b)|down)\b", re.IGNORECASE)


def particle_side(
    sentence: str, pick: tuple[int, str, str], hits: list[tuple[int, str, str]]
) -> tuple[int, str, str]:
    """The change word a claim is read from: a verb of change followed by "up" or "down" goes
    the particle's way ("ramped down" is a fall, "climbed down" a retreat), since the particle,
    not the verb, says the direction of phrasal verbs of change."""
    m = _PARTICLE.match(sentence, pick[0] + len(pick[1]))
    if m is None or pick[2] not in ("up", "down"):
        return pick
    side = m.group(1).lower()
    return pick if side == pick[2] else (pick[0], pick[1], side)


__all__ = ["SLANG_DOWN", "SLANG_UP", "particle_side"]
