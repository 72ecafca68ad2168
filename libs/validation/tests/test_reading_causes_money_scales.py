"""Limits counted in money whose name gives the scale (`money_scales`), and a trading desk's
market-risk subjects (`limit_lexicon_desk_risk`), read with constructions written here (in no
batch), guarded both ways: the figure in force is stated, a wrong one or one of another status
is not.

- a name's currency and scale in any spelling (`stress_loss_eur_mn`, `pv01CapGbpK`,
  `es_limit_in_millions`, `maxVarUsd`), and none without a currency (`max_k`);
- an amount read with the scale written after it, in any spelling ("EUR 1.5 million",
  "£750k", "$0.4bn", "CHF 2,500,000"), against the name's scale;
- a sensitivity's "per 1bp" is no figure of its own, so a range of two such amounts joins;
- a desk's subjects: one bucket's rate sensitivity, the total one, the stressed VaR, the
  expected shortfall and the stress loss, each its own, never a sector, a net exposure or the VaR;
- a mandate's amount bounds a limit in money, and no share or multiple;
- an amount changed "from EUR 12m to EUR 9m", or reported "at £80k against a limit of £120k", is
  not the limit.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import subject_mentions, subject_of, unit_of, words
from quantward_validation.mandate import _prose
from quantward_validation.money_scales import named_money_unit
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities, stating


def _constraint(name: str, value: float) -> Constraint:
    return Constraint(name=name, value=value, provenance="user_message", provenance_ref="msg_1")


def _problem(text: str, figure: str, name: str, value: float) -> str | None:
    start = text.rindex(figure)
    return stated_of(text, start, start + len(figure), _constraint(name, value))


@pytest.mark.parametrize(
    ("name", "unit"),
    [
        ("stress_loss_eur_mn", "money_m"),
        ("pv01CapGbpK", "money_k"),
        ("expected_shortfall_limit_in_millions", "money_m"),
        ("maxVarUsd", "money"),
        ("grossNotionalUsdBn", "money_bn"),
        ("svar_cap_mm_usd", "money_m"),
    ],
)
def test_a_name_gives_its_currency_and_scale(name: str, unit: str) -> None:
    assert unit_of(_constraint(name, 1.0)) == unit


@pytest.mark.parametrize("name", ["max_k", "max_usd_exposure", "dollar_neutral", "varLimitBps"])
def test_a_name_without_a_currency_scale_gives_no_money(name: str) -> None:
    assert named_money_unit(words(name)) is None


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("The committee set the stress loss ceiling at EUR 1.5 million.", 1.5, "money_m"),
        ("The committee set the stress loss ceiling at EUR 1.5 million.", 1500.0, "money_k"),
        ("Key-rate PV01 is capped at £750k per bp.", 750.0, "money_k"),
        ("Key-rate PV01 is capped at £750k per bp.", 0.75, "money_m"),
        ("Gross notional may reach $0.4bn.", 400.0, "money_m"),
        ("SVaR must stay under CHF 2,500,000.", 2.5, "money_m"),
    ],
)
def test_an_amount_is_read_in_the_scale_of_the_limit(text: str, value: float, unit: str) -> None:
    assert stating(text, value, unit) is not None


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("The stress loss ceiling is 1.5 % of capital.", 1.5, "money_m"),
        ("Key-rate PV01 is capped at £750k per bp.", 750.0, "money_m"),
    ],
)
def test_a_share_or_another_scale_states_no_amount(text: str, value: float, unit: str) -> None:
    assert stating(text, value, unit) is None


def test_the_per_basis_point_of_a_sensitivity_is_no_figure() -> None:
    text = "PV01 per curve pillar: anywhere from EUR 80k per one basis point to EUR 160k per 1bp."
    assert [q.value for q in quantities(text)] == [80.0, 160.0]


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("Key-rate PV01, each curve pillar", "max_bucket_dv01"),
        ("net BPV in any one maturity bucket", "max_bucket_dv01"),
        ("the book's overall DV01", "max_dv01"),
        ("stressed value at risk", "max_stressed_var"),
        ("97.5 % expected shortfall", "max_expected_shortfall"),
        ("losses under the regulator's stress scenarios", "max_stress_loss"),
    ],
)
def test_a_desks_subjects_are_their_own(phrase: str, subject: str) -> None:
    assert [m[2] for m in subject_mentions(phrase)] == [subject]


@pytest.mark.parametrize("phrase", ["the fund's VaR ceiling", "the trust’s 1-day VaR"])
def test_a_possessives_var_is_the_var(phrase: str) -> None:
    assert [m[2] for m in subject_mentions(phrase)] == ["max_var"]


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("pv01PerPillarEurK", "max_bucket_dv01"),
        ("SVaRLimitUsdM", "max_stressed_var"),
        ("CVaRLimitEurM", "max_expected_shortfall"),
        ("bookVaRCapEurMn", "max_var"),
    ],
)
def test_a_names_acronyms_are_read_as_words(name: str, subject: str) -> None:
    assert subject_of(name) == subject


def test_a_bucket_sensitivity_across_a_comma_is_stated_of_its_limit() -> None:
    text = "Rates sheet, row 4: net BPV, any one maturity bucket, at most EUR 90k per bp."
    assert _problem(text, "90", "bpvPerBucketEurK", 90.0) is None
    # ... and a figure of the stressed VaR is none of the VaR
    other = "Row 7: stressed VaR (1-day, 99 %) at most EUR 30m."
    assert _problem(other, "30", "var_limit_eur_m", 30.0) is not None
    assert _problem(other, "30", "svar_limit_eur_m", 30.0) is None


def test_an_amount_changed_from_is_no_longer_in_force() -> None:
    text = "Risk committee, 3 May: the stress loss limit went from EUR 12m to EUR 9m."
    assert _problem(text, "12", "stress_loss_limit_eur_m", 12.0) is not None
    assert _problem(text, "9", "stress_loss_limit_eur_m", 9.0) is None


def test_an_amount_reported_against_its_limit_is_a_level() -> None:
    text = "EOD report: bucketed PV01 at £80k per bp against a limit of £120k per bp."
    assert _problem(text, "80", "pv01PerBucketGbpK", 80.0) is not None
    assert _problem(text, "120", "pv01PerBucketGbpK", 120.0) is None


def test_a_sentence_after_a_name_ending_in_digits_is_its_own() -> None:
    text = "For comparison, the rates desk runs EUR 150k per bp of key-rate PV01. We run EUR 90k."
    assert _problem(text, "150", "pv01PerBucketEurK", 150.0) is not None
    assert _problem(text, "90", "pv01PerBucketEurK", 90.0) is None


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("The stressed VaR may run anywhere between EUR 20m and EUR 35m.", 20e6, 35e6),
        ("Key-rate PV01 per pillar: from £60k per 1bp to £90k per 1bp.", 60e3, 90e3),
        ("Expected shortfall (97.5 %) is kept under $42mm.", None, 42e6),
    ],
)
def test_a_mandates_amount_bounds_a_limit_in_money(
    text: str, low: float | None, high: float | None
) -> None:
    bounds, _ = _prose("risk.limits", text)
    assert [(b.low, b.high, b.money) for b in bounds] == [(low, high, True)]


def test_an_amount_bounds_no_share_or_multiple() -> None:
    bounds, _ = _prose("risk.limits", "Gross notional of the futures overlay: at most EUR 3bn.")
    assert bounds == []
    # ... and a share of NAV still bounds the VaR as it did
    shared, _ = _prose("risk.limits", "Daily VaR shall not exceed 90 bp of NAV.")
    assert [(b.subject, b.high, b.money) for b in shared] == [("max_var", 90.0, False)]
