"""Held-out batch ZZJ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a UK life insurer's general-account investment team under Solvency II
does (the CIO office, the ALM desk, Risk, the actuarial function and the Board's committees)."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzj

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzj_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzj.generate(),
        seed=reviews_heldout_zzj.SEED,
        kinds=reviews_heldout_zzj.KINDS,
        tag="zzj",
    )


def test_batch_zzj_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzj.generate())


def test_batch_zzj_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzj.generate(), reviews_heldout_zzj.KINDS)


def test_every_span_of_batch_zzj_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzj.generate())


def test_every_cited_mandate_clause_of_batch_zzj_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzj.generate())


def test_batch_zzj_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzj.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzj_uses_its_seed_and_every_subject() -> None:
    cases = reviews_heldout_zzj.generate()
    assert reviews_heldout_zzj.SEED == 20270131
    assert all(c.case_id.startswith("heldout20270131/") for c in cases)
    names = {
        constraint.name
        for case in cases
        for constraint in case.bundle.contract.constraints
        if case.kind in ("invented_limit", "false_provenance", "mandate_breach")
    }
    # each subject's field is drawn from two spellings; one of them is enough
    wanted = (
        {"max_cqs3_or_worse_ma_share", "maPortfolioCqs3PlusCap"},
        {"max_single_counterparty_weight", "groupExposureCap"},
        {"max_property_infra_weight", "illiquidAllocationCap"},
        {"max_unhedged_fx_own_funds", "unhedgedFxCap"},
        {"max_sub_ig_weight", "subInvestmentGradeCap"},
        {"min_scr_coverage", "solvencyCoverageFloor"},
    )
    for spellings in wanted:
        assert names & spellings, spellings


def test_batch_zzj_writes_as_an_insurers_investment_team_does() -> None:
    cases = reviews_heldout_zzj.generate()
    forms = {
        "invented_limit": (
            "Checked the Board-approved Investment Policy (section 4)",
            "ALCo minutes, 14 March. Quorate: CFO (chair), CRO, CIO, Chief Actuary.",
            "Actuarial function memo",
            "rule library export",
            "[Teams] Hannah (ALM): checked w/ Risk",
            "RESOLVED that",
            "| Limit | Appetite | Q3 actual | RAG |",
            "ORSA report, section 7",
            "> Can you confirm the hard limit",
            " per cent",
            "[TBC — AF view]",
            "the Q3 SII ratio at 187% and BEL at £24.6bn",
            "risk margin £610m after TMTP",
        ),
        "false_provenance": (
            "The draft Investment Policy in the January Board pack",
            "Investment Policy redline",
            "[CRO comment: change accepted",
            "NOT APPROVED (CRO objected)",
            "PRA supervisory letter, para 12",
            "prudent person principle",
            "Q3 investment risk MI",
            "| Limit | Q3 actual | IG limit |",
            "Investment Guidelines, Schedule 1 (summary of limits)",
            "the previous Investment Policy allowed",
            "consultants' peer survey",
        ),
        "mandate_breach": (
            "'section_4'",
            "RISK APPETITE STATEMENT",
            "MATCHING ADJUSTMENT AND CAPITAL POLICY",
            "'schedule_2_limits'",
            "EXTRACT FROM THE MINUTES OF THE BOARD",
            "shall not fall below",
            "shall not exceed",
        ),
        "range_assumption": (
            "ALCo delegation to the ALM desk",
            "TAA range",
            "| Asset class / metric | SAA band | Who decides within band |",
            "early-warning range only",
            "NOT APPROVED",
            "ALCo has NOT delegated",
            "RAS tolerance band",
        ),
        "objective": (
            "Investment Policy, s.2 (investment objective)",
            "ALCo paper, surplus assets",
            "CIO report to BIC",
            "E-mail from the Chief Actuary",
            "BIC minutes, item 4",
            "~~",
            "The earlier draft in the January Board pack read",
            "iBoxx £ Non-Gilts",
        ),
        "stated_leakage": (
            "Internal model methodology document",
            "1-in-200 spread stress",
            "QRT list of assets (S.06.02)",
            "downgrades that were only announced after it",
            "only published the following April",
            "ORSA stress results run in the following quarter",
            "duration-gap",
        ),
        "trend_claim": (
            "Credit research, issuer note",
            "ALCo pack, peer monitoring slide",
            "| Counterparty | Observation |",
            "[Teams, ALM desk] fyi",
            "Reinsurance counterparty review",
            "percentage points",
            "over the twelve months to 31 December 2022",
            "in each quarter of 2022",
            "since Solvency II went live in January 2016",
            "SII Own Funds (Tier 1)",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzj_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzj.generate(per_kind=6))
