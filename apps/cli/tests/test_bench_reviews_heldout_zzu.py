"""Held-out batch ZZU: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a US municipal bond fund's counsel, Board, compliance, credit analysts,
traders and portfolio managers do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzu

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzu_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzu.generate(),
        seed=reviews_heldout_zzu.SEED,
        kinds=reviews_heldout_zzu.KINDS,
        tag="zzu",
    )


def test_batch_zzu_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzu.generate())


def test_batch_zzu_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzu.generate(), reviews_heldout_zzu.KINDS)


def test_every_span_of_batch_zzu_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzu.generate())


def test_every_cited_mandate_clause_of_batch_zzu_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzu.generate())


def test_batch_zzu_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzu.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzu_writes_as_a_municipal_bond_fund_does() -> None:
    cases = reviews_heldout_zzu.generate()
    forms = {
        "invented_limit": (
            "checked the SAI (Investment Restrictions",
            "Board of Trustees, regular quarterly meeting",
            "Principal Investment Strategies",
            "Charles River compliance rule (export)",
            "IPC's approved portfolio guidelines",
            "IB: NB MUNI DESK",
            "| Compliance test | Limit | 9/30 position | Status |",
            "CCO memo to the Board",
            "UNANIMOUS WRITTEN CONSENT",
            "% of net assets",
            " yrs",
            "BBB-/Baa3",
            "AMT",
            "HLIM",
            "draft 485(a) amendment",
            "[___]",
        ),
        "false_provenance": (
            "The 485(a) draft",
            "SAI redline",
            "~~",
            "The Board declined",
            "Waiver denied",
            "Q3 compliance report",
            "| Test | 9/30 position | Limit |",
            "Compliance summary",
            "predecessor fund",
            "due-diligence team says peers",
        ),
        "mandate_breach": (
            "'non_fundamental'",
            "Principal Investment Strategies",
            "at least 80% of its net assets",
            "LIQUIDITY RISK MANAGEMENT PROGRAM (Rule 22e-4)",
            "INVESTMENT POLICY COMMITTEE",
            "Charles River IMS",
            "RESOLUTIONS OF THE BOARD OF TRUSTEES",
        ),
        "range_assumption": (
            "IPC delegation to the muni PM team",
            "only a warning level for the CCO",
            "Declined",
            "not delegating",
            "| Guideline | Range | Who decides |",
            " yrs",
        ),
        "objective": (
            "Investment objective (prospectus)",
            "PM quarterly commentary",
            "Board 15(c) materials",
            "RIA platform",
            "IPC minutes",
            "~~",
            "The 485(a) draft read",
            "Bloomberg Municipal Bond Index",
            "TEY",
        ),
        "stated_leakage": (
            "Credit research note, model appendix",
            "LRM Committee's model documentation",
            "MSRB/EMMA trade prints from 2010 through 2018",
            "the following month-end's evaluated pricing",
            "as S&P and Moody's later revised it",
            "muni/Treasury ratio",
            "HLIM",
        ),
        "trend_claim": (
            "Credit research note (Lakeshore Health",
            "PM quarterly commentary, hospital exposure",
            "| Obligor | Observation |",
            "IB: NB MUNI DESK",
            " bp",
            " days",
            "MADS coverage",
            "over the twelve months ended 12/31/22",
            "in every quarter of 2022",
            "since the 2016 merger with St. Brendan's",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzu_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzu.generate(per_kind=6))
