"""How a stewardship report names the climate figures a data vendor files under other words.

A company's emissions are filed as carbon (`carbon_intensity_tco2e_per_musd`,
`scope12_carbon_emissions`) and said as "GHG intensity", "greenhouse-gas emissions",
"emissions intensity" or "CO2e per $m": the same figure. Its spending on the transition is filed
as low-carbon capex and said as "capex on decarbonisation", "green capex" or "transition
capex". And such a field carries its unit in its name, a unit of mass over a unit of money
(`tco2e_per_musd`: tonnes of CO2-equivalent per million dollars of revenue): those words say
how the figure is measured, not what it is, so a sentence that names the figure need not spell
them ("carbon intensity" is `carbon_intensity_tco2e_per_musd`).

`SUSTAINABILITY_METRICS` gives the trend reader's lexicon (words → field pattern) these names;
`is_unit_part` says whether a word of a field name is such a unit.
"""

from __future__ import annotations

import re
from typing import Final

#: capital expenditure in its words ("capex", "capital spending", "investment" is too wide)
_CAPEX: Final = r"(?:capex|capital\s+(?:expenditures?|spending))"
#: what the spending is for, said of the transition: "decarbonisation", "the energy transition"
_TRANSITION: Final = (
    r"(?:decarboni[sz]ation|(?:the\s+)?(?:energy|climate|low[- ]carbon|net[- ]zero)\s+transition|"
    r"clean\s+energy|emissions?\s+reductions?|abatement)"
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
    # the word "carbon" of a field, as a report says it: greenhouse gases, emissions, CO2e
    (
        r"\b(?:ghg|greenhouse[- ]gas(?:es)?|co2e?|emissions?)\b",
        r"^carbon$",
    ),
)

#: a unit in a field's name: a currency scaled ("musd", "bneur", "kgbp"), tonnes of greenhouse
#: gas ("tco2e", "ktco2"), of energy ("mwh", "gj")
_UNIT: Final = re.compile(
    r"(?:[kmb]|mn|bn)?(?:usd|eur|gbp|jpy|chf)|[km]?tco2e?|[kmgt]wh|[gtm]j",
    re.IGNORECASE,
)


def is_unit_part(part: str) -> bool:
    """Whether a word of a field's name is a unit it is measured in (`tco2e`, `musd`)."""
    return _UNIT.fullmatch(part) is not None


__all__ = ["SUSTAINABILITY_METRICS", "is_unit_part"]
