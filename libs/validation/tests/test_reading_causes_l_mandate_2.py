"""Limits as formal documents write them (batch L's mandate breaches, second wave).

Each test is a construction of the family, in wordings no batch uses: the Latin "per centum",
a floor on "Liquid Assets", holdings bounded by what they are not ("not admitted to a Regulated
Market"), a change "from X per cent. per annum to Y per cent. per annum", and a limit given as a
defined term whose number another field states."""

from __future__ import annotations

from quantward_validation.limits import subject_of
from quantward_validation.mandate import Bound, clauses
from quantward_validation.quantities import quantities


def _bounds(text: str) -> list[Bound]:
    return [b for c in clauses({"clause": text}) for b in c.bounds]


def _one(bounds: list[Bound], subject: str) -> Bound:
    found = [b for b in bounds if b.subject == subject]
    assert len(found) == 1, bounds
    return found[0]


def test_per_centum_is_a_percentage() -> None:
    (q,) = quantities("counterparty exposure of up to 12.5 per centum")
    assert q.form == "percent"
    assert q.value == 12.5
    (w,) = quantities("no more than eight percentum of the Fund")
    assert w.form == "percent"
    assert w.value == 8


def test_a_cap_in_per_centum_bounds_the_issuer_weight() -> None:
    bound = _one(
        _bounds("Holdings in any single issuer shall not exceed 6 per centum."),
        "max_position_weight",
    )
    assert bound.kind == "ceiling"
    assert bound.high == 0.06


def test_liquid_assets_is_the_cash_floor() -> None:
    assert subject_of("minLiquidAssetsRatio") == "cash_weight"
    assert subject_of("less liquid assets") == "max_illiquid_weight"
    bound = _one(
        _bounds(
            "The Fund shall hold highly liquid assets of at least 4 per cent. of "
            "its net asset value."
        ),
        "cash_weight",
    )
    assert bound.kind == "floor"
    assert bound.low == 0.04


def test_holdings_said_as_not_admitted_to_a_market_are_illiquid() -> None:
    assert subject_of("instruments not quoted on any recognised exchange") == (
        "max_illiquid_weight"
    )
    bound = _one(
        _bounds(
            "Transferable securities not admitted to official listing on a stock exchange "
            "may represent no more than 12 per cent. of the Fund."
        ),
        "max_illiquid_weight",
    )
    assert bound.kind == "ceiling"
    assert bound.high == 0.12


def test_a_change_with_its_period_keeps_only_the_new_value() -> None:
    bounds = _bounds(
        "By written resolution the Directors lowered the ex-ante tracking error "
        "ceiling from 3.5 per cent. p.a. to 2.5 per cent. p.a."
    )
    bound = _one(bounds, "max_tracking_error")
    assert bound.kind == "ceiling"
    assert bound.high == 0.025


def test_a_restriction_using_a_term_defined_in_another_field_bounds_both_fields() -> None:
    found = clauses(
        {
            "glossary": {
                "concentration": "‘Concentration Limit’ shall mean 8 per cent. of the Net "
                "Asset Value of the Fund.",
                "valuation_day": "‘Valuation Day’ means each Friday.",
            },
            "restrictions": {
                "c": "No single issuer shall represent more than the Concentration Limit."
            },
        }
    )
    by_id = {c.clause_id: c for c in found}
    (used,) = by_id["restrictions.c"].bounds
    assert used.subject == "max_position_weight"
    assert used.kind == "ceiling"
    assert used.high == 0.08
    assert used.text == "the Concentration Limit"
    (defined,) = by_id["glossary.concentration"].bounds
    assert defined.kind == "ceiling"
    assert defined.high == 0.08
    assert not by_id["glossary.valuation_day"].bounds


def test_a_floor_by_a_term_defined_in_the_same_clause() -> None:
    bounds = _bounds(
        '"Minimum Cash Buffer" means three per cent. (3%) of NAV. The Adviser shall '
        "ensure that cash held by the Fund is never less than the Minimum Cash "
        "Buffer."
    )
    floors = [b for b in bounds if b.subject == "cash_weight" and b.kind == "floor"]
    assert floors
    assert all(b.low == 0.03 for b in floors)


def test_a_term_without_a_number_bounds_nothing() -> None:
    assert not _bounds(
        '"Eligible Market" means a regulated market in the EEA. Single positions '
        "shall be traded on an Eligible Market."
    )


def test_another_sub_funds_part_of_a_schedule_bounds_nothing() -> None:
    text = (
        "APPENDIX III — BORROWING AND CONCENTRATION\n"
        "Section 1 (Northgate Euro Bond Fund): no single issuer above 3 per cent.\n"
        "Section 2 (the Fund): no single issuer above 8 per cent.\n"
        "Section 3 (each sub-fund): borrowing only on a temporary basis."
    )
    bound = _one(_bounds(text), "max_position_weight")
    assert bound.high == 0.08


def test_a_part_headed_by_the_subject_keeps_its_bounds() -> None:
    text = (
        "Part I — this Portfolio: issuer exposure may not exceed 6 per cent.\n"
        "Part II — Halvard Growth Portfolio: issuer exposure may not exceed 9 per cent."
    )
    bound = _one(_bounds(text), "max_position_weight")
    assert bound.high == 0.06


def test_a_defined_terms_meaning_is_read_although_it_is_a_definition() -> None:
    text = '"Cash Band" means, in respect of cash held by the Fund, 1.5 to 4.5 per cent (both '
    text += "inclusive)."
    bound = _one(_bounds(text), "cash_weight")
    assert bound.kind == "range"
    assert (bound.low, bound.high) == (0.015, 0.045)
