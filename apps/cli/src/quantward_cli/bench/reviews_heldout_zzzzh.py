"""Held-out batch ZZZZH: every flaw kind again, in the voice of a Flemish occupational pension
fund: OFP Pensioenfonds Scheldeland (a fictional organisme voor de financiering van pensioenen,
an IBP under the WIBP, with some 1.284,6 miljoen euro op 31/12/2025), the OFP of the fictional
Antwerp chemicals group Scheldeland Polymeren NV (the inrichter), running a closed
prestatietoezegging and a bijdragetoezegging with the WAP's wettelijk minimumrendement,
supervised by the FSMA (its French letters, "Concerne : …", "la FSMA recommande que…") and
quoting the NBB's figures. Its people and papers, written in Flemish Dutch as Belgian pension
people write it, with the French and English a Brussels-based OFP really uses: the paritair
samengestelde raad van bestuur (voorzitter Marc Verhaegen) and its beleggingscomité (secretaris
Annelies Peeters), their notulen van de vergadering, agenda's and beslissingen ("eenparig
goedgekeurd", "aangenomen", "weerhouden"; "verworpen (twee stemmen voor, vier tegen)",
"ingetrokken door de indiener", "verdaagd naar de volgende vergadering", "niet weerhouden", a
staking van stemmen); the CIO (Katrien Van den Broeck) with her e-mails ("Van: / Aan: / Onderwerp:
RE: …", "Mvg"), Teams-berichten and interne nota's; the sleutelfunctie risicobeheer (Jeroen De
Smet) with its limietentabel ("Limiet / Grens / Stand op 31/12/2025 / Benutting") and actielijst;
the Verklaring inzake de beleggingsbeginselen (VIBB) with its artikelen, bandbreedtes and
strategische allocatie; the beheersovereenkomst with the asset manager (Meridiaan Asset
Management NV, Brussels; its client portfolio manager Thomas Lambrecht writes in English, its
pre-trade compliance file is a semicolon CSV with decimal commas) and its English side letter;
the aangewezen actuaris's ALM-studie (Els Wouters) and the interne audit. Its number forms are
Belgian Dutch: a decimal comma and dot thousands ("1.284,6 miljoen euro", "18,5 miljoen euro",
"EUR 22.950.000"), "%" with no space ("35%", "35,0% van het vermogen"), "procent",
"procentpunt", "basispunten" and "bp", "1,5x" and "1,5 keer het netto vermogen", "dagen aan
pensioenuitkeringen"; dates as "31/12/2025", "op 18 december 2025", "het derde kwartaal van
2025", "de tweede jaarhelft van 2025", "de voorbije vijf jaar", "eind 2022"; numbers in words
in the notulen ("vijfendertig procent", "honderd basispunten", "anderhalve keer het netto
vermogen", "zestig dagen", "twee stemmen voor"); "maximaal / minimaal / ten hoogste / ten
minste", "OLO's", "aandelen eurozone", "vastgoedcertificaten" and "GVV's". The FSMA writes French
("35 %" with a space, "points de base", "fois l'actif net"); the asset manager English ("35%",
"100 bps", "1.5x").

Batch ZZZZH is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text - and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`, which the shared module imports), the tests'
`heldout_checks`, the `HeldOutCase` / `TrendRequest` / `trend_claim_twins` / `evidence_for` part
of `reviews_heldout`, the contract models and id prefixes of `libs/contracts` (constraint units,
walk-forward windows, message kinds) and the names in `quantward_platform.LIBRARY` were read for
it; no rule, reviewer, reviewer or validator test, validator, policy, benchmark result,
benchmark document, ADR or other batch was read, and it was not run against the reviewers or the
validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - aandelen, vastgoed, a single emittent, the
obligatiemandaat's tracking error in basispunten and, new, the brutoblootstelling via derivaten as
a CAP that is a MULTIPLE - and two floors: the afdekkingsgraad van het renterisico as a share and
the liquiditeitsbuffer in DAYS of pensioenuitkeringen), so the misquote loop keeps its DEFAULT
pairing (`i + i // 5`: seven shares no factor with six, so each structure meets a new subject every
round), one structure in FIVE wordings (verworpen, ingetrokken, verdaagd, niet weerhouden, staking
van stemmen); limits in words one style in THREE (the default `words_every`) where the notulen say
them; the invented limit's answer in FIVE forms taken in turn (`i % 5`, odd, so each form meets
both modes), on the subject `2 * i + 5`: the raad van bestuur's notulen (with words), the CIO's
e-mail and the limietentabel with a decoy "Stand" and "Benutting" (chat answers), the VIBB's
artikel given BEFORE the request (`mandate`, cited as a clause) and the asset manager's English
e-mail carrying its CSV compliance file AFTER it (`template_inputs`, "0,350" in the constraint's
unit with three decimals and a decimal comma); every other strategy case from the FIRST pair under
a mandate bounding other things (`other_at=0`, the default); breaches in SIX shapes held FOUR cases
each (`shape=(i // 4) % 6`, each in both modes), on the subject `4 * i + 1`, at 1.4 of a cap and
0.6 of a floor, uncited twins at 0.85 of a cap and 1.25 of a floor, the clause uncited once per
shape (`(i + i // 4) % 4 == 2`, in both modes) - the VIBB's artikel 6 under a DOTTED key
("vibb.artikel_6.6.3"), the FSMA's French letter, the asset manager's English side letter, the raad
van bestuur's notulen as records (`…beslissingen[1].tekst`, numbers in words), the limietentabel as
a table with decoy rows and the beheersovereenkomst's bijlage 2 as a list
(`…bijlage_2_beleggingsrichtlijnen[3]`); bandbreedtes over two caps in percent, the tracking error
in basispunten AND the renteafdekking's floor (`floors=True`, `turn=3 * i + 2` over four), the low
end SIX tenths of the top (`low_ratio=0.6`), written short ("van 21% tot 35%", "60 bp"), each
granted case and each refused case assuming a QUARTER of the way up (`assumed_value`,
`refused_value`), the flawed value 1.2 of the top of a cap or 0.8 of a floor's low end, a refusal
fixing the low end of a cap and the top of a floor, refused at `i % 6` in (1, 4) and placed in FOUR
shapes held two cases each (`(i // 2) % 4`, each in both modes: the VIBB's artikel 5, an uittreksel
uit de notulen of the raad van bestuur, the delegatiebesluit as a list and the voorzitter's
e-mail); objectives in FIVE structures held three cases each (`structure=(i // 3) % 5`, each in
both modes; the wanted objective `3 * i + 2`; the plain requests' five frames taken in turn), three
withdrawing an earlier wording in the same text (the beleggingscomité's notulen "de oorspronkelijke
formulering «…» te schrappen en te vervangen door", the VIBB's ERRATUM "lees «…» in plaats van «…»"
and an e-mail reply quoting the earlier line under ">" and answering "Neen"), one replacing it by a
later message (after the raad van bestuur, then from the CIO); leakage over FIVE ANCHORED
walk-forward folds, each trained from 4 January 2010 up to the calendar year it tests (2016 to
2020, Euronext Brussels sessions), the whole sentence at every third case from the FIRST
(`sentence_at=0`), placed in the evidence first; and a trend request of its own (the
beleggingscomité's point on the stemgedrag at the algemene vergadering, its heading, an as-of date
after the 2025 jaarresultaten) over TWENTY-FOUR quarters (Q1 2020 - Q4 2025) comparing 2025 with
2024 (`end=23`), a double-digit compound FALL claimed as well as a rise (`shrinking=True`, the
orderboek), special pairs taken in turn every THIRD case (`special_step=3`), extra frame parts
drawn per claim (`frame_parts`: the marktwaarde, the gewicht and the number of aandelen) and a
signed series (nettoresultaat, losses in Q2 2020 and in a bijzondere waardevermindering quarter, Q3
2022).

Decoy numbers (no truth depends on them): the OFP's vermogen (1.284,6 miljoen euro), the 2025
rendement (6,9%, 0,8 procentpunt above the benchmark) and sinds begin dit jaar (1,4%), the
dekkingsgraad (118,3%), the technische rentevoet (2,75%) and the WAP's wettelijk
minimumrendement (1,75%), the bijzondere bijdrage of the inrichter (18,5 miljoen euro), the
monthly pensioenuitkeringen (6,2 miljoen euro), the ECB's 25 basispunten, the FSMA's reference
and its dertig dagen, agenda, punt and beslissing numbers, votes (twee stemmen voor, vier tegen;
drie voor, vijf tegen; vier tegen vier),
the limietentabel's "Stand" and "Benutting" beside a limit, other limits beside it in the VIBB's
bijlage, the duratie of 7 to 12 jaar and minimumrating BBB-, the VaR (95%, 1 maand), the FSMA's
sectoroverzicht and the ALM-studie's unconstrained portfolio quoted for comparison, the watched
company's marktwaarde, gewicht, number of aandelen, koers (+9,4% op jaarbasis) and brutodividend
(1,15 euro per aandeel). Its parts:

* limits as the OFP's people state them: aandelen (a cap: "35%", "35,0% van het vermogen", "35
  procent", "vijfendertig procent"), vastgoed ("10%", "10,0%", "10% van de marktwaarde van de
  portefeuille"), a single emittent ("5%", "5,0% per emittent", "5% van de activa"), the tracking
  error ("100 bp", "100 basispunten", "1,00 procentpunt per jaar", "honderd basispunten"), the
  brutoblootstelling via derivaten (a cap, a multiple: "1,5x", "1,5 keer het netto vermogen",
  "1,50 maal het vermogen", "anderhalve keer het netto vermogen"), the renteafdekking (a floor:
  "45%", "45,0% van de rentegevoeligheid van de verplichtingen", "45 procent") and the
  liquiditeitsbuffer (a floor in days: "60 dagen", "60 dagen aan pensioenuitkeringen", "60
  kalenderdagen", "zestig dagen");
* requests (the CIO's e-mail, the beleggingscomité's agenda, a Teams message, an interne nota,
  the sleutelfunctie risicobeheer's actielijst and the voorzitter's note before an FSMA deadline)
  deferring the limit to a raad van bestuur not yet held, an agendapunt geschrapt, a voorstel
  verdaagd, an ontwerp-VIBB reading "[nog te bepalen door de raad van bestuur]", the
  sleutelfunctie risicobeheer's advies not yet given, the FSMA's answer not yet received or the
  ALM-studie not yet delivered;
* provenance misquoting its source: the VIBB of 2019 or an ontwerp; a voorstel verworpen,
  ingetrokken, verdaagd, niet weerhouden or left at a staking van stemmen; the limietentabel's
  stand (prose, or a "Limiet / Stand op 31/12/2025 / Grens / Benutting" table); another limit
  beside it in the VIBB's bijlage 1; the FSMA's sectoroverzicht or the ALM-studie's
  unconstrained portfolio;
* objectives as the VIBB's punt 2, a beslissing of the raad van bestuur, the beleggingscomité's
  notulen, the aangewezen actuaris's ALM-studie and the sleutelfunctie risicobeheer's advies,
  some saying what is not the aim ("en niet de tracking error", "niet de Sharpe-ratio") and some
  beside the technische rentevoet of 2,75% or the WAP's 1,75%, which are followed and not
  optimised;
* leakage as the ALM-studie, the sleutelfunctie risicobeheer's advies and the interne audit write
  it: verwachte rendementen en correlaties, herbalanceringsmarges, the afdekkingsgraad van het
  renterisico, a model of bijdragen en uitkeringen and the tracking error's factormodel fitted on
  periods reaching into the test years (the BEL 20, the MSCI EMU, Statbel's gezondheidsindex, the
  OFP's own flows, the NBB's OLO-rendementen, the EPRA Eurozone index, the Euribor op 3 maanden),
  and whole sentences (today's IA|BE-prognosetafels applied back, today's BEL 20, the 2025
  uitsluitingslijst in every period, the vastgoeddeskundige's year-end valuations used before
  they came); each clean twin in the same form, ending before the first test date, and where the
  data come out late, ending where they were out before it;
* trend claims on Kempense Kabelwerken NV (Euronext Brussel: KKW; a fictional Flemish maker of
  power and telecom cables the OFP holds) - omzet (miljoen euro, faster in 2025 than 2024 and a
  double-digit compound rise), REBITDA-marge (moves in procentpunt), nettoschuld/REBITDA (x; lower
  is better), orderboek (miljoen euro, a double-digit compound fall from eind 2023 to eind 2025)
  and nettoresultaat (signed, miljoen euro) over twenty-four quarters, as the engagementnota, the
  beleggingscomité's notulen, the asset manager's comment (the claim first), an "Emittent /
  Marktwaarde / Gewicht / Commentaar" table and the CIO's Teams summary for the raad van bestuur;
  horizons covered by the series against uncovered ones ("sinds de beursgang, in 1997"). Whether
  a claim holds is computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _cite_as,
    _clause_cite_as,
    _fill,
    _g,
    _growth_specials,
    _horizon_trends,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _misquote_cases,
    _objective_cases,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _range_cases,
    _refused_twins_of,
    _request_from,
    _rounded_change,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
    rose_every_quarter,
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270181
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzh"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzhvl0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzhvl1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzhvl2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzhvl3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzhvl5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzhvld"

_OFP: Final = "OFP Pensioenfonds Scheldeland"
_SPONSOR: Final = "Scheldeland Polymeren NV"
_CIO: Final = "Katrien Van den Broeck"
_CHAIR: Final = "Marc Verhaegen"
_RISK: Final = "Jeroen De Smet"
_MANAGER: Final = "Meridiaan Asset Management NV"
_CPM: Final = "Thomas Lambrecht"


# --- numbers as a Flemish OFP's CIO, beleggingscomité and sleutelfunctie risicobeheer write
# them ------------------------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "35", "7,5", "4,2"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("35,0", "7,5"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as the notulen write some of them: (unit, value) → words
_WORDS: Final[dict[tuple[str, float], str]] = {
    ("fraction", 0.03): "drie procent",
    ("fraction", 0.05): "vijf procent",
    ("fraction", 0.07): "zeven procent",
    ("fraction", 0.1): "tien procent",
    ("fraction", 0.15): "vijftien procent",
    ("fraction", 0.3): "dertig procent",
    ("fraction", 0.35): "vijfendertig procent",
    ("fraction", 0.45): "vijfenveertig procent",
    ("fraction", 0.6): "zestig procent",
    ("bps", 75.0): "vijfenzeventig basispunten",
    ("bps", 100.0): "honderd basispunten",
    ("bps", 150.0): "honderdvijftig basispunten",
    ("multiple", 1.5): "anderhalve keer het netto vermogen",
    ("multiple", 2.0): "twee keer het netto vermogen",
    ("days", 30.0): "dertig dagen",
    ("days", 60.0): "zestig dagen",
    ("days", 90.0): "negentig dagen",
}


def _words(unit: str, value: float) -> dict[str, str]:
    """The value in words ("vijfendertig procent"), under the key "w", when the notulen have a
    word for it; none otherwise."""
    said = _WORDS.get((unit, round(value, 6)))
    return {"w": said} if said else {}


def _equity_forms(value: float) -> dict[str, str]:
    """Aandelen: "35%", "35,0% van het vermogen", "35 procent", "vijfendertig procent"."""
    return {
        "pc": f"{_pct(value)}%",
        "vv": f"{_pct1(value)}% van het vermogen",
        "pr": f"{_pct(value)} procent",
        **_words("fraction", value),
    }


def _property_forms(value: float) -> dict[str, str]:
    """Vastgoed: "10%", "10,0%", "10% van de marktwaarde van de portefeuille", "tien procent"."""
    return {
        "pc": f"{_pct(value)}%",
        "p1": f"{_pct1(value)}%",
        "mw": f"{_pct(value)}% van de marktwaarde van de portefeuille",
        **_words("fraction", value),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """Eén emittent: "5%", "5,0% per emittent", "5% van de activa", "vijf procent"."""
    return {
        "pc": f"{_pct(value)}%",
        "pe": f"{_pct1(value)}% per emittent",
        "va": f"{_pct(value)}% van de activa",
        **_words("fraction", value),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The obligatiemandaat's tracking error: "100 bp", "100 basispunten", "1,00 procentpunt per
    jaar", "honderd basispunten"."""
    return {
        "bp": f"{_comma(_g(value))} bp",
        "bps": f"{_comma(_g(value))} basispunten",
        "pp": _comma(f"{value / 100:.2f}") + " procentpunt per jaar",
        **_words("bps", value),
    }


