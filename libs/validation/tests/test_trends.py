"""Directions and horizons against every computation kind (`quantward_validation.trends`)."""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements, sentences, series_of

SOURCE = "src_01hzzzzzzzzzzzzzzzzzzzzzzz"


def computation(function_id: str, result: Any) -> Computation:
    return Computation(source_id=SOURCE, function_id=function_id, result=result)


CREDIT = computation(
    "fundamentals.credit_metrics",
    {
        "entity_id": "ent_globex",
        "quarters": [
            {"quarter_end": f"{y}-12-31", "net_debt": d, "debt": d + 50, "cash_coverage": c}
            for y, d, c in ((2018, 900.0, 0.2), (2019, 800.0, 0.25), (2020, 700.0, 0.3))
        ],
    },
)
PORTFOLIO = computation(
    "portfolio.market_neutral",
    {
        "weights": {"ent_a": 0.1},
        "window": {"first_day": "2021-01-04", "last_day": "2021-12-31"},
        "metrics": {"expected_return": -0.04},
    },
)
PRICES = computation(
    "prices.window_stats",
    {
        "stats": [
            {
                "entity_id": "ent_initech",
                "total_return": 0.12,
                "first_day": "2020-01-02",
                "last_day": "2022-12-30",
            }
        ]
    },
)


def test_every_shape_gives_series() -> None:
    assert {s.metric for s in series_of(CREDIT)} == {"net_debt", "debt", "cash_coverage"}
    [book] = series_of(PORTFOLIO)
    assert book.metric == "portfolio_return"
    [price] = series_of(PRICES)
    assert (price.entity_id, price.metric) == ("ent_initech", "price")


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Globex's net debt widened since 2018.", "direction"),
        ("At Globex, leverage deteriorated as borrowings rose.", "direction"),
        ("The portfolio gained over the year.", "direction"),
        ("Initech's stock fell over the period.", "direction"),
        ("A five-year Globex net debt record shows it shrinking.", "horizon"),
    ],
)
def test_misstatements_are_found(sentence: str, kind: str) -> None:
    found = misstatements([sentence], [CREDIT, PORTFOLIO, PRICES])
    assert [m.kind for m in found] == [kind]


@pytest.mark.parametrize(
    "sentence",
    [
        "Globex's net debt shrank steadily since 2018.",
        "Globex's debt improved over the last two years.",
        "Cash coverage at Globex improved.",
        "The book lost money this year.",
        "Initech shares climbed over three years.",
    ],
)
def test_true_statements_pass(sentence: str) -> None:
    assert misstatements([sentence], [CREDIT, PORTFOLIO, PRICES]) == []


def test_questions_and_other_companies_claim_nothing() -> None:
    assert misstatements(["Did Globex's net debt rise since 2018?"], [CREDIT, PRICES]) == []
    assert misstatements(["Initech's net debt rose."], [CREDIT, PRICES]) == []
    assert misstatements(["Net debt was up to 900 at Globex."], [CREDIT, PRICES]) == []


def test_forecasts_and_attributive_comparatives_claim_nothing() -> None:
    assert misstatements(["Globex expects net debt to fall next year."], [CREDIT, PRICES]) == []
    assert misstatements(["Globex's net debt sits at the lower end of peers."], [CREDIT]) == []
    [found] = misstatements(["Globex's net debt was higher by 2020."], [CREDIT])
    assert found.kind == "direction"


def test_the_validator_checks_every_sentence_of_an_answer_cited_or_not() -> None:
    from quantward_validation.answer import trends

    answer = (
        "## Credit\n\nNet debt came down over the two years [1]. Gearing aside, cash "
        "coverage weakened.\n\n## Portfolio\n\nThe book gained over 2021."
    )
    failed = [c for c in trends(answer, [CREDIT, PORTFOLIO]) if not c.passed]
    assert {c.check_id for c in failed} == {"answer.trends"}
    assert len(failed) == 2
    assert "cash coverage weakened" in failed[0].message
    assert "portfolio_return went down" in failed[1].message
    fixed = answer.replace("weakened", "strengthened").replace("gained", "lost ground")
    (passed,) = trends(fixed, [CREDIT, PORTFOLIO])
    assert passed.passed


