"""Held-out batch ZZZZB: every flaw kind again, in the voice of a Québec defined-benefit pension
plan's investment office: the Régime de retraite du personnel de l'Université de Ville-Marie
(RRPUVM; a fictional plan of a Montréal university network, with some 4 812,6 M$ of actif net au
31 décembre 2024), registered with Retraite Québec under the Loi sur les régimes complémentaires
de retraite (RCR). Its people and papers, written in Québec French with the anglicisms and the
English documents Montréal investment staff really use: the comité de retraite (président Me
Jean-François Bélanger; secrétaire Nathalie Côté-Gagnon) and its comité de placement, their
procès-verbaux and résolutions (CR-2025-xx, CP-2025-xx: adoptée, entérinée, approuvée à
l'unanimité; rejetée, reportée, retirée, battue; an amendment "en remplaçant « … » par « … »"),
the chef des placements (Marie-Ève Tremblay, CFA) and her courriels and messages Teams, the
énoncé de politique de placement with its limites, fourchettes (bornes inférieure et supérieure),
cibles and portefeuille de référence, the délégation de pouvoirs to the chef des placements, the
gestionnaire de risques (Karim Haddad) and his rapport de conformité ("Réel / Limite /
Utilisation"), the gardien de valeurs' fichier de paramètres (Société de fiducie Mont-Royal, a
semicolon-separated file), Retraite Québec's letters (N/Réf. : RQ-2025-04817), an external
manager's English Investment Management Agreement (Kestrel Point Asset Management Ltd., Schedule
B with English figures: "50%", "150 bps", "1.3x", "50 issuers", "20 business days"), the étude
ALM by the plan's actuary, the évaluation actuarielle and the rapport annuel. Its number forms are
Québec's: a decimal comma and space thousands ("4 812,6 M$", "12,4 G$"), "%" after a space ("50
%", "50,0 % de l'actif net"), "pour cent", "pb" and "points de base", "points de pourcentage",
"fois" and "x", dates as "31 décembre 2024", "31 déc. 2024" and ISO "2025-03-31", "T1 2025",
"premier trimestre", "DDA", "annualisé", and numbers in words in procès-verbaux ("cinquante pour
cent", "deux cents points de base", "cinquante émetteurs", "vingt jours ouvrables", "une fois et
demie").

Batch ZZZZB is built like ZZZX and ZZZY - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZX and ZZZY
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` part of `reviews_heldout` and the contract models and id
checks of `libs/contracts` (constraint units, windows, id prefixes) were read for it; no rule,
reviewer, reviewer or validator test, validator, benchmark result, benchmark document or other
batch was read, and it was not run against the reviewers or the validator before its first
recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZX's and ZZZY's
where the loops allow: nine subjects (six caps - actions, placements privés et actifs réels, a
single émetteur, devises non couvertes, the erreur de suivi ex ante in bp and the exposition
économique brute as a MULTIPLE of the actif net, a unit neither of the others used - and three
floors: the obligations de longue durée of the portefeuille d'appariement as a share, a count of
émetteurs and the liquidité in jours ouvrables); limits in words one style in three (the default
`words_every`); the misquote loop pairs them by a pairing of its own (`pair=2 * (i % 5) + i // 5`:
each of the five structures meets five consecutive subjects, the runs starting two apart, all nine
misquoted), one structure in four wordings (rejetée, retirée, reportée, battue); the invented
limit's answer in SIX forms taken with a slide of one every six cases (`i + i // 6`, so each form
meets both modes), on the subject `4 * i + 3`: the comité de retraite's procès-verbal (with words),
the chef des placements' courriel, the gestionnaire de risques' rapport de conformité with a decoy
"Réel" and "Utilisation" and the chef des placements' Teams message (chat answers), the gardien de
valeurs' semicolon file given BEFORE the request (`template_inputs`, "0,5000" in the constraint's
unit with four decimals and a decimal comma) and the IMA's English Schedule B also given BEFORE the
request as a `mandate` (cited as a clause, with an English decimal point: "1.3x"); every other
strategy case from the FIRST under a mandate bounding other things (`other_at=0`); breaches in SIX
shapes (`shape=i % 6`, each shape in both modes) at 1.2 of a cap and 0.6 of a floor, uncited twins
at 0.85 of a cap and 1.25 of a floor, the clause cited two cases in three (`(i // 6) % 3 != 2`:
each shape cited three times and uncited once), one shape a Retraite Québec letter, one the English
IMA and one a numbered key holding a dot (`enonce_politique_placement.limites.6.3`); latitude bands
over the six caps (`turn=5 * i + 2`) whose low end is four fifths of their top (`low_ratio=0.8`,
the fourchette around a cible), each granted case assuming a THIRD of the way up the band
(`assumed_value`), the flawed value 1.2 of the top, refused at `i % 6` in (1, 4) (rejetée,
reportée, retirée, battue) and placed in four shapes taken two cases at a time (`(i // 2) % 4`);
objectives in FIVE structures taken with a slide of two every five cases (`structure=(i + 2 * (i //
5)) % 5`, each in both modes; the wanted objective `3 * i`), three withdrawing an earlier wording
in the same text (a procès-verbal amendment "en remplaçant « … » par « … »", a Teams message
striking its own line through with "~~", and a résolution "retirée par son proposeur" beside the
one adopted); leakage over FIVE EXPANDING (anchored) walk-forward folds, each trained from
2007-01-03 to the year before its single test year (2015 to 2019), the whole sentence at every
third case from the FIRST (`sentence_at=0`), placed in the evidence's description first; and a
trend request of its own (the comité de placement's engagement point, its heading, an as-of date
after the T4 2024 results) over TWENTY-FOUR quarters (T1 2019 - T4 2024) comparing 2024 with 2023
(`end=23`), a double-digit compound FALL claimed too (`shrinking=True`: the newsprint segment's
sales), special pairs taken every third case in turn (`special_step=3`), extra frame parts drawn
per claim (`frame_parts`: the valeur marchande and the poids), a signed series (résultat net,
losses in the pandemic quarter and in the T4 2023 dépréciation).

Decoy numbers (no truth depends on them): the actif net (4 812,6 M$; 4,8 G$), the 2024 rendement
(11,4 %) and the DDA rendement (2,1 %), the évaluation actuarielle's hypothèse de rendement (5,9
%), the 175 M$ engagement to infrastructures, monthly prestations (61,3 M$), the Banque du Canada's
25 points de base, Retraite Québec's reference number (RQ-2025-04817) and its deadline (30 avril
2025), point, section and résolution numbers, votes (3 voix pour, 5 contre), the gestionnaire de
risques' "Réel" and "Utilisation" beside a limit, other limites beside it in annexe A (the durée of
12 to 16 ans, cote minimale BBB (faible)), the médiane of the univers des caisses de retraite
canadiennes and the étude ALM's unconstrained portfolio quoted for comparison, the VaR (99 %, un
an), the watched company's valeur marchande and poids, and its dividende (0,42 $ par action). Its
parts:

* limits as the office's people state them: actions de sociétés ouvertes (a cap: "50 %", "50,0
  % de l'actif net", "50 pour cent", "cinquante pour cent"), placements privés et actifs réels
  ("25 %", "25 % de la valeur marchande", "25,0 %"), a single émetteur ("4 %", "4,0 % par
  émetteur", "4 % de l'actif net"), devises non couvertes ("20 %", "20,0 % après couverture",
  "20 % de l'actif du régime"), the erreur de suivi ex ante ("150 pb", "150 points de base",
  "1,50 % (annualisé)", "cent cinquante points de base"), the exposition économique brute ("1,3
  fois", "1,30 fois l'actif net", "1,3 x", "une fois et demie"), obligations de longue durée (a
  floor: "30 %", "30,0 % de l'actif net", "30 pour cent"), émetteurs in the mandat d'actions
  mondiales (a floor, a count: "50 émetteurs", "50 titres", "50 sociétés distinctes") and the
  liquidité (a floor in days: "20 jours ouvrables", "20 jours ouvrables de prestations et
  d'appels de marge", "20 jours");
* requests (the chef des placements' courriel, the comité de placement's ordre du jour, a Teams
  message, a note de service, the gestionnaire de risques' suivi des dossiers and a Retraite
  Québec request) deferring the limit to a comité not yet held, a point reporté, a proposition
  retirée, a draft reading "[à déterminer par le comité]", the gestionnaire de risques' avis not
  yet given or Retraite Québec's answer not yet received;
* provenance misquoting its source: the énoncé of 15 juin 2022 or a projet; a proposition
  rejetée (3 voix pour, 5 contre), retirée, reportée or battue; the gestionnaire de risques'
  réel (prose, or a "Catégorie / Réel au 2025-03-31 / Limite / Utilisation" table); another
  limite beside it in annexe A; the univers' médiane or the étude ALM's unconstrained portfolio;
* mandates as the énoncé's limites under numbered keys, a Retraite Québec letter, the IMA's
  English Schedule B, the comité de retraite's procès-verbal as records
  (`proces_verbal_cr_2025_03_18.resolutions[1].texte`), the délégation de pouvoirs and the
  lignes directrices of the internal mandate as a list (`…restrictions[3]`);
* latitude granted as the énoncé's section 5 (a fourchette around a cible), a "Catégorie / Cible
  / Borne inférieure / Borne supérieure / Décision" table, a résolution, a line of gestion
  courante and the manager's English wording; refused as a proposition rejetée, reportée,
  retirée or a résolution battue, each twin the same text granting it; placed in the énoncé
  (fields), its annexe B (a message), the délégation de pouvoirs (fields) and the président's
  courriel (a message);
* objectives as the énoncé's section 2, a résolution of the comité de retraite, the comité de
  placement's procès-verbal, the actuary's étude ALM and the gestionnaire de risques' avis, some
  saying what is not the aim ("et non l'erreur de suivi", "pas le Sharpe") and some beside the
  hypothèse de rendement of 5,9 %, which is followed and not optimised;
* leakage as the étude ALM, the gestionnaire de risques' revue and the auditeur interne write
  it: expected returns and correlations, bornes de rééquilibrage, the ratio de couverture de
  change, a model of cotisations and prestations and the risque actif's factor model fitted on
  periods reaching into the test years (S&P/TSX composé, MSCI Monde en $ CA, Statistique
  Canada's IPC, the plan's own flows, the ICA's courbe, FTSE Canada's écarts de crédit), and
  whole sentences (today's mortality improvement scale applied back, today's S&P/TSX 60, the
  2025 liste d'exclusion in every year, audited private-asset values used before they came);
  each clean twin in the same form, ending before the first test date, and where the data come
  out late, ending where they were out before it;
* trend claims on Industries Mauricie-Nord inc. (TSX : IMN; a fictional Trois-Rivières maker of
  packaging and newsprint the plan holds) - ventes consolidées (M$, faster in 2024), marge BAIIA
  ajusté (moves in points de pourcentage), dette nette / BAIIA ajusté (fois; lower is better),
  ventes du secteur papier journal (M$, a double-digit compound fall) and résultat net (signed,
  M$) over twenty-four quarters, as the rapport trimestriel's annexe, the comité de placement's
  procès-verbal, the external manager's comment (the claim first), a "Société / Valeur marchande
  / Poids / Commentaire" table and the rapport annuel's draft; horizons covered by the series
  against uncovered ones ("depuis son PAPE en 1997"). Whether a claim holds is computed from the
  series: true, false, or too close to call (never used).

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

SEED: Final = 20270175
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzb"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzbqc0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzbqc1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzbqc2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzbqc3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzbqc5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzbqcd"

_PLAN: Final = "Régime de retraite du personnel de l'Université de Ville-Marie"
_CIO: Final = "Marie-Ève Tremblay, CFA"
_MANAGER: Final = "Kestrel Point Asset Management Ltd."


# --- numbers as a Québec pension plan's direction des placements and gestion des risques write
# them -----------------------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "50", "2,5", "42,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("50,0", "4,3"), else in full
    ("4,25"): the énoncé's tables always show a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as procès-verbaux write some of them
_WORDS: Final[dict[float, str]] = {
    0.03: "trois",
    0.04: "quatre",
    0.05: "cinq",
    0.15: "quinze",
    0.2: "vingt",
    0.25: "vingt-cinq",
    0.3: "trente",
    0.35: "trente-cinq",
    0.45: "quarante-cinq",
    0.5: "cinquante",
    0.55: "cinquante-cinq",
    20.0: "vingt",
    30.0: "trente",
    35.0: "trente-cinq",
    45.0: "quarante-cinq",
    50.0: "cinquante",
    70.0: "soixante-dix",
    100.0: "cent",
    150.0: "cent cinquante",
    200.0: "deux cents",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("cinquante pour cent"), under the key "w", when the
    procès-verbaux have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _equity_forms(value: float) -> dict[str, str]:
    """Actions: "50 %", "50,0 % de l'actif net", "50 pour cent", "cinquante pour cent"."""
    return {
        "pc": f"{_pct(value)} %",
        "an": f"{_pct1(value)} % de l'actif net",
        "pr": f"{_pct(value)} pour cent",
        **_words(value, "pour cent"),
    }


def _private_forms(value: float) -> dict[str, str]:
    """Placements privés et actifs réels: "25 %", "25 % de la valeur marchande", "25,0 %",
    "vingt-cinq pour cent"."""
    return {
        "pc": f"{_pct(value)} %",
        "vm": f"{_pct(value)} % de la valeur marchande",
        "p1": f"{_pct1(value)} %",
        **_words(value, "pour cent"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """Un seul émetteur: "4 %", "4,0 % par émetteur", "4 % de l'actif net", "quatre pour
    cent"."""
    return {
        "pc": f"{_pct(value)} %",
        "pe": f"{_pct1(value)} % par émetteur",
        "an": f"{_pct(value)} % de l'actif net",
        **_words(value, "pour cent"),
    }


