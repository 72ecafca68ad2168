"""No false alarms on the offline policy's own work: every bundled template, run end to end on
the embedded platform, gets contract and answer verdicts that pass.

The answers are regenerated at run time rather than stored (they are large and follow every
change of the policy and the templates); all seven take a few seconds. The Guardian is switched
off: this is about the exact checks, and a review's revisions are the Guardian's own tests'
business.
"""

from __future__ import annotations

import pytest

from quantward_bus.testing import Recorder
from quantward_contracts import Event, topics
from quantward_contracts.events import AnswerValidated, ContractValidated

RUNS = (
    ("market-neutral-portfolio", {"companies": "Apple,Microsoft,JPMorgan Chase,Walmart"}),
    ("drawdown-aware-allocation", {"companies": "Apple,Microsoft,JPMorgan Chase,Walmart"}),
    ("earnings-preview", {"company": "Apple"}),
    ("credit-review", {"company": "Apple"}),
    ("peer-comparison", {"companies": "Apple,Microsoft"}),
    ("disclosure-change-monitor", {"company": "Microsoft"}),
    ("downside-risk", {"companies": "Apple,Microsoft"}),
)


async def test_every_template_passes_the_validator(monkeypatch: pytest.MonkeyPatch) -> None:
    from quantward_cli.embedded import EmbeddedPlatform
    from quantward_kit.run_client import RunClient
    from quantward_policy import OfflineReferencePolicy
    from quantward_workflows import bundled_templates

    assert {template for template, _ in RUNS} == set(bundled_templates())
    monkeypatch.setenv("QW_ORCHESTRATOR_GUARDIAN", "false")
    platform = EmbeddedPlatform(model=OfflineReferencePolicy())
    await platform.start()
    verdicts: Recorder[Event] = Recorder()
    await platform.bus.subscribe(
        [topics.CONTRACT_DRAFTS, topics.ANSWER_DRAFTS],
        group="validator-offline-runs",
        handler=verdicts,
        accept=[ContractValidated, AnswerValidated],
    )
    client = RunClient(platform.bus)
    await client.start()
    problems: list[str] = []
    try:
        for template, inputs in RUNS:
            mode = bundled_templates()[template].mode
            request = await client.submit(
                mode=mode, question=None, template_id=template, inputs=inputs
            )

            async def answer(_question: object) -> str:
                return "15%"

            outcome = await client.follow(request, answer=answer, timeout_s=300)
            assert outcome.status == "succeeded", (template, outcome.as_json())
            seen = [e for e in verdicts.items if e.run_id == request.run_id]
            assert any(isinstance(e, ContractValidated) for e in seen), template
            assert any(isinstance(e, AnswerValidated) for e in seen), template
            for event in seen:
                assert isinstance(event, ContractValidated | AnswerValidated)
                problems += [
                    f"{template} {event.type}: {c.check_id} {c.field}: {c.message}"
                    for c in event.data.checks
                    if not c.passed
                ]
    finally:
        await client.close()
        await platform.stop()
    assert problems == []
