"""Held-out batch ZZZS: every flaw kind again, in the voice of a Dutch industry-wide pension fund
and its fiduciary manager: Stichting Bedrijfstakpensioenfonds Dijkbouw en Waterwerken (bpf
Dijkbouw, a fictional bedrijfstakpensioenfonds with some 212.000 deelnemers and € 27,4 mld belegd
vermogen at 31-12-2024) under the Pensioenwet, the FTK (Financieel Toetsingskader) and the
transition to the Wet toekomst pensioenen (Wtp, invaardering planned at 01-01-2027), and its
fiduciary manager Polderlicht Fiduciair Beheer B.V. Its people and papers, written in
Dutch-flavoured business English with the Dutch terms left in: the bestuur and its besluitenlijst;
the beleggingscommissie (BC) with its agenda, verslag and actiepuntenlijst; the
verantwoordingsorgaan's advies; the raad van toezicht; the bestuursbureau (A. de Graaf, directeur)
and its e-mails, memo's and Teams messages; the ABTN (actuariële en bedrijfstechnische nota) with
its hoofdstuk 6 (beleggingsbeleid) and bijlage 4 (risicohouding, short- and long-term limits);
the beleggingsplan 2025 with its strategische beleggingsmix, normwegingen and bandbreedtes and its
bijlage 2 (restricties); the bevoegdhedenmatrix; letters from De Nederlandsche Bank (DNB, kenmerk
T042-2025/0117); the dekkingsgraad and its beleidsdekkingsgraad; the renteafdekking; the
fiduciary manager's maandrapportage with its compliance-overzicht ("Stand 31-01-2025"), its
uitvraag restricties (a form) and its restricties export (tab-separated); the sleutelfunctiehouder
risicobeheer's memo's (M. Bosch); the overeenkomst fiduciair beheer; and a mandaat with an
external manager (Kestrel Credit Partners, Euro IG bedrijfsobligaties). Its number forms are
Dutch: decimal comma and dot thousands ("€ 27,4 mld", "€ 1.250 mln", "12,5%", "0,500" in a
form), "bp" and "basispunten", "procentpunt", "p.j.", "3,2x", dates as 31-12-2024, quarters as
"Q4 2024" and "H2 2024", and Dutch month abbreviations in periods ("jan. 2008 – dec. 2016",
"mrt. 2021").

Batch ZZZS is built like ZZZO and ZZZP - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZO and ZZZP
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms`, the parts of `reviews_heldout` the shared module imports, the tests'
`heldout_checks` and the contract models were read for it; no rule, reviewer, reviewer or
validator test, validator, benchmark result or other batch was read, and it was not run against
the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZO's and ZZZP's
where the loops allow: eight subjects (three floors: the renteafdekking, a count of issuers and
the renteschok the liquiditeitsbuffer must bear, in bp; one cap a multiple, the LDI-fonds'
hefboom), so the misquote loop moves each of its five structures on by one subject every round
of five cases (`pair=_each_structure_each_subject`: every subject misquoted, no structure on the
same subject twice) and varies each structure's wording every ten cases, not with the mode;
the invented limit's answer in seven forms, one per case in turn (a besluitenlijst,
the bestuursbureau's e-mail, the maandrapportage's compliance table with a decoy "Stand" and the
sleutelfunctiehouder's memo as chat answers; the fiduciary manager's uitvraag restricties returned
BEFORE the request and its restricties export returned AFTER it, both `template_inputs` with a
bare number in the constraint's unit and a decimal comma; the beleggingsplan 2025 sent back after
the request as a `mandate`, cited as a clause); every other strategy case, from the second, under
a mandate bounding other things (`other_at=1`); breaches in seven shapes (`shape=i % 7`) at 1.3 of
a cap and 0.8 of a floor, uncited twins at 0.9 of a cap and 1.2 of a floor, the clause cited in
three cases of four; latitude bands whose low end is five eighths of their top (a norm with its
bandbreedte), floors among them, each granted case assuming the band's middle (the
norm), refused cases at `i % 6` in (0, 3) fixing the band's strict end, placed in five
shapes; objectives in six structures taken two cases at a time (`structure=(i // 2) % 6`, each
structure in both modes), wanted objectives turned so that each structure meets every one, two
structures withdrawing an earlier wording in the same text (a "Oude tekst (vervalt) / Nieuwe
tekst" table and a struck-through concept); leakage over four rolling walk-forward folds of six
years' training each, tested from 2 January 2014 a year at a time, the whole sentence from the
second case on (`sentence_at=1`), placed in the interpretation first; and a trend request of its
own (the beleggingscommissie's watchlist question, its heading, an as-of date after its quarters)
over twenty quarters (Q1 2020 - Q4 2024) comparing 2024 with 2023 (`end=19`), special pairs taken
every second case (`special_step=2`), with extra frame parts drawn per claim (`frame_parts`: the
mandaat holding the issuer and the position in € mln) and a signed series (nettowinst, losses in
the first lockdown and in an impairment quarter of 2022).

Decoy numbers (no truth depends on them): the belegd vermogen (€ 27,4 mld), the dekkingsgraad
(112,4%) and beleidsdekkingsgraad (118,9%), the deelnemers (212.000), the € 1.250 mln
woninghypotheken commitment, the ECB's 25 bp cut, the Wtp invaardering date, DNB's kenmerk and
dates, besluit and agenda numbers (B-2025-014, AP-2025-07), the maandrapportage's "Stand", other
restricties beside a limit (duration credits max. 7 jaar), the risicohouding's ondergrenzen
quoted beside a clause, the peer mediaan and the fiduciary manager's standaardrichtlijn quoted
for comparison, votes (4 stemmen tegen 1), the watched issuer's rating, spread, position, and
dividend (€ 1,42 per aandeel). Its parts:

* limits as the fund's people state them: the renteafdekking (a floor, "50%", "50,0% van de
  rentegevoeligheid", "50 procent"), zakelijke waarden in aandelen (a cap, "36%", "36,0% van het
  belegd vermogen", "36 procent"), illiquide beleggingen (a cap, "20%", "20 procent", "20,0% (op
  NAV)"), the ongeafdekt valutarisico (a cap, "12%", "12,0% ongeafdekt", "12 procent van het
  totaal"), the tracking error of the aandelenmandaat (a cap in bp, "160 bp", "1,6% p.j.", "160
  basispunten"), the issuers in the credits portefeuille (a floor, a count: "60 uitgevende
  instellingen", "60 issuers", "60 namen"), the renteschok the liquiditeitsbuffer must absorb (a
  floor in bp: "150 bp", "1,5 procentpunt", "150 basispunten renteschok") and the LDI-fonds'
  hefboom (a cap, a multiple: "3,2x", "3,2 keer het vermogen van het LDI-fonds", "3,20x");
* requests (the bestuursbureau's e-mail to the fiduciary manager, the beleggingscommissie's
  agenda, a Teams message, a memo that opens with its caveat, DNB's letter and the
  actiepuntenlijst) deferring the limit to a bestuursvergadering not yet held, the
  verantwoordingsorgaan's advies not yet given, a concept-ABTN's "[nader te bepalen door het
  bestuur]", the reply to DNB, the sleutelfunctiehouder's review or a risicohouding not adopted;
* provenance misquoting its source: the concept-beleggingsplan or the ABTN 2022 changed since; the
  fiduciary manager's advies the beleggingscommissie did not take over (4 stemmen tegen 1) or the
  verantwoordingsorgaan's advies the bestuur departed from; the maandrapportage's stand (prose,
  or a "Restrictie / Stand 31-01-2025 / Limiet" table); another restrictie beside it in bijlage
  2; a peer mediaan or the fiduciary manager's standaardrichtlijn, quoted for comparison;
* mandates as the ABTN's hoofdstuk 6 in the mandate's fields under numbered keys
  (`abtn.hoofdstuk_6_beleggingsbeleid.6.4`), the beleggingsplan's bijlage 2 as a message, DNB's
  letter as a message, the overeenkomst fiduciair beheer's bijlage C in the mandate's fields
  (`overeenkomst_fiduciair_beheer.bijlage_C_richtlijnen[2]`), the bestuur's besluitenlijst as
  records in the mandate's fields (`besluitenlijst[1].besluit`), the ABTN's risicohouding with its
  ondergrenzen as a message, and the Kestrel mandaat as a message;
* latitude granted as the beleggingsplan's §4.3 (a bandbreedte around a norm), a
  "Restrictie / Norm / Bandbreedte / Bevoegd" table, a beleggingscommissie besluit and a
  sentence that no bestuursbesluit is needed within the bandbreedte; refused as a bestuur that
  fixes the level (the fiduciary manager's bandbreedte discussed, not adopted), a request
  "afgewezen" after the sleutelfunctiehouder's advies and a verantwoordingsorgaan's advies the
  bestuur did not follow, each twin the same text granting it; placed in the beleggingsplan
  (fields), the overeenkomst fiduciair beheer's bijlage B (a message), the ABTN's delegatie
  (fields), the voorzitter BC's e-mail (a message) and the bevoegdhedenmatrix (fields);
* objectives as the ABTN's §5.2, the bestuur's besluit, the verslag of the beleggingscommissie,
  the fiduciary manager's advies and the sleutelfunctiehouder's memo, some saying what is not the
  aim ("not the tracking error to the normportefeuille", "not Sharpe"); an earlier wording
  withdrawn in a "Wijziging ABTN" table or struck through in a concept, or replaced by a later
  note after the bestuursvergadering or from the bestuursbureau; the tracking benchmark is the
  normportefeuille of the beleggingsplan;
* leakage as the fiduciary manager's ALM-studie, the sleutelfunctiehouder's review and the
  certificerend actuaris' notitie write it: the strategische mix's expected returns, a
  dekkingsgraad-afhankelijke renteafdekking (staffel), rebalancing bandbreedtes, a premie-inflow
  model and a credit-spread scenario set fitted on periods reaching into the test years (MSCI
  World, DNB's rentetermijnstructuur, the euro swap curve, iBoxx spreads, the fund's own monthly
  dekkingsgraden, CBS and HICP), and whole sentences (today's RTS and UFR applied back, today's
  index constituents, audited dekkingsgraden used before they were reported, today's AG
  Prognosetafel); each clean twin in the same form, ending before the first test date, and where
  the data are published late, ending where they were out before it;
* trend claims on Koninklijke Lekstroom N.V. (Euronext Amsterdam: LEKS; a fictional Rotterdam
  tank-storage and barge-logistics company whose shares and bonds the fund holds) - omzet (€ mln),
  the EBITDA-marge (moves in procentpunt), netto schuld/EBITDA (x; lower is better), nettowinst
  (signed, € mln) and doorzet (mln ton) over twenty quarters (Q1 2020 - Q4 2024: the lockdowns, the
  2022 energy crisis and an impairment, the recovery), as the maandrapportage's watchlist, the
  beleggingscommissie's verslag, Kestrel's credit-notitie (the claim first), an "Uitgevende
  instelling / Mandaat / Toelichting FM" table and a stemadvies for the AVA; horizons covered by
  the series against uncovered ones ("since its listing on Euronext Amsterdam in 1998"). Whether
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
    _each_structure_each_subject,
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

SEED: Final = 20270166
KINDS: Final = ALL_KINDS
TAG: Final = "zzzs"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzspk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzspk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzspk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzspk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzspk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzspkd"

_FUND: Final = "bpf Dijkbouw"
_FM: Final = "Polderlicht Fiduciair Beheer"
_DIRECTEUR: Final = "Annelies de Graaf"
_SFH: Final = "M. Bosch"


# --- numbers as a Dutch pension fund's bestuursbureau and its fiduciary manager write them -------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "36", "12,5", "71,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("36,0", "7,5"), else in full
    ("68,75"): the fiduciary manager's reports never round a restrictie."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


def _hedge_forms(value: float) -> dict[str, str]:
    """The renteafdekking: "50%", "50,0% van de rentegevoeligheid", "50 procent"."""
    return {
        "pct": f"{_pct(value)}%",
        "rg": f"{_pct1(value)}% van de rentegevoeligheid",
        "pc": f"{_pct(value)} procent",
    }


def _equity_forms(value: float) -> dict[str, str]:
    """Aandelen: "36%", "36,0% van het belegd vermogen", "36 procent"."""
    return {
        "pct": f"{_pct(value)}%",
        "bv": f"{_pct1(value)}% van het belegd vermogen",
        "pc": f"{_pct(value)} procent",
    }


def _illiquid_forms(value: float) -> dict[str, str]:
    """Illiquide beleggingen: "20%", "20 procent", "20,0% (op NAV)"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} procent",
        "nav": f"{_pct1(value)}% (op NAV)",
    }


