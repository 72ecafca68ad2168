"""Finance's interchangeable words for the things limits bound, for `lexical_subjects`.

`lexical_subjects` ties a plan limit no vocabulary knows to a mandate bound by the stems both
use, and stems cannot tie synonyms: a mandate's "any one buyer" and a plan's `acquirerCap`,
"gearing" and `maxLtv`, "per dealer" and `cptyLimit` share no stem. Each register of the trade
names the same thing its own way and abbreviates it its own way (`ccy`, `cpty`, `GP`, `LCY`),
so a lexicon per register never reaches the next one.

This is a small thesaurus of classes of words that name one thing wherever they are written:
the party to a trade or a deal (buyer and acquirer, dealer and counterparty, obligor and issuer,
manager and GP), the room kept above a trigger (buffer, headroom, cushion), what an exposure
is counted by (holding and position, deal and transaction, tenor and maturity, country and
jurisdiction, currency and FX, a synthetic exposure and the swaps that make it), the part of a
credit book no
insurer covers ("uninsured", "not covered by credit insurance"), the loan-to-value of a levered
book ("gearing"), a property's tenants, rent, vacancy and development, an EM desk's local and
hard currency, sovereign and quasi-sovereign debt, a muni desk's AMT paper, a reinsurer's
perils, a merger's extended antitrust review, a quant's idiosyncratic ("idio", stock-specific)
risk, an issuance desk's market cap, average daily volume and knock-in barrier ("mcap", "ADV",
"KI"). A class holds only words that name the same thing
in every register: "duration" is no tenor (a sensitivity, not a time left), "target" no
acquirer, and no class holds a generic word (limit, exposure, share, ...), so two different
limits that share only such a word are never tied. A word that names two things belongs to
both classes without joining them ("sponsor": a fund's manager, and an ILS deal's cedent).

Terms are matched on whole words read in the singular (never on `lexical_subjects`' five-letter
stems: "country", "counterparty" and "count" share one), several words in a row where a term
has several ("loan to value", "second request"); a word is said to mean each class a term it is
part of belongs to.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Final

from quantward_validation.compound_heads import compound_parts
from quantward_validation.volume_days import VOLUME_NAMES

#: classes of words that name one thing, by a name of the class: each term a word or words in a
#: row, lower-case, in the singular
CLASSES: Final[dict[str, tuple[str, ...]]] = {
    # the party that buys in a takeover
    "acquirer": ("acquirer", "acquiror", "buyer", "bidder", "purchaser", "offeror"),
    # the other side of a trade or a derivative, and the trade's shorthand for it
    "counterparty": (
        "counterparty",
        "counter party",
        "cpty",
        "ctpy",
        "cparty",
        "dealer",
        "swap dealer",
        "broker dealer",
        "trading partner",
    ),
    # the one party whose debt is held, by lenders', bond and CDS desks ("any one credit")
    "issuer": (
        "issuer",
        "obligor",
        "borrower",
        "debtor",
        "name",
        "reference entity",
        "reference name",
        "single credit",
        "one credit",
        "per credit",
        "each credit",
        # (a venture lender's or a private fund's borrower is its portfolio company, an
        # investee)
        "portfolio company",
        "investee",
        "investee company",
    ),
    # what one holds of one thing
    "position": ("position", "posn", "holding", "hldg", "stake"),
    # the part of a book's risk no common factor explains, in a quant's shorthand
    "idiosyncratic": (
        "idiosyncratic",
        "idio",
        "stock specific",
        "name specific",
        "specific risk",
        "residual risk",
        "non factor",
    ),
    # one deal of a deal-driven book
    "deal": ("deal", "transaction", "situation"),
    # the time left until money is repaid (not duration: a sensitivity, not a time)
    "tenor": (
        "tenor",
        "tenour",
        "maturity",
        "remaining life",
        "residual life",
        "average life",
        "weighted average life",
        "wal",
        "time to maturity",
        "term to maturity",
        "year to maturity",
    ),
    # a contract to exchange later at a price fixed now, and the desk's shorthand for it
    "forward": ("forward", "fwd", "forward contract", "outright forward"),
    # a callable or prepayable book's duration taken with its options, by the desk's model:
    # "OAD", "option-adjusted duration", "OAS duration", "effective duration" (no modified
    # duration: that one ignores the options)
    "option_adjusted_duration": (
        "oad",
        "option adjusted duration",
        "oas duration",
        "oa duration",
        "effective duration",
        "eff duration",
    ),
    # the part of a credit book no insurer covers: what a trade-credit or receivables fund keeps
    # at its own risk, said as one word or as the cover it lacks
    "uninsured": (
        "uninsured",
        "non insured",
        "not insured",
        "not credit insured",
        "not covered by insurance",
        "not covered by credit insurance",
        "not covered by trade credit insurance",
        "not covered by an insurer",
        "without insurance",
        "without credit insurance",
        "without insurance cover",
        "uncovered by insurance",
    ),
    # exposure held through derivatives rather than the physical asset: a hedge's "synthetic
    # share" is its swaps and total return swaps
    "synthetic": (
        "synthetic",
        "derivative",
        "swap",
        # (a "total return swap" is a swap by its last word: "total" is generic)
        "trs",
    ),
    # the long-term mix a pension fund's board sets and its managers hold: its policy asset
    # mix, policy portfolio, strategic asset allocation, the "basic portfolio" of a Japanese
    # fund's English (基本ポートフォリオ, `cross_script_subjects`)
    "policy_mix": (
        "policy mix",
        "policy asset mix",
        "policy portfolio",
        "policy allocation",
        "policy asset allocation",
        "basic portfolio",
        "basic asset mix",
        "basic asset allocation",
        "strategic asset allocation",
        "strategic allocation",
        "strategic asset mix",
        "saa",
    ),
    # a currency other than the base one, and its shorthand
    "currency": ("currency", "ccy", "fx", "forex", "foreign exchange"),
    # where an issuer or an asset belongs
    "country": ("country", "ctry", "cntry", "jurisdiction", "nation"),
    # where a claim is heard and enforced: a litigation or a lender's book counts its cases by
    # forum, by court, by arbitral seat
    "forum": (
        "forum",
        "jurisdiction",
        "court",
        "court system",
        "arbitral seat",
        "arbitral forum",
    ),
    # the one who runs the money: a fund's manager, a private fund's general partner or sponsor
    "manager": (
        "manager",
        "mgr",
        "gp",
        "general partner",
        "sponsor",
        "adviser",
        "advisor",
        "investment manager",
    ),
    # the insurer that transfers risk to an insurance-linked security
    "cedent": ("cedent", "cedant", "ceding company", "ceding insurer", "sponsor"),
    # a levered book's debt against what it is secured on
    "gearing": (
        "ltv",
        "loan to value",
        "gearing",
        "geared",
        "leverage",
        "levered",
        "debt to value",
        "debt to asset",
        "debt to gav",
    ),
    # a borrower's debt against its earnings, a corporate lender's and a rating agency's
    # leverage
    "debt_to_earnings": (
        "leverage",
        "debt to ebitda",
        "debt ebitda",
        "debt over ebitda",
        "debt to ltm ebitda",
        "debt ltm ebitda",
        "debt to earnings",
    ),
    # a liability hedge's two risks, by their names and a field name's abbreviations
    # (`irHedgeRatioFloor` meets "the interest-rate hedge ratio")
    "interest_rate": ("interest rate", "ir", "nominal rate"),
    "inflation": ("inflation", "infl", "rpi", "cpi", "index linked"),
    # the cover of a borrower's interest by its income
    "interest_cover": (
        "icr",
        "interest cover",
        "interest coverage",
        # ... said as the ratio it is: earnings over the interest they must meet
        "ebitda interest",
        "ebitda cash interest",
        "ebitda to interest",
        "ebitda to cash interest",
        "ebitda over interest",
        "ebit interest",
        "ebit to interest",
        "time interest earned",
    ),
    # the occupier of a let property, and what it pays
    # (a vessel's or an aircraft's lessee is its charterer or hirer)
    "tenant": ("tenant", "lessee", "occupier", "renter", "charterer", "hirer"),
    # the part of a credit book rated below investment grade, by every desk's word for it
    "sub_investment_grade": (
        "sub ig",
        "subig",
        "sub investment grade",
        "below investment grade",
        "non investment grade",
        "non ig",
        "high yield",
        "speculative grade",
        "junk",
    ),
    # cash no lender or margin call has a claim on
    "free_cash": (
        "free cash",
        "unencumbered cash",
        "unpledged cash",
        "unrestricted cash",
        "excess cash",
    ),
    # a mean over the book, by its abbreviations ("avgFleetAge", "WA age")
    "average": ("average", "avg", "weighted average", "wtd avg", "wavg", "wa"),
    # a futures account's initial margin against its equity, by a CTA's shorthand for it
    "margin_to_equity": ("margin to equity", "m e", "margin equity", "margin equity ratio"),
    # a futures market's contracts outstanding
    "open_interest": ("open interest", "oi"),
    # carbon credits bought outside a compliance scheme, by a carbon desk's every name for them
    "voluntary_carbon": (
        "vcm",
        "voluntary carbon market",
        "voluntary market",
        "voluntary carbon",
        "voluntary credit",
        "voluntary carbon credit",
        "voluntary offset",
        "vcu",
    ),
    # credits from removals or avoided loss in forests, soils and land, by their registries' and
    # buyers' names (nature-based solutions; agriculture, forestry and other land use; REDD+)
    "nature_based": (
        "nature based",
        "nature based solution",
        "nbs",
        "forestry and land use",
        "land use",
        "afolu",
        "redd",
        "forestry",
    ),
    "rent": ("rent", "rental", "rental income", "rent roll", "passing rent"),
    "vacancy": ("vacancy", "void", "vacant", "unlet"),
    # ... and an asset not yet earning: a mine, a plant, a building before it produces or lets
    "development": (
        "development",
        "redevelopment",
        "construction",
        "under construction",
        "pre production",
        "preproduction",
        "not yet producing",
        "not yet in production",
        "not yet in commercial production",
        "pre revenue",
    ),
    # an EM desk's debt in the issuer's own currency, and in a reserve currency
    "local_currency": ("lcy", "local currency", "local ccy", "domestic currency"),
    "hard_currency": ("hcy", "hard currency", "hard ccy", "external debt"),
    # debt of a state, and of what a state owns
    # (... and the Romance languages' "public" debt, the state's own: es "deuda pública", pt
    # "dívida pública", it "debito pubblico", fr "dette publique"; es "soberana", "gubernamental")
    "sovereign": (
        "sovereign",
        "government",
        "govt",
        "govvie",
        "publica",
        "publico",
        "pubblico",
        "pubblica",
        "publique",
        "soberano",
        "soberana",
        "gubernamental",
    ),
    # what is invested outside the home country, as a pension fund's régimen names it: es "en el
    # exterior", "extranjero", "internacional"; pt "no exterior", "estrangeiro"; it "estero"; fr
    # "étranger" (the currency an exposure is in is `currency`'s, not this)
    "foreign": (
        "foreign",
        "overseas",
        "international",
        "exterior",
        "extranjero",
        "extranjera",
        "internacional",
        "estrangeiro",
        "estrangeira",
        "estero",
        "etranger",
        "etrangere",
    ),
    "quasi_sovereign": (
        "quasi sovereign",
        "quasi",
        "state owned",
        "soe",
        "government related",
        "gre",
    ),
    "corporate": ("corporate", "corp"),
    # debt securities as an asset class: a fund's "fixed income" (or "fixed interest") is the
    # plan's `bond` share
    # (and as the continental papers name the segment: pt "renda fixa", es "renta fija", it
    # "reddito fisso", fr "revenu fixe", de "Renten", sv "räntebärande")
    "fixed_income": (
        "fixed income",
        "fixed interest",
        "bond",
        "debt security",
        "renda fixa",
        "renta fija",
        "reddito fisso",
        "revenu fixe",
        "rantebarande",
    ),
    # the liquid assets a fund keeps to pay what falls due, by the continental names of its
    # treasury: es "tesorería", fr "trésorerie", pt "tesouraria" (the stems of "liquidez",
    # "liquidité" already meet "liquidity"'s), and the Latin American "caja" ("cobertura de
    # caja", "la caja alcanza para las mesadas")
    "liquidity": ("liquidity", "tesoreria", "tresorerie", "tesouraria", "caja"),
    # how many times a fund's assets meet what it owes or guarantees (the Slavic words by their
    # stems, `SLAVIC_STEMS`)
    "cover": ("cover", "coverage"),
    # what a guaranteed fund or product promises its members (`SLAVIC_STEMS`)
    "guarantee": ("guarantee", "guaranteed"),
    # real estate as an asset class, as each language's paperwork names it: es "inmuebles",
    # "inversiones inmobiliarias", it "immobiliare", fr "immobilier", pt "imobiliário", de
    # "Immobilien", nl "vastgoed", sv "fastigheter" (never "property", which the property
    # register also says of one building)
    "real_estate": (
        "real estate",
        "inmueble",
        "inmobiliario",
        "inmobiliaria",
        "immobiliare",
        "immobiliari",
        "immobilier",
        "immobiliere",
        "imobiliario",
        "imobiliaria",
        "immobilie",
        "immobilien",
        "vastgoed",
        "fastighet",
        "fastigheter",
    ),
    # structured products and vehicles as a segment of the book: pt "estruturado", es
    # "estructurado", it "strutturato", fr "structuré", de "strukturiert", sv "strukturerad"
    "structured": (
        "structured",
        "estruturado",
        "estruturada",
        "estructurado",
        "estructurada",
        "strutturato",
        "strutturata",
        "strutturati",
        "structure",
        "strukturiert",
        "strukturierte",
        "strukturerad",
        "strukturerade",
    ),
    # (the bonds of states and their towns and counties, as a credit union's or an insurer's
    # policy names them: "state and local government bonds", "political subdivisions")
    "municipal": (
        "municipal",
        "muni",
        "state and local government",
        "political subdivision",
    ),
    # municipal bonds whose interest the alternative minimum tax reaches
    "amt": ("amt", "alternative minimum tax", "private activity", "pab"),
    # an equity's market value, by an issuance desk's and an index provider's shorthand
    # (`mcapShareCap` meets "a share of its market capitalisation")
    # ("market cap" is left out: "cap" is a generic word, `other_bases.names_base` reads it)
    "market_cap": (
        "mcap",
        "mktcap",
        "market capitalisation",
        "market capitalization",
        "equity market value",
    ),
    # a stock's traded volume per day, the yardstick of a position's or a hedge's size
    "daily_volume": VOLUME_NAMES,
    # a structured note's barrier that activates the downside, by its name and shorthand
    "knock_in": ("ki", "knock in", "knock in barrier", "ki barrier", "kib"),
    # a reinsurer's perils, each by its names
    "windstorm": ("windstorm", "wind", "hurricane", "typhoon", "cyclone", "named storm"),
    "earthquake": ("earthquake", "quake", "seismic"),
    "wildfire": ("wildfire", "bushfire", "brush fire", "forest fire"),
    "catastrophe": ("catastrophe", "cat", "nat cat", "natcat"),
    # what is kept above the level at which something must give (a collateral call, a
    # breach, a recapitalisation): a fund's buffer is its headroom is its cushion
    # (a facility's availability is its headroom under the borrowing base)
    # (and as the continental papers call it: es "colchón", it "cuscinetto", fr "coussin")
    "buffer": ("buffer", "headroom", "cushion", "availability", "colchon", "cuscinetto", "coussin"),
    # what is put by against a known call on it: a reserve is capital set aside, held back,
    # earmarked, ring-fenced
    "reserve": (
        "reserve",
        "reserved",
        "set aside",
        "held back",
        "hold back",
        "holdback",
        "kept back",
        "earmarked",
        "ring fenced",
        "ringfenced",
    ),
    # commitments or a facility not yet drawn or called
    "undrawn": ("undrawn", "uncalled", "unfunded", "unused commitment", "dry powder"),
    # the collateral value a lender's facility is sized against, and its shorthand
    "borrowing_base": ("bb", "borrowing base"),
    # a deal that fails to close
    "deal_break": ("break", "broken", "fail", "failure", "failed", "collapse"),
    # a merger's extended antitrust review, by its US and EU names
    "extended_review": (
        "second request",
        "phase 2",
        "phase2",
        "phase ii",
        "phase two",
        "in depth review",
        "extended review",
    ),
}

#: phrases whose words name none of the classes they seem to: a fund wound down or up is no
#: windstorm, a lease's break clause no deal that failed, a break-even no break
_NOT_TERMS: Final = frozenset(
    {
        ("wind", "down"),
        ("wind", "up"),
        ("break", "clause"),
        ("break", "option"),
        ("break", "even"),
        ("lease", "break"),
    }
)

_TOKEN: Final = re.compile(r"[a-z0-9]+")


def singular(word: str) -> str:
    """A word read in the singular ("losses" and "loss", "liabilities" and "liability")."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


