"""A quant equity book's limits (issue 18, ZZH): constructions written here, in no batch.

- A risk model's factor exposure is a subject of its own, counted in the factor's standard
  deviations: "the absolute loading on each Barra factor", "common-factor tilts", a field
  `maxStyleTiltSd`; a figure "0.4 sd", "0.25 standard deviations" is a measure, not a count,
  and a σ after it is the unit, no volatility target; an aside listing the factors ("(size,
  growth, quality)") names no position size.
- The gross book as a ratio's denominator ("net as a percentage of gross market value", "net
  divided by GMV", "the net-to-gross ratio") is no subject: the bound is on net exposure. A
  limit *of* gross ("a cap of gross exposure at 3x") stays gross.
- A figure said of a vehicle that closed or came before this one ("the predecessor fund, wound
  down in 2019, ran …") is not this book's limit; the present book's figure beside it is.
"""

from __future__ import annotations

from quantward_validation.limits import subject_of
from quantward_validation.mandate import clauses
from quantward_validation.testing import provenance_problems


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    return [(b.subject, b.kind, b.low, b.high) for c in clauses({"limits": text}) for b in c.bounds]


# --- a factor exposure in σ ---------------------------------------------------------------------


def test_a_factor_exposure_is_its_own_subject() -> None:
    assert subject_of("maxStyleTiltSd") == "max_factor_exposure"
    assert subject_of("common_factor_loading_cap_sigma") == "max_factor_exposure"
    assert subject_of("the absolute loading on each Barra factor") == "max_factor_exposure"
    # the clean neighbours keep their subjects
    assert subject_of("target vol sigma") == "target_volatility"
    assert subject_of("net exposure") == "max_net_exposure"
    assert subject_of("any single issuer") == "max_position_weight"


def test_a_figure_in_standard_deviations_bounds_the_factor_exposure() -> None:
    assert _bounds("Common-factor tilts are kept under 0.4 sd at every close.") == [
        ("max_factor_exposure", "ceiling", None, 0.4)
    ]
    assert _bounds(
        "The absolute loading on each Barra factor (growth, quality, leverage) may not exceed "
        "0.25 standard deviations."
    ) == [("max_factor_exposure", "ceiling", None, 0.25)]
    # a bare number followed by a noun is still a count
    assert _bounds("Any one sector holds at most 3 names.") == []


def test_provenance_of_a_factor_exposure_in_sigma() -> None:
    text = "Risk memo: net tilt against any one style factor is held at or below 0.35σ."
    # (a name ending in "Sigma" counts the factor's σ; it is no volatility target)
    assert not provenance_problems(text, name="factorTiltCapSigma", value=0.35, words="0.35σ")
    # ... and it is no single position's cap
    assert provenance_problems(text, name="issuerCap", value=0.35, words="0.35σ")


# --- the gross book as a denominator ------------------------------------------------------------


def test_the_gross_book_as_a_denominator_is_no_subject() -> None:
    assert _bounds("Net as a percentage of gross market value stays within 4 %.") == [
        ("max_net_exposure", "ceiling", None, 0.04)
    ]
    assert _bounds("The net-to-gross ratio must not pass 3 %.") == [
        ("max_net_exposure", "ceiling", None, 0.03)
    ]
    assert _bounds("Net divided by GMV: no more than 6 %.") == [
        ("max_net_exposure", "ceiling", None, 0.06)
    ]
    # a limit of gross stays gross
    assert _bounds("We run a cap of gross exposure at 3x.") == [
        ("max_gross_leverage", "ceiling", None, 3.0)
    ]


# --- a former vehicle's figure ------------------------------------------------------------------


def test_a_former_vehicles_figure_is_not_this_books_limit() -> None:
    text = (
        "Background: the predecessor fund, wound down in 2019, ran its issuer cap at 4 %. "
        "The present fund's issuer cap is 6 %."
    )
    assert provenance_problems(text, name="issuerCap", value=0.04, words="4 %", unit="fraction")
    assert not provenance_problems(text, name="issuerCap", value=0.06, words="6 %", unit="fraction")
    # a fund closed to new investors still runs: its figure is its limit
    running = "The fund, closed to new investors since May, caps any issuer at 5 %."
    assert not provenance_problems(
        running, name="issuerCap", value=0.05, words="5 %", unit="fraction"
    )


# --- a level fixed across a long object with an aside -------------------------------------------


def test_a_level_fixed_across_an_object_with_an_aside_is_held_exactly() -> None:
    def fixed(subject: str) -> list[tuple[str, str, float | None, float | None]]:
        return _bounds(
            f"Policy v3 fixes the limit on {subject} at 9 %. The 6 %–9 % band in the appendix is "
            "only the alert band compliance watches; the manager has no discretion within it."
        )

    assert fixed(
        "the weight of each industry group (banks, insurers, real-estate trusts and all the "
        "remaining groups)"
    ) == [("max_sector_weight", "range", 0.09, 0.09)]
    # the clean twin: a short object, the same level held exactly
    assert fixed("each industry group") == [("max_sector_weight", "range", 0.09, 0.09)]
