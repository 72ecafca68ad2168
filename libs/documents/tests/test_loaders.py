"""Loaders for users' documents: each format, metadata and ids, entity tagging, and batches in
which bad files are reported without stopping the good ones.

Unit tests tag with a scripted `resolve_mentions` (canned resolutions, calls recorded); one test
tags with the real resolver over the shipped reference data. PDFs are made at test time with
fpdf2, so the fixtures are real PDFs without a binary file in the repository.
"""

from __future__ import annotations

import io
import json
import shutil
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path

import pytest
from fpdf import FPDF
from pydantic import ValidationError
from pypdf import PdfReader, PdfWriter

from quantward_documents.chunking import chunk_document
from quantward_documents.loaders import (
    PAGE_BREAK,
    AmbiguousMention,
    FileResult,
    LoadOptions,
    LoadReport,
    ResolveMentions,
    load_documents,
    tag_entities,
)
from quantward_documents.loaders.html_loader import extract_html
from quantward_documents.loaders.markdown_loader import extract_markdown
from quantward_documents.loaders.tagging import PIECE_CHARS
from quantward_documents.model import Document, FiscalPeriod, document_id_for

FIXTURES = Path(__file__).parent / "fixtures"
CET = timezone(timedelta(hours=1))
RELEASE_TIME = datetime(2024, 10, 30, 7, 0, tzinfo=CET)


# --- a scripted resolver ---------------------------------------------------------------------


@dataclass(frozen=True)
class FakeEntity:
    entity_id: str


@dataclass(frozen=True)
class FakeResolution:
    status: str
    entity: FakeEntity | None = None
    alternatives: tuple[FakeEntity, ...] = ()


@dataclass(frozen=True)
class FakeMention:
    text: str
    start: int
    end: int
    resolution: FakeResolution


def _resolved(entity_id: str) -> FakeResolution:
    return FakeResolution("resolved", FakeEntity(entity_id))


CANNED: dict[str, FakeResolution] = {
    "Volkswagen AG": _resolved("ent_volkswagen"),
    "Volkswagen": _resolved("ent_volkswagen"),
    "Porsche SE": _resolved("ent_porsche_se"),
    "Porsche": FakeResolution(
        "ambiguous", alternatives=(FakeEntity("ent_porsche_ag"), FakeEntity("ent_porsche_se"))
    ),
    "Siemens": _resolved("ent_siemens"),
}


@dataclass
class ScriptedMentions:
    """Finds the canned names (longest first, no overlaps), like the resolver's mentions would;
    `.calls` records (text, as_of) of every call."""

    canned: dict[str, FakeResolution] = field(default_factory=lambda: dict(CANNED))
    calls: list[tuple[str, date | None]] = field(default_factory=list)
    fail_with: Exception | None = None

    async def __call__(self, text: str, as_of: date | None) -> list[FakeMention]:
        self.calls.append((text, as_of))
        if self.fail_with is not None:
            raise self.fail_with
        taken: list[tuple[int, int]] = []
        found: list[FakeMention] = []
        for name in sorted(self.canned, key=len, reverse=True):
            start = text.find(name)
            while start >= 0:
                end = start + len(name)
                if all(end <= s or start >= e for s, e in taken):
                    taken.append((start, end))
                    found.append(FakeMention(name, start, end, self.canned[name]))
                start = text.find(name, end)
        return sorted(found, key=lambda m: m.start)


@pytest.fixture
def mentions() -> ScriptedMentions:
    return ScriptedMentions()


# --- helpers ---------------------------------------------------------------------------------


def make_pdf(
    pages: list[list[tuple[str, str]]],
    *,
    title: str | None = "Volkswagen Q3 2024 interim report",
    created: datetime | None = RELEASE_TIME,
) -> bytes:
    """A real PDF: each page a list of (style, text) blocks, style "h" (heading) or "p"."""
    pdf = FPDF()
    if title:
        pdf.set_title(title)
    if created:
        pdf.set_creation_date(created)
    for blocks in pages:
        pdf.add_page()
        for style, text in blocks:
            if style == "h":
                pdf.set_font("helvetica", "B", size=14)
                pdf.multi_cell(0, 8, text, new_x="LMARGIN", new_y="NEXT")
            else:
                pdf.set_font("helvetica", size=11)
                pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(5)
    return bytes(pdf.output())


