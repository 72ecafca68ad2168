"""The blind batch ZZK (a business development company under the 1940 Act) showed, each read in
general: constructions written here, in no batch, guarded both ways.

A BDC's limits were no vocabulary's subjects, or the wrong ones: asset coverage and PIK income
were nothing, the first-lien floor a position, junior capital ("second lien and equity") the
equity sleeve, the non-qualifying basket nothing, and leverage said as debt over equity ("net
leverage (D/E)", "debt-to-equity (net of cash)") a net exposure (`limit_lexicon_bdc`). A ratio a
credit agreement writes with the decimals of its one ("1.75 to 1.00") was a range from 1.00 up,
so a floor at its figure sat at the range's upper end (`quantities`). A blackline against a
draft named by whose it is ("against the Agent's draft") was read as the draft itself
(`polarity`). A peer group named by its collective noun ("the comp set runs it at …") was no
peer's figure (`peer_statistics`), a vehicle said to have closed in a clause of its own ("but
that trust has since been dissolved") no former vehicle (`this_vehicle`), and a band said to be
only an "early-warning level", its alert word hyphenated, stayed room (`alert_bands`).
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation.checks import failures
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import quantities

Unit = Literal["fraction", "multiple"]


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("assetCoverFloor", "min_asset_coverage"),
        ("the ACR under Section 18", "min_asset_coverage"),
        ("asset coverage of senior securities representing indebtedness", "min_asset_coverage"),
        ("1st-lien term loans", "min_first_lien_weight"),
        ("minFirstLienShare", "min_first_lien_weight"),
        ("second-lien and equity investments combined", "max_junior_capital_weight"),
        ("mezzanine + equity co-investments", "max_junior_capital_weight"),
        (
            "the junior sleeve (second lien, mezzanine, preferred and common)",
            "max_junior_capital_weight",
        ),
        ("assets other than qualifying assets", "max_non_qualifying_weight"),
        ("nonQaBasketMax", "max_non_qualifying_weight"),
        ("qualifying investments under the 55(a) rule", "min_qualifying_weight"),
        ("interest paid in kind as a share of revenue", "max_pik_income_share"),
        ("maxPikShare", "max_pik_income_share"),
        ("the company's debt/equity ratio", "max_gross_leverage"),
        ("max_net_debt_to_equity", "max_gross_leverage"),
        ("maxDebtEquityRatio", "max_gross_leverage"),
    ],
)
def test_a_bdcs_limits_are_subjects_of_their_own(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("first-lien last-out tranches", "max_second_lien_weight"),
        ("2L term loans", "max_second_lien_weight"),
        ("second-lien loans", "max_second_lien_weight"),
        ("net exposure", "max_net_exposure"),
        ("gross leverage", "max_gross_leverage"),
        ("collateral coverage of loaned securities", "min_collateral_cover"),
        ("PIK-toggle notes", None),
    ],
)
def test_the_clean_twins_keep_their_subjects(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def _named(text: str) -> set[str]:
    return {name for _, _, name in subject_mentions(text)}


def test_leverage_defined_as_debt_over_equity_is_no_net_exposure() -> None:
    assert _named("net leverage (debt/equity) is held to 1.1x") == {"max_gross_leverage"}
    assert _named("debt to equity (net of cash on hand) at most 1.1x") == {"max_gross_leverage"}
    # ... while a net exposure said plainly stays one
    assert _named("net leverage of the long/short book at most 40 %") == {"max_net_exposure"}
    assert _named("net exposure (net of index futures) at most 40 %") == {"max_net_exposure"}


def test_a_ratio_written_with_the_decimals_of_its_one_is_one_multiple() -> None:
    found = [(q.value, q.form) for q in quantities("debt service cover of 1.35 to 1.00 at least")]
    assert found == [(1.35, "multiple")]
    assert [(q.value, q.form) for q in quantities("a 2.5:1.0 cap")] == [(2.5, "multiple")]
    # a change from one level to another is two levels, and an ascending pair a range
    assert [q.value for q in quantities("lowered from 1.5 to 1.0 last year")] == [1.5, 1.0]
    assert [q.value for q in quantities("anywhere from 0.75 to 1.00")] == [0.75, 1.0]


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"credit_agreement": {"article_7": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_coverage_covenant_with_a_ratio_to_one_is_a_floor() -> None:
    text = "The Borrower shall maintain asset coverage of not less than 1.75 to 1.00 at all times."
    assert _bounds(text, "acr_min") == [("floor", 1.75, None)]
    text = "Junior capital (second lien plus equity) shall not exceed 12.5 % of total assets."
    assert _bounds(text, "max_second_lien_and_equity_weight") == [("ceiling", None, 0.125)]
    assert _bounds(text, "max_second_lien_weight") == []


@pytest.mark.parametrize(
    "text",
    [
        "Trustees hold gross leverage at 1.5x. The 1.2x–1.5x corridor is merely the "
        "early-warning threshold sent to the CIO.",
        "Gross leverage is fixed at 1.5x. The 1.2x–1.5x band is just an amber-alert level for "
        "the risk team; it grants no discretion.",
    ],
)
def test_a_band_only_an_early_warning_level_leaves_the_fixed_point(text: str) -> None:
    assert (1.2, 1.5) not in [(low, high) for _, low, high in _bounds(text, "max_gross_leverage")]
    assert _bounds(text, "max_gross_leverage")[0][1:] == (1.5, 1.5)


def test_a_band_left_to_the_adviser_stays_room() -> None:
    text = "The Board set gross leverage at 1.5x. The 1.2x–1.5x range is the adviser's to use."
    assert ("range", 1.2, 1.5) in _bounds(text, "max_gross_leverage")


def _holds(text: str, name: str, value: float, unit: Unit, cited: str) -> bool:
    messages = [UserMessage(message_id="msg_bdc00001x", text=text)]
    at = text.index(cited)
    contract = ResearchContractBody(
        interpretation="a lender's portfolio weights",
        objective="the best return per unit of risk",
        constraints=(
            Constraint(
                name=name,
                value=value,
                provenance="user_message",
                provenance_ref="msg_bdc00001x",
                unit=unit,
                rationale="as stated",
                span={"start": at, "end": at + len(cited)},
            ),
        ),
    )
    return not failures(validate_provenance(contract, messages, None))


def test_a_floor_cited_as_a_ratio_to_one_holds() -> None:
    text = "Under the indenture, asset coverage must stay at or above 1.75 to 1.00."
    assert _holds(text, "acrFloor", 1.75, "multiple", "1.75 to 1.00")
    # ... and a figure of another BDC subject cited for it does not
    text = "Policy summary: qualifying investments 70 %; first-lien loans at least 55 %."
    assert not _holds(text, "firstLienFloor", 0.7, "fraction", "70 %")
    assert _holds(text, "firstLienFloor", 0.55, "fraction", "55 %")


def test_a_blackline_against_a_draft_named_by_whose_it_is_states_the_new_text() -> None:
    text = (
        "Clause 9.2 [redline against lender counsel's draft]: gross leverage not above "
        "~~2.5x~~ 2.0x [agreed; in the signed copy]"
    )
    assert _holds(text, "leverageCap", 2.0, "multiple", "2.0x")
    draft = "Clause 9.2 (lender counsel's draft, still open): gross leverage not above 2.0x"
    assert not _holds(draft, "leverageCap", 2.0, "multiple", "2.0x")


def test_a_figure_a_peer_set_runs_beside_our_own_is_the_peers() -> None:
    text = (
        "For context, the comp set (six listed lenders) runs one-obligor exposure at 7 %; "
        "our own cap is 5 %."
    )
    assert not _holds(text, "singleObligorCap", 0.07, "fraction", "7 %")
    assert _holds(text, "singleObligorCap", 0.05, "fraction", "5 %")


def test_a_vehicle_said_to_have_closed_in_its_own_clause_gives_history() -> None:
    text = (
        "Our cap on any one issuer is 5 %. (The old REIT's guidelines allowed 8 %, but that "
        "trust has since been dissolved.)"
    )
    assert not _holds(text, "issuerCap", 0.08, "fraction", "8 %")
    assert _holds(text, "issuerCap", 0.05, "fraction", "5 %")
