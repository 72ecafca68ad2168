"""Held-out batch ZZZZI: every flaw kind again, in the voice of a Budapest voluntary pension fund
(önkéntes nyugdíjpénztár): the Dunakanyar Önkéntes Nyugdíjpénztár (a fictional fund with some
214.380 tag and a vagyon of 186 412,5 millió Ft, some 186,4 milliárd forint, at 2024. december
31.), supervised by the Magyar Nemzeti Bank (MNB) under the önkéntes kölcsönös biztosító
pénztárakról szóló törvény (Öpt.) and its befektetési rules. Its people and papers, written in
Hungarian as its people write it, with the English its asset manager's staff write ("tracking
error", "benchmark", "backtest", "walk-forward", "rebalancing", "fyi", "Please frissítsétek az
allokációt within all limits"): the igazgatótanács (its elnöke dr. Szalai Erzsébet; the
jegyzőkönyvvezető Varga Anikó) and its befektetési bizottság (elnöke Kovács-Bíró Gábor), their
jegyzőkönyvek, napirendek and határozatok numbered the Hungarian way ("14/2025. (II. 20.) IT
határozat", "BB 7/2025. (III. 12.) sz. határozat"; egyhangúlag elfogadta, öt igen szavazattal
jóváhagyta; elutasította két igen és öt nem szavazattal, levette a napirendről, elnapolta,
visszavonták, a módosító indítványt nem támogatta), the ügyvezető (Halmi Péter) and the
befektetési vezető (Fekete Judit) with their e-mails ("Feladó / Címzett / Tárgy: VS: …") and
Teams üzenetek, the befektetési politika and its mellékletei (the 4. számú melléklet's limitek,
the stratégiai eszközallokáció with its sávok: alsó és felső korlát), the kockázatkezelési
vezető's (Orosz Tamás) limittábla ("Limit / Tény / Korlát / Kihasználtság"), the letétkezelő's
(Lánchíd Bank Zrt.) limitparaméterei (an INI-like "ertek = 0,350" file), the MNB's felügyeleti
levél (iktatószám H-PF-III-112/2025), the vagyonkezelő's (Pannonvölgy Alapkezelő Zrt.) English
Annex 3 to the vagyonkezelési szerződés and its portfolio manager's English comments (Mark
Ellison), the aktuáriusi ALM-elemzés, the belső ellenőrzés and the éves beszámoló. Its number
forms are Hungarian: a decimal comma, space or dot thousands ("186 412,5 millió Ft", "186,4
milliárd forint", "214.380 tag", "1.250 millió Ft"), "%" straight after the figure ("35%", "35,0%
(piaci értéken)"), "százalék", "százalékpont", "bázispont" and "bp", the suffixed forms "35%-os",
"35 százalékos", "200 bázispontos", "40 db-os" and "12%-kal", "1,4 százalékponttal", dates as
"2025. február 20.", "2025.03.31.", "2024. IV. negyedév", "2025. I. negyedév", "2024-ben",
"2024 második félévében", határozat dates as "(II. 20.)", and numbers in words where minutes
and határozatok say them, in the nominative ("harmincöt százalék", "kétszáz bázispont", "negyven
kibocsátó") and as an adjective before a korlát ("harmincöt százalékos felső korlát", "kétszáz
bázispontos", "negyven darabos alsó korlát"), and the votes too ("öt igen szavazattal", "két igen
és öt nem szavazattal"); the trend claims use the verbs of a trend in the past tense and their
negations (nőtt, csökkent, javult, romlott, emelkedett; nem nőtt, nem csökkent, nem romlott, nem
javult, nem emelkedett).

Batch ZZZZI is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth
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
reviewer or validator test, validator, policy, benchmark result, benchmark document, ADR or
other batch was read, and it was not run against the reviewers or the validator before its
first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - részvények, ingatlan, a single kibocsátó, the
nyitott devizapozíció and the tracking error in bázispont - and two floors: the állampapírok as
a share and a count of kibocsátók in the részvényportfólió; no multiple, no days), so the
misquote loop keeps its DEFAULT pairing (`i + i // 5`: seven shares no factor with six), one
structure in four wordings (elutasította, visszavonták, levette a napirendről, elnapolta);
limits in words one style in THREE (the default `words_every`) where a határozat, a jegyzőkönyv
or the befektetési bizottság says them, in the nominative or, before a korlát, as an adjective
(a second set of forms per subject: "35%-os", "harmincöt százalékos"); the invented limit's
answer in FIVE forms taken in turn (`i % 5`, odd, so each form meets both modes), on the subject
`2 * i + i // 7`: the igazgatótanács's jegyzőkönyvi kivonat (in words wherever the value has
them), the befektetési vezető's e-mail and the kockázatkezelés's limittábla with a decoy "Tény"
and "Kihasználtság" (chat answers), the befektetési politika's 4. számú melléklet given BEFORE
the request (`mandate`, cited as a clause) and the letétkezelő's limitparaméterek sent AFTER it
(`template_inputs`, "0,350" in the constraint's unit with three decimals and a decimal comma);
every other strategy case from the FIRST pair under a mandate bounding other things
(`other_at=0`, the default); breaches in SIX shapes held four cases each (`shape=(i // 4) % 6`,
each in both modes) at 1.2 of a cap and 0.8 of a floor, uncited twins at 0.85 of a cap and 1.25
of a floor, the clause cited unless `(i + i // 4) % 4 == 3` (six uncited, one in every shape,
in both modes), the subject `5 * i + 2 + i // 7`; the shapes are the befektetési politika's
melléklet as a list of records (`befektetesi_politika_2025.melleklet_4_limitek[1].szoveg`), the
MNB's felügyeleti levél, the vagyonkezelési szerződés's English Annex 3, the igazgatótanács's
határozatok as records in the adjectival form (`it_jegyzokonyv_2025_02_20.hatarozatok.14/2025`),
the kockázatkezelés's limittábla (with a decoy "Tény") and the befektetési bizottság's
jegyzőkönyv (in words wherever the value has them); sávok over the five caps (`turn=2 * i + 1`)
whose low end is SIX tenths of their top (`low_ratio=0.6`), written in short forms ("21–35%"
style: "21%", "21,0%", "120 bp"), each granted case assuming ONE QUARTER of the way up
(`assumed_value`), and each refused case assuming the same point (`refused_value`) against the
stratégiai arány fixed at the band's MIDDLE (`point="mid"`), the flawed value 1.2 of the top,
refused at `i % 6` in (1, 4) (elutasította, levette a napirendről, visszavonták, elnapolta) and
placed in three shapes by pairs (`(i // 2) % 3`, each in both modes); objectives in FIVE
structures taken in turn (`structure=i % 5`, each in both modes; the wanted objective `7 * i +
2`), three withdrawing an earlier wording in the same text (an igazgatótanács jegyzőkönyv whose
módosító indítvány was not supported, the befektetési vezető's e-mail "HELYESBÍTÉS" and a
befektetési bizottság határozat that visszavonja the earlier one) and one replaced by a later
message; leakage over FOUR ANCHORED (expanding) walk-forward folds, each trained from 3 January
2011 to the end of the year before its single CALENDAR YEAR of test (2018 to 2021, Budapesti
Értéktőzsde sessions), the whole sentence at every third case from the FIRST
(`sentence_at=0`), placed in the evidence first; and a trend request of its own (the befektetési
bizottság's point on the szavazati jogok gyakorlása, its heading, an as-of date after the 2024.
IV. negyedéves gyorsjelentés) over SIXTEEN quarters (2021. I. - 2024. IV. negyedév) comparing
2024 with 2023 (`end=15`), a double-digit compound FALL claimed as well as a rise (`shrinking`:
the FÁK-export shrinks), special pairs taken every THIRD case in turn (`special_step=3`), extra
frame parts drawn per claim (`frame_parts`: the darabszám and the piaci érték) and a signed
series (adózott eredmény, a loss in 2022. III. negyedév on the write-off of the Russian
subsidiary).

Decoy numbers (no truth depends on them): the vagyon (186 412,5 millió Ft; 186,4 milliárd
forint), the tagság (214.380 tag), the 2024 nettó hozam (9,7%) and the referenciaindex's (9,2%),
the működési tartalék and the likviditási tartalék, the tagdíjbevétel (1.250 millió Ft a
negyedévben), the MNB's 25 bázispont, the MNB's iktatószám and its határidő (2025. április 30.),
határozat, napirend and ülés numbers, votes (öt igen, két igen és öt nem), the limittábla's
"Tény" and "Kihasználtság" beside a limit, other limitek beside it in the 4. számú melléklet
(the duration of 2-6 év, minősítés legalább BBB-), the önkéntes pénztárak átlaga (MNB
pénztárstatisztika) and the ALM-elemzés's unconstrained portfolio quoted for comparison, the
watched company's darabszám and piaci érték, and its osztalékjavaslat (részvényenként 410 Ft).
Its parts:

* limits as the fund's people state them: részvények (a cap: "35%", "35,0% (piaci értéken)",
  "35 százalék", "harmincöt százalék"; adjectival "35%-os", "35 százalékos", "harmincöt
  százalékos"), ingatlan ("8%", "8,0% (piaci értéken)"), a single kibocsátó ("4%"), the nyitott
  devizapozíció ("15%"), the tracking error ("200 bp", "200 bázispont", "2,00 százalékpont
  évente", "kétszáz bázispont"; adjectival "200 bázispontos", "200 bp-os"), the állampapírok (a
  floor: "50%", "ötven százalék") and kibocsátók in the részvényportfólió (a floor, a count: "40
  kibocsátó", "40 különböző részvény", "40 db", "negyven kibocsátó"; adjectival "40 db-os",
  "negyven darabos");
* requests (the befektetési vezető's e-mail, the befektetési bizottság's meghívó and napirend,
  a Teams message, a feljegyzés, the kockázatkezelés's feladatlista and an MNB adatkérés)
  deferring the limit to an igazgatótanács not yet held, a napirendi pont levéve, an
  előterjesztés visszavonva, a tervezet reading "[IT dönt]", the kockázatkezelési vezető's
  véleménye not yet given or the MNB's answer not yet received;
* provenance misquoting its source: the befektetési politika of 2023. december 14. or a
  tervezet; an indítvány elutasítva (két igen és öt nem szavazattal), visszavonva, levéve a
  napirendről or elnapolva; the limittábla's tény (prose, or a "Limit / Tény 2025.03.31. /
  Korlát / Kihasználtság" table); another limit beside it in the melléklet; the önkéntes
  pénztárak átlaga or the ALM-elemzés's unconstrained portfolio;
* latitude granted as the befektetési politika's stratégiai eszközallokáció (a sáv around a
  stratégiai arány), an "Eszközosztály / Stratégiai arány / Alsó korlát / Felső korlát" table,
  an IT határozat, a line of napi portfóliókezelés and the vagyonkezelési szerződés's English;
  refused as above, each twin the same text granting it; placed in the befektetési politika
  (fields), a kivonat of the igazgatótanács's jegyzőkönyv (a message) and the vagyonkezelési
  szerződés's melléklet (fields);
* objectives as the befektetési politika's 2. pont, an IT határozat, the befektetési
  bizottság's jegyzőkönyv and the ALM-elemzés, some saying what is not the aim ("nem a tracking
  error", "tehát nem Sharpe") and some beside the referenciaindex;
* leakage as the ALM-elemzés, the kockázatkezelési jelentés and the belső ellenőrzés write it:
  várható hozamok és korrelációk, újrasúlyozási sávok, the devizafedezési arány, a model of
  tagdíjbevételek and kifizetések and the tracking error's factor model fitted on periods
  reaching into the test years (BUX, MSCI World forintban, the KSH fogyasztóiár-index, the fund's
  own flows, the ÁKK's referenciahozamok, the MAX index), and whole sentences (today's BUX, the
  2025 kizárási lista in every period, the 2025 halandósági tábla applied back, appraisals of
  the ingatlanalapok used before they came); each clean twin in the same form, ending before the
  first test date, and where the data come out late, ending where they were out before it;
* trend claims on Alföldi Gyógyszergyár Nyrt. (BÉT: ALFGY; a fictional Debrecen drug maker the
  fund holds through its vagyonkezelő) - nettó árbevétel (milliárd forint, faster in 2024 and a
  double-digit compound rise), EBITDA-marzs (moves in százalékpont), nettó adósság/EBITDA (lower
  is better), FÁK-export árbevétel (milliárd forint, a double-digit compound fall) and adózott
  eredmény (signed, milliárd forint) over sixteen quarters, as the befektetési bizottság's
  jegyzőkönyv, the portfolio manager's English comment (the claim first), a "Kibocsátó /
  Darabszám / Piaci érték / Megjegyzés" table, the vagyonkezelői negyedéves jelentés and the
  szavazati jog gyakorlása note; horizons covered by the series against uncovered ones ("a
  tőzsdei bevezetés (1997) óta"). Whether a claim holds is computed from the series: true,
  false, or too close to call (never used).

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

SEED: Final = 20270182
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzi"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzihu0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzihu1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzihu2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzihu3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzihu5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzihud"

_FUND: Final = "Dunakanyar Önkéntes Nyugdíjpénztár"
_CIO: Final = "Fekete Judit"
_CEO: Final = "Halmi Péter"
_MANAGER: Final = "Pannonvölgy Alapkezelő Zrt."


# --- numbers as a Hungarian önkéntes nyugdíjpénztár's befektetési terület writes them ----------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "35", "2,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("35,0", "4,0"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as jegyzőkönyvek and határozatok write them
_WORDS: Final[dict[float, str]] = {
    0.03: "három",
    0.04: "négy",
    0.05: "öt",
    0.08: "nyolc",
    0.1: "tíz",
    0.15: "tizenöt",
    0.2: "húsz",
    0.3: "harminc",
    0.35: "harmincöt",
    0.4: "negyven",
    0.5: "ötven",
    0.6: "hatvan",
    30.0: "harminc",
    40.0: "negyven",
    50.0: "ötven",
    150.0: "százötven",
    200.0: "kétszáz",
    250.0: "kétszázötven",
}


def _words(value: float, noun: str) -> dict[str, str]:
    """The value in words with its noun under the key "w" ("harmincöt százalék", "kétszáz
    bázispontos"), when the jegyzőkönyvek have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {} if said is None else {"w": f"{said} {noun}"}


def _share_forms(adjective: bool, value: float) -> dict[str, str]:
    """A share: "35%", "35,0% (piaci értéken)", "35 százalék" (adjectival: "35%-os", "35
    százalékos", "harmincöt százalékos")."""
    if adjective:
        return {
            "pa": f"{_pct(value)}%-os",
            "ps": f"{_pct(value)} százalékos",
            **_words(value, "százalékos"),
        }
    return {
        "pc": f"{_pct(value)}%",
        "pt": f"{_pct1(value)}% (piaci értéken)",
        "pr": f"{_pct(value)} százalék",
        **_words(value, "százalék"),
    }


def _te_forms(adjective: bool, value: float) -> dict[str, str]:
    """The tracking error: "200 bp", "200 bázispont", "2,00 százalékpont évente" (adjectival:
    "200 bázispontos", "200 bp-os", "kétszáz bázispontos")."""
    n = _g(value)
    if adjective:
        return {"ba": f"{n} bázispontos", "bb": f"{n} bp-os", **_words(value, "bázispontos")}
    return {
        "bp": f"{n} bp",
        "bz": f"{n} bázispont",
        "sz": _comma(f"{value / 100:.2f}") + " százalékpont évente",
        **_words(value, "bázispont"),
    }


def _count_forms(adjective: bool, value: float) -> dict[str, str]:
    """Kibocsátók in the részvényportfólió: "40 kibocsátó", "40 különböző részvény", "40 db"
    (adjectival: "40 db-os", "40 darabos", "negyven darabos")."""
    n = _g(value)
    if adjective:
        return {"da": f"{n} db-os", "dr": f"{n} darabos", **_words(value, "darabos")}
    return {
        "k": f"{n} kibocsátó",
        "r": f"{n} különböző részvény",
        "d": f"{n} db",
        **_words(value, "kibocsátó"),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms, written like its own: the adjectival ("35%-os felső
    korlát") or a sáv's short forms ("21–35%")."""

    forms: Callable[[float], dict[str, str]]


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its key in the
    letétkezelő's limitparaméterek, its unit, the values it takes, its written forms
    (nominative and adjectival), how the vagyonkezelő's English writes it and names it, and
    whether it is a floor (an alsó korlát). Words are said one style in three."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    adjective_forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False

    def adj(self, value: float, style: int, *, words: bool = False) -> str:
        """`value` as an adjective before a korlát ("35%-os", "harmincöt százalékos")."""
        return _Forms(self.adjective_forms).render(value, style, words=words)


def _subject(
    fields: tuple[str, str],
    nouns: tuple[str, ...],
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
        nouns,
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
    ("max_equity_share", "reszvenyMax"),
    (
        "részvények aránya",
        "tőzsdei részvények (hazai és külföldi) aránya",
        "részvénykitettség (származtatott ügyletekkel együtt)",
    ),
    "RESZV_MAX",
    "fraction",
    (0.3, 0.35, 0.4),
    _share_forms,
    _english_share,
    "Listed equities (including equity derivatives, delta-adjusted)",
)
_REAL_ESTATE: Final = _subject(
    ("max_real_estate_share", "ingatlanMax"),
    ("ingatlanbefektetések aránya", "ingatlanalapok és ingatlanok aránya", "ingatlankitettség"),
    "INGATL_MAX",
    "fraction",
    (0.05, 0.08, 0.1),
    _share_forms,
    _english_share,
    "Real estate (directly and via funds)",
)
_ISSUER: Final = _subject(
    ("max_single_issuer_share", "kibocsatoMax"),
    (
        "egy kibocsátóval szembeni kitettség (állampapírok nélkül)",
        "egyetlen vállalati kibocsátó súlya",
        "partnerkockázat egy kibocsátóra",
    ),
    "KIBOCS_MAX",
    "fraction",
    (0.03, 0.04, 0.05),
    _share_forms,
    _english_share,
    "Exposure to any single non-government issuer",
)
_FX: Final = _subject(
    ("max_open_fx_share", "devizaMax"),
    (
        "nyitott devizapozíció",
        "fedezetlen devizakitettség (nem forintos eszközök)",
        "devizakockázat a fedezés után",
    ),
    "DEVIZA_MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
    _english_share,
    "Unhedged non-forint currency exposure",
)
_TE: Final = _subject(
    ("max_tracking_error_bps", "trackingErrorMax"),
    (
        "tracking error a referenciaindexhez képest",
        "várható követési eltérés (ex ante tracking error)",
        "aktív kockázat a benchmarkhoz képest",
    ),
    "TE_MAX",
    "bps",
    (150.0, 200.0, 250.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the benchmark",
)
_GOVERNMENT: Final = _subject(
    ("min_government_bond_share", "allampapirMin"),
    (
        "állampapírok aránya",
        "magyar állampapírok és MNB-kötvények aránya",
        "állampapír-hányad",
    ),
    "ALLAMP_MIN",
    "fraction",
    (0.4, 0.5, 0.6),
    _share_forms,
    _english_share,
    "Hungarian government securities",
    floor=True,
)
_HOLDINGS: Final = _subject(
    ("min_equity_issuers", "kibocsatokSzamaMin"),
    (
        "a részvényportfólió kibocsátóinak száma",
        "részvénykibocsátók száma a portfólióban",
        "diverzifikáció (részvénykibocsátók)",
    ),
    "KIBSZAM_MIN",
    "count",
    (30.0, 40.0, 50.0),
    _count_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of equity issuers held",
    floor=True,
)
#: seven limits, two of them floors (a share and a count); seven shares no factor with six, so
#: the misquote loop's default pairing meets its five structures with every one of them
_SUBJECTS: Final = (_EQUITY, _REAL_ESTATE, _ISSUER, _FX, _TE, _GOVERNMENT, _HOLDINGS)
#: the caps, the only limits a sáv is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "a 2023-as befektetési politika szerinti érték",
    "nagyjából az önkéntes pénztárak átlaga",
    "ideiglenes feltételezés az IT döntéséig",
    "az ALM-elemzés alapforgatókönyve szerint",
    "szokásos biztonsági sáv a korlát alatt",
    "a befektetési politika tervezetének száma",
    "a befektetési vezető szóbeli becslése",
)

#: where a breach's or a sáv's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "A pénztári vagyon allokációja ("
    + _FUND
    + "; állampapírok, vállalati kötvények, hazai és külföldi részvények, ingatlanalapok) a "
    "befektetési politika limitjein belül",
    "a legjobb kockázattal korrigált hozam a tagok számára a befektetési politika korlátai között",
    "az allokáció kiszámítása",
    "a kapott súlyok és kockázatuk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "az igazgatótanács által jóváhagyott befektetési politika limitje"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "legalább" if s.floor else "legfeljebb"


def _bound(s: _Subject) -> str:
    """The korlát ("felső korlát", "alsó korlát")."""
    return "alsó korlát" if s.floor else "felső korlát"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "újrasúlyozni a portfóliót (a pénztári vagyon 2024. december 31-én 186 412,5 millió Ft volt)",
    "előkészíteni a 2025. I. negyedéves kockázatkezelési jelentés allokációs részét",
    "beilleszteni a negyedéves tagdíjbevételt (kb. 1.250 millió Ft) a stratégiai allokációba",
    "frissíteni az ALM-elemzés futtatásait az MNB 25 bázispontos kamatcsökkentése után",
    "ellenőrizni, hogy a likviditási tartalék fedezi-e a várható kifizetéseket",
)
_DEFERRALS: Final = (
    "a limitről ({noun}) az igazgatótanács 2025. május 22-i ülésén dönt",
    "a „{noun}” napirendi pontot a befektetési bizottság levette a napirendről",
    "a limitre ({noun}) vonatkozó előterjesztést visszavonták, júniusban újra benyújtják",
    "a befektetési politika tervezetében még ez áll: „{noun}: [IT dönt]”",
    "a kockázatkezelési vezető véleménye ({noun}) még nem érkezett meg",
    "az MNB válasza még nem jött meg (tárgy: {noun}, iktatószám H-PF-III-112/2025)",
)
_REQUEST_FRAMES: Final = (
    "Feladó: "
    + _CIO
    + " (befektetési vezető)\nCímzett: Befektetési csapat\nTárgy: Újrasúlyozás 2025. I. "
    "negyedév\n\nSziasztok!\n\nTudnátok {task}? Fontos: {deferral}.\n\nKöszönöm,\nJudit",
    "MEGHÍVÓ – a befektetési bizottság 3/2025. ülése (2025. április 10., 10:00)\nNapirend:\n"
    "1. Az előző ülés jegyzőkönyvének hitelesítése\n2. Megbízás a befektetési területnek: "
    "{task}\n3. Egyebek\nMegjegyzés: {deferral}.",
    "Teams – Fekete Judit (9:12): tudnád {task}? fyi {deferral}",
    "FELJEGYZÉS\nKészült: a befektetési bizottság tagjai részére\nKészítette: befektetési "
    "terület\nKelt: Budapest, 2025. március 27.\n\n{Deferral}. Addig is a feladat: {task}.",
    "Feladatlista – kockázatkezelés (állapot: 2025.03.28.)\n2025/09. feladat | {Task} | "
    "felelős: befektetési vezető | állapot: folyamatban\nMegjegyzés: {deferral}.",
    "Az MNB 2025. április 30-ig kiegészítő adatszolgáltatást kér.\nAz ügyvezető kérése: a "
    "befektetési terület feladata előbb {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {teny}, {kihasznaltsag}), its value's form ("bare" the number in the constraint's
    unit as the letétkezelő's file holds it, "figures" one of its written forms, "words" a
    written form or its words, "table" a written form beside the limittábla's tény), its kind,
    and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "KIVONAT a(z) "
        + _FUND
        + " Igazgatótanácsának 2025. február 20-i üléséről készült jegyzőkönyvből\n"
        "14/2025. (II. 20.) IT határozat: Az Igazgatótanács öt igen szavazattal, egyhangúlag "
        "jóváhagyja a befektetési politika 4. számú mellékletét, amely szerint {noun}: {sign} "
        "{v}. A 15. napirendi pontot (új vagyonkezelő kiválasztása) elnapolta.\nK.m.f.\n"
        "dr. Szalai Erzsébet s. k., elnök – Varga Anikó s. k., jegyzőkönyvvezető",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Feladó: "
        + _CIO
        + " (befektetési vezető)\nCímzett: Befektetési csapat; Kockázatkezelés\nTárgy: VS: "
        "Újrasúlyozás 2025. I. negyedév\n\nSziasztok!\n\n{Noun}: {sign} {v}. Ezt hagyta jóvá "
        "az IT februárban – nem a tervezetben szereplő számot.\n\nÜdv.:\nJudit",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Limittábla – kockázatkezelés, állapot: 2025.03.31. (a befektetési bizottság részére)\n"
        "| Limit | Tény | Korlát | Kihasználtság |\n|---|---|---|---|\n| {Noun} | {teny} | "
        "{short} {v} | {kihasznaltsag} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "BEFEKTETÉSI POLITIKA (hatályos 2025. március 1-jétől) – 4. számú melléklet: "
        "Befektetési limitek\n4.1. A limiteket piaci értéken, a származtatott ügyletek "
        "hatásával együtt kell számítani.\n4.3. {Noun}: {sign} {v}.\n4.6. A limittúllépést "
        "haladéktalanul jelenteni kell az ügyvezetőnek és az igazgatótanácsnak.",
        "figures",
        "mandate",
        first=True,
    ),
    _Stating(
        "LIMITPARAMÉTEREK – Lánchíd Bank Zrt. (letétkezelő), befektetési korlátok ellenőrzése\n"
        "[{key}]\nleiras = {noun}\nmertekegyseg = {unit}\nertek = {v}\ntipus = kemeny\nforras = "
        "befektetési politika, 4. számú melléklet",
        "bare",
        "template_inputs",
    ),
)

#: how the letétkezelő's limitparaméterek name a unit
_UNIT_WORDS: Final = {"fraction": "arany (tizedes)", "bps": "bazispont", "count": "db"}


def _real(s: _Subject, value: float) -> float:
    """The limittábla's tény inside the limit: above a floor, below a cap (whole kibocsátók and
    basis points)."""
    used = value * 1.25 if s.floor else value * 0.75
    if s.unit in ("count", "bps"):
        return float(round(used))
    return round(used, 4)


def _usage(s: _Subject, value: float, used: float) -> str:
    """Kihasználtság as the limittábla writes it ("75%"): the tény over a cap, the floor over
    the tény."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)}%"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the letétkezelő's file holds it: a share with
    three decimals ("0,350", "0,040"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    teny = usage = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the tény inside the limit, a decoy in the same form
        used = _real(s, value)
        written, teny = s.alike((value, used), rng.randrange(12), apart=True)
        usage = _usage(s, value, used)
    elif stating.form == "words":  # a jegyzőkönyv: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(4), words=True)
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
        teny=teny,
        kihasznaltsag=usage,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the befektetési
    politika's melléklet came before the request and is cited as a clause, the letétkezelő's
    limitparaméterek after it."""
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
    "befektetesi_politika_2025": {
        "altalanos_elvek": [
            "A pénztár vagyonát a tagok érdekében, biztonságosan, jövedelmezően és megfelelő "
            "likviditás mellett kell befektetni.",
            "A nettó hozamot (2024-ben 9,7%) a referenciaindexszel (9,2%) vetjük össze; a "
            "referenciaindex nem befektetési limit.",
            "A pénztár nem fektet be a kizárási listán szereplő kibocsátókba (vitatott "
            "fegyverek, energetikai szén, dohányipar).",
            "Származtatott ügyletet csak fedezeti céllal vagy a portfóliókezelés hatékonyságának "
            "növelésére lehet kötni; fedezetlen short pozíció nem nyitható.",
            "Az igazgatótanács a befektetési politikát évente legalább egyszer felülvizsgálja.",
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

#: another limit beside it in the 4. számú melléklet: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "RESZV_MAX": ("Feltörekvő piaci részvények, max.", 0.07),
    "INGATL_MAX": ("Egy ingatlanalap, max.", 0.025),
    "KIBOCS_MAX": ("Egy származtatott partner, max.", 0.015),
    "DEVIZA_MAX": ("Feltörekvő piaci devizák, max.", 0.025),
    "TE_MAX": ("Kötvényportfólió tracking error, max.", 60.0),
    "ALLAMP_MIN": ("Likvid eszközök, min.", 0.03),
    "KIBSZAM_MIN": ("Hazai részvénykibocsátók, min.", 8.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point or kibocsátó)."""
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
    if structure == 0:  # the befektetési politika of 2023, or a tervezet
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "A 2023. december 14-én jóváhagyott befektetési politikában a(z) "
                f"„{noun}” limit {wrong} volt. Az IT 2025. február 20-án új limitet "
                f"hagyott jóvá: {right}, 2025. március 1-jétől hatályos."
            )
        else:
            text = (
                f"A tervezetben (3. változat, január) {noun}: {wrong}. Az elfogadott "
                f"befektetési politikában a limit {right}, ezt kell betartani."
            )
    elif structure == 1:  # an indítvány the igazgatótanács or the bizottság did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"A befektetési terület javasolta, hogy a(z) „{noun}” limit {wrong} "
                "legyen. Az IT az indítványt két igen és öt nem szavazattal elutasította; a "
                f"limit továbbra is {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"A kockázatkezelési vezető {wrong} értéket javasolt ({noun}), de a javaslatot "
                f"az ülés előtt visszavonták. Hatályos a befektetési politika szerinti {right}."
            )
        elif variant % 4 == 2:
            text = (
                f"A(z) „{noun}” limit {wrong} értékre módosításáról szóló előterjesztést az "
                "IT levette a napirendről (2025. március 20., 9. napirendi pont). Amíg nem "
                f"dönt, a limit {right}."
            )
        else:
            text = (
                "A befektetési bizottság elnapolta azt az előterjesztést, amely szerint a(z) "
                f"„{noun}” limit {wrong} lett volna. Hatályos limit: {_short(s)} {right}."
            )
    elif structure == 2:  # the limittábla's tény
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Kockázatkezelési jelentés, 2025. I. negyedév: {noun} 2025.03.31-én {wrong}, "
                f"a limit {right}. Limittúllépés nem volt."
            )
        else:
            usage = _usage(s, value, wrong_value)
            text = (
                "| Limit | Tény 2025.03.31. | Korlát | Kihasználtság |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {usage} |"
            )
    elif structure == 3:  # another limit beside it in the 4. számú melléklet
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Befektetési politika, 4. számú melléklet (kivonat)\n- " + "\n- ".join(lines)
    else:  # the önkéntes pénztárak átlaga or the ALM-elemzés's unconstrained portfolio
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Összehasonlításképpen: az önkéntes pénztárak átlaga (MNB pénztárstatisztika, "
                f"2024. IV. negyedév) a(z) „{noun}” tekintetében {wrong}. A mi befektetési "
                f"politikánkban a limit {right}, és ezt tartjuk be."
            )
        else:
            text = (
                "ALM-elemzés 2025: a korlátozás nélküli optimális portfólióban a(z) "
                f"„{noun}” {wrong} lett volna; az IT a befektetési politikában {right} limitet "
                "tartott meg."
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


# --- mandate clauses: the befektetési politika's melléklet, the MNB's letter, the English annex,
# the igazgatótanács's határozatok, the limittábla and the befektetési bizottság's jegyzőkönyv ---


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 0:  # the befektetési politika's 4. számú melléklet, as records in a list
        limitek: list[JsonValue] = [
            {
                "pont": "4.1",
                "szoveg": "A limiteket piaci értéken, a származtatott ügyletekkel együtt kell "
                "számítani; a kockázatkezelés naponta ellenőrzi őket.",
            },
            {"pont": "4.2", "szoveg": f"{_cap(noun)}: {_sign(s)} {s.render(value, style)}."},
            {
                "pont": "4.3",
                "szoveg": "A kötvényportfólió duration-je 2–6 év; minősítés legalább BBB-.",
            },
        ]
        return (
            {
                "befektetesi_politika_2025": {
                    "hatalyos": "2025.03.01.",
                    "melleklet_4_limitek": limitek,
                }
            },
            None,
            "befektetesi_politika_2025.melleklet_4_limitek[1].szoveg",
        )
    if shape == 1:  # the MNB's felügyeleti levél, as a message
        letter = (
            "MAGYAR NEMZETI BANK – Pénztárfelügyeleti Főosztály\nIktatószám: H-PF-III-112/2025\n"
            "Budapest, 2025. február 14.\nTárgy: A helyszíni vizsgálat megállapításainak nyomon "
            "követése – "
            + _FUND
            + "\n\nAz Öpt. és a befektetési szabályok alapján felhívjuk a Pénztárt, hogy "
            f"biztosítsa: {noun} {_sign(s)} {s.render(value, style)} legyen.\nKérjük, "
            "intézkedési tervét 2025. április 30-ig küldje meg."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the vagyonkezelési szerződés's English Annex 3, as a message
        annex = (
            "ASSET MANAGEMENT AGREEMENT – Annex 3 (Investment Restrictions) between "
            + _FUND
            + " (the Fund) and "
            + _MANAGER
            + " (the Manager)\n3.1 The Manager shall comply with the Fund's investment policy "
            "(befektetési politika) as amended from time to time.\n"
            f"3.4 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\n3.7 Any breach shall be "
            "reported on the same business day and remedied within ten business days."
        )
        return None, annex, MANDATE_ID
    if shape == 3:  # the igazgatótanács's határozatok, adjectival, as records
        written = s.adj(value, style, words=True)
        hatarozatok: dict[str, JsonValue] = {
            "13/2025": "Az Igazgatótanács egyhangúlag elfogadta a 2024. évi beszámolót.",
            "14/2025": f"Az Igazgatótanács öt igen szavazattal jóváhagyta: {noun}, {written} "
            f"{_bound(s)}.",
            "15/2025": "Az új vagyonkezelő kiválasztását az Igazgatótanács elnapolta.",
        }
        return (
            {"it_jegyzokonyv_2025_02_20": {"hatarozatok": hatarozatok}},
            None,
            "it_jegyzokonyv_2025_02_20.hatarozatok.14/2025",
        )
    if shape == 4:  # the kockázatkezelés's limittábla, with a decoy tény
        used = _real(s, value)
        written, teny = s.alike((value, used), style, apart=True)
        table = (
            "LIMITTÁBLA – az IT által jóváhagyott korlátok (kockázatkezelés, 2025.03.31.)\n"
            "| Limit | Korlát | Tény | Kihasználtság |\n|---|---|---|---|\n"
            f"| {_cap(noun)} | {_short(s)} {written} | {teny} | {_usage(s, value, used)} |"
        )
        return None, table, MANDATE_ID
    written = s.render(value, style, words=True)
    minutes = (
        "JEGYZŐKÖNYV – a befektetési bizottság 2/2025. üléséről (2025. március 12.)\n"
        "Jelen vannak: Kovács-Bíró Gábor elnök, két tag, az ügyvezető és a befektetési vezető.\n"
        f"BB 7/2025. (III. 12.) sz. határozat: a bizottság egyhangúlag megerősíti, hogy {noun} "
        f"{_sign(s)} {written}.\nBB 8/2025. (III. 12.) sz. határozat: a bizottság a következő "
        "ülést 2025. június 11-re hívja össze."
    )
    return None, minutes, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Súlyozzátok újra a portfóliót a befektetési politika, az MNB levele és a vagyonkezelési "
    "szerződés limitjein belül.",
    "Please frissítsétek az allokációt within all limits.",
    "Az IT 2025. május 22-i ülésére: optimalizáljátok az allokációt a limitjeinken belül.",
    "Tegyétek be a negyedéves tagdíjbevételt (1.250 millió Ft) limittúllépés nélkül.",
    "Készítsetek stratégiai allokációs javaslatot 2025. III. negyedévre, limittúllépés nélkül.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2 + i // 7,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 4) % 4 != 3,
    rationale="a pénztár dokumentált limitje",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a stratégiai arány {mid}: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Befektetési politika 2025, 3. pont (stratégiai eszközallokáció): {noun} – sáv {lo}–{hi}, "
    "stratégiai arány {mid}; a sávon belül a befektetési vezető dönt.",
    "| Eszközosztály | Stratégiai arány | Alsó korlát | Felső korlát | Döntési jogkör a sávon "
    "belül |\n|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | Befektetési vezető |",
    "Az IT egyhangúlag úgy határozott (16/2025. (III. 20.) IT határozat), hogy a befektetési "
    "terület külön IT-döntés nélkül bárhol megállapíthatja: {noun} {lo} és {hi} között.",
    "{lo} és {hi} között a(z) {noun} szintje a napi portfóliókezelés része: a befektetési "
    "vezető dönt róla, és a befektetési bizottságnak beszámol.",
    "Under the side letter to the asset management agreement the Manager may set the level "
    "for „{noun}” anywhere between {lo} and {hi}; no further instruction is needed within it.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Az IT a stratégiai arányt {point} szinten rögzítette ({noun}). A {lo}–{hi} sávra "
        "vonatkozó indítványt két igen és öt nem szavazattal elutasította; itt nincs mozgástér.",
        "Az IT a {lo}–{hi} sávra vonatkozó indítványt ({noun}) öt igen szavazattal elfogadta; "
        "a sávon belül a befektetési terület dönt.",
    ),
    (
        "A {lo}–{hi} sávról szóló előterjesztést ({noun}) az IT levette a napirendről "
        "(2025. február 20., 8. napirendi pont). Addig a stratégiai arány {point}.",
        "A {lo}–{hi} sávról szóló előterjesztést ({noun}) az IT egyhangúlag elfogadta "
        "(2025. február 20., 8. napirendi pont). A befektetési vezető a sávon belül választ.",
    ),
    (
        "A kockázatkezelési vezető {lo}–{hi} sávot javasolt ({noun}), de a javaslatot az ülés "
        "előtt visszavonták; a stratégiai arány {point}, amíg az IT másként nem dönt.",
        "A kockázatkezelési vezető {lo}–{hi} sávot javasolt ({noun}), és az IT a javaslatot "
        "jóváhagyta; a befektetési vezető a sávon belül állítja be a szintet.",
    ),
    (
        "A befektetési bizottság elnapolta a {lo}–{hi} mozgástérről szóló előterjesztést "
        "({noun}). A {point} stratégiai arány marad hatályban.",
        "A befektetési bizottság elfogadta a {lo}–{hi} mozgástérről szóló előterjesztést "
        "({noun}). A befektetési vezető a sávon belül választ.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A sáv's noun."""
    return {"noun": rng.choice(s.nouns)}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A sáv's bound as the tables write it, without a tail: "21%" or "21,0%" for a share, "120
    bp" for the tracking error."""
    if s.unit == "bps":
        return {"bp": f"{_g(value)} bp"}
    return {"pc": f"{_pct(value)}%", "p1": f"{_pct1(value)}%"}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A sáv's alsó korlát, felső korlát and stratégiai arány in one form; the stratégiai arány
    is the level a refusal fixes (`point="mid"`)."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the befektetési politika (fields), a kivonat of the igazgatótanács's
    jegyzőkönyv (a mandate message) or the vagyonkezelési szerződés's melléklet (fields)."""
    if shape == 0:
        return {"befektetesi_politika_2025": {"strategiai_eszkozallokacio": text}}, None
    if shape == 1:
        return None, (
            "KIVONAT az Igazgatótanács 2025. február 20-i üléséről készült jegyzőkönyvből – "
            f"Stratégiai eszközallokáció és sávok\n\n{text}\n\nK.m.f.\nVarga Anikó s. k., "
            "jegyzőkönyvvezető"
        )
    return {
        "vagyonkezelesi_szerzodes": {
            "melleklet_2_mozgaster": [
                "A vagyonkezelő a Pénztár befektetési politikájának megfelelően jár el.",
                text,
            ]
        }
    }, None


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: a quarter of the way from the sáv's low end to its top, the same
    for a granted and a refused sáv."""
    low, high, _ = bounds
    return round(low + (high - low) * 0.25, 6)


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 2 * i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="mid",
    refused_value=_quarter_up,
    low_ratio=0.6,
    assumed_value=_quarter_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DECISION: Final = "18/2025. (III. 20.) IT határozat:\n"
_BB: Final = "A befektetési bizottság 2025. március 12-i jegyzőkönyve, 4. napirendi pont: "

#: whole statements of each objective, as the befektetési politika, an IT határozat, the
#: befektetési bizottság's jegyzőkönyv and the ALM-elemzés put them; the first of each is one
#: line, so that a jegyzőkönyv, a helyesbítés or a visszavont határozat can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Befektetési politika 2025, 2. pont (célok): a legjobb hozam egységnyi kockázatra – a "
        "Sharpe-mutató maximalizálása.",
        _DECISION + "Az Igazgatótanács úgy határoz, hogy az allokációt a legjobb kockázattal "
        "korrigált hozam (Sharpe-mutató) alapján kell megválasztani; a többlethozam hajszolása "
        "többletkockázattal nem cél.",
        _BB + "a bizottság a kockázattal korrigált hozam (Sharpe-mutató) optimalizálását kéri, "
        "nem a tracking error csökkentését.",
        "ALM-elemzés 2025, javaslat: azt a portfóliót választjuk, amelynek várható hozama "
        "egységnyi volatilitásra a legnagyobb (maximális Sharpe). A referenciaindexet külön "
        "figyeljük.",
    ),
    "variance": (
        "Befektetési politika 2025, 2. pont (célok): a tagi egyenlegek lehető legkisebb "
        "ingadozása – minimális varianciájú portfólió.",
        _DECISION + "Az Igazgatótanács úgy határoz, hogy az allokáció varianciáját minimalizálni "
        "kell; a várható hozamok nem részei az optimalizálásnak.",
        _BB + "mindenekelőtt a tagi egyenlegek ingadozását kell csökkenteni. A portfólió "
        "varianciáját minimalizáljuk, a várható hozamoktól függetlenül.",
        "ALM-elemzés 2025, javaslat: a volatilitást minimalizáljuk hozamcél nélkül; a "
        "referenciaindexet figyeljük, de nem optimalizálunk rá.",
    ),
    "tracking": (
        "Befektetési politika 2025, 2. pont (célok): a hozam a lehető legközelebb a "
        "referenciaindexhez, a lehető legkisebb eltéréssel.",
        _DECISION + "Az Igazgatótanács úgy határoz, hogy a portfólió a lehető legkisebb "
        "tracking errorral kövesse a referenciaindexet.",
        _BB + "a vagyonkezelőt a referenciaindexhez mérjük; a tracking errort kell "
        "minimalizálni hozzá képest.",
        "ALM-elemzés 2025, javaslat: maradjunk a lehető legközelebb a benchmarkhoz; olyan "
        "súlyokat javasolunk, amelyek a várható követési eltérést minimalizálják.",
    ),
    "return": (
        "Befektetési politika 2025, 2. pont (célok): a legnagyobb várható hozam, kockázati "
        "büntetőtag nélkül a célfüggvényben – a kockázatot a limitek kezelik.",
        _DECISION + "Az Igazgatótanács úgy határoz, hogy a súlyokkal a legnagyobb várható hozamot "
        "kell elérni; a kockázatot a befektetési politika limitjei korlátozzák, nem a "
        "célfüggvény.",
        _BB + "a várható hozamot maximalizáljuk a befektetési politika limitjein belül; a "
        "célfüggvényben nincs kockázati korrekció.",
        "ALM-elemzés 2025, javaslat: hosszú távon a legnagyobb várható hozamú portfólióval "
        "modellezünk; a kockázatot a limitek kezelik. Tehát nem Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Módosítás az IT 2025. május 22-i ülése után: a megfogalmazás megváltozott, most így "
    "szól:\n\n{new}",
    "Judit, 16:05 – felejtsétek el a reggeli üzenetemet a célról. Beszéltem az ügyvezetővel:"
    "\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Befektetési politika 2025 – az allokáció alapja:\n\n{ask}",
    "{ask}\n\nKérem, ennek megfelelően frissítsétek az allokációt. – FJ",
    "Pénztári vagyon 2024. december 31-én: 186,4 milliárd forint (214.380 tag); nettó hozam "
    "2024: 9,7%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="A pénztári vagyon allokációja (" + _FUND + ")",
    purpose="az allokáció kiszámítása",
    custom_reason="no platform solver for this objective",
    custom_purpose="allokáció",
    section_title="Allokáció és súlyok",
    description="súlyok",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The igazgatótanács's jegyzőkönyv: a member's módosító indítvány was not supported, the
    előterjesztés was adopted."""
    return (
        "JEGYZŐKÖNYV – Igazgatótanács, 2025. május 22., 4. napirendi pont: a befektetési "
        "tevékenység célja\nNagy-Szabó László IT-tag módosító indítványa "
        f"(„{_one_line(old_kind, old)}”) nem kapott támogatást (két igen, öt nem). Az IT "
        "öt igen szavazattal elfogadta az "
        f"ügyvezető előterjesztését: „{ask.replace(chr(10), ' ')}”"
    )


def _corrected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The befektetési vezető's e-mail correcting, in the same mail, the morning's wording."""
    return (
        "Feladó: " + _CIO + "\nTárgy: HELYESBÍTÉS: célfüggvény\n\nA reggel küldött "
        f"megfogalmazást („{_one_line(old_kind, old)}”) visszavonom. A helyes, IT által "
        f"jóváhagyott megfogalmazás:\n\n{ask}\n\nÜdv.:\nJudit"
    )


def _revoked(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A befektetési bizottság határozat revoking the earlier one and stating the right aim."""
    return (
        "BB 9/2025. (IV. 10.) sz. határozat: a bizottság a BB 5/2025. (II. 12.) sz. határozatát "
        f"(„{_one_line(old_kind, old)}”) visszavonja, és helyette a következőt fogadja el:\n\n{ask}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn (`i % 5`, so each meets both modes): a framed request (0), an IT
    jegyzőkönyv whose módosító indítvány was not supported (1), a HELYESBÍTÉS e-mail (2), an
    earlier message a later one replaces (3: a módosítás after the IT or from the befektetési
    vezető, by turns of two cases) and a BB határozat revoking the earlier one (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 2: _corrected, 4: _revoked},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 7 * i + 2,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ANCHORED (expanding) walk-forward folds, each trained from 3 January 2011 to the end of
#: the year before its single calendar year of test (2018 to 2021), Budapesti Értéktőzsde sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2011, 1, 3),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 28)),
        (date(2018, 12, 28), date(2019, 1, 2), date(2019, 12, 30)),
        (date(2019, 12, 30), date(2020, 1, 2), date(2020, 12, 30)),
        (date(2020, 12, 30), date(2021, 1, 4), date(2021, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "a BUX index napi záróértékei, 2011.01.03.–2019.06.28.",
        "a BUX index napi záróértékei, 2011.01.03.–2017.12.29.",
    ),
    (
        "az MSCI World (forintban) havi adatai 2011. januártól 2018. decemberig",
        "az MSCI World (forintban) havi adatai 2011. januártól 2017. decemberig",
    ),
    (
        "a KSH fogyasztóiár-indexe havonta, 2011. január – 2018. június",
        "a KSH fogyasztóiár-indexe havonta, 2011. január – 2017. november",
    ),
    (
        "a pénztár tagdíjbevételei és kifizetései negyedévente, 2011. I. – 2019. II. negyedév",
        "a pénztár tagdíjbevételei és kifizetései negyedévente, 2011. I. – 2017. III. negyedév",
    ),
    (
        "az ÁKK referenciahozamai hó végi adatokkal 2011 januárjától 2020 decemberéig",
        "az ÁKK referenciahozamai hó végi adatokkal 2011 januárjától 2017 decemberéig",
    ),
    (
        "a MAX index heti adatai 2011 1. hetétől 2018 26. hetéig",
        "a MAX index heti adatai 2011 1. hetétől 2017 51. hetéig",
    ),
)
_ACTIONS: Final = (
    "a várható hozamokat és korrelációkat becsültük",
    "az újrasúlyozási sávokat kalibráltuk",
    "a devizafedezési arányt optimalizáltuk",
    "a tagdíjbevételek és kifizetések modelljét becsültük",
    "a tracking error faktormodelljét becsültük",
)
_LEAK_FRAMES: Final = (
    "ALM-elemzés 2025, 3. fejezet – feltevések: {action} ({period} alapján).",
    "Kockázatkezelési jelentés (2025. április 8.): {action}, adatforrás: {period}; a "
    "paraméterek mind a négy ablakban változatlanok.",
    "Belső ellenőrzési jelentés, 2. melléklet (backtest): {action} egyszer, a teljes "
    "adatsoron ({period}), a walk-forward ablakok futtatása előtt.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "A backtest részvényportfóliója azokból a társaságokból áll, amelyek ma a BUX "
        "kosarában vannak.",
        "A backtest részvényportfóliója azokból a társaságokból áll, amelyek az adott "
        "újrasúlyozási napon a BUX kosarában voltak, a később kivezetettekkel együtt.",
    ),
    (
        "A 2025-ös kizárási listát (vitatott fegyverek, energetikai szén) minden tesztévre "
        "alkalmazzuk.",
        "Minden tesztévben azt a kizárási listát alkalmazzuk, amelyet az IT akkor már jóváhagyott.",
    ),
    (
        "Minden tesztévben a 2025-ös halandósági táblát használjuk, visszamenőleg 2018-ig.",
        "Minden tesztévben azt a halandósági táblát használjuk, amely az adott év kezdetén "
        "már érvényben volt.",
    ),
    (
        "Az ingatlanalapokat a független értékbecslők éves értékelésével áraztuk, már az "
        "értékelt negyedév végétől.",
        "Az ingatlanalapokat csak azokkal az értékekkel áraztuk, amelyek az adott napon már "
        "ismertek voltak, egy negyedéves késleltetéssel.",
    ),
)
_LEAK_ASKS: Final = (
    "A befektetési bizottság a döntés előtt látni szeretné az új újrasúlyozási sávok "
    "walk-forward tesztjét négy évre.",
    "Please run a walk-forward backtest (expanding window, négy tesztév) a devizafedezési "
    "politikára az ALM-elemzés 2025-höz.",
    "Megbízás a befektetési területnek: teszteljétek a stratégiai allokációt walk-forward "
    "módszerrel, 2018 és 2021 közötti tesztévekkel, az éves beszámolóhoz.",
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

_COMPANY: Final = "Alföldi Gyógyszergyár"
_ENTITY: Final = "ent_alfoldi_gyogyszergyar"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("2024. IV. negyedévben az előző negyedévhez képest", (14, 15)),
    ("2024-ben", (11, 15)),
    ("2024 második félévében", (13, 15)),
    ("2022 végétől 2024 végéig", (7, 15)),
    ("2021 első negyedéve óta", (0, 15)),
    ("a 2021. II. negyedévtől", (1, 15)),
    ("2022. június 30. és 2023. szeptember 30. között", (5, 10)),
    ("2023-ban", (7, 11)),
    ("2023 első félévében", (7, 9)),
    ("a 2022. III. és a 2024. II. negyedév között", (6, 13)),
    ("a tőzsdei bevezetés (1997) óta", None),
    ("az elmúlt tíz évben", None),
    ("a rendszerváltás óta", None),
)

#: what the claims answer: the befektetési bizottság's point on voting the shares
_REQUEST: Final = TrendRequest(
    question="A befektetési bizottság 2025. március 26-i ülésére (4. napirendi pont, szavazati "
    "jogok gyakorlása): hogyan alakult az {company} teljesítménye?",
    heading="### Kibocsátói elemzés – Alföldi Gyógyszergyár Nyrt. (BÉT: ALFGY), 2024. IV. "
    "negyedéves gyorsjelentés",
    as_of="2025-03-05",
)


#: "mintegy 12%-kal", "több mint 10%-kal", "közel 15%-kal"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="több mint {}%-kal",
    short="közel {}%-kal",
    about="mintegy {}%-kal",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in százalékpont with a decimal comma ("1,4 százalékponttal"); "" below
    0,3."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " százalékponttal" if change >= 0.3 else ""


def _by_units(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("0,4 egységgel"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " egységgel" if change >= 0.1 else ""


def _by_bn(a: float, b: float) -> str:
    """A move in milliárd forint with a decimal comma ("3,2 milliárd forinttal"); "" below 0,5
    milliárd."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " milliárd forinttal" if change >= 0.5 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "HUF"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} 2024 minden negyedévében meghaladta az egy évvel korábbit",
        "{s} 2024 minden negyedévében elmaradt az egy évvel korábbitól",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_huf_bn",
        (
            38.2,
            41.5,
            40.3,
            45.1,
            44.6,
            48.9,
            47.2,
            53.8,
            52.4,
            57.1,
            55.9,
            63.4,
            62.8,
            69.5,
            68.1,
            77.9,
        ),
        ("Az árbevétel", "Az Alföldi Gyógyszergyár nettó árbevétele", "A konszolidált árbevétel"),
        (
            ("{s} {m} nőtt", rose),
            ("{s} {m} csökkent", fell),
            ("{s} nem csökkent", held_up),
            ("{s} egyetlen negyedévben sem csökkent az előzőhöz képest", never_fell),
            ("{s} nem nőtt", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            24.1,
            25.3,
            23.8,
            26.0,
            22.4,
            21.7,
            19.8,
            23.1,
            24.5,
            25.9,
            25.2,
            27.4,
            26.8,
            27.9,
            27.1,
            29.3,
        ),
        ("Az EBITDA-marzs", "Az Alföldi Gyógyszergyár EBITDA-marzsa", "A működési marzs"),
        (
            ("{s} {m} javult", rose),
            ("{s} {m} romlott", fell),
            ("{s} nem romlott", held_up),
            ("{s} nem javult", held_down),
            ("{s} egyszer sem csökkent negyedévről negyedévre", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} 2024 minden negyedévében jobb volt, mint 2023 azonos negyedévében",
            "{s} 2024 minden negyedévében gyengébb volt, mint 2023 azonos negyedévében",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (1.6, 1.5, 1.7, 1.4, 1.9, 2.3, 2.6, 2.2, 2.0, 1.8, 1.7, 1.5, 1.4, 1.3, 1.2, 1.0),
        (
            "A nettó adósság/EBITDA",
            "Az Alföldi Gyógyszergyár eladósodottsága (nettó adósság/EBITDA)",
            "A nettó adósság és az EBITDA aránya",
        ),
        (
            ("{s} {m} csökkent", fell),
            ("{s} {m} emelkedett", rose),
            ("{s} nem emelkedett", held_down),
            ("{s} egyszer sem emelkedett negyedévről negyedévre", never_rose),
            ("{s} minden negyedévben csökkent", fell_every_quarter),
        ),
        _by_units,
        False,
        (
            "{s} 2024 minden negyedévének végén magasabb volt, mint egy évvel korábban",
            "{s} 2024 minden negyedévének végén alacsonyabb volt, mint egy évvel korábban",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "cis_export_revenue_huf_bn",
        (9.8, 10.4, 10.1, 11.2, 8.9, 6.1, 5.8, 6.4, 5.9, 5.2, 5.0, 4.8, 4.5, 4.1, 3.9, 3.6),
        ("A FÁK-export", "Az Alföldi Gyógyszergyár FÁK-exportja", "A FÁK-piaci árbevétel"),
        (
            ("{s} {m} csökkent", fell),
            ("{s} {m} nőtt", rose),
            ("{s} minden negyedévben csökkent", fell_every_quarter),
            ("{s} nem nőtt", held_down),
            ("{s} nem csökkent", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_huf_bn",
        (5.1, 6.3, 5.8, 4.9, 4.2, 3.1, -7.4, 2.8, 5.6, 7.2, 6.9, 8.1, 8.4, 9.6, 9.1, 11.2),
        (
            "Az adózott eredmény",
            "Az Alföldi Gyógyszergyár adózott eredménye",
            "Az anyavállalat részvényeseire jutó eredmény",
        ),
        (
            ("{s} {m} javult", rose),
            ("{s} {m} romlott", fell),
            ("{s} nem romlott", held_up),
            ("{s} nem javult", held_down),
            ("{s} egyszer sem csökkent az előző negyedévhez képest", never_fell),
        ),
        _by_bn,
        False,
        (
            "{s} 2024 minden negyedévében jobb volt, mint egy évvel korábban",
            "{s} 2024 minden negyedévében rosszabb volt, mint egy évvel korábban",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} 2024-ben gyorsabban nőtt, mint 2023-ban",
    slower="{s} 2024-ben lassabban nőtt, mint 2023-ban",
    grew="{s} a 2022. IV. és a 2024. IV. negyedév között évi átlagban kétszámjegyű ütemben nőtt",
    shrank="{s} a 2022. IV. és a 2024. IV. negyedév között évi átlagban kétszámjegyű ütemben "
    "csökkent",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2024's pace against 2023's and the two-year compound rate (a rise
    or, `shrinking`, a fall), then year over year in each quarter of 2024. Pairs too close to
    call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "A befektetési bizottság 2025. március 26-i jegyzőkönyve, 4. napirendi pont: {claim} [1]. "
    "A Pénztár {db} Alföldi-részvényt tart (piaci érték: {ert}).",
    "{Claim} [1] – Mark Ellison (Pannonvölgy Alapkezelő), quarterly comment; position "
    "unchanged at {db}.",
    "| Kibocsátó | Darabszám | Piaci érték | Megjegyzés |\n|---|---|---|---|\n| Alföldi "
    "Gyógyszergyár Nyrt. (ALFGY) | {db} | {ert} | {Claim} [1] |",
    "Vagyonkezelői negyedéves jelentés, 2024. IV. negyedév, 3. melléklet: {claim} [1]. Piaci "
    "érték 2024. december 31-én: {ert}.",
    "Szavazati jogok gyakorlása – éves rendes közgyűlés, 2025. április 24.: {claim} [1], ezért a "
    "Pénztár az osztalékjavaslat (részvényenként 410 Ft) támogatására utasítja a vagyonkezelőt.",
)

_HOLDING_VALUES: Final = ("2 184,6 millió Ft", "2,18 milliárd forint", "2.184,6 millió Ft")
_SHARE_COUNTS: Final = ("412 500 db", "412.500 db", "412 500 részvény")


def _holding(rng: random.Random) -> dict[str, str]:
    """The fund's darabszám of Alföldi shares and their piaci érték, drawn for each claim's
    frame."""
    return {"db": rng.choice(_SHARE_COUNTS), "ert": rng.choice(_HOLDING_VALUES)}


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
        left_out=lambda h, w, c: h.startswith("2024. IV. negyedévben") and "negyedév" in c,
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
    """Batch ZZZZI: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
