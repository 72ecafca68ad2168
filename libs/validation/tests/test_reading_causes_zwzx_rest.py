"""The causes batches ZW and ZX's provenance, objective and leakage kinds showed, each read in
general: constructions written here, in no batch, guarded both ways (the clean wording beside
each flawed one still reads as it did).

* a catastrophe model's "return period" is a recurrence interval, no return asked for, and an
  index's long proper name ("the Northgate Re Pan-Pacific Typhoon Bond Index") is still the
  index a verb of closeness asks to track (`intent`);
* a mark or rating something goes on to receive, and how a situation eventually ended
  ("how each workout ultimately resolved"), are known only later (`leakage`,
  `period_outcomes`); estimates re-assessed in later reviews entered at each event's original
  date are a later vintage (`data_vintages`);
* a report's telegraphic level ("gross leverage at 2.4x, well inside the cap of 3x", a count
  "at 64 names, above the minimum of 40 names") is a reading, not the limit
  (`provenance._observed`);
* another scheme or trust named as another beside this one's own sentence gives another
  vehicle's figure (`scope`, `provenance._other_vehicle_sentence`);
* a preliminary offering document ("the pathfinder prospectus") only proposes its figures
  (`polarity`);
* a request "lost" at committee is refused (`set_against`);
* a term sheet's line is matched to a limit's name by the initials of its words ("LGD" for
  `lossGivenDefaultCap`) and by a peril's one name ("storm" is wind), and a label may name a
  numbered class ("Tier 2") (`provenance._worded_sibling`, `field_labels`); a line that bounds
  one holding ("Single-name stop-loss") is another setting than the book's, which a sibling
  line gives ("Total stress loss across the book (maximum)", `provenance._one_holdings_line`).
"""

from __future__ import annotations

from quantward_validation.field_labels import line_label
from quantward_validation.intent import asked
from quantward_validation.leakage import stated_uses
from quantward_validation.testing import provenance_problems

# --- objectives ----------------------------------------------------------------------------------


def test_a_return_period_is_no_return() -> None:
    said = "Please increase the 1-in-200 return period loss budget to 9 % as fast as possible."
    found = asked(said)
    assert found is None or found.objective != "max_return"


def test_a_return_is_still_a_return() -> None:
    found = asked("Please increase the return as fast as possible.")
    assert found is not None
    assert found.objective == "max_return"


def test_an_index_with_a_long_proper_name_is_tracked() -> None:
    found = asked(
        "Mandate objective: shadow the Northgate Re Pan-Pacific Typhoon Bond Index as tightly "
        "as we can."
    )
    assert found is not None
    assert found.objective == "tracking"


# --- look-ahead ----------------------------------------------------------------------------------


def _leaks(sentence: str) -> bool:
    return any(use.look_ahead for use in stated_uses([("reasoning", sentence)]))


def test_a_rating_each_issuer_went_on_to_receive_is_from_the_future() -> None:
    assert _leaks(
        "The ranking takes, among its inputs, the rating each issuer went on to receive a year "
        "later."
    )


def test_the_rating_held_at_the_time_is_not() -> None:
    assert not _leaks("The ranking takes, among its inputs, the rating each issuer held then.")


def test_how_a_situation_ultimately_resolved_is_from_the_future() -> None:
    assert _leaks("Inputs to the loan score include how each workout ultimately resolved.")


def test_how_it_stood_at_the_time_is_not() -> None:
    assert not _leaks("Inputs to the loan score include how each workout stood at month end.")


def test_estimates_reassessed_later_entered_at_original_dates_are_a_later_vintage() -> None:
    assert _leaks(
        "Claim severities: reserve figures as re-assessed in subsequent reviews, entered as of "
        "each claim's original accident date."
    )


def test_estimates_as_first_booked_are_not() -> None:
    assert not _leaks(
        "Claim severities: reserve figures as first booked, entered as of each claim's date."
    )


# --- a reading beside its limit ------------------------------------------------------------------

_SNAPSHOT = "Evening risk pack: gross leverage at 2.4x, well inside the cap of 3x."


