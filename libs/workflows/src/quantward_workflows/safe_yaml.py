"""YAML as users write it, read safely: PyYAML's safe loader with limits.

Dates stay text (PyYAML would turn `2022-12-28` into a `date`, which no JSON field accepts), a
key given twice is an error (PyYAML silently keeps the last one), and the document, with every
alias (`*name`) expanded, holds at most `max_nodes` values: a few hundred bytes of nested
aliases ("billion laughs") otherwise expand to billions of values in whatever walks the data
next (validation, an error message, JSON), taking minutes and gigabytes. Templates and mandate
files are both read through `load_yaml`.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Final

import yaml

_TIMESTAMP: Final = "tag:yaml.org,2002:timestamp"
#: values a document may hold with its aliases expanded; a bundled template holds a few hundred
MAX_NODES: Final = 20_000


class YamlLimitError(ValueError):
    """The YAML is refused before it is built: its aliases expand too far or nest too deep."""


class _SafeYamlLoader(yaml.SafeLoader):
    """Safe YAML, except that dates stay text and duplicate keys are refused."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Hashable] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if isinstance(key, Hashable):
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        "while reading a mapping",
                        node.start_mark,
                        f"the key {key!r} is given twice",
                        key_node.start_mark,
                    )
                seen.add(key)
        return super().construct_mapping(node, deep=deep)


_SafeYamlLoader.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers if tag != _TIMESTAMP]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _expanded_size(root: yaml.Node, limit: int) -> int | None:
    """How many values the document holds with every alias expanded, or None past `limit`.

    PyYAML shares an aliased node instead of copying it, so the composed graph stays small;
    its expanded size is counted once per node (memoised) and stops at the limit, so a bomb is
    refused in microseconds. A node that contains itself expands without end: None.
    """
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()

    def size(node: yaml.Node) -> int | None:
        key = id(node)
        if key in sizes:
            return sizes[key]
        if key in open_nodes:
            return None
        open_nodes.add(key)
        total = 1
        children: list[yaml.Node] = []
        if isinstance(node, yaml.SequenceNode):
            children = list(node.value)
        elif isinstance(node, yaml.MappingNode):
            children = [part for pair in node.value for part in pair]
        for child in children:
            inner = size(child)
            if inner is None:
                return None
            total += inner
            if total > limit:
                return None
        open_nodes.discard(key)
        sizes[key] = total
        return total

    return size(root)


def load_yaml(text: str, *, max_nodes: int = MAX_NODES) -> Any:
    """The one YAML document in `text` (None when empty).

    Raises `yaml.YAMLError` for bad YAML and `YamlLimitError` when the aliases expand past
    `max_nodes` values, an alias contains itself, or the nesting is too deep to read.
    """
    loader = _SafeYamlLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        if _expanded_size(node, max_nodes) is None:
            raise YamlLimitError(
                f"with its aliases (*name) expanded it holds more than {max_nodes:,} values, or "
                "an alias contains itself; write the values out or use fewer nested aliases"
            )
        return loader.construct_document(node)
    except RecursionError:
        raise YamlLimitError("the YAML nests too deeply to read (hundreds of levels)") from None
    finally:
        loader.dispose()
