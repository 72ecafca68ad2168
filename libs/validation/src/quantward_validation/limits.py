"""What a portfolio limit is about, read from a field name or a phrase, not from one spelling.

`max_position_weight`, `per_issuer_cap`, `single_name_ceiling` and "no single holding above…"
are one subject: the weight of one position. `subject_of` maps a name or a phrase to the
canonical constraint name (`max_position_weight`, `max_gross_leverage`, …) by the words it
contains, most specific first, so a new field name or a mandate's prose lands on the same
subject. `is_limit` says whether a constraint is a limit on what portfolios are feasible (a
user's or client's decision) rather than a harmless research default such as a look-back.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

from quantward_contracts.values import Constraint
from quantward_validation import liquidation_horizon
from quantward_validation.book_parts import NAMED_PART
from quantward_validation.credit_ratings import (
    BBB_AND_BELOW,
    BBB_AND_BELOW_PATTERN,
    BELOW_INVESTMENT_GRADE,
    BELOW_SINGLE_B,
    BELOW_SINGLE_B_PATTERN,
)
from quantward_validation.inclusion_asides import inside_an_aside_of
from quantward_validation.limit_lexicon_bdc import (
    BDC_REGISTER,
    BDC_SUBJECTS,
    BDC_UNITS,
    NET_DEBT_LEVERAGE_AFTER,
)
from quantward_validation.limit_lexicon_buckets import (
    AGENCIES_SUPRAS,
    AGENCIES_SUPRAS_PATTERN,
    COUPON_AVERAGE,
    COUPON_AVERAGE_PATTERN,
    COV_LITE,
    COV_LITE_PATTERN,
    EMERGING_MARKETS,
    EMERGING_MARKETS_PATTERN,
    FIXED_RATE,
    FIXED_RATE_PATTERN,
    JUNIOR_LIEN,
    JUNIOR_LIEN_PATTERN,
    SPREAD_AVERAGE,
    SPREAD_AVERAGE_PATTERN,
    one_country,
)
from quantward_validation.limit_lexicon_clearing import CLEARING_SUBJECTS, CLEARING_UNITS
from quantward_validation.limit_lexicon_convertibles import (
    CONVERTIBLES_SUBJECTS,
    CS01_NAME,
    CS01_PATTERN,
    CS01_UNIT,
    ISSUE_OWNERSHIP_NAME,
    ISSUE_OWNERSHIP_PATTERN,
    ISSUE_OWNERSHIP_UNIT,
)
from quantward_validation.limit_lexicon_desk_risk import DESK_RISK_SUBJECTS
from quantward_validation.limit_lexicon_digital import (
    DIGITAL_SUBJECTS,
    HOT_WALLET_NAME,
    HOT_WALLET_PATTERN,
    HOT_WALLET_UNIT,
    VENUE_NAME,
    VENUE_PATTERN,
    VENUE_UNIT,
)
from quantward_validation.limit_lexicon_em_debt import EM_DEBT_SUBJECTS
from quantward_validation.limit_lexicon_europe import EUROPEAN_SUBJECTS
from quantward_validation.limit_lexicon_factor_risk import (
    FACTOR_EXPOSURE_NAME,
    FACTOR_EXPOSURE_PATTERN,
)
from quantward_validation.limit_lexicon_hedging import (
    HEDGE_RATIO_NAME,
    HEDGE_RATIO_PATTERN,
    HEDGING_SUBJECTS,
    OPEN_SHARE_NAME,
    OPEN_SHARE_PATTERN,
    OPEN_SHARE_UNIT,
    VAR_NAME,
    VAR_PATTERN,
    VAR_UNIT,
)
from quantward_validation.limit_lexicon_ils import ILS_REGISTER, ILS_SUBJECTS, ILS_UNITS
from quantward_validation.limit_lexicon_lay import widened
from quantward_validation.limit_lexicon_lending import SUBJECTS as LENDING_SUBJECTS
from quantward_validation.limit_lexicon_lending import UNITS as LENDING_UNITS
from quantward_validation.limit_lexicon_lending import collateral_as_base
from quantward_validation.limit_lexicon_math import MATH_SUBJECTS
from quantward_validation.limit_lexicon_maturity import (
    MATURITY_SUBJECTS,
    MATURITY_UNITS,
    named_period,
)
from quantward_validation.limit_lexicon_merger_arb import (
    GROSS_OF_ONE_DEAL_AFTER,
    GROSS_OF_ONE_DEAL_BEFORE,
    MERGER_ARB_REGISTER,
    MERGER_ARB_SUBJECTS,
    MERGER_ARB_UNITS,
)
from quantward_validation.limit_lexicon_money_funds import SUBJECTS as MONEY_FUND_SUBJECTS
from quantward_validation.limit_lexicon_money_funds import UNITS as MONEY_FUND_UNITS
from quantward_validation.limit_lexicon_money_funds import preposition_not_acronym
from quantward_validation.limit_lexicon_munis import AMT_BUCKET, AMT_BUCKET_PATTERN
from quantward_validation.limit_lexicon_options import (
    OPTIONS_SUBJECTS,
    PREMIUM_NAME,
    PREMIUM_PATTERN,
    PREMIUM_UNIT,
    VEGA_NAME,
    VEGA_PATTERN,
    VEGA_UNIT,
)
from quantward_validation.limit_lexicon_property import (
    PROPERTY_REGISTER,
    PROPERTY_SUBJECTS,
    PROPERTY_UNITS,
)
from quantward_validation.limit_lexicon_retail import (
    RETAIL_SUBJECTS,
    SPECULATIVE_PATTERN,
    SPECULATIVE_SLEEVE,
)
from quantward_validation.limit_lexicon_securitized import (
    AGENCY_MBS,
    NON_AGENCY,
    SECURITIZED_SUBJECTS,
    SECURITIZED_UNITS,
)
from quantward_validation.limit_lexicon_stewardship import (
    ESCALATION_LIST,
    ESCALATION_LIST_PATTERN,
    SUSTAINABLE_SHARE,
    SUSTAINABLE_SHARE_PATTERN,
)
from quantward_validation.limit_lexicon_translated import TRANSLATED_SUBJECTS
from quantward_validation.limit_lexicon_treasury import (
    EQUITY_BUCKET,
    EQUITY_BUCKET_PATTERN,
    TREASURY_SUBJECTS,
    one_of_a_named_class,
)
from quantward_validation.limit_lexicon_unrated import SECTOR_ADJECTIVES, UNRATED, UNRATED_PATTERN
from quantward_validation.limit_sides_asia import LIMIT_WORD as ASIAN_LIMIT_WORD
from quantward_validation.limit_sides_europe import LIMIT_WORD as EUROPEAN_LIMIT_WORD
from quantward_validation.limit_sides_finnish import LIMIT_WORD as FINNISH_LIMIT_WORD
from quantward_validation.money_scales import CURRENCY_NAMES, named_money_unit
from quantward_validation.share_bases import base_starts, opens_a_base
from quantward_validation.single_holdings import one_of_class
from quantward_validation.volume_days import names_volume

#: what can be sold at short notice, said of the part of a book: "liquidatable in one day"
_SALEABLE: Final = (
    r"(?:liquidatable|liquidable|sellable|saleable|trad(?:e)?able|exitable)\s+(?:in|within)"
)

#: property held as an asset class: "property", "real estate", "commercial property", "CRE"
_REAL_ESTATE: Final = (
    r"(?:(?:direct|commercial|residential|uk|social[\s-]+housing)[\s-]+)?"
    r"(?:propert(?:y|ies)|real[\s-]*estate|cre)"
)
#: infrastructure as an asset class, with its debt or equity ("infra", "infrastructure debt")
_INFRA: Final = r"infra(?:structure)?(?:[\s-]+(?:debt|equity|loans?|assets?))?"
#: what joins two classes said together: "and", "&", "/", "plus", a comma, or a space in a name
_JOINED: Final = r"\s*(?:,|/|&|\+)?\s*(?:(?:and|plus|or)\s+)?"

#: what follows "collateral" when it names a securitisation's pool of assets, or the party that
#: manages or holds it, rather than collateral posted against exposure
_COLLATERAL_POOL: Final = (
    r"(?:manager|management|managers|administrator|administration|agent|trustee|custodian|"
    r"obligations?|principal|pool|portfolio|quality|assets?|interests?|account)\b"
)

#: a quantifier of one: "any one", "any single", "each individual", "no single"
_ONE_OF: Final = r"(?:any|each|every|no)[\s_-]+(?:one|single|individual)[\s_-]+"
#: what one holding weighs in the book, said as a share of it
_SHARE_WORD: Final = r"(?:share|weight(?:ing)?|exposure|allocation|concentration)"
#: one holding after a share word and its preposition ("the share of any one grower",
#: "exposure to any one vessel"), the holding's noun the phrase's last word (so a class after it
#: keeps its quantifier: "every individual private-credit fund", `single_holdings`)
_SHARE_OF_ONE: Final = re.compile(
    rf"\b{_SHARE_WORD}[\s_-]+(?:of|in|to)[\s_-]+(?:the[\s_-]+)?(?P<one>{_ONE_OF}[a-z]+)\b"
    r"(?=\s*(?:$|[^\w\s'’-]|\s(?:be|is|are|may|must|shall|should|can|will|not|no|to|at|of|in|"
    r"stays?|remains?)\b))"
)
#: ... the two said together, a quantifier of one first ("any one Matter's share")
_ONE_HOLDINGS_SHARE: Final = re.compile(
    rf"{_ONE_OF}(?:[a-z]+[\s_-]+){{0,2}}?[a-z]+(?:'s|’s)?[\s_-]+{_SHARE_WORD}"
)

#: no metal right before: after one, "GEO" counts gold-equivalent ounces of it
_METAL_BEFORE: Final = "".join(
    rf"(?<!{metal}[\s_-])"
    for metal in ("gold", "silver", "platinum", "palladium", "pgm", "copper", "metal", "metals")
)

#: a jurisdiction by a dispute's words for where it is heard: the court system, the forum,
#: an arbitration's seat ("any one court system's share", "forum concentration")
_JURISDICTION: Final = (
    r"(?:jurisdictions?|court(?:s|[\s_-]+systems?)?|tribunals?|fora|forums?|"
    r"(?:arbitral|arbitration)[\s_-]+seats?|seats?[\s_-]+of[\s_-]+arbitration)"
)

#: the roles a counterparty is named by: a dealer (a primary, swap or repo dealer), a broker
#: (a broker-dealer, a prime or clearing broker, an FCM), a clearing member, a market maker, a
#: bank named by what it does for the book ("a dealing bank", "any one hedge bank", "per
#: counterparty bank"; a bank deposits are placed with is the treasury's, `limit_lexicon_treasury`)
_ROLE: Final = (
    r"(?:(?:dealing|trading|hedg(?:e|ing)|counterparty|executing|execution|swap|fx|forward)"
    r"[\s_-]+)banks?|"
    r"(?:(?:primary|swap|repo|securities)[\s_-]+)?dealers?|broker[\s_-]*dealers?|"
    r"(?:(?:prime|clearing|executing)[\s_-]+)?brokers?|fcms?|futures[\s_-]+commission[\s_-]+"
    r"merchants?|clearing[\s_-]+members?|market[\s_-]+makers?"
)
#: ... bounded one at a time ("any one dealer", "a single prime broker", "per broker") or as the
#: exposure to it ("dealer exposure", "broker concentration")
_ONE_ROLE: Final = (
    rf"(?:any|each|every|one|single|individual|per)[\s_-]+(?:(?:one|single)[\s_-]+)?(?:{_ROLE})|"
    rf"(?:{_ROLE})[\s_-]+(?:exposures?|concentrations?|limits?|caps?)"
)

#: a group of connected names counted as one, as an insurer's or a bank's concentration limit
#: counts every claim on it (bonds, loans, deposits, derivatives): "any one counterparty group",
#: "issuer group", "a group of connected clients", "group exposure", "single-name (group)", "per
#: group" (an industry group is a sector's, read before)
_ONE_GROUP: Final = (
    r"(?:counterpart(?:y|ies)|issuers?|obligors?|borrowers?|credit|connected)[\s_-]+groups?|"
    r"groups?[\s_-]+(?:of[\s_-]+connected[\s_-]+\w+|exposures?|concentrations?)|"
    r"(?:any|each|every|one|single|per|largest|biggest)[\s_-]+(?:one[\s_-]+)?groups?"
    r"(?![\s_-]+of\b)|"
    r"(?:single|one|any|each|per)[\s_-]+names?(?=[\s_-]*\(\s*groups?\s*\))"
)

#: canonical subjects, most specific first: (constraint name, pattern over lower-cased words),
#: each in the trade's words here and in everyday words and shorthand (`limit_lexicon_lay`)
_TRADE_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    # how many days the whole book may take to sell (`liquidation_horizon`), a limit in days
    (liquidation_horizon.NAME, liquidation_horizon.PATTERN),
    # a clearing member's limits on a client's futures book (`limit_lexicon_clearing`): its share
    # of open interest, its initial margin as a share of its credit line and its position in one
    # delivery month in lots, before "net", "margin", "line" and "position"
    *CLEARING_SUBJECTS,
    # a hedge book's share of one delivery period left open (`limit_lexicon_hedging`), after a
    # clearing client's position in one month in lots and before "open" and "position"
    (OPEN_SHARE_NAME, OPEN_SHARE_PATTERN),
    # a short book's weighted average life and maturity (`limit_lexicon_maturity`), in days
    *MATURITY_SUBJECTS,
    # a money market fund's daily and weekly liquid-asset floors, before the cash they are
    # held in (`limit_lexicon_money_funds`)
    *MONEY_FUND_SUBJECTS,
    # a credit book's spread sensitivity (bps of NAV per bp of widening), before "spread" as a
    # cost and before a desk's rate DV01: a "spread DV01" is a spread sensitivity
    # (`limit_lexicon_convertibles`)
    (CS01_NAME, CS01_PATTERN),
    # a trading desk's stressed VaR and expected shortfall (before the VaR), its rate
    # sensitivity per tenor bucket and in total, and its stress loss, often amounts of money,
    # before "net", "bucket" and "single" (`limit_lexicon_desk_risk`)
    *DESK_RISK_SUBJECTS,
    # the book's value at risk, a limit of its own in bps of NAV (`limit_lexicon_hedging`)
    (VAR_NAME, VAR_PATTERN),
    # an options desk's vega (bps of NAV per vol point) and long-option premium at risk, before
    # "vol" and "net" (`limit_lexicon_options`)
    (VEGA_NAME, VEGA_PATTERN),
    (PREMIUM_NAME, PREMIUM_PATTERN),
    # the share of one issue owned, before "single" and "issuer" (`limit_lexicon_convertibles`)
    (ISSUE_OWNERSHIP_NAME, ISSUE_OWNERSHIP_PATTERN),
    # a loan book's averages tested against a minimum: what its loans earn, not a cost, nor
    # the margin of a levered book (`limit_lexicon_buckets`)
    (SPREAD_AVERAGE, SPREAD_AVERAGE_PATTERN),
    (COUPON_AVERAGE, COUPON_AVERAGE_PATTERN),
    # an agency MBS mandate's own subjects (`limit_lexicon_securitized`): the sleeve outside the
    # agencies, the TBA and dollar-roll programme and one coupon of the stack, before "spread",
    # "net", "sector", "single" and "weight", and the agency MBS share before the agencies bucket
    *SECURITIZED_SUBJECTS,
    # a stewardship policy's own subjects (`limit_lexicon_stewardship`): the companies under
    # escalated engagement, and the share of sustainable investments, before "weight" or "names"
    (ESCALATION_LIST, ESCALATION_LIST_PATTERN),
    (SUSTAINABLE_SHARE, SUSTAINABLE_SHARE_PATTERN),
    # a property fund's and its lenders' own subjects (`limit_lexicon_property`): loan-to-value
    # before leverage ("gearing (debt to GAV)"), interest cover, development exposure before
    # cost ("by cost to complete"), and one tenant's share of rent before one position
    *PROPERTY_SUBJECTS,
    # a lender's cover of its loans by collateral (`limit_lexicon_lending`): a floor as a
    # multiple of the loan, before collateral posted or received (`other_limit`) and before
    # the retail margin of leverage ("the collateral margin", "margin over loan value")
    *LENDING_SUBJECTS,
    # a BDC's own subjects (`limit_lexicon_bdc`): asset coverage, the non-qualifying and
    # qualifying assets, PIK income, junior capital (before the second-lien and equity buckets)
    # and the first-lien floor
    *BDC_SUBJECTS,
    # a merger-arbitrage fund's own subjects (`limit_lexicon_merger_arb`): the number of deals
    # held (a count), the loss if the deals broke (before drawdown and "exposure"), the deals
    # under an extended antitrust review and one acquirer's deals (before "gross" and "net")
    *MERGER_ARB_SUBJECTS,
    # an ILS fund's own subjects (`limit_lexicon_ils`): the modelled tail loss (PML) and expected
    # loss, attachment probability, rate on line, one sponsor's exposure, and one peril's share
    # before "single" and "concentration" ("the single-peril concentration in US wind")
    *ILS_SUBJECTS,
    # a quant equity book's exposure to one factor of its risk model, in the factor's σ
    # (`limit_lexicon_factor_risk`): before "net" ("the net tilt on any style factor"), "single"
    # and "sigma"
    (FACTOR_EXPOSURE_NAME, FACTOR_EXPOSURE_PATTERN),
    (
        "max_tracking_error",
        re.compile(
            # (the Dutch "te" before its infinitive is "to": "te lezen als", "niet te
            # overschrijden"; an English word in -en after TE is no infinitive: "TE between")
            r"\btracking[\s_-]*(?:error|deviation|difference|risk)|"
            # (nor a limit's side romanised from Japanese: `teJogen`, `activeTeKagen`; nor the
            # German and Dutch plural of the book TE is measured on: `teAktienSchweizMax`,
            # `teAnleihenMax`, "TE aandelen")
            r"\bte\b(?!\s+(?!(?:between|given|when|then|even|often|been|seen|taken|chosen|"
            r"aktien|anleihen|obligationen|immobilien|renten|devisen|aandelen|obligaties|"
            rf"{ASIAN_LIMIT_WORD})\b)"
            r"[a-z]+en\b)|"
            r"\b(active|relative)[\s_-]*(?:risk|volatility|vol)\b"
        ),
    ),
    (
        "max_sector_weight",
        # (a segment of a book is its sector in a lessor's, a lender's or an operator's words:
        # "any one segment's share of the book"; a segment of the yield curve is maturities)
        re.compile(
            rf"\b(sector|industry|industries|sectors|{SECTOR_ADJECTIVES}|"
            r"(?<!curve\s)(?<!maturity\s)(?<!tenor\s)segments?)\b"
            # (... but not the people named by the sector they cover, nor a fund named by its
            # industry: "the sector heads may run …", "industry analysts", "an industry super
            # fund")
            r"(?![\s-]+(?:heads?|leads?|analysts?|specialists?|teams?|pms|desks?|experts?|"
            r"coverage|(?:super(?:annuation)?\s+)?funds?\b(?!\s+(?:weights?|exposures?))))"
        ),
    ),
    # the share of an exposure hedged, a floor of its own before currency, so "the hedge ratio
    # on off-benchmark currency positions" bounds the hedge, not the open currency it leaves
    # (`limit_lexicon_hedging`)
    (HEDGE_RATIO_NAME, HEDGE_RATIO_PATTERN),
    # exposure to currencies other than the base one (open, unhedged FX): its own subject, so a
    # bound on cash or counterparties never bounds it, nor it them; the exposure said to be left
    # unhedged after it is one phrase ("local-currency risk left unhedged", "FX exposure that is
    # kept open"), in the EM desk's shorthand too ("EMFX", "LCY": `limit_lexicon_em_debt`)
    (
        "max_currency_exposure",
        re.compile(
            r"\b(currency|currencies|ccy|fx|foreign[\s-]exchange|"
            # ... or named by what it is not: "non-GBP exposure", "non-sterling assets",
            # "non-USD holdings", "non-dollar"
            rf"non[\s-]*(?:{CURRENCY_NAMES})|"
            # ... or one currency's open position, the exposure a hedge would close: "the open
            # dollar position", "net open euro positions", "open USD exposure"
            rf"(?:net[\s-]+)?open[\s-]+(?:{CURRENCY_NAMES})[\s-]+(?:positions?|exposures?))\b"
            r"(?:[\s-]+(?:risk|exposures?|positions?)\s+(?:(?:that|which)\s+(?:is|are)\s+)?"
            r"(?:left|kept|held|remaining|run|carried)\s+(?:un-?hedged|open|uncovered)\b)?"
        ),
    ),
    # a digital-asset fund's exposure to one trading venue and its hot-wallet share, after
    # currency ("foreign exchange") and before "exposure" or "single" (`limit_lexicon_digital`)
    (VENUE_NAME, VENUE_PATTERN),
    (HOT_WALLET_NAME, HOT_WALLET_PATTERN),
    # the emerging-markets bucket as a whole (`limit_lexicon_buckets`), before one country
    (EMERGING_MARKETS, EMERGING_MARKETS_PATTERN),
    # ... and a reserve manager's agencies-and-supranationals bucket (`limit_lexicon_buckets`)
    (AGENCIES_SUPRAS, AGENCIES_SUPRAS_PATTERN),
    (
        "max_country_weight",
        re.compile(
            # (a metal's "GEO" is its gold-equivalent ounces, no geography: "silver GEO share",
            # `max_silver_geo_share`; `_METAL_BEFORE`)
            rf"\b(country|countries|regions?|regional|{_METAL_BEFORE}geo(?:graph\w*)?|domicile|"
            r"per[\s_-]*market|"
            # a country as a jurisdiction, only counted one by one or as what is held in it
            # ("any one non-UK jurisdiction", "per jurisdiction", "jurisdiction concentration";
            # not "the laws of the jurisdiction")
            # (a court's forum is a litigation book's jurisdiction: "any one forum", "single-forum
            # concentration")
            r"(?:any|each|every|one|single|per|a)[\s-]+(?:(?:one|single|non-[\w.]+|foreign|other)"
            rf"\s+)*{_JURISDICTION}|{_JURISDICTION}[\s_-]+(?:exposures?|concentrations?|limits?|"
            r"caps?|weights?)|"
            # ... or a state, province or other division of one country, counted one by one
            # ("issuers located in any one state", "max single state weight", "per province")
            r"(?:any|each|every|one|single|per)\s+(?:one\s+|single\s+)?(?:states?|provinces?|"
            r"cantons?|prefectures?|l[aä]nder|emirates?|counties)(?![\s_-]+(?:of|owned|"
            r"agenc|bank|street|pension|aid|level)\w*)|"
            # ... or named by its concentration ("state concentration cap"; a ship's flag
            # state is its registry, no division of a country)
            r"(?<!flag[\s_-])(?:state|province|provincial|canton)[\s_-]+(?:exposures?|"
            r"concentrations?|caps?|weights?|shares?))\b"
        ),
    ),
    (
        "max_net_exposure",
        re.compile(
            # (net assets, net worth and net equity are the base a share is of, not an exposure:
            # "7.5 % of the net equity (patrimônio líquido)"; "net equity exposure" is one)
            # (... nor is net debt, or leverage defined as debt over equity: "net leverage
            # (D/E)", `limit_lexicon_bdc`)
            # (... nor in the Romance order, the adjective after its noun: "10 % de l'actif net",
            # "le patrimoine net", "les avoirs net")
            r"(?<!\bactif\s)(?<!\bactifs\s)(?<!\bpatrimoine\s)(?<!\bavoirs\s)(?<!\bavoir\s)"
            r"\bnet(?![\s_-]*(?:assets?\b|worth\b|equity\b(?![\s_-]*(?:exposures?|long|short|"
            rf"positions?|delta|beta)\b))){NET_DEBT_LEVERAGE_AFTER}[\s_-]*(exposure|long|short|"
            r"market)?\b|"
            # (beta by its letter too: "abs(β) to SPX")
            r"\b(?:beta|β)\b|"
            r"\blongs?\s+minus\s+shorts?\b|"
            r"\bnmv\b"
        ),
    ),
    # exposure and leverage also go by the method that measures them: the commitment approach,
    # the gross method, the sum of notionals, notional exposure, UCITS global exposure (a
    # private-markets "commitment" or one swap's "notional amount" is none of them)
    (
        "max_gross_leverage",
        re.compile(
            # (a country's gross reserves or gross domestic product is a base a share is of,
            # "the liquidity tranche as a share of gross reserves", no exposure)
            r"\b(leverage[d]?|levered|lev|"
            # (... nor the gross of one deal, its legs: "gross exposure to any one deal", "per-deal
            # gross", `limit_lexicon_merger_arb`)
            # (... nor what a business earns before costs: "the gross margin", "gross profit",
            # "gross revenue", "gross income")
            rf"{GROSS_OF_ONE_DEAL_BEFORE}gross(?![\s_-]+(?:(?:official|foreign|international|fx)"
            r"[\s_-]+)?(?:reserves?|domestic[\s_-]+product)\b)"
            r"(?![\s_-]+(?:margins?|profits?|revenues?|income|earnings|sales|proceeds)\b)"
            rf"(?!{GROSS_OF_ONE_DEAL_AFTER})[\s_-]*(exposure|book|leverage)?|gmv|"
            r"longs?\s+(?:and|plus)\s+shorts?|"
            r"commitment[\s_-]*(?:approach|method|basis|exposure)|"
            # ... with what is summed said: "the sum of absolute contract notionals"
            r"sum[\s_-]*of[\s_-]*(?:the[\s_-]*|all[\s_-]*)?(?:(?:absolute|gross|abs)[\s_-]*)?"
            r"(?:(?:contract|position|futures|derivatives?)[\s_-]*)?notionals?|"
            r"(?:total|aggregate)[\s_-]*notionals?|notional[\s_-]*(?:exposure|basis|method)|"
            r"global[\s_-]*exposure|"
            # a futures programme's margin-to-equity said in words: "initial margin as a share
            # of equity", "margin as a percentage of NAV", "margin/equity"
            r"(?:(?:initial|maintenance|exchange)[\s_-]+)?margin(?:[\s_-]*(?:to|/)[\s_-]*|\s+as\s+"
            r"an?\s+(?:share|percentage|proportion|fraction|ratio|%)\s+of\s+(?:the\s+)?)"
            r"(?:equity|nav|net[\s_-]+assets|capital))\b"
        ),
    ),
    (
        "max_drawdown",
        re.compile(
            r"\b(draw[\s_-]*downs?|dd|peak[\s_-]*(?:to[\s_-]*)?(trough|valley)|stop[\s_-]*loss|"
            r"peak[\s_-]*loss|under[\s_-]*water|trailing[\s_-]*stop|"
            r"(?:fall|drop|decline|loss|decrease|retreat)(?:\s+in\s+(?:the\s+)?\w+)?\s+from\s+"
            r"(?:the\s+|its\s+|their\s+|an?\s+)?(?:(?:previous|prior|earlier|last|recent|"
            r"all[\s-]time|running|highest)\s+)?(?:peak|high|top|maximum)"
            r"(?:[\s_-]*water[\s_-]*mark)?)\b"
        ),
    ),
    (
        "target_volatility",
        re.compile(
            r"\b(volatility|vol|risk[\s_-]*target|(annuali[sz]ed|reali[sz]ed|ex[\s_-]*ante|total)"
            r"[\s_-]*risk|standard[\s_-]*deviation|st[\s_-]*dev|stdev|sigma)\b|σ"
        ),
    ),
    (
        "max_turnover",
        re.compile(
            r"\b(turnover|churn|trading volume|rebalanc\w* volume|"
            r"(?:amount|value|volume)s?\s+(?:of\s+\w+\s+)?traded|"
            r"(?:annual|yearly)[\s_-]+trading)\b"
        ),
    ),
    (
        "cost_bps",
        re.compile(
            # (cost as the basis a holding is valued on is no cost paid: "exposure at cost",
            # "measured at amortised cost", "historical cost", "on a cost basis", "the lower of
            # cost or market")
            r"\b((?<!\bat\s)(?<!amorti[sz]ed\s)(?<!historic\s)(?<!historical\s)(?<!book\s)"
            r"(?<!lower\sof\s)costs?(?![\s_-]+(?:basis|or[\s_-]+(?:market|fair)))|"
            r"fees?|commissions?|slippage|spreads?|bps[\s_-]*cost)\b"
        ),
    ),
    # buckets of a multi-asset or credit book, each a subject of its own (a bound on one never
    # bounds another, nor a single position): the deepest part of high yield, rated below single
    # B ("below B-", "CCC+ or lower", "the Caa/CCC bucket", `credit_ratings`), before ...
    (BELOW_SINGLE_B, BELOW_SINGLE_B_PATTERN),
    # ... BBB paper and all rated under it ("BBB-and-below", "CQS 3+", `credit_ratings`), a
    # bucket wider than high yield, before it
    (BBB_AND_BELOW, BBB_AND_BELOW_PATTERN),
    # ... credit below investment grade, by its rating
    # ("high yield", "HY", "junk", "sub-investment-grade", "below-IG", "speculative grade") ...
    (
        "max_high_yield_weight",
        re.compile(
            r"\b(high[\s-]*yield(?:ers?)?|hy|junk|speculative[\s-]+grade|"
            r"(?:sub|below|non)[\s-]*(?:investment[\s-]*grade|ig)|"
            r"(?:below|under|beneath)\s+investment[\s-]*grade|"
            rf"{BELOW_INVESTMENT_GRADE})\b"  # "rated below BBB-", "BB+ or lower"
        ),
    ),
    # ... credit no agency rates (`limit_lexicon_unrated`), a bucket apart from high yield
    (UNRATED, UNRATED_PATTERN),
    # ... a municipal account's bonds subject to the AMT (`limit_lexicon_munis`)
    (AMT_BUCKET, AMT_BUCKET_PATTERN),
    # ... loans by their terms: covenant-lite, and ranking behind the first lien
    # (`limit_lexicon_buckets`)
    (COV_LITE, COV_LITE_PATTERN),
    (JUNIOR_LIEN, JUNIOR_LIEN_PATTERN),
    (FIXED_RATE, FIXED_RATE_PATTERN),
    # ... assets that cannot be sold at short notice, by their market or their valuation
    # ("illiquid", "unlisted", "level 3" of the fair-value hierarchy, "private credit",
    # "hard-to-sell paper", "side pockets")
    (
        "max_illiquid_weight",
        re.compile(
            r"\b(illiquid(?:ity)?|less[\s-]+liquid|unlisted|unquoted|untraded|non[\s-]*marketable|"
            # "level 3" of the hierarchy, not a level of 3,75 % or 3.5x
            r"level[\s_-]*(?:3(?![.,]?\d)(?!\s*(?:%|‰|x\b|bps?\b|per\b|percent\b|:))|iii)|hard[\s-]+to[\s-]+(?:sell|trade|value|exit)|"
            r"private[\s-]+(?:credit|debt|equity|markets?|assets|loans?|placements?)|"
            r"side[\s-]*pockets?|"
            # ... or as the real assets a balance sheet holds directly, named as a class: "real
            # assets", or property (real estate) and infrastructure said together ("the property
            # and infrastructure allocation", "real estate / infra", `max_property_infra_weight`);
            # their listed funds trade on an exchange ("listed property and infrastructure funds")
            r"real[\s-]+assets?|"
            rf"(?<!listed\s)(?<!quoted\s)(?<!traded\s)(?:{_REAL_ESTATE}){_JOINED}{_INFRA}|"
            rf"(?<!listed\s)(?<!quoted\s)(?<!traded\s){_INFRA}{_JOINED}(?:{_REAL_ESTATE})|"
            # ... or said as what they are not: "securities not admitted to (trading on) a
            # Regulated Market", "not dealt in on a recognised exchange", "instruments not listed
            # on an official stock exchange", "not listed on an exchange"
            r"not\s+(?:(?:yet|officially)\s+)?(?:admitted|listed|quoted|traded|dealt(?:\s+in)?)"
            r"(?:\s+(?:to|on|in|for))?(?:\s+(?:trading|official\s+listing|dealing|quotation))?"
            r"(?:\s+(?:on|in|to))?\s+(?:an?|any|the)?\s*(?:(?:official|regulated|recogni[sz]ed|"
            r"eligible|organi[sz]ed|stock|securities)\s+)*(?:markets?|exchanges?|listing))\b"
        ),
    ),
    # ... the equity (risk-asset) sleeve of a treasury or multi-asset book as a whole
    # (`limit_lexicon_treasury`)
    (EQUITY_BUCKET, EQUITY_BUCKET_PATTERN),
    # ... the part of a retail account kept for bets ("the YOLO bucket", "play money"), its own
    # subject (`limit_lexicon_retail`)
    (SPECULATIVE_SLEEVE, SPECULATIVE_PATTERN),
    # ... and cash kept to meet dealing or redemptions, a bound usually a floor ("the liquidity
    # buffer", "cash and T-bills", "the daily-dealing reserve", "money-market holdings")
    (
        "cash_weight",
        re.compile(
            # (the share of the book that can be sold in a day is liquidity: "GMV sellable
            # within two days"; cash equivalents are cash, with the holdings of them: "cash
            # equivalent holding ratio" is one subject, not cash beside a holding)
            rf"\b({_SALEABLE}|"
            r"cash(?:[\s-]+(?:and[\s-]+cash[\s-]+)?equivalents?(?:[\s-]+holdings?)?)?|"
            r"liquidity|(?:t|treasury)[\s-]*bills?|money[\s-]*markets?|near[\s-]*cash|"
            r"(?:dealing|redemption|liquid)[\s-]+(?:reserves?|buffers?|cushions?)|"
            # a floor on "Liquid Assets" (a defined term of prospectuses) or "liquid holdings"
            # ("less liquid assets" are read as illiquid first)
            r"(?:highly[\s-]+)?liquid[\s-]+(?:assets?|holdings?|instruments?|investments?)|"
            # ... or the highly liquid bucket by its share ("min highly liquid weight", "the
            # highly-liquid sleeve"), the floor a fund's liquidity rule sets
            r"highly[\s-]+liquid[\s-]+(?:weights?|shares?|buckets?|sleeves?|tiers?|portions?|"
            r"categor(?:y|ies)|allocations?|minimums?|floors?))\b"
        ),
    ),
    # limits a mandate sets on other things than the portfolio's risk and positions: a bound on
    # borrowing or a counterparty is its own subject, never a position cap
    (
        "other_limit",
        re.compile(
            r"\b(borrowing|borrowings|counterpart(?:y|ies)|lending|"
            # a counterparty named by its role, one at a time or as exposure to it ("a single
            # dealer", "any one broker-dealer", "per clearing member", "dealer concentration")
            rf"{_ONE_ROLE}|"
            # ... or as a group of connected names (`_ONE_GROUP`)
            rf"{_ONE_GROUP}|"
            # collateral posted or received, not a securitisation's pool or the party that
            # runs it: "the Collateral Manager", "Collateral Obligations", "the Collateral
            # Principal Amount", "collateral quality tests"; nor general collateral, the class
            # of repo and stock loans no one asks for by name ("the fee on general-collateral
            # loans", "the GC repo rate"), which qualifies the loan, not what secures it
            rf"(?<!general[\s-])collateral(?![\s-]+{_COLLATERAL_POOL}))\b"
        ),
    ),
    (
        "max_position_weight",
        re.compile(
            # (a holding of shares by its British name: "the largest single shareholding"; a
            # lender's book names the issuer as its debtor: "any one obligor", "per borrower")
            r"\b(positions?|weights?|(?:share|stock)?holdings?|names?|issuers?|obligors?|"
            r"borrowers?|stocks?|single|concentration|"
            r"per[\s_-]*(name|stock|issuer|asset|holding|position)|securit(y|ies)|"
            r"constituents?|lines?|sizes?|sizing|largest|biggest|wts?)\b|"
            # the weight of asset i in a quant's notation, bounded: "w_i <= 5%", "w_{j} ≤ 0.05",
            # "max_i w_i", "w[i] ≤ 5%", "w_i ∈ [2.5%, 5%]", "w_i 0.03–0.07" (underscores are
            # already read as spaces; "w i think" is no weight)
            r"\bw\s*(?:\{\s*[ijkn]\s*\}|\[\s*[ijkn]\s*\]|[ijkn])(?=\s*(?:[<>≤≥=∈:]|\bin\b|\d))|"
            r"\bmax\s*[ijkn]\s+w\s*[ijkn]\b"
        ),
    ),
)
#: the other registers a subject is named in, each a lexicon of canonical subject -> pattern:
#: the continental-European languages of a fund's paperwork (`limit_lexicon_europe`), retail
#: investors' words (`limit_lexicon_retail`), a treasury's (`limit_lexicon_treasury`) and
#: papers' ("the L1 norm of the weights", "the risk-free asset": `limit_lexicon_math`) and
#: English machine-translated from Asian languages ("per one issue": `limit_lexicon_translated`)
#: and an EM debt desk's currency shorthand ("open EMFX exposure": `limit_lexicon_em_debt`) and a
#: merger-arbitrage fund's one deal ("any single situation": `limit_lexicon_merger_arb`) and a BDC's
#: leverage as debt over equity ("debt-to-equity", "D/E": `limit_lexicon_bdc`)
_REGISTERS: Final[tuple[Mapping[str, re.Pattern[str]], ...]] = (
    EUROPEAN_SUBJECTS,
    RETAIL_SUBJECTS,
    TREASURY_SUBJECTS,
    MATH_SUBJECTS,
    HEDGING_SUBJECTS,
    TRANSLATED_SUBJECTS,
    DIGITAL_SUBJECTS,
    OPTIONS_SUBJECTS,
    CONVERTIBLES_SUBJECTS,
    PROPERTY_REGISTER,
    EM_DEBT_SUBJECTS,
    MERGER_ARB_REGISTER,
    ILS_REGISTER,
    BDC_REGISTER,
)


def _in_every_register(name: str, pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern` (the trade's words and their everyday forms) or the subject's words in any
    other register, tried in that order, so every reader maps them all to one subject."""
    alternatives = [pattern.pattern] + [r[name].pattern for r in _REGISTERS if name in r]
    return re.compile("|".join(f"(?:{a})" for a in alternatives), pattern.flags)


