"""The trend-claim causes found in held-out batch M's first run, each tested on constructions in
no batch (`trend_lexicon_lay`):

* a figure named in everyday words ("how much the firm sells", "the portion of each sale the
  business pockets", "its loans relative to its net worth", "the cash they hold to cover their
  debt", "how many years of earnings they would need to repay their debt") or by a verb with
  more or less ("the firm owes more than it did");
* a way said with an everyday comparative ("got slimmer", "became wider", "ended up smaller
  than", "got longer") or an arrow ("⬇", "▲"), and a telegraphic line without a verb ("Rev down
  QoQ", "debt up over 8Q");
* shorthand figures and periods ("ND/LTM NI", "Revs", "every Q", "over L8Q", "T4Q", "4Q21–2Q23",
  "CY22", "15Y") and horizons named by events ("since the dot-com bust", "than before the
  pandemic");
* a year-on-year change claimed in each of the last few periods, one comparison per period;
* a figure after an arrow is the size of a change (`answer.numbers_match`).

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match
from quantward_validation.testing import quarterly_history
from quantward_validation.trend_lexicon_lay import plain_reading
from quantward_validation.trends import misstatements

_DAYS = tuple(
    f"{year}-{end}"
    for year in (2020, 2021, 2022, 2023)
    for end in ("03-31", "06-30", "09-30", "12-31")
)[2:14]
_RISING = tuple(100.0 + 10 * i for i in range(12))
_FALLING = tuple(reversed(_RISING))


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_initrode",
        function_id="custom.quarters",
        source_id="src_reading_m",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> bool:
    return bool(misstatements([sentence], [_quarters(field, values)]))


def _reads_way(sentence: str, field: str, way: str) -> None:
    """The sentence claims `way`: it is false of the series going the other way, true of the
    series going that way."""
    agreeing, contradicting = (_RISING, _FALLING) if way == "up" else (_FALLING, _RISING)
    assert not _wrong(sentence, field, agreeing), sentence
    assert _wrong(sentence, field, contradicting), sentence


@pytest.mark.parametrize(
    ("sentence", "field", "way"),
    [
        ("How much the firm sells has grown over the last two years.", "revenue", "up"),
        ("The money coming in from customers shrank over the last two years.", "revenue", "down"),
        ("The business is selling more goods than it did two years ago.", "revenue", "up"),
        ("What the company earns has been sliding over the last two years.", "net_income", "down"),
        ("The firm is earning less money than it was two years ago.", "net_income", "down"),
        ("What they earn for each share got smaller over the last two years.", "eps", "down"),
        ("The company is earning less for every share than two years ago.", "eps", "down"),
        (
            "The portion of each sale the business pockets got slimmer over the last two years.",
            "gross_margin",
            "down",
        ),
        ("How much the company owes got bigger over the last two years.", "debt", "up"),
        ("The firm owes more than it did two years ago.", "debt", "up"),
        (
            "Its loans relative to its net worth got better over the last two years.",
            "debt_to_equity",
            "down",
        ),
        (
            "What they owe as a share of the shareholders' capital went up over the last two "
            "years.",
            "debt_to_equity",
            "up",
        ),
        (
            "The cash they hold to cover their debt got thicker over the last two years.",
            "cash_coverage",
            "up",
        ),
        (
            "How many years of earnings they would need to repay their debt got longer over the "
            "last two years.",
            "net_debt_to_ttm_net_income",
            "up",
        ),
        (
            "Their debt set against a full year's earnings got worse over the last two years.",
            "net_debt_to_ttm_net_income",
            "up",
        ),
    ],
)
def test_a_figure_named_in_everyday_words_is_read(sentence: str, field: str, way: str) -> None:
    _reads_way(sentence, field, way)


@pytest.mark.parametrize(
    ("sentence", "field", "way"),
    [
        ("Sales got a lot bigger over the last two years.", "revenue", "up"),
        ("Profits ended up smaller than two years ago.", "net_income", "down"),
        ("Margins became wider over the last two years.", "gross_margin", "up"),
        ("Margins got a touch skinnier over the last two years.", "gross_margin", "down"),
        ("Sales did not go down much over the last two years.", "revenue", "up"),
        ("Margins are fatter than two years ago.", "gross_margin", "up"),
        ("Profit got healthier over the last two years.", "net_income", "up"),
        ("Gearing turned riskier over the last two years.", "debt_to_equity", "up"),
        ("Their debt got a lot safer over the last two years.", "debt", "down"),
        ("Turnover ↗ over the last 8 qtrs.", "revenue", "up"),
        ("Earnings ↘ 3 yrs running.", "net_income", "down"),
        ("Debt up over 8Q.", "debt", "up"),
        ("Rev down QoQ.", "revenue", "down"),
        ("NI ⬇ over 8Q.", "net_income", "down"),
        ("NI ▲ YoY.", "net_income", "up"),
    ],
)
def test_everyday_comparatives_arrows_and_telegraphic_lines_say_a_way(
    sentence: str, field: str, way: str
) -> None:
    _reads_way(sentence, field, way)


@pytest.mark.parametrize(
    ("sentence", "field", "way"),
    [
        ("Revs ↑ every Q over 8Q.", "revenue", "up"),
        ("GM ▲ over L8Q.", "gross_margin", "up"),
        ("GM ↓ over T4Q.", "gross_margin", "down"),
        ("Debt ↑ 4Q21->2Q23.", "debt", "up"),
        ("Debt 990 → 1305 over 8Q.", "debt", "up"),
        ("ND/LTM NI ↑ over 8Q.", "net_debt_to_ttm_net_income", "up"),
        ("Debt ↑ over CY22.", "debt", "up"),
    ],
)
def test_shorthand_figures_and_periods_are_read(sentence: str, field: str, way: str) -> None:
    _reads_way(sentence, field, way)


#: down to 4Q21, then up: a span from 4Q21 rises while the whole series falls
_DIPPED_IN_2021 = (
    200.0,
    180.0,
    160.0,
    140.0,
    120.0,
    100.0,
    110.0,
    120.0,
    130.0,
    140.0,
    150.0,
    160.0,
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Debt up 4Q21–2Q23.", False),
        ("Debt down 4Q21–2Q23.", True),
        ("Debt ↑ 4Q21→1Q23.", False),
        ("Debt ↑ 3Q20→4Q21.", True),
        # a year by its last two digits, and an event's period said beside it
        ("Debt rose every qtr over ’22.", False),
        ("Debt is higher vs. pre-lockdown (2Q21).", False),
    ],
)
def test_a_dash_or_an_arrow_between_quarters_is_a_span(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence, "debt", _DIPPED_IN_2021) is wrong, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Sales went up since the dot-com bust.",
        "Sales are higher than before the pandemic.",
        "Rev ↑ over 15Y.",
        "Rev ↑ since the credit crunch.",
    ],
)
def test_a_horizon_named_by_an_event_or_in_shorthand_is_checked(sentence: str) -> None:
    # the series starts in 2020: neither way makes a claim over an uncovered horizon true
    assert _wrong(sentence, "revenue", _RISING), sentence
    assert _wrong(sentence, "revenue", _FALLING), sentence


#: a series whose last figure is above the one a year before, but whose figure a quarter
#: earlier is below its own a year before: "up on a year earlier in each of the last three
#: quarters" is false, though the last year's change is a rise
_DIPPED = (100.0, 101.0, 102.0, 103.0, 104.0, 105.0, 106.0, 107.0, 108.0, 104.0, 110.0, 112.0)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Rev ↑ y/y in each of the last 3 quarters.", True),
        ("Rev ↑ y/y in each of the last 2 quarters.", False),
        ("In each of the past two quarters, sales grew year on year.", False),
        ("In each of the past three quarters, sales grew year on year.", True),
        ("Sales were up on a year earlier in every one of the last three quarters.", True),
        # every period of a named horizon, each against its own year-ago figure
        ("Rev ↑ YoY every Q of 2023.", False),
        ("Rev ↑ YoY every Q of 2022.", True),
        ("Sales were higher than a year earlier in every quarter of 2023.", False),
        ("Revenue grew y/y every quarter in 2023.", False),
        # "above/below the same quarter a year before" is higher/lower than a year earlier
        (
            "Sales came in above the same quarter a year before in each of the last 2 quarters.",
            False,
        ),
        (
            "Sales came in below the same quarter a year before in each of the last 2 quarters.",
            True,
        ),
        (
            "Sales came in above the same quarter a year before in each of the last 3 quarters.",
            True,
        ),
    ],
)
def test_a_yearly_change_in_each_of_the_last_periods_is_one_comparison_per_period(
    sentence: str, wrong: bool
) -> None:
    assert _wrong(sentence, "revenue", _DIPPED) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        ("Net debt to trailing earnings ⬆ 0.45x over 8Q [1].", True),
        ("Net debt to trailing earnings ⬆ 1.20x over 8Q [1].", False),
    ],
)
def test_a_figure_after_an_arrow_is_the_size_of_a_change(sentence: str, right: bool) -> None:
    computation = _quarters(
        "net_debt_to_ttm_net_income",
        (2.0, 2.1, 2.15, 2.2, 2.3, 2.35, 2.4, 2.5, 2.6, 2.7, 2.8, 2.85),
    )
    citation = Citation(mark="[[src_reading_m]]", number=1, source_id="src_reading_m", title="t")
    passed = all(c.passed for c in numbers_match(sentence, [citation], [computation]))
    assert passed is right, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Revenue rose 12 % over the last three years, while the gross margin narrowed.",
        "The 10Y yield fell 30bp; we hold $3M of cash.",
        "Net debt to EBITDA eased to 2.1x from 2.4x.",
        "Rev. Smith chairs the board.",
    ],
)
def test_longhand_is_left_as_it_is(sentence: str) -> None:
    assert plain_reading(sentence) == sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "What they sell matters more than how much they sell.",
        "Will sales go up over the next 4Q?",
        "If profits got bigger, the dividend could rise.",
        # "more" counting a noun compares no figure
        "They are selling more stores than they did two years ago.",
    ],
)
def test_a_name_or_a_question_in_everyday_words_claims_nothing(sentence: str) -> None:
    assert not _wrong(sentence, "revenue", _RISING), sentence
    assert not _wrong(sentence, "revenue", _FALLING), sentence


_MARGIN = (0.40, 0.401, 0.402, 0.399, 0.398, 0.397, 0.396, 0.395, 0.394, 0.393, 0.392, 0.391)


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        # a signed figure is the size of a change between two figures of the field
        ("Gross margin -0.8pp over 8Q [1].", True),
        ("Gross margin -4.5pp over 8Q [1].", False),
        ("Gross margin −80bp over 8Q [1].", True),
    ],
)
def test_a_signed_figure_is_the_size_of_a_change(sentence: str, right: bool) -> None:
    computation = _quarters("gross_margin", _MARGIN)
    citation = Citation(mark="[[src_reading_m]]", number=1, source_id="src_reading_m", title="t")
    passed = all(c.passed for c in numbers_match(sentence, [citation], [computation]))
    assert passed is right, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Gross margin +0.8pp over 8Q.", True),
        ("Gross margin -0.8pp over 8Q.", False),
    ],
)
def test_a_sign_before_percentage_points_is_a_way(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence, "gross_margin", _MARGIN) is wrong, sentence
