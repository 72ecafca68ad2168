"""Direction and horizon claims read against any computation's figures, not only price windows.

Every computation the platform produces is read the same way (`series_of`): a result holding
dated records (`quarters`, `history`, any list of objects with a date such as `quarter_end`)
gives one series per entity and numeric field; a price window gives the entity's price path
over its window; a portfolio computation gives the portfolio's return over its window. A
custom computation in any of those shapes is read too.

A sentence of the answer is a claim about a series when it names the series' metric (a
lexicon of how people name figures: "margins", "the top line", "gearing", "net debt", or the
field's own words) and, when the computation covers several entities, the entity; its
direction word ("rose", "expanded", "widened", "improved", "contracted", "narrowed",
"deteriorated", …) is read against the series over the horizon the sentence names ("over the
last five quarters", "since 2018", "year to date", "three-year CAGR", or the whole series).
"Improved" of a figure where lower is better (debt, leverage, drawdown, volatility) is a fall.
A horizon the series does not cover ("over the last five quarters" of three) is a misstatement,
and so is a series described as "a five-year record" when it spans six.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from functools import lru_cache, partial
from itertools import pairwise
from typing import Final, Literal

from pydantic import JsonValue

from quantward_contracts.values import Citation, Computation
from quantward_validation.abbreviations import (
    ABBREVIATIONS,
    NOT_AFTER_NAME_TITLE,
    NOT_SCALE_BEFORE_CURRENCY,
)
from quantward_validation.annual_cycles import cycles_as_periods
from quantward_validation.any_period import any_period_step, any_period_words
from quantward_validation.basis_qualifiers import (
    BASIS_QUALIFIERS,
    basis_phrases,
    basis_variants,
)
from quantward_validation.bond_maturities import maturity_mention
from quantward_validation.cash_holdings import CASH_HOLDING_FIELDS, CASH_HOLDING_WORDS
from quantward_validation.caveats import without_caveats
from quantward_validation.change_words import change_words_written
from quantward_validation.cli_flags import flags_as_words
from quantward_validation.comparison_bases import compared_as_read
from quantward_validation.comparison_positions import (
    outruns_as_comparisons,
    positions_as_comparisons,
)
from quantward_validation.dated_events import since_dated_event
from quantward_validation.dated_positions import dated_positions_as_changes
from quantward_validation.decimal_commas import with_decimal_points
from quantward_validation.econometric_dates import codes_written
from quantward_validation.extreme_positions import extreme_position
from quantward_validation.field_units import bare_field
from quantward_validation.fiscal_years import (
    fiscal_end_month,
    fiscal_named_by_start,
    fiscal_verdict,
)
from quantward_validation.forward_names import forward_names_set_aside
from quantward_validation.forward_sequels import without_forward_sequels
from quantward_validation.fx_pairs import currency_mention, inverted
from quantward_validation.growth_pace import pace_as_comparison
from quantward_validation.hijri_years import hijri_written
from quantward_validation.inner_dots import joined_at_month_dots
from quantward_validation.level_comparatives import levels_as_comparatives
from quantward_validation.metric_acronyms import acronyms_written, names_respelt, spelled_out
from quantward_validation.metric_lexicon_sustainability import (
    SUSTAINABILITY_METRICS,
    unit_parts,
)
from quantward_validation.month_named_quarters import quarters_named_by_month
from quantward_validation.morphology import Token, stem, stems, tokens, verb_stems
from quantward_validation.quantities import WORD_VALUES
from quantward_validation.risk_measures import measure_mention
from quantward_validation.sheet_periods import sheet_periods_written
from quantward_validation.shorthand import written_out
from quantward_validation.since_events import (
    EventKind,
    dated_since,
    event_dates,
    with_event_dates,
)
from quantward_validation.speech_frames import said_as_own
from quantward_validation.spoken_dates import written_dates
from quantward_validation.stepwise_horizons import stepwise_horizon
from quantward_validation.text import citation_marks, number_marks
from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trend_lexicon_lay import (
    COMPLEMENT_ADJUNCTS,
    PREDICATE_VERBS,
    Span,
    arrow_side,
    plain_reading,
    yearly_periods,
    yearly_wrong,
)
from quantward_validation.trend_sizes import (
    misbanded,
    missized,
    says_annual,
    written_bands,
    written_sizes,
)
from quantward_validation.trend_slang import SLANG_DOWN, SLANG_UP, particle_side
from quantward_validation.whole_years import as_fiscal_years, comparative_side, held_whole
from quantward_validation.written_periods import in_horizon_words
from quantward_validation.year_quarters import year_quarters_written
from quantward_validation.yield_moves import yield_words_written

Direction = Literal["up", "down"]

_DATE_KEYS: Final = (
    "quarter_end",
    "period_end",
    "date",
    "day",
    "as_of",
    "end",
    "last_day",
    "report_date",
)
_SKIP_FIELDS: Final = frozenset(
    {"fiscal_year", "fiscal_quarter", "observations", "synthetic", "derived"}
)
#: fields whose bare name is another figure's word: "shares" alone is the stock ("Initech's
#: shares rose"), so the share count (`shares`) is read only by its compound names in `METRICS`
#: ("share count", "shares outstanding"), never by its field's own word
_NAMED_ONLY: Final = frozenset({"shares"})
#: a quotient's sign or words: "/", "to", "over", "divided by"
_QUOTIENT: Final = r"(?:/|-?to-?|over|divided\s+by)"
#: earnings as a leverage ratio's denominator: "EBITDA", "LTM EBITDA", "adjusted EBITDA(A/R)"
#: a money unit ending a field's name: `_usd_m`, `_eur_bn`, `_m`
_MONEY_UNIT: Final = r"(?:usd|eur|gbp|chf|jpy|m|mn|bn|k|musd|meur)"
#: an investment company's net income, as its statement of operations names it
_NET_INCREASE: Final = r"net_increase_in_net_assets(?:_resulting)?_from_operations"
_EARNINGS: Final = r"(?:(?:ltm|ttm|adjusted|adj\.?|run-rate|pro\s+forma)\s+)*ebitda\w*\b"
_LEVER_VERB: Final = r"\b(de-?lever\w*|re-?lever\w*|lever(?:ed|s|ing)?\s+up)\b"
#: how people name a metric → a pattern over field names
METRICS: Final[tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]] = tuple(
    (re.compile(words, re.IGNORECASE), re.compile(field))
    for words, field in (
        # a margin also as its profit's ratio to sales, in translated English: "gross profit
        # ratio" (粗利率), "operating profit rate" (営業利益率), "net income ratio"
        (r"\bgross (?:margins?|profit (?:margins?|ratios?|rates?))\b", r"^gross_margin$"),
        (
            r"\boperating (?:margins?|(?:profit|income) (?:margins?|ratios?|rates?))\b",
            r"^operating_margin$",
        ),
        (r"\bnet (?:margins?|(?:profit|income) (?:margins?|ratios?|rates?))\b", r"^net_margin$"),
        # (collateral is no profit margin: `average_initial_margin_bn`, `variation_margin`)
        (r"\bmargins?\b", r"(?<!initial_)(?<!variation_)margin(?!_calls?)"),
        # the revenue line under any of its filing names: "revenue_from_operations" (Ind AS),
        # "net_sales", "total_revenues", "turnover"; a drug or device maker's "net product
        # revenue" / "product sales" is its top line too
        (
            r"\b(revenues?|sales|top[- ]line|turnover)\b",
            # (not a field's part: the "sales" of "days_sales_outstanding" is no top line)
            r"^(?:total_|net_)?(?:product_)?revenues?(?:_from_operations)?$|"
            r"^(?:net|total)_sales$|^(?:net_)?product_sales$",
        ),
        (r"\bgross profits?\b(?! (?:margins?|ratios?|rates?)\b)", r"^gross_profit$"),
        (
            r"\b(operating (?:income|profits?|earnings)(?! (?:margins?|ratios?|rates?)\b)|ebit)\b",
            r"^operating_income$",
        ),
        # a coverage ratio written as its quotient: "EBIT/interest", "EBITDA-to-interest",
        # "EBITDA over interest", under any of the field's names (`interest_cover`,
        # `interest_coverage_ratio`, `ebitda_interest_cover`, `ebitda_to_interest`); a field
        # of the other basis is not it
        # (the interest named by its kind or as an expense: "EBITDA / cash interest",
        # "EBITDA-to-net interest expense")
        (
            r"\bebitda\s*(?:/|-?to-?|over|divided\s+by)\s*(?:(?:cash|net|total|gross)\s+)?"
            r"interest\b",
            r"^(?:ebitda_)?interest_cover(?:age)?(?:_ratio)?$|^ebitda_to_interest$",
        ),
        (
            r"\bebit\s*(?:/|-?to-?|over|divided\s+by)\s*(?:(?:cash|net|total|gross)\s+)?"
            r"interest\b",
            r"^(?:ebit_)?interest_cover(?:age)?(?:_ratio)?$|^ebit_to_interest$|"
            r"^times_interest_earned$",
        ),
        # inventory turnover in the trade's word: "stock turns", "inventory turns"
        (r"\b(?:inventory|stock)\s+turns?\b", r"^inventory_turn"),
        # an investment company (a BDC, a closed-end or interval fund) files its net income as
        # the net increase in net assets (resulting) from operations, and its book value as
        # its net asset value: an analyst's "earnings", "EPS", "book value" name those lines;
        # a continental ledger's "net result" (résultat net, rezultat net, wynik netto) is the
        # net income too
        (
            r"\b(net (?:income|profits?)|earnings|bottom[- ]line|profits?)\b",
            rf"^net_income$|^net_results?$|^{_NET_INCREASE}$",
        ),
        (
            r"\b(eps|earnings per share|per[- ]share earnings)\b",
            rf"^eps(?:_actual)?$|^{_NET_INCREASE}_per_share$",
        ),
        (r"\bnet debt\b", r"^net_debt$"),
        # the cash a book of claims, loans or holdings brings in, by the trade's names: "cash
        # receipts", "collections", "realisations" ("realisations collected"), "cash collected"
        (
            r"\b(?:cash\s+(?:receipts|collected|collections)|collections|"
            r"reali[sz]ations(?:\s+collected)?)\b",
            rf"^(?:cash_)?(?:receipts|collections|reali[sz]ations)(?:_{_MONEY_UNIT})*$",
        ),
        # capital put to work: "deployments", "capital deployed", "capital deployment"
        (
            r"\b(?:(?:new\s+)?capital\s+deploy(?:ed|ment)|deployments?(?:\s+of\s+capital)?)\b",
            rf"^(?:capital_)?deployments?(?:_{_MONEY_UNIT})*$",
        ),
        # leverage and gearing name any ratio of debt to something (equity, EBITDA, capital),
        # of net debt or of gross (total) debt; "net leverage" only the net one, "gross" or
        # "total leverage" only the other
        (
            r"\b(debt[- ]to[- ]equity|debt\s*/\s*equity|debt[- ]equity|d/e|gearing|leverage)\b",
            r"^(?:net_|gross_|total_)?debt_to_\w+$|leverage|gearing",
        ),
        (r"\bnet\s+(?:leverage|gearing)\b", r"^net_(?:debt_to_\w+|leverage\w*|gearing\w*)$"),
        # ... and leverage written as its quotient, debt over earnings: "net debt / EBITDA",
        # "total debt-to-LTM EBITDA", "senior debt over adjusted EBITDA" (the net one only of
        # a net field, a gross or total one only of the other)
        (
            rf"\bnet\s+debt\s*{_QUOTIENT}\s*{_EARNINGS}",
            r"^net_(?:debt_to_\w+|leverage\w*|gearing\w*)$",
        ),
        (
            rf"\b(?:gross|total)\s+debt\s*{_QUOTIENT}\s*{_EARNINGS}",
            r"^(?:gross_|total_)?(?:debt_to_\w*ebitda\w*|leverage\w*)$",
        ),
        (
            rf"(?<!net\s)(?<!gross\s)(?<!total\s)\b(?:(?:senior|secured|funded)\s+)?debt\s*"
            rf"{_QUOTIENT}\s*{_EARNINGS}",
            r"^(?:net_|gross_|total_)?(?:debt_to_\w*ebitda\w*|leverage\w*)$",
        ),
        (
            r"\b(?:gross|total)\s+(?:leverage|gearing)\b",
            r"^(?:gross_|total_)?(?:debt_to_\w+|leverage\w*|gearing\w*)$",
        ),
        # a verb that names its figure: "Globex deleveraged", "the group levered up"
        (_LEVER_VERB, r"^(?:net_|gross_|total_)?debt_to_\w+$|leverage|gearing"),
        (r"\b(debt|borrowings?|indebtedness)\b", r"^debt$"),
        # trailing twelve months, the `ttm` of a field name ("trailing net income")
        (
            r"\b(trailing(?:[- ]twelve[- ]months?|[- ]12[- ]months?)?|ltm|"
            r"last[- ]twelve[- ]months)\b",
            r"^ttm$",
        ),
        # a stewardship report's names of climate figures (`metric_lexicon_sustainability`)
        *SUSTAINABILITY_METRICS,
        (r"\b(capex|capital (?:expenditures?|spending|investments?))\b", r"^capex$"),
        # cash against debt, however it is written: "cash cover", "cash/debt", "cash-to-debt",
        # "cash as a share of debt"
        (
            r"\b(cash\s+cover(?:age)?|cash\s*(?:/|-?to-?)\s*debt|cash\s+as\s+an?\s+"
            r"(?:share|percentage|proportion|fraction|multiple)\s+of\s+(?:total\s+)?debt)\b",
            r"^cash_coverage$",
        ),
        # the part of earnings a company pays out, by its name or as a description
        (
            r"\b(pay-?out(?:\s+ratio)?|dividend\s+cover|(?:share|portion|proportion|percentage|"
            r"fraction|part)\s+of\s+(?:its\s+|the\s+)?(?:earnings|profits?|net\s+income)\s+"
            r"(?:(?:that\s+is|that\s+was|it)\s+)?(?:paid\s+out|distributed|returned|paid\s+as\s+"
            r"dividends))\b",
            r"payout",
        ),
        # the trade's names of fields no generic rule reaches: cash flow from operations and
        # funds from operations (FFO, a numerator of FFO/debt), common equity tier 1 (core
        # capital), a property's occupancy (its let ratio), an insurer's combined ratio (COR)
        (
            r"\b(cash (?:flows? )?(?:from|generated by|generated from) operations|"
            r"operating cash flows?|(?-i:OCF))\b",
            r"^(?:operating_cash_flow|cash_from_operations|cfo|ocf)$",
        ),
        (r"\b(funds from operations|(?-i:FFO))\b", r"^ffo$"),
        (
            r"\b(common equity tier[- ]?(?:1|one)|core (?:equity )?tier[- ]?(?:1|one)|"
            r"core capital)(?:\s+ratio)?\b",
            r"^cet_?1",
        ),
        # a landlord's contracted income by the trade's names: "passing rent", "the rent
        # roll", "contracted rent", "annualised rent"
        (
            r"\b(passing rents?|rent rolls?|contracted (?:rents?|rental income)|"
            r"annuali[sz]ed (?:contracted )?rents?)\b",
            r"^(?:contracted|passing|annuali[sz]ed)_rents?(?:al_income)?$|^rent_roll$",
        ),
        (
            r"\b(occupancy|let ratio|(?:per ?cent(?:age)?|share)\s+(?:let|leased|occupied)|"
            r"leased (?:rate|ratio|percentage))\b",
            r"occupancy",
        ),
        (r"\b(combined (?:operating )?ratio|(?-i:COR))\b", r"^combined_ratio$"),
        # an insurer's capital by its regime's names: the solvency ratio ("the Solvency II
        # ratio", "SII cover", "the SCR coverage"), Tier 1 own funds as Tier 1 capital ("Tier 1
        # capital", "unrestricted Tier 1"), and premiums written as the business written ("new
        # business", "new BPA business", "business written")
        (
            r"\b(solvency(?:\s+(?:ii|2))?\s+(?:coverage\s+|cover\s+)?ratio|(?-i:SII|SCR)\s+"
            r"(?:coverage|cover)(?:\s+ratio)?|(?-i:SII)\s+ratio|solvency(?:\s+(?:ii|2))?\s+"
            r"(?:coverage|cover))\b",
            r"^(?:solvency(?:_ii|_2)?|sii|scr)_(?:coverage|cover|ratio)(?:_ratio)?(?:_pct)?$",
        ),
        (
            r"\b((?:unrestricted\s+)?tier[- ]?(?:1|one)(?:\s+(?:own\s+funds|capital))?)\b",
            r"^tier_?1_own_funds$",
        ),
        (
            r"\b(new\s+(?:(?-i:[A-Z]{2,5})\s+|[a-z]+\s+)?business(?:\s+(?:volumes?|premiums?|"
            r"sales|written))?|business\s+written|(?:gross\s+|net\s+)?(?:written\s+premiums?|"
            r"premiums?\s+written))\b",
            r"(?:^|_)(?:premiums?_written|written_premiums?|new_business(?:_premiums?)?)$",
        ),
        # a clearing house's income on the cash it holds as margin, by the trade's names: its
        # net interest income ("NII on cash margin"), its treasury income
        (
            r"\b(net\s+interest\s+income|(?-i:NII)|treasury\s+income)\b",
            r"^net_treasury_income$|^treasury_income$",
        ),
        # a mortgage book's prepayment rate by the desk's words for it: "prepayment speeds",
        # "prepay rate", "prepays", "the speed of prepayments", "conditional prepayment rate";
        # the field holds its abbreviation (`pool_cpr_1m_pct`, `smm_pct`, `psa_speed`)
        (
            r"\b(?:(?:conditional\s+)?prepay(?:ment)?s?[- ](?:speeds?|rates?)|prepays|"
            r"speeds?\s+of\s+prepayments?)\b",
            r"(?:^|_)(?:cpr|smm|psa|prepay(?:ment)?s?)(?:_|$)",
        ),
        # a fund's size by a fund house's names ("AUM", "fund AUM", "assets under management",
        # "fund size"), and its performance index ("the TR index", "cumulative performance"),
        # whatever unit the field carries (`net_assets_usd_m`, `aum_eur_bn`)
        (
            r"\b((?:fund\s+)?(?-i:AUM)|assets\s+under\s+(?:management|administration)|"
            r"fund\s+(?:size|assets)|net\s+assets)\b",
            r"^(?:total_)?(?:net_assets|aum|assets_under_management|fund_size|fund_assets)"
            r"(?:_(?:usd|eur|gbp|chf|jpy|m|mn|bn|musd|meur|mgbp|bnusd))*$",
        ),
        (
            r"\b((?:total[- ]return|(?-i:TR))\s+index|(?-i:TRI)|cumulative\s+(?:total\s+)?"
            r"(?:performance|returns?)(?:\s+index)?)\b",
            r"^(?:total_return_index|tr_index|tri|cumulative_(?:total_)?(?:return|performance)"
            r"(?:_index)?)(?:_(?:pct|percent|usd|eur|gbp))?$",
        ),
        # compounds whose head is a name above but which name something else: the longest name
        # wins, so "shares outstanding" is not the share price, "product mix" not a portfolio
        (
            r"\b(shares outstanding|(?:diluted\s+)?share (?:count|base)|diluted shares|"
            r"number of shares|stock[- ]based compensation|"
            r"stock options|book value|tangible book|order book|(?:product|revenue|sales|"
            r"business|segment|geographic|customer|channel|funding|asset) mix|capital allocation|"
            r"fund flows|share buybacks?|stock buybacks?)\b",
            r"^(?:shares|share_count|sbc|stock_options|book_value|tbv|order_book|backlog|mix|"
            r"fund_flows|buybacks?)$|^(?:nav|net_asset_value)(?:_per_share)?$",
        ),
        # the days it takes to collect from customers, by the trade's names of the figure
        (
            r"\b(collection\s+(?:days|periods?)|days\s+to\s+collect|debtor\s+days|"
            r"days\s+(?:of\s+)?(?:sales\s+in\s+)?receivables?|receivables?\s+days|"
            r"days\s+sales\s+outstanding)\b",
            r"^(?:dso(?:_days)?|days_sales_outstanding|receivables?_days|debtor_days|"
            r"collection_(?:days|period))$",
        ),
        # cash a business throws off, by how analysts say it: "cash generation", "cash
        # generated", "free cash" (free cash flow, or cash from operations where that is held)
        (
            r"\b(cash[- ]generation|cash\s+generated|cash[- ]generative(?:ness)?|"
            r"free\s+cash(?:\s+flows?)?)\b",
            r"^(?:free_cash_flow|fcf|operating_cash_flow|cash_from_operations|cfo|ocf)$",
        ),
        # the other balance-sheet lines of `fundamentals.quarters`, by their trade names
        (r"\b(accounts receivables?|trade receivables|debtors)\b", r"^receivables$"),
        (
            r"\b(inventor(?:y|ies)|stock levels?|stockpiles?|(?:stock|goods)[- ]on[- ]hand|"
            r"stock[- ]in[- ]trade)\b",
            r"^inventory$",
        ),
        # (a bank's book is its loans net of provisions, or the loans it has outstanding)
        (
            r"\b(loan book|loan portfolio|lending|customer loans)\b",
            r"^(?:net_)?loans(?:_outstanding)?$",
        ),
        (r"\b(deposit base|customer deposits)\b", r"^deposits$"),
        # a securities lender's fee by the desk's names: the borrower's side of it, and its
        # spread over general collateral ("the borrow fee", "the borrowing fee", "the intrinsic
        # value of the loans"); a company's "borrowing costs" are what its debt costs it, no
        # lending fee: the interest it pays (the fields of that name), and not its debt either
        # (the longer name wins over "borrowing")
        (
            r"\b(borrow\s+(?:fees?|costs?)|borrowing\s+fees?|intrinsic\s+(?:spreads?|values?))\b",
            r"lending_fee",
        ),
        (
            r"\bborrowing\s+costs?\b",
            r"^(?:net_)?(?:interest_(?:expense|costs?)|finance_costs?|borrowing_costs?|"
            r"cost_of_debt)(?:_(?:usd|eur|gbp|m|mn|bn))*$",
        ),
        # fields named by an abbreviation the prose spells out or writes with an ampersand:
        # research and development ("R&D spend"), selling, general and administrative
        # ("SG&A"), property, plant and equipment ("PP&E"), a return on a base ("return on
        # invested capital" for `roic_pct`), the dividend a share is paid ("the quarterly
        # dividend" for `dividend_per_share`)
        (
            r"\b(r\s*&\s*d|research\s+(?:and|&)\s+development)\b",
            r"^(?:rd|r_?and_?d|research_and_development)(?:_(?:expenses?|spend(?:ing)?|costs?))?"
            r"(?:_(?:usd|eur|gbp|m|mn|bn))?$",
        ),
        (
            r"\b(sg\s*&\s*a|selling,?\s+general,?\s+(?:and|&)\s+administrative)\b",
            r"^(?:sga|sg_?and_?a|selling_general_(?:and_)?administrative)(?:_(?:expenses?|costs?))?"
            r"(?:_(?:usd|eur|gbp|m|mn|bn))?$",
        ),
        (
            r"\b(pp\s*&\s*e|property,?\s+plant,?\s+(?:and|&)\s+equipment)\b",
            r"^(?:net_)?(?:ppe|pp_?and_?e|property_plant_(?:and_)?equipment)(?:_(?:usd|eur|gbp|m|mn|bn))?$",
        ),
        (
            r"\breturns?\s+on\s+invested\s+capital\b",
            r"^(?:roic|return_on_invested_capital)(?:_(?:pct|percent|ratio))?$",
        ),
        (
            r"\breturns?\s+on\s+capital\s+employed\b",
            r"^(?:roce|return_on_capital_employed)(?:_(?:pct|percent|ratio))?$",
        ),
        (
            r"\breturns?\s+on\s+(?:average\s+)?(?:common\s+)?equity\b",
            r"^(?:roae|roe|return_on_(?:average_)?equity)(?:_(?:pct|percent|ratio))?$",
        ),
        (
            r"\breturns?\s+on\s+tangible\s+equity\b",
            r"^(?:rote|return_on_tangible_equity)(?:_(?:pct|percent|ratio))?$",
        ),
        (
            r"\breturns?\s+on\s+(?:average\s+)?assets\b",
            r"^(?:roaa|roa|return_on_(?:average_)?assets)(?:_(?:pct|percent|ratio))?$",
        ),
        (
            r"\b(dividends?(?:\s+per\s+share)?|(?-i:DPS))\b",
            r"^(?:dividends?(?:_per_share|_paid)?|dps)(?:_(?:usd|eur|gbp|cents?))?$",
        ),
        # the cash a company holds, by a treasurer's names for it ("the cash balance", "group
        # cash", "cash on hand"), read as its filing field; not a flow of cash ("free cash
        # flow", "cash generation", "cash cover" have their own entries)
        (CASH_HOLDING_WORDS, CASH_HOLDING_FIELDS),
        (r"\bcash\b", r"^cash$"),
        (r"\bequity\b", r"^equity$"),
        (
            r"\b(price|shares|stock|share price|stock price|market (?:cap|capitali[sz]ation|value)|"
            r"valuation|quote)\b",
            r"^price$",
        ),
        (
            r"\b(portfolio|book|strategy|allocation|fund|sleeve|holdings|mix|blend|basket|nav|"
            r"net asset value|p&l|pnl|overlay|long[- ]short)\b",
            r"^portfolio_return$",
        ),
    )
)
#: figures where lower is better: "improved" means they fell
_LOWER_IS_BETTER: Final = re.compile(
    # turnover of a stock of something (inventory, assets, receivables) is how fast it turns,
    # where more is better; a portfolio's turnover is a cost
    # debt as a ratio's denominator is what covers it: FFO/debt is better higher
    r"(?<!to_)debt|leverage|drawdown|volatility|cost|(?<!inventory_)(?<!asset_)(?<!assets_)"
    r"(?<!receivables_)(?<!stock_)turnover|net_debt|churn|loss|default|delinquen|"
    r"arrears|expense|outstanding|dso|spread|days_payable|days_sales|inventory_days|"
    r"receivable_days|attrition|impair|write_?off|npl|non_?performing|bad_loan|"
    # insurance and lending costs, cash burn, dilution, risk taken, acquisition cost (CAC)
    r"combined_ratio|charge_?off|provision|burn|dilution|vacancy|tracking|value_at_risk|"
    r"(?:^|_)var(?:_|$)|(?:^|_)cac(?:_|$)|payback|ltv|loan_to_value|lead_time|downtime|defect|"
    r"complaint|unemploy|"
    # what is at risk of loss: a lender's portfolio at risk past so many days (`par30`), capital
    # or earnings at risk
    r"at_risk|(?:^|_)par\d+(?:_|$)|"
    # a period cash is tied up for (a figure in days: a cycle, a collection period)
    r"_days$|^days_|cycle"
)
#: figures that cover or outlast a cost, whatever word of a cost their name holds: a coverage of
#: debt service or of fixed charges, and liquidity counted in days of spending it would fund
#: (`debt_service_coverage`, `fixed_charge_cover`, `days_cash_on_hand`) are better higher
_HIGHER_IS_BETTER: Final = re.compile(
    r"cover(?:age)?(?:_|$)|cash_on_hand|days_(?:of_)?cash|days_liquidity|liquidity_days|"
    r"months_of_(?:cash|runway)|runway"
)
#: a verb of reaching and the words that make a high or low a record ("hit a record high",
#: "set fresh all-time lows", "stood at a multi-year high", "touched a ten-year low")
_REACHED: Final = (
    r"(?:hit|hits|hitting|reach\w*|touch\w*|set|sets|setting|made|makes?|making|post\w*|struck|"
    r"strik\w*|notch\w*|scal\w*|print\w*|mark\w*|at|to|new|"
    # a paper's verbs of reaching an extreme: "attained its sample maximum", "registers a low"
    r"attain\w*|achiev\w*|record(?:s|ed|ing)|register\w*)"
)
_HIGH_LOW: Final = (
    r"(?:an?\s+|its\s+|their\s+|the\s+)?(?:fresh\s+|new\s+)?"
    r"(?:record|all[- ]time|multi[- ]year|[\w-]+[- ]year|historic|cycle|series|fresh|new|peak|"
    # the extreme of the sample the answer reports: "its sample maximum", "a full-sample low"
    r"(?:in|full|whole|within)?[- ]?sample|period|historical)"
)
#: a high or a low by its noun: "high", "maximum", "peak"; "low", "minimum", "trough"
_HIGH_NOUN: Final = r"(?:highs?|maxim(?:um|a)|max|peaks?)"
_LOW_NOUN: Final = r"(?:lows?|troughs?|minim(?:um|a)|min|bottoms?)"
#: a comparison with the figure's own past is a change: "higher than a year ago", "lower than
#: at the start of 2021", "less than in 2019"
_EARLIER: Final = (
    r"(?:it\s+was\s+|they\s+were\s+)?(?:(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"\d+)\s+(?:years?|quarters?|months?|weeks?)\s+(?:ago|earlier|before)|last\s+year|"
    r"(?:(?:in|at)\s+)?(?:the\s+)?(?:start|beginning|end)\s+of|(?:in|at\s+end-?)\s*(?:19|20)\d{2}|"
    # a quarter's figure: "lower than at Q4 2020", "higher than in 3Q21"
    r"(?:in|at)\s+(?:the\s+)?(?:q[1-4]\s?|[1-4]q)['’]?(?:19|20)?\d{2}\b|"
    r"(?:in\s+)?the\s+(?:prior|previous|year-ago)\s+(?:year|quarter|period))"
)
#: the extent a verb of change takes as its object: "added $0.70", "put on roughly a third",
#: "gave back 3 %", "shed a couple of points"
_EXTENT: Final = (
    r"(?=\s+(?:(?:about|around|roughly|some|nearly|almost|close\s+to|over|more\s+than|"
    r"another|a\s+further|~)\s*)?(?:[+$€£]?\d[\d.,]*|an?\s+(?:third|quarter|half|fifth|tenth|couple|"
    r"point|turn|few)\b|half\b|one|two|three|four|five|six|seven|eight|nine|ten)\b)"
)
#: verbs of motion that a direction word completes ("headed south", "went backwards")
_MOTION: Final = (
    r"(?:head|go|went|gone|mov|point|turn|trend|track|drift|swung|swing|shift|slid|slip|step)\w*"
)
#: a judgement as an idiom: "took a turn for the better", "took a turn for the worse"
_TURN: Final = r"(?:took|taken|take[sn]?|taking)\s+an?\s+(?:\w+\s+)?turn\s+for\s+the"
#: a judgement as how the figure looks: "looked healthier", "seemed stronger", "appeared weaker"
_LOOKED: Final = (
    r"(?:look|seem|appear|sound)(?:s|ed|ing)?\s+(?:(?:a\s+)?(?:little|bit|lot|much|far|somewhat|"
    r"rather|slightly|considerably|distinctly|markedly|noticeably|even)\s+)*"
)
_BETTER: Final = (
    r"(?:better|healthier|stronger|sturdier|rosier|brighter|sounder|more\s+(?:robust|solid|"
    r"resilient|comfortable))"
)
_WORSE: Final = (
    r"(?:worse|sicker|unhealthier|shakier|bleaker|gloomier|weaker|softer|less\s+(?:healthy|"
    r"robust|solid|resilient|comfortable))"
)
_UP: Final = re.compile(
    r"\b(rose|risen|rise[sn]?|rising|increas\w*|grew|grown|grow(?:s|ing|th)?|expan\w*|widen\w*|"
    r"climb\w*|gain\w*|advanc\w*|jump\w*|surg\w*|soar\w*|rall\w*|recover\w*|strength\w*|"
    r"improv\w*|swell\w*|swollen|balloon\w*|mount\w*|build\w* up|pil\w* up|"
    # a price or a rate that "hardened" firmed, as insurance pricing does (a yield's or a
    # spread's is a valuer's fall: `yield_moves`)
    r"firm\w*|harden\w*|accelerat\w*|higher(?! than)|up(?! to| until| through| from)|"
    # growth said as compounding at a rate: "compounded at a double-digit annual rate"
    r"compound(?:ed|s|ing)(?=\s+(?:at|by)\b)|"
    # a judgement said with a comparative: "got better", "became better" (or, translated, with
    # the plain adjective: "became strong", 強くなった)
    r"(?:got|gets|get|getting|became|become|becomes|grew|turned)\s+"
    r"(?:better|strong(?:er)?|health(?:y|ier))|"
    # a chart's compass: "headed north"
    rf"{_MOTION}\s+(?:further\s+|firmly\s+)?north(?:wards?)?|northwards?|"
    # a judgement of the figure's way, read through whether higher is better
    rf"{_MOTION}\s+(?:in\s+)?the\s+right\s+(?:direction|way)|{_MOTION}\s+favou?rably|"
    # reaching a high: "hit a record high", "set a fresh all-time high", "at multi-year highs"
    rf"{_REACHED}\s+{_HIGH_LOW}\s+{_HIGH_NOUN}|{_REACHED}\s+(?:its|their|the)\s+highest|"
    rf"{_REACHED}\s+(?:its|their)\s+(?:maxim(?:um|a)|peaks?)|"
    rf"(?:higher|more|greater|bigger|larger|wider)\s+than\s+{_EARLIER}|"
    # a judgement against its own earlier figure: "better than a year earlier"
    rf"{_BETTER}\s+than\s+{_EARLIER}|"
    rf"{_TURN}\s+better|{_LOOKED}{_BETTER}|"
    r"went\s+through\s+the\s+roof|took\s+off|went\s+from\s+strength\s+to\s+strength|"
    r"(?:bounc|claw|won|win|fought|fight)\w*\s+back|"
    # a verb that takes the size of the rise as its object: "added $0.70", "put on a third"
    rf"add(?:ed|s|ing)?{_EXTENT}|put(?:s|ting)?\s+on{_EXTENT}|"
    # an accumulation going on: "kept building", "continued to build", "has been building"
    r"(?:kept|keeps?|keeping|continued\s+to|continues\s+to|been)\s+(?:on\s+)?build(?:ing)?)\b",
    re.IGNORECASE,
)
_DOWN: Final = re.compile(
    r"\b(fell|fall(?:s|en|ing)?|declin\w*|decreas\w*|drop\w*|contract\w*|shr[aiu]nk\w*|"
    r"narrow\w*|compress\w*|erod\w*|eros\w*|slipp?\w*|slid\w*|plung\w*|tumbl\w*|sank|sunk|"
    r"sink\w*|reduc\w*|weak\w*|deteriorat\w*|worsen\w*|dwindl\w*|shed\w*|ebb\w*|eas(?:e|ed|ing)|"
    r"came down|come down|retreat\w*|lower(?! than)|down(?! to| until| through| from)|lost|"
    r"(?:got|gets|get|getting|became|become|becomes|grew|turned)\s+(?:worse|weak(?:er)?)|"
    rf"{_TURN}\s+worse|{_LOOKED}{_WORSE}|"
    rf"{_MOTION}\s+(?:further\s+|firmly\s+)?south(?:wards?)?|southwards?|"
    # moving backwards is a fall: "profit went backwards", "sales went into reverse"
    rf"{_MOTION}\s+(?:\w+\s+)?(?:backwards?|into reverse)|"
    rf"{_MOTION}\s+(?:in\s+)?the\s+wrong\s+(?:direction|way)|{_MOTION}\s+(?:unfavou?rably|adversely)|"
    rf"{_REACHED}\s+{_HIGH_LOW}\s+{_LOW_NOUN}|{_REACHED}\s+(?:its|their|the)\s+lowest|"
    rf"{_REACHED}\s+(?:its|their)\s+(?:minim(?:um|a)|troughs?)|"
    rf"(?:lower|less|fewer|smaller|narrower|weaker)\s+than\s+{_EARLIER}|{_WORSE}\s+than\s+{_EARLIER}|"
    r"(?:took|taken|take[sn]?|taking)\s+an?\s+(?:\w+\s+)?(?:hit|beating|knock|battering|hammering|"
    r"dive|tumble|nosedive)|(?:came|come|comes|coming)\s+under\s+(?:\w+\s+)?pressure|"
    # giving back and running off are falls: "gave back $0.70", "deposits ran off"
    r"(?:gave|give[sn]?|giving)\s+back|r[au]n(?:s|ning)?\s+off|run-?offs?|"
    # a figure that rolls over turns down (a loan "was rolled over" into another is renewed)
    r"(?<!was\s)(?<!were\s)(?<!been\s)(?<!be\s)roll(?:ed|s|ing)?\s+over"
    r"(?!\s+(?:the|its|their|a|an|into|to|in|it|them)\b)|"
    r"(?:came|come|comes|coming)\s+back\s+(?:down|lower)|bl(?:ed|eed(?:s|ing)?)\b(?!\s+(?:higher|up)\b)|pull\w*\s+back|taper\w*|dried\s+up|off(?=\s+(?:by\s+)?[+\-−]?\d)|dry\w*\s+up|petered\s+out|tail\w*\s+off|trail\w*\s+off)\b",
    re.IGNORECASE,
)
#: verbs of change by polarity, as stems, so every form of each counts ("lengthening",
#: "shortened", "tightens"); the patterns above add phrases and forms a stem cannot carry
#: an outcome said as a state: "ended in the red", "finished ahead", "delivered a loss"
#: and the passive of a phrasal verb of change, whose subject is what changed: "net debt was
#: added to", "the backlog was built up", "borrowing was paid down"
_BE: Final = r"(?:was|were|is|are|been|being|got|gets|get)\s+(?:\w+ly\s+)?"
_OUTCOME_UP: Final = re.compile(
    r"\b(?:in the black|ahead|in profit|a (?:gain|profit)|made headway|positive|"
    r"(?:made|makes?|making|earned|earns?|earning)\s+(?:\w+\s+)?money|"
    # a change said as a noun: "an uptick in margins", "a step-up", "a pick-up in costs"
    r"an? (?:uptick|step-up|pick-?up)|"
    r"re-?rat\w* (?:up\w*|higher)|"
    rf"{_BE}(?:added to|built up|topped up|stepped up|ramped up|scaled up|piled up|run up|"
    r"(?:brought|pushed|driven|forced|lifted|bid|marked|talked) up))\b",
    re.IGNORECASE,
)
_OUTCOME_DOWN: Final = re.compile(
    r"\b(?:in the red|behind|at a loss|a loss|gave ground|negative|under ?water|"
    r"an? (?:downtick|step-down)|"
    # giving gains back is a fall, whatever "gains" says: "gave back all of the earlier gains"
    r"(?:gave|give[sn]?|giving)\s+(?:back|up)(?:\s+[\w-]+){0,4}?\s+gains?|"
    r"(?:erased|wiped out|surrendered|relinquished)(?:\s+[\w-]+){0,4}?\s+gains?|"
    # a market's words for a fall and a rise in the price
    r"sell-?offs?|sold off|de-?rat\w*|"
    rf"{_BE}(?:paid down|paid off|worked (?:down|off)|pared(?: back| down)?|whittled down|"
    r"run down|wound down|"
    r"scaled (?:back|down)|cut back|taken down|written down|"
    r"(?:brought|pushed|driven|forced|knocked|ground|marked|talked|trimmed) down)|"
    # the same participles with the auxiliary dropped, as chat and headlines write them: "net
    # debt paid down every qtr", "inventory worked down" ("paid off" alone is a success)
    r"(?:paid|worked|whittled|wound|pared|ground|knocked|trimmed)\s+(?:down|back)(?!\s+up))\b",
    re.IGNORECASE,
)
_UP_STEMS: Final = stems(
    "rise",
    "increase",
    "grow",
    "expand",
    "widen",
    "climb",
    "gain",
    "advance",
    "jump",
    "surge",
    "soar",
    "rally",
    "recover",
    "strengthen",
    "improve",
    "swell",
    "balloon",
    "mount",
    "firm",
    "harden",
    "accelerate",
    "lengthen",
    "lift",
    # a valuation's rise in a valuer's words: "an uplift", "saw no uplift"
    "uplift",
    "rebound",
    "appreciate",
    "spike",
    "deepen",
    "heighten",
    "steepen",
    "double",
    "triple",
    "outperform",
    "fatten",
    "thicken",
    # Levin 45.6 (calibratable change of state) and 45.4 verbs of increase not listed above
    "rocket",
    "skyrocket",
    "leap",
    "escalate",
    "multiply",
    "snowball",
    "mushroom",
    "bounce",
    "recoup",
    "revive",
    "quadruple",
    "broaden",
    "enlarge",
    "inflate",
    "boost",
    "raise",
    "loosen",
    "upturn",
    "upswing",
    "upsurge",
    "uptrend",
    "relever",
    *SLANG_UP,  # "ramped", "exploded" (`trend_slang`)
)
_DOWN_STEMS: Final = stems(
    "fall",
    "decline",
    "decrease",
    "drop",
    "contract",
    "shrink",
    "narrow",
    "compress",
    "erode",
    "slip",
    "slide",
    "plunge",
    "tumble",
    "sink",
    "reduce",
    "weaken",
    "deteriorate",
    "worsen",
    "dwindle",
    "ebb",
    "ease",
    "retreat",
    "lose",
    "shorten",
    "tighten",
    "depreciate",
    "slump",
    "fade",
    "dip",
    "halve",
    "collapse",
    "crash",
    "underperform",
    "flatten",
    "thin",
    "moderate",
    "soften",
    # Levin 45.6 and 45.4 verbs of decrease not listed above
    "plummet",
    "sag",
    "dive",
    "nosedive",
    "crater",
    "diminish",
    "lessen",
    "abate",
    "subside",
    "recede",
    "wane",
    "deflate",
    "evaporate",
    "slacken",
    "decelerate",
    "falter",
    "crumble",
    "squeeze",
    "shed",
    "slash",
    "trim",
    "cut",
    "downturn",
    "downswing",
    "downtrend",
    "rout",
    "meltdown",
    "deleverage",
    "delever",
    "drain",
    "bleed",
    *SLANG_DOWN,  # "tanked", "imploded" (`trend_slang`)
)
_GOOD_BAD: Final = re.compile(
    r"\b(improv\w*|strength\w*|deteriorat\w*|worsen\w*|weak\w*|"
    r"(?:got|gets|get|getting|became|become|becomes|grew|turned)\s+"
    r"(?:better|worse|strong(?:er)?|health(?:y|ier)|weak(?:er)?)|"
    rf"{_TURN}\s+(?:better|worse)|{_LOOKED}(?:{_BETTER}|{_WORSE})|"
    rf"(?:{_BETTER}|{_WORSE})\s+than\s+{_EARLIER}|"
    rf"{_MOTION}\s+(?:in\s+)?the\s+(?:right|wrong)\s+(?:direction|way)|"
    rf"{_MOTION}\s+(?:favou?rably|unfavou?rably|adversely))\b",
    re.IGNORECASE,
)
_NUM: Final = r"(\d+(?:\.\d+)?|" + "|".join(sorted(WORD_VALUES, key=len, reverse=True)) + r")"
#: a quarter and its year: "Q1 '21", "1Q21", "Q3 2022" (groups: its number twice, its year)
_QUARTER_FORM: Final = r"(?:([1-4])q'?|q([1-4])\s?['’]?)((?:19|20)?\d{2})"
#: a horizon's unit; "the last decade" and "the past year" say their one
_UNIT: Final = r"(decades?|quarters?|years?|months?)"
#: with "the last/past" or "ago" a horizon may also be weeks or days ("the past 30 trading days")
_SHORT_UNIT: Final = r"(decades?|quarters?|years?|months?|weeks?|(?:trading\s+|business\s+)?days?)"
_LAST: Final = re.compile(
    rf"\b(?:(?:over|across|in|during|for|through)\s+(?:each\s+of\s+|all\s+of\s+)?)?the\s+"
    r"(?:last|past|previous|latest|prior|trailing|most\s+recent)\s+"
    # a qualifier of the unit says how it is counted, not how long it is: "three fiscal years";
    # half a unit is a count too: "the last half-decade", "the past half a year"
    rf"(?:{_NUM}\s+|(half(?:[\s-]+an?)?)[\s-]+)?(?:fiscal\s+|financial\s+|calendar\s+|full\s+)?"
    rf"{_SHORT_UNIT}\b",
    re.IGNORECASE,
)
#: a horizon counted back from now: "than a year ago", "versus three quarters earlier"
#: a span counted in the series' own figures, not in time: "in the last six prints", "over the
#: past four reports", "across the latest eight readings" (a print is one reported figure)
_LAST_FIGURES: Final = re.compile(
    rf"\b(?:(?:over|across|in|during|for|through)\s+)?the\s+(?:last|past|previous|latest|"
    rf"trailing|most\s+recent)\s+{_NUM}\s+(?:(?:quarterly|reported|published)\s+)?"
    r"(?:prints|reports|readings|releases|filings|data\s?points|observations|figures|"
    r"reported\s+(?:quarters|periods))\b",
    re.IGNORECASE,
)
#: a span from a named quarter or year to the series' newest figure: "from Q1 '21 to the latest
#: print", "from 2020 to date", "from 3Q21 through the most recent quarter"
_TO_LATEST: Final = re.compile(
    rf"\b(?:from|since|between)\s+(?:the\s+)?(?:{_QUARTER_FORM}|(?:fy\s?|cy\s?)?((?:19|20)\d{{2}}))"
    r"(?:\s+quarter)?\s+(?:to|through|till|until|up\s+to|and)\s+(?:(?:the|its)\s+(?:latest|last|"
    r"most\s+recent|current|newest)\s+(?:print|report|reading|release|filing|quarter|figure|"
    r"data\s?point|observation)|date|now|today)\b",
    re.IGNORECASE,
)
#: the start of a span reached back to: "over a full cycle back to 2012", "going back to the start
#: of 2015"; a figure that went "back to 2019" (a level: "back to 2019 levels") is no span
_BACK_TO: Final = re.compile(
    r"\b(?:going|stretching|dating|reaching|looking|running|all\s+the\s+way|cycle|history|"
    r"record|data|series)\s+back\s+to\s+(?:the\s+"
    r"(?:start|beginning|end)\s+of\s+)?(?:fy\s?|cy\s?)?((?:19|20)\d{2})\b"
    r"(?!['’]?s?\s+(?:levels?|highs?|lows?|peaks?|troughs?|figures?|values?|readings?))",
    re.IGNORECASE,
)
#: a decade by its name: "since the start of the 2010s", "over the 2010s", "from the late '90s"
_NAMED_DECADE: Final = re.compile(
    r"\b(?P<prep>since|from|in|during|across|over|through(?:out)?)\s+(?:the\s+(?:start|beginning|"
    r"turn|dawn)\s+of\s+)?the\s+(?P<part>early\s+|mid[- ]|late\s+)?['’]?"
    r"(?P<decade>(?:19|20)?\d0)s\b",
    re.IGNORECASE,
)
_AGO: Final = re.compile(
    rf"\b(?:an?\s+|{_NUM}\s+)(?:full\s+)?{_SHORT_UNIT}\s+(?:ago|earlier|before|prior|previously)\b",
    re.IGNORECASE,
)
#: a decade said without its number: "over a decade", "across the whole decade"
_DECADE: Final = re.compile(
    r"\b(?:over|across|in|during|for|within|through(?:out)?)\s+(?:a|one|the)\s+"
    r"(?:full\s+|whole\s+|entire\s+|past\s+|last\s+)?()(decade)\b",
    re.IGNORECASE,
)
#: a run of periods: "three quarters in a row", "for four years running", "five straight years"
_ROW: Final = re.compile(
    rf"\b{_NUM}\s+(?=(?:straight|consecutive|successive)\s|\w+\s+(?:in\s+a\s+row|running|straight)\b)"
    rf"(?:(?:straight|consecutive|successive)\s+)?{_UNIT}\b",
    re.IGNORECASE,
)
_SPAN_OF: Final = re.compile(
    rf"\b{_NUM}[- ]{_UNIT}[- ](?:[a-z]+\s+){{0,3}}?"
    r"(cagr|growth|trend|run|change|stretch|period|series|history|record|track record|window|"
    r"cycle|horizon|view|basis|perspective|lookback|look-back|timeframe|time frame|span)\b",
    re.IGNORECASE,
)
_OVER: Final = re.compile(
    rf"\b(?:over|for|in each of|across|in|during|through|throughout)\s+(?:the\s+)?{_NUM}\s+"
    r"(?:straight\s+|consecutive\s+|successive\s+|running\s+|full\s+|fiscal\s+|financial\s+|"
    rf"calendar\s+)?{_UNIT}\b(?!['’]?s?\s+time)",
    re.IGNORECASE,
)
#: "since 2018", "since Q3 2021", "since FY2017" (a fiscal year read as its calendar year)
#: a horizon as a prepositional phrase with a span of its own: "on a three-year view",
#: "over a 5-year horizon", "from a two-year perspective"
_ON_A: Final = re.compile(
    rf"\b(?:on|over|across|from|with|in)\s+an?\s+(?:full\s+|complete\s+|whole\s+|rolling\s+)?"
    rf"{_NUM}[- ]{_UNIT}\b(?![- ](?:old|ago))",
    re.IGNORECASE,
)
_MONTHS: Final = {
    m: i + 1
    for i, names in enumerate(
        ("jan january", "feb february", "mar march", "apr april", "may", "jun june",
         "jul july", "aug august", "sep sept september", "oct october", "nov november",
         "dec december")
    )
    for m in names.split()
}  # fmt: skip
#: the end a counted span runs to: "the twelve months to June 2022", "three years ending 2021"
_ENDING: Final = re.compile(
    rf"\s+(?:to|ending|ended|through|until|up\s+to)\s+(?:end[- ]|the\s+end\s+of\s+)?"
    rf"(?:(?P<month>{'|'.join(_MONTHS)})\.?\s+)?(?:fy\s?|cy\s?)?(?P<year>(?:19|20)\d{{2}})\b",
    re.IGNORECASE,
)
_SINCE: Final = re.compile(
    rf"\bsince\s+(?:the\s+)?(?:(q[1-4])\s+|fy\s?|(?P<month>{'|'.join(_MONTHS)})\.?\s+)?"
    r"((?:19|20)\d{2})\b",
    re.IGNORECASE,
)
#: a change between consecutive periods: "quarter on quarter", "sequentially", "in the latest
#: quarter" compare the last two figures; "year on year" the last with a year before it
_SEQUENTIAL: Final = re.compile(
    r"\b(?:quarter[- ](?:on|over)[- ]quarter|q(?:/o/|o|/)q|sequentially|"
    r"month[- ](?:on|over)[- ]month|"
    r"m(?:/o/|/)m|(?:from|than|versus|vs\.?|over|against|on|compared\s+(?:with|to))\s+(?:the\s+)?"
    r"(?:prior|previous|preceding|sequential)\s+quarter|"
    r"(?:in|during)\s+the\s+(?:latest|last|most recent|final)\s+quarter)\b",
    re.IGNORECASE,
)
_YEARLY: Final = re.compile(
    r"\b(?:year[- ](?:on|over)[- ]year|y(?:/o/|o|/)y|(?:over\s+)?(?:the\s+)?(?:trailing|last)\s+"
    r"(?:twelve|12)\s+months|ttm|ltm|year[- ]ago|prior[- ]year|"
    r"(?:from|than|versus|vs\.?|over|against|on|compared\s+(?:with|to))\s+(?:the\s+)?"
    r"(?:prior|previous|preceding|same)\s+(?:year|period|quarter)(?:\s+(?:of\s+)?last\s+year)?|"
    r"(?:from|than|versus|vs\.?|over|against|on|compared\s+(?:with|to))\s+last\s+year)\b",
    re.IGNORECASE,
)
#: a word after "TTM" that it qualifies
_ATTRIBUTIVE: Final = re.compile(r"\s+(?!basis\b|period\b|terms\b)[a-z]", re.IGNORECASE)
#: a calendar year or one of its halves or quarters: "across calendar 2022", "in 2022", "in the
#: second half of 2022", "in H2 2022"
_PART: Final = {
    "first": 1, "front": 1, "early": 1, "earlier": 1,
    "second": 2, "back": 2, "latter": 2, "later": 2, "1": 1, "2": 2,
}  # fmt: skip
_IN_YEAR: Final = re.compile(
    r"\b(?:in|during|across|over|through(?:out)?|for)\s+(?:the\s+)?"
    r"(?:(?:course|whole|entirety|rest|balance)\s+of\s+(?:the\s+)?|all\s+of\s+)?"
    r"(?:(?:calendar|fiscal|financial|full)[- ](?:year\s+)?)?"
    r"(?:(?P<half>first|second|front|back|latter|later|early|earlier)\s+half\s+of\s+"
    r"(?:fiscal\s+|calendar\s+)?|h(?P<h>[12])\s*)?"
    r"(?:cy|fy)?\s?"
    # (a year that opens a range is no horizon of its own: "across the full FY2020–FY2022")
    r"(?P<year>(?:19|20)\d{2})\b(?![-–/]\s*(?:fy|cy)?\s?['’]?\d)",
    re.IGNORECASE,
)
#: one quarter, and a span between two quarters or years: "in 1Q23", "in Q1 2023", "between
#: 3Q21 and 3Q22" (from the first period's figure to the second's)
#: (a calendar fiscal year names its calendar year: "Q3 FY21" of a December year-end)
_QUARTER: Final = r"(?:([1-4])q'?|q([1-4])\s?'?)(?:\s?(?:fy|cy)\s?['’]?)?((?:19|20)?\d{2})"
#: ... a quarter a claim is said of: "in Q2 2021", "for 2Q21", or one heading the sentence as
#: its label ("Q2 2021: revenue up", "2Q21 revenue up")
_IN_QUARTER: Final = re.compile(
    rf"(?:\b(?:in|during|for)\s+(?:the\s+)?|^[\W_]*){_QUARTER}\b", re.IGNORECASE
)
_BETWEEN: Final = re.compile(
    rf"\b(?:between|from)\s+(?:{_QUARTER}|((?:19|20)\d{{2}}))\s+(?:and|to|through)\s+"
    rf"(?:{_QUARTER}|((?:19|20)\d{{2}}))\b",
    re.IGNORECASE,
)
_YTD: Final = re.compile(
    r"\b(year[- ]to[- ]date|ytd|(?:so\s+far\s+)?this\s+year(?!'s)|"
    r"(?:in\s+)?the\s+year\s+(?:so\s+far|to\s+date)|"
    r"since\s+the\s+(?:start|beginning|turn)\s+of\s+(?:the|this)\s+year)\b",
    re.IGNORECASE,
)
#: a comparison with one period's figure: "versus 4Q21", "compared with 2020", "than at the end
#: of 2021", "against December 2021"
_VERSUS: Final = re.compile(
    r"\b(?:versus|vs\.?|compared\s+(?:with|to)|relative\s+to|against|than\s+(?:in|at))\s+(?:the\s+)?"
    # a hyphenated modifier of the period says which it is, not another: "pre-pandemic Q4 2019"
    r"(?:[a-z]+-[a-z]+\s+)?"
    r"(?:end\s+of\s+|end-|close\s+of\s+)?(?:"
    # a quarter in any of its labels: "3Q22", "Q3 '22", "3Q 2022", "Q3-22", "Q3 FY22", "3Q
    # FY2022" (a calendar fiscal year names its calendar year, as in `_QUARTER`) ...
    r"(?:(?P<q1>[1-4])q|q(?P<q2>[1-4]))[\s'’/-]{0,2}(?:(?:fy|cy)\s?['’]?)?"
    r"(?P<yq>(?:19|20)?\d{2})|"
    # ... or with its year first: "FY22 Q3", "FY2022 Q3", "2022 Q3", "2022Q3", "CY'22 3Q"
    r"(?:(?:fy|cy)\s?['’]?(?P<yf>(?:19|20)?\d{2})|(?P<yl>(?:19|20)\d{2}))[\s/-]?"
    r"(?:(?P<q3>[1-4])q|q(?P<q4>[1-4]))|"
    rf"(?P<month>{'|'.join(_MONTHS)})\.?\s+(?P<year>(?:19|20)\d{{2}})|"
    # a year in full, or a fiscal or calendar year in two digits ("FY19", "CY'21"; not the
    # year of a quarter, "FY20 Q1")
    r"(?:fy\s?|cy\s?)?(?P<y>(?:19|20)\d{2})|(?:fy|cy)\s?'?(?P<ys>\d{2})(?!\s*[qh][1-4]\b))\b(?![-–/]\d)",
    re.IGNORECASE,
)
#: a level from before a year, as the figure a change is measured from: "against pre-2019
#: levels", "back to pre-2020 figures", "above its pre-2018 average"
_PRE_YEAR: Final = re.compile(
    r"\bpre-?\s?(?P<y>(?:19|20)\d{2})\s+(?:levels?|figures?|highs?|lows?|peaks?|run-?rates?|"
    r"norms?|averages?|values?|readings?|marks?|numbers?)\b",
    re.IGNORECASE,
)
#: "last year" (not "the last year", a span): the last whole calendar year
_LAST_YEAR: Final = re.compile(r"(?<!the )\b(?:last|previous)\s+year\b(?!['’]s)", re.IGNORECASE)
#: "since end-2019", "since the start of 2021", "since mid-2021", "since 3Q21", "since FY19",
#: "since 2H21": where in the year the horizon opens
_SINCE_EDGE: Final = re.compile(
    r"\bsince\s+(?:the\s+)?(?:(?P<edge>end|start|beginning|middle|close|mid|early|late|year[- ]end|"
    r"turn)(?:[- ]|\s+of\s+(?:the\s+)?(?:year\s+)?|\s+)(?:fy\s?|cy\s?)?(?P<year>(?:19|20)\d{2})|"
    r"(?:(?P<q>[1-4])q|q(?P<q2>[1-4])\s?|(?P<h>[12])h|h(?P<h2>[12])\s?|fy\s?)'?(?P<yy>\d{2})(?!\d))\b",
    re.IGNORECASE,
)
_EDGE_MONTH: Final = {
    "end": 12, "close": 12, "year end": 12, "turn": 12,
    "start": 1, "beginning": 1, "early": 1, "middle": 7, "mid": 7, "late": 10,
}  # fmt: skip
#: "since the low", "since its 2019 trough", "since the peak": from that figure of the series
_SINCE_EXTREME: Final = re.compile(
    # "from"/"off" an extreme without its year is a move inside the window (`_NOT_A_CHANGE`);
    # with its year it opens a horizon: "rebounded from the 2015 low"
    r"\b(?:since\s+(?:the|its|their)\s+|(?:from|off)\s+(?:the|its|their)\s+(?=(?:19|20)\d{2}\s))"
    r"(?:(?P<year>(?:19|20)\d{2})\s+|recent\s+|cycle\s+|"
    r"all[- ]time\s+|[\w-]+[- ]year\s+|pandemic\s+|covid\s+)?"
    r"(?P<ext>lows?|troughs?|bottom|nadir|highs?|peaks?|top)\b",
    re.IGNORECASE,
)
#: consecutive years listed as one span: "over 2021 and 2022", "across 2019, 2020 and 2021",
#: "throughout fiscal 2020 and 2021" (from the figure before the first to the last's end); not
#: "in 2021 and 2022", which may claim each year, nor years apart ("over 2019 and 2022")
_YEARS_AND: Final = re.compile(
    r"\b(?:over|across|during|through(?:out)?)\s+(?:both\s+)?(?:the\s+)?(?:years\s+|calendar\s+|"
    r"fiscal\s+)?(?:fy|cy)?\s?(?P<y1>(?:19|20)\d{2})(?P<mid>(?:\s*,\s*(?:fy|cy)?\s?(?:19|20)\d{2})*)"
    r",?\s+and\s+(?:fy|cy)?\s?(?P<y2>(?:19|20)\d{2})\b(?![-–/]\d)",
    re.IGNORECASE,
)


def _listed_years(sentence: str) -> re.Match[str] | None:
    """A run of consecutive years listed as one span (`_YEARS_AND`), else None."""
    m = _YEARS_AND.search(sentence)
    if m is None:
        return None
    listed = [
        int(m.group("y1")),
        *map(int, re.findall(r"\d{4}", m.group("mid"))),
        int(m.group("y2")),
    ]
    return m if all(b == a + 1 for a, b in pairwise(listed)) else None


#: a year by a short name ("in FY22", "in 2H22", "during H1 '23") and a run of years ("across
#: 2020–22", "over 2019-2021")
_IN_SHORT: Final = re.compile(
    r"\b(?:in|during|across|over|through(?:out)?)\s+(?:the\s+)?(?:(?P<h1>[12])h|h(?P<h2>[12])\s?|fy\s?)"
    r"'?(?P<yy>\d{2})\b(?![-–/]\d)",
    re.IGNORECASE,
)
_IN_YEARS: Final = re.compile(
    r"\b(?:in|during|across|over|through(?:out)?|for)\s+(?:the\s+)?"
    # the run said whole, before the episode it names: "over the whole 2015–2018 hiking
    # cycle", "across the entire 2010-2012 crisis"
    r"(?:(?:whole|entire|full|complete)\s+)?(?:years\s+|calendar\s+|fiscal\s+)?"
    r"(?:fy|cy)?(?P<y1>(?:19|20)\d{2})\s*(?:[-–]|\s+to\s+|\s+through\s+)\s*(?:fy|cy)?"
    r"(?P<y2>(?:19|20)?\d{2})\b(?![-–/]\d)",
    re.IGNORECASE,
)
_ORDINAL_QUARTER: Final = re.compile(
    r"\b(?:in|during)\s+the\s+(?P<ord>first|second|third|fourth|final|last)\s+quarter\s+of\s+"
    r"(?:fy\s?|fiscal\s+|calendar\s+)?(?P<year>(?:19|20)\d{2})\b",
    re.IGNORECASE,
)
_ORDINALS: Final = {"first": 1, "second": 2, "third": 3, "fourth": 4, "final": 4, "last": 4}
#: a quarter named by its last month ("the March quarter of 2021") ends with that month
_MONTH_QUARTER: Final = r"(?:quarter\s+(?:of\s+)?)?"
_BETWEEN_MONTHS: Final = re.compile(
    rf"\b(?:between|from)\s+(?:the\s+)?(?:end[- ]|mid[- ])?(?P<m1>{'|'.join(_MONTHS)})\.?\s+"
    rf"{_MONTH_QUARTER}(?P<y1>(?:19|20)\d{{2}})"
    r"\s+(?:and|to|through|until|till)\s+(?:the\s+)?(?:end[- ]|mid[- ])?"
    rf"(?P<m2>{'|'.join(_MONTHS)})\.?\s+{_MONTH_QUARTER}(?P<y2>(?:19|20)\d{{2}})\b",
    re.IGNORECASE,
)


def _point(i: int) -> str:
    """A span's end as a month, a quarter or a year, or a year's end ("the end of 2021"): its
    groups end in `i`."""
    return (
        rf"(?:the\s+)?(?:(?:the\s+)?(?:end|close)\s+of\s+|end[- ]|year[- ]end\s+)?(?:"
        rf"(?P<m{i}>{'|'.join(_MONTHS)})\.?\s+(?P<my{i}>(?:19|20)\d{{2}})|"
        rf"(?:(?P<q{i}>[1-4])q'?|q(?P<qq{i}>[1-4])\s?['’]?)\s?(?P<qy{i}>(?:19|20)?\d{{2}})|"
        rf"(?:fy\s?|cy\s?)?(?P<y{i}>(?:19|20)\d{{2}}))(?!['’]?s\b)(?![-–/]\d)\b"
    )


#: a span between two points of any kind, mixed: "from March 2020 to the end of 2021", "between
#: Q2 2020 and December 2021", "from June 2020 to 2022" (a year is read at its end), as the
#: readers of two quarters or years (`_BETWEEN`) and of two months (`_BETWEEN_MONTHS`) do
_BETWEEN_POINTS: Final = re.compile(
    rf"\b(?:between|from)\s+{_point(1)}\s+(?:and|to|through|until|till)\s+{_point(2)}",
    re.IGNORECASE,
)


def _point_end(m: re.Match[str], i: int) -> date:
    """The last day of the point `_point(i)` matched."""
    if month := m.group(f"m{i}"):
        return _month_end(int(m.group(f"my{i}")), _MONTHS[month.lower()])
    if m.group(f"qy{i}"):
        return _quarter_end(m.group(f"q{i}") or m.group(f"qq{i}"), m.group(f"qy{i}"))
    return date(int(m.group(f"y{i}")), 12, 31)


#: the opening months of a year: "through the first nine months of 2022" (to that month's end)
_FIRST_MONTHS: Final = re.compile(
    rf"\b(?:in|during|over|through(?:out)?|across|for)\s+the\s+(?:first|opening)\s+{_NUM}\s+"
    r"months\s+of\s+(?:fiscal\s+|calendar\s+)?((?:19|20)\d{2})\b",
    re.IGNORECASE,
)
#: the figure of a point opens a horizon exactly: a horizon's start admits figures up to this
#: much before it (a period figure dated at its end), so a point's own horizon starts this late
_SLACK: Final = timedelta(days=45)
#: a question asks, and a forecast or guidance looks ahead: neither claims what the series did
_QUESTION: Final = re.compile(r"\?\s*(?:\[\d+\]\s*)*[*_”\"']*\s*$")
_FORWARD: Final = re.compile(
    r"\b(expect\w*|will|forecast\w*|guid(?:e|ed|es|ance)|project(?:s|ed|ing|ion)?|anticipat\w*|"
    r"outlook|plan(?:s|ned)? to|intend\w*|target(?:s|ed|ing)?|should|could|may|might|would|"
    # what lies ahead or may happen: "next year", "going forward", "the risk is that", "if"
    r"next\s+(?:year|quarter|month|fiscal\s+year)|the\s+coming\s+(?:year|quarters?|months?)|"
    r"going\s+forward|from\s+here|in\s+(?:the\s+)?future|risk\s+(?:is\s+)?that|"
    r"(?<!even\s)(?<!as\s)if|unless|whether)\b",
    re.IGNORECASE,
)
#: a condition on the reader, not on the claim ("If you only read one line: …", "if you're
#: short of time, …"): the claim after it is asserted whatever the reader does, so it looks
#: ahead no more than one without it
_READER_CONDITION: Final = re.compile(
    r"^\W*(?:if|in\s+case)\s+(?:you|you['’]re|you\s+are)\b(?:(?![.;:,]).){0,60}?\b(?:read\w*|skim\w*|"
    r"want\w*|need\w*|ask\w*|care\w*|wonder\w*|curious|interested|short|busy|pressed|remember|"
    r"recall|time|glance|look\w*)\b(?:(?![.;:,]).){0,30}[:,—–-]\s*",
    re.IGNORECASE,
)
#: ... and an offer to the reader trailing the claim ("— let me know if you want the detail",
#: "happy to send the table if you need it", "(shout if you'd like more)"): from its "if" to
#: the end of the sentence it conditions the offer, not the claim before it
_READER_OFFER: Final = re.compile(
    r"\bif\s+(?:you|you['’]re|you\s+are|you['’]d|you\s+would)\s+(?:\w+\s+){0,2}?"
    r"(?:want|need|like|wish|prefer|care|interested|curious)\w*\b[^.;!?]*[.!?)]*\s*$",
    re.IGNORECASE,
)


def _without_reader_conditions(own: str) -> str:
    """The sentence without a condition on its reader, heading it or trailing it."""
    return _READER_OFFER.sub("", _READER_CONDITION.sub("", own))


#: a comparative is a change only when said of the figure ("margins were higher"), not when it
#: qualifies a noun ("the lower end of the range")
_COMPARATIVE: Final = frozenset({"higher", "lower", "up", "down"})
_PREDICATE: Final = re.compile(
    r"\b(?:is|are|was|were|been|be|came in|come in|moved|went|ended|closed|finished|trended|"
    r"headed|turned|edged|trending|moving|going|"
    # verbs of small or slow motion a comparative completes: "ticked up", "inched lower"
    r"tick(?:ed|s|ing)?|inch(?:ed|es|ing)?|crept|creep(?:s|ing)?|nudg(?:ed|es|ing)|"
    r"drift(?:ed|s|ing)?|edg(?:es|ing)|"
    # verbs of becoming, and a shorthand line's (`trend_lexicon_lay`)
    rf"{PREDICATE_VERBS})\s+(?:\w+\s+){{0,2}}$",
    re.IGNORECASE,
)
#: a comparative that ends its clause, or is followed by an adjunct, is what the figure did
#: ("ticked higher over the year", "moved lower [1]"); followed by a noun it qualifies it
_COMPLEMENT_END: Final = re.compile(
    r"\s*(?:$|[,.;:!?\[(—–]|(?:over|since|in|across|during|through|from|by|on|at|again|for|"
    r"into|after|before|year|quarter|month|sharply|slightly|steadily|further|still|and|but|as|"
    r"while|when|than)\b|"
    # a frequency or a comparison after it: "up every quarter", "lower vs 2020", "higher
    # against a year ago", "down QoQ" (chat drops the verb: "EPS up every qtr")
    r"(?:every|each|vs\.?|versus|against|compared|yoy|qoq|y/y|q/q|sequentially)(?![\w/])|"
    # a size after it: "up 25 %", "(down 3 % y/y)"
    r"(?:by\s+)?[+\-−]?[$€£]?\d|"
    # a telegraphic line's adjuncts: "debt up every quarter", "EPS down ~4% QoQ"
    rf"{COMPLEMENT_ADJUNCTS})",
    re.IGNORECASE,
)
#: clause boundaries; "as" in "as a share of sales" names a ratio and bounds no clause
#: (a list of years is one span, no clauses: "over 2020, 2021 and 2022")
_CLAUSE: Final = re.compile(
    r"[;:]\s*|,(?!\s*(?:19|20)\d{2},?\s+(?:and\s+)?(?:19|20)\d{2}\b)\s*|"
    r"\s+(?:while|whereas|but|(?<!(?:19|20)\d\d\s)and|and(?!\s+(?:19|20)\d{2}\b)|"
    r"as(?!\s+(?:an?\s+)?(?:share|percentage|proportion|fraction|multiple|ratio|percent)\b))\s+",
    re.IGNORECASE,
)
_DESCRIBES: Final = frozenset({"series", "history", "record", "track record", "window"})


@dataclass(frozen=True)
class Series:
    """One figure of one entity over time, from one computation."""

    source_id: str
    function_id: str
    entity_id: str | None
    metric: str
    points: tuple[tuple[date, float], ...]
    #: the month its fiscal year ends in when not December (`fiscal_years`)
    fiscal_end: int | None = None
    #: whether its labels name a fiscal year by the calendar year it starts in (Japan's way)
    fiscal_by_start: bool = False


@dataclass(frozen=True)
class Misstatement:
    """A sentence whose direction, horizon or level (`levels`) the series contradicts."""

    kind: Literal["direction", "horizon", "level"]
    series: Series
    sentence: str
    detail: str


def _day(value: JsonValue) -> date | None:
    if isinstance(value, str) and re.match(r"^\d{4}-\d{2}-\d{2}", value):
        try:
            return date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None


def _records(
    value: JsonValue, entity: str | None
) -> Iterator[tuple[str | None, dict[str, JsonValue]]]:
    if isinstance(value, dict):
        own = value.get("entity_id")
        entity = own if isinstance(own, str) else entity
        if any(_day(value.get(k)) for k in _DATE_KEYS):
            yield entity, value
        for item in value.values():
            if isinstance(item, dict | list):
                yield from _records(item, entity)
    elif isinstance(value, list):
        for item in value:
            yield from _records(item, entity)


def _dated(record: dict[str, JsonValue]) -> date | None:
    for key in _DATE_KEYS:
        day = _day(record.get(key))
        if day is not None:
            return day
    return None


def series_of(computation: Computation) -> list[Series]:
    """Every series a computation's result holds (see the module's docstring)."""
    result = computation.result
    found: list[Series] = []
    stats = result.get("stats") if isinstance(result, dict) else None
    if isinstance(stats, list):  # a price window
        for stat in stats:
            if not isinstance(stat, dict):
                continue
            total = stat.get("total_return")
            first = _day(stat.get("base_day")) or _day(stat.get("first_day"))
            last = _day(stat.get("last_day"))
            entity = stat.get("entity_id")
            if isinstance(total, int | float) and first and last and isinstance(entity, str):
                points = ((first, 1.0), (last, 1.0 + float(total)))
                found.append(
                    Series(computation.source_id, computation.function_id, entity, "price", points)
                )
        return found
    metrics = result.get("metrics") if isinstance(result, dict) else None
    window = result.get("window") if isinstance(result, dict) else None
    if isinstance(metrics, dict) and isinstance(window, dict):  # a portfolio
        total = metrics.get("expected_return")
        first = _day(window.get("base_day")) or _day(window.get("first_day"))
        last = _day(window.get("last_day"))
        if isinstance(total, int | float) and first and last:
            points = ((first, 1.0), (last, 1.0 + float(total)))
            found.append(
                Series(
                    computation.source_id,
                    computation.function_id,
                    None,
                    "portfolio_return",
                    points,
                )
            )
        return found
    table: dict[tuple[str | None, str], dict[date, float]] = {}
    for entity, record in _records(result, None):
        day = _dated(record)
        if day is None:
            continue
        for key, value in record.items():
            if key in _SKIP_FIELDS or isinstance(value, bool):
                continue
            if isinstance(value, int | float):
                table.setdefault((entity, key), {})[day] = float(value)
    for entity, day, key, number in _keyed(result, None, None):
        if key not in _SKIP_FIELDS:
            table.setdefault((entity, key), {}).setdefault(day, number)
    fiscal_end = fiscal_end_month(result)
    by_start = fiscal_end is not None and fiscal_named_by_start(result, fiscal_end)
    for (entity, metric), values in table.items():
        if len(values) >= 2:
            found.append(
                Series(
                    computation.source_id,
                    computation.function_id,
                    entity,
                    metric,
                    tuple(sorted(values.items())),
                    fiscal_end,
                    by_start,
                )
            )
    return found


#: the key of a list of dates in a table of parallel columns ("dates": [...], "revenue": [...])
#: or of the row labels of a split table ("index": [...], "columns": [...], "data": [[...]])
_DATE_COLUMNS: Final = frozenset(
    {*_DATE_KEYS, "dates", "days", "index", "periods", "period_ends", "quarter_ends", "timestamps"}
)
_Cell = tuple[str | None, date, str, float]


def _keyed(value: JsonValue, entity: str | None, name: str | None) -> Iterator[_Cell]:
    """The figures a custom computation holds in the shapes code returns them, besides dated
    records (`_records`): a mapping keyed by date (`{"revenue": {"2022-03-31": 1.2, …}}`, or
    `{"2022-03-31": {"revenue": 1.2, …}}`), [date, figure] pairs, a table of parallel columns
    (`{"dates": […], "revenue": […]}`), and a split table (`{"index": […], "columns": […],
    "data": […]}`), as (entity, day, field, figure)."""
    if isinstance(value, list):
        pairs = [_pair(item) for item in value]
        if name and len(pairs) >= 2 and all(pairs):
            # a series as [date, figure] pairs: {"revenue": [["2022-03-31", 1.2], …]}
            for pair in pairs:
                assert pair is not None
                yield entity, pair[0], name, pair[1]
            return
        for item in value:
            yield from _keyed(item, entity, name)
        return
    if not isinstance(value, dict):
        return
    own = value.get("entity_id")
    entity = own if isinstance(own, str) else entity
    dated = {day: inner for key, inner in value.items() if (day := _day(key)) is not None}
    if dated and len(dated) >= max(2, len(value) - 2):
        for day, inner in dated.items():
            if isinstance(inner, int | float) and not isinstance(inner, bool) and name:
                yield entity, day, name, float(inner)
            elif isinstance(inner, dict):
                for key, cell in inner.items():
                    if isinstance(cell, int | float) and not isinstance(cell, bool):
                        yield entity, day, key, float(cell)
        return
    yield from _columns(value, entity)
    for key, inner in value.items():
        if isinstance(inner, dict | list):
            yield from _keyed(inner, entity, key)


def _pair(item: JsonValue) -> tuple[date, float] | None:
    """A [date, figure] pair, else None."""
    if not isinstance(item, list) or len(item) != 2:
        return None
    day, figure = _day(item[0]), item[1]
    if day is None or isinstance(figure, bool) or not isinstance(figure, int | float):
        return None
    return day, float(figure)


def _columns(table: dict[str, JsonValue], entity: str | None) -> Iterator[_Cell]:
    """A table of parallel columns, or a split table, in one mapping (see `_keyed`)."""
    key = next((k for k in table if k in _DATE_COLUMNS and isinstance(table[k], list)), None)
    days_column = table.get(key) if key else None
    if not isinstance(days_column, list) or len(days_column) < 2:
        return
    days = [_day(d) for d in days_column]
    if any(d is None for d in days):
        return
    columns, data = table.get("columns"), table.get("data")
    if isinstance(columns, list) and isinstance(data, list) and len(data) == len(days):
        for day, row in zip(days, data, strict=True):
            if not isinstance(row, list) or len(row) != len(columns):
                continue
            for column, cell in zip(columns, row, strict=True):
                numeric = isinstance(cell, int | float) and not isinstance(cell, bool)
                if isinstance(column, str) and numeric and day is not None:
                    yield entity, day, column, float(cell)  # type: ignore[arg-type]
        return
    for column, cells in table.items():
        if column == key or not isinstance(cells, list) or len(cells) != len(days):
            continue
        for day, cell in zip(days, cells, strict=True):
            if isinstance(cell, int | float) and not isinstance(cell, bool) and day is not None:
                yield entity, day, column, float(cell)


def _number(word: str | None) -> float:
    if not word:
        return 1  # "the last decade"
    if word.lower().startswith("half"):
        return 0.5  # "the last half-decade", "the past half a year"
    if re.fullmatch(r"\d+(?:\.\d+)?", word):
        return float(word)  # "the last 1.5 years"
    return WORD_VALUES.get(word.lower(), 0)


def _unit_days(unit: str) -> float:
    unit = unit.lower()
    if unit.startswith("decade"):
        return 3652.5
    if unit.startswith("week"):
        return 7.0
    if unit.startswith(("trading", "business")):
        return 365.25 / 252
    if unit.startswith("day"):
        return 1.0
    return 365.25 if unit.startswith("year") else 91.3 if unit.startswith("quarter") else 30.44


def _window(series: Series, start: date, until: date | None) -> list[tuple[date, float]]:
    """The figures of a horizon from `start` (to `until`, else to the latest): a figure dated up
    to one step of the series before the start opens it, the level the change is counted from
    — a quarter's figure dated at its end for "since 2021" (45 days at most), but the month's
    own figure, not the one two months before, for "since March 2018" over monthly figures."""
    days = [d for d, _ in series.points]
    gaps = sorted((b - a).days for a, b in pairwise(days))
    step = gaps[len(gaps) // 2] if gaps else 45
    slack = timedelta(days=min(45, max(1, step)))
    return [p for p in series.points if p[0] >= start - slack and (until is None or p[0] <= until)]


def _covered(series: Series) -> int:
    """Days a series covers: a series of period figures (quarters, years) covers its first
    period too, so six quarterly figures are six quarters, not the five between their ends;
    a window's two points (its base and last day) cover exactly the days between them."""
    days = [d for d, _ in series.points]
    span = (days[-1] - days[0]).days
    if len(days) < 3:
        return span
    gaps = sorted((b - a).days for a, b in pairwise(days))
    return span + gaps[len(gaps) // 2]


class _PeriodOutside(str):
    """A named period ("in 2022", "year on year", "quarter on quarter") the series cannot show.

    Unlike a span ("over the last five years"), such a phrase often only dates a level ("in
    FY2023 Q1 revenue was …"): it is a misstatement only in a sentence that claims a direction.
    """


class _LongerThanSeries(str):
    """A span counted by its length ("over the last decade", "the ten years to FY2023") that
    is longer than the series: longer in any calendar, whichever year the span is said to end
    in."""


def _quarter_end(q: str, year: str) -> date:
    y = int(year) if len(year) == 4 else 2000 + int(year)
    month = 3 * int(q)
    return date(y, month, calendar.monthrange(y, month)[1])


def _ends(groups: tuple[str | None, ...]) -> date:
    """The last day of a quarter ((q, q, year) groups) or of a year (the fourth group)."""
    q = groups[0] or groups[1]
    if q is not None and groups[2] is not None:
        return _quarter_end(q, groups[2])
    return date(int(groups[3] or 0), 12, 31)


def _horizon(sentence: str, series: Series) -> tuple[date, str, date | None] | str | None:
    """The horizon the sentence names — its start, its words and its end when it ends before
    the series does ("in the second half of 2022", "between 3Q21 and 3Q22") — a misstatement,
    or None for the whole series."""
    first, last = series.points[0][0], series.points[-1][0]
    # "since the fund's launch in March 2014": since the event's date (`since_events`)
    # ... and since any other dated event: "since the covenant review of June 2020"
    sentence = dated_since(since_dated_event(sentence))
    if (m := _LAST_FIGURES.search(sentence)) is not None:
        count = _number(m.group(1))
        if count == int(count) and count >= 2:
            if count > len(series.points):
                return (
                    f"“{m.group(0)}” needs {int(count)} figures; the series has "
                    f"{len(series.points)} ({first} to {last})"
                )
            return series.points[-int(count)][0], m.group(0), None
    if (m := _TO_LATEST.search(sentence)) is not None:
        opens = _ends(m.groups())
        if opens < first - _SLACK or opens >= last:
            return f"“{m.group(0)}” starts outside the series ({first} to {last})"
        return opens + timedelta(days=1), m.group(0), None
    if (m := _NAMED_DECADE.search(sentence)) is not None:
        said = m.group("decade")
        year = int(said) if len(said) == 4 else (1900 if int(said) >= 30 else 2000) + int(said)
        part = (m.group("part") or "").strip().lower()
        opens = date(year + (4 if part.startswith("mid") else 7 if part == "late" else 0), 1, 1)
        # a series of period figures covers its first period too (`_covered`)
        if opens < last - timedelta(days=_covered(series) + 45):
            return f"“{m.group(0)}” starts before the series ({first} to {last})"
        if m.group("prep").lower() not in ("since", "from"):
            closes = date(year + 9, 12, 31)
            return opens, m.group(0), closes if closes < last else None
        return opens, m.group(0), None
    if (m := _BACK_TO.search(sentence)) is not None:
        opens = date(int(m.group(1)), 1, 1)
        if opens < last - timedelta(days=_covered(series) + 45):
            return f"“{m.group(0)}” starts before the series ({first} to {last})"
        return opens, m.group(0), None
    if (m := _BETWEEN.search(sentence)) is not None:
        groups = m.groups()
        opens, closes = _ends(groups[:4]), _ends(groups[4:])
        if closes > opens:
            if opens < first - timedelta(days=45) or closes > last + timedelta(days=45):
                return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
            # from the first period's own figure: the day after it ends, less the slack below
            return opens + timedelta(days=1), m.group(0), closes
    if (m := _PRE_YEAR.search(sentence)) is not None:
        # "against pre-2019 levels": a figure from before that year
        opens = date(int(m.group("y")) - 1, 12, 31)
        if opens < first - _SLACK or opens >= last:
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return opens + timedelta(days=1), m.group(0), None
    if (m := _VERSUS.search(sentence)) is not None:
        said = m.groupdict()
        if said["yq"]:
            opens = _quarter_end(said["q1"] or said["q2"], said["yq"])
        elif said["q3"] or said["q4"]:
            opens = _quarter_end(said["q3"] or said["q4"], said["yf"] or said["yl"])
        elif said["month"]:
            opens = _month_end(int(said["year"]), _MONTHS[said["month"].lower()])
        else:
            short = int(said["ys"] or 0)
            year = int(said["y"]) if said["y"] else (1900 if short >= 30 else 2000) + short
            opens = date(year, 12, 31)
        if opens < first - _SLACK or opens >= last:
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return opens + timedelta(days=1), m.group(0), None
    if (m := _FIRST_MONTHS.search(sentence)) is not None and 1 <= _number(m.group(1)) <= 12:
        year = int(m.group(2))
        opens, closes = date(year, 1, 1), _month_end(year, int(_number(m.group(1))))
        if opens < first - _SLACK or closes > last + _SLACK:
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return opens, m.group(0), closes
    if (m := _BETWEEN_MONTHS.search(sentence)) is not None:
        opens = _month_end(int(m.group("y1")), _MONTHS[m.group("m1").lower()])
        closes = _month_end(int(m.group("y2")), _MONTHS[m.group("m2").lower()])
        if closes > opens:
            if opens < first - _SLACK or closes > last + _SLACK:
                return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
            return opens + timedelta(days=1), m.group(0), closes
    if (m := _BETWEEN_POINTS.search(sentence)) is not None:
        opens, closes = _point_end(m, 1), _point_end(m, 2)
        if closes > opens:
            if opens < first - _SLACK or closes > last + _SLACK:
                return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
            return opens + timedelta(days=1), m.group(0), closes
    if (m := _ORDINAL_QUARTER.search(sentence)) is not None:
        closes = _quarter_end(str(_ORDINALS[m.group("ord").lower()]), m.group("year"))
        opens = date(closes.year, closes.month - 2, 1)
        if opens < first - _SLACK or closes > last + _SLACK:
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return opens, m.group(0), closes
    if (m := _IN_QUARTER.search(sentence)) is not None:
        closes = _quarter_end(m.group(1) or m.group(2), m.group(3))
        opens = date(closes.year, closes.month - 2, 1)
        if opens < first - timedelta(days=45) or closes > last + timedelta(days=45):
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return opens, m.group(0), closes
    span = (last - first).days
    for pattern in (_LAST, _SPAN_OF, _OVER, _ON_A, _AGO, _ROW, _DECADE):
        m = pattern.search(sentence)
        if m is None:
            continue
        if pattern is _LAST:
            n, unit = _number(m.group(1) or m.group(2)), m.group(3)
        else:
            n, unit = _number(m.group(1)), m.group(2)
        days = n * _unit_days(unit)
        describes = pattern is _SPAN_OF and m.group(3).lower() in _DESCRIBES
        if describes and abs(days - span) > 0.5 * _unit_days(unit):
            return f"“{m.group(0)}” describes the series, which spans {_spoken(span, unit)}"
        if unit.lower().startswith("quarter") and pattern is _LAST and n == int(n):
            n = int(n)
            if n >= len(series.points) + 1 or n > len(series.points):
                return (
                    f"“{m.group(0)}” needs {n} quarters; the series has "
                    f"{len(series.points)} ({first} to {last})"
                )
            return (series.points[-n - 1][0] if n < len(series.points) else first), m.group(0), None
        ending = _ENDING.match(sentence, m.end())
        if ending is not None:
            # "the twelve months to June 2022": counted back from its own end
            year = int(ending.group("year"))
            named = ending.group("month")
            closes = _month_end(year, _MONTHS[named.lower()] if named else 12)
            opens = closes - timedelta(days=round(days))
            if days > _covered(series) + 0.5 * min(_unit_days(unit), 730.5):
                # longer than the series, whatever calendar names the year it ends in
                return _LongerThanSeries(
                    f"“{m.group(0)}{ending.group(0)}” is longer than the series ({first} to {last})"
                )
            if opens < first - _SLACK - timedelta(days=_covered(series) - span) or (
                closes > last + _SLACK
            ):
                return (
                    f"“{m.group(0)}{ending.group(0)}” lies outside the series ({first} to {last})"
                )
            return opens, m.group(0) + ending.group(0), closes if closes < last else None
        # half a unit of slack, a year at most ("the last decade" of a nine-year series, not of
        # a five-year one); half a unit ("the last half-decade") is counted in years
        slack = 0.5 * min(_unit_days(unit), 730.5) if n >= 1 else 0.5 * min(days, 365.25)
        if days > _covered(series) + slack:
            return _LongerThanSeries(
                f"“{m.group(0)}” is longer than the series ({first} to {last})"
            )
        return last - timedelta(days=round(days)), m.group(0), None
    if (m := _SEQUENTIAL.search(sentence)) is not None:
        return series.points[-2][0], m.group(0), None
    m = _YEARLY.search(sentence)
    if (
        m is not None
        and m.group(0).lower() in ("ttm", "ltm")
        and _ATTRIBUTIVE.match(sentence, m.end())
    ):
        m = None  # "TTM earnings": a figure taken over twelve months, not a horizon
    if m is not None:
        if span < 330:
            return _PeriodOutside(
                f"“{m.group(0)}” needs a year of figures; the series spans {first} to {last}"
            )
        return last - timedelta(days=365), m.group(0), None
    if (m := _SINCE_EXTREME.search(sentence)) is not None:
        low = m.group("ext").lower().startswith(("low", "trough", "bottom", "nadir"))
        said_year = m.group("year")
        pool = [p for p in series.points if said_year is None or p[0].year == int(said_year)]
        if not pool:
            return f"“{m.group(0)}” is not in the series ({first} to {last})"
        point = (min if low else max)(pool, key=lambda p: p[1])
        return point[0] + _SLACK, m.group(0), None
    if (m := _SINCE_EDGE.search(sentence)) is not None:
        if m.group("year"):
            year = int(m.group("year"))
            edge = m.group("edge").lower().replace("-", " ")
            start = (
                date(year, 12, 31)
                if _EDGE_MONTH.get(edge) == 12
                else date(year, _EDGE_MONTH.get(edge, 1), 1)
            )
        else:
            year = 2000 + int(m.group("yy"))
            quarter = m.group("q") or m.group("q2")
            half = m.group("h") or m.group("h2")
            month = 1 + 3 * (int(quarter) - 1) if quarter else 7 if half == "2" else 1
            start = _since_quarter(year, quarter, series) or date(year, month, 1)
        # a series of period figures covers its first period too
        if start < first - timedelta(days=_covered(series) - (last - first).days + 45):
            return f"“{m.group(0)}” starts before the series ({first} to {last})"
        return start, m.group(0), None
    since = _SINCE.search(sentence)
    if since is not None:
        quarter = since.group(1)
        named = since.group("month")
        month = _MONTHS[named.lower()] if named else 1 + 3 * (int(quarter[1]) - 1) if quarter else 1
        start = date(int(since.group(3)), month, 1)
        if quarter:
            start = _since_quarter(start.year, quarter[1], series) or start
        if start.year < first.year:
            return f"“{since.group(0)}” starts before the series ({first} to {last})"
        return start, since.group(0), None
    if (m := _LAST_YEAR.search(sentence)) is not None:
        # the last calendar year the series has whole: the year of its last figure when that
        # closes the year, else the year before
        year = last.year if (last.month, last.day) >= (12, 15) else last.year - 1
        start, end = date(year, 1, 1), date(year, 12, 31)
        if start < last - timedelta(days=_covered(series) + 45):
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return start, m.group(0), end if end < last else None
    if _YTD.search(sentence):
        return date(last.year, 1, 1), "year to date", None
    if (m := _IN_YEARS.search(sentence) or _listed_years(sentence)) is not None:
        y1, y2 = int(m.group("y1")), m.group("y2")
        y2n = int(y2) if len(y2) == 4 else 100 * (y1 // 100) + int(y2)
        if y2n > y1:
            start, end = date(y1, 1, 1), date(y2n, 12, 31)
            if start < last - timedelta(days=_covered(series) + 45) or y2n > last.year:
                return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
            return start, m.group(0), end if end < last else None
    named_year = _IN_YEAR.search(sentence) or _IN_SHORT.search(sentence)
    if (m := named_year) is not None:
        said = m.groupdict()
        year = int(said["year"]) if said.get("year") else 2000 + int(said["yy"])
        half = _PART.get(
            (said.get("half") or said.get("h") or said.get("h1") or said.get("h2") or "").lower()
        )
        start = date(year, 7, 1) if half == 2 else date(year, 1, 1)
        # a named year or half ends where it ends, not where the series does
        end = date(year, 6, 30) if half == 1 else date(year, 12, 31)
        # a series of period figures covers its first period too (`_covered`)
        if start < last - timedelta(days=_covered(series) + 45) or year > last.year:
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return start, m.group(0), end if end < last else None
    if (m := _CONTRACT_LIFE.search(sentence)) is not None:
        # a contract dated by its year ("over the life of the 2012 indenture") opens then
        if (signed := re.search(r"\b(?:19|20)\d{2}\b", m.group(0))) is not None:
            start = date(int(signed.group(0)), 1, 1)
            if start.year < first.year:
                return f"“{m.group(0)}” starts before the series ({first} to {last})"
            return start, m.group(0), None
        # the whole life of a concession, a lease or a loan starts when it was signed, a date
        # the sentence does not give: the series' own span is no evidence of it
        return _PeriodOutside(
            f"“{m.group(0)}” starts when the {m.group('thing') or m.group('owner')} began, which "
            "the answer does not "
            f"date; the series covers {first} to {last}"
        )
    if (m := _UNDATED_ENTRY.search(sentence)) is not None:
        # joining an index, a benchmark or a list opens no track record: undated, the series'
        # first figure is no evidence of when it happened
        return _PeriodOutside(
            f"“{m.group(0).rstrip('. ')}” starts at an entry the answer does not date; the "
            f"series covers {first} to {last}"
        )
    return None


#: a horizon opened by an entry into a membership, undated: "since the stock joined the
#: index", "since it was added to the benchmark", "since joining the FTSE 100", "since its
#: inclusion in the MSCI World", "since Globex became a constituent of the S&P 500" (a date
#: after it is read by `dated_events` first; a launch or a listing opens a track record, read
#: by `since_events`)
_ENTRY_VERB: Final = (
    r"(?:(?:re-?)?joined|(?:re-?)?entered|(?:was|were|got|has\s+been|had\s+been)\s+"
    r"(?:added|included|admitted|promoted|re-?instated|reinstated)\s+(?:to|in|into)|"
    r"became\s+(?:an?\s+)?(?:member|constituent|component)\s+of)"
)
_ENTRY_NOUN: Final = (
    r"(?:(?:re-?)?joining|(?:re-?)?entering|being\s+(?:added|included|admitted|promoted)\s+"
    r"(?:to|in|into)|(?:its|their|the\s+stock['’]s|[A-Z][\w&-]*['’]s|the)\s+(?:index\s+)?"
    r"(?:inclusion|admission|entry|addition|promotion)\s+(?:in|into|to))"
)
_UNDATED_ENTRY: Final = re.compile(
    rf"\bsince\s+(?:(?:[\w&'’.-]+\s+){{1,4}}?{_ENTRY_VERB}|{_ENTRY_NOUN})\s+"
    r"(?:the\s+)?[\w&.+-]+(?:\s+[\w&.+-]+){0,3}?"
    # the clause ends undated: no year, month or quarter follows
    r"(?=\s*(?:[,;:.)\[]|$|\b(?:and|but|while|whereas|so|which|as)\b))"
    r"(?!\s*(?:\(|,)\s*(?:in\s+)?(?:\w+\s+)?(?:19|20)\d{2})",
    re.IGNORECASE,
)


#: a horizon that is the life so far of a contract or a long-lived asset, undated: "over the
#: life of the toll-road concession to date", "across the lease's full term so far", "for the
#: whole tenor of the loan" (a fund's or a portfolio's life is its track record: not here)
_CONTRACT_THING: Final = (
    r"(?:concessions?|leases?|licen[cs]es?|franchises?|ppps?|contracts?|agreements?|"
    r"plants?|facilit(?:y|ies)|loans?|bonds?|notes|debentures?|mortgages?|"
    # the deeds a debt or a charter is written in: "the 2012 master trust indenture", "the
    # trust deed", "the bareboat charter", "the swap", "the reinsurance treaty"
    r"indentures?|(?:trust\s+)?deeds?|charters?|charter[\s-]?part(?:y|ies)|swaps?|"
    r"treat(?:y|ies)|"
    r"joint\s+ventures?|partnerships?|(?:operating\s+)?assets?|projects?)"
)
_OWNER: Final = r"(?:the|its|their|this|that|our|each)\s+(?:[\w'’-]+\s+){0,3}?"
_LIFE: Final = r"(?:whole\s+|entire\s+|full\s+)?(?:life(?:time)?|term|tenor)"
_CONTRACT_LIFE: Final = re.compile(
    r"\b(?:over|across|during|throughout|for|in)\s+"
    rf"(?:(?:the\s+)?{_LIFE}\s+of\s+{_OWNER}(?P<thing>{_CONTRACT_THING})|"
    rf"{_OWNER}(?P<owner>{_CONTRACT_THING})['’]s?\s+{_LIFE})\b",
    re.IGNORECASE,
)


def _since_quarter(year: int, quarter: str | None, series: Series) -> date | None:
    """Where "since Q1 2021" opens on a series of quarterly figures: at that quarter's own
    figure, which the change is measured from (dated at its end); None for a price path or
    when no figure is dated at that quarter's end."""
    if quarter is None or len(series.points) < 3:
        return None
    end = _quarter_end(quarter, str(year))
    if not any(abs((d - end).days) <= 10 for d, _ in series.points):
        return None
    return end


def _span(text: str, series: Series) -> Span:
    """The start and end of the horizon `text` names, a misstatement of it, or None."""
    found = _horizon(text, series)
    return (found[0], found[2]) if isinstance(found, tuple) else found


def _month_end(year: int, month: int) -> date:
    return date(year, month, calendar.monthrange(year, month)[1])


def _spoken(days: int, unit: str) -> str:
    n = days / _unit_days(unit)
    return f"{n:.1f} {unit if unit.endswith('s') else unit + 's'}"


def _names(entity_id: str) -> list[str]:
    words = [w for w in entity_id.removeprefix("ent_").split("_") if len(w) > 2]
    return [w for w in words if w not in ("inc", "corp", "plc", "ltd", "group", "the", "company")]


@lru_cache(maxsize=1024)
def _mentions(sentence: str) -> tuple[tuple[int, int, re.Pattern[str]], ...]:
    """Every metric the sentence names, the longest name first ("net debt" is not "debt",
    "earnings per share" is not "earnings"); cached, as each series reads every sentence."""
    candidates = sorted(
        ((m.start(), m.end(), field) for words, field in METRICS for m in words.finditer(sentence)),
        key=lambda c: c[0] - c[1],
    )
    found: list[tuple[int, int, re.Pattern[str]]] = []
    # "sales" as the people who sell, not what they sold ("an e-mail to sales:", "the sales
    # desk", "sales and trading")
    desks = [m.span(m.lastgroup or 0) for m in _SALES_PEOPLE.finditer(sentence)]
    for start, end, field in candidates:
        if any(a <= start and end <= b for a, b in desks):
            continue
        if not any(s < end and start < e for s, e, _ in found):
            found.append((start, end, field))
    return tuple(sorted(found, key=lambda c: c[0]))


#: "sales" naming a firm's salespeople: written to or from them, before a colon or the end of
#: a clause ("note to sales:", "cc sales"), or heading a noun of people or their work ("the
#: sales desk", "sales team", "sales and trading", "the sales force")
_SALES_PEOPLE: Final = re.compile(
    r"\b(?:to|cc|from|for|with)\s+(?:the\s+|our\s+)?(?P<word>sales)(?=\s*(?:[:;,)]|$))|"
    r"\b(?P<head>sales)(?=[\s-]+(?:and\s+trading|desks?|teams?|force|people|staff|reps?|"
    r"representatives|colleagues|coverage|traders?|managers?|calls?|pitch(?:es)?)\b)",
    re.IGNORECASE,
)


def _mention(sentence: str, series: Series, entities: set[str | None]) -> tuple[int, int] | None:
    """Where the sentence names this series' metric — and its entity, when the answer's
    computations cover several (a sentence about another company is not about this one): in
    the clause that names the entity when the sentence names several ("Initech's shares rose;
    Hooli's fell"). A company named alone, with no figure in its clause, stands for its stock
    ("Initech slumped while Hooli rallied")."""
    lowered = sentence.lower()
    names = _names(series.entity_id or "")
    several = len(entities - {None}) > 1 and series.entity_id is not None
    if several and not any(name in lowered for name in names):
        return None
    spans = _metric_spans(sentence, series)
    if series.entity_id is None or not names:
        return spans[0] if spans else None
    bounds = _clauses(sentence)
    own = [m.span() for name in names for m in re.finditer(rf"\b{re.escape(name)}", lowered)]
    clauses = {max(i for i, c in enumerate(bounds) if c <= at) for at, _ in own}
    others = [
        e
        for e in entities - {None, series.entity_id}
        if any(re.search(rf"\b{re.escape(n)}", lowered) for n in _names(e or ""))
    ]
    if several and others:
        # several companies named: the figure in this company's clause
        spans = [
            span
            for span in spans
            if max(i for i, c in enumerate(bounds) if c <= span[0]) in clauses
        ]
    if spans:
        return spans[0]
    if series.metric == "price" and "|" not in sentence:
        # the company as the subject of a clause that names no figure stands for its stock (a
        # table row's company heads cells, not a clause)
        for at, stop in sorted(own):
            index = max(i for i, c in enumerate(bounds) if c <= at)
            if not any(bounds[index] <= m[0] < bounds[index + 1] for m in _mentions(sentence)):
                return at, stop
    return None


#: "equity" names both shareholders' equity and the stock (the equity security): "the equity
#: gave back its gains", "Initech's equity headed down"
_EQUITY_WORD: Final = re.compile(
    # the stock is "the equity" or a company's: not "return on equity", "shareholders' equity",
    # "total equity", nor a noun the word qualifies ("the equity base", "its equity ratio")
    r"(?:\b(?:the|its|their)|\w['’]s)\s+(equity)\b(?!['’]s)(?!\s+(?:ratio|base|capital|issuance|"
    r"raise|risk|market|portion|stake|holders?|account|cushion|buffer|story|line|tranche|"
    r"component|multiplier|returns?|investors?|research|analysts?|cover|position|book|value|"
    r"per\s+share|to\b|/))",
    re.IGNORECASE,
)


def _equity_as_stock(
    sentence: str, series: Series, entities: set[str | None]
) -> tuple[int, int] | None:
    """Where "equity" names the stock of a price series, when the answer holds no balance-sheet
    equity: the bare word, not part of a longer figure's name ("debt-to-equity", "return on
    equity"), of this company when several are named."""
    names = _names(series.entity_id or "")
    lowered = sentence.lower()
    if len(entities - {None}) > 1 and not any(name in lowered for name in names):
        return None
    for m in _EQUITY_WORD.finditer(sentence):
        word = m.span(1)
        inside = [(a, b) for a, b, _ in _mentions(sentence) if a <= word[0] and word[1] <= b]
        if any((b - a) > (word[1] - word[0]) for a, b in inside):
            continue  # part of a longer name
        if _someone_elses(sentence, word, series):
            continue
        return word
    return None


#: a unit at the end of a field's name: `gross_margin_pct`, `roe_percent`, `spread_bps`
def _metric_spans(sentence: str, series: Series) -> list[tuple[int, int]]:
    """Every place the sentence names this series' metric (see `_mention`)."""
    named = _mentions(sentence)
    # a field named with its unit ("gross_margin_pct", "net_income_kes_m") is the figure the
    # name without it is (`field_units`)
    bare = bare_field(series.metric)
    spans = [
        (start, end)
        for start, end, field in named
        if (field.search(series.metric) or field.search(bare))
        and not _other_kind(sentence, start, series.metric)
        and not _someone_elses(sentence, (start, end), series)
        and not _expected_figure(sentence, (start, end), series.metric)
    ]
    if spans:
        return spans
    found = None if series.metric in _NAMED_ONLY else _field_words(sentence, series.metric)
    # an exchange rate named by either currency's move ("the local currency weakened")
    found = found or currency_mention(sentence, series.metric)
    if (
        found is None
        or _other_kind(sentence, found[0], series.metric)
        or any(
            s <= found[0] and found[1] <= e and (e - s) > (found[1] - found[0]) for s, e, _ in named
        )
        or _someone_elses(sentence, found, series)
        or _expected_figure(sentence, found, series.metric)
    ):
        return []  # absent, or part of a longer metric's name ("debt" in "net debt")
    return [found]


#: a figure as it was expected, not as it was reported: "consensus EPS", "EPS estimates", "the
#: revenue guidance", "the EPS surprise" (the gap between the two)
_EXPECTED_BEFORE: Final = re.compile(
    r"\b(?P<word>consensus|expected|estimated|forecast|projected|guided|street)\s+(?:[\w-]+\s+)?$",
    re.IGNORECASE,
)
_EXPECTED_AFTER: Final = re.compile(
    r"\s*(?P<word>estimates?|consensus|forecasts?|projections?|guidance|expectations?|"
    r"surprises?|beats?|misses?)\b",
    re.IGNORECASE,
)


def _expected_figure(sentence: str, at: tuple[int, int], metric: str) -> bool:
    """Whether the figure named at `at` is an expectation of it (an estimate, the consensus,
    guidance) or its surprise, which a field of the reported figure does not hold: "EPS
    estimates climbed" says nothing of reported EPS. A field that holds the expectation
    (`eps_estimate`, `revenue_guidance`) takes it."""
    m = _EXPECTED_AFTER.match(sentence, at[1]) or _EXPECTED_BEFORE.search(sentence, 0, at[0])
    if m is None:
        return False
    said = _EXPECTATION_KIN.get(stem(m.group("word").lower()))
    own = {_EXPECTATION_KIN.get(stem(p)) for p in re.split(r"[_\W]+", metric.lower()) if p}
    return said not in own


#: the words of an expectation and of a surprise, each family as one ("consensus EPS" is the
#: field `eps_estimate`, "the EPS beat" the field `eps_surprise`)
_EXPECTATION_KIN: Final = {
    **{stem(w): "expected" for w in ("estimate", "estimates", "estimated", "consensus",
                                     "expected", "expectation", "expectations", "forecast",
                                     "forecasts", "projected", "projection", "projections",
                                     "street", "guided", "guidance")},
    **{stem(w): "surprise" for w in ("surprise", "surprises", "beat", "beats", "miss", "misses")},
}  # fmt: skip


#: whose figure it is when not the company's: peers, the sector, the market, an index
_OTHERS: Final = (
    r"(?:(?:its|their|the|our)\s+)?(?:peers?|competitors?|rivals?|sector|industry|market|index|"
    r"benchmark|others|comparables|comps|peer\s+group|group\s+average|s&p\s*500|msci\s+\w+)"
)
_OTHERS_BEFORE: Final = re.compile(rf"\b{_OTHERS}['’]s?\s*$", re.IGNORECASE)
_OTHERS_AFTER: Final = re.compile(
    rf"\s*(?:of|for|among|across)\s+(?:the\s+)?{_OTHERS}\b", re.IGNORECASE
)
#: a subject set aside: "revenue, not margins, rose", "unlike margins", "rather than margins"
_SET_ASIDE: Final = re.compile(
    r"\b(?:not|unlike|rather\s+than|instead\s+of|except(?:\s+for)?|other\s+than)\s+"
    r"(?:the\s+|its\s+|their\s+)?$",
    re.IGNORECASE,
)
#: "the price of oil" is no share price: what a price is of, when not the company's stock
_PRICE_OF: Final = re.compile(r"\s+of\s+(?:the\s+|its\s+|a\s+)?([\w&-]+)", re.IGNORECASE)
_OWN_STOCK: Final = frozenset({"stock", "shares", "share", "company", "equity", "firm", "group"})


def _own_name_word(said: str, metric: str) -> bool:
    """Whether the owner word of an "others" phrase is a word of the field's own name, which
    the writer put after the head ("RWAs for market risk" of `market_risk_rwa`, "the return
    of the index" of `index_return`): the figure's own words, not another's figure."""
    owner = re.findall(r"[a-z&]+", said.lower())
    parts = {stem(p) for p in re.split(r"[_\W]+", metric.lower()) if p}
    return bool(owner) and stem(owner[-1].rstrip("s")) in parts | {
        stem(p.rstrip("s")) for p in parts
    }


def _someone_elses(sentence: str, at: tuple[int, int], series: Series) -> bool:
    """Whether the mentioned figure is another's (peers', the market's, oil's) or set aside."""
    before, after = sentence[: at[0]], sentence[at[1] :]
    others = _OTHERS_BEFORE.search(before) or _OTHERS_AFTER.match(after)
    if (others and not _own_name_word(others.group(0), series.metric)) or _SET_ASIDE.search(before):
        return True
    if series.metric == "price" and (m := _PRICE_OF.match(after)) is not None:
        owner = m.group(1).lower()
        return owner not in _OWN_STOCK and not any(
            owner.startswith(name) for name in _names(series.entity_id or "")
        )
    return False


#: modifiers that make a head noun one line of the statements rather than another: an "EBITDA
#: margin" is not the gross margin, a "pre-tax profit" not the net income (EBIT is operating)
_KIND_MODIFIER: Final = re.compile(
    r"\b(gross|operating|ebitda|ebit|pre-?tax|net|contribution|underwriting|segment|adjusted)"
    r"[\s-]*$",
    re.IGNORECASE,
)
_KINDS: Final = {"ebit": "operating", "pretax": "pretax", "pre-tax": "pretax"}


def _other_kind(sentence: str, start: int, metric: str) -> bool:
    """Whether the head noun at `start` carries a kind modifier the field has another of
    ("EBITDA margin" against `gross_margin`); a field without one takes any ("gross debt" is
    `debt`)."""
    m = _KIND_MODIFIER.search(sentence, max(0, start - 16), start)
    if m is None:
        return False
    said = _KINDS.get(m.group(1).lower(), m.group(1).lower())
    own = {
        _KINDS.get(p, p)
        for p in re.split(r"[_\W]+", metric.lower())
        if _KIND_MODIFIER.fullmatch(p) or p in _KINDS
    }
    return bool(own) and said not in own


#: parts of a field name that say its unit, not what it measures (`spread_bps`, `cash_usd`)
_UNIT_PARTS: Final = frozenset({"bps", "bp", "pct", "percent", "usd", "eur", "gbp", "jpy", "x",
                                # the currencies central Europe reports in: `revenue_huf_bn`
                                "huf", "czk", "pln", "ron",
                                # ... and Latin America: `gross_financial_debt_cop_bn`
                                "cop", "mxn", "brl", "clp", "pen",
                                "mm", "mn", "bn", "k", "m", "value", "level", "amount",
                                # a period unit after the name: `cash_conversion_cycle_days`
                                "days", "weeks", "months", "quarters", "years",
                                # a scale after the name: `enplanements_thousands`,
                                # `passengers_millions`, `volume_mln`
                                "thousand", "thousands", "million", "millions", "billion",
                                "billions", "mln", "bln", "tn", "trillion", "trillions",
                                "000s", "000"})  # fmt: skip
#: how many other words may stand between the words of a field's name ("days of inventory")
_FIELD_GAP: Final = 2
#: a tenor in a field's name: `yield_10y`, `swap_5y`, `cds_6m`
_TENOR: Final = re.compile(r"\d{1,2}[ymwd]", re.IGNORECASE)


#: words of a field name that say what kind of measure it is, or how it is taken, not what it
#: measures: a name is found by its other words ("churn" for churn_rate_pct, "coverage" for
#: coverage_ratio, "payable days" for days_payable_outstanding)
_MEASURE_WORDS: Final = stems(
    "rate", "ratio", "level", "total", "count", "number", "index",
    "outstanding", "average", "avg", "mean", "reported", "adjusted", "underlying",
    # how a per-share figure counts its shares: `eps_diluted` is still "EPS"
    "diluted", "basic", "fully",
)  # fmt: skip


def _same(token: Token, word: str) -> bool:
    """A sentence word is a field's word: the same stem, or one written as the start of the
    other, four letters at least ("cover" and "coverage")."""
    a, b = token.text.lower(), word.lower()
    return token.stem == stem(word) or (
        min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a))
    )


