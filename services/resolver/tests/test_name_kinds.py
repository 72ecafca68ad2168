"""Kinds of name the resolver must read like a person does, each generated over a small graph
made here (not the shipped one, and not the issue's examples): a share class written after the
name, the legal form in the company's language, "& Co" forms, letters spelt in ASCII, the
first word of a name written as one word of two, a ticker asked at a date before its holder
listed it, and a code two companies use at home, which needs a venue."""

from __future__ import annotations

import random
from datetime import date, timedelta

import pytest

from quantward_graph import Entity, EntityName, Instrument, Listing
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.resolver import Resolver

D = date.fromisoformat
SEED = 1_618
_STEMS = ("vel", "dor", "quin", "mar", "tash", "orb", "lek", "sund", "frey", "kal", "bri")


def _stems(count: int, rng: random.Random) -> list[str]:
    made: list[str] = []
    while len(made) < count:
        stem = "".join(rng.choice(_STEMS) for _ in range(3)).capitalize()
        if stem not in made:
            made.append(stem)
    return made


def _company(entity_id: str, name: str, country: str, *listings: Listing) -> Entity:
    instruments = (
        (Instrument(instrument_id=f"ins_{entity_id[4:]}", listings=listings),) if listings else ()
    )
    return Entity(entity_id=entity_id, name=name, country=country, instruments=instruments)


_COUNTRY_FORMS = {
    "DE": ("AG", ("Aktiengesellschaft",)),
    "FR": ("SA", ("Société Anonyme", "S.A.")),
    "IT": ("S.p.A.", ("Società per Azioni",)),
    "NL": ("N.V.", ("Naamloze Vennootschap",)),
    "FI": ("Oyj", ("Julkinen osakeyhtiö",)),
    "SE": ("AB", ("Aktiebolag",)),
    "DK": ("A/S", ("Aktieselskab",)),
    "ES": ("S.A.", ("Sociedad Anónima",)),
    "GB": ("plc", ("Public Limited Company",)),
}
_CLASSES = ("Class A", "Class B", "Class C", "Vz", "Vz.", "St", "Vorzüge", "Stämme", "B", "Pref")


def _generated_companies() -> tuple[list[Entity], list[tuple[str, str]]]:
    """Companies with made-up names in several countries, and (query, entity) cases of the
    kinds above for each."""
    rng = random.Random(SEED)
    entities: list[Entity] = []
    cases: list[tuple[str, str]] = []
    stems = _stems(40, rng)
    for i, stem in enumerate(stems):
        country = sorted(_COUNTRY_FORMS)[i % len(_COUNTRY_FORMS)]
        short_form, local_forms = _COUNTRY_FORMS[country]
        word = rng.choice(("Werke", "Systems", "Energia", "Minerals", "Logistik", "Foods"))
        name = f"{stem} {word} {short_form}"
        entity_id = f"ent_gen_{i}"
        entities.append(_company(entity_id, name, country))
        cases.append((f"{stem} {word} {rng.choice(_CLASSES)}", entity_id))
        cases.append((f"{stem} {word} {rng.choice(local_forms)}", entity_id))
        cases.append((f"{stem} {word} & Co.", entity_id))
    return entities, cases


_ENTITIES, _CASES = _generated_companies()


@pytest.fixture(scope="module")
def generated() -> Resolver:
    return Resolver(ResolverIndex.build(_ENTITIES))


@pytest.mark.parametrize(("query", "expected"), _CASES)
def test_class_suffixes_local_legal_forms_and_co_forms_name_the_company(
    generated: Resolver, query: str, expected: str
) -> None:
    result = generated.resolve(query)
    assert result.entity is not None, (query, result.status, result.match_path)
    assert result.entity.entity_id == expected


def test_a_share_class_asked_for_prefers_the_line_that_has_it() -> None:
    rng = random.Random(SEED + 1)
    [stem] = _stems(1, rng)
    index = ResolverIndex.build(
        [
            _company("ent_x_a", f"{stem} Energy, Inc. (Class A)", "US"),
            _company("ent_x_c", f"{stem} Energy, Inc. (Class C)", "US"),
        ]
    )
    resolver = Resolver(index)
    for letter, entity_id in (("A", "ent_x_a"), ("C", "ent_x_c")):
        result = resolver.resolve(f"{stem} Energy Class {letter}")
        assert result.entity is not None, result.match_path
        assert result.entity.entity_id == entity_id
    assert resolver.resolve(f"{stem} Energy").status == "ambiguous"


