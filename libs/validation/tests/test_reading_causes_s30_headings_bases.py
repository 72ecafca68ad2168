"""Mandate readings mended in session thirty, in words no batch uses (a university endowment's
and a hospital foundation's policies): a clause's heading is its topic when the body names its
own subject, a dotted initialism ends no sentence, an exception written with its participle
last is an aside, the market value of the fund itself is the fund's base, and public equity is
the equity bucket."""

from __future__ import annotations

from pydantic import JsonValue

from quantward_contracts.values import Constraint, ResearchContractBody
from quantward_validation.cited_bounds import cited_bound
from quantward_validation.clause_headings import body_start
from quantward_validation.limits import subject_mentions
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.provenance import validate_provenance


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"policy": {"art_9": text}}, [])
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_heading_yields_to_a_body_that_names_its_own_subject() -> None:
    text = "Diversification rules: gifts of farmland held by the Foundation shall not exceed 6%."
    assert body_start(text, text.index("6%")) == len("Diversification rules: ")
    # ... a body that opens with its operator or figure is the heading's own limit
    assert body_start("Concentration: no more than 5% per name.", 30) == 0
    assert body_start("Concentration: 5% per name.", 16) == 0


def test_a_cited_clause_under_a_topic_heading_gives_its_level_to_the_plan_limit() -> None:
    text = "Concentration and liquidity: loans to affiliated clinics shall not exceed 3% of assets."
    found = cited_bound(text, "ceiling", "fraction", "max_country_clinic_weight")
    assert found is not None
    assert found.value == 0.03


def test_provenance_to_a_clause_under_a_topic_heading_holds() -> None:
    contract = ResearchContractBody(
        interpretation="rebalance",
        objective="maximise return",
        constraints=(
            Constraint(
                name="max_country_clinic_weight",
                value=0.03,
                provenance="mandate_clause",
                provenance_ref="policy.art_9",
                unit="fraction",
            ),
        ),
    )
    mandate: dict[str, JsonValue] = {
        "policy": {
            "art_9": "Concentration and liquidity: loans to affiliated clinics shall not exceed "
            "3% of assets."
        }
    }
    checks = validate_provenance(contract, [], mandate)
    assert all(c.passed for c in checks)


def test_a_dotted_initialism_ends_no_sentence() -> None:
    text = "the bonds of any one issuer (U.K. gilts excepted) shall not exceed 7% of the portfolio."
    assert _bounds(text, "max_issuer_weight") == [("ceiling", None, 0.07)]


def test_an_exception_with_its_participle_last_names_no_subject() -> None:
    text = "any one issuer (sovereign bonds excepted)"
    assert {name for _, _, name in subject_mentions(text)} == {"max_position_weight"}


def test_the_market_value_of_the_fund_itself_is_the_funds_base() -> None:
    text = (
        "The treasurer may set the maximum for listed equity at any level from 30 percent of "
        "the market value of the Endowment to 45 percent of the market value of the Endowment."
    )
    assert ("range", 0.3, 0.45) in _bounds(text, "max_listed_equity_weight")
    # ... while a company's market value stays another base (a screen's threshold)
    screen = "no company whose debt exceeds 30 percent of its market value may be held."
    assert _bounds(screen, "max_equity_weight") == []


def test_public_equity_is_the_equity_bucket_and_private_equity_is_not() -> None:
    assert [n for _, _, n in subject_mentions("the allocation to public equity")] == [
        "max_equity_weight"
    ]
    assert "max_equity_weight" not in {
        n for _, _, n in subject_mentions("private equity at most 12%")
    }
    text = "The Endowment's allocation to public equity shall not exceed 58%."
    assert _bounds(text, "publicEquityCap") == [("ceiling", None, 0.58)]
