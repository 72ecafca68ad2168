"""The generated catalogue page: one row per event type, saying what a subscriber needs."""

from __future__ import annotations

from quantward_contracts import topics
from quantward_contracts.catalogue_doc import GENERATED_NOTE, render_catalogue
from quantward_contracts.events import CATALOGUE, event_type_tag


def _rows(page: str) -> dict[str, list[str]]:
    """Event-table rows by their event-type cell."""
    rows = {}
    for line in page.splitlines():
        cells = [c.strip() for c in line.strip("|").split(" | ")]
        if len(cells) == 5 and cells[0].startswith("`quantward."):
            rows[cells[1].strip("`")] = cells
    return rows


def test_the_page_says_it_is_generated_and_how_to_regenerate() -> None:
    page = render_catalogue()
    assert GENERATED_NOTE in page
    assert "make events" in GENERATED_NOTE


def test_every_event_type_has_a_row_with_topic_meaning_fields_and_key() -> None:
    rows = _rows(render_catalogue())
    for cls in CATALOGUE:
        topic, _, meaning, _fields, key = rows[event_type_tag(cls)]
        assert topic == f"`{cls.TOPIC}`"
        assert meaning
        assert meaning != "—"
        assert key.startswith("`")
    assert rows["task.delegated.v1"][3].startswith("`data.task_id`")
    assert rows["task.delegated.v1"][4] == "`data.task_id`"
    assert rows["run.requested.v1"][4] == "`run_id`"
    assert rows["dead letter"][0] == f"`{topics.DEAD_LETTER}`"


def test_every_topic_is_described() -> None:
    page = render_catalogue()
    for topic in topics.ALL:
        assert f"| `{topic}` | {topics.DESCRIPTIONS[topic]}" in page
