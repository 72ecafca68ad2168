"""The causes found in held-out batch G's first run, each tested on constructions in no batch.

Each test states a rule by kind (ADR 0021): a number form, a subject, a bound's shape, a grant,
an objective's clause, a period, a horizon's end, a change's size; the sentences are written
here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from quantward_contracts.values import (
    Citation,
    Computation,
    Constraint,
    ResearchContractBody,
    TextSpan,
    UserMessage,
)
from quantward_validation.intent import asked
from quantward_validation.leakage import leaks, periods
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import clauses, discretion_over
from quantward_validation.numbers import numbers_match
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import quantities
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

from .clause_bounds import bounds_of

# --- quantities: grouped digits, "basis pts", ratios to one, money -------------------------------


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("a budget of 3,000 bps", 3000.0, "bps"),
        ("75 basis pts", 75.0, "bps"),
        ("gross of 3.5:1", 3.5, "multiple"),
        ("a GBP 2bn mandate", 2.0, "money"),
        ("the $80m sleeve", 80.0, "money"),
    ],
)
def test_grouped_digits_ratios_and_money(text: str, value: float, form: str) -> None:
    assert [(q.value, q.form) for q in quantities(text)] == [(value, form)], text


def test_a_clock_time_is_no_ratio() -> None:
    assert not any(q.form == "multiple" for q in quantities("orders cut off at 15:30 daily"))


# --- subjects ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("trackingDifferenceCap", "max_tracking_error"),
        ("relative_vol_limit", "max_tracking_error"),
        ("geographicExposureMax", "max_country_weight"),
        ("sigmaLimit", "target_volatility"),
        ("lossFromHighWaterMarkStop", "max_drawdown"),
        ("yearly_trading_cap", "max_turnover"),
    ],
)
def test_field_names_land_on_their_subject(name: str, subject: str) -> None:
    assert subject_of(name) == subject


@pytest.mark.parametrize(
    ("text", "subjects"),
    [
        ("each industry's weight stays small", ["max_sector_weight"]),
        ("the weight of any single region", ["max_country_weight"]),
        # a position *in* a sector is still a position
        ("no holding in any sector may exceed 3 %", ["max_position_weight", "max_sector_weight"]),
    ],
)
def test_a_weight_said_of_something_is_that_things_weight(text: str, subjects: list[str]) -> None:
    assert [m[2] for m in subject_mentions(text)] == subjects


# --- mandate bounds ------------------------------------------------------------------------------


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="x")


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        # an item under a heading that names its kind, in a list of several subjects
        ("Upper limits:\nregion 40%\nissuer 6%", ("max_position_weight", "ceiling", None, 0.06)),
        ("Maxima — turnover 90%; gross 1.8x", ("max_turnover", "ceiling", None, 0.9)),
        ("Maxima — turnover 90%; gross 1.8x", ("max_gross_leverage", "ceiling", None, 1.8)),
        # the subject between two comparison signs
        ("1.2x < gross leverage < 2.4x", ("max_gross_leverage", "range", 1.2, 2.4)),
        (
            "Sector weights should never go beyond 22%.",
            ("max_sector_weight", "ceiling", None, 0.22),
        ),
        (
            "The adviser may pick net exposure, not exceeding 12 %.",
            ("max_net_exposure", "ceiling", None, 0.12),
        ),
        # a clause's own number is no quantity, and "it" goes on about the sentence before
        (
            "4.1 Gross exposure is reviewed monthly; it must not exceed 2.2x.",
            ("max_gross_leverage", "ceiling", None, 2.2),
        ),
        (
            "Turnover may run from 30 % of net assets to 60 % of net assets.",
            ("max_turnover", "range", 0.3, 0.6),
        ),
    ],
)
def test_bounds_in_more_shapes(text: str, bound: tuple[str, str, float | None, float]) -> None:
    assert bound in _bounds(text), _bounds(text)


def test_a_bound_on_a_groups_total_caps_no_position_and_money_bounds_nothing() -> None:
    found = _bounds("Positions below USD 500m market value may not exceed 8% combined.")
    assert found == [("other_limit", "ceiling", None, 0.08)]
    assert _bounds("4.1 Gross exposure is reviewed monthly; it must not exceed 2.2x.") == [
        ("max_gross_leverage", "ceiling", None, 2.2)
    ]


@pytest.mark.parametrize(
    ("text", "name", "granted"),
    [
        ("Net exposure rests with the PM.", "max_net_exposure", True),
        ("Turnover is at the adviser's option.", "max_turnover", True),
        ("The team elects the sector cap.", "max_sector_weight", True),
        ("Tracking error is not the PM's call; the trustees fix it.", "max_tracking_error", False),
    ],
)
def test_latitude_in_more_words(text: str, name: str, granted: bool) -> None:
    assert discretion_over(clauses({"x": text}), name) is granted


# --- provenance -------------------------------------------------------------------------------


def test_a_value_stated_of_several_subjects_is_stated_where_it_is_this_subjects() -> None:
    cited = Constraint(
        name="single_stock_cap",
        value=0.12,
        unit="fraction",
        provenance="mandate_clause",
        provenance_ref="caps",
        rationale="the mandate",
    )
    body = ResearchContractBody(interpretation="x", objective="x", constraints=(cited,))
    mandate = {"caps": "Caps — net 12%; single stock 12%."}
    assert all(c.passed for c in validate_provenance(body, (), mandate))


# --- objectives -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a parenthesis is an aside of its own
        ("Maximise the information ratio (volatility itself is no worry).", "risk_adjusted"),
        ("Get σ down as far as it goes.", "min_risk"),
        # a verb of closeness with a pronoun for an index named before
        ("The Euro Stoxx 50 is our yardstick; keep hugging it.", "tracking"),
        # valuing return is wanting more of it; dismissing it is not
        ("All we focus on is return.", "max_return"),
        ("We don't care about return; minimise variance.", "min_risk"),
        # an operator after its number states a bound, which is no objective
        ("Vol budget 9% max, otherwise maximise the Sharpe ratio.", "risk_adjusted"),
    ],
)
def test_objectives_in_more_clause_shapes(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.objective == objective, (text, found)


def test_an_objective_span_over_an_aside_does_not_state_it() -> None:
    text = "Aim for the least variance (the index does not matter)."
    aside = text.index("the index")
    body = ResearchContractBody(
        interpretation="x",
        objective="x",
        objective_kind="minimise_variance",
        objective_ref="msg_01hzzzzzzzzzzzzzzzzzzzzzr1",
        objective_span=TextSpan(start=aside, end=aside + len("the index does not matter")),
    )
    messages = (UserMessage(message_id="msg_01hzzzzzzzzzzzzzzzzzzzzzr1", text=text),)
    assert not all(c.passed for c in validate_provenance(body, messages, None))
    ask = text.index("Aim")
    cited = body.model_copy(update={"objective_span": TextSpan(start=ask, end=ask + 26)})
    assert all(c.passed for c in validate_provenance(cited, messages, None))


# --- leakage -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("trained on CY2009–CY2011", date(2009, 1, 1), date(2011, 12, 31)),
        ("sampled 2010M07–2012M06", date(2010, 7, 1), date(2012, 6, 30)),
        ("anything from 2013 or later", date(2013, 1, 1), None),
    ],
)
def test_periods_in_more_notations(text: str, start: date, end: date | None) -> None:
    found = periods(text)
    assert [(p.start, p.end) for p in found] == [(start, end)], found


_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("sentence", "leaks_"),
    [
        ("The filter thresholds were tuned on the two years preceding the final test window.", 1),
        ("The filter thresholds were tuned up to the beginning of the first test window.", 0),
        ("The decay was calibrated through the close of the 2nd test window.", 2),
        ("Nothing after 2015 was used to choose the decay.", 0),
        ("The signal was chosen excluding 2016 and later.", 0),
        ("Betas were estimated on both in-sample and out-of-sample data.", 2),
        ("The final 30 names were retained using 2015–2018 returns.", 2),
    ],
)
def test_stated_leakage_relative_to_the_windows_and_denied(sentence: str, leaks_: int) -> None:
    assert len(leaks([("interpretation", sentence)], _FOLDS)) == leaks_, sentence


# --- trend claims: horizons that end before the series, change words, sizes of changes ---------


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    days = ("2020-12-31", "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31")
    return history(
        {field: values},
        days,
        entity_id="ent_hooli",
        function_id="custom.metrics",
        source_id="src_reading_g",
        rows_key="rows",
        date_key="period_end",
    )


#: up over the whole series, down inside 2021's second half and in 2Q21
_ASSET_TURNS = _quarters("asset_turnover", (0.80, 0.84, 0.82, 0.88, 0.81, 0.90))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Asset turnover fell in the second half of 2021.", False),
        ("Asset turnover rose in the second half of 2021.", True),
        ("Asset turnover fell in 2Q21.", False),
        ("Asset turnover climbed between 2Q21 and 3Q21.", False),
        ("Asset turnover climbed between 3Q21 and 4Q21.", True),
        ("Asset turnover got worse over the series.", True),
        ("Asset turnover became better over the series.", False),
        ("Asset turnover rose over the past four fiscal years.", True),
    ],
)
def test_horizons_with_an_end_and_judgements(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_ASSET_TURNS])) is wrong, sentence


def test_the_size_of_a_change_is_a_number_of_the_cited_item() -> None:
    citation = Citation(mark="[[src_reading_g]]", number=1, source_id="src_reading_g", title="t")
    right = "Asset turnover rose by 0.10x over the series [1]."
    wrong = "Asset turnover rose by 0.35x over the series [1]."
    assert all(c.passed for c in numbers_match(right, [citation], [_ASSET_TURNS]))
    assert not all(c.passed for c in numbers_match(wrong, [citation], [_ASSET_TURNS]))