def _fx_forms(value: float) -> dict[str, str]:
    """Devises non couvertes: "20 %", "20,0 % après couverture", "20 % de l'actif du régime",
    "vingt pour cent"."""
    return {
        "pc": f"{_pct(value)} %",
        "ac": f"{_pct1(value)} % après couverture",
        "ar": f"{_pct(value)} % de l'actif du régime",
        **_words(value, "pour cent"),
    }


def _long_bonds_forms(value: float) -> dict[str, str]:
    """Obligations de longue durée: "30 %", "30,0 % de l'actif net", "30 pour cent", "trente pour
    cent"."""
    return {
        "pc": f"{_pct(value)} %",
        "an": f"{_pct1(value)} % de l'actif net",
        "pr": f"{_pct(value)} pour cent",
        **_words(value, "pour cent"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The erreur de suivi ex ante in basis points: "150 pb", "150 points de base", "1,50 %
    (annualisé)", "cent cinquante points de base"."""
    return {
        "pb": f"{_comma(_g(value))} pb",
        "pdb": f"{_comma(_g(value))} points de base",
        "an": _comma(f"{value / 100:.2f}") + " % (annualisé)",
        **_words(value, "points de base"),
    }


def _leverage_forms(value: float) -> dict[str, str]:
    """The exposition économique brute as a multiple of the actif net: "1,3 fois", "1,30 fois
    l'actif net", "1,3 x", and "une fois et demie" for 1,5."""
    forms = {
        "f": f"{_comma(_g(value))} fois",
        "fa": _comma(f"{value:.2f}") + " fois l'actif net",
        "x": f"{_comma(_g(value))} x",
    }
    if round(value, 6) == 1.5:
        forms["w"] = "une fois et demie"
    return forms


def _issuers_forms(value: float) -> dict[str, str]:
    """Émetteurs in the mandat d'actions mondiales: "50 émetteurs", "50 titres", "50 sociétés
    distinctes", "cinquante émetteurs"."""
    n = _g(value)
    return {
        "e": f"{n} émetteurs",
        "t": f"{n} titres",
        "s": f"{n} sociétés distinctes",
        **_words(value, "émetteurs"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The liquidité in days: "20 jours ouvrables", "20 jours ouvrables de prestations et
    d'appels de marge", "20 jours", "vingt jours ouvrables"."""
    n = _g(value)
    return {
        "j": f"{n} jours ouvrables",
        "jp": f"{n} jours ouvrables de prestations et d'appels de marge",
        "jr": f"{n} jours",
        **_words(value, "jours ouvrables"),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limite: the agent's field names, how the office's people name it, its code in the
    gardien de valeurs' file, the values it takes, its written forms, how the manager's English
    Schedule B writes it and names it, and whether it is a floor (a plancher)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_public_equity_share", "actionsMax"),
    (
        "les actions de sociétés ouvertes (canadiennes et mondiales)",
        "la pondération en actions de la caisse",
        "l'exposition totale aux actions cotées",
    ),
    "L-ACT-MAX",
    "fraction",
    (0.45, 0.5, 0.55),
    _equity_forms,
    _english_share,
    "Total public equities (Canadian and global)",
)
_PRIVATE: Final = _Subject(
    ("max_private_markets_share", "placementsPrivesMax"),
    (
        "les placements privés et actifs réels (infrastructures, immobilier, "
        "capital-investissement)",
        "la poche des marchés privés",
        "les actifs illiquides (fonds privés et co-investissements)",
    ),
    "L-PRIV-MAX",
    "fraction",
    (0.2, 0.25, 0.3),
    _private_forms,
    _english_share,
    "Private markets and real assets",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "emetteurUniqueMax"),
    (
        "l'exposition à un seul émetteur (hors gouvernements du Canada et du Québec)",
        "le plus gros émetteur corporatif",
        "la concentration par émetteur (single name, hors gouvernements)",
    ),
    "L-EMET-MAX",
    "fraction",
    (0.03, 0.04, 0.05),
    _issuer_forms,
    _english_share,
    "Exposure to any single non-government issuer",
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "devisesNonCouvertesMax"),
    (
        "les devises non couvertes (hors $ CA)",
        "l'exposition de change résiduelle après couverture",
        "le risque de change non couvert",
    ),
    "L-DEV-MAX",
    "fraction",
    (0.15, 0.2, 0.25),
    _fx_forms,
    _english_share,
    "Unhedged foreign currency exposure",
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "erreurSuiviMax"),
    (
        "l'erreur de suivi ex ante par rapport au portefeuille de référence",
        "le budget de risque actif (tracking error)",
        "le risque actif total de la caisse",
    ),
    "L-TE-MAX",
    "bps",
    (100.0, 150.0, 200.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the policy portfolio",
)
_LEVERAGE: Final = _Subject(
    ("max_gross_exposure_multiple", "expositionBruteMax"),
    (
        "l'exposition économique brute (superposition de dérivés incluse)",
        "le levier de la caisse (exposition brute sur actif net)",
        "l'effet de levier total, overlay compris",
    ),
    "L-LEV-MAX",
    "multiple",
    (1.2, 1.3, 1.5),
    _leverage_forms,
    lambda v: f"{_g(v)}x",
    "Gross economic exposure (including derivatives overlay), as a multiple of net assets",
)
_LONG_BONDS: Final = _Subject(
    ("min_long_bond_share", "obligationsLongTermeMin"),
    (
        "les obligations de longue durée (portefeuille d'appariement du passif)",
        "le portefeuille d'appariement (obligations long terme)",
        "la poche LDI d'obligations de longue durée",
    ),
    "L-OLT-MIN",
    "fraction",
    (0.25, 0.3, 0.35),
    _long_bonds_forms,
    _english_share,
    "Long-term bonds (liability-hedging portfolio)",
    floor=True,
)
_ISSUERS: Final = _Subject(
    ("min_issuers_global_mandate", "nombreEmetteursMin"),
    (
        "le nombre d'émetteurs du mandat d'actions mondiales",
        "la diversification du mandat d'actions mondiales (nombre de titres)",
        "le nombre de noms en portefeuille dans le mandat mondial",
    ),
    "L-NB-MIN",
    "count",
    (35.0, 50.0, 70.0),
    _issuers_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of issuers held",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "liquiditeJoursMin"),
    (
        "la réserve de liquidité pour les prestations et les appels de marge",
        "le coussin de liquidités (en jours ouvrables)",
        "la liquidité disponible pour le collatéral des dérivés",
    ),
    "L-LIQ-MIN",
    "days",
    (20.0, 30.0, 45.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity reserve for benefit payments and margin calls",
    floor=True,
)
#: nine limites, three of them floors (a share, a count, days), one cap a multiple; the misquote
#: loop puts each of its five structures with five consecutive ones, the runs two apart
_SUBJECTS: Final = (
    _EQUITY,
    _PRIVATE,
    _ISSUER,
    _FX,
    _TE,
    _LEVERAGE,
    _LONG_BONDS,
    _ISSUERS,
    _LIQUIDITY,
)
#: the caps, the only limites a fourchette is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "ce que prévoyait l'énoncé de politique de 2022",
    "à peu près la médiane des caisses de retraite canadiennes",
    "une valeur provisoire en attendant la décision du comité",
    "ce que suggère le scénario de base de l'étude ALM",
    "le coussin habituel qu'on garde sous la limite",
    "le chiffre du projet d'énoncé révisé",
)

#: where a breach's or a latitude band's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.6


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Répartition de l'actif de la caisse du " + _PLAN + " (obligations universelles et de "
    "longue durée, actions canadiennes et mondiales, placements privés, immobilier, "
    "infrastructures) à l'intérieur des limites de l'énoncé de politique de placement",
    "le meilleur rendement ajusté au risque pour les participants, dans le respect de l'énoncé "
    "de politique de placement",
    "résoudre la répartition de l'actif",
    "les pondérations obtenues et leur risque",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "tel que fixé par le comité de retraite dans l'énoncé de politique"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "au moins" if s.floor else "au plus"


def _bound(s: _Subject) -> str:
    return "le plancher" if s.floor else "le plafond"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rééquilibrer la caisse, dont l'actif net était de 4 812,6 M$ au 31 décembre 2024",
    "préparer la section portefeuille du rapport trimestriel du T1 2025",
    "intégrer l'engagement de 175 M$ en infrastructures dans la répartition de l'actif",
    "refaire les projections de l'étude ALM après la baisse de 25 points de base de la Banque "
    "du Canada",
    "vérifier que la trésorerie couvre les prestations, environ 61,3 M$ par mois",
)
_DEFERRALS: Final = (
    "le comité de retraite fixera {noun} à sa séance du 22 mai 2025",
    "le point sur {noun} a été reporté à la prochaine séance du comité de placement",
    "la proposition sur {noun} a été retirée et sera présentée de nouveau en juin",
    "le projet d'énoncé indique encore « {noun} : [à déterminer par le comité] »",
    "le gestionnaire de risques n'a pas encore produit son avis sur {noun}",
    "on attend toujours la réponse de Retraite Québec (N/Réf. : RQ-2025-04817) au sujet de {noun}",
)
_REQUEST_FRAMES: Final = (
    "De : " + _CIO + " (chef des placements)\nÀ : Équipe placements\nObjet : Rééquilibrage T1"
    "\n\nBonjour à tous,\n\nPourriez-vous {task}? À noter : {deferral}.\n\nMerci!\nMarie-Ève",
    "Ordre du jour – comité de placement, séance du 10 avril 2025\n1. Adoption de l'ordre du "
    "jour\n2. Adoption du procès-verbal de la séance du 13 mars 2025\n3. {Task}\n4. Varia\n"
    "Note : {deferral}.",
    "Teams – Marie-Ève T. (9 h 12) : peux-tu {task}? fyi {deferral}",
    "NOTE DE SERVICE\nDestinataires : membres du comité de placement\nExpéditeur : Direction des "
    "placements\nDate : 2025-03-27\n\n{Deferral}. Entre-temps, on nous demande ceci : {task}.",
    "Suivi des dossiers – gestion des risques (au 28 mars 2025)\nDossier 2025-09 | {Task} | "
    "responsable : chef des placements | statut : en cours\nCommentaire : {deferral}.",
    "Retraite Québec demande des renseignements complémentaires d'ici le 30 avril 2025.\nLe "
    "secrétaire du comité de retraite demande à la direction des placements de voir à {task} "
    "avant de répondre. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {sign_en}, {noun_en}, {reel}, {util}), its value's form ("bare" the number in the
    constraint's unit as the gardien de valeurs' file holds it, "figures" one of its written
    forms, "words" a written form or its words, "table" a written form beside the gestionnaire
    de risques' réel, "english" the manager's English figure), its kind, and whether it comes
    before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Extrait du procès-verbal de la séance du comité de retraite du 18 mars 2025 ("
        + _PLAN
        + ")\nPoint 6 – Énoncé de politique de placement 2025\nSur proposition dûment appuyée, "
        "il est résolu à l'unanimité de fixer {bound} visant {noun} à {v}. Le point 7 (nouveau "
        "gestionnaire obligataire) est reporté.\nNathalie Côté-Gagnon, secrétaire",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "De : " + _CIO + " (chef des placements)\nÀ : Équipe placements; Gestion des risques\n"
        "Objet : RE: Rééquilibrage T1\n\nRebonjour,\n\n{Noun} : {sign} {v}. C'est ce que le "
        "comité de retraite a adopté en mars, pas le chiffre du projet.\n\nMerci,\nMarie-Ève",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Rapport de conformité – gestionnaire de risques, au 31 mars 2025 (pour le comité de "
        "placement)\n| Catégorie | Réel | Limite | Utilisation |\n|---|---|---|---|\n| {Noun} | "
        "{reel} | {short} {v} | {util} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "Teams – Marie-Ève Tremblay (9 h 42)\nconfirmé par le comité hier soir : {noun}, {sign} "
        "{v}. On part avec ça pour le rebalancement.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "FICHIER DE PARAMÈTRES – surveillance de conformité du gardien de valeurs (Société de "
        "fiducie Mont-Royal), transmis le 2025-02-03\ncode_limite;unite;valeur;type;source\n"
        "{key};{unit};{v};stricte;Énoncé de politique, section 6",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "INVESTMENT MANAGEMENT AGREEMENT – Schedule B (Investment Guidelines) between the "
        "Retirement Committee of the "
        + _PLAN
        + " and "
        + _MANAGER
        + " (executed February 28, 2025)\nB.1 The Manager shall comply with the Plan's "
        "Statement of Investment Policies and Procedures (SIP&P).\nB.4 {noun_en}: {sign_en} {v}, "
        "measured at market value on each business day.",
        "english",
        "mandate",
        first=True,
    ),
)

#: how the gardien de valeurs' file names a unit
_UNIT_WORDS: Final = {
    "fraction": "fraction (décimale)",
    "bps": "points de base",
    "multiple": "multiple de l'actif net",
    "count": "nombre",
    "days": "jours ouvrables",
}


def _real(s: _Subject, value: float) -> float:
    """The gestionnaire de risques' réel inside the limit: above a floor, below a cap (whole
    émetteurs, days and basis points; a multiple to the hundredth)."""
    used = value * 1.25 if s.floor else value * 0.85
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    if s.unit == "multiple":
        return round(used, 2)
    return round(used, 4)


def _utilisation(s: _Subject, value: float, used: float) -> str:
    """Utilisation as the report writes it ("85 %"): the réel over a cap, the floor over the
    réel."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)} %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the gardien de valeurs' file holds it: a share
    with four decimals ("0,5000", "0,0400"), a multiple with two ("1,30"), else the figure;
    always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.4f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    reel = util = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    elif stating.form == "table":  # the réel inside the limit, a decoy in the same form
        used = _real(s, value)
        written, reel = s.alike((value, used), rng.randrange(12), apart=True)
        util = _utilisation(s, value, used)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        sign_en=_sign_en(s),
        noun_en=s.noun_en,
        reel=reel,
        util=util,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the gardien de
    valeurs' file and the manager's English Schedule B both came before the request, the
    Schedule cited as a clause."""
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
    "enonce_politique_placement": {
        "section_1_dispositions_generales": [
            "La caisse est placée selon les règles de prudence de la Loi sur les régimes "
            "complémentaires de retraite (RCR), dans l'intérêt des participants et des "
            "bénéficiaires.",
            "L'hypothèse de rendement de l'évaluation actuarielle (5,9 % par année) sert de "
            "repère; elle est suivie chaque année et ne constitue pas une limite.",
            "La caisse n'investit pas dans les sociétés inscrites sur la liste d'exclusion "
            "(armes controversées, charbon thermique, tabac).",
            "Les produits dérivés peuvent servir à la couverture et à la gestion efficace du "
            "portefeuille; la vente à découvert est interdite.",
            "Le comité de retraite révise l'énoncé au moins une fois par année.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i + i // len(_STATINGS)),
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limite beside it in annexe A of the énoncé: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "L-ACT-MAX": ("Actions des marchés émergents, max.", 0.08),
    "L-PRIV-MAX": ("Immobilier, max.", 0.12),
    "L-EMET-MAX": ("Contrepartie de dérivés (une seule banque), max.", 0.015),
    "L-DEV-MAX": ("Devises des marchés émergents, max.", 0.035),
    "L-TE-MAX": ("Erreur de suivi du mandat obligataire, max.", 60.0),
    "L-LEV-MAX": ("Exposition brute du mandat de superposition, max.", 0.35),
    "L-OLT-MIN": ("Obligations de sociétés (catégorie investissement), min.", 0.07),
    "L-NB-MIN": ("Émetteurs du mandat d'actions canadiennes à petite capitalisation, min.", 25.0),
    "L-LIQ-MIN": ("Liquidité en scénario de crise, min.", 5.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a hundredth of a multiple, a whole basis point,
    émetteur or day)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 2)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the énoncé of 2022, or a projet
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"L'énoncé de politique de placement du 15 juin 2022 fixait {noun} à {wrong}. "
                "Le comité de retraite a adopté le 18 mars 2025 une nouvelle limite : "
                f"{right}, en vigueur depuis le 1er avril 2025."
            )
        else:
            text = (
                f"Le projet (version 3, janvier) prévoyait {wrong} pour {noun}; la version "
                f"entérinée prévoit {right}, et c'est elle qui s'applique."
            )
    elif structure == 1:  # a proposition the comité did not adopt
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"La direction des placements proposait {wrong} pour {noun}. La proposition a "
                f"été rejetée (3 voix pour, 5 contre); {_bound(s)} demeure à {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Le gestionnaire de risques suggérait {wrong} pour {noun}, mais la proposition "
                f"a été retirée avant la séance : la limite de {right} de l'énoncé s'applique "
                "toujours."
            )
        elif variant % 4 == 2:
            text = (
                f"Le point visant à porter {noun} à {wrong} a été reporté (comité de retraite, "
                f"séance du 20 mars 2025, point 7). D'ici à ce que le comité tranche, la limite "
                f"est de {right}."
            )
        else:
            text = (
                f"La résolution proposant {wrong} pour {noun} a été battue au comité de "
                f"placement. Limite en vigueur : {_short(s)} {right}."
            )
    elif structure == 2:  # the gestionnaire de risques' réel
        wrong_value = _away(s, value, 0.85, 1.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Rapport de conformité du T1 2025 : {noun} s'établissait à {wrong} au 31 mars "
                f"2025, pour une limite de {right}. Aucun dépassement."
            )
        else:
            util = _utilisation(s, value, wrong_value)
            text = (
                "| Catégorie | Réel au 2025-03-31 | Limite | Utilisation |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {util} |"
            )
    elif structure == 3:  # another limite beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside} : {wrong}", f"{_cap(noun)}, {_short(s)} : {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Énoncé de politique de placement, annexe A (extrait)\n- " + "\n- ".join(lines)
    else:  # the univers' médiane or the étude ALM's unconstrained portfolio, for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "À titre comparatif, la médiane de l'univers des caisses de retraite canadiennes "
                f"(sondage 2024) est de {wrong} pour {noun}. Notre énoncé prévoit {right} – "
                "c'est celui-là qu'on suit."
            )
        else:
            text = (
                "Étude ALM 2025 (actuaire) : le portefeuille optimal non contraint impliquait "
                f"{wrong} pour {noun}; le comité de retraite a maintenu {right} dans l'énoncé."
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
    pair=lambda i: 2 * (i % 5) + i // 5,
)