def test_the_same_legal_form_as_asked_settles_two_companies_of_one_name() -> None:
    rng = random.Random(SEED + 2)
    for stem in _stems(5, rng):
        index = ResolverIndex.build(
            [
                _company("ent_us", f"{stem} & Co., Inc.", "US"),
                _company("ent_de", f"{stem} KGaA", "DE"),
            ]
        )
        resolver = Resolver(index)
        assert resolver.resolve(stem).status == "ambiguous"
        for query, expected in ((f"{stem} & Co", "ent_us"), (f"{stem} KGaA", "ent_de")):
            result = resolver.resolve(query)
            assert result.entity is not None, (query, result.status)
            assert result.entity.entity_id == expected


@pytest.mark.parametrize(
    ("written", "asked"),
    [("Ø", "O"), ("Ø", "Oe"), ("Å", "Aa"), ("Å", "A"), ("Æ", "Ae"), ("Ł", "L"), ("ß", "ss")],
)
def test_letters_without_an_accent_to_drop_are_spelt_in_ascii(written: str, asked: str) -> None:
    rng = random.Random(f"{SEED}{written}{asked}")
    [stem] = _stems(1, rng)
    name = f"{written}{stem.lower()} Holding" if written != "ß" else f"{stem}{written}e AG"
    query = f"{asked}{stem.lower()} Holding" if written != "ß" else f"{stem}{asked}e"
    index = ResolverIndex.build(
        [_company("ent_target", name, "DK"), _company("ent_other", "Other", "DK")]
    )
    result = Resolver(index).resolve(query)
    assert result.entity is not None, (name, query, result.match_path)


def test_the_first_word_of_joined_words_is_a_short_name_when_unique() -> None:
    rng = random.Random(SEED + 3)
    first, second, third = _stems(3, rng)
    index = ResolverIndex.build(
        [
            _company("ent_joined", f"{first}{second} Corporation", "US"),
            _company("ent_first", f"{third} Petroleum", "US"),
            _company("ent_second", f"{third}{second} Inc.", "US"),
        ]
    )
    resolver = Resolver(index)
    result = resolver.resolve(first)
    assert result.entity is not None
    assert result.entity.entity_id == "ent_joined"
    # a first word two companies share is a question, not a guess
    assert resolver.resolve(third).status == "ambiguous"


def test_a_ticker_asked_before_its_holder_listed_it_means_that_holder() -> None:
    rng = random.Random(SEED + 4)
    entities = []
    cases = []
    for i, stem in enumerate(_stems(6, rng)):
        listed = D("2015-01-01") + timedelta(days=rng.randrange(2000))
        ticker = f"ZQ{'ABCDEFGH'[i]}{rng.choice('XJVW')}"
        # the company existed before, under a former name (as Facebook did before META)
        entities.append(
            Entity(
                entity_id=f"ent_l{i}",
                name=f"{stem} Inc.",
                country="US",
                names=(EntityName(name=f"{stem} Labs", kind="former", valid_to=listed),),
                instruments=(
                    Instrument(
                        instrument_id=f"ins_l{i}",
                        listings=(Listing(ticker=ticker, mic="XNAS", valid_from=listed),),
                    ),
                ),
            )
        )
        cases.append((ticker, listed - timedelta(days=rng.randrange(1, 900)), f"ent_l{i}"))
    resolver = Resolver(ResolverIndex.build(entities))
    for ticker, as_of, expected in cases:
        result = resolver.resolve(ticker, as_of=as_of)
        assert result.entity is not None, (ticker, as_of, result.status)
        assert result.entity.entity_id == expected
        assert any("no listing under it on" in step for step in result.match_path)


def test_a_ticker_held_by_another_company_on_the_date_stays_that_company_s() -> None:
    index = ResolverIndex.build(
        [
            _company(
                "ent_old",
                "Oldholder Corp",
                "US",
                Listing(ticker="QQZ", mic="XNYS", valid_to=D("2012-12-31")),
            ),
            _company(
                "ent_new",
                "Newholder Inc.",
                "US",
                Listing(ticker="QQZ", mic="XNYS", valid_from=D("2018-01-01")),
            ),
        ]
    )
    resolver = Resolver(index)
    early = resolver.resolve("QQZ", as_of=D("2010-06-01"))
    assert early.entity is not None
    assert early.entity.entity_id == "ent_old"


def test_a_code_two_companies_use_at_home_needs_a_venue() -> None:
    rng = random.Random(SEED + 5)
    homes = [("XETR", "DE"), ("XLON", "GB"), ("XPAR", "FR"), ("XSTO", "SE"), ("XSWX", "CH")]
    for n, stem in enumerate(_stems(4, rng)):
        (mic_a, country_a), (mic_b, country_b) = rng.sample(homes, 2)
        code = stem[:3].upper()
        index = ResolverIndex.build(
            [
                _company(f"ent_a{n}", f"{stem} Alpha", country_a, Listing(ticker=code, mic=mic_a)),
                _company(f"ent_b{n}", f"{stem} Beta", country_b, Listing(ticker=code, mic=mic_b)),
                # the second company's line in Frankfurt does not compete with a home listing
                _company(
                    f"ent_c{n}", f"{stem} Gamma Inc.", "US", Listing(ticker=f"{code}X", mic="XFRA")
                ),
            ]
        )
        resolver = Resolver(index)
        result = resolver.resolve(code)
        assert result.status == "ambiguous", (code, result.match_path)
        assert {a.entity_id for a in result.alternatives} == {f"ent_a{n}", f"ent_b{n}"}
        venue = resolver.resolve(f"{code}.{'DE' if mic_a == 'XETR' else 'L'}")
        if mic_a in ("XETR", "XLON"):
            assert venue.entity is not None
            assert venue.entity.entity_id == f"ent_a{n}"


