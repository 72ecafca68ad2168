"""Batches ZZZQ–ZZZS causes, trend claims and the number check: a day written year first with
slashes or dots ("2023/06/30"), a dated label glossed inside its brackets ("since the strike
quarter (Q3 FY21, October–December 2020)"), a month named in a continental language or
abbreviated with its dot ("janv. 2021", "okt. 2022"), a claim of every step over the course of
one fiscal year, a claim in one cell of a table row beside a fund's name, and, for the number
check, a thousands point before a continental scale word, any ISO currency before a change and
an attribution after the citation. Own wordings, a March fiscal year-end."""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Citation, Computation
from quantward_validation.decimal_commas import with_thousands_commas
from quantward_validation.numbers import numbers_match
from quantward_validation.period_lexicon_eu import periods_in_english
from quantward_validation.shorthand import written_out
from quantward_validation.trends import misstatements, series_misstatements

#: twelve quarters of fiscal years ending March, named by the year they end in (FY21 is April
#: 2020 to March 2021): 1Q FY21 (June 2020) to 4Q FY23 (March 2023)
_ENDS = ("2020-06-30", "2020-09-30", "2020-12-31", "2021-03-31",
         "2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31",
         "2022-06-30", "2022-09-30", "2022-12-31", "2023-03-31")  # fmt: skip
#: a trough in 3Q FY21, a dip in 2Q FY23
_EARNINGS = (500.0, 420.0, 300.0, 380.0, 450.0, 470.0, 520.0, 560.0, 600.0, 580.0, 640.0, 700.0)


def _figures() -> Computation:
    rows: list[JsonValue] = [
        {"period": f"{i % 4 + 1}Q FY{21 + i // 4}", "quarter_end": end, "net_income": value}
        for i, (end, value) in enumerate(zip(_ENDS, _EARNINGS, strict=True))
    ]
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzq5",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_lotus_mills", "as_of": "2023-05-15"},
        result={"entity_id": "ent_lotus_mills", "quarters": list(reversed(rows))},
    )


def _wrong(sentence: str) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_figures()])]


@pytest.mark.parametrize(
    "sentence",
    [
        "Net income grew by some 84% over the two years to 2023/03/31.",
        "Net income rose over the two years to 2023.03.31.",
    ],
)
def test_a_day_written_year_first_ends_the_span(sentence: str) -> None:
    assert _wrong(sentence) == []


def test_a_day_written_year_first_still_judges_the_direction() -> None:
    assert _wrong("Net income fell over the two years to 2023/03/31.") == ["direction"]


def test_a_glossed_label_in_brackets_dates_the_start() -> None:
    assert written_out("up since the strike quarter (Q3 FY21, October–December 2020)") == (
        "up since Q3 FY21"
    )
    assert _wrong("Net income has risen since the strike quarter (3Q FY21, Oct–Dec 2020).") == []
    assert _wrong("Net income has not risen since the strike quarter (3Q FY21, Oct–Dec 2020).") == [
        "direction"
    ]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("between janv. 2021 and okt. 2022", "between January 2021 and October 2022"),
        ("from März 2020 to dic. 2021", "from March 2020 to December 2021"),
        ("since sept. 2021", "since September 2021"),
        # a word that only begins like a month is left alone
        ("since Mayhem 2020", "since Mayhem 2020"),
    ],
)
def test_a_month_in_a_continental_language_is_read_in_english(written: str, read: str) -> None:
    assert periods_in_english(written) == read


def test_every_step_over_one_fiscal_year_is_read_step_by_step() -> None:
    # FY23 (April 2022 to March 2023) dipped in its second quarter, though it ended higher
    claim = (
        "Net income never fell from one quarter to the next during FY23 (1.4.2022 to 31.3.2023)."
    )
    assert _wrong(claim) == ["direction"]
    assert _wrong("Net income rose over FY23 (1.4.2022 to 31.3.2023).") == []


def test_a_claim_in_a_table_cell_beside_a_funds_name_is_read() -> None:
    row = "| Lotus Mills | Harbour Growth Fund | Profit shrank between 1Q FY22 and 1Q FY23 [1] |"
    cited = (Citation(mark="[1]", number=1, source_id="src_01hzzzzzzzzzzzzzzzzzzzzzq5"),)
    found, _ = series_misstatements([row], [_figures()], cited)
    assert [m.kind for m in found] == ["direction"]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("COP 4.250 millones", "COP 4,250 millones"),
        ("€ 2.400 Mio. Umsatz", "€ 2,400 Mio. Umsatz"),
        ("12.500.000 aandelen", "12,500,000 aandelen"),
        # an English decimal keeps its point
        ("a multiple of 1.250x", "a multiple of 1.250x"),
        ("4.250 million", "4.250 million"),
    ],
)
def test_a_point_that_can_only_group_thousands_is_a_separator(written: str, read: str) -> None:
    assert with_thousands_commas(written) == read


def _checked(text: str) -> list[str]:
    cited = [Citation(mark="[1]", number=1, source_id="src_01hzzzzzzzzzzzzzzzzzzzzzq5")]
    return [c.message for c in numbers_match(text, cited, [_figures()]) if not c.passed]


def test_a_change_in_a_minor_currency_with_thousands_points_is_its_size() -> None:
    # 700 - 560 over the last fiscal year's quarters: 140; 3Q FY21 to the latest: 400
    assert _checked("Net income improved by PEN 400 millones since 3Q FY21 [1].") == []
    assert _checked("Net income improved by ARS 1.400 millones since 3Q FY21 [1].") != []


def test_an_attribution_after_the_citation_leaves_the_next_clause_uncited() -> None:
    text = (
        "Net income improved by PEN 400 millones since 3Q FY21 [1] – the broker's note "
        "(2023/05/02); the pension top-up of PEN 9,750 million is unchanged."
    )
    assert _checked(text) == []
