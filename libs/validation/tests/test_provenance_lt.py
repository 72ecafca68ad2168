"""Which figure of a Lithuanian paper is a limit in force (issue 18): an earlier limit beside
the one in force now, a level a report gives beside its limit, a draft beside the adopted
strategy, an unconstrained model's answer, and the limits in force that stay stated. Sentences
written here, in no batch (`polarity_lt`, `reported_levels_europe`, `decision_lexicon_es`)."""

from __future__ import annotations

import pytest

from quantward_contracts.values import ConstraintUnit
from quantward_validation.testing import provenance_problems


def _problems(
    text: str, name: str, value: float, written: str, unit: ConstraintUnit = "fraction"
) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=written, unit=unit)


@pytest.mark.parametrize(
    ("text", "name", "value", "figure"),
    [
        # an earlier limit, said with the past of the copula or as the former one
        (
            "Ankstesnėje strategijoje obligacijų dalies apatinė riba buvo 40 proc. Nuo liepos "
            "galioja nauja riba – 55 proc.",
            "min_bond_share",
            0.40,
            "40 proc.",
        ),
        (
            "Iki 2024 m. galiojo 12 proc. vieno emitento riba, dabar taikoma 10 proc.",
            "max_single_issuer_share",
            0.12,
            "12 proc.",
        ),
        # a level a report gives, with its limit beside it
        (
            "Birželio 30 d. akcijų dalis sudarė 48 proc. grynųjų aktyvų, o riba – 60 proc.",
            "max_equity_share",
            0.48,
            "48 proc.",
        ),
        # a draft's figure beside the adopted strategy's
        (
            "Taisyklių projekte numatyta 25 proc.; patvirtintose taisyklėse riba – 20 proc.",
            "max_alternatives_share",
            0.25,
            "25 proc.",
        ),
        # a model's answer built without the limits
        (
            "Optimizuojant be apribojimų akcijų dalis būtų 85 proc.; valdyba paliko 70 proc.",
            "max_equity_share",
            0.85,
            "85 proc.",
        ),
    ],
)
def test_a_past_reported_draft_or_model_figure_is_no_limit(
    text: str, name: str, value: float, figure: str
) -> None:
    assert _problems(text, name, value, figure)


@pytest.mark.parametrize(
    ("text", "name", "value", "figure"),
    [
        # the limit in force, after the earlier one or the level beside it
        (
            "Ankstesnėje strategijoje obligacijų dalies apatinė riba buvo 40 proc. Nuo liepos "
            "galioja nauja riba – 55 proc.",
            "min_bond_share",
            0.55,
            "55 proc.",
        ),
        (
            "Birželio 30 d. akcijų dalis sudarė 48 proc. grynųjų aktyvų, o riba – 60 proc.",
            "max_equity_share",
            0.60,
            "60 proc.",
        ),
        # a limit set in the past passive is in force ("buvo patvirtinta"), not an earlier one
        (
            "Valdybos nutarimu akcijų dalies viršutinė riba buvo patvirtinta 70 proc.",
            "max_equity_share",
            0.70,
            "70 proc.",
        ),
    ],
)
def test_a_limit_in_force_is_stated(text: str, name: str, value: float, figure: str) -> None:
    assert not _problems(text, name, value, figure)