#: words that join a field's terms ("capex_to_sales", "days_of_inventory"): they say how the
#: terms relate, not what is measured, so a sentence need not use them
_CONNECTORS: Final = frozenset({"to", "of", "per", "over", "vs", "versus", "on", "in", "and"})
#: a ratio's own terms ("capex intensity", "capex as a share of sales"): with them the numerator
#: alone names a ratio field
_RATIO_WORDS: Final = stems("intensity", "ratio", "share", "proportion", "percentage",
                            "relative", "multiple", "coverage", "per")  # fmt: skip
#: how far (in words) a ratio word may follow the numerator
_RATIO_REACH: Final = 4
#: a field's words that say it is a part's share of a whole
_SHARE_WORDS: Final = stems("share", "proportion", "percentage", "fraction", "weight")
#: a noun of depending on something, right before what is depended on: the share of it
_RELIANCE_ON: Final = re.compile(
    r"\b(?:reliance|dependence|dependency|over-?reliance)\s+(?:up)?on\s+(?:the\s+|its\s+|their\s+)?$",
    re.IGNORECASE,
)


def _synonyms(part: str) -> list[re.Pattern[str]]:
    """How else a field's word is said: the lexicon's names of a field called just that word
    ("borrowing" for `debt`, "capital spending" for `capex`), so a compound name is found
    through its head's synonyms ("net borrowing" for `net_debt`)."""
    kin = [_PART_KIN[part.lower()]] if part.lower() in _PART_KIN else []
    return [words for words, field in METRICS if field.fullmatch(part.lower())] + kin


