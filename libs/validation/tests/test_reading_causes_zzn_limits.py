"""The causes batch ZZN (a bank's structured-products desk) showed on its limits, each read in
general: constructions written here, in no batch, guarded both ways.

Cause 1: "discretionary" naming a kind of service or sales channel ("sold through discretionary
accounts") was read as a general grant of latitude, so every assumed limit was waived.

Cause 2: a size counted in days of a stock's traded volume (`volume_days`): the plan's limit in
days was taken for a research default, "4x ADV" stated no days, and "days of ADV" after a figure
became the subject of the next one.

Cause 3: a share of the base the limit itself is measured against ("150bp of market cap" of
notional as a share of market cap) was dropped as a screen's threshold on another base
(`other_bases`), and the desk's shorthand ("mcap", "KI") met no words of the mandate.

Cause 4: a distance that says which positions a limit counts ("notional whose barriers sit within
3% of spot") was read as the limit (`measure_parameters`), and it cut the subject's words in two.
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation.checks import failures
from quantward_validation.lexical_synonyms import classes_in, tokens
from quantward_validation.limits import is_limit
from quantward_validation.mandate import bounds_for, clauses, discretion_over
from quantward_validation.measure_parameters import measure_parameter
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import quantities
from quantward_validation.volume_days import names_volume, yardstick_end

Unit = Literal["fraction", "multiple", "bps", "days"]


def _constraint(name: str, value: float, unit: Unit, provenance: str = "assumption") -> Constraint:
    return Constraint.model_validate(
        {
            "name": name,
            "value": value,
            "unit": unit,
            "provenance": provenance,
            "provenance_ref": "msg_note0000x" if provenance == "user_message" else None,
            "rationale": "as stated",
        }
    )


def _holds(text: str, name: str, value: float, unit: Unit) -> bool:
    contract = ResearchContractBody(
        interpretation="an issuance plan",
        objective="the best allocation",
        constraints=(_constraint(name, value, unit, "user_message"),),
    )
    message = UserMessage(message_id="msg_note0000x", text=text)
    return not failures(validate_provenance(contract, [message], None))


def _ends(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"policy": text})
    return [
        (
            b.kind,
            None if b.low is None else round(b.low, 6),
            None if b.high is None else round(b.high, 6),
        )
        for b in bounds_for(found, name)
    ]


# --- cause 1: a discretionary service grants nothing ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Eligible buyers: execution-only and discretionary accounts of professional investors.",
        "Sold to discretionary clients of the private bank only.",
        "Distribution through discretionary or advisory portfolio management; no online sales.",
    ],
)
def test_a_discretionary_service_leaves_no_limit_to_the_strategy(text: str) -> None:
    assert not discretion_over(clauses({"policy": text}), "widgetExposureCap")


@pytest.mark.parametrize(
    "text",
    [
        "The widget exposure is at the desk's discretion.",
        "Widget exposure: discretionary for the portfolio manager.",
    ],
)
def test_discretion_itself_still_grants(text: str) -> None:
    assert discretion_over(clauses({"policy": text}), "widgetExposureCap")


# --- cause 2: days of traded volume -----------------------------------------------------------


def test_a_multiple_of_daily_volume_counts_days() -> None:
    read = [(q.value, q.form) for q in quantities("the hedge is kept under 4 times its ADTV")]
    assert read == [(4.0, "plain")]
    # ... while a multiple of anything else stays a multiple
    assert [(q.value, q.form) for q in quantities("gross exposure under 4 times NAV")] == [
        (4.0, "multiple")
    ]
    text = "no more than 2.5 days' average daily traded volume"
    assert yardstick_end(text, text.index("2.5") + 3) == len(text)
    assert yardstick_end("no more than 2.5 days", 16) is None


def test_a_limit_in_days_of_volume_is_a_limit_and_a_look_back_is_not() -> None:
    assert names_volume("option hedge volume days")
    assert is_limit(_constraint("maxHedgeVolumeDays", 2.0, "days"))
    assert is_limit(_constraint("max_position_days_adtv", 2.0, "days"))
    assert not is_limit(_constraint("signal_lookback_days", 60.0, "days"))


@pytest.mark.parametrize(
    ("text", "ends"),
    [
        (
            "Each option hedge must stay below 2.5 days of average daily volume.",
            [("ceiling", None, 2.5)],
        ),
        (
            "The option hedge per stock may run from 2 days' ADV to 4 days' ADV.",
            [("range", 2.0, 4.0)],
        ),
        ("Option hedge per stock: no more than 6x ADV.", [("ceiling", None, 6.0)]),
    ],
)
def test_the_mandate_reads_days_of_volume(
    text: str, ends: list[tuple[str, float | None, float | None]]
) -> None:
    assert _ends(text, "max_option_hedge_days_adv") == ends


def test_a_participation_rate_stays_no_bound() -> None:
    text = "The option hedge's one-day liquidity at 15% ADV must not fall below 40%."
    assert _ends(text, "min_option_hedge_liquidity") == [("floor", 0.4, None)]


def test_a_multiple_of_volume_states_a_limit_in_days() -> None:
    text = "Risk signed off: the option hedge per stock is capped at 6x ADV."
    assert _holds(text, "max_option_hedge_days_adv", 6.0, "days")
    assert not _holds(text, "max_option_hedge_days_adv", 4.0, "days")


# --- cause 3: the limit's own base, and the desk's shorthand ----------------------------------


def test_the_desks_shorthand_meets_its_words() -> None:
    assert "market_cap" in classes_in(tokens("mcap")) & classes_in(tokens("market capitalization"))
    assert "knock_in" in classes_in(tokens("ki")) & classes_in(tokens("knock in"))
    assert "daily_volume" in classes_in(tokens("adtv")) & classes_in(tokens("average daily volume"))


def test_a_share_of_market_cap_bounds_a_limit_measured_against_it() -> None:
    text = (
        "Warrant notional per issuer relative to its market capitalization: at most 150bp of "
        "market cap."
    )
    ends = _ends(text, "warrantMcapCap")
    assert ends == [("ceiling", None, 150.0)]


def test_a_screen_on_market_cap_still_bounds_no_weight() -> None:
    text = "Exclude any issuer whose net debt exceeds 40% of market capitalization."
    assert _ends(text, "max_position_weight") == []


def test_a_share_of_market_cap_is_cited_for_a_limit_on_it_only() -> None:
    text = "Keep warrant notional per issuer under 150bp of market cap, please."
    assert _holds(text, "warrantMcapCap", 0.015, "fraction")
    assert not _holds(text, "max_position_weight", 0.015, "fraction")


# --- cause 4: a distance to spot names the positions ------------------------------------------


def test_a_distance_to_spot_is_a_parameter_and_a_level_of_spot_is_not() -> None:
    text = "put notional struck within 5% of the current price"
    at = text.index("5%")
    assert measure_parameter(text, at, at + 2)
    level = "barriers set at no less than 60% of spot"
    at = level.index("60%")
    assert not measure_parameter(level, at, at + 3)


def test_the_limit_after_a_distance_is_read_of_the_whole_subject() -> None:
    text = "Autocall notional whose call triggers lie within 3% of spot: capped at 30%."
    assert _ends(text, "maxTriggerNearSpotShare") == [("ceiling", None, 0.3)]


def test_a_level_fixed_after_a_distance_is_held_exactly() -> None:
    text = (
        "The committee fixes put notional struck within 5% of spot at 12%. The 6%–12% band is "
        "only an early-warning trigger; it gives the desk no discretion."
    )
    assert ("range", 0.12, 0.12) in _ends(text, "maxPutNearSpotShare")


# --- cause 5: figures beside the limit that are not it ---------------------------------------
#
# A limit report's reading on a day, set against the limit ("4.2x as of close 12 May, inside the
# hard cap of 6x"); other banks' figure beside our own ("other lenders allow 9%"); an earlier
# year's vehicle set against this one ("the 2019 fund's board allowed 3x; this fund's is 2x").

_READING = "Risk dashboard: gross leverage 4.2x as of close 12 May, inside the hard cap of 6x."
_USAGE = "Risk dashboard: VaR usage 62 bps on 3 June against a limit of 80 bps."
_PEERS = "Our limits keep any one counterparty at 6%. (On the latest poll other lenders allow 9%.)"
_VINTAGE = "Background: the 2019 fund's board allowed 3x gross. This fund's is stricter: 2x."


@pytest.mark.parametrize(
    ("text", "name", "value", "unit"),
    [
        (_READING, "max_gross_leverage", 4.2, "multiple"),
        (_USAGE, "max_var_bps", 62.0, "bps"),
        (_PEERS, "cptyCap", 0.09, "fraction"),
        (_VINTAGE, "max_gross_leverage", 3.0, "multiple"),
    ],
)
def test_a_figure_beside_the_limit_is_not_cited_as_it(
    text: str, name: str, value: float, unit: Unit
) -> None:
    assert not _holds(text, name, value, unit)


@pytest.mark.parametrize(
    ("text", "name", "value", "unit"),
    [
        (_READING, "max_gross_leverage", 6.0, "multiple"),
        (_USAGE, "max_var_bps", 80.0, "bps"),
        (_PEERS, "cptyCap", 0.06, "fraction"),
        (_VINTAGE, "max_gross_leverage", 2.0, "multiple"),
        # a vehicle named by its year with no other one beside it is this one
        ("The 2024 fund caps gross leverage at 3x.", "max_gross_leverage", 3.0, "multiple"),
    ],
)
def test_the_limit_itself_is_still_cited(text: str, name: str, value: float, unit: Unit) -> None:
    assert _holds(text, name, value, unit)
