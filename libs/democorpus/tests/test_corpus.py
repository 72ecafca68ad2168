"""The seeded synthetic corpus: deterministic, marked synthetic, consistent with the calendar, the
graph's names over time and the real shipped prices."""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from datetime import date, datetime, time
from importlib import resources

import pytest
import yaml

from quantward_democorpus import (
    HORIZON,
    SOURCES,
    corpus_calendar,
    corpus_entity_ids,
    curated_entity_ids,
    default_corpus,
    generate_corpus,
)
from quantward_democorpus.people import BROKERS, WIRES
from quantward_democorpus.universe import graph_names
from quantward_documents.calendar import EarningsCalendar, EarningsQuarter
from quantward_documents.chunking import chunk_document
from quantward_documents.model import Document
from quantward_documents.prices import MARKET_TZ, PriceHistory, load_price_history
from quantward_graph.reference import load_reference_data

SINCE_LAST_CALL = re.compile(r"With the shares (up|down) (\d+\.\d)% since your last call")
REACTION = re.compile(r"Shares of .+? (rose|fell) (\d+\.\d)% on (\w+day)")
FILED_8K = re.compile(r"Form 8-K filed on ([A-Z][a-z]+ \d{1,2}, \d{4})")
SOFT = ("at the lower end", "visibility remains limited", "lowering our outlook")


@pytest.fixture(scope="module")
def corpus() -> tuple[Document, ...]:
    return default_corpus()


@pytest.fixture(scope="module")
def calendar() -> EarningsCalendar:
    return corpus_calendar()


@pytest.fixture(scope="module")
def prices() -> PriceHistory:
    return load_price_history()


def by_entity(corpus: tuple[Document, ...], entity_id: str) -> list[Document]:
    return [d for d in corpus if d.entity_ids[0] == entity_id]


def test_same_seed_same_bytes_and_documents_do_not_depend_on_scope(
    corpus: tuple[Document, ...],
) -> None:
    chosen = ["ent_apple_inc", "ent_meta_platforms", "ent_siemens"]
    first = [d.model_dump_json() for d in generate_corpus(seed=11, quarters=4, entity_ids=chosen)]
    again = [d.model_dump_json() for d in generate_corpus(seed=11, quarters=4, entity_ids=chosen)]
    assert first == again
    other_seed = [
        d.model_dump_json() for d in generate_corpus(seed=12, quarters=4, entity_ids=chosen)
    ]
    assert first != other_seed
    # A document is a function of its entity and quarter: narrowing the scope only selects.
    default = {d.document_id: d.model_dump_json() for d in corpus}
    narrow = list(generate_corpus(quarters=3, entity_ids=["ent_apple_inc"]))
    assert narrow
    assert all(default[d.document_id] == d.model_dump_json() for d in narrow)


def test_every_document_is_synthetic_valid_and_chunks(corpus: tuple[Document, ...]) -> None:
    known = {e.entity_id for e in load_reference_data().entities}
    assert len({d.document_id for d in corpus}) == len(corpus)
    chunks = 0
    for doc in corpus:
        assert doc.synthetic
        assert doc.source in SOURCES
        assert doc.text.startswith("SYNTHETIC DOCUMENT:"), doc.document_id
        assert "[End of synthetic" in doc.text.rstrip().splitlines()[-1]
        assert set(doc.entity_ids) <= known
        assert doc.fiscal_period is not None
        assert doc.fiscal_period.fiscal_quarter
        assert doc.published_on <= HORIZON
        assert doc.metadata["generator"].startswith("quantward synthetic corpus")
        pieces = chunk_document(doc)
        assert pieces
        assert all(doc.text[c.start : c.end] == c.text for c in pieces)
        assert all(c.synthetic for c in pieces)
        chunks += len(pieces)
    assert chunks > 25_000


def test_every_covered_entity_has_documents_and_priced_ones_have_eight_quarters(
    corpus: tuple[Document, ...], prices: PriceHistory
) -> None:
    covered = {d.entity_ids[0] for d in corpus}
    assert covered == set(corpus_entity_ids())
    assert set(prices.entity_ids) <= covered
    assert set(curated_entity_ids()) <= covered
    for entity_id in prices.entity_ids:
        transcripts = [d for d in by_entity(corpus, entity_id) if d.type == "transcript"]
        assert len(transcripts) == 8, entity_id
        assert max(d.published_on for d in transcripts) <= prices.last_day
        assert {d.type for d in by_entity(corpus, entity_id)} >= {"10-Q", "10-K", "8-K", "news"}


def test_curated_entities_are_found_by_their_source_marker() -> None:
    text = resources.files("quantward_graph").joinpath("data").joinpath("curated.yaml").read_text()
    declared = {e["id"] for e in yaml.safe_load(text)["entities"]}
    assert set(curated_entity_ids()) == declared


