"""Held-out batch ZZZZF: every flaw kind again, in the voice of a Romanian Pilon II pension
administrator: Carpatica Societate de Administrare a Fondurilor de Pensii Private S.A. (a
fictional administrator of the fond de pensii administrat privat "Carpatica Pensii" with an
activ net of 31.486,2 mil. lei, some 31,5 mld. lei, at 31.12.2024, and of a Pilon III fond de
pensii facultative, "Carpatica Plus"), supervised by the Autoritatea de Supraveghere Financiară
(ASF) under Legea nr. 411/2004 and the ASF norms. Its people and papers, written in Romanian
with its articles and inflection, with diacritics (ă â î ș ț) and, in the e-mails and chat, as
people type them without ("Buna ziua", "multumesc", "limita ramane"), and a little English from
an external manager's mandate ("Investment Management Agreement", "tracking error", "fyi",
"backtest", "walk-forward", "Pls actualizați alocarea within all limits"): the Consiliul de
Supraveghere (its președinte Ioana Dumitrescu-Vlad; secretar Mihai Stoica) and the Directorat
(its președinte Radu Ionescu), the comitetul de investiții, their procese-verbale, ordini de
zi and hotărâri with their numbers and puncte (aprobat în unanimitate; respins cu 3 voturi
pentru și 4 împotrivă, amânat, retras de pe ordinea de zi, returnat spre reanalizare), the
director de investiții (Andrei Mocanu) and his e-mails ("De la / Către / Subiect: RE: …") and
Teams messages, the prospectul schemei de pensii private with its politica de investiții, its
limitele de investiții (art. 4.3) and its alocarea
strategică with its intervale, the ofițerul de conformitate's and the funcția de administrare a
riscurilor's reports ("Indicator / Valoare la 31.03.2025 / Limită / Grad de utilizare") and
lista de sarcini, the depozitar's limit file (Banca Depozitară Transilvană S.A., a CSV with
"COD;DESCRIERE;UNITATE;VALOARE" and "L-ACT-MAX;…;fracție;0,45"), the ASF's control findings
(Direcția Generală Pensii Private, nr. SA-DG 4.118/2025), an external manager's English mandate
(Halden Brook Asset Management Ltd, Schedule 2, with English figures: "45%", "200 bps", "40
issuers", "10 business days"), the auditor financiar's raport, the analiza ALM and the
raportul anual. Its number forms are Romanian: a decimal comma and dot-grouped thousands
("31.486,2 mil. lei", "31,5 mld. lei", "1.250.000 lei"), "%" close up ("45%", "45,0% din
activul total"), "la sută", "procente" with the "de" Romanian puts after twenty ("45 de
procente", "5 procente", "40 de emitenți", "15 zile lucrătoare"), "puncte procentuale" and
"puncte de bază" ("pb"), dates as "31.03.2025", "trimestrul I 2025", "T4 2024", "semestrul II
2024", "la 30 iunie 2025", "anualizat", "de la începutul anului", abbreviations (art., alin.,
lit., nr., resp., ș.a., mil., mld.), and limits in words in hotărâri and procese-verbale
("patruzeci și cinci la sută", "două sute de puncte de bază", "patruzeci de emitenți", "zece
zile lucrătoare"); the trend claims use the perfect compus of a trend's verbs and their
negations (a crescut, a scăzut, s-a îmbunătățit, s-a deteriorat, s-a redus, s-a majorat; nu a
crescut, nu a scăzut, nu s-a deteriorat, nu s-a îmbunătățit, nu s-a redus).

Batch ZZZZF is built like ZZZZA and ZZZZC - phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text - and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZA and ZZZZC
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks` and the id pattern of
`libs/contracts` were read for it; no rule, reviewer, reviewer or validator test, validator,
policy, benchmark result, benchmark document, ADR or other batch was read, and it was not run
against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZA's and ZZZZC's
where the loops allow: SEVEN subjects (four caps - acțiuni tranzacționate, the expunere valutară
neacoperită, a single emitent and the tracking error in pb - and three floors: titluri de stat
as a SHARE, a count of emitenți in the portofoliul de acțiuni and the rezerva de lichiditate in
zile lucrătoare), so four units; limits in words one style in FOUR (`words_every=4`); the
misquote loop's default pairing (`i + i // 5`: seven shares no factor with six, so each
structure meets every subject), one structure in four wordings (respins, retras de pe ordinea de
zi, amânat, returnat spre reanalizare); the invented limit's answer in FIVE forms taken in turn
(`i % 5`, odd, so each meets both modes), on the subject `2 * i + i // 7`: the Consiliul de
Supraveghere's hotărâre (in words wherever the value has them), the director de investiții's
e-mail written without diacritics and the risk report's table with a decoy "Valoare" and "Grad
de utilizare" (chat answers), the depozitar's CSV sent AFTER the request (`template_inputs`,
"0,45" in the constraint's unit with two decimals and a decimal comma), and the external
manager's English mandate given BEFORE it (`mandate`, English figures, cited as a
clause); every other strategy case from the FIRST pair under a mandate bounding other things
(`other_at=0`); breaches in FOUR shapes held three cases each (`shape=(i // 3) % 4`, each in both
modes) at 1.2 of a cap and 0.8 of a floor, uncited twins at 0.88 of a cap and 1.15 of a floor,
the clause cited unless `i % 5 == 3` (five uncited, every shape both ways), the subject `5 * i +
1`; the shapes are the prospectus's limitele de investiții keyed as a lawyer numbers them
(`prospect_schema_pensii.art_4_limite.4.3`), the ASF's control findings, the English mandate and
the Consiliul de Supraveghere's hotărâri as a list of records
(`hotarari_cs_2025[1].dispozitiv`); latitude bands over the four caps (`turn=3 * i + 1`) whose
low end is THREE FIFTHS of their top (`low_ratio=0.6`), written in short forms ("27%–45%",
"120–200 pb"), each granted case assuming THREE FIFTHS of the way up (`assumed_value`), and each
refused case assuming the same point (`refused_value`) against a level fixed at the low end, the
flawed value 1.2 of the top, refused at `i % 6` in (1, 4) (respins, amânat, retras, returnat)
and placed in THREE shapes three cases at a time (`(i // 3) % 3`, each in both modes); objectives
in FIVE structures with a slide of one every six cases (`structure=(i + i // 6) % 5`; the
wanted objective `3 * i + 2`), three withdrawing an earlier wording in the same text (a
comitetul de investiții's proces-verbal whose first propunere was respinsă, an e-mail
"CORECTURĂ" withdrawing the morning's wording, and a Directorat hotărâre in which the first
wording was retrasă) and one replaced by a later rectificare; leakage over FOUR ROLLING
walk-forward folds, each trained on the five years before its single calendar YEAR of test
(2019 to 2022, Bursa de Valori București sessions), the whole sentence at every third case from
the THIRD (`sentence_at=2`, the default), placed in the interpretation first; and a trend request
of its own (the comitetul de investiții's AGA point, its heading, an as-of date after the
preliminary 2024 results) over TWENTY-FOUR quarters (T1 2019 - T4 2024) comparing 2024 with 2023
(`end=23`), a double-digit compound FALL claimed as well as a rise (`shrinking=True`, of the
datoria netă), special pairs taken in turn every fourth case (`special_step=4`), extra frame
parts drawn per claim (`frame_parts`: the valoarea deținerii and the procent din capitalul
social) and a signed series (rezultatul net, losses in T2 2020 and in the T3 2022 impairment).

Decoy numbers (no truth depends on them): the activ net (31.486,2 mil. lei; 31,5 mld. lei), the
Pilon III fund's (1.284,6 mil. lei), the 2024 randament (9,8%) and de la începutul anului
(2,1%), the contribuția transferată (4,75% din venitul brut) and the monthly viramente (612,4
mil. lei), the comision de administrare (0,07% pe lună), the BNR's dobânda de politică monetară
(6,50%) and its 25 de puncte de bază cut, the 1.250.000 lei depozitar fee, the ASF's nr. and
deadline (30.05.2025), hotărâre, proces-verbal and punct numbers, votes (3 pentru, 4 împotrivă),
the risk report's "Valoare" and "Grad de utilizare" beside a limit, other limits beside it in
anexa nr. 2 and in art. 4 (OPCVM ≤ 5%, rating minim BBB-), the media sistemului (Pilon II
average) and the analiza ALM's unconstrained portfolio quoted for comparison, the watched
company's valoare and procent deținut and its dividend (0,42 lei pe acțiune). Its parts:

* limits as the administrator's people state them: acțiuni tranzacționate (a cap: "45%", "45,0%
  din activul total", "45 la sută", "45 de procente", "patruzeci și cinci la sută"), the
  expunere valutară neacoperită ("20%", "20,0% după acoperire"), a single emitent ("5%", "5,0%
  din activul fondului", "5 procente"), the tracking error ("200 pb", "200 de puncte de bază",
  "2,00 puncte procentuale anualizat", "două sute de puncte de bază"), titluri de stat (a floor:
  "30%", "30,0% din activul net"), emitenți in the portofoliul de acțiuni (a floor, a count: "40
  de emitenți", "40 de societăți", "40 de poziții distincte") and the rezerva de lichiditate (a
  floor in days: "10 zile lucrătoare", "10 zile de plăți", "10 zile bancare");
* requests (the director de investiții's e-mail, the comitetul de investiții's ordine de zi, a
  Teams message, a notă internă, the risk function's lista de sarcini and an ASF request)
  deferring the limit to a Consiliul de Supraveghere not yet met, a punct amânat, a propunere
  retrasă, a draft reading "[se completează după hotărârea CS]", the ofițerul de conformitate's
  aviz not yet given or the ASF's answer not yet received;
* provenance misquoting its source: the prospectus of 14.12.2023 or a draft; a propunere
  respinsă (3 pentru, 4 împotrivă), retrasă, amânată or returnată spre reanalizare; the risk
  report's valoare (prose, or an "Indicator / Valoare la 31.03.2025 / Limită / Grad de
  utilizare" table); another limit beside it in anexa nr. 2; the media sistemului or the analiza
  ALM's unconstrained portfolio;
* latitude granted as the prospectus's alocarea strategică (an interval around a pondere
  țintă), an "Clasă de active / Pondere țintă / Minim / Maxim / Decide" table, a hotărâre of the
  Consiliul de Supraveghere, a line of the delegare de competențe and the IMA side letter's
  English; refused as above, each twin the same text granting it; placed in the prospectus
  (fields), the comitetul de investiții's proces-verbal (a message) and the Directorat's e-mail
  (a message);
* objectives as the politica de investiții's cap. 2, a hotărâre of the Consiliul de
  Supraveghere, the comitetul de investiții's proces-verbal and the analiza ALM, some saying what
  is not the aim ("nu tracking error-ul", "deci nu Sharpe") and some beside the rentabilitatea
  minimă calculated by the ASF, which is followed and not optimised;
* leakage as the analiza ALM, the risk function's raport and the audit intern write it: expected
  returns and correlations, rebalancing bands, the grad de acoperire valutară, a model of
  contribuții and plăți and a tracking-error factor model fitted on periods reaching into the
  test years (BET-TR, MSCI World in lei, the INS's IPC, the fund's own flows, the ROBOR and
  titluri de stat curve, CEE credit spreads), and whole sentences (today's BET constituents,
  the 2025 excluderi list in every period, the 2024 reevaluare of unlisted holdings used back,
  the 2025 ASF rentabilitate minimă formula applied back); each clean twin in the same form,
  ending before the first test date, and where the data come out late, ending where they were
  out before it;
* trend claims on Someș Cabluri S.A. (BVB: SMCB; a fictional Dej maker of cables the fund holds
  directly) - cifra de afaceri (mil. lei, faster in 2024 and a double-digit compound rise),
  marja EBITDA (moves in puncte procentuale), datoria netă (mil. lei, a double-digit compound
  fall), gradul de îndatorare datorie netă/EBITDA (lower is better) and rezultatul net (signed,
  mil. lei) over twenty-four quarters, as the comitetul de investiții's analysis, its
  proces-verbal, the analyst's Teams comment (the claim first), a "Emitent / Valoare deținere /
  Procent / Comentariu" table and the raportul anual draft; horizons covered by the series
  against uncovered ones ("de la listarea la BVB (2004)"). Whether a claim holds is computed from
  the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Final

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
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270179
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzf"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzfro0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzfro1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzfro2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzfro3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzfro5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzfrod"

_ADMIN: Final = "Carpatica Societate de Administrare a Fondurilor de Pensii Private S.A."
_FUND: Final = "Fondul de Pensii Administrat Privat Carpatica Pensii"
_CIO: Final = "Andrei Mocanu"
_CEO: Final = "Radu Ionescu"
_CHAIR: Final = "Ioana Dumitrescu-Vlad"
_MANAGER: Final = "Halden Brook Asset Management Ltd"


# --- numbers as a Romanian administrator's investiții and risc departments write them ----------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "45", "2,5", "31,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("45,0", "3,5"), else in full
    ("38,25"): the prospectus's tables always show a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


def _de(n: float, noun: str) -> str:
    """A whole number with its noun the Romanian way: "de" after twenty and more ("40 de
    emitenți", "200 de puncte de bază") unless the last two digits are 01-19 ("5 procente",
    "15 zile", "115 zile"); a number with decimals takes none ("2,5 procente")."""
    if n != int(n):
        return f"{_comma(_g(n))} {noun}"
    k = int(n)
    de = k % 100 == 0 or k % 100 >= 20
    return f"{k} de {noun}" if de and k != 0 else f"{k} {noun}"


#: the limits' values in words, as hotărâri and procese-verbale write them
_WORDS: Final[dict[float, str]] = {
    0.03: "trei",
    0.05: "cinci",
    0.1: "zece",
    0.2: "douăzeci",
    0.25: "douăzeci și cinci",
    0.3: "treizeci",
    0.35: "treizeci și cinci",
    0.4: "patruzeci",
    0.45: "patruzeci și cinci",
    0.5: "cincizeci",
    5.0: "cinci",
    10.0: "zece",
    15.0: "cincisprezece",
    30.0: "treizeci",
    40.0: "patruzeci",
    50.0: "cincizeci",
    200.0: "două sute",
    250.0: "două sute cincizeci",
}


def _words(value: float, noun: str, *, de: bool) -> dict[str, str]:
    """The value in words with its noun, under the key "w" ("patruzeci și cinci la sută",
    "patruzeci de emitenți", "zece zile lucrătoare"), when the papers have a word for it."""
    said = _WORDS.get(round(value, 6))
    if said is None:
        return {}
    return {"w": f"{said} de {noun}" if de else f"{said} {noun}"}


def _share_forms(tail: str, value: float) -> dict[str, str]:
    """A share: "45%", "45,0% {tail}", "45 la sută", "45 de procente"."""
    p = round(value * 100, 6)
    return {
        "pc": f"{_pct(value)}%",
        "pt": f"{_pct1(value)}% {tail}",
        "ls": f"{_pct(value)} la sută",
        "pr": _de(p, "procente"),
        **_words(value, "la sută", de=False),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The tracking error in basis points: "200 pb", "200 de puncte de bază", "2,00 puncte
    procentuale anualizat", "două sute de puncte de bază"."""
    return {
        "pb": f"{_comma(_g(value))} pb",
        "pd": _de(value, "puncte de bază"),
        "pp": _comma(f"{value / 100:.2f}") + " puncte procentuale anualizat",
        **_words(value, "puncte de bază", de=True),
    }


