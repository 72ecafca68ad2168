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
class UserLimits:
    """One user's own rate and request-size limits (an API key's, or an OIDC token's claim);
    a None field means the deployment's setting (`QW_API_RATE_PER_S`, `QW_API_RATE_BURST`,
    `QW_API_MAX_REQUEST_BYTES`). A service account that submits in bursts, or a user who uploads
    large template files, gets its own without raising everybody's."""

    rate_per_s: float | None = None
    rate_burst: int | None = None
    max_request_bytes: int | None = None

    def __post_init__(self) -> None:
        if self.rate_per_s is not None and not self.rate_per_s > 0:
            raise ValueError(f"rate_per_s must be > 0; got {self.rate_per_s}")
        if self.rate_burst is not None and self.rate_burst < 1:
            raise ValueError(f"rate_burst must be >= 1; got {self.rate_burst}")
        if self.max_request_bytes is not None and self.max_request_bytes < 1024:
            raise ValueError(f"max_request_bytes must be >= 1024; got {self.max_request_bytes}")

    def as_dict(self) -> dict[str, float | int]:
        """The fields that are set (what a key row or a session stores)."""
        found: dict[str, float | int] = {}
        if self.rate_per_s is not None:
            found["rate_per_s"] = self.rate_per_s
        if self.rate_burst is not None:
            found["rate_burst"] = self.rate_burst
        if self.max_request_bytes is not None:
            found["max_request_bytes"] = self.max_request_bytes
        return found

    @classmethod
    def parse(cls, value: object, what: str) -> UserLimits:
        """From a stored or claimed object `{rate_per_s, rate_burst, max_request_bytes}` (each
        optional); ValueError naming `what` and the field otherwise."""
        if value is None:
            return cls()
        if not isinstance(value, dict):
            raise ValueError(
                f"{what} must be an object with rate_per_s, rate_burst, max_request_bytes"
            )
        unknown = sorted(set(value) - {"rate_per_s", "rate_burst", "max_request_bytes"})
        if unknown:
            raise ValueError(
                f"{what}.{unknown[0]} is not a limit (rate_per_s, rate_burst, max_request_bytes)"
            )
        try:
            rate = value.get("rate_per_s")
            burst = value.get("rate_burst")
            size = value.get("max_request_bytes")
            for name, got in (("rate_burst", burst), ("max_request_bytes", size)):
                if got is not None and (isinstance(got, bool) or not isinstance(got, int)):
                    raise ValueError(f"{name} must be a whole number; got {got!r}")
            if rate is not None and (isinstance(rate, bool) or not isinstance(rate, int | float)):
                raise ValueError(f"rate_per_s must be a number; got {rate!r}")
            return cls(
                rate_per_s=None if rate is None else float(rate),
                rate_burst=burst,
                max_request_bytes=size,
            )
        except ValueError as exc:
            raise ValueError(f"{what}: {exc}") from None


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
    #: this user's own rate and size limits (unset fields: the settings')
    limits: UserLimits = field(default_factory=UserLimits)

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


def principal_to_json(principal: Principal) -> dict[str, object]:
    """A principal as a browser session stores it."""
    return {
        "subject": principal.subject,
        "team": principal.team,
        "roles": sorted(principal.roles),
        "entitlements": list(principal.entitlements),
        "via": principal.via,
        "key_id": principal.key_id,
        "limits": principal.limits.as_dict(),
    }


def principal_from_json(data: dict[str, object]) -> Principal:
    entitlements = data.get("entitlements") or []
    assert isinstance(entitlements, list)
    key_id = data.get("key_id")
    return Principal(
        subject=str(data["subject"]),
        team=str(data["team"]),
        roles=parse_roles(data.get("roles")),
        entitlements=tuple(str(e) for e in entitlements),
        via=str(data.get("via", "api_key")),
        key_id=None if key_id is None else str(key_id),
        limits=UserLimits.parse(data.get("limits"), "limits"),
    )


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
