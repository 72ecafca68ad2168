"""A period dated by the level another named quantity reached (batch ZZW's numbers), in a
timberland fund's words: "between Q1 2021 and Q2 2022, when lumber futures topped 1,600" gives
the futures' level, not a figure of the cited item (`numbers.other_levels_blanked`)."""

from __future__ import annotations

from quantward_validation.numbers import other_levels_blanked


def test_another_quantitys_level_is_blanked() -> None:
    text = (
        "Stumpage income rose 12% between Q1 2021 and Q2 2022, when the CME Lumber hit 1,600 [1]."
    )
    out = other_levels_blanked(text, {"stumpage_income"})
    assert "1,600" not in out
    assert "12%" in out
    assert len(out) == len(text)
    assert "1,600" not in other_levels_blanked(
        "Harvest margin fell 3 points until Brent traded above $120 [1].", {"harvest_margin_pct"}
    )


def test_a_cited_fields_own_level_is_kept() -> None:
    # "NOI" is the cited field's acronym, and a lower-case subject is no proper name
    for text in (
        "Occupancy rose as NOI topped 410 [1].",
        "Occupancy rose as net operating income topped 410 [1].",
    ):
        assert "410" in other_levels_blanked(text, {"net_operating_income"})


def test_a_bracket_of_another_quantitys_figures_is_blanked() -> None:
    text = "Stumpage income rose 12% since the 2018 trough (PPI 212, p=0.04) [1]."
    out = other_levels_blanked(text, {"stumpage_income"})
    assert "212" not in out
    assert "0.04" not in out
    assert "12%" in out
    # the cited field's own figure in brackets, or a bracket of unlabelled figures, is judged
    kept = "Occupancy rose (NOI 410) [1]; harvest margin (12%) held."
    assert other_levels_blanked(kept, {"net_operating_income"}) == kept
