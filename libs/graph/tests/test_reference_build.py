"""tools/build_reference_data.py: its mapping rules, the merge with curated.yaml, determinism.

The rules are tested on small hand-made companies and a small curated file written to tmp_path;
two tests build the real data from the installed pytickersymbols (as `make data` does).
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
import textwrap
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from quantward_graph.model import Entity
from quantward_graph.reference import reference_build_info

REPO_ROOT = Path(__file__).resolve().parents[3]


def _load_builder() -> ModuleType:
    """tools/build_reference_data.py is a script, not a package: load it by path."""
    name = "quantward_build_reference_data"
    if name in sys.modules:
        return sys.modules[name]
    path = REPO_ROOT / "tools" / "build_reference_data.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


b = _load_builder()
SOURCE = "pytickersymbols 0.0.0"

# --- the mapping rules ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Merck & Co.", "merck_co"),
        ("L'Oréal", "l_oreal"),
        ("Brown–Forman", "brown_forman"),
        ("BJ’s Restaurants", "bj_s_restaurants"),
        ("Société Générale", "societe_generale"),
        ("Dürr AG", "durr_ag"),
        ("  --3M Company--  ", "3m_company"),
        ("Metso (2020–present)", "metso_2020_present"),
        ("Ørsted", "rsted"),  # no ASCII base letter: a separator, then trimmed
    ],
)
def test_slug_rule(name: str, slug: str) -> None:
    assert b.slugify(name) == slug


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("Germany", "DE"),
        ("United States", "US"),
        ("Russian Federation", "RU"),
        ("Midland, Michigan", "US"),
        ("Atlanta, Georgia", "US"),
        ("Bristol, Tennessee", "US"),
        ("Washington, D.C.", "US"),
        ("Pittsburgh,Pennsylvania", "US"),
        ("Columbus, Ohio;Detroit, Michigan", "US"),
        ("Dublin, Ireland", "IE"),
        ("Warmley,Bristol, United Kingdom", "GB"),
        ("San Juan, Puerto Rico", "PR"),
        ("Hamilton, Bermuda", "BM"),
    ],
)
def test_country_mapping(raw: str, code: str) -> None:
    assert b.country_code(raw) == (code, None)


def test_country_mapping_gives_up_with_a_reason() -> None:
    assert b.country_code(None) == (None, None)
    assert b.country_code("none") == (None, None)
    code, problem = b.country_code("Atlantis")
    assert code is None
    assert "Atlantis" in problem
    code, problem = b.country_code("Paris, Texas;Paris, France")
    assert code is None
    assert "several" in problem


@pytest.mark.parametrize(
    ("symbol", "ticker", "mic"),
    [
        ("VOW3.DE", "VOW3", "XETR"),
        ("VOW3.F", "VOW3", "XFRA"),
        ("SHEL.L", "SHEL", "XLON"),
        ("BT-A.L", "BT.A", "XLON"),
        ("7203.T", "7203", "XTKS"),
        ("SAN.MC", "SAN", "XMAD"),
        ("ASML.AS", "ASML", "XAMS"),
        ("VOLV-B.ST", "VOLV-B", "XSTO"),
        ("ABI.BR", "ABI", "XBRU"),
        ("NDA-FI.HE", "NDA-FI", "XHEL"),
        ("MC.PA", "MC", "XPAR"),
        ("NESN.SW", "NESN", "XSWX"),
        ("RTKM.ME", "RTKM", "MISX"),
        ("UCG.MI", "UCG", "XMIL"),
        ("AOS", "AOS", None),  # US: venue unknown from the symbol alone
        ("BRK-B", "BRK.B", None),  # Yahoo's class separator becomes the NYSE dot
        ("BF.B", "BF.B", None),  # a share class, not an exchange
        ("MOG.A", "MOG.A", None),
    ],
)
def test_yahoo_symbols(symbol: str, ticker: str, mic: str | None) -> None:
    assert b.parse_yahoo(symbol) == (b.Quote(ticker, mic), None)


@pytest.mark.parametrize(
    ("symbol", "ticker", "mic"),
    [
        ("FRA:VOW3", "VOW3", "XFRA"),
        ("ETR:VOW3", "VOW3", "XETR"),
        ("LON:SHEL", "SHEL", "XLON"),
        ("NYSE:EMN", "EMN", "XNYS"),
        ("NYSE:BRK.B", "BRK.B", "XNYS"),
        ("NASDAQ:AAPL", "AAPL", "XNAS"),
        ("TYO:7203", "7203", "XTKS"),
        ("OTCMKTS:VWAGY", "VWAGY", "OTCM"),
        ("BME:SAN", "SAN", "XMAD"),
        ("AMS:ASML", "ASML", "XAMS"),
        ("STO:VOLV-B", "VOLV-B", "XSTO"),
        ("EBR:ABI", "ABI", "XBRU"),
        ("HEL:NOKIA", "NOKIA", "XHEL"),
        ("EPA:MC", "MC", "XPAR"),
        ("SWX:NESN", "NESN", "XSWX"),
        ("MCX:RTKM", "RTKM", "MISX"),
        ("AOS", "AOS", None),
    ],
)
def test_google_symbols(symbol: str, ticker: str, mic: str | None) -> None:
    assert b.parse_google(symbol) == (b.Quote(ticker, mic), None)


@pytest.mark.parametrize(
    "symbol", ["AIR.PA.DE", "DE0006095003.F", "XYZ:ABC", "ABC.QQ", "FRA:NL0013654783"]
)
def test_symbols_that_are_not_listings(symbol: str) -> None:
    parse = b.parse_google if ":" in symbol else b.parse_yahoo
    quote, problem = parse(symbol)
    assert quote is None
    assert symbol in problem


def test_empty_symbols_are_ignored_silently() -> None:
    assert b.parse_yahoo("") == (None, None)
    assert b.parse_google("-") == (None, None)


def test_yahoo_and_google_forms_must_agree() -> None:
    q = b.Quote
    assert b.combine_quotes(q("AOS", None), q("AOS", "XNYS"), "s") == (q("AOS", "XNYS"), None)
    assert b.combine_quotes(q("VOW3", "XFRA"), q("VOW3", "XFRA"), "s")[0] == q("VOW3", "XFRA")
    for yahoo, google in [
        (q("AXAHF", None), q("AXP", "OTCM")),  # another company's ticker
        (q("BSU", None), q("BSU", "XFRA")),  # a US symbol claimed for Frankfurt
        (q("LGI", "XFRA"), q("LGI", "XLON")),
    ]:
        quote, problem = b.combine_quotes(yahoo, google, "s")
        assert quote is None
        assert problem


def test_traded_as_names_current_us_venues_only() -> None:
    text = (
        "Nasdaq : DPZ NYSE : DPZ (2004-2024) S&P 500 component "
        "NYSE : BF.A (Class A) NYSE : BF.B (Class B) NYSE : DOC (2024–present) "
        "NYSE : OI (until 1987, again since 1991) Nasdaq : EXPD (1984–2023) Nasdaq-100 component"
    )
    assert b.traded_as_claims(text) == {
        "DPZ": {"XNAS"},
        "BF.A": {"XNYS"},
        "BF.B": {"XNYS"},
        "DOC": {"XNYS"},
        "OI": {"XNYS"},
    }


def _company(name: str, **fields: Any) -> Any:
    symbols = [b.SourceSymbol(*s) for s in fields.pop("symbols", [])]
    primaries = [b.PrimarySymbol(*p) for p in fields.pop("primary", [])]
    return b.SourceCompany(name, symbols=symbols, primary_symbols=primaries, **fields)


def _listings(company: Any) -> tuple[set[tuple[str, str, str | None]], list[str]]:
    warnings = b.Warnings()
    found = b.company_listings(company, warnings)
    return {(x.ticker, x.mic, x.currency) for x in found}, warnings.sorted()


def test_us_venue_from_google_prefix_or_traded_as_else_the_us_composite_market() -> None:
    # A suffix-less Yahoo symbol says the ticker trades on a US exchange; when nothing names
    # the exchange the listing is kept on the US composite market, never dropped or guessed.
    company = _company(
        "Example Corp",
        symbols=[("EXA", "NYSE:EXA", "USD"), ("EXB", "EXB", "USD"), ("EXC", "EXC", "USD")],
        primary=[("S&P 500", "EXA")],
        traded_as=["NYSE : EXB S&P 500 component"],
    )
    listings, warnings = _listings(company)
    assert listings == {("EXA", "XNYS", "USD"), ("EXB", "XNYS", "USD"), ("EXC", "US", "USD")}
    assert len(warnings) == 1
    assert "EXC" in warnings[0]
    assert "kept on the US composite market (US)" in warnings[0]


def test_amex_and_cboe_in_the_traded_as_text_and_the_nasdaq_100_name_the_exchange() -> None:
    amex = _company("A Corp", symbols=[("AAC", "AAC", "USD")], traded_as=["AMEX : AAC Russell"])
    cboe = _company("B Corp", symbols=[("BBC", "BBC", "USD")], traded_as=["CBOE : BBC S&P 500"])
    nasdaq = _company("C Corp", symbols=[("CCX", "CCX", "USD")], primary=[("NASDAQ 100", "CCX")])
    assert _listings(amex) == ({("AAC", "XASE", "USD")}, [])
    assert _listings(cboe) == ({("BBC", "BATS", "USD")}, [])
    assert _listings(nasdaq) == ({("CCX", "XNAS", "USD")}, [])
    # an S&P index admits several exchanges: no exchange follows from it
    sp = _company("D Corp", symbols=[("DDX", "DDX", "USD")], primary=[("S&P 600", "DDX")])
    assert _listings(sp)[0] == {("DDX", "US", "USD")}


def test_no_us_ticker_of_the_shipped_source_is_dropped_for_want_of_an_exchange() -> None:
    warnings = reference_build_info()["warnings"]
    assert isinstance(warnings, list)
    assert not [w for w in warnings if "US ticker" in w and "dropped" in w]


def test_suffixless_symbols_of_european_indices_are_not_us_tickers() -> None:
    sdax = _company("Atoss", symbols=[("AOF.F", "FRA:AOF", "EUR")], primary=[("SDAX", "AOF")])
    assert _listings(sdax) == ({("AOF", "XFRA", "EUR")}, [])
    cac = _company("Elis", symbols=[("7EL.F", "FRA:7EL", "EUR")], primary=[("CAC Mid 60", "ELIS")])
    assert _listings(cac)[0] == {("7EL", "XFRA", "EUR"), ("ELIS", "XPAR", "EUR")}


def test_currency_is_the_venues_when_it_has_only_one() -> None:
    company = _company(
        "UniCredit", symbols=[("UCG.MI", "UCG.MI", "USD")], primary=[("EURO STOXX 50", "UCG.MI")]
    )
    listings, warnings = _listings(company)
    assert listings == {("UCG", "XMIL", "EUR")}
    assert "replaced" in warnings[0]


def test_country_falls_back_to_a_telling_isin_prefix() -> None:
    warnings = b.Warnings()
    aviva = _company("Aviva", primary=[("FTSE 100", "AV.L")])
    assert b.company_country(aviva, ["GB0002162385"], warnings) == "GB"
    # a US ISIN on a London-listed company is a bond or an ADR: no domicile
    marks = _company("Marks & Spencer", primary=[("FTSE 100", "MKS.L")])
    assert b.company_country(marks, ["US57069PAD42"], warnings) is None
    mixed = _company("Mixed", primary=[("DAX", "X.DE")])
    assert b.company_country(mixed, ["DE0007664039", "US02079K3059"], warnings) is None
    voted = _company("PMI", countries=["Netherlands", "United States"])
    assert b.company_country(voted, ["US7181721090"], warnings) == "US"
    assert any("ISIN prefix" in w for w in warnings.sorted())


def test_instruments_per_isin_and_listings_only_when_unambiguous() -> None:
    listing = b.Listing(ticker="X", mic="XNYS", source=SOURCE)
    [single] = b.generated_instruments("acme", ["US0378331005"], [listing])
    assert (single.instrument_id, single.isin, single.listings) == (
        "ins_acme",
        "US0378331005",
        (listing,),
    )
    several = b.generated_instruments("acme", ["US02079K1079", "US02079K3059"], [listing])
    assert [(i.instrument_id, i.isin, len(i.listings)) for i in several] == [
        ("ins_acme_us02079k1079", "US02079K1079", 0),
        ("ins_acme_us02079k3059", "US02079K3059", 0),
        ("ins_acme_listed", None, 1),
    ]
    [none] = b.generated_instruments("acme", [], [listing])
    assert (none.instrument_id, none.isin) == ("ins_acme", None)
    assert b.generated_instruments("acme", [], []) == []


# --- merging with curated.yaml ----------------------------------------------------------------

META_ISIN = "US30303M1027"
VW_PREF, VW_ORD = "DE0007664039", "DE0007664005"
ALSTOM_ISIN = "FR0010220475"


def _source() -> list[Any]:
    return [
        _company(
            "Meta Platforms",
            countries=["Menlo Park, California"],
            industries=["Social media", "Communication Services", "Social media"],
            isins=[META_ISIN],
            symbols=[("META", "NASDAQ:META", "USD"), ("FB2A.F", "FRA:FB2A", "EUR")],
            primary=[("NASDAQ 100", "META")],
        ),
        _company(
            "Volkswagen Group",
            countries=["Germany"],
            industries=["Automotive"],
            isins=[VW_ORD, VW_PREF],
            symbols=[("VOW3.F", "FRA:VOW3", "EUR"), ("VWAGY", "OTCMKTS:VWAGY", "USD")],
            primary=[("DAX", "VOW3.DE")],
        ),
        _company(
            "GE Aerospace",
            countries=["Evendale, Ohio"],
            isins=["US3696043013", ALSTOM_ISIN],
            symbols=[("GE", "NYSE:GE", "USD")],
        ),
        _company("Porsche SE", countries=["Germany"], primary=[("DAX", "PAH3.DE")]),
        _company("First Bancorp", countries=["Southern Pines, North Carolina"]),
        _company("First BanCorp", countries=["San Juan, Puerto Rico"]),
    ]


CURATED = """
version: 1
entities:
  - id: ent_meta_platforms
    name: Meta Platforms, Inc.
    country: US
    identifiers: [{scheme: LEI, value: BQ4BKCS1HXDV9HN80Z93, source: GLEIF}]
    names: [{name: "Facebook, Inc.", kind: former, valid_to: 2021-10-27, source: SEC 8-K}]
    instruments:
      - id: ins_meta_class_a
        share_class: Class A common stock
        isin: US30303M1027
        listings:
          - {ticker: FB, mic: XNAS, currency: USD, valid_from: 2012-05-18,
             valid_to: 2022-06-08, source: Nasdaq}
          - {ticker: META, mic: XNAS, currency: USD, valid_from: 2022-06-09, source: Nasdaq}
    source: Meta investor relations
  - id: ent_volkswagen
    name: Volkswagen AG
    match_name: Volkswagen Group
    instruments:
      - {id: ins_volkswagen_ord, share_class: ordinary, isin: DE0007664005}
      - id: ins_volkswagen_pref
        type: preferred
        share_class: preference
        isin: DE0007664039
        listings: [{ticker: VOW3, mic: XETR, currency: EUR, source: Deutsche Börse}]
    source: Volkswagen AG annual report
  - id: ent_volkswagen_financial_services
    name: Volkswagen Financial Services AG
    kind: issuer
    country: DE
    source: VWFS website
  - id: ent_ge_aerospace
    name: GE Aerospace
    match_name: GE Aerospace
