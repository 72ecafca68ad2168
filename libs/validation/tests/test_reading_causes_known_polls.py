"""A poll decided by reactions in a chat: the winning option is current, the losing one is not.

A team settles a level or an objective by a poll in the chat, and the pasted text gives the
result as reactions counted per option, in the forms chat clients and people write them:

- a numbered or lettered option with its count after it (":one: 4 % (3 votes)", ":b: 2x — 7 votes",
  "2️⃣ 9 % · 10 votes");
- a reaction counted before the option it backs ("👍 ×3 for 20 %", "8x :thumbsup: on 15 %");
- reactions repeated, one per voter, before or after the option ("+1 +1 +1 on the 2 % one",
  "min variance 👍👍👍👍").

The option with the most votes is the one in force; an option with fewer is not (a value a
limit cites from it is false provenance, an objective it names is no ask); a tie decides
nothing. Wordings of our own, in no batch; each tested both ways.
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_validation.intent import asked
from quantward_validation.testing import provenance_problems
from quantward_validation.utterances import turned_down

_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzp1"
SHARPE, MIN_RISK, MAX_RETURN = "risk_adjusted", "min_risk", "max_return"


def _problems(
    text: str, name: str, value: float, words: str, unit: Literal["multiple"] | None = None
) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=words, unit=unit)


def _objective(text: str) -> str | None:
    found = asked(text)
    return None if found is None else found.objective


# --- limits: the losing option's value is not in force, the winner's is -------------------------

#: (text, constraint name, losing value and its words, winning value and its words)
_LIMIT_POLLS = [
    # numbered options, each with its count after it
    (
        "Straw poll on the single-issuer cap\n:one: 4% (3 votes)\n:two: 7% (9 votes)",
        "max_position_weight",
        (0.04, "4% (3 votes)"),
        (0.07, "7% (9 votes)"),
    ),
    (
        "quick vote — gross exposure ceiling?\n1️⃣ 130% · 10 votes\n2️⃣ 160% · 4 votes",
        "max_gross_exposure",
        (1.6, "160% · 4 votes"),
        (1.3, "130% · 10 votes"),
    ),
    # a reaction counted before the option it backs
    (
        "Cash floor, pick one: 👍 ×3 for 2%, 👍 ×8 for 5%",
        "min_cash_weight",
        (0.02, "3 for 2%"),
        (0.05, "8 for 5%"),
    ),
    (
        "drawdown stop — reactions so far: 8x :thumbsup: on 12%, 2x :thumbsup: on 20%",
        "max_drawdown",
        (0.20, "on 20%"),
        (0.12, "on 12%"),
    ),
    # reactions repeated, one per voter
    (
        "country cap poll: +1 +1 on the 40% one and +1 +1 +1 +1 on the 25% one",
        "max_country_weight",
        (0.40, "40% one"),
        (0.25, "25% one"),
    ),
    (
        "sector limit, vote with a thumb\n15% 👍👍👍👍👍\n22% 👍",
        "max_sector_weight",
        (0.22, "22%"),
        (0.15, "15%"),
    ),
]


@pytest.mark.parametrize(("text", "name", "loser", "winner"), _LIMIT_POLLS)
def test_a_limit_from_the_losing_option_of_a_poll_is_not_in_force(
    text: str, name: str, loser: tuple[float, str], winner: tuple[float, str]
) -> None:
    assert _problems(text, name, *loser)


@pytest.mark.parametrize(("text", "name", "loser", "winner"), _LIMIT_POLLS)
def test_a_limit_from_the_winning_option_of_a_poll_is_in_force(
    text: str, name: str, loser: tuple[float, str], winner: tuple[float, str]
) -> None:
    assert not _problems(text, name, *winner)


def test_a_value_the_question_names_is_in_force_only_if_its_option_won() -> None:
    text = "Poll: leverage cap 1.5x or 2x?\n:a: 1.5x — 2 votes\n:b: 2x — 7 votes"
    at = text.index("1.5x")
    assert turned_down(text, at, at + len("1.5x"))
    at = text.index("2x")
    assert not turned_down(text, at, at + len("2x"))


@pytest.mark.parametrize(
    "text",
    [
        "Poll: cash floor\n:one: 2% (4 votes)\n:two: 5% (4 votes)",
        "👍 ×3 for 2% cash, 👍 ×3 for 5% cash",
    ],
)
def test_a_tied_poll_turns_nothing_down(text: str) -> None:
    for words in ("2%", "5%"):
        at = text.index(words)
        assert not turned_down(text, at, at + len(words))


# --- objectives: the losing option is no ask ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        (
            "Team poll on the objective\n:one: lowest volatility (2 votes)\n"
            ":two: highest Sharpe ratio (6 votes)",
            SHARPE,
        ),
        ("👍 ×6 for the lowest-variance portfolio, 👍 ×1 for the best Sharpe", MIN_RISK),
        ("+1 +1 +1 on maximising expected return, +1 on minimising volatility", MAX_RETURN),
        ("which objective? vote below\nmax Sharpe 👍👍\nmin variance 👍👍👍👍👍", MIN_RISK),
    ],
)
def test_an_objective_poll_asks_for_its_winning_option(text: str, objective: str) -> None:
    assert _objective(text) == objective


# --- what is no poll: agreement, and a value next to its reactions ------------------------------


def test_plus_ones_that_agree_with_one_level_decide_no_poll() -> None:
    text = "Mira: net exposure capped at 30%\nJon: +1\nEve: +1 from me too"
    assert not _problems(text, "max_net_exposure", 0.30, "30%")


def test_a_multiple_before_its_reactions_is_the_option_not_a_count() -> None:
    text = "gross leverage, thumbs please\n2x 👍👍👍\n3x 👍"
    assert not _problems(text, "max_gross_leverage", 2.0, "2x", "multiple")
    assert _problems(text, "max_gross_leverage", 3.0, "3x", "multiple")
