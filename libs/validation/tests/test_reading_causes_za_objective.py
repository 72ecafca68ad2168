"""Objectives: the causes of batch ZA's misses, each tested on constructions no review batch
writes (issue 18). Causes: LaTeX's surface hid a formula (a font or text command wrapping a
symbol, "\\mathbb{E}", "\\mathrm{SR}", "\\operatorname{Var}"; a sizing command before a bracket;
the prose after the closing "$" read as terms of the formula); a portfolio named by the
acronym papers give it ("GMVP", "MSRP"); and a narrative of revision ("In an earlier version of
this note the objective was: …", "The first draft maximised …") read as the current objective.
Each has its other side: the version the text turns to is read, and plain prose still is."""

from __future__ import annotations

import pytest

from quantward_validation.earlier_versions import earlier_version_spans
from quantward_validation.intent import asked
from quantward_validation.objective_notation import latex_plain, math_spans


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a symbol wrapped by a font command, and prose with a hyphenated "risk" after the math
        (r"Our agent solves $\max_{x} \boldsymbol{\mu}^\top x$ — a risk-indifferent agent.",
         "max_return"),
        (r"Utility function: $\mathcal{U}(x) = \mathbb{E}\left[R_x\right]$, nothing else.",
         "max_return"),
        (r"We pick $x^\star = \arg\max_x \frac{\mathbb{E}[R_x] - R_f}{\operatorname{sd}(R_x)}$.",
         "risk_adjusted"),
        (r"The book solves $\max_x \mathbb{E}\left[R_x\right]$ -- no risk-aversion term.",
         "max_return"),
        # a portfolio named by its acronym
        ("Our baseline allocation is the GMVP.", "min_risk"),
        ("We hold the MSRP of the ten industry portfolios.", "risk_adjusted"),
        # the earlier version is reported; the current one is read
        (r"In our first draft the objective was $\max_w \mathrm{SR}(w)$. The referees "
         "convinced us to minimise variance.", "min_risk"),
        ("The first draft of this memo maximised expected return; the revised version minimises "
         "tracking error against the MSCI World.", "tracking"),
        ("In the working-paper version the objective was:\n\n$\\max_w \\mu^\\top w$\n\nThis "
         "version instead targets the highest Sharpe ratio.", "risk_adjusted"),
        ("Under the original submission, we chased the highest mean return. Referees objected, "
         "so we minimise the portfolio's volatility.", "min_risk"),
        # an earlier version's typo, the objective unchanged
        ("An earlier version of this note had a typo in Table 2; the objective is unchanged: "
         "minimise volatility.", "min_risk"),
    ],
)  # fmt: skip
def test_objectives_of_academic_writing(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.objective == objective, (text, found)


def test_latex_plain_keeps_offsets_and_reads_wrapped_symbols() -> None:
    text = r"$\operatorname{Var}\left(r\right) + \mathbb{E}[r]$ costs $5m"
    plain = latex_plain(text)
    assert len(plain) == len(text)
    assert "Var" in plain
    assert "E[r]" in plain
    assert "\\mathbb" not in plain
    # a lone "$" before money opens no math; the first pair does
    assert [text[a:b] for a, b in math_spans(text)] == [r"\operatorname{Var}\left(r\right) + "
                                                        r"\mathbb{E}[r]"]  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "We now maximise the Sharpe ratio.",  # no earlier version named
        "The first quarter of 2020 was volatile.",  # "first" of no version
    ],
)
def test_no_earlier_version_where_none_is_told(text: str) -> None:
    assert earlier_version_spans(text) == [], text
