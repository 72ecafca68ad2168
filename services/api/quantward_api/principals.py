"""Who is calling, what they may do, and which runs are theirs (pure).

A run carries its requester as one string (`RunRequested.data.requested_by`), and the record
lists runs by it; the API writes `<kind>:<subject>@team:<team>` so that a run's team is read
from the run itself, wherever the run is listed from. A run without a team (submitted from the
CLI, `user:cli`) is visible only to auditors and admins.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final, Literal

Role = Literal["analyst", "strategy", "auditor", "admin"]
ROLES: Final[tuple[Role, ...]] = ("analyst", "strategy", "auditor", "admin")
#: roles that may submit, answer and cancel runs (an auditor only reads)
SUBMITTERS: Final = frozenset({"analyst", "strategy", "admin"})
#: roles that read every team's runs and records
READ_ALL: Final = frozenset({"auditor", "admin"})
TEAM_MARK: Final = "@team:"
#: the datasets the bundled templates name, as entitlements: the document collection (covers
#: its `synthetic-corpus:…` sources) and the data sets; a principal holds the ones it may use
EVERY_DATASET: Final = ("synthetic-corpus", "earnings-calendar", "prices", "fundamentals")
NAME: Final = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


def check_name(value: str, what: str) -> str:
    """A team or dataset name: letters, digits, `.`, `_`, `-` (it ends a requester string)."""
    if not NAME.match(value):
        raise ValueError(
            f"{what} {value!r} must be 1-64 letters, digits, '.', '_' or '-', starting with a "
            "letter or digit"
        )
    return value


@dataclass(frozen=True)
class Principal:
    """An authenticated caller: subject (user or service account), team, roles, entitlements."""

    subject: str
    team: str
    roles: frozenset[Role]
    entitlements: tuple[str, ...] = ()
    #: how it authenticated: "api_key" (with the key's id) or "oidc"
    via: str = "api_key"
    key_id: str | None = field(default=None, compare=False)

    @property
    def can_submit(self) -> bool:
        return bool(self.roles & SUBMITTERS)

    @property
    def reads_all(self) -> bool:
        return bool(self.roles & READ_ALL)

    @property
    def is_admin(self) -> bool:
        return "admin" in self.roles

    @property
    def requester(self) -> str:
        """The `requested_by` of the runs this principal submits."""
        kind = "strategy" if self.roles == frozenset({"strategy"}) else "user"
        return f"{kind}:{self.subject}{TEAM_MARK}{self.team}"

    def may_read(self, requested_by: str | None) -> bool:
        """Own and own team's runs; every run for an auditor or admin."""
        return self.reads_all or team_of(requested_by) == self.team


def team_of(requested_by: str | None) -> str | None:
    """The team a run's requester string names, None when it names none."""
    if not requested_by or TEAM_MARK not in requested_by:
        return None
    team = requested_by.rpartition(TEAM_MARK)[2]
    return team if NAME.match(team) else None


def parse_roles(values: object) -> frozenset[Role]:
    """The known roles among `values` (a claim may carry others, which grant nothing)."""
    if isinstance(values, str):
        values = values.replace(",", " ").split()
    if not isinstance(values, list | tuple | set | frozenset):
        return frozenset()
    return frozenset(r for r in ROLES if r in values)
