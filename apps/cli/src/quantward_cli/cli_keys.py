"""`quantward signing-keys generate`: the signing keys of a deployment's principals (ADR 0016).

Writes one Ed25519 private key per principal (`<principal>.pem`, PKCS#8, mode 0600: mount each as
its service's `QW_SIGNING_KEY_FILE` secret) and `trusted-keys.json` with every public key (mount
it everywhere as `QW_TRUSTED_KEYS_FILE`). It never overwrites a key unless told to: replacing a
key is a rotation every consumer must learn about from the new trusted-keys file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer

from quantward_bus import Signer
from quantward_bus.identity import trusted_keys_json
from quantward_contracts.principals import PRINCIPALS

signing_keys_app = typer.Typer(
    help="Signing keys of the services' principals.", no_args_is_help=True, add_completion=False
)

TRUSTED_KEYS_FILE = "trusted-keys.json"

#: principals that publish (a downstream consumer only reads, so it has no key)
SIGNING_PRINCIPALS = tuple(p for p in PRINCIPALS if p != "consumer")


@signing_keys_app.command()
def generate(
    out_dir: Annotated[Path, typer.Argument(help="Folder to write the keys into.")],
    principal: Annotated[
        list[str] | None,
        typer.Option(
            "--principal", "-p", help="Only this principal (repeatable); default: every one."
        ),
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace existing key files.")] = False,
) -> None:
    """Write `<principal>.pem` for each principal and `trusted-keys.json` with their public keys."""
    chosen = tuple(principal) if principal else SIGNING_PRINCIPALS
    unknown = [p for p in chosen if p not in SIGNING_PRINCIPALS]
    if unknown:
        typer.echo(
            f"--principal {unknown[0]!r} is not a signing principal; choose from "
            f"{', '.join(SIGNING_PRINCIPALS)}",
            err=True,
        )
        raise typer.Exit(2)
    existing = [out_dir / f"{p}.pem" for p in chosen if (out_dir / f"{p}.pem").exists()]
    if existing and not force:
        typer.echo(
            f"{existing[0]} exists; pass --force to replace keys (a rotation: redeploy "
            f"{TRUSTED_KEYS_FILE} to every service)",
            err=True,
        )
        raise typer.Exit(1)
    signers = [Signer.generate(p) for p in chosen]
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        for signer in signers:
            path = out_dir / f"{signer.principal}.pem"
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "wb") as handle:
                handle.write(signer.private_pem())
        (out_dir / TRUSTED_KEYS_FILE).write_text(trusted_keys_json(signers))
    except OSError as exc:
        typer.echo(f"OUT_DIR: cannot write keys into {out_dir}: {exc.strerror}", err=True)
        raise typer.Exit(1) from None
    typer.echo(
        f"wrote {len(signers)} key(s) and {TRUSTED_KEYS_FILE} in {out_dir}: set "
        f"QW_SIGNING_KEY_FILE=<dir>/<principal>.pem, QW_PRINCIPAL=<principal> and "
        f"QW_TRUSTED_KEYS_FILE=<dir>/{TRUSTED_KEYS_FILE}"
    )