relations:
  - {type: subsidiary_of, from: ent_volkswagen_financial_services, to: ent_volkswagen,
     valid_from: 1994-01-01, source: VWFS annual report}
  - {type: major_shareholder_of, from: ent_porsche_se, to: ent_volkswagen, source: Porsche SE}
corrections:
  - {match_name: GE Aerospace, drop_isin: FR0010220475, reason: "ISIN of Alstom SA, not GE"}
"""


def _build(curated_text: str | None, tmp_path: Path) -> Any:
    path = None
    if curated_text is not None:
        path = tmp_path / "curated.yaml"
        path.write_text(textwrap.dedent(curated_text), encoding="utf-8")
    curated, _ = b.load_curated(path)
    return b.build(_source(), curated, SOURCE)


def _entity(built: Any, entity_id: str) -> Entity:
    entities: list[Entity] = [e for e in built.entities if e.entity_id == entity_id]
    assert len(entities) == 1, entity_id
    return entities[0]


def test_without_curated_data_every_company_is_generated(tmp_path: Path) -> None:
    built = _build(None, tmp_path)
    ids = [e.entity_id for e in built.entities]
    assert ids == sorted(ids)
    assert "ent_meta_platforms" in ids
    # names sharing a slug are told apart by their country
    assert {"ent_first_bancorp_us", "ent_first_bancorp_pr"} <= set(ids)
    assert any("ent_first_bancorp is shared" in w for w in built.warnings)
    meta = _entity(built, "ent_meta_platforms")
    assert meta.industries == ("Communication Services", "Social media")
    assert meta.source == SOURCE
    assert meta.names == ()


def test_curated_entity_merges_by_isin_and_its_dated_listings_win(tmp_path: Path) -> None:
    meta = _entity(_build(CURATED, tmp_path), "ent_meta_platforms")
    assert meta.name == "Meta Platforms, Inc."
    assert meta.source == "Meta investor relations"
    assert [(n.name, n.kind) for n in meta.names] == [
        ("Facebook, Inc.", "former"),
        ("Meta Platforms", "alias"),  # the source's name stays findable
    ]
    assert meta.identifiers[0].scheme == "LEI"
    assert meta.industries == ("Communication Services", "Social media")
    [instrument] = meta.instruments
    assert instrument.instrument_id == "ins_meta_class_a"
    by_key = {(x.ticker, x.mic): x for x in instrument.listings}
    # the generated undated META/XNAS gave way to the curated dated one; FB2A/XFRA stayed
    assert set(by_key) == {("FB", "XNAS"), ("META", "XNAS"), ("FB2A", "XFRA")}
    assert str(by_key[("META", "XNAS")].valid_from) == "2022-06-09"
    assert by_key[("FB2A", "XFRA")].source == SOURCE


def test_curated_share_classes_take_their_isins_and_leave_the_rest_unassigned(
    tmp_path: Path,
) -> None:
    vw = _entity(_build(CURATED, tmp_path), "ent_volkswagen")
    assert vw.country == "DE"  # not curated: the source's value stays
    assert vw.industries == ("Automotive",)
    assert ("Volkswagen Group", "alias") in [(n.name, n.kind) for n in vw.names]
    instruments = {i.instrument_id: i for i in vw.instruments}
    assert set(instruments) == {
        "ins_volkswagen_ord",
        "ins_volkswagen_pref",
        "ins_volkswagen_listed",
    }
    assert instruments["ins_volkswagen_pref"].type == "preferred"
    assert {(x.ticker, x.mic) for x in instruments["ins_volkswagen_pref"].listings} == {
        ("VOW3", "XETR")
    }
    # the generated VOW3.DE gave way to the curated one; the others' share class is unknown
    assert {(x.ticker, x.mic) for x in instruments["ins_volkswagen_listed"].listings} == {
        ("VOW3", "XFRA"),
        ("VWAGY", "OTCM"),
    }


def test_new_curated_entities_corrections_and_relations(tmp_path: Path) -> None:
    built = _build(CURATED, tmp_path)
    vwfs = _entity(built, "ent_volkswagen_financial_services")
    assert (vwfs.kind, vwfs.country, vwfs.instruments) == ("issuer", "DE", ())
    ge = _entity(built, "ent_ge_aerospace")
    assert ge.isins() == ("US3696043013",)  # Alstom's ISIN corrected away before merging
    assert [(r.source_id, r.type, r.target_id, r.note) for r in built.relations] == [
        ("ent_porsche_se", "major_shareholder_of", "ent_volkswagen", "Porsche SE"),
        (
            "ent_volkswagen_financial_services",
            "subsidiary_of",
            "ent_volkswagen",
            "VWFS annual report",
        ),
    ]
    assert built.stats["curated_merged"] == 3
    assert built.stats["curated_new"] == 1


CORRECTIONS = """
version: 1
entities:
  - {id: ent_stmicroelectronics, name: STMicroelectronics N.V., match_name: STABILUS SE}