#: ... each joined to its everyday words and shorthand (`limit_lexicon_lay`) and to its words
#: in every other register
SUBJECTS: Final = tuple(
    (name, _in_every_register(name, widened(name, pattern))) for name, pattern in _TRADE_SUBJECTS
)
#: default units of the canonical subjects
UNITS: Final[dict[str, str]] = {
    "max_position_weight": "fraction",
    "max_sector_weight": "fraction",
    "max_country_weight": "fraction",
    "max_currency_exposure": "fraction",
    "max_high_yield_weight": "fraction",
    BELOW_SINGLE_B: "fraction",
    BBB_AND_BELOW: "fraction",
    HEDGE_RATIO_NAME: "fraction",
    OPEN_SHARE_NAME: OPEN_SHARE_UNIT,
    "max_illiquid_weight": "fraction",
    UNRATED: "fraction",
    AMT_BUCKET: "fraction",
    EMERGING_MARKETS: "fraction",
    AGENCIES_SUPRAS: "fraction",
    COV_LITE: "fraction",
    JUNIOR_LIEN: "fraction",
    FIXED_RATE: "fraction",
    SPREAD_AVERAGE: "bps",
    COUPON_AVERAGE: "bps",
    EQUITY_BUCKET: "fraction",
    ESCALATION_LIST: "fraction",
    SUSTAINABLE_SHARE: "fraction",
    "cash_weight": "fraction",
    SPECULATIVE_SLEEVE: "fraction",
    "other_limit": "fraction",
    "max_net_exposure": "fraction",
    "max_drawdown": "fraction",
    "target_volatility": "fraction",
    "max_turnover": "fraction",
    "max_tracking_error": "fraction",
    "max_gross_leverage": "multiple",
    "cost_bps": "bps",
    liquidation_horizon.NAME: liquidation_horizon.UNIT,
    VAR_NAME: VAR_UNIT,
    VEGA_NAME: VEGA_UNIT,
    PREMIUM_NAME: PREMIUM_UNIT,
    CS01_NAME: CS01_UNIT,
    ISSUE_OWNERSHIP_NAME: ISSUE_OWNERSHIP_UNIT,
    VENUE_NAME: VENUE_UNIT,
    HOT_WALLET_NAME: HOT_WALLET_UNIT,
    **PROPERTY_UNITS,
    **MERGER_ARB_UNITS,
    **ILS_UNITS,
    **MONEY_FUND_UNITS,
    **MATURITY_UNITS,
    **LENDING_UNITS,
    **SECURITIZED_UNITS,
    **BDC_UNITS,
    **CLEARING_UNITS,
}
#: words that make a numeric constraint a limit even when its subject is new
_LIMIT_WORDS: Final = re.compile(
    r"\b(max|maximum|min|minimum|cap|capped|ceiling|floor|limit|limits|budget|threshold|"
    r"bound|allowance|tolerance|approved|client|mandate|baskets?|quotas?|"
    # ... and a limit's words romanised from Japanese, Korean or Chinese ("kokunaiSaikenKagen",
    # `limit_sides_asia`), or in a continental language ("limiteSuperiorExterior",
    # "numeroMinimoEmittenti", `limit_sides_europe`), or in Finnish ("osakkeetEnintaan",
    # "sijoitusraja", `limit_sides_finnish`)
    rf"{ASIAN_LIMIT_WORD}|{EUROPEAN_LIMIT_WORD}|{FINNISH_LIMIT_WORD})\b"
)
#: research defaults that are never a client's decision, whatever their name says
_HARMLESS_UNITS: Final = frozenset({"days", "date", "bool", "text"})
#: a reserve counted in days of what it must pay for ("min liquidity days", "cash runway
#: days", "reserve cover days"): a floor on how long the book can meet its outflows, the
#: owner's or a lender's to set, no look-back
_DAYS_OF_COVER: Final = re.compile(
    r"\b(?:liquidity|liquid|cash|runway|reserves?|buffer|cover|coverage|survival)\b|"
    # ... in the continental languages too, compounds included ("likviditetsreserv",
    # "reserva de liquidez", "riserva di liquidità", "Liquiditätspuffer", "kassabuffert")
    r"\b(?:likvid\w*|liquidit\w*|liquidez|reservas?|riserva|kassa\w*|buffert\w*)|"
    # ... in Polish and Finnish too ("horyzont płynności", "rezerwa płynności", "maksuvalmius",
    # "kassapuskuri", "likviditeettireservi"), any case form
    r"\b(?:p[łl]ynn\w*|rezerw\w*|maksuvalmi\w*|\w*puskuri\w*|\w*reservi\w*)|"
    # ... and in Romanian and Czech ("pragLichiditate", "rezervaLichiditate", "likviditniRezerva",
    # "hotovost")
    r"\b(?:lichidit\w*|numerar\w*|hotovost\w*)|"
    # ... and a book's duration counted in days, as a Brazilian policy counts it in dias úteis
    # ("durationMinimaImunizacao", "min_immunisation_duration_days"): a sensitivity the owner
    # bounds, no look-back
    r"\b(?:duration|durata|dura(?:ç|c)(?:ã|a)o)\b"
)
#: the risk or loss allowed on one trade, position or bet ("risk per trade bp",
#: "loss per position pct", "max risk each bet"): a sizing limit whatever its unit
_PER_TRADE_RISK: Final = re.compile(
    r"\b(?:risk|loss|losses|stop|heat)\s+(?:per|each|a|every)\s+(?:trade|position|bet|name|"
    r"market|contract|ticket|entry|signal)\b|\b(?:per|each)\s+(?:trade|position|bet|ticket|entry)"
    r"\s+(?:risk|loss|stop|heat)\b"
)


