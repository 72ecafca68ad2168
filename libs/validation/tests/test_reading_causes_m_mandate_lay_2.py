"""The mandate-reading causes found in held-out batch M's second wave (a lay policy's limit not
read as the mandate's bound), each tested on constructions in no batch:

* a word fraction a comparison bounds needs no "of" ("never below a twentieth", "two fifths or
  less", "not over half"), while a period ("once a quarter", "more than a quarter ago") and part
  of a per cent ("half a per cent") stay no share of the whole;
* a share said with the money counted after its first number ("one pound in every twenty", "a
  euro in ten");
* the subjects of limits in everyday words and shorthand (`limit_lexicon_lay`): gross exposure
  with borrowed money counted in or as a multiple of the owner's own money, a quantified word for
  a business, a kind of business, a gap or drift from the index, a drop from the best level,
  money left on deposit, "lev" and "w_i";
* a negation before a gloss in brackets still reaches the comparative after it ("doesn't want
  the drift from the benchmark (the so-called tracking error) to go higher than …");
* a value named as the most or the least anyone would hold ("the most … is a twentieth", "…
  is our minimum") and a level refused in everyday words ("would be too much") are bounds;
* a limit written as code: the sum of absolute weights, the largest weight, and a config key
  before a comparison naming the unit of its bare number (`CHECK (te_limit_bps <= 275)`);
* a pipe between spaces separates the fields of a one-line list in provenance's clause reading,
  so a value belongs to the field it is written in.

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, UserMessage
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import Bound, clauses
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities

_NOTE_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq7"


def _shares(text: str) -> list[float]:
    return [round(q.value, 4) for q in quantities(text) if q.form == "percent"]


@pytest.mark.parametrize(
    ("text", "share"),
    [
        ("cash should never sit below a twentieth", 5.0),
        ("the biggest holding: two fifths or less", 40.0),
        ("borrowing not over half, ever", 50.0),
        ("any one stock may climb past a third only with our say-so", 33.3333),
        ("three tenths at most in any area", 30.0),
        ("one quarter, tops", 25.0),
    ],
)
def test_a_word_fraction_a_comparison_bounds_is_a_share(text: str, share: float) -> None:
    assert _shares(text) == [share], text


@pytest.mark.parametrize(
    "text",
    [
        "we meet once a quarter",
        "we changed it more than a quarter ago",
        "fees of no more than half a per cent",
        "we rebalance in the third quarter",
        "it took more than half a year",
    ],
)
def test_a_period_or_part_of_a_per_cent_is_no_share_of_the_whole(text: str) -> None:
    shares = _shares(text)
    assert 50.0 not in shares, text
    assert 25.0 not in shares, text
    assert 33.3333 not in shares, text


@pytest.mark.parametrize(
    ("text", "share"),
    [
        ("at most one pound in every twenty", 5.0),
        ("no more than a euro in ten", 10.0),
        ("never above one buck out of every four", 25.0),
    ],
)
def test_a_share_said_with_its_money_after_the_first_number(text: str, share: float) -> None:
    assert _shares(text) == [share], text


def test_money_in_a_year_is_no_share() -> None:
    assert _shares("we put one dollar in 2024 and two in 2025") == []


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("everything we hold counting money we borrowed", "max_gross_leverage"),
        ("our overall exposure", "max_gross_leverage"),
        ("what we have invested, plus any margin loans", "max_gross_leverage"),
        ("lev cap", "max_gross_leverage"),
        ("the money put into each firm", "max_position_weight"),
        ("max_i w_i", "max_position_weight"),
        ("one type of business", "max_sector_weight"),
        ("how far we stray from the benchmark", "max_tracking_error"),
        ("the distance to the index", "max_tracking_error"),
        ("a drop from its best level", "max_drawdown"),
        ("how far we are down from the top", "max_drawdown"),
        ("the money left on deposit", "cash_weight"),
    ],
)
def test_everyday_and_shorthand_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject, phrase


@pytest.mark.parametrize(
    ("phrase", "not_subject"),
    [
        # a weight measured from the index's weight is an active weight, no tracking error
        ("how far a holding may drift from the index weight", "max_tracking_error"),
        # a margin of tolerance and companies' own debt are no borrowing of ours
        ("a target of 5 %, with a margin of 1 %", "max_gross_leverage"),
        ("no companies with debt above their equity", "max_gross_leverage"),
    ],
)
def test_near_misses_are_not_those_subjects(phrase: str, not_subject: str) -> None:
    assert not_subject not in {name for _, _, name in subject_mentions(phrase)}, phrase


def _bounds(text: str, *, note: bool = False) -> list[Bound]:
    if note:
        found = clauses(None, [UserMessage(message_id=_NOTE_ID, text=text, kind="mandate")])
    else:
        found = clauses({"policy": {"limits": text}})
    return [b for c in found for b in c.bounds]


def _only(text: str, *, note: bool = False) -> tuple[str, str, float | None, float | None]:
    found = _bounds(text, note=note)
    assert len(found) == 1, (text, found)
    b = found[0]
    return b.subject, b.kind, b.low, b.high


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The money we leave on deposit should never drop below a twentieth.",
            ("cash_weight", "floor", 0.05, None),
        ),
        (
            "Dad never wanted our overall exposure to go above twice what we own.",
            ("max_gross_leverage", "ceiling", None, 2.0),
        ),
        (
            "Everything we hold, counting money we borrowed, stays at or under 1.25 times our "
            "own money.",
            ("max_gross_leverage", "ceiling", None, 1.25),
        ),
        (
            "We can invest up to one and a quarter times our own savings.",
            ("max_gross_leverage", "ceiling", None, 1.25),
        ),
        (
            "Nothing put into each firm may be more than one pound in every twenty.",
            ("max_position_weight", "ceiling", None, 0.05),
        ),
        (
            "A drop from its best level of more than a fifth is not something we can live with.",
            ("max_drawdown", "ceiling", None, 0.2),
        ),
    ],
)
def test_a_lay_policy_bounds_its_subject(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    subject, kind, low, high = _only(text)
    assert (subject, kind) == expected[:2], text
    assert (low, high) == pytest.approx(expected[2:]), text


@pytest.mark.parametrize(
    "text",
    [
        "Grandad doesn't want the drift from the benchmark (the so-called tracking error) to go "
        "higher than 250 basis points.",
        "We do not want our gap to the index (what the adviser calls TE) above 2.5 percent.",
    ],
)
def test_a_negation_reaches_across_a_gloss_in_brackets(text: str) -> None:
    subject, kind, low, high = _only(text, note=True)
    assert (subject, kind, low) == ("max_tracking_error", "ceiling", None), text
    assert high == pytest.approx(0.025), text


def test_a_negation_reaches_across_an_aside_between_commas() -> None:
    text = "Auntie does not want, whatever happens, more than a twentieth in any one firm."
    assert _only(text, note=True) == ("max_position_weight", "ceiling", None, 0.05)


def test_a_gloss_keeps_a_floor_a_floor() -> None:
    text = "He wants the cash buffer (money on deposit) to be no less than a twentieth."
    assert _only(text, note=True)[:3] == ("cash_weight", "floor", 0.05)


def test_a_quant_list_bounds_each_field() -> None:
    found = _bounds("lev ≤ 1.75x | w_i ≤ 4% | DD ≤ 12%")
    by_subject = {b.subject: b for b in found}
    assert by_subject["max_gross_leverage"].kind == "ceiling"
    assert by_subject["max_gross_leverage"].high == pytest.approx(1.75)
    assert by_subject["max_position_weight"].kind == "ceiling"
    assert by_subject["max_position_weight"].high == pytest.approx(0.04)


def test_a_value_belongs_to_the_field_of_a_one_line_list_it_is_written_in() -> None:
    text = "w_i ≤ 0.04 | lev ≤ 1.75"
    cap = Constraint(
        name="max_position_weight",
        value=1.75,
        unit="fraction",
        provenance="user_message",
        provenance_ref=_NOTE_ID,
    )
    start = text.index("1.75")
    problem = stated_of(text, start, start + 4, cap)
    assert problem is not None
    assert "max_gross_leverage" in problem, problem
    start = text.index("0.04")
    assert stated_of(text, start, start + 4, cap.model_copy(update={"value": 0.04})) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "More than a tenth in one company would be too much for Mum.",
            ("max_position_weight", "ceiling", None, 0.1),
        ),
        (
            "Cash under a twentieth is out of the question for the club.",
            ("cash_weight", "floor", 0.05, None),
        ),
        (
            "A fall from the highest point of over 12 percent is something we couldn't stomach.",
            ("max_drawdown", "ceiling", None, 0.12),
        ),
    ],
)
def test_a_level_refused_in_everyday_words_is_the_bound(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    subject, kind, low, high = _only(text)
    assert (subject, kind) == expected[:2], text
    assert (low, high) == pytest.approx(expected[2:]), text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The most Grandpa would put into any one firm is a twentieth.",
            ("max_position_weight", "ceiling", None, 0.05),
        ),
        (
            "Two fifths in one kind of business is the absolute most we'd allow.",
            ("max_sector_weight", "ceiling", None, 0.4),
        ),
        (
            "The least the club keeps on deposit would be a tenth.",
            ("cash_weight", "floor", 0.1, None),
        ),
        (
            "Three percent left in the bank is our minimum.",
            ("cash_weight", "floor", 0.03, None),
        ),
        (
            "No firm may take up more than 4 percent.",
            ("max_position_weight", "ceiling", None, 0.04),
        ),
    ],
)
def test_a_value_named_the_most_or_the_least_is_the_bound(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    subject, kind, low, high = _only(text)
    assert (subject, kind) == expected[:2], text
    assert (low, high) == pytest.approx(expected[2:]), text


@pytest.mark.parametrize(
    "text", ["We meet at a quarter past nine.", "There is a third option.", "in half the years"]
)
def test_a_time_or_an_ordinal_is_no_share(text: str) -> None:
    assert _shares(text) == [], text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("assert np.abs(w).sum() <= 1.3", ("max_gross_leverage", "ceiling", None, 1.3)),
        (
            "assert sum(abs(w)) <= 1.3, 'over the limit'",
            ("max_gross_leverage", "ceiling", None, 1.3),
        ),
        ("assert np.max(w) <= 0.06", ("max_position_weight", "ceiling", None, 0.06)),
        ("CHECK (te_limit_bps <= 275)", ("max_tracking_error", "ceiling", None, 0.0275)),
        ("CHECK (cash_min_pct >= 4)", ("cash_weight", "floor", 0.04, None)),
    ],
)
def test_a_limit_written_as_code_bounds_its_subject(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    subject, kind, low, high = _only(text)
    assert (subject, kind) == expected[:2], text
    assert (low, high) == pytest.approx(expected[2:]), text