#: classes a South Slavic stem names in every case and number, and in the adjective made of it
#: (Croatian, Serbian and Bosnian "nekretnine", "nekretnina", "nekretninama", "nekretninski";
#: Slovenian "nepremičnine", "nepremičnin", "nepremičninska"): these languages inflect the noun
#: where the Western ones above keep one form, so a whole-word term would read one case only.
#: Matched on the unaccented word (`tokens`), the stem followed by a case ending or the
#: adjective's "-sk-" and its ending; a stem is listed once per language, never its forms.
SLAVIC_STEMS: Final[dict[str, tuple[str, ...]]] = {
    "real_estate": ("nekretnin", "nepremicnin"),
    # a fund's assets over what it must pay or has guaranteed: hr "pokriće", sl "kritje",
    # "pokritost"
    "cover": ("pokric", "kritj", "pokritost"),
    # what a guaranteed fund promises: hr "zajamčen", "garantiran", sl "zajamčen", "jamstvo"
    "guarantee": ("zajamcen", "garantiran", "jamstv", "zajamcenost"),
}
#: the case endings of a noun (feminine, masculine and neuter, singular, dual and plural) and
#: the adjective made of it, in Croatian, Serbian, Bosnian and Slovenian
_SLAVIC_ENDING: Final = (
    r"(?:a|e|i|o|u|om|em|ama|ima|ami|ah|am|ih|sk(?:i|a|e|o|ih|og|oga|em|im|ima|emu|ega)?)?"
)
_SLAVIC_WORD: Final = {
    name: re.compile(rf"(?:{'|'.join(stems)}){_SLAVIC_ENDING}")
    for name, stems in SLAVIC_STEMS.items()
}


