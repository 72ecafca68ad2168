"""Trend claims read from an inventory of constructions, not from a batch: the change lexicon by
class (Levin's change-of-state verbs, degree achievements, nominalisations, idioms, flat claims,
negation and aspect, magnitudes), subjects (trade names, kind modifiers, coordination, gapping,
pronouns) and horizons (TIMEX3-style durations and periods). Every sentence here is in no batch;
each construction is tested both ways (a true claim passes, a false one is found)."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import Computation
from quantward_validation.morphology import stem, verb_stems
from quantward_validation.trends import misstatements, sentences

_DAYS = tuple(
    date(y, m, d).isoformat()
    for y in (2020, 2021, 2022)
    for m, d in ((3, 31), (6, 30), (9, 30), (12, 31))
)
#: up overall, with dips in 2Q20–3Q20 and 3Q21; its low is 3Q20
_REVENUE = (100.0, 96.0, 94.0, 99.0, 103.0, 107.0, 105.0, 110.0, 114.0, 118.0, 121.0, 125.0)
#: down overall, never up after 2Q20
_GROSS = (0.40, 0.41, 0.40, 0.39, 0.38, 0.37, 0.37, 0.36, 0.35, 0.35, 0.34, 0.33)
#: within half a per cent of 500 throughout
_NET_DEBT = (500.0, 505.0, 498.0, 502.0, 500.0, 503.0, 499.0, 501.0, 504.0, 500.0, 502.0, 501.0)

FIGURES = Computation(
    source_id="src_inventory_a",
    function_id="custom.quarterly",
    arguments={},
    result={
        "entity_id": "ent_umbrella",
        "rows": [
            {
                "period_end": day,
                "revenue": r,
                "gross_margin": g,
                "ebitda_margin": 0.20 + 0.005 * i,
                "net_debt": n,
                "receivables": 50.0 + i,
                "combined_ratio": 0.95 + 0.004 * i,
            }
            for i, (day, r, g, n) in enumerate(zip(_DAYS, _REVENUE, _GROSS, _NET_DEBT, strict=True))
        ],
    },
)
PRICE = Computation(
    source_id="src_inventory_b",
    function_id="prices.window_stats",
    arguments={},
    result={
        "stats": [
            {
                "entity_id": "ent_umbrella",
                "total_return": 0.30,
                "first_day": "2020-01-02",
                "last_day": "2022-12-30",
            }
        ]
    },
)
BOOK = Computation(
    source_id="src_inventory_c",
    function_id="portfolio.evaluate",
    arguments={},
    result={
        "window": {"first_day": "2021-01-04", "last_day": "2022-12-30"},
        "metrics": {"expected_return": -0.04},
    },
)


def wrong(*text: str) -> bool:
    return bool(misstatements(list(text), [FIGURES, PRICE, BOOK]))


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # calibratable change-of-state verbs not listed before
        ("Umbrella's revenue rocketed over the period.", False),
        ("Umbrella's revenue plummeted over the period.", True),
        ("The gross margin sagged across the period.", False),
        ("The gross margin mushroomed across the period.", True),
        # nominalisations read through their verb
        ("The period saw an expansion of revenue.", False),
        ("The period saw an erosion of revenue.", True),
        ("A deterioration in the gross margin marked the period.", False),
        ("The gross margin shows an improvement over the period.", True),
        ("Revenue slippage marked the period.", True),
        ("The shares saw steady appreciation over the window.", False),
        # idioms of financial prose
        ("Revenue hit a record high in 4Q22.", False),
        ("Gross margin touched a multi-year low over the period.", False),
        ("Gross margin set a fresh all-time high over the period.", True),
        ("Revenue took a beating over the period.", True),
        ("The gross margin was squeezed over the period.", False),
        ("Revenue bounced back over the period.", False),
        ("Revenue reached its highest level in 4Q22.", False),
        ("Gross margin is higher than a year ago.", True),
        ("Revenue is higher than two years ago.", False),
        # a flat claim is false of a figure that moved by more than a tenth
        ("Net debt held broadly steady over the period.", False),
        ("Net debt was little changed over the period.", False),
        ("Revenue went sideways over the period.", True),
        ("Revenue flat-lined over the period.", True),
        ("Revenue did not hold steady over the period.", False),
        # judgements through whether higher is better
        ("The gross margin moved adversely over the period.", False),
        ("The gross margin moved favourably over the period.", True),
        ("The combined ratio moved favourably over the period.", True),
        # negation: a negative determiner, a change still awaited, "not only", falling short
        ("Revenue has yet to recover over the period.", True),
        ("There was no growth in revenue over the period.", True),
        ("Revenue hardly grew over the period.", True),
        ("Revenue not only rose but accelerated over the period.", False),
        ("Revenue fell short of consensus in 4Q22.", False),
        # universal aspect: every step of the horizon
        ("At no point did revenue fall over the period.", True),
        ("At no point in 2022 did the gross margin rise.", False),
        ("Revenue rose in each of the last four quarters.", False),
        ("Revenue rose year after year.", False),
        ("The gross margin slid quarter after quarter.", True),
        ("Revenue grew for six straight quarters.", True),
        ("Revenue grew for four consecutive quarters.", False),
        ("Gross margin declined without interruption since 2021.", False),
        # magnitudes that say the way themselves
        ("Revenue went from 100 to 125 over the period.", False),
        ("Revenue went from 125 to 100 over the period.", True),
        ("The gross margin moved to 33% from 40% over the period.", False),
        ("The gross margin moved to 40% from 33% over the period.", True),
        ("Gross margin -7pts over the period.", False),
        ("Gross margin +7pts over the period.", True),
    ],
)
def test_the_change_lexicon_by_class(sentence: str, is_wrong: bool) -> None:
    assert wrong(sentence) is is_wrong, sentence


@pytest.mark.parametrize(
    ("text", "is_wrong"),
    [
        # a kind modifier makes a head noun another line: an EBITDA margin is no gross margin
        (("EBITDA margin rose over the period.",), False),
        (("EBITDA margin fell over the period.",), True),
        # trade names of the platform's fields, the price and the book
        (("Trade debtors fell over the period.",), True),
        (("Umbrella's market cap fell over the window.",), True),
        (("Umbrella's market value climbed over the window.",), False),
        (("NAV rose over the two years.",), True),
        (("The P&L ended the two years in the red.",), False),
        # coordinated subjects share their verb
        (("Revenue and the gross margin both rose over the period.",), True),
        (("Revenue and EBITDA margin rose over the period.",), False),
        # a gapped clause takes the verb of the clause before
        (("Revenue rose over the period, as did the gross margin.",), True),
        (("Revenue rose over the period, as did EBITDA margin.",), False),
        (("Revenue rose 25% over the period and the gross margin by 7 points.",), True),
        # a pronoun for the figure of the sentence before, unless another figure is named
        (("Gross margin is the figure to watch.", "It rose over the period."), True),
        (("Gross margin is the figure to watch.", "It fell over the period."), False),
        (("Gross margin is the figure to watch.", "It grew revenue over the period."), False),
    ],
)
def test_subjects(text: tuple[str, ...], is_wrong: bool) -> None:
    assert wrong(*text) is is_wrong, text


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # runs of periods, "ago", the prior period
        ("Revenue rose three quarters in a row.", False),
        ("Gross margin rose five quarters running.", True),
        ("Gross margin rose versus the prior quarter.", True),
        ("Revenue fell from the year-ago quarter.", True),
        ("Revenue is up versus three quarters ago.", False),
        # this year, since an edge of a year, a compact quarter or half, a fiscal year
        ("Gross margin improved so far this year.", True),
        ("Revenue has risen since end-2020.", False),
        ("Gross margin has climbed since early 2021.", True),
        ("Revenue fell since 3Q21.", True),
        ("Revenue slipped since FY21.", True),
        ("Revenue rose since end-2015.", True),
        # since the low or the high: from that figure of the series
        ("Revenue has rallied since the low.", False),
        ("Revenue has slid since its 2020 trough.", True),
        ("Gross margin has fallen since its peak.", False),
        # named periods by short names, ordinals, runs of years and month-years
        ("Revenue fell in 2H21.", True),
        ("Revenue grew in FY22.", False),
        ("Gross margin expanded across 2021–22.", True),
        ("Revenue declined in the third quarter of 2021.", False),
        ("Revenue rose in the third quarter of 2021.", True),
        ("Revenue fell between April 2021 and September 2021.", True),
        ("Revenue rose between June 2021 and September 2021.", True),
        ("Revenue rose between June 2021 and December 2021.", False),
        # a span the series does not cover
        ("Revenue rose over a full five-year cycle.", True),
        ("Revenue rose over a full three-year cycle.", False),
    ],
)
def test_horizons(sentence: str, is_wrong: bool) -> None:
    assert wrong(sentence) is is_wrong, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Revenue could slump if rates rise.",
        "Revenue hit a record high in 4Q22, while the gross margin set a new low.",
        "Had revenue fallen, we would have cut the position.",
        "Did revenue fall over the period?",
    ],
)
def test_clean_text_claims_nothing_false(sentence: str) -> None:
    assert not wrong(sentence), sentence


def test_sentences_of_an_answer_carry_their_subject() -> None:
    text = "Gross margin is the figure to watch. It widened over the period. Revenue rose."
    [found] = misstatements(sentences(text), [FIGURES])
    assert found.series.metric == "gross_margin"


def test_nominalisations_share_their_verbs_stem() -> None:
    for noun, verb in (
        ("expansion", "expand"),
        ("erosion", "erode"),
        ("deterioration", "deteriorate"),
        ("improvement", "improve"),
        ("shrinkage", "shrink"),
        ("reduction", "reduce"),
        ("contraction", "contract"),
        ("depreciation", "depreciate"),
    ):
        assert stem(verb) in verb_stems(noun), noun
    assert stem("rising") in verb_stems("rising")


LEVERAGE = Computation(
    source_id="src_inventory_d",
    function_id="custom.leverage",
    arguments={},
    result={
        "entity_id": "ent_umbrella",
        "rows": [
            {"period_end": day, "net_debt_to_ebitda": 3.0 - 0.1 * i}
            for i, day in enumerate(_DAYS[:6])
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # a heading's figure, a size after "up"/"down"
        ("Revenue: down 3% over the period.", True),
        ("Revenue (up 25%) led the period.", False),
        # each clause's own horizon
        ("Revenue rose in 2021 and gross margin rose in 2022.", True),
        ("Revenue rose in 2021 and gross margin fell in 2022.", False),
        # a counted span with its own end; a decade without its number
        ("Revenue fell in the four quarters ending June 2022.", True),
        ("Revenue rose in the four quarters ending June 2022.", False),
        ("Revenue rose across a whole decade.", True),
        # a change noun compounded with its figure, and what is said of it
        ("Revenue growth turned negative over the period.", True),
        ("Revenue growth was positive over the period.", False),
        # compounds whose head is a listed name but which name something else
        ("Shares outstanding fell over the window.", False),
        ("The product mix improved over the two years.", False),
    ],
)
def test_headings_clause_horizons_and_compounds(sentence: str, is_wrong: bool) -> None:
    assert wrong(sentence) is is_wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        ("ND/EBITDA fell over the six quarters.", False),
        ("ND/EBITDA widened over the six quarters.", True),
        # a ratio's denominator alone is not the ratio
        ("EBITDA rose over the six quarters.", False),
        ("Borrowings relative to EBITDA crept up over the six quarters.", True),
    ],
)
def test_ratios_written_as_quotients(sentence: str, is_wrong: bool) -> None:
    assert bool(misstatements([sentence], [LEVERAGE])) is is_wrong, sentence


CAPITAL = Computation(
    source_id="src_inventory_e",
    function_id="custom.capital",
    arguments={},
    result={
        "entity_id": "ent_umbrella",
        "rows": [
            {"period_end": day, "cet1_ratio": value}
            for day, value in (("2022-03-31", 0.12), ("2022-06-30", 0.125), ("2022-09-30", 0.13))
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # a field name with a digit, spaced or not
        ("The CET1 ratio fell over the period.", True),
        ("CET 1 strengthened over the period.", False),
    ],
)
def test_a_field_name_with_a_digit(sentence: str, is_wrong: bool) -> None:
    assert bool(misstatements([sentence], [CAPITAL])) is is_wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # a comparison with one period's figure
        ("Revenue fell versus 4Q21.", True),
        ("Revenue rose compared with 2020.", False),
        ("Gross margin is higher than at the end of 2021.", True),
        # "last year" is the last whole calendar year; "the course of" a year
        ("Revenue fell last year.", True),
        ("Gross margin fell last year.", False),
        ("Revenue fell over the course of 2022.", True),
        # a decimal count of a span
        ("Revenue rose over the last 1.5 years.", False),
        ("Revenue rose over the last 4.5 years.", True),
        # a comment on the claim is no negation of it
        ("There is no doubt revenue grew over the period.", False),
    ],
)
def test_comparisons_with_a_period_and_last_year(sentence: str, is_wrong: bool) -> None:
    assert wrong(sentence) is is_wrong, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # another's figure: peers', the sector's, oil's; a subject set aside
        "Rivals' revenue fell over the period, unlike Umbrella's.",
        "The gross margin of the peer group widened over the period.",
        "The price of copper fell, but Umbrella's revenue rose.",
        "Revenue, not the gross margin, rose.",
        # a change noun is the figure's it is of
        "A rise in revenue offset the fall in the gross margin.",
        # what lies ahead or may happen
        "The risk is that revenue falls next year.",
        "Unless the gross margin widens, the thesis fails.",
    ],
)
def test_another_figure_or_what_may_happen_claims_nothing(sentence: str) -> None:
    assert not wrong(sentence), sentence


def test_making_money_is_a_gain() -> None:
    assert wrong("The book earned money over the two years.")
    assert not wrong("The book lost money over the two years.")


#: `fundamentals.credit_metrics` as the platform returns it: newest first, with the changes
CREDIT = Computation(
    source_id="src_inventory_f",
    function_id="fundamentals.credit_metrics",
    arguments={},
    result={
        "entity_id": "ent_globex",
        "quarters": [
            {
                "quarter_end": day,
                "net_debt": net_debt,
                "debt_to_equity": net_debt / 2000.0,
                "ttm_net_income": income,
                "net_debt_change": -40.0 if i < 3 else None,
            }
            for i, (day, net_debt, income) in enumerate(
                (
                    ("2022-12-31", 700.0, 100.0),
                    ("2022-09-30", 760.0, 95.0),
                    ("2022-06-30", 800.0, 90.0),
                    ("2022-03-31", 820.0, 88.0),
                )
            )
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # "TTM" before a figure's name qualifies the figure; "trailing" spells `ttm`
        ("TTM earnings grew over the four quarters.", False),
        ("Trailing net income fell.", True),
        # a verb that names its figure
        ("Globex delevered over the four quarters.", False),
        ("Globex levered up over the four quarters.", True),
        # a field of changes is not what "net debt fell" is about
        ("Net debt fell over the year, a change driven by cash generation.", False),
    ],
)
def test_credit_metrics_as_returned(sentence: str, is_wrong: bool) -> None:
    assert bool(misstatements([sentence], [CREDIT])) is is_wrong, sentence


PAIR = Computation(
    source_id="src_inventory_g",
    function_id="prices.window_stats",
    arguments={},
    result={
        "stats": [
            {
                "entity_id": "ent_initech",
                "total_return": 0.25,
                "first_day": "2021-01-04",
                "last_day": "2022-12-30",
            },
            {
                "entity_id": "ent_hooli",
                "total_return": -0.18,
                "first_day": "2021-01-04",
                "last_day": "2022-12-30",
            },
        ]
    },
)


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # with several companies, the figure in each company's own clause
        ("The Initech share price added 25%; Hooli's shed 18%.", False),
        ("The Initech share price shed 25%; Hooli's added 18%.", True),
        # a company with no figure in its clause stands for its stock, as the subject only
        ("Initech soared over the two years whereas Hooli sank.", False),
        ("Initech sank over the two years whereas Hooli soared.", True),
        ("Initech beat Hooli handily.", False),
        ("Hooli, off 18%, lagged.", False),
        ("Initech, off 25%, lagged.", True),
        ("Hooli, up 18%, led.", True),
        # a company acting on something else says nothing of its stock
        ("Hooli trimmed its payout over the window.", False),
    ],
)
def test_several_companies_and_a_company_for_its_stock(sentence: str, is_wrong: bool) -> None:
    assert bool(misstatements([sentence], [PAIR])) is is_wrong, sentence


def test_a_table_row_of_signed_cells_claims_nothing() -> None:
    row = "| Hooli | -10.00% | short [1] |"
    assert not misstatements([row], [PAIR])
    assert not misstatements(["| Gross margin | +7pts |"], [FIGURES])


def test_a_move_from_an_extreme_or_over_the_worst_stretch_is_inside_the_window() -> None:
    # the window's ends cannot show a drawdown or its worst month: no direction is claimed
    assert not misstatements(["Initech fell 24.7% from peak in the window."], [PAIR])
    assert not misstatements(["Initech lost 18.1% in its worst 21 trading days."], [PAIR])
    assert misstatements(["Initech lost 18.1% over the window."], [PAIR])
