"""Held-out batch ZZZZT: every flaw kind again, in the voice of a Riga pension asset manager:
IPAS „Ziedkalne Asset Management” (a fictional ieguldījumu pārvaldes akciju sabiedrība) running
second-pillar valsts fondēto pensiju shēmas ieguldījumu plāni of different risk (Ziedkalne
Konservatīvais, Sabalansētais, Aktīvais - whose plan, with 1 284,6 milj. EUR at 31.12.2025., the
limits are of - and the lifecycle plan Ziedkalne Dzīves cikls 80+) and a third-pillar atvērtā
pensiju fonda plāns, supervised by Latvijas Banka under the Valsts fondēto pensiju likums and its
noteikumi. Its people and papers, written in Latvian with the English its portfolio managers
write to foreign brokers ("Trading restrictions", "not more than 50%", "10 business days") and
the English words Riga investment staff use ("tracking error", "walk-forward", "fyi", "Please
rebalance the plan within all our limits – paldies!"): the valde (priekšsēdētāja Ilze
Kalniņa-Ozola; its lēmumi "Nr. 5/2026-2" with a "Balsojums: par – 3, pret – 0") and the padome
(its protokols' numbered lēmumi, "Padome vienbalsīgi apstiprināja … robežu … apmērā"), the
ieguldījumu komiteja (sekretāre Dace Rozīte; its sēdes protokols and darba kārtība with numbered
jautājumi and "4. Dažādi", "Nolēma (vienbalsīgi)", a priekšlikums "noraidīts (par – 2, pret –
5)", "izņemts no darba kārtības", "atlikts"), the portfeļa pārvaldnieks Kristaps Dzenis ("No: /
Kam: / Temats: RE: …" e-pasti, a "LABOJUMS:" mail, Teams lines), an iekšējs memorands, the riska
pārvaldības funkcija's limitu tabula ("Rādītājs / Faktiskais / Limits / Izmantojums") and
uzdevumu saraksts, the plan's ieguldījumu plāna prospekts with its 6. sadaļa „Ieguldījumu
ierobežojumi” (numbered points "6.3."), the ieguldījumu politika's koridori around a
stratēģiskais sadalījums, the turētājbanka's control form (AS „Baltijas Turētājbanka”, a
semicolon-separated "plāns;kods;apraksts;mērvienība;vērtība" form the sabiedrība fills in),
Latvijas Banka's letter (2026. gada 6. februārī Nr. 2.2-13/1487, a pasākumu plāns "līdz 2026.
gada 31. martam"), the ALM analīze, the iekšējais audits and the ceturkšņa pārskats plāna
dalībniekiem. Its number forms are Latvian: a decimal comma and space thousands ("1 284,6 milj.
EUR", "40 miljonu eiro"), "%" with no space ("50%", "50,0% no plāna aktīviem"), "procenti"
agreeing with their number ("procents" after 21, "procentu" in the genitive), "bāzes punkti" and
"bp", "procentpunkti gadā" and "par 1,4 procentpunktiem", "no 2,8x līdz 1,5x", dates as
"31.12.2025." with their closing dot and as "2025. gada 31. decembrī" (months in the locative)
or "2026. gada 26. februāra sēdē" (the genitive), "2026. gada 1. ceturkšņa", "2025. gada 4.
ceturksnī", "pēdējo piecu ceturkšņu laikā", "kopš 2018. gada", bounds as "ne vairāk kā" and "ne
mazāk kā", bands "no … līdz …", and numbers in words where protokoli and valdes lēmumi say them,
with their gender and case: the nominative after "ne vairāk kā" ("piecdesmit procenti",
"divdesmit pieci procenti", "divsimt bāzes punkti", and the feminine "piecas darba dienas") and
the genitive before "apmērā" ("piecdesmit procentu apmērā", "divdesmit piecu procentu", "piecu
darba dienu"); the trend claims use the verbs of a trend in the past tense and their negations by
the prefix "ne-" (pieauga, samazinājās, uzlabojās, pasliktinājās; nepieauga, nesamazinājās,
neuzlabojās, nepasliktinājās), an adjective agreeing with each series' gender ("lielāks",
"augstāka", "lielāka").

Batch ZZZZT is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text - and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id prefixes of `libs/contracts` (constraint units, walk-forward windows, message
kinds) and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer,
reviewer or validator test, validator, policy, `reviews.py` beyond its batch tuple, benchmark
result, benchmark document, ADR or other batch was read, and it was not run against the
reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and
ZZZZD's where the loops allow: SEVEN subjects (five caps - akcijas, a single emitents, the
alternatīvie ieguldījumu fondi, the atklātā valūtas pozīcija, all shares, and the novirze no
etalona in bāzes punkti - and two floors: the ieguldījumi eiro valūtā as a SHARE and the
likviditātes rezerve in darba DIENAS; no multiple, no count); seven shares no factor with six,
so the misquote loop keeps its DEFAULT pairing (`i + i // 5`, every structure meets every
subject), one structure in three wordings (noraidīts, izņemts no darba kārtības, atlikts);
limits in words one style in THREE (the `WrittenForms` default) where a protokols or a valdes
lēmums says them, and ALWAYS in the padome's protokols (in the genitive before "apmērā"); the
invented limit's answer in FIVE forms taken in turn (`i % 5`, odd, so each form meets both
modes) on the subject `2 * i + i // 7`: the ieguldījumu komiteja's protokola izraksts (words), the
portfeļa pārvaldnieks' e-pasts and the limitu tabula with a decoy "Faktiskais" and "Izmantojums"
(chat answers), the turētājbanka's form filled in AFTER the request (`template_inputs`, "0,500"
in the constraint's unit with three decimals and a decimal comma) and the prospekts' 6. sadaļa
given BEFORE it (`mandate`, cited as a clause); every other strategy case from the FIRST pair
under a mandate bounding other things (`other_at` left at 0); breaches in SIX shapes held four
cases each (`shape=(i // 4) % 6`, each in both modes) on the subject `2 * i + 3`, at 1.2 of a cap
and 0.8 of a floor, uncited twins at 0.85 of a cap and 1.1 of a floor, the clause cited unless
`(i + i // 4) % 4 == 0` (six uncited, one in each shape, in both modes) - the prospekts' points
as a mapping with dotted keys (`prospekts_ziedkalne_aktivais.6_ieguldijumu_ierobezojumi.6.3`),
Latvijas Banka's letter, the portfolio manager's English note to the broker Northgate Securities
Ltd, the padome's protokols as records in the genitive in words
(`padomes_protokols_4_2025.lemumi[1].teksts`), a valdes lēmums (words one style in three) and the
riska pārvaldības funkcija's LIMITU TABULA with decoy rows (durācija 2–8 gadi, VaR maks. 6%);
koridori over the five caps only (`turn=2 * i + 1`) whose low end is six tenths of their top
(`low_ratio=0.6`), written in short forms with no tail ("no 30% līdz 50%", "no 120 bp līdz 200
bp"), each granted case assuming a QUARTER of the way up (`assumed_value`) and each refused case
the same point (`refused_value`) against a level fixed at the low end, the flawed value 1.2 of
the top, refused at `i % 6` in (1, 4) (noraidīts, atlikts, izņemts no darba kārtības, the padome
nepiekrita) and placed in four shapes held two cases each (`(i // 2) % 4`, each in both modes:
the ieguldījumu politika's 4. punkts, the komiteja's protokola izraksts, the valde's lēmumi on
the ieguldījumu komanda's pilnvaras and the valdes priekšsēdētāja's e-pasts); objectives in FIVE
structures in turn (`structure=i % 5`; the wanted objective `3 * i + 2`), three withdrawing an
earlier wording in the same text (a komiteja protokols whose first priekšlikums was noraidīts
"(par – 2, pret – 5)", the portfolio manager's "LABOJUMS:" mail, a valde protokols in which a
formulējums was izņemts no darba kārtības) and one replaced by a later precizējums; leakage over
FOUR ANCHORED (expanding) walk-forward folds, each trained from 4 January 2010 to the end of the
year before its single CALENDAR YEAR of test (2016 to 2019, Nasdaq Riga sessions), the whole
sentence at every third case from the FIRST (`sentence_at=0`), placed in the evidence first; and
a trend request of its own (the ieguldījumu komiteja's point on akcionāra tiesību īstenošana, its
heading, an as-of date after the 12-month interim report) over SIXTEEN quarters (2022. gada 1.
ceturksnis - 2025. gada 4. ceturksnis) comparing 2025 with 2024 (`end=15`), a double-digit
compound FALL claimed (`shrinking=True`: the pasūtījumu portfelis shrinks by over a fifth a
year), special pairs taken every THIRD case in turn (`special_step=3`), an extra frame part drawn
per claim (`frame_parts`: the plan that holds the shares) and a signed series (neto peļņa, a loss
in 2022. gada 3. ceturksnis).

Decoy numbers (no truth depends on them): the plan's aktīvi (1 284,6 milj. EUR), its 2025
ienesīgums (9,7%) and 3,1% a year since 2008, the ECB's 25 bāzes punkti, the 40 miljonu eiro
infrastructure commitment, monthly izmaksas (3,8 milj. EUR), Latvijas Banka's letter number and
deadline, protokols, jautājums and lēmums numbers, votes (par – 2, pret – 5; par – 3, pret – 0),
the limitu tabula's "Faktiskais" and "Izmantojums" beside a limit, other ierobežojumi beside it in
the prospekts (modificētā durācija no 2 līdz 8 gadiem, kredītreitings ne zemāks par BBB-, VaR maks.
6%), the nozares vidējais and the ALM analīze's unconstrained portfolio quoted for comparison,
and the plan holding the watched shares. Its parts:

* limits as the sabiedrība's people state them: akcijas (a cap: "50%", "50,0% no plāna
  aktīviem", "50 procenti", "piecdesmit procenti"; genitive "50 procentu", "piecdesmit
  procentu"), a single emitents ("5%", "5,0% no plāna aktīvu tirgus vērtības", "pieci
  procenti"), alternatīvie ieguldījumu fondi ("15%", "piecpadsmit procenti"), the atklātā valūtas
  pozīcija ("20,0% pēc riska ierobežošanas"), the novirze no etalona ("200 bp", "200 bāzes
  punkti", "2,00 procentpunkti gadā", "divsimt bāzes punkti"; genitive "divsimt bāzes punktu"),
  ieguldījumi eiro valūtā (a floor: "65%", "sešdesmit pieci procenti") and the likviditātes
  rezerve (a floor in days: "10 darba dienas", "10 bankas darba dienas", "10 darba dienu izmaksu
  apjomā", "piecas darba dienas"; genitive "piecu darba dienu");
* requests (the portfolio manager's e-pasts, the komiteja's darba kārtība, a Teams line, an
  iekšējs memorands, the riska pārvaldības funkcija's uzdevumu saraksts and a Latvijas Banka
  request) deferring the limit to a valde not yet met, a jautājums atlikts, a priekšlikums
  izņemts no darba kārtības, a prospekta projekts reading "[nosaka valde]", the riska funkcija's
  atzinums not yet given or Latvijas Banka's answer not yet received;
* provenance misquoting its source: the prospekts' 2019 redakcija or a projekts; a priekšlikums
  noraidīts, izņemts no darba kārtības or atlikts; the limitu tabula's faktiskais (prose, or a
  "Rādītājs / Faktiskais 31.12.2025. / Limits / Izmantojums" table); another ierobežojums beside it
  in the prospekts' 6. sadaļa; the nozares vidējais or the ALM analīze's optimal portfolio;
* latitude granted as the ieguldījumu politika's koridors around a stratēģiskais sadalījums, an
  "Aktīvu klase / Stratēģiskais sadalījums / Minimums / Maksimums" table, a valdes lēmums and a
  line of ikdienas portfeļa pārvaldība; refused as above, each twin the same text granting it;
* objectives as the prospekts' 3. sadaļa, a valdes lēmums, the komiteja's protokols and the ALM
  analīze, some saying what is not the aim ("nevis samazināt novirzi no etalona", "Tātad ne
  Šarps.") and some beside the nozares vidējais ienesīgums, which is watched and not optimised;
* leakage as the ALM analīze, the riska pārvaldības funkcija's ziņojums and the iekšējais audits
  write it: expected returns and correlations, pārbalansēšanas robežas, the valūtas riska
  ierobežošanas apmērs, a model of iemaksas and izmaksas and the novirze no etalona's factor model
  fitted on periods reaching into the test years (OMX Baltic Benchmark GI, MSCI ACWI in euros, the
  Centrālā statistikas pārvalde's patēriņa cenu indekss, the plan's own flows, the euro swap
  curve), and whole sentences (today's OMX Baltic Benchmark members, the 2026 izslēgšanas
  saraksts in every period, today's credit ratings, audited property fund values used before they
  came); each clean twin in the same form, ending before the first test date, and where the data
  come out late, ending where they were out before it;
* trend claims on AS „Lielupes Koks” (Nasdaq Riga: LKO1R; a fictional Zemgale sawmill and pellet
  maker the plans hold) - neto apgrozījums (milj. EUR, faster in 2025 and a double-digit compound
  rise), EBITDA rentabilitāte (moves in procentpunkti), neto parāda attiecība pret EBITDA ("no
  2,8x līdz 1,5x"; lower is better), pasūtījumu portfelis (falling through 2023-2025, a
  double-digit compound fall) and neto peļņa (signed, milj. EUR) over sixteen quarters, as the
  komiteja's protokols, the portfolio manager's Teams comment (the claim first), an "Emitents /
  Plāns / Komentārs" table, the ceturkšņa pārskats draft and an e-pasts to the riska funkcija;
  horizons covered by the series against uncovered ones ("kopš 2018. gada", "kopš akciju
  iekļaušanas … 2007. gadā"). Whether a claim holds is computed from the series: true, false, or
  too close to call (never used).

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

SEED: Final = 20270193
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzt"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzztlv0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzztlv1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzztlv2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzztlv3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzztlv5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzztlvd"

_MANAGER: Final = "IPAS „Ziedkalne Asset Management”"
_PLAN: Final = "Ziedkalne Aktīvais"
_PM: Final = "Kristaps Dzenis"
_CHAIR: Final = "Ilze Kalniņa-Ozola"
_BROKER: Final = "Northgate Securities Ltd"
_CUSTODIAN: Final = "AS „Baltijas Turētājbanka”"


# --- numbers as a Riga ieguldījumu pārvaldes sabiedrība's ieguldījumu komanda and riska
# pārvaldības funkcija write them ----------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "50", "4,8"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("50,0"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


def _ends_in_one(number: str) -> bool:
    """Whether a Latvian noun after `number` is singular: a whole number ending in 1 but not in
    11 ("21 procents", "31 darba diena")."""
    return number.isdigit() and number.endswith("1") and not number.endswith("11")


def _procenti(number: str) -> str:
    """ "procents" or "procenti" after `number`, as Latvian agrees them."""
    return "procents" if _ends_in_one(number) else "procenti"


#: the limits' values in words, as the protokoli write them: (nominative, genitive); masculine
#: (procenti, bāzes punkti)
_WORDS: Final[dict[float, tuple[str, str]]] = {
    0.05: ("pieci", "piecu"),
    0.08: ("astoņi", "astoņu"),
    0.1: ("desmit", "desmit"),
    0.15: ("piecpadsmit", "piecpadsmit"),
    0.2: ("divdesmit", "divdesmit"),
    0.25: ("divdesmit pieci", "divdesmit piecu"),
    0.3: ("trīsdesmit", "trīsdesmit"),
    0.5: ("piecdesmit", "piecdesmit"),
    0.6: ("sešdesmit", "sešdesmit"),
    0.65: ("sešdesmit pieci", "sešdesmit piecu"),
    0.7: ("septiņdesmit", "septiņdesmit"),
    0.75: ("septiņdesmit pieci", "septiņdesmit piecu"),
    150.0: ("simt piecdesmit", "simt piecdesmit"),
    200.0: ("divsimt", "divsimt"),
    250.0: ("divsimt piecdesmit", "divsimt piecdesmit"),
}
#: days in words: feminine, as "darba diena" takes them (nominative, genitive)
_DAY_WORDS: Final[dict[float, tuple[str, str]]] = {
    5.0: ("piecas", "piecu"),
    10.0: ("desmit", "desmit"),
    15.0: ("piecpadsmit", "piecpadsmit"),
}


def _share_forms(tail: str, gen: bool, value: float) -> dict[str, str]:
    """A share: "50%", "50,0% {tail}", "50 procenti", "piecdesmit procenti" (genitive, before
    "apmērā": "50 procentu", "50,0 procentu", "piecdesmit procentu")."""
    words = _WORDS.get(round(value, 6))
    if gen:
        forms = {"pg": f"{_pct(value)} procentu", "p1": f"{_pct1(value)} procentu"}
        if words:
            forms["w"] = f"{words[1]} procentu"
        return forms
    forms = {
        "pc": f"{_pct(value)}%",
        "pt": f"{_pct1(value)}% {tail}",
        "pr": f"{_pct(value)} {_procenti(_pct(value))}",
    }
    if words:
        forms["w"] = f"{words[0]} procenti"
    return forms


def _te_forms(gen: bool, value: float) -> dict[str, str]:
    """The novirze no etalona in basis points: "200 bp", "200 bāzes punkti", "2,00 procentpunkti
    gadā", "divsimt bāzes punkti" (genitive: "200 bāzes punktu", "divsimt bāzes punktu")."""
    n = _g(value)
    words = _WORDS.get(round(value, 6))
    if gen:
        forms = {"bg": f"{n} bāzes punktu"}
        if words:
            forms["w"] = f"{words[1]} bāzes punktu"
        return forms
    forms = {
        "bp": f"{n} bp",
        "bk": f"{n} bāzes punkti",
        "pp": _comma(f"{value / 100:.2f}") + " procentpunkti gadā",
    }
    if words:
        forms["w"] = f"{words[0]} bāzes punkti"
    return forms