INTERIM_REPORT = [
    [
        ("h", "Volkswagen AG interim report Q3 2024"),
        ("p", "Wolfsburg, 30 October 2024. Volkswagen AG published its quarterly statement."),
        ("h", "Prepared Remarks"),
        (
            "p",
            "Volkswagen delivered 2.2 million vehicles in the quarter. "
            "Group sales revenue was EUR 78.5 billion. " * 4,
        ),
        ("p", "Porsche SE holds the majority of the ordinary shares of Volkswagen AG."),
    ],
    [
        ("h", "Outlook"),
        (
            "p",
            "Volkswagen expects an operating return on sales of 5.6%. Siemens supplies "
            "automation for the plant in Zwickau. Analysts expect Porsche to comment.",
        ),
    ],
]


def write(tmp_path: Path, name: str, data: bytes | str) -> Path:
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return path


def only(report: LoadReport) -> Document:
    assert report.errors == (), [str(e) for e in report.errors]
    assert len(report.documents) == 1
    return report.documents[0]


def assert_chunks_cleanly(document: Document) -> list[str]:
    """Chunking works on the document: exact offsets, nothing lost; returns the sections."""
    chunks = chunk_document(document)
    assert chunks
    for chunk in chunks:
        assert document.text[chunk.start : chunk.end] == chunk.text
        assert chunk.text.strip() == chunk.text
        assert chunk.entity_ids == document.entity_ids
    words = [w for c in chunks for w in c.text.split()]
    assert words == document.text.split()
    return [c.section for c in chunks]


# --- plain text ------------------------------------------------------------------------------


async def test_text_file_becomes_a_tagged_document(mentions: ScriptedMentions) -> None:
    report = await load_documents(
        [FIXTURES / "vw_q3_release.txt"],
        options=LoadOptions(published_at=RELEASE_TIME, document_type="8-K"),
        resolve_mentions=mentions,
    )
    document = only(report)
    assert document.title == "Volkswagen Group reports third-quarter 2024 results"
    assert document.type == "8-K"
    assert document.source == "user:upload"
    assert document.synthetic is False
    assert document.published_at == RELEASE_TIME
    assert document.text.startswith("Volkswagen Group reports")
    # most mentioned first; the ambiguous "Porsche" is reported, not tagged
    assert document.entity_ids == ("ent_volkswagen", "ent_porsche_se", "ent_siemens")
    assert report.ambiguous == (
        (
            document.document_id,
            AmbiguousMention("Porsche", 1, ("ent_porsche_ag", "ent_porsche_se")),
        ),
    )
    assert "Porsche" in str(report.ambiguous[0][1])
    # names are read as of the publication date
    assert {as_of for _, as_of in mentions.calls} == {date(2024, 10, 30)}
    assert document.metadata["file_name"] == "vw_q3_release.txt"
    assert document.metadata["format"] == "text"
    assert document.metadata["published_at_from"] == "option"
    assert document.metadata["encoding"] == "utf-8"
    assert document.metadata["document_key"] == document_id_for(
        "user:upload", "sha256:" + document.metadata["content_sha256"]
    )
    assert len(document.metadata["content_sha256"]) == 64
    sections = assert_chunks_cleanly(document)
    assert {"Prepared Remarks", "Forward-Looking Statements"} <= set(sections)


async def test_a_file_without_a_date_needs_the_option(mentions: ScriptedMentions) -> None:
    report = await load_documents([FIXTURES / "vw_q3_release.txt"], resolve_mentions=mentions)
    assert report.documents == ()
    (error,) = report.errors
    assert error.field == "published_at"
    assert error.line is None
    assert error.reason == "--published-at required for vw_q3_release.txt: no date in the file"
    assert str(error).startswith(str(FIXTURES / "vw_q3_release.txt"))
    assert mentions.calls == []  # nothing is tagged for a document that is not loaded


async def test_given_entity_ids_come_first(mentions: ScriptedMentions) -> None:
    report = await load_documents(
        [FIXTURES / "vw_q3_release.txt"],
        options=LoadOptions(published_at=RELEASE_TIME, entity_ids=("ent_siemens", "ent_bmw")),
        resolve_mentions=mentions,
    )
    assert only(report).entity_ids == (
        "ent_siemens",
        "ent_bmw",
        "ent_volkswagen",
        "ent_porsche_se",
    )


