"""Held-out batch ZZZZE: every flaw kind again, in the voice of a Prague penzijní společnost:
Vltava penzijní společnost, a.s. (a fictional pension company), managing the Vltava
transformovaný fond (TF, some 87,3 mld. Kč of the old penzijní připojištění) and three
účastnické fondy of doplňkové penzijní spoření - the Vltava povinný konzervativní fond (PKF), the
Vltava vyvážený účastnický fond and the Vltava dynamický účastnický fond (DÚF), whose allocation
every plan here is about - under zákon č. 427/2011 Sb., o doplňkovém penzijním spoření,
supervised by the Česká národní banka (ČNB). Its people and papers, written in Czech with its
case inflection and with the bit of English a Prague investment desk really uses ("tracking
error", "benchmark", "overweight", "fyi", an English Investment Management Agreement with a
London manager): the představenstvo (předseda Ing. Tomáš Novotný, člen Ing. Radek Šimek) and its
zápisy z jednání with their usnesení (P-2025/xx; schváleno jednomyslně, schváleno; neschváleno
(pro 2, proti 3), odloženo, staženo z programu jednání, zamítnuto; an úprava "původní znění «…»
se ruší a nahrazuje se zněním «…»"), the investiční výbor (its zápisy, program jednání, usnesení;
zapisovatelka Ing. Lucie Benešová), the investiční ředitelka (Ing. Petra Dvořáková, CFA) with
her e-maily, Teams messages, interní sdělení and OPRAVA, the risk manažer (Mgr. Jan Král) with
his měsíční zpráva o rizicích ("Ukazatel / Skutečnost / Limit / Čerpání"), stanovisko and
seznam otevřených bodů; the statut fondu (čl. 11 strategická alokace, čl. 12 investiční limity
under odstavce), the investiční strategie with its pásma and tabulka limitů and its příloha 2;
the depozitář's export kontrolních parametrů (Pražská depozitní banka, a.s., an XML-like
"<limit kod=… typ=… jednotka=…>0,3500</limit>" line); the ČNB's opatření k nápravě after a
kontrola na místě (č. j. 2025/045678/CNB/650, informovat do 30 dnů); an external manager's
English Investment Management Agreement (Thamesbridge Asset Management Ltd, Schedule 1 "Client
Restrictions" filled in by the investiční ředitelka, Schedule 2 "Investment Guidelines":
"maximum 35%", "150 bps", "1.2x", "30 issuers"); the pojistný matematik's ALM studie, the
interní audit and the auditor (Horák & Partner Audit, s.r.o.). Its number forms are Czech: a
decimal comma and space-grouped thousands ("87,3 mld. Kč", "1 245,8 mil. Kč"), "%" after a
space ("35 %", "35,0 % majetku fondu"), "procent", "p. b." and "procentního bodu", "bp" and
"bazických bodů", "1,2násobek", dates as "31. 3. 2025", "k 30. červnu 2025", "14. února 2025",
"1. čtvrtletí 2025", "2. pololetí 2024", "4Q24", "od začátku roku", "meziročně", the
abbreviations "tj.", "resp.", "tzv.", "mj.", and numbers in words in zápisy and usnesení
("třicet pět procent", "sto padesát bazických bodů", "třicet emitentů", "jedenapůlnásobek").

Batch ZZZZE is built like ZZZX and ZZZY - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZ and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`, which the shared module imports), the tests'
`heldout_checks`, the `HeldOutCase` / `TrendRequest` / `trend_claim_twins` part of
`reviews_heldout` and the contract models and id checks of `libs/contracts` (constraint units,
windows, id prefixes) were read for it; no rule, reviewer, reviewer or validator test,
validator, policy, benchmark result, benchmark document, ADR or other batch was read, and it was
not run against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZ's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - akcie, the nezajištěná cizoměnová aktiva, a
single emitent, the external mandate's tracking error in bazické body and, new, the fund's pákový
poměr as a cap MULTIPLE - and two floors: dluhopisy investičního stupně as a share and a count of
emitentů in the akciová složka), the misquote loop pairing them by `pair=2 * (i % 5) + i // 5` (each
of the five structures meets consecutive subjects, the runs starting two apart, all seven
misquoted), one structure in four wordings (neschváleno, staženo z programu jednání, odloženo,
zamítnuto); limits in words one style in FOUR (`words_every=4`) where a zápis or an usnesení says
them; the invented limit's answer in FIVE forms taken in turn (`i % 5`, odd, so each meets both
modes), on the subject `2 * i + 3`: the investiční výbor's zápis (with words) and the risk manažer's
e-mail (chat answers), the depozitář's export given BEFORE the request (`template_inputs`, "0,3500"
in the constraint's unit with four decimals and a decimal comma), the statut sent AFTER the request
(`mandate`, cited as a clause) and the manager's English Schedule 1 filled in by the investiční
ředitelka, also AFTER it (`template_inputs`); every other strategy case from the FIRST pair under a
mandate bounding other things (`other_at=0`); breaches in SIX shapes taken in turn (`shape=i % 6`,
each shape in both modes, four cases each), on the subject `3 * i + 2`, at 1.4 of a cap and 0.6 of a
floor, uncited twins at 0.75 of a cap and 1.3 of a floor, the clause cited in three rounds of four
(`(i // 6) % 4 != 2`: every shape cited thrice and uncited once) - the statut's čl. 12 under its
odstavce ("statut.cl_12_investicni_limity.odst_3"), the ČNB's opatření k nápravě, the English
guidelines, the představenstvo's zápis as records (`…usneseni[1].text`), the investiční strategie's
tabulka limitů (a decoy VaR row) and the investiční výbor's zápis (numbers in words); pásma over two
caps AND the bonds' floor (`floors=True`, `turn=2 * i` over three), the low end four fifths of the
top (`low_ratio=0.8`), each granted case assuming THREE QUARTERS of the way up the pásmo
(`assumed_value`), the flawed value 1.3 of the top of a cap or 0.8 of a floor's low end, a refusal
fixing the low end of a cap and the top of a floor, refused at `i % 6` in (2, 3) and placed in FOUR
shapes held six cases each (`(i // 6) % 4`: the statut's čl. 11, an usnesení of the představenstvo,
the investiční výbor's jednací řád and the investiční strategie's příloha 2); objectives in SIX
structures held three cases each (`structure=(i // 3) % 6`, each in both modes; the wanted objective
`2 * i + i // 8`), three withdrawing an earlier wording in the same text (the představenstvo's zápis
"se ruší a nahrazuje se zněním", the ředitelka's e-mail OPRAVA and a návrh stažený z programu
jednání beside the one schválený), one replacing it by a later message (from the ředitelka and after
the představenstvo by turns, `i % 2`); leakage over EIGHT ROLLING walk-forward folds, each trained
on the two years before the čtvrtletí it tests, from 1 October 2018 to 30 September 2020, the whole
sentence at every third case from the THIRD (`sentence_at=2`), placed in the reasoning first; and a
trend request of its own (the investiční výbor's bod on výkon hlasovacích práv, its heading, an
as-of date after the 2024 results) over SIXTEEN quarters (1Q21 - 4Q24) comparing 2024 with 2023
(`end=15`, the latest), a double-digit compound FALL claimed too (`shrinking=True`, of the emise
CO2), special pairs taken every FIFTH case in turn (`special_step=5`), extra frame parts drawn per
claim (`frame_parts`: the tržní hodnota of the position and its podíl) and a signed series (výsledek
hospodaření, losses in the 1Q22 zajištění margin calls and in the 3Q23 odvod z neočekávaných zisků).

Decoy numbers (no truth depends on them): the TF's majetek (87,3 mld. Kč) and the účastnické
fondy's (41,6 mld. Kč), the DÚF's 2024 zhodnocení (12,8 %, 1,9 p. b. above the benchmark) and od
začátku roku (2,7 %), the PKF's 4,1 %, the úplata za obhospodařování (0,8 % ročně), the
státní příspěvek (340 Kč), the 1 184 326 účastníků, the ČNB's repo sazba (3,50 %), the ČNB's č. j.
and its 30 dnů, zápis, bod and usnesení numbers, votes (pro 2, proti 3), the risk report's
"Skutečnost" and "Čerpání" beside a limit, other limity beside it in příloha 1 of the statut,
the modifikovaná durace of 4 to 7 let and minimální rating BBB-, the VaR (99 %, 10 dní, max.
6,5 %), the Asociace penzijních společností's averages and the ALM studie's unconstrained
portfolio quoted for comparison, the watched company's tržní hodnota, podíl, share price move
(+11,6 % meziročně) and dividenda (48 Kč na akcii). Its parts:

* limits as the penzijní společnost's people state them: akcie (a cap: "35 %", "35,0 % majetku
  fondu", "35 procent", "třicet pět procent"), nezajištěná cizoměnová aktiva ("15 %", "15,0 %",
  "15 % hodnoty majetku"), a single emitent ("5 %", "5,0 % na jednoho emitenta", "5 % majetku
  fondu"), the external mandate's tracking error ("150 bp", "150 bazických bodů", "1,50 p. b.
  ročně", "sto padesát bazických bodů"), the pákový poměr (a cap, a multiple: "1,2násobek
  fondového kapitálu", "1,2×", "120 % fondového kapitálu", "jedenapůlnásobek"), dluhopisy
  investičního stupně (a floor: "50 %", "50,0 % majetku fondu", "50 procent") and emitenti in the
  akciová složka (a floor, a count: "30 emitentů", "30 titulů", "30 různých emitentů", "třicet
  emitentů");
* requests (the ředitelka's e-mail, the investiční výbor's program jednání, a Teams message, an
  interní sdělení, the risk manažer's seznam otevřených bodů and a ČNB žádost o informace)
  deferring the limit to a představenstvo not yet held, a bod stažený z programu jednání, a
  návrh odložený, a návrh změny statutu reading "[doplní investiční výbor]", the risk manažer's
  stanovisko not yet given or the ČNB's answer not yet received;
* provenance misquoting its source: the statut of 15. 6. 2021 or a návrh změny statutu; a návrh
  neschválený, stažený, odložený or zamítnutý; the risk manažer's skutečnost (prose, or a
  "Ukazatel / Skutečnost k 31. 3. 2025 / Limit / Čerpání" table); another limit beside it in
  příloha 1; the APS ČR's averages or the ALM studie's unconstrained portfolio;
* objectives as the investiční strategie's bod 2, an usnesení of the představenstvo, the
  investiční výbor's zápis, the pojistný matematik's ALM studie and the risk manažer's
  stanovisko, some saying what is not the aim ("nikoli tracking error", "ne Sharpe");
* leakage as the ALM studie, the risk manažer's stanovisko and the interní audit write it:
  expected returns and correlations, rebalancing pásma, the poměr měnového zajištění, a model
  of příspěvky and výplaty dávek and the tracking error's factor model fitted on periods reaching
  into the test quarters (index PX, MSCI World v korunách, the ČSÚ's index spotřebitelských cen,
  the fund's own flows, the MF ČR's yield curve, iBoxx EUR Corporates spreads, PRIBOR 3M), and
  whole sentences (the ČSÚ's 2024 úmrtnostní tabulky applied back, today's PX constituents, the
  2025 vylučovací seznam in every period, audited real-estate valuations used before they
  came); each clean twin in the same form, ending before the first test date, and where the data
  come out late, ending where they were out before it;
* trend claims on Beskydská energetika, a.s. (Burza cenných papírů Praha: BSKE; a fictional
  Czech utility the DÚF holds) - tržby (mld. Kč, faster in 2024 than in 2023), EBITDA marže
  (moves in p. b.), čistý dluh/EBITDA (x), emise CO2 (mil. t, a double-digit compound fall from
  4Q22 to 4Q24) and výsledek hospodaření (signed, mld. Kč) over sixteen quarters, as the
  čtvrtletní zpráva's příloha, the investiční výbor's zápis, the external manager's comment (the
  claim first), an "Emitent / Tržní hodnota / Podíl na majetku / Komentář" table and the
  ředitelka's Teams summary for the představenstvo; horizons covered by the series against
  uncovered ones ("od privatizace v roce 1994"). Czech verbs agree with their subject, so each
  series' subjects share a gender and number and its claims are written for them. Whether a
  claim holds is computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
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

SEED: Final = 20270178
KINDS: Final = ALL_KINDS
TAG: Final = "zzzze"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzecz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzecz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzecz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzecz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzecz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzeczd"

_FUND: Final = "Vltava dynamický účastnický fond"
_COMPANY_PS: Final = "Vltava penzijní společnost, a.s."
_CIO: Final = "Petra Dvořáková"
_RISK: Final = "Jan Král"
_MANAGER: Final = "Thamesbridge Asset Management Ltd"


# --- numbers as a Prague penzijní společnost's odbor investic and risk management write them ----


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "35", "2,5", "31,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("35,0", "2,5"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as the zápisy and usnesení write some of them
_WORDS: Final[dict[float, str]] = {
    0.03: "tři",
    0.05: "pět",
    0.1: "deset",
    0.15: "patnáct",
    0.2: "dvacet",
    0.25: "dvacet pět",
    0.35: "třicet pět",
    0.4: "čtyřicet",
    0.5: "padesát",
    0.6: "šedesát",
    20.0: "dvacet",
    30.0: "třicet",
    40.0: "čtyřicet",
    100.0: "sto",
    150.0: "sto padesát",
    200.0: "dvě stě",
}
#: the multiples in words
_TIMES_WORDS: Final[dict[float, str]] = {
    1.5: "jedenapůlnásobek fondového kapitálu",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("třicet pět procent"), under the key "w", when the
    zápisy have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _equity_forms(value: float) -> dict[str, str]:
    """Akcie: "35 %", "35,0 % majetku fondu", "35 procent", "třicet pět procent"."""
    return {
        "pc": f"{_pct(value)} %",
        "mf": f"{_pct1(value)} % majetku fondu",
        "pr": f"{_pct(value)} procent",
        **_words(value, "procent"),
    }


def _fx_forms(value: float) -> dict[str, str]:
    """Nezajištěná cizoměnová aktiva: "15 %", "15,0 %", "15 % hodnoty majetku", "patnáct
    procent"."""
    return {
        "pc": f"{_pct(value)} %",
        "p1": f"{_pct1(value)} %",
        "hm": f"{_pct(value)} % hodnoty majetku",
        **_words(value, "procent"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """Jeden emitent: "5 %", "5,0 % na jednoho emitenta", "5 % majetku fondu", "pět procent"."""
    return {
        "pc": f"{_pct(value)} %",
        "je": f"{_pct1(value)} % na jednoho emitenta",
        "mf": f"{_pct(value)} % majetku fondu",
        **_words(value, "procent"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The external mandate's tracking error: "150 bp", "150 bazických bodů", "1,50 p. b.
    ročně", "sto padesát bazických bodů"."""
    return {
        "bp": f"{_comma(_g(value))} bp",
        "bz": f"{_comma(_g(value))} bazických bodů",
        "pb": _comma(f"{value / 100:.2f}") + " p. b. ročně",
        **_words(value, "bazických bodů"),
    }


def _leverage_forms(value: float) -> dict[str, str]:
    """The pákový poměr, a cap multiple: "1,2násobek fondového kapitálu", "1,2×", "120 %
    fondového kapitálu", "jedenapůlnásobek fondového kapitálu"."""
    said = _TIMES_WORDS.get(round(value, 6))
    return {
        "n": f"{_comma(_g(value))}násobek fondového kapitálu",
        "x": f"{_comma(_g(value))}×",
        "pk": f"{_comma(_g(value * 100))} % fondového kapitálu",
        **({"w": said} if said else {}),
    }


def _bonds_forms(value: float) -> dict[str, str]:
    """Dluhopisy investičního stupně (a floor): "50 %", "50,0 % majetku fondu", "50 procent",
    "padesát procent"."""
    return {
        "pc": f"{_pct(value)} %",
        "mf": f"{_pct1(value)} % majetku fondu",
        "pr": f"{_pct(value)} procent",
        **_words(value, "procent"),
    }


def _issuers_forms(value: float) -> dict[str, str]:
    """Emitenti in the akciová složka (a floor, a count): "30 emitentů", "30 titulů", "30 různých
    emitentů", "třicet emitentů"."""
    n = _g(value)
    return {
        "e": f"{n} emitentů",
        "t": f"{n} titulů",
        "re": f"{n} různých emitentů",
        **_words(value, "emitentů"),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """An investiční limit of the statut: the agent's field names, how the společnost's people
    name it (nominative, which Czech says alike in the accusative: "limit pro {noun}"), its code
    in the depozitář's export, its unit, the values it takes, its written forms, how the English
    papers write and name it, and whether it is a floor (a dolní limit)."""

    #: words are said for one style in four, where the sentence allows them
    words_every: ClassVar[int] = 4

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
    ("max_equity_share", "limitAkcieMax"),
    (
        "akciový podíl fondu",
        "podíl akcií a akciových ETF na majetku fondu",
        "akciové investice (přímé i přes fondy)",
    ),
    "LIM_AKCIE_MAX",
    "fraction",
    (0.25, 0.35, 0.5),
    _equity_forms,
    _english_share,
    "Equities (direct and through funds)",
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "limitNezajistenaMenaMax"),
    (
        "podíl nezajištěných aktiv v cizí měně",
        "nezajištěný cizoměnový podíl",
        "měnově nezajištěné investice",
    ),
    "LIM_FX_NEZAJ",
    "fraction",
    (0.1, 0.15, 0.2),
    _fx_forms,
    _english_share,
    "Unhedged foreign currency exposure",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "limitJedenEmitentMax"),
    (
        "podíl cenných papírů jednoho emitenta",
        "podíl expozice vůči jednomu emitentovi",
        "podíl největšího soukromého emitenta v portfoliu",
    ),
    "LIM_EMIT_MAX",
    "fraction",
    (0.03, 0.05, 0.1),
    _issuer_forms,
    _english_share,
    "Exposure to any single issuer (excluding Czech government bonds)",
)
_TE: Final = _Subject(
    ("max_mandate_tracking_error_bps", "trackingErrorMandatuMax"),
    (
        "ex ante tracking error externího mandátu vůči benchmarku",
        "aktivní risk akciového mandátu (tracking error)",
        "tracking error mandátu společnosti Thamesbridge",
    ),
    "LIM_TE_MANDAT",
    "bps",
    (100.0, 150.0, 200.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error of the mandate against its benchmark",
)
_LEVERAGE: Final = _Subject(
    ("max_leverage_multiple", "pakovyPomerMax"),
    (
        "pákový poměr fondu (včetně derivátů)",
        "poměr celkové expozice k fondovému kapitálu",
        "koeficient páky podle statutu",
    ),
    "LIM_PAKA_MAX",
    "multiple",
    (1.1, 1.2, 1.5),
    _leverage_forms,
    lambda v: f"{_g(v)}x",
    "Leverage (total exposure over net asset value)",
)
_BONDS: Final = _Subject(
    ("min_investment_grade_share", "limitDluhopisyIGMin"),
    (
        "podíl dluhopisů s ratingem v investičním stupni",
        "dluhopisy investičního stupně (včetně dluhopisových fondů)",
        "investiční stupeň v dluhopisové složce",
    ),
    "LIM_DLUH_IG_MIN",
    "fraction",
    (0.4, 0.5, 0.6),
    _bonds_forms,
    _english_share,
    "Investment grade bonds (including bond funds)",
    floor=True,
)
_ISSUERS: Final = _Subject(
    ("min_equity_issuers", "pocetEmitentuAkcieMin"),
    (
        "počet emitentů v akciové složce",
        "počet akciových titulů v portfoliu",
        "počet různých emitentů akcií",
    ),
    "LIM_POCET_EMIT",
    "count",
    (20.0, 30.0, 40.0),
    _issuers_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of equity issuers held",
    floor=True,
)
#: seven limity: five caps (three shares, bazické body, a multiple) and two floors (a share, a
#: count); the misquote loop puts each of its five structures with consecutive ones, two apart
_SUBJECTS: Final = (_EQUITY, _FX, _ISSUER, _TE, _LEVERAGE, _BONDS, _ISSUERS)
#: the asset classes a pásmo is given for: two caps and the bonds' floor
_BANDED: Final = (_EQUITY, _FX, _BONDS)

_RATIONALES: Final = (
    "tak to stanovil statut ve znění z roku 2021",
    "přibližně průměr dynamických fondů na trhu",
    "předběžná hodnota do rozhodnutí představenstva",
    "vychází ze základního scénáře ALM studie",
    "obvyklá rezerva, kterou držíme pod limitem",
    "hodnota z návrhu změny statutu",
)

#: where a breach's flawed value lies, and its uncited twin, as multiples of the limit
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 0.6
#: where a pásmo's flawed value lies, as multiples of its top (cap) or low end (floor)
_BAND_CAP_BREACH: Final = 1.3
_BAND_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Alokace majetku fondu " + _FUND + " (státní a podnikové dluhopisy, akcie, podílové listy, "
    "termínované vklady) v mezích investičních limitů statutu",
    "nejlepší výnos očištěný o riziko pro účastníky v mezích statutu",
    "optimalizovat alokaci majetku fondu",
    "výsledné váhy a jejich riziko",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "tak, jak jej stanovil statut fondu schválený představenstvem"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "nejméně" if s.floor else "nejvýše"


def _bound(s: _Subject) -> str:
    return "dolní limit" if s.floor else "horní limit"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _limit_en(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "přerozdělit portfolio DÚF, jehož majetek k 31. 12. 2024 činil 41,6 mld. Kč za všechny "
    "účastnické fondy",
    "připravit přehled složení portfolia do zprávy za 1. čtvrtletí 2025",
    "zapracovat do alokace přesun prostředků účastníků z TF (cca 2,3 mld. Kč)",
    "přepočítat projekce ALM studie po snížení repo sazby ČNB na 3,50 %",
    "ověřit, že likvidita pokryje výplaty dávek, tj. zhruba 410 mil. Kč měsíčně",
)
_DEFERRALS: Final = (
    "limit pro {noun} stanoví představenstvo až na jednání 22. 5. 2025",
    "bod týkající se limitu pro {noun} byl stažen z programu jednání investičního výboru",
    "návrh limitu pro {noun} byl odložen na příští jednání výboru",
    "v návrhu změny statutu je u tohoto limitu stále jen «{noun}: [doplní investiční výbor]»",
    "stanovisko risk managementu k limitu pro {noun} zatím nemáme",
    "odpověď ČNB na náš dotaz k limitu pro {noun} stále nepřišla",
)
_REQUEST_FRAMES: Final = (
    "Od: " + _CIO + " (investiční ředitelka)\nKomu: Odbor investic\nPředmět: Rebalancování DÚF – "
    "2Q25\n\nDobrý den všem,\n\nmůžete prosím {task}? Pozn.: {deferral}.\n\nDíky,\nPetra",
    "Investiční výbor – jednání dne 10. 4. 2025\nProgram jednání:\n1. Schválení zápisu z "
    "minulého jednání\n2. {Task}\n3. Různé\nPozn.: {deferral}.",
    "Teams – Tomáš N. (9:12): zvládneš {task}? fyi {deferral}",
    "INTERNÍ SDĚLENÍ\nKomu: členové investičního výboru\nOd: Odbor investic\nDatum: 27. 3. 2025"
    "\n\n{Deferral}. Mezitím prosíme: {task}.",
    "Seznam otevřených bodů – risk management (stav k 28. 3. 2025)\nč. 2025-09 | {Task} | "
    "odpovídá: odbor investic | stav: rozpracováno\nPoznámka: {deferral}.",
    "V návaznosti na žádost ČNB o informace (lhůta 15 pracovních dnů) žádá předseda "
    "představenstva odbor investic, aby ještě před odpovědí stihl {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {tipo}, {bound},
    {sign}, {short}, {limit_en}, {noun_en}), its value's form ("bare" the number in the
    constraint's unit as the depozitář's export holds it, "figures" one of its written forms,
    "words" a written form or its words, "english" the English figure), its kind, and whether it
    comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Výpis ze zápisu č. 4/2025 z jednání investičního výboru konaného dne 18. 3. 2025\nK bodu "
        "3 – Revize investičních limitů\nUsnesení: Investiční výbor doporučuje představenstvu "
        "stanovit {bound} pro {noun} ve výši {v}. Hlasování: pro 5, proti 0, zdržel se 0 – "
        "schváleno.\nBod 4 (výběr externího správce dluhopisové složky) byl odložen.\nZapsala: "
        "Ing. Lucie Benešová",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Od: " + _RISK + " (risk management)\nKomu: " + _CIO + "; odbor investic\nPředmět: RE: "
        "Rebalancování DÚF – 2Q25\n\nAhoj Petro,\n\n{Noun}: {sign} {v}, tj. ve znění, které "
        "představenstvo schválilo v březnu, ne podle lednového návrhu.\n\nJan",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "EXPORT KONTROLNÍCH PARAMETRŮ – depozitář (Pražská depozitní banka, a.s.), verze ze "
        'dne 3. února\n<limit kod="{key}" typ="{tipo}" jednotka="{unit}">{v}</limit>\n<!-- zdroj: '
        "statut fondu, čl. 12 odst. 3 -->",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "STATUT " + _FUND.upper() + " (úplné znění účinné od 1. 4. 2025, schválené představenstvem "
        "společnosti " + _COMPANY_PS + ")\nČl. 12 Investiční limity\n(3) {Noun}: {sign} {v}.\n"
        "(4) Dodržování limitů se sleduje denně v tržních cenách.",
        "figures",
        "mandate",
    ),
    _Stating(
        "INVESTMENT MANAGEMENT AGREEMENT – SCHEDULE 1: CLIENT RESTRICTIONS ("
        + _MANAGER
        + "; completed by "
        + _CIO
        + ", Chief Investment Officer, on 4 March 2025)\nRestriction 3 – {noun_en}: {limit_en} {v}"
        "\nRestriction 4 – Other: as per the Fund's Statute (statut) attached.",
        "english",
        "template_inputs",
    ),
)

#: how the depozitář's export names a unit
_UNIT_WORDS: Final = {
    "fraction": "podíl",
    "bps": "bazické body",
    "multiple": "násobek",
    "count": "počet",
}


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the depozitář's export holds it: a share with
    four decimals ("0,3500", "0,0300"), a multiple with two ("1,20"), else the figure; always
    with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.4f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        tipo="min" if s.floor else "max",
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        limit_en=_limit_en(s),
        noun_en=s.noun_en,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the
    depozitář's export came before the request, the statut and the English schedule after it;
    the statut is cited as a clause."""
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
    "statut": {
        "cl_10_investicni_cil_a_zasady": [
            "Fond investuje s odbornou péčí podle zákona č. 427/2011 Sb. výhradně v zájmu "
            "účastníků.",
            "Úplata za obhospodařování činí 0,8 % průměrné roční hodnoty majetku fondu; nejde o "
            "investiční limit.",
            "Fond neinvestuje do emitentů uvedených na vylučovacím seznamu (kontroverzní zbraně, "
            "energetické uhlí, tabák).",
            "Finanční deriváty slouží výhradně k zajištění rizik; krátké prodeje nejsou přípustné.",
            "Statut přezkoumává představenstvo nejméně jednou ročně a jeho změny schvaluje ČNB.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in příloha 1 of the statut: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LIM_AKCIE_MAX": ("Akcie rozvíjejících se trhů, max.", 0.08),
    "LIM_FX_NEZAJ": ("Vklady u jedné banky, max.", 0.2),
    "LIM_EMIT_MAX": ("Podílové listy jednoho fondu, max.", 0.2),
    "LIM_TE_MANDAT": ("Tracking error dluhopisového mandátu, max.", 80.0),
    "LIM_PAKA_MAX": ("Hrubá expozice z měnových forwardů, max.", 0.8),
    "LIM_DLUH_IG_MIN": ("Státní dluhopisy ČR, min.", 0.15),
    "LIM_POCET_EMIT": ("Emitenti v dluhopisové složce, min.", 45.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a hundredth of a multiple, a whole bod or
    emitent)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 2)
    return float(round(wrong))


def _utilisation(s: _Subject, value: float, used: float) -> str:
    """Čerpání as the zpráva o rizicích writes it ("85,0 %"): the skutečnost over a cap, the
    floor over the skutečnost."""
    share = value / used if s.floor else used / value
    return _comma(f"{share * 100:.1f}") + " %"


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the statut of 2021, or a návrh změny
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Statut ve znění ze dne 15. 6. 2021 stanovil limit pro {noun} na {wrong}. "
                f"Představenstvo dne 20. 3. 2025 schválilo nový limit: {right}, účinný od "
                "1. 4. 2025."
            )
        else:
            text = (
                f"Návrh změny statutu (verze 3 z ledna) počítal pro {noun} s {wrong}; schválené "
                f"znění uvádí {right} a platí to schválené."
            )
    elif structure == 1:  # a návrh the orgán did not adopt
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Odbor investic navrhl pro {noun} {wrong}. Návrh nebyl schválen (pro 2, proti "
                f"3); {_bound(s)} zůstává {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Risk manažer navrhoval pro {noun} {wrong}, bod byl ale stažen z programu "
                f"jednání – nadále tedy platí limit {right} podle statutu."
            )
        elif variant % 4 == 2:
            text = (
                f"Návrh stanovit limit pro {noun} na {wrong} byl odložen (investiční výbor, "
                f"jednání 20. 3. 2025, bod 7). Do rozhodnutí platí limit {right}."
            )
        else:
            text = (
                f"Návrh {wrong} pro {noun} představenstvo zamítlo. Platný limit: {_short(s)} "
                f"{right}."
            )
    elif structure == 2:  # the risk manažer's skutečnost
        wrong_value = _away(s, value, 0.85, 1.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Měsíční zpráva o rizicích za březen – ukazatel „{noun}“: skutečnost k 31. 3. "
                f"2025 {wrong}, limit {right}. Bez překročení, resp. bez pasivního překročení."
            )
        else:
            util = _utilisation(s, value, wrong_value)
            text = (
                "| Ukazatel | Skutečnost k 31. 3. 2025 | Limit | Čerpání |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {util} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Statut, příloha 1 – Přehled investičních limitů (výňatek)\n- " + "\n- ".join(lines)
    else:  # the APS ČR's averages or the ALM studie's unconstrained portfolio, for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Pro srovnání: průměr dynamických účastnických fondů (Asociace penzijních "
                f"společností ČR, konec roku 2024) je u ukazatele „{noun}“ {wrong}. Náš statut "
                f"stanoví {right} – a to dodržujeme."
            )
        else:
            text = (
                "ALM studie 2025 (pojistný matematik): optimální portfolio bez omezení by "
                f"vyžadovalo {wrong} pro {noun}; představenstvo ve statutu ponechalo {right}."
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


# --- mandate clauses: the statut's čl. 12, the ČNB's opatření k nápravě, the English
# guidelines, the představenstvo's zápis, the investiční strategie's tabulka limitů and the
# investiční výbor's zápis -----------------------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (3, 5))
    if shape == 0:  # the statut's čl. 12, under its odstavce
        odstavce: dict[str, JsonValue] = {
            "odst_1": "Limity se vztahují k hodnotě majetku fondu v tržních cenách a jejich "
            "dodržování denně kontroluje risk management; VaR (99 %, 10 dní) se vykazuje "
            "měsíčně.",
            "odst_2": "Modifikovaná durace dluhopisové složky se pohybuje mezi 4 a 7 lety.",
            "odst_3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "odst_4": "Každé překročení se týž den hlásí předsedovi představenstva a depozitáři.",
        }
        return (
            {"statut": {"verze": "2025-04", "cl_12_investicni_limity": odstavce}},
            None,
            "statut.cl_12_investicni_limity.odst_3",
        )
    if shape == 1:  # the ČNB's opatření k nápravě, as a message
        verb = "nesmí klesnout pod" if s.floor else "nesmí přesáhnout"
        letter = (
            "ČESKÁ NÁRODNÍ BANKA\nSekce dohledu nad finančním trhem\nČ. j.: 2025/045678/CNB/650 "
            "– Praha 14. února 2025\nVěc: " + _FUND + " – výsledky kontroly na místě\n\nNa "
            "základě zjištění z kontroly na místě a v souladu se zákonem č. 427/2011 Sb. ukládá "
            f"Česká národní banka toto opatření k nápravě: {noun} {verb} {written}.\nO přijatých "
            "opatřeních informujte Českou národní banku do 30 dnů."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the external manager's English guidelines, as a message
        guidelines = (
            "INVESTMENT MANAGEMENT AGREEMENT – SCHEDULE 2: INVESTMENT GUIDELINES between "
            + _COMPANY_PS
            + " (acting for "
            + _FUND
            + ") and "
            + _MANAGER
            + "\n2.1 The Manager shall comply with the Fund's Statute and Act No. 427/2011 "
            "Coll.\n"
            f"2.4 {s.noun_en}: {_limit_en(s)} {s.english(value)}.\n2.7 Any breach shall be "
            "notified within one business day and remedied within five business days."
        )
        return None, guidelines, MANDATE_ID
    if shape == 3:  # the představenstvo's zápis, as records
        usneseni: list[JsonValue] = [
            {
                "cislo": "P-2025/11",
                "text": "Představenstvo schvaluje výroční zprávy fondů za rok 2024.",
            },
            {
                "cislo": "P-2025/12",
                "text": f"Představenstvo stanovuje {_bound(s)} pro {noun} ve výši {written}. "
                "Schváleno jednomyslně.",
            },
            {
                "cislo": "P-2025/13",
                "text": "Výběr nového externího správce dluhopisové složky se odkládá.",
            },
        ]
        return (
            {"zapis_predstavenstva_2025_03_20": {"usneseni": usneseni}},
            None,
            "zapis_predstavenstva_2025_03_20.usneseni[1].text",
        )
    if shape == 4:  # the investiční strategie's tabulka limitů, as a message
        table = (
            "INVESTIČNÍ STRATEGIE DÚF – TABULKA LIMITŮ (schváleno 20. 3. 2025)\n"
            "| Limit | Hodnota | Základ |\n|---|---|---|\n"
            "| VaR (99 %, 10 dní) | max. 6,5 % | celé portfolio |\n"
            f"| {_cap(noun)} | {_sign(s)} {written} | majetek fondu v tržních cenách |\n"
            "| Minimální rating dluhopisů | BBB- | ke dni nákupu |"
        )
        return None, table, MANDATE_ID
    zapis = (
        "ZÁPIS Č. 9/2025 Z JEDNÁNÍ INVESTIČNÍHO VÝBORU\nDne 27. března 2025 se sešel investiční "
        "výbor; program: (1) stav portfolia, (2) investiční limity.\nK bodu 2 výbor schválil "
        f"tento limit: {noun}, {_sign(s)} {written}.\nJednání bylo ukončeno v 15:40."
    )
    return None, zapis, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Přerozdělte portfolio DÚF v souladu se statutem, opatřením ČNB i smlouvou s externím "
    "správcem.",
    "Please přepočítejte alokaci within all our limits.",
    "Na jednání představenstva 22. 5. 2025: optimalizujte alokaci v mezích našich limitů.",
    "Zapracujte přesun prostředků z TF (cca 2,3 mld. Kč), a to bez jakéhokoli překročení limitů.",
    "Připravte návrh strategické alokace na 3. čtvrtletí 2025, bez překročení limitů.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i // 6) % 4 != 2,
    rationale="zdokumentovaný limit fondu",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.75,
    floor_inside=1.3,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a strategická váha {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investiční strategie DÚF 2025, bod 3 (strategická alokace): pro {noun} je stanoveno pásmo "
    "od {lo} (minimum) do {hi} (maximum) se strategickou vahou {mid}; {bound} uvnitř pásma "
    "stanoví investiční ředitelka.",
    "| Třída aktiv | Minimum | Strategická váha | Maximum | Kdo rozhoduje uvnitř pásma |\n"
    "|---|---|---|---|---|\n| {Noun} ({bound}) | {lo} | {mid} | {hi} | investiční ředitelka |",
    "Usnesení představenstva č. P-2025/09 (schváleno jednomyslně): odbor investic může {bound} "
    "pro {noun} stanovit kdekoli mezi {lo} a {hi}, aniž by bylo třeba nové usnesení "
    "představenstva.",
    "Mezi {lo} a {hi} je {bound} pro {noun} věcí běžné správy: stanoví jej investiční "
    "ředitelka a informuje investiční výbor.",
    "Investiční výbor vzal na jednání 12. 3. 2025 na vědomí, že {bound} pro {noun} může "
    "společnost stanovit v rozmezí {lo} až {hi} bez dalšího schvalování, a neměl námitek.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Představenstvo stanovilo {bound} pro {noun} na {point}. Návrh pásma {lo} až {hi} nebyl "
        "schválen (pro 2, proti 3); prostor pro vlastní rozhodnutí zde není.",
        "Představenstvo schválilo návrh pásma {lo} až {hi} pro {bound} ({noun}); uvnitř pásma "
        "stanoví úroveň odbor investic.",
    ),
    (
        "Návrh pásma {lo} až {hi} pro {noun} byl odložen na příští jednání (bod 8, 20. 3. "
        "2025). Do té doby zůstává {bound} na {point}.",
        "Návrh pásma {lo} až {hi} pro {noun} byl schválen jednomyslně (bod 8, 20. 3. 2025). "
        "Úroveň uvnitř pásma volí investiční ředitelka.",
    ),
    (
        "Risk manažer doporučoval pro {noun} pásmo {lo} až {hi}; bod byl stažen z programu "
        "jednání a {bound} zůstává na {point}, dokud se investiční výbor nevysloví.",
        "Risk manažer doporučoval pro {noun} pásmo {lo} až {hi}; doporučení bylo přijato a "
        "{bound} stanoví investiční ředitelka uvnitř tohoto pásma.",
    ),
    (
        "Návrh, aby investiční ředitelka mohla {bound} pro {noun} nastavit v rozmezí {lo} až "
        "{hi}, byl zamítnut. Platí úroveň {point}.",
        "Návrh, aby investiční ředitelka mohla {bound} pro {noun} nastavit v rozmezí {lo} až "
        "{hi}, byl schválen. Úroveň uvnitř rozmezí volí ona.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A pásmo's noun and its bound (the horní limit of a cap, the dolní limit of the floor)."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A pásmo's minimum and maximum and its strategická váha in one form, and the level a
    refusal fixes: the low end for a cap and the top for a floor, so that the point a refused
    plan assumes (the middle) is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _three_quarters_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: three quarters of the way up the pásmo."""
    low, high, _ = bounds
    return round(low + 0.75 * (high - low), 6)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the statut's čl. 11 (fields), an usnesení of the představenstvo (a
    mandate message), the investiční výbor's jednací řád (fields) or the investiční strategie's
    příloha 2 (a mandate message)."""
    if shape == 0:
        return {"statut": {"cl_11_strategicka_alokace": text}}, None
    if shape == 1:
        return None, (
            "USNESENÍ PŘEDSTAVENSTVA společnosti " + _COMPANY_PS + " (jednání dne 20. 3. 2025) "
            f"ve věci {_FUND}\n\n{text}\n\nIng. Tomáš Novotný, předseda představenstva"
        )
    if shape == 2:
        return {
            "jednaci_rad_investicniho_vyboru": {
                "pravomoci": [
                    "Výbor projednává strategickou alokaci schválenou představenstvem.",
                    text,
                ]
            }
        }, None
    return None, "INVESTIČNÍ STRATEGIE DÚF – PŘÍLOHA 2 (pásma strategické alokace)\n\n" + text


_ranges = partial(
    _range_cases,
    subjects=_BANDED,
    turn=lambda i: 2 * i,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 6) % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 3),
    named=_named,
    point="fixed",
    low_ratio=0.8,
    floors=True,
    assumed_value=_three_quarters_up,
    cap_breach=_BAND_CAP_BREACH,
    floor_breach=_BAND_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_USNESENI: Final = "Usnesení představenstva č. P-2025/10 (20. 3. 2025):\n"
_ZAPIS: Final = "Zápis z jednání investičního výboru ze dne 6. 3. 2025: "

#: whole statements of each objective, as the investiční strategie, an usnesení, the investiční
#: výbor's zápis, the pojistný matematik's ALM studie and the risk manažer put them; the first
#: of each is one line, so that an úprava, an oprava or a withdrawn návrh can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investiční strategie DÚF 2025, bod 2 (cíl): co nejvyšší výnos na jednotku rizika – "
        "maximální Sharpeho poměr.",
        _USNESENI + "Alokace se volí podle nejlepšího výnosu očištěného o riziko (Sharpeho "
        "poměr); vyšší výnos za cenu vyššího rizika cílem není.",
        _ZAPIS + "výbor žádá odbor investic, aby optimalizoval výnos očištěný o riziko "
        "(Sharpeho poměr), nikoli tracking error vůči benchmarku.",
        "ALM studie 2025, doporučení pojistného matematika: zvolit portfolio s nejvyšším "
        "očekávaným výnosem na jednotku volatility, tj. maximální Sharpeho poměr.",
        "Stanovisko risk managementu: cílem představenstva je co nejlepší Sharpeho poměr; nic "
        "jiného nemá o vahách rozhodovat.",
    ),
    "variance": (
        "Investiční strategie DÚF 2025, bod 2 (cíl): co nejnižší kolísání hodnoty penzijní "
        "jednotky – minimální rozptyl.",
        _USNESENI + "Alokace má mít co nejnižší rozptyl; očekávané výnosy do optimalizace "
        "nevstupují.",
        _ZAPIS + "vzhledem k vysokému podílu účastníků blízko důchodového věku chce výbor "
        "stabilitu. Minimalizovat rozptyl portfolia bez ohledu na očekávané výnosy.",
        "ALM studie 2025, doporučení pojistného matematika: s ohledem na věkovou strukturu "
        "účastníků minimalizovat volatilitu, bez výnosového cíle v optimalizaci.",
        "Stanovisko risk managementu: portfolio má být co nejstabilnější – váhy, které "
        "minimalizují rozptyl. O Sharpeho poměr tu nejde.",
    ),
    "tracking": (
        "Investiční strategie DÚF 2025, bod 2 (cíl): výnos co nejbližší strategickému "
        "benchmarku, s co nejmenší odchylkou.",
        _USNESENI + "Fond má sledovat strategický benchmark s co nejnižším aktivním rizikem "
        "(tracking error).",
        _ZAPIS + "odbor investic je hodnocen vůči strategickému benchmarku; minimalizovat "
        "tracking error vůči tomuto benchmarku.",
        "ALM studie 2025, doporučení pojistného matematika: držet se co nejblíže strategickému "
        "benchmarku; navrhujeme váhy minimalizující očekávané aktivní riziko.",
        "Stanovisko risk managementu: alfu nikdo nechce – držte se strategického benchmarku s "
        "co nejmenší odchylkou.",
    ),
    "return": (
        "Investiční strategie DÚF 2025, bod 2 (cíl): nejvyšší očekávaný výnos, bez penalizace "
        "rizika v účelové funkci – riziko vymezují limity statutu.",
        _USNESENI + "Váhy mají směřovat k nejvyššímu očekávanému výnosu; riziko vymezují "
        "investiční limity statutu, nikoli účelová funkce.",
        _ZAPIS + "maximalizovat očekávaný výnos v mezích statutu; v účelové funkci žádná úprava "
        "o riziko.",
        "ALM studie 2025, doporučení pojistného matematika: pro dlouhodobou složku modelujeme "
        "portfolio s nejvyšším očekávaným výnosem; riziko vymezují limity.",
        "Stanovisko risk managementu: představenstvo zvolilo výnos. Cílem je maximální "
        "očekávaný výnos, ne Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Po jednání představenstva dne 22. 5. 2025 bylo znění upraveno. Nově platí:\n\n{new}",
    "Petra, 16:05 – můj ranní e-mail k cíli optimalizace prosím neberte v úvahu. Po domluvě s "
    "předsedou představenstva:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Investiční strategie DÚF 2025 – východisko pro alokaci:\n\n{ask}",
    "{ask}\n\nProsím upravte alokaci odpovídajícím způsobem. – P. D.",
    "Majetek účastnických fondů k 31. 12. 2024: 41,6 mld. Kč; zhodnocení DÚF za rok 2024 "
    "12,8 %, tj. o 1,9 p. b. nad benchmarkem (od začátku roku 2025: 2,7 %).\n\n{ask}",
    "Transformovaný fond (87,3 mld. Kč) se postupně zmenšuje a účastníci přecházejí do DÚF, "
    "mj. kvůli státnímu příspěvku až 340 Kč měsíčně.\n\n{ask}",
    "Počet účastníků k 31. 3. 2025: 1 184 326; PKF za rok 2024 zhodnotil 4,1 %.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Alokace majetku fondu " + _FUND,
    purpose="optimalizovat alokaci majetku fondu",
    custom_reason="no platform solver for this objective",
    custom_purpose="alokace majetku fondu",
    section_title="Alokace a váhy",
    description="váhy",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The představenstvo's zápis amending the návrh: the earlier wording se ruší and is
    replaced by the wanted one."""
    return (
        "Zápis č. 4/2025 z jednání představenstva, bod 3 – Cíl investiční strategie\nČlen "
        "představenstva Ing. Radek Šimek navrhl úpravu textu: původní znění "
        f"«{_one_line(old_kind, old)}» se ruší a nahrazuje se zněním "
        f"«{ask.replace(chr(10), ' ')}».\nÚprava byla schválena jednomyslně a návrh byl v "
        "upraveném znění schválen."
    )