def _issuers_forms(value: float) -> dict[str, str]:
    """Emitenți in the portofoliul de acțiuni: "40 de emitenți", "40 de societăți", "40 de
    poziții distincte", "patruzeci de emitenți"."""
    return {
        "e": _de(value, "emitenți"),
        "s": _de(value, "societăți"),
        "p": _de(value, "poziții distincte"),
        **_words(value, "emitenți", de=True),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The rezerva de lichiditate in days: "10 zile lucrătoare", "10 zile de plăți", "10 zile
    bancare", "zece zile lucrătoare" (no "de" under twenty)."""
    return {
        "zl": _de(value, "zile lucrătoare"),
        "zp": _de(value, "zile de plăți"),
        "zb": _de(value, "zile bancare"),
        **_words(value, "zile lucrătoare", de=value >= 20),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms: an interval's short forms ("27%–45%")."""

    forms: Callable[[float], dict[str, str]]
    words_every: ClassVar[int] = 4


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limită: the agent's field names, how the administrator's people name it, its code in
    the depozitar's file, the values it takes, its written forms, how the manager's English
    mandate writes it and names it, and whether it is a floor (a prag minim). Words are said
    one style in four."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False
    words_every: ClassVar[int] = 4


_EQUITY: Final = _Subject(
    ("max_listed_equity_share", "limitaActiuni"),
    (
        "acțiuni tranzacționate pe piețe reglementate",
        "expunerea pe acțiuni (inclusiv ETF-uri pe acțiuni)",
        "plasamentele în acțiuni listate",
    ),
    "L-ACT-MAX",
    "fraction",
    (0.4, 0.45, 0.5),
    partial(_share_forms, "din activul total"),
    _english_share,
    "Listed equities (incl. equity ETFs)",
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "limitaValutara"),
    (
        "expunerea valutară neacoperită",
        "activele în altă monedă decât leul, neacoperite",
        "riscul valutar după acoperire",
    ),
    "L-VAL-MAX",
    "fraction",
    (0.2, 0.25, 0.3),
    partial(_share_forms, "după acoperire"),
    _english_share,
    "Unhedged non-RON currency exposure",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "limitaEmitent"),
    (
        "expunerea pe un singur emitent (exclusiv statul român)",
        "concentrarea pe un emitent",
        "plasamentele la același emitent",
    ),
    "L-EMI-MAX",
    "fraction",
    (0.03, 0.05, 0.1),
    partial(_share_forms, "din activul fondului"),
    _english_share,
    "Exposure to any single non-sovereign issuer",
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "limitaTrackingError"),
    (
        "tracking error-ul ex ante față de alocarea strategică",
        "abaterea activă (tracking error) față de benchmark",
        "riscul activ față de portofoliul de referință",
    ),
    "L-TE-MAX",
    "bps",
    (150.0, 200.0, 250.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the strategic allocation",
)
_GOV: Final = _Subject(
    ("min_government_bond_share", "pragTitluriStat"),
    (
        "titlurile de stat emise de Ministerul Finanțelor",
        "ponderea titlurilor de stat românești",
        "plasamentele în obligațiuni de stat (RO)",
    ),
    "L-TS-MIN",
    "fraction",
    (0.3, 0.35, 0.4),
    partial(_share_forms, "din activul net"),
    _english_share,
    "Romanian government securities",
    floor=True,
)
_ISSUERS: Final = _Subject(
    ("min_equity_issuers", "pragEmitenti"),
    (
        "numărul de emitenți din portofoliul de acțiuni",
        "diversificarea portofoliului de acțiuni (număr de emitenți)",
        "emitenții distincți în portofoliul de acțiuni",
    ),
    "L-NRE-MIN",
    "count",
    (30.0, 40.0, 50.0),
    _issuers_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of equity issuers held",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "pragLichiditate"),
    (
        "rezerva de lichiditate pentru plăți și transferuri",
        "acoperirea plăților din numerar și depozite",
        "lichiditatea imediată a fondului",
    ),
    "L-LIC-MIN",
    "days",
    (5.0, 10.0, 15.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity buffer for benefit payments and transfers",
    floor=True,
)
#: seven limite, three of them floors (a share, a count, days); seven shares no factor with
#: six, so the misquote loop's default pairing meets each structure with every one
_SUBJECTS: Final = (_EQUITY, _FX, _ISSUER, _TE, _GOV, _ISSUERS, _LIQUIDITY)
#: the caps, the only limite an interval is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "conform prospectului din 2023",
    "aproximativ media sistemului Pilon II",
    "ipoteză provizorie până la hotărârea CS",
    "conform scenariului de bază din analiza ALM",
    "marjă uzuală sub limita legală",
    "cifra din proiectul de prospect",
    "estimarea verbală a directorului de investiții",
)