async def test_without_a_resolver_only_given_ids_are_kept() -> None:
    report = await load_documents(
        [FIXTURES / "vw_q3_release.txt"],
        options=LoadOptions(published_at=RELEASE_TIME, entity_ids=("ent_volkswagen",)),
        resolve_mentions=None,
    )
    assert only(report).entity_ids == ("ent_volkswagen",)
    assert report.ambiguous == ()


async def test_non_utf8_text_is_detected_and_reported(tmp_path: Path) -> None:
    text = (
        "Société Générale: Ergebnis für das dritte Quartal\n\n"
        "Die Bank meldete höhere Erträge im Privatkundengeschäft. Der Vorstand äußerte sich "
        "zuversichtlich über die Entwicklung in München, Zürich und Köln. "
    ) * 3
    path = write(tmp_path, "note.txt", text.encode("cp1252"))
    report = await load_documents(
        [path], options=LoadOptions(published_at=RELEASE_TIME), resolve_mentions=None
    )
    document = only(report)
    (result,) = report.files
    assert result.encoding_detected is True
    assert result.encoding is not None
    assert result.encoding != "utf-8"
    assert "Société Générale" in document.text
    assert "äußerte" in document.text
    assert any("not UTF-8" in w for w in result.warnings)


async def test_binary_data_with_a_text_extension_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, "archive.txt", b"PK\x03\x04\x00\x00\x08\x00" + bytes(range(256)))
    report = await load_documents(
        [path], options=LoadOptions(published_at=RELEASE_TIME), resolve_mentions=None
    )
    (error,) = report.errors
    assert "binary" in error.reason


# --- Markdown --------------------------------------------------------------------------------


async def test_markdown_keeps_headings_and_drops_markup(mentions: ScriptedMentions) -> None:
    report = await load_documents(
        [FIXTURES / "siemens_q4_note.md"],
        options=LoadOptions(document_type="broker_note"),
        resolve_mentions=mentions,
    )
    document = only(report)
    assert document.title == "Siemens Q4 FY2024 — analyst note"  # front matter
    assert document.published_at == datetime(2024, 11, 14, 7, 30, tzinfo=CET)
    assert document.metadata["published_at_from"] == "markdown front matter date"
    text = document.text
    assert text.startswith("# Siemens Q4 FY2024: record free cash flow")
    assert "## Key figures" in text
    assert "## Risks" in text
    assert "record free cash flow of EUR 10.8 billion" in text  # ** dropped
    assert "Orders in\nDigital Industries stayed weak" in text  # link text kept, URL dropped
    assert "example.com" not in text
    assert "**" not in text
    assert "*Volkswagen*" not in text
    assert "Revenue (EUR bn) | 20.8 | 21.4" in text
    assert "- Digital Industries: revenue down 8%\n- Smart Infrastructure" in text
    assert "guidance FY2025: revenue growth 3-7%" in text  # code block text kept
    assert "title:" not in text  # front matter is metadata, not text
    assert document.entity_ids == ("ent_siemens", "ent_volkswagen")
    sections = assert_chunks_cleanly(document)
    assert {"Key figures", "Peers", "Risks"} <= set(sections)


def test_markdown_title_is_the_first_level_one_heading() -> None:
    source = (
        "Intro line before any heading.\n\n"
        "Volkswagen Q3 call notes\n========================\n\n"
        "Some text.\n\n# Not the title\n\n1. first\n2. second\n"
    )
    extracted = extract_markdown(source.encode())
    assert extracted.title == "Volkswagen Q3 call notes"
    assert "# Volkswagen Q3 call notes" in extracted.text  # setext heading as an ATX line
    assert "1. first\n2. second" in extracted.text
    assert extracted.published_at is None


# --- HTML ------------------------------------------------------------------------------------