def words(name: str) -> str:
    """A field name or phrase as lower-case words (`maxPositionWeight`, `max-position_weight`)."""
    # a capitalised word after a mixed-case acronym or one of two capitals or more starts a
    # word: `deskVaRLimitUsdMm` is "desk va r limit usd mm", `maxNAVShare` "max nav share" (a
    # capital opening an acronym stays on it: `CVaR` is "cva r", no VaR); an acronym's plural
    # is no word of its own ("GEOs", "LTVs" are "geos", "ltvs", not "ge os", "lt vs")
    spaced = re.sub(
        r"(?:(?<=[a-z][A-Z])|(?<=[A-Z]{2}))(?=[A-Z][a-z])(?![A-Z]s(?:[^a-z]|$))", " ", name
    )
    # a capital after a digit starts a word too: `maxLevel3Share` is "max level3 share"
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", spaced)
    return re.sub(r"[\s_\-./:]+", " ", spaced).strip().lower()


#: the gross book by its names: GMV, gross market value, gross exposure or notional, gross
_GROSS_BOOK: Final = (
    r"(?:gmv|gross(?:[\s_-]+(?:market[\s_-]+value|mv|exposure|notional|book|inventory|"
    r"positions?|holdings?|long[\s_-]+(?:and|plus|\+)[\s_-]+short))?)\b"
    # (a gross figure of something else is no gross book: "gross asset value", "gross
    # reserves", "gross domestic product", "gross income", "gross margin")
    r"(?![\s_-]+(?:assets?|domestic|reserves?|income|revenues?|margins?|yields?|profits?|"
    r"proceeds|sales|rents?|floor))"
)
#: the book's gross market value as the base a limit is measured in, not the limit's subject: a
#: name's last word after others (`singleNameCapGmv`, `liquidity_floor_gmv`), a base said as
#: such ("5% of GMV", "issuer (% GMV)", "pct GMV") or the part of it a liquidity limit counts
#: ("GMV sellable within two days"); a GMV said alone ("GMV cap") is gross
_GMV_BASE: Final = re.compile(
    r"(?:\bof|%|\bpct|\bpercent|\bin)\s*gmv\b|(?<=[a-z0-9)])\s+gmv\s*$|"
    rf"\bgmv(?=\s+{_SALEABLE})|"
    # ... and the gross book, by any of its names, as the denominator of a ratio: a share of it
    # ("net exposure as a share of gross", "% of the desk's gross market value", "as a share of
    # gross inventory", "in per cent of the gross book"), a quotient over it ("abs(net) / GMV",
    # "net over gross", "net divided by gross") or a net-to-gross ratio; a limit *of* gross ("a
    # cap of gross exposure at 3x") is gross, so a bare "of" before "gross" is no base
    r"(?:\b(?:share|percentage|proportion|fraction|ratio|part|pct|percent|cent)|%)\s+of\s+"
    r"(?:the\s+|its\s+|our\s+|their\s+)?(?:(?:desk|book|fund|portfolio)(?:'s|’s)?\s+)?"
    rf"{_GROSS_BOOK}|"
    rf"(?<=[a-z0-9)\]])[\s-]*(?:/|÷|\bover\b|\bdivided\s+by\b|"
    rf"\bto\b(?=[\s-]+{_GROSS_BOOK}[\s-]+ratio))[\s-]*(?:the\s+)?{_GROSS_BOOK}"
)


