"""Trend claims of insurers' and clearing houses' notes (batches ZZJ and ZZL's causes), in
wordings no batch uses.

- a horizon opened by an event named without an article, a regime or a reform that came in or
  took effect ("since IFRS 17 took effect in 2023"), or dated in brackets after it ("since the
  merger completed (May 2012)"), is that date (`dated_events`);
- results named by the period they report ("between the interim 2020 and interim 2021
  accounts", "since the FY 2020 report") are the month that period ends in (`written_periods`);
- an insurer's figures by their regime's names (the solvency ratio, Tier 1 capital, the business
  written), a clearing house's treasury income as its net interest income, an abbreviation of a
  name after its statistic word ("VM" of `mean_variation_margin`), no abbreviation with a digit
  run on ("RR3" is a grade), collateral margin no profit margin, and a subject's qualifier
  before a shared verb ("income on loans and bonds did not fall") (`trends`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.dated_events import since_dated_event
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements
from quantward_validation.written_periods import in_horizon_words

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: up through 2020, then down every quarter of 2021
_FALLING = (80.0, 84.0, 86.0, 88.0, 85.0, 83.0, 81.0, 79.0)
#: down through 2020, then up every quarter of 2021
_RISING = (60.0, 58.0, 57.0, 55.0, 59.0, 61.0, 63.0, 66.0)


def _computation(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_harrowgate_mutual",
        function_id="custom.insurer_history",
        source_id="src_reading_zzjl",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(field, values)])]


@pytest.mark.parametrize(
    ("sentence", "written"),
    [
        (
            "Gross written premium grew since auto-enrolment took effect in October 2012.",
            "Gross written premium grew since October 2012.",
        ),
        (
            "Claims reserves fell since the merger completed (May 2012), per the filing.",
            "Claims reserves fell since May 2012, per the filing.",
        ),
        (
            "The cover ratio edged up since Brexit in 2016.",
            "The cover ratio edged up since 2016.",
        ),
    ],
)
def test_bare_and_bracketed_events(sentence: str, written: str) -> None:
    assert since_dated_event(sentence) == written


@pytest.mark.parametrize(
    "sentence",
    [
        # a month, a period or a pronoun opens no event
        "Revenue rose since December of 2020.",
        "Revenue rose since then in 2019.",
        # causal after a comma
        "Margins fell, since input costs rose in 2019.",
    ],
)
def test_no_event(sentence: str) -> None:
    assert since_dated_event(sentence) == sentence


def test_event_before_the_series_is_outside_it() -> None:
    # the series starts in 2020: an event of 2013 opens a horizon it does not cover
    field = "gross_written_premium"
    assert _wrong(
        "Gross written premium climbed since auto-enrolment took effect (October 2013).",
        field,
        _RISING,
    ) == ["horizon"]
    # a clean twin: an event inside the series
    assert not _wrong(
        "Gross written premium climbed since the reinsurance treaty was renegotiated (March 2020).",
        field,
        _RISING,
    )


@pytest.mark.parametrize(
    ("sentence", "written"),
    [
        (
            "Claims paid rose between the interim 2020 and interim 2021 accounts.",
            "Claims paid rose between June 2020 and June 2021.",
        ),
        (
            "Embedded value is up since the FY 2020 report.",
            "Embedded value is up since December 2020.",
        ),
        (
            "Lapses fell from the 2020 interim statement to the H2 2021 statement.",
            "Lapses fell from June 2020 to December 2021.",
        ),
    ],
)
def test_results_as_months(sentence: str, written: str) -> None:
    assert in_horizon_words(sentence) == written


def test_results_span_is_read() -> None:
    # _FALLING: 84 at June 2020, 83 at June 2021: a fall between the two interim accounts,
    # though the whole series (80 → 79) and 2021 alone also fell; _RISING rose between them
    field = "embedded_value"
    said = "Embedded value fell between the interim 2020 and interim 2021 accounts."
    assert _wrong(said, field, _RISING) == ["direction"]
    assert not _wrong(said, field, _FALLING)
    # over the same span a series that rose (58 → 61) though it fell from its first figure
    rising = (62.0, 58.0, 57.0, 55.0, 59.0, 61.0, 60.0, 59.0)
    grew = "Embedded value grew between the interim 2020 and interim 2021 accounts."
    assert not _wrong(grew, field, rising)


@pytest.mark.parametrize(
    ("field", "values", "false", "true"),
    [
        # the solvency ratio by the regime's names
        (
            "solvency_ii_coverage_pct",
            _RISING,
            "The group's Solvency 2 ratio slipped during 2021.",
            "The group's Solvency 2 ratio strengthened during 2021.",
        ),
        (
            "solvency_ii_coverage_pct",
            _FALLING,
            "SCR cover improved during 2021.",
            "SCR cover weakened during 2021.",
        ),
        # Tier 1 own funds as Tier 1 capital
        (
            "tier1_own_funds",
            _FALLING,
            "Tier one capital built up during 2021.",
            "Tier one capital ran down during 2021.",
        ),
        # premiums written as the business written
        (
            "annuity_premiums_written",
            _RISING,
            "New annuity business dropped during 2021.",
            "New annuity business picked up during 2021.",
        ),
        (
            "gross_written_premiums",
            _FALLING,
            "Business written expanded during 2021.",
            "Business written contracted during 2021.",
        ),
        # a clearing house's treasury income as its net interest income
        (
            "net_treasury_income",
            _RISING,
            "Net interest income on member collateral declined during 2021.",
            "Net interest income on member collateral increased during 2021.",
        ),
        # an abbreviation after the statistic word
        (
            "mean_variation_margin_usd_bn",
            _FALLING,
            "VM called from members went up during 2021.",
            "VM called from members went down during 2021.",
        ),
        # a subject's qualifier before a shared verb
        (
            "net_treasury_income",
            _FALLING,
            "Treasury income on guarantee-fund and member cash did not fall during 2021.",
            "Treasury income on guarantee-fund and member cash did not rise during 2021.",
        ),
    ],
)
def test_trade_names(field: str, values: tuple[float, ...], false: str, true: str) -> None:
    assert _wrong(false, field, values) == ["direction"]
    assert not _wrong(true, field, values)


def test_grade_is_no_abbreviation() -> None:
    # "RR3", a grade, names no `risk_revenue`; the figure named in full is the one judged
    said = "Risk fee revenue fell during 2021 [1]; the rating stays at RR3."
    assert _wrong(said, "risk_revenue", _RISING) == ["direction"]
    assert not _wrong(said, "risk_revenue", _FALLING)


def test_collateral_margin_is_no_profit_margin() -> None:
    # a variation margin series: the aside's "margin squeeze" is no name of it, the claim
    # before it is
    field = "average_variation_margin_usd_bn"
    said = "Average VM rose in every quarter of 2021, the year of the margin squeeze."
    assert _wrong(said, field, _FALLING) == ["direction"]
    assert not _wrong(said, field, _RISING)
    # a profit margin is still named by "margin"
    assert _wrong("The margin fell during 2021.", "ebitda_margin", _RISING) == ["direction"]
