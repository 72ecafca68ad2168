"""Held-out batch ZZZZO: every flaw kind again, in the voice of a Vilnius pension asset
management company: UAB „Gintarinė pensija“ (a fictional pensijų kaupimo bendrovė) running the
second-pillar (II pakopos) gyvenimo ciklo pensijų fondai by birth cohort („Gintarinė pensija
1976–1982“, „Gintarinė pensija 1990–1996“), an asset-preservation fund (turto išsaugojimo
pensijų fondas) and a third-pillar (III pakopos) fund, „Gintarinė pensija Plius“, with some
1 284,6 mln. Eur of grynieji aktyvai at 2024-12-31, supervised by Lietuvos bankas (its Priežiūros
tarnyba) under the Pensijų kaupimo įstatymas. Its people and papers, in Lithuanian as they write
it, with the English a portfolio manager writes to a foreign broker: the valdyba (its pirmininkė
Aistė Vaitkevičienė) and the stebėtojų taryba (its pirmininkas Vytautas Kairys), the investicinis
komitetas (posėdžio protokolas and its išrašas, darbotvarkė with numbered klausimai, "SVARSTYTA /
NUTARTA" with numbered nutarimai, votes "vienbalsiai" and "už – 2, prieš – 5"; a siūlymas
atmestas, išbrauktas iš darbotvarkės, atidėtas, or one the stebėtojų taryba nepritarė; its
sekretorė Rūta Mockutė), the investicijų direktorius (Mantas Jurkūnas) and his e-mails ("Nuo /
Kam / Tema: RE: …", "PATIKSLINIMAS") and Teams lines, each fund's investavimo strategija (its
investavimo apribojimai, strateginis paskirstymas and leidžiami nuokrypiai) and pensijų fondo
taisyklės (VIII skyrius, punktai 41-44), the valdyba's nutarimai, the stebėtojų taryba's
nutarimai under dotted keys ("2.2"), Lietuvos bankas's letter ("LIETUVOS BANKAS / Priežiūros
tarnyba", "2025-02-14 Nr. S-2025-01873"), the depozitoriumas's limit parameters (AB „Nemuno
bankas“, a semicolon-separated "LIMITO_KODAS;…;REIKŠMĖ" file), the rizikos valdymo skyrius's
limitų lentelė ("Limitas / Faktinė reikšmė / Riba / Panaudojimas") and užduočių sąrašas, the
turto ir įsipareigojimų analizė, the vidaus auditas and the metinis pranešimas; and a portfolio
manager's English e-mail to Harwick & Lyle Securities Ltd loading a fund-level restriction into
its pre-trade checks ("not more than 60% of the fund's net assets", "200 bps", "10 business
days"). Its number forms are Lithuanian: a decimal comma and a space (or no) thousands separator
("1 284,6 mln. Eur", "3 912 tūkst. Eur", "4,8 mln. Eur"), "%" after a space and "proc." ("60 %",
"60 proc. grynųjų aktyvų"), nouns that agree with the number that governs them - the nominative
singular after 1 ("21 procentas"), the nominative plural after 2-9 ("75 procentai", "3
procentai", "5 darbo dienos"), the genitive plural from 10 to 20 and after round tens ("10
procentų", "60 procentų", "200 bazinių punktų", "20 darbo dienų"), the genitive singular after a
fraction ("2,00 procentinio punkto", "1,4 procentinio punkto") - "b. p." and "bp", "d. d.",
"mln. Eur", dates as "2025-03-31" and "2025 m. gruodžio 31 d." (month names in the genitive),
"III ketvirtis", "2024 m. trečiąjį ketvirtį", "per pastaruosius penkis ketvirčius", "nuo 2018 m.",
and numbers in words where protokolai, strategijos and nutarimai say them, in the nominative after
"ne daugiau kaip" ("septyniasdešimt penki procentai", "šešiasdešimt procentų", "du šimtai
bazinių punktų", "penkios darbo dienos") and in the genitive before the noun they measure
("šešiasdešimties procentų viršutinę ribą", "dviejų šimtų bazinių punktų", "penkių darbo dienų
apatinę ribą"); the trend claims use the verbs of a trend in the past tense and their negations
(išaugo, sumažėjo, padidėjo, pagerėjo, pablogėjo, kilo, mažėjo; nesumažėjo, nepadidėjo, nepakilo,
nepablogėjo, nepagerėjo, "nė viename ketvirtyje nesumažėjo").

Batch ZZZZO is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth
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
reviewer or validator test, validator, policy, benchmark result, benchmark document, ADR,
`reviews.py` beyond its batch tuple or other batch was read, and it was not run against the
reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and
ZZZZD's where the loops allow: SEVEN subjects (five caps - the akcijų dalis, the alternatyviosios
investicijos, a single emitentas, the neapdrausta valiutų rizika and the santykinė rizika in
basis points - and two floors: the skolos vertybinių popierių dalis in the turto išsaugojimo
fondas as a SHARE and the likvidumo rezervas in DARBO DIENOS; no multiple and no count), so that
the misquote loop's DEFAULT pairing (`i + i // 5`: seven shares no factor with six) meets each
structure with every subject, one structure in four wordings (atmestas už – 2, prieš – 5;
išbrauktas iš darbotvarkės; atidėtas; the stebėtojų taryba nepritarė); limits in words one
style in THREE (the default `words_every`), in the nominative or, where the sentence takes it,
the genitive (a second set of forms per subject, the noun agreeing with its number); the
invented limit's answer in FIVE forms taken in turn (`i % 5`, odd, so each form meets both
modes), on the subject `5 * i + 2`: the investicinis komitetas's protokolo išrašas (in words
wherever the value has them), the limitų lentelė with a decoy "Faktinė reikšmė" and
"Panaudojimas", the valdybos pirmininkė's e-mail (chat answers), the depozitoriumas's parameters
given BEFORE the request (`template_inputs`, "0,600" in the constraint's unit with three decimals
and a decimal comma) and the pensijų fondo taisyklės sent AFTER it (`mandate`, cited as a
clause); every other strategy case from the FIRST pair under a mandate bounding other things
(`other_at=0`); breaches in SIX shapes held four cases each (`shape=(i // 4) % 6`, each in both
modes) on the subject `2 * i + 1`, at 1.2 of a cap and 0.75 of a floor, uncited twins at 0.85 of
a cap and 1.15 of a floor, the clause cited unless `(i + i // 4) % 4 == 2` (six uncited, every
shape cited and uncited, uncited in both modes) - the taisyklės's punktai as a list
(`pensiju_fondo_taisykles.apribojimai[3]`), Lietuvos bankas's letter, the stebėtojų taryba's
nutarimai under a dotted key (`stebetoju_tarybos_posedis_2025_02.2.2`), the English e-mail to
the broker, the investavimo strategija (in words) and the valdyba's nutarimas in the genitive
(`valdybos_nutarimas_2025_02_26.2_punktas`); latitude bands over the five caps (`turn=2 * i +
3`) whose low end is three fifths of their top (`low_ratio=0.6`), written "nuo 36 % iki 60 %"
(short forms without a tail: "36 %", "36 proc.", "180 bp", "180 b. p."), each granted case
assuming a THIRD of the way up (`assumed_value`) and each refused case assuming the same point
(`refused_value`) against a level fixed at the TOP (the default point), the flawed value 1.2 of
the top, refused at `i % 6` in (1, 4) in three wordings (atmestas, išbrauktas iš darbotvarkės,
atidėtas) and placed in FIVE shapes in turn (`i % 5`: the investavimo strategija, a protokolo
išrašas, the valdyba's nutarimai, the stebėtojų tarybos pirmininkas's e-mail and the portfelio
valdytojo įgaliojimai); objectives in FIVE structures in turn (`structure=i % 5`; the wanted
objective `3 * i + 2`), three withdrawing an earlier wording in the same text (a protokolas in
which a member's siūlymas atmestas už – 2, prieš – 5, the investicijų direktorius's
"PATIKSLINIMAS" e-mail, a darbotvarkė whose first klausimas is "IŠBRAUKTAS IŠ DARBOTVARKĖS") and
one replaced by a later patikslinimas; leakage over FIVE ANCHORED (expanding) walk-forward folds,
all trained from 4 January 2010, each testing one calendar YEAR from 2015 to 2019 (Nasdaq
Vilnius sessions), the whole sentence at every third case from the FIRST (`sentence_at=0`),
placed in the evidence first; and a trend request of its own (the investicinis komitetas's point
on voting rights, its heading, an as-of date after the Q4 2024 results) over TWENTY-FOUR
quarters (2019 I ketv. - 2024 IV ketv.) comparing 2024 with 2023 (`end=23`), a compound FALL
claimed as well as a rise (`shrinking=True`: the grynoji skola falls at a double-digit rate),
special pairs taken every THIRD case in turn (`special_step=3`), extra frame parts drawn per
claim (`frame_parts`: the fund holding the shares and the position's value) and a signed series
(grynasis pelnas, losses in 2020 II ketv. and in a write-down quarter, 2022 III ketv.).

Decoy numbers (no truth depends on them): the fund's grynieji aktyvai (1 284,6 mln. Eur), the
2024 grąža (11,4 proc.) and nuo metų pradžios (1,6 proc.), the 40 mln. Eur infrastructure
commitment, the ECB's 25 baziniai punktai, Lietuvos bankas's letter number and deadline (2025 m.
balandžio 30 d.), posėdžio and nutarimo numbers, votes (už – 2, prieš – 5), the limitų
lentelė's "Faktinė reikšmė" and "Panaudojimas" beside a limit, other limitai beside it in the
lentelė and in the taisyklės (the obligacijų trukmė of three to seven years, reitingas ne
žemesnis kaip BBB-), the II pakopos funds' average and the unconstrained optimum quoted for
comparison, the watched company's position value and the fund holding it, and its dividend
(0,34 Eur akcijai). Its parts:

* limits as the company's people state them: the akcijų dalis (a cap: "60 %", "60 proc. grynųjų
  aktyvų", "75 procentai", "šešiasdešimt procentų"; genitive "60 procentų", "60 proc."),
  alternatyviosios investicijos ("15 procentų"), a single emitentas ("5 %", "3 procentai"), the
  neapdrausta valiutų rizika ("20 proc. po apsidraudimo"), the santykinė rizika ("200 b. p.",
  "200 bazinių punktų", "2,00 procentinio punkto", "du šimtai bazinių punktų"), the skolos
  vertybinių popierių dalis in the turto išsaugojimo fondas (a floor share) and the likvidumo
  rezervas (a floor in days: "10 darbo dienų", "5 darbo dienos išmokoms padengti", "10 d. d.");
* requests (the investicijų direktorius's e-mail, the komitetas's darbotvarkė, a Teams line, a
  tarnybinis pranešimas, the rizikos valdymo skyrius's užduočių sąrašas and a Lietuvos bankas
  request) deferring the limit to a valdyba not yet met, a klausimas atidėtas or išbrauktas iš
  darbotvarkės, a strategy draft reading "[nustatys valdyba]", the rizikos valdymo skyrius's
  išvada not yet given or the Priežiūros tarnyba's answer not yet received;
* provenance misquoting its source: the 2023 strategija or a projektas; a siūlymas atmestas,
  išbrauktas, atidėtas or not endorsed by the stebėtojų taryba; the lentelė's faktinė reikšmė
  (prose or table); another limitas beside it in the 2 priedas; the II pakopos average or the
  unconstrained optimum;
* latitude granted as the strategija's 4 skyrius, a "Turto klasė / Strateginis paskirstymas /
  Min. / Maks. / Sprendžia" table, a valdybos nutarimas and a line of einamasis portfelio
  valdymas; refused as above, each twin the same text granting it;
* objectives as the strategija's 2 skyrius, a valdybos nutarimas, the komitetas's protokolas and
  the turto ir įsipareigojimų analizė, some saying what is not the aim ("o ne santykinę riziką",
  "Taigi ne Sharpe");
* leakage as the turto ir įsipareigojimų analizė, the rizikos valdymo skyrius's apžvalga and the
  vidaus auditas write it: laukiamos grąžos ir koreliacijos, the gyvenimo ciklo akcijų dalies
  mažinimo kreivė, the valiutų apdraudimo lygis, a model of įmokos and išmokos and the santykinė
  rizika's factor model fitted on periods reaching into the test years (OMX Vilnius GI, MSCI
  ACWI in euros, the Lietuvos statistikos departamentas's SVKI, „Sodros“ II pakopos įmokos, the
  euro-area yield curve), and whole sentences (today's gyvenimo ciklo structure, set up in 2019,
  applied back to 2015; today's OMX Baltic Benchmark; the 2025 išimčių sąrašas in every year;
  real-estate fund values used before they were out); each clean twin in the same form, ending
  before the first test date, and where the data come out late, ending where they were out
  before it;
* trend claims on AB „Dubysos pienas“ (Nasdaq Vilnius: DBP1L; a fictional Šiauliai-region dairy
  the funds hold) - pardavimo pajamos (mln. Eur, faster in 2024 and a double-digit compound rise),
  EBITDA marža (moves in procentiniai punktai), grynoji skola / EBITDA (lower is better), grynoji
  skola (mln. Eur, a double-digit compound fall) and grynasis pelnas (signed, mln. Eur) over
  twenty-four quarters, as the emitentų stebėsenos ataskaita, the komitetas's protokolas, a
  portfolio manager's Teams comment (the claim first), an "Emitentas / Fondas / Pozicijos vertė /
  Komentaras" table and the metinis pranešimas draft; horizons covered by the series against
  uncovered ones ("nuo 2018 m.", "per pastarąjį dešimtmetį"). Whether a claim holds is computed
  from the series: true, false, or too close to call (never used).

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
    rose_every_quarter,
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270188
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzo"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzoltv0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzoltv1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzoltv2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzoltv3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzoltv5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzoltvd"

_COMPANY_NAME: Final = "UAB „Gintarinė pensija“"
_CIO: Final = "Mantas Jurkūnas"
_CHAIR: Final = "Aistė Vaitkevičienė"
_SECRETARY: Final = "Rūta Mockutė"
_FUND: Final = "„Gintarinė pensija 1976–1982“"


# --- numbers as a Lithuanian pensijų kaupimo bendrovė writes them -----------------------------


def _comma(text: str) -> str:
    """A number with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "60", "2,5", "1,8"."""
    return _comma(_g(value * 100))


def _agree(n: float, forms: tuple[str, str, str, str]) -> str:
    """The noun a Lithuanian number governs in the nominative: (singular, plural, genitive
    plural, genitive singular). A fraction takes the genitive singular ("2,5 procento"); a whole
    number ending in 1 (not 11) the singular ("21 procentas"), in 2-9 (not 12-19) the plural
    ("75 procentai"), from 10 to 20 and every round ten the genitive plural ("10 procentų")."""
    singular, plural, genitive_plural, genitive_singular = forms
    if abs(n - round(n)) > 1e-9:
        return genitive_singular
    k = round(n)
    if k % 10 == 0 or 11 <= k % 100 <= 19:
        return genitive_plural
    if k % 10 == 1:
        return singular
    return plural


def _agree_gen(n: float, forms: tuple[str, str, str, str]) -> str:
    """The noun in the genitive, as a number before another noun takes it ("60 procentų
    riba", "21 procento riba", "2,5 procento riba")."""
    _, _, genitive_plural, genitive_singular = forms
    if abs(n - round(n)) > 1e-9:
        return genitive_singular
    k = round(n)
    return genitive_singular if k % 10 == 1 and k % 100 != 11 else genitive_plural


_PROCENTAS: Final = ("procentas", "procentai", "procentų", "procento")
_BAZINIS: Final = ("bazinis punktas", "baziniai punktai", "bazinių punktų", "bazinio punkto")
_DIENA: Final = ("darbo diena", "darbo dienos", "darbo dienų", "darbo dienos")

#: the limits' values in words, as protokolai and strategijos write them: (nominative,
#: genitive); masculine (procentas, bazinis punktas)
_WORDS: Final[dict[float, tuple[str, str]]] = {
    3.0: ("trys", "trijų"),
    5.0: ("penki", "penkių"),
    10.0: ("dešimt", "dešimties"),
    15.0: ("penkiolika", "penkiolikos"),
    20.0: ("dvidešimt", "dvidešimties"),
    30.0: ("trisdešimt", "trisdešimties"),
    50.0: ("penkiasdešimt", "penkiasdešimties"),
    60.0: ("šešiasdešimt", "šešiasdešimties"),
    70.0: ("septyniasdešimt", "septyniasdešimties"),
    75.0: ("septyniasdešimt penki", "septyniasdešimt penkių"),
    80.0: ("aštuoniasdešimt", "aštuoniasdešimties"),
    150.0: ("šimtas penkiasdešimt", "šimto penkiasdešimties"),
    200.0: ("du šimtai", "dviejų šimtų"),
    300.0: ("trys šimtai", "trijų šimtų"),
}
#: feminine (darbo diena): "penkios darbo dienos"
_WORDS_FEMININE: Final[dict[float, tuple[str, str]]] = {
    5.0: ("penkios", "penkių"),
    10.0: ("dešimt", "dešimties"),
    20.0: ("dvidešimt", "dvidešimties"),
}


def _words(
    n: float, noun: tuple[str, str, str, str], *, gen: bool, feminine: bool = False
) -> dict[str, str]:
    """`n` in words with its noun under the key "w", nominative ("septyniasdešimt penki
    procentai", "dešimt procentų") or genitive ("septyniasdešimt penkių procentų"), when the
    papers have a word for it; none otherwise."""
    said = (_WORDS_FEMININE if feminine else _WORDS).get(round(n, 6))
    if said is None:
        return {}
    if gen:
        return {"w": f"{said[1]} {_agree_gen(n, noun)}"}
    return {"w": f"{said[0]} {_agree(n, noun)}"}


def _share_forms(tail: str, gen: bool, value: float) -> dict[str, str]:
    """A share: "60 %", "60 proc. {tail}", "60 procentų", "75 procentai", "2,5 procento"
    (genitive: "75 procentų", "75 proc.", "septyniasdešimt penkių procentų")."""
    n = round(value * 100, 6)
    if gen:
        return {
            "pg": f"{_pct(value)} {_agree_gen(n, _PROCENTAS)}",
            "pa": f"{_pct(value)} proc.",
            **_words(n, _PROCENTAS, gen=True),
        }
    return {
        "pc": f"{_pct(value)} %",
        "pt": f"{_pct(value)} proc. {tail}",
        "pr": f"{_pct(value)} {_agree(n, _PROCENTAS)}",
        **_words(n, _PROCENTAS, gen=False),
    }


def _te_forms(gen: bool, value: float) -> dict[str, str]:
    """The santykinė rizika in basis points: "200 b. p.", "200 bazinių punktų", "2,00
    procentinio punkto" (genitive: "200 bazinių punktų", "dviejų šimtų bazinių punktų")."""
    n = _g(value)
    if gen:
        return {
            "bg": f"{n} {_agree_gen(value, _BAZINIS)}",
            "bb": f"{n} bp",
            **_words(value, _BAZINIS, gen=True),
        }
    return {
        "bp": f"{n} b. p.",
        "bn": f"{n} {_agree(value, _BAZINIS)}",
        "pp": _comma(f"{value / 100:.2f}") + " procentinio punkto",
        **_words(value, _BAZINIS, gen=False),
    }


def _days_forms(gen: bool, value: float) -> dict[str, str]:
    """The likvidumo rezervas in working days: "10 darbo dienų", "5 darbo dienos", "10 darbo
    dienų išmokoms padengti", "10 d. d." (genitive: "5 darbo dienų", "penkių darbo dienų")."""
    n = _g(value)
    if gen:
        return {
            "dg": f"{n} {_agree_gen(value, _DIENA)}",
            **_words(value, _DIENA, gen=True, feminine=True),
        }
    return {
        "d": f"{n} {_agree(value, _DIENA)}",
        "di": f"{n} {_agree(value, _DIENA)} išmokoms padengti",
        "dd": f"{n} d. d.",
        **_words(value, _DIENA, gen=False, feminine=True),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms, written like its own: the genitive ("60 procentų riba")
    or a band's short forms ("36 %", "36 proc.")."""

    forms: Callable[[float], dict[str, str]]


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limitas: the agent's field names, how the company's people name it (nominative and,
    in the same order, genitive), its code in the depozitoriumas's parameters, the values it
    takes, its written forms (nominative and genitive), how an English e-mail writes and names
    it, and whether it is a floor (an apatinė riba). Words are said one style in three (the
    default `words_every`)."""

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
    words_every: ClassVar[int] = 3

    def gen(self, value: float, style: int, *, words: bool = False) -> str:
        """`value` in the genitive ("60 procentų", "šešiasdešimties procentų")."""
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
    ("max_equity_share", "akcijuDalisMax"),
    (
        ("akcijų dalis", "akcijų dalies"),
        ("nuosavybės vertybinių popierių dalis", "nuosavybės vertybinių popierių dalies"),
        ("investicijos į akcijas ir akcijų fondus", "investicijų į akcijas ir akcijų fondus"),
    ),
    "AKC_MAX",
    "fraction",
    (0.5, 0.6, 0.75),
    partial(_share_forms, "grynųjų aktyvų"),
    _english_share,
    "Equities and equity funds",
)
_ALTERNATIVES: Final = _subject(
    ("max_alternatives_share", "alternatyvuMax"),
    (
        ("alternatyviosios investicijos", "alternatyviųjų investicijų"),
        (
            "privataus kapitalo ir nekilnojamojo turto fondai",
            "privataus kapitalo ir nekilnojamojo turto fondų",
        ),
        ("nelikvidžios investicijos", "nelikvidžių investicijų"),
    ),
    "ALT_MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    partial(_share_forms, "fondo turto"),
    _english_share,
    "Alternative investments (private equity, real estate funds)",
)
_ISSUER: Final = _subject(
    ("max_single_issuer_share", "vienoEmitentoMax"),
    (
        ("vieno emitento vertybiniai popieriai", "vieno emitento vertybinių popierių"),
        ("investicijos į vieną emitentą", "investicijų į vieną emitentą"),
        ("vieno emitento rizika (išskyrus valstybes)", "vieno emitento rizikos"),
    ),
    "EMIT_MAX",
    "fraction",
    (0.03, 0.05, 0.1),
    partial(_share_forms, "grynųjų aktyvų"),
    _english_share,
    "Exposure to a single non-sovereign issuer",
)
_FX: Final = _subject(
    ("max_unhedged_fx_share", "valiutuRizikaMax"),
    (
        ("neapdrausta valiutų rizika", "neapdraustos valiutų rizikos"),
        ("atvira valiutų pozicija (ne eurais)", "atviros valiutų pozicijos"),
        ("investicijos ne eurais be apsidraudimo", "investicijų ne eurais be apsidraudimo"),
    ),
    "VAL_MAX",
    "fraction",
    (0.1, 0.2, 0.3),
    partial(_share_forms, "po apsidraudimo"),
    _english_share,
    "Unhedged non-euro currency exposure",
)
_TE: Final = _subject(
    ("max_tracking_error_bps", "santykineRizikaMax"),
    (
        ("santykinė rizika (tracking error)", "santykinės rizikos"),
        (
            "numatomas nuokrypis nuo lyginamojo indekso",
            "numatomo nuokrypio nuo lyginamojo indekso",
        ),
        ("sekimo paklaida", "sekimo paklaidos"),
    ),
    "TE_MAX",
    "bps",
    (150.0, 200.0, 300.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the benchmark",
)
_BONDS: Final = _subject(
    ("min_bond_share_preservation", "skolosVpMin"),
    (
        (
            "skolos vertybinių popierių dalis turto išsaugojimo fonde",
            "skolos vertybinių popierių dalies turto išsaugojimo fonde",
        ),
        ("obligacijų ir indėlių dalis", "obligacijų ir indėlių dalies"),
        ("fiksuoto pajamingumo priemonės", "fiksuoto pajamingumo priemonių"),
    ),
    "SKOL_MIN",
    "fraction",
    (0.6, 0.7, 0.8),
    partial(_share_forms, "turto išsaugojimo fondo turto"),
    _english_share,
    "Bonds and deposits in the asset-preservation fund",
    floor=True,
)
_LIQUIDITY: Final = _subject(
    ("min_liquidity_days", "likvidumoRezervasMin"),
    (
        ("likvidumo rezervas išmokoms", "likvidumo rezervo išmokoms"),
        ("pinigai ir likvidžios priemonės", "pinigų ir likvidžių priemonių"),
        ("išmokų ir perėjimų padengimo rezervas", "išmokų ir perėjimų padengimo rezervo"),
    ),
    "LIKV_MIN",
    "days",
    (5.0, 10.0, 20.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity buffer for pension payments and fund switches",
    floor=True,
)
#: seven limitai, five caps and two floors (a share and working days); seven shares no factor
#: with six, so the misquote loop's default pairing meets each structure with each of them
_SUBJECTS: Final = (_EQUITY, _ALTERNATIVES, _ISSUER, _FX, _TE, _BONDS, _LIQUIDITY)
#: the caps, the only limitai a band is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "pagal 2024 m. investavimo strategiją",
    "maždaug II pakopos rinkos vidurkis",
    "laikina prielaida, kol valdyba nuspręs",
    "atitinka turto ir įsipareigojimų analizės bazinį scenarijų",
    "įprastas atsargos tarpas iki ribos",
    "strategijos projekto skaičius",
    "investicijų direktoriaus žodinis vertinimas",
)

#: where a breach's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Gyvenimo ciklo pensijų fondo "
    + _FUND
    + " turto paskirstymas ("
    + _COMPANY_NAME
    + "; akcijos, obligacijos, alternatyviosios investicijos ir pinigai) pagal investavimo "
    "strategiją ir pensijų fondo taisykles",
    "geriausia rizika pakoreguota grąža dalyviams neviršijant investavimo apribojimų",
    "apskaičiuoti turto paskirstymą",
    "gauti svoriai ir jų rizika",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "valdybos patvirtintoje investavimo strategijoje nustatyta riba"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "ne mažiau kaip" if s.floor else "ne daugiau kaip"


def _bound(s: _Subject) -> str:
    """The bound in the nominative ("viršutinė riba")."""
    return "apatinė riba" if s.floor else "viršutinė riba"


def _bound_acc(s: _Subject) -> str:
    """The bound as an object ("viršutinę ribą")."""
    return "apatinę ribą" if s.floor else "viršutinę ribą"


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
    "perbalansuoti fondo portfelį; grynieji aktyvai 2024-12-31 sudarė 1 284,6 mln. Eur",
    "parengti 2025 m. I ketvirčio rizikos ataskaitos turto paskirstymo dalį",
    "įtraukti 40 mln. Eur įsipareigojimą Baltijos infrastruktūros fondui į strateginį paskirstymą",
    "atnaujinti skaičiavimus po ECB palūkanų normų sumažinimo 25 baziniais punktais",
    "patikrinti, ar pinigų pakaks 2025 m. gruodžio 31 d. išmokoms ir perėjimams",
)
_DEFERRALS: Final = (
    "valdyba dėl ribos ({noun}) spręs 2025 m. gegužės 21 d. posėdyje",
    "klausimas „{noun}“ investicinio komiteto posėdyje atidėtas",
    "siūlymas dėl ribos ({noun}) išbrauktas iš darbotvarkės ir bus teikiamas birželį",
    "strategijos projekte vis dar parašyta „{noun}: [nustatys valdyba]“",
    "rizikos valdymo skyriaus išvados (dėl: {noun}) dar nėra",
    "Lietuvos banko Priežiūros tarnybos atsakymo dar negavome (dėl: {noun})",
)
_REQUEST_FRAMES: Final = (
    "Nuo: "
    + _CIO
    + " (investicijų direktorius)\nKam: Investicijų valdymo skyrius\nTema: Perbalansavimas, "
    "I ketvirtis\n\nSveiki,\n\ngal galėtumėte {task}? Pastaba: {deferral}.\n\nAčiū,\nMantas",
    "INVESTICINIO KOMITETO POSĖDŽIO DARBOTVARKĖ (2025 m. balandžio 9 d.)\n1. Ankstesnio "
    "posėdžio protokolo tvirtinimas.\n2. Pavedimas investicijų valdymo skyriui: {task}.\n"
    "3. Kiti klausimai.\nPastaba: {deferral}.",
    "Teams – Mantas J. (9:12): gal gali {task}? fyi {deferral}",
    "TARNYBINIS PRANEŠIMAS\nAdresatai: investicinio komiteto nariai\nRengėjas: investicijų "
    "valdymo skyrius\nData: 2025-03-27\n\n{Deferral}. Tuo tarpu prašome {task}.",
    "Rizikos valdymo skyriaus užduočių sąrašas (būklė 2025-03-28)\nUžduotis RV-2025-09 | {Task} "
    "| atsakingas: investicijų direktorius | būsena: vykdoma\nKomentaras: {deferral}.",
    "Lietuvos bankas prašo papildomos informacijos iki 2025 m. balandžio 30 d.\nValdybos "
    "sekretorė prašo investicijų valdymo skyrių pirmiausia {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {gen}, {v}, {key}, {unit}, {bound},
    {bound_acc}, {sign}, {short}, {faktine}, {panaudojimas}), its value's form ("bare" the number
    in the constraint's unit as the depozitoriumas's parameters hold it, "figures" one of its
    written forms, "words" a written form or its words, "table" a written form beside the limitų
    lentelė's faktinė reikšmė), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "POSĖDŽIO PROTOKOLO IŠRAŠAS\n"
        + _COMPANY_NAME
        + " investicinis komitetas, posėdis Nr. IK-2025/03, Vilnius\nDARBOTVARKĖ: 1. Investavimo "
        "apribojimų peržiūra. 2. Išorinio valdytojo atranka.\nSVARSTYTA. 1. {Gen} riba.\n"
        "NUTARTA. 1.1. Nustatyti, kad {noun} – {sign} {v}. Balsavimo rezultatai: vienbalsiai.\n"
        "2 klausimas atidėtas kitam posėdžiui.\nPosėdžio sekretorė " + _SECRETARY,
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Rizikos valdymo skyriaus limitų lentelė (būklė 2025-03-31)\n"
        "| Limitas | Faktinė reikšmė | Riba | Panaudojimas |\n|---|---|---|---|\n| {Noun} | "
        "{faktine} | {short} {v} | {panaudojimas} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "DEPOZITORIUMO LIMITŲ PARAMETRAI – AB „Nemuno bankas“ (depozitoriumas), investavimo "
        "apribojimų kontrolė\nLIMITO_KODAS;APRAŠYMAS;VIENETAS;TIPAS;REIKŠMĖ\n"
        "{key};{noun};{unit};{tipas};{v}\n",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "PENSIJŲ FONDO TAISYKLĖS – "
        + _FUND
        + " (ištrauka; Lietuvos banko pritarta redakcija)\nVIII skyrius. Investavimo "
        "apribojimai\n41. Apribojimai skaičiuojami nuo fondo grynųjų aktyvų rinkos vertės.\n"
        "43. {Noun}: {sign} {v}.\n44. Apie apribojimo pažeidimą nedelsiant pranešama valdybai.",
        "figures",
        "mandate",
    ),
    _Stating(
        "Nuo: "
        + _CHAIR
        + " (valdybos pirmininkė)\nKam: "
        + _CIO
        + "\nTema: RE: Perbalansavimas, I ketvirtis\n\nLaba diena,\n\nvaldyba vasario pabaigoje "
        "patvirtino: {noun} – {sign} {v}. Projekto skaičius nebegalioja.\n\nPagarbiai\nAistė",
        "figures",
        "clarification_answer",
    ),
)

#: how the depozitoriumas's parameters name a unit
_UNIT_WORDS: Final = {
    "fraction": "dalis",
    "bps": "baziniai_punktai",
    "days": "darbo_dienos",
}


def _real(s: _Subject, value: float) -> float:
    """The limitų lentelė's faktinė reikšmė inside the limit: above a floor, below a cap (whole
    days and basis points)."""
    used = value * 1.25 if s.floor else value * 0.7
    if s.unit in ("days", "bps"):
        return float(round(used))
    return round(used, 3)


def _panaudojimas(s: _Subject, value: float, used: float) -> str:
    """Panaudojimas as the lentelė writes it ("70 %"): the faktinė reikšmė over a cap, the
    floor over the faktinė reikšmė."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)} %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the depozitoriumas holds it: a share with three
    decimals ("0,600", "0,030"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    faktine = panaudojimas = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the faktinė reikšmė inside the limit, a decoy alike
        used = _real(s, value)
        written, faktine = s.alike((value, used), rng.randrange(12), apart=True)
        panaudojimas = _panaudojimas(s, value, used)
    elif stating.form == "words":  # a protokolas: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
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
        tipas="MIN" if s.floor else "MAX",
        bound=_bound(s),
        bound_acc=_bound_acc(s),
        sign=_sign(s),
        short=_short(s),
        faktine=faktine,
        panaudojimas=panaudojimas,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the
    depozitoriumas's parameters came before the request, the pensijų fondo taisyklės after it
    (cited as a clause)."""
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
    "investavimo_strategija_2025": {
        "bendrosios_nuostatos": [
            "Fondo turtas investuojamas laikantis Pensijų kaupimo įstatymo ir pensijų fondo "
            "taisyklių, siekiant dalyvių naudos.",
            "Gyvenimo ciklo fondo akcijų dalis mažinama artėjant dalyvių pensiniam amžiui "
            "pagal patvirtintą kreivę.",
            "Neinvestuojama į bendroves, įtrauktas į atsakingo investavimo išimčių sąrašą "
            "(ginčytini ginklai, tabakas, energetinė anglis).",
            "Išvestinės finansinės priemonės naudojamos tik rizikai valdyti; skolintis "
            "investavimo tikslais draudžiama.",
            "Valdyba strategiją peržiūri ne rečiau kaip kartą per metus.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limitas beside it in the rizikos valdymo skyrius's lentelė: its name and value, in
#: the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "AKC_MAX": ("Besivystančių rinkų akcijos, maks.", 0.12),
    "ALT_MAX": ("Vienas privataus kapitalo fondas, maks.", 0.04),
    "EMIT_MAX": ("Vienas išvestinių priemonių sandorio šalis, maks.", 0.015),
    "VAL_MAX": ("Besivystančių rinkų valiutos, maks.", 0.04),
    "TE_MAX": ("Obligacijų portfelio santykinė rizika, maks.", 80.0),
    "SKOL_MIN": ("Investicinio reitingo obligacijos, min.", 0.45),
    "LIKV_MIN": ("Likvidumo rezervas streso scenarijuje, min.", 3.0),
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
    """The answer in one of five structures, worded by the round: (text, right written, wrong
    written, wrong value); the truth (which value is the limit) is `value`, drawn by the
    caller."""
    noun, gen = _noun(rng, s)
    variant = i // 5
    if structure == 0:  # the 2023 investavimo strategija, or a projektas
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"2023 m. gruodžio 14 d. valdybos patvirtintoje investavimo strategijoje {gen} "
                f"{_bound(s)} buvo {wrong}. Nuo 2025-01-01 galioja nauja riba: {right}."
            )
        else:
            text = (
                f"Strategijos projekte (3 versija, sausis) {noun}: {wrong}. Patvirtintoje "
                f"strategijoje riba – {right}, jos ir laikomės."
            )
    elif structure == 1:  # a siūlymas the komitetas or the valdyba did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Investicijų valdymo skyrius siūlė {gen} {_bound_acc(s)} {wrong}. Siūlymas "
                f"atmestas (už – 2, prieš – 5); {_bound(s)} tebėra {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Rizikos valdymo vadovė siūlė klausimui „{noun}“ skaičių {wrong}, tačiau "
                f"siūlymas išbrauktas iš darbotvarkės. Galioja strategijos riba {right}."
            )
        elif variant % 4 == 2:
            text = (
                f"Siūlymas pakeisti {gen} ribą į {wrong} atidėtas (valdybos posėdis "
                f"2025-03-20, 4 klausimas). Kol valdyba nenuspręs, riba – {right}."
            )
        else:
            text = (
                f"Stebėtojų taryba nepritarė siūlymui, pagal kurį {gen} {_bound(s)} būtų "
                f"{wrong}. Galiojanti riba: {_short(s)} {right}."
            )
    elif structure == 2:  # the limitų lentelė's faktinė reikšmė
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"I ketvirčio rizikos ataskaita: 2025 m. kovo 31 d. {noun} buvo {wrong}, o "
                f"riba – {right}. Pažeidimų nėra."
            )
        else:
            used = _panaudojimas(s, value, wrong_value)
            text = (
                "| Limitas | Faktinė reikšmė 2025-03-31 | Riba | Panaudojimas |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {used} |"
            )
    elif structure == 3:  # another limitas beside it in the lentelė
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Investavimo apribojimų lentelė (2 priedas, ištrauka)\n– " + "\n– ".join(lines)
    else:  # the II pakopos market average or the unconstrained optimum
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Palyginimui: II pakopos gyvenimo ciklo fondų vidurkis (Lietuvos banko "
                f"statistika, 2024 m. pabaiga) pagal rodiklį „{noun}“ – {wrong}. Mūsų "
                f"strategijoje riba yra {right}, ir jos laikomės."
            )
        else:
            text = (
                "Turto ir įsipareigojimų analizė (2025): optimizuojant be apribojimų rodikliui "
                f"„{noun}“ būtų reikėję {wrong}; valdyba strategijoje paliko ribą {right}."
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


# --- mandate clauses: the taisyklės, the Priežiūros tarnyba's letter, the stebėtojų taryba's
# nutarimai, an English e-mail to a broker, the investavimo strategija and the valdyba's nutarimas


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun, gen = _noun(rng, s)
    style = rng.randrange(12)
    if shape == 0:  # the pensijų fondo taisyklės's punktai, as a list
        written = s.render(value, style)
        punktai: list[JsonValue] = [
            "41. Apribojimai skaičiuojami nuo fondo grynųjų aktyvų rinkos vertės.",
            "42. Obligacijų portfelio trukmė – nuo trejų iki septynerių metų; kredito reitingas "
            "ne žemesnis kaip BBB-.",
            "42.1. Išvestinės priemonės naudojamos tik rizikai valdyti.",
            f"43. {_cap(noun)}: {_sign(s)} {written}.",
            "44. Apie pažeidimą pranešama valdybai tą pačią darbo dieną.",
        ]
        return (
            {"pensiju_fondo_taisykles": {"redakcija": "2024-11", "apribojimai": punktai}},
            None,
            "pensiju_fondo_taisykles.apribojimai[3]",
        )
    if shape == 1:  # the Priežiūros tarnyba's letter, as a message
        written = s.render(value, style)
        letter = (
            "LIETUVOS BANKAS\nPriežiūros tarnyba\n"
            "2025-02-14 Nr. S-2025-01873, Vilnius\nDĖL PATIKRINIMO IŠVADŲ ĮGYVENDINIMO – "
            + _COMPANY_NAME
            + "\n\nVadovaudamiesi Pensijų kaupimo įstatymu ir atlikto patikrinimo išvadomis, "
            f"prašome užtikrinti, kad fondo {gen} būtų {_sign(s)} {written}.\nPlaną prašome "
            "pateikti iki 2025 m. balandžio 30 d."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the stebėtojų taryba's nutarimai, as records under dotted keys
        written = s.render(value, style)
        nutarimai: dict[str, JsonValue] = {
            "2.1": "Pritarti 2024 m. metiniam pranešimui.",
            "2.2": f"Pritarti valdybos siūlymui: {noun} – {_sign(s)} {written}.",
            "2.3": "Išorinio audito įmonės parinkimą atidėti kitam posėdžiui.",
        }
        return (
            {"stebetoju_tarybos_posedis_2025_02": {"balsavimas": "vienbalsiai", **nutarimai}},
            None,
            "stebetoju_tarybos_posedis_2025_02.2.2",
        )
    if shape == 3:  # a portfolio manager's English e-mail to a foreign broker
        mail = (
            "From: Lukas Petrauskas (Portfolio Manager, "
            + _COMPANY_NAME
            + ")\nTo: execution desk, Harwick & Lyle Securities Ltd\nSubject: Fund-level "
            "restrictions – Gintarinė pensija life-cycle funds\n\nHi all,\n\nplease load the "
            f"following restriction into your pre-trade checks: {s.noun_en}, {_sign_en(s)} "
            f"{s.english(value)} of the fund's net assets.\nAny order that would breach it must "
            "be rejected before execution.\n\nBest regards,\nLukas"
        )
        return None, mail, MANDATE_ID
    if shape == 4:  # the investavimo strategija, in words wherever the value has them
        written = s.render(value, style, words=True)
        strategy = (
            "INVESTAVIMO STRATEGIJA – "
            + _FUND
            + " (valdybos patvirtinta 2025 m. vasario 26 d.)\n5. Investavimo apribojimai\n"
            f"5.1. Strateginis paskirstymas keičiamas tik valdybos nutarimu.\n5.3. {_cap(noun)}"
            f" – {_sign(s)} {written}.\n5.4. Ribos tikrinamos kiekvieną darbo dieną."
        )
        return None, strategy, MANDATE_ID
    written = s.gen(value, style, words=True)  # the valdyba's nutarimas, in the genitive
    nutarimas: dict[str, JsonValue] = {
        "1_punktas": "Patvirtinti 2025 m. investavimo strategiją.",
        "2_punktas": f"Nustatyti {gen} {written} {_bound_acc(s)}.",
        "3_punktas": "Išorinio valdytojo atrankos klausimą išbraukti iš darbotvarkės.",
    }
    return (
        {"valdybos_nutarimas_2025_02_26": nutarimas},
        None,
        "valdybos_nutarimas_2025_02_26.2_punktas",
    )


_WITHIN_ASKS: Final = (
    "Perbalansuokite portfelį neviršydami taisyklių, strategijos ir Lietuvos banko rašte "
    "nurodytų ribų.",
    "Please perbalansuokite the fund within all our limits.",
    "Valdybos posėdžiui (2025 m. gegužės 21 d.): optimizuokite turto paskirstymą neviršydami ribų.",
    "Įtraukite 40 mln. Eur infrastruktūros įsipareigojimą be jokio ribos pažeidimo.",
    "Parenkite III ketvirčio strateginio paskirstymo siūlymą be pažeidimų.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 4) % 4 != 2,
    rationale="bendrovės dokumentuota riba",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.15,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion from {lo} to {hi} around a strateginis paskirstymas {mid}: {noun}, {gen}
_GRANTED: Final = (
    "Investavimo strategija 2025, 4 skyrius: {gen} leidžiamas nuokrypis – nuo {lo} iki {hi}, "
    "strateginis paskirstymas {mid}; šiose ribose lygį nustato investicijų direktorius.",
    "| Turto klasė | Strateginis paskirstymas | Min. | Maks. | Sprendžia |\n|---|---|---|---|"
    "---|\n| {Noun} | {mid} | {lo} | {hi} | Investicijų direktorius |",
    "Valdyba vienbalsiai nutarė (2025-03-18, nutarimas Nr. 3): investicijų valdymo skyrius gali "
    "nustatyti {gen} lygį bet kur nuo {lo} iki {hi} be atskiro valdybos nutarimo.",
    "Nuo {lo} iki {hi} {gen} lygis yra einamasis portfelio valdymas: sprendžia portfelio "
    "valdytojas ir informuoja investicinį komitetą.",
)
#: (refused, granted), both with {noun}, {gen}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Valdyba nustatė {gen} lygį – {point}. Siūlymas leisti svyruoti nuo {lo} iki {hi} "
        "atmestas (už – 2, prieš – 5); laisvės čia nėra.",
        "Valdyba pritarė siūlymui leisti {gen} lygiui svyruoti nuo {lo} iki {hi}; šiose ribose "
        "lygį parenka investicijų valdymo skyrius.",
    ),
    (
        "Siūlymas dėl {gen} svyravimo ribų nuo {lo} iki {hi} išbrauktas iš darbotvarkės "
        "(investicinis komitetas, 2025-02-18). Iki tol lygis – {point}.",
        "Siūlymui dėl {gen} svyravimo ribų nuo {lo} iki {hi} pritarta vienbalsiai "
        "(investicinis komitetas, 2025-02-18). Lygį parenka portfelio valdytojas.",
    ),
    (
        "Siūlymas leisti {gen} lygiui svyruoti nuo {lo} iki {hi} atidėtas kitam valdybos "
        "posėdžiui; kol kas lygis – {point}.",
        "Siūlymas leisti {gen} lygiui svyruoti nuo {lo} iki {hi} priimtas valdybos posėdyje; "
        "lygį ribose parenka investicijų direktorius.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A band's noun in the nominative and the genitive."""
    noun, gen = _noun(rng, s)
    return {"noun": noun, "gen": gen}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A band's bound as the tables write it, without a tail: "36 %" or "36 proc." for a share,
    "180 bp" or "180 b. p." for the santykinė rizika."""
    if s.unit == "bps":
        return {"bp": f"{_g(value)} bp", "bb": f"{_g(value)} b. p."}
    return {"pc": f"{_pct(value)} %", "pa": f"{_pct(value)} proc."}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's low end, top and strateginis paskirstymas in one form; a refusal fixes the
    top (the default point)."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in one of five places: the investavimo strategija (fields), the
    investicinis komitetas's protokolo išrašas (a message), the valdyba's nutarimai (fields),
    the stebėtojų taryba's chair's e-mail (a message), the portfelio valdytojo įgaliojimai
    (fields)."""
    if shape == 0:
        return {"investavimo_strategija_2025": {"4_skyrius_strateginis_paskirstymas": text}}, None
    if shape == 1:
        return None, (
            "POSĖDŽIO PROTOKOLO IŠRAŠAS – investicinis komitetas, 2025 m. vasario 18 d.\n"
            f"SVARSTYTA. Strateginis paskirstymas ir nuokrypiai.\nNUTARTA. {text}\n"
            "Posėdžio sekretorė " + _SECRETARY
        )
    if shape == 2:
        return {
            "valdybos_nutarimai_2025": {
                "nutarimas_3": [
                    "Investicijų valdymo skyrius įgyvendina patvirtintą strateginį paskirstymą.",
                    text,
                ]
            }
        }, None
    if shape == 3:
        return None, (
            "Nuo: Vytautas Kairys (stebėtojų tarybos pirmininkas)\nKam: "
            + _CIO
            + "\nTema: Nuokrypiai nuo strateginio paskirstymo 2025 m.\n\n"
            f"{text}\n\nPagarbiai\nVytautas Kairys"
        )
    return {
        "portfelio_valdytojo_igaliojimai": {
            "galioja_nuo": "2025-03-01",
            "igaliojimai": [text],
        }
    }, None


def _third_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: a third of the way from the band's low end to its top, the
    same for a granted and a refused band (the refusal fixes the top)."""
    low, high, _ = bounds
    return round(low + (high - low) / 3, 6)


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
    named=_named,
    refused_value=_third_up,
    low_ratio=0.6,
    assumed_value=_third_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DECISION: Final = "Valdybos nutarimas Nr. 3 (2025-03-18):\n"
_IK: Final = "Investicinio komiteto protokolas 2025-03-06, 4 klausimas: "

#: whole statements of each objective, as the investavimo strategija, a valdybos nutarimas, the
#: investicinis komitetas's protokolas and the turto ir įsipareigojimų analizė put them; the
#: first of each is one line, so that a protokolas or a withdrawn siūlymas can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investavimo strategija 2025, 2 skyrius (tikslai): didžiausia grąža rizikos vienetui – "
        "Sharpe rodiklio maksimizavimas.",
        _DECISION + "Valdyba nutarė, kad turto paskirstymas parenkamas pagal geriausią rizika "
        "pakoreguotą grąžą (Sharpe rodiklį); papildomos grąžos siekimas didesne rizika nėra "
        "tikslas.",
        _IK + "komitetas prašo optimizuoti rizika pakoreguotą grąžą (Sharpe rodiklį), o ne "
        "santykinę riziką lyginamojo indekso atžvilgiu.",
        "Turto ir įsipareigojimų analizė 2025, rekomendacija: renkamės portfelį, kurio laukiama "
        "grąža vienam kintamumo vienetui yra didžiausia (maksimalus Sharpe).",
    ),
    "variance": (
        "Investavimo strategija 2025, 2 skyrius (tikslai): kuo mažesni fondo vieneto vertės "
        "svyravimai – minimalios dispersijos portfelis.",
        _DECISION + "Valdyba nutarė, kad minimizuojama portfelio dispersija; laukiamos grąžos "
        "optimizavime nenaudojamos.",
        _IK + "artėjant pensiniam amžiui svarbiausia mažinti svyravimus. Minimizuojama "
        "portfelio dispersija, nepaisant laukiamų grąžų.",
        "Turto ir įsipareigojimų analizė 2025, rekomendacija: minimizuojamas kintamumas be "
        "grąžos tikslo optimizavime.",
    ),
    "tracking": (
        "Investavimo strategija 2025, 2 skyrius (tikslai): grąža kuo arčiau lyginamojo indekso, "
        "kuo mažesnis nuokrypis.",
        _DECISION + "Valdyba nutarė, kad portfelis seka lyginamąjį indeksą kuo mažesne "
        "santykine rizika (tracking error).",
        _IK + "fondas vertinamas pagal lyginamąjį indeksą; minimizuojama sekimo paklaida jo "
        "atžvilgiu.",
        "Turto ir įsipareigojimų analizė 2025, rekomendacija: laikomės kuo arčiau lyginamojo "
        "indekso; siūlome svorius, kurie minimizuoja numatomą santykinę riziką.",
    ),
    "return": (
        "Investavimo strategija 2025, 2 skyrius (tikslai): didžiausia laukiama grąža be rizikos "
        "baudos tikslo funkcijoje – riziką riboja apribojimai.",
        _DECISION + "Valdyba nutarė, kad svoriais siekiama didžiausios laukiamos grąžos; rizika "
        "ribojama investavimo apribojimais, o ne tikslo funkcija.",
        _IK + "maksimizuojama laukiama grąža neviršijant strategijos ribų; tikslo funkcijoje "
        "rizikos korekcijos nėra.",
        "Turto ir įsipareigojimų analizė 2025, rekomendacija: ilgajam laikotarpiui modeliuojame "
        "portfelį su didžiausia laukiama grąža; riziką riboja apribojimai. Taigi ne Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Patikslinimas po 2025 m. gegužės 21 d. valdybos posėdžio: formuluotė pakeista. Dabar ji "
    "tokia:\n\n{new}",
    "Mantas, 16:05 – pamirškite mano rytinę žinutę apie tikslą. Pasikalbėjau su valdybos "
    "pirmininke:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Investavimo strategija 2025 – turto paskirstymo pagrindas:\n\n{ask}",
    "{ask}\n\nAtnaujinkite paskirstymą pagal tai. – MJ",
    "Fondo grynieji aktyvai 2024-12-31 – 1 284,6 mln. Eur; grąža per 2024 m. – 11,4 proc. "
    "(nuo metų pradžios 1,6 proc.).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Gyvenimo ciklo pensijų fondo " + _FUND + " turto paskirstymas",
    purpose="apskaičiuoti turto paskirstymą",
    custom_reason="no platform solver for this objective",
    custom_purpose="turto paskirstymas",
    section_title="Turto paskirstymas ir svoriai",
    description="svoriai",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _voted_down(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The investicinis komitetas's protokolas: a member's siūlymas atmestas on a vote, the
    wanted wording priimtas."""
    return (
        "POSĖDŽIO PROTOKOLAS Nr. IK-2025/04 (2025-04-10), 3 klausimas – Investavimo tikslas\n"
        f"Komiteto narys Tomas Žilinskas siūlė formuluotę „{_one_line(old_kind, old)}“. "
        "Siūlymas atmestas (už – 2, prieš – 5).\nNUTARTA: priimti formuluotę "
        f"„{ask.replace(chr(10), ' ')}“. Balsavimo rezultatai: vienbalsiai."
    )


def _corrected_mail(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The investicijų direktorius's e-mail withdrawing, in the same mail, the morning's
    wording."""
    return (
        "Nuo: " + _CIO + "\nTema: PATIKSLINIMAS: tikslo funkcija\n\nRyte išsiųsta formuluotė "
        f"(„{_one_line(old_kind, old)}“) atšaukiama. Teisinga, valdybos patvirtinta "
        f"formuluotė:\n\n{ask}\n\nMantas"
    )


def _struck_off(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A darbotvarkė whose first klausimas (the earlier wording) išbrauktas iš darbotvarkės."""
    return (
        "INVESTICINIO KOMITETO POSĖDŽIO DARBOTVARKĖ (patikslinta)\n1. Siūlymas: "
        f"„{_one_line(old_kind, old)}“ – IŠBRAUKTAS IŠ DARBOTVARKĖS.\n2. Valdybos nutarimo "
        f"įgyvendinimas:\n\n{ask}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn (`i % 5`, odd, so each meets both modes): a framed request (0),
    a protokolas whose siūlymas atmestas (1), a PATIKSLINIMAS e-mail (2), an earlier message a
    later one replaces (3) and a darbotvarkė whose first klausimas išbrauktas (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _voted_down, 2: _corrected_mail, 4: _struck_off},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 5) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 2,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: five ANCHORED (expanding) walk-forward folds, all trained from 4 January 2010, each testing
#: one calendar year from 2015 to 2019 (Nasdaq Vilnius sessions)
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2014, 12, 31), date(2015, 1, 2), date(2015, 12, 31)),
        (date(2015, 12, 31), date(2016, 1, 4), date(2016, 12, 30)),
        (date(2016, 12, 30), date(2017, 1, 2), date(2017, 12, 29)),
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 31)),
        (date(2018, 12, 31), date(2019, 1, 2), date(2019, 12, 31)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "OMX Vilnius GI indekso dienos uždarymo reikšmės 2010-01-04–2017-12-29",
        "OMX Vilnius GI indekso dienos uždarymo reikšmės 2010-01-04–2014-12-31",
    ),
    (
        "MSCI ACWI (eurais) mėnesio grąžos nuo 2010 m. sausio iki 2018 m. birželio",
        "MSCI ACWI (eurais) mėnesio grąžos nuo 2010 m. sausio iki 2014 m. gruodžio",
    ),
    (
        "Lietuvos statistikos departamento SVKI mėnesio duomenys 2010 m. sausio–2016 m. gruodžio",
        "Lietuvos statistikos departamento SVKI mėnesio duomenys 2010 m. sausio–2014 m. lapkričio",
    ),
    (
        "„Sodros“ pervestos II pakopos įmokos kas ketvirtį nuo 2010 m. I ketvirčio iki 2019 m. "
        "II ketvirčio",
        "„Sodros“ pervestos II pakopos įmokos kas ketvirtį nuo 2010 m. I ketvirčio iki 2014 m. "
        "III ketvirčio",
    ),
    (
        "euro zonos vyriausybių obligacijų pajamingumo kreivė mėnesio pabaigos duomenimis nuo "
        "2010 m. sausio iki 2016 m. rugsėjo",
        "euro zonos vyriausybių obligacijų pajamingumo kreivė mėnesio pabaigos duomenimis nuo "
        "2010 m. sausio iki 2014 m. gruodžio",
    ),
)
_ACTIONS: Final = (
    "strateginio paskirstymo laukiamos grąžos ir koreliacijos įvertintos",
    "gyvenimo ciklo fondų akcijų dalies mažinimo kreivė kalibruota",
    "valiutų rizikos apdraudimo lygis optimizuotas",
    "dalyvių įmokų ir išmokų modelis įvertintas",
    "santykinės rizikos faktorių modelis įvertintas",
)
_LEAK_FRAMES: Final = (
    "Turto ir įsipareigojimų analizė 2025, 3 skyrius – prielaidos: {action} (duomenys: {period}).",
    "Rizikos valdymo skyriaus apžvalga (2025-04-08): {action}, naudoti duomenys – {period}; "
    "parametrai visuose penkiuose languose nekeičiami.",
    "Vidaus audito ataskaita, 2 priedas (istorinis testas): {action} vieną kartą visais "
    "duomenimis ({period}) prieš plečiamų walk-forward langų skaičiavimą.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Visuose testavimo metuose taikoma dabartinė gyvenimo ciklo fondų sandara (fondai pagal "
        "gimimo metus įsteigti 2019 m.), pritaikyta atgaline data nuo 2015 m.",
        "Kiekvienais testavimo metais taikoma tuo metu galiojusi fondų sandara ir tuo metu "
        "patvirtintos investavimo strategijos.",
    ),
    (
        "Istorinio testo akcijų portfelį sudaro bendrovės, kurios šiandien įtrauktos į OMX "
        "Baltic Benchmark indeksą.",
        "Istorinio testo akcijų portfelį sudaro bendrovės, kurios buvo įtrauktos į OMX Baltic "
        "Benchmark indeksą kiekvieną perbalansavimo dieną, įskaitant vėliau iš prekybos "
        "išbrauktas.",
    ),
    (
        "2025 m. atsakingo investavimo išimčių sąrašas taikomas visiems testavimo metams.",
        "Kiekvieniems testavimo metams taikomas tuo metu valdybos patvirtintas išimčių sąrašas.",
    ),
    (
        "Nekilnojamojo turto fondų vertės imamos iš metinių audituotų ataskaitų ir naudojamos "
        "nuo vertinamo ketvirčio pabaigos.",
        "Nekilnojamojo turto fondų vertės naudojamos tik nuo jų paskelbimo dienos, su vieno "
        "ketvirčio vėlavimu.",
    ),
)
_LEAK_ASKS: Final = (
    "Investicinis komitetas nori prieš sprendimą matyti naujos akcijų dalies mažinimo kreivės "
    "walk-forward testą penkiais plečiamais langais.",
    "Please backtest walk-forward (expanding window, penkeri metai) valiutų apdraudimo "
    "politikai, turto ir įsipareigojimų analizei 2025.",
    "Pavedimas investicijų valdymo skyriui: patikrinkite strateginį paskirstymą walk-forward "
    "metodu penkiais langais metiniam pranešimui.",
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

_COMPANY: Final = "AB „Dubysos pienas“"
_ENTITY: Final = "ent_dubysos_pienas"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("per pastaruosius penkis ketvirčius", (18, 23)),
    ("2024 m.", (19, 23)),
    ("2024 m. antrąjį pusmetį", (21, 23)),
    ("2023 m.", (15, 19)),
    ("2024 m. trečiąjį ketvirtį", (21, 22)),
    ("nuo 2020 m. pabaigos", (7, 23)),
    ("nuo 2019 m. I ketvirčio", (0, 23)),
    ("2021 m. birželio 30 d.–2023 m. rugsėjo 30 d. laikotarpiu", (9, 18)),
    ("2022 m. I–III ketvirčiais", (11, 14)),
    ("per pastaruosius dvylika ketvirčių", (11, 23)),
    ("nuo 2018 m.", None),
    ("per pastarąjį dešimtmetį", None),
    ("nuo akcijų įtraukimo į prekybą Nasdaq Vilnius (2006 m.)", None),
)

