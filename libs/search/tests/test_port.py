"""The port's own types: `Highlights`, worked out on first read and then like a tuple."""

from __future__ import annotations

import pickle
import threading
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from quantward_search.port import Highlights, SearchHit


def hit(highlights: object) -> SearchHit:
    return SearchHit.model_validate(
        {
            "chunk_id": "doc_a:0",
            "document_id": "doc_a",
            "score": 1.5,
            "text": "Guidance was raised.",
            "highlights": highlights,
            "title": "A",
            "type": "news",
            "section": "",
            "entity_ids": ("ent_acme",),
            "published_at": datetime(2024, 5, 2, tzinfo=UTC),
            "fiscal_period": None,
            "source": "newswire",
            "synthetic": False,
            "start": 0,
            "end": 20,
        }
    )


def test_lazy_highlights_are_computed_once_on_first_read() -> None:
    calls: list[int] = []

    def compute() -> tuple[str, ...]:
        calls.append(1)
        return ("<b>Guidance</b> was raised.", "second")

    highlights = Highlights.lazy(compute)
    found = hit(highlights)
    assert found.highlights is highlights  # validation passes it through, still not computed
    assert not highlights.computed
    assert calls == []
    assert found.highlights[0] == "<b>Guidance</b> was raised."
    assert list(found.highlights) == ["<b>Guidance</b> was raised.", "second"]
    assert len(found.highlights) == 2
    assert found.highlights[:1] == ("<b>Guidance</b> was raised.",)
    assert highlights.computed
    assert calls == [1]


def test_lazy_highlights_compute_once_when_threads_race() -> None:
    calls: list[int] = []
    barrier = threading.Barrier(8)

    def compute() -> tuple[str, ...]:
        calls.append(1)
        return ("p",)

    highlights = Highlights.lazy(compute)

    def read() -> None:
        barrier.wait()
        assert tuple(highlights) == ("p",)

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert calls == [1]


def test_a_hit_reads_the_same_whether_its_highlights_were_lazy_or_given() -> None:
    eager = hit(("<b>Guidance</b> was raised.",))
    lazy = hit(Highlights.lazy(lambda: ("<b>Guidance</b> was raised.",)))
    assert lazy == eager
    assert hash(lazy) == hash(eager)
    assert lazy.highlights == ("<b>Guidance</b> was raised.",)
    assert lazy.model_dump() == eager.model_dump()
    assert lazy.model_dump()["highlights"] == ("<b>Guidance</b> was raised.",)
    assert lazy.model_dump(mode="json")["highlights"] == ["<b>Guidance</b> was raised."]
    assert lazy.model_dump_json() == eager.model_dump_json()
    assert SearchHit.model_validate_json(lazy.model_dump_json()) == eager
    assert pickle.loads(pickle.dumps(lazy)) == eager
    assert lazy.model_copy() == eager
    assert "Guidance" in repr(lazy)


def test_highlights_must_be_strings() -> None:
    with pytest.raises(ValidationError, match="highlights"):
        hit([1, 2])
    with pytest.raises(ValidationError, match="highlights"):
        hit("one passage")  # a string is not a sequence of passages here


def test_the_json_schema_says_highlights_are_strings() -> None:
    schema = SearchHit.model_json_schema()["properties"]["highlights"]
    assert (schema["type"], schema["items"]) == ("array", {"type": "string"})
