"""Held-out batch ZZZZN: every flaw kind again, in the voice of a Geneva public-sector occupational
pension fund: the Caisse de pensions publique du Rhône et de l'Arve (CPRA; a fictional institution
de prévoyance de droit public under the LPP/BVG, in capitalisation partielle (art. 72a LPP) on its
chemin de croissance, with a fortune de prévoyance of CHF 9'487.6 mio at 31.12.2025, a degré de
couverture of 78,4 % and a taux technique of 2,25 %), supervised by the autorité cantonale de
surveillance des fondations et des institutions de prévoyance, and bound by the OPP 2 (art. 50 to
57: "limite par débiteur", "au maximum", "ne peut excéder"). Its people and papers, written in
Swiss French with the German and English its portfolio managers really write to Zurich and
London ("Grüezi zusammen", "Anlagerichtlinien", "höchstens 45 Prozent", "Please rebalance within
all our limits – merci!", "global custodian", "tracking error", "backtest", "walk-forward"): the
conseil de fondation (paritaire; its présidente Nathalie Berthoud-Favre, its secrétaire Laure
Dubuis, a représentant des assurés Yves Castella) and its commission de placement, their
procès-verbaux with points de l'ordre du jour and décisions numbered (décision n° 2026-07), votes
("à l'unanimité", "par 7 voix contre 3", "par 6 voix contre 4"), a proposition rejetée, retirée
de l'ordre du jour or reportée, an amendement rejeté, "Pour extrait conforme"; the directeur
général (Olivier Rochat) and the responsable des placements (Sandrine Pittet) with their e-mails
("De : / À : / Objet : RE: …"), note interne and rectificatif; a portfolio manager (Reto Hafner)
writing German to a Zurich manager (Limmatquai Vermögensverwaltung AG, "KORREKTUR Zielfunktion");
the règlement de placement with its annexe 1 (limites, lettered articles) and annexe 2
(allocation stratégique, marges tactiques, fourchettes min./max.), the OPP 2 legal limits beside
its own; the fonction risques (Thomas Kälin) with its tableau des limites ("Limite / Utilisation
/ Limite règlementaire / Taux d'utilisation") and liste des suspens; the banque dépositaire's
limit file (Corraterie Dépôts & Custody SA, "global custodian", an INI-like "valeur = 0.450"
file with a system's decimal point); the autorité de surveillance's letter (N/réf. SURV-LPP
2026/0314, degré de couverture, réserve de fluctuation de valeur, a plan de mesures by 30 avril
2026); the London manager's English Investment Guidelines (Kestrel Row Investment Partners LLP,
Schedule 2: "not more than 45%", "150 bps", "60 business days"); the expert en prévoyance
professionnelle's étude ALM (Claire Vuilleumier, Prévoyance Actuaires Léman SA) and the révision
interne. Its number forms are Swiss: apostrophe thousands and a decimal point in francs ("CHF
9'487.6 mio", "CHF 120'000'000", "CHF 41.8 mio", "CHF 90'000.–", "CHF 1.85 par action"), a decimal
comma in prose ("2,25 %", "78,4 %", "1,8 %", "0,75 point de pourcentage"), "%" after a space ("45
%", "45 % de la fortune de prévoyance"), "pour cent", "pb" and "points de base", "point(s) de
pourcentage" (singular below two), dates as "31.12.2025", "31.03.2026" and "31 décembre 2025",
"19 février 2026", quarters as "T1 2026", "T4 2025" and "3e trimestre 2026", "2e semestre 2025",
and numbers in words in procès-verbaux with the Swiss septante, huitante and nonante
("quarante-cinq pour cent", "septante-cinq points de base", "nonante jours", "huitante millions de
francs", "CHF 90'000.– (nonante mille francs)"); quotations in guillemets « … ».

Batch ZZZZN is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id prefixes of `libs/contracts` (constraint units, walk-forward windows, message
kinds) and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer,
reviewer or validator test, validator, policy, benchmark result, benchmark document, ADR,
`reviews.py` beyond its ALL_KIND_BATCHES tuple, or other batch was read, and it was not run
against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - actions, immobilier, the limite par débiteur,
devises étrangères sans couverture and the tracking error in pb - and two floors: the
obligations en CHF as a share and the réserve de liquidités in days; no multiple, no count), so
the misquote loop keeps its DEFAULT pairing (`i + i // 5`: seven shares no factor with six, so
each of the five structures meets every limite), one structure in three wordings (rejetée par 7
voix contre 3, retirée de l'ordre du jour, reportée); limits in words one style in THREE (the
default `words_every`) where a procès-verbal or a tableau says them; the invented limit's answer
in FIVE forms taken in turn (`i % 5`, odd, so each form meets both modes), on the subject `2 * i
+ i // 7`: the conseil de fondation's procès-verbal (in words wherever the value has them), the
responsable des placements' e-mail and the fonction risques' tableau des limites with a decoy
"Utilisation" and "Taux d'utilisation" (chat answers), the banque dépositaire's limit file given
BEFORE the request (`template_inputs`, `answer_first`, "0.450" in the constraint's unit with
three decimals and a decimal POINT) and the règlement de placement's annexe 1 sent AFTER it
(`mandate`, cited as a clause); every other strategy case from the FIRST pair under a mandate
bounding other things (`other_at=0`, the default); breaches in SIX shapes held two cases each
and sliding by one every twelve cases (`shape=(i // 2 + i // 12) % 6`, each shape in both
modes), on the subject `2 * i + 5`, at 1.2 of a cap and 0.8 of a floor, uncited twins at 0.85 of
a cap and 1.25 of a floor, the clause cited except in the odd cases of the first twelve (six
uncited, one in each shape, three in each mode) - the règlement's annexe 1 as lettered articles
(`reglement_de_placement_2026.annexe_1_limites.c`), the autorité de surveillance's letter, the
conseil's procès-verbal as a list of décisions (`pv_conseil_de_fondation_2026_02.point_5[2]`,
"par 7 voix contre 3", numbers in words), the Zurich manager's German Anlagerichtlinien, the
London manager's English guidelines and the fonction risques' tableau des limites (numbers in
words, decoy rows); marges tactiques over the five caps (`turn=2 * i + 1`, caps only) whose low
end is SIX tenths of their top (`low_ratio=0.6`), written in short forms ("27 %", "4,2 %", "90
pb"), each granted case assuming the allocation stratégique (the middle, the default), the
flawed value 1.2 of the top, refused at `i % 6` in (1, 4) (rejetée par 6 voix contre 4, retirée
de l'ordre du jour, reportée à la séance de juin) against a level fixed at the top (`point`
left at its default), placed in THREE shapes in turn (`i % 3`, odd against the modes: annexe 2
of the règlement as fields, an extract of the conseil's procès-verbal and the directeur
général's e-mail, both mandate messages); objectives in FIVE structures in turn (`structure=i %
5`, odd, so each meets both modes; the wanted objective `3 * i + 2`), three withdrawing an
earlier wording in the same text (the commission's procès-verbal whose proposition initiale was
retirée de l'ordre du jour, a German e-mail to Zurich "KORREKTUR Zielfunktion", and the conseil's
procès-verbal in which an amendement is rejeté par 7 voix contre 3) and one replaced by a later
rectificatif (after the conseil, then from the responsable des placements); leakage over FOUR
EXPANDING walk-forward folds, each trained from 3 January 2008 to the end of the year before the
single CALENDAR YEAR it tests (2016 to 2019, SIX Swiss Exchange sessions), the whole sentence at
every third case from the FIRST (`sentence_at=0`), placed in the evidence first; and a trend
request of its own (the commission de placement's point on the exercise of voting rights, its
heading, an as-of date after the 2025 annual results) over SIXTEEN quarters (T1 2022 - T4 2025)
comparing 2025 with 2024 (`end=15`, the latest year), a double-digit compound FALL claimed
(`shrinking=True`: the entrées de commandes fall through the four years), special pairs taken
every THIRD case in turn (`special_step=3`), NO extra frame parts drawn, and a signed series (the
résultat net, a loss in T2 2023's impairment quarter).

Decoy numbers (no truth depends on them): the fortune de prévoyance (CHF 9'487.6 mio), the 2025
performance (6,8 %) and depuis le début de l'année (1,4 %), the degré de couverture (78,4 %), its
target on the chemin de croissance (80 %), the taux technique (2,25 %), which is followed and not
optimised, the CHF 120'000'000 infrastructure commitment, the monthly rentes (CHF 41.8 mio), the
BNS's 25 points de base, a further huitante millions de francs reported, the ALM budget of CHF
90'000.– (nonante mille francs), the autorité's reference and deadline, séance, point and
décision numbers, votes (7 voix contre 3, 6 voix contre 4), the tableau des limites' "Utilisation"
and "Taux d'utilisation" beside a limit, the OPP 2 legal limits (art. 54 and 55) and internal
thresholds beside it in annexe 1, the duration of 4 to 8 ans and notation minimale BBB-, the
public caisses' average and the expert's unconstrained ALM portfolio quoted for comparison, and
the watched company's valeur de marché (CHF 38'400'000), part du capital (2,1 %) and dividende
(CHF 1.85 par action). Its parts:

* limits as the caisse's people state them: actions (a cap: "45 %", "45 % de la fortune de
  prévoyance", "45 pour cent", "quarante-cinq pour cent"), immobilier ("20 %", "20 % de la
  fortune à la valeur de marché"), the limite par débiteur ("5 %", "5 % de la fortune par
  débiteur"), devises étrangères sans couverture ("20 % après couverture"), the tracking error
  ("150 pb", "150 points de base", "1,50 point de pourcentage", "septante-cinq points de base"),
  obligations en CHF (a floor, a share) and the réserve de liquidités (a floor in days: "60
  jours", "60 jours ouvrables", "60 jours de prestations", "nonante jours");
* requests (the responsable des placements' e-mail, the commission de placement's ordre du jour,
  a note interne, the fonction risques' liste des suspens and the secrétariat du conseil)
  deferring the limit to a conseil not yet held, a point retiré de l'ordre du jour, a
  proposition reportée, a projet reading "[à fixer par le conseil]", the fonction risques'
  préavis not yet given or the autorité's answer not yet received;
* provenance misquoting its source: the règlement of 17 juin 2021 or a projet; a proposition
  rejetée par 7 voix contre 3, retirée de l'ordre du jour or reportée; the reporting de risque's
  use (prose, or a "Limite / Utilisation au 31.03.2026 / Limite règlementaire / Taux
  d'utilisation" table); the OPP 2 legal limit or an internal threshold beside it in annexe 1;
  the public caisses' average or the expert's unconstrained ALM portfolio;
* latitude granted as annexe 2 of the règlement (a marge tactique around an allocation
  stratégique), a "Catégorie / Allocation stratégique / Min. / Max. / Compétence" table, a
  décision du conseil and the manager's English side letter; refused as above, each twin the same
  text granting it;
* objectives as the règlement's art. 3, a décision du conseil, the commission's procès-verbal and
  the expert's étude ALM, some saying what is not the aim ("et non l'écart de suivi", "Donc pas
  de Sharpe") and some beside the taux technique of 2,25 %;
* leakage as the étude ALM, the fonction risques' note and the révision interne write it:
  rendements attendus et corrélations, marges de rééquilibrage, the taux de couverture du risque
  de change, a model of cotisations and rentes and the tracking error's factor model fitted on
  periods reaching into the test years (SPI, SBI AAA-BBB, the OFS's indice suisse des prix à la
  consommation, the caisse's own flows, the CHF swap curve), and whole sentences (the tables LPP
  2025 and today's taux technique applied back, today's SMI, the 2026 liste d'exclusion in every
  period, DCF valuations of the immeubles used before they came); each clean twin in the same
  form, ending before the first test date, and where the data come out late, ending where they
  were out before it;
* trend claims on Jorat Instruments SA (SIX: JORN; a fictional Vaud maker of measuring
  instruments the caisse holds directly) - chiffre d'affaires (CHF mio, faster in 2025 and a
  double-digit compound rise), marge EBIT (moves in points de pourcentage), entrées de commandes
  (CHF mio, a double-digit compound fall, plural verbs) and résultat net (signed, CHF mio) over
  sixteen quarters, as the suivi des participations directes, the commission's procès-verbal,
  the gérant actions' Teams comment (the claim first), a "Société / Valeur de marché / Part du
  capital / Commentaire" table and the rapport annuel draft; horizons covered by the series
  against uncovered ones ("depuis son introduction en bourse (2004)"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270187
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzn"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzngv0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzngv1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzngv2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzngv3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzngv5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzngvd"

_FUND: Final = "Caisse de pensions publique du Rhône et de l'Arve"
_FUND_SHORT: Final = "CPRA"
_CIO: Final = "Sandrine Pittet"
_DIRECTOR: Final = "Olivier Rochat"
_CHAIR: Final = "Nathalie Berthoud-Favre"
_SECRETARY: Final = "Laure Dubuis"
_RISK: Final = "Thomas Kälin"
_PM_DE: Final = "Reto Hafner"
_CUSTODIAN: Final = "Corraterie Dépôts & Custody SA"
_MANAGER: Final = "Kestrel Row Investment Partners LLP"
_MANAGER_DE: Final = "Limmatquai Vermögensverwaltung AG"
_EXPERT: Final = "Claire Vuilleumier (Prévoyance Actuaires Léman SA)"


# --- numbers as a Geneva caisse de pensions' conseil de fondation, direction and risk function
# write them ------------------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number in prose with a decimal comma ("2.5" → "2,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma where it has decimals: "45", "1,8"."""
    return _comma(_g(value * 100))


