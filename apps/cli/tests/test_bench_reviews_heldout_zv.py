"""Held-out batch ZV: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as emerging-market debt managers, their risk committees and clients do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zv

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zv_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zv.generate(),
        seed=reviews_heldout_zv.SEED,
        kinds=reviews_heldout_zv.KINDS,
        tag="zv",
    )


def test_batch_zv_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zv.generate())


def test_batch_zv_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zv.generate(), reviews_heldout_zv.KINDS)


def test_every_span_of_batch_zv_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zv.generate())


def test_every_cited_mandate_clause_of_batch_zv_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zv.generate())


def test_batch_zv_writes_as_em_debt_managers_and_their_clients_do() -> None:
    cases = reviews_heldout_zv.generate()
    forms = {
        "invented_limit": (
            "IB chat, 08:14",
            "Country Risk Committee, 12 March",
            "Schedule 3 (Investment Restrictions)",
            "# limits.yaml",
            "From the CIO's reply",
            "Reserve Management Department",
            "Compliance (pre-trade) note",
            "| Limit | Current (T-1) | Status |",
            "investment consultant",
            "Correction to my 08:14 chat",
            "RFP response, Q7",
            "pc",
            "bps",
            "[TBC — client]",
        ),
        "false_provenance": (
            "The draft guidelines we sent the client in May",
            "[deleted: ",
            "Rejected 4–2",
            "risk said no",
            "Month-end factsheet (31 May)",
            "| Metric | 31 May | Guideline |",
            "Guidelines summary for the client's board",
            "the central bank's other EM manager",
            "peer survey",
        ),
        "mandate_breach": (
            "'2(c)'",
            "INVESTMENT GUIDELINES FOR EXTERNAL MANAGERS",
            "Side letter to the subscription agreement",
            "'decisions'",
            "Prospectus, Appendix II",
        ),
        "range_assumption": (
            "CRC delegation",
            "escalation trigger",
            "The chair declined",
            "has NOT given us discretion",
            "| Parameter | Range | Discretion |",
        ),
        "objective": (
            "Fund objective (prospectus, section 3)",
            "CIO's note",
            "Client's mandate letter",
            "PM on chat",
            "CRC decision 3",
            "~~",
            "The first draft the client circulated",
        ),
        "stated_leakage": (
            "Research note",
            "the March 2020 Covid wides",
            "the EMBI GD history from 2010 to 2019",
            "over the following month",
            "today's database",
            "off-benchmark cap",
        ),
        "trend_claim": (
            "Strategist's country note",
            "CRC pack, country page",
            "| Country | Comment |",
            "bp",
            "points",
            "USD/KVL",
            "over the twelve months to end-2022",
            "than a year earlier at every quarter-end of 2022",
            "since the 2017 debut Eurobond",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zv_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zv.generate(per_kind=6))
