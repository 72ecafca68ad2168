"""Users' reference files: each bad row reported with file, row, field and reason; all or none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from quantward_graph import EmbeddedGraphStore, Entity, GraphData
from quantward_graph.loader import LoadRejectedError, load_files


@pytest.fixture
async def store() -> EmbeddedGraphStore:
    store = EmbeddedGraphStore(":memory:")
    await store.upsert(
        GraphData(entities=(Entity(entity_id="ent_siemens", name="Siemens AG", country="DE"),))
    )
    return store


def write_csv(path: Path, text: str) -> Path:
    path.write_text(text.strip() + "\n")
    return path


async def test_a_clean_csv_and_jsonl_load_together(
    store: EmbeddedGraphStore, tmp_path: Path
) -> None:
    entities = write_csv(
        tmp_path / "entities.csv",
        """
record,entity_id,name,kind,country,industries,ticker,mic,isin,scheme,value,type,source_id,target_id
entity,ent_acme_fin,Acme Finance B.V.,issuer,NL,Finance;Debt,,,,,,,,
listing,ent_siemens,,,,,SIE,XETR,DE0007236101,,,,,
identifier,ent_siemens,,,,,,,,LEI,W38RGI023J3WT1HWRP32,,,
relation,,,,,,,,,,,issuer_of,ent_acme_fin,ent_siemens
""",
    )
    names = tmp_path / "names.jsonl"
    names.write_text(
        json.dumps(
            {
                "record": "name",
                "entity_id": "ent_siemens",
                "name": "Siemens Aktiengesellschaft",
                "kind": "legal",
            }
        )
        + "\n"
    )
    summary = await load_files(store, [entities, names])
    assert (summary.entities_new, summary.entities_extended, summary.relations) == (1, 1, 1)
    siemens = (await store.get_entities(["ent_siemens"]))["ent_siemens"]
    assert [n.name for n in siemens.names] == ["Siemens Aktiengesellschaft"]
    assert siemens.isins() == ("DE0007236101",)
    assert [lst.ticker for i in siemens.instruments for lst in i.listings] == ["SIE"]
    assert await store.find_by_identifier("LEI", "W38RGI023J3WT1HWRP32") == ["ent_siemens"]
    assert (await store.get_entities(["ent_acme_fin"]))["ent_acme_fin"].industries == (
        "Finance",
        "Debt",
    )


async def test_every_bad_row_is_reported_and_nothing_is_written(
    store: EmbeddedGraphStore, tmp_path: Path
) -> None:
    path = write_csv(
        tmp_path / "bad.csv",
        """
record,entity_id,name,country,ticker,mic,scheme,value,type,source_id,target_id,colour
entity,ent_good_one,Good One plc,GB,,,,,,,,
entity,ent_bad_country,Bad Country,Germany,,,,,,,,
identifier,ent_siemens,,,,,ISIN,DE0007236102,,,,
listing,ent_siemens,,,SIE,Xetra,,,,,,
relation,,,,,,,,owns,ent_good_one,ent_siemens,
relation,,,,,,,,subsidiary_of,ent_good_one,ent_nowhere,
company,ent_x,X,,,,,,,,,
entity,ent_blue,Blue,,,,,,,,,blue
name,ent_unknown,Somebody,,,,,,,,,
""",
    )
    with pytest.raises(LoadRejectedError) as caught:
        await load_files(store, [path])
    found = {(e.row, e.field) for e in caught.value.errors}
    assert found == {
        (3, "country"),
        (4, "isin"),
        (5, "mic"),
        (6, "type"),
        (7, "target_id"),
        (8, "record"),
        (9, "colour"),
        (10, "entity_id"),
    }
    text = str(caught.value)
    assert "bad.csv, row 3, field country" in text
    assert "nothing was loaded" in text
    assert "unknown entity ent_nowhere" in text
    assert await store.get_entities(["ent_good_one"]) == {}


async def test_broken_jsonl_lines_and_unknown_files_are_reported(
    store: EmbeddedGraphStore, tmp_path: Path
) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_text(
        '{"record": "entity", "entity_id": "ent_ok", "name": "Ok"}\n{not json\n[1, 2]\n'
    )
    other = tmp_path / "rows.xlsx"
    other.write_text("")
    with pytest.raises(LoadRejectedError) as caught:
        await load_files(store, [path, other])
    reasons = {(e.row, e.reason.split(":")[0]) for e in caught.value.errors}
    assert (2, "not valid JSON") in reasons
    assert (3, "a row must be a JSON object") in reasons
    assert any("unsupported file type" in e.reason for e in caught.value.errors)


async def test_dry_run_validates_without_writing(store: EmbeddedGraphStore, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "ok.csv", "record,entity_id,name\nentity,ent_dry,Dry Run Ltd\n")
    summary = await load_files(store, [path], dry_run=True)
    assert summary.entities_new == 1
    assert await store.get_entities(["ent_dry"]) == {}
