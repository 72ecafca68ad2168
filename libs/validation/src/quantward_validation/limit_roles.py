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
from dataclasses import dataclass
from typing import Final, Literal

from quantward_validation.change_logs import old_side
from quantward_validation.field_labels import label_before
from quantward_validation.sheet_checks import formula_reading, has_formula
from quantward_validation.what_if import tried_out

#: one `KEY=VALUE` pair of an export line (the value may be empty: `THRESHOLD=;`)
_PAIR: Final = re.compile(r"(?P<key>[A-Za-z][A-Za-z0-9_]*)\s*=\s*(?P<value>[^;|\n]*)")
#: a line is a rule export when it names a rule and its type or status in that form
_RULE_LINE: Final = re.compile(
    r"\b(?:RULE_?ID|CHECK_?ID|LIMIT_?ID)\s*=[^\n]*?\b(?:TYPE|THRESHOLD|LIMIT|MAX|MIN|VALUE|"
    r"STATUS|STATE|ACTIVE)\s*=",
    re.IGNORECASE,
)

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
    (re.compile(r"^(?:CASH|CSH|LIQ)"), "cash weight"),
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


#: where a value written in the prose stands, and where the export line wrote it:
#: (prose start, prose end, line start, line end)
Place = tuple[int, int, int, int]


def _value_spans(line: str) -> dict[str, tuple[int, int]]:
    """Each key's value, as the line writes it (its spaces trimmed), by upper-cased key."""
    spans: dict[str, tuple[int, int]] = {}
    for m in _PAIR.finditer(line):
        raw = m.group("value")
        start = m.start("value") + len(raw) - len(raw.lstrip())
        spans[m.group("key").upper()] = (start, start + len(raw.strip()))
    return spans


def _rule_reading(line: str) -> tuple[str, list[Place]] | None:
    """`rule_prose` with the places of its values in the line: "" and no places for a rule not
    in force; None for a line that is no rule export or states no numeric limit."""
    pairs = export_pairs(line)
    if pairs is None:
        return None
    subject = _subject(pairs)
    if subject is None:
        return None
    if not in_force(pairs):
        return "", []
    kind = pairs.get("TYPE", "").upper()

    def said(keys: frozenset[str]) -> tuple[str, str] | None:
        """The first of `keys` the rule gives a value, as prose writes it, with its key."""
        key = next((k for k in keys if pairs.get(k)), None)
        level = _level(pairs[key], subject) if key is not None and subject is not None else None
        return (level, key) if level and key else None

    high, low, point = said(_CAP_KEYS), said(_FLOOR_KEYS), said(_LEVEL_KEYS)
    parts: list[str | tuple[str, str]]
    if high and low:
        parts = ["between ", low, " and ", high]
    elif kind.startswith(("FIX", "EQ", "TARGET")) and point:
        parts = ["fixed at ", point]
    elif kind.startswith("MIN") and (level := point or low):
        parts = ["at least ", level]
    elif level := point or high:
        parts = ["at most ", level]
    elif low:
        parts = ["at least ", low]
    else:
        return None
    discretion = pairs.get("PM_DISCRETION") or pairs.get("DISCRETION")
    if discretion is not None:
        parts.append(" at the PM's discretion" if _YES.match(discretion) else ", no discretion")
    spans = _value_spans(line)
    prose, places = f"{subject}: ", []
    for part in parts:
        if isinstance(part, str):
            prose += part
            continue
        written, key = part
        places.append((len(prose), len(prose) + len(written), *spans[key]))
        prose += written
    return prose, places


def rule_prose(line: str) -> str | None:
    """The prose a limit schedule would write for a rule-export line; "" for a rule not in force
    (it bounds nothing); None for a line that is no rule export or states no numeric limit."""
    read = _rule_reading(line)
    return None if read is None else read[0]


@dataclass(frozen=True)
class _Rewritten:
    """One export line the reading rewrote: where its prose stands in the reading, where the
    line stands in the original, and the places of its values."""

    start: int
    end: int
    original_start: int
    original_end: int
    places: tuple[Place, ...]


