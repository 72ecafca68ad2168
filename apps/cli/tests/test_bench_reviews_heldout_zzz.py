"""Held-out batch ZZZ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a precious-metals royalty and streaming company's Board, investment
committee, CFO and treasury desk, lenders, technical team and analysts do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzz

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzz_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzz.generate(),
        seed=reviews_heldout_zzz.SEED,
        kinds=reviews_heldout_zzz.KINDS,
        tag="zzz",
    )


def test_batch_zzz_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzz.generate())


def test_batch_zzz_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzz.generate(), reviews_heldout_zzz.KINDS)


def test_every_span_of_batch_zzz_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzz.generate())


def test_every_cited_mandate_clause_of_batch_zzz_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzz.generate())


def test_batch_zzz_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzz.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzz_writes_as_a_royalty_and_streaming_company_does() -> None:
    cases = reviews_heldout_zzz.generate()
    forms = {
        "invented_limit": (
            "— Priya (CFO)",
            "EXTRACT FROM THE MINUTES OF A MEETING OF THE BOARD OF DIRECTORS",
            "Section 6 — Portfolio fit",
            "[Teams] #treasury-desk",
            "| Limit | Policy | 30 Sep actual | Headroom |",
            "NAV model v14 — Inputs tab",
            "CAPITAL ALLOCATION POLICY (adopted by the Board, as amended)",
            "— Dana (GC)",
            "Board policy register, entry TP-07",
            " per cent",
            ":1.00",
            "GEOs",
            "'[•]'",
            "g/t",
            "strip ratio",
        ),
        "false_provenance": (
            "The lenders' first markup",
            "The May draft of the Capital Allocation Policy",
            "Majority Lenders did not consent",
            "The Board declined",
            "Q3 compliance certificate",
            "Portfolio dashboard, 30 Sep",
            "Schedule B — Limits monitored by Treasury",
            "Sell-side notes put the senior streamers",
            "The 2019 policy (since superseded)",
        ),
        "mandate_breach": (
            "'section_5'",
            "Article 7 — Financial Covenants",
            "INVESTMENT GUIDELINES",
            "RESOLUTIONS OF THE BOARD OF DIRECTORS",
            "'treasury_and_concentration'",
            "INVESTMENT COMMITTEE CHARTER — Appendix A",
            "NI 43-101 or S-K 1300",
        ),
        "range_assumption": (
            "Board delegation (Capital Allocation Policy, s.9)",
            "| Limit | Board range | Set by |",
            "CEO to the IC (Teams)",
            "early-warning band",
            "NOT APPROVED",
            "not delegating",
            "floor on",
            "x and ",
        ),
        "objective": (
            "Capital Allocation Policy, s.2 Objective",
            "From the CEO's letter to shareholders",
            "IC charter, purpose",
            "largest holder's PM",
            "Strategy offsite, conclusions",
            "Deleted: ",
            "The March draft read",
            "S&P/TSX Global Gold Index",
            "P/NAV",
        ),
        "stated_leakage": (
            "Technical services review memo",
            "analyst team's model documentation",
            "LBMA PM gold fixes from 2010 through 2017",
            "NI 43-101",
            "gold/silver ratio",
            "as restated in the following year's",
            "GDX and GDXJ",
        ),
        "trend_claim": (
            "IC pre-read: how has Sable Creek Gold been running?",
            "**Operator monitor — Marten Lake gold stream**",
            "MD&A, portfolio update — Marten Lake stream",
            "Analyst note, GEO outlook",
            "| Asset | Operator | Terms | Comment |",
            "[Teams] #treasury-desk",
            "Board pack, operator watch list",
            " oz",
            "/oz",
            "US$",
            "since the Q3 2022 pit-wall failure",
            "in each of the four quarters of 2023",
            "compounded",
            "since commercial production was declared in 2017",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzz_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzz.generate(per_kind=6))
