"""The causes batches ZS and ZT's provenance kind showed, each read in general: constructions
written here, in no batch, guarded both ways (the limit beside the decoy is still stated).

* a pointer back ("that version was revoked") in a bracketed sentence of its own, after another
  figure, disowns that nearer figure, not the one before it (`provenance._nearer_figure`);
* a request reported as asked for ("Trading requested that we lift the cap to 9 %") and
  refused ("Compliance: no.") is not in force (`provenance.refused`);
* a risk table's column headed by a reading time and a short date ("COB 30-Jun") beside the
  limit's column is a reading (`monitored_levels`);
* a figure others are said to run, beside the account's own asked for or given ("Other houses
  go up to 3x; what's your number?" "Our reply: 2x") is theirs (`peer_statistics`);
* where a digital-asset fund's coins sit (one exchange, hot wallets) is a limit of its own,
  its stablecoins are its cash (`limit_lexicon_digital`), and a stablecoin is no stability
  asked for (`intent`);
* a labelled line whose label defines its measure with a figure ("(P&L of a 1 bp shift)") is
  still a labelled line (`field_labels`), and a limit whose subject no vocabulary knows is
  read by its own words against its list's labels (`provenance._worded_sibling`);
* "one" of "a one-page summary" is no number (`colloquial_numbers`).
"""

from __future__ import annotations

from quantward_validation.colloquial_numbers import compound_ones
from quantward_validation.field_labels import line_label
from quantward_validation.intent import asked
from quantward_validation.limits import subject_of
from quantward_validation.monitored_levels import not_a_limit_column
from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.provenance import refused
from quantward_validation.testing import provenance_problems

# --- a pointer back after a nearer figure -------------------------------------------------------

_CHARTER = (
    "The charter caps gross exposure at 2x. (The 2019 charter set 3.5x; that version was revoked.)"
)


def test_a_pointer_back_disowns_the_nearer_figure_only() -> None:
    assert not provenance_problems(
        _CHARTER, name="max_gross_exposure", value=2.0, words="2x", unit="multiple"
    )


def test_the_nearer_figure_is_still_disowned() -> None:
    assert provenance_problems(
        _CHARTER, name="max_gross_exposure", value=3.5, words="3.5x", unit="multiple"
    )


# --- a reported request refused ------------------------------------------------------------------

_REQUEST = (
    "Trading requested that we lift the issuer cap to 9 % for the index event. Compliance: no. "
    "The cap stays 6 %."
)


def test_a_reported_request_refused_is_not_in_force() -> None:
    start = _REQUEST.index("9 %")
    assert refused(_REQUEST, start, start + 3)
    assert provenance_problems(_REQUEST, name="max_position_weight", value=0.09, words="9 %")


def test_the_limit_kept_after_a_refused_request_is_stated() -> None:
    assert not provenance_problems(_REQUEST, name="max_position_weight", value=0.06, words="6 %")


def test_a_request_granted_stays_in_force() -> None:
    text = "Trading requested that we lift the issuer cap to 9 %. Approved by the board."
    start = text.index("9 %")
    assert not refused(text, start, start + 3)


# --- a risk table's column dated by a reading time ------------------------------------------------

_COB = "| Check | COB 30-Jun | Limit |\n|---|---|---|\n| Sector weight | 18 % | ≤ 25 % |"


def test_a_column_headed_by_a_reading_time_and_date_is_a_reading() -> None:
    start = _COB.index("18 %")
    assert not_a_limit_column(_COB, start, start + 4) is not None
    assert provenance_problems(_COB, name="max_sector_weight", value=0.18, words="18 %")


def test_the_limit_beside_a_reading_time_column_is_stated() -> None:
    assert not provenance_problems(_COB, name="max_sector_weight", value=0.25, words="25 %")


# --- what peers run, beside our own ---------------------------------------------------------------

_SURVEY = "Consultant survey: 'Other houses go up to 3x gross; what's your number?' Our reply: 2x."


def test_what_other_houses_run_beside_our_own_is_theirs() -> None:
    start = _SURVEY.index("3x")
    assert of_peer_group(_SURVEY, start, start + 2)
    assert provenance_problems(
        _SURVEY, name="max_gross_exposure", value=3.0, words="3x", unit="multiple"
    )


def test_our_own_figure_after_the_peers_is_stated() -> None:
    assert not provenance_problems(
        _SURVEY, name="max_gross_exposure", value=2.0, words="2x", unit="multiple"
    )


def test_what_peers_run_without_our_own_beside_it_is_left_alone() -> None:
    text = "Competitors run gross at 3x these days."
    start = text.index("3x")
    assert not of_peer_group(text, start, start + 2)


# --- where the coins sit, and the stablecoin cash -------------------------------------------------


def test_a_venue_or_a_wallet_is_a_limit_of_its_own() -> None:
    assert subject_of("maxExchangeBalance") == "max_venue_exposure"
    assert subject_of("per-venue cap") == "max_venue_exposure"
    assert subject_of("cold and hot wallet split") == "max_hot_wallet_weight"


def test_a_stablecoin_reserve_is_the_cash_floor() -> None:
    assert subject_of("stablecoinReserveMin") == "cash_weight"
    assert subject_of("the stable coin reserve") == "cash_weight"


def test_an_exchange_traded_fund_or_rate_is_no_venue() -> None:
    assert subject_of("exchange-traded notes cap") != "max_venue_exposure"
    assert subject_of("exchange rate band") != "max_venue_exposure"


_COINS = "Custody policy\n  Per-venue cap: 20%\n  Single-coin limit: 10%"


def test_a_coin_cap_is_not_the_venue_cap() -> None:
    assert provenance_problems(_COINS, name="maxVenueShare", value=0.10, words="10%")
    assert not provenance_problems(_COINS, name="maxVenueShare", value=0.20, words="20%")


def _objective(text: str) -> str | None:
    found = asked(text)
    return None if found is None else found.objective


def test_a_stablecoin_reserve_asks_for_no_stability() -> None:
    assert _objective("Rebalance the book; the stablecoin reserve is still with the IC.") != (
        "min_risk"
    )
    assert _objective("Rebalance the book and keep it as stable as you can.") == "min_risk"


# --- a label that defines its measure with a figure -----------------------------------------------

_GREEKS = "Desk limits\n  Rho limit (P&L of a 1 bp shift): 0.2%\n  Theta per day (maximum): 0.05%"


def test_a_label_with_a_figure_in_its_aside_is_a_label() -> None:
    start = _GREEKS.index("0.2%")
    assert line_label(_GREEKS, start) == "Rho limit (P&L of a 1 bp shift)"


# --- a limit no vocabulary knows, read by its own words -------------------------------------------

_LOCKUPS = "Liquidity terms\n  Share in lockups (maximum): 0.4%\n  Turnover ceiling: 0.9%"


def test_an_unknown_limit_cited_from_another_known_line_is_not_stated() -> None:
    problems = provenance_problems(
        _LOCKUPS, name="maxLockupShare", value=0.009, words="0.9%", unit="fraction"
    )
    assert problems
    assert "Turnover ceiling" in problems[0]


def test_an_unknown_limit_cited_from_its_own_line_is_stated() -> None:
    assert not provenance_problems(
        _LOCKUPS, name="maxLockupShare", value=0.004, words="0.4%", unit="fraction"
    )


# --- "one" of a document's kind -------------------------------------------------------------------


def test_a_one_page_summary_counts_nothing() -> None:
    assert compound_ones("Terms (one-page summary for the board)")
    assert compound_ones("the one-pager")
