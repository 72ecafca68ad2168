"""A share of the whole said as coins of one unit of money: "a nickel of every dollar" is 5 %.

Retail investors and club treasurers say a share the way they count change: "a dime of every
dollar", "a quarter of each buck", "15 cents on the dollar", "no more than 2 cents out of every
dollar", "a penny in the pound", "20p in the pound", "ten pence of every pound". The coin over
the unit it is part of is the share: a cent or a penny is 1 % of its dollar, euro or pound, a
nickel 5 %, a dime 10 %, a quarter 25 %, a half-dollar 50 %. The phrase needs both the coin and
the whole it is counted in ("of/on/in/out of every/each/the/a dollar"), so a price ("the stock
trades at 15 cents") or a count of coins is never read as a share.

A recovery is the one price that is a share by itself: what a claim recovers is counted in cents
of each dollar of its face, so "a downside recovery of at least 35c" or "recoveries above 50
cents" is 35 % or 50 % of par without the dollar being said (`cents_of_a_recovery`); a bid, an
offer or a mark in cents beside no recovery stays a price.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

#: the coins named by themselves, as hundredths of their unit
_COINS: Final[dict[str, float]] = {
    "penny": 1.0,
    "cent": 1.0,
    "nickel": 5.0,
    "dime": 10.0,
    "quarter": 25.0,
    "half-dollar": 50.0,
    "half dollar": 50.0,
    "fifty-cent piece": 50.0,
}
_ONES: Final = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS: Final = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
#: a count in words below a hundred: "fifteen", "twenty-five"
_COUNT_WORD: Final = (
    rf"(?:(?:{'|'.join(_TENS)})(?:[\s-](?:{'|'.join(_ONES[1:10])}))?|"
    rf"{'|'.join(sorted(_ONES[1:], key=len, reverse=True))})"
)
#: the whole a coin is counted in
_WHOLE: Final = (
    r"(?:(?:every|each|the|a|one|your|my|our)\s+)?(?:single\s+)?"
    r"(?:dollars?|bucks?|euros?|pounds?|quid|francs?|loonies|loonie)"
)
_LINK: Final = r"\s+(?:of|on|in|out\s+of|from|per|for)\s+"
#: "a nickel of every dollar", "one dime out of each buck"
_NAMED_COIN: Final = re.compile(
    r"(?<![\w'’])(?:a|an|one)\s+(?P<coin>penny|nickel|dime|quarter|half[\s-]dollar|"
    rf"fifty-cent\s+piece){_LINK}{_WHOLE}(?![\w'’])",
    re.IGNORECASE,
)
#: "two dimes of every dollar", "three nickels out of each buck"
_COUNTED_NAMED: Final = re.compile(
    rf"(?<![\w'’.,])(?P<count>\d{{1,2}}|{_COUNT_WORD})\s+(?P<coin>nickels|dimes|quarters)"
    rf"{_LINK}{_WHOLE}(?![\w'’])",
    re.IGNORECASE,
)
#: "15 cents on the dollar", "two cents of every dollar", "20p in the pound", "ten pence of
#: every pound"
_COUNTED_COINS: Final = re.compile(
    rf"(?<![\w'’.,])(?P<count>\d{{1,2}}(?:\.\d+)?|{_COUNT_WORD})\s*"
    r"(?P<coin>cents?|¢|c|pennies|pence|p)"
    rf"{_LINK}{_WHOLE}(?![\w'’])",
    re.IGNORECASE,
)


def _count(written: str) -> float | None:
    """A count of coins in digits or words ("15", "fifteen", "twenty-five"), below a hundred."""
    if written[0].isdigit():
        return float(written)
    parts = re.split(r"[\s-]+", written.lower())
    if len(parts) == 1 and parts[0] in _ONES:
        return float(_ONES.index(parts[0]))
    if parts[0] in _TENS and (len(parts) == 1 or (len(parts) == 2 and parts[1] in _ONES[1:10])):
        return 20.0 + 10 * _TENS.index(parts[0]) + (_ONES.index(parts[1]) if len(parts) == 2 else 0)
    return None


#: a figure's unit of cents right after it: "40c", "40 c", "40¢", "40 cents" (no "40cm")
_CENTS_AFTER: Final = re.compile(r"\s*(?:c|¢|cents?)(?![\w'’])", re.IGNORECASE)
#: a recovery on a claim: "recovery", "recoveries", "recovery rate", "recovered", "recoverable"
_RECOVERY: Final = re.compile(r"\brecover(?:y|ies|ed|able|s)?\b", re.IGNORECASE)
#: where a sentence, clause or table cell ends
_CLAUSE_END: Final = re.compile(r"[.;!?](?:\s|$)|\n")


def cents_of_a_recovery(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` of `text` is counted in cents ("40c", "35 cents") in
    a sentence (or a table row) that names a recovery: a share of the claim's face, not a
    price."""
    if _CENTS_AFTER.match(text, end) is None:
        return False
    first = max((m.end() for m in _CLAUSE_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _CLAUSE_END.finditer(text, end)), len(text))
    return _RECOVERY.search(text, first, last) is not None


def coin_shares(text: str) -> Iterator[tuple[float, int, int]]:
    """Each share said in coins of its unit, as (percent, start, end)."""
    for m in _NAMED_COIN.finditer(text):
        coin = re.sub(r"[\s-]+", " ", m.group("coin").lower()).replace("half dollar", "half-dollar")
        yield _COINS.get(coin, _COINS.get(m.group("coin").lower(), 0.0)), m.start(), m.end()
    for m in _COUNTED_NAMED.finditer(text):
        count = _count(m.group("count"))
        share = None if count is None else count * _COINS[m.group("coin").lower()[:-1]]
        if share is not None and 0 < share < 100:
            yield share, m.start(), m.end()
    for m in _COUNTED_COINS.finditer(text):
        count = _count(m.group("count"))
        if count is not None and 0 < count < 100:
            yield count, m.start(), m.end()


__all__ = ["cents_of_a_recovery", "coin_shares"]
