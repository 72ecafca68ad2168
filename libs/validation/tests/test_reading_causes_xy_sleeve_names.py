"""One mechanism for a part of the account named by its bets (`sleeve_names`), tested as a family
on constructions in no batch.

A sleeve named by an idiom of pursuit or of betting ("the YOLO stash", "my moonshot pool", "the
casino-cash tickers") is blanked from a clause before its targets are read, with one list of the
nouns of a part of the account: each noun that used to be known to only one of the two former
mechanisms (the lookahead after a pursuit idiom, the blanking of a limit's subject) is known to
both now. The idiom on its own still pursues return. The texts are written here, not taken from
a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.sleeve_names import sleeve_names_blanked


def _objective(text: str) -> str | None:
    found = asked(text)
    return found.objective if found is not None else None


@pytest.mark.parametrize(
    "name",
    [
        # nouns the pursuit lookahead knew and the blanking did not
        "yolo tickers",
        "moonshot trades",
        "the YOLO sub-account",
        "my yolo jar",
        "the moonshot budget",
        "degen calls",
        # nouns the blanking knew and the pursuit lookahead did not
        "the moonshot pool",
        "the yolo carve-out",
        # nouns both knew, after a bet that is not a pursuit idiom
        "play-money positions",
        "the options-and-spec sleeve",
    ],
)
def test_every_noun_of_a_part_of_the_account_names_a_sleeve(name: str) -> None:
    text = f"Cap {name} at 4%."
    blanked = sleeve_names_blanked(text)
    assert len(blanked) == len(text)  # offsets hold
    bets = ("yolo", "moonshot", "play", "spec", "degen")
    assert not any(bet in blanked.lower() for bet in bets), blanked


@pytest.mark.parametrize(
    "text",
    [
        "The yolo tickers never go above 4% combined, per my own rule.",
        "Whatever sits in the moonshot pool stays under a twentieth of the portfolio.",
        "My moonshot trades are capped at 2% each; nothing else to say.",
        "The yolo carve-out is separate and stays at 5% tops.",
    ],
)
def test_a_limit_on_a_sleeve_named_by_its_bets_asks_for_nothing(text: str) -> None:
    assert _objective(text) is None, text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # the name of a sleeve beside an objective of its own: the objective stands
        ("Leave the moonshot pool alone and cut volatility as far as it goes.", "min_risk"),
        # the idiom on its own, or before a word that names no part of the account
        ("Moonshots only, give me the highest return you can find.", "max_return"),
        ("Time to yolo, swing for the fences.", "max_return"),
    ],
)
def test_the_idiom_alone_still_pursues_return(text: str, objective: str) -> None:
    assert _objective(text) == objective, text
