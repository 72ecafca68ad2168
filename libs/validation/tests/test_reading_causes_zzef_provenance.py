"""The blind batches ZZE and ZZF's false provenance: a cited figure of another status or another
setting than the limit's, each family read in general, with constructions written here (in no
batch), guarded both ways (the flawed figure is caught, the one in force stays stated).

- the current version named by a pronoun against an earlier one ("The 2021 policy allowed 8 %.
  The revised one is stricter: 5 %") (`supersession.declares_in_force`);
- a change a body declined in the active voice, named by a gerund or a noun of proposing ("the
  committee did not sign off lifting it to 9 %") (`polarity.hypothetical`), while a declined
  crossing ("did not approve exceeding 10 %") stays a boundary;
- a chat log's lower-case handle after its line's time ("[10:33] cro_office: no.") answers the
  question before it (`transcripts.after_label`, read by `provenance.refused`);
- a labelled line naming its instrument's tenor ("Any one 10-year bond (maximum)") is a line of
  its list (`field_labels.line_label`);
- a cited line the vocabulary reads no subject in is read by its words against its siblings
  (`provenance._worded_sibling`);
- a line that bounds the other side than the name's, beside a line of the name's side that
  shares its words, is another setting (`provenance._sided_sibling`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.field_labels import line_label, sibling_labels
from quantward_validation.polarity import hypothetical
from quantward_validation.provenance import stated_of


def _problem(text: str, value: str, name: str, number: float, unit: str) -> str | None:
    start = text.rindex(value)
    constraint = Constraint(
        name=name,
        value=number,
        provenance="user_message",
        provenance_ref="msg_1",
        unit=unit,
    )
    return stated_of(text, start, start + len(value), constraint)


@pytest.mark.parametrize(
    ("text", "old", "new", "values"),
    [
        (
            "The 2021 policy capped any one issuer at 8 %. The revised one is stricter: 5 %.",
            "8 %",
            "5 %",
            (0.08, 0.05),
        ),
        (
            "For reference, the 2022 lending authorisation allowed 40 % on loan. The current one "
            "is tighter: 25 %.",
            "40 %",
            "25 %",
            (0.40, 0.25),
        ),
    ],
)
def test_the_current_version_as_a_pronoun_replaces_the_earlier(
    text: str, old: str, new: str, values: tuple[float, float]
) -> None:
    name = "issuerCap" if "issuer" in text else "onLoanCap"
    assert _problem(text, old, name, values[0], "fraction") is not None
    assert _problem(text, new, name, values[1], "fraction") is None


@pytest.mark.parametrize(
    "sentence",
    [
        "The investment committee did not sign off lifting the issuer cap to 9 % (vote tied).",
        "The trustees declined to approve a move of the cash floor to 1 %.",
        "The council voted against extending the longest maturity to 12 years.",
        "The board didn't back raising gross exposure to 160 %.",
    ],
)
def test_a_change_a_body_declined_is_only_proposed(sentence: str) -> None:
    assert hypothetical(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The board did not approve exceeding 10 % in any one name.",
        "The committee would not approve going above 3x gross.",
        "The committee approved raising the issuer cap to 9 %.",
    ],
)
def test_a_declined_crossing_or_an_approval_proposes_nothing(sentence: str) -> None:
    assert not hypothetical(sentence)


def test_a_declined_change_beside_the_level_kept() -> None:
    text = (
        "Minutes: the committee did not sign off lifting the issuer cap to 9 % (three against). "
        "The cap remains 7 %."
    )
    assert _problem(text, "9 %", "issuerCap", 0.09, "fraction") is not None
    assert _problem(text, "7 %", "issuerCap", 0.07, "fraction") is None


def test_a_chat_handle_after_its_time_answers_the_question() -> None:
    text = (
        "[10:31] pm.rates: ok to run the cash buffer at 1 % through the holiday?\n"
        "[10:33] cro_office: no. Risk set 3 % and it holds over the holiday"
    )
    assert _problem(text, "1 %", "min_cash_weight", 0.01, "fraction") is not None
    assert _problem(text, "3 %", "min_cash_weight", 0.03, "fraction") is None


def test_a_label_may_name_its_instruments_tenor() -> None:
    text = "Limits\n  Any one 10-year bond (maximum): 4%\n  Cash (minimum): 1%"
    assert line_label(text, text.index("4%")) == "Any one 10-year bond (maximum)"
    assert ("Any one 10-year bond (maximum)", "4%") in sibling_labels(text, text.index("1%"))


@pytest.mark.parametrize(
    "line", ["Commitments to one vintage year (maximum)", "Any one 2019 vintage (maximum)"]
)
def test_an_unread_label_is_read_by_its_words(line: str) -> None:
    text = f"Secondaries programme\n  {line}: 25%\n  Maximum in any one series: 10%"
    name = "max_single_vintage_weight"
    assert _problem(text, "10%", name, 0.10, "fraction") is not None
    assert _problem(text, "25%", name, 0.25, "fraction") is None


@pytest.mark.parametrize(
    ("text", "wrong", "right", "name", "values"),
    [
        (
            "Programme terms\n  Weighted average life (minimum): 4 years\n"
            "  Maximum weighted average life: 9 years",
            "9 years",
            "4 years",
            "walFloorYears",
            (9.0, 4.0),
        ),
        (
            "Note terms\n  Maximum expected life: 8 years\n  Expected life (minimum): 3 years",
            "8 years",
            "3 years",
            "min_expected_life_years",
            (8.0, 3.0),
        ),
    ],
)
def test_the_other_sides_line_is_another_setting(
    text: str, wrong: str, right: str, name: str, values: tuple[float, float]
) -> None:
    unit = "fraction" if "%" in wrong else "count"
    assert _problem(text, wrong, name, values[0], unit) is not None
    assert _problem(text, right, name, values[1], unit) is None