def _gmv_base(lowered: str, start: int, end: int) -> bool:
    """Whether the mention at start–end is a GMV or the gross book that is a base
    (`_GMV_BASE`), not gross: a mention inside the base ("gross", "long plus short",
    "positions" in "as a share of gross positions") is the base's, and so is the gross book
    named where a base begins ("net over gross", "abs(net) / GMV")."""
    bases = list(_GMV_BASE.finditer(lowered, max(0, start - 40)))
    if any(m.start() <= start and end <= m.end() for m in bases):
        return True
    if not re.fullmatch(_GROSS_BOOK, lowered[start:end].strip(" _-")):
        return False
    return any(m.start() <= start < m.end() for m in bases)


def subject_of(text: str) -> str | None:
    """The canonical constraint name a name or phrase is about, else None."""
    lowered = words(text)
    based = _GMV_BASE.sub(" ", lowered)
    if based != lowered and based.strip():
        subject = subject_of(based)
        if subject is not None:
            return subject  # what is measured in GMV, not the GMV
    # (a word that opens the base a share is counted of names no subject: "… as a share of
    # liquid assets", `share_bases`; a subject whose words run on into it keeps them: "debt as
    # a share of GAV" is the loan-to-value)
    bases = base_starts(lowered)
    for name, pattern in SUBJECTS:
        for found in pattern.finditer(lowered):
            if opens_a_base(lowered, found.start(), bases):
                continue
            if not _base_collateral(name, lowered, found.start(), found.end()):
                return _graded_class_or(
                    _one_holding_or(name, lowered, found.start(), found.end()), lowered
                )
    return None


