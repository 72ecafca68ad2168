"""Artifacts move out of a body and back unchanged; the chain covers position, id and body."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st
from pydantic import JsonValue

from quantward_records.artifacts import BLOB_MIN_BYTES, blob_ref, dehydrate, hydrate, references
from quantward_records.chain import GENESIS, canonical, link, sha256_hex

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=BLOB_MIN_BYTES + 40),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=30,
)


@given(st.dictionaries(st.text(max_size=8), json_values, max_size=5))
def test_dehydrate_then_hydrate_gives_back_the_document(data: dict[str, JsonValue]) -> None:
    document: dict[str, JsonValue] = {"type": "x.v1", "data": data}
    body, blobs = dehydrate(document)
    assert hydrate(body, blobs.get) == document
    for sha, raw in blobs.items():
        assert sha256_hex(raw) == sha
        assert len(raw) >= BLOB_MIN_BYTES


def test_equal_large_values_share_one_artifact_and_small_ones_stay() -> None:
    long = "x" * BLOB_MIN_BYTES
    body, blobs = dehydrate({"data": {"a": long, "b": [long, "short"], "c": "short"}})
    assert len(blobs) == 1
    assert body["data"]["c"] == "short"  # type: ignore[index,call-overload]
    assert len(list(references(body))) == 2


def test_the_envelope_is_never_moved_out() -> None:
    long = "y" * (2 * BLOB_MIN_BYTES)
    body, blobs = dehydrate({"producer": long, "data": {}})
    assert body["producer"] == long
    assert blobs == {}


def test_each_link_depends_on_everything_it_covers() -> None:
    base = link(GENESIS, 0, "evt_a", "b" * 64)
    assert base != link(GENESIS, 1, "evt_a", "b" * 64)
    assert base != link(GENESIS, 0, "evt_b", "b" * 64)
    assert base != link(GENESIS, 0, "evt_a", "c" * 64)
    assert base != link("1" * 64, 0, "evt_a", "b" * 64)


def test_canonical_json_does_not_depend_on_key_order() -> None:
    assert canonical({"b": 1, "a": [1, "é"]}) == canonical({"a": [1, "é"], "b": 1})


@given(json_values)
def test_sizes_added_up_from_the_children_equal_the_canonical_length(value: JsonValue) -> None:
    import quantward_records.artifacts as artifacts

    blobs: dict[str, bytes] = {}
    left, size = artifacts.moved_out(value, blobs)
    assert size == len(canonical(left))


@given(json_values)
def test_the_canonical_form_reads_back_as_the_same_value(value: JsonValue) -> None:
    import json

    text = canonical(value)
    assert json.loads(text) == value
    assert b" " not in canonical({"a": [1, 2], "b": {"c": None}})


def _parts(value: JsonValue) -> list[JsonValue]:
    """Every value inside `value` (itself excluded), not looking inside references."""
    if blob_ref(value) is not None:
        return []
    children: list[JsonValue] = []
    if isinstance(value, dict):
        children = list(value.values())
    elif isinstance(value, list):
        children = value
    return [part for child in children for part in (child, *_parts(child))]


#: values near the artifact threshold at every depth (plain `json_values` rarely get there)
sized_values = st.recursive(
    st.integers()
    | st.text(max_size=40)
    # long strings built cheaply (drawing each of 1,000 characters is slow and hits limits)
    | st.builds(
        lambda piece, times: piece * times,
        st.sampled_from(["a", "é", '"', "x\\n"]),
        st.integers(min_value=100, max_value=BLOB_MIN_BYTES + 40),
    ),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=12,
)


@given(st.dictionaries(st.text(max_size=8), sized_values, max_size=4))
def test_every_large_part_is_moved_out_bottom_up(data: dict[str, JsonValue]) -> None:
    body, blobs = dehydrate({"data": data})
    held = [*_parts(body["data"]), *(p for raw in blobs.values() for p in _parts(json.loads(raw)))]
    for part in held:
        assert blob_ref(part) is not None or len(canonical(part)) < BLOB_MIN_BYTES
