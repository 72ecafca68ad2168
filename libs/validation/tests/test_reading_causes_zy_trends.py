"""Batch ZY causes, trend claims: a field named with a scale word (`visitors_millions`), by
analysts' acronyms of its head words or with the "R" of ratio ("CPM", "FCCR"), a coverage or
days-of-liquidity figure that is better higher though its name holds "debt" or "days", a stock
that "built", a same-quarter comparison followed by a clause naming a later
year, and a horizon opened at a low an event qualifies ("since the lockdown low in Q2 2020").
Own wordings."""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements

_ENDS = ("03-31", "06-30", "09-30", "12-31")


def _figures(field: str, values: tuple[float, ...]) -> Computation:
    """Twelve quarters, Q1 2020 to Q4 2022, of one field."""
    rows: list[JsonValue] = [
        {
            "period": f"FY{2020 + i // 4} Q{i % 4 + 1}",
            "quarter_end": f"{2020 + i // 4}-{_ENDS[i % 4]}",
            field: v,
        }
        for i, v in enumerate(values)
    ]
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzq7",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_ferrovia", "as_of": "2023-01-31"},
        result={"entity_id": "ent_ferrovia", "quarters": list(reversed(rows))},
    )


#: rises through the three years, with a dip in Q2 2020
_RISING = (50.0, 20.0, 30.0, 34.0, 38.0, 42.0, 46.0, 48.0, 52.0, 55.0, 58.0, 61.0)
#: falls through the three years
_FALLING = (9.0, 8.8, 8.6, 8.4, 8.2, 8.0, 7.8, 7.6, 7.4, 7.2, 7.0, 6.8)


def _wrong(text: str, field: str, values: tuple[float, ...]) -> bool:
    return bool(misstatements([text], [_figures(field, values)]))


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Rail visitors contracted over the three years to December 2022.", True),
        ("Rail visitors expanded over the three years to December 2022.", False),
        ("Visitors slid between Q3 2020 and Q3 2022.", True),
    ],
)
def test_a_field_named_with_its_scale_word(text: str, wrong: bool) -> None:
    assert _wrong(text, "visitors_millions", _RISING) is wrong
    assert _wrong(text, "freight_tonnes_thousands", _RISING) is False  # another figure


@pytest.mark.parametrize(
    ("text", "field", "values", "wrong"),
    [
        # the head words' initials after a leading qualifier: cost per mile
        ("CPM kept climbing through 2021 and 2022.", "fleet_cost_per_mile", _FALLING, True),
        ("CPM kept easing through 2021 and 2022.", "fleet_cost_per_mile", _FALLING, False),
        # a ratio's initials with the "R" its name leaves out
        ("The FCCR weakened over the three years.", "fixed_charge_coverage", _RISING, True),
        ("The FCCR strengthened over the three years.", "fixed_charge_coverage", _RISING, False),
    ],
)
def test_an_analysts_acronym_of_a_field(
    text: str, field: str, values: tuple[float, ...], wrong: bool
) -> None:
    assert _wrong(text, field, values) is wrong


@pytest.mark.parametrize(
    ("text", "field", "values", "wrong"),
    [
        # coverage of debt service is better higher: "improved" is a rise
        ("Debt service coverage improved over 2022.", "debt_service_coverage", _FALLING, True),
        ("Debt service coverage worsened over 2022.", "debt_service_coverage", _FALLING, False),
        # days of cash the issuer holds: more is better
        ("Days cash on hand deteriorated in 2021.", "days_cash_on_hand", _RISING, True),
        ("Days cash on hand strengthened in 2021.", "days_cash_on_hand", _RISING, False),
        # a cost is still better lower
        ("Unit cost improved during 2022.", "unit_cost", _FALLING, False),
    ],
)
def test_cover_and_liquidity_are_better_higher(
    text: str, field: str, values: tuple[float, ...], wrong: bool
) -> None:
    assert _wrong(text, field, values) is wrong


@pytest.mark.parametrize(
    ("text", "values", "wrong"),
    [
        ("Unrestricted reserves built steadily over 2022.", _FALLING, True),
        ("Unrestricted reserves have not built since Q4 2020.", _RISING, True),
        ("Unrestricted reserves did not build between Q1 2021 and Q3 2022.", _RISING, True),
        ("Unrestricted reserves kept building over 2022.", _RISING, False),
        ("Unrestricted reserves built steadily over 2022.", _RISING, False),
        # a transitive "build" is no move of the figure
        ("We built reserves scenarios for 2022.", _FALLING, False),
    ],
)
def test_a_stock_that_builds(text: str, values: tuple[float, ...], wrong: bool) -> None:
    assert _wrong(text, "reserves", values) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "Reserves ran above the comparable quarter of 2021 in each quarter of 2022 [3], "
            "so the 2034 bonds remain comfortably covered.",
            True,
        ),
        (
            "Reserves ran below the comparable quarter of 2021 in each quarter of 2022 [3], "
            "so the 2034 bonds deserve a closer look.",
            False,
        ),
    ],
)
def test_a_later_year_in_another_clause_leaves_the_same_quarter_comparison(
    text: str, wrong: bool
) -> None:
    assert _wrong(text, "reserves", _FALLING) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        # from the Q2 2020 low (20) to the latest (61): up 41
        ("Ridership is up 41 since the lockdown low in Q2 2020.", False),
        ("Ridership is down since the lockdown low in Q2 2020.", True),
    ],
)
def test_a_low_an_event_qualifies_opens_at_the_low(text: str, wrong: bool) -> None:
    assert _wrong(text, "ridership", _RISING) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        # the life of a contract starts when it was signed, which the answer does not date
        ("Ridership is up about 22% across the rail franchise's full term so far.", True),
        ("Ridership has risen over the life of the operating lease to date.", True),
        ("Ridership has risen for the whole tenor of the loan.", True),
        # a span the series covers
        ("Ridership is up about 22% since Q1 2020.", False),
        # a fund's life is its track record, not a contract's
        ("Ridership has risen over the life of the fund.", False),
    ],
)
def test_the_undated_life_of_a_contract_is_no_span_of_the_series(text: str, wrong: bool) -> None:
    assert _wrong(text, "ridership", _RISING) is wrong
