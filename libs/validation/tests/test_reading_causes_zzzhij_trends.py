"""Trend claims as a shipping bank's credit desk and a hospital foundation's investment office
write them (the causes batches ZZZH-ZZZJ showed), in wordings no batch uses.

- a lead-in that labels the claim before its colon (who says it, in which document, on which
  page) is no subject of it: a figure's word there ("book", "portfolio", "holdings") leaves
  the claim to the one series its citation holds (`trends._cited_figure`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.claims import misstatements
from quantward_validation.trends import sentences

LEDGER = "src_01hzzzzzzzzzzzzzzzzzzzshp5"
CITED = (Citation(mark="[[src_01hzzzzzzzzzzzzzzzzzzzshp5]]", number=1, source_id=LEDGER),)
_ENDS = (
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip


def _quarterly(field: str, values: tuple[float, ...], entity: str) -> Computation:
    return Computation(
        source_id=LEDGER,
        function_id="fundamentals.quarters",
        result={
            "entity_id": entity,
            "quarters": [{"quarter_end": d, field: v} for d, v in zip(_ENDS, values, strict=True)],
        },
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
def test_a_labelling_lead_in_is_no_subject(answer: str, computation: Computation, wrong: bool) -> None:
    assert _wrong(answer, computation) is wrong
