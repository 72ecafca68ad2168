"""Held-out batch ZZZZS: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a US state public employees' retirement system's Board of Trustees,
Investment Committee, CIO, consultant, custodian and State Auditor do: motions, seconds and roll
calls, the IPS's targets and ranges, American figures ("49%", "49 percent", "150 bps", "1.2x",
"$48.2 billion"), month-first dates, fiscal years ending June 30, limits in words in minutes and
the Retirement Code, a multiple among the caps and four anchored fiscal-year folds."""

from __future__ import annotations

import itertools
import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzs

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the American number words the batch writes some limits in (the first word of each)
_NUMBER_WORDS = (
    "eight",
    "ten",
    "twelve",
    "thirteen",
    "fifteen",
    "seventeen",
    "eighteen",
    "twenty",
    "forty-seven",
    "forty-nine",
    "fifty-two",
    "thirty",
    "sixty",
    "ninety",
    "one",
    "two",
)


def _says_a_value(span: str) -> bool:
    """A figure, or an American number word opening the span ("forty-nine percent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzs"))


def test_batch_zzzzs_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzs.generate(),
        seed=reviews_heldout_zzzzs.SEED,
        kinds=reviews_heldout_zzzzs.KINDS,
        tag="zzzzs",
    )


def test_batch_zzzzs_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzs.generate())


def test_batch_zzzzs_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzs.generate(), reviews_heldout_zzzzs.KINDS)


def test_every_span_of_batch_zzzzs_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzs.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzs_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzs.generate())


def test_batch_zzzzs_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzs.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzs_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzs.SEED == 20270192
    assert reviews_heldout_zzzzs.TAG == "zzzzs"
    assert len(reviews_heldout_zzzzs.KINDS) == 7


def test_every_function_batch_zzzzs_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzs.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzs_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzzs.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    placed = set()
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        assert constraint.span is not None
        written = answer.text[constraint.span.start : constraint.span.end]
        if answer.kind == "clarification_answer":  # a reply, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
        elif answer.kind == "mandate":  # the IPS's section IV, given before the request
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("INVESTMENT POLICY STATEMENT")
            assert messages[0] is answer
            placed.add("ips")
        else:  # the custodian's compliance rule setup, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("COMPLIANCE RULE SETUP")
            assert f"Limit Value: {written}\n" in answer.text
            assert "," not in written, written  # a decimal point, never a comma
            assert float(written) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0\.\d{4}", written), written
            placed.add("custodian")
    assert placed == {"ips", "custodian"}


def test_batch_zzzzs_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
        assert _index(case.case_id.removesuffix("/twin")) % 5 == [
            "EXCERPT OF MINUTES –",
            "From: Renee Castella",
            "Teams – Marcus Whitf",
            "INVESTMENT POLICY ST",
            "COMPLIANCE RULE SETU",
        ].index(head), (case.case_id, head)
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzs_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    bounded_seen = 0
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "assumed rate of return (6.75%)" in str(case.bundle.mandate)
    assert bounded_seen == 6


def test_batch_zzzzs_states_limits_as_shares_bps_multiples_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzs.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "multiple", "days"}


#: each limit's two field names
_LIMITS = (
    {"max_public_equity_share", "publicEquityMax"},
    {"max_private_equity_share", "privateEquityMax"},
    {"max_single_manager_share", "singleManagerMax"},
    {"max_active_risk_bps", "activeRiskMax"},
    {"max_overlay_leverage_multiple", "overlayLeverageMax"},
    {"min_core_fixed_income_share", "coreFixedIncomeMin"},
    {"min_liquidity_days", "liquidityDaysMin"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzs_misquotes_every_limit_by_its_own_pairing() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (2 * i + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzs_misquotes_with_four_motions_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzs.generate(), "false_provenance")
    for form in (
        "The motion failed on a roll call vote of 4 ayes, 5 nays",
        "the item was withdrawn by staff before the meeting",
        "was tabled until the May meeting (Board, March 20, 2025, Item 9)",
        "the motion died for lack of a second",
    ):
        assert form in said, form


def test_batch_zzzzs_gives_ranges_over_caps_only_and_assumes_the_policy_target() -> None:
    cases = reviews_heldout_zzzzs.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert flawed.name not in _FLOORS, case.case_id
        assert flawed.unit != "multiple", case.case_id
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        # granted: the range runs from four fifths of its top to its top; the twin at the middle
        high = inside / 0.9
        assert abs(outside - 1.2 * high) < 1e-5, case.case_id
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16


def test_batch_zzzzs_refuses_latitude_fixing_the_low_end() -> None:
    """A refused case assumes the policy target while the text fixes the range's low end."""
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "range_assumption" or _index(case.case_id) % 6 not in (1, 4):
            continue
        (assumed,) = case.bundle.contract.constraints
        assert assumed.provenance == "assumption"
        assert case.bundle.policy == "strategy"


