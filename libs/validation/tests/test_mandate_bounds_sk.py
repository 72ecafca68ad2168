"""Slovak mandate clauses read as bounds: the side from Slovak operators (`operators_cs_ro`),
the subject from Slovak stems (`limit_lexicon_cs_ro`), figures in Slovak words and units
(`numbers_cs_ro`), counts of titles and issues (`limit_lexicon_merger_arb`), and the Czech and
Slovak percentage point "p. b." kept apart from the Italian basis point "p.b." (`quantities`).
Sentences written for these tests, in the register of a štatút, an NBS letter and a zápisnica."""

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
        ("podiel akcií je najviac ", "ceiling"),
        ("podiel akcií môže byť nanajvýš ", "ceiling"),
        ("expozícia nesmie presiahnuť ", "ceiling"),
        ("expozícia neprekročí ", "ceiling"),
        ("podiel nesmie byť vyšší ako ", "ceiling"),
        ("podiel nie viac ako ", "ceiling"),
        ("hotovosť neklesne pod ", "floor"),
        ("podiel nemôže byť nižší ako ", "floor"),
        ("podiel dlhopisov je aspoň ", "floor"),
        ("podiel predstavuje najmenej ", "floor"),
        # "viac ako" alone is more than: a floor, as Czech "více než"
        ("podiel viac ako ", "floor"),
        # a negated verb that is no limit's verb gives no side
        ("správca nesmie zabudnúť ", None),
    ],
)
def test_slovak_operators_give_their_side(before: str, side: str | None) -> None:
    assert side_before(before) == side


def test_a_slovak_operator_after_the_figure_gives_its_side() -> None:
    assert side_after(" alebo menej.") == "ceiling"
    assert side_after(" a viac.") == "floor"


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("Podiel akcií: najviac štyri percentá.", 4.0, "percent"),
        ("Na úrovni piatich percent čistej hodnoty majetku.", 5.0, "percent"),
        ("Podiel hotovosti: 4,8 percenta ČHM.", 4.8, "percent"),
        ("Aktívne riziko: sedemdesiatpäť bázických bodov.", 75.0, "bps"),
        ("Na úrovni sedemdesiatich piatich bázických bodov.", 75.0, "bps"),
        ("Posun o 0,5 percentuálneho bodu.", 0.5, "percent"),
        # "p. b." with its space is the Czech and Slovak percentage point ...
        ("Tracking error: najviac 0,75 p. b. ročne.", 0.75, "percent"),
        ("Odchylka nejvýše 1,50 p. b. ročně.", 1.5, "percent"),
        # ... and the unspaced "p.b." the Italian and Portuguese basis point
        ("Spread 185 p.b. sul Bund.", 185.0, "bps"),
    ],
)
def test_slovak_figures_carry_their_unit(text: str, value: float, form: str) -> None:
    assert any(q.value == value and q.form == form for q in quantities(text)), list(
        quantities(text)
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Koncentrácia na jedného emitenta: najviac 10,0 % ČHM.", ("ceiling", None, 0.1)),
        ("Expozícia voči jednému emitentovi nesmie presiahnuť 5 %.", ("ceiling", None, 0.05)),
        ("Otvorená menová pozícia: najviac 6,0 % majetku vo fonde.", ("ceiling", None, 0.06)),
        ("Aktívne riziko indexového fondu: najviac 0,75 p. b. ročne.", ("ceiling", None, 0.0075)),
        ("Hrubá expozícia fondu: najviac 1,2-násobok ČHM.", ("ceiling", None, 1.2)),
        ("Podiel akcií je v rozpätí 20 až 40 %.", ("range", 0.2, 0.4)),
        ("Počet akciových titulov: najmenej 400 titulov.", ("floor", 400.0, None)),
        ("Počet emisií akcií: najmenej štyristo rôznych emisií.", ("floor", 400.0, None)),
        ("NBS požaduje, aby počet titulov neklesol pod 600 titulov.", ("floor", 600.0, None)),
    ],
)
def test_slovak_clauses_bound_their_subject(
    text: str, expected: tuple[str, float | None, float | None]
) -> None:
    read = _bounds(text)
    assert [(kind, low, high) for kind, low, high, _ in read] == [expected]
    assert all(subject is not None for *_, subject in read)


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("limitJedenEmitentMax", "max_position_weight"),
        ("hrubaExpoziciaMaxNasobok", "max_gross_leverage"),
        ("pocetTitulovMin", "min_holdings_count"),
        ("limitOtvorenaMenovaPoziciaMax", "max_currency_exposure"),
        ("aktivneRizikoMax", "max_tracking_error"),
        ("podiel aktív v iných menách ako EUR", "max_currency_exposure"),
        ("počet emisií akcií", "min_holdings_count"),
    ],
)
def test_slovak_names_name_their_subject(name: str, subject: str) -> None:
    assert subject_of(name) == subject


