"""The port's own types: `Highlights`, worked out on first read and then like a tuple."""

from __future__ import annotations

import pickle
import threading
from datetime import UTC, datetime, timedelta, timezone

import pytest
from pydantic import ValidationError

from quantward_documents.model import Chunk
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


@pytest.mark.parametrize("fiscal_period", [None, {"fiscal_year": 2024, "fiscal_quarter": 2}])
def test_a_hit_from_a_chunk_is_the_hit_validation_would_build(
    fiscal_period: dict[str, int] | None,
) -> None:
    chunk = Chunk(
        chunk_id="doc_a:0",
        document_id="doc_a",
        ordinal=0,
        start=4,
        end=24,
        text="Guidance was raised.",
        section="Q&A",
        title="A",
        type="transcript",
        entity_ids=("ent_acme", "ent_bolt"),
        published_at=datetime(2024, 5, 2, 13, 30, 0, 123456, tzinfo=UTC),
        fiscal_period=fiscal_period,
        source="newswire",
        synthetic=True,
    )
    built = SearchHit.from_chunk(chunk, 2, ["<b>Guidance</b> was raised."])
    fields = chunk.model_dump(exclude={"ordinal"})
    validated = SearchHit(**fields, score=2.0, highlights=("<b>Guidance</b> was raised.",))
    assert built == validated
    assert built.model_dump() == validated.model_dump()
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.model_fields_set == validated.model_fields_set
    assert type(built.score) is float
    assert isinstance(built.highlights, Highlights)
    assert built.model_copy(update={"score": 3.0}).score == 3.0
    assert pickle.loads(pickle.dumps(built)) == validated


@pytest.mark.parametrize(
    ("fiscal_period", "published_at"),
    [
        (None, datetime(2024, 5, 2, 13, 30, 0, 123456, tzinfo=UTC)),
        (
            {"fiscal_year": 2024, "fiscal_quarter": None},
            datetime(2024, 5, 2, 9, 0, tzinfo=timezone(timedelta(hours=-4))),
        ),
        ({"fiscal_year": 2023, "fiscal_quarter": 4}, datetime(2023, 11, 2, tzinfo=UTC)),
    ],
)
def test_a_hit_from_stored_json_is_the_hit_validation_would_build(
    fiscal_period: dict[str, int | None] | None, published_at: datetime
) -> None:
    chunk = Chunk(
        chunk_id="doc_b:3",
        document_id="doc_b",
        ordinal=3,
        start=10,
        end=29,
        text="Margins contracted.",
        section="",
        title="B",
        type="10-Q",
        entity_ids=("ent_bolt",),
        published_at=published_at,
        fiscal_period=fiscal_period,
        source="filings",
        synthetic=False,
    )
    stored = Chunk.__pydantic_serializer__.to_json(chunk)
    seen: list[str] = []

    def highlights(text: str) -> Highlights:
        seen.append(text)
        return Highlights(("<b>Margins</b> contracted.",))

    built = SearchHit.from_stored_json(stored, 1.5, highlights)
    validated = SearchHit.from_chunk(
        Chunk.model_validate_json(stored), 1.5, ["<b>Margins</b> contracted."]
    )
    assert seen == [chunk.text]  # highlights are made from the chunk's own text
    assert built == validated
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.published_at == published_at
    assert built.published_at.utcoffset() == published_at.utcoffset()
    assert type(built.entity_ids) is tuple
    assert built.fiscal_period == chunk.fiscal_period
