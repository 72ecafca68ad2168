"""`quantward deploy check`: a cluster's prerequisites for the chart, before `helm install`.

Reads the values the chart would be installed with (the chart's defaults plus each `-f` file,
merged as Helm merges them) and asks the cluster for every Secret, key, ConfigMap and API the
chart would rely on. Prints one line per prerequisite with the fix; exits 1 when one is missing.
Only reads: it creates nothing and never prints a Secret's value.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from quantward_cli.kafka_acls import AclCommand

deploy_app = typer.Typer(
    help="Check a Kubernetes cluster before installing the chart.",
    no_args_is_help=True,
    add_completion=False,
)

#: the chart in a checkout, used for its default values when --chart is not given
CHECKOUT_CHART = Path("charts/quantward")
MARK = {"ok": "ok  ", "warn": "warn", "fail": "FAIL"}


@deploy_app.command("check")
def check_command(
    namespace: Annotated[
        str, typer.Option("--namespace", "-n", help="Namespace the chart will be installed in.")
    ] = "quantward",
    values: Annotated[
        list[Path] | None,
        typer.Option("--values", "-f", help="Values file(s), as given to `helm install -f`."),
    ] = None,
    chart: Annotated[
        Path | None,
        typer.Option(
            "--chart", help="Chart folder for its default values (default: charts/quantward)."
        ),
    ] = None,
    kubeconfig: Annotated[
        Path | None,
        typer.Option(
            "--kubeconfig", help="Kubeconfig file (default: $KUBECONFIG or ~/.kube/config)."
        ),
    ] = None,
    context: Annotated[
        str | None, typer.Option("--context", help="Kubeconfig context to use.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the findings as JSON.")] = False,
) -> None:
    """Check that the cluster holds what the chart's values name: Secrets and their keys,
    ConfigMaps, KEDA when asked for, a supported Kubernetes version; exit 1 if not."""
    from quantward_cli.deploy_check import (
        KubernetesCluster,
        check,
        load_values,
        transport_findings,
    )

    chart_dir = chart or (CHECKOUT_CHART if (CHECKOUT_CHART / "values.yaml").is_file() else None)
    if chart is not None and not (chart / "values.yaml").is_file():
        typer.echo(
            f"error: --chart {chart}: no values.yaml there; give the chart's folder", err=True
        )
        raise typer.Exit(2)
    try:
        merged = load_values(chart_dir, values or [])
    except ValueError as exc:
        typer.echo(f"error: --values {exc}", err=True)
        raise typer.Exit(2) from None
    try:
        cluster = KubernetesCluster(kubeconfig, context)
    except Exception as exc:  # the kubernetes package raises several unrelated types here
        typer.echo(f"error: cannot load the kubeconfig: {_one_line(exc)}", err=True)
        raise typer.Exit(2) from None
    try:
        findings = transport_findings(cluster.verifies_tls) + check(cluster, namespace, merged)
    except Exception as exc:  # unreachable server, refused token, TLS: one line, no trace
        typer.echo(f"error: the Kubernetes API did not answer: {_one_line(exc)}", err=True)
        raise typer.Exit(2) from None
    finally:
        cluster.close()
    if as_json:
        typer.echo(
            json.dumps(
                [{"level": f.level, "what": f.what, "fix": f.fix} for f in findings], indent=2
            )
        )
    else:
        for finding in findings:
            line = f"{MARK[finding.level]}  {finding.what}"
            typer.echo(line + (f"\n      fix: {finding.fix}" if finding.fix else ""))
        failed = sum(f.level == "fail" for f in findings)
        warned = sum(f.level == "warn" for f in findings)
        typer.echo(
            f"{len(findings)} checks: {failed} failed, {warned} warning{'' if warned == 1 else 's'}"
            + ("" if failed else f" — ready to install into {namespace}")
        )
    if any(f.level == "fail" for f in findings):
        raise typer.Exit(1)


def _one_line(exc: BaseException) -> str:
    reason = getattr(exc, "reason", None)
    status = getattr(exc, "status", None)
    if status and reason:
        return f"HTTP {status} {reason}"
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text[:300]


@deploy_app.command("acls")
def acls_command(
    topic_namespace: Annotated[
        str,
        typer.Option(
            "--topic-namespace",
            envvar="QW_TOPIC_NAMESPACE",
            help="The deployment's QW_TOPIC_NAMESPACE (prefix of every topic and group).",
        ),
    ] = "",
    user: Annotated[
        list[str] | None,
        typer.Option(
            "--user",
            help="PRINCIPAL=SASL_USER when a principal's Kafka user has another name (repeat).",
        ),
    ] = None,
    principal: Annotated[
        list[str] | None,
        typer.Option("--principal", help="Only these principals (repeat); default: all."),
    ] = None,
    apply: Annotated[
        bool,
        typer.Option(
            "--apply",
            help="Apply them instead of printing a script: over the Kafka protocol with this "
            "process's Kafka settings (QW_KAFKA_BOOTSTRAP, QW_KAFKA_SECURITY_PROTOCOL, "
            "QW_KAFKA_SSL_*, QW_KAFKA_SASL_* of an admin principal), creating only the missing "
            "ones; or, with --command-config, with Kafka's kafka-acls.sh.",
        ),
    ] = False,
    bootstrap_server: Annotated[
        str | None,
        typer.Option(
            "--bootstrap-server",
            envvar="QW_KAFKA_BOOTSTRAP",
            help="With --apply: the brokers (host:port).",
        ),
    ] = None,
    command_config: Annotated[
        Path | None,
        typer.Option(
            "--command-config",
            help="With --apply: run kafka-acls.sh with these client properties of an admin "
            "principal (TLS, SASL) instead of applying over the protocol.",
        ),
    ] = None,
    kafka_acls: Annotated[
        str,
        typer.Option("--kafka-acls", help="Path of Kafka's kafka-acls.sh."),
    ] = "kafka-acls.sh",
) -> None:
    """Kafka ACLs for every service principal, from the contracts' grant table: print them as
    a kafka-acls.sh script (default), or --apply them to a cluster."""
    from quantward_cli.kafka_acls import acl_commands, shell_script

    users: dict[str, str] = {}
    for pair in user or []:
        name, sep, kafka_user = pair.partition("=")
        if not sep or not name or not kafka_user:
            typer.echo(f"error: --user {pair!r}: write PRINCIPAL=SASL_USER", err=True)
            raise typer.Exit(2)
        users[name] = kafka_user
    try:
        commands = acl_commands(
            topic_namespace=topic_namespace, users=users, principals=principal or None
        )
    except ValueError as exc:
        typer.echo(f"error: --principal/--user: {exc}", err=True)
        raise typer.Exit(2) from None
    if not apply:
        typer.echo(shell_script(commands, kafka_acls=kafka_acls), nl=False)
        return
    if not bootstrap_server:
        typer.echo(
            "error: --apply needs --bootstrap-server (or QW_KAFKA_BOOTSTRAP): the brokers",
            err=True,
        )
        raise typer.Exit(2)
    if command_config is None:
        _apply_over_the_protocol(commands, bootstrap_server)
    else:
        _apply_with_kafka_acls(commands, bootstrap_server, command_config, kafka_acls)


def _apply_over_the_protocol(commands: list[AclCommand], bootstrap: str) -> None:
    """Describe the cluster's ACLs and create the missing ones (kafka_acl_admin)."""
    import asyncio

    from quantward_cli.kafka_acl_admin import AclApplyError, apply_acls, bindings
    from quantward_kit.settings import Settings

    try:
        security = Settings().kafka_security()
    except ValueError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    wanted = bindings(commands)
    try:
        applied = asyncio.run(apply_acls(wanted, bootstrap=bootstrap, security=security))
    except AclApplyError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    for binding in applied.created:
        typer.echo(f"created {binding}")
    typer.echo(
        f"{len(wanted)} ACL(s) wanted: {applied.present} already there, "
        f"{len(applied.created)} created"
    )


def _apply_with_kafka_acls(
    commands: list[AclCommand], bootstrap: str, command_config: Path, kafka_acls: str
) -> None:
    import shutil
    import subprocess

    if not command_config.is_file():
        typer.echo(f"error: --command-config {command_config}: no such file", err=True)
        raise typer.Exit(2)
    program = shutil.which(kafka_acls)
    if program is None:
        typer.echo(
            f"error: --kafka-acls {kafka_acls}: not found; give the path of kafka-acls.sh from "
            "your Kafka distribution (or leave out --command-config to apply without it)",
            err=True,
        )
        raise typer.Exit(2)
    for index, command in enumerate(commands, 1):
        typer.echo(f"[{index}/{len(commands)}] {command.what}")
        done = subprocess.run(
            [
                program,
                "--bootstrap-server",
                bootstrap,
                "--command-config",
                str(command_config),
                *command.arguments(),
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            last = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
            typer.echo(f"error: kafka-acls.sh failed (exit {done.returncode}): {last[0]}", err=True)
            raise typer.Exit(1)
    typer.echo(f"applied {len(commands)} ACL command(s)")
