"""Of two figures of one limit in one passage, the one the passage puts in force is the limit
(`rival_figures`), in registers of its own: a hospital foundation's endowment, a shipping
bank's loan book, a university's treasury."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation.provenance import stated_of


def _read(text: str, figure: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(figure), constraint)


#: (text, the figure out of force, the figure in force, name, values, unit)
_PASSAGES = [
    # a request and its outcome: the figure that stays holds (ZZZB-ZZZE, structure 1)
    (
        "The treasurer put it to the finance committee that hedge-fund allocations go to 22 "
        "per cent for the new mandate. Turned down at the March meeting; 15 per cent stays.",
        "22 per cent",
        "15 per cent",
        "max_hedge_fund_allocation",
        (0.22, 0.15),
        "fraction",
    ),
    (
        "Our owners asked the credit board to let loan-to-value on tankers run to 80%. The "
        "board would not; the ceiling remains 65%.",
        "80%",
        "65%",
        "max_tanker_ltv",
        (0.8, 0.65),
        "fraction",
    ),
    # an amendment and what it inserts (structure 0)
    (
        'Board resolution 14: in clause 3.2, strike "30%" for the alternatives sleeve and '
        'substitute "25%".',
        '30%"',
        '25%"',
        "alternativesSleeveCap",
        (0.3, 0.25),
        "fraction",
    ),
    (
        "The heads of agreement had a minimum asset cover of 1.10x; the signed facility "
        "agreement, clause 21, fixes 1.35x.",
        "1.10x",
        "1.35x",
        "minAssetCoverRatio",
        (1.1, 1.35),
        "multiple",
    ),
    # another house's figure and the writer's own (structure 4)
    (
        "The hospital system's pension plan lets private markets run to 30%, for comparison. "
        "Ours is 15% of the endowment.",
        "30%",
        "15%",
        "max_private_markets_share",
        (0.3, 0.15),
        "fraction",
    ),
]


@pytest.mark.parametrize(("text", "out", "kept", "name", "values", "unit"), _PASSAGES)
def test_the_figure_the_passage_puts_in_force_wins(
    text: str, out: str, kept: str, name: str, values: tuple[float, float], unit: ConstraintUnit
) -> None:
    problem = _read(text, out.strip('"'), name, values[0], unit)
    assert problem is not None
    assert _read(text, kept.strip('"'), name, values[1], unit) is None


@pytest.mark.parametrize(
    ("text", "figure", "name", "value"),
    [
        # one heading over several figures puts them all in force
        ("Our policy: cash at least 3%, private equity at most 20%.", "20%", "max_pe_share", 0.2),
        # two limits of their own subjects, one of them said to remain
        (
            "Cash remains at least 3%, and the cap on any one borrower is 10%.",
            "10%",
            "max_single_borrower_share",
            0.1,
        ),
        # a marker said with a negation marks nothing
        (
            "The ceiling is 12%. The peers' 18% is not our policy.",
            "12%",
            "max_private_credit_share",
            0.12,
        ),
    ],
)
def test_a_figure_no_rival_is_put_in_force_against_stays(
    text: str, figure: str, name: str, value: float
) -> None:
    assert _read(text, figure, name, value, "fraction") is None


@pytest.mark.parametrize(
    ("text", "figure", "name", "value", "unit"),
    [
        # denied where it stands, supposed, refused after it, or a bare number: no rival
        (
            "Checked the deed: gearing 3 times our own capital, not 5 times our own capital.",
            "3 times",
            "max_gross_leverage",
            3.0,
            "multiple",
        ),
        (
            "Had the trustees adopted the draft, the cap on any one ship would be 30%. Under the "
            "deed in force it is 20%.",
            "20%",
            "max_single_vessel_weight",
            0.2,
            "fraction",
        ),
        (
            "we asked to move the ship cap to 30%, the bank rejected it. still 20%",
            "20%",
            "max_single_vessel_weight",
            0.2,
            "fraction",
        ),
    ],
)
def test_a_figure_in_force_nowhere_is_no_rival(
    text: str, figure: str, name: str, value: float, unit: ConstraintUnit
) -> None:
    assert _read(text, figure, name, value, unit) is None


def test_a_figure_of_another_base_in_another_sentence_is_no_rival() -> None:
    # "5 % of turnover" bounds another thing than the vessel limit said after it
    text = (
        "Charter income from sanctioned ports must stay below 5% of turnover. Separately, the "
        "single-vessel limit: not more than 6%."
    )
    assert _read(text, "6%", "max_single_vessel_weight", 0.06, "fraction") is None