#: classes a Lithuanian stem names in every case and number, and in the adjective made of it:
#: Lithuanian inflects the noun in seven cases ("obligacijos", "obligacijų", "obligacijoms";
#: "likvidumas", "likvidumo"; "nekilnojamasis", "nekilnojamojo"), so a whole-word term would
#: read one case only. Matched as `SLAVIC_STEMS` are, on the unaccented word in `singular`'s
#: form (its final "s" dropped), the stem followed by a case ending.
LITHUANIAN_STEMS: Final[dict[str, tuple[str, ...]]] = {
    # bonds and debt securities: "obligacijos", "skolos vertybiniai popieriai" (debt
    # securities, a name's `skolosVp`)
    "fixed_income": ("obligacij", "skol"),
    # the fund's liquidity: "likvidumas", "likvidumo rezervas", "likvidžios priemonės"
    "liquidity": ("likvidum", "likvidz"),
    # what is put by: "rezervas", "rezervo"
    "reserve": ("rezerv",),
    # real estate: "nekilnojamasis turtas", "nekilnojamojo turto"
    "real_estate": ("nekilnojam",),
}
#: the case endings of a Lithuanian noun or adjective, as `tokens` leaves them (a final "s"
#: dropped: "obligacijos" is `obligacijo`, "rezervas" `rezerva`)
_LITHUANIAN_ENDING: Final = (
    r"(?:a|o|u|ui|e|i|y|ai|oj|om|omi|ose|io|iu|iui|ia|iai|iam|iami|ij|ija|ijo|iju|"
    r"yje|eje|oje|uose|iuose|ojo|ajam|uoju|asi|ieji|uju|osio|ioji|uoj)?"
)
_LITHUANIAN_WORD: Final = {
    name: re.compile(rf"(?:{'|'.join(stems)}){_LITHUANIAN_ENDING}")
    for name, stems in LITHUANIAN_STEMS.items()
}


