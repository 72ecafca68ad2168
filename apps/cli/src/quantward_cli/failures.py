"""Known failures as one line a person can act on, instead of a traceback.

A setting that does not parse (`QW_BUS_PARTITIONS=abc`), a Kafka that cannot be reached, a model
setting that cannot work, a run that ran out of time: each is the user's to fix, so the CLI says
which setting or server, what is wrong and what to do, and exits 2 (usage) or 1 (the run). A bug
still shows its traceback: that is the developer's to fix. Setting values are shown only for
settings that hold no secret, and never with a URL's user and password.
"""

from __future__ import annotations

import os
from typing import Any, Final

import typer
from typer import _click
from typer.core import TyperGroup

#: parts of a setting's name that mark it as secret (its value is never printed)
_SECRET_WORDS: Final = ("key", "password", "secret", "token")


def _shown(name: str, value: Any) -> str:
    if any(word in name.lower() for word in _SECRET_WORDS):
        return "(hidden)"
    if name.lower().endswith(("_url", "_uri")) and isinstance(value, str):
        from quantward_llm.openai_model import redact_url

        return repr(redact_url(value))
    text = repr(value)
    return text if len(text) <= 80 else text[:79] + "…'"


def _setting_lines(exc: Any) -> list[str] | None:
    """A pydantic ValidationError of a settings class, one line per bad setting."""
    from pydantic import ValidationError

    if not isinstance(exc, ValidationError) or not exc.title.endswith("Settings"):
        return None
    lines = []
    for error in exc.errors():
        field = ".".join(str(p) for p in error["loc"]) or "(settings)"
        variable = field if field.isupper() else f"QW_{field.upper()}"
        value = _shown(variable, os.environ.get(variable, error.get("input")))
        lines.append(
            f"error: setting {variable}={value}: {error['msg']}; fix it in the environment "
            "or unset it to use the default"
        )
    return lines


def _kafka_line(exc: BaseException) -> str | None:
    try:
        from aiokafka.errors import KafkaError
    except ImportError:  # pragma: no cover - the Kafka extra is part of the CLI
        return None
    if not isinstance(exc, KafkaError):
        return None
    servers = os.environ.get("QW_KAFKA_BOOTSTRAP", "?")
    return (
        f"error: cannot reach Kafka at {servers} (QW_KAFKA_BOOTSTRAP): "
        f"{type(exc).__name__}; start the broker or fix QW_KAFKA_BOOTSTRAP "
        "(unset it to run embedded)"
    )


def describe(exc: BaseException) -> tuple[list[str], int] | None:
    """The lines to print and the exit code for a known failure, or None for a bug."""
    # Imported here, on a failure only: every command starts without loading the model client.
    from quantward_kit.builders import ModelSettingError
    from quantward_kit.run_client import RunTimeoutError
    from quantward_llm.port import LLMError

    settings = _setting_lines(exc)
    if settings is not None:
        return settings, 2
    if isinstance(exc, ModelSettingError):
        return [f"error: {exc}"], 2
    if isinstance(exc, RunTimeoutError):
        return [f"error: {exc}"], 1
    if isinstance(exc, LLMError):
        return [f"error: model: {exc}"], 1
    kafka = _kafka_line(exc)
    if kafka is not None:
        return [kafka], 1
    if isinstance(exc, ConnectionError | TimeoutError) and os.environ.get("QW_KAFKA_BOOTSTRAP"):
        servers = os.environ["QW_KAFKA_BOOTSTRAP"]
        return [
            f"error: no answer from Kafka at {servers} (QW_KAFKA_BOOTSTRAP): "
            f"{type(exc).__name__}; check that the broker is up and reachable"
        ], 1
    return None


def _cause_chain(exc: BaseException) -> list[BaseException]:
    chain = [exc]
    while isinstance(exc, BaseExceptionGroup) and len(exc.exceptions) == 1:
        exc = exc.exceptions[0]
        chain.append(exc)
    return chain


class FriendlyGroup(TyperGroup):
    """The top command group: a known failure of any command ends in one line, not a trace."""

    def invoke(self, ctx: _click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (typer.Exit, typer.Abort, _click.ClickException):
            raise
        except Exception as exc:
            for candidate in _cause_chain(exc):
                found = describe(candidate)
                if found is not None:
                    lines, code = found
                    for line in lines:
                        typer.echo(line, err=True)
                    raise typer.Exit(code) from None
            raise
