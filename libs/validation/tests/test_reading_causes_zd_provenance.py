"""The causes batch ZD's false provenance and mandate reading showed, each read in general, on
constructions written here and in no batch: a figure that is a share of a company's accounts or
a levy's rate (Shariah screens, zakat, purification, credit screens) is no portfolio limit; a
clause that says what *remains* after a proposal was turned down states the value in force; an
aside that counts parts into a subject ("including currency hedges") names no second subject.
"""

from __future__ import annotations

import pytest

from quantward_validation.inclusion_asides import inclusion_asides
from quantward_validation.limits import subject_mentions
from quantward_validation.mandate import clauses
from quantward_validation.other_bases import measured_elsewhere
from quantward_validation.standing_values import standing_clause_start
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    ("text", "words", "name"),
    [
        (
            "Receivables of investee firms must be under 45% of their market cap. Issuers: 8% max.",
            "45%",
            "max_issuer_weight",
        ),
        (
            "Purification is charged at 4% of dividends received. Any one country: 30% at most.",
            "4%",
            "max_country_weight",
        ),
        (
            "Each investee's debt must stay under 35% of its book equity. Sector cap 25%.",
            "35%",
            "max_sector_weight",
        ),
        (
            "Zakat of 2.5% applies to the fund's zakatable assets. Cash floor: 3%.",
            "2.5%",
            "min_cash_weight",
        ),
        (
            "Impermissible income capped at 4% per investee; the obligor limit is 7%.",
            "4%",
            "max_issuer_weight",
        ),
    ],
)
def test_a_share_of_company_accounts_or_a_levy_is_no_limit(
    text: str, words: str, name: str
) -> None:
    assert provenance_problems(text, name=name, value=float(words.rstrip("%")) / 100, words=words)


@pytest.mark.parametrize(
    ("text", "words", "name"),
    [
        (
            "Issuers: 8% max. Receivables of investee firms must be under 45% of market cap.",
            "8%",
            "max_issuer_weight",
        ),
        (
            "No more than 10% of the Fund's net assets in any one issuer.",
            "10%",
            "max_issuer_weight",
        ),
        ("Cash of at least 3% of NAV, net of zakat provisions.", "3%", "min_cash_weight"),
    ],
)
def test_the_books_own_limits_beside_them_still_stand(text: str, words: str, name: str) -> None:
    assert not provenance_problems(
        text, name=name, value=float(words.rstrip("%")) / 100, words=words
    )


def test_what_a_figure_measures_elsewhere() -> None:
    clause = "debt below 30% of the investee's market value"
    at = clause.index("30%")
    assert measured_elsewhere(clause, at, at + 3) is not None
    clause = "not more than 15% of NAV"
    at = clause.index("15%")
    assert measured_elsewhere(clause, at, at + 3) is None


@pytest.mark.parametrize(
    ("text", "words", "name", "value"),
    [
        (
            "The adviser's proposal of a 9% name cap was not adopted, and the cap stays at 6%.",
            "6%",
            "max_issuer_weight",
            0.06,
        ),
        (
            "Trustees were asked to approve 2x gross leverage; they declined the proposal, and "
            "leverage continues to be capped at 1.4x.",
            "1.4x",
            "max_gross_leverage",
            1.4,
        ),
        (
            "It was proposed to lift the country cap to 35%, the committee said no, and the cap is "
            "unchanged at 25%.",
            "25%",
            "max_country_weight",
            0.25,
        ),
    ],
)
def test_what_remains_after_a_refused_proposal_is_in_force(
    text: str, words: str, name: str, value: float
) -> None:
    assert not provenance_problems(text, name=name, value=value, words=words)


def test_the_refused_proposals_own_figure_is_still_not_in_force() -> None:
    text = "The adviser's proposal of a 9% name cap was not adopted, and the cap stays at 6%."
    assert provenance_problems(text, name="max_issuer_weight", value=0.09, words="9%")


def test_a_persisting_verb_inside_a_proposal_still_proposes() -> None:
    sentence = "The manager proposes that the cap remain 5%"
    assert standing_clause_start(sentence, sentence.index("5%")) == 0


@pytest.mark.parametrize(
    "text",
    [
        "Net exposure, excluding index futures used for cash equitisation, at most 40% of NAV.",
        "Net exposure (including currency forwards) at most 40% of NAV.",
        "Net exposure — counting FX swaps — at most 40% of NAV.",
    ],
)
def test_an_aside_counting_parts_names_no_second_subject(text: str) -> None:
    subjects = {name for _, _, name in subject_mentions(text)}
    assert "max_currency_exposure" not in subjects
    bounds = [(b.subject, b.high) for c in clauses({"terms": text}) for b in c.bounds]
    assert bounds == [("max_net_exposure", 0.4)]


def test_an_aside_with_figures_is_a_list_of_its_own() -> None:
    assert not inclusion_asides("all limits, including the 10% sector cap, apply")
    text = "Currency exposure at most 20%, including forwards."
    assert "max_currency_exposure" in {name for _, _, name in subject_mentions(text)}


@pytest.mark.parametrize(
    "row",
    [
        "Cash and near-cash held for redemptions      at least 4 % of NAV      at market value",
        "Minimum liquidity buffer: 4 % of net assets (valued at market value)",
        "keep 4 % of the fund market value in cash",
    ],
)
def test_a_share_of_the_funds_own_base_is_no_other_base(row: str) -> None:
    """A table's next column ("market value") or a word after the fund's own base is not the
    base of the share: the figure is a share of the fund (a regression batch R showed)."""
    at = row.index("4 %")
    assert measured_elsewhere(row, at, at + 3) is None
