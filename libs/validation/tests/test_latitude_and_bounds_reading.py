"""Latitude ranges and mandate bounds read at their structure (sentences of our own, in a
pension board's, a charity's and a family office's registers): a proposal a body adopts in the
present tense or in another language is in force (`polarity`); a complement holding a figure
repeated at both ends of a range is the range's base (`repeated_complements`); a document's
title about discretion grants none; a subject's aside before its figure keeps them in one
sentence; the accented abbreviations of a Spanish limits table."""

from __future__ import annotations

from quantward_validation.mandate import bounds_for, clauses, discretion_over
from quantward_validation.polarity import hypothetical


def _bounds(text: str, name: str) -> set[tuple[str, float | None, float | None]]:
    found = clauses({"policy": {"clause": text}})
    return {(b.kind, b.low, b.high) for b in bounds_for(found, name)}


def test_a_proposal_adopted_in_the_present_tense_is_in_force() -> None:
    said = (
        "Trustee minute 7: the band of 3 % to 6 % the adviser proposed for the cap on any "
        "single company is approved; the manager picks the level within it."
    )
    assert _bounds(said, "max_single_company_weight") == {("range", 0.03, 0.06)}
    assert not hypothetical("The board adopts the corridor the CIO proposed, 2 % to 4 %.")
    # ... not one still to be adopted, nor one refused
    assert hypothetical("The corridor of 2 % to 4 % proposed by the CIO is to be adopted.")
    assert hypothetical("The corridor of 2 % to 4 % proposed by the CIO is not retained.")


def test_a_proposal_adopted_in_another_language_is_in_force_and_one_refused_is_not() -> None:
    assert not hypothetical("La fourchette proposée par le gérant est adoptée.")
    assert not hypothetical("De voorgestelde bandbreedte werd goedgekeurd.")
    assert hypothetical("La fourchette proposée par le gérant n'est pas retenue.")
    assert hypothetical("Der Vorschlag wurde nicht angenommen.")
    assert hypothetical("La propuesta del comité.")


def test_a_figure_inside_a_complement_both_ends_repeat_is_no_end_of_the_range() -> None:
    said = (
        "The manager may set the cap on any single company anywhere in 4 % held for over "
        "90 days to 9 % held for over 90 days."
    )
    assert _bounds(said, "max_single_company_weight") == {("range", 0.04, 0.09)}
    said = "Any one company: 3 percent of any one sleeve to 5 percent of any one sleeve."
    assert _bounds(said, "max_single_company_weight") == {("range", 0.03, 0.05)}


def test_a_title_about_discretion_grants_none() -> None:
    found = clauses(
        {
            "letter": "Schedule B (Limits of discretion)\n"
            "The cap on gross leverage stays at 1.5x; no one may move it."
        }
    )
    assert not discretion_over(found, "max_gross_leverage")
    found = clauses({"letter": "The manager has a broad scope of discretion over gearing."})
    assert discretion_over(found, "max_gross_leverage")


def test_an_aside_after_a_subject_keeps_its_figure_with_it() -> None:
    said = "Board note 2/2024: gross leverage (sum of notionals), never above 2.25x."
    assert _bounds(said, "max_gross_leverage") == {("ceiling", None, 2.25)}
    # ... while after a figure the comma still parts two items
    assert _bounds("cash (at most 5 %), gross leverage 1.5x", "max_cash_weight") == {
        ("ceiling", None, 0.05)
    }


def test_accented_abbreviations_of_a_spanish_table() -> None:
    said = "LIM-07 | Gross leverage | máx. 1,4x"
    assert _bounds(said, "max_gross_leverage") == {("ceiling", None, 1.4)}
    said = "LIM-08 | Number of issuers | mín. 30 issuers"
    assert _bounds(said, "min_issuer_count") == {("floor", 30.0, None)}
