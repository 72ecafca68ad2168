"""Which entities the corpus covers, and what the graph says about each of them on a given day.

The corpus covers every company with shipped prices plus every curated entity of the graph. The
graph marks curated entities by their `source`: the build writes `pytickersymbols <version>` on
every entity it made from the package alone and the curated source note on the others (CURATED.md:
every curated entity names where it comes from), so "source is not the package's" is exactly
"curated", with no YAML parser at run time. A test cross-checks the ids against curated.yaml.

Names, tickers and relations are always taken as of the document's date, from the graph's
validity intervals: Meta Platforms' 2021 news is about Facebook, Inc. (ticker FB), and a spin-off
is mentioned with its parent only once it happened.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import cache
from typing import Final

from quantward_documents.calendar import (
    FiscalCalendar,
    ReportingProfile,
    fiscal_calendar,
    reporting_profile,
)
from quantward_documents.prices import PriceHistory
from quantward_graph.model import Entity, GraphData, Relation
from quantward_graph.reference import load_reference_data, reference_build_info

US_MICS: Final = ("XNYS", "XNAS")
_HOME_MIC: Final[Mapping[str, str]] = {
    "DE": "XETR", "FR": "XPAR", "GB": "XLON", "CH": "XSWX", "NL": "XAMS", "BE": "XBRU",
    "ES": "XMAD", "JP": "XTKS", "IT": "XMIL", "IE": "XNYS",
}  # fmt: skip
EXCHANGE_NAME: Final[Mapping[str, str]] = {
    "XNYS": "NYSE", "XNAS": "Nasdaq", "XETR": "Xetra", "XPAR": "Euronext Paris",
    "XLON": "LSE", "XSWX": "SIX", "XAMS": "Euronext Amsterdam", "XBRU": "Euronext Brussels",
    "XMAD": "BME", "XTKS": "TSE", "XMIL": "Borsa Italiana", "XFRA": "Frankfurt",
}  # fmt: skip

#: The sector each covered entity is written as. The graph's industry lists are scraped and noisy
#: (AMD filed under environmental services), so the corpus keeps its own short table; an entity
#: not in it falls back to keywords of its industries.
SECTOR_OF: Final[Mapping[str, str]] = {
    **dict.fromkeys(
        ("ent_microsoft",), "tech"),
    **dict.fromkeys(("ent_apple_inc", "ent_hp_inc", "ent_motorola_solutions"), "devices"),
    **dict.fromkeys(
        ("ent_alphabet", "ent_meta_platforms", "ent_google_llc", "ent_twitter", "ent_ebay",
         "ent_booking"), "internet"),
    **dict.fromkeys(
        ("ent_ibm", "ent_hewlett_packard_enterprise", "ent_kyndryl"), "it_services"),
    **dict.fromkeys(("ent_amd", "ent_stmicroelectronics"), "semis"),
    **dict.fromkeys(("ent_best_buy", "ent_home_depot", "ent_walmart", "ent_lowes"), "retail"),
    **dict.fromkeys(
        ("ent_bank_of_america", "ent_jpmorgan_chase", "ent_first_bancorp_nc",
         "ent_first_bancorp_pr", "ent_natwest", "ent_societe_generale", "ent_ubs",
         "ent_credit_suisse"), "bank"),
    **dict.fromkeys(
        ("ent_berkshire_hathaway", "ent_munich_re", "ent_zurich_insurance",
         "ent_prudential_financial", "ent_prudential_plc", "ent_m_and_g"), "insurance"),
    **dict.fromkeys(("ent_american_express", "ent_paypal", "ent_block"), "payments"),
    **dict.fromkeys(
        ("ent_johnson_johnson", "ent_eli_lilly_and_company", "ent_merck_co", "ent_pfizer",
         "ent_abbvie", "ent_gsk", "ent_novartis", "ent_organon", "ent_viatris", "ent_sandoz",
         "ent_merck_kgaa"), "pharma"),
    **dict.fromkeys(("ent_unitedhealth_group", "ent_elevance"), "managed_care"),
    **dict.fromkeys(
        ("ent_abbott", "ent_danaher",
         "ent_ge_healthcare", "ent_philips", "ent_siemens_healthineers", "ent_alcon",
         "ent_solventum"), "health"),
    **dict.fromkeys(
        ("ent_coca_cola", "ent_pepsico", "ent_procter_gamble", "ent_ab_inbev",
         "ent_anheuser_busch_companies", "ent_altria", "ent_philip_morris_international",
         "ent_kraft_heinz", "ent_kraft_foods_group", "ent_mondelez", "ent_kellanova",
         "ent_wk_kellogg", "ent_nestle", "ent_loreal", "ent_henkel", "ent_haleon", "ent_kenvue",
         "ent_mars", "ent_lvmh", "ent_hermes", "ent_kering", "ent_under_armour"), "consumer"),
    **dict.fromkeys(
        ("ent_chevron_corporation", "ent_exxonmobil", "ent_conocophillips", "ent_phillips_66",
         "ent_shell", "ent_totalenergies"), "energy"),
    **dict.fromkeys(("ent_engie", "ent_eon", "ent_uniper"), "utilities"),
    **dict.fromkeys(
        ("ent_att_inc", "ent_att_corp", "ent_lumen", "ent_deutsche_telekom", "ent_orange",
         "ent_telefonica"), "telecom"),
    **dict.fromkeys(
        ("ent_fox_corporation", "ent_news_corp", "ent_paramount_global",
         "ent_paramount_skydance", "ent_viacom_inc", "ent_warner_bros_discovery",
         "ent_time_warner"), "media"),
    **dict.fromkeys(
        ("ent_bmw", "ent_mercedes_benz_group", "ent_volkswagen", "ent_porsche_ag",
         "ent_porsche_se", "ent_daimler_truck", "ent_traton", "ent_stellantis", "ent_peugeot",
         "ent_toyota", "ent_general_motors", "ent_motors_liquidation"), "autos"),
    **dict.fromkeys(
        ("ent_general_electric", "ent_3m", "ent_ge_vernova", "ent_siemens",
         "ent_siemens_energy", "ent_rtx", "ent_raytheon_company", "ent_carrier", "ent_otis",
         "ent_howmet", "ent_fortive", "ent_veralto"), "industrial"),
    **dict.fromkeys(
        ("ent_alcoa_corp", "ent_arconic_corp", "ent_chemours", "ent_corteva", "ent_dow_inc",
         "ent_dow_chemical", "ent_dupont_de_nemours", "ent_eidp", "ent_linde_plc",
         "ent_linde_ag", "ent_praxair"), "materials"),
    **dict.fromkeys(
        ("ent_bmw_finance", "ent_mercedes_benz_international_finance",
         "ent_siemens_financieringsmaatschappij", "ent_volkswagen_international_finance",
         "ent_volkswagen_financial_services", "ent_toyota_motor_credit"), "financing"),
}  # fmt: skip

_SECTOR_KEYWORDS: Final = (
    ("semicond", "semis"), ("bank", "bank"), ("insur", "insurance"), ("payment", "payments"),
    ("pharma", "pharma"), ("biotech", "pharma"), ("health", "health"), ("medical", "health"),
    ("software", "tech"), ("internet", "internet"), ("information tech", "tech"),
    ("retail", "retail"), ("oil", "energy"), ("gas", "energy"), ("utilit", "utilities"),
    ("telecom", "telecom"), ("media", "media"), ("auto", "autos"), ("chemic", "materials"),
    ("material", "materials"), ("food", "consumer"), ("beverage", "consumer"),
    ("consumer", "consumer"),
)  # fmt: skip

#: The short name to prefer where the graph offers several; used only if the graph carries it
#: (as an undated alias or abbreviation) for the entity.
SHORT_NAME: Final[Mapping[str, str]] = {
    "ent_lvmh": "LVMH", "ent_bmw": "BMW", "ent_deutsche_telekom": "Deutsche Telekom",
    "ent_porsche_se": "Porsche SE", "ent_munich_re": "Munich Re", "ent_ibm": "IBM",
    "ent_ab_inbev": "AB InBev",
}  # fmt: skip
_DANGLING: Final = re.compile(r"(\s+(and|&)|,)$")
_LEGAL_SUFFIX: Final = re.compile(
    r"(,?\s+(Inc\.|Incorporated|Corporation|Corp\.|Company|Co\.|plc|PLC|AG|SE|S\.A\.|SA|N\.V\.|"
    r"B\.V\.|Ltd\.|LLC|Holdings?|Group|Aktiengesellschaft))+$"
)


@dataclass(frozen=True, slots=True)
class Ticker:
    symbol: str
    mic: str

    @property
    def exchange(self) -> str:
        return EXCHANGE_NAME.get(self.mic, self.mic)


@dataclass(frozen=True)
class CorpusEntity:
    """A covered entity with everything the writers need to name it correctly on a date."""

    entity: Entity
    calendar: FiscalCalendar
    profile: ReportingProfile
    sector: str
    priced: bool
    curated: bool
    relations: tuple[Relation, ...]
    life_start: date | None
    life_end: date | None
    names_of_others: Mapping[str, Entity] = field(repr=False, compare=False)

    @property
    def entity_id(self) -> str:
        return self.entity.entity_id

    @property
    def country(self) -> str:
        return self.entity.country or "US"

    # --- names ---------------------------------------------------------------------------------

    def _formers(self, on: date) -> list[str]:
        return [
            n.name
            for n in self.entity.names
            if n.kind == "former" and n.valid_to is not None and n.valid_on(on)
        ]

    def legal_name(self, on: date) -> str:
        """The formal name on `on`: a dated former name if one applies, else the current name."""
        formers = self._formers(on)
        if formers:
            return max(formers, key=len)
        return self.profile.legal_name or self.entity.name

    def short_name(self, on: date) -> str:
        """The name a wire story uses on `on` ("Facebook", "Meta", "Coca-Cola")."""
        formers = self._formers(on)
        if formers:
            return min(formers, key=len)
        legal = self.legal_name(on)
        dated = [
            n.name
            for n in self.entity.names
            if n.kind == "alias" and n.valid_from is not None and n.valid_on(on)
        ]
        if dated:
            return min(dated, key=len)
        undated = [
            n
            for n in self.entity.names
            if n.kind in ("alias", "abbreviation")
            and n.valid_from is None
            and n.valid_on(on)
            and len(n.name) >= 3
        ]
        preferred = SHORT_NAME.get(self.entity_id)
        if preferred and any(n.name == preferred for n in undated):
            return preferred
        inside = [n.name for n in undated if n.kind == "alias" and n.name in legal]
        if inside:
            return min(inside, key=len)
        stripped = _LEGAL_SUFFIX.sub("", legal).strip().removeprefix("The ").strip()
        stripped = _DANGLING.sub("", stripped).strip()
        if len(stripped) > 32:
            aliases = [n.name for n in undated if n.kind == "alias"]
            if aliases:
                return min(aliases, key=len)
        return stripped or legal

    def ticker(self, on: date) -> Ticker | None:
        """The primary listing on `on`: the home exchange first (NYSE or Nasdaq for US
        companies), else a US listing; None if the graph has no listing valid that day."""
        home = _HOME_MIC.get(self.country)
        order = (*US_MICS, home) if self.country in ("US", "PR") else (home, *US_MICS)
        for preferred in order:
            for instrument in self.entity.instruments:
                if instrument.type == "bond_program":
                    continue
                for listing in instrument.listings:
                    if listing.mic == preferred and listing.valid_on(on):
                        return Ticker(listing.ticker, listing.mic)
        return None

    def related(self, on: date) -> list[tuple[Relation, Entity, bool]]:
        """Relations in force on `on` with the other entity and whether this one is the source."""
        found: list[tuple[Relation, Entity, bool]] = []
        for relation in self.relations:
            if relation.type in ("merged_into", "successor_of", "renamed_from"):
                continue
            if relation.valid_from and on < relation.valid_from:
                continue
            if relation.valid_to and on > relation.valid_to:
                continue
            outgoing = relation.source_id == self.entity_id
            other = self.names_of_others.get(relation.target_id if outgoing else relation.source_id)
            if other is not None and other.exists_on(on):
                found.append((relation, other, outgoing))
        return found

    def alive(self, on: date) -> bool:
        return (self.life_start is None or on >= self.life_start) and (
            self.life_end is None or on <= self.life_end
        )


def _source_version() -> str:
    source = reference_build_info().get("source")
    version = source.get("version") if isinstance(source, dict) else None
    return f"pytickersymbols {version}" if isinstance(version, str) else "pytickersymbols"


def curated_entity_ids(graph: GraphData | None = None) -> tuple[str, ...]:
    """Ids of the graph's curated entities: those whose source is not the package's stamp."""
    graph = graph or load_reference_data()
    stamp = _source_version()
    return tuple(sorted(e.entity_id for e in graph.entities if e.source != stamp))


def _sector(entity: Entity) -> str:
    if entity.entity_id in SECTOR_OF:
        return SECTOR_OF[entity.entity_id]
    if entity.kind == "issuer":
        return "financing"
    text = " ".join(entity.industries).lower()
    for keyword, sector in _SECTOR_KEYWORDS:
        if keyword in text:
            return sector
    return "industrial"


def _life(entity: Entity, relations: Sequence[Relation]) -> tuple[date | None, date | None]:
    """First and last day the entity existed as a reporting company, as far as the graph says."""
    starts: list[date] = []
    ends: list[date] = []
    listings = [
        listing
        for instrument in entity.instruments
        if instrument.type != "bond_program"
        for listing in instrument.listings
    ]
    if listings and all(listing.valid_from for listing in listings):
        starts.append(min(listing.valid_from for listing in listings if listing.valid_from))
    if listings and all(listing.valid_to for listing in listings):
        ends.append(max(listing.valid_to for listing in listings if listing.valid_to))
    starts += [n.valid_from for n in entity.names if n.kind == "legal" and n.valid_from]
    for relation in relations:
        if relation.source_id != entity.entity_id or relation.valid_from is None:
            continue
        if relation.type in ("spun_off_from", "successor_of"):
            starts.append(relation.valid_from)
        elif relation.type == "merged_into":
            ends.append(relation.valid_from - timedelta(days=1))
    if entity.defunct_from:
        ends.append(entity.defunct_from - timedelta(days=1))
    return (max(starts) if starts else None), (min(ends) if ends else None)


@cache
def corpus_entities() -> tuple[CorpusEntity, ...]:
    """Every covered entity (priced ∪ curated), sorted by id."""
    graph = load_reference_data()
    by_id = {e.entity_id: e for e in graph.entities}
    priced = set(PriceHistory.shipped().entity_ids)
    curated = set(curated_entity_ids(graph))
    relations_of: dict[str, list[Relation]] = {}
    for relation in graph.relations:
        relations_of.setdefault(relation.source_id, []).append(relation)
        relations_of.setdefault(relation.target_id, []).append(relation)
    covered: list[CorpusEntity] = []
    for entity_id in sorted(priced | curated):
        entity = by_id[entity_id]
        relations = tuple(relations_of.get(entity_id, ()))
        start, end = _life(entity, relations)
        covered.append(
            CorpusEntity(
                entity=entity,
                calendar=fiscal_calendar(entity_id),
                profile=reporting_profile(entity_id),
                sector=_sector(entity),
                priced=entity_id in priced,
                curated=entity_id in curated,
                relations=relations,
                life_start=start,
                life_end=end,
                names_of_others=by_id,
            )
        )
    return tuple(covered)


@cache
def graph_names() -> frozenset[str]:
    """Every name in the graph, lower case: invented names must not collide with them."""
    names: set[str] = set()
    for entity in load_reference_data().entities:
        names.add(entity.name.lower())
        names.update(n.name.lower() for n in entity.names)
    return frozenset(names)
