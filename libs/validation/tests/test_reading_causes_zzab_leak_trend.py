"""The causes batches ZZA and ZZB's leakage and trend kinds showed, each read in general:
constructions written here, in no batch, guarded both ways (the same form kept clear).

* a name screened out back to the start of the history by a verdict it reached only later
  ("borrowers that went on to default are purged from the whole panel", "any counterparty ever
  placed on the watch list is removed retroactively"), or by its status as it stood at the end
  of the sample, looks ahead; a screen from the event's own date does not
  (`hindsight_screens`);
* a period's figure that counts events after the period ("quarterly losses, with recoveries
  booked in later quarters included") is from the future (`period_outcomes`);
* a figure after a phrasal verb of change ("tailed off about 9 %") is the size of a change
  (`numbers._after_change`);
* a share named by a noun of depending on its part ("dependence on brokered deposits") is that
  share's series, and a run of years said whole before its episode ("across the entire
  2012–2014 downturn") is that run (`trends`).
"""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match
from quantward_validation.trends import misstatements

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Borrowers that went on to default are purged from the whole panel before the "
            "strategy is simulated.",
            True,
        ),
        ("Any counterparty ever placed on the watch list is removed retroactively.", True),
        (
            "From day one of the data we strip out every tenant subsequently declared insolvent.",
            True,
        ),
        (
            "Bonds are kept in or out by their credit grades as they stood at the close of the "
            "history.",
            True,
        ),
        # the screen from the event's own date, and a screen carried back that is denied
        (
            "A counterparty is removed only from the day it was placed on the watch list.",
            False,
        ),
        (
            "Borrowers that later defaulted are not purged from the whole panel; they stay in "
            "until their default date.",
            False,
        ),
        ("Bonds are kept in or out by their credit grades as they stood on each date.", False),
        (
            "We drop stocks from the start of the data when they have fewer than twelve "
            "months of prices.",
            False,
        ),
    ],
)
def test_a_screen_by_a_later_verdict_carried_back_looks_ahead(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Quarterly loss rates per pool, with recoveries booked in later quarters included, "
            "set the allocation.",
            True,
        ),
        (
            "Arrears per borrower feed the signal, including payments received after each "
            "quarter-end.",
            True,
        ),
        (
            "Arrears per borrower feed the signal, counting payments received up to each "
            "quarter-end.",
            False,
        ),
        (
            "Quarterly loss rates per pool, with recoveries booked by the quarter's close, "
            "set the allocation.",
            False,
        ),
    ],
)
def test_a_periods_figure_counting_later_events_looks_ahead(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


_ENDS = ("03-31", "06-30", "09-30", "12-31")


def _figures(field: str, values: tuple[float, ...]) -> Computation:
    """Twelve quarters, Q1 2020 to Q4 2022, of one field, newest first."""
    rows: list[JsonValue] = [
        {
            "period": f"FY{2020 + i // 4} Q{i % 4 + 1}",
            "quarter_end": f"{2020 + i // 4}-{_ENDS[i % 4]}",
            field: v,
        }
        for i, v in enumerate(values)
    ]
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzr1",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_marlow", "as_of": "2023-01-31"},
        result={"entity_id": "ent_marlow", "quarters": list(reversed(rows))},
    )


#: 100 at the end of 2021, 91 at the end of 2022: a fall of 9 % over the year
_SLIPPING = (90.0, 92.0, 95.0, 97.0, 98.0, 99.0, 99.5, 100.0, 98.0, 96.0, 93.0, 91.0)
#: a share rising through the three years
_RISING_SHARE = (6.0, 6.2, 6.5, 6.9, 7.1, 7.4, 7.8, 8.0, 8.3, 8.7, 9.0, 9.4)


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        (
            "Brokered balances tailed off about 9% over the four quarters to December 2022 [1].",
            True,
        ),
        ("Brokered balances came down some 9% over the four quarters to December 2022 [1].", True),
        (
            "Brokered balances tailed off about 14% over the four quarters to December 2022 [1].",
            False,
        ),
    ],
)
def test_a_figure_after_a_phrasal_verb_of_change_is_its_size(sentence: str, right: bool) -> None:
    computation = _figures("brokered_balances", _SLIPPING)
    citation = Citation(
        mark="[[src_01hzzzzzzzzzzzzzzzzzzzzzr1]]",
        number=1,
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzr1",
        title="fundamentals.quarters",
    )
    passed = all(c.passed for c in numbers_match(sentence, [citation], [computation]))
    assert passed is right, sentence


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "Marlow's dependence on brokered deposits eased over the two years to December 2022.",
            True,
        ),
        (
            "Marlow's dependence on brokered deposits deepened over the two years to "
            "December 2022.",
            False,
        ),
        ("Marlow's over-reliance on brokered deposits shrank through 2022.", True),
    ],
)
def test_a_share_named_by_reliance_on_its_part(text: str, wrong: bool) -> None:
    assert (
        bool(misstatements([text], [_figures("brokered_deposits_share_pct", _RISING_SHARE)]))
        is wrong
    )


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Marlow's brokered deposits share rose across the entire 2012–2014 downturn.", True),
        ("Marlow's brokered deposits share rose across the entire 2020–2022 upswing.", False),
    ],
)
def test_a_run_of_years_said_whole_before_its_episode(text: str, wrong: bool) -> None:
    assert (
        bool(misstatements([text], [_figures("brokered_deposits_share_pct", _RISING_SHARE)]))
        is wrong
    )
