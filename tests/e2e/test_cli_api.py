"""`quantward run … --api URL` against `quantward serve api` on the embedded platform: the run
is submitted with the key in QW_API_TOKEN, followed over server-sent events and printed as the
in-process path prints it; a wrong or missing credential is one line, a non-zero exit, and the
token is never shown."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import httpx

from tests.e2e.api_server import QUANTWARD, api_env, create_key, serving_api
from tests.e2e.conftest import QuantwardHome

RUN_S = 300.0


def _quantward(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(QUANTWARD), *args], env=env, capture_output=True, text=True, timeout=RUN_S
    )


def test_cli_runs_on_a_deployed_api_with_a_key_and_refuses_a_wrong_one(
    quantward_home: QuantwardHome, tmp_path: Path
) -> None:
    env = api_env(quantward_home.environ(), tmp_path)
    key = create_key(env, "carol", "research")
    with serving_api(env, tmp_path / "api.log") as url:
        ran = _quantward(
            {**env, "QW_API_TOKEN": key},
            "run", "earnings-preview", "--input", "company=Apple", "--api", url,
        )  # fmt: skip
        out = ran.stdout + ran.stderr
        assert ran.returncode == 0, out
        assert key not in out
        assert "Traceback" not in out
        assert "▸ researching" in ran.stdout, out
        assert "→ " in ran.stdout  # delegations, as the in-process path shows them
        run_id = re.search(r"run (run_\S+) succeeded", ran.stdout)
        assert run_id, out
        # the answer printed is the one the API released, with its numbered sources
        with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}) as client:
            answer = client.get(f"/v1/runs/{run_id[1]}/answer", timeout=30.0)
        assert answer.status_code == 200, answer.text
        released = answer.json()
        assert released["text"].strip() in ran.stdout
        assert "Sources" in ran.stdout
        for citation in released["citations"]:
            assert f"[{citation['citation']}] {citation['title']}" in ran.stdout

        wrong = key[:-4] + ("aaaa" if not key.endswith("aaaa") else "bbbb")
        refused = _quantward(
            {**env, "QW_API_TOKEN": wrong, "QW_API_URL": url},
            "run", "earnings-preview", "--input", "company=Apple",
        )  # fmt: skip
        assert refused.returncode != 0
        assert refused.stdout == ""
        lines = refused.stderr.strip().splitlines()
        assert len(lines) == 1, refused.stderr
        assert "401" in lines[0]
        assert "QW_API_TOKEN" in lines[0]
        assert wrong not in refused.stderr
        assert key not in refused.stderr

        missing = _quantward(env, "ask", "How did Apple do?", "--api", url)
        assert missing.returncode != 0
        lines = missing.stderr.strip().splitlines()
        assert len(lines) == 1, missing.stderr
        assert "QW_API_TOKEN" in lines[0]


def _until_asked(client: httpx.Client, run_id: str) -> str:
    """Follow the run's events until it asks: the question's clarification id."""
    with client.stream("GET", f"/v1/runs/{run_id}/events", timeout=RUN_S) as events:
        kind = ""
        for line in events.iter_lines():
            if line.startswith("event: "):
                kind = line[7:]
            elif line.startswith("data: ") and kind == "clarification":
                return str(json.loads(line[6:])["clarification_id"])
            elif kind == "end":
                break
    raise AssertionError(f"run {run_id} ended without asking")


def _outcome(client: httpx.Client, run_id: str) -> dict[str, Any]:
    """Follow the run to its end: the `completed` event's data."""
    with client.stream("GET", f"/v1/runs/{run_id}/events", timeout=RUN_S) as events:
        kind = ""
        for line in events.iter_lines():
            if line.startswith("event: "):
                kind = line[7:]
            elif line.startswith("data: ") and kind == "completed":
                found: dict[str, Any] = json.loads(line[6:])
                return found
    raise AssertionError(f"run {run_id} streamed no completion")


def _one_error_line(done: subprocess.CompletedProcess[str], *needles: str) -> None:
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, done.stdout + done.stderr
    assert len(lines) == 1, done.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]
    assert "Traceback" not in done.stdout + done.stderr