def _fx_forms(value: float) -> dict[str, str]:
    """The ongeafdekt valutarisico: "12%", "12,0% ongeafdekt", "12 procent van het totaal"."""
    return {
        "pct": f"{_pct(value)}%",
        "ong": f"{_pct1(value)}% ongeafdekt",
        "pc": f"{_pct(value)} procent van het totaal",
    }


def _te_forms(value: float) -> dict[str, str]:
    """The aandelenmandaat's tracking error in basis points: "160 bp", "1,6% p.j.", "160
    basispunten"."""
    return {
        "bp": f"{_comma(_g(value))} bp",
        "pj": f"{_comma(_g(value / 100))}% p.j.",
        "bps": f"{_comma(_g(value))} basispunten",
    }


def _names_forms(value: float) -> dict[str, str]:
    """The issuers in the credits portefeuille: "60 uitgevende instellingen", "60 issuers", "60
    namen"."""
    n = _g(value)
    return {"ui": f"{n} uitgevende instellingen", "is": f"{n} issuers", "nm": f"{n} namen"}


def _shock_forms(value: float) -> dict[str, str]:
    """The renteschok the liquiditeitsbuffer must absorb, in basis points: "150 bp", "1,5
    procentpunt", "150 basispunten renteschok"."""
    return {
        "bp": f"{_comma(_g(value))} bp",
        "pp": f"{_comma(_g(value / 100))} procentpunt",
        "schok": f"{_comma(_g(value))} basispunten renteschok",
    }