#: a field's word said by its kin noun inside a compound name: a lending figure is one of the
#: loans lent ("the fee on loans" for `lending_fee`, "loan revenue" for `lending_revenue`)
_PART_KIN: Final = {
    "lending": re.compile(r"\b(?:loans?|on[- ]loan)\b", re.IGNORECASE),
    # money held for someone is said by what it sits in: customer "funds" are the customer
    # "balances", "deposits" or "money" ("segregated client balances", "client money")
    "funds": re.compile(r"\b(?:balances?|deposits?|monies|money)\b", re.IGNORECASE),
}


def _occurrences(sentence: str, words: list[Token], part: str) -> list[tuple[int, int]]:
    """Where the sentence says one word of a field's name: token indices (first, last)."""
    found = [(i, i) for i, t in enumerate(words) if _same(t, part)]
    patterns = _synonyms(part)
    if re.search(r"\d", part) and re.search(r"[a-z]", part, re.IGNORECASE):
        # a name with a digit ("cet1", "tier1"): its letters and digits, spaced or not
        runs = re.findall(r"[a-z]+|\d+", part, re.IGNORECASE)
        patterns.append(re.compile(r"[\s-]?".join(re.escape(r) for r in runs), re.IGNORECASE))
    if 2 <= len(part) <= 3 and part.isalpha():
        # a short name is an acronym, which may be written with an ampersand ("R&D" for rd)
        # ("SG&A" for sga): the joiner may stand between any of its letters or none
        joined = r"(?:\s*(?:&|\band\b)\s*)?".join(re.escape(c) for c in part)
        patterns.append(re.compile(rf"\b{joined}\b", re.IGNORECASE))
    for pattern in patterns:
        for m in pattern.finditer(sentence):
            inside = [i for i, t in enumerate(words) if m.start() <= t.start < m.end()]
            if inside:
                found.append((inside[0], inside[-1]))
    return sorted(set(found))


