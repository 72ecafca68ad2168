"""The blind batch ZZ's false provenance: a cited figure that is not the limit in force, each
family read in general, with constructions written here (in no batch), guarded both ways.

- a level reported on a day and held against the rule ("was 6 % on 31 March, in line with the
  policy maximum of 9 %"): the day after the figure hid the rule beside it (`provenance`);
- a consent sought and kept back ("the manager applied to lift it to 12 %. The trustees withheld
  consent"): "withheld" was no refusal (`provenance.refused`);
- a table's column headed by a date and the book's level ("| 31 Mar holding | Limit |") beside
  the limit's column (`monitored_levels`);
- the market's norm ("industry standard is 3x") beside the account's own figure
  (`peer_statistics`);
- another vintage's figure said as background ("By way of comparison, Fund I's LPA had 20 %.
  Fund II caps it at 15 %.") (`fund_vintages`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.provenance import stated_of


def _problem(text: str, value: str, name: str, number: float, unit: str) -> str | None:
    start = text.index(value)
    constraint = Constraint(
        name=name,
        value=number,
        provenance="user_message",
        provenance_ref="msg_1",
        unit=unit,
    )
    return stated_of(text, start, start + len(value), constraint)


@pytest.mark.parametrize(
    ("text", "cited", "own"),
    [
        (
            "Risk pack: the largest issuer weight was 6 % on 31 March, in line with the policy "
            "maximum of 9 %.",
            "6 %",
            "9 %",
        ),
        (
            "Year-end review: the largest issuer weight was 4.5% as at 31 Dec 2025, fully "
            "compliant with the IMA limit of 7%.",
            "4.5%",
            "7%",
        ),
        (
            "The largest issuer weight stood at 8 % at quarter-end, in breach of the 5 % cap.",
            "8 %",
            "5 %",
        ),
    ],
)
def test_a_level_read_on_a_day_beside_its_rule_is_no_limit(text: str, cited: str, own: str) -> None:
    assert _problem(text, cited, "max_position_weight", 0.0, "fraction") is not None
    value = float(own.rstrip(" %")) / 100
    assert _problem(text, own, "max_position_weight", value, "fraction") is None


@pytest.mark.parametrize(
    "text",
    [
        "The manager applied to lift gross leverage to 2.5x for the bridge loan. The trustees "
        "withheld consent; the cap stays at 2x.",
        "We sought approval to take gross leverage to 2.5x this quarter. The motion was defeated "
        "at the committee, so 2x remains.",
    ],
)
def test_a_level_asked_for_and_kept_back_is_not_in_force(text: str) -> None:
    assert _problem(text, "2.5x", "max_gross_leverage", 2.5, "multiple") is not None


def test_a_level_asked_for_and_granted_stands() -> None:
    text = "The manager applied to lift gross leverage to 2.5x. The trustees granted consent."
    assert _problem(text, "2.5x", "max_gross_leverage", 2.5, "multiple") is None


_TABLE = """| Measure | 31 Mar holding | IMA limit |
|---|---|---|
| Largest single issuer | 3.8% | 6.0% |
"""


def test_a_dated_level_column_beside_the_limit_column_is_no_limit() -> None:
    assert _problem(_TABLE, "3.8%", "max_position_weight", 0.038, "fraction") is not None
    assert _problem(_TABLE, "6.0%", "max_position_weight", 0.06, "fraction") is None


@pytest.mark.parametrize(
    ("text", "norm"),
    [
        ("Our policy caps gross leverage at 2x; market practice is 3x.", "3x"),
        (
            "The IMA sets gross leverage at 2x. (Street convention is 3x, but the board would "
            "not go there.)",
            "3x",
        ),
    ],
)
def test_the_markets_norm_is_not_the_accounts_limit(text: str, norm: str) -> None:
    assert _problem(text, norm, "max_gross_leverage", 3.0, "multiple") is not None
    assert _problem(text, "2x", "max_gross_leverage", 2.0, "multiple") is None


def test_a_market_figure_that_is_no_norm_stays() -> None:
    text = "Gross leverage, at market value, is capped at 2x."
    assert _problem(text, "2x", "max_gross_leverage", 2.0, "multiple") is None


def test_another_vintages_figure_said_as_background_is_theirs() -> None:
    text = (
        "By way of comparison, Fund I's LPA had 20 % for any single issuer. Fund II caps it at "
        "15 %."
    )
    assert _problem(text, "20 %", "max_position_weight", 0.2, "fraction") is not None
    assert _problem(text, "15 %", "max_position_weight", 0.15, "fraction") is None


def test_a_reference_lead_naming_no_other_vintage_keeps_its_figure() -> None:
    # "for reference" alone gives the rule: no later vintage is set against it
    text = "For reference, Fund II's LPA caps any single issuer at 15 %."
    assert _problem(text, "15 %", "max_position_weight", 0.15, "fraction") is None