def _oprava(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The investiční ředitelka's e-mail correcting her own earlier line."""
    return (
        "Od: " + _CIO + "\nPředmět: OPRAVA – cíl optimalizace\n\nV mém předchozím e-mailu je "
        f"chybně uvedeno «{_one_line(old_kind, old)}». Správně má být (původní znění neodpovídá "
        f"tomu, co schválilo představenstvo):\n\n{ask}"
    )


def _withdrawn_proposal(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The investiční výbor's návrh stažený z programu jednání, beside the one schválený."""
    return (
        "Jednání investičního výboru dne 10. 4. 2025\nNávrh č. 3/2025 (stažen z programu "
        f"jednání navrhovatelem): «{_one_line(old_kind, old)}»\nNávrh č. 4/2025 (schváleno): "
        f"{ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures held three cases each (`(i // 3) % 6`, so each meets both modes): a
    framed request (0 and 5), the představenstvo's zápis amending the návrh (1), the
    ředitelka's OPRAVA (2), an earlier message a later one replaces (3: from the
    ředitelka and after the představenstvo by turns) and a návrh stažený beside the one schválený
    (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 2: _oprava, 4: _withdrawn_proposal},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[i % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 2 * i + i // 8,
        structure=lambda i: (i // 3) % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: eight ROLLING walk-forward folds, each trained on the two years before the čtvrtletí it
#: tests, the first tested from 1 October 2018 (trading days of the Prague exchange, 28 September
#: and the Christmas days closed)
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_start, train_end, test_start, test_end in (
        (date(2016, 10, 3), date(2018, 9, 27), date(2018, 10, 1), date(2018, 12, 28)),
        (date(2017, 1, 2), date(2018, 12, 28), date(2019, 1, 2), date(2019, 3, 29)),
        (date(2017, 4, 3), date(2019, 3, 29), date(2019, 4, 1), date(2019, 6, 28)),
        (date(2017, 7, 3), date(2019, 6, 28), date(2019, 7, 1), date(2019, 9, 30)),
        (date(2017, 10, 2), date(2019, 9, 30), date(2019, 10, 1), date(2019, 12, 30)),
        (date(2018, 1, 2), date(2019, 12, 30), date(2020, 1, 2), date(2020, 3, 31)),
        (date(2018, 4, 2), date(2020, 3, 31), date(2020, 4, 1), date(2020, 6, 30)),
        (date(2018, 7, 2), date(2020, 6, 30), date(2020, 7, 1), date(2020, 9, 30)),
    )
)
#: (a period reaching into the test quarters, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "index PX, denní závěrečné hodnoty od 3. 10. 2016 do 28. 12. 2018",
        "index PX, denní závěrečné hodnoty od 3. 10. 2016 do 27. 9. 2018",
    ),
    (
        "MSCI World v korunách, měsíční data od října 2016 do prosince 2019",
        "MSCI World v korunách, měsíční data od října 2016 do září 2018",
    ),
    (
        "index spotřebitelských cen ČSÚ, měsíčně od října 2016 do června 2019",
        "index spotřebitelských cen ČSÚ, měsíčně od října 2016 do srpna 2018",
    ),
    (
        "příspěvky účastníků a výplaty dávek fondu od 4. čtvrtletí 2016 do 2. čtvrtletí 2019",
        "příspěvky účastníků a výplaty dávek fondu od 4. čtvrtletí 2016 do 2. čtvrtletí 2018",
    ),
    (
        "výnosová křivka českých státních dluhopisů (MF ČR), konce měsíců od října 2016 do "
        "prosince 2019",
        "výnosová křivka českých státních dluhopisů (MF ČR), konce měsíců od října 2016 do "
        "srpna 2018",
    ),
    (
        "kreditní spready indexu iBoxx EUR Corporates, týdně od roku 2016 do 40. týdne 2019",
        "kreditní spready indexu iBoxx EUR Corporates, týdně od roku 2016 do 38. týdne 2018",
    ),
    (
        "sazba PRIBOR 3M, denně od 3. 10. 2016 do 30. 9. 2020",
        "sazba PRIBOR 3M, denně od 3. 10. 2016 do 27. 9. 2018",
    ),
)
_ACTIONS: Final = (
    "očekávané výnosy a korelace ALM studie byly odhadnuty",
    "pásma pro rebalancování byla kalibrována",
    "poměr měnového zajištění byl optimalizován",
    "model příspěvků a výplat dávek byl odhadnut",
    "faktorový model tracking erroru byl odhadnut",
)
_LEAK_FRAMES: Final = (
    "ALM studie 2025 (pojistný matematik), kap. 3 – předpoklady: {action}; vzorek: {period}.",
    "Stanovisko risk managementu (8. 4. 2025): {action}, data: {period}; parametry zůstávají "
    "pevné ve všech osmi oknech.",
    "Zpráva interního auditu, příloha B (zpětný test): {action} jednou pro celé období – "
    "{period} – ještě před spuštěním walk-forward oken.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Ve všech testovacích obdobích se používají úmrtnostní tabulky ČSÚ za rok 2024, "
        "zpětně aplikované až do roku 2016.",
        "V každém testovacím období se používají úmrtnostní tabulky ČSÚ, které byly k začátku "
        "daného období zveřejněny jako poslední.",
    ),
    (
        "Akciovou složku zpětného testu tvoří společnosti, které jsou dnes v indexu PX.",
        "Akciovou složku zpětného testu tvoří společnosti, které byly v indexu PX ke dni "
        "každého rebalancování, včetně těch, které mezitím z burzy odešly (tzv. survivorship "
        "bias se tím odstraňuje).",
    ),
    (
        "Vylučovací seznam ESG schválený v roce 2025 se uplatňuje na všechna testovací období.",
        "V každém testovacím období se uplatňuje vylučovací seznam platný k tomuto datu, jak "
        "jej tehdy schválil investiční výbor.",
    ),
    (
        "Nemovitostní fondy se oceňují auditovanými ročními oceněními, použitými hned od konce "
        "období, k němuž se vztahují.",
        "Nemovitostní fondy se oceňují pouze hodnotou podílového listu zveřejněnou k danému "
        "dni, s měsíčním zpožděním.",
    ),
)
_LEAK_ASKS: Final = (
    "Investiční výbor chce před schválením vidět walk-forward test nových pásem pro "
    "rebalancování v osmi klouzavých oknech.",
    "Please zpětný test walk-forward (rolling, osm čtvrtletních oken) měnového zajištění pro "
    "ALM studii 2025.",
    "Požadavek předsedy představenstva: otestovat strategickou alokaci metodou walk-forward s "
    "dvouletými klouzavými okny, pro výroční zprávu.",
)
_WHERE: Final = ("reasoning", "evidence", "purpose", "interpretation")


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
    sentence_at=2,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Beskydská energetika"
