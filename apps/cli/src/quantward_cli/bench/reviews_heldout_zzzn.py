"""Held-out batch ZZZN: every flaw kind again, in the voice of a French asset manager: Aubrac
Gestion SAS, a société de gestion de portefeuille (SGP) agréée par l'AMF (n° GP-09000217, a decoy)
that runs a UCITS range - the SICAV Aubrac Convictions and its compartiments, the FCP Aubrac
Crédit 2027 and Aubrac Actions Europe ISR - and a mandat de gestion for an institutional client,
the Mutuelle Saint-Rambert (a mutuelle santé under the Code de la mutualité). Its people and
papers, in French-flavoured business English with the French terms left in: the prospectus and
the DICI/KID, the règlement du FCP, the "ratio d'emprise" and the 5/10/40 rule of the Code
monétaire et financier (CMF), the AMF's letters, the comité des risques and the comité
d'investissement with their procès-verbaux (PV), the RCCI (M. Delorme) and his notes, the
dépositaire's (Banque Dorval Titres) ex-post controls and its convention, the OMS's pre-trade
fiche de paramétrage, the mutuelle's questionnaire client institutionnel, its directeur financier
and its conseil d'administration, and the gérante's (Claire Bastide) notes. Its number forms are
French: a decimal comma and a space before the percent sign ("12,5 %", once a no-break space as
Word types it), thousands parted by a narrow no-break space ("1 250 000 parts", a U+202F), "M€" and
"Md€", "pb" for basis points, multiples as "1,5x" or "1,5 fois l'actif net", dates as 31/12/2024,
French month abbreviations in periods ("janv. 2005 – déc. 2015", "du 1er janvier 2000 au 31
décembre 2015") and the ordinal "1er".

Batch ZZZN is built like ZZZL and ZZZM - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend series
and the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer
test, other batch than ZZZL and ZZZM (read for shape), or benchmark result was read for it, and it
was not run against the reviewers before its first recorded run.

Where the shared loops allow, its structures differ from ZZZL's and ZZZM's: seven subjects (not
eight), with the misquote loop's own pairing (`i + i // 5`, which meets every structure with every
subject for a count sharing no factor with 6); limits as shares of net assets and of an issuer's
outstanding securities, a tracking error in pb, a leverage as a multiple of net assets ("1,5x",
"150 % de l'actif net") and a minimum number of holdings as a count (a floor), beside a cash floor;
the invented limit's answer in seven forms, among them the OMS's fiche de paramétrage returned
after the request (`template_inputs`, a bare number with a decimal comma) and the mutuelle's
questionnaire filled in before it (`template_inputs` given first), and the mandat de gestion's
article given ahead of the request (`mandate`, cited as a clause); every other strategy case from
the first (not the second) under a mandate bounding other things; breach ratios of 1.25 (cap) and
0.75 (floor), uncited twins at 0.8 of a cap and 1.25 of a floor, placements drawn in the order
`3 i mod 5`, every third case from the second uncited; latitude bands whose low end is four fifths
of their top, floors among them, each granted case assuming the middle, refused ones at `i % 6` in
(1, 4) fixing a level where the middle is looser, placed by `(i // 3) % 3`; an objective's earlier
wording replaced in a draft of the prospectus ("Ancienne rédaction / Nouvelle rédaction") or
bracketed ("[supprimé : ...] [ajouté : ...]") in structure 2, each wanted objective met in every
structure (`turn = 3 i + i // 4`), some statements mentioning the écart de suivi or volatility
only to set them aside; leakage over the folds tested from 4 January 2016 (not 2015), a whole
sentence every third case from the first, placed in turn in the evidence, the interpretation, the
reasoning and the method's purpose; and trend claims over sixteen quarters (2020-2023), comparing
2023 with 2022 (`end=15`), the special pairs turned every fourth case, a decoy weight drawn into
the frames (`frame_parts`), with a signed series (free cash-flow) and a net debt that jumps with
an acquisition.

Decoy numbers (no truth depends on them): the SGP's agrément number (GP-09000217), the funds'
actif net (412,6 M€, 1,38 Md€), the number of parts (1 250 000), the mutuelle's Solvabilité II
ratio (212 %), the SRI level of the DICI (3 sur 7), fees (frais de gestion 0,85 %), subscription
amounts (18 M€), the dépositaire's "constaté" figures, the UCITS legal limits quoted beside the
internal ones, article and decision numbers and dates, and in the trend frames the line's weight
in the fund, the share price (41,80 €), its multiple, the dividend (1,15 €) and the fund's 182 400
shares. Its parts:

* limits as the SGP's people and its client state them: a PV of the comité des risques, an extract
  of the prospectus with the internal limit beside the UCITS one, the mandat de gestion's article
  (a mandate message given before the request), the OMS's fiche de paramétrage (a bare number,
  template inputs after the request), the RCCI's e-mail, the dépositaire's control table whose
  "constaté" is a decoy, and the mutuelle's questionnaire client institutionnel (template inputs
  given before the request), each in turn; number forms "8 %", "8,0 % de l'encours émis" and "8 %
  des titres en circulation" for the ratio d'emprise, "5 %", "5,0 % de l'actif net" and "5 % par
  émetteur" for one issuer, "35 %", "35,0 % de l'actif net" and "35 % en cumul" for the lines
  above 5 % together (the 40 % of the 5/10/40 rule), "200 pb", "2 % par an" and "200 points de
  base" for the tracking error, "1,5x", "150 % de l'actif net" and "1,5 fois l'actif net" for the
  leverage, "3 %", "3,0 % de l'actif net" and "3\u00a0% en liquidités" for the cash floor and "40
  lignes", "40 titres" and "40 émetteurs distincts" for the minimum number of holdings (a floor);
* requests (the gérante's e-mail, the comité d'investissement's ordre du jour, the mutuelle's
  directeur financier, the gérante on Teams to the middle-office, a note of the RCCI, the
  direction des gestions after an AMF letter) deferring the limit to the prospectus draft still
  "à définir", a comité des risques not yet held, the mutuelle's conseil d'administration, the
  RCCI's validation or the dépositaire's answer;
* provenance misquoting its source: the prospectus before the AMF's agrément of a change, or the
  règlement du FCP in its 2021 version; a proposal of the gérante the comité des risques vetoed,
  or the mutuelle's consultant's suggestion its conseil did not follow; the risk control's
  "constaté" (prose, or a "Indicateur / Limite / Constaté au 28/02" table); another limit beside it
  in the comité des risques' list; and the UCITS legal limit or the Quantalys category median
  quoted for comparison;
* mandates as the mandat de gestion's article 6 in the mandate's fields under numbered keys
  (`mandat_de_gestion.article_6.6.3`), an extract of the prospectus as a message, the comité des
  risques' decisions in the mandate's fields (`comite_des_risques.decisions[1]`), an AMF letter
  taking note of the SGP's commitment as a message, and the dépositaire's convention's schedule of
  controls in the mandate's fields (`convention_depositaire.annexe_2.ratios.R-xx`);
* latitude granted in the règlement du FCP, a "Paramètre / Fourchette / Fixé par" table, a PV of
  the comité d'investissement and the directeur des gestions' e-mail, without the word
  "discretion"; refused as a comité des risques that fixes the level, the RCCI and the mutuelle's
  directeur financier keeping it; each twin the same text granting it; placed in the programme
  d'activité's delegations (fields), an internal procedure (a message) or the mandat's annexe of
  fourchettes (fields);
* objectives as the prospectus's objectif de gestion, the PV of the comité d'investissement, the
  mandat's article 2, the mutuelle's e-mail and the gérante's note, with an earlier wording
  replaced in the same text and a later note after the mutuelle's conseil or from the gérante
  replacing an earlier one; the tracking benchmark is the fund's indicateur de référence (60 %
  MSCI EMU Net Return, 40 % Bloomberg Euro Aggregate);
* leakage as the gérante, the risk team and the RCCI's model validation write it: expected returns
  and covariances, an overlay's stop-loss trigger, a regime filter's thresholds, a look-back window
  and rebalancing band, and factor weights fitted on periods reaching into the test years (CAC 40
  GR returns, OAT 10 ans yields, iBoxx € Corporates spreads, the Banque de France's OPC flows,
  the ACPR's annual statistics, Quantalys rankings), and whole sentences (SBF 120 members as they
  stand today, VL restated after a correction, the agencies' current ratings, SFCR ratios published
  the following May); each clean twin in the same form, ending before the first test date (4
  January 2016), and where the data are published late, ending where they were out before it (the
  OPC flows to October 2015, the ACPR's statistics to exercice 2014);
* trend claims on Groupe Orvanne SA (Euronext Paris: ORV; a fictional maker of glass and plastic
  packaging for cosmetics and pharmacy, a line of Aubrac Actions Europe ISR, which publishes its
  chiffre d'affaires quarterly and its results half-yearly; the quarterly series is its data
  vendor's) - chiffre d'affaires, marge opérationnelle courante (in percent, moves in points),
  free cash-flow (signed), dette nette (which jumps with the 2022 acquisition) and the BFR in days
  of sales, over sixteen quarters (2020 T1 - 2023 T4: the confinements, the 2022 energy shock),
  as the comité d'investissement's PV, the gérante's note, a "Valeur / Constat / Poids" table, her
  e-mail to the directeur des gestions and the voting note before the AG; horizons covered by the
  series against uncovered ones ("since its introduction en bourse in 2011"). Whether a claim
  holds is computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2016,
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
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270161
KINDS: Final = ALL_KINDS
TAG: Final = "zzzn"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzznpk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzznpk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzznpk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzznpk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzznpk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzznpkd"

_SGP: Final = "Aubrac Gestion"
_CLIENT: Final = "Mutuelle Saint-Rambert"
_DEPOSITARY: Final = "Banque Dorval Titres"
_RCCI: Final = "M. Delorme"
_GERANTE: Final = "Claire Bastide"


# --- numbers as a French SGP writes them ----------------------------------------------------


def _fr(value: float) -> str:
    """A number with a decimal comma: "1,5", "3,75", "40"."""
    return _g(value).replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "8", "3,75"."""
    return _fr(value * 100)


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("8,0", "12,5"), else in full
    ("3,75"): the risk team's tables never round a limit."""
    p = round(value * 100, 6)
    return f"{p:.1f}".replace(".", ",") if abs(round(p, 1) - p) < 1e-9 else _fr(p)


