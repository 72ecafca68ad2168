"""A field's name without its unit (`quantward_validation.field_units`), and the claims it lets
the lexicon tie to the field."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.claims import misstatements
from quantward_validation.field_units import bare_field
from quantward_validation.trends import sentences


@pytest.mark.parametrize(
    ("field", "bare"),
    [
        ("net_income_ngn_bn", "net_income"),
        ("dividend_per_share_cents", "dividend_per_share"),
        ("copper_output_thousand_tonnes", "copper_output"),
        ("freight_rate_per_tonne", "freight_rate"),
        ("operating_margin_pct", "operating_margin"),
        ("revenue_musd", "revenue"),
        ("fee_income_brl_m", "fee_income"),
        # nothing to take off, or nothing left
        ("gross_margin", "gross_margin"),
        ("usd", "usd"),
        # a word that is also a currency's code is kept when it is not at the end
        ("cad_hedge_ratio", "cad_hedge_ratio"),
    ],
)
def test_the_unit_ending_a_fields_name_is_taken_off(field: str, bare: str) -> None:
    assert bare_field(field) == bare


def test_a_figure_named_in_words_is_its_field_with_a_unit() -> None:
    quarters = Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzfld5",
        function_id="fundamentals.quarters",
        result={
            "entity_id": "ent_lagos_harbour_bank",
            "quarters": [
                {"quarter_end": "2022-03-31", "net_income_ngn_bn": 12.0, "loans_ngn_bn": 900.0},
                {"quarter_end": "2022-06-30", "net_income_ngn_bn": 10.5, "loans_ngn_bn": 940.0},
            ],
        },
    )
    said = ["Lagos Harbour Bank's profit after tax rose in Q2 2022 against Q1."]
    assert [m.series.metric for m in misstatements(sentences(said[0]), [quarters])] == [
        "net_income_ngn_bn"
    ]
    assert (
        misstatements(sentences("Profit after tax fell in Q2 2022 against Q1."), [quarters]) == []
    )
