"""Batches ZZZT and ZZZV causes, trend claims and the number check: a horizon opened by an act
known by its number ("since Circular No. 4,128 of 2021", "desde a Portaria nº 512/2016"), a
claim cited to a one-figure computation whose sentence goes on, after the citation, to state a
level of something else ("…; the fund's stake is 2.4 %"), a Portuguese quarter read by the
shared period reader, and, for the number check, a currency sign set apart from its amount
("R$ 96,5 milhões") and an act's number (not a figure). Own wordings, twelve quarters of a
calendar year-end."""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Citation, Computation
from quantward_validation.dated_events import since_dated_event
from quantward_validation.numbers import numbers_match
from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trends import misstatements, series_misstatements

_SOURCE = "src_01hzzzzzzzzzzzzzzzzzzzztv5"
_ENDS = ("2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
         "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
         "2023-03-31", "2023-06-30", "2023-09-30", "2023-12-31")  # fmt: skip
#: a loss in Q2 2022, then a steady climb: Q2 2022 to Q4 2023 is a change of 96.5
_EARNINGS = (40.0, 42.0, 45.0, 47.0, 44.0, -12.5, 50.0, 55.0, 60.0, 66.0, 75.0, 84.0)
#: a figure no lexicon names (cargo handled, thousands of tonnes), falling over the last two
#: years
_CARGO = (900.0, 910.0, 930.0, 950.0, 940.0, 920.0, 905.0, 880.0, 860.0, 845.0, 830.0, 812.0)


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    rows: list[JsonValue] = [
        {"period": f"FY{end[:4]} Q{i % 4 + 1}", "quarter_end": end, field: value}
        for i, (end, value) in enumerate(zip(_ENDS, values, strict=True))
    ]
    return Computation(
        source_id=_SOURCE,
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_porto_azul", "as_of": "2024-02-20"},
        result={"entity_id": "ent_porto_azul", "quarters": list(reversed(rows))},
    )


_CITED = (Citation(mark="[1]", number=1, source_id=_SOURCE),)


@pytest.mark.parametrize(
    ("sentence", "read"),
    [
        ("Loan growth slowed since the Central Bank Circular No. 4,128 of 2021.",
         "Loan growth slowed since 2021."),
        ("Fees fell since CVM Instruction nº 555 in 2014 [1].", "Fees fell since 2014 [1]."),
        # the act's year glued to its number by a slash, as Brazilian acts are numbered
        ("Margins narrowed since CVM Ordinance 2,514/2018 [1].",
         "Margins narrowed since 2018 [1]."),
        ("Costs rose since the Decree n.º 77 of March 2019.", "Costs rose since March 2019."),
    ],
)  # fmt: skip
def test_an_act_known_by_its_number_dates_the_horizon(sentence: str, read: str) -> None:
    assert since_dated_event(sentence) == read


@pytest.mark.parametrize(
    "sentence",
    [
        # a month and a year with a slash is no act's number; a split year is a fiscal year
        "Revenue rose since the refinancing 12/2020.",
        "Revenue rose 4% in 2020/2021.",
        # a comma before "since" gives a reason
        "Costs rose, since Decree No. 77 of 2019 raised the levy.",
    ],
)
def test_other_slashed_figures_open_no_horizon(sentence: str) -> None:
    assert since_dated_event(sentence) == sentence


def test_a_horizon_at_an_act_before_the_series_is_a_misstatement() -> None:
    earnings = _quarters("net_income", _EARNINGS)
    said = "Net income grew by about 40% since the Port Authority Ordinance No. 311 of 2015 [1]."
    assert [m.kind for m in misstatements([said], [earnings])] == ["horizon"]
    # ... also said in Portuguese, the act's year glued to its number
    said = "O lucro líquido cresceu cerca de 40% desde a Portaria nº 311/2015 [1]."
    assert [m.kind for m in misstatements([said], [earnings])] == ["horizon"]


def test_a_level_stated_after_the_citation_leaves_the_cited_figure_the_subject() -> None:
    cargo = _quarters("cargo_kt", _CARGO)
    said = (
        "Throughput at the quays climbed from Q4 2021 to Q4 2023 [1] – note from the custodian "
        "(Banco Exemplo); the fund's stake is 2,4 % of the votes, inside the policy's cap."
    )
    found, _ = series_misstatements([said], [cargo], _CITED)
    assert [m.kind for m in found] == ["direction"]
    said = said.replace("climbed", "slipped")
    assert series_misstatements([said], [cargo], _CITED)[0] == []


def test_a_figure_of_another_clause_that_states_a_change_still_leaves_the_ordinary_reading() -> (
    None
):
    cargo = _quarters("cargo_kt", _CARGO)
    said = "Throughput at the quays climbed [1]; the fund's stake rose to 2.4 %."
    assert series_misstatements([said], [cargo], _CITED)[0] == []


def test_a_portuguese_quarter_is_read_by_the_shared_period_reader() -> None:
    assert english_reading("a receita líquida cresceu 5% no 2º tri/2023") == (
        "a revenue rose by 5% in Q2 2023"
    )
    assert english_reading("o lucro líquido caiu do 1º trim. 2022 ao 4º trimestre de 2023") == (
        "the net income fell from Q1 2022 to Q4 2023"
    )


def _checked(text: str) -> list[str]:
    earnings = _quarters("net_income", _EARNINGS)
    return [c.message for c in numbers_match(text, list(_CITED), [earnings]) if not c.passed]


def test_a_change_after_a_currency_sign_set_apart_is_sized_over_the_horizon() -> None:
    assert _checked("O lucro líquido melhorou em R$ 96,5 milhões desde o 2º tri/2022 [1].") == []
    assert _checked("Net income improved by R$ 96.5 million since Q2 2022 [1].") == []
    assert _checked("Net income improved by R$ 91.5 million since Q2 2022 [1].") != []


def test_an_acts_number_is_no_figure_of_the_cited_item() -> None:
    said = "Net income was 84 in Q4 2023 [1], as Circular nº 3.978/2020 requires."
    assert _checked(said) == []
    # without its numbering sign the number is read as a figure, as any other
    assert _checked(said.replace("nº ", "")) != []
