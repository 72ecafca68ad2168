"""The causes found in held-out batch O's first run (spoken language written down) for the limit
kinds, each tested on constructions in no batch.

Families: the grammar of spoken numbers (a decimal said digit by digit after "point", a desk's
basis points, a figure corrected in the same breath with its unit said once), the liquidation
horizon as a limit in days, speaker turns and timestamps in transcripts (an answer after a
speaker label, another speaker's correction, a later voice note withdrawing an earlier figure),
and latitude said out loud (a hesitation inside a range, a figure said to be "flat", a band
turned down).
"""

from __future__ import annotations

from typing import Any, Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation.limits import is_limit, subject_of
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import quantities

from .clause_bounds import bounds_of

Unit = Literal["fraction", "multiple"]
_MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzq1"


def _read(text: str) -> list[tuple[float, str]]:
    return [(round(q.value, 9), q.form) for q in quantities(text)]


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="call")


# --- spoken numbers ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("keep it to zero point one two of the fund", [(12.0, "percent")]),
        ("naught point four of assets, no more", [(40.0, "percent")]),
        ("nine point two five per cent in a single issuer", [(9.25, "percent")]),
        ("gross of two point seven five times", [(2.75, "multiple")]),
        ("oh point eight turns of leverage", [(0.8, "multiple")]),
        ("te of two-forty bips", [(240.0, "bps")]),
        ("four oh five basis points", [(405.0, "bps")]),
    ],
)
def test_spoken_decimals_and_desk_bips_are_one_number(
    text: str, expected: list[tuple[float, str]]
) -> None:
    assert _read(text) == expected, text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the unit said once, after the corrected figure: the abandoned one stays bare
        (
            "below twenty — no, sorry, twelve and a half — per cent",
            [(20.0, "plain"), (12.5, "percent")],
        ),
        ("cap it at nine — I mean six — percent", [(9.0, "plain"), (6.0, "percent")]),
        # the corrected figure takes the unit of the one it corrects
        ("eight percent, sorry, five and a half, tops", [(8.0, "percent"), (5.5, "percent")]),
    ],
)
def test_a_figure_corrected_in_the_same_breath_takes_the_unit(
    text: str, expected: list[tuple[float, str]]
) -> None:
    assert _read(text) == expected, text


def test_a_mixed_number_before_a_bound_is_no_fraction_of_the_whole() -> None:
    assert _read("six and a half, at the very most") == [(6.5, "plain")]


def test_a_corrected_figure_states_its_value_inside_a_span_that_leaves_out_the_correction() -> None:
    text = "Ops: we hold cash above four — sorry, two and a half — percent. Fine."
    span_start = text.index("two and a half")
    constraint = Constraint(
        name="min_cash_weight",
        value=0.025,
        unit="fraction",
        provenance="user_message",
        provenance_ref=_MSG,
        span=TextSpan(start=span_start, end=text.index(". Fine")),
    )
    results = validate_provenance(
        _contract(constraint), [UserMessage(message_id=_MSG, text=text)], None
    )
    assert all(r.passed for r in results), [r.message for r in results]


# --- the liquidation horizon, a limit in days -------------------------------------------------


@pytest.mark.parametrize(
    "name", ["maxDaysToExit", "unwind_period_days", "liquidity_horizon", "days_to_sell_down"]
)
def test_a_liquidation_horizon_is_a_limit_in_days(name: str) -> None:
    constraint = Constraint(
        name=name, value=4.0, unit="days", provenance="assumption", rationale="a guess"
    )
    assert subject_of(name) == "max_liquidation_days"
    assert is_limit(constraint)


def test_a_look_back_in_days_stays_a_research_default() -> None:
    constraint = Constraint(
        name="lookback_days", value=250.0, unit="days", provenance="assumption", rationale="usual"
    )
    assert not is_limit(constraint)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Client: and the time it takes to exit the book — eight business days at the outside.",
            ("max_liquidation_days", "ceiling", None, 8.0),
        ),
        (
            "The unwind horizon is 12 calendar days, tops.",
            ("max_liquidation_days", "ceiling", None, 12.0),
        ),
    ],
)
def test_days_said_of_a_liquidation_horizon_bound_it(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    assert expected in _bounds(text), _bounds(text)


def _contract(*constraints: Constraint) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="weights inside the limits",
        objective="best risk-adjusted return",
        objective_kind="maximise_risk_adjusted_return",
        constraints=constraints,
        methods=(),
        evidence=(),
    )


