"""False provenance in chat threads and mail chains: the causes of batch K's misses, each tested
on constructions no review batch writes (issue 18). Causes, by family:

- an edit replaces what came before it in the same message ("upd: …", "EDIT 2 - …", text
  struck through with "~~…~~" or Slack's "~…~"), in the same message or sent after it: the
  earlier value is not in force;
- in a forwarded chain, a line quoted deeper (">>") is older than one quoted less (">") that
  states another value of the same limit as a limit: the older value is superseded (a reply
  that reports a level replaces nothing);
- a level only supposed ("once the trustees approve we'd move to …") or said not agreed
  ("14 % has been mooted … but nothing is agreed", "… — not signed off yet") is not in force;
- a value put up for a decision (a poll, a proposal) that the same message turns down, in
  words or by more votes against than for, is not in force.

Each is tested both ways: the same shape citing the value in force stays clean.
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation.provenance import validate_provenance
from quantward_validation.testing import provenance_problems

_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq1"
_LATER = "msg_01hzzzzzzzzzzzzzzzzzzzzzq2"


def _problems(
    text: str, name: str, value: float, words: str, unit: Literal["multiple"] | None = None
) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=words, unit=unit)


# --- edits --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Country weights: no more than 35% each.\nupd: 30% — compliance flagged it", "35%", "30%"),
        (
            "net exposure up to 40 pct\n\nEDIT 2 - 25 pct, the 40 was last year's",
            "40 pct",
            "25 pct",
        ),
    ],
)
def test_a_value_an_edit_replaces_is_not_in_force(text: str, old: str, new: str) -> None:
    old_value = float(old.split()[0].rstrip("%")) / 100
    new_value = float(new.split()[0].rstrip("%")) / 100
    name = "max_country_weight" if "Country" in text else "max_net_exposure"
    assert _problems(text, name, old_value, old)
    assert not _problems(text, name, new_value, new)


def test_an_edit_about_another_limit_leaves_the_value() -> None:
    text = "country cap 35%\nedit: forgot cash, keep at least 4% in cash"
    assert not _problems(text, "max_country_weight", 0.35, "35%")


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Gross: ~~2.5x~~ 2x (edited)", "2.5x", "2x"),
        ("gross book ~capped at 2.5x~ capped at 2x", "2.5x", "2x"),
    ],
)
def test_a_value_struck_through_is_deleted(text: str, old: str, new: str) -> None:
    assert _problems(text, "max_gross_leverage", float(old[:-1]), old, "multiple")
    assert not _problems(text, "max_gross_leverage", float(new[:-1]), new, "multiple")


def test_a_hedge_tilde_strikes_nothing() -> None:
    text = "Gross at most 2x; we run ~1.6x and ~1.7x on average"
    assert not _problems(text, "max_gross_leverage", 2.0, "2x", "multiple")


# --- forwarded chains ---------------------------------------------------------------------------


_CHAIN = (
    "see the thread below, latest wins\n"
    "> Re: limits\n"
    "> Drawdown stop is now 12%, agreed with the board.\n"
    "> \n"
    "> > Re: limits\n"
    "> > Drawdown stop 18% as discussed\n"
)


def test_a_deeper_quote_is_older_than_the_reply_above_it() -> None:
    assert _problems(_CHAIN, "max_drawdown", 0.18, "18%")
    assert not _problems(_CHAIN, "max_drawdown", 0.12, "12%")


def test_a_reply_about_another_limit_leaves_the_quoted_value() -> None:
    text = "> Drawdown stop 18%\nthanks — and cash at least 3% too"
    assert not _problems(text, "max_drawdown", 0.18, "18%")


# --- supposed levels ----------------------------------------------------------------------------


def test_a_conditional_level_nobody_agreed_is_not_in_force() -> None:
    text = (
        "net exposure is capped at 20% for now. once the trustees approve the new IPS we'd "
        "move to 35%, still pending their sign-off"
    )
    assert _problems(text, "max_net_exposure", 0.35, "35%")
    assert not _problems(text, "max_net_exposure", 0.20, "20%")


def test_a_condition_that_triggers_the_limit_is_still_the_limit() -> None:
    text = "if any country goes above 30% we will trim it back straight away"
    assert not _problems(text, "max_country_weight", 0.30, "30%")


# --- proposals turned down ----------------------------------------------------------------------


def test_a_proposal_voted_down_is_not_in_force() -> None:
    text = (
        ":bar_chart: Straw poll from @Omar — raise the drawdown stop to 25%?\n"
        "2 for, 5 against\n"
        "outcome: voted down, remains at 15%"
    )
    assert _problems(text, "max_drawdown", 0.25, "25%")
    assert not _problems(text, "max_drawdown", 0.15, "15%")


def test_a_proposal_carried_is_in_force() -> None:
    text = "Poll: lift the drawdown stop to 25%?\n:+1: 6 :-1: 1\noutcome: approved by the IC"
    assert not _problems(text, "max_drawdown", 0.25, "25%")


def test_a_reply_that_reports_a_level_leaves_the_quoted_limit() -> None:
    text = "> net exposure 30% max\n+1 — we sit near 22% in most months anyway"
    assert not _problems(text, "max_net_exposure", 0.30, "30%")
    replaced = "> net exposure 30% max\nlet's go with 25% from now on"
    assert _problems(replaced, "max_net_exposure", 0.30, "30%")


def test_an_edit_sent_as_a_later_message_replaces_the_value() -> None:
    first = UserMessage(message_id=_ID, text="country weights capped at 35% each")
    later = UserMessage(message_id=_LATER, text="upd: 30% — compliance flagged it")
    other = UserMessage(message_id=_LATER, text="upd: and cash at least 4%")
    for messages, stale in (([first, later], True), ([first, other], False)):
        contract = ResearchContractBody(
            interpretation="x",
            objective="x",
            constraints=(
                Constraint(
                    name="max_country_weight",
                    value=0.35,
                    provenance="user_message",
                    provenance_ref=_ID,
                    span=TextSpan(start=26, end=29),
                ),
            ),
        )
        failed = [r for r in validate_provenance(contract, messages, None) if not r.passed]
        assert bool(failed) is stale


@pytest.mark.parametrize(("votes", "stale"), [("👍 2  👎 9", True), ("👍 9  👎 2", False)])
def test_a_poll_s_votes_decide_when_no_verdict_is_written(votes: str, stale: bool) -> None:
    text = f"quick poll — should net exposure go up to 45%?\n{votes}"
    assert bool(_problems(text, "max_net_exposure", 0.45, "45%")) is stale


def test_a_level_said_to_be_floated_or_unagreed_is_not_in_force() -> None:
    text = "drawdown stop 10% as of now, 14% has been mooted by the PM but nothing is agreed"
    assert _problems(text, "max_drawdown", 0.14, "14%")
    assert not _problems(text, "max_drawdown", 0.10, "10%")
    trailing = "drawdown stop 14% — not signed off yet"
    assert _problems(trailing, "max_drawdown", 0.14, "14%")
