"""The trend-claim, stated-leakage and objective causes batches ZK–ZO showed, each tested on
constructions in no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Trend claims: a dated event owned by a possessive noun ("since the group's 2016 rights issue")
or opening a span ("between its 2015 rights issue and the end of 2022"), a named span dated in
brackets ("across the chief executive's tenure (2012–2022)"), any noun of change after a
period's adjective ("no quarterly retreat", "no weekly outflow"), an advance denied by its idiom
("gained no ground"), a bank's loan book as its net loans; the number check judged a lead-in
label's bracketed figures and a clause after the last citation as the cited item's.
Leakage: a change of any figure over a window counted forward, figures stamped with the day of
the state they record rather than the day someone published them, revised figures put back at
the dates they describe, a choice named by its superlative over a set. Objective: a bracketed
tag marked only to the next tag, a correction heading that lapses the text it names, a refusal
to forecast returns read as a return target.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import Computation
from quantward_validation.any_period import any_period_words
from quantward_validation.intent import asked
from quantward_validation.numbers import cited_scope
from quantward_validation.scope import foreign_spans
from quantward_validation.superseded_sections import superseded_sections
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

from .reading_cases import leaky

_DAYS = ("2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
         "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
         "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31")  # fmt: skip


def _quarters(fields: dict[str, tuple[float, ...]]) -> Computation:
    return history(
        fields,
        _DAYS,
        entity_id="ent_hooli",
        function_id="custom.metrics",
        source_id="src_reading_rest",
        rows_key="rows",
        date_key="period_end",
    )


_BANK = _quarters(
    {
        # up every quarter
        "net_loans": (30.0, 30.5, 31.2, 31.9, 32.4, 33.0, 33.8, 34.1, 34.9, 35.3, 36.0, 36.6),
        # one quarterly fall (Q3 2021)
        "customer_deposits": (
            40.0,
            40.8,
            41.5,
            42.0,
            42.6,
            43.1,
            42.2,
            42.9,
            43.5,
            44.0,
            44.6,
            45.1,
        ),
        # falls in Q2 2022
        "net_interest_margin_pct": (2.0, 2.1, 2.1, 2.2, 2.3, 2.3, 2.4, 2.5, 2.6, 2.4, 2.7, 2.9),
        # falls every quarter
        "operating_costs": (90.0, 89.0, 88.2, 87.5, 86.1, 85.0, 84.4, 83.0, 82.1, 81.0, 80.2, 79.5),
    }
)


def _wrong(sentence: str) -> bool:
    return bool(misstatements([sentence], [_BANK]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a dated event owned by a possessive noun, before the series
        ("Net loans grew since the group's 2016 rights issue.", True),
        ("Net loans grew since the group's Q1 2021 rights issue.", False),
        # a span opened by a dated event, closed at a year's end
        ("Net loans grew between its 2015 rights issue and the end of 2022.", True),
        ("Net loans grew between its 2020 rights issue and the end of 2022.", False),
        # a named span dated in brackets
        ("Net loans grew across the chief executive's tenure (2012–2022).", True),
        ("Net loans grew across the chief executive's tenure (2021–2022).", False),
    ],
)
def test_a_horizon_dated_by_an_owned_event_or_a_named_span(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # any noun of the change lexicon after the period's adjective
        ("The net interest margin saw no quarterly retreat over 2022.", True),
        ("Operating costs saw no quarterly retreat over 2022.", True),
        ("Net loans saw no quarterly retreat over 2022.", False),
        # a flow out of a stock is its fall
        ("Customer deposits showed no quarterly outflow in 2021.", True),
        ("Customer deposits showed no quarterly outflow in 2022.", False),
        # an advance denied by its idiom
        ("Net loans gained no ground over 2022.", True),
        ("Operating costs gained no ground over 2022.", False),
        # a bank's book is its net loans
        ("The loan portfolio shrank over 2022.", True),
        ("The loan portfolio expanded over 2022.", False),
    ],
)
def test_a_direction_said_by_a_noun_an_idiom_or_a_books_name(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


def test_a_noun_that_is_no_change_is_left_as_written() -> None:
    said = "no quarterly dividend in 2022"
    assert any_period_words(said, lambda word: False) == said


@pytest.mark.parametrize(
    ("sentence", "kept", "blanked"),
    [
        (
            "Liquidity committee pack (Tier 1 14.2%, LCR 133%): margin widened 0.4 points [1].",
            "0.4 points",
            "14.2%",
        ),
        (
            "Margin widened 0.4 points [1], whereas the trading book earned 3.1%.",
            "0.4 points",
            "3.1%",
        ),
        # a clause that continues the cited one is still the citation's
        ("Margin widened 0.4 points [1], up from 2.2% a year before.", "2.2%", ""),
    ],
)
def test_the_numbers_a_citation_covers(sentence: str, kept: str, blanked: str) -> None:
    scoped = cited_scope(sentence)
    assert len(scoped) == len(sentence)
    assert kept in scoped
    if blanked:
        assert blanked not in scoped


@pytest.mark.parametrize(
    ("text", "leaks"),
    [
        # any figure's change over a window counted forward
        ("Model inputs include each issuer's spread change during the coming quarter.", True),
        ("Model inputs include each issuer's spread change during the preceding quarter.", False),
        # stamped with the day of the state recorded, not the day of publication
        (
            "Borrow data: lender utilisation stamped with the day the loans were outstanding"
            " rather than the day the agent released them.",
            True,
        ),
        (
            "Borrow data: lender utilisation stamped with the day the agent released them,"
            " not the day the loans were outstanding.",
            False,
        ),
        # revised figures put back at the dates they describe
        (
            "Payroll data: headcounts as amended by subsequent releases, slotted under the month"
            " they describe.",
            True,
        ),
        (
            "Payroll data: headcounts as first printed, slotted under the month they describe.",
            False,
        ),
        # a choice named by its superlative over a set
        ("Rebalance band: the strongest of nine variants across the full 2011–2021 history.", True),
        ("Rebalance band: the strongest of nine variants within each training window.", False),
    ],
)
def test_a_figure_from_after_the_decision(text: str, leaks: bool) -> None:
    folds = ((date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 30)))
    assert leaky(text, folds=folds) is leaks, text


def test_a_tag_marks_its_paragraph_only_to_the_next_tag() -> None:
    text = "[Lapsed] Maximise the Sharpe ratio.\n[Current] Minimise tracking error to the index."
    (span,) = superseded_sections(text)
    assert "Sharpe" in text[span[0] : span[1]]
    assert "tracking" not in text[span[0] : span[1]]
    found = asked(text)
    assert found is not None
    assert "minimise_tracking_error" in found.kinds


def test_a_correction_heading_lapses_the_text_it_names_not_its_own() -> None:
    correction = (
        "Erratum on our earlier e-mail (superseded):\n\nminimise tracking error to the index."
    )
    assert foreign_spans(correction) == []
    found = asked(correction)
    assert found is not None
    assert "minimise_tracking_error" in found.kinds


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Minimise variance and don't bother to predict returns.", "minimise_variance"),
        ("Minimise variance and never attempt to estimate expected returns.", "minimise_variance"),
        # a return asked for is still one
        ("Maximise expected return.", "maximise_expected_return"),
    ],
)
def test_a_refusal_to_forecast_returns_asks_for_no_return(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None
    assert kind in found.kinds, found
