"""The causes batch ZA's limit kinds showed, each read in general: constructions written here, in
no batch (each phrase checked against bench/reviews*.py), guarded both ways.

Causes: a limit typeset in TeX ("$\\sigma_{\\text{active}} \\leq 4\\%$", "\\[ \\|w\\|_1 \\leqslant
2 \\]", a `tabular` row "Sector cap & $\\le 0.3$ \\\\") that no reader of prose could read; a
sentence of several relations with no comma between them, whose figures passed as either bound;
and the names papers give a subject ("the ℓ1-norm of the portfolio", "the riskless security").
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_of
from quantward_validation.mandate import clauses
from quantward_validation.math_notation import math_marks
from quantward_validation.surface import clean
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    ("typeset", "plain"),
    [
        (
            "Active risk: $\\sigma_{\\text{active}} \\leq 4\\%$.",
            "Active risk: the active volatility ≤ 4%.",
        ),
        ("\\[ \\|w\\|_1 \\leqslant 2 \\]", " gross exposure ≤ 2 "),
        ("we need $w_{\\mathrm{EM}} \\geq 0.1$ now", "we need the EM weight ≥ 0.1 now"),
        ("\\( w_{i,t} \\in [0.01, 0.04] \\)", " w_i ∈ [0.01, 0.04] "),
        ("Rule: $\\sum_{j \\in c} w_j \\lt 0.35$", "Rule: the weight of country c < 0.35"),
        ("$\\lambda = 2.5\\%$ is the cap", "λ = 2.5% is the cap"),
    ],
)
def test_tex_relations_read_as_plain_math(typeset: str, plain: str) -> None:
    assert clean(typeset) == plain
    assert math_marks(clean(typeset)) == []  # idempotent


def test_a_set_is_named_by_the_quantifier_that_binds_it() -> None:
    text = "Require $\\sum_{i \\in g} w_i \\le 0.4$ for every region $g$."
    assert clean(text).startswith("Require the weight of region g ≤ 0.4")


@pytest.mark.parametrize(
    "kept",
    [
        "We solve $\\min_w w^\\top \\Sigma w$ subject to the budget.",  # an objective: no relation
        "Returns $r_{i,t+1}$ over $t = 1990, \\dots, 2005$.",  # timing and a sample index
        "They raised $40m and then $55m from two LPs.",  # money, not math
        "The ratio is $\\frac{a}{b}$ here.",
    ],
)
def test_math_without_a_relation_is_left_as_written(kept: str) -> None:
    assert clean(kept) == kept


def test_a_tabular_reads_as_label_and_value_lines() -> None:
    table = (
        "\\begin{tabular}{lr}\n\\toprule\nLimit & Value \\\\\n\\midrule\n"
        "Sector cap & $\\le 0.3$ \\\\\n\\bottomrule\n\\end{tabular}"
    )
    assert "Sector cap: ≤ 0.3" in clean(table)
    found = [(b.subject, b.high) for c in clauses({"terms": clean(table)}) for b in c.bounds]
    assert ("max_sector_weight", 0.3) in found


@pytest.mark.parametrize(
    ("clause", "subject", "value"),
    [
        ("Investment restriction: $$ \\lVert w \\rVert_1 \\le 1.6 $$", "max_gross_leverage", 1.6),
        ("Binding: $w_{\\text{cash}} \\geqslant 4\\%$ at each date.", "cash_weight", 0.04),
        ("Risk budget: $\\sigma_{TE} \\leq 250$ bp.", "max_tracking_error", 0.025),
    ],
)
def test_a_typeset_clause_bounds_its_subject(clause: str, subject: str, value: float) -> None:
    found = [
        (b.subject, round(b.high if b.high is not None else b.low or 0.0, 6))
        for c in clauses({"terms": clean(clause)})  # as the review reads it
        for b in c.bounds
    ]
    assert (subject, value) in found


_TWO_BOUNDS = (
    "Constraints: w_i ≤ 6 % per name and the weight of sector s ≤ 25 % for every sector s."
)


def test_each_relation_bounds_its_own_left_side() -> None:
    assert (
        provenance_problems(_TWO_BOUNDS, name="max_position_weight", value=0.06, words="6 %") == []
    )
    assert (
        provenance_problems(_TWO_BOUNDS, name="max_sector_weight", value=0.25, words="25 %") == []
    )
    assert provenance_problems(_TWO_BOUNDS, name="max_sector_weight", value=0.06, words="6 %")
    assert provenance_problems(_TWO_BOUNDS, name="max_position_weight", value=0.25, words="25 %")


def test_typeset_pair_of_bounds_keeps_each_figure_to_its_symbol() -> None:
    text = "We require $w_i \\leq 4\\%$ and $\\sum_{i \\in s} w_i \\leq 35\\%$ for all sectors $s$."
    assert provenance_problems(text, name="max_sector_weight", value=0.35, words="35\\%") == []
    assert provenance_problems(text, name="max_sector_weight", value=0.04, words="4\\%")


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("the ℓ1-norm of the portfolio", "max_gross_leverage"),
        ("l1NormCap", "max_gross_leverage"),
        ("the sum of absolute weights", "max_gross_leverage"),
        ("the riskless security", "cash_weight"),
        ("riskFreeMinimum", "cash_weight"),
        ("the risk-free rate", None),  # a rate is no holding
    ],
)
def test_papers_names_of_a_subject(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_a_quoted_bound_on_the_riskless_asset_is_a_cash_floor() -> None:
    text = 'The earlier study writes: "we keep the riskless asset at no less than 4 per cent".'
    assert provenance_problems(text, name="cash_floor", value=0.04, words="4 per cent") == []
