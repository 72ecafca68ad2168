"""Users' own reference data: CSV or JSONL rows of entities, names, identifiers, listings and
relations, checked row by row and written in one atomic batch.

Every row names its kind in a `record` field. Rows may extend entities already in the store
(an internal alias, an LEI, a listing the shipped data lacks) or define new ones. Every problem
is reported with its file, row number, field and reason, all at once, and then nothing is
written: a reference file is either loaded completely or not at all.

Fields per record (`?` = optional; dates YYYY-MM-DD, `valid_to` inclusive):

- entity: entity_id, name, kind?, country?, industries? (`;`-separated), defunct_from?, source?
- name: entity_id, name, kind? (alias), valid_from?, valid_to?, source?
- identifier: entity_id, scheme (ISIN, LEI, CIK, FIGI, WKN), value, valid_from?, valid_to?,
  source?
- listing: entity_id, ticker, mic, currency?, isin?, share_class?, instrument_id?, valid_from?,
  valid_to?, source?
- relation: type, source_id, target_id, valid_from?, valid_to?, note?
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from pydantic import ValidationError

from quantward_graph.model import (
    Entity,
    EntityName,
    GraphData,
    Identifier,
    Instrument,
    Listing,
    Relation,
)
from quantward_graph.port import GraphStore

RECORDS: Final = ("entity", "name", "identifier", "listing", "relation")
_FIELDS: Final[dict[str, tuple[set[str], set[str]]]] = {
    # record: (required, optional)
    "entity": ({"entity_id", "name"}, {"kind", "country", "industries", "defunct_from", "source"}),
    "name": ({"entity_id", "name"}, {"kind", "valid_from", "valid_to", "source"}),
    "identifier": ({"entity_id", "scheme", "value"}, {"valid_from", "valid_to", "source"}),
    "listing": (
        {"entity_id", "ticker", "mic"},
        {"currency", "isin", "share_class", "instrument_id", "valid_from", "valid_to", "source"},
    ),
    "relation": ({"type", "source_id", "target_id"}, {"valid_from", "valid_to", "note"}),
}


@dataclass(frozen=True, slots=True)
class RowError:
    """One problem: where (file, row, field) and why, in words a person can act on."""

    file: str
    row: int
    field: str
    reason: str

    def __str__(self) -> str:
        return f"{self.file}, row {self.row}, field {self.field}: {self.reason}"


class LoadRejectedError(ValueError):
    """The files had errors; nothing was written. `errors` lists every one of them."""

    def __init__(self, errors: list[RowError]) -> None:
        self.errors = errors
        shown = "\n".join(f"  {e}" for e in errors[:50])
        more = f"\n  … and {len(errors) - 50} more" if len(errors) > 50 else ""
        super().__init__(f"{len(errors)} error(s), nothing was loaded:\n{shown}{more}")


@dataclass(frozen=True, slots=True)
class LoadSummary:
    entities_new: int
    entities_extended: int
    relations: int
    rows: int


def _rows(path: Path) -> Iterator[tuple[int, Mapping[str, Any] | str]]:
    """(row number, row) pairs; a row that cannot be parsed is yielded as an error string."""
    suffix = path.suffix.lower()
    if suffix == ".jsonl":
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    value = json.loads(line)
                except json.JSONDecodeError as exc:
                    yield number, f"not valid JSON: {exc.msg} at column {exc.colno}"
                    continue
                yield number, value if isinstance(value, dict) else "a row must be a JSON object"
    elif suffix == ".csv":
        with path.open(encoding="utf-8", newline="") as handle:
            for number, row in enumerate(csv.DictReader(handle), start=2):  # row 1: the header
                yield (
                    number,
                    {k.strip(): v.strip() for k, v in row.items() if k and v and v.strip()},
                )
    else:
        raise ValueError(f"{path}: unsupported file type {suffix!r}; use .csv or .jsonl")


def _field_of(error: Mapping[str, Any]) -> str:
    loc = [str(p) for p in error.get("loc", ()) if not str(p).isdigit()]
    return loc[0] if loc else "(row)"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


class _Assembly:
    """Rows folded into entity aggregates and relations, with every error collected."""

    def __init__(self, existing: Mapping[str, Entity]) -> None:
        self.existing = dict(existing)
        self.new: dict[str, dict[str, Any]] = {}
        self.extra: dict[str, dict[str, list[Any]]] = {}
        self.relations: list[tuple[str, int, Relation]] = []
        self.errors: list[RowError] = []
        self.row_of_entity: dict[str, tuple[str, int]] = {}

    def add(self, file: str, number: int, row: Mapping[str, Any]) -> None:
        record = str(row.get("record", "")).strip()
        if record not in RECORDS:
            reason = f"must be one of {', '.join(RECORDS)}" + (
                f", got {record!r}" if record else ""
            )
            self.errors.append(RowError(file, number, "record", reason))
            return
        required, optional = _FIELDS[record]
        fields = {k: v for k, v in row.items() if k != "record" and v not in (None, "")}
        for name in sorted(required - fields.keys()):
            self.errors.append(RowError(file, number, name, f"required for a {record} row"))
        for name in sorted(fields.keys() - required - optional):
            self.errors.append(RowError(file, number, name, f"not a field of a {record} row"))
        if required - fields.keys() or fields.keys() - required - optional:
            return
        try:
            getattr(self, f"_{record}")(file, number, fields)
        except ValidationError as exc:
            for err in exc.errors():
                self.errors.append(RowError(file, number, _field_of(err), err["msg"]))

    def _extras(self, entity_id: str) -> dict[str, list[Any]]:
        return self.extra.setdefault(entity_id, {"names": [], "identifiers": [], "listings": []})

    def _entity(self, file: str, number: int, f: dict[str, Any]) -> None:
        entity_id = str(f["entity_id"])
        if entity_id in self.new:
            first = self.row_of_entity[entity_id]
            self.errors.append(
                RowError(
                    file,
                    number,
                    "entity_id",
                    f"{entity_id} is already defined in {first[0]}, row {first[1]}",
                )
            )
            return
        industries = f.get("industries", ())
        if isinstance(industries, str):
            industries = tuple(i.strip() for i in industries.split(";") if i.strip())
        probe = {**f, "industries": industries}
        Entity.model_validate(probe)  # validates id, country, dates; names come later
        self.new[entity_id] = probe
        self.row_of_entity[entity_id] = (file, number)

    def _name(self, file: str, number: int, f: dict[str, Any]) -> None:
        entity_id = str(f.pop("entity_id"))
        self._extras(entity_id)["names"].append((file, number, EntityName.model_validate(f)))

    def _identifier(self, file: str, number: int, f: dict[str, Any]) -> None:
        entity_id = str(f.pop("entity_id"))
        if str(f["scheme"]).upper() == "ISIN":
            Instrument.model_validate({"instrument_id": "ins_check", "isin": f["value"]})
            self._extras(entity_id)["listings"].append((file, number, None, {"isin": f["value"]}))
            return
        f["scheme"] = str(f["scheme"]).upper()
        self._extras(entity_id)["identifiers"].append((file, number, Identifier.model_validate(f)))

    def _listing(self, file: str, number: int, f: dict[str, Any]) -> None:
        entity_id = str(f.pop("entity_id"))
        instrument = {k: f.pop(k) for k in ("isin", "share_class", "instrument_id") if k in f}
        listing = Listing.model_validate(f)
        Instrument.model_validate(
            {
                "instrument_id": "ins_check",
                **{k: v for k, v in instrument.items() if k != "instrument_id"},
            }
        )
        self._extras(entity_id)["listings"].append((file, number, listing, instrument))

    def _relation(self, file: str, number: int, f: dict[str, Any]) -> None:
        self.relations.append((file, number, Relation.model_validate(f)))

    def build(self) -> tuple[GraphData, int]:
        entities: dict[str, Entity] = {}
        for entity_id, raw in self.new.items():
            entities[entity_id] = Entity.model_validate(raw)
        extended = 0
        for entity_id, extras in self.extra.items():
            base = entities.get(entity_id) or self.existing.get(entity_id)
            if base is None:
                for file, number, *_ in (
                    extras["names"] + extras["identifiers"] + extras["listings"]
                ):
                    self.errors.append(
                        RowError(
                            file,
                            number,
                            "entity_id",
                            f"unknown entity {entity_id}: define it in an "
                            "entity row or load it first",
                        )
                    )
                continue
            if entity_id not in entities:
                extended += 1
            entities[entity_id] = self._extend(base, extras)
        known = set(self.existing) | set(entities)
        for file, number, relation in self.relations:
            for field, end in (
                ("source_id", relation.source_id),
                ("target_id", relation.target_id),
            ):
                if end not in known:
                    self.errors.append(RowError(file, number, field, f"unknown entity {end}"))
        relations = tuple(r for _, _, r in self.relations)
        return GraphData(entities=tuple(entities.values()), relations=relations), extended

    @staticmethod
    def _extend(base: Entity, extras: dict[str, list[Any]]) -> Entity:
        names = list(base.names) + [n for _, _, n in extras["names"] if n not in base.names]
        identifiers = list(base.identifiers) + [
            i for _, _, i in extras["identifiers"] if i not in base.identifiers
        ]
        instruments = {i.instrument_id: i for i in base.instruments}
        by_isin = {i.isin: i.instrument_id for i in base.instruments if i.isin}
        for _, _, listing, spec in extras["listings"]:
            isin = spec.get("isin")
            instrument_id = spec.get("instrument_id") or (by_isin.get(isin) if isin else None)
            if instrument_id is None:
                suffix = _slug(isin) if isin else "user_listed"
                instrument_id = f"ins_{base.entity_id[4:]}_{suffix}"
            current = instruments.get(instrument_id) or Instrument(
                instrument_id=instrument_id, isin=isin, share_class=spec.get("share_class")
            )
            if listing is not None and listing not in current.listings:
                current = current.model_copy(update={"listings": (*current.listings, listing)})
            instruments[instrument_id] = current
            if isin:
                by_isin[isin] = instrument_id
        return base.model_copy(
            update={
                "names": tuple(names),
                "identifiers": tuple(identifiers),
                "instruments": tuple(instruments.values()),
            }
        )


async def load_files(store: GraphStore, paths: list[Path], *, dry_run: bool = False) -> LoadSummary:
    """Validate every row of every file, then write them in one batch (unless `dry_run`).

    Raises :class:`LoadRejectedError` with every error found; the store is then unchanged.
    """
    rows: list[tuple[str, int, Mapping[str, Any] | str]] = []
    errors: list[RowError] = []
    for path in paths:
        try:
            rows += [(str(path), n, row) for n, row in _rows(path)]
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            errors.append(RowError(str(path), 0, "(file)", str(exc)))
    referenced = {
        str(row.get(k))
        for _, _, row in rows
        if isinstance(row, Mapping)
        for k in ("entity_id", "source_id", "target_id")
        if row.get(k)
    }
    assembly = _Assembly(await store.get_entities(referenced))
    assembly.errors += errors
    for file, number, row in rows:
        if isinstance(row, str):
            assembly.errors.append(RowError(file, number, "(row)", row))
        else:
            assembly.add(file, number, row)
    data, extended = assembly.build()
    if assembly.errors:
        raise LoadRejectedError(sorted(assembly.errors, key=lambda e: (e.file, e.row, e.field)))
    if not dry_run:
        await store.upsert(data)
    return LoadSummary(
        entities_new=len(data.entities) - extended,
        entities_extended=extended,
        relations=len(data.relations),
        rows=len(rows),
    )
