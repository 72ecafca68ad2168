"""Held-out batch ZZZZQ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an Australian industry super fund's Board, Investment Committee, CEO, CIO
and investment risk team do, in Australian English: decimal points, "%" and "per cent", "bps"
and "basis points", "percentage points", "$A61.4b" and "$850m", financial years ("FY25",
"FY2024-25"), day-first dates, limits in words in minutes, a multiple among the floors and SAA
ranges written "SAA 24 %, range 18–30 %"."""

from __future__ import annotations

import itertools
import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzq

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the English number words the batch writes some limits in
_NUMBER_WORDS = (
    "ten",
    "twelve",
    "fifteen",
    "eighteen",
    "twenty",
    "twenty-four",
    "twenty-five",
    "thirty",
    "thirty-five",
    "forty",
    "one",
    "two",
)


def _says_a_value(span: str) -> bool:
    """A figure, or an English number word opening the span ("thirty-five per cent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzq"))


def test_batch_zzzzq_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzq.generate(),
        seed=reviews_heldout_zzzzq.SEED,
        kinds=reviews_heldout_zzzzq.KINDS,
        tag="zzzzq",
    )


def test_batch_zzzzq_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzq.generate())


def test_batch_zzzzq_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzq.generate(), reviews_heldout_zzzzq.KINDS)


def test_every_span_of_batch_zzzzq_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzq.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzq_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzq.generate())


def test_batch_zzzzq_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzq.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzq_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzq.SEED == 20270190
    assert reviews_heldout_zzzzq.TAG == "zzzzq"
    assert len(reviews_heldout_zzzzq.KINDS) == 7


def test_every_function_batch_zzzzq_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzq.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


_HEADS = (
    "Extract from the min",
    "From: Daniel Okafor ",
    "Teams – Priya Raman ",
    "COMPLIANCE RULE FILE",
    "INVESTMENT POLICY ST",
)


def test_batch_zzzzq_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzzq.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":  # the IPS's Schedule 1, given before the request
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("INVESTMENT POLICY STATEMENT")
            assert messages[0] is answer
            placed.add("ips")
        else:  # the custodian's compliance file, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("COMPLIANCE RULE FILE")
            assert f"value = {written}\n" in answer.text
            assert "," not in written, written  # a decimal point, never a comma
            assert float(written) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0\.\d{3}", written), written
            placed.add("file")
    assert placed == {"ips", "file"}


def test_batch_zzzzq_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzq.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
        i = _index(case.case_id.removesuffix("/twin"))
        assert i % 5 == _HEADS.index(head), (case.case_id, head)
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzq_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    bounded_seen = 0
    for case in reviews_heldout_zzzzq.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "CPI + 3.5 % p.a. over rolling 10 years" in str(case.bundle.mandate)
    assert bounded_seen == 6


def test_batch_zzzzq_states_limits_as_shares_bps_and_multiples() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzq.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "multiple"}


#: each limit's two field names
_LIMITS = (
    {"max_australian_equities_weight", "ausEquitiesMax"},
    {"max_unlisted_assets_weight", "unlistedMax"},
    {"max_single_manager_weight", "singleManagerMax"},
    {"max_unhedged_fx_weight", "unhedgedFxMax"},
    {"max_tracking_error_bps", "trackingErrorMax"},
    {"min_liquidity_coverage_multiple", "liquidityCoverageMin"},
    {"min_defensive_assets_weight", "defensiveMin"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzq_misquotes_by_the_default_pairing_over_seven_limits() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzq.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (i + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzq_misquotes_with_four_motions_not_passed() -> None:
    said = texts_of(reviews_heldout_zzzzq.generate(), "false_provenance")
    for form in (
        "motion was lost 2–5",
        "the motion lapsed for want of a seconder",
        "was deferred to the next meeting (Board, 20 March 2025, item 9)",
        "was withdrawn by the CIO before the vote",
    ):
        assert form in said, form


def test_batch_zzzzq_gives_saa_ranges_over_caps_and_the_defensive_floor() -> None:
    cases = reviews_heldout_zzzzq.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = seen_floor = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert flawed.name not in _LIMITS[5], case.case_id  # no range for the liquidity ratio
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        # granted: the range runs from six tenths of its top to its top; the twin a quarter up
        if flawed.name in _FLOORS:
            seen_floor += 1
            low = inside / (1 + 0.25 * (1 / 0.6 - 1))
            assert abs(outside - 0.8 * low) < 1e-5, case.case_id
        else:
            high = inside / (0.6 + 0.25 * 0.4)
            assert abs(outside - 1.2 * high) < 1e-5, case.case_id
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16
    assert seen_floor


def test_batch_zzzzq_places_its_ranges_in_five_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzq.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault(_index(case.case_id) % 5, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"investment_policy_statement", "board_resolutions_register"}
    assert heads == {"EXTRACT", "INSTRUMENT", "From:"}
    assert len(modes) == 5
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzq_writes_its_ranges_as_the_ips_does() -> None:
    said = texts_of(reviews_heldout_zzzzq.generate(), "range_assumption")
    assert re.search(r"SAA \d+ %, range \d+–\d+ %", said)
    assert re.search(r"\d+(–\d+)? bps", said)  # the tracking error's range in bps
    for form in (
        "was lost 2–5",
        "lapsed for want of a seconder",
        "deferred to the next meeting",
        "withdrawn by the CIO before the vote",
        "carried 5–2",
        "approved unanimously",
        "carried unanimously",
    ):
        assert form in said, form


def test_batch_zzzzq_breaches_its_limits_by_a_fifth() -> None:
    cases = reviews_heldout_zzzzq.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    assumed_modes = set()
    uncited_shapes = set()
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i % 6 + i // 6) % 4 != 0
            wanted: tuple[float, ...] = (1.2, 0.8)
        else:
            assumed += 1
            assumed_modes.add(case.bundle.policy)
            uncited_shapes.add(i % 6)
            assert (i % 6 + i // 6) % 4 == 0
            wanted = (1.2 / 0.85, 0.8 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert assumed_modes == {"chat", "strategy"}
    assert uncited_shapes == set(range(6))


def test_batch_zzzzq_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzq.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        modes.setdefault(_index(case.case_id) % 6, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "investment_policy_statement.schedule_1[2].limit",
        "ic_minutes_2025_03.item_5_2",
        "custodian_compliance_rules.R-105",
        reviews_heldout_zzzzq.MANDATE_ID,
    } == refs
    assert heads == {"AUSTRALIAN", "INVESTMENT", "RISK"}
    assert len(modes) == 6
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzq_withdraws_objectives_in_both_modes() -> None:
    withdrawn: dict[str, set[str]] = {
        "which lapsed for want of a seconder": set(),
        "~~": set(),
        "was withdrawn by the CIO": set(),
        "Correction after the Board meeting|please disregard my message": set(),
    }
    for case in reviews_heldout_zzzzq.generate():
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzzq_quotes_the_withdrawn_wording_in_curly_quotes() -> None:
    said = texts_of(reviews_heldout_zzzzq.generate(), "objective")
    assert re.search(r"\n~~[^~\n]+~~\n", said)
    assert re.search(r"moved an amendment \(“[^”]+”\), which lapsed", said)
    assert re.search(r"The first paper \(“[^”]+”\) was withdrawn by the CIO", said)
    assert "«" not in said


def test_batch_zzzzq_tests_on_four_anchored_financial_years_from_fy2016() -> None:
    for case in reviews_heldout_zzzzq.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert {w.train_start.isoformat() for w in windows} == {"2008-07-01"}  # anchored
        assert windows[0].test_start.isoformat() == "2015-07-01"
        assert windows[-1].test_end.isoformat() == "2019-06-28"
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_start.month == 7  # a financial year each, 1 July - 30 June
            assert window.test_end.month == 6
            assert window.test_end.year == window.test_start.year + 1
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end == later.train_end


def test_batch_zzzzq_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzzq.generate():
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
            for form in ("Corella Advisory paper", "Investment Risk memo", "Internal audit report")
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzq_compares_fy25_with_fy24_over_sixteen_quarters() -> None:
    grew = fell = 0
    for case in reviews_heldout_zzzzq.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-08-29"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "AUD"
        newest, oldest = rows[0], rows[-1]
        assert isinstance(newest, dict)
        assert isinstance(oldest, dict)
        assert (newest["quarter_end"], newest["period"]) == ("2025-06-30", "FY2025 Q4")
        assert (oldest["quarter_end"], oldest["period"]) == ("2021-09-30", "FY2022 Q1")
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("## Holding review – Bellbird Health Group Limited (ASX: BBH)")
        if not case.flawed:
            if "grew at a double-digit compound annual rate" in answer:
                grew += 1
            if "fell at a double-digit compound annual rate" in answer:
                fell += 1
    assert grew  # the revenue's compound rise, claimed true
    assert fell  # and, with `shrinking`, the pathology tests' compound fall


def test_batch_zzzzq_writes_as_an_australian_super_fund_does() -> None:
    cases = reviews_heldout_zzzzq.generate()
    forms = {
        "invented_limit": (
            "Extract from the minutes of the Investment Committee",
            "RESOLVED that the",
            "Moved by Graham Lowe, seconded by Anne Whitcombe; carried 5–2.",
            "was deferred to the next meeting",
            "Certified: Tom Brennan, Company Secretary",
            "From: Daniel Okafor (Chief Investment Officer)",
            "Subject: RE: Rebalance – June quarter",
            "Cheers,",
            "FYI Board signed off this arvo",
            "pls",
            "COMPLIANCE RULE FILE – Jacaranda Custodial Services Pty Ltd",
            "INVESTMENT POLICY STATEMENT – MySuper Balanced",
            "AGENDA – Investment Committee",
            "FILE NOTE",
            "Action log – Investment Risk",
            "[Board to confirm]",
            "lapsed for want of a seconder",
            "$A61.4b",
            "$850m",
            "$112m a month",
            "25 basis point cut",
            "FY26",
            "27/05/2025",
            "CPI + 3.5 % p.a. over rolling 10 years",
            "SIS Act",
            "$61.4 billion for some 640,000 members",
            "SPS 515 member outcomes assessment",
            "High Growth, Indexed Balanced, Conservative, Cash",
            "account-based pension",
            "ASIC's RG 97",
        ),
        "false_provenance": (
            "Under the IPS of 1 July 2023",
            "The draft IPS (v0.3, February)",
            "March quarter risk dashboard",
            "| Measure | Actual at 31/03/2025 | Limit | Utilisation |",
            "IPS Schedule 1 – Investment limits (extract)",
            "APRA's MySuper heatmap",
            "Corella Advisory's unconstrained optimal portfolio",
            " per cent",
        ),
        "mandate_breach": (
            "'schedule_1'",
            "'clause': '1.3'",
            "AUSTRALIAN PRUDENTIAL REGULATION AUTHORITY",
            "SPS 530 Investment Governance",
            "remediation plan by 31/07/2025",
            "'item_5_2'",
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 2",
            "Kingfisher Bay Asset Management Pty Ltd",
            "RISK APPETITE STATEMENT",
            "Seventy per cent of members",
            "'R-105'",
            "a maximum of",
            "a minimum of",
            "not more than",
            "3–7 years",
            "BBB-",
            "FY26",
        ),
        "range_assumption": (
            "IPS section 5 (Strategic Asset Allocation)",
            "| Sector | SAA | Min | Max |",
            "without a further Board resolution",
            "day-to-day portfolio management",
            "Under clause 4 of the IMA",
            "'section_5_saa'",
            "EXTRACT FROM THE MINUTES – Investment Committee",
            "'board_resolutions_register'",
            "FY2024-25",
            "INSTRUMENT OF DELEGATION",
            "Rachel Tierney (CEO",
        ),
        "objective": (
            "IPS section 2 (objectives)",
            "Board resolution 2025/06",
            "Investment Committee minutes, 6 March 2025, item 4",
            "Corella Advisory paper, recommendation",
            "YFYS benchmark portfolio",
            "0.50 % p.a.",
            "CPI + 3.5 % p.a.",
            "Not a Sharpe maximisation",
            "not tracking error",
            "since inception",
            "FY25",
        ),
        "stated_leakage": (
            "Corella Advisory paper, section 3",
            "Investment Risk memo",
            "Internal audit report",
            "YFYS benchmark portfolio",
            "exclusions list",
            "1/07/2008–30/06/2015",
            "March quarter 2015",
            "FY2009 to FY2014",
            "S&P/ASX 200",
            "four financial years",
        ),
        "trend_claim": (
            "For the Investment Committee on 11 September 2025 (item 6, stewardship)",
            "## Holding review – Bellbird Health Group Limited (ASX: BBH), FY25 result",
            "holdings review, internally managed Australian shares ($1.85 billion",
            "IC minutes, 11 September 2025, item 6 (stewardship)",
            "PM note on Teams, FYI for the arvo catch-up",
            "| Holding | Weight | Market value | Comment |",
            "Annual report FY2024-25 (draft)",
            "A$33m",
            "percentage points",
            "fully franked",
            "since listing on the ASX in 2004",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzq_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(reviews_heldout_zzzzq.generate(), "trend_claim")
    verbs = ("rose", "fell", "grew", "improved", "deteriorated")
    negations = (
        "did not fall",
        "did not rise",
        "did not grow",
        "did not deteriorate",
        "did not improve",
        "did not go backwards",
    )
    found = [v for v in (*verbs, *negations) if v in said]
    assert len(found) >= 9, found


def test_batch_zzzzq_writes_some_limits_in_words_in_minutes() -> None:
    worded = 0
    for case in reviews_heldout_zzzzq.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                assert re.search(
                    r"RESOLVED that the (maximum|minimum) for .+ be " + re.escape(written), text
                ), written
                worded += 1
    assert worded
    said = texts_of(reviews_heldout_zzzzq.generate(), "mandate_breach")
    assert re.search(
        r"a (maximum|minimum) of (ten|twelve|fifteen|eighteen|twenty|twenty-four|twenty-five|"
        r"thirty|thirty-five|forty) per cent",
        said,
    )
    everywhere = texts_of(reviews_heldout_zzzzq.generate())
    assert re.search(r"(one and a half|two|two and a half) times", everywhere)
    assert re.search(
        r"(one hundred and fifty|two hundred|two hundred and fifty) basis points", everywhere
    )


def test_batch_zzzzq_writes_its_figures_the_australian_way() -> None:
    cases = reviews_heldout_zzzzq.generate()
    said = texts_of(cases)
    for form in (
        "% of the option's assets",
        "basis points",
        " bps",
        "percentage points p.a.",
        " times",
        "x",
        " per cent",
        "$A61.4b",
        "$1.85 billion",
        "$850m",
        "A$33m",
    ):
        assert form in said, form
    assert re.search(r"\d+(\.\d+)?x\b", said)  # "1.5x"
    for case in cases:  # a figure is written with a decimal point, never a decimal comma
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d,\d", written), (case.case_id, written)
                assert " %" not in written, (case.case_id, written)  # "35%" in a limit


def test_batch_zzzzq_writes_australian_dates_and_financial_years() -> None:
    said = texts_of(reviews_heldout_zzzzq.generate())
    for form in (
        "30 June 2025",
        "31/03/2025",
        "31/07/2025",
        "26 March 2025",
        "FY25",
        "FY26",
        "FY2024-25",
        "June quarter",
        "p.a.",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    for day, month, _ in re.findall(r"\b(\d{1,2})/(\d{2})/(\d{4})\b", said):  # day first
        assert 1 <= int(day) <= 31
        assert 1 <= int(month) <= 12
    assert re.search(r"\b(1[3-9]|2\d|3[01])/\d{2}/\d{4}\b", said)  # a day past twelve first


def test_batch_zzzzq_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzq.generate(per_kind=6))
