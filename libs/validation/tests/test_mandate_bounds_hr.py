"""Croatian (and Serbian, Bosnian, Slovenian) mandate clauses read as bounds: the side from an
adverb, a negated verb of exceeding or falling, a comparative with "od"/"kot", or the limit's
own noun ("gornji limit … iznosi"); a range opened by "između"/"med", "od … do", "u rasponu";
the subject from its stem in any case (`limit_lexicon_hr`); the unit from "posto", "baznih
bodova", "postotnih bodova", "puta" in any case (`numbers_hr`); a band table's columns named in
the language (`operators_hr`). Sentences written for these tests, not a batch's."""

from __future__ import annotations

import pytest

from quantward_validation import mandate
from quantward_validation.limits import subject_of
from quantward_validation.operators import side_after, side_before
from quantward_validation.quantities import quantities


def _bounds(text: str) -> list[tuple[str, float | None, float | None, str | None]]:
    found = mandate.clauses({"clause": text})
    return [(b.kind, b.low, b.high, b.subject) for c in found for b in c.bounds]


@pytest.mark.parametrize(
    ("before", "side"),
    [
        ("udio dionica najviše ", "ceiling"),
        ("udio dionica iznosi najviše ", "ceiling"),
        ("izloženost ne smije prijeći ", "ceiling"),
        ("izloženost ne smiju premašiti ", "ceiling"),
        ("izloženost neće prelaziti ", "ceiling"),
        ("izloženost ne sme da pređe ", "ceiling"),
        ("delež delnic ne sme preseči ", "ceiling"),
        ("udio ne više od ", "ceiling"),
        ("udio nije veći od ", "ceiling"),
        ("ulaganja u dionice do ", "ceiling"),
        ("delež delnic največ ", "ceiling"),
        ("udio novca najmanje ", "floor"),
        ("udio novca barem ", "floor"),
        ("pokriće ne smije pasti ispod ", "floor"),
        ("pokriće ne bude niži od ", "floor"),
        ("pokriće ne smije biti manje od ", "floor"),
        ("delež denarja vsaj ", "floor"),
        ("delež ne manj kot ", "floor"),
        ("gornji limit iznosi ", "ceiling"),
        ("donja granica je ", "floor"),
        ("spodnja meja je ", "floor"),
        ("zgornja meja znaša ", "ceiling"),
        # decoys: a plain "ne", a meeting's words, and the Czech "dolní limit je" (a floor the
        # Czech noun reader reads), which a bare South Slavic "limit je" must not make a cap
        ("društvo ne ", None),
        ("sjednica održana ", None),
        ("dolní limit je ", None),
        ("the team will do ", None),
        ("let's do ", None),
    ],
)
def test_croatian_operators_before_the_figure_give_their_side(
    before: str, side: str | None
) -> None:
    assert side_before(before) == side


@pytest.mark.parametrize(
    ("after", "side"),
    [
        (" ili manje.", "ceiling"),
        (" ili više.", "floor"),
        (" (gornja granica)", "ceiling"),
        (" (donja granica)", "floor"),
        (" ali manj.", "ceiling"),
        # a figure's base alone gives no side
        (" neto imovine fonda.", None),
    ],
)
def test_croatian_operators_after_the_figure_give_their_side(after: str, side: str | None) -> None:
    assert side_after(after) == side


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("Udio dionica najviše 35 posto.", 35.0, "percent"),
        ("Udio je porastao za 5 postotaka.", 5.0, "percent"),
        ("Aktivni rizik do 160 baznih bodova.", 160.0, "bps"),
        ("Odstupanje od 2,5 postotnih bodova.", 2.5, "percent"),
        ("Pokriće od 1,5 puta.", 1.5, "multiple"),
        ("Delež delnic največ 40 odstotkov.", 40.0, "percent"),
        ("Sledilna napaka do 150 bazičnih točk.", 150.0, "bps"),
        ("Udio akcija do 30 procenata.", 30.0, "percent"),
    ],
)
def test_south_slavic_figures_are_read_with_their_unit(text: str, value: float, form: str) -> None:
    assert (value, form) in [(q.value, q.form) for q in quantities(text)]


def test_a_word_that_only_begins_with_a_unit_is_no_unit() -> None:
    # "bodovanje" is a scoring, no point; "postotni" alone names no unit
    assert [q.form for q in quantities("Bodovanje 5 bodovanje.")] == ["plain"]


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("limitDioniceMaks", "max_equity_weight"),
        ("aktivniRizikDioniceMaks", "max_tracking_error"),
        ("brojIzdavateljaMin", "min_holdings_count"),
        ("udioNovcaMin", "cash_weight"),
        ("limitJednogIzdavateljaMaks", "max_position_weight"),
        ("valutniRizikMaks", "max_currency_exposure"),
        ("delezDelnicMaks", "max_equity_weight"),
    ],
)
def test_croatian_and_slovenian_names_have_their_subject(name: str, subject: str) -> None:
    assert subject_of(name) == subject


def test_a_joint_stock_company_is_no_equity() -> None:
    # "dioničko društvo" is the company's form ("d.d."), not its equities
    assert subject_of("dionickoDrustvoLimit") != "max_equity_weight"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Udio dionica ne smije prijeći 35 % neto imovine fonda.",
            [("ceiling", None, 0.35, "max_equity_weight")],
        ),
        (
            "Ulaganja u dionice do 35 % neto imovine, novac najmanje 2 %.",
            [("ceiling", None, 0.35, "max_equity_weight"), ("floor", 0.02, None, "cash_weight")],
        ),
        (
            "Gornji limit za ulaganja u dionice iznosi 30,0 %.",
            [("ceiling", None, 0.3, "max_equity_weight")],
        ),
        (
            "Uprava je gornji limit za udio dionica utvrdila na 32 % neto imovine fonda.",
            [("ceiling", None, 0.32, "max_equity_weight")],
        ),
        (
            "Investicijski odbor može gornji limit za dionice odrediti između 28 posto i 35 posto.",
            [("range", 0.28, 0.35, "max_equity_weight")],
        ),
        (
            "Za aktivni rizik raspon iznosi od 240 baznih bodova do 300 baznih bodova.",
            [("range", 0.024, 0.03, "max_tracking_error")],
        ),
        (
            "Broj različitih izdavatelja obveznica: najmanje 30 izdavatelja.",
            [("floor", 30.0, None, "min_holdings_count")],
        ),
        (
            "Delež delnic ne sme preseči 40 odstotkov.",
            [("ceiling", None, 0.4, "max_equity_weight")],
        ),
    ],
)
def test_croatian_clauses_are_read_as_bounds(
    text: str, expected: list[tuple[str, float | None, float | None, str | None]]
) -> None:
    assert _bounds(text) == expected


def test_a_band_table_names_its_edges_in_croatian_whatever_the_row_label_says() -> None:
    table = (
        "| Klasa imovine | Donja granica | Strateška alokacija | Gornja granica |\n"
        "|---|---|---|---|\n"
        "| Udio dionica (gornji limit) | 32,0 % | 36,0 % | 40,0 % |"
    )
    assert _bounds(table) == [
        ("floor", 0.32, None, "max_equity_weight"),
        ("target", 0.36, 0.36, "max_equity_weight"),
        ("ceiling", None, 0.4, "max_equity_weight"),
    ]


def test_a_date_after_do_is_no_ceiling() -> None:
    # "do 31. prosinca 2026." is a time, not a bound on the equities
    assert _bounds("Ulaganja u dionice su dopuštena do 31. prosinca 2026.") == []
