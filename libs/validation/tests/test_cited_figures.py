"""A claim is read of the one series the computation it cites holds, whatever it calls the
figure (`trends._cited_figure`); a change word naming a period, a discount of a signed premium
and ground not given are read as what they say."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.answer import trends
from quantward_validation.claims import misstatements
from quantward_validation.trends import sentences, sources_cited

WELLS = "src_01hzzzzzzzzzzzzzzzzzzzwel5"
OTHER = "src_01hzzzzzzzzzzzzzzzzzzzwel6"


def _quarterly(source: str, fields: dict[str, list[float]]) -> Computation:
    ends = ("2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30")
    rows = [
        {"period": f"Q{i % 4 + 1}", "quarter_end": end, **{k: v[i] for k, v in fields.items()}}
        for i, end in enumerate(ends)
    ]
    return Computation(
        source_id=source,
        function_id="fundamentals.quarters",
        result={"entity_id": "ent_brannock_oilfield", "quarters": rows},
    )


#: barrels of oil equivalent a day, falling every quarter
OUTPUT = _quarterly(WELLS, {"boe_per_day_thousands": [48.0, 46.5, 45.1, 44.0, 42.2, 40.9]})
#: a premium to NAV kept signed (a discount is negative): the discount narrows
PREMIUM = _quarterly(
    WELLS, {"premium_discount_to_nav_pct": [-22.0, -20.5, -18.0, -15.2, -14.0, -11.5]}
)
CITED = (Citation(mark="[[src_01hzzzzzzzzzzzzzzzzzzzwel5]]", number=1, source_id=WELLS),)


def _wrong(answer: str, computation: Computation, citations: tuple[Citation, ...] = CITED) -> bool:
    return bool(misstatements(sentences(answer), [computation], citations))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the field's words appear nowhere: the citation ties the claim to the figure
        ("Field report: daily output from the Permian leases climbed through 2021 [1].", True),
        ("Field report: daily output from the Permian leases shrank through 2021 [1].", False),
        ("Field report: liquids volumes never slipped from one quarter to the next [1].", True),
        ("Field report: liquids volumes never grew from one quarter to the next [1].", False),
        # a change word after a determiner modifies the subject; the verb says the change
        ("The declining Permian output kept climbing in 2021 [1].", True),
        # the model's raw mark cites as the number does
        (
            "Daily output from the Permian leases climbed through 2021 "
            "[[src_01hzzzzzzzzzzzzzzzzzzzwel5]].",
            True,
        ),
    ],
)
def test_a_claim_is_read_of_the_series_it_cites(answer: str, wrong: bool) -> None:
    assert _wrong(answer, OUTPUT) is wrong


def test_no_citation_no_tie() -> None:
    # without the answer's citations (or citing nothing) the unknown name stays unread
    assert not _wrong("Daily output from the Permian leases climbed through 2021 [1].", OUTPUT, ())
    assert not _wrong("Daily output from the Permian leases climbed through 2021.", OUTPUT)


def test_several_series_leave_the_name_to_choose() -> None:
    both = _quarterly(
        WELLS,
        {"boe_per_day_thousands": [48.0, 46.5, 45.1, 44.0, 42.2, 40.9], "capex_m": [1.0] * 6},
    )
    assert not _wrong("Daily output from the Permian leases climbed through 2021 [1].", both)


def test_a_named_figure_of_another_line_is_not_the_cited_one() -> None:
    # "revenue" shares no word with the field: the sentence speaks of a figure not computed
    assert not _wrong("Field report: revenue climbed through 2021 [1].", OUTPUT)


def test_a_named_figure_sharing_the_fields_words_is_it() -> None:
    shipped = _quarterly(WELLS, {"sync_income": [5.0, 4.8, 4.5, 4.1, 3.9, 3.2]})
    assert _wrong("Film, TV and ad sync revenue climbed over 2021 [1].", shipped)
    assert not _wrong("Film, TV and ad sync revenue fell over 2021 [1].", shipped)


def test_a_discount_is_a_signed_premiums_negative() -> None:
    assert not _wrong("The shares' discount to NAV narrowed over 2021 [1].", PREMIUM)
    assert _wrong("The shares' discount to NAV widened over 2021 [1].", PREMIUM)
    # said as a premium, the field's own sign
    assert not _wrong("The premium (discount) to NAV improved over 2021 [1].", PREMIUM)


@pytest.mark.parametrize(
    "answer",
    [
        "Daily output gave no ground through the 2021 shale run-up (Q1 2021 to Q2 2022) [1].",
        "Daily output ceded no ground over 2021 [1].",
    ],
)
def test_ground_not_given_and_a_periods_name_say_it_did_not_fall(answer: str) -> None:
    # output fell: "gave no ground" is false; the run-up names the period, it claims nothing
    assert _wrong(answer, OUTPUT)


def test_a_period_named_by_a_boom_is_no_rise() -> None:
    rising = _quarterly(WELLS, {"boe_per_day_thousands": [40.0, 41.5, 43.1, 44.0, 45.2, 46.9]})
    assert not _wrong(
        "Daily output held up through the 2021 shale boom (Q1 2021 to Q2 2022) [1].", rising
    )
    assert not _wrong("Output fell during the 2021 shale run-up [1].", OUTPUT)


def test_sources_cited_reads_numbers_and_raw_marks() -> None:
    other = Citation(mark="[[src_01hzzzzzzzzzzzzzzzzzzzwel6]]", number=2, source_id=OTHER)
    assert sources_cited("Output fell [1][2].", (*CITED, other)) == {WELLS, OTHER}
    assert sources_cited("Output fell [[src_01hzzzzzzzzzzzzzzzzzzzwel6]].", (*CITED, other)) == {
        OTHER
    }
    assert sources_cited("Output fell [3].", CITED) == frozenset()


def test_the_validator_check_reads_the_cited_figure() -> None:
    [check] = trends(
        "Daily output from the Permian leases climbed through 2021 [1].", [OUTPUT], CITED
    )
    assert not check.passed
    [check] = trends(
        "Daily output from the Permian leases shrank through 2021 [1].", [OUTPUT], CITED
    )
    assert check.passed


def test_a_ticker_that_spells_a_verb_is_a_name() -> None:
    # "(DROP)" and "NYSE: SINK" name the company; the claim is "beat"/"rose"
    rising = _quarterly(WELLS, {"boe_per_day_thousands": [40.0, 41.5, 43.1, 44.0, 45.2, 46.9]})
    assert not _wrong("| Brannock Oilfield (DROP) | Daily output rose over 2021 [1] |", rising)
    assert not _wrong("Brannock Oilfield (NYSE: SINK): daily output rose over 2021 [1].", rising)
    assert _wrong("Brannock Oilfield (NYSE: LIFT): daily output fell over 2021 [1].", rising)


def test_a_bracketed_aside_is_no_verb_of_the_clause() -> None:
    # "(decline)" glosses the name; "topped" says where the figure went
    assert _wrong("Daily output (decline) topped the year-earlier quarter in 2022 [1].", OUTPUT)
    assert not _wrong("Daily output (growth) trailed the year-earlier quarter in 2022 [1].", OUTPUT)


def test_a_figure_named_by_its_initials_and_at_risk_is_lower_better() -> None:
    # "portfolio at risk" is `par30_pct` by its initials; a rise of what is at risk worsens it
    rising = _quarterly(WELLS, {"par30_pct": [4.0, 4.4, 5.1, 5.9, 6.2, 7.0]})
    assert _wrong("The lender's portfolio at risk (>30 days) improved over 2021 [1].", rising)
    assert not _wrong(
        "The lender's portfolio at risk (>30 days) deteriorated over 2021 [1].", rising
    )


def test_the_last_decade_of_a_short_series_is_longer_than_it() -> None:
    # six quarters are no decade, whatever half a decade of slack would allow
    assert _wrong("Daily output shrank over the last decade [1].", OUTPUT)


def test_a_known_event_dated_after_it_opens_at_that_date() -> None:
    # "since the Covid shock of Q2 2021" opens at Q2 2021, not at the start of 2020
    dipped = _quarterly(WELLS, {"boe_per_day_thousands": [48.0, 40.0, 41.0, 42.5, 43.0, 44.9]})
    assert not _wrong("Daily output recovered since the Covid shock of Q2 2021 [1].", dipped)
    assert _wrong("Daily output fell since the Covid shock of Q2 2021 [1].", dipped)


def test_a_change_noun_heading_the_subject_is_no_verb() -> None:
    # "gains" heads the subject before its verb: the claim is what follows, here unread
    gains = _quarterly(WELLS, {"realised_gains_usd_m": [5.0, 4.0, 6.0, 3.0, 7.0, 4.5]})
    assert not _wrong(
        "FYI realised gains beat the same quarter of 2021 in each quarter [1].", gains
    )
    assert _wrong("FYI realised gains were lower every quarter of 2021 [1].", gains)