def _emprise_forms(value: float) -> dict[str, str]:
    """The ratio d'emprise: "8 %", "8,0 % de l'encours émis", "8 % des titres en circulation"."""
    return {
        "pct": f"{_pct(value)} %",
        "enc": f"{_pct1(value)} % de l'encours émis",
        "tit": f"{_pct(value)} % des titres en circulation",
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """One issuer: "5 %", "5,0 % de l'actif net", "5 % par émetteur"."""
    return {
        "pct": f"{_pct(value)} %",
        "an": f"{_pct1(value)} % de l'actif net",
        "em": f"{_pct(value)} % par émetteur",
    }


def _aggregate_forms(value: float) -> dict[str, str]:
    """The lines above 5 % together: "35 %", "35,0 % de l'actif net", "35 % en cumul"."""
    return {
        "pct": f"{_pct(value)} %",
        "an": f"{_pct1(value)} % de l'actif net",
        "cum": f"{_pct(value)} % en cumul",
    }


def _te_forms(value: float) -> dict[str, str]:
    """A tracking error in basis points: "200 pb", "2 % par an", "200 points de base"."""
    return {
        "pb": f"{_g(value)} pb",
        "pa": f"{_fr(value / 100)} % par an",
        "pdb": f"{_g(value)} points de base",
    }


def _leverage_forms(value: float) -> dict[str, str]:
    """A leverage as a multiple of net assets: "1,5x", "150 % de l'actif net", "1,5 fois l'actif
    net"."""
    return {
        "x": f"{_fr(value)}x",
        "pct": f"{_pct(value)} % de l'actif net",
        "fois": f"{_fr(value)} fois l'actif net",
    }


def _cash_forms(value: float) -> dict[str, str]:
    """The cash floor: "3 %", "3,0 % de l'actif net", "3\u00a0% en liquidités" (a no-break
    space, as Word types it)."""
    return {
        "pct": f"{_pct(value)} %",
        "an": f"{_pct1(value)} % de l'actif net",
        "liq": f"{_pct(value)}\u00a0% en liquidités",
    }


def _lines_forms(value: float) -> dict[str, str]:
    """The minimum number of holdings: "40 lignes", "40 titres", "40 émetteurs distincts"."""
    return {
        "l": f"{_g(value)} lignes",
        "t": f"{_g(value)} titres",
        "e": f"{_g(value)} émetteurs distincts",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the SGP's people name it, its code in the
    dépositaire's schedule of controls, the CMF article and UCITS limit beside it (None where
    the law sets none), the values it takes, its written forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    law: tuple[str, float] | None
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_EMPRISE: Final = _Subject(
    ("max_issuer_ownership_share", "ratioEmpriseMax"),
    (
        "the ratio d'emprise (titres de créance d'un même émetteur)",
        "the share of any one issuer's outstanding bonds the range may hold",
        "le ratio d'emprise",
    ),
    "R-07",
    ("art. R. 214-26 CMF", 0.1),
    "fraction",
    (0.06, 0.08, 0.09),
    _emprise_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "poidsMaxEmetteur"),
    (
        "the weight of any single issuer",
        "le poids d'une même entité émettrice",
        "the ratio de division des risques par émetteur",
    ),
    "R-01",
    ("art. R. 214-21 CMF", 0.1),
    "fraction",
    (0.04, 0.05, 0.06),
    _issuer_forms,
)
_AGGREGATE: Final = _Subject(
    ("max_sum_of_large_lines", "cumulLignesSup5Max"),
    (
        "the lines above 5 % of net assets taken together (the 40 of the 5/10/40 rule)",
        "le cumul des lignes supérieures à 5 %",
        "the aggregate of the large issuer lines",
    ),
    "R-02",
    ("art. R. 214-21 CMF", 0.4),
    "fraction",
    (0.25, 0.3, 0.35),
    _aggregate_forms,
)
_TRACKING: Final = _Subject(
    ("max_tracking_error_bps", "trackingErrorExAnteMax"),
    (
        "the ex-ante tracking error against the indicateur de référence",
        "l'écart de suivi ex ante",
        "the fund's tracking error versus its benchmark",
    ),
    "R-11",
    None,
    "bps",
    (150.0, 200.0, 250.0),
    _te_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_gross_leverage", "levierBrutMax"),
    (
        "the levier indicatif (méthode de la somme des nominaux)",
        "gross leverage from derivatives",
        "the fund's effet de levier",
    ),
    "R-14",
    None,
    "multiple",
    (1.25, 1.5, 1.75),
    _leverage_forms,
)
_CASH: Final = _Subject(
    ("min_cash_share", "poidsLiquiditesMin"),
    (
        "the liquidity buffer (cash and OPC monétaires) for redemptions",
        "la poche de liquidités",
        "the cash floor",
    ),
    "R-20",
    None,
    "fraction",
    (0.02, 0.03, 0.04),
    _cash_forms,
    floor=True,
)
_LINES: Final = _Subject(
    ("min_number_of_holdings", "nombreMinLignes"),
    (
        "the number of lines in the portfolio",
        "le nombre minimal de lignes",
        "the count of distinct issuers held",
    ),
    "R-22",
    None,
    "count",
    (32.0, 40.0, 48.0),
    _lines_forms,
    floor=True,
)
#: seven limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (_EMPRISE, _ISSUER, _AGGREGATE, _TRACKING, _LEVERAGE, _CASH, _LINES)

