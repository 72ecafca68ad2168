"""Held-out batch ZI: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as machine-translated Japanese, Chinese, Korean and Portuguese texts do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zi

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zi_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zi.generate(),
        seed=reviews_heldout_zi.SEED,
        kinds=reviews_heldout_zi.KINDS,
        tag="zi",
    )


def test_batch_zi_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zi.generate())


def test_batch_zi_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zi.generate(), reviews_heldout_zi.KINDS)


def test_every_span_of_batch_zi_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zi.generate())


def test_every_cited_mandate_clause_of_batch_zi_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zi.generate())


def test_batch_zi_writes_as_machine_translated_texts_do() -> None:
    cases = reviews_heldout_zi.generate()
    forms = {
        "invented_limit": (
            "【Investment restrictions】",
            "【Parameter setting】",
            "Reiwa 7",
            "(未定)",
            "Reply deadline: ２０２６年１２月１５日",
            "Prezados",
            "Ceiling amount",
            "％",
            "倍",
            "restricoes_de_investimento",
        ),
        "false_provenance": (
            "was abolished",
            "Before change:",
            "did not approve it",
            "(rejeitada)",
            "Actual (end of month)",
            "in actual result",
            "Question: What is the upper limit of the",
            "industry average",
        ),
        "mandate_breach": (
            "'paragraph_2'",
            "１．Investment is limited",
            "２０２６年４月１日 revision",
            "patrimônio líquido",
            "Investment restriction matters guide",
        ),
        "range_assumption": ("～", "standard for monitoring", "(não aprovado)", "A. No"),
        "objective": (
            "becomes maximum",
            "【Purpose of operation】",
            "índice de Sharpe",
            "~~",
            "【Correction】",
        ),
        "stated_leakage": (
            "２０１０年１月～２０１８年１２月",
            "Heisei 29 (2017)",
            "fiscal year ending March 2017",
            "2011년~2019년",
            "20 business days ahead (future)",
        ),
        "trend_claim": (
            "【Conclusion】",
            "According to the material [1]",
            "２０２２年第４四半期",
            "in all quarters of 2022",
            "compared with the level of ２０１８年",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zi_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zi.generate(per_kind=6))