# --- transcripts: timestamps, speaker labels and turns --------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Caller 3 (01:02:44): cap each issuer at 4 %", [(4.0, "percent")]),
        ("[Dictation, 2:41] gross at 1.8x please", [(1.8, "multiple")]),
        ("Respondent 7: nothing above 12 %.", [(12.0, "percent")]),
    ],
)
def test_timestamps_and_speaker_numbers_are_no_quantities(
    text: str, expected: list[tuple[float, str]]
) -> None:
    assert _read(text) == expected, text


def _cited(text: str, value: float, name: str, unit: Unit, at: str) -> Constraint:
    start = text.index(at)
    return Constraint(
        name=name,
        value=value,
        unit=unit,
        provenance="user_message",
        provenance_ref=_MSG,
        span=TextSpan(start=start, end=start + len(at)),
    )


def _problems(text: str, constraint: Constraint) -> list[str]:
    results = validate_provenance(
        _contract(constraint), [UserMessage(message_id=_MSG, text=text)], None
    )
    return [r.message for r in results if not r.passed]


def test_a_question_refused_after_the_answerers_label_is_not_in_force() -> None:
    asked = "Analyst (00:41:10): Can net exposure go to 40 %?\n"
    refused = asked + "CEO (00:41:30): No. We hold it where it is."
    granted = asked + "CEO (00:41:30): Yes, the board approved it."
    assert _problems(refused, _cited(refused, 0.40, "max_net_exposure", "fraction", "40 %"))
    assert not _problems(granted, _cited(granted, 0.40, "max_net_exposure", "fraction", "40 %"))


def test_a_figure_another_speaker_contradicts_later_is_not_in_force() -> None:
    text = (
        "Priya (00:03:10): The turnover cap is 80 % I believe.\n"
        "Marcus (00:03:40): That's out of date. Turnover: 50 % at most.\n"
        "Priya (00:04:02): Right."
    )
    assert _problems(text, _cited(text, 0.80, "max_turnover", "fraction", "80 %"))
    assert not _problems(text, _cited(text, 0.50, "max_turnover", "fraction", "50 %"))


def test_a_figure_whose_speaker_defers_to_a_colleague_is_not_in_force() -> None:
    text = (
        "Ana: Leverage max is 2.5x.\n"
        "Ben: The IC set 1.8x at most last week.\n"
        "Ana: Fair enough, Ben's right."
    )
    assert _problems(text, _cited(text, 2.5, "max_gross_leverage", "multiple", "2.5x"))
    assert not _problems(text, _cited(text, 1.8, "max_gross_leverage", "multiple", "1.8x"))


def test_a_later_note_that_withdraws_the_earlier_figure_replaces_it() -> None:
    first, second = "msg_01hzzzzzzzzzzzzzzzzzzzzzq2", "msg_01hzzzzzzzzzzzzzzzzzzzzzq3"
    messages = [
        UserMessage(message_id=first, text="[Dictation, 0:31] Cash: keep at least 4 % please."),
        UserMessage(
            message_id=second,
            text="[Dictation, 0:12] Forget what I said before, I'd muddled the two funds. "
            "It's at least 6 %.",
        ),
    ]

    def cash(value: float, ref: str) -> Constraint:
        return Constraint(
            name="min_cash_weight",
            value=value,
            unit="fraction",
            provenance="user_message",
            provenance_ref=ref,
        )

    old = validate_provenance(_contract(cash(0.04, first)), messages, None)
    new = validate_provenance(_contract(cash(0.06, second)), messages, None)
    assert not all(r.passed for r in old)
    assert all(r.passed for r in new), [r.message for r in new]


# --- latitude and limits said out loud in a mandate -------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            # an answer speaks of what the other speaker's question asked
            "Adviser: What about the country weight?\n"
            "Client: Well. A sixth of the book at the most.",
            ("max_country_weight", "ceiling", None, 1 / 6),
        ),
        (
            # a hesitation between the ends of a range
            "Between 3 % and — let me think — 6 % on any sector.",
            ("max_sector_weight", "range", 0.03, 0.06),
        ),
        (
            # a figure said flat in a remark of its own
            "Chair: Turnover is 60 %. Fixed. No band.",
            ("max_turnover", "range", 0.6, 0.6),
        ),
        (
            # the present said before the pronoun, after the past figure
            "Jo: We used to allow turnover of 90 %.\nKim: Now it's 70 % at most.",
            ("max_turnover", "ceiling", None, 0.7),
        ),
    ],
)
def test_limits_said_out_loud_bound(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    found = _bounds(text)
    assert any(
        b[:2] == expected[:2]
        and all(
            (x is None and y is None) or (x is not None and y is not None and abs(x - y) < 1e-9)
            for x, y in zip(b[2:], expected[2:], strict=True)
        )
        for b in found
    ), found


def test_a_band_talked_about_and_turned_down_bounds_nothing() -> None:
    text = (
        "We discussed a corridor of 2x to 3x for gross leverage, but the IC said no corridor. "
        "It's 2.5x, fixed."
    )
    found = _bounds(text)
    assert ("max_gross_leverage", "range", 2.0, 3.0) not in found, found
    assert ("max_gross_leverage", "range", 2.5, 2.5) in found, found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cash at least point seven five percent", [(0.75, "percent")]),
        ("a budget of point five of a percent", [(0.5, "percent")]),
    ],
)
def test_a_decimal_said_without_its_whole_before_a_unit(
    text: str, expected: list[tuple[float, str]]
) -> None:
    assert _read(text) == expected, text