#: a quantifier of one before a counterparty: "any one lessee", "a single tenant", `maxOneLessee`
_ONE_COUNTERPARTY: Final = re.compile(
    r"\b(?:any|each|every|one|single|largest|biggest|top)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:tenants?|occupiers?|lessees?|renters?)\b"
)


def _graded_class_or(name: str, lowered: str) -> str:
    """`name`, or the below-investment-grade bucket when it is the one-tenant concentration
    and the words grade the tenants as a class ("sub-IG lessees", `nonIgLesseeCap`, "lessees
    rated below investment grade"): what is capped is the credit bucket the whole class of
    counterparties falls in, as for issuers, obligors or borrowers so graded, not the share of
    any one of them; a quantifier of one ("any one sub-IG lessee") keeps the concentration."""
    if name != "max_tenant_weight" or _ONE_COUNTERPARTY.search(lowered):
        return name
    graded = _PATTERNS["max_high_yield_weight"].search(lowered)
    return "max_high_yield_weight" if graded is not None else name


def _base_collateral(name: str, lowered: str, start: int, end: int) -> bool:
    """Whether a mention of collateral is the base of a share of it, no subject
    (`limit_lexicon_lending.collateral_as_base`: "the gilt share of collateral")."""
    return (
        name == "other_limit"
        and lowered[start:end].startswith("collateral")
        and collateral_as_base(lowered, start, end)
    )


