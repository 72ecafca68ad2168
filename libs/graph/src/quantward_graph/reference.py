"""The reference data shipped with quantward: ~1,800 real listed companies plus curated cases.

`tools/build_reference_data.py` (`make data`) generates the files in `quantward_graph/data/`
from the `pytickersymbols` package and the hand-curated `curated.yaml`; this module only reads
them. It must never need yaml, pytickersymbols or the source tree: the files are package data,
read through `importlib.resources`, so an installed wheel works the same as a checkout.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Final, TypeVar

from pydantic import ValidationError

from quantward_graph.model import Entity, GraphData, Relation
from quantward_graph.port import GraphStore

DATA_PACKAGE: Final = "quantward_graph"
ENTITIES_FILE: Final = "entities.jsonl"
RELATIONS_FILE: Final = "relations.jsonl"
BUILD_INFO_FILE: Final = "build_info.json"

_Row = TypeVar("_Row", Entity, Relation)


class ReferenceDataError(RuntimeError):
    """The shipped files are missing or damaged; the message names the file and line."""


def _data_dir() -> Traversable:
    return resources.files(DATA_PACKAGE).joinpath("data")


def _read(name: str) -> str:
    path = _data_dir().joinpath(name)
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ReferenceDataError(
            f"{DATA_PACKAGE}/data/{name} is missing from the installed package; "
            "run `make data` in a checkout, or reinstall quantward-graph"
        ) from None


def _parse_lines(name: str, model: type[_Row]) -> tuple[_Row, ...]:
    rows: list[_Row] = []
    for number, line in enumerate(_read(name).splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rows.append(model.model_validate_json(line))
        except ValidationError as exc:
            raise ReferenceDataError(
                f"{DATA_PACKAGE}/data/{name} line {number}: {exc}; run `make data`"
            ) from None
    return tuple(rows)


@cache
def load_reference_data() -> GraphData:
    """The shipped entities and relations, validated (cached: they do not change at run time).

    Raises `ReferenceDataError` if a file is missing, a line is not a valid record, an id is
    repeated or a relation points at an entity that is not shipped.
    """
    entities = _parse_lines(ENTITIES_FILE, Entity)
    relations = _parse_lines(RELATIONS_FILE, Relation)
    data = GraphData(entities=entities, relations=relations)
    seen: set[str] = set()
    for entity in entities:
        if entity.entity_id in seen:
            raise ReferenceDataError(f"{ENTITIES_FILE}: entity id {entity.entity_id} repeated")
        seen.add(entity.entity_id)
    dangling = data.dangling_relations(set())
    if dangling:
        first = dangling[0]
        raise ReferenceDataError(
            f"{RELATIONS_FILE}: {len(dangling)} relation(s) point at unknown entities, e.g. "
            f"{first.source_id} {first.type} {first.target_id}; run `make data`"
        )
    return data


@cache
def reference_build_info() -> dict[str, object]:
    """build_info.json: source version, counts, hashes and the build's warnings."""
    info = json.loads(_read(BUILD_INFO_FILE))
    if not isinstance(info, dict):
        raise ReferenceDataError(f"{BUILD_INFO_FILE} is not a JSON object; run `make data`")
    return info


def reference_data_version() -> str:
    """A hash of the shipped entities and relations, so a store can tell if its copy is current.

    It is the sha256 of the generated files (not of the build's inputs): any change of the data,
    whether from pytickersymbols, curated.yaml or the build's rules, changes it.
    """
    version = reference_build_info().get("data_sha256")
    if not isinstance(version, str) or len(version) != 64:
        raise ReferenceDataError(f"{BUILD_INFO_FILE} has no data_sha256; run `make data`")
    return version


async def seed_store(store: GraphStore) -> None:
    """Write the reference data into `store` in one atomic batch (replacing earlier versions)."""
    await store.upsert(load_reference_data())