@pytest.mark.parametrize(
    "text",
    [
        "Issuers: under nine percent — sorry, six.",
        "Issuers no more than 9 %, or rather 6 %.",
        "Issuers capped at 9 % — scratch that — 6 %.",
    ],
)
def test_a_figure_abandoned_in_the_same_breath_bounds_nothing(text: str) -> None:
    found = _bounds(text)
    assert found == [("max_position_weight", "ceiling", None, 0.06)], found


def test_a_later_turn_that_calls_a_figure_old_replaces_it() -> None:
    text = (
        "Lee (00:01:02): Sector cap? It's 40 %.\n"
        "Mia (00:01:30): Hmm, 25 % at most — 40 was the old number.\n"
        "Lee (00:02:00): OK."
    )
    assert _problems(text, _cited(text, 0.40, "max_sector_weight", "fraction", "40 %"))
    assert not _problems(text, _cited(text, 0.25, "max_sector_weight", "fraction", "25 %"))


def test_days_said_in_an_answer_bound_the_horizon_the_question_asked_about() -> None:
    text = "Ops: And how long to unwind the book?\nClient: Six business days, tops. Thanks."
    assert ("max_liquidation_days", "ceiling", None, 6.0) in _bounds(text), _bounds(text)


def test_days_said_of_another_subject_bound_nothing() -> None:
    assert _bounds("Keep cash of at least 4 days of redemptions.") == []


def test_a_spoken_decimal_after_at_is_read_whole() -> None:
    assert _read("gross capped at one point six times") == [(1.6, "multiple")]


@pytest.mark.parametrize(
    "text",
    [
        "Dev again — disregard my last note, wrong fund. Cash at least 6 %.",
        "The figure I sent you this morning was wrong. It's at least 6 %.",
        "I'd muddled up the two funds: cash at least 6 %.",
    ],
)
def test_a_later_note_withdraws_in_many_words(text: str) -> None:
    first, second = "msg_01hzzzzzzzzzzzzzzzzzzzzzq4", "msg_01hzzzzzzzzzzzzzzzzzzzzzq5"
    messages = [
        UserMessage(message_id=first, text="Cash: keep at least 4 % please."),
        UserMessage(message_id=second, text=text),
    ]
    old = Constraint(
        name="min_cash_weight",
        value=0.04,
        unit="fraction",
        provenance="user_message",
        provenance_ref=first,
    )
    assert not all(r.passed for r in validate_provenance(_contract(old), messages, None))


