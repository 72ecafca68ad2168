"""Lithuanian mandate clauses read as bounds: the side from a comparative negated by "ne" with
"kaip"/"nei"/"už", a verb of exceeding negated by its glued prefix "ne-", a superlative adverb,
"iki", or the limit named with its side in any case ("viršutinę ribą"); a range opened by
"nuo … iki …" or "tarp … ir …"; the subject from its stem in any case (`limit_lexicon_lt`); a
level left to the manager (`discretion_lt`) or a proposal turned down, taken off the agenda or
put off (`refusals_lt`, `polarity_lt`); Lithuanian stems in the lexical classes
(`lexical_synonyms`). Sentences written for these tests, not a batch's."""

from __future__ import annotations

import re

import pytest

from quantward_validation import mandate
from quantward_validation.discretion_lt import GRANTS, REFUSALS
from quantward_validation.lexical_synonyms import classes_in, tokens
from quantward_validation.limits import subject_of, words
from quantward_validation.operators import side_after, side_before
from quantward_validation.polarity_lt import ADOPTED, PROPOSED, REFUSAL


def _bounds(text: str) -> list[tuple[str, float | None, float | None, str | None]]:
    found = mandate.clauses({"clause": text})
    return [(b.kind, b.low, b.high, b.subject) for c in found for b in c.bounds]


@pytest.mark.parametrize(
    ("before", "side"),
    [
        ("akcijų dalis ne daugiau kaip ", "ceiling"),
        ("akcijų dalis – ne daugiau nei ", "ceiling"),
        ("pozicija turi būti ne didesnė kaip ", "ceiling"),
        ("rizika ne didesnis už ", "ceiling"),
        ("investicijos neviršija ", "ceiling"),
        ("investicijos negali viršyti ", "ceiling"),
        ("investicijos neturėtų viršyti ", "ceiling"),
        ("akcijų dalis daugiausia ", "ceiling"),
        ("investicijos į akcijas iki ", "ceiling"),
        ("nustatyta viršutinė riba – ", "ceiling"),
        ("pinigų ne mažiau kaip ", "floor"),
        ("pinigų ne mažiau nei ", "floor"),
        ("obligacijų dalis ne mažesnė kaip ", "floor"),
        ("reitingas ne žemesnis nei ", "floor"),
        ("pinigų mažiausiai ", "floor"),
        ("pinigų bent ", "floor"),
        ("apatinė riba yra ", "floor"),
        # the un-negated comparative bounds the other way
        ("akcijų dalis daugiau kaip ", "floor"),
        ("akcijų dalis mažiau nei ", "ceiling"),
        # decoys: a plain "ne", a meeting's words, a date's "nuo"
        ("fondas ne ", None),
        ("posėdis įvyko ", None),
        ("galioja nuo ", None),
    ],
)
def test_lithuanian_operators_before_the_figure_give_their_side(
    before: str, side: str | None
) -> None:
    assert side_before(before) == side


@pytest.mark.parametrize(
    ("after", "side"),
    [
        (" viršutinę ribą.", "ceiling"),
        (" viršutinės ribos", "ceiling"),
        (" apatinę ribą.", "floor"),
        (" ar mažiau.", "ceiling"),
        (" arba daugiau.", "floor"),
        # a figure's base alone gives no side
        (" grynųjų aktyvų.", None),
    ],
)
def test_lithuanian_operators_after_the_figure_give_their_side(
    after: str, side: str | None
) -> None:
    assert side_after(after) == side


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("akcijų dalis", "max_equity_weight"),
        ("investicijos į akcijas", "max_equity_weight"),
        ("nuosavybės vertybinių popierių dalis", "max_equity_weight"),
        ("vieno emitento rizika", "max_position_weight"),
        ("investicijos į vieną emitentą", "max_position_weight"),
        ("neapdraustos valiutų rizikos lygis", "max_currency_exposure"),
        ("atvira valiutų pozicija", "max_currency_exposure"),
        ("investicijos ne eurais", "max_currency_exposure"),
        ("sekimo paklaida", "max_tracking_error"),
        ("numatomo nuokrypio nuo lyginamojo indekso", "max_tracking_error"),
        ("nelikvidžios investicijos", "max_illiquid_weight"),
        ("likvidumo rezervas", "cash_weight"),
        ("finansinio sverto", "max_gross_leverage"),
    ],
)
def test_lithuanian_subjects_are_read_by_stem_in_any_case(text: str, subject: str) -> None:
    assert subject_of(text) == subject


@pytest.mark.parametrize(
    "text",
    [
        # a joint-stock company is no equity, nor a strategic allocation's allowed deviation a
        # tracking error
        "AB „Nemuno bankas“ yra akcinė bendrovė",
        "leidžiamas nuokrypis",
    ],
)
def test_lithuanian_decoys_name_no_subject(text: str) -> None:
    assert subject_of(text) is None


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "Akcijų dalis – ne daugiau kaip 60 proc. grynųjų aktyvų.",
            ("ceiling", None, 0.6, "max_equity_weight"),
        ),
        (
            "Vieno emitento rizika (išskyrus valstybes) – ne daugiau kaip 5 %.",
            ("ceiling", None, 0.05, "max_position_weight"),
        ),
        (
            "Atvira valiutų pozicija neturi viršyti 30 proc. fondo turto.",
            ("ceiling", None, 0.3, "max_currency_exposure"),
        ),
        (
            "Nustatyti nelikvidžių investicijų 15 proc. viršutinę ribą.",
            ("ceiling", None, 0.15, "max_illiquid_weight"),
        ),
        (
            "Sekimo paklaida turi būti ne didesnė kaip 150 bp.",
            ("ceiling", None, 0.015, "max_tracking_error"),
        ),
    ],
)
def test_lithuanian_clauses_state_their_bound(
    text: str, bound: tuple[str, float | None, float | None, str]
) -> None:
    kind, low, high, subject = bound
    found = [b for b in _bounds(text) if b[3] == subject]
    assert len(found) == 1
    assert found[0][0] == kind
    assert found[0][1] == pytest.approx(low) if low is not None else found[0][1] is None
    assert found[0][2] == pytest.approx(high) if high is not None else found[0][2] is None