def _chained(occurrences: dict[str, list[tuple[int, int]]], gap: int) -> tuple[int, int] | None:
    """Token indices (first, last) of a run naming every part, in any order, with at most
    `gap` other words between consecutive parts ("days of inventory"), else None."""
    every = sorted((at, part) for part, spans in occurrences.items() for at in spans)
    for i, ((first, last), part) in enumerate(every):
        seen, end = {part}, last
        for (start, stop), other in every[i + 1 :]:
            if start - end - 1 > gap:
                break
            seen.add(other)
            end = max(end, stop)
            if len(seen) == len(occurrences):
                return first, end
        if len(seen) == len(occurrences):
            return first, end
    return None


#: what makes a word a ratio's denominator: "… as a share of revenue", "… relative to sales"
_RATIO_OF: Final = re.compile(
    r"(?:as\s+an?\s+(?:share|percentage|proportion|fraction|multiple|ratio|percent)\s+of|"
    r"relative\s+to|per|over|/|versus|vs\.?|against|divided\s+by|to)\s+(?:the\s+|its\s+|their\s+)?$",
    re.IGNORECASE,
)
_SLASH: Final = re.compile(r"\b([A-Za-z][A-Za-z&]*(?:[ -][A-Za-z]+)?)\s*/\s*([A-Za-z][A-Za-z&]*)\b")


