"""Held-out batch N: every flaw kind again, in the e-mails and memos that colleagues inside and
between asset managers write to each other in an English that is not their first language.

Batch N is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, number forms, mail scaffolding, trend series and
trend truth are its own. It was written blind: no rule, reviewer, reviewer test or benchmark
result was read for it, and it was not run against the reviewers before its first recorded run.
Its writers are a Frankfurt portfolio manager, a Paris equity manager, a Milan risk manager, a
Tokyo investment planner and a Madrid investment officer, each with their own headers ("AW:",
"WG:", "TR :", "R:", "I:", "RV:"), greetings ("Dear colleagues," followed by a lower-case
sentence, "Bonjour à tous,", "Buongiorno,", "Estimados:"), sign-offs ("Mit freundlichen Grüßen /
Kind regards"), signatures with telephone numbers, street addresses and register numbers, and
legal disclaimers — every one a decoy number beside the one that matters. Its parts are new:

* limits written with a decimal comma and a space or not ("7,5 %", "7,5%", "5,00 %", "1,50 %
  p.a."), as "7,5 percent" and "7.5 pct", in basis points a year ("150 bp p.a.", "150 basis
  points"), as a multiple ("1,25x", "150 % of the NAV", "1,5 times the NAV"), in non-native
  idiom ("the limit is fixed at", "may not go under", "the upper limit of … is", "is limited
  at"); stated as the top of a reply over the quoted question ("> -----Original Message-----"),
  a line of a plain-text table with aligned columns among other limits, a numbered point with
  an asterisk footnote ("* calculated on the NAV of the last valuation day"), a line copied
  from a described attachment ("Limits_2024_v3.xlsx", dotted leaders), a sentence above a
  signature and a disclaimer, a Japanese-style courtesy mail ("We would like to inform you that
  the upper limit of …"), and a "P.S.: no need to wait any more, I received the figure in the
  meantime" under the request; subjects:
  one issuer, one sector, the emerging-markets quota, ex-ante tracking error, leverage under the
  commitment approach and a liquidity quota that is a floor;
* requests deferring the limit to the next investment committee, an annex sent separately,
  the risk department ("actually we do not have the figure", "actually" meaning "currently"),
  the depositary, or a colleague on holiday, in the writer's own mail or on top of the client's
  forwarded request ("WG:", "TR :", "please see below the request of our client"); strategy
  mandates bounding only other things (a fund contract's universe and the bond part's
  duration); a limit stated beside the fund volume "(actually EUR 1.250.000.000)";
* provenance misquoting its source: the figure a later mail corrects ("in my last mail there
  was an error"), the older figure in the quoted mail below the newest one ("the value in my
  mail below is not more valid"), a proposal the board did not accept, another fund's line in
  an aligned table of two funds, a launch-phase exception behind an asterisk that "is expired
  since long time", and a figure the committee will "eventually" (possibly) move to;
* mandates as fund-contract articles (`fund_contract.art_6_limits`), a client's guidelines
  forwarded inside a mandate message ("-------- Original message --------", numbered points),
  a compliance memo with an aligned limits table (a mandate message), an Italian side letter
  ("In derogation to the prospectus, … is limited at …", `side_letter.point_2`) and a
  tightened limit ("Since 01.07.2024 the former limit of … for … is not more valid: actually
  the limit is …"), the plan between the old and the new one;
* latitude granted in non-native idiom ("you are free to choose the level between … and …, as
  you prefer", "bandwidth … – …; the exact level is at the discretion of the portfolio
  manager", "it must only stay inside the corridor from … to …", "full freedom up to a maximum
  of …", "We kindly ask you to decide … by yourself, within the range of …") and refused ("fixed
  at … by the board … there is no bandwidth", "the corridor … is only for the monitoring of the
  depositary bank; for the manager the limit is exactly …", "not in the competence of the
  manager");
* objectives in plain mails with a negated aside, in a forwarded chain whose newest mail on top
  replaces the quoted older one, in a memo's numbered points beside an attachment, in a later
  "RE:" mail declaring the first "not more valid", and in a P.S. correcting the same mail ("I
  copied the objective of the other mandate");
* leakage as the agent quotes the client's mails and memos: European dates ("01.01.2009 –
  30.06.2016", "until 31st of December 2017", "the 5 years before the 31.12.2018", "the
  reference date (Stichtag) 30.09.2017"), ISO dates with "(both dates included)", "the years
  2009 until 2016 inclusive", "all the available history (from 01/2009 until 12/2019)", today's
  index composition, signals executed at the close they were computed on, parameters chosen
  after looking at the whole backtest, volatility scaled on the complete sample, restated
  balance-sheet data, next month's return among the features, and the structured fields
  alone; each clean twin in the same form, ending before the first test date;
* trend claims in an answer written as a client mail or a memo, on a machine builder's EBITDA
  and order intake (EUR m) and its equity ratio and EBITDA margin, over twelve quarters (Q1
  2020 – Q4 2022, newest first) with European magnitudes ("by approx. 12,5 %", "by more than
  10 %", "by approx. 1,2 percentage points"), shapes ("remained stable", "grew in every quarter
  versus the previous quarter", "did not decrease in any quarter"), horizons written as
  e-mails write them ("in Q4 2022 compared with Q4 2021", "from the quarter closed 30.06.2020 to
  the quarter closed 31.12.2022", "in the first half of 2021 (Q4 2020 → Q2 2021)"), "in each
  quarter of 2022 … higher than in the same quarter of 2021", "for the full year 2022 …
  higher than for the full year 2021", against uncovered horizons ("since the IPO in 2011",
  "since 31.12.2015"). Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    _assume,
    _calendar_quarters,
    _cap,
    _cite_as,
    _fill,
    _g,
    _leak_contract_of,
    _lower_first,
    _mandate_twins_of,
    _newest_first,
    _objective_contract,
    _once,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _said_named,
    _solving_contract,
    _twins_of,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    HistoricalTest,
    Mode,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261214
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzn5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzznn"

THIN: Final = "\u2009"  # a thin space, as a thousands separator


# --- numbers as continental writers write them ---------------------------------------------------


def _de(x: float, places: int | None = None) -> str:
    """A decimal comma: 7.5 → "7,5", 10 → "10"; `places` fixes the decimals ("5,00")."""
    said = _g(x) if places is None else f"{x:.{places}f}"
    return said.replace(".", ",")


def _share_forms(value: float) -> dict[str, str]:
    """A share of the fund: "7,5 %", "7,5%", "7,50 %", "7,5 percent", "7.5 pct"."""
    pct = value * 100
    return {
        "comma": f"{_de(pct)} %",
        "tight": f"{_de(pct)}%",
        "two": f"{_de(pct, 2)} %",
        "percent": f"{_de(pct)} percent",
        "pct": f"{_g(pct)} pct",
    }


def _bp_forms(value: float) -> dict[str, str]:
    return {
        "bp": f"{_g(value)} bp p.a.",
        "comma": f"{_de(value / 100)} % p.a.",
        "words": f"{_g(value)} basis points",
        "two": f"{_de(value / 100, 2)} % p.a.",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    forms = {"x": f"{_de(value)}x", "nav": f"{_g(value * 100)} % of the NAV"}
    if value != 1.0:  # "1 times the NAV" reads badly
        forms["times"] = f"{_de(value)} times the NAV"
    return forms


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how the writers name it, its label in a limits table,
    the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    label: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int) -> str:
        forms = list(self.forms(value).values())
        return forms[style % len(forms)]

    def alike(self, values: Sequence[float], style: int) -> list[str] | None:
        """`values` in one form where none is part of another, or None if no form does."""
        all_forms = [self.forms(v) for v in values]
        keys = [k for k in all_forms[0] if all(k in f for f in all_forms)]
        for offset in range(len(keys)):
            key = keys[(style + offset) % len(keys)]
            said = [f[key] for f in all_forms]
            if all(a.lower() not in b.lower() for a, b in itertools.permutations(said, 2)):
                return said
        return None

    def pair(self, value: float, factors: Sequence[float], style: int) -> tuple[float, str, str]:
        """Another value (the first of `value` times `factors` that reads apart from it) and
        both as written: (other value, `value` written, other written)."""
        for factor in factors:
            other = round(value * factor, 6)
            said = self.alike((value, other), style)
            if said is not None and other != value:
                return other, said[0], said[1]
        raise AssertionError((self.label, value, factors))

    @property
    def bound(self) -> str:
        return "min." if self.floor else "max."


def _of_fund(s: _Subject) -> str:
    """What a share is a share of, in a sentence: " of the fund volume" for shares only."""
    return " of the fund volume" if s.unit == "fraction" else ""


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "issuerLimit"),
    ("the weight of one single issuer", "the exposure per issuer", "each issuer"),
    "Single issuer",
    "fraction",
    (0.05, 0.075, 0.1),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorCap"),
    ("the weight of one sector", "the exposure per sector", "any single sector"),
    "Sector (GICS level 1)",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_EMERGING: Final = _Subject(
    ("max_em_weight", "emergingMarketsQuota"),
    ("the emerging markets quota", "the part in emerging markets", "emerging markets in total"),
    "Emerging markets",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "teLimitBp"),
    (
        "the tracking error",
        "the ex-ante tracking error against the benchmark",
        "the active risk versus the benchmark",
    ),
    "Tracking error (ex ante)",
    "bps",
    (100.0, 150.0, 250.0),
    _bp_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_gross_leverage", "leverageCommitment"),
    (
        "the leverage (commitment approach)",
        "the gross exposure",
        "the total exposure incl. futures",
    ),
    "Leverage (commitment)",
    "multiple",
    (1.25, 1.5, 2.0),
    _multiple_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_cash_weight", "liquidityQuotaMin"),
    ("the liquidity quota", "the cash part", "the bank deposits for redemptions"),
    "Liquidity (minimum)",
    "fraction",
    (0.02, 0.05, 0.1),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _SECTOR, _EMERGING, _TE, _LEVERAGE, _LIQUIDITY)
_CAPS: Final = (_ISSUER, _SECTOR, _EMERGING, _TE, _LEVERAGE)

_RATIONALES: Final = (
    "usual value for a UCITS fund of this type",
    "same as in our other Spezialfonds",
    "prudent value until the client confirms",
    "market standard for institutional mandates",
    "conservative assumption, to be confirmed",
)


def _table(header: tuple[str, str], rows: Sequence[tuple[str, str]]) -> str:
    """A plain-text table with aligned columns and a dashed rule under its header."""
    width = max(len(a) for a, _ in (header, *rows))
    right = max(len(b) for _, b in (header, *rows))
    lines = [f"{header[0]:<{width}}  {header[1]}", f"{'-' * width}  {'-' * right}"]
    lines += [f"{a:<{width}}  {b}" for a, b in rows]
    return "\n".join(lines)


def _stops(text: str) -> str:
    """No doubled full stop after a form ending in one ("1 % p.a.")."""
    return text.replace("p.a..", "p.a.")


def _quote(text: str) -> str:
    return "\n".join(f"> {line}" if line else ">" for line in text.splitlines())


# --- the writers -------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Writer:
    """A colleague at another house: how their mails look, and their signature's decoys."""

    name: str
    email: str
    role: str
    firm: str
    address: str
    phone: str
    greet: str
    close: str
    reply: str
    forward: str
    sent: str
    later: str
    footer: str
    lower_after_greet: bool = False

    def signature(self) -> str:
        return f"{self.name}\n{self.role}\n{self.firm}\n{self.address}\n{self.phone}"

    def body(self, text: str) -> str:
        return _lower_first(text) if self.lower_after_greet else _cap(text)

    def mail(
        self,
        subject: str,
        text: str,
        *,
        prefix: str = "",
        header: bool = True,
        footer: bool = False,
        quoted: str | None = None,
        short: bool = False,
    ) -> str:
        """A mail from this writer: headers, greeting, `text`, sign-off and signature (or just
        the name, `short`), the disclaimer (`footer`) and an older mail quoted below."""
        when = self.later if prefix.strip() in _REPLIES else self.sent
        head = (
            f"From: {self.name} <{self.email}>\nTo: Quant Research\n"
            f"Subject: {prefix}{subject}\nDate: {when}\n\n"
            if header
            else ""
        )
        sign = self.name if short else self.signature()
        said = f"{head}{self.greet}\n\n{self.body(text)}\n\n{self.close}\n{sign}"
        if footer:
            said += f"\n\n{self.footer}"
        if quoted is not None:
            said += f"\n\n{_quote(quoted)}"
        return _stops(said)