def _days_forms(gen: bool, value: float) -> dict[str, str]:
    """The likviditātes rezerve in darba dienas (feminine): "10 darba dienas", "10 bankas darba
    dienas", "10 darba dienu izmaksu apjomā", "desmit darba dienas", "piecas darba dienas"
    (genitive: "10 darba dienu", "piecu darba dienu")."""
    n = _g(value)
    words = _DAY_WORDS.get(round(value, 6))
    one = _ends_in_one(n)
    if gen:
        forms = {"dg": f"{n} darba dienu", "bg": f"{n} bankas darba dienu"}
        if words:
            forms["w"] = f"{words[1]} darba dienu"
        return forms
    forms = {
        "d": f"{n} darba diena" if one else f"{n} darba dienas",
        "bd": f"{n} bankas darba diena" if one else f"{n} bankas darba dienas",
        "di": f"{n} darba dienu izmaksu apjomā",
    }
    if words:
        forms["w"] = f"{words[0]} darba dienas"
    return forms


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms, written like its own: the genitive ("50 procentu
    apmērā") or a koridors' short forms ("30%", "30,0%", "120 bp")."""

    forms: Callable[[float], dict[str, str]]


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """An ieguldījumu ierobežojums: the agent's field names, how the company's people name it
    (nominative and, in the same order, genitive), its code in the turētājbanka's parameter
    form, the values it takes, its written forms (nominative and genitive), how a portfolio
    manager writes it to a foreign broker in English and names it, and whether it is a floor
    ("ne mazāk kā"). Words are said one style in three (the default)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    genitives: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    genitive_forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False

    def gen(self, value: float, style: int, *, words: bool = False) -> str:
        """`value` in the genitive ("50 procentu", "piecdesmit procentu")."""
        return _Forms(self.genitive_forms).render(value, style, words=words)


def _subject(
    fields: tuple[str, str],
    named: tuple[tuple[str, str], ...],
    key: str,
    unit: str,
    values: tuple[float, ...],
    forms: Callable[[bool, float], dict[str, str]],
    english: Callable[[float], str],
    noun_en: str,
    *,
    floor: bool = False,
) -> _Subject:
    return _Subject(
        fields,
        tuple(n for n, _ in named),
        tuple(g for _, g in named),
        key,
        unit,
        values,
        partial(forms, False),
        partial(forms, True),
        english,
        noun_en,
        floor,
    )


_EQUITY: Final = _subject(
    ("max_equity_share", "akcijuIeguldijumiMaks"),
    (
        ("akcijas un tām pielīdzināmi vērtspapīri", "akciju un tām pielīdzināmo vērtspapīru"),
        ("ieguldījumi akciju fondos un akcijās", "ieguldījumu akciju fondos un akcijās"),
        ("akciju risks (ieskaitot atvasinātos instrumentus)", "akciju riska"),
    ),
    "L-AKC-MAX",
    "fraction",
    (0.25, 0.5, 0.75),
    partial(_share_forms, "no plāna aktīviem"),
    _english_share,
    "Equities and equity funds",
)
_ISSUER: Final = _subject(
    ("max_single_issuer_share", "vienaEmitentaMaks"),
    (
        ("viena emitenta vērtspapīri", "viena emitenta vērtspapīru"),
        ("ieguldījumi viena emitenta finanšu instrumentos", "viena emitenta finanšu instrumentu"),
        ("koncentrācija vienā emitentā (izņemot valstis)", "koncentrācijas vienā emitentā"),
    ),
    "L-EMI-MAX",
    "fraction",
    (0.05, 0.08, 0.1),
    partial(_share_forms, "no plāna aktīvu tirgus vērtības"),
    _english_share,
    "Securities of any single non-sovereign issuer",
)
_ALTERNATIVE: Final = _subject(
    ("max_alternative_share", "alternativieMaks"),
    (
        ("alternatīvie ieguldījumu fondi", "alternatīvo ieguldījumu fondu"),
        ("riska kapitāla un nekustamā īpašuma fondi", "riska kapitāla un nekustamā īpašuma fondu"),
        ("nekotētie ieguldījumi", "nekotēto ieguldījumu"),
    ),
    "L-ALT-MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    partial(_share_forms, "no ieguldījumu plāna aktīviem"),
    _english_share,
    "Alternative investment funds (private equity, real estate)",
)
_FX: Final = _subject(
    ("max_open_fx_share", "valutasRiskaMaks"),
    (
        ("atklātā valūtas pozīcija", "atklātās valūtas pozīcijas"),
        ("valūtas risks pēc riska ierobežošanas", "valūtas riska pēc riska ierobežošanas"),
        ("nenodrošinātā ārvalstu valūtu pozīcija", "nenodrošinātās ārvalstu valūtu pozīcijas"),
    ),
    "L-VAL-MAX",
    "fraction",
    (0.1, 0.2, 0.3),
    partial(_share_forms, "pēc riska ierobežošanas"),
    _english_share,
    "Unhedged non-euro currency exposure",
)
_TE: Final = _subject(
    ("max_tracking_error_bps", "novirzeNoEtalonaMaks"),
    (
        ("novirze no etalona (tracking error)", "novirzes no etalona"),
        ("sagaidāmā novirze no etalonindeksa", "sagaidāmās novirzes no etalonindeksa"),
        ("aktīvais risks pret stratēģisko sadalījumu", "aktīvā riska"),
    ),
    "L-TE-MAX",
    "bps",
    (150.0, 200.0, 250.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the plan's benchmark",
)
_EURO: Final = _subject(
    ("min_euro_share", "eiroIeguldijumiMin"),
    (
        ("ieguldījumi eiro valūtā", "ieguldījumu eiro valūtā"),
        ("aktīvi, kas denominēti eiro", "eiro denominēto aktīvu"),
        ("valūtas atbilstība (eiro)", "valūtas atbilstības"),
    ),
    "L-EUR-MIN",
    "fraction",
    (0.6, 0.65, 0.7),
    partial(_share_forms, "no plāna aktīviem eiro valūtā"),
    _english_share,
    "Assets denominated in euro",
    floor=True,
)
_LIQUIDITY: Final = _subject(
    ("min_liquidity_days", "likviditatesRezerveMin"),
    (
        ("likviditātes rezerve izmaksām", "likviditātes rezerves"),
        ("naudas līdzekļi un īstermiņa noguldījumi (darba dienās)", "naudas līdzekļu rezerves"),
        ("izmaksu nodrošinājums", "izmaksu nodrošinājuma"),
    ),
    "L-LIK-MIN",
    "days",
    (5.0, 10.0, 15.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity buffer for payouts and transfers",
    floor=True,
)
#: seven ierobežojumi, two of them floors (a share and days); seven shares no factor with six,
#: so the misquote loop's default pairing (`i + i // 5`) meets each structure with every one
_SUBJECTS: Final = (_EQUITY, _ISSUER, _ALTERNATIVE, _FX, _TE, _EURO, _LIQUIDITY)
#: the caps, the only ierobežojumi a koridors is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "atbilstoši prospekta 2019. gada redakcijai",
    "aptuveni nozares vidējais",
    "pagaidu pieņēmums, kamēr valde lems",
    "atbilstoši ALM analīzes bāzes scenārijam",
    "ierasta rezerve zem ierobežojuma",
    "prospekta projekta skaitlis",
    "portfeļa pārvaldnieka mutisks vērtējums",
)

#: where a breach's flawed value lies, as multiples of the limit, and where an uncited twin lies
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Valsts fondēto pensiju shēmas ieguldījumu plāna „"
    + _PLAN
    + "” aktīvu sadalījums (obligācijas, akciju fondi, akcijas, alternatīvie ieguldījumu fondi, "
    "noguldījumi) prospekta ieguldījumu ierobežojumu robežās",
    "augstākais ar risku koriģētais ienesīgums plāna dalībniekiem prospekta ierobežojumu robežās",
    "aprēķināt aktīvu sadalījumu",
    "iegūtie svari un to risks",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "valdes apstiprinātajā prospektā noteiktais ierobežojums"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "ne mazāk kā" if s.floor else "ne vairāk kā"


def _edge(s: _Subject) -> str:
    """The bound as an object ("augšējo robežu")."""
    return "apakšējo" if s.floor else "augšējo"


def _edge_nom(s: _Subject) -> str:
    """The bound as a subject ("augšējā robeža")."""
    return "apakšējā" if s.floor else "augšējā"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "maks."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _noun(rng: random.Random, s: _Subject) -> tuple[str, str]:
    """A noun of `s` drawn, nominative and genitive."""
    k = rng.randrange(len(s.nouns))
    return s.nouns[k], s.genitives[k]


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "pārbalansēt plāna „"
    + _PLAN
    + "” portfeli; plāna aktīvi 2025. gada 31. decembrī bija 1 284,6 milj. EUR",
    "sagatavot 2026. gada 1. ceturkšņa riska pārskata aktīvu sadalījuma daļu",
    "iekļaut stratēģiskajā sadalījumā 40 miljonu eiro saistības infrastruktūras fondā",
    "pārrēķināt ALM analīzi pēc ECB procentu likmju samazinājuma par 25 bāzes punktiem",
    "pārliecināties, ka naudas pietiek izmaksām (aptuveni 3,8 milj. EUR mēnesī)",
)
_DEFERRALS: Final = (
    "par ierobežojumu ({noun}) valde lems 2026. gada 26. februāra sēdē",
    "jautājums „{noun}” ieguldījumu komitejas sēdē atlikts",
    "priekšlikums par ierobežojumu ({noun}) izņemts no darba kārtības un tiks skatīts martā",
    "prospekta projektā joprojām rakstīts „{noun}: [nosaka valde]”",
    "riska pārvaldības funkcijas atzinums (punkts: {noun}) vēl nav sniegts",
    "Latvijas Bankas atbilde vēl nav saņemta (punkts: {noun}, vēstule Nr. 2.2-13/1487)",
)
_REQUEST_FRAMES: Final = (
    "No: "
    + _PM
    + " (portfeļa pārvaldnieks)\nKam: Ieguldījumu komanda\nTemats: Pārbalansēšana 1. ceturksnī"
    "\n\nSveiki!\n\nVai varat {task}? NB: {deferral}.\n\nPaldies!\nKristaps",
    "IEGULDĪJUMU KOMITEJAS SĒDES DARBA KĀRTĪBA (sēde Nr. 3/2026, 2026. gada 11. martā)\n"
    "1. Sēdes atklāšana\n2. Iepriekšējās sēdes protokola apstiprināšana\n3. Uzdevums "
    "ieguldījumu komandai: {task}\n4. Dažādi\nPiezīme: {deferral}.",
    "Teams – Māris B. (9:12): vari {task}? fyi {deferral}",
    "IEKŠĒJS MEMORANDS\nAdresāts: ieguldījumu komitejas locekļi\nSagatavoja: ieguldījumu "
    "komanda\nDatums: 27.02.2026.\n\n{Deferral}. Pa to laiku lūdzam {task}.",
    "Uzdevumu saraksts – riska pārvaldības funkcija (stāvoklis 2026. gada 2. martā)\n"
    "Uzdevums 2026-07 | {Task} | atbildīgais: portfeļa pārvaldnieks | statuss: procesā\n"
    "Komentārs: {deferral}.",
    "Latvijas Banka lūdz papildu informāciju līdz 2026. gada 31. martam.\nValdes "
    "priekšsēdētāja lūdz ieguldījumu komandu vispirms {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {gen}, {v}, {key}, {unit}, {sign},
    {short}, {faktiskais}, {izmantojums}), its value's form ("bare" the number in the
    constraint's unit as the turētājbanka's form holds it, "figures" one of its written forms,
    "words" a written form or its words, "table" a written form beside the limitu tabula's
    faktiskais), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Izraksts no ieguldījumu komitejas sēdes protokola Nr. 2/2026\n"
        "Sēde notika Rīgā 2026. gada 14. janvārī; piedalās visi komitejas locekļi.\n"
        "3. jautājums: plāna „" + _PLAN + "” ieguldījumu ierobežojumi\n"
        "Nolēma (vienbalsīgi): {noun} – {sign} {v}.\n"
        "4. jautājums (ārējā pārvaldnieka izvēle) atlikts.\n"
        "Protokolēja: Dace Rozīte, komitejas sekretāre",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "No: " + _PM + " (portfeļa pārvaldnieks)\nKam: Ieguldījumu komanda; Riska pārvaldība\n"
        "Temats: RE: Pārbalansēšana 1. ceturksnī\n\nSveiki!\n\n{Noun}: {sign} {v}. Tas ir tas, ko "
        "valde apstiprināja janvārī, nevis projekta skaitlis.\n\nAr cieņu\nKristaps",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Limitu tabula – riska pārvaldības funkcija, stāvoklis uz mēneša beigām (ieguldījumu "
        "komitejai)\n| Rādītājs | Faktiskais | Limits | Izmantojums |\n|---|---|---|---|\n"
        "| {Noun} | {faktiskais} | {short} {v} | {izmantojums} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        _CUSTODIAN + " – ieguldījumu ierobežojumu kontroles parametri (turētājbankas veidlapa; "
        "aizpilda pārvaldes sabiedrība)\nplāns;kods;apraksts;mērvienība;vērtība\n"
        "AKTIVAIS;{key};{noun};{unit};{v}\n",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "IEGULDĪJUMU PLĀNA PROSPEKTS – plāns „"
        + _PLAN
        + "” (valdes apstiprināts)\nIzraksts no 6. sadaļas „Ieguldījumu ierobežojumi”\n"
        "6.1. Ierobežojumus aprēķina no plāna aktīvu tirgus vērtības.\n6.4. {Noun}: {sign} {v}."
        "\n6.7. Par ierobežojuma pārsniegšanu nekavējoties ziņo valdei un turētājbankai.",
        "figures",
        "mandate",
        first=True,
    ),
)

#: how the turētājbanka's form names a unit
_UNIT_WORDS: Final = {
    "fraction": "daļa (decimālskaitlis)",
    "bps": "bāzes punkti",
    "days": "darba dienas",
}


def _real(s: _Subject, value: float) -> float:
    """The limitu tabula's faktiskais inside the limit: above a floor, below a cap (whole days
    and basis points)."""
    used = value * 1.2 if s.floor else value * 0.8
    if s.unit in ("days", "bps"):
        return float(round(used))
    return round(used, 4)


def _izmantojums(s: _Subject, value: float, used: float) -> str:
    """Izmantojums as the limitu tabula writes it ("80%"): the faktiskais over a cap, the floor
    over the faktiskais."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)}%"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the turētājbanka's form holds it: a share with
    three decimals ("0,500", "0,080"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    faktiskais = izmantojums = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the faktiskais inside the limit, a decoy in the same form
        used = _real(s, value)
        written, faktiskais = s.alike((value, used), rng.randrange(12), apart=True)
        izmantojums = _izmantojums(s, value, used)
    elif stating.form == "words":  # a protokols: in words wherever the style asks for them
        written = s.render(value, rng.randrange(12), words=True)
    else:
        written = s.render(value, rng.randrange(12))
    noun, gen = _noun(rng, s)
    text = _fill(
        stating.frame,
        noun=noun,
        gen=gen,
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        sign=_sign(s),
        short=_short(s),
        faktiskais=faktiskais,
        izmantojums=izmantojums,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the plan's
    prospekts came before the request and is cited as a clause, the turētājbanka's form after
    it."""
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
    "prospekts_ziedkalne_aktivais": {
        "2_ieguldijumu_politika": [
            "Plāna līdzekļus iegulda saskaņā ar Valsts fondēto pensiju likumu, ievērojot "
            "drošuma, ienesīguma un likviditātes principus.",
            "Plāna ienesīgumu (pēdējo piecu ceturkšņu laikā un kopš 2018. gada) salīdzina ar "
            "Latvijas Bankas publicēto nozares vidējo; tas nav ieguldījumu ierobežojums.",
            "Plāns neiegulda izslēgšanas saraksta emitentos (pretrunīgi vērtēti ieroči, "
            "termālās ogles, tabaka).",
            "Atvasinātos finanšu instrumentus izmanto tikai riska ierobežošanai; īsā pārdošana "
            "nav atļauta.",
            "Valde prospektu pārskata ne retāk kā reizi gadā.",
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

#: another ierobežojums beside it in the prospekts' 6. sadaļa: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "L-AKC-MAX": ("Akcijas jaunattīstības tirgos, maks.", 0.1),
    "L-EMI-MAX": ("Noguldījumi vienā kredītiestādē, maks.", 0.03),
    "L-ALT-MAX": ("Viens riska kapitāla fonds, maks.", 0.05),
    "L-VAL-MAX": ("Viena ārvalstu valūta, maks.", 0.05),
    "L-TE-MAX": ("Obligāciju portfeļa novirze no etalona, maks.", 60.0),
    "L-EUR-MIN": ("Ieguldījumi Baltijas valstīs, min.", 0.15),
    "L-LIK-MIN": ("Likviditāte stresa scenārijā, min.", 3.0),
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
    noun, gen = _noun(rng, s)
    variant = i // 5 + structure
    if structure == 0:  # the prospekts' old redakcija, or a projekts
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Prospekta 2019. gada 1. jūlija redakcijā {gen} {_edge_nom(s)} robeža bija "
                f"{wrong}. Valde 2026. gada 22. janvārī apstiprināja jaunu ierobežojumu: {right}; "
                "tas ir spēkā no 1. marta."
            )
        else:
            text = (
                f"Prospekta projektā (3. versija, janvāris) {noun}: {wrong}. Apstiprinātajā "
                f"prospektā ierobežojums ir {right}, un mēs to ievērojam."
            )
    elif structure == 1:  # a priekšlikums noraidīts, izņemts no darba kārtības or atlikts
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 3 == 0:
            text = (
                f"Ieguldījumu komanda ierosināja jaunu {gen} robežu – {wrong}. Priekšlikums "
                f"noraidīts (par – 2, pret – 5); spēkā ir {right}."
            )
        elif variant % 3 == 1:
            text = (
                f"Riska pārvaldības vadītāja ierosināja punktā „{noun}” skaitli {wrong}, bet "
                f"jautājums izņemts no darba kārtības pirms sēdes. Spēkā ir prospektā noteiktais: "
                f"{right}."
            )
        else:
            text = (
                f"Priekšlikums mainīt {gen} robežu (jaunā vērtība – {wrong}) atlikts (valdes "
                f"sēde 2026. gada 19. februārī, 4. jautājums). Kamēr valde nav lēmusi, "
                f"ierobežojums ir {right}."
            )
    elif structure == 2:  # the limitu tabula's faktiskais
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"2025. gada 4. ceturkšņa riska pārskats: {noun} 31.12.2025. bija {wrong}, "
                f"ierobežojums – {right}. Pārsniegumu nav."
            )
        else:
            izmantojums = _izmantojums(s, value, wrong_value)
            text = (
                "| Rādītājs | Faktiskais 31.12.2025. | Limits | Izmantojums |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | "
                f"{izmantojums} |"
            )
    elif structure == 3:  # another ierobežojums beside it in the prospekts
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Prospekts, 6. sadaļa „Ieguldījumu ierobežojumi” (izraksts)\n- " + "\n- ".join(lines)
    else:  # the nozares vidējais or the ALM analīze's unconstrained portfolio
        wrong_value = _away(s, value, 1.25, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Salīdzinājumam: nozares vidējais (Latvijas Bankas dati par valsts fondēto "
                f"pensiju shēmas plāniem, gada beigās) punktā „{noun}” ir {wrong}. Mūsu "
                f"prospektā ierobežojums ir {right}, un mēs to ievērojam."
            )
        else:
            text = (
                "ALM analīze: neierobežotais optimālais portfelis prasītu punktā "
                f"„{noun}” – {wrong}; valde prospektā saglabāja ierobežojumu {right}."
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


# --- mandate clauses: the prospekts' ierobežojumi, Latvijas Banka's letter, the English note to a
# broker, the padome's protokols, the valde's lēmums and the limitu tabula ------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun, gen = _noun(rng, s)
    style = rng.randrange(12)
    if shape == 0:  # the prospekts' 6. sadaļa, as numbered points
        written = s.render(value, style)
        punkti: dict[str, JsonValue] = {
            "6.1": "Ierobežojumus aprēķina no plāna aktīvu tirgus vērtības, ņemot vērā "
            "atvasinātos finanšu instrumentus.",
            "6.2": "Obligāciju portfeļa modificētā durācija ir no 2 līdz 8 gadiem; kredītreitings "
            "ne zemāks par BBB-.",
            "6.3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "6.4": "Par ierobežojuma pārsniegšanu tajā pašā dienā ziņo valdei un turētājbankai.",
        }
        return (
            {"prospekts_ziedkalne_aktivais": {"6_ieguldijumu_ierobezojumi": punkti}},
            None,
            "prospekts_ziedkalne_aktivais.6_ieguldijumu_ierobezojumi.6.3",
        )
    if shape == 1:  # Latvijas Banka's letter, as a message
        written = s.render(value, style)
        letter = (
            "LATVIJAS BANKA\nK. Valdemāra iela 2A, Rīga\n2026. gada 6. februārī Nr. "
            "2.2-13/1487\n" + _MANAGER + " valdei\n\nPar pārbaudes konstatējumu novēršanu\n\n"
            "Pamatojoties uz Valsts fondēto pensiju likumu un Latvijas Bankas noteikumiem, "
            f"lūdzam nodrošināt, ka plāna „{_PLAN}” {gen} apmērs ir {_sign(s)} {written}.\n"
            "Lūdzam iesniegt pasākumu plānu līdz 2026. gada 31. martam."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the portfolio manager's English note to a foreign broker, as a message
        note = (
            "From: " + _PM + "\nTo: " + _BROKER + " (execution desk)\nSubject: Trading "
            "restrictions – Latvian pension plan „" + _PLAN + "”\n\nHi team,\nplease keep all "
            "orders for the account within the plan's restrictions under the Latvian State "
            "Funded Pensions Law and the plan prospectus:\n"
            f"- {s.noun_en}: {_sign_en(s)} {s.english(value)};\n- no short sales, no securities "
            "lending.\nAny breach must be reported the same business day.\nThanks,\nKristaps"
        )
        return None, note, MANDATE_ID
    if shape == 3:  # the padome's protokols, in the genitive, as records
        written = s.gen(value, 3 * style, words=True)  # in words, as protokoli say them
        lemumi: list[JsonValue] = [
            {"nr": "4/2025-1", "teksts": "Padome apstiprināja 2025. gada budžeta izpildi."},
            {
                "nr": "4/2025-2",
                "teksts": f"Padome vienbalsīgi apstiprināja {gen} {_edge(s)} robežu "
                f"{written} apmērā.",
            },
            {"nr": "4/2025-3", "teksts": "Jautājums par atalgojuma politiku atlikts."},
        ]
        return (
            {"padomes_protokols_4_2025": {"lemumi": lemumi}},
            None,
            "padomes_protokols_4_2025.lemumi[1].teksts",
        )
    if shape == 4:  # the valde's lēmums, as a message, with words
        written = s.render(value, style, words=True)
        lemums = (
            "VALDES LĒMUMS Nr. 5/2026-2 (" + _MANAGER + ", valdes sēde 2026. gada 22. janvārī)"
            "\nBalsojums: par – 3, pret – 0.\n1. Ieguldījumu komanda pārvalda plānu "
            f"stratēģiskā sadalījuma robežās.\n2. Ierobežojums: {noun}, {_sign(s)} {written}.\n"
            "3. Darbībām ārpus ierobežojumiem nepieciešama ieguldījumu komitejas priekšsēdētāja "
            "iepriekšēja piekrišana."
        )
        return None, lemums, MANDATE_ID
    written = s.render(value, style)
    table = (
        "LIMITU TABULA – riska pārvaldības funkcija (valdē apstiprināta 2026. gada 22. janvārī)"
        "\n| Ierobežojums | Robeža | Avots |\n|---|---|---|\n| Modificētā durācija | 2–8 gadi | "
        f"prospekts |\n| {_cap(noun)} | {_sign(s)} {written} | prospekts |\n| VaR (99%, "
        "10 dienas) | maks. 6% | iekšējs |"
    )
    return None, table, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Pārbalansējiet portfeli prospekta, Latvijas Bankas vēstules un līgumu ierobežojumu robežās.",
    "Please rebalance the plan within all our limits – paldies!",
    "Valdes sēdei 2026. gada 26. februārī: optimizējiet aktīvu sadalījumu mūsu ierobežojumu "
    "robežās.",
    "Iekļaujiet portfelī 40 milj. EUR infrastruktūras fonda saistības bez neviena ierobežojuma "
    "pārsnieguma.",
    "Sagatavojiet stratēģiskā sadalījuma priekšlikumu 2026. gada 2. ceturksnim, bez pārsniegumiem.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 4) % 4 != 0,
    rationale="sabiedrības dokumentēts ierobežojums",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.1,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion from {lo} to {hi} around a stratēģiskais sadalījums {mid}: {noun}, {gen}
_GRANTED: Final = (
    "Ieguldījumu politika 2026, 4. punkts: {gen} svārstību koridors ir no {lo} līdz {hi}, "
    "stratēģiskais sadalījums {mid}; koridora robežās līmeni nosaka portfeļa pārvaldnieks.",
    "| Aktīvu klase | Stratēģiskais sadalījums | Minimums | Maksimums | Kas lemj koridora "
    "robežās |\n|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | Portfeļa pārvaldnieks |",
    "Valde vienbalsīgi nolēma (lēmums Nr. 5/2026-3), ka ieguldījumu komanda var noteikt {gen} "
    "līmeni jebkur no {lo} līdz {hi} bez atsevišķa valdes lēmuma.",
    "No {lo} līdz {hi} {gen} līmenis ir ikdienas portfeļa pārvaldība: lemj portfeļa "
    "pārvaldnieks un ziņo ieguldījumu komitejai.",
)
#: (refused, granted), both with {noun}, {gen}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Valde noteica {gen} līmeni {point}. Priekšlikums par koridoru no {lo} līdz {hi} "
        "noraidīts (par – 2, pret – 5); rīcības brīvības nav.",
        "Valde atbalstīja priekšlikumu par koridoru no {lo} līdz {hi} ({noun}); tā robežās "
        "līmeni nosaka ieguldījumu komanda.",
    ),
    (
        "Priekšlikums par {gen} koridoru no {lo} līdz {hi} atlikts (ieguldījumu komiteja, 2026. "
        "gada 14. janvārī). Līdz tam līmenis ir {point}.",
        "Priekšlikums par {gen} koridoru no {lo} līdz {hi} pieņemts vienbalsīgi (ieguldījumu "
        "komiteja, 2026. gada 14. janvārī). Portfeļa pārvaldnieks izvēlas līmeni koridora "
        "robežās.",
    ),
    (
        "Riska pārvaldības funkcija ieteica {gen} koridoru no {lo} līdz {hi}, taču jautājums "
        "izņemts no darba kārtības; līmenis ir {point}, kamēr valde nav lēmusi citādi.",
        "Riska pārvaldības funkcija ieteica {gen} koridoru no {lo} līdz {hi}, un valde "
        "ieteikumu apstiprināja; līmeni koridora robežās nosaka portfeļa pārvaldnieks.",
    ),
    (
        "Padome nepiekrita dot portfeļa pārvaldniekam rīcības brīvību no {lo} līdz {hi} "
        "({noun}). Spēkā paliek līmenis {point}.",
        "Padome piekrita dot portfeļa pārvaldniekam rīcības brīvību no {lo} līdz {hi} "
        "({noun}). Viņš izvēlas līmeni šajās robežās.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun in the nominative and the genitive."""
    noun, gen = _noun(rng, s)
    return {"noun": noun, "gen": gen}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A koridors' bound as the tables write it, without a tail: "30%" or "30,0%" for a share,
    "120 bp" for the novirze no etalona."""
    if s.unit == "bps":
        return {"bp": f"{_g(value)} bp"}
    return {"pc": f"{_pct(value)}%", "p1": f"{_pct1(value)}%"}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's minimums and maksimums and its stratēģiskais sadalījums in one form, and the
    level a refusal fixes: the band's low end, so that the point a refused plan assumes (a
    quarter of the way up) is looser than the level fixed."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the ieguldījumu politika (fields), a protokola izraksts of the
    ieguldījumu komiteja (a mandate message), the valde's lēmumi (fields) or the valdes
    priekšsēdētāja's e-pasts (a mandate message)."""
    if shape == 0:
        return {"ieguldijumu_politika_2026": {"4_punkts_koridori": text}}, None
    if shape == 1:
        return None, (
            "IZRAKSTS NO IEGULDĪJUMU KOMITEJAS SĒDES PROTOKOLA Nr. 2/2026 – stratēģiskais "
            f"sadalījums un koridori (2026. gada 14. janvārī)\n\n{text}\n\nProtokolēja: Dace "
            "Rozīte, komitejas sekretāre"
        )
    if shape == 2:
        return {
            "valdes_lemumi_2026": {
                "ieguldijumu_komandas_pilnvaras": [
                    "Ieguldījumu komanda īsteno valdes apstiprināto stratēģisko sadalījumu.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "No: " + _CHAIR + " (valdes priekšsēdētāja)\nKam: " + _PM + "\nTemats: Koridori 2026. "
        f"gadam\n\n{text}\n\nAr cieņu\nIlze",
    )


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: a quarter of the way from the band's low end to its top, the
    same for a granted and a refused band."""
    low, high, _ = bounds
    return round(low + (high - low) * 0.25, 6)


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 2 * i + 1,
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
    assumed_value=_quarter_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DECISION: Final = "Valdes lēmums Nr. 4/2026-1 (2026. gada 5. februārī):\n"
_COMMITTEE: Final = "Ieguldījumu komitejas sēdes protokols Nr. 1/2026, 2. jautājums: "

#: whole statements of each objective, as the prospekts, a valdes lēmums, the ieguldījumu
#: komiteja's protokols and the ALM analīze put them; the first of each is one line, so that a
#: noraidīts priekšlikums or a withdrawn formulējums can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Prospekts, 3. sadaļa (ieguldījumu mērķis): augstākais ienesīgums uz riska vienību – "
        "Šarpa koeficienta maksimizācija.",
        _DECISION + "Valde nolēma, ka aktīvu sadalījumu izvēlas pēc augstākā ar risku "
        "koriģētā ienesīguma (Šarpa koeficients); papildu ienesīgums uz papildu riska rēķina nav "
        "mērķis.",
        _COMMITTEE + "komiteja lūdz ieguldījumu komandu maksimizēt ar risku koriģēto "
        "ienesīgumu (Šarpa koeficientu), nevis samazināt novirzi no etalona.",
        "ALM analīze, ieteikums: izvēlas portfeli ar lielāko sagaidāmo ienesīgumu uz vienu "
        "svārstīguma vienību (maksimālais Šarpa koeficients). Nozares vidējo ienesīgumu vērtē "
        "atsevišķi.",
    ),
    "variance": (
        "Prospekts, 3. sadaļa (ieguldījumu mērķis): iespējami mazas plāna daļas vērtības "
        "svārstības – minimālās dispersijas portfelis.",
        _DECISION + "Valde nolēma, ka aktīvu sadalījuma dispersiju minimizē; sagaidāmais "
        "ienesīgums optimizācijā netiek iekļauts.",
        _COMMITTEE + "dalībnieku uzkrājuma svārstības jāsamazina pirmām kārtām. Minimizējam "
        "portfeļa dispersiju neatkarīgi no sagaidāmā ienesīguma.",
        "ALM analīze, ieteikums: minimizē svārstīgumu bez ienesīguma mērķa optimizācijā; "
        "nozares vidējo ienesīgumu novēro, bet neoptimizē.",
    ),
    "tracking": (
        "Prospekts, 3. sadaļa (ieguldījumu mērķis): ienesīgums iespējami tuvu etalonam, ar "
        "iespējami mazāku novirzi.",
        _DECISION + "Valde nolēma, ka portfelis seko etalonindeksam ar iespējami mazāku "
        "novirzi no etalona (tracking error).",
        _COMMITTEE + "ieguldījumu komandu vērtē pret etalonu; minimizējam novirzi no etalona.",
        "ALM analīze, ieteikums: turēties iespējami tuvu stratēģiskajam sadalījumam; "
        "piedāvājam svarus, kas minimizē sagaidāmo novirzi no etalona.",
    ),
    "return": (
        "Prospekts, 3. sadaļa (ieguldījumu mērķis): lielākais sagaidāmais ienesīgums bez riska "
        "soda mērķa funkcijā – risku ierobežo ierobežojumi.",
        _DECISION + "Valde nolēma, ka ar svariem tiecas pēc lielākā sagaidāmā ienesīguma; "
        "risku ierobežo prospekta ierobežojumi, nevis mērķa funkcija.",
        _COMMITTEE + "maksimizējam sagaidāmo ienesīgumu prospekta ierobežojumu robežās; "
        "mērķa funkcijā nav riska korekcijas.",
        "ALM analīze, ieteikums: ilgtermiņā modelējam portfeli ar lielāko sagaidāmo "
        "ienesīgumu; risku ierobežo ierobežojumi. Tātad ne Šarps.",
    ),
}
_FOLLOW_UPS: Final = (
    "Precizējums pēc padomes 2026. gada 5. februāra sēdes: formulējums mainīts. Tagad tas ir "
    "šāds:\n\n{new}",
    "Māris, 17:40 – lūdzu, neņemiet vērā rīta ziņu par mērķi. Runāju ar valdes "
    "priekšsēdētāju:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Plāna „" + _PLAN + "” aktīvu sadalījuma pamatojums:\n\n{ask}",
    "{ask}\n\nLūdzu, atjaunojiet sadalījumu atbilstoši. – M. B.",
    "Plāna aktīvi 2025. gada 31. decembrī: 1 284,6 milj. EUR; ienesīgums 2025. gadā 9,7% "
    "(kopš plāna darbības sākuma 2008. gadā – 3,1% gadā).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Plāna „" + _PLAN + "” aktīvu sadalījums (" + _MANAGER + ")",
    purpose="aprēķināt aktīvu sadalījumu",
    custom_reason="no platform solver for this objective",
    custom_purpose="aktīvu sadalījums",
    section_title="Aktīvu sadalījums un svari",
    description="svari",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _rejected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The ieguldījumu komiteja's protokols: the first priekšlikums noraidīts, the wanted one
    pieņemts vienbalsīgi."""
    return (
        "Ieguldījumu komitejas sēdes protokols Nr. 3/2026, 2. jautājums – ieguldījumu mērķis\n"
        f"Priekšlikums („{_one_line(old_kind, old)}”) noraidīts (par – 2, pret – 5). "
        f"Pieņemts lēmums Nr. 3/2026-2 (vienbalsīgi): „{ask.replace(chr(10), ' ')}”"
    )


def _corrected_mail(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The portfolio manager's e-pasts withdrawing, in the same mail, the wording sent in the
    morning."""
    return (
        "No: " + _PM + "\nTemats: LABOJUMS: mērķa funkcija\n\nRīta e-pastā nosūtītais "
        f"formulējums („{_one_line(old_kind, old)}”) nav spēkā. Pareizais, valdes apstiprinātais "
        f"formulējums:\n\n{ask}\n\nKristaps"
    )


def _taken_off(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The valde's protokols: the first formulējums izņemts no darba kārtības, the wanted one
    apstiprināts."""
    return (
        "Valdes sēdes protokols (2026. gada 22. janvārī), 3. jautājums – ieguldījumu mērķis\n"
        f"Jautājums par formulējumu „{_one_line(old_kind, old)}” izņemts no darba kārtības. "
        f"Valde vienbalsīgi apstiprināja: „{ask.replace(chr(10), ' ')}”"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn (`i % 5`, so each meets both modes): a framed request (0), a
    protokols whose first priekšlikums was noraidīts (1), an e-pasts LABOJUMS withdrawing the
    morning's wording (2), an earlier message a later one replaces (3: a precizējums after the
    padome or from the valdes loceklis, by turns of two cases) and a formulējums izņemts no darba
    kārtības (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _rejected, 2: _corrected_mail, 4: _taken_off},
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

#: four ANCHORED (expanding) walk-forward folds, each trained from 4 January 2010 to the end of
#: the year before its one calendar year of test (2016 to 2019), Nasdaq Riga's sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2015, 12, 30), date(2016, 1, 4), date(2016, 12, 30)),
        (date(2016, 12, 30), date(2017, 1, 3), date(2017, 12, 29)),
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 28)),
        (date(2018, 12, 28), date(2019, 1, 2), date(2019, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "OMX Baltic Benchmark GI indeksa dienas slēgšanas vērtības no 04.01.2010. līdz 29.12.2017.",
        "OMX Baltic Benchmark GI indeksa dienas slēgšanas vērtības no 04.01.2010. līdz 30.12.2015.",
    ),
    (
        "MSCI ACWI (eiro izteiksmē) mēneša dati no 2010. gada janvāra līdz 2018. gada jūnijam",
        "MSCI ACWI (eiro izteiksmē) mēneša dati no 2010. gada janvāra līdz 2015. gada decembrim",
    ),
    (
        "Centrālās statistikas pārvaldes patēriņa cenu indekss (mēneša dati) no 2010. gada "
        "janvāra līdz 2017. gada decembrim",
        "Centrālās statistikas pārvaldes patēriņa cenu indekss (mēneša dati) no 2010. gada "
        "janvāra līdz 2015. gada novembrim",
    ),
    (
        "plāna iemaksu un izmaksu plūsmas pa ceturkšņiem no 2010. gada 1. ceturkšņa līdz 2018. "
        "gada 2. ceturksnim",
        "plāna iemaksu un izmaksu plūsmas pa ceturkšņiem no 2010. gada 1. ceturkšņa līdz 2015. "
        "gada 3. ceturksnim",
    ),
    (
        "eiro procentu mijmaiņas līgumu likmju līkne (mēneša beigu dati) no 2010. gada janvāra "
        "līdz 2019. gada martam",
        "eiro procentu mijmaiņas līgumu likmju līkne (mēneša beigu dati) no 2010. gada janvāra "
        "līdz 2015. gada decembrim",
    ),
)
_ACTIONS: Final = (
    "sagaidāmā ienesīguma un korelāciju pieņēmumi tika novērtēti",
    "pārbalansēšanas robežas tika kalibrētas",
    "valūtas riska ierobežošanas apmērs tika optimizēts",
    "iemaksu un izmaksu modelis tika novērtēts",
    "novirzes no etalona faktoru modelis tika novērtēts",
)
_LEAK_FRAMES: Final = (
    "ALM analīze 2026, 3. nodaļa – pieņēmumi: {action} (dati: {period}).",
    "Riska pārvaldības funkcijas ziņojums (2026. gada 9. februārī): {action}, izmantojot "
    "{period}; parametri visos četros logos ir vienādi.",
    "Iekšējā audita ziņojums, 2. pielikums (vēsturiskais tests): {action} vienreiz ar visiem "
    "datiem ({period}) pirms walk-forward logu aprēķina.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Akciju portfelī iekļauj uzņēmumus, kas šodien ir OMX Baltic Benchmark indeksā.",
        "Akciju portfelī iekļauj uzņēmumus, kas bija OMX Baltic Benchmark indeksā katrā "
        "pārbalansēšanas dienā, arī vēlāk no biržas izslēgtos.",
    ),
    (
        "2026. gada izslēgšanas sarakstu piemēro visiem testa periodiem.",
        "Katrā testa periodā piemēro to izslēgšanas sarakstu, kas tobrīd bija spēkā.",
    ),
    (
        "Obligāciju kredītreitingus visiem periodiem ņem no šodienas reitingu datubāzes.",
        "Obligāciju kredītreitingus ņem tādus, kādi tie bija katrā pārbalansēšanas dienā.",
    ),
    (
        "Nekustamā īpašuma fondu vērtības izmanto no revidētajiem gada pārskatiem jau no "
        "attiecīgā ceturkšņa beigām.",
        "Nekustamā īpašuma fondu vērtības izmanto tikai no dienas, kad revidētie pārskati bija "
        "publicēti.",
    ),
)
_LEAK_ASKS: Final = (
    "Ieguldījumu komiteja pirms lēmuma vēlas redzēt jauno pārbalansēšanas robežu walk-forward "
    "testu ar četriem paplašinātiem logiem.",
    "Please run a walk-forward backtest (expanding window, četri gadi) of the currency hedging "
    "policy for the ALM analīze.",
    "Uzdevums ieguldījumu komandai: pārbaudiet stratēģisko sadalījumu ar walk-forward metodi "
    "(četri testa gadi, 2016–2019) gada pārskatam.",
)
_WHERE: Final = ("evidence", "purpose", "reasoning", "interpretation")


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

_COMPANY: Final = "AS „Lielupes Koks”"
_ENTITY: Final = "ent_lielupes_koks"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2022, 2023, 2024, 2025))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("2025. gada 4. ceturksnī salīdzinājumā ar iepriekšējo ceturksni", (14, 15)),
    ("2025. gadā", (11, 15)),
    ("2025. gada otrajā pusgadā", (13, 15)),
    ("pēdējo piecu ceturkšņu laikā", (10, 15)),
    ("kopš 2022. gada 1. ceturkšņa beigām", (0, 15)),
    ("no 2023. gada 31. marta līdz 2025. gada 30. septembrim", (4, 14)),
    ("2024. gadā", (7, 11)),
    ("2023. gada pirmajā pusgadā", (3, 5)),
    ("no 2022. gada 3. ceturkšņa līdz 2024. gada 2. ceturksnim", (2, 9)),
    ("2024. gada 3. ceturksnī", (9, 10)),
    ("kopš 2018. gada", None),
    ("kopš akciju iekļaušanas Nasdaq Riga Baltijas Oficiālajā sarakstā 2007. gadā", None),
    ("pēdējo desmit gadu laikā", None),
)