def test_a_us_company_keeps_its_code_against_a_foreign_company_s_second_line() -> None:
    rng = random.Random(SEED + 6)
    for n, stem in enumerate(_stems(4, rng)):
        code = stem[:3].upper()
        index = ResolverIndex.build(
            [
                _company(f"ent_us{n}", f"{stem} Corp", "US", Listing(ticker=code, mic="XNYS")),
                _company(f"ent_fr{n}", f"{stem} Groupe SA", "FR", Listing(ticker=code, mic="XFRA")),
            ]
        )
        result = Resolver(index).resolve(code)
        assert result.entity is not None, result.status
        assert result.entity.entity_id == f"ent_us{n}"


def test_a_foreign_company_s_us_line_and_another_s_home_code_need_a_venue() -> None:
    rng = random.Random(SEED + 7)
    for n, stem in enumerate(_stems(4, rng)):
        code = stem[:3].upper()
        index = ResolverIndex.build(
            [
                _company(f"ent_se{n}", f"{stem} AB", "SE", Listing(ticker=code, mic="XSTO")),
                _company(f"ent_de{n}", f"{stem} Bio SE", "DE", Listing(ticker=code, mic="XNAS")),
            ]
        )
        result = Resolver(index).resolve(code)
        assert result.status == "ambiguous", result.match_path


def test_old_names_asked_at_old_dates_name_the_company_they_became() -> None:
    rng = random.Random(SEED + 8)
    entities = []
    cases = []
    for i, (old, new) in enumerate(zip(*[iter(_stems(8, rng))] * 2, strict=True)):
        renamed = D("2005-01-01") + timedelta(days=rng.randrange(5000))
        entities.append(
            Entity(
                entity_id=f"ent_r{i}",
                name=f"{new} Group AG",
                country="DE",
                names=(EntityName(name=f"{old} Werke AG", kind="former", valid_to=renamed),),
            )
        )
        cases.append((f"{old} Werke", renamed - timedelta(days=rng.randrange(1, 2000)), i))
    resolver = Resolver(ResolverIndex.build(entities))
    for query, as_of, i in cases:
        result = resolver.resolve(query, as_of=as_of)
        assert result.entity is not None
        assert result.entity.entity_id == f"ent_r{i}"


@pytest.mark.parametrize(
    ("country", "leading", "suffix"),
    [
        ("JP", "Kabushiki Kaisha", "Co., Ltd."),
        ("SE", "Aktiebolaget", "AB"),
        ("NL", "Koninklijke", "N.V."),
        ("ID", "PT", "Tbk"),
    ],
)
def test_a_legal_form_written_before_the_name_is_a_legal_form(
    country: str, leading: str, suffix: str
) -> None:
    rng = random.Random(f"{SEED}{country}")
    stems = _stems(4, rng)
    index = ResolverIndex.build(
        [_company(f"ent_lead{i}", f"{stem} {suffix}", country) for i, stem in enumerate(stems)]
    )
    resolver = Resolver(index)
    for i, stem in enumerate(stems):
        result = resolver.resolve(f"{leading} {stem}")
        assert result.entity is not None, (leading, stem, result.status)
        assert result.entity.entity_id == f"ent_lead{i}"


def test_romanised_japanese_words_read_as_the_english_name_writes_them() -> None:
    rng = random.Random(SEED + 9)
    pairs = [("Jidosha", "Motor"), ("Denki", "Electric"), ("Ginko", "Bank"), ("Kagaku", "Chemical")]
    stems = _stems(len(pairs), rng)
    index = ResolverIndex.build(
        [
            _company(f"ent_jp{i}", f"{stem} {english} Corporation", "JP")
            for i, (stem, (_, english)) in enumerate(zip(stems, pairs, strict=True))
        ]
    )
    resolver = Resolver(index)
    for i, (stem, (japanese, _)) in enumerate(zip(stems, pairs, strict=True)):
        result = resolver.resolve(f"{stem} {japanese} Kabushiki Kaisha")
        assert result.entity is not None, (stem, japanese, result.status)
        assert result.entity.entity_id == f"ent_jp{i}"
