"""How a stewardship report names the climate figures a data vendor files under other words.

A company's emissions are filed as carbon (`carbon_intensity_tco2e_per_musd`,
`scope12_carbon_emissions`) and said as "GHG intensity", "greenhouse-gas emissions",
"emissions intensity" or "CO2e per $m": the same figure. Its spending on the transition is filed
as low-carbon capex and said as "capex on decarbonisation", "green capex" or "transition
capex". And such a field carries its unit in its name, a unit of mass over a unit of money
(`tco2e_per_musd`: tonnes of CO2-equivalent per million dollars of revenue): those words say
how the figure is measured, not what it is, so a sentence that names the figure need not spell
them ("carbon intensity" is `carbon_intensity_tco2e_per_musd`).

A utility's figures are filed the same way: `co2_intensity_g_per_kwh` is "carbon intensity",
"CO₂ intensity" or "emissions intensity" (grams per kilowatt-hour is how it is measured),
`renewable_capacity_mw` is "renewable capacity" or the renewable sources listed ("wind and
hydro capacity", "solar, wind and hydro"; one source alone is a part of it, never the whole),
and the power a company generates is also its output or production of power ("coal's share of
power output" of `coal_share_of_generation_pct`).

`SUSTAINABILITY_METRICS` gives the trend reader's lexicon (words → field pattern) these names;
`is_unit_part` says whether a word of a field name is such a unit, and `unit_parts` which words
of a whole name are (a unit ratio at its end, `_g_per_kwh`, with its "per").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

#: capital expenditure in its words ("capex", "capital spending", "investment" is too wide)
_CAPEX: Final = r"(?:capex|capital\s+(?:expenditures?|spending))"
#: what the spending is for, said of the transition: "decarbonisation", "the energy transition"
_TRANSITION: Final = (
    r"(?:decarboni[sz]ation|(?:the\s+)?(?:energy|climate|low[- ]carbon|net[- ]zero)\s+transition|"
    r"clean\s+energy|emissions?\s+reductions?|abatement)"
)
#: a renewable source of power, as a list of them names the renewables ("onshore wind")
_SOURCE: Final = (
    r"(?:(?:on|off)shore\s+)?(?:wind|solar|hydro(?:power|electric(?:ity)?)?|geothermal|"
    r"tidal|biomass|photovoltaics?|pv)"
)
#: (how people name it, a pattern over field names), as `trends.METRICS` holds them
SUSTAINABILITY_METRICS: Final[tuple[tuple[str, str], ...]] = (
    # spending on the transition, before or after "capex": "green capex", "capex on
    # decarbonisation", "transition capex", "capital spending for the energy transition"
    (
        rf"\b(?:(?:low[- ]carbon|green|transition|climate|decarboni[sz]ation|clean[- ]energy)"
        rf"\s+{_CAPEX}|{_CAPEX}\s+(?:on|for|in|towards?)\s+{_TRANSITION})\b",
        r"^(?:low_carbon|green|transition|climate|decarboni[sz]ation)_(?:capex|"
        r"capital_expenditures?)(?:_(?:usd|eur|gbp|m|mn|bn|musd|meur))?$",
    ),
    # the word "carbon" of a field, as a report says it: greenhouse gases, emissions, CO2e;
    # and a field that files it as CO2 or GHG, said as carbon (CO₂ with its subscript too)
    (
        r"\b(?:carbon|ghg|greenhouse[- ]gas(?:es)?|co[2₂](?:[- ]?e(?:q|quivalent)?)?|emissions?)\b",
        r"^(?:carbon|co2e?|ghg)$",
    ),
    # renewable sources listed, two at least ("wind and hydro", "solar, wind and hydro"): the
    # renewables they make up; one source alone is only a part of them
    (
        rf"\b{_SOURCE}(?:\s*(?:,\s*(?:and\s+)?|\band\s+|&\s*|/\s*|\+\s*){_SOURCE})+\b",
        r"^renewables?$",
    ),
    # the power a company generates, said as its output or production of power
    (
        r"\b(?:(?:power|electricity|electric|energy)\s+(?:output|production)|output\s+of\s+"
        r"(?:power|electricity))\b",
        r"^generation$",
    ),
)

#: a unit in a field's name: a currency scaled ("musd", "bneur", "kgbp"), tonnes of greenhouse
#: gas ("tco2e", "ktco2"), of energy ("mwh", "gj")
#: and power ("mw" of `renewable_capacity_mw`, "gwe", "mwp"); and the physical quantities a
#: producer reports its output and unit costs in, scaled or not: troy ounces and pounds
#: ("oz" of `gold_production_oz`, "koz", "mlb" of `copper_production_mlb`), tonnes and kilograms
#: ("kt", "mt"), barrels and barrels of oil equivalent ("bbl", "mmboe"), cubic feet and
#: British thermal units of gas ("mcf", "bcf", "mmbtu"), cubic metres and gallons
_UNIT: Final = re.compile(
    r"(?:[kmb]|mn|bn)?(?:usd|eur|gbp|jpy|chf)|[km]?tco2e?|[kmgt]wh|[gtm]j|[kmgt]w[ep]?|"
    r"[tkm]?oz|m{0,2}lbs?|kt|mt|kg|tonnes|(?:k|m|mm)?(?:bbls?|boe)|[bmt]cf|mmcf|mmbtu|m3|gal",
    re.IGNORECASE,
)
#: a mass a unit ratio measures by ("g" of `_g_per_kwh`, "t" of `_t_per_mwh`): a unit only
#: before "per" and a unit, never alone
_MASS: Final = frozenset({"g", "kg", "t", "kt", "mt", "lb", "lbs", "tonnes", "tons", "grams"})


def is_unit_part(part: str) -> bool:
    """Whether a word of a field's name is a unit it is measured in (`tco2e`, `musd`)."""
    return _UNIT.fullmatch(part) is not None


def unit_parts(parts: Sequence[str]) -> list[bool]:
    """For each word of a field's name, whether it belongs to the unit the field is measured in:
    a unit word (`is_unit_part`), or a unit ratio ending the name, a mass or a unit "per" a unit
    (`co2_intensity_g_per_kwh`, `_tco2e_per_musd`), the "per" with it, so the name's own words
    are left ("CO2 intensity") and the "per" is no ratio of the figure's terms."""
    flags = [is_unit_part(p) for p in parts]
    if (
        len(parts) >= 4
        and parts[-2].lower() == "per"
        and is_unit_part(parts[-1])
        and (flags[-3] or parts[-3].lower() in _MASS)
    ):
        flags[-3:] = [True, True, True]
    return flags


__all__ = ["SUSTAINABILITY_METRICS", "is_unit_part", "unit_parts"]
