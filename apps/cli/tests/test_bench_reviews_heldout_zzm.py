"""Held-out batch ZZM: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a single-family office, its family, trustee, OCIO and private bank do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzm

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzm_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzm.generate(),
        seed=reviews_heldout_zzm.SEED,
        kinds=reviews_heldout_zzm.KINDS,
        tag="zzm",
    )


def test_batch_zzm_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzm.generate())


def test_batch_zzm_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzm.generate(), reviews_heldout_zzm.KINDS)


def test_every_span_of_batch_zzm_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzm.generate())


def test_every_cited_mandate_clause_of_batch_zzm_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzm.generate())


def test_batch_zzm_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzm.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzm_writes_as_a_single_family_office_does() -> None:
    cases = reviews_heldout_zzm.generate()
    forms = {
        "invented_limit": (
            "Erik: spoke to the trustees",
            "IPS as adopted by the family council, Schedule B",
            "Fjordline Trustees (Jersey) Limited",
            "SFO risk system: policy limits",
            "Banque Lemaire facility letter",
            "> Ruth: which limit do we use",
            "| IPS limit | 31 Mar | Headroom |",
            "IC minutes, 11 June",
            "Family council, June meeting",
            " per cent",
            " months",
            "'[TBC]' in IPS Schedule B",
            "HFRT",
            "Lombard",
        ),
        "false_provenance": (
            "The draft IPS that went round",
            "redline v3",
            "Not carried (3–2 against)",
            "Ruth: No. IPS Sched. B",
            "Q3 risk dashboard",
            "| Limit | 30 Sep actual | IPS Sched. B |",
            "IPS Schedule B: policy limits and targets",
            "letter of wishes",
            "peer survey median",
            "Bank advance rate",
        ),
        "mandate_breach": (
            "'schedule_b'",
            "SCHEDULE 3 (INVESTMENT POWERS)",
            "CREDIT AGREEMENT (Lombard facility)",
            "'resolutions'",
            "FAMILY COUNCIL: RESOLUTION",
        ),
        "range_assumption": (
            "IPS Schedule B, note 3",
            "only sets when the IC must be told",
            "Refused: it stays at",
            "has NOT given the office discretion",
            "| Parameter | Band | Who decides |",
            "fine by me",
        ),
        "objective": (
            "IPS section 2 (return objective)",
            "IC memo, strategic allocation",
            "CIO quarterly letter",
            "Sam:",
            "Family council minutes, item 5",
            "~~",
            "NextGen growth pool",
        ),
        "stated_leakage": (
            "OCIO memo, methodology",
            "CIO's note to the IC",
            "NAV",
            "report about a quarter later",
            "sold for in 2019",
            "year-end tax position",
            "issued after each rebalancing date",
        ),
        "trend_claim": (
            "CIO quarterly letter, Q4 2022",
            "Family council pack",
            "| Holding | Note for the IC |",
            "pp",
            "EBITDA",
            "through 2021",
            "in every quarter of 2022",
            "since the 2014 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzm_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzm.generate(per_kind=6))
