"""Held-out batch ZF: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as private-markets LPs and GPs do."""

from __future__ import annotations

from functools import partial

from quantward_cli.bench import reviews_heldout_zf

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zf_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_zf.generate()
    check_twins_differ_only_in_the_flaw(
        cases, seed=reviews_heldout_zf.SEED, kinds=reviews_heldout_zf.KINDS, tag="zf"
    )
    check_both_modes_in_every_kind(cases, reviews_heldout_zf.KINDS)


def test_batch_zf_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zf.generate())


def test_every_span_of_batch_zf_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zf.generate())


def test_every_cited_mandate_clause_of_batch_zf_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zf.generate())


def test_batch_zf_writes_as_private_markets_people_do() -> None:
    cases = reviews_heldout_zf.generate()
    forms = {
        "invented_limit": (
            "INVESTMENT COMMITTEE MEMO",
            "Section 5.3(b)",
            "Preferred return: 8%",
            "LPAC consent granted",
            "capital call notice",
            " per cent (",
            "basis points (",
        ),
        "false_provenance": (
            "First Amendment",
            "superseded",
            "term sheet",
            "never signed",
            "Fund II",
            "LPAC declined",
            "waiver passes",
            "Clause 7 (Concentration)",
        ),
        "mandate_breach": (
            "investment_limitations",
            "SIDE LETTER",
            "public_equity_sleeve",
            "Fund Restrictions (ILPA template)",
            "IC approval (binding",
        ),
        "range_assumption": (
            "at its discretion",
            "operating point",
            "tolerance band",
            "reporting tolerance",
            "denominator effect",
            "LPAC declined",
        ),
        "objective": ("~~", "Correction to the memo", "LPAC call", "PME benchmark", "ballast"),
        "stated_leakage": ("1Q10 to 4Q19", "31/12/2009", "as-of date", "desmoothed", "LP report"),
        "trend_claim": (
            "LP report",
            " bps ",
            " turns ",
            "1Q20–4Q22",
            "31/12/2020",
            "Fund II's first close",
            "year-on-year",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zf_is_deterministic_by_seed() -> None:
    check_deterministic(partial(reviews_heldout_zf.generate, per_kind=6))