def _leverage_forms(value: float) -> dict[str, str]:
    """The LDI-fonds' hefboom: "3,2x", "3,2 keer het vermogen van het LDI-fonds", "3,20x"."""
    return {
        "x": f"{_comma(_g(value))}x",
        "keer": f"{_comma(_g(value))} keer het vermogen van het LDI-fonds",
        "dec": _comma(f"{value:.2f}x"),
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A restrictie: the agent's field names, how the fund's people name it, its id in the
    fiduciary manager's uitvraag restricties, the values it takes, its written forms and whether
    it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_HEDGE: Final = _Subject(
    ("min_interest_rate_hedge_ratio", "renteafdekkingMin"),
    (
        "de renteafdekking",
        "the interest-rate hedge ratio of the matchingportefeuille",
        "the share of the rentegevoeligheid of the verplichtingen that is afgedekt",
    ),
    "RA-MIN",
    "fraction",
    (0.45, 0.5, 0.55),
    _hedge_forms,
    floor=True,
)
_EQUITY: Final = _Subject(
    ("max_equity_share", "aandelenMaxWeging"),
    (
        "aandelen (ontwikkelde en opkomende markten)",
        "the weging in zakelijke waarden: aandelen",
        "total aandelen in the rendementsportefeuille",
    ),
    "ZW-AAND-MAX",
    "fraction",
    (0.32, 0.36, 0.4),
    _equity_forms,
)
_ILLIQUID: Final = _Subject(
    ("max_illiquid_share", "illiquideBeleggingenMax"),
    (
        "illiquide beleggingen (private equity, infrastructuur, woninghypotheken)",
        "the illiquid bucket",
        "niet-beursgenoteerde beleggingen",
    ),
    "ILL-MAX",
    "fraction",
    (0.16, 0.2, 0.24),
    _illiquid_forms,
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "ongeafdektValutarisicoMax"),
    (
        "het ongeafdekt valutarisico",
        "the open currency exposure after the valuta-afdekking",
        "non-euro exposure that is not afgedekt",
    ),
    "FX-ONG-MAX",
    "fraction",
    (0.08, 0.12, 0.16),
    _fx_forms,
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "trackingErrorAandelenMax"),
    (
        "the ex-ante tracking error of the aandelenmandaat",
        "the TE of the equity mandaat against its benchmark",
        "de tracking error van het aandelenmandaat",
    ),
    "TE-AAND-MAX",
    "bps",
    (120.0, 160.0, 200.0),
    _te_forms,
)
_NAMES: Final = _Subject(
    ("min_issuer_count_credits", "minimumAantalIssuersCredits"),
    (
        "the number of uitgevende instellingen in the credits portefeuille",
        "spreiding in the Euro IG bedrijfsobligaties (issuers)",
        "distinct issuers in the credit book",
    ),
    "CR-NAMEN-MIN",
    "count",
    (40.0, 60.0, 80.0),
    _names_forms,
    floor=True,
)
_SHOCK: Final = _Subject(
    ("min_collateral_rate_shock_bps", "liquiditeitsbufferRenteschokMin"),
    (
        "the renteschok the liquiditeitsbuffer must absorb (onderpand for the renteswaps)",
        "the liquiditeitsbuffer's stress test for margin calls",
        "de onderpandbuffer van het LDI-fonds (renteschok)",
    ),
    "LIQ-SCHOK-MIN",
    "bps",
    (100.0, 150.0, 200.0),
    _shock_forms,
    floor=True,
)
_LEVERAGE: Final = _Subject(
    ("max_ldi_fund_leverage", "hefboomLdiFondsMax"),
    (
        "the hefboom in the LDI-fonds",
        "leverage of the LDI pool (swaps en repo)",
        "de hefboom van het matchingfonds",
    ),
    "LDI-HEF-MAX",
    "multiple",
    (2.4, 3.2, 4.0),
    _leverage_forms,
)
#: eight restricties, three of them floors (one a count, one in bp); the misquote loop moves
#: each structure on by one of them every five cases (`_each_structure_each_subject`)
_SUBJECTS: Final = (
    _HEDGE,
    _EQUITY,
    _ILLIQUID,
    _FX,
    _TE,
    _NAMES,
    _SHOCK,
    _LEVERAGE,
)

