"""Held-out batch ZZO: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a sovereign wealth fund's manager and its finance ministry do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzo

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzo_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzo.generate(),
        seed=reviews_heldout_zzo.SEED,
        kinds=reviews_heldout_zzo.KINDS,
        tag="zzo",
    )


def test_batch_zzo_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzo.generate())


def test_batch_zzo_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzo.generate(), reviews_heldout_zzo.KINDS)


def test_every_span_of_batch_zzo_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzo.generate())


def test_every_cited_mandate_clause_of_batch_zzo_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzo.generate())


def test_batch_zzo_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzo.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzo_writes_as_a_sovereign_fund_and_its_ministry_do() -> None:
    cases = reviews_heldout_zzo.generate()
    forms = {
        "invented_limit": (
            "Management mandate, section 3-3 (unofficial translation)",
            "Minutes of the Executive Board",
            "Annual report, note 1",
            "Risk limits register",
            "White paper to Parliament (Meld. St. 22",
            "Letter from the Ministry of Finance to the Bank",
            "Supervisory Council, statement",
            "| Limit | Position 31 Dec | Within limit? |",
            "Sv: limits",
            " per cent",
            "basis points",
            "percentage point",
            "expected relative volatility",
            "voting shares",
            "public consultation",
            "[…]",
        ),
        "false_provenance": (
            "The consultation draft of the mandate amendment",
            "(tracked changes)",
            "The Ministry did not follow the proposal",
            "The Board did not approve this",
            "Quarterly report, third quarter",
            "| Limit | Actual 30 Sep | Mandate |",
            "Key figures in the management mandate",
            "Fiscal rule",
            "before the 2017 amendment",
            "A peer sovereign fund",
        ),
        "mandate_breach": (
            "'3.4'",
            "INVESTMENT PRINCIPLES",
            "MINISTRY OF FINANCE",
            "'limits'",
            "REGULATION ON THE MANAGEMENT OF THE GOVERNMENT RESERVE FUND",
        ),
        "range_assumption": (
            "Executive Board delegation to the CEO",
            "when the Bank must report to the Ministry",
            "The Board did not approve the proposal",
            "has not delegated",
            "| Limit | Interval | Determined by |",
        ),
        "objective": (
            "Management mandate, section 1-3",
            "Investment principles (Executive Board)",
            "White paper to Parliament",
            "Letter from the Ministry",
            "Supervisory Council minutes",
            "~~",
            "after the public consultation",
            "reference index",
        ),
        "stated_leakage": (
            "Memo to the Executive Board, methodology annex",
            "From Risk's model documentation (v3.1)",
            "exclusion list as it stood in March",
            "announced, after that date, for its next quarterly rebalancing",
            "the annual report later finalised",
            "closing (31 December) exchange rates",
            "currency basket",
        ),
        "trend_claim": (
            "Council on Ethics, assessment of Skjoldvik Kraft ASA",
            "Active ownership memo",
            "| Company | Observation |",
            "percentage points",
            "g CO₂e/kWh",
            " MW",
            "in each of the four quarters of 2022",
            "since the Fund first bought shares in the company in 2001",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzo_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzo.generate(per_kind=6))