def test_the_calendar_lists_exactly_the_corpus_documents(
    corpus: tuple[Document, ...], calendar: EarningsCalendar
) -> None:
    documents = {d.document_id: d for d in corpus}
    listed: set[str] = set()
    for entity_id in calendar.entity_ids:
        for quarter in calendar.quarters(entity_id):
            for ref in (quarter.transcript, quarter.periodic_report, *quarter.current_reports):
                if ref is None:
                    continue
                doc = documents[ref.document_id]
                assert (doc.type, doc.title, doc.published_at) == (
                    ref.type,
                    ref.title,
                    ref.published_at,
                )
                assert doc.fiscal_period == quarter.period
                assert doc.entity_ids[0] == entity_id
                listed.add(ref.document_id)
            if quarter.eps_actual is not None:
                release = next(r for r in quarter.current_reports if "results" in r.title)
                assert f"{quarter.eps_actual:.2f}" in documents[release.document_id].text
    not_news = {d.document_id for d in corpus if d.type != "news"}
    assert listed == not_news


def _previous(quarters: list[EarningsQuarter], quarter: EarningsQuarter) -> EarningsQuarter | None:
    index = quarters.index(quarter)
    return quarters[index - 1] if index else None


def test_price_moves_since_the_last_call_match_the_shipped_prices(
    corpus: tuple[Document, ...], calendar: EarningsCalendar, prices: PriceHistory
) -> None:
    checked = 0
    for doc in corpus:
        match = SINCE_LAST_CALL.search(doc.text) if doc.type == "transcript" else None
        if match is None:
            continue
        entity_id = doc.entity_ids[0]
        assert prices.covers(entity_id), f"{entity_id} is not priced but quotes a price move"
        quarters = calendar.quarters(entity_id)
        current = next(
            q for q in quarters if q.transcript and q.transcript.document_id == doc.document_id
        )
        previous = _previous(quarters, current)
        if previous is None:  # the previous call is outside the corpus window
            continue
        assert previous.call_at
        assert current.call_at
        move = prices.move_between(entity_id, previous.call_at, current.call_at)
        assert match.group(1) == ("up" if move.change > 0 else "down")
        assert float(match.group(2)) == round(abs(move.change) * 100, 1)
        checked += 1
    assert checked >= 100


def test_price_reaction_stories_match_the_shipped_prices(
    corpus: tuple[Document, ...], calendar: EarningsCalendar, prices: PriceHistory
) -> None:
    checked = 0
    for doc in corpus:
        match = REACTION.search(doc.text) if doc.type == "news" else None
        if match is None:
            continue
        entity_id = doc.entity_ids[0]
        assert prices.covers(entity_id)
        quarter = calendar.quarter(entity_id, doc.fiscal_period)  # type: ignore[arg-type]
        assert quarter.report_at is not None
        released = quarter.report_at.astimezone(MARKET_TZ)
        session = released.date()
        if released.time() >= time(9, 30) or not prices.is_trading_day(session):
            session = prices.next_trading_day(session)  # type: ignore[assignment]
        move = prices.day_move(entity_id, session)
        assert match.group(3) == session.strftime("%A")
        assert match.group(1) == ("rose" if move.change > 0 else "fell")
        assert float(match.group(2)) == round(abs(move.change) * 100, 1)
        assert doc.published_at > datetime.combine(session, time(16, 0), tzinfo=MARKET_TZ)
        checked += 1
    assert checked >= 100


def test_unpriced_entities_never_quote_a_price_move(
    corpus: tuple[Document, ...], prices: PriceHistory
) -> None:
    for doc in corpus:
        if not prices.covers(doc.entity_ids[0]):
            assert not SINCE_LAST_CALL.search(doc.text)
            assert not REACTION.search(doc.text)
            assert "historical (adjusted) closes" not in doc.text


def test_renamed_companies_go_by_the_name_of_the_day(corpus: tuple[Document, ...]) -> None:
    meta = by_entity(corpus, "ent_meta_platforms")
    before = [d for d in meta if d.published_on < date(2021, 10, 28)]
    after = [d for d in meta if d.published_on > date(2021, 10, 28)]
    assert before
    assert after
    for doc in before:
        assert "Facebook" in doc.text, doc.title
        assert "Meta" not in doc.text, doc.title
    assert any(d.type == "news" for d in before)
    for doc in after:
        assert "Facebook" not in doc.text, doc.title
        assert "Meta" in doc.text, doc.title
    assert any("(Nasdaq: FB)" in d.text for d in after if d.published_on < date(2022, 6, 9))
    assert all("(Nasdaq: FB)" not in d.text for d in after if d.published_on >= date(2022, 6, 9))
    daimler = by_entity(corpus, "ent_mercedes_benz_group")
    # Its financing subsidiary's rename is not dated in the graph, so only the group's own name
    # is checked ("Mercedes-Benz International Finance" may be mentioned as its issuer).
    group = re.compile(r"Mercedes-Benz(?! International Finance)")
    assert all(not group.search(d.text) for d in daimler if d.published_on < date(2022, 2, 1))
    assert all("Daimler AG" not in d.text for d in daimler if d.published_on >= date(2022, 2, 1))


