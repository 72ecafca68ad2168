"""The Guardian's prompt: its policy as the system message, the review as the user message.

The user message says in prose what a reviewer needs first (the user's words, the mandate, the
agent's visible reasoning, the validator's verdicts, the open concerns of the ledger, the
answer at the final stage) and carries the whole bundle and ledger as the `<brief>` block, which
the offline reference policy reads. What the Guardian sees is chosen here by the harness, never
by the research agent.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from quantward_agents.briefs import GuardianBrief, render_brief
from quantward_contracts.values import Concern, ReviewBundle
from quantward_guardian.domain import system_prompt
from quantward_llm.port import Message


def _lines(title: str, items: Sequence[str]) -> list[str]:
    return [f"{title}:", *(f"- {i}" for i in items)] if items else []


def guardian_messages(
    bundle: ReviewBundle, ledger: Sequence[Concern], *, retry_note: str | None = None
) -> list[Message]:
    """The conversation one Guardian attempt starts from."""
    subject = "research contract (plan)" if bundle.stage == "plan" else "answer before release"
    prose = [
        f"Review the {subject}: contract {bundle.contract_id} version "
        f"{bundle.contract_version}, {bundle.policy} policy.",
        *_lines(
            "What the user said",
            [f"[{m.message_id}, {m.kind}] {m.text}" for m in bundle.user_messages],
        ),
    ]
    if bundle.mandate:
        prose.append("Mandate: " + json.dumps(bundle.mandate, ensure_ascii=False))
    since = f" (since review {bundle.since_review_id})" if bundle.since_review_id else ""
    prose += _lines(f"The research agent's visible reasoning{since}", list(bundle.reasoning))
    if bundle.tool_calls:
        prose.append(
            f"The research agents made {len(bundle.tool_calls)} successful tool call(s)"
            f"{since}; read them with inspect_tool_calls."
        )
    prose += _lines(
        "The validator's checks",
        [f"{'PASS' if c.passed else 'FAIL'} {c.check_id}: {c.message}" for c in bundle.checks],
    )
    prose += _lines(
        "Your ledger (concerns raised earlier in this run, or carried open from this "
        "strategy's previous run: treat those like open concerns of this run)",
        [
            f"{c.concern_id} [{c.status}{', material' if c.material else ''}"
            f"{f', carried from run {c.carried_from}' if c.carried_from else ''}]: {c.summary}"
            for c in ledger
        ],
    )
    if bundle.stage == "final" and bundle.answer:
        prose += ["The draft answer:", bundle.answer]
    prose.append(
        "The full contract is in inspect_contract; cited passages in list_citations and "
        "read_source. Investigate, then answer with the JSON decision."
    )
    if retry_note:
        prose.append(retry_note)
    brief = GuardianBrief(bundle=bundle, ledger=tuple(ledger))
    return [
        Message(role="system", content=system_prompt(bundle.policy)),
        Message(role="user", content="\n".join(prose) + "\n\n" + render_brief(brief)),
    ]
