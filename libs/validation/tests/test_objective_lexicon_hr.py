"""The objective said in Croatian, Serbian or Slovenian (issue 18), tested as families on
sentences written here, none taken from a batch: targets and directions by their stems in any
case (`objective_lexicon_hr`), negation ("ne", "nije", "nikakav", "bez"), and wordings a minute
or an erratum takes back ("riječi «…» zamjenjuju se riječima «…»", "umjesto «…»", "povučen s
dnevnog reda") (`withdrawal_hr`)."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.sentence_language import CZECH_SLOVAK, SOUTH_SLAVIC
from quantward_validation.withdrawn_quotes import withdrawn_quotes

_RETURN = {"maximise_expected_return", "maximise_return_under_drawdown_limit"}


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Cilj je smanjiti volatilnost portfelja.", {"minimise_variance"}),
        ("Tražimo portfelj s najmanjom varijancom.", {"minimise_variance"}),
        ("Želimo što veći očekivani prinos dioničkog dijela.", _RETURN),
        ("Fond treba maksimizirati prinos.", _RETURN),
        ("Prinos fonda treba biti što bliži referentnom indeksu.", {"minimise_tracking_error"}),
        ("Cilj je najveći prinos prilagođen riziku.", {"maximise_risk_adjusted_return"}),
        # Serbian and Slovenian
        ("Cilj je minimizovati standardnu devijaciju.", {"minimise_variance"}),
        ("Želimo čim manjše nihanje vrednosti.", {"minimise_variance"}),
    ],
)
def test_south_slavic_targets_and_directions(text: str, kinds: set[str]) -> None:
    assert _kinds(text) == kinds


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Cilj je najveći očekivani prinos, ne Sharpeov omjer.", _RETURN),
        ("Minimizirati varijancu, neovisno o prinosima.", {"minimise_variance"}),
        ("Smanjiti volatilnost; Sharpe nije cilj.", {"minimise_variance"}),
        ("Najveći očekivani prinos, bez prilagodbe za rizik.", _RETURN),
    ],
)
def test_south_slavic_scope_of_negation(text: str, kinds: set[str]) -> None:
    assert _kinds(text) == kinds


@pytest.mark.parametrize(
    "text",
    [
        # a report of a figure, a fall that happened, a constraint: no objective
        "Prinos fonda u 2025. iznosio je 6,8 %.",
        "Volatilnost se u tromjesečju smanjila.",
        "Rizik ograničavaju limiti iz statuta.",
        "Prinos se u 2025. povećao za 0,9 postotnih bodova.",
    ],
)
def test_south_slavic_decoys_ask_nothing(text: str) -> None:
    assert _kinds(text) is None


def test_south_slavic_sentence_is_told_by_its_small_words() -> None:
    assert SOUTH_SLAVIC.reads("Cilj nije prinos, već rizik koji treba smanjiti.")
    assert not SOUTH_SLAVIC.reads("Jde nám o maximální zisk, ne o Sortino.")
    assert not SOUTH_SLAVIC.reads("Celem jest maksymalizacja zwrotu.")
    assert CZECH_SLOVAK.reads("Jde nám o maximální zisk, ne o Sortino.")


@pytest.mark.parametrize(
    "text",
    [
        "U odluci riječi «smanjiti volatilnost» zamjenjuju se riječima «maksimizirati prinos».",
        "U mom e-mailu umjesto «najmanja varijanca» treba stajati «najveći prinos».",
        "Prijedlog 2/2026 (povučen s dnevnog reda): «minimizirati tracking error».",
        "Odbor je prijedlog («najveći Sharpeov omjer») odbio.",
        "U zapisniku reči «smanjiti rizik» zamenjuju se rečima «povećati prinos».",
    ],
)
def test_south_slavic_withdrawn_wordings(text: str) -> None:
    assert len(withdrawn_quotes(text)) == 1


def test_south_slavic_adopted_wording_stands() -> None:
    assert withdrawn_quotes("Odbor je jednoglasno usvojio prijedlog: «smanjiti volatilnost».") == []
    amended = (
        "U odluci riječi «maksimizirati prinos» zamjenjuju se riječima «smanjiti volatilnost»."
    )
    assert _kinds(amended) == {"minimise_variance"}


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        # Slovenian comparatives and superlatives in every case, the verbs of an aim
        (
            "Upravljavec naj vodi sklad s čim manjšim sledilnim odstopanjem.",
            {"minimise_tracking_error"},
        ),
        (
            "Cilj sklada je čim manjša sledilna napaka glede na referenčni indeks.",
            {"minimise_tracking_error"},
        ),
        ("Želimo portfelj z nižjo volatilnostjo od sedanjega.", {"minimise_variance"}),
        ("Naložbeni cilj je maksimirati donos portfelja.", _RETURN),
        ("Iščemo portfelj z višjo pričakovano donosnostjo.", _RETURN),
        # Croatian, every case of the comparative
        ("Tražimo portfelj s manjom volatilnošću.", {"minimise_variance"}),
    ],
)
def test_slovenian_targets_in_every_case(text: str, kinds: set[str]) -> None:
    assert _kinds(text) == kinds


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        # "ni" (is not, there is none), "nismo", "nepomemben"; "ne" in a sentence too short to
        # tell its language, read by its message
        ("Sledilno odstopanje ni pomembno; cilj je najvišji pričakovani donos.", _RETURN),
        ("Maksimiramo pričakovani donos; prilagoditve za tveganje v modelu ni.", _RETURN),
        (
            "Za sklad smo izbrali najmanjšo varianco, donos pri tem ni cilj. Torej ne Sharpe.",
            {"minimise_variance"},
        ),
    ],
)
def test_slovenian_negation(text: str, kinds: set[str]) -> None:
    assert _kinds(text) == kinds


@pytest.mark.parametrize(
    "text",
    [
        # revoked and amended wordings: the old one quoted before the verb or the colon
        "Navodilo iz včerajšnjega sporočila („čim manjša varianca“) prekličem.",
        "Sklep 3/2025, ki se je glasil „maksimirati donos“, se spremeni tako, da se glasi: "
        "„minimizirati sledilno napako“.",
        "Odluka koja je glasila «maksimizirati prinos» mijenja se i glasi: «smanjiti rizik».",
    ],
)
def test_south_slavic_revoked_and_amended_wordings(text: str) -> None:
    assert len(withdrawn_quotes(text)) == 1


def test_amended_wording_is_read_for_the_new_one() -> None:
    text = (
        "Sklep 3/2025, ki se je glasil „maksimirati donos“, se spremeni tako, da se glasi: "
        "„čim manjša sledilna napaka“."
    )
    assert _kinds(text) == {"minimise_tracking_error"}


@pytest.mark.parametrize(
    "text",
    [
        # past reports and the plain "niz-" (a series) are no aim
        "Volatilnost se je v letu 2025 zmanjšala.",
        "Niz podatkov z nizom manjkajočih vrednosti je v prilogi.",
        # "ne" in an English message is no negation
        "Please keep the report short. Ne.",
    ],
)
def test_slovenian_decoys_ask_nothing(text: str) -> None:
    assert _kinds(text) is None
