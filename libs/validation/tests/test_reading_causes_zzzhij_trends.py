"""Trend claims as a shipping bank's credit desk and a hospital foundation's investment office
write them (the causes batches ZZZH-ZZZJ showed), in wordings no batch uses.

- a lead-in that labels the claim before its colon (who says it, in which document, on which
  page) is no subject of it: a figure's word there ("book", "portfolio", "holdings") leaves
  the claim to the one series its citation holds (`trends._cited_figure`);
- the prior corresponding period ("the pcp", "the prior comparable half", "the same quarter
  last year") is the figure a year earlier (`comparison_bases`);
- a span counted by its length and said to end in a fiscal year ("over the decade to FY22")
  is longer than a two-year series whatever year it ends in;
- a change since an event dated by a fiscal quarter in brackets ("since the lockdown quarter
  (Q2 FY21)") runs from that quarter's figure to the latest, not within the quarter, and the
  writer's bracketed date wins over the event's own year (`shorthand`, `fiscal_years`);
- a size in a clause after the claim ("…, while tanker peers trade near 6x") is not the
  change's size;
- a subject that names its figure as an operation on others ("bank loans minus cash",
  "patient revenue less staff costs", "cash after maintenance and expansion capex") is the
  cited series, its operands no other figure of the answer; an "and" inside it joins nouns,
  and a change word qualifying a figure ("expansion capex") is no verb;
- a change over the course of one fiscal year ("over FY22", "across fiscal 2022") runs from
  the figure the year opened on to its last quarter's, as "over 2022" does; "in FY22" still
  compares the year's total with the year before's.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.claims import misstatements
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements as series_misstatements
from quantward_validation.trends import sentences

LEDGER = "src_01hzzzzzzzzzzzzzzzzzzzshp5"
CITED = (Citation(mark="[[src_01hzzzzzzzzzzzzzzzzzzzshp5]]", number=1, source_id=LEDGER),)
_ENDS = (
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip


def _quarterly(field: str, values: tuple[float, ...], entity: str) -> Computation:
    return quarterly_history(
        field,
        values,
        _ENDS,
        entity_id=entity,
        function_id="fundamentals.quarters",
        source_id=LEDGER,
    )


def _wrong(answer: str, computation: Computation) -> bool:
    return bool(misstatements(sentences(answer), [computation], CITED))


#: the share of days a fleet sailed laden: falling every quarter
LADEN = _quarterly(
    "laden_days_pct", (71.0, 69.5, 68.0, 66.2, 65.0, 63.1, 61.8, 60.2), "ent_halvard_shipping"
)
#: a hospital's occupied beds: rising every quarter
BEDS = _quarterly(
    "occupied_bed_ratio_pct", (78.0, 79.5, 81.0, 82.2, 83.0, 84.1, 85.8, 86.2), "ent_st_brendan"
)


@pytest.mark.parametrize(
    ("answer", "computation", "wrong"),
    [
        (
            "Credit committee pack, ship-finance book page: days at sea with cargo aboard "
            "never fell from one quarter to the next in 2022 [1].",
            LADEN,
            True,
        ),
        (
            "Credit committee pack, ship-finance book page: days at sea with cargo aboard "
            "slipped in every quarter of 2022 [1].",
            LADEN,
            False,
        ),
        (
            "R. Okafor (credit officer, shipping portfolio): days at sea with cargo aboard "
            "climbed through 2022 [1].",
            LADEN,
            True,
        ),
        (
            "Quarterly review to the trustees, 'Endowment holdings': the share of beds filled "
            "on the wards shrank over 2022 [1].",
            BEDS,
            True,
        ),
        (
            "Quarterly review to the trustees, 'Endowment holdings': the share of beds filled "
            "on the wards kept climbing over 2022 [1].",
            BEDS,
            False,
        ),
    ],
)
def test_a_labelling_lead_in_is_no_subject(
    answer: str, computation: Computation, wrong: bool
) -> None:
    assert _wrong(answer, computation) is wrong


#: a fiscal year to June: FY2022 is July 2021 to June 2022
_FISCAL = (
    ("FY2021 Q1", "2020-09-30"), ("FY2021 Q2", "2020-12-31"),
    ("FY2021 Q3", "2021-03-31"), ("FY2021 Q4", "2021-06-30"),
    ("FY2022 Q1", "2021-09-30"), ("FY2022 Q2", "2021-12-31"),
    ("FY2022 Q3", "2022-03-31"), ("FY2022 Q4", "2022-06-30"),
)  # fmt: skip
#: charter income above the year before in every quarter of FY2022, though it dipped twice
#: from the quarter before
CHARTER = Computation(
    source_id="src_reading_zzzhij_fy",
    function_id="fundamentals.quarters",
    result={
        "entity_id": "ent_halvard_shipping",
        "quarters": [
            {"period": p, "quarter_end": d, "charter_revenue": v}
            for (p, d), v in zip(
                _FISCAL, (40.0, 42.0, 41.0, 43.0, 45.0, 44.0, 47.0, 46.0), strict=True
            )
        ],
    },
)


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        ("Charter revenue was up on the pcp in every quarter of FY22.", False),
        ("Charter revenue was down on the pcp in every quarter of FY22.", True),
        ("Charter revenue stood above the pcp in every quarter of FY22.", False),
        ("Charter revenue sat below the prior corresponding period in each quarter of FY22.", True),
        (
            "Charter revenue ran ahead of the prior comparable quarter in every quarter of FY22.",
            False,
        ),
    ],
)
def test_the_prior_corresponding_period_is_a_year_earlier(said: str, wrong: bool) -> None:
    assert bool(series_misstatements([said], [CHARTER])) is wrong


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        ("Charter revenue rose over the decade to FY22.", ["horizon"]),
        ("Charter revenue climbed over the ten years to FY2022.", ["horizon"]),
        ("Charter revenue rose over the two years to FY22.", []),
    ],
)
def test_a_span_longer_than_the_series_ending_in_a_fiscal_year(said: str, kinds: list[str]) -> None:
    assert [m.kind for m in series_misstatements([said], [CHARTER])] == kinds


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        # 42 in Q2 FY21 and 41 in Q3 FY21, 46 at the latest (the latest quarter itself fell)
        ("Charter revenue slipped since the lockdown quarter (Q2 FY21).", True),
        ("Charter revenue climbed since the lockdown quarter (Q2 FY21).", False),
        ("Charter revenue climbed since the dry-dock quarter (Q3 FY21).", False),
        ("Charter revenue slipped since Q3 FY21.", True),
        ("Charter revenue never fell quarter on quarter since Q3 FY21.", True),
        ("Charter revenue rose by $4m since Q2 FY21, while tanker peers trade near 6x.", False),
        ("Charter revenue rose by 30% since Q2 FY21, while tanker peers trade near 6x.", True),
    ],
)
def test_since_a_fiscal_quarter(said: str, wrong: bool) -> None:
    assert bool(series_misstatements([said], [CHARTER])) is wrong


#: a shipowner's net debt, paid down every quarter
NET_DEBT = _quarterly(
    "net_debt", (410.0, 395.0, 372.0, 350.0, 331.0, 318.0, 296.0, 280.0), "ent_halvard_shipping"
)
#: a hospital's operating surplus, rising every quarter
SURPLUS = _quarterly(
    "operating_surplus", (3.1, 3.4, 3.9, 4.2, 4.8, 5.0, 5.6, 6.1), "ent_st_brendan"
)
#: a shipowner's free cash flow, rising every quarter
FREE_CASH = _quarterly(
    "free_cash_flow", (-12.0, -6.0, 2.0, 9.0, 14.0, 18.0, 25.0, 31.0), "ent_halvard_shipping"
)


@pytest.mark.parametrize(
    ("answer", "computation", "wrong"),
    [
        ("Credit file: bank loans minus cash rose in every quarter of 2022 [1].", NET_DEBT, True),
        ("Credit file: bank loans minus cash fell in every quarter of 2022 [1].", NET_DEBT, False),
        ("Trustee pack: patient revenue less staff costs shrank over 2022 [1].", SURPLUS, True),
        ("Trustee pack: patient revenue less staff costs widened over 2022 [1].", SURPLUS, False),
        (
            "Credit file: cash after maintenance and expansion capex did not improve over "
            "2022 [1].",
            FREE_CASH,
            True,
        ),
        (
            "Credit file: cash after maintenance and expansion capex did not deteriorate over "
            "2022 [1].",
            FREE_CASH,
            False,
        ),
    ],
)
def test_a_figure_named_as_an_operation_on_others(
    answer: str, computation: Computation, wrong: bool
) -> None:
    assert _wrong(answer, computation) is wrong


#: a hospital's patient revenue by quarter of a June fiscal year: FY2022's last quarter 40 %
#: above FY2021's, its total 18 % above FY2021's
PATIENT_REVENUE = Computation(
    source_id="src_reading_zzzhij_fy",
    function_id="fundamentals.quarters",
    result={
        "entity_id": "ent_st_brendan",
        "quarters": [
            {"period": p, "quarter_end": d, "revenue": v}
            for (p, d), v in zip(
                _FISCAL, (40.0, 42.0, 41.0, 43.0, 45.0, 44.0, 47.0, 60.2), strict=True
            )
        ],
    },
)


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        ("Patient revenue rose by around 40% over FY22.", False),
        ("Patient revenue rose by around 40% across fiscal 2022.", False),
        ("Patient revenue rose by around 10% over FY22.", True),
        ("Patient revenue fell over FY22.", True),
    ],
)
def test_the_course_of_a_fiscal_year(said: str, wrong: bool) -> None:
    assert bool(series_misstatements([said], [PATIENT_REVENUE])) is wrong