#: what the claims answer: the investicinis komitetas's point on the exercise of voting rights
_REQUEST: Final = TrendRequest(
    question="Investicinio komiteto posėdžiui 2025-03-05 (4 klausimas, balsavimo teisių "
    "įgyvendinimas): kaip sekasi {company}?",
    heading="### Emitento analizė – AB „Dubysos pienas“ (Nasdaq Vilnius: DBP1L), 2024 m. "
    "IV ketvirčio rezultatai",
    as_of="2025-02-27",
)


#: "maždaug 12 proc.", "daugiau kaip 10 proc.", "beveik 15 proc."; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="daugiau kaip {} proc.",
    short="beveik {} proc.",
    about="maždaug {} proc.",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in procentiniai punktai with a decimal comma ("1,4 procentinio punkto",
    the genitive singular a fraction governs); "" below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    return _comma(f"{change:.1f}") + " procentinio punkto"


def _by_turns(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("0,4 punkto"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " punkto" if change >= 0.1 else ""


def _by_meur(a: float, b: float) -> str:
    """A move in mln. Eur with a decimal comma ("1,2 mln. Eur"); "" below 0,5 mln. Eur."""
    change = abs(b - a)
    if change < 0.5:
        return ""
    return _comma(f"{change:.1f}") + " mln. Eur"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for an item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} kiekvieną 2024 m. ketvirtį viršijo praėjusių metų to paties ketvirčio lygį",
        "{s} kiekvieną 2024 m. ketvirtį buvo žemiau praėjusių metų to paties ketvirčio lygio",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            41.2,
            43.8,
            45.1,
            47.6,
            44.9,
            38.2,
            44.7,
            48.3,
            47.5,
            50.9,
            52.8,
            55.4,
            54.1,
            57.6,
            60.3,
            62.8,
            63.9,
            68.2,
            71.4,
            74.6,
            76.1,
            81.9,
            86.4,
            91.2,
        ),
        ("Pardavimo pajamos", "AB „Dubysos pienas“ pardavimo pajamos", "Grupės pajamos"),
        (
            ("{s} išaugo {m}", rose),
            ("{s} sumažėjo {m}", fell),
            ("{s} nesumažėjo", held_up),
            ("{s} nė viename ketvirtyje nesumažėjo, palyginti su ankstesniu", never_fell),
            ("{s} nepadidėjo", held_down),
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
            12.4,
            12.1,
            10.6,
            7.9,
            10.8,
            11.5,
            11.9,
            12.6,
            12.2,
            11.4,
            9.8,
            9.1,
            9.6,
            10.3,
            10.9,
            11.6,
            12.1,
            12.4,
            12.8,
            13.1,
            13.6,
            13.2,
        ),
        ("EBITDA marža", "AB „Dubysos pienas“ EBITDA marža", "Grupės EBITDA marža"),
        (
            ("{s} pagerėjo {m}", rose),
            ("{s} pablogėjo {m}", fell),
            ("{s} nesumažėjo", held_up),
            ("{s} nepakilo", held_down),
            ("{s} kilo kiekvieną ketvirtį", rose_every_quarter),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.4,
            2.3,
            2.2,
            2.1,
            2.3,
            3.1,
            2.8,
            2.5,
            2.3,
            2.1,
            2.0,
            1.9,
            2.2,
            2.4,
            2.3,
            2.1,
            1.9,
            1.8,
            1.6,
            1.5,
            1.4,
            1.3,
            1.2,
            1.1,
        ),
        (
            "Grynosios skolos ir EBITDA santykis",
            "AB „Dubysos pienas“ grynoji skola / EBITDA",
            "Finansinės skolos rodiklis (grynoji skola / EBITDA)",
        ),
        (
            ("{s} sumažėjo {m}", fell),
            ("{s} padidėjo {m}", rose),
            ("{s} nepadidėjo", held_down),
            ("{s} nė viename ketvirtyje nepadidėjo", never_rose),
            ("{s} mažėjo kiekvieną ketvirtį", fell_every_quarter),
        ),
        _by_turns,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_meur",
        (
            48.2,
            49.6,
            51.3,
            52.7,
            57.9,
            63.4,
            61.2,
            59.8,
            58.3,
            56.9,
            57.4,
            59.1,
            58.4,
            60.1,
            57.2,
            55.6,
            50.3,
            47.8,
            44.1,
            41.2,
            38.6,
            36.1,
            33.4,
            30.9,
        ),
        ("Grynoji skola", "AB „Dubysos pienas“ grynoji skola", "Grupės grynoji finansinė skola"),
        (
            ("{s} sumažėjo {m}", fell),
            ("{s} išaugo {m}", rose),
            ("{s} mažėjo kiekvieną ketvirtį", fell_every_quarter),
            ("{s} nepadidėjo", held_down),
            ("{s} nesumažėjo", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_profit_meur",
        (
            2.1,
            2.6,
            2.9,
            3.3,
            1.4,
            -2.7,
            1.9,
            2.8,
            2.9,
            3.4,
            3.6,
            3.1,
            1.8,
            2.2,
            -4.6,
            2.4,
            3.1,
            3.8,
            4.2,
            4.6,
            4.9,
            5.6,
            6.1,
            6.8,
        ),
        ("Grynasis pelnas", "AB „Dubysos pienas“ grynasis pelnas", "Grupės grynasis rezultatas"),
        (
            ("{s} pagerėjo {m}", rose),
            ("{s} pablogėjo {m}", fell),
            ("{s} nepablogėjo", held_up),
            ("{s} nepagerėjo", held_down),
            ("{s} nė viename ketvirtyje nesumažėjo", never_fell),
        ),
        _by_meur,
        False,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} 2024 m. augo sparčiau nei 2023 m.",
    slower="{s} 2024 m. augo lėčiau nei 2023 m.",
    grew="{s} per dvejus metus iki 2024 m. IV ketvirčio vidutiniškai augo dviženkliu metiniu tempu",
    shrank="{s} per dvejus metus iki 2024 m. IV ketvirčio vidutiniškai mažėjo dviženkliu "
    "metiniu tempu",
    end=23,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2024's pace against 2023's and the two-year compound rate (a
    rise, or with `shrinking` a fall: the grynoji skola's), then year over year in each quarter
    of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Emitentų stebėsenos ataskaita, 2024 m. IV ketvirtis (Baltijos akcijos; {fondas}, "
    "pozicijos vertė {verte}): {claim} [1].",
    "Investicinio komiteto posėdžio protokolas 2025-03-05 Nr. IK-2025/02, 4 klausimas: "
    "{claim} [1]. NUTARTA vienbalsiai: visuotiniame akcininkų susirinkime balsuoti už "
    "dividendų mokėjimą (0,34 Eur akcijai); pozicija {fondas} – {verte}.",
    "{Claim} [1] – portfelio valdytojo komentaras Teams kanale; pozicija {fondas} nekeičiama.",
    "| Emitentas | Fondas | Pozicijos vertė | Komentaras |\n|---|---|---|---|\n| AB „Dubysos "
    "pienas“ (DBP1L) | {fondas} | {verte} | {Claim} [1] |",
    "Metinio pranešimo projektas (2024 m.), atsakingas investavimas: {claim} [1]. Emitentas "
    "nėra išimčių sąraše ({fondas}: {verte}).",
)

_FUNDS: Final = (
    "„Gintarinė pensija 1976–1982“",
    "„Gintarinė pensija 1990–1996“",
    "III pakopos fondas „Gintarinė pensija Plius“",
)
_VALUES: Final = ("4,8 mln. Eur", "3 912 tūkst. Eur", "2,6 mln. Eur")


def _holding(rng: random.Random) -> dict[str, str]:
    """The fund holding AB „Dubysos pienas“ and its position's value, drawn for each claim's
    frame."""
    return {"fondas": rng.choice(_FUNDS), "verte": rng.choice(_VALUES)}


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
        left_out=lambda h, w, c: len(w) <= 2 and "ketvir" in c,
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
    """Batch ZZZZO: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