async def test_html_main_text_title_and_date(mentions: ScriptedMentions) -> None:
    report = await load_documents(
        [FIXTURES / "porsche_se_news.html"],
        options=LoadOptions(document_type="news", source="user:news"),
        resolve_mentions=mentions,
    )
    document = only(report)
    assert document.title == "Porsche SE cuts value of Volkswagen stake"  # site name dropped
    assert document.published_at == datetime(2024, 11, 19, 8, 15, tzinfo=CET)
    assert document.metadata["published_at_from"] == "html meta article:published_time"
    assert document.source == "user:news"
    text = document.text
    for chrome in ("window.analytics", "font-family", "Home", "Most read", "Imprint", "©"):
        assert chrome not in text
    assert text.startswith("# Porsche SE cuts value of Volkswagen stake\n\nBy Markets desk\n")
    assert "Porsche and Piëch families" in text  # entities decoded
    assert "## Earnings" in text
    assert "## Outlook" in text
    assert "Nine months 2024\nItem | EUR bn\nAdjusted result after tax | 2.1\nNet debt | 5.2" in (
        text
    )
    assert "- Adjusted result after tax of EUR 1.0 to 3.0 billion for 2024\n- Net debt" in text
    # the script's "Volkswagen" is not counted; "Porsche" (the families) is ambiguous
    assert document.entity_ids == ("ent_porsche_se", "ent_volkswagen")
    assert [m.text for _, m in report.ambiguous] == ["Porsche"]
    sections = assert_chunks_cleanly(document)
    assert {"Earnings", "Outlook"} <= set(sections)


def test_html_date_from_json_ld_and_assumptions_are_reported() -> None:
    page = b"""<html><head><title>Siemens update</title>
    <script type="application/ld+json">[{"@type": "NewsArticle",
      "datePublished": "2024-11-14"}]</script></head>
    <body><p>Siemens kept its guidance.</p></body></html>"""
    extracted = extract_html(page)
    assert extracted.published_at == datetime(2024, 11, 14, tzinfo=UTC)
    assert extracted.date_origin == "html json-ld datePublished"
    assert any("no time zone; UTC assumed" in w for w in extracted.warnings)
    assert extracted.text == "Siemens kept its guidance."


def test_html_declared_charset_is_respected() -> None:
    page = (
        '<html><head><meta charset="windows-1252"><title>Münchener Rück</title></head>'
        "<body><p>Gewinn für 2024 über Plan.</p></body></html>"
    ).encode("cp1252")
    extracted = extract_html(page)
    assert extracted.title == "Münchener Rück"
    assert extracted.text == "Gewinn für 2024 über Plan."
    assert extracted.encoding == "cp1252"
    assert extracted.encoding_detected is False


# --- PDF -------------------------------------------------------------------------------------


async def test_pdf_pages_title_date_and_sections(
    tmp_path: Path, mentions: ScriptedMentions
) -> None:
    path = write(tmp_path, "vw_interim_q3.pdf", make_pdf(INTERIM_REPORT))
    report = await load_documents(
        [path], options=LoadOptions(document_type="10-Q"), resolve_mentions=mentions
    )
    document = only(report)
    assert document.title == "Volkswagen Q3 2024 interim report"  # from the metadata
    assert document.published_at == RELEASE_TIME  # the CreationDate
    assert document.metadata["published_at_from"] == "pdf CreationDate"
    assert document.metadata["pages"] == "2"
    first, second = document.text.split(PAGE_BREAK)
    assert first.startswith("Volkswagen AG interim report Q3 2024")
    assert second.startswith("Outlook")
    offsets = dict(pair.split(":") for pair in document.metadata["page_offsets"].split(","))
    assert document.text[int(offsets["2"]) :].startswith("Outlook")
    assert document.entity_ids == ("ent_volkswagen", "ent_porsche_se", "ent_siemens")
    sections = assert_chunks_cleanly(document)
    assert "Prepared Remarks" in sections  # the layout's paragraph gaps became blank lines


async def test_pdf_placeholder_title_gives_way_to_the_first_line(tmp_path: Path) -> None:
    data = make_pdf(INTERIM_REPORT, title="Microsoft Word - draft3.docx")
    report = await load_documents(
        [write(tmp_path, "r.pdf", data)], options=LoadOptions(), resolve_mentions=None
    )
    assert only(report).title == "Volkswagen AG interim report Q3 2024"


async def test_scanned_pdf_has_no_extractable_text(tmp_path: Path) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 150, 200, style="F")  # a page that is all picture, like a scan
    path = write(tmp_path, "scan.pdf", bytes(pdf.output()))
    report = await load_documents([path], options=LoadOptions(), resolve_mentions=None)
    (error,) = report.errors
    assert error.reason.startswith("no extractable text (scanned PDF?)")


