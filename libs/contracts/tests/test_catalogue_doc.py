"""The generated catalogue page: one row per event type, saying what a subscriber needs."""

from __future__ import annotations

from quantward_contracts import topics
from quantward_contracts.catalogue_doc import GENERATED_NOTE, render_catalogue
from quantward_contracts.events import CATALOGUE, event_type_tag
from quantward_contracts.principals import EVENT_RULES, VERIFIED_TYPES, grants


def _rows(page: str) -> dict[str, list[str]]:
    """Event-table rows by their event-type cell."""
    rows = {}
    for line in page.splitlines():
        cells = [c.strip() for c in line.strip("|").split(" | ")]
        if len(cells) == 7 and cells[0].startswith("`quantward."):
            rows[cells[1].strip("`")] = cells
    return rows


def test_the_page_says_it_is_generated_and_how_to_regenerate() -> None:
    page = render_catalogue()
    assert GENERATED_NOTE in page
    assert "make events" in GENERATED_NOTE


def test_every_event_type_has_a_row_with_topic_meaning_fields_and_key() -> None:
    rows = _rows(render_catalogue())
    for cls in CATALOGUE:
        tag = event_type_tag(cls)
        topic, _, audience, producers, meaning, _fields, key = rows[tag]
        assert topic == f"`{cls.TOPIC}`"
        assert audience.startswith(f"{EVENT_RULES[tag].audience}: ")
        assert all(f"`{p}`" in producers for p in EVENT_RULES[tag].producers)
        assert producers.endswith("(signed)") == (tag in VERIFIED_TYPES)
        assert meaning
        assert meaning != "—"
        assert key.startswith("`")
    assert rows["task.delegated.v1"][5].startswith("`data.task_id`")
    assert rows["task.delegated.v1"][6] == "`data.task_id`"
    assert rows["run.requested.v1"][6] == "`run_id`"
    assert rows["dead letter"][0] == f"`{topics.DEAD_LETTER}`"


def test_every_topic_is_described() -> None:
    page = render_catalogue()
    for topic in topics.ALL:
        audience = topics.audience_of(topic)
        assert f"| `{topic}` | {audience} | {topics.DESCRIPTIONS[topic]}" in page


def test_the_acl_table_lists_every_principal() -> None:
    page = render_catalogue()
    for grant in grants():
        assert f"| `{grant.principal}` |" in page
    assert "## Start a consumer" in page