_RATIONALES: Final = (
    "the limit in the previous version of the prospectus",
    "the usual level across our UCITS range",
    "a working hypothesis until the comité des risques decides",
    "what the mutuelle's former asset manager applied",
    "in line with the AMF's doctrine as we read it",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.25
_FLOOR_BREACH: Final = 0.75


# --- bundles ---------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Allocation of the fund across its poches (actions zone euro, obligations d'entreprises, "
    "emprunts d'État, monétaire) within the prospectus, the 5/10/40 rule and the mandat de "
    "gestion",
    "the best risk-adjusted return the fund's risk profile allows",
    "solve the allocation weights",
    "the weights of each poche and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the fund's documents set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "at least" if s.floor else "at most"


def _bound(s: _Subject) -> str:
    return "plancher" if s.floor else "plafond"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


# --- invented limits -------------------------------------------------------------------------

_TASKS: Final = (
    "recalibrate the model portfolio of Aubrac Crédit 2027 after the BCE's cut (actif net "
    "412,6 M€)",
    "prepare the allocation proposal for the comité d'investissement of 14 mars",
    "rebuild the weights of the mandat " + _CLIENT + " after the 18 M€ subscription",
    "fit the new Article 8 compartiment of the SICAV Aubrac Convictions into the allocation "
    "(lancement prévu le 1er avril)",
    "rerun the optimisation of Aubrac Actions Europe ISR (1,38 Md€, 1\u202f250\u202f000 parts) now "
    "that the AMF has approved the prospectus change",
)
_DEFERRALS: Final = (
    "{noun} is still 'à définir' in the draft prospectus sent to the AMF",
    "the comité des risques has not yet set {noun}",
    "{noun} waits on the mutuelle's conseil d'administration, which meets on 26 juin",
    "the RCCI has not validated {noun} yet",
    "{noun} depends on the dépositaire's answer on its ex-post control",
)
_REQUEST_FRAMES: Final = (
    "De : " + _GERANTE + " (gérante)\nÀ : équipe de gestion\nObjet : allocation\n\nBonjour à "
    "tous,\n\nCould we {task}? Point ouvert : {deferral}.\n\nBien cordialement,\nClaire",
    "Comité d'investissement du 14/03/2025 — ordre du jour\n1. Revue des marchés\n2. {Task}\n"
    "3. Questions diverses\nNB : {deferral}.",
    "Message from the " + _CLIENT + "'s directeur financier (ratio de solvabilité 212 % au "
    "31/12/2024): please {task}. À noter : {deferral}.",
    "Teams, gérante → middle-office, 09h12 : can you {task}? Attention — {deferral}.",
    "Note RCCI n° 2025-07 (" + _RCCI + "): before anything is traded, {task}. {Deferral}.",
    "Courrier AMF du 03/02/2025 (extrait) : « La société de gestion voudra bien nous "
    "transmettre le prospectus modifié. »\nDirection des gestions: before we answer the AMF, "
    "{task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "law" a written form beside the UCITS limit, "table" a written form beside the
#: dépositaire's "constaté"; the answer's kind; whether it comes before the request); {noun},
#: {v}, {key}, {unit}, {bound}, {sign}, {short}, {law}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind, bool], ...]] = (
    (
        "Procès-verbal du comité des risques du 11/03/2025\nDécision n° 3 : the committee sets "
        "the {bound} for {noun} at {v}. Adoptée à l'unanimité des membres présents.",
        "figures",
        "clarification_answer",
        False,
    ),
    (
        "Extrait du prospectus — Aubrac Convictions, règles d'investissement\n"
        "| Contrainte | Limite interne | Limite UCITS |\n|---|---|---|\n| {Noun} | {short} {v} | "
        "{law} |",
        "law",
        "clarification_answer",
        False,
    ),
    (
        "MANDAT DE GESTION — " + _CLIENT.upper() + " / " + _SGP.upper() + "\n"
        "Article 6 – Règles de diversification\n6.2 {Noun}: {sign} {v}, assessed at each "
        "valorisation.",
        "figures",
        "mandate",
        True,
    ),
    (
        "FICHE DE PARAMÉTRAGE — contrôle pré-trade (OMS)\ncontrainte : {key}\nunité : {unit}\n"
        "valeur : {v}\nvalidée par : RCCI",
        "bare",
        "template_inputs",
        False,
    ),
    (
        "De : " + _RCCI + " (RCCI)\nObjet : RE: limite\n\nValidé : {noun}, {short} {v}. I have "
        "asked " + _DEPOSITARY + " to add it to its contrôles ex post.",
        "figures",
        "clarification_answer",
        False,
    ),
    (
        _DEPOSITARY + " — contrôles du dépositaire au 31/12/2024\n"
        "| Ratio | Limite | Constaté au 31/12 | Statut |\n|---|---|---|---|\n| {Noun} | {short} "
        "{v} | {obs} | conforme |",
        "table",
        "clarification_answer",
        False,
    ),
    (
        "QUESTIONNAIRE CLIENT INSTITUTIONNEL — " + _CLIENT + " (renseigné le 05/02/2025)\n"
        "Section C – Contraintes d'investissement\nC.4 {Noun} ({bound}) : {v}\nC.5 Horizon de "
        "placement : supérieur à cinq ans",
        "figures",
        "template_inputs",
        True,
    ),
)


def _observed(s: _Subject, value: float) -> float:
    """The dépositaire's "constaté" inside the limit: above a floor, below a cap."""
    if s.unit == "count":
        return float(round(value * 1.3))
    return round(value * 1.3 if s.floor else value * 0.6, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the middle-office keys it into the OMS, with a
    decimal comma ("0,08", "1,5", "200")."""
    return _fr(round(value, 4))


def _law(s: _Subject, written: str) -> str:
    """The UCITS limit beside the internal one, in a form that cannot be told for `written`;
    "—" where the law sets none."""
    if s.law is None:
        return "— (aucune)"
    article, legal = s.law
    for said in (f"{_pct(legal)} % ({article})", f"{article} : {_pct(legal)} pour cent"):
        if written.lower() not in said.lower():
            return said
    raise AssertionError((s.key, written))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind, _first = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    law = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # the constaté inside the limit, a decoy in the same form
        written, observed = s.alike((value, _observed(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
        law = _law(s, written)
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        law=law,
        obs=observed,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the mandat's
    article comes before the request and is cited as a clause; the OMS's fiche de paramétrage
    after it and the mutuelle's questionnaire before it, as documents filled in."""
    _frame, _form, kind, first = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if kind == "mandate" else _cite,
        answer_kind=kind,
        answer_first=first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "mandat_de_gestion": {
        "client": _CLIENT,
        "article_3_orientation": "Obligations et actions de la zone euro; no securitisations, "
        "no contingent convertibles.",
        "article_5_exclusions": "Politique d'exclusion " + _SGP + " : charbon thermique, armes "
        "controversées, tabac.",
        "article_8_reporting": "Reporting mensuel transmis avant le 10 du mois suivant; "
        "inventaire trimestriel certifié par le dépositaire.",
        "article_9_vote": "Les droits de vote sont exercés selon la politique de vote de la SGP.",
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + i // 7,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
)


# --- false provenance ------------------------------------------------------------------------

#: another limit beside it in the comité des risques' list: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "R-07": ("Ratio d'emprise, actions sans droit de vote, max.", 0.03),
    "R-01": ("Dépôts auprès d'un même établissement de crédit, max.", 0.2),
    "R-02": ("Poche high yield, max.", 0.15),
    "R-11": ("Tracking error ex post (alerte), max.", 350.0),
    "R-14": ("Exposition globale (méthode de l'engagement), max.", 1.0),
    "R-20": ("Poche OPC monétaires, max.", 0.1),
    "R-22": ("Nombre de lignes, max.", 90.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded
    as the papers quote it (a tenth of a percent, a whole pb or line, a twentieth of a turn)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(round(wrong * 20) / 20, 2)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # an earlier version of the fund's documents
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Until the AMF's agrément of 15/01/2025 the prospectus said {wrong} for {noun}. "
                f"The prospectus now in force says {right}."
            )
        else:
            text = (
                f"Règlement du FCP, version 2021 : {noun}, {wrong}. Version du 01/03/2025, après "
                f"agrément AMF : {right}. Seule la version en vigueur s'applique."
            )
    elif structure == 1:  # a proposal not adopted
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The gérante proposed {wrong} for {noun} at the comité d'investissement; the "
                f"comité des risques vetoed it and the {_bound(s)} stays at {right}."
            )
        else:
            text = (
                f"The mutuelle's consultant (Actuaria Conseil) suggested {wrong} on {noun}. Le "
                f"conseil d'administration ne l'a pas suivi: the mandat was signed at {right}."
            )
    elif structure == 2:  # the risk control's constaté
        wrong_value = _away(s, value, 0.65, 1.35)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Contrôle des risques au 28/02 : {noun} constaté à {wrong}, pour une limite de "
                f"{right}. Pas de dépassement."
            )
        else:
            text = (
                "| Indicateur | Limite | Constaté au 28/02 |\n|---|---|---|\n"
                f"| {_cap(noun)} | {_short(s)} {right} | {wrong} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(noun)} : {_short(s)} {right}", f"{beside} {wrong}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Limites internes validées par le comité des risques du 11/03/2025 :\n• " + (
            "\n• ".join(lines)
        )
    else:  # the law's limit or the category's median, quoted for comparison
        if variant == 0 and s.law is not None:
            article, wrong_value = s.law
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"The UCITS rules allow {wrong} for {noun} ({article}). Our prospectus is "
                f"stricter, {right}, and it is the prospectus that binds us."
            )
        else:
            wrong_value = _away(s, value, 1.45, 0.55)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"Pour information, the Quantalys category median is {wrong}. Ours, per the "
                f"mandat: {noun}, {_short(s)} {right}."
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


