"""The provenance causes found in held-out batch N's first run (mail between asset managers),
each tested on constructions written here, in no batch.

* a later mail that says an earlier one was wrong and restates the limit takes the earlier value
  back, though it never repeats it;
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, UserMessage
from quantward_validation.mail_chains import corrects_earlier_mail
from quantward_validation.provenance import corrected_later

FIRST = "msg_01hzzzzzzzzzzzzzzzzzzzzzw1"
LATER = "msg_01hzzzzzzzzzzzzzzzzzzzzzw2"


def _cap(name: str, value: float, unit: str, ref: str) -> Constraint:
    return Constraint(
        name=name, value=value, unit=unit, provenance="user_message", provenance_ref=ref
    )


# --- a later mail's notice of error, without the wrong value ------------------------------------


@pytest.mark.parametrize(
    "notice",
    [
        "Hello, the figure in my previous e-mail was wrong; the cap per counterparty is 4 %.",
        "Please disregard my earlier message. Counterparty exposure: at most 4 %.",
        "Correction to my mail of yesterday: for one counterparty the ceiling is 4 %.",
        "Apologies, I mixed up the funds in my first reply. Max per counterparty = 4 %.",
        "Unfortunately the value I sent you this morning was not correct. Each counterparty "
        "may be held up to 4 %.",
    ],
)
def test_a_later_notice_of_error_takes_the_earlier_value_back(notice: str) -> None:
    messages = [
        UserMessage(message_id=FIRST, text="Counterparty exposure: up to 8 % each."),
        UserMessage(message_id=LATER, text=notice),
    ]
    cited = _cap("max_counterparty_weight", 0.08, "fraction", FIRST)
    assert corrected_later(cited, FIRST, messages) == LATER
    assert corrects_earlier_mail(notice)


@pytest.mark.parametrize(
    "later",
    [
        # no notice of error: another remark that happens to say sorry
        "Sorry for the delay. The duration of the bond sleeve is 5 years.",
        # a notice of error about another limit
        "In my last mail there was a mistake: the sector cap is 30 %.",
        # an error named, but not of an earlier mail
        "The error in the backtest is fixed; counterparty exposure stays at 8 %.",
    ],
)
def test_a_later_mail_without_a_notice_about_this_limit_corrects_nothing(later: str) -> None:
    messages = [
        UserMessage(message_id=FIRST, text="Counterparty exposure: up to 8 % each."),
        UserMessage(message_id=LATER, text=later),
    ]
    cited = _cap("max_counterparty_weight", 0.08, "fraction", FIRST)
    assert corrected_later(cited, FIRST, messages) is None


def test_the_notice_itself_states_the_value_in_force() -> None:
    notice = "Please ignore my former note: the tracking error budget is 120 bp a year."
    messages = [
        UserMessage(message_id=FIRST, text="TE budget 300bp p.a."),
        UserMessage(message_id=LATER, text=notice),
    ]
    cited = _cap("max_tracking_error_bps", 120.0, "bps", LATER)
    assert corrected_later(cited, LATER, messages) is None
