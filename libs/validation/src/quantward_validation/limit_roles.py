"""The role of each number a risk or compliance system prints about one limit.

A compliance engine's rule export states a rule as `KEY=VALUE` pairs, one rule a line::

    RULE_ID=ISS_07; TYPE=RANGE; MIN=0.02; MAX=0.05; WARN=0.045; PM_DISCRETION=Y; STATUS=ACTIVE

Only some of its numbers are the limit: the `THRESHOLD` / `MAX` / `MIN` / `VALUE` / `LIMIT` /
`HARD` keys hold it, while a warning, soft, trigger or early-warning level (`WARN`, `SOFT`,
`TRIGGER`, `ALERT`) and the current exposure, usage, utilisation or headroom the same output
prints are no limit at all. `TYPE` says which side the limit bounds (a cap, a floor, a band, a
fixed point), `PM_DISCRETION` whether the manager may choose inside a band, and `STATUS` whether
the rule is in force: an inactive, disabled, suspended, superseded, retired or pending rule
bounds nothing.

`rule_prose` reads such a line as the prose a limit schedule would write ("issuer
concentration limit: between 2% and 5% at the PM's discretion"), so the prose readers
(`mandate`) read the rule as they read a written clause; the subject comes from the rule's own
name key, or else from its id's prefix (`ISS_07` is an issuer rule, `TE_01` a tracking-error
rule, `LEV_02` a leverage rule).
"""

from __future__ import annotations

import re
from typing import Final

#: one `KEY=VALUE` pair of an export line (the value may be empty: `THRESHOLD=;`)
_PAIR: Final = re.compile(r"(?P<key>[A-Za-z][A-Za-z0-9_]*)\s*=\s*(?P<value>[^;|\n]*)")
#: a line is a rule export when it names a rule and its type or status in that form
_RULE_LINE: Final = re.compile(r"\b(?:RULE_?ID|RULE|CHECK_?ID|LIMIT_?ID)\s*=", re.IGNORECASE)

#: the status of a rule that is not in force
INACTIVE_STATUS: Final = re.compile(
    r"^(?:inactive|in_active|disabled|deactivated|suspended|superseded|retired|withdrawn|"
    r"revoked|expired|archived|deleted|draft|pending(?:_\w+)?|proposed|not_?loaded|off|"
    r"test(?:ing)?|shadow|n|no|false|0)$",
    re.IGNORECASE,
)
#: the keys whose number is the limit itself, by the side it bounds
_CAP_KEYS: Final = frozenset({"MAX", "MAXIMUM", "UPPER", "HIGH", "CAP", "CEILING", "HARD_MAX"})
_FLOOR_KEYS: Final = frozenset({"MIN", "MINIMUM", "LOWER", "LOW", "FLOOR", "HARD_MIN"})
_LEVEL_KEYS: Final = frozenset(
    {"THRESHOLD", "LIMIT", "VALUE", "LEVEL", "HARD", "HARD_LIMIT", "BREACH", "BREACH_LEVEL"}
)
#: the keys that name what the rule is about
_NAME_KEYS: Final = ("NAME", "DESCRIPTION", "DESC", "LABEL", "METRIC", "MEASURE", "LIMIT_NAME")
#: an id's prefix and the subject it stands for, as limit schedules write it
_ID_SUBJECTS: Final = (
    (re.compile(r"^(?:ISS|ISSUER|ISR|CONC|NAME|SN|SINGLE|POS)"), "issuer concentration limit"),
    (re.compile(r"^(?:TE|TEV|TRK|TRACK)"), "tracking error"),
    (re.compile(r"^(?:LEV|GROSS|GRS|GEX)"), "gross leverage"),
    (re.compile(r"^(?:NET|NEX)"), "net exposure"),
    (re.compile(r"^(?:VOL|VOLA|SIGMA)"), "portfolio volatility"),
    (re.compile(r"^(?:DD|MDD|DRAW)"), "max drawdown"),
    (re.compile(r"^(?:CASH|LIQ)"), "cash weight"),
    (re.compile(r"^(?:SEC|SECTOR|IND)"), "sector weight"),
    (re.compile(r"^(?:CTRY|COUNTRY|CTY|REG)"), "country weight"),
    (re.compile(r"^(?:VAR)"), "value at risk"),
)
#: the subjects whose bare numbers are multiples (2.50 is 2.5x), not fractions
_MULTIPLE_SUBJECT: Final = re.compile(r"leverage|gross|net exposure", re.IGNORECASE)
_BARE_NUMBER: Final = re.compile(r"^[-+]?\d+(?:\.\d+)?$")
_YES: Final = re.compile(r"^(?:y|yes|true|1|allowed|permitted)$", re.IGNORECASE)


