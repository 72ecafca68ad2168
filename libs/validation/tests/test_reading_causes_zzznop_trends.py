"""Trend claims as a European asset manager's committee and a US pension plan's credit desk
write them (the causes batches ZZZN-ZZZP showed), in wordings no batch uses.

- a claim said in English over a period named in the desk's reporting language ("over
  l'esercizio 2022", "im Geschäftsjahr 2022", "au 2e semestre 2022", "(T3 2021)") is a claim
  of that period, not of the whole series (`period_lexicon_eu`);
- an attribution or a remark after the claim, set off by a spaced dash ("… [1] – the PM, on
  whether to trim"), looks ahead for itself only, as a clause after a semicolon does;
- a frame before the subject ("within the plan's credit holdings,") labels the claim, as a
  lead-in before a colon does: a figure's word in it is no subject;
- a ratio said in words ("distribution costs as a share of net sales") is the cited figure,
  its denominator no other figure of the answer;
- a move back to an earlier level keeps its particle's way ("crept back up");
- a year-on-year change said of each period of a counted span that ends at a named date ("in
  each of the four quarters to June 2022") compares each of those periods with its own year
  earlier, not the span's first figure with its last.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.claims import misstatements
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import sentences

LEDGER = "src_01hzzzzzzzzzzzzzzzzzzzmrl7"
CITED = (Citation(mark="[[src_01hzzzzzzzzzzzzzzzzzzzmrl7]]", number=1, source_id=LEDGER),)
_ENDS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip


def _quarterly(field: str, values: tuple[float, ...], entity: str = "ent_marlow") -> Computation:
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


#: net debt: up over the whole series, down over 2022 and in its second half, never up from
#: one quarter to the next in the second half of 2022 (up in its first quarter)
DEBT = _quarterly(
    "net_debt", (200.0, 240.0, 260.0, 300.0, 320.0, 330.0, 350.0, 360.0, 365.0, 350.0, 340.0, 330.0)
)


@pytest.mark.parametrize(
    "period",
    [
        "over l'esercizio 2022",
        "im Geschäftsjahr 2022",
        "over boekjaar 2022",
        "during el ejercicio 2022",
        "sur l'exercice 2022",
    ],
)
def test_a_fiscal_year_named_in_another_language_is_the_claims_horizon(period: str) -> None:
    assert _wrong(f"Marlow's net debt rose {period} [1].", DEBT)
    assert not _wrong(f"Marlow's net debt fell {period} [1].", DEBT)


@pytest.mark.parametrize(
    "period", ["au 2e semestre 2022", "nel secondo semestre 2022", "im zweiten Halbjahr 2022"]
)
def test_a_half_named_in_another_language_bounds_a_stepwise_claim(period: str) -> None:
    assert not _wrong(
        f"Marlow's net debt never rose from one quarter to the next {period} [1].", DEBT
    )
    assert _wrong(f"Marlow's net debt rose in every quarter {period} [1].", DEBT)


@pytest.mark.parametrize("code", ["T4 2021", "4T 2021", "4ºT21", "K4 2021"])
def test_a_quarter_coded_in_another_language_dates_the_event(code: str) -> None:
    # from the figure of Q4 2021 (360) to the latest (330): down
    assert _wrong(f"Marlow's net debt increased since the refinancing quarter ({code}) [1].", DEBT)
    assert not _wrong(
        f"Marlow's net debt decreased since the refinancing quarter ({code}) [1].", DEBT
    )


def test_a_remark_after_a_spaced_dash_leaves_the_claim_asserted() -> None:
    said = "Marlow's net debt came down over 2021 [1] – the PM, on whether we should add."
    assert _wrong(said, DEBT)
    assert not _wrong(said.replace("came down", "went up"), DEBT)
    # a claim that itself looks ahead is still no claim of the past
    assert not _wrong("Marlow's net debt should come down over 2021 [1] – the PM.", DEBT)


#: spend on outside engineers, cited under a name no lexicon holds: lower than a year earlier
#: in each quarter of 2022
ENGINEERS = _quarterly(
    "contract_engineering_mm", (9.0, 9.2, 9.4, 9.6, 10.0, 10.2, 10.4, 10.6, 9.9, 10.1, 10.3, 10.5)
)


def test_a_frame_before_the_subject_is_no_subject_of_the_claim() -> None:
    said = (
        "Pension committee memo: within the plan's credit holdings, Marlow's outlay on "
        "hired-in surveyors and temps was {} than a year earlier in each of the four quarters "
        "to December 2022 [1]."
    )
    assert _wrong(said.format("higher"), ENGINEERS)
    assert not _wrong(said.format("lower"), ENGINEERS)


#: operating spend per unit of sales, cited under a name no lexicon holds: up over 2022
INTENSITY = _quarterly(
    "opex_intensity_pct", (30.0, 30.5, 31.0, 31.2, 31.0, 30.8, 30.6, 30.2, 30.4, 30.9, 31.3, 31.8)
)


@pytest.mark.parametrize(
    "ratio", ["as a share of net sales", "relative to total sales", "as a percentage of sales"]
)
def test_a_ratio_said_in_words_is_the_cited_figure(ratio: str) -> None:
    assert _wrong(f"Marlow's operating spend {ratio} fell over 2022 [1].", INTENSITY)
    assert not _wrong(f"Marlow's operating spend {ratio} rose over 2022 [1].", INTENSITY)


#: the same share: below its year-earlier figure in the third quarter of 2021 only, though
#: June 2022's figure is above June 2021's
UNEVEN = _quarterly(
    "distribution_cost_ratio_pct",
    (9.0, 9.2, 9.4, 9.6, 9.8, 10.0, 9.3, 9.9, 10.3, 10.1, 10.0, 10.2),
)


def test_each_period_of_a_span_ending_at_a_named_date_against_its_year_earlier() -> None:
    said = (
        "Marlow's distribution costs as a share of net sales were higher than a year earlier "
        "in each of the {} quarters to June 2022 [1]."
    )
    # the third quarter of 2021 was lower than a year before, though the span rose
    assert _wrong(said.format("four"), UNEVEN)
    assert not _wrong(said.format("three"), UNEVEN)


#: spend on outside contractors: down from one quarter to the next but once, in 2021
CONTRACTORS = _quarterly(
    "contractor_spend_mm", (90.0, 85.0, 80.0, 76.0, 70.0, 74.0, 69.0, 65.0, 60.0, 58.0, 55.0, 51.0)
)


def test_a_move_back_to_an_earlier_level_keeps_its_particles_way() -> None:
    said = "Marlow's contractor spend never crept back up from one quarter to the next{} [1]."
    assert _wrong(said.format(""), CONTRACTORS)
    assert not _wrong(said.format(" in 2022"), CONTRACTORS)
    assert _wrong("Marlow's contractor spend went back up over 2022 [1].", CONTRACTORS)