# --- mandate clauses: the mandat, the prospectus, the comité des risques, the AMF, the dépositaire


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the mandat's article 6 in the mandate's fields, under numbered keys
        article: dict[str, JsonValue] = {
            "6.1": "The ratios of articles R. 214-21 et suivants du CMF apply to the mandate as "
            "if it were a UCITS, unless this article sets a stricter one.",
            "6.2": "Ratios are measured on the valeur liquidative of each valorisation day.",
            "6.3": f"{_cap(noun)} shall be {_sign(s)} {written}.",
        }
        return (
            {"mandat_de_gestion": {"client": _CLIENT, "date": "01/02/2025", "article_6": article}},
            None,
            "mandat_de_gestion.article_6.6.3",
        )
    if shape == 1:  # an extract of the prospectus as a message
        prospectus = (
            "PROSPECTUS — SICAV AUBRAC CONVICTIONS, compartiment Aubrac Patrimoine\n"
            "Section 3.4 « Règles d'investissement »\n"
            "- Le compartiment respecte les règles d'éligibilité des OPCVM (directive "
            "2009/65/CE).\n"
            f"- {_cap(noun)} : {_short(s)} {written}.\n"
            "- Indicateur synthétique de risque (SRI) : 3 sur 7."
        )
        return None, prospectus, MANDATE_ID
    if shape == 2:  # the comité des risques' decisions in the mandate's fields
        decisions: list[JsonValue] = [
            "CR 11/03/2025 : the liquidity stress test is run weekly, not monthly.",
            f"CR 11/03/2025 : {noun}, {_short(s)} {written}.",
            "CR 11/03/2025 : counterparties for OTC derivatives are reviewed each semester.",
        ]
        return (
            {"comite_des_risques": {"seance": "11/03/2025", "decisions": decisions}},
            None,
            "comite_des_risques.decisions[1]",
        )
    if shape == 3:  # an AMF letter taking note of a commitment, as a message
        letter = (
            "AUTORITÉ DES MARCHÉS FINANCIERS — Direction de la gestion d'actifs\n"
            "Paris, le 20/01/2025\nObjet : mutation du FCP Aubrac Crédit 2027 ("
            + _SGP
            + ", GP-09000217)\n\n"
            "Madame, Monsieur,\nthe AMF takes note of the société de gestion's commitment that "
            f"{noun} will be {_sign(s)} {written}, and that the prospectus will say so.\n"
            "Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées."
        )
        return None, letter, MANDATE_ID
    controls: dict[str, JsonValue] = {
        "R-00": "Éligibilité des actifs : contrôle quotidien.",
        s.key: f"{_cap(noun)} : {_short(s)} {written} (contrôle à chaque VL).",
    }
    return (
        {
            "convention_depositaire": {
                "depositaire": _DEPOSITARY,
                "annexe_2": {"intitule": "Ratios contrôlés", "ratios": controls},
            }
        },
        None,
        f"convention_depositaire.annexe_2.ratios.{s.key}",
    )


