"""Held-out batch ZZW: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a shipping and aircraft finance fund's counsel, credit committee, lenders,
risk desk, chartering desk, LPAC and investor relations do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzw

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzw_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzw.generate(),
        seed=reviews_heldout_zzw.SEED,
        kinds=reviews_heldout_zzw.KINDS,
        tag="zzw",
    )


def test_batch_zzw_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzw.generate())


def test_batch_zzw_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzw.generate(), reviews_heldout_zzw.KINDS)


def test_every_span_of_batch_zzw_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzw.generate())


def test_every_cited_mandate_clause_of_batch_zzw_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzw.generate())


def test_batch_zzw_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzw.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzw_cites_limits_in_days_and_years_as_well_as_fractions() -> None:
    units = {
        constraint.unit
        for case in reviews_heldout_zzw.generate()
        for constraint in case.bundle.contract.constraints
    }
    assert {"fraction", "days", None} <= units


def test_batch_zzw_writes_as_a_transportation_finance_fund_does() -> None:
    cases = reviews_heldout_zzw.generate()
    forms = {
        "invented_limit": (
            "checked the executed LPA",
            "CREDIT COMMITTEE — APPROVAL MEMO",
            "LOAN AGREEMENT (USD 240,000,000 revolving facility",
            "limits.yaml — Halyard risk engine",
            "Investment Guidelines (Annex B to the LPA)",
            "eleni.p (risk)",
            "| Covenant | Required | Actual | Compliant |",
            "Letter to the LPAC",
            "SIDE LETTER (anchor investor)",
            " per cent",
            " yo",
            " days",
            "not more than",
            "not less than",
            "82,000 dwt",
            "square brackets in the draft LPA amendment",
            "TBD – subject to CC",
        ),
        "false_provenance": (
            "indicative term sheet",
            "[Deleted: ",
            "[Inserted: ",
            "Majority Lenders did not consent",
            "CC minutes, item 4",
            "Q3 investor report",
            "| Metric | 30-Sep actual | Covenant |",
            "Schedule 3 (Investment Restrictions), extract",
            "Fund I",
            "placement agent",
        ),
        "mandate_breach": (
            "'schedule_3'",
            "CREDIT COMMITTEE APPROVAL",
            "63,500 dwt Ultramax",
            "LOAN AGREEMENT — USD 240,000,000",
            "INVESTMENT GUIDELINES (Annex B to the LPA)",
            "Halyard limits engine",
            "MINUTES OF THE LP ADVISORY COMMITTEE",
        ),
        "range_assumption": (
            "CC delegation to the deal team",
            "amber alert",
            "Not approved",
            "isn't delegated",
            "| Limit | Permitted band | Set by |",
            " per cent",
            " years",
        ),
        "objective": (
            "LPA clause 3.1 (Investment Objective)",
            "Quarterly investor report",
            "CC portfolio paper",
            "anchor LP",
            "cio.m",
            "Superseded – do not use",
            "At first close the LPA's objective read",
            "MSCI ACWI Transportation Index",
            "DPI",
        ),
        "stated_leakage": (
            "Credit methodology note",
            "Model validation report",
            "Baltic Dry Index closes from 2008 to 2018",
            "desktop valuations dated the following month-end",
            "as the agencies later revised it",
            "BDI momentum",
            "LPAC pack",
        ),
        "trend_claim": (
            "Credit note on Skerry Bulk Carriers",
            "Quarterly investor report, listed holdings",
            "| Holding | Comment |",
            "yannis.k",
            "LPAC watch list",
            "TCE revenue",
            "percentage points",
            " pp",
            "net LTV",
            "over the two years to 31.12.2022",
            "in each quarter of 2022",
            "since the company's Oslo listing in 2014",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzw_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzw.generate(per_kind=6))