#: where a breach's or an interval's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Alocarea activelor "
    + _FUND
    + " (titluri de stat, obligațiuni corporative și municipale, acțiuni, OPCVM, depozite, "
    "private equity și infrastructură) în limitele de investiții ale prospectului",
    "cel mai bun randament ajustat la risc pentru participanți, în limitele prospectului",
    "rezolvarea alocării",
    "ponderile obținute și riscul lor",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "limită stabilită în prospectul schemei de pensii, aprobat de ASF"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "cel puțin" if s.floor else "cel mult"


def _max(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _limit_word(s: _Subject) -> str:
    """How the papers call the bound: a prag minim or a limită maximă."""
    return "pragul minim" if s.floor else "limita maximă"


def _sign_en(s: _Subject) -> str:
    return "at least" if s.floor else "no more than"


def _bare_ascii(text: str) -> str:
    """Text as people type it without diacritics ("limita ramane")."""
    return text.translate(str.maketrans("ăâîșțĂÂÎȘȚ", "aaistAAIST"))


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalansarea portofoliului; activul net era la 31.12.2024 de 31.486,2 mil. lei",
    "pregătirea secțiunii de alocare din raportul de risc pe trimestrul I 2025",
    "includerea angajamentului de 400 mil. lei în fondul de infrastructură în alocarea strategică",
    "reluarea simulărilor ALM după reducerea cu 25 de puncte de bază a dobânzii BNR (la 6,50%)",
    "verificarea lichidității pentru viramentele lunare (cca. 612,4 mil. lei)",
)
_DEFERRALS: Final = (
    "limita ({noun}) se stabilește de Consiliul de Supraveghere în ședința din 22.05.2025",
    "punctul privind {noun} a fost amânat în comitetul de investiții",
    "propunerea de limită ({noun}) a fost retrasă și revine în iunie",
    "în proiectul de prospect scrie încă „{noun}: [se completează după hotărârea CS]”",
    "avizul ofițerului de conformitate (punctul: {noun}) nu a fost încă dat",
    "nu avem încă răspunsul ASF (punctul: {noun}, adresa nr. SA-DG 4.118/2025)",
)
_REQUEST_FRAMES: Final = (
    "De la: "
    + _CIO
    + " (director investiții)\nCătre: Echipa de investiții\nSubiect: Rebalansare T1\n\n"
    "Bună ziua,\n\nvă rog să vă ocupați de {task}. Atenție: {deferral}.\n\nMulțumesc,\nAndrei",
    "ORDINE DE ZI – Comitetul de investiții, ședința nr. 3/2025 (10.04.2025)\n1. Aprobarea "
    "procesului-verbal al ședinței anterioare\n2. {Task}\n3. Diverse\nNotă: {deferral}.",
    "Teams – Andrei M. (09:12): poti prelua {task}? fyi {deferral}",
    "NOTĂ INTERNĂ nr. 118/27.03.2025\nCătre: membrii comitetului de investiții\nDe la: "
    "Direcția Investiții\n\n{Deferral}. Între timp se solicită: {task}.",
    "Listă de sarcini – funcția de administrare a riscurilor (situația la 28.03.2025)\n"
    "Sarcina 2025-09 | {Task} | responsabil: director investiții | stadiu: în lucru\n"
    "Observație: {deferral}.",
    "ASF solicită informații suplimentare până la 30.05.2025.\nSecretarul CS roagă Direcția "
    "Investiții să asigure mai întâi {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {sign}, {max},
    {short}, {limit}, {sign_en}, {noun_en}, {valoare}, {grad}), its value's form ("bare" the
    number in the constraint's unit as the depozitar's file holds it, "figures" one of its
    written forms, "ascii" one typed without diacritics, "words" a written form or its words,
    "table" a written form beside the risk report's valoare, "english" the manager's English
    figure), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Extras din Hotărârea Consiliului de Supraveghere nr. 7 din 18.02.2025 ("
        + _ADMIN
        + ")\nArt. 1. Se aprobă prospectul schemei de pensii actualizat.\nArt. 2. Pentru "
        "{noun} se stabilește {limit} de {v}.\nArt. 3. Punctul privind selecția noului "
        "administrator extern a fost amânat.\nPreședinte CS, "
        + _CHAIR
        + "\nSecretar CS, Mihai Stoica",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "De la: "
        + _CIO
        + "\nCatre: Echipa de investitii; Risc\nSubiect: RE: Rebalansare T1\n\nSalut,\n\n"
        "{Noun}: {sign} {v}. Asta e ce a aprobat CS in februarie - nu cifra din draft (aia era "
        "doar de lucru).\n\nAndrei",
        "ascii",
        "clarification_answer",
    ),
    _Stating(
        "Raport de risc – funcția de administrare a riscurilor, situația la 31.03.2025 (pentru "
        "comitetul de investiții)\n| Indicator | Valoare | Limită | Grad de utilizare |\n"
        "|---|---|---|---|\n| {Noun} | {valoare} | {short} {v} | {grad} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "Banca Depozitară Transilvană S.A. – depozitar\nFișier limite investiționale "
        + _FUND
        + " (export CSV zilnic)\nCOD;DESCRIERE;UNITATE;VALOARE;TIP\n"
        "{key};{noun};{unit};{v};{max}\nSursa: prospect, art. 4",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "INVESTMENT MANAGEMENT AGREEMENT – Schedule 2 (Investment Restrictions) between "
        + _ADMIN
        + " (the Client) and "
        + _MANAGER
        + "\n2.1 The Manager shall comply with Law no. 411/2004, the ASF norms and the Client's "
        "prospectus as amended.\n2.4 Client-level restriction – {noun_en}: {sign_en} {v}, "
        "tested daily at market value.",
        "english",
        "mandate",
        first=True,
    ),
)

