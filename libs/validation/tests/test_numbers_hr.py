"""Croatian, Serbian, Bosnian and Slovenian figures (`numbers_hr`, read by `quantities` and
`spelled_numbers`): sentences written for these tests, with the decoys that must not be read."""

from __future__ import annotations

import pytest

from quantward_validation.quantities import quantities


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("Ulaganja u dionice: najviše 35 posto neto imovine fonda.", 35.0, "percent"),
        ("Udio dionica ne smije prijeći trideset pet posto.", 35.0, "percent"),
        ("Imovina u eurima iznosi najmanje četrdeset osam posto.", 48.0, "percent"),
        ("Imovina u eurima iznosi najmanje cetrdeset osam posto.", 48.0, "percent"),
        ("Aktivni rizik do dvjesto baznih bodova godišnje.", 200.0, "bps"),
        ("Aktivni rizik do 150 baznih bodova.", 150.0, "bps"),
        ("Odstupanje od najviše 0,5 postotnih bodova.", 0.5, "percent"),
        ("Likvidnost: najmanje 1,5 puta očekivanih isplata.", 1.5, "multiple"),
        ("Udeo akcija najviše deset procenata.", 10.0, "percent"),  # sr
        ("Delež delnic največ petintrideset odstotkov.", 35.0, "percent"),  # sl
        ("Delež delnic največ 35 odstotkov.", 35.0, "percent"),  # sl
        ("Tržni rizik do dvesta baznih poena.", 200.0, "bps"),  # sr
        # the Slovenian paucal after three and four ("3 odstotke", "štiri odstotke")
        ("Meja se zniža za 3 odstotke.", 3.0, "percent"),  # sl
        ("Meja se zniža za štiri odstotke.", 4.0, "percent"),  # sl
        # a spelled number before a percentage point, as before a per cent
        ("Odstupanje se smanjuje za tri postotna boda.", 3.0, "percent"),
        ("Sledilna napaka se poveča za dve odstotni točki.", 2.0, "percent"),  # sl
    ],
)
def test_south_slavic_figures_are_read_with_their_unit(text: str, value: float, form: str) -> None:
    assert (value, form) in [(q.value, q.form) for q in quantities(text)]


@pytest.mark.parametrize(
    "text",
    [
        # an adjective of a point is no per cent of its own ("postotni" is not "posto")
        "Postotni udio nije naveden.",
        # a word that only starts like a unit
        "Postotnost nije pojam statuta.",
        # a number word with no unit after it
        "Trideset pet članova Uprave.",
    ],
)
def test_no_per_cent_is_read_without_its_word(text: str) -> None:
    assert all(q.form != "percent" for q in quantities(text))


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        # hr: "p.b." is the percentage point ("postotni bod") in a Croatian line
        (
            "Aktivni rizik ne smije prijeći 1,60 p.b. godišnje, što je također granica.",
            1.6,
            "percent",
        ),
        (
            "Odstupanje od referentnog indeksa iznosi najviše 3,00 p.b. prema statutu.",
            3.0,
            "percent",
        ),
        # it: the same letters are the Italian basis point in an Italian line
        ("La tracking error non può superare 185 p.b. su base annua.", 185.0, "bps"),
        # pt: and the Portuguese one
        ("O tracking error não pode exceder 150 p.b. por ano.", 150.0, "bps"),
    ],
)
def test_p_b_is_read_in_its_lines_language(text: str, value: float, form: str) -> None:
    assert (value, form) in [(q.value, q.form) for q in quantities(text)]