#: a reply's subject prefix: a reply is dated after the mail it answers
_REPLIES: Final = ("AW:", "RE :", "R:", "RE:")

_WRITERS: Final = (
    _Writer(
        "Katrin Vogel",
        "k.vogel@rheinfels-am.de",
        "Portfoliomanagement Spezialfonds",
        "Rheinfels Asset Management GmbH",
        "Taunusanlage 11, 60329 Frankfurt am Main",
        "Tel. +49 69 2710 4438",
        "Dear colleagues,",
        "Mit freundlichen Grüßen / Kind regards",
        "AW: ",
        "WG: ",
        "04.03.2024 09:12",
        "06.03.2024 14:05",
        "Rheinfels Asset Management GmbH · Sitz Frankfurt am Main · HRB 48213\n"
        "This e-mail may contain confidential information. If you are not the right addressee, "
        "please inform the sender and delete this e-mail.",
        lower_after_greet=True,
    ),
    _Writer(
        "Pierre-Antoine Leclerc",
        "pa.leclerc@valmont-gestion.fr",
        "Gestion Actions Européennes",
        "Valmont Gestion SA",
        "12, rue de la Paix, 75002 Paris",
        "Tél. : +33 1 53 45 87 20",
        "Bonjour à tous,",
        "Bien cordialement,",
        "RE : ",
        "TR : ",
        "lun. 04/03/2024 09:12",
        "mer. 06/03/2024 14:05",
        f"Valmont Gestion SA – capital de 2{THIN}400{THIN}000 € – agrément AMF GP-04000112\n"
        "Ce message est confidentiel. / This message is confidential; if you received it by "
        "error, please destroy it.",
    ),
    _Writer(
        "Giulia Marchetti",
        "giulia.marchetti@aureliasgr.it",
        "Risk Management",
        "Aurelia SGR S.p.A.",
        "Via Broletto 20, 20121 Milano",
        "Tel. +39 02 7260 3315",
        "Buongiorno,",
        "Cordiali saluti / Best regards",
        "R: ",
        "I: ",
        "04/03/2024 09:12",
        "06/03/2024 14:05",
        "Aurelia SGR S.p.A. – Cap. soc. EUR 5.000.000 i.v. – Iscr. Albo SGR n. 171\n"
        "The information in this e-mail is reserved for the addressee only.",
    ),
    _Writer(
        "Kenji Takahashi",
        "k-takahashi@shirogane-am.co.jp",
        "Investment Planning Dept.",
        "Shirogane Asset Management Co., Ltd.",
        "2-4-1 Marunouchi, Chiyoda-ku, Tokyo 100-6390",
        "TEL: +81-3-6205-7781",
        "Dear Sirs,",
        "Best regards,",
        "RE: ",
        "FW: ",
        "2024/03/04 (Mon) 09:12",
        "2024/03/06 (Wed) 14:05",
        "CONFIDENTIALITY: This e-mail is for the exclusive use of the intended recipient(s).",
    ),
    _Writer(
        "Lucía Ferrer",
        "lferrer@montalbangestion.es",
        "Dpto. de Inversiones",
        "Montalbán Gestión SGIIC, S.A.",
        "Calle de Serrano 41, 28001 Madrid",
        "Tel. +34 91 432 18 06",
        "Estimados:",
        "Un saludo / Best regards,",
        "RE: ",
        "RV: ",
        "4/03/2024 9:12",
        "6/03/2024 14:05",
        "Montalbán Gestión SGIIC, S.A. – Registro CNMV n.º 245\n"
        "This message is confidential and only for the person to whom it is addressed.",
    ),
)


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "A new allocation for the institutional client, inside the limits of the fund",
    "the best return for the risk taken",
    "solve the weights",
    "the solved weights and their risk figures",
)