@dataclass(frozen=True)
class RulesRead:
    """A text with its rule-export lines read as prose (`text`), and the way back from an
    offset of the reading to the original's words (`original_span`), as `surface.Cleaned`
    carries spans the other way: what a reader finds in the prose is reported at the words the
    mandate itself writes."""

    original: str
    text: str
    rewritten: tuple[_Rewritten, ...] = ()

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The words of the original that `start`–`end` of the reading stands for: a value the
        reading wrote is the value as the line writes it ("3.5%" is "0.035"), other words of a
        rewritten line are the whole line, and text outside one keeps its words."""
        shift = 0
        for piece in self.rewritten:
            if piece.start == piece.end:  # a line left out: the text after it moves up
                if piece.start > start:
                    break
                shift = piece.original_end - piece.end
                continue
            if end <= piece.start:
                break
            if start < piece.end:
                for a, b, line_a, line_b in piece.places:
                    if piece.start + a <= start and end <= piece.start + b:
                        return piece.original_start + line_a, piece.original_start + line_b
                return piece.original_start, piece.original_end
            shift = piece.original_end - piece.end
        return start + shift, end + shift

    def reading_span(self, start: int, end: int) -> tuple[int, int] | None:
        """The way there: where the reading writes the words at `start`–`end` of the original
        (a value of an export line: where its prose writes it); None for other words of a
        rewritten line, which the reading does not keep."""
        shift = 0
        for piece in self.rewritten:
            if end <= piece.original_start and piece.original_start < piece.original_end:
                break
            if start < piece.original_end:
                for a, b, line_a, line_b in piece.places:
                    at, to = piece.original_start + line_a, piece.original_start + line_b
                    if start < to and at < end:
                        return piece.start + a, piece.start + b
                return None
            shift = piece.end - piece.original_end
        return start + shift, end + shift


def read_rules(text: str) -> RulesRead:
    """`text` with every rule-export line read as prose (`rule_prose`) and every rule not in
    force left out (its line and line break), with the way back to the original's offsets."""
    if _RULE_LINE.search(text) is None and not has_formula(text):
        return RulesRead(text, text)
    out: list[str] = []
    rewritten: list[_Rewritten] = []
    at = written = 0  # where the next line starts in the original, and in the reading
    lines = text.split("\n")
    for i, line in enumerate(lines):
        brk = "" if i == len(lines) - 1 else "\n"
        # ... and a workbook's check formula as the limit it enforces (`sheet_checks`)
        reading = _rule_reading(line) or formula_reading(line)
        if reading is None:
            kept = line + brk
        elif reading[0]:
            kept = reading[0] + brk
            rewritten.append(
                _Rewritten(
                    written, written + len(reading[0]), at, at + len(line), tuple(reading[1])
                )
            )
        else:
            kept = ""  # out of force: the line and its break go
            rewritten.append(_Rewritten(written, written, at, at + len(line + brk), ()))
        out.append(kept)
        written += len(kept)
        at += len(line + brk)
    return RulesRead(text, "".join(out), tuple(rewritten))


#: the units a structured rule names, as its value is written with them
_UNIT_SUFFIX: Final = {
    "x": "x",
    "times": "x",
    "multiple": "x",
    "bp": "bp",
    "bps": "bp",
    "basis_points": "bp",
    "%": "%",
    "pct": "%",
    "percent": "%",
}


def rule_line(fields: dict[str, object]) -> str | None:
    """A structured rule (a JSON object an engine exports: `{"rule_id": "LEV_01", "type": "MAX",
    "threshold": 1.5, "unit": "x", "status": "ACTIVE"}`) written as an export line, its value
    in the unit it names; None for an object that is no rule."""
    upper = {str(k).upper(): v for k, v in fields.items()}
    if not any(k in upper for k in ("RULE_ID", "RULEID", "CHECK_ID", "CHECKID", "LIMIT_ID")):
        return None
    if not any(k in upper for k in ("TYPE", "THRESHOLD", "LIMIT", "MAX", "MIN", "VALUE")):
        return None  # an id beside prose ("rule": "…") is no engine's rule
    suffix = _UNIT_SUFFIX.get(str(upper.pop("UNIT", "")).strip().lower(), "")
    pairs: list[str] = []
    for key, value in upper.items():
        if isinstance(value, bool) or value is None:
            written = "" if value is None else ("Y" if value else "N")
        elif isinstance(value, int | float):
            written = f"{value}{suffix}"
        elif isinstance(value, str):
            written = value
        else:
            return None  # a nested object is no flat rule
        pairs.append(f"{key}={written}")
    return "; ".join(pairs)