#: how the depozitar's file names a unit
_UNIT_WORDS: Final = {
    "fraction": "fracție",
    "bps": "pb",
    "count": "nr.",
    "days": "zile lucrătoare",
}


def _real(s: _Subject, value: float) -> float:
    """The risk report's valoare inside the limit: above a floor, below a cap (whole emitenți,
    days and basis points)."""
    used = value * 1.25 if s.floor else value * 0.75
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    return round(used, 4)


def _grad(s: _Subject, value: float, used: float) -> str:
    """Gradul de utilizare as the risk report writes it ("75%"): the valoare over a cap, the
    floor over the valoare."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)}%"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the depozitar's CSV holds it: a share with two
    decimals ("0,45", "0,05"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    valoare = grad = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    elif stating.form == "table":  # the valoare inside the limit, a decoy in the same form
        used = _real(s, value)
        written, valoare = s.alike((value, used), rng.randrange(12), apart=True)
        grad = _grad(s, value, used)
    elif stating.form == "words":  # a hotărâre: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
    elif stating.form == "ascii":
        written = _bare_ascii(s.render(value, rng.randrange(12)))
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
        max=_max(s),
        short=_short(s),
        limit=_limit_word(s),
        sign_en=_sign_en(s),
        noun_en=s.noun_en,
        valoare=valoare,
        grad=grad,
    )
    if stating.form == "ascii":
        text = _bare_ascii(text)
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the manager's
    English mandate came before the request, the depozitar's CSV after it; the mandate cited as
    a clause."""
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
    "prospect_schema_pensii": {
        "art_2_principii": [
            "Activele fondului se investesc în interesul participanților, cu prudență, "
            "diversificare și lichiditate adecvată, conform Legii nr. 411/2004.",
            "Rentabilitatea minimă calculată de ASF (rata medie ponderată a sistemului minus "
            "4 puncte procentuale, resp. 25% din aceasta) se urmărește trimestrial; nu este o "
            "limită de investiții.",
            "Fondul nu investește în emitenți de pe lista de excluderi (armament controversat, "
            "cărbune termic, tutun).",
            "Instrumentele derivate se folosesc numai pentru acoperirea riscurilor; vânzarea în "
            "lipsă este interzisă.",
            "Consiliul de Supraveghere revizuiește politica de investiții cel puțin o dată pe an.",
            "Comisionul de administrare: 0,07% pe lună din activul net; contribuția transferată "
            "la fond este de 4,75% din venitul brut.",
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
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the prospectus's anexa nr. 2: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "L-ACT-MAX": ("Acțiuni pe piețe emergente, max.", 0.07),
    "L-VAL-MAX": ("Monede din afara UE, max.", 0.025),
    "L-EMI-MAX": ("Depozite la o singură bancă, max.", 0.015),
    "L-TE-MAX": ("Tracking error componenta obligațiuni, max.", 60.0),
    "L-TS-MIN": ("Titluri de stat UE/SEE/OCDE, min.", 0.12),
    "L-NRE-MIN": ("Emitenți în portofoliul extern de acțiuni, min.", 18.0),
    "L-LIC-MIN": ("Lichiditate în scenariul de stres, min.", 3.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point, emitent or day)."""
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
    if structure == 0:  # the prospectus of 2023, or a draft
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"În prospectul aprobat de ASF la 14.12.2023, pentru {noun} {_limit_word(s)} era "
                f"de {wrong}. Prin Hotărârea CS nr. 7/18.02.2025 s-a stabilit noua limită: "
                f"{right}, aplicabilă de la 01.03.2025."
            )
        else:
            text = (
                f"În draftul v3 (ianuarie) apărea, la {noun}, {wrong}. În prospectul avizat "
                f"limita este {right} și pe aceea o respectăm."
            )
    elif structure == 1:  # a proposal the CS or the comitet did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Direcția Investiții a propus pentru {noun} {_limit_word(s)} de {wrong}. "
                f"Propunerea a fost respinsă (3 voturi pentru, 4 împotrivă); rămâne {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Șeful funcției de risc a propus la punctul „{noun}” valoarea {wrong}, dar "
                f"propunerea a fost retrasă de pe ordinea de zi. Se aplică în continuare {right} "
                "din prospect."
            )
        elif variant % 4 == 2:
            text = (
                f"Propunerea de modificare a limitei ({noun}) la {wrong} a fost amânată (CS, "
                f"ședința din 20.03.2025, pct. 9). Până la o nouă hotărâre limita este {right}."
            )
        else:
            text = (
                "Comitetul de investiții a returnat spre reanalizare propunerea prin care, la "
                f"{noun}, limita ar fi devenit {wrong}. Limita în vigoare: {_short(s)} {right}."
            )
    elif structure == 2:  # the risk report's valoare
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Raportul de risc T1 2025: {noun} era la 31.03.2025 de {wrong}, față de o "
                f"limită de {right}. Nicio depășire."
            )
        else:
            grad = _grad(s, value, wrong_value)
            text = (
                "| Indicator | Valoare la 31.03.2025 | Limită | Grad de utilizare |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {grad} |"
            )
    elif structure == 3:  # another limit beside it in anexa nr. 2
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Prospect, anexa nr. 2 (extras)\n– " + "\n– ".join(lines)
    else:  # the media sistemului or the analiza ALM's unconstrained portfolio
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Doar ca termen de comparație: media sistemului Pilon II (date ASF, "
                f"31.12.2024) la „{noun}” este {wrong}. În prospectul nostru limita este "
                f"{right} și pe aceea o aplicăm."
            )
        else:
            text = (
                "Analiza ALM 2025: portofoliul optim fără restricții ar fi presupus, la "
                f"„{noun}”, {wrong}; CS a menținut în prospect limita de {right}."
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


# --- mandate clauses: the prospectus's art. 4, the ASF's control findings, the English mandate
# and the Consiliul de Supraveghere's hotărâri -------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of four places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 0:  # the prospectus's art. 4, keyed as a lawyer numbers it
        written = s.render(value, style)
        articol: dict[str, JsonValue] = {
            "4.1": "Limitele se calculează la valoarea de piață a activelor, zilnic, de către "
            "administrator și se verifică de depozitar.",
            "4.2": "Plasamentele în OPCVM nu depășesc 5% din activul total; obligațiunile "
            "corporative au rating minim BBB-.",
            "4.3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "4.4": "Depășirile pasive se corectează în termenul prevăzut de normele ASF.",
        }
        return (
            {"prospect_schema_pensii": {"versiune": "2025-02", "art_4_limite": articol}},
            None,
            "prospect_schema_pensii.art_4_limite.4.3",
        )
    if shape == 1:  # the ASF's control findings, as a message
        written = s.render(value, style, words=True)
        letter = (
            "AUTORITATEA DE SUPRAVEGHERE FINANCIARĂ\nDirecția Generală Pensii Private\n"
            "Nr. SA-DG 4.118/2025 – București, 14.02.2025\nCătre: "
            + _ADMIN
            + "\n\nÎn urma controlului periodic și în temeiul art. 87 alin. (1) lit. b) din "
            "Legea nr. 411/2004 "
            f"și al normelor ASF, vă solicităm să asigurați ca {noun} să fie {_sign(s)} "
            f"{written}.\nVă rugăm să transmiteți planul de măsuri până la 30.05.2025."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the manager's English mandate, as a message
        guidelines = (
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 2 ("
            + _MANAGER
            + ", CEE equities mandate for "
            + _FUND
            + ")\n2.1 The Manager shall comply with the Client's prospectus and the ASF norms.\n"
            f"2.3 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\n2.5 Any breach shall be "
            "notified by the next business day and cured within ten business days."
        )
        return None, guidelines, MANDATE_ID
    written = s.render(value, style, words=True)
    hotarari: list[JsonValue] = [
        {
            "numar": "6/18.02.2025",
            "dispozitiv": "Se aprobă situațiile financiare anuale 2024 și raportul auditorului "
            "financiar.",
        },
        {
            "numar": "7/18.02.2025",
            "dispozitiv": f"Se aprobă, în unanimitate, pentru {noun}, {_max(s)} {written}.",
        },
        {
            "numar": "8/18.02.2025",
            "dispozitiv": "Selecția noului administrator extern se amână pentru ședința următoare.",
        },
    ]
    return {"hotarari_cs_2025": hotarari}, None, "hotarari_cs_2025[1].dispozitiv"


_WITHIN_ASKS: Final = (
    "Rebalansați portofoliul în limitele prospectului, ale deciziei ASF și ale mandatelor externe.",
    "Pls actualizați alocarea within all limits.",
    "Pentru ședința CS din 22.05.2025: optimizați alocarea în limitele noastre.",
    "Includeți angajamentul de 400 mil. lei în infrastructură fără nicio depășire de limită.",
    "Pregătiți propunerea de alocare strategică pentru semestrul II 2025, fără depășiri.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 5 != 3,
    rationale="limită documentată a fondului",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 3) % 4,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.88,
    floor_inside=1.15,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a pondere țintă {mid}: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Prospect, art. 5 (alocarea strategică): pentru {noun} intervalul este {lo}–{hi}, cu o "
    "pondere țintă de {mid}; în interval nivelul îl decide directorul de investiții.",
    "| Clasă de active | Pondere țintă | Minim | Maxim | Decide în interval |\n"
    "|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | Directorul de investiții |",
    "Consiliul de Supraveghere a hotărât în unanimitate (Hotărârea nr. 9/2025) ca Direcția "
    "Investiții să poată stabili nivelul pentru {noun} oriunde între {lo} și {hi}, fără o "
    "nouă hotărâre a CS.",
    "Conform delegării de competențe, între {lo} și {hi} nivelul pentru {noun} ține de "
    "administrarea curentă: îl decide directorul de investiții și raportează comitetului.",
    "Per the IMA side letter, the Manager may set the level for „{noun}” anywhere between {lo} "
    "and {hi}; no further instruction from the Client is required within that range.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "CS a stabilit pentru {noun} nivelul de {point}. Propunerea unui interval {lo}–{hi} "
        "a fost respinsă (3 voturi pentru, 4 împotrivă); nu există marjă de decizie.",
        "CS a aprobat propunerea unui interval {lo}–{hi} pentru {noun}; în interval Direcția "
        "Investiții decide nivelul.",
    ),
    (
        "Propunerea privind intervalul {lo}–{hi} ({noun}) a fost amânată (CS, 18.02.2025, "
        "pct. 8). Până atunci nivelul rămâne {point}.",
        "Propunerea privind intervalul {lo}–{hi} ({noun}) a fost aprobată în unanimitate (CS, "
        "18.02.2025, pct. 8). Directorul de investiții alege nivelul în interval.",
    ),
    (
        "Funcția de risc a recomandat pentru {noun} intervalul {lo}–{hi}, dar recomandarea a "
        "fost retrasă înainte de ședință; nivelul este {point} până la o decizie a CS.",
        "Funcția de risc a recomandat pentru {noun} intervalul {lo}–{hi}, iar CS a aprobat "
        "recomandarea; directorul de investiții stabilește nivelul în interval.",
    ),
    (
        "Comitetul de investiții a returnat spre reanalizare propunerea de a acorda "
        "directorului de investiții o marjă {lo}–{hi} ({noun}). Nivelul de {point} rămâne "
        "în vigoare.",
        "Comitetul de investiții a aprobat propunerea de a acorda directorului de investiții o "
        "marjă {lo}–{hi} ({noun}). El alege nivelul în interval.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """An interval's minim and maxim and its pondere țintă in one form, and the level a refusal
    fixes: the interval's low end, so that the point a refused plan assumes (three fifths up) is
    looser than the level fixed."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": lo}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """An interval's bound as the tables write it, without a tail: "27%" or "27,0%" for a share,
    "120 pb" for the tracking error."""
    if s.unit == "bps":
        return {"pb": f"{_comma(_g(value))} pb"}
    return {"pc": f"{_pct(value)}%", "p1": f"{_pct1(value)}%"}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the prospectus (fields), the comitetul de investiții's proces-verbal
    (a mandate message) or the președintele Directoratului's e-mail (a mandate message)."""
    if shape == 0:
        return {"prospect_schema_pensii": {"art_5_alocare_strategica": text}}, None
    if shape == 1:
        return None, (
            "PROCES-VERBAL al ședinței Comitetului de investiții nr. 2/2025 (18.02.2025)\n"
            f"Pct. 3 – Alocarea strategică și intervalele\n{text}\n\nÎntocmit: Mihai Stoica"
        )
    return (
        None,
        "De la: "
        + _CEO
        + " (Președinte Directorat)\nCătre: "
        + _CIO
        + "\nSubiect: Intervale 2025\n\n"
        f"{text}\n\nCu stimă,\nRadu Ionescu",
    )


def _three_fifths_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: three fifths of the way from the interval's low end to its
    top, the same for a granted and a refused interval."""
    low, high, _ = bounds
    return round(low + (high - low) * 0.6, 6)


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 3 * i + 1,
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
    point="fixed",
    refused_value=_three_fifths_up,
    low_ratio=0.6,
    assumed_value=_three_fifths_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DECISION: Final = "Hotărârea Consiliului de Supraveghere nr. 9 din 18.03.2025, art. 1:\n"
_CI: Final = "Procesul-verbal al Comitetului de investiții din 06.03.2025, pct. 4: "

#: whole statements of each objective, as the politica de investiții, a hotărâre of the CS, the
#: comitetul de investiții's proces-verbal and the analiza ALM put them; the first of each is one
#: line, so that a proces-verbal, a corectură or a retracted wording can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Politica de investiții 2025, cap. 2 (obiective): randament maxim pe unitatea de risc – "
        "maximizarea raportului Sharpe.",
        _DECISION + "Consiliul de Supraveghere hotărăște ca alocarea să fie aleasă după cel "
        "mai bun randament ajustat la risc (raportul Sharpe); randamentul suplimentar obținut "
        "cu risc suplimentar nu este un obiectiv.",
        _CI + "comitetul solicită Direcției Investiții să optimizeze randamentul ajustat la "
        "risc (raportul Sharpe), nu tracking error-ul față de alocarea strategică.",
        "Analiza ALM 2025, recomandare: se alege portofoliul cu cel mai mare randament așteptat "
        "pe unitatea de volatilitate (Sharpe maxim). Rentabilitatea minimă calculată de ASF se "
        "urmărește separat.",
    ),
    "variance": (
        "Politica de investiții 2025, cap. 2 (obiective): volatilitate cât mai mică a valorii "
        "unității de fond – portofoliul de varianță minimă.",
        _DECISION + "Consiliul de Supraveghere hotărăște minimizarea varianței portofoliului; "
        "randamentele așteptate nu intră în optimizare.",
        _CI + "prioritatea este reducerea fluctuațiilor valorii unității de fond. Se "
        "minimizează varianța portofoliului, indiferent de randamentele așteptate.",
        "Analiza ALM 2025, recomandare: minimizarea volatilității, fără țintă de randament în "
        "optimizare; rentabilitatea minimă ASF se monitorizează, nu se optimizează.",
    ),
    "tracking": (
        "Politica de investiții 2025, cap. 2 (obiective): randament cât mai aproape de alocarea "
        "strategică, cu abatere minimă.",
        _DECISION + "Consiliul de Supraveghere hotărăște ca portofoliul să urmărească alocarea "
        "strategică cu un tracking error cât mai mic.",
        _CI + "Direcția Investiții este evaluată față de alocarea strategică; se minimizează "
        "tracking error-ul față de aceasta.",
        "Analiza ALM 2025, recomandare: rămânem cât mai aproape de alocarea strategică; "
        "propunem ponderile care minimizează riscul activ ex ante.",
    ),
    "return": (
        "Politica de investiții 2025, cap. 2 (obiective): randamentul așteptat maxim, fără "
        "penalizare de risc în funcția obiectiv – riscul îl tratează limitele.",
        _DECISION + "Consiliul de Supraveghere hotărăște ca ponderile să urmărească cel mai "
        "mare randament așteptat; riscul se limitează prin limitele prospectului, nu în funcția "
        "obiectiv.",
        _CI + "se maximizează randamentul așteptat în limitele prospectului; fără ajustare la "
        "risc în funcția obiectiv.",
        "Analiza ALM 2025, recomandare: pe termen lung modelăm portofoliul cu randamentul "
        "așteptat maxim; de risc se ocupă limitele. Deci nu Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Rectificare după ședința CS din 22.05.2025: formularea s-a modificat. Textul aprobat "
    "este:\n\n{new}",
    "Andrei, 16:05 – ignorați mesajul meu de azi-dimineață despre obiectiv. Am vorbit cu "
    "dl. Ionescu:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Politica de investiții 2025 – temeiul alocării:\n\n{ask}",
    "{ask}\n\nVă rog actualizați alocarea în consecință. – A.M.",
    "Activ net 31,5 mld. lei la 31.12.2024 (Pilon III, Carpatica Plus: 1.284,6 mil. lei); "
    "randament 2024: 9,8% (de la începutul anului 2,1%); comisionul depozitarului: 1.250.000 "
    "lei/an.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Alocarea activelor " + _FUND,
    purpose="rezolvarea alocării",
    custom_reason="no platform solver for this objective",
    custom_purpose="alocarea",
    section_title="Alocare și ponderi",
    description="ponderile",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _rejected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The comitetul de investiții's proces-verbal: the first propunere respinsă, the wanted
    one aprobată."""
    return (
        "Proces-verbal – Comitetul de investiții, ședința din 10.04.2025, pct. 5 (obiectivul "
        f"investițional)\nPropunerea inițială („{_one_line(old_kind, old)}”) a fost respinsă "
        f"cu 2 voturi pentru și 3 împotrivă. Propunerea nouă („{ask.replace(chr(10), ' ')}”) a "
        "fost aprobată în unanimitate."
    )


def _corrected_mail(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The director de investiții's e-mail withdrawing, in the same mail, the wording he sent in
    the morning."""
    return (
        "De la: " + _CIO + "\nSubiect: CORECTURĂ: funcția obiectiv\n\nFormularea trimisă "
        f"azi-dimineață („{_one_line(old_kind, old)}”) se retrage. Formularea corectă, "
        f"aprobată de CS:\n\n{ask}\n\nAndrei"
    )


def _retracted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A Directorat hotărâre: the first wording retrasă by its author, the second adopted."""
    return (
        "Hotărârea Directoratului nr. 14 din 22.05.2025 – Obiectivul investițional\n"
        f"Membrul Directoratului Elena Pop a propus formularea „{_one_line(old_kind, old)}”, pe "
        "care și-a retras-o în cursul ședinței. Directoratul a aprobat propunerea "
        f"președintelui: „{ask.replace(chr(10), ' ')}”"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures taken with a slide of one every six cases (`(i + i // 6) % 5`, so each
    meets both modes): a framed request (0), a proces-verbal whose first propunere was respinsă
    (1), a CORECTURĂ e-mail (2), an earlier message a later one replaces (3: a rectificare
    after the CS or from the director de investiții, by turns of two cases) and a Directorat
    hotărâre in which the first wording was retrasă (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _rejected, 2: _corrected_mail, 4: _retracted},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 2,
        structure=lambda i: (i + i // 6) % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ROLLING walk-forward folds, each trained on the five years before its single calendar
#: year of test (2019 to 2022), Bursa de Valori București's sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_start, train_end, test_start, test_end in (
        (date(2014, 1, 6), date(2018, 12, 28), date(2019, 1, 3), date(2019, 12, 30)),
        (date(2015, 1, 5), date(2019, 12, 30), date(2020, 1, 3), date(2020, 12, 30)),
        (date(2016, 1, 4), date(2020, 12, 30), date(2021, 1, 4), date(2021, 12, 30)),
        (date(2017, 1, 3), date(2021, 12, 30), date(2022, 1, 3), date(2022, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "cotațiile zilnice de închidere ale indicelui BET-TR 06.01.2014–30.12.2019",
        "cotațiile zilnice de închidere ale indicelui BET-TR 06.01.2014–28.12.2018",
    ),
    (
        "MSCI World (în lei), lunar, ianuarie 2014 – iunie 2020",
        "MSCI World (în lei), lunar, ianuarie 2014 – decembrie 2018",
    ),
    (
        "IPC publicat de INS, lunar, 01/2014–12/2019",
        "IPC publicat de INS, lunar, 01/2014–11/2018",
    ),
    (
        "contribuțiile virate și plățile fondului, trimestrial, T1 2014 – T2 2020",
        "contribuțiile virate și plățile fondului, trimestrial, T1 2014 – T3 2018",
    ),
    (
        "curba titlurilor de stat în lei și ROBOR 3M, la sfârșit de lună, 2014–2021",
        "curba titlurilor de stat în lei și ROBOR 3M, la sfârșit de lună, 2014–2018",
    ),
    (
        "spread-urile obligațiunilor corporative CEE, săptămânal, din 2014 până în săptămâna "
        "39 din 2019",
        "spread-urile obligațiunilor corporative CEE, săptămânal, din 2014 până în săptămâna "
        "51 din 2018",
    ),
)
_ACTIONS: Final = (
    "randamentele așteptate și corelațiile din analiza ALM au fost estimate",
    "benzile de rebalansare au fost calibrate",
    "gradul de acoperire valutară a fost optimizat",
    "modelul contribuțiilor și al plăților a fost estimat",
    "modelul factorial al tracking error-ului a fost estimat",
)
_LEAK_FRAMES: Final = (
    "Analiza ALM 2025, cap. 3 – ipoteze: {action} (date: {period}).",
    "Raportul funcției de administrare a riscurilor (08.04.2025): {action} pe baza datelor "
    "{period}; parametrii rămân aceiași în toate cele patru ferestre.",
    "Raportul auditului intern, anexa 2 (backtest): {action} o singură dată pe tot setul "
    "({period}), înainte de rularea ferestrelor walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Portofoliul de acțiuni din backtest este format din emitenții care fac parte astăzi "
        "din indicele BET.",
        "Portofoliul de acțiuni din backtest este format din emitenții care făceau parte din "
        "indicele BET la fiecare dată de rebalansare, inclusiv cei retrași ulterior de la "
        "tranzacționare.",
    ),
    (
        "Lista de excluderi din 2025 (cărbune termic, armament controversat) se aplică tuturor "
        "perioadelor de test.",
        "În fiecare perioadă de test se aplică lista de excluderi în vigoare atunci, aprobată "
        "la acea dată de CS.",
    ),
    (
        "Participațiile nelistate se evaluează la valorile din reevaluarea din 2024, aplicate "
        "retroactiv din 2019.",
        "Participațiile nelistate se evaluează doar la valorile disponibile la fiecare dată, "
        "cu decalajul de un trimestru al raportului evaluatorului.",
    ),
    (
        "Rentabilitatea minimă se calculează în toate ferestrele după formula ASF din 2025.",
        "Rentabilitatea minimă se calculează în fiecare fereastră după formula ASF în vigoare "
        "la începutul acelei ferestre.",
    ),
)
_LEAK_ASKS: Final = (
    "Comitetul de investiții vrea să vadă un test walk-forward al noilor benzi de rebalansare "
    "pe patru ferestre glisante înainte de decizie.",
    "Pls fă un backtest walk-forward (rolling window, patru ani de test) pentru politica de "
    "acoperire valutară, pentru analiza ALM 2025.",
    "Sarcină pentru Direcția Investiții: testați alocarea strategică prin metoda walk-forward "
    "pe patru ferestre glisante, pentru raportul anual.",
)
_WHERE: Final = ("interpretation", "reasoning", "purpose", "evidence")


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
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Someș Cabluri"
_ENTITY: Final = "ent_somes_cabluri"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("în T4 2024 față de trimestrul anterior", (22, 23)),
    ("în 2024", (19, 23)),
    ("în semestrul II 2024", (21, 23)),
    ("de la sfârșitul lui 2021 până la sfârșitul lui 2024", (11, 23)),
    ("din T1 2019 încoace", (0, 23)),
    ("după pandemie, din T2 2020 încoace", (5, 23)),
    ("între 30.06.2020 și 30.09.2023", (5, 18)),
    ("în 2023", (15, 19)),
    ("în semestrul I 2022", (11, 13)),
    ("în perioada T3 2022 – T2 2024", (14, 21)),
    ("de la listarea la BVB (2004)", None),
    ("în ultimii cincisprezece ani", None),
    ("după criza financiară din 2008", None),
)

#: what the claims answer: the comitetul de investiții's AGA point on a held company
_REQUEST: Final = TrendRequest(
    question="Pentru comitetul de investiții din 12.03.2025 (pct. 6, vot în AGA): cum a evoluat "
    "{company}?",
    heading="### Analiză emitent – Someș Cabluri S.A. (BVB: SMCB), rezultate preliminare 2024",
    as_of="2025-02-27",
)


#: "cu circa 12%", "cu peste 10%", "cu aproape 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="cu peste {}%",
    short="cu aproape {}%",
    about="cu circa {}%",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in puncte procentuale with a decimal comma ("cu 1,4 puncte
    procentuale"); "" below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    return "cu " + _comma(f"{change:.1f}") + " puncte procentuale"


def _by_turns(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("cu 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return "cu " + _comma(f"{change:.1f}") + "x" if change >= 0.1 else ""


def _by_mlei(a: float, b: float) -> str:
    """A move in mil. lei with dot thousands and a decimal comma ("cu 12,3 mil. lei"); "" below
    2 mil. lei."""
    change = abs(b - a)
    if change < 2:
        return ""
    written = f"{change:,.1f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    return f"cu {written} mil. lei"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "RON"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} a fost în fiecare trimestru din 2024 mai mare decât în același trimestru din 2023",
        "{s} a fost în fiecare trimestru din 2024 mai mică decât în același trimestru din 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_mron",
        (
            182.4,
            195.1,
            201.7,
            210.3,
            188.6,
            142.9,
            176.4,
            205.8,
            212.5,
            228.7,
            235.1,
            249.6,
            258.3,
            271.9,
            266.4,
            280.2,
            289.7,
            304.6,
            311.2,
            327.5,
            341.9,
            368.3,
            379.6,
            402.8,
        ),
        ("Cifra de afaceri", "Cifra de afaceri a Someș Cabluri", "Cifra de afaceri consolidată"),
        (
            ("{s} a crescut {m}", rose),
            ("{s} a scăzut {m}", fell),
            ("{s} nu a scăzut", held_up),
            ("{s} nu a scăzut în niciun trimestru față de cel precedent", never_fell),
            ("{s} nu a crescut", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            11.2,
            11.8,
            12.1,
            12.6,
            10.4,
            6.3,
            9.8,
            11.9,
            12.4,
            13.1,
            12.8,
            13.6,
            11.9,
            10.7,
            9.2,
            10.8,
            11.6,
            12.3,
            12.9,
            13.4,
            13.8,
            14.6,
            14.1,
            15.2,
        ),
        ("Marja EBITDA", "Marja EBITDA a Someș Cabluri", "Marja operațională (EBITDA)"),
        (
            ("{s} s-a îmbunătățit {m}", rose),
            ("{s} s-a deteriorat {m}", fell),
            ("{s} nu s-a deteriorat", held_up),
            ("{s} nu s-a îmbunătățit", held_down),
            ("{s} nu a scăzut în niciun trimestru față de cel precedent", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} a fost în fiecare trimestru din 2024 mai bună decât în același trimestru din 2023",
            "{s} a fost în fiecare trimestru din 2024 mai slabă decât în același trimestru "
            "din 2023",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_mron",
        (
            312.5,
            318.9,
            325.4,
            331.0,
            346.2,
            371.8,
            365.3,
            352.7,
            340.1,
            333.6,
            327.9,
            318.2,
            334.7,
            349.5,
            356.8,
            342.1,
            321.4,
            305.8,
            291.2,
            276.9,
            258.3,
            241.7,
            229.4,
            214.6,
        ),
        ("Datoria netă", "Datoria netă a Someș Cabluri", "Datoria financiară netă"),
        (
            ("{s} s-a redus {m}", fell),
            ("{s} a crescut {m}", rose),
            ("{s} a scăzut în fiecare trimestru", fell_every_quarter),
            ("{s} nu a crescut", held_down),
            ("{s} nu s-a redus", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.1,
            2.0,
            1.9,
            1.9,
            2.4,
            3.6,
            2.9,
            2.5,
            2.2,
            2.0,
            1.9,
            1.8,
            2.0,
            2.3,
            2.6,
            2.4,
            2.2,
            1.9,
            1.7,
            1.6,
            1.4,
            1.2,
            1.1,
            0.9,
        ),
        (
            "Gradul de îndatorare (datorie netă/EBITDA)",
            "Indicatorul datorie netă/EBITDA al Someș Cabluri",
            "Levierul (datorie netă/EBITDA)",
        ),
        (
            ("{s} a scăzut {m}", fell),
            ("{s} a crescut {m}", rose),
            ("{s} nu a crescut", held_down),
            ("{s} nu a crescut în niciun trimestru față de cel precedent", never_rose),
            ("{s} s-a redus în fiecare trimestru", fell_every_quarter),
        ),
        _by_turns,
        False,
        (
            "{s} a fost la finalul fiecărui trimestru din 2024 mai mare decât cu un an înainte",
            "{s} a fost la finalul fiecărui trimestru din 2024 mai mic decât cu un an înainte",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_result_mron",
        (
            12.4,
            14.1,
            15.3,
            13.8,
            6.2,
            -9.7,
            8.1,
            14.6,
            16.9,
            18.4,
            19.7,
            17.2,
            18.3,
            15.9,
            -22.6,
            12.4,
            19.8,
            22.1,
            24.3,
            21.7,
            25.6,
            28.9,
            30.2,
            33.4,
        ),
        (
            "Rezultatul net",
            "Profitul net al Someș Cabluri",
            "Rezultatul net atribuibil acționarilor",
        ),
        (
            ("{s} s-a îmbunătățit {m}", rose),
            ("{s} s-a deteriorat {m}", fell),
            ("{s} nu s-a deteriorat", held_up),
            ("{s} nu s-a îmbunătățit", held_down),
            ("{s} nu a scăzut în niciun trimestru față de cel precedent", never_fell),
        ),
        _by_mlei,
        False,
        (
            "{s} a fost în fiecare trimestru din 2024 mai bun decât cu un an înainte",
            "{s} a fost în fiecare trimestru din 2024 mai slab decât cu un an înainte",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} a crescut în 2024 mai repede decât în 2023",
    slower="{s} a crescut în 2024 mai încet decât în 2023",
    grew="{s} a crescut în perioada T4 2022 – T4 2024 cu un ritm mediu anual de peste 10%",
    shrank="{s} s-a redus în perioada T4 2022 – T4 2024 cu un ritm mediu anual de peste 10%",
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
    "Analiza comitetului de investiții, T4 2024 (participații directe la emitenți BVB; valoare "
    "{val}, deținere {proc}): {claim} [1].",
    "Proces-verbal – Comitetul de investiții, 12.03.2025, pct. 6 (vot în AGA): {claim} [1]. "
    "Comitetul a hotărât în unanimitate votul „pentru” dividendul propus (0,42 lei pe acțiune).",
    "{Claim} [1] – analist, pe Teams; deținerea noastră ({proc}) rămâne neschimbată.",
    "| Emitent | Valoare deținere | Procent | Comentariu |\n|---|---|---|---|\n| Someș Cabluri "
    "S.A. (SMCB) | {val} | {proc} | {Claim} [1] |",
    "Raportul anual 2024 al fondului (proiect), investiții responsabile: {claim} [1]. "
    "Emitentul nu este pe lista de excluderi (valoare {val}).",
)

_VALUES: Final = ("186,4 mil. lei", "172,9 mil. lei", "181.250 mii lei")
_PERCENTS: Final = ("9,7% din capitalul social", "9,4%", "9,7% din acțiuni și drepturi de vot")


def _holding(rng: random.Random) -> dict[str, str]:
    """The fund's valoare deținere in Someș Cabluri and its procent, drawn for each claim's
    frame."""
    return {"val": rng.choice(_VALUES), "proc": rng.choice(_PERCENTS)}


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
        left_out=lambda h, w, c: h.startswith("în T4 2024") and "trimestru" in c,
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
    """Batch ZZZZF: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