#: subjects that name a class of instrument: one holding of the class, said with a quantifier
#: of one ("any one money market fund", "a single unrated note"), is a position (`single_holdings`)
_CLASSES: Final = frozenset(
    {
        "cash_weight",
        EQUITY_BUCKET,
        AGENCIES_SUPRAS,
        "max_high_yield_weight",
        BELOW_SINGLE_B,
        BBB_AND_BELOW,
        UNRATED,
        AMT_BUCKET,
        "max_illiquid_weight",
        SPECULATIVE_SLEEVE,
        COV_LITE,
        JUNIOR_LIEN,
        FIXED_RATE,
        NON_AGENCY,
        AGENCY_MBS,
    }
)


def _one_holding_or(name: str, lowered: str, start: int, end: int) -> str:
    """`name`, or a position when it is a class said of one holding at `start`–`end`; the
    emerging-markets bucket said of one country of it is a country (`limit_lexicon_buckets`)."""
    if name == EMERGING_MARKETS and one_country(lowered, start, end):
        return "max_country_weight"
    if name == "max_sector_weight" and one_of_a_named_class(lowered, start, end):
        return "max_position_weight"  # "a single covered bond" (`limit_lexicon_treasury`)
    if name not in _CLASSES:
        return name
    pattern = _PATTERNS[name]
    if one_of_class(lowered, start, end, lambda rest: pattern.match(rest) is not None):
        return "max_position_weight"
    return name


_RANK: Final = {name: i for i, (name, _) in enumerate(SUBJECTS)}
_PATTERNS: Final = dict(SUBJECTS)
#: a weight said of something more specific is that thing's weight: "any single sector's
#: weight", "the weight in any one country", "the allocation to each region" (a position *in* a
#: sector stays a position)
_WEIGHT_OF: Final = re.compile(
    r"(?:'s|’s)[\s-]+|[\s-]+(?:in|of|to)[\s-]+(?:(?:any|each|every|a|an|the|one|single)[\s-]+){0,2}"
)
#: ... or the measure of a group's weight standing between them: "sector active weight",
#: "the country's net excess weight", "industry relative weight"
_MEASURED_WEIGHT_GAP: Final = re.compile(
    r"(?:'s|’s)?[\s-]*(?:(?:active|relative|excess|net|gross|over|under|long|short)[\s-]+)+"
)
_MODIFIER: Final = re.compile(r"single|largest|biggest")
#: the generic head of a noun phrase that names a class of holdings ("high-yield holdings",
#: "unrated positions")
_HEAD_NOUN: Final = re.compile(r"(?:(?:share|stock)?holdings?|positions?|securit(?:y|ies)|lines?)")
#: ... which a bracketed gloss may stand between the class and ("sub-IG (BB+ and below)
#: holdings", "unlisted (level 3) positions"): the bracket before the head closes the gloss, or
#: the whole gloss stands between them
_GLOSS_GAP: Final = re.compile(r"[\s-]*(?:\([^()]*)?\)[\s-]*")
#: a gerund heading its own noun phrase, followed by the clause's verb: "securities lending is
#: capped" is about lending, not securities ("positions exceeding 5 %" is a participle)
_GERUND_HEAD: Final = re.compile(
    # (nouns that end in -ing are no gerund: "the single-name ceiling was 10 %", "no single
    # underlying may exceed 12 %")
    # (... nor a holding of shares or stock: "the largest single shareholding is …")
    r"^[\s-]+(?!(?:ceiling|(?:share|stock)?holding|rating|setting|weighting|ranking|listing|"
    r"pricing|funding|"
    # (... nor an adjective in -ing: "long-option premium outstanding is 5 %")
    r"outstanding|remaining|existing|underlying|pending|prevailing|"
    r"thing|string|ring|wing|king|spring)\s)"
    r"[a-z]+ing\s+(?:is|are|was|were|may|must|shall|should|can|cannot|will|has|have)\b"
)


#: what joins a charge counted in basis points (a fee, a spread, a cost) to the loans, trades or
#: holdings it is charged on, a qualifier of up to four words: "the fee on loans against cash
#: collateral", "the spread paid over the liquidity fund's yield", "borrow costs for non-cash
#: collateral trades" (no verb between: "the fee on each loan is reported, and cash …" ends it)
_CHARGED_ON: Final = re.compile(
    r"[\s-]+(?:(?:charged|paid|earned|received|payable|levied|quoted)[\s-]+)?"
    r"(?:on|over|for|against|across|above)[\s-]+"
    r"(?:(?!(?:is|are|was|were|be|been|may|must|shall|should|can|cannot|will|not|to)\b)"
    r"[a-z0-9()&'’]+[\s-]+){0,4}"
)


def _charged_on(lowered: str, before: tuple[int, int, str], start: int, name: str) -> bool:
    """Whether a mention of a share at `start` only qualifies the charge counted in basis points
    mentioned right `before` it ("the fee on loans against cash collateral ≥ 20bp" bounds the
    fee, not cash): the charge is the head of the phrase, what it is charged on no subject."""
    return (
        UNITS.get(before[2]) == "bps"
        and UNITS.get(name) != "bps"
        and _CHARGED_ON.fullmatch(lowered, before[1], start) is not None
    )


