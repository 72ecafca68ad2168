"""Reading a free question's intent from word families and structure (phrasings of our own)."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_policy.intent import Horizon, read_question, stated_as_of, topic_terms


@pytest.mark.parametrize(
    ("question", "intent", "metrics"),
    [
        ("How much has Initech stock appreciated since a year ago?", "returns", ("total_return",)),
        ("Show the volatility of Initech over 3 months", "volatility", ("volatility",)),
        ("Initech: dispersion of daily returns, i.e. the vol, last quarter", "volatility",
         ("volatility",)),
        ("What was Initech's deepest decline from the top in the past 2 years?", "drawdown",
         ("max_drawdown",)),
        ("Initech shares: performance and drawdown over five years", "returns",
         ("total_return", "max_drawdown")),
    ],
)  # fmt: skip
def test_a_measure_of_something_priced_is_a_computation(
    question: str, intent: str, metrics: tuple[str, ...]
) -> None:
    reading = read_question(question, ["Initech"])
    assert reading.intent == intent
    assert reading.metrics == metrics


def test_a_cash_return_or_a_share_buyback_is_not_a_price_computation() -> None:
    assert read_question("How much cash did Initech return to shareholders?").intent != "returns"
    assert read_question("What did Initech say about share repurchases?").intent == "topic"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How did Initech's wording evolve across its two newest conference calls?", "transcript"),
        ("Contrast the latest 10-Q of Initech with the prior one", "10-Q"),
        ("What is different in the most recent quarterly report versus the preceding one?",
         "10-Q"),
    ],
)  # fmt: skip
def test_a_change_needs_a_change_word_and_two_periods_of_one_kind(question: str, kind: str) -> None:
    reading = read_question(question, ["Initech"])
    assert reading.intent == "change"
    assert reading.periods == kind


def test_one_period_alone_is_a_look_up_not_a_change() -> None:
    assert read_question("What was on Initech's latest call about the outlook?").intent == "lookup"


def test_a_topic_is_what_follows_about_with_its_synonyms() -> None:
    label, terms = topic_terms("What has Initech Corp said about its capex plans?", ["Initech"])
    assert label == "capex plans"
    assert "capital expenditure" in terms
    reading = read_question("Remarks from Initech regarding loan loss reserves", ["Initech"])
    assert reading.intent == "topic"
    assert "allowance" in reading.topic


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("as of 2021-03-31", date(2021, 3, 31)),
        ("as of 5 May 2020", date(2020, 5, 5)),
        ("up to Sept. 30, 2019", date(2019, 9, 30)),
        ("before March 2022", date(2022, 2, 28)),
        ("at the end of 2020", date(2020, 12, 31)),
        ("during 2018", date(2018, 12, 31)),
        ("lately", None),
    ],
)
def test_the_stated_point_in_time(text: str, expected: date | None) -> None:
    assert stated_as_of(f"What happened {text}?") == expected


@pytest.mark.parametrize(
    ("text", "horizon", "lookback"),
    [
        ("over the trailing 18 months", Horizon(months=18), "18M"),
        ("in the past two years", Horizon(months=24), "2Y"),
        ("over the last quarter", Horizon(months=3), "3M"),
        ("in the last 10 days", Horizon(days=10), "10D"),
        ("over three weeks", Horizon(days=21), "3W"),
    ],
)
def test_the_horizon_is_exact(text: str, horizon: Horizon, lookback: str) -> None:
    reading = read_question(f"What was Initech's return {text}?", ["Initech"])
    assert reading.horizon == horizon
    assert horizon.lookback() == lookback


def test_a_calendar_year_is_a_window() -> None:
    reading = read_question("How volatile was Initech throughout 2019?", ["Initech"])
    assert reading.horizon == Horizon(start=date(2019, 1, 1), end=date(2019, 12, 31))


@pytest.mark.parametrize(
    "question",
    [
        "Before the credit committee signs off: what do Northfell Timberlands' past eight "
        "quarters show?",
        "What did the last three years look like for Hallam Shipping Bank?",
        "For the lenders' pack, what does Hallam's record over the past two years tell us?",
    ],
)
def test_a_period_named_without_a_measure_asks_for_its_record_not_a_price_return(
    question: str,
) -> None:
    """A horizon with no measure and nothing priced is the period's record: the 'do' of 'what
    do the last quarters show' is an auxiliary of 'show', not 'how did it do'."""
    assert read_question(question).intent == "topic"


@pytest.mark.parametrize(
    "question",
    [
        "How did Hallam Shipping Bank do over the past year?",
        "Did Northfell do well in 2022?",
        "How did Northfell and Hallam stock compare in 2021?",
    ],
)
def test_a_holding_that_does_or_a_priced_thing_over_a_period_is_a_price_return(
    question: str,
) -> None:
    assert read_question(question).intent == "returns"