#: what a number a system prints about a limit can be
Role = Literal["limit", "exposure", "utilisation", "headroom", "warning"]

#: the words that name each role, as risk and compliance systems label their fields and columns
#: (the last one a label names is its head: "limit utilisation" is a utilisation, "exposure
#: limit" a limit)
_ROLE_WORDS: Final[tuple[tuple[Role, str], ...]] = (
    (
        "limit",
        r"limits?|threshold|hard|cap|ceiling|max(?:imum)?|min(?:imum)?|floor|breach\s+level|"
        r"hard\s+stop|lmt|lim",
    ),
    # ("currently" is left out: "Currently 7 %." answers what the limit is as often as what the
    # book holds)
    ("exposure", r"exposure|current|actual|usage|used|consumption|consumed|drawn"),
    ("utilisation", r"utili[sz]ation|utili[sz]ed|util"),
    ("headroom", r"headroom|buffer|cushion|spare|slack|distance\s+to\s+(?:the\s+)?limit"),
    (
        "warning",
        r"warn(?:ing)?(?:\s+level)?|soft(?:\s+limit)?|trigger(?:\s+level)?|alert(?:\s+level)?|"
        r"early[\s-]+warning|amber|watch(?:\s+level)?|escalation(?:\s+level)?|review\s+level|"
        r"pre[\s-]?warning|notification\s+level",
    ),
)
_ROLE: Final = re.compile(
    "|".join(rf"(?P<{role}>\b(?:{words})\b)" for role, words in _ROLE_WORDS), re.IGNORECASE
)


_TO_VALUE: Final = re.compile(r"[\s:=()\[\]-]*(?:(?:at|of|is|was|=)[\s:=]*)?", re.IGNORECASE)


def role_named(label: str) -> Role | None:
    """The role the last role word of a label names ("Exposure " an exposure, "soft " a warning
    level, "limit utilisation " a utilisation, "hard limit " the limit); None when it names none."""
    found = list(_ROLE.finditer(label))
    if not found:
        return None
    last = found[-1]
    # the role word heads the value: only a separator or "at", "of", "is" stands between them
    # ("Exposure to any one issuer: at most 5 %" labels the limit, not an exposure)
    if not _TO_VALUE.fullmatch(label[last.end() :]):
        return None
    # "exposure" and "current" also name a subject ("max gross exposure", "current assets"): as
    # a role they head the field's label ("Exposure 7.6%", "Currently 10.3%")
    if last.lastgroup != "limit":
        # a role heads a system's field label, with nothing but other role words before it in
        # the field ("Exposure", "Current usage", "limit utilisation", "VOL: soft"); in prose
        # the same words name a subject ("max gross exposure", "the redemption buffer is 4 %")
        rest = label[: last.start()]
        for m in reversed(found[:-1]):
            rest = rest[: m.start()] + rest[m.end() :]
        if rest.rsplit(":", 1)[-1].strip(" \t=-"):
            return None
    roles: dict[str | None, Role] = {
        "limit": "limit",
        "exposure": "exposure",
        "utilisation": "utilisation",
        "headroom": "headroom",
        "warning": "warning",
    }
    return roles.get(last.lastgroup)


def _column_header(text: str, start: int, end: int) -> str | None:
    """The header word above a fixed-width row's value: the nearest line above (within a few)
    that holds no digit and two or more words, read at the value's columns (right-aligned
    headers end where the value ends)."""
    line_start = text.rfind("\n", 0, start) + 1
    column_start, column_end = start - line_start, end - line_start
    above = text[:line_start].split("\n")[-7:-1]
    for line in reversed(above):
        words = list(re.finditer(r"\S+(?:\s\S+)*", line))
        if len(words) < 2 or re.search(r"\d", line):
            continue
        if _ROLE.search(line) is None:
            return None
        overlapping = [w for w in words if w.start() < column_end and column_start < w.end()]
        if overlapping:
            return overlapping[-1].group()
        return min(words, key=lambda w: abs(w.end() - column_end)).group()
    return None


