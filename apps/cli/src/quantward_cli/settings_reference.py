"""Every `QW_…` setting in one reference table, generated from the settings classes.

A hand-written list of settings goes stale the day a service gains one (the distributed-run
guide once missed the Guardian's model settings, the graph and search paths and the bus
timeouts). The reference is therefore rendered from the classes each service reads its
environment with, plus the few variables only the CLI reads as a client, and CI fails when the
committed page differs (`make settings-check`).
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from pydantic import AliasChoices, SecretStr
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from quantward_api.settings import ApiSettings
from quantward_cli.api_client import TOKEN_ENV, URL_ENV
from quantward_grounder.settings import GrounderSettings
from quantward_guardian.settings import GuardianSettings
from quantward_kit.settings import Settings
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_recorder.settings import RecorderSettings
from quantward_researcher.settings import ResearcherSettings
from quantward_resolver.settings import ResolverSettings
from quantward_sandbox_service.settings import SandboxSettings
from quantward_search_service.settings import SearchSettings
from quantward_validator.settings import ValidatorSettings

#: the settings class each `quantward serve <service>` reads its environment with
SERVICE_SETTINGS: Final[Mapping[str, type[Settings]]] = {
    "orchestrator": OrchestratorSettings,
    "researcher": ResearcherSettings,
    "guardian": GuardianSettings,
    "validator": ValidatorSettings,
    "resolver": ResolverSettings,
    "grounder": GrounderSettings,
    "search": SearchSettings,
    "recorder": RecorderSettings,
    "api": ApiSettings,
    "sandbox": SandboxSettings,
}

#: where the page lives in the repository
REFERENCE_PATH: Final = Path("docs/operations/settings.md")


@dataclass(frozen=True)
class ClientSetting:
    """A variable only the CLI reads, as a client of a deployment (no service has it)."""

    name: str
    kind: str
    description: str


CLIENT_SETTINGS: Final = (
    ClientSetting(
        URL_ENV,
        "URL",
        "Base URL of a deployed API (`quantward run/ask --api`); the same as `--api URL`.",
    ),
    ClientSetting(
        TOKEN_ENV,
        "secret",
        "API key or OIDC bearer token the CLI sends to the API; never printed, masked in errors.",
    ),
)


@dataclass(frozen=True)
class Row:
    """One variable of the reference: who reads it and with what default."""

    names: tuple[str, ...]
    kind: str
    defaults: Mapping[str, str]
    description: str


def env_names(name: str, field: FieldInfo) -> tuple[str, ...]:
    """The variables a field is read from: its aliases when it has them, else `QW_<NAME>`."""
    alias = field.validation_alias
    if isinstance(alias, AliasChoices):
        return tuple(str(choice) for choice in alias.choices if isinstance(choice, str))
    if isinstance(alias, str):
        return (alias,)
    return ("QW_" + name.upper(),)


def kind_of(annotation: Any) -> str:
    """A reader's name for a field's type (`int`, `path`, `one of: a, b`, `secret`)."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        parts = [kind_of(arg) for arg in typing.get_args(annotation) if arg is not type(None)]
        return " or ".join(dict.fromkeys(parts))
    if origin is typing.Literal:
        return "one of: " + ", ".join(str(arg) for arg in typing.get_args(annotation))
    if origin in (tuple, list, frozenset, set):
        args = [a for a in typing.get_args(annotation) if a is not Ellipsis]
        return "list of " + (kind_of(args[0]) if args else "values")
    if isinstance(annotation, type):
        if issubclass(annotation, SecretStr):
            return "secret"
        if issubclass(annotation, bool):
            return "bool"
        if issubclass(annotation, enum.Enum):
            return "one of: " + ", ".join(str(member.value) for member in annotation)
        if issubclass(annotation, Path):
            return "path"
        return {"str": "text", "int": "int", "float": "number"}.get(
            annotation.__name__, annotation.__name__
        )
    return str(annotation)


def default_of(field: FieldInfo) -> str:
    """The default as it would be written in the environment; secrets are never shown."""
    if field.default_factory is not None:
        # computed where the process starts (a login name, a host): the description says how
        return "(computed at start)"
    if field.default is PydanticUndefined:
        return "(required)"
    value: Any = field.default
    if value is None:
        return "unset"
    if isinstance(value, SecretStr):
        return "(secret)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, tuple | list | frozenset | set):
        return ",".join(str(item) for item in value) or "(empty)"
    text = str(value)
    return text if text else '""'


def rows(services: Mapping[str, type[Settings]] = SERVICE_SETTINGS) -> list[Row]:
    """One row per variable, with each service's default, sorted by variable name."""
    found: dict[tuple[str, ...], dict[str, Any]] = {}
    for service, cls in services.items():
        for name, field in cls.model_fields.items():
            names = env_names(name, field)
            row = found.setdefault(
                names,
                {"kind": kind_of(field.annotation), "defaults": {}, "description": ""},
            )
            row["defaults"][service] = default_of(field)
            row["description"] = row["description"] or (field.description or "")
    return [
        Row(names, row["kind"], row["defaults"], row["description"])
        for names, row in sorted(found.items())
    ]


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _defaults_cell(defaults: Mapping[str, str], everyone: Iterable[str]) -> tuple[str, str]:
    """(services column, default column): one default when all readers agree."""
    readers = list(defaults)
    who = "all" if set(readers) == set(everyone) else ", ".join(readers)
    values = set(defaults.values())
    if len(values) == 1:
        return who, f"`{next(iter(values))}`"
    return who, "; ".join(f"{service}: `{value}`" for service, value in defaults.items())


def render(services: Mapping[str, type[Settings]] = SERVICE_SETTINGS) -> str:
    """The Markdown page (docs/operations/settings.md)."""
    lines = [
        "# Settings reference",
        "",
        "Every environment variable quantward reads, generated from the settings classes "
        "(`quantward settings reference --write`; CI fails when this page is stale). Each "
        "`quantward serve <service>` reads the variables its row names; the embedded platform "
        "(`quantward run`, `quantward ui`) reads them all. A bad value stops the process with one "
        "line naming the variable. Leaving a server's address unset selects the embedded adapter. "
        "Secrets are never shown: not here, not in logs, events or errors.",
        "",
        "| variable | type | read by | default | what it does |",
        "| --- | --- | --- | --- | --- |",
    ]
    for row in rows(services):
        who, default = _defaults_cell(row.defaults, services)
        name = " or ".join(f"`{n}`" for n in row.names)
        lines.append(
            f"| {name} | {_cell(row.kind)} | {who} | {_cell(default)} | {_cell(row.description)} |"
        )
    lines += [
        "",
        "## Read only by the CLI as a client of a deployment",
        "",
        "| variable | type | what it does |",
        "| --- | --- | --- |",
    ]
    for client in CLIENT_SETTINGS:
        lines.append(f"| `{client.name}` | {client.kind} | {_cell(client.description)} |")
    return "\n".join(lines) + "\n"
