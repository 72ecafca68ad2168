"""Slovenian bounds read by the South Slavic readers built for Croatian (issue 18): the range
"med … in …" (`operators_hr.RANGE_OPEN_SL`), a multiple as "-kratnik" and a basis point as
"baznih točk" or "bt" (`numbers_hr`), the tracking error and equity securities by their own
nouns (`limit_lexicon_hr`), a real estate, cover or guarantee noun in any case
(`lexical_synonyms.SLAVIC_STEMS`), and a name's side said in a South Slavic word
(`limit_sides_europe.SOUTH_SLAVIC_SIDE`). Sentences written for these tests, with the decoys
that must not be read.
"""

from __future__ import annotations

import pytest

from quantward_validation.lexical_subjects import unexplained
from quantward_validation.lexical_synonyms import classes_in, tokens
from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses, plan_kind
from quantward_validation.quantities import quantities


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"politika": {"clen_7": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


@pytest.mark.parametrize(
    ("text", "name", "low", "high"),
    [
        ("Delež delnic je med 30 % in 45 % sredstev sklada.", "max_equity_weight", 0.3, 0.45),
        (
            "Naložbe v delnice: katera koli raven med 25,5 % in 40 %.",
            "delez_delnic_najvec",
            0.255,
            0.4,
        ),
        (
            "Sledilna napaka se giblje med 120 bt in 200 bt.",
            "max_tracking_error_bps",
            0.012,
            0.02,
        ),
        (
            "Izpostavljenost do nepremičnin med 4 % in 8 % je prepuščena direktorju naložb.",
            "max_real_estate_share",
            0.04,
            0.08,
        ),
    ],
)
def test_a_slovenian_range_between_two_ends_is_read(
    text: str, name: str, low: float, high: float
) -> None:
    assert ("range", low, high) in _bounds(text, name)


def test_med_that_is_no_range_opens_nothing() -> None:
    # "med letom" is "during the year", "med izdajatelji" "among the issuers": no range
    text = "Med letom se delež delnic ne sme povečati nad 40 %; med izdajatelji prevladujejo banke."
    assert all(kind != "range" for kind, _, _ in _bounds(text, "max_equity_weight"))


def test_an_english_in_between_two_figures_still_joins_nothing() -> None:
    text = "Equities were capped at 5 % in 2026 and the fund had 4 % in cash."
    assert all(kind != "range" for kind, _, _ in _bounds(text, "max_equity_weight"))


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("Kritje: najmanj 1,05-kratnik zajamčene vrednosti.", 1.05, "multiple"),
        ("Pokritost ne sme pasti pod 1,1-kratnika.", 1.1, "multiple"),
        ("Sledilna napaka največ 150 baznih točk.", 150.0, "bps"),
        ("Sledilna napaka največ tri bazne točke več.", 3, "bps"),
        ("Odmik od indeksa do 180 bt letno.", 180.0, "bps"),
    ],
)
def test_slovenian_units_are_read(text: str, value: float, form: str) -> None:
    assert (value, form) in [(q.value, q.form) for q in quantities(text)]


def test_bt_before_a_figure_is_no_basis_point() -> None:
    # "BT 5" is a label, not five basis points; the per cent stays a per cent
    assert [(q.value, q.form) for q in quantities("BT 5 % delnic")] == [(5.0, "percent")]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("sledilna napaka glede na referenčni indeks", "max_tracking_error"),
        ("omejitev sledilne napake", "max_tracking_error"),
        ("odmik donosnosti od primerjalnega indeksa", "max_tracking_error"),
        ("lastniški vrednostni papirji", "max_equity_weight"),
        ("naložbe v lastniške vrednostne papirje", "max_equity_weight"),
        ("vlasnički vrijednosni papiri", "max_equity_weight"),
    ],
)
def test_slovenian_subjects_are_read(text: str, subject: str) -> None:
    assert subject_of(text) == subject


@pytest.mark.parametrize(
    "text",
    [
        "dolžniški vrednostni papirji",  # debt securities
        "odmik od strategije",  # a departure from the strategy, no benchmark
        "napaka v poročilu",  # an error in a report
    ],
)
def test_slovenian_decoys_name_no_such_subject(text: str) -> None:
    assert subject_of(text) not in ("max_tracking_error", "max_equity_weight")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("udio nekretnina i alternativnih fondova", "real_estate"),
        ("nepremičninska izpostavljenost", "real_estate"),
        ("naložbe v nepremičnine", "real_estate"),
        ("kritje zajamčene vrednosti", "cover"),
        ("pokritost obveznosti", "cover"),
        ("zajamčeni kritni sklad", "guarantee"),
    ],
)
def test_a_south_slavic_noun_names_its_class_in_any_case(text: str, kind: str) -> None:
    assert kind in classes_in(tokens(text))


def test_a_stem_alone_or_another_word_names_no_class() -> None:
    assert classes_in(tokens("nekretni kritik")) == frozenset()


def test_a_cover_multiple_in_slovenian_bounds_a_limit_named_in_english() -> None:
    text = "Omejitev „kritje zajamčene vrednosti sredstev“: najmanj 1,05-kratnik."
    assert _bounds(text, "min_guarantee_cover_multiple") == [("floor", 1.05, None)]


def test_an_english_cover_bounds_a_limit_named_in_slovenian() -> None:
    text = "Assets of the guaranteed fund over its guaranteed value: not less than 1.03x."
    assert _bounds(text, "kritje_zajamcene_najmanj") == [("floor", 1.03, None)]


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("kritje_zajamcene_najmanj", "floor"),
        ("udioNovcaNajmanje", "floor"),
        ("nepremicnine_najvec", "ceiling"),
        ("limitDioniceNajvise", "ceiling"),
    ],
)
def test_a_south_slavic_side_in_a_name_is_its_side_not_its_subject(name: str, kind: str) -> None:
    assert plan_kind(name) == kind
    assert not {"najmanj", "najmanje", "najvec", "najvise"} & set(unexplained(name))


_TABLE = (
    "TABELA LIMITOV, stanje na dan 30. 9. 2025\n"
    "| Omejitev | Meja | Stanje | Izkoriščenost |\n|---|---|---|---|\n"
    "| Delniška izpostavljenost | maks. 45 odstotkov | 38,5 odstotka | 86 % |\n"
)


def test_a_slovenian_limit_table_reads_its_limit_column_not_its_level() -> None:
    # "maks." is an abbreviation, no full stop; "Stanje" and "Izkoriščenost" bound nothing
    assert _bounds(_TABLE, "delez_delnic_najvec") == [("ceiling", None, 0.45)]


def test_maks_before_a_figure_in_prose_is_a_cap() -> None:
    assert _bounds("Delnice: maks. 40 % sredstev.", "max_equity_weight") == [("ceiling", None, 0.4)]
