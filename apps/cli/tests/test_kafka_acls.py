"""`quantward deploy acls`: the contracts' grant table as kafka-acls.sh commands, nothing more."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from quantward_cli.cli import app
from quantward_cli.kafka_acls import acl_commands, shell_script
from quantward_contracts.principals import grants


def test_each_principal_gets_write_on_what_it_produces_and_read_on_what_it_consumes() -> None:
    commands = acl_commands(topic_namespace="prod")
    by_principal = {g.principal: g for g in grants()}
    for command in commands:
        grant = by_principal[command.principal]
        if command.group_prefix is not None:
            assert command.operations == ("Read",)
            assert command.group_prefix == f"prod.{grant.group_prefix}"
        elif "Write" in command.operations:
            assert command.topics == tuple(f"prod.{t}" for t in grant.produce)
        else:
            assert command.operations == ("Read", "Create")
            assert command.topics == tuple(f"prod.{t}" for t in grant.consume)
    # no principal is granted a topic the table does not give it
    written = {(c.principal, t) for c in commands if "Write" in c.operations for t in c.topics}
    assert written == {(g.principal, f"prod.{t}") for g in grants() for t in g.produce}


def test_users_map_principals_and_unknown_names_are_refused() -> None:
    (first, *_) = acl_commands(users={"guardian": "svc-guardian"}, principals=["guardian"])
    assert first.arguments()[:3] == ["--add", "--allow-principal", "User:svc-guardian"]
    assert all(c.principal == "guardian" for c in acl_commands(principals=["guardian"]))
    with pytest.raises(ValueError, match=r"unknown principal.*gardian"):
        acl_commands(principals=["gardian"])


def test_the_script_takes_the_connection_from_variables_and_quotes_names() -> None:
    script = shell_script(acl_commands(principals=["validator"]), kafka_acls="/opt/kafka bin/x")
    assert script.startswith("#!/bin/sh\n")
    assert "'/opt/kafka bin/x' --bootstrap-server \"$BOOTSTRAP\" --command-config" in script
    assert "--resource-pattern-type prefixed" in script


def test_the_command_line_explains_missing_apply_options() -> None:
    result = CliRunner().invoke(app, ["deploy", "acls", "--apply"], env={"QW_KAFKA_BOOTSTRAP": ""})
    assert result.exit_code == 2
    assert "--apply needs --bootstrap-server (or QW_KAFKA_BOOTSTRAP)" in result.output
    bad = CliRunner().invoke(app, ["deploy", "acls", "--user", "guardian"])
    assert bad.exit_code == 2
    assert "write PRINCIPAL=SASL_USER" in bad.output


def test_the_protocol_bindings_are_the_scripts_acls_one_by_one() -> None:
    """What `--apply` creates over the protocol is what kafka-acls.sh would add: one ALLOW
    binding per (operation, resource), topics literal, groups prefixed, names namespaced."""
    from quantward_cli.kafka_acl_admin import bindings

    commands = acl_commands(topic_namespace="prod", users={"guardian": "svc-g"})
    got = bindings(commands)
    # a topic a principal both produces and consumes gets Create from both commands: once here
    expected = {
        (c.kafka_user, op, resource)
        for c in commands
        for op in c.operations
        for resource in [*c.topics, *([f"{c.group_prefix}*"] if c.group_prefix else [])]
    }
    assert len(got) == len(expected) == len(set(got))
    guardian = [str(b) for b in got if b.principal == "User:svc-g"]
    assert "User:svc-g Write topic prod.quantward.public.reviews.v1" in guardian
    assert "User:svc-g Read group prod.guardian*" in guardian
    assert all(b.resource_name.startswith("prod.") for b in got)
