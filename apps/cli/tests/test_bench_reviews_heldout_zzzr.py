"""Held-out batch ZZZR: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Japanese kigyō nenkin kikin's jōmu riji, riji-kai, daigiin-kai, shisan
un'yō iinkai, trust bank and investment advisor do, in Japanese fiscal years."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzr

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzr_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzr.generate(),
        seed=reviews_heldout_zzzr.SEED,
        kinds=reviews_heldout_zzzr.KINDS,
        tag="zzzr",
    )


def test_batch_zzzr_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzr.generate())


def test_batch_zzzr_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzr.generate(), reviews_heldout_zzzr.KINDS)


def test_every_span_of_batch_zzzr_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzr.generate())


def test_every_cited_mandate_clause_of_batch_zzzr_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzr.generate())


def test_batch_zzzr_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzr.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzr_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzr.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzr_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzr.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    seen_sheet = 0
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "template_inputs":  # the advisor's check sheet, returned ahead of it
            seen_sheet += 1
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert "運用ガイドライン確認シート" in answer.text
            written = answer.text[constraint.span.start : constraint.span.end]  # type: ignore[union-attr]
            assert float(written) == constraint.value  # a bare number in the constraint's unit
            if constraint.unit == "fraction":
                assert written.startswith("0.")
        else:  # a reply, or the 別表 / the daigiin-kai's giketsu sent after the request
            assert messages[1] is answer
            wanted = "mandate_clause" if answer.kind == "mandate" else "user_message"
            assert constraint.provenance == wanted
    assert seen_sheet


def test_batch_zzzr_puts_other_terms_on_the_strategy_cases_of_every_other_pair() -> None:
    for case in reviews_heldout_zzzr.generate():
        if case.kind != "invented_limit":
            continue
        i = int(re.findall(r"/(\d+)zzzr", case.case_id)[0])
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 1
        assert (case.bundle.mandate is not None) == bounded, case.case_id


def test_batch_zzzr_draws_floors_a_count_and_days_into_its_ranges() -> None:
    cases = reviews_heldout_zzzr.generate()
    floors = {"min_domestic_bond_weight", "kokunaiSaikenKagen"}
    floors |= {"min_policy_mix_expected_return", "kitaiShuekiritsuKagen"}
    floors |= {"min_manager_count", "itakuKikanSuKagen"}
    floors |= {"min_benefit_liquidity_days", "kyufuShiharaiJunbiKagen"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = seen_whole = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if flawed.unit in ("count", "days"):
            seen_whole += 1
            assert low == int(low)  # whole managers, whole days
            assert high == int(high)
        if low == high:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            continue
        if flawed.name in floors:  # granted: two thirds of the band's low end
            assert low < high
            seen_floor += 1
        else:  # granted: 1.3 times the band's top
            assert low > high
            seen_cap += 1
    assert seen_floor
    assert seen_cap
    assert seen_refused
    assert seen_whole


def test_batch_zzzr_breaches_its_limits_by_three_tenths_or_a_third() -> None:
    cases = reviews_heldout_zzzr.generate()
    by_id = {c.case_id: c for c in cases}
    seen = {True: 0, False: 0}
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 4/3 of a floor
        cited = over.provenance == "mandate_clause"
        seen[cited] += 1
        wanted = (1.3, 2 / 3) if cited else (1.3 / 0.9, 0.5)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert seen[True] == 18
    assert seen[False] == 6


def test_batch_zzzr_places_its_breaches_in_seven_shapes() -> None:
    refs = {
        str(c.bundle.contract.constraints[0].provenance_ref)
        for c in reviews_heldout_zzzr.generate()
        if c.kind == "mandate_breach" and c.bundle.contract.constraints[0].provenance_ref
    }
    assert refs >= {
        "unyo_no_kihon_hoshin.dai_4_jo.4.3",
        "unyo_guideline.koumoku[2]",
        "daigiin_kai.giketsu[1].naiyo",
        "shisan_unyo_iinkai.dai_41_kai.ketsugi",
        reviews_heldout_zzzr.MANDATE_ID,
    }


def test_batch_zzzr_tests_on_rolling_japanese_fiscal_year_folds_from_fy2014() -> None:
    for case in reviews_heldout_zzzr.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 4
        assert min(w.test_start for w in test.windows).isoformat() == "2014-04-01"
        for w in test.windows:
            assert w.train_start.month == 4
            assert w.test_start.month == 4
            assert w.test_end.month == 3
            assert w.test_start.year - w.train_start.year == 8


def test_batch_zzzr_reads_its_sponsor_in_japanese_fiscal_quarters() -> None:
    for case in reviews_heldout_zzzr.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 20
        newest, oldest = rows[0], rows[-1]
        assert isinstance(newest, dict)
        assert isinstance(oldest, dict)
        assert (newest["quarter_end"], newest["period"]) == ("2024-03-31", "4Q FY2023")
        assert (oldest["quarter_end"], oldest["period"]) == ("2019-06-30", "1Q FY2019")
        assert computation.arguments["as_of"] == "2024-05-24"


def test_batch_zzzr_writes_as_a_kigyo_nenkin_kikin_does() -> None:
    cases = reviews_heldout_zzzr.generate()
    forms = {
        "invented_limit": (
            "理事会 議事録 (2024年5月17日) 抜粋",
            "常務理事メモ (T. Kanzaki)",
            "稟議書 No. 運-2024-017",
            "| 項目 | 基本方針 | 実績 (2024年3月末) |",
            "Teams – 運用執行理事",
            "運用ガイドライン確認シート",
            "運用の基本方針 別表 (令和6年4月1日改正)",
            "代議員会 議決 (Reiwa 6, 第2号議案)",
            "「検討中」",
            "決裁待ち",
            "関東信越厚生局 実地監査",
            "¥4,830 oku",
            "¥38 oku",
        ),
        "false_provenance": (
            "令和3年4月版",
            "The 案 we circulated",
            "賛成2・反対5",
            "did not adopt it",
            "月次運用報告",
            "| 項目 | 実績 (2024年3月末) | 基本方針 |",
            "運用の基本方針 別表 (抜粋)",
            "5・3・3・2",
            "yotei riritsu",
            "参考 only",
            "％",
        ),
        "mandate_breach": (
            "'dai_4_jo'",
            "'4.3'",
            "理事会 議事録 (第112回",
            "'koumoku'",
            "投資一任契約",
            "'giketsu'",
            "稟議書 No. 運-2024-009",
            "'ketsugi'",
        ),
        "range_assumption": (
            "運用の基本方針 第6条 (権限の委任)",
            "| 事項 | 範囲 | 決定者 |",
            "資産運用委員会 議事要旨",
            "お任せします",
            "There is no fixed level",
            "否決;",
            "据え置き",
            "was struck out before the daigiin-kai",
            "下限 (lower limit)",
            "上限 (upper limit)",
            "'dai_6_jo_kengen_inin'",
            "権限規程 別表2",
            "'rijikai_ketsugi'",
            "'biko'",
        ),
        "objective": (
            "運用の基本方針 第2条 (運用目標)",
            "資産運用委員会 議事要旨",
            "常務理事メモ",
            "Seiran Investment Advisors proposal",
            "Actuary's note (年金数理人)",
            "正誤表",
            "誤: 「",
            "正: 「",
            "| 改正後 | 改正前 |",
            "は撤回します",
            "複合ベンチマーク",
            "追記",
        ),
        "stated_leakage": (
            "別添2 (バックテスト前提)",
            "ALM team",
            "Actuary's memo to the jōmu riji",
            "zaisei kenshō",
            "today's TOPIX constituents",
            "Reiwa 6 revision",
            "2004年4月–2014年3月",
            "Heisei 16 to Heisei 25",
        ),
        "trend_claim": (
            "**母体企業レビュー – Hinoura Seiki Kōgyō K.K. (TSE Prime: 6K4A), FY2023 決算**",
            "資産運用委員会 資料4",
            "常務理事 → 理事会 報告",
            "sponsor note (2024/05/24)",
            "| 項目 | 評価 | コメント |",
            "代議員会 説明資料",
            "tokubetsu kakekin",
            "pt ",
            " oku",
            "in every quarter of FY2023",
            "FY2023",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzr_writes_its_figures_in_japanese_english_forms() -> None:
    cases = reviews_heldout_zzzr.generate()
    said = texts_of(cases)
    for form in ("％", "bp", "社", "日分", "年率", "un'yō itaku kikan", "2024年3月末"):
        assert form in said, form
    for kakekin in ("¥38 oku", "¥4,150 million", "JPY 4.2bn"):  # the frame part, each drawn
        assert kakekin in texts_of(cases, "trend_claim"), kakekin
    for case in cases:  # a cited figure never carries a decimal comma
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d,\d", written), (case.case_id, written)


def test_batch_zzzr_withdraws_objectives_three_ways_and_meets_every_structure() -> None:
    cases = [c for c in reviews_heldout_zzzr.generate() if c.kind == "objective"]
    pairs: set[tuple[int, str]] = set()
    for case in cases:
        if case.flawed:
            continue
        i = int(re.findall(r"/(\d+)zzzr", case.case_id)[0])
        pairs.add((i % 6, str(case.bundle.contract.objective_kind)))
    assert len(pairs) == 24  # each of four objectives in each of six structures


def test_batch_zzzr_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzr.generate(per_kind=6))
