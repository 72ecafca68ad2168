"""The review generalisation suite: its shape, and the offline rules' measured result."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import AsyncIterator
from types import ModuleType
from typing import Any

import pytest

from quantward_cli.bench import reviews, reviews_heldout
from quantward_llm.port import ChatRequest, Completion, TextDelta
from quantward_platform import LIBRARY


def test_the_held_out_batch_is_composed_by_its_own_seed_with_a_twin_per_flaw() -> None:
    batches = [reviews_heldout.generate(p) for p in reviews_heldout.BATCHES]
    assert reviews_heldout.generate(reviews_heldout.PARTS_A) == batches[0]  # the seed fixes it
    assert len({p.seed for p in reviews_heldout.BATCHES}) == len(batches)
    for cases in batches:
        assert len({c.case_id for c in cases}) == len(cases)
        for kind in reviews_heldout.KINDS:
            flawed = [c for c in cases if c.kind == kind and c.flawed]
            assert len(flawed) >= 20
            assert len([c for c in cases if c.kind == kind and not c.flawed]) == len(flawed)
            texts = {(c.bundle.answer or "") + c.bundle.user_messages[0].text for c in flawed}
            assert len(texts) >= 15, kind
    # the batches share no sentence: each is new parts, not an earlier one's under a new seed
    batches.extend(batch.generate() for batch in reviews.all_kind_batches())
    said = [{(c.bundle.answer or "") + c.bundle.user_messages[0].text for c in b} for b in batches]
    for i, earlier in enumerate(said):
        for later in said[i + 1 :]:
            assert not earlier & later


@pytest.mark.parametrize(
    "batch",
    reviews.all_kind_batches(),
    ids=[name.removeprefix("reviews_heldout_").upper() for name in reviews.ALL_KIND_BATCHES],
)
def test_every_all_kind_batch_has_every_kind_in_five_wordings_each_with_a_clean_twin(
    batch: ModuleType,
) -> None:
    cases = batch.generate()
    # the seed fixes it, to the byte: a first run stays reproducible
    again = batch.generate()
    assert [c.bundle.model_dump_json() for c in cases] == [
        c.bundle.model_dump_json() for c in again
    ]
    assert cases == again
    assert len({c.case_id for c in cases}) == len(cases)
    assert {c.kind for c in cases} == set(reviews.KINDS) == set(batch.KINDS)
    # a plan names only the library's functions (an unregistered one is a flaw of its own, so a
    # clean twin naming one is revised rightly and its expectation is wrong)
    for case in cases:
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.custom_code_reason is None}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        assert named <= LIBRARY.keys(), case.case_id
    for kind in batch.KINDS:
        flawed = [c for c in cases if c.kind == kind and c.flawed]
        assert len(flawed) >= 20, kind
        assert len([c for c in cases if c.kind == kind and not c.flawed]) == len(flawed)
        wordings = {
            c.bundle.model_dump_json(include={"user_messages", "mandate", "reasoning", "answer"})
            + c.bundle.contract.interpretation
            + " ".join(m.purpose for m in c.bundle.contract.methods)
            for c in flawed
        }
        assert len(wordings) >= 15, kind


def test_the_suite_has_every_kind_in_five_wordings_each_with_a_clean_twin() -> None:
    cases = reviews.generate()
    assert len(cases) >= 60
    assert len({c.case_id for c in cases}) == len(cases)
    flawed = Counter(c.kind for c in cases if c.flawed)
    clean = Counter(c.kind for c in cases if not c.flawed)
    for kind in reviews.KINDS:
        assert flawed[kind] >= 5, kind
        assert clean[kind] == flawed[kind], kind
        wordings = {
            c.bundle.model_dump_json(include={"user_messages", "mandate", "reasoning", "answer"})
            + c.bundle.contract.interpretation
            + " ".join(m.purpose for m in c.bundle.contract.methods)
            for c in cases
            if c.kind == kind and c.flawed
        }
        assert len(wordings) >= 5, kind


def _one_pair_per_kind(cases: list[Any]) -> list[Any]:
    """A batch's first flawed case of each kind and its first clean one: every row of the
    batch's table, from two bundles a kind (the whole suite is `make bench`'s work; it grows
    with each blind batch and is minutes of a loaded CI machine)."""
    picked: dict[tuple[str, bool], Any] = {}
    for case in cases:
        picked.setdefault((case.kind, case.flawed), case)
    return list(picked.values())


# two bundles a kind, but of every batch: it grows with each blind batch, past the default 300 s
# on a loaded two-core machine
@pytest.mark.timeout(900)
async def test_the_offline_rules_are_measured_per_kind_with_and_without_the_validator() -> None:
    every = {"tuning": reviews.generate(), **reviews.held_out()}
    results = await reviews.run(
        batches={label: _one_pair_per_kind(list(cases)) for label, cases in every.items()}
    )
    rows = [r for r in results["rows"] if r["reviewer"] == "offline rules"]
    held_out = [f"held-out (seed {p.seed})" for p in reviews_heldout.BATCHES]
    batches = [("tuning", reviews.KINDS), *((b, reviews_heldout.KINDS) for b in held_out)]
    for batch in reviews.all_kind_batches():
        held_out.append(f"held-out (seed {batch.SEED})")
        batches.append((held_out[-1], batch.KINDS))
    assert list(every) == ["tuning", *held_out]
    assert {(r["batch"], r["kind"], r["validator"]) for r in rows} == {
        (b, k, v) for b, kinds in batches for k in kinds for v in (False, True)
    }
    for row in rows:
        assert row["tp"] + row["fn"] + row["fp"] + row["tn"] == row["cases"] == 2
    assert f"| offline rules | {held_out[-1]} | run first |" in reviews.table(results)


class AlwaysAccepts:
    """A model that accepts everything at once: the suite must count its misses."""

    name = "always-accepts"

    async def complete(self, request: ChatRequest) -> Completion:
        decision = {"decision": "accept", "summary": "fine", "concerns": []}
        return Completion(content=json.dumps(decision))

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        yield await self.complete(request)


def _a_few() -> dict[str, list[Any]]:
    """The tuning batch and the newest held-out batch: a model reviewer's rows are the same
    shape on every batch, and the full suite is measured once, by the offline rules' test."""
    newest = reviews.all_kind_batches()[-1]
    return {"tuning": list(reviews.generate()), f"held-out (seed {newest.SEED})": newest.generate()}


