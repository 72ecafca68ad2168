"""The causes batch S showed in objectives typed on a phone, read in general: constructions
written here, in no batch, guarded both ways.

- A turn against what was just typed inside the same message ("… actually no. …", "no,
  actually …", "on reflection, …") is an edit (`utterances`): the ask after it is the current
  one. "Actually, no more than 5 %" turns against nothing: its "no" opens a limit.
- An emoji typed between two clauses ends the first, as a full stop would ("the biggest
  expected return possible 💰 drawdowns don't bother me"): the clause after it is read on its
  own (`intent`).
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.utterances import newest_first


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Maximise the Sharpe ratio... actually no. Keep tracking error as small as you can.",
            "minimise_tracking_error",
        ),
        (
            "Lowest volatility please, no, actually, the highest expected return.",
            "maximise_expected_return",
        ),
        (
            "Track the index closely. On reflection, just minimise the variance.",
            "minimise_variance",
        ),
        (
            "Track the index closely, or rather maximise the Sharpe ratio.",
            "maximise_risk_adjusted_return",
        ),
        ("Biggest return you can get - nah, lowest volatility.", "minimise_variance"),
        ("Lowest volatility, hmm no, the best Sharpe ratio.", "maximise_risk_adjusted_return"),
        ("Max Sharpe, actually make that the least tracking error.", "minimise_tracking_error"),
    ],
)
def test_an_ask_turned_against_in_the_same_message_gives_way(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)


def test_actually_no_more_than_opens_a_limit_not_a_correction() -> None:
    text = "Actually, no more than 5 % in any name and maximise the Sharpe ratio."
    assert len(newest_first(text)) == 1
    found = asked(text)
    assert found is not None
    assert "maximise_risk_adjusted_return" in found.kinds


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "the biggest expected return possible 💰 drawdowns don't bother me",
            "maximise_expected_return",
        ),
        (
            "as little tracking error as you can manage 🙏 returns are secondary",
            "minimise_tracking_error",
        ),
        ("the calmest portfolio you can build 😬 upside irrelevant", "minimise_variance"),
    ],
)
def test_an_emoji_between_clauses_ends_the_first(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)
