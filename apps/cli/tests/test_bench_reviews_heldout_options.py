"""The opt-in options of the held-out batches' shared loops (`reviews_heldout_shared`,
`reviews_heldout_truths`, `trend_claim_twins`): each does what it says, and leaving it out
keeps what the registered batches generate (proved case by case by
`tools/dump_review_hashes.py`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any, Final

import pytest
from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_shared import (
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cite_as,
    _clause_cite_as,
    _compound_pairs,
    _each_structure_each_subject,
    _growth_specials,
    _horizon_trends,
    _invented_twins_of,
    _mandate_twins_of,
    _misquote_cases,
    _plan_of,
    _provenance_twins_of,
    _range_cases,
    _refused_twins_of,
    _solving_contract,
    _twins_of,
    _unsized,
    _with_mandate_of,
    _yoy_pairs,
)
from quantward_cli.bench.reviews_heldout_truths import fell, held_down, held_up, rose
from quantward_contracts.values import Constraint, Mode, ReviewBundle, UserMessage


def test_held_up_reads_a_signed_series_that_starts_below_zero() -> None:
    # net flows of -100 ending at -105: 5 % lower, so "did not fall" is false
    assert held_up((-100.0, -90.0, -105.0)) is False
    # ending at -100.5, within 1 % of where it started: too close to call
    assert held_up((-100.0, -90.0, -100.5)) is None
    # ending higher after a dip: too close to call, as for a positive series
    assert held_up((-100.0, -110.0, -95.0)) is None
    assert held_up((-100.0, -50.0, 20.0)) is True


def test_held_down_reads_a_signed_series_that_starts_below_zero() -> None:
    # from -100 to -95: 5 % higher, so "did not rise" is false
    assert held_down((-100.0, -110.0, -95.0)) is False
    assert held_down((-100.0, -110.0, -99.5)) is None
    assert held_down((-100.0, -90.0, -120.0)) is None
    assert held_down((-20.0, -50.0, -80.0)) is True


def test_held_up_and_held_down_read_a_positive_series_as_before() -> None:
    assert held_up((100.0, 110.0, 98.0)) is False
    assert held_up((100.0, 110.0, 99.5)) is None
    assert held_down((100.0, 90.0, 102.0)) is False
    assert held_down((100.0, 90.0, 100.5)) is None


# --- the trend request: question, heading, as-of date; quarters of other years -----------------


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    quarters = _calendar_quarters((2021, 2022, 2023))
    entity = "ent_test"
    currency = "USD"
    growth: bool


_REVENUE = _Trend(
    "fundamentals.quarters",
    "revenue",
    (100.0, 104.0, 108.0, 112.0, 118.0, 124.0, 130.0, 137.0, 146.0, 155.0, 165.0, 176.0),
    ("Revenue",),
    (("{s} grew", rose), ("{s} fell", fell), ("{s} held up", held_up)),
    lambda a, b: "",
    True,
)
_IDS = (
    "msg_01hzzzzzzzzzzzzzzzzzzzzzq0",
    "ctr_01hzzzzzzzzzzzzzzzzzzzzzq1",
    "src_01hzzzzzzzzzzzzzzzzzzzzzq2",
)
_REQUEST = TrendRequest(
    question="How did {company} do in 2023?", heading="### FY2023 in brief", as_of="2024-02-15"
)


def _horizon_cases(**options: Any) -> list[HeldOutCase]:
    return list(
        _horizon_trends(
            random.Random(7),
            4,
            (_REVENUE,),
            horizons=(("in 2023", (7, 11)), ("since 2021", (0, 11)), ("since 1990", None)),
            frames=("{Claim} [1].",),
            said=lambda t, s, first, m: t.format(s=s, m=m),
            specials=lambda trend: [],
            special_step=1,
            left_out=lambda h, w, c: False,
            seed=1,
            tag="",
            company="Acme",
            entity="ent_test",
            ids=_IDS,
            **options,
        )
    )


def test_trend_claims_answer_the_default_request_unless_given_another() -> None:
    for case in _horizon_cases():
        assert case.bundle.user_messages[0].text == "How is Acme doing?"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("## Figures\n\n")
        assert case.bundle.computations[0].arguments["as_of"] == "2023-01-31"
    for case in _horizon_cases(trend_request=_REQUEST):
        assert case.bundle.user_messages[0].text == "How did Acme do in 2023?"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### FY2023 in brief\n\n")
        assert case.bundle.computations[0].arguments["as_of"] == "2024-02-15"
        assert case.bundle.computations[0].result["quarters"][0]["quarter_end"] == "2023-12-31"  # type: ignore[index,call-overload]


def test_the_request_option_changes_nothing_but_the_request() -> None:
    plain, asked = _horizon_cases(), _horizon_cases(trend_request=_REQUEST)
    assert [c.case_id for c in plain] == [c.case_id for c in asked]
    for a, b in zip(plain, asked, strict=True):
        assert a.bundle.answer is not None
        assert b.bundle.answer is not None
        assert a.bundle.answer.removeprefix("## Figures\n\n") == b.bundle.answer.removeprefix(
            "### FY2023 in brief\n\n"
        )


def test_a_trend_claim_may_answer_without_a_heading() -> None:
    twins = _twins_of(1, "", "Acme", "ent_test", _IDS, trend_request=TrendRequest(heading=None))
    flawed, twin = twins(0, _REVENUE, "{Claim} [1].", "Revenue fell", "Revenue grew")
    assert flawed.bundle.answer == "Revenue fell [1].\n"
    assert twin.bundle.answer == "Revenue grew [1].\n"
    assert twin.bundle.user_messages[0].text == "How is Acme doing?"


# --- the growth specials: any year, and a compound fall ---------------------------------------

_SPECIALS: Final = partial(
    _growth_specials,
    up_all="up",
    down_all="down",
    faster="faster",
    slower="slower",
    grew="grew",
    shrank="shrank",
)


def test_growth_specials_compare_the_years_ending_at_end() -> None:
    # 2019-2022: flat in 2019-2021, then 2022 well ahead; the first twelve quarters say nothing
    flat = (100.0,) * 12
    trend = _Trend("f", "x", (*flat, 110.0, 115.0, 120.0, 125.0), ("X",), (), _unsized, True)
    assert _SPECIALS(trend) == []  # the default: quarters 0-11
    assert ("up", "down") in _SPECIALS(trend, end=15)
    assert _yoy_pairs(trend.values, "up", "down", end=15) == [("up", "down")]


def test_a_compound_fall_is_claimed_only_when_asked() -> None:
    shrinking = tuple(100.0 * 0.95**k for k in range(12))  # about -19 % a year
    assert _compound_pairs(shrinking, "grew", "shrank") == []
    assert _compound_pairs(shrinking, "grew", "shrank", shrinking=True) == [("shrank", "grew")]
    trend = _Trend("f", "x", shrinking, ("X",), (), _unsized, True)
    assert ("shrank", "grew") in _SPECIALS(trend, shrinking=True)
    assert ("shrank", "grew") not in _SPECIALS(trend)


def test_year_on_year_reads_a_signed_series() -> None:
    # net flows below zero a year ago and less negative each quarter now: up year on year
    flows = (0.0,) * 4 + (-50.0, -40.0, -60.0, -30.0) + (-20.0, -10.0, -30.0, 5.0)
    assert _yoy_pairs(flows, "up", "down") == [("up", "down")]
    worse = (0.0,) * 4 + (-50.0, -40.0, -60.0, -30.0) + (-60.0, -50.0, -70.0, -40.0)
    assert _yoy_pairs(worse, "up", "down") == [("down", "up")]
    # no compound rate is read of a series that changes sign
    assert _compound_pairs((-10.0,) * 4 + (0.0,) * 4 + (10.0,) * 4, "g", "s", shrinking=True) == []


# --- limits: a subject, its plan and its placing -----------------------------------------------

_REQUEST_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq3"
_MANDATE_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq4"
_ANSWER_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq5"
_CONTRACT_ID = "ctr_01hzzzzzzzzzzzzzzzzzzzzzq6"


@dataclass(frozen=True)
class _Subject:
    fields: tuple[str, ...]
    values: tuple[float, ...]
    nouns: tuple[str, ...] = ("limit",)
    unit: str | None = "fraction"
    floor: bool = False


_CAP = _Subject(("max_position_weight",), (0.1, 0.2))
_FLOOR = _Subject(("min_cash_weight",), (0.04, 0.06), floor=True)


def _plan(
    policy: Mode,
    messages: tuple[UserMessage, ...],
    constraint: Constraint,
    mandate: dict[str, JsonValue] | None = None,
) -> ReviewBundle:
    contract = partial(_solving_contract, "weights", "the Sharpe ratio", "solve", "the weights")
    return _plan_of(_CONTRACT_ID, contract, policy, messages, constraint, mandate)


_with_mandate = partial(_with_mandate_of, (_REQUEST_ID, _MANDATE_ID), _plan)


def _values(cases: list[HeldOutCase]) -> list[tuple[float, ...]]:
    return [tuple(c.value for c in case.bundle.contract.constraints) for case in cases]  # type: ignore[misc]


def _breaches(subject: _Subject, **options: Any) -> list[HeldOutCase]:
    return list(
        _breach_cases(
            random.Random(3),
            4,
            subjects=(subject,),
            turn=lambda i: i,
            placed=lambda rng, s, value, shape: (None, f"Limit: {value}.", _MANDATE_ID),
            asks=("Build the book.",),
            cited=lambda i: i % 2 == 0,
            rationale="the mandate's limit",
            rationales=("a prudent limit",),
            twins=_mandate_twins_of(1, "mandate_breach", "", _with_mandate),
            **options,
        )
    )


def _limit_of(case: HeldOutCase) -> float:
    message = case.bundle.user_messages[-1].text
    return float(message.removeprefix("Limit: ").removesuffix("."))


def test_breach_ratios_default_to_half_past_and_within() -> None:
    for subject, past, inside in ((_CAP, 1.5, 0.8), (_FLOOR, 0.5, 1.5)):
        cases = _breaches(subject)
        for flawed, twin, i in zip(cases[::2], cases[1::2], range(4), strict=True):
            limit = _limit_of(flawed)
            assert _values([flawed]) == [(round(limit * past, 6),)]
            cited = i % 2 == 0
            assert _values([twin]) == [(limit if cited else round(limit * inside, 6),)]


def test_breach_ratios_are_chosen() -> None:
    ratios = {"cap_breach": 1.1, "floor_breach": 0.9, "cap_inside": 0.95, "floor_inside": 1.05}
    for subject, past, inside in ((_CAP, 1.1, 0.95), (_FLOOR, 0.9, 1.05)):
        cases, plain = _breaches(subject, **ratios), _breaches(subject)
        assert [c.case_id for c in cases] == [c.case_id for c in plain]
        assert [_limit_of(c) for c in cases] == [_limit_of(c) for c in plain]  # same draws
        for flawed, twin, i in zip(cases[::2], cases[1::2], range(4), strict=True):
            limit = _limit_of(flawed)
            assert _values([flawed]) == [(round(limit * past, 6),)]
            assert _values([twin]) == [(limit if i % 2 == 0 else round(limit * inside, 6),)]


def test_a_breach_ratio_on_the_wrong_side_of_the_limit_is_refused() -> None:
    with pytest.raises(AssertionError):
        _breaches(_CAP, cap_breach=0.9)
    with pytest.raises(AssertionError):
        _breaches(_FLOOR, floor_inside=0.9)


# --- range bands: the low end, floors, the assumed point, the breach ----------------------------


def _ranges(subject: _Subject, **options: Any) -> list[HeldOutCase]:
    return list(
        _range_cases(
            random.Random(5),
            6,
            subjects=(subject,),
            turn=lambda i: i,
            written=lambda rng, s, b: {"lo": f"{b[0]:g}", "hi": f"{b[1]:g}", "mid": f"{b[2]:g}"},
            rationales=("the middle of the band",),
            asks=("Build the book.",),
            shape=lambda i: 0,
            refused=(("Hold exactly {point}.", "Hold anywhere from {lo} to {hi}."),),
            granted=("You may hold anywhere from {lo} to {hi}.",),
            placed=lambda text, at: (None, text),
            refused_twins=_refused_twins_of(1, "", _with_mandate),
            range_twins=_mandate_twins_of(1, "range_assumption", "", _with_mandate),
            **options,
        )
    )


def _granted(cases: list[HeldOutCase]) -> list[tuple[HeldOutCase, HeldOutCase]]:
    """The (flawed, twin) pairs of granted bands: not the refused cases (`i % 6` in 3, 5)."""
    kept = [c for c in cases if int(c.case_id.split("/")[2]) % 6 not in (3, 5)]
    assert kept
    return list(zip(kept[::2], kept[1::2], strict=True))


def _band(case: HeldOutCase) -> tuple[float, float]:
    text = case.bundle.user_messages[-1].text
    lo, hi = text.removesuffix(".").split("from ")[1].split(" to ")
    return float(lo), float(hi)


def test_a_range_band_defaults_to_the_top_and_half_of_it() -> None:
    for bad, good in _granted(_ranges(_CAP)):
        lo, hi = _band(good)
        assert lo == hi / 2
        assert _values([good]) == [(round((lo + hi) / 2, 6),)]
        assert _values([bad]) == [(round(hi * 1.5, 6),)]


def test_a_floor_range_case_twin_grants_the_floors_band() -> None:
    for bad, good in _granted(_ranges(_FLOOR, floors=True, low_ratio=0.8, floor_breach=0.75)):
        lo, hi = _band(good)
        assert lo in _FLOOR.values  # the floor is the band's low end
        assert hi == round(lo / 0.8, 6)
        assert lo <= _values([good])[0][0] <= hi  # the twin assumes inside the granted band
        assert _values([bad]) == [(round(lo * 0.75, 6),)]  # the flawed value below the floor
    # without `floors` a floor subject is read as a cap, as before
    plain = _ranges(_FLOOR, low_ratio=0.8)
    assert all(
        _band(c)[1] in _FLOOR.values for c in plain if "from" in c.bundle.user_messages[-1].text
    )


def test_a_range_case_assumes_the_point_it_is_given() -> None:
    cases = _ranges(_CAP, low_ratio=0.25, cap_breach=1.2, assumed_value=lambda b: b[0])
    for bad, good in _granted(cases):
        lo, hi = _band(good)
        assert lo == round(hi * 0.25, 6)
        assert _values([good]) == [(lo,)]
        assert _values([bad]) == [(round(hi * 1.2, 6),)]


# --- the invented limit's answer: a message, a document or a mandate ----------------------------


def _invented(**options: Any) -> list[HeldOutCase]:
    cite = partial(_clause_cite_as if options.get("answer_kind") == "mandate" else _cite_as, "ok")
    twins = _invented_twins_of(
        1,
        "",
        _ANSWER_ID,
        ("a prudent limit",),
        _plan,
        lambda rng, s, value: (f"Keep it to {value:g} at most.", f"{value:g}"),
        cite,
        **options,
    )
    ask = UserMessage(message_id=_REQUEST_ID, text="Build the book.")
    return list(twins(random.Random(1), 0, _CAP, "max_position_weight", 0.1, "chat", ask, None))


def test_the_invented_limit_answer_is_a_chat_message_by_default() -> None:
    flawed, twin = _invented()
    assert [m.kind for m in twin.bundle.user_messages] == ["request", "clarification_answer"]
    assert twin.bundle.contract is not None
    assert twin.bundle.contract.constraints[0].provenance == "user_message"
    assert flawed.question_expected


def test_the_invented_limit_answer_may_be_a_mandate_or_a_document() -> None:
    plain_flawed, _ = _invented()
    flawed, twin = _invented(answer_kind="mandate", answer_first=True)
    assert flawed == plain_flawed  # the flawed plan is the same
    assert [m.kind for m in twin.bundle.user_messages] == ["mandate", "request"]
    assert twin.bundle.contract is not None
    constraint = twin.bundle.contract.constraints[0]
    assert constraint.provenance == "mandate_clause"
    assert constraint.provenance_ref == _ANSWER_ID
    assert constraint.span is not None
    said = twin.bundle.user_messages[0].text
    assert said[constraint.span.start : constraint.span.end] == "0.1"
    _, document = _invented(answer_kind="template_inputs")
    assert [m.kind for m in document.bundle.user_messages] == ["request", "template_inputs"]


# --- the misquote loop's pairing of subjects with structures -----------------------------------


def _misquotes(subjects: tuple[_Subject, ...], count: int, **options: Any) -> list[HeldOutCase]:
    def misquoted(
        rng: random.Random, i: int, structure: int, s: _Subject, value: float
    ) -> tuple[str, str, str, float]:
        wrong = round(value * 3, 6)
        return f"{s.fields[0]} {value:g}, not {wrong:g}.", f"{value:g}", f"{wrong:g}", wrong

    return list(
        _misquote_cases(
            random.Random(2),
            count,
            subjects=subjects,
            request=lambda rng, s: f"What is the {s.fields[0]}?",
            misquoted=misquoted,
            cite=partial(_cite_as, "as the client said"),
            ids=(_REQUEST_ID, _ANSWER_ID),
            twins=_provenance_twins_of(1, "", lambda p, m, c: _plan(p, m, c)),
            **options,
        )
    )


def _pairs(cases: list[HeldOutCase]) -> set[tuple[int, str]]:
    flawed = [c for c in cases if c.flawed]
    return {(i % 5, c.bundle.user_messages[0].text) for i, c in enumerate(flawed)}


def test_misquote_subjects_pair_with_every_structure_when_asked() -> None:
    subjects = tuple(_Subject((f"limit_{k}",), (0.1 + k / 100,)) for k in range(6))
    assert len(_pairs(_misquotes(subjects, 30))) < 30  # i + i // 5 misses pairs of six subjects
    paired = _misquotes(subjects, 30, pair=_each_structure_each_subject)
    assert len(_pairs(paired)) == 30
    five = subjects[:5]
    assert _pairs(_misquotes(five, 25)) == _pairs(
        _misquotes(five, 25, pair=_each_structure_each_subject)
    )
