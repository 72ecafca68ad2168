"""The causes batches ZS and ZT (digital-asset funds; options and structured-products desks)
showed, each read in general and tested on constructions in no batch, guarded both ways.

Objective (`intent`, `rankings`, `superseded_sections`, `earlier_versions`):
- an asset named after the stability it keeps ("stablecoins", "stable-value fund", "held in
  stables") was read as a wish for a steady book;
- a limit noun before a verb of its force ("all desk limits apply") was read as the verb
  "limit", a direction;
- a rank with a count ("the top-30 names") was read as a wish for more ("top");
- a redline tag alone on its line ("[NEW TEXT]") did not end the paragraph a "[STRUCK] …" tag
  marks, so the text in force was set aside with the old;
- an earlier version named by a label ("Prior draft (v2 of the memo): …") was read as in force;
- a view on returns disclaimed ("we hold no opinion about future returns", "take no view on
  returns") was read as a return target.

Leakage (`leakage`, `present_day_inputs`, `data_vintages`):
- a day's decision said to use the next session's figure ("sized from the settlement price of
  the next session");
- a present-day ranking or list carried back through the history ("the current top 50 by
  volume, used for all months back to 2009");
- a figure taken as it stood after the event it dates ("sourced from the rate decisions as
  finalised after each meeting").

Trends (`change_words`, `written_periods`):
- a verb of motion with its particle ("went down", "did not go up", "ticked down");
- a range between years' edges ("from end-2018 to mid-2019", "between the close of 2017 and
  the end of 2018") was read from its start to the latest figure.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.change_words import change_words_written
from quantward_validation.earlier_versions import earlier_version_spans
from quantward_validation.intent import asked
from quantward_validation.superseded_sections import superseded_sections
from quantward_validation.trends import misstatements
from quantward_validation.written_periods import in_horizon_words

from . import reading_cases

# --- objective ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "fyi the stablecoin float is still with the auditors",
        "Re-run the allocation. Note: reserves held in stables are still being counted.",
        "Size the book; the stable-value fund stays at its current weight.",
        "Rebalance the treasury sleeve, all OTC and risk-desk limits apply.",
    ],
)
def test_names_and_limits_ask_for_no_objective(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Keep the treasury book as stable as possible.", "min_risk"),
        ("We want the steadiest NAV you can build, stablecoins included.", "min_risk"),
        ("Please limit volatility; all OTC and risk-desk limits apply.", "min_risk"),
        ("Go for the top return you can get.", "max_return"),
        ("Coverage (top-30 names by open interest): track the reference index.", "tracking"),
        (
            "Universe: the top-30 names by open interest. Minimise tracking error to the index.",
            "tracking",
        ),
    ],
)
def test_directions_still_ask(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


def test_a_redline_tag_alone_on_its_line_ends_the_removed_paragraph() -> None:
    text = (
        "Markup from legal:\n[STRUCK] Mandate aim: the best Sharpe ratio the sleeve can earn.\n"
        "[NEW TEXT]\nMandate aim: hug the reference index as tightly as possible."
    )
    spans = list(superseded_sections(text))
    assert spans
    assert all(text.index("hug") >= end for _, end in spans)
    found = asked(text)
    assert found is not None
    assert found.objective == "tracking"


def test_an_earlier_version_named_by_a_label_is_reported() -> None:
    text = (
        'Prior draft (v2 of the memo): "Aim: the highest Sharpe ratio." Dropped at the '
        "committee; what holds now:\n\nAim: the least variance the sleeve can have."
    )
    assert earlier_version_spans(text)
    found = asked(text)
    assert found is not None
    assert found.objective == "min_risk"
    kept = "Original wording: maximise the Sharpe ratio.\n\nStill current, no change."
    assert earlier_version_spans(kept)  # the label reports the old words
    assert asked("Original plan for the sleeve is fine: maximise the Sharpe ratio.") is not None


@pytest.mark.parametrize(
    "text",
    [
        "For this sleeve we aim for the least variance and hold no opinion about future returns.",
        "We aim for the least variance and take no view on returns.",
    ],
)
def test_a_return_view_disclaimed_is_no_return_target(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == "min_risk"


# --- leakage -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Positions are sized from the settlement price of the next session.", True),
        ("Each morning's betas are estimated from the following session's settle price.", True),
        ("Positions are sized from the settlement price of the prior session.", False),
        ("Betas use the close; orders execute at the open on the following day.", False),
    ],
)
def test_a_decision_using_the_next_sessions_figure(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Coverage: the current top 50 by volume, used for all months back to 2009.", True),
        ("We take today's list of rated issuers, applied back to 2008.", True),
        ("Coverage: each month's own top 50 by volume, as it stood then.", False),
        ("Today's list of issuers is in the annex; prices go back to 2008.", False),
    ],
)
def test_present_day_lists_carried_back(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Policy-rate paths are sourced from the decisions as finalised after each meeting.", True),
        ("Policy-rate paths are the ones priced on the morning of each meeting.", False),
        ("The board's minutes, as published after each meeting, are in the annex.", False),
    ],
)
def test_figures_as_they_stood_after_their_event(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


# --- trends ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "written"),
    [
        ("Leverage did not go up over the year.", "Leverage did not rise over the year."),
        ("Leverage went down by 0.3x.", "Leverage fell by 0.3x."),
        ("Coverage ticked down [2].", "Coverage fell [2]."),
        ("We will go up to the desk later.", "We will go up to the desk later."),
    ],
)
def test_verbs_of_motion_with_their_particle(sentence: str, written: str) -> None:
    assert change_words_written(sentence) == written


@pytest.mark.parametrize(
    ("sentence", "written"),
    [
        ("It fell from end-2018 to mid-2019.", "It fell from December 2018 to June 2019."),
        (
            "It fell between the close of 2017 and the end of 2018.",
            "It fell between December 2017 and December 2018.",
        ),
        ("It rose from March 2018 to year-end 2019.", "It rose from March 2018 to December 2019."),
        ("It rose since end-2018.", "It rose since end-2018."),
    ],
)
def test_ranges_between_years_edges(sentence: str, written: str) -> None:
    assert in_horizon_words(sentence) == written


def _halves() -> Computation:
    days = ("2018-06-30", "2018-12-31", "2019-06-30", "2019-12-31", "2020-06-30", "2020-12-31")
    values = (3.0, 2.0, 1.5, 2.5, 3.5, 4.5)
    return Computation(
        source_id="src_reading_zszt",
        function_id="custom.metrics",
        arguments={},
        result={
            "entity_id": "ent_initrode",
            "rows": [
                {"period_end": d, "net_leverage": v} for d, v in zip(days, values, strict=True)
            ],
        },
    )


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Net leverage fell from end-2018 to mid-2019.", False),
        ("Net leverage rose from end-2018 to mid-2019.", True),
        ("Net leverage went down from mid-2019 to end-2020.", True),
        ("Net leverage did not go up from mid-2018 to end-2020.", True),
        ("Net leverage went up from mid-2019 to end-2020.", False),
    ],
)
def test_trend_claims_read_end_to_end(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_halves()])) is wrong, sentence