@pytest.mark.parametrize(
    "text",
    [
        "Akcijų dalis gali svyruoti nuo 30 % iki 50 % grynųjų aktyvų.",
        "Akcijų dalis turi būti tarp 30 proc. ir 50 proc. grynųjų aktyvų.",
    ],
)
def test_lithuanian_ranges_are_read(text: str) -> None:
    assert [b for b in _bounds(text) if b[0] == "range"] == [
        ("range", pytest.approx(0.3), pytest.approx(0.5), "max_equity_weight")
    ]


def test_a_table_row_with_abbreviated_units_is_one_record() -> None:
    # "proc." before a cell's border ends no sentence: every cell keeps the row's subject
    text = (
        "| Turto klasė | Strateginis paskirstymas | Min. | Maks. |\n"
        "|---|---|---|---|\n"
        "| Akcijos | 60 proc. | 45 proc. | 75 proc. |"
    )
    kinds = {(b[0], b[3]) for b in _bounds(text)}
    assert ("floor", "max_equity_weight") in kinds
    assert ("ceiling", "max_equity_weight") in kinds


@pytest.mark.parametrize(
    "text",
    [
        "Nuo 18 % iki 30 % valiutų rizikos lygis yra einamasis valdymas: sprendžia portfelio "
        "valdytojas.",
        "Šiose ribose lygį nustato investicijų direktorius.",
        "Lygį ribose parenka investicijų valdymo skyrius.",
        "Investicijų valdymo skyrius gali nustatyti akcijų dalies lygį bet kur nuo 30 % iki 50 %.",
        "Valdyba pritarė siūlymui leisti akcijų daliai svyruoti nuo 30 % iki 50 %.",
        "Lygį keičia be atskiro valdybos nutarimo.",
        "Sprendimas paliekamas portfelio valdytojo nuožiūrai.",
    ],
)
def test_lithuanian_grants_are_read(text: str) -> None:
    assert re.search(GRANTS, text, re.IGNORECASE)


@pytest.mark.parametrize(
    "text",
    [
        # the board fixed it (past tense, no manager), and an unrelated "nustato" of a rule
        "Valdyba nustatė akcijų dalies lygį – 50 %.",
        "Taisyklės nustato apribojimų skaičiavimo tvarką.",
    ],
)
def test_lithuanian_non_grants_are_not_read(text: str) -> None:
    assert not re.search(GRANTS, text, re.IGNORECASE)


@pytest.mark.parametrize(
    "text",
    ["Siūlymas atmestas; laisvės čia nėra.", "Lygis fiksuotas, be jokios nuožiūros."],
)
def test_lithuanian_refusals_of_room_are_read(text: str) -> None:
    assert re.search(REFUSALS, text, re.IGNORECASE)


@pytest.mark.parametrize(
    "text",
    [
        "siūlymas leisti svyruoti nuo 30 % iki 50 % atmestas (už – 2, prieš – 5)",
        "siūlymas dėl ribų nuo 6 % iki 10 % išbrauktas iš darbotvarkės",
        "siūlymas atidėtas kitam valdybos posėdžiui",
        "stebėtojų taryba nepritarė siūlymui",
        "siūlymas nepriimtas",
        "valdyba atmetė pasiūlymą",
    ],
)
def test_lithuanian_proposals_turned_down_are_refused(text: str) -> None:
    assert re.search(PROPOSED, text)
    assert re.search(REFUSAL, text)


@pytest.mark.parametrize(
    "text",
    [
        "valdyba pritarė siūlymui",
        "siūlymui pritarta vienbalsiai",
        "siūlymas priimtas valdybos posėdyje",
    ],
)
def test_lithuanian_proposals_adopted_are_not_refused(text: str) -> None:
    assert re.search(ADOPTED, text)
    assert not re.search(REFUSAL, text)


def test_a_refused_range_bounds_nothing_and_an_adopted_one_does() -> None:
    refused = (
        "Siūlymas leisti akcijų daliai svyruoti nuo 30 % iki 50 % atmestas (už – 2, prieš – 5)."
    )
    adopted = "Valdyba pritarė siūlymui leisti akcijų daliai svyruoti nuo 30 % iki 50 %."
    assert not [b for b in _bounds(refused) if b[0] == "range"]
    assert [b[0] for b in _bounds(adopted)] == ["range"]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("skolosVpMin", "fixed_income"),
        ("obligacijų ir indėlių dalis", "fixed_income"),
        ("obligacijoms", "fixed_income"),
        ("likvidumoRezervasMin", "liquidity"),
        ("likvidumo rezervas", "reserve"),
        ("nekilnojamojo turto fondų", "real_estate"),
    ],
)
def test_lithuanian_stems_name_their_class_in_any_case(text: str, named: str) -> None:
    assert named in classes_in(tokens(words(text)))


@pytest.mark.parametrize("text", ["skolinimasis", "rezervuota pozicija", "obligatorinis"])
def test_lithuanian_words_sharing_a_stem_name_no_class(text: str) -> None:
    assert not classes_in(tokens(words(text))) & {"fixed_income", "reserve"}