#: a restrictive modifier after holdings names a subset of them, whose bound is no cap on every
#: position: "holdings rated below BBB-", "positions in small caps", "securities not in the
#: index", "holdings with a rating below A" (up to the clause's verb)
_SUBSET_AFTER: Final = re.compile(
    r"^[\s-]+(?P<head>rated|graded|with(?:out)?|that|which|whose|issued|listed|domiciled|"
    r"denominated|traded|located|based|headquartered|outside|not|in|from|of)\b"
    r"(?P<rest>(?:(?!\b(?:may|must|shall|should|can|cannot|will|is|are|be|to)\b)[^,;.:])*)"
)
#: what after "in", "of" or "from" keeps every position in scope: a quantifier ("of any one
#: issuer", "in a single name"), the whole book ("in the portfolio"), a number ("of 10 %", "of
#: between 3 % and 7 %")
_WHOLE_AFTER: Final = re.compile(
    r"^\s*(?:any|each|every|a|an|one|single|individual|the\s+same|[\d.]|"
    # an operator and its number: "issuer of between 3 % and 7 %", "of up to 5 %"
    r"(?:between|from|up\s+to|at\s+most|at\s+least|(?:no|not)\s+more\s+than|under|below|"
    r"over|above|around|about|roughly|some)\s+[\d.]|"
    r"(?:the|this|our)\s+(?:portfolio|fund|book|strategy|sub-fund|account|mandate|nav)\b|"
    # ... or the document the limit is written in: "5 % per issuer in the policy", "in the
    # IPS", "in the política de inversiones", "in the prospectus"
    r"(?:the|this|our|its|their)\s+(?:investment\s+)?(?:polic(?:y|ies)|pol(?:í|i)tica|"
    r"politique|politica|guidelines?|prospectus|prospecto|ips|rules?|regulations?|reglamento|"
    r"r(?:é|e)glement|contract|contrato|agreement|charter|ima|annex|anexo|schedule)\b|"
    # ... or a pool of the book named as a whole: "in the growth portfolio" (`book_parts`)
    rf"{NAMED_PART.pattern}|"
    r"(?:nav|issuer|issuers|name|names|company|companies|entity|obligor|stock)\b)"
)
#: a restrictive modifier before holdings: "high-yield holdings", "emerging-market positions",
#: "non-euro securities", "BB-rated names", "small-cap stocks"
_SUBSET_BEFORE: Final = re.compile(
    r"(?:\bnon-[a-z]+|\bsub-[a-z]+|\bun(?:rated|hedged|traded)|high[\s-]yield|junk|distressed|"
    r"(?:emerging|frontier)[\s-]markets?|(?:small|mid|micro)[\s-]caps?|foreign|overseas|offshore|"
    r"private|convertible|structured|[a-z+-]+[\s-](?:rated|denominated|domiciled|listed|grade))"
    r"[\s-]+$"
)


#: the weight a relative bound is measured from ("5 pts over the benchmark weight", "the index
#: weight plus 8 pts") is the reference, not what the bound is on
_REFERENCE_BEFORE: Final = re.compile(
    r"\b(?:benchmark|index|bmk|reference|model[\s-]portfolio)(?:'s|’s)?[\s-]+$"
)
#: a field name for a weight measured from a benchmark's: `maxSectorOverweightVsBmk`,
#: `sector_active_weight_max`, `country_weight_vs_index`, `countryDeviationLimit`
_ACTIVE_NAME: Final = re.compile(
    r"\b(?:overweight|underweight|active|vs|versus|relative|bmk|benchmark|index|deviations?)\b"
)


def is_active(name: str) -> bool:
    """Whether a field name bounds a weight relative to a benchmark's (an active weight)."""
    return bool(_ACTIVE_NAME.search(words(name)))


#: a benchmark's name around a subject's words: "tracking error to the liquidity buffer
#: benchmark", "active risk versus the high-yield index" — what the measure is taken against
_BENCHMARK_AFTER: Final = re.compile(
    r"(?:[\s-]+(?!(?:against|to|vs|versus|relative|over|from|the|a|an|its|of|in|on|with|than|"
    r"and|or)\b)[a-z0-9&'’-]+){0,2}?[\s-]+(?:benchmarks?|indices|index|bmk|reference\s+portfolio)\b"
)
_AGAINST_BEFORE: Final = re.compile(
    r"\b(?:to|against|vs\.?|versus|relative\s+to|compared\s+(?:to|with)|over|from)\s+"
    r"(?:the\s+|its\s+|our\s+|their\s+|a\s+|an\s+)?$"
)


def _names_a_benchmark(lowered: str, start: int, end: int) -> bool:
    """Whether the mention at `start`–`end` only names the benchmark a measure is taken against
    ("… to the liquidity buffer benchmark"): no subject of its own."""
    return (
        _AGAINST_BEFORE.search(lowered, max(0, start - 30), start) is not None
        and _BENCHMARK_AFTER.match(lowered, end) is not None
    )


#: a quantifier of one before a subset's modifier: "one non-sovereign issuer", "any single
#: sub-investment-grade name", "each non-US obligor" bound one holding of the subset, a position
_ONE_OF_SUBSET: Final = re.compile(
    r"\b(?:one|single|each|every|per|individual|any)\s+(?:(?:one|single)\s+)?$"
)


def _subset(lowered: str, start: int, end: int) -> bool:
    """Whether the holdings mentioned at `start`–`end` are a subset named by a modifier; one
    holding of a subset, said with a quantifier of one and a noun in the singular, is a
    position (`_ONE_OF_SUBSET`). One holding's share said as such ("any single vessel's share
    of committed capital") is no subset: what follows its share word is the base it is of."""
    if _ONE_HOLDINGS_SHARE.fullmatch(lowered, start, end):
        return False
    window = max(0, start - 40)
    modifier = _SUBSET_BEFORE.search(lowered[window:start])
    if modifier is not None:
        at = window + modifier.start()
        one = _ONE_OF_SUBSET.search(lowered[max(0, at - 30) : at])
        return one is None or lowered[start:end].endswith("s")
    after = _SUBSET_AFTER.match(lowered[end : end + 80])
    if after is None:
        return False
    head, rest = after.group("head"), after.group("rest")
    if head in ("in", "of", "from"):
        # (the whole is read past the words that end `rest`: "of up to 7 %" is an operator)
        following = lowered[end + after.end("head") : end + 80]
        return not _WHOLE_AFTER.match(following) and subject_of(rest) is None
    return head in ("rated", "graded") or not re.search(r"\d", rest)


#: a config name in camelCase: `maxIssuerWeight`, `trackingErrorLimitBps`, or PascalCase of three
#: words or more (`MaxIssuerWeight`); a brand's two humps (`NetApp`, `BlackRock`) stay a name
_CAMEL_NAME: Final = re.compile(r"\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b(?:[A-Z][a-z0-9]+){3,}\b")
#: a word boundary inside such a name
_CAMEL: Final = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def _spaced(text: str) -> tuple[str, list[int]]:
    """`text` lower-cased with config names read as words (a space at each camelCase boundary,
    an underscore as a space), and for each of its characters the offset in `text` it stands
    for (an inserted space stands for the character after it, and one past the end maps to
    the end)."""
    spaced: list[str] = []
    where: list[int] = []
    boundaries = {
        b.start()
        for name in _CAMEL_NAME.finditer(text)
        for b in _CAMEL.finditer(text, name.start(), name.end())
    }
    for i, char in enumerate(text):
        if i in boundaries:
            spaced.append(" ")
            where.append(i)
        spaced.append(" " if char == "_" else char)
        where.append(i)
    where.append(len(text))
    return "".join(spaced).lower(), where


def subject_mentions(text: str) -> list[tuple[int, int, str]]:
    """Every mention of a subject in prose, as (start, end, canonical name), in order.

    Words of one noun phrase ("sector concentration", "single-name exposure") are one
    mention, about the most specific subject among them; a subject word that only modifies a
    gerund heading its own phrase ("securities lending is …") is no mention. A config name
    written in the text (`maxIssuerWeight`, `max_single_name_pct`) is read as its words; the
    offsets are those of `text`.
    """
    lowered, where = _spaced(text)
    return [
        (where[start], where[end - 1] + 1, name)
        for start, end, name in _mentions(lowered)
        # (the Polish "dla", "for", is no daily liquid assets: `limit_lexicon_money_funds`)
        if not preposition_not_acronym(text, where[start], where[end - 1] + 1)
    ]


def says_one_holding(text: str) -> bool:
    """Whether `text` names one holding by a quantifier of one and its share ("any one
    shipyard's share", "exposure to any one grower"): the phrase `_one_holding_mentions` reads
    as a position whatever the holding's noun, so a reader tying a figure to one plan limit
    must still hold that noun to the limit's name."""
    lowered = text.lower()
    return bool(_ONE_HOLDINGS_SHARE.search(lowered) or _SHARE_OF_ONE.search(lowered))


def _one_holding_mentions(
    lowered: str, found: list[tuple[int, int, str]]
) -> list[tuple[int, int, str]]:
    """One of whatever the book holds, in any register's noun, said with a quantifier of one
    and the share it weighs ("any one Matter's share", "each portfolio company's weight", "the
    share of any one grower"): a position, read only where no vocabulary names anything in the
    phrase ("any one sector's share of total risk" stays the sector's, "the open-interest share
    in any one contract" the open interest's)."""
    spans = [
        (m.start(), m.end(), m.start(), m.end()) for m in _ONE_HOLDINGS_SHARE.finditer(lowered)
    ]
    spans += [
        (m.start(), m.end(), m.start("one"), m.end("one")) for m in _SHARE_OF_ONE.finditer(lowered)
    ]
    return [
        (start, end, "max_position_weight")
        for whole_start, whole_end, start, end in spans
        if (whole_start == 0 or not lowered[whole_start - 1].isalnum())
        and not any(
            (s < whole_end and whole_start < e)
            # (a share word right after another subject is that subject's share)
            or (e <= whole_start and not lowered[e:whole_start].strip(" _-'’s"))
            for s, e, _ in found
        )
    ]


#: a measure word between a group and its concentration: "sector risk concentration", "country
#: exposure concentration", "issuer credit concentration"
_MEASURE_GAP: Final = re.compile(
    r"[\s-]+(?:risk|exposure|credit|notional|market[\s-]+value|weight|allocation)[\s-]+"
)


def _measured_concentration(gap: str, noun: str) -> bool:
    """Whether a concentration noun follows the group it is of across a measure word ("sector
    risk concentration"): one phrase, the group's concentration, not a single position's."""
    return noun.startswith("concentration") and _MEASURE_GAP.fullmatch(gap) is not None