# --- mandate clauses: the énoncé's limites, Retraite Québec's letter, the IMA's Schedule B, the
# comité de retraite's procès-verbal, the délégation de pouvoirs, the internal mandate --------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (0, 3))
    if shape == 0:  # the énoncé's limites, under numbered keys
        limites: dict[str, JsonValue] = {
            "6.1": "Les limites s'appliquent à la valeur marchande de l'actif net et sont "
            "surveillées quotidiennement par le gestionnaire de risques; la VaR (99 %, un an) est "
            "présentée chaque mois.",
            "6.2": "La durée du portefeuille d'appariement se situe entre 12 et 16 ans.",
            "6.3": f"{_cap(noun)} : {_sign(s)} {written}.",
            "6.4": "Tout dépassement est signalé le jour même au chef des placements et au "
            "comité de placement à sa séance suivante.",
        }
        return (
            {"enonce_politique_placement": {"version": "2025-03", "limites": limites}},
            None,
            "enonce_politique_placement.limites.6.3",
        )
    if shape == 1:  # Retraite Québec's letter, as a message
        verb = "demeure d'au moins" if s.floor else "n'excède pas"
        letter = (
            "RETRAITE QUÉBEC – Direction de la surveillance des régimes\nN/Réf. : RQ-2025-04817 "
            "– Québec, le 14 février 2025\nObjet : Suivi de l'examen de conformité – "
            + _PLAN
            + "\n\n"
            "À la suite de notre examen, et en vertu de la Loi sur les régimes complémentaires "
            f"de retraite (RCR), nous vous demandons de vous assurer que {noun} {verb} "
            f"{written}.\nVeuillez nous transmettre votre plan de mesures correctives d'ici le "
            "30 avril 2025."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the IMA's English Schedule B, as a message
        schedule = (
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule B: Investment Guidelines ("
            + _MANAGER
            + ", "
            "Canadian equities, for the " + _PLAN + ")\nB.1 The Manager shall comply with the "
            f"Plan's SIP&P.\nB.2 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\nB.3 Any breach "
            "shall be reported within one business day and cured within ten business days."
        )
        return None, schedule, MANDATE_ID
    if shape == 3:  # the comité de retraite's procès-verbal, as records
        resolutions: list[JsonValue] = [
            {
                "numero": "CR-2025-13",
                "texte": "Le comité de retraite approuve le rapport annuel 2024.",
            },
            {
                "numero": "CR-2025-14",
                "texte": f"Il est résolu à l'unanimité que {noun} soit {_sign(s)} {written}.",
            },
            {
                "numero": "CR-2025-15",
                "texte": "Le choix d'un nouveau gestionnaire obligataire est reporté.",
            },
        ]
        return (
            {"proces_verbal_cr_2025_03_18": {"resolutions": resolutions}},
            None,
            "proces_verbal_cr_2025_03_18.resolutions[1].texte",
        )
    if shape == 4:  # the délégation de pouvoirs, as a message
        delegation = (
            "DÉLÉGATION DE POUVOIRS – comité de retraite à la chef des placements (résolution "
            "CR-2025-09, 18 mars 2025)\n1. La chef des placements décide des placements à "
            "l'intérieur du portefeuille de référence.\n"
            f"2. Limite : {noun}, {_sign(s)} {written}.\n"
            "3. Toute opération hors limites requiert l'approbation préalable du président du "
            "comité de placement."
        )
        return None, delegation, MANDATE_ID
    restrictions: list[JsonValue] = [
        "Le mandat est géré à l'interne par la direction des placements.",
        "Les titres doivent être cotés sur une bourse reconnue.",
        "Aucun titre de la liste d'exclusion ne peut être acheté.",
        f"{_cap(noun)} : {_sign(s)} {written}.",
        "La cote de crédit minimale des titres à revenu fixe est BBB (faible).",
    ]
    return (
        {"lignes_directrices_mandat_interne": {"restrictions": restrictions}},
        None,
        "lignes_directrices_mandat_interne.restrictions[3]",
    )


_WITHIN_ASKS: Final = (
    "Rééquilibrez la caisse dans le respect de l'énoncé, de la lettre de Retraite Québec et des "
    "conventions de gestion.",
    "Please redo la répartition de l'actif within all our limits.",
    "Pour le comité de retraite du 22 mai 2025 : optimisez la répartition à l'intérieur de nos "
    "limites.",
    "Intégrez l'engagement de 175 M$ en infrastructures sans aucun dépassement.",
    "Préparez la proposition de portefeuille de référence pour le T3 2025, sans dépassement.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i // 6) % 3 != 2,
    rationale="la limite documentée du régime",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a cible {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Énoncé de politique de placement 2025, section 5 : pour {noun}, la fourchette va de {lo} à "
    "{hi} autour de la cible de {mid}; à l'intérieur de la fourchette, la chef des placements "
    "fixe {bound}.",
    "| Catégorie | Cible | Borne inférieure | Borne supérieure | Décision à l'intérieur des "
    "bornes |\n|---|---|---|---|---|\n| {Noun} ({bound}) | {mid} | {lo} | {hi} | Chef des "
    "placements |",
    "Résolution CR-2025-11 (adoptée à l'unanimité) : la direction des placements peut établir "
    "{bound} visant {noun} n'importe où entre {lo} et {hi} sans autre résolution du comité.",
    "Entre {lo} et {hi}, {bound} visant {noun} relève de la gestion courante : la chef des "
    "placements le fixe et en fait rapport au comité de placement.",
    "Under the IMA, the Manager may set the {bound} for {noun} anywhere between {lo} and {hi}; "
    "no further instruction from the Plan is required within that range.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Le comité de retraite a fixé {bound} visant {noun} à {point}. La proposition d'une "
        "fourchette de {lo} à {hi} a été rejetée (3 voix pour, 5 contre); aucune latitude ici.",
        "Le comité de retraite a adopté la proposition d'une fourchette de {lo} à {hi} pour "
        "{bound} visant {noun}; à l'intérieur, la direction des placements fixe le niveau.",
    ),
    (
        "La proposition d'une fourchette de {lo} à {hi} pour {noun} a été reportée à une séance "
        "ultérieure (point 8, 18 mars 2025). D'ici là, {bound} demeure à {point}.",
        "La proposition d'une fourchette de {lo} à {hi} pour {noun} a été approuvée à "
        "l'unanimité (point 8, 18 mars 2025). La chef des placements choisit le niveau à "
        "l'intérieur de la fourchette.",
    ),
    (
        "Le gestionnaire de risques recommandait de {lo} à {hi} pour {noun}; la recommandation a "
        "été retirée avant la séance, et {bound} reste à {point} tant que le comité ne s'est pas "
        "prononcé.",
        "Le gestionnaire de risques recommandait de {lo} à {hi} pour {noun}; la recommandation a "
        "été entérinée, et la chef des placements fixe {bound} à l'intérieur de cette fourchette.",
    ),
    (
        "La résolution visant à donner à la chef des placements une latitude de {lo} à {hi} sur "
        "{bound} ({noun}) a été battue. Le niveau de {point} est maintenu.",
        "La résolution visant à donner à la chef des placements une latitude de {lo} à {hi} sur "
        "{bound} ({noun}) a été adoptée. Elle choisit le niveau à l'intérieur de la fourchette.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and its bound (le plafond: latitude is over caps only here)."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bornes and its cible in one form, and the level a refusal fixes: the band's
    low end, so that the point a refused plan assumes (the middle) is looser than the level
    fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the énoncé (fields), its annexe B (a mandate message), the délégation
    de pouvoirs (fields) or the président du comité de retraite's courriel (a mandate
    message)."""
    if shape == 0:
        return {"enonce_politique_placement": {"section_5_fourchettes": text}}, None
    if shape == 1:
        return None, (
            "ANNEXE B DE L'ÉNONCÉ DE POLITIQUE DE PLACEMENT – Fourchettes et cibles (adoptée par "
            f"le comité de retraite le 18 mars 2025)\n\n{text}"
        )
    if shape == 2:
        return {
            "delegation_de_pouvoirs": {
                "pouvoirs_de_la_chef_des_placements": [
                    "Elle met en œuvre le portefeuille de référence adopté par le comité.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "De : Me Jean-François Bélanger (président du comité de retraite)\nÀ : " + _CIO + "\n"
        f"Objet : Fourchettes 2025\n\n{text}\n\nCordialement,\nJean-François",
    )


def _a_third_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: a third of the way from the band's low end to its
    top."""
    low, high, _ = bounds
    return round(low + (high - low) / 3, 6)


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 5 * i + 2,
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
    low_ratio=0.8,
    assumed_value=_a_third_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_RESOLUTION: Final = "Résolution CR-2025-12 du comité de retraite (18 mars 2025) :\n"
_PV: Final = "Procès-verbal, comité de placement du 6 mars 2025 : "

#: whole statements of each objective, as the énoncé, a résolution, the comité de placement's
#: procès-verbal, the actuary's étude ALM and the gestionnaire de risques put them; the first of
#: each is one line, so that an amendment, a struck line or a withdrawn résolution can hold it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Énoncé de politique de placement 2025, section 2 (objectifs) : le meilleur rendement "
        "par unité de risque – ratio de Sharpe maximal.",
        _RESOLUTION + "Il est résolu que la répartition de l'actif soit choisie en fonction du "
        "meilleur rendement ajusté au risque (ratio de Sharpe); aller chercher plus de rendement "
        "en prenant plus de risque n'est pas l'objectif.",
        _PV + "le comité demande à la direction des placements d'optimiser le rendement ajusté "
        "au risque (ratio de Sharpe), et non l'erreur de suivi par rapport au portefeuille de "
        "référence.",
        "Étude ALM 2025, recommandation de l'actuaire : retenir le portefeuille qui offre le "
        "rendement espéré le plus élevé par unité de volatilité, soit le ratio de Sharpe "
        "maximal. L'hypothèse de rendement de 5,9 % de l'évaluation actuarielle est suivie "
        "séparément.",
        "Avis du gestionnaire de risques : l'objectif du comité est le meilleur ratio de Sharpe "
        "possible; rien d'autre ne devrait dicter les pondérations.",
    ),
    "variance": (
        "Énoncé de politique de placement 2025, section 2 (objectifs) : la plus faible "
        "volatilité possible de la situation financière du régime – variance minimale.",
        _RESOLUTION + "Il est résolu que la répartition de l'actif présente la plus faible "
        "variance possible; les rendements espérés n'entrent pas dans l'optimisation.",
        _PV + "vu la maturité du régime (plus de retraités que de participants actifs), le "
        "comité veut de la stabilité. Minimiser la variance du portefeuille, peu importe les "
        "rendements espérés.",
        "Étude ALM 2025, recommandation de l'actuaire : vu la maturité du régime, minimiser la "
        "volatilité sans cible de rendement dans l'optimisation; l'hypothèse de 5,9 % est "
        "suivie, pas optimisée.",
        "Avis du gestionnaire de risques : garder la caisse la plus stable possible – des "
        "pondérations qui minimisent la variance. Le Sharpe n'est pas la question ici.",
    ),
    "tracking": (
        "Énoncé de politique de placement 2025, section 2 (objectifs) : un rendement aussi près "
        "que possible du portefeuille de référence, avec le moins d'écart possible.",
        _RESOLUTION + "Il est résolu que la caisse suive le portefeuille de référence avec le "
        "plus faible risque actif possible (erreur de suivi).",
        _PV + "la direction des placements est évaluée par rapport au portefeuille de "
        "référence; minimiser l'erreur de suivi par rapport à celui-ci.",
        "Étude ALM 2025, recommandation de l'actuaire : rester aussi près que possible du "
        "portefeuille de référence; nous proposons des pondérations qui minimisent le risque "
        "actif prévu.",
        "Avis du gestionnaire de risques : personne ne demande d'alpha – restez collés au "
        "portefeuille de référence, avec le plus petit écart possible.",
    ),
    "return": (
        "Énoncé de politique de placement 2025, section 2 (objectifs) : le rendement espéré le "
        "plus élevé, sans pénalité de risque dans la fonction objectif – les limites encadrent "
        "le risque.",
        _RESOLUTION + "Il est résolu que les pondérations visent le rendement espéré le plus "
        "élevé; le risque est encadré par les limites de l'énoncé, pas par la fonction objectif.",
        _PV + "maximiser le rendement espéré à l'intérieur des limites de l'énoncé; aucun "
        "ajustement pour le risque dans la fonction objectif.",
        "Étude ALM 2025, recommandation de l'actuaire : pour le volet à long terme, nous "
        "modélisons le portefeuille au rendement espéré le plus élevé; les limites encadrent le "
        "risque.",
        "Avis du gestionnaire de risques : le comité a choisi le rendement. Le rendement espéré "
        "maximal est l'objectif, pas le Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Suivi de la séance du comité de retraite du 22 mai 2025 : le libellé a été modifié. Il se "
    "lit maintenant comme suit :\n\n{new}",
    "Marie-Ève, 16 h 05 – oubliez mon courriel de ce matin sur l'objectif. Après discussion "
    "avec le président :\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Énoncé de politique de placement 2025 – base de la répartition de l'actif :\n\n{ask}",
    "{ask}\n\nMerci d'ajuster la répartition de l'actif en conséquence. – M.-È.",
    "Actif net de 4 812,6 M$ au 31 déc. 2024; rendement 2024 : 11,4 % (DDA 2025 : 2,1 %).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Répartition de l'actif de la caisse du " + _PLAN,
    purpose="résoudre la répartition de l'actif",
    custom_reason="no platform solver for this objective",
    custom_purpose="répartition de l'actif",
    section_title="Répartition de l'actif et pondérations",
    description="les pondérations",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The comité de retraite's procès-verbal amending the main proposition, the earlier
    wording replaced by the wanted one."""
    return (
        "Procès-verbal, comité de retraite du 22 mai 2025, point 4 – Objectif de placement\nIl "
        "est proposé par M. Luc Gingras, appuyé par Mme Sophie Ouellet, d'amender la proposition "
        f"principale en remplaçant « {_one_line(old_kind, old)} » par « "
        f"{ask.replace(chr(10), ' ')} ».\nL'amendement est adopté à l'unanimité; la proposition "
        "principale, telle qu'amendée, est adoptée."
    )


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A Teams message striking her own earlier line through and giving the right one."""
    return (
        "Teams – Marie-Ève Tremblay (modifié)\n"
        f"~~{_one_line(old_kind, old)}~~\nOups, mauvais libellé : ce n'est pas ce que le comité "
        f"a adopté. Le bon :\n\n{ask}"
    )


def _withdrawn_resolution(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The comité de placement's résolution withdrawn by its mover, beside the one adopted."""
    return (
        "Séance du comité de placement du 10 avril 2025\nRésolution CP-2025-07 (retirée par son "
        f"proposeur) : « {_one_line(old_kind, old)} »\nRésolution CP-2025-08 (adoptée) : "
        f"{ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures taken with a slide of two every five cases (`(i + 2 * (i // 5)) % 5`, so
    each meets both modes): a
    framed request (0), a procès-verbal amendment (1), a struck Teams line (2), an earlier
    message a later one replaces (3: after the comité de retraite or from the chef des
    placements, by turns of two cases) and a résolution retirée beside the one adopted (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 2: _struck, 4: _withdrawn_resolution},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i,
        structure=lambda i: (i + 2 * (i // 5)) % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: five expanding (anchored) walk-forward folds, each trained from the TSX's first session of
#: 2007 to the year before its single test year (2015 to 2019)
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2007, 1, 3),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2014, 12, 31), date(2015, 1, 2), date(2015, 12, 31)),
        (date(2015, 12, 31), date(2016, 1, 4), date(2016, 12, 30)),
        (date(2016, 12, 30), date(2017, 1, 3), date(2017, 12, 29)),
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 31)),
        (date(2018, 12, 31), date(2019, 1, 2), date(2019, 12, 31)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "l'indice composé S&P/TSX RG, cours de clôture quotidiens, du 2007-01-03 au 2016-12-30",
        "l'indice composé S&P/TSX RG, cours de clôture quotidiens, du 2007-01-03 au 2014-12-31",
    ),
    (
        "le MSCI Monde en $ CA, données mensuelles, de janvier 2007 à juin 2017",
        "le MSCI Monde en $ CA, données mensuelles, de janvier 2007 à décembre 2014",
    ),
    (
        "l'IPC de Statistique Canada, mensuel, de janvier 2007 à décembre 2016",
        "l'IPC de Statistique Canada, mensuel, de janvier 2007 à novembre 2014",
    ),
    (
        "les cotisations et prestations du régime, du T1 2007 au T4 2016",
        "les cotisations et prestations du régime, du T1 2007 au T3 2014",
    ),
    (
        "la courbe de taux de l'ICA, fin de mois, de janvier 2007 à décembre 2017",
        "la courbe de taux de l'ICA, fin de mois, de janvier 2007 à décembre 2014",
    ),
    (
        "les écarts de crédit FTSE Canada (obligations de sociétés), hebdomadaires, de 2007 "
        "jusqu'à la semaine 26 de 2016",
        "les écarts de crédit FTSE Canada (obligations de sociétés), hebdomadaires, de 2007 "
        "jusqu'à la semaine 51 de 2014",
    ),
)
_ACTIONS: Final = (
    "les rendements espérés et les corrélations de l'étude ALM ont été estimés",
    "les bornes de rééquilibrage ont été calibrées",
    "le ratio de couverture de change a été optimisé",
    "le modèle des cotisations et des prestations a été estimé",
    "le modèle de facteurs du risque actif a été estimé",
)
_LEAK_FRAMES: Final = (
    "Étude ALM 2025 (actuaire), section 3 – hypothèses : {action} sur {period}.",
    "Revue du gestionnaire de risques (2025-04-08) : {action} avec {period}, puis les paramètres "
    "sont gardés fixes dans les cinq fenêtres.",
    "Rapport de l'auditeur interne, annexe 2 (backtest) : {action} une seule fois sur {period}, "
    "avant de rouler les fenêtres walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Chaque année de test utilise la table CPM2014 avec l'échelle d'amélioration de la "
        "mortalité la plus récente (2024), appliquée rétroactivement jusqu'en 2015.",
        "Chaque année de test utilise la table et l'échelle d'amélioration de la mortalité que "
        "l'ICA avait publiées avant le début de cette année-là.",
    ),
    (
        "Le portefeuille d'actions du backtest est composé des titres qui forment aujourd'hui "
        "l'indice S&P/TSX 60.",
        "Le portefeuille d'actions du backtest est composé des titres qui faisaient partie de "
        "l'indice S&P/TSX 60 à chaque date de rééquilibrage, y compris ceux radiés depuis.",
    ),
    (
        "La liste d'exclusion de 2025 (charbon thermique, armes controversées) s'applique à "
        "toutes les années de test.",
        "À chaque année de test, on applique la liste d'exclusion en vigueur à cette date, telle "
        "que le comité l'avait adoptée à l'époque.",
    ),
    (
        "Les placements privés sont évalués aux valeurs auditées des états financiers annuels, "
        "utilisées dès la fin du trimestre visé.",
        "Les placements privés sont évalués uniquement aux valeurs que les commandités avaient "
        "transmises à chaque date, avec un trimestre de décalage.",
    ),
)
_LEAK_ASKS: Final = (
    "Le comité de placement veut voir un test walk-forward sur cinq fenêtres à ancrage fixe "
    "des nouvelles bornes de rééquilibrage avant de les adopter.",
    "Please un backtest walk-forward (expanding window, cinq fenêtres) de la politique de "
    "couverture de change pour l'étude ALM 2025.",
    "Mandat à la direction des placements : tester le portefeuille de référence en "
    "walk-forward sur cinq fenêtres croissantes, pour le rapport annuel.",
)
_WHERE: Final = ("evidence", "reasoning", "purpose", "interpretation")


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

