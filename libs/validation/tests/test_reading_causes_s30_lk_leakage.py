"""Stated-leakage causes of issue 18 (session 30), each tested as a family on constructions in
no batch:

- a month abbreviated with a dot ("Feb. 2009 - Nov. 2019", "gen. 2010 – ott. 2018") was read as
  a sentence's stop, so the period lost its fitting verb (`inner_dots.joined_at_month_dots`);
  the Italian and Spanish abbreviations are months too (`month_lexicon_eu`);
- a day written with dots ("that quarter's 30.09., which …") ended the clause a look-ahead
  pattern scans (`inner_dots.without_inner_dots`);
- a release said with a base-form verb and a count in words ("which the trustees publish about
  sixty days after the quarter end") (`publication_lag`);
- a period's figure decided or revalued only after that period began or closed, and used for it
  (`fixed_after_own_period`).

Each has a clean twin that stays accepted. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.inner_dots import joined_at_month_dots, without_inner_dots
from quantward_validation.leakage import leaks
from quantward_validation.timespans import periods

_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("methods[0].purpose", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The hedge ratios were fitted on Feb. 2009 - Nov. 2019 freight rates.", True),
        ("Cargo betas were estimated over Sept. 2007 bis Okt. 2017 and then frozen.", True),
        ("The spread model was calibrated on gen. 2010 – ott. 2018 data.", True),
        ("The toll-road elasticities were estimated over ene. 2011 a dic. 2016.", True),
        # clean twins: the same written periods, ending before the first test
        ("The hedge ratios were fitted on Feb. 2009 - Nov. 2014 freight rates.", False),
        ("Cargo betas were estimated over Sept. 2007 bis Okt. 2014 and then frozen.", False),
        ("The spread model was calibrated on gen. 2010 – ott. 2014 data.", False),
    ],
)
def test_abbreviated_months_keep_their_period(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Each quarter's liquidity buffer uses the solvency ratios of that quarter's 30.09., "
            "which the supervisor only publishes the following March.",
            True,
        ),
        (
            "The reserve model uses the claims triangles as of 31.12.2016, which the actuary "
            "only releases the following May.",
            True,
        ),
        # clean twin: the ratios are lagged until published
        (
            "Each quarter's liquidity buffer uses the solvency ratios of the previous quarter's "
            "30.09., lagged until the supervisor publishes them.",
            False,
        ),
    ],
)
def test_dotted_days_end_no_clause(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Timberland is carried at each year's appraised values, which the foresters publish "
            "about sixty days after year-end.",
            True,
        ),
        (
            "Farmland holdings are marked at the June valuations, which the surveyors release "
            "some forty-five days after the quarter end.",
            True,
        ),
        # clean twins: a noun after an article, and a figure used once it is out
        ("Timberland is carried at the values in the report after each year-end.", False),
        (
            "Timberland is carried at each year's appraised values from the day the foresters "
            "publish them, about sixty days after year-end.",
            False,
        ),
    ],
)
def test_base_form_release_with_count_in_words(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The annuity book credits each year with the guaranteed rate the insurer fixed for "
            "that year only after it had begun.",
            True,
        ),
        (
            "Each season's water allowance in the simulation uses the quota the basin authority "
            "adopted after that irrigation season ended.",
            True,
        ),
        (
            "Forestry units are carried at the prices restated after each year closed.",
            True,
        ),
        # clean twins: fixed after an earlier period, or before its own
        (
            "Each season's water allowance uses the quota the basin authority adopted after the "
            "previous season ended.",
            False,
        ),
        (
            "The annuity book credits each year with the guaranteed rate the insurer fixed for "
            "that year before it began.",
            False,
        ),
        ("Forestry units are carried at the prices restated after the prior year closed.", False),
    ],
)
def test_figure_fixed_after_its_own_period(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


def test_month_dot_pieces_are_joined_only_before_a_number() -> None:
    assert joined_at_month_dots(["fitted over Mar.", "2010 - Apr. 2015"]) == [
        "fitted over Mar. 2010 - Apr. 2015"
    ]
    # a sentence that ends in a month is still a sentence
    assert joined_at_month_dots(["The review is in Mar.", "Then we refit."]) == [
        "The review is in Mar.",
        "Then we refit.",
    ]


def test_dotted_days_are_written_in_words() -> None:
    assert without_inner_dots("of that year's 31.12., which") == "of that year's 31 December, which"
    assert without_inner_dots("as of 30.06.2020.") == "as of 30 June 2020."
    assert without_inner_dots("fitted on Jan. 2005") == "fitted on Jan 2005"
    # a figure is no day
    assert without_inner_dots("a leverage of 1.5.") == "a leverage of 1.5."


def test_italian_and_spanish_abbreviations_are_months() -> None:
    (found,) = periods("calibrated over giu. 2012 – dic. 2019")
    assert (found.start, found.end) == (date(2012, 6, 1), date(2019, 12, 31))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The conduct screen removes the flagged lenders from the start of the test, using "
            "the register the regulator published in 2021.",
            True,
        ),
        (
            "Sanctioned shippers are excluded from the outset, per the list the ministry "
            "adopted in 2022.",
            True,
        ),
        # clean twin: the register existed before the first test
        (
            "The conduct screen removes the flagged lenders from the start of the test, using "
            "the register the regulator published in 2012.",
            False,
        ),
    ],
)
def test_later_record_said_after_the_start_it_applies_from(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Vacancy rates in the test years are the actual voids the buildings later showed, "
            "not the rates projected at the time.",
            True,
        ),
        (
            "Ship charters are valued at the day rates the brokers restated after their 2019 "
            "index change, applied back to 2012.",
            True,
        ),
        # clean twins: the expectation is used and the outcome set aside; a restatement older
        # than every test
        (
            "Vacancy rates in the test years are the rates projected at the time, not the actual "
            "voids the buildings later showed.",
            False,
        ),
        (
            "Ship charters are valued at the day rates the brokers restated after their 2011 "
            "index change.",
            False,
        ),
    ],
)
def test_later_outcome_or_restatement_used_in_the_test(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