_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as written in the client's mail")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "prepare the new model allocation for the Spezialfonds of the Versorgungswerk",
    "recalculate the optimal weights of the equity fund after the capital inflow of "
    f"EUR 25{THIN}000{THIN}000",
    "do the yearly rebalancing of the balanced mandate",
    "propose an allocation for the new institutional mandate (start 01.04.2024)",
    "optimise the European equity portfolio of the pension fund",
)
_DEFERRALS: Final = (
    "the limit for {noun} will be decided in the investment committee of 14.03., we will "
    "inform you afterwards",
    "for {noun} the value is in the annex 3 of the fund contract, which I will send you separately",
    "regarding {noun}, actually we do not have the figure; please wait the confirmation of our "
    "risk department",
    "the limit of {noun} is still in discussion with the depositary bank, we will come back to you",
    "concerning {noun}, my colleague Mr. Bianchi has the number, but he is on holiday until "
    "the 18th",
)
_REQUEST_FRAMES: Final = (
    "we kindly ask you to {task}. Kindly note that {deferral}.\n\nWe remain at your disposal "
    "for any question.",
    "following our call of this morning, could you please {task}?\n\nOne point is still open: "
    "{deferral}.",
    "I write you for the following request: please {task}.\n\n1. Universe: as in the "
    "attachment (Universe_Q2.xlsx)\n2. Limits: {deferral}",
    "thank you very much for your continuous support. We would like to ask you to {task}. "
    "Please note that {deferral}.",
    "as discussed, please {task}. {Deferral}. Sorry for the inconvenience.",
)
_SUBJECT_LINES: Final = (
    "Rebalancing Spezialfonds",
    "Request – new allocation",
    "Model portfolio 2024",
    "Allocation for the pension fund",
)


def _request(rng: random.Random, w: _Writer, s: _Subject) -> str:
    """A request deferring `s`'s limit: a mail of `w`, or (one in four) the client's mail
    forwarded by `w` with the deferral on top."""
    deferral = rng.choice(_DEFERRALS).format(noun=rng.choice(s.nouns))
    task = rng.choice(_TASKS)
    subject = rng.choice(_SUBJECT_LINES)
    if rng.randrange(4) == 0:
        client = (
            "From: Dr. Hans Weber <h.weber@versorgungswerk-example.de>\n"
            "Sent: 01.03.2024 08:47\nSubject: " + subject + "\n\n"
            f"Dear colleagues,\nwe ask you to {task}.\n"
            "Best regards\nH. Weber"
        )
        body = f"please see below the request of our client. {_cap(deferral)}."
        return w.mail(subject, body, prefix=w.forward, quoted=client, short=True)
    body = _fill(rng.choice(_REQUEST_FRAMES), task=task, deferral=deferral)
    return w.mail(subject, body)