#: what the claims answer: the ieguldījumu komiteja's point on akcionāra tiesību īstenošana
_REQUEST: Final = TrendRequest(
    question="Ieguldījumu komitejas sēdei 2026. gada 12. martā (4. jautājums, akcionāra "
    "tiesību īstenošana): kā klājas {company}?",
    heading="### Emitenta analīze – AS „Lielupes Koks” (Nasdaq Riga: LKO1R), 2025. gada "
    "12 mēnešu starpperiodu pārskats",
    as_of="2026-02-27",
)


#: "par aptuveni 12%", "par vairāk nekā 10%", "par gandrīz 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="par vairāk nekā {}%",
    short="par gandrīz {}%",
    about="par aptuveni {}%",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in procentpunkti with a decimal comma ("par 1,4 procentpunktiem"); ""
    below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    return "par " + _comma(f"{change:.1f}") + " procentpunktiem"


def _from_to(a: float, b: float) -> str:
    """A leverage ratio's move from one level to another ("no 2,8x līdz 1,5x"); "" below 0,1."""
    if abs(b - a) < 0.1:
        return ""
    return "no " + _comma(f"{a:.1f}") + "x līdz " + _comma(f"{b:.1f}") + "x"


def _by_meur(a: float, b: float) -> str:
    """A move in milj. EUR with a decimal comma ("par 1,5 milj. EUR"); "" below 0,3 milj."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    return "par " + _comma(f"{change:.1f}") + " milj. EUR"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window;
    every subject of a series has the same gender and number, so one adjective agrees with them
    all."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} katrā 2025. gada ceturksnī bija lielāks nekā pirms gada",
        "{s} katrā 2025. gada ceturksnī bija mazāks nekā pirms gada",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            52.1,
            55.8,
            54.3,
            58.6,
            56.9,
            60.4,
            59.2,
            63.8,
            62.7,
            66.9,
            65.4,
            70.9,
            71.8,
            77.6,
            76.2,
            83.4,
        ),
        ("Neto apgrozījums", "AS „Lielupes Koks” neto apgrozījums", "Koncerna apgrozījums"),
        (
            ("{s} pieauga {m}", rose),
            ("{s} samazinājās {m}", fell),
            ("{s} nesamazinājās", held_up),
            ("{s} nesamazinājās nevienā ceturksnī", never_fell),
            ("{s} nepieauga", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            14.2,
            12.8,
            11.9,
            13.5,
            12.1,
            13.4,
            13.0,
            14.6,
            13.8,
            15.1,
            14.7,
            16.2,
            15.4,
            16.8,
            16.1,
            17.9,
        ),
        (
            "EBITDA rentabilitāte",
            "AS „Lielupes Koks” EBITDA rentabilitāte",
            "Koncerna EBITDA marža",
        ),
        (
            ("{s} uzlabojās {m}", rose),
            ("{s} pasliktinājās {m}", fell),
            ("{s} nepasliktinājās", held_up),
            ("{s} neuzlabojās", held_down),
            ("{s} nesamazinājās nevienā ceturksnī", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} katrā 2025. gada ceturksnī bija augstāka nekā attiecīgajā 2024. gada ceturksnī",
            "{s} katrā 2025. gada ceturksnī bija zemāka nekā attiecīgajā 2024. gada ceturksnī",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.8,
            3.1,
            3.3,
            3.0,
            3.2,
            2.9,
            2.8,
            2.5,
            2.6,
            2.3,
            2.2,
            1.9,
            2.0,
            1.8,
            1.7,
            1.5,
        ),
        (
            "Neto parāda attiecība pret EBITDA",
            "AS „Lielupes Koks” neto parāda attiecība pret EBITDA",
            "Parāda slodze (neto parāds/EBITDA)",
        ),
        (
            ("{s} samazinājās {m}", fell),
            ("{s} pieauga {m}", rose),
            ("{s} nepieauga", held_down),
            ("{s} nepieauga nevienā ceturksnī", never_rose),
            ("{s} samazinājās katru ceturksni", fell_every_quarter),
        ),
        _from_to,
        False,
        (
            "{s} katra 2025. gada ceturkšņa beigās bija augstāka nekā pirms gada",
            "{s} katra 2025. gada ceturkšņa beigās bija zemāka nekā pirms gada",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_backlog_meur",
        (
            148.2,
            156.7,
            161.3,
            158.9,
            152.4,
            147.8,
            139.6,
            131.2,
            124.7,
            118.3,
            109.8,
            103.5,
            97.2,
            91.6,
            86.1,
            80.4,
        ),
        (
            "Pasūtījumu portfelis",
            "AS „Lielupes Koks” pasūtījumu portfelis",
            "Noslēgto piegādes līgumu portfelis",
        ),
        (
            ("{s} samazinājās {m}", fell),
            ("{s} pieauga {m}", rose),
            ("{s} samazinājās katru ceturksni", fell_every_quarter),
            ("{s} nepieauga", held_down),
            ("{s} nesamazinājās", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_profit_meur",
        (
            3.4,
            4.1,
            -2.6,
            2.9,
            2.2,
            3.6,
            3.1,
            4.4,
            3.9,
            4.8,
            4.2,
            5.6,
            5.1,
            6.3,
            5.7,
            7.2,
        ),
        (
            "Neto peļņa",
            "AS „Lielupes Koks” neto peļņa",
            "Akcionāriem piederošā peļņa",
        ),
        (
            ("{s} pieauga {m}", rose),
            ("{s} samazinājās {m}", fell),
            ("{s} nesamazinājās", held_up),
            ("{s} nepieauga", held_down),
            ("{s} nesamazinājās nevienā ceturksnī", never_fell),
        ),
        _by_meur,
        False,
        (
            "{s} katrā 2025. gada ceturksnī bija lielāka nekā pirms gada",
            "{s} katrā 2025. gada ceturksnī bija mazāka nekā pirms gada",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} 2025. gadā pieauga straujāk nekā 2024. gadā",
    slower="{s} 2025. gadā pieauga lēnāk nekā 2024. gadā",
    grew="{s} no 2023. gada 4. ceturkšņa līdz 2025. gada 4. ceturksnim pieauga vidēji par "
    "divciparu procentu gadā",
    shrank="{s} no 2023. gada 4. ceturkšņa līdz 2025. gada 4. ceturksnim samazinājās vidēji par "
    "divciparu procentu gadā",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2025's pace against 2024's and the two-year compound rate (a rise
    or, the `shrinking` option, a fall), then year over year in each quarter of 2025. Pairs too
    close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Ieguldījumu komitejas sēdes protokols Nr. 3/2026, 4. jautājums: portfeļa pārvaldnieks "
    "ziņoja, ka {claim} [1]. Lēmums (vienbalsīgi): turpināt turēt akcijas plānā „{plans}”.",
    "{Claim} [1]. – K. Dzenis, Teams; pozīcija plānā „{plans}” nemainās.",
    "| Emitents | Plāns | Komentārs |\n|---|---|---|\n| AS „Lielupes Koks” (LKO1R) | {plans} | "
    "{Claim} [1] |",
    "Ceturkšņa pārskats plāna dalībniekiem (projekts), 2025. gada 4. ceturksnis: {claim} [1].",
    "E-pasts riska pārvaldības funkcijai: sveiki, īsumā – {claim} [1]. Emitents nav "
    "izslēgšanas sarakstā; tas ir plānā „{plans}”.",
)

_HOLDERS: Final = ("Ziedkalne Aktīvais", "Ziedkalne Sabalansētais", "Ziedkalne Dzīves cikls 80+")


def _holder(rng: random.Random) -> dict[str, str]:
    """The plan that holds the shares, drawn for each claim's frame."""
    return {"plans": rng.choice(_HOLDERS)}


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
        left_out=lambda h, w, c: len(w) == 2 and "ceturksn" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=_holder,
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZZT: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
