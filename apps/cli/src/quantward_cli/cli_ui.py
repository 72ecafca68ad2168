"""`quantward ui`: the API with its web UI on the embedded platform, for one person's machine.

It serves what `quantward serve api` serves (the embedded platform in this process, records in
QW_RECORDS_PATH, the same store `quantward run` and `make demo` write), and prints the address
and a one-time login link: a secret that opens one browser session as the local user (role
admin, team `local`, so every run of this machine's record is visible) and is used up when
opened or after ten minutes. The link exists only when the API binds a loopback address: on any
other address only API keys log in (`quantward api-keys create`).
"""

from __future__ import annotations

import asyncio
import getpass
import ipaddress
from typing import Annotated

import typer
from rich.console import Console

console = Console(stderr=True)

LINK_TTL_S = 600.0


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def run_address(host: str, port: int, run_id: str) -> str:
    return f"http://{host}:{port}/ui/#/runs/{run_id}"


def ui(
    port: Annotated[
        int | None, typer.Option(help="Port to serve on (default QW_API_PORT, 8080; 0 = any).")
    ] = None,
    print_address: Annotated[
        bool,
        typer.Option(
            "--print-address",
            help="Only print where the newest run of the record opens in the UI, and exit.",
        ),
    ] = False,
) -> None:
    """The web UI (and the API) on the embedded defaults: prints its address and a one-time
    login link for this machine's user."""
    from quantward_api.settings import ApiSettings

    settings = ApiSettings()
    if port is not None:
        settings = settings.model_copy(update={"api_port": port})
    if print_address:
        _print_newest(settings)
        return
    asyncio.run(_serve(settings))


def _print_newest(settings: object) -> None:
    from quantward_api.settings import ApiSettings
    from quantward_kit.builders import open_record_store
    from quantward_records import RunQuery

    assert isinstance(settings, ApiSettings)
    store = open_record_store(settings)
    try:
        newest = store.runs(RunQuery(limit=1))
    finally:
        store.close()
    if not newest:
        console.print(f"no run in the record at {settings.records_path} yet")
        raise typer.Exit(1)
    typer.echo(
        f"Open the run in the web UI: start `quantward ui`, log in with the link it prints, "
        f"then go to {run_address(settings.api_host, settings.api_port, newest[0].run_id)}"
    )


async def _serve(settings: object) -> None:
    from quantward_api.principals import EVERY_DATASET, Principal
    from quantward_api.settings import ApiSettings
    from quantward_cli.cli_serve import EmbeddedApi
    from quantward_kit.serve import serve

    assert isinstance(settings, ApiSettings)
    both = EmbeddedApi(settings)

    def ready() -> str:
        port = both.api.port
        base = f"http://{settings.api_host}:{port}"
        lines = [f"quantward UI on {base}/ui/"]
        if is_loopback(settings.api_host):
            local = Principal(
                subject=getpass.getuser(),
                team="local",
                roles=frozenset({"admin"}),
                # the local user of an embedded platform may use every dataset it ships
                entitlements=EVERY_DATASET,
                via="local_login",
            )
            token = both.api.login_link(local, LINK_TTL_S)
            lines.append(
                f"log in as {local.subject} (once, within {int(LINK_TTL_S // 60)} minutes): "
                f"{base}/ui/login-link?token={token}"
            )
        else:
            lines.append("log in with an API key (quantward api-keys create): not on loopback")
        return "\n".join(lines)

    await serve(
        both,
        ready=ready,
        detail=lambda: f"the embedded platform in this process; records in {settings.records_path}",
    )
    console.print("ui stopped")
