"""The causes batches ZM, ZN and ZO showed in their provenance kind, each read in general:
constructions written here, in no batch, guarded both ways (the figure that is not the value
in force flagged, the one beside it still read as stated).

Causes: a level a monitoring line reports with a word of reporting ("actual", "at", "is")
right before it and a limit of its own figure right after it ("(cap ≤ 2x)", "against a
tolerance of 25 %", "vs. the 8 % ceiling") is no limit, nor is a figure in a table column
headed only by a date ("| Item | 31 Mar | Limit |") beside a column of the limit with a figure
of its own; a schedule of limits by date keeps its figures (`monitored_levels`). A value a
body kept after turning a proposal down ("declined the request and retained 3x") is in force,
though its sentence speaks of a proposal (`standing_values`). A level asked for and lost in a
vote ("I was outvoted", "the motion fell") is refused, and a figure of a body named by where it
stands beside the writer's ("the parish trust across the river") set against what the client's
own policy sets ("our IPS sets 20 %") is someone else's (`set_against`). A case's lead-in
("Downside case for the committee: …") heads its own sentence, not the next sentence of its
line, which speaks in its own frame ("Day to day it is 25 %.", `what_if`). A figure given to a
version of a document the text says another replaces ("The 2024 policy replaces the 2019
policy … The 2019 policy allowed 35 %") is that version's history, not the value in force
(`supersession`). A limit whose subject no vocabulary knows (`greenSleeveCap`) is still
read for whether its value is in force and whose it is (`provenance`); a scheduled change
dated now ("From today the sector cap goes to 5 %") is in force now (`polarity`).
"""

from __future__ import annotations

import pytest

from .reading_cases import Unit, provenance_problem

ACTUAL = "Leverage monitor — gross leverage actual 1.4x (cap ≤ 2x). Amber."
AT_AGAINST = "Dashboard, Friday: sector concentration at 18 % against a tolerance of 25 %. Fine."
LATER_FORM = "Exposure check: largest issuer is 6.1 % vs. the 8 % ceiling, no action."
CAPPED = "Per-name exposure capped at 5 % (hard limit 7 %) under the house rules."
#: a plain "is" beside another limit, with nothing that sets it against the level, states a limit
HOUSE_AND_REGULATOR = "Single issuer is 5 % (the regulator's cap is 10 %)."


@pytest.mark.parametrize(
    ("text", "name", "figure", "value", "unit", "holds"),
    [
        (ACTUAL, "max_gross_leverage", "1.4x", 1.4, "multiple", False),
        (ACTUAL, "max_gross_leverage", "2x", 2.0, "multiple", True),
        (AT_AGAINST, "max_sector_weight", "18 %", 0.18, "fraction", False),
        (AT_AGAINST, "max_sector_weight", "25 %", 0.25, "fraction", True),
        (LATER_FORM, "max_issuer_weight", "6.1 %", 0.061, "fraction", False),
        (LATER_FORM, "max_issuer_weight", "8 %", 0.08, "fraction", True),
        (CAPPED, "max_issuer_weight", "5 %", 0.05, "fraction", True),
        (HOUSE_AND_REGULATOR, "max_issuer_weight", "5 %", 0.05, "fraction", True),
    ],
)
def test_a_level_reported_beside_a_limit_of_its_own_figure_is_no_limit(
    text: str, name: str, figure: str, value: float, unit: Unit, holds: bool
) -> None:
    assert (provenance_problem(name, value, text, figure, unit=unit) is None) is holds


DATED = (
    "| Item | 31 Mar | Limit |\n|---|---|---|\n"
    "| Sector concentration | 17% | max 22% |\n| Gross leverage | 1.3x | 1.8x |"
)
SCHEDULE = "| Limit | Dec 2026 | Dec 2027 |\n|---|---|---|\n| Sector concentration | 30% | 25% |"


@pytest.mark.parametrize(
    ("text", "name", "figure", "value", "unit", "holds"),
    [
        (DATED, "max_sector_weight", "17%", 0.17, "fraction", False),
        (DATED, "max_sector_weight", "22%", 0.22, "fraction", True),
        (DATED, "max_gross_leverage", "1.3x", 1.3, "multiple", False),
        (DATED, "max_gross_leverage", "1.8x", 1.8, "multiple", True),
        (SCHEDULE, "max_sector_weight", "30%", 0.30, "fraction", True),
    ],
)
def test_a_column_headed_by_a_date_beside_the_limits_column_holds_levels(
    text: str, name: str, figure: str, value: float, unit: Unit, holds: bool
) -> None:
    assert (provenance_problem(name, value, text, figure, unit=unit) is None) is holds


RETAINED = "The board declined the managers' proposal of 4x gross and retained 3x."
MAINTAINED = "On sectors the trustees did not approve the proposal and maintained 6 %."
IF_KEPT = "Suppose the board kept 3x gross for another year."