def _slash_ratio(sentence: str, named: list[str]) -> tuple[int, int] | None:
    """A ratio field written as a quotient ("ND/EBITDA", "debt/EBITDA", "P/E", "cost/income"
    for `net_debt_to_ebitda`, `pe_ratio`, `cost_to_income`): each side is its terms' words,
    their acronym or the head word of the numerator; a one-word name is its letters ("P/E")."""
    connector = next((i for i, p in enumerate(named) if p.lower() in _CONNECTORS), None)
    lowered = [p.lower() for p in named]
    for m in _SLASH.finditer(sentence):
        left, right = m.group(1).lower(), m.group(2).lower()
        if connector is None:
            if left.isalpha() and right.isalpha() and left + right == lowered[0]:
                return m.start(), m.end()
            continue
        numerator = [p for p in lowered[:connector] if stem(p) not in _MEASURE_WORDS]
        denominator = [p for p in lowered[connector + 1 :] if stem(p) not in _MEASURE_WORDS]
        if not numerator or not denominator:
            continue

        def says(side: str, terms: list[str]) -> bool:
            words = re.split(r"[ -]", side)
            return (
                side.replace(" ", "").replace("-", "").replace("&", "")
                in ("".join(t[0] for t in terms), "".join(terms))
                or words == terms
                or words == terms[-1:]
            )

        if says(left, numerator) and says(right, denominator):
            return m.start(), m.end()
    return None


def _alone(named: list[str]) -> bool:
    """Whether a field's first word alone names it: its other words only say how it is measured
    (`cet1_ratio` is "CET1"), not what else it is (`eps_surprise` is no "EPS")."""
    rest = [p for p in named[1:] if p.lower() not in _CONNECTORS]
    return all(stem(p) in _MEASURE_WORDS for p in rest)


def _acronym_forms(named: list[str]) -> set[str]:
    """How analysts abbreviate a field beyond the initials of its whole name: the initials of
    its head words after a leading qualifier ("CPE", cost per enplanement, for
    `airline_cost_per_enplanement`), three letters at least and never starting on a joining
    word, and a ratio's initials with the "R" of the word "ratio" the name leaves out ("DSCR"
    for `debt_service_coverage`, "ICR" for `interest_coverage`)."""
    forms: set[str] = set()
    # a statistic before the name only says how it is taken ("IM" for `average_initial_margin`)
    if len(named) >= 3 and stem(named[0]) in _MEASURE_WORDS:
        forms.add("".join(p[0] for p in named[1:] if p.lower() not in _CONNECTORS).lower())
    for start in range(1, len(named)):
        if named[start].lower() in _CONNECTORS:
            continue
        for keep in (False, True):
            letters = "".join(
                p[0] for p in named[start:] if keep or p.lower() not in _CONNECTORS
            ).lower()
            if len(letters) >= 3:
                forms.add(letters)
    if len(named) >= 2 and not any(stem(p) == stem("ratio") for p in named):
        for keep in (False, True):
            letters = "".join(p[0] for p in named if keep or p.lower() not in _CONNECTORS)
            forms.add(f"{letters.lower()}r")
    return forms


#: a tenor as prose writes it: "3-month", "3m", "10y", "30-day", "six-month"
_TENOR_SAID: Final = (
    r"(?P<n>\d{1,2}|one|two|three|six|twelve)[\s-]?(?P<u>m|mos?|months?|y|yrs?|years?|w|wks?|weeks?|"
    r"d|days?)"
)
#: what stands right before an abbreviation: a figure it is the unit of, a tenor, a capitalised
#: qualifier
_BEFORE_ABBREVIATION: Final = re.compile(
    rf"(?:(?P<figure>\d[\d.,]*)|\b{_TENOR_SAID}|\b(?P<caps>[A-Z][A-Z0-9&]+))[\s-]*$",
    re.IGNORECASE,
)


def _tenor_months(count: str, unit: str) -> float:
    """A tenor's length in months ("3", "month" is 3; "10", "y" is 120)."""
    n = float(count) if count.isdigit() else float(WORD_VALUES[count.lower()])
    unit = unit.lower()
    if unit.startswith("y"):
        return 12 * n
    if unit.startswith("m"):
        return n
    return n * 12 / 52 if unit.startswith("w") else n * 12 / 365


def _abbreviation_alone(
    sentence: str, words: list[Token], named: list[str]
) -> tuple[int, int] | None:
    """Where a field whose name is an abbreviation among qualifiers is named by the abbreviation
    alone, in capitals: `pool_cpr_1m_pct` is "CPR", `mbs_oas_bps` "OAS", `cds_5y` "CDS" — the
    book or sector before it and the tenor after it say which one, and prose leaves them out
    when the answer reports one. Not the abbreviation of a term the name goes on to qualify
    (`eps_surprise` is no "EPS"), of a ratio's term (`net_debt_to_ebitda` is no "EBITDA"), nor
    a basis (`funding_level_tp` is no "TP"); not a unit after a figure ("printed 4.1 CPR"), nor
    the same abbreviation of another book or tenor ("HY OAS", "10y CDS" of a 5y field)."""
    if any(p.lower() in _CONNECTORS for p in named):
        return None
    lowered = [p.lower() for p in named]
    tenors = set()
    for p in lowered:
        if (t := re.fullmatch(_TENOR_SAID, p, re.IGNORECASE)) is not None:
            tenors.add(_tenor_months(t.group("n"), t.group("u")))
    for i, part in enumerate(lowered):
        if not (2 <= len(part) <= 5 and part.isalpha()) or part in BASIS_QUALIFIERS:
            continue
        if not all(_TENOR.fullmatch(p) or stem(p) in _MEASURE_WORDS for p in lowered[i + 1 :]):
            continue
        for token in words:
            if token.text not in (part.upper(), part.upper() + "s"):
                continue
            before = _BEFORE_ABBREVIATION.search(sentence, 0, token.start)
            if before is not None:
                if before.group("figure"):
                    continue  # a unit after a figure
                caps = before.group("caps")
                if caps and caps.isupper() and caps.lower() not in lowered:
                    continue  # another book's or sector's
                if (
                    before.group("n")
                    and tenors
                    and (_tenor_months(before.group("n"), before.group("u")) not in tenors)
                ):
                    continue  # another tenor's
            return token.start, token.end
    return None


def _basis_attached(
    sentence: str, words: list[Token], occurrences: dict[str, list[tuple[int, int]]]
) -> dict[str, list[tuple[int, int]]]:
    """`occurrences` with a field's word said as its basis after the name ("the funding level
    on the TP basis" for `funding_level_tp`) taken as said at the name's last word, so the
    phrase's own words do not part it from the rest of the name (`basis_qualifiers`)."""
    phrases = basis_phrases(sentence)
    if not phrases:
        return occurrences
    attached: dict[str, list[tuple[int, int]]] = {}
    for part, spans in occurrences.items():
        moved = set(spans)
        for first, last in spans:
            for opens, start, end in phrases:
                before = [i for i, t in enumerate(words) if t.end <= opens]
                if before and start <= words[first].start and words[last].end <= end:
                    moved.add((before[-1], before[-1]))
        attached[part] = sorted(moved)
    return attached


def _measured_without_basis(
    sentence: str, words: list[Token], parts: list[str], core: list[str]
) -> tuple[int, int] | None:
    """Where a field of one word and its basis (`hedge_ratio_tp`, `funding_level_buyout`) is
    named by that word and its measure word with the basis left unsaid ("the hedge ratio", "the
    funding level"), a ratio's also by its ratio phrase ("hedged as a share of liabilities"):
    the one word alone names nothing."""
    head = [p for p in core if p.lower() not in BASIS_QUALIFIERS]
    measures = [p for p in parts if stem(p) in _MEASURE_WORDS]
    if len(head) != 1 or len(head) == len(core) or not measures:
        return None
    ratio = any(stem(m) in _RATIO_WORDS for m in measures)
    for first, last in _occurrences(sentence, words, head[0]):
        if ratio and (share := _AS_A_SHARE.match(sentence, words[last].end)) is not None:
            return words[first].start, share.end()
        after = words[last + 1 : last + 2]
        if after and any(_same(after[0], m) for m in measures):
            return words[first].start, after[0].end
    return None


#: a ratio said as its definition right after its head word: "hedged as a share of"
_AS_A_SHARE: Final = re.compile(
    r"\s+as\s+an?\s+(?:share|percentage|proportion|fraction|percent)\s+of\b", re.IGNORECASE
)


#: the fewest words a name keeps when one inner word is left out of it
_ELIDED_KEEP: Final = 3


def _elided(sentence: str, words: list[Token], core: list[str]) -> tuple[int, int] | None:
    """Where the sentence says a field's words but one inner one (neither its first nor its
    last), each word right after the one before it, at least `_ELIDED_KEEP` of them; a name
    with a connector ("to", "of") is a ratio, whose terms are all needed, and a word said
    anywhere in the sentence is not the one left out."""
    if len(core) < _ELIDED_KEEP + 1 or any(p.lower() in _CONNECTORS for p in core):
        return None
    for gone in range(1, len(core) - 1):
        if any(_same(t, core[gone]) for t in words):
            continue
        kept = core[:gone] + core[gone + 1 :]
        for first in (i for i, t in enumerate(words) if _same(t, kept[0])):
            run = words[first : first + len(kept)]
            if len(run) == len(kept) and all(_same(t, p) for t, p in zip(run, kept, strict=True)):
                return run[0].start, run[-1].end
    return None


#: the company a figure is of, said inside its name after a preposition ("coal's share of the
#: group's power output", "the margin on its sales", "the share of Initech's revenue"): an
#: owner, not a word of the name, and no gap between the name's words
_OWNER_INSIDE: Final = re.compile(
    r"\b(?:of|in|on|from|at)\s+(?P<owner>(?:the\s+[a-z]+['’]s|its|their|"
    r"[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?['’]s))\s+(?=[a-z])"
)


def _owners_blanked(sentence: str) -> str:
    """The sentence with each owner inside a name (`_OWNER_INSIDE`) blanked, offsets kept."""
    return _OWNER_INSIDE.sub(
        lambda m: (
            m.group(0)[: m.start("owner") - m.start()]
            + " " * (m.end("owner") - m.start("owner"))
            + m.group(0)[m.end("owner") - m.start() :]
        ),
        sentence,
    )