_ENTITY: Final = "ent_beskydska_energetika"
#: sixteen quarters, oldest first: (quarter end, fiscal period label), 1Q21 to 4Q24
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("ve 4Q24 oproti 3Q24", (14, 15)),
    ("v roce 2024", (11, 15)),
    ("ve 2. pololetí 2024", (13, 15)),
    ("od konce roku 2022", (7, 15)),
    ("od 1. čtvrtletí 2021", (0, 15)),
    ("od vrcholu energetické krize ve 3Q22", (6, 15)),
    ("mezi 30. 6. 2021 a 30. 9. 2023", (1, 10)),
    ("v roce 2023", (7, 11)),
    ("v 1. pololetí 2022", (3, 5)),
    ("od 3Q22 do 2Q24", (6, 13)),
    ("od privatizace v roce 1994", None),
    ("za posledních deset let", None),
    ("od vstupu do indexu PX v roce 1995", None),
)

#: what the claims answer: the investiční výbor's bod on výkon hlasovacích práv
_REQUEST: Final = TrendRequest(
    question="Na jednání investičního výboru 12. 3. 2025 (bod 5 – výkon hlasovacích práv na "
    "valné hromadě): jak si vede {company}?",
    heading="### Analytická poznámka – Beskydská energetika, a.s. (BCPP: BSKE), výsledky za "
    "rok 2024",
    as_of="2025-03-06",
)


