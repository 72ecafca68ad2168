"""Property tests: no fabricated, mutated or foreign-run mark ever resolves; splitting the
stream anywhere never changes the outcome."""

from __future__ import annotations

import string

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from quantward_grounding import CitationStream, Passage, SourceRegistry, ground

ID_CHARS = string.ascii_lowercase + string.digits


def registry_with(run_id: str, n: int) -> SourceRegistry:
    registry = SourceRegistry(run_id)
    for i in range(n):
        registry.register(
            kind="document",
            title=f"doc {i}",
            tool_name="search",
            tool_call_id=f"tcl_{i}",
            content=f"passage number {i}",
            passages=(Passage(chunk_id=f"chk_p{i:04d}x", text=f"passage number {i}"),),
        )
    return registry


@settings(max_examples=200, deadline=None)
@given(body=st.text(alphabet=ID_CHARS + "_-.", min_size=3, max_size=40))
def test_fabricated_source_ids_never_resolve(body: str) -> None:
    registry = registry_with("run_prop", 5)
    fabricated = f"src_{body}"
    assume(fabricated not in registry)
    answer = ground(registry, f"claim [[{fabricated}]]")
    assert answer.citations == []
    assert not answer.valid


@settings(max_examples=200, deadline=None)
@given(index=st.integers(0, 4), position=st.integers(4, 29), char=st.sampled_from(ID_CHARS))
def test_a_mark_with_one_character_changed_never_resolves(
    index: int, position: int, char: str
) -> None:
    registry = registry_with("run_prop", 5)
    real = registry.own()[index].source_id
    mutated = real[:position] + char + real[position + 1 :]
    assume(mutated != real)
    answer = ground(registry, f"[[{mutated}]]")
    assert answer.citations == []
    assert not answer.valid


@settings(max_examples=100, deadline=None)
@given(index=st.integers(0, 4))
def test_a_source_id_from_another_run_never_resolves(index: int) -> None:
    mine, theirs = registry_with("run_mine", 5), registry_with("run_theirs", 5)
    foreign = theirs.own()[index]
    answer = ground(mine, f"[[{foreign.source_id}#{foreign.passages[0].chunk_id}]]")
    assert answer.citations == []
    assert not answer.valid


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_splitting_the_stream_anywhere_gives_the_same_answer(data: st.DataObject) -> None:
    registry = registry_with("run_split", 3)
    sources = registry.own()
    parts = []
    for i in range(6):
        s = sources[i % 3]
        parts.append(f"Claim {i} [[{s.source_id}#{s.passages[0].chunk_id}]] ")
    parts.append("[[src_bogus00000]] [not a mark] [[broken")
    text = "".join(parts)
    whole = ground(registry, text)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(text)), max_size=25)))
    stream = CitationStream(registry)
    previous = 0
    for cut in [*cuts, len(text)]:
        stream.feed(text[previous:cut])
        previous = cut
    stream.close()
    split = stream.result()
    assert split.text == whole.text
    assert split.citations == whole.citations
    assert split.rejected == whole.rejected