def column_role(text: str, start: int, end: int) -> Role | None:
    """The role the header of a fixed-width table names for the column the value at
    `start`–`end` stands in ("HARD" or "LIMIT" the limit, "SOFT" a warning level, "CURRENT" the
    exposure); None when no such header stands above it."""
    header = _column_header(text, start, end)
    return role_named(header) if header is not None else None


_OVERRIDE: Final = re.compile(
    r"\b(?:override|overridden|exception|waiver|waived|temporary|temporarily|interim|"
    r"dispensation|exemption|tactical\s+increase)\b",
    re.IGNORECASE,
)
_ENDED: Final = re.compile(
    r"\b(?:expired|lapsed|ended|revoked|withdrawn|rescinded|terminated|cancell?ed|"
    r"no\s+longer\s+(?:valid|applies|in\s+force|active)|not\s+renewed|closed|inactive)\b",
    re.IGNORECASE,
)


def _ended_override(text: str, start: int, end: int) -> bool:
    """Whether the value sits in an override's (an exception's, a waiver's) sentence and that
    sentence, or one of the next two lines, says the override has ended."""
    stops = [m.end() for m in re.finditer(r"[.!?]\s", text[:start])]
    first = max([text.rfind("\n", 0, start) + 1, *stops])
    if _OVERRIDE.search(text, first, start) is None:
        return False
    lines_end = end
    for _ in range(3):
        next_break = text.find("\n", lines_end + 1)
        lines_end = len(text) if next_break < 0 else next_break
    return _ENDED.search(text, end, lines_end) is not None


#: a value measured from the limit itself, right after it: "Amber within 10 % of the limit",
#: "alert at 90 % of the cap", "2 pts below the hard limit", "80 % of limit used"; a share or a
#: distance of the limit (its warning margin or its use), no level of the subject
_OF_THE_LIMIT: Final = re.compile(
    r"\s*(?:of|below|under|above|over|short\s+of|(?:away\s+)?from)\s+(?:the\s+|its\s+|their\s+|"
    r"this\s+|that\s+|each\s+)?(?:(?:hard|soft|board|approved|internal|regulatory|relevant|"
    r"respective|stated|agreed)\s+)?(?:limits?|caps?|ceilings?|floors?|thresholds?|lmt)\b"
    r"(?![\s-]+(?:of|at|is|was|=)\s*[\d.])",
    re.IGNORECASE,
)


#: a level read on a day, set against the limit beside it: "at 17.5% as of COB 30-Sep, inside
#: the max limit of 25%", "4.1x at close on 12 May versus a cap of 5x", "ran at 62 bps at
#: month-end, below its limit" — the book's reading on that day (its exposure or utilisation),
#: not the limit it is measured against
_READING_AGAINST_LIMIT: Final = re.compile(
    r"\s*(?:\w+\s+)?(?:(?:as\s+(?:of|at)|at|on)\s+(?:the\s+)?(?:cob|c\.o\.b\.|close(?:\s+of\s+business)?|"
    r"eod|end[\s-]of[\s-]day|month[\s-]end|quarter[\s-]end|year[\s-]end|today|yesterday|"
    r"\d{1,2}[\s/.-]\w{2,9}|\w{3,9}\s+\d{1,2}\b|\d{4}-\d{2}-\d{2})[^,;.\n]{0,20}?)"
    r"[,;]?\s*(?:(?:well|comfortably|still|so)\s+)?(?:inside|within|below|under|against|vs\.?|"
    r"versus|compared\s+(?:with|to)|beneath)\s+(?:the\s+|its\s+|their\s+|an?\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:limits?|caps?|ceilings?|thresholds?|lmt)\b",
    re.IGNORECASE,
)


