"""Answer checks: cited, evidence produced, point in time, and the portfolio recomputed."""

from __future__ import annotations

from datetime import date

from hypothesis import given, settings
from hypothesis import strategies as st

from quantward_contracts.values import (
    CheckResult,
    Citation,
    Computation,
    Constraint,
    EvidencePromise,
)
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_validation import CHECK_IDS, all_passed, validate_answer
from quantward_validation.answer import cited, evidence_produced, point_in_time
from quantward_validation.portfolio import objective, portfolio_checks

#: the prices the checks recompute portfolios on (the shipped, embedded adapter's)
PRICES = EmbeddedMarketData.default().price_history()

ANSWER_IDS = [
    "answer.contract_known",
    "answer.cited",
    "answer.evidence_produced",
    "portfolio.constraints",
    "portfolio.metrics_match",
    "portfolio.objective",
    "answer.point_in_time",
    "answer.numbers_match",
    "answer.trends",
]


def failed(checks: list[CheckResult], check_id: str | None = None) -> list[CheckResult]:
    return [c for c in checks if not c.passed and (check_id is None or c.check_id == check_id)]


def portfolio_answer(kit, market_neutral, ws=None):
    """A small answer citing a prices computation and the optimiser's result."""
    ws = ws or kit.Workspace()
    stats, prices = ws.prices(kit.UNIVERSE)
    optimised = ws.portfolio(market_neutral)
    apple = stats.of("ent_apple_inc")
    m = market_neutral.metrics
    assert m is not None
    rows = "\n".join(
        f"| {e} | {kit.pct(w, 2)} | {'long' if w > 0 else 'short'} "
        f"{kit.mark(optimised, f'weight {e}')} |"
        for e, w in sorted(market_neutral.weights.items())
    )
    text = (
        "# Market-neutral portfolio\n\n## Return and risk\n\n"
        f"Apple rose {kit.pct(apple.total_return)} over three years "
        f"{kit.mark(prices, 'ent_apple_inc')}\n\n"
        "## The optimised portfolio\n\n"
        f"Expected annual return {kit.pct(m.expected_return)}, volatility {kit.pct(m.volatility)}, "
        f"gross exposure {m.gross:.2f} {kit.mark(optimised, 'summary')}\n\n"
        f"## Portfolio weights\n\n| Company | Weight | Side |\n|---|---|---|\n{rows}\n"
    )
    return ws.draft(text)


# --- the whole answer ---------------------------------------------------------------------------


def test_a_correct_answer_passes_every_check_once_in_order(kit, market_neutral) -> None:
    draft = portfolio_answer(kit, market_neutral)
    checks = validate_answer(
        draft.text, draft.citations, kit.contract(), draft.computations, prices=PRICES
    )
    assert [c.check_id for c in checks] == ANSWER_IDS
    assert all_passed(checks), failed(checks)
    assert all(c.check_id in CHECK_IDS for c in checks)
    constraints = next(c for c in checks if c.check_id == "portfolio.constraints")
    assert "max_position_weight 0.1 within 0.1" in constraints.message


def test_a_draft_with_raw_marks_is_read_through_its_citations(kit, market_neutral) -> None:
    ws = kit.Workspace()
    stats, prices = ws.prices(["ent_apple_inc"])
    total = stats.of("ent_apple_inc").total_return
    raw = f"Apple rose {kit.pct(total)} {kit.mark(prices, 'ent_apple_inc')}"
    grounded = ws.draft(raw)
    checks = validate_answer(raw, grounded.citations, None, grounded.computations, prices=PRICES)
    assert [c.check_id for c in failed(checks)] == ["answer.contract_known"]
    assert failed(checks)[0].field == "contract"
    assert {c.check_id for c in checks} == {
        "answer.contract_known",
        "answer.cited",
        "portfolio.metrics_match",
        "answer.numbers_match",
        "answer.trends",
    }


# --- answer.cited -------------------------------------------------------------------------------


def citation(number: int, source: str = "src_docs0001", chunk: str | None = None) -> Citation:
    return Citation(mark=f"[[{source}]]", number=number, source_id=source, chunk_id=chunk)


def test_cited_needs_a_citation_and_every_number_to_resolve() -> None:
    assert [c.field for c in failed(cited("No sources at all.", []))] == ["citations"]
    problems = failed(cited("A [1]. B [3].\nC [3] [[src_gone]].", [citation(1)], ["[[src_gone]]"]))
    assert [c.field for c in problems] == ["text", "text"]
    assert "[[src_gone]] resolves to no citation" in problems[0].message
    assert (
        "Line 1 shows [3] but the draft has no citation 3 (its citations are numbered 1 to 1)"
        in problems[1].message
    )
    uncited_text = failed(cited("Nothing marked.", [citation(1)]))
    assert "shows none of them" in uncited_text[0].message
    clash = failed(cited("A [1].", [citation(1), citation(1, "src_other001")]))
    assert [c.field for c in clash] == ["citations[1].number"]


# --- answer.evidence_produced -------------------------------------------------------------------