_RATIONALES: Final = (
    "what the ABTN 2022 had before the herziening",
    "roughly the peer mediaan of the bedrijfstakpensioenfondsen",
    "a placeholder until the bestuur decides",
    "what the fiduciary manager runs for its other pension clients",
    "the usual marge we keep inside the risicohouding",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Strategische beleggingsmix of the fund (matchingportefeuille: staatsobligaties, swaps en "
    "het LDI-fonds; rendementsportefeuille: aandelen, credits, woninghypotheken, private equity, "
    "infrastructuur) within the ABTN, the beleggingsplan and the risicohouding",
    "the best risk-adjusted return the fund's deelnemers can bear under the risicohouding",
    "solve the strategische beleggingsmix",
    "the solved normwegingen and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the fund's ABTN and beleggingsplan set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "minimaal" if s.floor else "maximaal"


def _bound(s: _Subject) -> str:
    return "ondergrens" if s.floor else "bovengrens"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the matching- en rendementsportefeuille now the dekkingsgraad is at 112,4% "
    "(beleidsdekkingsgraad 118,9%)",
    "prepare the beleggingsplan 2025 proposal for the beleggingscommissie",
    "fit the € 1.250 mln commitment to Nederlandse woninghypotheken into the strategische mix",
    "re-run the ALM-scenario's for the transitie naar de Wtp (invaardering per 01-01-2027)",
    "redo the strategische mix after the ECB's 25 bp cut (belegd vermogen € 27,4 mld per "
    "31-12-2024)",
)
_DEFERRALS: Final = (
    "the bestuur only sets {noun} in its vergadering of 20 maart",
    "the verantwoordingsorgaan has not given its advies on {noun} yet",
    "the concept-ABTN still reads '{noun}: [nader te bepalen door het bestuur]'",
    "{noun} waits on our reply to DNB's letter of 14-02-2025",
    "the sleutelfunctiehouder risicobeheer is still reviewing {noun}",
    "{noun} follows from the new risicohouding, which the bestuur has not adopted",
)
_REQUEST_FRAMES: Final = (
    "Van: " + _DIRECTEUR + " (directeur bestuursbureau)\nAan: Jeroen van Dijk (" + _FM + ")\n"
    "Onderwerp: Herbalancering\n\nBeste Jeroen,\n\nCould you {task}? Nog open: {deferral}.\n\n"
    "Met vriendelijke groet,\nAnnelies",
    "Agenda beleggingscommissie 06-03-2025\n1. Opening en mededelingen\n2. {Task}\n3. "
    "Rondvraag\nNB: {deferral}.",
    "Teams – directeur bestuursbureau (09:47): kunnen jullie {task}? let op, {deferral}",
    "MEMO\nAan: beleggingscommissie\nVan: bestuursbureau\nBetreft: strategische mix\n\n"
    "{Deferral}. In the meantime we have been asked to {task}.",
    "De Nederlandsche Bank, kenmerk T042-2025/0117 (extract): 'DNB verzoekt het fonds het "
    "geactualiseerde beleggingsplan vóór 31-03-2025 toe te zenden.'\nBestuursbureau: before we "
    "answer DNB, please {task}. {Deferral}.",
    "Actiepuntenlijst BC (stand 28-02-2025)\nAP-2025-07 | {Task} | eigenaar: fiduciair manager "
    "| status: open\nOpmerking: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {stand}), its value's form ("bare" the number in the constraint's unit with a decimal
    comma, "figures" one of its written forms, "table" a written form beside the
    maandrapportage's stand), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Besluitenlijst bestuursvergadering 20-03-2025 (" + _FUND + ")\nB-2025-014: het bestuur "
        "stelt de {bound} voor {noun} vast op {v}, na positief advies van de "
        "beleggingscommissie. Het verantwoordingsorgaan is geïnformeerd.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Van: " + _DIRECTEUR + "\nAan: Jeroen van Dijk\nOnderwerp: RE: Herbalancering\n\n"
        "Jeroen, for {noun} it is {v}, {sign}. That is also what the concept-beleggingsplan "
        "says.\n\nGroet, Annelies",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "UITVRAAG RESTRICTIES – " + _FM.upper() + " (ingevuld door het bestuursbureau, "
        "03-02-2025)\nRestrictie-ID: {key}\nEenheid: {unit}\nWaarde: {v}\nHard/zacht: hard\n"
        "Bron: ABTN hoofdstuk 6",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "Maandrapportage januari 2025 – compliance-overzicht (" + _FM + ")\n| Restrictie | "
        "Limiet | Stand 31-01-2025 | Status |\n|---|---|---|---|\n| {Noun} | {short} {v} | "
        "{stand} | binnen limiet |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "BELEGGINGSPLAN 2025 – " + _FUND.upper() + " (vastgesteld door het bestuur op "
        "20-03-2025)\n§4.2 Restricties. {Noun}: {sign} {v}, gemeten op marktwaarde ultimo maand.",
        "figures",
        "mandate",
    ),
    _Stating(
        "Memo sleutelfunctiehouder risicobeheer (" + _SFH + ")\nAan: bestuur, "
        "beleggingscommissie\nBetreft: uw vraag over {noun}\n\nThe bestuur set the {bound} at "
        "{v} on 20-03-2025. From the second line I have no bezwaar; the maandrapportage tests it "
        "from April.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "restricties_export.tsv (" + _FM + ", bijgewerkt door het bestuursbureau)\n"
        "restrictie_id\teenheid\twaarde\tbron\n{key}\t{unit}\t{v}\tABTN hoofdstuk 6",
        "bare",
        "template_inputs",
    ),
)


def _stand(s: _Subject, value: float) -> float:
    """The maandrapportage's stand inside the limit: above a floor, below a cap (a whole number
    of issuers for a count, a tenth for a multiple)."""
    stand = value * 1.25 if s.floor else value * 0.85
    if s.unit == "count":
        return float(round(stand))
    return round(stand, 1) if s.unit == "multiple" else round(stand, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the bestuursbureau types it into the fiduciary
    manager's forms: a share with three decimals and a decimal comma ("0,500"), a multiple with
    two ("3,20"), else the figure."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    stand = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the stand inside the limit, a decoy in the same form
        written, stand = s.alike((value, _stand(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        stand=stand,
    )
    return _once(text, written), written


def _invented_twins(i: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in case `i`'s form, each in turn: the
    uitvraag restricties was returned before the request, the export after it (both documents
    filled in); the beleggingsplan is sent back after the request and cited as a clause."""
    stating = _STATINGS[i % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, i),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "abtn": {
        "hoofdstuk_6_algemeen": [
            "Het fonds belegt volgens de prudent-person regel (art. 135 Pensioenwet), in het "
            "belang van deelnemers, gewezen deelnemers en pensioengerechtigden.",
            "Geen beleggingen in ondernemingen op de uitsluitingslijst (clustermunitie, tabak, "
            "thermische kolen).",
            "Securities lending alleen via de custodian, tegen onderpand in staatsobligaties.",
            "Stemrecht wordt uitgeoefend volgens het beleid verantwoord beleggen.",
            "Derivaten alleen ter afdekking of voor efficiënt portefeuillebeheer; geen netto "
            "short posities.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another restrictie beside it in bijlage 2 of the beleggingsplan: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "RA-MIN": ("Inflatieafdekking, min.", 0.1),
    "ZW-AAND-MAX": ("Aandelen opkomende markten, max.", 0.07),
    "ILL-MAX": ("Private equity, max.", 0.055),
    "FX-ONG-MAX": ("Ongeafdekt JPY en GBP samen, max.", 0.035),
    "TE-AAND-MAX": ("Tracking error credits-mandaat, max.", 90.0),
    "CR-NAMEN-MIN": ("Issuers in het high-yield deelmandaat, min.", 25.0),
    "LIQ-SCHOK-MIN": ("Spreadschok voor de onderpandtoets, min.", 75.0),
    "LDI-HEF-MAX": ("Hefboom inflatie-LDI-fonds, max.", 1.5),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point or issuer, a tenth of a
    multiple)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    return round(wrong, 1) if s.unit == "multiple" else float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, each worded one way for ten cases and another for
    the next ten: (text, right written, wrong written, wrong value); the truth (which value is
    the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 10) % 2
    if structure == 0:  # an earlier version of the beleggingsplan or the ABTN
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The concept-beleggingsplan of november had {wrong} for {noun}. The bestuur "
                f"heeft {right} vastgesteld op 20-03-2025, and that is the version in force."
            )
        else:
            text = (
                f"ABTN 2022, hoofdstuk 6: {noun}, {wrong}. ABTN 2025 (na herziening): {right}. "
                "Only the 2025 text geldt."
            )
    elif structure == 1:  # an advies nobody took
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"{_FM} advised {wrong} for {noun}. The beleggingscommissie did not take that "
                f"advies over (4 stemmen tegen 1); the {_bound(s)} stays at {right}."
            )
        else:
            text = (
                f"In its advies the verantwoordingsorgaan asked for {wrong} on {noun}. The "
                f"bestuur is daarvan gemotiveerd afgeweken and kept {right}."
            )
    elif structure == 2:  # the maandrapportage's stand
        wrong_value = _away(s, value, 0.75, 1.35)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Maandrapportage januari 2025: {noun} stood at {wrong} ultimo maand, against the "
                f"{_bound(s)} of {right}. Geen overschrijdingen."
            )
        else:
            text = (
                "| Restrictie | Stand 31-01-2025 | Limiet |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another restrictie beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Beleggingsplan 2025, bijlage 2 (uittreksel)\n- " + "\n- ".join(lines)
    else:  # a peer mediaan or the fiduciary manager's standaard, quoted for comparison
        wrong_value = _away(s, value, 1.45, 0.55)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Peer group onderzoek (bedrijfstakpensioenfondsen, mediaan): {wrong} for "
                f"{noun}. Ours is {right}, and ours is what binds."
            )
        else:
            text = (
                f"{_FM}'s standaardrichtlijn for its pooled fondsen has {wrong} for {noun}; in "
                f"our maatwerk mandaat the {_bound(s)} is {right}."
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
    pair=_each_structure_each_subject,
)


# --- mandate clauses: the ABTN, the beleggingsplan, DNB, the overeenkomst fiduciair beheer, the
# besluitenlijst, the risicohouding, an external mandaat ----------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of seven places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the ABTN's hoofdstuk 6 in the mandate's fields, under numbered keys
        chapter: dict[str, JsonValue] = {
            "6.1": "Het fonds voert een beleggingsbeleid dat past bij de risicohouding.",
            "6.2": "Restricties worden maandelijks getoetst op marktwaarde door de fiduciair "
            "manager.",
            "6.3": "Overschrijdingen worden binnen 2 werkdagen gemeld aan de beleggingscommissie.",
            "6.4": f"{_cap(noun)}: {_sign(s)} {written}.",
        }
        return (
            {"abtn": {"versie": "2025-1", "hoofdstuk_6_beleggingsbeleid": chapter}},
            None,
            "abtn.hoofdstuk_6_beleggingsbeleid.6.4",
        )
    if shape == 1:  # the beleggingsplan's bijlage 2, as a message
        table = (
            "BELEGGINGSPLAN 2025 – Bijlage 2: Restricties\n| Restrictie | Grens |\n|---|---|\n"
            "| Duration credits | max. 7 jaar |\n"
            f"| {_cap(noun)} | {_short(s)} {written} |\n"
            "| Rating staatsobligaties | min. AA- |"
        )
        return None, table, MANDATE_ID
    if shape == 2:  # a letter from DNB, as a message
        letter = (
            "De Nederlandsche Bank N.V. – Toezicht Pensioenfondsen\nKenmerk T042-2025/0117\n"
            "Onderwerp: uitkomsten onderzoek beleggingsbeleid " + _FUND + "\n\n"
            f"DNB expects the fund to keep {noun} at {_sign(s)} {written} from 01-04-2025 and to "
            "report on it in the kwartaalstaten."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the overeenkomst fiduciair beheer's bijlage C, in the mandate's fields
        rows: list[JsonValue] = [
            "Beleggingen uitsluitend in euro of met valuta-afdekking volgens het beleid.",
            "Geen directe beleggingen in ondernemingen op de uitsluitingslijst.",
            f"{_cap(noun)}: {_sign(s)} {written}.",
        ]
        return (
            {
                "overeenkomst_fiduciair_beheer": {
                    "partijen": f"{_FUND} en {_FM} B.V.",
                    "bijlage_C_richtlijnen": rows,
                }
            },
            None,
            "overeenkomst_fiduciair_beheer.bijlage_C_richtlijnen[2]",
        )
    if shape == 4:  # the bestuur's besluitenlijst, as records in the mandate's fields
        records: list[JsonValue] = [
            {"nr": "B-2025-011", "besluit": "Het bestuur stelt het beleggingsplan 2025 vast."},
            {"nr": "B-2025-012", "besluit": f"{_cap(noun)}: {_sign(s)} {written}."},
            {"nr": "B-2025-013", "besluit": "De raad van toezicht wordt geïnformeerd."},
        ]
        return {"besluitenlijst": records}, None, "besluitenlijst[1].besluit"
    if shape == 5:  # the ABTN's risicohouding, as a message
        annex = (
            "ABTN – Bijlage 4 Risicohouding (vastgesteld 20-03-2025)\n"
            "Korte termijn: vereist eigen vermogen between 117 and 127 procent.\n"
            "Lange termijn: ondergrens verwacht pensioenresultaat 91 procent; maximale afwijking "
            "in het slechtweerscenario 29 procent.\n"
            f"Aanvullende restrictie: {noun}, {_sign(s)} {written}."
        )
        return None, annex, MANDATE_ID
    mandaat = (
        "MANDAAT – Kestrel Credit Partners (Euro IG bedrijfsobligaties) voor " + _FUND + "\n"
        "Artikel 3.1: the manager follows the beleggingsbeleid in the ABTN.\n"
        f"Artikel 3.2 (Beleggingsrichtlijnen): {noun}, {_sign(s)} {written}.\n"
        "Artikel 3.3: any overschrijding is hersteld within 5 werkdagen."
    )
    return None, mandaat, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Herbalanceer the strategische mix; the ABTN, the beleggingsplan and every mandaat apply.",
    "Please redo the matching-/rendementsverdeling within all of the fund's restricties.",
    "Before the beleggingscommissie of 13 maart: re-optimise within our restricties and what "
    "DNB expects.",
    "Fit the € 1.250 mln woninghypotheken commitment in without any overschrijding.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 3,
    rationale="the fund's documented restrictie",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 7,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a norm {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Beleggingsplan 2025, §4.3: for {noun} a bandbreedte of {lo} to {hi} applies around the "
    "norm of {mid}; within it the fiduciary manager sets the {bound} itself, outside it "
    "the beleggingscommissie decides.",
    "| Restrictie | Norm | Bandbreedte | Bevoegd binnen bandbreedte |\n|---|---|---|---|\n"
    "| {Noun} ({bound}) | {mid} | {lo} – {hi} | Fiduciair manager |",
    "Besluit beleggingscommissie BC-2025-04: the fiduciary manager may place the {bound} for "
    "{noun} anywhere between {lo} and {hi} without a new besluit.",
    "Binnen de bandbreedte {lo} – {hi} is the {bound} for {noun} geen bestuursbesluit: the "
    "fiduciary manager decides and reports it in the maandrapportage.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Het bestuur legt de {bound} voor {noun} vast op {point}. The bandbreedte of {lo} to "
        "{hi} the fiduciary manager proposed was discussed but not adopted; there is no "
        "discretion here.",
        "Het bestuur adopts the bandbreedte of {lo} to {hi} the fiduciary manager proposed for "
        "the {bound} on {noun}; within it the fiduciary manager sets the level.",
    ),
    (
        "Besluit bestuur (na advies sleutelfunctiehouder risicobeheer): the request for a "
        "bandbreedte of {lo} – {hi} for the {bound} on {noun} is afgewezen; {point} blijft "
        "gelden until the next ALM-studie.",
        "Besluit bestuur (na advies sleutelfunctiehouder risicobeheer): the request for a "
        "bandbreedte of {lo} – {hi} for the {bound} on {noun} is toegekend; the fiduciary "
        "manager kiest het niveau within it.",
    ),
    (
        "The verantwoordingsorgaan advised a bandbreedte of {lo} to {hi} for the {bound} on "
        "{noun}. The bestuur did not follow that advies: the level stays fixed at {point}.",
        "The verantwoordingsorgaan advised a bandbreedte of {lo} to {hi} for the {bound} on "
        "{noun}. The bestuur followed that advies: the fiduciary manager decides within it.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds an ondergrens or a bovengrens."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its norm, each in full in one form ("22,5% – 36%"), and the
    level a refusal fixes: the low end of a cap, the top of a floor, so that the middle a plan
    assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the beleggingsplan (fields), the overeenkomst fiduciair beheer's
    bijlage B (a mandate message), the ABTN's delegatie (fields), the voorzitter BC's e-mail (a
    mandate message) or the bevoegdhedenmatrix (fields)."""
    if shape == 0:
        return {"beleggingsplan_2025": {"bandbreedtes_en_bevoegdheden": text}}, None
    if shape == 1:
        return (
            None,
            "OVEREENKOMST FIDUCIAIR BEHEER – Bijlage B (Mandaatrichtlijnen, versie 01-01-2025)"
            f"\n\n{text}",
        )
    if shape == 2:
        return {
            "abtn": {
                "hoofdstuk_6": {
                    "6.7_delegatie": [
                        text,
                        "Herbalancering per kwartaal, of direct bij overschrijding van een "
                        "bandbreedte.",
                    ]
                }
            }
        }, None
    if shape == 3:
        return (
            None,
            f"Van: H. Wiersma (voorzitter beleggingscommissie)\nAan: {_FM}; bestuursbureau\n\n"
            f"{text}\n\nMet vriendelijke groet,\nHarm",
        )
    return {
        "bevoegdhedenmatrix": {
            "versie": "2025-02",
            "regels": ["Benoeming externe managers: bestuur, na advies BC.", text],
        }
    }, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 5,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(0, 3),
    named=_named,
    point="fixed",
    low_ratio=0.625,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the ABTN, the bestuur's besluit, the verslag of the
#: beleggingscommissie, the fiduciary manager and the sleutelfunctiehouder put them; the first
#: of each is one line, so that a table or a struck-through concept can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "ABTN §5.2 (doelstelling beleggingsbeleid): the highest rendement per eenheid risico for "
        "the deelnemers – the best Sharpe ratio.",
        "Besluit B-2025-016:\nHet bestuur wants normwegingen that maximise return per unit of "
        "volatility (Sharpe ratio); more return bought with more risk is not the aim.",
        "Verslag beleggingscommissie 06-03-2025: the BC asks the fiduciary manager to optimise "
        "the risk-adjusted return (Sharpe), not the tracking error to the normportefeuille.",
        "Advies " + _FM + ": we recommend the mix with the highest verwacht rendement per "
        "eenheid volatiliteit, i.e. the maximum Sharpe ratio.",
        "Memo sleutelfunctiehouder risicobeheer: the bestuur's aim is the best Sharpe possible; "
        "nothing else should drive the weights.",
    ),
    "variance": (
        "ABTN §5.2 (doelstelling beleggingsbeleid): the lowest volatility of the "
        "dekkingsgraad the fund can achieve – minimale variantie.",
        "Besluit B-2025-016:\nHet bestuur wants minimum-variance normwegingen; expected returns "
        "are not to enter the optimisation.",
        "Verslag beleggingscommissie 06-03-2025: with the Wtp transition ahead the BC wants "
        "rust in de portefeuille. Minimise the variance of the mix, whatever the expected "
        "returns.",
        "Advies " + _FM + ": given the invaardering in 2027 we would minimise volatility and "
        "set no rendementsdoel.",
        "Memo sleutelfunctiehouder risicobeheer: keep the portfolio as stable as possible – "
        "weights that minimise variance. Sharpe is not the question here.",
    ),
    "tracking": (
        "ABTN §5.2 (doelstelling beleggingsbeleid): returns as close as possible to the "
        "normportefeuille of the beleggingsplan, with the smallest deviation from it.",
        "Besluit B-2025-016:\nHet bestuur wants the mix to follow the normportefeuille with the "
        "lowest tracking error.",
        "Verslag beleggingscommissie 06-03-2025: the BC is measured against the "
        "normportefeuille; minimise the tracking error against it.",
        "Advies " + _FM + ": keep the fund as close as possible to the strategische benchmark; "
        "we propose weights minimising the ex-ante tracking error.",
        "Memo sleutelfunctiehouder risicobeheer: nobody is asking for alpha – stay close to the "
        "normportefeuille, the smallest afwijking possible.",
    ),
    "return": (
        "ABTN §5.2 (doelstelling rendementsportefeuille): the highest expected return, with no "
        "risk penalty in the objective – the risicohouding bounds the risk.",
        "Besluit B-2025-016:\nHet bestuur wants the weights with the highest verwacht rendement; "
        "risk is handled by the restricties, not by the objective.",
        "Verslag beleggingscommissie 06-03-2025: maximise expected return within the "
        "risicohouding; no risk adjustment in the doelstelling.",
        "Advies " + _FM + ": for the rendementsportefeuille we model the mix with the greatest "
        "verwacht rendement; the restricties bound the risk.",
        "Memo sleutelfunctiehouder risicobeheer: the bestuur chose return for the "
        "rendementsportefeuille. Maximising expected return is the aim, not Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Aanvulling na de bestuursvergadering van 20-03-2025: the bestuur adjusted the "
    "doelstelling. It now reads:\n\n{new}",
    "Jeroen, 17:32 – please disregard my mail of this morning on the doelstelling. Na overleg "
    "met de voorzitter BC:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Beleggingsplan 2025 – uitwerking strategische mix:\n\n{ask}",
    "{ask}\n\nGraag de strategische mix daarop afstemmen. Groet, Annelies",
    "Belegd vermogen € 27,4 mld per 31-12-2024; dekkingsgraad 112,4%, beleidsdekkingsgraad "
    "118,9%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Strategische beleggingsmix of the fund",
    purpose="solve the strategische beleggingsmix",
    custom_reason="no platform solver for this objective",
    custom_purpose="strategische beleggingsmix",
    section_title="Strategische mix en normwegingen",
    description="the normwegingen",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A "Wijziging ABTN" table: the earlier objective as the text that lapses, the wanted one as
    the new text."""
    return (
        "Wijziging ABTN §5.2 (bestuursbesluit 20-03-2025)\n| Oude tekst (vervalt) | Nieuwe tekst "
        f"|\n|---|---|\n| {_one_line(old_kind, old)} | {ask.replace(chr(10), ' ')} |"
    )


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A concept with the earlier objective struck through and the wanted one after it."""
    return (
        "Concept beleggingsplan 2025, §2 doelstelling (na verwerking advies VO):\n"
        f"~~{_one_line(old_kind, old)}~~ [geschrapt]\n{ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures, each for two cases in a row (chat then strategy): a framed request (0, 2,
    5), a "Wijziging ABTN" table (1), an earlier message a later one replaces (3: after the
    bestuursvergadering in the first half, from the bestuursbureau in the second) and a
    struck-through concept (4); the wanted objective turns so that each structure meets all
    four."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 4: _struck},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 12) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + 2 * (i // 12),
        structure=lambda i: (i // 2) % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four rolling walk-forward folds, each trained on the six years before its test year, the
#: first tested from 2 January 2014
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2008, 1, 2),
        train_end=date(2013, 12, 31),
        test_start=date(2014, 1, 2),
        test_end=date(2014, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2009, 1, 2),
        train_end=date(2014, 12, 31),
        test_start=date(2015, 1, 2),
        test_end=date(2015, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=date(2015, 12, 31),
        test_start=date(2016, 1, 4),
        test_end=date(2016, 12, 30),
    ),
    WalkForwardWindow(
        train_start=date(2011, 1, 3),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 2),
        test_end=date(2017, 12, 29),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "MSCI World net return, maandelijks, jan. 2008 – dec. 2016",
        "MSCI World net return, maandelijks, jan. 2008 – dec. 2013",
    ),
    (
        "DNB's rentetermijnstructuur (RTS), 31-01-2008 t/m 31-12-2015",
        "DNB's rentetermijnstructuur (RTS), 31-01-2008 t/m 30-11-2013",
    ),
    (
        "the euro swap curve (30 jaar), van januari 2008 tot juni 2017",
        "the euro swap curve (30 jaar), van januari 2008 tot december 2013",
    ),
    (
        "iBoxx € Corporates spreads, jan. 2009 – sep. 2015",
        "iBoxx € Corporates spreads, jan. 2009 – nov. 2013",
    ),
    (
        "the fund's own maandelijkse dekkingsgraden, 31-01-2008 to 30-06-2016",
        "the fund's own maandelijkse dekkingsgraden, 31-01-2008 to 30-11-2013",
    ),
    (
        "CBS cao-lonen and HICP eurozone, Q1 2008 – Q4 2016",
        "CBS cao-lonen and HICP eurozone, Q1 2008 – Q3 2013",
    ),
)
_ACTIONS: Final = (
    "the expected returns and correlations of the strategische mix were estimated",
    "the staffel of the dekkingsgraad-afhankelijke renteafdekking was calibrated",
    "the rebalancing bandbreedtes were optimised",
    "the model of the premie-inflow from the deelnemersbestand was fitted",
    "the credit-spread scenario set was estimated",
)
_LEAK_FRAMES: Final = (
    "ALM-studie 2025 (" + _FM + "), hoofdstuk 4 – aannames: {action} on {period}.",
    "Review sleutelfunctiehouder risicobeheer: {action} with {period}, and the parameters are "
    "held fixed over all four walk-forward folds.",
    "Notitie certificerend actuaris, bijlage C (backtest): {action} once, over {period}, before "
    "the folds were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Every year of the test discounts the verplichtingen with today's DNB "
        "rentetermijnstructuur and UFR-methode, applied back to 2014.",
        "Every year of the test discounts the verplichtingen with the rentetermijnstructuur DNB "
        "had published for that month-end, under the UFR-methode then in force.",
    ),
    (
        "Aandelen in the backtest are the MSCI World constituents as they stand today.",
        "Aandelen in the backtest are the MSCI World constituents as they stood on each "
        "rebalancing date, delistings included.",
    ),
    (
        "The staffel reads each month's dekkingsgraad from the jaarverslag's audited figures, "
        "used from the month-end they describe.",
        "The staffel reads each month's dekkingsgraad only as the fund had reported it to DNB "
        "by that date.",
    ),
    (
        "The verplichtingen in every year of the test use the AG Prognosetafel 2024.",
        "The verplichtingen in every year of the test use the AG Prognosetafel in force in that "
        "year (AG2012, AG2014, AG2016).",
    ),
)
_LEAK_ASKS: Final = (
    "The beleggingscommissie wants a walk-forward backtest, four folds, of the new "
    "dekkingsgraad-afhankelijke renteafdekking before the bestuur decides.",
    "Graag a four-fold walk-forward test of the herbalanceringsregel for the beleggingsplan 2025.",
    "Opdracht aan " + _FM + ": test the strategische mix walk-forward over four folds for the "
    "ALM-studie.",
)
_WHERE: Final = ("interpretation", "evidence", "purpose", "reasoning")


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
    sentence_at=1,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Lekstroom"
_ENTITY: Final = "ent_koninklijke_lekstroom"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2024 versus Q3 2024", (18, 19)),
    ("over 2024 (31-12-2023 tot 31-12-2024)", (15, 19)),
    ("in H2 2024", (17, 19)),
    ("over the three years to 31-12-2024", (7, 19)),
    ("from Q1 2020 to Q4 2024", (0, 19)),
    ("since the first lockdown (Q2 2020)", (1, 19)),
    ("between mrt. 2021 and sep. 2023", (4, 14)),
    ("since the peak of the energy crisis (Q3 2022)", (10, 19)),
    ("in H1 2022", (7, 9)),
    ("over 2023", (11, 15)),
    ("since its listing on Euronext Amsterdam in 1998", None),
    ("over the past ten years", None),
    ("since the FTK came into force (2007)", None),
)

#: what the claims answer: the beleggingscommissie's watchlist question
_REQUEST: Final = TrendRequest(
    question="Voor de beleggingscommissie van 13-03-2025 (watchlist aandelen en credits): how "
    "has {company} done?",
    heading="### Watchlist – Koninklijke " + _COMPANY + " N.V. (Euronext Amsterdam: LEKS)",
    as_of="2025-03-06",
)


#: "by roughly 12%", "by more than 10%", "by nearly 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="by more than {}%",
    short="by nearly {}%",
    about="by roughly {}%",
)


