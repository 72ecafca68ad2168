"""Resolution on a small graph: each test is one kind of query a user really writes."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_resolver.domain.resolver import Resolver
from quantward_resolver.domain.result import Hints

D = date.fromisoformat


def resolved_id(resolver: Resolver, query: str, **kwargs: object) -> str | None:
    result = resolver.resolve(query, **kwargs)  # type: ignore[arg-type]
    assert result.status == "resolved", (query, result.status, result.match_path)
    assert result.entity is not None
    return result.entity.entity_id


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Volkswagen AG", "ent_volkswagen"),
        ("VOLKSWAGEN A.G.", "ent_volkswagen"),
        ("volkswagen", "ent_volkswagen"),
        ("Volkswagen Aktiengesellschaft", "ent_volkswagen"),
        ("Group Volkswagen", "ent_volkswagen"),
        ("VW", "ent_volkswagen"),
        ("Volkswagem AG", "ent_volkswagen"),
        ("Volkswagen AF", "ent_volkswagen"),
        ("Nestle", "ent_nestle"),
        ("NESTLE SA", "ent_nestle"),
        ("Berkshire Hathaway", "ent_berkshire"),
    ],
)
def test_names_resolve_despite_case_punctuation_suffixes_order_and_typos(
    resolver: Resolver, query: str, expected: str
) -> None:
    assert resolved_id(resolver, query) == expected


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("DE0007664039", "ent_volkswagen"),
        ("de0007664039", "ent_volkswagen"),
        ("529900NNUPAGGOMPXZ31", "ent_volkswagen"),
        ("VOW3.DE", "ent_volkswagen"),
        ("FRA:VOW3", "ent_volkswagen"),
        ("VOW3 GY", "ent_volkswagen"),
        ("VOW3.F", "ent_volkswagen"),
        ("GOOGL", "ent_alphabet"),
        ("GOOG", "ent_alphabet"),
        ("US02079K1079", "ent_alphabet"),
        ("BRK.B", "ent_berkshire"),
        ("BRK-B", "ent_berkshire"),
        ("NASDAQ:GOOGL", "ent_alphabet"),
    ],
)
def test_identifiers_and_tickers_resolve_to_the_issuer(
    resolver: Resolver, query: str, expected: str
) -> None:
    assert resolved_id(resolver, query) == expected


def test_an_isin_names_the_share_class_in_the_path(resolver: Resolver) -> None:
    result = resolver.resolve("DE0007664039")
    assert result.confidence > 0.95
    assert any("preference" in step for step in result.match_path)


def test_a_mistyped_isin_is_not_found_and_says_why(resolver: Resolver) -> None:
    result = resolver.resolve("DE0007664038")
    assert result.status == "not_found"
    assert "check digit" in result.match_path[0]


def test_shared_names_are_ambiguous_until_a_hint_decides(resolver: Resolver) -> None:
    result = resolver.resolve("Merck")
    assert result.status == "ambiguous"
    assert {a.entity_id for a in result.alternatives} == {"ent_merck_co", "ent_merck_kgaa"}
    assert result.entity is None
    assert resolved_id(resolver, "Merck", hints=Hints(country="DE")) == "ent_merck_kgaa"
    assert resolved_id(resolver, "Merck", hints=Hints(exchange="NYSE")) == "ent_merck_co"


def test_a_bare_ticker_follows_the_us_convention(resolver: Resolver) -> None:
    assert resolved_id(resolver, "MRK") == "ent_merck_co"
    assert resolved_id(resolver, "MRK.DE") == "ent_merck_kgaa"


def test_porsche_alone_is_ambiguous(resolver: Resolver) -> None:
    result = resolver.resolve("Porsche")
    assert result.status == "ambiguous"
    assert {a.entity_id for a in result.alternatives} >= {"ent_porsche_se", "ent_porsche_ag"}
    assert resolved_id(resolver, "Porsche SE") == "ent_porsche_se"


def test_renamed_companies_resolve_by_old_name_with_the_rename_in_the_path(
    resolver: Resolver,
) -> None:
    assert resolved_id(resolver, "Facebook", as_of=D("2020-01-15")) == "ent_meta_platforms"
    later = resolver.resolve("Facebook", as_of=D("2023-01-15"))
    assert later.status == "resolved"
    assert any("renamed since" in step for step in later.match_path)


def test_reused_tickers_answer_for_the_date(resolver: Resolver) -> None:
    assert resolved_id(resolver, "T", as_of=D("2004-06-01")) == "ent_att_corp"
    assert resolved_id(resolver, "T", as_of=D("2010-06-01")) == "ent_att_inc"
    assert resolved_id(resolver, "T") == "ent_att_inc"
    assert resolved_id(resolver, "FB", as_of=D("2021-06-01")) == "ent_meta_platforms"
    # Nobody traded as META in 2021: today's ticker asked for at an earlier date means the
    # company that took it later (it existed then, as Facebook), said so in the path.
    early = resolver.resolve("META", as_of=D("2021-06-01"))
    assert early.entity is not None
    assert early.entity.entity_id == "ent_meta_platforms"
    assert any("no listing under it on 2021-06-01" in step for step in early.match_path)
    assert resolved_id(resolver, "META", as_of=D("2023-06-01")) == "ent_meta_platforms"


def test_names_of_defunct_entities_point_to_the_survivor_after_the_merger(
    resolver: Resolver,
) -> None:
    assert resolved_id(resolver, "AT&T", as_of=D("2004-06-01")) == "ent_att_corp"
    assert resolved_id(resolver, "AT&T", as_of=D("2010-06-01")) == "ent_att_inc"


def test_role_hints_move_along_the_graph(resolver: Resolver) -> None:
    name = "Volkswagen Financial Services"
    assert resolved_id(resolver, name) == "ent_vw_financial_services"
    assert resolved_id(resolver, name, hints=Hints(role="parent")) == "ent_volkswagen"
    assert resolved_id(resolver, name, hints=Hints(role="listing")) == "ent_volkswagen"


@pytest.mark.parametrize(
    "query",
    [
        "Quantivex Holdings AG",
        "Blorvane Dynamics",
        "Volkswagen Quantum Ventures",
        "Zentrix plc",
        "",
        "   ",
        "Merkur Bank of Oslo",
    ],
)
def test_unknown_names_are_not_found(resolver: Resolver, query: str) -> None:
    assert resolver.resolve(query).status == "not_found"


def test_mentions_in_free_text_come_with_spans_and_resolutions(resolver: Resolver) -> None:
    from quantward_resolver.domain.mentions import resolve_mentions

    text = "What did VW and Porsche say about guidance? Compare Merck KGaA's EPS with VOW3.DE."
    mentions = resolve_mentions(resolver, text)
    found = [(m.text, text[m.start : m.end], m.resolution.status) for m in mentions]
    assert found == [
        ("VW", "VW", "resolved"),
        ("Porsche", "Porsche", "ambiguous"),
        ("Merck KGaA", "Merck KGaA", "resolved"),
        ("VOW3.DE", "VOW3.DE", "resolved"),
    ]
    assert mentions[0].resolution.entity is not None
    assert mentions[0].resolution.entity.entity_id == "ent_volkswagen"
    assert mentions[2].resolution.entity is not None
    assert mentions[2].resolution.entity.entity_id == "ent_merck_kgaa"


def test_everyday_words_and_acronyms_are_not_mentions(resolver: Resolver) -> None:
    from quantward_resolver.domain.mentions import resolve_mentions

    assert resolve_mentions(resolver, "The CEO said EPS in Q3 beat the US consensus.") == []