def _slavic_classes(word: str) -> frozenset[str]:
    """The classes a South Slavic word names by its stem, whatever its case (`SLAVIC_STEMS`)."""
    return frozenset(name for name, form in _SLAVIC_WORD.items() if form.fullmatch(word))


def _lithuanian_classes(word: str) -> frozenset[str]:
    """The classes a Lithuanian word names by its stem, whatever its case
    (`LITHUANIAN_STEMS`)."""
    return frozenset(name for name, form in _LITHUANIAN_WORD.items() if form.fullmatch(word))


def _terms() -> dict[tuple[str, ...], frozenset[str]]:
    terms: dict[tuple[str, ...], set[str]] = {}
    for name, said in CLASSES.items():
        for term in said:
            terms.setdefault(tuple(singular(w) for w in term.split()), set()).add(name)
    return {t: frozenset(c) for t, c in terms.items()}


#: each term as its words in the singular, with the classes it names
_TERMS: Final = _terms()
_LONGEST: Final = max(len(t) for t in _TERMS)


def unaccented(text: str) -> str:
    """`text` with its letters' accents dropped ("räntebärande" is `rantebarande`, "variável"
    `variavel`): a limit's name in code is typed without them, and a word split at each
    accented letter ("r", "nteb", "rande") names nothing."""
    if text.isascii():
        return text
    folded = unicodedata.normalize("NFKD", text)
    return "".join(c for c in folded if not unicodedata.combining(c))


