"""Reading answers: marks to numbers, sections, tables, sentences with their citations."""

from __future__ import annotations

from quantward_contracts.values import Citation
from quantward_validation.numbers import mask, written_numbers
from quantward_validation.text import claims, normalise_title, number_marks, sections


def citation(number: int, ref: str) -> Citation:
    return Citation(mark=f"[[{ref}]]", number=number, source_id=ref.split("#")[0])


def test_raw_marks_become_their_citation_numbers() -> None:
    cites = [citation(1, "src_aaa#chk_one"), citation(2, "src_bbb")]
    text, unresolved = number_marks(
        "A [[src_aaa#chk_one]]. B [[src_aaa#chk_one; src_bbb]]. C [[src_zzz]].", cites
    )
    assert text == "A [1]. B [1][2]. C ."
    assert unresolved == ["[[src_zzz]]"]


def test_sections_nest_and_titles_normalise() -> None:
    text = (
        "# Title\n## 1. Portfolio weights:\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        "### Sub\nx [1]\n## Risks\n- y"
    )
    found = {normalise_title(s.title): s for s in sections(text)}
    assert set(found) == {"title", "portfolio weights", "sub", "risks"}
    assert found["portfolio weights"].has_table
    assert found["portfolio weights"].citation_numbers == [1]  # the subsection belongs to it
    assert not found["risks"].has_table
    assert found["title"].citation_numbers == [1]


def test_claims_keep_citations_after_a_full_stop_and_split_sentences() -> None:
    text = (
        "## S\nApple Inc. returned 5% [1]. Microsoft fell 3%. [2] JPMorgan rose 1% [3]\n"
        "| Apple | 10.00% [4] |\n|---|---|\n```\nrose 99% [5]\n```"
    )
    found = [(c.text, c.numbers, c.in_table) for c in claims(text)]
    assert found == [
        ("Apple Inc. returned 5% [1].", (1,), False),
        ("Microsoft fell 3%. [2]", (2,), False),
        ("JPMorgan rose 1% [3]", (3,), False),
        ("| Apple | 10.00% [4] |", (4,), True),
    ]


def test_numbers_read_with_their_unit_precision_and_qualifier() -> None:
    masked = mask(
        "Revenue was 107,514 million, up 13.2% on 2022-12-28 [3]; leverage 2.5x, costs 12 bps, "
        "about 4.0% and less than 10% in FY2022 Q4 of a 10-Q; “quoted 55.5%” -1.25"
    )
    found = [
        (w.text, w.kind, w.decimals, w.qualifier, w.checkable) for w in written_numbers(masked)
    ]
    assert found == [
        ("107,514 million", "plain", 0, "exact", True),
        ("13.2%", "percent", 1, "exact", True),
        ("2.5x", "multiple", 1, "exact", True),
        ("12 bps", "bps", 0, "exact", True),
        ("4.0%", "percent", 1, "approx", True),
        ("10%", "percent", 0, "bound", False),
        ("10", "plain", 0, "exact", False),
        ("-1.25", "plain", 2, "exact", True),
    ]


def test_a_written_number_matches_within_its_rounding() -> None:
    (w,) = written_numbers(mask("12.3%"))
    assert w.matches(0.1234)
    assert w.matches(0.12251)
    assert w.matches(-0.123)
    assert not w.matches(0.1236)
    assert not w.matches(0.122)
    (negative,) = written_numbers(mask("-10.00%"))
    assert negative.matches(-0.1)
    assert not negative.matches(0.1)
    (millions,) = written_numbers(mask("60.1 billion"))
    assert millions.matches(60_123.0)
    assert millions.matches(60.1e9)
