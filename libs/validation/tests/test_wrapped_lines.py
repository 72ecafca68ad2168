"""A sentence wrapped across a line break, joined at the surface (`pdf_text.wrapped_lines`).

Text copied out of a PDF or an e-mail client breaks a clause wherever the line ran out; readers
that take a line break for a clause's end lost the limit ("(a) Leverage" / "shall not exceed
2 x."). The sentences are written here, in no batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import clauses
from quantward_validation.pdf_text import wrapped_lines
from quantward_validation.surface import apply, clean


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        (
            "(c) Net leverage\nmust at no time exceed 1.8 x.",
            "(c) Net leverage must at no time exceed 1.8 x.",
        ),
        (
            "Ex-ante tracking error of\nthe portfolio: 2 %",
            "Ex-ante tracking error of the portfolio: 2 %",
        ),
        (
            "Cash holdings shall not\n  fall below 2.5 % of NAV.",
            "Cash holdings shall not fall below 2.5 % of NAV.",
        ),
        (
            "Any one issuer is capped at\n6 % of the fund.",
            "Any one issuer is capped at 6 % of the fund.",
        ),
        (
            "Sector weights (GICS level 1)\nshould stay under 30 %.",
            "Sector weights (GICS level 1) should stay under 30 %.",
        ),
        (
            "The fund may invest up to\n€5m in unlisted notes.",
            "The fund may invest up to €5m in unlisted notes.",
        ),
    ],
)
def test_a_clause_wrapped_across_a_line_is_read_whole(text: str, reads: str) -> None:
    assert apply(text, wrapped_lines(text)) == reads


@pytest.mark.parametrize(
    "text",
    [
        "Limits in force:\n- gross 2 x\n- cash 3 %",  # a heading and a list
        "Leverage is capped at 2 x.\nshall be read with clause 4",  # a sentence ended
        "Restrictions apply to\n1. unlisted equity\n2. short sales",  # numbered list items
        "Risk budget\nIs the cap still 5 %?",  # a new sentence starts in capitals
        "single name 5%\nsector 20%",  # two record lines, neither wrapped
        "Leverage shall not exceed 2 x.\n(b) Cash of at least 3 %.",
    ],
)
def test_lines_that_end_their_clause_keep_their_breaks(text: str) -> None:
    assert wrapped_lines(text) == []


def test_the_join_is_idempotent() -> None:
    text = "Gross exposure must not\nexceed 140 % of net assets"
    once = apply(text, wrapped_lines(text))
    assert wrapped_lines(once) == []


@pytest.mark.parametrize(
    ("mandate", "subject", "high"),
    [
        (
            "(a) Gross leverage\nshall not exceed 1.6 x.\n(b) Cash of at least 3 %.",
            "max_gross_leverage",
            1.6,
        ),
        (
            "Gross exposure of the Trust must not\nexceed 130 % of its net assets.",
            "max_gross_leverage",
            1.3,
        ),
        (
            "Tracking error against the index\nshall be kept below 2.5 % a year.",
            "max_tracking_error",
            0.025,
        ),
    ],
)
def test_a_mandate_clause_wrapped_across_lines_bounds_its_subject(
    mandate: str, subject: str, high: float
) -> None:
    bounds = [b for c in clauses({"text": clean(mandate)}) for b in c.bounds]
    assert [(b.subject, b.high) for b in bounds if b.kind == "ceiling"] == [(subject, high)]
