"""The provenance causes batch W showed on the limit side (text written by AI assistants and
agents, pasted by analysts), each tested on constructions written here, in no batch.

* a figure the same text later calls wrong and replaces ("That number is off — the cap is 2x")
  is not in force, nor one a lead-in calls wrong or superseded before a later version of the
  same field ("Old config (superseded):" … "Current:" …) (`called_wrong`);
* a figure given only as an illustration — a level a book might be at, and what would follow
  ("As an example, a portfolio running 260 bp would be over budget") — is no limit
  (`illustrations`);
* a figure the writer gives to fill a gap someone else's draft left ("the assistant's draft
  omitted it, so: …") is the writer's own, not the draft's (`draft_gaps`).
"""

from __future__ import annotations

import pytest

from quantward_validation.testing import provenance_problems


def _issuer(texts: str | list[str], value: float, words: str, cited: int = 0) -> list[str]:
    return provenance_problems(
        texts, name="max_issuer_weight", value=value, words=words, unit="fraction", cited=cited
    )


def _gross(text: str, value: float, words: str) -> list[str]:
    return provenance_problems(
        [text], name="max_gross_leverage", value=value, words=words, unit="multiple"
    )


def _te(text: str, value: float, words: str) -> list[str]:
    return provenance_problems(
        [text], name="max_tracking_error_bps", value=value, words=words, unit="bps"
    )


# --- a figure the text calls wrong after it, and replaces -------------------------------------

_CALLED_WRONG_AFTER = [
    (
        "Gemini's summary of the limits:\n* issuer ceiling 7%\n\nThat number is off — the "
        "issuer ceiling is really 5%.",
        "7%",
        "5%",
    ),
    (
        "The model wrote that each issuer may be held up to 7% of NAV. That's incorrect: "
        "no issuer above 5%.",
        "7%",
        "5%",
    ),
    (
        "| Limit | Value |\n|---|---|\n| Issuer cap | 7% |\n\n(table from the assistant) It has "
        "the issuer cap wrong; the right number is 5%.",
        "7%",
        "5%",
    ),
    (
        "Per the summariser: issuer limit 7%. The tool misread the IMA here, the limit is 5%.",
        "7%",
        "5%",
    ),
]


@pytest.mark.parametrize(("text", "wrong", "right"), _CALLED_WRONG_AFTER)
def test_a_figure_the_text_later_calls_wrong_is_not_in_force(
    text: str, wrong: str, right: str
) -> None:
    assert _issuer(text, float(wrong.rstrip("%")) / 100, wrong) != []
    assert _issuer(text, float(right.rstrip("%")) / 100, right) == []


@pytest.mark.parametrize(
    "text",
    [
        # what is called wrong is another limit
        "Issuer cap 5%. The agent got the sector cap wrong, it's 25%.",
        # what is called wrong is no figure in the unit
        "Issuer cap 5%. The bot got the benchmark wrong, it's the MSCI ACWI.",
        # the wrong figure was given before the one in force, which stands
        "The assistant's figure of 8% was wrong. The issuer cap is 5%.",
        # "off" said of something that is no figure
        "Issuer cap 5%. Currency hedging is off, so expect 4% tracking noise.",
    ],
)
def test_a_figure_is_kept_when_what_is_called_wrong_is_something_else(text: str) -> None:
    assert _issuer(text, 0.05, "5%") == []


# --- a figure a lead-in calls wrong or superseded, before a later version ---------------------


def test_a_version_a_lead_in_calls_superseded_gives_way_to_the_later_version() -> None:
    text = (
        "Old config (superseded):\n```yaml\nmax_gross_leverage: 3.0\n```\n"
        "Current config:\n```yaml\nmax_gross_leverage: 2.0\n```"
    )
    assert _gross(text, 3.0, "3.0") != []
    assert _gross(text, 2.0, "2.0") == []


def test_a_request_a_lead_in_calls_erroneous_gives_way_to_the_later_request() -> None:
    text = (
        'My first request had an incorrect budget:\n{"te_budget_bps": 350}\n'
        'Sent again with the right one:\n{"te_budget_bps": 250}'
    )
    assert _te(text, 350.0, "350") != []
    assert _te(text, 250.0, "250") == []


def test_a_lead_in_that_calls_nothing_wrong_supersedes_nothing() -> None:
    text = (
        'The first call set the issuer cap:\n{"max_issuer_weight": 0.05}\n'
        'The second call set the sector cap:\n{"max_sector_weight": 0.2}'
    )
    assert _issuer(text, 0.05, "0.05") == []


def test_a_lead_in_called_wrong_without_a_later_version_leaves_the_figure() -> None:
    text = 'This call was wrong about the benchmark only:\n{"max_issuer_weight": 0.05}'
    assert _issuer(text, 0.05, "0.05") == []


# --- a figure given only as an illustration ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words", "value"),
    [
        (
            "Active risk stays under 200 bp. As an example, a portfolio running 260 bp would "
            "be over the budget.",
            "260 bp",
            260.0,
        ),
        (
            "- TE budget: 200 bp\n- e.g. with 310 bp of tracking error the sleeve would have "
            "to be cut back",
            "310 bp",
            310.0,
        ),
        (
            "Budget 200bp. To illustrate: a fund sitting at 275bp would trigger a review.",
            "275bp",
            275.0,
        ),
    ],
)
def test_an_illustrative_level_is_no_limit(text: str, words: str, value: float) -> None:
    assert _te(text, value, words) != []
    assert _te(text, 200.0, "200") == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a threshold with what would follow from crossing it states the limit
        ("Anything above 180 bp of tracking error would breach the budget.", "180 bp"),
        ("A sleeve with more than 180bp of active risk would need sign-off.", "180bp"),
    ],
)
def test_a_threshold_whose_crossing_would_breach_is_no_illustration(text: str, words: str) -> None:
    assert not any("illustrat" in problem for problem in _te(text, 180.0, words))


# --- a figure given to fill a gap another's draft left ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The assistant's draft omitted the issuer limit, so here it is: no issuer above 5%.",
        "Your draft didn't include a figure for issuers — no single issuer above 5%.",
        "Since the agent's draft was silent on issuers, I'm adding it: issuer cap 5%.",
    ],
)
def test_a_figure_filling_a_drafts_gap_is_the_writers_own(text: str) -> None:
    assert _issuer(text, 0.05, "5%") == []


@pytest.mark.parametrize(
    "text",
    [
        "The assistant's draft puts the issuer cap at 5%.",
        # the draft lacked one figure and gave another: that one is still the draft's
        "The assistant's draft omitted the sector cap and set the issuer cap at 5%.",
    ],
)
def test_a_figure_the_draft_itself_gives_is_still_only_a_draft(text: str) -> None:
    assert _issuer(text, 0.05, "5%") != []
