"""Held-out batch W: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (assistants' and orchestrators' markdown, pasted and corrected)
are in it."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_w

from .heldout_checks import (
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_w_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_w.generate(),
        seed=reviews_heldout_w.SEED,
        kinds=reviews_heldout_w.KINDS,
        tag="w",
    )


def test_batch_w_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_w.generate())


def test_every_span_of_batch_w_lies_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_w.generate())


def test_batch_w_cites_mandate_clauses_that_exist() -> None:
    check_mandate_clauses_exist(reviews_heldout_w.generate())


def test_batch_w_writes_as_assistants_and_orchestrators_do() -> None:
    cases = reviews_heldout_w.generate()
    forms = {
        "invented_limit": (
            "You are a research sub-agent. Your task:",
            "## Constraints",
            "### Open questions",
            '"tool": "set_limits"',
            ": null}}",
            "Ignore the illustrative figure, the bot made it up.",
            "It's worth noting that",
            "Let me know if you need anything else.",
            "In summary,",
            "| Constraint | Value | Notes |",
        ),
        "false_provenance": (
            "The bot got the cap wrong, it's",
            "The bot got the floor wrong, it's",
            "For illustration only:",
            "## Open questions",
            "| Limit | Value |",
            "Re-issued after the risk review",
            "Let me know if you'd like me to",
        ),
        "mandate_breach": (
            "### Hard constraints",
            "### Illustrative stress scenarios",
            "In summary: ",
            '"tool": "register_mandate"',
            "You are the portfolio-construction agent",
            "The bot got it wrong: the IMA says",
        ),
        "range_assumption": (
            "### Latitude",
            "While the client hasn't pinned down",
            '"agent_may_choose": true',
            '"agent_may_choose": false',
            "You are the sizing sub-agent.",
            "| Parameter | Range | Who decides |",
            "either side, at your discretion",
            "~~You may choose",
            "Do not optimise this parameter.",
        ),
        "objective": (
            "**Objective:**",
            '"objective": "max_sharpe"',
            "### Goal",
            "### Key considerations",
            "That's not what we want.",
            "Update from the orchestrator: the previous brief is superseded.",
            "In summary:",
        ),
        "stated_leakage": (
            "Step 3:",
            "**Calibration.**",
            "### Rationale",
            "While this keeps the parameters stable across folds",
            "fit_range",
            "all_folds_incl_test",
            "next month's return",
        ),
        "trend_claim": (
            "## Key findings",
            "**Bottom line:**",
            "| # | Observation | Source |",
            "Let me know if you'd like me to break this down by segment.",
            "though past trends may not persist",
            "in each of the last four quarters",
            "percentage points",
            "FY2020–FY2022",
        ),
    }
    for kind, wanted in forms.items():
        said = texts_of(cases, kind)
        for form in wanted:
            assert form in said, (kind, form)
    assert "{" not in texts_of(cases, "trend_claim").replace("{'", "")  # no frame left unfilled


def test_batch_w_writes_limits_in_several_number_forms() -> None:
    said = texts_of(reviews_heldout_w.generate(), "invented_limit")
    for form in (" percent", " bps", "bp", "% of NAV", "×", ".0%"):
        assert form in said, form


def test_batch_w_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_w.generate)
    assert reviews_heldout_w.SEED == 20261223
