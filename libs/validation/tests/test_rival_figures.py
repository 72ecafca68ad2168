"""Of two figures of one limit in one passage, the one the passage puts in force is the limit
(`rival_figures`), in registers of its own: a hospital foundation's endowment, a shipping
bank's loan book, a university's treasury; and the markers read by the passage's
structure: a label's abbreviated "max." or "min." ends no sentence, the writer's own limit named
by who sets it or its document's code, a law "as enacted", a pointer back ("that's what we
apply"), and of two versions dated by year the later."""

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


# --- markers read by the passage's structure ------------------------------------------------------

#: (text, the figure out of force, the figure in force, name, values, unit)
_MARKED_PASSAGES = [
    # the writer's own heading over a label abbreviated with a stop
    (
        "Ours, per the SIP: tracking error of the LDI sleeve, max. 90 bp. The consultants' "
        "review shows 140 bp.",
        "140 bp",
        "90 bp",
        "max_ldi_tracking_error_bps",
        (140.0, 90.0),
        "bps",
    ),
    # the writer's own limit named by who sets it
    (
        "The broker's model assumed 40 % in covered bonds. Our trustees' cap is 25 %.",
        "40 %",
        "25 %",
        "coveredBondCap",
        (0.4, 0.25),
        "fraction",
    ),
    # the writer's own document named by its code
    (
        "The regulation allows 10 % in sponsor-related loans. Our SIP is stricter: 4 %, and we "
        "keep to it.",
        "10 %",
        "4 %",
        "sponsorLoanCap",
        (0.1, 0.04),
        "fraction",
    ),
    # a by-law as enacted, after a bracketed reference with stops of its own
    (
        "On first reading the by-law put cash at 9 per cent. As enacted (Sec. 4, Art. 2) it "
        "reads 6 per cent.",
        "9 per cent",
        "6 per cent",
        "max_cash_share",
        (0.09, 0.06),
        "fraction",
    ),
    # a pointer back at the figure before it
    (
        "The 2016 charter had a floor of 30 % in sovereign bonds. The charter the trustees "
        "reissued in May has 35 %, and that's what we apply.",
        "30 %",
        "35 %",
        "minSovereignShare",
        (0.3, 0.35),
        "fraction",
    ),
    # two versions dated by year: the later holds
    (
        "Rulebook 2017, schedule B: real estate 14 % of assets. Rulebook 2023: 10 % of assets. "
        "The newer rulebook governs.",
        "14 %",
        "10 %",
        "maxRealEstateShare",
        (0.14, 0.1),
        "fraction",
    ),
]


@pytest.mark.parametrize(("text", "out", "kept", "name", "values", "unit"), _MARKED_PASSAGES)
def test_the_marked_figure_wins(
    text: str, out: str, kept: str, name: str, values: tuple[float, float], unit: ConstraintUnit
) -> None:
    assert _read(text, out, name, values[0], unit) is not None
    assert _read(text, kept, name, values[1], unit) is None


@pytest.mark.parametrize(
    ("text", "figure", "name", "value"),
    [
        # a year said of an observation, not of a version, beside a limit with no year
        (
            "Cash was 4 % in 2019. The floor is 2 %.",
            "2 %",
            "min_cash_share",
            0.02,
        ),
        # the earlier version put in force by the passage stays in force
        (
            "Rulebook 2017: real estate 14 %. The 2023 draft has 10 %, but the 2017 rulebook "
            "still governs.",
            "14 %",
            "maxRealEstateShare",
            0.14,
        ),
        # a pointer back said with a negation marks nothing
        (
            "The adviser suggested 12 %, and that's not what we apply; the cap is 8 %.",
            "8 %",
            "max_hy_share",
            0.08,
        ),
    ],
)
def test_a_figure_no_marker_sets_aside_stays(
    text: str, figure: str, name: str, value: float
) -> None:
    assert _read(text, figure, name, value, "fraction") is None
