"""Held-out batch ZE: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (software engineers: pull requests, config files, CLI flags,
issues and logs) are in it."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_ze

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_ze_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_ze.generate(),
        seed=reviews_heldout_ze.SEED,
        kinds=reviews_heldout_ze.KINDS,
        tag="ze",
    )


def test_batch_ze_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_ze.generate())


def test_batch_ze_uses_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_ze.generate(), reviews_heldout_ze.KINDS)


def test_every_span_of_batch_ze_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_ze.generate())


def test_batch_ze_cites_mandate_clauses_that_exist() -> None:
    """A clause may be a configuration's value ("te_budget_bps: 200"), not only a text."""
    check_mandate_clauses_exist(
        reviews_heldout_ze.generate(), is_clause=lambda node: node is not None
    )


def test_batch_ze_writes_as_engineers_do() -> None:
    cases = reviews_heldout_ze.generate()
    forms = {
        "invented_limit": ("## Open questions", "TODO: confirm", "```toml", "AC: ", "pct"),
        "false_provenance": ("git log --oneline", "```diff", "_pct", "nit:", "OFF in prod"),
        "mandate_breach": ("Labels: compliance", "def test_", "QW_UNIVERSE", "from the IMA"),
        "range_assumption": ("min = ", "accepts", "pinned at", "Feature flag", "drift alert"),
        "objective": ('objective="', "--objective min-var", "[optimizer]", "QW_OBJECTIVE=", "~~"),
        "stated_leakage": ("--start 2010-01-01", "fit_range", "TRAIN_END=", "df.loc[", "shift(-1)"),
        "trend_claim": ("Release notes", "INFO trend_check", "vs 2022-09-30", "--start 2020-12-31"),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_ze_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_ze.generate(per_kind=6))