def test_a_telegraphic_level_beside_its_limit_is_a_reading() -> None:
    assert provenance_problems(
        _SNAPSHOT, name="max_gross_leverage", value=2.4, words="2.4x", unit="multiple"
    )


def test_the_limit_beside_it_is_stated() -> None:
    assert not provenance_problems(
        _SNAPSHOT, name="max_gross_leverage", value=3.0, words="3x", unit="multiple"
    )


_COUNTED = "Evening risk pack: book breadth at 64 names, above the minimum of 40 names."


def test_a_counted_level_beside_its_limit_is_a_reading() -> None:
    assert provenance_problems(_COUNTED, name="minNameCount", value=64, words="64", unit="count")


def test_the_counted_limit_beside_it_is_stated() -> None:
    assert not provenance_problems(
        _COUNTED, name="minNameCount", value=40, words="40", unit="count"
    )


# --- another scheme ------------------------------------------------------------------------------

_SCHEMES = "Our scheme caps any one issuer at 5 %. (The other trust in the group allows 8 %.)"


def test_another_trusts_figure_beside_this_schemes_is_not_its_limit() -> None:
    assert provenance_problems(
        _SCHEMES, name="max_position_weight", value=0.08, words="8 %", unit="fraction"
    )


def test_this_schemes_own_figure_is_stated() -> None:
    assert not provenance_problems(
        _SCHEMES, name="max_position_weight", value=0.05, words="5 %", unit="fraction"
    )


# --- a preliminary document ----------------------------------------------------------------------

_PATHFINDER = (
    "The pathfinder prospectus printed 12 % for any single issuer. The approved version sets 10 %."
)


def test_a_preliminary_documents_figure_is_only_proposed() -> None:
    assert provenance_problems(
        _PATHFINDER, name="max_position_weight", value=0.12, words="12 %", unit="fraction"
    )


def test_the_approved_figure_is_stated() -> None:
    assert not provenance_problems(
        _PATHFINDER, name="max_position_weight", value=0.10, words="10 %", unit="fraction"
    )


# --- a request lost at committee -----------------------------------------------------------------

_LOST = "I pitched taking cash down to 1 % at the board; lost it 3-5, so the floor stays 3 %."


def test_a_request_lost_at_committee_is_not_in_force() -> None:
    assert provenance_problems(_LOST, name="min_cash", value=0.01, words="1 %", unit="fraction")


def test_the_figure_it_stays_at_is_stated() -> None:
    assert not provenance_problems(_LOST, name="min_cash", value=0.03, words="3 %", unit="fraction")


# --- a term sheet's lines ------------------------------------------------------------------------

_INITIALS = "Loan pool key terms\n  Recovery target: 60%\n  Pool LGD (maximum): 45%"


def test_a_line_abbreviating_the_limits_name_is_its_line() -> None:
    assert provenance_problems(
        _INITIALS, name="lossGivenDefaultCap", value=0.60, words="60%", unit="fraction"
    )
    assert not provenance_problems(
        _INITIALS, name="lossGivenDefaultCap", value=0.45, words="45%", unit="fraction"
    )


_PERILS = "Peril limits\n  Californian quake cap: 25%\n  European storm exposure (maximum): 10%"


def test_a_line_naming_the_peril_another_way_is_its_line() -> None:
    assert provenance_problems(
        _PERILS, name="euWindstormLimit", value=0.25, words="25%", unit="fraction"
    )
    assert not provenance_problems(
        _PERILS, name="euWindstormLimit", value=0.10, words="10%", unit="fraction"
    )


_STOPS = (
    "Credit book limits\n  Single-name stop-loss: 40bp\n"
    "  Total stress loss across the book (maximum): 300bp"
)


def test_one_holdings_line_is_not_the_books_limit() -> None:
    assert provenance_problems(_STOPS, name="bookStressLossBps", value=40, words="40bp", unit="bps")
    assert not provenance_problems(
        _STOPS, name="bookStressLossBps", value=300, words="300bp", unit="bps"
    )


def test_a_label_may_name_a_numbered_class() -> None:
    text = "Bank paper\n  Holdings of Tier 2 subordinated paper (maximum): 15%"
    assert line_label(text, text.index("15%")) == "Holdings of Tier 2 subordinated paper (maximum)"
