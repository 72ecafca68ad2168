"""Held-out batch ZZZZM: every flaw kind again, in the voice of a Ljubljana pension company
(pokojninska družba, d.d.): Pokojninska družba Šmarna, d.d. (a fictional company with some
1.486,3 mio EUR of sredstva at 30. 9. 2025) managing voluntary supplementary pension insurance
(prostovoljno dodatno pokojninsko zavarovanje) through the three kritni skladi of its skupina
kritnih skladov življenjskega cikla - Šmarna dinamični, Šmarna uravnoteženi and Šmarna zajamčeni -
under the Zakon o pokojninskem in invalidskem zavarovanju (ZPIZ-2), supervised by the Agencija za
zavarovalni nadzor (AZN). Its people and papers, written in Slovenian as they write it, with the
English its portfolio managers write to foreign brokers and to an external manager ("Please
rebalance … – hvala!", "hard limit", "block trade", "walk-forward", "backtest", "tracking
error"): the uprava (predsednica uprave mag. Tanja Kovačič Žnidaršič) and the nadzorni svet with
their sklepi ("Sklep NS 5/2025-3"), the naložbeni odbor (direktor naložb Gregor Zupančič;
zapisnikarica Urška Mlakar) with its zapisniki, dnevni red and točke, numbered sklepi and votes
("soglasno", "pet glasov za, dva proti", "dva glasova za, pet proti"; a predlog zavrnjen,
umaknjen z dnevnega reda, preložen, not potrjen), the portfolio manager Nina Hribar's e-mails and
Teams messages, the naložbena politika of each kritni sklad with its naložbene omejitve (7. člen)
and its strateška alokacija with razponi (spodnja meja / zgornja meja), the pooblastila
upravljavcem, the funkcija upravljanja tveganj's tabela limitov ("Omejitev / Meja / Stanje /
Izkoriščenost") and seznam nalog, the skrbniška banka's obrazec za nastavitev limitov (Banka Sorica
d.d.), the AZN's letter (Številka: 40110-37/2025-4) and its statistics, an external manager's
English Investment Management Agreement (Fenwick Row Asset Management Ltd, Schedule 3), the study
ALM, the notranja revizija and the letno poročilo. Its number forms are Slovenian: a decimal comma
and dot thousands ("1.486,3 mio EUR", "6.812.400 EUR"), "%" after a space ("35 %", "35,0 %
sredstev kritnega sklada"), the noun after a number in its case and number - the dual and the
plural ("dva odstotka", "2,5 odstotka", "tri odstotke", "35 odstotkov"; "dve odstotni točki",
"1,5 odstotne točke"; "150 baznih točk", "150 bt"; "40 izdajateljev") -, "1,05-kratnik" and
"1,05 x", EUR and "mio EUR", dates with spaces ("31. 12. 2024", "30. 9. 2025") and in words with
the month in the genitive ("12. novembra 2025", "31. decembra 2024"), quarters as "3. četrtletje
2025" and "v 3. četrtletju 2025", "v zadnjih petih četrtletjih", "od začetka leta", and numbers
in words where the naložbeni odbor's zapisnik and the zapisnik of a sklep say them
("petintrideset odstotkov", "dva odstotka", "tri odstotke", "dve odstotni točki", "sto petdeset
baznih točk", "štirideset izdajateljev"); the trend claims use the past tense of a trend's verbs
agreeing with each subject's gender and number (prihodki so se povečali, marža se je izboljšala,
razmerje se je znižalo, stanje naročil se je zmanjšalo, čisti dobiček se je poslabšal) and their
negations (se niso zmanjšali, se ni poslabšala, se ni zvišalo, se ni povečalo, se ni izboljšal).

Batch ZZZZM is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text - and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id checks of `libs/contracts` (constraint units, walk-forward windows, message kinds,
id prefixes) and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer,
reviewer or validator test, validator, policy, benchmark result, benchmark document, ADR or other
batch was read, and it was not run against the reviewers or the validator before its first
recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - delnice, nepremičnine, a single izdajatelj, the
valutno nezavarovana izpostavljenost and the sledilna napaka in bazne točke - and two floors: the
zajamčeni sklad's kritje of its zajamčena vrednost as a MULTIPLE and a count of izdajatelji in the
delniški portfelj); seven shares no factor with six, so the misquote loop keeps the DEFAULT pairing
(`i + i // 5`: in 24 cases each of its five structures meets four or five of the seven subjects and
every subject is misquoted), one structure in four wordings (zavrnjen, umaknjen z dnevnega reda,
preložen, ni potrdil); limits in words one style in THREE (the default `words_every`), with the noun
in its dual or plural; the invented limit's answer in FIVE forms taken in turn (`i % 5`, odd, so
each form meets both modes), on the subject `4 * i + 1`: the naložbeni odbor's zapisnik (in words
wherever the value has them), Nina Hribar's ENGLISH e-mail to a foreign broker ("not more than 45%")
and the tabela limitov with a decoy "Stanje" and "Izkoriščenost" (chat answers), the skrbniška
banka's obrazec given BEFORE the request (`template_inputs`, "Vrednost: 0,45" in the constraint's
unit with at least two decimals and a decimal comma) and the naložbena politika's 7. člen given
BEFORE it too (`mandate`, cited as a clause, `answer_first`); every other strategy case from the
FIRST pair under a mandate bounding other things (the default `other_at=0`); breaches in SIX shapes
taken in turn (`shape=i % 6`, each in both modes), on the subject `5 * i + 2`, at 1.2 of a cap and
0.8 of a floor, uncited twins at 0.85 of a cap and 1.25 of a floor, the clause cited unless `(i + i
// 6) % 4 == 2` (six uncited, one in each shape) - the dinamični sklad's naložbena politika as
records in a list (`…clen_7_nalozbene_omejitve[2].besedilo`), the AZN's letter, the nadzorni svet's
sklepi as a list of strings (`sklepi_nadzornega_sveta_2025.seja_5[1]`), the naložbeni odbor's
zapisnik with its dnevni red (in words), the tabela limitov with a decoy "Stanje" and a VaR row, and
the English IMA's Schedule 3; razponi over the five caps (`turn=2 * i + 3`) whose low end is THREE
FIFTHS of their top (`low_ratio=0.6`), written in short forms ("30 %", "30,0 %", "90 bt"), each
granted case assuming FOUR TENTHS of the way up (`assumed_value`), the flawed value 1.3 of the top,
refused at `i % 6` in (1, 4) with the level fixed at the TOP (the default `point`) and the plan
assuming the same four tenths (`refused_value`) - zavrnjen (dva glasova za, pet proti), umaknjen z
dnevnega reda, preložen, not potrjen by the uprava - and placed in FIVE shapes in turn (`i % 5`: the
naložbena politika's 6. člen as a field, an izpisek iz zapisnika, a sklep uprave, the pooblastila
upravljavcem as a list and the predsednica uprave's e-mail); objectives in FIVE structures in turn
(`structure=i % 5`; the wanted objective `3 * i + 2`), three withdrawing an earlier wording in the
same text (a zapisnik whose first predlog was umaknjen z dnevnega reda, an e-mail "POPRAVEK" and a
sklep NS amended "se spremeni tako, da se glasi") and one replaced by a later message (after the
nadzorni svet's seja, then from the direktor naložb); leakage over FOUR ANCHORED (expanding)
walk-forward folds, all trained from 3 January 2012 (2 January is a holiday in Slovenia) to the end
of the year before each single calendar test year (2018 to 2021, the Ljubljanska borza's sessions),
the whole sentence at every third case from the FIRST (`sentence_at=0`), placed in the evidence
first; and a trend request of its own (the naložbeni odbor's point on glasovalne pravice, its
heading, an as-of date after the 3. četrtletje 2025 results) over NINETEEN quarters (1. četrtletje
2021 - 3. četrtletje 2025) comparing 2024 with 2023 (`end=15`, three quarters before the latest), a
double-digit compound FALL claimed as well as a rise (`shrinking=True`: the stanje naročil falls
2022-2024), special pairs taken every THIRD case in turn (`special_step=3`), extra frame parts drawn
per claim (`frame_parts`: the tržna vrednost and the delež v skladu) and a signed series (čisti
dobiček, losses in the 3. četrtletje 2021 and in the impairment quarter, 3. četrtletje 2022).

Decoy numbers (no truth depends on them): the sredstva of the skupina kritnih skladov (1.486,3 mio
EUR), the dinamični sklad's donosnost od začetka leta (6,4 %) and in 2024 (11,2 %, dve odstotni
točki above its referenčni indeks), the zajamčena donosnost (40 % of the average yield of government
bonds), the 25 mio EUR of vplačila in the 4. četrtletje 2025, monthly odkupne vrednosti (4,2 mio
EUR), the ECB's 25 baznih točk, the AZN's številka and its deadline (15. 1. 2026), seja, točka and
sklep numbers, votes (pet glasov za, dva proti), the tabela limitov's "Stanje" and "Izkoriščenost"
beside a limit and its VaR row (maks. 12 %), other omejitve beside it in priloga 2 and in 7. člen
(modificirano trajanje of 3 to 7 let, bonitetna ocena najmanj BBB-), the AZN's statistics for
pokojninske družbe and the study ALM's unconstrained portfolio quoted for comparison, the watched
company's tržna vrednost and delež, and its dividenda (1,20 EUR na delnico). Its parts:

* limits as the company's people state them: delnice (a cap: "45 %", "45,0 % sredstev kritnega
  sklada", "45 odstotkov", "petinštirideset odstotkov"), nepremičnine ("8 %", "8,0 % vrednosti
  sredstev", "osem odstotkov"), a single izdajatelj ("2 %", "2 odstotka", "dva odstotka", "tri
  odstotke"), the valutno nezavarovana izpostavljenost ("15 %", "15,0 % po zavarovanju"), the
  sledilna napaka ("200 baznih točk", "200 bt", "2 odstotni točki", "dve odstotni točki", "sto
  petdeset baznih točk"), the kritje of the zajamčena vrednost (a floor, a multiple:
  "1,05-kratnik", "1,05 x", "1,05-kratnik zajamčene vrednosti") and izdajatelji in the delniški
  portfelj (a floor, a count: "40 izdajateljev", "40 različnih izdajateljev", "štirideset
  izdajateljev");
* requests (the direktor naložb's e-mail, the naložbeni odbor's dnevni red, a Teams message, a
  službeni zaznamek, the funkcija upravljanja tveganj's seznam nalog and an AZN request)
  deferring the limit to a naložbeni odbor not yet met, a točka umaknjena z dnevnega reda, a
  predlog preložen, a draft reading "[določi uprava]", the funkcija upravljanja tveganj's mnenje
  not yet ready or the AZN's answer not yet received;
* provenance misquoting its source: the naložbena politika of 14. decembra 2022 or an osnutek; a
  predlog zavrnjen (dva glasova za, pet proti), umaknjen z dnevnega reda, preložen or not potrjen
  by the nadzorni svet; the tabela limitov's stanje (prose, or an "Omejitev / Stanje 30. 9. 2025 /
  Meja / Izkoriščenost" table); another omejitev beside it in priloga 2; the AZN's average of
  pokojninske družbe or the study ALM's unconstrained portfolio;
* latitude granted as the naložbena politika's 6. člen (a razpon around a strateška utež), a
  "Naložbeni razred / Strateška utež / Spodnja meja / Zgornja meja" table, a soglasen sklep of
  the naložbeni odbor and a line of tekoče upravljanje; refused as above, each twin the same text
  granting it;
* objectives as the naložbena politika's 3. člen, a sklep uprave, the naložbeni odbor's zapisnik
  and the study ALM, some saying what is not the aim ("in ne sledilna napaka", "Torej ne Sharpe")
  and some beside the zajamčena donosnost, which is followed and not optimised;
* leakage as the study ALM, the funkcija upravljanja tveganj's report and the notranja revizija
  write it: pričakovani donosi in korelacije, meje za uravnoteženje, the delež valutnega
  zavarovanja, a model of vplačila and izplačila and the sledilna napaka's factor model fitted on
  periods reaching into the test years (SBITOP, MSCI Europe in euros, SURS's indeks cen
  življenjskih potrebščin, the skupina's own flows, the euro swap curve, euro credit spreads), and
  whole sentences (the 2025 tablice umrljivosti applied back, today's SBITOP, the 2025
  izključitveni seznam in every period, appraisals of nepremičnine used before they came); each
  clean twin in the same form, ending before the first test date, and where the data come out
  late, ending where they were out before it;
* trend claims on Kamniška Strojegradnja d.d. (Ljubljanska borza: KSTG; a fictional Kamnik maker
  of machine tools the dinamični sklad holds) - prihodki od prodaje (mio EUR, faster in 2024 and a
  double-digit compound rise), EBITDA marža (moves in odstotne točke), razmerje neto dolg/EBITDA
  (written "z 2,3 na 1,4"; lower is better), stanje naročil (mio EUR, a double-digit compound fall
  2022-2024) and čisti dobiček (signed, mio EUR) over nineteen quarters, as the četrtletno
  spremljanje naložb's priloga, the naložbeni odbor's zapisnik, the upravljavka portfelja's Teams
  comment (the claim first), an "Izdajatelj / Tržna vrednost / Delež v skladu / Komentar" table and
  the letno poročilo draft; horizons covered by the series against uncovered ones ("od vstopa na
  borzo (2007)"). Whether a claim holds is computed from the series: true, false, or too close to
  call (never used).

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
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270186
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzm"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzmsv0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzmsv1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzmsv2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzmsv3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzmsv5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzmsvd"

_COMPANY_NAME: Final = "Pokojninska družba Šmarna, d.d."
_CIO: Final = "Gregor Zupančič"
_PM: Final = "Nina Hribar"
_CEO: Final = "mag. Tanja Kovačič Žnidaršič"
_MANAGER: Final = "Fenwick Row Asset Management Ltd"


# --- numbers as a Slovenian pokojninska družba's naložbena služba and funkcija upravljanja
# tveganj write them -------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "45", "2,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("45,0", "3,5"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


def _whole(x: float) -> int | None:
    """`x` as a whole number, or None when it has a fraction."""
    return round(x) if abs(x - round(x)) < 1e-9 else None


def _declined(x: float, one: str, two: str, few: str, many: str) -> str:
    """The noun after the number `x` as Slovenian wants it: the singular after 1 (and 101…), the
    dual after 2, the plural after 3 and 4, the genitive plural after 5 and more (and 0), and,
    after a decimal, the genitive singular (`two` for "odstotka", `few` for "odstotne točke")."""
    n = _whole(x)
    if n is None:
        return two if two.endswith("a") else few
    rest = n % 100
    if rest == 1:
        return one
    if rest == 2:
        return two
    if rest in (3, 4):
        return few
    return many


def _odstotek(p: float) -> str:
    return _declined(p, "odstotek", "odstotka", "odstotke", "odstotkov")


def _odstotna_tocka(p: float) -> str:
    return _declined(p, "odstotna točka", "odstotni točki", "odstotne točke", "odstotnih točk")


def _bazna_tocka(n: float) -> str:
    return _declined(n, "bazna točka", "bazni točki", "bazne točke", "baznih točk")


def _izdajatelj(n: float) -> str:
    return _declined(n, "izdajatelj", "izdajatelja", "izdajatelji", "izdajateljev")


#: the numbers the zapisniki write in words (the dual "dva"/"dve" by the noun's gender apart)
_WORDS: Final[dict[int, str]] = {
    3: "tri",
    4: "štiri",
    5: "pet",
    8: "osem",
    10: "deset",
    15: "petnajst",
    20: "dvajset",
    30: "trideset",
    35: "petintrideset",
    40: "štirideset",
    45: "petinštirideset",
    50: "petdeset",
    150: "sto petdeset",
}


def _in_words(n: int | None, *, feminine: bool = False) -> str | None:
    """`n` in words: "dva" before a masculine noun ("dva odstotka"), "dve" before a feminine one
    ("dve odstotni točki"); None where the zapisniki would write a figure."""
    if n == 2:
        return "dve" if feminine else "dva"
    return _WORDS.get(n) if n is not None else None


def _share_forms(tail: str, value: float) -> dict[str, str]:
    """A share: "45 %", "45,0 % {tail}", "45 odstotkov", and "petinštirideset odstotkov" (the
    noun in its dual or plural: "2 odstotka", "3 odstotke")."""
    p = round(value * 100, 6)
    forms = {
        "pc": f"{_pct(value)} %",
        "pt": f"{_pct1(value)} % {tail}",
        "po": f"{_pct(value)} {_odstotek(p)}",
    }
    said = _in_words(_whole(p))
    if said is not None:
        forms["w"] = f"{said} {_odstotek(p)}"
    return forms


def _te_forms(value: float) -> dict[str, str]:
    """The sledilna napaka in basis points: "200 baznih točk", "200 bt", "2 odstotni točki" (the
    points in percentage points, the dual after 2); in words "dve odstotni točki", "tri odstotne
    točke" or "sto petdeset baznih točk"."""
    n = _g(value)
    points = round(value / 100, 6)
    forms = {
        "bt": f"{n} {_bazna_tocka(value)}",
        "ab": f"{n} bt",
        "ot": f"{_comma(_g(points))} {_odstotna_tocka(points)}",
    }
    whole_points = _whole(points)
    said = _in_words(whole_points, feminine=True)
    if said is not None and whole_points is not None and whole_points < 5:
        forms["w"] = f"{said} {_odstotna_tocka(points)}"
    elif _in_words(_whole(value)) is not None:
        forms["w"] = f"{_in_words(_whole(value))} {_bazna_tocka(value)}"
    return forms