def test_evidence_names_each_missing_promise(kit, market_neutral) -> None:
    draft = portfolio_answer(kit, market_neutral)

    def promise(kind: str, **more: str) -> EvidencePromise:
        return EvidencePromise(evidence_id=kind, description="d", kind=kind, **more)  # type: ignore[arg-type]

    promises = (
        promise("section", section_title="Risks"),
        promise("table", section_title="Return and risk"),
        promise("computation", function_id="fundamentals.quarters"),
        promise("citation", section_title="Return and risk"),
        promise("citation", section_title="Portfolio Weights:"),
        promise("section", section_title="Portfolio weight"),
    )
    contract = kit.contract(evidence=promises, promised_evidence=("a sound method",))
    problems = failed(evidence_produced(draft.text, draft.citations, contract, draft.computations))
    assert [c.field for c in problems] == [
        "evidence[0]",
        "evidence[1]",
        "evidence[2]",
        "evidence[5]",
    ]
    assert "no section 'Risks'" in problems[0].message
    assert "section 'Return and risk' has no table" in problems[1].message
    assert "no citation of a fundamentals.quarters computation" in problems[2].message
    assert "portfolio.market_neutral" in problems[2].message
    assert "Closest: 'Portfolio weights'" in problems[3].message


def test_evidence_reads_computations_named_by_their_tool(kit, market_neutral) -> None:
    """The orchestrator names a computation whose result says no function by its tool."""
    draft = portfolio_answer(kit, market_neutral)
    assert {c.function_id for c in draft.computations} == {
        "price_history",
        "portfolio.market_neutral",
    }
    checks = evidence_produced(draft.text, draft.citations, kit.contract(), draft.computations)
    assert all_passed(checks), checks


# --- answer.point_in_time -----------------------------------------------------------------------


def test_nothing_after_the_decision_date(kit, market_neutral) -> None:
    draft = portfolio_answer(kit, market_neutral)
    assert all_passed(point_in_time(draft.citations, draft.computations, kit.DECISION))
    early = date(2022, 12, 1)
    problems = failed(point_in_time(draft.citations, draft.computations, early))
    assert problems[0].field == "computations[0].result.as_of"
    assert "27 day(s) after the decision date 2022-12-01" in problems[0].message
    assert {c.field for c in problems} >= {"citations[0].published"}
    news = Citation(
        mark="[[src_news0001]]",
        number=9,
        source_id="src_news0001",
        title="Apple cuts outlook",
        published=date(2023, 2, 2),
    )
    (late,) = failed(point_in_time([news], (), kit.DECISION))
    assert late.field == "citations[0].published"
    assert "Apple cuts outlook" in late.message
    undated = point_in_time(draft.citations, draft.computations, None)
    assert all_passed(undated)


# --- portfolio.constraints / portfolio.metrics_match --------------------------------------------


def limit(name: str, value: object, unit: str | None = None) -> Constraint:
    return Constraint(
        name=name, value=value, provenance="mandate_clause", provenance_ref="§4", unit=unit
    )  # type: ignore[arg-type]


def recheck(kit, market_neutral, *constraints: Constraint) -> list[CheckResult]:
    draft = portfolio_answer(kit, market_neutral)
    contract = kit.contract(constraints=constraints)
    return portfolio_checks(contract, draft.citations, draft.computations, prices=PRICES)


def test_a_limit_tighter_than_the_optimiser_was_given_fails_with_limit_and_actual(
    kit, market_neutral
) -> None:
    checks = recheck(kit, market_neutral, limit("max_position_weight", 0.05))
    (problem,) = failed(checks, "portfolio.constraints")
    assert problem.field == "constraints[0]"
    assert (
        "breaks the contract's max_position_weight limit 0.05 (constraints[0])" in problem.message
    )
    assert "give 0.1, largest |w|: ent_" in problem.message
    assert all_passed([c for c in checks if c.check_id == "portfolio.metrics_match"])


def test_every_kind_of_limit_is_recomputed(kit, market_neutral) -> None:
    checks = recheck(
        kit,
        market_neutral,
        limit("max_gross_leverage", 0.3),
        limit("long_only", True),
        limit("max_drawdown", 0.01),
        limit("target_volatility", 0.01),
        limit("max_turnover", 0.2),
        limit("cost_bps", 10, "bps"),
        limit("max_cost", 0.0001),
        limit("max_net_exposure", 0.0),
    )
    problems = failed(checks, "portfolio.constraints")
    names = [p.message.split("contract's ")[1].split(" limit")[0] for p in problems]
    assert names == [
        "long_only",
        "max_gross_leverage",
        "max_drawdown",
        "target_volatility",
        "max_turnover",
        "cost",
    ]
    assert [p.field for p in problems] == [f"constraints[{i}]" for i in (1, 0, 2, 3, 4, 6)]
    assert "turnover 0.4 at 10 bps costs 0.0004" in problems[-1].message


