"""The value of a template input, by type: how text from a command line or JSON from an API
becomes a typed value, and how a typed value is written back.

Both the CLI (`--input key=value`, always text) and the API (JSON values) bind inputs, and a
template's defaults are written in YAML; all three go through `parse_value`, so a value means the
same wherever it was typed. The percent rule in particular is one rule, not three:

* text with a `%` sign is in percent points: `"12.5%"` → 0.125;
* a bare number (JSON, or text without `%`) greater than 1 in size is in percent points:
  `12.5` or `"12.5"` → 0.125;
* a bare number from -1 to 1 is already a fraction: `0.125` or `"0.125"` → 0.125, `1` → 1.0.

So half a percent must be written `"0.5%"`. Writing values back (`to_json`) keeps the rule
invertible: fractions above 1 in size are written as text with `%`.

This module reads a file only for a mandate given as `@path`, and only when the caller allows it
(`allow_files`): the command line may read the user's files, a service binding inputs that came
over the wire must not.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Annotated, Any, Final, Literal

import yaml
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    JsonValue,
    ValidationError,
    field_serializer,
    model_validator,
)

from quantward_workflows.errors import problems_from_validation_error
from quantward_workflows.safe_yaml import YamlLimitError, load_yaml

__all__ = [
    "INPUT_TYPES",
    "DateRange",
    "InputType",
    "InputValueError",
    "Mandate",
    "parse_percent",
    "parse_value",
    "percent_text",
    "to_json",
    "value_text",
]

InputType = Literal[
    "company",
    "companies",
    "date",
    "date_range",
    "integer",
    "number",
    "percent",
    "string",
    "choice",
    "mandate",
]
INPUT_TYPES: Final[tuple[InputType, ...]] = (
    "company",
    "companies",
    "date",
    "date_range",
    "integer",
    "number",
    "percent",
    "string",
    "choice",
    "mandate",
)
#: input types a `minimum` / `maximum` applies to
NUMERIC_TYPES: Final[frozenset[str]] = frozenset({"integer", "number", "percent"})
COMPANY_TYPES: Final[frozenset[str]] = frozenset({"company", "companies"})

_DAY: Final = re.compile(r"^\d{4}-\d{2}-\d{2}$")
#: the longest mandate file read (bytes); a mandate is a handful of limits
MANDATE_MAX_CHARS: Final = 64_000
_RANGE_SEPARATOR: Final = ".."


class InputValueError(ValueError):
    """A raw value is not a valid value of its input type; the message is the reason, in words."""


# --- numbers and percent --------------------------------------------------------------------


def _decimal(raw: object, *, what: str) -> Decimal:
    """A finite number from a JSON number or its text; booleans are not numbers."""
    if isinstance(raw, bool):
        raise InputValueError(f"expected {what}, got {raw!r}")
    if isinstance(raw, int):
        return Decimal(raw)
    if isinstance(raw, float):
        if not math.isfinite(raw):
            raise InputValueError(f"expected {_finite(what)}, got {raw!r}")
        return Decimal(repr(raw))
    if isinstance(raw, str):
        text = raw.strip().replace("_", "")
        try:
            number = Decimal(text)
        except InvalidOperation:
            raise InputValueError(f"expected {what}, got {raw!r}") from None
        if not number.is_finite():
            raise InputValueError(f"expected {_finite(what)}, got {raw!r}")
        return number
    raise InputValueError(f"expected {what}, got {raw!r}")


def _finite(what: str) -> str:
    """'a number' → 'a finite number' (no 'a finite a number')."""
    return "a finite " + what.removeprefix("a ")


def parse_percent(raw: object) -> float:
    """A percentage as a fraction, by the percent rule (see the module docstring).

    `"12.5%"` → 0.125 · `12.5` or `"12.5"` → 0.125 · `0.125` or `"0.125"` → 0.125.
    """
    if isinstance(raw, str) and raw.strip().endswith("%"):
        points = _decimal(raw.strip()[:-1], what="a percentage like '12.5%'")
        return float(points / 100)
    number = _decimal(raw, what="a percentage like '12.5%' or a fraction like 0.125")
    return float(number / 100) if abs(number) > 1 else float(number)


def percent_text(fraction: float) -> str:
    """0.125 → `12.5%`; exact in decimal, so 0.07 reads `7%`, not `7.000000000000001%`."""
    points = (Decimal(repr(fraction)) * 100).normalize()
    return f"{points:f}%"


def _number_text(value: float | int) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


# --- dates ------------------------------------------------------------------------------------


def _date(raw: object, *, what: str = "a date") -> date:
    if isinstance(raw, date) and not hasattr(raw, "hour"):
        return raw
    if isinstance(raw, str) and _DAY.match(raw.strip()):
        try:
            return date.fromisoformat(raw.strip())
        except ValueError as exc:
            raise InputValueError(f"{raw.strip()!r} is not a real day ({exc})") from None
    raise InputValueError(f"expected {what} as YYYY-MM-DD, got {raw!r}")


class DateRange(BaseModel):
    """A window of whole days, both ends included; `start` is never after `end`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    start: date
    end: date

    @model_validator(mode="after")
    def _ordered(self) -> DateRange:
        if self.start > self.end:
            raise ValueError(f"start {self.start} is after end {self.end}")
        return self

    def text(self) -> str:
        """`2021-01-01 to 2022-06-30`: how a question reads the window."""
        return f"{self.start.isoformat()} to {self.end.isoformat()}"

    def __str__(self) -> str:
        return f"{self.start.isoformat()}{_RANGE_SEPARATOR}{self.end.isoformat()}"


