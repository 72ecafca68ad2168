"""Held-out batch ZZS: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an insurance-linked securities fund, its risk committee, its reinsurance
desk and its cat modellers do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzs

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzs_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzs.generate(),
        seed=reviews_heldout_zzs.SEED,
        kinds=reviews_heldout_zzs.KINDS,
        tag="zzs",
    )


def test_batch_zzs_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzs.generate())


def test_batch_zzs_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzs.generate(), reviews_heldout_zzs.KINDS)


def test_every_span_of_batch_zzs_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzs.generate())


def test_every_cited_mandate_clause_of_batch_zzs_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzs.generate())


def test_batch_zzs_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzs.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzs_writes_as_an_ils_fund_and_its_desk_do() -> None:
    cases = reviews_heldout_zzs.generate()
    forms = {
        "invented_limit": (
            "Checked the OM (Appendix 3, Investment Restrictions",
            "Risk Committee, 14 November",
            "Ayesha (CRO): confirmed",
            "risk_limits.yaml",
            "Modelling note MN-24-31",
            "| Limit | Actual 30 Sep | Status |",
            "Side letter, Stichting Pensioenfonds Noordzee",
            "Segregated Account HC-7",
            "> what's the number on",
            " per cent",
            "bp",
            "1-in-250",
            "square brackets in the draft OM supplement",
            "Tom H (desk)",
        ),
        "false_provenance": (
            "RiskCo paper (draft 2",
            "(blackline)",
            "for the 6/1 Florida renewals",
            "Ayesha (CRO): no.",
            "October risk report",
            "| Limit | Utilisation 31 Oct | Limit level |",
            "Key terms, HCO Master Fund",
            "Fund I OM",
            "Peers at Monte Carlo",
        ),
        "mandate_breach": (
            "'appendix_3'",
            "SIDE LETTER",
            "RISK APPETITE STATEMENT 2025",
            "'risk_limits'",
            "WRITTEN RESOLUTION OF THE DIRECTORS",
        ),
        "range_assumption": (
            "RiskCo delegation to the PM",
            "early-warning trigger",
            "Not agreed",
            "For the avoidance of doubt",
            "| Parameter | Band | Who decides |",
        ),
        "objective": (
            "Investment objective (OM, section 2)",
            "RiskCo memo, allocation approach",
            "Monthly investor letter",
            "Consultant's e-mail",
            "SAC board minutes",
            "Swiss Re Global Cat Bond Index",
            "~~",
            "Earlier draft, superseded after investor feedback",
        ),
        "stated_leakage": (
            "Modelling note, assumptions",
            "methodology document (v3.2)",
            "up to Hurricane Ian (September 2022)",
            "published in the first week of the following month",
            "final loss estimates",
            "Florida wind cap",
            "PCS",
        ),
        "trend_claim": (
            "Modelling team note, market backdrop",
            "Monthly investor letter, market commentary",
            "| Reinsurer | Observation |",
            "points",
            "BSCR",
            "combined ratio",
            "between Q3 2021 (Ida) and Q3 2022 (Ian)",
            "in every quarter of 2022",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzs_writes_numbers_as_the_trade_does() -> None:
    """Basis points and two-decimal shares of NAV among the cited spans, a multiple's "x"."""
    spans: list[str] = []
    for case in reviews_heldout_zzs.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for c in case.bundle.contract.constraints:
            if c.span is not None and c.provenance_ref in texts:
                spans.append(texts[str(c.provenance_ref)][c.span.start : c.span.end])
    assert any(s.endswith(("bp", " bps")) for s in spans)
    assert any(s.endswith(".00%") for s in spans)
    assert any(s.endswith("x") for s in spans)


def test_batch_zzs_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzs.generate(per_kind=6))