def _stating(
    rng: random.Random, w: _Writer, s: _Subject, value: float, shape: int
) -> tuple[str, str]:
    """A reply stating `value` as `s`'s limit in one of six shapes, and the value as written
    in it."""
    written = s.render(value, rng.randrange(20))
    noun = rng.choice(s.nouns)
    what = "the minimum for" if s.floor else "the limit for"
    if shape == 0:  # on top of the quoted question
        question = (
            "-----Original Message-----\nFrom: Quant Research <research@quantward.example>\n"
            "Sent: 05.03.2024 10:41\nSubject: Question – limit for the rebalancing\n\n"
            f"Could you please send us the value for {noun}? Thank you."
        )
        text = w.mail(
            "Question – limit for the rebalancing",
            f"thank you for your patience. {_cap(what)} {noun} is fixed at {written}.",
            prefix=w.reply,
            quoted=question,
            short=True,
        )
    elif shape == 1:  # a line of an aligned table among other limits
        rows = [
            ("Modified duration (bond part)", "3 – 7 years"),
            (s.label, f"{s.bound} {written}"),
            ("Average rating", "min. A-"),
        ]
        table = _table(("Limit", "Value"), rows)
        text = w.mail(
            "Limits",
            f"please find below the limits (extract of the fund contract, annex 3):\n\n{table}",
            prefix=w.reply,
        )
    elif shape == 2:  # a numbered point with a footnote
        text = w.mail(
            "Open points",
            "concerning your question, here the points:\n\n"
            f"1. {_cap(noun)}: {s.bound} {written}*\n"
            "2. Derivatives only for hedging purposes\n3. No securities lending\n\n"
            "* calculated on the NAV of the last valuation day",
            prefix=w.reply,
        )
    elif shape == 3:  # above the signature and the disclaimer
        verb = "may not go under" if s.floor else "may not exceed"
        text = w.mail(
            "Limit",
            f"kindly note that {noun} {verb} {written}{_of_fund(s)}"
            + (" (actually EUR 1.250.000.000)." if s.unit == "fraction" else "."),
            prefix=w.reply,
            footer=True,
        )
    elif shape == 4:  # a line copied from an attachment
        text = w.mail(
            "Limit sheet",
            "please find attached the limit sheet (Limits_2024_v3.xlsx). For your convenience "
            f"I copy the relevant line here:\n\n    {_cap(noun)} ........ {s.bound} {written}\n\n"
            "The other lines are unchanged vs. the version of 02.02.2024.",
            prefix=w.reply,
        )
    else:  # a courtesy mail
        which = "lower" if s.floor else "upper"
        text = w.mail(
            "Information about the limit",
            "thank you very much for your continuous support. We would like to inform you that "
            f"the {which} limit of {noun} is {written}. Thank you for your understanding.",
            prefix=w.reply,
            short=True,
        )
    return _once(text, written), written


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        w = _WRITERS[(i + i // 5) % len(_WRITERS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _request(rng, w, s)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 3 != 1:  # a mandate bounding other things only
            mandate = {
                "fund_contract": {
                    "art_3_universe": "European equities and EUR bonds of investment grade.",
                    "art_7_duration": "The modified duration of the bond part is between 3 and 7 "
                    "years.",
                }
            }
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}n",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        if i % 4 == 3:  # found in the meantime: a P.S. under the request itself
            written = s.render(value, rng.randrange(20))
            noun = rng.choice(s.nouns)
            both = _stops(
                f"{request}\n\nP.S.: no need to wait any more, I received the figure in the "
                f"meantime: {noun} {s.bound} {written}."
            )
            messages: tuple[UserMessage, ...] = (UserMessage(message_id=REQUEST_ID, text=both),)
            cited = _cite(name, s, value, REQUEST_ID, _once(both, written), written)
        else:
            said, written = _stating(rng, w, s, value, (i - i // 4) % 6)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            cited = _cite(name, s, value, ANSWER_ID, said, written)
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}n/twin",
            "invented_limit",
            False,
            _plan(policy, messages, cited, mandate),
        )


# --- false provenance --------------------------------------------------------------------------

_FUNDS: Final = (
    ("Rent Plus", "Aktien Global"),
    ("Obbligazionario Euro", "Azionario Paesi Emergenti"),
    ("Patrimoine Équilibré", "Actions Monde"),
)


_provenance_twins = _provenance_twins_of(SEED, "n", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        w = _WRITERS[(i + 2 * (i // 6)) % len(_WRITERS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        style = rng.randrange(20)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, w, s))
        looser = (0.5, 0.4, 0.6) if s.floor else (2.0, 1.5, 1.6)
        what = "minimum" if s.floor else "limit"
        messages: tuple[UserMessage, ...]
        if structure == 0:  # the first figure, corrected in a later mail
            wrong_value, right, wrong = s.pair(value, looser, style)
            first = w.mail("Limit", f"{noun}: {s.bound} {wrong}.", prefix=w.reply, short=True)
            fix = w.mail(
                "Limit",
                f"sorry, in my last mail there was an error. Correct for {noun} is: {right}. "
                "Please excuse me.",
                prefix=w.reply,
                header=False,
                short=True,
            )
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=fix),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(fix, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(first, wrong), wrong)
        else:
            if structure == 1:  # the newest mail on top replaces the quoted older one
                wrong_value, right, wrong = s.pair(value, looser, style)
                older = (
                    f"From: {w.name}\nSent: 01.03.2024 17:55\nSubject: Limit\n\n"
                    f"{_cap(noun)}: {s.bound} {wrong}"
                )
                said = w.mail(
                    "Limit",
                    f"please consider only this mail: the {what} for {noun} is {right}; the value "
                    "in my mail below is not more valid.",
                    prefix=w.reply,
                    quoted=older,
                    short=True,
                )
            elif structure == 2:  # a proposal the board did not accept
                wrong_value, right, wrong = s.pair(value, looser, style)
                move = "reduce" if s.floor else "increase"
                said = w.mail(
                    "Limit",
                    f"our risk department had proposed to {move} {noun} to {wrong}, but the "
                    f"board did not accept the proposal. The {what} remains {right}.",
                    prefix=w.reply,
                )
            elif structure == 3:  # another fund's line in a table of two funds
                others = [v for v in s.values if v != value]
                rng.shuffle(others)
                for other in others:
                    said_two = s.alike((value, other), style)
                    if said_two is not None:
                        wrong_value, (right, wrong) = other, said_two
                        break
                else:
                    raise AssertionError((s.label, value))
                ours, theirs = rng.choice(_FUNDS)
                rows = [
                    (f"{ours} (this mandate)", f"{s.bound} {right}"),
                    (theirs, f"{s.bound} {wrong}"),
                ]
                if rng.randrange(2):
                    rows.reverse()
                table = _table(("Fund", s.label), rows)
                said = w.mail(
                    "Limits of the funds",
                    f"please find below the limits of our two funds:\n\n{table}\n\n"
                    f"For your work only the line of {ours} is relevant.",
                    prefix=w.reply,
                )
            elif structure == 4:  # an expired launch-phase exception behind an asterisk
                wrong_value, right, wrong = s.pair(value, looser, style)
                said = w.mail(
                    "Limit",
                    f"{noun}: {s.bound} {right}*\n\n* Only in the launch phase (first six months "
                    f"after 01.07.2016) the {what} was {wrong}; this exception is expired since "
                    "long time.",
                    prefix=w.reply,
                )
            else:  # a figure the committee will eventually (possibly) move to
                wrong_value, right, wrong = s.pair(value, looser, style)
                said = w.mail(
                    "Limit",
                    f"actually the {what} for {noun} is {right}. Eventually, if the committee "
                    f"agrees in its meeting of 12.06., it could change to {wrong}; nothing is "
                    "decided yet.",
                    prefix=w.reply,
                    footer=True,
                )
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses: fund contracts, forwarded guidelines, memos and side letters ---------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    noun = rng.choice(s.nouns)
    style = rng.randrange(20)
    written = s.render(value, style)
    if shape == 0:
        verb = "may not be lower than" if s.floor else "may not exceed"
        return f"{_cap(noun)} {verb} {written}{_of_fund(s)}."
    if shape == 1:
        return f"The limit for {noun} is fixed at {s.bound} {written}."
    if shape == 2:
        return f"{s.bound} {written}"
    if shape == 3:
        if s.floor:
            return f"In derogation to the prospectus, {noun} must be at minimum {written}."
        return f"In derogation to the prospectus, {noun} is limited at {written}."
    _, now, old = s.pair(value, (0.4, 0.5) if s.floor else (2.0, 1.6), style)
    what = "minimum" if s.floor else "limit"
    return (
        f"Since 01.07.2024 the former {what} of {old} for {noun} is not more valid: actually the "
        f"{what} is {now}."
    )


def _placed(
    s: _Subject, clause: str, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        contract: dict[str, JsonValue] = {
            "art_5_general": "The fund invests in European equities and EUR bonds.",
            "art_6_limits": clause,
            "art_9_valuation": "The NAV is calculated on each Frankfurt banking day.",
        }
        return {"fund_contract": contract}, None, "fund_contract.art_6_limits"
    if shape == 1:
        w = _WRITERS[2]
        guidelines = (
            "-------- Original message --------\nFrom: Compliance Cassa Previdenza\n"
            "Date: 02.02.2024\nSubject: Investment guidelines 2024\n\n"
            f"1. Only EUR denominated securities.\n2. {clause}\n3. No investment in commodities."
        )
        text = w.mail(
            "Investment guidelines of the client",
            "below I forward you the guidelines of the client, as agreed.",
            prefix=w.forward,
            short=True,
        )
        return None, f"{text}\n\n{guidelines}", MANDATE_ID
    if shape == 2:
        rows = [
            ("Modified duration", "3 – 7 years"),
            (s.label, clause),
            ("Rating", "min. BBB- (investment grade)"),
        ]
        memo = (
            "MEMO\nTo: Portfolio Management\nFrom: Compliance\nDate: 2024-02-15\n"
            "Re: Limits of the mandate\n\n"
            f"{_table(('Limit', 'Value'), rows)}\n\nAll limits are hard limits."
        )
        return None, memo, MANDATE_ID
    if shape == 3:
        letter: dict[str, JsonValue] = {
            "point_1": "The reporting is sent monthly, within 10 banking days.",
            "point_2": clause,
            "signed": "Milano, 14.02.2024",
        }
        return {"side_letter": letter}, None, "side_letter.point_2"
    guidelines_2024: dict[str, JsonValue] = {
        "scope": "Applies to the whole portfolio.",
        "limit_change": clause,
    }
    return {"guidelines_2024": guidelines_2024}, None, "guidelines_2024.limit_change"


_WITHIN_ASKS: Final = (
    "Dear colleagues,\n\nplease do the rebalancing of the quarter; all limits of the mandate "
    "must be respected.\n\nKind regards",
    "Bonjour,\n\ncould you please recalculate the weights? Kindly note that the guidelines of "
    "the client are binding.\n\nBien cordialement",
    "Dear Sirs,\n\nwe would like to ask you for the new weights within all the restrictions of "
    "the mandate.\n\nBest regards,",
    "Buongiorno,\n\nI ask you the new allocation; please stay inside every limit of the "
    "mandate.\n\nCordiali saluti",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "n", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 4) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        clause = _stops(_clause_text(rng, s, value, shape))
        fields, message, ref = _placed(s, clause, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if s.floor:
            outside, middle = round(value * 0.5, 6), round(value * 1.5, 6)
        else:
            outside, middle = round(value * 1.5, 6), round(value * 0.8, 6)
        if shape == 4:  # between the limit now and the looser one it replaced
            outside = round(value * (0.75 if s.floor else 1.4), 6)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="limit of the mandate",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: latitude over [lo, hi] ({lo}, {hi}), or up to {hi}
_GRANTED: Final = (
    "For {noun} you are free to choose the level between {lo} and {hi}, as you prefer.",
    "{Noun}: bandwidth {lo} – {hi}; the exact level is at the discretion of the portfolio manager.",
    "We leave to you the fixing of {noun}; it must only stay inside the corridor from {lo} to "
    "{hi}.",
    "Concerning {noun} you have full freedom, up to a maximum of {hi}.",
    "We kindly ask you to decide {noun} by yourself, within the range of {lo} to {hi}.",
)
#: (refused, granted): the plan's assumed value is the same under both
_REFUSED: Final = (
    (
        "The limit for {noun} is fixed at {point} by the board. Please do not change it by "
        "yourself: there is no bandwidth.",
        "The limit for {noun} is at {point} as starting point, but you may change it by "
        "yourself inside the bandwidth {lo} – {hi}.",
    ),
    (
        "Kindly note that the corridor {lo} – {hi} for {noun} is only for the monitoring of the "
        "depositary bank; for the manager the limit is exactly {point}.",
        "Kindly note that the corridor {lo} – {hi} for {noun} is for the manager: inside it he "
        "can choose the limit freely.",
    ),
    (
        "The choice of {noun} is not in the competence of the manager; the client will "
        "communicate the value after the committee.",
        "The choice of {noun} is in the competence of the manager, between {lo} and {hi}.",
    ),
)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "n", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "n", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s is _LEVERAGE else round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        style = rng.randrange(20)
        said = s.alike((low, high), style)
        assert said is not None, (s.label, low, high)
        lo, hi = said
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = (0, 1, 3)[i % 3]
        if i % 6 in (3, 5):  # strategy: a value fixed by someone else, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            refused = _stops(_fill(refused_t, noun=noun, lo=lo, hi=hi, point=hi))
            granted = _stops(_fill(granted_t, noun=noun, lo=lo, hi=hi, point=hi))
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(s, refused, shape)[:2],
                _placed(s, granted, shape)[:2],
            )
            continue
        template = _GRANTED[(i + i // 6) % len(_GRANTED)]
        if "{lo}" not in template:
            middle = round(high * 0.8, 6)
        text = _stops(_fill(template, noun=noun, lo=lo, hi=hi))
        fields, message, _ = _placed(s, text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
#: whole sentences asking for each objective, in non-native idiom
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "The target is the best relation between return and volatility (Sharpe ratio).",
        "We search the allocation with the highest return per unit of risk.",
        "Kindly optimise the portfolio in the sense of the maximum Sharpe ratio.",
        "Our goal is an efficient portfolio: the most return for each unit of volatility.",
        "The committee wishes a maximisation of the risk-adjusted return.",
    ),
    "variance": (
        "The client wishes the portfolio with the minimum volatility; the return is secondary.",
        "Please search the allocation with the lowest variance possible.",
        "Priority is absolutely to reduce the fluctuations of the portfolio value to the minimum.",
        "We would like a minimum-variance portfolio, nothing more.",
        "The goal is the least risky combination, in the sense of the lowest volatility.",
    ),
    "tracking": (
        "The portfolio should replicate the Euro Stoxx 50 as near as possible (minimal tracking "
        "error).",
        "Please minimise the deviation from the benchmark MSCI Europe.",
        "Target: the tracking error versus the DAX as small as possible.",
        "We want a portfolio which follows the FTSE MIB index as closely as possible.",
        "The aim is to stay very close to the benchmark (TOPIX), with the least active risk.",
    ),
    "return": (
        "We search the maximum expected return; the volatility is not a criterion for this client.",
        "Please maximise the expected performance, without any adjustment for the risk.",
        "The goal is the highest return possible; the fluctuations the client accepts them.",
        "Target is to maximise the expected return of the portfolio, nothing else.",
        "The client wants the biggest expected gain, the risk is not important for him.",
    ),
}
#: sentences setting another objective aside
_ASIDES: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": ("The Sharpe ratio is not relevant for this mandate.",),
    "variance": ("The volatility is not a problem for the client.",),
    "tracking": (
        "There is no benchmark for this mandate.",
        "The deviation from any index is not important.",
    ),
    "return": ("The maximum return is not the point.",),
}
#: which objectives an aside may set aside beside a wanted one without contradicting it
_ASIDE_OF: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": ("tracking", "return"),
    "variance": ("tracking", "return", "sharpe"),
    "tracking": ("return", "sharpe", "variance"),
    "return": ("tracking", "sharpe", "variance"),
}


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="An allocation across the names of the client's list",
    purpose="solve the weights",
    custom_reason="no solver of the platform for this objective",
    custom_purpose="the weights",
    section_title="Allocation",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = _ASKS[wanted][(i // len(_ASKS)) % len(_ASKS[wanted])]
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = rng.choice(_ASKS[old_kind])
        w = _WRITERS[(i + i // 5) % len(_WRITERS)]
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        structure = i % 5
        messages: tuple[UserMessage, ...]
        flawed_kind = _KIND[old_kind]
        if structure == 0:  # a plain mail, with an aside on another objective
            aside_of = rng.choice(_ASIDE_OF[wanted])
            aside = rng.choice(_ASIDES[aside_of])
            body = f"{ask} {aside}" if rng.randrange(2) else f"{aside} {ask}"
            text = w.mail("Optimisation of the portfolio", body)
            messages = (UserMessage(message_id=REQUEST_ID, text=text),)
            flawed_kind = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        elif structure == 1:  # the newest mail on top replaces the quoted older one
            older = (
                f"From: {w.name}\nSent: 28.02.2024 16:20\nSubject: Optimisation\n\n"
                f"Dear colleagues,\n{old}"
            )
            text = w.mail(
                "Optimisation",
                "please ignore the objective in my mail below, the client has changed idea. "
                f"The new objective: {ask}",
                prefix=w.reply,
                quoted=older,
                short=True,
            )
            messages = (UserMessage(message_id=REQUEST_ID, text=text),)
        elif structure == 2:  # a memo's numbered points
            aside_of = rng.choice(_ASIDE_OF[wanted])
            aside = rng.choice(_ASIDES[aside_of])
            text = (
                f"MEMO\nTo: Quant Research\nFrom: {w.name}, {w.firm}\nDate: 2024-03-04\n"
                "Re: Optimisation request\n\n"
                "1. Universe: the 12 names in the attachment (Universe_Q2.xlsx).\n"
                f"2. Objective: {ask}\n3. {aside}\n4. Rebalancing: monthly."
            )
            messages = (UserMessage(message_id=REQUEST_ID, text=text),)
            flawed_kind = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        elif structure == 3:  # a later mail declares the first not more valid
            first = w.mail("Optimisation", old)
            later = w.mail(
                "Optimisation",
                "after the call with the client this morning, the objective of my mail of "
                f"yesterday is not more valid. The new one: {ask}",
                prefix=w.reply,
                header=False,
                short=True,
            )
            messages = (
                UserMessage(message_id=REQUEST_ID, text=first),
                UserMessage(message_id=FOLLOW_UP_ID, text=later),
            )
        else:  # a P.S. correcting the same mail
            text = w.mail("Optimisation", old, short=True)
            text += (
                "\n\nP.S.: Sorry, above I copied the objective of the other mandate. For this "
                f"one it is: {ask}"
            )
            messages = (UserMessage(message_id=REQUEST_ID, text=text),)
        for flawed, kind in ((True, flawed_kind), (False, _KIND[wanted])):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_solving(kind),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}n{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2009, 1, 2),
        train_end=date(2013, 12, 31),
        test_start=date(2014, 1, 2),
        test_end=date(2015, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2011, 1, 3),
        train_end=date(2015, 12, 31),
        test_start=date(2016, 1, 4),
        test_end=date(2017, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2013, 1, 2),
        train_end=date(2017, 12, 29),
        test_start=date(2018, 1, 2),
        test_end=date(2019, 12, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan
#: 2014)
_PERIODS: Final = (
    ("on the period 01.01.2009 – 30.06.2016", "on the period 01.01.2009 – 31.12.2013"),
    (
        "with data from 2nd of January 2009 until 31st of December 2017",
        "with data from 2nd of January 2009 until 31st of December 2013",
    ),
    (
        "on 2009-01-02 to 2015-12-31 (both dates included)",
        "on 2009-01-02 to 2013-12-31 (both dates included)",
    ),
    ("on the years 2009 until 2016 inclusive", "on the years 2009 until 2013 inclusive"),
    (
        "on all the available history (from 01/2009 until 12/2019)",
        "on the history from 01/2009 until 12/2013 only",
    ),
    ("on the 5 years before the 31.12.2018", "on the 5 years before the 31.12.2013"),
    (
        "on the data until the reference date (Stichtag) 30.09.2017",
        "on the data until the reference date (Stichtag) 31.12.2013",
    ),
)
_ACTIONS: Final = (
    "the threshold for the rebalancing was calibrated",
    "the weights of the factors were estimated",
    "the lookback of the momentum signal was fixed",
    "the stop-loss level was optimised",
    "the hedge ratio of the currency overlay was calibrated",
)
_LEAK_FRAMES: Final = (
    "As agreed in the mail of Mrs. Dubois (RE: Backtest, 12.03.2024), {action} {period} and "
    "kept fixed for all the folds.",
    "{Action} {period}, like in the memo of the client; no new calibration inside the folds.",
    "Kindly note: {action} {period}.",
    "Per point 3 of the client's memo, {action} {period}.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The index composition is taken as of today (31.12.2023) for all the historical dates.",
        "The index composition at each historical date is the one valid at that date.",
    ),
    (
        "The signals are calculated with the closing price of the day and executed at the same "
        "closing price.",
        "The signals are calculated with the closing price of the day and executed at the "
        "opening of the following day.",
    ),
    (
        "The parameters were chosen after looking at the results of the whole backtest "
        "2014–2019, as the client proposed in his mail.",
        "The parameters were chosen on the training years of each fold only; the test years "
        "were looked at only once, at the end.",
    ),
    (
        "The volatility for the scaling is estimated on the complete sample, 2009 until 2019.",
        "The volatility for the scaling is estimated on the training years of each fold only.",
    ),
    (
        "The balance-sheet data are taken in the last restated version (download of "
        "15.01.2024), not as first published.",
        "The balance-sheet data are taken as first published, each one only from its "
        "publication date.",
    ),
    (
        "The features include the return of the following month (t+1), as in the memo of "
        "Mr. Tanaka.",
        "The features include the returns until the previous month end (t−1) only, as in the "
        "memo of Mr. Tanaka.",
    ),
)
_LEAK_ASKS: Final = (
    "Dear colleagues,\n\nplease do the walk-forward backtest of the multi-factor model with the "
    "three folds of the specification.\n\nKind regards\nK. Vogel",
    "Bonjour,\n\ncould you run the backtest of the momentum strategy (walk-forward, 3 "
    "folds)?\n\nMerci et bonne journée",
    "Dear Sirs,\n\nwe would like to ask you the walk-forward test of the currency overlay, "
    "three folds as in the attachment.\n\nBest regards,\nTakahashi",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


def _structured(j: int) -> tuple[ResearchContractBody, ResearchContractBody]:
    """Nothing in the text; the fields say it: the model fitted on the full sample, a window
    fitted into its own test years, or the assets chosen with data past a test start."""
    clean = _contract(historical_test=HistoricalTest(windows=_WINDOWS))
    if j % 3 == 0:
        leaky = HistoricalTest(windows=_WINDOWS, fitting="full_sample")
    elif j % 3 == 1:
        late = _WINDOWS[1].model_copy(update={"fitting_end": date(2017, 6, 30)})
        leaky = HistoricalTest(windows=(_WINDOWS[0], late, _WINDOWS[2]))
    else:
        late = _WINDOWS[0].model_copy(update={"selection_end": date(2015, 6, 30)})
        leaky = HistoricalTest(windows=(late, _WINDOWS[1], _WINDOWS[2]))
    return _contract(historical_test=leaky), clean


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        if i % 8 == 7:
            leaky_body, clean_body = _structured(i // 8)
            pairs = ((True, leaky_body, ""), (False, clean_body, ""))
        else:
            if i % 8 in (3, 6):
                which = 2 * (i // 8) + (i % 8 == 6)
                leaky, clean = _SENTENCES[which % len(_SENTENCES)]
            else:
                leaky_period, clean_period = _PERIODS[i % len(_PERIODS)]
                action, frame = rng.choice(_ACTIONS), rng.choice(_LEAK_FRAMES)
                leaky = _fill(frame, action=action, period=leaky_period)
                clean = _fill(frame, action=action, period=clean_period)
            pairs = (
                (True, _leak_contract(where, leaky), leaky),
                (False, _leak_contract(where, clean), clean),
            )
        for flawed, body, sentence in pairs:
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(UserMessage(message_id=REQUEST_ID, text=ask),),
                reasoning=(sentence,) if where == "reasoning" and sentence else (),
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=body,
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(
                f"heldout{SEED}/stated_leakage/{i}n{suffix}", "stated_leakage", flawed, bundle
            )


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Brandauer"
_ENTITY: Final = "ent_brandauer_ag"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 compared with Q3 2022", (10, 11)),
    ("in Q4 2022 compared with Q4 2021", (7, 11)),
    ("from the quarter closed 30.06.2020 to the quarter closed 31.12.2022", (1, 11)),
    ("since the quarter closed 30.09.2021", (6, 11)),
    ("between the 1st quarter 2020 and the 2nd quarter 2021", (0, 5)),
    ("in the first half of 2021 (Q4 2020 → Q2 2021)", (3, 5)),
    ("since the IPO in 2011", None),
    ("compared with the level of 2018", None),
    ("over the last ten years", None),
    ("since 31.12.2015", None),
)


def _up(w: Sequence[float]) -> bool | None:
    change = (w[-1] - w[0]) / abs(w[0])
    return True if change > 0.01 else False if change < -0.01 else None


def _down(w: Sequence[float]) -> bool | None:
    up = _up(w)
    return None if up is None else not up


def _every_up(w: Sequence[float]) -> bool | None:
    """Higher in every quarter than in the one before; false as soon as one is lower."""
    steps = [b - a for a, b in itertools.pairwise(w)]
    if all(x > 0 for x in steps):
        return True
    return False if any(x < 0 for x in steps) else None


def _every_down(w: Sequence[float]) -> bool | None:
    steps = [b - a for a, b in itertools.pairwise(w)]
    if all(x < 0 for x in steps):
        return True
    return False if any(x > 0 for x in steps) else None


def _never_down(w: Sequence[float]) -> bool | None:
    return all(b >= a for a, b in itertools.pairwise(w))


def _stable(w: Sequence[float]) -> bool | None:
    change = abs(w[-1] - w[0]) / abs(w[0])
    spread = (max(w) - min(w)) / abs(w[0])
    if change <= 0.015 and spread <= 0.03:
        return True
    return False if change >= 0.08 else None


_Truth = Callable[[Sequence[float]], bool | None]


def _eu_pct(a: float, b: float) -> str:
    """ "by more than 10 %" when clearly past a multiple of five, else "by approx. 12,5 %" (to
    the nearest half point); "" when it barely moved."""
    change = abs(b - a) / abs(a) * 100
    if change < 2:
        return ""
    below = int(change // 5) * 5
    if below >= 5 and 1 <= change - below <= 3:
        return f"by more than {below} %"
    return f"by approx. {_de(round(change * 2) / 2)} %"


def _eu_points(a: float, b: float) -> str:
    points = abs(b - a) * 100
    if points < 0.3:
        return ""
    return f"by approx. {_de(round(points, 1))} percentage points"


@dataclass(frozen=True)
class _Trend:
    """A series (oldest first), how it is named, what may be claimed of it over a window and
    how its change is written; `flow` for a quarter's amount (summed over a year)."""

    function_id: str
    field: str
    values: tuple[float, ...]
    subjects: tuple[str, ...]
    claims: tuple[tuple[str, _Truth], ...]
    magnitude: Callable[[float, float], str]
    flow: bool

    def result(self) -> JsonValue:
        rows = _newest_first(_QUARTERS, self.field, self.values)
        if self.flow:  # an amount: in EUR million
            return {"entity_id": _ENTITY, "currency": "EUR", "unit": "million", "quarters": rows}
        return {"entity_id": _ENTITY, "quarters": rows}


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "ebitda",
        (182.0, 121.0, 148.0, 171.0, 176.0, 189.0, 195.0, 204.0, 198.0, 211.0, 223.0, 236.0),
        ("EBITDA", "Brandauer's EBITDA", "The EBITDA of the group"),
        (
            ("{s} increased {m}", _up),
            ("{s} decreased {m}", _down),
            ("{s} grew in every quarter versus the previous quarter", _every_up),
            ("{s} did not decrease in any quarter", _never_down),
            ("{s} remained stable", _stable),
        ),
        _eu_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "order_intake",
        (540.0, 410.0, 455.0, 520.0, 585.0, 640.0, 660.0, 655.0, 610.0, 580.0, 545.0, 515.0),
        ("Order intake", "Brandauer's order intake", "The order intake of the group"),
        (
            ("{s} went up {m}", _up),
            ("{s} went down {m}", _down),
            ("{s} fell in every quarter versus the previous quarter", _every_down),
            ("{s} did not decrease in any quarter", _never_down),
            ("{s} remained stable", _stable),
        ),
        _eu_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "equity_ratio",
        (0.382, 0.361, 0.355, 0.362, 0.371, 0.378, 0.384, 0.389, 0.393, 0.391, 0.398, 0.404),
        (
            "The equity ratio",
            "Brandauer's equity ratio",
            "The equity ratio (equity / total assets)",
        ),
        (
            ("{s} improved {m}", _up),
            ("{s} worsened {m}", _down),
            ("{s} did not decrease in any quarter", _never_down),
            ("{s} remained stable", _stable),
        ),
        _eu_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin",
        (0.142, 0.118, 0.131, 0.139, 0.141, 0.140, 0.142, 0.141, 0.129, 0.121, 0.117, 0.112),
        ("The EBITDA margin", "Brandauer's EBITDA margin"),
        (
            ("{s} rose {m}", _up),
            ("{s} declined {m}", _down),
            ("{s} fell in every quarter versus the previous quarter", _every_down),
            ("{s} remained stable", _stable),
        ),
        _eu_points,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over fixed spans, computed from the series: each quarter
    of 2022 against the same quarter of 2021, and for an amount the full years 2022 and 2021.
    Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    higher = "in each quarter of 2022 {s} was higher than in the same quarter of 2021"
    lower = "in each quarter of 2022 {s} was lower than in the same quarter of 2021"
    pairs += _yoy_pairs(v, higher, lower)
    if trend.flow:
        y21, y22 = sum(v[4:8]), sum(v[8:12])
        more = "{s} for the full year 2022 was higher than for the full year 2021"
        less = "{s} for the full year 2022 was lower than for the full year 2021"
        if y22 > y21 * 1.01:
            pairs.append((more, less))
        elif y22 < y21 * 0.99:
            pairs.append((less, more))
    return pairs


_CLAIM_FRAMES: Final = (
    "Dear Mrs. Keller,\n\nas requested, here the short summary for Brandauer: {claim} [1].\n\n"
    "We remain at your disposal for further questions.\n\nKind regards\nResearch Team",
    "MEMO – Brandauer AG, quarterly figures\n\n1. {Claim} [1].\n2. The detailed figures are "
    "in the attached table (source [1]).",
    "Kindly note that {claim} (source: [1]).",
    "Summary*:\n\n- {Claim}.\n\n* based on the reported quarterly figures [1]",
    "Concerning the first point of your mail: {claim} [1].",
)


_said = partial(_said_named, _COMPANY)


_twins = _twins_of(SEED, "n", _COMPANY, _ENTITY, (REQUEST_ID, CONTRACT_ID, SOURCE_ID))


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover. The
    claims least used so far come first, so that each is said somewhere."""
    used: Counter[str] = Counter()
    for i in range(count):
        trend = _TRENDS[i % len(_TRENDS)]
        subject = rng.choice(trend.subjects)
        frame = rng.choice(_CLAIM_FRAMES)
        first = "{Claim}" in frame
        specials = _specials(trend)
        if i % 3 == 2 and specials:
            true_t, false_t = specials[(i // 3) % len(specials)]
            true = _said(true_t, subject, first, "")
            false = _said(false_t, subject, first, "")
        else:
            usable: list[tuple[str, str, list[str], list[str]]] = []
            for horizon, span in _HORIZONS:
                if span is None:
                    continue
                window = trend.values[span[0] : span[1] + 1]
                m = trend.magnitude(window[0], window[-1])
                claims = [
                    (c, t(window))
                    for c, t in trend.claims
                    if (m or "{m}" not in c)
                    # a claim on each quarter's step, only over a horizon that is a period
                    and not ("compared with" in horizon and "quarter" in c.split("}", 1)[1])
                ]
                holding = [c for c, held in claims if held is True]
                failing = [c for c, held in claims if held is False]
                if holding and failing:
                    usable.append((horizon, m, holding, failing))
            least = min(used[c] for _, _, holding, _ in usable for c in holding)
            horizon, m, holding, failing = rng.choice(
                [u for u in usable if any(used[c] == least for c in u[2])]
            )
            true_t = rng.choice([c for c in holding if used[c] == least])
            used[true_t] += 1
            true = f"{_said(true_t, subject, first, m)} {horizon}"
            if rng.randrange(3) == 0:
                uncovered = [h for h, s in _HORIZONS if s is None]
                seldom = min(used[h] for h in uncovered)  # each said somewhere
                far = rng.choice([h for h in uncovered if used[h] == seldom])
                used[far] += 1
                false = f"{_said(true_t, subject, first, m)} {far}"
            else:
                fewest = min(used[c] for c in failing)
                wrong = rng.choice([c for c in failing if used[c] == fewest])
                used[wrong] += 1
                false = f"{_said(wrong, subject, first, m)} {horizon}"
        yield from _twins(i, trend, frame, false, true)


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch N: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