#: "zhruba o 12 %", "o více než 10 %", "o téměř 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="o více než {} %",
    short="o téměř {} %",
    about="zhruba o {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in procentní body with a decimal comma ("o 1,4 p. b."); "" below 0,3."""
    change = abs(b - a)
    return "o " + _comma(f"{change:.1f}") + " p. b." if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage multiple's move with a decimal comma ("o 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return "o " + _comma(f"{change:.1f}") + "x" if change >= 0.1 else ""


def _by_bn(a: float, b: float) -> str:
    """A move in mld. Kč with a decimal comma ("o 1,2 mld. Kč"); "" below 0,2 mld. Kč."""
    change = abs(b - a)
    return "o " + _comma(f"{change:.1f}") + " mld. Kč" if change >= 0.2 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named (subjects of one gender and number, so that
    its claims' verbs agree) and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "CZK"
    growth: bool  # the two years' pace and compounding: for a plural item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} byly v každém čtvrtletí roku 2024 vyšší než ve stejném čtvrtletí roku 2023",
        "{s} byly v každém čtvrtletí roku 2024 nižší než ve stejném čtvrtletí roku 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_bczk",
        (
            14.2,
            12.1,
            11.8,
            15.6,
            18.4,
            16.2,
            15.9,
            20.3,
            19.5,
            16.9,
            16.6,
            21.1,
            21.0,
            18.3,
            18.0,
            22.9,
        ),
        (
            "Tržby (mld. Kč)",
            "Tržby Beskydské energetiky",
            "Konsolidované výnosy z prodeje",
        ),
        (
            ("{s} vzrostly {m}", rose),
            ("{s} klesly {m}", fell),
            ("{s} rostly v každém čtvrtletí", rose_every_quarter),
            ("{s} neklesly", held_up),
            ("{s} ani jednou mezičtvrtletně neklesly", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            31.2,
            29.8,
            28.5,
            30.1,
            27.4,
            25.9,
            24.8,
            26.3,
            27.9,
            28.6,
            29.3,
            30.4,
            31.1,
            31.8,
            31.5,
            32.6,
        ),
        (
            "EBITDA marže",
            "Provozní marže (EBITDA v % tržeb)",
            "Marže EBITDA Beskydské energetiky",
        ),
        (
            ("{s} se zlepšila {m}", rose),
            ("{s} se snížila {m}", fell),
            ("{s} ani jednou mezičtvrtletně neklesla", never_fell),
            ("{s} se nezhoršila", held_up),
            ("{s} nevzrostla", held_down),
        ),
        _by_points,
        False,
        (
            "{s} byla v každém čtvrtletí roku 2024 vyšší než ve stejném čtvrtletí roku 2023",
            "{s} byla v každém čtvrtletí roku 2024 nižší než ve stejném čtvrtletí roku 2023",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.4,
            2.6,
            2.7,
            2.5,
            2.8,
            3.0,
            3.1,
            2.9,
            2.7,
            2.5,
            2.4,
            2.2,
            2.1,
            2.0,
            2.0,
            1.8,
        ),
        (
            "Poměr čistého dluhu k EBITDA",
            "Ukazatel zadluženosti (čistý dluh / EBITDA)",
            "Pákový ukazatel skupiny",
        ),
        (
            ("{s} klesl {m}", fell),
            ("{s} vzrostl {m}", rose),
            ("{s} se nezvýšil", held_down),
            ("{s} ani jednou mezičtvrtletně nevzrostl", never_rose),
            ("{s} klesal v každém čtvrtletí", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} byl na konci každého čtvrtletí roku 2024 vyšší než o rok dříve",
            "{s} byl na konci každého čtvrtletí roku 2024 nižší než o rok dříve",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "co2_emissions_mt",
        (
            5.8,
            4.9,
            4.7,
            5.9,
            5.6,
            4.6,
            4.5,
            5.7,
            4.9,
            3.9,
            3.7,
            4.8,
            4.2,
            3.2,
            3.0,
            3.9,
        ),
        (
            "Emise CO2 (mil. t)",
            "Emise skleníkových plynů z výroby",
            "Přímé emise CO2 Beskydské energetiky",
        ),
        (
            ("{s} klesly {m}", fell),
            ("{s} vzrostly {m}", rose),
            ("{s} klesaly v každém čtvrtletí", fell_every_quarter),
            ("{s} nevzrostly", held_down),
            ("{s} ani jednou mezičtvrtletně nevzrostly", never_rose),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_bczk",
        (
            2.1,
            1.4,
            1.2,
            2.6,
            -3.8,
            2.4,
            2.2,
            3.1,
            2.9,
            1.8,
            -1.6,
            3.3,
            3.4,
            2.5,
            2.3,
            3.8,
        ),
        (
            "Výsledek hospodaření po zdanění",
            "Čistý výsledek hospodaření",
            "Výsledek hospodaření připadající akcionářům",
        ),
        (
            ("{s} se zlepšil {m}", rose),
            ("{s} se zhoršil {m}", fell),
            ("{s} se nezhoršil", held_up),
            ("{s} se nezlepšil", held_down),
            ("{s} ani jednou mezičtvrtletně neklesl", never_fell),
        ),
        _by_bn,
        False,
        (
            "{s} byl v každém čtvrtletí roku 2024 lepší než ve stejném čtvrtletí roku 2023",
            "{s} byl v každém čtvrtletí roku 2024 horší než ve stejném čtvrtletí roku 2023",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} rostly v roce 2024 rychleji než v roce 2023",
    slower="{s} rostly v roce 2024 pomaleji než v roce 2023",
    grew="{s} rostly mezi 4Q22 a 4Q24 dvouciferným průměrným ročním tempem",
    shrank="{s} klesaly mezi 4Q22 a 4Q24 dvouciferným průměrným ročním tempem",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    plural item that grows or shrinks 2024's pace against 2023's and the two-year compound rate
    (a fall too), then year on year in each quarter of 2024. Pairs too close to call are left
    out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Čtvrtletní zpráva o hospodaření DÚF – 4Q24, příloha 2 (největší akciové pozice; tržní "
    "hodnota {hodnota}, {podil}): {claim} [1].",
    "Zápis z jednání investičního výboru ze dne 12. 3. 2025, bod 5 (výkon hlasovacích práv): "
    "{claim} [1]. S ohledem na pozici v hodnotě {hodnota} bude fond hlasovat pro návrh "
    "dividendy 48 Kč na akcii.",
    "{Claim} [1] – komentář externího správce (Thamesbridge): „we stay overweight“. Váha v DÚF "
    "({podil}) se nemění.",
    "| Emitent | Tržní hodnota | Podíl na majetku | Komentář |\n|---|---|---|---|\n| Beskydská "
    "energetika, a.s. (BCPP: BSKE) | {hodnota} | {podil} | {Claim} [1] |",
    "Teams – Petra D.: rychlé shrnutí pro představenstvo – {claim} [1]. Pozici ({hodnota}) "
    "držíme, akcie je meziročně +11,6 %.",
)

_HODNOTY: Final = ("1 245,8 mil. Kč", "1 118,2 mil. Kč", "1,3 mld. Kč")
_PODILY: Final = ("2,1 % majetku DÚF", "1,9 %", "6,4 % akciové složky")


def _holding(rng: random.Random) -> dict[str, str]:
    """The DÚF's tržní hodnota in Beskydská energetika and its podíl, drawn for each claim's
    frame."""
    return {"hodnota": rng.choice(_HODNOTY), "podil": rng.choice(_PODILY)}


def _left_out(horizon: str, window: Sequence[float], claim: str) -> bool:
    """A claim about every quarter, or no quarter, is not said over a single quarter's move."""
    return len(window) < 3 and ("každém čtvrtletí" in claim or "ani jednou" in claim)


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
        special_step=5,
        left_out=_left_out,
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
    """Batch ZZZZE: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