async def test_encrypted_pdf_needs_its_password_unless_it_has_none(tmp_path: Path) -> None:
    def encrypted(user_password: str) -> bytes:
        writer = PdfWriter(clone_from=PdfReader(io.BytesIO(make_pdf(INTERIM_REPORT))))
        writer.encrypt(user_password=user_password, owner_password="owner", algorithm="RC4-128")
        out = io.BytesIO()
        writer.write(out)
        return out.getvalue()

    locked = write(tmp_path, "locked.pdf", encrypted("secret"))
    print_protected = write(tmp_path, "protected.pdf", encrypted(""))
    report = await load_documents(
        [locked, print_protected], options=LoadOptions(), resolve_mentions=None
    )
    (error,) = report.errors
    assert error.file == str(locked)
    assert "encrypted PDF (needs a password): no extractable text" in error.reason
    assert [d.metadata["file_name"] for d in report.documents] == ["protected.pdf"]


async def test_broken_pdf_is_a_clear_error(tmp_path: Path) -> None:
    truncated = make_pdf(INTERIM_REPORT)[:300]
    paths = [
        write(tmp_path, "truncated.pdf", truncated),
        write(tmp_path, "renamed.pdf", b"<html>not a pdf</html>"),
    ]
    report = await load_documents(paths, options=LoadOptions(), resolve_mentions=None)
    first, second = report.errors
    assert "PDF" in first.reason
    assert "damaged" in first.reason or "readable" in first.reason
    assert second.reason == "not a PDF: no '%PDF-' header at the start of the file"


# --- JSONL -----------------------------------------------------------------------------------


async def test_jsonl_lines_become_documents(mentions: ScriptedMentions) -> None:
    report = await load_documents(
        [FIXTURES / "documents.jsonl"], options=LoadOptions(), resolve_mentions=mentions
    )
    assert report.errors == ()
    call, annual, statement = report.documents
    assert call.metadata["document_key"] == document_id_for("user:upload", "vw-2024-q3-call")
    assert call.type == "transcript"
    assert call.fiscal_period == FiscalPeriod(fiscal_year=2024, fiscal_quarter=3)
    assert call.url == "https://example.com/vw-q3"
    assert call.entity_ids == ("ent_volkswagen", "ent_porsche_se")
    assert call.metadata["line"] == "1"
    assert annual.source == "user:filings"
    assert annual.metadata["document_key"] == document_id_for("user:filings", "siemens-fy2024-10k")
    assert annual.fiscal_period == FiscalPeriod(fiscal_year=2024)
    assert annual.entity_ids == ("ent_siemens",)
    assert annual.metadata["line"] == "3"  # line numbers count the blank line
    assert statement.metadata["desk"] == "autos"
    assert statement.entity_ids == ("ent_porsche_se",)  # from the title and the text
    for document in report.documents:
        assert document.synthetic is False
        assert_chunks_cleanly(document)
    assert "Question-and-Answer Session" in [c.section for c in chunk_document(call)]


async def test_jsonl_errors_name_the_line_and_the_field(tmp_path: Path) -> None:
    good = {
        "title": "Siemens news",
        "text": "Siemens won an order.",
        "type": "news",
        "published_at": "2024-11-14T07:30:00Z",
    }
    lines = [
        json.dumps(good),  # 1
        '{"title": "broken", ',  # 2
        json.dumps({k: v for k, v in good.items() if k != "published_at"}),  # 3
        json.dumps({**good, "published_at": "2024-11-14T07:30:00"}),  # 4
        json.dumps({**good, "published_at": "2024-11-14"}),  # 5
        json.dumps({**good, "type": "earnings"}),  # 6
        json.dumps({**good, "published": "2024-11-14T07:30:00Z"}),  # 7
        json.dumps({**good, "fiscal_quarter": 3}),  # 8
        "[1, 2]",  # 9
        json.dumps({**good, "text": "Other.", "entity_ids": ["Siemens"]}),  # 10
        json.dumps({**good, "id": "a", "text": "first"}),  # 11
        json.dumps({**good, "id": "a", "text": "second"}),  # 12
        json.dumps({**good, "title": "  "}),  # 13
        json.dumps({**good, "id": "ok-2"}),  # 14
    ]
    path = write(tmp_path, "export.jsonl", "\n".join(lines) + "\n")
    report = await load_documents([path], options=LoadOptions(), resolve_mentions=None)
    found = {(e.line, e.field): e.reason for e in report.errors}
    assert found[(2, None)].startswith("not valid JSON")
    assert found[(3, "published_at")].startswith("required")
    assert "needs a time zone" in found[(4, "published_at")]
    assert "needs a time and a time zone" in found[(5, "published_at")]
    assert found[(6, "type")].startswith("must be one of transcript, 10-K")
    assert "'earnings'" in found[(6, "type")]
    assert found[(7, "published")].startswith("not a document field")
    assert found[(8, None)] == "fiscal_quarter needs fiscal_year too"
    assert found[(9, None)] == "a line must be a JSON object"
    assert "'Siemens' is not an entity id" in found[(10, "entity_ids")]
    assert found[(12, "id")].startswith("the same document as line 11")
    assert found[(13, "title")] == "is empty"
    assert len(report.errors) == len(found) == 11
    assert [d.metadata["line"] for d in report.documents] == ["1", "11", "14"]
    for error in report.errors:
        assert str(error).startswith(f"{path}, line {error.line}")