def _leverage_forms(value: float) -> dict[str, str]:
    """The brutoblootstelling via derivaten, a cap as a multiple: "1,5x", "1,5 keer het netto
    vermogen", "1,50 maal het vermogen", "anderhalve keer het netto vermogen"."""
    return {
        "x": f"{_comma(_g(value))}x",
        "k": f"{_comma(_g(value))} keer het netto vermogen",
        "m": _comma(f"{value:.2f}") + " maal het vermogen",
        **_words("multiple", value),
    }


def _hedge_forms(value: float) -> dict[str, str]:
    """The afdekkingsgraad van het renterisico (a floor): "45%", "45,0% van de rentegevoeligheid
    van de verplichtingen", "45 procent", "vijfenveertig procent"."""
    return {
        "pc": f"{_pct(value)}%",
        "rg": f"{_pct1(value)}% van de rentegevoeligheid van de verplichtingen",
        "pr": f"{_pct(value)} procent",
        **_words("fraction", value),
    }


def _buffer_forms(value: float) -> dict[str, str]:
    """The liquiditeitsbuffer (a floor in days): "60 dagen", "60 dagen aan
    pensioenuitkeringen", "60 kalenderdagen", "zestig dagen"."""
    n = _g(value)
    return {
        "d": f"{n} dagen",
        "du": f"{n} dagen aan pensioenuitkeringen",
        "kd": f"{n} kalenderdagen",
        **_words("days", value),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


def _french_share(value: float) -> str:
    """A share as the FSMA writes it in French: a decimal comma and "%" after a space."""
    return f"{_pct(value)} %"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit of the VIBB: the agent's field names, how the OFP's people name it (with its
    article), its code in the asset manager's compliance file, the values it takes, its written
    forms, how the English and the French papers write it and name it, and whether it is a floor
    (a minimumlimiet). Words are said one style in three (the default)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    french: Callable[[float], str]
    noun_fr: str
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_equity_share", "maxAandelen"),
    (
        "de aandelen (rechtstreeks en via ICB's)",
        "de aandelencomponent van het OFP",
        "de totale blootstelling aan aandelen eurozone en wereld",
    ),
    "EQ_TOTAL_MAX",
    "fraction",
    (0.3, 0.35, 0.45),
    _equity_forms,
    _english_share,
    "Equities (direct and through UCIs)",
    _french_share,
    "l'exposition totale aux actions",
)
_PROPERTY: Final = _Subject(
    ("max_real_estate_share", "maxVastgoed"),
    (
        "het vastgoed (vastgoedcertificaten, GVV's en vastgoedfondsen)",
        "de vastgoedcertificaten en GVV's samen",
        "de blootstelling aan vastgoed",
    ),
    "RE_TOTAL_MAX",
    "fraction",
    (0.07, 0.1, 0.15),
    _property_forms,
    _english_share,
    "Real estate (certificates, REITs and property funds)",
    _french_share,
    "l'exposition à l'immobilier (certificats immobiliers et SIR)",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "maxEmittent"),
    (
        "de blootstelling aan één emittent (buiten OLO's en andere staatsobligaties van de "
        "eurozone)",
        "de concentratie per emittent",
        "de grootste private emittent in portefeuille",
    ),
    "ISSUER_MAX",
    "fraction",
    (0.03, 0.05, 0.075),
    _issuer_forms,
    _english_share,
    "Any single issuer (excluding OLOs and other euro area government bonds)",
    _french_share,
    "l'exposition à un même émetteur (hors OLO)",
)
_TE: Final = _Subject(
    ("max_bond_tracking_error_bps", "maxTrackingErrorObligaties"),
    (
        "de ex-ante tracking error van het obligatiemandaat",
        "het actieve risico van de obligatieportefeuille tegenover de benchmark",
        "de tracking error van Meridiaan op het obligatiemandaat",
    ),
    "TE_FI_MAX",
    "bps",
    (75.0, 100.0, 150.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex-ante tracking error of the fixed income mandate",
    lambda v: f"{_comma(_g(v))} points de base",
    "la tracking error ex ante du mandat obligataire",
)
_LEVERAGE: Final = _Subject(
    ("max_gross_exposure_multiple", "maxBrutoblootstelling"),
    (
        "de brutoblootstelling via afgeleide producten",
        "de hefboom van de portefeuille (derivaten inbegrepen)",
        "de totale economische blootstelling inclusief futures en swaps",
    ),
    "GROSS_EXP_MAX",
    "multiple",
    (1.25, 1.5, 2.0),
    _leverage_forms,
    lambda v: f"{_g(v)}x net assets",
    "Gross exposure including derivatives",
    lambda v: f"{_comma(_g(v))} fois l'actif net",
    "l'exposition brute, produits dérivés compris,",
)
_HEDGE: Final = _Subject(
    ("min_interest_rate_hedge_ratio", "minAfdekkingsgraadRente"),
    (
        "de afdekkingsgraad van het renterisico van de verplichtingen",
        "de renteafdekking (LDI-portefeuille)",
        "de hedge ratio op de rentegevoeligheid van de verplichtingen",
    ),
    "IR_HEDGE_MIN",
    "fraction",
    (0.3, 0.45, 0.6),
    _hedge_forms,
    _english_share,
    "Interest rate hedge ratio of the liabilities",
    _french_share,
    "le taux de couverture du risque de taux des engagements",
    floor=True,
)
_BUFFER: Final = _Subject(
    ("min_liquidity_buffer_days", "minLiquiditeitsbufferDagen"),
    (
        "de liquiditeitsbuffer",
        "de liquide middelen (zichtrekeningen en geldmarktfondsen)",
        "de kasbuffer voor de uitbetaling van de pensioenen",
    ),
    "CASH_BUFFER_MIN",
    "days",
    (30.0, 60.0, 90.0),
    _buffer_forms,
    lambda v: f"{_g(v)} days of benefit payments",
    "Liquidity buffer (days of benefit payments)",
    lambda v: f"{_g(v)} jours de prestations",
    "le coussin de liquidités",
    floor=True,
)
#: seven limits: five caps (three shares, basispunten, a multiple) and two floors (a share, days);
#: seven shares no factor with six, so the misquote loop's default pairing meets each structure
#: with a new limit every round
_SUBJECTS: Final = (_EQUITY, _PROPERTY, _ISSUER, _TE, _LEVERAGE, _HEDGE, _BUFFER)
#: the limits a bandbreedte is given for: two caps in percent, one in basispunten and the
#: renteafdekking's floor
_BANDED: Final = (_EQUITY, _PROPERTY, _TE, _HEDGE)

_RATIONALES: Final = (
    "wat de VIBB van 2019 voorzag",
    "ongeveer het gemiddelde van de Belgische IBP's volgens het sectoroverzicht van de FSMA",
    "een voorlopige waarde in afwachting van een beslissing van de raad van bestuur",
    "wat volgt uit het centrale scenario van de ALM-studie",
    "de gebruikelijke marge die we onder de limiet aanhouden",
    "de waarde uit de ontwerp-VIBB",
)

#: where a breach's flawed value lies, and its uncited twin, as multiples of the limit
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 0.6
#: where a bandbreedte's flawed value lies, as multiples of its top (cap) or low end (floor)
_BAND_CAP_BREACH: Final = 1.2
_BAND_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Allocatie van de activa van " + _OFP + " (OLO's en andere staatsobligaties, "
    "bedrijfsobligaties, aandelen eurozone en wereld, vastgoedcertificaten en GVV's, liquide "
    "middelen) binnen de limieten van de VIBB",
    "het beste risicogecorrigeerde rendement voor de aangeslotenen en begunstigden, binnen de VIBB",
    "de allocatie van de activa optimaliseren",
    "de gewichten en het bijbehorende risico",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "zoals vastgelegd door de raad van bestuur in de VIBB"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "minimaal" if s.floor else "maximaal"


def _at_most(s: _Subject) -> str:
    return "ten minste" if s.floor else "ten hoogste"


def _bound(s: _Subject) -> str:
    return "de minimumlimiet" if s.floor else "de maximumlimiet"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _limit_en(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "de portefeuille van het OFP, op 31/12/2025 goed voor 1.284,6 miljoen euro, herbalanceren",
    "de samenstelling van de portefeuille voor het jaarverslag 2025 klaarmaken",
    "de bijzondere bijdrage van 18,5 miljoen euro van de inrichter beleggen",
    "de projecties van de ALM-studie herdoen na de renteverlaging van 25 basispunten door de ECB",
    "nagaan of de liquiditeit de maandelijkse pensioenuitkeringen van ongeveer 6,2 miljoen euro "
    "dekt",
)
_DEFERRALS: Final = (
    "de raad van bestuur legt de limiet voor {noun} pas vast op zijn vergadering van 26 maart 2026",
    "het punt over {noun} is van de agenda van het beleggingscomité gehaald",
    "het voorstel over de limiet voor {noun} is verdaagd naar het volgende beleggingscomité",
    "de ontwerp-VIBB vermeldt nog altijd «limiet voor {noun}: [nog te bepalen door de raad van "
    "bestuur]»",
    "de sleutelfunctie risicobeheer heeft nog geen advies gegeven over de limiet voor {noun}",
    "we wachten nog op het antwoord van de FSMA op onze vraag over {noun}",
    "de ALM-studie, met de aanbeveling over {noun}, wordt pas in april opgeleverd",
)
_REQUEST_FRAMES: Final = (
    "Van: " + _CIO + " (CIO)\nAan: Team Beleggingen\nOnderwerp: Herbalancering Q1 2026\n\n"
    "Dag iedereen,\n\nKunnen jullie {task}? Opgelet: {deferral}.\n\nAlvast bedankt,\nKatrien",
    "Beleggingscomité – vergadering van 05/02/2026\nAgenda:\n1. Goedkeuring van de notulen van "
    "de vorige vergadering\n2. {Task}\n3. Varia\nNoot: {deferral}.",
    "Teams – Jeroen DS (09:14): kan jij {task}? fyi, {deferral}",
    "INTERNE NOTA\nAan: de leden van het beleggingscomité\nVan: Team Beleggingen\nDatum: "
    "29/01/2026\n\n{Deferral}. Intussen de vraag aan het team: kunnen jullie al {task}?",
    "Actielijst sleutelfunctie risicobeheer (stand van zaken op 30/01/2026)\nActie 2026-04 | "
    "{Task} | verantwoordelijke: CIO | status: lopend\nOpmerking: {deferral} (al gemeld in het "
    "derde kwartaal van 2025).",
    "Nota van de voorzitter van de raad van bestuur: met het oog op het antwoord aan de FSMA "
    "(termijn: dertig dagen): kan het Team Beleggingen eerst {task}? {Deferral}.\n"
    "Mvg, " + _CHAIR,
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {kind}, {bound},
    {sign}, {at_most}, {short}, {limit_en}, {noun_en}, {stand}, {benutting}), its value's form
    ("bare" the number in the constraint's unit as the compliance file holds it, "figures" one of
    its written forms, "words" a written form or its words, "table" a written form beside the
    limietentabel's stand), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Uittreksel uit de notulen van de vergadering van de raad van bestuur van 18 december "
        "2025\nPunt 5 – Herziening van de VIBB\nNa bespreking beslist de raad eenparig om "
        "{bound} voor {noun} vast te leggen op {v}. Punt 6 (keuze van een tweede beheerder voor "
        "de bedrijfsobligaties) wordt verdaagd.\nVoor eensluidend uittreksel, Annelies Peeters, "
        "secretaris",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Van: " + _CIO + " (CIO)\nAan: Team Beleggingen; Sleutelfunctie risicobeheer\n"
        "Onderwerp: RE: Herbalancering Q1 2026\n\nDag allemaal,\n\n{Noun}: {at_most} {v}. Dat "
        "is wat de raad van bestuur in december beslist heeft, niet het cijfer uit het "
        "ontwerp.\n\nMvg,\nKatrien",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Limietentabel – sleutelfunctie risicobeheer (" + _RISK + "), stand op 31/12/2025, voor "
        "het beleggingscomité\n| Limiet | Grens | Stand | Benutting |\n|---|---|---|---|\n| "
        "{Noun} | {short} {v} | {stand} | {benutting} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "VERKLARING INZAKE DE BELEGGINGSBEGINSELEN (VIBB) VAN " + _OFP.upper() + " (versie "
        "goedgekeurd door de raad van bestuur op 18/12/2025)\nArtikel 6 – Beleggingslimieten\n"
        "6.2 {Noun}: {sign} {v}.\n6.3 De limieten worden dagelijks aan marktwaarde opgevolgd.",
        "figures",
        "mandate",
        first=True,
    ),
    _Stating(
        "From: " + _CPM + " (Client Portfolio Manager, " + _MANAGER + ")\nTo: " + _CIO + "\n"
        "Subject: RE: compliance limits file\n\nHi Katrien,\n\nAs requested, the limit as it is "
        "loaded in our pre-trade compliance system (export from our Belgian desk, hence the "
        "commas):\n\nlimit_code;description;type;value;unit\n{key};{noun_en};{kind};{v};{unit}\n"
        "RATING_MIN;Minimum rating at purchase;MIN;BBB-;text\n\nKind regards,\nThomas",
        "bare",
        "template_inputs",
    ),
)


def _stand(s: _Subject, value: float) -> float:
    """The limietentabel's stand inside the limit: above a floor, below a cap (whole days and
    basispunten, a multiple to two decimals)."""
    used = value * 1.25 if s.floor else value * 0.8
    if s.unit in ("days", "bps"):
        return float(round(used))
    if s.unit == "multiple":
        return round(used, 2)
    return round(used, 4)


def _benutting(s: _Subject, value: float, used: float) -> str:
    """Benutting as the limietentabel writes it ("80,0%"): the stand over a cap, the floor over
    the stand."""
    share = value / used if s.floor else used / value
    return _comma(f"{share * 100:.1f}") + "%"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the compliance file holds it: a share with three
    decimals ("0,350", "0,075"), a multiple with two ("1,50"), else the figure; always with a
    decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    stand = benutting = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the stand inside the limit, a decoy in the same form
        used = _stand(s, value)
        written, stand = s.alike((value, used), rng.randrange(12), apart=True)
        benutting = _benutting(s, value, used)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        kind="MIN" if s.floor else "MAX",
        bound=_bound(s),
        sign=_sign(s),
        at_most=_at_most(s),
        short=_short(s),
        limit_en=_limit_en(s),
        noun_en=s.noun_en,
        stand=stand,
        benutting=benutting,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the VIBB came
    before the request and is cited as a clause, the compliance file after it."""
    stating = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "vibb": {
        "punt_1_algemene_beginselen": [
            "Het OFP belegt volgens het prudent-person-beginsel van artikel 91 van de WIBP, in "
            "het uitsluitende belang van de aangeslotenen en de begunstigden.",
            "De technische rentevoet van de prestatietoezegging (2,75%) en het wettelijk "
            "minimumrendement op de bijdragetoezegging (WAP, 1,75%) worden jaarlijks opgevolgd "
            "door de aangewezen actuaris; het zijn geen beleggingslimieten.",
            "Het OFP belegt niet in emittenten op de uitsluitingslijst (controversiële wapens, "
            "thermische steenkool, tabak).",
            "Afgeleide producten worden enkel gebruikt voor afdekking en efficiënt "
            "portefeuillebeheer; short selling is niet toegestaan.",
            "De VIBB wordt minstens om de drie jaar herzien door de raad van bestuur en aan de "
            "FSMA meegedeeld.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 5,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the VIBB's bijlage 1: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "EQ_TOTAL_MAX": ("Aandelen opkomende markten, max.", 0.08),
    "RE_TOTAL_MAX": ("Rechtstreeks aangehouden vastgoed, max.", 0.02),
    "ISSUER_MAX": ("Deposito's bij één kredietinstelling, max.", 0.2),
    "TE_FI_MAX": ("Tracking error van het aandelenmandaat, max.", 300.0),
    "GROSS_EXP_MAX": ("Brutoblootstelling van het LDI-fonds, max.", 3.0),
    "IR_HEDGE_MIN": ("Afdekking van het valutarisico (USD), min.", 0.8),
    "CASH_BUFFER_MIN": ("Afwikkelingstermijn van de geldmarktfondsen, max.", 3.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, two decimals of a multiple, a whole basispunt or
    day)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 2)
    return float(round(wrong))


#: how a voorstel was not adopted: (the voorstel's fate, worded after "{wrong} voor {noun}")
_NOT_ADOPTED: Final = (
    "Het voorstel van de CIO ({wrong} voor {noun}) werd in het beleggingscomité verworpen (twee "
    "stemmen voor, vier tegen); {bound} blijft {right}.",
    "De sleutelfunctie risicobeheer stelde {wrong} voor {noun} voor, maar het voorstel werd "
    "ingetrokken door de indiener: de VIBB-limiet van {right} blijft gelden.",
    "Het voorstel om de limiet voor {noun} op {wrong} te brengen, werd verdaagd naar de "
    "volgende vergadering (beleggingscomité van 04/12/2025, punt 7). Tot dan is de limiet "
    "{right}.",
    "Het voorstel van {wrong} voor {noun} werd door het beleggingscomité niet weerhouden. "
    "Geldende limiet: {short} {right}.",
    "Over het voorstel van {wrong} voor {noun} was er staking van stemmen in de paritaire raad "
    "van bestuur (vier tegen vier), dus het is niet aangenomen. We blijven op {right}.",
)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the VIBB of 2019, or an ontwerp
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"In de VIBB van 21 juni 2019 stond voor {noun} {wrong}. De raad van bestuur "
                f"keurde op 18/12/2025 een nieuwe limiet goed: {right}, van toepassing sinds 1 "
                "januari 2026."
            )
        else:
            text = (
                f"De ontwerp-VIBB (versie 2, van oktober) voorzag {wrong} voor {noun}; de "
                f"goedgekeurde versie zegt {right}, en die geldt."
            )
    elif structure == 1:  # a voorstel not adopted
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        text = _fill(
            _NOT_ADOPTED[variant % len(_NOT_ADOPTED)],
            wrong=wrong,
            right=right,
            noun=noun,
            bound=_bound(s),
            short=_short(s),
        )
    elif structure == 2:  # the limietentabel's stand
        wrong_value = _away(s, value, 0.85, 1.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Limietentabel Q4 2025: {noun} stond op 31/12/2025 op {wrong}, tegenover een "
                f"limiet van {right}. Geen overschrijdingen te melden."
            )
        else:
            benutting = _benutting(s, value, wrong_value)
            text = (
                "| Limiet | Stand op 31/12/2025 | Grens | Benutting |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | "
                f"{benutting} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "VIBB, bijlage 1 (uittreksel)\n- " + "\n- ".join(lines)
    else:  # the FSMA's sectoroverzicht or the ALM-studie's unconstrained portfolio
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Ter vergelijking: het gemiddelde van de Belgische IBP's (sectoroverzicht van de "
                f"FSMA, eind 2024) is {wrong} voor {noun}. Onze VIBB zegt {right} – en dat is "
                "wat we volgen."
            )
        else:
            text = (
                "ALM-studie 2025 (aangewezen actuaris): de optimale portefeuille zonder "
                f"beperkingen kwam uit op {wrong} voor {noun}; de raad van bestuur hield in de "
                f"VIBB vast aan {right}."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandate clauses: the VIBB's artikel 6, the FSMA's letter, the English side letter, the raad
# van bestuur's notulen, the limietentabel and the beheersovereenkomst's bijlage 2 -------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape == 3)
    if shape == 0:  # the VIBB's artikel 6, under numbered (dotted) keys
        artikel: dict[str, JsonValue] = {
            "6.1": "De limieten gelden voor het vermogen van het OFP aan marktwaarde en worden "
            "dagelijks opgevolgd door de sleutelfunctie risicobeheer; de VaR (95%, 1 maand) "
            "wordt maandelijks gerapporteerd.",
            "6.2": "De modified duration van de obligatieportefeuille ligt tussen 7 en 12 jaar.",
            "6.3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "6.4": "Elke overschrijding wordt dezelfde dag gemeld aan de CIO en op de volgende "
            "vergadering aan het beleggingscomité.",
        }
        return {"vibb": {"versie": "2025-12", "artikel_6": artikel}}, None, "vibb.artikel_6.6.3"
    if shape == 1:  # the FSMA's French letter, as a message
        verb = "ne soit pas inférieur à" if s.floor else "ne dépasse pas"
        letter = (
            "AUTORITÉ DES SERVICES ET MARCHÉS FINANCIERS\nContrôle prudentiel des institutions "
            "de retraite professionnelle\nNos réf. : FSMA/IRP/2025/0312\nBruxelles, le 14 "
            "novembre 2025\n\nConcerne : " + _OFP + " – suivi de l'inspection sur place\n\n"
            "Madame, Monsieur,\n\nÀ la suite de l'inspection menée dans vos locaux, et "
            f"conformément à la LIRP, la FSMA recommande que {s.noun_fr} {verb} "
            f"{s.french(value)}.\nNous vous prions de nous transmettre un plan d'action dans "
            "un délai de trente jours.\n\nVeuillez agréer, Madame, Monsieur, l'expression de "
            "nos salutations distinguées."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the asset manager's English side letter, as a message
        side = (
            "SIDE LETTER to the Investment Management Agreement (beheersovereenkomst) between "
            + _OFP
            + " and "
            + _MANAGER
            + "\n1. The Manager shall comply with the Fund's Statement of Investment Principles "
            "(VIBB).\n"
            f"2. {s.noun_en}: {_limit_en(s)} {s.english(value)}.\n3. Any breach shall be "
            "reported within one business day and cured within five business days."
        )
        return None, side, MANDATE_ID
    if shape == 3:  # the raad van bestuur's notulen, as records (numbers in words)
        beslissingen: list[JsonValue] = [
            {
                "punt": "4",
                "tekst": "De raad keurt de jaarrekening 2024 van het OFP goed.",
            },
            {
                "punt": "5",
                "tekst": f"De raad beslist eenparig om {_bound(s)} voor {noun} vast te leggen "
                f"op {written}.",
            },
            {
                "punt": "6",
                "tekst": "De keuze van een tweede beheerder voor de bedrijfsobligaties wordt "
                "verdaagd; drie stemmen voor, vijf tegen.",
            },
        ]
        return (
            {"notulen_rvb_2025_12_18": {"beslissingen": beslissingen}},
            None,
            "notulen_rvb_2025_12_18.beslissingen[1].tekst",
        )
    if shape == 4:  # the limietentabel, as a message
        table = (
            "BIJLAGE 2 BIJ DE VIBB – Limietentabel (goedgekeurd op 18/12/2025)\n"
            "| Limiet | Grens | Basis |\n|---|---|---|\n"
            "| VaR (95%, 1 maand) | max. 4,5% | totale portefeuille |\n"
            f"| {_cap(noun)} | {_at_most(s)} {written} | vermogen aan marktwaarde |\n"
            "| Minimumrating obligaties | BBB- | bij aankoop |"
        )
        return None, table, MANDATE_ID
    richtlijnen: list[JsonValue] = [
        "De beheerder belegt uitsluitend in financiële instrumenten die in de VIBB zijn "
        "toegelaten.",
        "De effecten zijn genoteerd op een gereglementeerde markt of een MTF.",
        "Emittenten op de uitsluitingslijst van het OFP worden niet aangekocht.",
        f"{_cap(noun)}: {_at_most(s)} {written}.",
        "De beheerder rapporteert maandelijks aan de CIO en de sleutelfunctie risicobeheer.",
    ]
    return (
        {"beheersovereenkomst": {"bijlage_2_beleggingsrichtlijnen": richtlijnen}},
        None,
        "beheersovereenkomst.bijlage_2_beleggingsrichtlijnen[3]",
    )


_WITHIN_ASKS: Final = (
    "Herbalanceer de portefeuille binnen alle limieten van de VIBB, de beheersovereenkomst en "
    "de aanbeveling van de FSMA.",
    "Please rerun the allocation within all our limits (VIBB + beheersovereenkomst).",
    "Voor de raad van bestuur van 26/03/2026: optimaliseer de allocatie binnen onze limieten.",
    "Beleg de bijzondere bijdrage van 18,5 miljoen euro zonder één enkele limietoverschrijding.",
    "Maak het voorstel van strategische allocatie voor het tweede kwartaal van 2026 klaar, "
    "zonder overschrijdingen.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 4) % 4 != 2,
    rationale="de gedocumenteerde limiet van het OFP",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] (with a strategische allocatie {mid}): {bound}, {noun}, {lo}, {hi}
_GRANTED: Final = (
    "VIBB 2025, artikel 5.3 (strategische allocatie en bandbreedtes): voor {noun} geldt een "
    "bandbreedte van {lo} tot {hi}; binnen die bandbreedte bepaalt de CIO {bound}.",
    "| Activaklasse | Ondergrens | Strategisch | Bovengrens | Beslissing binnen de band |\n"
    "|---|---|---|---|---|\n| {Noun} ({bound}) | {lo} | {mid} | {hi} | CIO |",
    "Beslissing RvB 2025/14 (eenparig goedgekeurd): het beleggingscomité mag {bound} voor "
    "{noun} vastleggen op elk niveau tussen {lo} en {hi}, zonder nieuwe beslissing van de raad.",
    "Tussen {lo} en {hi} is {bound} voor {noun} een zaak van dagelijks beheer: de CIO beslist en "
    "rapporteert aan het beleggingscomité.",
    "De paritair samengestelde raad van bestuur bevestigt dat {bound} voor {noun} door de CIO "
    "bepaald wordt binnen de marge van {lo} tot {hi}; niemand had bezwaar.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "De raad van bestuur legde {bound} voor {noun} vast op {point}. Het voorstel voor een "
        "bandbreedte van {lo} tot {hi} werd verworpen (drie stemmen voor, vijf tegen); er is "
        "hier geen beslissingsruimte.",
        "De raad van bestuur keurde het voorstel voor een bandbreedte van {lo} tot {hi} voor "
        "{bound} ({noun}) goed; binnen die band legt de CIO het niveau vast.",
    ),
    (
        "Het voorstel om {bound} voor {noun} binnen een bandbreedte van {lo} tot {hi} te laten "
        "bepalen, werd verdaagd (punt 6, 18/12/2025). Tot dan blijft {bound} op {point}.",
        "Het voorstel om {bound} voor {noun} binnen een bandbreedte van {lo} tot {hi} te laten "
        "bepalen, werd aangenomen (punt 6, 18/12/2025). De CIO kiest het niveau binnen de "
        "bandbreedte.",
    ),
    (
        "De sleutelfunctie risicobeheer adviseerde een marge van {lo} tot {hi} voor {noun}; het "
        "advies werd niet weerhouden, en {bound} blijft vastgesteld op {point}.",
        "De sleutelfunctie risicobeheer adviseerde een marge van {lo} tot {hi} voor {noun}; het "
        "advies werd weerhouden, en de CIO legt {bound} binnen die marge vast.",
    ),
    (
        "Het voorstel om de CIO een marge van {lo} tot {hi} te geven voor {bound} ({noun}) werd "
        "ingetrokken. Het niveau van {point} blijft behouden.",
        "Het voorstel om de CIO een marge van {lo} tot {hi} te geven voor {bound} ({noun}) werd "
        "goedgekeurd. Zij kiest het niveau binnen die marge.",
    ),
)


@dataclass(frozen=True)
class _Short(WrittenForms):
    """A bandbreedte's bound as the tables write it, without a tail: "35%" or "35,0%" for a
    share, "60 bp" or "60 basispunten" for the tracking error."""

    forms: Callable[[float], dict[str, str]]


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    if s.unit == "bps":
        return {"bp": f"{_comma(_g(value))} bp", "bps": f"{_comma(_g(value))} basispunten"}
    return {"pc": f"{_pct(value)}%", "p1": f"{_pct1(value)}%"}


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A band's noun and its bound (de maximumlimiet of a cap, de minimumlimiet of the floor)."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's ondergrens, bovengrens and strategische allocatie in one short form, and the
    level a refusal fixes: the low end for a cap and the top for a floor, so that the point a
    refused plan assumes (a quarter of the way up) is looser than the level fixed."""
    lo, hi, mid = _Short(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: a quarter of the way from the band's low end to its top, the
    same for a granted and a refused band."""
    low, high, _ = bounds
    return round(low + (high - low) / 4, 6)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the VIBB's artikel 5 (fields), an uittreksel uit de notulen of the raad
    van bestuur (a mandate message), the delegatiebesluit (fields) or the voorzitter's e-mail (a
    mandate message)."""
    if shape == 0:
        return {"vibb": {"artikel_5_strategische_allocatie": text}}, None
    if shape == 1:
        return None, (
            "UITTREKSEL UIT DE NOTULEN VAN DE RAAD VAN BESTUUR van " + _OFP + " (vergadering "
            f"van 18/12/2025)\n\n{text}\n\nVoor eensluidend uittreksel, " + _CHAIR + ", voorzitter"
        )
    if shape == 2:
        return {
            "delegatiebesluit_2025": {
                "bevoegdheden_cio": [
                    "De CIO voert de door de raad van bestuur goedgekeurde strategische "
                    "allocatie uit.",
                    text,
                ]
            }
        }, None
    return None, (
        "Van: " + _CHAIR + " (voorzitter raad van bestuur)\nAan: " + _CIO + "\nOnderwerp: "
        f"Bandbreedtes 2026\n\nDag Katrien,\n\n{text}\n\nGroeten,\nMarc"
    )


_ranges = partial(
    _range_cases,
    subjects=_BANDED,
    turn=lambda i: 3 * i + 2,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="fixed",
    refused_value=_quarter_up,
    low_ratio=0.6,
    floors=True,
    assumed_value=_quarter_up,
    cap_breach=_BAND_CAP_BREACH,
    floor_breach=_BAND_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_BESLISSING: Final = "Beslissing RvB 2025/15 van de raad van bestuur (18/12/2025):\n"
_NOTULEN: Final = "Notulen van het beleggingscomité van 4 december 2025: "

#: whole statements of each objective, as the VIBB, a beslissing, the beleggingscomité's notulen,
#: the aangewezen actuaris's ALM-studie and the sleutelfunctie risicobeheer put them; the first of
#: each is one line, so that an erratum, a notulen's schrapping or a quoted reply can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "VIBB 2025, punt 2 (beleggingsdoelstelling): het hoogste rendement per eenheid risico – "
        "een maximale Sharpe-ratio.",
        _BESLISSING + "De raad beslist dat de allocatie gekozen wordt op basis van het beste "
        "risicogecorrigeerde rendement (Sharpe-ratio); meer rendement halen door meer risico te "
        "nemen is niet de bedoeling.",
        _NOTULEN + "het comité vraagt de CIO om het risicogecorrigeerde rendement (de "
        "Sharpe-ratio) te optimaliseren, en niet de tracking error tegenover de benchmark.",
        "ALM-studie 2025, aanbeveling van de aangewezen actuaris: kies de portefeuille met het "
        "hoogste verwachte rendement per eenheid volatiliteit, dus de maximale Sharpe-ratio. De "
        "technische rentevoet van 2,75% wordt apart opgevolgd.",
        "Advies van de sleutelfunctie risicobeheer: de doelstelling van de raad is de best "
        "mogelijke Sharpe-ratio; niets anders mag de gewichten bepalen.",
    ),
    "variance": (
        "VIBB 2025, punt 2 (beleggingsdoelstelling): een zo laag mogelijke volatiliteit van de "
        "dekkingsgraad – minimale variantie.",
        _BESLISSING + "De raad beslist dat de allocatie de kleinst mogelijke variantie moet "
        "hebben; de verwachte rendementen spelen in de optimalisatie geen rol.",
        _NOTULEN + "gezien de maturiteit van het plan (meer gepensioneerden dan actieve "
        "aangeslotenen) wil het comité stabiliteit. Minimaliseer de variantie van de "
        "portefeuille, los van de verwachte rendementen.",
        "ALM-studie 2025, aanbeveling van de aangewezen actuaris: gezien de maturiteit van de "
        "prestatietoezegging de volatiliteit minimaliseren, zonder rendementsdoel in de "
        "optimalisatie; de technische rentevoet van 2,75% wordt opgevolgd, niet geoptimaliseerd.",
        "Advies van de sleutelfunctie risicobeheer: houd de portefeuille zo stabiel mogelijk – "
        "gewichten die de variantie minimaliseren. De Sharpe-ratio is hier niet de vraag.",
    ),
    "tracking": (
        "VIBB 2025, punt 2 (beleggingsdoelstelling): een rendement zo dicht mogelijk bij de "
        "strategische benchmark, met zo weinig mogelijk afwijking.",
        _BESLISSING + "De raad beslist dat het OFP de strategische benchmark volgt met een zo "
        "klein mogelijk actief risico (tracking error).",
        _NOTULEN + "de CIO wordt beoordeeld tegenover de strategische benchmark; minimaliseer "
        "de tracking error tegenover die benchmark.",
        "ALM-studie 2025, aanbeveling van de aangewezen actuaris: zo dicht mogelijk bij de "
        "strategische benchmark blijven; we stellen gewichten voor die het verwachte actieve "
        "risico minimaliseren.",
        "Advies van de sleutelfunctie risicobeheer: niemand vraagt alfa – blijf zo dicht "
        "mogelijk bij de strategische benchmark, met de kleinst mogelijke afwijking.",
    ),
    "return": (
        "VIBB 2025, punt 2 (beleggingsdoelstelling): het hoogste verwachte rendement, zonder "
        "risicostraf in de doelfunctie – de limieten kaderen het risico.",
        _BESLISSING + "De raad beslist dat de gewichten het hoogste verwachte rendement "
        "nastreven; het risico wordt begrensd door de limieten van de VIBB, niet door de "
        "doelfunctie.",
        _NOTULEN + "maximaliseer het verwachte rendement binnen de limieten van de VIBB; geen "
        "risicocorrectie in de doelfunctie.",
        "ALM-studie 2025, aanbeveling van de aangewezen actuaris: voor de bijdragetoezegging, "
        "boven het wettelijk minimumrendement van 1,75%, modelleren we de portefeuille met het "
        "hoogste verwachte rendement; de limieten kaderen het risico.",
        "Advies van de sleutelfunctie risicobeheer: de raad heeft voor rendement gekozen. Het "
        "maximale verwachte rendement is de doelstelling, niet de Sharpe-ratio.",
    ),
}
_FOLLOW_UPS: Final = (
    "Na de raad van bestuur van 18 december 2025 is de tekst aangepast. Hij luidt voortaan:"
    "\n\n{new}",
    "Katrien (16:42) – vergeet mijn mail van vanochtend over de doelstelling. Na overleg met de "
    "voorzitter:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "VIBB 2025 – basis voor de allocatie:\n\n{ask}",
    "{ask}\n\nGraag de allocatie in die zin aanpassen. – KVdB",
    "Vermogen op 31/12/2025: 1.284,6 miljoen euro; rendement 2025: 6,9%, 0,8 procentpunt boven "
    "de benchmark (sinds begin dit jaar: 1,4%).\n\n{ask}",
    "De inrichter (" + _SPONSOR + ") stort een bijzondere bijdrage van 18,5 miljoen euro en "
    "vraagt de allocatie te herzien.\n\n{ask}",
    "Dekkingsgraad van 118,3% eind 2025 (de technische voorzieningen zijn volledig "
    "gedekt).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Allocatie van de activa van " + _OFP,
    purpose="de allocatie van de activa optimaliseren",
    custom_reason="no platform solver for this objective",
    custom_purpose="allocatie van de activa",
    section_title="Allocatie en gewichten",
    description="de gewichten",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The beleggingscomité's notulen striking the original wording and replacing it by the
    wanted one."""
    return (
        "Notulen van het beleggingscomité van 15/01/2026, punt 3 – Beleggingsdoelstelling\n"
        "Op voorstel van de voorzitter beslist het comité de oorspronkelijke formulering "
        f"«{_one_line(old_kind, old)}» te schrappen en te vervangen door: "
        f"«{ask.replace(chr(10), ' ')}»\nDe aldus gewijzigde tekst wordt eenparig goedgekeurd."
    )


def _erratum(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An erratum to the VIBB replacing the earlier wording of punt 2."""
    return (
        "ERRATUM – VIBB versie 4.0 (verstuurd op 19/12/2025)\nIn punt 2 lees "
        f"«{ask.replace(chr(10), ' ')}» in plaats van «{_one_line(old_kind, old)}». De vorige "
        "versie gaf niet weer wat de raad van bestuur besliste."
    )


def _quoted_reply(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The CIO's reply quoting the earlier line under ">" and answering it."""
    return (
        "Van: " + _CIO + "\nOnderwerp: RE: doelstelling optimalisatie\n\n> "
        f"{_one_line(old_kind, old)}\n\nNeen, dat klopt niet meer: dat was het voorstel van "
        f"vóór de ALM-studie. Wat nu geldt:\n\n{ask}\n\nMvg,\nKatrien"
    )


def _framed(rng: random.Random, i: int, wanted: str, ask: str) -> str:
    """A plain request, its frame taken in turn: the framed cases are 0-2 and 15-17, so the
    second three move on by three and all five frames (and their decoys) are said."""
    return _fill(_ASK_FRAMES[(i + 3 * (i // 15)) % len(_ASK_FRAMES)], ask=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures held three cases each (`(i // 3) % 5`, so each meets both modes): a
    framed request (0), the beleggingscomité's notulen striking the original wording (1), an
    erratum to the VIBB (2), an earlier message a later one replaces (3: after the raad van
    bestuur for the first ten cases, from the CIO after) and the CIO's reply quoting the
    earlier line and answering "Neen" (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _struck, 2: _erratum, 4: _quoted_reply},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 10) % len(_FOLLOW_UPS)], new=ask),
        framed=_framed,
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 2,
        structure=lambda i: (i // 3) % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: five ANCHORED walk-forward folds, each trained from 4 January 2010 up to the calendar year it
#: tests (2016 to 2020), on Euronext Brussels sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2015, 12, 31), date(2016, 1, 4), date(2016, 12, 30)),
        (date(2016, 12, 30), date(2017, 1, 2), date(2017, 12, 29)),
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 31)),
        (date(2018, 12, 31), date(2019, 1, 2), date(2019, 12, 31)),
        (date(2019, 12, 31), date(2020, 1, 2), date(2020, 12, 31)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "de BEL 20, dagelijkse slotkoersen, van 04/01/2010 tot 29/12/2017",
        "de BEL 20, dagelijkse slotkoersen, van 04/01/2010 tot 31/12/2015",
    ),
    (
        "de MSCI EMU in euro, maandelijks, van januari 2010 tot december 2019",
        "de MSCI EMU in euro, maandelijks, van januari 2010 tot december 2015",
    ),
    (
        "de gezondheidsindex van Statbel, maandelijks, van januari 2010 tot juni 2018",
        "de gezondheidsindex van Statbel, maandelijks, van januari 2010 tot november 2015",
    ),
    (
        "de bijdragen en uitkeringen van het OFP, van het eerste kwartaal van 2010 tot het "
        "vierde kwartaal van 2018",
        "de bijdragen en uitkeringen van het OFP, van het eerste kwartaal van 2010 tot het derde "
        "kwartaal van 2015",
    ),
    (
        "de OLO-rendementen op 10 jaar van de NBB, dagelijks, van 04/01/2010 tot 30/06/2020",
        "de OLO-rendementen op 10 jaar van de NBB, dagelijks, van 04/01/2010 tot 31/12/2015",
    ),
    (
        "de EPRA Eurozone-vastgoedindex, wekelijks, van 2010 tot week 26 van 2019",
        "de EPRA Eurozone-vastgoedindex, wekelijks, van 2010 tot week 52 van 2015",
    ),
    (
        "de Euribor op 3 maanden, dagelijks, van 04/01/2010 tot 31/12/2020",
        "de Euribor op 3 maanden, dagelijks, van 04/01/2010 tot 31/12/2015",
    ),
)
_ACTIONS: Final = (
    "de verwachte rendementen en correlaties van de ALM-studie werden geschat",
    "de herbalanceringsmarges werden gekalibreerd",
    "de afdekkingsgraad van het renterisico werd geoptimaliseerd",
    "het model voor bijdragen en uitkeringen werd geschat",
    "het factormodel voor de tracking error werd geschat",
)
_LEAK_FRAMES: Final = (
    "ALM-studie 2026 (aangewezen actuaris), hoofdstuk 4 – hypotheses: {action} op basis van "
    "{period}.",
    "Advies van de sleutelfunctie risicobeheer (12/02/2026): {action} met {period}; de "
    "parameters blijven in alle vijf de vensters dezelfde.",
    "Verslag van de interne audit, bijlage C (backtest): {action}, één keer, op {period}, "
    "vóór de walk-forward-vensters gedraaid werden.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "In alle testperiodes worden de IA|BE-prognosetafels van 2024 gebruikt, met terugwerkende "
        "kracht toegepast vanaf 2016.",
        "In elke testperiode worden de sterftetafels gebruikt die de aangewezen actuaris in de "
        "actuariële studie vóór die periode had vastgelegd.",
    ),
    (
        "De aandelenportefeuille van de backtest bestaat uit de bedrijven die vandaag in de BEL "
        "20 zitten.",
        "De aandelenportefeuille van de backtest bestaat uit de bedrijven die op elke "
        "herbalanceringsdatum in de BEL 20 zaten, ook die welke er intussen uit verdwenen zijn "
        "(na een overname of een faillissement).",
    ),
    (
        "De ESG-uitsluitingslijst die in 2025 werd goedgekeurd, wordt op alle testperiodes "
        "toegepast.",
        "In elke testperiode wordt de uitsluitingslijst toegepast die op die datum gold, zoals "
        "het beleggingscomité ze toen had goedgekeurd.",
    ),
    (
        "De vastgoedcertificaten worden gewaardeerd tegen de jaarlijkse schattingen van de "
        "vastgoeddeskundige, gebruikt vanaf het einde van het jaar waarop ze betrekking hebben.",
        "De vastgoedcertificaten worden enkel gewaardeerd tegen de beurskoers op elke datum, met "
        "één dag vertraging.",
    ),
)
_LEAK_ASKS: Final = (
    "Het beleggingscomité wil een walk-forward-test van de nieuwe herbalanceringsmarges zien, "
    "jaar per jaar vanaf 2016, voor het ze goedkeurt.",
    "Please a walk-forward backtest (expanding window, yearly from 2016) of the renteafdekking "
    "for the ALM-studie 2026.",
    "Vraag van de voorzitter: test de strategische allocatie walk-forward, met een venster dat "
    "telkens groeit vanaf 2010, voor het jaarverslag.",
)
_WHERE: Final = ("evidence", "reasoning", "interpretation", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, TAG, REQUEST_ID, CONTRACT_ID, _leak_contract)


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_LEAK_FRAMES,
    twins=_leak_twins,
    sentence_at=0,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Kempense Kabelwerken"
_ENTITY: Final = "ent_kempense_kabelwerken"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label), Q1 2020 to Q4 2025
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024, 2025))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in het vierde kwartaal van 2025 tegenover het derde", (22, 23)),
    ("in 2025", (19, 23)),
    ("in de tweede jaarhelft van 2025", (21, 23)),
    ("sinds eind 2022", (11, 23)),
    ("de voorbije vijf jaar", (3, 23)),
    ("sinds het eerste kwartaal van 2020", (0, 23)),
    ("sinds het dieptepunt van de coronacrisis, in het tweede kwartaal van 2020", (1, 23)),
    ("tussen 30/06/2021 en 30/09/2023", (5, 14)),
    ("in 2023", (11, 15)),
    ("in de eerste jaarhelft van 2022", (7, 9)),
    ("van het derde kwartaal van 2022 tot het tweede kwartaal van 2024", (10, 17)),
    ("sinds de beursgang, in 1997", None),
    ("de voorbije tien jaar", None),
    ("sinds de opname in de BEL 20, in 2006", None),
)