def reading_against_limit(text: str, end: int) -> bool:
    """Whether the value ending at `end` is the book's reading on a day, set against the limit
    right after it ("at 17.5% as of COB 30-Sep, inside the max limit of 25%").

    Why: a daily limit report's utilisation, cited as the limit, lets a plan hold the book to
    today's level instead of the limit."""
    return _READING_AGAINST_LIMIT.match(text, end) is not None


def of_the_limit(text: str, end: int) -> bool:
    """Whether the value ending at `end` is measured from the limit it sits beside (a warning
    margin, a utilisation): "Amber within 10 % of the limit" bounds nothing of the subject.

    Why: read as a level of the subject, a RAG statement's amber margin becomes a second, far
    tighter cap than the limit it is a margin of."""
    return _OF_THE_LIMIT.match(text, end) is not None


def not_the_limit(text: str, start: int, end: int, *, warning: bool = True) -> str | None:
    """Why the value at `start`–`end` of a system's output is not the limit itself, or None: its
    field's label or column names it as the exposure, utilisation, headroom or a warning (soft,
    trigger) level; it is on a rule-export line whose status takes the rule out of force; or it
    is an override's level and the override has ended."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    pairs = export_pairs(line)
    if pairs is not None and not in_force(pairs):
        return "is on a rule the engine's export shows out of force (its status)"
    label = label_before(text, start)
    role = role_named(label)
    if role is None and not label.strip():
        header = _column_header(text, start, end)
        role = role_named(header) if header is not None else None
    # (`warning` False: a warning level is left to the reader's own soft-and-hard pairing)
    if role is not None and role != "limit" and (warning or role != "warning"):
        return f"is labelled as the {role}, not the limit, in the system's output"
    if of_the_limit(text, end):
        return "is measured from the limit (a warning margin or its use), not a level of it"
    if reading_against_limit(text, end):
        return "is the book's reading on a day, set against the limit beside it, not the limit"
    if _ended_override(text, start, end):
        return "is an override's level, and the override has ended"
    if old_side(text, start, end):  # `change_logs`: "8% → 6%"
        return "is the old side of a change (old → new), no longer in force"
    if tried_out(text, start, end):  # `what_if`
        return (
            "is a case the sheet tries out (a what-if, sensitivity or stress case), not the limit"
        )
    if _typical_level(text, start):
        return "is the level the book typically runs at, a description, not the limit"
    return None


#: a level said as what is usual, right before its figure or its range: "typically 6–9 %",
#: "usually between 8 and 11 per cent", "normally around 10 %", "on average 1.5x",
#: "historically in the range of 5 % to 7 %" (the limit beside it, "not to exceed 15 %", is
#: said with its own words)
_TYPICAL_BEFORE: Final = re.compile(
    r"\b(?:typically|usually|normally|generally|customarily|historically|ordinarily|"
    r"on\s+average|in\s+practice|in\s+normal\s+(?:markets|conditions))\s*,?\s+"
    r"(?:(?:runs?|ran|sits?|is|was|been|at|of|between|around|about|roughly|approximately|"
    r"in\s+the\s+(?:range|region|order)\s+of|from)\s+){0,3}"
    # ... the range's far end too: "typically 6–9 %" (9 %), "usually 8 to 11 per cent"
    r"(?:[\d.,]+\s*(?:%|per\s*cent|pct|x|times)?\s*(?:[-–—]|to|and)\s*)?$",
    re.IGNORECASE,
)


def _typical_level(text: str, start: int) -> bool:
    """Whether the figure at `start` is said as the level the book usually runs at
    ("Margin-to-equity: typically 6–9 %, not to exceed 15 %"): a description of practice,
    which bounds nothing, beside the limit a disclosure states in its own words."""
    line_start = text.rfind("\n", 0, start) + 1
    return _TYPICAL_BEFORE.search(text[max(line_start, start - 80) : start]) is not None


__all__ = [
    "INACTIVE_STATUS",
    "Role",
    "RulesRead",
    "column_role",
    "export_pairs",
    "in_force",
    "not_the_limit",
    "of_the_limit",
    "read_rules",
    "role_named",
    "rule_line",
    "rule_prose",
]
