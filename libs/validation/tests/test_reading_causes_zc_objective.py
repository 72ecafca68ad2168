"""Objectives stated in a spreadsheet's language (batch ZC): a solver's set-up, a cell's formula,
a column glossed by what it holds, a settings row with a trailing comment.

The sentences are this file's own wordings of each construction, none of them a batch's."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.sheet_formulas import formulas_as_words
from quantward_validation.solver_setups import setups_as_words


def _objective(text: str) -> str | None:
    found = asked(text)
    return None if found is None else found.objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a solver dialog's fields: the cell's label in brackets, the direction as "To:"
        (
            "Solver → Set Objective: $H$40 (port. variance), To: Min, By Changing $D$2:$D$30",
            "min_risk",
        ),
        ("Set Target Cell Risk!$B$7 (active risk) To: Minimum; By Changing Wts", "tracking"),
        ("Set Objective $K$3 (mean return) To: Max, By Changing $B$3:$B$22", "max_return"),
        # LibreOffice's words for the same dialog
        (
            "Target cell $E$9 (return-to-vol ratio), Optimize result to: Maximum, "
            "By changing cells $A$2:$A$9",
            "risk_adjusted",
        ),
        # the direction first, the cell's meaning said elsewhere in the text
        (
            "Solver: Min $J$12 by changing $B$2:$B$11. "
            "J12 holds the tracking error to the MSCI World.",
            "tracking",
        ),
        (
            "Run it as Max of G5 by changing C2:C40 — the information ratio sits in G5.",
            "risk_adjusted",
        ),
    ],
)
def test_a_solver_setup_states_its_cells_objective(text: str, objective: str) -> None:
    assert _objective(text) == objective


def test_a_setup_that_seeks_a_value_states_no_objective() -> None:
    assert (
        asked("Set Objective $H$40 (port. variance) To: Value Of 0.0004, By Changing $D$2:$D$30")
        is None
    )


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # the portfolio's variance as matrix products, with the direction in prose around it
        ("Drive =MMULT(MMULT(TRANSPOSE(wts),VCV),wts) down as far as you can.", "min_risk"),
        ("Please get =SQRT(SUMPRODUCT(wts,MMULT(VCV,wts))) as low as possible.", "min_risk"),
        # a mean over a deviation is a Sharpe ratio; a mean less a variance penalty a utility
        (
            "Highest possible value of "
            "=(MMULT(TRANSPOSE(x),exp_ret)-rfr)/SQRT(MMULT(TRANSPOSE(x),MMULT(S,x)))",
            "risk_adjusted",
        ),
        (
            "We want =SUMPRODUCT(wts,er)-0.5*3*MMULT(TRANSPOSE(wts),MMULT(vcv,wts)) "
            "as large as it gets.",
            "risk_adjusted",
        ),
        # an average of returns is the return
        ("Push =SUMPRODUCT(alloc,alphas) as high as it will go.", "max_return"),
        # the spread of a column the text says is active return is tracking error
        ("Column K = fund minus index return, daily. Minimise =STDEV.P(K2:K500).", "tracking"),
        (
            "Make =STDEV.S(K2:K500) as small as you can; "
            "column K is the fund's return, nothing else.",
            "min_risk",
        ),
    ],
)
def test_a_cells_formula_reads_as_what_it_computes(text: str, objective: str) -> None:
    assert _objective(text) == objective


def test_formulas_keep_the_texts_length() -> None:
    text = "Cell F9 = SQRT(MMULT(TRANSPOSE(w),MMULT(Cov,w))); minimise it."
    assert len(formulas_as_words(text)) == len(text)
    assert len(setups_as_words(text)) == len(text)
    assert "volatility" in formulas_as_words(text)


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a settings row: tab-separated cells and a trailing comment, which is no term
        ("objective\tmax E[R]\t// ignore the vol column", "max_return"),
        ("target\tmin w'Σw\t# nothing else", "min_risk"),
        # a ratio written with a division sign
        ("Cell B4 is alpha ÷ volatility; maximise it.", "risk_adjusted"),
        # an abbreviated column header keeps its measure: "Exp. ret"
        ("Aim: top 'Exp. ret' figure in the Summary sheet.", "max_return"),
    ],
)
def test_settings_rows_and_headers_read_as_prose(text: str, objective: str) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    "text",
    [
        # an active return held at nothing is no distance from the index
        "Keep the relative return against the FTSE All-Share near zero, day in day out.",
        "col M (fund minus benchmark return) should sit as close to 0 as we can get it.",
        # the spread of the active return is tracking error
        "Please minimise the volatility of the fund's return less the benchmark's.",
    ],
)
def test_an_active_return_held_at_zero_is_tracking(text: str) -> None:
    assert _objective(text) == "tracking"


def test_a_withdrawn_earlier_paste_does_not_head_a_list_of_unwanted_things() -> None:
    text = (
        "Disregard the previous version:\n\n"
        "Set Objective $C$30 (exp. return) To: Max, By Changing $B$2:$B$29"
    )
    assert _objective(text) == "max_return"
    # a negated label that names no earlier text still heads what is not wanted
    assert asked("Not what we are after: the highest return") is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # the changing cells are the weights, a glossed column the expected returns
        (
            "G30: =SUMPRODUCT(B2:B29,D2:D29)\nSolver | Set Objective $G$30 | To: Max | "
            "By Changing $B$2:$B$29\ncolumn D = forecast returns",
            "max_return",
        ),
        # a cell defined by an assignment elsewhere in the text
        (
            "Solver: Min $H$9 by changing $B$2:$B$8. "
            "H9 = SQRT(MMULT(TRANSPOSE(B2:B8),MMULT(VCV,B2:B8)))",
            "min_risk",
        ),
    ],
)
def test_a_setups_cell_is_read_from_its_formula(text: str, objective: str) -> None:
    assert _objective(text) == objective
