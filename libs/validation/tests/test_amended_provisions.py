"""The objective read from amendments, errata and committee notes: the old side of a labelled
pair, an erratum's wrong line, a synopsis's old column with a note in its header, a quoted
earlier note a text says it supersedes, a first-person recommendation under a note's heading,
a title with its function after a dash, a denied conjunct, and a continental reference
portfolio. Sentences written for these tests."""

from __future__ import annotations

from quantward_validation.amended_labels import replaced_by_label
from quantward_validation.intent import asked
from quantward_validation.org_units import without_org_units
from quantward_validation.outside_voices import advocacy_spans


def _kinds(text: str) -> frozenset[str] | None:
    found = asked(text)
    return None if found is None else found.kinds


def test_existing_clause_beside_modified_clause_is_replaced() -> None:
    text = (
        "Addendum 7 to the scheme information document\n"
        "Existing clause: the fund aims to stay as close to its index as it can.\n"
        "Modified clause: the fund seeks the lowest volatility it can achieve.\n"
    )
    assert _kinds(text) == {"minimise_variance"}


def test_same_paragraph_label_with_amended_note_replaces_the_first() -> None:
    text = (
        "Item 4 (as adopted in January): maximise the Sharpe ratio of the book.\n"
        "Item 4 (as amended in June; operative): track the benchmark as tightly as possible.\n"
    )
    assert _kinds(text) == {"minimise_tracking_error"}


def test_two_groups_named_old_and_new_are_both_in_force() -> None:
    text = "Existing clients: no change.\nNew clients: onboarding from May.\n"
    assert replaced_by_label(text) == []


def test_japanese_erratum_wrong_line_is_not_read() -> None:
    text = (
        "訂正のお知らせ\n"
        "誤：「Maximise the expected return of the plan assets.」\n"
        "正：「Minimise the variance of the plan assets.」"
    )
    assert _kinds(text) == {"minimise_variance"}


def test_synopsis_old_column_with_a_note_in_its_header() -> None:
    text = (
        "| Huidige tekst (vervalt per 1 juli) | Nieuwe tekst |\n"
        "|---|---|\n"
        "| track the benchmark closely | the highest expected return, no risk penalty |\n"
    )
    assert _kinds(text) is not None
    assert "minimise_tracking_error" not in (_kinds(text) or set())


def test_cjk_synopsis_columns() -> None:
    text = (
        "| 変更後 | 変更前 |\n"
        "|---|---|\n"
        "| Minimise the volatility of the fund. | Track the index as closely as possible. |\n"
    )
    assert _kinds(text) == {"minimise_variance"}


def test_note_that_supersedes_an_earlier_one_quoting_it() -> None:
    text = (
        "Please maximise the expected return. (This replaces the memo sent on Monday, which "
        "said 'the objective is the minimum-variance portfolio' - disregard it.)"
    )
    assert "minimise_variance" not in (_kinds(text) or set())


def test_first_person_recommendation_under_a_note_heading_is_own_voice() -> None:
    text = "Investment committee note: after review, we recommend the lowest-volatility mix."
    assert advocacy_spans(text) == []
    assert _kinds(text) == {"minimise_variance"}


def test_broker_recommendation_stays_an_outside_voice() -> None:
    text = "The broker's note recommends a minimum-variance book."
    assert advocacy_spans(text) != []


def test_title_with_risk_after_a_dash_is_who_writes() -> None:
    text = "Mail from Deputy Manager - Risk: please rerun the book after the rate cut."
    blanked = without_org_units(text)
    assert "Risk" not in blanked
    assert _kinds(blanked) is None


def test_conjunct_that_denies_its_object() -> None:
    assert _kinds("Keep volatility as low as possible and set no return goal.") == {
        "minimise_variance"
    }


def test_continental_reference_portfolio_and_deviation() -> None:
    assert _kinds("stay close to the Referenzportfolio, with the smallest Abweichung possible") == {
        "minimise_tracking_error"
    }
    assert _kinds("hug the referentieportefeuille, the smallest afwijking you can") == {
        "minimise_tracking_error"
    }