#: the limits' values in words, as the procès-verbaux write them (Swiss French: septante,
#: nonante)
_WORDS: Final[dict[float, str]] = {
    0.03: "trois",
    0.05: "cinq",
    0.07: "sept",
    0.15: "quinze",
    0.2: "vingt",
    0.25: "vingt-cinq",
    0.3: "trente",
    0.35: "trente-cinq",
    0.4: "quarante",
    0.45: "quarante-cinq",
    30.0: "trente",
    60.0: "soixante",
    75.0: "septante-cinq",
    90.0: "nonante",
    150.0: "cent cinquante",
    200.0: "deux cents",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its unit under the key "w" ("quarante-cinq pour cent", "nonante
    jours"), when the procès-verbaux have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {} if said is None else {"w": f"{said} {unit}"}


def _share_forms(tail: str, value: float) -> dict[str, str]:
    """A share: "45 %", "45 % {tail}", "45 pour cent", "quarante-cinq pour cent"."""
    return {
        "pc": f"{_pct(value)} %",
        "pt": f"{_pct(value)} % {tail}",
        "pp": f"{_pct(value)} pour cent",
        **_words(value, "pour cent"),
    }


def _points(value: float) -> str:
    """Percentage points with a decimal comma, singular below two as French has it ("0,75 point
    de pourcentage", "2,00 points de pourcentage")."""
    n = _comma(f"{value:.2f}")
    return f"{n} point de pourcentage" if value < 2 else f"{n} points de pourcentage"


def _te_forms(value: float) -> dict[str, str]:
    """The tracking error in basis points: "150 pb", "150 points de base", "1,50 point de
    pourcentage", "cent cinquante points de base"."""
    n = _g(value)
    return {
        "pb": f"{n} pb",
        "pdb": f"{n} points de base",
        "pp": _points(value / 100),
        **_words(value, "points de base"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The liquidity reserve in days of benefits: "60 jours", "60 jours ouvrables", "60 jours
    de prestations", "soixante jours"."""
    n = _g(value)
    return {
        "j": f"{n} jours",
        "jo": f"{n} jours ouvrables",
        "jp": f"{n} jours de prestations",
        **_words(value, "jours"),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


def _german_share(value: float) -> str:
    return f"{_g(value * 100)} Prozent"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limite of the règlement de placement: the agent's field names, how the caisse's people
    name it, its code in the banque dépositaire's limit file, the values it takes, its written
    forms, how the London manager's English guidelines and the Zurich manager's German
    Anlagerichtlinien write it and name it, and whether it is a floor (a minimum). Words are
    said one style in three (the default)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    german: Callable[[float], str]
    noun_de: str
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_equity_share", "actionsMax"),
    (
        "les actions (suisses et étrangères)",
        "la part en actions",
        "l'exposition aux actions, dérivés compris",
    ),
    "LIM-ACT-MAX",
    "fraction",
    (0.35, 0.4, 0.45),
    partial(_share_forms, "de la fortune de prévoyance"),
    _english_share,
    "Equities (Swiss and foreign, including derivatives on a delta-adjusted basis)",
    _german_share,
    "Aktien (Schweiz und Ausland)",
)
_REAL_ESTATE: Final = _Subject(
    ("max_real_estate_share", "immobilierMax"),
    (
        "l'immobilier (direct et indirect)",
        "les placements immobiliers",
        "la part immobilière",
    ),
    "LIM-IMM-MAX",
    "fraction",
    (0.15, 0.2, 0.25),
    partial(_share_forms, "de la fortune à la valeur de marché"),
    _english_share,
    "Real estate (direct holdings and funds)",
    _german_share,
    "Immobilien (direkt und indirekt)",
)
_DEBTOR: Final = _Subject(
    ("max_single_debtor_share", "debiteurMax"),
    (
        "la limite par débiteur (hors Confédération et lettres de gage)",
        "l'engagement envers un même débiteur",
        "la concentration sur un seul émetteur",
    ),
    "LIM-DEB-MAX",
    "fraction",
    (0.03, 0.05, 0.07),
    partial(_share_forms, "de la fortune par débiteur"),
    _english_share,
    "Exposure to any single debtor (excluding the Swiss Confederation and Pfandbriefe)",
    _german_share,
    "Engagement pro Schuldner",
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "devisesMax"),
    (
        "les devises étrangères sans couverture du risque de change",
        "l'exposition non couverte en monnaies étrangères",
        "le risque de change résiduel",
    ),
    "LIM-DEV-MAX",
    "fraction",
    (0.15, 0.2, 0.25),
    partial(_share_forms, "après couverture"),
    _english_share,
    "Unhedged foreign currency exposure",
    _german_share,
    "Fremdwährungen ohne Währungsabsicherung",
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "trackingErrorMax"),
    (
        "la tracking error ex ante par rapport à l'allocation stratégique",
        "l'écart de suivi par rapport au benchmark stratégique",
        "le risque actif (tracking error)",
    ),
    "LIM-TE-MAX",
    "bps",
    (75.0, 150.0, 200.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the strategic benchmark",
    lambda v: f"{_g(v)} Basispunkte",
    "Tracking Error ex ante",
)
_BONDS: Final = _Subject(
    ("min_chf_bond_share", "obligationsChfMin"),
    (
        "les obligations en francs suisses",
        "la part des obligations CHF",
        "les créances libellées en CHF",
    ),
    "LIM-OBL-MIN",
    "fraction",
    (0.2, 0.25, 0.3),
    partial(_share_forms, "de la fortune de prévoyance"),
    _english_share,
    "Swiss franc bonds",
    _german_share,
    "Obligationen in CHF",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "liquiditesJoursMin"),
    (
        "la réserve de liquidités pour le paiement des rentes",
        "les liquidités disponibles (en jours de prestations)",
        "la couverture des prestations par les liquidités",
    ),
    "LIM-LIQ-MIN",
    "days",
    (30.0, 60.0, 90.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity reserve for pension payments",
    lambda v: f"{_g(v)} Arbeitstage",
    "Liquiditätsreserve für Rentenzahlungen",
    floor=True,
)
#: seven limites, two of them floors (a share and days): seven shares no factor with six, so the
#: misquote loop's default pairing meets each of its five structures with every one of them
_SUBJECTS: Final = (_EQUITY, _REAL_ESTATE, _DEBTOR, _FX, _TE, _BONDS, _LIQUIDITY)
#: the caps, the only limites a marge tactique is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "selon l'ancien règlement de placement (2021)",
    "proche de la moyenne des caisses publiques romandes",
    "hypothèse provisoire en attendant la décision du conseil de fondation",
    "selon l'étude ALM de l'expert en prévoyance professionnelle",
    "marge de sécurité usuelle sous la limite OPP 2",
    "chiffre du projet de règlement",
    "estimation orale de la responsable des placements",
)

#: where a breach's or a marge tactique's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Allocation de la fortune de prévoyance de la "
    + _FUND_SHORT
    + " (obligations CHF et monnaies étrangères, actions suisses et étrangères, immobilier, "
    "placements alternatifs, infrastructures) dans les limites du règlement de placement et de "
    "l'OPP 2",
    "meilleur rendement ajusté du risque dans les limites du règlement de placement",
    "résoudre l'allocation",
    "les pondérations obtenues et leur risque",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "limite fixée par le conseil de fondation dans le règlement de placement"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "au minimum" if s.floor else "au maximum"


def _sign_short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _sign_de(s: _Subject) -> str:
    return "mindestens" if s.floor else "höchstens"


def _verb(s: _Subject) -> str:
    """How the règlement binds the limit after its noun and a colon: "le niveau ne peut être
    inférieur à" or "la limite ne peut excéder"."""
    return "le niveau ne peut être inférieur à" if s.floor else "la limite ne peut excéder"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rééquilibrer le portefeuille; la fortune de prévoyance atteignait CHF 9'487.6 mio au "
    "31.12.2025",
    "préparer la partie allocation du reporting de risque du T1 2026",
    "intégrer l'engagement de CHF 120'000'000 dans le fonds d'infrastructures à l'allocation",
    "mettre à jour les simulations ALM après la baisse de taux de 25 points de base de la BNS",
    "vérifier que les liquidités couvrent les rentes (environ CHF 41.8 mio par mois)",
)
_DEFERRALS: Final = (
    "le conseil de fondation statuera sur la limite ({noun}) lors de sa séance du 23 avril 2026",
    "le point « {noun} » a été retiré de l'ordre du jour de la commission de placement",
    "la proposition concernant {noun} a été reportée à la séance de juin",
    "le projet de règlement indique toujours « {noun} : [à fixer par le conseil] »",
    "la fonction risques n'a pas encore rendu son préavis sur {noun}",
    "l'autorité de surveillance n'a pas encore répondu à notre courrier (limite : {noun})",
)
_REQUEST_FRAMES: Final = (
    "De : "
    + _CIO
    + " (responsable des placements)\nÀ : Équipe placements\nObjet : Rééquilibrage T1\n\n"
    "Bonjour à tous,\n\nPourriez-vous {task} ? NB : {deferral}.\n\nMerci d'avance,\nSandrine",
    "COMMISSION DE PLACEMENT – ordre du jour de la séance n° 2/2026 (12 mars 2026)\n"
    "1. Approbation du procès-verbal de la séance du 29 janvier 2026\n2. Mandat à la "
    "direction : {task}\n3. Divers\nRemarque : {deferral}.",
    "Note interne – direction des placements, 5 mars 2026\n{Deferral}. Dans l'intervalle, il "
    "est demandé de {task}.",
    "Liste des suspens – fonction risques (état au 6.3.2026)\nSuspens 2026-07 | {Task} | "
    "responsable : direction des placements | statut : ouvert\nCommentaire : {deferral}.",
    "Le secrétariat du conseil de fondation prie la direction des placements de {task}. "
    "{Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {sign}, {short},
    {verb}, {used}, {usage}), its value's form ("bare" the number in the constraint's unit as
    the banque dépositaire's file holds it, "figures" one of its written forms, "words" a
    written form or its words, "table" a written form beside the tableau des limites' actual
    use), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Extrait du procès-verbal de la séance du conseil de fondation du 19 février 2026 ("
        + _FUND
        + ")\nPoint 5 de l'ordre du jour – Règlement de placement\nDécision n° 2026-07 : le "
        "conseil de fondation fixe, à l'unanimité, la limite suivante : {noun}, {sign} {v}. "
        "La proposition d'un engagement supplémentaire de huitante millions de francs en "
        "infrastructures est reportée. Le budget de l'étude ALM 2026 est arrêté à CHF 90'000.– "
        "(nonante mille francs).\nPour extrait conforme : " + _SECRETARY + ", secrétaire",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "De : "
        + _CIO
        + " (responsable des placements)\nÀ : Équipe placements; Fonction risques\nObjet : RE: "
        "Rééquilibrage T1\n\nBonjour,\n\n{Noun} : {sign} {v}. C'est ce que le conseil a "
        "adopté en février – pas le chiffre du projet, qui n'était qu'un document de travail."
        "\n\nMeilleures salutations,\nSandrine",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Tableau des limites – fonction risques, état au 31.03.2026 (pour la commission de "
        "placement)\n| Limite | Utilisation | Limite règlementaire | Taux d'utilisation |\n"
        "|---|---|---|---|\n| {Noun} | {used} | {short} {v} | {usage} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "FICHIER DE LIMITES – "
        + _CUSTODIAN
        + " (banque dépositaire / global custodian), contrôle des limites de placement\n"
        "[{key}]\ndescription = {noun}\nunite = {unit}\nvaleur = {v}\ntype = stricte\n"
        "source = reglement de placement, annexe 1",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "RÈGLEMENT DE PLACEMENT (adopté par le conseil de fondation le 19 février 2026) – "
        "annexe 1, Limites\nArt. A1.1 Les limites s'appliquent à la valeur de marché, dérivés "
        "compris.\nArt. A1.4 {Noun} : {verb} {v}.\nArt. A1.6 Tout dépassement est annoncé sans "
        "délai au directeur général et au président de la commission de placement.",
        "figures",
        "mandate",
    ),
)

