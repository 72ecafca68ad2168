"""Gaps in how a limit is read from prose, each read as a family (fourth wave).

Every test is a construction of its family in wordings no batch uses, in both directions: the
bound read, and a near miss that must stay no bound.

1. a value before "is the <subject> cap" (a limit noun with its subject between);
2. a value as the modifier of a limit noun ("a 7,5 % issuer limit", "a 2x gross leverage cap");
3. gearing, the UK's word for leverage;
4. a second value the first one's subject cannot take ("… at least 2 % and 40 names at most");
5. a value with no operator in a clause that leaves the manager no room over it;
6. a limit table without a "max." header, under a heading that says its rows are limits;
7. a past marker in the comma part beside a value ("the cap of 10 %, which was valid until
   June, is replaced by 20 %").
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import clauses


def _of(text: str, subject: str) -> list[tuple[str, float | None, float | None]]:
    return [
        (b.kind, b.low, b.high)
        for c in clauses({"clause": text})
        for b in c.bounds
        if b.subject == subject
    ]


def _all(text: str) -> list[tuple[str, str, float | None, float | None]]:
    return [(b.subject, b.kind, b.low, b.high) for c in clauses({"clause": text}) for b in c.bounds]


# --- 1. a value before "is the <subject> cap" ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "expected"),
    [
        (
            "Eight per cent is the single-name limit.",
            "max_position_weight",
            ("ceiling", None, 0.08),
        ),
        ("4 % remains our hard sector ceiling.", "max_sector_weight", ("ceiling", None, 0.04)),
        ("1.75x is the gross leverage maximum.", "max_gross_leverage", ("ceiling", None, 1.75)),
        ("3 % is the cash minimum.", "cash_weight", ("floor", 0.03, None)),
        (
            "Under section 9 – 12 per cent is the country cap.",
            "max_country_weight",
            ("ceiling", None, 0.12),
        ),
        (
            "9 %, which is the country ceiling, binds.",
            "max_country_weight",
            ("ceiling", None, 0.09),
        ),
        ("Two per cent – that's our cash floor.", "cash_weight", ("floor", 0.02, None)),
    ],
)
def test_a_value_before_is_the_subject_s_limit_noun_is_that_limit(
    text: str, subject: str, expected: tuple[str, float | None, float | None]
) -> None:
    assert _of(text, subject) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "6 per cent is the issuer's dividend yield.",
        "4 % is the sector's share of the index.",
        "3 % is the cash return we expect.",
    ],
)
def test_a_value_before_is_the_subject_s_other_measure_bounds_nothing(text: str) -> None:
    assert _all(text) == []


# --- 2. a value as the modifier of a limit noun ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "expected"),
    [
        (
            "Our guidelines set a 6 % per-issuer cap.",
            "max_position_weight",
            ("ceiling", None, 0.06),
        ),
        (
            "The desk works to a 1.3x gross exposure ceiling.",
            "max_gross_leverage",
            ("ceiling", None, 1.3),
        ),
        ("A strict 15 % sector limit binds us.", "max_sector_weight", ("ceiling", None, 0.15)),
        ("We keep a 4 % liquidity minimum at all times.", "cash_weight", ("floor", 0.04, None)),
    ],
)
def test_a_value_modifying_a_limit_noun_is_that_limit(
    text: str, subject: str, expected: tuple[str, float | None, float | None]
) -> None:
    assert _of(text, subject) == [expected]


def test_a_second_coordinate_with_its_copula_elided_names_its_own_subject() -> None:
    text = "8 % is the single-name cap and 30 % the sector cap."
    assert sorted(_all(text)) == [
        ("max_position_weight", "ceiling", None, 0.08),
        ("max_sector_weight", "ceiling", None, 0.3),
    ]


def test_a_risk_budget_is_a_ceiling() -> None:
    assert _of("We run on a 4 % tracking error budget.", "max_tracking_error") == [
        ("ceiling", None, 0.04)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The fund bought a 5 % coupon bond from one issuer.",
        "A 3 % sector move would hurt.",
        "We saw a 2x gross leverage increase last year.",
    ],
)
def test_a_value_modifying_another_noun_bounds_nothing(text: str) -> None:
    assert _all(text) == []


# --- 3. gearing ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The trust may gear up to 1.2 times net assets.", ("ceiling", None, 1.2)),
        ("Gearing shall not exceed 125 %.", ("ceiling", None, 1.25)),
        ("Maximum gearing: 1.4x.", ("ceiling", None, 1.4)),
        ("The company may be geared to no more than 140 % of NAV.", ("ceiling", None, 1.4)),
    ],
)
def test_gearing_is_leverage(text: str, expected: tuple[str, float | None, float | None]) -> None:
    assert _of(text, "max_gross_leverage") == [expected]


def test_a_gear_of_something_else_is_no_leverage() -> None:
    assert _of("The gear box maker is limited to 5 % of the fund.", "max_gross_leverage") == []


# --- 4. a second value the first one's subject cannot take -----------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "expected"),
    [
        (
            "Liquidity must be no less than 3 % and 25 holdings at least.",
            "cash_weight",
            ("floor", 0.03, None),
        ),
        (
            "Turnover is capped at 80 % and 12 trades a month.",
            "max_turnover",
            ("ceiling", None, 0.8),
        ),
        (
            "Sector weights up to 25 % and 30 stocks minimum.",
            "max_sector_weight",
            ("ceiling", None, 0.25),
        ),
    ],
)
def test_a_first_bound_survives_a_second_value_of_another_kind(
    text: str, subject: str, expected: tuple[str, float | None, float | None]
) -> None:
    assert _of(text, subject) == [expected]


def test_two_values_of_one_kind_after_between_stay_a_range() -> None:
    assert _of("Cash between 2 % and 6 %.", "cash_weight") == [("range", 0.02, 0.06)]


# --- 5. a value with no operator, the manager given no room over it --------------------------


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("No leeway for the PM here: 6 % per issuer.", "max_position_weight", 0.06),
        ("Gross 1,4x. This is not the manager's decision.", "max_gross_leverage", 1.4),
        ("Sector weight 18 %; not at the discretion of the manager.", "max_sector_weight", 0.18),
        ("Country 11 %. The PM has no say in this.", "max_country_weight", 0.11),
        ("Cash 4 %, decided by the trustees, not by the manager.", "cash_weight", 0.04),
    ],
)
def test_a_bare_value_the_manager_may_not_move_is_a_fixed_level(
    text: str, subject: str, value: float
) -> None:
    assert _of(text, subject) == [("range", value, value)]


@pytest.mark.parametrize(
    "text",
    [
        "The fund held 6 % per issuer last year.",
        "Sector weight was 18 % at year end.",
        "Cash was 3 % at year end. Leverage is not at the manager's discretion.",
    ],
)
def test_a_bare_value_without_such_words_bounds_nothing(text: str) -> None:
    assert _all(text) == []


# --- 6. a limit table under a heading that says its rows are limits --------------------------


def test_rows_under_a_restrictions_heading_are_ceilings() -> None:
    text = "Portfolio limits:\nSingle sector   25 %\nGross exposure   1,6x\nTracking error   3,5 %"
    assert sorted(_all(text)) == sorted(
        [
            ("max_sector_weight", "ceiling", None, 0.25),
            ("max_gross_leverage", "ceiling", None, 1.6),
            ("max_tracking_error", "ceiling", None, 0.035),
        ]
    )


def test_rows_under_a_heading_saying_limits_apply_are_ceilings() -> None:
    text = "The following limits apply:\nSingle issuer   4 %\nCountry   30 %"
    assert sorted(_all(text)) == [
        ("max_country_weight", "ceiling", None, 0.3),
        ("max_position_weight", "ceiling", None, 0.04),
    ]


def test_another_heading_ends_a_limits_list() -> None:
    text = "Portfolio limits:\nSingle sector   25 %\nCurrent positioning:\nCountry   30 %"
    assert sorted(_all(text)) == [("max_sector_weight", "ceiling", None, 0.25)]


def test_rows_under_a_holdings_heading_bound_nothing() -> None:
    text = "Current positioning:\nSingle sector   25 %\nGross exposure   1,6x"
    assert _all(text) == []


# --- 7. a past marker in the comma part beside a value ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The old sector cap of 15 %, in force until March, gives way to 22 %.",
        "The sector limit of 15 %, which applied until last year, is replaced by 22 %.",
        "The sector cap of 15 % (binding until April) has given way to 22 %.",
        "The sector ceiling of 15 % – applicable until 2023 – now stands at 22 %.",
    ],
)
def test_a_value_said_as_past_in_its_comma_part_bounds_nothing(text: str) -> None:
    assert _of(text, "max_sector_weight") == [("ceiling", None, 0.22)]


def test_a_value_said_to_hold_in_its_comma_part_still_bounds() -> None:
    text = "The sector cap of 15 %, which applies from today, is unchanged."
    assert _of(text, "max_sector_weight") == [("ceiling", None, 0.15)]


def test_a_row_named_a_target_under_a_limits_heading_is_no_ceiling() -> None:
    text = "Portfolio limits:\nTarget volatility:   9 %\nSingle sector   25 %"
    assert sorted(_all(text)) == sorted(
        [
            ("max_sector_weight", "ceiling", None, 0.25),
            ("target_volatility", "target", 0.09, 0.09),
        ]
    )