#: what the claims answer: the beleggingscomité's point on the stemgedrag at the algemene
#: vergadering
_REQUEST: Final = TrendRequest(
    question="Voor het beleggingscomité van 12/03/2026 (punt 7, stemgedrag op de algemene "
    "vergadering): hoe doet {company} het?",
    heading="**Engagementnota – Kempense Kabelwerken NV (Euronext Brussel: KKW), jaarresultaten "
    "2025**",
    as_of="2026-02-27",
)


#: "met ruim 10%", "met bijna 15%", "met ongeveer 12%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="met ruim {}%",
    short="met bijna {}%",
    about="met ongeveer {}%",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in procentpunt with a decimal comma ("met 1,4 procentpunt"); "" below
    0,3."""
    change = abs(b - a)
    return "met " + _comma(f"{change:.1f}") + " procentpunt" if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage multiple's move with a decimal comma ("met 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return "met " + _comma(f"{change:.1f}") + "x" if change >= 0.1 else ""


def _by_m(a: float, b: float) -> str:
    """A move in miljoen euro with dot thousands and a decimal comma ("met 12,3 miljoen
    euro"); "" below 2 miljoen."""
    change = abs(b - a)
    if change < 2:
        return ""
    written = f"{change:,.1f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    return f"met {written} miljoen euro"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows (or shrinks)
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} lag in elk kwartaal van 2025 hoger dan een jaar eerder",
        "{s} lag in elk kwartaal van 2025 lager dan een jaar eerder",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            212.4,
            168.9,
            190.3,
            221.7,
            228.5,
            236.1,
            241.8,
            255.2,
            268.9,
            281.4,
            276.5,
            290.3,
            301.7,
            309.2,
            314.8,
            322.6,
            331.4,
            338.9,
            342.1,
            351.7,
            368.2,
            381.5,
            394.8,
            409.6,
        ),
        (
            "De omzet (miljoen euro)",
            "De omzet van Kempense Kabelwerken",
            "De geconsolideerde omzet",
        ),
        (
            ("{s} steeg {m}", rose),
            ("{s} daalde {m}", fell),
            ("{s} nam elk kwartaal toe", rose_every_quarter),
            ("{s} ging er niet op achteruit", held_up),
            ("{s} daalde in geen enkel kwartaal", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "rebitda_margin_pct",
        (
            11.2,
            8.4,
            10.1,
            11.8,
            12.3,
            12.9,
            13.1,
            12.6,
            12.0,
            11.4,
            10.9,
            11.5,
            12.2,
            12.8,
            13.4,
            13.9,
            14.1,
            14.0,
            14.6,
            15.2,
            14.8,
            15.5,
            15.9,
            16.3,
        ),
        (
            "De REBITDA-marge",
            "De REBITDA-marge van Kempense Kabelwerken",
            "De recurrente bedrijfskasstroommarge (REBITDA in % van de omzet)",
        ),
        (
            ("{s} verbeterde {m}", rose),
            ("{s} verslechterde {m}", fell),
            ("{s} ging in geen enkel kwartaal achteruit", never_fell),
            ("{s} verslechterde niet", held_up),
            ("{s} verbeterde niet", held_down),
        ),
        _by_points,
        False,
        (
            "{s} lag in elk kwartaal van 2025 boven die van hetzelfde kwartaal van 2024",
            "{s} lag in elk kwartaal van 2025 onder die van hetzelfde kwartaal van 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_rebitda",
        (
            2.4,
            3.1,
            2.9,
            2.6,
            2.5,
            2.3,
            2.2,
            2.3,
            2.5,
            2.7,
            2.8,
            2.6,
            2.4,
            2.2,
            2.0,
            1.9,
            1.8,
            1.8,
            1.7,
            1.5,
            1.6,
            1.4,
            1.3,
            1.2,
        ),
        (
            "De verhouding nettoschuld/REBITDA",
            "De schuldgraad van Kempense Kabelwerken (nettoschuld gedeeld door REBITDA)",
            "De hefboom",
        ),
        (
            ("{s} daalde {m}", fell),
            ("{s} steeg {m}", rose),
            ("{s} nam niet toe", held_down),
            ("{s} steeg in geen enkel kwartaal", never_rose),
            ("{s} daalde elk kwartaal", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} lag eind elk kwartaal van 2025 hoger dan een jaar eerder",
            "{s} lag eind elk kwartaal van 2025 lager dan een jaar eerder",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_book_meur",
        (
            640.0,
            655.0,
            702.0,
            748.0,
            810.0,
            876.0,
            944.0,
            1012.0,
            1098.0,
            1175.0,
            1243.0,
            1301.0,
            1352.0,
            1388.0,
            1402.0,
            1396.0,
            1324.0,
            1251.0,
            1170.0,
            1098.0,
            1032.0,
            968.0,
            915.0,
            861.0,
        ),
        (
            "Het orderboek (miljoen euro)",
            "Het orderboek van Kempense Kabelwerken",
            "De orderportefeuille",
        ),
        (
            ("{s} groeide {m}", rose),
            ("{s} kromp {m}", fell),
            ("{s} nam elk kwartaal toe", rose_every_quarter),
            ("{s} liep niet terug", held_up),
            ("{s} nam niet toe", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_meur",
        (
            9.8,
            -14.2,
            6.1,
            11.4,
            12.7,
            14.1,
            13.8,
            10.2,
            15.3,
            16.8,
            -22.6,
            14.9,
            17.2,
            18.4,
            19.1,
            16.5,
            20.3,
            21.7,
            22.4,
            19.8,
            23.9,
            25.1,
            26.8,
            24.2,
        ),
        (
            "Het nettoresultaat",
            "Het nettoresultaat van Kempense Kabelwerken",
            "De nettowinst (deel van de groep)",
        ),
        (
            ("{s} verbeterde {m}", rose),
            ("{s} verslechterde {m}", fell),
            ("{s} ging er niet op achteruit", held_up),
            ("{s} verbeterde niet", held_down),
            ("{s} daalde in geen enkel kwartaal", never_fell),
        ),
        _by_m,
        False,
        (
            "{s} lag in elk kwartaal van 2025 boven dat van hetzelfde kwartaal van 2024",
            "{s} lag in elk kwartaal van 2025 onder dat van hetzelfde kwartaal van 2024",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} groeide in 2025 sneller dan in 2024",
    slower="{s} groeide in 2025 trager dan in 2024",
    grew="{s} groeide tussen eind 2023 en eind 2025 met een dubbelcijferig samengesteld "
    "percentage per jaar",
    shrank="{s} kromp tussen eind 2023 en eind 2025 met een dubbelcijferig samengesteld "
    "percentage per jaar",
    end=23,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a line
    item that grows or shrinks 2025's pace against 2024's and the two-year compound rate (a
    rise or a fall), then year on year in each quarter of 2025. Pairs too close to call are left
    out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Engagementnota, punt 7 van de agenda van het beleggingscomité van 12/03/2026 (positie: "
    "{vm}, {gewicht}): {claim} [1].",
    "Notulen van het beleggingscomité van 12/03/2026, punt 7 (stemgedrag op de algemene "
    "vergadering): {claim} [1]. Gezien de positie van {vm} stemt het OFP voor het voorgestelde "
    "brutodividend van 1,15 euro per aandeel.",
    "{Claim} [1] – commentaar van Meridiaan Asset Management: «we keep our overweight». Het "
    "gewicht in de portefeuille ({gewicht}) blijft ongewijzigd.",
    "| Emittent | Marktwaarde | Gewicht | Commentaar |\n|---|---|---|---|\n| Kempense "
    "Kabelwerken NV (Euronext Brussel: KKW) | {vm} | {gewicht} | {Claim} [1] |",
    "Teams – Katrien VdB: korte samenvatting voor de raad van bestuur – {claim} [1]. We houden "
    "de {aandelen} aandelen aan (koers +9,4% op jaarbasis).",
)

_MARKTWAARDEN: Final = ("24,6 miljoen euro", "EUR 22.950.000", "21,8 mio EUR")
_GEWICHTEN: Final = (
    "1,9% van de aandelenportefeuille",
    "2,1%",
    "0,8% van het totale vermogen",
)
_AANDELEN: Final = ("412.500", "398.000", "436.200")


def _holding(rng: random.Random) -> dict[str, str]:
    """The OFP's marktwaarde in Kempense Kabelwerken, its gewicht and its number of aandelen,
    drawn for each claim's frame."""
    return {
        "vm": rng.choice(_MARKTWAARDEN),
        "gewicht": rng.choice(_GEWICHTEN),
        "aandelen": rng.choice(_AANDELEN),
    }


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover."""
    return _horizon_trends(
        rng,
        count,
        _TRENDS,
        horizons=_HORIZONS,
        frames=_CLAIM_FRAMES,
        said=partial(_said_named, _COMPANY),
        specials=_specials,
        special_step=3,
        left_out=lambda h, w, c: (
            h.startswith("in het vierde kwartaal van 2025") and "kwartaal" in c
        ),
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=_holding,
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZZH: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