CUSTOM = computation(
    "custom.working_capital",
    {
        "entity_id": "ent_globex",
        "rows": [
            {"period_end": f"2022-{m:02d}-28", "receivable_days": d, "funding_spread_bps": b}
            for m, d, b in ((3, 40.0, 120.0), (6, 44.0, 110.0), (9, 47.0, 95.0), (12, 52.0, 90.0))
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a field named by its own words in another order and form, its unit part dropped
        ("Days of receivables shortened through the year.", True),
        ("Days of receivables lengthened through the year.", False),
        ("The funding spread widened over the year.", True),
        ("The funding spread tightened over the year.", False),
        # an acronym, a core word without its measure word, a prefix of the field's word
        ("RD fell through the year.", True),
        ("The funding spread, in bp, tightened over the year.", False),
        # a comparative after any verb, not only a linking one, is a change
        ("Receivable days ticked lower over the year.", True),
        ("Receivable days crept higher.", False),
        # a comparative qualifying a noun says nothing about the figure
        ("Receivable days sit at the lower end of peers.", False),
        # four quarterly figures cover four quarters, not the three between their ends
        ("Over the four quarters, receivable days rose.", False),
        ("Over the last six quarters, receivable days rose.", True),
    ],
)
def test_field_words_comparatives_and_period_coverage(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [CUSTOM])) is wrong