_WITHIN_ASKS: Final = (
    "Re-optimise the allocation; the prospectus, the 5/10/40 rule and the mandat all apply.",
    "Merci de refaire l'allocation dans le respect de tous les ratios, internes et réglementaires.",
    "Before the comité d'investissement, rebuild the weights inside every limit we have.",
    "Fit the 18 M€ subscription in without breaching anything the dépositaire controls.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the fund's documented limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (3 * i) % 5,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.8,
    floor_inside=1.25,
)


# --- latitude --------------------------------------------------------------------------------

#: latitude in [lo, hi], without the word "discretion": {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Règlement du FCP, article 4 bis : within a fourchette de {lo} à {hi}, the gérant sets the "
    "{bound} for {noun} himself; outside it the comité des risques decides.",
    "| Paramètre | Fourchette | Fixé par |\n|---|---|---|\n| {Noun} ({bound}) | {lo} à {hi} | "
    "le gérant, sans accord préalable |",
    "PV du comité d'investissement, point 3 : délégation au gérant — the {bound} for {noun} "
    "may be set anywhere from {lo} to {hi}.",
    "E-mail du directeur des gestions : the level of the {bound} on {noun} is yours to set, as "
    "long as it stays between {lo} and {hi}.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Comité des risques : the {bound} on {noun} is fixed at {point}. The fourchette de {lo} "
        "à {hi} proposed by the gérante was not retained.",
        "Comité des risques : the fourchette de {lo} à {hi} proposed by the gérante for the "
        "{bound} on {noun} is retained; she sets the level inside it.",
    ),
    (
        "RCCI : non — {noun} stays at {point}. Our procedures delegate no range of {lo} to {hi} "
        "for this {bound}.",
        "RCCI : oui — {noun} may move within {lo} to {hi}; the gérante picks the level of the "
        "{bound}.",
    ),
    (
        "Lettre du directeur financier de la " + _CLIENT + " : we do not grant a range of "
        "{lo}–{hi} for the {bound} on {noun}; please keep it at {point}.",
        "Lettre du directeur financier de la " + _CLIENT + " : we grant a range of {lo}–{hi} "
        "for the {bound} on {noun}; the SGP chooses the level.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a plancher or a plafond."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


_LEADING_NUMBER: Final = re.compile(r"\d+(?:,\d+)?")


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as a fourchette is written: the low end as a bare number and the top
    with its unit ("de 4 à 5 % de l'actif net", "1,2 à 1,5x"); the middle and the level a
    refusal fixes in full."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice(list(forms[0]))
    lo, hi, mid = (f[key] for f in forms)
    match = _LEADING_NUMBER.match(lo)
    if match is not None:
        lo = match.group()
    # a refused band's fixed level: its low end for a cap, its top for a floor, so that the
    # middle a plan assumes is looser than the level fixed
    fixed = forms[1][key] if s.floor else forms[0][key]
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": fixed}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the programme d'activité's delegations (fields), in an internal
    procedure (a mandate message), or in the mandat's annexe of fourchettes (fields)."""
    if shape == 0:
        return {"programme_d_activite": {"delegations": {"gestion": text}}}, None
    if shape == 1:
        return None, (
            "Procédure interne GES-04 — Délégations de gestion (version 3, en vigueur au "
            f"1er janvier 2025)\n\n{text}"
        )
    return {
        "mandat_de_gestion": {
            "client": _CLIENT,
            "annexe_1_fourchettes": [
                text,
                "Rééquilibrage au plus tard à la clôture du mois suivant un dépassement passif.",
            ],
        }
    }, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 3) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="fixed",
    low_ratio=0.8,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives ------------------------------------------------------------------------------

