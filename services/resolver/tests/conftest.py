"""A small graph with the hard shapes: share classes, renames, reused tickers, shared names."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_graph import Entity, EntityName, Identifier, Instrument, Listing, Relation
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.resolver import Resolver

D = date.fromisoformat


def entities() -> list[Entity]:
    return [
        Entity(
            entity_id="ent_volkswagen",
            name="Volkswagen AG",
            country="DE",
            names=(EntityName(name="Volkswagen Group"), EntityName(name="VW", kind="abbreviation")),
            identifiers=(Identifier(scheme="LEI", value="529900NNUPAGGOMPXZ31"),),
            instruments=(
                Instrument(
                    instrument_id="ins_vw_ord",
                    share_class="ordinary",
                    isin="DE0007664005",
                    listings=(Listing(ticker="VOW", mic="XETR"),),
                ),
                Instrument(
                    instrument_id="ins_vw_pref",
                    type="preferred",
                    share_class="preference",
                    isin="DE0007664039",
                    listings=(
                        Listing(ticker="VOW3", mic="XETR"),
                        Listing(ticker="VOW3", mic="XFRA"),
                        Listing(ticker="VWAGY", mic="OTCM"),
                    ),
                ),
            ),
        ),
        Entity(
            entity_id="ent_vw_financial_services",
            name="Volkswagen Financial Services AG",
            kind="issuer",
            country="DE",
        ),
        Entity(
            entity_id="ent_porsche_se",
            name="Porsche Automobil Holding SE",
            kind="holding",
            country="DE",
            names=(EntityName(name="Porsche SE"),),
            instruments=(
                Instrument(
                    instrument_id="ins_pah3",
                    isin="DE000PAH0038",
                    listings=(Listing(ticker="PAH3", mic="XETR"),),
                ),
            ),
        ),
        Entity(
            entity_id="ent_porsche_ag",
            name="Dr. Ing. h.c. F. Porsche AG",
            country="DE",
            names=(EntityName(name="Porsche AG"), EntityName(name="Porsche", kind="alias")),
            instruments=(
                Instrument(
                    instrument_id="ins_p911",
                    type="preferred",
                    listings=(Listing(ticker="P911", mic="XETR", valid_from=D("2022-09-29")),),
                ),
            ),
        ),
        Entity(
            entity_id="ent_merck_co",
            name="Merck & Co., Inc.",
            country="US",
            instruments=(
                Instrument(
                    instrument_id="ins_mrk",
                    isin="US58933Y1055",
                    listings=(Listing(ticker="MRK", mic="XNYS"),),
                ),
            ),
        ),
        Entity(
            entity_id="ent_merck_kgaa",
            name="Merck KGaA",
            country="DE",
            names=(EntityName(name="Merck Group"),),
            instruments=(
                Instrument(
                    instrument_id="ins_mrk_de",
                    isin="DE0006599905",
                    listings=(Listing(ticker="MRK", mic="XETR"),),
                ),
            ),
        ),
        Entity(
            entity_id="ent_meta_platforms",
            name="Meta Platforms, Inc.",
            country="US",
            names=(
                EntityName(name="Facebook, Inc.", kind="former", valid_to=D("2021-10-27")),
                EntityName(name="Facebook", kind="former", valid_to=D("2021-10-27")),
            ),
            instruments=(
                Instrument(
                    instrument_id="ins_meta",
                    isin="US30303M1027",
                    listings=(
                        Listing(
                            ticker="FB",
                            mic="XNAS",
                            valid_from=D("2012-05-18"),
                            valid_to=D("2022-06-08"),
                        ),
                        Listing(ticker="META", mic="XNAS", valid_from=D("2022-06-09")),
                    ),
                ),
            ),
        ),
        Entity(
            entity_id="ent_att_corp",
            name="AT&T Corp.",
            country="US",
            defunct_from=D("2005-11-18"),
            instruments=(
                Instrument(
                    instrument_id="ins_att_corp",
                    listings=(Listing(ticker="T", mic="XNYS", valid_to=D("2005-11-17")),),
                ),
            ),
        ),
        Entity(
            entity_id="ent_att_inc",
            name="AT&T Inc.",
            country="US",
            names=(
                EntityName(name="SBC Communications Inc.", kind="former", valid_to=D("2005-11-17")),
            ),
            instruments=(
                Instrument(
                    instrument_id="ins_att_inc",
                    isin="US00206R1023",
                    listings=(
                        Listing(ticker="SBC", mic="XNYS", valid_to=D("2005-11-30")),
                        Listing(ticker="T", mic="XNYS", valid_from=D("2005-12-01")),
                    ),
                ),
            ),
        ),
        Entity(
            entity_id="ent_nestle",
            name="Nestlé S.A.",
            country="CH",
            instruments=(
                Instrument(
                    instrument_id="ins_nesn",
                    isin="CH0038863350",
                    listings=(Listing(ticker="NESN", mic="XSWX"),),
                ),
            ),
        ),
        Entity(
            entity_id="ent_alphabet",
            name="Alphabet Inc.",
            country="US",
            instruments=(
                Instrument(
                    instrument_id="ins_googl",
                    share_class="Class A",
                    isin="US02079K3059",
                    listings=(Listing(ticker="GOOGL", mic="XNAS"),),
                ),
                Instrument(
                    instrument_id="ins_goog",
                    share_class="Class C",
                    isin="US02079K1079",
                    listings=(Listing(ticker="GOOG", mic="XNAS"),),
                ),
            ),
        ),
        Entity(
            entity_id="ent_berkshire",
            name="Berkshire Hathaway Inc.",
            country="US",
            instruments=(
                Instrument(
                    instrument_id="ins_brk_b",
                    share_class="Class B",
                    listings=(Listing(ticker="BRK.B", mic="XNYS"),),
                ),
            ),
        ),
    ]


def relations() -> list[Relation]:
    return [
        Relation(
            type="subsidiary_of", source_id="ent_vw_financial_services", target_id="ent_volkswagen"
        ),
        Relation(type="subsidiary_of", source_id="ent_porsche_ag", target_id="ent_volkswagen"),
        Relation(
            type="major_shareholder_of", source_id="ent_porsche_se", target_id="ent_volkswagen"
        ),
        Relation(
            type="merged_into",
            source_id="ent_att_corp",
            target_id="ent_att_inc",
            valid_from=D("2005-11-18"),
        ),
    ]


@pytest.fixture(scope="session")
def resolver() -> Resolver:
    return Resolver(ResolverIndex.build(entities(), relations()))
