"""Held-out batch ZC: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (spreadsheets: rows, cells, formulas and data pasted as text) are
in it."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zc

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zc_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zc.generate(),
        seed=reviews_heldout_zc.SEED,
        kinds=reviews_heldout_zc.KINDS,
        tag="zc",
    )


def test_batch_zc_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zc.generate())


def test_batch_zc_uses_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zc.generate(), reviews_heldout_zc.KINDS)


def test_every_span_of_batch_zc_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zc.generate())


def test_batch_zc_cites_mandate_clauses_that_exist() -> None:
    check_mandate_clauses_exist(reviews_heldout_zc.generate())


def test_batch_zc_misquotes_a_value_the_thread_does_not_hold() -> None:
    """A flawed provenance cites another figure of the thread, or the right cell with a value a
    hundred times too large (a "(%)" header read as a fraction); its twin the live value."""
    cases = reviews_heldout_zc.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (wrong,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert wrong.value != right.value, case.case_id
        if wrong.span == right.span and wrong.provenance_ref == right.provenance_ref:
            assert isinstance(wrong.value, float)
            assert isinstance(right.value, float)
            assert abs(wrong.value - 100 * right.value) < 1e-9, case.case_id


def test_batch_zc_writes_as_spreadsheet_people_do() -> None:
    cases = reviews_heldout_zc.generate()
    forms = {
        "invented_limit": ("#REF!", "// TBC", "'Limits'!B7 =", '"BREACH","OK"', "Data validation"),
        "false_provenance": ("wrong row", "Limit (%)", "Change log", "what-if", "→", "\t"),
        "mandate_breach": ("=IF(", "Data validation", "(CSV export)", "Conditional formatting"),
        "range_assumption": ("// PM discretion", "C12:D12", "±", "n/a — fixed", "Cols D:E"),
        "objective": ("Set Objective $F$", "=SUMPRODUCT(w,mu)", "obj\t", "~~", "Change log"),
        "stated_leakage": ("=FILTER(", "date serials 40182–43465", "Jan-10 to Dec-18", "OFFSET("),
        "trend_claim": ("Pivot summary", "Dec-21 → Dec-22", "H2 2021", "YoY", "since Dec-17"),
    }
    for kind, wanted in forms.items():
        said = texts_of(cases, kind)
        for form in wanted:
            assert form in said, (kind, form)


def test_batch_zc_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_zc.generate)
