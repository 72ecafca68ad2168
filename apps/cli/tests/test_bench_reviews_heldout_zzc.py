"""Held-out batch ZZC: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as UK defined-benefit schemes' LDI managers, trustees, investment consultants
and scheme actuaries do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzc

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzc_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzc.generate(),
        seed=reviews_heldout_zzc.SEED,
        kinds=reviews_heldout_zzc.KINDS,
        tag="zzc",
    )


def test_batch_zzc_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzc.generate())


def test_batch_zzc_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzc.generate(), reviews_heldout_zzc.KINDS)


def test_every_span_of_batch_zzc_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzc.generate())


def test_every_cited_mandate_clause_of_batch_zzc_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzc.generate())


def test_batch_zzc_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzc.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzc_limits_are_in_the_units_an_ldi_mandate_uses() -> None:
    """Leverage as a multiple, buffers in basis points, the rest as fractions."""
    units = {
        constraint.unit
        for case in reviews_heldout_zzc.generate()
        for constraint in case.bundle.contract.constraints
    }
    assert units == {"multiple", "bps", "fraction"}


def test_batch_zzc_writes_as_ldi_managers_trustees_and_their_advisers_do() -> None:
    cases = reviews_heldout_zzc.generate()
    forms = {
        "invented_limit": (
            "I've checked the signed IMA",
            "Minutes of the Trustee Board",
            "SIP (September revision), section 6 'Risk'",
            "ldi_limits.yaml",
            "investment consultant's memo on LDI resilience",
            "Subject: RE: Schedule 2 limits",
            "| Limit (IMA Sch. 2) | Position at 30 June | Within limit? |",
            "RECAPITALISATION NOTICE",
            "Written resolution of the Trustee Directors",
            " per cent",
            "bp",
            "[TBC]",
            "Scheme Actuary",
        ),
        "false_provenance": (
            "The draft IMA (v2",
            "IMA Schedule 2 redline",
            "The Trustee declined on the consultant's advice",
            "Not agreed (one for, four against)",
            "Q3 LDI report",
            "| Limit | Position 30 Sep | IMA limit |",
            "IMA Schedule 2 — Investment Guidelines (extract)",
            "the previous IMA (2019)",
            "pooled-fund default",
        ),
        "mandate_breach": (
            "'para_4_3'",
            "STATEMENT OF INVESTMENT PRINCIPLES",
            "SCHEDULE 3 TO THE IMA — LDI GUIDELINES",
            "'risk_limits'",
            "WRITTEN RESOLUTION OF THE TRUSTEE DIRECTORS",
        ),
        "range_assumption": (
            "ISC delegation to the LDI manager",
            "Trustee must be notified",
            "Declined",
            "has NOT delegated",
            "| Parameter | Permitted range | Who decides |",
        ),
        "objective": (
            "SIP, section 3 (objective)",
            "Consultant's memo, portfolio construction",
            "Trustee minutes, item 3",
            "LDI manager's e-mail",
            "ISC minutes, item 2",
            "liability benchmark",
            "~~",
            "The draft SIP sent to the employer",
            "From the Chair of Trustees",
        ),
        "stated_leakage": (
            "Consultant's memo, methodology",
            "From the LDI desk's model note",
            "actuarial valuation (signed off in June 2020)",
            "RPI print",
            "GMP equalisation",
            "September 2022 gilt crisis",
            "recap waterfall",
            "PV01/IE01",
        ),
        "trend_claim": (
            "Investment consultant's quarterly report",
            "Trustee minutes, item 4 (LDI and collateral)",
            "| Dashboard metric | Commentary |",
            "percentage points",
            "bp",
            "funding level",
            "collateral buffer",
            "gilt yield",
            "the mini-budget quarter",
            "at every quarter-end of 2022",
            "since the 2016 actuarial valuation",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzc_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzc.generate(per_kind=6))