def _field_words(
    sentence: str, metric: str, *, respell: bool = True, owners: bool = True
) -> tuple[int, int] | None:
    """Where the sentence names a field by its own words, in any order and any form
    (`inventory_days`: "inventory days", "days of inventory"; `free_cash_flow`: "FCF"; through
    a word's synonyms: "net borrowing" for `net_debt`; a ratio by its numerator and a ratio
    word: "capex intensity" for `capex_to_sales`), else None."""
    # a risk measure by the desk's words, its calibration left to the table (`risk_measures`)
    if (risk := measure_mention(sentence, metric)) is not None:
        return risk
    parts = [p for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", metric) if p]
    # (a unit ratio ending the name, `_g_per_kwh`, is how it is measured: `unit_parts`)
    units = unit_parts(parts)
    named = [p for p, u in zip(parts, units, strict=True) if p.lower() not in _UNIT_PARTS and not u]
    named = named or parts
    words = list(tokens(sentence))
    # an acronym may or may not spell the unit word ("CCC" and "RD" for receivable_days)
    acronyms = {
        "".join(p[0] for p in ps if keep or p.lower() not in _CONNECTORS).lower()
        for ps in (named, parts)
        for keep in (False, True)  # "ROE" spells return_on_equity's "on"
    }
    acronyms |= _acronym_forms(named)
    for token in words:
        # an acronym of the name ("FCF") or the name's own first word written as one ("DSO");
        # not letters with a digit run on, a grade or a code ("CR2", "ND3")
        if (
            token.text.isupper()
            and not sentence[token.end : token.end + 1].isdigit()
            and len(token.text) >= 2
            and (
                token.text.lower() in acronyms
                or (token.text.lower() == named[0].lower() and _alone(named))
            )
        ):
            return token.start, token.end
    if (abbreviated := _abbreviation_alone(sentence, words, named)) is not None:
        return abbreviated
    slashed = _slash_ratio(sentence, named)
    if slashed is not None:
        return slashed
    # a bond's price named by its maturity year ("the 2031s", "the 2031 Eurobond")
    if (bond := maturity_mention(sentence, metric)) is not None:
        return bond
    # a field named by its acronym alone, spelt out ("loan-to-value" for `ltv_pct`)
    if len(named) == 1 and (spelt := spelled_out(sentence, named[0])) is not None:
        return spelt
    joined = [p for p in named if p.lower() not in _CONNECTORS] or named
    core = [p for p in joined if stem(p) not in _MEASURE_WORDS] or joined
    occurrences = _basis_attached(
        sentence, words, {p: _occurrences(sentence, words, p) for p in dict.fromkeys(core)}
    )
    if all(occurrences.values()):
        # a tenor keys a curve's point, and the market's qualifiers stand between it and the
        # noun ("10-year KVL government bond yield" for `yield_10y_pct`)
        tenor = any(_TENOR.fullmatch(p) for p in core)
        run = _chained(occurrences, _FIELD_GAP + 2 if tenor else _FIELD_GAP)
        if run is not None:
            return words[run[0]].start, words[run[1]].end
    # a long name said with one of its inner words left out, the others in one unbroken run
    # ("the short-term funding share" of `short_term_wholesale_funding_share_pct`, "net
    # interest margin" of `net_core_interest_margin`): a qualifier the writer took as read
    if (elided := _elided(sentence, words, core)) is not None:
        return elided
    # the name without its basis ("interest cover" of ebitda_interest_cover: `basis_qualifiers`)
    # (a ratio's last term is its denominator, never a basis: `debt_to_ebitda` is no "debt")
    terms = any(p.lower() in _CONNECTORS for p in named)
    # (and a ratio's terms without the bases that qualify them inside the name: "debt to
    # EBITDA" of `gross_debt_to_ltm_adjusted_ebitda`)
    for rest in basis_variants(core, trailing=not terms):
        found = {p: _occurrences(sentence, words, p) for p in dict.fromkeys(rest)}
        if all(found.values()) and (run := _chained(found, _FIELD_GAP)) is not None:
            return words[run[0]].start, words[run[1]].end
    # a share named by what it is a share of, after a noun of depending on it ("reliance on
    # wholesale funding" for `wholesale_funding_share`, "dependence on the top customer")
    rest = [p for p in core if stem(p) not in _SHARE_WORDS]
    if rest and len(rest) < len(core):
        found = {p: _occurrences(sentence, words, p) for p in dict.fromkeys(rest)}
        run = _chained(found, _FIELD_GAP) if all(found.values()) else None
        if run is not None:
            noun = _RELIANCE_ON.search(sentence, 0, words[run[0]].start)
            if noun is not None:
                return noun.start(), words[run[1]].end
    if not terms and (head := _measured_without_basis(sentence, words, parts, core)) is not None:
        return head
    # (a head's own noun is no unit: the "value" of `..._fair_value_usd_m`)
    headed = [
        p
        for p, u in zip(parts, units, strict=True)
        if not u and (p.lower() not in _UNIT_PARTS or p.lower() in _HEAD_NOUNS)
    ]
    if (head := _head_said(words, headed)) is not None:
        return head
    # a ratio named by its numerator and a ratio word ("capex intensity", "capex as a share
    # of sales")
    connector = next((i for i, p in enumerate(named) if p.lower() in _CONNECTORS), None)
    numerator = [p for p in named[:connector] if stem(p) not in _MEASURE_WORDS] if connector else []
    if numerator:
        found = {p: _occurrences(sentence, words, p) for p in dict.fromkeys(numerator)}
        run = _chained(found, _FIELD_GAP) if all(found.values()) else None
        if run is not None:
            after = words[run[1] + 1 : run[1] + 1 + _RATIO_REACH]
            if any(t.stem in _RATIO_WORDS for t in after):
                return words[run[0]].start, words[run[1]].end
    # the last word of a compound name alone ("the coverage ratio" of interest_coverage); a
    # ratio's last word is its denominator, not what it is ("EBITDA" is no net_debt_to_ebitda)
    # (nor is a basis after the name: "buyout" of `funding_ratio_buyout` names no funding ratio;
    # a ratio's "EBITDA" is its denominator, read below)
    basis = connector is None and core[-1].lower() in BASIS_QUALIFIERS
    if len(core) > 1 and len(core[-1]) >= 6 and not basis:
        for token in words:
            if _same(token, core[-1]) and (
                connector is None or _RATIO_OF.search(sentence, 0, token.start) is not None
            ):
                return token.start, token.end
    # an acronym of the name spelt out ("net asset value per share" of `nav_per_share`), or a
    # run of its words said by their initials ("non-accruals at FV" of `..._fair_value`), read
    # as the name writes them (`metric_acronyms`)
    for text, start, stop, end in names_respelt(sentence, parts) if respell else ():
        if (there := _field_words(text, metric, respell=False)) is not None:
            # offsets of the rewritten text, back in the sentence
            a, b = (p if p <= start else p + end - stop if p >= stop else -1 for p in there)
            return (start if a < 0 else a), (end if b < 0 else b)
    # a stock "on hand" said without the words, which only say it is held ("days cash" of
    # `days_cash_on_hand`, "inventory" of `inventory_on_hand`)
    # (every word that is left said beside it, the unit too: "cash" alone is no days cash)
    if (held := _HELD_SUFFIX.sub("", metric)) != metric and held:
        said = _field_words(sentence, held, respell=respell, owners=owners)
        near = sentence[max(0, (said or (0, 0))[0] - 20) : (said or (0, 0))[1] + 20].lower()
        if said and all(re.search(rf"\b{re.escape(p)}", near) for p in held.split("_")):
            return said
    # the company named inside the name, as its owner (`_OWNER_INSIDE`)
    if owners and (blanked := _owners_blanked(sentence)) != sentence:
        return _field_words(blanked, metric, respell=respell, owners=False)
    return None


#: qualifiers that set one figure apart from another of the same head ("free" and "operating"
#: cash flow, "realised" and "unrealised" gains, "net" and "gross" proceeds)
_CONTRASTING: Final = stems(
    "net", "gross", "free", "operating", "total", "adjusted", "core", "underlying", "reported",
    "realized", "realised", "unrealized", "unrealised", "organic", "recurring", "diluted",
    "basic", "discontinued", "continuing",
)  # fmt: skip
#: words `_UNIT_PARTS` sets aside that head a compound name ("fair value", "cash level")
_HEAD_NOUNS: Final = frozenset({"value", "level", "amount"})
#: the connector a name's head comes before: what the figure is taken from
_HEAD_CONNECTORS: Final = frozenset({"from"})


def _run(words: list[Token], parts: Sequence[str], at: int) -> bool:
    """Whether `parts` are said one after another from token `at`."""
    return at + len(parts) <= len(words) and all(
        _same(words[at + i], p) for i, p in enumerate(parts)
    )


#: words that open a noun phrase
_DETERMINERS: Final = frozenset({"the", "a", "an", "its", "their", "our", "his", "her", "this",
                                 "that", "these", "those", "of"})  # fmt: skip


def _in_left_out_place(words: list[Token], at: int, left: Sequence[str]) -> bool:
    """Whether a word of the writer's own before the head at `at` stands where one of the
    name's left-out qualifiers would, the name's other qualifiers said before it ("overnight
    repo borrowing share" is no `overnight_interbank_borrowing_share`): a sibling figure."""
    between = False
    for token in reversed(words[max(0, at - 3) : at]):
        if token.text.lower() in _DETERMINERS or re.search(r"['’]s?$", token.text):
            return False  # an owner or a determiner opens the phrase: nothing stands before
        if any(_same(token, word) for word in left):
            return between
        between = True
    return False


def _head_said(words: list[Token], named: list[str]) -> tuple[int, int] | None:
    """Where a long name (three words or more) is said by its head, the qualifiers before it
    taken as read: the last two words or more of a compound ("realised gains" of
    `net_realised_gains`, "fair value" of `portfolio_assets_fair_value`, with a noun of the
    writer's own before it: "the portfolio fair value"), or the words before its "from" with
    the "from" ("net cash from the book" of `net_cash_from_capital_provision`). A contrasting
    qualifier said right before the head that is not the name's own ("free cash flow" is no
    `operating_cash_flow`), or the name's object said in part ("from discontinued operations"),
    names another figure."""
    if len(named) < 3:
        return None
    own = {stem(p) for p in named}
    cut = next((i for i, p in enumerate(named) if p.lower() in _HEAD_CONNECTORS), None)
    if cut is not None:
        head, obj = named[: cut + 1], named[cut + 1 :]
        if cut < 2:
            return None
        for at in range(len(words)):
            if not _run(words, head, at):
                continue
            after = {t.stem for t in words[at + len(head) : at + len(head) + 4]}
            shared = after & {stem(p) for p in obj}
            if shared and len(shared) < len(set(map(stem, obj))):
                continue
            return words[at].start, words[at + len(head) - 1].end
        return None
    if any(p.lower() in _CONNECTORS for p in named):
        return None  # a ratio's terms are no compound with a head
    for size in range(len(named) - 1, 1, -1):
        suffix = named[-size:]
        for at in range(len(words)):
            if not _run(words, suffix, at):
                continue
            before = words[at - 1].stem if at > 0 else ""
            if before in _CONTRASTING and before not in own:
                continue
            if _in_left_out_place(words, at, named[:-size]):
                continue
            return words[at].start, words[at + size - 1].end
    return None


#: the words that say a stock is held, ending a field's name: `days_cash_on_hand`
_HELD_SUFFIX: Final = re.compile(r"_(?:on|in)_hand$", re.IGNORECASE)


@dataclass(frozen=True)
class _Claim:
    """What a sentence says a figure did: a direction, or that it held steady ("flat"); with
    `every`, in each step of the horizon ("never fell", "rose every quarter", "five straight
    quarters of growth"), not only from its start to its end."""

    side: Literal["up", "down", "flat"]
    every: bool = False
    #: the step of an `every` claim when it names one ("year after year": a year's change)
    step: str | None = None
    #: a flat claim that says the figure moved a little ("broadly flat", "range-bound")
    loose: bool = False
    #: the change word is negated ("did not grow"): the sizes said with it are no claim
    negated: bool = False


@lru_cache(maxsize=4096)
def _stem_side(word: str) -> Direction | None:
    """A change verb's direction from any of its forms or its nominalisation ("expansion",
    "deterioration", "shrinkage"), else None."""
    found = verb_stems(word)
    if found & _UP_STEMS:
        return "up"
    if found & _DOWN_STEMS:
        return "down"
    return None


def change_side(word: str) -> Direction | None:
    """Whether a word is a verb (or noun) of change, and which way: "up", "down" or None. For
    `numbers`, so a figure right after any verb of change ("expanded about 62 %", "slipped
    5 %") is read as the size of a change, from the same lexicon the direction claims use."""
    if _UP.fullmatch(word) or _DOWN.fullmatch(word):
        return "up" if _UP.fullmatch(word) else "down"
    return arrow_side(word) or _stem_side(word)


def _hits(sentence: str, start: int, stop: int) -> list[tuple[int, str, str]]:
    """Every change word of `sentence[start:stop]`: (offset, words, side), side "up", "down"
    or "flat"."""
    excluded = [m.span() for m in _NOT_A_CHANGE.finditer(sentence, start, stop)]

    def kept(at: int) -> bool:
        return (
            not any(a <= at < b for a, b in excluded)
            and not _names_a_period(sentence, at)
            and not _ticker_at(sentence, at)
        )

    hits = [
        (m.start(), m.group(0), side)
        for pattern, side in (
            (_UP, "up"),
            (_DOWN, "down"),
            (_OUTCOME_UP, "up"),
            (_OUTCOME_DOWN, "down"),
            (_FLAT, "flat"),
        )
        for m in pattern.finditer(sentence, start, stop)
        if kept(m.start())
        and (
            m.group(0).lower() not in _COMPARATIVE
            or _PREDICATE.search(sentence[: m.start()])
            or _COMPLEMENT_END.match(sentence, m.end())
        )
    ]
    listed = {h[0] for h in hits}
    covered = [(h[0], h[0] + len(h[1])) for h in hits]
    for t in tokens(sentence, start, stop):
        if t.start in listed or not kept(t.start) or any(a <= t.start < b for a, b in covered):
            continue
        side = _stem_side(t.text)
        if side is not None:
            hits.append((t.start, t.text, side))
    # the figures say the way: "went from 1.9x to 2.4x", "to 31 % from 28 %", "-12 % y/y"
    for m in _FROM_TO.finditer(sentence, start, stop):
        if kept(m.start()):
            a, b = _value(m.group("a")), _value(m.group("b"))
            if a is not None and b is not None and a != b:
                hits.append((m.start(), m.group(0), "up" if b > a else "down"))
    for m in _TO_FROM.finditer(sentence, start, stop):
        if kept(m.start()):
            a, b = _value(m.group("a")), _value(m.group("b"))
            if a is not None and b is not None and a != b:
                hits.append((m.start(), m.group(0), "up" if a > b else "down"))
    # a signed figure in a table row is a cell (a weight, a return), not a change said of it
    for m in () if "|" in sentence else _SIGNED.finditer(sentence, start, stop):
        if kept(m.start()) and not any(a <= m.start() < b for a, b in covered):
            hits.append((m.start(), m.group(0), "up" if m.group(1) == "+" else "down"))
    return hits


#: a period named by what a market did in it, after the word that opens a horizon: "through
#: the 2021 lumber run-up", "during the 2008-11 housing bust", "over that rally", "since the
#: 2020 crash"
_PERIOD_OPENED: Final = re.compile(
    r"\b(?:through(?:out)?|during|amid|across|in|into|over|since|after|before|until|till|"
    r"from|of)\s+(?:the|that|this|those|these)\s+(?:[\w'’.-]+\s+){0,3}$",
    re.IGNORECASE,
)
#: ... the change word ends that name: a bracket, a citation, a stop or the sentence's end
_PERIOD_NAME_END: Final = re.compile(r"[\w-]*\s*(?:[(\[,.;:]|$)")


def _names_a_period(sentence: str, at: int) -> bool:
    """Whether the change word at `at` names the period a horizon opens rather than saying
    where the figure went: a noun closing "the <words> <word>" after a horizon's preposition,
    with nothing after it but punctuation ("held up through the 2021 lumber run-up (4Q20 to
    2Q21)", "fell during the 2008-11 housing bust [1]") — not a verb in the past ("over the
    last year margins fell."), nor a word after a figure's name ("in the year revenue rose")."""
    # the whole word of a change word's tail ("up" of "run-up")
    while at > 0 and (sentence[at - 1].isalnum() or sentence[at - 1] == "-"):
        at -= 1
    before = _PERIOD_OPENED.search(sentence, max(0, at - 60), at)
    end = _PERIOD_NAME_END.match(sentence, at)
    if before is None or end is None:
        return False
    word = sentence[at : end.end()].rstrip("([,.;: \t").lower()
    if _PAST_FORM.fullmatch(word):
        return False
    return not any(before.start() <= m[0] < at for m in _mentions(sentence))


#: a verb's past form, which a period's name does not end in
_PAST_FORM: Final = re.compile(
    r"[\w-]+ed|rose|fell|grew|shrank|sank|slid|swung|stood|held|gave|took|rode|sped|spun|"
    r"went|came|broke|ran|dove|won|lost|hit|cut|set|beat"
)


#: a ticker: capitals in brackets after its company's name ("Hallvik Carbon Removal (HALV)"),
#: or after its exchange's code ("NYSE: DROP", "LSE:FALL")
_TICKER: Final = re.compile(r"[A-Z]{2,6}(?:\.[A-Z]{1,2})?(?![\w-])")
_TICKER_OPENED: Final = re.compile(r"(?:\(|\b[A-Z]{2,6}:)\s*$")


def _ticker_at(sentence: str, at: int) -> bool:
    """Whether the word at `at` is a ticker, which names a company and says no change: a
    ticker that spells a verb ("HALV", "DROP", "GAIN") is no halving, drop or gain."""
    word = _TICKER.match(sentence, at)
    if word is None or (at > 0 and (sentence[at - 1].isalnum() or sentence[at - 1] == "-")):
        return False
    return _TICKER_OPENED.search(sentence, max(0, at - 10), at) is not None


def _value(text: str) -> float | None:
    """A figure of a "from … to …" phrase, or None for a year or a period ("from 2019 to
    2022" names a horizon, not values)."""
    m = _FIGURE.fullmatch(text.strip())
    if m is None:
        return None
    digits = m.group("n").replace(",", "")
    if not m.group("unit") and re.fullmatch(r"(?:19|20)\d{2}", digits):
        return None
    value = float(digits)
    return -value if m.group("sign") else value


#: a bracketed aside without a bracket inside it: "(Scope 1 and 2, tCO2e/$m revenue)"
_BRACKETED: Final = re.compile(r"\([^()]*\)")


def _clauses(sentence: str) -> list[int]:
    """Where the sentence's clauses start; a comma or "and" inside brackets joins the words of
    an aside ("GHG intensity (Scope 1 and 2, tCO2e/$m revenue) rose"), no clauses."""
    asides = [m.span() for m in _BRACKETED.finditer(sentence)] if "(" in sentence else []
    cuts = (
        m.end() for m in _CLAUSE.finditer(sentence) if not any(a < m.start() < b for a, b in asides)
    )
    return [0, *cuts, len(sentence) + 1]


#: a bracket right after a figure's name: what the figure comprises ("EPS (NII plus gains and
#: losses)", "distributable income (rent less costs)")
_GLOSS: Final = re.compile(r"\s*\([^()]*\)")


def _without_gloss(
    sentence: str, mention: tuple[int, int], hits: list[tuple[int, str, str]]
) -> list[tuple[int, str, str]]:
    """The change words outside a bracket that glosses the mentioned name: its "gains" and
    "losses" say what the figure is made of, not where it went; when the clause has no other
    change word, the bracket's is the claim ("revenue (up 12 %)")."""
    gloss = _GLOSS.match(sentence, mention[1])
    if gloss is None:
        return hits
    outside = [h for h in hits if not gloss.start() <= h[0] < gloss.end()]
    return outside or hits


def _claimed(
    sentence: str, mention: tuple[int, int], metric: str, *, subject: bool = False
) -> _Claim | None:
    """What the sentence says the mentioned figure did: the change word governing the mention
    (the first after it in its clause, else the last before it in its clause); for a subject
    coordinated with others ("revenue and EBITDA rose") the verb they share; for a gapped
    clause ("…, and EBITDA by 12 %", "as did net debt") the verb of the clause before."""
    bounds = _clauses(sentence)
    index = max(i for i, c in enumerate(bounds) if c <= mention[0])
    start, end = bounds[index], bounds[index + 1]
    stop = min(end, len(sentence))
    hits = _without_gloss(sentence, mention, _hits(sentence, start, stop))
    # a change noun heads its own noun phrase: "the fall in the gross margin" is the margin's,
    # never the subject's before it ("a rise in revenue offset the fall in the gross margin")
    others = [m for m in _mentions(sentence) if m[0] >= mention[1]]
    own = [h for h in hits if _OF_NOUN.fullmatch(sentence, h[0] + len(h[1]), mention[0])]
    hits = [
        h
        for h in hits
        if not any(_OF_NOUN.fullmatch(sentence, h[0] + len(h[1]), o[0]) for o in others)
    ]
    after = sorted(h for h in hits if h[0] >= mention[1])
    # a company standing for its stock is the subject: "Initech outperformed Hooli" says
    # nothing of Hooli's way
    before = [] if subject else sorted(h for h in hits if h[0] < mention[0])
    if subject:
        # ... and changes its stock, not an object it acts on ("Initech cut its dividend")
        after = [h for h in after if not _OBJECT.match(sentence, h[0] + len(h[1]))]
    if re.fullmatch(_LEVER_VERB, sentence[mention[0] : mention[1]], re.IGNORECASE):
        # the mention is the verb itself
        own = sorted(h for h in hits if mention[0] <= h[0] < mention[1])
        if re.search(r"\bup\b", sentence[mention[0] : mention[1]], re.IGNORECASE):
            own = [(mention[0], sentence[mention[0] : mention[1]], "up")]
    pick = own[-1] if own else after[0] if after else before[-1] if before else None
    clause_start = start
    if pick is None:
        # coordinated subjects: the clause holds the subject alone, the verb comes later
        ahead = index + 1
        while pick is None and ahead < len(bounds) - 1 and ahead <= index + 3:
            gap = sentence[mention[1] : bounds[ahead]]
            if not _COORDINATED.fullmatch(gap):
                break
            clause_start = bounds[ahead]
            found = sorted(_hits(sentence, clause_start, min(bounds[ahead + 1], len(sentence))))
            pick = found[0] if found else None
            ahead += 1
    if pick is None and index > 0:
        # a gapped clause: the subject and its figure, with the verb of the clause before
        rest = sentence[start : mention[0]] + " " + sentence[mention[1] : stop]
        if all(t.text.lower() in _GAPPED for t in tokens(rest)):
            clause_start = bounds[index - 1]
            found = sorted(_hits(sentence, clause_start, bounds[index]))
            pick = found[-1] if found else None
    if pick is None:
        return None
    pick = particle_side(sentence, pick, hits)  # "ramped down" (`trend_slang`)
    if after and pick[0] == after[0][0] and sentence[mention[1] : pick[0]].strip() == "":
        # a change noun compounded with its figure is the subject ("revenue growth turned
        # negative", "margin expansion stalled"): what is said of it composes with it
        said = next((h for h in after[1:] if _SIGN.fullmatch(h[1]) or h[2] == "flat"), None)
        if said is not None:
            if said[2] == "flat":
                pick = said
            elif said[2] == "down":
                pick = (said[0], said[1], "down" if pick[2] == "up" else "up")
            else:
                pick = (said[0], said[1], pick[2])
    negated = _negated(sentence, clause_start, pick[0])
    if pick[2] == "flat":
        # "did not hold steady" says it moved, not which way
        if negated:
            return None
        if re.fullmatch(_NOWHERE, pick[1], re.IGNORECASE):
            return _Claim("down", negated=True)  # no headway: "did not rise" (`_NOWHERE`)
        hedge = sentence[max(clause_start, pick[0] - 24) : pick[0] + len(pick[1])]
        return _Claim("flat", loose=_FLAT_LOOSE.search(hedge) is not None)
    side: Direction = "up" if pick[2] == "up" else "down"
    # a negated change claims the other way: "is no longer rising" and "did not grow" are
    # false of a rising series, "did not lose money" of a loss
    # "has not stopped climbing" negates twice: each negation within reach flips the side
    if negated:
        side = "down" if side == "up" else "up"
    if (
        _GOOD_BAD.fullmatch(pick[1])
        and _LOWER_IS_BETTER.search(metric)
        and not _HIGHER_IS_BETTER.search(metric)
    ):
        side = "down" if side == "up" else "up"
    universal = _EVERY.search(sentence, clause_start, stop)
    # a negated change of any period denies it in every step (`any_period`)
    spread, any_step = any_period_step(sentence, clause_start, stop) if negated else (False, None)
    every = (
        universal is not None
        or spread
        or (negated and _NEVER.search(sentence, clause_start, pick[0]) is not None)
    )
    named = _STEP.search(universal.group(0)) if universal is not None else None
    step = named.group(1).lower() if named is not None else any_step
    return _Claim(side, every, step, negated=negated)


_STEP: Final = re.compile(r"\b(year|quarter|month|week)", re.IGNORECASE)


def _stepped(points: list[tuple[date, float]], step: str | None) -> list[tuple[date, float]]:
    """The figures a step apart, counted back from the last ("year after year" of a quarterly
    series compares each year-end quarter with the one a year before), else all of them."""
    if step is None or len(points) < 2:
        return points
    days = _unit_days(step)
    last = points[-1][0]
    kept = [
        p
        for p in points
        if abs((last - p[0]).days - days * round((last - p[0]).days / days)) <= min(20, days / 3)
    ]
    return kept if len(kept) >= 2 else points


def _negated(sentence: str, start: int, at: int) -> bool:
    """Whether an odd number of negations stands within reach before the change word; a
    fronted negation with its auxiliary inverted reaches the whole clause ("At no point did
    revenue fall", "Never has the margin been wider")."""
    reach = _REACH.search(sentence, start, at)
    window = _NOT_ONLY.sub(" ", sentence[reach.start() if reach else start : at])
    fronted = _FRONTED.match(sentence, start, at)
    if fronted is not None and fronted.end() <= (reach.start() if reach else start):
        window = fronted.group(0) + " " + window
    return len(_NEGATOR.findall(window)) % 2 == 1


#: a negation before the clause's subject, with the auxiliary inverted
_FRONTED: Final = re.compile(
    r"\s*(?:never|not\s+once|at\s+no\s+(?:point|time|stage)(?:\s+(?:in|during|over|since)\s+"
    r"[\w\s-]+?)?|in\s+no\s+(?:quarter|year|month|period))\s+(?=(?:did|has|have|had|was|were|is|"
    r"are|does|do)\b)",
    re.IGNORECASE,
)


#: negations of a change word (stopping a change negates it too: "stopped rising"), and how
#: far before the change word they reach: three words
_NEGATOR: Final = re.compile(
    r"\b(?:not|no longer|never|failed to|fails to|failing to|neither|nor|without|"
    r"stopped|stops|ceased|ceases|halted|"
    # a negative determiner or adverb, and a change still awaited: "no growth", "has yet to
    # recover", "hardly rose", "far from improving"
    r"no|zero|yet to|hardly|scarcely|refused to|far from|not once|at no (?:point|time|stage))\b|"
    r"n't",
    re.IGNORECASE,
)
#: what joins a change noun to the figure it is of: "the fall in (the) gross margin"
_OF_NOUN: Final = re.compile(
    r"\s+(?:in|of)\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:[\w&]+['’]s?\s+)?", re.IGNORECASE
)
#: a verb's direct object, when a company is the agent of a change to something else
_OBJECT: Final = re.compile(
    r"\s+(?:its|their|the|a|an|our|his|her|some|more|fewer|[\w&]+['’]s)\b", re.IGNORECASE
)
#: a sign said of a change ("growth was negative")
_SIGN: Final = re.compile(r"positive|negative|in the (?:red|black)", re.IGNORECASE)
#: "not only rose but …" negates nothing
_NOT_ONLY: Final = re.compile(
    r"\bnot\s+(?:only|just|merely|simply|least|surprisingly|unexpectedly)\b|"
    # "no doubt", "no surprise": a comment on the claim, not a negation of it
    r"\bno\s+(?:doubt|question|wonder|surprise|surprisingly|matter|mistake)\b",
    re.IGNORECASE,
)
_NEVER: Final = re.compile(
    r"\b(?:never|not once|at no (?:point|time|stage)|in no (?:quarter|year|month|period))\b",
    re.IGNORECASE,
)
#: a change claimed of every step of the horizon, not only of its ends
_EVERY: Final = re.compile(
    r"\b(?:every|each)\s+(?:single\s+)?(?:quarter|year|month|period|week|half)|"
    r"\b(?:consecutive|straight|successive|in\s+a\s+row|uninterrupted|unbroken|"
    r"without\s+(?:a\s+|any\s+)?(?:single\s+)?(?:break|pause|interruption|let-?up|setback)|"
    r"monotonic\w*|relentless\w*)\b|\b\w+\s+(?:years?|quarters?|months?)\s+running\b|"
    r"\b(year|quarter|month)\s+(?:after|on|by)\s+\1\b(?![- ](?:on|over)\b)|"
    # "quarter after quarter" is every step whatever follows it ("… over the two years"); "on"
    # and "by" also make a basis ("quarter on quarter"), read above
    r"\b(?P<each>year|quarter|month|week)\s+after\s+(?P=each)\b",
    re.IGNORECASE,
)
#: what stands between a subject and the next clause when subjects share a verb ("revenue,
#: EBITDA and margins rose"): only the boundary itself
_COORDINATED: Final = re.compile(
    # a heading's colon or dash before its figure too: "Revenue: down 3 %"
    # ... and the subject's own qualifier before the join, words only: "income on margin and
    # default-fund cash did not rise" is one subject's ("on margin and …" its object)
    r"(?:\s+(?:on|of|from|at|in|for)\s+(?:[A-Za-z][\w-]*\s+){0,2}?[A-Za-z][\w-]*)?"
    r"\s*(?:,|:|\band\b|&|\bas well as\b|\bboth\b)?\s*",
    re.IGNORECASE,
)
#: the words a gapped clause may hold besides its subject: "and EBITDA by 12 %", "as did net
#: debt", "and so did capex", "EBITDA too"
_GAPPED: Final = frozenset(
    re.split(
        r"\s+",
        "by to from and so as did do does too also likewise similarly the its their a an "
        "percent pct per cent bp bps pts points point x times respectively well",
    )
)
#: change words that are not a change of the figure: falling short of a target compares with
#: the target ("fell short of estimates"), while falling short of breaking even is a loss
_NOT_A_CHANGE: Final = re.compile(
    # a count of digits sizes a rate, it is no doubling: "double-digit growth", "triple figures"
    r"\b(?:single|double|triple)[\s-]+(?:digits?|figures?)\b|"
    r"\b(?:f[ae]ll(?:s|en|ing)?|came|come|com(?:es|ing))\s+(?:\w+\s+)?short\s+of\s+"
    r"(?:the\s+|its\s+|their\s+|our\s+|analysts'?\s+|management'?s?\s+)?(?:\w+\s+)?"
    r"(?:estimates?|expectations?|consensus|guidance|forecasts?|targets?|plan|budget|peers|"
    r"benchmark|index|market|hopes?|projections?)\b|"
    # a move measured from an extreme is a drawdown or a recovery inside the window ("fell
    # 24.7 % from peak"), which the window's ends do not show
    r"\b[\w-]+\s+(?:by\s+)?(?:about\s+|some\s+|roughly\s+)?[\d.,]+\s?(?:%|percent|per\s+cent)?\s+"
    r"(?:from|off)\s+(?:its\s+|the\s+|a\s+|their\s+)?(?:recent\s+|all[- ]time\s+|\w+[- ]year\s+)?"
    r"(?:peak|high|top|low|trough|bottom)s?\b|"
    r"\b[\w-]+\s+(?:from|off)\s+(?:its\s+|the\s+|a\s+|their\s+)?(?:peak|high|top|low|trough|bottom)s?\b|"
    # a move over the worst or best stretch inside the window ("lost 18 % in its worst 21
    # trading days")
    r"\b[\w-]+\s+(?:by\s+)?[\d.,]+\s?(?:%|percent|per\s+cent)?\s+(?:in|over|during|across)\s+"
    r"(?:its|the|their|a)\s+(?:single\s+)?(?:worst|best|weakest|strongest|biggest|largest)\b",
    re.IGNORECASE,
)
#: a hedge on a flat claim: the figure moved a little inside its window ("broadly unchanged",
#: "roughly flat", "more or less stable")
_FLAT_HEDGE: Final = (
    r"(?:broadly|largely|roughly|more\s+or\s+less|fairly|relatively|mostly|approximately|"
    r"reasonably|pretty\s+much|by\s+and\s+large|near(?:ly)?)"
)
#: an adverb that stresses flatness ("essentially unchanged", "virtually flat"): a plain claim
_FLAT_STRESS: Final = r"(?:\w+ly|pretty\s+much|more\s+or\s+less|by\s+and\s+large)"
_FLAT_STATE: Final = (
    r"(?:flat(?:-?ish|tish)?|unchanged|stable|steady|level|constant|static|range-?bound|little\s+changed|"
    r"(?:in|within)\s+an?\s+(?:tight|narrow|small|thin)\s+(?:range|band|corridor))"
)
#: the idiom of a figure that made no headway: "went nowhere", "got nowhere", "is going
#: nowhere" — it says the figure did not advance, not that it held still: a denied rise, true of
#: a fall of any size and false of any rise (`_claimed`)
_NOWHERE: Final = r"(?:went|was|got|gets|getting|go(?:es)?|going|is\s+going)\s+nowhere"
#: a claim that the figure held steady
_FLAT: Final = re.compile(
    rf"\b(?:(?:held|hold|holds|holding)\s+(?:{_FLAT_STRESS}\s+)?"
    r"(?:steady|stable|flat|level|constant|firm\s+at|"
    r"(?:in|within)\s+an?\s+(?:tight|narrow|small|thin)\s+(?:range|band|corridor))|"
    r"(?:was|were|is|are|been|remained|remains|stayed|stays|kept|came\s+in|ended|finished|"
    rf"closed|traded)\s+(?:{_FLAT_STRESS}\s+)?{_FLAT_STATE}|"
    # the state without its verb: "broadly unchanged over 2022", "a roughly flat margin"
    rf"{_FLAT_HEDGE}\s+(?:flat|unchanged|stable|steady|level|range-?bound)|"
    r"range-?bound|flat-?t?ish|"
    r"flat-?lin\w*|stall\w*|stagnat\w*|plateau\w*|"
    r"hover\w*|stayed\s+put|(?:moved|traded|oscillated|fluctuated|bounced)\s+(?:in|within|around)\s+an?\s+"
    r"(?:tight|narrow|small|thin)\s+(?:range|band|corridor)|"
    r"(?:went|go(?:es)?|moved|mov(?:es|ing)|traded|trad(?:es|ing)|tracked|drifted)\s+sideways|"
    r"(?:trod|treaded|treading|trod)\s+water|marked\s+time|barely\s+(?:moved|changed|budged)|"
    rf"{_NOWHERE})\b",
    re.IGNORECASE,
)
#: a flat claim that says the figure moved a little: a hedge, a range, hovering
_FLAT_LOOSE: Final = re.compile(
    rf"\b{_FLAT_HEDGE}\b|range-?bound|flat-?t?ish|hover\w*|\b(?:range|band|corridor)\b|"
    r"little\s+changed|barely",
    re.IGNORECASE,
)
#: how far a figure may move inside its window and still have "held steady": the range of its
#: figures over the window (highest less lowest, every figure, not only the two ends) as a share
#: of its level (the largest figure in size). A twentieth for a plain claim ("flat",
#: "unchanged", "stable": an analyst would not call a share count, a deposit base or a margin
#: that swung by 8 % "steady"); twice that for a claim that says it moved a little ("broadly
#: flat", "roughly unchanged", "range-bound", "hovered around"), which still rules out a move
#: an analyst would name as a rise or a fall (a tenth)
_FLAT_TOLERANCE: Final = 0.05
_LOOSE_FLAT_TOLERANCE: Final = 0.10
_FIGURE: Final = re.compile(
    r"(?P<sign>[-−])?[$€£]?(?P<n>\d[\d,]*(?:\.\d+)?)\s?"
    r"(?P<unit>%|x|×|bps?|bp|pts?|percent|per cent|m|mn|bn|k|million|billion|days?)?",
    re.IGNORECASE,
)
_FIG: Final = (
    r"[-−]?[$€£]?\d[\d,]*(?:\.\d+)?\s?"
    r"(?:%|x|×|bps?|pts?|percent|per cent|m|mn|bn|k|million|billion|days?)?"
)
_FROM_TO: Final = re.compile(
    rf"\bfrom\s+(?:about\s+|around\s+|roughly\s+)?(?P<a>{_FIG})\s+(?:to|in)\s+"
    rf"(?:about\s+|around\s+|roughly\s+)?(?P<b>{_FIG})(?![\w.])",
    re.IGNORECASE,
)
_TO_FROM: Final = re.compile(
    rf"\bto\s+(?:about\s+|around\s+|roughly\s+)?(?P<a>{_FIG}),?\s+(?:up\s+|down\s+)?from\s+"
    rf"(?:about\s+|around\s+|roughly\s+)?(?P<b>{_FIG})(?![\w.])",
    re.IGNORECASE,
)
#: a signed change after its subject: "revenue -12 % y/y", "EBITDA (+8 %)"
_SIGNED: Final = re.compile(
    r"(?:(?<=\s)|(?<=\())([+\-−])(?=\d)\d[\d,]*(?:\.\d+)?\s?(?:%|bps?|pts?|ppts?|pp|x)"
)
_REACH: Final = re.compile(r"(?:[\w'-]+\s+){1,3}$")
#: (not after a title before a name: "the 2016 merger with St. Brendan's", nor after the stop
#: of an abbreviation that stands inside a clause: "Harwell v. Orsino", "incl. fees",
#: `abbreviations`)
_NOT_AFTER_ABBREVIATION_STOP: Final = "".join(
    rf"(?<!(?i:\b{re.escape(word)}\.))" for word in ABBREVIATIONS
)
_SPLIT: Final = re.compile(
    rf"(?:(?<=[.!?]){NOT_AFTER_NAME_TITLE}{_NOT_AFTER_ABBREVIATION_STOP}|(?<=[.!?][”\"]))"
    rf"{NOT_SCALE_BEFORE_CURRENCY}\s+(?=[A-Z“\"])"
)


#: a quotation: the words of a source (a transcript, a filing), not a claim of the answer
_QUOTED: Final = re.compile(r"“[^”]*”|\"[^\"]*\"")


def _in_quotation(text: str) -> bool:
    """Whether `text` (from a sentence's start) ends inside an open quotation."""
    return text.count("“") > text.count("”") or text.count('"') % 2 == 1


def sentences(text: str) -> list[str]:
    """The sentences of an answer (each line split at its sentence ends, never inside a
    quotation, so a quoted passage stays with the sentence that quotes it), each once; an
    ordinal's or a month abbreviation's dot before its period ("im 4. Quartal 2024", "ab 1.
    Jänner 2025", "Jan. 2005") ends none (`inner_dots`)."""
    found: list[str] = []
    for line in text.splitlines():
        start = 0
        pieces: list[str] = []
        for end in _SPLIT.finditer(line):
            if not _in_quotation(line[start : end.start()]):
                pieces.append(line[start : end.start()])
                start = end.end()
        pieces.append(line[start:])
        found.extend(joined_at_month_dots(pieces))
    return list(dict.fromkeys(s for s in found if s.strip()))


def own_words(sentence: str) -> str:
    """The sentence without what it quotes: a quoted source's words are checked against the
    source by the grounder; only the answer's own words claim a direction or a horizon."""
    return _QUOTED.sub("“…”", sentence)


#: a sentence whose subject stands for the figure of the sentence before ("It fell 5 % in
#: 2022.", "The ratio has since eased.")
_ANAPHOR: Final = re.compile(
    r"^\W*(?:(?:and|but|yet|since then|then|after that|thereafter),?\s+)?(?:it|its|they|this|that|"
    r"the\s+(?:figure|ratio|metric|measure|number|line|series|multiple|margin|balance|level))\b",
    re.IGNORECASE,
)


def _written(own: str, entities: set[str | None]) -> str:
    return acronyms_written(written_out(own, entities))


def _continental(sentence: str) -> str:
    # "the Jun '20 qtr" as "the June quarter of 2020" (`month_named_quarters`)
    sentence = quarters_named_by_month(with_decimal_points(sentence))
    # "no quarterly compression": any noun of the change lexicon after the period's adjective
    # (a position verb before the base it compares with is read once the base is: "trailed
    # the same quarter of 2021" is "trailed a year earlier", then "was lower than …")
    compared = outruns_as_comparisons(compared_as_read(in_horizon_words(sentence)))
    return any_period_words(compared, _is_change_word)


def _is_change_word(word: str) -> bool:
    return change_side(word) is not None


def _own_reading(sentence: str, entities: set[str | None], dated: dict[EventKind, str]) -> str:
    """The sentence as the horizon and claim readers take it: a line the answer gives its reader
    to say is its own claim, years said as words and dated or numbered periods written as the
    horizon reader takes them (`speech_frames`, `spoken_dates`, `written_periods`); an
    analyst's acronym of a figure ("DIO") written out (`metric_acronyms`); a position against
    the figure's own earlier value ("above its year-earlier level") as the comparative it is
    (`comparison_positions`); a claim said in German, French, Italian, Spanish or Dutch as
    English; "since inception" at the date the answer gives the event (`dated`, from
    `since_events.event_dates`); without a sequel resting guidance on the claim."""
    # a year narrowed by bracketed quarters as their span (`year_quarters`)
    # econometric date codes ("2020Q3", "2020:Q2", "2010M1") as horizon words
    # (`econometric_dates`)
    # a command line's dated options as the period they name (`cli_flags`); a growth said to
    # speed up or slow down between two years as the figure's comparison (`growth_pace`);
    # Hijri years and dates as the Gregorian months they stand for (`hijri_years`), and a
    # quarter named by its month and year ("vs. the Sep-22 quarter") written first, so the date
    # reader and the comparison reader take it as one period (`month_named_quarters`)
    # periods named by a trade's yearly cycle ("the last fifteen hurricane seasons", "the 1/1
    # 2022 renewals") as calendar periods (`annual_cycles`)
    own = said_as_own(pace_as_comparison(flags_as_words(cycles_as_periods(sentence))))
    said = year_quarters_written(
        written_dates(codes_written(quarters_named_by_month(hijri_written(own))))
    )
    # a workbook's labels ("Dec-21", "the 2021 columns", "the 2022 total") as periods
    said = sheet_periods_written(said)
    # a level compared between periods by "more"/"less" as "higher"/"lower"
    # (`level_comparatives`)
    said = levels_as_comparatives(said)
    # "de-grew", "lengthened", "came off" as plain verbs (`change_words`)
    plain = change_words_written(own_words(said))
    # ... and against its level at a named date (`dated_positions`)
    written = dated_positions_as_changes(_written(english_reading(plain), entities))
    own = plain_reading(_continental(positions_as_comparisons(written)))
    # a trailing clause that rests guidance on the claim ("…, and our FY2023 guidance is built
    # on that") claims nothing of the series, nor looks ahead for it (`forward_sequels`)
    return without_forward_sequels(with_event_dates(own, dated))


def horizon_moves(
    sentence: str, computations: Sequence[Computation]
) -> list[tuple[str, float, float]]:
    """The first and the last figure, over the horizon the sentence names, of each series of
    `computations` the sentence names: (metric, first, last) — from the horizon's start to the
    latest figure ("since Q1 2020"), or to the end it names ("between 3Q20 and 3Q22"). The
    number check sizes a change said over a horizon with them, as `_sized_wrong` does; a
    sentence that names no horizon, or one its series does not cover, gives none."""
    every = [s for c in computations for s in series_of(c)]
    entities = {s.entity_id for s in every}
    own = _own_reading(sentence, entities, event_dates([sentence]))
    moves: list[tuple[str, float, float]] = []
    for series in every:
        mention = _mention(own, series, entities)
        if mention is None:
            continue
        bounds = _clauses(own)
        index = max(i for i, c in enumerate(bounds) if c <= mention[0])
        horizon = _horizon(own[bounds[index] : bounds[index + 1]], series) or _horizon(own, series)
        if horizon is None or isinstance(horizon, str):
            continue
        inside = _window(series, horizon[0], horizon[2])
        if len(inside) >= 2:
            moves.append((series.metric, inside[0][1], inside[-1][1]))
    return moves


def misstatements(
    sentences: Sequence[str], computations: Sequence[Computation]
) -> list[Misstatement]:
    """Every sentence whose direction or horizon a computation's series contradicts (levels
    against a bound are `claims.misstatements`, which adds them to these)."""
    return series_misstatements(sentences, computations)[0]


def series_misstatements(
    sentences: Sequence[str],
    computations: Sequence[Computation],
    citations: Sequence[Citation] = (),
) -> tuple[list[Misstatement], list[tuple[str, str]]]:
    """The sentences a computation's series contradicts, and the sentences that assert as
    (own words written out, sentence as written), for the readings that build on these.

    With the answer's `citations`, a sentence that cites a computation holding one series
    claims of that series even when it names the figure in words no lexicon holds
    (`_cited_figure`)."""
    found: list[Misstatement] = []
    every_series = [s for c in computations for s in series_of(c)]
    entities = {s.entity_id for s in every_series}
    # chat shorthand written out ("every qtr", "over '22", "GM", "HD"): `shorthand`; then
    # everyday words and arrows read as the longhand below reads (`trend_lexicon_lay`)
    # dated and numbered periods, and the figure a claim compares with, in the forms the
    # horizon reader takes, and decimal commas as points (`written_periods`,
    # `comparison_bases`, `decimal_commas`); a line the answer gives its reader to say is its
    # own claim, and years said as words are written (`speech_frames`, `spoken_dates`)
    # "since inception" dated elsewhere in the answer ("The Fund was launched in March 2014")
    # opens at that date (`since_events`)
    dated = event_dates(list(sentences))
    owned = [_own_reading(s, entities, dated) for s in sentences]
    # a forward word that only names ("the target's margin", "expected loss", a word of a
    # carried figure's name) looks nowhere (`forward_names`)
    metrics = tuple(dict.fromkeys(s.metric for s in every_series))
    claims = [
        not _QUESTION.search(own)
        # a concessive caveat about the future leaves the claim it hedges (`caveats`)
        and not _looks_ahead(own, metrics)
        for own in owned
    ]
    # a forward word in another clause, after a semicolon or a spaced dash, looks ahead for
    # that clause only ("… rose 10 % over 2022 [1]; 5y CDS at 455, outlook unchanged", "…
    # fell in 2023 [1] — the analyst, on whether to keep the bonds")
    asides = [
        not claim and not _QUESTION.search(own) and _ASIDE_CUT.search(own) is not None
        for claim, own in zip(claims, owned, strict=True)
    ]
    mentions = [[_mention(own, series, entities) for own in owned] for series in every_series]
    # "equity" is the stock when the answer holds no balance-sheet equity to mean
    if not any(s.metric == "equity" for s in every_series):
        for series, row in zip(every_series, mentions, strict=True):
            if series.metric == "price":
                row[:] = [
                    m or _equity_as_stock(own, series, entities)
                    for m, own in zip(row, owned, strict=True)
                ]
    tied = [any(row[i] for row in mentions) for i in range(len(owned))]
    named = [tie or bool(_mentions(own)) for tie, own in zip(tied, owned, strict=True)]
    cited = [sources_cited(sentence, citations) for sentence in sentences]
    for series, row in zip(every_series, mentions, strict=True):
        previous = False
        for sentence, own, claim, aside, names, tie, sources, mention in zip(
            sentences, owned, claims, asides, named, tied, cited, row, strict=True
        ):
            if mention is None and previous and not names:
                # a pronoun for the figure of the sentence before
                anaphor = _ANAPHOR.search(own)
                mention = anaphor.span() if anaphor is not None else None
            if mention is None and not tie:
                mention = _cited_figure(own, series, sources, every_series)
            previous = mention is not None
            if mention is None or not (
                claim or (aside and _present_clause(own, mention[0], metrics))
            ):
                continue
            wrong = _misstated(own, sentence, series, mention)
            if wrong is not None:
                found.append(wrong)
    asserted = [(own, s) for own, s, claim in zip(owned, sentences, claims, strict=True) if claim]
    return found, asserted


def sources_cited(sentence: str, citations: Sequence[Citation]) -> frozenset[str]:
    """The source ids a sentence cites: its `[n]` numbers and the model's raw `[[src_…]]`
    marks, through the answer's citations."""
    if not citations:
        return frozenset()
    numbered = number_marks(sentence, citations)[0]
    by_number = {c.number: c.source_id for c in citations}
    return frozenset(by_number[n] for n in citation_marks(numbered) if n in by_number)


def _cited_figure(
    own: str, series: Series, cited: frozenset[str], every: Sequence[Series]
) -> tuple[int, int] | None:
    """Where a sentence that names no series of the answer's computations speaks of the one
    series the computation it cites holds: the cited figure is the claim's subject, however
    the writer names it ("PATAMI", "group debt (conventional and Islamic facilities)", "tons
    harvested", "available liquidity"). Names are open-ended — every trade, language and
    house names its figures its own way — while the citation ties the sentence to its figures
    whatever the words; a claim left unread because its name is unknown would pass unchecked.

    Only when the tie is unambiguous: the sentence cites exactly one series (a computation
    holding several figures leaves the name to choose) and names no other company of the
    answer without naming this one. The claim is its first clause's change word that is not a
    modifier after a determiner ("the contracted backlog beat …" is said by "beat"); the
    mention is the subject before it. A figure the lexicon names in that subject must share a
    word with the series' field ("sync revenue" of `sync_income`) and be neither another's, an
    expectation nor another line of the statements; a figure named anywhere else in the
    sentence leaves it to the ordinary reading."""
    if series.source_id not in cited or [s for s in every if s.source_id in cited] != [series]:
        return None
    lowered = own.lower()
    others = {s.entity_id for s in every} - {None, series.entity_id}
    if (
        series.entity_id is not None
        and any(re.search(rf"\b{re.escape(n)}", lowered) for e in others for n in _names(e or ""))
        and not any(re.search(rf"\b{re.escape(n)}", lowered) for n in _names(series.entity_id))
    ):
        return None
    predicate = None
    figures = {at for at, _, _ in _mentions(own)}
    for start, end in pairwise(_clauses(own)):
        stop = min(end, len(own))
        # an aside in brackets ("net income (loss)") is no verb of the clause
        asides = [m.span() for m in _BRACKETED.finditer(own, start, stop)]
        said = sorted(
            h[0]
            for h in _hits(own, start, stop)
            if not _MODIFIER.search(own, start, h[0])
            and not any(a <= h[0] < b for a, b in asides)
            and not _HEADS_SUBJECT.match(own, h[0])
            and not _qualifies_figure(own, h, figures)
        )
        if said:
            predicate = said[0]
            break
    if predicate is None:
        return None
    lead = start + len(own[start:predicate]) - len(own[start:predicate].lstrip())
    # the whole subject is read, though the mention is its clause's part, where the reading of
    # the claim (`_claimed`) finds its verb and any negation before it
    # ... within its table cell: the row's other cells (the company, the fund that holds it)
    # head the claim, they are neither its subject nor figures it names ("| Initech | Growth
    # Fund | PAT fell … |")
    cell = own.rfind("|", 0, predicate) + 1
    cell_end = own.find("|", predicate) if "|" in own[predicate:] else len(own)
    opens = max(_subject_start(own, start, lead), cell)
    # a figure's word in a lead-in that labels the claim is no subject of it; nor is one in a
    # later clause that says no change ("…; the fund's voting share is 1.8 %"): a level stated
    # beside the claim competes with no subject for its verb
    quiet = [
        (a, b)
        for a, b in pairwise(_clauses(own))
        if a >= stop and not any(h[2] != "flat" for h in _hits(own, a, min(b, len(own))))
    ]
    named = tuple(
        m
        for m in _mentions(own)
        if max(cell, _label_end(own, opens, predicate)) <= m[0] < cell_end
        and not any(a <= m[0] < b for a, b in quiet)
    )
    if any(not opens <= at < predicate for at, _, _ in named):
        return None
    field = {stem(w) for w in bare_field(series.metric).split("_")} - _GLUE
    subject = {stem(t.text.lower()) for t in tokens(own, opens, predicate)} - _GLUE
    if (
        named
        and not subject & field
        and not _initials_meet(own[opens:predicate], series.metric)
        and not _figure_of_figures(own, named)
    ):
        return None
    for at, stop_at, _ in named:
        if _operand(own, at, stop_at):
            continue  # "EBITDA as a share of revenue": the other figure is the ratio's part
        if (
            _other_kind(own, at, series.metric)
            or _someone_elses(own, (at, stop_at), series)
            or _expected_figure(own, (at, stop_at), series.metric)
        ):
            return None
    return (lead, predicate) if predicate > lead else None


def _qualifies_figure(own: str, hit: tuple[int, str, str], figures: set[int]) -> bool:
    """Whether a change word stands before a figure's name it qualifies ("growth capex",
    "expansion capex", "rising costs"): it names a kind of that figure, not what the clause
    says of its subject. A finite verb before its object is still the verb ("the fund cut
    leverage", "the owner raises capex")."""
    if _PAST_FORM.fullmatch(hit[1].lower()) or re.fullmatch(r"[a-z]+[^s]s", hit[1].lower()):
        return False
    after = re.match(r"\s+", own[hit[0] + len(hit[1]) :])
    return after is not None and hit[0] + len(hit[1]) + after.end() in figures


#: a clause cut at "and" that only joins the words of one noun ("cash after sustaining and
#: growth capex", "the hull and machinery book"): the words before it are still the subject's
_JOINED_BY_AND: Final = re.compile(r"\s+and\s+$", re.IGNORECASE)


def _subject_start(own: str, clause: int, lead: int) -> int:
    """Where the subject before the cited figure's verb starts: the clause's first word, or
    earlier when the clause was cut at an "and" inside the subject's noun — the clauses before
    hold no change word of their own (the verb is the sentence's first), so an "and" between
    them and the verb joins nouns, not claims."""
    cuts = _clauses(own)
    while clause > 0 and _JOINED_BY_AND.search(own, 0, clause):
        clause = lead = max(c for c in cuts if c < clause)
    return lead


#: an operator of arithmetic on a named figure: "borrowings less cash", "cash after capex",
#: "EBITDA minus maintenance spend", "claims paid net of recoveries", "loans minus cash"
_OPERATOR: Final = (
    r"(?:less|minus|net\s+of|after|before|excluding|ex\.?|plus|over|divided\s+by|per|"
    # a ratio said in words: "EBITDA as a share of revenue", "debt relative to cash earnings",
    # "capex as a percentage of sales", "debt in proportion to equity"
    r"as\s+an?\s+(?:share|percentage|percent|proportion|fraction|multiple|ratio)\s+of|"
    r"as\s+a\s+%\s+of|relative\s+to|in\s+(?:proportion|relation)\s+to)"
)
_OPERATOR_AFTER: Final = re.compile(rf"\s+{_OPERATOR}\s", re.IGNORECASE)
_OPERATOR_BEFORE: Final = re.compile(
    # the operand's own qualifiers between ("as a share of net revenue", "less total cash")
    rf"\s{_OPERATOR}\s+(?:the\s+|its\s+|their\s+)?(?:(?:net|total|gross|group|adjusted|"
    r"reported|underlying|operating|cash|core|consolidated)\s+){0,2}$",
    re.IGNORECASE,
)


def _operand(own: str, start: int, stop: int) -> bool:
    """Whether the figure named at `start`–`stop` is an operand of an operation or a ratio the
    subject names ("borrowings less cash", "EBITDA as a share of revenue")."""
    return (
        _OPERATOR_AFTER.match(own, stop) is not None
        or _OPERATOR_BEFORE.search(own, 0, start) is not None
    )


def _figure_of_figures(own: str, named: Sequence[tuple[int, int, re.Pattern[str]]]) -> bool:
    """Whether the subject names a figure as an operation on another ("borrowings less cash"
    is net debt, "cash after sustaining and growth capex" free cash flow, "patient revenue
    less staff costs" an operating surplus): the figure it names as an operand is not the
    subject, so it need not share a word with the cited series' field."""
    return any(_operand(own, start, stop) for start, stop, _ in named)


#: a prepositional frame before the claim's subject, set off by a comma, at the sentence's or
#: a clause's start: the scope the claim is made in, not its subject
_FRAME: Final = re.compile(
    r"(?:^|[:;]\s*)(?:among(?:st)?|within|across|inside|in|for)\s+[^,:;]{1,80},\s*$",
    re.IGNORECASE,
)


def _label_end(own: str, lead: int, predicate: int) -> int:
    """Where a lead-in that labels the claim ends: the words before a colon that opens the
    claim's clause, when the clause names its own subject before its change word. Who says
    it, where and to whom ("S. Ndlovu (credit officer, shipping book):", "Board pack,
    endowment portfolio page:", "Quarterly review to the trustees, 'Top holdings':") frame
    the claim; a figure's word among them ("book", "portfolio", "holdings") is not what the
    claim is of. 0 when no such lead-in precedes it ("Revenue: down 3 %" names its figure
    before the colon, the clause after it has no subject of its own). A frame set off by a
    comma that says where or among what the claim is made ("among the fund's credit holdings,",
    "within the high-yield sleeve,") labels it as well."""
    if predicate <= lead or not (
        own[:lead].rstrip().endswith(":") or _FRAME.search(own, 0, lead) is not None
    ):
        return 0
    if not re.search(r"[A-Za-z]", own[lead:predicate]):
        return 0
    return lead


def _initials_meet(subject: str, metric: str) -> bool:
    """Whether a run of the subject's words spells a word of the field by its initials, a
    count after it set aside: "portfolio at risk" of `par30_pct`, "loan to value" of `ltv`."""
    words = [w[0].lower() for w in re.findall(r"[A-Za-z][\w'’-]*", subject)]
    runs = {"".join(words[i:j]) for i in range(len(words)) for j in range(i + 2, len(words) + 1)}
    return any(
        len(part) >= 2 and part in runs
        for part in (re.sub(r"\d+$", "", w) for w in bare_field(metric).lower().split("_"))
    )


#: a change word right after a determiner or a possessive modifies the subject's noun ("the
#: contracted backlog", "Hallvik's declining-balance charge"), it is not what the clause says
_MODIFIER: Final = re.compile(
    r"(?:\b(?:the|a|an|its|their|our|his|her|this|that|these|those|whose)|\w['’]s?)\s+$",
    re.IGNORECASE,
)
#: a change noun that heads the subject, a verb right after it: "net realized gains beat …",
#: "the losses were …", "growth has …"
_HEADS_SUBJECT: Final = re.compile(
    r"[\w-]+\s+(?:was|were|is|are|has|have|had|did|does|do|will|would|can|could|may|might|"
    r"must|should|remained|remains|stayed|stays|kept|keeps|held|holds|beat|beats|topped|tops|"
    r"trailed|trails|lagged|lags|exceeded|exceeds|outpaced|outpaces|came|comes|went|goes)\b",
    re.IGNORECASE,
)
#: words a figure's name and its field share without naming the same figure
_GLUE: Final = frozenset({"to", "of", "the", "and", "in", "on", "at", "a", "an", "for", "by"})


def _looks_ahead(text: str, metrics: Sequence[str]) -> bool:
    """Whether `text` looks ahead: a forward word outside a caveat about the future, a
    condition on the reader and a name that only holds the word (`forward_names`)."""
    plain = forward_names_set_aside(_without_reader_conditions(_without_title(text)), metrics)
    return _FORWARD.search(without_caveats(plain, _FORWARD)) is not None


#: a lead-in that titles the writing the claim comes from, before its colon: a noun of a
#: research or monitoring document in it ("Analyst note, GEO outlook:", "Credit memo — 2024
#: outlook:", "Board pack, watch list:", "Slide 14 - Market context:")
_TITLE: Final = re.compile(
    r"^[^:;\[\]\n]{0,100}?\b(?:notes?|memo(?:randum)?s?|packs?|minutes|decks?|letters?|"
    r"reports?|updates?|reviews?|screens?|brief(?:ing)?s?|commentary|pre-?reads?|monitors?|"
    r"watch\s*lists?|drafts?|slides?|sections?|items?|logs?|digests?|bulletins?|summar(?:y|ies)|"
    r"recaps?|tear\s*sheets?|fact\s*sheets?|one-pagers?|e-?mails?)\b[^:;\[\]\n]{0,60}:(?=\s)",
    re.IGNORECASE,
)


def _without_title(text: str) -> str:
    """The sentence with a document's title before its colon blanked: a forward word in it
    ("… GEO outlook:") names the document, the claim after the colon is read on its own."""
    title = _TITLE.match(text)
    return text if title is None else " " * title.end() + text[title.end() :]


#: where an aside leaves the claim's clause: a semicolon, or a dash set off by spaces (an
#: attribution or a remark appended to the claim: "… [1] – the analyst, on whether to sell";
#: a hyphen inside a word or a range, "2020-2022", is no cut)
_ASIDE_CUT: Final = re.compile(r";|\s[-–—]\s")


def _present_clause(own: str, at: int, metrics: Sequence[str] = ()) -> bool:
    """Whether the clause of `own` holding position `at`, between semicolons or spaced dashes,
    claims the past or present: the sentence looks ahead only in another clause ("…; outlook
    unchanged", "… — on whether to hold")."""
    cuts = [m.span() for m in _ASIDE_CUT.finditer(own)]
    start = max((b for a, b in cuts if b <= at), default=0)
    stop = min((a for a, b in cuts if a >= at), default=len(own))
    return not _looks_ahead(own[start:stop], metrics)


#: one year's change set against another's: "grew faster in 2022 than in 2021", "fell more
#: slowly in FY2021 than in 2020", "rose much more strongly in 2022 than 2021"
_PACE: Final = re.compile(
    r"\b(?P<verb>[a-z]+)\s+(?:(?:much|far|a\s+(?:little|bit|lot)|slightly|somewhat)\s+)?"
    r"(?P<cmp>faster|quicker|more\s+(?:quickly|rapidly|strongly|sharply|steeply|briskly)|"
    r"slower|more\s+(?:slowly|gently|modestly)|less\s+(?:quickly|rapidly|strongly|sharply|"
    r"steeply|briskly))\s+(?:in|during|over)\s+(?:(?P<afy>fy)\s?|cy\s?)?(?P<a>(?:19|20)\d{2})\s+than\s+"
    r"(?:(?:it\s+did\s+)?(?:in|during|over)\s+)?(?:(?P<bfy>fy)\s?|cy\s?)?(?P<b>(?:19|20)\d{2})\b",
    re.IGNORECASE,
)


def _year_change(series: Series, year: int, *, fiscal: bool = False) -> float | None:
    """The relative change of a calendar year: its last figure against the year before's; of
    a fiscal year ("FY2022") when the series' fiscal year does not end in December, its
    fiscal year-end's figure against the one before."""

    def at(day: date) -> float | None:
        near = [v for d, v in series.points if abs((d - day).days) <= 45]
        return near[0] if near else None

    month = series.fiscal_end if fiscal and series.fiscal_end is not None else 12
    if month != 12 and series.fiscal_by_start:
        year += 1  # a fiscal year named by the calendar year it starts in ends in the next
    start, end = at(_month_end(year - 1, month)), at(_month_end(year, month))
    if start is None or end is None or start == 0:
        return None
    return (end - start) / abs(start)


def _mispaced(own: str, series: Series, mention: tuple[int, int]) -> str | None:
    """Why a comparison of two years' pace of change is wrong, else None: "grew faster in 2022
    than in 2021" needs 2022's relative change above 2021's (for a fall, its size)."""
    m = _PACE.search(own, mention[1])
    if m is None:
        return None
    side = change_side(m.group("verb"))
    a, b = int(m.group("a")), int(m.group("b"))
    ra = _year_change(series, a, fiscal=m.group("afy") is not None)
    rb = _year_change(series, b, fiscal=m.group("bfy") is not None)
    if side not in ("up", "down") or ra is None or rb is None or ra == rb:
        return None
    faster = m.group("cmp").lower().startswith(("faster", "quicker")) or (
        m.group("cmp").lower().startswith("more")
        and not m.group("cmp").lower().endswith(("slowly", "gently", "modestly"))
    )
    first_bigger = ra > rb if side == "up" else -ra > -rb
    if first_bigger == faster:
        return None
    return f"{series.metric} changed by {ra:+.1%} in {a} and by {rb:+.1%} in {b}"


def _against_extreme(own: str, series: Series, mention: tuple[int, int]) -> str | None:
    """Why a figure said to end above or below an earlier year's peak or low is wrong, else
    None (`extreme_positions`): the end year's last figure (or the latest) against the
    highest or lowest figure of the base year."""
    # the position must be the mention's own predicate: in its clause, before another figure
    bounds = _clauses(own)
    index = max(i for i, c in enumerate(bounds) if c <= mention[0])
    stop = next((m[0] for m in _mentions(own) if mention[1] <= m[0] < bounds[index + 1]), None)
    said = extreme_position(own[: stop if stop is not None else bounds[index + 1]], mention[1])
    if said is None:
        return None
    base = [v for d, v in series.points if d.year == said.base_year]
    ends = [(d, v) for d, v in series.points if said.end_year is None or d.year == said.end_year]
    if not base or not ends:
        return None
    level = max(base) if said.extreme == "high" else min(base)
    end_day, end = ends[-1]
    if end == level or (end > level) == (said.side == "above"):
        return None
    word = "peak" if said.extreme == "high" else "low"
    where = "above" if end > level else "below"
    return (
        f"{series.metric} ended at {end:.4g} ({end_day}), {where} its {said.base_year} "
        f"{word} of {level:.4g}"
    )


def _misstated(
    own: str, sentence: str, series: Series, mention: tuple[int, int]
) -> Misstatement | None:
    # a yield that "softened" or "moved out" rose (`yield_moves`)
    own = own[: mention[1]] + yield_words_written(own[mention[1] :], series.metric)
    # the quoted currency's move is the rate's turned upside down (`fx_pairs`)
    if inverted(own, series.metric):
        series = replace(series, points=tuple((d, 1 / v) for d, v in series.points if v))
    # a discount said of a signed premium is its negative: "the discount narrowed" rose
    if _discount_of_premium(own, mention, series.metric):
        series = replace(series, points=tuple((d, -v) for d, v in series.points))
    if (paced := _mispaced(own, series, mention)) is not None:
        return Misstatement("direction", series, sentence, paced)
    if (extreme := _against_extreme(own, series, mention)) is not None:
        return Misstatement("direction", series, sentence, extreme)
    if (longer := _longer_span(own, series, mention)) is not None:
        return Misstatement("horizon", series, sentence, longer)
    if series.fiscal_end is not None:
        fiscal = _fiscal(own, sentence, series, mention)
        if fiscal is not None:
            return fiscal if isinstance(fiscal, Misstatement) else None
    elif (whole := _whole_years(own, sentence, series, mention)) is not None:
        return whole if isinstance(whole, Misstatement) else None
    # a clause's own horizon first ("revenue rose in 2021 and margins fell in 2022"), else
    # the sentence's ("In 2022, revenue rose and margins fell")
    bounds = _clauses(own)
    index = max(i for i, c in enumerate(bounds) if c <= mention[0])
    horizon = _horizon(own[bounds[index] : bounds[index + 1]], series) or _horizon(own, series)
    company = own[mention[0] : mention[1]].lower() in _names(series.entity_id or "")
    claimed = _claimed(own, mention, series.metric, subject=company)
    if claimed is not None and claimed.every:
        # "never rose quarter on quarter over 2022": the step, and the horizon besides it
        horizon = stepwise_horizon(own, partial(_horizon, series=series), horizon)
    shape = _shape(own, mention)
    if isinstance(horizon, str):
        if claimed is not None or shape is not None or not isinstance(horizon, _PeriodOutside):
            return Misstatement("horizon", series, sentence, horizon)
        return None
    if claimed is None and shape is None:
        return None
    start = horizon[0] if horizon else series.points[0][0]
    until = horizon[2] if horizon else None
    inside = _window(series, start, until)
    # a horizon inside one step of the series (a year to date of a three-year window) shows no
    # figures of its own: its direction is read from the last step, its size not at all
    sizeable = len(inside) >= 2
    if not sizeable:
        inside = list(series.points[-2:])
    before, after = inside[0][1], inside[-1][1]
    words = f" {horizon[1]}" if horizon else ""
    moved = f"({inside[0][0]}: {before:.4g} → {inside[-1][0]}: {after:.4g})"
    if shape is not None:
        return _misshaped(shape, inside, series, sentence, words)
    assert claimed is not None
    multiple = _multiple(own, mention)
    if multiple is not None:
        wrong = _misscaled(multiple, before, after)
        if wrong is not None:
            return Misstatement(
                "direction", series, sentence, f"{series.metric} {wrong}{words} {moved}"
            )
    yearly = yearly_periods(own, series.points, partial(_span, series=series))
    if isinstance(yearly, str):
        return Misstatement("horizon", series, sentence, yearly)
    if yearly is not None and claimed.side != "flat":
        # "up YoY in each of the last four quarters": one comparison per period
        wrong_each = yearly_wrong(series.points, yearly[0], claimed.side, shown=yearly[1])
        if wrong_each is None:
            return None
        return Misstatement("direction", series, sentence, f"{series.metric} {wrong_each}")
    if claimed.side == "flat":
        return _unsteady(claimed, inside, series, sentence, words, moved)
    if claimed.every:
        # "never fell", "rose every quarter": a single step the other way contradicts it
        against = next(
            (
                (a, b)
                for a, b in pairwise(_stepped(inside, claimed.step))
                if (b[1] < a[1] if claimed.side == "up" else b[1] > a[1])
                and abs(b[1] - a[1]) > 1e-9 * max(abs(a[1]), 1.0)
            ),
            None,
        )
        if against is not None:
            (d0, v0), (d1, v1) = against
            step = "down" if claimed.side == "up" else "up"
            return Misstatement(
                "direction",
                series,
                sentence,
                f"{series.metric} went {step} between {d0} ({v0:.4g}) and {d1} ({v1:.4g}){words}",
            )
    if abs(after - before) <= 1e-9 * max(abs(before), 1.0):
        return None
    went: Direction = "up" if after > before else "down"
    if went != claimed.side:
        return Misstatement(
            "direction", series, sentence, f"{series.metric} went {went}{words} {moved}"
        )
    said = _worded_size(own, mention)
    if said is not None:
        wrong = _missized(said, before, after)
        if wrong is not None:
            return Misstatement("direction", series, sentence, f"{wrong}{words} {moved}")
    # a size claimed of every step ("rose 5 % every quarter") is no size of the whole window
    if not claimed.negated and not claimed.every and sizeable:
        wrong = _sized_wrong(own, mention, inside, series.metric, stated=horizon is not None)
        if wrong is not None:
            return Misstatement("direction", series, sentence, f"{wrong}{words} {moved}")
    return None


def _longer_span(own: str, series: Series, mention: tuple[int, int]) -> str | None:
    """Why the span the claim counts by its length is longer than the series, else None: read
    before a fiscal or a whole-year reading, which takes the year the span is said to end in
    ("over the decade to FY23" is no claim of FY23 alone)."""
    bounds = _clauses(own)
    index = max(i for i, c in enumerate(bounds) if c <= mention[0])
    horizon = _horizon(own[bounds[index] : bounds[index + 1]], series) or _horizon(own, series)
    return horizon if isinstance(horizon, _LongerThanSeries) else None


#: a figure kept as a signed premium (a discount is negative): "premium_discount_to_nav_pct",
#: "nav_premium", "premium_to_par"
_SIGNED_PREMIUM: Final = re.compile(r"(?:^|_)premiums?(?:_|$)")
_DISCOUNT_WORD: Final = re.compile(r"\bdiscounts?\b", re.IGNORECASE)
_PREMIUM_WORD: Final = re.compile(r"\bpremiums?\b", re.IGNORECASE)


def _discount_of_premium(own: str, mention: tuple[int, int], metric: str) -> bool:
    """Whether the claim speaks of a discount where the series keeps a signed premium: a
    discount is the premium's negative, so its widening is the series' fall and its narrowing
    the series' rise ("the shares' discount to NAV narrowed" of a premium/discount field going
    from -20 to -11.5). The words read are the figure's name up to the clause's change word."""
    if not _SIGNED_PREMIUM.search(metric):
        return False
    bounds = _clauses(own)
    index = max(i for i, c in enumerate(bounds) if c <= mention[0])
    stop = min(bounds[index + 1], len(own))
    change = next((h[0] for h in sorted(_hits(own, mention[1], stop))), stop)
    named = own[bounds[index] : max(change, mention[1])]
    return _DISCOUNT_WORD.search(named) is not None and _PREMIUM_WORD.search(named) is None


def _fiscal(
    own: str, sentence: str, series: Series, mention: tuple[int, int]
) -> Misstatement | Literal[True] | None:
    """A claim of a fiscal period of a series whose fiscal year does not end in December, read
    against that fiscal calendar (`fiscal_years`): its misstatement, True when the figures bear
    it out, None when the sentence names no fiscal period."""
    assert series.fiscal_end is not None
    company = own[mention[0] : mention[1]].lower() in _names(series.entity_id or "")
    claimed = _claimed(own, mention, series.metric, subject=company)
    if claimed is None:
        return None  # no change claimed: nothing for the fiscal reading to judge
    verdict = fiscal_verdict(
        own,
        mention,
        series.points,
        series.fiscal_end,
        series.metric,
        claimed.side,
        every=claimed.every,
        negated=claimed.negated,
        by_start=series.fiscal_by_start,
    )
    if verdict is None:
        return None
    if verdict.kind is None:
        return True
    return Misstatement(verdict.kind, series, sentence, verdict.detail)


def _whole_years(
    own: str, sentence: str, series: Series, mention: tuple[int, int]
) -> Misstatement | Literal[True] | None:
    """A claim comparing whole calendar years ("for the full year 2022 … lower than for the
    full year 2021"), read as fiscal years ending in December (`whole_years`): its
    misstatement, True when the figures bear it out, None when it names no whole year."""
    said = as_fiscal_years(own)
    if said is None or not held_whole(said, [d for d, _ in series.points]):
        return None
    claimed = _claimed(own, mention, series.metric)
    side = claimed.side if claimed is not None else comparative_side(own, mention[1])
    if side is None:
        return None
    verdict = fiscal_verdict(
        said,
        mention,
        series.points,
        12,
        series.metric,
        side,
        every=claimed is not None and claimed.every,
        negated=claimed is not None and claimed.negated,
    )
    if verdict is None:
        return None
    if verdict.kind is None:
        return True
    return Misstatement(verdict.kind, series, sentence, verdict.detail)


def _sized_wrong(
    own: str,
    mention: tuple[int, int],
    inside: list[tuple[date, float]],
    metric: str,
    *,
    stated: bool,
) -> str | None:
    """Why the size the mention's clause gives its change is not the window's, else None: a
    size in digits after a verb of change when the sentence names its horizon (without one,
    `answer.numbers_match` looks for the size among the cited figures), and a band of rates
    ("double-digit", "mid-teens") over the window, named or the whole series (`trend_sizes`)."""
    bounds = _clauses(own)
    index = max(i for i, c in enumerate(bounds) if c <= mention[0])
    start, stop = bounds[index], min(bounds[index + 1], len(own))
    first, last = inside[0], inside[-1]
    # the first size and the first band of the clause are the claim's: a later one may be of
    # another period ("rose 14 % in 2022 after falling 5 % in 2021")
    sizes = [
        size
        for size in (written_sizes(own, mention[1], stop) if stated else [])
        # "to 31 %", "at 2.4x": a level, not the size of a change
        if change_side(size.lead) is not None or size.lead.lower() in _SIZE_LEADS
    ]
    if sizes and (wrong := missized(sizes[0], first, last, metric)) is not None:
        return wrong
    bands = written_bands(own, start, stop)
    if bands:
        return misbanded(bands[0], first, last, annual=says_annual(own, start, stop))
    return None


#: words that take a change's size besides the verbs of change: "posted gains of 12 %"
#: ("compounded at 12 %": compounding is growth only before its rate, so it is no verb of change
#: alone)
_SIZE_LEADS: Final = frozenset(
    {
        "gains",
        "gain",
        "growth",
        "increase",
        "decrease",
        "decline",
        "compounded",
        "compounding",
        "compounds",
    }
)


def _unsteady(
    claimed: _Claim,
    inside: list[tuple[date, float]],
    series: Series,
    sentence: str,
    words: str,
    moved: str,
) -> Misstatement | None:
    """Why a flat claim is wrong of the window, else None: the range of every figure in it,
    not only of its ends, against the level (`_FLAT_TOLERANCE`)."""
    values = [v for _, v in inside]
    spread = max(values) - min(values)
    level = max(max(abs(v) for v in values), 1e-12)
    tolerance = _LOOSE_FLAT_TOLERANCE if claimed.loose else _FLAT_TOLERANCE
    if spread <= tolerance * level:
        return None
    before, after = values[0], values[-1]
    if abs(after - before) > tolerance * level:
        actual = "up" if after > before else "down"
        return Misstatement(
            "direction",
            series,
            sentence,
            f"{series.metric} went {actual}{words}, not sideways {moved}",
        )
    low, high = min(inside, key=lambda p: p[1]), max(inside, key=lambda p: p[1])
    return Misstatement(
        "direction",
        series,
        sentence,
        f"{series.metric} did not hold steady{words}: it ranged from {low[1]:.4g} ({low[0]}) to "
        f"{high[1]:.4g} ({high[0]}), {spread / level:.0%} of its level, more than the "
        f"{tolerance:.0%} a{' hedged' if claimed.loose else ''} flat claim allows",
    )


#: a turn at a high or a low: "peaked", "topped out", "crested"; "bottomed out", "troughed"
_PEAK: Final = re.compile(
    r"\b(?:peak(?:ed|s|ing)?|topp(?:ed|ing)\s+out|tops?\s+out|crest(?:ed|s|ing)?|maxed\s+out|"
    r"(?:hit|reached|touched|made|set)\s+(?:a|its|their)\s+(?:high|peak|top)(?:\s+\w+){0,3}?)\b",
    re.IGNORECASE,
)
_TROUGH: Final = re.compile(
    r"\b(?:bottom(?:ed|s|ing)\s+out|bottom(?:ed|s|ing)|trough(?:ed|s|ing)|"
    r"(?:hit|reached|touched|made|set)\s+(?:a|its|their)\s+(?:low|bottom|trough|floor)|"
    r"found\s+(?:a|its|their)\s+(?:floor|bottom|footing))\b",
    re.IGNORECASE,
)
#: what orders two changes in time: "rose, then fell", "climbed before easing", "only to slide"
_THEN: Final = re.compile(
    r"\b(?:then|before|only\s+to|after\s+which|thereafter|subsequently|later)\b",
    re.IGNORECASE,
)
#: how far a turn must stand out from both ends of the window to be seen: 2 % of its level
_TURN_MARGIN: Final = 0.02


def _shape(sentence: str, mention: tuple[int, int]) -> Literal["peak", "trough"] | None:
    """A shape the sentence says the mentioned figure drew, over its predicate up to the next
    figure it names: a rise then a fall ("climbed, peaked and then trended lower", "spiked,
    then bled lower", "topped out and then eroded") is a peak; a fall then a rise ("bottomed
    out and rebounded", "dipped before recovering") a trough. A peak word needs the fall after
    it ("peaked at 4.8x" states a level), and two changes need a word that orders them
    ("revenue rose and costs fell" are two figures)."""
    start = mention[1]
    semi = sentence.find(";", start)
    stop = semi if semi != -1 else len(sentence)
    hits = sorted(h for h in _hits(sentence, start, stop) if h[2] != "flat")
    if not hits:
        return None
    # the predicate ends at the next figure named after it begins ("leverage on trailing
    # earnings spiked" names one figure)
    stop = next((m[0] for m in _mentions(sentence) if hits[0][0] <= m[0] < stop), stop)
    hits = [h for h in hits if h[0] < stop]
    if _NEGATOR.search(sentence, start, stop) is not None:
        return None
    turns: tuple[tuple[re.Pattern[str], Literal["peak", "trough"], str], ...] = (
        (_PEAK, "peak", "down"),
        (_TROUGH, "trough", "up"),
    )
    for turn, shape, then in turns:
        m = turn.search(sentence, start, stop)
        if m is not None and any(h[0] >= m.end() and h[2] == then for h in hits):
            return shape
    for first, second in pairwise(hits):
        if first[2] != second[2] and _THEN.search(sentence, first[0] + len(first[1]), second[0]):
            return "peak" if first[2] == "up" else "trough"
    return None


def _misshaped(
    shape: Literal["peak", "trough"],
    inside: list[tuple[date, float]],
    series: Series,
    sentence: str,
    words: str,
) -> Misstatement | None:
    """A peak is a high inside the window that both its ends stand clearly below; a trough a
    low inside it that both ends stand clearly above. A turn at the window's edge is no turn
    the window shows."""
    values = [v for _, v in inside]
    pick = max if shape == "peak" else min
    turn = pick(range(len(values)), key=lambda i: values[i])
    level = values[turn]
    margin = _TURN_MARGIN * max(abs(level), 1e-12)
    clear = (
        0 < turn < len(values) - 1
        and abs(level - values[0]) > margin
        and abs(level - values[-1]) > margin
    )
    if clear:
        return None
    what = "rise to a high and fall back" if shape == "peak" else "fall to a low and recover"
    shown = ", ".join(f"{v:.4g}" for v in values)
    return Misstatement(
        "direction",
        series,
        sentence,
        f"{series.metric} did not {what}{words} ({inside[0][0]} to {inside[-1][0]}: {shown})",
    )


#: a change said as a multiple, with its hedge: "doubled", "more than tripled", "nearly halved",
#: "was cut in half"
_MULTIPLE: Final = re.compile(
    r"\b(?P<hedge>(?:nearly|almost|close\s+to|not\s+quite|more\s+than|over|better\s+than|"
    r"roughly|about|around|approximately|some|~)\s*)?(?:"
    # not a count of digits or figures, which sizes a rate ("a double-digit annual rate",
    # "triple-figure growth", "in double digits")
    r"(?P<verb>doubl|tripl|quadrupl|halv)(?:ed|es|e|ing)(?![\s-]+(?:digits?|figures?)\b)|"
    r"(?P<half>(?:was\s+|were\s+)?(?:cut|slashed|fell|dropped|shrank|declined)\s+(?:by|in)\s+half))\b",
    re.IGNORECASE,
)
_FACTORS: Final = {"doubl": 2.0, "tripl": 3.0, "quadrupl": 4.0, "halv": 0.5}
#: how far the ratio of the ends may stand from the multiple said, as shares of that multiple:
#: plain, "nearly …", "more than …", "roughly …"
_MULTIPLE_BANDS: Final = {
    "": (0.85, 1.15),
    "nearly": (0.75, 1.02),
    "more": (0.98, float("inf")),
    "roughly": (0.8, 1.25),
}
_HEDGES: Final = {
    "nearly": "nearly", "almost": "nearly", "close": "nearly", "not": "nearly",
    "more": "more", "over": "more", "better": "more",
    "roughly": "roughly", "about": "roughly", "around": "roughly", "approximately": "roughly",
    "some": "roughly", "~": "roughly",
}  # fmt: skip


def _multiple(sentence: str, mention: tuple[int, int]) -> tuple[float, str] | None:
    """The multiple the mention's clause says its figure changed by (2 for "doubled", 0.5 for
    "halved") with its hedge, else None; a negated multiple ("did not double") says none."""
    bounds = _clauses(sentence)
    index = max(i for i, c in enumerate(bounds) if c <= mention[0])
    stop = min(bounds[index + 1], len(sentence))
    m = _MULTIPLE.search(sentence, mention[1], stop)
    if m is None or _negated(sentence, bounds[index], m.start()):
        return None
    factor = 0.5 if m.group("half") else _FACTORS[m.group("verb").lower()]
    hedge = (m.group("hedge") or "").strip().lower().split(" ")[0]
    return factor, _HEDGES.get(hedge, "")


def _misscaled(multiple: tuple[float, str], before: float, after: float) -> str | None:
    """Why the ends of the window do not stand in the multiple said, else None: a doubling is
    a ratio of about two (1.7 to 2.3), a halving one of about a half, measured the same way
    on the side of the change (a halving is a doubling read backwards)."""
    factor, hedge = multiple
    if before == 0 or (after / before) <= 0:
        return "changed sign, which no multiple says"
    ratio = after / before
    said = factor if factor > 1 else 1 / factor
    seen = ratio if factor > 1 else 1 / ratio
    low, high = _MULTIPLE_BANDS[hedge]
    if low * said <= seen <= high * said:
        return None
    return f"moved by a multiple of {ratio:.2f}, not {factor:g}"


#: a change's size said in words, where a change takes its extent ("by", "added", "put on",
#: "gave back", "shed", "lost", "gained", "cut by"): a share of the start ("roughly a third",
#: "about half", "two-thirds") or a count of points or turns ("a couple of points", "a point or
#: so", "half a turn", "a few points")
_EXTENT_VERB: Final = (
    r"(?:by|added|adds|put\s+on|puts\s+on|gave\s+back|gives\s+back|shed|sheds|lost|loses|"
    r"gained|gains|picked\s+up|dropped|knocked\s+off|took\s+off)\s+"
)
#: a verb of motion followed by a count of points or turns ("rose a couple of points"); a
#: share after it is too often a span ("rose three quarters in a row") to be read as a size
_MOTION_VERB: Final = (
    r"(?:rose|fell|grew|shrank|climbed|slipped|declined|eased|improved|widened|narrowed|"
    r"expanded|contracted|jumped|ticked\s+(?:up|down|higher|lower)|moved|slid|sank)\s+"
)
_HEDGE: Final = (
    r"(?P<hedge>(?:roughly|about|around|approximately|some|nearly|almost|close\s+to|~)\s*)?"
)
_SHARES: Final = {
    "half": 0.5, "a half": 0.5, "one half": 0.5, "a third": 1 / 3, "one third": 1 / 3,
    "a quarter": 0.25, "one quarter": 0.25, "a fifth": 0.2, "one fifth": 0.2,
    "a tenth": 0.1, "one tenth": 0.1, "two thirds": 2 / 3, "three quarters": 0.75,
}  # fmt: skip
_WORDED_SHARE: Final = re.compile(
    rf"\b{_EXTENT_VERB}{_HEDGE}(?P<share>half|(?:a|one)[\s-]+(?:half|third|quarter|fifth|tenth)|"
    r"two[\s-]+thirds|three[\s-]+quarters)\b(?!\s+(?:of\s+)?(?:a\s+)?(?:points?|pts|turns?|"
    r"percent|per\s+cent|%|percentage|the|its|their|year|quarter))",
    re.IGNORECASE,
)
#: counts of points or turns said in words, each with the range a careful reader allows it
_COUNTS: Final = {
    "a couple of": (1.5, 2.5), "a few": (2.0, 5.0), "half a": (0.4, 0.6),
    "a point or so": (0.7, 1.4), "a turn or so": (0.7, 1.4),
}  # fmt: skip
_WORDED_COUNT: Final = re.compile(
    rf"\b(?:{_EXTENT_VERB}|{_MOTION_VERB}){_HEDGE}(?:(?P<count>a\s+couple\s+of|a\s+few|half\s+a)\s+"
    r"(?P<unit>(?:percentage\s+)?points?|pts|pp|turns?)|(?P<or_so>a\s+(?:point|turn)\s+or\s+so))\b",
    re.IGNORECASE,
)


def _worded_size(sentence: str, mention: tuple[int, int]) -> tuple[str, float, float] | None:
    """The size of the change the mention's clause says in words, as (measure, low, high):
    "share" of the start, or a count of "points" (hundredths of a ratio) or "turns" (of a
    multiple); a hedge widens a share's range. Figures written as digits are checked by
    `answer.numbers_match`."""
    bounds = _clauses(sentence)
    index = max(i for i, c in enumerate(bounds) if c <= mention[0])
    stop = min(bounds[index + 1], len(sentence))
    if (m := _WORDED_SHARE.search(sentence, mention[1], stop)) is not None:
        share = _SHARES[re.sub(r"[\s-]+", " ", m.group("share").lower())]
        spread = 0.2 if m.group("hedge") else 0.12
        return "share", share * (1 - spread), share * (1 + spread)
    if (m := _WORDED_COUNT.search(sentence, mention[1], stop)) is not None:
        if m.group("or_so"):
            said = re.sub(r"\s+", " ", m.group("or_so").lower())
            unit = "turns" if "turn" in said else "points"
            low, high = _COUNTS[said]
        else:
            unit = "turns" if m.group("unit").lower().startswith("turn") else "points"
            low, high = _COUNTS[re.sub(r"\s+", " ", m.group("count").lower())]
        return unit, low, high
    return None


def _missized(said: tuple[str, float, float], before: float, after: float) -> str | None:
    """Why the window's change is not the size said in words, else None."""
    measure, low, high = said
    if measure == "share":
        if before == 0:
            return None
        size = abs(after - before) / abs(before)
        shown = f"{size:.0%} of its start"
    elif measure == "points":
        # points of a ratio held as a fraction, or of a figure already in percent
        size = abs(after - before) * (100 if max(abs(before), abs(after)) <= 1.5 else 1)
        shown = f"{size:.2g} points"
    else:
        size = abs(after - before)
        shown = f"{size:.2g} turns"
    if low <= size <= high:
        return None
    return f"the change was {shown}, not the size said"


__all__ = [
    "METRICS",
    "Misstatement",
    "Series",
    "change_side",
    "horizon_moves",
    "misstatements",
    "sentences",
    "series_of",
    "sources_cited",
]
