"""The synthetic corpus reads like its companies: segments, people and guidance fit the sector.

Still synthetic (every document is flagged), but a phone maker's calls talk about phones, not
cloud services; nobody on a call shares a name with a colleague, so a CEO never seems to thank
herself; and every call states the outlook for the quarter the calendar says comes next, in the
measure the sector guides on.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from quantward_democorpus import corpus_calendar, default_corpus
from quantward_democorpus.sectors import GUIDED, SECTORS
from quantward_democorpus.text import quarter_phrase
from quantward_democorpus.universe import SECTOR_OF
from quantward_documents.calendar import EarningsCalendar, fiscal_calendar
from quantward_documents.model import Document

SPEAKER = re.compile(r"^([A-Z][^,\n]{2,60}), ([^:\n]{2,80}): (.*)$", re.MULTILINE)
PARTICIPANT = re.compile(r"^(.+?) -- (.+)$", re.MULTILINE)


@pytest.fixture(scope="module")
def transcripts() -> list[Document]:
    return [d for d in default_corpus() if d.type == "transcript"]


@pytest.fixture(scope="module")
def calendar() -> EarningsCalendar:
    return corpus_calendar()


def _segments_of_other_sectors(sector: str) -> set[str]:
    """Other sectors' segment names that are names, not words ("Cloud Services", not
    "Services": a one-word segment is also an ordinary word)."""
    own = set(SECTORS[sector].segments)
    others = {s for key, other in SECTORS.items() if key != sector for s in other.segments}
    return {s for s in others - own if " " in s}


@pytest.mark.parametrize(
    "entity_id",
    ["ent_apple_inc", "ent_microsoft", "ent_alphabet", "ent_unitedhealth_group", "ent_walmart"],
)
def test_a_company_talks_about_its_own_sector_s_segments_only(
    entity_id: str, transcripts: list[Document]
) -> None:
    sector = SECTOR_OF[entity_id]
    own = [d for d in transcripts if d.entity_ids[0] == entity_id]
    assert own
    text = "\n".join(d.text for d in own)
    assert any(segment in text for segment in SECTORS[sector].segments)
    foreign = sorted(s for s in _segments_of_other_sectors(sector) if f" {s}" in text)
    assert not foreign, f"{entity_id} ({sector}) talks about {foreign}"


def test_a_phone_maker_has_no_cloud_business_and_a_health_insurer_no_diagnostics(
    transcripts: list[Document],
) -> None:
    apple = "\n".join(d.text for d in transcripts if d.entity_ids[0] == "ent_apple_inc")
    insurer = "\n".join(d.text for d in transcripts if d.entity_ids[0] == "ent_unitedhealth_group")
    assert "Cloud Services" not in apple
    assert "Smartphones" in apple
    assert "Diagnostics" not in insurer


def test_nobody_on_a_call_shares_a_name_with_a_colleague_or_thanks_themselves(
    transcripts: list[Document],
) -> None:
    for document in transcripts:
        rest = document.text.partition("Company Participants\n")[2]
        executives = PARTICIPANT.findall(rest.split("\n\n", 1)[0])
        assert len(executives) == 3, document.title
        names = [name for name, _ in executives]
        firsts = [n.split(" ")[0] for n in names]
        lasts = [n.split(" ", 1)[1] for n in names]
        assert len(set(firsts)) == 3, (document.title, names)
        assert len(set(lasts)) == 3, (document.title, names)
        analysts = PARTICIPANT.findall(
            rest.split("Conference Call Participants\n", 1)[1].split("\n\n", 1)[0]
        )
        for analyst, _ in analysts:
            first, last = analyst.split(" ", 1)
            assert first not in firsts, (document.title, analyst, names)
            assert last not in lasts, (document.title, analyst, names)
        for speaker, _, said in SPEAKER.findall(document.text):
            thanked = re.match(r"(?:Thank you|Thanks), ([A-Z][a-z]+)\b", said)
            if thanked and thanked.group(1) not in ("operator",):
                assert thanked.group(1) != speaker.split(" ")[0], (document.title, speaker)


def test_every_call_states_the_outlook_for_the_quarter_the_calendar_says_comes_next(
    transcripts: list[Document], calendar: EarningsCalendar
) -> None:
    checked = 0
    for document in transcripts:
        entity_id = document.entity_ids[0]
        period = document.fiscal_period
        assert period is not None
        quarters = [q.period for q in calendar.quarters(entity_id)]
        following = [
            p
            for p in quarters
            if (p.fiscal_year, p.fiscal_quarter or 4)
            > (period.fiscal_year, period.fiscal_quarter or 4)
        ]
        if not following:
            continue
        nxt = min(following, key=lambda p: (p.fiscal_year, p.fiscal_quarter or 4))
        metric = GUIDED.get(SECTOR_OF.get(entity_id, ""), ("revenue", 1.0))[0]
        phrase = quarter_phrase(nxt, fiscal_calendar(entity_id))
        pattern = rf"For {re.escape(phrase)}, we (now )?expect {metric} (of|in the range of) "
        assert re.search(pattern, document.text), (document.title, pattern)
        checked += 1
    assert checked > 100


def test_calls_discuss_capital_spending_and_banks_their_credit_reserves(
    transcripts: list[Document],
) -> None:
    by_sector: dict[str, list[str]] = defaultdict(list)
    for document in transcripts:
        by_sector[SECTOR_OF.get(document.entity_ids[0], "")].append(document.text)
    assert all("Capital expenditures were" in t for t in by_sector["retail"])
    assert all("provision for credit losses" in t for t in by_sector["bank"])
    assert not any("Capital expenditures were" in t for t in by_sector["bank"])


def test_every_document_is_still_flagged_synthetic() -> None:
    for document in default_corpus():
        assert document.synthetic
        assert document.text.startswith("SYNTHETIC DOCUMENT")