_BENCHMARK: Final = (
    "indicateur de référence (60 % MSCI EMU Net Return, 40 % Bloomberg Euro Aggregate)"
)

#: whole statements of each objective, as the prospectus's objectif de gestion, the PV of the
#: comité d'investissement, the mandat's article 2, the mutuelle's e-mail and the gérante's note
#: put them; the first of each is one line, so that it can be replaced in a draft of the
#: prospectus
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "tracking": (
        "Objectif de gestion : the fund seeks to replicate its " + _BENCHMARK + " as closely as "
        "possible, with the smallest écart de suivi.",
        "PV du comité d'investissement, point 2 :\nThe comité wants weights that stay as close "
        "as possible to the " + _BENCHMARK + "; the tracking error is what we minimise.",
        "Mandat de gestion, article 2 : the mandataire keeps the portfolio's deviation from the "
        + _BENCHMARK
        + " as low as it can.",
        "E-mail du directeur financier de la mutuelle : we are measured against the "
        + _BENCHMARK
        + ". Please minimise the tracking error to it; volatility as such does not "
        "worry us.",
        "Note de la gérante : the brief is benchmark-hugging — minimal tracking error against "
        "the " + _BENCHMARK + ".",
    ),
    "return": (
        "Objectif de gestion : the fund aims for the highest expected return over a horizon "
        "of five years, with no penalty for volatility.",
        "PV du comité d'investissement, point 2 :\nThe comité wants the weights that maximise "
        "expected return; the écart de suivi is not a constraint here.",
        "Mandat de gestion, article 2 : the mandataire maximises the expected return of the "
        "portfolio; risk is handled by the ratios of article 6, not by the objective.",
        "E-mail du directeur financier de la mutuelle : we need yield to cover our engagements. "
        "Maximise the expected return, no adjustment for risk.",
        "Note de la gérante : I'd rather not risk-adjust this one — pure maximisation of "
        "expected return within the ratios.",
    ),
    "variance": (
        "Objectif de gestion : the fund seeks the lowest achievable volatility of its valeur "
        "liquidative, whatever the return forecasts.",
        "PV du comité d'investissement, point 2 :\nThe comité wants the minimum-variance "
        "allocation; expected returns are not to enter the optimisation.",
        "Mandat de gestion, article 2 : the mandataire minimises the variance of the portfolio; "
        "tracking the benchmark is not sought.",
        "E-mail du directeur financier de la mutuelle : after last year our conseil wants calm. "
        "Please make the portfolio as little volatile as it can be.",
        "Note de la gérante : the least volatile mix possible — minimise variance, nothing more.",
    ),
    "sharpe": (
        "Objectif de gestion : the fund seeks the best return per unit of risk taken, that is "
        "the highest ratio de Sharpe.",
        "PV du comité d'investissement, point 2 :\nThe comité wants the allocation weighted "
        "for the best risk-adjusted return (ratio de Sharpe); more return with more risk is not "
        "better as such.",
        "Mandat de gestion, article 2 : the mandataire maximises the portfolio's return per "
        "unit of volatility (ratio de Sharpe), not its return alone.",
        "E-mail du directeur financier de la mutuelle : neither the most return nor the least "
        "risk: we want the best Sharpe ratio.",
        "Note de la gérante : optimise for the Sharpe — rendement ajusté du risque, nothing else.",
    ),
}
_REDLINES: Final = (
    "Projet de modification du prospectus (soumis à l'AMF) — objectif de gestion\n"
    "Ancienne rédaction : « {old} »\nNouvelle rédaction : « {new} »",
    "Règlement du FCP, article 1er, version de travail : [supprimé : {old}] [ajouté : {new}]",
)
_FOLLOW_UPS: Final = (
    "Complément après le conseil d'administration de la mutuelle du 26/06 : the conseil "
    "decided otherwise. The objective now reads:\n\n{new}",
    "Gérante, 18h05 : merci d'ignorer mon message de ce matin. After speaking to the "
    "directeur des gestions:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Préparation du comité d'investissement du 14/03/2025 :\n\n{ask}",
    "{ask}\n\nMerci de calibrer l'allocation en conséquence. — C. Bastide",
    "Aubrac Actions Europe ISR — actif net 1,38 Md€, frais de gestion 0,85 %, SRI 3 sur 7.\n\n"
    "{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Allocation of the fund across its poches",
    purpose="solve for the allocation weights",
    custom_reason="the library has no solver for this objective",
    custom_purpose="allocation weights",
    section_title="Allocation cible",
    description="the allocation weights",
)