def test_limits_in_other_units_synonyms_and_unknown_names(kit, market_neutral) -> None:
    checks = recheck(
        kit,
        market_neutral,
        limit("position_limit", 1500, "bps"),
        limit("max_sector_weight", 0.3),
        limit("gross_exposure", "two"),
    )
    (verdict,) = [c for c in checks if c.check_id == "portfolio.constraints"]
    assert verdict.passed
    assert "max_position_weight 0.1 within 0.15" in verdict.message
    assert "constraints[1] (max_sector_weight) is not a portfolio limit" in verdict.message
    assert "constraints[2] (gross_exposure) = 'two' is not a number" in verdict.message


def test_reported_metrics_must_equal_the_recomputation(kit, market_neutral) -> None:
    m = market_neutral.metrics
    assert m is not None
    doctored = market_neutral.model_copy(
        update={"metrics": m.model_copy(update={"expected_return": m.expected_return + 0.01})}
    )
    draft = portfolio_answer(kit, doctored)
    problems = failed(
        portfolio_checks(kit.contract(), draft.citations, draft.computations, prices=PRICES)
    )
    assert [(c.check_id, c.field) for c in problems] == [
        ("portfolio.metrics_match", "computations[1].result.metrics.expected_return")
    ]


def test_an_uncited_portfolio_is_not_checked(kit, market_neutral) -> None:
    ws = kit.Workspace()
    ws.portfolio(market_neutral)
    stats, prices = ws.prices(["ent_apple_inc"])
    draft = ws.draft(
        f"Apple rose {kit.pct(stats.stats[0].total_return)} {kit.mark(prices, 'ent_apple_inc')}"
    )
    checks = portfolio_checks(
        kit.contract(constraints=(limit("max_position_weight", 0.01),)),
        draft.citations,
        draft.computations,
        prices=PRICES,
    )
    assert all_passed(checks)
    assert "cites no portfolio computation" in checks[0].message


@settings(max_examples=50, deadline=None)
@given(
    weights=st.lists(
        st.floats(min_value=-0.3, max_value=0.3, allow_nan=False).map(lambda w: round(w, 6)),
        min_size=4,
        max_size=4,
    ),
    cap=st.floats(min_value=0.02, max_value=0.3).map(lambda c: round(c, 4)),
)
def test_random_portfolios_pass_a_position_cap_exactly_when_they_meet_it(
    kit, weights: list[float], cap: float
) -> None:
    computation = Computation(
        source_id="src_randomportfolio",
        function_id="portfolio.evaluate",
        arguments={"start": "2021-01-01", "end": "2022-12-28", "as_of": "2022-12-28"},
        result={"weights": dict(zip(kit.UNIVERSE, weights, strict=True))},
    )
    cite = Citation(mark="[[src_randomportfolio]]", number=1, source_id="src_randomportfolio")
    contract = kit.contract(constraints=(limit("max_position_weight", cap),))
    checks = [
        c
        for c in portfolio_checks(contract, [cite], [computation], prices=PRICES)
        if c.check_id == "portfolio.constraints"
    ]
    largest = max(abs(w) for w in weights)
    assert all_passed(checks) == (largest <= cap + 1e-5)
    if largest > cap + 1e-5:
        assert f"give {largest:.6g}" in checks[0].message


# --- portfolio.objective ------------------------------------------------------------------------


def test_the_cited_optimiser_must_solve_the_contracts_objective(kit, market_neutral) -> None:
    """The seed's portfolio transition, at the answer: the optimiser solved another problem."""
    draft = portfolio_answer(kit, market_neutral)
    assert all_passed(objective(kit.contract(), draft.citations, draft.computations))
    wrong = kit.contract(objective_kind="maximise_return_under_drawdown_limit")
    (problem,) = failed(objective(wrong, draft.citations, draft.computations))
    assert problem.field == "computations[1].function_id"
    assert "portfolio.market_neutral" in problem.message
    assert (
        "maximise_return_under_drawdown_limit, solved by portfolio.drawdown_aware"
        in problem.message
    )
    no_solver = kit.contract(objective_kind="maximise_expected_return")
    assert (
        "which no library optimiser solves"
        in failed(objective(no_solver, draft.citations, draft.computations))[0].message
    )


def test_a_portfolio_objective_needs_a_cited_optimiser(kit) -> None:
    ws = kit.Workspace()
    stats, prices = ws.prices(["ent_apple_inc"])
    draft = ws.draft(
        f"Apple rose {kit.pct(stats.stats[0].total_return)} {kit.mark(prices, 'ent_apple_inc')}"
    )
    (problem,) = failed(objective(kit.contract(), draft.citations, draft.computations))
    assert problem.field == "computations"
    assert all_passed(
        objective(kit.contract(objective_kind="maximise_expected_return"), draft.citations, ())
    )
    assert all_passed(
        objective(kit.contract(objective_kind="research_answer"), draft.citations, ())
    )


def test_a_released_text_is_checked_against_the_hash_recorded_at_release() -> None:
    import hashlib

    from quantward_validation import released_text_check

    text = "Revenue rose 4% [1]."
    recorded = hashlib.sha256(text.encode()).hexdigest()
    assert released_text_check(text, recorded).passed
    edited = released_text_check(text + " Margins doubled [2].", recorded)
    assert not edited.passed
    assert (edited.check_id, edited.field) == ("answer.content_hash", "text")
