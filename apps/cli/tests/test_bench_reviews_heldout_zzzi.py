"""Held-out batch ZZZI: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an Australian industry super fund's Trustee, Investment Committee, CIO,
head of investment risk, sector heads and asset consultant, its IGF, investment strategy, SAA
schedule, risk appetite statement and PDS do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzi

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzi_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzi.generate(),
        seed=reviews_heldout_zzzi.SEED,
        kinds=reviews_heldout_zzzi.KINDS,
        tag="zzzi",
    )


def test_batch_zzzi_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzi.generate())


def test_batch_zzzi_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzi.generate(), reviews_heldout_zzzi.KINDS)


def test_every_span_of_batch_zzzi_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzi.generate())


def test_every_cited_mandate_clause_of_batch_zzzi_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzi.generate())


def test_batch_zzzi_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzi.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzi_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzi.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzi_gives_the_igf_and_pds_ahead_of_the_request_and_the_register_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzi.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "mandate":  # the IGF or the PDS, ahead of the request, a clause
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
        else:  # a reply or the limits register's template, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"


def test_batch_zzzi_draws_floors_into_its_wide_ranges_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzi.generate()
    floors = {"min_liquid_assets_share", "liquidAssetsFloor"}
    floors |= {"min_liquidity_stress_coverage", "stressedOutflowCoverageFloor"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if low == high:  # refused latitude: the same value under another text
            seen_refused += 1
            continue
        if flawed.name in floors:  # granted: below the range's low end
            assert low < high
            seen_floor += 1
        else:  # granted: above the range's top
            assert low > high
            seen_cap += 1
        if flawed.unit == "fraction":  # a share is at most all of it
            assert max(low, high) <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused


def test_batch_zzzi_writes_as_an_australian_super_fund_does() -> None:
    cases = reviews_heldout_zzzi.generate()
    forms = {
        "invented_limit": (
            "From: Head of Investment Risk",
            "INVESTMENT COMMITTEE - RESOLUTION",
            "INVESTMENT GOVERNANCE FRAMEWORK (Board-approved)",
            "SPS 530 LIMITS REGISTER - upload template",
            "| Limit | Threshold | Position 31-May | Status |",
            "KESTREL PARTNERS - ADVICE TO THE TRUSTEE",
            "PRODUCT DISCLOSURE STATEMENT - INVESTMENT GUIDE",
            "$A 48.2bn",
            "'[TBC - IC to confirm]'",
            "Teams |",
            "Board-delegated",
            "SPS 530 annual review",
        ),
        "false_provenance": (
            "IGF consultation draft",
            "SAA review paper v2",
            "Not supported by the IC",
            "Board minutes:",
            "Risk report at 31 May",
            "| Measure | 31-May | Limit |",
            "Limits register (extract, investment risk)",
            "APRA heatmap median",
            "peer survey",
            "per cent",
            "bps p.a.",
        ),
        "mandate_breach": (
            "'section_7'",
            "'7.3'",
            "INVESTMENT STRATEGY - MySuper Balanced",
            "'saa_schedule'",
            "must not exceed",
            "TRUSTEE BOARD - RESOLUTION",
            "RISK APPETITE STATEMENT",
            "CPI + 3.25% p.a.",
        ),
        "range_assumption": (
            "IGF Schedule 3 (delegations)",
            "IC resolution:",
            "| Limit | Range | Delegate |",
            "Kestrel's advice",
            "was not supported;",
            "INSTRUMENT OF DELEGATION",
            "minimum for",
            "maximum for",
            "–",
        ),
        "objective": (
            "IGF, option objective",
            "IC paper, 'Portfolio construction'",
            "From: CIO",
            "Kestrel Partners advice",
            "Teams | CIO",
            "~~",
            "is revoked and replaced with",
            "YFYS benchmark portfolio",
            "Post-IC note",
        ),
        "stated_leakage": (
            "SPS 530 model documentation",
            "DAA framework, appendix B",
            "FY08 to FY14",
            "FY08 to FY20",
            "the ABS only releases",
            "signed off the following September",
            "as since revised",
            "today's S&P/ASX 300 constituents",
        ),
        "trend_claim": (
            "**Stock note - Marrabel Minerals Limited (ASX: MRB)**",
            "Sector head's note to the IC",
            "Teams | 10:42 | Head of Australian Equities",
            "Quarterly investment report to the Board",
            "| Holding | What the FY23 numbers show |",
            "Engagement log (ESG & stewardship)",
            " kt",
            "$A",
            "pcp",
            "FY23",
            "per cent",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzi_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzi.generate(per_kind=6))
