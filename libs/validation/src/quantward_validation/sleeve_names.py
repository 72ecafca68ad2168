"""A pursuit idiom used as the name of a part of the account: "the YOLO bucket", "my moonshot
sleeve", "the yolo money".

Retail investors name the speculative part of their account after the attitude it stands for
("YOLO", "moonshot"); a limit on it ("the YOLO bucket tops out at 2 %") asks for no objective.
The idiom alone ("YOLO mode", "I want to YOLO it") still pursues return. `intent` reads a pursuit
word followed by `SLEEVE_NOUN` as a name, not as an objective.
"""

from __future__ import annotations

from typing import Final

#: a noun naming a part of the account or a kind of holding, right after the idiom (no groups)
SLEEVE_NOUN: Final = (
    r"[\s-]*(?:buckets?|sleeves?|accounts?|money|funds?|pots?|stash|positions?|plays?|trades?|"
    r"stocks?|names?|tickers?|portions?|parts?|allocations?|slices?|budgets?|cash|calls?|"
    r"options?|holdings?|bets?|sub-?accounts?|pile|jar|port)\b"
)

__all__ = ["SLEEVE_NOUN"]