def test_batch_zzzzs_places_its_ranges_in_five_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault(_index(case.case_id) % 5, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"investment_policy_statement", "delegation_of_authority"}
    assert heads == {"EXCERPT", "From:", "MEMORANDUM"}
    assert len(modes) == 5
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzs_writes_its_ranges_without_a_tail() -> None:
    said = texts_of(reviews_heldout_zzzzs.generate(), "range_assumption")
    assert re.search(r"\d+(\.\d+)?%–\d+(\.\d+)?%", said)
    assert re.search(r"\d+ bps (to|–) ?\d+ bps|\d+ bps–\d+ bps", said)
    assert re.search(r"target \d+(\.\d+)?%, range", said)
    assert not re.search(r"(System assets|market value|Total Fund)–", said)


def test_batch_zzzzs_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzzs.generate(), "range_assumption")
    for form in (
        "failed on a roll call vote of 4 ayes, 5 nays",
        "was tabled until the May meeting",
        "withdrawn by staff before the meeting",
        "died for lack of a second",
    ):
        assert form in said, form
    for form in ("carried unanimously", "adopted the recommendation", "the motion carried"):
        assert form in said, form


def test_batch_zzzzs_breaches_its_limits_by_a_fifth_or_a_quarter() -> None:
    cases = reviews_heldout_zzzzs.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    assumed_modes = set()
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.25 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i + i // 4) % 4 != 3
            wanted: tuple[float, ...] = (1.2, 0.75)
        else:
            assumed += 1
            assumed_modes.add(case.bundle.policy)
            assert (i + i // 4) % 4 == 3
            wanted = (1.2 / 0.85, 0.75 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert assumed_modes == {"chat", "strategy"}


def test_batch_zzzzs_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 4) % 6
        modes.setdefault(shape, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
            cited_shapes.add(shape)
        else:
            uncited_shapes.add(shape)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "investment_policy_statement.section_iv_limits[3].limit",
        "board_minutes_2025_03_20.item_7",
        reviews_heldout_zzzzs.MANDATE_ID,
    } == refs
    assert heads == {"OFFICE", "WYANDOT", "EXHIBIT", "RESOLUTION"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 6


def test_batch_zzzzs_writes_the_statute_and_the_minutes_in_words() -> None:
    said = texts_of(reviews_heldout_zzzzs.generate(), "mandate_breach")
    words = "|".join(w for w in _NUMBER_WORDS if w not in ("one", "two"))
    words += "|one hundred|one hundred fifty|two hundred"
    assert re.search(
        rf"The Board shall keep [^\n]+ at not (more|less) than ({words})"
        r" (percent|basis points|days), measured at market value\.",
        said,
    )
    assert re.search(
        rf"at not (more|less) than ({words}) (percent|basis points|days)\. Roll call", said
    )
    assert "Roll call vote: 7 ayes, 2 nays; motion carried." in said


def test_batch_zzzzs_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzs.generate()
    withdrawn: dict[str, set[str]] = {
        "Trustee Alvarez withdrew the original motion": set(),
        "CORRECTION: objective function": set(),
        "[deleted: ": set(),
        "Following the Board's action on May 15, 2025|scratch my note from this morning": set(),
    }
    for case in cases:
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzzs_quotes_and_redlines_the_withdrawn_wording_the_american_way() -> None:
    said = texts_of(reviews_heldout_zzzzs.generate(), "objective")
    assert re.search(
        r'Trustee Alvarez moved to adopt "[^"]+" Trustee Kim offered a substitute', said
    )
    assert re.search(r"\n\[deleted: [^\]\n]+\]\n\[inserted: [^\]\n]+\]", said)
    assert re.search(r'Please disregard the language I sent this morning \("[^"]+"\)', said)
    for quote in ("«", "»", "”", "„"):  # straight American double quotes only
        assert quote not in said, quote


def test_batch_zzzzs_tests_on_four_anchored_fiscal_years_from_fy_2018() -> None:
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert {w.train_start.isoformat() for w in windows} == {"2009-07-01"}  # anchored
        assert windows[0].test_start.isoformat() == "2017-07-03"
        assert windows[-1].test_end.isoformat() == "2021-06-30"
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_start.month == 7  # a fiscal year each, July 1 to June 30
            assert window.test_end.month == 6
            assert window.test_end.year == window.test_start.year + 1
            assert window.test_start.weekday() < 5
            assert window.test_end.weekday() < 5
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end < later.test_start
            assert earlier.test_end == later.train_end


def test_batch_zzzzs_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "stated_leakage" or not case.flawed:
            continue
        i = _index(case.case_id)
        said = " ".join(
            [
                *case.bundle.reasoning,
                case.bundle.contract.interpretation,
                case.bundle.contract.methods[0].purpose,
                case.bundle.contract.evidence[0].description,
            ]
        )
        whole = not any(
            form in said
            for form in ("Section 3 (assumptions)", "Staff memo to the Investment", "Appendix B")
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzs_places_its_first_leak_in_the_evidence() -> None:
    cases = [c for c in reviews_heldout_zzzzs.generate() if c.kind == "stated_leakage"]
    first = next(c for c in cases if c.case_id.endswith("/0zzzzs"))
    assert first.bundle.reasoning == ()
    assert "MP-2021" in first.bundle.contract.evidence[0].description


def test_batch_zzzzs_compares_2024_with_2023_over_sixteen_quarters() -> None:
    shrank = grew = 0
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-02-21"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "USD"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Staff Memo – Calloway Basin Energy, Inc.")
        if not case.flawed:
            if "shrank at a double-digit compound annual rate" in case.bundle.answer:
                shrank += 1  # the shrinking option: a compound fall, claimed true
            if "grew at a double-digit compound annual rate" in case.bundle.answer:
                grew += 1
    assert shrank
    assert not grew  # revenue grows, but not at a double-digit rate


def test_batch_zzzzs_writes_as_a_us_public_pension_does() -> None:
    cases = reviews_heldout_zzzzs.generate()
    forms = {
        "invented_limit": (
            "EXCERPT OF MINUTES – Board of Trustees",
            "Trustee Alvarez moved, seconded by Trustee Kim",
            "Roll call vote: 7 ayes, 2 nays; motion carried.",
            "was tabled until the May meeting",
            "Attest: Janet Pruitt, Board Secretary",
            "From: Renee Castellano (Chief Investment Officer)",
            "Subject: RE: Q2 rebalance",
            "Per the IPS",
            "Heads up",
            "FYI",
            "COMPLIANCE RULE SETUP – Granite Trust Company",
            "INVESTMENT POLICY STATEMENT",
            "Teams – Marcus Whitfield (Deputy CIO)",
            "AGENDA – Investment Committee",
            "STAFF MEMO",
            "Open Items – Halsey Rowe Consulting",
            "Audit Report No. 2025-117",
            "[TBD by the Board]",
            "$48.2 billion",
            "$850 million",
            "$312.6 million",
            "25 basis point",
            "Q1 2025",
            "March 31, 2025",
            "3/28/2025",
            "6.75%",
            "72.4 percent",
        ),
        "false_provenance": (
            "The IPS adopted September 17, 2021",
            "The staff draft (v3, January)",
            "4 ayes, 5 nays",
            "Q1 2025 compliance report (Granite Trust Company)",
            "| Limit | Actual as of 3/31/2025 | Maximum/Minimum | Utilization |",
            "IPS Appendix A – Investment Limits (excerpt)",
            "NASRA peer median",
            "Halsey Rowe Consulting's asset-liability study",
        ),
        "mandate_breach": (
            "'section_iv_limits'",
            "'section': 'IV.D'",
            "OFFICE OF THE STATE AUDITOR – STATE OF WYANDOT",
            "corrective action plan by June 13, 2025",
            "WYANDOT RETIREMENT CODE, TITLE 38 – § 38-1207",
            "'item_7'",
            "EXHIBIT B – INVESTMENT GUIDELINES",
            "Ridgeway Harbor Capital Management, LLC",
            "RESOLUTION 2024-09",
            "RESOLVED FURTHER",
            "not more than",
            "not less than",
            "4 to 7 years",
            "BBB-",
            "$1.2B",
            "FY 2026",
        ),
        "range_assumption": (
            "IPS Section III, Asset Allocation Policy",
            "| Asset Class | Policy Target | Minimum | Maximum |",
            "without further Board action",
            "day-to-day portfolio management",
            "side letter to the IMA",
            "'section_iii_asset_allocation'",
            "'delegation_of_authority'",
            "Margaret Okafor-Reyes (Chair, Board of Trustees)",
            "MEMORANDUM – Halsey Rowe Consulting",
        ),
        "objective": (
            "IPS Section II.B (Objectives)",
            "Board of Trustees, motion carried March 20, 2025 (Item 5)",
            "Investment Committee minutes, February 20, 2025, Item 4",
            "asset-liability study, recommendation",
            "Policy Benchmark",
            "6.75%",
            "Not Sharpe",
            "not tracking error",
            "fiscal year-to-date",
            "trailing five-year",
            "since inception",
            "fiscal year ended June 30, 2024",
        ),
        "stated_leakage": (
            "asset-liability study, Section 3",
            "Staff memo to the Investment Committee",
            "Internal Audit report, Appendix B",
            "MP-2021",
            "restricted securities list",
            "July 1, 2009 through June 30, 2017",
            "7/2009 through 5/2017",
            "FY 2010 through FY 2016",
            "Q3 2009 through Q4 2016",
            "four fiscal years (FY 2018 - FY 2021)",
        ),
        "trend_claim": (
            "Investment Committee, April 17, 2025, Item 6 (proxy voting and engagement)",
            "### Staff Memo – Calloway Basin Energy, Inc. (NYSE: CBEX)",
            "Staff memo to the Investment Committee",
            "per the analyst on Teams",
            "| Company | Ticker | Market Value | Staff Comment |",
            "Proxy voting report, FY 2025",
            "percentage points",
            "million",
            "in calendar 2024",
            "quarter",
            "since the 2008 financial crisis",
            "$0.74 per share",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzs_claims_uncovered_horizons_only_in_flawed_answers() -> None:
    uncovered = ("since its 1987 IPO", "over the past decade", "since the 2008 financial crisis")
    seen = 0
    for case in reviews_heldout_zzzzs.generate():
        if case.kind != "trend_claim":
            continue
        assert case.bundle.answer is not None
        if any(h in case.bundle.answer for h in uncovered):
            assert case.flawed, case.case_id
            seen += 1
    assert seen


def test_batch_zzzzs_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(reviews_heldout_zzzzs.generate(), "trend_claim")
    verbs = ("rose", "fell", "improved", "deteriorated", "declined", "increased", "shrank", "grew")
    negations = ("did not decline", "did not increase", "did not deteriorate", "never rose")
    found = [v for v in (*verbs, *negations) if v in said]
    assert len(found) >= 10, found


def test_batch_zzzzs_writes_some_limits_in_words_in_minutes_and_resolutions() -> None:
    worded = 0
    for case in reviews_heldout_zzzzs.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                assert re.search(r"not (more|less) than " + re.escape(written), text), written
                assert text.startswith("EXCERPT OF MINUTES"), text
                worded += 1
    assert worded
    said = texts_of(reviews_heldout_zzzzs.generate())
    assert re.search(r"\b(forty|fifty)-(seven|nine|two) percent\b", said)  # hyphenated tens
    assert re.search(r"\bone hundred( fifty)? basis points\b|\btwo hundred basis points\b", said)


def test_batch_zzzzs_writes_its_figures_the_american_way() -> None:
    cases = reviews_heldout_zzzzs.generate()
    said = texts_of(cases)
    for form in (
        "% of total System assets",
        " percent",
        " bps",
        "basis points",
        "percentage points annualized",
        "times net assets",
        "days of net benefit payments",
        "calendar days",
        "$48.2 billion",
        "$850 million",
        "$1.2B",
        "$58.9M",
        "1,284,500 shares",
    ):
        assert form in said, form
    assert re.search(r"\d\.\d+x\b", said)
    assert re.search(r"\$\d{2},\d{3},\d{3}", said)  # comma thousands
    assert re.search(r"\d+(\.\d+)?%", said)
    for case in cases:  # an American figure: a decimal point, "%" with no space
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d,\d", written), (case.case_id, written)
                assert not re.search(r"\d %", written), (case.case_id, written)


def test_batch_zzzzs_writes_american_dates_and_fiscal_years() -> None:
    said = texts_of(reviews_heldout_zzzzs.generate())
    for form in (
        "March 20, 2025",
        "March 31, 2025",
        "June 30, 2024",
        "3/31/2025",
        "3/28/2025",
        "FY 2024",
        "FY 2026",
        "Q1 2025",
        "Q4 2024",
        "fiscal year ended June 30, 2024",
        "fiscal year-to-date",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{1,2}\.\d{1,2}\.\d{4}\b", said)  # no day-first dotted dates
    for month, day in re.findall(r"\b(\d{1,2})/(\d{1,2})/\d{4}\b", said):  # month first
        assert 1 <= int(month) <= 12, (month, day)


def test_batch_zzzzs_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzs.generate(per_kind=6))
