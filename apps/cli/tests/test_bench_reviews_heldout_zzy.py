"""Held-out batch ZZY: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a commercial litigation-finance fund's general counsel, IC, LPAC,
monitoring team, valuation committee and secondaries desk do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzy

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzy_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzy.generate(),
        seed=reviews_heldout_zzy.SEED,
        kinds=reviews_heldout_zzy.KINDS,
        tag="zzy",
    )


def test_batch_zzy_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzy.generate())


def test_batch_zzy_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzy.generate(), reviews_heldout_zzy.KINDS)


def test_every_span_of_batch_zzy_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzy.generate())


def test_every_cited_mandate_clause_of_batch_zzy_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzy.generate())


def test_batch_zzy_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzy.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzy_states_invented_limits_as_messages_documents_and_governing_text() -> None:
    """The answer to an invented limit comes as a message, a filled-in document or the LPA's
    or PPM's text (cited as a clause, the LPA given ahead of the request)."""
    cases = [c for c in reviews_heldout_zzy.generate() if c.kind == "invented_limit"]
    kinds = {m.kind for c in cases if not c.flawed for m in c.bundle.user_messages}
    assert kinds == {"request", "clarification_answer", "template_inputs", "mandate"}
    for case in cases:
        if case.flawed:
            continue
        messages = case.bundle.user_messages
        answer = next(m for m in messages if m.message_id == reviews_heldout_zzy.ANSWER_ID)
        (constraint,) = case.bundle.contract.constraints
        expected = "mandate_clause" if answer.kind == "mandate" else "user_message"
        assert constraint.provenance == expected, case.case_id
        assert constraint.provenance_ref == reviews_heldout_zzy.ANSWER_ID
        if "AGREEMENT OF LIMITED PARTNERSHIP" in answer.text:  # the LPA, given ahead
            assert messages[0] is answer, case.case_id


def test_batch_zzy_writes_as_a_litigation_finance_fund_does() -> None:
    cases = reviews_heldout_zzy.generate()
    forms = {
        "invented_limit": (
            "I've been through the A&R LPA",
            "AMENDED AND RESTATED AGREEMENT OF LIMITED PARTNERSHIP",
            "PORTFOLIO CONSTRUCTION INPUTS",
            "LPAC meeting — minutes",
            "anchor LP side letter",
            "[Teams — #ic-deal-team]",
            "| Limitation | LPA ref | Limit | At the Q2 marks |",
            "Private Placement Memorandum",
            "ILPA DDQ",
            "% of Aggregate Commitments",
            " percent (",
            " years",
            " Matters",
            "square-bracketed in the draft A&R LPA",
            "[●]",
            "No. 21-40455",
            "$1,150/hr",
            "1.6x MOIC",
        ),
        "false_provenance": (
            "The draft LPA circulated at first close",
            "[Deleted: ",
            "[Inserted: ",
            "Consent withheld",
            "Refused (one for, three against)",
            "Q2 monitoring report",
            "| Metric | Q2 marks | LPA limit |",
            "LPA, Schedule 3 — Investment Limitations",
            "Fund II's LPA",
            "placement agent's survey",
        ),
        "mandate_breach": (
            "'article_7'",
            "'7.3(b)'",
            "PRIVATE PLACEMENT MEMORANDUM",
            "SIDE LETTER",
            "'limits_register'",
            "INVESTMENT COMMITTEE CHARTER",
            "ten percent (10%)",
        ),
        "range_assumption": (
            "IC Delegation of Authority",
            "LPA §7.4 (Discretionary Ranges)",
            "| Parameter | Band | Set by |",
            "early-warning band for the CCO",
            "Consent withheld",
            "not delegating",
            "floor on",
            " years",
        ),
        "objective": (
            "Investment objective (LPA §2.4)",
            "IC memo, portfolio construction",
            "Investor letter, Q2",
            "LP's consultant",
            "LPAC minutes, item 6",
            "The first-close draft of the LPA",
            "[Deleted: The Fund's objective is",
            "Schedule 4 reference portfolio",
            "gross MOIC",
        ),
        "stated_leakage": (
            "Underwriting model appendix",
            "Valuation Committee methodology note",
            "PACER docket outcomes for Matters resolved between 2006 and 2019",
            "later survived summary judgment",
            "damages as finally awarded",
            "Level 3 marks",
            "LPAC",
        ),
        "trend_claim": (
            "### Co-investor review",
            "Ahead of the IC vote on co-investing",
            "Co-investor review (IC pre-read",
            "| Co-investor | Observation |",
            "#secondaries-desk",
            "ASC 820",
            "by $",
            "receipts less deployments",
            "in each quarter of 2023",
            "since its 2010 listing",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzy_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzy.generate(per_kind=6))