def test_answer_cancel_and_the_record_over_the_api(
    quantward_home: QuantwardHome, tmp_path: Path
) -> None:
    """`answer`, `cancel`, `record list` and `record show` with `--api`: the question answered
    (a wrong answer is the API's 422 naming the field), a waiting run cancelled, and the record
    read over the API exactly as the local store shows it; another team's run is a 404 line."""
    env = api_env(quantward_home.environ(), tmp_path)
    key = create_key(env, "dana", "research")
    other = create_key(env, "eve", "trading")
    porsche = {"template_id": "earnings-preview", "inputs": {"company": "Porsche"}, "mode": "chat"}
    with serving_api(env, tmp_path / "api.log") as url:
        as_dana = {**env, "QW_API_TOKEN": key, "QW_API_URL": url}
        headers = {"Authorization": f"Bearer {key}"}
        with httpx.Client(base_url=url, headers=headers, timeout=60.0) as client:
            answered_run = client.post("/v1/runs", json=porsche).json()["run_id"]
            clarification = _until_asked(client, answered_run)
            wrong = _quantward(as_dana, "answer", answered_run, clarification, "Volkswagen")
            _one_error_line(wrong, "422", "answer")
            right = _quantward(as_dana, "answer", answered_run, clarification, "1")
            assert right.returncode == 0, right.stdout + right.stderr
            assert f"answered {clarification} of {answered_run}" in right.stdout
            assert _outcome(client, answered_run)["status"] == "succeeded"

            cancelled_run = client.post("/v1/runs", json=porsche).json()["run_id"]
            _until_asked(client, cancelled_run)
            stop = _quantward(as_dana, "cancel", cancelled_run, "--reason", "not needed")
            assert stop.returncode == 0, stop.stdout + stop.stderr
            assert f"cancel requested for {cancelled_run}" in stop.stdout
            assert _outcome(client, cancelled_run)["status"] == "cancelled"
            again = _quantward(as_dana, "cancel", cancelled_run)
            _one_error_line(again, "409")

            listed = _quantward(as_dana, "record", "list", "--json")
            assert listed.returncode == 0, listed.stderr
            runs = {r["run_id"]: r for r in json.loads(listed.stdout)}
            assert set(runs) == {answered_run, cancelled_run}  # the team's runs, over the API
            assert runs[cancelled_run]["status"] == "cancelled"
            succeeded = _quantward(as_dana, "record", "list", "--status", "succeeded", "--json")
            assert [r["run_id"] for r in json.loads(succeeded.stdout)] == [answered_run]

            local = {k: v for k, v in env.items() if k not in ("QW_API_URL", "QW_API_TOKEN")}
            for args in (("--json",), ("--timeline",), ()):
                over_api = _quantward(as_dana, "record", "show", answered_run, *args)
                here = _quantward(local, "record", "show", answered_run, *args)
                assert over_api.returncode == 0, over_api.stderr
                assert over_api.stdout == here.stdout, args

            elsewhere = _quantward(
                {**env, "QW_API_TOKEN": other}, "record", "show", answered_run, "--api", url
            )
            _one_error_line(elsewhere, "404")
            assert other not in elsewhere.stderr


def test_record_verify_export_evidence_and_packets_over_the_api(
    quantward_home: QuantwardHome, tmp_path: Path
) -> None:
    """`record verify|export|evidence` and `record show|export --packet` with `--api` print
    what the same commands print from the local store (the API's server-side verification
    reported as locally, the streamed archive byte for byte); an auditor reads another team's
    run, and a user of another team gets one 404 line from each."""
    env = api_env(quantward_home.environ(), tmp_path)
    key = create_key(env, "fay", "research")
    other = create_key(env, "gus", "trading")
    auditor = _auditor_key(env, "hal")
    with serving_api(env, tmp_path / "api.log") as url:
        with httpx.Client(
            base_url=url, headers={"Authorization": f"Bearer {key}"}, timeout=60.0
        ) as client:
            submitted = client.post(
                "/v1/runs", json={"template_id": "earnings-preview", "inputs": {"company": "Apple"}}
            )
            run_id = submitted.json()["run_id"]
            assert _outcome(client, run_id)["status"] == "succeeded"
        local = {k: v for k, v in env.items() if k not in ("QW_API_URL", "QW_API_TOKEN")}
        as_fay = {**env, "QW_API_TOKEN": key, "QW_API_URL": url}
        printed: dict[str, str] = {}
        for args in (
            ("verify", run_id),
            ("verify", "--json"),  # every run the caller may see: this one
            ("evidence", run_id, "--constraints", "--citation", "1"),
            ("show", run_id, "--packet", "commitment", "--json"),
            ("export", run_id),
        ):
            over_api = _quantward(as_fay, "record", *args)
            here = _quantward(local, "record", *args)
            assert (over_api.returncode, over_api.stdout) == (here.returncode, here.stdout), args
            assert over_api.stdout.strip(), args
            assert key not in over_api.stdout + over_api.stderr
            printed[args[1]] = over_api.stdout
        verified = json.loads(printed["--json"])
        assert (verified["ok"], verified["runs"]) == (True, 1)
        assert verified["entries"] > 0
        archive = tmp_path / "over-api.jsonl"
        wrote = _quantward(as_fay, "record", "export", run_id, "--out", str(archive))
        assert wrote.returncode == 0, wrote.stderr
        packet = tmp_path / "packet.json"
        wrote = _quantward(
            as_fay, "record", "export", run_id, "--packet", "commitment", "--out", str(packet)
        )
        assert json.loads(packet.read_text())["run_id"] == run_id, wrote.stderr

        as_auditor = {**as_fay, "QW_API_TOKEN": auditor}
        audited = _quantward(as_auditor, "record", "verify", run_id)
        assert audited.returncode == 0, audited.stdout + audited.stderr
        as_gus = {**as_fay, "QW_API_TOKEN": other}
        for args in (("verify", run_id), ("evidence", run_id)):
            _one_error_line(_quantward(as_gus, "record", *args), "404")
        elsewhere = tmp_path / "refused.jsonl"
        refused = _quantward(as_gus, "record", "export", run_id, "--out", str(elsewhere))
        _one_error_line(refused, "404")
        assert not elsewhere.exists()  # no empty archive left behind
        # an archive is a file here: verified here even with an API configured
        archived = _quantward(as_fay, "record", "verify", "--archive", str(archive))
        assert archived.returncode == 0, archived.stdout + archived.stderr


def _auditor_key(env: dict[str, str], subject: str) -> str:
    done = subprocess.run(
        [str(QUANTWARD), "api-keys", "create", subject, "--team", "audit", "--role", "auditor",
         "--json"],
        env=env, capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    key: str = json.loads(done.stdout)["key"]
    return key
