"""`quantward api-keys …` and `quantward api openapi`: the API service's keys and its document.

`api-keys create` prints a new key once (it is stored only as a hash); `list` shows the keys'
ids, owners and state, never a key; `revoke` refuses a key from the next request on. They work
on the store the API reads: the record store's PostgreSQL when `QW_POSTGRES_DSN` is set (every
replica shares it), else the SQLite file `QW_API_KEYS_PATH`; `end-sessions` logs a user's
browsers out. `api openapi --write/--check` keeps
docs/api/openapi.json in step with the routes (`make api`, `make api-check`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.table import Table

if TYPE_CHECKING:
    from quantward_api.credential_backends import CredentialStore

keys_app = typer.Typer(
    help="API keys: create (shown once), list, revoke; end a user's browser sessions.",
    no_args_is_help=True,
)
api_app = typer.Typer(help="The HTTP API's OpenAPI document.", no_args_is_help=True)
console = Console(soft_wrap=True)

OPENAPI_PATH = Path("docs/api/openapi.json")


@keys_app.command("create")
def create(
    subject: Annotated[str, typer.Argument(help="The user or service account the key is for.")],
    team: Annotated[str, typer.Option(help="The team whose runs the key sees.")],
    role: Annotated[
        list[str] | None,
        typer.Option(help="analyst, strategy, auditor or admin (repeatable; default analyst)."),
    ] = None,
    entitlement: Annotated[
        list[str] | None,
        typer.Option(
            help="A dataset the key's user may use (repeatable): synthetic-corpus (or one "
            "collection, e.g. synthetic-corpus.filings), earnings-calendar, prices, "
            "fundamentals. The research tools refuse every other; none = no data."
        ),
    ] = None,
    label: Annotated[str, typer.Option(help="What the key is for, for `list`.")] = "",
    rate_per_s: Annotated[
        float | None,
        typer.Option(help="This key's own request rate (default QW_API_RATE_PER_S)."),
    ] = None,
    rate_burst: Annotated[
        int | None,
        typer.Option(help="This key's own burst (default QW_API_RATE_BURST)."),
    ] = None,
    max_request_bytes: Annotated[
        int | None,
        typer.Option(help="This key's largest request body (default QW_API_MAX_REQUEST_BYTES)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Create a key (the subject's other keys stay valid, so a key rotates without downtime)."""
    from quantward_api.principals import UserLimits

    try:
        limits = UserLimits(
            rate_per_s=rate_per_s, rate_burst=rate_burst, max_request_bytes=max_request_bytes
        )
    except ValueError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    store = _store()
    try:
        key, info = store.create(
            subject,
            team=team,
            roles=role or ["analyst"],  # type: ignore[arg-type]
            entitlements=entitlement or [],
            label=label,
            limits=limits,
        )
    except ValueError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    finally:
        store.close()
    if as_json:
        typer.echo(json.dumps({"key": key, "key_id": info.key_id, "subject": subject}))
        return
    typer.echo(key)
    typer.echo(
        f"key {info.key_id} for {subject} (team {team}, {', '.join(info.roles)}): shown once, "
        "store it now",
        err=True,
    )


@keys_app.command("list")
def list_keys(
    subject: Annotated[str | None, typer.Option(help="Only this subject's keys.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON array.")] = False,
) -> None:
    """The keys: id, subject, team, roles, entitlements, limits, created, revoked (never the
    key)."""
    store = _store()
    try:
        keys = store.list(subject)
    finally:
        store.close()
    if as_json:
        typer.echo(
            json.dumps(
                [
                    {
                        "key_id": k.key_id,
                        "subject": k.subject,
                        "team": k.team,
                        "roles": list(k.roles),
                        "entitlements": list(k.entitlements),
                        "label": k.label,
                        "limits": k.limits.as_dict(),
                        "created_at": k.created_at.isoformat(),
                        "revoked_at": k.revoked_at.isoformat() if k.revoked_at else None,
                    }
                    for k in keys
                ]
            )
        )
        return
    table = Table(
        "key id", "subject", "team", "roles", "entitlements", "limits", "created", "revoked"
    )
    for k in keys:
        table.add_row(
            k.key_id,
            k.subject,
            k.team,
            ", ".join(k.roles),
            ", ".join(k.entitlements),
            ", ".join(f"{name}={value}" for name, value in k.limits.as_dict().items()),
            k.created_at.strftime("%Y-%m-%d %H:%M"),
            k.revoked_at.strftime("%Y-%m-%d %H:%M") if k.revoked_at else "",
        )
    console.print(table)


@keys_app.command("revoke")
def revoke(key_id: Annotated[str, typer.Argument(help="The key's id (from `list`).")]) -> None:
    """Revoke a key: the next request with it is refused (401), its browser sessions end."""
    store = _store()
    try:
        info = store.revoke(key_id)
    finally:
        store.close()
    if info is None:
        typer.echo(f"error: no key {key_id}; `quantward api-keys list` shows them", err=True)
        raise typer.Exit(1)
    typer.echo(f"revoked key {key_id} of {info.subject}")


@keys_app.command("end-sessions")
def end_sessions(
    subject: Annotated[str, typer.Argument(help="The user whose browser sessions end.")],
) -> None:
    """Log every browser of a user out (API-key and OIDC logins alike), on every replica."""
    store = _store()
    try:
        ended = store.revoke_subject(subject)
    finally:
        store.close()
    typer.echo(f"ended {ended} session{'s' if ended != 1 else ''} of {subject}")


def _store() -> CredentialStore:
    """The store the API reads (`quantward_api.credential_backends`)."""
    from quantward_api.credential_backends import open_credential_store
    from quantward_api.settings import ApiSettings

    try:
        return open_credential_store(ApiSettings())
    except Exception as exc:  # a store that cannot be opened is one line, never a traceback
        why = " ".join(str(exc).split())
        typer.echo(f"error: cannot open the API's key store: {why}", err=True)
        raise typer.Exit(2) from None


def _document_text() -> str:
    from quantward_api.app import openapi_document

    return json.dumps(openapi_document(), indent=2, ensure_ascii=False, sort_keys=False) + "\n"


@api_app.command("openapi")
def openapi(
    write: Annotated[
        bool, typer.Option("--write", help="Regenerate docs/api/openapi.json.")
    ] = False,
    check: Annotated[
        bool, typer.Option("--check", help="Exit 1 if docs/api/openapi.json is stale.")
    ] = False,
    path: Annotated[Path, typer.Option(help="Where the document is kept.")] = OPENAPI_PATH,
) -> None:
    """Print the OpenAPI document of the HTTP API, or write / check the committed one."""
    text = _document_text()
    if check:
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            typer.echo(f"{path} is stale: run `make api` and commit it", err=True)
            raise typer.Exit(1)
        typer.echo(f"{path} is up to date")
        return
    if write:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        typer.echo(f"wrote {path}")
        return
    typer.echo(text, nl=False)
