"""Hungarian mandate clauses read as bounds: the side from the operator (an adverb before the
figure, a negated verb whose prefix splits off, a case ending and a noun of limiting after the
figure), the subject from its stem with any ending or compound tail, and the unit from the
language's word for a per cent or a basis point in any case."""

from __future__ import annotations

import pytest

from quantward_validation import mandate
from quantward_validation.limits import subject_of, words
from quantward_validation.operators import side_after, side_before


def _bounds(text: str) -> list[tuple[str, float | None, float | None, str | None]]:
    found = mandate.clauses({"clause": text})
    return [(b.kind, b.low, b.high, b.subject) for c in found for b in c.bounds]


@pytest.mark.parametrize(
    ("before", "side"),
    [
        ("a részvények aránya legfeljebb ", "ceiling"),
        ("a likvid eszközök aránya legalább ", "floor"),
        ("a devizakitettség nem haladhatja meg a ", "ceiling"),
        ("a kitettség nem lépheti túl az ", "ceiling"),
        ("az arány nem lehet kevesebb, mint ", "floor"),
        ("az arány nem lehet több mint ", "ceiling"),
        ("a súly maximálisan ", "ceiling"),
        # decoys: a plain "nem" or a word of time is no operator
        ("a pénztár nem ", None),
        ("a 2025. évben ", None),
    ],
)
def test_hungarian_operators_before_the_figure_give_their_side(
    before: str, side: str | None
) -> None:
    assert side_before(before) == side


@pytest.mark.parametrize(
    ("after", "side"),
    [
        ("-ig terjedhet.", "ceiling"),
        ("-os felső korlát", "ceiling"),
        (" alsó korlát", "floor"),
        ("-ot nem haladhatja meg.", "ceiling"),
        (" alá nem csökkenhet.", "floor"),
        (" vagy kevesebb.", "ceiling"),
        (" vagy több.", "floor"),
        # a figure's case ending alone gives no side
        ("-ot tesz ki.", None),
    ],
)
def test_hungarian_operators_after_the_figure_give_their_side(after: str, side: str | None) -> None:
    assert side_after(after) == side


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tőzsdei részvények aránya: legfeljebb 40 százalék.", ("ceiling", None, 0.4)),
        ("Egy kibocsátóval szembeni kitettség legfeljebb 5,0% lehet.", ("ceiling", None, 0.05)),
        ("A nyitott devizapozíció nem haladhatja meg a 10%-ot.", ("ceiling", None, 0.1)),
        ("Részvénykitettség: 30%-os felső korlát.", ("ceiling", None, 0.3)),
        ("A részvények aránya 24% és 40% között.", ("range", 0.24, 0.4)),
        ("A részvények aránya 30 és 40 százalék között legyen.", ("range", 0.3, 0.4)),
        ("Devizakockázat a fedezés után: 12%–20%.", ("range", 0.12, 0.2)),
        (
            "Aktív kockázat a benchmarkhoz képest legfeljebb 150 bázispont.",
            ("ceiling", None, 0.015),
        ),
    ],
)
def test_hungarian_clauses_are_read_as_bounds(
    text: str, expected: tuple[str, float | None, float | None]
) -> None:
    read = [(kind, low, high) for kind, low, high, _ in _bounds(text)]
    assert expected in [
        (k, None if lo is None else round(lo, 6), None if hi is None else round(hi, 6))
        for k, lo, hi in read
    ]


