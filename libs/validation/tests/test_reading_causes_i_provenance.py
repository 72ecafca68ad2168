"""The causes batch I's provenance kind showed, each read in general: constructions written
here, in no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

The cause: the provenance check accepted a span that writes the recorded value but does not
state it as the limit. The forms of that:

* a value a question asked for, which the answer refuses (`provenance.refused`: "Would 3x
  gross be acceptable? Nope …", and a reported question, "the IC wondered if … 12 %: the
  answer was no"): only proposed, never in force; a question that asks to *cross* the value
  ("can names exceed 6 %? No.") says the value is the limit, and a request worded as a
  question ("could you cap names at 6 %?") states it;
* a level something is reported at: the verbs of a measured level ("stands at", "has
  averaged", "is hovering near", "came to"), a level named as one ("the current … weight",
  "realised vol"), TIMEX3's present with a hedge ("roughly 10 % today"), or a level a
  sentence says no limit holds on ("…, there is no formal cap on them"); the clause's own
  operator or modal keeps it a limit, and a present alone ("Currently 7 %") may date one;
* a limit of the other side: a cap recorded from "min 2 %" or "at least 3 %", a floor from
  "12 % at most" (a cost is read as a floor whatever its operator);
* the end of a range that a limit of its side is not bound by: a cap recorded at the lower
  end of "3 % through 6 %", a floor at the upper end (a target, and a change "raised from …
  to …", are no such range).
"""

from __future__ import annotations

import pytest

from quantward_validation.provenance import refused
from quantward_validation.testing import provenance_problems

_MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzp1"


def _problems(text: str, name: str, value: float, words: str, unit: str | None = None) -> list[str]:
    return provenance_problems(
        text,
        name=name,
        value=value,
        words=words,
        unit=unit,  # type: ignore[arg-type]
    )


# --- a value a question asked for, refused ------------------------------------------------------

_WOULD = "Would 3x gross be acceptable?\nNope — keep it at 2x."
_QUOTED = (
    'Re your question "is 40 bps of tracking error OK?" — certainly not; 25 bps is the ceiling.'
)


@pytest.mark.parametrize(
    ("text", "name", "value", "words", "unit", "stated"),
    [
        (_WOULD, "max_gross_leverage", 3.0, "3x", "multiple", False),
        (_WOULD, "max_gross_leverage", 2.0, "2x", "multiple", True),
        (_QUOTED, "te_cap_bps", 40.0, "40 bps", "bps", False),
        (_QUOTED, "te_cap_bps", 25.0, "25 bps", "bps", True),
        # the question asks to cross the value: refused, the value is the limit
        ("Can single names exceed 6%? No.", "max_position_weight", 0.06, "6%", None, True),
        ("Could we break the 6% cap on names? Absolutely not.", "max_position_weight", 0.06,
         "6%", None, True),
        # a request worded as a question, and a question answered yes
        ("Could you rebuild the book with names capped at 6%? No leverage please.",
         "max_position_weight", 0.06, "6%", None, True),
        ("Can we run 4% per name? Yes, that's fine.", "max_position_weight", 0.04, "4%", None,
         True),
    ],
)  # fmt: skip
def test_a_value_a_question_asked_for_and_the_answer_refused_is_not_stated(
    text: str, name: str, value: float, words: str, unit: str | None, stated: bool
) -> None:
    assert (_problems(text, name, value, words, unit) == []) is stated, (text, words)


_REPORTED_QUESTION = "The IC wondered if munis could go to 12 %: the answer was no, 8 % stays."


@pytest.mark.parametrize(("words", "stated"), [("12 %", False), ("8 %", True)])
def test_a_reported_question_refused_states_nothing(words: str, stated: bool) -> None:
    value = float(words.split()[0]) / 100
    problems = _problems(_REPORTED_QUESTION, "munisShareCap", value, words, "fraction")
    assert (problems == []) is stated, words


def test_refused_reads_only_the_question_s_value() -> None:
    text = "Is 12% possible for one issuer? Sadly not: 8% is where we stop."
    assert refused(text, text.index("12%"), text.index("12%") + 3)
    assert not refused(text, text.index("8%"), text.index("8%") + 2)