async def test_a_model_reviewer_is_measured_in_the_same_table() -> None:
    batches = _a_few()
    results = await reviews.run(models={"model always-accepts": AlwaysAccepts()}, batches=batches)
    rows = [r for r in results["rows"] if r["reviewer"] == "model always-accepts"]
    kinds = sum(len({c.kind for c in cases}) for cases in batches.values())
    assert len(rows) == 2 * kinds
    flawed = Counter((batch, c.kind) for batch, cases in batches.items() for c in cases if c.flawed)
    for row in rows:
        assert (row["tp"], row["fp"]) == (0, 0)
        assert row["fn"] == flawed[(row["batch"], row["kind"])]
    assert "| model always-accepts | tuning | none |" in reviews.table(results)


async def test_a_configured_endpoint_is_reviewed_over_http_beside_the_rules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """QW_MODEL_BASE_URL set: the suite reviews every bundle through that endpoint (here a
    local scripted one that revises everything) and the table has its rows next to the rules'."""
    from quantward_llm.testing import ScriptedEndpoint

    decision = {
        "decision": "revise",
        "summary": "everything is revised",
        "concerns": [
            {
                "concern_id": "scripted",
                "status": "open",
                "material": True,
                "summary": "revised by script",
                "requested_change": "none really",
            }
        ],
        "requested_changes": ["none really"],
    }
    batches = _a_few()
    with ScriptedEndpoint(lambda request: json.dumps(decision)) as endpoint:
        monkeypatch.setenv("QW_MODEL_BASE_URL", endpoint.base_url)
        monkeypatch.setenv("QW_MODEL_NAME", "scripted-guardian")
        monkeypatch.setenv("QW_MODEL_API_KEY", "not-a-real-key")
        results = await reviews.run(batches=batches)
    rows = [r for r in results["rows"] if r["reviewer"] == "model scripted-guardian"]
    kinds = sum(len({c.kind for c in cases}) for cases in batches.values())
    assert len(rows) == 2 * kinds
    for row in rows:
        assert (row["fn"], row["tn"]) == (0, 0), row
        assert row["tp"] == row["fp"] > 0
    assert len(endpoint.requests) >= results["cases"] * 2
    assert all(r["model"] == "scripted-guardian" for r in endpoint.requests)
    table = reviews.table(results)
    assert "| offline rules | tuning | none |" in table
    assert "| model scripted-guardian | tuning | none |" in table
