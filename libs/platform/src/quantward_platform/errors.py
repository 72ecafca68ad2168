"""The errors the platform library raises, each carrying what a caller needs to fix the call.

An agent reads these messages and retries, so every message names the offending argument and
the accepted values (covered entities, the as-of rule, the nearest function id). Infeasible
optimisations are *not* errors: they come back as a result with `status="infeasible"`.
"""

from __future__ import annotations


class PlatformError(Exception):
    """Base class: a call the library refuses, with the reason in the message."""


class UnknownEntityError(PlatformError, KeyError):
    """An entity id the dataset does not cover; the message lists the covered ids."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class LookAheadError(PlatformError, ValueError):
    """The call would use data published after its `as_of` (e.g. a window ending after it)."""


class EmptyWindowError(PlatformError, ValueError):
    """A date window holds too few observations for the statistic asked for."""


class InvalidArgumentError(PlatformError, ValueError):
    """Arguments the function cannot work with (a drawdown objective without a limit…)."""


class UnknownFunctionError(PlatformError, KeyError):
    """A library function id that is not registered; the message suggests the closest ids."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class UnknownDatasetError(PlatformError, KeyError):
    """A dataset id (or a field of it) that is not registered; the message lists the choices."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""
