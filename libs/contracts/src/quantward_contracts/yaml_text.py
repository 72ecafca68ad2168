"""A small YAML emitter for JSON data, so the contracts library needs no YAML package at runtime.

The AsyncAPI document is published as YAML because that is what AsyncAPI tooling and people
expect, but `quantward_contracts` is imported by every service and must stay light. JSON data
(dicts with string keys, lists, strings, numbers, booleans, None) needs only a sliver of YAML, so
this writes exactly that in block style. Output is deterministic: mapping order is kept as given
(the caller sorts where order carries no meaning).

Scalars are written so that YAML 1.1 (PyYAML) and YAML 1.2 loaders read them back as the same JSON
value: a string is left plain only when it cannot be mistaken for anything else, otherwise it is
double-quoted with escapes for everything that is not printable.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Final

# Words that some YAML version reads as a boolean or null.
_RESERVED: Final = frozenset(
    {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "none", "~"}
)
# Plain only: starts with a letter, `_` or `/`, then words of safe characters split by one space.
_PLAIN: Final = re.compile(r"[A-Za-z_/][A-Za-z0-9_./\-]*(?: [A-Za-z0-9_./\-()]+)*")
_ESCAPES: Final = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
_INDENT: Final = "  "


def _is_printable(ch: str) -> bool:
    """YAML's printable set (no C0/C1 controls, no surrogates, no U+FFFE/U+FFFF, no BOM)."""
    code = ord(ch)
    if code < 0x20 or 0x7F <= code <= 0x9F:
        return False
    return not (0xD800 <= code <= 0xDFFF or code in (0xFEFF, 0xFFFE, 0xFFFF, 0x2028, 0x2029))


def _quote(text: str) -> str:
    out = ['"']
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif _is_printable(ch):
            out.append(ch)
        elif ord(ch) <= 0xFF:
            out.append(f"\\x{ord(ch):02x}")
        elif ord(ch) <= 0xFFFF:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(f"\\U{ord(ch):08x}")
    out.append('"')
    return "".join(out)


def _string(text: str) -> str:
    if _PLAIN.fullmatch(text) and text.lower() not in _RESERVED:
        return text
    return _quote(text)


def _number(value: int | float) -> str:
    if isinstance(value, int):
        return str(value)
    if not math.isfinite(value):
        raise ValueError(f"JSON has no {value}; cannot write it to YAML")
    text = repr(value)
    # YAML 1.1 needs a dot and a signed exponent to read a float: 1e-05 → 1.0e-05.
    if "e" in text:
        mantissa, exponent = text.split("e")
        if "." not in mantissa:
            mantissa += ".0"
        if exponent[0] not in "+-":
            exponent = "+" + exponent
        text = f"{mantissa}e{exponent}"
    return text


def _scalar(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return _number(value)
    if isinstance(value, str):
        return _string(value)
    raise TypeError(f"cannot write {type(value).__name__} to YAML: only JSON data is supported")


def _literal(text: str, depth: int) -> list[str] | None:
    """`text` as a literal block (`|`), which keeps multi-line prose readable; None if unsafe.

    Unsafe means anything the indentation auto-detection or line folding could change: a leading
    blank or space, carriage returns, or characters that must be escaped.
    """
    if "\n" not in text or text[0] in " \t\n" or "\r" in text:
        return None
    if not all(ch in "\t\n" or _is_printable(ch) for ch in text):
        return None
    body = text.rstrip("\n")
    trailing = len(text) - len(body)
    chomp = "-" if trailing == 0 else ("" if trailing == 1 else "+")
    pad = _INDENT * depth
    lines = [f"|{chomp}"]
    lines.extend(f"{pad}{line}" if line else "" for line in body.split("\n"))
    lines.extend("" for _ in range(trailing - 1))
    return lines


def _is_collection(value: object) -> bool:
    return isinstance(value, Mapping | list | tuple)


def _emit(value: object, depth: int, lines: list[str], prefix: str) -> None:
    """Write `value` whose first line starts with `prefix` (a key or a list dash)."""
    pad = _INDENT * depth
    if isinstance(value, Mapping) and value:
        if prefix:
            lines.append(prefix)
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"mapping keys must be strings, got {key!r}")
            head = f"{pad}{_string(key)}:"
            if _is_collection(item) and item:
                _emit(item, depth + 1, lines, head)
            else:
                _scalar_at(item, depth + 1, lines, head)
    elif isinstance(value, list | tuple) and value:
        if prefix:
            lines.append(prefix)
        for item in value:
            if isinstance(item, Mapping) and item:
                # `- key: value` on the dash line, the other keys aligned under it
                nested: list[str] = []
                _emit(item, depth + 1, nested, "")
                first = nested[0][len(_INDENT) * (depth + 1) :]
                lines.append(f"{pad}- {first}")
                lines.extend(nested[1:])
            elif _is_collection(item) and item:
                _emit(item, depth + 1, lines, f"{pad}-")
            else:
                _scalar_at(item, depth + 1, lines, f"{pad}-")
    else:
        _scalar_at(value, depth + 1 if prefix else 1, lines, prefix)


def _scalar_at(value: object, depth: int, lines: list[str], prefix: str) -> None:
    """Write a scalar (or empty collection) after `prefix`; multi-line text as a literal block
    whose lines are indented to `depth`."""
    block = _literal(value, depth) if isinstance(value, str) else None
    head, *body = block if block is not None else [_inline(value)]
    lines.append(f"{prefix} {head}" if prefix else head)
    lines.extend(body)


def _inline(value: object) -> str:
    if isinstance(value, Mapping):
        return "{}"
    if isinstance(value, list | tuple):
        return "[]"
    return _scalar(value)


def dump_yaml(data: object) -> str:
    """`data` (JSON-compatible) as a YAML block document ending in a newline."""
    lines: list[str] = []
    _emit(data, 0, lines, "")
    return "\n".join(lines) + "\n"
