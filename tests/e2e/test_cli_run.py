"""`quantward run` and `quantward ask` as a user meets them, on the session's embedded home.

One test runs the installed command in a subprocess (what a user types, one JSON object on
stdout); the others invoke the same Typer app in this process, which reuses the graph and the
corpus already loaded and keeps the suite fast. Every run starts the embedded platform itself.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quantward_cli.cli import app

QUANTWARD = Path(sys.executable).with_name("quantward")
runner = CliRunner()
SOURCE_LINE = re.compile(
    r"^\[(?P<n>\d+)\] (?P<title>.+) \((?P<day>\d{4}-\d{2}-\d{2})(?:, synthetic)?\), "
    r"passage (?P<chunk>chk_[0-9a-z]+): “(?P<quote>.+)”$"
)


def invoke(home: Any, *args: str) -> Any:
    with home.activated():
        return runner.invoke(app, list(args))


def one_json_object(stdout: str) -> dict[str, Any]:
    lines = [line for line in stdout.splitlines() if line.strip()]
    assert len(lines) == 1, f"stdout is not one JSON line: {stdout[:500]!r}"
    result: dict[str, Any] = json.loads(lines[0])
    return result


def test_run_json_prints_one_result_with_its_citations(quantward_home: Any) -> None:
    result = subprocess.run(
        [str(QUANTWARD), "run", "earnings-preview", "--input", "company=Apple", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env=quantward_home.environ(),
        check=False,
    )
    assert result.returncode == 0, result.stderr
    outcome = one_json_object(result.stdout)
    assert re.fullmatch(r"run_[0-9a-z]+", outcome["run_id"])
    assert outcome["status"] == "succeeded"
    assert outcome["error"] is None
    assert outcome["tasks"] == 4
    assert outcome["clarifications"] == []
    answer = outcome["answer"]
    assert answer["text"].startswith("# Earnings preview: Apple Inc.")
    assert "offline reference policy" in answer["text"]
    assert answer["synthetic_sources"] is True
    citations = answer["citations"]
    assert [c["number"] for c in citations] == list(range(1, len(citations) + 1))
    for c in citations:
        assert c["title"]
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", c["published"])
        assert c["quote"]
        assert c["chunk_id"].startswith("chk_")
        assert c["source_id"].startswith("src_")
    # provenance comes from the data: every figure generated for the demo (EPS, estimates, the
    # calendar, documents) is synthetic; only the shipped prices are real
    for c in citations:
        is_prices = c["title"].startswith(("prices.", "portfolio."))
        assert c["synthetic"] is not is_prices, c
    assert answer["synthetic_citations"] == [c["number"] for c in citations if c["synthetic"]]
    assert answer["real_citations"] == [c["number"] for c in citations if not c["synthetic"]]
    assert any(c["title"].startswith("Earnings calendar") for c in citations)
    # progress went to stderr, so stdout stays machine-readable
    assert "resolving" in result.stderr
    assert f"run {outcome['run_id']} requested" in result.stderr


def test_run_shows_stages_the_answer_its_sources_and_the_run_id(quantward_home: Any) -> None:
    result = invoke(quantward_home, "run", "earnings-preview", "--input", "company=Apple")
    assert result.exit_code == 0, result.output
    out = result.stdout
    for stage in ("resolving", "planning", "researching", "composing", "grounding", "releasing"):
        assert re.search(rf"^▸ {stage}\b", out, flags=re.M), f"no {stage} line in:\n{out}"
    assert "companies: Apple Inc. (ent_apple_inc)" in out
    assert "  plan v1: 4 part(s)" in out
    assert "  → last_guidance.apple_inc: What guidance did Apple Inc." in out
    assert re.search(r"^  ✓ price_trend\.apple_inc: \d+ citation\(s\)", out, flags=re.M)
    assert "# Earnings preview: Apple Inc." in out
    assert "## EPS history" in out
    lines = out.splitlines()
    start = lines.index("Sources")
    sources = []
    for line in lines[start + 1 :]:
        if not line.startswith("["):
            break
        match = SOURCE_LINE.match(line)
        assert match, f"source line not as documented: {line!r}"
        sources.append(match)
    assert [int(m["n"]) for m in sources] == list(range(1, len(sources) + 1))
    assert any("earnings call transcript" in m["title"] for m in sources)
    for m in sources:  # the calendar's EPS is as generated as the transcripts; prices are real
        synthetic = m.group(0).split(" (", 1)[1].split(")", 1)[0].endswith(", synthetic")
        assert synthetic is not m["title"].startswith("prices."), m.group(0)
    synthetic_numbers = [m["n"] for m in sources if not m["title"].startswith("prices.")]
    real_numbers = [m["n"] for m in sources if m["title"].startswith("prices.")]
    assert real_numbers, "the preview cites the price trend"
    footer = (
        "Synthetic sources (generated for the demo, not real data): "
        + ", ".join(f"[{n}]" for n in synthetic_numbers)
        + ". Real: "
        + ", ".join(f"[{n}]" for n in real_numbers)
        + "."
    )
    assert footer in out
    assert re.search(
        r"^run run_[0-9a-z]+ succeeded in \d+\.\d s \(after \d+\.\d s starting quantward\)$",
        out,
        flags=re.M,
    )


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (("disclosure-change-monitor", "--input", "lookback_quarters=99"), "lookback_quarters"),
        (("earnings-preview", "--input", "company=Apple", "--input", "colour=blue"), "colour"),
        (("earnings-preview", "--input", "company"), "key=value"),
        (("earnings-preview", "--input", "company=Apple", "--mode", "sometimes"), "--mode"),
        (("no-such-template",), "no-such-template"),
    ],
    ids=["out-of-range", "unknown-input", "not-key-value", "bad-mode", "unknown-template"],
)
def test_a_bad_request_exits_2_naming_the_field_before_anything_starts(
    quantward_home: Any, args: tuple[str, ...], named: str
) -> None:
    result = invoke(quantward_home, "run", *args)
    assert result.exit_code == 2, result.output
    assert named in result.output
    assert "requested" not in result.output  # no run was submitted
    assert "model:" not in result.output  # nothing was started


def test_ask_json_answers_a_question_about_the_company_it_names(quantward_home: Any) -> None:
    result = invoke(quantward_home, "ask", "What did Apple say about its guidance?", "--json")
    assert result.exit_code == 0, result.output
    outcome = one_json_object(result.stdout)
    assert outcome["status"] == "succeeded"
    assert outcome["answer"]["text"].startswith("# What did Apple say about its guidance?")
    assert "**Apple Inc.**" in outcome["answer"]["text"]
    assert outcome["answer"]["citations"]


def test_a_chat_run_asks_and_resumes_with_the_given_answer(quantward_home: Any) -> None:
    result = invoke(
        quantward_home,
        "run",
        "earnings-preview",
        "--input",
        "company=Porsche",
        "--answer",
        "Porsche Automobil Holding SE",
        "--json",
    )
    assert result.exit_code == 0, result.output
    outcome = one_json_object(result.stdout)
    assert outcome["status"] == "succeeded"
    [asked] = outcome["clarifications"]
    assert asked["question"] == "Which company do you mean by 'Porsche'?"
    assert asked["answer"] == "Porsche Automobil Holding SE"
    assert {"number": 2, "id": "ent_porsche_se", "label": "Porsche Automobil Holding SE"} in (
        asked["options"]
    )
    assert outcome["unused_answers"] == []
    assert outcome["answer"]["text"].startswith("# Earnings preview: Porsche Automobil Holding SE")
    assert "? Which company do you mean by 'Porsche'?" in result.stderr
    assert "answered: Porsche Automobil Holding SE" in result.stderr


def test_an_answer_that_is_no_option_is_asked_again_and_spare_answers_are_reported(
    quantward_home: Any,
) -> None:
    # "Apple" is a company, but not one of the Porsches: it is never researched in their place.
    result = invoke(
        quantward_home,
        "run",
        "earnings-preview",
        "--input",
        "company=Porsche",
        *("--answer", "Apple", "--answer", "ent_porsche_se", "--answer", "spare"),
        "--json",
    )
    assert result.exit_code == 0, result.output
    outcome = one_json_object(result.stdout)
    first, again = outcome["clarifications"]
    assert first["answer"] == "Apple"
    assert again["question"].startswith("'Apple' is not one of the options")
    assert outcome["answer"]["text"].startswith("# Earnings preview: Porsche Automobil Holding SE")
    assert outcome["unused_answers"] == ["spare"]
    assert "warning: 1 --answer value(s) not used ('spare'): the run took 2 answer(s)" in (
        result.stderr
    )


def test_a_question_without_a_terminal_or_an_answer_cancels_the_run(quantward_home: Any) -> None:
    result = invoke(quantward_home, "run", "earnings-preview", "--input", "company=Porsche")
    assert result.exit_code == 1
    out = result.stdout
    assert re.search(r"^  \d\. Porsche Automobil Holding SE \(ent_porsche_se\)$", out, flags=re.M)
    assert "(answer with a number, an id or a name)" in out
    assert "there is no terminal to answer it; pass --answer TEXT" in out
    assert re.search(r"^run run_[0-9a-z]+ cancelled in ", out, flags=re.M)
    assert "the question was not answered" in out


def test_a_strategy_ask_does_not_wait_for_a_user(quantward_home: Any) -> None:
    result = invoke(
        quantward_home, "ask", "What did Porsche say about its guidance?", "--strategy", "--json"
    )
    assert result.exit_code == 1
    outcome = one_json_object(result.stdout)
    assert outcome["status"] == "failed"
    assert outcome["clarifications"] == []
    assert "'Porsche' is ambiguous" in outcome["error"]
    assert "a strategy run does not guess and does not wait for a user" in outcome["error"]


def test_a_run_result_validates_alone_and_an_edit_after_release_fails(
    quantward_home: Any, tmp_path: Path
) -> None:
    result = invoke(quantward_home, "run", "earnings-preview", "--input", "company=Apple", "--json")
    assert result.exit_code == 0, result.output
    outcome = one_json_object(result.stdout)
    assert outcome["answer"]["contract"]["decision_date"] == "2022-12-28"
    released = tmp_path / "run.json"
    released.write_text(json.dumps(outcome), encoding="utf-8")
    clean = invoke(quantward_home, "validate", "answer", str(released), "--json")
    assert clean.exit_code == 0, clean.output
    checks = {c["check_id"]: c["passed"] for c in json.loads(clean.stdout)["checks"]}
    assert checks["answer.contract_known"]
    assert checks["answer.content_hash"]

    outcome["answer"]["text"] += "\nRevenue will double next quarter [[src_fake#chk_fake]].\n"
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(outcome), encoding="utf-8")
    edited = invoke(quantward_home, "validate", "answer", str(tampered), "--json")
    assert edited.exit_code == 1
    failed = {c["check_id"] for c in json.loads(edited.stdout)["checks"] if not c["passed"]}
    assert failed == {"answer.content_hash", "answer.cited"}


def test_a_strategy_ask_reports_a_company_it_cannot_resolve_instead_of_dropping_it(
    quantward_home: Any,
) -> None:
    # A valid ISIN the graph does not hold names a company: researching Apple alone would
    # answer another question.
    result = invoke(
        quantward_home, "ask", "Compare US0000000002 and Apple on capex", "--strategy", "--json"
    )
    assert result.exit_code == 1
    outcome = one_json_object(result.stdout)
    assert outcome["status"] == "failed"
    assert outcome["tasks"] == 0
    assert outcome["error"].startswith("no company called 'US0000000002' is known")


def test_a_company_input_means_the_company_and_a_debt_issuer_input_says_which_and_why(
    quantward_home: Any, tmp_path: Path
) -> None:
    # The bundled monitor researches the company named; the same template asking for a debt
    # issuer says which entity issues the company's debt and why, or stops, without repair
    # rounds, when nothing the run may cite covers that issuer.
    bundled = invoke(
        quantward_home, "run", "disclosure-change-monitor", "-i", "company=Siemens", "--json"
    )
    assert bundled.exit_code == 0, bundled.output
    assert one_json_object(bundled.stdout)["answer"]["text"].startswith(
        "# Disclosure change monitor: Siemens Aktiengesellschaft"
    )
    folder = Path(__file__).parents[2] / "libs/workflows/src/quantward_workflows/library"
    text = (folder / "disclosure-change-monitor.yaml").read_text(encoding="utf-8")
    text = text.replace("id: disclosure-change-monitor", "id: issuer-monitor", 1).replace(
        "    type: company\n", "    type: company\n    resolve_as: debt_issuer\n", 1
    )
    own = tmp_path / "issuer-monitor.yaml"
    own.write_text(text, encoding="utf-8")
    apple = invoke(quantward_home, "run", str(own), "-i", "company=Apple", "--json")
    assert apple.exit_code == 0, apple.output
    answer = one_json_object(apple.stdout)["answer"]["text"]
    assert (
        "*Researched Apple Inc. (ent_apple_inc): role=issuer: no separate debt issuer of Apple "
        "Inc. is recorded; it issues its own.*" in answer
    )
    siemens = invoke(quantward_home, "run", str(own), "-i", "company=Siemens", "--json")
    outcome = one_json_object(siemens.stdout)
    assert outcome["status"] == "failed"
    assert outcome["error"].startswith(
        "no source the run may use covers Siemens Financieringsmaatschappij N.V. "
        "(ent_siemens_financieringsmaatschappij; role=issuer: Siemens Aktiengesellschaft's debt "
        "is issued by Siemens Financieringsmaatschappij N.V."
    )
    assert "draft" not in outcome["error"]
