"""Numbering a draft's marks from the researchers' citations gives what grounding it would.

The orchestrator no longer grounds drafts itself; these tests pin that the citations it takes
from the researchers number and quote exactly as grounding the same text against the same
sources did, and that a mark no researcher returned is reported, not cited.
"""

from __future__ import annotations

from datetime import date

from quantward_grounding import Source, SourceRegistry, ground
from quantward_orchestrator.citing import cite

RUN = "run_01jcitingtest000000000000"


def sources() -> tuple[SourceRegistry, list[Source]]:
    registry = SourceRegistry(RUN, owner="tsk_1abc")
    found = [
        registry.register_computation(
            synthetic=False,
            title=f"Figures {n}",
            tool_name="t",
            result={"a": n, "b": n + 1},
            items={"a": n, "b": n + 1},
            tool_call_id=f"tcl_{n}abc",
            as_of=date(2022, 12, 28),
        )
        for n in (1, 2)
    ]
    return registry, found


def test_marks_are_numbered_and_quoted_as_grounding_numbers_and_quotes_them() -> None:
    registry, (one, two) = sources()
    a1, b1 = (f"{one.source_id}#{p.chunk_id}" for p in one.passages)
    a2 = f"{two.source_id}#{two.passages[0].chunk_id}"
    researched = f"A [[{a1}]] B [[{b1}; {a2}]]"
    returned = ground(registry, researched).citations
    bare = b1.split("#")[1]
    draft = f"# Answer\n\nFirst [[{a2}]], then [[{a1}]] and again [[{a2}]]; bare [[{bare}]]."
    cited = cite(draft, returned)
    grounded = ground(registry, draft)
    assert cited.unknown == []
    assert cited.text == grounded.text
    assert cited.citations == grounded.citations
    assert [c.number for c in cited.citations] == [1, 2, 3]


def test_a_mark_no_researcher_returned_is_unknown_and_not_cited() -> None:
    registry, (one, two) = sources()
    a1 = f"{one.source_id}#{one.passages[0].chunk_id}"
    returned = ground(registry, f"[[{a1}]]").citations
    other = f"{two.source_id}#{two.passages[0].chunk_id}"  # retrieved, but no answer cited it
    cited = cite(
        f"x [[{a1}]] y [[src_fake#chk_fake]] z [[{other}]] [[not a mark]] [[open", returned
    )
    assert [c.number for c in cited.citations] == [1]
    assert cited.text == "x [1] y  z   "
    assert [u.mark for u in cited.unknown] == [
        "src_fake#chk_fake",
        other,
        "[[not a mark]]",
        "[[open",
    ]