def _date_range(raw: object) -> DateRange:
    if isinstance(raw, DateRange):
        return raw
    if isinstance(raw, str):
        parts = raw.split(_RANGE_SEPARATOR)
        if len(parts) != 2:
            raise InputValueError(
                f"expected a date range like '2021-01-01..2022-06-30', got {raw!r}"
            )
        start = _date(parts[0], what="the start date")
        end = _date(parts[1], what="the end date")
    elif isinstance(raw, Mapping):
        unknown = sorted(set(map(str, raw)) - {"start", "end"})
        if unknown or "start" not in raw or "end" not in raw:
            raise InputValueError(
                'expected a date range as {"start": "YYYY-MM-DD", "end": "YYYY-MM-DD"}, '
                f"got {raw!r}"
            )
        start = _date(raw["start"], what="the start date")
        end = _date(raw["end"], what="the end date")
    else:
        raise InputValueError(f"expected a date range like '2021-01-01..2022-06-30', got {raw!r}")
    if start > end:
        raise InputValueError(f"the start {start} is after the end {end}")
    return DateRange(start=start, end=end)


# --- the mandate ------------------------------------------------------------------------------


def _fraction(
    *, low: float, high: float | None, low_inclusive: bool
) -> Callable[[object], float | None]:
    def parse(raw: object) -> float | None:
        if raw is None:
            return None
        try:
            value = parse_percent(raw)
        except InputValueError as exc:
            raise ValueError(str(exc)) from None
        too_low = value < low if low_inclusive else value <= low
        too_high = high is not None and value > high
        if too_low or too_high:
            lower = f"{'at least' if low_inclusive else 'more than'} {percent_text(low)}"
            bound = f"{lower} and at most {percent_text(high)}" if high is not None else lower
            raise ValueError(f"must be {bound}, got {percent_text(value)}")
        return value

    return parse


def _multiple(raw: object) -> object:
    """Leverage is a multiple: `2`, `"2"` or `"2x"`; never a percentage."""
    if isinstance(raw, str) and raw.strip().lower().endswith("x"):
        return raw.strip()[:-1]
    return raw


FractionOfBook = Annotated[
    float | None, BeforeValidator(_fraction(low=0.0, high=1.0, low_inclusive=False))
]
NonNegativeFraction = Annotated[
    float | None, BeforeValidator(_fraction(low=0.0, high=1.0, low_inclusive=True))
]
NonNegativeRate = Annotated[
    float | None, BeforeValidator(_fraction(low=0.0, high=None, low_inclusive=True))
]