def _replaced(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # a replaced earlier wording: its one-line form
        old = _ASKS[old_kind][0]
    if "\n" in ask:  # a quoted or bracketed wording holds one line
        ask = ask.replace("\n", " ")
    return _fill(_REDLINES[(i // 4) % len(_REDLINES)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the third has an earlier wording replaced in the same text; every
    fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={2: _replaced},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + i // 4,
    )


# --- leakage ---------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a period reaching into the test years, the same form ending before the first test, 4 janv.
#: 2016)
_PERIODS: Final = (
    (
        "CAC 40 GR daily returns, janv. 2005 – déc. 2018",
        "CAC 40 GR daily returns, janv. 2005 – déc. 2015",
    ),
    (
        "OAT 10 ans yields (Banque de France), du 1er janvier 2000 au 30 juin 2019",
        "OAT 10 ans yields (Banque de France), du 1er janvier 2000 au 31 décembre 2015",
    ),
    (
        "iBoxx € Corporates spreads, mars 2009 – sept. 2017",
        "iBoxx € Corporates spreads, mars 2009 – déc. 2015",
    ),
    (
        "the Banque de France's monthly OPC net flows (published two months later), 2007 – 2018",
        "the Banque de France's monthly OPC net flows (published two months later), 2007 – "
        "oct. 2015",
    ),
    (
        "the ACPR's annual statistics on organismes d'assurance (published each autumn for the "
        "year before), exercices 2008 à 2017",
        "the ACPR's annual statistics on organismes d'assurance (published each autumn for the "
        "year before), exercices 2008 à 2014",
    ),
    (
        "Quantalys rankings of euro-zone equity funds, du 1er mars 2010 au 31 mars 2019",
        "Quantalys rankings of euro-zone equity funds, du 1er mars 2010 au 31 décembre 2015",
    ),
)
_ACTIONS: Final = (
    "the allocation model's expected returns and covariance matrix were estimated",
    "the overlay's stop-loss trigger was calibrated",
    "the regime filter's thresholds were fitted",
    "the look-back window and the rebalancing band were chosen",
    "the factor weights (value, momentum, qualité) were chosen",
)
_LEAK_FRAMES: Final = (
    "Note méthodologique de la gérante (annexe au PV du comité d'investissement) : {action} on "
    "{period}.",
    "Dossier pour le comité des risques, section 4.2 : {action} over {period}, then frozen for "
    "the three walk-forward folds.",
    "Fiche de validation du modèle (contrôle de second niveau, RCCI) : {action} once, on "
    "{period}, before the walk-forward test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The equity universe of every fold is the SBF 120 as it stands today, carried back to "
        "2010.",
        "The equity universe of every fold is the SBF 120 as it stood on each date, including "
        "the names that left the index.",
    ),
    (
        "Fund returns in the backtest use the valeurs liquidatives as restated after the 2017 "
        "correction of the valuation error.",
        "Fund returns in the backtest use the valeurs liquidatives as first published on each "
        "date.",
    ),
    (
        "Each fold's credit filter uses the agencies' current ratings for every bond.",
        "Each fold's credit filter uses the agencies' ratings as they stood on each date.",
    ),
    (
        "Each year's risk budget uses the mutuelle's Solvabilité II ratio at that year-end, from "
        "the SFCR published the following May.",
        "Each year's risk budget uses the latest Solvabilité II ratio the mutuelle had already "
        "published in an SFCR at that date.",
    ),
)
_LEAK_ASKS: Final = (
    "The comité d'investissement asks for a walk-forward backtest in three folds before it "
    "adopts the model.",
    "Merci de backtester la règle d'allocation en walk-forward, trois plis, pour le comité des "
    "risques.",
    "For the RCCI's model validation: a three-fold walk-forward test of the allocation model.",
)
_WHERE: Final = ("evidence", "interpretation", "reasoning", "purpose")


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


# --- trend claims ----------------------------------------------------------------------------

_COMPANY: Final = "Orvanne"
_ENTITY: Final = "ent_groupe_orvanne"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2023 against Q3 2023", (14, 15)),
    ("over exercice 2023", (11, 15)),
    ("au 2nd semestre 2023", (13, 15)),
    ("du 31/12/2021 au 31/12/2023", (7, 15)),
    ("over the four years janv. 2020 – déc. 2023", (0, 15)),
    ("since the first confinement (T2 2020)", (1, 15)),
    ("through the 2022 energy shock (T4 2021 – T4 2022)", (7, 11)),
    ("au 1er semestre 2023", (11, 13)),
    ("since its introduction en bourse in 2011", None),
    ("over the last ten years", None),
    ("since the acquisition of Verrerie du Bugey in 2016", None),
)

#: what the claims answer: the comité d'investissement's question on a line of the fund
_REQUEST: Final = TrendRequest(
    question="Pour le comité d'investissement du 12/03/2024 (point 4, valeurs en portefeuille) : "
    "how has {company} been doing?",
    heading="**Valeurs en portefeuille — Groupe " + _COMPANY + " SA (Euronext Paris : ORV)**",
    as_of="2024-03-05",
)


#: "by about 12 %", "by a little over 10 %", "by nearly 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="by a little over {} %",
    short="by nearly {} %",
    about="by about {} %",
)