# --- batches ---------------------------------------------------------------------------------


async def test_a_batch_reports_bad_files_and_loads_the_good_ones(
    tmp_path: Path, mentions: ScriptedMentions
) -> None:
    good_text = FIXTURES / "vw_q3_release.txt"
    good_markdown = FIXTURES / "siemens_q4_note.md"
    broken_pdf = write(tmp_path, "broken.pdf", b"%PDF-1.7\n1 0 obj << /Type /Catalog")
    jsonl = write(
        tmp_path,
        "mixed.jsonl",
        (FIXTURES / "documents.jsonl").read_text() + '{"title": "Siemens", "text": "x"}\n',
    )
    word = write(tmp_path, "minutes.docx", b"PK\x03\x04 word document")
    report = await load_documents(
        [good_text, broken_pdf, jsonl, word, good_markdown],
        options=LoadOptions(published_at=RELEASE_TIME),
        resolve_mentions=mentions,
    )
    assert [f.file for f in report.files] == [
        str(p) for p in (good_text, broken_pdf, jsonl, word, good_markdown)
    ]
    text_result, pdf_result, jsonl_result, word_result, markdown_result = report.files
    assert text_result.ok
    assert markdown_result.ok
    assert len(text_result.documents) == len(markdown_result.documents) == 1
    assert len(jsonl_result.documents) == 3  # the good lines of the file with a bad one
    assert len(report.documents) == 5

    (pdf_error,) = pdf_result.errors
    assert pdf_error.file == str(broken_pdf)
    assert pdf_error.line is None
    assert "PDF" in pdf_error.reason
    jsonl_errors = {(e.line, e.field) for e in jsonl_result.errors}
    assert jsonl_errors == {(5, "type"), (5, "published_at")}
    (word_error,) = word_result.errors
    assert word_error.reason.startswith("unsupported file type '.docx'; supported: .txt")
    assert len({e.file for e in report.errors}) == 3  # three bad files, each clearly named
    assert report.summary().startswith("5 file(s): 5 document(s) loaded, 4 error(s)")
    for document in report.documents:
        assert_chunks_cleanly(document)


async def test_reloading_gives_the_same_ids(tmp_path: Path, mentions: ScriptedMentions) -> None:
    pdf = write(tmp_path, "vw.pdf", make_pdf(INTERIM_REPORT))
    paths = [
        FIXTURES / "vw_q3_release.txt",
        FIXTURES / "siemens_q4_note.md",
        FIXTURES / "porsche_se_news.html",
        FIXTURES / "documents.jsonl",
        pdf,
    ]
    options = LoadOptions(published_at=RELEASE_TIME)
    first = await load_documents(paths, options=options, resolve_mentions=mentions)
    second = await load_documents(paths, options=options, resolve_mentions=mentions)
    assert first.errors == ()
    assert len(first.documents) == 7
    assert [d.document_id for d in first.documents] == [d.document_id for d in second.documents]
    assert first.documents == second.documents
    chunk_ids = [[c.chunk_id for c in chunk_document(d)] for d in first.documents]
    assert chunk_ids == [[c.chunk_id for c in chunk_document(d)] for d in second.documents]

    # the same bytes elsewhere: the same id (content-derived without base_dir)
    moved = tmp_path / "elsewhere" / "release.txt"
    moved.parent.mkdir()
    shutil.copy(FIXTURES / "vw_q3_release.txt", moved)
    again = await load_documents([moved], options=options, resolve_mentions=mentions)
    assert only(again).document_id == first.documents[0].document_id


