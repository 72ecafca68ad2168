"""Held-out batch ZZV: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a healthcare and biotech long/short hedge fund's PM, analysts, CRO,
investment committee, compliance desk and traders do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzv

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzv_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzv.generate(),
        seed=reviews_heldout_zzv.SEED,
        kinds=reviews_heldout_zzv.KINDS,
        tag="zzv",
    )


def test_batch_zzv_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzv.generate())


def test_batch_zzv_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzv.generate(), reviews_heldout_zzv.KINDS)


def test_every_span_of_batch_zzv_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzv.generate())


def test_every_cited_mandate_clause_of_batch_zzv_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzv.generate())


def test_batch_zzv_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzv.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzv_writes_as_a_healthcare_long_short_fund_does() -> None:
    cases = reviews_heldout_zzv.generate()
    forms = {
        "invented_limit": (
            "DAILY RISK PACK, limit sheet",
            "Risk Manual, §4 Catalyst and concentration risk",
            "IC record of decision",
            "PPM, Investment Program — Risk Parameters",
            "Enfusion pre-trade rule (export)",
            "raman.p (CRO)",
            "| Metric | Limit | T-1 actual | Status |",
            "Side letter (Pelham University Endowment)",
            "restricted list after Tuesday's GLG call",
            "% NAV",
            "% of NAV",
            "bps of NAV",
            " trading days",
            "PDUFA",
            "risk manual v7 redline",
            "side letter is still being negotiated",
        ),
        "false_provenance": (
            "The 2022 PPM had",
            "[deleted: ",
            "[inserted: ",
            "Not approved (two for, three against)",
            "Pelham's counsel asked for a tighter term",
            "Daily risk pack, T-1",
            "| Risk pack line | T-1 | Limit |",
            "Appendix B — limit schedule",
            "Halyard Opportunities I",
            "cap-intro team",
        ),
        "mandate_breach": (
            "'article_vii'",
            "SIDE LETTER — Pelham University Endowment",
            "§6 Liquidity and financing",
            "§4 Catalyst and concentration risk",
            "'L-6'",
            "Enfusion",
            "INVESTMENT COMMITTEE — RECORD OF DECISION",
        ),
        "range_assumption": (
            "IC delegation (catalyst policy §2)",
            "early-warning band",
            "NOT APPROVED",
            "not delegated",
            "| Parameter | Corridor | Set by | Sign-off |",
            "voss.e (CIO/PM)",
            " days",
            "bp",
        ),
        "objective": (
            "PPM, Investment Objective",
            "Q3 investor letter",
            "IC memo",
            "consultant's due-diligence team",
            "voss.e (PM)",
            "deleted and replaced by",
            "Withdrawn at the 4-Mar IC",
            "NASDAQ Biotechnology Index",
            "148% gross",
        ),
        "stated_leakage": (
            "Quant appendix to the IC memo",
            "Risk model documentation (CRO, v3)",
            "catalyst database (every PDUFA, AdCom and Phase 3 top-line) from 2008 through 2019",
            "actual move on the day of the readout",
            "as the FDA later revised it",
            "borrow-cost cutoff",
            "back-filled to 2010",
        ),
        "trend_claim": (
            "Analyst note (TSLY, long",
            "Q4 investor letter, top contributors",
            "| Name | Thesis check |",
            "achebe.t: TSLY",
            "bps",
            " quarters",
            "Velnora",
            "over the four quarters to 4Q22",
            "in each quarter of 2022",
            "since the 2016 IPO",
            "NCT04418297",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzv_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzv.generate(per_kind=6))