corrections:
  - {match_name: SES S.A., drop_symbol: SMIN.L, reason: "Smiths Group's line"}
  - {match_name: SES S.A., set_country: LU, reason: "SES is in Luxembourg"}
  - {match_name: STABILUS SE, set_name: STMicroelectronics N.V., reason: "the row is ST's"}
"""


def test_corrections_drop_symbols_and_set_country_and_name(tmp_path: Path) -> None:
    source = [
        _company(
            "SES S.A.",
            countries=["United Kingdom"],
            isins=["LU0088087324"],
            symbols=[("SMIN.L", "LON:SMIN", "GBP"), ("SESG.F", "FRA:SESG", "EUR")],
            primary=[("CAC Mid 60", "SMIN"), ("FTSE 100", "SMIN.L")],
        ),
        _company("STABILUS SE", countries=["Switzerland"], isins=["NL0000226223"]),
    ]
    path = tmp_path / "curated.yaml"
    path.write_text(textwrap.dedent(CORRECTIONS), encoding="utf-8")
    curated, _ = b.load_curated(path)
    built = b.build(source, curated, SOURCE)
    ses = _entity(built, "ent_ses_s_a")
    assert ses.country == "LU"
    # SMIN.L is gone, and so is the CAC Mid 60's suffix-less copy (not read as a Paris ticker)
    assert {(x.ticker, x.mic) for i in ses.instruments for x in i.listings} == {("SESG", "XFRA")}
    st = _entity(built, "ent_stmicroelectronics")  # match_name is the source's own spelling
    assert st.name == "STMicroelectronics N.V."
    assert st.names == ()  # the corrected name equals the curated one; the wrong one is dropped
    assert st.isins() == ("NL0000226223",)
    assert source[0].symbols[0].yahoo == "SMIN.L"  # the caller's companies are not edited


@pytest.mark.parametrize(
    ("curated", "expected"),
    [
        (
            CURATED.replace("to: ent_volkswagen,\n", "to: ent_volkswagn,\n"),
            "relations[0] (subsidiary_of ent_volkswagen_financial_services → ent_volkswagn): to:"
            " unknown entity id ent_volkswagn",
        ),
        (
            CURATED.replace("id: ent_ge_aerospace", "id: ent_volkswagen"),
            "entities: id ent_volkswagen is defined 2 times",
        ),
        (
            CURATED.replace("isin: DE0007664005", "isin: DE0007664006"),
            "entities[1] (ent_volkswagen): instruments[0].isin:",
        ),
        (
            CURATED.replace("BQ4BKCS1HXDV9HN80Z93", "BQ4BKCS1HXDV9HN80Z94"),
            "entities[0] (ent_meta_platforms): identifiers[0]:",
        ),
        (
            CURATED.replace("isin: DE0007664005", "isin: US3696043013"),
            "entities[1] (ent_volkswagen): instruments' ISINs belong to different",
        ),
        (
            CURATED.replace("match_name: Volkswagen Group", "match_name: Volkswagen Grp"),
            "match_name 'Volkswagen Grp' names no pytickersymbols company",
        ),
        (
            CURATED.replace("drop_isin: FR0010220475", "drop_isin: FR0000120271"),
            "corrections[0] (GE Aerospace): drop_isin FR0000120271 is not among",
        ),
        (
            CURATED.replace("id: ent_volkswagen_financial_services", "id: ent_porsche_se"),
            "entity id ent_porsche_se is also the generated id",
        ),
        (CURATED.replace("kind: issuer", "kind: isuer"), "entities[2] (ent_volkswagen_fin"),
        (
            CURATED.replace("drop_isin: FR0010220475, ", "drop_isin: FR0010220475, set_name: X, "),
            "corrections[0] (GE Aerospace): give exactly one of",
        ),
        (
            CURATED.replace("drop_isin: FR0010220475", "drop_symbol: GE.F"),
            "drop_symbol GE.F is not among",
        ),
        (CURATED.replace("version: 1", "version: 2"), "version"),
    ],
)
def test_bad_curated_data_fails_naming_entry_and_field(
    curated: str, expected: str, tmp_path: Path
) -> None:
    with pytest.raises(b.BuildError) as caught:
        _build(curated, tmp_path)
    assert expected in str(caught.value)


# --- files, determinism and --check -----------------------------------------------------------


def test_generation_is_byte_stable_and_check_notices_changes(tmp_path: Path) -> None:
    curated = tmp_path / "curated.yaml"
    curated.write_text(textwrap.dedent(CURATED), encoding="utf-8")
    first = b.generate(curated, companies=_source(), source_version="0.0.0")
    assert b.generate(curated, companies=_source(), source_version="0.0.0") == first
    assert set(first) == {"entities.jsonl", "relations.jsonl", "build_info.json"}
    for line in first["entities.jsonl"].decode().splitlines():
        assert Entity.model_validate_json(line).model_dump_json(exclude_defaults=True) == line

    out = tmp_path / "out"
    assert b.write(first, out) == sorted(first)
    assert b.write(first, out) == []  # unchanged files are not rewritten
    assert b.differences(first, out) == []
    (out / "relations.jsonl").write_bytes(first["relations.jsonl"].replace(b"Porsche", b"P"))
    (out / "build_info.json").unlink()
    assert b.differences(first, out) == [
        "missing: build_info.json",
        "stale: relations.jsonl (first difference at line 1)",
    ]
    # the input hash follows curated.yaml
    curated.write_text(textwrap.dedent(CURATED).replace("Porsche SE}", "Porsche AR}"))
    again = b.generate(curated, companies=_source(), source_version="0.0.0")
    assert again["build_info.json"] != first["build_info.json"]


@pytest.fixture(scope="module")
def real_build() -> dict[str, bytes]:
    files: dict[str, bytes] = b.generate(b.DATA_DIR / b.CURATED_FILE)
    return files


def test_committed_reference_data_is_current(
    real_build: dict[str, bytes], capsys: pytest.CaptureFixture[str]
) -> None:
    """What `make data-check` checks, inside `make test`; the fix is `make data`."""
    assert b.differences(real_build, b.DATA_DIR) == []
    assert b.main(["--check"]) == 0
    assert "reference data is current" in capsys.readouterr().out


def test_check_fails_on_a_modified_copy(
    real_build: dict[str, bytes], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "data"
    shutil.copytree(b.DATA_DIR, copy)
    again = b.generate(copy / b.CURATED_FILE)
    if (copy / b.CURATED_FILE).read_bytes() == (b.DATA_DIR / b.CURATED_FILE).read_bytes():
        assert again == real_build  # deterministic across runs
    b.write(again, copy)  # independent of whether the committed copy is current
    assert b.main(["--check", "--out-dir", str(copy)]) == 0
    lines = (copy / "entities.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (copy / "entities.jsonl").write_text("".join(lines[:-1]), encoding="utf-8")
    capsys.readouterr()
    assert b.main(["--check", "--out-dir", str(copy)]) == 1
    err = capsys.readouterr().err
    assert "stale: entities.jsonl" in err
    assert "run `make data`" in err
