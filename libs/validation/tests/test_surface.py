"""The surface of pasted text is cleaned once, offsets carried over (`surface`,
`surface_bundle`)."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation.surface import Edit, apply, clean, cleaned
from quantward_validation.surface_bundle import cleaned_contract
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    ("pasted", "plain"),
    [
        ("annualised volatil-\nity of the fund", "annualised volatility of the fund"),
        ("at the Manager's dis- \n  cretion", "at the Manager's discretion"),
        ("the ﬁnal ﬂoor is aﬃrmed", "the final floor is affirmed"),
        (
            "shall not exceed 7.5\u00a0% (seven\u202fand a half)",
            "shall not exceed 7.5 % (seven and a half)",
        ),
        ("trans\u00adferable secu\u00adrities", "transferable securities"),
    ],
)
def test_layout_marks_are_undone(pasted: str, plain: str) -> None:
    assert clean(pasted) == plain


@pytest.mark.parametrize(
    "kept",
    [
        "a risk-adjusted return",
        "Limits -\nIssuer: 5 %",  # a dash before a line that starts a new item
        "2015-\n2019",  # a range broken after its dash
        "ex-\nAnte tracking error",  # a capital after the break: a name, kept
    ],
)
def test_a_hyphen_that_is_no_line_break_of_a_word_is_kept(kept: str) -> None:
    assert clean(kept) == kept


def test_cleaning_is_idempotent() -> None:
    once = clean("volatil-\nity of 7\u00a0% with ﬁxed limits")
    assert clean(once) == once


def test_a_span_covers_the_same_words_after_cleaning() -> None:
    text = "The ﬁrst limit: annual volatil-\nity at most 12\u00a0% of NAV."
    start = text.index("12")
    found = cleaned(text)
    new_start, new_end = found.span(start, start + 4)
    assert found.text[new_start:new_end] == "12 %"
    word = text.index("volatil")
    a, b = found.span(word, text.index("ity") + 3)
    assert found.text[a:b] == "volatility"


def test_edits_that_overlap_keep_the_first() -> None:
    assert apply("abcdef", [Edit(1, 3, "X"), Edit(2, 4, "Y"), Edit(5, 6, "")]) == "aXde"


def test_a_cited_span_is_carried_over_to_the_clean_message() -> None:
    text = "Per the signed IMA, portfolio volatil-\nity is capped at 9\u00a0% p.a."
    start = text.index("9")
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        constraints=(
            Constraint(
                name="max_volatility",
                value=0.09,
                unit="fraction",
                provenance="user_message",
                provenance_ref="msg_01hzzzzzzzzzzzzzzzzzzzzzt0",
                span=TextSpan(start=start, end=start + 3),
            ),
        ),
    )
    message = UserMessage(message_id="msg_01hzzzzzzzzzzzzzzzzzzzzzt0", text=text)
    moved = cleaned_contract(contract, [message], None).constraints[0].span
    assert moved is not None
    assert clean(text)[moved.start : moved.end] == "9 %"
    assert provenance_problems(text, name="max_volatility", value=0.09, words="9\u00a0%") == []