def export_pairs(line: str) -> dict[str, str] | None:
    """The `KEY=VALUE` pairs of a rule-export line, keys upper-cased; None for any other line."""
    if _RULE_LINE.search(line) is None:
        return None
    return {m.group("key").upper(): m.group("value").strip() for m in _PAIR.finditer(line)}


def in_force(pairs: dict[str, str]) -> bool:
    """Whether a rule's `STATUS` (or `ACTIVE` / `ENABLED` flag) leaves it in force."""
    for key in ("STATUS", "STATE", "ACTIVE", "ENABLED"):
        status = pairs.get(key)
        if status and INACTIVE_STATUS.match(status.strip()):
            return False
    return True


def _subject(pairs: dict[str, str]) -> str | None:
    for key in _NAME_KEYS:
        if pairs.get(key):
            return pairs[key].replace("_", " ").lower()
    rule_id = next((v for k, v in pairs.items() if k.endswith("ID") and v), "")
    for prefix, subject in _ID_SUBJECTS:
        if prefix.match(rule_id.upper()):
            if subject == "cash weight" and pairs.get("TYPE", "").upper().startswith("MIN"):
                return "minimum cash"
            return subject
    return None


def _level(value: str, subject: str) -> str | None:
    """A value as prose writes it: a bare fraction of a weight as a percentage (0.0800 is 8%), a
    bare number of a leverage subject as a multiple (2.50 is 2.50x); a value with a unit as is."""
    value = value.strip()
    if not value or not re.search(r"\d", value):
        return None
    if not _BARE_NUMBER.match(value):
        return value
    number = float(value)
    if _MULTIPLE_SUBJECT.search(subject):
        return f"{value}x"
    if abs(number) <= 1:
        return f"{number * 100:g}%"
    return f"{value}%"


def rule_prose(line: str) -> str | None:
    """The prose a limit schedule would write for a rule-export line; "" for a rule not in force
    (it bounds nothing); None for a line that is no rule export or states no numeric limit."""
    pairs = export_pairs(line)
    if pairs is None:
        return None
    subject = _subject(pairs)
    if subject is None:
        return None
    if not in_force(pairs):
        return ""
    kind = pairs.get("TYPE", "").upper()
    cap = next((pairs[k] for k in _CAP_KEYS if pairs.get(k)), None)
    floor = next((pairs[k] for k in _FLOOR_KEYS if pairs.get(k)), None)
    level = next((pairs[k] for k in _LEVEL_KEYS if pairs.get(k)), None)
    high = _level(cap, subject) if cap else None
    low = _level(floor, subject) if floor else None
    point = _level(level, subject) if level else None
    if high and low:
        said = f"between {low} and {high}"
    elif kind.startswith(("FIX", "EQ", "TARGET")) and point:
        said = f"fixed at {point}"
    elif kind.startswith("MIN") and (point or low):
        said = f"at least {point or low}"
    elif point or high:
        said = f"at most {point or high}"
    elif low:
        said = f"at least {low}"
    else:
        return None
    discretion = pairs.get("PM_DISCRETION") or pairs.get("DISCRETION")
    if discretion is not None:
        said += " at the PM's discretion" if _YES.match(discretion) else ", no discretion"
    return f"{subject}: {said}"


def as_prose(text: str) -> str:
    """`text` with every rule-export line read as prose (`rule_prose`) and every rule not in
    force left out; other lines are kept as they are."""
    if _RULE_LINE.search(text) is None:
        return text
    lines: list[str] = []
    for line in text.split("\n"):
        prose = rule_prose(line)
        if prose is None:
            lines.append(line)
        elif prose:
            lines.append(prose)
    return "\n".join(lines)


__all__ = ["INACTIVE_STATUS", "as_prose", "export_pairs", "in_force", "rule_prose"]
