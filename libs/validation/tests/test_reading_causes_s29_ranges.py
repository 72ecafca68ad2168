"""Range readings mended in session twenty-nine (range assumptions), in words no batch uses: a
hospital foundation's endowment and a shipping bank's treasury."""

from __future__ import annotations

from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.sole_bands import sole_band


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"endowment_policy": {"section_5": text}}, [])
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_band_shown_in_last_years_paper_is_granted_now() -> None:
    # "last year's survey" dates the paper the band was shown in, not the band
    text = (
        "The endowment policy lets the treasurer set the cap on cash anywhere in the 4-9% range "
        "shown in last year's consultant survey."
    )
    assert _bounds(text, "max_cash_weight") == [("range", 0.04, 0.09)]
    # ... while last year's rules are an earlier version of them
    old = "Last year's endowment policy capped cash at 8%; the cap is now 10%."
    assert _bounds(old, "max_cash_weight") == [("ceiling", None, 0.1)]


def test_a_band_asked_for_and_not_backed_gives_no_room() -> None:
    refused = (
        "ALCO minutes: the treasurer's request for a 10-15% range on the maximum for illiquid "
        "assets was not backed by the board; the current figure stands until the next ALCO."
    )
    assert ("range", 0.1, 0.15) not in _bounds(refused, "max_illiquid_weight")
    backed = (
        "ALCO minutes: the treasurer's request for a 10-15% range on the maximum for illiquid "
        "assets was endorsed; the treasurer sets the level within it."
    )
    assert _bounds(backed, "max_illiquid_weight") == [("range", 0.1, 0.15)]


def test_a_band_the_writer_is_not_taking_up_leaves_the_level_kept() -> None:
    kept = (
        "Board chair on Slack: cap on tracking error stays 150bp. we are not doing a 150-250bp band"
    )
    assert [high for _, _, high in _bounds(kept, "max_tracking_error")] == [0.015]
    # ... the band refused by "no" with its figures in their unit
    refused = "Cap on tracking error stays at 150bp. no 150-250bp band, not this year"
    assert [high for _, _, high in _bounds(refused, "max_tracking_error")] == [0.015]
    granted = "Board chair on Slack: cap on tracking error is your call, anything 150-250bp"
    assert _bounds(granted, "max_tracking_error") == [("range", 0.015, 0.025)]


def test_a_band_of_counts_says_its_noun_once_after_both_ends() -> None:
    # a number of what no vocabulary knows, in a chat line and in a delegation table
    chat = "Credit chair: floor on vessels in the loan book - your call, anywhere 40-60 vessels"
    assert _bounds(chat, "min_financed_vessels") == [("range", 40.0, 60.0)]
    table = (
        "| Limit | Desk band | Who signs |\n|---|---|---|\n"
        "| Floor on vessels in the loan book | 40 to 60 financed vessels | Desk head |"
    )
    assert _bounds(table, "min_financed_vessels") == [("range", 40.0, 60.0)]
    # ... and of the number of holdings the vocabulary knows
    names = "The treasurer may run the minimum number of holdings at any level in 25-40 names."
    assert _bounds(names, "min_holdings_count") == [("range", 25.0, 40.0)]


def test_a_figure_named_as_a_beta_is_a_measure_not_a_count() -> None:
    said = "The committee lets the treasurer choose the cap on fund beta within 0.7-1.2 beta."
    assert _bounds(said, "max_portfolio_beta") == [("range", 0.7, 1.2)]
    table = (
        "| Limit | Treasurer's band | Who signs |\n|---|---|---|\n"
        "| Cap on fund beta | 0.7 to 1.2 beta | Treasurer |"
    )
    assert _bounds(table, "max_portfolio_beta") == [("range", 0.7, 1.2)]


def test_a_level_a_body_fixes_in_a_row_not_delegated_is_held() -> None:
    row = (
        "| Limit | Desk band | Delegate |\n|---|---|---|\n"
        "| Maximum sector weight | 10-15 per cent (broker guidance only) | Not delegated: ALCO "
        "fixes 10 per cent |"
    )
    assert ("range", 0.1, 0.1) in _bounds(row, "max_sector_weight")
    # ... while a row that delegates the band holds no level
    delegated = (
        "| Limit | Desk band | Delegate |\n|---|---|---|\n"
        "| Maximum sector weight | 10-15 per cent | Head of desk (ALCO-delegated) |"
    )
    assert _bounds(delegated, "max_sector_weight") == [("range", 0.1, 0.15)]


def test_shares_named_by_their_market_are_the_equity_bucket() -> None:
    # a foundation's "global shares" is its equity allocation, as "global equities" is
    assert subject_of("globalSharesCeiling") == "max_equity_weight"
    assert subject_of("max_uk_shares_per_issuer") == "max_position_weight"
    row = (
        "| Limit | Band | Delegate |\n|---|---|---|\n"
        "| Maximum for the endowment's weight in global equities | 30-45% | Treasurer "
        "(Board-delegated) |"
    )
    assert _bounds(row, "globalSharesCeiling") == [("range", 0.3, 0.45)]


def test_people_named_by_their_sector_name_no_sector() -> None:
    # the sector leads are who runs the limit; the band is the one company's, which the plan's
    # one cap takes by elimination (`sole_bands`), not a sector's
    text = (
        "Fine for the sector leads to run the maximum for any one Oslo-listed company anywhere "
        "from 2 to 4%."
    )
    assert "max_sector_weight" not in {m[2] for m in subject_mentions(text)}
    found = clauses({"endowment_policy": {"section_5": text}}, [])
    band = sole_band(found, "max_single_stock_weight", ["max_single_stock_weight"])
    assert [(b.low, b.high) for b in band] == [(0.02, 0.04)]
    assert _bounds("The sector cap is 20%.", "max_sector_weight") == [("ceiling", None, 0.2)]


def test_the_level_said_to_stand_after_a_band_not_backed_is_the_limit() -> None:
    text = (
        "ALCO minutes: the treasurer's request for a 10-15% range on the maximum for illiquid "
        "assets was not backed; 10% stands until the next ALCO."
    )
    assert _bounds(text, "max_illiquid_weight") == [("ceiling", None, 0.1)]
