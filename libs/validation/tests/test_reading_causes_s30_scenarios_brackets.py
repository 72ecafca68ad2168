"""Mandate readings mended in session thirty, in words no batch uses (an insurer's ALM limits, a
water utility's reserve policy, a foundation's spending rule): the size of a stress scenario is
no level, a level written alone in brackets after its operator is one, and a decimal said in
words with its digits in brackets is one figure."""

from __future__ import annotations

from quantward_validation.bracketed_levels import unbracketed_levels
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.quantities import quantities
from quantward_validation.scenario_sizes import scenario_sizes


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"alm_policy": {"limit_3": text}}, [])
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def _sized(text: str) -> list[str]:
    found = list(quantities(text))
    starts = scenario_sizes(text, found)
    return [q.text for q in found if q.start in starts]


def test_a_shock_named_after_its_size_is_no_level() -> None:
    assert _sized("Surplus loss in the -250 bp rate shock: no more than 12%.") == ["-250 bp"]
    assert _sized("Economic value lost in a 150bp parallel rate shift, capped at 8%.") == ["150bp"]


def test_the_ends_of_a_range_of_shocks_are_sizes() -> None:
    assert _sized("Earnings are measured under rate shocks of -200 to +300 bp.") == [
        "-200",
        "+300 bp",
    ]


def test_a_signed_move_in_basis_points_sizes_the_scenario_its_sentence_names() -> None:
    assert _sized("The post-shock capital ratio at +200 bp stays at or above 7%.") == ["+200 bp"]


def test_a_level_in_basis_points_without_a_scenario_is_read() -> None:
    assert _sized("Tracking error shall not exceed 150 bp.") == []
    # ... nor is an unsigned level beside a scenario's words
    assert _sized("In every scenario the spread cap is 90 bps over swaps.") == []


def test_a_scenario_floor_keeps_its_own_level_not_the_shocks_size() -> None:
    text = "The post-shock surplus ratio at +200 bp shall not fall below 7 percent."
    assert _bounds(text, "min_post_shock_surplus_ratio") == [("floor", 0.07, None)]


def test_a_level_alone_in_brackets_after_its_operator_is_read() -> None:
    text = "the surplus decline in a +100 bp shock shall not exceed (12.5%)."
    assert _bounds(text, "max_surplus_decline_up100") == [("ceiling", None, 0.125)]


def test_brackets_are_opened_only_after_a_word_that_bounds_a_level() -> None:
    assert unbracketed_levels("Reserve drawdown: limit (15%).") == "Reserve drawdown: limit  15% ."
    # a gloss of a number said in words, and a table's cell after a noun, stay bracketed
    assert unbracketed_levels("at most ten percent (10%)") == "at most ten percent (10%)"
    assert unbracketed_levels("Bonds (40%) and equities (60%)") == "Bonds (40%) and equities (60%)"


def test_a_decimal_said_in_words_and_glossed_in_digits_is_one_figure() -> None:
    text = "from six point two five percent (6.25%) to nine percent (9%)"
    assert [(q.value, q.form) for q in quantities(text)] == [(6.25, "percent"), (9.0, "percent")]
    # ... a gloss of another figure is kept apart
    other = "six point two five percent (7%)"
    assert [q.value for q in quantities(other)] == [6.25, 7.0]


def test_a_range_said_in_words_with_decimal_glosses_bounds_the_limit() -> None:
    text = (
        "The trustees may set the maximum for any single grantee at any level from six point "
        "two five percent (6.25%) to nine percent (9%)."
    )
    assert ("range", 0.0625, 0.09) in _bounds(text, "max_single_grantee_weight")


def test_a_level_said_of_every_scenario_is_no_size() -> None:
    assert _sized("The surplus loss shall not exceed 10% in any scenario.") == []
    assert _sized("Losses capped at 6% under the worst scenario.") == []


def test_both_ends_of_a_range_in_brackets_are_read() -> None:
    assert unbracketed_levels("Surplus at risk: (12%) - (20%)") == "Surplus at risk:  12%  -  20% "
    text = "the drop in surplus may be set anywhere within the (12%) to (20%) range."
    assert ("range", 0.12, 0.2) in _bounds(text, "max_surplus_drop")


def test_a_level_set_at_a_bracketed_figure_is_read() -> None:
    text = "The limit for the surplus drop in a -100 bp shock is set at (14.0%)."
    assert [(low, high) for _, low, high in _bounds(text, "max_surplus_drop_down100")] == [
        (0.14, 0.14)
    ]
