"""Held-out batch ZA: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (academic finance: papers, referee reports, seminar notes and
mathematical notation) are in it."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_za

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_za_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_za.generate(),
        seed=reviews_heldout_za.SEED,
        kinds=reviews_heldout_za.KINDS,
        tag="za",
    )


def test_batch_za_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_za.generate())


def test_batch_za_uses_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_za.generate(), reviews_heldout_za.KINDS)


def test_every_span_of_batch_za_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_za.generate())


def test_batch_za_cites_mandate_clauses_that_exist() -> None:
    check_mandate_clauses_exist(reviews_heldout_za.generate())


def test_batch_za_cites_the_value_the_flaw_misquotes_and_the_twin_the_right_one() -> None:
    """False provenance: the flawed plan and its twin cite different values (or, for a figure
    stated in per cent throughout, the same span read as a different value)."""
    cases = {c.case_id: c for c in reviews_heldout_za.generate()}
    for case_id, case in cases.items():
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (wrong,) = case.bundle.contract.constraints
        (right,) = cases[f"{case_id}/twin"].bundle.contract.constraints
        assert wrong.value != right.value, case_id
        assert wrong.name == right.name, case_id
        assert wrong.unit == right.unit, case_id


def test_batch_za_writes_as_academics_do() -> None:
    said = texts_of(reviews_heldout_za.generate())
    for form in (
        "$$ ",
        "\\le ",
        "\\ge ",
        "\\sum_i |w_i|",
        "\\sigma_{TE}",
        "\\kappa",
        "\\%",
        " per cent",
        " bp",
        "\\paragraph{To do.}",
        "(A2)",
        "Referee 2",
        "Erratum",
        "counterfactual",
        "in per cent throughout",
        "Problem (P)",
        "Pre-registration",
        "\\begin{tabular}",
        "\\forall t",
        "± ",
        "sensitivity analysis only",
        "\\arg\\max_w",
        "\\arg\\min_w",
        "GMVP",
        "tangency portfolio",
        "\\gamma = 0",
        "In an earlier version",
        "Reply to the referees",
        "2010:01–2020:12",
        "2010M1–2017M6",
        "post-GFC",
        "$r_{i,t+1}$",
        "revised vintage",
        "constituent list as of December 2020",
        "Abstract.",
        "Result 2.",
        "monotonically",
        " pp ",
        " turns ",
        "sample maximum",
        "averaged",
        "pre-GFC sample",
    ):
        assert form in said, form
    assert "{" + "}" not in said  # no unfilled frame field
    for field in ("{noun}", "{Noun}", "{v}", "{task}", "{claim}", "{period}"):
        assert field not in said, field


def test_batch_za_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_za.generate)
    assert reviews_heldout_za.SEED == 20261227
