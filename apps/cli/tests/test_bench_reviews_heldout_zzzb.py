"""Held-out batch ZZZB: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Shariah-compliant equity fund's Shariah Supervisory Board, Shariah
adviser, fund manager, compliance people, prospectus, investment guidelines and trustee do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzzb
from quantward_platform import LIBRARY

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzb_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzb.generate(),
        seed=reviews_heldout_zzzb.SEED,
        kinds=reviews_heldout_zzzb.KINDS,
        tag="zzzb",
    )


def test_batch_zzzb_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzb.generate())


def test_batch_zzzb_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzb.generate(), reviews_heldout_zzzb.KINDS)


def test_every_span_of_batch_zzzb_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzb.generate())


def test_every_cited_mandate_clause_of_batch_zzzb_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzb.generate())


def test_batch_zzzb_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzb.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzb_names_is_registered() -> None:
    for case in reviews_heldout_zzzb.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id is not None}
        named |= {e.function_id for e in contract.evidence if e.function_id is not None}
        named |= {c.function_id for c in case.bundle.computations}
        named |= {c.title for c in case.bundle.citations if c.title is not None}
        assert named <= LIBRARY.keys(), case.case_id


def test_batch_zzzb_answers_invented_limits_in_three_forms_and_cites_a_mandate_as_a_clause() -> (
    None
):
    twins = [
        c for c in reviews_heldout_zzzb.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        (constraint,) = case.bundle.contract.constraints
        answer = next(m for m in case.bundle.user_messages if m.kind != "request")
        if answer.kind == "mandate":  # given ahead of the request, cited as a clause
            assert case.bundle.user_messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert constraint.provenance_ref == answer.message_id
        else:
            assert constraint.provenance == "user_message"


def test_batch_zzzb_draws_floors_into_its_latitude_bands() -> None:
    cases = reviews_heldout_zzzb.generate()
    floors = {"min_tangible_assets_ratio", "illiquidAssetsFloor"}
    floors |= {"min_shariah_compliant_equity_share", "shariahEquitiesFloor"}
    by_id = {c.case_id: c for c in cases}
    seen = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if flawed.name in floors and low != high:  # granted: below the band
            assert low < high
            seen += 1
    assert seen


def test_batch_zzzb_leaks_into_the_test_years_and_its_twins_end_before_them() -> None:
    cases = [c for c in reviews_heldout_zzzb.generate() if c.kind == "stated_leakage"]
    said = texts_of([c for c in cases if c.flawed])
    clean = texts_of([c for c in cases if not c.flawed])
    for late in ("FY2018", "2H 2016", "1438H", "2019", "Dec-2016", "Nov 2017"):
        assert late in said, late
        assert late not in clean, late


def test_batch_zzzb_writes_as_a_shariah_equity_fund_does() -> None:
    cases = reviews_heldout_zzzb.generate()
    forms = {
        "invented_limit": (
            "Ustaz Hakim (Shariah adviser)",
            "FATWA No. SSB/1445/07",
            "14 Rabi' al-Awwal 1445H (29 September 2023)",
            "And Allah knows best.",
            "Section 3.4 Investment Restrictions and Limits",
            "per centum (",
            "SHARIAH SCREENING PARAMETERS - completed by the Head of Compliance",
            "| Screen | Threshold | Portfolio (wtd avg) | Status |",
            "Patuh (compliant)",
            "Jamadilakhir 1445H",
            "(max.)",
            "INVESTMENT GUIDELINES (Schedule 2 to the Investment Management Agreement)",
            "Nur Aisyah Kamal (Head of Compliance)",
            "3rd meeting of 1445H (Rejab)",
            "Assalamualaikum",
            "10 Sha'ban 1445H",
            "'[__]'",
            "next sitting after Ramadan",
            " per cent",
            ".00%",
            "maysir",
            "gharar",
            "sukuk",
        ),
        "false_provenance": (
            "The draft fatwa circulated in Rejab",
            "The draft prospectus lodged with the SC",
            "Addendum No. 2 to the Investment Guidelines",
            "Letter from the SSB secretariat",
            "the Board won't go to",
            "The trustee declined our request",
            "Shariah compliance report 1H 2024",
            "| Ratio | Portfolio (30 Jun) | Threshold |",
            "Screening methodology, Appendix B",
            "Prospectus, Section 7.2",
            "sister fund (Nakhla Asia Pacific Shariah Equity)",
            "index provider's methodology",
            "riba",
        ),
        "mandate_breach": (
            "'schedule_2_shariah_screens'",
            "FATWA No. SSB/1445/04",
            "9 Safar 1445H (25 August 2023)",
            "Wallahu a'lam.",
            "SHARIAH SCREENING METHODOLOGY",
            "Section 7 - Investment Restrictions",
            "'resolutions_1445H'",
            "1 Ramadan 1445H",
            "Purification",
        ),
        "range_assumption": (
            "Fatwa SSB/1445/09, para 5",
            "| Parameter | Permitted range | Decided by |",
            "insyaAllah",
            "illustrative only and delegates nothing",
            "Declined; it remains at",
            "the Board will not delegate this",
            "Register of delegations approved by the SSB",
            "'manager_discretions'",
            "minimum on",
            "ceiling on",
        ),
        "objective": (
            "Investment objective: the Fund seeks",
            "Factsheet, 'How the portfolio is built'",
            "IC terms of reference, 4(b)",
            "takaful operator's CIO",
            "Faizal (CIO)",
            "Second Supplementary Prospectus",
            "struck out by the SSB",
            "Dow Jones Islamic Market World Index",
            "Jazakallah khair",
        ),
        "stated_leakage": (
            "Methodology note, Annex C",
            "Screening model v4.1",
            "Factsheet footnote",
            "Hijri years 1426H-1438H",
            "the SSB's next semi-annual review",
            "purification",
            "back-filled",
            "SAC's half-yearly lists",
        ),
        "trend_claim": (
            "### Holding review: Teraju Halal Foods Berhad (Bursa: TERAJU)",
            "'Top holdings commentary'",
            "Hafiz (PM)",
            "IC paper No. 3/2025",
            "| Holding | Observation |",
            "Shariah adviser's note",
            "PATAMI",
            " sen",
            "percentage points",
            "RM",
            "in every quarter of FY2024",
            "since 1 Muharram 1446H (7 July 2024)",
            "since its 2004 listing on Bursa Malaysia",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzb_asks_its_trend_question_for_a_hijri_month() -> None:
    trends = [c for c in reviews_heldout_zzzb.generate() if c.kind == "trend_claim"]
    for case in trends:
        (request,) = case.bundle.user_messages
        assert request.text.startswith("For the Syaaban 1446H factsheet")
        assert case.bundle.computations[0].arguments["as_of"] == "2025-02-27"


def test_batch_zzzb_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzb.generate(per_kind=6))
