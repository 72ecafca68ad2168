"""JSON inside a mandate's text, and a structured limit object, read as the YAML they mean.

Orchestrating agents hand limits over as JSON: a fenced block in a message ("```json
{"max_gross_leverage": {"min": 1, "max": 2, "agent_may_choose": true}} ```"), an object inline in
a sentence, or a structured mandate whose field is such an object. The mandate reader
(`mandate`) reads the same limit written as YAML lines — a subject key over `min:`/`max:` leaves
and a flag that grants latitude — so JSON is written out as those lines rather than read by a
grammar of its own: one reading of a limit, whatever structure carries it.
"""

from __future__ import annotations

import json
import re
from typing import Final

from pydantic import JsonValue

from quantward_validation.limits import subject_of

_DECODER: Final = json.JSONDecoder()
#: the keys of a band's ends, written as the mandate reader's `min`/`max` when their value is a
#: number ("lower"/"upper", "low"/"high", "floor"/"ceiling", "lower_bound", "from"/"to")
_ENDS: Final[dict[str, str]] = {
    **dict.fromkeys(("lower", "low", "lo", "lower_bound", "lowerbound", "from", "minimum"), "min"),
    **dict.fromkeys(
        ("upper", "high", "hi", "upper_bound", "upperbound", "to", "maximum", "ceiling"), "max"
    ),
}


#: keys that name a level fixed for the manager ("fixed_at": 2, "pinned_at", "exact_level")
_FIXED_KEY: Final = re.compile(
    r"^(?:fixed|fixed[_ -]?(?:at|to|level|value)|set[_ -]?at|pinned[_ -]?(?:at|to)|"
    r"locked[_ -]?at|exact(?:ly)?|exact[_ -]?(?:level|value)|point)$",
    re.IGNORECASE,
)
#: a flag that would grant latitude, set off: "agent_may_choose: false", "pm_decides = no"
_FLAG_OFF: Final = re.compile(
    r"\b(?:discretion\w*|may\s+(?:choose|decide|pick|set|vary)|choos\w*|choice|decides?|"
    r"latitude|flexib\w*|free(?:\s+to\s+\w+)?|delegated|adjustable|pm\s+decides)\b"
    r"[\w\s]{0,20}?[:=]\s*[\"']?(?:false|no|off|n|0|none|disabled|not\s+allowed)\b",
    re.IGNORECASE,
)


def flag_off(sentence: str) -> bool:
    """Whether `sentence` is a key/value line that sets a latitude flag off ("agent may
    choose: false"): the words of a grant, but no grant."""
    return _FLAG_OFF.search(sentence.replace("_", " ")) is not None


def _line(key: str, item: JsonValue) -> str:
    """A leaf as the mandate reader reads it: a band's end with a number is `min` or `max`,
    a fixed level is said to be exactly its value."""
    if isinstance(item, int | float) and not isinstance(item, bool):
        if _FIXED_KEY.match(key.strip()):
            return f"fixed: exactly {_scalar(item)}"
        return f"{_ENDS.get(key.strip().lower(), key)}: {_scalar(item)}"
    return f"{key}: {_scalar(item)}"


def _scalar(value: JsonValue) -> str:
    """A leaf as YAML writes it: `true`, `null`, `0.25`, a bare string."""
    if isinstance(value, str):
        return value
    return json.dumps(value)


def yaml_lines(value: JsonValue, indent: int = 0) -> list[str]:
    """`value` as YAML-like lines: a key per line, nested keys indented under theirs."""
    pad = " " * indent
    lines: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, dict | list):
                lines.append(f"{pad}{key}:")
                lines.extend(yaml_lines(item, indent + 2))
            else:
                lines.append(f"{pad}{_line(str(key), item)}")
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, dict | list):
                lines.append(f"{pad}-")
                lines.extend(yaml_lines(item, indent + 2))
            else:
                lines.append(f"{pad}- {_scalar(item)}")
    else:
        lines.append(f"{pad}{_scalar(value)}")
    return lines


def json_as_yaml(text: str) -> str:
    """`text` with every JSON object in it (fenced or inline) written out as YAML lines, each
    on lines of its own; text without one is returned as it is."""
    if "{" not in text:
        return text
    out: list[str] = []
    at = 0
    while (brace := text.find("{", at)) >= 0:
        try:
            value, end = _DECODER.raw_decode(text, brace)
        except ValueError:
            out.append(text[at : brace + 1])
            at = brace + 1
            continue
        if not isinstance(value, dict) or not value:
            out.append(text[at:end])
            at = end
            continue
        out.append(text[at:brace].rstrip(" \t"))
        out.append("\n" + "\n".join(yaml_lines(value)) + "\n")
        at = end
    out.append(text[at:])
    return "".join(out)


def limit_object_text(key: str, value: JsonValue) -> str | None:
    """The YAML lines of a structured mandate's limit object — a key naming a limit's subject
    over scalar leaves that name none (`{"issuer_cap": {"min": 0.02, "max": 0.06}}`) — or None
    for any other field, which is read leaf by leaf."""
    if not isinstance(value, dict) or subject_of(key) is None:
        return None
    leaves = list(value.items())
    if not leaves or any(isinstance(v, dict | list) for _, v in leaves):
        return None
    if any(subject_of(k) is not None for k, _ in leaves):
        return None  # the leaves name subjects of their own: read each as its field
    if not any(isinstance(v, int | float) and not isinstance(v, bool) for _, v in leaves):
        return None
    return "\n".join(yaml_lines({key: value}))


__all__ = ["flag_off", "json_as_yaml", "limit_object_text", "yaml_lines"]