#: mandate fields written as percentages (the percent rule applies; stored as fractions)
MANDATE_PERCENT_FIELDS: Final = frozenset(
    {
        "max_position_weight",
        "max_net_exposure",
        "max_turnover",
        "max_drawdown",
        "target_volatility",
    }
)

MandateUnit = Literal["fraction", "multiple", "bps", "bool"]
#: how each mandate limit is read, as a research contract's constraint unit records it
MANDATE_UNITS: Final[dict[str, MandateUnit]] = {
    **dict.fromkeys(sorted(MANDATE_PERCENT_FIELDS), "fraction"),
    "max_gross_leverage": "multiple",
    "cost_bps": "bps",
    "market_neutral": "bool",
    "long_only": "bool",
}


def _not_blank(value: str | None) -> str | None:
    if value is not None and not value.strip():
        raise ValueError("must not be empty")
    return value


class Mandate(BaseModel):
    """The limits an investment mandate sets on a portfolio; every field is optional.

    A field left out (None) means the mandate says nothing about it, which is different from
    saying "no": the research contract records what was assumed in its place. Fractions follow
    the percent rule wherever they come from (JSON, text, or this constructor), so
    `max_position_weight` may be given as `0.1`, `10` or `"10%"`, and a turnover of 200% must
    be written `"200%"` (a bare `2.0` is 2 percent points). They are stored as fractions.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    max_position_weight: FractionOfBook = Field(
        default=None, description="Largest absolute weight of one position (fraction of capital)."
    )
    max_gross_leverage: Annotated[float | None, BeforeValidator(_multiple)] = Field(
        default=None, gt=0, description="Sum of absolute weights, as a multiple (2 = 200%)."
    )
    market_neutral: bool | None = Field(
        default=None, description="Long and short books of equal size (net exposure near 0)."
    )
    max_net_exposure: NonNegativeFraction = Field(
        default=None, description="Largest absolute sum of signed weights (fraction of capital)."
    )
    max_turnover: NonNegativeRate = Field(
        default=None,
        description="Largest traded fraction per rebalance; above 100% write it with `%`.",
    )
    max_drawdown: FractionOfBook = Field(
        default=None, description="Largest peak-to-trough loss the portfolio may have had."
    )
    target_volatility: FractionOfBook = Field(
        default=None, description="Annualised volatility the portfolio aims at."
    )
    cost_bps: float | None = Field(
        default=None, ge=0, description="Trading cost per unit traded, in basis points."
    )
    long_only: bool | None = Field(default=None, description="No short positions.")
    objective: Annotated[str | None, AfterValidator(_not_blank)] = Field(
        default=None,
        description="What the portfolio aims for, in the mandate's words (\"maximise the "
        "risk-adjusted return\"); the research contract's objective cites this clause.",
    )
    notes: Annotated[str | None, AfterValidator(_not_blank)] = Field(
        default=None, description="Anything else the mandate says, for the reviewer to read."
    )

    @model_validator(mode="after")
    def _consistent(self) -> Mandate:
        if self.long_only and self.market_neutral:
            raise ValueError(
                "long_only and market_neutral cannot both be true: a market-neutral book "
                "needs short positions"
            )
        return self

    @field_serializer(*sorted(MANDATE_PERCENT_FIELDS))
    def _percent_out(self, value: float | None) -> float | str | None:
        # A fraction above 1 written as a bare number would read back as percent points
        # (2.0 → 2%); written as "200%" it reads back as itself. So every dump round-trips.
        if value is not None and abs(value) > 1:
            return percent_text(value)
        return value

    def as_json(self) -> dict[str, JsonValue]:
        """The fields the mandate sets, as JSON that binds back to the same mandate."""
        data: dict[str, JsonValue] = self.model_dump(mode="json", exclude_none=True)
        return data

    def text(self) -> str:
        """The limits in words, for a question: `max position weight 10%, market neutral`."""
        parts: list[str] = []
        for name in type(self).model_fields:
            value = getattr(self, name)
            if value is None:
                continue
            words = name.replace("_", " ")
            if isinstance(value, bool):
                parts.append(words if value else f"not {words}")
            elif name in MANDATE_PERCENT_FIELDS:
                parts.append(f"{words} {percent_text(value)}")
            elif name == "max_gross_leverage":
                parts.append(f"{words} {_number_text(value)}x")
            elif name == "cost_bps":
                parts.append(f"costs {_number_text(value)} bps")
            else:
                parts.append(f"{words}: {value}")
        return ", ".join(parts) or "no limits stated"


def _mandate(raw: object, *, allow_files: bool) -> Mandate:
    if isinstance(raw, Mandate):
        return raw
    data: object = raw
    if isinstance(raw, str):
        text = raw.strip()
        if not text:
            raise InputValueError(
                "expected a mandate as JSON, key=value;key=value text or @file, got ''"
            )
        if text.startswith("@"):
            data = _mandate_file(text[1:], allow_files=allow_files)
        elif text.startswith("{"):
            try:
                data = json.loads(text)
            except json.JSONDecodeError as exc:
                raise InputValueError(f"the mandate is not valid JSON: {exc}") from None
        else:
            data = _key_values(text)
    if not isinstance(data, Mapping):
        raise InputValueError(
            f"expected a mandate as a JSON object, key=value;key=value text or @file, got {raw!r}"
        )
    try:
        return Mandate.model_validate(dict(data))
    except ValidationError as exc:
        problems = problems_from_validation_error(exc, Mandate, root="")
        raise InputValueError(
            "; ".join(str(p) if p.field else p.reason for p in problems)
        ) from None


def _key_values(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for piece in text.split(";"):
        if not piece.strip():
            continue
        key, equals, value = piece.partition("=")
        key = key.strip()
        if not equals or not key:
            raise InputValueError(
                f"{piece.strip()!r} is not key=value (mandate text is "
                "'max_position_weight=10%;market_neutral=true')"
            )
        if key in out:
            raise InputValueError(f"{key} is given more than once")
        out[key] = value.strip()
    return out


def _mandate_file(name: str, *, allow_files: bool) -> object:
    if not allow_files:
        raise InputValueError(
            f"'@{name}' refers to a file, which only the command line may read; "
            "pass the mandate itself as a JSON object or key=value;key=value text"
        )
    path = Path(name).expanduser()
    if path.suffix.lower() not in {".yaml", ".yml", ".json"}:
        raise InputValueError(f"a mandate file must end in .yaml, .yml or .json, got '{name}'")
    try:
        with path.open("rb") as stream:
            raw = stream.read(MANDATE_MAX_CHARS + 1)  # never more than a mandate may hold
        text = raw.decode("utf-8")
    except FileNotFoundError:
        raise InputValueError(f"mandate file not found: {name}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputValueError(f"cannot read the mandate file {name}: {exc}") from None
    if len(raw) > MANDATE_MAX_CHARS:
        raise InputValueError(
            f"the mandate file {name} is longer than {MANDATE_MAX_CHARS:,} bytes; a mandate is "
            "a handful of limits"
        )
    try:
        return json.loads(text) if path.suffix.lower() == ".json" else load_yaml(text)
    except (json.JSONDecodeError, yaml.YAMLError, YamlLimitError) as exc:
        raise InputValueError(f"the mandate file {name} is not valid: {exc}") from None


# --- one entry point --------------------------------------------------------------------------


def _text(raw: object, *, what: str) -> str:
    if not isinstance(raw, str):
        raise InputValueError(f"expected {what} as text, got {raw!r}")
    if not raw.strip():
        raise InputValueError(f"expected {what}, got an empty text")
    return raw.strip()


def _companies(raw: object) -> tuple[str, ...]:
    if isinstance(raw, str):
        items: Sequence[object] = raw.split(",")
    elif isinstance(raw, list | tuple):
        items = raw
    else:
        raise InputValueError(
            f"expected companies as 'Apple, Microsoft' or a JSON list of names, got {raw!r}"
        )
    names: dict[str, str] = {}
    for n, item in enumerate(items):
        if not isinstance(item, str):
            raise InputValueError(f"item {n + 1} is not a company name: {item!r}")
        name = item.strip()
        if name:
            names.setdefault(name.casefold(), name)
    if not names:
        raise InputValueError("expected at least one company")
    return tuple(names.values())


def _bounds(
    value: float,
    *,
    minimum: float | None,
    maximum: float | None,
    show: Callable[[float], str],
) -> None:
    if minimum is not None and value < minimum:
        raise InputValueError(f"must be at least {show(minimum)}, got {show(value)}")
    if maximum is not None and value > maximum:
        raise InputValueError(f"must be at most {show(maximum)}, got {show(value)}")


def parse_value(
    kind: InputType,
    raw: object,
    *,
    choices: Sequence[str] = (),
    minimum: float | None = None,
    maximum: float | None = None,
    allow_files: bool = False,
) -> Any:
    """The typed value of `raw` for an input of type `kind`; `InputValueError` says why not.

    Accepts text (the CLI), JSON values (the API) and already-typed values (a `date`, a
    `DateRange`, a `Mandate`), so binding twice, or binding `as_json()` output, is harmless.
    """
    if kind == "company":
        return _text(raw, what="a company name or id")
    if kind == "companies":
        names = _companies(raw)
        count = len(names)
        # A comparison of one company is not a comparison: the count is checked before a run
        # starts, never discovered by research that cannot succeed.
        if minimum is not None and count < minimum:
            raise InputValueError(
                f"needs at least {minimum:g} companies, got {count} ({', '.join(names)}); "
                "name more, separated by commas"
            )
        if maximum is not None and count > maximum:
            raise InputValueError(f"takes at most {maximum:g} companies, got {count}")
        return names
    if kind == "date":
        return _date(raw)
    if kind == "date_range":
        return _date_range(raw)
    if kind == "integer":
        number = _decimal(raw, what="a whole number")
        if number != number.to_integral_value():
            raise InputValueError(f"expected a whole number, got {raw!r}")
        whole = int(number)
        _bounds(whole, minimum=minimum, maximum=maximum, show=_number_text)
        return whole
    if kind == "number":
        value = float(_decimal(raw, what="a number"))
        _bounds(value, minimum=minimum, maximum=maximum, show=_number_text)
        return value
    if kind == "percent":
        fraction = parse_percent(raw)
        _bounds(fraction, minimum=minimum, maximum=maximum, show=percent_text)
        return fraction
    if kind == "choice":
        text = _text(raw, what=f"one of: {', '.join(choices)}")
        if text not in choices:
            raise InputValueError(f"{text!r} is not one of: {', '.join(choices)}")
        return text
    if kind == "string":
        return _text(raw, what="text")
    if kind == "mandate":
        return _mandate(raw, allow_files=allow_files)
    raise AssertionError(f"unhandled input type {kind!r}")  # pragma: no cover


def to_json(kind: InputType, value: Any) -> JsonValue:
    """A typed value as JSON that `parse_value` reads back to the same value (for events)."""
    if value is None:
        return None
    if kind == "date":
        return str(value.isoformat())
    if kind == "date_range":
        return {"start": value.start.isoformat(), "end": value.end.isoformat()}
    if kind == "companies":
        return list(value)
    if kind == "percent":
        return percent_text(value) if abs(value) > 1 else float(value)
    if kind == "mandate":
        return dict(value.as_json())
    if kind == "number":
        return float(value)
    if kind == "integer":
        return int(value)
    return str(value)


def value_text(kind: InputType, value: Any) -> str:
    """A typed value as a question reads it: ISO dates, `12.5%`, `A, B`, `start to end`."""
    if value is None:
        return "(not given)"
    if kind == "date":
        return str(value.isoformat())
    if kind == "date_range":
        return str(value.text())
    if kind == "companies":
        return ", ".join(value)
    if kind == "percent":
        return percent_text(value)
    if kind == "mandate":
        return str(value.text())
    if kind in ("integer", "number"):
        return _number_text(value)
    return str(value)