#: how the banque dépositaire's limit file names a unit
_UNIT_WORDS: Final = {
    "fraction": "part (decimale)",
    "bps": "point de base",
    "days": "jour",
}


def _used(s: _Subject, value: float) -> float:
    """The tableau des limites' actual use inside the limit: above a floor, below a cap (whole
    days and basis points; a share to the tenth of a percent)."""
    used = value * 1.35 if s.floor else value * 0.75
    if s.unit in ("days", "bps"):
        return float(round(used))
    return round(used, 3)


def _usage(s: _Subject, value: float, used: float) -> str:
    """The taux d'utilisation as the tableau writes it ("75 %"): the use over a cap, the floor
    over the use."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)} %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the banque dépositaire's file holds it: a share with
    three decimals and a decimal point ("0.450", "0.070"), else the figure."""
    if s.unit == "fraction":
        return f"{value:.3f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    used = usage = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the actual use inside the limit, a decoy in the same form
        actual = _used(s, value)
        written, used = s.alike((value, actual), rng.randrange(12), apart=True)
        usage = _usage(s, value, actual)
    elif stating.form == "words":  # a procès-verbal: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(4), words=True)
    else:
        written = s.render(value, rng.randrange(12))
    noun = rng.choice(s.nouns)
    text = _fill(
        stating.frame,
        noun=noun,
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        sign=_sign(s),
        short=_sign_short(s),
        verb=_verb(s),
        used=used,
        usage=usage,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the banque
    dépositaire's file came before the request, the règlement's annexe after it (cited as a
    clause)."""
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
    "reglement_de_placement_2026": {
        "principes_generaux": [
            "La fortune est gérée selon les principes de sécurité, de rendement, de répartition "
            "des risques et de liquidité (art. 50 à 52 OPP 2).",
            "La caisse est gérée en capitalisation partielle (art. 72a LPP) et suit son chemin "
            "de croissance vers un degré de couverture de 80 %.",
            "Le taux technique (2,25 %) est fixé sur recommandation de l'expert en prévoyance "
            "professionnelle; il n'est pas une limite de placement.",
            "Les prêts de titres ne sont autorisés qu'auprès de la banque dépositaire, contre "
            "sûretés.",
            "Les droits de vote sont exercés systématiquement dans les sociétés suisses (ORAb).",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + i // 7,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: the limit beside it in the annexe's table: the OPP 2 legal limit, or an internal threshold,
#: with its value in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LIM-ACT-MAX": ("Limite légale OPP 2 (art. 55, let. b)", 0.5),
    "LIM-IMM-MAX": ("Limite légale OPP 2 (art. 55, let. c)", 0.3),
    "LIM-DEB-MAX": ("Limite légale OPP 2 par débiteur (art. 54)", 0.1),
    "LIM-DEV-MAX": ("Limite légale OPP 2 (art. 55, let. e)", 0.3),
    "LIM-TE-MAX": ("Seuil d'alerte interne de la fonction risques", 40.0),
    "LIM-OBL-MIN": ("Obligations en monnaies étrangères couvertes, min.", 0.1),
    "LIM-LIQ-MIN": ("Objectif de liquidités de l'expert", 120.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point or day)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the règlement of 2021, or a projet
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Dans le règlement de placement du 17 juin 2021, la limite pour {noun} était "
                f"de {wrong}. Le conseil de fondation l'a révisée le 19 février 2026 : {right}, "
                "en vigueur dès le 1er mars 2026."
            )
        else:
            text = (
                f"Le projet de règlement (version 3, janvier) prévoyait pour {noun} {wrong}. "
                f"Dans le règlement adopté, la limite est de {right}, et c'est elle qui fait foi."
            )
    elif structure == 1:  # a proposition the conseil or the commission did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 3 == 0:
            text = (
                f"La direction a proposé de porter la limite pour {noun} à {wrong}. La "
                f"proposition a été rejetée par 7 voix contre 3; la limite reste de {right}."
            )
        elif variant % 3 == 1:
            text = (
                f"Une proposition de la fonction risques ({noun} : {wrong}) a été retirée de "
                f"l'ordre du jour avant la séance. La limite en vigueur est de {right}."
            )
        else:
            text = (
                f"La proposition de modifier la limite pour {noun} à {wrong} a été reportée "
                f"(conseil de fondation, séance du 19 mars 2026, point 8). D'ici là, la limite "
                f"est de {_sign_short(s)} {right}."
            )
    elif structure == 2:  # the tableau des limites' actual use
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Reporting de risque T1 2026 : au 31 mars 2026, {noun} se situait à {wrong}, "
                f"pour une limite de {right}. Aucun dépassement."
            )
        else:
            usage = _usage(s, value, wrong_value)
            text = (
                "| Limite | Utilisation au 31.03.2026 | Limite règlementaire | Taux "
                f"d'utilisation |\n|---|---|---|---|\n| {_cap(noun)} | {wrong} | "
                f"{_sign_short(s)} {right} | {usage} |"
            )
    elif structure == 3:  # the OPP 2 legal limit or an internal threshold beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside} : {wrong}", f"{_cap(noun)}, {_sign_short(s)} : {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Règlement de placement 2026, annexe 1 (extrait)\n- " + "\n- ".join(lines)
    else:  # the peer caisses' average or the expert's unconstrained ALM portfolio
        wrong_value = _away(s, value, 1.35, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "À titre de comparaison : la moyenne des caisses publiques (enquête 2025) pour "
                f"{noun} est de {wrong}. Notre règlement de placement fixe la limite à {right}, "
                "et c'est celle-là que nous appliquons."
            )
        else:
            text = (
                "Étude ALM 2026 de l'expert en prévoyance professionnelle : le portefeuille "
                f"optimal sans contraintes aurait demandé, pour {noun}, {wrong}; le conseil a "
                f"maintenu dans le règlement la limite de {right}."
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


# --- mandate clauses: the règlement's annexe, the autorité de surveillance's letter, the conseil's
# procès-verbal, the Zurich manager's German guidelines, the London manager's English ones and
# the tableau des limites --------------------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 0:  # the règlement's annexe 1, as lettered articles
        written = s.render(value, style)
        annexe: dict[str, JsonValue] = {
            "a": "Les limites s'appliquent à la valeur de marché, dérivés compris; la "
            "fonction risques les contrôle chaque jour.",
            "b": "La duration modifiée du portefeuille obligataire est comprise entre 4 et 8 "
            "ans; notation minimale BBB-.",
            "c": f"{_cap(noun)} : {_verb(s)} {written}.",
            "d": "Tout dépassement est annoncé le jour même au directeur général.",
        }
        return (
            {"reglement_de_placement_2026": {"version": "2026-02", "annexe_1_limites": annexe}},
            None,
            "reglement_de_placement_2026.annexe_1_limites.c",
        )
    if shape == 1:  # the autorité cantonale de surveillance's letter, as a message
        written = s.render(value, style)
        letter = (
            "AUTORITÉ CANTONALE DE SURVEILLANCE DES FONDATIONS ET DES INSTITUTIONS DE PRÉVOYANCE"
            "\nGenève, le 12 février 2026 – N/réf. : SURV-LPP 2026/0314\nConcerne : "
            + _FUND
            + " – examen des comptes 2024\n\nMadame la Présidente,\n\nAu vu du degré de "
            "couverture et de la réserve de fluctuation de valeur encore incomplète, nous "
            f"vous invitons à veiller au respect de la limite suivante : {noun}, {_sign(s)} "
            f"{written}.\n"
            "Nous vous prions de nous faire parvenir un plan de mesures d'ici au 30 avril 2026."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the conseil de fondation's procès-verbal, its décisions as records
        written = s.render(value, style, words=True)
        decisions: list[JsonValue] = [
            "Décision n° 2026-05 : le conseil approuve le procès-verbal de la séance du 11 "
            "décembre 2025 à l'unanimité.",
            "Décision n° 2026-06 : le conseil prend acte du rapport de l'expert en prévoyance "
            "professionnelle.",
            "Décision n° 2026-07 : par 7 voix contre 3, le conseil arrête la limite suivante – "
            f"{noun} : {_sign(s)} {written}.",
            "Décision n° 2026-08 : le choix d'un nouveau gérant obligataire est reporté.",
        ]
        return (
            {"pv_conseil_de_fondation_2026_02": {"point_5": decisions}},
            None,
            "pv_conseil_de_fondation_2026_02.point_5[2]",
        )
    if shape == 3:  # the Zurich manager's German Anlagerichtlinien, as a message
        guidelines = (
            "ANLAGERICHTLINIEN – Anhang 1 zum Vermögensverwaltungsvertrag zwischen der "
            + _FUND
            + " und der "
            + _MANAGER_DE
            + " (Zürich)\n1. Der Verwalter beachtet das Anlagereglement der Kasse.\n"
            f"4. {s.noun_de}: {_sign_de(s)} {s.german(value)} (auf Stufe Gesamtvermögen).\n"
            "6. Verletzungen sind innert eines Arbeitstages zu melden."
        )
        return None, guidelines, MANDATE_ID
    if shape == 4:  # the London manager's English guidelines, as a message
        guidelines = (
            "INVESTMENT GUIDELINES – Schedule 2 to the Investment Management Agreement ("
            + _MANAGER
            + ", global equity mandate for the "
            + _FUND
            + ")\n2.1 The Manager shall comply with the Client's investment regulations "
            f"(règlement de placement).\n2.3 {s.noun_en}: {_sign_en(s)} "
            f"{s.english(value)}, at total fund level.\n2.4 Any breach shall be reported "
            "within one business day."
        )
        return None, guidelines, MANDATE_ID
    written = s.render(value, style, words=True)
    table = (
        "TABLEAU DES LIMITES – fonction risques (validé par la commission de placement le 12 "
        "mars 2026)\n| N° | Limite | Valeur | Fondement |\n|---|---|---|---|\n"
        "| L1 | Duration modifiée obligataire | 4 à 8 ans | règlement, annexe 1 |\n"
        f"| L2 | {_cap(noun)} | {_sign_short(s)} {written} | règlement, annexe 1 |\n"
        "| L3 | Notation minimale | BBB- | règlement, annexe 1 |"
    )
    return None, table, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rééquilibrez le portefeuille dans le respect du règlement de placement, de l'OPP 2 et des "
    "mandats de gestion.",
    "Please rebalance within all our limits – merci!",
    "Pour la séance du conseil de fondation du 23 avril 2026 : optimisez l'allocation dans nos "
    "limites.",
    "Intégrez l'engagement en infrastructures sans aucun dépassement de limite.",
    "Préparez la proposition d'allocation pour le 3e trimestre 2026, sans dépassement.",
)


def _breach_shape(i: int) -> int:
    """Six shapes held two cases each, sliding by one every twelve cases, so that each shape
    meets both modes."""
    return (i // 2 + i // 12) % 6


def _breach_cited(i: int) -> bool:
    """The clause is cited unless the case is odd and among the first twelve: six uncited, one
    in each shape, three in each mode."""
    return i >= 12 or i % 2 == 0


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=_breach_cited,
    rationale="limite documentée de la caisse",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=_breach_shape,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude: the allocation stratégique and its marges tactiques -----------------------------

#: discretion in [lo, hi] around an allocation stratégique {mid}: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Règlement de placement 2026, annexe 2 : pour {noun}, l'allocation stratégique est de "
    "{mid} avec une marge tactique de {lo} à {hi}; à l'intérieur de la fourchette, la "
    "direction des placements fixe le niveau.",
    "| Catégorie | Allocation stratégique | Min. | Max. | Compétence dans la fourchette |\n"
    "|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | Direction des placements |",
    "Le conseil de fondation décide à l'unanimité (décision n° 2026-09) que la direction peut "
    "fixer {noun} à tout niveau compris entre {lo} et {hi} sans nouvelle décision.",
    "Per the side letter, the Manager may set the level for « {noun} » anywhere between {lo} "
    "and {hi}; no further instruction from the Client is needed within that range.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Le conseil de fondation fixe {noun} à {point}. La proposition d'une marge tactique de "
        "{lo} à {hi} a été rejetée par 6 voix contre 4; il n'y a aucune marge de manœuvre.",
        "Le conseil de fondation a adopté la proposition d'une marge tactique de {lo} à {hi} "
        "pour {noun}; à l'intérieur, la direction fixe le niveau.",
    ),
    (
        "La proposition d'une fourchette de {lo} à {hi} pour {noun} a été retirée de l'ordre "
        "du jour (commission de placement, 12 mars 2026). Le niveau reste fixé à {point}.",
        "La proposition d'une fourchette de {lo} à {hi} pour {noun} a été adoptée à "
        "l'unanimité (commission de placement, 12 mars 2026). La direction choisit le niveau "
        "dans la fourchette.",
    ),
    (
        "La fonction risques a proposé une marge tactique de {lo} à {hi} pour {noun}, mais la "
        "décision a été reportée à la séance de juin; d'ici là, le niveau est de {point}.",
        "La fonction risques a proposé une marge tactique de {lo} à {hi} pour {noun}, et le "
        "conseil l'a approuvée; la direction fixe le niveau dans cette fourchette.",
    ),
)


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A fourchette's bound as the tables write it: "27 %" for a share (a decimal comma where it
    has one: "1,8 %"), "45 pb" for the tracking error."""
    if s.unit == "bps":
        return {"pb": f"{_g(value)} pb"}
    return {"pc": f"{_pct(value)} %"}


@dataclass(frozen=True)
class _BandForms(WrittenForms):
    forms: Callable[[float], dict[str, str]]


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A fourchette's min., max. and allocation stratégique in one form."""
    lo, hi, mid = _BandForms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the règlement de placement (fields), an extract of the conseil's
    procès-verbal (a mandate message) or the directeur général's e-mail (a mandate message)."""
    if shape == 0:
        return {"reglement_de_placement_2026": {"annexe_2_allocation_strategique": text}}, None
    if shape == 1:
        return None, (
            "EXTRAIT DU PROCÈS-VERBAL – conseil de fondation, séance du 19 février 2026, point 6 "
            f"(allocation stratégique et marges tactiques)\n\n{text}\n\nPour extrait conforme : "
            + _SECRETARY
            + ", secrétaire"
        )
    return (
        None,
        "De : "
        + _DIRECTOR
        + " (directeur général)\nÀ : "
        + _CIO
        + "\nObjet : Marges tactiques 2026\n\n"
        f"{text}\n\nAvec mes meilleures salutations,\nOlivier",
    )


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 2 * i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    low_ratio=0.6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DECISION: Final = "Procès-verbal du conseil de fondation du 19 mars 2026, décision n° 2026-11 :\n"
_CP: Final = "Procès-verbal de la commission de placement du 12 mars 2026, point 4 : "

#: whole statements of each objective, as the règlement, a décision du conseil, the commission's
#: procès-verbal and the expert's ALM study put them; the first of each is one line, so that a
#: procès-verbal or a correction can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Règlement de placement 2026, art. 3 (objectifs) : le meilleur rendement par unité de "
        "risque – maximisation du ratio de Sharpe.",
        _DECISION + "Le conseil décide que l'allocation est choisie selon le meilleur rendement "
        "ajusté du risque (ratio de Sharpe); chercher du rendement en prenant plus de risque "
        "n'est pas l'objectif.",
        _CP + "la commission demande à la direction d'optimiser le rendement ajusté du risque "
        "(ratio de Sharpe), et non l'écart de suivi par rapport à l'allocation stratégique.",
    ),
    "variance": (
        "Règlement de placement 2026, art. 3 (objectifs) : la plus faible volatilité possible "
        "du degré de couverture – portefeuille de variance minimale.",
        _DECISION + "Le conseil décide de minimiser la variance du portefeuille; les "
        "rendements attendus n'entrent pas dans l'optimisation.",
        "Étude ALM 2026 de l'expert, recommandation : minimiser la volatilité sans objectif de "
        "rendement dans l'optimisation; le taux technique de 2,25 % est suivi, pas optimisé.",
    ),
    "tracking": (
        "Règlement de placement 2026, art. 3 (objectifs) : un rendement aussi proche que "
        "possible de l'allocation stratégique, avec le plus petit écart de suivi.",
        _DECISION + "Le conseil décide que le portefeuille suit l'allocation stratégique avec "
        "la plus faible tracking error possible.",
        _CP + "la direction est évaluée par rapport à l'allocation stratégique; il s'agit de "
        "minimiser la tracking error par rapport à celle-ci.",
    ),
    "return": (
        "Règlement de placement 2026, art. 3 (objectifs) : le rendement attendu le plus élevé, "
        "sans pénalité de risque dans la fonction objectif – les limites règlent le risque.",
        _DECISION + "Le conseil décide de viser le rendement attendu le plus élevé; le risque "
        "est encadré par les limites du règlement et non par la fonction objectif.",
        "Étude ALM 2026 de l'expert, recommandation : à long terme, nous modélisons le "
        "portefeuille au rendement attendu maximal; les limites règlent le risque. Donc pas "
        "de Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Rectificatif après la séance du conseil de fondation du 19 mars 2026 : la formulation a "
    "été modifiée. Elle se lit désormais ainsi :\n\n{new}",
    "Sandrine, 16 h 05 – oubliez mon message de ce matin sur l'objectif. J'en ai parlé avec le "
    "directeur général :\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Règlement de placement 2026 – fondement de l'allocation :\n\n{ask}",
    "{ask}\n\nMerci de mettre à jour l'allocation en conséquence. – SP",
    "Fortune de prévoyance au 31 décembre 2025 : CHF 9'487.6 mio; performance 2025 : 6,8 % "
    "(depuis le début de l'année : 1,4 %); degré de couverture : 78,4 %.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Allocation de la fortune de prévoyance (" + _FUND_SHORT + ")",
    purpose="résoudre l'allocation",
    custom_reason="no platform solver for this objective",
    custom_purpose="allocation",
    section_title="Allocation et pondérations",
    description="les pondérations",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _withdrawn_item(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The commission de placement's procès-verbal: the first proposition was retirée de l'ordre
    du jour, the wanted one adopted."""
    return (
        "Procès-verbal de la commission de placement du 12 mars 2026, point 5 – Objectif de "
        f"placement\nLa proposition initiale (« {_one_line(old_kind, old)} ») a été retirée de "
        f"l'ordre du jour. La nouvelle proposition (« {ask.replace(chr(10), ' ')} ») est "
        "adoptée à l'unanimité."
    )


def _german_correction(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A portfolio manager's e-mail to Zurich in German, withdrawing the wording he forwarded in
    the morning and giving the right one in French."""
    return (
        "Von: " + _PM_DE + "\nAn: " + _MANAGER_DE + "\nBetreff: KORREKTUR Zielfunktion\n\n"
        f"Grüezi zusammen, bitte die Formulierung von heute Morgen (« {_one_line(old_kind, old)} "
        "») ignorieren – sie wurde vom Stiftungsrat nicht verabschiedet. Gültig ist:\n\n"
        f"{ask}\n\nBesten Dank und freundliche Grüsse\nReto"
    )


def _rejected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The conseil de fondation's procès-verbal: a member's amendement rejeté par 7 voix contre
    3, the direction's proposition adopted."""
    return (
        "Procès-verbal du conseil de fondation du 19 mars 2026, point 4 – Objectif de placement\n"
        "M. Yves Castella, représentant des assurés, propose la formulation « "
        f"{_one_line(old_kind, old)} ». L'amendement est rejeté par 7 voix contre 3. Le conseil "
        f"adopte la proposition de la direction : « {ask.replace(chr(10), ' ')} »"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn (`i % 5`, odd, so each meets both modes): a framed request (0), a
    procès-verbal whose first proposition was retirée de l'ordre du jour (1), a German e-mail to
    Zurich withdrawing the morning's wording (2), an earlier message a later one replaces (3: a
    rectificatif after the conseil or from the responsable des placements, by turns of two
    cases) and an amendement rejeté par 7 voix contre 3 (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _withdrawn_item, 2: _german_correction, 4: _rejected},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 2,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four EXPANDING walk-forward folds, each trained from 3 January 2008 to the end of the year
#: before the single calendar year it tests (2016 to 2019), on SIX Swiss Exchange sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2008, 1, 3),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2015, 12, 30), date(2016, 1, 4), date(2016, 12, 30)),
        (date(2016, 12, 30), date(2017, 1, 3), date(2017, 12, 29)),
        (date(2017, 12, 29), date(2018, 1, 3), date(2018, 12, 28)),
        (date(2018, 12, 28), date(2019, 1, 3), date(2019, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "cours de clôture quotidiens du SPI du 03.01.2008 au 29.12.2017",
        "cours de clôture quotidiens du SPI du 03.01.2008 au 30.12.2015",
    ),
    (
        "indice SBI AAA-BBB mensuel de janvier 2008 à juin 2018",
        "indice SBI AAA-BBB mensuel de janvier 2008 à décembre 2015",
    ),
    (
        "indice suisse des prix à la consommation (OFS), mensuel, de 01.2008 à 12.2016",
        "indice suisse des prix à la consommation (OFS), mensuel, de 01.2008 à 11.2015",
    ),
    (
        "cotisations et rentes de la caisse, trimestrielles, du T1 2008 au T2 2018",
        "cotisations et rentes de la caisse, trimestrielles, du T1 2008 au 3e trimestre 2015",
    ),
    (
        "courbe des taux swap en CHF, fin de mois, de janvier 2008 à décembre 2019",
        "courbe des taux swap en CHF, fin de mois, de janvier 2008 à décembre 2015",
    ),
)
_ACTIONS: Final = (
    "les rendements attendus et les corrélations de l'étude ALM ont été estimés",
    "les marges tactiques de rééquilibrage ont été calibrées",
    "le taux de couverture du risque de change a été optimisé",
    "le modèle des cotisations et des rentes a été estimé",
    "le modèle factoriel de la tracking error a été estimé",
)
_LEAK_FRAMES: Final = (
    "Étude ALM 2026, chapitre 3 – hypothèses : {action} (données : {period}).",
    "Note de la fonction risques du 4 mars 2026 : {action} sur la base des {period}; les "
    "paramètres restent identiques dans les quatre fenêtres.",
    "Rapport de la révision interne, annexe 2 (backtest) : {action} une seule fois sur "
    "l'ensemble des données ({period}) avant de lancer les fenêtres walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Chaque année de test utilise les tables LPP 2025 et le taux technique de 2,25 % "
        "décidé en 2025, appliqués rétroactivement jusqu'en 2016.",
        "Chaque année de test utilise les tables actuarielles et le taux technique en vigueur "
        "avant le début de l'année concernée.",
    ),
    (
        "Le portefeuille d'actions du backtest est composé des sociétés qui font aujourd'hui "
        "partie du SMI.",
        "Le portefeuille d'actions du backtest est composé des sociétés qui faisaient partie du "
        "SMI à chaque date de rééquilibrage, y compris celles qui ont été retirées de la cote "
        "depuis.",
    ),
    (
        "La liste d'exclusion 2026 (armes controversées, charbon thermique) est appliquée à "
        "toutes les périodes de test.",
        "À chaque période de test, on applique la liste d'exclusion alors en vigueur, telle que "
        "le conseil l'avait adoptée.",
    ),
    (
        "Les immeubles sont évalués aux valeurs DCF de l'expert immobilier, utilisées dès la "
        "fin du trimestre évalué.",
        "Les immeubles sont évalués aux seules valeurs disponibles à chaque date, avec un "
        "trimestre de décalage.",
    ),
)
_LEAK_ASKS: Final = (
    "La commission de placement souhaite voir un test walk-forward des nouvelles marges "
    "tactiques sur quatre fenêtres annuelles avant de décider.",
    "Please run the walk-forward backtest (expanding window, quatre années de test) de la "
    "politique de couverture de change pour l'étude ALM 2026.",
    "Mandat à la direction : tester l'allocation stratégique par la méthode walk-forward sur "
    "quatre fenêtres, pour le rapport annuel.",
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

_COMPANY: Final = "Jorat Instruments"
_ENTITY: Final = "ent_jorat_instruments"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2022, 2023, 2024, 2025))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("au T4 2025 par rapport au trimestre précédent", (14, 15)),
    ("en 2025", (11, 15)),
    ("au 2e semestre 2025", (13, 15)),
    ("depuis la fin de 2022", (3, 15)),
    ("depuis le 1er trimestre 2022", (0, 15)),
    ("entre le 30.06.2023 et le 30.09.2024", (5, 10)),
    ("en 2024", (7, 11)),
    ("au 1er semestre 2024", (7, 9)),
    ("du T3 2023 au T2 2025", (6, 13)),
    ("depuis son introduction en bourse (2004)", None),
    ("sur les dix dernières années", None),
    ("depuis la crise financière de 2008", None),
)