# --- a level reported, not a limit --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "value", "words", "stated"),
    [
        ("Cash stands at 7% as of month-end; the cash cap is 10%.", "max_cash_weight", 0.07,
         "7%", False),
        ("Cash stands at 7% as of month-end; the cash cap is 10%.", "max_cash_weight", 0.10,
         "10%", True),
        ("Turnover has averaged 35 % a year. The annual turnover limit is 50 %.",
         "max_turnover", 0.35, "35 %", False),
        ("Turnover has averaged 35 % a year. The annual turnover limit is 50 %.",
         "max_turnover", 0.50, "50 %", True),
        # a subject no lexicon knows: the report is read without it
        ("Convertibles: 15% at most. The muni sleeve is hovering near 9% these days.",
         "convertiblesShareCap", 0.09, "9%", False),
        ("Convertibles: 15% at most. The muni sleeve is hovering near 9% these days.",
         "convertiblesShareCap", 0.15, "15%", True),
        # a sentence that says no limit holds
        ("Munis sit around 9%, there is no formal cap on them.", "munisShareCap", 0.09, "9%",
         False),
        # a level named as measured
        ("The current muni weight is 11 %; 15 % is as far as it goes.", "munisShareCap", 0.11,
         "11 %", False),
        ("Realised vol came to 11% against a 10% cap.", "vol_cap", 0.11, "11%", False),
        ("Realised vol came to 11% against a 10% cap.", "vol_cap", 0.10, "10%", True),
        # a present alone may date the limit in force ("what is the cap?" "Currently 7%.")
        ("Currently 7%, single names.", "max_position_weight", 0.07, "7%", True),
        # a denial of another thing's limit, and a present that dates a limit, report nothing
        ("Single names 5 %, no cap on cash.", "max_position_weight", 0.05, "5 %", True),
        ("Starting today the muni sleeve goes to 5 %.", "munisShareCap", 0.05, "5 %", True),
        # a limit said now is a limit
        ("Gross is currently capped at 2.5x.", "max_gross_leverage", 2.5, "2.5x", True),
        ("Munis are, as of today, limited to 9%.", "munisShareCap", 0.09, "9%", True),
    ],
)  # fmt: skip
def test_a_level_reported_is_not_a_limit(
    text: str, name: str, value: float, words: str, stated: bool
) -> None:
    assert (_problems(text, name, value, words, "fraction") == []) is stated, (text, words)


# --- a limit of the other side -----------------------------------------------------------------

_BOTH_SIDES = "Munis: min 2%, max 7%. Cash: at least 3 %, 12 % at most."


@pytest.mark.parametrize(
    ("name", "value", "words", "stated"),
    [
        ("munisShareCap", 0.02, "2%", False),
        ("munisShareCap", 0.07, "7%", True),
        ("max_cash_weight", 0.03, "3 %", False),
        ("max_cash_weight", 0.12, "12 %", True),
        ("min_cash_weight", 0.12, "12 %", False),
        ("min_cash_weight", 0.03, "3 %", True),
    ],
)
def test_a_limit_is_not_stated_by_a_value_stated_as_a_limit_of_the_other_side(
    name: str, value: float, words: str, stated: bool
) -> None:
    assert (_problems(_BOTH_SIDES, name, value, words, "fraction") == []) is stated, words


def test_a_cost_said_at_most_states_the_cost() -> None:
    # a cost said "at most" is assumed at least that (a floor): no side to mismatch
    text = "Trading costs: at most 12 bps a trade."
    assert _problems(text, "cost_bps", 12.0, "12 bps", "bps") == []


# --- the other end of a range -------------------------------------------------------------------

_ZONE = "Per-name weights: 3 % through 6 %, that's the comfort zone."


@pytest.mark.parametrize(
    ("text", "name", "value", "words", "stated"),
    [
        (_ZONE, "max_position_weight", 0.03, "3 %", False),
        (_ZONE, "max_position_weight", 0.06, "6 %", True),
        (_ZONE, "min_position_weight", 0.06, "6 %", False),
        (_ZONE, "min_position_weight", 0.03, "3 %", True),
        # the unit said once, after both ends
        ("Gross leverage: 1.2–1.8x.", "max_gross_leverage", 1.2, "1.2", False),
        ("Gross leverage: 1.2–1.8x.", "max_gross_leverage", 1.8, "1.8x", True),
        # "and" joins a range only after "between"; a subject no lexicon knows
        ("Hold the muni sleeve somewhere between 4 % and 9 %.", "munisShareCap", 0.04, "4 %",
         False),
        ("Hold the muni sleeve somewhere between 4 % and 9 %.", "munisShareCap", 0.09, "9 %",
         True),
        # a target sits inside its range, neither end binds it
        ("Volatility: aim for somewhere between 8 % and 10 %.", "target_volatility", 0.08,
         "8 %", True),
        # a change told with both ends is no range
        ("The TE cap was raised from 150 bps to 250 bps.", "te_cap_bps", 250.0, "250 bps", True),
        # a count after the value is no range end
        ("Names capped at 5% to 10 names in total.", "max_position_weight", 0.05, "5%", True),
    ],
)  # fmt: skip
def test_a_limit_is_stated_by_the_end_of_a_range_it_is_bound_by(
    text: str, name: str, value: float, words: str, stated: bool
) -> None:
    unit = "bps" if name.endswith("_bps") else "multiple" if "leverage" in name else "fraction"
    assert (_problems(text, name, value, words, unit) == []) is stated, (text, words)
