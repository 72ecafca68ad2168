"""Bands as a hospital foundation's finance committee and a shipping bank's credit committee
write them (no batch's words): the one band stated pairs with the plan's one unnamed limit
(`sole_bands`); a range whose ends repeat their base (`repeated_complements`); a grant of a band
withheld (`denied_bands.WITHHELD`); a document's section number before a band (`label_numbers`);
a count in the register's own plural; "900 to 1,125 bps" is no ratio to one."""

from __future__ import annotations

from quantward_validation.denied_bands import band_denied, band_turned_down
from quantward_validation.mandate import Bound, clauses, lexical_bounds
from quantward_validation.quantities import quantities
from quantward_validation.sole_bands import sole_band


def _read(text: str) -> list[Bound]:
    (clause,) = clauses({"delegations": {"committee": text}})
    return [*clause.bounds, *lexical_bounds(clause)]


def _ranges(text: str) -> set[tuple[float | None, float | None]]:
    return {(b.low, b.high) for b in _read(text) if b.kind == "range"}


def test_a_bps_range_whose_top_opens_with_a_one_is_no_ratio() -> None:
    read = [(q.value, q.form) for q in quantities("a spread anywhere from 850 to 1,150 bps")]
    assert read == [(850.0, "bps"), (1150.0, "bps")]
    assert [(q.value, q.form) for q in quantities("leverage of 3 to 1 at most")] == [
        (3.0, "multiple")
    ]


def test_a_range_whose_ends_repeat_their_base_is_one_band() -> None:
    text = (
        "The treasurer may set the ceiling on the outpatient sleeve anywhere from 15% of "
        "endowment value to 25% of endowment value."
    )
    assert (0.15, 0.25) in _ranges(text)
    text = (
        "The desk may run loan-to-value anywhere in 0.5 times hull value to 0.7 times hull value."
    )
    assert (0.5, 0.7) in _ranges(text)


def test_a_grant_withheld_turns_the_band_down() -> None:
    for sentence in (
        "the credit committee won't give the desk a 55-65 % corridor on loan-to-value",
        "we cannot agree to a 10-15 % range for any one shipowner",
        "the trustees will not delegate this, not even within 4-6 %",
        "the 4-6 % band in the policy is illustrative only and delegates nothing to the treasurer",
    ):
        assert band_denied(sentence), sentence
    assert band_turned_down("we cannot agree to a 10-15 % range for any one shipowner")
    assert not band_denied("we agreed to a 10-15 % range for any one shipowner")


def test_a_documents_section_number_is_no_bound() -> None:
    text = (
        "CCP 4.2: the desk may set the ceiling on any one shipowner's share at any point "
        "between 8 and 12% of the loan book."
    )
    assert {(b.low, b.high) for b in _read(text)} == {(0.08, 0.12)}


def test_a_count_in_the_registers_own_plural_is_read_as_a_count() -> None:
    text = (
        "The desk may set the floor on the number of distinct charterers at any point "
        "between 8 and 12 shipowners."
    )
    assert (8.0, 12.0) in _ranges(text)


def test_the_one_band_stated_is_the_band_of_the_one_unnamed_limit() -> None:
    found = clauses(
        {
            "delegations": {
                "committee": "The treasurer may set the ceiling on hospital buildings and grounds "
                "at any level between 12% and 18% of the endowment.",
                "other": "Audit: annually, by the external auditor.",
            }
        }
    )
    assert [
        (b.low, b.high) for b in sole_band(found, "facilitiesBucketCap", ["facilitiesBucketCap"])
    ] == [(0.12, 0.18)]
    # a floor's band bounds no cap; a second unbounded cap leaves the pairing open
    assert sole_band(found, "facilitiesBucketFloor", ["facilitiesBucketFloor"]) == []
    assert sole_band(found, "facilitiesBucketCap", ["facilitiesBucketCap", "maxClinicShare"]) == []


def test_a_band_refused_is_no_sole_band() -> None:
    found = clauses(
        {
            "delegations": {
                "committee": "The trustees will not hand the treasurer a 12-18% band on hospital "
                "buildings and grounds; the ceiling stays at 18%."
            }
        }
    )
    assert sole_band(found, "facilitiesBucketCap", ["facilitiesBucketCap"]) == []
