"""The YAML emitter: whatever JSON data goes in, a standard YAML loader reads the same data back."""

from __future__ import annotations

import math

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from quantward_contracts.yaml_text import dump_yaml

_text = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=30)
_tricky = st.sampled_from(
    [
        "yes",
        "No",
        "null",
        "~",
        "1.0",
        "0x10",
        "1_000",
        "#x",
        "a: b",
        "- x",
        " lead",
        "trail ",
        "a\nb",
        "a\n",
        "\nlead",
        "a\n\n",
        "  x\ny",
        "a\r\nb",
        "tab\there",
        "é…→",
        "",
        "$ref",
        "<<",
    ]
)
_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | _text
    | _tricky
)
_json = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_text | _tricky, inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None)
@given(_json)
def test_any_json_value_round_trips_through_a_standard_loader(value: object) -> None:
    assert yaml.safe_load(dump_yaml(value)) == value


def test_prose_is_written_as_a_literal_block_and_keys_stay_plain() -> None:
    text = dump_yaml({"description": "First line.\nSecond line.\n", "type": "object"})
    assert text == "description: |\n  First line.\n  Second line.\ntype: object\n"


@pytest.mark.parametrize("word", ["yes", "no", "on", "off", "true", "null", "Y", "~"])
def test_words_a_loader_would_read_as_bool_or_null_are_quoted(word: str) -> None:
    assert yaml.safe_load(dump_yaml({"v": word})) == {"v": word}
    assert f'"{word}"' in dump_yaml({"v": word})


def test_floats_keep_their_type_in_yaml_1_1() -> None:
    values = [1e-05, 1e20, 0.1, -2.5e-300]
    assert yaml.safe_load(dump_yaml(values)) == values


@pytest.mark.parametrize("bad", [math.inf, math.nan, b"bytes", {1: "int key"}])
def test_non_json_data_is_refused_with_a_reason(bad: object) -> None:
    with pytest.raises((TypeError, ValueError)):
        dump_yaml(bad)