def test_a_note_ignoring_something_else_withdraws_nothing() -> None:
    first, second = "msg_01hzzzzzzzzzzzzzzzzzzzzzq6", "msg_01hzzzzzzzzzzzzzzzzzzzzzq7"
    messages = [
        UserMessage(message_id=first, text="Cash: keep at least 4 % please."),
        UserMessage(message_id=second, text="Ignore the noise before 2010; cash at least 6 %."),
    ]
    old = Constraint(
        name="min_cash_weight",
        value=0.04,
        unit="fraction",
        provenance="user_message",
        provenance_ref=first,
    )
    assert all(r.passed for r in validate_provenance(_contract(old), messages, None))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            # the figure of a question the next speaker refuses bounds nothing
            "Analyst (00:12:01): Could turnover run up to 90 % this year?\n"
            "CFO (00:12:30): No, we wouldn't. Turnover: 60 % at most, that's the policy.",
            [("max_turnover", "ceiling", None, 0.6)],
        ),
        (
            # a figure another speaker calls old gives way to the one that speaker states
            "Tom: Sector cap is 40 % max.\nSarah: Hmm, 25 % at most — 40 was the old number.",
            [("max_sector_weight", "ceiling", None, 0.25)],
        ),
        (
            "Li (00:01:00): Gross is capped at 3x.\n"
            "Raj (00:01:20): Not any more, the IC set 2x at most.\n"
            "Li (00:01:40): Go with what Raj said.",
            [("max_gross_leverage", "ceiling", None, 2.0)],
        ),
    ],
)
def test_a_mandate_call_keeps_only_the_figure_in_force(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert _bounds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            # a figure read as a cap, said to be a point in a remark of its own
            "Chair: The largest issuer weight is 6 %. Not a band.",
            [("max_position_weight", "range", 0.06, 0.06)],
        ),
        (
            # a measure said against its benchmark before its figure
            "Risk: Tracking error versus the index is 220 bps. Fixed.",
            [("max_tracking_error", "range", 0.022, 0.022)],
        ),
        (
            # a hesitation before a spoken decimal
            "Between nought point one of NAV and — let me see — nought point one five of NAV "
            "for any country.",
            [("max_country_weight", "range", 0.1, 0.15)],
        ),
    ],
)
def test_points_and_bands_said_out_loud(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    found: list[object] = list(_bounds(text))
    assert found == [(s, k, pytest.approx(lo), pytest.approx(hi)) for s, k, lo, hi in expected]


def test_an_answer_on_a_call_states_its_figure_of_what_the_question_asked() -> None:
    text = "Adviser (00:01:00): And what about countries?\nClient (00:01:10): Under 15 %. Thanks."
    assert _problems(text, _cited(text, 0.15, "max_position_weight", "fraction", "15 %"))
    assert not _problems(text, _cited(text, 0.15, "max_country_weight", "fraction", "15 %"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("te of half a percent over the index", [(0.5, "percent")]),
        ("[01:14:32] Client: cap each name at 5 %", [(5.0, "percent")]),
        ("Speaker 4 [00:21:07]: keep it at 7 % or less", [(7.0, "percent")]),
    ],
)
def test_half_a_unit_and_bracketed_times_are_read_as_said(
    text: str, expected: list[tuple[float, str]]
) -> None:
    assert _read(text) == expected, text


def test_a_figure_put_forward_and_turned_down_is_not_in_force() -> None:
    refused = (
        "Head (00:02:00): Turnover — I'd suggest 40 % at most.\n"
        "Risk (00:02:20): Too loose for a fund this size.\n"
        "Head (00:02:45): Fair, park it."
    )
    agreed = refused.replace("Too loose for a fund this size.", "Agreed, that works.")
    assert _problems(refused, _cited(refused, 0.40, "max_turnover", "fraction", "40 %"))
    assert not _problems(agreed, _cited(agreed, 0.40, "max_turnover", "fraction", "40 %"))
    assert _bounds(refused) == []
    assert _bounds(agreed) == [("max_turnover", "ceiling", None, 0.4)]


def test_dictated_punctuation_divides_a_voice_note_into_its_clauses() -> None:
    text = (
        "Dev here comma found it full stop turnover comma no more than sixty percent full stop "
        "single names comma no more than five percent full stop bye"
    )
    assert _problems(text, _cited(text, 0.60, "max_position_weight", "fraction", "sixty percent"))
    assert not _problems(text, _cited(text, 0.60, "max_turnover", "fraction", "sixty percent"))
    assert _bounds(text) == [
        ("max_turnover", "ceiling", None, 0.6),
        ("max_position_weight", "ceiling", None, 0.05),
    ]


@pytest.mark.parametrize(
    "took_back",
    [
        "Actually no — forget that, it's 2 % at most.",
        "Sorry, I misspoke, 2 % at most.",
        "Hang on — that's the old mandate. It's 2 % at most.",
    ],
)
def test_a_figure_its_speaker_takes_back_in_the_next_sentence_is_not_in_force(
    took_back: str,
) -> None:
    text = f"[Dictation, 0:50] Currency exposure, um, no more than 5 %. {took_back} Thanks."
    assert _problems(text, _cited(text, 0.05, "max_currency_exposure", "fraction", "5 %"))
    assert _bounds(text) == [("max_currency_exposure", "ceiling", None, 0.02)]


def test_a_next_sentence_on_another_limit_takes_nothing_back() -> None:
    text = "[Dictation, 0:50] Currency exposure no more than 5 %. Wait, cash too: at least 2 %."
    assert not _problems(text, _cited(text, 0.05, "max_currency_exposure", "fraction", "5 %"))


def test_a_hesitation_before_a_hundred_said_with_its_article() -> None:
    text = "TE between ninety bips and — let me think — a hundred and twenty bips is fine."
    assert _bounds(text) == [("max_tracking_error", "range", 0.009, 0.012)]
