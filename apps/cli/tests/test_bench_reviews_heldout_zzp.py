"""Held-out batch ZZP: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a distressed-debt and special-situations credit fund, its risk function,
its claims desk and its LPs do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzp

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzp_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzp.generate(),
        seed=reviews_heldout_zzp.SEED,
        kinds=reviews_heldout_zzp.KINDS,
        tag="zzp",
    )


def test_batch_zzp_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzp.generate())


def test_batch_zzp_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzp.generate(), reviews_heldout_zzp.KINDS)


def test_every_span_of_batch_zzp_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzp.generate())


def test_every_cited_mandate_clause_of_batch_zzp_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzp.generate())


def test_batch_zzp_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzp.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzp_cites_limits_in_every_subject_and_every_number_form() -> None:
    """Each of the six limits is cited from a message in both provenance kinds that cite one,
    and the cited spans include cents on the dollar, basis points and multiples."""
    cases = reviews_heldout_zzp.generate()
    for kind in ("invented_limit", "false_provenance"):
        keys = set()
        for case in cases:
            if case.kind == kind:
                keys |= {c.name for c in case.bundle.contract.constraints}
        for stem in ("issuer", "class", "dip", "rescue", "litigation", "leverage", "recovery"):
            assert any(stem in k.lower() for k in keys), (kind, stem)
    spans = set()
    for case in cases:
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for c in case.bundle.contract.constraints:
            if c.provenance == "user_message" and c.span is not None:
                spans.add(texts[str(c.provenance_ref)][c.span.start : c.span.end])
    for ending in (" cents on the dollar", "c", "bp", "x", " times", "%", " percent"):
        assert any(s.endswith(ending) for s in spans), ending


def test_batch_zzp_writes_as_a_distressed_credit_fund_does() -> None:
    cases = reviews_heldout_zzp.generate()
    forms = {
        "invented_limit": (
            "Fund counsel checked the executed LPA, §7.3",
            "IC approval memo, Conditions to approval",
            "risk_limits.yaml",
            "[09:14] jlee (Risk)",
            "Q3 letter to LPs",
            "| Investment limitation | LPA § | Limit | 9/30 actual |",
            "Side letter (Commonwealth Teachers' Retirement System",
            "Summary of Principal Terms",
            "confirmed with the CCO",
            "40c",
            "750bp",
            "62 bid / 64 offered",
            "S+750bp",
            "open point 9 on counsel's issues list",
        ),
        "false_provenance": (
            "Risk committee minutes, 12 September",
            "[10:02] cro:",
            "Waiver denied",
            "term sheet proposed",
            "Q3 compliance certificate",
            "| Limitation | Limit | 9/30 actual |",
            "Summary of Principal Terms (Fund V)",
            "Fund III's LPA",
            "peer survey",
            "Maximum purchase price for trade claims",
            "Target gross MOIC",
            "cents on the dollar",
        ),
        "mandate_breach": (
            "'7.3(c)'",
            "SIDE LETTER",
            "NAV FACILITY CREDIT AGREEMENT",
            "'hard_limits'",
            "INVESTMENT COMMITTEE CHARTER",
        ),
        "range_assumption": (
            "IC approval, delegated authority",
            "in the DDQ",
            "Not approved",
            "is NOT at PM discretion",
            "| Limit | Band | Who decides |",
            "[07:41] cio:",
        ),
        "objective": (
            "Investment objective (PPM, section 2)",
            "IC memo, portfolio construction",
            "Q3 letter to LPs",
            "LP consultant e-mail",
            "[16:05] pm:",
            "~~",
            "The draft PPM sent to LPs",
            "ICE BofA US High Yield CCC & Lower",
        ),
        "stated_leakage": (
            "IC memo, underwriting assumptions",
            "From the model notes",
            "Chapter 11",
            "ultimate recovery as finally distributed under the confirmed plan",
            "back-filled",
            "emerged from Chapter 11",
            "entry-price cut-off",
        ),
        "trend_claim": (
            "IC memo, credit update (Brightwater 1L / 2L)",
            "[08:31] rbose: fwiw",
            "| Issuer | Credit observation |",
            "Restructuring committee update",
            "Q4 letter to LPs, portfolio update",
            "turns",
            "in every quarter of 2022",
            "for full-year 2022",
            "since the 2L notes were issued in 2016",
            "over the last five years",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzp_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzp.generate(per_kind=6))
