"""Held-out batch ZZZZG: every flaw kind again, in the voice of a Slovak second-pillar pension
asset manager: Karpatia d.s.s., a.s. (a fictional dôchodková správcovská spoločnosť in
Bratislava), running the Karpatia dlhopisový garantovaný d.f. (DGF, a bond guaranteed fund with
a ČHM of 1 482,6 mil. EUR at 31. 12. 2024) and the Karpatia indexový negarantovaný d.f. (an equity
non-guaranteed index fund tracking the MSCI ACWI), supervised by Národná banka Slovenska (NBS)
under zákon č. 43/2004 Z. z. o starobnom dôchodkovom sporení. Its people and papers, written in
Slovak with the English the Bratislava office really uses ("Rebalancing Q2 2025", "draft", "fyi",
"Let me know", "Please prepočítajte alokáciu within all our limits", "expanding window"): the
predstavenstvo (predseda Ing. Martin Kováčik; členka pre investície Ing. Zuzana Hrušovská, PhD.;
člen Ing. Juraj Šimko) with its zápisnice, uznesenia (P-2025/xx; schvaľuje, berie na vedomie,
odročuje) and a pozmeňujúci návrh ("text „…“ sa nahrádza textom „…“"), the investičný výbor (IV;
tajomník Mgr. Tomáš Vrabec) with its program rokovania, výpis zo zápisnice and votes ("za 5,
proti 0, zdržal sa 0"; "2 za, 3 proti"), the odbor investícií (portfólio manažérka Ing. Lucia
Novotná, CFA) with e-maily ("Od / Komu / Predmet: RE: …"), Teams messages, an interné memorandum
and an OPRAVA, the odbor riadenia rizík with its správa o riziku ("Ukazovateľ / Skutočnosť /
Limit / Čerpanie limitu"), stanovisko and zoznam otvorených bodov; the štatút fondu (článok 7,
odseky 7.1-7.4, an úplné znenie after a change NBS gave its predchádzajúci súhlas to), the
investičná stratégia (časť 2 ciele, časť 3 strategická alokácia with tolerančné pásma, príloha
1 tabuľka limitov, a porovnávacia tabuľka "Doterajšie znenie / Nové znenie"), the poverenie
portfólio manažéra; the depozitár's export of its ex post limit checks (Podunajská banka, a.s.,
a semicolon CSV "kód;ukazovateľ;fond;hodnota;jednotka;typ" with "0,050"); the NBS's letter after
a dohľad na mieste (Č. k. 100-000-412-337/2025, opatrenia na nápravu in 15 pracovných dní); an
external manager's English IMA (Fenwick Rowe Investment Management Ltd, Schedule 3 – Investment
Restrictions: "maximum 15%", "150 bps", "1.2x NAV", "400 holdings") and its side letter quoted
by the predstavenstvo; the ADSS's sector statistics, the zákon's looser ceiling, the vnútorný
audit and the štvrťročná správa o hospodárení. Its number forms are Slovak: a decimal comma and
space thousands ("1 482,6 mil. EUR", "9 800 000 EUR"), "%" after a space ("5 %", "5,0 % ČHM",
"15,0 % čistej hodnoty majetku"), "percent" agreeing with its number ("5 percent", "4 percentá",
"4,8 percenta"), "bázických bodov", "bp" and "b. b.", "p. b." (percentuálny bod: "0,75 p. b.
ročne"), "-násobok" / "-násobku" and "x", dates as "31. 12. 2024", "k 31. 3. 2025", "27. marca
2025", "1. štvrťrok 2025", "v 2. polroku 2024", "za posledných päť rokov", and numbers in words
in their CASES: the nominative where a limit is said ("päť percent", "štyri percentá",
"sedemdesiatpäť bázických bodov", "štyristo titulov", "jedenapolnásobok ČHM") and the genitive
after "na úrovni" in a zápisnica ("piatich percent", "štyroch percent", "sedemdesiatich piatich
bázických bodov", "jedenapolnásobku ČHM"); limits are named as the tables label them, in the
nominative inside „…“ ("pre ukazovateľ „vklady v jednej banke“").

Batch ZZZZG is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout` and the contract
models and id checks of `libs/contracts` (constraint units, walk-forward windows, id prefixes) were
read for it, and the platform registry searched for the function ids it names; no rule,
reviewer, reviewer or validator test, validator, policy, benchmark result, benchmark document,
ADR or other batch was read, and it was not run against the reviewers or the validator before
its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - a single emitent, vklady v jednej banke and the
otvorená menová pozícia as shares, the index fund's tracking error in basis points and, new, the
hrubá expozícia as a CAP in MULTIPLES of the ČHM - and two floors: the investičný stupeň's share of
the bonds and a count of akciové tituly in the index fund), each bound to one of the two funds;
limits in words one style in FOUR (`words_every=4`), in the nominative or the genitive (a second set
of forms per subject); the misquote loop pairing them by its own pairing (`pair=2 * i + i // 5`:
each of the five structures meets a new subject every round, all seven misquoted), one structure in
FIVE wordings (zamietnutý, stiahnutý z programu rokovania, odročený, nezískal potrebnú väčšinu,
zrušené uznesenie); the invented limit's answer in FIVE forms taken in turn (`i % 5`, odd, so each
meets both modes), on the subject `5 * i + 2`: the IV's výpis zo zápisnice (in the genitive, in
words where the value has them), the členka predstavenstva's e-mail and the správa o riziku's table
with a decoy "Skutočnosť" and "Čerpanie limitu" (chat answers), the depozitár's CSV export given
BEFORE the request (`template_inputs`, "0,050" in the constraint's unit, three decimals for a share
and two for a multiple, a decimal comma) and the štatút's článok 7 sent AFTER it (`mandate`, cited
as a clause); every other strategy case from the FIRST pair under a mandate bounding other things
(`other_at` left at 0); breaches in SIX shapes held FOUR cases each (`shape=(i // 4) % 6`, each in
both modes), on the subject `3 * i + 5`, at 1.2 of a cap and 0.8 of a floor, uncited twins at 0.95
of a cap and 1.1 of a floor, the clause cited unless `(i + i // 4) % 4 == 3` (one case in each shape
uncited, in both modes) - the štatút's článok 7 under a dotted odsek key
("statut_fondu.clanok_7_limity.7.3"), the NBS's letter, the English Schedule 3, the predstavenstvo's
uznesenia as records (`…uznesenia[2].znenie`, in words wherever the value has them), the investičná
stratégia's tabuľka limitov with a decoy VaR row and the IV's zápisnica ("na úrovni", the genitive,
words one style in four); tolerančné pásma over three caps AND the titles' floor (`floors=True`,
`turn=i + i // 4` over four) whose low end is FOUR FIFTHS of the top (`low_ratio=0.8`), written in
short forms ("4,8 % ČHM", "60 b. b.", "450 titulov"), each granted case assuming the strategická
hodnota (the middle), the flawed value 1.4 of a cap's top or 0.8 of the floor, a refusal fixing the
low end of a cap and the top of the floor, refused at `i % 6` in (1, 4) and placed in FOUR shapes
held two cases each (`(i // 2) % 4`, each in both modes: the investičná stratégia's časť 3, a výpis
z uznesení predstavenstva, the poverenie portfólio manažéra and the predseda's e-mail), one granting
text the IMA side letter's English quoted by the predstavenstvo; objectives in FIVE structures in
turn (`structure=i % 5`, each in both modes; the wanted objective `3 * i + i // 4`), three
withdrawing an earlier wording in the same text (the predstavenstvo's zápisnica with a pozmeňujúci
návrh "text „…“ sa nahrádza textom „…“", the členka predstavenstva's e-mail OPRAVA and, new, a
porovnávacia tabuľka of the doterajšie and nové znenie), one replaced by a later message (after the
predstavenstvo, then after a talk with its predseda); leakage over FIVE ANCHORED (expanding)
walk-forward folds, each trained from 3 January 2011 to the eve of the single CALENDAR YEAR it tests
(2017 to 2021), the whole sentence at every third case from the FIRST (`sentence_at=0`), placed in
the evidence's description first; and a trend request of its own (the IV's point on monitoring the
issuers of corporate bonds, its heading, an as-of date after the 4Q2024 results) over TWENTY-FOUR
quarters (1Q2019 - 4Q2024) comparing 2024 with 2023 (`end=23`), a double-digit compound FALL claimed
as well as a rise (`shrinking=True`: the investičné výdavky fall from 4Q2022 to 4Q2024), special
pairs taken every THIRD case in turn (`special_step=3`), extra frame parts drawn per claim
(`frame_parts`: the menovitá hodnota, the podiel and the number of pieces of the bond held) and a
signed series (the voľný peňažný tok, below zero in most first and fourth quarters).

Decoy numbers (no truth depends on them): the DGF's ČHM (1 482,6 mil. EUR), the 2024 výkonnosť
(4,1 %; the index fund 24,8 %) and the five-year average (1,9 %, 0,4 p. b. above the referenčná
hodnota), the number of sporitelia (over 412 tisíc), the príspevok of 5,5 % of the vymeriavací
základ, the odplata za správu (0,3 %), a mimoriadny prítok of 18,4 mil. EUR, programové výbery
(2,1 mil. EUR a month), the ECB's dvadsaťpäť bázických bodov, the NBS's Č. k. and its 15
pracovných dní, zápisnica, bod and uznesenie numbers, votes (2 za, 3 proti; za 5), the správa o
riziku's "Skutočnosť" and "Čerpanie limitu" beside a limit, other limits beside it in príloha 1,
the modified durácia of 4 to 7 rokov, the rating BBB- and the VaR (99 %, 1 mesiac, max. 4,2 %),
the law's looser ceiling and the ADSS's sector average quoted for comparison, the held bond's
menovitá hodnota, podiel, pieces, coupon (3,125 %) and spread (145 bp). Its parts:

* limits as the d.s.s.'s people state them: a single emitent (a cap: "5 %", "5,0 % ČHM", "5
  percent", "päť percent" / "piatich percent"), vklady v jednej banke ("15 %", "15,0 % čistej
  hodnoty majetku", "pätnásť percent"), the otvorená menová pozícia ("4 %", "4,0 % majetku vo
  fonde", "4 percentá", "štyri percentá" / "štyroch percent"), the index fund's tracking error
  ("75 bázických bodov", "0,75 p. b. ročne", "75 bp", "sedemdesiatpäť bázických bodov"), the
  hrubá expozícia (a cap, a multiple: "1,2-násobok ČHM", "1,2-násobok čistej hodnoty majetku",
  "1,20x", "jedenapolnásobok ČHM" / "1,2-násobku ČHM"), the investičný stupeň (a floor: "80 %",
  "80,0 % dlhopisovej zložky", "osemdesiat percent") and akciové tituly (a floor, a count: "400
  titulov", "400 akciových titulov", "400 rôznych emisií akcií", "štyristo titulov");
* requests (the členka predstavenstva's e-mail, the IV's program, a Teams message, an interné
  memorandum, the odbor riadenia rizík's zoznam otvorených bodov and an NBS žiadosť o
  informácie) deferring the limit to a predstavenstvo not yet held, a bod stiahnutý z programu,
  a decision odročené, a draft reading "[doplní IV]", the odbor riadenia rizík's stanovisko not
  yet given or the NBS's predchádzajúci súhlas not yet given;
* provenance misquoting its source: the štatút before its change of 1. 4. 2025 or a draft; a
  návrh zamietnutý, stiahnutý, odročený, without the needed väčšina, or an uznesenie zrušené;
  the správa o riziku's skutočnosť (prose, or a "Ukazovateľ / Skutočnosť k 31. 3. 2025 / Limit
  / Čerpanie" table); another limit beside it in príloha 1 (a max. beside a min.); the zákon's
  looser ceiling or the ADSS's sector average;
* objectives as the investičná stratégia's časť 2, an uznesenie predstavenstva, the IV's
  zápisnica and the odbor riadenia rizík's stanovisko, some saying what is not the aim ("nie
  tracking error", "nie Sharpe", "Sharpe tu nie je podstatný") and some beside the referenčná
  hodnota of the guarantee, which is followed and not optimised;
* leakage as the odbor riadenia rizík's metodika and stanovisko, the vnútorný audit and the
  portfólio manažérka write it: očakávané výnosy a korelácie, tolerančné pásma, the pomer
  zabezpečenia menového rizika, a model of príspevky a prestupy sporiteľov and the index fund's
  tracking-error factor model fitted on periods reaching into the test years (the SAX, the MSCI
  ACWI in EUR, the ŠÚ SR's HICP, the Sociálna poisťovňa's data, ARDAL auction yields, the ECB's
  EUR/USD), and whole sentences (today's MSCI ACWI members, today's ratings, the 2025 ESG
  exclusion list in every period, the NBS's 2024 benchmark methodology applied back); each clean
  twin in the same form, ending before the first test date, and where the data come out late,
  ending where they were out before it;
* trend claims on Tatranská vodárenská spoločnosť, a.s. (a fictional regional water company
  whose TAVOS 3,125/2029 bond the DGF holds) - tržby (mil. EUR, faster in 2024 and a
  double-digit compound rise), čistý dlh/EBITDA (x; lower is better), úrokové krytie (x),
  investičné výdavky (mil. EUR, a double-digit compound fall) and the voľný peňažný tok (signed,
  mil. EUR) over twenty-four quarters, as the štvrťročná správa o hospodárení's príloha, the IV's
  zápisnica, the kreditná analytička's comment (the claim first), an "Emitent / Menovitá hodnota
  / Podiel na ČHM / Komentár" table and Lucia's Teams summary for the predstavenstvo, each claim
  agreeing in gender and number with its subject ("tržby vzrástli", "pomer … klesol", "úrokové
  krytie sa zlepšilo", "voľný peňažný tok sa nezhoršil"); horizons covered by the series against
  uncovered ones ("od privatizácie v roku 2002", "od vstupu Slovenska do eurozóny v roku 2009").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

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

SEED: Final = 20270180
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzg"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzgsk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzgsk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzgsk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzgsk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzgsk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzgskd"

_DSS: Final = "Karpatia d.s.s., a.s."
_BOND_FUND: Final = "Karpatia dlhopisový garantovaný d.f."
_INDEX_FUND: Final = "Karpatia indexový negarantovaný d.f."
_CIO: Final = "Ing. Zuzana Hrušovská, PhD."
_CEO: Final = "Ing. Martin Kováčik"
_PM: Final = "Ing. Lucia Novotná, CFA"
_RISK: Final = "Mgr. Peter Baláž"
_SECRETARY: Final = "Mgr. Tomáš Vrabec"
_DEPOSITARY: Final = "Podunajská banka, a.s."
_MANAGER: Final = "Fenwick Rowe Investment Management Ltd"


# --- numbers as a Bratislava d.s.s.'s investment and risk people write them --------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "5", "4,8", "12"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("5,0", "4,8"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


def _percent_word(value: float, gen: bool) -> str:
    """The noun after a figure of percent, as Slovak agrees it: "percentá" after two to four
    (in the nominative), "percenta" after a decimal, else "percent" ("5 percent", "3
    percentá", "4,8 percenta"; in the genitive "3 percent")."""
    p = round(value * 100, 6)
    if p != int(p):
        return "percenta"
    if 2 <= p <= 4 and not gen:
        return "percentá"
    return "percent"


#: the limits' values in words: (nominative, genitive), as a zápisnica or an uznesenie says them
_WORDS: Final[dict[float, tuple[str, str]]] = {
    0.03: ("tri percentá", "troch percent"),
    0.04: ("štyri percentá", "štyroch percent"),
    0.05: ("päť percent", "piatich percent"),
    0.06: ("šesť percent", "šiestich percent"),
    0.1: ("desať percent", "desiatich percent"),
    0.12: ("dvanásť percent", "dvanástich percent"),
    0.15: ("pätnásť percent", "pätnástich percent"),
    0.2: ("dvadsať percent", "dvadsiatich percent"),
    0.7: ("sedemdesiat percent", "sedemdesiatich percent"),
    0.8: ("osemdesiat percent", "osemdesiatich percent"),
    0.9: ("deväťdesiat percent", "deväťdesiatich percent"),
    1.5: ("jedenapolnásobok ČHM", "jedenapolnásobku ČHM"),
    50.0: ("päťdesiat bázických bodov", "päťdesiatich bázických bodov"),
    75.0: ("sedemdesiatpäť bázických bodov", "sedemdesiatich piatich bázických bodov"),
    150.0: ("stopäťdesiat bázických bodov", "stopäťdesiatich bázických bodov"),
    200.0: ("dvesto titulov", "dvesto titulov"),
    400.0: ("štyristo titulov", "štyristo titulov"),
    600.0: ("šesťsto titulov", "šesťsto titulov"),
}


def _words(value: float, gen: bool) -> dict[str, str]:
    """The value in words in its case, under the key "w", when the papers have a word for it."""
    said = _WORDS.get(round(value, 6))
    return {"w": said[1 if gen else 0]} if said else {}


def _share_forms(tail: str, gen: bool, value: float) -> dict[str, str]:
    """A share of a fund: "5 %", "5,0 % ČHM" (with the subject's own `tail`), "5 percent"
    ("3 percentá", "troch percent"), "päť percent" / "piatich percent"."""
    return {
        "pc": f"{_pct(value)} %",
        "tl": f"{_pct1(value)} % {tail}",
        "pr": f"{_pct(value)} {_percent_word(value, gen)}",
        **_words(value, gen),
    }


def _te_forms(gen: bool, value: float) -> dict[str, str]:
    """The index fund's tracking error: "75 bázických bodov", "0,75 p. b. ročne", "75 bp",
    "sedemdesiatpäť bázických bodov" / "sedemdesiatich piatich bázických bodov"."""
    return {
        "bb": f"{_comma(_g(value))} bázických bodov",
        "pb": _comma(f"{value / 100:.2f}") + " p. b. ročne",
        "bp": f"{_comma(_g(value))} bp",
        **_words(value, gen),
    }


def _gross_forms(gen: bool, value: float) -> dict[str, str]:
    """The gross exposure, a multiple of the fund's net asset value (ČHM): "1,2-násobok ČHM" /
    "1,2-násobku ČHM", "1,2-násobok čistej hodnoty majetku", "1,20x", "jedenapolnásobok ČHM"."""
    n = _comma(_g(value))
    case = "násobku" if gen else "násobok"
    return {
        "nc": f"{n}-{case} ČHM",
        "nm": f"{n}-{case} čistej hodnoty majetku",
        "x": _comma(f"{value:.2f}") + "x",
        **_words(value, gen),
    }


def _titles_forms(gen: bool, value: float) -> dict[str, str]:
    """The index fund's holdings, a floor and a count: "400 titulov", "400 akciových titulov",
    "400 rôznych emisií akcií", "štyristo titulov" (the same in the genitive)."""
    n = _g(value)
    return {
        "t": f"{n} titulov",
        "at": f"{n} akciových titulov",
        "em": f"{n} rôznych emisií akcií",
        **_words(value, gen),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms, written like its own: the genitive ("piatich percent",
    after "na úrovni" or "vo výške") or a tolerančné pásmo's short forms ("4,8–6 %")."""

    forms: Callable[[float], dict[str, str]]
    words_every: ClassVar[int] = 4


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit of the štatút or the investičná stratégia: the agent's field names, how the
    d.s.s.'s people name it (a label, in the nominative, as its tables list it), the fund it
    binds, its code in the depozitár's export, the values it takes, its written forms in the
    nominative and the genitive, how the English papers write and name it, and whether it is
    a floor (a dolný limit). Words are said one style in four."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    fund: str
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    genitive_forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False
    words_every: ClassVar[int] = 4

    def gen(self, value: float, style: int, *, words: bool = False) -> str:
        """`value` in the genitive ("piatich percent", "1,2-násobku ČHM")."""
        return _Forms(self.genitive_forms).render(value, style, words=words)


def _subject(
    fields: tuple[str, str],
    nouns: tuple[str, ...],
    fund: str,
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
        fund,
        key,
        unit,
        values,
        partial(forms, False),
        partial(forms, True),
        english,
        noun_en,
        floor,
    )


_ISSUER: Final = _subject(
    ("max_single_issuer_share", "limitJedenEmitentMax"),
    (
        "expozícia voči jednému emitentovi (okrem štátnych dlhopisov SR)",
        "podiel cenných papierov jedného emitenta na ČHM",
        "koncentrácia na jedného emitenta",
    ),
    _BOND_FUND,
    "LIM_EMIT_MAX",
    "fraction",
    (0.03, 0.05, 0.1),
    partial(_share_forms, "ČHM"),
    _english_share,
    "Exposure to any single issuer (excluding Slovak government bonds)",
)
_BANK: Final = _subject(
    ("max_deposits_one_bank_share", "limitVkladyJednaBankaMax"),
    (
        "vklady v jednej banke",
        "peňažné prostriedky na účtoch v jednej banke alebo pobočke zahraničnej banky",
        "expozícia voči jednej banke (vklady)",
    ),
    _BOND_FUND,
    "LIM_VKL_BANKA",
    "fraction",
    (0.1, 0.15, 0.2),
    partial(_share_forms, "čistej hodnoty majetku"),
    _english_share,
    "Deposits with any one bank",
)
_FX: Final = _subject(
    ("max_open_fx_position_share", "limitOtvorenaMenovaPoziciaMax"),
    (
        "otvorená menová pozícia (nezabezpečená voči EUR)",
        "nezabezpečené menové riziko",
        "podiel aktív v iných menách ako EUR po zabezpečení",
    ),
    _BOND_FUND,
    "LIM_FX_OTV",
    "fraction",
    (0.04, 0.06, 0.12),
    partial(_share_forms, "majetku vo fonde"),
    _english_share,
    "Open (unhedged) currency position against the euro",
)
_TE: Final = _subject(
    ("max_tracking_error_bps", "trackingErrorIndexovyMax"),
    (
        "ex ante tracking error indexového fondu voči MSCI ACWI",
        "odchýlka od referenčného indexu (tracking error)",
        "aktívne riziko indexového fondu",
    ),
    _INDEX_FUND,
    "LIM_TE_INDEX",
    "bps",
    (50.0, 75.0, 150.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the MSCI ACWI",
)
_GROSS: Final = _subject(
    ("max_gross_exposure_multiple", "hrubaExpoziciaMaxNasobok"),
    (
        "celková expozícia vrátane finančných derivátov",
        "hrubá expozícia fondu (vrátane derivátov)",
        "celková expozícia podľa záväzkovej metódy",
    ),
    _INDEX_FUND,
    "LIM_EXP_HRUBA",
    "multiple",
    (1.1, 1.2, 1.5),
    _gross_forms,
    lambda v: f"{_g(v)}x NAV",
    "Gross exposure including derivatives (commitment approach)",
)
_IG: Final = _subject(
    ("min_investment_grade_share", "limitInvesticnyStupenMin"),
    (
        "dlhopisy s ratingom v investičnom stupni",
        "podiel dlhopisov investičného stupňa (BBB- a lepšie)",
        "investičný stupeň v dlhopisovej zložke",
    ),
    _BOND_FUND,
    "LIM_IG_MIN",
    "fraction",
    (0.7, 0.8, 0.9),
    partial(_share_forms, "dlhopisovej zložky"),
    _english_share,
    "Investment grade bonds (BBB- or better)",
    floor=True,
)
_TITLES: Final = _subject(
    ("min_equity_holdings", "pocetTitulovMin"),
    (
        "počet akciových titulov v indexovom fonde",
        "diverzifikácia indexového fondu (počet titulov)",
        "počet emisií akcií držaných indexovým fondom",
    ),
    _INDEX_FUND,
    "LIM_POCET_TIT",
    "count",
    (200.0, 400.0, 600.0),
    _titles_forms,
    lambda v: f"{_g(v)} holdings",
    "Number of equity holdings",
    floor=True,
)
#: seven limits: five caps (three shares, basis points, a multiple) and two floors (a share, a
#: count)
_SUBJECTS: Final = (_ISSUER, _BANK, _FX, _TE, _GROSS, _IG, _TITLES)
#: the limits a tolerančné pásmo is given for: three caps and the count's floor
_BANDED: Final = (_FX, _BANK, _TE, _TITLES)

_RATIONALES: Final = (
    "hodnota zo štatútu v znení pred poslednou zmenou",
    "približne priemer dôchodkových fondov v sektore (štatistika ADSS)",
    "predbežná hodnota do rozhodnutia predstavenstva",
    "to, čo vychádza zo základného scenára stress testu",
    "obvyklá rezerva, ktorú držíme pod limitom",
    "hodnota z návrhu zmeny investičnej stratégie",
)

#: where a breach's flawed value lies, and its uncited twin, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8
_CAP_INSIDE: Final = 0.95
_FLOOR_INSIDE: Final = 1.1
#: where a tolerančné pásmo's flawed value lies, as multiples of its top (cap) or low end (floor)
_BAND_CAP_BREACH: Final = 1.4
_BAND_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Alokácia majetku v dôchodkových fondoch spoločnosti "
    + _DSS
    + " (štátne a podnikové dlhopisy, vklady, akciové ETF a akcie podľa indexu MSCI ACWI) "
    "v rámci limitov štatútov a investičnej stratégie",
    "čo najlepší výnos upravený o riziko pre sporiteľov v súlade so zákonom č. 43/2004 Z. z. "
    "a štatútmi fondov",
    "optimalizovať alokáciu majetku",
    "váhy a ich riziko",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "ako ho stanovuje štatút fondu schválený predstavenstvom"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "najmenej" if s.floor else "najviac"


def _bound(s: _Subject) -> str:
    return "dolný limit" if s.floor else "horný limit"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _limit_en(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "prerebalancovať portfólio dlhopisového garantovaného fondu (ČHM k 31. 12. 2024: 1 482,6 mil. "
    "EUR)",
    "pripraviť podklady k štvrťročnej správe o hospodárení za 1. štvrťrok 2025",
    "zapracovať do alokácie mimoriadny prítok 18,4 mil. EUR z prestupov sporiteľov",
    "prepočítať stress testy po znížení sadzieb ECB o dvadsaťpäť bázických bodov",
    "overiť, či likvidita pokryje programové výbery, zhruba 2,1 mil. EUR mesačne",
)
_DEFERRALS: Final = (
    "predstavenstvo stanoví limit pre ukazovateľ „{noun}“ až na zasadnutí 22. 5. 2025",
    "bod o limite pre ukazovateľ „{noun}“ bol stiahnutý z programu rokovania investičného výboru",
    "rozhodnutie o limite pre ukazovateľ „{noun}“ investičný výbor odročil na ďalšie zasadnutie",
    "v návrhu zmeny investičnej stratégie je pri ukazovateli „{noun}“ stále „[doplní IV]“",
    "odbor riadenia rizík ešte nevydal stanovisko k limitu pre ukazovateľ „{noun}“",
    "NBS sa k žiadosti o predchádzajúci súhlas so zmenou štatútu (ukazovateľ „{noun}“) ešte "
    "nevyjadrila",
)
_REQUEST_FRAMES: Final = (
    "Od: " + _CIO + "\nKomu: Investičný tím\nPredmet: Rebalancing Q2 2025\n\nAhojte,\n\n"
    "prosím {task}. Pozor: {deferral}.\n\nVďaka,\nZ.",
    "Investičný výbor – zasadnutie 10. 4. 2025\nProgram:\n1. Kontrola plnenia uznesení\n"
    "2. {Task}\n3. Rôzne\nPoznámka: {deferral}.",
    "Teams – Lucia N. (9:14): vieš {task}? fyi {deferral}",
    "INTERNÉ MEMORANDUM\nPre: členov investičného výboru\nOd: odbor investícií\nDátum: "
    "27. 3. 2025\n\n{Deferral}. Medzitým je potrebné {task}.",
    "Zoznam otvorených bodov – odbor riadenia rizík (stav k 28. 3. 2025)\nč. 2025/09 | {Task} | "
    "zodpovedný: odbor investícií | stav: rozpracované\nPoznámka: {deferral}.",
    "V nadväznosti na žiadosť NBS o poskytnutie informácií (lehota: 15 pracovných dní) predseda "
    "predstavenstva žiada odbor investícií, aby ešte pred odpoveďou stihol {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {tipo}, {bound},
    {sign}, {short}, {fund}, {upper}, {skut}, {cerp}), its value's form ("bare" the number in
    the constraint's unit as the depozitár's export holds it, "figures" one of its written
    forms, "genitive" a written form or its words in the genitive, "table" a written form
    beside the odbor riadenia rizík's skutočnosť), its kind, and whether it comes before the
    request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Výpis zo zápisnice č. 4/2025 zo zasadnutia investičného výboru (18. 3. 2025)\n"
        "K bodu 4 – Revízia investičnej stratégie\nInvestičný výbor po diskusii jednomyseľne "
        "odporučil predstavenstvu stanoviť {bound} pre ukazovateľ „{noun}“ ({fund}) na úrovni {v}. "
        "Bod 5 (výber externého správcu pre indexový fond) bol odročený na ďalšie zasadnutie.\n"
        "Zapísal: " + _SECRETARY + ", tajomník IV",
        "genitive",
        "clarification_answer",
    ),
    _Stating(
        "Od: " + _CIO + "\nKomu: " + _PM + "; Risk\nPredmet: RE: Rebalancing Q2 2025\n\nAhoj "
        "Lucia,\n\n{Noun}: {sign} {v}. To je naozaj to, čo predstavenstvo v marci schválilo, nie "
        "číslo z draftu. Let me know, ak treba ešte niečo.\n\nZ.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Správa o riziku – odbor riadenia rizík, stav k 31. 3. 2025 (pre investičný výbor)\n"
        "| Ukazovateľ | Fond | Skutočnosť | Limit | Čerpanie limitu |\n|---|---|---|---|---|\n"
        "| {Noun} | {fund} | {skut} | {short} {v} | {cerp} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        _DEPOSITARY + " – depozitár\nExport limitov ex post kontroly (stav k 3. 2. 2025)\n"
        "kód;ukazovateľ;fond;hodnota;jednotka;typ\n{key};{noun};{fund};{v};{unit};{tipo}",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "ŠTATÚT {upper} (úplné znenie po zmene, na ktorú NBS udelila predchádzajúci súhlas, "
        "účinné od 1. 4. 2025)\nČlánok 7 – Obmedzenie a rozloženie rizika\n7.2 {Noun}: {sign} "
        "{v}.\n7.3 Dodržiavanie limitov kontroluje depozitár denne podľa § 81 zákona č. 43/2004 "
        "Z. z.",
        "figures",
        "mandate",
    ),
)

#: how the depozitár's export names a unit
_UNIT_WORDS: Final = {
    "fraction": "podiel (desatinné číslo)",
    "bps": "bázické body",
    "multiple": "násobok ČHM",
    "count": "počet",
}


def _actual(s: _Subject, value: float) -> float:
    """The odbor riadenia rizík's skutočnosť inside the limit: above a floor, below a cap (whole
    titles and basis points)."""
    used = value * 1.15 if s.floor else value * 0.7
    if s.unit in ("count", "bps"):
        return float(round(used))
    return round(used, 4)


def _drawn_down(s: _Subject, value: float, used: float) -> str:
    """Čerpanie limitu as the správa o riziku writes it ("70,0 %"): the skutočnosť over a cap,
    the floor over the skutočnosť."""
    share = value / used if s.floor else used / value
    return _comma(f"{share * 100:.1f}") + " %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the depozitár's export holds it: a share with
    three decimals ("0,050"), a multiple with two ("1,20"), else the figure; always with a
    decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    skut = cerp = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the skutočnosť inside the limit, a decoy in the same form
        used = _actual(s, value)
        written, skut = s.alike((value, used), rng.randrange(12), apart=True)
        cerp = _drawn_down(s, value, used)
    elif stating.form == "genitive":  # a zápisnica: in words wherever the value has them
        written = s.gen(value, s.words_every * rng.randrange(3), words=True)
    else:
        written = s.render(value, rng.randrange(12))
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
        fund=s.fund,
        upper=s.fund.upper(),
        skut=skut,
        cerp=cerp,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the
    depozitár's export came before the request, the štatút after it, cited as a clause."""
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
    "statut_fondu": {
        "clanok_6_investicna_politika": [
            "Majetok v dôchodkovom fonde sa investuje s odbornou starostlivosťou výlučne v záujme "
            "sporiteľov a poberateľov dôchodku (§ 81 zákona č. 43/2004 Z. z.).",
            "Fond nevstupuje do krátkych predajov; finančné deriváty slúžia len na zabezpečenie "
            "úrokového a menového rizika.",
            "Výkonnosť dlhopisového garantovaného fondu sa porovnáva s referenčnou hodnotou za "
            "obdobie desiatich rokov; referenčná hodnota nie je investičným limitom.",
            "Odplata za správu fondu je 0,3 % z priemernej ročnej ČHM.",
            "Investičnú stratégiu prehodnocuje predstavenstvo najmenej raz ročne.",
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
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the investičná stratégia's tabuľka limitov: its name and value, in
#: the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LIM_EMIT_MAX": ("Štátne dlhopisy jedného členského štátu EÚ, max.", 0.5),
    "LIM_VKL_BANKA": ("Podielové listy jedného fondu peňažného trhu, max.", 0.07),
    "LIM_FX_OTV": ("Aktíva mimo EHP, max.", 0.25),
    "LIM_TE_INDEX": ("Tracking error dlhopisovej zložky, max.", 40.0),
    "LIM_EXP_HRUBA": ("Čistá expozícia voči akciovému trhu, max.", 1.05),
    "LIM_IG_MIN": ("Dlhopisy so splatnosťou do 10 rokov, min.", 0.35),
    "LIM_POCET_TIT": ("Akciové tituly mimo indexu MSCI ACWI, max.", 25.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a hundredth of a multiple, a whole basis point or
    title)."""
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
    if structure == 0:  # the štatút before its last change, or a draft
        wrong_value = _away(s, value, 1.4, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Štatút v znení účinnom do 31. 3. 2025 uvádzal pri ukazovateli „{noun}“ "
                f"{wrong}. Po zmene, na ktorú NBS udelila predchádzajúci súhlas, platí od "
                f"1. 4. 2025 {right}."
            )
        else:
            text = (
                f"V drafte investičnej stratégie (verzia 0.3 z januára) bolo pri „{noun}“ {wrong}; "
                f"schválená verzia má {right} a platí tá."
            )
    elif structure == 1:  # a návrh that was not adopted
        wrong_value = _away(s, value, 1.25, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 5 == 0:
            text = (
                f"Odbor investícií navrhol pre „{noun}“ {wrong}. Návrh bol zamietnutý (hlasovanie: "
                f"2 za, 3 proti), {_bound(s)} zostáva {right}."
            )
        elif variant % 5 == 1:
            text = (
                f"Odbor riadenia rizík navrhoval {wrong} pre „{noun}“, ale bod bol stiahnutý z "
                f"programu rokovania; naďalej platí limit {right} podľa štatútu."
            )
        elif variant % 5 == 2:
            text = (
                f"Prerokovanie návrhu stanoviť limit pre „{noun}“ na {wrong} investičný výbor "
                f"odročil (zasadnutie 20. 3. 2025, bod 7). Kým nepadne rozhodnutie, limit je "
                f"{right}."
            )
        elif variant % 5 == 3:
            text = (
                f"Návrh uznesenia ({wrong} pre „{noun}“) nezískal na zasadnutí predstavenstva "
                f"potrebnú väčšinu. Platný limit: {_short(s)} {right}."
            )
        else:
            text = (
                f"Uznesenie IV č. 11/2025, ktorým sa limit pre „{noun}“ menil na {wrong}, "
                f"predstavenstvo zrušilo; platí pôvodný limit {right}."
            )
    elif structure == 2:  # the odbor riadenia rizík's skutočnosť
        wrong_value = _away(s, value, 0.7, 1.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Správa o riziku za 1. štvrťrok 2025 – „{noun}“: skutočnosť k 31. 3. 2025 "
                f"{wrong}, limit {right}. Bez prekročenia."
            )
        else:
            cerp = _drawn_down(s, value, wrong_value)
            text = (
                "| Ukazovateľ | Skutočnosť k 31. 3. 2025 | Limit | Čerpanie |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {cerp} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Investičná stratégia, príloha 1 – tabuľka limitov (výňatok)\n• " + "\n• ".join(
            lines
        )
    else:  # the law's looser ceiling, or the sector's average, for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Zákon č. 43/2004 Z. z. by pri „{noun}“ pripúšťal až {wrong}, náš štatút je "
                f"prísnejší: {right}. Riadime sa štatútom."
                if not s.floor
                else f"Zákon č. 43/2004 Z. z. by pri „{noun}“ vyžadoval len {wrong}, náš štatút "
                f"je prísnejší: {right}. Riadime sa štatútom."
            )
        else:
            text = (
                "Pre porovnanie: priemer dôchodkových fondov v sektore (štatistika ADSS k 31. 12. "
                f"2024) je pri „{noun}“ {wrong}. Náš limit je {right} – ten dodržiavame."
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
    pair=lambda i: 2 * i + i // 5,
)


# --- mandate clauses: the štatút's článok 7, the NBS's letter, the English IMA schedule, the
# predstavenstvo's uznesenia, the investičná stratégia's tabuľka limitov and the investičný
# výbor's zápisnica -----------------------------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    if shape == 5:  # the zápisnica says it "na úrovni", in the genitive, words one style in four
        written = s.gen(value, rng.randrange(12), words=True)
    elif shape == 3:  # the uznesenie, in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(3), words=True)
    else:
        written = s.render(value, rng.randrange(12))
    if shape == 0:  # the štatút's článok 7, under numbered odseky
        odseky: dict[str, JsonValue] = {
            "7.1": "Limity sa vzťahujú na čistú hodnotu majetku (ČHM) fondu oceňovanú podľa "
            "opatrenia NBS; ich dodržiavanie kontroluje depozitár denne.",
            "7.2": "Modifikovaná durácia dlhopisovej zložky je v rozpätí 4 až 7 rokov.",
            "7.3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "7.4": "Ak dôjde k prekročeniu limitu, d.s.s. ho odstráni bez zbytočného odkladu, "
            "najneskôr do troch mesiacov, a informuje NBS.",
        }
        return (
            {"statut_fondu": {"fond": s.fund, "clanok_7_limity": odseky}},
            None,
            "statut_fondu.clanok_7_limity.7.3",
        )
    if shape == 1:  # the NBS's letter, as a message
        verb = "neklesol pod" if s.floor else "neprekročil"
        letter = (
            "NÁRODNÁ BANKA SLOVENSKA\nÚtvar dohľadu nad finančným trhom\nOdbor dohľadu nad "
            "dôchodkovým sporením\nČ. k.: 100-000-412-337/2025\nBratislava 14. 2. 2025\n\nVec: "
            + s.fund
            + " – výsledky dohľadu na mieste\n\nNa základe zistení z dohľadu na mieste NBS "
            f"požaduje, aby ukazovateľ „{noun}“ {verb} {written}. Správu o prijatých opatreniach "
            "na nápravu predložte do 15 pracovných dní."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the external manager's English schedule, as a message
        schedule = (
            "SCHEDULE 3 – INVESTMENT RESTRICTIONS to the Investment Management Agreement between "
            + _DSS
            + " (acting for "
            + s.fund
            + ") and "
            + _MANAGER
            + "\n3.1 The Manager shall comply with the Fund's Statute and Slovak Act No. 43/2004 "
            f"Coll.\n3.5 {s.noun_en}: {_limit_en(s)} {s.english(value)}.\n3.9 Any breach shall "
            "be reported by 10:00 CET on the next business day."
        )
        return None, schedule, MANDATE_ID
    if shape == 3:  # the predstavenstvo's uznesenia, as records
        uznesenia: list[JsonValue] = [
            {
                "cislo": "P-2025/14",
                "znenie": "Predstavenstvo schvaľuje ročnú účtovnú závierku fondov za rok 2024.",
            },
            {
                "cislo": "P-2025/15",
                "znenie": "Predstavenstvo berie na vedomie správu o riziku za 4. štvrťrok 2024.",
            },
            {
                "cislo": "P-2025/16",
                "znenie": f"Predstavenstvo schvaľuje {_bound(s)} pre ukazovateľ „{noun}“: "
                f"{_sign(s)} {written}.",
            },
            {
                "cislo": "P-2025/17",
                "znenie": "Výber externého správcu indexového fondu sa odročuje.",
            },
        ]
        return (
            {"zapisnica_predstavenstva_2025_03_20": {"uznesenia": uznesenia}},
            None,
            "zapisnica_predstavenstva_2025_03_20.uznesenia[2].znenie",
        )
    if shape == 4:  # the investičná stratégia's tabuľka limitov, as a message
        table = (
            "INVESTIČNÁ STRATÉGIA 2025 – príloha 1: tabuľka limitov (schválené predstavenstvom "
            "20. 3. 2025)\n| Ukazovateľ | Fond | Limit | Základ |\n|---|---|---|---|\n"
            "| VaR (99 %, 1 mesiac) | oba fondy | max. 4,2 % | ČHM |\n"
            f"| {_cap(noun)} | {s.fund} | {_sign(s)} {written} | ČHM, denne |\n"
            "| Minimálny rating dlhopisov | DGF | BBB- | pri nákupe |"
        )
        return None, table, MANDATE_ID
    zapisnica = (
        "ZÁPISNICA č. 6/2025 zo zasadnutia investičného výboru " + _DSS + "\nDátum: 27. marca "
        "2025, Bratislava\nPrítomní: podľa prezenčnej listiny (5 z 5 členov)\nK bodu 2 – Limity: "
        f"investičný výbor schválil pre ukazovateľ „{noun}“ ({s.fund}) {_bound(s)} na úrovni "
        f"{written}.\nHlasovanie: za 5, proti 0, zdržal sa 0.\nZapísal: " + _SECRETARY
    )
    return None, zapisnica, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Prerebalancujte portfóliá v súlade so štatútmi, investičnou stratégiou a požiadavkami NBS.",
    "Please prepočítajte alokáciu within all our limits.",
    "Na zasadnutie predstavenstva 22. 5. 2025: optimalizujte alokáciu v rámci našich limitov.",
    "Zapracujte prítok z prestupov sporiteľov bez akéhokoľvek prekročenia limitov.",
    "Pripravte návrh strategickej alokácie na 3. štvrťrok 2025, bez prekročení.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 4) % 4 != 3,
    rationale="zdokumentovaný limit fondu",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=_CAP_INSIDE,
    floor_inside=_FLOOR_INSIDE,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a strategická alokácia {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investičná stratégia 2025, časť 3 (strategická alokácia): pre ukazovateľ „{noun}“ je "
    "tolerančné pásmo od {lo} do {hi} so strategickou hodnotou {mid}; v rámci pásma určuje "
    "{bound} členka predstavenstva pre investície.",
    "| Ukazovateľ | Dolná hranica pásma | Strategická hodnota | Horná hranica pásma | "
    "Rozhoduje |\n|---|---|---|---|---|\n| {Noun} ({bound}) | {lo} | {mid} | {hi} | "
    "portfólio manažér |",
    "Uznesenie predstavenstva P-2025/09 (schválené jednomyseľne): odbor investícií môže "
    "stanoviť {bound} pre ukazovateľ „{noun}“ kdekoľvek v rozpätí {lo} až {hi}, bez ďalšieho "
    "uznesenia predstavenstva.",
    "V rozpätí {lo} – {hi} je {bound} pre „{noun}“ vecou bežnej správy portfólia: určuje ho "
    "portfólio manažér a informuje investičný výbor.",
    "Predstavenstvo súhlasí so side letter k IMA s externým správcom: „The Manager may set the "
    "level for {noun} anywhere between {lo} and {hi}; no further instruction from the d.s.s. is "
    "required within that band.“",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Predstavenstvo stanovilo {bound} pre „{noun}“ na {point}. Návrh tolerančného pásma "
        "{lo} až {hi} bol zamietnutý (2 za, 3 proti); priestor na rozhodovanie tu nie je.",
        "Predstavenstvo schválilo návrh tolerančného pásma {lo} až {hi} pre {bound} („{noun}“); "
        "v rámci neho určuje úroveň odbor investícií.",
    ),
    (
        "Prerokovanie návrhu pásma {lo} až {hi} pre „{noun}“ bolo odročené (bod 8, 20. 3. "
        "2025). Dovtedy zostáva {bound} na {point}.",
        "Návrh pásma {lo} až {hi} pre „{noun}“ bol schválený jednomyseľne (bod 8, 20. 3. 2025). "
        "Úroveň v rámci pásma volí portfólio manažér.",
    ),
    (
        "Odbor riadenia rizík odporúčal pre „{noun}“ pásmo {lo} až {hi}; bod bol stiahnutý z "
        "programu rokovania a {bound} ostáva na {point}, kým sa investičný výbor nevyjadrí.",
        "Odbor riadenia rizík odporúčal pre „{noun}“ pásmo {lo} až {hi}; investičný výbor "
        "odporúčanie prijal a portfólio manažér určuje {bound} v rámci pásma.",
    ),
    (
        "Návrh dať portfólio manažérovi voľnosť {lo} až {hi} pri ukazovateli „{noun}“ ({bound}) "
        "nezískal potrebnú väčšinu. Platí úroveň {point}.",
        "Návrh dať portfólio manažérovi voľnosť {lo} až {hi} pri ukazovateli „{noun}“ ({bound}) "
        "bol schválený. Úroveň v rámci rozpätia volí on.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A band's label and its bound (the horný limit of a cap, the dolný limit of the floor)."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A tolerančné pásmo's bound as the tables write it: "4,8 %" or "4,8 % ČHM" for a share,
    "60 bp" or "60 b. b." for the tracking error, "450 titulov" or "450" for the holdings."""
    if s.unit == "bps":
        return {"bp": f"{_comma(_g(value))} bp", "bb": f"{_comma(_g(value))} b. b."}
    if s.unit == "count":
        return {"t": f"{_g(value)} titulov", "n": _g(value)}
    return {"pc": f"{_pct(value)} %", "ch": f"{_pct(value)} % ČHM"}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's dolná and horná hranica and its strategická hodnota in one form, and the level a
    refusal fixes: the band's low end for a cap and its top for the floor, so that the point a
    refused plan assumes (the middle) is looser than the level fixed."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the investičná stratégia (fields), the predstavenstvo's uznesenie (a
    mandate message), the portfólio manažér's poverenie (fields) or the chairman's e-mail (a
    mandate message)."""
    if shape == 0:
        return {"investicna_strategia_2025": {"cast_3_strategicka_alokacia": text}}, None
    if shape == 1:
        return None, (
            "VÝPIS Z UZNESENÍ PREDSTAVENSTVA " + _DSS + " (zasadnutie 20. 3. 2025)\n\n"
            f"{text}\n\nZa správnosť: {_CEO}, predseda predstavenstva"
        )
    if shape == 2:
        return {
            "poverenie_portfolio_manazera": {
                "kompetencie": [
                    "Realizuje strategickú alokáciu schválenú predstavenstvom.",
                    "Zadáva pokyny na obchody cez depozitára v súlade s limitmi štatútu.",
                    text,
                ]
            }
        }, None
    return None, (
        "Od: " + _CEO + " (predseda predstavenstva)\nKomu: " + _CIO + "\nPredmet: Tolerančné "
        f"pásma 2025\n\nZuzana,\n\n{text}\n\nS pozdravom\nMartin Kováčik"
    )


_ranges = partial(
    _range_cases,
    subjects=_BANDED,
    turn=lambda i: i + i // 4,
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
    floors=True,
    cap_breach=_BAND_CAP_BREACH,
    floor_breach=_BAND_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_UZNESENIE: Final = "Uznesenie predstavenstva P-2025/10 (20. 3. 2025):\n"
_ZAPISNICA: Final = "Zápisnica z investičného výboru zo 6. marca 2025, bod 3: "

#: whole statements of each objective, as the investičná stratégia, an uznesenie of the
#: predstavenstvo, the investičný výbor's zápisnica and the odbor riadenia rizík's stanovisko put
#: them; the first of each is one line, so that an oprava, a zmena or a comparison table can
#: quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investičná stratégia 2025, časť 2 (ciele): čo najvyšší výnos na jednotku rizika – "
        "maximálny Sharpeho pomer.",
        _UZNESENIE + "Predstavenstvo schvaľuje, aby sa alokácia volila podľa najlepšieho výnosu "
        "upraveného o riziko (Sharpeho pomer); vyšší výnos za cenu vyššieho rizika nie je cieľom.",
        _ZAPISNICA + "výbor žiada odbor investícií, aby optimalizoval výnos upravený o riziko "
        "(Sharpeho pomer), nie tracking error voči benchmarku.",
        "Stanovisko odboru riadenia rizík: cieľom predstavenstva je čo najlepší Sharpeho pomer; "
        "nič iné nemá určovať váhy. Referenčná hodnota pre garanciu sa sleduje osobitne.",
    ),
    "variance": (
        "Investičná stratégia 2025, časť 2 (ciele): čo najnižšia volatilita hodnoty dôchodkovej "
        "jednotky – minimálny rozptyl.",
        _UZNESENIE + "Predstavenstvo schvaľuje alokáciu s čo najnižším rozptylom výnosov; "
        "očakávané výnosy do optimalizácie nevstupujú.",
        _ZAPISNICA + "garantovaný fond musí pri porovnaní s referenčnou hodnotou obstáť aj v "
        "zlom roku, preto výbor chce čo najmenšie výkyvy: minimalizovať rozptyl portfólia bez "
        "ohľadu na očakávané výnosy.",
        "Stanovisko odboru riadenia rizík: portfólio má kolísať čo najmenej – váhy, ktoré "
        "minimalizujú rozptyl. Sharpe tu nie je podstatný.",
    ),
    "tracking": (
        "Investičná stratégia 2025, časť 2 (ciele): výkonnosť indexového fondu čo najbližšie k "
        "indexu MSCI ACWI, s čo najmenšou odchýlkou.",
        _UZNESENIE + "Predstavenstvo schvaľuje, aby indexový fond sledoval referenčný index s čo "
        "najnižším aktívnym rizikom (tracking error).",
        _ZAPISNICA + "fond je indexový a sporiteľom sme sľúbili kopírovanie indexu; "
        "minimalizovať tracking error voči MSCI ACWI.",
        "Stanovisko odboru riadenia rizík: nikto nechce alfu – držte sa pri indexe, s minimálnou "
        "odchýlkou.",
    ),
    "return": (
        "Investičná stratégia 2025, časť 2 (ciele): najvyšší očakávaný výnos, bez penalizácie "
        "rizika v účelovej funkcii – riziko ohraničujú limity.",
        _UZNESENIE + "Predstavenstvo schvaľuje, aby váhy smerovali k najvyššiemu očakávanému "
        "výnosu; riziko ohraničujú limity štatútu, nie účelová funkcia.",
        _ZAPISNICA + "maximalizovať očakávaný výnos v rámci limitov štatútu; žiadna úprava o "
        "riziko v účelovej funkcii.",
        "Stanovisko odboru riadenia rizík: predstavenstvo sa rozhodlo pre výnos. Cieľom je "
        "maximálny očakávaný výnos, nie Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Po zasadnutí predstavenstva 22. 5. 2025 sa znenie mení. Odteraz platí:\n\n{new}",
    "Zuzana, 16:05 – zabudni na môj ranný mail o cieli. Po rozhovore s predsedom "
    "predstavenstva:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Investičná stratégia 2025 – východisko pre alokáciu:\n\n{ask}",
    "{ask}\n\nProsím, upravte alokáciu podľa toho. – Z. H.",
    "ČHM dlhopisového garantovaného fondu k 31. 12. 2024: 1 482,6 mil. EUR; výkonnosť za rok "
    "2024: 4,1 % (indexový fond: 24,8 %).\n\n{ask}",
    "Počet sporiteľov v našich fondoch prekročil 412 tisíc; príspevok do II. piliera je v roku "
    "2025 5,5 % z vymeriavacieho základu.\n\n{ask}",
    "Za posledných päť rokov dosiahol garantovaný fond priemerný ročný výnos 1,9 %, referenčnú "
    "hodnotu prekonal o 0,4 p. b.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Alokácia majetku v dôchodkových fondoch " + _DSS,
    purpose="optimalizovať alokáciu majetku",
    custom_reason="no platform solver for this objective",
    custom_purpose="alokácia majetku",
    section_title="Alokácia a váhy",
    description="váhy",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _replaced(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The predstavenstvo's zápisnica changing the návrh ("text „…“ sa nahrádza textom „…“"),
    the earlier wording replaced by the wanted one."""
    return (
        "Zápisnica č. 3/2025 zo zasadnutia predstavenstva, bod 3 – Investičný cieľ\n"
        "Člen predstavenstva Ing. Juraj Šimko predložil pozmeňujúci návrh: v pôvodnom návrhu "
        f"sa text „{_one_line(old_kind, old)}“ nahrádza textom „{ask.replace(chr(10), ' ')}“.\n"
        "Pozmeňujúci návrh bol schválený jednomyseľne a návrh v znení zmeny bol schválený."
    )


def _corrected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The členka predstavenstva's e-mail correcting her own earlier line."""
    return (
        "Od: " + _CIO + "\nPredmet: OPRAVA – cieľ optimalizácie\n\nV mojom predchádzajúcom "
        f"maile som uviedla „{_one_line(old_kind, old)}“ – to neplatí, nezodpovedá to tomu, čo "
        f"predstavenstvo schválilo. Správne má byť:\n\n{ask}"
    )


def _compared(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The investičná stratégia's change as a comparison table (doterajšie znenie / nové
    znenie), approved."""
    return (
        "Zmena investičnej stratégie – porovnávacia tabuľka (schválené predstavenstvom "
        "20. 3. 2025)\n| Časť | Doterajšie znenie | Nové znenie |\n|---|---|---|\n"
        f"| 2 (ciele) | {_one_line(old_kind, old)} | {ask.replace(chr(10), ' ')} |"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn (`i % 5`, odd, so each meets both modes): the predstavenstvo's
    zápisnica replacing a text (0), a framed request (1), the členka predstavenstva's OPRAVA
    (2), an earlier message a later one replaces (3: after the predstavenstvo for the first
    twelve cases, from the chairman's talk for the rest) and a comparison table of the doterajšie
    and nové znenie (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={0: _replaced, 2: _corrected, 4: _compared},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 12) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + i // 4,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: five ANCHORED (expanding) walk-forward folds, each trained from 3 January 2011 to the eve of
#: the single calendar year it tests, 2017 to 2021
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2011, 1, 3),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2016, 12, 30), date(2017, 1, 2), date(2017, 12, 29)),
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 31)),
        (date(2018, 12, 31), date(2019, 1, 2), date(2019, 12, 31)),
        (date(2019, 12, 31), date(2020, 1, 2), date(2020, 12, 31)),
        (date(2020, 12, 31), date(2021, 1, 4), date(2021, 12, 31)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "index SAX, denné uzatváracie hodnoty, od 3. 1. 2011 do 28. 12. 2018",
        "index SAX, denné uzatváracie hodnoty, od 3. 1. 2011 do 30. 12. 2016",
    ),
    (
        "MSCI ACWI v EUR, mesačné dáta, január 2011 – december 2019",
        "MSCI ACWI v EUR, mesačné dáta, január 2011 – december 2016",
    ),
    (
        "HICP za Slovensko (ŠÚ SR), mesačne, od januára 2011 do júna 2018",
        "HICP za Slovensko (ŠÚ SR), mesačne, od januára 2011 do novembra 2016",
    ),
    (
        "príspevky a prestupy sporiteľov podľa údajov Sociálnej poisťovne, 1. štvrťrok 2011 – "
        "4. štvrťrok 2018",
        "príspevky a prestupy sporiteľov podľa údajov Sociálnej poisťovne, 1. štvrťrok 2011 – "
        "3. štvrťrok 2016",
    ),
    (
        "výnosy slovenských štátnych dlhopisov (aukcie ARDAL), týždenne, 2011 – 40. týždeň 2019",
        "výnosy slovenských štátnych dlhopisov (aukcie ARDAL), týždenne, 2011 – 51. týždeň 2016",
    ),
    (
        "kurz EUR/USD (referenčný kurz ECB), denne, od 3. 1. 2011 do 31. 12. 2020",
        "kurz EUR/USD (referenčný kurz ECB), denne, od 3. 1. 2011 do 30. 12. 2016",
    ),
)
_ACTIONS: Final = (
    "očakávané výnosy a korelácie pre strategickú alokáciu boli odhadnuté",
    "hranice tolerančných pásiem pre rebalancovanie boli kalibrované",
    "pomer zabezpečenia menového rizika bol optimalizovaný",
    "model príspevkov a prestupov sporiteľov bol odhadnutý",
    "faktorový model tracking erroru indexového fondu bol odhadnutý",
)
_LEAK_FRAMES: Final = (
    "Metodika backtestu (odbor riadenia rizík, 8. 4. 2025), bod 3: {action} na vzorke: {period}.",
    "Stanovisko odboru riadenia rizík k backtestu: {action} na dátach {period}; parametre "
    "zostávajú fixné vo všetkých piatich oknách.",
    "Správa vnútorného auditu, príloha B (backtest): {action} raz, na obdobie {period}, ešte "
    "pred spustením walk-forward okien.",
    "Poznámka portfólio manažéra k backtestu: {action} – zdroj dát: {period}.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Akciová zložka backtestu sa skladá zo spoločností, ktoré sú v indexe MSCI ACWI dnes.",
        "Akciová zložka backtestu sa skladá zo spoločností, ktoré boli v indexe MSCI ACWI ku "
        "každému dátumu rebalancovania, vrátane tých, ktoré z neho medzičasom vypadli.",
    ),
    (
        "Investičný stupeň dlhopisov sa vo všetkých obdobiach určuje podľa dnešných ratingov "
        "emitentov.",
        "Investičný stupeň dlhopisov sa v každom období určuje podľa ratingov platných k dátumu "
        "rebalancovania.",
    ),
    (
        "Zoznam vylúčených emitentov (ESG) schválený v roku 2025 sa uplatňuje na všetky testovacie "
        "obdobia.",
        "V každom testovacom období sa uplatňuje zoznam vylúčených emitentov platný k tomu dátumu.",
    ),
    (
        "Výkonnosť sa v každom okne porovnáva s referenčnou hodnotou podľa metodiky NBS z roku "
        "2024, uplatnenej spätne na celé obdobie od roku 2017.",
        "Výkonnosť sa v každom okne porovnáva s referenčnou hodnotou podľa metodiky, ktorá v tom "
        "čase platila.",
    ),
)
_LEAK_ASKS: Final = (
    "Investičný výbor chce pred schválením nových tolerančných pásiem vidieť walk-forward test "
    "na piatich rozširujúcich sa oknách.",
    "Please backtest walk-forward (expanding window, päť ročných testovacích období) pre "
    "zabezpečenie menového rizika.",
    "Požiadavka predsedu predstavenstva: otestovať strategickú alokáciu metódou walk-forward, "
    "s testovacími rokmi 2017 až 2021, pre výročnú správu.",
)
_WHERE: Final = ("evidence", "reasoning", "interpretation", "purpose")


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

_COMPANY: Final = "Tatranská vodárenská spoločnosť"
_ENTITY: Final = "ent_tatranska_vodarenska"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label), 1Q2019 to 4Q2024
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("v 4. štvrťroku 2024 oproti 3. štvrťroku", (22, 23)),
    ("v roku 2024", (19, 23)),
    ("v 2. polroku 2024", (21, 23)),
    ("od konca roka 2021", (11, 23)),
    ("od 1. štvrťroka 2019", (0, 23)),
    ("za posledných päť rokov", (3, 23)),
    ("od pandemického minima v 2. štvrťroku 2020", (5, 23)),
    ("medzi 30. 6. 2021 a 30. 9. 2023", (9, 18)),
    ("v roku 2022", (11, 15)),
    ("od 3. štvrťroka 2022 do 2. štvrťroka 2024", (14, 21)),
    ("od privatizácie v roku 2002", None),
    ("za posledných pätnásť rokov", None),
    ("od vstupu Slovenska do eurozóny v roku 2009", None),
)

#: what the claims answer: the investičný výbor's point on the corporate issuers it watches
_REQUEST: Final = TrendRequest(
    question="Na zasadnutie investičného výboru 14. 3. 2025 (bod 6, monitoring emitentov "
    "podnikových dlhopisov): ako si stojí {company}?",
    heading="#### Kreditná poznámka – Tatranská vodárenská spoločnosť, a.s. (emitent dlhopisu "
    "TAVOS 3,125/2029), výsledky za rok 2024",
    as_of="2025-03-10",
)


#: "približne o 12 %", "o viac ako 10 %", "takmer o 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="o viac ako {} %",
    short="takmer o {} %",
    about="približne o {} %",
)


def _by_times(a: float, b: float) -> str:
    """A multiple's move with a decimal comma ("o 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return "o " + _comma(f"{change:.1f}") + "x" if change >= 0.1 else ""


def _by_m(a: float, b: float) -> str:
    """A move in mil. EUR with a decimal comma ("o 12,3 mil. EUR"); "" below 2 mil. EUR."""
    change = abs(b - a)
    if change < 2:
        return ""
    return "o " + _comma(f"{change:.1f}") + " mil. EUR"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} boli v každom štvrťroku 2024 vyššie ako v rovnakom štvrťroku 2023",
        "{s} boli v každom štvrťroku 2024 nižšie ako v rovnakom štvrťroku 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            52.1,
            54.3,
            57.8,
            53.6,
            51.2,
            49.8,
            55.9,
            53.1,
            53.4,
            55.0,
            58.7,
            55.2,
            56.1,
            57.9,
            61.8,
            58.4,
            61.0,
            63.3,
            67.6,
            63.9,
            70.2,
            72.9,
            78.1,
            73.8,
        ),
        (
            "Tržby (mil. EUR)",
            "Tržby Tatranskej vodárenskej spoločnosti",
            "Výnosy z vodného a stočného",
        ),
        (
            ("{s} vzrástli {m}", rose),
            ("{s} klesli {m}", fell),
            ("{s} rástli v každom štvrťroku", rose_every_quarter),
            ("{s} neklesli", held_up),
            ("{s} ani raz medzištvrťročne neklesli", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            3.4,
            3.5,
            3.3,
            3.2,
            3.6,
            3.9,
            3.7,
            3.5,
            3.4,
            3.3,
            3.1,
            3.0,
            3.1,
            3.2,
            3.2,
            3.3,
            3.1,
            2.9,
            2.8,
            2.6,
            2.5,
            2.5,
            2.3,
            2.2,
        ),
        (
            "Pomer čistého dlhu k EBITDA",
            "Čistý dlh/EBITDA",
            "Ukazovateľ zadlženosti (čistý dlh k EBITDA)",
        ),
        (
            ("{s} klesol {m}", fell),
            ("{s} stúpol {m}", rose),
            ("{s} sa nezvýšil", held_down),
            ("{s} ani raz medzištvrťročne nestúpol", never_rose),
            ("{s} klesal v každom štvrťroku", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} bol na konci každého štvrťroka 2024 vyšší ako o rok skôr",
            "{s} bol na konci každého štvrťroka 2024 nižší ako o rok skôr",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (
            6.1,
            6.3,
            6.5,
            6.2,
            5.4,
            4.8,
            5.1,
            5.3,
            5.6,
            5.9,
            6.0,
            6.2,
            5.8,
            5.1,
            4.6,
            4.3,
            4.1,
            4.4,
            4.9,
            5.2,
            5.6,
            5.9,
            6.3,
            6.6,
        ),
        (
            "Úrokové krytie (EBITDA / nákladové úroky)",
            "Úrokové krytie",
            "Krytie úrokov prevádzkovým ziskom pred odpismi",
        ),
        (
            ("{s} sa zlepšilo {m}", rose),
            ("{s} sa zhoršilo {m}", fell),
            ("{s} sa nezhoršilo", held_up),
            ("{s} sa nezlepšilo", held_down),
            ("{s} sa ani raz medzištvrťročne nezhoršilo", never_fell),
        ),
        _by_times,
        False,
        (
            "{s} bolo v každom štvrťroku 2024 vyššie ako v rovnakom období roka 2023",
            "{s} bolo v každom štvrťroku 2024 nižšie ako v rovnakom období roka 2023",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "capex_meur",
        (
            14.2,
            18.5,
            22.1,
            27.9,
            11.8,
            15.4,
            19.6,
            24.3,
            16.9,
            21.3,
            26.8,
            33.5,
            22.4,
            27.9,
            31.2,
            38.6,
            19.8,
            23.1,
            25.4,
            30.2,
            15.1,
            18.6,
            20.3,
            24.9,
        ),
        (
            "Investičné výdavky (CAPEX)",
            "Kapitálové výdavky spoločnosti",
            "Investície do vodovodnej a kanalizačnej siete",
        ),
        (
            ("{s} vzrástli {m}", rose),
            ("{s} klesli {m}", fell),
            ("{s} klesali v každom štvrťroku", fell_every_quarter),
            ("{s} nevzrástli", held_down),
            ("{s} neklesli", held_up),
        ),
        _approx_pct,
        True,
        (
            "{s} boli v každom štvrťroku 2024 medziročne vyššie",
            "{s} boli v každom štvrťroku 2024 medziročne nižšie",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow_meur",
        (
            -4.2,
            3.1,
            8.7,
            -12.5,
            -6.8,
            1.9,
            6.4,
            -9.7,
            -3.5,
            2.8,
            7.9,
            -14.6,
            -9.1,
            -2.4,
            5.2,
            -18.3,
            -5.6,
            1.2,
            9.8,
            -6.1,
            2.4,
            6.9,
            13.5,
            1.8,
        ),
        (
            "Voľný peňažný tok",
            "Voľný peňažný tok spoločnosti (FCF)",
            "Voľný peňažný tok po investíciách",
        ),
        (
            ("{s} sa zlepšil {m}", rose),
            ("{s} sa zhoršil {m}", fell),
            ("{s} sa nezhoršil", held_up),
            ("{s} sa nezlepšil", held_down),
            ("{s} sa ani raz medzištvrťročne nezhoršil", never_fell),
        ),
        _by_m,
        False,
        (
            "{s} bol v každom štvrťroku 2024 medziročne vyšší",
            "{s} bol v každom štvrťroku 2024 medziročne nižší",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} rástli v roku 2024 rýchlejšie ako v roku 2023",
    slower="{s} rástli v roku 2024 pomalšie ako v roku 2023",
    grew="{s} rástli medzi 4. štvrťrokom 2022 a 4. štvrťrokom 2024 dvojciferným priemerným "
    "ročným tempom",
    shrank="{s} klesali medzi 4. štvrťrokom 2022 a 4. štvrťrokom 2024 dvojciferným priemerným "
    "ročným tempom",
    end=23,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024's pace against 2023's and the two-year compound rate (a fall as well as a
    rise), then year on year in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Štvrťročná správa o hospodárení DGF – 4. štvrťrok 2024, príloha 2 (podnikové dlhopisy; "
    "menovitá hodnota {mh}, podiel {podiel}): {claim} [1].",
    "Zápisnica z investičného výboru zo 14. 3. 2025, bod 6 (monitoring emitentov): {claim} [1]. "
    "Vzhľadom na pozíciu {mh} výbor ponecháva emitenta v zozname povolených emitentov.",
    "{Claim} [1] – komentár kreditnej analytičky: „we stay invested, spread okolo 145 bp“. Podiel "
    "v DGF ({podiel}) sa nemení.",
    "| Emitent | Menovitá hodnota | Podiel na ČHM | Komentár |\n|---|---|---|---|\n| Tatranská "
    "vodárenská spoločnosť, a.s. (TAVOS 3,125/2029) | {mh} | {podiel} | {Claim} [1] |",
    "Teams – Lucia N.: rýchle zhrnutie pre predstavenstvo – {claim} [1]. Držíme {ks} kusov "
    "dlhopisov (kupón 3,125 %, splatnosť 2029).",
)

_NOMINALS: Final = ("12,5 mil. EUR", "9 800 000 EUR", "14,2 mil. EUR")
_SHARES: Final = ("0,84 % ČHM", "0,66 %", "0,96 % majetku fondu")
_PIECES: Final = ("12 500", "9 800", "14 200")


def _holding(rng: random.Random) -> dict[str, str]:
    """The bond fund's menovitá hodnota of the TAVOS bond, its podiel and its number of pieces,
    drawn for each claim's frame."""
    return {
        "mh": rng.choice(_NOMINALS),
        "podiel": rng.choice(_SHARES),
        "ks": rng.choice(_PIECES),
    }


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
        left_out=lambda h, w, c: h.startswith("v 4. štvrťroku 2024") and "štvrťro" in c,
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
    """Batch ZZZZG: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