def test_a_subject_no_vocabulary_knows_is_read_by_its_stem_for_a_typed_name() -> None:
    # "állampapír" (government securities) has no canonical subject: a name that types its stem
    # (`allampapirMin`) meets the clause's words in any case ending
    found = mandate.clauses({"clause": "Az állampapírok aránya legalább 60,0% (piaci értéken)."})
    assert [(b.kind, b.low) for b in mandate.bounds_for(found, "allampapirMin")] == [("floor", 0.6)]


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("tőzsdei részvények aránya", "max_equity_weight"),
        ("részvénykitettség", "max_equity_weight"),
        ("egy kibocsátóval szembeni kitettség", "max_position_weight"),
        ("kibocsátónként", "max_position_weight"),
        ("devizakockázat a fedezés után", "max_currency_exposure"),
        ("nyitott devizapozíció", "max_currency_exposure"),
        ("várható követési eltérés", "max_tracking_error"),
        ("aktív kockázat", "max_tracking_error"),
        ("likvid eszközök aránya", "cash_weight"),
        ("a kibocsátók száma", "min_holdings_count"),
        ("illikvid eszközök", "max_illiquid_weight"),
        # as code types the names, without accents
        (words("reszvenyMax"), "max_equity_weight"),
        (words("devizaMax"), "max_currency_exposure"),
        (words("kibocsatoMax"), "max_position_weight"),
    ],
)
def test_hungarian_subjects_are_read_by_stem(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


@pytest.mark.parametrize(
    "phrase",
    [
        # a company's form, an exchange rate and the bare issuer name no subject of theirs
        "a Pannonvölgy Részvénytársaság",
        "a devizaárfolyam",
        "a kibocsátó",
    ],
)
def test_hungarian_decoys_name_no_such_subject(phrase: str) -> None:
    assert subject_of(phrase) not in (
        "max_equity_weight",
        "max_currency_exposure",
        "max_position_weight",
    )


@pytest.mark.parametrize(
    ("text", "low"),
    [
        # the things a figure counts after it are its unit ("40 különböző részvény"), and the
        # word after it is no scale of money though it starts with "k"
        ("A részvényportfólió kibocsátóinak száma legalább 40 különböző részvény legyen.", 40.0),
        ("A kibocsátók száma nem lehet kevesebb, mint 30.", 30.0),
        ("The equity portfolio shall hold at least 25 different issuers.", 25.0),
    ],
)
def test_a_number_of_holdings_is_read_as_a_count(text: str, low: float) -> None:
    found = mandate.clauses({"clause": text})
    assert [(b.kind, b.low) for b in mandate.bounds_for(found, "min_equity_issuers")] == [
        ("floor", low)
    ]


@pytest.mark.parametrize(
    "table",
    [
        "| Limit | Korlát | Tény | Kihasználtság |\n|---|---|---|---|\n"
        "| Részvények aránya | max. 30 százalék | 22,5 százalék | 75% |",
        "| Limit | Max | Actual | Utilisation |\n|---|---|---|---|\n"
        "| Equity share | max. 30 percent | 22.5 percent | 75% |",
        "Asset\tMax\tActual\nEquities\t30%\t22.5%",
    ],
)
def test_a_column_of_the_level_the_book_stands_at_bounds_nothing(table: str) -> None:
    found = mandate.clauses({"clause": table})
    assert [(b.kind, b.high) for c in found for b in c.bounds] == [("ceiling", 0.3)]


@pytest.mark.parametrize(
    ("table", "high"),
    [
        # a governance table: "Current" is the parameter in force, against a "Proposed" one
        (
            "| Parameter | Current | Proposed |\n|---|---|---|\n"
            "| Max per-asset weight | 1500 bps | 750 bps |",
            0.15,
        ),
        (
            "| Parameter | Current | Proposed |\n|---|---|---|\n"
            "| Max per-asset weight | 12.5 percent | 10 percent |\n\n"
            "Status: PASSED. Proposed values apply from this epoch.",
            0.1,
        ),
        ("Parameter\tCurrent\tProposed\nMax per-asset weight\t12.5%\t10%", 0.125),
    ],
)
def test_a_current_column_with_no_bound_beside_it_is_the_setting_in_force(
    table: str, high: float
) -> None:
    # (the decoy, a level measured against a limit column beside it, is the test above)
    found = mandate.clauses({"clause": table})
    assert [(b.kind, b.high) for c in found for b in c.bounds] == [("ceiling", high)]


def test_hungarian_column_headers_name_the_kind_of_their_cells() -> None:
    table = (
        "| Eszközosztály | Stratégiai arány | Alsó korlát | Felső korlát | Döntési jogkör |\n"
        "|---|---|---|---|---|\n"
        "| Egyetlen vállalati kibocsátó súlya | 2,4% | 1,8% | 3,0% | Befektetési vezető |"
    )
    found = mandate.clauses({"clause": table})
    read = [(b.kind, b.low, b.high) for c in found for b in c.bounds]
    assert [(k, lo, hi) for k, lo, hi in read if k == "ceiling"] == [("ceiling", None, 0.03)]
    assert ("floor", 0.018, None) in [
        (k, None if lo is None else round(lo, 6), hi) for k, lo, hi in read
    ]


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        # a figure in words, fused as Hungarian fuses them
        ("Állampapírok aránya, negyven százalékos alsó korlát.", "allampapirMin", ("floor", 0.4)),
        ("Részvények aránya legfeljebb harmincöt százalék.", "reszvenyMax", ("ceiling", 0.35)),
        ("Részvények aránya legfeljebb huszonöt százalék.", "reszvenyMax", ("ceiling", 0.25)),
    ],
)
def test_hungarian_figures_in_words_are_read(
    text: str, name: str, expected: tuple[str, float]
) -> None:
    found = mandate.clauses({"clause": text})
    read = [
        (b.kind, round(b.low if b.kind == "floor" else b.high or 0.0, 6))
        for b in mandate.bounds_for(found, name)
    ]
    assert read == [expected]
