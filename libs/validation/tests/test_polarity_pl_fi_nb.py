"""Bands proposed and turned down, put off or withdrawn, and bands adopted, in Polish, Finnish,
Norwegian, French and European Portuguese (`polarity_pl_fi`, `polarity_de_da`,
`polarity_europe`, `polarity.continental_refusal`, `sole_bands`); Polish and Nordic range joins
(`operators`, `quantities`), the Polish "dla" (`limit_lexicon_money_funds`) and Finnish and
Polish side words in field names (`limit_sides_europe`)."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit, subject_mentions
from quantward_validation.mandate import clauses, lexical_bounds, plan_kind
from quantward_validation.polarity import continental_refusal, hypothetical
from quantward_validation.quantities import quantities
from quantward_validation.sole_bands import sole_band


@pytest.mark.parametrize(
    "sentence",
    [
        # pl: rejected, postponed, withdrawn, taken off the agenda, sent back, not adopted
        "Propozycja zarządu, by udział obligacji korporacyjnych wahał się od 8 do 12 proc., "
        "została odrzucona.",
        "Rada odrzuciła wniosek o korytarz 15–25% dla akcji zagranicznych.",
        "Sprawę widełek 1,0–1,5x dla dźwigni odłożono do jesieni.",
        "Zarząd wycofał propozycję przedziału 3–5% dla lokat bankowych.",
        "Punkt o przedziale 10–14% zdjęto dziś z porządku posiedzenia.",
        "Wniosek o 20–30% odesłano komitetowi do ponownego rozpatrzenia.",
        "Projekt przedziału 40–60 spółek nie został zatwierdzony.",
        # fi: rejected, tabled, withdrawn, sent back, postponed, lapsed, not approved
        "Hallitus hylkäsi ehdotuksen 12–16 %:n vaihteluvälistä kiinteistöille.",
        "Ehdotus korkosijoitusten 30–45 %:n haarukasta jätettiin kokouksessa pöydälle.",
        "Toimitusjohtaja veti ehdotuksen 2–4 %:n liikkumavarasta pois.",
        "Valiokunta palautti 5–8 %:n esityksen uudelleen valmisteltavaksi.",
        "Päätös 1,2–1,6x:n vaihteluvälistä lykättiin syyskuuhun.",
        "Esitys 6–9 %:n rajasta raukesi.",
        "Hallitus ei hyväksynyt 20–25 %:n vaihteluväliä.",
        # no: withdrawn with no adverb; fr: withdrawn, defeated; pt: taken off the agenda
        "Saken om et spenn på 10–14 % ble trukket før møtet.",
        "La proposition d'une fourchette de 5 % à 9 % a été retirée.",
        "La motion visant une marge de 2 % à 4 % a été battue au vote.",
        "A proposta de 10% a 14% foi retirada da ordem do dia.",
    ],
)
def test_a_band_refused_or_put_off_is_not_in_force(sentence: str) -> None:
    assert hypothetical(sentence)
    assert continental_refusal(sentence.lower())


@pytest.mark.parametrize(
    "sentence",
    [
        "Komitet inwestycyjny przyjął wniosek o korytarz 15–25% dla akcji zagranicznych.",
        "Uchwałę w sprawie przedziału 3–5% dla lokat podjęto jednogłośnie.",
        "Hallitus hyväksyi ehdotuksen 12–16 %:n vaihteluvälistä kiinteistöille.",
        "Forslaget om et spenn på 10–14 % for eiendom ble vedtatt i juni.",
        "Direktøren ba om et spenn på 10–14 %; styret sluttet seg til.",
    ],
)
def test_a_band_proposed_and_adopted_is_in_force(sentence: str) -> None:
    assert not hypothetical(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the English "retire", "retirees" and a Norwegian "trukket fra" (deducted) refuse nothing
        "Members who retire before 60 keep their 4% floor.",
        "The retirees' sleeve runs between 10% and 14%.",
        "Kostnader er trukket fra før avkastningen på 4 % beregnes.",
    ],
)
def test_words_that_only_look_like_a_refusal_refuse_nothing(sentence: str) -> None:
    assert not continental_refusal(sentence.lower())


def test_a_band_a_board_rejected_in_polish_is_no_sole_band() -> None:
    # no vocabulary names the plan's limit: the one band would be paired with it by elimination,
    # unless the board turned it down
    refused = (
        "Wniosek dyrektora o widełki 4–7% dla udziału lasów i gruntów rolnych został "
        "odrzucony; obowiązuje 4%."
    )
    adopted = (
        "Wniosek dyrektora o widełki 4–7% dla udziału lasów i gruntów rolnych został przyjęty; "
        "w widełkach poziom ustala dyrektor."
    )
    name = "maxForestFarmlandShare"
    found = clauses({"polityka": {"rozdzial_2": refused}}, [])
    assert sole_band(found, name, [name]) == []
    found = clauses({"polityka": {"rozdzial_2": adopted}}, [])
    assert [(b.low, b.high) for b in sole_band(found, name, [name])] == [(0.04, 0.07)]


def test_a_band_a_finnish_board_tabled_is_no_sole_band() -> None:
    text = (
        "Esitys metsä- ja maatilasijoitusten 4–7 %:n vaihteluvälistä jätettiin pöydälle; "
        "taso on 4 %."
    )
    name = "maxForestFarmlandShare"
    found = clauses({"sijoitussuunnitelma": {"luku_2": text}}, [])
    assert sole_band(found, name, [name]) == []


def test_the_polish_preposition_dla_names_no_daily_liquid_assets() -> None:
    # "dla" is "for"; the money market fund's acronym is written in capitals or glued into a
    # config name
    polish = "Limit maksymalny dla obligacji komunalnych wynosi 12 proc."
    assert "min_daily_liquid_assets" not in {m[2] for m in subject_mentions(polish)}
    english = "The fund keeps DLA of at least 10%."
    assert "min_daily_liquid_assets" in {m[2] for m in subject_mentions(english)}
    assert "min_daily_liquid_assets" in {m[2] for m in subject_mentions("min_dla: 0.1")}


@pytest.mark.parametrize(
    "text",
    [
        # pl "between … and …", "from … to …" with the unit said once, after the upper end
        "Limit maksymalny dla obligacji komunalnych: w dowolnym miejscu między 6 a 11 proc.",
        "Limit maksymalny dla obligacji komunalnych: od 6 do 11 proc.",
        "Limit maksymalny dla obligacji komunalnych: pomiędzy 6 a 11%.",
        # no, sv "mellom … og …", "mellan … och …"
        "Øvre grense for kommuneobligasjoner: hvor som helst mellom 6 og 11 prosent.",
        "Övre gräns för kommunobligationer: mellan 6 och 11 procent.",
    ],
)
def test_a_range_joined_in_polish_or_nordic_words_is_one_band(text: str) -> None:
    found = clauses({"polityka": {"rozdzial_2": text}}, [])
    assert [(b.kind, b.low, b.high) for c in found for b in lexical_bounds(c)] == [
        ("range", 0.06, 0.11)
    ]


def test_polish_do_alone_joins_no_range() -> None:
    # "do" is also "until" and "to" in other senses: without "od" the bare figure before it is
    # not read in the unit of the one after
    assert next((q.value, q.form) for q in quantities("5 sesji do 10 proc.")) == (5.0, "plain")
    assert next((q.value, q.form) for q in quantities("od 5 do 10 proc.")) == (5.0, "percent")


@pytest.mark.parametrize(
    ("name", "side"),
    [
        ("kassaVahintaan", "floor"),
        ("korkoriskiEnintaan", "ceiling"),
        ("lainatYlaraja", "ceiling"),
        ("udzialGotowkiMinimalny", "floor"),
        ("pulapJednegoEmitenta", "ceiling"),
    ],
)
def test_finnish_and_polish_side_words_make_a_field_a_limit(name: str, side: str) -> None:
    constraint = Constraint(
        name=name, value=0.1, provenance="assumption", unit="fraction", rationale="a guess"
    )
    assert is_limit(constraint)
    assert plan_kind(name) == side
