"""Causes behind session 30's objective misses, read as families (wordings of our own).

- A ratio's bare acronym ("SR", "IR") shares its capitals with boards, meetings and teams: it
  is the Sharpe or information ratio only where a direction word or a goal label makes it an
  aim (`ratio_acronyms`).
- A conjunct with its own negated verb ("… and don't penalise risk") negates that verb only:
  the direction of the conjunct before it does not reach across the "and".
- "close out", "close off", "close down" settle something: no closeness to an index.
- The full stop of a bound's "max." or "min." before its figure ends no clause: "money market
  max. 4 %" is a limit, not "money … max" asked for.
- An amending sentence's struck, substituted or repealed quotation is the old wording
  (`redlines.amended_quotes`): "amended by striking 'X' and inserting 'Y'", "'X' is hereby
  repealed".
- A synopsis that sets an old wording beside its new one with no vote beside it ("| Current
  text | Proposed text |", "| alte Fassung | neue Fassung |") asks for the new side
  (`vote_tables.replaced_wording`).
"""

from __future__ import annotations

import pytest

from quantward_validation import ratio_acronyms
from quantward_validation.intent import asked
from quantward_validation.redlines import amended_quotes
from quantward_validation.vote_tables import changed_by_vote, replaced_wording

RISK_ADJUSTED, TRACKING = "risk_adjusted", "tracking"
MIN_RISK, MAX_RETURN = "min_risk", "max_return"


def _objective(text: str) -> str | None:
    found = asked(text)
    return None if found is None else found.objective


# --- a ratio's acronym ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a board, a team, a meeting that share the capitals
        ("Minutes of the IR-Meeting: the book should have the lowest volatility.", MIN_RISK),
        ("The SR approved the budget. Please minimise the variance of the sleeve.", MIN_RISK),
        ("Note to the IR team: grow the expected return as far as it goes.", MAX_RETURN),
        ("IR will circulate the deck on Friday.", None),
        ("Cc: SR-Sekretariat, for the file.", None),
    ],
)
def test_an_acronym_that_names_a_body_asks_for_no_ratio(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    "text",
    [
        "max SR for the carve-out",
        "Highest ex-ante IR you can get",
        "maximise the sleeve's SR",
        "IR to be as high as possible",
        "Objective: SR",
        "Target = IR, long only",
        "a max-SR allocation please",
    ],
)
def test_an_acronym_made_an_aim_is_the_ratio(text: str) -> None:
    assert _objective(text) == RISK_ADJUSTED


def test_governed_reads_only_adjacent_directions() -> None:
    text = "the SR wants the best"
    at = text.index("SR")
    best = text.index("best")
    # "best" is the object of the board's verb, not a predicate of the acronym
    assert not ratio_acronyms.governed(text, at, at + 2, [(best, best + 4, "up")])
    text = "best SR"
    assert ratio_acronyms.governed(text, 5, 7, [(0, 4, "up")])


# --- a negated conjunct -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Push the expected return up and do not penalise volatility.", MAX_RETURN),
        ("Grow the return and don't punish the sleeve for its swings.", MAX_RETURN),
        ("Minimise tracking error and never mind the volatility.", TRACKING),
        ("maximise the return and not the risk", MAX_RETURN),
        # a negated change of state still wants less of it
        ("Maximise the return and don't let volatility rise.", RISK_ADJUSTED),
    ],
)
def test_a_negated_conjunct_scopes_over_its_own_verb(text: str, objective: str) -> None:
    assert _objective(text) == objective


# --- "close out" ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Rebalancing waits until we close out the FCA audit.", None),
        ("Hold off until ops close off the CSSF finding; minimise variance.", MIN_RISK),
        ("We close down the HKEX account first.", None),
        ("Stay close to the FTSE 100.", TRACKING),
        ("Keep the fund close to its index.", TRACKING),
    ],
)
def test_settling_something_is_no_closeness(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


# --- a bound's abbreviation -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Any single counterparty in the money market max. 4 %, from the next roll.", None),
        ("Cash min. 2 %; otherwise the lowest volatility.", MIN_RISK),
        # with no figure after it, "max." may close the sentence that asks
        ("Return max. Nothing else matters.", MAX_RETURN),
    ],
)
def test_a_bounds_abbreviation_keeps_its_figure(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


# --- an amendment's struck wording ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        (
            "Clause 4 of the charter is amended by striking 'the lowest volatility the trust "
            "can have' and inserting 'the highest expected return'.",
            MAX_RETURN,
        ),
        (
            'Amend paragraph (b) by deleting the words "track the MSCI World as closely as '
            'possible" and substituting "maximise the Sharpe ratio".',
            RISK_ADJUSTED,
        ),
        (
            "Rule 7 is amended by substituting 'the least volatile mix' for 'the highest "
            "expected return'.",
            MIN_RISK,
        ),
        (
            "The aim set in the 2019 charter ('the best return per unit of risk') is hereby "
            "repealed; the aim shall be the lowest tracking error to the benchmark.",
            TRACKING,
        ),
        (
            "Replace 'the trust's highest Sharpe ratio' with 'the lowest variance of the trust'.",
            MIN_RISK,
        ),
    ],
)
def test_an_amendments_struck_wording_is_not_asked(text: str, objective: str) -> None:
    assert _objective(text) == objective


def test_an_apostrophe_does_not_end_a_struck_quote() -> None:
    text = "amended by striking 'the trust's top return' and inserting 'calm'"
    (span,) = amended_quotes(text)
    assert text[span[0] : span[1]] == "'the trust's top return'"


def test_a_quotation_nobody_strikes_stays() -> None:
    assert amended_quotes("The board wrote 'the lowest volatility' in its letter.") == []


# --- a synopsis of old and new wording --------------------------------------------------------


def _synopsis(old_header: str, new_header: str, old: str, new: str, after: str = "") -> str:
    return f"| {old_header} | {new_header} |\n|---|---|\n| {old} | {new} |\n{after}"


@pytest.mark.parametrize(
    ("old_header", "new_header"),
    [
        ("Current text", "Proposed text"),
        ("alte Fassung", "neue Fassung"),
        ("texte actuel", "nouveau texte"),
        ("testo vigente", "testo proposto"),
        ("Old", "New"),
    ],
)
def test_a_synopsis_asks_for_its_new_side(old_header: str, new_header: str) -> None:
    text = _synopsis(
        old_header, new_header, "maximise the Sharpe ratio", "the lowest volatility we can get"
    )
    assert _objective(text) == MIN_RISK


def test_a_synopsis_whose_change_failed_keeps_its_old_side() -> None:
    text = _synopsis(
        "Current",
        "Proposed",
        "the lowest volatility we can get",
        "maximise the Sharpe ratio",
        "\nThe motion failed at the general meeting.",
    )
    assert _objective(text) == MIN_RISK
    assert list(replaced_wording(text)) == []


def test_replaced_wording_is_the_old_column_only_without_a_vote() -> None:
    text = _synopsis("bisherige Fassung", "neue Fassung", "alpha", "beta")
    (span,) = replaced_wording(text)
    assert text[span[0] : span[1]].strip() == "alpha"
    assert list(changed_by_vote(text)) == []  # a limit reader leaves both columns as written


def test_a_table_without_an_old_and_a_new_header_is_no_synopsis() -> None:
    text = "| Measure | Actual |\n|---|---|\n| volatility | 7 % |\n"
    assert list(replaced_wording(text)) == []