@pytest.mark.parametrize(
    ("text", "name", "figure", "value", "unit", "holds"),
    [
        (RETAINED, "max_gross_leverage", "4x", 4.0, "multiple", False),
        (RETAINED, "max_gross_leverage", "3x", 3.0, "multiple", True),
        (MAINTAINED, "max_sector_weight", "6 %", 0.06, "fraction", True),
        (IF_KEPT, "max_gross_leverage", "3x", 3.0, "multiple", False),
    ],
)
def test_a_value_a_body_kept_after_turning_a_proposal_down_holds(
    text: str, name: str, figure: str, value: float, unit: Unit, holds: bool
) -> None:
    assert (provenance_problem(name, value, text, figure, unit=unit) is None) is holds


OUTVOTED = "I asked the committee for a cash floor of 8 %. Outvoted 3–4, so 5 % it is."
MOTION_FELL = "Sam asked the trustees to lift the equity cap to 80 %. The motion fell. It is 70 %."
ACROSS = "The parish trust across the river runs its sector cap at 30 %; our IPS sets 20 %."


@pytest.mark.parametrize(
    ("text", "name", "figure", "value", "holds"),
    [
        (OUTVOTED, "min_cash_weight", "8 %", 0.08, False),
        (OUTVOTED, "min_cash_weight", "5 %", 0.05, True),
        (MOTION_FELL, "max_equity_weight", "80 %", 0.80, False),
        (MOTION_FELL, "max_equity_weight", "70 %", 0.70, True),
        (ACROSS, "max_sector_weight", "30 %", 0.30, False),
        (ACROSS, "max_sector_weight", "20 %", 0.20, True),
    ],
)
def test_a_level_lost_in_a_vote_or_a_neighbours_figure_is_not_in_force(
    text: str, name: str, figure: str, value: float, holds: bool
) -> None:
    assert (provenance_problem(name, value, text, figure) is None) is holds


DOWNSIDE = "Downside case for the committee: the sector cap would be 40 %. Day to day it is 25 %."


@pytest.mark.parametrize(
    ("figure", "value", "holds"), [("40 %", 0.40, False), ("25 %", 0.25, True)]
)
def test_a_cases_lead_in_heads_its_own_sentence_only(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_sector_weight", value, DOWNSIDE, figure)
    assert (problem is None) is holds


EDITIONS = (
    "The 2024 policy replaces the 2019 policy in full. The 2019 policy allowed sector weights "
    "up to 35 %; the 2024 policy allows 25 %."
)
REVISIONS = (
    "Rev 2 was superseded by rev 3 in May. Under rev 2 leverage could reach 2.5x; rev 3 sets 2x."
)
WHICH_REPLACES = "IPS v7, which replaces v6, sets the sector cap at 12 %."


@pytest.mark.parametrize(
    ("text", "name", "figure", "value", "unit", "holds"),
    [
        (EDITIONS, "max_sector_weight", "35 %", 0.35, "fraction", False),
        (EDITIONS, "max_sector_weight", "25 %", 0.25, "fraction", True),
        (REVISIONS, "max_gross_leverage", "2.5x", 2.5, "multiple", False),
        (REVISIONS, "max_gross_leverage", "2x", 2.0, "multiple", True),
        (WHICH_REPLACES, "max_sector_weight", "12 %", 0.12, "fraction", True),
    ],
)
def test_a_figure_given_to_a_replaced_version_is_not_in_force(
    text: str, name: str, figure: str, value: float, unit: Unit, holds: bool
) -> None:
    assert (provenance_problem(name, value, text, figure, unit=unit) is None) is holds


WAS_NOW_UNKNOWN = "The cap on the green-bond sleeve was 12 %, now 15 % after the March review."
ANOTHER_FUNDS = "For the Dublin fund the green-bond sleeve is 20 %; for this portfolio it is 10 %."


@pytest.mark.parametrize(
    ("text", "figure", "value", "holds"),
    [
        (WAS_NOW_UNKNOWN, "12 %", 0.12, False),
        (WAS_NOW_UNKNOWN, "15 %", 0.15, True),
        (ANOTHER_FUNDS, "20 %", 0.20, False),
        (ANOTHER_FUNDS, "10 %", 0.10, True),
    ],
)
def test_a_limit_of_a_subject_no_vocabulary_knows_is_still_read_for_force_and_owner(
    text: str, figure: str, value: float, holds: bool
) -> None:
    assert (provenance_problem("greenSleeveCap", value, text, figure) is None) is holds


def test_a_change_dated_now_is_in_force() -> None:
    text = "From today the sector cap goes to 5 %, the board agreed."
    assert provenance_problem("max_sector_weight", 0.05, text, "5 %") is None
