"""Mandate bounds a plan limit is read against, in registers no batch was written in (issue 18,
session 27's mandate-breach cases of ZZY, ZZZ and ZZZA): a subject is the limit's head noun with
its qualifiers, in its unit family, and a count or multiple is a bound like a share.
"""

from __future__ import annotations

from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"covenants": {"c_3": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_name_in_another_unit_family_than_its_vocabulary_subject_is_read_by_its_words() -> None:
    # a shipping bank's liquidity cover is a multiple of what is due, not a cash weight
    text = (
        "The Borrower shall keep liquidity cover (cash plus undrawn facilities against newbuild "
        "instalments) at a minimum of 1.3 times."
    )
    assert _bounds(text, "minLiquidityCoverTimes") == [("floor", 1.3, None)]
    assert _bounds(text, "minLiquidityMultiple") == [("floor", 1.3, None)]


def test_a_whole_number_of_what_its_words_name_bounds_a_count_limit() -> None:
    # a timber fund's diversification: a count of estates, said by the noun again or by "number"
    repeated = "The Fund keeps separately owned estates in the portfolio at 15 estates or more."
    assert _bounds(repeated, "minEstateCount") == [("floor", 15.0, None)]
    numbered = "Number of distinct timber estates held: ≥ 12 (tested at each acquisition)."
    assert _bounds(numbered, "min_distinct_estates") == [("floor", 12.0, None)]
    # a bare figure of another thing ("Clause 14", "8 foresters") bounds no count
    assert not _bounds("Clause 14: the Fund employs at least 8 foresters.", "minEstateCount")


def test_one_of_whatever_the_book_holds_said_with_its_share_is_a_position() -> None:
    # a shipping fund's one vessel, an orchard fund's one grower: a single holding's weight
    vessel = "The Partnership limits any one vessel's share of committed capital to 12%."
    assert _bounds(vessel, "max_single_vessel_weight") == [("ceiling", None, 0.12)]
    grower = "RESOLVED, that the exposure to any one grower be no more than 9 per cent."
    assert _bounds(grower, "maxOneGrowerShare") == [("ceiling", None, 0.09)]


def test_where_a_dispute_is_heard_is_a_jurisdiction() -> None:
    # an insolvency-claims fund's concentration by tribunal or forum
    text = "Claims heard by any one tribunal: at most 35% of invested capital."
    assert _bounds(text, "max_single_forum_weight") == [("ceiling", None, 0.35)]
    assert _bounds(text, "courtConcentrationCap") == [("ceiling", None, 0.35)]


def test_what_is_not_yet_built_or_producing_is_the_development_bucket() -> None:
    # a renewables fund's plants not yet in operation, a biotech royalty book's pre-operational
    plants = "Plants that are yet to reach commercial operation: at most 20% of NAV."
    assert _bounds(plants, "maxDevelopmentShare") == [("ceiling", None, 0.2)]
    stage = "The pre-operational bucket (projects under permitting) is capped at 15%."
    assert _bounds(stage, "max_pre_operational_weight") == [("ceiling", None, 0.15)]


def test_a_negation_inside_a_relative_clause_qualifies_the_subject_not_the_side() -> None:
    # a shipping bank's undelivered hulls: "not" says which vessels, "at or below" the side
    text = "Newbuild hulls that have not been delivered remain at or below 30% of the book."
    assert _bounds(text, "maxUndeliveredHullShare") == [("ceiling", None, 0.3)]
    # ... while the main clause's own negation still turns its comparative
    main = "Hull loans that do not amortise may not be more than 25% of the book."
    assert _bounds(main, "maxBulletHullLoanShare") == [("ceiling", None, 0.25)]


def test_a_band_asked_for_and_its_consent_withheld_gives_no_room() -> None:
    text = (
        "Minutes: the manager asked for leeway to set any one grower's share anywhere from "
        "3 percent to 6 percent. Approval withheld: the cap remains 6 percent for now."
    )
    assert _bounds(text, "max_single_grower_weight") == [("range", 0.06, 0.06)]


def test_a_metals_gold_equivalent_ounces_are_no_geography() -> None:
    # a PGM royalty trust's palladium share of its gold-equivalent ounces
    text = "Palladium ounces as a proportion of attributable GEOs: no more than 20%."
    assert _bounds(text, "maxPalladiumGeoShare") == [("ceiling", None, 0.2)]