def _mentions(lowered: str) -> list[tuple[int, int, str]]:
    """`subject_mentions` of a lower-cased text whose names are already read as words."""
    found: list[tuple[int, int, str]] = []
    bases = base_starts(lowered)
    for name, pattern in SUBJECTS:
        for m in pattern.finditer(lowered):
            if _gmv_base(lowered, m.start(), m.end()):
                continue  # "single name (% GMV)": what is measured in GMV, not the GMV
            if opens_a_base(lowered, m.start(), bases):
                continue  # "… as a share of liquid assets": the base (`share_bases`)
            if not any(s <= m.start() < e for s, e, _ in found):
                found.append((m.start(), m.end(), name))
    found += _one_holding_mentions(lowered, found)
    merged: list[tuple[int, int, str]] = []
    for start, end, name in sorted(found):
        gap = lowered[merged[-1][1] : start] if merged else ""
        # a quantifying modifier ("single", "largest") belongs to the noun it modifies, even
        # across a word or two of its own ("a single GICS sector", "the largest country weight")
        modifier = bool(merged) and _MODIFIER.fullmatch(lowered[merged[-1][0] : merged[-1][1]])
        weight = (
            bool(merged)
            and (
                (  # "sector's weight": the weight comes after its owner
                    re.fullmatch(r"(?:'s|’s)[\s-]+", gap) is not None
                    and re.match(r"weights?\b", lowered[start:end]) is not None
                )
                or (  # "the weight in any one country": the owner comes after the weight
                    re.fullmatch(r"weights?", lowered[merged[-1][0] : merged[-1][1]]) is not None
                    and _WEIGHT_OF.fullmatch(gap) is not None
                )
                or (  # "sector active weight", "country's net relative weight": the weight's
                    # measure between it and its owner
                    _MEASURED_WEIGHT_GAP.fullmatch(gap) is not None
                    and re.match(r"weights?\b", lowered[start:end]) is not None
                )
            )
        )
        # a class's generic head after its bracketed gloss is the class's ("sub-IG (BB+ and
        # below) holdings"), whether or not the gloss names the class again
        glossed = (
            bool(merged)
            and merged[-1][2] in _CLASSES
            and _GLOSS_GAP.fullmatch(gap) is not None
            and _HEAD_NOUN.fullmatch(lowered[start:end]) is not None
        )
        if merged and (
            re.fullmatch(r"[\s-]*", gap)
            or glossed
            or weight
            or _measured_concentration(gap, lowered[start:end])
            or (modifier and re.fullmatch(r"(?:[\s-]+[a-z0-9&]+){0,2}[\s-]+", gap))
        ):
            first, _, other = merged[-1]
            best = name if _RANK[name] < _RANK[other] else other
            merged[-1] = (first, end, best)
        else:
            merged.append((start, end, name))
    # a part an aside counts in or out of the subject before it is no subject of its own
    # ("gross exposure (including currency hedges)", `inclusion_asides`)
    parts = inside_an_aside_of(merged, lowered)
    # ... nor is what a charge in bp is charged on ("the fee on cash-collateral loans")
    parts |= {m for k, m in enumerate(merged[1:]) if _charged_on(lowered, merged[k], m[0], m[2])}
    merged = [
        m
        for m in merged
        if m not in parts
        and not _names_a_benchmark(lowered, m[0], m[1])
        and not (
            re.fullmatch(r"weights?", lowered[m[0] : m[1]])
            and _REFERENCE_BEFORE.search(lowered[max(0, m[0] - 30) : m[0]])
        )
    ]
    return [
        (start, end, "other_limit")
        if name == "max_position_weight" and _subset(lowered, start, end)
        else (
            start,
            end,
            # (with the words right before it, which may say it is one of them: "any one")
            _graded_class_or(
                _one_holding_or(name, lowered, start, end), lowered[max(0, start - 12) : end]
            ),
        )
        for start, end, name in merged
        if not _GERUND_HEAD.match(lowered[end:]) and not _base_collateral(name, lowered, start, end)
    ]


def unit_of(constraint: Constraint) -> str | None:
    """How to read a constraint's value: its own unit, else its subject's default. A limit
    counted in years or months has no unit of the contract's: it carries none, or a count, and
    its name says the period (`oadFloorYears`, `max_forward_tenor_months`,
    `limit_lexicon_maturity.named_period`); one counted in money carries none and its name says
    the currency and scale (`money_scales.named_money_unit`)."""
    period = named_period(words(constraint.name))
    if constraint.unit in (None, "count") and period in ("months", "years"):
        return period
    # ... nor a limit in money: its name says the currency and scale (`var_limit_usd_m`,
    # `dv01PerBucketUsdK`, `money_scales`), whatever unit its subject defaults to
    money = named_money_unit(words(constraint.name))
    if constraint.unit is None and money is not None:
        return money
    if constraint.unit is not None:
        return constraint.unit
    subject = subject_of(constraint.name)
    return UNITS.get(subject) if subject is not None else None


def names_a_bound(name: str) -> bool:
    """Whether a constraint's name says it is a bound ("min_duration_days", "maxCashPct"),
    whatever its unit: a figure of days named a minimum is a limit a source states, though days
    are otherwise a research default (`is_limit`)."""
    return _LIMIT_WORDS.search(words(name)) is not None


def is_limit(constraint: Constraint) -> bool:
    """Whether a constraint limits which portfolios are feasible (the user's decision)."""
    value = constraint.value
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    subject = subject_of(constraint.name)
    # days are a research default (a look-back) unless the subject is counted in days, or the
    # days are a day's traded volume a size is measured in ("notional per name in days of ADV",
    # `maxHedgeDaysVolume`): a size, the user's to set like a weight
    named = words(constraint.name)
    if (
        constraint.unit in _HARMLESS_UNITS
        and UNITS.get(subject or "") != constraint.unit
        and not (constraint.unit == "days" and names_volume(named))
        and not (
            constraint.unit == "days"
            and _DAYS_OF_COVER.search(named)
            and _LIMIT_WORDS.search(named)
        )
    ):
        return False
    if subject is not None:
        return True
    return bool(_LIMIT_WORDS.search(named) or _PER_TRADE_RISK.search(named))


#: a group of issuers or debtors counted as one name ("any one obligor group", "the issuer
#: group", "per borrower group"), read as a counterparty concentration (`_ONE_GROUP`)
_ISSUER_GROUP: Final = re.compile(r"\b(?:issuers?|obligors?|borrowers?|debtors?)[\s_-]+groups?\b")
#: where one sentence or clause of a text ends
_SENTENCE_END: Final = re.compile(r"[.;!?](?:\s|$)|\n")


def issuer_group_of_position(name: str, text: str, start: int) -> bool:
    """Whether the figure at `start` of `text` bounds a group of issuers its sentence names (a
    counterparty concentration to an insurer or a bank, `other_limit`) and the plan limit `name`
    caps one issuer's position (`issuerConcentrationCap`): a fund's "investment in any one
    obligor group" is its single-issuer limit counted with the issuer's affiliates, so the figure
    bounds that position too."""
    if subject_of(name) != "max_position_weight":
        return False
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    end = next((m.start() for m in _SENTENCE_END.finditer(text, start)), len(text))
    return _ISSUER_GROUP.search(text[first:end].lower()) is not None


#: the cost of borrowing or financing what the book holds — a short book's borrow fee, a
#: stock-loan or securities-lending fee, a financing or funding spread, the cost of carry — a
#: charge on the positions a mandate caps like any other limit, not a trading cost a plan
#: assumes (`cost_bps` read as "assume at least that")
_HOLDING_COST: Final = re.compile(
    r"\b(?:borrow(?:ing)?|stock[\s-]+loan|(?:securities|stock)[\s-]+(?:lending|borrowing)|"
    r"financing|funding|carry|locate)[\s-]+(?:\w+[\s-]+)?(?:costs?|fees?|rates?|charges?|"
    r"spreads?)\b|"
    r"\b(?:costs?|fees?|charges?)\s+(?:of|for)\s+(?:borrowing|financing|funding|carry)\b"
)
#: ... and the word of a cap in a plan limit's name (`borrowCostCapBps`)
_CAP_NAME: Final = re.compile(r"\b(?:max|maximum|cap|ceiling|limit)\b")


def holding_cost(text: str) -> bool:
    """Whether a text names the cost of borrowing or financing the positions held
    (`_HOLDING_COST`): a bound said on it keeps its side."""
    return _HOLDING_COST.search(text.lower()) is not None


def holding_cost_cap(name: str) -> bool:
    """Whether a plan limit caps such a cost (`borrowCostCapBps`,
    `max_short_book_borrow_cost_bps`): a ceiling, where a bare cost (`borrow_cost_bps`) is
    the cost the plan assumes."""
    named = words(name)
    return (
        subject_of(name) == "cost_bps"
        and holding_cost(named)
        and _CAP_NAME.search(named) is not None
    )


def is_ceiling(name: str) -> bool:
    """Whether larger values of this subject are looser (a cost is looser when smaller, unless
    the limit caps a cost of holding the book, `holding_cost_cap`)."""
    return subject_of(name) != "cost_bps" or holding_cost_cap(name)


__all__ = [
    "SUBJECTS",
    "UNITS",
    "holding_cost",
    "holding_cost_cap",
    "is_active",
    "is_ceiling",
    "is_limit",
    "issuer_group_of_position",
    "subject_mentions",
    "subject_of",
    "unit_of",
    "words",
]
