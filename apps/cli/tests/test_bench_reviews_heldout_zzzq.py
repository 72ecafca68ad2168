"""Held-out batch ZZZQ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an Indian AMC's Investment Committee, CIO's office, RMC, Compliance
Officer and Trustees do, with lakh and crore, Indian digit grouping, dd.mm.yyyy dates and Indian
financial years."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzq

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the constraint names of the batch's floors (the rest are caps)
_FLOORS = {
    "min_liquid_assets_share",
    "liquidAssetsFloor",
    "min_number_of_stocks",
    "flexiCapMinHoldings",
    "min_net_equity_share",
    "bafNetEquityFloor",
}


def test_batch_zzzq_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzq.generate(),
        seed=reviews_heldout_zzzq.SEED,
        kinds=reviews_heldout_zzzq.KINDS,
        tag="zzzq",
    )


def test_batch_zzzq_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzq.generate())


def test_batch_zzzq_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzq.generate(), reviews_heldout_zzzq.KINDS)


def test_every_span_of_batch_zzzq_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzq.generate())


def test_every_cited_mandate_clause_of_batch_zzzq_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzq.generate())


def test_batch_zzzq_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzq.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzq_seed_and_kinds() -> None:
    assert reviews_heldout_zzzq.SEED == 20270164
    assert len(reviews_heldout_zzzq.KINDS) == 7


def test_every_function_batch_zzzq_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzq.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzq_answers_invented_limits_in_three_forms() -> None:
    """Chat answers and the SID's restrictions come after the request; the RMC's register
    after it and the OMS restriction master ahead of it, each a bare number with a decimal
    point in the constraint's unit."""
    twins = [
        c for c in reviews_heldout_zzzq.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    template_places: set[int] = set()
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        place = messages.index(answer)
        if answer.kind == "clarification_answer":
            assert place == 1
            assert constraint.provenance == "user_message"
        elif answer.kind == "mandate":  # the SID's restrictions, sent after the request
            assert place == 1
            assert constraint.provenance == "mandate_clause"
            assert "Scheme Information Document" in answer.text
        else:  # the RMC's register after the request, or the OMS master before it
            template_places.add(place)
            assert constraint.provenance == "user_message"
            assert ("," in answer.text) if place == 1 else ("|" in answer.text)
            assert constraint.span is not None
            written = answer.text[constraint.span.start : constraint.span.end]
            assert float(written) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0\.\d{4}", written), written
    assert template_places == {0, 1}


def test_batch_zzzq_bounds_other_things_on_half_its_strategy_invented_cases() -> None:
    flawed = [c for c in reviews_heldout_zzzq.generate() if c.kind == "invented_limit" and c.flawed]
    bounded = [c for c in flawed if c.bundle.mandate is not None]
    assert bounded
    assert all(c.bundle.policy == "strategy" for c in bounded)
    assert all(int(re.findall(r"/(\d+)zzzq", c.case_id)[0]) % 4 == 3 for c in bounded)


def test_batch_zzzq_misquotes_every_subject() -> None:
    flawed = [
        c for c in reviews_heldout_zzzq.generate() if c.kind == "false_provenance" and c.flawed
    ]
    names = {c.bundle.contract.constraints[0].name for c in flawed}
    units = {c.bundle.contract.constraints[0].unit for c in flawed}
    assert len(names) >= 8  # one of the two field names of each of the eight limits at least
    assert units == {"fraction", "bps", "days", "count"}


def test_batch_zzzq_draws_floors_and_a_count_into_its_ranges() -> None:
    cases = reviews_heldout_zzzq.generate()
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = seen_count = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if flawed.unit == "count":
            seen_count += 1
            assert low == int(low)  # whole stocks
            assert high == int(high)
        if low == high:  # refused latitude: the same value under another text
            assert case.bundle.policy == "strategy"
            seen_refused += 1
            continue
        if flawed.name in _FLOORS:  # granted: below the band's low end, at 0.8 of it
            assert low < high
            seen_floor += 1
        else:  # granted: the twin at the band's top, the flawed plan at 1.3 times it
            assert abs(low / high - 1.3) < 1e-6, (case.case_id, low, high)
            seen_cap += 1
    assert seen_floor
    assert seen_cap
    assert seen_refused
    assert seen_count


def test_batch_zzzq_breaches_its_limits_by_three_tenths_or_a_fifth() -> None:
    cases = reviews_heldout_zzzq.generate()
    by_id = {c.case_id: c for c in cases}
    cited_count = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 1.2 of a floor
        cited = over.provenance == "mandate_clause"
        cited_count += cited
        floor = over.name in _FLOORS
        breach, inside_ratio = (0.8, 1.2) if floor else (1.3, 0.9)
        wanted = breach if cited else breach / inside_ratio
        assert abs(ratio - wanted) < 1e-3, (case.case_id, ratio)
    assert cited_count == 18  # three cases in four


def test_batch_zzzq_places_its_breached_limits_in_seven_shapes() -> None:
    refs: set[str] = set()
    messages: set[str] = set()
    for case in reviews_heldout_zzzq.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                messages.add(m.text.split("\n")[0][:20])
    assert {
        "scheme_information_document.section_II_C.5",
        "rmc_risk_limits.matrix[3]",
        "board_of_trustees.resolutions.TR-07",
    } <= refs
    assert len(messages) >= 4  # minutes, a Trustee resolution, the policy, the SID's table


def test_batch_zzzq_tests_on_four_rolling_financial_year_folds_from_april_2014() -> None:
    for case in reviews_heldout_zzzq.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert windows[0].test_start == date(2014, 4, 1)
        for w in windows:
            assert w.test_start.month == 4  # a financial year, April to March
            assert w.test_end.month == 3
            assert w.train_start.month == 4
            assert w.test_start.year - w.train_start.year == 7
        assert len({w.train_start for w in windows}) == 4  # rolling, not expanding


def test_batch_zzzq_reads_twenty_indian_fiscal_quarters() -> None:
    for case in reviews_heldout_zzzq.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        result: Any = computation.result
        rows = result["quarters"]
        assert result["currency"] == "INR"
        assert len(rows) == 20
        assert (rows[0]["period"], rows[0]["quarter_end"]) == ("FY2024 Q4", "2024-03-31")
        assert (rows[-1]["period"], rows[-1]["quarter_end"]) == ("FY2020 Q1", "2019-06-30")
        assert computation.arguments["as_of"] == "2024-06-14"
        if "net_income" in rows[0]:
            assert min(r["net_income"] for r in rows) < 0  # the impairment quarter


def test_batch_zzzq_writes_as_an_indian_amc_does() -> None:
    cases = reviews_heldout_zzzq.generate()
    forms = {
        "invented_limit": (
            "Minutes of the 112th meeting of the Investment Committee",
            "Subject: RE: Portfolio action for April",
            "RMC_LIMIT_REGISTER_FY26.csv",
            "scheme,limit_code,limit_type,unit,value",
            "| Restriction | Internal limit | Actual (EOD) | Status |",
            "RULE_ID|SCHEME|DESCRIPTION|TYPE|UNIT|VALUE",
            "Section II.C, Investment restrictions",
            "SEBI's own limit:",
            "'[●]'",
            "MD & CEO (Teams, 9:47 am)",
            "SEBI observation letter",
            "₹ 1,86,420 crore",
            "₹ 1,240 crore",
            "25 bps",
            "6.25 per cent",
        ),
        "false_provenance": (
            "Notice-cum-Addendum No. 37/2024",
            "v3.1 stands withdrawn",
            "(4:1)",
            "Regret the error",
            "Compliance Officer's report of 28.02.2025",
            "| Restriction | Actual as on 28.02.2025 | Internal limit |",
            "Annexure II – Internal investment limits (extract)",
            "SEBI permits",
            "AMFI's data",
            "per cent",
        ),
        "mandate_breach": (
            "'section_II_C'",
            "MINUTES OF THE 112TH MEETING OF THE INVESTMENT COMMITTEE",
            "RESOLVED THAT",
            "'matrix'",
            "Rs. 85 lakh",
            "INVESTMENT POLICY OF KAVERI ASSET MANAGEMENT COMPANY LTD",
            "'TR-07'",
            "| Instruments | Indicative allocation (% of net assets) Minimum | Maximum |",
        ),
        "range_assumption": (
            "Investment policy, para 7.2",
            "| Parameter | Approved band | Decides within the band |",
            "The IC has authorised the fund managers",
            "Nothing in the policy requires IC approval",
            "was not approved",
            "have not delegated any band",
            "minimum limit",
            "maximum limit",
            "'delegation_of_powers'",
            "Annexure III – Delegation of investment powers",
            "'ic_charter'",
            "Meera Subramanian",
            "'trustee_approvals'",
        ),
        "objective": (
            "IC note on the model portfolio",
            "Minutes of the IC, item 3",
            "From: Venkatesh Iyer (CIO)",
            "RMC note",
            "FM note",
            "NOTICE-CUM-ADDENDUM No. 41/2025",
            "Existing provision: «",
            "Revised provision: «",
            "(as modified at the 112th IC meeting; this alone stands)",
            "This supersedes the note circulated on 03.03.2025",
            "Nifty 500 TRI",
            "Update after the IC meeting of 21.03.2025",
            "4,82,316 folios",
        ),
        "stated_leakage": (
            "Quant desk back-test note",
            "RMC methodology note",
            "IC annexure B",
            "monthly portfolio disclosures",
            "the Nifty 50 as constituted today",
            "today's CRISIL, ICRA and CARE ratings",
            "April 2005 to March 2014",
            "01.04.2006 to 31.03.2014",
            "FY07–FY14",
        ),
        "trend_claim": (
            "**Holdings review – Tungabhadra Cement Ltd (NSE: TUNGCEM | BSE: 532918)**",
            "IC minutes, item 5 (stock review)",
            "From: Ananya Rao (Fund Manager – Equity)",
            "| Company | Held in | Analyst's view |",
            "RMC issuer watch",
            "Stewardship – voting note for the AGM",
            "₹ 24,860 crore",
            " bps ",
            "₹ ",
            "YoY in each quarter of FY24",
            "since demonetisation (Q3FY17)",
            "Q4FY24 over Q3FY24",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzq_writes_indian_numbers_and_dates() -> None:
    cases = reviews_heldout_zzzq.generate()
    said = texts_of(cases)
    for form in ("per cent of net assets", "% of NAV", "% per issuer", "basis points", "scrips"):
        assert form in said, form
    assert "calendar days" in said
    assert "% per annum" in said
    assert re.search(r"\b\d{2}\.\d{2}\.20\d{2}\b", said)  # 31.03.2024
    assert re.search(r"\b\d{1,2},\d{2},\d{3}\b", said)  # 1,86,420 or 4,82,316
    assert re.search(r"\bQ[1-4]FY2\d\b", said)  # Q3FY25
    assert not re.search(r"\b\d{3},\d{3}\b(?!,)", said.replace("1,86,420", ""))  # no 186,420
    for case in cases:  # a cited figure never carries a thousands separator or decimal comma
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert "," not in written, (case.case_id, written)


def test_batch_zzzq_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzq.generate(per_kind=6))
