"""The causes batches ZS (digital-asset funds) and ZT (options desks) showed in their range
assumptions, read in general: constructions written here, in no batch, guarded both ways.

Causes: a band delegated on a subject no register named (an options book's vega and the premium
its long options put at risk; a token fund's hot-wallet share and its exposure to one venue)
bounded another subject, or none, so a plan inside it was revised and one outside it asked
about; a band given in a sentence of its own as someone's room ("1x to 2x is your box") had no
subject; a band refused beside the level it stands by (a limit at its end, a level "kept" after
an ask refused, "not any number you like between", "discussed and rejected") still left room
under that level; an aside that sums a subject's parts ("(balances plus posted margin)") gave
the figure to a part; an adjective in -ing read as a gerund head ("premium outstanding is");
a chat copied with its app's tag ("[WA] Ana: …") had no turns.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.limits import subject_of
from quantward_validation.transcripts import turns

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="charter", rounded=True)


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("vega_cap_bp", "max_vega"),
        ("netVegaLimit", "max_vega"),
        ("P&L per implied vol point", "max_vega"),
        ("option premium at risk", "max_premium_at_risk"),
        ("premium paid for long puts", "max_premium_at_risk"),
        ("hot-wallet balance", "max_hot_wallet_weight"),
        ("hotWalletMaxPct", "max_hot_wallet_weight"),
        ("exposure to any one crypto exchange", "max_venue_exposure"),
        ("venueConcentrationCap", "max_venue_exposure"),
        ("the book in each underlying", "max_position_weight"),
        ("per-underlying exposure cap", "max_position_weight"),
    ],
)
def test_desk_subjects_are_their_own(name: str, subject: str) -> None:
    assert subject_of(name) == subject, name


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("the equity risk premium", None),
        ("the term premium", None),
        ("the underlying fund", None),
        ("foreign exchange exposure", "max_currency_exposure"),
        ("target_volatility", "target_volatility"),
        ("max_net_exposure", "max_net_exposure"),
    ],
)
def test_other_premiums_and_exchanges_are_not_desk_subjects(name: str, subject: str) -> None:
    assert subject_of(name) == subject, name


def test_a_vega_band_bounds_vega_in_basis_points() -> None:
    text = "Vega per vol point is capped at 0.3 % of NAV."
    assert _bounds(text) == [("max_vega", "ceiling", None, 30.0)]


def test_an_adjective_in_ing_is_no_gerund_head() -> None:
    text = "Total option premium outstanding must stay below 4 % of NAV."
    assert _bounds(text) == [("max_premium_at_risk", "ceiling", None, 0.04)]


def test_an_aside_summing_parts_leaves_the_figure_to_its_subject() -> None:
    text = "Exchange exposure (spot balances plus collateral posted) may not exceed 25 %."
    assert _bounds(text) == [("max_venue_exposure", "ceiling", None, 0.25)]


def test_a_band_named_as_someones_room_is_of_the_subject_before() -> None:
    text = "Cash is at your discretion. 2 % to 6 % is the desk's lane."
    assert _bounds(text) == [("cash_weight", "range", 0.02, 0.06)]


@pytest.mark.parametrize(
    ("text", "subject", "level"),
    [
        # a cap at the end of a band denied as room, said the sentence before
        (
            "The sector cap is 30 %. The 15 %–30 % band in the annex is a monitoring aid, not "
            "a range the manager may pick from.",
            "max_sector_weight",
            0.3,
        ),
        # ... or in the same sentence, joined by a unit's full stop
        (
            "The sector cap is 30 pct. The 15 pct–30 pct band in the annex is a monitoring "
            "aid, not a range the manager may pick from.",
            "max_sector_weight",
            0.3,
        ),
        # a level kept as a limit after an ask the next sentence refuses
        (
            "The PM asked for latitude on sector weight between 15 % and 25 %. Refused; the "
            "sector limit stays at 25 %.",
            "max_sector_weight",
            0.25,
        ),
        # ... the ask's figure ending on a unit's full stop
        (
            "Risk committee, minute 4: the desk asked for leeway on the sector weight between "
            "10 pct and 20 pct. Refused; the limit stays at 20 pct.",
            "max_sector_weight",
            0.2,
        ),
        # any value of the band refused beside the level
        (
            "Cash is not yours to set. It is 5 %, not any level you fancy between 2 % and 5 %.",
            "cash_weight",
            0.05,
        ),
        # a band talked over and then rejected
        (
            "Issuer weight stays at 8 %; a 4 %–8 % range was debated and then rejected.",
            "max_position_weight",
            0.08,
        ),
    ],
)
def test_a_refused_band_leaves_its_level_held_exactly(
    text: str, subject: str, level: float
) -> None:
    assert _bounds(text) == [(subject, "range", level, level)], text


@pytest.mark.parametrize(
    "text",
    [
        "The sector cap is 30 %. The 15 %–30 % band in the annex is the manager's to choose from.",
        "The sector cap is 30 %. The 15 %–25 % band in the annex is a monitoring aid, not a "
        "range the manager may pick from.",
        "The PM asked for latitude on sector weight between 15 % and 25 %. Granted; the "
        "sector limit stays at 25 %.",
    ],
)
def test_a_granted_band_or_another_level_is_no_held_point(text: str) -> None:
    assert not any(b[1] == "range" and b[2] == b[3] for b in _bounds(text)), text


def test_a_chat_with_its_apps_tag_has_turns() -> None:
    text = "[WA] Ana: can we go to 12 % in tech?\nBen: no, 10 % stays."
    assert [t.speaker for t in turns(text)] == ["ana", "ben"]


def test_a_statement_may_name_the_base_it_is_counted_against() -> None:
    text = "Option premium still outstanding against NAV is 2 %."
    assert _bounds(text) == [("max_premium_at_risk", "target", 0.02, 0.02)]
