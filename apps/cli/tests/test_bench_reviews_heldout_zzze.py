"""Held-out batch ZZZE: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a music and entertainment royalties fund's PM, catalogue team, CFO,
valuation committee and agent, LPAC and LPs do, in its LPA, guidelines, royalty statements and
chat."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzze

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzze_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzze.generate(),
        seed=reviews_heldout_zzze.SEED,
        kinds=reviews_heldout_zzze.KINDS,
        tag="zzze",
    )


def test_batch_zzze_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzze.generate())


def test_batch_zzze_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzze.generate(), reviews_heldout_zzze.KINDS)


def test_every_span_of_batch_zzze_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzze.generate())


def test_every_cited_mandate_clause_of_batch_zzze_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzze.generate())


def test_batch_zzze_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzze.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzze_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzze.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzze_answers_invented_limits_in_chat_a_filled_in_sheet_or_the_fund_papers() -> None:
    twins = [
        c for c in reviews_heldout_zzze.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "mandate":  # the LPA or the guidelines, given ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
        else:  # a reply or the CFO's sheet sent back, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"


def test_batch_zzze_draws_floors_into_its_latitude_bands_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzze.generate()
    floors = {"min_evergreen_share", "evergreenFloor"}
    floors |= {"min_valuation_discount_rate_bps", "discountRateFloor"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        wrong, right = float(str(flawed.value)), float(str(twin.value))
        if wrong == right:  # refused: the same point under a text refusing or granting it
            continue
        if flawed.name in floors:  # granted: the flawed value below the band's low end
            assert wrong < right
            seen_floor += 1
        else:
            assert wrong > right
            seen_cap += 1
        if flawed.unit == "fraction":
            assert 0 < right < 1
            assert 0 < wrong < 1
    assert seen_floor
    assert seen_cap


def test_batch_zzze_misquotes_pair_every_structure_with_several_subjects() -> None:
    cases = [
        c for c in reviews_heldout_zzze.generate() if c.kind == "false_provenance" and c.flawed
    ]
    names = {c.bundle.contract.constraints[0].name for c in cases}
    assert len(names) >= 8


def test_batch_zzze_writes_as_a_royalties_fund_does() -> None:
    cases = reviews_heldout_zzze.generate()
    forms = {
        "invented_limit": (
            "#catalogue-team",
            "VALUATION COMMITTEE - MINUTE",
            "7.2 Investment Restrictions",
            "DEAL PARAMETERS - completed by the Fund CFO",
            "LPAC Chair",
            "| Restriction | Limit | 30-Jun actual |",
            "INVESTMENT GUIDELINES - Schedule 3",
            "x NPS",
            " bps",
            "per cent",
            "square brackets",
            "investment officer",
            "trailing NPS",
        ),
        "false_provenance": (
            "heads of terms",
            "marketing deck",
            "Declined, 5 votes to 1",
            "Valuation committee: the head of acquisitions",
            "Administrator's half-year pack",
            "| Test | 30-Jun | Limit |",
            "LPA summary (Fund counsel)",
            "Fund I lived with",
            "catalogue deal survey",
            " LTV",
            " bps of NAV",
        ),
        "mandate_breach": (
            "'section_7'",
            "'7.2(c)'",
            "INVESTMENT GUIDELINES, Fund II",
            "LPAC CONSENT No. 11",
            "'parameters'",
            "SIDE LETTER - Great Lakes",
            " bps",
        ),
        "range_assumption": (
            "LPA 7.4",
            "Valuation committee delegation",
            "| Parameter | Band | Set by |",
            "negotiating position",
            "Declined; the",
            "i'm not opening up",
            "minimum for",
            "maximum for",
        ),
        "objective": (
            "LPA recital C",
            "Acquisition memo, 'Allocation'",
            "LPAC deck",
            "investment officer",
            "#catalogue-team",
            "clean against marked",
            "para 2 of my last note is replaced",
            "Merrion Music Royalty Index",
            "LPAC meeting",
        ),
        "stated_leakage": (
            "Valuation methodology, section 4",
            "Model notes (catalogue cash-flow model v7)",
            "H1 2006 to H2 2017",
            "H2 2013 (the last paid before year-end 2014)",
            "five to nine months",
            "Catch-up royalties",
            "age curve",
        ),
        "trend_claim": (
            "### Listed comparable - Fallowmere Music Royalties plc (LSE: FMR)",
            "Acquisition memo, 'Listed comparables'",
            "Jonah Pryce",
            "LP quarterly letter",
            "| Comparable | From its reports |",
            "LPAC deck, listed market",
            "c ",
            " points",
            "NAV",
            "in every quarter of 2021",
            "since its 2013 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzze_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzze.generate(per_kind=6))