def _by_fr(form: str, least: float, a: float, b: float) -> str:
    """How much a series moved from `a` to `b`, in `form` ("by {} points") with a decimal comma
    and one decimal, or "" when it moved less than `least`."""
    change = abs(b - a)
    return form.format(f"{change:.1f}".replace(".", ",")) if change >= least else ""


def _by_whole(form: str, least: float, a: float, b: float) -> str:
    """`_by_fr` to the whole unit ("by 41 M€", "by 6 jours")."""
    change = abs(b - a)
    return form.format(f"{change:.0f}") if change >= least else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was above the same quarter of 2022 in each of the four quarters of 2023",
        "{s} was below the same quarter of 2022 in each of the four quarters of 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            186.0,
            142.0,
            171.0,
            198.0,
            204.0,
            219.0,
            226.0,
            238.0,
            251.0,
            268.0,
            262.0,
            279.0,
            284.0,
            291.0,
            286.0,
            302.0,
        ),
        (
            "Orvanne's chiffre d'affaires",
            "Le chiffre d'affaires consolidé",
            "Group revenue (M€)",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} fell back {m}", fell),
            ("{s} never slipped from one quarter to the next", never_fell),
            ("{s} did not retreat", held_up),
            ("{s} made no progress", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (
            11.4,
            7.2,
            10.1,
            12.3,
            12.8,
            13.4,
            13.1,
            13.9,
            11.7,
            10.6,
            10.9,
            11.8,
            12.5,
            13.2,
            13.0,
            14.1,
        ),
        (
            "MOC (marge opérationnelle courante, en % du CA)",
            "Orvanne's marge opérationnelle courante",
            "The operating margin",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never narrowed from one quarter to the next", never_fell),
            ("{s} never widened from one quarter to the next", never_rose),
            ("{s} did not erode", held_up),
        ),
        partial(_by_fr, "by {} points", 0.3),
        False,
        (
            "{s} stood higher than a year earlier in every quarter of 2023",
            "{s} stood lower than a year earlier in every quarter of 2023",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (
            -8.4,
            -21.6,
            9.2,
            34.8,
            -4.1,
            11.3,
            17.5,
            38.9,
            -26.7,
            -12.2,
            3.6,
            24.1,
            -5.3,
            9.8,
            16.4,
            41.2,
        ),
        (
            "Free cash-flow",
            "Orvanne's free cash-flow",
            "Le flux de trésorerie disponible",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never deteriorated from one quarter to the next", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        partial(_by_fr, "by {} M€", 2.0),
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            310.0,
            335.0,
            322.0,
            296.0,
            281.0,
            268.0,
            255.0,
            232.0,
            248.0,
            412.0,
            398.0,
            371.0,
            362.0,
            349.0,
            338.0,
            317.0,
        ),
        (
            "La dette nette",
            "Orvanne's net debt",
            "Net financial debt (endettement net)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} never came down from one quarter to the next", never_fell),
            ("{s} did not come down", held_up),
            ("{s} did not increase", held_down),
        ),
        partial(_by_whole, "by {} M€", 5.0),
        False,
        (
            "{s} was higher than a year before at every quarter-end of 2023",
            "{s} was lower than a year before at every quarter-end of 2023",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "working_capital_days",
        (
            78.0,
            91.0,
            86.0,
            74.0,
            72.0,
            75.0,
            73.0,
            68.0,
            71.0,
            79.0,
            82.0,
            77.0,
            74.0,
            73.0,
            70.0,
            66.0,
        ),
        (
            "BFR (besoin en fonds de roulement, en jours de CA)",
            "Orvanne's working capital in days of sales",
            "Le besoin en fonds de roulement",
        ),
        (
            ("{s} lengthened {m}", rose),
            ("{s} shortened {m}", fell),
            ("{s} never lengthened from one quarter to the next", never_rose),
            ("{s} never shortened from one quarter to the next", never_fell),
            ("{s} did not lengthen", held_down),
        ),
        partial(_by_whole, "by {} jours", 2.0),
        False,
        (
            "{s} ran longer than a year earlier in every quarter of 2023",
            "{s} ran shorter than a year earlier in every quarter of 2023",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster over exercice 2023 than over 2022",
    slower="{s} grew more slowly over exercice 2023 than over 2022",
    grew="{s} compounded at a double-digit annual rate from T4 2021 to T4 2023",
    shrank="{s} shrank at a double-digit annual rate from T4 2021 to T4 2023",
    end=15,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of 2023, and for a growing item 2023 against 2022 and the two-year
    compound rate. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "PV du comité d'investissement du 12/03/2024, point 4 (valeurs en portefeuille) : {claim} "
    "[1]. ORV pèse {poids} de l'actif net d'Aubrac Actions Europe ISR; position maintenue.",
    "Note de la gérante — Orvanne : {claim} [1]. Le titre cote 41,80 €, soit 13,5x les "
    "résultats attendus; la ligne représente {poids} du fonds.",
    "| Valeur | Constat (publications trimestrielles) | Poids |\n|---|---|---|\n| Groupe "
    + _COMPANY
    + " (ORV) | {Claim} [1] | {poids} |",
    "E-mail de la gérante au directeur des gestions : {claim} [1]. Je propose de conserver la "
    "ligne ({poids} du fonds).",
    "Politique de vote — AG 2024 d'Orvanne, note au comité : {claim} [1]. Nous votons nos "
    "182\u202f400 actions pour le dividende de 1,15 € et contre la résolution 12.",
)
#: the line's weight in the fund, a decoy drawn into each frame
_WEIGHTS: Final = ("1,8 %", "2,1 %", "2,4 %", "1,6 %")


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
        special_step=4,
        left_out=lambda h, w, c: h.startswith("in Q4 2023") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=lambda rng: {"poids": rng.choice(_WEIGHTS)},
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZN: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
