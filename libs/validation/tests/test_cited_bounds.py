"""The one level a cited clause writes on a limit's side (`cited_bounds`), in a shipping bank's
and a hospital foundation's words."""

from __future__ import annotations

from quantward_validation.cited_bounds import breached, cited_bound


def test_the_operator_gives_the_side_whatever_the_subject_is_called() -> None:
    text = "Covenant 9: the fleet's charter-cover ratio shall be no less than 135% of debt service."
    found = cited_bound(text, "floor", "multiple")
    assert found is not None
    assert abs(found.value - 1.35) < 1e-9
    assert breached(1.1, found)
    assert not breached(1.5, found)


def test_a_limit_noun_or_a_bare_comparative_before_the_figure_sets_its_side() -> None:
    assert cited_bound(
        "Vessel age (years since delivery): ceiling 4 per cent.", "ceiling", "fraction"
    )
    found = cited_bound("Bunker hedges shall be below 5.00% of NAV.", "ceiling", "fraction")
    assert found is not None
    assert abs(found.value - 0.05) < 1e-9
    assert (
        cited_bound("Bunker hedges shall not be below 5.00% of NAV.", "ceiling", "fraction") is None
    )


def test_a_figure_in_a_gloss_of_the_subject_bounds_nothing() -> None:
    text = "The reserve sleeve (bills of more than 90 days excluded) at least 18 pct."
    found = cited_bound(text, "floor", "fraction")
    assert found is not None
    assert abs(found.value - 0.18) < 1e-9


def test_two_levels_on_the_same_side_name_two_limits_and_give_none() -> None:
    text = "Any one charterer at most 20 %; any one shipyard at most 15 %."
    assert cited_bound(text, "ceiling", "fraction") is None


def test_a_count_is_read_only_from_a_bare_number() -> None:
    found = cited_bound("Panel: the number of distinct lenders >= 6 banks.", "floor", "count")
    assert found is not None
    assert found.value == 6
    assert cited_bound("Panel: lenders >= 6%.", "floor", "count") is None


def test_a_figure_of_another_limit_the_vocabulary_knows_is_not_the_plans() -> None:
    # a whole policy section cited for a turnover cap: its one ceiling is the cash limit's
    text = (
        "Section 5. Leverage is not permitted. Cash holdings shall not exceed 7% of the fund "
        "except in the week of a capital call."
    )
    assert cited_bound(text, "ceiling", "fraction", "maxTurnover") is None
    found = cited_bound(text, "ceiling", "fraction", "cashCap")
    assert found is not None
    assert abs(found.value - 0.07) < 1e-9
    # ... and a figure whose words name no limit of the vocabulary is still read as the plan's
    assert cited_bound("Orchard replanting spend: no more than 7%.", "ceiling", "fraction", "x")
    # ... nor a figure whose sentence says the plan limit's own words, whatever else it names
    said = "Each holding's share of the index's free float shall not exceed 3%."
    assert cited_bound(said, "ceiling", "fraction", "maxFreeFloatShare")
