"""The cause batch P's provenance kind showed, read in general: constructions written here, in
no batch, guarded both ways.

A figure the next sentence disowns by pointing back at it is not the client's value in force
(`disowned`): one said to be replaced ("That version has since been superseded"), someone
else's ("That's the house's base-case forecast", "… is theirs, not ours"), turned down ("The
committee has declined it", "We won't be following that") or unlike the client's own ("Our own
cap is tighter"). The value the disowning sentence itself states stays stated, and a next
sentence that only goes on about the same figure disowns nothing.
"""

from __future__ import annotations

import pytest

from quantward_validation.disowned import disowning_next
from quantward_validation.testing import provenance_problems

_MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzp1"


def _problems(text: str, value: float, words: str) -> list[str]:
    return provenance_problems(
        text, name="maxCountryWeight", value=value, words=words, unit="fraction"
    )


_DISOWNED = [
    # replaced
    (
        "Under the 2023 policy any one country could go to 45 percent. That version has since been "
        "superseded; the current rule holds any one country to 30 percent.",
        "45 percent",
        "30 percent",
    ),
    # someone else's
    (
        "Halcyon's desk sees peers letting any one country run to 45 percent. That's the "
        "house's base-case forecast; for us any one country stays below 30 percent.",
        "45 percent",
        "30 percent",
    ),
    # turned down
    (
        "The consultant urged lifting any one country to 45 percent. The committee has "
        "declined it: any one country remains capped at 30 percent.",
        "45 percent",
        "30 percent",
    ),
    (
        "Peers now let any one country reach 45 percent. We won't be following that; any one "
        "country stays capped at 30 percent.",
        "45 percent",
        "30 percent",
    ),
    # unlike ours
    (
        "A rival multi-asset house lets any one country reach 45 percent. Our own cap is "
        "tighter, at 30 percent for any one country.",
        "45 percent",
        "30 percent",
    ),
]


@pytest.mark.parametrize(("text", "decoy", "ours"), _DISOWNED)
def test_a_figure_the_next_sentence_disowns_is_not_stated(text: str, decoy: str, ours: str) -> None:
    assert _problems(text, 0.45, decoy) != []
    assert _problems(text, 0.30, ours) == []


def test_a_next_sentence_that_goes_on_about_the_figure_disowns_nothing() -> None:
    for following in (
        ". That applies from Monday.",
        ". It is the committee's ceiling for every sleeve.",
        ". This was confirmed by the board.",
        ". The figure is the client's own.",
        ". Those are the trustees' numbers and bind us.",
    ):
        assert not disowning_next(following), following


def test_a_value_kept_by_the_next_sentence_stays_stated() -> None:
    text = "Any one country: at most 30 percent. That is the trustees' ceiling and it binds us."
    assert _problems(text, 0.30, "30 percent") == []