@pytest.mark.parametrize(
    "phrase",
    [
        # a company's form is no equity holding, "menej" (less) no currency
        "akciová spoločnosť",
        "nezabezpečené pozície menej",
        # the bare issuer is no subject (the fund's own securities have one)
        "emitent",
    ],
)
def test_slovak_decoys_name_no_subject(phrase: str) -> None:
    assert subject_of(phrase) is None


@pytest.mark.parametrize(
    ("text", "expected", "subject"),
    [
        # a Slovak noun of limiting, a quoted label, then "vo výške" or "na úrovni"
        (
            "Predstavenstvo schvaľuje horný limit pre ukazovateľ „koncentrácia na jedného "
            "emitenta“ vo výške 5 %.",
            ("ceiling", None, 0.05),
            "max_position_weight",
        ),
        # a Dutch compound noun of limiting and a verb of fixing a level with "op"
        (
            "De raad beslist om de maximumlimiet voor de aandelencomponent van het fonds vast "
            "te leggen op 35,0% van het vermogen.",
            ("ceiling", None, 0.35),
            "max_equity_weight",
        ),
        (
            "De raad beslist om de minimumlimiet voor de renteafdekking vast te leggen op "
            "vijfenveertig procent.",
            ("floor", 0.45, None),
            "min_hedge_ratio",
        ),
    ],
)
def test_a_noun_of_limiting_sets_its_figure_across_a_long_subject(
    text: str, expected: tuple[str, float | None, float | None], subject: str
) -> None:
    assert _bounds(text) == [(*expected, subject)]


def test_a_dutch_op_that_sets_no_level_bounds_nothing() -> None:
    # "besproken op 12 december" is a date of a meeting, no level of the limit
    assert _bounds("De maximumlimiet voor aandelen wordt besproken op 12 december.") == []


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("maxAandelen", "max_equity_weight"),
        ("aandelenportefeuille", "max_equity_weight"),
        # the singular "aandeel" is a share of anything, no equity
        ("het aandeel van obligaties", None),
    ],
)
def test_dutch_equities_name_their_subject(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_an_adjective_of_counted_titles_is_the_counts_not_the_equity_weight() -> None:
    # "akciových titulov" after a figure is what the count counts, no equity weight
    assert _bounds("Počet titulov v indexovom fonde: najmenej 400 akciových titulov.") == [
        ("floor", 400.0, None, "min_holdings_count")
    ]
    # ... while the adjective of anything else still names the equity weight
    assert _bounds("Podiel akciových investícií je najviac 60 %.") == [
        ("ceiling", None, 0.6, "max_equity_weight")
    ]


def test_a_floor_on_an_asset_class_holdings_is_their_number() -> None:
    assert subject_of("min_equity_holdings") == "min_holdings_count"
    assert subject_of("minDirectStockNames") == "min_holdings_count"
    # cash holdings are the cash weight, whatever counts them
    assert subject_of("min_cash_holdings") == "cash_weight"