RATIOS = computation(
    "custom.cost_structure",
    {
        "entity_id": "ent_globex",
        "rows": [
            {"period_end": f"2022-{m:02d}-28", "opex_to_sales": r, "gross_debt": d}
            for m, r, d in ((3, 0.31, 500.0), (6, 0.29, 540.0), (9, 0.27, 560.0), (12, 0.26, 610.0))
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # connector words are not core words: the ratio's terms with other words between them
        ("Opex measured against sales climbed through 2022.", True),
        ("Opex measured against sales eased through 2022.", False),
        # a ratio named by its numerator and a ratio word
        ("The opex ratio went up over the year.", True),
        ("Opex as a proportion of turnover fell over the year.", False),
        # a compound name through its head's synonyms
        ("Gross borrowing shrank over the year.", True),
        ("Gross indebtedness increased over the year.", False),
        # the passive of a phrasal verb of change: its subject is what changed
        ("Gross debt was pared back over the year.", True),
        ("Gross debt was added to over the year.", False),
        ("Gross debt was steadily topped up over the year.", False),
    ],
)
def test_connectors_ratio_numerators_head_synonyms_and_passive_outcomes(
    sentence: str, wrong: bool
) -> None:
    assert bool(misstatements([sentence], [RATIOS])) is wrong, sentence


QUALIFIED = computation(
    "custom.rd_and_receivables",
    {
        "entity_id": "ent_globex",
        "quarters": [
            {"quarter_end": day, "sm_to_revenue": r, "days_sales_outstanding": d}
            for day, r, d in (
                ("2021-12-31", 0.20, 61.0),
                ("2022-03-31", 0.22, 58.0),
                ("2022-06-30", 0.23, 55.0),
                ("2022-09-30", 0.25, 52.0),
            )
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a compass direction after a verb of motion; moving backwards is a fall
        ("S&M relative to turnover pointed south this year.", True),
        ("S&M relative to turnover trended northwards.", False),
        ("S&M as a share of revenue went into reverse.", True),
        # a qualifier word of the field name need not be said; an ampersand acronym
        ("Sales days climbed through the year.", True),
        ("Sales days came down through the year.", False),
        # a horizon with an implied one, and decades
        ("S&M relative to turnover rose over the last decade.", True),
        ("S&M relative to turnover rose over the past year.", False),
    ],
)
def test_compass_backwards_qualifiers_ampersands_and_implied_horizons(
    sentence: str, wrong: bool
) -> None:
    assert bool(misstatements([sentence], [QUALIFIED])) is wrong, sentence


def test_quoted_source_words_claim_nothing_for_the_answer() -> None:
    # What a source says is checked against the source (grounding); only the answer's own
    # words state a direction.
    quoting = (
        "On the call, Globex said: “We will pay down net debt. Net debt rose sharply and we "
        "keep adding to it.” [[src_a#chk_b]]"
    )
    assert misstatements(sentences(quoting), [CREDIT]) == []
    assert misstatements(['Globex\'s CFO: "net debt widened since 2018."'], [CREDIT]) == []
    own = "Globex's net debt widened since 2018, the CFO said, “as planned.”"
    assert [m.kind for m in misstatements(sentences(own), [CREDIT])] == ["direction"]


def test_sentences_do_not_split_inside_a_quotation() -> None:
    text = "He said “Margins fell. Costs rose.” Then we left. Next one."
    assert sentences(text) == ["He said “Margins fell. Costs rose.”", "Then we left.", "Next one."]


LEVERED = computation(
    "custom.debt_service",
    {
        "entity_id": "ent_globex",
        "rows": [
            {"period_end": f"2022-{m:02d}-28", "debt_to_capital": d, "operating_cycle_days": c}
            for m, d, c in ((3, 0.52, 80.0), (6, 0.55, 84.0), (9, 0.58, 90.0), (12, 0.61, 95.0))
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a negated change claims the other way round
        ("Debt to capital hasn't stopped climbing... it never fell.", False),
        ("The operating cycle did not lengthen in 2022.", True),
        ("Leverage is no longer falling.", False),
        # leverage names any ratio of debt to something; a cycle in days is lower-is-better
        ("Leverage ratcheted up through the year.", False),
        ("Leverage improved through the year.", True),
        ("The operating cycle deteriorated through the year.", False),
        # an acronym with or without its unit word
        ("OC lengthened.", False),
        # a horizon as a prepositional phrase with its own span
        ("On a four-year basis, leverage rose.", True),
        ("Since FY2015 leverage rose.", True),
    ],
)
def test_negation_leverage_ratios_cycles_and_horizon_phrases(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [LEVERED])) is wrong


def test_giving_gains_back_is_a_fall() -> None:
    window = computation(
        "prices.window_stats",
        {"stats": [{"entity_id": "ent_globex", "total_return": -0.2, "first_day": "2021-01-04",
                    "last_day": "2022-12-30"}]},
    )  # fmt: skip
    assert not misstatements(["Globex stock surrendered its pandemic gains."], [window])
    assert misstatements(["Globex stock extended its gains."], [window])


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        # a Latin-American currency ending a field's name is its unit, as "usd" is
        ("gross_financial_debt_cop_bn", "Gross financial debt fell over 2022 [1].",
         "Gross financial debt rose over 2022 [1]."),
        ("gross_debt_mxn_m", "Gross debt fell over 2022 [1].", "Gross debt rose over 2022 [1]."),
        ("operating_cash_flow_brl_m", "Operating cash flow fell over 2022 [1].",
         "Operating cash flow rose over 2022 [1]."),
    ],
)  # fmt: skip
def test_a_latin_american_currency_in_a_field_is_its_unit(
    field: str, false: str, true: str
) -> None:
    from quantward_validation.testing import quarterly_history

    days = ("2021-12-31", "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31")
    rising = quarterly_history(
        field, (10.0, 11.0, 12.0, 13.0, 14.0), days, entity_id="ent_andes_cement",
        function_id="fundamentals.quarters", source_id="src_latam_units",
    )  # fmt: skip
    assert [m.kind for m in misstatements([false], [rising])] == ["direction"]
    assert misstatements([true], [rising]) == []