def tokens(text: str) -> list[str]:
    """A phrase's words (lower-case words, as `limits.words` spells a name, read without their
    accents) in the singular."""
    return [singular(w) for w in _TOKEN.findall(unaccented(text))]


def word_classes(said: Sequence[str]) -> list[frozenset[str]]:
    """For each word of `said` (`tokens`), the classes of the terms it is part of."""
    found: list[set[str]] = [set() for _ in said]
    idle = {
        j for i in range(len(said) - 1) if tuple(said[i : i + 2]) in _NOT_TERMS for j in (i, i + 1)
    }
    for i in range(len(said)):
        for n in range(1, min(_LONGEST, len(said) - i) + 1):
            named = _TERMS.get(tuple(said[i : i + n]))
            if named:
                for j in range(i, i + n):
                    if j not in idle:
                        found[j] |= named
    # a German compound of a measuring head says its modifier's class ("Immobilienquote" is
    # real estate, "Aktienanteil" a share of equities: `compound_heads`)
    # ... and a South Slavic word its stem's class in any case ("nekretninama", "nepremičnin"),
    # and a Lithuanian one ("obligacijų", "likvidumo")
    for i, word in enumerate(said):
        if not found[i]:
            found[i] |= _slavic_classes(word) | _lithuanian_classes(word)
    for i, word in enumerate(said):
        parts = None if found[i] else compound_parts(word)
        if parts is not None:
            found[i] |= _TERMS.get((singular(parts[0]),), frozenset())
    return [frozenset(c) for c in found]


def classes_in(said: Sequence[str]) -> frozenset[str]:
    """The classes of every term said in `said` (`tokens`)."""
    return frozenset(c for named in word_classes(said) for c in named)


__all__ = [
    "CLASSES",
    "LITHUANIAN_STEMS",
    "SLAVIC_STEMS",
    "classes_in",
    "singular",
    "tokens",
    "unaccented",
    "word_classes",
]