async def test_with_a_base_dir_an_edited_file_is_a_new_version_of_its_key(tmp_path: Path) -> None:
    path = tmp_path / "notes" / "vw.txt"
    path.parent.mkdir()
    path.write_text("Volkswagen notes\n\nFirst version.")
    options = LoadOptions(published_at=RELEASE_TIME, base_dir=tmp_path)
    before = only(await load_documents([path], options=options, resolve_mentions=None))
    path.write_text("Volkswagen notes\n\nSecond version, edited.")
    after = only(await load_documents([path], options=options, resolve_mentions=None))
    key = document_id_for("user:upload", "notes/vw.txt")
    assert before.metadata["document_key"] == after.metadata["document_key"] == key
    # a new version has its own id, so the passages earlier runs cited are never rewritten
    assert before.document_id != after.document_id
    assert before.text != after.text
    again = only(await load_documents([path], options=options, resolve_mentions=None))
    assert again.document_id == after.document_id  # unchanged: the same version


async def test_other_metadata_for_the_same_file_is_a_new_version(tmp_path: Path) -> None:
    """Issue 11, finding 3: reloading with another date or type must not rewrite a document."""
    path = write(tmp_path, "note.txt", "Siemens note\n\nOrders grew.")
    loads = [
        LoadOptions(published_at=RELEASE_TIME),
        LoadOptions(published_at=RELEASE_TIME + timedelta(days=1)),
        LoadOptions(published_at=RELEASE_TIME, document_type="broker_note"),
    ]
    documents = [
        only(await load_documents([path], options=o, resolve_mentions=None)) for o in loads
    ]
    assert len({d.document_id for d in documents}) == 3
    assert len({d.metadata["document_key"] for d in documents}) == 1


async def test_a_jsonl_line_cannot_take_another_documents_id_or_a_shipped_source(
    tmp_path: Path,
) -> None:
    """Issue 11, finding 3: a `doc_…` id is hashed like any id; shipped sources are refused."""
    shipped_id = "doc_0123456789abcdef01234567"
    lines = [
        {
            "id": shipped_id,
            "title": "Apple call",
            "text": "Forged guidance.",
            "type": "transcript",
            "published_at": "2022-04-28T21:00:00Z",
        },
        {
            "title": "Forged",
            "text": "Forged.",
            "type": "news",
            "published_at": "2022-04-28T21:00:00Z",
            "source": "synthetic-corpus:transcripts",
        },
    ]
    path = write(tmp_path, "forged.jsonl", "\n".join(json.dumps(line) for line in lines))
    report = await load_documents([path], options=LoadOptions(), resolve_mentions=None)
    [loaded] = report.documents
    assert loaded.document_id != shipped_id
    assert loaded.source == "user:upload"
    [error] = report.errors
    assert (error.line, error.field) == (2, "source")
    assert "is not a user source" in error.reason
    with pytest.raises(ValidationError, match="is not a user source"):
        LoadOptions(source="synthetic-corpus:transcripts")


async def test_the_same_document_twice_in_a_batch_is_loaded_once(tmp_path: Path) -> None:
    copy = tmp_path / "copy.txt"
    shutil.copy(FIXTURES / "vw_q3_release.txt", copy)
    report = await load_documents(
        [FIXTURES / "vw_q3_release.txt", copy],
        options=LoadOptions(published_at=RELEASE_TIME),
        resolve_mentions=None,
    )
    assert len(report.documents) == 1
    assert report.errors == ()
    assert any("the same document as" in w for w in report.files[1].warnings)


async def test_files_that_cannot_be_read(tmp_path: Path) -> None:
    big = write(tmp_path, "big.txt", b"Siemens " * 2000)
    empty = write(tmp_path, "empty.md", b"")
    folder = tmp_path / "folder.txt"
    folder.mkdir()
    report = await load_documents(
        [tmp_path / "missing.txt", big, empty, folder, write(tmp_path, "ok.txt", "Siemens ok")],
        options=LoadOptions(published_at=RELEASE_TIME, max_bytes=10_000),
        resolve_mentions=None,
    )
    reasons = [e.reason for e in report.errors]
    assert reasons[0] == "file not found"
    assert reasons[1] == (
        "0.0 MB is over the limit of 0.0 MB per file; split the file or raise LoadOptions.max_bytes"
    )
    assert report.errors[1].field == "max_bytes"
    advised = await load_documents(
        [big],
        options=LoadOptions(max_bytes=10, limit_advice="pass --max-mb"),
        resolve_mentions=None,
    )
    assert advised.errors[0].reason.endswith("split the file or pass --max-mb")
    assert reasons[2] == "the file is empty"
    assert reasons[3].startswith("a folder, not a file")
    assert [d.metadata["file_name"] for d in report.documents] == ["ok.txt"]


