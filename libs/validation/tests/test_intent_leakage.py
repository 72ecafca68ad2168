"""The objective a request asks for, and look-ahead stated in a plan's text."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.intent import asked
from quantward_validation.leakage import overlaps, stated_tests, stated_uses


@pytest.mark.parametrize(
    ("request_text", "objective"),
    [
        ("The book maximises expected return.", "max_return"),
        ("Aim for the highest possible gains.", "max_return"),
        ("Tracking error is not a concern; the highest returns are.", "max_return"),
        ("Hug the index as closely as you can.", "tracking"),
        ("Keep volatility as low as possible.", "min_risk"),
        ("Make it calmer and less volatile than the benchmark.", "min_risk"),
        ("More return for less risk, please.", "risk_adjusted"),
        ("The best Sharpe ratio you can get.", "risk_adjusted"),
        ("Maximising returns is the goal, but never lose over 15% peak to trough.", "drawdown"),
        ("Rather than chasing returns, minimise the portfolio's swings.", "min_risk"),
    ],
)
def test_objectives_are_read_with_morphology_negation_and_comparatives(
    request_text: str, objective: str
) -> None:
    found = asked(request_text)
    assert found is not None
    assert found.objective == objective
    assert request_text[found.start : found.end].strip() == found.text


@pytest.mark.parametrize(
    ("request_text", "objective"),
    [
        # a negation turns the direction of what it scopes over (a modal one too)
        ("We mustn't wander off from the index.", "tracking"),
        ("Whatever you do, don't let the swings get bigger.", "min_risk"),
        ("Grow the capital without adding volatility.", "risk_adjusted"),
        # a dismissed objective asks for nothing; the one asked remains
        ("Disregard the benchmark and keep the volatility small.", "min_risk"),
        ("Set aside the Sharpe ratio; the return should be as large as we can make it.",
         "max_return"),
        # a base adjective or verb in any of its forms gives the direction
        ("Swings: push them as low as they will go.", "min_risk"),
        ("Active risk versus the S&P 500 has to stay tiny.", "tracking"),
        # return measured against risk is a ratio
        ("We judge it on the gain it earns for each unit of volatility.", "risk_adjusted"),
        # a pronoun for the index named earlier in the sentence
        ("Our reference is the Topix and the weights may not stray far from it.", "tracking"),
        # a direction in a clause of its own after its target
        ("What we want is upside, as much as we can get.", "max_return"),
        # ranking an objective low sets it aside
        ("Tracking error is secondary; keep the swings small.", "min_risk"),
        # a hyphenated compound is read as its parts: a ratio of return to risk
        ("The aim is the top profit-to-volatility figure we can build.", "risk_adjusted"),
        ("Judge us on the ratio of profit to volatility, and make it high.", "risk_adjusted"),
        # a pronoun stands for the last risk or return noun, across sentences
        ("Volatility worries the board. Make it as low as you can.", "min_risk"),
        ("Returns have lagged; lift them as far as the names allow.", "max_return"),
        # nouns of price movement are risk, as nouns
        ("The weekly oscillations of the book should be as mild as possible.", "min_risk"),
        ("We want its price movements to stay tiny.", "min_risk"),
        # a verb of closeness with an index named by its name and size
        ("Cling to the Nasdaq-100 as closely as the limits let you.", "tracking"),
        ("Match the ASX 200 closely, whatever it costs.", "tracking"),
        # words between a closeness verb and the index; closeness said as a phrase
        ("Keep the fund within a hair's breadth of the Topix.", "tracking"),
        ("The sleeve should trade in tandem with the Russell 2000.", "tracking"),
        # nouns of sudden movement are risk
        ("Sharp price drops must be as few as possible.", "min_risk"),
        # an intensified phrasal verb of pursuit; a target that is itself a direction word
        ("Shoot squarely for capital growth.", "max_return"),
        ("Go for growth.", "max_return"),
    ],
)  # fmt: skip
def test_negation_scope_dismissal_stems_and_ratios(request_text: str, objective: str) -> None:
    found = asked(request_text)
    assert found is not None, request_text
    assert found.objective == objective, (request_text, found)


def test_a_request_without_an_objective_asks_for_none() -> None:
    assert asked("Build a portfolio of these five names under the client limit.") is None
    assert asked("I don't care about tracking error.") is None
    # a movement word as a verb is no risk noun; "to" outside a compound joins no ratio
    assert asked("The weights move monthly; keep them small.") is None
    found = asked("Deliver the highest return to the client, not volatility.")
    assert found is not None
    assert found.objective == "max_return"
    # a year after a name is a date, not an index
    assert asked("Stay close to March 2020 levels.") is None


TEXTS = [
    ("interpretation", "The factor was shortlisted on 2012–2023 prices."),
    ("methods[0].purpose", "Coefficients estimated over the entire history."),
    ("methods[1].purpose", "Names are ranked inside each training window only."),
    ("reasoning[0]", "We evaluate out of sample from 2020 to 2023."),
]


def test_selection_and_fitting_over_stated_ranges_are_found_and_confined_ones_are_not() -> None:
    uses = stated_uses(TEXTS)
    assert {(u.activity, u.where) for u in uses} == {
        ("selection", "interpretation"),
        ("fitting", "methods[0].purpose"),
    }
    [test] = stated_tests(TEXTS)
    assert (test.start, test.end) == (date(2020, 1, 1), date(2023, 12, 31))
    assert all(overlaps(u, date(2020, 1, 1), date(2023, 12, 31)) for u in uses)
    early = stated_uses([("x", "Weights were fitted on Jan 2010 to Dec 2014 data.")])
    assert not overlaps(early[0], date(2020, 1, 1), date(2023, 12, 31))


@pytest.mark.parametrize(
    ("written", "start", "end"),
    [
        ("FY21–FY23", date(2021, 1, 1), date(2023, 12, 31)),  # fiscal years, two digits
        ("2Q20 to 1Q21", date(2020, 4, 1), date(2021, 3, 31)),  # quarters written number-first
        ("from mid-2020 onwards", date(2020, 7, 1), None),  # a year's middle, open-ended
        ("10/2018–03/2020", date(2018, 10, 1), date(2020, 3, 31)),  # months as MM/YYYY
        ("H1 2017 through H2 2018", date(2017, 1, 1), date(2018, 12, 31)),  # halves
        ("on 1998-03 data", date(1998, 1, 1), date(2003, 12, 31)),  # a two-digit end year
        ("until the end of 2011", None, date(2011, 12, 31)),
    ],
)
def test_periods_are_read_in_the_forms_analysts_write(
    written: str, start: date | None, end: date | None
) -> None:
    from quantward_validation.leakage import periods

    found = periods(written)
    assert [(p.start, p.end) for p in found] == [(start, end)]


def test_a_parameter_optimised_over_a_period_that_reaches_a_test_window_leaks() -> None:
    from quantward_validation.leakage import leaks

    leaky = [("reasoning", "The entry band was optimised over FY17-FY20 and kept fixed.")]
    clean = [("reasoning", "The entry band was optimised over FY12-FY15 and kept fixed.")]
    window = [(date(2018, 1, 2), date(2019, 12, 31))]
    assert leaks(leaky, window)
    assert not leaks(clean, window)
    # a number that is not a year is no period
    assert not leaks([("reasoning", "We optimised between 2019 and 20 names.")], window)


@pytest.mark.parametrize(
    ("request_text", "objective"),
    [
        # a limit on a figure is a constraint, not an objective
        ("Grow capital as fast as possible; TE at most 250bp.", "max_return"),
        ("Target the best Sharpe you can; respect the vol budget.", "risk_adjusted"),
        # a bare mention of tracking error asks for nothing; a pronoun can give it a direction
        ("Tracking error is what the board watches, so push it down.", "tracking"),
        # resemblance to an index, a slash ratio, a unit of risk with another quantifier
        ("The book should behave much like the Hang Seng.", "tracking"),
        ("Make the excess-return/vol ratio as high as possible.", "risk_adjusted"),
        ("Every unit of volatility must earn its keep as well as it can.", "risk_adjusted"),
        # a value's own movement, as a verb
        ("We want a fund whose value swings as little as possible.", "min_risk"),
    ],
)
def test_objectives_read_limits_mentions_resemblance_and_value_movement(
    request_text: str, objective: str
) -> None:
    found = asked(request_text)
    assert found is not None, request_text
    assert found.objective == objective


def test_a_limit_statement_alone_asks_for_no_objective() -> None:
    assert asked("Keep tracking error below 3.5% and volatility capped at 9pc.") is None