def test_transcripts_point_to_8ks_that_exist_with_that_date(corpus: tuple[Document, ...]) -> None:
    eight_ks = {(d.entity_ids[0], d.published_on) for d in corpus if d.type == "8-K"}
    ids = {d.document_id for d in corpus}
    referenced = 0
    for doc in corpus:
        if doc.type != "transcript":
            continue
        for filed in FILED_8K.findall(doc.text):
            day = datetime.strptime(filed, "%B %d, %Y").date()
            assert (doc.entity_ids[0], day) in eight_ks, (doc.title, filed)
            assert day < doc.published_on
            referenced += 1
        for document_id in filter(None, doc.metadata.get("references", "").split(",")):
            assert document_id in ids
    assert referenced >= 20


def test_guidance_softens_in_some_companies_sequences(corpus: tuple[Document, ...]) -> None:
    calls: dict[str, list[Document]] = defaultdict(list)
    for doc in corpus:
        if doc.type == "transcript":
            calls[doc.entity_ids[0]].append(doc)
    softened = []
    for entity_id, docs in calls.items():
        docs.sort(key=lambda d: d.published_at)
        for earlier, later in itertools.pairwise(docs):
            confident = earlier.metadata["guidance_tone"] in ("raise", "reaffirm")
            soft = later.metadata["guidance_tone"] in ("lower_end", "limited", "cut")
            if confident and soft:
                assert "we expect" in earlier.text.lower() or "we are confident" in earlier.text
                assert any(phrase in later.text.lower() for phrase in SOFT), later.title
                softened.append(entity_id)
    assert len(set(softened)) >= 10


def test_some_analyst_keeps_pushing_on_one_topic(corpus: tuple[Document, ...]) -> None:
    pressed = [d for d in corpus if d.type == "transcript" and "pressed_topic" in d.metadata]
    assert pressed
    inventory = [d for d in pressed if d.metadata["pressed_topic"] == "inventory"]
    assert inventory
    for doc in inventory[:20]:
        asker = doc.metadata["pressed_by"]
        turns = [p for p in doc.text.split("\n\n") if p.startswith(f"{asker}, ")]
        assert len(turns) >= 2
        assert sum("inventory" in t.lower() for t in turns) >= 2


def test_invented_names_are_not_real_graph_names(corpus: tuple[Document, ...]) -> None:
    names = graph_names()
    for name in (*BROKERS, *WIRES):
        assert name.lower() not in names
    targets = re.compile(r"agreed to acquire (?:privately held )?([A-Z][\w ]+?)(?:,| for)")
    found = {m for d in corpus if d.type == "news" for m in targets.findall(d.text)}
    assert found
    assert not {t.lower() for t in found} & names


@pytest.mark.timeout(120)
def test_the_quarters_knob_reaches_100000_chunks() -> None:
    chunks = sum(len(chunk_document(d)) for d in generate_corpus(quarters=28))
    assert chunks >= 100_000


def test_sec_filings_meet_their_deadlines(
    corpus: tuple[Document, ...], calendar: EarningsCalendar
) -> None:
    for entity_id in calendar.entity_ids:
        for quarter in calendar.quarters(entity_id):
            report = quarter.periodic_report
            if report is None or report.type not in ("10-Q", "10-K"):
                continue
            days = (report.published_at.date() - quarter.quarter_end).days
            assert 0 < days <= (60 if report.type == "10-K" else 40), report.title
            if quarter.report_at is not None and quarter.eps_actual is not None:
                assert report.published_at >= quarter.report_at


def _balance(text: str, heading: str) -> dict[str, tuple[str, str]]:
    block = text.split(heading, 1)[1].split("\n\n", 1)[0]
    rows = {}
    for line in block.splitlines()[2:]:
        name, first, second = line.split("    ")
        rows[name] = (first, second)
    return rows


def test_balance_sheets_agree_across_filings(corpus: tuple[Document, ...]) -> None:
    apple = sorted(
        (d for d in by_entity(corpus, "ent_apple_inc") if d.type in ("10-Q", "10-K")),
        key=lambda d: d.published_at,
    )
    annual = next(d for d in apple if d.type == "10-K")
    following = next(d for d in apple if d.published_at > annual.published_at)
    year_end = _balance(annual.text, "Consolidated Balance Sheets\n")
    quarter = _balance(following.text, "Condensed Consolidated Balance Sheets (unaudited)\n")
    assert {name: cols[0] for name, cols in year_end.items()} == {
        name: cols[1] for name, cols in quarter.items()
    }
    assert "Inventories" in quarter
    transcript = next(
        d
        for d in by_entity(corpus, "ent_apple_inc")
        if d.type == "transcript" and d.fiscal_period == following.fiscal_period
    )
    inventory_millions = float(quarter["Inventories"][0].replace(",", ""))
    assert f"Inventory was ${inventory_millions / 1000:.1f} billion" in transcript.text
