"""`quantward signing-keys generate` writes keys a bus signs with and a verifier trusts."""

from __future__ import annotations

import stat
from pathlib import Path

from typer.testing import CliRunner

from quantward_bus import ProducerVerifier, Signer
from quantward_bus.identity import load_trusted_keys
from quantward_cli.cli_keys import TRUSTED_KEYS_FILE, signing_keys_app
from quantward_contracts import encode_event
from quantward_contracts.events import ReviewDecided, ReviewDecidedData

runner = CliRunner()


def test_generated_keys_sign_and_verify_and_are_private(tmp_path: Path) -> None:
    result = runner.invoke(signing_keys_app, [str(tmp_path), "-p", "guardian", "-p", "researcher"])
    assert result.exit_code == 0, result.output
    key_file = tmp_path / "guardian.pem"
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    trusted = load_trusted_keys(tmp_path / TRUSTED_KEYS_FILE)
    assert set(trusted) == {"guardian", "researcher"}
    decided = Signer.from_file("guardian", key_file).sign(
        ReviewDecided(
            run_id="run_0123456789abcdef",
            producer="guardian",
            data=ReviewDecidedData(
                review_id="rev_0123456789abcdef", stage="plan", decision="accept", summary="ok"
            ),
        )
    )
    assert ProducerVerifier(trusted).refusal(encode_event(decided), decided) is None


def test_existing_keys_are_kept_unless_forced_and_unknown_principals_refused(
    tmp_path: Path,
) -> None:
    assert runner.invoke(signing_keys_app, [str(tmp_path), "-p", "guardian"]).exit_code == 0
    before = (tmp_path / "guardian.pem").read_bytes()
    again = runner.invoke(signing_keys_app, [str(tmp_path), "-p", "guardian"])
    assert again.exit_code == 1
    assert "--force" in again.output
    assert (tmp_path / "guardian.pem").read_bytes() == before
    assert (
        runner.invoke(signing_keys_app, [str(tmp_path), "-p", "guardian", "--force"]).exit_code == 0
    )
    assert (tmp_path / "guardian.pem").read_bytes() != before
    unknown = runner.invoke(signing_keys_app, [str(tmp_path), "-p", "consumer"])
    assert unknown.exit_code == 2
    assert "not a signing principal" in unknown.output


def test_a_folder_that_cannot_be_written_is_one_line_naming_it(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    result = runner.invoke(signing_keys_app, [str(blocker / "keys"), "-p", "guardian"])
    assert result.exit_code == 1
    assert result.output.startswith("OUT_DIR: cannot write keys into ")
    assert "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1