def _cover_forms(value: float) -> dict[str, str]:
    """The zajamčeni sklad's kritje as a multiple of its zajamčena vrednost: "1,05-kratnik",
    "1,05 x", "1,05-kratnik zajamčene vrednosti"."""
    n = _comma(_g(value))
    return {"k": f"{n}-kratnik", "x": f"{n} x", "kz": f"{n}-kratnik zajamčene vrednosti"}


def _issuers_forms(value: float) -> dict[str, str]:
    """Izdajatelji in the delniški portfelj: "40 izdajateljev", "40 različnih izdajateljev", "40
    imen"; in words "štirideset izdajateljev"."""
    n = _g(value)
    noun = _izdajatelj(value)
    forms = {"iz": f"{n} {noun}", "ri": f"{n} različnih {noun}", "im": f"{n} imen"}
    said = _in_words(_whole(value))
    if said is not None:
        forms["w"] = f"{said} {noun}"
    return forms


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Band(WrittenForms):
    """A razpon's bound as the tables write it, without a tail ("30 %", "30,0 %", "90 bt")."""

    forms: Callable[[float], dict[str, str]]


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A naložbena omejitev: the agent's field names, how the company's people name it, its code
    in the skrbniška banka's obrazec, the values it takes, its written forms, how the English
    papers write it and name it, and whether it is a floor (a spodnja meja). Words are said one
    style in three (the default)."""

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
    ("max_equity_share", "delez_delnic_najvec"),
    (
        "naložbe v delnice in delniške sklade",
        "delniška izpostavljenost kritnega sklada",
        "lastniški vrednostni papirji",
    ),
    "OM-DEL-MAX",
    "fraction",
    (0.35, 0.45, 0.5),
    partial(_share_forms, "sredstev kritnega sklada"),
    _english_share,
    "Equities and equity funds",
)
_PROPERTY: Final = _Subject(
    ("max_real_estate_share", "nepremicnine_najvec"),
    (
        "naložbe v nepremičnine",
        "nepremičnine in nepremičninski skladi",
        "nepremičninska izpostavljenost",
    ),
    "OM-NEP-MAX",
    "fraction",
    (0.05, 0.08, 0.1),
    partial(_share_forms, "vrednosti sredstev"),
    _english_share,
    "Real estate (direct and via funds)",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "en_izdajatelj_najvec"),
    (
        "izpostavljenost do posameznega izdajatelja (razen RS in držav EU)",
        "naložbe v vrednostne papirje enega izdajatelja",
        "koncentracija do ene osebe",
    ),
    "OM-IZD-MAX",
    "fraction",
    (0.02, 0.03, 0.05),
    partial(_share_forms, "sredstev kritnega sklada"),
    _english_share,
    "Exposure to any single non-sovereign issuer",
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "valutna_najvec"),
    (
        "valutno nezavarovana izpostavljenost",
        "naložbe v tujih valutah brez valutnega zavarovanja",
        "odprta valutna pozicija",
    ),
    "OM-VAL-MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    partial(_share_forms, "po zavarovanju"),
    _english_share,
    "Unhedged non-euro currency exposure",
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "sledilna_napaka_najvec"),
    (
        "sledilna napaka glede na referenčni indeks",
        "ex ante tracking error dinamičnega kritnega sklada",
        "odmik donosnosti od primerjalnega indeksa",
    ),
    "OM-SLN-MAX",
    "bps",
    (150.0, 200.0, 300.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the benchmark",
)
_COVER: Final = _Subject(
    ("min_guarantee_cover_multiple", "kritje_zajamcene_najmanj"),
    (
        "razmerje med sredstvi zajamčenega kritnega sklada in zajamčeno vrednostjo",
        "pokritost zajamčene vrednosti",
        "kritje zajamčene vrednosti sredstev",
    ),
    "OM-ZAJ-MIN",
    "multiple",
    (1.03, 1.05, 1.1),
    _cover_forms,
    lambda v: f"{_g(v)}x",
    "Assets of the guaranteed fund over its guaranteed value",
    floor=True,
)
_ISSUERS: Final = _Subject(
    ("min_equity_issuers", "stevilo_izdajateljev_najmanj"),
    (
        "število izdajateljev v delniškem delu portfelja",
        "razpršenost delniškega portfelja (izdajatelji)",
        "najmanjše število različnih izdajateljev delnic",
    ),
    "OM-RAZ-MIN",
    "count",
    (30.0, 40.0, 50.0),
    _issuers_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of equity issuers held",
    floor=True,
)
#: seven omejitve, two of them floors (a multiple and a count); seven shares no factor with six,
#: so the misquote loop's default pairing (`i + i // 5`) misquotes every one of them
_SUBJECTS: Final = (_EQUITY, _PROPERTY, _ISSUER, _FX, _TE, _COVER, _ISSUERS)
#: the caps, the only omejitve a razpon is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "skladno z naložbeno politiko iz leta 2022",
    "približno povprečje slovenskih pokojninskih družb",
    "začasna predpostavka, dokler naložbeni odbor ne odloči",
    "skladno z osnovnim scenarijem študije ALM",
    "običajna varnostna rezerva pod omejitvijo",
    "številka iz osnutka naložbene politike",
    "ustna ocena direktorja naložb",
)

#: where a breach's flawed value lies, and where an uncited twin lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8
#: where a granted razpon's flawed value lies, as a multiple of its top
_BAND_BREACH: Final = 1.3


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Alokacija sredstev kritnih skladov ("
    + _COMPANY_NAME
    + "; dinamični, uravnoteženi in zajamčeni kritni sklad: obveznice, delnice, nepremičnine, "
    "depoziti) v okviru naložbenih omejitev",
    "najboljši donos, prilagojen tveganju, v okviru naložbenih omejitev kritnih skladov",
    "izračunati alokacijo",
    "dobljene uteži in njihovo tveganje",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "omejitev iz naložbene politike kritnega sklada"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "najmanj" if s.floor else "največ"


def _bound(s: _Subject) -> str:
    return "spodnja meja" if s.floor else "zgornja meja"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "maks."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "uravnotežiti portfelj dinamičnega kritnega sklada; sredstva skupine kritnih skladov so "
    "30. 9. 2025 znašala 1.486,3 mio EUR",
    "pripraviti alokacijski del poročila o tveganjih za 3. četrtletje 2025",
    "vključiti 25 mio EUR vplačil iz 4. četrtletja 2025 v strateško alokacijo",
    "posodobiti izračune po znižanju obrestnih mer ECB za 25 baznih točk",
    "preveriti, ali likvidna sredstva zadoščajo za izplačila odkupnih vrednosti (okoli 4,2 mio "
    "EUR mesečno)",
)
_DEFERRALS: Final = (
    "o omejitvi ({noun}) bo odločal naložbeni odbor na seji 10. decembra 2025",
    "točka „{noun}“ je bila umaknjena z dnevnega reda",
    "predlog omejitve ({noun}) je bil preložen na januarsko sejo",
    "v osnutku naložbene politike še piše „{noun}: [določi uprava]“",
    "mnenje funkcije upravljanja tveganj (postavka: {noun}) še ni pripravljeno",
    "odgovora AZN (postavka: {noun}, številka 40110-37/2025-4) še nismo prejeli",
)
_REQUEST_FRAMES: Final = (
    "Od: "
    + _CIO
    + " (direktor naložb)\nZa: Naložbena služba\nZadeva: Uravnoteženje v 4. četrtletju\n\n"
    "Pozdravljeni,\n\nprosim, da {task}. Opomba: {deferral}.\n\nHvala,\nGregor",
    "DNEVNI RED – 10. seja naložbenega odbora (10. 12. 2025)\n1. Potrditev zapisnika 9. seje\n"
    "2. Naročilo naložbeni službi: {task}\n3. Razno\nOpomba: {deferral}.",
    "Teams – Gregor Z. (9.12): lahko {task}? fyi {deferral}",
    "SLUŽBENI ZAZNAMEK\nPrejemniki: člani naložbenega odbora\nPripravila: naložbena služba\n"
    "Datum: 27. 11. 2025\n\n{Deferral}. Medtem prosimo: {task}.",
    "Seznam nalog – funkcija upravljanja tveganj (stanje 28. 11. 2025)\nNaloga 2025-17 | {Task} "
    "| nosilec: direktor naložb | status: v teku\nKomentar: {deferral}.",
    "AZN zahteva dodatna pojasnila do 15. 1. 2026.\nPredsednica uprave prosi naložbeno službo, "
    "da najprej {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {sign_en}, {noun_en}, {stanje}, {izk}), its value's form ("bare" the number in the
    constraint's unit as the skrbniška banka's obrazec holds it, "figures" one of its written
    forms, "words" a written form or its words, "table" a written form beside the tabela
    limitov's stanje, "english" the English figure), its kind, and whether it comes before the
    request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "IZPISEK IZ ZAPISNIKA 9. seje naložbenega odbora družbe "
        + _COMPANY_NAME
        + ", z dne 12. novembra 2025\nK 3. točki dnevnega reda – Naložbene omejitve kritnih "
        "skladov\nSklep št. 9/2025-3: Naložbeni odbor potrjuje omejitev „{noun}“: {sign} {v}. "
        "Sklep je bil sprejet (pet glasov za, dva proti).\nOdločanje o 4. točki (izbira "
        "zunanjega upravljavca) je bilo preloženo.\nZapisala: Urška Mlakar",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "From: "
        + _PM
        + " (upravljavka portfelja)\nTo: Kestrel & Vance Securities – Sales Trading\nCc: "
        + _CIO
        + "\nSubject: RE: block trade allocation – Šmarna dinamični\n\nHi Tom,\n\nplease note our "
        "hard limit – {noun_en}: {sign_en} {v}. Confirmed by our investment committee last "
        "week, not the draft figure.\n\nBest regards / lep pozdrav,\nNina",
        "english",
        "clarification_answer",
    ),
    _Stating(
        "TABELA LIMITOV – funkcija upravljanja tveganj, stanje na dan 30. 9. 2025\n"
        "| Omejitev | Meja | Stanje | Izkoriščenost |\n|---|---|---|---|\n| {Noun} | {short} {v} "
        "| {stanje} | {izk} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "BANKA SORICA d.d. – skrbniške storitve\nOBRAZEC ZA NASTAVITEV LIMITOV V SISTEMU "
        "KONTROLE NALOŽB (izpolni pokojninska družba)\nKritni sklad: Šmarna dinamični\n"
        "Oznaka limita: {key}\nOpis: {noun}\nEnota: {unit}\nVrednost: {v}\nVrsta meje: {bound}\n"
        "Podpis: " + _CIO + ", direktor naložb",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "NALOŽBENA POLITIKA KRITNEGA SKLADA ŠMARNA DINAMIČNI (sprejela uprava, soglasje "
        "nadzornega sveta z dne 25. marca 2025) – izvleček iz 7. člena (naložbene omejitve)\n"
        "(1) Omejitve se računajo na tržno vrednost sredstev, ob upoštevanju izvedenih finančnih "
        "instrumentov.\n(3) {Noun}: {sign} {v}.\n(5) O kršitvi omejitve funkcija upravljanja "
        "tveganj nemudoma obvesti upravo.",
        "figures",
        "mandate",
        first=True,
    ),
)

#: how the skrbniška banka's obrazec names a unit
_UNIT_WORDS: Final = {
    "fraction": "delež (decimalno)",
    "bps": "bazna točka",
    "multiple": "količnik",
    "count": "število",
}


def _real(s: _Subject, value: float) -> float:
    """The tabela limitov's stanje inside the limit: above a floor, below a cap (whole
    izdajatelji and basis points; a multiple to the hundredth)."""
    used = value * 1.2 if s.floor else value * 0.75
    if s.unit in ("count", "bps"):
        return float(round(used))
    if s.unit == "multiple":
        return round(used, 2)
    return round(used, 4)


def _izk(s: _Subject, value: float, used: float) -> str:
    """Izkoriščenost as the tabela limitov writes it ("75 %"): the stanje over a cap, the floor
    over the stanje."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)} %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the skrbniška banka's obrazec holds it: at least
    two decimals for a share or a multiple ("0,45", "0,035", "1,10"), else the figure; always with
    a decimal comma."""
    if s.unit in ("fraction", "multiple"):
        two = f"{value:.2f}"
        return _comma(two if abs(float(two) - value) < 1e-9 else _g(value))
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    stanje = izk = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    elif stating.form == "table":  # the stanje inside the limit, a decoy in the same form
        used = _real(s, value)
        written, stanje = s.alike((value, used), rng.randrange(12), apart=True)
        izk = _izk(s, value, used)
    elif stating.form == "words":  # a zapisnik: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
    else:
        written = s.render(value, rng.randrange(12))
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
        stanje=stanje,
        izk=izk,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the skrbniška
    banka's obrazec and the naložbena politika came before the request, the zapisnik, the
    e-mail and the tabela limitov after it; the naložbena politika cited as a clause."""
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
    "nalozbena_politika_2025": {
        "clen_2_splosna_nacela": [
            "Sredstva kritnih skladov se nalagajo skladno z ZPIZ-2 po načelih varnosti, "
            "donosnosti, likvidnosti in razpršenosti.",
            "Zajamčena donosnost (40 % povprečne donosnosti državnih vrednostnih papirjev) se "
            "spremlja mesečno; ni naložbena omejitev.",
            "Družba ne nalaga v izdajatelje z izključitvenega seznama (sporna orožja, termalni "
            "premog, tobak).",
            "Izvedeni finančni instrumenti se uporabljajo le za zavarovanje; prodaja na kratko "
            "ni dovoljena.",
            "Uprava naložbeno politiko pregleda najmanj enkrat letno.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: another omejitev beside it in the naložbena politika's priloga 2: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "OM-DEL-MAX": ("Delnice z nastajajočih trgov, maks.", 0.06),
    "OM-NEP-MAX": ("Nepremičninski skladi, maks.", 0.04),
    "OM-IZD-MAX": ("Posamezna nasprotna stranka pri izvedenih instrumentih, maks.", 0.01),
    "OM-VAL-MAX": ("Valute nastajajočih trgov, maks.", 0.025),
    "OM-SLN-MAX": ("Sledilna napaka obvezniškega dela, maks.", 60.0),
    "OM-ZAJ-MIN": ("Kritje zajamčene vrednosti, opozorilni prag", 1.15),
    "OM-RAZ-MIN": ("Izdajatelji v portfelju podjetniških obveznic, min.", 20.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point or izdajatelj); a multiple
    moves its excess over one instead, so that it stays a kritje ("1,05" → "1,07")."""
    if s.unit == "multiple":
        return round(1 + (value - 1) * (down if down > 1 else 1 / down), 2)
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
    if structure == 0:  # the naložbena politika of 2022, or an osnutek
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "V naložbeni politiki, ki jo je uprava sprejela 14. decembra 2022, je bila "
                f"omejitev „{noun}“ {wrong}. Uprava je marca 2025 sprejela novo omejitev: "
                f"{right}, ki velja od 1. aprila 2025."
            )
        else:
            text = (
                f"V osnutku (3. različica, januar 2025) je pri postavki „{noun}“ navedeno "
                f"{wrong}. V sprejeti naložbeni politiki je omejitev {right} in to upoštevamo."
            )
    elif structure == 1:  # a predlog the naložbeni odbor, the uprava or the NS did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Direktor naložb je predlagal, naj omejitev „{noun}“ znaša {wrong}. Predlog je "
                f"bil zavrnjen (dva glasova za, pet proti); velja {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Funkcija upravljanja tveganj je za postavko „{noun}“ predlagala {wrong}, "
                "vendar je bil predlog umaknjen z dnevnega reda. Velja omejitev iz naložbene "
                f"politike: {right}."
            )
        elif variant % 4 == 2:
            text = (
                f"Odločanje o spremembi omejitve „{noun}“ na {wrong} je bilo preloženo "
                f"(naložbeni odbor, seja z dne 12. novembra 2025). Do odločitve velja {right}."
            )
        else:
            text = (
                f"Nadzorni svet predloga, po katerem bi bila omejitev „{noun}“ {wrong}, ni "
                f"potrdil. Veljavna omejitev: {_short(s)} {right}."
            )
    elif structure == 2:  # the tabela limitov's stanje
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Tabela limitov za 3. četrtletje 2025, postavka „{noun}“: stanje ob koncu "
                f"septembra {wrong}, omejitev {right}. Kršitev ni bilo."
            )
        else:
            izk = _izk(s, value, wrong_value)
            text = (
                "| Omejitev | Stanje 30. 9. 2025 | Meja | Izkoriščenost |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {izk} |"
            )
    elif structure == 3:  # another omejitev beside it in priloga 2
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Naložbena politika 2025, priloga 2 (izvleček)\n- " + "\n- ".join(lines)
    else:  # the AZN's average of pokojninske družbe or the study ALM's unconstrained portfolio
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Za primerjavo: povprečje slovenskih pokojninskih družb (statistika AZN, konec "
                f"leta 2024) pri postavki „{noun}“ znaša {wrong}. Naša naložbena politika "
                f"določa {right} in to spoštujemo."
            )
        else:
            text = (
                "Študija ALM 2025: neomejeni optimalni portfelj bi pri postavki "
                f"„{noun}“ zahteval {wrong}; uprava je v naložbeni politiki ohranila omejitev "
                f"{right}."
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


# --- mandate clauses: the naložbena politika, the AZN's letter, the nadzorni svet's sklepi, the
# naložbeni odbor's zapisnik, the tabela limitov and the English IMA -------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 0:  # the dinamični sklad's naložbena politika, as records in a list
        written = s.render(value, style)
        omejitve: list[JsonValue] = [
            {
                "tocka": "7.1",
                "besedilo": "Omejitve se računajo na tržno vrednost sredstev; funkcija "
                "upravljanja tveganj jih spremlja dnevno.",
            },
            {
                "tocka": "7.2",
                "besedilo": "Modificirano trajanje obvezniškega dela je med 3 in 7 let; "
                "bonitetna ocena najmanj BBB-.",
            },
            {"tocka": "7.3", "besedilo": f"{_cap(noun)}: {_sign(s)} {written}."},
            {
                "tocka": "7.4",
                "besedilo": "O kršitvi se isti dan obvesti upravo, na prvi naslednji seji pa "
                "nadzorni svet.",
            },
        ]
        return (
            {
                "nalozbena_politika_ks_dinamicni": {
                    "verzija": "2025-03",
                    "clen_7_nalozbene_omejitve": omejitve,
                }
            },
            None,
            "nalozbena_politika_ks_dinamicni.clen_7_nalozbene_omejitve[2].besedilo",
        )
    if shape == 1:  # the AZN's letter, as a message
        written = s.render(value, style)
        letter = (
            "AGENCIJA ZA ZAVAROVALNI NADZOR\nŠtevilka: 40110-37/2025-4\nDatum: 14. 10. 2025\n"
            "Zadeva: Spremljanje ugotovitev nadzora – "
            + _COMPANY_NAME
            + "\n\nNa podlagi ZPIZ-2 in ugotovitev pregleda vas pozivamo, da zagotovite, da "
            f"postavka „{noun}“ znaša {_sign(s)} {written}.\nPoročilo o izvedenih ukrepih "
            "pričakujemo do 15. januarja 2026."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the nadzorni svet's sklepi, as a list of strings
        written = s.render(value, style, words=True)
        sklepi: list[JsonValue] = [
            "Sklep NS 5/2025-1: Nadzorni svet se je seznanil z letnim poročilom skupine "
            "kritnih skladov za leto 2024.",
            f"Sklep NS 5/2025-2: Nadzorni svet daje soglasje k omejitvi „{noun}“: {_sign(s)} "
            f"{written}. Sklep je bil sprejet soglasno.",
            "Sklep NS 5/2025-3: Odločanje o izbiri revizorja se preloži na naslednjo sejo.",
        ]
        return (
            {"sklepi_nadzornega_sveta_2025": {"seja_5": sklepi}},
            None,
            "sklepi_nadzornega_sveta_2025.seja_5[1]",
        )
    if shape == 3:  # the naložbeni odbor's zapisnik with its dnevni red, in words
        written = s.render(value, style, words=True)
        zapisnik = (
            "ZAPISNIK 9. seje naložbenega odbora, 12. novembra 2025\nDnevni red:\n1. Potrditev "
            "zapisnika 8. seje\n2. Naložbene omejitve kritnih skladov\n3. Izbira zunanjega "
            "upravljavca\nK 2. točki – Sklep št. 9/2025-2: Naložbeni odbor soglasno potrjuje "
            f"omejitev „{noun}“: {_sign(s)} {written}.\nK 3. točki: predlog je bil umaknjen z "
            "dnevnega reda."
        )
        return None, zapisnik, MANDATE_ID
    if shape == 4:  # the tabela limitov, with a decoy stanje and a VaR row
        used = _real(s, value)
        written, stanje = s.alike((value, used), style, apart=True)
        tabela = (
            "TABELA LIMITOV – funkcija upravljanja tveganj, stanje na dan 30. 9. 2025 (potrdila "
            "uprava)\n| Omejitev | Meja | Stanje | Izkoriščenost |\n|---|---|---|---|\n"
            f"| {_cap(noun)} | {_short(s)} {written} | {stanje} | {_izk(s, value, used)} |\n"
            "| VaR (99 %, eno leto) | maks. 12 % | 8,4 % | 70 % |"
        )
        return None, tabela, MANDATE_ID
    agreement = (
        "INVESTMENT MANAGEMENT AGREEMENT – Schedule 3 (Investment Restrictions)\nbetween "
        + _COMPANY_NAME
        + " (the Client) and "
        + _MANAGER
        + " (the Manager)\n3.1 The Manager shall comply with the Client's naložbena politika and "
        f"with ZPIZ-2.\n3.4 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\n3.5 Any breach shall "
        "be reported within one business day and remedied within five business days."
    )
    return None, agreement, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Prosim, uravnotežite portfelj dinamičnega kritnega sklada v okviru vseh naložbenih omejitev.",
    "Please rebalance the balanced fund within all our limits – hvala!",
    "Za sejo naložbenega odbora 10. 12. 2025: optimizirajte alokacijo brez kršitve omejitev.",
    "Vključite 25 mio EUR novih vplačil iz 4. četrtletja 2025 v portfelj, ne da bi presegli "
    "katero koli omejitev.",
    "Pripravite predlog strateške alokacije za leto 2026 znotraj omejitev naložbene politike.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 6) % 4 != 2,
    rationale="dokumentirana omejitev družbe",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a strateška utež {mid}: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Naložbena politika uravnoteženega kritnega sklada, 6. člen: za postavko „{noun}“ velja "
    "razpon {lo}–{hi} s strateško utežjo {mid}; znotraj razpona o ravni odloča direktor naložb.",
    "| Naložbeni razred | Strateška utež | Spodnja meja | Zgornja meja | Odločitev znotraj "
    "razpona |\n|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | direktor naložb |",
    "Naložbeni odbor je soglasno sklenil (sklep št. 9/2025-4), da lahko upravljavci portfelja "
    "za postavko „{noun}“ izberejo katero koli raven med {lo} in {hi} brez dodatnega sklepa.",
    "Raven postavke „{noun}“ med {lo} in {hi} je stvar tekočega upravljanja: odloča direktor "
    "naložb, ki o tem poroča naložbenemu odboru.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Predlog, da se za postavko „{noun}“ dovoli razpon {lo}–{hi}, je bil zavrnjen (dva "
        "glasova za, pet proti). Raven ostaja {point}; prostega preudarka ni.",
        "Predlog, da se za postavko „{noun}“ dovoli razpon {lo}–{hi}, je bil sprejet (pet "
        "glasov za, dva proti); znotraj razpona o ravni odloča direktor naložb.",
    ),
    (
        "Točka o razponu {lo}–{hi} (postavka „{noun}“) je bila umaknjena z dnevnega reda. Do "
        "nadaljnjega velja raven {point}.",
        "Točka o razponu {lo}–{hi} (postavka „{noun}“) je bila soglasno sprejeta. Direktor "
        "naložb izbere raven znotraj razpona.",
    ),
    (
        "Odločanje o razponu {lo}–{hi} za postavko „{noun}“ je bilo preloženo na decembrsko "
        "sejo; do tedaj je raven {point}.",
        "O razponu {lo}–{hi} za postavko „{noun}“ je bilo odločeno na novembrski seji: razpon je "
        "potrjen, raven znotraj njega izbere direktor naložb.",
    ),
    (
        "Funkcija upravljanja tveganj je predlagala razpon {lo}–{hi} (postavka „{noun}“), a "
        "uprava predloga ni potrdila; raven je {point}, dokler nadzorni svet ne odloči drugače.",
        "Funkcija upravljanja tveganj je predlagala razpon {lo}–{hi} (postavka „{noun}“) in "
        "uprava je predlog potrdila; raven znotraj razpona določi direktor naložb.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A razpon's spodnja and zgornja meja and its strateška utež in one form."""
    lo, hi, mid = _Band(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A razpon's bound as the tables write it, without a tail: "30 %" or "30,0 %" for a share,
    "90 bt" or "90 baznih točk" for the sledilna napaka."""
    if s.unit == "bps":
        return {"ab": f"{_g(value)} bt", "bt": f"{_g(value)} {_bazna_tocka(value)}"}
    return {"pc": f"{_pct(value)} %", "p1": f"{_pct1(value)} %"}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A razpon in the naložbena politika (a field), an izpisek iz zapisnika (a mandate
    message), a sklep uprave (a mandate message), the pooblastila upravljavcem (a list) or the
    predsednica uprave's e-mail (a mandate message)."""
    if shape == 0:
        return {"nalozbena_politika_ks_uravnotezeni": {"clen_6_strateska_alokacija": text}}, None
    if shape == 1:
        return None, (
            "IZPISEK IZ ZAPISNIKA 9. seje naložbenega odbora (12. novembra 2025) – Strateška "
            f"alokacija in razponi\n\n{text}\n\nZapisala: Urška Mlakar"
        )
    if shape == 2:
        return None, (
            "SKLEP UPRAVE št. 2025/41 (" + _COMPANY_NAME + ", 18. 11. 2025)\nUprava na podlagi "
            f"predloga naložbenega odbora ugotavlja:\n{text}"
        )
    if shape == 3:
        return {
            "pooblastila_upravljavcem": {
                "direktor_nalozb": [
                    "Direktor naložb izvaja strateško alokacijo, ki jo sprejme uprava.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "Od: " + _CEO + " (predsednica uprave)\nZa: " + _CIO + "\nZadeva: Razponi za leto 2026\n\n"
        f"{text}\n\nLep pozdrav,\nTanja",
    )


def _four_tenths_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: four tenths of the way from the razpon's spodnja meja to its
    zgornja meja, the same for a granted and a refused razpon (below the top a refusal fixes)."""
    low, high, _ = bounds
    return round(low + (high - low) * 0.4, 6)


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 2 * i + 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 5,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    refused_value=_four_tenths_up,
    low_ratio=0.6,
    assumed_value=_four_tenths_up,
    cap_breach=_BAND_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_SKLEP: Final = "Sklep uprave št. 2025/44 (18. 11. 2025):\n"
_NO: Final = "Zapisnik 9. seje naložbenega odbora (12. 11. 2025), 2. točka: "

#: whole statements of each objective, as the naložbena politika, a sklep uprave, the naložbeni
#: odbor's zapisnik and the study ALM put them; the first of each is one line, so that a
#: zapisnik, an e-mail or a sklep NS can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Naložbena politika 2025, 3. člen (cilji): najvišji donos na enoto tveganja – "
        "maksimiranje Sharpovega razmerja.",
        _SKLEP + "Uprava je sklenila, da se alokacija izbere po najboljšem donosu, prilagojenem "
        "tveganju (Sharpovo razmerje); višji donos z dodatnim tveganjem ni cilj.",
        _NO + "odbor naroča, naj se optimizira donos, prilagojen tveganju (Sharpovo razmerje), "
        "in ne sledilna napaka glede na referenčni indeks.",
        "Študija ALM 2025, priporočilo: izbere se portfelj z najvišjim pričakovanim donosom na "
        "enoto volatilnosti (maksimalni Sharpe). Zajamčeno donosnost spremljamo ločeno.",
    ),
    "variance": (
        "Naložbena politika 2025, 3. člen (cilji): čim manjše nihanje vrednosti enote "
        "premoženja – portfelj z najmanjšo varianco.",
        _SKLEP + "Uprava je sklenila, da se varianca portfelja minimizira; pričakovani donosi v "
        "optimizaciji niso upoštevani.",
        _NO + "nihanje vrednosti enote premoženja zajamčenega sklada je treba zmanjšati pred vsem "
        "drugim. Minimiziramo varianco portfelja ne glede na pričakovane donose.",
        "Študija ALM 2025, priporočilo: minimiziramo volatilnost brez donosnega cilja v "
        "optimizaciji; zajamčeno donosnost spremljamo, ne optimiziramo je.",
    ),
    "tracking": (
        "Naložbena politika 2025, 3. člen (cilji): donos čim bližje referenčnemu indeksu, s čim "
        "manjšim odmikom.",
        _SKLEP + "Uprava je sklenila, da portfelj sledi referenčnemu indeksu s čim manjšo "
        "sledilno napako (tracking error).",
        _NO + "upravljavce ocenjujemo glede na referenčni indeks; minimizira se sledilna napaka "
        "glede nanj.",
        "Študija ALM 2025, priporočilo: ostanemo čim bližje referenčnemu indeksu; predlagamo "
        "uteži, ki minimizirajo pričakovano sledilno napako.",
    ),
    "return": (
        "Naložbena politika 2025, 3. člen (cilji): najvišji pričakovani donos brez kazni za "
        "tveganje v ciljni funkciji – za tveganje poskrbijo omejitve.",
        _SKLEP + "Uprava je sklenila, da uteži zasledujejo najvišji pričakovani donos; tveganje "
        "omejujejo naložbene omejitve, ne ciljna funkcija.",
        _NO + "maksimira se pričakovani donos znotraj naložbenih omejitev; v ciljni funkciji ni "
        "prilagoditve za tveganje.",
        "Študija ALM 2025, priporočilo: dinamični sklad modeliramo z najvišjim pričakovanim "
        "donosom; za tveganje poskrbijo omejitve. Torej ne Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Popravek po seji nadzornega sveta 26. 11. 2025: besedilo je bilo spremenjeno in se zdaj "
    "glasi:\n\n{new}",
    "Gregor, 16.40 – pozabite moje jutranje sporočilo o cilju. Po pogovoru s predsednico "
    "uprave velja:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Naložbena politika 2025 – osnova za alokacijo:\n\n{ask}",
    "{ask}\n\nProsim, posodobite alokacijo skladno s tem. – GZ",
    "Sredstva skupine kritnih skladov na dan 30. 9. 2025: 1.486,3 mio EUR; donosnost "
    "dinamičnega sklada od začetka leta 6,4 % (v letu 2024: 11,2 %, dve odstotni točki nad "
    "referenčnim indeksom).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Alokacija sredstev kritnih skladov (" + _COMPANY_NAME + ")",
    purpose="izračunati alokacijo",
    custom_reason="no platform solver for this objective",
    custom_purpose="alokacija",
    section_title="Alokacija in uteži",
    description="uteži",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _withdrawn_point(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The naložbeni odbor's zapisnik: the first predlog umaknjen z dnevnega reda, the wanted
    one sprejet soglasno."""
    return (
        "Zapisnik 10. seje naložbenega odbora (10. decembra 2025), 2. točka – Cilj upravljanja\n"
        f"Prvotni predlog („{_one_line(old_kind, old)}“) je bil umaknjen z dnevnega reda. "
        f"Nadomestni predlog („{ask.replace(chr(10), ' ')}“) je bil sprejet soglasno."
    )


def _popravek(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The direktor naložb's e-mail withdrawing, in the same mail, the morning's wording."""
    return (
        "Od: " + _CIO + "\nZadeva: POPRAVEK – ciljna funkcija\n\nFormulacijo iz jutranjega "
        f"sporočila („{_one_line(old_kind, old)}“) prekličem. Pravilna, kot jo je potrdila "
        f"uprava:\n\n{ask}\n\nLep pozdrav,\nGregor"
    )


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A sklep of the nadzorni svet amending an earlier one: "se spremeni tako, da se glasi"."""
    return (
        "Sklep NS 6/2025-2 (26. novembra 2025): Sklep NS 5/2025-4, ki se je glasil "
        f"„{_one_line(old_kind, old)}“, se spremeni tako, da se glasi: "
        f"„{ask.replace(chr(10), ' ')}“ Sklep je bil sprejet soglasno."
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn (`i % 5`, so each meets both modes): a framed request (0), a
    zapisnik whose first predlog was umaknjen z dnevnega reda (1), an e-mail POPRAVEK (2), an
    earlier message a later one replaces (3: after the nadzorni svet's seja or from the direktor
    naložb, by turns of two cases) and a sklep NS amended (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _withdrawn_point, 2: _popravek, 4: _amended},
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

#: four ANCHORED (expanding) walk-forward folds, all trained from 3 January 2012 (2 January is a
#: holiday in Slovenia) to the end of the year before their single test year (2018 to 2021), on
#: the Ljubljanska borza's sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2012, 1, 3),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2017, 12, 29), date(2018, 1, 3), date(2018, 12, 31)),
        (date(2018, 12, 31), date(2019, 1, 3), date(2019, 12, 31)),
        (date(2019, 12, 31), date(2020, 1, 3), date(2020, 12, 31)),
        (date(2020, 12, 31), date(2021, 1, 4), date(2021, 12, 31)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "dnevni tečaji indeksa SBITOP od 3. 1. 2012 do 31. 12. 2019",
        "dnevni tečaji indeksa SBITOP od 3. 1. 2012 do 29. 12. 2017",
    ),
    (
        "mesečni donosi indeksa MSCI Europe v evrih od januarja 2012 do junija 2020",
        "mesečni donosi indeksa MSCI Europe v evrih od januarja 2012 do decembra 2017",
    ),
    (
        "mesečni indeks cen življenjskih potrebščin SURS od januarja 2012 do decembra 2018",
        "mesečni indeks cen življenjskih potrebščin SURS od januarja 2012 do novembra 2017",
    ),
    (
        "četrtletna vplačila in izplačila skupine kritnih skladov od 1. četrtletja 2012 do "
        "2. četrtletja 2019",
        "četrtletna vplačila in izplačila skupine kritnih skladov od 1. četrtletja 2012 do "
        "3. četrtletja 2017",
    ),
    (
        "krivulja evrskih obrestnih zamenjav ob koncu meseca od januarja 2012 do decembra 2020",
        "krivulja evrskih obrestnih zamenjav ob koncu meseca od januarja 2012 do decembra 2017",
    ),
    (
        "tedenski kreditni razmiki evrskih podjetniških obveznic od leta 2012 do 39. tedna "
        "leta 2018",
        "tedenski kreditni razmiki evrskih podjetniških obveznic od leta 2012 do 51. tedna "
        "leta 2017",
    ),
)
_ACTIONS: Final = (
    "pričakovani donosi in korelacije za študijo ALM so bili ocenjeni",
    "meje za uravnoteženje portfelja so bile umerjene",
    "delež valutnega zavarovanja je bil optimiziran",
    "model vplačil in izplačil je bil ocenjen",
    "faktorski model sledilne napake je bil ocenjen",
)
_LEAK_FRAMES: Final = (
    "Študija ALM 2025, 3. poglavje – predpostavke: {action} (podatki: {period}).",
    "Poročilo funkcije upravljanja tveganj (7. 10. 2025): {action} na podlagi podatkov "
    "{period}; parametri so enaki v vseh štirih oknih.",
    "Poročilo notranje revizije, priloga 2 (backtest): {action} enkrat na celotnem vzorcu "
    "({period}), pred izvedbo walk-forward testa s štirimi razširjajočimi se okni.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "V vseh testnih obdobjih uporabljamo tablice umrljivosti iz leta 2025, ki jih za nazaj "
        "uporabimo vse do leta 2018.",
        "V vsakem testnem obdobju uporabljamo tablice umrljivosti, ki so veljale pred začetkom "
        "tega obdobja.",
    ),
    (
        "Delniški portfelj v backtestu sestavljajo družbe, ki so danes v indeksu SBITOP.",
        "Delniški portfelj v backtestu sestavljajo družbe, ki so bile v indeksu SBITOP na vsak "
        "dan uravnoteženja, tudi kasneje umaknjene z borze.",
    ),
    (
        "Izključitveni seznam iz leta 2025 (termalni premog, sporna orožja) uporabimo v vseh "
        "testnih obdobjih.",
        "V vsakem testnem obdobju uporabimo izključitveni seznam, ki je takrat veljal po sklepu "
        "uprave.",
    ),
    (
        "Nepremičnine vrednotimo z letnimi cenitvami neodvisnih cenilcev, ki jih uporabimo že "
        "od konca ocenjenega leta.",
        "Nepremičnine vrednotimo le s cenitvami, ki so bile ob vsakem trenutku že na voljo, z "
        "zamikom enega četrtletja.",
    ),
)
_LEAK_ASKS: Final = (
    "Naložbeni odbor želi pred odločitvijo videti walk-forward test novih mej za uravnoteženje "
    "na štirih razširjajočih se oknih.",
    "Please run a walk-forward backtest (expanding window, štiri testna leta) of our FX hedging "
    "policy for the ALM study.",
    "Naročilo direktorju naložb: strateško alokacijo preverite z walk-forward testom na štirih "
    "oknih za letno poročilo.",
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

_COMPANY: Final = "Kamniška Strojegradnja"
_ENTITY: Final = "ent_kamniska_strojegradnja"
#: nineteen quarters, oldest first (Q1 2021 - Q3 2025): (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024, 2025))[:19]
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("v 3. četrtletju 2025 glede na 2. četrtletje", (17, 18)),
    ("v zadnjih petih četrtletjih", (14, 18)),
    ("od konca leta 2024", (15, 18)),
    ("v letu 2024", (11, 15)),
    ("v letu 2023", (7, 11)),
    ("od 1. četrtletja 2021", (0, 18)),
    ("med 30. junijem 2021 in 30. septembrom 2023", (1, 10)),
    ("v drugi polovici leta 2022", (5, 7)),
    ("od 3. četrtletja 2022 do 2. četrtletja 2024", (6, 13)),
    ("od 31. decembra 2022 do 30. septembra 2025", (7, 18)),
    ("od vstopa na borzo (2007)", None),
    ("v zadnjih desetih letih", None),
    ("od finančne krize leta 2008", None),
)

#: what the claims answer: the naložbeni odbor's point on glasovalne pravice
_REQUEST: Final = TrendRequest(
    question="Za 10. sejo naložbenega odbora (10. 12. 2025, 4. točka: uresničevanje "
    "glasovalnih pravic): kako posluje {company}?",
    heading="### Analiza izdajatelja – Kamniška Strojegradnja d.d. (Ljubljanska borza: KSTG), "
    "rezultati za 3. četrtletje 2025",
    as_of="2025-11-21",
)


#: "za približno 12 %", "za več kot 10 %", "za skoraj 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="za več kot {} %",
    short="za skoraj {} %",
    about="za približno {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in odstotne točke with a decimal comma ("za 1,4 odstotne točke"); ""
    below 0,3."""
    change = round(abs(b - a), 1)
    if change < 0.3:
        return ""
    return f"za {_comma(f'{change:.1f}')} odstotne točke"


def _z(number: str) -> str:
    """The preposition before a number as it is read: "s" before a voiceless sound (tri, štiri,
    pet, šest, sedem), "z" otherwise (nič, ena, dve, osem, devet)."""
    return "s" if number[0] in "34567" else "z"


def _from_to(a: float, b: float) -> str:
    """A leverage ratio's move from level to level ("z 2,3 na 1,4", "s 3,1 na 2,6"); "" below
    0,1."""
    if abs(b - a) < 0.1:
        return ""
    start, end = _comma(f"{a:.1f}"), _comma(f"{b:.1f}")
    return f"{_z(start)} {start} na {end}"


def _by_meur(a: float, b: float) -> str:
    """A move in mio EUR with a decimal comma ("za 1,6 mio EUR"); "" below 0,5 mio EUR."""
    change = abs(b - a)
    if change < 0.5:
        return ""
    return f"za {_comma(f'{change:.1f}')} mio EUR"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window, its
    verbs agreeing with its subjects' gender and number."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str]
    #: its pace and compound rate: (faster, slower, grew, shrank)
    pace: tuple[str, str, str, str] = ("", "", "", "")


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            41.2,
            44.8,
            43.1,
            47.6,
            46.3,
            49.9,
            48.2,
            52.4,
            50.1,
            54.6,
            52.9,
            57.3,
            58.8,
            63.9,
            62.1,
            68.4,
            66.2,
            71.5,
            69.8,
        ),
        (
            "Prihodki od prodaje",
            "Čisti prihodki od prodaje družbe Kamniška Strojegradnja",
            "Konsolidirani prihodki",
        ),
        (
            ("{s} so se povečali {m}", rose),
            ("{s} so se zmanjšali {m}", fell),
            ("{s} se niso zmanjšali", held_up),
            ("{s} se niso zmanjšali v nobenem četrtletju glede na prejšnje", never_fell),
            ("{s} se niso povečali", held_down),
        ),
        _approx_pct,
        True,
        (
            "{s} so bili v vsakem četrtletju leta 2024 višji kot leto prej",
            "{s} so bili v vsakem četrtletju leta 2024 nižji kot leto prej",
        ),
        (
            "{s} so v letu 2024 rasli hitreje kot v letu 2023",
            "{s} so v letu 2024 rasli počasneje kot v letu 2023",
            "{s} so od konca leta 2022 do konca leta 2024 rasli po dvomestni povprečni letni "
            "stopnji",
            "{s} so se od konca leta 2022 do konca leta 2024 zmanjševali po dvomestni povprečni "
            "letni stopnji",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            11.2,
            12.4,
            10.8,
            13.1,
            12.6,
            13.4,
            9.7,
            12.8,
            13.5,
            14.1,
            13.2,
            14.6,
            14.9,
            15.3,
            14.7,
            16.2,
            15.8,
            16.4,
            15.1,
        ),
        (
            "EBITDA marža",
            "Marža EBITDA družbe Kamniška Strojegradnja",
            "Dobičkonosnost poslovanja (marža EBITDA)",
        ),
        (
            ("{s} se je izboljšala {m}", rose),
            ("{s} se je poslabšala {m}", fell),
            ("{s} se ni poslabšala", held_up),
            ("{s} se ni zvišala", held_down),
            ("{s} se ni znižala v nobenem četrtletju glede na prejšnje", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} je bila v vsakem četrtletju leta 2024 višja kot v istem četrtletju leta 2023",
            "{s} je bila v vsakem četrtletju leta 2024 nižja kot v istem četrtletju leta 2023",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.6,
            2.5,
            2.7,
            2.3,
            2.2,
            2.4,
            2.9,
            2.5,
            2.3,
            2.1,
            2.0,
            1.8,
            1.7,
            1.6,
            1.7,
            1.4,
            1.3,
            1.5,
            1.2,
        ),
        (
            "Razmerje neto dolg/EBITDA",
            "Razmerje med neto finančnim dolgom in EBITDA",
            "Razmerje neto dolg/EBITDA družbe Kamniška Strojegradnja",
        ),
        (
            ("{s} se je znižalo {m}", fell),
            ("{s} se je zvišalo {m}", rose),
            ("{s} se ni zvišalo", held_down),
            ("{s} se ni zvišalo v nobenem četrtletju glede na prejšnje", never_rose),
            ("{s} se je znižalo v vsakem četrtletju", fell_every_quarter),
        ),
        _from_to,
        False,
        (
            "{s} je bilo ob koncu vsakega četrtletja leta 2024 višje kot leto prej",
            "{s} je bilo ob koncu vsakega četrtletja leta 2024 nižje kot leto prej",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_backlog_meur",
        (
            182.4,
            196.1,
            210.8,
            224.3,
            238.7,
            246.2,
            241.5,
            232.8,
            221.4,
            208.9,
            197.6,
            186.3,
            176.8,
            168.2,
            159.4,
            148.9,
            152.6,
            161.3,
            170.2,
        ),
        (
            "Stanje naročil",
            "Stanje neizpolnjenih naročil",
            "Stanje naročil skupine Kamniška Strojegradnja",
        ),
        (
            ("{s} se je zmanjšalo {m}", fell),
            ("{s} se je povečalo {m}", rose),
            ("{s} se je zmanjšalo v vsakem četrtletju", fell_every_quarter),
            ("{s} se ni povečalo", held_down),
            ("{s} se ni zmanjšalo", held_up),
        ),
        _approx_pct,
        True,
        (
            "{s} je bilo ob koncu vsakega četrtletja leta 2024 višje kot leto prej",
            "{s} je bilo ob koncu vsakega četrtletja leta 2024 nižje kot leto prej",
        ),
        (
            "{s} se je v letu 2024 povečalo hitreje kot v letu 2023",
            "{s} se je v letu 2024 povečalo počasneje kot v letu 2023",
            "{s} se je od konca leta 2022 do konca leta 2024 povečevalo po dvomestni povprečni "
            "letni stopnji",
            "{s} se je od konca leta 2022 do konca leta 2024 zmanjševalo po dvomestni povprečni "
            "letni stopnji",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_profit_meur",
        (
            3.1,
            3.8,
            -1.6,
            4.2,
            3.9,
            4.6,
            -6.8,
            4.4,
            4.7,
            5.2,
            4.9,
            5.8,
            6.1,
            6.9,
            6.4,
            7.8,
            7.2,
            8.1,
            7.6,
        ),
        (
            "Čisti dobiček",
            "Čisti poslovni izid skupine",
            "Čisti dobiček družbe Kamniška Strojegradnja",
        ),
        (
            ("{s} se je izboljšal {m}", rose),
            ("{s} se je poslabšal {m}", fell),
            ("{s} se ni poslabšal", held_up),
            ("{s} se ni izboljšal", held_down),
            ("{s} se ni znižal v nobenem četrtletju glede na prejšnje", never_fell),
        ),
        _by_meur,
        False,
        (
            "{s} je bil v vsakem četrtletju leta 2024 višji kot leto prej",
            "{s} je bil v vsakem četrtletju leta 2024 nižji kot leto prej",
        ),
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2024's pace against 2023's and the two-year compound rate (a rise
    or, `shrinking`, a fall), then year over year in each quarter of 2024 (`end=15`, three
    quarters before the latest). Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    faster, slower, grew, shrank = trend.pace
    return _growth_specials(
        trend,
        up_all=up_all,
        down_all=down_all,
        faster=faster,
        slower=slower,
        grew=grew,
        shrank=shrank,
        end=15,
        shrinking=True,
    )


_CLAIM_FRAMES: Final = (
    "Četrtletno spremljanje naložb, 3. četrtletje 2025, priloga 2 (neposredne delniške naložbe; "
    "tržna vrednost {tv}, delež v skladu {delez}): {claim} [1].",
    "Zapisnik 10. seje naložbenega odbora (10. 12. 2025), 4. točka (uresničevanje glasovalnih "
    "pravic): {claim} [1]. Odbor je soglasno podprl predlog dividende (1,20 EUR na delnico).",
    "{Claim} [1] – upravljavka portfelja v Teams; naložbo ({delez}) ohranjamo.",
    "| Izdajatelj | Tržna vrednost | Delež v skladu | Komentar |\n|---|---|---|---|\n| Kamniška "
    "Strojegradnja d.d. (KSTG) | {tv} | {delez} | {Claim} [1] |",
    "Letno poročilo 2025 (osnutek), trajnostno naložbenje: {claim} [1]. Družba ni na "
    "izključitvenem seznamu (tržna vrednost {tv}).",
)

_MARKET_VALUES: Final = ("6,8 mio EUR", "6.812.400 EUR", "6,81 mio EUR")
_WEIGHTS: Final = ("1,4 % sredstev", "1,4 %", "1,38 % sredstev sklada")


def _holding(rng: random.Random) -> dict[str, str]:
    """The dinamični sklad's tržna vrednost in Kamniška Strojegradnja and its delež v skladu,
    drawn for each claim's frame."""
    return {"tv": rng.choice(_MARKET_VALUES), "delez": rng.choice(_WEIGHTS)}


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
        left_out=lambda h, w, c: h.startswith("v 3. četrtletju") and "četrtletj" in c,
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
    """Batch ZZZZM: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