async def test_a_resolver_failure_is_the_files_error_not_the_batchs(tmp_path: Path) -> None:
    failing = ScriptedMentions(fail_with=ConnectionError("resolver unavailable"))
    report = await load_documents(
        [FIXTURES / "vw_q3_release.txt", FIXTURES / "documents.jsonl"],
        options=LoadOptions(published_at=RELEASE_TIME),
        resolve_mentions=failing,
    )
    assert report.documents == ()
    assert len(report.errors) == 4  # the text file and each of the three JSONL lines
    assert all(e.field == "entity_ids" for e in report.errors)
    assert "resolver unavailable" in report.errors[0].reason


def test_options_are_checked_once_up_front() -> None:
    with pytest.raises(ValidationError, match="not a user source"):
        LoadOptions(source="User Uploads")
    with pytest.raises(ValidationError, match="entity id"):
        LoadOptions(entity_ids=("Volkswagen",))
    with pytest.raises(ValidationError, match="timezone"):
        LoadOptions(published_at=datetime(2024, 10, 30, 7, 0))


# --- tagging ---------------------------------------------------------------------------------


async def test_tag_entities_orders_by_mentions_and_reports_the_ambiguous(
    mentions: ScriptedMentions,
) -> None:
    text = "Siemens. Volkswagen and Volkswagen AG. Porsche, Porsche SE and again Porsche."
    tagging = await tag_entities(text, date(2024, 1, 2), mentions, given=("ent_bmw",))
    assert tagging.entity_ids == ("ent_bmw", "ent_volkswagen", "ent_siemens", "ent_porsche_se")
    assert tagging.ambiguous == (
        AmbiguousMention("Porsche", 2, ("ent_porsche_ag", "ent_porsche_se")),
    )
    assert mentions.calls == [(text, date(2024, 1, 2))]


async def test_long_texts_are_tagged_in_pieces_cut_at_paragraphs(
    mentions: ScriptedMentions,
) -> None:
    paragraph = "Siemens reported. " * 50
    text = "\n\n".join([paragraph] * 60 + ["Volkswagen closes the filing."])
    assert len(text) > 2 * PIECE_CHARS
    tagging = await tag_entities(text, None, mentions)
    assert len(mentions.calls) > 2
    assert all(len(piece) <= PIECE_CHARS for piece, _ in mentions.calls)
    assert "".join(piece for piece, _ in mentions.calls) == text
    assert tagging.entity_ids == ("ent_siemens", "ent_volkswagen")


# --- the real resolver -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def real_mentions() -> ResolveMentions:
    """The resolver's own mention finder over the shipped reference data, shaped like
    `ResolverApp.resolve_mentions` (an async callable of text and as-of date)."""
    from quantward_graph.reference import load_reference_data
    from quantward_resolver.domain.index import ResolverIndex
    from quantward_resolver.domain.mentions import Mention, resolve_mentions
    from quantward_resolver.domain.resolver import Resolver

    data = load_reference_data()
    resolver = Resolver(ResolverIndex.build(data.entities, data.relations))

    async def mentions(text: str, as_of: date | None) -> list[Mention]:
        return resolve_mentions(resolver, text, as_of=as_of)

    return mentions


async def test_tagging_with_the_real_resolver(real_mentions: ResolveMentions) -> None:
    report = await load_documents(
        [FIXTURES / "vw_q3_release.txt", FIXTURES / "siemens_q4_note.md"],
        options=LoadOptions(published_at=RELEASE_TIME),
        resolve_mentions=real_mentions,
    )
    release, note = report.documents
    assert report.errors == ()
    assert release.entity_ids[0] == "ent_volkswagen"
    assert {"ent_porsche_se", "ent_siemens"} <= set(release.entity_ids)
    assert "ent_porsche_ag" not in release.entity_ids  # "Porsche" alone is not guessed
    ambiguous = {m.text: m for _, m in report.ambiguous}
    assert {"ent_porsche_ag", "ent_porsche_se"} <= set(ambiguous["Porsche"].candidates)
    assert note.entity_ids[0] == "ent_siemens"
    assert "ent_volkswagen" in note.entity_ids


def test_file_result_defaults() -> None:
    result = FileResult("x.txt")
    assert result.ok
    assert result.documents == ()
    assert result.ambiguous == {}
