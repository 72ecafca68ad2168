"""role=issuer: which entity issues the named company's debt, decided by the graph's relations.

A financing vehicle whose name merely shares a word with the query is not the issuer the query
means; the company is found by its name first, then an `issuer_of` relation to it names the
vehicle, and the match path says so. The names here are invented: the rule is about the kind.
"""

from __future__ import annotations

import pytest

from quantward_graph import Entity, Relation
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.resolver import Resolver
from quantward_resolver.domain.result import Hints

ISSUER = Hints(role="issuer")
NOTE = "programme prospectus: notes issued by Nordwerk Capital B.V., guaranteed by Nordwerk AG"


@pytest.fixture(scope="module")
def resolver() -> Resolver:
    entities = [
        Entity(entity_id="ent_nordwerk", name="Nordwerk AG", country="DE"),
        Entity(entity_id="ent_nordwerk_energie", name="Nordwerk Energie AG", country="DE"),
        Entity(
            entity_id="ent_nordwerk_capital",
            name="Nordwerk Capital B.V.",
            kind="issuer",
            country="NL",
        ),
        Entity(entity_id="ent_ostbank", name="Ostbank AG", country="AT"),
        Entity(entity_id="ent_ostbank_funding", name="Ostbank Funding Ltd", country="GB"),
        Entity(entity_id="ent_suedchem", name="Suedchem SE", country="DE"),
        Entity(entity_id="ent_kestrel", name="Kestrel Avionics AG", country="CH"),
        Entity(entity_id="ent_kestrel_fin", name="Kestrel Avionics Finance B.V.", kind="issuer"),
        Entity(entity_id="ent_suedchem_fin_a", name="Suedchem Finance B.V.", kind="issuer"),
        Entity(entity_id="ent_suedchem_fin_b", name="Suedchem US Finance LLC", kind="issuer"),
    ]
    relations = [
        Relation(
            type="issuer_of",
            source_id="ent_nordwerk_capital",
            target_id="ent_nordwerk",
            note=NOTE,
        ),
        # a subsidiary that is no debt issuer of its parent
        Relation(type="subsidiary_of", source_id="ent_ostbank_funding", target_id="ent_ostbank"),
        Relation(type="issuer_of", source_id="ent_suedchem_fin_a", target_id="ent_suedchem"),
        Relation(type="issuer_of", source_id="ent_kestrel_fin", target_id="ent_kestrel"),
        Relation(type="issuer_of", source_id="ent_suedchem_fin_b", target_id="ent_suedchem"),
    ]
    return Resolver(ResolverIndex.build(entities, relations))


@pytest.mark.parametrize("query", ["Nordwerk", "Ostbank", "Suedchem", "Nordwerk Energie"])
def test_without_a_role_a_company_name_means_the_company(resolver: Resolver, query: str) -> None:
    result = resolver.resolve(query)
    assert result.status == "resolved", result.match_path
    assert result.entity is not None
    assert result.entity.kind == "company"


def test_the_debt_issuer_is_the_vehicle_the_graph_names_and_the_path_says_why(
    resolver: Resolver,
) -> None:
    result = resolver.resolve("Nordwerk", hints=ISSUER)
    assert result.entity is not None
    assert result.entity.entity_id == "ent_nordwerk_capital"
    assert result.match_path[-1] == (
        f"role=issuer: Nordwerk AG's debt is issued by Nordwerk Capital B.V. ({NOTE})"
    )


def test_a_company_without_an_issuing_vehicle_is_its_own_issuer(resolver: Resolver) -> None:
    # Ostbank Funding shares the first word and is a subsidiary, but issues nothing for it.
    result = resolver.resolve("Ostbank", hints=ISSUER)
    assert result.entity is not None
    assert result.entity.entity_id == "ent_ostbank"
    assert "no separate debt issuer of Ostbank AG is recorded" in result.match_path[-1]


def test_a_related_company_sharing_a_word_does_not_inherit_the_vehicle(
    resolver: Resolver,
) -> None:
    result = resolver.resolve("Nordwerk Energie", hints=ISSUER)
    assert result.entity is not None
    assert result.entity.entity_id == "ent_nordwerk_energie"


def test_a_vehicle_named_directly_is_its_own_issuer(resolver: Resolver) -> None:
    result = resolver.resolve("Nordwerk Capital", hints=ISSUER)
    assert result.entity is not None
    assert result.entity.entity_id == "ent_nordwerk_capital"


def test_several_vehicles_are_a_question_not_a_pick(resolver: Resolver) -> None:
    result = resolver.resolve("Suedchem", hints=ISSUER)
    assert result.status == "ambiguous"
    assert {a.entity_id for a in result.alternatives} == {
        "ent_suedchem_fin_a",
        "ent_suedchem_fin_b",
    }


def test_a_vehicle_matched_by_part_of_its_name_yields_to_its_matching_company(
    resolver: Resolver,
) -> None:
    # Both names only contain "Kestrel": the company is meant, not who issues its debt.
    result = resolver.resolve("Kestrel")
    assert result.status == "resolved", (result.match_path, result.alternatives)
    assert result.entity is not None
    assert result.entity.entity_id == "ent_kestrel"
    issuer = resolver.resolve("Kestrel", hints=ISSUER)
    assert issuer.entity is not None
    assert issuer.entity.entity_id == "ent_kestrel_fin"


@pytest.mark.parametrize(
    ("query", "hints", "expected"),
    [
        ("ent_nordwerk", None, "ent_nordwerk"),
        ("ent_nordwerk", ISSUER, "ent_nordwerk_capital"),
        ("ent_nordwerk_energie", None, "ent_nordwerk_energie"),
    ],
)
def test_an_entity_id_names_its_entity(
    resolver: Resolver, query: str, hints: Hints | None, expected: str
) -> None:
    result = resolver.resolve(query, hints=hints)
    assert result.entity is not None
    assert result.entity.entity_id == expected