def _by_pp(a: float, b: float) -> str:
    """A margin's move in procentpunt with a decimal comma ("by 1,4 procentpunt"); "" below
    0,3."""
    change = abs(b - a)
    return _comma(f"by {change:.1f} procentpunt") if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("by 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"by {change:.1f}x") if change >= 0.1 else ""


def _by_eur(a: float, b: float) -> str:
    """A move in € mln with a decimal comma ("by € 12,3 mln"); "" below € 2 mln."""
    change = abs(b - a)
    return _comma(f"by € {change:.1f} mln") if change >= 2 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was above the same quarter of 2023 in each quarter of 2024",
        "{s} was below the same quarter of 2023 in each quarter of 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            312.4,
            284.7,
            291.3,
            305.8,
            318.2,
            326.9,
            334.1,
            351.6,
            389.7,
            412.3,
            438.5,
            421.0,
            398.5,
            421.7,
            447.9,
            436.2,
            452.4,
            470.8,
            489.6,
            478.9,
        ),
        (
            "Omzet",
            "Lekstroom's omzet",
            "Net revenue (omzet, € mln)",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} did not decline", held_up),
            ("{s} never went down from one quarter to the next", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            41.2,
            38.6,
            39.4,
            40.1,
            40.8,
            41.5,
            42.3,
            41.9,
            39.7,
            37.2,
            35.8,
            36.9,
            38.4,
            39.1,
            39.0,
            40.3,
            41.1,
            41.6,
            40.9,
            42.4,
        ),
        (
            "The EBITDA-marge",
            "Lekstroom's EBITDA margin",
            "EBITDA as a share of omzet",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never narrowed from one quarter to the next", never_fell),
            ("{s} did not narrow", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_pp,
        False,
        (
            "{s} was wider than in the same quarter of 2023 in each quarter of 2024",
            "{s} was narrower than in the same quarter of 2023 in each quarter of 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.9,
            3.4,
            3.3,
            3.1,
            3.0,
            2.8,
            2.7,
            2.6,
            2.8,
            3.2,
            3.6,
            3.5,
            3.3,
            3.2,
            3.2,
            3.0,
            2.9,
            2.7,
            2.8,
            2.5,
        ),
        (
            "Netto schuld/EBITDA",
            "Lekstroom's leverage (netto schuld over EBITDA)",
            "Net leverage",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} did not go up", held_down),
            ("{s} never increased from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
        ),
        _by_times,
        False,
        (
            "{s} stood above its level of a year earlier in each quarter of 2024",
            "{s} stood below its level of a year earlier in each quarter of 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (
            52.3,
            -18.4,
            31.7,
            44.9,
            49.2,
            55.8,
            58.1,
            61.4,
            57.9,
            46.3,
            -73.6,
            38.2,
            44.7,
            51.2,
            49.8,
            56.3,
            60.1,
            64.8,
            58.9,
            69.5,
        ),
        (
            "Nettowinst (toe te rekenen aan aandeelhouders)",
            "Lekstroom's net result",
            "The bottom line (nettowinst)",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
            ("{s} never fell from one quarter to the next", never_fell),
        ),
        _by_eur,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "throughput_mt",
        (
            28.4,
            25.1,
            26.3,
            27.9,
            28.8,
            29.6,
            30.2,
            31.1,
            30.4,
            29.1,
            27.6,
            28.3,
            28.9,
            29.7,
            30.5,
            31.2,
            31.8,
            32.6,
            33.1,
            33.9,
        ),
        (
            "Doorzet (mln ton)",
            "Lekstroom's throughput",
            "Throughput at the terminals",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} increased in every quarter", rose_every_quarter),
            ("{s} did not decrease", held_up),
            ("{s} never increased from one quarter to the next", never_rose),
        ),
        _approx_pct,
        True,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2024 than in 2023",
    slower="{s} grew more slowly in 2024 than in 2023",
    grew="{s} grew at a double-digit compound annual rate from Q4 2022 to Q4 2024",
    shrank="{s} shrank at a double-digit compound annual rate from Q4 2022 to Q4 2024",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024's pace against 2023's and the two-year compound rate, then year over year
    in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Maandrapportage januari 2025 (" + _FM + "), watchlist: {claim} [1]. Rating BBB (stabiel); "
    "the fund's exposure is € {pos} mln, held in {mandaat}.",
    "Verslag beleggingscommissie 13-03-2025, punt 6 (watchlist): {claim} [1]. Geen actie; "
    "{mandaat} keeps the position (€ {pos} mln).",
    "Credit-notitie Kestrel Credit Partners: {Claim} [1]. Spread 142 bp over swap; we stay "
    "overweight its obligaties 2031 in the Euro IG mandaat.",
    "| Uitgevende instelling | Mandaat | Toelichting FM |\n|---|---|---|\n| Koninklijke "
    + _COMPANY
    + " N.V. (LEKS) | {mandaat}, € {pos} mln | {Claim} [1] |",
    "Stemadvies AVA 2025 (beleid verantwoord beleggen): {claim} [1]. The fund votes for the "
    "dividend of € 1,42 per aandeel; its shares sit in {mandaat}.",
)

_MANDATEN: Final = (
    "the aandelen Europa small-cap mandaat and the Euro IG credits mandaat (Kestrel)",
    "the aandelen Europa small-cap mandaat",
    "the passive aandelen wereld fonds and the Euro IG credits mandaat (Kestrel)",
)
_POSITIONS: Final = ("12,4", "41,7", "86,0")


def _holding(rng: random.Random) -> dict[str, str]:
    """Which mandaat holds the issuer, and how much, drawn for each claim's frame."""
    return {"mandaat": rng.choice(_MANDATEN), "pos": rng.choice(_POSITIONS)}


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
        special_step=2,
        left_out=lambda h, w, c: h.startswith("in Q4 2024") and "quarter" in c,
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
    """Batch ZZZS: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
