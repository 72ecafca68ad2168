"""Session 27 provenance readings, in registers of their own (a shipping bank, a timberland
fund, a farmland trust): what a cited figure is when the text sets another figure of the same
limit beside it."""

from __future__ import annotations

import pytest

from quantward_validation.monitored_levels import measured_at, not_a_limit_column


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # a report's level with its limit in a bracket after it (ZZZ 2zzz, 7zzz, 17zzz)
        (
            "Fleet report, 31 Oct: any one charterer's share of hire revenue 17.5% (policy "
            "maximum 25%); no action.",
            "17.5%",
        ),
        ("Q3 dashboard - hardwood stumpage share 12 % [cap 20 %].", "12 %"),
        ("Monitoring report: dry-bulk tonnage 2.4x (facility limit: 3x), in line.", "2.4x"),
    ],
)
def test_a_reported_figure_with_its_limit_bracketed_after_it_is_a_level(
    text: str, figure: str
) -> None:
    at = text.index(figure)
    assert measured_at(text, at, at + len(figure))


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # a list of limits, no report: a house limit set beside a looser one stays a limit
        ("Single charterer: 20% (regulatory maximum 25%)", "20%"),
        # a bound said in its own clause
        ("31 Oct: charterer share capped at 20% (hard limit 25%).", "20%"),
    ],
)
def test_a_limit_beside_a_bracketed_limit_is_no_level(text: str, figure: str) -> None:
    at = text.index(figure)
    assert not measured_at(text, at, at + len(figure))


def test_a_dated_valuation_column_beside_the_limit_column_is_a_level() -> None:
    # "| … | Q2 marks | LPA limit |" (ZZY 7zzy, 17zzy): a date with the valuation's word
    text = (
        "| Measure | H1 valuations | Trust deed limit |\n|---|---|---|\n"
        "| Irrigated acreage share | 31% | ≤ 40% |"
    )
    at = text.index("31%")
    assert not_a_limit_column(text, at, at + 3) is not None
    at = text.index("40%")
    assert not_a_limit_column(text, at, at + 3) is None
