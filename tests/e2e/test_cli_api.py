"""`quantward run … --api URL` against `quantward serve api` on the embedded platform: the run
is submitted with the key in QW_API_TOKEN, followed over server-sent events and printed as the
in-process path prints it; a wrong or missing credential is one line, a non-zero exit, and the
token is never shown."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

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