#: what the claims answer: the commission de placement's point on the exercise of voting rights
_REQUEST: Final = TrendRequest(
    question="Pour la séance de la commission de placement du 12 mars 2026 (point 7, exercice "
    "des droits de vote) : comment {company} a-t-elle évolué ?",
    heading="### Analyse de placement – Jorat Instruments SA (SIX : JORN), résultats annuels 2025",
    as_of="2026-02-20",
)


#: "d'environ 12 %", "de plus de 10 %", "de près de 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="de plus de {} %",
    short="de près de {} %",
    about="d'environ {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in points de pourcentage, singular below two ("de 1,4 point de
    pourcentage"); "" below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    n = _comma(f"{change:.1f}")
    return f"de {n} point de pourcentage" if change < 2 else f"de {n} points de pourcentage"


def _by_mio(a: float, b: float) -> str:
    """A move in millions of francs with a decimal point ("de CHF 12.3 mio"); "" below CHF 1
    mio."""
    change = abs(b - a)
    return f"de CHF {change:.1f} mio" if change >= 1 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "CHF"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} a dépassé à chacun des quatre trimestres de 2025 son niveau du trimestre "
        "correspondant de 2024",
        "{s} est resté à chacun des quatre trimestres de 2025 en dessous de son niveau du "
        "trimestre correspondant de 2024",
    )
    #: how the two years' pace and compounding are said of it: (faster, slower, grew, shrank)
    paces: tuple[str, str, str, str] = (
        "{s} a progressé plus vite en 2025 qu'en 2024",
        "{s} a progressé moins vite en 2025 qu'en 2024",
        "{s} a progressé à un rythme annuel moyen à deux chiffres entre le T4 2023 et le T4 2025",
        "{s} a reculé à un rythme annuel moyen à deux chiffres entre le T4 2023 et le T4 2025",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_chf_mio",
        (
            148.2,
            155.6,
            151.3,
            163.9,
            158.7,
            166.4,
            162.8,
            177.5,
            172.1,
            184.6,
            181.2,
            199.8,
            196.3,
            214.7,
            211.9,
            236.4,
        ),
        (
            "Le chiffre d'affaires",
            "Le chiffre d'affaires de Jorat Instruments",
            "Le chiffre d'affaires consolidé",
        ),
        (
            ("{s} a progressé {m}", rose),
            ("{s} a reculé {m}", fell),
            ("{s} n'a pas reculé", held_up),
            ("{s} n'a reculé à aucun trimestre", never_fell),
            ("{s} n'a pas progressé", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebit_margin_pct",
        (
            14.1,
            14.8,
            13.2,
            15.6,
            12.4,
            13.1,
            12.7,
            14.2,
            13.8,
            15.1,
            14.6,
            16.3,
            15.9,
            16.8,
            16.2,
            17.5,
        ),
        ("La marge EBIT", "La marge EBIT de Jorat Instruments", "La marge opérationnelle"),
        (
            ("{s} s'est améliorée {m}", rose),
            ("{s} s'est détériorée {m}", fell),
            ("{s} ne s'est pas détériorée", held_up),
            ("{s} ne s'est pas améliorée", held_down),
            ("{s} n'a baissé à aucun trimestre", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} a été supérieure à chacun des quatre trimestres de 2025 à celle du trimestre "
            "correspondant de 2024",
            "{s} a été inférieure à chacun des quatre trimestres de 2025 à celle du trimestre "
            "correspondant de 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_intake_chf_mio",
        (
            212.4,
            204.8,
            198.3,
            207.1,
            189.6,
            176.2,
            171.8,
            168.4,
            152.3,
            148.9,
            139.7,
            131.2,
            124.6,
            117.3,
            112.8,
            104.5,
        ),
        ("Les entrées de commandes", "Les entrées de commandes de Jorat Instruments"),
        (
            ("{s} ont reculé {m}", fell),
            ("{s} ont progressé {m}", rose),
            ("{s} ont baissé à chaque trimestre", fell_every_quarter),
            ("{s} n'ont pas progressé", held_down),
            ("{s} ont augmenté à chaque trimestre", rose_every_quarter),
            ("{s} n'ont augmenté à aucun trimestre", never_rose),
        ),
        _approx_pct,
        True,
        (
            "{s} ont dépassé à chacun des quatre trimestres de 2025 leur niveau d'un an auparavant",
            "{s} sont restées à chacun des quatre trimestres de 2025 en dessous de leur niveau "
            "d'un an auparavant",
        ),
        (
            "{s} ont progressé plus vite en 2025 qu'en 2024",
            "{s} ont progressé moins vite en 2025 qu'en 2024",
            "{s} ont progressé à un rythme annuel moyen à deux chiffres entre le T4 2023 et le "
            "T4 2025",
            "{s} ont reculé à un rythme annuel moyen à deux chiffres entre le T4 2023 et le T4 "
            "2025",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_chf_mio",
        (
            16.8,
            18.2,
            15.9,
            21.4,
            14.7,
            -22.6,
            13.9,
            19.8,
            18.1,
            20.7,
            19.4,
            24.2,
            22.8,
            25.9,
            24.1,
            29.3,
        ),
        ("Le résultat net", "Le résultat net de Jorat Instruments", "Le bénéfice net du groupe"),
        (
            ("{s} s'est amélioré {m}", rose),
            ("{s} s'est détérioré {m}", fell),
            ("{s} ne s'est pas détérioré", held_up),
            ("{s} ne s'est pas amélioré", held_down),
            ("{s} n'a baissé à aucun trimestre", never_fell),
        ),
        _by_mio,
        False,
        (
            "{s} a été meilleur à chacun des quatre trimestres de 2025 qu'un an auparavant",
            "{s} a été moins bon à chacun des quatre trimestres de 2025 qu'un an auparavant",
        ),
    ),
)


_year_specials = partial(_growth_specials, end=15, shrinking=True)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2025's pace against 2024's and the two-year compound rate (a rise
    or, `shrinking`, a fall), then year over year in each quarter of 2025. Pairs too close to
    call are left out."""
    up_all, down_all = trend.year_on_year
    faster, slower, grew, shrank = trend.paces
    return _year_specials(
        trend,
        up_all=up_all,
        down_all=down_all,
        faster=faster,
        slower=slower,
        grew=grew,
        shrank=shrank,
    )


_CLAIM_FRAMES: Final = (
    "Suivi des participations directes, T4 2025 (actions suisses, gestion interne) : {claim} [1].",
    "Procès-verbal de la commission de placement du 12 mars 2026, point 7 : {claim} [1]. La "
    "commission décide à l'unanimité de soutenir la proposition de dividende (CHF 1.85 par "
    "action) à l'assemblée générale.",
    "{Claim} [1] – commentaire du gérant actions, Teams, 9 h 12.",
    "| Société | Valeur de marché | Part du capital | Commentaire |\n|---|---|---|---|\n| "
    "Jorat Instruments SA (JORN) | CHF 38'400'000 | 2,1 % | {Claim} [1] |",
    "Rapport annuel 2025 (projet), investissement responsable : {claim} [1]. La société ne "
    "figure pas sur la liste d'exclusion.",
)


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
        left_out=lambda h, w, c: h.startswith("au T4 2025") and "trimestre" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZZN: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
