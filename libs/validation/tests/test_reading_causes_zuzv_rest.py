"""The provenance, objective and stated-leakage causes batches ZU and ZV showed, each read in
general: constructions written here, in no batch, guarded both ways.

Provenance:

* a level reported against a rule its document names ("… was 3.1 %, comfortably within the
  guideline (max 5 %)", "above the covenant (min 1.4x)") is a reading, the rule's figure the
  limit (`provenance._LIMIT_BESIDE`);
* a label's side in brackets before its colon ("Debt yield (minimum): 9 %") states the side,
  and the words after a value are read to its line's end, not into the next setting's label;
  the grammar's floor for any figure of a cost ("by cost incurred") is an assumption of its
  subject, not a side the text states (`provenance._other_side`);
* another vehicle's figure in its own part of a sentence beside "our fund" as the subject of the
  other part ("The X Fund allows 12 %; our fund sticks to 8 %") is that vehicle's
  (`provenance._other_vehicle_beside`);
* a figure cited from a list's line whose label names none of the limit's own words, while
  another line of the block names them, is that other setting's, whether or not the vocabulary
  knows the subject; a name's abbreviation counts as the words it abbreviates
  (`provenance._worded_sibling`).

Objective: an index named by its provider's and its family's codes in capitals ("the ICE BofA
HY"), and the requester's own adviser asking with a "please" (`intent`).

Leakage: a later period's figure named with a two-word source ("the following month's MSCI
capital growth figures", `period_outcomes`), any figure's change or level something goes on to
show, and sizing said in a relative clause its preposition opens ("the months over which the
overlay was resized", `leakage`).
"""

from __future__ import annotations

from quantward_validation.intent import asked
from quantward_validation.testing import provenance_problems

from .reading_cases import leaky

# --- a level reported against a guideline, covenant or restriction -----------------------------

_PACK = (
    "Quarter-end pack: issuer concentration was 3.1 %, comfortably within the guideline (max 5 %)."
)
_COVENANT = "Lender report: the debt service cover stood at 2.2x, above the covenant (min 1.4x)."


def test_a_level_beside_a_guideline_is_a_reading() -> None:
    assert provenance_problems(_PACK, name="max_issuer_weight", value=0.031, words="3.1 %")
    assert provenance_problems(
        _COVENANT, name="dscrFloor", value=2.2, words="2.2x", unit="multiple"
    )


def test_the_guideline_beside_the_level_is_the_limit() -> None:
    assert not provenance_problems(_PACK, name="max_issuer_weight", value=0.05, words="5 %")
    assert not provenance_problems(
        _COVENANT, name="dscrFloor", value=1.4, words="1.4x", unit="multiple"
    )


# --- a label's bracketed side, a line's end, a cost's assumed side -----------------------------

_FACILITY = "Facility terms\n  Debt yield (minimum): 9 %\n  Maximum gearing: 45 %"


def test_a_bracketed_side_before_the_colon_is_read_to_its_lines_end() -> None:
    assert not provenance_problems(
        _FACILITY, name="debtYieldFloor", value=0.09, words="9 %", unit="fraction"
    )
    text = "Facility terms\n  Debt yield (maximum): 9 %\n  Minimum gearing: 45 %"
    assert provenance_problems(
        text, name="debtYieldFloor", value=0.09, words="9 %", unit="fraction"
    )


def test_a_figure_by_cost_keeps_the_side_its_label_states() -> None:
    text = "Build programme\n  Construction work (by cost incurred) (maximum): 8 %"
    assert not provenance_problems(
        text, name="maxConstructionShare", value=0.08, words="8 %", unit="fraction"
    )


# --- another vehicle beside "our fund" -----------------------------------------------------------

_LARCH = "The Larchmont Income Fund allows 12 % in any one issuer; our fund sticks to 8 %."


def test_another_funds_figure_beside_our_fund_is_theirs() -> None:
    assert provenance_problems(_LARCH, name="max_issuer_weight", value=0.12, words="12 %")


def test_our_funds_figure_beside_another_is_ours() -> None:
    assert not provenance_problems(_LARCH, name="max_issuer_weight", value=0.08, words="8 %")


# --- a list's line whose label names none of the limit's words -----------------------------------

_RENTS = (
    "Key limits (offering memorandum)\n  Hotel exposure cap: 15 %\n"
    "  Ground rent across the fund (maximum): 25 %"
)
_BORROWERS = (
    "Key limits\n  Single-borrower limit (share of loan book): 20 %\n"
    "  Any single holding (maximum): 8 %"
)


def test_a_line_naming_none_of_the_limits_words_is_another_setting() -> None:
    assert provenance_problems(
        _RENTS, name="groundRentCap", value=0.15, words="15 %", unit="fraction"
    )
    assert provenance_problems(_BORROWERS, name="singleHoldingMax", value=0.2, words="20 %")


def test_the_line_naming_the_limits_words_states_it() -> None:
    assert not provenance_problems(
        _RENTS, name="groundRentCap", value=0.25, words="25 %", unit="fraction"
    )
    assert not provenance_problems(_BORROWERS, name="singleHoldingMax", value=0.08, words="8 %")


def test_a_bound_line_is_no_other_setting_of_a_line_that_says_no_bound() -> None:
    text = "Key terms\n  Treasury bills held (minimum): 50 %\n  Cash at the custodian: 10 %"
    assert not provenance_problems(text, name="cashReserveMin", value=0.5, words="50 %")


def test_an_abbreviated_name_shares_the_words_it_abbreviates() -> None:
    text = "Key limits\n  Loan-to-value (maximum): 40 %\n  Fund cash buffer (minimum): 5 %"
    assert not provenance_problems(
        text, name="fundLtvMax", value=0.4, words="40 %", unit="fraction"
    )


# --- objectives ----------------------------------------------------------------------------------


def test_an_index_named_by_provider_and_family_codes_is_tracked() -> None:
    found = asked("Mandate aim: hug the ICE BofA HY as tightly as you can.")
    assert found is not None
    assert found.objective == "tracking"


def test_capital_codes_that_qualify_a_noun_name_no_index() -> None:
    found = asked("Follow the KYC AML checklist and maximise the Sharpe ratio.")
    assert found is not None
    assert found.objective == "risk_adjusted"


def test_the_requesters_own_adviser_asking_please_states_the_objective() -> None:
    found = asked(
        "Per the trustees: our adviser wants the book run for the lowest volatility, please."
    )
    assert found is not None
    assert found.objective == "min_risk"


def test_an_adviser_only_reported_states_none() -> None:
    assert asked("Our consultant suggested minimising volatility.") is None


# --- leakage -------------------------------------------------------------------------------------


def test_a_later_periods_figure_with_a_two_word_source_is_an_input_from_the_future() -> None:
    assert leaky(
        "Each month's hedge sizes take as an input the following month's broker desk quotes."
    )
    assert not leaky("Each month's hedge sizes take as an input that month's opening figures.")


def test_any_figure_something_goes_on_to_show_is_from_the_future() -> None:
    assert leaky(
        "Each week's bond scores use, among other inputs, the yield each issue goes on to record "
        "over the following week."
    )


def test_sizing_in_a_relative_clause_uses_its_period() -> None:
    assert leaky(
        "Performance is reported on the same 2008–2019 months over which the overlay was resized."
    )
    assert not leaky(
        "Performance is reported on 2016–2019; the overlay was resized on the 2008–2015 months."
    )


def test_a_test_period_named_with_its_noun_before_a_relative_clause_is_the_fits_too() -> None:
    assert leaky(
        "Results are evaluated on the same 2008–2019 months in which the carry tilt was estimated."
    )
