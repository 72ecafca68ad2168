"""Who a gateway socket serves: the binding made when the socket is opened, never a request field.

The sandbox service opens one socket per execution for the run's requester; everything the code
does through it is done as that user, in that team and run, with that user's entitlements. The
code cannot name anyone else: a request carrying an identity field is refused (see `server`).

Entitlements are dataset ids (`prices.daily`: every field) or a dataset id and one field
(`fundamentals.quarterly.revenue`), the same names the API's principals carry. `None` means the
run did not come through the API (the CLI, the embedded platform), where nothing is restricted.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True)
class Entitlements:
    """What a user may read, per dataset and per field."""

    grants: frozenset[str] | None = None

    @classmethod
    def of(cls, names: Iterable[str] | None) -> Entitlements:
        return cls(None if names is None else frozenset(names))

    @property
    def unrestricted(self) -> bool:
        return self.grants is None

    def dataset(self, dataset_id: str) -> bool:
        """Whether any of the dataset may be read (the whole of it, or at least one field)."""
        if self.grants is None:
            return True
        prefix = dataset_id + "."
        return dataset_id in self.grants or any(g.startswith(prefix) for g in self.grants)

    def field(self, dataset_id: str, field_name: str) -> bool:
        """Whether one field of a dataset may be read."""
        if self.grants is None:
            return True
        return dataset_id in self.grants or f"{dataset_id}.{field_name}" in self.grants


@dataclass(frozen=True)
class Binding:
    """The identity a socket is bound to when it is opened."""

    user: str
    team: str | None
    run_id: str
    entitlements: Entitlements = field(default_factory=Entitlements)
    #: the run's as-of day: no capability returns data published after it
    as_of: date | None = None
    #: the execution this socket serves (a tool call id of the run, for source ids)
    execution_id: str = "code"

    def __post_init__(self) -> None:
        if not self.user:
            raise ValueError("Binding.user is empty: give the run's requester")
        if not self.run_id:
            raise ValueError("Binding.run_id is empty: give the run the code belongs to")
