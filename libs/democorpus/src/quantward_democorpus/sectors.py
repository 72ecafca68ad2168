"""What a company of each sector talks about: size, margins, balance-sheet shape, the topics
analysts ask about on its calls, its segments and its risk factors.

Templates take `{placeholders}` filled from the quarter's figures (`corpus.model`), so the number
an executive quotes about inventory is the number in that quarter's balance sheet, and the net
interest margin in a bank's 10-Q is the one its CFO gave on the call.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Topic:
    key: str
    label: str
    questions: tuple[str, ...]
    pushes: tuple[str, ...]
    answers: tuple[str, ...]
    second_answers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Sector:
    key: str
    noun: str
    revenue_bn: tuple[float, float]
    gross_margin: tuple[float, float] | None
    net_margin: tuple[float, float]
    inventory_days: tuple[float, float] | None
    receivable_days: tuple[float, float] | None
    financial: bool
    topics: tuple[str, ...]
    segments: tuple[str, str, str]
    product: str
    drivers_up: tuple[str, ...]
    drivers_down: tuple[str, ...]
    risks: tuple[tuple[str, str], ...]
    seasonality: tuple[float, float, float, float] = (1.0, 1.0, 1.0, 1.0)


#: capital expenditures as a share of revenue, by sector (what the CFO says the company spends)
CAPEX_INTENSITY: Final[Mapping[str, float]] = {
    "tech": 0.12, "devices": 0.03, "internet": 0.12, "it_services": 0.03, "semis": 0.08,
    "retail": 0.03, "consumer": 0.04, "pharma": 0.04, "health": 0.05, "managed_care": 0.015,
    "energy": 0.10, "utilities": 0.25, "telecom": 0.16, "media": 0.03, "autos": 0.06,
    "industrial": 0.04, "materials": 0.07, "payments": 0.03,
}  # fmt: skip
#: what a company's outlook is stated in, and its size against revenue (banks guide net
#: interest income, insurers net premiums earned; everyone else revenue)
GUIDED: Final[Mapping[str, tuple[str, float]]] = {
    "bank": ("net interest income", 0.6),
    "insurance": ("net premiums earned", 0.8),
}


_COMMON_RISKS: Final = (
    (
        "Macroeconomic conditions",
        "Adverse economic conditions, including inflation, higher interest rates and slower "
        "growth in our major markets, could reduce demand for our {product} and increase our "
        "costs.",
    ),
    (
        "Cybersecurity",
        "A breach of our information systems, or of those of our suppliers, could disrupt our "
        "operations, expose confidential information and damage our reputation.",
    ),
    (
        "Foreign currency",
        "A significant portion of our revenue is earned outside our reporting currency, and "
        "movements in exchange rates affect our reported results.",
    ),
    (
        "Acquisitions",
        "We may not realize the expected benefits of acquisitions, and integrating acquired "
        "businesses may divert management attention and increase costs.",
    ),
)

TOPICS: Final[Mapping[str, Topic]] = {
    t.key: t
    for t in (
        Topic(
            "inventory",
            "inventory",
            (
                "I wanted to ask about inventory. It ended the quarter at {inventory}, up "
                "{inventory_yoy} from a year ago, while revenue grew {revenue_yoy}. How "
                "comfortable are you with those levels going into {next_quarter}?",
                "Can you talk about inventory? Days on hand look like they moved up to about "
                "{inventory_days}. Is that deliberate, or is sell-through slower than you "
                "planned?",
                "On inventory, you are carrying {inventory} at quarter end. How much of that is "
                "aged, and how should we think about the risk of markdowns?",
            ),
            (
                "Just to push on inventory once more: if demand stays where it is, how many "
                "quarters does it take to get back to normal days on hand?",
                "Sorry to come back to inventory, but is there any scenario where you have to "
                "take a write-down in {next_quarter}?",
                "One more on inventory, if I may. Are your channel partners carrying more than "
                "you are comfortable with as well?",
            ),
            (
                "Sure. Inventory of {inventory} is higher than we would like, about "
                "{inventory_days} of supply. Part of that is planned, we built ahead of "
                "{next_quarter}, and part of it reflects slower sell-through in a few "
                "categories. We expect to work it down over the next two quarters.",
                "We are comfortable with the position. Inventory rose {inventory_yoy} year over "
                "year, largely in-transit and safety stock, and the quality of the inventory is "
                "good. We are not seeing an aging problem.",
            ),
            (
                "We don't expect a write-down. We have tightened receipts and we will manage "
                "promotions carefully, but I would not extrapolate one quarter.",
                "It will take a couple of quarters. We have reduced orders with our suppliers "
                "and we expect days on hand to normalize by the end of the fiscal year.",
                "I'll repeat what I said: we are managing it tightly and we are comfortable with "
                "the reserves we carry.",
            ),
        ),
        Topic(
            "margins",
            "margins",
            (
                "Gross margin was {gross_margin}, {gm_change} year over year. Can you walk us "
                "through the puts and takes, and how you see it trending from here?",
                "On margins, how much of the {gm_move} in gross margin is mix versus cost "
                "inflation?",
            ),
            (
                "Coming back to margins: is {gross_margin} the trough, or is there more "
                "pressure to come in {next_quarter}?",
                "Just to press on that, what would have to go right for margins to get back to "
                "last year's level?",
            ),
            (
                "Gross margin of {gross_margin} reflected {margin_driver}. We took cost actions "
                "during the quarter and we expect those benefits to build through the year.",
                "The change was mostly mix and freight. Underlying productivity was positive, "
                "and we continue to target margin expansion over the medium term.",
            ),
            (
                "We are not going to call a bottom on one quarter, but the actions we have "
                "taken should support margins from here.",
                "It depends on input costs, which have been volatile. We have built the plan on "
                "conservative assumptions.",
            ),
        ),
        Topic(
            "pricing",
            "pricing",
            (
                "Pricing contributed about {price_pts} to growth, with volumes {volume_pts}. "
                "How much more pricing do you think the consumer can absorb?",
                "Could you talk about elasticity? Are you seeing any trade-down as you take price?",
            ),
            (
                "To follow up on pricing: have you had any pushback from retailers on the "
                "increases you announced?",
                "Just one more on price: if competitors do not follow, would you roll back?",
            ),
            (
                "Elasticities have been better than our historical models. Pricing added "
                "{price_pts} in the quarter and volumes were {volume_pts}; we will keep pricing "
                "in line with inflation.",
                "We have taken price where our brands support it. We watch elasticity closely "
                "and, so far, trade-down has been limited.",
            ),
            (
                "Our conversations with customers are constructive; they understand the cost "
                "environment.",
                "We don't comment on future pricing actions.",
            ),
        ),
        Topic(
            "demand",
            "demand",
            (
                "Can you talk about the demand environment? Orders were up {orders} by our "
                "math. Have you seen any change in customer behavior since the quarter ended?",
                "How would you characterize demand for your {product} heading into {next_quarter}?",
            ),
            (
                "Just to follow up on demand: are you seeing any lengthening of sales cycles or "
                "deals slipping?",
                "Going back to demand, what are you assuming for the macro in your outlook?",
            ),
            (
                "Demand was solid. Orders were up {orders} and the pipeline remains healthy, "
                "although customers are scrutinizing larger commitments more carefully.",
                "We saw good momentum in {segment_a} and some softness in {segment_c}. Overall "
                "demand for our {product} remains resilient.",
            ),
            (
                "We have seen some elongation in deal cycles, mainly with larger customers, and "
                "we have factored that into the outlook.",
                "Our outlook assumes the macro environment stays roughly where it is today.",
            ),
        ),
        Topic(
            "supply_chain",
            "supply chain",
            (
                "How are supply constraints trending? Are lead times normalizing?",
                "Could you update us on component availability and freight costs?",
            ),
            ("Just to push on supply: how much revenue did constraints cost you in the quarter?",),
            (
                "Supply improved through the quarter. Lead times are shorter than six months "
                "ago, and freight costs are coming down, which helps {next_quarter}.",
                "We still see pockets of constraint in a few components, but overall the supply "
                "chain is much healthier than a year ago.",
            ),
            ("We estimate the impact at roughly {supply_cost}, and we expect it to ease.",),
        ),
        Topic(
            "capital_return",
            "capital return",
            (
                "You repurchased {buyback} of stock in the quarter. How do you weigh buybacks "
                "against paying down debt of {debt}?",
                "Could you update us on capital allocation priorities?",
            ),
            ("Is there any change to the pace of buybacks given the outlook?",),
            (
                "Our priorities are unchanged: invest in the business, pay a growing dividend and "
                "return excess cash through buybacks. We repurchased {buyback} in the quarter.",
            ),
            ("We will stay disciplined; the pace will depend on cash generation.",),
        ),
        Topic(
            "capex",
            "capital spending",
            (
                "Capital expenditures were {capex} this quarter. How should we think about "
                "capex for the full year, and where is the investment going?",
                "Can you talk about your capital spending plans? You spent {capex} in the quarter.",
            ),
            ("Is there any flexibility to slow capex if demand softens?",),
            (
                "We continue to plan capital expenditures of about {capex_year} for the year. "
                "Most of it goes to capacity in {segment_a}, and we will pace it with demand.",
                "Capex of {capex} in the quarter was in line with our plan; we still expect "
                "about {capex_year} for the year, weighted to {segment_a}.",
            ),
            (
                "Yes. A meaningful part of the spending is discretionary, and we review it every "
                "quarter.",
            ),
        ),
        Topic(
            "net_interest_margin",
            "net interest margin",
            (
                "Net interest margin was {nim}, {nim_change} from last quarter. How do you see "
                "NIM evolving if rates stay where they are?",
                "Can you talk about deposit betas and what they mean for net interest income?",
            ),
            (
                "To follow up on NIM: what deposit beta is embedded in your guidance?",
                "Just to press on net interest income, is there downside to the outlook if "
                "deposit costs keep rising?",
            ),
            (
                "NIM of {nim} benefited from higher asset yields, partly offset by deposit "
                "costs. We expect net interest income to grow modestly from here.",
                "Deposit betas have been lower than in prior cycles so far. We assume they catch "
                "up over the next few quarters, which is in our outlook.",
            ),
            ("We assume a cumulative beta in the mid-thirties, and we think that is prudent.",),
        ),
        Topic(
            "credit_quality",
            "credit quality",
            (
                "The net charge-off ratio was {nco}. Where do you see losses normalizing, and "
                "how did you think about the reserve build of {provision}?",
                "Are you seeing any early signs of stress in consumer or commercial credit?",
            ),
            (
                "Just to push on credit: which portfolios are you watching most closely?",
                "Coming back to reserves, what unemployment rate is in your base case?",
            ),
            (
                "Credit remains healthy. Net charge-offs of {nco} are still below pre-pandemic "
                "levels, and the provision of {provision} mostly reflects loan growth and a more "
                "cautious macro outlook.",
            ),
            (
                "We are watching commercial real estate and the lower-income consumer, but we "
                "are not seeing broad-based deterioration.",
            ),
        ),
        Topic(
            "deposits",
            "deposits",
            (
                "Deposits were {deposits} at quarter end, {deposit_qoq} from last quarter. "
                "What are you seeing in deposit flows?",
            ),
            ("Just to follow up: are you seeing deposits migrate into higher-yielding products?",),
            (
                "Deposits of {deposits} moved {deposit_qoq} as customers moved some balances "
                "into higher-yielding alternatives; operational balances remain sticky.",
            ),
            ("Some migration, yes, and it is consistent with our expectations.",),
        ),
        Topic(
            "pipeline",
            "pipeline",
            (
                "Could you give us an update on the pipeline? You have {pipeline} programs in "
                "late-stage development; which readouts matter most over the next year?",
                "How should we think about the timing of the {readouts} late-stage readouts "
                "you have guided to?",
            ),
            ("Just to follow up on the pipeline: is any of that timing at risk?",),
            (
                "We now have {pipeline} programs in late-stage development and expect "
                "{readouts} pivotal readouts over the next twelve months.",
            ),
            ("Timelines are on track, and we will update you as data become available.",),
        ),
        Topic(
            "backlog",
            "backlog",
            (
                "Backlog reached {backlog}, with book-to-bill of {book_to_bill}. How much of "
                "that converts over the next twelve months?",
            ),
            ("Just to push on backlog: have you seen any cancellations?",),
            (
                "Backlog of {backlog} is a record for us, and we expect roughly half of it to "
                "convert to revenue over the next twelve months.",
            ),
            ("Cancellations remain very low, in line with historical levels.",),
        ),
        Topic(
            "production",
            "production",
            (
                "Production averaged {production}, {production_yoy} year over year. What is "
                "your outlook for volumes and capital spending?",
            ),
            ("Just to follow up on capex: is there flexibility if commodity prices weaken?",),
            (
                "Production of {production} was in line with our plan. We expect volumes to "
                "grow modestly, and we are keeping capital discipline.",
            ),
            ("Yes, a meaningful part of the program is short-cycle and can be adjusted.",),
        ),
        Topic(
            "subscribers",
            "subscribers",
            (
                "Net additions were {subs_adds}. Can you talk about churn and the trajectory "
                "into {next_quarter}?",
            ),
            ("Just to follow up on churn: has the price increase changed behavior at all?",),
            ("We added {subs_adds} in the quarter, with churn near historical lows.",),
            ("Churn ticked up slightly after the price change and has since normalized.",),
        ),
        Topic(
            "advertising",
            "advertising",
            (
                "Advertising revenue grew {ad_growth}. What are you seeing in the ad market "
                "into {next_quarter}?",
            ),
            ("Just to push on advertising: are you seeing budget cuts in any verticals?",),
            (
                "Advertising grew {ad_growth}. Some categories pulled back, but demand for our "
                "premium inventory held up.",
            ),
            ("A few verticals are cautious, mainly financial services and consumer tech.",),
        ),
        Topic(
            "combined_ratio",
            "underwriting",
            (
                "The combined ratio was {combined_ratio}. How much of that was catastrophe "
                "losses, and how are you thinking about pricing at renewals?",
            ),
            ("Just to follow up on reserves: did you see any adverse development?",),
            (
                "The combined ratio of {combined_ratio} included an elevated level of "
                "catastrophe losses. Rate increases continue to exceed loss-cost trends.",
            ),
            ("Prior-year development was modestly favorable overall.",),
        ),
        Topic(
            "volumes",
            "volumes",
            (
                "Organic volumes were {organic_volume}. Could you break that down by region?",
                "Total payment volume grew {organic_volume}. How did cross-border trend?",
            ),
            ("Just to follow up on volumes: have you seen any change in the exit rate?",),
            (
                "Volumes were {organic_volume}, with strength in {segment_a} offsetting "
                "softness in {segment_c}.",
            ),
            ("The exit rate was consistent with the quarter as a whole.",),
        ),
        Topic(
            "ev_transition",
            "electric vehicles",
            (
                "Electrified vehicles were {ev_share} of deliveries. How are EV margins "
                "trending versus combustion vehicles?",
            ),
            ("Just to push on EV profitability: when do you reach margin parity?",),
            (
                "Electrified vehicles were {ev_share} of deliveries. Battery costs remain the "
                "main swing factor for margins.",
            ),
            ("We continue to target parity by the middle of the decade.",),
        ),
        Topic(
            "input_costs",
            "input costs",
            (
                "Input cost inflation was about {input_inflation} of cost of sales. What are you "
                "assuming for the rest of the year?",
            ),
            ("Just to follow up: how much of that is hedged?",),
            (
                "Inflation ran at about {input_inflation}. We are largely hedged for the rest of "
                "the year, so the visibility there is good.",
            ),
            ("We are roughly three-quarters hedged for the next twelve months.",),
        ),
        Topic(
            "medical_costs",
            "medical costs",
            (
                "The medical care ratio was {mcr}. Are you seeing elevated utilization in any "
                "part of the book?",
            ),
            ("Just to push on utilization: is outpatient activity still running above plan?",),
            (
                "The medical care ratio of {mcr} was in line with our expectations, with "
                "utilization broadly stable.",
            ),
            ("Outpatient activity is modestly elevated, and we have reflected that in pricing.",),
        ),
        Topic(
            "leverage",
            "leverage",
            (
                "Net leverage is about {leverage}. How quickly do you get back to your target, "
                "and does that constrain investment?",
            ),
            ("Just to follow up on the balance sheet: is the dividend secure?",),
            (
                "Net leverage of {leverage} is above our target, and we expect to reduce it "
                "through free cash flow and disciplined capital spending.",
            ),
            ("The dividend is a priority, and we are comfortable with it.",),
        ),
    )
}

SECTORS: Final[Mapping[str, Sector]] = {
    s.key: s
    for s in (
        Sector(
            "tech",
            "technology company",
            (2.0, 40.0),
            (0.45, 0.70),
            (0.12, 0.30),
            (8, 25),
            (40, 70),
            False,
            ("demand", "margins", "capital_return", "capex"),
            ("Cloud Services", "Productivity Software", "Personal Computing"),
            "software and cloud services",
            ("strong cloud demand", "growth in subscriptions", "a favorable product mix"),
            ("softer PC demand", "a stronger dollar", "elongated enterprise deal cycles"),
            (
                (
                    "Competition",
                    "The markets for our {product} are highly competitive and "
                    "subject to rapid technological change.",
                ),
                ("Supply chain", "We depend on a limited number of suppliers for key components."),
            ),
            (0.95, 1.0, 1.0, 1.1),
        ),
        Sector(
            "semis",
            "semiconductor company",
            (1.5, 8.0),
            (0.40, 0.55),
            (0.10, 0.25),
            (70, 110),
            (45, 65),
            False,
            ("inventory", "demand", "margins", "supply_chain"),
            ("Data Center", "Client", "Embedded"),
            "processors and chips",
            ("strong data center demand", "new product ramps", "a richer mix"),
            ("a PC market correction", "customers reducing inventory", "weaker consumer demand"),
            (
                (
                    "Cyclicality",
                    "The semiconductor industry is cyclical and subject to "
                    "significant downturns and inventory corrections.",
                ),
                ("Manufacturing", "We rely on third-party foundries for wafer manufacturing."),
            ),
        ),
        Sector(
            "retail",
            "retailer",
            (8.0, 150.0),
            (0.22, 0.34),
            (0.02, 0.06),
            (45, 80),
            (3, 8),
            False,
            ("inventory", "margins", "pricing", "demand"),
            ("Stores", "E-commerce", "Services"),
            "merchandise",
            ("higher traffic", "growth in online sales", "strong seasonal demand"),
            ("lower discretionary spending", "elevated promotions", "higher shrink"),
            (
                (
                    "Consumer spending",
                    "Our results depend on consumer discretionary spending, "
                    "which is sensitive to inflation and employment.",
                ),
                (
                    "Inventory",
                    "If we misjudge demand we may carry excess inventory and need to "
                    "take markdowns.",
                ),
            ),
            (1.0, 1.0, 0.97, 1.15),
        ),
        Sector(
            "bank",
            "bank",
            (3.0, 35.0),
            None,
            (0.20, 0.32),
            None,
            None,
            True,
            ("net_interest_margin", "credit_quality", "deposits", "capital_return"),
            ("Consumer Banking", "Commercial Banking", "Global Markets"),
            "banking services",
            ("higher net interest income", "loan growth", "strong markets revenue"),
            (
                "higher deposit costs",
                "a larger provision for credit losses",
                "lower investment banking fees",
            ),
            (
                (
                    "Credit risk",
                    "Deterioration in the credit quality of our borrowers could "
                    "increase our credit losses.",
                ),
                (
                    "Interest rates",
                    "Changes in interest rates affect our net interest income "
                    "and the value of our securities portfolio.",
                ),
                (
                    "Regulation",
                    "We are subject to extensive regulation, including capital and "
                    "liquidity requirements.",
                ),
            ),
        ),
        Sector(
            "insurance",
            "insurer",
            (3.0, 60.0),
            None,
            (0.05, 0.12),
            None,
            None,
            True,
            ("combined_ratio", "capital_return", "pricing"),
            ("Property & Casualty", "Life", "Asset Management"),
            "insurance products",
            ("rate increases", "higher investment income", "favorable reserve development"),
            ("elevated catastrophe losses", "adverse claims trends", "lower capital gains"),
            (
                (
                    "Catastrophes",
                    "Catastrophe losses are inherently unpredictable and could "
                    "materially affect our results.",
                ),
                ("Reserves", "Our loss reserves may prove inadequate."),
            ),
        ),
        Sector(
            "payments",
            "payments company",
            (2.0, 14.0),
            (0.45, 0.60),
            (0.10, 0.20),
            None,
            (20, 40),
            False,
            ("volumes", "margins", "credit_quality", "capital_return"),
            ("Consumer", "Merchant Services", "Credit"),
            "payment services",
            ("higher payment volumes", "growth in cross-border travel", "new merchant wins"),
            ("slower e-commerce growth", "higher credit losses", "a weaker take rate"),
            (
                ("Competition", "The payments industry is intensely competitive."),
                ("Regulation", "Changes in regulation of interchange or lending could affect us."),
            ),
        ),
        Sector(
            "pharma",
            "pharmaceutical company",
            (5.0, 30.0),
            (0.65, 0.80),
            (0.15, 0.30),
            (150, 250),
            (55, 75),
            False,
            ("pipeline", "pricing", "margins"),
            ("Pharmaceuticals", "Vaccines", "Consumer Health"),
            "medicines",
            ("growth of key brands", "new product launches", "strong vaccine demand"),
            ("generic competition", "lower pandemic-related sales", "pricing pressure"),
            (
                (
                    "Patents",
                    "The loss of patent protection for key products could sharply reduce "
                    "their sales.",
                ),
                (
                    "Drug pricing",
                    "Legislative and regulatory action on drug pricing could reduce our revenue.",
                ),
                ("Clinical trials", "Our product candidates may fail in clinical development."),
            ),
        ),
        Sector(
            "devices",
            "consumer technology company",
            (10.0, 120.0),
            (0.35, 0.45),
            (0.18, 0.26),
            (8, 15),
            (20, 40),
            False,
            ("demand", "supply_chain", "margins", "capital_return", "inventory"),
            ("Smartphones", "Computers and Tablets", "Services and Wearables"),
            "devices and services",
            ("strong smartphone demand", "growth in services", "a favorable product mix"),
            ("softer consumer demand", "component shortages", "a stronger dollar"),
            (
                (
                    "Competition",
                    "The markets for our {product} are highly competitive and subject to rapid "
                    "technological change and frequent product introductions.",
                ),
                (
                    "Supply chain",
                    "We depend on a limited number of suppliers and contract manufacturers, "
                    "many outside the United States, for key components and assembly.",
                ),
            ),
            (1.25, 0.9, 0.85, 1.0),
        ),
        Sector(
            "internet",
            "internet company",
            (5.0, 80.0),
            (0.50, 0.80),
            (0.15, 0.30),
            None,
            (40, 60),
            False,
            ("advertising", "margins", "capital_return", "capex"),
            ("Advertising", "Subscriptions and Platforms", "Other Services"),
            "platforms and services",
            ("strong advertiser demand", "growth in engagement", "higher paid clicks"),
            ("softer advertiser spending", "a stronger dollar", "signal loss from privacy changes"),
            (
                (
                    "Advertising",
                    "We generate most of our revenue from advertising, and a reduction in "
                    "spending by advertisers could harm our business.",
                ),
                (
                    "Regulation",
                    "We are subject to laws on privacy, data protection and competition that "
                    "could require us to change our products.",
                ),
            ),
            (0.95, 1.0, 1.0, 1.1),
        ),
        Sector(
            "it_services",
            "technology services company",
            (5.0, 60.0),
            (0.20, 0.55),
            (0.03, 0.12),
            (5, 15),
            (50, 80),
            False,
            ("demand", "backlog", "margins", "capital_return"),
            ("Consulting", "Infrastructure", "Software"),
            "technology services and software",
            (
                "strong demand for hybrid cloud",
                "growth in consulting signings",
                "software renewals",
            ),
            ("elongated deal cycles", "a stronger dollar", "lower hardware volumes"),
            (
                (
                    "Competition",
                    "We face intense competition for our {product}, and clients may delay or "
                    "cancel technology projects.",
                ),
            ),
        ),
        Sector(
            "managed_care",
            "health benefits company",
            (20.0, 90.0),
            None,
            (0.04, 0.07),
            None,
            (10, 25),
            False,
            ("medical_costs", "demand", "margins", "capital_return"),
            ("Health Benefits", "Health Services", "Pharmacy Services"),
            "health benefits and services",
            ("membership growth", "growth in care delivery", "higher pharmacy volumes"),
            ("elevated utilization", "a higher medical care ratio", "Medicaid redeterminations"),
            (
                (
                    "Healthcare policy",
                    "Changes in healthcare law, Medicare and Medicaid funding and reimbursement "
                    "could affect our business.",
                ),
                (
                    "Medical costs",
                    "If medical costs rise faster than the premiums we set, our margins fall.",
                ),
            ),
        ),
        Sector(
            "health",
            "healthcare company",
            (3.0, 80.0),
            (0.25, 0.60),
            (0.05, 0.15),
            (60, 120),
            (30, 60),
            False,
            ("demand", "margins", "supply_chain", "capital_return"),
            ("Medical Devices", "Diagnostics", "Life Sciences"),
            "medical devices and diagnostics",
            ("higher procedure volumes", "new product launches", "strong diagnostics demand"),
            ("lower testing volumes", "supply constraints", "a stronger dollar"),
            (
                (
                    "Healthcare policy",
                    "Changes in healthcare law and reimbursement could affect our business.",
                ),
            ),
        ),
        Sector(
            "consumer",
            "consumer goods company",
            (3.0, 25.0),
            (0.38, 0.62),
            (0.08, 0.18),
            (50, 90),
            (25, 45),
            False,
            ("pricing", "input_costs", "volumes", "margins"),
            ("North America", "International", "Emerging Markets"),
            "brands",
            ("pricing actions", "strong brand momentum", "recovery of away-from-home channels"),
            ("volume declines from price elasticity", "commodity inflation", "currency headwinds"),
            (
                (
                    "Commodity costs",
                    "Increases in the cost of raw materials, packaging and energy "
                    "could reduce our margins.",
                ),
                (
                    "Retail consolidation",
                    "Our largest customers have significant bargaining power.",
                ),
            ),
        ),
        Sector(
            "energy",
            "energy company",
            (10.0, 100.0),
            (0.20, 0.35),
            (0.06, 0.15),
            (20, 35),
            (30, 45),
            False,
            ("production", "capital_return", "margins"),
            ("Upstream", "Downstream", "Chemicals"),
            "oil, gas and refined products",
            ("higher realized prices", "strong refining margins", "production growth"),
            ("lower realized prices", "weaker refining margins", "planned maintenance"),
            (
                (
                    "Commodity prices",
                    "Our results depend heavily on crude oil and natural gas "
                    "prices, which are volatile.",
                ),
                (
                    "Energy transition",
                    "Policies to reduce greenhouse gas emissions could reduce "
                    "demand for our products.",
                ),
            ),
        ),
        Sector(
            "utilities",
            "utility",
            (5.0, 30.0),
            (0.15, 0.30),
            (0.03, 0.08),
            (15, 30),
            (40, 60),
            False,
            ("leverage", "pricing", "capital_return"),
            ("Networks", "Renewables", "Energy Supply"),
            "energy and network services",
            ("higher regulated returns", "new renewable capacity", "normal weather"),
            ("lower wholesale prices", "mild weather", "higher procurement costs"),
            (("Regulation", "Regulators set the returns on a large part of our assets."),),
        ),
        Sector(
            "telecom",
            "telecommunications company",
            (5.0, 40.0),
            (0.50, 0.65),
            (0.06, 0.14),
            (8, 15),
            (35, 50),
            False,
            ("subscribers", "leverage", "capital_return"),
            ("Mobility", "Broadband", "Business Wireline"),
            "connectivity services",
            ("postpaid subscriber growth", "fiber expansion", "higher average revenue per user"),
            ("declines in legacy wireline", "competitive promotions", "higher handset costs"),
            (
                ("Competition", "Competition in wireless and broadband is intense."),
                ("Network investment", "We must invest heavily in our networks."),
            ),
        ),
        Sector(
            "media",
            "media company",
            (2.0, 12.0),
            (0.35, 0.50),
            (0.05, 0.15),
            None,
            (60, 90),
            False,
            ("advertising", "subscribers", "leverage"),
            ("Networks", "Streaming", "Studios"),
            "content",
            ("streaming subscriber growth", "strong box office", "sports rights"),
            ("a softer advertising market", "higher content costs", "linear cord-cutting"),
            (("Advertising", "Our revenue depends on advertising, which is cyclical."),),
        ),
        Sector(
            "autos",
            "automaker",
            (10.0, 70.0),
            (0.14, 0.22),
            (0.04, 0.09),
            (40, 70),
            (15, 30),
            False,
            ("ev_transition", "pricing", "supply_chain", "inventory"),
            ("Passenger Vehicles", "Commercial Vehicles", "Financial Services"),
            "vehicles",
            ("strong pricing", "a richer mix", "recovering semiconductor supply"),
            ("semiconductor shortages", "higher raw material costs", "weaker demand in China"),
            (
                ("Supply", "Shortages of semiconductors and other parts could disrupt production."),
                (
                    "Electrification",
                    "The transition to electric vehicles requires large "
                    "investment and may reduce margins.",
                ),
            ),
        ),
        Sector(
            "industrial",
            "industrial company",
            (3.0, 25.0),
            (0.28, 0.38),
            (0.07, 0.14),
            (60, 100),
            (55, 75),
            False,
            ("backlog", "supply_chain", "margins", "pricing"),
            ("Aerospace", "Power", "Automation"),
            "equipment and services",
            ("strong orders", "higher aftermarket volumes", "price realization"),
            ("supply chain constraints", "cost inflation", "project delays"),
            (
                ("Supply chain", "Constraints in our supply chain could delay deliveries."),
                (
                    "Long-term contracts",
                    "Cost overruns on fixed-price contracts could reduce our margins.",
                ),
            ),
        ),
        Sector(
            "materials",
            "materials company",
            (2.0, 15.0),
            (0.18, 0.32),
            (0.06, 0.14),
            (45, 75),
            (40, 60),
            False,
            ("pricing", "volumes", "input_costs", "margins"),
            ("Performance Materials", "Industrial Intermediates", "Specialty Products"),
            "materials",
            ("higher selling prices", "strong end-market demand", "productivity"),
            ("lower volumes", "higher energy costs", "destocking by customers"),
            (
                (
                    "Energy costs",
                    "Our operations consume large amounts of energy, whose price is volatile.",
                ),
                (
                    "Environmental",
                    "We are subject to environmental laws and may incur remediation costs.",
                ),
            ),
        ),
        Sector(
            "financing",
            "financing company",
            (0.5, 4.0),
            None,
            (0.10, 0.25),
            None,
            None,
            True,
            ("credit_quality", "leverage"),
            ("Retail Financing", "Dealer Financing", "Leasing"),
            "financing",
            ("portfolio growth",),
            ("higher funding costs",),
            (("Funding", "We depend on access to the capital markets."),),
        ),
    )
}


def sector(key: str) -> Sector:
    return SECTORS.get(key, SECTORS["industrial"])


def risks(sector_key: str) -> tuple[tuple[str, str], ...]:
    """The risk factors a company of the sector discloses (sector-specific first)."""
    return (*sector(sector_key).risks, *_COMMON_RISKS)
