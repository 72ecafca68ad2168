"""A part of the account named by the bets it holds: "the YOLO bucket", "my moonshot sleeve",
"the yolo money", "play-money positions", "the options-and-spec sleeve".

Retail investors name the speculative part of their account after the attitude it stands for
("YOLO", "moonshot") or after its bets ("play money", "lottery tickets", "spec"); a limit on it
("the YOLO bucket tops out at 2 %") asks for no objective. The idiom alone ("YOLO mode", "I want
to YOLO it") still pursues return. `intent` blanks every such name from a clause before it reads
the clause's targets (`sleeve_names_blanked`), so one mechanism, with one list of the nouns of a
part of the account (`SLEEVE_NOUN`), decides what is a name and what is a wish.
"""

from __future__ import annotations

import re
from typing import Final

#: a noun naming a part of the account or a kind of holding, after the idiom (no groups)
SLEEVE_NOUN: Final = (
    r"(?:buckets?|sleeves?|accounts?|sub-?accounts?|money|cash|funds?|pots?|pools?|stash|pile|"
    r"jar|port|positions?|plays?|trades?|stocks?|names?|tickers?|portions?|parts?|"
    r"allocations?|slices?|budgets?|calls?|options?|holdings?|bets?|carve-outs?)\b"
)

#: the bets a sleeve is named by: an attitude ("YOLO", "moonshot"), a kind of bet ("lottery
#: tickets", "play", "fun", "mad", "casino", "gambling", "degen") or speculation ("spec",
#: "options-and-spec")
_BETS: Final = (
    r"(?:yolo|moon[\s-]*shots?|lottery[\s-]*tickets?|play|fun|mad|casino|gambl\w*|degen|"
    r"(?:options?[\s-]*(?:and|&|n['’]?)[\s-]*)?spec(?:ulative|ulation|s)?)"
)

#: a sleeve named by its bets, said before the noun of the sleeve ("the YOLO bucket", "my
#: play-money sleeve", "the moonshot pot", "yolo stocks"): a name of a part of the account, not
#: a wish for more return (a bare "YOLO it" still asks for one)
SLEEVE_NAME: Final = re.compile(
    rf"\b{_BETS}(?:[\s-]+(?:money|cash))?[\s-]+{SLEEVE_NOUN}",
    re.IGNORECASE,
)


def sleeve_names_blanked(text: str) -> str:
    """`text` with every sleeve named by its bets blanked (offsets hold): the name says what a
    limit is on, so its idiom ("YOLO", "moonshot") must not be read as an objective."""
    return SLEEVE_NAME.sub(lambda m: " " * len(m.group(0)), text)


__all__ = ["SLEEVE_NAME", "SLEEVE_NOUN", "sleeve_names_blanked"]