_COMPANY: Final = "Mauricie-Nord"
_ENTITY: Final = "ent_mauricie_nord"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("au T4 2024 par rapport au T3", (22, 23)),
    ("en 2024", (19, 23)),
    ("au deuxième semestre de 2024", (21, 23)),
    ("de la fin de 2021 à la fin de 2024", (11, 23)),
    ("depuis le premier trimestre de 2019", (0, 23)),
    ("depuis le creux de la pandémie, au T2 2020", (5, 23)),
    ("entre le 30 juin 2021 et le 30 septembre 2023", (9, 18)),
    ("en 2023", (15, 19)),
    ("au premier semestre de 2022", (11, 13)),
    ("du T3 2022 au T2 2024", (14, 21)),
    ("depuis son PAPE en 1997", None),
    ("sur dix ans", None),
    ("depuis la crise financière de 2008", None),
)

#: what the claims answer: the comité de placement's engagement actionnarial point
_REQUEST: Final = TrendRequest(
    question="Pour la séance du comité de placement du 13 mars 2025 (point 7, engagement "
    "actionnarial) : comment se porte {company}?",
    heading="#### Note d'analyse – Industries Mauricie-Nord inc. (TSX : IMN), résultats du T4 2024",
    as_of="2025-03-07",
)


#: "d'environ 12 %", "de plus de 10 %", "de près de 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="de plus de {} %",
    short="de près de {} %",
    about="d'environ {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in points de pourcentage with a decimal comma ("de 1,4 point de
    pourcentage", "de 2,3 points de pourcentage"); "" below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    said = _comma(f"{change:.1f}")
    return f"de {said} point{'s' if change >= 2 else ''} de pourcentage"


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("de 0,4 fois"); "" below 0,1."""
    change = abs(b - a)
    return f"de {_comma(f'{change:.1f}')} fois" if change >= 0.1 else ""


def _by_m(a: float, b: float) -> str:
    """A move in M$ with space thousands and a decimal comma ("de 1 234,5 M$"); "" below 5
    M$."""
    change = abs(b - a)
    if change < 5:
        return ""
    written = f"{change:,.1f}".replace(",", " ").replace(".", ",")
    return f"de {written} M$"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "CAD"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} ont dépassé le niveau du même trimestre de l'année précédente à chacun des "
        "trimestres de 2024",
        "{s} sont restées sous le niveau du même trimestre de l'année précédente à chacun des "
        "trimestres de 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "sales_mcad",
        (
            612.4,
            634.8,
            641.2,
            628.9,
            598.3,
            471.6,
            566.2,
            603.5,
            628.1,
            662.4,
            689.7,
            701.3,
            742.8,
            781.5,
            769.2,
            748.6,
            768.2,
            795.6,
            803.4,
            812.7,
            842.5,
            889.3,
            921.8,
            958.4,
        ),
        (
            "Les ventes consolidées (M$)",
            "Les ventes de Mauricie-Nord",
            "Les ventes totales",
        ),
        (
            ("{s} ont augmenté {m}", rose),
            ("{s} ont diminué {m}", fell),
            ("{s} ont progressé chaque trimestre", rose_every_quarter),
            ("{s} n'ont pas reculé", held_up),
            ("{s} n'ont jamais reculé d'un trimestre à l'autre", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "adjusted_ebitda_margin_pct",
        (
            14.2,
            14.8,
            15.1,
            13.9,
            12.6,
            8.4,
            11.9,
            13.2,
            14.1,
            15.3,
            16.2,
            15.8,
            17.4,
            18.1,
            16.9,
            15.2,
            13.8,
            13.1,
            13.9,
            14.6,
            15.2,
            15.9,
            16.4,
            17.1,
        ),
        (
            "La marge du BAIIA ajusté",
            "La marge du BAIIA ajusté de Mauricie-Nord",
            "La marge d'exploitation (BAIIA ajusté en % des ventes)",
        ),
        (
            ("{s} s'est améliorée {m}", rose),
            ("{s} s'est contractée {m}", fell),
            ("{s} n'a jamais reculé d'un trimestre à l'autre", never_fell),
            ("{s} ne s'est pas détériorée", held_up),
            ("{s} n'a pas augmenté", held_down),
        ),
        _by_points,
        False,
        (
            "{s} a été supérieure à celle du trimestre correspondant de 2023 à chacun des quatre "
            "trimestres de 2024",
            "{s} a été inférieure à celle du trimestre correspondant de 2023 à chacun des quatre "
            "trimestres de 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_adjusted_ebitda",
        (
            2.1,
            2.0,
            2.0,
            2.2,
            2.5,
            3.4,
            2.9,
            2.6,
            2.3,
            2.1,
            1.9,
            1.8,
            1.6,
            1.5,
            1.7,
            2.0,
            2.4,
            2.6,
            2.5,
            2.3,
            2.1,
            1.9,
            1.8,
            1.6,
        ),
        (
            "Le ratio dette nette / BAIIA ajusté",
            "Le ratio d'endettement de Mauricie-Nord (dette nette sur BAIIA ajusté)",
            "Le levier financier",
        ),
        (
            ("{s} a diminué {m}", fell),
            ("{s} a augmenté {m}", rose),
            ("{s} n'a pas augmenté", held_down),
            ("{s} n'a jamais augmenté d'un trimestre à l'autre", never_rose),
            ("{s} a baissé chaque trimestre", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} a été plus élevé qu'un an plus tôt à chaque fin de trimestre de 2024",
            "{s} a été plus bas qu'un an plus tôt à chaque fin de trimestre de 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "newsprint_sales_mcad",
        (
            182.4,
            178.9,
            175.3,
            171.8,
            160.2,
            118.7,
            142.5,
            148.1,
            150.3,
            146.8,
            143.2,
            139.5,
            141.8,
            138.4,
            133.1,
            128.6,
            118.4,
            112.9,
            106.7,
            101.2,
            93.8,
            88.1,
            82.4,
            77.9,
        ),
        (
            "Les ventes du secteur papier journal",
            "Les ventes de papier journal de Mauricie-Nord",
            "Les ventes de papier journal",
        ),
        (
            ("{s} ont reculé {m}", fell),
            ("{s} ont augmenté {m}", rose),
            ("{s} ont diminué chaque trimestre", fell_every_quarter),
            ("{s} n'ont pas augmenté", held_down),
            ("{s} n'ont pas diminué", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_mcad",
        (
            28.4,
            31.2,
            33.5,
            26.7,
            18.3,
            -22.6,
            12.4,
            21.8,
            27.5,
            34.1,
            38.9,
            36.2,
            44.7,
            49.3,
            41.8,
            30.5,
            21.4,
            18.9,
            24.6,
            -63.8,
            29.7,
            36.8,
            41.2,
            47.5,
        ),
        (
            "Le résultat net",
            "Le bénéfice net de Mauricie-Nord",
            "Le résultat net attribuable aux actionnaires",
        ),
        (
            ("{s} s'est amélioré {m}", rose),
            ("{s} s'est détérioré {m}", fell),
            ("{s} ne s'est pas détérioré", held_up),
            ("{s} ne s'est pas amélioré", held_down),
            ("{s} n'a jamais reculé d'un trimestre à l'autre", never_fell),
        ),
        _by_m,
        False,
        (
            "{s} a été supérieur à celui du trimestre correspondant de 2023 à chacun des "
            "trimestres de 2024",
            "{s} a été inférieur à celui du trimestre correspondant de 2023 à chacun des "
            "trimestres de 2024",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} ont crû plus rapidement en 2024 qu'en 2023",
    slower="{s} ont crû moins rapidement en 2024 qu'en 2023",
    grew="{s} ont affiché un taux de croissance annuel composé (TCAC) à deux chiffres du T4 "
    "2022 au T4 2024",
    shrank="{s} ont reculé à un taux annuel composé à deux chiffres du T4 2022 au T4 2024",
    end=23,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2024's pace against 2023's and the two-year compound rate (a rise
    or a fall), then year over year in each quarter of 2024. Pairs too close to call are left
    out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Rapport trimestriel du T4 2024, annexe 3 (principaux placements en actions canadiennes; "
    "valeur marchande {vm}, poids {poids}) : {claim} [1].",
    "Procès-verbal, comité de placement du 13 mars 2025, point 7 (engagement actionnarial) : "
    "{claim} [1]. Vu notre placement de {vm}, nous voterons en faveur du dividende de 0,42 $ "
    "par action.",
    "{Claim} [1] – commentaire de Kestrel Point (gestionnaire d'actions canadiennes) : « we "
    "remain overweight ». Notre poids ({poids}) ne change pas.",
    "| Société | Valeur marchande | Poids | Commentaire |\n|---|---|---|---|\n| Industries "
    "Mauricie-Nord inc. (TSX : IMN) | {vm} | {poids} | {Claim} [1] |",
    "Rapport annuel 2024 du régime, section investissement responsable (projet) : {claim} [1]. "
    "La société ne figure pas sur la liste d'exclusion (poids {poids}, valeur marchande {vm}).",
)

_VALEURS: Final = ("38,7 M$", "41,2 M$", "29 850 k$")
_POIDS: Final = ("0,8 % de l'actif net", "1,1 %", "0,6 % du portefeuille d'actions")


def _holding(rng: random.Random) -> dict[str, str]:
    """The plan's valeur marchande in Mauricie-Nord and its poids, drawn for each claim's
    frame."""
    return {"vm": rng.choice(_VALEURS), "poids": rng.choice(_POIDS)}


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
        left_out=lambda h, w, c: h.startswith("au T4 2024") and "trimestre" in c,
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
    """Batch ZZZZB: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
